//! The interface languages (the source articles' languages) as a plain value: which one,
//! its code, its own name, its locale and how it writes numbers. What is said in each
//! lives in `passk_words` (one file per language).

/// How a language writes numbers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NumberStyle {
    /// The decimal mark ("0.5", "0,5").
    pub decimal: char,
    /// The thousands separator ("1,000", "1.000").
    pub group: char,
}

crate::closed_set! {
    /// An interface language; its key is its code (the URL's `lang`, the `lang` attribute).
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
    pub enum Lang {
        /// English.
        #[default]
        En = "en",
        /// Korean.
        Ko = "ko",
        /// Portuguese.
        Pt = "pt",
    }
}

impl Lang {
    /// The URL and `lang` attribute value.
    pub fn code(self) -> &'static str {
        self.key()
    }

    /// The language's own name.
    pub fn name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Ko => "한국어",
            Lang::Pt => "Português",
        }
    }

    /// The locale a link preview names (Open Graph's `og:locale`).
    pub fn locale(self) -> &'static str {
        match self {
            Lang::En => "en_US",
            Lang::Ko => "ko_KR",
            Lang::Pt => "pt_BR",
        }
    }

    /// How the language writes numbers: its decimal mark and its thousands separator. The
    /// one rule every number shown or read uses (`passk_words`' `number`, and
    /// [`FieldSpec::read_in`](crate::input::FieldSpec::read_in)).
    pub fn number_style(self) -> NumberStyle {
        match self {
            Lang::En | Lang::Ko => NumberStyle {
                decimal: '.',
                group: ',',
            },
            Lang::Pt => NumberStyle {
                decimal: ',',
                group: '.',
            },
        }
    }

    /// From a code or a browser language tag ("pt-BR", "ko-KR"); None if not offered.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let primary = tag.trim().split(['-', '_']).next()?.to_ascii_lowercase();
        Lang::from_key(&primary)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_language_has_a_code_and_a_number_style() {
        for lang in Lang::ALL {
            assert_eq!(Lang::from_tag(lang.code()), Some(lang));
            let style = lang.number_style();
            assert_ne!(style.decimal, style.group);
        }
    }

    #[test]
    fn languages_from_browser_tags() {
        assert_eq!(Lang::from_tag("pt-BR"), Some(Lang::Pt));
        assert_eq!(Lang::from_tag("ko-KR"), Some(Lang::Ko));
        assert_eq!(Lang::from_tag("en_US"), Some(Lang::En));
        assert_eq!(Lang::from_tag("fr"), None);
    }
}

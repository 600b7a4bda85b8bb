//! The interface languages (the source articles' languages) as a plain value: which one,
//! its code and its own name. What is said in each lives in `passk_words`.
/// An interface language.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Lang {
    /// English.
    #[default]
    En,
    /// Korean.
    Ko,
    /// Portuguese.
    Pt,
}

impl Lang {
    /// Every language, in the picker's order.
    pub const ALL: [Lang; 3] = [Lang::En, Lang::Ko, Lang::Pt];

    /// The URL and `lang` attribute value.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Ko => "ko",
            Lang::Pt => "pt",
        }
    }

    /// The language's own name.
    pub fn name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Ko => "한국어",
            Lang::Pt => "Português",
        }
    }

    /// From a code or a browser language tag ("pt-BR", "ko-KR"); None if not offered.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let primary = tag.trim().split(['-', '_']).next()?.to_ascii_lowercase();
        Lang::ALL.into_iter().find(|lang| lang.code() == primary)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn languages_from_browser_tags() {
        assert_eq!(Lang::from_tag("pt-BR"), Some(Lang::Pt));
        assert_eq!(Lang::from_tag("ko-KR"), Some(Lang::Ko));
        assert_eq!(Lang::from_tag("en_US"), Some(Lang::En));
        assert_eq!(Lang::from_tag("fr"), None);
    }
}

//! Reading what a person types into a number field: never a panic, never NaN, and always a
//! sentence saying what was done with the input when it was not taken as is, in the
//! interface's language.

use super::i18n::Lang;

/// What a number field accepts: whole multiples of `1 / scale` between `min` and `max`,
/// both counted in those units (p: scale 10, 0..=1000 tenths of a percent).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct FieldSpec {
    /// The quantity's name, used in hints ("k", "steps", "p").
    pub name: &'static str,
    /// Units per displayed unit: 10 for a percentage with one decimal, 1 for a whole number.
    pub scale: u32,
    /// Smallest accepted value, in units.
    pub min: u32,
    /// Largest accepted value, in units.
    pub max: u32,
    /// Suffix shown after a value in hints ("%" or "").
    pub suffix: &'static str,
}

/// The outcome of reading a field: the value to use (None keeps the previous one) and a hint
/// for the person when the text was refused, rounded or clamped.
#[derive(Clone, Debug, PartialEq)]
pub struct FieldReading {
    /// The accepted value in units, or None when the text was refused.
    pub value: Option<u32>,
    /// What was done with the input, when it was not taken as typed.
    pub hint: Option<String>,
}

impl FieldSpec {
    /// The per-trial success rate p in percent, 0–100 in 0.1 steps.
    pub const RATE: FieldSpec = FieldSpec {
        name: "p",
        scale: 10,
        min: 0,
        max: 1000,
        suffix: "%",
    };
    /// The number of attempts k, 1–100.
    pub const K: FieldSpec = FieldSpec {
        name: "k",
        scale: 1,
        min: 1,
        max: 100,
        suffix: "",
    };
    /// The number of steps of a multi-step agent, 1–50.
    pub const STEPS: FieldSpec = FieldSpec {
        name: "steps",
        scale: 1,
        min: 1,
        max: 50,
        suffix: "",
    };

    /// The verifier's catch rate v in percent, 0–100 in whole steps.
    pub const CATCH_RATE: FieldSpec = FieldSpec {
        name: "v",
        scale: 1,
        min: 0,
        max: 100,
        suffix: "%",
    };
    /// Retries per step r, 0–5.
    pub const RETRIES: FieldSpec = FieldSpec {
        name: "r",
        scale: 1,
        min: 0,
        max: 5,
        suffix: "",
    };
    /// The difficulty spread ρ, 0–1 in steps of 0.01.
    pub const SPREAD: FieldSpec = FieldSpec {
        name: "spread",
        scale: 100,
        min: 0,
        max: 100,
        suffix: "",
    };

    /// A value in units as the person sees it: 805 → "80.5%" for p, 6 → "6" for k.
    pub fn show(&self, units: u32) -> String {
        let whole = units / self.scale;
        let fraction = units % self.scale;
        if fraction == 0 {
            return format!("{whole}{}", self.suffix);
        }
        // As many digits as the scale has zeros (0.05 for 5 hundredths), then trimmed.
        let digits = self.scale.ilog10() as usize;
        let decimals = format!("{fraction:0digits$}");
        format!("{whole}.{}{}", decimals.trim_end_matches('0'), self.suffix)
    }

    /// A value in units as the text a number field holds (no suffix): 805 → "80.5".
    pub fn field_text(&self, units: u32) -> String {
        let shown = self.show(units);
        shown.trim_end_matches(self.suffix).to_string()
    }

    fn range_sentence(&self, lang: Lang) -> String {
        let (min, max) = (
            lang.number(&self.show(self.min)),
            lang.number(&self.show(self.max)),
        );
        match lang {
            Lang::En => format!("Enter a number from {min} to {max}."),
            Lang::Ko => format!("{min}에서 {max} 사이의 숫자를 입력하세요."),
            Lang::Pt => format!("Digite um número de {min} a {max}."),
        }
    }

    /// Reads a field's text, with hints in English. Accepts a comma as decimal separator
    /// and a trailing "%".
    pub fn read(&self, text: &str) -> FieldReading {
        self.read_in(text, Lang::En)
    }

    /// Reads a field's text, with hints in `lang`.
    pub fn read_in(&self, text: &str, lang: Lang) -> FieldReading {
        let show = |units: u32| lang.number(&self.show(units));
        let cleaned = number_text(text.trim().trim_end_matches('%').trim(), lang);
        if cleaned.is_empty() {
            return FieldReading {
                value: None,
                hint: Some(match lang {
                    Lang::En => format!("{} is empty. {}", self.name, self.range_sentence(lang)),
                    Lang::Ko => format!(
                        "{}이(가) 비어 있다. {}",
                        self.name,
                        self.range_sentence(lang)
                    ),
                    Lang::Pt => format!("{} está vazio. {}", self.name, self.range_sentence(lang)),
                }),
            };
        }
        let number = match cleaned.parse::<f64>() {
            Ok(number) if number.is_finite() => number,
            _ => {
                return FieldReading {
                    value: None,
                    hint: Some(match lang {
                        Lang::En => format!(
                            "“{}” is not a number. {}",
                            text.trim(),
                            self.range_sentence(lang)
                        ),
                        Lang::Ko => format!(
                            "“{}”은(는) 숫자가 아니다. {}",
                            text.trim(),
                            self.range_sentence(lang)
                        ),
                        Lang::Pt => format!(
                            "“{}” não é um número. {}",
                            text.trim(),
                            self.range_sentence(lang)
                        ),
                    }),
                }
            }
        };
        let scaled = number * f64::from(self.scale);
        if scaled < f64::from(self.min) {
            return FieldReading {
                value: Some(self.min),
                hint: Some(match lang {
                    Lang::En => {
                        format!("{cleaned} is below the minimum: using {}.", show(self.min))
                    }
                    Lang::Ko => format!(
                        "{cleaned}은(는) 최솟값보다 작다: {}을(를) 쓴다.",
                        show(self.min)
                    ),
                    Lang::Pt => format!(
                        "{cleaned} está abaixo do mínimo: usando {}.",
                        show(self.min)
                    ),
                }),
            };
        }
        if scaled > f64::from(self.max) {
            return FieldReading {
                value: Some(self.max),
                hint: Some(match lang {
                    Lang::En => {
                        format!("{cleaned} is above the maximum: using {}.", show(self.max))
                    }
                    Lang::Ko => format!(
                        "{cleaned}은(는) 최댓값보다 크다: {}을(를) 쓴다.",
                        show(self.max)
                    ),
                    Lang::Pt => {
                        format!("{cleaned} está acima do máximo: usando {}.", show(self.max))
                    }
                }),
            };
        }
        let rounded = scaled.round();
        // In range, so the cast cannot overflow.
        let units = (rounded as u32).clamp(self.min, self.max);
        let hint = ((rounded - scaled).abs() > 1e-9).then(|| {
            let step = lang.number(&format!("{}", 1.0 / f64::from(self.scale)));
            let name = self.name;
            let value = show(units);
            match (lang, self.scale == 1) {
                (Lang::En, true) => format!("{name} moves in whole numbers: using {value}."),
                (Lang::En, false) => format!("{name} moves in steps of {step}: using {value}."),
                (Lang::Ko, true) => format!("{name}은(는) 정수만 된다: {value}을(를) 쓴다."),
                (Lang::Ko, false) => {
                    format!("{name}은(는) {step} 단위로 움직인다: {value}을(를) 쓴다.")
                }
                (Lang::Pt, true) => format!("{name} só aceita números inteiros: usando {value}."),
                (Lang::Pt, false) => format!("{name} anda em passos de {step}: usando {value}."),
            }
        });
        FieldReading {
            value: Some(units),
            hint,
        }
    }
}

/// A typed number in the form Rust reads. In English and Korean a comma groups thousands
/// ("1,000" is a thousand, never 1); elsewhere it is read as a decimal comma too ("0,5"), and
/// in Portuguese a dot followed by groups of three digits groups thousands ("1.000").
fn number_text(text: &str, lang: Lang) -> String {
    // "1,234,567" (or "1.234.567,5" in Portuguese): a leading group of one to three digits
    // not starting with 0, then groups of exactly three.
    let grouped = |separator: char, decimal: char| {
        let whole = text.split(decimal).next().unwrap_or("");
        let mut groups = whole.trim_start_matches(['-', '+']).split(separator);
        let first = groups.next().unwrap_or("");
        let rest: Vec<&str> = groups.collect();
        let digits = |group: &str| group.chars().all(|c| c.is_ascii_digit());
        !rest.is_empty()
            && (1..=3).contains(&first.len())
            && digits(first)
            && !first.starts_with('0')
            && rest.iter().all(|group| group.len() == 3 && digits(group))
    };
    match lang {
        Lang::En | Lang::Ko if grouped(',', '.') => text.replace(',', ""),
        Lang::Pt if grouped('.', ',') => text.replace('.', "").replace(',', "."),
        _ => text.replace(',', "."),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_values_are_taken_without_a_hint() {
        let reading = FieldSpec::RATE.read("75");
        assert_eq!(reading.value, Some(750));
        assert_eq!(reading.hint, None);
        assert_eq!(FieldSpec::RATE.read("80.5").value, Some(805));
        assert_eq!(FieldSpec::RATE.read(" 80,5 % ").value, Some(805));
        assert_eq!(FieldSpec::K.read("6").value, Some(6));
        assert_eq!(FieldSpec::STEPS.read("50").value, Some(50));
    }

    #[test]
    fn refused_text_keeps_the_previous_value_and_says_why() {
        let reading = FieldSpec::K.read("abc");
        assert_eq!(reading.value, None);
        assert_eq!(
            reading.hint.as_deref(),
            Some("“abc” is not a number. Enter a number from 1 to 100.")
        );
        assert_eq!(FieldSpec::RATE.read("").value, None);
        assert_eq!(FieldSpec::RATE.read("NaN").value, None);
        assert_eq!(FieldSpec::RATE.read("inf").value, None);
        assert_eq!(FieldSpec::RATE.read("1e400").value, None);
    }

    #[test]
    fn out_of_range_is_clamped_with_a_hint() {
        let reading = FieldSpec::K.read("150");
        assert_eq!(reading.value, Some(100));
        assert_eq!(
            reading.hint.as_deref(),
            Some("150 is above the maximum: using 100.")
        );
        assert_eq!(FieldSpec::K.read("0").value, Some(1));
        assert_eq!(FieldSpec::RATE.read("-3").value, Some(0));
        assert_eq!(FieldSpec::STEPS.read("99").value, Some(50));
    }

    #[test]
    fn off_grid_values_are_rounded_with_a_hint() {
        let reading = FieldSpec::K.read("2.6");
        assert_eq!(reading.value, Some(3));
        assert_eq!(
            reading.hint.as_deref(),
            Some("k moves in whole numbers: using 3.")
        );
        let reading = FieldSpec::RATE.read("80.04");
        assert_eq!(reading.value, Some(800));
        assert_eq!(
            reading.hint.as_deref(),
            Some("p moves in steps of 0.1: using 80%.")
        );
    }

    #[test]
    fn hundredths_keep_their_leading_zero() {
        assert_eq!(FieldSpec::SPREAD.show(5), "0.05");
        assert_eq!(FieldSpec::SPREAD.show(25), "0.25");
        assert_eq!(FieldSpec::SPREAD.show(100), "1");
        assert_eq!(FieldSpec::SPREAD.read("0.05").value, Some(5));
        assert_eq!(FieldSpec::RETRIES.read("9").value, Some(5));
    }

    #[test]
    fn hints_in_each_language() {
        assert_eq!(
            FieldSpec::K.read_in("abc", Lang::Pt).hint.as_deref(),
            Some("“abc” não é um número. Digite um número de 1 a 100.")
        );
        assert_eq!(
            FieldSpec::RATE.read_in("33,33", Lang::Pt).hint.as_deref(),
            Some("p anda em passos de 0,1: usando 33,3%.")
        );
        assert_eq!(
            FieldSpec::K.read_in("150", Lang::Ko).hint.as_deref(),
            Some("150은(는) 최댓값보다 크다: 100을(를) 쓴다.")
        );
    }

    #[test]
    fn thousands_separators_are_not_decimal_points() {
        let k = FieldSpec::K.read_in("1,000", Lang::En);
        assert_eq!(k.value, Some(100));
        assert_eq!(
            k.hint.as_deref(),
            Some("1000 is above the maximum: using 100.")
        );
        assert_eq!(FieldSpec::STEPS.read_in("1,000", Lang::Ko).value, Some(50));
        assert_eq!(FieldSpec::RATE.read_in("1,000", Lang::En).value, Some(1000));
        assert_eq!(FieldSpec::RATE.read_in("0,5", Lang::En).value, Some(5));
        assert_eq!(FieldSpec::RATE.read_in("80,5", Lang::Pt).value, Some(805));
        assert_eq!(FieldSpec::K.read_in("1.000", Lang::Pt).value, Some(100));
        assert_eq!(FieldSpec::RATE.read_in("0.125", Lang::Pt).value, Some(1));
    }

    #[test]
    fn field_text_has_no_suffix() {
        assert_eq!(FieldSpec::RATE.field_text(805), "80.5");
        assert_eq!(FieldSpec::RATE.show(805), "80.5%");
        assert_eq!(FieldSpec::RATE.show(1000), "100%");
        assert_eq!(FieldSpec::RATE.field_text(800), "80");
        assert_eq!(FieldSpec::K.field_text(6), "6");
    }
}

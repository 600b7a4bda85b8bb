//! Hints under the number fields: what was done with text that was not taken as typed.

use passk_core::input::{FieldIssue, FieldSpec};

every_language_says! {
    /// What fields.rs says: each language says it in its own file (`languages/`), and
    /// [`Lang`] by asking its language.
    pub trait FieldText {
        /// The hint for `issue` on a field of `spec` whose value is now `value` (units).
        fn field_hint(&self, spec: &FieldSpec, issue: &FieldIssue, value: u32) -> String;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use passk_core::lang::Lang;

    /// The hint for `text` typed into a field of `spec`, as the page shows it.
    fn hint(spec: FieldSpec, text: &str, lang: Lang) -> Option<String> {
        let reading = spec.read_in(text, lang);
        let issue = reading.issue?;
        Some(lang.field_hint(&spec, &issue, reading.value.unwrap_or(spec.min)))
    }

    #[test]
    fn hints_in_each_language() {
        assert_eq!(
            hint(FieldSpec::K, "abc", Lang::En).as_deref(),
            Some("“abc” is not a number. Enter a number from 1 to 100.")
        );
        assert_eq!(
            hint(FieldSpec::K, "abc", Lang::Pt).as_deref(),
            Some("“abc” não é um número. Digite um número de 1 a 100.")
        );
        assert_eq!(
            hint(FieldSpec::RATE, "33,33", Lang::Pt).as_deref(),
            Some("p anda em passos de 0,1: usando 33,3%.")
        );
        assert_eq!(
            hint(FieldSpec::K, "150", Lang::Ko).as_deref(),
            Some("150은(는) 최댓값보다 크다: 100을(를) 쓴다.")
        );
        assert_eq!(
            hint(FieldSpec::K, "150", Lang::En).as_deref(),
            Some("150 is above the maximum: using 100.")
        );
        assert_eq!(
            hint(FieldSpec::K, "2.6", Lang::En).as_deref(),
            Some("k moves in whole numbers: using 3.")
        );
        assert_eq!(
            hint(FieldSpec::RATE, "80.04", Lang::En).as_deref(),
            Some("p moves in steps of 0.1: using 80%.")
        );
        assert_eq!(
            hint(FieldSpec::K, "1,000", Lang::En).as_deref(),
            Some("1000 is above the maximum: using 100.")
        );
        assert_eq!(hint(FieldSpec::K, "6", Lang::En), None);
    }
}

//! Hints under the number fields: what was done with text that was not taken as typed.

use crate::prelude::*;
use passk_core::input::{FieldIssue, FieldSpec};
use passk_core::lang::Lang;

/// What fields.rs says, in each language (implemented for [`Lang`]).
pub trait FieldText {
    /// The hint for `issue` on a field of `spec` whose value is now `value` (units).
    fn field_hint(self, spec: &FieldSpec, issue: &FieldIssue, value: u32) -> String;
}

impl FieldText for Lang {
    fn field_hint(self, spec: &FieldSpec, issue: &FieldIssue, value: u32) -> String {
        let show = |units: u32| self.number(&spec.show(units));
        let name = spec.name;
        let (min, max) = (show(spec.min), show(spec.max));
        let range = match self {
            Lang::En => format!("Enter a number from {min} to {max}."),
            Lang::Ko => format!("{min}에서 {max} 사이의 숫자를 입력하세요."),
            Lang::Pt => format!("Digite um número de {min} a {max}."),
        };
        let value = show(value);
        match (issue, self) {
            (FieldIssue::Empty, Lang::En) => format!("{name} is empty. {range}"),
            (FieldIssue::Empty, Lang::Ko) => format!("{name}이(가) 비어 있다. {range}"),
            (FieldIssue::Empty, Lang::Pt) => format!("{name} está vazio. {range}"),
            (FieldIssue::NotANumber(text), Lang::En) => {
                format!("“{text}” is not a number. {range}")
            }
            (FieldIssue::NotANumber(text), Lang::Ko) => {
                format!("“{text}”은(는) 숫자가 아니다. {range}")
            }
            (FieldIssue::NotANumber(text), Lang::Pt) => {
                format!("“{text}” não é um número. {range}")
            }
            (FieldIssue::BelowMinimum(typed), Lang::En) => {
                format!("{typed} is below the minimum: using {min}.")
            }
            (FieldIssue::BelowMinimum(typed), Lang::Ko) => {
                format!("{typed}은(는) 최솟값보다 작다: {min}을(를) 쓴다.")
            }
            (FieldIssue::BelowMinimum(typed), Lang::Pt) => {
                format!("{typed} está abaixo do mínimo: usando {min}.")
            }
            (FieldIssue::AboveMaximum(typed), Lang::En) => {
                format!("{typed} is above the maximum: using {max}.")
            }
            (FieldIssue::AboveMaximum(typed), Lang::Ko) => {
                format!("{typed}은(는) 최댓값보다 크다: {max}을(를) 쓴다.")
            }
            (FieldIssue::AboveMaximum(typed), Lang::Pt) => {
                format!("{typed} está acima do máximo: usando {max}.")
            }
            (FieldIssue::OffGrid, _) => {
                let step = self.number(&format!("{}", 1.0 / f64::from(spec.scale)));
                match (self, spec.scale == 1) {
                    (Lang::En, true) => format!("{name} moves in whole numbers: using {value}."),
                    (Lang::En, false) => format!("{name} moves in steps of {step}: using {value}."),
                    (Lang::Ko, true) => format!("{name}은(는) 정수만 된다: {value}을(를) 쓴다."),
                    (Lang::Ko, false) => {
                        format!("{name}은(는) {step} 단위로 움직인다: {value}을(를) 쓴다.")
                    }
                    (Lang::Pt, true) => {
                        format!("{name} só aceita números inteiros: usando {value}.")
                    }
                    (Lang::Pt, false) => {
                        format!("{name} anda em passos de {step}: usando {value}.")
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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

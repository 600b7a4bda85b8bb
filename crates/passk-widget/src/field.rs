//! A number field paired with a slider, as a state machine: what each input does to the
//! value, to the text shown in the field and to the hint under it.

use passk_core::input::FieldSpec;
use passk_core::lang::Lang;
use passk_words::prelude::*;

/// What a person did to a slider field.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FieldInput<'a> {
    /// The slider moved; its value as the browser writes it ("80.5").
    Slider(&'a str),
    /// The text in the number field is now this.
    Typed(&'a str),
    /// The field was left (blur) or committed (change).
    Left,
    /// A key was pressed in the number field (`KeyboardEvent.key`).
    Key(&'a str),
}

/// What the page must do after an input.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FieldOutcome {
    /// The field's new value (spec units), when it changed or was set.
    pub value: Option<u32>,
    /// Whether the key's default action must be prevented (the field handled it).
    pub prevent_default: bool,
}

impl FieldOutcome {
    const NOTHING: FieldOutcome = FieldOutcome {
        value: None,
        prevent_default: false,
    };
}

/// A field's editing state: what the person is typing (kept until they leave the field or
/// press Enter, so a half-typed "0." is not rewritten under their cursor) and the hint for
/// text that was not taken as typed.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FieldEditor {
    /// The person's text while they edit; None shows the value.
    pub draft: Option<String>,
    /// What was done with text that was not taken as typed, in the page's language.
    pub hint: Option<String>,
}

impl FieldEditor {
    /// Applies `input` to a field of `spec` whose value is `current`.
    pub fn handle(
        &mut self,
        spec: FieldSpec,
        current: u32,
        input: FieldInput<'_>,
        lang: Lang,
    ) -> FieldOutcome {
        match input {
            FieldInput::Slider(text) => {
                self.draft = None;
                self.hint = None;
                FieldOutcome {
                    value: spec.read(text).value,
                    prevent_default: false,
                }
            }
            FieldInput::Typed(text) => {
                let reading = spec.read_in(text, lang);
                let value = reading.value.unwrap_or(current);
                self.hint = reading
                    .issue
                    .map(|issue| lang.field_hint(&spec, &issue, value));
                self.draft = Some(text.to_string());
                FieldOutcome {
                    value: reading.value,
                    prevent_default: false,
                }
            }
            FieldInput::Left => {
                self.draft = None;
                FieldOutcome::NOTHING
            }
            FieldInput::Key(key) => self.key(spec, current, key),
        }
    }

    /// Arrow keys step by one unit, Page Up/Down by ten; Enter shows the value.
    fn key(&mut self, spec: FieldSpec, current: u32, key: &str) -> FieldOutcome {
        let delta: i64 = match key {
            "ArrowUp" => 1,
            "ArrowDown" => -1,
            "PageUp" => 10,
            "PageDown" => -10,
            "Enter" => {
                self.draft = None;
                return FieldOutcome::NOTHING;
            }
            _ => return FieldOutcome::NOTHING,
        };
        let next = (i64::from(current) + delta).clamp(i64::from(spec.min), i64::from(spec.max));
        self.draft = None;
        self.hint = None;
        FieldOutcome {
            // Clamped to the spec's u32 range above.
            value: Some(next as u32),
            prevent_default: true,
        }
    }

    /// The text the number field shows on a page in `lang`: the draft while editing, else
    /// the value written the language's way ("80,5" in Portuguese).
    pub fn text(&self, spec: FieldSpec, value: u32, lang: Lang) -> String {
        self.draft
            .clone()
            .unwrap_or_else(|| spec.field_text_in(value, lang))
    }

    /// `aria-invalid`: whether the field shows a hint.
    pub fn invalid(&self) -> &'static str {
        if self.hint.is_some() {
            "true"
        } else {
            "false"
        }
    }
}

/// The slider's `step` attribute: one unit of `spec` ("0.1" for p in tenths of a percent).
pub fn slider_step(spec: FieldSpec) -> String {
    if spec.scale == 1 {
        "1".to_string()
    } else {
        format!("{}", 1.0 / f64::from(spec.scale))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slider_sets_the_value_and_clears_the_hint() {
        let mut editor = FieldEditor {
            draft: Some("8x".into()),
            hint: Some("hint".into()),
        };
        let outcome = editor.handle(FieldSpec::RATE, 800, FieldInput::Slider("75"), Lang::En);
        assert_eq!(outcome.value, Some(750));
        assert_eq!(editor, FieldEditor::default());
        assert_eq!(slider_step(FieldSpec::RATE), "0.1");
        assert_eq!(slider_step(FieldSpec::K), "1");
    }

    #[test]
    fn typing_keeps_the_draft_and_says_what_was_done() {
        let mut editor = FieldEditor::default();
        let outcome = editor.handle(FieldSpec::K, 6, FieldInput::Typed("1,000"), Lang::En);
        assert_eq!(outcome.value, Some(100));
        assert_eq!(editor.text(FieldSpec::K, 100, Lang::En), "1,000");
        assert_eq!(editor.invalid(), "true");
        assert!(
            editor.hint.as_deref().unwrap().contains("100"),
            "{editor:?}"
        );
        // Portuguese reads a decimal comma.
        let mut editor = FieldEditor::default();
        let outcome = editor.handle(FieldSpec::RATE, 800, FieldInput::Typed("80,5"), Lang::Pt);
        assert_eq!(outcome.value, Some(805));
        assert_eq!(editor.hint, None);
        // Text that is no number keeps the value and says so.
        let mut editor = FieldEditor::default();
        let outcome = editor.handle(FieldSpec::K, 6, FieldInput::Typed("abc"), Lang::En);
        assert_eq!(outcome.value, None);
        assert_eq!(
            editor.hint.as_deref(),
            Some("“abc” is not a number. Enter a number from 1 to 100.")
        );
        // Leaving the field shows the value again; the hint stays until the next input.
        editor.handle(FieldSpec::K, 6, FieldInput::Left, Lang::En);
        assert_eq!(editor.text(FieldSpec::K, 6, Lang::En), "6");
    }

    #[test]
    fn keys_step_and_clamp() {
        let mut editor = FieldEditor::default();
        let up = editor.handle(FieldSpec::K, 6, FieldInput::Key("ArrowUp"), Lang::En);
        assert_eq!(
            up,
            FieldOutcome {
                value: Some(7),
                prevent_default: true
            }
        );
        let page = editor.handle(FieldSpec::K, 95, FieldInput::Key("PageUp"), Lang::En);
        assert_eq!(page.value, Some(100));
        let down = editor.handle(FieldSpec::K, 3, FieldInput::Key("PageDown"), Lang::En);
        assert_eq!(down.value, Some(1));
        editor.draft = Some("12".into());
        let enter = editor.handle(FieldSpec::K, 12, FieldInput::Key("Enter"), Lang::En);
        assert_eq!(enter, FieldOutcome::NOTHING);
        assert_eq!(editor.draft, None);
        let other = editor.handle(FieldSpec::K, 12, FieldInput::Key("a"), Lang::En);
        assert_eq!(other, FieldOutcome::NOTHING);
    }
}

//! A range slider paired with a text field for the same quantity; its behaviour is
//! `passk_widget`'s [`FieldEditor`], shared with the embed page.

use leptos::ev::KeyboardEvent;
use leptos::prelude::*;

use crate::components::shared::field_edit::edit_field;
use crate::components::shared::prefs::use_prefs;
use crate::state::Lens;
use passk_core::input::FieldSpec;
use passk_widget::{slider_step, FieldEditor, FieldInput};

/// A labelled range slider and a number field bound to one value.
///
/// The slider updates the value on every `input` event (while dragging, not on release).
/// The field is a text input so that whatever is typed can be read and answered: a refused
/// or adjusted entry shows a hint and the field keeps the person's text until they leave it.
/// Arrow keys step the field by one unit, Page Up/Down by ten.
#[component]
pub fn SliderField(
    /// What values are accepted, and how they are shown (a signal: m's range follows k).
    #[prop(into)]
    spec: Signal<FieldSpec>,
    /// The value, in `spec` units (tenths of a percent for p).
    value: Lens<u32>,
    /// The `data-testid` of the slider; the field gets `<testid>-number`, the hint
    /// `<testid>-hint`.
    testid: &'static str,
    /// The visible label.
    label: Signal<&'static str>,
    /// How the value reads aloud, for `aria-valuetext` ("80 percent").
    spoken: Signal<String>,
) -> impl IntoView {
    let lang = use_prefs().lang;
    let slider_id = format!("{testid}-slider");
    let field_id = format!("{testid}-field");
    let hint_id = format!("{testid}-hint");
    let editor = RwSignal::new(FieldEditor::default());
    let edit = move |input: FieldInput<'_>| {
        let (current, lang) = (value.get_untracked(), lang.get_untracked());
        let spec = spec.get_untracked();
        edit_field(editor, spec, current, input, lang, |units| value.set(units))
    };
    let on_field_key = move |ev: KeyboardEvent| {
        if edit(FieldInput::Key(&ev.key())) {
            ev.prevent_default();
        }
    };
    let field_text = move || editor.with(|editor| editor.text(spec.get(), value.get(), lang.get()));
    let slider_text = move || spec.get().field_text(value.get());
    let fixed = spec.get_untracked();

    view! {
        <div class="control">
            <label class="control-label" for=slider_id.clone()>{move || label.get()}</label>
            <div class="control-inputs">
                <input
                    type="range"
                    id=slider_id
                    data-testid=testid
                    min=fixed.field_text(fixed.min)
                    max=move || spec.with(|spec| spec.field_text(spec.max))
                    step=slider_step(fixed)
                    prop:value=slider_text
                    aria-valuetext=move || spoken.get()
                    on:input=move |ev| {
                        edit(FieldInput::Slider(&event_target_value(&ev)));
                    }
                />
                <span class="field-wrap">
                    <input
                        type="text"
                        inputmode="decimal"
                        autocomplete="off"
                        spellcheck="false"
                        id=field_id
                        class="number-field"
                        data-testid=format!("{testid}-number")
                        aria-label=move || label.get()
                        aria-describedby=hint_id.clone()
                        aria-invalid=move || editor.with(FieldEditor::invalid)
                        prop:value=field_text
                        on:input=move |ev| {
                            edit(FieldInput::Typed(&event_target_value(&ev)));
                        }
                        on:change=move |_| {
                            edit(FieldInput::Left);
                        }
                        on:blur=move |_| {
                            edit(FieldInput::Left);
                        }
                        on:keydown=on_field_key
                    />
                    <span class="unit" aria-hidden="true">{fixed.suffix}</span>
                </span>
            </div>
            <p
                class="hint"
                id=hint_id
                data-testid=format!("{testid}-hint")
                role="status"
                aria-live="polite"
            >
                {move || editor.with(|editor| editor.hint.clone().unwrap_or_default())}
            </p>
        </div>
    }
}

//! A labelled number field (the reruns' tasks and trials, the plan's fields): read, hinted
//! and clamped like the explorer's fields, by the widget's [`FieldEditor`].

use leptos::ev::KeyboardEvent;
use leptos::prelude::*;

use crate::components::shared::field_edit::edit_field;
use crate::components::shared::prefs::use_prefs;
use passk_core::input::FieldSpec;
use passk_widget::{FieldEditor, FieldInput};

/// A number field of `spec`: what was typed is read in the page's language; text that is
/// not taken as typed (`1e4`, `2.5`, `-5`, `abc`) is answered by a hint and the value used,
/// and the field shows that value once left.
#[component]
pub fn CountField(
    /// The input's `data-testid` (and id); the hint's is `<testid>-hint`.
    #[prop(into)]
    testid: String,
    /// The visible label.
    label: Signal<&'static str>,
    /// What values are accepted.
    spec: FieldSpec,
    /// The value, in the spec's units.
    #[prop(into)]
    value: Signal<u32>,
    /// Takes a new value.
    #[prop(into)]
    set: Callback<u32>,
) -> impl IntoView {
    let lang = use_prefs().lang;
    let editor = RwSignal::new(FieldEditor::default());
    let edit = move |input: FieldInput<'_>| {
        let (current, lang) = (value.get_untracked(), lang.get_untracked());
        edit_field(editor, spec, current, input, lang, |units| set.run(units))
    };
    // A whole number needs no decimal key on a phone's keyboard.
    let inputmode = if spec.scale == 1 {
        "numeric"
    } else {
        "decimal"
    };
    let hint_id = format!("{testid}-hint");
    let (label_for, input_id) = (testid.clone(), testid.clone());
    view! {
        <label class="plan-field" for=label_for>
            <span class="control-label">{move || label.get()}</span>
            <input
                id=input_id
                type="text"
                inputmode=inputmode
                autocomplete="off"
                class="number-field"
                data-testid=testid
                aria-describedby=hint_id.clone()
                aria-invalid=move || editor.with(FieldEditor::invalid)
                prop:value=move || editor.with(|editor| editor.text(spec, value.get(), lang.get()))
                on:input=move |ev| {
                    edit(FieldInput::Typed(&event_target_value(&ev)));
                }
                on:change=move |_| {
                    edit(FieldInput::Left);
                }
                on:blur=move |_| {
                    edit(FieldInput::Left);
                }
                on:keydown=move |ev: KeyboardEvent| {
                    if edit(FieldInput::Key(&ev.key())) {
                        ev.prevent_default();
                    }
                }
            />
        </label>
        <p class="hint" id=hint_id.clone() data-testid=hint_id role="status" aria-live="polite">
            {move || editor.with(|editor| editor.hint.clone().unwrap_or_default())}
        </p>
    }
}

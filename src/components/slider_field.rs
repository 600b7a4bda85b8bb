//! A range slider paired with a text field for the same quantity.

use leptos::ev::KeyboardEvent;
use leptos::prelude::*;
use passk_words::prelude::*;

use crate::components::prefs::use_prefs;
use passk_core::input::FieldSpec;
use passk_core::lang::Lang;

/// A labelled range slider and a number field bound to one value.
///
/// The slider updates the value on every `input` event (while dragging, not on release).
/// The field is a text input so that whatever is typed can be read and answered: a refused
/// or adjusted entry shows a hint and the field keeps the person's text until they leave it.
/// Arrow keys step the field by one unit, Page Up/Down by ten.
#[component]
pub fn SliderField(
    /// What values are accepted, and how they are shown.
    spec: FieldSpec,
    /// The value, in `spec` units (tenths of a percent for p).
    value: RwSignal<u32>,
    /// The `data-testid` of the slider; the field gets `<testid>-number`, the hint
    /// `<testid>-hint`.
    testid: &'static str,
    /// The visible label.
    label: Signal<&'static str>,
    /// How a value reads aloud, for `aria-valuetext` ("80 percent"), in a language.
    spoken: fn(u32, Lang) -> String,
) -> impl IntoView {
    let prefs = use_prefs();
    let slider_id = format!("{testid}-slider");
    let field_id = format!("{testid}-field");
    let hint_id = format!("{testid}-hint");
    // The field's own text while the person is editing it; None shows the value.
    let draft = RwSignal::new(None::<String>);
    let hint = RwSignal::new(None::<String>);

    let take_text = move |text: String| {
        let lang = prefs.lang.get_untracked();
        let reading = spec.read_in(&text, lang);
        if let Some(units) = reading.value {
            value.set(units);
        }
        hint.set(
            reading
                .issue
                .map(|issue| lang.field_hint(&spec, &issue, value.get_untracked())),
        );
        draft.set(Some(text));
    };
    let step_by = move |delta: i64| {
        let next = (i64::from(value.get_untracked()) + delta)
            .clamp(i64::from(spec.min), i64::from(spec.max));
        // Clamped to a u32 range above.
        value.set(next as u32);
        draft.set(None);
        hint.set(None);
    };
    let on_field_key = move |ev: KeyboardEvent| {
        let delta = match ev.key().as_str() {
            "ArrowUp" => 1,
            "ArrowDown" => -1,
            "PageUp" => 10,
            "PageDown" => -10,
            "Enter" => {
                draft.set(None);
                return;
            }
            _ => return,
        };
        ev.prevent_default();
        step_by(delta);
    };
    let field_text = move || draft.get().unwrap_or_else(|| spec.field_text(value.get()));
    let slider_text = move || spec.field_text(value.get());
    let step = if spec.scale == 1 {
        "1".to_string()
    } else {
        format!("{}", 1.0 / f64::from(spec.scale))
    };

    view! {
        <div class="control">
            <label class="control-label" for=slider_id.clone()>{move || label.get()}</label>
            <div class="control-inputs">
                <input
                    type="range"
                    id=slider_id
                    data-testid=testid
                    min=spec.field_text(spec.min)
                    max=spec.field_text(spec.max)
                    step=step
                    prop:value=slider_text
                    aria-valuetext=move || spoken(value.get(), prefs.lang.get())
                    on:input=move |ev| {
                        let reading = spec.read(&event_target_value(&ev));
                        if let Some(units) = reading.value {
                            value.set(units);
                        }
                        draft.set(None);
                        hint.set(None);
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
                        aria-invalid=move || if hint.get().is_some() { "true" } else { "false" }
                        prop:value=field_text
                        on:input=move |ev| take_text(event_target_value(&ev))
                        on:change=move |_| draft.set(None)
                        on:blur=move |_| draft.set(None)
                        on:keydown=on_field_key
                    />
                    <span class="unit" aria-hidden="true">{spec.suffix}</span>
                </span>
            </div>
            <p
                class="hint"
                id=hint_id
                data-testid=format!("{testid}-hint")
                role="status"
                aria-live="polite"
            >
                {move || hint.get().unwrap_or_default()}
            </p>
        </div>
    }
}

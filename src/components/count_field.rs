//! A labelled whole-number field (the reruns' tasks and trials), clamped to 1..=max.

use leptos::prelude::*;

/// A whole-number field: a value outside 1..=`max` is clamped, text that is no whole number
/// keeps the value.
#[component]
pub fn CountField(
    /// The input's `data-testid` (and id).
    testid: &'static str,
    /// The visible label.
    label: Signal<&'static str>,
    /// The value.
    value: RwSignal<u32>,
    /// The largest value accepted.
    max: u32,
) -> impl IntoView {
    view! {
        <label class="plan-field" for=testid>
            <span class="control-label">{move || label.get()}</span>
            <input
                id=testid
                type="number"
                class="number-field"
                data-testid=testid
                min="1"
                max=max.to_string()
                prop:value=move || value.get().to_string()
                on:change=move |ev| {
                    if let Ok(parsed) = event_target_value(&ev).trim().parse::<u32>() {
                        value.set(parsed.clamp(1, max));
                    }
                }
            />
        </label>
    }
}

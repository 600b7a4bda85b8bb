//! One computed metric: its name, its value in large type, and its formula with the numbers
//! substituted.

use leptos::prelude::*;
use passk_words::prelude::*;

use crate::components::prefs::use_prefs;
use passk_core::format::Reading;

/// A metric readout. `data-value` carries the value as a full-precision decimal fraction
/// (Rust's shortest round-trip form, e.g. `0.262144`) for tools and tests to read; see
/// [`Reading::data_value`] for values closer to 1 than an `f64` holds.
#[component]
pub fn Readout(
    /// The metric's name as shown ("pass@6").
    title: Signal<String>,
    /// A short explanation under the name.
    meaning: Signal<&'static str>,
    /// The value, a probability in [0, 1], with its distance below 1.
    value: Signal<Reading>,
    /// The formula with numbers substituted.
    formula: Signal<String>,
    /// The `data-testid` of the value element.
    testid: &'static str,
    /// Extra class for the colour swatch ("at", "hat", "chain").
    tone: &'static str,
) -> impl IntoView {
    let lang = use_prefs().lang;
    view! {
        <div class=format!("readout readout-{tone}")>
            <h2 class="readout-title">{move || title.get()}</h2>
            <p class="readout-meaning">{move || meaning.get()}</p>
            <output
                class="readout-value"
                data-testid=testid
                data-value=move || value.get().data_value()
            >
                {move || lang.get().number(&value.get().text())}
            </output>
            <p class="readout-formula" data-testid=format!("{testid}-formula")>
                <code>{move || lang.get().number(&formula.get())}</code>
            </p>
        </div>
    }
}

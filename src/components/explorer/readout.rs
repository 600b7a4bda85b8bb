//! One computed metric: its name, its value in large type, and its formula with the numbers
//! substituted, rendered from a [`ReadoutView`].

use leptos::prelude::*;

use passk_widget::ReadoutView;

/// A metric readout. `data-value` carries the value as a full-precision decimal fraction
/// (Rust's shortest round-trip form, e.g. `0.262144`) for tools and tests to read.
#[component]
pub fn Readout(
    /// What the readout shows; its `testid` and `tone` are read once.
    readout: Signal<ReadoutView>,
) -> impl IntoView {
    let (testid, tone) = readout.with_untracked(|readout| (readout.testid, readout.tone));
    view! {
        <div class=format!("readout readout-{tone}")>
            <h2 class="readout-title">{move || readout.with(|r| r.title.clone())}</h2>
            <p class="readout-meaning">{move || readout.with(|r| r.meaning)}</p>
            <output
                class="readout-value"
                data-testid=testid
                data-value=move || readout.with(|r| r.data_value.clone())
                style:--value-chars=move || readout.with(|r| r.value_chars().to_string())
            >
                {move || readout.with(|r| r.value_text.clone())}
            </output>
            <p class="readout-formula" data-testid=format!("{testid}-formula")>
                <code>{move || readout.with(|r| r.formula.clone())}</code>
            </p>
        </div>
    }
}

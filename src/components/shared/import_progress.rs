//! How far a reading is, and the button that stops it: the same on the data, compare and
//! leaderboard pages, so a big file never holds a person waiting with no way out.

use leptos::prelude::*;

use crate::components::shared::prefs::use_prefs;
use passk_words::prelude::*;

/// The progress bar and its stop button, shown while `progress` is Some (0 to 1).
#[component]
pub fn ImportProgress(
    /// How far the reading is, None when idle.
    progress: Signal<Option<f64>>,
    /// Stops the reading.
    on_stop: Callback<()>,
    /// The bar's `data-testid`.
    testid: String,
    /// The stop button's `data-testid`.
    stop_testid: String,
    /// Words before the bar ("Importing…"), if any.
    #[prop(optional, into)]
    label: Option<Signal<&'static str>>,
) -> impl IntoView {
    let lang = use_prefs().lang;
    view! {
        <Show when=move || progress.get().is_some()>
            <div class="import-progress">
                <label class="progress">
                    {move || label.map(|label| label.get())}
                    " "
                    <progress
                        data-testid=testid.clone()
                        max="1"
                        prop:value=move || progress.get().unwrap_or(0.0)
                    ></progress>
                </label>
                <button
                    type="button"
                    data-testid=stop_testid.clone()
                    on:click=move |_| on_stop.run(())
                >
                    {move || lang.get().stop_reading()}
                </button>
            </div>
        </Show>
    }
}

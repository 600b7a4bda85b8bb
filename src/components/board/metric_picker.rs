//! The leaderboard's metric picker: pass@k, pass^k or avg@k, named at the view's k.

use leptos::prelude::*;

use crate::components::shared::prefs::use_prefs;
use crate::state::Lens;
use passk_core::aggregate::Metric;
use passk_words::prelude::*;

/// The metric the board ranks by.
#[component]
pub fn MetricPicker(
    /// The metric chosen.
    metric: RwSignal<Metric>,
    /// The view's k (the options name the metric at it).
    k: Lens<u64>,
) -> impl IntoView {
    let lang = use_prefs().lang;
    let words = move || lang.get().board_words();
    view! {
                <label class="control-label" for="board-metric">{move || words().metric_label}</label>
                <select
                    id="board-metric"
                    data-testid="board-metric"
                    on:change=move |ev| {
                        let key = event_target_value(&ev);
                        if let Some(chosen) = Metric::from_key(&key) {
                            metric.set(chosen);
                        }
                    }
                >
                    {Metric::ALL
                        .map(|choice| {
                            view! {
                                <option value=choice.key() selected=move || metric.get() == choice>
                                    {move || lang.get().board_metric(choice, k.get())}
                                </option>
                            }
                        })}
                </select>
    }
}

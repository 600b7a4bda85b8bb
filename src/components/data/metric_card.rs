//! One across-task metric of the data view, with its interval and what it rests on.

use leptos::prelude::*;
use passk_words::prelude::*;

use crate::components::shared::prefs::use_prefs;
use passk_core::aggregate::AcrossTasks;
use passk_core::format::percent;

/// A summary card. `data-value`, `data-ci-lo` and `data-ci-hi` carry the mean and its 95%
/// Student-t interval at full precision; the text also gives the bootstrap interval and the
/// number of tasks and trials, as the 001 article asks a report to.
#[component]
pub fn MetricCard(
    /// The metric's name as shown ("pass@3").
    title: Signal<String>,
    /// One line on what it means.
    meaning: Signal<&'static str>,
    /// The metric across tasks; None before any data.
    metric: Signal<Option<AcrossTasks>>,
    /// Which estimator and interval it shows (and, when the t interval was clipped, that
    /// the tasks are too few for it).
    note: Signal<String>,
    /// The `data-testid` of the value.
    testid: &'static str,
    /// Colour class ("at", "hat", "avg").
    tone: &'static str,
) -> impl IntoView {
    let lang = use_prefs().lang;
    let shown = move |value: f64| lang.get().number(&percent(value));
    let summary = move || metric.get().and_then(|metric| metric.summary);
    let attribute = move |pick: fn(&passk_core::stats::MeanSummary) -> f64| {
        move || {
            summary()
                .map(|s| format!("{}", pick(&s)))
                .unwrap_or_default()
        }
    };
    view! {
        <div class=format!("readout readout-{tone}")>
            <h3 class="readout-title">{move || title.get()}</h3>
            <p class="readout-meaning">{move || meaning.get()}</p>
            <output
                class="readout-value"
                data-testid=testid
                data-value=attribute(|s| s.mean)
                data-ci-lo=attribute(|s| s.t_interval.low)
                data-ci-hi=attribute(|s| s.t_interval.high)
            >
                {move || summary().map(|s| shown(s.mean)).unwrap_or_else(|| "—".to_string())}
            </output>
            <p class="interval">
                {move || {
                    summary()
                        .map(|s| {
                            lang.get().interval(
                                (&shown(s.t_interval.low), &shown(s.t_interval.high)),
                                &shown(s.standard_error),
                                (&shown(s.bootstrap_interval.low), &shown(s.bootstrap_interval.high)),
                            )
                        })
                        .unwrap_or_else(|| lang.get().data_words().no_estimate.to_string())
                }}
            </p>
            <p class="rests-on">
                {move || {
                    metric
                        .get()
                        .map(|metric| {
                            lang.get().rests_on(
                                metric.tasks_used,
                                metric.trials_used,
                                metric.k,
                                metric.tasks_excluded,
                            )
                        })
                        .unwrap_or_default()
                }}
            </p>
            <p class="estimator-note" data-testid=format!("{testid}-estimator")>
                {move || note.get()}
            </p>
        </div>
    }
}

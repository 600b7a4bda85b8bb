//! One across-task metric of the data view, with its interval and what it rests on.

use leptos::prelude::*;

use crate::core::aggregate::AcrossTasks;
use crate::core::format::percent;

/// A summary card. `data-value`, `data-ci-lo` and `data-ci-hi` carry the mean and its 95%
/// Student-t interval at full precision; the text also gives the bootstrap interval and the
/// number of tasks and trials, as the 001 article asks a report to.
#[component]
pub fn MetricCard(
    /// The metric's name as shown ("pass@3").
    title: Signal<String>,
    /// One line on what it means.
    meaning: &'static str,
    /// The metric across tasks; None before any data.
    metric: Signal<Option<AcrossTasks>>,
    /// The `data-testid` of the value.
    testid: &'static str,
    /// Colour class ("at", "hat", "avg").
    tone: &'static str,
) -> impl IntoView {
    let summary = move || metric.get().and_then(|metric| metric.summary);
    let attribute = move |pick: fn(&crate::core::stats::MeanSummary) -> f64| {
        move || {
            summary()
                .map(|s| format!("{}", pick(&s)))
                .unwrap_or_default()
        }
    };
    view! {
        <div class=format!("readout readout-{tone}")>
            <h3 class="readout-title">{move || title.get()}</h3>
            <p class="readout-meaning">{meaning}</p>
            <output
                class="readout-value"
                data-testid=testid
                data-value=attribute(|s| s.mean)
                data-ci-lo=attribute(|s| s.t_interval.low)
                data-ci-hi=attribute(|s| s.t_interval.high)
            >
                {move || summary().map(|s| percent(s.mean)).unwrap_or_else(|| "—".to_string())}
            </output>
            <p class="interval">
                {move || {
                    summary()
                        .map(|s| {
                            format!(
                                "95% CI {} – {} (t, SE {}); bootstrap {} – {}",
                                percent(s.t_interval.low),
                                percent(s.t_interval.high),
                                percent(s.standard_error),
                                percent(s.bootstrap_interval.low),
                                percent(s.bootstrap_interval.high),
                            )
                        })
                        .unwrap_or_else(|| "no task has enough trials for this k".to_string())
                }}
            </p>
            <p class="rests-on">
                {move || {
                    metric
                        .get()
                        .map(|metric| {
                            let mut text = format!(
                                "{} task{}, {} trials, k = {}",
                                metric.tasks_used,
                                if metric.tasks_used == 1 { "" } else { "s" },
                                metric.trials_used,
                                metric.k,
                            );
                            if metric.tasks_excluded > 0 {
                                text.push_str(&format!(
                                    "; {} task{} with fewer than {} trials left out",
                                    metric.tasks_excluded,
                                    if metric.tasks_excluded == 1 { "" } else { "s" },
                                    metric.k,
                                ));
                            }
                            text
                        })
                        .unwrap_or_default()
                }}
            </p>
        </div>
    }
}

//! Replicate runs' figures at the view's k: pass^k's mean, SD and noise floor (the
//! `replicate-*` test ids), every metric's row, and the tasks that flip most.

use leptos::prelude::*;
use passk_words::prelude::*;

use crate::components::shared::prefs::use_prefs;
use crate::state::Lens;
use passk_core::aggregate::Metric;
use passk_core::format::percent;
use passk_core::replicates::{ReplicateReport, Replicates};

/// Flipping tasks listed, at most (all are counted).
const FLIPS_SHOWN: usize = 10;

/// The figures of matched replicate runs.
#[component]
pub fn ReplicateTable(
    /// The runs' names (their files').
    names: Vec<String>,
    /// The runs matched by task id.
    replicates: Replicates,
    /// Tasks of the first run missing from another.
    missing: usize,
    /// The view's k.
    k: Lens<u64>,
) -> impl IntoView {
    let lang = use_prefs().lang;
    let words = move || lang.get().noise_words();
    let replicates = StoredValue::new(replicates);
    let reports = Memo::new(move |_| {
        let k = k.get();
        replicates.with_value(|replicates| {
            Metric::ALL
                .into_iter()
                .filter_map(|metric| replicates.report(k, metric))
                .collect::<Vec<ReplicateReport>>()
        })
    });
    // pass^k at k when every task has k trials in every run, else avg@k.
    let headline = Memo::new(move |_| {
        reports.with(|reports| {
            reports
                .iter()
                .find(|report| report.metric == Metric::PassHatK)
                .or_else(|| {
                    reports
                        .iter()
                        .find(|report| report.metric == Metric::AvgAtK)
                })
                .cloned()
        })
    });
    let flips = StoredValue::new(replicates.with_value(Replicates::flips));
    let tasks = replicates.with_value(|replicates| replicates.tasks.len());
    let points = move |value: f64| lang.get().number(&format!("{:.1}", 100.0 * value));
    let shown = move |value: f64| lang.get().number(&percent(value));
    let between = move || {
        reports.with(|reports| {
            reports
                .iter()
                .find(|report| report.metric == Metric::AvgAtK)
                .and_then(|report| report.icc)
                .map(|icc| shown(icc.clamp(0.0, 1.0)))
        })
    };
    let line = move || {
        headline.get().map(|report| {
            let spread = report.spread;
            let name = report.metric.name_at(report.k);
            lang.get().replicate_line(
                &name,
                spread.runs,
                &shown(spread.mean),
                &points(spread.sd),
                &shown(spread.min),
                &shown(spread.max),
            )
        })
    };
    let rows = move || {
        // At k = 1 the three metrics are each task's c/n: one row says them all.
        reports.get().into_iter().filter(|report| report.k > 1 || report.metric == Metric::AvgAtK).map(|report| {
            let spread = report.spread;
            let name = if report.k == 1 { "pass@1 = pass^1 = avg@k".to_string() } else { report.metric.name_at(report.k) };
            view! {
                <tr data-testid="replicate-row" data-metric=report.metric.key() data-mean=spread.mean.to_string() data-sd=spread.sd.to_string() data-min=spread.min.to_string() data-max=spread.max.to_string() data-mde=report.minimum_detectable.to_string()>
                    <th scope="row">{name}</th>
                    {report.headlines.iter().map(|&value| view! { <td>{shown(value)}</td> }).collect_view()}
                    <td>{shown(spread.mean)}</td>
                    <td>{points(spread.sd)}</td>
                    <td>{points(report.minimum_detectable)}</td>
                </tr>
            }
        }).collect_view()
    };
    let flip_rows = flips.with_value(|flips| {
        flips
            .iter()
            .take(FLIPS_SHOWN)
            .map(|flip| {
                let name = replicates.with_value(|replicates| replicates.names[flip.task].clone());
                let rates = flip
                    .rates
                    .iter()
                    .map(|&rate| view! { <td>{shown(rate)}</td> })
                    .collect_view();
                view! { <tr><th scope="row">{name}</th>{rates}</tr> }
            })
            .collect_view()
    });
    let headers = names
        .iter()
        .map(|name| view! { <th scope="col">{name.clone()}</th> })
        .collect_view();
    let flip_headers = names
        .iter()
        .map(|name| view! { <th scope="col">{name.clone()}</th> })
        .collect_view();
    let flip_count = flips.with_value(Vec::len);
    view! {
        <p
            data-testid="replicate-mean"
            data-metric=move || headline.get().map(|report| report.metric.key())
            data-value=move || headline.get().map(|report| report.spread.mean.to_string())
        >
            {line}
        </p>
        <p data-testid="replicate-sd" class="visually-hidden" data-value=move || headline.get().map(|report| report.spread.sd.to_string())>
            {move || headline.get().map(|report| points(report.spread.sd))}
        </p>
        <p data-testid="replicate-mde" data-value=move || headline.get().map(|report| report.minimum_detectable.to_string())>
            {move || headline.get().map(|report| lang.get().noise_floor(&points(report.minimum_detectable)))}
        </p>
        <div class="noise-table-wrap">
            <table class="replicate-table">
                <thead><tr><th scope="col"></th>{headers}<th scope="col">"mean"</th><th scope="col">"SD"</th><th scope="col">"MDE"</th></tr></thead>
                <tbody>{rows}</tbody>
            </table>
        </div>
        <p data-testid="replicate-flips" data-count=flip_count.to_string() data-missing=missing.to_string()>
            {move || lang.get().flips_sentence(flip_count, tasks, between().as_deref())}
        </p>
        <Show when=move || flip_count == 0 && tasks == 0>
            <p>{move || words().replicates_none_shared}</p>
        </Show>
        <div class="noise-table-wrap">
            <table class="replicate-flips">
                <thead><tr><th scope="col"></th>{flip_headers}</tr></thead>
                <tbody>{flip_rows}</tbody>
            </table>
        </div>
    }
}

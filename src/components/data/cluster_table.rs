//! The data view's plain and clustered standard errors, one row per metric, and how much
//! wider the clustered intervals are.

use leptos::prelude::*;
use passk_words::prelude::*;

use crate::components::shared::prefs::use_prefs;
use passk_core::aggregate::Metric;
use passk_core::format::percent;
use passk_data::clusters::ClusteredAt;

/// The plain and clustered standard errors of each metric, and the note.
#[component]
pub fn ClusterTable(
    /// The figures at the view's k.
    clustered: ClusteredAt,
) -> impl IntoView {
    let lang = use_prefs().lang.get_untracked();
    let words = lang.noise_words();
    let shown = |value: f64| lang.number(&percent(value));
    let rows = Metric::ALL
        .into_iter()
        .filter_map(|metric| {
            let summary = *clustered.of(metric)?;
            Some(view! {
                <tr>
                    <th scope="row">{metric.name_at(clustered.k)}</th>
                    <td data-testid="data-se" data-metric=metric.key() data-value=summary.standard_error.to_string()>
                        {shown(summary.standard_error)}
                    </td>
                    <td data-testid="data-clustered-se" data-metric=metric.key() data-value=summary.clustered_standard_error.to_string()>
                        {shown(summary.clustered_standard_error)}
                    </td>
                    <td>{format!("{} – {}", shown(summary.t_interval.low), shown(summary.t_interval.high))}</td>
                </tr>
            })
        })
        .collect_view();
    let avg = clustered.of(Metric::AvgAtK).copied();
    let note = avg.and_then(|avg| {
        let ratio = avg.widening()?;
        Some(lang.clustered_note(
            &lang.number(&format!("{ratio:.1}")),
            avg.tasks,
            clustered.clusters,
        ))
    });
    view! {
        <div class="noise-table-wrap">
        <table class="cluster-table">
            <thead>
                <tr>
                    <th scope="col"></th>
                    <th scope="col">{words.se_label}</th>
                    <th scope="col">{words.clustered_se_label}</th>
                    <th scope="col">"95%"</th>
                </tr>
            </thead>
            <tbody>{rows}</tbody>
        </table>
        </div>
        <p data-testid="data-clusters" data-count=clustered.clusters.to_string()>{note}</p>
    }
}

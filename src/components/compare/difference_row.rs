//! One metric's row of the compare view's summary: both runs' means, the paired difference
//! B − A (its `data-value` and paired t interval at full precision) and the three intervals.

use leptos::prelude::*;

use crate::state::Lens;
use passk_words::prelude::*;

use crate::components::shared::prefs::use_prefs;
use passk_core::compare::PairedDifference;
use passk_core::format::{percent, signed_percent};
use passk_core::stats::Interval;

/// One metric's row of the summary table.
#[component]
pub fn DifferenceRow(
    /// "pass@" or "pass^".
    name: &'static str,
    /// The view's k.
    k: Lens<u64>,
    /// The comparison at k.
    difference: Memo<Option<PairedDifference>>,
    /// The `data-testid` of the difference cell.
    testid: &'static str,
) -> impl IntoView {
    let lang = use_prefs().lang;
    // No interval with fewer than two tasks: say so, never show the one task's value as one.
    let interval = move |interval: Option<Interval>| {
        interval.map_or_else(
            || lang.get().compare_words().interval_undefined.to_string(),
            |i| {
                let lang = lang.get();
                format!(
                    "[{}, {}]",
                    lang.number(&signed_percent(i.low)),
                    lang.number(&signed_percent(i.high))
                )
            },
        )
    };
    let value = move |pick: fn(&PairedDifference) -> f64| {
        move || {
            difference
                .get()
                .map(|d| pick(&d).to_string())
                .unwrap_or_default()
        }
    };
    view! {
        <tr>
            <th scope="row">{move || format!("{name}{}", k.get())}</th>
            <td>{move || difference.get().map(|d| lang.get().number(&percent(d.mean_a)))}</td>
            <td>{move || difference.get().map(|d| lang.get().number(&percent(d.mean_b)))}</td>
            <td
                data-testid=testid
                data-value=value(|d| d.difference)
                data-ci-lo=move || difference.get().and_then(|d| d.paired_t).map(|i| i.low.to_string())
                data-ci-hi=move || difference.get().and_then(|d| d.paired_t).map(|i| i.high.to_string())
            >
                <strong>{move || difference.get().map(|d| lang.get().number(&signed_percent(d.difference)))}</strong>
            </td>
            <td>{move || difference.get().map_or_else(|| "—".to_string(), |d| interval(d.paired_t))}</td>
            <td>{move || difference.get().map_or_else(|| "—".to_string(), |d| interval(d.paired_bootstrap))}</td>
            <td>{move || difference.get().map_or_else(|| "—".to_string(), |d| interval(d.unpaired_t))}</td>
        </tr>
    }
}

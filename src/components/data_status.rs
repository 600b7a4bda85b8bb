//! What the last import read: tasks, records and skipped rows, the note when the previous
//! data is still shown, the warnings and the problems.

use leptos::prelude::*;
use passk_words::prelude::*;

use crate::components::data_import::DataImport;
use crate::components::prefs::use_prefs;

/// The status half of the data view.
#[component]
pub fn DataStatus(
    /// The data view's state.
    state: DataImport,
) -> impl IntoView {
    let lang = use_prefs().lang;
    let words = move || lang.get().data_words();
    let report = move || state.result.get().map(|latest| latest.report);
    let task_count = move || state.shown().map_or(0, |shown| shown.data.len());
    view! {
        <section class="data-status" aria-live="polite">
            <p>
                <strong data-testid="data-task-count">{task_count}</strong>
                {move || words().status[0]}
                {move || report().map_or(0, |report| report.records)}
                {move || words().status[1]}
                <strong data-testid="data-skipped-count">
                    {move || report().map_or(0, |report| report.skipped)}
                </strong>
                {move || words().status[2]}
            </p>
            <Show when=move || state.kept_previous()>
                <p class="kept-note" data-testid="data-kept-note">
                    {move || lang.get().kept_previous_note(task_count())}
                </p>
            </Show>
            <ul class="warnings" data-testid="data-warnings">
                {move || {
                    report()
                        .map(|report| report.warnings.clone())
                        .unwrap_or_default()
                        .into_iter()
                        .map(|warning| view! { <li>{move || lang.get().warning(&warning)}</li> })
                        .collect_view()
                }}
            </ul>
            <ul class="errors" data-testid="data-errors">
                {move || {
                    report()
                        .map(|report| report.problems.clone())
                        .unwrap_or_default()
                        .into_iter()
                        .map(|problem| view! { <li>{move || lang.get().problem(&problem)}</li> })
                        .collect_view()
                }}
            </ul>
        </section>
    }
}

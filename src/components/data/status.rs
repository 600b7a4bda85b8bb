//! What the last import read: tasks, records and skipped rows, then its messages
//! ([`ImportMessages`]).

use leptos::prelude::*;
use passk_words::prelude::*;

use crate::components::shared::import_messages::ImportMessages;
use crate::components::shared::prefs::use_prefs;
use crate::import::DataImport;

/// The status half of the data view.
#[component]
pub fn DataStatus(
    /// The data view's state.
    state: DataImport,
) -> impl IntoView {
    let lang = use_prefs().lang;
    let report = move || state.result.get().map(|latest| latest.report);
    let task_count = move || state.shown().map_or(0, |shown| shown.data.len());
    let records = move || report().map_or(0, |report| report.records);
    let words = move || lang.get().status_words(task_count(), records());
    view! {
        <section class="data-status" aria-live="polite">
            <p>
                <strong data-testid="data-task-count">{task_count}</strong>
                {move || words().after_tasks}
                {records}
                {move || words().after_records}
                <strong data-testid="data-skipped-count">
                    {move || report().map_or(0, |report| report.skipped)}
                </strong>
                {move || words().after_skipped}
            </p>
            <ImportMessages state=state prefix="data" />
        </section>
    }
}

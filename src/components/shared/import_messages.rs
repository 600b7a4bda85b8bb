//! What the last import said: the note when the previous data is still shown, the warnings
//! (a repeated task summed, the scorer used…) and the problems, each with its place. Shown
//! for every importer (the data view and both compare runs) with the same words.

use leptos::prelude::*;
use passk_words::prelude::*;

use crate::components::shared::prefs::use_prefs;
use crate::import::DataImport;

/// The messages of one importer's last import; `prefix` names them: `{prefix}-kept-note`,
/// `{prefix}-warnings` and `{prefix}-errors`.
#[component]
pub fn ImportMessages(
    /// The importer.
    state: DataImport,
    /// The `data-testid` prefix: "data", "compare-a", "compare-b".
    prefix: &'static str,
) -> impl IntoView {
    let lang = use_prefs().lang;
    let report = move || state.result.get().map(|latest| latest.report);
    let task_count = move || state.shown().map_or(0, |shown| shown.data.len());
    view! {
        <Show when=move || state.kept_previous()>
            <p class="kept-note" data-testid=format!("{prefix}-kept-note")>
                {move || lang.get().kept_previous_note(task_count())}
            </p>
        </Show>
        <ul class="warnings" data-testid=format!("{prefix}-warnings")>
            {move || {
                report()
                    .map(|report| report.warnings.clone())
                    .unwrap_or_default()
                    .into_iter()
                    .map(|warning| view! { <li>{move || lang.get().warning(&warning)}</li> })
                    .collect_view()
            }}
        </ul>
        <ul class="errors" data-testid=format!("{prefix}-errors")>
            {move || {
                report()
                    .map(|report| report.problems.clone())
                    .unwrap_or_default()
                    .into_iter()
                    .map(|problem| view! { <li>{move || lang.get().problem(&problem)}</li> })
                    .collect_view()
            }}
        </ul>
    }
}

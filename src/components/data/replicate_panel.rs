//! Several files as replicate runs of one agent: the choice of how they are read, and once
//! each is read on its own, the spread of the runs' headlines, the tasks that flip, the
//! share of the variance between tasks and the smallest change two runs tell from noise.

use leptos::prelude::*;
use passk_words::prelude::*;

use crate::components::data::replicate_reads::{read_replicates, ReplicateReads};
use crate::components::data::replicate_table::ReplicateTable;
use crate::components::shared::prefs::use_prefs;
use crate::import::{DataImport, FileNote};
use crate::latest::Latest;
use crate::state::Lens;
use passk_core::replicates::match_replicates;

/// The `data-runs-as` choice (shown for several files) and the replicates' figures.
#[component]
pub fn ReplicatePanel(
    /// The data view's import: its files and choices.
    state: DataImport,
    /// The view's k.
    k: Lens<u64>,
) -> impl IntoView {
    let lang = use_prefs().lang;
    let words = move || lang.get().noise_words();
    let several = Memo::new(move |_| matches!(state.file_note.get(), Some(FileNote::Several(_))));
    let as_replicates = RwSignal::new(false);
    let reads = ReplicateReads {
        job: StoredValue::new_local(None),
        runs: RwSignal::new(None),
    };
    let latest = Latest::new();
    // New files, new choices or the choice itself: read again from the start.
    Effect::new(move |_| {
        let wanted = as_replicates.get() && several.get();
        state.file_note.track();
        let options = state.choices.options();
        reads.runs.set(None);
        let ticket = latest.supersede();
        let files = state
            .source_files
            .get_value()
            .filter(|files| files.len() > 1);
        match (wanted, files) {
            (true, Some(files)) => read_replicates(files, 0, options, ticket, Vec::new(), reads),
            (true, None) | (false, _) => reads.job.set_value(None),
        }
    });
    let matched = Memo::new(move |_| {
        reads.runs.with(|runs| {
            let runs = runs.as_ref()?;
            let names: Vec<String> = runs.iter().map(|(name, _)| name.clone()).collect();
            let tasks: Vec<_> = runs.iter().map(|(_, tasks)| tasks.clone()).collect();
            let (replicates, missing) = match_replicates(&tasks);
            Some((names, replicates, missing))
        })
    });
    view! {
        <Show when=move || several.get()>
            <section class="replicate-panel" aria-labelledby="replicate-heading">
                <h3 id="replicate-heading">{move || words().replicates_heading}</h3>
                <label>
                    <span class="control-label">{move || words().runs_as_label}</span>
                    <select
                        data-testid="data-runs-as"
                        on:change=move |ev| as_replicates.set(event_target_value(&ev) == "replicates")
                    >
                        <option value="one-run" selected=move || !as_replicates.get()>{move || words().runs_as_one}</option>
                        <option value="replicates" selected=move || as_replicates.get()>{move || words().runs_as_replicates}</option>
                    </select>
                </label>
                <Show when=move || as_replicates.get()>
                    {move || match matched.get() {
                        None => view! { <p role="status">{words().replicates_reading}</p> }.into_any(),
                        Some((names, replicates, missing)) => view! {
                            <ReplicateTable names=names replicates=replicates missing=missing k=k />
                        }.into_any(),
                    }}
                </Show>
            </section>
        </Show>
    }
}

//! The leaderboard's inputs: files picked or dropped (one run per file, named by the file)
//! or a pasted run, read with the board's choices (format, threshold, scorer), and the list
//! of runs, each renamable and removable, at most 20.

use std::sync::Arc;

use leptos::prelude::*;
use passk_words::prelude::*;

use crate::components::board::keeping::BoardStorage;
use crate::components::board::reader::BoardReader;
use crate::components::board::run::run_name;
use crate::components::board::run_list::RunList;
use crate::components::shared::drop_zone::DropZone;
use crate::components::shared::import_options::DataOptions;
use crate::components::shared::import_progress::ImportProgress;
use crate::components::shared::prefs::use_prefs;
use crate::import::source::ImportSource;
use passk_data::import::Format;
use passk_web::browser;

/// The file picker, the paste box, the reading choices and the list of runs.
#[component]
pub fn BoardInputs(
    /// How the runs are read, and the runs.
    reader: BoardReader,
) -> impl IntoView {
    let lang = use_prefs().lang;
    let words = move || lang.get().board_words();
    let paste = RwSignal::new(String::new());
    // One run per file: each is read on its own.
    let take_files = move |files: Vec<web_sys::File>| {
        let sources = files
            .into_iter()
            .map(|file| {
                let name = run_name(&file.name());
                (name, ImportSource::Files(Arc::from(vec![file])))
            })
            .collect();
        reader.add(sources);
    };
    view! {
        <section class="board-inputs">
            <DropZone on_files=Callback::new(take_files)>
                <label class="control-label" for="board-files">{move || words().files_label}</label>
                <input
                    type="file"
                    id="board-files"
                    data-testid="board-files"
                    multiple
                    accept=Format::accept()
                    on:change=move |ev| take_files(browser::picked_files(&ev))
                />
                <label class="control-label" for="board-paste">{move || words().paste_label}</label>
                <textarea
                    id="board-paste"
                    data-testid="board-paste"
                    rows="4"
                    spellcheck="false"
                    prop:value=move || paste.get()
                    on:input=move |ev| paste.set(event_target_value(&ev))
                ></textarea>
                <button
                    type="button"
                    data-testid="board-add"
                    on:click=move |_| {
                        let text = paste.get_untracked();
                        if text.trim().is_empty() {
                            return;
                        }
                        let name = format!("run {}", reader.runs.with_untracked(Vec::len) + 1);
                        reader.add(vec![(name, ImportSource::Text(Arc::from(text.as_str())))]);
                        paste.set(String::new());
                    }
                >
                    {move || words().add_run}
                </button>
                <DataOptions
                    choices=reader.choices
                    report=reader.last_report
                    reimport=Callback::new(move |()| reader.read_again())
                    prefix="board"
                />
                <ImportProgress
                    progress=Signal::from(reader.progress)
                    on_stop=Callback::new(move |()| reader.stop())
                    testid="board-reading".to_string()
                    stop_testid="board-stop".to_string()
                />
            </DropZone>
            <p class="hint" role="status" data-testid="board-refused">
                {move || reader.refused.get().then(|| words().too_many)}
            </p>
            <p class="hint" role="status" data-testid="board-storage">
                {move || {
                    reader
                        .storage
                        .get()
                        .map(|storage| match storage {
                            BoardStorage::NotKept => words().runs_not_kept,
                            BoardStorage::NotKeptLastTime => words().runs_not_kept_last_time,
                        })
                }}
            </p>
            <RunList reader=reader />
        </section>
    }
}

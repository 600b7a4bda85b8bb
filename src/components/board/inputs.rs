//! The leaderboard's runs: files picked (one run per file, named by the file) or a pasted
//! run, each renamable and removable, at most 20.

use std::sync::Arc;

use leptos::prelude::*;
use passk_words::prelude::*;

use crate::components::board::run_list::RunList;
use crate::components::shared::prefs::use_prefs;
use passk_data::board::BOARD_RUNS_AT_MOST;
use passk_data::import::{import, Format, Import, ImportOptions, Importer, NamedTask};
use passk_web::browser;

/// One run on the board.
#[derive(Clone, Debug, PartialEq)]
pub struct BoardRun {
    /// Its name (the file's, without extension; renamable).
    pub name: String,
    /// Its tasks.
    pub tasks: Arc<Vec<NamedTask>>,
}

/// The file picker, the paste box and the list of runs.
#[component]
pub fn BoardInputs(
    /// The runs.
    runs: RwSignal<Vec<BoardRun>>,
) -> impl IntoView {
    let lang = use_prefs().lang;
    let words = move || lang.get().board_words();
    let paste = RwSignal::new(String::new());
    let refused = RwSignal::new(false);
    // Runs are added together (one new board, not one per file), up to the limit.
    let add_runs = move |added: Vec<BoardRun>| {
        runs.update(|runs| {
            for run in added {
                if run.tasks.is_empty() {
                    continue;
                }
                if runs.len() >= BOARD_RUNS_AT_MOST {
                    refused.set(true);
                    break;
                }
                runs.push(run);
            }
        });
    };
    let add_run = move |name: String, text: &str| {
        let read = import(text, ImportOptions::default());
        add_runs(vec![BoardRun {
            name,
            tasks: Arc::new(read.tasks),
        }]);
    };
    let take_files = move |files: Vec<web_sys::File>| {
        leptos::task::spawn_local(async move {
            let mut added = Vec::with_capacity(files.len());
            for file in files {
                let name = file.name();
                let stem = name
                    .rsplit_once('.')
                    .map_or(name.as_str(), |(stem, _)| stem)
                    .to_string();
                if let Ok(text) = browser::read_file(&file).await {
                    let read = import_in_slices(text).await;
                    added.push(BoardRun {
                        name: stem,
                        tasks: Arc::new(read.tasks),
                    });
                }
            }
            if runs.try_get_untracked().is_some() {
                add_runs(added);
            }
        });
    };
    view! {
            <section class="board-inputs">
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
                        let name = format!("run {}", runs.with_untracked(Vec::len) + 1);
                        add_run(name, &text);
                        paste.set(String::new());
                    }
                >
                    {move || words().add_run}
                </button>
                <p class="hint" role="status" data-testid="board-refused">
                    {move || refused.get().then(|| words().too_many)}
                </p>
                <RunList runs=runs />
            </section>
    }
}

/// Reads a file's text a time slice at a time (a run of 100,000 tasks never holds the page
/// for long), as the data view does.
async fn import_in_slices(text: String) -> Import {
    const SLICE_MS: f64 = 25.0;
    let mut importer = Importer::new(text, ImportOptions::default());
    loop {
        if browser::work_for(SLICE_MS, || importer.feed(2_000)) {
            break;
        }
        browser::yield_to_browser().await;
    }
    browser::yield_to_browser().await;
    importer.finish()
}

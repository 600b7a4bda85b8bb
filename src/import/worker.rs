//! Every import of every page runs in the import worker (`passk-web::import_worker`): the
//! worker reads the files itself (or the text it is sent), decodes, tallies and merges them,
//! and says how far it is; the page only reads the tasks back from the worker's columns, a
//! slice at a time. A newer import or the view closing drops the job, which terminates the
//! worker. A worker that cannot start or that dies (most often out of memory) is said, and
//! the input is never read on the page instead: what killed the worker would kill the page.

use crate::import::file_note::FileNote;
use crate::import::source::ImportSource;
use crate::latest::Ticket;
use passk_data::import::wire::{TaskColumns, TaskRebuild, WorkerFailure};
use passk_data::import::{FileCounts, Import, ImportOptions};
use passk_web::browser;
use passk_web::import_worker::{ImportJob, WorkerEvent, WorkerSource};

/// Tasks read back from the columns between looks at the clock.
const TASKS_PER_STEP: usize = 10_000;
/// Work done before the page lets the browser paint and take input again.
const SLICE_MS: f64 = 25.0;

/// What the worker read.
pub struct WorkerImport {
    /// The import, its tasks read back.
    pub import: Import,
    /// One small file's text, for the text area.
    pub text: Option<String>,
    /// Several files' counts, each file's own.
    pub files: Option<Vec<FileCounts>>,
}

/// Imports `source` with `options` in the worker. `on_progress` hears how far it is (0 to
/// 1); `on_end` hears once, with the import or with the note that says why there is none,
/// while `ticket` is current. The returned job must be kept while the import runs:
/// dropping it stops the worker. None when no worker could start (`on_end` then hears so).
pub fn import_in_worker(
    source: &ImportSource,
    options: &ImportOptions,
    ticket: Ticket,
    on_progress: impl Fn(f64) + 'static,
    on_end: impl FnOnce(Result<WorkerImport, FileNote>) + 'static,
) -> Option<ImportJob> {
    let name = source.file_name();
    let failed = move |failure: WorkerFailure| FileNote::Failed {
        name: name.clone(),
        failure,
    };
    // Heard once, and never from inside the worker's own handler (the caller may drop the
    // job there, and the job owns that handler).
    let on_end = std::rc::Rc::new(std::cell::RefCell::new(Some(on_end)));
    let end = std::rc::Rc::new(move |outcome: Result<WorkerImport, FileNote>| {
        let on_end = on_end.clone();
        leptos::task::spawn_local(async move {
            let taken = on_end.borrow_mut().take();
            if let (Some(on_end), true) = (taken, ticket.is_current()) {
                on_end(outcome);
            }
        });
    });
    let ending = end.clone();
    let failing = failed.clone();
    let worker_source = match source {
        ImportSource::Files(files) => WorkerSource::Files(files),
        ImportSource::Text(text) => WorkerSource::Text(text),
    };
    let started = ImportJob::start(worker_source, options, move |event| {
        if !ticket.is_current() {
            return;
        }
        match event {
            WorkerEvent::Progress(value) => on_progress(value),
            WorkerEvent::Unreadable(error) => ending(Err(FileNote::Unreadable(error))),
            WorkerEvent::Done {
                report,
                columns,
                text,
                files,
            } => {
                let ending = ending.clone();
                leptos::task::spawn_local(async move {
                    if let Some(import) = read_back(ticket, report, columns).await {
                        ending(Ok(WorkerImport {
                            import,
                            text,
                            files,
                        }));
                    }
                });
            }
            WorkerEvent::Failed(said) => {
                leptos::logging::warn!("import worker: {said}");
                ending(Err(failing(WorkerFailure::Died(said))));
            }
        }
    });
    match started {
        Ok(job) => Some(job),
        Err(reason) => {
            leptos::logging::warn!("no import worker: {reason}");
            end(Err(failed(WorkerFailure::Unavailable)));
            None
        }
    }
}

/// The worker's tasks read back from its columns in slices; None when the columns were
/// damaged (said in the console) or a newer import took over.
async fn read_back(ticket: Ticket, mut report: Import, columns: TaskColumns) -> Option<Import> {
    let mut rebuild = match TaskRebuild::new(columns) {
        Ok(rebuild) => rebuild,
        Err(error) => {
            leptos::logging::warn!("import worker sent damaged columns: {error:?}");
            return None;
        }
    };
    loop {
        let mut damaged = None;
        let done = browser::work_for(SLICE_MS, || {
            rebuild.step(TASKS_PER_STEP).unwrap_or_else(|error| {
                damaged = Some(error);
                true
            })
        });
        if let Some(error) = damaged {
            leptos::logging::warn!("import worker sent damaged columns: {error:?}");
            return None;
        }
        if done {
            break;
        }
        browser::yield_to_browser().await;
        if !ticket.is_current() {
            return None;
        }
    }
    report.tasks = rebuild.finish();
    browser::yield_to_browser().await;
    ticket.is_current().then_some(report)
}

//! Files and big pastes are imported in the import worker (`passk-web::import_worker`): the
//! worker reads the `File` itself, decodes and tallies it, and says how far it is; the page
//! only reads the tasks back from the worker's columns, a slice at a time, and shows them.
//! A newer import or the view closing drops the job, which terminates the worker. When no
//! worker can run (it failed to load), the page imports on its own, in time slices, as
//! before.

use std::sync::Arc;

use leptos::prelude::*;

use crate::components::data_import::{DataImport, FileNote, Imported};
use crate::latest::Ticket;
use passk_data::import::wire::{TaskColumns, TaskRebuild};
use passk_data::import::Import;
use passk_web::browser;
use passk_web::import_worker::{ImportJob, WorkerEvent, WorkerSource};

/// What the worker reads.
#[derive(Clone)]
pub(crate) enum BigSource {
    /// A picked or dropped file, with the page's note for it once read.
    File(web_sys::File),
    /// Text already in the page.
    Text(Arc<str>),
}

/// Tasks read back from the columns between looks at the clock.
const TASKS_PER_STEP: usize = 10_000;
/// Work done before the page lets the browser paint and take input again.
const SLICE_MS: f64 = 25.0;

impl DataImport {
    /// Imports `source` in the worker. When no worker can be made, or it fails, the page
    /// imports it itself.
    pub(crate) fn import_in_worker(&self, source: BigSource) {
        let this = *self;
        let ticket = self.latest.supersede();
        self.progress.set(Some(0.0));
        let fallback = source.clone();
        let worker_source = match &source {
            BigSource::File(file) => WorkerSource::File(file),
            BigSource::Text(text) => WorkerSource::Text(text),
        };
        let started = ImportJob::start(worker_source, &self.options(), move |event| {
            if !ticket.is_current() {
                return;
            }
            match event {
                WorkerEvent::Progress(value) => {
                    this.progress.set(Some(value));
                }
                WorkerEvent::Unreadable(error) => {
                    this.progress.set(None);
                    this.file_note.set(Some(FileNote::Unreadable(error)));
                }
                WorkerEvent::Done {
                    report,
                    columns,
                    text,
                } => {
                    let name = match &fallback {
                        BigSource::File(file) => Some((file.name(), file.size())),
                        BigSource::Text(_) => None,
                    };
                    leptos::task::spawn_local(
                        this.finish_from_worker(ticket, report, columns, text, name),
                    );
                }
                WorkerEvent::Failed(reason) => {
                    leptos::logging::warn!("import worker: {reason}; importing on the page");
                    let source = fallback.clone();
                    // Not from inside the worker's own handler: the job is dropped there.
                    leptos::task::spawn_local(async move {
                        if ticket.is_current() {
                            this.import_on_page(source);
                        }
                    });
                }
            }
        });
        match started {
            Ok(job) => self.job.set_value(Some(job)),
            Err(reason) => {
                leptos::logging::warn!("no import worker ({reason}); importing on the page");
                self.import_on_page(source);
            }
        }
    }

    /// The import without a worker: the file read here, the text imported in time slices.
    fn import_on_page(&self, source: BigSource) {
        self.job.set_value(None);
        match source {
            BigSource::Text(text) => self.import_in_slices(text),
            BigSource::File(file) => {
                let this = *self;
                leptos::task::spawn_local(async move {
                    let contents = browser::read_file(&file).await;
                    if !this.is_alive() {
                        return;
                    }
                    match contents {
                        Ok(contents) => {
                            this.show_file_text(&file, Some(contents.as_str()));
                            this.import_in_slices(Arc::from(contents.as_str()));
                        }
                        Err(error) => {
                            this.progress.set(None);
                            this.file_note.set(Some(FileNote::Unreadable(error)));
                        }
                    }
                });
            }
        }
    }

    /// The worker's import, shown: the tasks read back in slices, grouped, then shown.
    async fn finish_from_worker(
        self,
        ticket: Ticket,
        mut report: Import,
        columns: TaskColumns,
        text: Option<String>,
        file: Option<(String, f64)>,
    ) {
        let mut rebuild = match TaskRebuild::new(columns) {
            Ok(rebuild) => rebuild,
            Err(error) => {
                leptos::logging::warn!("import worker sent damaged columns: {error:?}");
                return;
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
                return;
            }
            if done {
                break;
            }
            browser::yield_to_browser().await;
            if !ticket.is_current() {
                return;
            }
        }
        report.tasks = rebuild.finish();
        browser::yield_to_browser().await;
        if !ticket.is_current() {
            return;
        }
        let mut imported = Imported::new(report);
        browser::yield_to_browser().await;
        if !ticket.is_current() {
            return;
        }
        self.summarize_ahead(&mut imported).await;
        if !ticket.is_current() {
            return;
        }
        // The worker's job is over; a new one starts with the next import.
        self.job.set_value(None);
        if let Some((name, bytes)) = file {
            self.note_file(name, bytes, text.as_deref());
        }
        self.progress.set(None);
        self.show(imported);
    }

    fn show_file_text(&self, file: &web_sys::File, text: Option<&str>) {
        self.note_file(file.name(), file.size(), text);
    }

    /// A file's note, and its text in the text area when it is small enough to show.
    fn note_file(&self, name: String, bytes: f64, text: Option<&str>) {
        match text {
            Some(text) if text.len() < Self::SHOW_IN_TEXT_AREA_BELOW => {
                self.file_note.set(Some(FileNote::Loaded { name }));
                self.text.set(text.to_string());
            }
            _ => {
                self.file_note
                    .set(Some(FileNote::LoadedLarge { name, bytes }));
                self.text.set(String::new());
            }
        }
    }
}

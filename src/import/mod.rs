//! An importer's state and what changes it (the data view's, each compare run's): what
//! the person gave (a paste, picked or dropped files, a link's `tasks=`), the import that
//! reads it in the import worker (`worker.rs`), and what is kept for the next visit. Components read these signals and call these methods; none of
//! them imports, stores or restores anything itself.

pub mod choices;
pub mod file_note;
pub mod keeping;
pub mod kept;
pub mod source;
pub mod worker;

use passk_words::prelude::*;
use std::sync::Arc;

use leptos::prelude::*;

pub use crate::import::choices::ImportChoices;
pub use crate::import::file_note::FileNote;
use crate::import::kept::Kept;
use crate::import::source::ImportSource;
use crate::import::worker::{import_in_worker, WorkerImport};
use crate::latest::{Latest, Ticket};
use crate::state::Lens;

use passk_core::lang::Lang;
use passk_core::stats::Bootstrap;
use passk_data::dataset::{summarize_at, DataSummary, Dataset};
use passk_data::import::{parse_tasks_param, tasks_to_csv, Format, Import, ImportOptions};
use passk_web::browser;
use passk_web::import_worker::ImportJob;

/// Where one importer keeps its data in localStorage. The data view and each of the compare
/// view's two runs have their own, so none overwrites another's paste.
#[derive(Debug)]
pub struct StorageKeys {
    /// The text as given (or its per-task counts).
    pub text: &'static str,
    /// The format picked.
    pub format: &'static str,
    /// The reward threshold.
    pub threshold: &'static str,
    /// The inspect_ai scorer picked.
    pub scorer: &'static str,
    /// The `tasks=` shorthand of the stored data: a link that carries the same shorthand
    /// is a reload of the same data, and the stored original (names included) comes back.
    pub shorthand: &'static str,
    /// Whether the stored text is the data as given or only its per-task counts.
    pub kept: &'static str,
    /// Whether the link carries the tasks' ids (a compare run: a recipient must pair the
    /// same tasks), or only their counts (the data view, whose numbers do not depend on ids).
    pub ids_in_link: bool,
}

impl StorageKeys {
    /// The data view's keys.
    pub const DATA: StorageKeys = StorageKeys {
        text: "passk.data.text",
        format: "passk.data.format",
        threshold: "passk.data.threshold",
        scorer: "passk.data.scorer",
        shorthand: "passk.data.shorthand",
        kept: "passk.data.kept",
        ids_in_link: false,
    };
    /// The compare view's run A.
    pub const RUN_A: StorageKeys = StorageKeys {
        text: "passk.compare.a.text",
        format: "passk.compare.a.format",
        threshold: "passk.compare.a.threshold",
        scorer: "passk.compare.a.scorer",
        shorthand: "passk.compare.a.shorthand",
        kept: "passk.compare.a.kept",
        ids_in_link: true,
    };
    /// The compare view's run B.
    pub const RUN_B: StorageKeys = StorageKeys {
        text: "passk.compare.b.text",
        format: "passk.compare.b.format",
        threshold: "passk.compare.b.threshold",
        scorer: "passk.compare.b.scorer",
        shorthand: "passk.compare.b.shorthand",
        kept: "passk.compare.b.kept",
        ids_in_link: true,
    };
}

/// Text stored for the next visit as given at most; larger data is stored as its counts.
pub(crate) const STORE_TEXT_BELOW: usize = 1024 * 1024;
/// Data sets with at most this many tasks are written into the URL.
pub const URL_TASKS_AT_MOST: usize = 60;
/// A shorthand longer than this (long task ids) is not written into the URL either.
pub(crate) const URL_SHORTHAND_AT_MOST: usize = 2_000;

/// The 000 article's example: three tasks, eight trials each, 8, 6 and 4 successes.
pub const ARTICLE_EXAMPLE: &str = "task,n,c\ntask 1,8,8\ntask 2,8,6\ntask 3,8,4\n";

/// One finished import: the report (messages, counts; its task list moved out) and the
/// tasks as a grouped data set, shared without copying.
#[derive(Clone, Debug)]
pub struct Imported {
    /// Format, records, problems, warnings. Its `tasks` is empty: they live in `data`.
    pub report: Arc<Import>,
    /// The tasks, grouped by (n, c).
    pub data: Arc<Dataset>,
    /// The summary at one k, worked out before the data is shown (big data's bootstraps
    /// then run in a task of their own, not in the one that renders the results).
    summary_ahead: Option<(u64, Option<DataSummary>)>,
}

impl Imported {
    pub(crate) fn new(mut import: Import) -> Imported {
        let tasks = std::mem::take(&mut import.tasks);
        Imported {
            report: Arc::new(import),
            data: Arc::new(Dataset::new(tasks)),
            summary_ahead: None,
        }
    }

    /// Works out the summary at `k` now, so that showing the data at that k costs nothing.
    pub(crate) fn summarize_ahead(&mut self, k: u64) {
        self.summary_ahead = Some((k, summarize_at(&self.data, k, Bootstrap::default())));
    }

    /// The summary at `k`: the one worked out ahead when it is for this k.
    pub fn summary_at(&self, k: u64) -> Option<DataSummary> {
        match &self.summary_ahead {
            Some((ahead_k, summary)) if *ahead_k == k => summary.clone(),
            _ => summarize_at(&self.data, k, Bootstrap::default()),
        }
    }
}

impl PartialEq for Imported {
    fn eq(&self, other: &Imported) -> bool {
        Arc::ptr_eq(&self.report, &other.report) && Arc::ptr_eq(&self.data, &other.data)
    }
}

/// What was kept for the next visit, when that is not simply "everything".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StorageNote {
    /// The data was too big to keep as given: its per-task counts (names included) were kept.
    CountsKept,
    /// Nothing could be kept (storage full or disabled); nothing older will come back
    /// instead either.
    NotKept,
    /// The last visit's data could not be kept, so none came back (said after a reload,
    /// so an empty input is never a silent loss).
    NotKeptLastTime,
}

impl StorageNote {
    /// The note in `lang`.
    pub fn text(self, lang: Lang) -> &'static str {
        match self {
            StorageNote::CountsKept => lang.storage_counts_kept(),
            StorageNote::NotKept => lang.storage_not_kept(),
            StorageNote::NotKeptLastTime => lang.storage_not_kept_last_time(),
        }
    }
}

/// The data view's state. `Copy`: every field is a handle.
#[derive(Clone, Copy)]
pub struct DataImport {
    /// What the text area shows (empty when a big file is read directly).
    pub text: RwSignal<String>,
    /// How the input is read (format, threshold, scorer, infrastructure errors).
    pub choices: ImportChoices,
    /// The latest finished import.
    pub result: RwSignal<Option<Imported>>,
    /// The last import that produced tasks (shown when a newer one yields none).
    pub last_good: RwSignal<Option<Imported>>,
    /// Progress of a chunked import, 0 to 1; None when idle.
    pub progress: RwSignal<Option<f64>>,
    /// What happened to the last picked file.
    pub file_note: RwSignal<Option<FileNote>>,
    /// What could not be kept for the next visit.
    pub storage_note: RwSignal<Option<StorageNote>>,
    /// The `tasks=` value the page keeps in the URL (None when the data is too big).
    pub tasks_param: Lens<Option<String>>,
    /// The k the results are shown at, when they show a summary: an import in slices
    /// works it out in a task of its own before it shows the data.
    pub(crate) summary_k: Option<Signal<u64>>,
    /// Where this importer keeps its data.
    pub(crate) keys: &'static StorageKeys,
    /// A big file read directly instead of through the text area.
    pub(crate) big_file: StoredValue<Option<Arc<str>>>,
    /// The link's `tasks=` while its data is what is shown: the URL keeps it as given (bad
    /// entries included, with their messages) until the person changes the data.
    pub(crate) from_link: StoredValue<Option<String>>,
    /// The newest import: a newer one makes older chunked imports stop. It goes with the
    /// view: once the view is closed, work still in flight stops without touching signals
    /// that no longer exist.
    pub(crate) latest: Latest,
    /// The import worker at work, if any: replacing or disposing it terminates the worker.
    pub(crate) job: StoredValue<Option<ImportJob>, LocalStorage>,
    /// The name of the file being read (None for a paste or several files), for the note
    /// when the person stops it.
    pub(crate) reading: StoredValue<Option<String>>,
    /// Picked or dropped files that are the source (read again by the worker after a
    /// change of format, threshold or scorer; several are one run).
    pub(crate) source_files: StoredValue<Option<Arc<[web_sys::File]>>, LocalStorage>,
}

impl DataImport {
    /// Files larger than this are not copied into the text area (the DOM would crawl).
    pub(crate) const SHOW_IN_TEXT_AREA_BELOW: usize = 1024 * 1024;

    /// The state, restored from the link or the last visit, with its import under way.
    /// `tasks_param` is the page's `tasks=` (read from the link, written back by this view);
    /// `keys` is where it keeps its data for the next visit; `summary_k` is the k its
    /// summary is shown at, if it shows one.
    pub fn new(
        tasks_param: Lens<Option<String>>,
        keys: &'static StorageKeys,
        summary_k: Option<Signal<u64>>,
    ) -> DataImport {
        let state = DataImport {
            keys,
            summary_k,
            text: RwSignal::new(String::new()),
            choices: ImportChoices::new(
                browser::load(keys.format).and_then(|key| Format::from_key(&key)),
                browser::load(keys.threshold).and_then(|value| value.parse::<f64>().ok()),
                browser::load(keys.scorer),
            ),
            result: RwSignal::new(None),
            last_good: RwSignal::new(None),
            progress: RwSignal::new(None),
            file_note: RwSignal::new(None),
            storage_note: RwSignal::new(None),
            tasks_param,
            big_file: StoredValue::new(None),
            from_link: StoredValue::new(None),
            latest: Latest::new(),
            job: StoredValue::new_local(None),
            reading: StoredValue::new(None),
            source_files: StoredValue::new_local(None),
        };
        state.restore(tasks_param.get_untracked());
        state
    }

    /// What the page was opened with: the link's data, or the last visit's. A link whose
    /// `tasks=` is the stored data's own shorthand is a reload, and the data comes back as
    /// it was given (names, original text) rather than as "task 1, task 2…".
    fn restore(&self, link: Option<String>) {
        let kept = browser::load(self.keys.kept);
        if kept.as_deref() == Some(Kept::Indexed.key())
            && (link.is_none() || link == browser::load(self.keys.shorthand))
        {
            self.restore_indexed();
            return;
        }
        let stored = browser::load(self.keys.text).filter(|text| !text.trim().is_empty());
        let stored_shorthand = browser::load(self.keys.shorthand);
        match (link, stored) {
            (Some(link), Some(text)) if stored_shorthand.as_deref() == Some(link.as_str()) => {
                self.restore_text(text)
            }
            (Some(link), _) => {
                let import = parse_tasks_param(&link);
                self.text.set(tasks_to_csv(&import.tasks));
                self.from_link.set_value(Some(link));
                self.publish(import);
            }
            (None, Some(text)) => self.restore_text(text),
            (None, None) => {
                if kept.as_deref() == Some(Kept::NOTHING) {
                    self.storage_note.set(Some(StorageNote::NotKeptLastTime));
                }
            }
        }
    }

    fn restore_text(&self, text: String) {
        let kept = browser::load(self.keys.kept);
        if [Kept::Counts, Kept::Indexed]
            .iter()
            .any(|how| kept.as_deref() == Some(how.key()))
        {
            self.storage_note.set(Some(StorageNote::CountsKept));
        }
        if text.len() < Self::SHOW_IN_TEXT_AREA_BELOW {
            self.text.set(text.clone());
        } else {
            self.big_file.set_value(Some(Arc::from(text.as_str())));
        }
        self.run_import(Arc::from(text.as_str()));
    }

    /// The tasks shown: the latest import's, or the last good one's when the latest
    /// yielded none.
    pub fn shown(&self) -> Option<Imported> {
        match self.result.get() {
            Some(latest) if latest.data.is_empty() => self.last_good.get().or(Some(latest)),
            other => other,
        }
    }

    /// Whether the latest input gave nothing, so the previous data is what is shown.
    pub fn kept_previous(&self) -> bool {
        self.result
            .get()
            .is_some_and(|latest| latest.data.is_empty())
            && self.last_good.get().is_some()
    }

    pub(crate) fn options(&self) -> ImportOptions {
        self.choices.options()
    }

    fn current_source(&self) -> Arc<str> {
        self.big_file
            .get_value()
            .unwrap_or_else(|| Arc::from(self.text.get_untracked().as_str()))
    }

    /// Reads what is there again (after a change of format, threshold or scorer).
    pub fn reimport(&self) {
        if let Some(files) = self.source_files.get_value() {
            self.from_link.set_value(None);
            self.import_in_worker(ImportSource::Files(files));
            return;
        }
        let source = self.current_source();
        if !source.trim().is_empty() {
            self.from_link.set_value(None);
            self.run_import(source);
        }
    }

    /// The person typed, pasted or edited: the text is the new source.
    pub fn take_text(&self, value: String) {
        self.big_file.set_value(None);
        self.source_files.set_value(None);
        self.from_link.set_value(None);
        self.file_note.set(None);
        self.text.set(value.clone());
        if value.trim().is_empty() {
            // An emptied input stays empty: the link and storage lose the data too (the
            // format, threshold and scorer picked stay).
            self.forget_data();
        } else {
            self.run_import(Arc::from(value.as_str()));
        }
    }

    /// Picked or dropped files, read, decoded and tallied in the import worker: one is read
    /// as before, several are one run (the same task ids add their trials).
    pub fn take_files(&self, files: Vec<web_sys::File>) {
        if files.is_empty() {
            return;
        }
        self.from_link.set_value(None);
        self.big_file.set_value(None);
        // New files are a new choice of scorer.
        self.choices.scorer.set(None);
        let files: Arc<[web_sys::File]> = files.into();
        self.source_files.set_value(Some(files.clone()));
        self.import_in_worker(ImportSource::Files(files));
    }

    /// Forgets the data here and in storage.
    pub fn clear(&self) {
        self.big_file.set_value(None);
        self.source_files.set_value(None);
        self.from_link.set_value(None);
        self.file_note.set(None);
        self.storage_note.set(None);
        self.text.set(String::new());
        self.forget_data();
        for key in [self.keys.format, self.keys.threshold, self.keys.scorer] {
            browser::forget(key);
        }
    }

    /// Stops the reading under way (the worker is terminated): nothing of it is shown, the
    /// data shown before stays, and the note says the reading was stopped.
    pub fn stop(&self) {
        if self.progress.get_untracked().is_none() {
            return;
        }
        self.latest.supersede();
        self.job.set_value(None);
        self.progress.set(None);
        let name = self.reading.get_value();
        self.file_note.set(Some(FileNote::Stopped { name }));
    }

    /// No data any more: none shown, none in the link, none kept for the next visit; work
    /// still under way on the old data stops.
    fn forget_data(&self) {
        self.latest.supersede();
        self.job.set_value(None);
        let key = self.keys.text;
        leptos::task::spawn_local(async move { passk_web::idb::delete(key).await });
        self.result.set(None);
        self.last_good.set(None);
        self.progress.set(None);
        self.tasks_param.set(None);
        for key in [self.keys.text, self.keys.shorthand, self.keys.kept] {
            browser::forget(key);
        }
    }

    fn run_import(&self, source: Arc<str>) {
        self.import_in_worker(ImportSource::Text(source));
    }

    /// Imports `source` in the worker (every import does: the page carries no importer),
    /// then shows it, or says why there is nothing to show.
    fn import_in_worker(&self, source: ImportSource) {
        let this = *self;
        let ticket = self.latest.supersede();
        self.progress.set(Some(0.0));
        self.reading.set_value(source.file_name());
        let files = match &source {
            ImportSource::Files(files) => Some(files.clone()),
            ImportSource::Text(_) => None,
        };
        let job = import_in_worker(
            &source,
            &self.options(),
            ticket,
            move |value| this.progress.set(Some(value)),
            move |outcome| {
                leptos::task::spawn_local(this.finish_import(ticket, outcome, files));
            },
        );
        self.job.set_value(job);
    }

    /// The worker's import shown (grouped and summarised a task at a time), or its note.
    async fn finish_import(
        self,
        ticket: Ticket,
        outcome: Result<WorkerImport, FileNote>,
        files: Option<Arc<[web_sys::File]>>,
    ) {
        let read = match outcome {
            Ok(read) => read,
            Err(note) => {
                self.job.set_value(None);
                self.progress.set(None);
                self.file_note.set(Some(note));
                return;
            }
        };
        let mut imported = Imported::new(read.import);
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
        match (read.files, files.as_deref()) {
            (Some(counts), _) => {
                self.file_note.set(Some(FileNote::Several(counts)));
                self.text.set(String::new());
            }
            (None, Some([file])) => self.note_file(file.name(), file.size(), read.text.as_deref()),
            (None, _) => {}
        }
        self.progress.set(None);
        self.show(imported);
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

    /// Works out the summary the results will show, in a task of its own, then yields.
    pub(crate) async fn summarize_ahead(&self, imported: &mut Imported) {
        let Some(k) = self.summary_k.and_then(|k| k.try_get_untracked()) else {
            return;
        };
        imported.summarize_ahead(k);
        browser::yield_to_browser().await;
    }

    pub(crate) fn publish(&self, import: Import) {
        self.show(Imported::new(import));
    }

    pub(crate) fn show(&self, imported: Imported) {
        if !imported.data.is_empty() {
            self.last_good.set(Some(imported.clone()));
        }
        self.result.set(Some(imported.clone()));
        self.keep(&imported);
    }
}

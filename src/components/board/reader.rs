//! How the leaderboard reads its runs: each input (a picked or dropped file, or a paste) is
//! imported in the import worker like the data view's, one at a time, with the board's
//! reading choices; what it read becomes a run, what it could not is said by name. A change
//! of choices reads every input again.

use std::collections::VecDeque;
use std::sync::Arc;

use leptos::prelude::*;

use crate::components::board::keeping::{keep_runs, kept_inputs, kept_runs, BoardStorage};
use crate::components::board::run::{BoardRun, NotAdded};
use crate::import::source::ImportSource;
use crate::import::worker::{import_in_worker, WorkerImport};
use crate::import::{FileNote, ImportChoices};
use crate::latest::Latest;
use passk_data::board::BOARD_RUNS_AT_MOST;
use passk_data::import::{Format, ImportOptions};
use passk_web::import_worker::ImportJob;

/// One input to read: its id, its name and what to read.
#[derive(Clone)]
struct Input {
    id: u64,
    name: String,
    source: ImportSource,
    /// Counts kept from the last visit: read as passk's own CSV whatever the choices.
    kept: bool,
}

/// The board's reader. `Copy`: every field is a handle.
#[derive(Clone, Copy)]
pub struct BoardReader {
    /// The runs read.
    pub runs: RwSignal<Vec<BoardRun>>,
    /// The inputs that gave no run, each with why.
    pub not_added: RwSignal<Vec<NotAdded>>,
    /// Whether an input was left out because the board was full (cleared once a run is
    /// removed and there is room again).
    pub refused: RwSignal<bool>,
    /// How every input is read.
    pub choices: ImportChoices,
    /// Progress of the input being read (0 to 1), None when idle.
    pub progress: RwSignal<Option<f64>>,
    /// The report of the last input read (its detected format and scorers, for the choices).
    pub last_report: RwSignal<Option<Arc<passk_data::import::Import>>>,
    /// Every input given, by id, kept to read again when the choices change.
    inputs: StoredValue<Vec<Input>, LocalStorage>,
    /// Inputs waiting for the worker.
    queue: StoredValue<VecDeque<Input>, LocalStorage>,
    /// The worker at work; dropping it stops the worker.
    job: StoredValue<Option<ImportJob>, LocalStorage>,
    /// The input the worker is reading.
    reading: StoredValue<Option<Input>, LocalStorage>,
    /// The newest reading: a new round of choices stops the older one.
    latest: Latest,
    /// The next input's id.
    next_id: StoredValue<u64>,
    /// What storage refused (said under the runs).
    pub storage: RwSignal<Option<BoardStorage>>,
    /// Whether the last visit's runs are back (or there were none): until then the list
    /// of runs kept for the next visit is left as it is.
    restored: RwSignal<bool>,
    /// Whether the last visit's counts are still being fetched from storage.
    restoring: StoredValue<bool>,
}

impl BoardReader {
    /// A reader with no runs, adding to `runs`.
    pub fn new(runs: RwSignal<Vec<BoardRun>>) -> BoardReader {
        let reader = BoardReader {
            runs,
            not_added: RwSignal::new(Vec::new()),
            refused: RwSignal::new(false),
            choices: ImportChoices::new(None, None, None),
            progress: RwSignal::new(None),
            last_report: RwSignal::new(None),
            inputs: StoredValue::new_local(Vec::new()),
            queue: StoredValue::new_local(VecDeque::new()),
            job: StoredValue::new_local(None),
            reading: StoredValue::new_local(None),
            latest: Latest::new(),
            // Past the kept runs' ids, so a run read now never takes a kept one's key.
            next_id: StoredValue::new(kept_runs().iter().map(|(id, _)| id + 1).max().unwrap_or(0)),
            storage: RwSignal::new(None),
            restored: RwSignal::new(false),
            restoring: StoredValue::new(true),
        };
        keep_runs(runs, reader.restored, reader.storage);
        leptos::task::spawn_local(async move {
            let (kept, missing) = kept_inputs().await;
            if missing {
                let _ = reader.storage.try_set(Some(BoardStorage::NotKeptLastTime));
            }
            let inputs: Vec<Input> = kept
                .into_iter()
                .map(|(id, name, csv)| Input {
                    id,
                    name,
                    source: ImportSource::Text(Arc::from(csv.as_str())),
                    kept: true,
                })
                .collect();
            if reader.restoring.try_set_value(false).is_some() {
                return;
            }
            reader.queue_inputs(inputs);
        });
        // The "at most 20 runs" note holds only while the board is full.
        Effect::new(move |_| {
            if runs.with(Vec::len) < BOARD_RUNS_AT_MOST {
                reader.refused.set(false);
            }
        });
        reader
    }

    /// Reads `sources` (name and what to read), each as its own run, after those waiting.
    pub fn add(&self, sources: Vec<(String, ImportSource)>) {
        let added: Vec<Input> = sources
            .into_iter()
            .map(|(name, source)| {
                let id = self.next_id.get_value();
                self.next_id.set_value(id + 1);
                Input {
                    id,
                    name,
                    source,
                    kept: false,
                }
            })
            .collect();
        self.queue_inputs(added);
    }

    /// Queues `added` after those waiting, and starts reading when idle.
    fn queue_inputs(&self, added: Vec<Input>) {
        self.inputs
            .update_value(|inputs| inputs.extend(added.iter().cloned()));
        let idle =
            self.queue.with_value(VecDeque::is_empty) && self.progress.get_untracked().is_none();
        self.queue.update_value(|queue| queue.extend(added));
        if idle {
            self.read_next();
        }
    }

    /// Forgets the run read from input `id` (removed by the person).
    pub fn forget(&self, id: u64) {
        self.inputs
            .update_value(|inputs| inputs.retain(|input| input.id != id));
        self.runs.update(|runs| runs.retain(|run| run.id != id));
    }

    /// Reads every input again with the current choices; names given by hand stay.
    pub fn read_again(&self) {
        self.latest.supersede();
        self.job.set_value(None);
        let names: Vec<(u64, String)> = self
            .runs
            .with_untracked(|runs| runs.iter().map(|run| (run.id, run.name.clone())).collect());
        let inputs: VecDeque<Input> = self
            .inputs
            .get_value()
            .into_iter()
            .map(|mut input| {
                if let Some((_, name)) = names.iter().find(|(id, _)| *id == input.id) {
                    input.name = name.clone();
                }
                input
            })
            .collect();
        self.runs.set(Vec::new());
        self.not_added.set(Vec::new());
        self.refused.set(false);
        self.queue.set_value(inputs);
        self.progress.set(None);
        self.read_next();
    }

    /// Stops the reading under way and every input waiting: none of them becomes a run,
    /// each is listed as stopped, and the runs already read stay.
    pub fn stop(&self) {
        self.latest.supersede();
        self.job.set_value(None);
        self.progress.set(None);
        let waiting: VecDeque<Input> = self
            .queue
            .try_update_value(std::mem::take)
            .unwrap_or_default();
        let reading = self.reading.try_update_value(Option::take).flatten();
        let stopped: Vec<Input> = reading.into_iter().chain(waiting).collect();
        self.inputs.update_value(|inputs| {
            inputs.retain(|input| stopped.iter().all(|gone| gone.id != input.id))
        });
        for input in stopped {
            let name = input.source.file_name();
            self.refuse(input.name, Err(FileNote::Stopped { name }));
        }
    }

    /// Reads the next input waiting, if any.
    fn read_next(self) {
        let Some(input) = self.queue.try_update_value(VecDeque::pop_front).flatten() else {
            let _ = self.progress.try_set(None);
            if self.restoring.try_get_value() == Some(false) {
                let _ = self.restored.try_set(true);
            }
            return;
        };
        let ticket = self.latest.supersede();
        self.progress.set(Some(0.0));
        self.reading.set_value(Some(input.clone()));
        let source = input.source.clone();
        let options = match input.kept {
            true => ImportOptions {
                format: Some(Format::AggregatedTable),
                ..ImportOptions::default()
            },
            false => self.choices.options(),
        };
        let job = import_in_worker(
            &source,
            &options,
            ticket,
            move |value| self.progress.set(Some(value)),
            move |outcome| {
                self.job.set_value(None);
                self.reading.set_value(None);
                self.take(input, outcome);
                self.read_next();
            },
        );
        self.job.set_value(job);
    }

    /// What one input gave: a run, or why not.
    fn take(&self, input: Input, outcome: Result<WorkerImport, FileNote>) {
        let read = match outcome {
            Ok(read) => read,
            Err(note) => {
                self.refuse(input.name, Err(note));
                return;
            }
        };
        let mut import = read.import;
        let tasks = Arc::new(std::mem::take(&mut import.tasks));
        let report = Arc::new(import);
        self.last_report.set(Some(report.clone()));
        if tasks.is_empty() {
            self.refuse(input.name, Ok(report));
            return;
        }
        if self.runs.with_untracked(Vec::len) >= BOARD_RUNS_AT_MOST {
            self.refused.set(true);
            return;
        }
        self.runs.update(|runs| {
            runs.push(BoardRun {
                id: input.id,
                name: input.name,
                tasks,
                report,
            })
        });
    }

    fn refuse(&self, name: String, why: Result<Arc<passk_data::import::Import>, FileNote>) {
        self.not_added
            .update(|not_added| not_added.push(NotAdded { name, why }));
    }
}

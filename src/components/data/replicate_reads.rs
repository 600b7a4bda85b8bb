//! Several files read as replicate runs: each file on its own in the import worker (one
//! after another, with the data view's choices), its tasks kept as a run of its own.

use std::sync::Arc;

use leptos::prelude::*;

use crate::import::source::ImportSource;
use crate::import::worker::import_in_worker;
use crate::latest::Ticket;
use passk_core::estimators::TaskCounts;
use passk_data::import::ImportOptions;
use passk_web::import_worker::ImportJob;

/// One run: the file's name and its tasks (id, counts).
pub type ReplicateRun = (String, Vec<(String, TaskCounts)>);

/// Where the reading stands and where it ends.
#[derive(Clone, Copy)]
pub struct ReplicateReads {
    /// The worker at work (dropping it stops the reading).
    pub job: StoredValue<Option<ImportJob>, LocalStorage>,
    /// The runs once every file is read (a file the worker could not read is left out).
    pub runs: RwSignal<Option<Vec<ReplicateRun>>>,
}

/// Reads `files[index..]` one by one, adding each to `done`; sets `reads.runs` at the end.
pub fn read_replicates(
    files: Arc<[web_sys::File]>,
    index: usize,
    options: ImportOptions,
    ticket: Ticket,
    mut done: Vec<ReplicateRun>,
    reads: ReplicateReads,
) {
    let Some(file) = files.get(index).cloned() else {
        reads.job.set_value(None);
        let _ = reads.runs.try_set(Some(done));
        return;
    };
    let source = ImportSource::Files(Arc::from(vec![file.clone()]));
    let next_options = options.clone();
    let job = import_in_worker(
        &source,
        &options,
        ticket,
        |_| {},
        move |outcome| {
            if let Ok(read) = outcome {
                let tasks = read
                    .import
                    .tasks
                    .iter()
                    .map(|task| (task.name.clone(), task.counts))
                    .collect();
                done.push((file.name(), tasks));
            }
            read_replicates(files, index + 1, next_options, ticket, done, reads);
        },
    );
    reads.job.set_value(job);
}

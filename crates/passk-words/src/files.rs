//! The notes about files: several read together as one run, and an import that failed.

use passk_data::import::wire::WorkerFailure;
use passk_data::import::FileCounts;

every_language_says! {
    /// What files.rs says: each language says it in its own file (`languages/`), and
    /// [`Lang`] by asking its language.
    pub trait FilesText {
        /// "3 files read as one run: a.jsonl (3 tasks, 3 trials), …; c.jsonl shares no task with
        /// the others, so it adds no trials to them."
        fn files_read_together(&self, files: &[FileCounts]) -> String;

        /// Why an input (a file's `name`, or a paste when None) was not read: the import
        /// worker could not start, or it stopped (most often: out of memory). The page
        /// never reads it on its own instead.
        fn import_failed(&self, name: Option<&str>, failure: &WorkerFailure) -> String;

        /// Said when the person stopped reading an input (a file's `name`, or a paste when
        /// None): nothing of it was read, and what was shown before still is.
        fn import_stopped(&self, name: Option<&str>) -> String;

        /// The button that stops a reading under way.
        fn stop_reading(&self) -> &'static str;
    }
}

//! The note about several files read together as one run.

use passk_data::import::FileCounts;

every_language_says! {
    /// What files.rs says: each language says it in its own file (`languages/`), and
    /// [`Lang`] by asking its language.
    pub trait FilesText {
        /// "3 files read as one run: a.jsonl (3 tasks, 3 trials), …; c.jsonl shares no task with
        /// the others, so it adds no trials to them."
        fn files_read_together(&self, files: &[FileCounts]) -> String;
    }
}

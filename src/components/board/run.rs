//! One run on the leaderboard and what its reading said, and an input that gave no run.

use std::sync::Arc;

use passk_data::import::{Import, NamedTask};

use crate::import::FileNote;

/// One run on the board.
#[derive(Clone, Debug, PartialEq)]
pub struct BoardRun {
    /// Which input it was read from (read again when the reading choices change).
    pub id: u64,
    /// Its name (the file's, without extension; renamable).
    pub name: String,
    /// Its tasks.
    pub tasks: Arc<Vec<NamedTask>>,
    /// What its import said (format, warnings, problems); its tasks are in `tasks`.
    pub report: Arc<Import>,
}

/// An input the board read but could not add as a run, and why.
#[derive(Clone, Debug, PartialEq)]
pub struct NotAdded {
    /// The input's name.
    pub name: String,
    /// Why: the file's note (unreadable, the worker failed), or the import's own report
    /// when it read no task (its problems say why).
    pub why: Result<Arc<Import>, FileNote>,
}

/// A file's name without its extension: the run's name.
pub fn run_name(file_name: &str) -> String {
    file_name
        .rsplit_once('.')
        .map_or(file_name, |(stem, _)| stem)
        .to_string()
}

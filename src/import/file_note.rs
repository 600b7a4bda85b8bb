//! What happened to the files a person picked or dropped, for the note under the input.

use passk_core::lang::Lang;
use passk_data::import::wire::WorkerFailure;
use passk_data::import::{DecodeError, FileCounts};
use passk_words::prelude::*;

/// What happened to a picked or dropped file (or several).
#[derive(Clone, Debug, PartialEq)]
pub enum FileNote {
    /// Read into the text area.
    Loaded {
        /// The file's name.
        name: String,
    },
    /// Too big for the text area: read directly.
    LoadedLarge {
        /// The file's name.
        name: String,
        /// Its size in bytes.
        bytes: f64,
    },
    /// Several files read as one run: each file's counts.
    Several(Vec<FileCounts>),
    /// Could not be read, and why.
    Unreadable(DecodeError),
    /// The person stopped the reading before it ended.
    Stopped {
        /// The file's name (None for a paste or several files).
        name: Option<String>,
    },
    /// The import worker could not start or stopped before it answered.
    Failed {
        /// The file's name (None for a paste or several files).
        name: Option<String>,
        /// What went wrong.
        failure: WorkerFailure,
    },
}

impl FileNote {
    /// The note in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        match self {
            FileNote::Loaded { name } => lang.file_loaded(name),
            FileNote::LoadedLarge { name, bytes } => lang.file_loaded_large(name, bytes / 1e6),
            FileNote::Several(files) => lang.files_read_together(files),
            FileNote::Unreadable(error) => lang.decode_error(error),
            FileNote::Failed { name, failure } => lang.import_failed(name.as_deref(), failure),
            FileNote::Stopped { name } => lang.import_stopped(name.as_deref()),
        }
    }
}

//! What an import reads: files picked or dropped (several are one run), or text already in
//! the page (a paste, the last visit's data). Either way the import worker reads it.

use std::sync::Arc;

/// What the import worker is given to read.
#[derive(Clone)]
pub enum ImportSource {
    /// Picked or dropped files, read by the worker itself; several are one run.
    Files(Arc<[web_sys::File]>),
    /// Text in the page.
    Text(Arc<str>),
}

impl ImportSource {
    /// The one file's name when the source is one file (its note names it).
    pub fn file_name(&self) -> Option<String> {
        match self {
            ImportSource::Files(files) if files.len() == 1 => Some(files[0].name()),
            ImportSource::Files(_) | ImportSource::Text(_) => None,
        }
    }
}

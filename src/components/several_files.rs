//! Several files dropped or picked at once: one run, each file imported on its own and the
//! same task ids adding their trials (`passk_data::import::merge_imports`). The files stay
//! the source until the person gives something else, so a new threshold, scorer or format
//! reads them all again.

use std::sync::Arc;

use leptos::prelude::*;

use crate::components::data_import::{DataImport, FileNote};
use passk_data::import::{import, merge_imports};
use passk_web::browser;

/// The files' names and texts.
pub type SeveralFiles = Arc<Vec<(String, Arc<str>)>>;

impl DataImport {
    /// Picked or dropped files: one is read as before; several are one run.
    pub fn take_files(&self, files: Vec<web_sys::File>) {
        let mut files = files;
        if files.len() <= 1 {
            if let Some(file) = files.pop() {
                self.take_file(file);
            }
            return;
        }
        let this = *self;
        leptos::task::spawn_local(async move {
            let mut texts = Vec::with_capacity(files.len());
            for file in &files {
                match browser::read_file(file).await {
                    Ok(text) => texts.push((file.name(), Arc::from(text.as_str()))),
                    Err(error) => {
                        // A file that cannot be read stops the whole drop: its note says
                        // which and why; the data shown stays.
                        let _ = this.file_note.try_set(Some(FileNote::Unreadable(error)));
                        return;
                    }
                }
            }
            if !this.is_alive() {
                return;
            }
            this.from_link.set_value(None);
            this.scorer.set(None);
            let several: SeveralFiles = Arc::new(texts);
            this.several.set_value(Some(several.clone()));
            this.import_several(&several);
        });
    }

    /// Reads the files again (after a change of format, threshold or scorer); false when
    /// they are not the source.
    pub(crate) fn import_several_again(&self) -> bool {
        match self.several.get_value() {
            Some(several) => {
                self.import_several(&several);
                true
            }
            None => false,
        }
    }

    fn import_several(&self, several: &SeveralFiles) {
        let options = self.options();
        let imports = several
            .iter()
            .map(|(name, text)| (name.clone(), import(text, options.clone())))
            .collect();
        let (merged, counts) = merge_imports(imports);
        self.file_note.set(Some(FileNote::Several(counts)));
        self.big_file.set_value(None);
        self.source_file.set_value(None);
        self.text.set(String::new());
        self.publish(merged);
    }
}

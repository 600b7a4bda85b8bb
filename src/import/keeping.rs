//! What a data view keeps for the next visit, and what comes back: small data as given in
//! localStorage; big data as its per-task counts in IndexedDB, written a slice at a time and
//! stored off the main thread (one `localStorage.setItem` of megabytes is one long task); the
//! settings beside it in localStorage; small data sets in the URL.

use std::sync::Arc;

use leptos::prelude::*;

use crate::import::kept::Kept;
use crate::import::{
    DataImport, Imported, StorageKeys, StorageNote, STORE_TEXT_BELOW, URL_SHORTHAND_AT_MOST,
    URL_TASKS_AT_MOST,
};
use passk_data::import::{
    csv_rows_length, push_tasks_csv, run_param, tasks_param, Format, TASKS_CSV_HEADER,
};
use passk_web::{browser, idb, leaving};

/// Tasks written into the kept CSV between yields to the browser.
const CSV_ROWS_PER_SLICE: usize = 50_000;

impl DataImport {
    /// Keeps the data for the next visit and small data sets in the URL. Input that yields
    /// nothing keeps what was kept before (the data still shown).
    pub(crate) fn keep(&self, imported: &Imported) {
        if let Some(link) = self.from_link.get_value() {
            // A link's data is the link's: nothing to store, and its `tasks=` stays as given.
            self.tasks_param.set(Some(link));
            return;
        }
        let data = imported.data.clone();
        if data.is_empty() {
            return;
        }
        let shorthand = (data.len() <= URL_TASKS_AT_MOST)
            .then(|| {
                if self.keys.ids_in_link {
                    run_param(data.tasks())
                } else {
                    tasks_param(data.tasks())
                }
            })
            .filter(|shorthand| shorthand.len() <= URL_SHORTHAND_AT_MOST);
        self.tasks_param.set(shorthand.clone());
        let record = Keeping {
            shorthand,
            format: self.choices.format.get_untracked(),
            scorer: self.choices.scorer.get_untracked(),
            threshold: self.choices.threshold.get_untracked(),
            note: self.storage_note,
            keys: self.keys,
        };
        let text = self.text.get_untracked();
        if !text.is_empty() && text.len() < STORE_TEXT_BELOW {
            let kept = browser::save(self.keys.text, &text);
            record.finish(kept, Kept::AsGiven);
            return;
        }
        // Too big to keep as given: its per-task counts, names included (the CSV the app
        // writes reads back identically), in IndexedDB. The CSV is written a slice of tasks
        // per task and stored off the main thread. This goes on if the view closes meanwhile
        // (the data was read; it is kept), and stops only when a newer import in this view
        // supersedes it. It holds the page meanwhile: a tab to another page waits for it
        // (each page is its own document, and leaving ends what it has in flight).
        let keys = self.keys;
        let ticket = self.latest.ticket();
        let hold = leaving::hold();
        leptos::task::spawn_local(async move {
            let _hold = hold;
            let tasks = data.tasks();
            // The text's length first, a slice at a time (a million rows take 14 ms,
            // measured), then one allocation: grown by doubling, the text would be copied
            // whole in single steps no slice can split.
            let mut length = TASKS_CSV_HEADER.len();
            for slice in tasks.chunks(CSV_ROWS_PER_SLICE) {
                browser::yield_to_browser().await;
                if ticket.is_superseded() {
                    return;
                }
                length += csv_rows_length(slice);
            }
            let mut csv = String::with_capacity(length);
            csv.push_str(TASKS_CSV_HEADER);
            for slice in tasks.chunks(CSV_ROWS_PER_SLICE) {
                browser::yield_to_browser().await;
                if ticket.is_superseded() {
                    return;
                }
                push_tasks_csv(&mut csv, slice);
            }
            let kept = idb::put(keys.text, &csv).await;
            if ticket.is_superseded() {
                return;
            }
            // An older, smaller data set kept as given must not come back in this one's place.
            browser::forget(keys.text);
            record.finish(kept, Kept::Indexed);
        });
    }

    /// The last visit's big data, from IndexedDB, imported as if given again.
    pub(crate) fn restore_indexed(&self) {
        let this = *self;
        let ticket = self.latest.supersede();
        self.progress.set(Some(0.0));
        leptos::task::spawn_local(async move {
            let text = idb::get(this.keys.text).await;
            if !ticket.is_current() {
                return;
            }
            match text {
                Some(text) if !text.trim().is_empty() => {
                    this.storage_note.set(Some(StorageNote::CountsKept));
                    this.big_file.set_value(Some(Arc::from(text.as_str())));
                    this.reimport();
                }
                _ => {
                    this.progress.set(None);
                    this.storage_note.set(Some(StorageNote::NotKeptLastTime));
                }
            }
        });
    }
}

/// What is stored beside kept data, taken when the data was shown (the view may be closed
/// by the time a big data set is written).
struct Keeping {
    shorthand: Option<String>,
    format: Option<Format>,
    scorer: Option<String>,
    threshold: f64,
    note: RwSignal<Option<StorageNote>>,
    keys: &'static StorageKeys,
}

impl Keeping {
    /// Stores the settings beside kept data, and says what could not be kept. When the data
    /// could not be stored, what was stored before is forgotten: never let an older data set
    /// come back in this one's place.
    fn finish(self, data_kept: bool, how: Kept) {
        let or_forget = |key: &str, value: Option<&str>| match value {
            Some(value) => browser::save(key, value),
            None => {
                browser::forget(key);
                true
            }
        };
        let settings_kept = data_kept
            && browser::save(self.keys.kept, how.key())
            && or_forget(self.keys.shorthand, self.shorthand.as_deref())
            && or_forget(self.keys.format, self.format.map(Format::key))
            && or_forget(self.keys.scorer, self.scorer.as_deref())
            && browser::save(self.keys.threshold, &self.threshold.to_string());
        let note = if settings_kept {
            matches!(how, Kept::Counts | Kept::Indexed).then_some(StorageNote::CountsKept)
        } else {
            for key in [self.keys.text, self.keys.shorthand] {
                browser::forget(key);
            }
            // A few bytes often fit where the data did not: the next visit says why
            // nothing came back.
            if !browser::save(self.keys.kept, Kept::NOTHING) {
                browser::forget(self.keys.kept);
            }
            Some(StorageNote::NotKept)
        };
        // The view may have closed: then there is no note to show.
        let _ = self.note.try_set(note);
    }
}

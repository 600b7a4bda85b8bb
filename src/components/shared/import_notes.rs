//! What became of the input itself: the note on a picked or dropped file and the note on
//! what storage kept. Shown under every importer's input (the data view and both compare
//! runs) with the same words, so none of them hides what another says.

use leptos::prelude::*;

use crate::components::shared::prefs::use_prefs;
use crate::import::DataImport;

/// The file and storage notes of one importer; `prefix` names them:
/// `{prefix}-file-note` and `{prefix}-storage-note`.
#[component]
pub fn ImportNotes(
    /// The importer.
    state: DataImport,
    /// The `data-testid` prefix: "data", "compare-a", "compare-b".
    prefix: &'static str,
) -> impl IntoView {
    let lang = use_prefs().lang;
    view! {
        <p class="file-note" data-testid=format!("{prefix}-file-note")>
            {move || state.file_note.get().map(|note| note.text(lang.get()))}
        </p>
        <p class="file-note" data-testid=format!("{prefix}-storage-note")>
            {move || state.storage_note.get().map(|note| note.text(lang.get()))}
        </p>
    }
}

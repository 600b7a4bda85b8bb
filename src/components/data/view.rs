//! The data view: bring your own eval results, see pass@k and pass^k as they really are.
//! The state and its behaviour live in [`DataImport`]; this file only lays out the parts.

use leptos::prelude::*;

use crate::state::{HonestChoices, Lens};

use crate::components::data::input::DataInput;
use crate::components::data::results::DataResults;
use crate::components::data::status::DataStatus;
use crate::import::{DataImport, StorageKeys};

/// The data view. Its k is shared with the page so that links carry it.
#[component]
pub fn DataView(
    /// The view's k.
    k: Lens<u64>,
    /// The page's `tasks=` value: read from the link at start, kept up to date by this view
    /// (None when the data is too big for a link).
    tasks_param: Lens<Option<String>>,
    /// τ, the prior and the cards' estimator (link parameters).
    choices: HonestChoices,
) -> impl IntoView {
    let state = DataImport::new(tasks_param, &StorageKeys::DATA, Some(k.into()));
    view! {
        <div class="view view-data">
            <DataInput state=state />
            <DataStatus state=state />
            <DataResults state=state k=k choices=choices />
        </div>
    }
}

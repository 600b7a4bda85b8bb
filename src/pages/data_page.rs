//! The data page (`data.html`): a person's own eval results, read in the browser.

use leptos::prelude::*;

use crate::app::{mount_page, page_class, start};
use crate::components::data::view::DataView;
use crate::components::shared::masthead::Masthead;
use passk_core::share::{Page, SharedState};

/// The data view under the masthead.
#[component]
fn DataPage(
    /// Where the page starts.
    start_from: SharedState,
) -> impl IntoView {
    let state = start(start_from);
    view! {
        <main class=page_class(state)>
            <Masthead state=state page=Page::Data />
            <DataView k=state.data_k tasks_param=state.tasks choices=state.honest_choices() />
        </main>
    }
}

/// Mounts the data page on `<body>`.
pub fn mount() {
    mount_page(
        Page::Data,
        |start_from| view! { <DataPage start_from=start_from /> },
    );
}

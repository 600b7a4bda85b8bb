//! The compare page (`compare.html`): two runs of the same tasks compared task by task.

use leptos::prelude::*;

use crate::app::{mount_page, page_class, start};
use crate::components::compare::view::CompareView;
use crate::components::shared::masthead::Masthead;
use passk_core::share::{Page, SharedState};

/// The compare view under the masthead.
#[component]
fn ComparePage(
    /// Where the page starts.
    start_from: SharedState,
) -> impl IntoView {
    let state = start(start_from);
    view! {
        <main class=page_class(state)>
            <Masthead state=state page=Page::Compare />
            <CompareView k=state.data_k run_a=state.run_a run_b=state.run_b />
        </main>
    }
}

/// Mounts the compare page on `<body>`.
pub fn mount() {
    mount_page(
        Page::Compare,
        |start_from| view! { <ComparePage start_from=start_from /> },
    );
}

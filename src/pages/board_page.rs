//! The leaderboard page (`board.html`): N runs ranked, with rank intervals and tie groups.

use leptos::prelude::*;

use crate::app::{mount_page, page_class, start};
use crate::components::board::view::BoardView;
use crate::components::shared::masthead::Masthead;
use passk_core::share::{Page, SharedState};

/// The leaderboard view under the masthead.
#[component]
fn BoardPage(
    /// Where the page starts.
    start_from: SharedState,
) -> impl IntoView {
    let state = start(start_from);
    view! {
        <main class=page_class(state)>
            <Masthead state=state page=Page::Board />
            <BoardView k=state.data_k seed=state.seed />
        </main>
    }
}

/// Mounts the leaderboard page on `<body>`.
pub fn mount() {
    mount_page(
        Page::Board,
        |start_from| view! { <BoardPage start_from=start_from /> },
    );
}

//! The room view: a participant's phone when the link has a code (`join=`), else the
//! presenter's screen.

use leptos::prelude::*;

use super::participant::RoomParticipant;
use super::presenter::RoomPresenter;
use crate::state::PageState;

/// The room view.
#[component]
pub fn RoomView(
    /// The page's state: the code and relay the link names, and what the explorer shows.
    state: PageState,
) -> impl IntoView {
    let relay = state.room_relay.get_untracked();
    match state.room_join.get_untracked() {
        Some(code) => view! { <RoomParticipant code=code relay=relay /> }.into_any(),
        None => view! { <RoomPresenter state=state relay=relay /> }.into_any(),
    }
}

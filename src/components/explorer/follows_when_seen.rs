//! A panel below the explorer's charts that follows a drag only while it is on screen: off
//! screen it keeps what it showed until it is scrolled into view or the pointer is let go,
//! so a drag at the top does not pay for the panels no one can see.

use leptos::html::Div;
use leptos::prelude::*;

use crate::on_screen::on_screen;
use crate::state::PageState;

/// Renders `panel` with the page's state as seen from where it sits.
#[component]
pub fn FollowsWhenSeen(
    /// The page's state.
    state: PageState,
    /// The panel, given the state it reads.
    panel: fn(PageState) -> AnyView,
) -> impl IntoView {
    let node = NodeRef::<Div>::new();
    let seen = on_screen(node);
    let dragging = state.dragging;
    let follow = Signal::derive(move || seen.get() || !dragging.get());
    let followed = state.followed_when(follow);
    view! { <div class="follows-when-seen" node_ref=node>{panel(followed)}</div> }
}

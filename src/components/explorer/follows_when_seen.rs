//! A panel below the explorer's charts that follows a drag only while it is on screen: off
//! screen it keeps what it showed until it is scrolled into view or the drag is over (the
//! pointer let go and the state still), so a drag at the top does not pay for the panels
//! no one can see.

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
    let followed = state.followed_when(on_screen(node));
    view! { <div class="follows-when-seen" node_ref=node>{panel(followed)}</div> }
}

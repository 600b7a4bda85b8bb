//! The widget a blog post embeds: the explorer's controls, readouts and charts under one
//! line of chrome. The embed page shows only this; the full page shows it for `embed=1`.

use leptos::prelude::*;

use crate::components::embed_bar::EmbedBar;
use crate::components::explorer::Explorer;
use crate::state::PageState;

/// The embedded widget.
#[component]
pub fn EmbedWidget(
    /// The page's state (its `embed` is true).
    state: PageState,
) -> impl IntoView {
    let class = if state.present {
        "page embed present"
    } else {
        "page embed"
    };
    view! {
        <main class=class>
            <EmbedBar state=state />
            <Explorer state=state />
        </main>
    }
}

//! The embed's one line of chrome: the name and a link that opens the same state in the
//! full page.

use leptos::prelude::*;
use passk_words::prelude::*;

use crate::browser;
use crate::components::prefs::use_prefs;
use crate::state::PageState;
use passk_core::share::SharedState;

/// The bar above an embedded widget.
#[component]
pub fn EmbedBar(
    /// The page's state, which the link carries.
    state: PageState,
) -> impl IntoView {
    let lang = use_prefs().lang;
    let full_page_link = move || {
        let full_page = SharedState {
            embed: false,
            ..state.snapshot()
        };
        format!("{}?{}", browser::sibling_address(""), full_page.to_query())
    };
    view! {
        <header class="embed-bar">
            <strong>"passk"</strong>
            <a href=full_page_link target="_blank" rel="noopener" data-testid="open-in-passk">
                {move || lang.get().words().open_in_passk}
            </a>
        </header>
    }
}

//! Where a page's state starts and where it is kept: the link, the last visit's storage,
//! and the keys they are written back under. Shared by the full page (Leptos) and the
//! embed page (plain DOM), so both read links and storage the same way.

use crate::browser;
use passk_core::lang::Lang;
use passk_core::share::{Page, SharedState};
use passk_words::explorer::CrashWords;
use passk_words::prelude::*;

pub use passk_core::share::{EMBED_STATE_KEY, FIRST_PAINT_ID, STATE_KEY};

/// The storage key for this page's mode.
pub fn state_key(embed: bool) -> &'static str {
    if embed {
        EMBED_STATE_KEY
    } else {
        STATE_KEY
    }
}

/// The state to start from on `page`: the link's, or else the last visit's, or else the
/// defaults (the Korean widget's 80% × 6, which already tells the story). A last visit's
/// data comes back from its own storage, in full, rather than from the `tasks=` shorthand.
/// A link names one view's k; the other view keeps the k it had. A link that names no view
/// is the page's first view's; with no link, the explorer page (the front door) reopens
/// the last view, and every other page opens its own first view unless the last was its.
pub fn initial_state(embed_page: bool, page: Page) -> SharedState {
    let query = page.query_with_view(&browser::query());
    let mut state = state_from(&query, embed_page);
    if query.is_empty() && page != Page::Explorer && state.view.page() != page {
        state.view = page.first_view();
    }
    state
}

fn state_from(query: &str, embed_page: bool) -> SharedState {
    let embed = embed_page || SharedState::from_query(query).embed;
    SharedState::starting(query, browser::load(state_key(embed)).as_deref(), embed)
}

/// Writes the page's language and theme on `<html>` (for CSS and screen readers), with the
/// crash notice's words, ready for when no wasm can run (`crash_notice.rs` and
/// `scripts/crash-watch.js` read them).
pub fn mark_root(lang: Lang, dark: bool) {
    browser::set_root_attribute("lang", lang.code());
    browser::set_root_attribute("data-theme", if dark { "dark" } else { "light" });
    let CrashWords {
        title,
        help,
        reload,
    } = lang.crash_words();
    browser::set_root_attribute("data-crash-title", title);
    browser::set_root_attribute("data-crash-help", help);
    browser::set_root_attribute("data-crash-reload", reload);
}

/// Takes down the page's built-in first paint, if it has one: called in the task that
/// mounts the live page, so no frame shows both, or neither.
pub fn take_down_first_paint() {
    if let Some(snapshot) = web_sys::window()
        .and_then(|window| window.document())
        .and_then(|document| document.get_element_by_id(FIRST_PAINT_ID))
    {
        snapshot.remove();
    }
}

//! The explorer's closing note on what its model assumes.

use leptos::prelude::*;
use passk_words::prelude::*;

use crate::components::shared::prefs::use_prefs;

/// The explorer's closing note on what the model assumes.
#[component]
pub fn Footnote() -> impl IntoView {
    let lang = use_prefs().lang;
    view! {
        <footer class="footnote">
            <p>{move || lang.get().page_words().footnote}</p>
        </footer>
    }
}

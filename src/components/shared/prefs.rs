//! The reader's preferences that every component needs: language and dark mode.
//!
//! They travel by context rather than props because every readout, label and chart reads
//! them; threading two extra props through each component would add noise without adding
//! clarity. `Prefs` is a `Copy` handle of read-only signals: only the page changes them.

use leptos::prelude::*;

use passk_core::lang::Lang;

/// Language and colour scheme, as signals.
#[derive(Clone, Copy)]
pub struct Prefs {
    /// The interface language.
    pub lang: Signal<Lang>,
    /// Whether the dark palette is in use.
    pub dark: Signal<bool>,
}

/// The page's preferences (English and light outside the page, as in isolated tests).
pub fn use_prefs() -> Prefs {
    use_context::<Prefs>().unwrap_or(Prefs {
        lang: Signal::stored(Lang::En),
        dark: Signal::stored(false),
    })
}

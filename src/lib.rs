//! passk: an interactive explorer for pass@k and pass^k.
//!
//! The web layer: the crates below (`passk_core` math, `passk_data` result files,
//! `passk_words` sentences, `passk_chart` drawing) hold everything a person sees; `pages`
//! (built for wasm32 only, one binary each) are the Leptos pages that wire them to sliders
//! and canvases.

#[cfg(target_arch = "wasm32")]
pub mod app;
#[cfg(target_arch = "wasm32")]
pub mod components;
#[cfg(target_arch = "wasm32")]
pub mod import;
#[cfg(target_arch = "wasm32")]
pub mod latest;
#[cfg(target_arch = "wasm32")]
pub mod on_screen;
#[cfg(target_arch = "wasm32")]
pub mod pages;
#[cfg(target_arch = "wasm32")]
pub mod state;

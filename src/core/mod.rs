//! The pure math of passk: no web crate, no I/O, tested natively with `cargo test`.
//!
//! Everything a person sees is computed here; the UI and chart modules only display it.

pub mod closed_form;
pub mod curves;
pub mod dd;
pub mod estimators;
pub mod format;
pub mod input;

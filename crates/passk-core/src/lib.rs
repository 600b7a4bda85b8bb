//! The pure math of passk: no web crate, no I/O, tested natively with `cargo test`.
//!
//! Everything a person sees is computed here; the UI and chart modules only display it.

pub mod aggregate;
pub mod beta;
pub mod board;
pub mod chain;
pub mod closed_form;
pub mod closed_set;
pub mod clustered;
pub mod compare;
pub mod curves;
pub mod dd;
pub mod deployment;
pub mod estimators;
pub mod format;
pub mod input;
pub mod inverse;
pub mod lang;
pub mod plan;
pub mod posterior;
pub mod presets;
pub mod quiz;
pub mod replicates;
pub mod rerun;
pub mod share;
pub mod spectrum;
pub mod stats;
pub mod student_t;

//! passk: an interactive explorer for pass@k and pass^k.
//!
//! `core` is pure math, `data` reads result files into tasks and summaries, `chart` draws on any plotters backend, and `app` (built for wasm32
//! only) is the Leptos page that wires them to sliders and canvases.

pub mod chart;
pub mod core;
pub mod data;
pub mod words;

#[cfg(target_arch = "wasm32")]
pub mod app;
#[cfg(target_arch = "wasm32")]
pub mod browser;
#[cfg(target_arch = "wasm32")]
pub mod canvas;
#[cfg(target_arch = "wasm32")]
pub mod components;
#[cfg(target_arch = "wasm32")]
pub mod crash_notice;
#[cfg(target_arch = "wasm32")]
pub mod embed_page;
#[cfg(target_arch = "wasm32")]
pub mod page_start;
#[cfg(target_arch = "wasm32")]
pub mod state;

//! What both pages (the Leptos full page and the plain-DOM embed page) need from the
//! browser, without a UI framework: the URL and storage (`browser`), where a page's state
//! starts (`page_start`), a chart canvas's observed size and HiDPI plotters backend
//! (`canvas`), work the page must finish before it is left (`leaving`), and the crash
//! notice. Built for wasm32 only; natively it is empty.

#[cfg(target_arch = "wasm32")]
pub mod browser;
#[cfg(target_arch = "wasm32")]
pub mod canvas;
#[cfg(target_arch = "wasm32")]
pub mod crash_notice;
#[cfg(target_arch = "wasm32")]
pub mod host;
#[cfg(target_arch = "wasm32")]
pub mod idb;
#[cfg(target_arch = "wasm32")]
pub mod import_worker;
#[cfg(target_arch = "wasm32")]
pub mod leaving;
#[cfg(target_arch = "wasm32")]
pub mod measured_canvas;
#[cfg(target_arch = "wasm32")]
pub mod page_start;
#[cfg(target_arch = "wasm32")]
pub mod room_socket;

//! The full site's pages, one per reader, each mounted by its own binary (`src/*main.rs`, the
//! `[[bin]]`s of Cargo.toml) so that a page carries only its own views: Cargo links what the page's
//! `mount` reaches and nothing else.

pub mod board_page;
pub mod compare_page;
pub mod data_page;
pub mod explorer_page;

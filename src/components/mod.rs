//! The pages' components, by the page they serve (`explorer`, `data`, `compare`, `board`)
//! and what more than one page shows (`shared`); one component per file, or a file named
//! for what it holds. Each is a thin view over `core` values and `chart` descriptions; none
//! computes a metric itself. Importing (the state behind the import form) is `crate::import`.

pub mod board;
pub mod compare;
pub mod data;
pub mod explorer;
pub mod room;
pub mod shared;

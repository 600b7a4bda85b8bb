//! The data layer: what turns result files into per-task counts (`import`: the formats, the
//! tally, the `tasks=` shorthand) and counts into what the data view shows (`dataset`:
//! summaries, curves, the histogram, the task table). It builds on `core`'s math; `core`
//! refers to nothing here. Like `core`, it imports no web crate and is tested natively.

pub mod board;
pub mod clusters;
pub mod compare;
pub mod dataset;
pub mod honest;
pub mod import;
mod pass_through;

//! The compare page (`compare.html`): two runs' inputs, the difference rows, the charts and the movers.

pub mod charts;
pub mod difference_row;
pub mod input;
pub mod movers;
pub mod view;

//! The page's building blocks, one component per file. Each is a thin view over `core`
//! values and `chart` descriptions; none computes a metric itself.

pub mod chart_canvas;
pub mod data_view;
pub mod explorer;
pub mod metric_card;
pub mod readout;
pub mod slider_field;
pub mod task_table;

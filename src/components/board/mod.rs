//! The leaderboard page (`board.html`): its runs, their list, the ranked table and the pairwise matrix.

pub mod inputs;
pub mod keeping;
pub mod matrix;
pub mod metric_picker;
pub mod reader;
pub mod run;
pub mod run_list;
pub mod table;
pub mod view;

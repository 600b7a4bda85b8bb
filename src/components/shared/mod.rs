//! What more than one page shows: the masthead and preferences, charts on a canvas with their tables and exports, the results block, number fields, and the import form (choices, progress, notes, messages) the data, compare and leaderboard pages share.

pub mod chart_canvas;
pub mod chart_export;
pub mod chart_table;
pub mod count_field;
pub mod data_k_field;
pub mod drop_zone;
pub mod field_edit;
pub mod footnote;
pub mod import_messages;
pub mod import_notes;
pub mod import_options;
pub mod import_progress;
pub mod masthead;
pub mod prefs;
pub mod results_block;

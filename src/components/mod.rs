//! The page's building blocks, one component per file. Each is a thin view over `core`
//! values and `chart` descriptions; none computes a metric itself.

pub mod chart_canvas;
pub mod chart_table;
pub mod compare_charts;
pub mod compare_input;
pub mod compare_movers;
pub mod compare_view;
pub mod count_field;
pub mod data_import;
pub mod data_input;
pub mod data_options;
pub mod data_results;
pub mod data_status;
pub mod data_view;
pub mod difference_row;
pub mod estimate_card;
pub mod explorer;
pub mod explorer_panels;
pub mod field_edit;
pub mod footnote;
pub mod honest_panel;
pub mod import_messages;
pub mod import_notes;
pub mod masthead;
pub mod metric_card;
pub mod plan_view;
pub mod prefs;
pub mod preset_bar;
pub mod quiz_view;
pub mod readout;
pub mod rerun_panel;
pub mod results_block;
pub mod share_panel;
pub mod slider_field;
pub mod table_editor;
pub mod task_table;

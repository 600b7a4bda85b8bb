//! The data page (`data.html`): the input, its table editor and status, the cards, the honest numbers and the task table.

pub mod cards;
pub mod cluster_panel;
pub mod cluster_table;
pub mod estimate_card;
pub mod honest_choices_form;
pub mod honest_panel;
pub mod input;
pub mod metric_card;
pub mod replicate_panel;
pub mod replicate_reads;
pub mod replicate_table;
pub mod results;
pub mod status;
pub mod supported_k;
pub mod table_editor;
pub mod task_table;
pub mod view;

//! The data view's words: labels, captions, notes and the sentences built from its numbers.

use passk_core::lang::Lang;
use passk_data::dataset::{Consistency, HistogramAxis};

/// The data view's words.
#[derive(Debug)]
#[cfg_attr(test, derive(serde::Serialize))]
pub struct DataWords {
    /// Label of the text area.
    pub input_label: &'static str,
    /// The sample button.
    pub sample: &'static str,
    /// The clear button.
    pub clear: &'static str,
    /// Label of the format picker.
    pub format: &'static str,
    /// The picker's automatic choice.
    pub detect: &'static str,
    /// The picker's automatic choice once a format was found, before its name.
    pub detected: &'static str,
    /// Before the reward threshold.
    pub threshold: &'static str,
    /// Next to the progress bar.
    pub importing: &'static str,
    /// Label of the k field.
    pub k_label: &'static str,
    /// Under pass@k.
    pub meaning_at: &'static str,
    /// Under pass^k.
    pub meaning_hat: &'static str,
    /// Title of avg@k.
    pub avg_title: &'static str,
    /// Under avg@k.
    pub meaning_avg: &'static str,
    /// When no task has n ≥ k.
    pub no_estimate: &'static str,
    /// Caption of the data chart.
    pub chart_caption: &'static str,
    /// Caption of the table.
    pub table_caption: &'static str,
    /// A task without an estimate at this k.
    pub too_few: &'static str,
    /// The kind column.
    pub kind: &'static str,
}

/// The status line's words around its three counts ("3 tasks, 24 records read, 0 skipped."),
/// each agreeing with its count.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(test, derive(serde::Serialize))]
pub struct StatusWords {
    /// After the task count.
    pub after_tasks: &'static str,
    /// After the record count.
    pub after_records: &'static str,
    /// After the skipped count.
    pub after_skipped: &'static str,
}

every_language_says! {
    /// What data.rs says: each language says it in its own file (`languages/`), and
    /// [`Lang`] by asking its language.
    pub trait DataText {
        /// The data view's words.
        fn data_words(&self) -> &'static DataWords;

        /// How consistent a task was, for the task table's kind column.
        fn consistency_name(&self, consistency: Consistency) -> &'static str;

        /// The status line's words for these counts of tasks and records.
        fn status_words(&self, tasks: usize, records: usize) -> StatusWords;

        /// "3 tasks, 24 trials, k = 3" and, when some were left out, why.
        fn rests_on(&self, tasks: usize, trials: u64, k: u64, excluded: usize) -> String;

        /// "95% CI a – b (t, SE s); bootstrap c – d".
        fn interval(&self, t: (&str, &str), se: &str, bootstrap: (&str, &str)) -> String;

        /// The data chart's legend: a measured curve ("measured pass@k").
        fn measured(&self, metric: &str) -> String;

        /// The data chart's legend: i.i.d. pass@k at the data's mean rate.
        fn iid_at_mean(&self, rate: &str) -> String;

        /// The data chart's legend: the other i.i.d. curve ("i.i.d. pass^k").
        fn iid_curve(&self, metric: &str) -> String;

        /// The data chart's legend: the fitted spread's pass@k, with ρ.
        fn fitted_spread(&self, spread: f64, metric: &str) -> String;

        /// The data chart's legend: the fitted spread's other curve.
        fn fitted_curve(&self, metric: &str) -> String;

        /// The data chart's y axis.
        fn mean_over_tasks(&self) -> &'static str;

        /// The histogram's x axis.
        fn histogram_axis(&self, axis: HistogramAxis) -> String;

        /// The histogram's y axis.
        fn tasks_axis(&self) -> &'static str;

        /// The table editor's words: open, close, the task column, add, remove (a column
        /// header for screen readers).
        fn editor_words(&self) -> EditorWords;

        /// A cell of the table editor, for screen readers ("n, row 3").
        fn editor_cell(&self, column: &str, row: usize) -> String;

        /// A row's remove button, for screen readers.
        fn editor_remove_row(&self, row: usize) -> String;

        /// Under the task table when it shows only some tasks.
        fn table_showing(&self, shown: usize, total: usize) -> String;

        /// The data view's regions, for screen readers: input, file picker, summary.
        fn data_regions(&self) -> DataRegions;

        /// Label of the inspect_ai scorer picker.
        fn scorer_label(&self) -> &'static str;

        /// A picked file was read into the text area.
        fn file_loaded(&self, name: &str) -> String;

        /// A picked file too big for the text area was read directly.
        fn file_loaded_large(&self, name: &str, megabytes: f64) -> String;

        /// What was kept for the next visit: only the per-task counts, or nothing.
        fn storage_counts_kept(&self) -> &'static str;

        /// Nothing could be kept for the next visit.
        fn storage_not_kept(&self) -> &'static str;

        /// After a reload: the last visit's data could not be kept, so none came back.
        fn storage_not_kept_last_time(&self) -> &'static str;

        /// The latest input yielded nothing, so the previous data is still shown.
        fn kept_previous_note(&self, tasks: usize) -> String;

        /// The table editor is off for big data sets.
        fn editor_cap_note(&self, rows: usize) -> String;

        /// The data view's k is above every task's n.
        fn data_k_above_trials(&self, k: u64) -> String;

        /// The data view's k field holds something other than a whole number ≥ 1.
        fn data_k_not_whole(&self, text: &str) -> String;

        /// The data chart, for screen readers.
        fn data_chart_description(&self) -> &'static str;

        /// The histogram, for screen readers.
        fn histogram_description(&self) -> &'static str;

        /// "How often each task passed: 1 always right, 2 flaky, 0 never right."
        fn histogram_caption(&self, always: usize, flaky: usize, never: usize) -> String;
    }
}

/// What data.rs says the same way in every language (implemented for [`Lang`]).
pub trait DataShared {
    /// The name a new row of the table editor gets ("task 4").
    fn new_task_name(self, number: usize) -> String;
}

impl DataShared for Lang {
    fn new_task_name(self, number: usize) -> String {
        format!("{} {number}", self.editor_words().task)
    }
}

/// The table editor's fixed words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(test, derive(serde::Serialize))]
pub struct EditorWords {
    /// The button that opens the editor.
    pub open: &'static str,
    /// The same button while it is open.
    pub close: &'static str,
    /// The task column's heading (and new tasks' names).
    pub task: &'static str,
    /// The button that adds a row.
    pub add: &'static str,
    /// The remove column's heading (read by screen readers).
    pub remove: &'static str,
}

/// The data view's regions, as screen readers name them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(test, derive(serde::Serialize))]
pub struct DataRegions {
    /// The input region.
    pub data: &'static str,
    /// The file picker.
    pub pick_file: &'static str,
    /// The summaries.
    pub summary: &'static str,
}

//! The words of the leaderboard view.

use passk_core::aggregate::Metric;
use passk_core::lang::Lang;

/// The fixed strings of the leaderboard.
#[derive(Debug)]
#[cfg_attr(test, derive(serde::Serialize))]
pub struct BoardWords {
    /// The tab.
    pub tab: &'static str,
    /// What the view answers.
    pub lede: &'static str,
    /// Label of the file picker (one run per file).
    pub files_label: &'static str,
    /// Label of the paste box.
    pub paste_label: &'static str,
    /// Button: add the pasted text as a run.
    pub add_run: &'static str,
    /// Label of a run's name field.
    pub name_label: &'static str,
    /// Button: remove a run.
    pub remove: &'static str,
    /// Label of the metric picker.
    pub metric_label: &'static str,
    /// Label of the k field.
    pub k_label: &'static str,
    /// Said before two runs are in.
    pub waiting: &'static str,
    /// Said when a 21st run is refused.
    pub too_many: &'static str,
    /// Before what an input that gave no run said ("not added:").
    pub not_added: &'static str,
    /// Said when storage refused a run: it will not come back on the next visit.
    pub runs_not_kept: &'static str,
    /// Said when some run of the last visit was not kept, so it did not come back.
    pub runs_not_kept_last_time: &'static str,
    /// Table headers: rank, groups, run, value, 95% interval, rank interval.
    pub headers: [&'static str; 6],
    /// The matrix's caption.
    pub matrix_caption: &'static str,
}

every_language_says! {
    /// What board.rs says: each language says it in its own file (`languages/`), and
    /// [`Lang`] by asking its language.
    pub trait BoardText {
        /// The fixed strings.
        fn board_words(&self) -> &'static BoardWords;

        /// What the ranking rests on: common tasks, tasks not in every run, tasks left out.
        fn board_note(&self, common: usize, partly: &[String], too_few: usize, k: u64) -> String;

        /// While the board is computed: "Ranking… 40%".
        fn board_progress(&self, done: f64) -> String;

        /// Why `runs` runs (two or more) give no board: they share no task (`common` = 0),
        /// or `k` is past every shared task's trials, `largest_k` being the most they allow
        /// (0 when no k does).
        fn board_not_ranked(&self, runs: usize, common: usize, k: u64, largest_k: u64) -> String;

        /// The button that ranks at the largest k the runs allow.
        fn board_use_k(&self, k: u64) -> String;

        /// How the board was made, in a paragraph.
        fn board_method(&self, single_trial: bool, resamples: u32, seed: u64) -> String;
    }
}

/// What board.rs says the same way in every language (implemented for [`Lang`]).
pub trait BoardShared {
    /// A metric's name at k ("pass^3", "avg@k").
    fn board_metric(self, metric: Metric, k: u64) -> String;
}

impl BoardShared for Lang {
    fn board_metric(self, metric: Metric, k: u64) -> String {
        match metric {
            Metric::PassAtK => format!("pass@{k}"),
            Metric::PassHatK => format!("pass^{k}"),
            Metric::AvgAtK => "avg@k".to_string(),
        }
    }
}

//! The words of the compare view (two runs, task by task) and the plan view (how big the
//! next eval must be), in each language's own word order.

use passk_data::compare::MoverOrder;

/// Every fixed string of the compare and plan views.
#[derive(Debug)]
#[cfg_attr(test, derive(serde::Serialize))]
pub struct CompareWords {
    /// Tab: the compare view.
    pub tab_compare: &'static str,
    /// Tab: the plan view.
    pub tab_plan: &'static str,
    /// What the compare view answers.
    pub compare_lede: &'static str,
    /// Label of run A's input.
    pub run_a: &'static str,
    /// Label of run B's input.
    pub run_b: &'static str,
    /// Label of the k field.
    pub label_k: &'static str,
    /// Heading of the results.
    pub results: &'static str,
    /// Column: the metric.
    pub metric: &'static str,
    /// Column: the paired difference.
    pub difference: &'static str,
    /// Column: the paired t interval.
    pub paired_t: &'static str,
    /// Column: the paired bootstrap interval.
    pub paired_bootstrap: &'static str,
    /// Column: the unpaired interval.
    pub unpaired: &'static str,
    /// Why the unpaired interval is shown.
    pub unpaired_note: &'static str,
    /// In an interval's cell when it is not defined (fewer than two tasks compared).
    pub interval_undefined: &'static str,
    /// Heading: tasks that moved.
    pub movers: &'static str,
    /// Column: the task id.
    pub task: &'static str,
    /// Column: the change in success rate.
    pub change: &'static str,
    /// Heading: tasks in only one run.
    pub unmatched: &'static str,
    /// Chart caption: both runs over k.
    pub chart_runs: &'static str,
    /// Chart caption: the difference over k.
    pub chart_difference: &'static str,
    /// Legend: run A (prefix).
    pub legend_a: &'static str,
    /// Legend: run B (prefix).
    pub legend_b: &'static str,
    /// Y axis of the difference chart.
    pub axis_difference: &'static str,
    /// When there is nothing to compare yet.
    pub waiting: &'static str,
    /// What the plan view answers.
    pub plan_lede: &'static str,
    /// Plan field labels: mean rate (%), spread, k, trials per task, half-width (points).
    pub plan_labels: PlanLabels,
    /// Plan table columns: trials per task, tasks for pass^k, tasks for pass@k, total
    /// trials, detectable difference.
    pub plan_columns: [&'static str; 5],
    /// Under the table: how it is computed.
    pub plan_method: &'static str,
}

every_language_says! {
    /// What compare.rs says: each language says it in its own file (`languages/`), and
    /// [`Lang`] by asking its language.
    pub trait CompareText {
        /// The words of the compare and plan views.
        fn compare_words(&self) -> &'static CompareWords;

        /// After a run's count of tasks read ("1 task read", "3 tasks read").
        fn tasks_read(&self, count: usize) -> &'static str;

        /// The name of a movers' table order, for its button.
        fn mover_order_name(&self, order: MoverOrder) -> &'static str;

        /// "12 tasks in both runs" and how many were left out at this k.
        fn matched_note(&self, matched: usize, left_out: usize, k: u64) -> String;

        /// "5 tasks changed their success rate: 3 up, 2 down."
        fn changed_note(&self, changed: usize, up: usize, down: usize) -> String;

        /// "7 tasks only in run A, 2 only in run B."
        fn unmatched_note(&self, only_a: usize, only_b: usize) -> String;

        /// While two big runs are matched by id: "Matching the runs… 40%".
        fn matching_progress(&self, done: f64) -> String;

        /// The permutation test in words: `share` is the p-value as a percentage text.
        fn p_value_sentence(&self, metric: &str, share: &str, permutations: &str) -> String;

        /// "every one of 4,096" or "20,000 random".
        fn permutations_said(&self, exact: bool, count: u64) -> String;

        /// The planner's answer in a sentence.
        fn plan_sentence(&self, tasks: u64, k: u64, trials: u64, width: &str) -> String;

        /// The plan's k needs at least k trials per task.
        fn plan_too_few_trials(&self, k: u64) -> String;

        /// The smallest difference detectable between two agents.
        fn detectable_sentence(&self, k: u64, difference: &str) -> String;
    }
}

/// The plan view's field labels.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(test, derive(serde::Serialize))]
pub struct PlanLabels {
    /// The mean success rate p, percent.
    pub p: &'static str,
    /// The difficulty spread.
    pub spread: &'static str,
    /// k.
    pub k: &'static str,
    /// Trials per task n.
    pub trials: &'static str,
    /// The target half-width w.
    pub width: &'static str,
}

/// English plural: one, else other ("1 task", "0 tasks", "2 tasks").
pub(crate) fn plural_en(count: usize, one: &'static str, other: &'static str) -> &'static str {
    if count == 1 {
        one
    } else {
        other
    }
}

/// Portuguese plural: 0 and 1 take the singular ("0 tarefa", "1 tarefa", "2 tarefas").
pub(crate) fn plural_pt(count: usize, one: &'static str, other: &'static str) -> &'static str {
    if count <= 1 {
        one
    } else {
        other
    }
}

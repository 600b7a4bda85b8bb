//! The words of "how much of the number is noise": clustered standard errors, and the k a
//! deployment implies.

/// Fixed strings of the clustered errors and the deployment panel.
#[derive(Debug)]
#[cfg_attr(test, derive(serde::Serialize))]
pub struct NoiseWords {
    /// Heading of the clustered errors.
    pub cluster_heading: &'static str,
    /// Label of the cluster picker.
    pub cluster_label: &'static str,
    /// The picker's first choice: no clusters.
    pub cluster_none: &'static str,
    /// Heading of the plain standard error column.
    pub se_label: &'static str,
    /// Heading of the clustered standard error column.
    pub clustered_se_label: &'static str,
    /// Heading of the deployment panel.
    pub deploy_heading: &'static str,
    /// What the deployment panel asks.
    pub deploy_help: &'static str,
    /// Label: uses per period.
    pub uses_label: &'static str,
    /// Label: the share of periods in which every use succeeds.
    pub target_label: &'static str,
    /// Heading of the replicate runs.
    pub replicates_heading: &'static str,
    /// Label of the choice of how several files are read.
    pub runs_as_label: &'static str,
    /// Several files are one run: their trials add up.
    pub runs_as_one: &'static str,
    /// Several files are replicate runs of one agent.
    pub runs_as_replicates: &'static str,
    /// While each file is read as its own run.
    pub replicates_reading: &'static str,
    /// The files share no task, so there is nothing to compare.
    pub replicates_none_shared: &'static str,
}

every_language_says! {
    /// What noise.rs says: each language in its own file (`languages/`).
    pub trait NoiseText {
        /// The fixed strings.
        fn noise_words(&self) -> &'static NoiseWords;

        /// A cluster rule as the picker names it: the task id up to its last `separator`.
        fn cluster_rule_name(&self, separator: char) -> String;

        /// How much wider the clustered intervals are: "intervals 1.8× wider: 412 tasks in
        /// 57 clusters" (`ratio` already written).
        fn clustered_note(&self, ratio: &str, tasks: usize, clusters: usize) -> String;

        /// The per-trial rate a deployment needs: "k = 20 uses, all succeeding 90% of the
        /// time → p ≥ 99.47%" (percentages already written).
        fn deployment_rate(&self, uses: u32, target: &str, rate: &str) -> String;

        /// One metric over replicate runs: "pass^1 over 3 runs: mean 44%, SD 3 points, from
        /// 41% to 47%." (numbers already written).
        fn replicate_line(&self, metric: &str, runs: usize, mean: &str, sd: &str, low: &str, high: &str) -> String;

        /// The smallest real change: "A change smaller than 6.2 points between two runs like
        /// these is noise (80% power, 5% two-sided)."
        fn noise_floor(&self, points: &str) -> String;

        /// How many tasks flip between runs, and the share of the variance between tasks.
        fn flips_sentence(&self, flips: usize, tasks: usize, between_tasks: Option<&str>) -> String;

        /// What measured counts support: the largest k with pass^k at or above `target`.
        fn supported_k_sentence(&self, target: &str, k: u64, k_low: u64, k_high: u64, k_max: u64) -> String;
    }
}

//! Tasks in clusters: which rule groups a data set's tasks, and the clustered standard
//! errors of its metrics (`passk_core::clustered`). A cluster comes from the task id, the
//! part before its last separator: `django__django-11099` and `django__django-11133` are
//! one repository's, `doc3_q1` and `doc3_q2` one document's.

use passk_core::aggregate::Metric;
use passk_core::clustered::{cluster_indices, clustered_summary, ClusteredSummary};
use passk_core::estimators::{unbiased_pass_at_k, unbiased_pass_hat_k, EstimateError};
use passk_core::stats::Bootstrap;

use crate::dataset::Dataset;

/// The separators a rule may split a task id on, in the order they are offered.
pub const SEPARATORS: [char; 6] = ['/', ':', '_', '-', '.', '|'];

/// How a task's cluster is told from its id.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClusterRule {
    /// The id up to its last `separator` (an id without one is a cluster of its own).
    PrefixBefore(char),
}

impl ClusterRule {
    /// The rule as the URL's `cluster=` and the command's `--cluster` write it:
    /// `prefix:/`.
    pub fn key(self) -> String {
        match self {
            ClusterRule::PrefixBefore(separator) => format!("prefix:{separator}"),
        }
    }

    /// Reads a rule written by [`ClusterRule::key`]; the error says what is understood.
    pub fn parse(text: &str) -> Result<ClusterRule, String> {
        let separator = text.strip_prefix("prefix:").and_then(|rest| {
            let mut characters = rest.chars();
            let separator = characters.next()?;
            characters.next().is_none().then_some(separator)
        });
        match separator {
            Some(separator) if SEPARATORS.contains(&separator) => {
                Ok(ClusterRule::PrefixBefore(separator))
            }
            Some(_) | None => Err(format!(
                "`{text}` is not a cluster rule: write prefix:SEP, where SEP is one of {} \
                 (the task id up to its last SEP names its cluster)",
                SEPARATORS
                    .iter()
                    .map(|s| format!("`{s}`"))
                    .collect::<Vec<_>>()
                    .join(", ")
            )),
        }
    }

    /// The cluster of the task named `name`.
    pub fn cluster_of(self, name: &str) -> &str {
        match self {
            ClusterRule::PrefixBefore(separator) => name
                .rsplit_once(separator)
                .map_or(name, |(prefix, _)| prefix),
        }
    }
}

/// Tasks a rule is tried on before it is offered: the first ones of the data set (a rule
/// that groups them groups the rest alike, and a million ids need not be hashed six times
/// before the page can show its picker).
pub const RULE_SAMPLE: usize = 20_000;

/// The rules worth offering for `data`: those that put at least two of its first
/// [`RULE_SAMPLE`] tasks together and still leave at least two clusters.
pub fn offered_rules(data: &Dataset) -> Vec<ClusterRule> {
    let sample = &data.tasks()[..data.len().min(RULE_SAMPLE)];
    SEPARATORS
        .into_iter()
        .map(ClusterRule::PrefixBefore)
        .filter(|rule| {
            let (_, clusters) =
                cluster_indices(sample.iter().map(|task| rule.cluster_of(&task.name)));
            clusters >= 2 && clusters < sample.len()
        })
        .collect()
}

/// A data set's metrics at one k, plain and clustered.
#[derive(Clone, Debug, PartialEq)]
pub struct ClusteredAt {
    /// The rule used.
    pub rule: ClusterRule,
    /// The k of pass@k and pass^k.
    pub k: u64,
    /// How many clusters the tasks fall in.
    pub clusters: usize,
    /// avg@k (each task's c/n: the same at every k, the headline at k = 1).
    pub avg: Option<ClusteredSummary>,
    /// pass@k over the tasks with n ≥ k.
    pub pass_at_k: Option<ClusteredSummary>,
    /// pass^k over the tasks with n ≥ k.
    pub pass_hat_k: Option<ClusteredSummary>,
}

impl ClusteredAt {
    /// One metric's summary.
    pub fn of(&self, metric: Metric) -> Option<&ClusteredSummary> {
        match metric {
            Metric::PassAtK => self.pass_at_k.as_ref(),
            Metric::PassHatK => self.pass_hat_k.as_ref(),
            Metric::AvgAtK => self.avg.as_ref(),
        }
    }
}

/// `data`'s metrics at `k` with clusters by `rule`; tasks with fewer than k trials are left
/// out of pass@k and pass^k, as in the unclustered summary.
pub fn clustered_at(
    data: &Dataset,
    k: u64,
    rule: ClusterRule,
    bootstrap: Bootstrap,
) -> ClusteredAt {
    let (cluster_of, clusters) =
        cluster_indices(data.tasks().iter().map(|task| rule.cluster_of(&task.name)));
    let summary = |metric: Metric| {
        let mut values = Vec::with_capacity(data.len());
        let mut their_clusters = Vec::with_capacity(data.len());
        for (task, &cluster) in data.tasks().iter().zip(&cluster_of) {
            let value = match metric {
                Metric::PassAtK => unbiased_pass_at_k(task.counts, k),
                Metric::PassHatK => unbiased_pass_hat_k(task.counts, k),
                Metric::AvgAtK => task.counts.success_rate(),
            };
            match value {
                Ok(value) => {
                    values.push(value);
                    their_clusters.push(cluster);
                }
                Err(EstimateError::KExceedsTrials { .. }) => {}
                // Invalid counts never reach a data set (the importer refuses them).
                Err(_) => return None,
            }
        }
        clustered_summary(&values, &their_clusters, bootstrap)
    };
    ClusteredAt {
        rule,
        k,
        clusters,
        avg: summary(Metric::AvgAtK),
        pass_at_k: summary(Metric::PassAtK),
        pass_hat_k: summary(Metric::PassHatK),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::import::NamedTask;
    use passk_core::estimators::TaskCounts;

    fn data(tasks: &[(&str, u64, u64)]) -> Dataset {
        Dataset::new(
            tasks
                .iter()
                .map(|&(name, trials, successes)| NamedTask {
                    name: name.to_string(),
                    counts: TaskCounts { trials, successes },
                })
                .collect(),
        )
    }

    #[test]
    fn rules_read_write_and_split_on_the_last_separator() {
        let rule = ClusterRule::parse("prefix:-").expect("a rule");
        assert_eq!(rule.key(), "prefix:-");
        assert_eq!(rule.cluster_of("django__django-11099"), "django__django");
        assert_eq!(rule.cluster_of("plain"), "plain");
        let refused = ClusterRule::parse("repo").expect_err("not a rule");
        assert!(refused.contains("prefix:SEP"), "{refused}");
        assert!(ClusterRule::parse("prefix:ab").is_err());
        assert!(ClusterRule::parse("prefix:#").is_err());
    }

    #[test]
    fn offered_rules_are_those_that_group() {
        let data = data(&[
            ("doc1_q1", 1, 1),
            ("doc1_q2", 1, 1),
            ("doc2_q1", 1, 0),
            ("doc2-x", 1, 0),
        ]);
        // `_` makes doc1, doc2 and doc2-x (3 clusters of 4 tasks); `-` only shortens one id,
        // which leaves every task alone in its cluster, so it is not offered.
        assert_eq!(offered_rules(&data), vec![ClusterRule::PrefixBefore('_')]);
    }

    #[test]
    fn clustered_at_matches_the_core_formula() {
        // The core's exact case: 12 tasks of one trial in clusters of 4, 4, 2, 2.
        let successes = [1, 1, 1, 1, 0, 0, 0, 0, 1, 0, 1, 1];
        let names = [
            "a/1", "a/2", "a/3", "a/4", "b/1", "b/2", "b/3", "b/4", "c/1", "c/2", "d/1", "d/2",
        ];
        let tasks: Vec<(&str, u64, u64)> = names
            .iter()
            .zip(successes)
            .map(|(&name, c)| (name, 1, c))
            .collect();
        let at = clustered_at(
            &data(&tasks),
            1,
            ClusterRule::PrefixBefore('/'),
            Bootstrap::default(),
        );
        assert_eq!(at.clusters, 4);
        let avg = at.of(Metric::AvgAtK).expect("12 tasks");
        assert!((avg.clustered_standard_error - (3647.0_f64 / 57024.0).sqrt()).abs() < 1e-15);
        assert_eq!(at.pass_at_k, at.avg, "at k = 1 the three metrics agree");
    }
}

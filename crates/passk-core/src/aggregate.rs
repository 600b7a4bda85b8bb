//! Across tasks: estimate per task first, then average over tasks (the 001 article's order),
//! with n free to differ from task to task.

use super::estimators::{unbiased_pass_at_k, unbiased_pass_hat_k, EstimateError, TaskCounts};
use super::stats::{summarize, Bootstrap, MeanSummary};

crate::closed_set! {
    /// Which quantity to average over tasks.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub enum Metric {
        /// Unbiased pass@k per task.
        PassAtK = "pass-at-k",
        /// Unbiased pass^k per task.
        PassHatK = "pass-hat-k",
        /// The per-task success rate c/n (avg@k); the same for every k.
        AvgAtK = "avg",
    }
}

impl Metric {
    /// Its name at `k`, as the pages write it: "pass@3", "pass^3", "avg@k".
    pub fn name_at(self, k: u64) -> String {
        match self {
            Metric::PassAtK => format!("pass@{k}"),
            Metric::PassHatK => format!("pass^{k}"),
            Metric::AvgAtK => "avg@k".to_string(),
        }
    }
}

/// A metric averaged across tasks at one k, with what it rests on.
#[derive(Clone, Debug, PartialEq)]
pub struct AcrossTasks {
    /// The metric.
    pub metric: Metric,
    /// The k it was computed at.
    pub k: u64,
    /// Mean, standard error and intervals over the tasks used; None when no task has n ≥ k.
    pub summary: Option<MeanSummary>,
    /// Tasks that entered the mean.
    pub tasks_used: usize,
    /// Tasks left out because they have fewer than k trials (no unbiased estimate).
    pub tasks_excluded: usize,
    /// Total trials of the tasks used.
    pub trials_used: u64,
}

/// The mean of `metric` over `tasks` at `k`. Tasks with n < k are excluded and counted;
/// invalid counts (n = 0, c > n) are an error naming the task's index.
pub fn across_tasks(
    tasks: &[TaskCounts],
    k: u64,
    metric: Metric,
    bootstrap: Bootstrap,
) -> Result<AcrossTasks, (usize, EstimateError)> {
    let mut values = Vec::with_capacity(tasks.len());
    let mut tasks_excluded = 0;
    let mut trials_used = 0;
    for (index, task) in tasks.iter().enumerate() {
        let estimate = match metric {
            Metric::PassAtK => unbiased_pass_at_k(*task, k),
            Metric::PassHatK => unbiased_pass_hat_k(*task, k),
            Metric::AvgAtK => task.success_rate(),
        };
        match estimate {
            Ok(value) => {
                values.push(value);
                trials_used += task.trials;
            }
            Err(EstimateError::KExceedsTrials { .. }) => tasks_excluded += 1,
            Err(error) => return Err((index, error)),
        }
    }
    Ok(AcrossTasks {
        metric,
        k,
        summary: summarize(&values, bootstrap),
        tasks_used: values.len(),
        tasks_excluded,
        trials_used,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn article_tasks() -> Vec<TaskCounts> {
        [(8, 8), (8, 6), (8, 4)]
            .into_iter()
            .map(|(n, c)| TaskCounts::new(n, c).unwrap())
            .collect()
    }

    fn mean(tasks: &[TaskCounts], k: u64, metric: Metric) -> f64 {
        across_tasks(tasks, k, metric, Bootstrap::default())
            .unwrap()
            .summary
            .unwrap()
            .mean
    }

    #[test]
    fn the_000_articles_output_table() {
        // k=1 pass@k=0.750 pass^k=0.750; k=3 0.976/0.476; k=8 1.000/0.333.
        let tasks = article_tasks();
        assert_eq!(mean(&tasks, 1, Metric::PassAtK), 0.75);
        assert_eq!(mean(&tasks, 1, Metric::PassHatK), 0.75);
        assert_eq!(mean(&tasks, 3, Metric::PassAtK), 41.0 / 42.0);
        assert_eq!(mean(&tasks, 3, Metric::PassHatK), 10.0 / 21.0);
        assert_eq!(mean(&tasks, 8, Metric::PassAtK), 1.0);
        assert_eq!(mean(&tasks, 8, Metric::PassHatK), 1.0 / 3.0);
        assert_eq!(mean(&tasks, 8, Metric::AvgAtK), 0.75);
    }

    #[test]
    fn tasks_with_too_few_trials_are_excluded_and_counted() {
        let tasks = vec![
            TaskCounts::new(8, 8).unwrap(),
            TaskCounts::new(4, 2).unwrap(),
            TaskCounts::new(10, 5).unwrap(),
        ];
        let result = across_tasks(&tasks, 5, Metric::PassHatK, Bootstrap::default()).unwrap();
        assert_eq!(result.tasks_used, 2);
        assert_eq!(result.tasks_excluded, 1);
        assert_eq!(result.trials_used, 18);
        // (1 + C(5,5)/C(10,5)) / 2 = (1 + 1/252) / 2.
        assert_eq!(result.summary.unwrap().mean, (1.0 + 1.0 / 252.0) / 2.0);
        let none = across_tasks(&tasks, 11, Metric::PassAtK, Bootstrap::default()).unwrap();
        assert_eq!(none.summary, None);
        assert_eq!(none.tasks_excluded, 3);
    }

    #[test]
    fn invalid_counts_name_their_task() {
        let tasks = vec![
            TaskCounts::new(8, 8).unwrap(),
            TaskCounts {
                trials: 3,
                successes: 5,
            },
        ];
        assert_eq!(
            across_tasks(&tasks, 1, Metric::PassAtK, Bootstrap::default()),
            Err((
                1,
                EstimateError::MoreSuccessesThanTrials {
                    successes: 5,
                    trials: 3
                }
            ))
        );
    }

    #[test]
    fn intervals_contain_the_mean() {
        let tasks = article_tasks();
        let summary = across_tasks(&tasks, 3, Metric::PassHatK, Bootstrap::default())
            .unwrap()
            .summary
            .unwrap();
        assert!(summary.t_interval.low <= summary.mean && summary.mean <= summary.t_interval.high);
        assert!(
            summary.bootstrap_interval.low <= summary.mean
                && summary.mean <= summary.bootstrap_interval.high
        );
    }
}

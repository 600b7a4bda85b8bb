//! Replicate runs: the same agent run several times over the same tasks. How far apart the
//! runs' headlines are, which tasks flip, how much of the spread of per-task scores is
//! between tasks rather than between runs, and the smallest change between two runs that
//! a test at 80% power would see.

use super::aggregate::Metric;
use super::estimators::{unbiased_pass_at_k, unbiased_pass_hat_k, EstimateError, TaskCounts};
use super::stats::compensated_sum;

/// z₀.₉₇₅: a two-sided test at 5%.
const Z_TWO_SIDED_5: f64 = 1.959_963_984_540_054;
/// z₀.₈₀: 80% power.
const Z_POWER_80: f64 = 0.841_621_233_572_914_3;

/// Mean, standard deviation and range of one number over runs.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Spread {
    /// The mean over runs.
    pub mean: f64,
    /// The sample standard deviation over runs (n − 1); 0 for one run.
    pub sd: f64,
    /// The lowest run.
    pub min: f64,
    /// The highest run.
    pub max: f64,
    /// How many runs.
    pub runs: usize,
}

/// The spread of `values` (one per run); None for none.
pub fn spread(values: &[f64]) -> Option<Spread> {
    let runs = values.len();
    if runs == 0 {
        return None;
    }
    let mean = compensated_sum(values.iter().copied()) / runs as f64;
    let sd = if runs > 1 {
        (compensated_sum(values.iter().map(|value| (value - mean).powi(2))) / (runs - 1) as f64)
            .sqrt()
    } else {
        0.0
    };
    Some(Spread {
        mean,
        sd,
        min: values.iter().copied().fold(f64::INFINITY, f64::min),
        max: values.iter().copied().fold(f64::NEG_INFINITY, f64::max),
        runs,
    })
}

/// One task's metric in one run.
fn task_value(task: TaskCounts, k: u64, metric: Metric) -> Result<f64, EstimateError> {
    match metric {
        Metric::PassAtK => unbiased_pass_at_k(task, k),
        Metric::PassHatK => unbiased_pass_hat_k(task, k),
        Metric::AvgAtK => task.success_rate(),
    }
}

/// The runs' tasks, aligned: `tasks[t][r]` is task t in run r (every task in every run).
#[derive(Clone, Debug, PartialEq)]
pub struct Replicates {
    /// Per task, its counts in each run.
    pub tasks: Vec<Vec<TaskCounts>>,
    /// The tasks' ids, beside `tasks`.
    pub names: Vec<String>,
    /// How many runs.
    pub runs: usize,
}

/// A task whose success rate c/n is not the same in every run.
#[derive(Clone, Debug, PartialEq)]
pub struct Flip {
    /// Its index in [`Replicates::tasks`].
    pub task: usize,
    /// Its success rate in each run.
    pub rates: Vec<f64>,
    /// Highest minus lowest rate.
    pub range: f64,
}

/// What replicate runs say at one k.
#[derive(Clone, Debug, PartialEq)]
pub struct ReplicateReport {
    /// The metric.
    pub metric: Metric,
    /// The k.
    pub k: u64,
    /// Each run's headline (the metric's mean over tasks), in run order.
    pub headlines: Vec<f64>,
    /// Their spread.
    pub spread: Spread,
    /// The share of the variance of per-task values that lies between tasks, ICC(1) of a
    /// one-way random-effects model with tasks as groups and runs as repeats; 1 − ICC is
    /// the run-to-run share. None with one run or one task.
    pub icc: Option<f64>,
    /// The standard deviation of one run's headline from run-to-run noise alone, pooled
    /// from each task's variance over runs: √(Σ_t s_t²) / T.
    pub run_sd: f64,
    /// The smallest difference between two runs like these that a two-sided test at 5%
    /// detects with 80% power: (z₀.₉₇₅ + z₀.₈₀) · √2 · `run_sd`.
    pub minimum_detectable: f64,
}

impl Replicates {
    /// Tasks whose success rate differs between runs, the largest range first (then in
    /// task order).
    pub fn flips(&self) -> Vec<Flip> {
        let mut flips: Vec<Flip> = self
            .tasks
            .iter()
            .enumerate()
            .filter_map(|(task, runs)| {
                let rates: Vec<f64> = runs
                    .iter()
                    .filter_map(|counts| counts.success_rate().ok())
                    .collect();
                let low = rates.iter().copied().fold(f64::INFINITY, f64::min);
                let high = rates.iter().copied().fold(f64::NEG_INFINITY, f64::max);
                (high > low).then_some(Flip {
                    task,
                    rates,
                    range: high - low,
                })
            })
            .collect();
        flips.sort_by(|a, b| b.range.total_cmp(&a.range).then(a.task.cmp(&b.task)));
        flips
    }

    /// The report at `k` for `metric`; None when some task has fewer than k trials in some
    /// run (the unbiased estimate needs n ≥ k everywhere) or there are no tasks.
    pub fn report(&self, k: u64, metric: Metric) -> Option<ReplicateReport> {
        let (tasks, runs) = (self.tasks.len(), self.runs);
        if tasks == 0 || runs == 0 {
            return None;
        }
        let values: Vec<Vec<f64>> = self
            .tasks
            .iter()
            .map(|task| {
                task.iter()
                    .map(|&counts| task_value(counts, k, metric))
                    .collect()
            })
            .collect::<Result<_, _>>()
            .ok()?;
        let headlines: Vec<f64> = (0..runs)
            .map(|run| compensated_sum(values.iter().map(|task| task[run])) / tasks as f64)
            .collect();
        let task_means: Vec<f64> = values
            .iter()
            .map(|task| compensated_sum(task.iter().copied()) / runs as f64)
            .collect();
        let within: Vec<f64> = values
            .iter()
            .zip(&task_means)
            .map(|(task, &mean)| compensated_sum(task.iter().map(|value| (value - mean).powi(2))))
            .collect();
        let run_sd = if runs > 1 {
            (compensated_sum(within.iter().map(|sum| sum / (runs - 1) as f64))).sqrt()
                / tasks as f64
        } else {
            0.0
        };
        Some(ReplicateReport {
            metric,
            k,
            spread: spread(&headlines)?,
            headlines,
            icc: icc(&task_means, &within, runs),
            run_sd,
            minimum_detectable: (Z_TWO_SIDED_5 + Z_POWER_80) * std::f64::consts::SQRT_2 * run_sd,
        })
    }
}

/// ICC(1) = (MSB − MSW) / (MSB + (R − 1)·MSW), from the task means and each task's sum of
/// squares about its mean. None when it is undefined (one run, one task, or no variance).
fn icc(task_means: &[f64], within: &[f64], runs: usize) -> Option<f64> {
    let tasks = task_means.len();
    if runs < 2 || tasks < 2 {
        return None;
    }
    let grand = compensated_sum(task_means.iter().copied()) / tasks as f64;
    let between = runs as f64
        * compensated_sum(task_means.iter().map(|mean| (mean - grand).powi(2)))
        / (tasks - 1) as f64;
    let within = compensated_sum(within.iter().copied()) / (tasks * (runs - 1)) as f64;
    let denominator = between + (runs - 1) as f64 * within;
    (denominator > 0.0).then(|| (between - within) / denominator)
}

/// Runs matched by task id: the tasks present in every run, in the first run's order, and
/// how many of the first run's tasks were missing from some other run.
pub fn match_replicates(runs: &[Vec<(String, TaskCounts)>]) -> (Replicates, usize) {
    let Some((first, rest)) = runs.split_first() else {
        return (
            Replicates {
                tasks: Vec::new(),
                names: Vec::new(),
                runs: 0,
            },
            0,
        );
    };
    let others: Vec<std::collections::HashMap<&str, TaskCounts>> = rest
        .iter()
        .map(|run| {
            run.iter()
                .map(|(name, counts)| (name.as_str(), *counts))
                .collect()
        })
        .collect();
    let mut tasks = Vec::with_capacity(first.len());
    let mut names = Vec::with_capacity(first.len());
    let mut missing = 0;
    for (name, counts) in first {
        let found: Option<Vec<TaskCounts>> = others
            .iter()
            .map(|run| run.get(name.as_str()).copied())
            .collect();
        match found {
            Some(mut rest) => {
                rest.insert(0, *counts);
                tasks.push(rest);
                names.push(name.clone());
            }
            None => missing += 1,
        }
    }
    (
        Replicates {
            tasks,
            names,
            runs: runs.len(),
        },
        missing,
    )
}

#[cfg(test)]
mod tests;

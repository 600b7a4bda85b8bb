//! What the data view shows for imported tasks: summaries at the chosen k, curves over k
//! with confidence bands against the i.i.d. and fitted-spread models, a histogram of
//! per-task success, and the per-task rows.

use super::aggregate::{across_tasks, AcrossTasks, Metric};
use super::beta::{fit_beta, Difficulty};
use super::closed_form::Rate;
use super::estimators::{
    unbiased_curve, unbiased_pass_at_k, unbiased_pass_hat_k, KEstimate, TaskCounts,
};
use super::import::NamedTask;
use super::stats::{summarize, Bootstrap, Interval};

/// How a task behaved over its trials.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Consistency {
    /// Every trial failed.
    NeverRight,
    /// Some trials passed, some failed.
    Flaky,
    /// Every trial passed.
    AlwaysRight,
}

impl Consistency {
    /// The task's consistency from its counts.
    pub fn of(counts: TaskCounts) -> Consistency {
        if counts.successes == 0 {
            Consistency::NeverRight
        } else if counts.successes == counts.trials {
            Consistency::AlwaysRight
        } else {
            Consistency::Flaky
        }
    }

    /// A short label.
    pub fn label(self) -> &'static str {
        match self {
            Consistency::NeverRight => "never right",
            Consistency::Flaky => "flaky",
            Consistency::AlwaysRight => "always right",
        }
    }
}

/// One row of the per-task table at a given k.
#[derive(Clone, Debug, PartialEq)]
pub struct TaskRow {
    /// The task's name.
    pub name: String,
    /// Its counts.
    pub counts: TaskCounts,
    /// Unbiased pass@k, None when n < k.
    pub pass_at_k: Option<f64>,
    /// Unbiased pass^k, None when n < k.
    pub pass_hat_k: Option<f64>,
    /// Always right, never right or flaky.
    pub consistency: Consistency,
}

/// The per-task rows at `k`, in file order.
pub fn task_rows(tasks: &[NamedTask], k: u64) -> Vec<TaskRow> {
    tasks
        .iter()
        .map(|task| TaskRow {
            name: task.name.clone(),
            counts: task.counts,
            pass_at_k: unbiased_pass_at_k(task.counts, k).ok(),
            pass_hat_k: unbiased_pass_hat_k(task.counts, k).ok(),
            consistency: Consistency::of(task.counts),
        })
        .collect()
}

/// The three headline numbers at one k.
#[derive(Clone, Debug, PartialEq)]
pub struct DataSummary {
    /// Mean unbiased pass@k across tasks with n ≥ k.
    pub pass_at_k: AcrossTasks,
    /// Mean unbiased pass^k across tasks with n ≥ k.
    pub pass_hat_k: AcrossTasks,
    /// Mean success rate across all tasks.
    pub avg: AcrossTasks,
    /// How many tasks are always right, flaky, never right.
    pub always_right: usize,
    /// Tasks with some passes and some failures.
    pub flaky: usize,
    /// Tasks that never passed.
    pub never_right: usize,
}

/// The summary at `k`. Tasks must already be valid (the importer guarantees it).
pub fn summarize_at(tasks: &[NamedTask], k: u64, bootstrap: Bootstrap) -> Option<DataSummary> {
    let counts: Vec<TaskCounts> = tasks.iter().map(|task| task.counts).collect();
    let metric = |metric| across_tasks(&counts, k, metric, bootstrap).ok();
    let count_of = |kind| {
        counts
            .iter()
            .filter(|c| Consistency::of(**c) == kind)
            .count()
    };
    Some(DataSummary {
        pass_at_k: metric(Metric::PassAtK)?,
        pass_hat_k: metric(Metric::PassHatK)?,
        avg: metric(Metric::AvgAtK)?,
        always_right: count_of(Consistency::AlwaysRight),
        flaky: count_of(Consistency::Flaky),
        never_right: count_of(Consistency::NeverRight),
    })
}

/// A measured mean with its 95% band, at one k.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct BandPoint {
    /// k.
    pub k: u64,
    /// The mean over tasks with n ≥ k.
    pub mean: f64,
    /// Its Student-t interval.
    pub interval: Interval,
}

/// Curves over k = 1..=k_max for the data chart.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct DataCurves {
    /// Measured pass@k with bands.
    pub pass_at_k: Vec<BandPoint>,
    /// Measured pass^k with bands.
    pub pass_hat_k: Vec<BandPoint>,
    /// The mean per-trial success rate (pooled per task first: the mean of c/n).
    pub mean_rate: f64,
    /// The fitted difficulty spread.
    pub fitted: Option<Difficulty>,
}

/// The chart's k axis: 1 to the smallest n (every task contributes at every k), at least 2.
pub fn chart_k_max(tasks: &[NamedTask]) -> u64 {
    tasks
        .iter()
        .map(|task| task.counts.trials)
        .min()
        .unwrap_or(1)
        .clamp(2, 1000)
}

/// Measured curves with bands, plus what the models need, for k = 1..=k_max.
pub fn data_curves(tasks: &[NamedTask], k_max: u64) -> Option<DataCurves> {
    if tasks.is_empty() {
        return None;
    }
    let counts: Vec<TaskCounts> = tasks.iter().map(|task| task.counts).collect();
    // Bands come from the analytic interval: a bootstrap per k would be needlessly slow.
    let no_bootstrap = Bootstrap {
        resamples: 1,
        seed: 0,
    };
    // One incremental curve per task (O(k_max) each) instead of an estimate per (task, k)
    // (O(k_max²) each): for 10,000 tasks × 100 trials this is what keeps the page fluid.
    let k_count = usize::try_from(k_max).unwrap_or(0);
    let mut at_values: Vec<Vec<f64>> = vec![Vec::with_capacity(counts.len()); k_count];
    let mut hat_values: Vec<Vec<f64>> = vec![Vec::with_capacity(counts.len()); k_count];
    // Tasks with the same (n, c) have the same curve; real evals have few distinct pairs
    // (10,000 tasks of 100 trials have at most 101), so each curve is computed once.
    let mut curves_by_counts: std::collections::HashMap<(u64, u64), Vec<KEstimate>> =
        std::collections::HashMap::new();
    for task in &counts {
        let curve = match curves_by_counts.entry((task.trials, task.successes)) {
            std::collections::hash_map::Entry::Occupied(known) => known.into_mut(),
            std::collections::hash_map::Entry::Vacant(new) => {
                new.insert(unbiased_curve(*task, k_max).ok()?)
            }
        };
        for point in curve.iter() {
            let index = (point.k - 1) as usize;
            at_values[index].push(point.pass_at_k);
            hat_values[index].push(point.pass_hat_k);
        }
    }
    let band = |values: &[Vec<f64>]| -> Vec<BandPoint> {
        values
            .iter()
            .zip(1..)
            .filter_map(|(values, k)| {
                let summary = summarize(values, no_bootstrap)?;
                Some(BandPoint {
                    k,
                    mean: summary.mean,
                    interval: summary.t_interval,
                })
            })
            .collect()
    };
    let rates: Vec<f64> = counts
        .iter()
        .filter_map(|c| c.success_rate().ok())
        .collect();
    let mean_rate = summarize(&rates, no_bootstrap)?.mean;
    Some(DataCurves {
        pass_at_k: band(&at_values),
        pass_hat_k: band(&hat_values),
        mean_rate,
        fitted: fit_beta(&counts).ok().map(|fit| fit.difficulty),
    })
}

/// The i.i.d. closed forms at the data's mean rate (what the sliders would say).
pub fn iid_at_mean(mean_rate: f64, k: u64) -> (f64, f64) {
    let rate = Rate::from_probability(mean_rate);
    let k = u32::try_from(k).unwrap_or(u32::MAX);
    (rate.pass_at_k(k), rate.pass_hat_k(k))
}

/// Bars of a histogram of per-task success.
#[derive(Clone, Debug, PartialEq)]
pub struct Histogram {
    /// The x axis title.
    pub x_title: String,
    /// (label, number of tasks) per bar.
    pub bars: Vec<(String, usize)>,
}

/// Tasks by number of successes when every task has the same n (up to 50 trials), else by
/// success rate in ten bins.
pub fn success_histogram(tasks: &[NamedTask]) -> Histogram {
    let first_n = tasks.first().map(|task| task.counts.trials).unwrap_or(0);
    let same_n = tasks.iter().all(|task| task.counts.trials == first_n);
    if same_n && first_n > 0 && first_n <= 50 {
        let mut bars: Vec<(String, usize)> = (0..=first_n).map(|c| (c.to_string(), 0)).collect();
        for task in tasks {
            bars[task.counts.successes as usize].1 += 1;
        }
        return Histogram {
            x_title: format!("successes out of {first_n} trials"),
            bars,
        };
    }
    let mut bars: Vec<(String, usize)> = (0..10)
        .map(|bin| (format!("{}–{}%", bin * 10, bin * 10 + 10), 0))
        .collect();
    for task in tasks {
        let rate = task.counts.successes as f64 / task.counts.trials.max(1) as f64;
        let bin = ((rate * 10.0).floor() as usize).min(9);
        bars[bin].1 += 1;
    }
    Histogram {
        x_title: "per-task success rate".to_string(),
        bars,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn article() -> Vec<NamedTask> {
        [(8, 8), (8, 6), (8, 4)]
            .into_iter()
            .enumerate()
            .map(|(i, (n, c))| NamedTask {
                name: format!("task {}", i + 1),
                counts: TaskCounts::new(n, c).unwrap(),
            })
            .collect()
    }

    #[test]
    fn summary_and_rows_of_the_article_example() {
        let tasks = article();
        let summary = summarize_at(&tasks, 3, Bootstrap::default()).unwrap();
        assert_eq!(summary.pass_at_k.summary.unwrap().mean, 41.0 / 42.0);
        assert_eq!(summary.pass_hat_k.summary.unwrap().mean, 10.0 / 21.0);
        assert_eq!(summary.avg.summary.unwrap().mean, 0.75);
        assert_eq!(
            (summary.always_right, summary.flaky, summary.never_right),
            (1, 2, 0)
        );
        let rows = task_rows(&tasks, 3);
        assert_eq!(rows[1].pass_hat_k, Some(20.0 / 56.0));
        assert_eq!(rows[0].consistency, Consistency::AlwaysRight);
        assert_eq!(task_rows(&tasks, 9)[0].pass_at_k, None);
    }

    #[test]
    fn curves_show_the_gap_to_iid() {
        let tasks = article();
        assert_eq!(chart_k_max(&tasks), 8);
        let curves = data_curves(&tasks, 8).unwrap();
        assert_eq!(curves.mean_rate, 0.75);
        assert_eq!(curves.pass_hat_k[2].mean, 10.0 / 21.0);
        // The 000 article: measured pass^3 (47.6%) is above the i.i.d. 42%.
        let (_, iid_hat) = iid_at_mean(curves.mean_rate, 3);
        assert_eq!(iid_hat, 0.421875);
        assert!(curves.pass_hat_k[2].mean > iid_hat);
        let fitted = curves.fitted.unwrap();
        assert!((fitted.mean() - 0.75).abs() < 0.02);
        assert!(fitted.expected_pass_hat_k(8) > iid_at_mean(0.75, 8).1);
    }

    #[test]
    fn histograms() {
        let histogram = success_histogram(&article());
        assert_eq!(histogram.bars.len(), 9);
        assert_eq!(histogram.bars[8], ("8".to_string(), 1));
        assert_eq!(histogram.bars[6].1, 1);
        let mixed = vec![
            NamedTask {
                name: "a".into(),
                counts: TaskCounts::new(10, 10).unwrap(),
            },
            NamedTask {
                name: "b".into(),
                counts: TaskCounts::new(4, 1).unwrap(),
            },
        ];
        let histogram = success_histogram(&mixed);
        assert_eq!(histogram.bars[9].1, 1);
        assert_eq!(histogram.bars[2].1, 1);
    }
}

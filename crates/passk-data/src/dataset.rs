//! What the data view shows for imported tasks: summaries at the chosen k, curves over k
//! with confidence bands against the i.i.d. and fitted-spread models, a histogram of
//! per-task success, and the per-task rows.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use super::import::NamedTask;

mod curves;
pub use curves::{chart_k_max, data_curves, iid_at_mean, BandPoint, CurvesInSteps, DataCurves};
use passk_core::aggregate::{AcrossTasks, Metric};
use passk_core::estimators::{unbiased_pass_at_k, unbiased_pass_hat_k, EstimateError, TaskCounts};
use passk_core::stats::{summarize_counted, Bootstrap};

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

/// Imported tasks, with the tasks that share (n, c) gathered into groups: such tasks have
/// the same estimate at every k, so summaries, curves and the fit cost one computation per
/// group and memory does not grow with tasks × k. A million tasks of four trials are at most
/// five groups; real evals rarely have more than a few thousand.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Dataset {
    tasks: Vec<NamedTask>,
    /// Distinct counts, in order of first appearance, with how many tasks have them.
    groups: Vec<(TaskCounts, u64)>,
    /// Each task's group, in task order.
    group_of: Vec<u32>,
}

impl Dataset {
    /// Groups `tasks` (valid counts, as the importer guarantees) by (n, c).
    pub fn new(tasks: Vec<NamedTask>) -> Dataset {
        let mut index: HashMap<TaskCounts, u32, BuildHasherDefault<CountsHasher>> =
            HashMap::default();
        let mut groups: Vec<(TaskCounts, u64)> = Vec::new();
        let group_of = tasks
            .iter()
            .map(|task| {
                let group = *index.entry(task.counts).or_insert_with(|| {
                    groups.push((task.counts, 0));
                    (groups.len() - 1) as u32
                });
                groups[group as usize].1 += 1;
                group
            })
            .collect();
        Dataset {
            tasks,
            groups,
            group_of,
        }
    }

    /// The tasks, in file order.
    pub fn tasks(&self) -> &[NamedTask] {
        &self.tasks
    }

    /// How many tasks there are.
    pub fn len(&self) -> usize {
        self.tasks.len()
    }

    /// Whether there are no tasks.
    pub fn is_empty(&self) -> bool {
        self.tasks.is_empty()
    }

    /// The distinct (n, c) with the number of tasks that have each.
    pub fn groups(&self) -> &[(TaskCounts, u64)] {
        &self.groups
    }

    /// The most trials any task has (1 when there are none).
    pub fn max_trials(&self) -> u64 {
        self.groups
            .iter()
            .map(|(counts, _)| counts.trials)
            .max()
            .unwrap_or(1)
    }

    /// Each group's value of `estimate`, with its task count; groups whose estimate fails
    /// with k > n are counted apart (excluded tasks).
    fn per_group(
        &self,
        estimate: impl Fn(TaskCounts) -> Result<f64, EstimateError>,
    ) -> (Vec<(f64, u64)>, u64, u64) {
        let mut values = Vec::with_capacity(self.groups.len());
        let mut excluded = 0;
        let mut trials_used = 0u64;
        for &(counts, tasks) in &self.groups {
            match estimate(counts) {
                Ok(value) => {
                    values.push((value, tasks));
                    trials_used = trials_used.saturating_add(counts.trials.saturating_mul(tasks));
                }
                Err(_) => excluded += tasks,
            }
        }
        (values, excluded, trials_used)
    }
}

/// A hasher for (n, c) keys: two words, multiplied in (the rustc "Fx" scheme). Grouping a
/// million tasks with the default SipHash takes a quarter of a second; this is ten times
/// quicker, and the keys are counts, not input an attacker could shape into collisions
/// that matter (the worst case is a slower grouping, never a wrong one).
#[derive(Default)]
struct CountsHasher(u64);

impl Hasher for CountsHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.write_u64(u64::from(byte));
        }
    }

    fn write_u64(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
}

/// The per-task table's columns, by which it can be sorted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SortBy {
    /// File order.
    Order,
    /// Task name.
    Name,
    /// Trials n.
    Trials,
    /// Successes c.
    Successes,
    /// pass@k.
    PassAtK,
    /// pass^k.
    PassHatK,
}

/// One row of the per-task table at a given k.
#[derive(Clone, Debug, PartialEq)]
pub struct TaskRow {
    /// The task's position in the file (0-based).
    pub position: usize,
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

/// The first `limit` rows of the per-task table at `k`, sorted by `by` (ties in file
/// order). Estimates are computed once per group and only the rows shown are built, so a
/// million tasks cost one pass, not a million rows.
pub fn top_rows(data: &Dataset, k: u64, by: SortBy, ascending: bool, limit: usize) -> Vec<TaskRow> {
    let estimates: Vec<(Option<f64>, Option<f64>)> = data
        .groups
        .iter()
        .map(|&(counts, _)| {
            (
                unbiased_pass_at_k(counts, k).ok(),
                unbiased_pass_hat_k(counts, k).ok(),
            )
        })
        .collect();
    // Tasks without an estimate (n < k) sort below every estimate.
    let value = |pick: Option<f64>| pick.unwrap_or(-1.0);
    let shown = data.len().min(limit);
    let mut positions: Vec<usize> = match by {
        SortBy::Order if ascending => (0..shown).collect(),
        SortBy::Order => (data.len() - shown..data.len()).rev().collect(),
        SortBy::Name => {
            let order = |a: &usize, b: &usize| {
                let order = data.tasks[*a].name.cmp(&data.tasks[*b].name);
                if ascending { order } else { order.reverse() }.then(a.cmp(b))
            };
            let mut all: Vec<usize> = (0..data.len()).collect();
            first_sorted(&mut all, shown, order);
            all
        }
        SortBy::Trials | SortBy::Successes | SortBy::PassAtK | SortBy::PassHatK => {
            // One number per task, read once: comparisons then touch nothing else.
            let key = |position: usize| -> f64 {
                let task = &data.tasks[position];
                let estimate = estimates[data.group_of[position] as usize];
                match by {
                    SortBy::Trials => task.counts.trials as f64,
                    SortBy::Successes => task.counts.successes as f64,
                    SortBy::PassAtK => value(estimate.0),
                    SortBy::PassHatK => value(estimate.1),
                    // Sorted above without a number.
                    SortBy::Order | SortBy::Name => 0.0,
                }
            };
            let mut keyed: Vec<(f64, usize)> = (0..data.len()).map(|p| (key(p), p)).collect();
            let order = |a: &(f64, usize), b: &(f64, usize)| {
                let order = a.0.total_cmp(&b.0);
                if ascending { order } else { order.reverse() }.then(a.1.cmp(&b.1))
            };
            first_sorted(&mut keyed, shown, order);
            keyed.into_iter().map(|(_, position)| position).collect()
        }
    };
    positions.truncate(shown);
    positions
        .into_iter()
        .map(|position| {
            let task = &data.tasks[position];
            let (pass_at_k, pass_hat_k) = estimates[data.group_of[position] as usize];
            TaskRow {
                position,
                name: task.name.clone(),
                counts: task.counts,
                pass_at_k,
                pass_hat_k,
                consistency: Consistency::of(task.counts),
            }
        })
        .collect()
}

/// Puts the first `count` items of `items` in order at its front and drops the rest: a
/// selection (linear) and a sort of what is kept, not a sort of everything.
fn first_sorted<T>(items: &mut Vec<T>, count: usize, order: impl Fn(&T, &T) -> std::cmp::Ordering) {
    if count == 0 {
        items.clear();
        return;
    }
    if items.len() > count {
        items.select_nth_unstable_by(count - 1, &order);
        items.truncate(count);
    }
    items.sort_by(&order);
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

/// The summary at `k`; None when there are no tasks.
pub fn summarize_at(data: &Dataset, k: u64, bootstrap: Bootstrap) -> Option<DataSummary> {
    if data.is_empty() {
        return None;
    }
    let across = |metric: Metric| {
        let (values, excluded, trials_used) = data.per_group(|counts| match metric {
            Metric::PassAtK => unbiased_pass_at_k(counts, k),
            Metric::PassHatK => unbiased_pass_hat_k(counts, k),
            Metric::AvgAtK => counts.success_rate(),
        });
        AcrossTasks {
            metric,
            k,
            summary: summarize_counted(&values, bootstrap),
            tasks_used: values.iter().map(|&(_, tasks)| tasks as usize).sum(),
            tasks_excluded: excluded as usize,
            trials_used,
        }
    };
    let count_of = |kind| {
        data.groups
            .iter()
            .filter(|(counts, _)| Consistency::of(*counts) == kind)
            .map(|&(_, tasks)| tasks as usize)
            .sum()
    };
    Some(DataSummary {
        pass_at_k: across(Metric::PassAtK),
        pass_hat_k: across(Metric::PassHatK),
        avg: across(Metric::AvgAtK),
        always_right: count_of(Consistency::AlwaysRight),
        flaky: count_of(Consistency::Flaky),
        never_right: count_of(Consistency::NeverRight),
    })
}

/// Bars of a histogram of per-task success.
#[derive(Clone, Debug, PartialEq)]
pub struct Histogram {
    /// What the bars count along x.
    pub axis: HistogramAxis,
    /// (label, number of tasks) per bar.
    pub bars: Vec<(String, usize)>,
}

/// What a histogram's x axis counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HistogramAxis {
    /// Successes out of n trials (every task has this n).
    SuccessesOutOf(u64),
    /// The per-task success rate, in ten bins.
    SuccessRate,
}

/// Tasks by number of successes when every task has the same n (up to 50 trials), else by
/// success rate in ten bins.
pub fn success_histogram(data: &Dataset) -> Histogram {
    let first_n = data
        .groups
        .first()
        .map(|(counts, _)| counts.trials)
        .unwrap_or(0);
    let same_n = data
        .groups
        .iter()
        .all(|(counts, _)| counts.trials == first_n);
    if same_n && first_n > 0 && first_n <= 50 {
        let mut bars: Vec<(String, usize)> = (0..=first_n).map(|c| (c.to_string(), 0)).collect();
        for &(counts, tasks) in &data.groups {
            bars[counts.successes as usize].1 += tasks as usize;
        }
        return Histogram {
            axis: HistogramAxis::SuccessesOutOf(first_n),
            bars,
        };
    }
    let mut bars: Vec<(String, usize)> = (0..10)
        .map(|bin| (format!("{}–{}%", bin * 10, bin * 10 + 10), 0))
        .collect();
    for &(counts, tasks) in &data.groups {
        let rate = counts.successes as f64 / counts.trials.max(1) as f64;
        let bin = ((rate * 10.0).floor() as usize).min(9);
        bars[bin].1 += tasks as usize;
    }
    Histogram {
        axis: HistogramAxis::SuccessRate,
        bars,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_million_tasks_and_300_000_long_tasks_cost_their_groups() {
        // 10^6 tasks of n = 4 are five groups; 300,000 tasks of n = 1000 at most 1001.
        let million = Dataset::new(
            (0..1_000_000u64)
                .map(|i| NamedTask {
                    name: format!("t{i}"),
                    counts: TaskCounts::new(4, i % 5).unwrap(),
                })
                .collect(),
        );
        assert_eq!(million.groups().len(), 5);
        let summary = summarize_at(&million, 2, Bootstrap::default()).unwrap();
        assert_eq!(summary.avg.summary.unwrap().mean, 0.5);
        assert_eq!(summary.avg.tasks_used, 1_000_000);
        let long = Dataset::new(
            (0..300_000u64)
                .map(|i| NamedTask {
                    name: format!("t{i}"),
                    counts: TaskCounts::new(1000, (i * 7919) % 1001).unwrap(),
                })
                .collect(),
        );
        assert!(long.groups().len() <= 1001);
        let curves = data_curves(&long, chart_k_max(&long)).unwrap();
        assert_eq!(curves.pass_at_k.len(), 1000);
        let rows = top_rows(&long, 1000, SortBy::PassHatK, false, 300);
        assert_eq!(rows.len(), 300);
        assert_eq!(rows[0].counts.successes, 1000);
    }

    fn article() -> Dataset {
        Dataset::new(
            [(8, 8), (8, 6), (8, 4)]
                .into_iter()
                .enumerate()
                .map(|(i, (n, c))| NamedTask {
                    name: format!("task {}", i + 1),
                    counts: TaskCounts::new(n, c).unwrap(),
                })
                .collect(),
        )
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
        let rows = top_rows(&tasks, 3, SortBy::Order, true, 300);
        assert_eq!(rows[1].pass_hat_k, Some(20.0 / 56.0));
        assert_eq!(rows[0].consistency, Consistency::AlwaysRight);
        assert_eq!(
            top_rows(&tasks, 9, SortBy::Order, true, 300)[0].pass_at_k,
            None
        );
        let by_hat = top_rows(&tasks, 3, SortBy::PassHatK, true, 2);
        assert_eq!(
            by_hat
                .iter()
                .map(|row| row.name.as_str())
                .collect::<Vec<_>>(),
            vec!["task 3", "task 2"]
        );
        let last_first = top_rows(&tasks, 3, SortBy::Order, false, 2);
        assert_eq!(last_first[0].position, 2);
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
        // In steps of one distinct (n, c), the same curves, bit for bit.
        let mut in_steps = CurvesInSteps::new(&tasks, 8);
        let mut steps = 1;
        while !in_steps.step(1) {
            steps += 1;
        }
        assert_eq!(steps, tasks.groups().len());
        assert_eq!(in_steps.finish(), Some(curves));
    }

    #[test]
    fn histograms() {
        let histogram = success_histogram(&article());
        assert_eq!(histogram.bars.len(), 9);
        assert_eq!(histogram.bars[8], ("8".to_string(), 1));
        assert_eq!(histogram.bars[6].1, 1);
        let mixed = Dataset::new(vec![
            NamedTask {
                name: "a".into(),
                counts: TaskCounts::new(10, 10).unwrap(),
            },
            NamedTask {
                name: "b".into(),
                counts: TaskCounts::new(4, 1).unwrap(),
            },
        ]);
        let histogram = success_histogram(&mixed);
        assert_eq!(histogram.bars[9].1, 1);
        assert_eq!(histogram.bars[2].1, 1);
    }
}

//! Two runs of an eval on the same tasks, compared task by task.
//!
//! The unit is the task: for each task both runs' unbiased estimates at k are taken, and
//! the **paired difference** d = B − A of the two. Its mean over tasks is the difference of
//! the two runs' means; its uncertainty comes from the spread of d, which is much smaller
//! than the spread of either run when tasks differ in difficulty (hard tasks are hard for
//! both). That is what pairing buys, and why the unpaired (Welch) interval is shown beside
//! it for contrast.
//!
//! - Paired t: d̄ ± t₀.₉₇₅(m − 1)·s_d/√m.
//! - Paired bootstrap: tasks resampled with replacement (seeded SplitMix64), the 2.5th and
//!   97.5th percentiles of the mean d.
//! - Unpaired: Welch's interval, as if the two runs had been on different tasks.
//! - Permutation test: if A and B were the same agent, which run is called "A" on each
//!   task is a coin flip, so each d may change sign. The p-value is the share of sign
//!   patterns whose |Σ d| is at least the observed one: every pattern when there are at
//!   most [`EXACT_PERMUTATIONS_UP_TO`] tasks that differ, else [`SAMPLED_PERMUTATIONS`]
//!   seeded draws (with the usual +1 so the estimate is a valid p-value).

mod many;

use std::collections::HashMap;

use super::estimators::{unbiased_pass_at_k, unbiased_pass_hat_k, TaskCounts};
use super::stats::{compensated_sum, Interval, SplitMix64};
use super::student_t::t_quantile;

/// Tasks that differ, at most, for the permutation test to enumerate every sign pattern.
pub const EXACT_PERMUTATIONS_UP_TO: usize = 16;
/// Sign patterns drawn when there are more tasks than that.
pub const SAMPLED_PERMUTATIONS: u32 = 20_000;
pub use many::{paired_difference_grouped, paired_means_grouped, PairGroups, GROUPED_ABOVE};
/// Paired bootstrap resamples.
pub const BOOTSTRAP_RESAMPLES: u32 = 2_000;
/// The seed of the compare view's bootstrap and sampled permutation test (and the command's,
/// when no `--seed` is given): the same data gives the same intervals and p-value everywhere.
pub const COMPARE_SEED: u64 = 0x7061_7373_6b63_6d70;

/// Which metric is compared.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Metric {
    /// pass@k: at least one of k trials succeeds.
    PassAtK,
    /// pass^k: all k trials succeed.
    PassHatK,
}

impl Metric {
    /// The unbiased estimate of this metric for one task at k; None when n < k or the
    /// counts are impossible.
    pub fn estimate(self, task: TaskCounts, k: u64) -> Option<f64> {
        match self {
            Metric::PassAtK => unbiased_pass_at_k(task, k).ok(),
            Metric::PassHatK => unbiased_pass_hat_k(task, k).ok(),
        }
    }
}

/// One task's counts in both runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PairedCounts {
    /// Run A's (n, c).
    pub a: TaskCounts,
    /// Run B's (n, c).
    pub b: TaskCounts,
}

impl PairedCounts {
    /// Whether the task's success rate c/n differs between the runs, and which way: +1 up
    /// in B, −1 down, 0 the same (compared exactly, as fractions).
    pub fn rate_change(&self) -> i8 {
        let a = u128::from(self.a.successes) * u128::from(self.b.trials);
        let b = u128::from(self.b.successes) * u128::from(self.a.trials);
        match b.cmp(&a) {
            std::cmp::Ordering::Greater => 1,
            std::cmp::Ordering::Less => -1,
            std::cmp::Ordering::Equal => 0,
        }
    }
}

/// How the permutation p-value was found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Permutations {
    /// Every sign pattern of the differing tasks (this many).
    Exact(u64),
    /// This many seeded random patterns.
    Sampled(u32),
}

/// Run B against run A at one k, for one metric.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PairedDifference {
    /// Tasks compared at this k (both runs have n ≥ k).
    pub tasks: usize,
    /// Matched tasks left out at this k: n < k in either run.
    pub left_out: usize,
    /// Run A's mean estimate over the compared tasks.
    pub mean_a: f64,
    /// Run B's mean estimate over the same tasks.
    pub mean_b: f64,
    /// The mean over tasks of B − A.
    pub difference: f64,
    /// Paired Student-t 95% interval of the difference; None with fewer than two tasks.
    pub paired_t: Option<Interval>,
    /// Paired percentile-bootstrap 95% interval; None with fewer than two tasks (every
    /// resample of one task is that task: a point, not an interval).
    pub paired_bootstrap: Option<Interval>,
    /// Welch's unpaired 95% interval, for contrast; None with fewer than two tasks.
    pub unpaired_t: Option<Interval>,
    /// The permutation test's two-sided p-value.
    pub p_value: f64,
    /// How the p-value was found.
    pub permutations: Permutations,
}

crate::closed_set! {
    /// What a CI gate says of a paired difference candidate − baseline.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum GateVerdict {
        /// The candidate is worse by more than the allowed drop with 95% confidence.
        Failed = "failed",
        /// A drop that large is not shown.
        Passed = "passed",
        /// One task: there is no interval to be confident with.
        TooFewTasks = "too-few-tasks",
    }
}

/// The gate on `difference` (candidate − baseline) with `max_drop` allowed: failed when the
/// paired t interval's upper bound is below −max_drop. The bound decides, not the point: a
/// mean 6 points down whose interval reaches −1 does not show a 2-point drop.
pub fn gate_verdict(difference: &PairedDifference, max_drop: f64) -> GateVerdict {
    match difference.paired_t {
        Some(interval) if interval.high < -max_drop => GateVerdict::Failed,
        Some(_) => GateVerdict::Passed,
        None => GateVerdict::TooFewTasks,
    }
}

/// Both runs' means at one k, with the paired t interval: what a curve over k needs,
/// without the resampling of [`paired_difference`].
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PairedMeans {
    /// Tasks compared at this k (both runs have n ≥ k).
    pub tasks: usize,
    /// Run A's mean estimate, with its own 95% t interval (None with one task).
    pub mean_a: f64,
    /// Run A's interval.
    pub interval_a: Option<Interval>,
    /// Run B's mean estimate over the same tasks.
    pub mean_b: f64,
    /// Run B's interval.
    pub interval_b: Option<Interval>,
    /// The mean over tasks of B − A.
    pub difference: f64,
    /// Paired Student-t 95% interval of the difference; None with fewer than two tasks.
    pub paired_t: Option<Interval>,
}

/// The per-task estimates (A, B) of the tasks with n ≥ k in both runs. Each distinct pair
/// of counts is estimated once: big runs have many tasks but few distinct (n, c) pairs.
fn estimates(pairs: &[PairedCounts], k: u64, metric: Metric) -> Vec<(f64, f64)> {
    let mut known: HashMap<PairedCounts, Option<(f64, f64)>> = HashMap::new();
    pairs
        .iter()
        .filter_map(|pair| {
            *known
                .entry(*pair)
                .or_insert_with(|| Some((metric.estimate(pair.a, k)?, metric.estimate(pair.b, k)?)))
        })
        .collect()
}

/// Where a mean estimate can lie: [0, 1].
const MEANS: (f64, f64) = (0.0, 1.0);
/// Where a paired difference of two means can lie: [−1, 1].
const DIFFERENCES: (f64, f64) = (-1.0, 1.0);

/// mean ± t₀.₉₇₅(m − 1)·s/√m, clamped to what the values can be (`range`: a t interval of
/// three tasks can otherwise reach ±178%); None for fewer than two values, where no interval
/// is defined.
fn t_interval(values: &[f64], range: (f64, f64)) -> Option<Interval> {
    let m = values.len();
    (m >= 2).then(|| {
        let centre = mean(values);
        let half = t_quantile(0.975, (m - 1) as f64) * (variance(values) / m as f64).sqrt();
        clamped(centre - half, centre + half, range)
    })
}

/// Welch's interval for a difference of two means of `m` tasks each, from the two sample
/// variances; None for fewer than two tasks.
fn welch_interval(difference: f64, (var_a, var_b): (f64, f64), m: usize) -> Option<Interval> {
    (m >= 2).then(|| {
        let (va, vb) = (var_a / m as f64, var_b / m as f64);
        let se2 = va + vb;
        let df = if se2 == 0.0 {
            (2 * m - 2) as f64
        } else {
            se2 * se2 / ((va * va + vb * vb) / (m - 1) as f64)
        };
        let half = t_quantile(0.975, df) * se2.sqrt();
        clamped(difference - half, difference + half, DIFFERENCES)
    })
}

/// The interval [low, high] within `range`.
fn clamped(low: f64, high: f64, (least, most): (f64, f64)) -> Interval {
    Interval {
        low: low.clamp(least, most),
        high: high.clamp(least, most),
    }
}

/// Both runs' means and the paired difference at `k`; None when no task has n ≥ k in both.
pub fn paired_means(pairs: &[PairedCounts], k: u64, metric: Metric) -> Option<PairedMeans> {
    if pairs.len() > GROUPED_ABOVE {
        return paired_means_grouped(&PairGroups::new(pairs), k, metric);
    }
    let estimates = estimates(pairs, k, metric);
    if estimates.is_empty() {
        return None;
    }
    let a: Vec<f64> = estimates.iter().map(|&(a, _)| a).collect();
    let b: Vec<f64> = estimates.iter().map(|&(_, b)| b).collect();
    let d: Vec<f64> = estimates.iter().map(|&(a, b)| b - a).collect();
    Some(PairedMeans {
        tasks: estimates.len(),
        mean_a: mean(&a),
        interval_a: t_interval(&a, MEANS),
        mean_b: mean(&b),
        interval_b: t_interval(&b, MEANS),
        difference: mean(&d),
        paired_t: t_interval(&d, DIFFERENCES),
    })
}

/// Compares B with A at `k`; None when no task has n ≥ k in both runs. `seed` makes the
/// bootstrap and a sampled permutation test reproducible.
pub fn paired_difference(
    pairs: &[PairedCounts],
    k: u64,
    metric: Metric,
    seed: u64,
) -> Option<PairedDifference> {
    if pairs.len() > GROUPED_ABOVE {
        return paired_difference_grouped(&PairGroups::new(pairs), k, metric, seed);
    }
    let estimates = estimates(pairs, k, metric);
    if estimates.is_empty() {
        return None;
    }
    let m = estimates.len();
    let a: Vec<f64> = estimates.iter().map(|&(a, _)| a).collect();
    let b: Vec<f64> = estimates.iter().map(|&(_, b)| b).collect();
    let d: Vec<f64> = estimates.iter().map(|&(a, b)| b - a).collect();
    let difference = mean(&d);
    let unpaired_t = welch_interval(difference, (variance(&a), variance(&b)), m);
    let (p_value, permutations) = permutation_test(&d, seed);
    Some(PairedDifference {
        tasks: m,
        left_out: pairs.len() - m,
        mean_a: mean(&a),
        mean_b: mean(&b),
        difference,
        paired_t: t_interval(&d, DIFFERENCES),
        paired_bootstrap: (m >= 2).then(|| paired_bootstrap(&d, seed)),
        unpaired_t,
        p_value,
        permutations,
    })
}

fn mean(values: &[f64]) -> f64 {
    compensated_sum(values.iter().copied()) / values.len() as f64
}

/// The sample variance (m − 1 in the denominator); 0 for one value.
fn variance(values: &[f64]) -> f64 {
    if values.len() < 2 {
        return 0.0;
    }
    let centre = mean(values);
    compensated_sum(values.iter().map(|v| (v - centre) * (v - centre))) / (values.len() - 1) as f64
}

/// Percentile bootstrap of the mean of `d`, tasks resampled with replacement.
fn paired_bootstrap(d: &[f64], seed: u64) -> Interval {
    let mut rng = SplitMix64::new(seed);
    // Bounded work: about 4 million draws in all, never fewer than 200 resamples.
    let resamples = (4_000_000 / d.len()).clamp(200, BOOTSTRAP_RESAMPLES as usize);
    let mut means: Vec<f64> = (0..resamples)
        .map(|_| (0..d.len()).map(|_| d[rng.below(d.len())]).sum::<f64>() / d.len() as f64)
        .collect();
    means.sort_by(f64::total_cmp);
    let at = |q: f64| means[((q * (means.len() - 1) as f64).round() as usize).min(means.len() - 1)];
    Interval {
        low: at(0.025),
        high: at(0.975),
    }
}

/// The sign-flip permutation test of Σ d = 0 (two-sided).
pub(crate) fn permutation_test(d: &[f64], seed: u64) -> (f64, Permutations) {
    // Tasks with d = 0 are the same under every flip: only the others matter.
    let moving: Vec<f64> = d.iter().copied().filter(|&x| x != 0.0).collect();
    let observed = compensated_sum(moving.iter().copied()).abs();
    // Sums equal to the observed one up to rounding count as "at least as large".
    let slack = 1e-12 * moving.iter().map(|x| x.abs()).sum::<f64>();
    let at_least = |sum: f64| sum.abs() >= observed - slack;
    if moving.len() <= EXACT_PERMUTATIONS_UP_TO {
        let patterns = 1u64 << moving.len();
        let hits = (0..patterns)
            .filter(|&signs| {
                let sum = moving
                    .iter()
                    .enumerate()
                    .map(|(i, &x)| if signs >> i & 1 == 1 { -x } else { x })
                    .sum::<f64>();
                at_least(sum)
            })
            .count() as u64;
        return (hits as f64 / patterns as f64, Permutations::Exact(patterns));
    }
    // Equal |d| flip together in distribution: a group of g tasks with |d| = x adds
    // x·(g − 2·B) where B ~ Binomial(g, 1/2), the number of ones among g random bits. So a
    // draw costs one random word per 64 tasks of a group, not one step per task.
    let mut groups: HashMap<u64, (f64, u64)> = HashMap::new();
    for &x in &moving {
        groups.entry(x.abs().to_bits()).or_insert((x.abs(), 0)).1 += 1;
    }
    let groups: Vec<(f64, u64)> = groups.into_values().collect();
    let mut rng = SplitMix64::new(seed ^ 0x5045_524d);
    let mut hits = 0u64;
    for _ in 0..SAMPLED_PERMUTATIONS {
        let mut sum = 0.0;
        for &(x, count) in &groups {
            let mut negative = 0u64;
            let mut left = count;
            while left > 0 {
                let take = left.min(64);
                let bits = rng.next_u64();
                let mask = if take == 64 {
                    u64::MAX
                } else {
                    (1u64 << take) - 1
                };
                negative += u64::from((bits & mask).count_ones());
                left -= take;
            }
            sum += x * (count as f64 - 2.0 * negative as f64);
        }
        if at_least(sum) {
            hits += 1;
        }
    }
    (
        (hits + 1) as f64 / (f64::from(SAMPLED_PERMUTATIONS) + 1.0),
        Permutations::Sampled(SAMPLED_PERMUTATIONS),
    )
}

#[cfg(test)]
mod tests;

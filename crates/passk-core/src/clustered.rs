//! Clustered standard errors: when tasks come in groups (several questions about one
//! document, several issues of one repository), their scores move together, and the plain
//! s/√n is too small. Miller (2024, "Adding Error Bars to Evals: A Statistical Approach to
//! Language Model Evaluations", equation 4):
//!
//! SE²_clustered = s²/n + (1/n²) Σ_c Σ_{i≠j ∈ c} (x_i − x̄)(x_j − x̄),
//!
//! the plain SE² plus the covariance of tasks within a cluster. With one task per cluster
//! the second term is empty and the two agree. inspect_ai's `stderr(cluster=…)` computes
//! √(C/(C−1) · Σ_c (Σ_{i∈c} (x_i − x̄))²) / n instead: the same cross terms, but its own
//! squares divided by n² rather than n(n−1), and the whole scaled by C/(C−1), the
//! small-sample correction for few clusters. [`inspect_clustered_standard_error`] gives
//! that figure too, so the two can be set side by side on the same data.
//!
//! Beside the formula, a cluster bootstrap: whole clusters resampled with replacement, the
//! mean taken over the tasks drawn.

use super::stats::{compensated_sum, percentile, t_quantile_975, Bootstrap, Interval, SplitMix64};

/// A mean over tasks with its plain and clustered uncertainty.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ClusteredSummary {
    /// The mean over tasks.
    pub mean: f64,
    /// s/√n, as if every task were independent.
    pub standard_error: f64,
    /// Miller's clustered standard error (equation 4).
    pub clustered_standard_error: f64,
    /// inspect_ai's clustered standard error on the same values (finite-cluster corrected).
    pub inspect_standard_error: f64,
    /// mean ± t₀.₉₇₅(C − 1) · clustered SE, clipped to [0, 1] (the degrees of freedom are
    /// the clusters', as the sandwich estimator's are).
    pub t_interval: Interval,
    /// Percentile interval of the mean over clusters resampled with replacement.
    pub bootstrap_interval: Interval,
    /// How many tasks.
    pub tasks: usize,
    /// How many clusters.
    pub clusters: usize,
}

impl ClusteredSummary {
    /// How many times wider the clustered interval is than the plain one (the ratio of the
    /// standard errors); None when the plain SE is 0.
    pub fn widening(&self) -> Option<f64> {
        (self.standard_error > 0.0).then(|| self.clustered_standard_error / self.standard_error)
    }
}

/// Per cluster: the sum of deviations from the mean, the sum of their squares, the sum of
/// the values and how many tasks it has.
#[derive(Clone, Copy, Default)]
struct ClusterSums {
    deviations: f64,
    squares: f64,
    values: f64,
    tasks: usize,
}

fn cluster_sums(
    values: &[f64],
    cluster_of: &[u32],
    clusters: usize,
    mean: f64,
) -> Vec<ClusterSums> {
    let mut sums = vec![ClusterSums::default(); clusters];
    for (&value, &cluster) in values.iter().zip(cluster_of) {
        let sum = &mut sums[cluster as usize];
        let deviation = value - mean;
        sum.deviations += deviation;
        sum.squares += deviation * deviation;
        sum.values += value;
        sum.tasks += 1;
    }
    sums
}

/// The clustered summary of `values`, where task i is in cluster `cluster_of[i]` (dense
/// indices 0..C; an index past the largest is a cluster with no tasks, ignored). None when
/// there are fewer than two tasks or the lengths differ.
pub fn clustered_summary(
    values: &[f64],
    cluster_of: &[u32],
    bootstrap: Bootstrap,
) -> Option<ClusteredSummary> {
    let n = values.len();
    if n < 2 || cluster_of.len() != n {
        return None;
    }
    let slots = cluster_of
        .iter()
        .max()
        .map_or(0, |&largest| largest as usize + 1);
    let mean = compensated_sum(values.iter().copied()) / n as f64;
    let sums: Vec<ClusterSums> = cluster_sums(values, cluster_of, slots, mean)
        .into_iter()
        .filter(|sum| sum.tasks > 0)
        .collect();
    let clusters = sums.len();
    let n_f = n as f64;
    let squares = compensated_sum(sums.iter().map(|sum| sum.squares));
    let plain_variance = squares / (n_f - 1.0) / n_f;
    let cross = compensated_sum(
        sums.iter()
            .map(|sum| sum.deviations * sum.deviations - sum.squares),
    ) / (n_f * n_f);
    // s²/n − Σd²/n² > 0 and Σ_c(Σd)² ≥ 0, so the sum is never negative; the max only guards
    // against rounding at exactly 0.
    let clustered_standard_error = (plain_variance + cross).max(0.0).sqrt();
    let between = compensated_sum(sums.iter().map(|sum| sum.deviations * sum.deviations));
    let inspect_standard_error = if clusters > 1 {
        (between * clusters as f64 / (clusters as f64 - 1.0))
            .max(0.0)
            .sqrt()
            / n_f
    } else {
        f64::NAN
    };
    let half = t_quantile_975(clusters.saturating_sub(1)) * clustered_standard_error;
    Some(ClusteredSummary {
        mean,
        standard_error: plain_variance.sqrt(),
        clustered_standard_error,
        inspect_standard_error,
        t_interval: Interval {
            low: (mean - half).clamp(0.0, 1.0),
            high: (mean + half).clamp(0.0, 1.0),
        },
        bootstrap_interval: cluster_bootstrap(&sums, bootstrap),
        tasks: n,
        clusters,
    })
}

/// Resampled clusters are about 2 million cluster draws in all, as the task bootstrap.
const MAX_DRAWS: usize = 2_000_000;

fn cluster_bootstrap(sums: &[ClusterSums], bootstrap: Bootstrap) -> Interval {
    let clusters = sums.len();
    let requested = bootstrap.resamples.max(1) as usize;
    let resamples = (MAX_DRAWS / clusters.max(1)).max(200).min(requested);
    let mut rng = SplitMix64::new(bootstrap.seed);
    let mut means: Vec<f64> = (0..resamples)
        .map(|_| {
            let (mut total, mut tasks) = (0.0, 0usize);
            for _ in 0..clusters {
                let drawn = &sums[rng.below(clusters)];
                total += drawn.values;
                tasks += drawn.tasks;
            }
            total / tasks as f64
        })
        .collect();
    means.sort_by(f64::total_cmp);
    Interval {
        low: percentile(&means, 0.025).clamp(0.0, 1.0),
        high: percentile(&means, 0.975).clamp(0.0, 1.0),
    }
}

/// inspect_ai's figure alone (see the module's note); NaN with fewer than two clusters, as
/// inspect's own division by C − 1 gives.
pub fn inspect_clustered_standard_error(values: &[f64], cluster_of: &[u32]) -> f64 {
    clustered_summary(
        values,
        cluster_of,
        Bootstrap {
            resamples: 1,
            seed: 1,
        },
    )
    .map_or(f64::NAN, |summary| summary.inspect_standard_error)
}

/// Dense cluster indices from labels, in order of first appearance, and how many there are.
pub fn cluster_indices<'a>(labels: impl IntoIterator<Item = &'a str>) -> (Vec<u32>, usize) {
    let mut seen: std::collections::HashMap<&'a str, u32> = std::collections::HashMap::new();
    let indices: Vec<u32> = labels
        .into_iter()
        .map(|label| {
            let next = seen.len() as u32;
            *seen.entry(label).or_insert(next)
        })
        .collect();
    (indices, seen.len())
}

#[cfg(test)]
mod tests;

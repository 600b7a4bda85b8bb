//! The comparison of many tasks (more than [`GROUPED_ABOVE`]) by their distinct counts.
//!
//! A million tasks of a few trials each have a handful of distinct (A, B) counts, so every
//! statistic is taken over the distinct values, each weighted by how many tasks share it:
//! the means and t intervals exactly as over the tasks (up to rounding); the bootstrap as a
//! Poisson bootstrap (each task drawn Poisson(1) times, so a value shared by g tasks is
//! drawn Poisson(g) times, as the leaderboard does beyond 5,000 tasks); the sign-flip test
//! with the number of positive signs of g equal |d| drawn from Binomial(g, 1/2) by inverting
//! its distribution, or exactly from the binomial tail when every |d| is the same. The cost
//! grows with the distinct values, not the tasks. Fewer tasks keep the per-task statistics.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use super::{
    clamped, welch_interval, Metric, PairedCounts, PairedDifference, PairedMeans, Permutations,
    BOOTSTRAP_RESAMPLES, DIFFERENCES, EXACT_PERMUTATIONS_UP_TO, MEANS, SAMPLED_PERMUTATIONS,
};
use crate::beta::ln_gamma;
use crate::stats::{compensated_sum, poisson, Interval, SplitMix64};
use crate::student_t::t_quantile;

/// More tasks than this are compared by their distinct counts.
pub const GROUPED_ABOVE: usize = 5_000;

/// A group of equal |d| larger than this draws its signs by inverting Binomial(g, 1/2)
/// instead of one random bit per task.
const BITS_UP_TO: u64 = 1_024;

/// Distinct (A's estimate, B's estimate), each with how many tasks have it.
struct Grouped {
    values: Vec<((f64, f64), u64)>,
    tasks: usize,
}

/// A multiplicative hash for counts (the default hasher resists attacks these keys never
/// mount, at several times the cost, a million times over).
#[derive(Default)]
struct CountsHasher(u64);

impl Hasher for CountsHasher {
    fn finish(&self) -> u64 {
        // The multiply mixes upwards only: ids that differ in their last bytes ("t0", "t1"…)
        // would share their low bits, which pick the bucket. The well-mixed high bits go
        // there instead.
        self.0.rotate_left(26)
    }

    fn write(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.write_u64(u64::from(byte));
        }
    }

    fn write_u64(&mut self, value: u64) {
        self.0 = (self.0.rotate_left(5) ^ value).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
}

/// The pairs of a comparison by their distinct counts in both runs, each with how many
/// tasks have them, in the order first seen. Built once (a task at a time, as the runs are
/// matched) and read for every k.
#[derive(Clone, Debug, Default)]
pub struct PairGroups {
    index: HashMap<PairedCounts, usize, BuildHasherDefault<CountsHasher>>,
    distinct: Vec<(PairedCounts, u64)>,
    tasks: usize,
}

impl PartialEq for PairGroups {
    fn eq(&self, other: &PairGroups) -> bool {
        self.distinct == other.distinct
    }
}

impl PairGroups {
    /// The groups of `pairs`.
    pub fn new(pairs: &[PairedCounts]) -> PairGroups {
        let mut groups = PairGroups::default();
        pairs.iter().for_each(|pair| groups.add(*pair));
        groups
    }

    /// Counts one more task.
    pub fn add(&mut self, pair: PairedCounts) {
        let distinct = &mut self.distinct;
        let at = *self.index.entry(pair).or_insert_with(|| {
            distinct.push((pair, 0));
            distinct.len() - 1
        });
        self.distinct[at].1 += 1;
        self.tasks += 1;
    }

    /// How many tasks.
    pub fn tasks(&self) -> usize {
        self.tasks
    }

    /// How many distinct pairs of counts.
    pub fn distinct(&self) -> usize {
        self.distinct.len()
    }

    /// Each distinct pair of counts with how many tasks have it.
    pub fn counted(&self) -> impl Iterator<Item = (PairedCounts, u64)> + '_ {
        self.distinct.iter().copied()
    }
}

fn grouped(groups: &PairGroups, k: u64, metric: Metric) -> Grouped {
    let mut values = Vec::with_capacity(groups.distinct.len());
    let mut tasks = 0;
    for &(pair, count) in &groups.distinct {
        if let (Some(a), Some(b)) = (metric.estimate(pair.a, k), metric.estimate(pair.b, k)) {
            values.push(((a, b), count));
            tasks += count as usize;
        }
    }
    Grouped { values, tasks }
}

/// The weighted mean of (value, count) over `tasks` tasks.
fn mean(values: &[(f64, u64)], tasks: usize) -> f64 {
    compensated_sum(values.iter().map(|&(x, count)| x * count as f64)) / tasks as f64
}

/// The sample variance over the tasks (m − 1 in the denominator); 0 for one task.
fn variance(values: &[(f64, u64)], tasks: usize) -> f64 {
    if tasks < 2 {
        return 0.0;
    }
    let centre = mean(values, tasks);
    compensated_sum(
        values
            .iter()
            .map(|&(x, count)| (x - centre) * (x - centre) * count as f64),
    ) / (tasks - 1) as f64
}

fn t_interval(values: &[(f64, u64)], tasks: usize, range: (f64, f64)) -> Option<Interval> {
    (tasks >= 2).then(|| {
        let centre = mean(values, tasks);
        let half =
            t_quantile(0.975, (tasks - 1) as f64) * (variance(values, tasks) / tasks as f64).sqrt();
        clamped(centre - half, centre + half, range)
    })
}

impl Grouped {
    fn column(&self, of: impl Fn((f64, f64)) -> f64) -> Vec<(f64, u64)> {
        self.values
            .iter()
            .map(|&(pair, count)| (of(pair), count))
            .collect()
    }
}

/// [`super::paired_means`] over grouped pairs: for more than [`GROUPED_ABOVE`] tasks.
pub fn paired_means_grouped(groups: &PairGroups, k: u64, metric: Metric) -> Option<PairedMeans> {
    let grouped = grouped(groups, k, metric);
    let m = grouped.tasks;
    if m == 0 {
        return None;
    }
    let (a, b, d) = (
        grouped.column(|(a, _)| a),
        grouped.column(|(_, b)| b),
        grouped.column(|(a, b)| b - a),
    );
    Some(PairedMeans {
        tasks: m,
        mean_a: mean(&a, m),
        interval_a: t_interval(&a, m, MEANS),
        mean_b: mean(&b, m),
        interval_b: t_interval(&b, m, MEANS),
        difference: mean(&d, m),
        paired_t: t_interval(&d, m, DIFFERENCES),
    })
}

/// [`super::paired_difference`] over grouped pairs: for more than [`GROUPED_ABOVE`] tasks.
pub fn paired_difference_grouped(
    groups: &PairGroups,
    k: u64,
    metric: Metric,
    seed: u64,
) -> Option<PairedDifference> {
    let grouped = grouped(groups, k, metric);
    let m = grouped.tasks;
    if m == 0 {
        return None;
    }
    let (a, b, d) = (
        grouped.column(|(a, _)| a),
        grouped.column(|(_, b)| b),
        grouped.column(|(a, b)| b - a),
    );
    let difference = mean(&d, m);
    let unpaired_t = welch_interval(difference, (variance(&a, m), variance(&b, m)), m);
    let (p_value, permutations) = sign_flips(&d, seed);
    Some(PairedDifference {
        tasks: m,
        left_out: groups.tasks - m,
        mean_a: mean(&a, m),
        mean_b: mean(&b, m),
        difference,
        paired_t: t_interval(&d, m, DIFFERENCES),
        paired_bootstrap: (m >= 2).then(|| poisson_bootstrap(&d, seed)),
        unpaired_t,
        p_value,
        permutations,
    })
}

/// The Poisson bootstrap of the mean of d: a value shared by g tasks is drawn Poisson(g)
/// times in each resample.
fn poisson_bootstrap(d: &[(f64, u64)], seed: u64) -> Interval {
    let mut rng = SplitMix64::new(seed);
    let mut means: Vec<f64> = (0..BOOTSTRAP_RESAMPLES)
        .map(|_| {
            let (mut sum, mut drawn) = (0.0, 0u64);
            for &(x, count) in d {
                let copies = poisson(&mut rng, count as f64);
                sum += x * copies as f64;
                drawn += copies;
            }
            sum / drawn.max(1) as f64
        })
        .collect();
    means.sort_by(f64::total_cmp);
    let at = |q: f64| means[((q * (means.len() - 1) as f64).round() as usize).min(means.len() - 1)];
    Interval {
        low: at(0.025),
        high: at(0.975),
    }
}

/// Draws from Binomial(g, 1/2): one random bit per trial for small g, else by inverting the
/// distribution (its cumulative table made once, a binary search per draw).
enum HalfBinomial {
    Bits(u64),
    /// The first count of the table, and the cumulative probabilities from there.
    Table(u64, Vec<f64>),
}

impl HalfBinomial {
    fn new(trials: u64) -> HalfBinomial {
        if trials <= BITS_UP_TO {
            return HalfBinomial::Bits(trials);
        }
        let (low, pmf) = half_binomial_pmf(trials);
        let mut running = 0.0;
        let table = pmf
            .into_iter()
            .map(|p| {
                running += p;
                running
            })
            .collect();
        HalfBinomial::Table(low, table)
    }

    fn draw(&self, rng: &mut SplitMix64) -> u64 {
        match self {
            HalfBinomial::Bits(trials) => {
                let (mut ones, mut left) = (0u64, *trials);
                while left > 0 {
                    let take = left.min(64);
                    let mask = if take == 64 {
                        u64::MAX
                    } else {
                        (1u64 << take) - 1
                    };
                    ones += u64::from((rng.next_u64() & mask).count_ones());
                    left -= take;
                }
                ones
            }
            HalfBinomial::Table(low, table) => {
                let total = table.last().copied().unwrap_or(1.0);
                let u = (rng.next_u64() >> 11) as f64 * (1.0 / (1u64 << 53) as f64) * total;
                low + table.partition_point(|&cumulative| cumulative <= u) as u64
            }
        }
    }
}

/// Binomial(g, 1/2) where it is not negligible: the first count kept and the probabilities
/// from there, within 40 standard deviations of the middle (beyond, each is below 1e-340:
/// zero in `f64`). The middle one comes from logs, the others by the ratio of neighbours.
fn half_binomial_pmf(trials: u64) -> (u64, Vec<f64>) {
    let g = trials as usize;
    let mode = g / 2;
    let reach = (40.0 * (trials as f64).sqrt() / 2.0).ceil() as usize + 1;
    let (low, high) = (mode.saturating_sub(reach), (mode + reach).min(g));
    let mut pmf = vec![0.0; high - low + 1];
    let ln = |x: f64| ln_gamma(x + 1.0);
    pmf[mode - low] = (ln(trials as f64)
        - ln(mode as f64)
        - ln((g - mode) as f64)
        - trials as f64 * std::f64::consts::LN_2)
        .exp();
    for k in mode..high {
        pmf[k + 1 - low] = pmf[k - low] * (g - k) as f64 / (k + 1) as f64;
    }
    for k in (low + 1..=mode).rev() {
        pmf[k - 1 - low] = pmf[k - low] * k as f64 / (g - k + 1) as f64;
    }
    (low as u64, pmf)
}

/// P(|2B − g| ≥ gap) for B ~ Binomial(g, 1/2).
fn half_binomial_two_sided(trials: u64, gap: u64) -> f64 {
    let (low, pmf) = half_binomial_pmf(trials);
    pmf.into_iter()
        .enumerate()
        .filter(|&(at, _)| (2 * (low + at as u64)).abs_diff(trials) >= gap)
        .map(|(_, p)| p)
        .sum::<f64>()
        .min(1.0)
}

/// The sign-flip test of Σ d = 0 over (d, tasks) groups.
fn sign_flips(d: &[(f64, u64)], seed: u64) -> (f64, Permutations) {
    let moving: Vec<(f64, u64)> = d.iter().copied().filter(|&(x, _)| x != 0.0).collect();
    let tasks: u64 = moving.iter().map(|&(_, count)| count).sum();
    if tasks as usize <= EXACT_PERMUTATIONS_UP_TO {
        let expanded: Vec<f64> = moving
            .iter()
            .flat_map(|&(x, count)| std::iter::repeat_n(x, count as usize))
            .collect();
        return super::permutation_test(&expanded, seed);
    }
    let observed = compensated_sum(moving.iter().map(|&(x, count)| x * count as f64)).abs();
    let slack = 1e-12
        * moving
            .iter()
            .map(|&(x, count)| x.abs() * count as f64)
            .sum::<f64>();
    // Equal |d| flip together: group them, in a fixed order.
    let mut sizes: Vec<(u64, f64, u64)> = Vec::new();
    for &(x, count) in &moving {
        let bits = x.abs().to_bits();
        match sizes.iter_mut().find(|(seen, _, _)| *seen == bits) {
            Some(size) => size.2 += count,
            None => sizes.push((bits, x.abs(), count)),
        }
    }
    sizes.sort_unstable_by_key(|&(bits, _, _)| bits);
    if sizes.len() == 1 {
        // Every |d| equal: |d|·(positive − negative), positive ~ Binomial(g, 1/2).
        let positive: u64 = moving
            .iter()
            .filter(|&&(x, _)| x > 0.0)
            .map(|&(_, count)| count)
            .sum();
        let gap = (2 * positive).abs_diff(tasks);
        return (
            half_binomial_two_sided(tasks, gap),
            Permutations::Exact(tasks),
        );
    }
    let samplers: Vec<(f64, u64, HalfBinomial)> = sizes
        .iter()
        .map(|&(_, x, count)| (x, count, HalfBinomial::new(count)))
        .collect();
    let mut rng = SplitMix64::new(seed ^ 0x5045_524d);
    let hits = (0..SAMPLED_PERMUTATIONS)
        .filter(|_| {
            let sum: f64 = samplers
                .iter()
                .map(|(x, count, sampler)| {
                    x * (*count as f64 - 2.0 * sampler.draw(&mut rng) as f64)
                })
                .sum();
            sum.abs() >= observed - slack
        })
        .count() as u64;
    (
        (hits + 1) as f64 / (f64::from(SAMPLED_PERMUTATIONS) + 1.0),
        Permutations::Sampled(SAMPLED_PERMUTATIONS),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::estimators::TaskCounts;

    fn pair(a: (u64, u64), b: (u64, u64)) -> PairedCounts {
        PairedCounts {
            a: TaskCounts::new(a.0, a.1).unwrap(),
            b: TaskCounts::new(b.0, b.1).unwrap(),
        }
    }

    /// 6,000 tasks of eight trials: B gains a little on some, loses on others.
    fn tasks() -> Vec<PairedCounts> {
        (0..6_000u64)
            .map(|i| pair((8, i % 9), (8, ((i * 7 + 3) % 9).min(i % 9 + 2))))
            .collect()
    }

    #[test]
    fn grouped_means_and_t_intervals_are_the_per_task_ones() {
        let pairs = tasks();
        for metric in [Metric::PassAtK, Metric::PassHatK] {
            let many = paired_means_grouped(&PairGroups::new(&pairs), 3, metric).unwrap();
            let estimates = super::super::estimates(&pairs, 3, metric);
            let d: Vec<f64> = estimates.iter().map(|&(a, b)| b - a).collect();
            let a: Vec<f64> = estimates.iter().map(|&(a, _)| a).collect();
            assert_eq!(many.tasks, 6_000);
            assert!((many.difference - super::super::mean(&d)).abs() < 1e-14);
            assert!((many.mean_a - super::super::mean(&a)).abs() < 1e-14);
            let t = super::super::t_interval(&d, DIFFERENCES).unwrap();
            let grouped_t = many.paired_t.unwrap();
            assert!(
                (t.low - grouped_t.low).abs() < 1e-12 && (t.high - grouped_t.high).abs() < 1e-12
            );
        }
    }

    #[test]
    fn the_poisson_bootstrap_and_the_grouped_test_agree_with_the_per_task_ones() {
        let pairs = tasks();
        let many =
            paired_difference_grouped(&PairGroups::new(&pairs), 2, Metric::PassAtK, 7).unwrap();
        let estimates = super::super::estimates(&pairs, 2, Metric::PassAtK);
        let d: Vec<f64> = estimates.iter().map(|&(a, b)| b - a).collect();
        let exact_bootstrap = super::super::paired_bootstrap(&d, 7);
        let width = |i: Interval| i.high - i.low;
        let bootstrap = many.paired_bootstrap.unwrap();
        assert!(bootstrap.low <= many.difference && many.difference <= bootstrap.high);
        assert!((width(bootstrap) / width(exact_bootstrap) - 1.0).abs() < 0.15);
        let (p, _) = super::super::permutation_test(&d, 7);
        assert!((many.p_value - p).abs() < 0.02, "{} vs {p}", many.p_value);
    }

    #[test]
    fn one_size_of_difference_is_the_exact_binomial_tail() {
        // 10,000 single-trial tasks: 60 went from fail to pass, 40 from pass to fail.
        let pairs: Vec<PairedCounts> = (0..10_000u64)
            .map(|i| match i {
                0..60 => pair((1, 0), (1, 1)),
                60..100 => pair((1, 1), (1, 0)),
                _ => pair((1, i % 2), (1, i % 2)),
            })
            .collect();
        let many =
            paired_difference_grouped(&PairGroups::new(&pairs), 1, Metric::PassAtK, 1).unwrap();
        assert_eq!(many.permutations, Permutations::Exact(100));
        // P(|2B − 100| ≥ 20) for B ~ Binomial(100, 1/2) = 0.05688793364098078…
        assert!(
            (many.p_value - 0.056_887_933_640_980_78).abs() < 1e-12,
            "{}",
            many.p_value
        );
        assert!(
            (half_binomial_two_sided(100, 20) - crate::board::binomial_two_sided(100, 20)).abs()
                < 1e-14
        );
    }

    #[test]
    fn a_large_group_draws_the_right_binomial() {
        let sampler = HalfBinomial::new(100_000);
        let mut rng = SplitMix64::new(3);
        let draws: Vec<f64> = (0..20_000).map(|_| sampler.draw(&mut rng) as f64).collect();
        let mean = draws.iter().sum::<f64>() / draws.len() as f64;
        let variance =
            draws.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (draws.len() - 1) as f64;
        assert!((mean - 50_000.0).abs() < 3.0, "{mean}");
        assert!((variance / 25_000.0 - 1.0).abs() < 0.05, "{variance}");
    }
}

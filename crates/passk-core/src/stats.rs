//! Uncertainty of a mean across tasks.
//!
//! Two intervals are given for every mean, because they answer slightly different doubts:
//! - **analytic**: the standard error across tasks, s/√m with the sample standard deviation
//!   s of the m per-task values, and a 95% Student-t interval mean ± t₀.₉₇₅(m−1)·SE (t rather
//!   than 1.96 because evals often have few tasks: with 3 tasks the multiplier is 4.30);
//! - **bootstrap**: the 2.5th and 97.5th percentiles of the mean over tasks resampled with
//!   replacement, with a seeded generator (SplitMix64) so a report is reproducible. The
//!   work is bounded at about 2 million draws: 2,000 resamples up to 1,000 tasks, fewer
//!   beyond (at least 200), where the two intervals agree closely anyway.
//!
//! Both are clipped to [0, 1], where every metric lives. Trials within a task are not
//! resampled: the per-task estimate is the unit, as the 001 article's "per task first, then
//! across tasks" asks.

use super::beta::ln_gamma;
use super::dd::Dd;
use super::student_t::t_quantile;

/// A closed interval.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Interval {
    /// Lower end.
    pub low: f64,
    /// Upper end.
    pub high: f64,
}

/// A mean with its standard error and both 95% intervals.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MeanSummary {
    /// The arithmetic mean of the values.
    pub mean: f64,
    /// Sample standard deviation / √m; 0 for a single value.
    pub standard_error: f64,
    /// mean ± t₀.₉₇₅(m − 1)·SE, clipped to [0, 1]. For one value it is the value itself.
    pub t_interval: Interval,
    /// Whether mean ± t·SE reached past 0 or 1 and was clipped: the tasks are too few
    /// for the t interval to say much (the page points at the posterior one).
    pub t_clipped: bool,
    /// Percentile bootstrap over the values, clipped to [0, 1].
    pub bootstrap_interval: Interval,
    /// How many values the mean rests on.
    pub count: usize,
}

crate::closed_set! {
    /// Which 95% interval a summary reports for a mean over tasks. Listed once; the command's
    /// `--interval` and the results block read it.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
    pub enum IntervalMethod {
        /// mean ± t₀.₉₇₅(m − 1)·SE, as the data page's cards show.
        #[default]
        StudentT = "t",
        /// The seeded percentile bootstrap over tasks.
        Bootstrap = "bootstrap",
        /// The Wilson score interval of the share of tasks solved (one trial per task).
        Wilson = "wilson",
        /// The posterior mean with its credible interval (the data page's `est=posterior`).
        Bayes = "bayes",
    }
}

/// How to bootstrap: the number of resamples and the generator's seed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bootstrap {
    /// Resamples drawn.
    pub resamples: u32,
    /// Seed of the SplitMix64 generator.
    pub seed: u64,
}

impl Default for Bootstrap {
    fn default() -> Bootstrap {
        Bootstrap {
            resamples: 2000,
            seed: 0x7061_7373_6b00_0001,
        }
    }
}

/// SplitMix64 (Steele, Lea and Flood 2014): tiny, fast, and good enough to draw indices.
#[derive(Clone, Debug)]
pub struct SplitMix64(u64);

impl SplitMix64 {
    /// A generator from a seed.
    pub fn new(seed: u64) -> SplitMix64 {
        SplitMix64(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A uniform index below `bound` (> 0), by Lemire's multiply-shift (bias below 2^-32
    /// for the sizes used here).
    pub fn below(&mut self, bound: usize) -> usize {
        let bits = self.next_u64();
        match u32::try_from(bound) {
            // The same high 64 bits of the 128-bit product, from two 64-bit products: WebAssembly
            // has no 128-bit multiply, and the library call it falls back on made this the
            // bootstrap's slowest step.
            Ok(bound) => {
                let bound = u64::from(bound);
                let high = (bits >> 32) * bound;
                let low = (bits & 0xFFFF_FFFF) * bound;
                ((high + (low >> 32)) >> 32) as usize
            }
            Err(_) => ((u128::from(bits) * bound as u128) >> 64) as usize,
        }
    }
}

/// The 0.975 quantile of Student's t with `df` degrees of freedom (infinite for 0).
pub fn t_quantile_975(df: usize) -> f64 {
    t_quantile(0.975, df as f64)
}

fn clip(x: f64) -> f64 {
    x.clamp(0.0, 1.0)
}

/// The mean of `values` with its uncertainty; None when there are no values.
///
/// The mean is summed and divided in double-double and rounded once, so the 000 article's
/// 41/42 comes out as the `f64` nearest 41/42, and 10^6 values lose nothing.
pub fn summarize(values: &[f64], bootstrap: Bootstrap) -> Option<MeanSummary> {
    let counted: Vec<(f64, u64)> = values.iter().map(|&value| (value, 1)).collect();
    summarize_counted(&counted, bootstrap)
}

/// Like [`summarize`], for values that repeat: each `(value, count)` stands for `count`
/// tasks with that value. Tasks with the same (n, c) have the same estimate, so a million
/// tasks of four trials are five values here, and the work and memory follow the distinct
/// values, not the tasks.
pub fn summarize_counted(values: &[(f64, u64)], bootstrap: Bootstrap) -> Option<MeanSummary> {
    let count_u64: u64 = values.iter().map(|&(_, count)| count).sum();
    if count_u64 == 0 {
        return None;
    }
    let count = count_u64 as usize;
    let total = values.iter().fold(Dd::ZERO, |sum, &(value, times)| {
        sum + Dd::from_f64(value) * Dd::from_f64(times as f64)
    });
    let mean = (total / Dd::from_f64(count as f64)).to_f64();
    let standard_error = if count > 1 {
        let squares = compensated_sum(
            values
                .iter()
                .map(|&(v, times)| (v - mean) * (v - mean) * times as f64),
        );
        (squares / (count - 1) as f64).sqrt() / (count as f64).sqrt()
    } else {
        0.0
    };
    let half_width = if count > 1 {
        t_quantile_975(count - 1) * standard_error
    } else {
        0.0
    };
    let t_interval = Interval {
        low: clip(mean - half_width),
        high: clip(mean + half_width),
    };
    let t_clipped = mean - half_width < 0.0 || mean + half_width > 1.0;
    Some(MeanSummary {
        mean,
        standard_error,
        t_interval,
        t_clipped,
        bootstrap_interval: bootstrap_interval_counted(values, bootstrap),
        count,
    })
}

/// A mean with its Student-t interval, accumulated value by value (each standing for some
/// number of tasks) without keeping the values: the data chart adds one value per distinct
/// (n, c) at each of up to 1,000 k. The mean is summed in double-double and rounded once, as
/// in [`summarize`]; the spread is Welford's weighted update, stable when values are close.
#[derive(Clone, Copy, Debug)]
pub struct RunningMean {
    total: Dd,
    count: u64,
    mean: f64,
    squares: f64,
}

impl Default for RunningMean {
    fn default() -> RunningMean {
        RunningMean {
            total: Dd::ZERO,
            count: 0,
            mean: 0.0,
            squares: 0.0,
        }
    }
}

impl RunningMean {
    /// Adds `value`, standing for `count` tasks.
    pub fn add(&mut self, value: f64, count: u64) {
        if count == 0 {
            return;
        }
        let weight = count as f64;
        self.total = self.total + Dd::from_f64(value) * Dd::from_f64(weight);
        self.count += count;
        let delta = value - self.mean;
        self.mean += delta * weight / self.count as f64;
        self.squares += delta * (value - self.mean) * weight;
    }

    /// The mean and its 95% Student-t interval (clipped to [0, 1]); None before any value.
    pub fn mean_and_interval(&self) -> Option<(f64, Interval)> {
        if self.count == 0 {
            return None;
        }
        let count = self.count as f64;
        let mean = (self.total / Dd::from_f64(count)).to_f64();
        let half_width = if self.count > 1 {
            let standard_error = (self.squares.max(0.0) / (count - 1.0)).sqrt() / count.sqrt();
            t_quantile_975((self.count - 1) as usize) * standard_error
        } else {
            0.0
        };
        Some((
            mean,
            Interval {
                low: clip(mean - half_width),
                high: clip(mean + half_width),
            },
        ))
    }
}

/// The bootstrap's budget of draws (resamples × tasks), so a 10,000-task file stays quick.
const MAX_BOOTSTRAP_DRAWS: usize = 2_000_000;
/// Fewest resamples when the budget binds.
const MIN_RESAMPLES: usize = 200;
/// Draws never exceed this, even at the fewest resamples (20 million: a fraction of a second).
const MAX_DRAWS_AT_ALL: usize = 20_000_000;
/// The Poisson bootstrap's budget of draws (resamples × distinct values): each draw costs
/// more than a uniform index, and a k change recomputes two bootstraps.
const MAX_POISSON_DRAWS: usize = 200_000;

fn resamples_for(units: usize, requested: u32) -> usize {
    let affordable = (MAX_BOOTSTRAP_DRAWS / units)
        .max(MIN_RESAMPLES.min(MAX_DRAWS_AT_ALL / units))
        .max(1);
    (requested.max(1) as usize).min(affordable)
}

/// Percentile bootstrap of the mean: resample `values` with replacement, take each
/// resample's mean, report the 2.5th and 97.5th percentiles.
pub fn bootstrap_interval(values: &[f64], bootstrap: Bootstrap) -> Interval {
    let counted: Vec<(f64, u64)> = values.iter().map(|&value| (value, 1)).collect();
    bootstrap_interval_counted(&counted, bootstrap)
}

/// [`bootstrap_interval`] of repeated values (see [`summarize_counted`]).
///
/// Up to the budget, tasks are drawn one by one, exactly as from the list of tasks. Beyond
/// it (more tasks than 2,000,000 / 200), each group of equal values gets a Poisson(count)
/// number of copies instead (the Poisson bootstrap, Hanley and MacGibbon 2006; Chamandy et
/// al. 2012), which costs one draw per distinct value rather than one per task and agrees
/// with the multinomial bootstrap to well under a percent of the interval at that size.
pub fn bootstrap_interval_counted(values: &[(f64, u64)], bootstrap: Bootstrap) -> Interval {
    let m: u64 = values.iter().map(|&(_, count)| count).sum();
    if m == 0 {
        return Interval {
            low: 0.0,
            high: 1.0,
        };
    }
    let mut rng = SplitMix64::new(bootstrap.seed);
    let by_task = (m as usize).saturating_mul(MIN_RESAMPLES) <= MAX_BOOTSTRAP_DRAWS
        || values.len() as u64 == m;
    let mut means: Vec<f64> = if by_task {
        // Cumulative counts: task i of the list belongs to the first group whose end > i.
        let ends: Vec<u64> = values
            .iter()
            .scan(0u64, |end, &(_, count)| {
                *end += count;
                Some(*end)
            })
            .collect();
        let resamples = resamples_for(m as usize, bootstrap.resamples);
        (0..resamples)
            .map(|_| {
                let mut sum = 0.0;
                for _ in 0..m {
                    let task = rng.below(m as usize) as u64;
                    let group = ends.partition_point(|&end| end <= task);
                    sum += values[group].0;
                }
                sum / m as f64
            })
            .collect()
    } else {
        let resamples = (MAX_POISSON_DRAWS / values.len())
            .max(MIN_RESAMPLES.min(MAX_DRAWS_AT_ALL / values.len()))
            .clamp(1, bootstrap.resamples.max(1) as usize);
        let mut means = Vec::with_capacity(resamples);
        while means.len() < resamples {
            let mut sum = 0.0;
            let mut drawn = 0u64;
            for &(value, count) in values {
                let copies = poisson(&mut rng, count as f64);
                sum += value * copies as f64;
                drawn += copies;
            }
            if drawn > 0 {
                means.push(sum / drawn as f64);
            }
        }
        means
    };
    means.sort_by(f64::total_cmp);
    Interval {
        low: clip(percentile(&means, 0.025)),
        high: clip(percentile(&means, 0.975)),
    }
}

/// A uniform double in [0, 1).
fn uniform(rng: &mut SplitMix64) -> f64 {
    (rng.next_u64() >> 11) as f64 * (1.0 / (1u64 << 53) as f64)
}

/// A Poisson(λ) draw: Knuth's product of uniforms for small λ, Hörmann's PTRS (transformed
/// rejection with squeeze, 1993; as numpy draws it) from λ = 10 on.
pub(crate) fn poisson(rng: &mut SplitMix64, lambda: f64) -> u64 {
    if lambda < 10.0 {
        let limit = (-lambda).exp();
        let mut product = uniform(rng);
        let mut k = 0;
        while product > limit {
            product *= uniform(rng);
            k += 1;
        }
        return k;
    }
    let root = lambda.sqrt();
    let log_lambda = lambda.ln();
    let b = 0.931 + 2.53 * root;
    let a = -0.059 + 0.02483 * b;
    let inverse_alpha = 1.1239 + 1.1328 / (b - 3.4);
    let v_r = 0.9277 - 3.6224 / (b - 2.0);
    loop {
        let u = uniform(rng) - 0.5;
        let v = uniform(rng);
        let us = 0.5 - u.abs();
        let k = ((2.0 * a / us + b) * u + lambda + 0.43).floor();
        if us >= 0.07 && v <= v_r {
            return k as u64;
        }
        if k < 0.0 || (us < 0.013 && v > us) {
            continue;
        }
        if v.ln() + inverse_alpha.ln() - (a / (us * us) + b).ln()
            <= -lambda + k * log_lambda - ln_gamma(k + 1.0)
        {
            return k as u64;
        }
    }
}

/// Linear-interpolated percentile of sorted values (the "type 7" rule of R and numpy).
pub(crate) fn percentile(sorted: &[f64], q: f64) -> f64 {
    let position = q * (sorted.len() - 1) as f64;
    let below = position.floor() as usize;
    let above = position.ceil() as usize;
    let fraction = position - below as f64;
    sorted[below] + (sorted[above] - sorted[below]) * fraction
}

/// Neumaier's improved Kahan summation.
pub fn compensated_sum(values: impl Iterator<Item = f64>) -> f64 {
    let mut sum = 0.0_f64;
    let mut compensation = 0.0_f64;
    for value in values {
        let t = sum + value;
        if sum.abs() >= value.abs() {
            compensation += (sum - t) + value;
        } else {
            compensation += (value - t) + sum;
        }
        sum = t;
    }
    sum + compensation
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_index_below_a_bound_is_the_high_half_of_the_whole_product() {
        // The two-product form must give exactly what the 128-bit product gives, or every
        // bootstrap interval would move.
        let mut bits = SplitMix64::new(7);
        for bound in [1usize, 2, 3, 5, 1000, 10_000, 999_983, u32::MAX as usize] {
            for _ in 0..10_000 {
                let mut copy = SplitMix64(bits.0);
                let expected = ((u128::from(copy.next_u64()) * bound as u128) >> 64) as usize;
                assert_eq!(bits.below(bound), expected, "bound {bound}");
            }
        }
    }

    #[test]
    fn t_quantiles() {
        assert!((t_quantile_975(2) - 4.302_652_729_7).abs() < 1e-9);
        assert!((t_quantile_975(30) - 2.042_272_456_3).abs() < 1e-9);
        // The expansion agrees with the table where both exist, and tends to z.
        let z: f64 = 1.959_963_984_540_054;
        for df in 10..=30usize {
            let v = df as f64;
            let expansion = z
                + (z.powi(3) + z) / (4.0 * v)
                + (5.0 * z.powi(5) + 16.0 * z.powi(3) + 3.0 * z) / (96.0 * v * v)
                + (3.0 * z.powi(7) + 19.0 * z.powi(5) + 17.0 * z.powi(3) - 15.0 * z)
                    / (384.0 * v * v * v);
            assert!((expansion - t_quantile_975(df)).abs() < 2e-4, "df {df}");
        }
        assert!((t_quantile_975(100_000) - z).abs() < 1e-4);
    }

    #[test]
    fn summary_of_known_values() {
        let summary = summarize(&[1.0, 0.0, 0.5], Bootstrap::default()).unwrap();
        assert_eq!(summary.mean, 0.5);
        // s = 0.5, SE = 0.5/√3.
        assert!((summary.standard_error - 0.5 / 3f64.sqrt()).abs() < 1e-15);
        assert_eq!(summary.t_interval.low, 0.0);
        assert_eq!(summary.t_interval.high, 1.0);
        assert_eq!(summary.count, 3);
        let one = summarize(&[0.25], Bootstrap::default()).unwrap();
        assert_eq!(one.standard_error, 0.0);
        assert_eq!(
            one.t_interval,
            Interval {
                low: 0.25,
                high: 0.25
            }
        );
        assert_eq!(
            one.bootstrap_interval,
            Interval {
                low: 0.25,
                high: 0.25
            }
        );
        assert!(summarize(&[], Bootstrap::default()).is_none());
    }

    #[test]
    fn bootstrap_is_reproducible_and_brackets_the_mean() {
        let values: Vec<f64> = (0..200).map(|i| f64::from(i % 7) / 6.0).collect();
        let a = bootstrap_interval(&values, Bootstrap::default());
        let b = bootstrap_interval(&values, Bootstrap::default());
        assert_eq!(a, b);
        let summary = summarize(&values, Bootstrap::default()).unwrap();
        assert!(a.low < summary.mean && summary.mean < a.high);
        // For 200 well-behaved values the two intervals nearly agree.
        assert!((a.low - summary.t_interval.low).abs() < 0.01);
        assert!((a.high - summary.t_interval.high).abs() < 0.01);
        let other_seed = bootstrap_interval(
            &values,
            Bootstrap {
                resamples: 2000,
                seed: 7,
            },
        );
        assert_ne!(a, other_seed);
    }

    #[test]
    fn counted_values_summarize_like_the_list_they_stand_for() {
        let list: Vec<f64> = (0..3000).map(|i| f64::from(i % 3) / 2.0).collect();
        let counted = [(0.0, 1000), (0.5, 1000), (1.0, 1000)];
        let a = summarize(&list, Bootstrap::default()).unwrap();
        let b = summarize_counted(&counted, Bootstrap::default()).unwrap();
        assert_eq!(a.mean, b.mean);
        assert_eq!(a.count, b.count);
        assert!((a.standard_error - b.standard_error).abs() < 1e-15);
        // Different draws, the same distribution: both bootstraps agree with the t interval.
        for interval in [a.bootstrap_interval, b.bootstrap_interval] {
            assert!(
                (interval.low - a.t_interval.low).abs() < 0.005,
                "{interval:?}"
            );
            assert!(
                (interval.high - a.t_interval.high).abs() < 0.005,
                "{interval:?}"
            );
        }
        // A million tasks in five groups take the Poisson path and still agree.
        let million = [
            (0.0, 200_000),
            (0.25, 200_000),
            (0.5, 200_000),
            (0.75, 200_000),
            (1.0, 200_000),
        ];
        let big = summarize_counted(&million, Bootstrap::default()).unwrap();
        assert_eq!(big.mean, 0.5);
        let half_width = big.t_interval.high - big.mean;
        assert!(
            (big.bootstrap_interval.high - big.t_interval.high).abs() < 0.12 * half_width,
            "{big:?}"
        );
        assert!((big.bootstrap_interval.low - big.t_interval.low).abs() < 0.12 * half_width);
    }

    #[test]
    fn a_running_mean_agrees_with_the_summary() {
        let counted = [(0.1, 3), (0.5, 1), (0.9, 7), (0.3, 2)];
        let summary = summarize_counted(&counted, Bootstrap::default()).unwrap();
        let mut running = RunningMean::default();
        for &(value, count) in &counted {
            running.add(value, count);
        }
        let (mean, interval) = running.mean_and_interval().unwrap();
        assert_eq!(mean, summary.mean);
        assert!((interval.low - summary.t_interval.low).abs() < 1e-15);
        assert!((interval.high - summary.t_interval.high).abs() < 1e-15);
        assert_eq!(RunningMean::default().mean_and_interval(), None);
    }

    #[test]
    fn poisson_draws_have_the_right_mean_and_variance() {
        let mut rng = SplitMix64::new(11);
        for lambda in [0.5, 3.0, 10.0, 57.0, 1.0e6] {
            let draws: Vec<f64> = (0..40_000)
                .map(|_| poisson(&mut rng, lambda) as f64)
                .collect();
            let mean = draws.iter().sum::<f64>() / draws.len() as f64;
            let variance =
                draws.iter().map(|d| (d - mean).powi(2)).sum::<f64>() / draws.len() as f64;
            assert!(
                (mean - lambda).abs() < 4.0 * (lambda / 40_000.0).sqrt() + 1e-9,
                "{lambda}: {mean}"
            );
            assert!(
                (variance / lambda - 1.0).abs() < 0.05,
                "{lambda}: {variance}"
            );
        }
    }

    #[test]
    fn compensated_sum_keeps_small_terms() {
        let values = std::iter::once(1.0).chain(std::iter::repeat_n(1e-16, 1_000_000));
        assert!((compensated_sum(values) - (1.0 + 1e-10)).abs() < 1e-22);
    }
}

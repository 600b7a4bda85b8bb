//! Rerunning a benchmark: the same agent (the explorer's p, spread and k) on the same
//! number of tasks and trials, drawn again and again. Each run draws every task's rate from
//! the difficulty model and its successes from that rate, then measures pass@k and pass^k
//! with the unbiased estimators, as a leaderboard would. How far the measured values move
//! between reruns is how much a leaderboard number moves when nothing about the agent
//! changed.
//!
//! Run i is drawn from its own seed (the page's seed mixed with i), so "Rerun" then
//! "Rerun 100×" gives the same 101 runs as "Rerun 100×" then "Rerun", and a link with the
//! same `seed=` reproduces them.

use super::beta::Difficulty;
use super::compare::Metric;
use super::estimators::TaskCounts;
use super::stats::{compensated_sum, SplitMix64};

/// Trials per task at most (each trial is one random draw).
pub const MAX_TRIALS: u32 = 1_000;
/// Tasks per run at most.
pub const MAX_TASKS: u32 = 10_000;

/// What is rerun.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RerunModel {
    /// How the tasks' success rates spread.
    pub difficulty: Difficulty,
    /// Tasks in the benchmark.
    pub tasks: u32,
    /// Trials per task.
    pub trials: u32,
    /// The k measured.
    pub k: u32,
}

/// One run's measured values.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Measured {
    /// Mean unbiased pass@k over the run's tasks.
    pub pass_at_k: f64,
    /// Mean unbiased pass^k over the run's tasks.
    pub pass_hat_k: f64,
}

/// A uniform draw in (0, 1).
fn uniform(rng: &mut SplitMix64) -> f64 {
    ((rng.next_u64() >> 11) as f64 + 0.5) / (1u64 << 53) as f64
}

/// A standard normal draw (Box–Muller).
fn normal(rng: &mut SplitMix64) -> f64 {
    (-2.0 * uniform(rng).ln()).sqrt() * (std::f64::consts::TAU * uniform(rng)).cos()
}

/// Gamma(shape, 1), shape > 0, by Marsaglia and Tsang (2000).
pub fn gamma(rng: &mut SplitMix64, shape: f64) -> f64 {
    if shape < 1.0 {
        return gamma(rng, shape + 1.0) * uniform(rng).powf(1.0 / shape);
    }
    let d = shape - 1.0 / 3.0;
    let c = 1.0 / (9.0 * d).sqrt();
    loop {
        let x = normal(rng);
        let v = (1.0 + c * x).powi(3);
        if v > 0.0 && uniform(rng).ln() < 0.5 * x * x + d - d * v + d * v.ln() {
            return d * v;
        }
    }
}

/// One task's success rate drawn from the model.
pub fn draw_rate(rng: &mut SplitMix64, difficulty: Difficulty) -> f64 {
    match difficulty {
        Difficulty::Uniform { mean } => mean,
        Difficulty::AllOrNothing { mean } => f64::from(u8::from(uniform(rng) < mean)),
        Difficulty::Beta { a, b } => {
            let x = gamma(rng, a);
            let y = gamma(rng, b);
            if x + y > 0.0 {
                x / (x + y)
            } else {
                a / (a + b)
            }
        }
    }
}

/// Successes in `trials` trials at `rate`.
pub fn draw_successes(rng: &mut SplitMix64, rate: f64, trials: u32) -> u64 {
    (0..trials).filter(|_| uniform(rng) < rate).count() as u64
}

/// Run `index` under `seed`; None when the model has no task or fewer trials than k.
pub fn rerun(model: RerunModel, seed: u64, index: u64) -> Option<Measured> {
    if model.tasks == 0 || model.k == 0 || model.trials < model.k {
        return None;
    }
    let tasks = model.tasks.min(MAX_TASKS);
    let trials = model.trials.min(MAX_TRIALS);
    // SplitMix64 streams whose starting states differ by a small multiple of its step
    // overlap, so the run's state is a mixed output, not the seed plus the index.
    let start = SplitMix64::new(seed ^ index.wrapping_mul(0xD1B5_4A32_D192_ED03)).next_u64();
    let mut rng = SplitMix64::new(start);
    let k = u64::from(model.k);
    let mut at = Vec::with_capacity(tasks as usize);
    let mut hat = Vec::with_capacity(tasks as usize);
    for _ in 0..tasks {
        let rate = draw_rate(&mut rng, model.difficulty);
        let counts = TaskCounts {
            trials: u64::from(trials),
            successes: draw_successes(&mut rng, rate, trials),
        };
        at.push(Metric::PassAtK.estimate(counts, k)?);
        hat.push(Metric::PassHatK.estimate(counts, k)?);
    }
    Some(Measured {
        pass_at_k: compensated_sum(at.into_iter()) / f64::from(tasks),
        pass_hat_k: compensated_sum(hat.into_iter()) / f64::from(tasks),
    })
}

/// The mean and sample standard deviation of `values` (0 for one value); None when empty.
pub fn mean_and_sd(values: &[f64]) -> Option<(f64, f64)> {
    if values.is_empty() {
        return None;
    }
    let mean = compensated_sum(values.iter().copied()) / values.len() as f64;
    if values.len() < 2 {
        return Some((mean, 0.0));
    }
    let squares = compensated_sum(values.iter().map(|v| (v - mean) * (v - mean)));
    Some((mean, (squares / (values.len() - 1) as f64).sqrt()))
}

/// Equal-width bins over the values' range (at most `bins`, at least one): each bin's
/// (low, high, count). A range of zero width is one bin.
pub fn bin(values: &[f64], bins: usize) -> Vec<(f64, f64, usize)> {
    let Some(low) = values.iter().copied().reduce(f64::min) else {
        return Vec::new();
    };
    let high = values.iter().copied().fold(low, f64::max);
    if high - low < 1e-12 {
        return vec![(low, high, values.len())];
    }
    let bins = bins.max(1);
    let width = (high - low) / bins as f64;
    let mut counts = vec![0usize; bins];
    for &value in values {
        let at = (((value - low) / width) as usize).min(bins - 1);
        counts[at] += 1;
    }
    counts
        .into_iter()
        .enumerate()
        .map(|(i, count)| (low + i as f64 * width, low + (i + 1) as f64 * width, count))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::plan::estimate_variance;

    #[test]
    fn reruns_centre_on_the_model_and_spread_as_the_planner_says() {
        for (mean, spread, tasks, trials, k) in [
            (0.8, 0.2, 50u32, 8u32, 3u32),
            (0.9, 0.0, 30, 10, 8),
            (0.6, 0.4, 100, 4, 2),
        ] {
            let difficulty = Difficulty::from_mean_spread(mean, spread);
            let model = RerunModel {
                difficulty,
                tasks,
                trials,
                k,
            };
            let runs: Vec<Measured> = (0..2_000).map(|i| rerun(model, 17, i).unwrap()).collect();
            let hat: Vec<f64> = runs.iter().map(|r| r.pass_hat_k).collect();
            let at: Vec<f64> = runs.iter().map(|r| r.pass_at_k).collect();
            let (hat_mean, hat_sd) = mean_and_sd(&hat).unwrap();
            let (at_mean, _) = mean_and_sd(&at).unwrap();
            // Unbiased: the mean of 2,000 reruns is within 4 standard errors of the truth.
            let truth = difficulty.expected_pass_hat_k(u64::from(k));
            assert!(
                (hat_mean - truth).abs() < 4.0 * hat_sd / 2_000f64.sqrt(),
                "{hat_mean} vs {truth}"
            );
            let truth_at = difficulty.expected_pass_at_k(u64::from(k));
            assert!((at_mean - truth_at).abs() < 0.01, "{at_mean} vs {truth_at}");
            // The spread across reruns is √(Var/T) with the planner's exact variance.
            let variance = estimate_variance(
                difficulty,
                Metric::PassHatK,
                u64::from(trials),
                u64::from(k),
            )
            .unwrap();
            let expected_sd = (variance.total / f64::from(tasks)).sqrt();
            assert!(
                (hat_sd / expected_sd - 1.0).abs() < 0.08,
                "{hat_sd} vs {expected_sd}"
            );
        }
    }

    #[test]
    fn a_run_is_its_seed_and_index_alone() {
        let model = RerunModel {
            difficulty: Difficulty::from_mean_spread(0.7, 0.3),
            tasks: 20,
            trials: 5,
            k: 2,
        };
        assert_eq!(rerun(model, 5, 3), rerun(model, 5, 3));
        assert_ne!(rerun(model, 5, 3), rerun(model, 5, 4));
        assert_ne!(rerun(model, 5, 3), rerun(model, 6, 3));
        assert!(rerun(RerunModel { trials: 1, ..model }, 5, 3).is_none());
    }

    #[test]
    fn bins_cover_every_value() {
        let values = [0.1, 0.15, 0.2, 0.2, 0.5];
        let bins = bin(&values, 4);
        assert_eq!(bins.len(), 4);
        assert_eq!(bins.iter().map(|b| b.2).sum::<usize>(), 5);
        assert_eq!(bins[3].2, 1);
        assert_eq!(bin(&[0.3, 0.3], 10), vec![(0.3, 0.3, 2)]);
        assert!(bin(&[], 3).is_empty());
        assert_eq!(mean_and_sd(&[0.5]), Some((0.5, 0.0)));
    }
}

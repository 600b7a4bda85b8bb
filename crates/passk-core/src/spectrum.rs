//! Between pass@k and pass^k: "at least m of the k attempts succeed". In the explorer it is
//! the binomial tail P(Bin(k, p) ≥ m); on eval data the unbiased G-Pass@k_τ of Liu et al.
//! (2024), its mean over thresholds mG-Pass@k, and Cover@τ, the share of tasks solved at
//! least a share τ of the time. m = 1 is pass@k, m = k is pass^k.

use super::beta::{ln_beta, ln_gamma, Difficulty};
use super::estimators::{unbiased_pass_at_k, unbiased_pass_hat_k, EstimateError, TaskCounts};

/// P(Bin(k, p) ≥ m): at least `m` of `k` independent attempts succeed at rate `p`. The ends
/// are the closed forms themselves (m ≤ 1 is pass@k, m = k is pass^k); above k it is 0.
pub fn at_least_m_of_k(p: f64, k: u32, m: u32) -> f64 {
    let p = super::closed_form::clamp_probability(p);
    let q = 1.0 - p;
    binomial_tail(p, k, m, |j| p.powi(j as i32), |j| q.powi(j as i32))
}

/// [`at_least_m_of_k`] with the powers p^j and (1 − p)^j given, so a curve over many k can
/// take them once ([`AtLeastCurve`]).
fn binomial_tail(
    p: f64,
    k: u32,
    m: u32,
    p_to: impl Fn(u32) -> f64,
    q_to: impl Fn(u32) -> f64,
) -> f64 {
    if m == 0 {
        return 1.0;
    }
    if m > k {
        return 0.0;
    }
    if m == 1 {
        return super::closed_form::pass_at_k(p, k);
    }
    if m == k {
        return p_to(k);
    }
    // The smaller tail, so neither end loses digits to 1 − x. C(k, j) from one table of
    // the running products: O(k) per call rather than O(k²).
    let choose = binomial_row(k);
    let pmf = |j: u32| choose[j.min(k - j) as usize] * p_to(j) * q_to(k - j);
    let upper: f64 = (m..=k).map(pmf).sum();
    let lower: f64 = (0..m).map(pmf).sum();
    if upper <= lower {
        upper
    } else {
        1.0 - lower
    }
}

/// [`expected_at_least_m_of_k`] for one difficulty at every k up to a largest, as the k
/// chart draws it on every tick. Without a spread the powers p^j and (1 − p)^j are taken
/// once for the whole curve, each by the same `powi` as [`at_least_m_of_k`] takes it, so
/// every value is that function's bit for bit (a hundred points took 10,000 `powi`).
#[derive(Clone, Debug)]
pub struct AtLeastCurve {
    difficulty: Difficulty,
    /// p^j and (1 − p)^j for j = 0..=k_max, without a spread.
    powers: Option<(Vec<f64>, Vec<f64>)>,
}

impl AtLeastCurve {
    /// The curve of `difficulty` for k up to `k_max`.
    pub fn new(difficulty: Difficulty, k_max: u32) -> AtLeastCurve {
        let powers = match difficulty {
            Difficulty::Uniform { mean } => {
                let p = super::closed_form::clamp_probability(mean);
                let q = 1.0 - p;
                let table = |base: f64| (0..=k_max).map(|j| base.powi(j as i32)).collect();
                Some((table(p), table(q)))
            }
            Difficulty::AllOrNothing { .. } | Difficulty::Beta { .. } => None,
        };
        AtLeastCurve { difficulty, powers }
    }

    /// P(at least `m` of `k` succeed), as [`expected_at_least_m_of_k`] gives it.
    pub fn at(&self, k: u32, m: u32) -> f64 {
        match (self.difficulty, &self.powers) {
            (Difficulty::Uniform { mean }, Some((p_powers, q_powers)))
                if (k as usize) < p_powers.len() =>
            {
                let p = super::closed_form::clamp_probability(mean);
                binomial_tail(p, k, m, |j| p_powers[j as usize], |j| q_powers[j as usize])
            }
            (difficulty, _) => expected_at_least_m_of_k(difficulty, k, m),
        }
    }
}

/// The count at `k_prime` attempts with the same share m/k as `m` of `k`: ⌈m·k′/k⌉, in
/// whole numbers, at least 1 (the k chart's "at least m/k" curve).
pub fn same_share(m: u32, k: u32, k_prime: u32) -> u32 {
    if k == 0 {
        return 1;
    }
    let needed = (u64::from(m) * u64::from(k_prime)).div_ceil(u64::from(k));
    u32::try_from(needed).unwrap_or(u32::MAX).max(1)
}

/// The expected P(at least `m` of `k` succeed) of a task drawn from `difficulty`: the
/// binomial tail averaged over the spread, i.e. the beta-binomial tail
/// Σ_{j ≥ m} C(k, j)·B(a + j, b + k − j)/B(a, b).
pub fn expected_at_least_m_of_k(difficulty: Difficulty, k: u32, m: u32) -> f64 {
    if m == 0 {
        return 1.0;
    }
    if m > k {
        return 0.0;
    }
    match difficulty {
        Difficulty::Uniform { mean } => at_least_m_of_k(mean, k, m),
        // Every task always or never passes: at least m of k whenever it passes.
        Difficulty::AllOrNothing { mean } => mean,
        Difficulty::Beta { a, b } => {
            if m == 1 {
                return difficulty.expected_pass_at_k(u64::from(k));
            }
            if m == k {
                return difficulty.expected_pass_hat_k(u64::from(k));
            }
            let ln_base = ln_beta(a, b);
            let pmf = |j: u32| {
                let (j, k) = (f64::from(j), f64::from(k));
                (ln_choose_real(k, j) + ln_beta(a + j, b + k - j) - ln_base).exp()
            };
            let upper: f64 = (m..=k).map(pmf).sum();
            let lower: f64 = (0..m).map(pmf).sum();
            let tail = if upper <= lower { upper } else { 1.0 - lower };
            tail.clamp(0.0, 1.0)
        }
    }
}

/// ln C(n, j) through log-gamma.
fn ln_choose_real(n: f64, j: f64) -> f64 {
    ln_gamma(n + 1.0) - ln_gamma(j + 1.0) - ln_gamma(n - j + 1.0)
}

/// C(n, i) as floats for i = 0..=n/2 (exact up to 2^53, then correctly rounded enough for
/// k ≤ 1000): entry i + 1 is entry i · (n − i)/(i + 1), the same products in the same order
/// as multiplying them out for each i, so every entry is bit for bit that product. C(n, j)
/// is entry min(j, n − j).
fn binomial_row(n: u32) -> Vec<f64> {
    let mut row = Vec::with_capacity(n as usize / 2 + 1);
    let mut entry = 1.0;
    row.push(entry);
    for i in 0..n / 2 {
        entry = entry * f64::from(n - i) / f64::from(i + 1);
        row.push(entry);
    }
    row
}

/// ⌈τ·k⌉ for τ given in tenths of a percent, in whole numbers: τ = 66.7% and k = 3 give 3,
/// τ = 66.6% gives 2 (no float rounding decides it). At least 1.
pub fn successes_needed(tau_per_mille: u32, k: u64) -> u64 {
    let product = u128::from(tau_per_mille) * u128::from(k);
    (product.div_ceil(1000) as u64).max(1)
}

/// The unbiased chance that `k` of the task's trials, drawn without replacement, hold at
/// least `needed` successes: Σ_{j ≥ needed} C(c, j)·C(n − c, k − j)/C(n, k).
pub fn at_least_of_draw(task: TaskCounts, k: u64, needed: u64) -> Result<f64, EstimateError> {
    if needed <= 1 {
        return unbiased_pass_at_k(task, k);
    }
    if needed >= k {
        return if needed == k {
            unbiased_pass_hat_k(task, k)
        } else {
            task.check_k(k).map(|()| 0.0)
        };
    }
    task.check_k(k)?;
    let (first, pmf) = draw_pmf(task, k);
    let (mut upper, mut lower) = (0.0, 0.0);
    for (probability, j) in pmf.iter().zip(first..) {
        if j >= needed {
            upper += probability;
        } else {
            lower += probability;
        }
    }
    Ok(if upper <= lower {
        upper
    } else {
        (1.0 - lower).max(0.0)
    })
}

/// G-Pass@k_τ of one task: at least ⌈τ·k⌉ of k draws succeed (τ in tenths of a percent).
pub fn g_pass_at_k(task: TaskCounts, k: u64, tau_per_mille: u32) -> Result<f64, EstimateError> {
    at_least_of_draw(task, k, successes_needed(tau_per_mille, k))
}

/// mG-Pass@k of one task: (2/k)·Σ_{i = ⌈k/2⌉+1}^{k} G-Pass@k_{i/k}, the mean of G-Pass@k
/// over the thresholds above one half (τ = i/k needs exactly i successes). Each draw of j
/// successes counts once for every threshold it reaches, so the sum is
/// Σ_j P(j)·max(0, j − ⌈k/2⌉): one pass over the hypergeometric pmf, O(k) (k = 1,000 on a
/// thousand distinct tasks stays quick).
pub fn mg_pass_at_k(task: TaskCounts, k: u64) -> Result<f64, EstimateError> {
    task.check_k(k)?;
    let half = k.div_ceil(2);
    let (first, pmf) = draw_pmf(task, k);
    let total: f64 = pmf
        .iter()
        .zip(first..)
        .map(|(probability, j)| probability * j.saturating_sub(half) as f64)
        .sum();
    Ok((2.0 * total / k as f64).clamp(0.0, 1.0))
}

/// The hypergeometric pmf of the successes among k of the task's trials drawn without
/// replacement: the smallest possible count, and P(j) from there to the largest.
fn draw_pmf(task: TaskCounts, k: u64) -> (u64, Vec<f64>) {
    let (n, c) = (task.trials, task.successes);
    let failures = n - c;
    let first = k.saturating_sub(failures);
    let last = k.min(c);
    let ln_choose = |n: u64, j: u64| -> f64 {
        let j = j.min(n - j);
        (0..j).map(|i| ((n - i) as f64 / (j - i) as f64).ln()).sum()
    };
    let mut probability =
        (ln_choose(c, first) + ln_choose(failures, k - first) - ln_choose(n, k)).exp();
    let mut pmf = Vec::with_capacity((last + 1).saturating_sub(first) as usize);
    for j in first..=last {
        pmf.push(probability);
        if j < last {
            probability *= ((c - j) as f64 * (k - j) as f64)
                / ((j + 1) as f64 * (failures + j + 1 - k) as f64);
        }
    }
    (first, pmf)
}

/// Cover@τ: the share of tasks whose success rate c/n is at least τ (tenths of a percent),
/// compared in whole numbers. None without tasks.
pub fn cover(tasks: &[TaskCounts], tau_per_mille: u32) -> Option<f64> {
    let covered = tasks
        .iter()
        .filter(|task| {
            u128::from(task.successes) * 1000 >= u128::from(tau_per_mille) * u128::from(task.trials)
        })
        .count();
    (!tasks.is_empty()).then(|| covered as f64 / tasks.len() as f64)
}

#[cfg(test)]
mod tests {
    use super::*;
    use num_bigint::BigInt;
    use num_rational::BigRational;
    use num_traits::{One, ToPrimitive, Zero};

    fn choose(n: u64, j: u64) -> BigInt {
        if j > n {
            return BigInt::zero();
        }
        (0..j).fold(BigInt::one(), |acc, i| {
            acc * BigInt::from(n - i) / BigInt::from(i + 1)
        })
    }

    /// Σ_{j ≥ needed} C(c, j)·C(n − c, k − j)/C(n, k), exactly.
    fn exact_tail(n: u64, c: u64, k: u64, needed: u64) -> f64 {
        let mut sum = BigRational::zero();
        for j in needed..=k {
            if j <= c && k - j <= n - c {
                sum += BigRational::new(choose(c, j) * choose(n - c, k - j), choose(n, k));
            }
        }
        sum.to_f64().unwrap()
    }

    fn task(n: u64, c: u64) -> TaskCounts {
        TaskCounts::new(n, c).unwrap()
    }

    /// The table is the products multiplied out for each j, bit for bit, so the tail (and
    /// every `data-value` drawn from it) is what it was before the table.
    #[test]
    fn the_binomial_row_is_each_product_multiplied_out() {
        for n in 0..=1000u32 {
            let row = binomial_row(n);
            assert_eq!(row.len(), n as usize / 2 + 1);
            for j in 0..=n {
                let multiplied_out =
                    (0..j.min(n - j)).fold(1.0f64, |c, i| c * f64::from(n - i) / f64::from(i + 1));
                let from_row = row[j.min(n - j) as usize];
                assert_eq!(from_row.to_bits(), multiplied_out.to_bits(), "C({n}, {j})");
            }
        }
    }

    #[test]
    fn the_binomial_tail_meets_the_closed_forms_at_its_ends() {
        // 75% × 3, at least 2: 3·0.75²·0.25 + 0.75³ = 0.84375.
        assert_eq!(at_least_m_of_k(0.75, 3, 2), 0.84375);
        // The chart's curve is the same function, bit for bit, at every k and m.
        for p in [0.0, 1e-9, 0.05, 0.5, 0.8, 0.97, 0.999_999, 1.0, 1.5, -0.2] {
            for difficulty in [
                Difficulty::Uniform { mean: p },
                Difficulty::AllOrNothing { mean: 0.6 },
                Difficulty::Beta { a: 0.8, b: 0.3 },
            ] {
                let curve = AtLeastCurve::new(difficulty, 100);
                for k in [0_u32, 1, 2, 3, 7, 50, 100, 101, 150] {
                    for m in [0, 1, 2, k / 2, k.saturating_sub(1), k, k + 1] {
                        assert_eq!(
                            curve.at(k, m).to_bits(),
                            expected_at_least_m_of_k(difficulty, k, m).to_bits(),
                            "{difficulty:?} k = {k}, m = {m}"
                        );
                    }
                }
            }
        }
        assert_eq!(at_least_m_of_k(0.75, 3, 1), 0.984375);
        assert_eq!(at_least_m_of_k(0.75, 3, 3), 0.421875);
        assert_eq!(at_least_m_of_k(0.75, 3, 0), 1.0);
        assert_eq!(at_least_m_of_k(0.75, 3, 4), 0.0);
        // 80% × 6, at least 3 (the share one half): Σ_{j≥3} C(6,j)0.8^j0.2^(6−j) = 0.98304.
        assert!((at_least_m_of_k(0.8, 6, 3) - 0.98304).abs() < 1e-15);
    }

    #[test]
    fn the_needed_count_is_exact_at_the_edges() {
        assert_eq!(successes_needed(667, 3), 3);
        assert_eq!(successes_needed(666, 3), 2);
        assert_eq!(successes_needed(500, 8), 4);
        assert_eq!(successes_needed(1000, 8), 8);
        assert_eq!(successes_needed(1, 8), 1);
    }

    #[test]
    fn g_pass_at_k_against_exact_rationals() {
        for (n, c) in [(8, 8), (8, 6), (8, 4), (10, 3), (12, 7), (5, 0), (40, 21)] {
            for k in 1..=n.min(8) {
                for tau in [1, 125, 333, 500, 667, 750, 1000] {
                    let needed = successes_needed(tau, k);
                    let got = g_pass_at_k(task(n, c), k, tau).unwrap();
                    let want = exact_tail(n, c, k, needed);
                    assert!(
                        (got - want).abs() < 1e-13,
                        "n={n} c={c} k={k} τ={tau}: {got} vs {want}"
                    );
                }
            }
        }
    }

    #[test]
    fn g_pass_at_k_is_pass_hat_k_at_one_and_pass_at_k_below_one_over_k() {
        for (n, c, k) in [(8, 6, 3), (8, 4, 8), (20, 13, 5)] {
            let t = task(n, c);
            assert_eq!(
                g_pass_at_k(t, k, 1000).unwrap(),
                unbiased_pass_hat_k(t, k).unwrap()
            );
            let low = (1000 / k) as u32;
            assert_eq!(
                g_pass_at_k(t, k, low).unwrap(),
                unbiased_pass_at_k(t, k).unwrap()
            );
        }
        assert!(g_pass_at_k(task(4, 2), 8, 500).is_err());
    }

    #[test]
    fn mg_pass_at_k_is_the_mean_over_thresholds_above_one_half() {
        // The article's three tasks at k = 8, n = 8: each draw is the whole task, so
        // G-Pass@8 at i/8 is 1 when c ≥ i. c = 8: all four of i = 5..8 → 2/8·4 = 1;
        // c = 6: i = 5, 6 → 2/8·2 = 0.5; c = 4: none → 0.
        assert_eq!(mg_pass_at_k(task(8, 8), 8).unwrap(), 1.0);
        assert_eq!(mg_pass_at_k(task(8, 6), 8).unwrap(), 0.5);
        assert_eq!(mg_pass_at_k(task(8, 4), 8).unwrap(), 0.0);
        // Against the exact sum on a draw that is not the whole task.
        let (n, c, k) = (12, 7, 4);
        let want: f64 = (3..=4).map(|i| exact_tail(n, c, k, i)).sum::<f64>() * 2.0 / 4.0;
        assert!((mg_pass_at_k(task(n, c), k).unwrap() - want).abs() < 1e-13);
    }

    #[test]
    fn cover_counts_tasks_at_or_above_the_share() {
        let tasks = [task(8, 8), task(8, 6), task(8, 4)];
        assert_eq!(cover(&tasks, 500), Some(1.0));
        assert_eq!(cover(&tasks, 501), Some(2.0 / 3.0));
        assert_eq!(cover(&tasks, 750), Some(2.0 / 3.0));
        assert_eq!(cover(&tasks, 751), Some(1.0 / 3.0));
        assert_eq!(cover(&[], 500), None);
    }

    #[test]
    fn the_spread_tail_matches_the_beta_binomial_exactly() {
        // Beta(2, 3), k = 4: P(j) = C(4, j)·B(2 + j, 7 − j)/B(2, 3), rational. B(2, 3) = 1/12;
        // B(2 + j, 7 − j) = (1 + j)!(6 − j)!/8!. At least 2: 1 − P(0) − P(1).
        let ratio = |j: u64| -> f64 {
            let factorial = |x: u64| (1..=x).product::<u64>() as f64;
            let choose = factorial(4) / (factorial(j) * factorial(4 - j));
            choose * factorial(1 + j) * factorial(6 - j) / factorial(8) * 12.0
        };
        let want = 1.0 - ratio(0) - ratio(1);
        let got = expected_at_least_m_of_k(Difficulty::Beta { a: 2.0, b: 3.0 }, 4, 2);
        assert!((got - want).abs() < 1e-12, "{got} vs {want}");
        // The ends are pass@k and pass^k of the model; the limits are the closed forms.
        let model = Difficulty::from_mean_spread(0.7, 0.3);
        assert_eq!(
            expected_at_least_m_of_k(model, 5, 1),
            model.expected_pass_at_k(5)
        );
        assert_eq!(
            expected_at_least_m_of_k(model, 5, 5),
            model.expected_pass_hat_k(5)
        );
        assert_eq!(
            expected_at_least_m_of_k(Difficulty::Uniform { mean: 0.75 }, 3, 2),
            0.84375
        );
        assert_eq!(
            expected_at_least_m_of_k(Difficulty::AllOrNothing { mean: 0.4 }, 6, 3),
            0.4
        );
    }

    #[test]
    fn the_same_share_is_counted_in_whole_numbers() {
        assert_eq!(same_share(3, 6, 6), 3);
        assert_eq!(same_share(3, 6, 1), 1);
        assert_eq!(same_share(3, 6, 7), 4);
        assert_eq!(same_share(2, 3, 9), 6);
        assert_eq!(same_share(1, 5, 20), 4);
        assert_eq!(same_share(5, 5, 12), 12);
    }
}

//! Inverse questions: what rate is needed for a target, and how far a rate carries.

use super::closed_form::{clamp_probability as unit, Rate};

/// The per-trial rate p for which pass^k equals `target`: target^(1/k).
pub fn rate_for_pass_hat_k(target: f64, k: u32) -> f64 {
    let target = unit(target);
    if k == 0 {
        return 0.0;
    }
    target.powf(1.0 / f64::from(k))
}

/// The per-trial rate p for which pass@k equals `target`: 1 − (1 − target)^(1/k).
pub fn rate_for_pass_at_k(target: f64, k: u32) -> f64 {
    let target = unit(target);
    if k == 0 {
        return 1.0;
    }
    // −expm1(ln(1 − t)/k) keeps precision when the needed rate is tiny.
    -((-target).ln_1p() / f64::from(k)).exp_m1()
}

/// The per-step rate an N-step chain needs for end-to-end success `target`.
pub fn step_rate_for_chain(target: f64, steps: u32) -> f64 {
    rate_for_pass_hat_k(target, steps)
}

/// The largest k with p^k ≥ target (the largest step count for a chain). None means no
/// limit (p = 1, or target 0); Some(0) means even one attempt falls short.
pub fn largest_k_keeping_pass_hat_k(rate: Rate, target: f64) -> Option<u32> {
    let p = rate.probability();
    let target = unit(target);
    if target == 0.0 || p >= 1.0 {
        return None;
    }
    if p <= 0.0 || p < target {
        return Some(0);
    }
    if target == 1.0 {
        return Some(0);
    }
    // ln t / ln p, then settled against the exact power so boundary cases are right.
    let estimate = (target.ln() / p.ln()).floor().min(f64::from(u32::MAX - 1)) as u32;
    let mut k = estimate.saturating_sub(1);
    while k < u32::MAX - 1 && rate.pass_hat_k(k + 1) >= target {
        k += 1;
    }
    while k > 0 && rate.pass_hat_k(k) < target {
        k -= 1;
    }
    Some(k)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn issue_examples() {
        // "for pass^8 ≥ 90% you need p ≥ 98.69%"
        let needed = rate_for_pass_hat_k(0.9, 8);
        assert!((needed - 0.986_916).abs() < 1e-6, "{needed}");
        // "at p = 95% the chain stays above 80% for at most 4 steps"
        assert_eq!(
            largest_k_keeping_pass_hat_k(Rate::from_per_mille(950), 0.8),
            Some(4)
        );
    }

    #[test]
    fn boundaries_are_exact() {
        assert_eq!(
            largest_k_keeping_pass_hat_k(Rate::from_per_mille(500), 0.25),
            Some(2)
        );
        assert_eq!(
            largest_k_keeping_pass_hat_k(Rate::from_per_mille(800), 0.262144),
            Some(6)
        );
        assert_eq!(
            largest_k_keeping_pass_hat_k(Rate::from_per_mille(1000), 0.9),
            None
        );
        assert_eq!(
            largest_k_keeping_pass_hat_k(Rate::from_per_mille(500), 0.9),
            Some(0)
        );
        assert_eq!(
            largest_k_keeping_pass_hat_k(Rate::from_per_mille(0), 0.1),
            Some(0)
        );
    }

    #[test]
    fn rates_round_trip() {
        for k in [1, 3, 8, 20, 100] {
            for target in [0.01, 0.5, 0.9, 0.999] {
                let p = rate_for_pass_hat_k(target, k);
                assert!((Rate::from_probability(p).pass_hat_k(k) - target).abs() < 1e-12);
                let p = rate_for_pass_at_k(target, k);
                assert!((Rate::from_probability(p).pass_at_k(k) - target).abs() < 1e-12);
            }
        }
        assert!((step_rate_for_chain(0.8, 4) - 0.8f64.powf(0.25)).abs() < 1e-15);
    }
}

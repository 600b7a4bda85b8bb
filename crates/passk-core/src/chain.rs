//! Multi-step agents: every step must succeed, so success multiplies once per step. A
//! verifier between steps (the 002 article's closing advice) raises the per-step rate.

use super::closed_form::{clamp_probability, Rate};
use super::dd::Dd;

/// The success of one step guarded by a verifier: an attempt succeeds with probability p;
/// a failed attempt is caught with probability v and then retried, at most `retries` times.
/// A failure that is not caught, or the last failure, fails the step:
/// step = p · Σ_{i=0..r} ((1 − p)·v)^i.
///
/// Computed in double-double, so with no verifier (v = 0 or r = 0) the step is exactly p and
/// the chain equals the unverified readout to the last bit.
pub fn verified_step(rate: Rate, catch_rate: f64, retries: u32) -> Rate {
    let p = rate.as_dd();
    let v = Dd::from_f64(clamp_probability(catch_rate));
    let caught_failure = (Dd::ONE - p) * v;
    // Geometric sum, written as a loop: r is small, and the loop has no 0/0 at p = 1.
    let mut term = Dd::ONE;
    let mut sum = Dd::ZERO;
    for _ in 0..=retries {
        sum = sum + term;
        term = term * caught_failure;
    }
    Rate::from_dd(p * sum)
}

/// [`verified_step`] for a floating-point p.
pub fn verified_step_rate(p: f64, catch_rate: f64, retries: u32) -> f64 {
    verified_step(Rate::from_probability(p), catch_rate, retries).probability()
}

/// End-to-end success of `steps` verified steps: step^steps.
pub fn verified_chain(rate: Rate, catch_rate: f64, retries: u32, steps: u32) -> f64 {
    verified_step(rate, catch_rate, retries).chain_success(steps)
}

/// [`verified_chain`] for a floating-point p.
pub fn verified_chain_success(p: f64, catch_rate: f64, retries: u32, steps: u32) -> f64 {
    verified_chain(Rate::from_probability(p), catch_rate, retries, steps)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn without_a_verifier_the_chain_is_p_to_the_steps() {
        assert_eq!(verified_step_rate(0.95, 0.0, 3), 0.95);
        assert_eq!(verified_step_rate(0.95, 1.0, 0), 0.95);
        assert_eq!(
            verified_chain(Rate::from_per_mille(950), 0.0, 2, 4),
            0.81450625
        );
        assert_eq!(
            verified_chain(Rate::from_per_mille(950), 0.7, 0, 4),
            0.81450625
        );
        assert!((verified_chain_success(0.95, 0.0, 2, 4) - 0.81450625).abs() < 1e-15);
    }

    #[test]
    fn a_perfect_verifier_with_one_retry_lifts_95_to_99_75() {
        // 0.95 + 0.05·0.95 = 0.9975; the 002 article's "95% → 99%" is one retry away.
        let step = verified_step_rate(0.95, 1.0, 1);
        assert!((step - 0.9975).abs() < 1e-15);
        let chain = verified_chain_success(0.95, 1.0, 1, 20);
        assert!((chain - 0.9975f64.powi(20)).abs() < 1e-15);
        // A verifier catching 80% of failures, two retries: 0.95·(1 + 0.04 + 0.0016).
        assert!((verified_step_rate(0.95, 0.8, 2) - 0.95 * 1.0416).abs() < 1e-15);
    }

    #[test]
    fn edges() {
        assert_eq!(verified_step_rate(1.0, 0.5, 5), 1.0);
        assert_eq!(verified_step_rate(0.0, 1.0, 5), 0.0);
        assert_eq!(verified_step_rate(f64::NAN, 1.0, 5), 0.0);
        assert_eq!(verified_chain_success(0.5, 1.0, 0, 1), 0.5);
    }
}

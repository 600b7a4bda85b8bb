//! The closed forms for i.i.d. trials: every attempt succeeds with the same probability p,
//! independently of the others (the assumption behind the sliders).
//!
//! - pass@k = 1 − (1 − p)^k: at least one of k attempts succeeds;
//! - pass^k = p^k: all k attempts succeed;
//! - chain success = p^steps: every step of a multi-step agent succeeds (the same product).
//!
//! Powers are taken in double-double and rounded once, so a rate given as an exact ratio
//! (80% = 800/1000) yields the `f64` nearest the true value: `0.8^6` is exactly `0.262144`.

use super::dd::Dd;
use super::format::Reading;

/// A probability from any `f64`: NaN becomes 0 and values are clamped to [0, 1]. Every
/// public function that takes a probability goes through this, so no NaN gets further.
pub fn clamp_probability(x: f64) -> f64 {
    if x.is_nan() {
        0.0
    } else {
        x.clamp(0.0, 1.0)
    }
}

/// A per-trial success probability in [0, 1].
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rate(Dd);

impl Rate {
    /// The rate `numerator / denominator`, exact to about 106 bits; clamped to [0, 1].
    /// A zero denominator gives rate 0.
    pub fn from_ratio(numerator: u32, denominator: u32) -> Rate {
        if denominator == 0 {
            return Rate(Dd::ZERO);
        }
        Rate(Dd::from_ratio(
            u64::from(numerator.min(denominator)),
            u64::from(denominator),
        ))
    }

    /// A rate given in tenths of a percent (the sliders' 0.1% grid): 800 is 80%.
    pub fn from_per_mille(per_mille: u32) -> Rate {
        Rate::from_ratio(per_mille, 1000)
    }

    /// A rate from a floating-point probability; NaN becomes 0, values are clamped to [0, 1].
    pub fn from_probability(p: f64) -> Rate {
        Rate(Dd::from_f64(clamp_probability(p)))
    }

    /// A rate from a double-double value, clamped to [0, 1].
    pub fn from_dd(value: Dd) -> Rate {
        if value.to_f64().is_nan() || value.to_f64() < 0.0 {
            Rate(Dd::ZERO)
        } else if value.to_f64() > 1.0 {
            Rate(Dd::ONE)
        } else {
            Rate(value)
        }
    }

    /// The rate in double-double, for exact compositions (verified steps).
    pub fn as_dd(self) -> Dd {
        self.0
    }

    /// The probability as the nearest `f64`.
    pub fn probability(self) -> f64 {
        self.0.to_f64()
    }

    /// pass@k = 1 − (1 − p)^k. With k = 0 there is no attempt, so it is 0.
    pub fn pass_at_k(self, k: u32) -> f64 {
        (Dd::ONE - (Dd::ONE - self.0).powi(k)).to_f64()
    }

    /// pass@k with its shortfall (1 − p)^k, so a value closer to 1 than an `f64` can hold
    /// is still shown as below 1.
    pub fn pass_at_k_reading(self, k: u32) -> Reading {
        let miss_all = (Dd::ONE - self.0).powi(k);
        Reading {
            value: miss_all.one_minus().to_f64(),
            shortfall: miss_all.to_f64(),
        }
    }

    /// pass^k = p^k. With k = 0 it is the empty product, 1.
    pub fn pass_hat_k(self, k: u32) -> f64 {
        self.0.powi(k).to_f64()
    }

    /// The success of a chain of `steps` independent steps, each succeeding with this rate.
    pub fn chain_success(self, steps: u32) -> f64 {
        self.pass_hat_k(steps)
    }
}

/// pass@k = 1 − (1 − p)^k for a probability p (clamped to [0, 1]).
pub fn pass_at_k(p: f64, k: u32) -> f64 {
    Rate::from_probability(p).pass_at_k(k)
}

/// pass^k = p^k for a probability p (clamped to [0, 1]).
pub fn pass_hat_k(p: f64, k: u32) -> f64 {
    Rate::from_probability(p).pass_hat_k(k)
}

/// End-to-end success p^steps of a chain of independent steps.
pub fn chain_success(p: f64, steps: u32) -> f64 {
    Rate::from_probability(p).chain_success(steps)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64, tolerance: f64) -> bool {
        (a - b).abs() <= tolerance
    }

    #[test]
    fn anthropic_75_percent_three_trials() {
        // 000 article: 1 − 0.25³ ≈ 98%, 0.75³ ≈ 42%.
        let rate = Rate::from_per_mille(750);
        assert_eq!(rate.pass_at_k(3), 0.984375);
        assert_eq!(rate.pass_hat_k(3), 0.421875);
        assert_eq!(pass_at_k(0.75, 3), 0.984375);
        assert_eq!(pass_hat_k(0.75, 3), 0.421875);
    }

    #[test]
    fn korean_widget_80_percent_six_trials() {
        // 002 article: Pass@6 = 99.99%, Pass^6 = 26.21%.
        let rate = Rate::from_per_mille(800);
        assert_eq!(rate.pass_at_k(6), 0.999936);
        assert_eq!(rate.pass_hat_k(6), 0.262144);
        // From an f64 0.8 (itself not exact) the error stays at the last bit.
        assert!(close(pass_at_k(0.8, 6), 0.999936, 1e-15));
        assert!(close(pass_hat_k(0.8, 6), 0.262144, 1e-15));
    }

    #[test]
    fn coding_at_60_percent() {
        // 002 article: Pass@1 = 60%, Pass@3 = 1 − 0.4³ = 93.6%, Pass@10 = 1 − 0.4¹⁰ ≈ 99.99%.
        let rate = Rate::from_per_mille(600);
        assert_eq!(rate.pass_at_k(1), 0.6);
        assert_eq!(rate.pass_at_k(3), 0.936);
        assert_eq!(rate.pass_at_k(10), 0.9998951424);
    }

    #[test]
    fn multi_step_chains() {
        // 002 article: 0.95⁴ = 81.45%, 10 steps 59.9%, 20 steps 35.8%, 0.99²⁰ = 81.8%.
        let step = Rate::from_per_mille(950);
        assert_eq!(step.chain_success(4), 0.81450625);
        assert!(close(step.chain_success(10), 0.5987, 5e-5));
        assert!(close(step.chain_success(20), 0.3585, 5e-5));
        assert!(close(
            Rate::from_per_mille(990).chain_success(20),
            0.8179,
            5e-5
        ));
        assert_eq!(step.chain_success(10), 0.5987369392383789);
    }

    #[test]
    fn edges() {
        let never = Rate::from_per_mille(0);
        let always = Rate::from_per_mille(1000);
        for k in [1, 2, 10, 100] {
            assert_eq!(never.pass_at_k(k), 0.0);
            assert_eq!(never.pass_hat_k(k), 0.0);
            assert_eq!(always.pass_at_k(k), 1.0);
            assert_eq!(always.pass_hat_k(k), 1.0);
        }
        // At k = 1 both metrics are the per-trial rate.
        for per_mille in [1, 288, 500, 750, 999] {
            let rate = Rate::from_per_mille(per_mille);
            assert_eq!(rate.pass_at_k(1), rate.probability());
            assert_eq!(rate.pass_hat_k(1), rate.probability());
        }
        assert_eq!(Rate::from_per_mille(800).pass_at_k(0), 0.0);
        assert_eq!(Rate::from_per_mille(800).pass_hat_k(0), 1.0);
    }

    #[test]
    fn out_of_range_inputs_are_clamped_never_nan() {
        assert_eq!(pass_at_k(f64::NAN, 3), 0.0);
        assert_eq!(pass_hat_k(1.5, 3), 1.0);
        assert_eq!(pass_at_k(-0.2, 3), 0.0);
        assert_eq!(Rate::from_ratio(1200, 1000).probability(), 1.0);
        assert_eq!(Rate::from_ratio(1, 0).probability(), 0.0);
    }

    #[test]
    fn near_one_is_never_rounded_to_one_early() {
        // 1 − 0.5^40 is below 1 by 9.1e-13: it must stay below 1.
        let value = Rate::from_per_mille(500).pass_at_k(40);
        assert!(value < 1.0);
        assert_eq!(value, 1.0 - 0.5f64.powi(40));
        let reading = Rate::from_per_mille(500).pass_at_k_reading(100);
        assert_eq!(reading.value, 1.0);
        assert_eq!(reading.shortfall, 0.5f64.powi(100));
    }
}

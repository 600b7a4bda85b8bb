//! Property tests of the estimators against exact rational arithmetic and against each other.

use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{One, ToPrimitive, Zero};
use proptest::prelude::*;

use passk_core::beta::Difficulty;
use passk_core::closed_form::Rate;
use passk_core::estimators::{
    plugin_pass_at_k, plugin_pass_hat_k, unbiased_curve, unbiased_pass_at_k, unbiased_pass_hat_k,
    TaskCounts,
};
use passk_core::inverse::{largest_k_keeping_pass_hat_k, rate_for_pass_at_k, rate_for_pass_hat_k};

/// C(a, k) / C(n, k) exactly.
fn exact_ratio(a: u64, n: u64, k: u64) -> BigRational {
    if k > a {
        return BigRational::zero();
    }
    let mut ratio = BigRational::one();
    for i in 0..k {
        ratio *= BigRational::new(BigInt::from(a - i), BigInt::from(n - i));
    }
    ratio
}

fn relative_error(got: f64, exact: &BigRational) -> f64 {
    let exact = exact.to_f64().expect("finite");
    if exact == 0.0 {
        got.abs()
    } else {
        ((got - exact) / exact).abs()
    }
}

fn counts() -> impl Strategy<Value = (u64, u64, u64)> {
    (1u64..=60).prop_flat_map(|n| (Just(n), 0..=n, 1..=n))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn agrees_with_exact_rationals((n, c, k) in counts()) {
        let task = TaskCounts::new(n, c).unwrap();
        let hat = unbiased_pass_hat_k(task, k).unwrap();
        prop_assert!(relative_error(hat, &exact_ratio(c, n, k)) <= 1e-15);
        let at = unbiased_pass_at_k(task, k).unwrap();
        let exact_at = BigRational::one() - exact_ratio(n - c, n, k);
        prop_assert!(relative_error(at, &exact_at) <= 1e-15, "n {} c {} k {}: {} vs {}", n, c, k, at, exact_at.to_f64().unwrap());
    }

    #[test]
    fn bounded_monotone_and_ordered((n, c, _k) in counts()) {
        let task = TaskCounts::new(n, c).unwrap();
        let curve = unbiased_curve(task, n).unwrap();
        prop_assert_eq!(curve[0].pass_at_k, curve[0].pass_hat_k);
        for point in &curve {
            prop_assert!((0.0..=1.0).contains(&point.pass_at_k));
            prop_assert!((0.0..=1.0).contains(&point.pass_hat_k));
            prop_assert!(point.pass_at_k >= point.pass_hat_k);
        }
        for pair in curve.windows(2) {
            prop_assert!(pair[1].pass_at_k >= pair[0].pass_at_k);
            prop_assert!(pair[1].pass_hat_k <= pair[0].pass_hat_k);
        }
    }

    #[test]
    fn closed_forms_are_bounded_monotone_and_equal_at_1(per_mille in 0u32..=1000, k in 1u32..200) {
        let rate = Rate::from_per_mille(per_mille);
        prop_assert_eq!(rate.pass_at_k(1), rate.pass_hat_k(1));
        prop_assert!(rate.pass_at_k(k) >= rate.pass_hat_k(k));
        prop_assert!(rate.pass_at_k(k + 1) >= rate.pass_at_k(k));
        prop_assert!(rate.pass_hat_k(k + 1) <= rate.pass_hat_k(k));
        prop_assert!((0.0..=1.0).contains(&rate.pass_at_k(k)));
    }

    #[test]
    fn unbiased_approaches_the_closed_form_as_n_grows(per_mille in 1u32..1000, k in 1u64..=8) {
        // c/n held at p while n grows: C(c,k)/C(n,k) → p^k.
        let p = f64::from(per_mille) / 1000.0;
        let mut previous_gap = f64::INFINITY;
        for scale in [1u64, 10, 100, 1000] {
            let n = 1000 * scale;
            let c = u64::from(per_mille) * scale;
            let task = TaskCounts::new(n, c).unwrap();
            let gap = (unbiased_pass_hat_k(task, k).unwrap() - plugin_pass_hat_k(task, k as u32).unwrap()).abs()
                + (unbiased_pass_at_k(task, k).unwrap() - plugin_pass_at_k(task, k as u32).unwrap()).abs();
            prop_assert!(gap <= previous_gap + 1e-15);
            previous_gap = gap;
        }
        prop_assert!(previous_gap < 1e-4 * k as f64 * k as f64 + 1e-12, "p {} gap {}", p, previous_gap);
    }

    #[test]
    fn inverses_round_trip(target in 0.001f64..0.999, k in 1u32..100) {
        let p = rate_for_pass_hat_k(target, k);
        prop_assert!((Rate::from_probability(p).pass_hat_k(k) - target).abs() < 1e-12);
        let p = rate_for_pass_at_k(target, k);
        prop_assert!((Rate::from_probability(p).pass_at_k(k) - target).abs() < 1e-12);
    }

    #[test]
    fn largest_k_is_the_boundary(per_mille in 1u32..1000, target in 0.001f64..0.999) {
        let rate = Rate::from_per_mille(per_mille);
        match largest_k_keeping_pass_hat_k(rate, target) {
            Some(0) => prop_assert!(rate.pass_hat_k(1) < target),
            Some(k) => {
                prop_assert!(rate.pass_hat_k(k) >= target);
                prop_assert!(rate.pass_hat_k(k + 1) < target);
            }
            None => prop_assert!(false, "a rate below 1 always runs out"),
        }
    }

    #[test]
    fn beta_moments_match_numeric_integration(a in 2.0f64..30.0, b in 2.0f64..30.0, k in 1u64..40) {
        // a, b ≥ 2 keep the integrand smooth at both ends, so Simpson's rule is accurate.
        let model = Difficulty::Beta { a, b };
        let (hat, at) = integrate_moments(a, b, k);
        prop_assert!((model.expected_pass_hat_k(k) - hat).abs() < 1e-7, "{} vs {}", model.expected_pass_hat_k(k), hat);
        prop_assert!((model.expected_pass_at_k(k) - at).abs() < 1e-7);
    }
}

/// E[p^k] and E[1 − (1 − p)^k] under Beta(a, b), by composite Simpson's rule.
fn integrate_moments(a: f64, b: f64, k: u64) -> (f64, f64) {
    let steps = 20_000;
    let h = 1.0 / steps as f64;
    let ln_norm = passk_core::beta::ln_beta(a, b);
    let density = |p: f64| {
        if p <= 0.0 || p >= 1.0 {
            return 0.0;
        }
        ((a - 1.0) * p.ln() + (b - 1.0) * (1.0 - p).ln() - ln_norm).exp()
    };
    let mut hat = 0.0;
    let mut at = 0.0;
    for i in 0..=steps {
        let p = i as f64 * h;
        let weight = if i == 0 || i == steps {
            1.0
        } else if i % 2 == 1 {
            4.0
        } else {
            2.0
        };
        let f = density(p);
        hat += weight * f * p.powi(k as i32);
        at += weight * f * (1.0 - (1.0 - p).powi(k as i32));
    }
    (hat * h / 3.0, at * h / 3.0)
}

#[test]
fn exact_at_a_million_trials_and_at_the_extremes() {
    // A coin-flip task at k = 250: 1/C(500, 250) ≈ 8.6e-150, full relative precision.
    let coin = TaskCounts::new(500, 250).unwrap();
    let hat = unbiased_pass_hat_k(coin, 250).unwrap();
    assert!(hat > 8e-150 && hat < 9e-150, "{hat}");
    assert!(relative_error(hat, &exact_ratio(250, 500, 250)) <= 1e-14);
    // Close to 1: pass@k within 1e-15 of 1 keeps its distance from 1 exactly.
    let near_one = TaskCounts::new(1_000_000, 999_999).unwrap();
    let at = unbiased_pass_at_k(near_one, 1).unwrap();
    assert_eq!(at, 0.999999);
    let task = TaskCounts::new(60, 50).unwrap();
    let at = unbiased_pass_at_k(task, 15).unwrap();
    let exact = BigRational::one() - exact_ratio(10, 60, 15);
    assert!(relative_error(at, &exact) <= 1e-15);
    let gap = 1.0 - unbiased_pass_at_k(TaskCounts::new(60, 45).unwrap(), 30).unwrap();
    let exact_gap = exact_ratio(15, 60, 30).to_f64().unwrap();
    assert_eq!(gap, 0.0, "C(15,30) = 0: exactly 1");
    assert_eq!(exact_gap, 0.0);
    // n = 10^6 against exact rationals for several k and c.
    for (c, k) in [
        (1u64, 1u64),
        (10, 100),
        (500_000, 10),
        (999_000, 1000),
        (123_456, 200),
    ] {
        let task = TaskCounts::new(1_000_000, c).unwrap();
        let hat = unbiased_pass_hat_k(task, k).unwrap();
        assert!(
            relative_error(hat, &exact_ratio(c, 1_000_000, k)) <= 1e-12,
            "c {c} k {k}"
        );
        let at = unbiased_pass_at_k(task, k).unwrap();
        let exact_at = BigRational::one() - exact_ratio(1_000_000 - c, 1_000_000, k);
        assert!(relative_error(at, &exact_at) <= 1e-12, "c {c} k {k}");
    }
}

#[test]
fn pass_at_k_within_1e_15_of_one() {
    // 1 − C(3, 20)/C(60, 20) is 1 exactly; 1 − C(30, 12)/C(60, 12) is ~1 − 1.3e-4.
    // Look for a case with 1 − x ≈ 1e-15 and check the distance to 1 is right.
    let task = TaskCounts::new(100, 60).unwrap();
    let k = 35;
    let exact_gap = exact_ratio(40, 100, k);
    let gap = exact_gap.to_f64().unwrap();
    assert!(gap < 1e-12 && gap > 1e-30, "{gap}");
    let at = unbiased_pass_at_k(task, k).unwrap();
    let exact_at = BigRational::one() - exact_gap;
    assert!(relative_error(at, &exact_at) <= 1e-16);
}

//! The paired comparison against exact references and the articles' numbers.

use super::*;
use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{One, ToPrimitive, Zero};

/// A paired difference lies in [−1, 1], whatever the t quantile of three tasks says;
/// with one task no interval is defined (never NaN).
#[test]
fn intervals_stay_within_what_a_difference_can_be() {
    let pairs: Vec<PairedCounts> = [(8, 0, 8, 8), (8, 8, 8, 0), (8, 0, 8, 8)]
        .into_iter()
        .map(|(na, ca, nb, cb)| PairedCounts {
            a: counts(na, ca),
            b: counts(nb, cb),
        })
        .collect();
    let d = paired_difference(&pairs, 2, Metric::PassHatK, 1).unwrap();
    for interval in [
        d.paired_t.unwrap(),
        d.unpaired_t.unwrap(),
        d.paired_bootstrap.unwrap(),
    ] {
        assert!(-1.0 <= interval.low && interval.high <= 1.0, "{interval:?}");
    }
    assert_eq!(d.paired_t.unwrap().high, 1.0);
    let one = paired_difference(&pairs[..1], 2, Metric::PassHatK, 1).unwrap();
    // One task has no interval at all: the bootstrap's would be the point itself.
    assert_eq!(
        (one.paired_t, one.unpaired_t, one.paired_bootstrap),
        (None, None, None)
    );
    let means = paired_means(&pairs, 2, Metric::PassHatK).unwrap();
    let a = means.interval_a.unwrap();
    assert!(0.0 <= a.low && a.high <= 1.0, "{a:?}");
}

fn counts(trials: u64, successes: u64) -> TaskCounts {
    TaskCounts { trials, successes }
}

fn pair(a: (u64, u64), b: (u64, u64)) -> PairedCounts {
    PairedCounts {
        a: counts(a.0, a.1),
        b: counts(b.0, b.1),
    }
}

fn choose(n: u64, k: u64) -> BigInt {
    if k > n {
        return BigInt::zero();
    }
    (0..k).fold(BigInt::one(), |acc, i| {
        acc * BigInt::from(n - i) / BigInt::from(i + 1)
    })
}

/// C(c, k)/C(n, k) exactly.
fn exact_hat(task: TaskCounts, k: u64) -> BigRational {
    BigRational::new(choose(task.successes, k), choose(task.trials, k))
}

/// 1 − C(n − c, k)/C(n, k) exactly.
fn exact_at(task: TaskCounts, k: u64) -> BigRational {
    BigRational::one()
        - BigRational::new(
            choose(task.trials - task.successes, k),
            choose(task.trials, k),
        )
}

fn close(got: f64, exact: &BigRational, tolerance: f64) {
    let want = exact.to_f64().unwrap();
    assert!(
        (got - want).abs() <= tolerance * want.abs().max(1e-300),
        "{got} vs {want}"
    );
}

#[test]
fn the_paired_difference_and_t_interval_match_exact_rationals() {
    let pairs = [
        pair((8, 8), (8, 7)),
        pair((8, 6), (8, 8)),
        pair((8, 4), (8, 5)),
        pair((10, 3), (10, 9)),
        pair((5, 0), (5, 2)),
    ];
    for (metric, exact) in [
        (
            Metric::PassHatK,
            exact_hat as fn(TaskCounts, u64) -> BigRational,
        ),
        (Metric::PassAtK, exact_at),
    ] {
        for k in 1..=5u64 {
            let got = paired_difference(&pairs, k, metric, 1).unwrap();
            let d: Vec<BigRational> = pairs
                .iter()
                .map(|p| exact(p.b, k) - exact(p.a, k))
                .collect();
            let m = BigRational::from_integer(BigInt::from(d.len()));
            let mean = d.iter().fold(BigRational::zero(), |s, x| s + x) / &m;
            close(got.difference, &mean, 1e-14);
            let ss = d
                .iter()
                .fold(BigRational::zero(), |s, x| s + (x - &mean) * (x - &mean));
            let var_of_mean = ss / (&m - BigRational::one()) / &m;
            // t₀.₉₇₅(4) = 2.7764451051977987 (R: qt(0.975, 4)).
            let half = 2.776_445_105_197_799 * var_of_mean.to_f64().unwrap().sqrt();
            let interval = got.paired_t.unwrap();
            assert!((interval.low - (got.difference - half)).abs() < 1e-12);
            assert!((interval.high - (got.difference + half)).abs() < 1e-12);
            let mean_a = pairs
                .iter()
                .fold(BigRational::zero(), |s, p| s + exact(p.a, k))
                / &m;
            close(got.mean_a, &mean_a, 1e-14);
        }
    }
}

#[test]
fn tasks_with_too_few_trials_are_left_out_and_counted() {
    let pairs = [
        pair((8, 8), (8, 7)),
        pair((3, 3), (8, 1)),
        pair((8, 2), (2, 2)),
    ];
    let got = paired_difference(&pairs, 4, Metric::PassHatK, 1).unwrap();
    assert_eq!((got.tasks, got.left_out), (1, 2));
    assert!(got.paired_t.is_none());
    assert!(paired_difference(&pairs, 9, Metric::PassHatK, 1).is_none());
}

#[test]
fn a_run_against_itself_differs_by_zero_with_p_value_one() {
    let pairs: Vec<PairedCounts> = (0..40).map(|i| pair((10, i % 11), (10, i % 11))).collect();
    let got = paired_difference(&pairs, 3, Metric::PassHatK, 7).unwrap();
    assert_eq!(got.difference, 0.0);
    assert_eq!(got.p_value, 1.0);
    let interval = got.paired_t.unwrap();
    assert_eq!((interval.low, interval.high), (0.0, 0.0));
}

/// The p-value by brute force over every relabelling of A and B per task.
fn enumerate(d: &[f64]) -> f64 {
    let observed: f64 = d.iter().sum::<f64>().abs();
    let patterns = 1u64 << d.len();
    let hits = (0..patterns)
        .filter(|signs| {
            let sum: f64 = d
                .iter()
                .enumerate()
                .map(|(i, x)| if signs >> i & 1 == 1 { -x } else { *x })
                .sum();
            sum.abs() >= observed - 1e-12
        })
        .count();
    hits as f64 / patterns as f64
}

#[test]
fn the_permutation_p_value_matches_full_enumeration() {
    // Small: the exact path, against brute force.
    let pairs: Vec<PairedCounts> = (0..12)
        .map(|i| pair((6, (i * 5) % 7), (6, (i * 3 + 2) % 7)))
        .collect();
    let got = paired_difference(&pairs, 1, Metric::PassAtK, 3).unwrap();
    let d: Vec<f64> = pairs
        .iter()
        .map(|p| p.b.successes as f64 / 6.0 - p.a.successes as f64 / 6.0)
        .collect();
    assert_eq!(got.p_value, enumerate(&d));
    assert!(matches!(got.permutations, Permutations::Exact(_)));
    // Twenty differing tasks: sampled, within sampling error of the exact answer
    // (20,000 draws: standard error at most 0.0036).
    let pairs: Vec<PairedCounts> = (0..20)
        .map(|i| pair((9, (i * 7) % 10), (9, (i * 4 + 3) % 10)))
        .filter(|p| p.a != p.b)
        .collect();
    let got = paired_difference(&pairs, 1, Metric::PassAtK, 3).unwrap();
    let d: Vec<f64> = pairs
        .iter()
        .map(|p| (p.b.successes as f64 - p.a.successes as f64) / 9.0)
        .collect();
    assert!(d.len() > EXACT_PERMUTATIONS_UP_TO);
    assert!(matches!(
        got.permutations,
        Permutations::Sampled(SAMPLED_PERMUTATIONS)
    ));
    let exact = enumerate(&d);
    assert!(
        (got.p_value - exact).abs() < 0.015,
        "{} vs {exact}",
        got.p_value
    );
}

#[test]
fn pairing_narrows_the_interval_when_tasks_differ_in_difficulty() {
    // B is one success better on every task; tasks range from hard to easy.
    let pairs: Vec<PairedCounts> = (0..30)
        .map(|i| pair((20, i % 19), (20, i % 19 + 1)))
        .collect();
    let got = paired_difference(&pairs, 1, Metric::PassAtK, 5).unwrap();
    assert!((got.difference - 0.05).abs() < 1e-15);
    let paired = got.paired_t.unwrap();
    let unpaired = got.unpaired_t.unwrap();
    assert!(
        paired.high - paired.low < 1e-12,
        "every d is 0.05: no spread"
    );
    assert!(unpaired.low < 0.0 && unpaired.high > 0.1);
    let bootstrap = got.paired_bootstrap.unwrap();
    assert!(bootstrap.low <= 0.05 + 1e-15 && bootstrap.high >= 0.05 - 1e-15);
    assert!(got.p_value < 1e-3);
}

#[test]
fn the_sampled_test_agrees_with_the_normal_approximation_on_big_runs() {
    // Under sign flips Σd has mean 0 and variance Σd², so for many tasks the p-value is
    // close to 2·(1 − Φ(|Σd|/√Σd²)).
    let normal_p = |pairs: &[PairedCounts]| {
        let d: Vec<f64> = pairs
            .iter()
            .map(|p| (p.b.successes as f64 - p.a.successes as f64) / p.a.trials as f64)
            .collect();
        let z = d.iter().sum::<f64>().abs() / d.iter().map(|x| x * x).sum::<f64>().sqrt();
        2.0 * (1.0 - crate::student_t::t_cdf(z, 1e12))
    };
    // 100,000 tasks, B one success better on a third of them: far beyond chance.
    let pairs: Vec<PairedCounts> = (0..100_000u64)
        .map(|i| pair((10, i % 7 + 2), (10, i % 7 + 2 + u64::from(i % 3 == 0))))
        .collect();
    let got = paired_difference(&pairs, 1, Metric::PassAtK, 9).unwrap();
    assert_eq!(got.tasks, 100_000);
    assert_eq!(got.p_value, 1.0 / (f64::from(SAMPLED_PERMUTATIONS) + 1.0));
    // 2,000 tasks with a small edge for B: a p-value in the middle of the range.
    let pairs: Vec<PairedCounts> = (0..2_000u64)
        .map(|i| {
            // Mirrored pairs cancel; every twelfth task gains one success in B.
            let (x, y) = (i % 9, (i / 2 * 7 + 3) % 9);
            if i % 2 == 0 {
                pair((8, x), (8, y))
            } else if i % 12 == 1 && x < 8 {
                pair((8, y), (8, x + 1))
            } else {
                pair((8, y), (8, x))
            }
        })
        .collect();
    let got = paired_difference(&pairs, 1, Metric::PassAtK, 4).unwrap();
    let expected = normal_p(&pairs);
    assert!(
        expected > 0.01 && expected < 0.99,
        "the case is not in the middle: {expected}"
    );
    assert!(
        (got.p_value - expected).abs() < 0.02,
        "{} vs {expected}",
        got.p_value
    );
}

#[test]
fn rate_changes_are_exact_fractions() {
    assert_eq!(pair((8, 4), (10, 5)).rate_change(), 0);
    assert_eq!(pair((8, 4), (10, 6)).rate_change(), 1);
    assert_eq!(pair((3, 1), (6, 1)).rate_change(), -1);
}

#[test]
fn the_gate_bound_decides_not_the_point() {
    let difference = |low: f64, high: f64| PairedDifference {
        tasks: 10,
        left_out: 0,
        mean_a: 0.8,
        mean_b: 0.7,
        difference: (low + high) / 2.0,
        paired_t: Some(Interval { low, high }),
        paired_bootstrap: Some(Interval { low, high }),
        unpaired_t: None,
        p_value: 0.01,
        permutations: Permutations::Exact(1024),
    };
    // Six points down, but the interval reaches −1: a 2-point drop is not shown.
    assert_eq!(
        gate_verdict(&difference(-0.11, -0.01), 0.02),
        GateVerdict::Passed
    );
    assert_eq!(
        gate_verdict(&difference(-0.11, -0.03), 0.02),
        GateVerdict::Failed
    );
    // At the bound is not beyond it.
    assert_eq!(
        gate_verdict(&difference(-0.11, -0.02), 0.02),
        GateVerdict::Passed
    );
    let one_task = PairedDifference {
        paired_t: None,
        ..difference(-1.0, -1.0)
    };
    assert_eq!(gate_verdict(&one_task, 0.0), GateVerdict::TooFewTasks);
}

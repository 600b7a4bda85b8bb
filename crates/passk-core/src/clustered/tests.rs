use super::*;

fn close(actual: f64, expected: f64) {
    assert!(
        (actual - expected).abs() <= 1e-15 * expected.abs().max(1.0),
        "{actual} vs {expected}"
    );
}

fn summary(values: &[f64], clusters: &[u32]) -> ClusteredSummary {
    clustered_summary(values, clusters, Bootstrap::default()).expect("two or more tasks")
}

/// Each expected square was computed with Python's `fractions` from the formulas as
/// printed (Miller's equation 4; inspect_ai's `stderr(cluster=…)` in
/// `scorer/_metrics/std.py`).
#[test]
fn miller_and_inspect_against_exact_fractions() {
    let case = summary(&[1.0, 1.0, 1.0, 0.0, 0.0, 0.0], &[0, 1, 1, 1, 0, 0]);
    close(case.clustered_standard_error, (1.0_f64 / 45.0).sqrt());
    close(case.inspect_standard_error, (1.0_f64 / 36.0).sqrt());
    close(case.standard_error, (0.3_f64 / 6.0).sqrt());

    let values = [1.0, 1.0, 1.0, 1.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 1.0, 1.0];
    let case = summary(&values, &[0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 3, 3]);
    close(case.mean, 7.0 / 12.0);
    close(case.clustered_standard_error, (3647.0_f64 / 57024.0).sqrt());
    close(case.inspect_standard_error, (161.0_f64 / 1944.0).sqrt());
    assert_eq!((case.tasks, case.clusters), (12, 4));
    // Two clusters of four that agree inside: the plain SE² is 35/1584, the interval 1.70×
    // wider once they are counted as clusters.
    close(case.standard_error, (35.0_f64 / 1584.0).sqrt());
    let widening = case.widening().expect("a plain SE");
    close(widening, ((3647.0_f64 / 57024.0) / (35.0 / 1584.0)).sqrt());

    let thirds = [2.0 / 3.0, 1.0, 1.0 / 3.0, 0.0, 1.0, 1.0, 0.5, 0.0];
    let case = summary(&thirds, &[0, 0, 1, 1, 2, 2, 3, 3]);
    close(case.mean, 9.0 / 16.0);
    close(
        case.clustered_standard_error,
        (4553.0_f64 / 129024.0).sqrt(),
    );
    close(case.inspect_standard_error, (299.0_f64 / 6912.0).sqrt());
    close(
        inspect_clustered_standard_error(&thirds, &[0, 0, 1, 1, 2, 2, 3, 3]),
        (299.0_f64 / 6912.0).sqrt(),
    );
}

#[test]
fn one_task_per_cluster_is_the_plain_standard_error() {
    let mut rng = SplitMix64::new(7);
    for size in [2usize, 3, 10, 257] {
        let values: Vec<f64> = (0..size).map(|_| rng.below(5) as f64 / 4.0).collect();
        let own: Vec<u32> = (0..size as u32).collect();
        let case = summary(&values, &own);
        close(case.clustered_standard_error, case.standard_error);
        assert_eq!(case.clusters, size);
    }
}

#[test]
fn invariant_to_task_order_and_cluster_names() {
    let mut rng = SplitMix64::new(11);
    for _ in 0..50 {
        let size = 2 + rng.below(60);
        let values: Vec<f64> = (0..size).map(|_| rng.below(3) as f64 / 2.0).collect();
        let clusters: Vec<u32> = (0..size).map(|_| rng.below(7) as u32).collect();
        let before = summary(&values, &clusters);
        // Reversed order, and the cluster indices renamed (c → 6 − c).
        let reversed: Vec<f64> = values.iter().rev().copied().collect();
        let renamed: Vec<u32> = clusters.iter().rev().map(|&c| 6 - c).collect();
        let after = summary(&reversed, &renamed);
        assert!((before.clustered_standard_error - after.clustered_standard_error).abs() < 1e-12);
        assert!(
            (before.inspect_standard_error - after.inspect_standard_error).abs() < 1e-12
                || before.clusters < 2
        );
        assert_eq!(before.clusters, after.clusters);
    }
}

#[test]
fn the_cluster_bootstrap_resamples_whole_clusters() {
    // Two clusters, all 1s and all 0s, of equal size: every resample's mean is 0, ½ or 1.
    let values = [1.0, 1.0, 1.0, 0.0, 0.0, 0.0];
    let case = summary(&values, &[0, 0, 0, 1, 1, 1]);
    assert_eq!(
        case.bootstrap_interval,
        Interval {
            low: 0.0,
            high: 1.0
        }
    );
    // Within-cluster agreement: one cluster's worth of tasks, far wider than s/√n says.
    assert!(case.clustered_standard_error > case.standard_error);
    // With one cluster the t interval has no degrees of freedom: it is the whole range.
    let one = summary(&values, &[0; 6]);
    assert_eq!(one.clusters, 1);
    assert!(one.inspect_standard_error.is_nan());
    assert_eq!(
        one.t_interval,
        Interval {
            low: 0.0,
            high: 1.0
        }
    );
}

#[test]
fn labels_become_dense_indices_in_order() {
    let (indices, count) = cluster_indices(["b", "a", "b", "c", "a"]);
    assert_eq!(indices, vec![0, 1, 0, 2, 1]);
    assert_eq!(count, 3);
    assert!(clustered_summary(&[1.0], &[0], Bootstrap::default()).is_none());
    assert!(clustered_summary(&[1.0, 0.0], &[0], Bootstrap::default()).is_none());
}

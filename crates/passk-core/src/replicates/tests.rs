use super::*;

fn close(actual: f64, expected: f64) {
    assert!(
        (actual - expected).abs() <= 1e-15 * expected.abs().max(1.0),
        "{actual} vs {expected}"
    );
}

/// Three runs of four tasks, four trials each: successes per run
/// [4, 2, 0, 3], [4, 3, 0, 1], [4, 2, 1, 3]. Expected values from Python's `fractions`.
fn three_runs() -> Replicates {
    let successes = [[4, 2, 0, 3], [4, 3, 0, 1], [4, 2, 1, 3]];
    let runs: Vec<Vec<(String, TaskCounts)>> = successes
        .iter()
        .map(|run| {
            run.iter()
                .enumerate()
                .map(|(task, &c)| {
                    (
                        format!("t{task}"),
                        TaskCounts {
                            trials: 4,
                            successes: c,
                        },
                    )
                })
                .collect()
        })
        .collect();
    let (replicates, missing) = match_replicates(&runs);
    assert_eq!(missing, 0);
    replicates
}

#[test]
fn headlines_spread_icc_and_noise_against_exact_fractions() {
    let replicates = three_runs();
    let avg = replicates.report(1, Metric::AvgAtK).expect("n ≥ 1");
    assert_eq!(avg.headlines, vec![9.0 / 16.0, 0.5, 5.0 / 8.0]);
    close(avg.spread.mean, 9.0 / 16.0);
    close(avg.spread.sd, 1.0 / 16.0);
    assert_eq!(
        (avg.spread.min, avg.spread.max, avg.spread.runs),
        (0.5, 0.625, 3)
    );
    close(avg.icc.expect("three runs"), 25.0 / 31.0);
    close(avg.run_sd, (1.0_f64 / 128.0).sqrt());
    close(
        avg.minimum_detectable,
        (Z_TWO_SIDED_5 + Z_POWER_80) * (2.0_f64 / 128.0).sqrt(),
    );

    let hat = replicates.report(2, Metric::PassHatK).expect("n ≥ 2");
    assert_eq!(hat.headlines, vec![5.0 / 12.0, 3.0 / 8.0, 5.0 / 12.0]);
    close(hat.spread.mean, 29.0 / 72.0);
    close(hat.spread.sd, (1.0_f64 / 1728.0).sqrt());
    close(hat.icc.expect("three runs"), 220.0 / 259.0);
    close(hat.run_sd, (13.0_f64 / 1728.0).sqrt());

    let at = replicates.report(2, Metric::PassAtK).expect("n ≥ 2");
    close(at.spread.mean, 13.0 / 18.0);
    close(at.icc.expect("three runs"), 55.0 / 74.0);
    close(at.run_sd, (19.0_f64 / 1728.0).sqrt());
    assert!(replicates.report(5, Metric::PassHatK).is_none(), "k past n");
}

#[test]
fn flips_are_the_tasks_that_move_the_most_first() {
    let flips = three_runs().flips();
    let order: Vec<usize> = flips.iter().map(|flip| flip.task).collect();
    // t3: ¾, ¼, ¾ (range ½); t1: ½, ¾, ½ and t2: 0, 0, ¼ (range ¼, task order); t0 never moves.
    assert_eq!(order, vec![3, 1, 2]);
    assert_eq!(flips[0].rates, vec![0.75, 0.25, 0.75]);
    assert_eq!(flips[0].range, 0.5);
}

#[test]
fn identical_runs_have_no_noise_and_one_run_no_spread() {
    let run: Vec<(String, TaskCounts)> = (0..5)
        .map(|t| {
            (
                format!("t{t}"),
                TaskCounts {
                    trials: 3,
                    successes: t % 4,
                },
            )
        })
        .collect();
    let (same, _) = match_replicates(&[run.clone(), run.clone()]);
    let report = same.report(1, Metric::AvgAtK).expect("n ≥ 1");
    assert_eq!(
        (report.spread.sd, report.run_sd, report.minimum_detectable),
        (0.0, 0.0, 0.0)
    );
    assert_eq!(report.icc, Some(1.0));
    assert!(same.flips().is_empty());
    let (alone, _) = match_replicates(std::slice::from_ref(&run));
    let report = alone.report(1, Metric::AvgAtK).expect("n ≥ 1");
    assert_eq!((report.spread.sd, report.icc), (0.0, None));
    // A task missing from the second run is left out and counted.
    let (matched, missing) = match_replicates(&[run.clone(), run[1..].to_vec()]);
    assert_eq!((matched.tasks.len(), missing), (4, 1));
}

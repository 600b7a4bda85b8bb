//! Times the compare view's steps on two runs of 1,000,000 tasks × 4 trials (a profile, run
//! by hand: `cargo run --release -p passk-data --example compare_profile`).
use std::time::Instant;

use passk_core::compare::{paired_difference, paired_means, Metric};
use passk_core::estimators::TaskCounts;
use passk_data::compare::{changes, match_runs, movers, MoverOrder};
use passk_data::import::NamedTask;

fn run(shift: u64) -> Vec<NamedTask> {
    (0..1_000_000u64)
        .map(|task| NamedTask {
            name: format!("t{task}"),
            counts: TaskCounts::new(4, (task * 7 + shift) % 5).unwrap(),
        })
        .collect()
}

fn main() {
    let (a, b) = (run(0), run(1));
    let start = Instant::now();
    let matched = match_runs(&a, &b);
    println!("match_runs: {:?}", start.elapsed());
    let start = Instant::now();
    let _ = changes(&matched);
    println!("changes: {:?}", start.elapsed());
    let start = Instant::now();
    let rows = movers(&matched, MoverOrder::Biggest, 50);
    println!(
        "movers, biggest 50: {:?} ({} rows)",
        start.elapsed(),
        rows.len()
    );
    let start = Instant::now();
    let grouped = matched.difference(2, Metric::PassAtK, 7).unwrap();
    println!(
        "difference by groups ({} distinct): {:?} (p = {})",
        matched.groups.distinct(),
        start.elapsed(),
        grouped.p_value
    );
    let start = Instant::now();
    let difference = paired_difference(&matched.pairs, 2, Metric::PassAtK, 7).unwrap();
    println!("paired_difference: {:?} ({difference:?})", start.elapsed());
    let start = Instant::now();
    for k in 1..=4 {
        let _ = paired_means(&matched.pairs, k, Metric::PassHatK);
    }
    println!("paired_means k = 1..4: {:?}", start.elapsed());
}

//! Times the leaderboard's steps on 20 runs × 100,000 single-trial tasks (a profile, run
//! by hand: `cargo run --release -p passk-data --example board_profile`).
use std::time::Instant;

use passk_core::aggregate::Metric;
use passk_core::board::RankRuns;
use passk_core::estimators::TaskCounts;
use passk_data::board::match_board;
use passk_data::import::NamedTask;

fn main() {
    let runs: Vec<Vec<NamedTask>> = (0..20u64)
        .map(|run| {
            (0..100_000u64)
                .map(|task| NamedTask {
                    name: format!("t{task}"),
                    counts: TaskCounts::new(1, u64::from((task * (run + 7)) % 13 < 6 + run % 4))
                        .unwrap(),
                })
                .collect()
        })
        .collect();
    let refs: Vec<&[NamedTask]> = runs.iter().map(Vec::as_slice).collect();
    let start = Instant::now();
    let matched = match_board(&refs, 1, Metric::PassHatK);
    println!("match_board: {:?}", start.elapsed());
    let start = Instant::now();
    let mut job = RankRuns::new(matched.values, 2000, 1).unwrap();
    println!("RankRuns::new: {:?}", start.elapsed());
    let start = Instant::now();
    let mut steps = 0;
    while !job.advance(1) {
        steps += 1;
    }
    println!("advance: {:?} over {steps} steps", start.elapsed());
}

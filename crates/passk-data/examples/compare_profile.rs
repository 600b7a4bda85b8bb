//! Times the compare view's steps on two runs of 1,000,000 tasks × 4 trials (a profile, run
//! by hand: `cargo run --release -p passk-data --example compare_profile`).
use std::time::Instant;

use passk_core::compare::{paired_difference, paired_means, Metric};
use passk_core::estimators::TaskCounts;
use passk_data::compare::{changes, match_runs};
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
    phases(&a, &b);
    let start = Instant::now();
    let matched = match_runs(&a, &b);
    println!("match_runs: {:?}", start.elapsed());
    let start = Instant::now();
    let _ = changes(&matched);
    println!("changes: {:?}", start.elapsed());
    let start = Instant::now();
    let difference = paired_difference(&matched.pairs, 2, Metric::PassAtK, 7).unwrap();
    println!("paired_difference: {:?} ({difference:?})", start.elapsed());
    let start = Instant::now();
    for k in 1..=4 {
        let _ = paired_means(&matched.pairs, k, Metric::PassHatK);
    }
    println!("paired_means k = 1..4: {:?}", start.elapsed());
}

#[allow(dead_code)]
fn phases(a: &[NamedTask], b: &[NamedTask]) {
    use std::collections::HashMap;
    let start = Instant::now();
    let mut m: HashMap<&str, usize> = HashMap::with_capacity(b.len());
    for (i, t) in b.iter().enumerate() {
        m.entry(t.name.as_str()).or_insert(i);
    }
    println!("  std map of b: {:?}", start.elapsed());
    let start = Instant::now();
    let names: Vec<String> = a.iter().map(|t| t.name.clone()).collect();
    println!("  clone a's names: {:?} ({})", start.elapsed(), names.len());
}

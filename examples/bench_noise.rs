//! Figures for "how much of the number is noise" (issue 44), natively and single-threaded:
//! the clustered summary of 10^6 tasks in 10^4 clusters (Miller's SE, inspect's, and the
//! cluster bootstrap), the cluster rules offered for 10^6 ids, replicate runs of 10^5 tasks
//! × 3, and the k 10^6 tasks support. Medians of 5 runs, in milliseconds.
//!
//!     cargo run --release --example bench_noise

use std::time::Instant;

use passk_core::aggregate::Metric;
use passk_core::clustered::clustered_summary;
use passk_core::deployment::supported_k_grouped;
use passk_core::estimators::TaskCounts;
use passk_core::replicates::match_replicates;
use passk_core::stats::{Bootstrap, SplitMix64};
use passk_data::clusters::{clustered_at, offered_rules, ClusterRule};
use passk_data::dataset::Dataset;
use passk_data::import::NamedTask;

fn median_ms(mut work: impl FnMut()) -> f64 {
    let mut times: Vec<f64> = (0..5)
        .map(|_| {
            let start = Instant::now();
            work();
            start.elapsed().as_secs_f64() * 1000.0
        })
        .collect();
    times.sort_by(f64::total_cmp);
    times[2]
}

fn main() {
    let mut rng = SplitMix64::new(44);
    let tasks = 1_000_000;
    let values: Vec<f64> = (0..tasks).map(|_| rng.below(9) as f64 / 8.0).collect();
    let clusters: Vec<u32> = (0..tasks).map(|i| (i / 100) as u32).collect();
    let summary = median_ms(|| {
        std::hint::black_box(clustered_summary(&values, &clusters, Bootstrap::default()));
    });
    println!("clustered summary, 10^6 tasks in 10^4 clusters (with the cluster bootstrap): {summary:.1} ms");
    let named: Vec<NamedTask> = (0..tasks)
        .map(|i| NamedTask {
            name: format!("doc{}/q{}", i / 100, i % 100),
            counts: TaskCounts {
                trials: 8,
                successes: rng.below(9) as u64,
            },
        })
        .collect();
    let data = Dataset::new(named);
    let offered = median_ms(|| {
        std::hint::black_box(offered_rules(&data));
    });
    println!("cluster rules offered for 10^6 ids (the first 20,000 tried): {offered:.1} ms");
    let at = median_ms(|| {
        std::hint::black_box(clustered_at(
            &data,
            8,
            ClusterRule::PrefixBefore('/'),
            Bootstrap::default(),
        ));
    });
    println!("clustered pass@8, pass^8 and avg@k of 10^6 named tasks: {at:.1} ms");
    let supported = median_ms(|| {
        std::hint::black_box(supported_k_grouped(data.groups(), 0.9));
    });
    println!(
        "the k 10^6 tasks support (their {} distinct counts): {supported:.3} ms",
        data.groups().len()
    );
    let runs: Vec<Vec<(String, TaskCounts)>> = (0..3)
        .map(|_| {
            (0..100_000)
                .map(|t| {
                    (
                        format!("task-{t}"),
                        TaskCounts {
                            trials: 4,
                            successes: rng.below(5) as u64,
                        },
                    )
                })
                .collect()
        })
        .collect();
    let replicate = median_ms(|| {
        let (replicates, _) = match_replicates(&runs);
        for metric in Metric::ALL {
            std::hint::black_box(replicates.report(4, metric));
        }
        std::hint::black_box(replicates.flips());
    });
    println!("replicates, 10^5 tasks × 3 runs (matched, every metric, flips): {replicate:.1} ms");
}

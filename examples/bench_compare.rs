//! The Rust side of `bench/run.sh`: computes every estimate of the benchmark workloads,
//! times it (median of several runs), and writes the values for numpy's side to compare.
//!
//! Usage: bench_compare OUT_DIR [TASKS]

use std::io::Write;
use std::time::Instant;

use passk_core::estimators::{unbiased_curve, unbiased_pass_at_k, unbiased_pass_hat_k, TaskCounts};

fn tasks(count: u64, n: u64) -> Vec<TaskCounts> {
    (0..count)
        .map(|i| TaskCounts::new(n, (i * 7919 + 13) % (n + 1)).expect("valid"))
        .collect()
}

fn median(mut seconds: Vec<f64>) -> f64 {
    seconds.sort_by(f64::total_cmp);
    seconds[seconds.len() / 2]
}

/// Times `run` `repeats` times and returns the median seconds and the last result.
fn timed(repeats: usize, run: impl Fn() -> Vec<f64>) -> (f64, Vec<f64>) {
    let mut seconds = Vec::new();
    let mut values = Vec::new();
    for _ in 0..repeats {
        let start = Instant::now();
        values = run();
        seconds.push(start.elapsed().as_secs_f64());
    }
    (median(seconds), values)
}

fn write(path: &std::path::Path, values: &[f64]) {
    let mut file = std::io::BufWriter::new(std::fs::File::create(path).expect("create"));
    for value in values {
        file.write_all(&value.to_le_bytes()).expect("write");
    }
}

fn main() {
    let mut args = std::env::args().skip(1);
    let out = std::path::PathBuf::from(args.next().unwrap_or_else(|| "target/bench".into()));
    let count: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(10_000);
    std::fs::create_dir_all(&out).expect("out dir");

    // Workload 1: n = 200, every k in 1..=200; values laid out task-major, k-minor,
    // pass@k then pass^k.
    let small = tasks(count, 200);
    let (seconds, values) = timed(7, || {
        let mut values = Vec::with_capacity(small.len() * 400);
        for task in &small {
            for point in unbiased_curve(*task, 200).expect("valid") {
                values.push(point.pass_at_k);
                values.push(point.pass_hat_k);
            }
        }
        values
    });
    write(&out.join("rust_n200.f64"), &values);
    println!(
        "rust n=200 every k: {} estimates, median {:.4} s",
        values.len(),
        seconds
    );

    // Workload 2: n = 10^5, k in {1, 10, 100, 1000, 10^4}.
    let large = tasks(count, 100_000);
    let ks = [1u64, 10, 100, 1_000, 10_000];
    let (seconds, values) = timed(3, || {
        let mut values = Vec::with_capacity(large.len() * ks.len() * 2);
        for task in &large {
            for &k in &ks {
                values.push(unbiased_pass_at_k(*task, k).expect("k <= n"));
                values.push(unbiased_pass_hat_k(*task, k).expect("k <= n"));
            }
        }
        values
    });
    write(&out.join("rust_n1e5.f64"), &values);
    println!(
        "rust n=1e5 five k: {} estimates, median {:.4} s",
        values.len(),
        seconds
    );
}

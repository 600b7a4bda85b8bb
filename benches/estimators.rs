//! Criterion benchmarks of the per-task estimators on the two workloads:
//! 10,000 tasks × n = 200 × every k in 1..=200, and 10,000 tasks × n = 10^5 ×
//! k ∈ {1, 10, 100, 1000, 10^4}. `bench/run.sh` runs these beside numpy's reference.

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use passk_core::estimators::{unbiased_curve, unbiased_pass_at_k, unbiased_pass_hat_k, TaskCounts};

/// The benchmark's tasks: c spread over 0..=n by a fixed rule that bench/numpy_reference.py
/// repeats exactly, so both sides compute the same numbers.
fn tasks(count: u64, n: u64) -> Vec<TaskCounts> {
    (0..count)
        .map(|i| TaskCounts::new(n, (i * 7919 + 13) % (n + 1)).expect("valid"))
        .collect()
}

fn every_k_at_n_200(c: &mut Criterion) {
    let tasks = tasks(10_000, 200);
    c.bench_function("10k tasks, n=200, every k 1..=200 (both metrics)", |b| {
        b.iter(|| {
            let mut total = 0.0;
            for task in &tasks {
                for point in unbiased_curve(*task, 200).expect("valid") {
                    total += point.pass_at_k + point.pass_hat_k;
                }
            }
            black_box(total)
        })
    });
}

fn some_k_at_n_100_000(c: &mut Criterion) {
    let tasks = tasks(10_000, 100_000);
    let ks = [1u64, 10, 100, 1_000, 10_000];
    let mut group = c.benchmark_group("n=1e5");
    group.sample_size(10);
    group.bench_function(
        "10k tasks, n=1e5, k in {1,10,100,1e3,1e4} (both metrics)",
        |b| {
            b.iter(|| {
                let mut total = 0.0;
                for task in &tasks {
                    for &k in &ks {
                        total += unbiased_pass_at_k(*task, k).expect("k <= n")
                            + unbiased_pass_hat_k(*task, k).expect("k <= n");
                    }
                }
                black_box(total)
            })
        },
    );
    group.finish();
}

criterion_group!(benches, every_k_at_n_200, some_k_at_n_100_000);
criterion_main!(benches);

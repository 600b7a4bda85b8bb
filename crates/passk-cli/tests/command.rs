//! The `passk` binary as a script runs it: exact values on the source articles' tasks,
//! the JSON keys other tools read, the exit codes, standard input, and boards of many runs.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

use serde_json::Value;

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/fixtures")
        .join(name)
}

fn passk(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_passk"))
        .args(args)
        .output()
        .expect("the passk binary runs")
}

fn json_of(output: &Output) -> Value {
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    serde_json::from_slice(&output.stdout).expect("JSON on standard output")
}

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("passk-cli-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn summary_gives_the_000_articles_table_with_provenance() {
    let path = fixture("aggregated.csv");
    let output = passk(&[
        "summary",
        path.to_str().unwrap(),
        "--k",
        "1",
        "--k",
        "3",
        "--k",
        "8",
        "--format",
        "json",
    ]);
    let document = json_of(&output);
    assert_eq!(document["tasks"], 3);
    assert_eq!(document["trials"], 24);
    let at = document["at"].as_array().unwrap();
    let value = |i: usize, metric: &str| at[i][metric]["value"].as_f64().unwrap();
    assert_eq!(value(0, "pass_at_k"), 0.75);
    assert_eq!(value(1, "pass_at_k"), 41.0 / 42.0);
    assert_eq!(value(1, "pass_hat_k"), 10.0 / 21.0);
    assert_eq!(value(2, "pass_at_k"), 1.0);
    assert_eq!(value(2, "pass_hat_k"), 1.0 / 3.0);
    assert_eq!(value(2, "avg"), 0.75);
    let lo = at[1]["pass_at_k"]["lo"].as_f64().unwrap();
    let hi = at[1]["pass_at_k"]["hi"].as_f64().unwrap();
    assert!(lo < 41.0 / 42.0 && hi == 1.0, "{lo} {hi}");
    let input = &document["provenance"]["inputs"][0];
    assert_eq!(input["format"], "aggregated");
    assert_eq!(
        input["bytes"].as_u64().unwrap(),
        std::fs::metadata(&path).unwrap().len()
    );
    assert_eq!(input["sha256"].as_str().unwrap().len(), 64);
    assert_eq!(
        document["provenance"]["options"]["k"],
        serde_json::json!([1, 3, 8])
    );
    assert!(document["provenance"]["seed"].is_u64());
    assert_eq!(document["provenance"]["resamples"], 2000);
    // Default k: 1 and the largest every task allows (8).
    let defaults = json_of(&passk(&[
        "summary",
        path.to_str().unwrap(),
        "--format",
        "json",
    ]));
    let ks: Vec<u64> = defaults["at"]
        .as_array()
        .unwrap()
        .iter()
        .map(|at| at["k"].as_u64().unwrap())
        .collect();
    assert_eq!(ks, vec![1, 8]);
}

#[test]
fn standard_input_reads_as_a_file_does() {
    let text = std::fs::read(fixture("trials.csv")).unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_passk"))
        .args(["summary", "-", "--k", "3", "--format", "json"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(&text).unwrap();
    let piped = json_of(&child.wait_with_output().unwrap());
    let file = json_of(&passk(&[
        "summary",
        fixture("trials.csv").to_str().unwrap(),
        "--k",
        "3",
        "--format",
        "json",
    ]));
    assert_eq!(piped["at"], file["at"]);
    assert_eq!(piped["provenance"]["inputs"][0]["path"], "-");
}

#[test]
fn compare_is_paired_with_the_exact_sign_flip_test() {
    let dir = temp_dir("compare");
    let (a, b) = (dir.join("a.csv"), dir.join("b.csv"));
    std::fs::write(&a, "task,n,c\na,8,8\nb,8,6\nc,8,4\nd,8,2\ne,8,7\n").unwrap();
    std::fs::write(&b, "task,n,c\na,8,7\nb,8,3\nc,8,1\nd,8,0\nf,8,7\n").unwrap();
    let document = json_of(&passk(&[
        "compare",
        a.to_str().unwrap(),
        b.to_str().unwrap(),
        "--format",
        "json",
    ]));
    assert_eq!(document["k"], 1);
    assert_eq!(document["tasks_both"], 4);
    assert_eq!(document["only_a"], 1);
    assert_eq!(document["only_b"], 1);
    // B − A per task: −1/8, −3/8, −3/8, −2/8; the mean is −9/32.
    assert_eq!(document["diff"]["pass_at_k"]["value"], -9.0 / 32.0);
    // All four move down: of the 16 sign patterns, only all-down and all-up are as extreme.
    assert_eq!(document["diff"]["pass_at_k"]["p"], 2.0 / 16.0);
    assert_eq!(document["a"]["pass_at_k"], 20.0 / 32.0);
    assert_eq!(document["b"]["pass_at_k"], 11.0 / 32.0);
    assert_eq!(document["only_in_a"], serde_json::json!(["e"]));
    assert_eq!(document["moved"]["down"], 4);
}

#[test]
fn the_gate_fails_only_on_a_drop_shown_with_confidence() {
    let dir = temp_dir("gate");
    let (base, worse) = (dir.join("base.csv"), dir.join("worse.csv"));
    let rows = |c: u32| {
        let mut text = String::from("task,n,c\n");
        for task in 0..40 {
            text.push_str(&format!("t{task},8,{}\n", c - (task % 2)));
        }
        text
    };
    std::fs::write(&base, rows(8)).unwrap();
    std::fs::write(&worse, rows(6)).unwrap();
    let gate = |drop: &str| {
        passk(&[
            "gate",
            "--baseline",
            base.to_str().unwrap(),
            "--candidate",
            worse.to_str().unwrap(),
            "--metric",
            "avg",
            "--max-drop",
            drop,
        ])
    };
    // Every task is 2 trials of 8 down: 25 points, with no spread at all.
    let failed = gate("10%");
    assert_eq!(failed.status.code(), Some(1));
    let line = String::from_utf8_lossy(&failed.stdout);
    assert!(
        line.starts_with("FAIL: avg@k went from 93.75% to 68.75%"),
        "{line}"
    );
    let passed = gate("0.3");
    assert_eq!(passed.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&passed.stdout).starts_with("PASS:"));
}

#[test]
fn errors_exit_2_with_the_pages_words() {
    let malformed = passk(&["summary", fixture("malformed.json").to_str().unwrap()]);
    assert_eq!(malformed.status.code(), Some(2));
    let said = String::from_utf8_lossy(&malformed.stderr);
    assert!(
        said.contains("task_id: is missing or not a string or number"),
        "{said}"
    );
    let missing = passk(&["summary", "/no/such/file.csv"]);
    assert_eq!(missing.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&missing.stderr).contains("/no/such/file.csv"));
    assert_eq!(passk(&["summary"]).status.code(), Some(2));
    assert_eq!(
        passk(&["summary", "x", "--interval", "z"]).status.code(),
        Some(2)
    );
    let zero = passk(&[
        "summary",
        fixture("aggregated.csv").to_str().unwrap(),
        "--k",
        "0",
    ]);
    assert_eq!(zero.status.code(), Some(2));
    let wilson = passk(&[
        "summary",
        fixture("aggregated.csv").to_str().unwrap(),
        "--interval",
        "wilson",
    ]);
    assert_eq!(wilson.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&wilson.stderr).contains("one trial per task"));
    assert_eq!(passk(&["--help"]).status.code(), Some(0));
    for command in ["summary", "compare", "gate", "board", "plan", "completions"] {
        assert_eq!(
            passk(&[command, "--help"]).status.code(),
            Some(0),
            "{command}"
        );
    }
    let completions = passk(&["completions", "bash"]);
    assert!(String::from_utf8_lossy(&completions.stdout).contains("passk"));
}

#[test]
fn a_board_of_150_runs_ranks_them_all() {
    let dir = temp_dir("board");
    let mut args: Vec<String> = vec!["board".into(), "--format".into(), "json".into()];
    for run in 0..150u32 {
        let path = dir.join(format!("run{run:03}.csv"));
        let mut text = String::from("task,trial,success\n");
        for task in 0..8u32 {
            // Run r solves task t when 19t < r: ranks follow the run number.
            let solved = u32::from(task * 19 < run);
            text.push_str(&format!("t{task},1,{solved}\n"));
        }
        std::fs::write(&path, text).unwrap();
        args.push(path.display().to_string());
    }
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let document = json_of(&passk(&args));
    let runs = document["runs"].as_array().unwrap();
    assert_eq!(runs.len(), 150);
    assert_eq!(document["common_tasks"], 8);
    assert_eq!(runs[0]["value"], 1.0);
    assert_eq!(runs[0]["rank"], 1);
    assert!(runs
        .iter()
        .all(|run| run["rank_lo"].as_u64() <= run["rank_hi"].as_u64()));
    assert_eq!(document["pairs"].as_array().unwrap().len(), 150 * 149 / 2);
}

#[test]
fn plan_gives_the_exact_variances_task_count() {
    // n = k = 8 at p = 80%, no spread: X = 1{c = 8}, Var = q⁸(1 − q⁸) with q = 0.8, and
    // T = ⌈1.959964² · Var / 0.05²⌉ = ⌈214.55⌉.
    let document = json_of(&passk(&[
        "plan", "--p", "80", "--k", "8", "--format", "json",
    ]));
    assert_eq!(document["plan"]["tasks_pass_hat_k"], 215);
    let q8 = 0.8f64.powi(8);
    let expected = (1.959964f64.powi(2) * q8 * (1.0 - q8) / 0.0025).ceil();
    assert_eq!(
        document["plan"]["tasks_pass_hat_k"].as_f64().unwrap(),
        expected
    );
    assert_eq!(passk(&["plan", "--p", "180"]).status.code(), Some(2));
}

/// Twelve questions on four documents, one trial each: the clustered standard error is
/// Miller's √(3647/57024), inspect_ai's √(161/1944) (both from Python's `fractions`).
#[test]
fn summary_clusters_tasks_by_their_id() {
    let dir = temp_dir("clusters");
    let path = dir.join("docs.csv");
    let successes = [1, 1, 1, 1, 0, 0, 0, 0, 1, 0, 1, 1];
    let names = ["a", "a", "a", "a", "b", "b", "b", "b", "c", "c", "d", "d"];
    let mut csv = String::from("task,n,c\n");
    for (index, (name, c)) in names.iter().zip(successes).enumerate() {
        csv.push_str(&format!("doc-{name}/q{index},1,{c}\n"));
    }
    std::fs::write(&path, csv).unwrap();
    let file = path.to_str().unwrap();
    let document = json_of(&passk(&[
        "summary",
        file,
        "--k",
        "1",
        "--cluster",
        "prefix:/",
        "--format",
        "json",
    ]));
    assert_eq!(document["provenance"]["options"]["cluster"], "prefix:/");
    let clustered = &document["at"][0]["clustered"];
    assert_eq!(clustered["rule"], "prefix:/");
    assert_eq!(clustered["clusters"], 4);
    let avg = &clustered["avg"];
    assert_eq!(avg["value"].as_f64().unwrap(), 7.0 / 12.0);
    let close = |key: &str, expected: f64| {
        let actual = avg[key].as_f64().unwrap();
        assert!(
            (actual - expected).abs() < 1e-15,
            "{key}: {actual} vs {expected}"
        );
    };
    close("clustered_se", (3647.0_f64 / 57024.0).sqrt());
    close("inspect_se", (161.0_f64 / 1944.0).sqrt());
    close("se", (35.0_f64 / 1584.0).sqrt());
    assert_eq!(avg["tasks"], 12);
    // The same figures in the text report, with how much wider.
    let text = passk(&[
        "summary",
        file,
        "--k",
        "1",
        "--cluster",
        "prefix:/",
        "--format",
        "table",
    ]);
    let text = String::from_utf8_lossy(&text.stdout);
    assert!(
        text.contains("Intervals 1.7× wider: 12 tasks in 4 clusters."),
        "{text}"
    );
    // A rule that is not one exits 2, saying what is understood.
    let refused = passk(&["summary", file, "--cluster", "repo"]);
    assert_eq!(refused.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&refused.stderr).contains("prefix:SEP"));
}

/// The τ-bench fixture's 8 trials split into 8 files, one run each: the same three airline
/// tasks, run 8 times. Expected values from Python's `fractions`.
#[test]
fn replicates_of_the_tau_trials_split_by_trial() {
    let dir = temp_dir("replicates");
    let text = std::fs::read_to_string(fixture("tau_bench_results.json")).unwrap();
    let records: Vec<Value> = serde_json::from_str(&text).unwrap();
    let mut files = Vec::new();
    for trial in 0..8 {
        let mine: Vec<&Value> = records
            .iter()
            .filter(|record| record["trial"] == trial)
            .collect();
        let path = dir.join(format!("trial{trial}.json"));
        std::fs::write(&path, serde_json::to_string(&mine).unwrap()).unwrap();
        files.push(path.to_str().unwrap().to_string());
    }
    let mut args: Vec<&str> = vec!["replicates"];
    args.extend(files.iter().map(String::as_str));
    args.extend(["--format", "json"]);
    let document = json_of(&passk(&args));
    assert_eq!(document["tasks"], 3);
    assert_eq!(document["missing"], 0);
    assert_eq!(document["runs"][0], "trial0");
    let avg = &document["at"][0]["avg"];
    assert_eq!(document["at"][0]["k"], 1);
    // Run headlines 2/3, 1, 2/3, 2/3, 1, 1/3, 2/3, 1: mean 3/4, variance 1/18.
    assert_eq!(avg["headlines"][1], 1.0);
    assert_eq!(avg["mean"].as_f64().unwrap(), 0.75);
    assert!((avg["sd"].as_f64().unwrap() - (1.0_f64 / 18.0).sqrt()).abs() < 1e-15);
    assert_eq!(
        (avg["min"].as_f64().unwrap(), avg["max"].as_f64().unwrap()),
        (1.0 / 3.0, 1.0)
    );
    assert!(avg["mde"].as_f64().unwrap() > 0.0);
    // Tasks 1 and 2 fail in some trial; task 0 never does.
    assert_eq!(document["flips"]["count"], 2);
    // One run is not replicates: exit 2 and say so.
    let one = passk(&["replicates", &files[0]]);
    assert_eq!(one.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&one.stderr).contains("two runs or more"));
}

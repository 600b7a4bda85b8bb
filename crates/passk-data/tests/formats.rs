//! The result files of issue 22 read as their tools write them: inspect's `.eval` archive and
//! letter grades, lm-evaluation-harness samples, OpenAI evals record logs, and tau2's
//! infrastructure errors either way.

mod common;
use common::*;

use passk_data::import::*;

/// inspect_ai's `.eval` archive (tests/fixtures/inspect_log.eval, written by Python's zipfile
/// to inspect's documented layout: header.json, samples/<id>_epoch_<n>.json with letter
/// grades, summaries.json, reductions.json, _journal/) reads as the article's example.
#[test]
fn an_inspect_eval_archive_reads_as_its_json_log() {
    let bytes = include_bytes!("../../../tests/fixtures/inspect_log.eval").to_vec();
    let text = passk_data::import::decode_text("log.eval", bytes).unwrap();
    assert_eq!(detect_format(&text), Ok(Format::InspectAi));
    let import = import(&text, ImportOptions::default());
    assert_eq!(import.format, Some(Format::InspectAi));
    assert_article_example(&import);
}

/// inspect's `value_to_float`: C = 1, P = 0.5, I = N = 0, compared with the threshold, so a
/// partial passes at a threshold of 0.5 or below and fails above; no graded sample is skipped.
#[test]
fn letter_grades_at_thresholds_one_half_and_zero() {
    let sample = |id: &str, epoch: u32, grade: &str| {
        format!("{{\"id\":\"{id}\",\"epoch\":{epoch},\"scores\":{{\"model_graded\":{{\"value\":\"{grade}\"}}}}}}")
    };
    let samples = [
        sample("a", 1, "C"),
        sample("a", 2, "P"),
        sample("a", 3, "I"),
        sample("a", 4, "N"),
    ];
    let text = format!("{{\"samples\":[{}]}}", samples.join(","));
    for (threshold, passed) in [(1.0, 1), (0.5, 2), (0.0, 4)] {
        let read = import(
            &text,
            ImportOptions {
                reward_threshold: threshold,
                ..ImportOptions::default()
            },
        );
        assert_eq!(counts(&read), vec![(4, passed)], "threshold {threshold}");
        assert_eq!(read.skipped, 0);
    }
}

/// Early R `vitals` logs write every scalar as a one-element array: `["C"]`, `["P"]`, `["I"]`
/// read through the same grade reader as bare letters (P is 0.5 against the threshold).
#[test]
fn letter_grades_in_one_element_arrays_read_like_bare_ones() {
    let sample = |id: &str, epoch: u32, grade: &str| {
        format!("{{\"id\":[\"{id}\"],\"epoch\":[{epoch}],\"scores\":{{\"model_graded_qa\":{{\"value\":[\"{grade}\"]}}}}}}")
    };
    let grades = ["C", "P", "I", "C", "P", "C"];
    let samples: Vec<String> = grades
        .iter()
        .enumerate()
        .map(|(i, grade)| sample(&format!("t{}", i % 2), 1 + (i / 2) as u32, grade))
        .collect();
    let text = format!("{{\"samples\":[{}]}}", samples.join(","));
    for (threshold, successes) in [(1.0, vec![1, 2]), (0.5, vec![2, 3])] {
        let read = import(
            &text,
            ImportOptions {
                reward_threshold: threshold,
                ..ImportOptions::default()
            },
        );
        assert_eq!(read.skipped, 0, "{:?}", read.problems);
        let got: Vec<u64> = read
            .tasks
            .iter()
            .map(|task| task.counts.successes)
            .collect();
        assert_eq!(got, successes, "threshold {threshold}");
    }
}

/// lm-evaluation-harness: one metric under one filter counts (the first by default); the
/// other filter is offered and gives its own counts; a metric that is not a per-sample
/// score is said once, not per line.
#[test]
fn lm_eval_samples_choose_a_metric_and_filter() {
    let text = include_str!("../../../tests/fixtures/lm_eval_samples.jsonl");
    let strict = import(text, ImportOptions::default());
    assert_eq!(
        strict.scorers.used.as_deref(),
        Some("exact_match (strict-match)")
    );
    assert_eq!(
        strict.scorers.names,
        vec![
            "exact_match (strict-match)",
            "exact_match (flexible-extract)"
        ]
    );
    assert_article_example(&strict);
    let flexible = import(
        text,
        ImportOptions {
            scorer: Some("exact_match (flexible-extract)".into()),
            ..ImportOptions::default()
        },
    );
    assert_eq!(counts(&flexible), vec![(8, 8), (8, 7), (8, 5)]);
    let pairs = (0..5)
        .map(|doc| {
            format!("{{\"doc_id\":{doc},\"filter\":\"none\",\"metrics\":[\"f1\"],\"f1\":[\"a\",\"b\"]}}")
        })
        .collect::<Vec<_>>()
        .join("\n");
    let unusable = import(&pairs, ImportOptions::default());
    assert!(unusable.tasks.is_empty());
    assert_eq!(unusable.problems.len(), 1, "{:?}", unusable.problems);
    assert!(unusable.problems[0]
        .en()
        .contains("the metric “f1 (none)” holds a list"));
}

/// OpenAI evals: match events are trials; spec, sampling and final_report lines are passed
/// over and counted; `data.correct` must be a boolean; no match events is said.
#[test]
fn openai_evals_match_events_are_trials() {
    let text = include_str!("../../../tests/fixtures/openai_evals_record.jsonl");
    let read = import(text, ImportOptions::default());
    assert_article_example(&read);
    // 1 spec + 24 sampling + 2 final reports.
    assert!(
        read.warnings.contains(&Warning::LinesPassedOver(27)),
        "{:?}",
        read.warnings
    );
    let no_match = "{\"spec\":{\"eval_name\":\"x\"}}\n{\"run_id\":\"r\",\"event_id\":0,\"sample_id\":\"s\",\"type\":\"sampling\",\"data\":{}}\n";
    let empty = import(no_match, ImportOptions::default());
    assert_eq!(empty.format, Some(Format::OpenAiEvals));
    // The format's own reason, and not the generic "no rows" beside it.
    let kinds: Vec<&ProblemKind> = empty.problems.iter().map(|p| &p.kind).collect();
    assert_eq!(kinds, [&ProblemKind::NoMatchEvents]);
    // Four logs read together: the lines passed over are every file's, summed.
    let (four, _) = merge_imports(
        (1..=4)
            .map(|seed| {
                (
                    format!("seed-{seed}.jsonl"),
                    import(text, ImportOptions::default()),
                )
            })
            .collect(),
    );
    assert!(
        four.warnings.contains(&Warning::LinesPassedOver(4 * 27)),
        "{:?}",
        four.warnings
    );
    let text_correct = "{\"run_id\":\"r\",\"event_id\":1,\"sample_id\":\"s\",\"type\":\"match\",\"data\":{\"correct\":\"yes\"}}\n";
    let refused = import(text_correct, ImportOptions::default());
    assert_eq!(
        refused.problems[0].kind,
        ProblemKind::CorrectNotBoolean(JsonKind::String)
    );
}

/// τ²-bench's infrastructure errors: left out by default (tau2's metrics code), or counted
/// as failed trials (its leaderboard); the count is said either way.
#[test]
fn tau2_infrastructure_errors_can_count_as_failures() {
    let left_out = import(fixture("tau2_bench_results.json"), ImportOptions::default());
    let counted = import(
        fixture("tau2_bench_results.json"),
        ImportOptions {
            infrastructure: InfrastructureErrors::CountAsFailures,
            ..ImportOptions::default()
        },
    );
    let trials = |import: &Import| counts(import).iter().map(|(n, _)| n).sum::<u64>();
    let successes = |import: &Import| counts(import).iter().map(|(_, c)| c).sum::<u64>();
    assert_eq!(trials(&counted), trials(&left_out) + 1);
    assert_eq!(successes(&counted), successes(&left_out));
    assert!(counted
        .warnings
        .contains(&Warning::InfrastructureFailures(1)));
    assert!(warnings(&counted)[0].starts_with(
        "1 simulation ended in an infrastructure error and is counted as failed trials"
    ));
}

/// README's "Reading result files" table names every format by its key, in `Format::ALL`'s
/// order, and nothing else: a format added, removed or renamed without its row fails here.
#[test]
fn the_readme_format_table_is_format_all() {
    let readme = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../README.md"),
    )
    .expect("README.md");
    let section = readme
        .split("## Reading result files")
        .nth(1)
        .expect("README has a \"Reading result files\" section");
    let keys: Vec<&str> = section
        .lines()
        .skip_while(|line| !line.starts_with('|'))
        .take_while(|line| line.starts_with('|'))
        .skip(2)
        .map(|row| {
            let first_cell = row.split('|').nth(1).unwrap_or_default();
            first_cell
                .split('`')
                .nth(1)
                .unwrap_or_else(|| panic!("README row names no `key`: {row}"))
        })
        .collect();
    let registered: Vec<&str> = Format::ALL.iter().map(|format| format.key()).collect();
    assert_eq!(keys, registered);
}

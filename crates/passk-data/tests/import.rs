//! The fixtures in tests/fixtures/ are the 000 article's example (three tasks, eight trials
//! each, 8, 6 and 4 successes) written in every format's real shape.

use passk_core::estimators::TaskCounts;
use passk_data::import::*;

mod common;
use common::*;

/// Every fixture of every format (read from disk and decoded as the pages decode a file, so
/// a new format's fixtures are found through its registry entry) is detected as that format
/// and gives the article's example.
#[test]
fn every_registered_format_reads_its_fixtures() {
    for format in Format::ALL {
        assert!(
            !format.spec().fixtures.is_empty(),
            "{format:?} has no fixture"
        );
        for &name in format.spec().fixtures {
            // A folder is several files read together as one run.
            let files: Vec<std::path::PathBuf> = match name.strip_suffix('/') {
                Some(folder) => {
                    let mut files: Vec<_> = std::fs::read_dir(fixtures_folder().join(folder))
                        .expect(name)
                        .map(|entry| entry.expect(name).path())
                        .collect();
                    files.sort();
                    files
                }
                None => vec![fixtures_folder().join(name)],
            };
            let imports = files
                .iter()
                .map(|file| {
                    let bytes = std::fs::read(file).expect(name);
                    let text = decode_text(name, bytes).expect(name);
                    assert_eq!(detect_format(&text), Ok(format), "{file:?}");
                    let import = import(&text, ImportOptions::default());
                    assert_eq!(import.format, Some(format), "{file:?}");
                    (file.display().to_string(), import)
                })
                .collect();
            let (import, _) = merge_imports(imports);
            assert_article_example(&import);
        }
    }
}

/// A file in tests/fixtures/ that no format claims and that is not the malformed corpus is
/// a fixture nothing reads (a format left out of the registry, or a file misnamed).
#[test]
fn every_fixture_file_belongs_to_a_format_or_is_malformed() {
    let claimed: Vec<&str> = Format::ALL
        .iter()
        .flat_map(|format| format.spec().fixtures.iter().copied())
        .chain([MALFORMED_CORPUS])
        .collect();
    let mut files = 0;
    for entry in std::fs::read_dir(fixtures_folder()).expect("tests/fixtures") {
        let entry = entry.expect("a fixture");
        let mut name = entry
            .file_name()
            .to_str()
            .expect("a UTF-8 file name")
            .to_string();
        if entry.path().is_dir() {
            name.push('/');
        }
        let name = name.as_str();
        assert!(
            claimed.contains(&name),
            "tests/fixtures/{name} belongs to no format's `fixtures` and is not {MALFORMED_CORPUS}"
        );
        files += 1;
    }
    assert_eq!(files, claimed.len(), "a registered fixture is missing");
}

#[test]
fn names_come_from_the_files() {
    let import = import(
        fixture("aggregated_reordered.tsv"),
        ImportOptions::default(),
    );
    assert_eq!(import.tasks[1].name, "refund-policy");
    let import = passk_data::import::import(
        fixture("samples.jsonl_results.jsonl"),
        ImportOptions::default(),
    );
    assert_eq!(import.tasks[2].name, "HumanEval/2");
    let import =
        passk_data::import::import(fixture("inspect_eval_log.json"), ImportOptions::default());
    assert_eq!(import.tasks[0].name, "1");
}

#[test]
fn tau2_infrastructure_errors_are_excluded_and_counted() {
    let import = import(fixture("tau2_bench_results.json"), ImportOptions::default());
    assert_eq!(import.excluded_infrastructure, 1);
    assert!(warnings(&import)[0].starts_with("1 simulation ended in an infrastructure error"));
}

#[test]
fn rewards_use_the_threshold() {
    let text = "task,trial,reward\na,0,0.9999999\na,1,0.99\na,2,1\n";
    let strict = import(text, ImportOptions::default());
    assert_eq!(counts(&strict), vec![(3, 2)]);
    let lenient = import(
        text,
        ImportOptions {
            reward_threshold: 0.5,
            ..ImportOptions::default()
        },
    );
    assert_eq!(counts(&lenient), vec![(3, 3)]);
}

#[test]
fn headerless_tables_are_told_apart_by_repeated_tasks() {
    let aggregated = import("a,8,8\nb,8,6\nc,8,4\n", ImportOptions::default());
    assert_eq!(aggregated.format, Some(Format::AggregatedTable));
    assert_eq!(counts(&aggregated), vec![(8, 8), (8, 6), (8, 4)]);
    let trials = import("a,0,1\na,1,0\nb,0,1\n", ImportOptions::default());
    assert_eq!(trials.format, Some(Format::TrialTable));
    assert_eq!(counts(&trials), vec![(2, 1), (1, 1)]);
    let tsv = import("a\t1\na\t0\n", ImportOptions::default());
    assert_eq!(counts(&tsv), vec![(2, 1)]);
}

#[test]
fn quoted_names_and_comments() {
    let import = import(
        "# exported by my harness\ntask,n,c\n\"checkout, EU\",10,7\n\"say \"\"hi\"\"\",4,4\n",
        ImportOptions::default(),
    );
    assert_eq!(import.tasks[0].name, "checkout, EU");
    assert_eq!(import.tasks[1].name, "say \"hi\"");
}

#[test]
fn warnings_for_duplicates_missing_trials_and_varying_n() {
    let text = "task,trial,success\na,0,1\na,1,1\na,1,0\na,2,1\nb,0,1\nb,2,0\n";
    let import = import(text, ImportOptions::default());
    assert_eq!(counts(&import), vec![(3, 3), (2, 1)]);
    assert_eq!(import.duplicates, 1);
    assert!(warnings(&import).contains(
        &"1 repeated (task, trial) record was ignored after the first (first at line 4)"
            .to_string()
    ));
    assert!(warnings(&import).contains(
        &"1 task is missing trials that other tasks have (e.g. “b” has no trial 1)".to_string()
    ));
    assert!(warnings(&import)
        .iter()
        .any(|w| w.starts_with("n varies across tasks, from 2 to 3 trials")));
}

#[test]
fn the_malformed_corpus_gives_its_messages_and_keeps_valid_rows() {
    let corpus: serde_json::Value = serde_json::from_str(fixture(MALFORMED_CORPUS)).unwrap();
    let cases = corpus.as_array().unwrap();
    assert!(cases.len() >= 20);
    for case in cases {
        let name = case["name"].as_str().unwrap();
        let input = case["input"].as_str().unwrap();
        let options = ImportOptions {
            format: case["format"].as_str().and_then(Format::from_key),
            ..ImportOptions::default()
        };
        let import = import(input, options);
        let shown: Vec<String> = import.problems.iter().map(|p| p.en()).collect();
        let expected = case["message"].as_str().unwrap();
        assert!(
            shown.iter().any(|line| line.starts_with(expected)),
            "{name}: expected “{expected}”, got {shown:?}"
        );
        assert_eq!(
            import.tasks.len() as u64,
            case["tasks"].as_u64().unwrap(),
            "{name}: valid rows are still used"
        );
        assert!(import.skipped >= 1, "{name}");
    }
}

#[test]
fn chunked_feeding_equals_one_go_and_reports_progress() {
    let mut text = String::from("task,trial,success\n");
    for task in 0..300 {
        for trial in 0..10 {
            text.push_str(&format!("t{task},{trial},{}\n", (task + trial) % 3 == 0));
        }
    }
    let whole = import(&text, ImportOptions::default());
    let mut importer = Importer::new(&text, ImportOptions::default());
    let mut chunks = 0;
    let mut last_progress = 0.0;
    while !importer.feed(128) {
        chunks += 1;
        assert!(importer.progress() > last_progress);
        last_progress = importer.progress();
    }
    assert!(chunks > 10);
    assert_eq!(importer.finish(), whole);
    assert_eq!(whole.tasks.len(), 300);
}

#[test]
fn url_tasks_round_trip() {
    let import = parse_tasks_param("8:8,8:6,8:4");
    assert_eq!(counts(&import), vec![(8, 8), (8, 6), (8, 4)]);
    assert_eq!(tasks_param(&import.tasks), "8:8,8:6,8:4");
    let bad = parse_tasks_param("8:8,x,3:5,8:4");
    assert_eq!(counts(&bad), vec![(8, 8), (8, 4)]);
    assert_eq!(bad.skipped, 2);
    assert_eq!(
        bad.problems[0].en(),
        "tasks entry 2: “x” is not n:c (two whole numbers, such as 8:6)"
    );
    assert_eq!(
        bad.problems[1].en(),
        "tasks entry 3: more successes than trials (c = 5 > n = 3)"
    );
}

#[test]
fn empty_input_says_so() {
    let import = import("  \n", ImportOptions::default());
    assert_eq!(import.tasks.len(), 0);
    assert_eq!(
        import.problems[0].en(),
        "input: there is nothing to read: paste results or pick a file"
    );
}

#[test]
fn rows_written_as_csv_read_back() {
    let rows = vec![
        [
            "checkout, EU".to_string(),
            "10".to_string(),
            "7".to_string(),
        ],
        ["say \"hi\"".to_string(), "4".to_string(), "4".to_string()],
        ["typo".to_string(), "8".to_string(), "x".to_string()],
    ];
    let csv = rows_to_csv(&rows);
    assert_eq!(
        csv,
        "task,n,c\n\"checkout, EU\",10,7\n\"say \"\"hi\"\"\",4,4\ntypo,8,x\n"
    );
    let import = import(&csv, ImportOptions::default());
    assert_eq!(import.tasks[0].name, "checkout, EU");
    assert_eq!(import.tasks[1].name, "say \"hi\"");
    assert_eq!(import.problems[0].en(), "line 4: c “x” is not a number");
}

#[test]
fn json_records_are_read_in_chunks_with_strings_and_nesting_respected() {
    let mut text = String::from(
        "{\"info\": {\"note\": \"a ] tricky } \\\" string [\"},\n \"simulations\": [\n",
    );
    for i in 0..500 {
        if i > 0 {
            text.push_str(",\n");
        }
        text.push_str(&format!(
            "  {{\"task_id\": \"t{}\", \"trial\": {}, \"messages\": [{{\"content\": \"}}]\\\"{{[\"}}], \"reward_info\": {{\"reward\": {}}}}}",
            i % 50,
            i / 50,
            if i % 3 == 0 { "1.0" } else { "0.0" }
        ));
    }
    text.push_str("\n], \"tasks\": []}\n");
    let whole = import(&text, ImportOptions::default());
    assert_eq!(whole.format, Some(Format::Tau2Bench));
    assert_eq!(whole.tasks.len(), 50);
    assert_eq!(whole.records, 500);
    assert_eq!(whole.skipped, 0, "{:?}", whole.problems);
    let mut importer = Importer::new(text.as_str(), ImportOptions::default());
    let mut chunks = 0;
    while !importer.feed(37) {
        chunks += 1;
        assert!(importer.progress() < 1.0);
    }
    assert!(chunks >= 10);
    assert_eq!(importer.finish(), whole);
}

#[test]
fn a_broken_record_in_pretty_json_names_its_absolute_line() {
    let text = "[\n  {\"task_id\": 0, \"reward\": 1, \"trial\": 0},\n  {\"task_id\": 0,\n   \"reward\": nope, \"trial\": 1},\n  {\"task_id\": 0, \"reward\": 0, \"trial\": 2}\n]\n";
    let import = import(text, ImportOptions::default());
    assert_eq!(import.problems[0].place, Place::Path("[1]".to_string()));
    assert!(
        import.problems[0]
            .en()
            .starts_with("[1]: the JSON is malformed at line 4: "),
        "{:?}",
        import.problems
    );
    assert_eq!(counts(&import), vec![(2, 1)]);
}

/// Found by the fuzzer (tests/fuzz.rs): a cut-off inspect log whose sample's key was
/// mangled made detection loop forever.
#[test]
fn a_mangled_inspect_log_ends() {
    let text = include_str!("../../../fuzz/corpus/import/hang-inspect-truncated.json");
    let mut importer = Importer::new(text, ImportOptions::default());
    for _ in 0..50 {
        if importer.feed(1) {
            let result = importer.finish();
            let messages: Vec<String> = result.problems.iter().map(|p| p.en()).collect();
            assert_eq!(result.records, 0, "{messages:?}");
            assert_eq!(
                messages,
                [
                    "samples[0].score.value: is missing",
                    "JSON: the JSON is malformed at line 1: unexpected character"
                ]
            );
            return;
        }
    }
    panic!("the import did not end");
}

/// Found by the fuzzer: replays an input that once failed (panicked or read differently in
/// chunks than in one go).
#[test]
fn fuzzer_finding_690791() {
    let text = include_str!("../../../fuzz/corpus/import/failure-detect-690791");
    let whole = import(text, ImportOptions::default());
    let mut chunked = Importer::new(text, ImportOptions::default());
    while !chunked.feed(3) {}
    assert_eq!(whole, chunked.finish());
}

/// A 50 MB file on one line (a minified log, a binary saved as text) ends with a message,
/// not a hang.
#[test]
fn a_fifty_megabyte_line_gets_a_message() {
    for line in ["a,".repeat(25_000_000), "x".repeat(50_000_000)] {
        let result = import(&line, ImportOptions::default());
        assert!(result.tasks.is_empty());
        let messages: Vec<String> = result.problems.iter().map(|p| p.en()).collect();
        assert_eq!(
            messages,
            ["line 1: is 50.0 MB long, more than any results row (1 MB at most): is this the right file, or the right format?"]
        );
    }
}

#[test]
fn quoted_fields_hold_line_breaks_and_lines_keep_counting() {
    let text = "task,n,c\n\"two\nlines\",8,6\n\"a, \"\"b\"\"\",4,4\nbad,4,5\n";
    let import = import(text, ImportOptions::default());
    assert_eq!(import.tasks[0].name, "two\nlines");
    assert_eq!(import.tasks[1].name, "a, \"b\"");
    // The record that spans lines 2 and 3 moves the next records' line numbers on.
    assert_eq!(
        import.problems[0].en(),
        "line 5: c = 5 is more than n = 4: a task cannot pass more often than it was tried"
    );
    let chunked = {
        let mut importer = Importer::new(text, ImportOptions::default());
        while !importer.feed(1) {}
        importer.finish()
    };
    assert_eq!(chunked, import);
}

#[test]
fn hash_names_are_tasks_and_a_preamble_is_counted() {
    let import = import(
        "# exported by my harness\n# on Tuesday\ntask,n,c\n#42,8,3\n# not a comment,4,4\n",
        ImportOptions::default(),
    );
    assert_eq!(
        import
            .tasks
            .iter()
            .map(|task| task.name.as_str())
            .collect::<Vec<_>>(),
        vec!["#42", "# not a comment"]
    );
    assert_eq!(import.comments, 2);
    assert_eq!(
        warnings(&import)[0],
        "2 comment lines (starting with #, before the first row) skipped, from line 1"
    );
}

#[test]
fn counts_beyond_two_to_the_53_are_refused_and_the_rest_shown() {
    let import = import(
        "task,n,c\nbig,9007199254740993,1\nok,8,6\n",
        ImportOptions::default(),
    );
    assert_eq!(counts(&import), vec![(8, 6)]);
    assert_eq!(
        import.problems[0].en(),
        "line 2: n = 9007199254740993 is too large (at most 2^53)"
    );
    let repeated = passk_data::import::import(
        "task,n,c\na,9007199254740992,1\na,1,1\n",
        ImportOptions::default(),
    );
    assert_eq!(counts(&repeated), vec![(9007199254740992, 1)]);
    assert!(repeated.problems[0].en().contains("impossible total"));
    let link = parse_tasks_param("9007199254740993:1");
    assert_eq!(
        link.problems[0].en(),
        "tasks entry 1: n = 9007199254740993 is too large (at most 2^53)"
    );
}

#[test]
fn numbers_are_rewards_at_every_threshold() {
    let zero = ImportOptions {
        reward_threshold: 0.0,
        ..ImportOptions::default()
    };
    let text = "task,trial,reward\na,0,0\na,1,0.0\nb,0,1\nb,1,1.0\n";
    assert_eq!(counts(&import(text, zero.clone())), vec![(2, 2), (2, 2)]);
    assert_eq!(
        counts(&import(text, ImportOptions::default())),
        vec![(2, 0), (2, 2)]
    );
    let json = r#"[{"task_id": 1, "trial": 0, "reward": 0}, {"task_id": 1.0, "trial": 1.0, "reward": 0.0}]"#;
    let import = passk_data::import::import(json, zero);
    assert_eq!(counts(&import), vec![(2, 2)]);
    assert_eq!(import.tasks[0].name, "1");
}

fn inspect_log(samples: &[(&str, &str)]) -> String {
    let samples: Vec<String> = samples
        .iter()
        .enumerate()
        .map(|(i, (id, scores))| {
            format!(r#"{{"id": {id}, "epoch": {}, "scores": {scores}}}"#, i + 1)
        })
        .collect();
    format!(
        r#"{{"eval": {{"task": "t"}}, "samples": [{}]}}"#,
        samples.join(", ")
    )
}

#[test]
fn inspect_logs_count_the_first_scorer_in_the_file_or_the_chosen_one() {
    let log = inspect_log(&[
        ("1", r#"{"zeta": {"value": "C"}, "alpha": {"value": "I"}}"#),
        ("1", r#"{"alpha": {"value": "I"}, "zeta": {"value": "C"}}"#),
    ]);
    let first = import(&log, ImportOptions::default());
    assert_eq!(counts(&first), vec![(2, 2)]);
    assert_eq!(first.scorers.names, vec!["zeta", "alpha"]);
    assert_eq!(first.scorers.used.as_deref(), Some("zeta"));
    assert!(warnings(&first)[0].contains("the scores of “zeta” are counted"));
    let chosen = import(
        &log,
        ImportOptions {
            scorer: Some("alpha".to_string()),
            ..ImportOptions::default()
        },
    );
    assert_eq!(counts(&chosen), vec![(2, 0)]);
    assert_eq!(chosen.scorers.used.as_deref(), Some("alpha"));
}

#[test]
fn scalars_wrapped_in_one_element_lists_read_as_scalars() {
    let log = r#"{"samples": [{"id": ["a"], "epoch": [1], "scores": {"m": {"value": ["C"]}}},
        {"id": ["a"], "epoch": [2], "scores": {"m": {"value": [0]}}}]}"#;
    let import = import(log, ImportOptions::default());
    assert_eq!(counts(&import), vec![(2, 1)], "{:?}", import.problems);
    assert_eq!(import.tasks[0].name, "a");
}

mod round_trip {
    use super::*;
    use proptest::prelude::*;

    fn name() -> impl Strategy<Value = String> {
        // Any text, with the characters CSV cares about made common.
        prop::collection::vec(
            prop_oneof![
                Just(','),
                Just('"'),
                Just('\n'),
                Just('\r'),
                Just('#'),
                Just(' '),
                Just('\t'),
                Just(';'),
                Just('\u{feff}'),
                any::<char>(),
            ],
            1..12,
        )
        .prop_map(|chars| chars.into_iter().collect())
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(2000))]

        /// Whatever the app writes as CSV, it reads back identically: names and counts.
        #[test]
        fn any_tasks_written_as_csv_read_back_identically(
            tasks in prop::collection::vec((name(), 1u64..=(1 << 53), any::<u64>()), 1..20)
        ) {
            let mut seen = std::collections::HashSet::new();
            let tasks: Vec<NamedTask> = tasks
                .into_iter()
                .filter(|(name, _, _)| seen.insert(name.clone()))
                .map(|(name, n, c)| NamedTask {
                    name,
                    counts: TaskCounts::new(n, c % (n + 1)).unwrap(),
                })
                .collect();
            let csv = rows_to_csv(&tasks_to_rows(&tasks));
            prop_assert_eq!(&tasks_to_csv(&tasks), &csv);
            let doubled_quotes: usize = tasks.iter().map(|task| task.name.matches('"').count()).sum();
            prop_assert!(csv.len() <= csv_length(&tasks) + doubled_quotes);
            let back = import(&csv, ImportOptions::default());
            prop_assert_eq!(&back.problems, &Vec::<Problem>::new());
            prop_assert_eq!(back.tasks, tasks);
        }
    }
}

#[test]
fn bad_bytes_are_located() {
    assert_eq!(
        decode_text("r.csv", b"ok\n\xC3(".to_vec()).unwrap_err().en(),
        "r.csv is not UTF-8 text: the byte at offset 3 is not valid UTF-8. Save it as UTF-8 (or UTF-16 with a byte-order mark) and try again."
    );
    assert!(decode_text("r", vec![0xFF, 0xFE, 0x41])
        .unwrap_err()
        .en()
        .contains("odd number of bytes"));
    assert!(decode_text("r", vec![0xFF, 0xFE, 0x00, 0xD8])
        .unwrap_err()
        .en()
        .contains("offset 2 is a lone surrogate"));
}

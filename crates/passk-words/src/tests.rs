//! Every variant rendered in every language, and no English left where a language must
//! speak its own.

use crate::every_topics_words;
use crate::prelude::*;
use passk_core::estimators::EstimateError;
use passk_core::input::{FieldIssue, FieldSpec};
use passk_core::lang::Lang;
use passk_core::share::Theme;
use passk_data::compare::MoverOrder;
use passk_data::dataset::{Consistency, HistogramAxis};
use passk_data::import::{
    ArchiveFault, Count, DecodeError, Expected, Format, JsonKind, Layout, Place, Problem,
    ProblemKind, TrialKey, Warning,
};
use serde_json::Value;

/// One of every problem. The match below has no wildcard: a new variant must be added
/// here (and so gets rendered and checked in every language) before this compiles.
fn every_problem() -> Vec<ProblemKind> {
    let all = vec![
        ProblemKind::NothingToRead,
        ProblemKind::UnknownJson,
        ProblemKind::NoRows,
        ProblemKind::LineTooLong {
            megabytes: 50.0,
            limit_megabytes: 1,
        },
        ProblemKind::QuoteNotClosed,
        ProblemKind::ColumnCount {
            expected: 3,
            layout: Layout::TaskTrialsSuccesses,
            found: 2,
        },
        ProblemKind::EmptyTaskName,
        ProblemKind::CountEmpty(Count::Trials),
        ProblemKind::CountNegative(Count::Successes, "-2".into()),
        ProblemKind::CountNotWhole(Count::Trials, "2.5".into()),
        ProblemKind::CountNotNumber(Count::Trials, "x".into()),
        ProblemKind::NoTrials { task: "a".into() },
        ProblemKind::MoreSuccessesThanTrials {
            successes: 9,
            trials: 8,
        },
        ProblemKind::Counts(EstimateError::TooManyTrials { trials: 1 << 60 }),
        ProblemKind::HeaderWithoutSuccess,
        ProblemKind::HeaderWithoutCounts,
        ProblemKind::RewardOutOfRange("1.5".into()),
        ProblemKind::SuccessEmpty,
        ProblemKind::NotASuccessValue("maybe".into()),
        ProblemKind::RepeatedTaskOverflows { task: "a".into() },
        ProblemKind::RepeatedTaskImpossible {
            task: "a".into(),
            error: EstimateError::NoTrials,
        },
        ProblemKind::NotNC("8;4".into()),
        ProblemKind::JsonTruncated { records: 2 },
        ProblemKind::JsonUnexpected { line: 3 },
        ProblemKind::JsonMalformed {
            line: 4,
            detail: "expected value".into(),
        },
        ProblemKind::NotAList,
        ProblemKind::ListMissing,
        ProblemKind::WrongKind {
            found: JsonKind::String,
            expected: Expected::TaskIdAndReward,
        },
        ProblemKind::IdMissing,
        ProblemKind::Missing,
        ProblemKind::TrialNotNumber(JsonKind::Boolean),
        ProblemKind::NotUsableNumber,
        ProblemKind::NotASuccess(JsonKind::List),
        ProblemKind::SampleError {
            message: "timeout".into(),
        },
        ProblemKind::ScoresEmpty,
        ProblemKind::NoScoreFromScorer {
            scorer: "match".into(),
        },
        ProblemKind::ValueNotAScore {
            metric: "f1 (none)".into(),
            found: JsonKind::List,
        },
        ProblemKind::MetricNeedsThreshold {
            metric: "bleu_max (none)".into(),
            furthest: "41.1".into(),
        },
        ProblemKind::NoMatchEvents,
        ProblemKind::CorrectNotBoolean(JsonKind::String),
        ProblemKind::LineCutOff {
            detail: "EOF".into(),
        },
        ProblemKind::LineNotJson {
            detail: "expected value".into(),
        },
        ProblemKind::TaskIdMissing,
        ProblemKind::PassedNotBoolean(JsonKind::Number),
        ProblemKind::NeitherPassedNorResult,
    ];
    for kind in &all {
        match kind {
            ProblemKind::NothingToRead
            | ProblemKind::UnknownJson
            | ProblemKind::NoRows
            | ProblemKind::LineTooLong { .. }
            | ProblemKind::QuoteNotClosed
            | ProblemKind::ColumnCount { .. }
            | ProblemKind::EmptyTaskName
            | ProblemKind::CountEmpty(_)
            | ProblemKind::CountNegative(..)
            | ProblemKind::CountNotWhole(..)
            | ProblemKind::CountNotNumber(..)
            | ProblemKind::NoTrials { .. }
            | ProblemKind::MoreSuccessesThanTrials { .. }
            | ProblemKind::Counts(_)
            | ProblemKind::HeaderWithoutSuccess
            | ProblemKind::HeaderWithoutCounts
            | ProblemKind::RewardOutOfRange(_)
            | ProblemKind::SuccessEmpty
            | ProblemKind::NotASuccessValue(_)
            | ProblemKind::RepeatedTaskOverflows { .. }
            | ProblemKind::RepeatedTaskImpossible { .. }
            | ProblemKind::NotNC(_)
            | ProblemKind::JsonTruncated { .. }
            | ProblemKind::JsonUnexpected { .. }
            | ProblemKind::JsonMalformed { .. }
            | ProblemKind::NotAList
            | ProblemKind::ListMissing
            | ProblemKind::WrongKind { .. }
            | ProblemKind::IdMissing
            | ProblemKind::Missing
            | ProblemKind::TrialNotNumber(_)
            | ProblemKind::NotUsableNumber
            | ProblemKind::NotASuccess(_)
            | ProblemKind::SampleError { .. }
            | ProblemKind::ScoresEmpty
            | ProblemKind::NoScoreFromScorer { .. }
            | ProblemKind::ValueNotAScore { .. }
            | ProblemKind::MetricNeedsThreshold { .. }
            | ProblemKind::NoMatchEvents
            | ProblemKind::CorrectNotBoolean(_)
            | ProblemKind::LineCutOff { .. }
            | ProblemKind::LineNotJson { .. }
            | ProblemKind::TaskIdMissing
            | ProblemKind::PassedNotBoolean(_)
            | ProblemKind::NeitherPassedNorResult => {}
        }
    }
    all
}

fn every_warning() -> Vec<Warning> {
    let all = vec![
        Warning::CommentLines {
            count: 2,
            first_line: 1,
        },
        Warning::InfrastructureErrors(3),
        Warning::RepeatedTrials {
            count: 2,
            first: Place::Line(4),
        },
        Warning::RepeatedTask {
            task: "a".into(),
            place: Place::Line(3),
        },
        Warning::MissingTrials {
            tasks: 2,
            example: Some(("b".into(), TrialKey::Number(1))),
        },
        Warning::TrialsVary { min: 4, max: 10 },
        Warning::LinesPassedOver(12),
        Warning::InfrastructureFailures(2),
        Warning::PerturbedInstances(3),
        Warning::HarnessErrors {
            count: 2,
            counted_as_failures: false,
        },
        Warning::HarnessErrors {
            count: 1,
            counted_as_failures: true,
        },
        Warning::SeveralScorers {
            names: vec!["a".into(), "b".into()],
            used: "a".into(),
        },
    ];
    for warning in &all {
        match warning {
            Warning::CommentLines { .. }
            | Warning::InfrastructureErrors(_)
            | Warning::RepeatedTrials { .. }
            | Warning::RepeatedTask { .. }
            | Warning::MissingTrials { .. }
            | Warning::TrialsVary { .. }
            | Warning::LinesPassedOver(_)
            | Warning::InfrastructureFailures(_)
            | Warning::PerturbedInstances(_)
            | Warning::HarnessErrors { .. }
            | Warning::SeveralScorers { .. } => {}
        }
    }
    all
}

fn every_decode_error() -> Vec<DecodeError> {
    let name = || "r.csv".to_string();
    vec![
        DecodeError::NotUtf8 {
            name: name(),
            offset: 5,
        },
        DecodeError::Utf16CutOff { name: name() },
        DecodeError::Utf16LoneSurrogate {
            name: name(),
            offset: 2,
        },
        DecodeError::Unreadable { name: name() },
        DecodeError::ArchiveDamaged {
            name: name(),
            member: String::new(),
            fault: ArchiveFault::CutOff,
        },
        DecodeError::ArchiveDamaged {
            name: name(),
            member: "samples/1_epoch_1.json".to_string(),
            fault: ArchiveFault::BadDeflate,
        },
        DecodeError::ArchiveDamaged {
            name: name(),
            member: "samples/1_epoch_2.json".to_string(),
            fault: ArchiveFault::Method(12),
        },
        DecodeError::ArchiveDamaged {
            name: name(),
            member: "samples/1_epoch_3.json".to_string(),
            fault: ArchiveFault::NotUtf8,
        },
        DecodeError::ArchiveDamaged {
            name: name(),
            member: String::new(),
            fault: ArchiveFault::Zip64,
        },
        DecodeError::ArchiveDamaged {
            name: name(),
            member: "samples/2_epoch_1.json".to_string(),
            fault: ArchiveFault::Overlaps {
                other: "samples/1_epoch_1.json".to_string(),
            },
        },
        DecodeError::ArchiveDamaged {
            name: name(),
            member: "samples/9_epoch_1.json".to_string(),
            fault: ArchiveFault::OverBudget { limit_mib: 512 },
        },
        DecodeError::ArchiveWithoutSamples { name: name() },
    ]
}

/// Every sentence of a kind, in one language.
fn sentences(lang: Lang) -> Vec<String> {
    let mut all: Vec<String> = every_problem()
        .iter()
        .map(|kind| {
            lang.problem(&Problem {
                place: Place::Line(2),
                kind: kind.clone(),
            })
        })
        .collect();
    all.extend(every_warning().iter().map(|warning| lang.warning(warning)));
    all.extend(
        every_decode_error()
            .iter()
            .map(|error| lang.decode_error(error)),
    );
    all.extend(
        Format::ALL
            .iter()
            .map(|&format| lang.format_label(format).to_string()),
    );
    for issue in [
        FieldIssue::Empty,
        FieldIssue::NotANumber("x".into()),
        FieldIssue::BelowMinimum("-1".into()),
        FieldIssue::AboveMaximum("150".into()),
        FieldIssue::OffGrid,
    ] {
        all.push(lang.field_hint(&FieldSpec::K, &issue, 3));
    }
    for place in [Place::Input, Place::Header(1), Place::TasksEntry(3)] {
        all.push(format!("{}: x", lang.place(&place)));
    }
    all.push(lang.histogram_axis(HistogramAxis::SuccessesOutOf(8)));
    all.push(lang.histogram_axis(HistogramAxis::SuccessRate));
    all.push(lang.measured("pass@k"));
    all.push(lang.iid_at_mean("75%"));
    all.push(lang.fitted_spread(0.25, "pass@k"));
    all.push(lang.table_showing(300, 1000));
    all.push(lang.kept_previous_note(3));
    all.push(lang.storage_not_kept().to_string());
    all.push(lang.storage_not_kept_last_time().to_string());
    for count in [0, 1, 2] {
        let status = lang.status_words(count, count);
        all.push(format!(
            "{}{}{}",
            status.after_tasks, status.after_records, status.after_skipped
        ));
    }
    all.push(lang.storage_counts_kept().to_string());
    all.push(lang.editor_cap_note(500));
    let crash = lang.crash_words();
    all.push([crash.title, crash.help, crash.reload].concat());
    all.push(lang.explorer_sentence("90%", 8, "43.05%", "99.999999%"));
    all.push(lang.explorer_sentence("90%", 1, "90%", "90%"));
    all.push(lang.rerun_summary(12, 3, "58.1%", "58.24%", "3.2%"));
    all.push(lang.rerun_too_few_trials(4));
    for kind in [
        passk_core::quiz::QuestionKind::PassAtK,
        passk_core::quiz::QuestionKind::PassHatK,
        passk_core::quiz::QuestionKind::Chain,
        passk_core::quiz::QuestionKind::Week,
    ] {
        all.push(lang.quiz_question(kind, "90%", 8));
        all.push(lang.quiz_reason(kind, "0.9", "0.1", 8));
    }
    all.push(lang.quiz_result("43.05%", "50%", "6.95"));
    all.push(lang.quiz_score(3, "12.4"));
    all.push(lang.relay_named("ws://127.0.0.1:8080/room/ws"));
    all.push(lang.no_relay("ws://127.0.0.1:8080/room/ws"));
    all.extend([0, 1, 30].map(|n| lang.joined_count(n)));
    all.extend([0, 1, 30].map(|n| lang.guesses_count(n)));
    all.push(lang.guess_taken("43.5%"));
    all.push(lang.room_reveal("43.05%", "50%", "44.25%", "65%", "40%", "95%", 3, 7));
    all.push(lang.room_reveal_nobody("43.05%"));
    all.push(lang.your_gap("40%", "3.05"));
    all.push(lang.question_number(3));
    for error in passk_room_core::RoomError::ALL {
        all.push(lang.room_error(error).to_string());
    }
    all.push(lang.participant_name([0, 0]));
    all.push(lang.cluster_rule_name('/'));
    all.push(lang.replicate_line("pass^1", 3, "44%", "3", "41%", "47%"));
    all.push(lang.noise_floor("6.2"));
    all.push(lang.flips_sentence(12, 50, Some("81%")));
    all.push(lang.flips_sentence(0, 50, None));
    all.push(lang.clustered_note("1.8", 412, 57));
    all.push(lang.deployment_rate(20, "90%", "99.47%"));
    all.push(lang.supported_k_sentence("90%", 4, 2, 7, 10));
    all.push(lang.supported_k_sentence("90%", 10, 8, 10, 10));
    all.push(lang.supported_k_sentence("90%", 0, 0, 0, 10));
    for failure in [
        passk_data::import::wire::WorkerFailure::Unavailable,
        passk_data::import::wire::WorkerFailure::Died("RangeError".into()),
    ] {
        all.push(lang.import_failed(Some("run.jsonl"), &failure));
        all.push(lang.import_failed(None, &failure));
    }
    let workshop = lang.workshop_words();
    all.extend(
        [
            workshop.rerun_heading,
            workshop.rerun_help,
            workshop.label_tasks,
            workshop.label_trials,
            workshop.rerun_once,
            workshop.rerun_hundred,
            workshop.new_seed,
            workshop.axis_reruns,
            workshop.quiz_help,
            workshop.guess_label,
            workshop.reveal,
            workshop.next,
        ]
        .map(str::to_string),
    );
    all.push(lang.matched_note(12, 3, 4));
    all.push(lang.changed_note(5, 3, 2));
    all.push(lang.unmatched_note(7, 2));
    all.push(lang.p_value_sentence("pass^k", "4.2%", &lang.permutations_said(true, 4096)));
    all.push(lang.permutations_said(false, 20000));
    all.push(lang.plan_sentence(193, 3, 8, "2"));
    all.push(lang.plan_too_few_trials(4));
    all.push(lang.detectable_sentence(3, "5"));
    let words = lang.compare_words();
    all.extend(
        [
            words.tab_compare,
            words.tab_plan,
            words.compare_lede,
            words.run_a,
            words.run_b,
            words.results,
            words.metric,
            words.paired_t,
            words.paired_bootstrap,
            words.unpaired,
            words.unpaired_note,
            words.movers,
            words.task,
            words.change,
            words.unmatched,
            words.chart_runs,
            words.chart_difference,
            words.waiting,
            words.plan_lede,
            words.plan_method,
        ]
        .map(str::to_string),
    );
    for order in [
        MoverOrder::Biggest,
        MoverOrder::Up,
        MoverOrder::Down,
        MoverOrder::Name,
    ] {
        all.push(lang.mover_order_name(order).to_string());
    }
    for consistency in [
        Consistency::AlwaysRight,
        Consistency::Flaky,
        Consistency::NeverRight,
    ] {
        all.push(lang.consistency_name(consistency).to_string());
    }
    for count in [1, 2] {
        all.push(lang.tasks_read(count).to_string());
    }
    for theme in [None, Some(Theme::Light), Some(Theme::Dark)] {
        all.push(lang.theme_name(theme).to_string());
    }
    // The k label is "k" in every language.
    let labels = words.plan_labels;
    all.extend([labels.p, labels.spread, labels.trials, labels.width].map(str::to_string));
    all.extend(words.plan_columns.map(str::to_string));
    all
}

/// English words that give away an untranslated sentence.
const ENGLISH: [&str; 12] = [
    " the ", " is ", " not ", " and ", " of ", " was ", " were ", " has ", " are ", "missing",
    "expected", "Enter ",
];

#[test]
fn every_variant_is_said_in_every_language_with_no_english_left() {
    let english = sentences(Lang::En);
    for lang in [Lang::Ko, Lang::Pt] {
        let said = sentences(lang);
        assert_eq!(said.len(), english.len());
        for (sentence, in_english) in said.iter().zip(&english) {
            assert!(!sentence.trim().is_empty());
            assert_ne!(
                sentence, in_english,
                "{lang:?} has no words for: {in_english}"
            );
            for word in ENGLISH {
                assert!(
                    !sentence.contains(word),
                    "{lang:?}: “{sentence}” holds the English “{word}”"
                );
            }
            if lang == Lang::Ko {
                assert!(
                    sentence
                        .chars()
                        .any(|c| ('\u{AC00}'..='\u{D7A3}').contains(&c)),
                    "Korean without Hangul: {sentence}"
                );
            }
        }
    }
    // And English says every one of them, too.
    assert!(english.iter().all(|sentence| !sentence.trim().is_empty()));
}

/// A string is a sentence when it has at least three words: labels such as "pass@k",
/// "CSV" or "k" may rightly read the same in every language, a sentence may not.
fn is_a_sentence(text: &str) -> bool {
    text.split_whitespace()
        .filter(|word| word.chars().any(char::is_alphabetic))
        .count()
        >= 3
}

/// Walks two languages' words side by side (same fields, same lengths), and returns
/// each English sentence the other language left as it was, with its path.
fn left_in_english(path: &str, said: &Value, english: &Value, found: &mut Vec<String>) {
    match (said, english) {
        (Value::String(said), Value::String(english)) => {
            if is_a_sentence(english) && said == english {
                found.push(format!("{path}: {english}"));
            }
        }
        (Value::Array(said), Value::Array(english)) => {
            assert_eq!(said.len(), english.len(), "{path}");
            for (index, (said, english)) in said.iter().zip(english).enumerate() {
                left_in_english(&format!("{path}[{index}]"), said, english, found);
            }
        }
        (Value::Object(said), Value::Object(english)) => {
            for (key, english) in english {
                left_in_english(&format!("{path}.{key}"), &said[key], english, found);
            }
        }
        // Numbers, booleans and nulls (a count in a words struct) say nothing.
        (said, english) => assert_eq!(said.is_string(), english.is_string(), "{path}"),
    }
}

/// Every field of every words struct and every fixed string of every topic (gathered
/// through the topics' one list, so a new field or topic is checked without an edit):
/// no language leaves an English sentence as it was.
#[test]
fn no_words_struct_leaves_an_english_sentence() {
    let english = every_topics_words(Lang::En);
    assert!(english.len() > 20, "the topics' words were gathered");
    for lang in [Lang::Ko, Lang::Pt] {
        let said = every_topics_words(lang);
        let mut found = Vec::new();
        for ((name, said), (_, english)) in said.iter().zip(&english) {
            left_in_english(name, said, english, &mut found);
        }
        assert!(found.is_empty(), "{lang:?} left in English: {found:#?}");
    }
}

#[test]
fn english_keeps_the_sentences_tools_and_tests_read() {
    let problem = Problem {
        place: Place::TasksEntry(3),
        kind: ProblemKind::NotNC("8;4".into()),
    };
    assert_eq!(
        Lang::En.problem(&problem),
        "tasks entry 3: “8;4” is not n:c (two whole numbers, such as 8:6)"
    );
    assert_eq!(
        Lang::Pt.problem(&problem),
        "item 3 de tasks: “8;4” não é n:c (dois números inteiros, como 8:6)"
    );
    assert_eq!(
        Lang::Ko.warning(&Warning::TrialsVary { min: 4, max: 10 }),
        "작업마다 n이 다르다 (시도 4~10회): k가 어떤 작업의 n보다 크면 그 작업은 제외된다"
    );
}

#[test]
fn estimate_errors_in_english() {
    assert_eq!(
        Lang::En.estimate_error(&EstimateError::KExceedsTrials { k: 6, trials: 5 }),
        "k = 6 is more than the task's 5 trials: no unbiased estimate"
    );
}

#[test]
fn the_status_line_agrees_with_its_counts() {
    assert_eq!(Lang::En.status_words(1, 2).after_tasks, " task, ");
    assert_eq!(Lang::En.status_words(2, 1).after_records, " record read, ");
    assert_eq!(Lang::Pt.status_words(0, 1).after_tasks, " tarefa, ");
    assert_eq!(
        Lang::Pt.status_words(3, 3).after_records,
        " registros lidos, "
    );
}

//! lm-evaluation-harness `--log_samples` files (`samples_<task>_<date time>.jsonl`, and the
//! `.json` files 0.4.0–0.4.2 wrote): one line per document (and filter), with `doc_id` and
//! one key per metric. Newer files name the metrics (`metrics`) and the filter (`filter`);
//! older ones have neither, and every other top-level key holding a number or a boolean is a
//! metric. Lines of one `doc_id` under different filters (`strict-match`,
//! `flexible-extract`) are not trials: one metric under one filter counts, offered as
//! "metric (filter)". Lines repeating a `doc_id` under the same filter (one file per seed,
//! concatenated) are its trials.
//!
//! The whole file is surveyed first, so the metric counted is one whose values are successes
//! on every line (booleans, or numbers in [0, 1]: `acc`, `exact_match`, `bleu_acc`), the
//! first such the file names unless the person picks another. A metric that leaves [0, 1]
//! anywhere (a 0–100 `bleu_max`) is read only with a threshold the person sets, on every
//! line; never in part. A metric whose value is not a per-sample score (a list aggregated
//! later, as f1's and bleu's are) is said once for the file.

use std::collections::{HashMap, HashSet};

use serde_json::{Map, Value};

use super::super::json::{id_text, success_of, unwrap_scalar};
use super::super::problem::{Expected, JsonKind, Place, ProblemKind};
use super::super::tally::{At, Tally};
use super::{object_on_line, FormatSpec, LineContext, LineReading, Reader};

/// lm-evaluation-harness in the registry.
pub const SPEC: FormatSpec = FormatSpec {
    fixtures: &["lm_eval_samples.jsonl", "lm_eval_samples_0_4_0.json"],
    extensions: &[".jsonl", ".json"],
    reader: Reader::JsonLines(LineReading {
        read_line,
        survey: Some(survey),
    }),
    sniff,
    harness_errors: false,
};

/// Top-level keys of a samples line that are never metrics.
const NOT_METRICS: &[&str] = &[
    "doc_id",
    "doc",
    "target",
    "arguments",
    "resps",
    "filtered_resps",
    "filter",
    "metrics",
    "doc_hash",
    "prompt_hash",
    "target_hash",
    "task_name",
];

/// A first line that is an object with `doc_id` and the harness's own keys (`filter`,
/// `metrics`, or in older files `resps`, `filtered_resps`, `arguments`): above every other
/// JSON Lines format.
fn sniff(text: &str) -> u8 {
    let first_line = text.lines().next().unwrap_or("");
    match serde_json::from_str::<Value>(first_line) {
        Ok(record)
            if record.get("doc_id").is_some()
                && ["filter", "metrics", "resps", "filtered_resps", "arguments"]
                    .iter()
                    .any(|key| record.get(*key).is_some()) =>
        {
            95
        }
        Ok(_) | Err(_) => 0,
    }
}

/// The choice's name for a metric under a filter.
fn choice_name(metric: &str, filter: &str) -> String {
    format!("{metric} ({filter})")
}

/// A line's filter ("none" when it names none) and metrics: those it names, or (older
/// files) its other keys that hold a number or a boolean, in the line's order.
fn metrics_of(record: &Map<String, Value>) -> (&str, Vec<&str>) {
    let filter = record
        .get("filter")
        .and_then(Value::as_str)
        .unwrap_or("none");
    let metrics = match record.get("metrics").and_then(Value::as_array) {
        Some(names) => names.iter().filter_map(Value::as_str).collect(),
        None => record
            .iter()
            .filter(|(key, value)| {
                !NOT_METRICS.contains(&key.as_str())
                    && matches!(unwrap_scalar(value), Value::Number(_) | Value::Bool(_))
            })
            .map(|(key, _)| key.as_str())
            .collect(),
    };
    (filter, metrics)
}

/// Whether a value is a success as it stands (a boolean, or a number in [0, 1]); the
/// number itself when it is outside.
fn outside_unit(value: &Value) -> Option<f64> {
    match unwrap_scalar(value) {
        Value::Number(number) => number.as_f64().filter(|x| !(0.0..=1.0).contains(x)),
        Value::Null | Value::Bool(_) | Value::String(_) | Value::Array(_) | Value::Object(_) => {
            None
        }
    }
}

/// Reads every line once before the trials are counted: the metrics the file offers (in
/// order), which of them leave [0, 1] (and the value furthest out), and so the one counted.
fn survey(text: &str, context: &mut LineContext) {
    let mut outside: Vec<(String, f64)> = Vec::new();
    // Looked up by name, so a file of many metrics is surveyed in linear time.
    let mut offered: HashSet<String> = HashSet::new();
    let mut outside_at: HashMap<String, usize> = HashMap::new();
    for line in text.lines() {
        let Ok(Value::Object(record)) = serde_json::from_str::<Value>(line) else {
            continue;
        };
        let (filter, metrics) = metrics_of(&record);
        for metric in metrics {
            let name = choice_name(metric, filter);
            if offered.insert(name.clone()) {
                context.scorer.names.push(name.clone());
            }
            let Some(value) = record.get(metric).and_then(outside_unit) else {
                continue;
            };
            match outside_at.get(&name) {
                Some(&index) if value.abs() > outside[index].1.abs() => outside[index].1 = value,
                Some(_) => {}
                None => {
                    outside_at.insert(name.clone(), outside.len());
                    outside.push((name, value));
                }
            }
        }
    }
    let is_success = |name: &String| outside.iter().all(|(said, _)| said != name);
    let wanted = context
        .scorer
        .wanted
        .clone()
        .filter(|wanted| context.scorer.names.contains(wanted));
    context.scorer.used = wanted
        .or_else(|| {
            context
                .scorer
                .names
                .iter()
                .find(|name| is_success(name))
                .cloned()
        })
        .or_else(|| context.scorer.names.first().cloned());
    context.outside_unit = outside;
}

/// Reads one line of an lm-evaluation-harness samples file.
fn read_line(line: &str, line_number: usize, context: &mut LineContext, tally: &mut Tally) {
    let location = || Place::Line(line_number);
    let Some(Value::Object(record)) = object_on_line(line, line_number, Expected::Object, tally)
    else {
        return;
    };
    let Some(doc) = record.get("doc_id").and_then(id_text) else {
        return tally.skip(
            Place::Path(format!("line {line_number}: doc_id")),
            ProblemKind::IdMissing,
        );
    };
    let used = context.scorer.used.clone().unwrap_or_default();
    let (filter, metrics) = metrics_of(&record);
    // Only the chosen metric under the chosen filter counts; the others are other views of
    // the same document, not trials.
    let Some(metric) = metrics
        .iter()
        .find(|metric| choice_name(metric, filter) == used)
    else {
        return;
    };
    let Some(value) = record.get(*metric) else {
        return tally.skip(location(), ProblemKind::NoScoreFromScorer { scorer: used });
    };
    let furthest = context
        .outside_unit
        .iter()
        .find(|(name, _)| *name == used)
        .map(|(_, furthest)| *furthest);
    match (unwrap_scalar(value), furthest) {
        // A score that leaves [0, 1]: every line compared with the threshold the person set,
        // or none read.
        (Value::Number(number), Some(furthest)) => match (number.as_f64(), context.threshold_set) {
            (Some(score), true) => tally.add_trial(
                &doc,
                None,
                score >= context.threshold,
                At::Line(line_number),
            ),
            (Some(_), false) if context.first_time(&format!("needs-threshold:{used}")) => tally
                .skip(
                    location(),
                    ProblemKind::MetricNeedsThreshold {
                        metric: used,
                        furthest: furthest.to_string(),
                    },
                ),
            (Some(_), false) => context.passed_over += 1,
            (None, _) => tally.skip(location(), ProblemKind::NotUsableNumber),
        },
        (Value::Bool(_) | Value::Number(_), _) => match success_of(value, context.threshold) {
            Ok(success) => tally.add_trial(&doc, None, success, At::Line(line_number)),
            Err(kind) => tally.skip(location(), kind),
        },
        (other @ (Value::Null | Value::String(_) | Value::Array(_) | Value::Object(_)), _) => {
            // Said once: every line of the file has the same kind of value.
            if context.first_time(&format!("not-a-score:{used}")) {
                tally.skip(
                    location(),
                    ProblemKind::ValueNotAScore {
                        metric: used,
                        found: JsonKind::of(other),
                    },
                );
            } else {
                context.passed_over += 1;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::import::{import, Format, ImportOptions, ProblemKind};

    /// A truthfulqa_gen-like file as 0.4.0 wrote it: no `filter` or `metrics`, the metrics
    /// top-level, the first (`bleu_max`) a 0–100 score.
    fn old_file() -> String {
        let mut text = String::new();
        for (doc, bleu_max, bleu_acc) in [(0, 41.1, 1), (1, 0.5, 0), (2, 12.0, 1), (3, 0.9, 0)] {
            text.push_str(&format!(
                "{{\"doc_id\": {doc}, \"doc\": {{\"question\": \"q{doc}\"}}, \"target\": \" \", \"arguments\": [[\"q\", {{}}]], \"resps\": [[\"a\"]], \"filtered_resps\": [\"a\"], \"bleu_max\": {bleu_max}, \"bleu_acc\": {bleu_acc}, \"bleu_diff\": -3.5}}\n"
            ));
        }
        text
    }

    #[test]
    fn older_files_are_detected_and_read_with_a_success_metric_by_default() {
        let read = import(&old_file(), ImportOptions::default());
        assert_eq!(read.format, Some(Format::LmEval));
        assert_eq!(
            read.scorers.names,
            ["bleu_max (none)", "bleu_acc (none)", "bleu_diff (none)"]
        );
        // bleu_max leaves [0, 1] on two lines: never the default, never read in part.
        assert_eq!(read.scorers.used.as_deref(), Some("bleu_acc (none)"));
        let counts: Vec<(u64, u64)> = read
            .tasks
            .iter()
            .map(|task| (task.counts.trials, task.counts.successes))
            .collect();
        assert_eq!(counts, [(1, 1), (1, 0), (1, 1), (1, 0)]);
        assert!(read.problems.is_empty(), "{:?}", read.problems);
    }

    #[test]
    fn a_score_outside_zero_one_is_read_only_with_a_threshold_on_every_line() {
        let bleu_max = |threshold: f64| ImportOptions {
            scorer: Some("bleu_max (none)".into()),
            reward_threshold: threshold,
            ..ImportOptions::default()
        };
        let unset = import(
            &old_file(),
            bleu_max(ImportOptions::default().reward_threshold),
        );
        assert!(unset.tasks.is_empty());
        assert_eq!(
            unset.problems[0].kind,
            ProblemKind::MetricNeedsThreshold {
                metric: "bleu_max (none)".into(),
                furthest: "41.1".into(),
            }
        );
        // With a threshold of 10, every line counts: 41.1 and 12 pass, 0.5 and 0.9 fail.
        let set = import(&old_file(), bleu_max(10.0));
        let successes: Vec<u64> = set.tasks.iter().map(|task| task.counts.successes).collect();
        assert_eq!(successes, [1, 0, 1, 0]);
        // bleu_diff is negative: a threshold of 0 counts the lines at or above 0 (none).
        let diff = import(
            &old_file(),
            ImportOptions {
                scorer: Some("bleu_diff (none)".into()),
                reward_threshold: 0.0,
                ..ImportOptions::default()
            },
        );
        assert_eq!(diff.tasks.len(), 4);
        assert!(diff.tasks.iter().all(|task| task.counts.successes == 0));
    }
}

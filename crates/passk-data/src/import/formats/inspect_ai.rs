//! inspect_ai JSON eval logs: `samples[]` with `id`, `epoch` and `scores` (one scorer for
//! the whole log: the one asked for, else the first the file names); letter grades C, I, P
//! and N as inspect reads them.

use serde_json::Value;

use super::super::json::{id_text, success_of, trial_key, ScorerChoice};
use super::super::problem::{Expected, JsonKind, Place, ProblemKind};
use super::super::tally::{At, Tally};
use super::{DocumentSpec, FormatSpec, Reader};

/// inspect_ai in the registry.
pub const SPEC: FormatSpec = FormatSpec {
    fixtures: &["inspect_eval_log.json", "inspect_log.eval"],
    // A `.eval` archive reaches the reader as the JSON log of its samples (import::archive).
    extensions: &[".json", ".eval"],
    reader: Reader::JsonDocument(DocumentSpec {
        list_key: Some("samples"),
        read_record,
    }),
    sniff,
    harness_errors: false,
};

/// A JSON document with a `samples` key.
fn sniff(text: &str) -> u8 {
    if text.starts_with('{') && text.contains("\"samples\"") {
        70
    } else {
        0
    }
}

/// One element of an inspect_ai log's `samples`.
fn read_record(
    path: &str,
    sample: &Value,
    threshold: f64,
    scorer: &mut ScorerChoice,
    tally: &mut Tally,
) {
    if !sample.is_object() {
        tally.skip(
            Place::Path(path.to_string()),
            ProblemKind::WrongKind {
                found: JsonKind::of(sample),
                expected: Expected::Object,
            },
        );
        return;
    }
    let Some(task) = sample.get("id").and_then(id_text) else {
        tally.skip(Place::Path(format!("{path}.id")), ProblemKind::IdMissing);
        return;
    };
    if let Some(error) = sample.get("error").filter(|error| !error.is_null()) {
        let message = error
            .get("message")
            .and_then(Value::as_str)
            .unwrap_or("an error");
        tally.skip(
            Place::Path(path.to_string()),
            ProblemKind::SampleError {
                message: message.to_string(),
            },
        );
        return;
    }
    let trial = match trial_key(sample.get("epoch")) {
        Ok(trial) => trial,
        Err(message) => {
            tally.skip(Place::Path(format!("{path}.epoch")), message);
            return;
        }
    };
    let score = match sample.get("scores") {
        Some(Value::Object(scores)) if scores.is_empty() => {
            tally.skip(
                Place::Path(format!("{path}.scores")),
                ProblemKind::ScoresEmpty,
            );
            return;
        }
        Some(Value::Object(scores)) => {
            for name in scores.keys() {
                if !scorer.names.contains(name) {
                    scorer.names.push(name.clone());
                }
            }
            // One scorer for the whole log: the one asked for, else the first in the file.
            let used = scorer
                .used
                .get_or_insert_with(|| {
                    scorer
                        .wanted
                        .clone()
                        .unwrap_or_else(|| scores.keys().next().cloned().unwrap_or_default())
                })
                .clone();
            match scores.get(&used) {
                Some(score) => (format!("{path}.scores.{used}.value"), score.get("value")),
                None => {
                    tally.skip(
                        Place::Path(format!("{path}.scores")),
                        ProblemKind::NoScoreFromScorer { scorer: used },
                    );
                    return;
                }
            }
        }
        _ => (
            format!("{path}.score.value"),
            sample.get("score").and_then(|s| s.get("value")),
        ),
    };
    let (score_path, value) = score;
    let Some(value) = value else {
        tally.skip(Place::Path(score_path), ProblemKind::Missing);
        return;
    };
    match success_of(value, threshold) {
        Ok(success) => tally.add_trial(&task, trial, success, At::Path(path)),
        Err(message) => tally.skip(Place::Path(score_path), message),
    }
}

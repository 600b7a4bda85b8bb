//! Terminal-Bench `results.json` (`tb run`): `results[]`, one per trial, with `task_id`,
//! `trial_name` and `is_resolved`. A trial whose harness failed has `is_resolved: null`; it
//! counts as unresolved, as Terminal-Bench's own accuracy counts it.

use serde_json::Value;

use super::super::json::{id_text, success_of, trial_key, ScorerChoice};
use super::super::problem::{Expected, JsonKind, Place, ProblemKind};
use super::super::tally::{At, Tally};
use super::{has_keys, DocumentSpec, FormatSpec, Reader};

/// Terminal-Bench in the registry.
pub const SPEC: FormatSpec = FormatSpec {
    fixtures: &["terminal_bench_results.json"],
    extensions: &[".json"],
    reader: Reader::JsonDocument(DocumentSpec {
        list_key: Some("results"),
        read_record,
    }),
    sniff,
    harness_errors: false,
};

/// A JSON object whose `results` have `trial_name` and `is_resolved`.
fn sniff(text: &str) -> u8 {
    if text.starts_with('{') && has_keys(text, &["results", "trial_name", "is_resolved"]) {
        90
    } else {
        0
    }
}

/// One trial of `results`.
fn read_record(path: &str, trial: &Value, threshold: f64, _: &mut ScorerChoice, tally: &mut Tally) {
    if !trial.is_object() {
        return tally.skip(
            Place::Path(path.to_string()),
            ProblemKind::WrongKind {
                found: JsonKind::of(trial),
                expected: Expected::Object,
            },
        );
    }
    let Some(task) = trial.get("task_id").and_then(id_text) else {
        return tally.skip(
            Place::Path(format!("{path}.task_id")),
            ProblemKind::IdMissing,
        );
    };
    let key = match trial_key(trial.get("trial_name")) {
        Ok(key) => key,
        Err(kind) => return tally.skip(Place::Path(format!("{path}.trial_name")), kind),
    };
    let success = match trial.get("is_resolved") {
        None => {
            return tally.skip(
                Place::Path(format!("{path}.is_resolved")),
                ProblemKind::Missing,
            )
        }
        Some(Value::Null) => Ok(false),
        Some(resolved) => success_of(resolved, threshold),
    };
    match success {
        Ok(success) => tally.add_trial(&task, key, success, At::Path(path)),
        Err(kind) => tally.skip(Place::Path(format!("{path}.is_resolved")), kind),
    }
}

//! τ-bench results: a JSON list of `{task_id, trial, reward}`; a trial succeeds when its
//! reward reaches the threshold (τ-bench's own is 1 − 1e-6).

use serde_json::Value;

use super::super::json::{id_text, success_of, trial_key, ScorerChoice};
use super::super::problem::{Expected, JsonKind, Place, ProblemKind};
use super::super::tally::{At, Tally};
use super::{DocumentSpec, FormatSpec, Reader};

/// τ-bench in the registry.
pub const SPEC: FormatSpec = FormatSpec {
    fixtures: &["tau_bench_results.json"],
    extensions: &[".json"],
    reader: Reader::JsonDocument(DocumentSpec {
        list_key: None,
        read_record,
    }),
    sniff,
    harness_errors: false,
};

/// A JSON document that is a list (below LiveCodeBench's and HELM's, whose records name
/// their own keys).
fn sniff(text: &str) -> u8 {
    if text.starts_with('[') {
        80
    } else {
        0
    }
}

/// One element of a τ-bench results list.
fn read_record(
    path: &str,
    result: &Value,
    threshold: f64,
    _: &mut ScorerChoice,
    tally: &mut Tally,
) {
    if !result.is_object() {
        tally.skip(
            Place::Path(path.to_string()),
            ProblemKind::WrongKind {
                found: JsonKind::of(result),
                expected: Expected::TaskIdAndReward,
            },
        );
        return;
    }
    let Some(task) = result.get("task_id").and_then(id_text) else {
        tally.skip(
            Place::Path(format!("{path}.task_id")),
            ProblemKind::IdMissing,
        );
        return;
    };
    let trial = match trial_key(result.get("trial")) {
        Ok(trial) => trial,
        Err(message) => {
            tally.skip(Place::Path(format!("{path}.trial")), message);
            return;
        }
    };
    let Some(reward) = result.get("reward") else {
        tally.skip(Place::Path(format!("{path}.reward")), ProblemKind::Missing);
        return;
    };
    match success_of(reward, threshold) {
        Ok(success) => tally.add_trial(&task, trial, success, At::Path(path)),
        Err(message) => tally.skip(Place::Path(format!("{path}.reward")), message),
    }
}

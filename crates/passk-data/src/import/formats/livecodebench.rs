//! LiveCodeBench `*_eval_all.json` (`lcb_runner`'s evaluation output): a JSON list of
//! problems, each with `question_id` and `graded_list`, one boolean per generation: the
//! generations are the problem's trials.

use serde_json::Value;

use super::super::json::{id_text, success_of, ScorerChoice};
use super::super::problem::{Expected, JsonKind, Place, ProblemKind, TrialKey};
use super::super::tally::{At, Tally};
use super::{has_keys, DocumentSpec, FormatSpec, Reader};

/// LiveCodeBench in the registry.
pub const SPEC: FormatSpec = FormatSpec {
    fixtures: &["livecodebench_eval_all.json"],
    extensions: &[".json"],
    reader: Reader::JsonDocument(DocumentSpec {
        list_key: None,
        read_record,
    }),
    sniff,
    harness_errors: false,
};

/// A JSON list whose problems have `question_id` and `graded_list` (above τ-bench's plain
/// list).
fn sniff(text: &str) -> u8 {
    if text.starts_with('[') && has_keys(text, &["question_id", "graded_list"]) {
        95
    } else {
        0
    }
}

/// One problem of the list.
fn read_record(
    path: &str,
    problem: &Value,
    threshold: f64,
    _: &mut ScorerChoice,
    tally: &mut Tally,
) {
    let Some(task) = problem.get("question_id").and_then(id_text) else {
        return tally.skip(
            Place::Path(format!("{path}.question_id")),
            ProblemKind::IdMissing,
        );
    };
    let graded = match problem.get("graded_list") {
        Some(Value::Array(graded)) => graded,
        Some(other) => {
            return tally.skip(
                Place::Path(format!("{path}.graded_list")),
                ProblemKind::WrongKind {
                    found: JsonKind::of(other),
                    expected: Expected::Object,
                },
            )
        }
        None => {
            return tally.skip(
                Place::Path(format!("{path}.graded_list")),
                ProblemKind::Missing,
            )
        }
    };
    for (generation, grade) in graded.iter().enumerate() {
        let at = format!("{path}.graded_list[{generation}]");
        match success_of(grade, threshold) {
            Ok(success) => tally.add_trial(
                &task,
                Some(TrialKey::Number(generation as i64)),
                success,
                At::Path(&at),
            ),
            Err(kind) => tally.skip(Place::Path(at), kind),
        }
    }
}

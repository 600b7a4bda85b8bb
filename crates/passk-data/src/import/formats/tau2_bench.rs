//! τ²-bench results: `simulations[]` with `task_id`, `trial` and `reward_info.reward`;
//! simulations that ended in an infrastructure error are left out, as τ²-bench's metrics
//! code does, or counted as failed trials, as its leaderboard recomputation does (the
//! person's choice); their number is said either way.

use serde_json::Value;

use super::super::json::{id_text, success_of, trial_key, ScorerChoice};
use super::super::problem::{Expected, JsonKind, Place, ProblemKind};
use super::super::tally::{At, Tally};
use super::super::InfrastructureErrors;
use super::{DocumentSpec, FormatSpec, Reader};

/// τ²-bench in the registry.
pub const SPEC: FormatSpec = FormatSpec {
    fixtures: &["tau2_bench_results.json"],
    extensions: &[".json"],
    reader: Reader::JsonDocument(DocumentSpec {
        list_key: Some("simulations"),
        read_record,
    }),
    sniff,
    harness_errors: true,
};

/// A JSON document with a `simulations` key (before inspect_ai's `samples`: a τ²-bench
/// simulation's messages could hold the word).
fn sniff(text: &str) -> u8 {
    if text.starts_with('{') && text.contains("\"simulations\"") {
        80
    } else {
        0
    }
}

/// One element of τ²-bench's `simulations`.
fn read_record(
    path: &str,
    simulation: &Value,
    threshold: f64,
    scorer: &mut ScorerChoice,
    tally: &mut Tally,
) {
    if !simulation.is_object() {
        tally.skip(
            Place::Path(path.to_string()),
            ProblemKind::WrongKind {
                found: JsonKind::of(simulation),
                expected: Expected::Object,
            },
        );
        return;
    }
    let infrastructure_error = simulation.get("termination_reason").and_then(Value::as_str)
        == Some("infrastructure_error");
    if infrastructure_error && scorer.infrastructure == InfrastructureErrors::LeaveOut {
        tally.exclude_infrastructure();
        return;
    }
    let Some(task) = simulation.get("task_id").and_then(id_text) else {
        tally.skip(
            Place::Path(format!("{path}.task_id")),
            ProblemKind::IdMissing,
        );
        return;
    };
    let trial = match trial_key(simulation.get("trial")) {
        Ok(trial) => trial,
        Err(message) => {
            tally.skip(Place::Path(format!("{path}.trial")), message);
            return;
        }
    };
    if infrastructure_error {
        tally.count_infrastructure_failure();
        tally.add_trial(&task, trial, false, At::Path(path));
        return;
    }
    let Some(reward) = simulation
        .get("reward_info")
        .and_then(|info| info.get("reward"))
    else {
        tally.skip(
            Place::Path(format!("{path}.reward_info.reward")),
            ProblemKind::Missing,
        );
        return;
    };
    match success_of(reward, threshold) {
        Ok(success) => tally.add_trial(&task, trial, success, At::Path(path)),
        Err(message) => tally.skip(Place::Path(format!("{path}.reward_info.reward")), message),
    }
}

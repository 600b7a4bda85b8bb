//! SWE-bench run reports (the harness's `<model>.<run_id>.json`, `make_run_report`): lists of
//! instance ids by outcome (`resolved_ids`, `unresolved_ids`, `empty_patch_ids`,
//! `error_ids`, `incomplete_ids`, and `submitted_ids` in order). One report is one trial of
//! each instance; several reports of the same instances, dropped together, are trials of one
//! run. An instance the harness could not evaluate (an error, or not run to the end) is not
//! the agent's failure: left out, or counted as a failure, as the person chooses (as for
//! τ²-bench's infrastructure errors); said either way.

use std::collections::{HashMap, HashSet};

use serde_json::Value;

use super::super::json::{id_text, ScorerChoice};
use super::super::problem::{Expected, JsonKind, Place, ProblemKind, TrialKey, Warning};
use super::super::tally::{At, Tally};
use super::super::InfrastructureErrors;
use super::{has_keys, FormatSpec, Reader};

/// SWE-bench in the registry.
pub const SPEC: FormatSpec = FormatSpec {
    fixtures: &["swe_bench_reports/"],
    extensions: &[".json"],
    reader: Reader::JsonWhole(read_document),
    sniff,
    harness_errors: true,
};

/// A JSON object with the report's id lists, the harness's own among them (Terminal-Bench's
/// results also list `resolved_ids` and `unresolved_ids`).
fn sniff(text: &str) -> u8 {
    let harness = has_keys(text, &["error_ids"]) || has_keys(text, &["empty_patch_ids"]);
    if text.starts_with('{') && has_keys(text, &["resolved_ids", "unresolved_ids"]) && harness {
        95
    } else {
        0
    }
}

/// What an instance's list says of it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Outcome {
    /// Resolved: a success.
    Resolved,
    /// Unresolved, or an empty patch: a failure.
    Unresolved,
    /// The harness could not evaluate it.
    HarnessError,
}

/// The lists, in the order an instance's outcome is taken (the first list naming it).
const LISTS: [(&str, Outcome); 5] = [
    ("resolved_ids", Outcome::Resolved),
    ("unresolved_ids", Outcome::Unresolved),
    ("empty_patch_ids", Outcome::Unresolved),
    ("error_ids", Outcome::HarnessError),
    ("incomplete_ids", Outcome::HarnessError),
];

/// The ids of one list (empty when the report has none); a list that is not one is said.
fn ids(document: &Value, key: &str, tally: &mut Tally) -> Vec<String> {
    match document.get(key) {
        None | Some(Value::Null) => Vec::new(),
        Some(Value::Array(ids)) => ids.iter().filter_map(id_text).collect(),
        Some(other) => {
            tally.skip(
                Place::Path(key.to_string()),
                ProblemKind::WrongKind {
                    found: JsonKind::of(other),
                    expected: Expected::Object,
                },
            );
            Vec::new()
        }
    }
}

/// Reads one report: a trial of each instance it names, in `submitted_ids` order.
fn read_document(document: &Value, _: f64, scorer: &mut ScorerChoice, tally: &mut Tally) {
    if document.get("resolved_ids").is_none() {
        return tally.skip(Place::Path("resolved_ids".into()), ProblemKind::Missing);
    }
    // Each id once (the first list naming it decides), in linear time: a report lists
    // thousands of instances.
    let mut outcomes: Vec<(String, Outcome)> = Vec::new();
    let mut seen: HashSet<String> = HashSet::new();
    for (key, outcome) in LISTS {
        for id in ids(document, key, tally) {
            if seen.insert(id.clone()) {
                outcomes.push((id, outcome));
            }
        }
    }
    // The report's own order when it gives one (the same in every report of a run).
    let mut order: HashMap<String, usize> = HashMap::new();
    for (position, id) in ids(document, "submitted_ids", tally)
        .into_iter()
        .enumerate()
    {
        order.entry(id).or_insert(position);
    }
    outcomes.sort_by_key(|(id, _)| order.get(id).copied().unwrap_or(usize::MAX));
    let mut harness_errors = 0;
    let counted = scorer.infrastructure == InfrastructureErrors::CountAsFailures;
    for (id, outcome) in outcomes {
        let success = match outcome {
            Outcome::Resolved => true,
            Outcome::Unresolved => false,
            Outcome::HarnessError => {
                harness_errors += 1;
                if !counted {
                    continue;
                }
                false
            }
        };
        // One report is one trial of each instance.
        tally.add_trial(&id, Some(TrialKey::Number(0)), success, At::Path(&id));
    }
    if harness_errors > 0 {
        tally.warn(Warning::HarnessErrors {
            count: harness_errors,
            counted_as_failures: counted,
        });
    }
}

#[cfg(test)]
mod tests {
    use crate::import::{import, merge_imports, ImportOptions, InfrastructureErrors, Warning};

    const REPORT: &str = r#"{"total_instances": 4, "submitted_ids": ["a", "b", "c", "d"],
        "resolved_ids": ["b"], "unresolved_ids": ["a"], "empty_patch_ids": [], "error_ids": ["c"],
        "incomplete_ids": ["d"], "schema_version": 2}"#;

    #[test]
    fn harness_errors_are_left_out_or_counted_as_the_person_chooses() {
        let read = |infrastructure| {
            import(
                REPORT,
                ImportOptions {
                    infrastructure,
                    ..ImportOptions::default()
                },
            )
        };
        let left_out = read(InfrastructureErrors::LeaveOut);
        let names: Vec<&str> = left_out
            .tasks
            .iter()
            .map(|task| task.name.as_str())
            .collect();
        assert_eq!(names, ["a", "b"]);
        assert!(left_out.warnings.contains(&Warning::HarnessErrors {
            count: 2,
            counted_as_failures: false
        }));
        let counted = read(InfrastructureErrors::CountAsFailures);
        let outcomes: Vec<(&str, u64)> = counted
            .tasks
            .iter()
            .map(|task| (task.name.as_str(), task.counts.successes))
            .collect();
        assert_eq!(outcomes, [("a", 0), ("b", 1), ("c", 0), ("d", 0)]);
        // Two reports of the same run are two trials; their harness errors are summed.
        let (two, _) = merge_imports(vec![
            ("run-1.json".into(), read(InfrastructureErrors::LeaveOut)),
            ("run-2.json".into(), read(InfrastructureErrors::LeaveOut)),
        ]);
        assert_eq!(two.tasks[0].counts.trials, 2);
        assert!(two.warnings.contains(&Warning::HarnessErrors {
            count: 4,
            counted_as_failures: false
        }));
    }
}

//! promptfoo's output JSON (`promptfoo eval -o results.json`): `results.results[]`, one per
//! test case × prompt × provider (× repeat, with `--repeat`), each with `testIdx` (or its
//! `vars`), `success`, and the `provider` and `prompt` it ran. A test case is a task and its
//! repeats are its trials; each provider (and prompt, when there are several) is its own run,
//! offered as a scorer. A result whose provider failed (`failureReason` 2, an error) is not
//! the model's failure: left out or counted as a failure, as the person chooses.

use serde_json::Value;

use super::super::json::{success_of, trial_key, ScorerChoice};
use super::super::problem::{Place, ProblemKind, Warning};
use super::super::tally::{At, Tally};
use super::super::whole::choose;
use super::super::InfrastructureErrors;
use super::{has_keys, FormatSpec, Reader};

/// promptfoo in the registry.
pub const SPEC: FormatSpec = FormatSpec {
    fixtures: &["promptfoo_results.json"],
    extensions: &[".json"],
    reader: Reader::JsonWhole(read_document),
    sniff,
    harness_errors: true,
};

/// A JSON object whose results have `testIdx` and `promptIdx` (or promptfoo's `evalId`).
fn sniff(text: &str) -> u8 {
    let ours = has_keys(text, &["results", "testIdx", "promptIdx"])
        || has_keys(text, &["evalId", "results"]);
    if text.starts_with('{') && ours {
        90
    } else {
        0
    }
}

/// promptfoo's `ResultFailureReason.ERROR`: the provider failed, not the model.
const FAILURE_IS_ERROR: u64 = 2;

/// The results list: `results.results` (promptfoo 0.x's version 2 and later), or `results`.
fn results_of(document: &Value) -> Option<&Vec<Value>> {
    let results = document.get("results")?;
    results
        .get("results")
        .and_then(Value::as_array)
        .or_else(|| results.as_array())
}

/// A text of a provider or prompt: its label, else its id (or raw text), else itself.
fn label(value: Option<&Value>, keys: [&str; 2]) -> String {
    let Some(value) = value else {
        return String::new();
    };
    keys.iter()
        .find_map(|key| {
            value
                .get(*key)
                .and_then(Value::as_str)
                .filter(|text| !text.is_empty())
        })
        .or_else(|| value.as_str())
        .unwrap_or_default()
        .to_string()
}

/// The run a result belongs to: its provider, and its prompt when the file has several.
fn run_of(result: &Value, several_prompts: bool) -> String {
    let provider = label(result.get("provider"), ["label", "id"]);
    match several_prompts {
        true => format!(
            "{provider} · {}",
            label(result.get("prompt"), ["label", "raw"])
        ),
        false => provider,
    }
}

/// The test case a result is a trial of: its `testIdx`, else its `vars` as written.
fn task_of(result: &Value) -> Option<String> {
    match result.get("testIdx") {
        Some(Value::Number(index)) => Some(format!("test {index}")),
        _ => result.get("vars").map(Value::to_string),
    }
}

/// Reads the whole output file.
fn read_document(document: &Value, threshold: f64, scorer: &mut ScorerChoice, tally: &mut Tally) {
    let Some(results) = results_of(document) else {
        return tally.skip(
            Place::Path("results.results".into()),
            ProblemKind::ListMissing,
        );
    };
    let prompts: Vec<String> = results
        .iter()
        .map(|r| label(r.get("prompt"), ["label", "raw"]))
        .collect();
    let several_prompts = prompts.iter().any(|prompt| *prompt != prompts[0]);
    let mut offered = std::collections::HashSet::new();
    for result in results {
        let run = run_of(result, several_prompts);
        if offered.insert(run.clone()) {
            scorer.names.push(run);
        }
    }
    let used = choose(scorer, None).unwrap_or_default();
    let counted = scorer.infrastructure == InfrastructureErrors::CountAsFailures;
    let mut errors = 0;
    for (index, result) in results.iter().enumerate() {
        let path = format!("results.results[{index}]");
        if run_of(result, several_prompts) != used {
            continue;
        }
        let Some(task) = task_of(result) else {
            tally.skip(
                Place::Path(format!("{path}.testIdx")),
                ProblemKind::IdMissing,
            );
            continue;
        };
        let trial = match trial_key(result.get("repeatIndex")) {
            Ok(trial) => trial,
            Err(kind) => {
                tally.skip(Place::Path(format!("{path}.repeatIndex")), kind);
                continue;
            }
        };
        if result.get("failureReason").and_then(Value::as_u64) == Some(FAILURE_IS_ERROR) {
            errors += 1;
            if counted {
                tally.add_trial(&task, trial, false, At::Path(&path));
            }
            continue;
        }
        let success = result.get("success").or_else(|| {
            result
                .get("gradingResult")
                .and_then(|grading| grading.get("pass"))
        });
        match success.map(|success| success_of(success, threshold)) {
            Some(Ok(success)) => tally.add_trial(&task, trial, success, At::Path(&path)),
            Some(Err(kind)) => tally.skip(Place::Path(format!("{path}.success")), kind),
            None => tally.skip(Place::Path(format!("{path}.success")), ProblemKind::Missing),
        }
    }
    if errors > 0 {
        tally.warn(Warning::HarnessErrors {
            count: errors,
            counted_as_failures: counted,
        });
    }
}

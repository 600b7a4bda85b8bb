//! The JSON formats: human-eval JSONL, τ-bench, τ²-bench and inspect_ai logs. Each record
//! that cannot be used is reported with its JSON path (or line, for JSONL).

use serde_json::Value;

use super::delimited::parse_success;
use super::tally::{Tally, TrialKey};
use super::{Format, ImportOptions};

/// An id as text: strings as they are, numbers printed.
fn id_text(value: &Value) -> Option<String> {
    match value {
        Value::String(text) if !text.trim().is_empty() => Some(text.clone()),
        Value::Number(number) => Some(number.to_string()),
        _ => None,
    }
}

fn trial_key(value: Option<&Value>) -> Result<Option<TrialKey>, String> {
    match value {
        None | Some(Value::Null) => Ok(None),
        Some(Value::Number(number)) => match number.as_i64() {
            Some(index) => Ok(Some(TrialKey::Number(index))),
            None => Ok(Some(TrialKey::Text(number.to_string()))),
        },
        Some(Value::String(text)) => Ok(Some(TrialKey::parse(text))),
        Some(other) => Err(format!("is {}, not a trial number", kind(other))),
    }
}

fn kind(value: &Value) -> &'static str {
    match value {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "a list",
        Value::Object(_) => "an object",
    }
}

/// A success from a JSON value: booleans, 0/1-like words, or a reward compared with the
/// threshold.
fn success_of(value: &Value, threshold: f64) -> Result<bool, String> {
    match value {
        Value::Bool(success) => Ok(*success),
        Value::Number(number) => match number.as_f64() {
            Some(reward) => parse_success(&reward.to_string(), threshold),
            None => Err("is not a usable number".to_string()),
        },
        Value::String(text) => parse_success(text, threshold),
        other => Err(format!("is {}, not a success value or reward", kind(other))),
    }
}

fn parse_document(text: &str, tally: &mut Tally) -> Option<Value> {
    match serde_json::from_str::<Value>(text.trim_start_matches('\u{feff}')) {
        Ok(value) => Some(value),
        Err(error) => {
            let what = if error.is_eof() {
                "the JSON ends early (truncated file?)"
            } else {
                "the JSON is malformed"
            };
            tally.skip("JSON", format!("{what}: {error}"));
            None
        }
    }
}

/// Reads a whole JSON document of `format` into `tally`.
pub fn read_document(text: &str, format: Format, options: ImportOptions, tally: &mut Tally) {
    let Some(document) = parse_document(text, tally) else {
        return;
    };
    let threshold = options.reward_threshold;
    match format {
        Format::TauBench => read_tau_bench(&document, threshold, tally),
        Format::Tau2Bench => read_tau2_bench(&document, threshold, tally),
        Format::InspectAi => read_inspect(&document, threshold, tally),
        _ => tally.skip("JSON", "this format is not a JSON document"),
    }
}

fn read_tau_bench(document: &Value, threshold: f64, tally: &mut Tally) {
    let Some(results) = document.as_array() else {
        return tally.skip(
            "JSON",
            format!("τ-bench results are a list, but this is {}", kind(document)),
        );
    };
    for (index, result) in results.iter().enumerate() {
        let path = format!("[{index}]");
        if !result.is_object() {
            tally.skip(
                path,
                format!(
                    "is {}, expected an object with task_id and reward",
                    kind(result)
                ),
            );
            continue;
        }
        let Some(task) = result.get("task_id").and_then(id_text) else {
            tally.skip(
                format!("{path}.task_id"),
                "is missing or not a string or number",
            );
            continue;
        };
        let trial = match trial_key(result.get("trial")) {
            Ok(trial) => trial,
            Err(message) => {
                tally.skip(format!("{path}.trial"), message);
                continue;
            }
        };
        let Some(reward) = result.get("reward") else {
            tally.skip(format!("{path}.reward"), "is missing");
            continue;
        };
        match success_of(reward, threshold) {
            Ok(success) => tally.add_trial(&task, trial, success, &path),
            Err(message) => tally.skip(format!("{path}.reward"), message),
        }
    }
}

fn read_tau2_bench(document: &Value, threshold: f64, tally: &mut Tally) {
    let Some(simulations) = document.get("simulations").and_then(Value::as_array) else {
        return tally.skip("simulations", "is missing or not a list");
    };
    for (index, simulation) in simulations.iter().enumerate() {
        let path = format!("simulations[{index}]");
        if !simulation.is_object() {
            tally.skip(path, format!("is {}, expected an object", kind(simulation)));
            continue;
        }
        if simulation.get("termination_reason").and_then(Value::as_str)
            == Some("infrastructure_error")
        {
            tally.exclude_infrastructure();
            continue;
        }
        let Some(task) = simulation.get("task_id").and_then(id_text) else {
            tally.skip(
                format!("{path}.task_id"),
                "is missing or not a string or number",
            );
            continue;
        };
        let trial = match trial_key(simulation.get("trial")) {
            Ok(trial) => trial,
            Err(message) => {
                tally.skip(format!("{path}.trial"), message);
                continue;
            }
        };
        let Some(reward) = simulation
            .get("reward_info")
            .and_then(|info| info.get("reward"))
        else {
            tally.skip(format!("{path}.reward_info.reward"), "is missing");
            continue;
        };
        match success_of(reward, threshold) {
            Ok(success) => tally.add_trial(&task, trial, success, &path),
            Err(message) => tally.skip(format!("{path}.reward_info.reward"), message),
        }
    }
}

/// inspect_ai's letter grades: C correct, I incorrect, P partial (0.5), N no answer.
fn inspect_value(value: &Value, threshold: f64) -> Result<bool, String> {
    if let Value::String(letter) = value {
        match letter.as_str() {
            "C" => return Ok(true),
            "I" | "N" => return Ok(false),
            "P" => return Ok(0.5 >= threshold),
            _ => {}
        }
    }
    success_of(value, threshold)
}

fn read_inspect(document: &Value, threshold: f64, tally: &mut Tally) {
    let Some(samples) = document.get("samples").and_then(Value::as_array) else {
        return tally.skip(
            "samples",
            "is missing or not a list (a header-only log has no samples)",
        );
    };
    for (index, sample) in samples.iter().enumerate() {
        let path = format!("samples[{index}]");
        if !sample.is_object() {
            tally.skip(path, format!("is {}, expected an object", kind(sample)));
            continue;
        }
        let Some(task) = sample.get("id").and_then(id_text) else {
            tally.skip(format!("{path}.id"), "is missing or not a string or number");
            continue;
        };
        if let Some(error) = sample.get("error").filter(|error| !error.is_null()) {
            let message = error
                .get("message")
                .and_then(Value::as_str)
                .unwrap_or("an error");
            tally.skip(
                path,
                format!("the sample ended in an error ({message}), so it has no score"),
            );
            continue;
        }
        let trial = match trial_key(sample.get("epoch")) {
            Ok(trial) => trial,
            Err(message) => {
                tally.skip(format!("{path}.epoch"), message);
                continue;
            }
        };
        let score = match sample.get("scores") {
            Some(Value::Object(scores)) => match scores.iter().next() {
                Some((name, score)) => (format!("{path}.scores.{name}.value"), score.get("value")),
                None => {
                    tally.skip(format!("{path}.scores"), "is empty");
                    continue;
                }
            },
            _ => (
                format!("{path}.score.value"),
                sample.get("score").and_then(|s| s.get("value")),
            ),
        };
        let (score_path, value) = score;
        let Some(value) = value else {
            tally.skip(score_path, "is missing");
            continue;
        };
        match inspect_value(value, threshold) {
            Ok(success) => tally.add_trial(&task, trial, success, &path),
            Err(message) => tally.skip(score_path, message),
        }
    }
}

/// Reads one line of human-eval's `*_results.jsonl`.
pub fn read_human_eval_line(line: &str, line_number: usize, tally: &mut Tally) {
    if line.trim().is_empty() {
        return;
    }
    let location = format!("line {line_number}");
    let record = match serde_json::from_str::<Value>(line) {
        Ok(record) => record,
        Err(error) => {
            let what = if error.is_eof() {
                "is cut off"
            } else {
                "is not valid JSON"
            };
            return tally.skip(location, format!("{what}: {error}"));
        }
    };
    if !record.is_object() {
        return tally.skip(
            location,
            format!(
                "is {}, expected an object with task_id and passed",
                kind(&record)
            ),
        );
    }
    let Some(task) = record.get("task_id").and_then(id_text) else {
        return tally.skip(location, "task_id is missing or not a string or number");
    };
    let passed = match record.get("passed") {
        Some(Value::Bool(passed)) => *passed,
        Some(other) => {
            return tally.skip(
                location,
                format!("passed is {}, expected true or false", kind(other)),
            )
        }
        None => match record.get("result").and_then(Value::as_str) {
            Some(result) => result == "passed",
            None => return tally.skip(location, "has neither passed nor result"),
        },
    };
    tally.add_trial(&task, None, passed, &location);
}

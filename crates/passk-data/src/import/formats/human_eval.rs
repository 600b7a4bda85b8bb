//! human-eval's `*_results.jsonl`: one JSON object per sample with `task_id` and `passed`
//! (or `result`); each line is a trial of its task.

use serde_json::Value;

use super::super::json::id_text;
use super::super::problem::{Expected, JsonKind, Place, ProblemKind};
use super::super::tally::{At, Tally};
use super::{object_on_line, FormatSpec, LineContext, LineReading, Reader};

/// human-eval in the registry.
pub const SPEC: FormatSpec = FormatSpec {
    fixtures: &["samples.jsonl_results.jsonl"],
    extensions: &[".jsonl", ".json"],
    reader: Reader::JsonLines(LineReading {
        read_line,
        survey: None,
    }),
    sniff,
    harness_errors: false,
};

/// Several lines that each start an object, the first of them whole JSON: JSON Lines (90,
/// above every one-document format); else one object line with a `task_id` (60, below
/// them: a document whose first line happens to be whole).
fn sniff(text: &str) -> u8 {
    if !text.starts_with('{') {
        return 0;
    }
    let first_line = text.lines().next().unwrap_or("");
    let first = serde_json::from_str::<Value>(first_line);
    let more_lines = text
        .lines()
        .skip(1)
        .any(|line| line.trim_start().starts_with('{'));
    match first {
        Ok(_) if more_lines => 90,
        Ok(record) if record.get("task_id").is_some() => 60,
        Ok(_) | Err(_) => 0,
    }
}

/// Reads one line of human-eval's `*_results.jsonl`.
fn read_line(line: &str, line_number: usize, _: &mut LineContext, tally: &mut Tally) {
    let location = || Place::Line(line_number);
    let Some(record) = object_on_line(line, line_number, Expected::TaskIdAndPassed, tally) else {
        return;
    };
    let Some(task) = record.get("task_id").and_then(id_text) else {
        return tally.skip(location(), ProblemKind::TaskIdMissing);
    };
    let passed = match record.get("passed") {
        Some(Value::Bool(passed)) => *passed,
        Some(other) => {
            return tally.skip(
                location(),
                ProblemKind::PassedNotBoolean(JsonKind::of(other)),
            )
        }
        None => match record.get("result").and_then(Value::as_str) {
            Some(result) => result == "passed",
            None => return tally.skip(location(), ProblemKind::NeitherPassedNorResult),
        },
    };
    tally.add_trial(&task, None, passed, At::Line(line_number));
}

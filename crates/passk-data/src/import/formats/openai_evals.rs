//! OpenAI evals record logs (`oaieval … --record_path`): a `spec` line, then one event per
//! line with `sample_id`, `type` and `data`; `final_report` lines may come anywhere. Each
//! `match` event is a trial of its sample, successful when `data.correct` is true; `spec`,
//! `final_report` and the other event types (`sampling`, `metrics`, …) are passed over and
//! counted. A log without any `match` event says so.

use serde_json::Value;

use super::super::json::id_text;
use super::super::problem::{Expected, JsonKind, Place, ProblemKind};
use super::super::tally::{At, Tally};
use super::{object_on_line, FormatSpec, LineContext, LineReading, Reader};

/// OpenAI evals in the registry.
pub const SPEC: FormatSpec = FormatSpec {
    fixtures: &["openai_evals_record.jsonl"],
    extensions: &[".jsonl", ".log"],
    reader: Reader::JsonLines(LineReading {
        read_line,
        survey: None,
    }),
    sniff,
    harness_errors: false,
};

/// A first line with `spec`, or an event with `sample_id`, `type` and `event_id`.
fn sniff(text: &str) -> u8 {
    let first_line = text.lines().next().unwrap_or("");
    match serde_json::from_str::<Value>(first_line) {
        Ok(record) if record.get("spec").is_some_and(Value::is_object) => 95,
        Ok(record)
            if record.get("sample_id").is_some()
                && record.get("type").is_some()
                && record.get("event_id").is_some() =>
        {
            95
        }
        Ok(_) | Err(_) => 0,
    }
}

/// Reads one line of an OpenAI evals record log.
fn read_line(line: &str, line_number: usize, context: &mut LineContext, tally: &mut Tally) {
    context.when_empty = Some(ProblemKind::NoMatchEvents);
    let location = || Place::Line(line_number);
    let Some(record) = object_on_line(line, line_number, Expected::Object, tally) else {
        return;
    };
    if record.get("type").and_then(Value::as_str) != Some("match") {
        // spec, final_report, sampling, metrics…: not trials.
        context.passed_over += 1;
        return;
    }
    let Some(sample) = record.get("sample_id").and_then(id_text) else {
        return tally.skip(location(), ProblemKind::IdMissing);
    };
    match record.get("data").and_then(|data| data.get("correct")) {
        Some(Value::Bool(correct)) => {
            tally.add_trial(&sample, None, *correct, At::Line(line_number))
        }
        Some(other) => tally.skip(
            location(),
            ProblemKind::CorrectNotBoolean(JsonKind::of(other)),
        ),
        None => tally.skip(location(), ProblemKind::Missing),
    }
}

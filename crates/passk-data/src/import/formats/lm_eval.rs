//! lm-evaluation-harness `--log_samples` files (`samples_<task>_<date time>.jsonl`): one
//! line per document and filter, with `doc_id`, `filter`, `metrics` (the names of the
//! per-sample values) and one key per metric. Lines of one `doc_id` under different filters
//! (`strict-match`, `flexible-extract`) are not trials: one metric under one filter counts,
//! chosen like inspect_ai's scorer (the first the file names by default, the others offered
//! as "metric (filter)"). Lines repeating a `doc_id` under the same filter (one file per
//! seed, concatenated) are its trials. A metric whose value is not a per-sample score (a
//! list that is aggregated later, as f1's and bleu's are) is said once for the file.

use serde_json::Value;

use super::super::json::{id_text, success_of};
use super::super::problem::{Expected, JsonKind, Place, ProblemKind};
use super::super::tally::{At, Tally};
use super::{object_on_line, FormatSpec, LineContext, Reader};

/// lm-evaluation-harness in the registry.
pub const SPEC: FormatSpec = FormatSpec {
    fixtures: &["lm_eval_samples.jsonl"],
    extensions: &[".jsonl"],
    reader: Reader::JsonLines(read_line),
    sniff,
};

/// A first line that is an object with `doc_id` and `filter` or `metrics`: above every
/// other JSON Lines format.
fn sniff(text: &str) -> u8 {
    let first_line = text.lines().next().unwrap_or("");
    match serde_json::from_str::<Value>(first_line) {
        Ok(record)
            if record.get("doc_id").is_some()
                && (record.get("filter").is_some() || record.get("metrics").is_some()) =>
        {
            95
        }
        Ok(_) | Err(_) => 0,
    }
}

/// The choice's name for a metric under a filter.
fn choice_name(metric: &str, filter: &str) -> String {
    format!("{metric} ({filter})")
}

/// Reads one line of an lm-evaluation-harness samples file.
fn read_line(line: &str, line_number: usize, context: &mut LineContext, tally: &mut Tally) {
    let location = || Place::Line(line_number);
    let Some(record) = object_on_line(line, line_number, Expected::Object, tally) else {
        return;
    };
    let Some(doc) = record.get("doc_id").and_then(id_text) else {
        return tally.skip(
            Place::Path(format!("line {line_number}: doc_id")),
            ProblemKind::IdMissing,
        );
    };
    let filter = record
        .get("filter")
        .and_then(Value::as_str)
        .unwrap_or("none");
    let metrics: Vec<&str> = record
        .get("metrics")
        .and_then(Value::as_array)
        .map(|names| names.iter().filter_map(Value::as_str).collect())
        .unwrap_or_default();
    for metric in &metrics {
        let name = choice_name(metric, filter);
        if !context.scorer.names.contains(&name) {
            context.scorer.names.push(name);
        }
    }
    let used = context
        .scorer
        .used
        .get_or_insert_with(|| {
            context.scorer.wanted.clone().unwrap_or_else(|| {
                metrics
                    .first()
                    .map(|metric| choice_name(metric, filter))
                    .unwrap_or_default()
            })
        })
        .clone();
    // Only the chosen metric under the chosen filter counts; the others are other views of
    // the same document, not trials.
    let Some(metric) = metrics
        .iter()
        .find(|metric| choice_name(metric, filter) == used)
    else {
        return;
    };
    let Some(value) = record.get(*metric) else {
        return tally.skip(location(), ProblemKind::NoScoreFromScorer { scorer: used });
    };
    match value {
        Value::Bool(_) | Value::Number(_) => match success_of(value, context.threshold) {
            Ok(success) => tally.add_trial(&doc, None, success, At::Line(line_number)),
            Err(kind) => tally.skip(location(), kind),
        },
        other @ (Value::Null | Value::String(_) | Value::Array(_) | Value::Object(_)) => {
            // Said once: every line of the file has the same kind of value.
            if context.first_time(&format!("not-a-score:{used}")) {
                tally.skip(
                    location(),
                    ProblemKind::ValueNotAScore {
                        metric: used,
                        found: JsonKind::of(other),
                    },
                );
            } else {
                context.passed_over += 1;
            }
        }
    }
}

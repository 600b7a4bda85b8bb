//! EvalPlus `*_eval_results.json` (`evalplus.evaluate`): `eval` maps each task to its
//! samples, each with `base_status` and `plus_status` ("pass", "fail", "timeout"); the older
//! layout maps each task to `{"nfiles", "base", "plus"}`, lists of `[status, details]` with
//! "success" or "failed". Two scorers, as EvalPlus reports: `base` (the original tests) and
//! `plus` (base + extra tests: a sample passes when it passes both, as EvalPlus counts it),
//! the default.

use serde_json::{Map, Value};

use super::super::json::ScorerChoice;
use super::super::problem::{Expected, JsonKind, Place, ProblemKind};
use super::super::tally::{At, Tally};
use super::super::whole::choose;
use super::{has_keys, FormatSpec, Reader};

/// EvalPlus in the registry.
pub const SPEC: FormatSpec = FormatSpec {
    fixtures: &[
        "evalplus_eval_results.json",
        "evalplus_eval_results_old.json",
    ],
    extensions: &[".json"],
    reader: Reader::JsonWhole(read_document),
    sniff,
    harness_errors: false,
};

/// The two scorers.
const BASE: &str = "base";
const PLUS: &str = "plus";

/// A JSON object with `eval` and a sample's statuses (or the older `nfiles`).
fn sniff(text: &str) -> u8 {
    let statuses = has_keys(text, &["eval", "base_status"]) || has_keys(text, &["eval", "nfiles"]);
    if text.starts_with('{') && statuses {
        90
    } else {
        0
    }
}

/// A status as EvalPlus writes it; None for one it does not write.
fn passed(status: &Value) -> Option<bool> {
    match status.as_str()? {
        "pass" | "success" => Some(true),
        "fail" | "failed" | "timeout" => Some(false),
        _ => None,
    }
}

/// Reads the whole results file.
fn read_document(document: &Value, _: f64, scorer: &mut ScorerChoice, tally: &mut Tally) {
    let Some(tasks) = document.get("eval").and_then(Value::as_object) else {
        return tally.skip(
            Place::Path("eval".into()),
            ProblemKind::WrongKind {
                found: JsonKind::of(document.get("eval").unwrap_or(&Value::Null)),
                expected: Expected::Object,
            },
        );
    };
    scorer.names = vec![BASE.to_string(), PLUS.to_string()];
    // By default base + extra, the number EvalPlus ranks by (HumanEval+, MBPP+).
    let plus = choose(scorer, Some(PLUS)).as_deref() == Some(PLUS);
    for (task, samples) in tasks {
        let path = format!("eval[{task:?}]");
        match samples {
            Value::Array(samples) => read_samples(task, &path, samples, plus, tally),
            Value::Object(older) => read_older(task, &path, older, plus, tally),
            other @ (Value::Null | Value::Bool(_) | Value::Number(_) | Value::String(_)) => tally
                .skip(
                    Place::Path(path),
                    ProblemKind::WrongKind {
                        found: JsonKind::of(other),
                        expected: Expected::Object,
                    },
                ),
        }
    }
}

/// The samples of one task (the current layout).
fn read_samples(task: &str, path: &str, samples: &[Value], plus: bool, tally: &mut Tally) {
    let keys: &[&'static str] = match plus {
        true => &["base_status", "plus_status"],
        false => &["base_status"],
    };
    'samples: for (index, sample) in samples.iter().enumerate() {
        let path = format!("{path}[{index}]");
        let mut statuses: Vec<(&str, &Value)> = Vec::with_capacity(keys.len());
        for &key in keys {
            match sample.get(key) {
                Some(status) => statuses.push((key, status)),
                None => {
                    tally.skip(Place::Path(format!("{path}.{key}")), ProblemKind::Missing);
                    continue 'samples;
                }
            }
        }
        add_sample(task, &path, &statuses, tally);
    }
}

/// One sample's statuses read: a success when every one passed.
fn add_sample(task: &str, path: &str, statuses: &[(&str, &Value)], tally: &mut Tally) {
    let mut success = true;
    for (key, status) in statuses {
        match passed(status) {
            Some(passed) => success &= passed,
            None => {
                let shown = status
                    .as_str()
                    .map_or_else(|| status.to_string(), str::to_string);
                return tally.skip(
                    Place::Path(format!("{path}.{key}")),
                    ProblemKind::NotASuccessValue(shown),
                );
            }
        }
    }
    tally.add_trial(task, None, success, At::Path(path));
}

/// The status of an older layout's `[status, details]` (or a bare status).
fn status_in(result: &Value) -> &Value {
    result.get(0).unwrap_or(result)
}

/// One task of the older layout: `base` and `plus` list each sample's `[status, details]`.
fn read_older(task: &str, path: &str, older: &Map<String, Value>, plus: bool, tally: &mut Tally) {
    let list = |key: &str| older.get(key).and_then(Value::as_array);
    let Some(base) = list(BASE) else {
        return tally.skip(Place::Path(format!("{path}.base")), ProblemKind::Missing);
    };
    let extra = list(PLUS);
    if plus && extra.is_none() {
        return tally.skip(Place::Path(format!("{path}.plus")), ProblemKind::Missing);
    }
    for (index, base_result) in base.iter().enumerate() {
        let mut statuses: Vec<(&str, &Value)> = vec![("base", status_in(base_result))];
        if plus {
            match extra.and_then(|extra| extra.get(index)) {
                Some(result) => statuses.push(("plus", status_in(result))),
                None => {
                    tally.skip(
                        Place::Path(format!("{path}.plus[{index}]")),
                        ProblemKind::Missing,
                    );
                    continue;
                }
            }
        }
        add_sample(task, &format!("{path}.base[{index}]"), &statuses, tally);
    }
}

#[cfg(test)]
mod tests {
    use crate::import::{import, ImportOptions, ProblemKind};

    const FIXTURE: &str = include_str!("../../../../../tests/fixtures/evalplus_eval_results.json");
    const OLDER: &str =
        include_str!("../../../../../tests/fixtures/evalplus_eval_results_old.json");

    #[test]
    fn base_and_plus_are_the_two_scorers_in_both_layouts() {
        for text in [FIXTURE, OLDER] {
            let successes = |scorer: &str| -> Vec<u64> {
                let read = import(
                    text,
                    ImportOptions {
                        scorer: Some(scorer.into()),
                        ..ImportOptions::default()
                    },
                );
                assert_eq!(read.scorers.names, ["base", "plus"]);
                assert_eq!(read.scorers.used.as_deref(), Some(scorer));
                read.tasks
                    .iter()
                    .map(|task| task.counts.successes)
                    .collect()
            };
            // base passes one more sample than base + extra on the tasks that fail some.
            assert_eq!(successes("base"), [8, 7, 5]);
            assert_eq!(successes("plus"), [8, 6, 4]);
        }
    }

    #[test]
    fn a_status_evalplus_does_not_write_is_said_by_path() {
        let text = r#"{"eval": {"HumanEval/0": [{"task_id": "HumanEval/0", "base_status": "maybe", "plus_status": "pass"}]}}"#;
        let read = import(text, ImportOptions::default());
        assert_eq!(
            read.problems[0].kind,
            ProblemKind::NotASuccessValue("maybe".into())
        );
    }
}

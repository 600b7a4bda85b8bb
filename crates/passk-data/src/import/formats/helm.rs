//! HELM `per_instance_stats.json` (a run's `benchmark_output/runs/<suite>/<run>/`): a list of
//! instances, each with `instance_id`, `train_trial_index` and its `stats` (`name.name`,
//! `mean`). An instance's trials are its train trials; the stat counted is one whose means
//! are successes on every instance (in [0, 1]: `exact_match`, `quasi_exact_match`…),
//! `exact_match` by default, the others offered. Instances under a perturbation (robustness,
//! fairness) are other views of an instance, not trials: left out, and said.

use std::collections::HashMap;

use serde_json::{Map, Value};

use super::super::json::{id_text, success_of, trial_key, ScorerChoice};
use super::super::problem::{Expected, JsonKind, Place, ProblemKind, Warning};
use super::super::tally::{At, Tally};
use super::super::whole::choose;
use super::{has_keys, FormatSpec, Reader};

/// HELM in the registry.
pub const SPEC: FormatSpec = FormatSpec {
    fixtures: &["helm_per_instance_stats.json"],
    extensions: &[".json"],
    reader: Reader::JsonWhole(read_document),
    sniff,
    harness_errors: false,
};

/// A JSON list of instances with `instance_id`, `train_trial_index` and `stats`.
fn sniff(text: &str) -> u8 {
    if text.starts_with('[') && has_keys(text, &["instance_id", "train_trial_index", "stats"]) {
        95
    } else {
        0
    }
}

/// The stat HELM's own tables lead with.
const DEFAULT_STAT: &str = "exact_match";

/// A stat's name and mean; None for one that is not a plain stat of the instance.
fn stat_of(stat: &Value) -> Option<(&str, &Value)> {
    let name = stat.get("name")?;
    if name.get("perturbation").is_some() {
        return None;
    }
    Some((name.get("name")?.as_str()?, stat.get("mean")?))
}

/// Whether a mean is a success as it stands (a boolean or a number in [0, 1]).
fn is_success_like(mean: &Value) -> bool {
    match mean {
        Value::Bool(_) => true,
        Value::Number(number) => number.as_f64().is_some_and(|x| (0.0..=1.0).contains(&x)),
        Value::Null | Value::String(_) | Value::Array(_) | Value::Object(_) => false,
    }
}

/// The stats every instance's means allow as successes, in the order first seen.
fn success_stats(instances: &[Value]) -> Vec<String> {
    let mut seen: Vec<(String, bool)> = Vec::new();
    let mut at: HashMap<String, usize> = HashMap::new();
    for stats in instances
        .iter()
        .filter_map(|instance| instance.get("stats")?.as_array())
    {
        for (name, mean) in stats.iter().filter_map(stat_of) {
            let success = is_success_like(mean);
            match at.get(name) {
                Some(&index) => seen[index].1 &= success,
                None => {
                    at.insert(name.to_string(), seen.len());
                    seen.push((name.to_string(), success));
                }
            }
        }
    }
    seen.into_iter()
        .filter(|(_, all)| *all)
        .map(|(name, _)| name)
        .collect()
}

/// Reads the whole list.
fn read_document(document: &Value, threshold: f64, scorer: &mut ScorerChoice, tally: &mut Tally) {
    let Some(instances) = document.as_array() else {
        return tally.skip(Place::Json, ProblemKind::NotAList);
    };
    scorer.names = success_stats(instances);
    let Some(used) = choose(scorer, Some(DEFAULT_STAT)) else {
        return tally.skip(
            Place::Json,
            ProblemKind::NoScoreFromScorer {
                scorer: DEFAULT_STAT.to_string(),
            },
        );
    };
    let mut perturbed = 0;
    for (index, instance) in instances.iter().enumerate() {
        let path = format!("[{index}]");
        let Some(instance) = instance.as_object() else {
            tally.skip(
                Place::Path(path),
                ProblemKind::WrongKind {
                    found: JsonKind::of(instance),
                    expected: Expected::Object,
                },
            );
            continue;
        };
        if instance.get("perturbation").is_some_and(|p| !p.is_null()) {
            perturbed += 1;
            continue;
        }
        read_instance(&path, instance, (&used, threshold), tally);
    }
    if perturbed > 0 {
        tally.warn(Warning::PerturbedInstances(perturbed));
    }
}

/// One instance's trial: the chosen stat's mean.
fn read_instance(
    path: &str,
    instance: &Map<String, Value>,
    (used, threshold): (&str, f64),
    tally: &mut Tally,
) {
    let Some(id) = instance.get("instance_id").and_then(id_text) else {
        return tally.skip(
            Place::Path(format!("{path}.instance_id")),
            ProblemKind::IdMissing,
        );
    };
    let trial = match trial_key(instance.get("train_trial_index")) {
        Ok(trial) => trial,
        Err(kind) => return tally.skip(Place::Path(format!("{path}.train_trial_index")), kind),
    };
    let mean = instance
        .get("stats")
        .and_then(Value::as_array)
        .and_then(|stats| {
            stats
                .iter()
                .filter_map(stat_of)
                .find(|(name, _)| *name == used)
        });
    let Some((_, mean)) = mean else {
        return tally.skip(
            Place::Path(format!("{path}.stats")),
            ProblemKind::NoScoreFromScorer {
                scorer: used.to_string(),
            },
        );
    };
    match success_of(mean, threshold) {
        Ok(success) => tally.add_trial(&id, trial, success, At::Path(path)),
        Err(kind) => tally.skip(Place::Path(format!("{path}.stats.{used}")), kind),
    }
}

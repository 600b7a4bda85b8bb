//! What a number rests on, in every JSON document: passk's version, each input's path,
//! size, SHA-256 and detected format, every option, the seed and the resample count, so a
//! number in a paper can be reproduced.

use serde_json::{json, Map, Value};

use passk_core::lang::Lang;
use passk_data::import::ImportOptions;

use crate::read::Run;

/// The `provenance` object: `runs` are the runs read, `options` the subcommand's own.
pub fn provenance(
    command: &str,
    (import, lang): (&ImportOptions, Lang),
    runs: &[&Run],
    options: Value,
    (seed, resamples): (Option<u64>, Option<u32>),
) -> Value {
    let inputs: Vec<Value> = runs
        .iter()
        .flat_map(|run| {
            run.inputs.iter().map(|input| {
                json!({
                    "run": run.name,
                    "path": input.path,
                    "bytes": input.bytes,
                    "sha256": input.sha256,
                    "format": input.format.map(|format| format.key()),
                })
            })
        })
        .collect();
    let mut all_options = Map::new();
    all_options.insert("command".into(), json!(command));
    all_options.insert("threshold".into(), json!(import.reward_threshold));
    all_options.insert("scorer".into(), json!(import.scorer));
    all_options.insert("infrastructure".into(), json!(import.infrastructure.key()));
    all_options.insert(
        "input_format".into(),
        json!(import.format.map(|format| format.key())),
    );
    all_options.insert("lang".into(), json!(lang.code()));
    if let Value::Object(own) = options {
        all_options.extend(own);
    }
    json!({
        "passk": env!("CARGO_PKG_VERSION"),
        "inputs": inputs,
        "options": all_options,
        "seed": seed,
        "resamples": resamples,
    })
}

/// A value with its 95% interval, as every JSON document writes one.
pub fn with_interval(value: f64, interval: Option<passk_core::stats::Interval>) -> Value {
    json!({
        "value": value,
        "lo": interval.map(|interval| interval.low),
        "hi": interval.map(|interval| interval.high),
    })
}

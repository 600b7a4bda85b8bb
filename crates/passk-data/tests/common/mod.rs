//! What the import tests share: the fixtures, the reports as an English reader sees them,
//! and the article's example checked.
#![allow(dead_code)]

use passk_core::aggregate::{across_tasks, Metric};
use passk_core::estimators::EstimateError;
use passk_core::lang::Lang;
use passk_core::stats::Bootstrap;
use passk_data::import::*;
use passk_words::prelude::*;

/// The malformed-input corpus in tests/fixtures/ (each case with the message it must get).
pub const MALFORMED_CORPUS: &str = "malformed.json";

/// tests/fixtures/.
pub fn fixtures_folder() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/fixtures")
}

/// A fixture's text, read from tests/fixtures/ by its file name.
pub fn fixture(name: &str) -> &'static str {
    let text = std::fs::read_to_string(fixtures_folder().join(name))
        .unwrap_or_else(|error| panic!("tests/fixtures/{name}: {error}"));
    Box::leak(text.into_boxed_str())
}

/// What a typed report says to an English reader (passk-words renders it; the data layer
/// only returns types).
pub trait English {
    fn en(&self) -> String;
}

impl English for Problem {
    fn en(&self) -> String {
        Lang::En.problem(self)
    }
}

impl English for Warning {
    fn en(&self) -> String {
        Lang::En.warning(self)
    }
}

impl English for DecodeError {
    fn en(&self) -> String {
        Lang::En.decode_error(self)
    }
}

impl English for Place {
    fn en(&self) -> String {
        Lang::En.place(self)
    }
}

impl English for EstimateError {
    fn en(&self) -> String {
        Lang::En.estimate_error(self)
    }
}

/// The warnings as an English reader sees them.
pub fn warnings(import: &Import) -> Vec<String> {
    import.warnings.iter().map(English::en).collect()
}

pub fn counts(import: &Import) -> Vec<(u64, u64)> {
    import
        .tasks
        .iter()
        .map(|task| (task.counts.trials, task.counts.successes))
        .collect()
}

pub fn assert_article_example(import: &Import) {
    assert_eq!(counts(import), vec![(8, 8), (8, 6), (8, 4)], "{import:?}");
    assert_eq!(import.skipped, 0, "{:?}", import.problems);
    let tasks: Vec<_> = import.tasks.iter().map(|task| task.counts).collect();
    let mean = |k, metric| {
        across_tasks(&tasks, k, metric, Bootstrap::default())
            .unwrap()
            .summary
            .unwrap()
            .mean
    };
    assert_eq!(mean(3, Metric::PassAtK), 41.0 / 42.0);
    assert_eq!(mean(3, Metric::PassHatK), 10.0 / 21.0);
}

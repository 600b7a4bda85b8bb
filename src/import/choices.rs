//! How an input is read: the choices a person makes beside it (format, reward threshold,
//! scorer, what a τ²-bench infrastructure error counts as). The data view and each compare
//! run keep theirs for the next visit; the leaderboard's apply to every run it reads.

use leptos::prelude::*;

use passk_core::input::FieldSpec;
use passk_data::import::{Format, ImportOptions, InfrastructureErrors};

/// The reading choices of one importer. `Copy`: every field is a handle.
#[derive(Clone, Copy)]
pub struct ImportChoices {
    /// The format picked by the person, or None to detect it.
    pub format: RwSignal<Option<Format>>,
    /// The reward threshold for a success.
    pub threshold: RwSignal<f64>,
    /// The scorer (inspect_ai) or metric (lm-evaluation-harness) picked, or None for the
    /// file's first.
    pub scorer: RwSignal<Option<String>>,
    /// What a τ²-bench infrastructure error counts as (tau2's metrics: left out).
    pub infrastructure: RwSignal<InfrastructureErrors>,
}

impl ImportChoices {
    /// Choices starting from `format`, `threshold` (kept only when in [0, 1]) and `scorer`.
    pub fn new(format: Option<Format>, threshold: Option<f64>, scorer: Option<String>) -> Self {
        ImportChoices {
            format: RwSignal::new(format),
            threshold: RwSignal::new(
                threshold
                    .filter(|value| (0.0..=FieldSpec::THRESHOLD_MAX).contains(value))
                    .unwrap_or(ImportOptions::default().reward_threshold),
            ),
            scorer: RwSignal::new(scorer),
            infrastructure: RwSignal::new(InfrastructureErrors::default()),
        }
    }

    /// The options an import reads with, untracked.
    pub fn options(&self) -> ImportOptions {
        ImportOptions {
            format: self.format.get_untracked(),
            reward_threshold: self.threshold.get_untracked(),
            scorer: self.scorer.get_untracked(),
            infrastructure: self.infrastructure.get_untracked(),
        }
    }
}

//! What the `passk` command says that no page does: the gate's one line.

use passk_core::compare::GateVerdict;

/// The gate's numbers, each already written for the language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GateLine {
    /// Failed, passed, or too few tasks to tell.
    pub verdict: GateVerdict,
    /// "pass@1", "pass^3", "avg@k".
    pub metric: String,
    /// The baseline's mean.
    pub baseline: String,
    /// The candidate's mean.
    pub candidate: String,
    /// Candidate − baseline, signed.
    pub difference: String,
    /// The paired t 95% interval of the difference; None with one task.
    pub interval: Option<(String, String)>,
    /// The drop allowed, in points.
    pub max_drop: String,
    /// Tasks compared.
    pub tasks: usize,
}

every_language_says! {
    /// What command.rs says: each language says it in its own file (`languages/`), and
    /// [`Lang`](passk_core::lang::Lang) by asking its language.
    pub trait CommandText {
        /// "FAIL: pass@1 went from 80% to 70% (−10 points; 95% CI −14 – −6 over 200 tasks),
        /// a drop of more than 2 points with 95% confidence."
        fn gate_line(&self, line: &GateLine) -> String;
    }
}

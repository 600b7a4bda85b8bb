//! What an import says: each problem (where, what was wrong), each warning about the whole
//! file, each reason a file is not text, and the formats' names, in every language. The
//! English forms are also the types' `Display`, for logs and tests.

use passk_core::estimators::EstimateError;
use passk_core::lang::Lang;
use passk_data::import::{
    ArchiveFault, Count, DecodeError, Format, InfrastructureErrors, JsonKind, Layout, Place,
    Problem, ProblemKind, Warning,
};

/// "s" for English plurals.
pub(crate) fn plural(count: usize) -> &'static str {
    if count == 1 {
        ""
    } else {
        "s"
    }
}

every_language_says! {
    /// What problems.rs says: each language says it in its own file (`languages/`), and
    /// [`Lang`] by asking its language.
    pub trait ProblemText {
        /// Where something is.
        fn place(&self, place: &Place) -> String;

        /// (Helper.)
        fn json_kind(&self, kind: JsonKind) -> &'static str;

        /// Why the estimators refuse counts.
        fn estimate_error(&self, error: &EstimateError) -> String;

        /// What was wrong, without where.
        fn problem_kind(&self, kind: &ProblemKind) -> String;

        /// A warning about the whole file.
        fn warning(&self, warning: &Warning) -> String;

        /// Why a file is not text.
        fn decode_error(&self, error: &DecodeError) -> String;

        /// A format's name in the picker.
        fn format_label(&self, format: Format) -> &'static str;

        /// The τ²-bench infrastructure-error picker's label and its choices.
        fn infrastructure_words(&self, choice: Option<InfrastructureErrors>) -> &'static str;

        /// A damaged `.eval` archive: which member, what was wrong, and what to do.
        fn archive_damaged(&self, name: &str, member: &str, fault: &ArchiveFault) -> String;
    }
}

/// What problems.rs says the same way in every language (implemented for [`Lang`]).
pub trait ProblemShared {
    /// A problem: "line 4: c = 9 is more than n = 8: …".
    fn problem(self, problem: &Problem) -> String;
}

impl ProblemShared for Lang {
    fn problem(self, problem: &Problem) -> String {
        format!(
            "{}: {}",
            self.place(&problem.place),
            self.problem_kind(&problem.kind)
        )
    }
}

/// The count's symbol, the same in every language.
pub(crate) fn count(count: &Count) -> &'static str {
    match count {
        Count::Trials => "n",
        Count::Successes => "c",
    }
}

/// The columns a layout needs, as a header would name them (the same in every language).
pub(crate) fn layout_columns(layout: Layout) -> &'static str {
    match layout {
        Layout::TaskTrialsSuccesses => "task, n, c",
        Layout::TaskTrialSuccess => "task, trial, success",
        Layout::TaskSuccess => "task, success",
    }
}

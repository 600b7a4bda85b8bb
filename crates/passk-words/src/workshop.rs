//! The words of the workshop tools: the benchmark reruns and the quiz.

use passk_core::quiz::QuestionKind;

/// Every fixed string of the reruns panel and the quiz.
#[derive(Debug)]
#[cfg_attr(test, derive(serde::Serialize))]
pub struct WorkshopWords {
    /// Heading of the reruns panel.
    pub rerun_heading: &'static str,
    /// What the reruns show.
    pub rerun_help: &'static str,
    /// Label: tasks per run.
    pub label_tasks: &'static str,
    /// Label: trials per task.
    pub label_trials: &'static str,
    /// Button: one rerun.
    pub rerun_once: &'static str,
    /// Button: a hundred reruns.
    pub rerun_hundred: &'static str,
    /// Button: a new seed.
    pub new_seed: &'static str,
    /// Histogram x axis.
    pub axis_measured: &'static str,
    /// Histogram y axis.
    pub axis_reruns: &'static str,
    /// Tab and heading of the quiz.
    pub quiz_title: &'static str,
    /// What the quiz asks of the reader.
    pub quiz_help: &'static str,
    /// Label of the guess slider.
    pub guess_label: &'static str,
    /// Button: reveal.
    pub reveal: &'static str,
    /// Button: next question.
    pub next: &'static str,
}

every_language_says! {
    /// What workshop.rs says: each language says it in its own file (`languages/`), and
    /// [`Lang`] by asking its language.
    pub trait WorkshopText {
        /// The words of the workshop tools.
        fn workshop_words(&self) -> &'static WorkshopWords;

        /// "12 reruns: measured pass^3 averages 58.1% (true 58.24%), standard deviation 3.2 points."
        fn rerun_summary(&self, runs: usize, k: u32, mean: &str, truth: &str, sd: &str) -> String;

        /// A quiz question; `rate` is already a percentage.
        fn quiz_question(&self, kind: QuestionKind, rate: &str, count: u32) -> String;

        /// Why the answer is what it is, in one line; `p` and `miss` are decimals (0.9, 0.1).
        fn quiz_reason(&self, kind: QuestionKind, p: &str, miss: &str, count: u32) -> String;

        /// The reveal: the answer, the guess and the gap (all already written).
        fn quiz_result(&self, answer: &str, guess: &str, gap: &str) -> String;

        /// The running score.
        fn quiz_score(&self, answered: usize, mean_gap: &str) -> String;

        /// The reruns need at least k trials per task.
        fn rerun_too_few_trials(&self, k: u32) -> String;

        /// The seed the reruns draw from, so a reader can see what a link reproduces.
        fn rerun_seed(&self, seed: u64) -> String;

        /// The link's `seed=` (as written) is not one the reruns can use; seed `used` is.
        fn rerun_seed_refused(&self, written: &str, used: u64) -> String;
    }
}

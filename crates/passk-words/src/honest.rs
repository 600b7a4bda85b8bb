//! The words of the spectrum between pass@k and pass^k (the explorer's m) and of the data
//! view's honest numbers: the posterior at any k, G-Pass@k_τ, Cover@τ, Wilson, and which
//! estimator and interval each readout shows.

use passk_core::posterior::{EstimatorChoice, PriorChoice};

/// The fixed strings of the data view's honest-numbers panel.
#[derive(Debug)]
#[cfg_attr(test, derive(serde::Serialize))]
pub struct HonestWords {
    /// The panel's heading.
    pub heading: &'static str,
    /// What the panel adds, in two sentences.
    pub help: &'static str,
    /// Label of the τ field.
    pub tau_label: &'static str,
    /// Label of the prior picker.
    pub prior_label: &'static str,
    /// Label of the estimator picker.
    pub estimator_label: &'static str,
    /// Under the posterior pass@k.
    pub meaning_post_at: &'static str,
    /// Under the posterior pass^k.
    pub meaning_post_hat: &'static str,
    /// Under Bayes@N.
    pub meaning_bayes: &'static str,
    /// Under G-Pass@k_τ.
    pub meaning_g_pass: &'static str,
    /// Under mG-Pass@k.
    pub meaning_mg_pass: &'static str,
    /// Under Cover@τ.
    pub meaning_cover: &'static str,
    /// Title of the Wilson readout.
    pub wilson_title: &'static str,
    /// Under the Wilson readout.
    pub meaning_wilson: &'static str,
    /// Said when the t interval was clipped to [0, 1].
    pub t_too_few: &'static str,
    /// The results block's button.
    pub copy_results: &'static str,
    /// Said once the block is on the clipboard.
    pub copied: &'static str,
    /// The results block's format picker's label.
    pub block_format_label: &'static str,
    /// The results block's heading (the `<details>` summary).
    pub block_heading: &'static str,
}

every_language_says! {
    /// What honest.rs says: each language says it in its own file (`languages/`), and
    /// [`Lang`] by asking its language.
    pub trait HonestText {
        /// The fixed strings of the honest-numbers panel.
        fn honest_words(&self) -> &'static HonestWords;

        /// The m slider's label.
        fn m_label(&self) -> &'static str;

        /// How m reads aloud ("at least 2 successes").
        fn spoken_m(&self, m: u32) -> String;

        /// The m readout's title ("at least 2 of 3").
        fn at_least_title(&self, m: u32, k: u32) -> String;

        /// Under the m readout.
        fn at_least_meaning(&self) -> &'static str;

        /// The k chart's legend for the curve at the share m/k.
        fn share_legend(&self, m: u32, k: u32) -> String;

        /// A prior's name ("uniform, Beta(1, 1)").
        fn prior_name(&self, prior: PriorChoice) -> &'static str;

        /// An estimator's name for the picker.
        fn estimator_name(&self, estimator: EstimatorChoice) -> &'static str;

        /// What a readout shows, in one line: the estimator and the interval method.
        fn estimator_note(&self, estimator: EstimatorChoice, prior: &str) -> String;

        /// "95% credible interval a – b".
        fn credible_interval(&self, low: &str, high: &str) -> String;

        /// "95% Wilson score interval a – b".
        fn wilson_interval(&self, low: &str, high: &str) -> String;

        /// "unbiased, over 3 tasks with at least k trials; 2 left out".
        fn draw_note(&self, used: u64, excluded: u64, k: u64) -> String;

        /// "Cover@τ: 2 of 3 tasks succeed at least τ of the time" style note.
        fn cover_note(&self, tasks: u64) -> String;

        /// The data chart's legend for the posterior continuation past n.
        fn posterior_legend(&self, metric: &str) -> String;

        /// A posterior readout's title ("posterior pass^10").
        fn posterior_title(&self, metric: &str, k: u64) -> String;

        /// Under the Wilson readout: what it rests on.
        fn wilson_note(&self, tasks: u64) -> String;
    }
}

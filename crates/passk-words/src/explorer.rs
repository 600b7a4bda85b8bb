//! The explorer's words: every fixed string of the sliders, readouts, panels and sharing
//! tools, and the sentences built from their numbers, in each language's own word order.

use passk_core::input::FieldSpec;
use passk_core::lang::Lang;
use passk_core::presets::PresetId;
use passk_core::share::Theme;

every_language_says! {
    /// What explorer.rs says: each language says it in its own file (`languages/`), and
    /// [`Lang`] by asking its language.
    pub trait ExplorerText {
        /// The crash notice: what happened, what to do, the reload link. The page keeps these on
        /// `<html>` (`data-crash-*`), because the notice is shown when no wasm can run any more.
        fn crash_words(&self) -> CrashWords;

        /// The readouts in one sentence anyone can read; `rate`, `all` (pass^k) and `any`
        /// (pass@k) are already written as percentages.
        fn explorer_sentence(&self, rate: &str, k: u32, all: &str, any: &str) -> String;

        /// The explorer's regions, for screen readers: controls, results, sharing.
        fn explorer_regions(&self) -> ExplorerRegions;

        /// The widget's words (sliders, readouts, charts).
        fn words(&self) -> &'static Words;

        /// The full page's own words (masthead, panels, presets, sharing).
        fn page_words(&self) -> &'static PageWords;

        /// The theme button's name for a theme (None: the system's).
        fn theme_name(&self, theme: Option<Theme>) -> &'static str;

        /// "For pass^8 ≥ 90% you need p ≥ 98.69%."
        fn need_rate(&self, k: u32, target: &str, needed: &str) -> String;

        /// "For pass@3 ≥ 90% p ≥ 53.58% is enough."
        fn need_rate_at(&self, k: u32, target: &str, needed: &str) -> String;

        /// "At p = 95% the chain stays above 80% for at most 4 steps."
        fn chain_limit(&self, rate: &str, target: &str, steps: Option<u32>) -> String;

        /// "A 4-step chain at 90% needs 97.4% per step."
        fn step_rate_needed(&self, steps: u32, target: &str, needed: &str) -> String;

        /// A preset's label and its source: one arm per preset in each language's file, so
        /// a new preset does not compile until every language names it.
        fn preset_words(&self, preset: PresetId) -> PresetWords;
    }
}

/// What explorer.rs says the same way in every language (implemented for [`Lang`]).
pub trait ExplorerShared {
    /// A number (or a text holding numbers) written the language's way: Portuguese uses a
    /// decimal comma. Only the display changes; `data-value` keeps the point.
    fn number(self, text: &str) -> String;
}

impl ExplorerShared for Lang {
    fn number(self, text: &str) -> String {
        let decimal = self.number_style().decimal;
        if decimal == '.' {
            text.to_string()
        } else {
            text.replace('.', &decimal.to_string())
        }
    }
}

/// The widget's fixed strings: the sliders, readouts and charts (all the embed shows).
#[derive(Debug)]
#[cfg_attr(test, derive(serde::Serialize))]
pub struct Words {
    /// Label of the p control.
    pub label_p: &'static str,
    /// Label of the k control.
    pub label_k: &'static str,
    /// Label of the steps control.
    pub label_steps: &'static str,
    /// Under pass@k.
    pub meaning_at: &'static str,
    /// Under pass^k.
    pub meaning_hat: &'static str,
    /// Under the chain.
    pub meaning_chain: &'static str,
    /// Title of the chain readout, before the step count.
    pub chain_title: &'static str,
    /// Caption of chart 1.
    pub caption_k: &'static str,
    /// Caption of chart 2.
    pub caption_steps: &'static str,
    /// x axis of chart 1.
    pub axis_k: &'static str,
    /// y axis of chart 1.
    pub axis_probability: &'static str,
    /// x axis of chart 2.
    pub axis_steps: &'static str,
    /// y axis of chart 2.
    pub axis_end_to_end: &'static str,
    /// Legend: pass@k.
    pub legend_at: &'static str,
    /// Legend: pass^k.
    pub legend_hat: &'static str,
    /// Legend: spread pass@k.
    pub legend_spread_at: &'static str,
    /// Legend: spread pass^k.
    pub legend_spread_hat: &'static str,
    /// Legend: chain.
    pub legend_chain: &'static str,
    /// Legend: verified chain.
    pub legend_verified: &'static str,
    /// "steps" after a number.
    pub steps_unit: &'static str,
    /// "attempts" after a number.
    pub attempts_unit: &'static str,
    /// "percent" after a number (aria-valuetext).
    pub percent_word: &'static str,
    /// The embed's link to the full page.
    pub open_in_passk: &'static str,
    /// The data table under each chart.
    pub data_table: &'static str,
}

/// The full page's own fixed strings: masthead, teaching panels, presets and sharing tools.
/// Apart from [`Words`] so the embed page's binary does not carry them.
#[derive(Debug)]
#[cfg_attr(test, derive(serde::Serialize))]
pub struct PageWords {
    /// Before "pass@k" in the lede.
    pub lede_start: &'static str,
    /// Between "pass@k" and "pass^k".
    pub lede_middle: &'static str,
    /// After "pass^k".
    pub lede_end: &'static str,
    /// Tab: the explorer.
    pub tab_explore: &'static str,
    /// Tab: the data view.
    pub tab_data: &'static str,
    /// The tab list, for screen readers.
    pub tabs_label: &'static str,
    /// Label of the verifier's catch rate.
    pub label_v: &'static str,
    /// Label of the retries.
    pub label_r: &'static str,
    /// Label of the spread control.
    pub label_spread: &'static str,
    /// Title of the verified chain readout.
    pub chain_verified_title: &'static str,
    /// Under the verified chain: before the effective per-step rate.
    pub effective_step: &'static str,
    /// Section headings.
    pub heading_verify: &'static str,
    /// Explains the verifier panel.
    pub verify_help: &'static str,
    /// Heading of the spread panel.
    pub heading_spread: &'static str,
    /// Explains the spread.
    pub spread_help: &'static str,
    /// Spread 0.
    pub spread_equal: &'static str,
    /// Spread 1.
    pub spread_all_or_nothing: &'static str,
    /// Heading of the inverse questions.
    pub heading_inverse: &'static str,
    /// Heading of the presets.
    pub heading_presets: &'static str,
    /// The assumption under the closed forms.
    pub footnote: &'static str,
    /// Sharing buttons.
    pub copy_link: &'static str,
    /// Copy the iframe snippet.
    pub copy_embed: &'static str,
    /// After copying.
    pub copied: &'static str,
    /// Export the chart as PNG.
    pub export_png: &'static str,
    /// Export the chart as SVG.
    pub export_svg: &'static str,
    /// Export the values as CSV.
    pub export_csv: &'static str,
    /// The theme switch.
    pub theme_label: &'static str,
    /// The language picker.
    pub language_label: &'static str,
}

/// The crash notice: what happened, what to do, the reload link.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(test, derive(serde::Serialize))]
pub struct CrashWords {
    /// What happened.
    pub title: &'static str,
    /// What to do.
    pub help: &'static str,
    /// The reload link's text.
    pub reload: &'static str,
}

/// The explorer's regions, as screen readers name them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(test, derive(serde::Serialize))]
pub struct ExplorerRegions {
    /// The sliders.
    pub controls: &'static str,
    /// The readouts.
    pub results: &'static str,
    /// The sharing tools.
    pub share: &'static str,
}

/// What a preset button says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(test, derive(serde::Serialize))]
pub struct PresetWords {
    /// What the preset shows ("75% × 3 trials (98% vs 42%)").
    pub label: &'static str,
    /// Where its numbers come from.
    pub source: &'static str,
}

// What the sliders' aria-valuetext says.

/// p as a screen reader says it ("80 percent").
pub fn spoken_rate(per_mille: u32, lang: Lang) -> String {
    format!(
        "{} {}",
        lang.number(&FieldSpec::RATE.field_text(per_mille)),
        lang.words().percent_word
    )
}

/// A percentage as a screen reader says it.
pub fn spoken_percent(percent: u32, lang: Lang) -> String {
    format!("{percent} {}", lang.words().percent_word)
}

/// k as a screen reader says it ("6 attempts").
pub fn spoken_k(k: u32, lang: Lang) -> String {
    format!("{k} {}", lang.words().attempts_unit)
}

/// A step count as a screen reader says it.
pub fn spoken_steps(steps: u32, lang: Lang) -> String {
    format!("{steps} {}", lang.words().steps_unit)
}

/// A plain count as a screen reader says it.
pub fn spoken_count(count: u32, _lang: Lang) -> String {
    count.to_string()
}

/// The spread as a screen reader says it, naming its two ends.
pub fn spoken_spread(hundredths: u32, lang: Lang) -> String {
    let words = lang.page_words();
    let value = lang.number(&FieldSpec::SPREAD.show(hundredths));
    match hundredths {
        0 => format!("{value}, {}", words.spread_equal),
        100 => format!("{value}, {}", words.spread_all_or_nothing),
        _ => value,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_per_language() {
        assert_eq!(Lang::Pt.number("99.99%"), "99,99%");
        assert_eq!(Lang::Ko.number("99.99%"), "99.99%");
    }

    #[test]
    fn inverse_sentences() {
        assert_eq!(
            Lang::En.need_rate(8, "90%", "98.69%"),
            "For pass^8 ≥ 90% you need p ≥ 98.69%."
        );
        assert_eq!(
            Lang::En.chain_limit("95%", "80%", Some(4)),
            "At p = 95% the chain stays above 80% for at most 4 steps."
        );
    }
}

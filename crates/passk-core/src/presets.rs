//! One-click examples from the source articles, each with where its numbers come from.

use super::beta::Difficulty;

/// A named starting point for the explorer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Preset {
    /// Which preset.
    pub id: PresetId,
    /// The stable name used in `data-testid="preset-<name>"`.
    pub name: &'static str,
    /// p in tenths of a percent.
    pub rate_per_mille: u32,
    /// Attempts k.
    pub k: u32,
    /// Steps of the multi-step agent.
    pub steps: u32,
    /// Difficulty spread in hundredths (0 = every task equally hard).
    pub spread_hundredths: u32,
    /// m of "at least m of the k attempts", when the preset is about it (else ⌈k/2⌉).
    pub at_least_m: Option<u32>,
}

crate::closed_set! {
    /// The presets, each named once with its key (`data-testid="preset-<key>"`, the link
    /// cards' file names): the page lists them in [`PresetId::ALL`] order, and
    /// `passk_words` gives each its label and source by an exhaustive match.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum PresetId {
        /// Anthropic's evals article: 75% × 3 trials (000 article).
        Anthropic75x3 = "anthropic-75x3",
        /// The Korean slider widget's default: 80% × 6 (002 article).
        Korean80x6 = "korean-80x6",
        /// Coding at 60%, k = 1.
        Coding60K1 = "coding-60-k1",
        /// Coding at 60%, k = 3 (93.6%).
        Coding60K3 = "coding-60-k3",
        /// Coding at 60%, k = 10 (99.99%).
        Coding60K10 = "coding-60-k10",
        /// The insurance agent: 4 steps at 95% (81.45%).
        Insurance4Steps = "insurance-4-steps",
        /// 10 steps at 95%.
        Insurance10Steps = "insurance-10-steps",
        /// 20 steps at 95%.
        Insurance20Steps = "insurance-20-steps",
        /// 99% per step, 20 steps.
        Steps99x20 = "steps-99x20",
        /// Codex on HumanEval: 28.8% pass@1 but 70.2% at k = 100 (Chen et al. 2021).
        CodexHumanEval = "codex-humaneval",
        /// τ-bench retail (Yao et al. 2024): fewer than 50% of tasks solved, pass^8 below 25%.
        TauBenchRetail = "tau-bench-retail",
        /// A majority of 5 runs at 75%: at least 3 of 5 is 89.65%, between pass@5 (99.90%) and
        /// pass^5 (23.73%): what G-Pass@k measures on data.
        Majority75x5 = "majority-75x5",
    }
}

impl PresetId {
    /// What the preset sets.
    pub fn preset(self) -> Preset {
        let (rate_per_mille, k, steps, spread_hundredths, at_least_m) = match self {
            PresetId::Anthropic75x3 => (750, 3, 4, 0, None),
            PresetId::Korean80x6 => (800, 6, 4, 0, None),
            PresetId::Coding60K1 => (600, 1, 4, 0, None),
            PresetId::Coding60K3 => (600, 3, 4, 0, None),
            PresetId::Coding60K10 => (600, 10, 4, 0, None),
            PresetId::Insurance4Steps => (950, 6, 4, 0, None),
            PresetId::Insurance10Steps => (950, 6, 10, 0, None),
            PresetId::Insurance20Steps => (950, 6, 20, 0, None),
            PresetId::Steps99x20 => (990, 6, 20, 0, None),
            // Codex: 28.8% pass@1 but 70.2% with 100 samples, far below the i.i.d. ~100%: the
            // spread is the one that makes the Beta model's pass@100 equal 70.2%.
            PresetId::CodexHumanEval => (288, 100, 4, CODEX_SPREAD, None),
            PresetId::TauBenchRetail => (500, 8, 4, TAU_SPREAD, None),
            PresetId::Majority75x5 => (750, 5, 4, 0, Some(3)),
        };
        Preset {
            id: self,
            name: self.key(),
            rate_per_mille,
            k,
            steps,
            spread_hundredths,
            at_least_m,
        }
    }
}

/// The spread (hundredths) for which Beta pass@100 at mean 28.8% is closest to 70.2%;
/// checked by a test against [`spread_for_pass_at_k`].
const CODEX_SPREAD: u32 = 60;
/// The spread (hundredths) for which Beta pass^8 at mean 50% is closest to 25%.
const TAU_SPREAD: u32 = 60;

/// Every preset, in the page's order.
pub fn all_presets() -> impl Iterator<Item = Preset> {
    PresetId::ALL.into_iter().map(PresetId::preset)
}

/// The spread ρ at which the Beta model's pass@k at `mean` equals `target`, by bisection
/// (pass@k falls as the spread grows). None when the target is outside what spreads give.
pub fn spread_for_pass_at_k(mean: f64, k: u64, target: f64) -> Option<f64> {
    let value = |spread: f64| Difficulty::from_mean_spread(mean, spread).expected_pass_at_k(k);
    bisect(value, target, true)
}

/// The spread ρ at which the Beta model's pass^k at `mean` equals `target` (pass^k rises
/// with the spread).
pub fn spread_for_pass_hat_k(mean: f64, k: u64, target: f64) -> Option<f64> {
    let value = |spread: f64| Difficulty::from_mean_spread(mean, spread).expected_pass_hat_k(k);
    bisect(value, target, false)
}

fn bisect(value: impl Fn(f64) -> f64, target: f64, falling: bool) -> Option<f64> {
    let (mut low, mut high) = (0.0_f64, 1.0_f64);
    let (at_low, at_high) = (value(low), value(high));
    let (smallest, largest) = if falling {
        (at_high, at_low)
    } else {
        (at_low, at_high)
    };
    if !(smallest..=largest).contains(&target) {
        return None;
    }
    for _ in 0..60 {
        let middle = (low + high) / 2.0;
        let above = value(middle) > target;
        if above == falling {
            low = middle;
        } else {
            high = middle;
        }
    }
    Some((low + high) / 2.0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::closed_form::Rate;

    /// `ALL` and the keys come from the one declaration; each preset's own entry names it.
    #[test]
    fn every_preset_names_itself() {
        for id in PresetId::ALL {
            assert_eq!(id.preset().id, id);
            assert_eq!(PresetId::from_key(id.preset().name), Some(id));
        }
    }

    #[test]
    fn presets_reproduce_the_articles_numbers() {
        let find = |name| all_presets().find(|p| p.name == name).unwrap();
        let anthropic = find("anthropic-75x3");
        let rate = Rate::from_per_mille(anthropic.rate_per_mille);
        assert_eq!(rate.pass_at_k(anthropic.k), 0.984375);
        assert_eq!(rate.pass_hat_k(anthropic.k), 0.421875);
        let insurance = find("insurance-4-steps");
        assert_eq!(
            Rate::from_per_mille(insurance.rate_per_mille).chain_success(insurance.steps),
            0.81450625
        );
        // A majority of 5 at 75%: 10·0.75³·0.25² + 5·0.75⁴·0.25 + 0.75⁵, between the ends.
        let majority = find("majority-75x5");
        let p = Rate::from_per_mille(majority.rate_per_mille).probability();
        let m = majority.at_least_m.unwrap();
        assert_eq!(
            crate::spectrum::at_least_m_of_k(p, majority.k, m),
            0.896484375
        );
        assert_eq!(all_presets().count(), 12);
    }

    #[test]
    fn the_codex_and_tau_spreads_hit_their_reported_numbers() {
        let codex = spread_for_pass_at_k(0.288, 100, 0.702).unwrap();
        assert_eq!((codex * 100.0).round() as u32, CODEX_SPREAD);
        let model = Difficulty::from_mean_spread(0.288, f64::from(CODEX_SPREAD) / 100.0);
        assert!((model.expected_pass_at_k(100) - 0.702).abs() < 0.01);
        let tau = spread_for_pass_hat_k(0.5, 8, 0.25).unwrap();
        assert_eq!((tau * 100.0).round() as u32, TAU_SPREAD);
        assert!(spread_for_pass_at_k(0.288, 100, 0.1).is_none());
    }
}

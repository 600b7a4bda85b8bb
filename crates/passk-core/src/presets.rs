//! One-click examples from the source articles, each with where its numbers come from.

use super::beta::Difficulty;

/// A named starting point for the explorer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Preset {
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
}

/// The presets, in the order the page lists them. Labels and sources are in `i18n`.
pub const PRESETS: [Preset; 10] = [
    Preset {
        name: "anthropic-75x3",
        rate_per_mille: 750,
        k: 3,
        steps: 4,
        spread_hundredths: 0,
    },
    Preset {
        name: "korean-80x6",
        rate_per_mille: 800,
        k: 6,
        steps: 4,
        spread_hundredths: 0,
    },
    Preset {
        name: "coding-60-k1",
        rate_per_mille: 600,
        k: 1,
        steps: 4,
        spread_hundredths: 0,
    },
    Preset {
        name: "coding-60-k3",
        rate_per_mille: 600,
        k: 3,
        steps: 4,
        spread_hundredths: 0,
    },
    Preset {
        name: "coding-60-k10",
        rate_per_mille: 600,
        k: 10,
        steps: 4,
        spread_hundredths: 0,
    },
    Preset {
        name: "insurance-4-steps",
        rate_per_mille: 950,
        k: 6,
        steps: 4,
        spread_hundredths: 0,
    },
    Preset {
        name: "insurance-10-steps",
        rate_per_mille: 950,
        k: 6,
        steps: 10,
        spread_hundredths: 0,
    },
    Preset {
        name: "insurance-20-steps",
        rate_per_mille: 950,
        k: 6,
        steps: 20,
        spread_hundredths: 0,
    },
    Preset {
        name: "steps-99x20",
        rate_per_mille: 990,
        k: 6,
        steps: 20,
        spread_hundredths: 0,
    },
    // Codex: 28.8% pass@1 but 70.2% with 100 samples, far below the i.i.d. ~100%: the
    // spread is the one that makes the Beta model's pass@100 equal 70.2%.
    Preset {
        name: "codex-humaneval",
        rate_per_mille: 288,
        k: 100,
        steps: 4,
        spread_hundredths: CODEX_SPREAD,
    },
];

/// τ-bench retail (Yao et al. 2024): fewer than 50% of tasks solved, pass^8 below 25%.
pub const TAU_BENCH_RETAIL: Preset = Preset {
    name: "tau-bench-retail",
    rate_per_mille: 500,
    k: 8,
    steps: 4,
    spread_hundredths: TAU_SPREAD,
};

/// The spread (hundredths) for which Beta pass@100 at mean 28.8% is closest to 70.2%;
/// checked by a test against [`spread_for_pass_at_k`].
const CODEX_SPREAD: u32 = 60;
/// The spread (hundredths) for which Beta pass^8 at mean 50% is closest to 25%.
const TAU_SPREAD: u32 = 60;

/// Every preset, the τ-bench one last.
pub fn all_presets() -> impl Iterator<Item = Preset> {
    PRESETS.into_iter().chain(std::iter::once(TAU_BENCH_RETAIL))
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
        assert_eq!(all_presets().count(), 11);
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

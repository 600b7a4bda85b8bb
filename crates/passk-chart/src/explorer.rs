//! The explorer's two charts, built from the closed forms: pass@k and pass^k over k, and a
//! chain's success over its steps.

use super::model::{CurveChart, Ink, Marker, Series, Stroke};
use passk_core::beta::Difficulty;
use passk_core::closed_form::Rate;
use passk_core::curves::{k_axis_max, k_curve, steps_axis_max, steps_curve};
use passk_core::format::percent;
use passk_core::lang::Lang;
use passk_core::spectrum::{same_share, AtLeastCurve};
use passk_words::prelude::*;

/// How far apart (in probability) two markers' values must be for both labels to show.
const LABEL_CLEARANCE: f64 = 0.2;

/// Chart 1: pass@k rising and pass^k falling over k, with the current k marked; between
/// them, "at least the share m/k of the attempts" (drawn when 1 < m < k, where it differs
/// from both); with a difficulty spread, the spread's curves beside the i.i.d. ones, and
/// the share's curve under the spread.
pub fn k_chart(
    rate: Rate,
    (k, m): (u32, u32),
    spread: Option<Difficulty>,
    lang: Lang,
) -> CurveChart {
    let words = lang.words();
    let x_max = k_axis_max(k);
    let curve = k_curve(rate, x_max);
    let at: Vec<(f64, f64)> = curve
        .iter()
        .map(|point| (f64::from(point.k), point.pass_at_k))
        .collect();
    let hat: Vec<(f64, f64)> = curve
        .iter()
        .map(|point| (f64::from(point.k), point.pass_hat_k))
        .collect();
    let at_reading = rate.pass_at_k_reading(k);
    let at_value = at_reading.value;
    let hat_value = rate.pass_hat_k(k);
    let mut series = vec![
        Series {
            label: words.legend_at.to_string(),
            ink: Ink::PassAtK,
            stroke: Stroke::Solid,
            points: at,
        },
        Series {
            label: words.legend_hat.to_string(),
            ink: Ink::PassHatK,
            stroke: Stroke::Solid,
            points: hat,
        },
    ];
    let mut markers = Vec::new();
    if m > 1 && m < k {
        // Under a spread every curve is the spread's; without one, the closed form.
        let model = spread.unwrap_or(Difficulty::Uniform {
            mean: rate.probability(),
        });
        let curve = AtLeastCurve::new(model, x_max.max(k));
        let share = |k_prime: u32| curve.at(k_prime, same_share(m, k, k_prime));
        series.push(Series {
            label: lang.share_legend(m, k),
            ink: Ink::Between,
            stroke: Stroke::Solid,
            points: (1..=x_max).map(|x| (f64::from(x), share(x))).collect(),
        });
        let value = share(k);
        // Beside the pass@k or pass^k label the two would overprint: the dot alone then (the
        // readout and the table give the number).
        let crowded = [at_value, hat_value]
            .iter()
            .any(|other| (other - value).abs() < LABEL_CLEARANCE);
        markers.push(Marker {
            x: f64::from(k),
            y: value,
            label: if crowded {
                String::new()
            } else {
                format!("≥{m}/{k} = {}", lang.number(&percent(value)))
            },
            ink: Ink::Between,
            label_above: value <= 0.5,
        });
    }
    if let Some(model) = spread {
        let ks = 1..=u64::from(x_max);
        series.push(Series {
            label: words.legend_spread_at.to_string(),
            ink: Ink::PassAtK,
            stroke: Stroke::Dotted,
            points: ks
                .clone()
                .map(|k| (k as f64, model.expected_pass_at_k(k)))
                .collect(),
        });
        series.push(Series {
            label: words.legend_spread_hat.to_string(),
            ink: Ink::PassHatK,
            stroke: Stroke::Dotted,
            points: ks
                .map(|k| (k as f64, model.expected_pass_hat_k(k)))
                .collect(),
        });
    }
    CurveChart {
        x_title: words.axis_k.to_string(),
        y_title: words.axis_probability.to_string(),
        x_max,
        y_range: (0.0, 1.0),
        series,
        bands: Vec::new(),
        current_x: k,
        markers: [
            Marker {
                x: f64::from(k),
                y: at_value,
                label: format!("pass@{k} = {}", lang.number(&at_reading.text())),
                ink: Ink::PassAtK,
                label_above: at_value <= 0.85,
            },
            Marker {
                x: f64::from(k),
                y: hat_value,
                label: format!("pass^{k} = {}", lang.number(&percent(hat_value))),
                ink: Ink::PassHatK,
                label_above: hat_value < 0.15,
            },
        ]
        .into_iter()
        .chain(markers)
        .collect(),
    }
}

/// Chart 2: end-to-end success of a multi-step agent against the number of steps; with a
/// verifier, the verified chain beside it.
pub fn steps_chart(rate: Rate, steps: u32, verified_step: Option<Rate>, lang: Lang) -> CurveChart {
    let words = lang.words();
    let x_max = steps_axis_max(steps);
    let curve_of = |step: Rate| -> Vec<(f64, f64)> {
        steps_curve(step, x_max)
            .into_iter()
            .map(|(n, success)| (f64::from(n), success))
            .collect()
    };
    let value = rate.chain_success(steps);
    let mut series = vec![Series {
        label: words.legend_chain.to_string(),
        ink: Ink::Chain,
        stroke: Stroke::Solid,
        points: curve_of(rate),
    }];
    let mut markers = vec![Marker {
        x: f64::from(steps),
        y: value,
        label: format!(
            "{steps} {} = {}",
            words.steps_unit,
            lang.number(&percent(value))
        ),
        ink: Ink::Chain,
        label_above: value < 0.85,
    }];
    if let Some(step) = verified_step.filter(|step| *step != rate) {
        let verified = step.chain_success(steps);
        series.push(Series {
            label: words.legend_verified.to_string(),
            ink: Ink::Verified,
            stroke: Stroke::Solid,
            points: curve_of(step),
        });
        markers.push(Marker {
            x: f64::from(steps),
            y: verified,
            label: lang.number(&percent(verified)),
            ink: Ink::Verified,
            label_above: true,
        });
        // The unverified label goes below when the verified one sits above it.
        markers[0].label_above = false;
    }
    CurveChart {
        x_title: words.axis_steps.to_string(),
        y_title: words.axis_end_to_end.to_string(),
        x_max,
        y_range: (0.0, 1.0),
        series,
        bands: Vec::new(),
        current_x: steps,
        markers,
    }
}

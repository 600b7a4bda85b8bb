//! The compare view's charts: both runs' pass@k and pass^k over k with their bands, and the
//! paired difference B − A over k with its interval.

use super::model::{Band, CurveChart, Ink, Series, Stroke};
use passk_core::compare::PairedMeans;
use passk_core::lang::Lang;
use passk_core::stats::Interval;
use passk_words::prelude::*;

/// Both metrics of the comparison at one k.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ComparePoint {
    /// The k.
    pub k: u64,
    /// pass@k in both runs.
    pub pass_at_k: PairedMeans,
    /// pass^k in both runs.
    pub pass_hat_k: PairedMeans,
}

fn band(
    points: &[ComparePoint],
    ink: Ink,
    interval: impl Fn(&ComparePoint) -> Option<Interval>,
) -> Band {
    Band {
        ink,
        points: points
            .iter()
            .filter_map(|point| {
                let interval = interval(point)?;
                Some((
                    point.k as f64,
                    interval.low.max(-1.0),
                    interval.high.min(1.0),
                ))
            })
            .collect(),
    }
}

fn series(
    points: &[ComparePoint],
    label: String,
    ink: Ink,
    stroke: Stroke,
    value: impl Fn(&ComparePoint) -> f64,
) -> Series {
    Series {
        label,
        ink,
        stroke,
        points: points
            .iter()
            .map(|point| (point.k as f64, value(point)))
            .collect(),
    }
}

/// Runs A (dashed) and B (solid) over k, each metric in its colour, with 95% bands.
pub fn runs_chart(points: &[ComparePoint], k_max: u64, current_k: u64, lang: Lang) -> CurveChart {
    let words = lang.compare_words();
    let label = |run: &str, metric: &str| format!("{run}: {metric}");
    CurveChart {
        x_title: lang.words().axis_k.to_string(),
        y_title: lang.mean_over_tasks().to_string(),
        x_max: u32::try_from(k_max.max(2)).unwrap_or(u32::MAX),
        y_range: (0.0, 1.0),
        series: vec![
            series(
                points,
                label(words.legend_a, "pass@k"),
                Ink::PassAtK,
                Stroke::Dashed,
                |p| p.pass_at_k.mean_a,
            ),
            series(
                points,
                label(words.legend_a, "pass^k"),
                Ink::PassHatK,
                Stroke::Dashed,
                |p| p.pass_hat_k.mean_a,
            ),
            series(
                points,
                label(words.legend_b, "pass@k"),
                Ink::PassAtK,
                Stroke::Solid,
                |p| p.pass_at_k.mean_b,
            ),
            series(
                points,
                label(words.legend_b, "pass^k"),
                Ink::PassHatK,
                Stroke::Solid,
                |p| p.pass_hat_k.mean_b,
            ),
        ],
        bands: vec![
            band(points, Ink::PassAtK, |p| p.pass_at_k.interval_b),
            band(points, Ink::PassHatK, |p| p.pass_hat_k.interval_b),
            band(points, Ink::PassAtK, |p| p.pass_at_k.interval_a),
            band(points, Ink::PassHatK, |p| p.pass_hat_k.interval_a),
        ],
        current_x: u32::try_from(current_k.clamp(1, k_max.max(1))).unwrap_or(1),
        markers: Vec::new(),
    }
}

/// B − A over k for both metrics, with the paired t intervals; the y axis is symmetric
/// around 0 and just wide enough for the intervals (at least ±10 points).
pub fn difference_chart(
    points: &[ComparePoint],
    k_max: u64,
    current_k: u64,
    lang: Lang,
) -> CurveChart {
    let words = lang.compare_words();
    let reach = points
        .iter()
        .flat_map(|p| {
            [p.pass_at_k, p.pass_hat_k].into_iter().flat_map(|m| {
                let interval = m.paired_t.unwrap_or(Interval {
                    low: m.difference,
                    high: m.difference,
                });
                [interval.low.abs(), interval.high.abs()]
            })
        })
        .fold(0.1_f64, f64::max);
    // Up to the next tenth, at most 1.
    let reach = ((reach * 10.0).ceil() / 10.0).min(1.0);
    CurveChart {
        x_title: lang.words().axis_k.to_string(),
        y_title: words.axis_difference.to_string(),
        x_max: u32::try_from(k_max.max(2)).unwrap_or(u32::MAX),
        y_range: (-reach, reach),
        series: vec![
            series(
                points,
                format!("{}: pass@k", words.difference),
                Ink::PassAtK,
                Stroke::Solid,
                |p| p.pass_at_k.difference,
            ),
            series(
                points,
                format!("{}: pass^k", words.difference),
                Ink::PassHatK,
                Stroke::Solid,
                |p| p.pass_hat_k.difference,
            ),
        ],
        bands: vec![
            band(points, Ink::PassAtK, |p| p.pass_at_k.paired_t),
            band(points, Ink::PassHatK, |p| p.pass_hat_k.paired_t),
        ],
        current_x: u32::try_from(current_k.clamp(1, k_max.max(1))).unwrap_or(1),
        markers: Vec::new(),
    }
}

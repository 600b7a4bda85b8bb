//! The data view's charts: measured curves with bands against the i.i.d. and fitted-spread
//! models, and the histogram of per-task success, in the page's language.

use super::model::{Band, CurveChart, HistogramChart, Ink, Marker, Series, Stroke};
use passk_core::format::percent;
use passk_core::lang::Lang;
use passk_data::dataset::{iid_at_mean, BandPoint, DataCurves, Histogram};
use passk_words::prelude::*;

/// The histogram of per-task success, with its words in `lang`.
pub fn histogram_chart(histogram: &Histogram, lang: Lang) -> HistogramChart {
    HistogramChart {
        bars: histogram.bars.clone(),
        x_title: lang.histogram_axis(histogram.axis),
        y_title: lang.tasks_axis().to_string(),
    }
}

/// The posterior prediction's two curves, from the last measured k on.
fn continuation_series(
    continuation: &Continuation,
    measured_k_max: u64,
    lang: Lang,
) -> [Series; 2] {
    let from = measured_k_max.max(1) as usize;
    let predicted = |values: &[f64]| -> Vec<(f64, f64)> {
        values
            .iter()
            .enumerate()
            .skip(from - 1)
            .map(|(index, &value)| ((index + 1) as f64, value))
            .collect()
    };
    [
        Series {
            label: lang.posterior_legend("pass@k"),
            ink: Ink::PassAtK,
            stroke: Stroke::Predicted,
            points: predicted(&continuation.pass_at_k),
        },
        Series {
            label: lang.posterior_legend("pass^k"),
            ink: Ink::PassHatK,
            stroke: Stroke::Predicted,
            points: predicted(&continuation.pass_hat_k),
        },
    ]
}

/// The posterior means past the measured range, for the data chart: index i is k = i + 1.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Continuation {
    /// Posterior pass@k at k = 1, 2, …
    pub pass_at_k: Vec<f64>,
    /// Posterior pass^k at k = 1, 2, …
    pub pass_hat_k: Vec<f64>,
}

/// How far the data chart's k axis reaches with a continuation: twice the measured range,
/// or the view's k when that is further, at most 1,000.
pub fn continued_k_max(measured_k_max: u64, current_k: u64) -> u64 {
    (2 * measured_k_max).max(current_k).min(1000)
}

/// The data view's chart: measured pass@k and pass^k with 95% bands, against the i.i.d.
/// curves at the same mean rate and the fitted difficulty-spread (Beta) curves; with a
/// continuation, the posterior prediction from the last measured k on, drawn faint and
/// labelled as a prediction.
pub fn data_chart(
    curves: &DataCurves,
    (k_max, current_k): (u64, u64),
    continuation: Option<&Continuation>,
    lang: Lang,
) -> CurveChart {
    let measured_k_max = k_max;
    let k_max = continuation.map_or(k_max, |continuation| {
        (continuation.pass_at_k.len() as u64).max(k_max)
    });
    let x = |k: u64| k as f64;
    let measured_at: Vec<(f64, f64)> = curves.pass_at_k.iter().map(|p| (x(p.k), p.mean)).collect();
    let measured_hat: Vec<(f64, f64)> =
        curves.pass_hat_k.iter().map(|p| (x(p.k), p.mean)).collect();
    let band = |points: &[BandPoint], ink| Band {
        ink,
        points: points
            .iter()
            .map(|p| (x(p.k), p.interval.low, p.interval.high))
            .collect(),
    };
    let ks = 1..=k_max;
    let iid: Vec<(f64, (f64, f64))> = ks
        .clone()
        .map(|k| (x(k), iid_at_mean(curves.mean_rate, k)))
        .collect();
    let mut series = vec![
        Series {
            label: lang.measured("pass@k"),
            ink: Ink::PassAtK,
            stroke: Stroke::Solid,
            points: measured_at,
        },
        Series {
            label: lang.measured("pass^k"),
            ink: Ink::PassHatK,
            stroke: Stroke::Solid,
            points: measured_hat,
        },
        Series {
            label: lang.iid_at_mean(&percent(curves.mean_rate)),
            ink: Ink::PassAtK,
            stroke: Stroke::Dashed,
            points: iid.iter().map(|&(k, (at, _))| (k, at)).collect(),
        },
        Series {
            label: lang.iid_curve("pass^k"),
            ink: Ink::PassHatK,
            stroke: Stroke::Dashed,
            points: iid.iter().map(|&(k, (_, hat))| (k, hat)).collect(),
        },
    ];
    if let Some(fitted) = curves.fitted {
        series.push(Series {
            label: lang.fitted_spread(fitted.spread(), "pass@k"),
            ink: Ink::PassAtK,
            stroke: Stroke::Dotted,
            points: ks
                .clone()
                .map(|k| (x(k), fitted.expected_pass_at_k(k)))
                .collect(),
        });
        series.push(Series {
            label: lang.fitted_curve("pass^k"),
            ink: Ink::PassHatK,
            stroke: Stroke::Dotted,
            points: ks
                .clone()
                .map(|k| (x(k), fitted.expected_pass_hat_k(k)))
                .collect(),
        });
    }
    if let Some(continuation) = continuation {
        series.extend(continuation_series(continuation, measured_k_max, lang));
    }
    let marker_at = curves.pass_at_k.iter().find(|p| p.k == current_k);
    let marker_hat = curves.pass_hat_k.iter().find(|p| p.k == current_k);
    let mut markers = Vec::new();
    if let Some(point) = marker_at {
        markers.push(Marker {
            x: x(point.k),
            y: point.mean,
            label: format!("pass@{current_k} = {}", lang.number(&percent(point.mean))),
            ink: Ink::PassAtK,
            label_above: point.mean <= 0.85,
        });
    }
    if let Some(point) = marker_hat {
        markers.push(Marker {
            x: x(point.k),
            y: point.mean,
            label: format!("pass^{current_k} = {}", lang.number(&percent(point.mean))),
            ink: Ink::PassHatK,
            label_above: point.mean < 0.15,
        });
    }
    // Past the measured range the marker sits on the prediction, and says so with "≈".
    if let Some(continuation) = continuation.filter(|_| current_k > measured_k_max) {
        let index = usize::try_from(current_k - 1).unwrap_or(usize::MAX);
        let points = [
            ("pass@", &continuation.pass_at_k, Ink::PassAtK),
            ("pass^", &continuation.pass_hat_k, Ink::PassHatK),
        ];
        for (name, values, ink) in points {
            if let Some(&value) = values.get(index) {
                markers.push(Marker {
                    x: x(current_k),
                    y: value,
                    label: format!("{name}{current_k} ≈ {}", lang.number(&percent(value))),
                    ink,
                    label_above: if ink == Ink::PassAtK {
                        value <= 0.85
                    } else {
                        value < 0.15
                    },
                });
            }
        }
    }
    CurveChart {
        x_title: lang.words().axis_k.to_string(),
        y_title: lang.mean_over_tasks().to_string(),
        x_max: u32::try_from(k_max.max(2)).unwrap_or(u32::MAX),
        y_range: (0.0, 1.0),
        series,
        bands: vec![
            band(&curves.pass_at_k, Ink::PassAtK),
            band(&curves.pass_hat_k, Ink::PassHatK),
        ],
        current_x: u32::try_from(current_k.clamp(1, k_max.max(1))).unwrap_or(1),
        markers,
    }
}

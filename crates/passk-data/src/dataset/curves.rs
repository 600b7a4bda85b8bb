//! The data's curves over k: measured pass@k and pass^k with their bands, worked out at
//! once or a few distinct (n, c) at a time.

use super::Dataset;
use passk_core::beta::{fit_beta_counted, Difficulty};
use passk_core::closed_form::Rate;
use passk_core::estimators::unbiased_curve;
use passk_core::stats::{summarize_counted, Bootstrap, Interval, RunningMean};

/// A measured mean with its 95% band, at one k.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct BandPoint {
    /// k.
    pub k: u64,
    /// The mean over tasks with n ≥ k.
    pub mean: f64,
    /// Its Student-t interval.
    pub interval: Interval,
}

/// Curves over k = 1..=k_max for the data chart.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct DataCurves {
    /// Measured pass@k with bands.
    pub pass_at_k: Vec<BandPoint>,
    /// Measured pass^k with bands.
    pub pass_hat_k: Vec<BandPoint>,
    /// The mean per-trial success rate (pooled per task first: the mean of c/n).
    pub mean_rate: f64,
    /// The fitted difficulty spread.
    pub fitted: Option<Difficulty>,
}

/// The chart's k axis: 1 to the smallest n (every task contributes at every k), at least 2.
pub fn chart_k_max(data: &Dataset) -> u64 {
    data.groups
        .iter()
        .map(|(counts, _)| counts.trials)
        .min()
        .unwrap_or(1)
        .clamp(2, 1000)
}

/// Measured curves with bands, plus what the models need, for k = 1..=k_max. One
/// incremental curve per distinct (n, c), O(k_max) each, and one weighted mean per k.
pub fn data_curves(data: &Dataset, k_max: u64) -> Option<DataCurves> {
    let mut curves = CurvesInSteps::new(data, k_max);
    while !curves.step(usize::MAX) {}
    curves.finish()
}

/// [`data_curves`] worked out a few distinct (n, c) at a time, so that big data's curves
/// (a thousand k for each of a thousand distinct counts) can be computed in time slices.
pub struct CurvesInSteps<'a> {
    data: &'a Dataset,
    k_max: u64,
    /// One running mean per k, fed one value per distinct (n, c): no per-task values are
    /// kept, whatever the number of tasks.
    at_means: Vec<RunningMean>,
    hat_means: Vec<RunningMean>,
    next_group: usize,
    failed: bool,
}

impl<'a> CurvesInSteps<'a> {
    /// Curves of `data` up to `k_max`, none worked out yet.
    pub fn new(data: &'a Dataset, k_max: u64) -> CurvesInSteps<'a> {
        let k_count = usize::try_from(k_max).unwrap_or(0);
        CurvesInSteps {
            data,
            k_max,
            at_means: vec![RunningMean::default(); k_count],
            hat_means: vec![RunningMean::default(); k_count],
            next_group: 0,
            failed: false,
        }
    }

    /// Adds up to `groups` more distinct (n, c); true once every one is in.
    pub fn step(&mut self, groups: usize) -> bool {
        let end = self
            .next_group
            .saturating_add(groups)
            .min(self.data.groups.len());
        for &(counts, tasks) in &self.data.groups[self.next_group..end] {
            let Ok(curve) = unbiased_curve(counts, self.k_max) else {
                self.failed = true;
                break;
            };
            for point in &curve {
                let index = (point.k - 1) as usize;
                self.at_means[index].add(point.pass_at_k, tasks);
                self.hat_means[index].add(point.pass_hat_k, tasks);
            }
        }
        self.next_group = end;
        self.failed || self.next_group == self.data.groups.len()
    }

    /// The curves; None for no data (or counts no curve can be drawn from).
    pub fn finish(self) -> Option<DataCurves> {
        if self.data.is_empty() || self.failed {
            return None;
        }
        // Bands come from the analytic interval: a bootstrap per k would be needlessly slow.
        let no_bootstrap = Bootstrap {
            resamples: 1,
            seed: 0,
        };
        let band = |means: &[RunningMean]| -> Vec<BandPoint> {
            means
                .iter()
                .zip(1..)
                .filter_map(|(running, k)| {
                    let (mean, interval) = running.mean_and_interval()?;
                    Some(BandPoint { k, mean, interval })
                })
                .collect()
        };
        let (rates, _, _) = self.data.per_group(|counts| counts.success_rate());
        let mean_rate = summarize_counted(&rates, no_bootstrap)?.mean;
        Some(DataCurves {
            pass_at_k: band(&self.at_means),
            pass_hat_k: band(&self.hat_means),
            mean_rate,
            fitted: fit_beta_counted(&self.data.groups)
                .ok()
                .map(|fit| fit.difficulty),
        })
    }
}

/// The i.i.d. closed forms at the data's mean rate (what the sliders would say).
pub fn iid_at_mean(mean_rate: f64, k: u64) -> (f64, f64) {
    let rate = Rate::from_probability(mean_rate);
    let k = u32::try_from(k).unwrap_or(u32::MAX);
    (rate.pass_at_k(k), rate.pass_hat_k(k))
}

//! Numbers to trust from few trials: the posterior pass@k and pass^k at any k (past a
//! task's n too), Bayes@N, the spectrum between pass@k and pass^k (G-Pass@k_τ, mG-Pass@k,
//! Cover@τ), and the Wilson interval of single-trial data, for one data set.

use passk_core::beta::fit_beta_counted;
use passk_core::estimators::TaskCounts;
use passk_core::posterior::{
    posterior_curve, posterior_mean_counted, wilson_interval, BetaPrior, PosteriorMetric,
    PriorChoice,
};
use passk_core::spectrum::{g_pass_at_k, mg_pass_at_k};
use passk_core::stats::Interval;

use super::dataset::Dataset;

/// A mean with its 95% interval.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct WithInterval {
    /// The value in [0, 1].
    pub value: f64,
    /// Its 95% interval, inside [0, 1].
    pub interval: Interval,
}

/// An unbiased mean over the tasks with n ≥ k, and how many tasks it rests on.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct DrawMean {
    /// The mean; None when no task has k trials.
    pub value: Option<f64>,
    /// Tasks in the mean.
    pub tasks_used: u64,
    /// Tasks left out (fewer than k trials).
    pub tasks_excluded: u64,
}

/// Everything the data view's "honest numbers" show at one k, τ and prior.
#[derive(Clone, Debug, PartialEq)]
pub struct HonestSummary {
    /// The k.
    pub k: u64,
    /// τ in tenths of a percent.
    pub tau_per_mille: u32,
    /// Which prior was asked for.
    pub prior_choice: PriorChoice,
    /// The Beta prior used (the fitted one, or Beta(1, 1)).
    pub prior: BetaPrior,
    /// The posterior mean of pass@k over tasks, with its credible interval.
    pub posterior_pass_at_k: WithInterval,
    /// The posterior mean of pass^k over tasks, with its credible interval.
    pub posterior_pass_hat_k: WithInterval,
    /// Bayes@N: the posterior mean success rate (k = 1) with its credible interval.
    pub bayes: WithInterval,
    /// The unbiased G-Pass@k_τ.
    pub g_pass_at_k: DrawMean,
    /// The unbiased mG-Pass@k.
    pub mg_pass_at_k: DrawMean,
    /// Cover@τ: the share of tasks with c/n ≥ τ.
    pub cover: f64,
    /// The share of tasks solved with its Wilson interval, when every task has one trial.
    pub wilson: Option<WithInterval>,
    /// Tasks.
    pub tasks: u64,
    /// The fewest and most trials of a task.
    pub trials_range: (u64, u64),
}

/// The Beta prior `choice` stands for on `data`: Beta(1, 1), or the Beta fitted to its tasks
/// (Beta(1, 1) when no fit is possible).
pub fn prior_for(data: &Dataset, choice: PriorChoice) -> BetaPrior {
    match choice {
        PriorChoice::Uniform => BetaPrior::UNIFORM,
        PriorChoice::Fitted => fit_beta_counted(data.groups())
            .map(|fit| BetaPrior::from_difficulty(fit.difficulty))
            .unwrap_or(BetaPrior::UNIFORM),
    }
}

/// The honest numbers of `data` at `k`, τ and the prior; None without tasks.
pub fn honest_at(
    data: &Dataset,
    k: u64,
    tau_per_mille: u32,
    choice: PriorChoice,
) -> Option<HonestSummary> {
    honest_with_prior(data, k, tau_per_mille, (choice, prior_for(data, choice)))
}

/// [`honest_at`] with the prior already made from `choice` ([`prior_for`]), so a page
/// fits it once per data set, not once per k.
pub fn honest_with_prior(
    data: &Dataset,
    k: u64,
    tau_per_mille: u32,
    (choice, prior): (PriorChoice, BetaPrior),
) -> Option<HonestSummary> {
    if data.is_empty() {
        return None;
    }
    let groups = data.groups();
    let posterior = |k: u64, metric| {
        posterior_mean_counted(groups, k, prior, metric)
            .ok()
            .flatten()
            .map(|(value, interval)| WithInterval { value, interval })
    };
    let tasks: u64 = groups.iter().map(|&(_, tasks)| tasks).sum();
    let covered: u64 = groups
        .iter()
        .filter(|(counts, _)| {
            u128::from(counts.successes) * 1000
                >= u128::from(tau_per_mille) * u128::from(counts.trials)
        })
        .map(|&(_, tasks)| tasks)
        .sum();
    let single_trial = groups.iter().all(|(counts, _)| counts.trials == 1);
    let solved: u64 = groups
        .iter()
        .filter(|(counts, _)| counts.successes > 0)
        .map(|&(_, tasks)| tasks)
        .sum();
    Some(HonestSummary {
        k,
        tau_per_mille,
        prior_choice: choice,
        prior,
        posterior_pass_at_k: posterior(k, PosteriorMetric::PassAtK)?,
        posterior_pass_hat_k: posterior(k, PosteriorMetric::PassHatK)?,
        bayes: posterior(1, PosteriorMetric::PassHatK)?,
        g_pass_at_k: draw_mean(groups, |task| g_pass_at_k(task, k, tau_per_mille).ok()),
        mg_pass_at_k: draw_mean(groups, |task| mg_pass_at_k(task, k).ok()),
        cover: covered as f64 / tasks as f64,
        wilson: single_trial
            .then(|| wilson_interval(solved, tasks))
            .flatten()
            .map(|interval| WithInterval {
                value: solved as f64 / tasks as f64,
                interval,
            }),
        tasks,
        trials_range: data_trials_range(groups),
    })
}

/// The fewest and most trials of a task.
fn data_trials_range(groups: &[(TaskCounts, u64)]) -> (u64, u64) {
    let trials = groups.iter().map(|(counts, _)| counts.trials);
    (trials.clone().min().unwrap_or(0), trials.max().unwrap_or(0))
}

/// The mean of `estimate` over the tasks it is defined for.
fn draw_mean(
    groups: &[(TaskCounts, u64)],
    estimate: impl Fn(TaskCounts) -> Option<f64>,
) -> DrawMean {
    let (mut total, mut used, mut excluded) = (0.0, 0u64, 0u64);
    for &(task, tasks) in groups {
        match estimate(task) {
            Some(value) => {
                total += value * tasks as f64;
                used += tasks;
            }
            None => excluded += tasks,
        }
    }
    DrawMean {
        value: (used > 0).then(|| (total / used as f64).clamp(0.0, 1.0)),
        tasks_used: used,
        tasks_excluded: excluded,
    }
}

/// The posterior means of pass@k and pass^k over tasks at k = 1..=k_max: the data chart's
/// prediction past the smallest n. O(distinct counts × k_max).
pub fn posterior_curves(data: &Dataset, k_max: u64, prior: BetaPrior) -> (Vec<f64>, Vec<f64>) {
    let length = usize::try_from(k_max).unwrap_or(0);
    let mut sums = [vec![0.0; length], vec![0.0; length]];
    let mut count = 0.0;
    for &(task, tasks) in data.groups() {
        for (sum, metric) in sums
            .iter_mut()
            .zip([PosteriorMetric::PassAtK, PosteriorMetric::PassHatK])
        {
            if let Ok(curve) = posterior_curve(task, k_max, prior, metric) {
                for (total, value) in sum.iter_mut().zip(curve) {
                    *total += value * tasks as f64;
                }
            }
        }
        count += tasks as f64;
    }
    let [at, hat] = sums.map(|sum| {
        sum.into_iter()
            .map(|total| (total / count.max(1.0)).clamp(0.0, 1.0))
            .collect()
    });
    (at, hat)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::import::NamedTask;

    fn data(counts: &[(u64, u64)]) -> Dataset {
        Dataset::new(
            counts
                .iter()
                .enumerate()
                .map(|(index, &(n, c))| NamedTask {
                    name: format!("t{index}"),
                    counts: TaskCounts::new(n, c).unwrap(),
                })
                .collect(),
        )
    }

    #[test]
    fn the_articles_three_tasks_past_n() {
        let three = data(&[(8, 8), (8, 6), (8, 4)]);
        let honest = honest_at(&three, 10, 500, PriorChoice::Uniform).unwrap();
        let want = (9.0 / 19.0 + 28.0 / 323.0 + 7.0 / 646.0) / 3.0;
        assert!((honest.posterior_pass_hat_k.value - want).abs() < 1e-15);
        assert!((honest.bayes.value - 21.0 / 30.0).abs() < 1e-15);
        // Unbiased G-Pass@10 needs 10 trials: every task is left out.
        assert_eq!(honest.g_pass_at_k.value, None);
        assert_eq!(honest.g_pass_at_k.tasks_excluded, 3);
        assert_eq!(honest.cover, 1.0);
        assert_eq!(honest.wilson, None);
        assert_eq!((honest.tasks, honest.trials_range), (3, (8, 8)));
        // G-Pass@8 at 50%: c ≥ 4 of the whole task, all three.
        let at_8 = honest_at(&three, 8, 500, PriorChoice::Uniform).unwrap();
        assert_eq!(at_8.g_pass_at_k.value, Some(1.0));
        assert_eq!(at_8.mg_pass_at_k.value, Some(0.5));
        // The curve agrees with the point.
        let (_, hat) = posterior_curves(&three, 12, BetaPrior::UNIFORM);
        assert!((hat[9] - want).abs() < 1e-15);
    }

    #[test]
    fn single_trial_data_gets_wilson() {
        let runs = data(&[
            (1, 1),
            (1, 1),
            (1, 0),
            (1, 1),
            (1, 0),
            (1, 1),
            (1, 1),
            (1, 1),
            (1, 1),
            (1, 0),
        ]);
        let honest = honest_at(&runs, 1, 500, PriorChoice::Fitted).unwrap();
        let wilson = honest.wilson.unwrap();
        assert_eq!(wilson.value, 0.7);
        assert!((wilson.interval.low - 0.3968).abs() < 5e-4, "{wilson:?}");
        assert!((wilson.interval.high - 0.8922).abs() < 5e-4, "{wilson:?}");
        assert_eq!(honest.prior_choice, PriorChoice::Fitted);
        assert!(honest_at(&Dataset::default(), 1, 500, PriorChoice::Uniform).is_none());
    }
}

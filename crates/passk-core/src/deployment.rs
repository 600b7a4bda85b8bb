//! The k a deployment implies. pass^k as an operating metric asks "does every one of k runs
//! succeed", and k is the number of times the same kind of task runs for one customer in
//! the period that matters (20 uses a week). Two answers: the per-trial rate a target needs
//! ([`crate::inverse::rate_for_pass_hat_k`]: 20 uses, all succeeding 90% of the time, need
//! p ≥ 0.9^(1/20) = 99.47%), and, from measured counts, the largest k at which the
//! unbiased pass^k stays at or above the target ([`supported_k`]).

use super::estimators::TaskCounts;
use super::stats::{compensated_sum, t_quantile_975};

/// How far measured counts carry pass^k above a target.
#[derive(Clone, Debug, PartialEq)]
pub struct SupportedK {
    /// The largest k whose mean pass^k over tasks is at least the target; 0 when even
    /// k = 1 falls short.
    pub k: u64,
    /// The largest k whose 95% t interval lies wholly at or above the target (0 if none).
    pub k_low: u64,
    /// The largest k whose 95% t interval reaches the target (0 if none).
    pub k_high: u64,
    /// The largest k the counts can speak for: the fewest trials of any task. When `k` or
    /// `k_high` equals it, the true k may be larger.
    pub k_max: u64,
    /// pass^k over tasks at `k` (at k = 1 when `k` is 0).
    pub pass_hat_k: f64,
    /// The tasks that drag pass^k down at `k` (at 1 when `k` is 0): their index (a group's
    /// in [`supported_k_grouped`]) and their own pass^k, lowest first, at most [`DRAGGERS`]
    /// of them, only those below the target.
    pub draggers: Vec<(usize, f64)>,
}

/// Each task's ratio is carried through k roundings: a mean within this of the target
/// counts as meeting it, so an exact boundary (1 − 4/20 = 0.8) is not lost to the last bit.
const SLACK: f64 = 1e-12;

/// How many of the weakest tasks are named.
pub const DRAGGERS: usize = 5;

/// The largest k with pass^k ≥ `target` over `tasks`; None with no tasks or a task with no
/// trials. Each task's C(c, k)/C(n, k) is carried from k to k + 1 by one factor,
/// (c − k)/(n − k), so the whole scan costs one pass over the tasks per k.
pub fn supported_k(tasks: &[TaskCounts], target: f64) -> Option<SupportedK> {
    // One task a group: the draggers' group indices are the tasks'.
    let groups: Vec<(TaskCounts, u64)> = tasks.iter().map(|&task| (task, 1)).collect();
    supported_k_grouped(&groups, target)
}

/// [`supported_k`] over distinct counts, each with how many tasks have it (a data set of a
/// million tasks has a few hundred); the draggers are group indices.
pub fn supported_k_grouped(groups: &[(TaskCounts, u64)], target: f64) -> Option<SupportedK> {
    let k_max = groups.iter().map(|(task, _)| task.trials).min()?;
    if k_max == 0 || groups.iter().any(|(task, _)| task.successes > task.trials) {
        return None;
    }
    let count: u64 = groups.iter().map(|&(_, tasks)| tasks).sum();
    let total = count as f64;
    let multiplier = t_quantile_975(usize::try_from(count.saturating_sub(1)).unwrap_or(usize::MAX));
    let mut values = vec![1.0_f64; groups.len()];
    let (mut k, mut k_low, mut k_high, mut at_k) = (0, 0, 0, None);
    let mut first = None;
    for step in 1..=k_max {
        for (value, (task, _)) in values.iter_mut().zip(groups) {
            let j = step - 1;
            *value *= task.successes.saturating_sub(j) as f64 / (task.trials - j) as f64;
        }
        let weighted = |value: f64, tasks: u64| value * tasks as f64;
        let mean = compensated_sum(
            values
                .iter()
                .zip(groups)
                .map(|(&v, &(_, w))| weighted(v, w)),
        ) / total;
        let half = if count > 1 {
            let squares = compensated_sum(
                values
                    .iter()
                    .zip(groups)
                    .map(|(&v, &(_, w))| weighted((v - mean).powi(2), w)),
            );
            multiplier * (squares / (total - 1.0) / total).sqrt()
        } else {
            0.0
        };
        if step == 1 {
            first = Some((mean, values.clone()));
        }
        if mean >= target - SLACK {
            k = step;
            at_k = Some((mean, values.clone()));
        }
        if mean - half >= target - SLACK {
            k_low = step;
        }
        if mean + half >= target - SLACK {
            k_high = step;
        } else {
            // pass^k never rises with k, and neither (past this point) does its upper end
            // in any case that matters: the scan stops once the interval is below.
            break;
        }
    }
    let (pass_hat_k, values) = at_k.or(first)?;
    let mut weakest: Vec<(usize, f64)> = values
        .into_iter()
        .enumerate()
        .filter(|&(_, value)| value < target)
        .collect();
    weakest.sort_by(|a, b| a.1.total_cmp(&b.1).then(a.0.cmp(&b.0)));
    weakest.truncate(DRAGGERS);
    Some(SupportedK {
        k,
        k_low,
        k_high,
        k_max,
        pass_hat_k,
        draggers: weakest,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::inverse::rate_for_pass_hat_k;

    #[test]
    fn twenty_uses_a_week_at_ninety_percent() {
        // The example: 0.9^(1/20) = 0.99474583…, shown as 99.47%.
        let p = rate_for_pass_hat_k(0.9, 20);
        assert!((p - 0.994_745_826_8).abs() < 1e-9, "{p}");
        assert!(p.powi(20) >= 0.9 - 1e-15);
    }

    #[test]
    fn supported_k_against_exact_ratios() {
        // Two tasks of 10 trials: 10/10 and 9/10. pass^k = (1 + (10 − k)/10) / 2 = 1 − k/20,
        // so pass^k ≥ 0.8 up to k = 4 exactly.
        let tasks = [
            TaskCounts {
                trials: 10,
                successes: 10,
            },
            TaskCounts {
                trials: 10,
                successes: 9,
            },
        ];
        let supported = supported_k(&tasks, 0.8).expect("tasks");
        assert_eq!(supported.k, 4);
        assert_eq!(supported.pass_hat_k, 0.8);
        assert_eq!(supported.k_max, 10);
        // Two tasks: t₀.₉₇₅(1) = 12.7, the interval is wide: it reaches 0.8 at every k and
        // lies above it at none.
        assert_eq!((supported.k_low, supported.k_high), (0, 10));
        // At k = 4 the 9/10 task has C(9,4)/C(10,4) = 0.6, below the target.
        assert_eq!(supported.draggers, vec![(1, 0.6)]);
    }

    #[test]
    fn nothing_supported_when_one_trial_falls_short() {
        let tasks = [TaskCounts {
            trials: 4,
            successes: 1,
        }; 30];
        let supported = supported_k(&tasks, 0.9).expect("tasks");
        assert_eq!((supported.k, supported.k_low, supported.k_high), (0, 0, 0));
        assert_eq!(supported.pass_hat_k, 0.25);
        assert_eq!(supported.draggers.len(), DRAGGERS);
        assert!(supported_k(&[], 0.9).is_none());
    }

    #[test]
    fn grouped_counts_give_what_their_tasks_give() {
        let tasks = [
            TaskCounts {
                trials: 10,
                successes: 10,
            },
            TaskCounts {
                trials: 10,
                successes: 9,
            },
            TaskCounts {
                trials: 10,
                successes: 10,
            },
            TaskCounts {
                trials: 12,
                successes: 11,
            },
        ];
        let one_by_one = supported_k(&tasks, 0.85).expect("tasks");
        let grouped = supported_k_grouped(&[(tasks[0], 2), (tasks[1], 1), (tasks[3], 1)], 0.85)
            .expect("groups");
        assert_eq!(
            (one_by_one.k, one_by_one.k_low, one_by_one.k_high),
            (grouped.k, grouped.k_low, grouped.k_high)
        );
        assert!((one_by_one.pass_hat_k - grouped.pass_hat_k).abs() < 1e-15);
    }
}

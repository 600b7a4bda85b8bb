//! Is the ranking real? N runs on the same tasks, each with its mean and paired-bootstrap
//! interval, its rank and a 95% rank interval from the same bootstrap (every resample draws
//! the same tasks for every run, so ranks are paired), and which runs can be told apart:
//! every pair's sign-flip permutation test on the per-task differences (exact up to 16
//! differing tasks, sampled beyond, as in Compare), Holm-adjusted over all pairs, summarised
//! as tie groups in rank order (a compact letter display: runs sharing a letter are not
//! significantly different). With one trial per task the per-task differences are −1, 0 or
//! +1 and the sign-flip test is the exact McNemar test on the discordant tasks.

use super::beta::ln_gamma;
use super::compare::{permutation_test, Permutations, EXACT_PERMUTATIONS_UP_TO};
use super::dd::Dd;
use super::stats::{poisson, Interval, SplitMix64};

/// Resamples of the rank bootstrap when none are asked for.
pub const BOARD_RESAMPLES: u32 = 2000;

/// The significance level of the tie groups (after Holm's adjustment).
pub const BOARD_ALPHA: f64 = 0.05;

/// One run's place on the board.
#[derive(Clone, Debug, PartialEq)]
pub struct Standing {
    /// The run's index in the input.
    pub run: usize,
    /// Its mean over the tasks.
    pub mean: f64,
    /// The paired-bootstrap 95% interval of the mean; None on fewer than two tasks (every
    /// resample of one task is that task: a point, not an interval).
    pub interval: Option<Interval>,
    /// Its rank by mean, 1 the best (runs with equal means share the better rank).
    pub rank: usize,
    /// The 95% interval of its rank over the bootstrap resamples.
    pub rank_interval: (usize, usize),
    /// Its tie groups' letters ("a", "ab"): runs sharing a letter cannot be told apart.
    pub groups: String,
}

/// One pair of runs compared task by task.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PairTest {
    /// The row run's index.
    pub row: usize,
    /// The column run's index.
    pub column: usize,
    /// Mean of row − column over the tasks.
    pub difference: f64,
    /// The two-sided sign-flip permutation p-value.
    pub p_value: f64,
    /// Holm's adjustment over every pair.
    pub adjusted: f64,
    /// How the p-value was found.
    pub permutations: Permutations,
}

/// The board.
#[derive(Clone, Debug, PartialEq)]
pub struct Board {
    /// Every run, best first.
    pub standings: Vec<Standing>,
    /// Every pair (row < column in input order).
    pub pairs: Vec<PairTest>,
    /// Tasks every run has.
    pub tasks: usize,
    /// Bootstrap resamples drawn.
    pub resamples: u32,
}

impl Board {
    /// The test of runs `a` and `b` (input indices), oriented a − b.
    pub fn pair(&self, a: usize, b: usize) -> Option<PairTest> {
        self.pairs.iter().find_map(|pair| {
            if (pair.row, pair.column) == (a, b) {
                Some(*pair)
            } else if (pair.row, pair.column) == (b, a) {
                Some(PairTest {
                    row: a,
                    column: b,
                    difference: -pair.difference,
                    ..*pair
                })
            } else {
                None
            }
        })
    }
}

/// The board of `values[run][task]` (every run the same tasks in the same order); None with
/// fewer than two runs, no tasks, or runs of different lengths. `seed` makes the bootstrap
/// and any sampled permutation test reproducible. All at once: a page uses [`RankRuns`]
/// and yields between its steps.
pub fn rank_runs(values: &[Vec<f64>], resamples: u32, seed: u64) -> Option<Board> {
    let mut job = RankRuns::new(values.to_vec(), resamples, seed)?;
    while !job.advance(usize::MAX) {}
    Some(job.finish())
}

/// Tasks up to which each bootstrap resample draws tasks one by one; beyond, each distinct
/// tuple of values gets a Poisson(count) number of copies (the Poisson bootstrap), so the
/// work follows the distinct tuples, not the tasks.
const DRAWN_ONE_BY_ONE_UP_TO: usize = 5_000;

/// Tasks grouped by their tuple of values in one step.
const TASKS_PER_STEP: usize = 4_000;

/// A board being computed a step at a time: the tasks grouped by their tuple of values,
/// the bootstrap's resamples, then the pairs.
#[derive(Clone, Debug)]
pub struct RankRuns {
    /// `values[run][task]`, until every task is grouped.
    values: Vec<Vec<f64>>,
    /// Tuples seen so far, by their bits.
    index: std::collections::HashMap<Vec<u64>, u32>,
    /// Distinct tuples of per-run values, with how many tasks have each.
    groups: Vec<(Vec<f64>, u64)>,
    /// Each task's tuple, for drawing tasks one by one.
    task_groups: Vec<u32>,
    means: Vec<f64>,
    runs: usize,
    tasks: usize,
    resamples: u32,
    seed: u64,
    rng: SplitMix64,
    mean_draws: Vec<Vec<f64>>,
    rank_draws: Vec<Vec<usize>>,
    pairs: Vec<PairTest>,
    next_pair: (usize, usize),
}

impl RankRuns {
    /// A job for `values[run][task]`; None when there is no board to make.
    pub fn new(values: Vec<Vec<f64>>, resamples: u32, seed: u64) -> Option<RankRuns> {
        let runs = values.len();
        let tasks = values.first()?.len();
        if runs < 2 || tasks == 0 || values.iter().any(|run| run.len() != tasks) {
            return None;
        }
        let resamples = resamples.max(1);
        Some(RankRuns {
            means: values.iter().map(|run| mean(run)).collect(),
            values,
            index: Default::default(),
            groups: Vec::new(),
            task_groups: Vec::with_capacity(tasks),
            runs,
            tasks,
            resamples,
            seed,
            rng: SplitMix64::new(seed),
            mean_draws: vec![Vec::with_capacity(resamples as usize); runs],
            rank_draws: vec![Vec::with_capacity(resamples as usize); runs],
            pairs: Vec::new(),
            next_pair: (0, 1),
        })
    }

    /// Does up to `steps` resamples or pair tests; true when everything is done.
    pub fn advance(&mut self, steps: usize) -> bool {
        for _ in 0..steps {
            if self.task_groups.len() < self.tasks {
                self.group_tasks();
            } else if self.mean_draws[0].len() < self.resamples as usize {
                self.resample();
            } else if self.next_pair.0 + 1 < self.runs {
                self.test_next_pair();
            } else {
                return true;
            }
        }
        self.mean_draws[0].len() >= self.resamples as usize && self.next_pair.0 + 1 >= self.runs
    }

    /// How far the job is, from 0 to 1.
    pub fn progress(&self) -> f64 {
        let pairs = self.runs * (self.runs - 1) / 2;
        let grouping = self.tasks.div_ceil(TASKS_PER_STEP);
        let grouped = self.task_groups.len().div_ceil(TASKS_PER_STEP);
        let done = grouped + self.mean_draws[0].len() + self.pairs.len();
        done as f64 / (grouping + self.resamples as usize + pairs) as f64
    }

    /// Groups the next tasks by their tuple of values (the last step frees the values).
    fn group_tasks(&mut self) {
        let start = self.task_groups.len();
        for task in start..(start + TASKS_PER_STEP).min(self.tasks) {
            let tuple: Vec<f64> = self.values.iter().map(|run| run[task]).collect();
            let key: Vec<u64> = tuple.iter().map(|value| value.to_bits()).collect();
            let groups = &mut self.groups;
            let group = *self.index.entry(key).or_insert_with(|| {
                groups.push((tuple, 0));
                (groups.len() - 1) as u32
            });
            self.groups[group as usize].1 += 1;
            self.task_groups.push(group);
        }
        if self.task_groups.len() == self.tasks {
            self.values = Vec::new();
            self.index = Default::default();
        }
    }

    /// One resample: the same tasks for every run.
    fn resample(&mut self) {
        let mut sums = vec![0.0; self.runs];
        let mut drawn = 0u64;
        if self.tasks <= DRAWN_ONE_BY_ONE_UP_TO {
            for _ in 0..self.tasks {
                let group = &self.groups[self.task_groups[self.rng.below(self.tasks)] as usize].0;
                sums.iter_mut()
                    .zip(group)
                    .for_each(|(sum, value)| *sum += value);
            }
            drawn = self.tasks as u64;
        } else {
            for (tuple, count) in &self.groups {
                let copies = poisson(&mut self.rng, *count as f64);
                if copies > 0 {
                    let weight = copies as f64;
                    sums.iter_mut()
                        .zip(tuple)
                        .for_each(|(sum, value)| *sum += weight * value);
                    drawn += copies;
                }
            }
        }
        let drawn = drawn.max(1) as f64;
        for run in 0..self.runs {
            self.mean_draws[run].push(sums[run] / drawn);
            let better = sums.iter().filter(|&&other| other > sums[run]).count();
            self.rank_draws[run].push(1 + better);
        }
    }

    /// The next pair's sign-flip test on the per-task differences (grouped by tuple).
    fn test_next_pair(&mut self) {
        let (row, column) = self.next_pair;
        let mut differences: Vec<(f64, u64)> = self
            .groups
            .iter()
            .map(|(tuple, count)| (tuple[row] - tuple[column], *count))
            .collect();
        differences.retain(|&(d, _)| d != 0.0);
        let total: f64 = differences.iter().map(|&(d, count)| d * count as f64).sum();
        let (p_value, permutations) =
            permutation_test_counted(&differences, self.seed ^ (row * self.runs + column) as u64);
        self.pairs.push(PairTest {
            row,
            column,
            difference: total / self.tasks as f64,
            p_value,
            adjusted: p_value,
            permutations,
        });
        self.next_pair = if column + 1 < self.runs {
            (row, column + 1)
        } else {
            (row + 1, row + 2)
        };
    }

    /// The board (call once [`RankRuns::advance`] returned true).
    pub fn finish(mut self) -> Board {
        holm(&mut self.pairs);
        let means = self.means;
        let mut order: Vec<usize> = (0..self.runs).collect();
        order.sort_by(|&a, &b| means[b].total_cmp(&means[a]).then(a.cmp(&b)));
        let letters = tie_groups(&order, &self.pairs);
        let standings = order
            .iter()
            .zip(letters)
            .map(|(&run, groups)| Standing {
                run,
                mean: means[run],
                interval: (self.tasks >= 2).then(|| percentile_interval(&self.mean_draws[run])),
                rank: 1 + means.iter().filter(|&&other| other > means[run]).count(),
                rank_interval: rank_percentiles(&self.rank_draws[run]),
                groups,
            })
            .collect();
        Board {
            standings,
            pairs: self.pairs,
            tasks: self.tasks,
            resamples: self.resamples,
        }
    }
}

/// The sign-flip test of differences given as (value, how many tasks), expanded only when
/// few: exact up to 16 differing tasks as in Compare; one distinct |d| (one trial per task:
/// the McNemar case) exactly from the binomial distribution, at any size; else sampled
/// (grouped by |d|, as in Compare).
fn permutation_test_counted(differences: &[(f64, u64)], seed: u64) -> (f64, Permutations) {
    let moving: u64 = differences.iter().map(|&(_, count)| count).sum();
    let sizes: Vec<u64> = {
        let mut sizes: Vec<u64> = differences
            .iter()
            .map(|&(d, _)| d.abs().to_bits())
            .collect();
        sizes.sort_unstable();
        sizes.dedup();
        sizes
    };
    if moving > EXACT_PERMUTATIONS_UP_TO as u64 && sizes.len() == 1 {
        // Every |d| equal: the sum is |d|·(positive − negative); under the flips the number
        // of positive signs is Binomial(g, 1/2). Two-sided: P(|2B − g| ≥ |observed|).
        let positive: u64 = differences
            .iter()
            .filter(|&&(d, _)| d > 0.0)
            .map(|&(_, count)| count)
            .sum();
        let observed = (2 * positive).abs_diff(moving);
        return (
            binomial_two_sided(moving, observed),
            Permutations::Exact(moving),
        );
    }
    let expanded: Vec<f64> = differences
        .iter()
        .flat_map(|&(d, count)| std::iter::repeat_n(d, count as usize))
        .collect();
    permutation_test(&expanded, seed)
}

/// P(|2B − n| ≥ gap) for B ~ Binomial(n, 1/2), summed in logs (n may be 100,000).
pub(crate) fn binomial_two_sided(n: u64, gap: u64) -> f64 {
    let ln_half_n = n as f64 * std::f64::consts::LN_2;
    let ln_choose = |k: u64| {
        ln_gamma(n as f64 + 1.0) - ln_gamma(k as f64 + 1.0) - ln_gamma((n - k) as f64 + 1.0)
    };
    let total: f64 = (0..=n)
        .filter(|&k| (2 * k).abs_diff(n) >= gap)
        .map(|k| (ln_choose(k) - ln_half_n).exp())
        .sum();
    total.min(1.0)
}

/// The mean, summed and divided in double-double and rounded once (as the data view's
/// means are: 10/21 is the `f64` nearest 10/21).
fn mean(values: &[f64]) -> f64 {
    let total = values
        .iter()
        .fold(Dd::ZERO, |sum, &value| sum + Dd::from_f64(value));
    (total / Dd::from_f64(values.len() as f64)).to_f64()
}

/// The 2.5th and 97.5th percentiles.
fn percentile_interval(draws: &[f64]) -> Interval {
    let mut sorted = draws.to_vec();
    sorted.sort_by(f64::total_cmp);
    let at =
        |q: f64| sorted[((q * (sorted.len() - 1) as f64).round() as usize).min(sorted.len() - 1)];
    Interval {
        low: at(0.025),
        high: at(0.975),
    }
}

fn rank_percentiles(draws: &[usize]) -> (usize, usize) {
    let mut sorted = draws.to_vec();
    sorted.sort_unstable();
    let at =
        |q: f64| sorted[((q * (sorted.len() - 1) as f64).round() as usize).min(sorted.len() - 1)];
    (at(0.025), at(0.975))
}

/// Holm's step-down adjustment: the i-th smallest of m p-values times (m − i), made
/// monotone, at most 1.
fn holm(pairs: &mut [PairTest]) {
    let m = pairs.len();
    let mut order: Vec<usize> = (0..m).collect();
    order.sort_by(|&a, &b| pairs[a].p_value.total_cmp(&pairs[b].p_value));
    let mut running: f64 = 0.0;
    for (step, &index) in order.iter().enumerate() {
        let adjusted = ((m - step) as f64 * pairs[index].p_value).min(1.0);
        running = running.max(adjusted);
        pairs[index].adjusted = running;
    }
}

/// Letters for the runs in rank order: each maximal stretch of consecutive runs with no
/// significant pair inside gets a letter (a, b, …, then a2…), and a run has the letters of
/// the stretches it is in.
fn tie_groups(order: &[usize], pairs: &[PairTest]) -> Vec<String> {
    let apart = |a: usize, b: usize| {
        pairs.iter().any(|pair| {
            ((pair.row, pair.column) == (a, b) || (pair.row, pair.column) == (b, a))
                && pair.adjusted < BOARD_ALPHA
        })
    };
    let mut stretches: Vec<(usize, usize)> = Vec::new();
    for start in 0..order.len() {
        let mut end = start;
        while end + 1 < order.len() && (start..=end).all(|i| !apart(order[i], order[end + 1])) {
            end += 1;
        }
        // A stretch inside the previous one adds nothing.
        if stretches.last().is_none_or(|&(_, last_end)| end > last_end) {
            stretches.push((start, end));
        }
    }
    let letter = |index: usize| {
        let base = char::from(b'a' + (index % 26) as u8);
        if index < 26 {
            base.to_string()
        } else {
            format!("{base}{}", index / 26 + 1)
        }
    };
    (0..order.len())
        .map(|position| {
            stretches
                .iter()
                .enumerate()
                .filter(|(_, &(start, end))| (start..=end).contains(&position))
                .map(|(index, _)| letter(index))
                .collect()
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn holm_multiplies_by_the_remaining_count_and_stays_monotone() {
        let mut pairs: Vec<PairTest> = [0.01, 0.04, 0.03]
            .iter()
            .enumerate()
            .map(|(index, &p_value)| PairTest {
                row: 0,
                column: index + 1,
                difference: 0.0,
                p_value,
                adjusted: p_value,
                permutations: Permutations::Exact(1),
            })
            .collect();
        holm(&mut pairs);
        // Sorted: 0.01·3 = 0.03, 0.03·2 = 0.06, 0.04·1 = 0.04 → monotone 0.06.
        let adjusted: Vec<f64> = pairs.iter().map(|pair| pair.adjusted).collect();
        assert!((adjusted[0] - 0.03).abs() < 1e-15);
        assert!((adjusted[1] - 0.06).abs() < 1e-15);
        assert!((adjusted[2] - 0.06).abs() < 1e-15);
    }

    #[test]
    fn one_trial_per_task_is_the_exact_mcnemar_test() {
        // 10 tasks; A solves all, B solves 2: 8 discordant tasks all favour A. Exact
        // McNemar: p = 2·0.5^8 = 1/128.
        let a = vec![1.0; 10];
        let b: Vec<f64> = (0..10).map(|t| if t < 2 { 1.0 } else { 0.0 }).collect();
        let board = rank_runs(&[a, b], 500, 7).unwrap();
        let pair = board.pair(0, 1).unwrap();
        assert!((pair.p_value - 1.0 / 128.0).abs() < 1e-15, "{pair:?}");
        assert_eq!(pair.permutations, Permutations::Exact(256));
        assert!((pair.difference - 0.8).abs() < 1e-15);
        assert_eq!(board.standings[0].run, 0);
        assert_eq!(board.standings[0].groups, "a");
        assert_eq!(board.standings[1].groups, "b");
        assert_eq!(board.standings[0].rank_interval, (1, 1));
    }

    #[test]
    fn runs_that_cannot_be_told_apart_share_a_letter() {
        // Three runs on 6 tasks: A and B differ on one task only, C is far below both.
        let a = vec![1.0, 1.0, 1.0, 1.0, 1.0, 1.0];
        let b = vec![1.0, 1.0, 1.0, 1.0, 1.0, 0.0];
        let c = vec![0.0, 0.0, 0.0, 0.0, 0.0, 0.0];
        let board = rank_runs(&[c.clone(), a.clone(), b.clone()], 2000, 1).unwrap();
        let order: Vec<usize> = board.standings.iter().map(|s| s.run).collect();
        assert_eq!(order, vec![1, 2, 0]);
        let groups: Vec<&str> = board.standings.iter().map(|s| s.groups.as_str()).collect();
        // A vs C: 6 discordant of 6, p = 2/64 = 1/32, Holm ×3 = 3/32 ≈ 0.094: not below
        // 0.05, so with 6 tasks even A and C share a letter.
        assert_eq!(groups, vec!["a", "a", "a"]);
        assert_eq!(board.resamples, 2000);
        // Same seed, same board.
        assert_eq!(rank_runs(&[c, a, b], 2000, 1).unwrap(), board);
        assert!(rank_runs(&[vec![1.0]], 10, 1).is_none());
    }

    #[test]
    fn letters_follow_the_stretches() {
        // Four runs in rank order 0,1,2,3: only (0,3) and (0,2) and (1,3) significant →
        // stretches [0,1], [1,2], [2,3] → a, ab, bc, c.
        let significant = [(0, 2), (0, 3), (1, 3)];
        let mut pairs = Vec::new();
        for row in 0..4 {
            for column in row + 1..4 {
                let p = if significant.contains(&(row, column)) {
                    0.001
                } else {
                    0.5
                };
                pairs.push(PairTest {
                    row,
                    column,
                    difference: 0.0,
                    p_value: p,
                    adjusted: p,
                    permutations: Permutations::Exact(1),
                });
            }
        }
        assert_eq!(
            tie_groups(&[0, 1, 2, 3], &pairs),
            vec!["a", "ab", "bc", "c"]
        );
    }

    #[test]
    fn mcnemar_at_any_size_is_the_exact_binomial_tail() {
        // 20 discordant tasks, 15 for the row: P(B ≤ 5 or B ≥ 15), B ~ Binomial(20, 1/2).
        let tail: u64 = [1u64, 20, 190, 1140, 4845, 15504].iter().sum();
        let want = 2.0 * tail as f64 / f64::from(1u32 << 20);
        let (p, how) = permutation_test_counted(&[(1.0, 15), (-1.0, 5)], 1);
        assert!((p - want).abs() < 1e-13 * want.max(1e-300), "{p} vs {want}");
        assert_eq!(how, Permutations::Exact(20));
        // 100,000 tasks, an even split: p = 1 (up to rounding).
        let (even, _) = permutation_test_counted(&[(1.0, 50_000), (-1.0, 50_000)], 1);
        assert!((even - 1.0).abs() < 1e-9, "{even}");
    }

    #[test]
    fn a_board_in_steps_equals_one_in_one_go() {
        let runs: Vec<Vec<f64>> = (0..5)
            .map(|run| {
                (0..9_000)
                    .map(|task| {
                        if (task * (run + 3)) % 11 < 7 {
                            1.0
                        } else {
                            0.0
                        }
                    })
                    .collect()
            })
            .collect();
        let at_once = rank_runs(&runs, 300, 9).unwrap();
        let mut job = RankRuns::new(runs.clone(), 300, 9).unwrap();
        let mut steps = 0;
        while !job.advance(7) {
            steps += 1;
            assert!(job.progress() <= 1.0);
        }
        assert!(steps > 10);
        assert_eq!(job.finish(), at_once);
        // Beyond 5,000 tasks the Poisson bootstrap: the intervals still hold the means.
        for standing in &at_once.standings {
            let interval = standing.interval.unwrap();
            assert!(interval.low <= standing.mean && standing.mean <= interval.high);
        }
    }

    #[test]
    fn one_task_has_no_interval() {
        let board = rank_runs(&[vec![1.0], vec![0.0], vec![0.5]], 200, 3).unwrap();
        assert_eq!(board.tasks, 1);
        assert!(board
            .standings
            .iter()
            .all(|standing| standing.interval.is_none()));
        let two = rank_runs(&[vec![1.0, 0.0], vec![0.0, 0.0]], 200, 3).unwrap();
        assert!(two
            .standings
            .iter()
            .all(|standing| standing.interval.is_some()));
    }
}

//! The leaderboard's runs matched by task id: the tasks every run has (in the first run's
//! order) and, per run, its unbiased estimate of the metric at k on each of them; the tasks
//! some run lacks are listed and counted, never silently dropped, and so are the tasks left
//! out because some run has fewer than k trials of them.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};
use std::sync::Arc;

use passk_core::aggregate::Metric;
use passk_core::estimators::{unbiased_pass_at_k, unbiased_pass_hat_k, TaskCounts};

use super::import::NamedTask;

/// The most runs a board takes.
pub const BOARD_RUNS_AT_MOST: usize = 20;

/// A task not in every run, and how many runs have it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PartlyShared {
    /// The task's id.
    pub name: String,
    /// Runs that have it.
    pub runs: usize,
}

/// The runs matched task by task at one k and metric.
#[derive(Clone, Debug, PartialEq)]
pub struct MatchedBoard {
    /// The tasks every run has, in the first run's order.
    pub common: Vec<String>,
    /// Tasks not in every run (first appearance order).
    pub partly_shared: Vec<PartlyShared>,
    /// Common tasks left out at this k because some run has fewer than k trials of them.
    pub too_few_trials: usize,
    /// The largest k at which some common task is ranked: over the common tasks, the most
    /// trials every run has of one (0 with no common task).
    pub largest_k: u64,
    /// `values[run][task]` over the common tasks that are not left out.
    pub values: Vec<Vec<f64>>,
}

/// One task's value of `metric` at `k`; None when n < k.
pub fn estimate(metric: Metric, counts: TaskCounts, k: u64) -> Option<f64> {
    match metric {
        Metric::PassAtK => unbiased_pass_at_k(counts, k).ok(),
        Metric::PassHatK => unbiased_pass_hat_k(counts, k).ok(),
        Metric::AvgAtK => counts.success_rate().ok(),
    }
}

/// Matches `runs` by task id and evaluates `metric` at `k` on the common tasks, all at once
/// (a page steps a [`MatchBoard`] instead).
pub fn match_board(runs: &[&[NamedTask]], k: u64, metric: Metric) -> MatchedBoard {
    let owned = runs.iter().map(|run| Arc::new(run.to_vec())).collect();
    let mut job = MatchBoard::new(owned, k, metric);
    while !job.advance(usize::MAX) {}
    job.finish()
}

/// Tasks (of a run, or of the common ids) handled in one step of a [`MatchBoard`].
const TASKS_PER_STEP: usize = 10_000;

/// The runs being matched a step at a time: each id is hashed once per run (20 runs ×
/// 100,000 tasks is two million lookups), every run becomes a table indexed by the id's
/// number, then the ids are read in order.
pub struct MatchBoard {
    runs: Vec<Arc<Vec<NamedTask>>>,
    k: u64,
    metric: Metric,
    ids: HashMap<String, u32, BuildHasherDefault<NameHasher>>,
    names: Vec<String>,
    tables: Vec<Vec<Option<TaskCounts>>>,
    /// Where the job is: (run, task) while tables are built, then the next id.
    next: (usize, usize),
    next_id: usize,
    estimates_of: HashMap<TaskCounts, Option<f64>, BuildHasherDefault<NameHasher>>,
    matched: MatchedBoard,
}

impl MatchBoard {
    /// A job for `runs` at `k` and `metric`.
    pub fn new(runs: Vec<Arc<Vec<NamedTask>>>, k: u64, metric: Metric) -> MatchBoard {
        let count = runs.len();
        MatchBoard {
            runs,
            k,
            metric,
            ids: HashMap::default(),
            names: Vec::new(),
            tables: Vec::with_capacity(count),
            next: (0, 0),
            next_id: 0,
            estimates_of: HashMap::default(),
            matched: MatchedBoard {
                common: Vec::new(),
                partly_shared: Vec::new(),
                too_few_trials: 0,
                largest_k: 0,
                values: vec![Vec::new(); count],
            },
        }
    }

    /// Does up to `steps` steps of 10,000 tasks; true when done.
    pub fn advance(&mut self, steps: usize) -> bool {
        for _ in 0..steps {
            if self.next.0 < self.runs.len() {
                self.table_step();
            } else if self.next_id < self.names.len() {
                self.ids_step();
            } else {
                return true;
            }
        }
        self.next.0 >= self.runs.len() && self.next_id >= self.names.len()
    }

    /// How far the job is, from 0 to 1 (by tasks handled).
    pub fn progress(&self) -> f64 {
        let total: usize = self.runs.iter().map(|run| run.len()).sum();
        let done: usize = self.runs[..self.next.0.min(self.runs.len())]
            .iter()
            .map(|run| run.len())
            .sum::<usize>()
            + self.next.1
            + self.next_id;
        done as f64 / (total + self.names.len().max(1)) as f64
    }

    fn table_step(&mut self) {
        let (run_index, start) = self.next;
        let run = self.runs[run_index].clone();
        if start == 0 {
            self.tables.push(vec![None; self.names.len()]);
        }
        let end = (start + TASKS_PER_STEP).min(run.len());
        for task in &run[start..end] {
            let names = &mut self.names;
            let id = *self.ids.entry(task.name.clone()).or_insert_with(|| {
                names.push(task.name.clone());
                (names.len() - 1) as u32
            }) as usize;
            let table = &mut self.tables[run_index];
            if table.len() <= id {
                table.resize(id + 1, None);
            }
            // A task repeated within one run: its first appearance stands.
            table[id].get_or_insert(task.counts);
        }
        self.next = if end >= run.len() {
            (run_index + 1, 0)
        } else {
            (run_index, end)
        };
    }

    fn ids_step(&mut self) {
        let runs = self.runs.len();
        let mut present: Vec<TaskCounts> = Vec::with_capacity(runs);
        let end = (self.next_id + TASKS_PER_STEP).min(self.names.len());
        for id in self.next_id..end {
            present.clear();
            present.extend(
                self.tables
                    .iter()
                    .filter_map(|table| table.get(id).copied().flatten()),
            );
            let name = &self.names[id];
            if present.len() < runs {
                self.matched.partly_shared.push(PartlyShared {
                    name: name.clone(),
                    runs: present.len(),
                });
                continue;
            }
            self.matched.common.push(name.clone());
            let shared_trials = present
                .iter()
                .map(|counts| counts.trials)
                .min()
                .unwrap_or(0);
            self.matched.largest_k = self.matched.largest_k.max(shared_trials);
            let (metric, k) = (self.metric, self.k);
            let estimates: Option<Vec<f64>> = present
                .iter()
                .map(|&counts| {
                    *self
                        .estimates_of
                        .entry(counts)
                        .or_insert_with(|| estimate(metric, counts, k))
                })
                .collect();
            match estimates {
                Some(estimates) => {
                    for (values, value) in self.matched.values.iter_mut().zip(estimates) {
                        values.push(value);
                    }
                }
                None => self.matched.too_few_trials += 1,
            }
        }
        self.next_id = end;
    }

    /// The matched runs (call once [`MatchBoard::advance`] returned true).
    pub fn finish(self) -> MatchedBoard {
        self.matched
    }
}

/// A quick hasher for task ids (eight bytes at a time, the rustc "Fx" mix): ids come from
/// the person's own files, and the worst a collision can do is slow the matching.
#[derive(Default)]
pub(crate) struct NameHasher(u64);

impl Hasher for NameHasher {
    fn finish(&self) -> u64 {
        // The multiply mixes upwards only: ids that differ in their last bytes ("t0", "t1"…)
        // would share their low bits, which pick the bucket. The well-mixed high bits go
        // there instead.
        self.0.rotate_left(26)
    }

    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for chunk in &mut chunks {
            let mut word = [0u8; 8];
            word.copy_from_slice(chunk);
            self.write_u64(u64::from_le_bytes(word));
        }
        let mut last = [0u8; 8];
        last[..chunks.remainder().len()].copy_from_slice(chunks.remainder());
        self.write_u64(u64::from_le_bytes(last) ^ bytes.len() as u64);
    }

    fn write_u64(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(tasks: &[(&str, u64, u64)]) -> Vec<NamedTask> {
        tasks
            .iter()
            .map(|&(name, n, c)| NamedTask {
                name: name.to_string(),
                counts: TaskCounts::new(n, c).unwrap(),
            })
            .collect()
    }

    #[test]
    fn tasks_not_in_every_run_are_listed_and_short_tasks_counted() {
        let a = run(&[("x", 8, 8), ("y", 8, 6), ("z", 8, 4), ("only-a", 8, 1)]);
        let b = run(&[("y", 8, 7), ("x", 8, 8), ("z", 2, 2)]);
        let matched = match_board(&[&a, &b], 3, Metric::PassHatK);
        assert_eq!(matched.common, vec!["x", "y", "z"]);
        assert_eq!(
            matched.partly_shared,
            vec![PartlyShared {
                name: "only-a".into(),
                runs: 1
            }]
        );
        // z has 2 trials in run b: no pass^3 there.
        assert_eq!(matched.too_few_trials, 1);
        assert_eq!(matched.largest_k, 8);
        // Three single-trial runs at k = 3: nothing ranked, and k = 1 is the largest allowed.
        let single = |c: u64| run(&[("p", 1, c), ("q", 1, 1 - c)]);
        let past = match_board(&[&single(1), &single(0), &single(1)], 3, Metric::PassHatK);
        assert_eq!((past.too_few_trials, past.largest_k), (2, 1));
        assert!(past.values.iter().all(Vec::is_empty));
        assert_eq!(matched.values[0], vec![1.0, 20.0 / 56.0]);
        assert_eq!(matched.values[1], vec![1.0, 35.0 / 56.0]);
        let avg = match_board(&[&a, &b], 3, Metric::AvgAtK);
        assert_eq!(avg.too_few_trials, 0);
        assert_eq!(avg.values[1], vec![1.0, 7.0 / 8.0, 1.0]);
    }
}

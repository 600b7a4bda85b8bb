//! The leaderboard's runs matched by task id: the tasks every run has (in the first run's
//! order) and, per run, its unbiased estimate of the metric at k on each of them; the tasks
//! some run lacks are listed and counted, never silently dropped, and so are the tasks left
//! out because some run has fewer than k trials of them.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use passk_core::aggregate::Metric;
use passk_core::board::{rank_runs, Board};
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

/// Matches `runs` by task id and evaluates `metric` at `k` on the common tasks. Each id is
/// hashed once per run (20 runs × 100,000 tasks is two million lookups, not more), then
/// every run is a table indexed by the id's number.
pub fn match_board(runs: &[&[NamedTask]], k: u64, metric: Metric) -> MatchedBoard {
    let mut ids: HashMap<&str, u32, BuildHasherDefault<NameHasher>> = HashMap::default();
    let mut names: Vec<&str> = Vec::new();
    let mut tables: Vec<Vec<Option<TaskCounts>>> = Vec::with_capacity(runs.len());
    for run in runs {
        let mut table: Vec<Option<TaskCounts>> = vec![None; names.len()];
        for task in run.iter() {
            let id = *ids.entry(task.name.as_str()).or_insert_with(|| {
                names.push(task.name.as_str());
                (names.len() - 1) as u32
            }) as usize;
            if table.len() <= id {
                table.resize(id + 1, None);
            }
            // A task repeated within one run: its first appearance stands.
            table[id].get_or_insert(task.counts);
        }
        tables.push(table);
    }
    // Tasks of the same counts have the same estimate: each is computed once.
    let mut estimates_of: HashMap<TaskCounts, Option<f64>, BuildHasherDefault<NameHasher>> =
        HashMap::default();
    let mut present: Vec<TaskCounts> = Vec::with_capacity(runs.len());
    let mut estimates: Vec<f64> = Vec::with_capacity(runs.len());
    let mut common = Vec::new();
    let mut partly_shared = Vec::new();
    let mut too_few_trials = 0;
    let mut values = vec![Vec::new(); runs.len()];
    for (id, name) in names.iter().enumerate() {
        present.clear();
        present.extend(
            tables
                .iter()
                .filter_map(|table| table.get(id).copied().flatten()),
        );
        if present.len() < runs.len() {
            partly_shared.push(PartlyShared {
                name: name.to_string(),
                runs: present.len(),
            });
            continue;
        }
        common.push(name.to_string());
        estimates.clear();
        for &counts in &present {
            match *estimates_of
                .entry(counts)
                .or_insert_with(|| estimate(metric, counts, k))
            {
                Some(value) => estimates.push(value),
                None => break,
            }
        }
        if estimates.len() < present.len() {
            too_few_trials += 1;
            continue;
        }
        for (run_values, &value) in values.iter_mut().zip(&estimates) {
            run_values.push(value);
        }
    }
    MatchedBoard {
        common,
        partly_shared,
        too_few_trials,
        values,
    }
}

/// A quick hasher for task ids (eight bytes at a time, the rustc "Fx" mix): ids come from
/// the person's own files, and the worst a collision can do is slow the matching.
#[derive(Default)]
struct NameHasher(u64);

impl Hasher for NameHasher {
    fn finish(&self) -> u64 {
        self.0
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

/// The board of matched runs (see `passk_core::board::rank_runs`).
pub fn board_of(matched: &MatchedBoard, resamples: u32, seed: u64) -> Option<Board> {
    rank_runs(&matched.values, resamples, seed)
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
        assert_eq!(matched.values[0], vec![1.0, 20.0 / 56.0]);
        assert_eq!(matched.values[1], vec![1.0, 35.0 / 56.0]);
        let avg = match_board(&[&a, &b], 3, Metric::AvgAtK);
        assert_eq!(avg.too_few_trials, 0);
        assert_eq!(avg.values[1], vec![1.0, 7.0 / 8.0, 1.0]);
    }
}

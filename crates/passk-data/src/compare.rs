//! Two imported runs put side by side: tasks matched by id, the ones in only one run kept
//! and listed, and the tasks that moved between the runs, biggest first.

use std::collections::{HashMap, HashSet};
use std::hash::BuildHasherDefault;

use crate::board::NameHasher;
use crate::import::NamedTask;
use passk_core::compare::PairedCounts;
use passk_core::estimators::TaskCounts;

/// The two runs matched task by task.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct MatchedRuns {
    /// The ids of the matched tasks, in run A's order.
    pub names: Vec<String>,
    /// Their counts in both runs, in the same order.
    pub pairs: Vec<PairedCounts>,
    /// Tasks only in run A, in its order.
    pub only_in_a: Vec<String>,
    /// Tasks only in run B, in its order.
    pub only_in_b: Vec<String>,
}

/// Matches `a` and `b` by task id (exactly as written). An id seen twice in one run (an
/// importer never produces that) counts once, at its first place. Ids are hashed with a
/// quick hasher, each once per run: a million against a million is one pass over each.
pub fn match_runs(a: &[NamedTask], b: &[NamedTask]) -> MatchedRuns {
    let mut in_b: HashMap<&str, usize, BuildHasherDefault<NameHasher>> =
        HashMap::with_capacity_and_hasher(b.len(), Default::default());
    for (at, task) in b.iter().enumerate() {
        in_b.entry(task.name.as_str()).or_insert(at);
    }
    // B's places matched by A (each id at its first place in B).
    let mut taken = vec![false; b.len()];
    let mut matched = MatchedRuns::default();
    let mut seen_in_a: HashSet<&str, BuildHasherDefault<NameHasher>> =
        HashSet::with_capacity_and_hasher(a.len(), Default::default());
    for task in a {
        if !seen_in_a.insert(task.name.as_str()) {
            continue;
        }
        match in_b.get(task.name.as_str()) {
            Some(&at) => {
                taken[at] = true;
                matched.names.push(task.name.clone());
                matched.pairs.push(PairedCounts {
                    a: task.counts,
                    b: b[at].counts,
                });
            }
            None => matched.only_in_a.push(task.name.clone()),
        }
    }
    for (at, task) in b.iter().enumerate() {
        // B's first place of an id A never had.
        if !taken[at] && in_b.get(task.name.as_str()) == Some(&at) {
            matched.only_in_b.push(task.name.clone());
        }
    }
    matched
}

/// How the matched tasks' success rates c/n moved from A to B.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Changes {
    /// Tasks whose rate differs.
    pub changed: usize,
    /// Of those, higher in B.
    pub up: usize,
    /// Of those, lower in B.
    pub down: usize,
}

/// Counts the tasks that moved.
pub fn changes(matched: &MatchedRuns) -> Changes {
    let mut changes = Changes::default();
    for pair in &matched.pairs {
        match pair.rate_change() {
            1 => changes.up += 1,
            -1 => changes.down += 1,
            _ => {}
        }
    }
    changes.changed = changes.up + changes.down;
    changes
}

/// One row of the movers' table.
#[derive(Clone, Debug, PartialEq)]
pub struct Mover {
    /// The task id.
    pub name: String,
    /// Run A's counts.
    pub a: TaskCounts,
    /// Run B's counts.
    pub b: TaskCounts,
    /// B's rate minus A's, c/n − c/n.
    pub change: f64,
}

/// The order of the movers' table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoverOrder {
    /// Largest |change| first (ties by id).
    Biggest,
    /// Most improved first.
    Up,
    /// Most worsened first.
    Down,
    /// By task id.
    Name,
}

/// The tasks whose rate moved, in `order`, at most `limit` of them.
pub fn movers(matched: &MatchedRuns, order: MoverOrder, limit: usize) -> Vec<Mover> {
    let rate = |counts: TaskCounts| counts.successes as f64 / counts.trials.max(1) as f64;
    let mut rows: Vec<Mover> = matched
        .names
        .iter()
        .zip(&matched.pairs)
        .filter(|(_, pair)| pair.rate_change() != 0)
        .map(|(name, pair)| Mover {
            name: name.clone(),
            a: pair.a,
            b: pair.b,
            change: rate(pair.b) - rate(pair.a),
        })
        .collect();
    match order {
        MoverOrder::Biggest => rows.sort_by(|x, y| {
            y.change
                .abs()
                .total_cmp(&x.change.abs())
                .then_with(|| x.name.cmp(&y.name))
        }),
        MoverOrder::Up => rows.sort_by(|x, y| {
            y.change
                .total_cmp(&x.change)
                .then_with(|| x.name.cmp(&y.name))
        }),
        MoverOrder::Down => rows.sort_by(|x, y| {
            x.change
                .total_cmp(&y.change)
                .then_with(|| x.name.cmp(&y.name))
        }),
        MoverOrder::Name => rows.sort_by(|x, y| x.name.cmp(&y.name)),
    }
    rows.truncate(limit);
    rows
}

/// The largest k worth drawing: the most trials any matched task has in both runs, at most
/// 100 (1 when nothing is matched).
pub fn compare_k_max(matched: &MatchedRuns) -> u64 {
    matched
        .pairs
        .iter()
        .map(|pair| pair.a.trials.min(pair.b.trials))
        .max()
        .unwrap_or(1)
        .clamp(1, 100)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn task(name: &str, trials: u64, successes: u64) -> NamedTask {
        NamedTask {
            name: name.to_string(),
            counts: TaskCounts { trials, successes },
        }
    }

    #[test]
    fn tasks_are_matched_by_id_and_the_rest_listed() {
        let a = [
            task("x", 8, 8),
            task("y", 8, 6),
            task("only-a", 4, 1),
            task("z", 8, 4),
        ];
        let b = [
            task("z", 8, 5),
            task("only-b", 3, 3),
            task("x", 8, 8),
            task("y", 10, 6),
        ];
        let matched = match_runs(&a, &b);
        assert_eq!(matched.names, ["x", "y", "z"]);
        assert_eq!(
            matched.pairs[1].b,
            TaskCounts {
                trials: 10,
                successes: 6
            }
        );
        assert_eq!(matched.only_in_a, ["only-a"]);
        assert_eq!(matched.only_in_b, ["only-b"]);
        let changes = changes(&matched);
        assert_eq!((changes.changed, changes.up, changes.down), (2, 1, 1));
        let rows = movers(&matched, MoverOrder::Biggest, 10);
        assert_eq!(
            rows.iter().map(|r| r.name.as_str()).collect::<Vec<_>>(),
            ["y", "z"]
        );
        assert!((rows[0].change - (0.6 - 0.75)).abs() < 1e-15);
        assert_eq!(movers(&matched, MoverOrder::Up, 1)[0].name, "z");
        assert_eq!(compare_k_max(&matched), 8);
    }
}

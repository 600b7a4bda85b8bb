//! Two imported runs put side by side: tasks matched by id, the ones in only one run kept
//! and listed, and the tasks that moved between the runs, biggest first.

use std::collections::hash_map::Entry;
use std::collections::{BinaryHeap, HashMap};
use std::hash::{BuildHasherDefault, Hasher};

use crate::board::NameHasher;
use crate::import::NamedTask;
use crate::pass_through::PassThrough;
use passk_core::compare::{
    paired_difference, paired_difference_grouped, paired_means, paired_means_grouped, Metric,
    PairGroups, PairedCounts, PairedDifference, PairedMeans, GROUPED_ABOVE,
};
use passk_core::estimators::TaskCounts;

/// The two runs matched task by task.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct MatchedRuns {
    /// The ids of the matched tasks, in run A's order.
    pub names: Vec<String>,
    /// Their counts in both runs, in the same order.
    pub pairs: Vec<PairedCounts>,
    /// The same pairs by their distinct counts (what many tasks are compared by).
    pub groups: PairGroups,
    /// Tasks only in run A, in its order.
    pub only_in_a: Vec<String>,
    /// Tasks only in run B, in its order.
    pub only_in_b: Vec<String>,
}

impl MatchedRuns {
    /// The paired difference B − A at `k` (per task, or by distinct counts beyond
    /// [`GROUPED_ABOVE`] tasks).
    pub fn difference(&self, k: u64, metric: Metric, seed: u64) -> Option<PairedDifference> {
        if self.pairs.len() > GROUPED_ABOVE {
            paired_difference_grouped(&self.groups, k, metric, seed)
        } else {
            paired_difference(&self.pairs, k, metric, seed)
        }
    }

    /// Both runs' means and their difference at `k`.
    pub fn means(&self, k: u64, metric: Metric) -> Option<PairedMeans> {
        if self.pairs.len() > GROUPED_ABOVE {
            paired_means_grouped(&self.groups, k, metric)
        } else {
            paired_means(&self.pairs, k, metric)
        }
    }
}

/// Matches `a` and `b` by task id (exactly as written). An id seen twice in one run (an
/// importer never produces that) counts once, at its first place.
pub fn match_runs(a: &[NamedTask], b: &[NamedTask]) -> MatchedRuns {
    let mut job = MatchRuns::default();
    while !job.step(a, b, usize::MAX) {}
    job.finish()
}

/// Where a [`MatchRuns`] is.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
enum MatchStage {
    /// Indexing B's ids.
    #[default]
    IndexB,
    /// Walking A: each id matched or listed as A's only.
    WalkA,
    /// Listing B's ids that A lacks.
    ListB,
    /// Done.
    Done,
}

/// Ids by a quick hash, each pointing at its first place; ids whose hash another id already
/// has (rare) are kept by name beside.
#[derive(Debug, Default)]
struct IdIndex {
    by_hash: HashMap<u64, usize, BuildHasherDefault<PassThrough>>,
    collided: HashMap<String, usize>,
}

impl IdIndex {
    /// Adds `tasks[at]`'s id unless seen; true when it was new.
    fn insert(&mut self, tasks: &[NamedTask], at: usize) -> bool {
        let name = tasks[at].name.as_str();
        match self.by_hash.entry(id_hash(name)) {
            Entry::Vacant(slot) => {
                slot.insert(at);
                true
            }
            Entry::Occupied(slot) if tasks[*slot.get()].name == name => false,
            Entry::Occupied(_) => match self.collided.entry(name.to_string()) {
                std::collections::hash_map::Entry::Vacant(slot) => {
                    slot.insert(at);
                    true
                }
                std::collections::hash_map::Entry::Occupied(_) => false,
            },
        }
    }

    /// Room for `more` ids: a million ids grown by doubling rehash the table in one step
    /// of tens of milliseconds, which a page's time slice cannot split.
    fn reserve(&mut self, more: usize) {
        self.by_hash.reserve(more);
    }

    /// The first place of `name` in `tasks`, if any.
    fn find(&self, tasks: &[NamedTask], name: &str) -> Option<usize> {
        match self.by_hash.get(&id_hash(name)) {
            Some(&at) if tasks[at].name == name => Some(at),
            Some(_) => self.collided.get(name).copied(),
            None => None,
        }
    }
}

fn id_hash(name: &str) -> u64 {
    let mut hasher = NameHasher::default();
    hasher.write(name.as_bytes());
    hasher.finish()
}

/// Matching two runs a bounded number of tasks at a time, so a page can match a million
/// against a million in slices between frames. The runs are passed to every
/// [`MatchRuns::step`] (the same two each time); the job keeps only places and hashes.
#[derive(Debug, Default)]
pub struct MatchRuns {
    stage: MatchStage,
    next: usize,
    in_b: IdIndex,
    seen_in_a: IdIndex,
    taken: Vec<bool>,
    matched: MatchedRuns,
}

impl MatchRuns {
    /// Matches up to `most` more tasks of `a` and `b`; true once done.
    pub fn step(&mut self, a: &[NamedTask], b: &[NamedTask], most: usize) -> bool {
        let mut left = most;
        if self.stage == MatchStage::IndexB && self.next == 0 {
            self.in_b.reserve(b.len());
        }
        while left > 0 && self.stage != MatchStage::Done {
            let total = match self.stage {
                MatchStage::IndexB | MatchStage::ListB => b.len(),
                MatchStage::WalkA => a.len(),
                MatchStage::Done => 0,
            };
            let end = total.min(self.next.saturating_add(left));
            for at in self.next..end {
                self.visit(a, b, at);
            }
            left -= end - self.next;
            self.next = end;
            if end == total {
                self.next = 0;
                self.stage = match self.stage {
                    MatchStage::IndexB => {
                        self.taken = vec![false; b.len()];
                        self.seen_in_a.reserve(a.len());
                        // Room for every match at once: grown by doubling, a million names
                        // are copied whole in one step (a 25 ms realloc, measured), which
                        // no time slice can split.
                        let most = a.len().min(b.len());
                        self.matched.names.reserve(most);
                        self.matched.pairs.reserve(most);
                        MatchStage::WalkA
                    }
                    MatchStage::WalkA => MatchStage::ListB,
                    MatchStage::ListB | MatchStage::Done => MatchStage::Done,
                };
            }
        }
        self.stage == MatchStage::Done
    }

    fn visit(&mut self, a: &[NamedTask], b: &[NamedTask], at: usize) {
        match self.stage {
            MatchStage::IndexB => {
                self.in_b.insert(b, at);
            }
            MatchStage::WalkA => {
                if !self.seen_in_a.insert(a, at) {
                    return;
                }
                let task = &a[at];
                match self.in_b.find(b, &task.name) {
                    Some(place) => {
                        self.taken[place] = true;
                        let pair = PairedCounts {
                            a: task.counts,
                            b: b[place].counts,
                        };
                        self.matched.names.push(task.name.clone());
                        self.matched.pairs.push(pair);
                        self.matched.groups.add(pair);
                    }
                    None => self.matched.only_in_a.push(task.name.clone()),
                }
            }
            MatchStage::ListB => {
                // B's first place of an id A never had.
                if !self.taken[at] && self.in_b.find(b, &b[at].name) == Some(at) {
                    self.matched.only_in_b.push(b[at].name.clone());
                }
            }
            MatchStage::Done => {}
        }
    }

    /// How far the job is, 0 to 1 (B indexed, A walked, B listed: a third each).
    pub fn progress(&self, a: &[NamedTask], b: &[NamedTask]) -> f64 {
        let share = |done: usize, of: usize| done as f64 / of.max(1) as f64;
        match self.stage {
            MatchStage::IndexB => share(self.next, b.len()) / 3.0,
            MatchStage::WalkA => (1.0 + share(self.next, a.len())) / 3.0,
            MatchStage::ListB => (2.0 + share(self.next, b.len())) / 3.0,
            MatchStage::Done => 1.0,
        }
    }

    /// The matched runs (complete once [`MatchRuns::step`] said so).
    pub fn finish(self) -> MatchedRuns {
        self.matched
    }
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

/// Counts the tasks that moved, by distinct counts: a million tasks of a few trials each
/// have a few dozen.
pub fn changes(matched: &MatchedRuns) -> Changes {
    let mut changes = Changes::default();
    for (pair, tasks) in matched.groups.counted() {
        let tasks = tasks as usize;
        match pair.rate_change() {
            1 => changes.up += tasks,
            -1 => changes.down += tasks,
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

/// The tasks whose rate moved, in `order`, at most `limit` of them. Only the rows shown are
/// sorted and copied: they are picked by their change in one pass over the moved tasks, and
/// ids are compared only among the ties at the last place shown.
pub fn movers(matched: &MatchedRuns, order: MoverOrder, limit: usize) -> Vec<Mover> {
    let rate = |counts: TaskCounts| counts.successes as f64 / counts.trials.max(1) as f64;
    let change = |at: usize| rate(matched.pairs[at].b) - rate(matched.pairs[at].a);
    let name = |at: u32| matched.names[at as usize].as_str();
    // The order's key (smaller first), ties by id.
    let key = |at: usize| match order {
        MoverOrder::Biggest => -change(at).abs(),
        MoverOrder::Up => -change(at),
        MoverOrder::Down => change(at),
        MoverOrder::Name => 0.0,
    };
    let mut moved: Vec<(f64, u32)> = (0..matched.pairs.len())
        .filter(|&at| matched.pairs[at].rate_change() != 0)
        .map(|at| (key(at), at as u32))
        .collect();
    let by_id = |x: &(f64, u32), y: &(f64, u32)| name(x.1).cmp(name(y.1));
    let first = |x: &(f64, u32), y: &(f64, u32)| x.0.total_cmp(&y.0).then_with(|| by_id(x, y));
    if limit == 0 {
        return Vec::new();
    }
    if moved.len() > limit {
        moved.select_nth_unstable_by(limit - 1, |x, y| x.0.total_cmp(&y.0));
        let last = moved[limit - 1].0;
        let mut shown: Vec<(f64, u32)> = moved.iter().copied().filter(|m| m.0 < last).collect();
        // The first ids among the ties at the last place, in one pass with a heap of the
        // room left: with few trials per task the ties run to hundreds of thousands, and
        // most of them are turned away by one comparison with the heap's top.
        let room = limit - shown.len();
        let mut first_ids: BinaryHeap<(&str, u32)> = BinaryHeap::with_capacity(room + 1);
        for &(_, at) in moved.iter().filter(|m| m.0 == last) {
            let tie = (name(at), at);
            if first_ids.len() < room {
                first_ids.push(tie);
            } else if first_ids.peek().is_some_and(|top| tie < *top) {
                first_ids.pop();
                first_ids.push(tie);
            }
        }
        shown.extend(first_ids.into_iter().map(|(_, at)| (last, at)));
        moved = shown;
    }
    moved.sort_by(first);
    moved
        .into_iter()
        .map(|(_, at)| {
            let at = at as usize;
            Mover {
                name: matched.names[at].clone(),
                a: matched.pairs[at].a,
                b: matched.pairs[at].b,
                change: change(at),
            }
        })
        .collect()
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

    /// What matching means, written plainly (a map per run): the reference for the stepped
    /// job, duplicates included.
    fn reference(a: &[NamedTask], b: &[NamedTask]) -> (Vec<String>, Vec<String>, Vec<String>) {
        let mut in_b = HashMap::new();
        for task in b {
            in_b.entry(task.name.clone()).or_insert(task.counts);
        }
        let (mut names, mut only_a, mut seen) = (Vec::new(), Vec::new(), HashMap::new());
        for task in a {
            if seen.insert(task.name.clone(), ()).is_some() {
                continue;
            }
            match in_b.get(&task.name) {
                Some(_) => names.push(task.name.clone()),
                None => only_a.push(task.name.clone()),
            }
        }
        let mut listed = HashMap::new();
        let only_b = b
            .iter()
            .filter(|t| !seen.contains_key(&t.name) && listed.insert(t.name.clone(), ()).is_none())
            .map(|t| t.name.clone())
            .collect();
        (names, only_a, only_b)
    }

    /// The movers picked by change and cut at `limit` are the first `limit` of a full sort.
    #[test]
    fn movers_are_the_first_rows_of_the_full_order() {
        let a: Vec<NamedTask> = (0..300u64)
            .map(|i| task(&format!("t{}", (i * 37) % 300), 4, i % 5))
            .collect();
        let b: Vec<NamedTask> = (0..300u64)
            .map(|i| task(&format!("t{}", (i * 37) % 300), 4, (i * 3 + 1) % 5))
            .collect();
        let matched = match_runs(&a, &b);
        for order in [
            MoverOrder::Biggest,
            MoverOrder::Up,
            MoverOrder::Down,
            MoverOrder::Name,
        ] {
            let all = movers(&matched, order, usize::MAX);
            for limit in [0, 1, 7, 50, 299] {
                let mut want = all.clone();
                want.truncate(limit);
                assert_eq!(movers(&matched, order, limit), want, "{order:?} {limit}");
            }
            // The full order: by the key, then by id.
            for pair in all.windows(2) {
                let key = |m: &Mover| match order {
                    MoverOrder::Biggest => -m.change.abs(),
                    MoverOrder::Up => -m.change,
                    MoverOrder::Down => m.change,
                    MoverOrder::Name => 0.0,
                };
                assert!((key(&pair[0]), &pair[0].name) <= (key(&pair[1]), &pair[1].name));
            }
        }
    }

    #[test]
    fn matching_in_steps_is_matching_in_one_go_duplicates_included() {
        let mut seed = 7u64;
        let mut next = move |bound: u64| {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (seed >> 33) % bound
        };
        for round in 0..40 {
            let size = 1 + round * 3;
            let run = |next: &mut dyn FnMut(u64) -> u64| -> Vec<NamedTask> {
                (0..size)
                    .map(|_| task(&format!("id{}", next(size as u64 + 4)), 4, next(5)))
                    .collect()
            };
            let (a, b) = (run(&mut next), run(&mut next));
            let whole = match_runs(&a, &b);
            let (names, only_a, only_b) = reference(&a, &b);
            assert_eq!(
                (&whole.names, &whole.only_in_a, &whole.only_in_b),
                (&names, &only_a, &only_b)
            );
            assert_eq!(whole.groups, PairGroups::new(&whole.pairs));
            for most in [1, 2, 5] {
                let mut job = MatchRuns::default();
                let mut last = 0.0;
                while !job.step(&a, &b, most) {
                    let progress = job.progress(&a, &b);
                    assert!(progress >= last && progress < 1.0);
                    last = progress;
                }
                assert_eq!(job.finish(), whole, "round {round}, {most} a step");
            }
        }
    }

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

    /// Tasks with the same counts are counted once each, whether they moved or not.
    #[test]
    fn changes_count_every_task_of_the_same_counts() {
        let run = |shift: u64| {
            (0..1000)
                .map(|i| task(&format!("t{i}"), 4, (i + shift) % 5))
                .collect::<Vec<_>>()
        };
        let matched = match_runs(&run(0), &run(1));
        let one_by_one = |sign: i8| {
            matched
                .pairs
                .iter()
                .filter(|pair| pair.rate_change() == sign)
                .count()
        };
        let changes = changes(&matched);
        assert_eq!((changes.up, changes.down), (one_by_one(1), one_by_one(-1)));
        assert_eq!(
            (changes.changed, changes.up, changes.down),
            (1000, 800, 200)
        );
    }
}

//! Accumulates records into per-task counts, and notices what a person should be told:
//! repeated trials, missing trials, n varying across tasks.

use std::collections::{HashMap, HashSet};

use crate::pass_through::PassThrough;

use super::problem::{Place, Problem, ProblemKind, TrialKey, Warning};
use super::{Format, Import, NamedTask, MAX_PROBLEMS};
use passk_core::estimators::TaskCounts;

/// Where a record is, made into a [`Place`] only when a message needs it (a million rows
/// should not allocate a million paths).
#[derive(Clone, Copy, Debug)]
pub enum At<'a> {
    /// A 1-based line number.
    Line(usize),
    /// A JSON path.
    Path(&'a str),
    /// A 1-based entry of a link's `tasks=`.
    TasksEntry(usize),
}

impl At<'_> {
    /// The place, owned.
    pub fn place(self) -> Place {
        match self {
            At::Line(line) => Place::Line(line),
            At::Path(path) => Place::Path(path.to_string()),
            At::TasksEntry(entry) => Place::TasksEntry(entry),
        }
    }
}

/// A map keyed by a name's hash (which is not hashed again).
type ByNameHash<V> = HashMap<u64, V, std::hash::BuildHasherDefault<PassThrough>>;

/// A name's hash (fixed keys: the same name always lands in the same slot).
fn name_hash(name: &str) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    name.hash(&mut hasher);
    hasher.finish()
}

/// A task's trial ids. Boxed on purpose: an aggregated table's million tasks then carry one
/// empty pointer each (8 bytes) instead of an empty set (48 bytes).
#[allow(clippy::box_collection)]
type TrialIds = Box<HashSet<TrialKey>>;

/// The accumulator behind every format.
#[derive(Debug, Default)]
pub struct Tally {
    /// The tasks in order of first appearance, names and counts as the result will hold
    /// them: finishing moves this list out instead of building a million new entries.
    tasks: Vec<NamedTask>,
    /// The trial ids each task has (per-trial formats only), beside `tasks`.
    seen: Vec<Option<TrialIds>>,
    /// Tasks by a hash of their name. Keeping the names once (in `tasks`) instead of also as
    /// keys halves the allocations of a million-task file, and plain numbers drop at once.
    index: ByNameHash<u32>,
    /// Further tasks whose names share a hash with an earlier one (rare).
    collisions: ByNameHash<Vec<u32>>,
    records: usize,
    skipped: usize,
    problems: Vec<Problem>,
    excluded_infrastructure: usize,
    /// Infrastructure errors counted as failed trials (by the person's choice).
    failed_infrastructure: usize,
    duplicates: usize,
    first_duplicate: Option<Place>,
    repeated_aggregates: Vec<Warning>,
    /// Whole-file warnings a format's reader gives (said after the tally's own).
    format_warnings: Vec<Warning>,
    trial_based: bool,
    comments: usize,
    first_comment: Option<usize>,
    /// Every trial id any task has, kept as records arrive (so the missing-trials check at
    /// the end is a size comparison, not a pass over a million ids in one go).
    all_trials: HashSet<TrialKey>,
}

impl Tally {
    /// Makes room for about `tasks` tasks at once, so a million-task file does not regrow
    /// (and copy) its tables in the middle of the import, in one long step.
    pub fn reserve(&mut self, tasks: usize) {
        self.tasks.reserve(tasks);
        self.seen.reserve(tasks);
        self.index.reserve(tasks);
    }

    /// Records a problem with a record that is skipped.
    pub fn problem(&mut self, problem: Problem) {
        self.skipped += 1;
        if self.problems.len() < MAX_PROBLEMS {
            self.problems.push(problem);
        }
    }

    /// Shorthand for [`Tally::problem`].
    pub fn skip(&mut self, place: Place, kind: ProblemKind) {
        self.problem(Problem { place, kind });
    }

    fn find(&self, name: &str) -> Option<usize> {
        let hash = name_hash(name);
        let is = |index: u32| self.tasks[index as usize].name == name;
        let first = *self.index.get(&hash)?;
        if is(first) {
            return Some(first as usize);
        }
        let others = self.collisions.get(&hash)?;
        others
            .iter()
            .copied()
            .find(|&index| is(index))
            .map(|index| index as usize)
    }

    /// The task's index, adding it (with no trials yet) when it is new.
    fn task_index(&mut self, name: &str) -> usize {
        if let Some(index) = self.find(name) {
            return index;
        }
        let index = self.tasks.len();
        self.tasks.push(NamedTask {
            name: name.to_string(),
            counts: TaskCounts {
                trials: 0,
                successes: 0,
            },
        });
        self.seen.push(None);
        let hash = name_hash(name);
        // More tasks than u32 can count would not fit in memory anyway.
        let slot = index as u32;
        match self.index.entry(hash) {
            std::collections::hash_map::Entry::Vacant(entry) => {
                entry.insert(slot);
            }
            std::collections::hash_map::Entry::Occupied(_) => {
                self.collisions.entry(hash).or_default().push(slot)
            }
        }
        index
    }

    /// Adds one trial. `trial` None numbers the task's trials in order of appearance.
    pub fn add_trial(
        &mut self,
        task: &str,
        trial: Option<TrialKey>,
        success: bool,
        location: At<'_>,
    ) {
        self.trial_based = true;
        let index = self.task_index(task);
        let trials_so_far = self.tasks[index].counts.trials;
        let key = trial.unwrap_or(TrialKey::Number(trials_so_far as i64));
        if !self.all_trials.contains(&key) {
            self.all_trials.insert(key.clone());
        }
        if !self.seen[index]
            .get_or_insert_with(Box::default)
            .insert(key)
        {
            self.duplicates += 1;
            if self.first_duplicate.is_none() {
                self.first_duplicate = Some(location.place());
            }
            return;
        }
        let counts = &mut self.tasks[index].counts;
        counts.trials += 1;
        counts.successes += u64::from(success);
        self.records += 1;
    }

    /// Adds a task's aggregated counts (a repeated task name adds to the earlier counts).
    pub fn add_counts(&mut self, task: &str, trials: u64, successes: u64, location: At<'_>) {
        let repeated = self.find(task).is_some();
        let index = self.task_index(task);
        let tally = self.tasks[index].counts;
        // Only a repeated task can overflow (a new one starts at zero), and then the earlier
        // counts stay as they were.
        let total = tally
            .trials
            .checked_add(trials)
            .zip(tally.successes.checked_add(successes))
            .map(|(trials, successes)| TaskCounts::new(trials, successes));
        let (total_trials, total_successes) = match total {
            Some(Ok(total)) => (total.trials, total.successes),
            Some(Err(error)) => {
                self.skip(
                    location.place(),
                    ProblemKind::RepeatedTaskImpossible {
                        task: task.to_string(),
                        error,
                    },
                );
                return;
            }
            None => {
                self.skip(
                    location.place(),
                    ProblemKind::RepeatedTaskOverflows {
                        task: task.to_string(),
                    },
                );
                return;
            }
        };
        self.tasks[index].counts = TaskCounts {
            trials: total_trials,
            successes: total_successes,
        };
        self.records += 1;
        if repeated && self.repeated_aggregates.len() < 5 {
            self.repeated_aggregates.push(Warning::RepeatedTask {
                task: task.to_string(),
                place: location.place(),
            });
        }
    }

    /// Counts a comment line (a `#` line before a table's first row), skipped on purpose.
    pub fn comment(&mut self, location: At<'_>) {
        self.comments += 1;
        if self.first_comment.is_none() {
            if let At::Line(line) = location {
                self.first_comment = Some(line);
            }
        }
    }

    /// A whole-file warning of the format's own, said with the result.
    pub fn warn(&mut self, warning: Warning) {
        self.format_warnings.push(warning);
    }

    /// Counts a record left out on purpose (an infrastructure failure, not the agent's).
    pub fn exclude_infrastructure(&mut self) {
        self.excluded_infrastructure += 1;
    }

    /// Counts an infrastructure error kept as a failed trial.
    pub fn count_infrastructure_failure(&mut self) {
        self.failed_infrastructure += 1;
    }

    /// Builds the result, with the whole-file warnings.
    pub fn finish(self, format: Option<Format>) -> Import {
        let mut warnings = Vec::new();
        if self.comments > 0 {
            warnings.push(Warning::CommentLines {
                count: self.comments,
                first_line: self.first_comment.unwrap_or(1),
            });
        }
        if self.excluded_infrastructure > 0 {
            warnings.push(Warning::InfrastructureErrors(self.excluded_infrastructure));
        }
        if self.failed_infrastructure > 0 {
            warnings.push(Warning::InfrastructureFailures(self.failed_infrastructure));
        }
        if self.duplicates > 0 {
            warnings.push(Warning::RepeatedTrials {
                count: self.duplicates,
                first: self.first_duplicate.clone().unwrap_or(Place::Input),
            });
        }
        warnings.extend(self.repeated_aggregates.iter().cloned());
        warnings.extend(self.format_warnings.iter().cloned());
        if self.trial_based {
            if let Some(warning) = missing_trials_warning(&self.tasks, &self.seen, &self.all_trials)
            {
                warnings.push(warning);
            }
        }
        let trial_counts = self.tasks.iter().map(|task| task.counts.trials);
        if let (Some(min), Some(max)) = (trial_counts.clone().min(), trial_counts.max()) {
            if min != max {
                warnings.push(Warning::TrialsVary { min, max });
            }
        }
        let mut problems = self.problems;
        if self.records == 0 && problems.is_empty() && self.excluded_infrastructure == 0 {
            // Nothing wrong, and nothing there: a header alone, or an empty list.
            problems.push(Problem {
                place: Place::Input,
                kind: ProblemKind::NoRows,
            });
        }
        Import {
            format,
            tasks: self.tasks,
            records: self.records,
            skipped: self.skipped,
            problems,
            excluded_infrastructure: self.excluded_infrastructure,
            duplicates: self.duplicates,
            warnings,
            comments: self.comments,
            scorers: Default::default(),
        }
    }
}

/// Tasks that lack a trial id other tasks have (trial 3 ran for most tasks but not this one).
fn missing_trials_warning(
    tasks: &[NamedTask],
    seen: &[Option<TrialIds>],
    all: &HashSet<TrialKey>,
) -> Option<Warning> {
    let mut missing_tasks = 0;
    let mut example = None;
    for (task, seen) in tasks.iter().zip(seen) {
        let name = &task.name;
        let seen = seen.as_deref();
        if seen.map_or(0, HashSet::len) < all.len() {
            missing_tasks += 1;
            if example.is_none() {
                // The smallest missing id, so the message does not depend on hash order.
                let has = |key: &TrialKey| seen.is_some_and(|seen| seen.contains(key));
                if let Some(key) = all.iter().filter(|key| !has(key)).min() {
                    example = Some((name.clone(), key.clone()));
                }
            }
        }
    }
    (missing_tasks > 0).then_some(Warning::MissingTrials {
        tasks: missing_tasks,
        example,
    })
}

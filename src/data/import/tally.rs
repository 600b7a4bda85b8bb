//! Accumulates records into per-task counts, and notices what a person should be told:
//! repeated trials, missing trials, n varying across tasks.

use std::collections::{HashMap, HashSet};

use super::{Format, Import, NamedTask, Problem, MAX_PROBLEMS};
use crate::core::estimators::TaskCounts;

/// How a trial is identified within its task.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum TrialKey {
    /// A numeric trial index or epoch.
    Number(i64),
    /// Any other identifier.
    Text(String),
}

impl TrialKey {
    /// Reads "3" as a number and anything else as text.
    pub fn parse(text: &str) -> TrialKey {
        match text.trim().parse::<i64>() {
            Ok(number) => TrialKey::Number(number),
            Err(_) => TrialKey::Text(text.trim().to_string()),
        }
    }

    fn shown(&self) -> String {
        match self {
            TrialKey::Number(number) => number.to_string(),
            TrialKey::Text(text) => format!("“{text}”"),
        }
    }
}

/// Where a record is, formatted only when a message needs it (a million rows should not
/// allocate a million "line N" strings).
#[derive(Clone, Copy, Debug)]
pub enum Place<'a> {
    /// A 1-based line number.
    Line(usize),
    /// A JSON path.
    Path(&'a str),
}

impl std::fmt::Display for Place<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Place::Line(line) => write!(f, "line {line}"),
            Place::Path(path) => f.write_str(path),
        }
    }
}

/// The tasks whose names share a hash: almost always one.
#[derive(Debug)]
enum TaskSlots {
    One(usize),
    Many(Vec<usize>),
}

/// A name's hash (fixed keys: the same name always lands in the same slot).
fn name_hash(name: &str) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    name.hash(&mut hasher);
    hasher.finish()
}

/// One task's running counts.
#[derive(Clone, Debug, Default)]
pub struct TaskTally {
    /// Trials counted.
    pub trials: u64,
    /// Successes counted.
    pub successes: u64,
    seen: HashSet<TrialKey>,
}

/// The accumulator behind every format.
#[derive(Debug, Default)]
pub struct Tally {
    names: Vec<String>,
    /// Tasks by a hash of their name. Keeping the names once (in `names`) instead of also as
    /// keys halves the allocations of a million-task file and makes dropping the index free.
    index: HashMap<u64, TaskSlots>,
    tasks: Vec<TaskTally>,
    records: usize,
    skipped: usize,
    problems: Vec<Problem>,
    excluded_infrastructure: usize,
    duplicates: usize,
    first_duplicate: Option<String>,
    repeated_aggregates: Vec<String>,
    trial_based: bool,
    comments: usize,
    first_comment: Option<usize>,
    /// Every trial id any task has, kept as records arrive (so the missing-trials check at
    /// the end is a size comparison, not a pass over a million ids in one go).
    all_trials: HashSet<TrialKey>,
}

impl Tally {
    /// Records a problem with a record that is skipped.
    pub fn problem(&mut self, problem: Problem) {
        self.skipped += 1;
        if self.problems.len() < MAX_PROBLEMS {
            self.problems.push(problem);
        }
    }

    /// Shorthand for [`Tally::problem`].
    pub fn skip(&mut self, location: impl Into<String>, message: impl Into<String>) {
        self.problem(Problem {
            location: location.into(),
            message: message.into(),
        });
    }

    fn find(&self, name: &str) -> Option<usize> {
        let names = &self.names;
        match self.index.get(&name_hash(name))? {
            TaskSlots::One(index) => (names[*index] == name).then_some(*index),
            TaskSlots::Many(indices) => indices.iter().copied().find(|&i| names[i] == name),
        }
    }

    fn task_mut(&mut self, name: &str) -> &mut TaskTally {
        let index = match self.find(name) {
            Some(index) => index,
            None => {
                let index = self.tasks.len();
                self.names.push(name.to_string());
                self.tasks.push(TaskTally::default());
                match self.index.entry(name_hash(name)) {
                    std::collections::hash_map::Entry::Vacant(slot) => {
                        slot.insert(TaskSlots::One(index));
                    }
                    std::collections::hash_map::Entry::Occupied(mut slot) => {
                        let slots = slot.get_mut();
                        *slots = match std::mem::replace(slots, TaskSlots::One(0)) {
                            TaskSlots::One(first) => TaskSlots::Many(vec![first, index]),
                            TaskSlots::Many(mut indices) => {
                                indices.push(index);
                                TaskSlots::Many(indices)
                            }
                        };
                    }
                }
                index
            }
        };
        &mut self.tasks[index]
    }

    /// Adds one trial. `trial` None numbers the task's trials in order of appearance.
    pub fn add_trial(
        &mut self,
        task: &str,
        trial: Option<TrialKey>,
        success: bool,
        location: Place<'_>,
    ) {
        self.trial_based = true;
        let trials_so_far = self.task_mut(task).trials;
        let key = trial.unwrap_or(TrialKey::Number(trials_so_far as i64));
        if !self.all_trials.contains(&key) {
            self.all_trials.insert(key.clone());
        }
        let tally = self.task_mut(task);
        if !tally.seen.insert(key) {
            self.duplicates += 1;
            if self.first_duplicate.is_none() {
                self.first_duplicate = Some(location.to_string());
            }
            return;
        }
        tally.trials += 1;
        tally.successes += u64::from(success);
        self.records += 1;
    }

    /// Adds a task's aggregated counts (a repeated task name adds to the earlier counts).
    pub fn add_counts(&mut self, task: &str, trials: u64, successes: u64, location: Place<'_>) {
        let repeated = self.find(task).is_some();
        let tally = self.task_mut(task);
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
                    location.to_string(),
                    format!("task “{task}” appears again and its counts add up to an impossible total: {error}"),
                );
                return;
            }
            None => {
                self.skip(
                    location.to_string(),
                    format!("task “{task}” appears again and its trials add up to more than 2^64"),
                );
                return;
            }
        };
        tally.trials = total_trials;
        tally.successes = total_successes;
        self.records += 1;
        if repeated && self.repeated_aggregates.len() < 5 {
            self.repeated_aggregates.push(format!(
                "task “{task}” appears again at {location}: its counts were added"
            ));
        }
    }

    /// Counts a comment line (a `#` line before a table's first row), skipped on purpose.
    pub fn comment(&mut self, location: Place<'_>) {
        self.comments += 1;
        if self.first_comment.is_none() {
            if let Place::Line(line) = location {
                self.first_comment = Some(line);
            }
        }
    }

    /// Counts a record left out on purpose (an infrastructure failure, not the agent's).
    pub fn exclude_infrastructure(&mut self) {
        self.excluded_infrastructure += 1;
    }

    /// Builds the result, with the whole-file warnings.
    pub fn finish(self, format: Option<Format>) -> Import {
        let mut warnings = Vec::new();
        if self.comments > 0 {
            warnings.push(format!(
                "{} comment line{} (starting with #, before the first row) skipped, from line {}",
                self.comments,
                plural(self.comments),
                self.first_comment.unwrap_or(1)
            ));
        }
        if self.excluded_infrastructure > 0 {
            warnings.push(format!(
                "{} simulation{} ended in an infrastructure error and {} left out (not counted as failures)",
                self.excluded_infrastructure,
                plural(self.excluded_infrastructure),
                if self.excluded_infrastructure == 1 { "was" } else { "were" }
            ));
        }
        if self.duplicates > 0 {
            warnings.push(format!(
                "{} repeated (task, trial) record{} ignored after the first (first at {})",
                self.duplicates,
                if self.duplicates == 1 {
                    " was"
                } else {
                    "s were"
                },
                self.first_duplicate.as_deref().unwrap_or("?")
            ));
        }
        warnings.extend(self.repeated_aggregates.iter().cloned());
        if self.trial_based {
            if let Some(warning) =
                missing_trials_warning(&self.names, &self.tasks, &self.all_trials)
            {
                warnings.push(warning);
            }
        }
        let trial_counts = self.tasks.iter().map(|task| task.trials);
        if let (Some(min), Some(max)) = (trial_counts.clone().min(), trial_counts.max()) {
            if min != max {
                warnings.push(format!(
                    "n varies across tasks, from {min} to {max} trials: at a k above a task's n that task is left out"
                ));
            }
        }
        let mut problems = self.problems;
        if self.records == 0 && problems.is_empty() && self.excluded_infrastructure == 0 {
            // Nothing wrong, and nothing there: a header alone, or an empty list.
            problems.push(Problem {
                location: "input".to_string(),
                message: "no rows of results were found (only a header, or an empty list)"
                    .to_string(),
            });
        }
        let tasks = self
            .names
            .into_iter()
            .zip(self.tasks)
            .map(|(name, tally)| NamedTask {
                name,
                counts: TaskCounts {
                    trials: tally.trials,
                    successes: tally.successes,
                },
            })
            .collect();
        Import {
            format,
            tasks,
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

fn plural(count: usize) -> &'static str {
    if count == 1 {
        ""
    } else {
        "s"
    }
}

/// Tasks that lack a trial id other tasks have (trial 3 ran for most tasks but not this one).
fn missing_trials_warning(
    names: &[String],
    tasks: &[TaskTally],
    all: &HashSet<TrialKey>,
) -> Option<String> {
    let mut missing_tasks = 0;
    let mut example = None;
    for (name, task) in names.iter().zip(tasks) {
        if task.seen.len() < all.len() {
            missing_tasks += 1;
            if example.is_none() {
                // The smallest missing id, so the message does not depend on hash order.
                if let Some(key) = all.iter().filter(|key| !task.seen.contains(key)).min() {
                    example = Some(format!("“{name}” has no trial {}", key.shown()));
                }
            }
        }
    }
    (missing_tasks > 0).then(|| {
        format!(
            "{missing_tasks} task{} missing trials that other tasks have (e.g. {})",
            if missing_tasks == 1 { " is" } else { "s are" },
            example.unwrap_or_default()
        )
    })
}

//! Several result files read as one run: the usual way to get more than one trial per task
//! from a harness that runs each task once is one log per seed. Each file is imported on its
//! own (its own format, scorer and problems); then the same task ids add their trials to the
//! same tasks. Each file's counts are kept for the status, and a file none of whose tasks is
//! in another file is flagged, since its tasks get no extra trials.

use std::collections::HashMap;

use passk_core::estimators::TaskCounts;

use super::problem::{Place, Problem};
use super::{Import, NamedTask, Warning, MAX_PROBLEMS};

/// One file of several, as the status lists it.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct FileCounts {
    /// The file's name.
    pub name: String,
    /// Tasks read from it.
    pub tasks: usize,
    /// Trials read from it.
    pub trials: u64,
    /// Whether some of its tasks are also in another file (else it adds no trials to any).
    pub overlaps: bool,
}

/// The imports of several files as one: tasks by id in order of first appearance, their
/// trials and successes added; problems named by file; counts summed. The first file's
/// format and scorers stand for the whole (a page reads one kind of log at a time).
pub fn merge_imports(files: Vec<(String, Import)>) -> (Import, Vec<FileCounts>) {
    let mut owners: HashMap<String, usize> = HashMap::new();
    for (index, (_, import)) in files.iter().enumerate() {
        for task in &import.tasks {
            owners
                .entry(task.name.clone())
                .and_modify(|owner| {
                    if *owner != index {
                        *owner = usize::MAX;
                    }
                })
                .or_insert(index);
        }
    }
    let mut merged = Import::default();
    let mut position: HashMap<String, usize> = HashMap::new();
    let mut counts = Vec::with_capacity(files.len());
    for (file_index, (name, import)) in files.into_iter().enumerate() {
        counts.push(FileCounts {
            name: name.clone(),
            tasks: import.tasks.len(),
            trials: import.tasks.iter().map(|task| task.counts.trials).sum(),
            overlaps: import
                .tasks
                .iter()
                .any(|task| owners.get(&task.name) == Some(&usize::MAX)),
        });
        if file_index == 0 {
            merged.format = import.format;
            merged.scorers = import.scorers.clone();
        }
        for task in import.tasks {
            match position.get(&task.name) {
                Some(&at) => {
                    let counts = &mut merged.tasks[at].counts;
                    *counts = TaskCounts {
                        trials: counts.trials.saturating_add(task.counts.trials),
                        successes: counts.successes.saturating_add(task.counts.successes),
                    };
                }
                None => {
                    position.insert(task.name.clone(), merged.tasks.len());
                    merged.tasks.push(NamedTask {
                        name: task.name,
                        counts: task.counts,
                    });
                }
            }
        }
        merged.records += import.records;
        merged.skipped += import.skipped;
        merged.excluded_infrastructure += import.excluded_infrastructure;
        merged.duplicates += import.duplicates;
        merged.comments += import.comments;
        for problem in import.problems {
            if merged.problems.len() < MAX_PROBLEMS {
                merged.problems.push(Problem {
                    place: Place::InFile {
                        name: name.clone(),
                        at: Box::new(problem.place),
                    },
                    kind: problem.kind,
                });
            }
        }
        for warning in import.warnings {
            add_warning(&mut merged.warnings, warning);
        }
    }
    (merged, counts)
}

/// Adds one file's warning to the merged ones: counts over every file are summed (lines
/// passed over, harness errors), other warnings said once.
fn add_warning(warnings: &mut Vec<Warning>, warning: Warning) {
    for said in warnings.iter_mut() {
        if let (Warning::LinesPassedOver(lines), Warning::LinesPassedOver(more)) =
            (&mut *said, &warning)
        {
            *lines += more;
            return;
        }
        if let (
            Warning::HarnessErrors {
                count,
                counted_as_failures,
            },
            Warning::HarnessErrors {
                count: more,
                counted_as_failures: counted,
            },
        ) = (&mut *said, &warning)
        {
            if counted_as_failures == counted {
                *count += more;
                return;
            }
        }
    }
    if !warnings.contains(&warning) {
        warnings.push(warning);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::import::{import, ImportOptions};

    #[test]
    fn files_of_the_same_tasks_add_trials() {
        let seed_1 = "task,trial,success\na,1,1\nb,1,0\n";
        let seed_2 = "task,trial,success\na,1,1\nb,1,1\n";
        let other = "task,trial,success\nz,1,1\n";
        let read = |text| import(text, ImportOptions::default());
        let (merged, files) = merge_imports(vec![
            ("seed-1.csv".into(), read(seed_1)),
            ("seed-2.csv".into(), read(seed_2)),
            ("other.csv".into(), read(other)),
        ]);
        let counts: Vec<(&str, u64, u64)> = merged
            .tasks
            .iter()
            .map(|task| {
                (
                    task.name.as_str(),
                    task.counts.trials,
                    task.counts.successes,
                )
            })
            .collect();
        assert_eq!(counts, vec![("a", 2, 2), ("b", 2, 1), ("z", 1, 1)]);
        assert_eq!(files[0].trials, 2);
        assert!(files[0].overlaps && files[1].overlaps);
        assert!(!files[2].overlaps, "other.csv shares no task");
        let (with_problem, _) = merge_imports(vec![(
            "bad.csv".into(),
            read("task,trial,success\na,1,maybe\n"),
        )]);
        assert!(matches!(
            &with_problem.problems[0].place,
            Place::InFile { name, .. } if name == "bad.csv"
        ));
    }
}

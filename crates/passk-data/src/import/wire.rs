//! An import as it crosses from the import worker to its page. The report (format, counts,
//! problems, warnings, scorers: small, as at most [`super::MAX_PROBLEMS`] problems are kept)
//! goes as JSON; the tasks, up to millions, go as columns that copy as typed arrays (their
//! names end to end as UTF-8 bytes with each name's length in bytes, the trials and
//! successes as `f64`, exact below 2^53) and that the page reads back a slice at a time
//! ([`TaskRebuild`]), so no task on its main thread grows with the data. The names are bytes,
//! not a JS string: a string of a million names is re-encoded into wasm in one go (23 ms
//! of a 61 ms task, measured), bytes are copied, and each name is checked as it is read.

use passk_core::estimators::TaskCounts;

use super::{DecodeError, FileCounts, Import, NamedTask};

/// The tasks of an import as columns.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct TaskColumns {
    /// Every task's name, end to end, as UTF-8.
    pub names: Vec<u8>,
    /// Each name's length in bytes.
    pub name_lengths: Vec<u32>,
    /// Each task's n.
    pub trials: Vec<f64>,
    /// Each task's c.
    pub successes: Vec<f64>,
}

impl TaskColumns {
    /// The columns of `tasks`.
    pub fn from_tasks(tasks: &[NamedTask]) -> TaskColumns {
        let mut columns = TaskColumns {
            names: Vec::with_capacity(tasks.iter().map(|task| task.name.len()).sum()),
            name_lengths: Vec::with_capacity(tasks.len()),
            trials: Vec::with_capacity(tasks.len()),
            successes: Vec::with_capacity(tasks.len()),
        };
        for task in tasks {
            columns.names.extend_from_slice(task.name.as_bytes());
            // A name longer than 4 GB cannot have been read (lines are capped far below).
            columns.name_lengths.push(task.name.len() as u32);
            columns.trials.push(task.counts.trials as f64);
            columns.successes.push(task.counts.successes as f64);
        }
        columns
    }
}

/// What can be wrong with columns that did not come from [`TaskColumns::from_tasks`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WireError {
    /// The columns have different lengths.
    Ragged,
    /// A name's length runs past the names, or cuts a character.
    BadName(usize),
    /// A task's counts are not whole, or c > n, or n = 0.
    BadCounts(usize),
    /// The report is not the JSON an import's report is written as.
    BadReport(String),
}

/// Turns [`TaskColumns`] back into tasks, `step` by `step`.
#[derive(Debug)]
pub struct TaskRebuild {
    columns: TaskColumns,
    tasks: Vec<NamedTask>,
    name_start: usize,
}

impl TaskRebuild {
    /// Starts reading `columns` (an error at once when they are ragged).
    pub fn new(columns: TaskColumns) -> Result<TaskRebuild, WireError> {
        let count = columns.name_lengths.len();
        if columns.trials.len() != count || columns.successes.len() != count {
            return Err(WireError::Ragged);
        }
        Ok(TaskRebuild {
            tasks: Vec::with_capacity(count),
            columns,
            name_start: 0,
        })
    }

    /// Reads up to `most` more tasks; Ok(true) once every task is read.
    pub fn step(&mut self, most: usize) -> Result<bool, WireError> {
        let total = self.columns.name_lengths.len();
        let end = total.min(self.tasks.len().saturating_add(most));
        for index in self.tasks.len()..end {
            let length = self.columns.name_lengths[index] as usize;
            let name = self
                .columns
                .names
                .get(self.name_start..self.name_start + length)
                .and_then(|bytes| std::str::from_utf8(bytes).ok())
                .ok_or(WireError::BadName(index))?;
            let whole = |value: f64| {
                (value >= 0.0 && value.fract() == 0.0 && value < 9.0e15).then_some(value as u64)
            };
            let counts = whole(self.columns.trials[index])
                .zip(whole(self.columns.successes[index]))
                .and_then(|(trials, successes)| TaskCounts::new(trials, successes).ok())
                .ok_or(WireError::BadCounts(index))?;
            self.tasks.push(NamedTask {
                name: name.to_string(),
                counts,
            });
            self.name_start += length;
        }
        Ok(self.tasks.len() == total)
    }

    /// The tasks read so far (all of them once [`TaskRebuild::step`] said so).
    pub fn finish(self) -> Vec<NamedTask> {
        self.tasks
    }
}

/// The report of `import` (everything but its tasks) as JSON.
pub fn report_json(import: &Import) -> String {
    // Only plain data with derived impls: writing to a String cannot fail.
    serde_json::to_string(import).unwrap_or_default()
}

/// The report written by [`report_json`], with no tasks.
pub fn report_from_json(json: &str) -> Result<Import, WireError> {
    serde_json::from_str(json).map_err(|error| WireError::BadReport(error.to_string()))
}

/// A file's decode error as JSON (the worker read the file; the page says what was wrong).
pub fn decode_error_json(error: &DecodeError) -> String {
    serde_json::to_string(error).unwrap_or_default()
}

/// The decode error written by [`decode_error_json`].
pub fn decode_error_from_json(json: &str) -> Result<DecodeError, WireError> {
    serde_json::from_str(json).map_err(|error| WireError::BadReport(error.to_string()))
}

/// Each file's counts, when several files were read as one run, as JSON.
pub fn file_counts_json(files: &[FileCounts]) -> String {
    serde_json::to_string(files).unwrap_or_default()
}

/// The counts written by [`file_counts_json`].
pub fn file_counts_from_json(json: &str) -> Result<Vec<FileCounts>, WireError> {
    serde_json::from_str(json).map_err(|error| WireError::BadReport(error.to_string()))
}

/// Why an import in the worker came back with nothing. The page never imports on its
/// own instead: what killed the worker (most often memory) would freeze or kill the page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WorkerFailure {
    /// No worker could be started (the browser refused it, or its files did not load).
    Unavailable,
    /// The worker stopped before it answered (out of memory, or a crash), with what the
    /// browser said.
    Died(String),
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::import::{import, ImportOptions};

    fn rebuilt(columns: TaskColumns, step: usize) -> Result<Vec<NamedTask>, WireError> {
        let mut rebuild = TaskRebuild::new(columns)?;
        while !rebuild.step(step)? {}
        Ok(rebuild.finish())
    }

    #[test]
    fn an_import_crosses_whole_in_any_step_size() {
        let text = "task,trial,success\nή 1,1,1\nή 1,2,0\n\"two, with comma\",1,1\nthree,1,0\nbad,1,maybe\n";
        let original = import(text, ImportOptions::default());
        assert_eq!(original.tasks.len(), 3);
        assert_eq!(
            original.problems.len(),
            1,
            "the bad line is a problem to carry"
        );
        let report = report_from_json(&report_json(&original)).unwrap();
        assert_eq!(report.tasks, Vec::new());
        assert_eq!(report.problems, original.problems);
        assert_eq!(report.format, original.format);
        assert_eq!(
            (report.records, report.skipped),
            (original.records, original.skipped)
        );
        for step in [1, 2, 1000] {
            let tasks = rebuilt(TaskColumns::from_tasks(&original.tasks), step).unwrap();
            assert_eq!(tasks, original.tasks);
        }
        assert_eq!(
            rebuilt(TaskColumns::from_tasks(&[]), 10).unwrap(),
            Vec::new()
        );
    }

    /// Every fixture's report (every format, their problems and warnings) reads back equal.
    #[test]
    fn every_fixtures_report_reads_back_equal() {
        let folder = concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/fixtures");
        let mut seen = 0;
        // A folder's files (one report per run) are fixtures too.
        let paths = std::fs::read_dir(folder).unwrap().flat_map(|entry| {
            let path = entry.unwrap().path();
            match path.is_dir() {
                true => std::fs::read_dir(&path)
                    .unwrap()
                    .map(|inner| inner.unwrap().path())
                    .collect(),
                false => vec![path],
            }
        });
        for path in paths {
            let name = path.file_name().unwrap().to_string_lossy().to_string();
            let Ok(text) = crate::import::decode_text(&name, std::fs::read(&path).unwrap()) else {
                continue;
            };
            let mut original = import(&text, ImportOptions::default());
            original.tasks.clear();
            assert_eq!(
                report_from_json(&report_json(&original)).unwrap(),
                original,
                "{name}"
            );
            seen += 1;
        }
        assert!(seen >= 8, "{seen} fixtures");
    }

    #[test]
    fn damaged_columns_are_refused_never_a_panic() {
        let original = import("task,n,c\né,8,6\nb,8,4\n", ImportOptions::default());
        let good = TaskColumns::from_tasks(&original.tasks);
        let mut ragged = good.clone();
        ragged.trials.pop();
        assert_eq!(TaskRebuild::new(ragged).unwrap_err(), WireError::Ragged);
        let mut cut = good.clone();
        cut.name_lengths[0] = 1; // inside "é"
        assert_eq!(rebuilt(cut, 10).unwrap_err(), WireError::BadName(0));
        let mut long = good.clone();
        long.name_lengths[1] = 99;
        assert_eq!(rebuilt(long, 10).unwrap_err(), WireError::BadName(1));
        let mut not_utf8 = good.clone();
        not_utf8.names[2] = 0xff; // "b", after the two bytes of "é"
        assert_eq!(rebuilt(not_utf8, 10).unwrap_err(), WireError::BadName(1));
        for (trials, successes) in [(8.5, 1.0), (4.0, 6.0), (f64::NAN, 1.0), (-1.0, 0.0)] {
            let mut bad = good.clone();
            bad.trials[1] = trials;
            bad.successes[1] = successes;
            assert_eq!(rebuilt(bad, 10).unwrap_err(), WireError::BadCounts(1));
        }
        assert!(matches!(
            report_from_json("{\"format\":"),
            Err(WireError::BadReport(_))
        ));
    }
}

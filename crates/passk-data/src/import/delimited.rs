//! CSV and TSV tables: one row per task (task, n, c) or one row per trial
//! (task, trial, success). A header is optional; when present it may name the columns in
//! any order.

use super::problem::{Count, Layout, Place, ProblemKind, TrialKey};
use super::tally::{At, Tally};
use passk_core::estimators::TaskCounts;
use record::{split_record, split_unquoted, Field, RecordSplit};

mod record;

const TASK_NAMES: [&str; 9] = [
    "task",
    "task_id",
    "taskid",
    "id",
    "name",
    "problem",
    "instance",
    "instance_id",
    "sample_id",
];
const TRIALS_NAMES: [&str; 8] = [
    "n",
    "trials",
    "num_trials",
    "samples",
    "num_samples",
    "attempts",
    "total",
    "runs",
];
const SUCCESSES_NAMES: [&str; 7] = [
    "c",
    "successes",
    "num_successes",
    "correct",
    "num_correct",
    "passes",
    "num_passed",
];
const TRIAL_NAMES: [&str; 7] = [
    "trial", "trial_id", "epoch", "attempt", "run", "sample", "seed",
];
const SUCCESS_NAMES: [&str; 8] = [
    "success", "passed", "pass", "result", "outcome", "reward", "score", "correct",
];

fn lower(field: &str) -> String {
    field.trim().to_ascii_lowercase()
}

fn is_known_name(field: &str) -> bool {
    let name = lower(field);
    [
        &TASK_NAMES[..],
        &TRIALS_NAMES,
        &SUCCESSES_NAMES,
        &TRIAL_NAMES,
        &SUCCESS_NAMES,
    ]
    .iter()
    .any(|names| names.contains(&name.as_str()))
}

fn looks_like_data(field: &str) -> bool {
    let value = lower(field);
    value.parse::<f64>().is_ok() || success_word(&value).is_some()
}

fn delimiter_of(line: &str) -> char {
    if line.contains('\t') {
        '\t'
    } else if line.contains(',') {
        ','
    } else if line.contains(';') {
        ';'
    } else {
        ','
    }
}

fn is_blank(line: &str) -> bool {
    line.trim().is_empty()
}

/// A line before the first row that starts with `#` is a comment (harnesses write a
/// preamble); once rows have started, `#42` is a task name like any other.
fn is_comment(line: &str) -> bool {
    line.trim_start().starts_with('#')
}

/// The two shapes of table: one row per task, or one row per trial.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TableKind {
    /// `task, n, c`.
    Aggregated,
    /// `task, trial, success` (or `task, success`).
    Trials,
}

/// Tells a per-task table from a per-trial one: by the header's names when there is one,
/// otherwise by whether task names repeat (a per-task table has each task once).
pub fn detect_table_kind(text: &str) -> TableKind {
    // Comments and blank lines before the first row say nothing about the columns.
    let mut rest = text;
    while let Some(line) = rest
        .split('\n')
        .next()
        .filter(|line| is_blank(line) || is_comment(line))
    {
        if line.len() == rest.len() {
            return TableKind::Aggregated;
        }
        rest = &rest[line.len() + 1..];
    }
    let first_line = rest.split('\n').next().unwrap_or("");
    if first_line.len() > super::MAX_TABLE_LINE_BYTES {
        // Refused by the reader; guessing from it would only cost time.
        return TableKind::Aggregated;
    }
    let delimiter = delimiter_of(first_line);
    let mut records = std::iter::from_fn(|| {
        if rest.is_empty() {
            return None;
        }
        match split_record(rest, delimiter) {
            RecordSplit::Fields { fields, end, .. } => {
                rest = &rest[end..];
                Some(fields)
            }
            RecordSplit::Unclosed { end } => {
                rest = &rest[end..];
                Some(Vec::new())
            }
        }
    })
    .filter(|fields| !fields.iter().all(|field| field.value().is_empty()));
    let Some(first) = records.next() else {
        return TableKind::Aggregated;
    };
    let header: Vec<&str> = first.iter().map(Field::value).collect();
    if is_header(&header) {
        let names: Vec<String> = header.iter().map(|f| lower(f)).collect();
        let has = |set: &[&str]| names.iter().any(|name| set.contains(&name.as_str()));
        if has(&TRIALS_NAMES) {
            return TableKind::Aggregated;
        }
        if has(&TRIAL_NAMES) || has(&SUCCESS_NAMES) {
            return TableKind::Trials;
        }
        return TableKind::Aggregated;
    }
    let mut seen = std::collections::HashSet::new();
    for fields in std::iter::once(first).chain(records).take(2000) {
        let task = fields
            .first()
            .map(|field| field.value().to_string())
            .unwrap_or_default();
        if !seen.insert(task) {
            return TableKind::Trials;
        }
    }
    TableKind::Aggregated
}

fn is_header(fields: &[&str]) -> bool {
    fields.iter().any(|field| is_known_name(field))
        && !fields.iter().skip(1).all(|field| looks_like_data(field))
}

/// 0/1-like words; None for anything else.
fn success_word(value: &str) -> Option<bool> {
    match value {
        "1" | "true" | "pass" | "passed" | "yes" | "correct" | "success" | "ok" => Some(true),
        "0" | "false" | "fail" | "failed" | "no" | "incorrect" | "failure" | "error" => Some(false),
        _ => None,
    }
}

/// inspect_ai's letter grades as its `value_to_float` reads them (C correct 1, P partial
/// 0.5, I incorrect and N no answer 0): rewards, compared with the threshold like any, so
/// P fails at the default threshold and passes at 0.5 or below.
fn letter_grade(value: &str) -> Option<f64> {
    match value {
        "c" => Some(1.0),
        "p" | "partial" => Some(0.5),
        "i" | "n" => Some(0.0),
        _ => None,
    }
}

/// A success value: a reward in [0, 1] compared with `threshold`, or a word (true/false,
/// pass/fail…, the letter grades C, I, N and P). The one grade reader: tables, JSON values
/// and one-element arrays of them (as early R `vitals` logs write every scalar) all read
/// through it. Numbers are always rewards, so `0` and `0.0` (and `1` and `1.0`) read the
/// same at every threshold.
pub fn parse_success(text: &str, threshold: f64) -> Result<bool, ProblemKind> {
    let value = lower(text);
    match value.parse::<f64>() {
        Ok(reward) if reward.is_finite() && (0.0..=1.0).contains(&reward) => {
            return Ok(reward >= threshold)
        }
        Ok(reward) => return Err(ProblemKind::RewardOutOfRange(reward.to_string())),
        Err(_) => {}
    }
    if let Some(success) = success_word(&value) {
        return Ok(success);
    }
    if let Some(grade) = letter_grade(&value) {
        return Ok(grade >= threshold);
    }
    if value.is_empty() {
        Err(ProblemKind::SuccessEmpty)
    } else {
        Err(ProblemKind::NotASuccessValue(text.trim().to_string()))
    }
}

/// A whole number ≥ 0, or a message saying why not.
fn parse_count(text: &str, what: Count) -> Result<u64, ProblemKind> {
    let trimmed = text.trim();
    if trimmed.is_empty() {
        return Err(ProblemKind::CountEmpty(what));
    }
    if let Ok(count) = trimmed.parse::<u64>() {
        return Ok(count);
    }
    match trimmed.parse::<f64>() {
        Ok(number) if number < 0.0 => Err(ProblemKind::CountNegative(what, trimmed.to_string())),
        Ok(number) if number.is_finite() && number.fract() == 0.0 && number < 9.0e15 => {
            Ok(number as u64)
        }
        Ok(_) => Err(ProblemKind::CountNotWhole(what, trimmed.to_string())),
        Err(_) => Err(ProblemKind::CountNotNumber(what, trimmed.to_string())),
    }
}

#[derive(Clone, Copy, Debug)]
enum Columns {
    Aggregated {
        task: usize,
        trials: usize,
        successes: usize,
    },
    Trials {
        task: usize,
        trial: Option<usize>,
        success: usize,
    },
}

impl Columns {
    fn needed(&self) -> usize {
        match *self {
            Columns::Aggregated {
                task,
                trials,
                successes,
            } => task.max(trials).max(successes) + 1,
            Columns::Trials {
                task,
                trial,
                success,
            } => task.max(trial.unwrap_or(0)).max(success) + 1,
        }
    }

    fn layout(&self) -> Layout {
        match self {
            Columns::Aggregated { .. } => Layout::TaskTrialsSuccesses,
            Columns::Trials { trial: Some(_), .. } => Layout::TaskTrialSuccess,
            Columns::Trials { trial: None, .. } => Layout::TaskSuccess,
        }
    }
}

/// Reads a table line by line, keeping what it learned from the first line.
pub struct TableReader {
    kind: TableKind,
    threshold: f64,
    delimiter: Option<char>,
    columns: Option<Columns>,
}

impl TableReader {
    /// A reader for a table of `kind` with the reward threshold for successes.
    pub fn new(kind: TableKind, threshold: f64) -> TableReader {
        TableReader {
            kind,
            threshold,
            delimiter: None,
            columns: None,
        }
    }

    fn columns_from_header(
        &self,
        fields: &[&str],
        line_number: usize,
        tally: &mut Tally,
    ) -> Columns {
        let names: Vec<String> = fields.iter().map(|f| lower(f)).collect();
        let find = |set: &[&str]| names.iter().position(|name| set.contains(&name.as_str()));
        let task = find(&TASK_NAMES).unwrap_or(0);
        let location = Place::Header(line_number);
        match self.kind {
            TableKind::Trials => {
                let trial = find(&TRIAL_NAMES);
                let success = names.iter().enumerate().position(|(i, name)| {
                    SUCCESS_NAMES.contains(&name.as_str()) && Some(i) != trial && i != task
                });
                let success = success.unwrap_or_else(|| {
                    tally.skip(location, ProblemKind::HeaderWithoutSuccess);
                    fields.len().saturating_sub(1)
                });
                Columns::Trials {
                    task,
                    trial,
                    success,
                }
            }
            TableKind::Aggregated => {
                let trials = find(&TRIALS_NAMES);
                let successes = names.iter().enumerate().position(|(i, name)| {
                    SUCCESSES_NAMES.contains(&name.as_str()) && Some(i) != trials && i != task
                });
                if trials.is_none() || successes.is_none() {
                    tally.skip(location, ProblemKind::HeaderWithoutCounts);
                }
                Columns::Aggregated {
                    task,
                    trials: trials.unwrap_or(1),
                    successes: successes.unwrap_or(2),
                }
            }
        }
    }

    /// Reads the record at the start of `rest`, which begins on line `line_number`
    /// (1-based) with `first_line` (up to its line break), into `tally`. Returns the bytes
    /// and the lines it spanned.
    pub fn read_next(
        &mut self,
        rest: &str,
        first_line: &str,
        line_number: usize,
        tally: &mut Tally,
    ) -> (usize, usize) {
        if is_blank(first_line) {
            return ((first_line.len() + 1).min(rest.len()), 1);
        }
        if self.columns.is_none() && is_comment(first_line) {
            tally.comment(At::Line(line_number));
            return ((first_line.len() + 1).min(rest.len()), 1);
        }
        let delimiter = *self
            .delimiter
            .get_or_insert_with(|| delimiter_of(first_line));
        if !first_line.contains('"') {
            // Most lines: no copy of each field into a String of its own (that was most of
            // a million-row file's reading time).
            let fields: Vec<&str> = split_unquoted(first_line, delimiter).collect();
            self.read_fields(&fields, line_number, tally);
            return ((first_line.len() + 1).min(rest.len()), 1);
        }
        match split_record(rest, delimiter) {
            RecordSplit::Unclosed { end } => {
                tally.skip(Place::Line(line_number), ProblemKind::QuoteNotClosed);
                (end, 1)
            }
            RecordSplit::Fields {
                fields,
                end,
                inner_lines,
            } => {
                let values: Vec<&str> = fields.iter().map(Field::value).collect();
                self.read_fields(&values, line_number, tally);
                (end, 1 + inner_lines)
            }
        }
    }

    fn read_fields(&mut self, fields: &[&str], line_number: usize, tally: &mut Tally) {
        let location = || Place::Line(line_number);
        let columns = match self.columns {
            Some(columns) => columns,
            None => {
                if is_header(fields) {
                    let columns = self.columns_from_header(fields, line_number, tally);
                    self.columns = Some(columns);
                    return;
                }
                let columns = match self.kind {
                    TableKind::Trials if fields.len() == 2 => Columns::Trials {
                        task: 0,
                        trial: None,
                        success: 1,
                    },
                    TableKind::Trials => Columns::Trials {
                        task: 0,
                        trial: Some(1),
                        success: 2,
                    },
                    TableKind::Aggregated => Columns::Aggregated {
                        task: 0,
                        trials: 1,
                        successes: 2,
                    },
                };
                self.columns = Some(columns);
                columns
            }
        };
        if fields.len() < columns.needed() {
            tally.skip(
                location(),
                ProblemKind::ColumnCount {
                    expected: columns.needed(),
                    layout: columns.layout(),
                    found: fields.len(),
                },
            );
            return;
        }
        match columns {
            Columns::Aggregated {
                task,
                trials,
                successes,
            } => {
                // Already trimmed unless quoted: a quoted name keeps its spaces.
                let name = fields[task];
                if name.is_empty() {
                    tally.skip(location(), ProblemKind::EmptyTaskName);
                    return;
                }
                let n = match parse_count(fields[trials], Count::Trials) {
                    Ok(n) => n,
                    Err(message) => return tally.skip(location(), message),
                };
                let c = match parse_count(fields[successes], Count::Successes) {
                    Ok(c) => c,
                    Err(message) => return tally.skip(location(), message),
                };
                if n == 0 {
                    return tally.skip(
                        location(),
                        ProblemKind::NoTrials {
                            task: name.to_string(),
                        },
                    );
                }
                if c > n {
                    return tally.skip(
                        location(),
                        ProblemKind::MoreSuccessesThanTrials {
                            successes: c,
                            trials: n,
                        },
                    );
                }
                if let Err(error) = TaskCounts::new(n, c) {
                    return tally.skip(location(), ProblemKind::Counts(error));
                }
                tally.add_counts(name, n, c, At::Line(line_number));
            }
            Columns::Trials {
                task,
                trial,
                success,
            } => {
                // Already trimmed unless quoted: a quoted name keeps its spaces.
                let name = fields[task];
                if name.is_empty() {
                    tally.skip(location(), ProblemKind::EmptyTaskName);
                    return;
                }
                let succeeded = match parse_success(fields[success], self.threshold) {
                    Ok(succeeded) => succeeded,
                    Err(message) => return tally.skip(location(), message),
                };
                let key = trial.map(|index| TrialKey::parse(fields[index]));
                tally.add_trial(name, key, succeeded, At::Line(line_number));
            }
        }
    }
}

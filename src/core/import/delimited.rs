//! CSV and TSV tables: one row per task (task, n, c) or one row per trial
//! (task, trial, success). A header is optional; when present it may name the columns in
//! any order.

use super::tally::{Place, Tally, TrialKey};
use super::Format;

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

/// Splits one line on `delimiter`, honouring double quotes ("a,b" and "" for a quote).
fn split_fields(line: &str, delimiter: char) -> Result<Vec<String>, String> {
    let mut fields = Vec::new();
    let mut field = String::new();
    let mut quoted = false;
    let mut chars = line.chars().peekable();
    while let Some(ch) = chars.next() {
        if quoted {
            if ch == '"' {
                if chars.peek() == Some(&'"') {
                    field.push('"');
                    chars.next();
                } else {
                    quoted = false;
                }
            } else {
                field.push(ch);
            }
        } else if ch == '"' && field.trim().is_empty() {
            field.clear();
            quoted = true;
        } else if ch == delimiter {
            fields.push(std::mem::take(&mut field));
        } else {
            field.push(ch);
        }
    }
    if quoted {
        return Err("a quoted field is not closed (missing \")".to_string());
    }
    fields.push(field);
    Ok(fields)
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

fn is_skippable(line: &str) -> bool {
    let trimmed = line.trim();
    trimmed.is_empty() || trimmed.starts_with('#')
}

/// Tells a per-task table from a per-trial one: by the header's names when there is one,
/// otherwise by whether task names repeat (a per-task table has each task once).
pub fn detect_table_kind(text: &str) -> Format {
    // Over-long lines are refused by the reader; guessing from them would only cost time.
    let mut lines = text
        .lines()
        .filter(|line| line.len() <= super::MAX_TABLE_LINE_BYTES && !is_skippable(line));
    let Some(first) = lines.next() else {
        return Format::AggregatedTable;
    };
    let delimiter = delimiter_of(first);
    let fields = split_fields(first, delimiter).unwrap_or_default();
    let header = is_header(&fields);
    if header {
        let names: Vec<String> = fields.iter().map(|f| lower(f)).collect();
        let has = |set: &[&str]| names.iter().any(|name| set.contains(&name.as_str()));
        if has(&TRIALS_NAMES) {
            return Format::AggregatedTable;
        }
        if has(&TRIAL_NAMES) || has(&SUCCESS_NAMES) {
            return Format::TrialTable;
        }
        return Format::AggregatedTable;
    }
    let mut seen = std::collections::HashSet::new();
    let data = std::iter::once(first).chain(lines).take(2000);
    for line in data {
        let task = split_fields(line, delimiter)
            .ok()
            .and_then(|fields| fields.into_iter().next())
            .unwrap_or_default();
        if !seen.insert(task.trim().to_string()) {
            return Format::TrialTable;
        }
    }
    Format::AggregatedTable
}

fn is_header(fields: &[String]) -> bool {
    fields.iter().any(|field| is_known_name(field))
        && !fields.iter().skip(1).all(|field| looks_like_data(field))
}

/// 0/1-like words; None for anything else.
fn success_word(value: &str) -> Option<bool> {
    match value {
        "1" | "true" | "pass" | "passed" | "yes" | "correct" | "c" | "success" | "ok" => Some(true),
        "0" | "false" | "fail" | "failed" | "no" | "incorrect" | "i" | "failure" | "error" => {
            Some(false)
        }
        _ => None,
    }
}

/// A success value: a word, or a reward in [0, 1] compared with `threshold`.
pub fn parse_success(text: &str, threshold: f64) -> Result<bool, String> {
    let value = lower(text);
    if let Some(success) = success_word(&value) {
        return Ok(success);
    }
    match value.parse::<f64>() {
        Ok(reward) if reward.is_finite() && (0.0..=1.0).contains(&reward) => Ok(reward >= threshold),
        Ok(reward) => Err(format!(
            "reward {reward} is outside [0, 1] (success needs a reward in [0, 1], 0/1, true/false or pass/fail)"
        )),
        Err(_) if value.is_empty() => Err("the success value is empty".to_string()),
        Err(_) => Err(format!(
            "“{}” is not a success value (use 0/1, true/false, pass/fail, or a reward in [0, 1])",
            text.trim()
        )),
    }
}

/// A whole number ≥ 0, or a message saying why not.
fn parse_count(text: &str, what: &str) -> Result<u64, String> {
    let trimmed = text.trim();
    if trimmed.is_empty() {
        return Err(format!("{what} is empty"));
    }
    if let Ok(count) = trimmed.parse::<u64>() {
        return Ok(count);
    }
    match trimmed.parse::<f64>() {
        Ok(number) if number < 0.0 => Err(format!("{what} = {trimmed} is negative")),
        Ok(number) if number.is_finite() && number.fract() == 0.0 && number < 9.0e15 => {
            Ok(number as u64)
        }
        Ok(_) => Err(format!("{what} = {trimmed} is not a whole number")),
        Err(_) => Err(format!("{what} “{trimmed}” is not a number")),
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

    fn described(&self) -> &'static str {
        match self {
            Columns::Aggregated { .. } => "task, n, c",
            Columns::Trials { trial: Some(_), .. } => "task, trial, success",
            Columns::Trials { trial: None, .. } => "task, success",
        }
    }
}

/// Reads a table line by line, keeping what it learned from the first line.
pub struct TableReader {
    format: Format,
    threshold: f64,
    delimiter: Option<char>,
    columns: Option<Columns>,
}

impl TableReader {
    /// A reader for `format` (a table format) with the reward threshold for successes.
    pub fn new(format: Format, threshold: f64) -> TableReader {
        TableReader {
            format,
            threshold,
            delimiter: None,
            columns: None,
        }
    }

    fn columns_from_header(
        &self,
        fields: &[String],
        line_number: usize,
        tally: &mut Tally,
    ) -> Columns {
        let names: Vec<String> = fields.iter().map(|f| lower(f)).collect();
        let find = |set: &[&str]| names.iter().position(|name| set.contains(&name.as_str()));
        let task = find(&TASK_NAMES).unwrap_or(0);
        let location = format!("line {line_number} (header)");
        match self.format {
            Format::TrialTable => {
                let trial = find(&TRIAL_NAMES);
                let success = names.iter().enumerate().position(|(i, name)| {
                    SUCCESS_NAMES.contains(&name.as_str()) && Some(i) != trial && i != task
                });
                let success = success.unwrap_or_else(|| {
                    tally.skip(
                        location,
                        "the header names no success column (success, passed, reward, score…): using the last column",
                    );
                    fields.len().saturating_sub(1)
                });
                Columns::Trials {
                    task,
                    trial,
                    success,
                }
            }
            _ => {
                let trials = find(&TRIALS_NAMES);
                let successes = names.iter().enumerate().position(|(i, name)| {
                    SUCCESSES_NAMES.contains(&name.as_str()) && Some(i) != trials && i != task
                });
                if trials.is_none() || successes.is_none() {
                    tally.skip(
                        location,
                        "the header needs a column for n (n, trials, samples…) and one for c (c, successes, correct…): using columns 2 and 3",
                    );
                }
                Columns::Aggregated {
                    task,
                    trials: trials.unwrap_or(1),
                    successes: successes.unwrap_or(2),
                }
            }
        }
    }

    /// Reads one line (1-based `line_number`) into `tally`.
    pub fn read_line(&mut self, line: &str, line_number: usize, tally: &mut Tally) {
        if is_skippable(line) {
            return;
        }
        let delimiter = *self.delimiter.get_or_insert_with(|| delimiter_of(line));
        let location = || format!("line {line_number}");
        let fields = match split_fields(line, delimiter) {
            Ok(fields) => fields,
            Err(message) => {
                tally.skip(location(), message);
                return;
            }
        };
        let columns = match self.columns {
            Some(columns) => columns,
            None => {
                if is_header(&fields) {
                    let columns = self.columns_from_header(&fields, line_number, tally);
                    self.columns = Some(columns);
                    return;
                }
                let columns = match self.format {
                    Format::TrialTable if fields.len() == 2 => Columns::Trials {
                        task: 0,
                        trial: None,
                        success: 1,
                    },
                    Format::TrialTable => Columns::Trials {
                        task: 0,
                        trial: Some(1),
                        success: 2,
                    },
                    _ => Columns::Aggregated {
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
                format!(
                    "expected {} columns ({}), found {}",
                    columns.needed(),
                    columns.described(),
                    fields.len()
                ),
            );
            return;
        }
        match columns {
            Columns::Aggregated {
                task,
                trials,
                successes,
            } => {
                let name = fields[task].trim();
                if name.is_empty() {
                    tally.skip(location(), "the task name is empty");
                    return;
                }
                let n = match parse_count(&fields[trials], "n") {
                    Ok(n) => n,
                    Err(message) => return tally.skip(location(), message),
                };
                let c = match parse_count(&fields[successes], "c") {
                    Ok(c) => c,
                    Err(message) => return tally.skip(location(), message),
                };
                if n == 0 {
                    return tally.skip(location(), format!("n = 0: task “{name}” has no trials"));
                }
                if c > n {
                    return tally.skip(
                        location(),
                        format!("c = {c} is more than n = {n}: a task cannot pass more often than it was tried"),
                    );
                }
                tally.add_counts(name, n, c, Place::Line(line_number));
            }
            Columns::Trials {
                task,
                trial,
                success,
            } => {
                let name = fields[task].trim();
                if name.is_empty() {
                    tally.skip(location(), "the task name is empty");
                    return;
                }
                let succeeded = match parse_success(&fields[success], self.threshold) {
                    Ok(succeeded) => succeeded,
                    Err(message) => return tally.skip(location(), message),
                };
                let key = trial.map(|index| TrialKey::parse(&fields[index]));
                tally.add_trial(name, key, succeeded, Place::Line(line_number));
            }
        }
    }
}

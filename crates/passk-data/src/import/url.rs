//! Small data sets in the URL: `tasks=8:8,8:6,8:4` is n:c per task, comma-separated.

use super::problem::{Place, ProblemKind};
use super::tally::{At, Tally};
use super::{Import, NamedTask};
use passk_core::estimators::TaskCounts;

/// Reads a `tasks=` value. Tasks are named "task 1", "task 2", … in order; every bad
/// entry becomes a problem naming its position, and the whole-data warnings (n varying
/// across tasks) are those of any other import.
pub fn parse_tasks_param(value: &str) -> Import {
    let mut tally = Tally::default();
    let mut named = 0;
    for (position, entry) in value.split(',').enumerate() {
        let entry = entry.trim();
        if entry.is_empty() {
            continue;
        }
        let entry_number = position + 1;
        let parsed = entry.split_once(':').and_then(|(n, c)| {
            Some((n.trim().parse::<u64>().ok()?, c.trim().parse::<u64>().ok()?))
        });
        let Some((trials, successes)) = parsed else {
            tally.skip(
                Place::TasksEntry(entry_number),
                ProblemKind::NotNC(entry.to_string()),
            );
            continue;
        };
        match TaskCounts::new(trials, successes) {
            Ok(counts) => {
                named += 1;
                tally.add_counts(
                    &format!("task {named}"),
                    counts.trials,
                    counts.successes,
                    At::TasksEntry(entry_number),
                );
            }
            Err(error) => tally.skip(Place::TasksEntry(entry_number), ProblemKind::Counts(error)),
        }
    }
    tally.finish(Some(super::Format::AggregatedTable))
}

/// A CSV field, quoted when it holds a comma, a quote or a line break.
pub fn csv_field(text: &str) -> String {
    let mut field = String::new();
    push_csv_field(&mut field, text);
    field
}

/// Rows of (task, n, c) as they are typed, written as an aggregated CSV with a header.
/// Cells are written as they are, so a mistyped count reaches the importer (and its
/// message) instead of vanishing.
pub fn rows_to_csv(rows: &[[String; 3]]) -> String {
    let mut csv = String::from("task,n,c\n");
    for [task, n, c] in rows {
        csv.push_str(&format!(
            "{},{},{}\n",
            csv_field(task),
            csv_field(n),
            csv_field(c)
        ));
    }
    csv
}

/// Tasks written as an aggregated CSV with a header, exactly as [`rows_to_csv`] writes
/// their rows, without building the rows first (a million tasks are 12 MB of text).
pub fn tasks_to_csv(tasks: &[NamedTask]) -> String {
    use std::fmt::Write;
    let mut csv = String::with_capacity(csv_length(tasks));
    csv.push_str("task,n,c\n");
    for task in tasks {
        push_csv_field(&mut csv, &task.name);
        // Writing into a String cannot fail.
        let _ = writeln!(csv, ",{},{}", task.counts.trials, task.counts.successes);
    }
    csv
}

/// The length of [`tasks_to_csv`]'s text without writing it, but for the doubling of quotes
/// inside names: enough to tell whether it can be stored at all.
pub fn csv_length(tasks: &[NamedTask]) -> usize {
    let digits = |value: u64| value.checked_ilog10().unwrap_or(0) as usize + 1;
    9 + tasks
        .iter()
        .map(|task| {
            task.name.len() + 2 + digits(task.counts.trials) + digits(task.counts.successes) + 3
        })
        .sum::<usize>()
}

fn push_csv_field(out: &mut String, text: &str) {
    if needs_quotes(text) {
        out.push('"');
        out.push_str(&text.replace('"', "\"\""));
        out.push('"');
    } else {
        out.push_str(text);
    }
}

fn needs_quotes(text: &str) -> bool {
    text.contains([',', '"', '\n', '\r']) || text.trim() != text
}

/// Tasks as (task, n, c) rows of text, for the table editor and [`rows_to_csv`].
pub fn tasks_to_rows(tasks: &[NamedTask]) -> Vec<[String; 3]> {
    tasks
        .iter()
        .map(|task| {
            [
                task.name.clone(),
                task.counts.trials.to_string(),
                task.counts.successes.to_string(),
            ]
        })
        .collect()
}

/// Writes tasks as a `tasks=` value (n:c per task), the inverse of [`parse_tasks_param`].
pub fn tasks_param(tasks: &[NamedTask]) -> String {
    tasks
        .iter()
        .map(|task| format!("{}:{}", task.counts.trials, task.counts.successes))
        .collect::<Vec<_>>()
        .join(",")
}

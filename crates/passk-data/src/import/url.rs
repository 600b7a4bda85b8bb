//! Small data sets in the URL: `tasks=8:8,8:6,8:4` is n:c per task, comma-separated.

use super::problem::{Place, ProblemKind};
use super::tally::{At, Tally};
use super::{Import, NamedTask};
use passk_core::estimators::TaskCounts;

/// Reads a `tasks=` value: `n:c` per task, or `id:n:c` when the tasks have ids of their
/// own (`,`, `:` and `%` in an id are written `%2C`, `%3A`, `%25`). Tasks without an id are
/// named by their entry's position in the link ("task 1", "task 3" when entry 2 is bad: a
/// skipped entry never renumbers the rest, so two runs' links still pair the same entries);
/// every bad entry becomes a problem naming its position, and the whole-data warnings (n
/// varying across tasks) are those of any other import.
pub fn parse_tasks_param(value: &str) -> Import {
    let mut tally = Tally::default();
    for (position, entry) in value.split(',').enumerate() {
        let entry = entry.trim();
        if entry.is_empty() {
            continue;
        }
        let entry_number = position + 1;
        let Some((id, trials, successes)) = read_entry(entry) else {
            tally.skip(
                Place::TasksEntry(entry_number),
                ProblemKind::NotNC(entry.to_string()),
            );
            continue;
        };
        match TaskCounts::new(trials, successes) {
            Ok(counts) => {
                let name = id.unwrap_or_else(|| format!("task {entry_number}"));
                tally.add_counts(
                    &name,
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
    let mut csv = String::with_capacity(csv_length(tasks));
    csv.push_str(TASKS_CSV_HEADER);
    push_tasks_csv(&mut csv, tasks);
    csv
}

/// The header line of [`tasks_to_csv`].
pub const TASKS_CSV_HEADER: &str = "task,n,c\n";

/// Appends `tasks` as rows of [`tasks_to_csv`] (no header): a page writes a million tasks a
/// slice at a time.
pub fn push_tasks_csv(csv: &mut String, tasks: &[NamedTask]) {
    use std::fmt::Write;
    for task in tasks {
        push_csv_field(csv, &task.name);
        // Writing into a String cannot fail.
        let _ = writeln!(csv, ",{},{}", task.counts.trials, task.counts.successes);
    }
}

/// The length of [`tasks_to_csv`]'s text without writing it, but for the doubling of quotes
/// inside names: enough to tell whether it can be stored at all.
pub fn csv_length(tasks: &[NamedTask]) -> usize {
    TASKS_CSV_HEADER.len() + csv_rows_length(tasks)
}

/// [`csv_length`] of `tasks`' rows alone (no header), so a page can sum a million rows'
/// lengths a slice at a time and then allocate the text once.
pub fn csv_rows_length(tasks: &[NamedTask]) -> usize {
    let digits = |value: u64| value.checked_ilog10().unwrap_or(0) as usize + 1;
    tasks
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

/// One entry: its id (None for `n:c`) and its counts; None when it is neither form.
fn read_entry(entry: &str) -> Option<(Option<String>, u64, u64)> {
    let count = |text: &str| text.trim().parse::<u64>().ok();
    let mut parts = entry.split(':');
    match (parts.next(), parts.next(), parts.next(), parts.next()) {
        (Some(n), Some(c), None, None) => Some((None, count(n)?, count(c)?)),
        (Some(id), Some(n), Some(c), None) => {
            let id = unescape_id(id.trim())?;
            (!id.trim().is_empty()).then_some((Some(id), count(n)?, count(c)?))
        }
        _ => None,
    }
}

/// An id as a link entry writes it: `%`, `,` and `:` escaped.
fn escape_id(id: &str) -> String {
    id.replace('%', "%25")
        .replace(',', "%2C")
        .replace(':', "%3A")
}

/// The inverse of [`escape_id`]; None for a `%` that starts no escape it writes.
fn unescape_id(text: &str) -> Option<String> {
    let mut id = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find('%') {
        id.push_str(&rest[..at]);
        let escape = rest.get(at..at + 3)?;
        id.push(match escape {
            "%25" => '%',
            "%2C" | "%2c" => ',',
            "%3A" | "%3a" => ':',
            _ => return None,
        });
        rest = &rest[at + 3..];
    }
    id.push_str(rest);
    Some(id)
}

/// Writes tasks as a `tasks=` value of `n:c` entries (their ids left out: the data view's
/// summaries do not depend on them), read back by [`parse_tasks_param`].
pub fn tasks_param(tasks: &[NamedTask]) -> String {
    tasks
        .iter()
        .map(|task| format!("{}:{}", task.counts.trials, task.counts.successes))
        .collect::<Vec<_>>()
        .join(",")
}

/// Writes a compare run as an `a=`/`b=` value, the inverse of [`parse_tasks_param`]: `n:c`
/// per task when the tasks are named by position ("task 1", "task 2", …), else `id:n:c`
/// for every task, so that a link matches the same tasks by id as the page that wrote it.
pub fn run_param(tasks: &[NamedTask]) -> String {
    let by_position = tasks
        .iter()
        .enumerate()
        .all(|(i, task)| task.name == format!("task {}", i + 1));
    if by_position {
        return tasks_param(tasks);
    }
    tasks
        .iter()
        .map(|task| {
            format!(
                "{}:{}:{}",
                escape_id(&task.name),
                task.counts.trials,
                task.counts.successes
            )
        })
        .collect::<Vec<_>>()
        .join(",")
}

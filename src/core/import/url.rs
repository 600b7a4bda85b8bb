//! Small data sets in the URL: `tasks=8:8,8:6,8:4` is n:c per task, comma-separated.

use super::{Import, NamedTask, Problem};
use crate::core::estimators::TaskCounts;

/// Reads a `tasks=` value. Tasks are named "task 1", "task 2", … in order; bad entries
/// become problems naming their position.
pub fn parse_tasks_param(value: &str) -> Import {
    let mut import = Import {
        format: Some(super::Format::AggregatedTable),
        ..Import::default()
    };
    for (position, entry) in value.split(',').enumerate() {
        let entry = entry.trim();
        if entry.is_empty() {
            continue;
        }
        let location = format!("tasks entry {}", position + 1);
        let parsed = entry.split_once(':').and_then(|(n, c)| {
            Some((n.trim().parse::<u64>().ok()?, c.trim().parse::<u64>().ok()?))
        });
        let Some((trials, successes)) = parsed else {
            import.skipped += 1;
            import.problems.push(Problem {
                location,
                message: format!("“{entry}” is not n:c (two whole numbers, such as 8:6)"),
            });
            continue;
        };
        match TaskCounts::new(trials, successes) {
            Ok(counts) => {
                import.records += 1;
                import.tasks.push(NamedTask {
                    name: format!("task {}", import.tasks.len() + 1),
                    counts,
                });
            }
            Err(error) => {
                import.skipped += 1;
                import.problems.push(Problem {
                    location,
                    message: error.to_string(),
                });
            }
        }
    }
    import
}

/// A CSV field, quoted when it holds a comma, a quote or a line break.
pub fn csv_field(text: &str) -> String {
    if text.contains([',', '"', '\n', '\r']) || text.trim() != text {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text.to_string()
    }
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

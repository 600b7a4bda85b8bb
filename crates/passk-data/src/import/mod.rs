//! Reading eval results into per-task counts (task, n, c).
//!
//! The shapes understood are [`Format::ALL`], detected from the text or picked by the
//! person; each is one file in `formats/` with its registry entry (README's "Reading result
//! files" table lists them, checked against `Format::ALL` by `tests/formats.rs`).
//!
//! Nothing here panics on bad input: every malformed record becomes a [`Problem`] naming its
//! line or JSON path, the valid records are still used, and the skipped ones are counted.
//! Line-based formats are fed in chunks ([`Importer::feed`]) so the import worker can say how far
//! it is on a million rows.

mod archive;
mod decode;
mod delimited;
mod formats;
mod json;
mod problem;
mod several;
mod tally;
mod url;
mod whole;
pub mod wire;

pub use decode::decode_text;
pub use formats::{
    detect_format, DocumentSpec, Format, FormatSpec, LineContext, LineReader, Reader, RecordReader,
};
pub use json::ScorerChoice;
pub use problem::{
    ArchiveFault, Count, DecodeError, Expected, JsonKind, Layout, Place, Problem, ProblemKind,
    TrialKey, Warning,
};
pub use several::{merge_imports, FileCounts};
pub use tally::{At, Tally};
pub use url::{
    csv_field, csv_length, csv_rows_length, parse_tasks_param, push_tasks_csv, rows_to_csv,
    run_param, tasks_param, tasks_to_csv, tasks_to_rows, TASKS_CSV_HEADER,
};

use passk_core::estimators::TaskCounts;

/// How to read a file.
#[derive(Clone, Debug, PartialEq)]
pub struct ImportOptions {
    /// The format, or None to detect it.
    pub format: Option<Format>,
    /// A reward counts as a success when it is at least this (τ-bench uses 1 − 1e-6).
    pub reward_threshold: f64,
    /// The inspect_ai scorer whose scores count, or None for the first one in the file.
    pub scorer: Option<String>,
    /// What a τ²-bench simulation that ended in an infrastructure error is.
    pub infrastructure: InfrastructureErrors,
}

passk_core::closed_set! {
    /// What a τ²-bench simulation that ended in an infrastructure error counts as. tau2's
    /// metrics code leaves them out; its leaderboard recomputation counts them as failed trials
    /// (tau2-bench#497 asks which produced the published numbers), so the person chooses; the
    /// count is said either way.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
    pub enum InfrastructureErrors {
        /// Left out, as tau2's metrics code does.
        #[default]
        LeaveOut = "leave-out",
        /// Failed trials, as tau2's leaderboard recomputation counts them.
        CountAsFailures = "count-as-failures",
    }
}

impl Default for ImportOptions {
    fn default() -> ImportOptions {
        ImportOptions {
            format: None,
            reward_threshold: 1.0 - 1e-6,
            scorer: None,
            infrastructure: InfrastructureErrors::LeaveOut,
        }
    }
}

/// The scorers of an inspect_ai log, and the one whose scores were counted.
#[derive(Clone, Debug, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
pub struct Scorers {
    /// Every scorer seen, in the order of the file.
    pub names: Vec<String>,
    /// The scorer used.
    pub used: Option<String>,
}

/// A task's name and counts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NamedTask {
    /// The task's id as written in the file (shown as text, never as markup).
    pub name: String,
    /// Its trials and successes.
    pub counts: TaskCounts,
}

/// Everything an import produced.
#[derive(Clone, Debug, PartialEq, Default, serde::Serialize, serde::Deserialize)]
pub struct Import {
    /// The format used (detected or picked); None when nothing could be read.
    pub format: Option<Format>,
    /// Tasks in the order they first appeared. Not in the JSON report: the import worker
    /// sends them as columns ([`wire`]).
    #[serde(skip)]
    pub tasks: Vec<NamedTask>,
    /// Records used.
    pub records: usize,
    /// Records skipped because of a problem.
    pub skipped: usize,
    /// The problems, in file order (at most [`MAX_PROBLEMS`] kept; all are counted).
    pub problems: Vec<Problem>,
    /// Simulations left out because they ended in an infrastructure error (τ²-bench).
    pub excluded_infrastructure: usize,
    /// Repeated (task, trial) records, ignored after the first.
    pub duplicates: usize,
    /// Whole-file observations: n varying, trials missing, duplicates.
    pub warnings: Vec<Warning>,
    /// Comment lines (`#` before the first row of a table) that were skipped.
    pub comments: usize,
    /// inspect_ai logs: the scorers in the file and the one used.
    pub scorers: Scorers,
}

/// A CSV/TSV line longer than this is refused unread.
pub const MAX_TABLE_LINE_BYTES: usize = 1_000_000;
/// A JSON Lines record longer than this is refused unread (completions can be long).
pub const MAX_JSONL_LINE_BYTES: usize = 16_000_000;

/// Problems kept for display; the count in [`Import::skipped`] is always complete.
pub const MAX_PROBLEMS: usize = 500;

/// Reads `text` in one go. For big inputs use [`Importer`] and feed it in chunks.
pub fn import(text: &str, options: ImportOptions) -> Import {
    let mut importer = Importer::new(text, options);
    while !importer.feed(usize::MAX) {}
    importer.finish()
}

/// What an [`Importer`] is doing: one state per way of reading, so no combination of
/// half-set readers can exist.
enum Reading {
    /// The format could not be told: the problem is in the tally, nothing is read.
    Unreadable,
    /// A CSV/TSV table, record by record (a quoted field may span lines).
    Table(delimited::TableReader),
    /// JSON Lines, line by line, each read by the format's line reader with what the lines
    /// share (the threshold, the scorer choice, what was said once).
    JsonLines(LineReader, LineContext),
    /// One JSON document, element by element of its records list.
    JsonDocument(json::RecordStream),
    /// One JSON document read at once (its records are not one flat list).
    JsonWhole(whole::WholeDocument),
}

/// An import in progress, fed a bounded number of records at a time so the page can yield
/// to the browser between chunks.
pub struct Importer<T: AsRef<str>> {
    text: T,
    format: Option<Format>,
    reading: Reading,
    /// Byte offset of the next unread record (line formats).
    position: usize,
    /// 1-based number of the line the next record starts on.
    line_number: usize,
    tally: Tally,
}

impl<T: AsRef<str>> Importer<T> {
    /// Starts reading `text` (borrowed or owned); detection, when no format is given,
    /// happens here.
    pub fn new(text: T, options: ImportOptions) -> Importer<T> {
        let mut tally = Tally::default();
        let format = match options.format {
            Some(format) => Some(format),
            None => match detect_format(text.as_ref()) {
                Ok(format) => Some(format),
                Err(problem) => {
                    tally.problem(problem);
                    None
                }
            },
        };
        if format == Some(Format::AggregatedTable) {
            // One task a line: room for them all from the start (estimated from the first
            // 64 KB), instead of regrowing tables of a million entries mid-import.
            let sample = &text.as_ref().as_bytes()[..text.as_ref().len().min(65_536)];
            let lines = sample.iter().filter(|&&byte| byte == b'\n').count().max(1);
            let estimate = text.as_ref().len() / sample.len().max(1) * lines;
            tally.reserve(estimate.min(10_000_000));
        }
        let reading = match format.map(|format| format.spec().reader) {
            None => Reading::Unreadable,
            Some(Reader::Table(kind)) => {
                Reading::Table(delimited::TableReader::new(kind, options.reward_threshold))
            }
            Some(Reader::JsonLines(reading)) => {
                let mut context = LineContext {
                    threshold: options.reward_threshold,
                    threshold_set: options.reward_threshold
                        != ImportOptions::default().reward_threshold,
                    scorer: ScorerChoice {
                        wanted: options.scorer.clone(),
                        ..ScorerChoice::default()
                    },
                    ..LineContext::default()
                };
                if let Some(survey) = reading.survey {
                    survey(text.as_ref(), &mut context);
                }
                Reading::JsonLines(reading.read_line, context)
            }
            Some(Reader::JsonDocument(document)) => {
                Reading::JsonDocument(json::RecordStream::new(document, &options))
            }
            Some(Reader::JsonWhole(reader)) => {
                Reading::JsonWhole(whole::WholeDocument::new(reader, &options))
            }
        };
        // A byte-order mark is not part of the first field.
        let position = if text.as_ref().starts_with('\u{feff}') {
            '\u{feff}'.len_utf8()
        } else {
            0
        };
        Importer {
            text,
            format,
            reading,
            position,
            line_number: 1,
            tally,
        }
    }

    fn is_done(&self) -> bool {
        match &self.reading {
            Reading::Unreadable => true,
            Reading::JsonDocument(stream) => stream.is_done(),
            Reading::JsonWhole(document) => document.is_done(),
            Reading::Table(_) | Reading::JsonLines(..) => self.position >= self.text.as_ref().len(),
        }
    }

    /// How far the import is, from 0 to 1 (by bytes read).
    pub fn progress(&self) -> f64 {
        let length = self.text.as_ref().len();
        if self.is_done() || length == 0 {
            return 1.0;
        }
        let position = match &self.reading {
            Reading::JsonDocument(stream) => stream.position(),
            Reading::Unreadable
            | Reading::Table(_)
            | Reading::JsonLines(..)
            | Reading::JsonWhole(_) => self.position,
        };
        position as f64 / length as f64
    }

    /// Reads up to `max_records` more records (rows, lines, or JSON elements, and about
    /// 2 MB at most of a JSON document). Returns true when the input is exhausted.
    pub fn feed(&mut self, max_records: usize) -> bool {
        let text = self.text.as_ref();
        let mut records_read = 0;
        match &mut self.reading {
            Reading::Unreadable => {}
            Reading::JsonDocument(stream) => {
                stream.feed(text, max_records, &mut self.tally);
            }
            Reading::JsonWhole(document) => document.read(text, &mut self.tally),
            Reading::Table(reader) => {
                while records_read < max_records && self.position < text.len() {
                    let rest = &text[self.position..];
                    // The line is looked for once; the reader gets it with the rest.
                    let line = &rest[..rest.find('\n').unwrap_or(rest.len())];
                    let advance = if line.len() > MAX_TABLE_LINE_BYTES {
                        refuse_over_long_line(
                            &mut self.tally,
                            self.line_number,
                            line.len(),
                            MAX_TABLE_LINE_BYTES,
                        );
                        (line.len() + 1, 1)
                    } else {
                        reader.read_next(rest, line, self.line_number, &mut self.tally)
                    };
                    self.position += advance.0.min(rest.len()).max(1);
                    self.line_number += advance.1;
                    records_read += 1;
                }
            }
            Reading::JsonLines(read_line, context) => {
                while records_read < max_records && self.position < text.len() {
                    let rest = &text[self.position..];
                    let (line, advance) = match rest.find('\n') {
                        Some(end) => (&rest[..end], end + 1),
                        None => (rest, rest.len()),
                    };
                    let line = line.strip_suffix('\r').unwrap_or(line);
                    if line.len() > MAX_JSONL_LINE_BYTES {
                        refuse_over_long_line(
                            &mut self.tally,
                            self.line_number,
                            line.len(),
                            MAX_JSONL_LINE_BYTES,
                        );
                    } else {
                        read_line(line, self.line_number, context, &mut self.tally);
                    }
                    self.position += advance;
                    self.line_number += 1;
                    records_read += 1;
                }
            }
        }
        self.is_done()
    }

    /// The result. Call after [`Importer::feed`] returned true.
    pub fn finish(self) -> Import {
        let scorer = match &self.reading {
            Reading::JsonDocument(stream) => stream.scorer_choice(),
            Reading::JsonWhole(document) => document.scorer_choice(),
            Reading::JsonLines(_, context) => (!context.scorer.names.is_empty()).then(|| Scorers {
                names: context.scorer.names.clone(),
                used: context.scorer.used.clone(),
            }),
            Reading::Unreadable | Reading::Table(_) => None,
        };
        let (passed_over, when_empty) = match &self.reading {
            Reading::JsonLines(_, context) => (context.passed_over, context.when_empty.clone()),
            Reading::Unreadable
            | Reading::Table(_)
            | Reading::JsonDocument(_)
            | Reading::JsonWhole(_) => (0, None),
        };
        let mut import = self.tally.finish(self.format);
        if passed_over > 0 {
            import.warnings.push(Warning::LinesPassedOver(passed_over));
        }
        if let Some(kind) = when_empty.filter(|_| import.tasks.is_empty()) {
            // The format's own reason stands for the generic "no rows".
            import
                .problems
                .retain(|problem| !matches!(problem.kind, ProblemKind::NoRows));
            import.problems.push(Problem {
                place: Place::Input,
                kind,
            });
        }
        if let Some(scorers) = scorer {
            if scorers.names.len() > 1 {
                import.warnings.push(Warning::SeveralScorers {
                    names: scorers.names.clone(),
                    used: scorers.used.clone().unwrap_or_default(),
                });
            }
            import.scorers = scorers;
        }
        import
    }
}

/// Splitting a 50 MB "row" would block the page for seconds, and no results row is that
/// long: say so instead.
fn refuse_over_long_line(tally: &mut Tally, line_number: usize, length: usize, longest: usize) {
    tally.skip(
        Place::Line(line_number),
        ProblemKind::LineTooLong {
            megabytes: length as f64 / 1e6,
            limit_megabytes: longest / 1_000_000,
        },
    );
}

//! The `passk` command: the data page's numbers from a shell, for scripts and CI. A thin
//! layer: files are read by `passk_data::import`, every statistic is `passk_core`'s or
//! `passk_data`'s, and every table and sentence is `passk_words`' (the pages' results
//! blocks). What is here is the command line (`args`), reading files with a progress bar
//! (`read`, `progress`), the JSON documents and their provenance, and the exit codes:
//!
//! - 0: done (a gate passed);
//! - 1: a gate failed;
//! - 2: a usage or input error, said on standard error in the pages' words.
//!
//! Nothing here panics on input: every file goes through the importer, which reports what
//! it could not read instead.

pub mod args;
pub mod board;
pub mod compare;
pub mod gate;
pub mod plan;
pub mod progress;
pub mod provenance;
pub mod read;
pub mod replicates;
pub mod summary;

use std::ffi::OsString;
use std::io::{IsTerminal, Write};

use clap::{CommandFactory, Parser};
use passk_data::import::ImportOptions;

use args::{Cli, Command, Common, OutputFormat};
use progress::Progress;
use read::Reader;

/// Exit code: done.
pub const EXIT_DONE: i32 = 0;
/// Exit code: a gate failed.
pub const EXIT_GATE_FAILED: i32 = 1;
/// Exit code: a usage or input error.
pub const EXIT_ERROR: i32 = 2;

/// Why a command could not do its job.
#[derive(Debug)]
pub enum Failure {
    /// The command line asks for something that cannot be done.
    Usage(String),
    /// An input could not be read, or held nothing to report.
    Input(String),
}

/// What a subcommand produced: the text for standard output and its exit code.
pub struct Report {
    /// Printed on standard output.
    pub text: String,
    /// The exit code.
    pub exit: i32,
}

impl Report {
    /// A report that exits 0.
    fn done(text: String) -> Report {
        Report {
            text,
            exit: EXIT_DONE,
        }
    }
}

/// Everything a subcommand needs besides its own arguments.
pub struct Context<'a> {
    /// The options every subcommand takes.
    pub common: &'a Common,
    /// The output format (resolved: a terminal gets a table, anything else JSON).
    pub format: OutputFormat,
    /// Reads the runs.
    pub reader: Reader,
    /// The progress bar.
    pub progress: Progress,
}

/// Runs the command line `args` (the program's name first) and returns the exit code.
pub fn run<I, T>(args: I) -> i32
where
    I: IntoIterator<Item = T>,
    T: Into<OsString> + Clone,
{
    let cli = match Cli::try_parse_from(args) {
        Ok(cli) => cli,
        Err(error) => {
            let _ = error.print();
            return if error.use_stderr() {
                EXIT_ERROR
            } else {
                EXIT_DONE
            };
        }
    };
    let stdout_is_terminal = std::io::stdout().is_terminal();
    let mut context = Context {
        common: &cli.common,
        format: cli.common.format.unwrap_or(if stdout_is_terminal {
            OutputFormat::Table
        } else {
            OutputFormat::Json
        }),
        reader: Reader::new(import_options(&cli.common), cli.common.lang),
        progress: Progress::on_stderr(),
    };
    let outcome = execute(&cli.command, &mut context);
    let mut stderr = std::io::stderr();
    for note in &context.reader.notes {
        let _ = writeln!(stderr, "passk: {note}");
    }
    match outcome {
        Ok(report) => {
            let mut stdout = std::io::stdout().lock();
            match stdout
                .write_all(report.text.as_bytes())
                .and_then(|()| stdout.flush())
            {
                // A closed pipe (`passk … | head`) is the reader's choice, not a failure.
                Ok(()) => report.exit,
                Err(error) if error.kind() == std::io::ErrorKind::BrokenPipe => report.exit,
                Err(error) => {
                    let _ = writeln!(stderr, "passk: standard output: {error}");
                    EXIT_ERROR
                }
            }
        }
        Err(Failure::Usage(message) | Failure::Input(message)) => {
            let _ = writeln!(stderr, "passk: {message}");
            EXIT_ERROR
        }
    }
}

/// Runs one subcommand.
pub fn execute(command: &Command, context: &mut Context) -> Result<Report, Failure> {
    match command {
        Command::Summary(args) => summary::summary(args, context),
        Command::Compare(args) => compare::compare(args, context),
        Command::Gate(args) => gate::gate(args, context),
        Command::Board(args) => board::board(args, context),
        Command::Replicates(args) => replicates::replicates(args, context),
        Command::Plan(args) => plan::plan(args, context),
        Command::Completions { shell } => {
            let mut text = Vec::new();
            clap_complete::generate(*shell, &mut Cli::command(), "passk", &mut text);
            Ok(Report::done(String::from_utf8_lossy(&text).into_owned()))
        }
    }
}

/// The importer's options from the command line.
fn import_options(common: &Common) -> ImportOptions {
    let defaults = ImportOptions::default();
    ImportOptions {
        format: common.input_format,
        reward_threshold: common.threshold.unwrap_or(defaults.reward_threshold),
        scorer: common.scorer.clone(),
        infrastructure: common.infrastructure,
    }
}

/// A JSON document as printed: pretty, with a final newline.
pub fn json_text(value: &serde_json::Value) -> String {
    let mut text = serde_json::to_string_pretty(value).unwrap_or_default();
    text.push('\n');
    text
}

/// The block format of an output format, or None for JSON.
fn block_format(format: OutputFormat) -> Option<passk_words::results::BlockFormat> {
    use passk_words::results::BlockFormat;
    match format {
        OutputFormat::Table => Some(BlockFormat::Text),
        OutputFormat::Csv => Some(BlockFormat::Csv),
        OutputFormat::Md => Some(BlockFormat::Markdown),
        OutputFormat::Latex => Some(BlockFormat::Latex),
        OutputFormat::Json => None,
    }
}

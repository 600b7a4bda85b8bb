//! The registry of result-file formats: [`Format`] lists them once, and each has one file
//! here holding its registry entry ([`FormatSpec`]: key, fixtures, file extensions, reader,
//! detection) and its own record reader. Everything else (the picker's list and `accept`,
//! detection, dispatch, the fixture and fuzz tests) is derived from [`Format::ALL`] and
//! [`Format::spec`], whose match has no wildcard: a new variant does not compile until it
//! has its entry, and `tests` checks that it is in `ALL`.

mod aggregated;
mod evalplus;
mod helm;
mod human_eval;
mod inspect_ai;
mod livecodebench;
mod lm_eval;
mod openai_evals;
mod promptfoo;
mod swe_bench;
mod tau2_bench;
mod tau_bench;
mod terminal_bench;
mod trials;

use serde_json::Value;

use super::delimited::TableKind;
use super::json::ScorerChoice;
pub use super::json::{DocumentSpec, RecordReader};
use super::problem::{Place, Problem, ProblemKind};
use super::tally::Tally;
pub use super::whole::WholeReader;

passk_core::closed_set! {
    /// The shapes of result files passk reads; each key is the picker's value, the
    /// command's `--input-format` and what storage keeps.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
    pub enum Format {
        /// CSV or TSV with one row per task: task, n, c.
        AggregatedTable = "aggregated",
        /// CSV or TSV with one row per trial: task, trial, success.
        TrialTable = "trials",
        /// human-eval's `*_results.jsonl`: one JSON object per sample, `task_id` and `passed`.
        HumanEvalJsonl = "human-eval",
        /// τ-bench results: a JSON list of `{task_id, trial, reward}`.
        TauBench = "tau-bench",
        /// τ²-bench results: `simulations[]` with `task_id`, `trial`, `reward_info.reward`.
        Tau2Bench = "tau2-bench",
        /// inspect_ai eval log: `samples[]` with `id`, `epoch`, `scores` (JSON, or the
        /// samples of a `.eval` archive).
        InspectAi = "inspect-ai",
        /// lm-evaluation-harness `--log_samples` JSON Lines: `doc_id`, `filter`, `metrics`.
        LmEval = "lm-eval",
        /// OpenAI evals record log: `match` events with `sample_id` and `data.correct`.
        OpenAiEvals = "openai-evals",
        /// EvalPlus `*_eval_results.json`: `eval` → task → samples with `base_status` and
        /// `plus_status` (or the older `nfiles`, `base`, `plus`).
        EvalPlus = "evalplus",
        /// LiveCodeBench `*_eval_all.json`: problems with `question_id` and `graded_list`.
        LiveCodeBench = "livecodebench",
        /// Terminal-Bench `results.json`: `results[]` with `task_id`, `trial_name`,
        /// `is_resolved`.
        TerminalBench = "terminal-bench",
        /// SWE-bench run reports: `resolved_ids`, `unresolved_ids`, `error_ids`…; several
        /// reports of the same instances are trials of one run.
        SweBench = "swe-bench",
        /// HELM `per_instance_stats.json`: instances × the stat chosen, trials over
        /// `train_trial_index`.
        Helm = "helm",
        /// promptfoo output JSON: `results.results[]` with `testIdx` (or `vars`), `success`.
        Promptfoo = "promptfoo",
    }
}

/// Reads one line of a JSON Lines file (its text and 1-based number) into the tally.
pub type LineReader = fn(&str, usize, &mut LineContext, &mut Tally);

/// Reads the whole text once before its lines are read (lm-evaluation-harness: which
/// metrics the file offers and which are successes on every line).
pub type LineSurvey = fn(&str, &mut LineContext);

/// How a JSON Lines format is read: each line, after an optional survey of them all.
#[derive(Clone, Copy, Debug)]
pub struct LineReading {
    /// Reads one line.
    pub read_line: LineReader,
    /// Reads every line first, when the choice of what counts needs the whole file.
    pub survey: Option<LineSurvey>,
}

/// What the lines of a JSON Lines file share while they are read.
#[derive(Clone, Debug, Default)]
pub struct LineContext {
    /// A reward counts as a success when it is at least this.
    pub threshold: f64,
    /// For formats with several scores per record (lm-evaluation-harness: metric and
    /// filter), the one that counts.
    pub scorer: ScorerChoice,
    /// Problems already reported once for the whole file (by a short key), so a file-wide
    /// fault is said once, not on every line.
    pub said: Vec<String>,
    /// Lines that are not records of the format's trials (an evals log's `spec`,
    /// `final_report` and other events), passed over and counted.
    pub passed_over: u64,
    /// What to say when the file gave no trial at all (an evals log with no `match`).
    pub when_empty: Option<ProblemKind>,
    /// Scores (by choice name) that leave [0, 1] somewhere, with the value furthest out:
    /// read only with a threshold the person set.
    pub outside_unit: Vec<(String, f64)>,
    /// Whether the person set the threshold (it differs from the default).
    pub threshold_set: bool,
}

impl LineContext {
    /// True the first time `key` is asked about, false after.
    pub fn first_time(&mut self, key: &str) -> bool {
        if self.said.iter().any(|said| said == key) {
            return false;
        }
        self.said.push(key.to_string());
        true
    }
}

/// The start of a text (its first 64 KiB, cut on a character boundary): where detection
/// looks for a format's own keys, so a big file is not searched whole.
pub(crate) fn head(text: &str) -> &str {
    let mut end = text.len().min(65_536);
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    &text[..end]
}

/// Whether the start of `text` holds every one of `keys` as a JSON key (`"key"`).
pub(crate) fn has_keys(text: &str, keys: &[&str]) -> bool {
    let start = head(text);
    keys.iter().all(|key| start.contains(&format!("\"{key}\"")))
}

/// One JSON Lines record as an object, or None when the line is blank or was refused (cut
/// off, not JSON, or not an object: said with its line number, expecting `expected`).
pub(crate) fn object_on_line(
    line: &str,
    line_number: usize,
    expected: super::problem::Expected,
    tally: &mut Tally,
) -> Option<Value> {
    if line.trim().is_empty() {
        return None;
    }
    let record = match serde_json::from_str::<Value>(line) {
        Ok(record) => record,
        Err(error) => {
            let detail = error.to_string();
            let kind = if error.is_eof() {
                ProblemKind::LineCutOff { detail }
            } else {
                ProblemKind::LineNotJson { detail }
            };
            tally.skip(Place::Line(line_number), kind);
            return None;
        }
    };
    if !record.is_object() {
        tally.skip(
            Place::Line(line_number),
            ProblemKind::WrongKind {
                found: super::problem::JsonKind::of(&record),
                expected,
            },
        );
        return None;
    }
    Some(record)
}

/// How a format is read.
#[derive(Clone, Copy, Debug)]
pub enum Reader {
    /// A CSV/TSV table, record by record.
    Table(TableKind),
    /// JSON Lines: each line read on its own (after a survey of them all, if any).
    JsonLines(LineReading),
    /// One JSON document, element by element of its records list.
    JsonDocument(DocumentSpec),
    /// One JSON document read at once, by this.
    JsonWhole(WholeReader),
}

/// Everything passk knows about a format, in one place.
#[derive(Clone, Copy, Debug)]
pub struct FormatSpec {
    /// Its fixtures in `tests/fixtures/`, each the 000 article's example in one of the
    /// format's shapes (the first is the plain one); a name ending in `/` is a folder of
    /// files read together as one run (one report per run). Every file there is some
    /// format's fixture or a case of `malformed.json` (`passk-data/tests/import.rs` checks).
    pub fixtures: &'static [&'static str],
    /// File extensions the file picker offers for it.
    pub extensions: &'static [&'static str],
    /// How it is read.
    pub reader: Reader,
    /// How sure detection is that a (trimmed, non-empty) text is in this format: 0 not at
    /// all, 100 certain. The most confident format wins.
    pub sniff: fn(&str) -> u8,
    /// Whether its files mark trials the harness (not the agent) failed, so the person
    /// chooses what they count as ([`super::InfrastructureErrors`]).
    pub harness_errors: bool,
}

impl Format {
    /// The format's registry entry.
    pub const fn spec(self) -> &'static FormatSpec {
        match self {
            Format::AggregatedTable => &aggregated::SPEC,
            Format::TrialTable => &trials::SPEC,
            Format::HumanEvalJsonl => &human_eval::SPEC,
            Format::TauBench => &tau_bench::SPEC,
            Format::Tau2Bench => &tau2_bench::SPEC,
            Format::InspectAi => &inspect_ai::SPEC,
            Format::LmEval => &lm_eval::SPEC,
            Format::OpenAiEvals => &openai_evals::SPEC,
            Format::EvalPlus => &evalplus::SPEC,
            Format::LiveCodeBench => &livecodebench::SPEC,
            Format::TerminalBench => &terminal_bench::SPEC,
            Format::SweBench => &swe_bench::SPEC,
            Format::Helm => &helm::SPEC,
            Format::Promptfoo => &promptfoo::SPEC,
        }
    }

    /// The file picker's `accept` list: every format's extensions, once each. Read from
    /// [`EXTENSIONS`], worked out at compile time, so a page with a picker links no reader
    /// (the importers live in the import worker).
    pub fn accept() -> String {
        let mut extensions: Vec<&str> = Vec::new();
        for each in EXTENSIONS {
            for extension in each {
                if !extensions.contains(extension) {
                    extensions.push(extension);
                }
            }
        }
        extensions.join(",")
    }

    /// Whether its files mark trials the harness failed, so the page offers what they
    /// count as. Read from [`HARNESS_ERRORS`] (a page links no reader).
    pub fn offers_harness_errors(self) -> bool {
        let mut index = 0;
        while index < Format::ALL.len() {
            if Format::ALL[index] == self {
                return HARNESS_ERRORS[index];
            }
            index += 1;
        }
        false
    }
}

/// Every format's [`FormatSpec::harness_errors`], in [`Format::ALL`] order, worked out when
/// compiling.
const HARNESS_ERRORS: [bool; Format::ALL.len()] = {
    let mut all = [false; Format::ALL.len()];
    let mut index = 0;
    while index < Format::ALL.len() {
        all[index] = Format::ALL[index].spec().harness_errors;
        index += 1;
    }
    all
};

/// Every format's file extensions, in [`Format::ALL`] order, read from the registry when
/// compiling: what the picker needs without a reference to the readers beside them.
const EXTENSIONS: [&[&str]; Format::ALL.len()] = {
    let mut all: [&[&str]; Format::ALL.len()] = [&[]; Format::ALL.len()];
    let mut index = 0;
    while index < Format::ALL.len() {
        all[index] = Format::ALL[index].spec().extensions;
        index += 1;
    }
    all
};

/// Guesses the format from the text: the most confident of every format's detection (the
/// first in [`Format::ALL`] on a tie).
pub fn detect_format(text: &str) -> Result<Format, Problem> {
    let trimmed = text.trim_start_matches('\u{feff}').trim_start();
    if trimmed.is_empty() {
        return Err(Problem {
            place: Place::Input,
            kind: ProblemKind::NothingToRead,
        });
    }
    let mut best: Option<(u8, Format)> = None;
    for format in Format::ALL {
        let confidence = (format.spec().sniff)(trimmed);
        if confidence > best.map_or(0, |(most, _)| most) {
            best = Some((confidence, format));
        }
    }
    best.map(|(_, format)| format).ok_or(Problem {
        place: Place::Input,
        kind: ProblemKind::UnknownJson,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_picker_accepts_every_formats_extensions_once() {
        assert_eq!(Format::accept(), ".csv,.tsv,.txt,.jsonl,.json,.eval,.log");
    }
}

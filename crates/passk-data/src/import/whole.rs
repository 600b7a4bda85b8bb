//! Result files whose records are not one flat list (EvalPlus's object of tasks, SWE-bench's
//! lists of instance ids, HELM's stats inside each instance, promptfoo's nested results):
//! parsed as one document and handed whole to the format's reader. They are read in the
//! import worker, never on the page, and are small beside the logs that stream.

use serde_json::Value;

use super::json::ScorerChoice;
use super::problem::{Place, ProblemKind};
use super::tally::Tally;
use super::{ImportOptions, Scorers};

/// Reads a whole JSON document into the tally: the document, the threshold, the scorer
/// choice (what is wanted, what the file offers, what a harness error counts as).
pub type WholeReader = fn(&Value, f64, &mut ScorerChoice, &mut Tally);

/// A document read at once.
#[derive(Debug)]
pub struct WholeDocument {
    reader: WholeReader,
    threshold: f64,
    scorer: ScorerChoice,
    done: bool,
}

impl WholeDocument {
    /// A document to be read by `reader` with `options`.
    pub fn new(reader: WholeReader, options: &ImportOptions) -> WholeDocument {
        WholeDocument {
            reader,
            threshold: options.reward_threshold,
            scorer: ScorerChoice {
                wanted: options.scorer.clone(),
                infrastructure: options.infrastructure,
                ..ScorerChoice::default()
            },
            done: false,
        }
    }

    /// Whether it has been read.
    pub fn is_done(&self) -> bool {
        self.done
    }

    /// Parses `text` and reads it (once); JSON that does not parse is said with its line.
    pub fn read(&mut self, text: &str, tally: &mut Tally) {
        if self.done {
            return;
        }
        self.done = true;
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        match serde_json::from_str::<Value>(text) {
            Ok(document) => (self.reader)(&document, self.threshold, &mut self.scorer, tally),
            Err(error) if error.is_eof() => {
                tally.skip(Place::Json, ProblemKind::JsonTruncated { records: 0 })
            }
            Err(error) => tally.skip(
                Place::Json,
                ProblemKind::JsonUnexpected { line: error.line() },
            ),
        }
    }

    /// The scorers the file offered and the one counted; None for formats without any.
    pub fn scorer_choice(&self) -> Option<Scorers> {
        (!self.scorer.names.is_empty()).then(|| Scorers {
            names: self.scorer.names.clone(),
            used: self.scorer.used.clone(),
        })
    }
}

/// The scorer counted: the one asked for when the file offers it, else `default` (the
/// format's own preference among what the file offers), else the first offered. Sets
/// `scorer.used` and returns it.
pub(crate) fn choose(scorer: &mut ScorerChoice, default: Option<&str>) -> Option<String> {
    let offered = |name: &str| scorer.names.iter().any(|offered| offered == name);
    let used = scorer
        .wanted
        .clone()
        .filter(|wanted| offered(wanted))
        .or_else(|| default.filter(|name| offered(name)).map(str::to_string))
        .or_else(|| scorer.names.first().cloned());
    scorer.used = used.clone();
    used
}

//! CSV or TSV with one row per trial: `task, trial, success` (or `task, success`); a success
//! is 0/1, true/false, pass/fail… or a reward compared with the threshold.

use super::super::delimited::{detect_table_kind, TableKind};
use super::{FormatSpec, Reader};

/// The trials table in the registry.
pub const SPEC: FormatSpec = FormatSpec {
    fixtures: &["trials.csv"],
    extensions: &[".csv", ".tsv", ".txt"],
    reader: Reader::Table(TableKind::Trials),
    sniff,
    harness_errors: false,
};

/// Text that is not JSON is a table; which kind, the header's names or repeated task names
/// tell (50: below every JSON format).
fn sniff(text: &str) -> u8 {
    let json = text.starts_with('{') || text.starts_with('[');
    if !json && detect_table_kind(text) == TableKind::Trials {
        50
    } else {
        0
    }
}

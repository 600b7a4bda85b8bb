//! CSV or TSV with one row per task: `task, n, c` (a header names the columns in any order).

use super::super::delimited::{detect_table_kind, TableKind};
use super::{FormatSpec, Reader};

/// The aggregated table in the registry.
pub const SPEC: FormatSpec = FormatSpec {
    fixtures: &["aggregated.csv", "aggregated_reordered.tsv"],
    extensions: &[".csv", ".tsv", ".txt"],
    reader: Reader::Table(TableKind::Aggregated),
    sniff,
    harness_errors: false,
};

/// Text that is not JSON is a table; which kind, the header's names or repeated task names
/// tell (50: below every JSON format).
fn sniff(text: &str) -> u8 {
    let json = text.starts_with('{') || text.starts_with('[');
    if !json && detect_table_kind(text) == TableKind::Aggregated {
        50
    } else {
        0
    }
}

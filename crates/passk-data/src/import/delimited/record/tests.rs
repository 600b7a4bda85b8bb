//! The quick path for lines without quotes reads what the RFC 4180 splitter reads.

use super::{split_record, split_unquoted, Field, RecordSplit};
use proptest::prelude::*;

fn by_splitter(line: &str, delimiter: char) -> Vec<String> {
    match split_record(&format!("{line}\n"), delimiter) {
        RecordSplit::Fields { fields, .. } => fields
            .iter()
            .map(Field::value)
            .map(str::to_string)
            .collect(),
        RecordSplit::Unclosed { .. } => panic!("a line without quotes is always closed"),
    }
}

#[test]
fn awkward_lines_split_the_same_both_ways() {
    for line in [
        "task,trial,success",
        " a , 1 ,pass\r",
        "a,,",
        ",",
        "",
        "\u{a0}name\u{a0},\t1\t,0",
        "ünïcode näme,3,1\r",
        "a;b;c",
    ] {
        for delimiter in [',', ';', '\t'] {
            let quick: Vec<&str> = split_unquoted(line, delimiter).collect();
            assert_eq!(
                quick,
                by_splitter(line, delimiter),
                "{line:?} on {delimiter:?}"
            );
        }
    }
}

proptest! {
    #[test]
    fn any_line_without_quotes_splits_the_same_both_ways(
        line in "[a-z0-9 ,;\t\r\u{a0}\u{3000}é-]{0,40}|[^\"\n]{0,60}",
        delimiter in prop::sample::select(vec![',', ';', '\t']),
    ) {
        let quick: Vec<&str> = split_unquoted(&line, delimiter).collect();
        prop_assert_eq!(quick, by_splitter(&line, delimiter));
    }
}

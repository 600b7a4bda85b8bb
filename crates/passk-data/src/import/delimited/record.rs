//! One record of a table, split on its delimiter: RFC 4180 quoting where a line has quotes,
//! a plain split where it has none (most lines of a big file).

/// One field of a record: its text, and whether it was written in quotes (quoted text is
/// taken exactly as written; unquoted text is trimmed).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Field {
    text: String,
    quoted: bool,
}

impl Field {
    /// The field's value: exactly what was quoted, or the unquoted text trimmed.
    pub fn value(&self) -> &str {
        if self.quoted {
            &self.text
        } else {
            self.text.trim()
        }
    }
}

/// How one record of a table was read.
#[derive(Debug, PartialEq, Eq)]
pub enum RecordSplit {
    /// The record's fields, the bytes it spans and the line breaks inside its quoted fields
    /// (RFC 4180 allows them).
    Fields {
        /// The fields in order.
        fields: Vec<Field>,
        /// Bytes consumed, its line break included.
        end: usize,
        /// Line breaks inside quoted fields.
        inner_lines: usize,
    },
    /// A quoted field opened on this line is not closed before the end of the input (or
    /// before [`super::super::MAX_TABLE_LINE_BYTES`]); `end` is the end of the record's first line.
    Unclosed {
        /// The byte after the first line's line break.
        end: usize,
    },
}

/// Splits the record at the start of `text` on `delimiter`, RFC 4180 style: a field that
/// starts with a double quote runs to the closing quote, and holds delimiters, doubled quotes
/// ("" for ") and line breaks. The record ends at the first line break outside quotes.
pub(super) fn split_record(text: &str, delimiter: char) -> RecordSplit {
    let first_line_end = text.find('\n').map_or(text.len(), |end| end + 1);
    let mut fields = Vec::new();
    let mut field = String::new();
    let mut quoted = false;
    let mut in_quotes = false;
    let mut inner_lines = 0;
    let mut chars = text.char_indices().peekable();
    while let Some((at, ch)) = chars.next() {
        if in_quotes {
            if at > super::super::MAX_TABLE_LINE_BYTES {
                return RecordSplit::Unclosed {
                    end: first_line_end,
                };
            }
            match ch {
                '"' if chars.peek().map(|&(_, next)| next) == Some('"') => {
                    field.push('"');
                    chars.next();
                }
                '"' => in_quotes = false,
                '\n' => {
                    inner_lines += 1;
                    field.push('\n');
                }
                _ => field.push(ch),
            }
            continue;
        }
        match ch {
            '"' if !quoted && field.trim().is_empty() => {
                field.clear();
                quoted = true;
                in_quotes = true;
            }
            '\n' => {
                if field.ends_with('\r') {
                    field.pop();
                }
                fields.push(Field {
                    text: field,
                    quoted,
                });
                return RecordSplit::Fields {
                    fields,
                    end: at + 1,
                    inner_lines,
                };
            }
            _ if ch == delimiter => {
                fields.push(Field {
                    text: std::mem::take(&mut field),
                    quoted,
                });
                quoted = false;
            }
            // Space between a closing quote and the delimiter is layout, not content.
            _ if quoted && ch.is_whitespace() => {}
            _ => field.push(ch),
        }
    }
    if in_quotes {
        return RecordSplit::Unclosed {
            end: first_line_end,
        };
    }
    if field.ends_with('\r') {
        field.pop();
    }
    fields.push(Field {
        text: field,
        quoted,
    });
    RecordSplit::Fields {
        fields,
        end: text.len(),
        inner_lines,
    }
}

/// The values of a line with no double quote (so no quoted field), as [`split_record`]
/// gives them: the pieces between delimiters, trimmed.
pub(super) fn split_unquoted(line: &str, delimiter: char) -> impl Iterator<Item = &str> {
    line.split(delimiter).map(str::trim)
}

#[cfg(test)]
mod tests;

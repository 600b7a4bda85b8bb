//! Text written into an export, escaped for what reads it: a spreadsheet opening the CSV, a
//! Markdown renderer, LaTeX, a terminal. Run and task names come from file names and files
//! other tools wrote, so any of them may hold a formula, a table's `|`, markup or a line
//! break; an exported block shows each as the text it is and never runs or breaks anything.

/// One line: line breaks and tabs become spaces (a name never splits a row).
pub(crate) fn one_line(text: &str) -> String {
    text.replace("\r\n", " ").replace(['\r', '\n', '\t'], " ")
}

/// A CSV field, quoted when it holds a comma, a quote or a line break. A field a spreadsheet
/// would run as a formula (it starts with `=`, `+`, `-`, `@`, a tab or a carriage return)
/// and that is not a number is prefixed with `'`, the mark spreadsheets read as "text";
/// numbers, negative ones included, stay as they are for scripts.
pub(crate) fn csv_field(field: &str) -> String {
    let formula =
        field.starts_with(['=', '+', '-', '@', '\t', '\r']) && field.parse::<f64>().is_err();
    let field = match formula {
        true => format!("'{field}"),
        false => field.to_string(),
    };
    match field.contains([',', '"', '\n', '\r']) {
        true => format!("\"{}\"", field.replace('"', "\"\"")),
        false => field,
    }
}

/// Text for a Markdown table cell or list item: on one line, and every character Markdown
/// or its HTML would read as markup (`|` ending a cell, `<` opening a tag, `[` a link, `*`
/// and `_` emphasis, `` ` `` code, `&` an entity, `\` itself) escaped with a backslash, as
/// CommonMark allows for any ASCII punctuation.
pub(crate) fn markdown(text: &str) -> String {
    let mut escaped = String::with_capacity(text.len());
    for character in one_line(text).chars() {
        if matches!(
            character,
            '\\' | '|' | '<' | '>' | '[' | ']' | '*' | '_' | '`' | '&' | '~' | '!' | '#'
        ) {
            escaped.push('\\');
        }
        escaped.push(character);
    }
    escaped
}

/// Text with LaTeX's special characters written as text (and `<`, `>`, `|`, which the
/// default font encoding would set as other glyphs), on one line.
pub(crate) fn latex(text: &str) -> String {
    let mut escaped = String::with_capacity(text.len());
    for character in one_line(text).chars() {
        match character {
            '%' | '&' | '#' | '_' | '$' | '{' | '}' => {
                escaped.push('\\');
                escaped.push(character);
            }
            '^' => escaped.push_str("\\textasciicircum{}"),
            '~' => escaped.push_str("\\textasciitilde{}"),
            '\\' => escaped.push_str("\\textbackslash{}"),
            '<' => escaped.push_str("\\textless{}"),
            '>' => escaped.push_str("\\textgreater{}"),
            '|' => escaped.push_str("\\textbar{}"),
            other => escaped.push(other),
        }
    }
    escaped
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn csv_fields_never_run_as_formulas_and_numbers_stay_numbers() {
        assert_eq!(csv_field("=cmd|' /C calc'!A0"), "'=cmd|' /C calc'!A0");
        assert_eq!(csv_field("+1+1"), "'+1+1");
        assert_eq!(csv_field("@SUM(A1)"), "'@SUM(A1)");
        assert_eq!(csv_field("-2+3,x"), "\"'-2+3,x\"");
        assert_eq!(csv_field("\tx"), "'\tx");
        assert_eq!(csv_field("-0.0625"), "-0.0625");
        assert_eq!(csv_field("+21.43"), "+21.43");
        assert_eq!(csv_field("1e-9"), "1e-9");
        assert_eq!(csv_field("say \"hi\"\r\n"), "\"say \"\"hi\"\"\r\n\"");
        assert_eq!(csv_field("run-a"), "run-a");
    }

    #[test]
    fn markdown_shows_markup_as_text_on_one_line() {
        assert_eq!(markdown("a|b"), "a\\|b");
        assert_eq!(
            markdown("<img src=x onerror=alert(1)>"),
            "\\<img src=x onerror=alert(1)\\>"
        );
        assert_eq!(markdown("[x](javascript:1)"), "\\[x\\](javascript:1)");
        assert_eq!(markdown("**b** `c` _d_"), "\\*\\*b\\*\\* \\`c\\` \\_d\\_");
        assert_eq!(markdown("two\nlines"), "two lines");
        assert_eq!(markdown("&lt;"), "\\&lt;");
        assert_eq!(markdown("21.43% – 30%"), "21.43% – 30%");
    }

    #[test]
    fn latex_sets_every_special_character_as_text() {
        assert_eq!(
            latex("a_b & 50% #1 {x} $y$ ^ ~ \\ < > |"),
            "a\\_b \\& 50\\% \\#1 \\{x\\} \\$y\\$ \\textasciicircum{} \\textasciitilde{} \\textbackslash{} \\textless{} \\textgreater{} \\textbar{}"
        );
        assert_eq!(latex("two\nlines"), "two lines");
    }
}

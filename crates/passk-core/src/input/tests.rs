//! Reading what a person types, checked.
use super::*;

/// The one locale rule every number field reads by (the plan view's included).
#[test]
fn plain_numbers_by_language() {
    assert_eq!(plain_number("1,000", Lang::En), "1000");
    assert_eq!(plain_number("1,000", Lang::Ko), "1000");
    assert_eq!(plain_number("0,5", Lang::En), "0.5");
    assert_eq!(plain_number("1.000", Lang::Pt), "1000");
    assert_eq!(plain_number("80,5", Lang::Pt), "80.5");
    assert_eq!(plain_number("1.234.567,5", Lang::Pt), "1234567.5");
}

/// The reading as it was done with `f64` (before the exact reader), for comparison.
fn read_as_f64(spec: &FieldSpec, cleaned: &str) -> Option<(u32, &'static str)> {
    let number = cleaned.parse::<f64>().ok().filter(|n| n.is_finite())?;
    let scaled = number * f64::from(spec.scale);
    if scaled < f64::from(spec.min) {
        return Some((spec.min, "below"));
    }
    if scaled > f64::from(spec.max) {
        return Some((spec.max, "above"));
    }
    let rounded = scaled.round();
    let off = (rounded - scaled).abs() > 1e-9;
    Some((rounded as u32, if off { "off" } else { "ok" }))
}

#[test]
fn the_exact_reader_agrees_with_f64_away_from_the_grid_edges() {
    let kind = |reading: &FieldReading| match &reading.issue {
        Some(FieldIssue::BelowMinimum(_)) => "below",
        Some(FieldIssue::AboveMaximum(_)) => "above",
        Some(FieldIssue::OffGrid) => "off",
        None => "ok",
        Some(_) => "refused",
    };
    let mut texts: Vec<String> = Vec::new();
    for whole in [0u32, 1, 3, 9, 33, 80, 99, 100, 101, 150, 1000] {
        for fraction in [
            "", ".", ".0", ".05", ".1", ".25", ".333", ".5", ".75", ".95", ".999",
        ] {
            texts.push(format!("{whole}{fraction}"));
            texts.push(format!("-{whole}{fraction}"));
            texts.push(format!("+{whole}{fraction}"));
        }
    }
    texts.extend(
        [
            "1e2", "1E-1", "5e-3", "2.5e1", ".5", "1e9", "1e-400", "0.0001e4", "7e+1", "00012",
            "0e0",
        ]
        .map(String::from),
    );
    for spec in [
        FieldSpec::RATE,
        FieldSpec::K,
        FieldSpec::STEPS,
        FieldSpec::SPREAD,
        FieldSpec::CATCH_RATE,
    ] {
        for text in &texts {
            let exact = spec.read(text);
            let old = read_as_f64(&spec, text).expect("a number");
            assert_eq!(
                (exact.value, kind(&exact)),
                (Some(old.0), old.1),
                "{} reading {text}",
                spec.name
            );
        }
    }
    for refused in [
        "abc", "1e", "e5", ".", "-", "1.2.3", "inf", "NaN", "1_000", "0x10", "1e+",
    ] {
        assert_eq!(FieldSpec::K.read(refused).value, None, "{refused}");
    }
}

#[test]
fn a_pointer_position_becomes_the_nearest_whole_value_in_range() {
    assert_eq!(FieldSpec::K.clamp_whole(6.4), 6);
    assert_eq!(FieldSpec::K.clamp_whole(6.5), 7);
    assert_eq!(FieldSpec::K.clamp_whole(-3.0), 1);
    assert_eq!(FieldSpec::K.clamp_whole(1e9), FieldSpec::K.max);
    assert_eq!(FieldSpec::STEPS.clamp_whole(f64::NAN), FieldSpec::STEPS.min);
}

#[test]
fn plain_values_are_taken_without_a_hint() {
    let reading = FieldSpec::RATE.read("75");
    assert_eq!(reading.value, Some(750));
    assert_eq!(reading.issue, None);
    assert_eq!(FieldSpec::RATE.read("80.5").value, Some(805));
    assert_eq!(FieldSpec::RATE.read(" 80,5 % ").value, Some(805));
    assert_eq!(FieldSpec::K.read("6").value, Some(6));
    assert_eq!(FieldSpec::STEPS.read("50").value, Some(50));
}

#[test]
fn refused_text_keeps_the_previous_value_and_says_why() {
    let reading = FieldSpec::K.read("abc");
    assert_eq!(reading.value, None);
    assert_eq!(reading.issue, Some(FieldIssue::NotANumber("abc".into())));
    assert_eq!(FieldSpec::RATE.read("").value, None);
    assert_eq!(FieldSpec::RATE.read("NaN").value, None);
    assert_eq!(FieldSpec::RATE.read("inf").value, None);
    assert_eq!(FieldSpec::RATE.read("1e400").value, None);
}

#[test]
fn out_of_range_is_clamped_with_a_hint() {
    let reading = FieldSpec::K.read("150");
    assert_eq!(reading.value, Some(100));
    assert_eq!(reading.issue, Some(FieldIssue::AboveMaximum("150".into())));
    assert_eq!(FieldSpec::K.read("0").value, Some(1));
    assert_eq!(FieldSpec::RATE.read("-3").value, Some(0));
    assert_eq!(FieldSpec::STEPS.read("99").value, Some(50));
}

#[test]
fn off_grid_values_are_rounded_with_a_hint() {
    let reading = FieldSpec::K.read("2.6");
    assert_eq!(reading.value, Some(3));
    assert_eq!(reading.issue, Some(FieldIssue::OffGrid));
    let reading = FieldSpec::RATE.read("80.04");
    assert_eq!(reading.value, Some(800));
    assert_eq!(reading.issue, Some(FieldIssue::OffGrid));
}

#[test]
fn hundredths_keep_their_leading_zero() {
    assert_eq!(FieldSpec::SPREAD.show(5), "0.05");
    assert_eq!(FieldSpec::SPREAD.show(25), "0.25");
    assert_eq!(FieldSpec::SPREAD.show(100), "1");
    assert_eq!(FieldSpec::SPREAD.read("0.05").value, Some(5));
    assert_eq!(FieldSpec::RETRIES.read("9").value, Some(5));
}

#[test]
fn thousands_separators_are_not_decimal_points() {
    let k = FieldSpec::K.read_in("1,000", Lang::En);
    assert_eq!(k.value, Some(100));
    assert_eq!(k.issue, Some(FieldIssue::AboveMaximum("1000".into())));
    assert_eq!(FieldSpec::STEPS.read_in("1,000", Lang::Ko).value, Some(50));
    assert_eq!(FieldSpec::RATE.read_in("1,000", Lang::En).value, Some(1000));
    assert_eq!(FieldSpec::RATE.read_in("0,5", Lang::En).value, Some(5));
    assert_eq!(FieldSpec::RATE.read_in("80,5", Lang::Pt).value, Some(805));
    assert_eq!(FieldSpec::K.read_in("1.000", Lang::Pt).value, Some(100));
    assert_eq!(FieldSpec::RATE.read_in("0.125", Lang::Pt).value, Some(1));
}

#[test]
fn field_text_has_no_suffix() {
    assert_eq!(FieldSpec::RATE.field_text(805), "80.5");
    assert_eq!(FieldSpec::RATE.show(805), "80.5%");
    assert_eq!(FieldSpec::RATE.show(1000), "100%");
    assert_eq!(FieldSpec::RATE.field_text(800), "80");
    assert_eq!(FieldSpec::K.field_text(6), "6");
}

//! How numbers are shown to a person.
//!
//! The readouts must never blur the story: 0.999936 reads "99.99%", never "100%", and a tiny
//! pass^k reads "7.89 × 10⁻²⁹%", never "0%". Only exactly 0 and exactly 1 print as "0%" and
//! "100%".

/// A probability in [0, 1] as a percentage, with as many digits as it takes to tell a value
/// below 1 from 100% and a value above 0 from 0%. Trailing zeros are dropped ("93.6%").
/// Non-finite input prints as "—" rather than "NaN".
pub fn percent(probability: f64) -> String {
    if !probability.is_finite() {
        return "—".to_string();
    }
    let probability = probability.clamp(0.0, 1.0);
    if probability == 0.0 {
        return "0%".to_string();
    }
    if probability == 1.0 {
        return "100%".to_string();
    }
    let pct = probability * 100.0;
    if pct < 1e-6 {
        return format!("{}%", scientific(pct));
    }
    if pct < 1.0 {
        // Small values keep three significant digits (0.0105%), so a falling pass^k stays
        // readable instead of collapsing to "0.01%".
        let decimals = (-pct.log10()).floor() as usize + 3;
        return format!("{}%", trim_zeros(format!("{pct:.decimals$}")));
    }
    for decimals in 2..=15 {
        let text = format!("{pct:.decimals$}");
        if text.parse::<f64>().is_ok_and(|shown| shown < 100.0) {
            return format!("{}%", trim_zeros(text));
        }
    }
    // Below 1 by less than 1e-15 %: say so rather than print 100%.
    "> 99.999999999999%".to_string()
}

/// A value in scientific notation with three significant digits, as a person writes it:
/// "7.89 × 10⁻²⁹".
fn scientific(value: f64) -> String {
    let text = format!("{value:.2e}");
    let (mantissa, exponent) = text.split_once('e').unwrap_or((&text, "0"));
    let superscript: String = exponent
        .chars()
        .map(|c| match c {
            '-' => '⁻',
            '0' => '⁰',
            '1' => '¹',
            '2' => '²',
            '3' => '³',
            '4' => '⁴',
            '5' => '⁵',
            '6' => '⁶',
            '7' => '⁷',
            '8' => '⁸',
            '9' => '⁹',
            other => other,
        })
        .collect();
    format!("{} × 10{}", trim_zeros(mantissa.to_string()), superscript)
}

/// Drops trailing zeros after a decimal point, and the point itself if nothing follows.
fn trim_zeros(text: String) -> String {
    if !text.contains('.') {
        return text;
    }
    text.trim_end_matches('0').trim_end_matches('.').to_string()
}

/// A rate in tenths of a percent as a decimal probability with two or three decimals, the way
/// the formulas show it: 800 → "0.80", 805 → "0.805", 1000 → "1.00".
pub fn decimal_rate(per_mille: u32) -> String {
    let per_mille = per_mille.min(1000);
    let whole = per_mille / 1000;
    let thousandths = per_mille % 1000;
    if thousandths % 10 == 0 {
        format!("{whole}.{:02}", thousandths / 10)
    } else {
        format!("{whole}.{thousandths:03}")
    }
}

/// A rate in tenths of a percent as a percentage: 800 → "80%", 805 → "80.5%".
pub fn per_mille_percent(per_mille: u32) -> String {
    let per_mille = per_mille.min(1000);
    if per_mille % 10 == 0 {
        format!("{}%", per_mille / 10)
    } else {
        format!("{}.{}%", per_mille / 10, per_mille % 10)
    }
}

/// `1 − (1 − 0.80)^6 = 99.99%`: the pass@k formula with the numbers substituted.
pub fn pass_at_k_formula(per_mille: u32, k: u32, value: f64) -> String {
    format!(
        "1 − (1 − {})^{k} = {}",
        decimal_rate(per_mille),
        percent(value)
    )
}

/// `0.80^6 = 26.21%`: the pass^k (or chain) formula with the numbers substituted.
pub fn power_formula(per_mille: u32, exponent: u32, value: f64) -> String {
    format!("{}^{exponent} = {}", decimal_rate(per_mille), percent(value))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn article_numbers_read_as_in_the_articles() {
        assert_eq!(percent(0.999936), "99.99%");
        assert_eq!(percent(0.262144), "26.21%");
        assert_eq!(percent(0.936), "93.6%");
        assert_eq!(percent(0.81450625), "81.45%");
        assert_eq!(percent(0.6), "60%");
        assert_eq!(percent(0.984375), "98.44%");
    }

    #[test]
    fn values_below_one_never_read_100_percent() {
        assert_eq!(percent(0.99999), "99.999%");
        assert_eq!(percent(0.9999999), "99.99999%");
        assert_eq!(percent(1.0 - 1e-12), "99.9999999999%");
        assert_ne!(percent(1.0 - f64::EPSILON), "100%");
        assert!(percent(1.0 - f64::EPSILON).starts_with("99.99"));
        assert_eq!(percent(1.0), "100%");
    }

    #[test]
    fn values_above_zero_never_read_0_percent() {
        assert_eq!(percent(0.00006), "0.006%");
        assert_eq!(percent(0.0001048576), "0.0105%");
        assert_eq!(percent(0.005), "0.5%");
        assert_eq!(percent(0.00123456), "0.123%");
        assert_eq!(percent(7.888609052210118e-31), "7.89 × 10⁻²⁹%");
        assert_eq!(percent(1e-300), "1 × 10⁻²⁹⁸%");
        assert_eq!(percent(0.0), "0%");
    }

    #[test]
    fn never_nan() {
        assert_eq!(percent(f64::NAN), "—");
        assert_eq!(percent(f64::INFINITY), "—");
        assert_eq!(percent(-0.5), "0%");
    }

    #[test]
    fn formulas() {
        assert_eq!(pass_at_k_formula(800, 6, 0.999936), "1 − (1 − 0.80)^6 = 99.99%");
        assert_eq!(power_formula(800, 6, 0.262144), "0.80^6 = 26.21%");
        assert_eq!(decimal_rate(805), "0.805");
        assert_eq!(decimal_rate(1000), "1.00");
        assert_eq!(decimal_rate(0), "0.00");
        assert_eq!(decimal_rate(5), "0.005");
        assert_eq!(per_mille_percent(805), "80.5%");
        assert_eq!(per_mille_percent(1000), "100%");
    }
}

//! How numbers are shown to a person.
//!
//! The readouts must never blur the story: 0.999936 reads "99.99%", never "100%", and a tiny
//! pass^k reads "7.89 × 10⁻²⁹%", never "0%". Only exactly 0 and exactly 1 print as "0%" and
//! "100%".

/// A difference of probabilities in percent with its sign: "+3.25%", "−0.5%", "0%" (two
/// decimals at most; the data-value keeps full precision).
pub fn signed_percent(difference: f64) -> String {
    if !difference.is_finite() {
        return "—".to_string();
    }
    let text = trim_zeros(format!("{:.2}", (difference * 100.0).abs()));
    if text == "0" {
        return "0%".to_string();
    }
    let sign = if difference > 0.0 { '+' } else { '−' };
    format!("{sign}{text}%")
}

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
        // pct is in [1, 100): the text shows less than 100 unless it rounded up to "100.0…".
        // (A string test, not a float parse: the parser's tables weigh more than this page.)
        if !text.starts_with("100") {
            return format!("{}%", trim_zeros(text));
        }
    }
    // Below 1 by less than 1e-15 %: say so rather than print 100%.
    "> 99.999999999999%".to_string()
}

/// A probability together with its distance below 1, computed separately so that a value
/// closer to 1 than an `f64` can hold (1 − 0.5^100) is still known to be below 1.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Reading {
    /// The probability, as the nearest `f64`.
    pub value: f64,
    /// 1 − value, computed without cancellation (for pass@k this is (1 − p)^k).
    pub shortfall: f64,
}

impl Reading {
    /// A reading whose shortfall is simply 1 − value (fine when value is not near 1).
    pub fn plain(value: f64) -> Reading {
        Reading {
            value,
            shortfall: 1.0 - value,
        }
    }

    /// Whether the `f64` value rounded up to 1 although the true value is below 1.
    fn rounded_up_to_one(&self) -> bool {
        self.value >= 1.0 && self.shortfall > 0.0
    }

    /// The percentage shown to a person; never "100%" for a value below 1.
    pub fn text(&self) -> String {
        if self.rounded_up_to_one() {
            return "> 99.99999999999999%".to_string();
        }
        percent(self.value)
    }

    /// The value as a full-precision decimal fraction for `data-value`: the shortest string
    /// that reads back as the same `f64` (`0.262144`), or, when the `f64` is 1 but the true
    /// value is below it, the digits of 1 − shortfall (`0.99999999999999999999999999999921…`).
    pub fn data_value(&self) -> String {
        if self.rounded_up_to_one() {
            return one_minus_decimal(self.shortfall);
        }
        format!("{}", self.value)
    }
}

/// 1 − x as a decimal string, for 0 < x < 1e-15, from x's shortest decimal digits:
/// 1 − 0.000…0d₁d₂…dₙ is 0.999…9(9−d₁)(9−d₂)…(10−dₙ), with the carry that implies.
fn one_minus_decimal(x: f64) -> String {
    let text = format!("{x}");
    let Some(fraction) = text.strip_prefix("0.") else {
        return "1".to_string();
    };
    let mut digits: Vec<u8> = fraction.bytes().map(|b| 9 - (b - b'0')).collect();
    // Adding one unit in the last place: 9…9 − X + 1 = 10^n − X.
    for digit in digits.iter_mut().rev() {
        if *digit == 9 {
            *digit = 0;
        } else {
            *digit += 1;
            break;
        }
    }
    while digits.last() == Some(&0) {
        digits.pop();
    }
    let fraction: String = digits.iter().map(|d| char::from(b'0' + d)).collect();
    format!("0.{fraction}")
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
    if thousandths.is_multiple_of(10) {
        format!("{whole}.{:02}", thousandths / 10)
    } else {
        format!("{whole}.{thousandths:03}")
    }
}

/// `1 − (1 − 0.80)^6 = 99.99%`: the pass@k formula with the numbers substituted.
pub fn pass_at_k_formula(per_mille: u32, k: u32, value: Reading) -> String {
    format!(
        "1 − (1 − {})^{k} = {}",
        decimal_rate(per_mille),
        value.text()
    )
}

/// `0.80^6 = 26.21%`: the pass^k (or chain) formula with the numbers substituted.
pub fn power_formula(per_mille: u32, exponent: u32, value: Reading) -> String {
    format!("{}^{exponent} = {}", decimal_rate(per_mille), value.text())
}

/// `Σ_{j=2}^{3} C(3, j)·0.75^j·0.25^(3−j) = 84.38%`: the chance of at least m of k, with
/// the numbers substituted.
pub fn at_least_formula(per_mille: u32, k: u32, m: u32, value: Reading) -> String {
    format!(
        "Σ_{{j={m}}}^{{{k}}} C({k}, j)·{}^j·{}^({k}−j) = {}",
        decimal_rate(per_mille),
        decimal_rate(1000 - per_mille.min(1000)),
        value.text()
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_at_least_formula_substitutes_its_numbers() {
        assert_eq!(
            at_least_formula(750, 3, 2, Reading::plain(0.84375)),
            "Σ_{j=2}^{3} C(3, j)·0.75^j·0.25^(3−j) = 84.38%"
        );
    }

    #[test]
    fn signed_percent_shows_the_sign_and_two_decimals() {
        assert_eq!(signed_percent(0.0325), "+3.25%");
        assert_eq!(signed_percent(-0.005), "−0.5%");
        assert_eq!(signed_percent(0.0), "0%");
        assert_eq!(signed_percent(f64::NAN), "—");
    }

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
    fn readings_closer_to_one_than_f64_stay_below_one() {
        let reading = Reading {
            value: 1.0,
            shortfall: 7.888609052210118e-31,
        };
        assert_eq!(reading.text(), "> 99.99999999999999%");
        assert_eq!(
            reading.data_value(),
            "0.9999999999999999999999999999992111390947789882"
        );
        assert_eq!(Reading::plain(0.262144).data_value(), "0.262144");
        assert_eq!(Reading::plain(0.262144).text(), "26.21%");
        assert_eq!(Reading::plain(1.0).data_value(), "1");
        assert_eq!(Reading::plain(1.0).text(), "100%");
        assert_eq!(one_minus_decimal(2.5e-20), "0.999999999999999999975");
    }

    #[test]
    fn never_nan() {
        assert_eq!(percent(f64::NAN), "—");
        assert_eq!(percent(f64::INFINITY), "—");
        assert_eq!(percent(-0.5), "0%");
    }

    #[test]
    fn formulas() {
        assert_eq!(
            pass_at_k_formula(800, 6, Reading::plain(0.999936)),
            "1 − (1 − 0.80)^6 = 99.99%"
        );
        assert_eq!(
            power_formula(800, 6, Reading::plain(0.262144)),
            "0.80^6 = 26.21%"
        );
        assert_eq!(decimal_rate(805), "0.805");
        assert_eq!(decimal_rate(1000), "1.00");
        assert_eq!(decimal_rate(0), "0.00");
        assert_eq!(decimal_rate(5), "0.005");
    }
}

//! Reading what a person types into a number field: never a panic, never NaN, and always a
//! typed [`FieldIssue`] saying what was done with the input when it was not taken as is
//! (`passk_words` turns it into a sentence in the interface's language).

use super::lang::Lang;

/// What a number field accepts: whole multiples of `1 / scale` between `min` and `max`,
/// both counted in those units (p: scale 10, 0..=1000 tenths of a percent).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FieldSpec {
    /// The quantity's name, used in hints ("k", "steps", "p").
    pub name: &'static str,
    /// Units per displayed unit: 10 for a percentage with one decimal, 1 for a whole number.
    pub scale: u32,
    /// Smallest accepted value, in units.
    pub min: u32,
    /// Largest accepted value, in units.
    pub max: u32,
    /// Suffix shown after a value in hints ("%" or "").
    pub suffix: &'static str,
}

/// The outcome of reading a field: the value to use (None keeps the previous one) and, when
/// the text was not taken as typed, what was done with it (`passk_words` says it).
#[derive(Clone, Debug, PartialEq)]
pub struct FieldReading {
    /// The accepted value in units, or None when the text was refused.
    pub value: Option<u32>,
    /// Why the text was refused, rounded or clamped.
    pub issue: Option<FieldIssue>,
}

/// What was done with a field's text that was not taken as typed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FieldIssue {
    /// Nothing was typed; the previous value stays.
    Empty,
    /// The text (trimmed) is not a number; the previous value stays.
    NotANumber(String),
    /// The number (as read) is below the minimum, which is used instead.
    BelowMinimum(String),
    /// The number (as read) is above the maximum, which is used instead.
    AboveMaximum(String),
    /// The number is between two steps; the nearest step is used.
    OffGrid,
}

impl FieldSpec {
    /// The per-trial success rate p in percent, 0–100 in 0.1 steps.
    pub const RATE: FieldSpec = FieldSpec {
        name: "p",
        scale: 10,
        min: 0,
        max: 1000,
        suffix: "%",
    };
    /// The number of attempts k, 1–100.
    pub const K: FieldSpec = FieldSpec {
        name: "k",
        scale: 1,
        min: 1,
        max: 100,
        suffix: "",
    };
    /// The data views' k (data, compare, leaderboard), 1–10^6 (`share::DATA_K_MAX` is
    /// its maximum): past a task's trials it is still read (the posterior takes any k; the
    /// page says so).
    pub const DATA_K: FieldSpec = FieldSpec {
        name: "k",
        scale: 1,
        min: 1,
        max: 1_000_000,
        suffix: "",
    };
    /// The number of steps of a multi-step agent, 1–50.
    pub const STEPS: FieldSpec = FieldSpec {
        name: "steps",
        scale: 1,
        min: 1,
        max: 50,
        suffix: "",
    };

    /// The verifier's catch rate v in percent, 0–100 in whole steps.
    pub const CATCH_RATE: FieldSpec = FieldSpec {
        name: "v",
        scale: 1,
        min: 0,
        max: 100,
        suffix: "%",
    };
    /// Retries per step r, 0–5.
    pub const RETRIES: FieldSpec = FieldSpec {
        name: "r",
        scale: 1,
        min: 0,
        max: 5,
        suffix: "",
    };
    /// The difficulty spread ρ, 0–1 in steps of 0.01.
    pub const SPREAD: FieldSpec = FieldSpec {
        name: "spread",
        scale: 100,
        min: 0,
        max: 100,
        suffix: "",
    };

    /// The explorer's "at least m of the k attempts", 1–100 (and at most k: [`FieldSpec::at_least_m`]).
    pub const AT_LEAST_M: FieldSpec = FieldSpec {
        name: "m",
        scale: 1,
        min: 1,
        max: 100,
        suffix: "",
    };
    /// Uses of one kind of task in the period that matters (the deployment's k), 1–1000.
    pub const USES: FieldSpec = FieldSpec {
        name: "uses",
        scale: 1,
        min: 1,
        max: 1000,
        suffix: "",
    };
    /// The share of periods in which every use succeeds, percent, 0.1–99.9 in 0.1 steps.
    pub const DEPLOY_TARGET: FieldSpec = FieldSpec {
        name: "target",
        scale: 10,
        min: 1,
        max: 999,
        suffix: "%",
    };
    /// The data view's share τ of G-Pass@k_τ and Cover@τ, percent, 0.1–100 in 0.1 steps.
    pub const TAU: FieldSpec = FieldSpec {
        name: "τ",
        scale: 10,
        min: 1,
        max: 1000,
        suffix: "%",
    };

    /// m's field at this k: 1 to k.
    pub const fn at_least_m(k: u32) -> FieldSpec {
        let max = if k < 1 { 1 } else { k };
        FieldSpec {
            max,
            ..FieldSpec::AT_LEAST_M
        }
    }

    /// The plan's trials per task n, 1–10,000.
    pub const PLAN_TRIALS: FieldSpec = FieldSpec {
        name: "n",
        scale: 1,
        min: 1,
        max: 10_000,
        suffix: "",
    };
    /// The plan's interval half-width w in percentage points, 0.01–50 in steps of 0.01.
    pub const PLAN_WIDTH: FieldSpec = FieldSpec {
        name: "w",
        scale: 100,
        min: 1,
        max: 5000,
        suffix: "",
    };

    /// The reward threshold of an import: a reward at or above it is a success, in
    /// millionths. Rewards are in [0, 1]; a score on another scale (lm-evaluation-harness's
    /// 0–100 `bleu_max`) is read only with a threshold on its own scale, so up to 1000.
    pub const THRESHOLD: FieldSpec = FieldSpec {
        name: "threshold",
        scale: 1_000_000,
        min: 0,
        max: 1_000_000_000,
        suffix: "",
    };

    /// The largest threshold the field takes, as a number.
    pub const THRESHOLD_MAX: f64 =
        FieldSpec::THRESHOLD.max as f64 / FieldSpec::THRESHOLD.scale as f64;

    /// A value in units as the person sees it: 805 → "80.5%" for p, 6 → "6" for k.
    pub fn show(&self, units: u32) -> String {
        let mut shown = self.field_text(units);
        shown.push_str(self.suffix);
        shown
    }

    /// The nearest whole value to `x` (in displayed units) inside the field's range, in
    /// units: a pointer over a chart at k ≈ 6.4 sets k to 6.
    pub fn clamp_whole(&self, x: f64) -> u32 {
        let units =
            (x.round() * f64::from(self.scale)).clamp(f64::from(self.min), f64::from(self.max));
        if units.is_nan() {
            self.min
        } else {
            units as u32
        }
    }

    /// A value in units as the text a number field holds (no suffix): 805 → "80.5".
    pub fn field_text(&self, units: u32) -> String {
        let whole = units / self.scale;
        let fraction = units % self.scale;
        if fraction == 0 {
            return whole.to_string();
        }
        // As many digits as the scale has zeros (0.05 for 5 hundredths), then trimmed.
        let digits = self.scale.ilog10() as usize;
        let decimals = format!("{fraction:0digits$}");
        format!("{whole}.{}", decimals.trim_end_matches('0'))
    }

    /// A value in units as a number field on a page in `lang` holds it: 805 → "80,5" in
    /// Portuguese, as its readouts write numbers (and as its reader reads them back).
    pub fn field_text_in(&self, units: u32, lang: Lang) -> String {
        let text = self.field_text(units);
        let decimal = lang.number_style().decimal;
        if decimal == '.' {
            text
        } else {
            text.replace('.', &decimal.to_string())
        }
    }

    /// Reads a field's text as an English page would. Accepts a comma as decimal
    /// separator (unless it groups thousands) and a trailing "%".
    pub fn read(&self, text: &str) -> FieldReading {
        self.read_in(text, Lang::En)
    }

    /// Reads a field's text typed on a page in `lang` (which decides what a comma or a dot
    /// between digits means).
    pub fn read_in(&self, text: &str, lang: Lang) -> FieldReading {
        let cleaned = plain_number(text.trim().trim_end_matches('%').trim(), lang);
        let refused = |issue| FieldReading {
            value: None,
            issue: Some(issue),
        };
        if cleaned.is_empty() {
            return refused(FieldIssue::Empty);
        }
        // Beyond f64's range (1e400) is not a number a person meant, as before.
        let Some(number) = Decimal::parse(&cleaned).filter(|number| number.magnitude() <= 309)
        else {
            return refused(FieldIssue::NotANumber(text.trim().to_string()));
        };
        let above = || FieldReading {
            value: Some(self.max),
            issue: Some(FieldIssue::AboveMaximum(cleaned.clone())),
        };
        let below = || FieldReading {
            value: Some(self.min),
            issue: Some(FieldIssue::BelowMinimum(cleaned.clone())),
        };
        let (units, remainder_half) = match number.in_units(self.scale) {
            Scaled::Below => return below(),
            Scaled::Above { .. } => return above(),
            Scaled::Whole {
                units,
                remainder_half,
            } => (units, remainder_half),
        };
        let (min, max) = (u128::from(self.min), u128::from(self.max));
        if units > max || (units == max && remainder_half.is_some()) {
            return above();
        }
        if units < min {
            return below();
        }
        // Round half away from zero, as f64::round does; below max here, so no overflow.
        let rounded = units + u128::from(remainder_half == Some(true));
        FieldReading {
            value: Some(rounded as u32),
            issue: remainder_half.map(|_| FieldIssue::OffGrid),
        }
    }
}

/// A number as typed, read exactly: ±digits × 10^exponent. Reading it exactly (not as an
/// `f64`) is both right at the grid's edges and small: the float parser's tables are a
/// large part of a small wasm binary.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Decimal {
    negative: bool,
    digits: u128,
    exponent: i64,
}

/// A decimal times a field's scale, in whole units.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Scaled {
    /// Negative and not zero.
    Below,
    /// Beyond any field's range.
    Above {
        /// A lower bound of the units (at least `u128::MAX / 10`).
        units: u128,
    },
    /// Whole units, and whether a fractional remainder is at least a half (None: no
    /// remainder at all).
    Whole {
        /// The whole units (the value rounded down).
        units: u128,
        /// Some(true) if the remainder is ≥ ½, Some(false) if below, None if exactly zero.
        remainder_half: Option<bool>,
    },
}

impl Decimal {
    /// Significant digits kept (more cannot change a field's value).
    const MAX_DIGITS: u32 = 36;

    /// Reads Rust's float grammar without inf and NaN: `[+-]digits[.digits][e[+-]digits]`
    /// (either side of the point may be empty, not both).
    fn parse(text: &str) -> Option<Decimal> {
        let bytes = text.as_bytes();
        let mut at = 0;
        let negative = match bytes.first() {
            Some(b'-') => {
                at = 1;
                true
            }
            Some(b'+') => {
                at = 1;
                false
            }
            _ => false,
        };
        let (mut digits, mut exponent, mut kept, mut any) = (0u128, 0i64, 0u32, false);
        let mut push = |digit: u8, fraction: bool, digits: &mut u128, exponent: &mut i64| {
            if *digits == 0 && digit == 0 {
                if fraction {
                    *exponent -= 1;
                }
                return;
            }
            if kept < Self::MAX_DIGITS {
                *digits = *digits * 10 + u128::from(digit);
                kept += 1;
                if fraction {
                    *exponent -= 1;
                }
            } else if !fraction {
                *exponent += 1;
            }
        };
        while at < bytes.len() && bytes[at].is_ascii_digit() {
            push(bytes[at] - b'0', false, &mut digits, &mut exponent);
            any = true;
            at += 1;
        }
        if at < bytes.len() && bytes[at] == b'.' {
            at += 1;
            while at < bytes.len() && bytes[at].is_ascii_digit() {
                push(bytes[at] - b'0', true, &mut digits, &mut exponent);
                any = true;
                at += 1;
            }
        }
        if !any {
            return None;
        }
        if at < bytes.len() && (bytes[at] == b'e' || bytes[at] == b'E') {
            at += 1;
            let sign = match bytes.get(at) {
                Some(b'-') => {
                    at += 1;
                    -1
                }
                Some(b'+') => {
                    at += 1;
                    1
                }
                _ => 1,
            };
            let start = at;
            let mut power: i64 = 0;
            while at < bytes.len() && bytes[at].is_ascii_digit() {
                power = (power * 10 + i64::from(bytes[at] - b'0')).min(1_000_000_000);
                at += 1;
            }
            if at == start {
                return None;
            }
            exponent = exponent.saturating_add(sign * power);
        }
        (at == bytes.len()).then_some(Decimal {
            negative,
            digits,
            exponent,
        })
    }

    /// The power of ten just above the value: 3 for 123.4, −1 for 0.05 (0 for zero).
    fn magnitude(self) -> i64 {
        let length = if self.digits == 0 {
            0
        } else {
            i64::from(self.digits.ilog10()) + 1
        };
        self.exponent.saturating_add(length)
    }

    /// The value times `scale`, in whole units.
    fn in_units(self, scale: u32) -> Scaled {
        // Below f64's smallest numbers a typed value was read as zero before; keep that.
        if self.digits == 0 || self.magnitude() < -320 {
            return Scaled::Whole {
                units: 0,
                remainder_half: None,
            };
        }
        if self.negative {
            return Scaled::Below;
        }
        let scaled = self.digits * u128::from(scale);
        if self.exponent >= 0 {
            let mut units = scaled;
            for _ in 0..self.exponent {
                match units.checked_mul(10) {
                    Some(next) => units = next,
                    None => return Scaled::Above { units },
                }
            }
            return Scaled::Whole {
                units,
                remainder_half: None,
            };
        }
        // 10^38 < u128::MAX < 10^39: a divisor beyond that leaves nothing whole.
        let places = self.exponent.unsigned_abs();
        if places > 38 {
            return Scaled::Whole {
                units: 0,
                remainder_half: Some(false),
            };
        }
        let divisor = 10u128.pow(places as u32);
        let (units, remainder) = (scaled / divisor, scaled % divisor);
        Scaled::Whole {
            units,
            remainder_half: (remainder != 0).then(|| remainder >= divisor - remainder),
        }
    }
}

/// A typed number in the form Rust reads, by the language's [`NumberStyle`](super::lang::NumberStyle):
/// its thousands separator groups thousands when the groups are whole ("1,000" in English
/// is a thousand, never 1; "1.000" in Portuguese); otherwise a comma is read as a decimal
/// comma too ("0,5").
pub fn plain_number(text: &str, lang: Lang) -> String {
    // "1,234,567" (or "1.234.567,5" in Portuguese): a leading group of one to three digits
    // not starting with 0, then groups of exactly three.
    let grouped = |separator: char, decimal: char| {
        let whole = text.split(decimal).next().unwrap_or("");
        let mut groups = whole.trim_start_matches(['-', '+']).split(separator);
        let first = groups.next().unwrap_or("");
        let rest: Vec<&str> = groups.collect();
        let digits = |group: &str| group.chars().all(|c| c.is_ascii_digit());
        !rest.is_empty()
            && (1..=3).contains(&first.len())
            && digits(first)
            && !first.starts_with('0')
            && rest.iter().all(|group| group.len() == 3 && digits(group))
    };
    let style = lang.number_style();
    if grouped(style.group, style.decimal) {
        text.replace(style.group, "").replace(style.decimal, ".")
    } else {
        text.replace(',', ".")
    }
}

#[cfg(test)]
mod tests;

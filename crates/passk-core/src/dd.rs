//! Double-double arithmetic: a value is the unevaluated sum `hi + lo` of two `f64`s, which
//! carries about 106 bits of significand.
//!
//! Why: the readouts promise full-precision values (`0.8^6` must read `0.262144`, not
//! `0.26214400000000007`). Raising an `f64` to the k-th power multiplies its representation
//! error by k, so we compute the power in double-double and round once, at the end, to the
//! nearest `f64`. The error-free transformations are Knuth's two-sum and Dekker's
//! two-product. Dekker's splitting is used instead of a fused multiply-add because neither
//! wasm32 nor baseline x86_64 has an FMA instruction: `f64::mul_add` there is a slow
//! software routine (it made the estimators 10x slower).

use std::ops::{Add, Div, Mul, Sub};

/// A double-double number `hi + lo` with `|lo| <= ulp(hi) / 2`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Dd {
    hi: f64,
    lo: f64,
}

/// `a + b` as an exact sum `s + e`.
fn two_sum(a: f64, b: f64) -> (f64, f64) {
    let s = a + b;
    let bb = s - a;
    let e = (a - (s - bb)) + (b - bb);
    (s, e)
}

/// `a + b` as an exact sum, when `|a| >= |b|`.
fn quick_two_sum(a: f64, b: f64) -> (f64, f64) {
    let s = a + b;
    (s, b - (s - a))
}

/// Veltkamp's split of `a` into two halves of 26 bits each, `a = hi + lo` exactly.
#[inline]
fn split(a: f64) -> (f64, f64) {
    let t = 134_217_729.0 * a; // 2^27 + 1
    let hi = t - (t - a);
    (hi, a - hi)
}

/// `a * b` as an exact sum `p + e` (Dekker), for |a|, |b| well below 1e300.
#[inline]
fn two_prod(a: f64, b: f64) -> (f64, f64) {
    let p = a * b;
    let (a_hi, a_lo) = split(a);
    let (b_hi, b_lo) = split(b);
    let e = ((a_hi * b_hi - p) + a_hi * b_lo + a_lo * b_hi) + a_lo * b_lo;
    (p, e)
}

impl Dd {
    /// Zero.
    pub const ZERO: Dd = Dd { hi: 0.0, lo: 0.0 };
    /// One.
    pub const ONE: Dd = Dd { hi: 1.0, lo: 0.0 };

    /// The exact value of an `f64`.
    pub const fn from_f64(x: f64) -> Dd {
        Dd { hi: x, lo: 0.0 }
    }

    /// `numerator / denominator`, correct to about 106 bits. Both must be below 2^53 so that
    /// they are exact as `f64`.
    pub fn from_ratio(numerator: u64, denominator: u64) -> Dd {
        Dd::quotient(numerator as f64, denominator as f64)
    }

    /// `a / b` for `f64`s holding exact values: the f64 quotient plus a correction from the
    /// exact remainder a − q·b, so the pair is good to about 2^-104 relative. This is the
    /// cheap form used in the estimators' inner loops.
    #[inline]
    pub fn quotient(a: f64, b: f64) -> Dd {
        let q = a / b;
        let (product, error) = two_prod(q, b);
        // a − product is exact (Sterbenz: product is within a factor 2 of a).
        let remainder = (a - product) - error;
        let (hi, lo) = quick_two_sum(q, remainder / b);
        Dd { hi, lo }
    }

    /// `1 - self`, exactly as a double-double subtraction.
    #[inline]
    pub fn one_minus(self) -> Dd {
        Dd::ONE - self
    }

    /// The nearest `f64` (the single rounding of the whole computation).
    pub fn to_f64(self) -> f64 {
        self.hi + self.lo
    }

    /// `self × b` for an `f64` b (a cheaper product than double-double × double-double).
    #[inline]
    pub fn mul_f64(self, b: f64) -> Dd {
        let (p, e) = two_prod(self.hi, b);
        let (hi, lo) = quick_two_sum(p, e + self.lo * b);
        Dd { hi, lo }
    }

    /// Splits off the binary exponent: `self = mantissa × 2^exponent` with the mantissa's
    /// high part in [1, 2). Scaling by a power of two is exact, so long products of large
    /// integers can be kept in range without rounding.
    #[inline]
    pub fn normalize(self) -> (Dd, i64) {
        if self.hi == 0.0 || !self.hi.is_finite() {
            return (self, 0);
        }
        let exponent = ((self.hi.to_bits() >> 52) & 0x7ff) as i64 - 1023;
        let scale = f64::from_bits(((1023 - exponent) as u64) << 52);
        (
            Dd {
                hi: self.hi * scale,
                lo: self.lo * scale,
            },
            exponent,
        )
    }

    /// `self × 2^exponent`, exact unless the result leaves the `f64` range (then it rounds
    /// to 0 or to the largest values, as `f64` does).
    pub fn scale_by_power_of_two(self, exponent: i64) -> Dd {
        let mut result = self;
        let mut remaining = exponent;
        // Steps of at most 2^±600 keep every intermediate factor a normal f64.
        while remaining != 0 {
            let step = remaining.clamp(-600, 600);
            let factor = f64::from_bits(((1023 + step) as u64) << 52);
            result = Dd {
                hi: result.hi * factor,
                lo: result.lo * factor,
            };
            remaining -= step;
        }
        result
    }

    /// `self^exponent` by binary exponentiation: about 2·log2(exponent) multiplications, each
    /// adding a relative error near 2^-104, so the result is good to far better than an `f64`.
    pub fn powi(self, exponent: u32) -> Dd {
        let mut result = Dd::ONE;
        let mut base = self;
        let mut remaining = exponent;
        while remaining > 0 {
            if remaining & 1 == 1 {
                result = result * base;
            }
            remaining >>= 1;
            if remaining > 0 {
                base = base * base;
            }
        }
        result
    }
}

impl From<f64> for Dd {
    fn from(x: f64) -> Dd {
        Dd::from_f64(x)
    }
}

impl Add for Dd {
    type Output = Dd;
    fn add(self, other: Dd) -> Dd {
        let (s, e) = two_sum(self.hi, other.hi);
        let (t, f) = two_sum(self.lo, other.lo);
        let (s, e) = quick_two_sum(s, e + t);
        let (hi, lo) = quick_two_sum(s, e + f);
        Dd { hi, lo }
    }
}

impl Sub for Dd {
    type Output = Dd;
    fn sub(self, other: Dd) -> Dd {
        self + Dd {
            hi: -other.hi,
            lo: -other.lo,
        }
    }
}

impl Mul for Dd {
    type Output = Dd;
    #[inline]
    fn mul(self, other: Dd) -> Dd {
        let (p, e) = two_prod(self.hi, other.hi);
        let e = e + (self.hi * other.lo + self.lo * other.hi);
        let (hi, lo) = quick_two_sum(p, e);
        Dd { hi, lo }
    }
}

impl Div for Dd {
    type Output = Dd;
    fn div(self, other: Dd) -> Dd {
        // Long division: one f64 quotient digit, then a correction from the exact remainder.
        let q1 = self.hi / other.hi;
        let remainder = self - other * Dd::from_f64(q1);
        let q2 = remainder.hi / other.hi;
        let remainder = remainder - other * Dd::from_f64(q2);
        let q3 = remainder.hi / other.hi;
        let (hi, lo) = quick_two_sum(q1, q2);
        Dd { hi, lo } + Dd::from_f64(q3)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ratio_rounds_to_the_nearest_f64() {
        assert_eq!(Dd::from_ratio(4, 5).to_f64(), 0.8);
        assert_eq!(Dd::from_ratio(1, 3).to_f64(), 1.0 / 3.0);
    }

    #[test]
    fn powers_of_exact_ratios_are_correctly_rounded() {
        assert_eq!(Dd::from_ratio(4, 5).powi(6).to_f64(), 0.262144);
        assert_eq!(Dd::from_ratio(95, 100).powi(4).to_f64(), 0.81450625);
        assert_eq!((Dd::ONE - Dd::from_ratio(1, 5).powi(6)).to_f64(), 0.999936);
        assert_eq!(Dd::from_f64(2.0).powi(0).to_f64(), 1.0);
        assert_eq!(Dd::from_f64(0.0).powi(3).to_f64(), 0.0);
    }

    #[test]
    fn two_prod_error_term_matches_a_fused_multiply_add() {
        // Natively `mul_add` is exact (hardware or a correct software routine), so it is the
        // reference for Dekker's error term.
        let values = [0.1, 0.3, 1.0 / 3.0, 0.999_999_9, 123_456.789, 7e-30, 2.5e10];
        for &a in &values {
            for &b in &values {
                let (p, e) = two_prod(a, b);
                assert_eq!(p, a * b);
                assert_eq!(e, a.mul_add(b, -p), "{a} × {b}");
            }
        }
    }

    #[test]
    fn tiny_powers_do_not_underflow_early() {
        let x = Dd::from_ratio(1, 2).powi(1000).to_f64();
        assert_eq!(x, 2f64.powi(-1000));
    }
}

//! The reveal's numbers: how the room's guesses sit against the truth.

use serde::{Deserialize, Serialize};

/// The room's guesses summed up, in percent.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Summary {
    /// How many guessed.
    pub count: u32,
    /// The middle guess (the mean of the two middle ones for an even count).
    pub median: f64,
    /// The first quartile (linear between order statistics, as R's type 7).
    pub lower_quartile: f64,
    /// The third quartile.
    pub upper_quartile: f64,
    /// The lowest guess.
    pub lowest: f64,
    /// The highest guess.
    pub highest: f64,
    /// How many were within 5 points of the truth (inclusive).
    pub within_five: u32,
}

/// Within this many points is "close".
pub const CLOSE_POINTS: f64 = 5.0;

impl Summary {
    /// The summary of `tenths` (guesses in tenths of a percent) against `truth` (a
    /// probability); None when nobody guessed.
    pub fn of(tenths: &[u16], truth: f64) -> Option<Summary> {
        let mut sorted: Vec<u16> = tenths.to_vec();
        sorted.sort_unstable();
        let (&lowest, &highest) = (sorted.first()?, sorted.last()?);
        let quantile = |q: f64| {
            let position = q * (sorted.len() - 1) as f64;
            let below = position.floor() as usize;
            let above = position.ceil() as usize;
            let weight = position - below as f64;
            let value =
                f64::from(sorted[below]) * (1.0 - weight) + f64::from(sorted[above]) * weight;
            value / 10.0
        };
        let truth_percent = 100.0 * truth;
        let within_five = sorted
            .iter()
            // A hair of slack: 100 × 0.43 is 43.00000000000001, and 48.0 is within 5.
            .filter(|&&guess| {
                (f64::from(guess) / 10.0 - truth_percent).abs() <= CLOSE_POINTS + 1e-9
            })
            .count();
        Some(Summary {
            count: sorted.len() as u32,
            median: quantile(0.5),
            lower_quartile: quantile(0.25),
            upper_quartile: quantile(0.75),
            lowest: f64::from(lowest) / 10.0,
            highest: f64::from(highest) / 10.0,
            within_five: within_five as u32,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_issues_room_sums_up() {
        // Guesses for pass^8 at 90% (truth 0.43046721) from 40% to 95%.
        let truth = 0.9_f64.powi(8);
        let guesses = [400, 430, 455, 500, 600, 700, 950];
        let summary = Summary::of(&guesses, truth).unwrap();
        assert_eq!(summary.count, 7);
        assert_eq!(summary.median, 50.0);
        assert_eq!(summary.lower_quartile, 44.25);
        assert_eq!(summary.upper_quartile, 65.0);
        assert_eq!((summary.lowest, summary.highest), (40.0, 95.0));
        // 40.0 (3.05 off), 43.0 and 45.5 are within 5 of 43.046721.
        assert_eq!(summary.within_five, 3);
    }

    #[test]
    fn even_counts_and_edges() {
        let summary = Summary::of(&[480, 380, 600, 10], 0.43).unwrap();
        // Sorted 1.0, 38.0, 48.0, 60.0.
        assert_eq!(summary.median, 43.0);
        // 48.0 and 38.0 are exactly 5 points from 43.
        assert_eq!(summary.within_five, 2);
        assert_eq!(Summary::of(&[], 0.5), None);
        let one = Summary::of(&[1000], 1.0).unwrap();
        assert_eq!(
            (one.median, one.lower_quartile, one.within_five),
            (100.0, 100.0, 1)
        );
    }
}

//! The points the charts and their data tables show, computed once from the same formulas as
//! the readouts.

use super::closed_form::Rate;

/// The chart's k axis ends at `max(20, 1.5·k)` rounded up to a multiple of 10, so the current
/// k never sits on the right edge and the divergence stays visible.
pub fn k_axis_max(k: u32) -> u32 {
    let wanted = k.saturating_mul(3).div_ceil(2);
    wanted.div_ceil(10).saturating_mul(10).max(20)
}

/// The steps axis follows the same rule as the k axis.
pub fn steps_axis_max(steps: u32) -> u32 {
    k_axis_max(steps)
}

/// pass@k and pass^k at one k.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct KPoint {
    /// Number of attempts.
    pub k: u32,
    /// 1 − (1 − p)^k.
    pub pass_at_k: f64,
    /// p^k.
    pub pass_hat_k: f64,
}

/// pass@k and pass^k for k = 1..=k_max.
pub fn k_curve(rate: Rate, k_max: u32) -> Vec<KPoint> {
    (1..=k_max)
        .map(|k| KPoint {
            k,
            pass_at_k: rate.pass_at_k(k),
            pass_hat_k: rate.pass_hat_k(k),
        })
        .collect()
}

/// End-to-end success of a chain of n steps, for n = 1..=steps_max.
pub fn steps_curve(rate: Rate, steps_max: u32) -> Vec<(u32, f64)> {
    (1..=steps_max)
        .map(|steps| (steps, rate.chain_success(steps)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn axis_grows_with_k_and_is_at_least_20() {
        assert_eq!(k_axis_max(1), 20);
        assert_eq!(k_axis_max(6), 20);
        assert_eq!(k_axis_max(13), 20);
        assert_eq!(k_axis_max(14), 30);
        assert_eq!(k_axis_max(100), 150);
        assert_eq!(steps_axis_max(50), 80);
    }

    #[test]
    fn curves_meet_at_p_when_k_is_1_and_diverge() {
        let curve = k_curve(Rate::from_per_mille(800), 20);
        assert_eq!(curve.len(), 20);
        assert_eq!(curve[0].pass_at_k, 0.8);
        assert_eq!(curve[0].pass_hat_k, 0.8);
        assert_eq!(curve[5].pass_hat_k, 0.262144);
        assert!(curve.windows(2).all(|w| w[1].pass_at_k >= w[0].pass_at_k));
        assert!(curve.windows(2).all(|w| w[1].pass_hat_k <= w[0].pass_hat_k));
    }

    #[test]
    fn steps_curve_is_the_chain_success() {
        let curve = steps_curve(Rate::from_per_mille(950), 20);
        assert_eq!(curve[3], (4, 0.81450625));
        assert_eq!(curve.len(), 20);
    }
}

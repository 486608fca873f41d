//! Win rates with their 95% confidence intervals, and how many games tell two seats apart.

/// The normal quantile of a two-sided 95% interval.
pub const Z95: f64 = 1.959_964;

/// The Wilson score interval of `k` successes in `n` trials at 95%: (low, high), as
/// fractions.
pub fn wilson(k: u64, n: u64) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    let (k, n) = (k as f64, n as f64);
    let p = k / n;
    let z2 = Z95 * Z95;
    let centre = (p + z2 / (2.0 * n)) / (1.0 + z2 / n);
    let half = Z95 * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt() / (1.0 + z2 / n);
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

/// Two seats compared over `n` games, `a` and `b` their sole wins.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Apart {
    /// Seat a's win rate less seat b's, a fraction.
    pub diff: f64,
    /// Half the width of the difference's 95% interval.
    pub half: f64,
    /// Games needed for the 95% interval of the difference to exclude 0, at the
    /// observed rates (`None`: no difference seen).
    pub needed: Option<u64>,
}

/// Compare two seats' sole wins `a` and `b` in `n` games: per game, +1 when a wins, -1
/// when b wins, 0 otherwise; the mean's interval and the games it takes to exclude 0.
pub fn apart(a: u64, b: u64, n: u64) -> Apart {
    let nf = n.max(1) as f64;
    let diff = (a as f64 - b as f64) / nf;
    let var = ((a + b) as f64 / nf - diff * diff).max(0.0);
    let half = Z95 * (var / nf).sqrt();
    let needed = (diff != 0.0).then(|| (Z95 * Z95 * var / (diff * diff)).ceil().max(1.0) as u64);
    Apart { diff, half, needed }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wilson_interval() {
        let (lo, hi) = wilson(50, 100);
        assert!(
            (lo - 0.4038).abs() < 1e-3 && (hi - 0.5962).abs() < 1e-3,
            "{lo} {hi}"
        );
        assert_eq!(wilson(0, 0), (0.0, 1.0));
        let (lo, _) = wilson(0, 10);
        assert_eq!(lo, 0.0);
    }

    #[test]
    fn games_to_tell_apart() {
        // 60% against 40%: var = 1 - 0.04 = 0.96, n = 3.84 * 0.96 / 0.04 = 93.
        let a = apart(600, 400, 1000);
        assert!((a.diff - 0.2).abs() < 1e-9);
        assert_eq!(a.needed, Some(93));
        assert_eq!(apart(5, 5, 10).needed, None);
    }
}

//! A strategy against another bot on a Kingdom of the strategy's own cards, in both seats.

use crate::db::Db;
use crate::sim::{self, Extras, Progress, SimOptions};
use std::sync::Arc;

/// How many games to play and how: the same for every duel of a run.
#[derive(Debug, Clone, Default)]
pub struct Runs {
    /// Games per duel, half in each seat.
    pub games: u64,
    /// The seed (both seats play the same seeds).
    pub seed: u64,
    /// Threads.
    pub threads: usize,
    /// Where to count the games played (a progress bar).
    pub progress: Option<Arc<Progress>>,
}

impl Runs {
    /// `games` games per duel from `seed`, on `threads` threads, not counted.
    pub fn new(games: u64, seed: u64, threads: usize) -> Runs {
        Runs {
            games,
            seed,
            threads,
            progress: None,
        }
    }

    /// The games a duel plays: `games / 2` in each seat, at least 1.
    pub fn per_duel(&self) -> u64 {
        2 * (self.games / 2).max(1)
    }
}

/// The results of a strategy against an opponent, both seats together.
#[derive(Debug, Clone, PartialEq)]
pub struct Duel {
    /// The strategy (library name or path).
    pub strategy: String,
    /// Games played (half in each seat).
    pub games: u64,
    /// The strategy's sole wins.
    pub wins: u64,
    /// The opponent's sole wins.
    pub losses: u64,
    /// Shared wins and abandoned games.
    pub other: u64,
}

/// Play `strategy` against `opponent` on the Kingdom of the strategy's Kingdom cards:
/// `games / 2` games in each seat, the same seeds in both (so the luck of the shuffle
/// is shared).
pub fn duel(db: &Arc<Db>, strategy: &str, opponent: &str, runs: &Runs) -> Result<Duel, String> {
    let s = super::load(db, strategy).map_err(|d| super::render(&d))?;
    duel_on(db, strategy, opponent, &s.kingdom(db), runs)
}

/// [`duel`] on this Kingdom.
pub fn duel_on(
    db: &Arc<Db>,
    strategy: &str,
    opponent: &str,
    kingdom: &[crate::db::CardId],
    runs: &Runs,
) -> Result<Duel, String> {
    let half = runs.per_duel() / 2;
    let x = Extras {
        curves: false,
        progress: runs.progress.clone(),
    };
    let mut d = Duel {
        strategy: strategy.to_string(),
        games: 0,
        wins: 0,
        losses: 0,
        other: 0,
    };
    for seat in 0..2 {
        let mut bots = vec![strategy.to_string(), opponent.to_string()];
        if seat == 1 {
            bots.reverse();
        }
        let o = SimOptions {
            games: half,
            bots,
            kingdom: kingdom.to_vec(),
            colonies: false,
            seed: runs.seed,
            threads: runs.threads,
        };
        let r = sim::simulate_with(db.clone(), &o, &x)?;
        d.games += r.games;
        d.wins += r.wins[seat];
        d.losses += r.wins[1 - seat];
        d.other += r.games - r.wins[0] - r.wins[1];
    }
    Ok(d)
}

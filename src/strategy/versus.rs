//! A strategy against another bot on a Kingdom of the strategy's own cards, in both seats.

use crate::db::Db;
use crate::sim::{self, SimOptions};
use std::sync::Arc;

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
pub fn duel(
    db: &Arc<Db>,
    strategy: &str,
    opponent: &str,
    games: u64,
    seed: u64,
    threads: usize,
) -> Result<Duel, String> {
    let s = super::load(db, strategy).map_err(|d| super::render(&d))?;
    duel_on(db, strategy, opponent, &s.kingdom(db), games, seed, threads)
}

/// [`duel`] on this Kingdom.
pub fn duel_on(
    db: &Arc<Db>,
    strategy: &str,
    opponent: &str,
    kingdom: &[crate::db::CardId],
    games: u64,
    seed: u64,
    threads: usize,
) -> Result<Duel, String> {
    let half = (games / 2).max(1);
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
            seed,
            threads,
        };
        let r = sim::simulate(db.clone(), &o)?;
        d.games += r.games;
        d.wins += r.wins[seat];
        d.losses += r.wins[1 - seat];
        d.other += r.games - r.wins[0] - r.wins[1];
    }
    Ok(d)
}

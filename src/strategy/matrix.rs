//! `dominion matrix --bots A,B,C`: every bot against every other, in both seats, and the
//! table of their win rates (row against column).

use super::stats::wilson;
use super::versus::{duel_on, Duel, Runs};
use crate::db::{CardId, Db};
use crate::sim::{check_kingdom, KINGDOM_SIZE};
use std::sync::Arc;

/// The results of every pair of bots.
#[derive(Debug, Clone, PartialEq)]
pub struct Matrix {
    /// The bots, in the order given (rows and columns).
    pub bots: Vec<String>,
    /// `duels[r][c]`: the row's bot against the column's, from the row's side (`None` on
    /// the diagonal).
    pub duels: Vec<Vec<Option<Duel>>>,
}

/// The Kingdom a pair of bots plays on: the cards of both strategies (a built-in bot
/// names none).
pub fn pair_kingdom(db: &Db, a: &str, b: &str) -> Result<Vec<CardId>, String> {
    let mut k: Vec<CardId> = vec![];
    for bot in [a, b] {
        if super::is_strategy(bot) {
            let s = super::load(db, bot).map_err(|d| super::render(&d))?;
            for c in s.kingdom(db) {
                if !k.contains(&c) {
                    k.push(c);
                }
            }
        }
    }
    if k.len() > KINGDOM_SIZE {
        return Err(format!(
            "`{a}` and `{b}` name {} Kingdom cards together, more than a Kingdom's \
             {KINGDOM_SIZE}: give one with --kingdom",
            k.len()
        ));
    }
    if !k.is_empty() {
        check_kingdom(db, &k)?;
    }
    Ok(k)
}

/// From the other side: wins and losses swapped.
fn mirrored(d: &Duel, strategy: &str) -> Duel {
    Duel {
        strategy: strategy.to_string(),
        games: d.games,
        wins: d.losses,
        losses: d.wins,
        other: d.other,
    }
}

/// Play every pair of `bots` once (both seats), on `kingdom` or, if `None`, on each
/// pair's own cards ([`pair_kingdom`]).
pub fn matrix(
    db: &Arc<Db>,
    bots: &[String],
    kingdom: Option<&[CardId]>,
    runs: &Runs,
) -> Result<Matrix, String> {
    let n = bots.len();
    let mut duels: Vec<Vec<Option<Duel>>> = vec![vec![None; n]; n];
    for r in 0..n {
        for c in r + 1..n {
            let k = match kingdom {
                Some(k) => k.to_vec(),
                None => pair_kingdom(db, &bots[r], &bots[c])?,
            };
            let d = duel_on(db, &bots[r], &bots[c], &k, runs)?;
            duels[c][r] = Some(mirrored(&d, &bots[c]));
            duels[r][c] = Some(d);
        }
    }
    Ok(Matrix {
        bots: bots.to_vec(),
        duels,
    })
}

/// A duel's score: sole wins, and half of the other games (shared wins, abandoned), as
/// a fraction; the row's and the column's scores add up to 1.
pub fn score(d: &Duel) -> f64 {
    (d.wins as f64 + d.other as f64 / 2.0) / d.games.max(1) as f64
}

impl Matrix {
    /// The table: a header line of column numbers, then a line per bot (its number, its
    /// name, its score in percent against each column, and its mean); then the widest
    /// 95% interval's half-width.
    pub fn table(&self) -> String {
        let name_width = self
            .bots
            .iter()
            .map(|b| b.chars().count())
            .max()
            .unwrap_or(0);
        let mut out = format!("{:w$}", "", w = name_width + 4);
        for c in 1..=self.bots.len() {
            out += &format!(" {c:>6}");
        }
        out += "    mean\n";
        let mut widest: f64 = 0.0;
        for (r, bot) in self.bots.iter().enumerate() {
            out += &format!("{:>2}. {bot:name_width$}", r + 1);
            let mut sum = 0.0;
            for d in &self.duels[r] {
                match d {
                    None => out += &format!(" {:>6}", "-"),
                    Some(d) => {
                        let s = score(d);
                        sum += s;
                        let (lo, hi) = wilson(d.wins, d.games);
                        widest = widest.max((hi - lo) / 2.0);
                        out += &format!(" {:>6.1}", 100.0 * s);
                    }
                }
            }
            let others = (self.bots.len() - 1).max(1) as f64;
            out += &format!("  {:>6.1}\n", 100.0 * sum / others);
        }
        out += &format!(
            "each cell: the row's wins against the column in %, a shared win counting half; \
             95% intervals within \u{b1}{:.1}%\n",
            100.0 * widest
        );
        out
    }
}

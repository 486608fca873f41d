//! `dominion balance CARD`: how strong a Kingdom card is, from Big Money with it against
//! Big Money, and against Big Money with each other Kingdom card of the same cost.

use super::versus::{duel_on, Duel, Runs};
use super::PLUS;
use crate::db::{CardId, Db};
use std::sync::Arc;

/// A card's balance report.
#[derive(Debug, Clone)]
pub struct Balance {
    /// The card.
    pub card: CardId,
    /// Its cost.
    pub cost: u8,
    /// `big-money+CARD` against `big-money`.
    pub vs_big_money: Duel,
    /// Each peer (a Kingdom card of the same cost): `big-money+PEER` against
    /// `big-money`, and `big-money+CARD` against `big-money+PEER`.
    pub peers: Vec<(CardId, Duel, Duel)>,
}

impl Balance {
    /// The card and its peers ranked by their win rate against Big Money, best first:
    /// (card, its duel against Big Money).
    pub fn ranking(&self) -> Vec<(CardId, &Duel)> {
        let mut all: Vec<(CardId, &Duel)> = vec![(self.card, &self.vs_big_money)];
        all.extend(self.peers.iter().map(|(k, d, _)| (*k, d)));
        all.sort_by(|a, b| (b.1.wins * a.1.games).cmp(&(a.1.wins * b.1.games)));
        all
    }

    /// Half the width of the widest 95% interval of a win rate in the report.
    pub fn widest_interval(&self) -> f64 {
        let duels = (self.peers.iter()).flat_map(|(_, a, h)| [a, h]);
        std::iter::once(&self.vs_big_money)
            .chain(duels)
            .map(|d| {
                let (lo, hi) = super::stats::wilson(d.wins, d.games);
                (hi - lo) / 2.0
            })
            .fold(0.0, f64::max)
    }
}

/// The Kingdom cards of the same cost as `card` (the newest edition of each name; not
/// the card itself).
pub fn peers(db: &Db, card: CardId) -> Vec<CardId> {
    let cost = db.card(card).cost;
    (0..db.cards.len())
        .map(CardId::from_index)
        .filter(|&k| {
            let c = db.card(k);
            c.kingdom
                && c.cost == cost
                && c.name_id != db.card(card).name_id
                && db.find(&c.name) == Some(k)
        })
        .collect()
}

/// The duels a balance report of `card` plays: one against Big Money, two per peer.
pub fn duels(db: &Db, card: CardId) -> u64 {
    1 + 2 * peers(db, card).len() as u64
}

/// Games per duel for a 95% interval of at most `half` (a fraction) on any win rate:
/// the worst case, a rate of 50%, needs 1.96^2 / (4 half^2) games (even: both seats).
pub fn games_for(half: f64) -> u64 {
    let z = super::stats::Z95;
    let n = (z * z / (4.0 * half * half)).ceil() as u64;
    n + n % 2
}

/// Play the balance report of `card`: `runs.games` games per pairing, half in each seat.
pub fn balance(db: &Arc<Db>, card: CardId, runs: &Runs) -> Result<Balance, String> {
    let me = format!("{PLUS}{}", db.card(card).full_name());
    let vs_big_money = duel_on(db, &me, "big-money", &[card], runs)?;
    let mut out = vec![];
    for k in peers(db, card) {
        let peer = format!("{PLUS}{}", db.card(k).full_name());
        let alone = duel_on(db, &peer, "big-money", &[k], runs)?;
        let head = duel_on(db, &me, &peer, &[card, k], runs)?;
        out.push((k, alone, head));
    }
    Ok(Balance {
        card,
        cost: db.card(card).cost,
        vs_big_money,
        peers: out,
    })
}

//! `dominion balance CARD`: how strong a Kingdom card is, from Big Money with it against
//! Big Money, and against Big Money with each other Kingdom card of the same cost.

use super::versus::{duel_on, Duel};
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

/// Play the balance report of `card`: `games` games per pairing, half in each seat.
pub fn balance(
    db: &Arc<Db>,
    card: CardId,
    games: u64,
    seed: u64,
    threads: usize,
) -> Result<Balance, String> {
    let me = format!("{PLUS}{}", db.card(card).full_name());
    let vs_big_money = duel_on(db, &me, "big-money", &[card], games, seed, threads)?;
    let mut out = vec![];
    for k in peers(db, card) {
        let peer = format!("{PLUS}{}", db.card(k).full_name());
        let alone = duel_on(db, &peer, "big-money", &[k], games, seed, threads)?;
        let head = duel_on(db, &me, &peer, &[card, k], games, seed, threads)?;
        out.push((k, alone, head));
    }
    Ok(Balance {
        card,
        cost: db.card(card).cost,
        vs_big_money,
        peers: out,
    })
}

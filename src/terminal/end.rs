//! The end screen: why the game ended, and each player's points by source (cards by
//! name, VP tokens) and deck, after the log's last lines (the scores and the winners).

use crate::db::CardId;
use crate::engine::{Game, PlayerId};
use crate::locale::Locale;

/// Why the game ended: the end piles that are empty (the database's `end_piles`), else the empty
/// Supply piles.
fn reason(game: &Game, loc: &Locale) -> String {
    let s = &game.state;
    let empty = |k: &CardId| {
        s.pile_of
            .get((*k).index())
            .copied()
            .flatten()
            .is_some_and(|p| s.supply[p as usize].cards.is_empty())
    };
    let ends: Vec<CardId> = game
        .db
        .basic
        .end_piles
        .iter()
        .copied()
        .filter(empty)
        .collect();
    if let Some(&k) = ends.first() {
        return loc.msg(
            "end-reason-pile",
            &[("card", loc.card_name(&game.db, k).into())],
        );
    }
    let piles: Vec<CardId> = (s.supply.iter())
        .filter(|p| p.cards.is_empty())
        .map(|p| p.card)
        .collect();
    if piles.is_empty() {
        return loc.msg("end-reason-turns", &[]);
    }
    loc.msg(
        "end-reason-piles",
        &[
            ("count", piles.len().into()),
            ("cards", loc.card_list(&game.db, &piles).into()),
        ],
    )
}

/// Every card a player has, by kind, in the order of the database.
pub(super) fn owned(game: &Game, p: PlayerId) -> Vec<(CardId, usize)> {
    let pl = &game.state.players[p.index()];
    let mut counts = vec![0usize; game.db.cards.len()];
    for z in pl.zones() {
        for &i in z.iter() {
            counts[game.kind(i).index()] += 1;
        }
    }
    (counts.into_iter().enumerate())
        .filter(|&(_, n)| n > 0)
        .map(|(k, n)| (CardId::from_index(k), n))
        .collect()
}

/// One player's lines: the score and turns, the points by source, the deck.
fn player(game: &Game, loc: &Locale, p: PlayerId) -> String {
    let pl = &game.state.players[p.index()];
    let sep = loc.msg("list-sep", &[]);
    let cards = owned(game, p);
    let count = |k: CardId, n: usize| {
        let card = loc.card_name(&game.db, k);
        loc.msg("end-count", &[("count", n.into()), ("card", card.into())])
    };
    let mut points: Vec<String> = (cards.iter())
        .filter_map(|&(k, n)| {
            let vp = game.card_vp(p, k).saturating_mul(n as i32);
            (vp != 0).then(|| {
                let what = count(k, n);
                loc.msg(
                    "end-points-cards",
                    &[("cards", what.into()), ("vp", vp.into())],
                )
            })
        })
        .collect();
    if pl.vp_tokens != 0 {
        points.push(loc.msg("end-points-tokens", &[("vp", pl.vp_tokens.into())]));
    }
    if points.is_empty() {
        points.push(loc.msg("ui-empty", &[]));
    }
    let deck: Vec<String> = cards.iter().map(|&(k, n)| count(k, n)).collect();
    let total: usize = cards.iter().map(|c| c.1).sum();
    let head = loc.msg(
        "end-player",
        &[
            ("player", pl.name.clone().into()),
            ("score", game.score(p).into()),
            ("turns", pl.turns.into()),
        ],
    );
    let points = loc.msg("end-points", &[("items", points.join(&sep).into())]);
    let deck = loc.msg(
        "end-deck",
        &[("count", total.into()), ("cards", deck.join(&sep).into())],
    );
    format!("{head}\n   {points}\n   {deck}")
}

/// The end screen of a finished game.
pub(super) fn screen(game: &Game, loc: &Locale) -> String {
    let mut out = loc.msg("end-title", &[]);
    out += "\n";
    out += &reason(game, loc);
    for p in 0..game.state.players.len() {
        out += "\n";
        out += &player(game, loc, PlayerId::from_index(p));
    }
    out
}

//! What the player sees: the hand, the cards one can buy, and the status of the game
//! (Supply, scores, zones, trash, mats), never showing another player's hidden cards.

use crate::db::CardId;
use crate::engine::{Game, Inst, PlayerId};
use crate::locale::Locale;
use fluent_bundle::FluentValue;

/// A player's hand in the order the terminal shows it (and numbers it): Actions, then
/// Treasures, then the rest, each group by name.
pub(super) fn sorted_hand(game: &Game, loc: &Locale, p: PlayerId) -> Vec<Inst> {
    let roles = game.db.roles;
    let mut v: Vec<(u8, String, Inst)> = game.state.players[p as usize]
        .hand
        .iter()
        .map(|&i| {
            let group = if game.has_type(i, roles.action) {
                0
            } else if game.has_type(i, roles.treasure) {
                1
            } else {
                2
            };
            (group, loc.card_name(&game.db, game.kind(i)), i)
        })
        .collect();
    v.sort();
    v.into_iter().map(|x| x.2).collect()
}

/// Names joined by ", ", or "(empty)".
pub(super) fn list(game: &Game, loc: &Locale, cards: &[Inst]) -> String {
    if cards.is_empty() {
        return loc.msg("ui-empty", &[]);
    }
    let kinds: Vec<CardId> = cards.iter().map(|&i| game.kind(i)).collect();
    loc.card_list(&game.db, &kinds)
}

/// Numbered items, laid out in columns to fit 80 characters.
pub(super) fn columns(items: &[(usize, String)]) -> String {
    if items.is_empty() {
        return String::new();
    }
    let cells: Vec<String> = items.iter().map(|(n, s)| format!("{n:>2}) {s}")).collect();
    let width = cells.iter().map(|c| c.chars().count()).max().unwrap_or(0) + 3;
    let per_line = (78 / width).max(1);
    let mut out = String::new();
    for row in cells.chunks(per_line) {
        out += " ";
        for (j, c) in row.iter().enumerate() {
            out += c;
            if j + 1 < row.len() {
                out += &" ".repeat(width - c.chars().count());
            }
        }
        out += "\n";
    }
    out.pop();
    out
}

/// "Your hand: 1) Village  2) Copper ...", numbered as [`sorted_hand`], or unnumbered.
pub(super) fn hand_line(game: &Game, loc: &Locale, p: PlayerId, numbered: bool) -> String {
    let hand = sorted_hand(game, loc, p);
    let cards = if hand.is_empty() {
        loc.msg("ui-empty", &[])
    } else if numbered {
        hand.iter()
            .enumerate()
            .map(|(n, &i)| format!("{}) {}", n + 1, loc.card_name(&game.db, game.kind(i))))
            .collect::<Vec<_>>()
            .join("  ")
    } else {
        list(game, loc, &hand)
    };
    loc.msg("ui-hand", &[("cards", cards.into())])
}

/// A cost as the language writes it.
pub(super) fn cost(loc: &Locale, n: i32) -> String {
    loc.msg("ui-cost", &[("cost", n.into())])
}

/// The Supply piles the current player can buy now, numbered as in the Supply (pile
/// index + 1), with their costs.
pub(super) fn buy_list(game: &Game, loc: &Locale) -> Option<String> {
    let items: Vec<(usize, String)> = game
        .state
        .supply
        .iter()
        .enumerate()
        .filter(|(_, p)| game.can_buy(p.card))
        .map(|(n, p)| {
            (
                n + 1,
                format!(
                    "{} {}",
                    loc.card_name(&game.db, p.card),
                    cost(loc, game.cost(p.card))
                ),
            )
        })
        .collect();
    (!items.is_empty()).then(|| columns(&items))
}

/// The whole table as player `me` may see it.
pub(super) fn status(game: &Game, loc: &Locale, me: Option<PlayerId>) -> String {
    let db = &game.db;
    let s = &game.state;
    let mut out = loc.msg("status-title", &[("turn", s.turn.number.into())]);
    out += "\n";
    out += &loc.msg("status-supply", &[]);
    out += "\n";
    let piles: Vec<(usize, String)> = s
        .supply
        .iter()
        .enumerate()
        .map(|(n, p)| {
            let mut t = format!(
                "{} {} ×{}",
                loc.card_name(db, p.card),
                cost(loc, game.cost(p.card)),
                p.cards.len()
            );
            for tok in &p.tokens {
                if let Some(d) = db.tokens.get(*tok as usize) {
                    t += &format!(" +{}", loc.msg(&format!("token-{}", d.id), &[]));
                }
            }
            (n + 1, t)
        })
        .collect();
    out += &columns(&piles);
    out += "\n";
    out += &loc.msg(
        "status-trash",
        &[("cards", list(game, loc, &s.trash).into())],
    );
    for (m, def) in db.mats.iter().enumerate() {
        let n = s.mat_tokens.get(m).copied().unwrap_or(0);
        if def.shared && n > 0 {
            out += "\n";
            out += &loc.msg(
                "status-mat-tokens",
                &[
                    ("mat", loc.mat_name(db, m as u8).into()),
                    ("count", n.into()),
                ],
            );
        }
    }
    for (p, pl) in s.players.iter().enumerate() {
        let p = p as PlayerId;
        let mine = me == Some(p);
        let name = if mine {
            loc.msg("status-you", &[("player", pl.name.clone().into())])
        } else {
            pl.name.clone()
        };
        let turn = if s.turn.player == p { " ◂" } else { "" };
        out += "\n";
        out += &loc.msg(
            "status-player",
            &[
                ("player", name.into()),
                ("score", game.score(p).into()),
                ("tokens", pl.vp_tokens.into()),
                ("hand", pl.hand.len().into()),
                ("deck", pl.deck.len().into()),
                ("discard", pl.discard.len().into()),
            ],
        );
        out += turn;
        let mut zone = |id: &str, cards: &[Inst], open: bool, extra: &[(&str, FluentValue)]| {
            if cards.is_empty() {
                return;
            }
            let shown = if open {
                list(game, loc, cards)
            } else {
                loc.msg("status-face-down", &[("count", cards.len().into())])
            };
            let mut args: Vec<(&str, FluentValue)> = vec![("cards", shown.into())];
            args.extend(extra.iter().cloned());
            out += "\n   ";
            out += &loc.msg(id, &args);
        };
        zone("status-in-play", &pl.play, true, &[]);
        zone("status-set-aside", &pl.set_aside, mine, &[]);
        for (m, cards) in pl.mats.iter().enumerate() {
            let open = mine || db.mats.get(m).is_none_or(|d| !d.private);
            let mat = loc.mat_name(db, m as u8);
            zone("status-mat", cards, open, &[("mat", mat.into())]);
        }
    }
    out
}

/// The scores so far, one line per player.
pub(super) fn scores(game: &Game, loc: &Locale) -> String {
    (0..game.state.players.len())
        .map(|p| {
            loc.msg(
                "log-score",
                &[
                    ("player", game.state.players[p].name.clone().into()),
                    ("score", game.score(p as PlayerId).into()),
                ],
            )
        })
        .collect::<Vec<_>>()
        .join("\n")
}

//! What the player sees: the hand, the cards one can buy, and the status of the game
//! (Supply, scores, zones, trash, mats), never showing another player's hidden cards.

use crate::db::CardId;
use crate::engine::{Game, Inst, PlayerId};
use crate::locale::Locale;
use fluent_bundle::FluentValue;

/// A player's hand in the order the terminal shows it (and numbers it): see [`sorted`].
pub(super) fn sorted_hand(game: &Game, loc: &Locale, p: PlayerId) -> Vec<Inst> {
    sorted(game, loc, &game.state.players[p.index()].hand)
}

/// Cards in the order the terminal shows them: Actions, then Treasures, then the rest,
/// each group by name as the language's dictionaries sort it (`Locale::sort_key`).
pub(super) fn sorted(game: &Game, loc: &Locale, cards: &[Inst]) -> Vec<Inst> {
    let roles = game.db.roles;
    let mut v: Vec<(u8, Vec<u32>, Inst)> = cards
        .iter()
        .map(|&i| {
            let group = if game.has_type(i, roles.action) {
                0
            } else if game.has_type(i, roles.treasure) {
                1
            } else {
                2
            };
            let name = loc.card_name(&game.db, game.kind(i));
            (group, loc.sort_key(&name), i)
        })
        .collect();
    v.sort();
    v.into_iter().map(|x| x.2).collect()
}

/// Names joined with `list-sep`, or "(empty)".
pub(super) fn list(game: &Game, loc: &Locale, cards: &[Inst]) -> String {
    if cards.is_empty() {
        return loc.msg("ui-empty", &[]);
    }
    let kinds: Vec<CardId> = cards.iter().map(|&i| game.kind(i)).collect();
    loc.card_list(&game.db, &kinds)
}

/// Names with how many of each (`end-count`: "3 × Copper"), in the order each first
/// comes, joined with `list-sep`; or "(empty)".
pub(super) fn counted(game: &Game, loc: &Locale, cards: &[Inst]) -> String {
    if cards.is_empty() {
        return loc.msg("ui-empty", &[]);
    }
    let mut kinds: Vec<(CardId, usize)> = vec![];
    for &i in cards {
        let k = game.kind(i);
        match kinds.iter_mut().find(|e| e.0 == k) {
            Some(e) => e.1 += 1,
            None => kinds.push((k, 1)),
        }
    }
    let items: Vec<String> = (kinds.iter())
        .map(|&(k, n)| match n {
            1 => loc.card_name(&game.db, k),
            _ => {
                let card = loc.card_name(&game.db, k);
                loc.msg("end-count", &[("count", n.into()), ("card", card.into())])
            }
        })
        .collect();
    items.join(&loc.msg("list-sep", &[]))
}

/// The width of the terminal the text is laid out for.
pub(super) const WIDTH: usize = 80;

/// Text whose lines are wider than `width` characters broken between words (at a ` · `
/// between two keys when there is one), the next part indented two spaces more than the
/// line: no word is cut on an 80-column terminal.
pub(super) fn wrap(text: &str, width: usize) -> String {
    let mut out = String::with_capacity(text.len() + 16);
    for (n, line) in text.split('\n').enumerate() {
        if n > 0 {
            out.push('\n');
        }
        let indent = line.len() - line.trim_start().len();
        let pad = " ".repeat((indent + 2).min(width / 4));
        let mut rest = line;
        let mut first = true;
        loop {
            let limit = if first { width } else { width - pad.len() };
            if rest.chars().count() <= limit {
                if !first {
                    out.push_str(&pad);
                }
                out.push_str(rest);
                break;
            }
            let cut = rest
                .char_indices()
                .nth(limit)
                .map_or(rest.len(), |(i, _)| i);
            let head = &rest[..cut];
            let at = head
                .rfind(" · ")
                .map(|i| (i, i + " · ".len()))
                .filter(|&(i, _)| i > limit / 2)
                .or_else(|| head.rfind(' ').filter(|&i| i > indent).map(|i| (i, i + 1)));
            let Some((end, next)) = at else {
                // One word longer than the line: left whole.
                if !first {
                    out.push_str(&pad);
                }
                out.push_str(rest);
                break;
            };
            if !first {
                out.push_str(&pad);
            }
            out.push_str(rest[..end].trim_end());
            out.push('\n');
            rest = rest[next..].trim_start();
            first = false;
        }
    }
    out
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
        out.truncate(out.trim_end().len());
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

/// Supply piles as aligned cells: number (pile index + 1), name, `cost_of` the card,
/// and `extra`.
fn pile_cells(
    game: &Game,
    loc: &Locale,
    piles: &[usize],
    cost_of: impl Fn(CardId) -> i32,
    extra: impl Fn(usize) -> String,
) -> String {
    let rows: Vec<(usize, String, String)> = piles
        .iter()
        .map(|&n| {
            let k = game.state.supply[n].card;
            (n + 1, loc.card_name(&game.db, k), cost(loc, cost_of(k)))
        })
        .collect();
    let w = rows.iter().map(|r| r.1.chars().count()).max().unwrap_or(0);
    let cw = rows.iter().map(|r| r.2.chars().count()).max().unwrap_or(0);
    let items: Vec<(usize, String)> = rows
        .into_iter()
        .zip(piles)
        .map(|((n, name, c), &p)| (n, format!("{name:<w$} {c:>cw$}{}", extra(p))))
        .collect();
    columns(&items)
}

/// The Supply piles the current player can buy now, numbered as in the Supply (pile
/// index + 1), with what they cost to buy (their Buy-phase costs: a buy from the Action
/// phase ends it first).
pub(super) fn buy_list(game: &Game, loc: &Locale) -> Option<String> {
    let piles: Vec<usize> = (0..game.state.supply.len())
        .filter(|&n| game.can_buy(game.state.supply[n].card))
        .collect();
    let mut list = (!piles.is_empty())
        .then(|| pile_cells(game, loc, &piles, |k| game.buy_cost(k), |_| String::new()))?;
    // Piles one could afford that a rule forbids (Grand Market with a Copper in play) are
    // named, not silently left out.
    let t = &game.state.turn;
    let forbidden: Vec<CardId> = (game.state.supply.iter())
        .filter(|p| !p.cards.is_empty() && t.buys > 0 && game.buy_cost(p.card) <= t.coins)
        .map(|p| p.card)
        .filter(|&k| !game.can_buy(k))
        .collect();
    if !forbidden.is_empty() {
        list += "\n";
        let cards = loc.card_list(&game.db, &forbidden);
        list += &loc.msg("ui-buy-forbidden", &[("cards", cards.into())]);
    }
    Some(list)
}

/// The whole table as player `me` may see it.
pub(super) fn status(game: &Game, loc: &Locale, me: Option<PlayerId>) -> String {
    let s = &game.state;
    let now = &s.players[s.turn.player.index()];
    let mut out = loc.msg(
        "status-title",
        &[
            ("player", now.name.clone().into()),
            ("turn", now.turns.into()),
        ],
    );
    out += "\n";
    out += &loc.msg("status-supply", &[]);
    out += "\n";
    out += &supply(game, loc);
    out += "\n";
    out += &loc.msg(
        "status-trash",
        &[("cards", counted(game, loc, &s.trash).into())],
    );
    out += &shared_mats(game, loc);
    for p in 0..s.players.len() {
        out += &player_status(game, loc, me, PlayerId::from_index(p));
    }
    out
}

/// Every Supply pile with its cost, size and tokens.
fn supply(game: &Game, loc: &Locale) -> String {
    let s = &game.state;
    let all: Vec<usize> = (0..s.supply.len()).collect();
    pile_cells(
        game,
        loc,
        &all,
        |k| game.cost(k),
        |n| {
            let p = &s.supply[n];
            let size = loc.msg("status-pile-size", &[("count", p.cards.len().into())]);
            let mut t = format!(" {size:<3}");
            for tok in &p.tokens {
                if let Some(d) = game.db.tokens.get(tok.index()) {
                    let token = loc.msg(&format!("token-{}", d.id), &[]);
                    t += " ";
                    t += &loc.msg("status-pile-token", &[("token", token.into())]);
                }
            }
            t
        },
    )
}

/// The tokens on the shared mats, a line each (after a line break).
fn shared_mats(game: &Game, loc: &Locale) -> String {
    let db = &game.db;
    let mut out = String::new();
    for (m, def) in db.mats.iter().enumerate() {
        let n = game.state.mat_tokens.get(m).copied().unwrap_or(0);
        if def.shared && n > 0 {
            out += "\n";
            out += &loc.msg_mat("status-mat-tokens", &[("count", n.into())], db, m as u8);
        }
    }
    out
}

/// A player's line (after a line break) and their cards in play, set aside and on mats,
/// as player `me` may see them.
fn player_status(game: &Game, loc: &Locale, me: Option<PlayerId>, p: PlayerId) -> String {
    let (db, s) = (&game.db, &game.state);
    let pl = &s.players[p.index()];
    let mine = me == Some(p);
    let name = if mine {
        loc.msg("status-you", &[("player", pl.name.clone().into())])
    } else {
        pl.name.clone()
    };
    let turn = if s.turn.player == p {
        format!(" {}", loc.msg("status-turn-mark", &[]))
    } else {
        String::new()
    };
    let mut out = "\n".to_string();
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
    out += &turn;
    let mut zone = |id: &str, cards: &[Inst], open: bool, mat: Option<u8>| {
        if cards.is_empty() {
            return;
        }
        let shown = if open && id == "status-in-play" {
            counted(game, loc, cards)
        } else if open {
            list(game, loc, cards)
        } else {
            loc.msg("status-face-down", &[("count", cards.len().into())])
        };
        let args: [(&str, FluentValue); 1] = [("cards", shown.into())];
        out += "\n   ";
        out += &match mat {
            Some(m) => loc.msg_mat(id, &args, db, m),
            None => loc.msg(id, &args),
        };
    };
    zone("status-in-play", &pl.play, true, None);
    zone("status-set-aside", &pl.set_aside, mine, None);
    for (m, cards) in pl.mats.iter().enumerate() {
        let open = mine || db.mats.get(m).is_none_or(|d| !d.private);
        zone("status-mat", cards, open, Some(m as u8));
    }
    if mine {
        out += "\n   ";
        out += &own_cards(game, loc, p);
    }
    // Tokens on the player's own mats (Pirate Ship's coin tokens).
    for (m, &n) in pl.mat_tokens.iter().enumerate() {
        if n > 0 {
            out += "\n   ";
            out += &loc.msg_mat("status-mat-tokens", &[("count", n.into())], db, m as u8);
        }
    }
    out
}

/// "your cards (17): 7 × Copper, 3 × Estate, ...": every card the player has, by name.
fn own_cards(game: &Game, loc: &Locale, p: PlayerId) -> String {
    let cards = super::end::owned(game, p);
    let total: usize = cards.iter().map(|c| c.1).sum();
    let items: Vec<String> = (cards.iter())
        .map(|&(k, n)| {
            let card = loc.card_name(&game.db, k);
            match n {
                1 => card,
                _ => loc.msg("end-count", &[("count", n.into()), ("card", card.into())]),
            }
        })
        .collect();
    let args = [
        ("count", total.into()),
        ("cards", items.join(&loc.msg("list-sep", &[])).into()),
    ];
    loc.msg("status-own-cards", &args)
}

/// The scores so far, one line per player.
pub(super) fn scores(game: &Game, loc: &Locale) -> String {
    (0..game.state.players.len())
        .map(|p| {
            loc.msg(
                "log-score",
                &[
                    ("player", game.state.players[p].name.clone().into()),
                    ("score", game.score(PlayerId::from_index(p)).into()),
                ],
            )
        })
        .collect::<Vec<_>>()
        .join("\n")
}

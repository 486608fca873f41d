//! The heuristic bot's rules for questions that need more than a card's value: whose
//! cards it is choosing for, what the running ability does next with them (passes them,
//! puts them anywhere in the deck), which Supply pile gets a token, and what buying from
//! a pile with tokens on it costs.

use super::{Heuristic, Profiles, Room};
use crate::db::{CardId, Op};
use crate::engine::state::{Frame, Prog};
use crate::engine::{Choice, Decision, Game, Inst, Phase, PlayerId, Zone};

/// The ability that asks the pending question (the top of the interpreter's stack).
pub(super) fn asking(game: &Game) -> Option<&Prog> {
    match game.state.stack.last() {
        Some(Frame::Prog(p)) => Some(p),
        _ => None,
    }
}

/// The cards set aside now are passed to another player once every player has chosen
/// (the asking ability passes them before it ends).
pub(super) fn passes(game: &Game) -> bool {
    asking(game).is_some_and(|p| (game.db.body(p.pc)).any(|op| matches!(op, Op::Pass(_))))
}

/// The card is another player's (in their deck, hand, discard pile, play, ...): not in
/// the Supply or the trash, which nobody owns.
pub(super) fn others(game: &Game, me: PlayerId, i: Inst) -> bool {
    let l = game.state.locs[i.index()];
    !matches!(l.zone, Zone::Supply | Zone::Trash) && l.owner != me.0
}

/// How good it is to draw this card: Actions and Treasures by their value, a card that
/// does nothing in a hand (a Victory card) less, a Curse least.
pub(super) fn draw_worth(game: &Game, k: CardId) -> i32 {
    let v = Heuristic::value(game, k);
    if game
        .db
        .card(k)
        .types
        .has(game.db.roles.action | game.db.roles.treasure)
    {
        v
    } else {
        v.min(-4)
    }
}

/// A card that does nothing if drawn now: no Action or Treasure (a Victory card, a Curse).
pub(super) fn dead(game: &Game, k: CardId) -> bool {
    draw_worth(game, k) < 0
}

/// Cards `me` knows where they are, as the asking ability showed them: those it revealed
/// or let `me` look at (Pearl Diver's bottom card, Navigator's five).
pub(super) fn known(game: &Game, me: PlayerId, out: &mut Vec<Inst>) {
    out.clone_from(&game.state.players[me.index()].revealed);
    if let Some(p) = asking(game) {
        for &(c, _) in p.vars.revealed.iter().chain(&p.vars.it) {
            if !out.contains(&c) && game.state.locs[c.index()].owner == me.0 {
                out.push(c);
            }
        }
    }
}

/// Where in the deck the cards being put anywhere go: cards dead in a hand (most of
/// them) at the bottom, others on top, to be drawn next.
pub(super) fn position(game: &Game, size: u8) -> Choice {
    let moved = asking(game).map(|p| p.vars.moved.as_slice()).unwrap_or(&[]);
    let bad = (moved.iter())
        .filter(|&&(c, _)| dead(game, game.kind(c)))
        .count();
    Choice::Index(if bad > 0 && 2 * bad >= moved.len() {
        size
    } else {
        0
    })
}

/// Which cards of the hand to put anywhere in the deck (`n` of `o`, reordered): dead ones first
/// (they go to the bottom), then those worth most next turn and least now (on top).
pub(super) fn put_anywhere(
    game: &Game,
    profiles: &Profiles,
    me: u8,
    o: &mut [Inst],
    n: usize,
) -> Choice {
    o.sort_by_key(|&i| {
        let k = game.kind(i);
        if dead(game, k) {
            (0, draw_worth(game, k))
        } else {
            (1, -Heuristic::carry(game, profiles, PlayerId(me), i))
        }
    });
    Choice::Cards(o[..n.min(o.len())].to_vec())
}

/// Cards set aside from the hand with none also an answer (drawn cards one may skip):
/// only those that do nothing this turn, Actions when no action is left to play them.
pub(super) fn skip_drawn(game: &Game, me: PlayerId, options: &[Inst]) -> Choice {
    let t = &game.state.turn;
    let playable = t.player == me && t.phase == Phase::Action && t.actions > 0;
    let action = game.db.roles.action;
    Choice::Cards(
        (options.iter().copied())
            .filter(|&i| game.has_type(i, action) && !playable)
            .collect(),
    )
}

/// A gain `d.player` chooses for another player (`for_player`): the worst card for them
/// (of two as good, not a Treasure: money helps any deck).
pub(super) fn gain_for_other(game: &Game, options: &[CardId]) -> Choice {
    let treasure = game.db.roles.treasure;
    Choice::Kind((options.iter().copied()).min_by_key(|&k| {
        let money = game.db.card(k).types.has(treasure);
        (Heuristic::value(game, k), money, game.cost(k))
    }))
}

/// How much the other players seem to want a pile's card: the copies they own, by cost
/// (counted against the copies the chooser owns: a token hurts them too).
fn wanted(game: &Game, me: PlayerId, k: CardId) -> i32 {
    let mut theirs = 0;
    let mut mine = 0;
    for (q, p) in game.state.players.iter().enumerate() {
        let n = p.cards().filter(|&i| game.kind(i) == k).count() as i32;
        if PlayerId::from_index(q) == me {
            mine += n;
        } else {
            theirs += n;
        }
    }
    let others = (game.state.players.len() as i32 - 1).max(1);
    (theirs - mine * others) * game.cost(k)
}

/// A token on a Supply pile (Embargo's): on the pile the others most want, among the
/// cards bought to win (not Copper or Curse, nothing the others never bought); with no
/// such pile yet, the dearest one that ends the game (Province: everybody buys it).
pub(super) fn pile(game: &Game, me: PlayerId, options: &[CardId]) -> Choice {
    let start = |k: CardId| {
        let c = game.db.card(k);
        c.types.has(game.db.roles.victory) && !c.kingdom && game.cost(k) <= 2
    };
    let best = (options.iter().copied())
        .filter(|&k| game.cost(k) > 0 && !start(k) && Heuristic::value(game, k) > -10)
        .map(|k| (wanted(game, me, k), k))
        .filter(|&(w, _)| w > 0)
        .max_by_key(|&(w, k)| (w, game.cost(k)));
    if let Some((_, k)) = best {
        return Choice::Kind(Some(k));
    }
    let ends = (options.iter().copied())
        .filter(|k| game.db.basic.end_piles.contains(k))
        .max_by_key(|&k| game.cost(k));
    Choice::Kind(ends.or_else(|| options.iter().copied().max_by_key(|&k| game.cost(k))))
}

/// Whether the bot wants another copy of `k` in its deck (a gain it may refuse).
pub(super) fn fits(game: &Game, profiles: &Profiles, room: &Room, k: CardId) -> bool {
    !super::from_kingdom_pile(game, k) || room.has_room(profiles, k)
}

/// Which player the decision's choice is about.
pub(super) fn about(d: &Decision) -> PlayerId {
    d.for_player.unwrap_or(d.player)
}

/// The costliest of `options` now (of equal cost, the last one): the card `max_by_key` by
/// cost finds. When `options` is every card kind in order (a card to name) and no cost
/// rule raises a cost, only the kinds whose printed cost reaches the best cost found are
/// asked for their cost (from the highest printed cost down), not every kind.
pub(super) fn costliest(game: &Game, profiles: &Profiles, options: &[CardId]) -> Option<CardId> {
    // (Compared by blocks of 16 with no early exit inside a block: the compiler
    // compares a block at once.)
    let every = |order: &[CardId]| {
        options.len() == order.len()
            && (options.chunks(16).enumerate()).all(|(b, c)| {
                let base = b * 16;
                (c.iter().enumerate()).fold(0, |acc, (j, k)| acc | (k.index() ^ (base + j))) == 0
            })
    };
    let Some(order) = profiles.by_cost().filter(|o| every(o)) else {
        return options.iter().copied().max_by_key(|&k| game.cost(k));
    };
    let mut best: Option<(i32, CardId)> = None;
    for &k in order {
        let printed = i32::from(game.db.card(k).cost);
        if best.is_some_and(|(c, _)| printed < c) {
            // This kind and the rest cost less than the best (never more than printed).
            break;
        }
        let c = game.cost(k);
        if best.is_none_or(|(bc, bk)| c > bc || (c == bc && k.index() > bk.index())) {
            best = Some((c, k));
        }
    }
    let found = best.map(|(_, k)| k);
    debug_assert_eq!(found, options.iter().copied().max_by_key(|&k| game.cost(k)));
    found
}

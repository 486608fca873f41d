//! The heuristic bot's answer to "pick between `min` and `max` of these cards": which
//! cards to trash, discard, reveal, set aside, put, return or gain, by what the bot's
//! values say of them and whose they are.

use super::{choices, Heuristic, Profiles, Rooms};
use crate::ast::Verb;
use crate::db::Dest;
use crate::engine::{Choice, Decision, DecisionKind, Game, Inst, Zone};

/// The bot's kept counts of the players' cards and its buffers for a `Cards` answer.
pub(super) type Bufs<'a> = (&'a mut Rooms, &'a mut Vec<Inst>, &'a mut Vec<i64>);

/// A card's sort key: its key (high bits) and its place among the options (the low 16
/// bits: a card's number fits them, so the places do): keys sorted as numbers give the
/// cards in the order a stable sort by key gives.
fn sort_key(key: i32, place: usize) -> i64 {
    (i64::from(key) << 16) | place as i64
}

/// The key of a [`sort_key`].
fn key_of(k: i64) -> i32 {
    (k >> 16) as i32
}

/// The answer to a `Cards` decision (any other kind: none). `buf` and `keyed` (of
/// `bufs`) are buffers kept by the bot (the answer is copied out of `buf`: no allocation
/// for an empty answer).
#[inline(never)]
pub(super) fn cards(game: &Game, profiles: &Profiles, d: &Decision, bufs: Bufs) -> Choice {
    let (rooms, buf, keyed) = bufs;
    let DecisionKind::Cards {
        verb,
        options,
        min,
        max,
        to,
        optional,
    } = &d.kind
    else {
        return Choice::Cards(vec![]);
    };
    let (min, max, optional) = (*min as usize, *max as usize, *optional);
    // With little money left in the deck, its Treasures are not for trashing (a deck
    // that cannot reach $8 never ends the game).
    let keep_money = matches!(verb, Verb::Trash | Verb::Return)
        && rooms.of(game, profiles, d.player.0).money <= 8;
    let key = |i: Inst| {
        let precious = keep_money && game.has_type(i, game.db.roles.treasure);
        Heuristic::value(game, game.kind(i)) + if precious { 100 } else { 0 }
    };
    // Each card's key once, then sorted by it, of equal keys in the options' order (the
    // order a stable `sort_by_key` gives).
    keyed.clear();
    keyed.extend((options.iter().enumerate()).map(|(j, &i)| sort_key(key(i), j)));
    keyed.sort_unstable();
    let o = buf;
    o.clear();
    o.extend(keyed.iter().map(|&k| options[(k & 0xFFFF) as usize]));
    if let Some(c) = special(
        game,
        profiles,
        d,
        (&mut *o, &mut *keyed),
        (min, max, optional),
    ) {
        return c;
    }
    let k = how_many(verb, to, o, keyed, (min, max, optional));
    Choice::Cards(o[..k.min(o.len())].to_vec())
}

/// Cards from the bot's own hand that leave it for later, or go anywhere in the deck:
/// `None` when the general rules decide. `o` is sorted worst first (and reordered when
/// the answer is made from it).
fn from_own_hand(
    game: &Game,
    profiles: &Profiles,
    d: &Decision,
    (verb, to): (&Verb, &Dest),
    (o, keyed): (&mut [Inst], &mut Vec<i64>),
    (min, max, optional): (usize, usize, bool),
) -> Option<Choice> {
    if matches!(verb, Verb::Put) && matches!(to, Dest::Anywhere) {
        let n = min.max(usize::from(!optional)).min(max);
        return Some(choices::put_anywhere(game, profiles, d.player.0, o, n));
    }
    let onto_deck = matches!(verb, Verb::Put) && matches!(to, Dest::Deck | Dest::DeckAnyOrder);
    if !(onto_deck || matches!(verb, Verb::SetAside { .. })) {
        return None;
    }
    // Drawn cards one may skip (none is an answer too): those useless this turn.
    if matches!(verb, Verb::SetAside { .. }) && min == 0 && !optional {
        return Some(choices::skip_drawn(game, d.player, o));
    }
    let n = if optional { 0 } else { min };
    let n = n.max(usize::from(!optional && max > 0));
    // On another player's turn (an Attack makes the bot put cards onto its deck): the
    // worst ones go, the best stay in the hand for the bot's next turn.
    if onto_deck && game.state.turn.player != d.player {
        return Some(Choice::Cards(o.iter().copied().take(n).collect()));
    }
    // Cards set aside from the hand (or put onto the deck) come back later: keep the
    // one that does the least now and the most then; never a card that is dead next
    // turn (a Victory card or a Curse) while another one is there.
    // Sorted by (dead, -carry), of equal keys in their order (as a stable sort): each
    // key found once (with the turn's money), with the card's place and the card.
    let money = Heuristic::money_now(game, profiles, d.player);
    keyed.clear();
    keyed.extend(o.iter().enumerate().map(|(j, &i)| {
        let dead = Heuristic::value(game, game.kind(i)) < 0;
        let key =
            i32::from(dead) * (1 << 20) - Heuristic::carry_with(game, profiles, d.player, i, money);
        (sort_key(key, j) << 16) | i64::from(i.0)
    }));
    keyed.sort_unstable();
    for (slot, &k) in o.iter_mut().zip(keyed.iter()) {
        *slot = Inst((k & 0xFFFF) as u16);
    }
    Some(Choice::Cards(o[..n.min(o.len())].to_vec()))
}

/// The answers that do not go by how many cards are worth it: cards passed to another
/// player, cards from the bot's own hand kept for later, another player's cards, a
/// Supply pile's cards to trash. `o` is sorted worst first.
fn special(
    game: &Game,
    profiles: &Profiles,
    d: &Decision,
    (o, keyed): (&mut Vec<Inst>, &mut Vec<i64>),
    (min, max, optional): (usize, usize, bool),
) -> Option<Choice> {
    let DecisionKind::Cards {
        verb, to, options, ..
    } = &d.kind
    else {
        return None;
    };
    let hand = &game.state.players[d.player.index()].hand;
    // Passed to another player: the worst cards (a Curse, then an Estate, a Copper).
    if matches!(verb, Verb::SetAside { .. }) && choices::passes(game) {
        o.truncate(min.max(usize::from(!optional)).min(max));
        return Some(Choice::Cards(o.to_vec()));
    }
    // (Only cards put or set aside are answered from the hand apart: the hand is looked
    // at for those alone. `o` is `options` sorted: the whole hand in its order is found
    // at once.)
    let from_hand = || options == hand || o.iter().all(|i| hand.contains(i));
    if matches!(verb, Verb::Put | Verb::SetAside { .. }) && from_hand() {
        let bufs = (&mut o[..], keyed);
        if let Some(c) = from_own_hand(game, profiles, d, (verb, to), bufs, (min, max, optional)) {
            return Some(c);
        }
    }
    // Picking among another player's cards (which of their Treasures they trash, for
    // you to gain; the card's owner choosing for them): the best, to hurt them most.
    if matches!(verb, Verb::Trash | Verb::Discard | Verb::Return)
        && !o.is_empty()
        && (o.iter()).all(|&i| choices::others(game, d.player, i))
    {
        o.reverse();
        o.truncate(min);
        return Some(Choice::Cards(o.to_vec()));
    }
    // From the Supply (trashing a pile's card): the best one, that nobody gets, or that
    // comes back from the trash.
    let supply = || (o.iter()).all(|&i| game.state.locs[i.index()].zone == Zone::Supply);
    if matches!(verb, Verb::Trash) && !o.is_empty() && supply() {
        o.reverse();
        o.truncate(min.max(1).min(max));
        return Some(Choice::Cards(o.to_vec()));
    }
    None
}

/// How many of the cards `o` (sorted worst first; some answers reverse it) to take, by
/// how many are bad (to trash, return, discard) or good (to gain, reveal, draw). `keyed`
/// holds the sort keys of the cards of `o` as sorted ([`sort_key`]; a card's key is its
/// value, plus 100 for a Treasure kept from trashing or returning).
fn how_many(
    verb: &Verb,
    to: &Dest,
    o: &mut [Inst],
    keyed: &[i64],
    (min, max, optional): (usize, usize, bool),
) -> usize {
    // "You may": the whole effect or nothing; worth it only when enough of the cards
    // are ones to get rid of.
    let worth = |bad: usize| !optional || bad >= min;
    // How many cards have a key this test accepts (the key is the value for any verb
    // but trash and return).
    let count = |f: fn(i32) -> bool| keyed.iter().filter(|&&k| f(key_of(k))).count();
    match verb {
        // Trash (or return) the worst cards; only the really bad ones beyond the minimum.
        Verb::Trash | Verb::Return => {
            let bad = count(|v| v <= 0);
            if worth(bad) {
                bad.clamp(min, max)
            } else {
                0
            }
        }
        // Reveal the best cards there are (Mint: the Treasure to copy; Counting House:
        // every Copper).
        Verb::Reveal => {
            o.reverse();
            max
        }
        Verb::Discard => {
            let bad = count(|v| v < 0);
            if worth(bad) {
                bad.clamp(min, max)
            } else {
                0
            }
        }
        // Gain the cards worth having (of the trashed cards: Silver and Gold, not Copper).
        Verb::Gain => {
            o.reverse();
            let good = count(|v| v > 0);
            if worth(good) {
                good.clamp(min, max)
            } else {
                0
            }
        }
        // Onto the deck from elsewhere (the discard pile): the best card, if it is one
        // worth drawing.
        Verb::Put if matches!(to, Dest::Deck | Dest::DeckAnyOrder) => {
            o.reverse();
            let good = keyed.last().is_some_and(|&k| key_of(k) > 0);
            if good {
                max.min(1).max(min)
            } else {
                min
            }
        }
        _ => {
            if matches!(to, Dest::Hand) {
                o.reverse();
                max
            } else {
                min
            }
        }
    }
}

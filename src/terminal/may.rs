//! What a "you may" asks, said as the card does: "Discard the Province?", "Reveal Tunnel
//! to gain Gold?". Phrased from the compiled code the answer "yes" would run (the
//! `AskMay` at the top of the stack, the effect it jumps over and the `if you did` part
//! after it), with the very cards the effect would handle (the card looked at, the card
//! gained): one `may-*` message per kind of effect, in the player's language. An effect
//! that cannot be phrased leaves the generic question (`prompt-may`).

use crate::ast::{Qty, Resource, Verb};
use crate::db::{CardId, Cond, Dest, Op, Source};
use crate::engine::state::{Frame, Prog};
use crate::engine::{Decision, Game};
use crate::locale::{Arg, Locale};
use std::ops::Range;

/// One effect the answer would have: its `may-*` message, the cards it handles and its
/// other values.
struct Action {
    id: &'static str,
    cards: Vec<(CardId, u32)>,
    count: i64,
    /// Which cards: `this`, the asking card itself; `other`, cards an earlier effect
    /// handled; `hand`, `count` cards from the hand.
    which: &'static str,
    /// Instead of what was to happen (`gain a Silver instead`).
    instead: bool,
    /// Where a gain goes: `discard`, `hand`, `deck`.
    to: &'static str,
    /// The card an exchange gives.
    other: Option<CardId>,
    /// The `bonus-*` message of a bonus (`+$2`), with `count`.
    bonus: Option<&'static str>,
}

impl Action {
    fn new(id: &'static str) -> Action {
        Action {
            id,
            cards: vec![],
            count: 1,
            which: "other",
            instead: false,
            to: "discard",
            other: None,
            bonus: None,
        }
    }
}

/// The question of the `you may` the decision asks, or `None` if it cannot be phrased.
pub(super) fn prompt(game: &Game, loc: &Locale, d: &Decision) -> Option<String> {
    let Some(Frame::Prog(p)) = game.state.stack.last() else {
        return None;
    };
    let code = &game.db.code;
    if code.get(p.pc as usize) != Some(&Op::AskMay) {
        return None;
    }
    let Some(&Op::JumpIfNot(_, end)) = code.get(p.pc as usize + 1) else {
        return None;
    };
    let (main, then) = split(game, p.pc + 2, end);
    let main = phrase(game, loc, &actions(game, p, main)?, "main")?;
    let main = capitalized(&main);
    let then = then.and_then(|r| what_follows(game, loc, p, r));
    let who = (
        "player",
        Arg::Player(game.state.players[d.player.index()].name.clone()),
    );
    let card = ("card", Arg::Cards(vec![(p.card, 1)]));
    let mut args = vec![who, card, ("action", Arg::Text(main))];
    let id = match then {
        Some(t) => {
            args.push(("then", Arg::Text(t)));
            "prompt-may-do-to"
        }
        None => "prompt-may-do",
    };
    Some(loc.message(&game.db, id, args))
}

/// What the `if you did` part `r` does, in its `to` form: its effects, or the parts of the
/// `choose one` it is, joined with `may-or` (Watchtower: "to trash the Silver or to put
/// the Silver onto your deck").
fn what_follows(game: &Game, loc: &Locale, p: &Prog, r: Range<u32>) -> Option<String> {
    let code = &game.db.code;
    let Some(&Op::AskChoice(n, _)) = code.get(r.start as usize) else {
        return phrase(game, loc, &actions(game, p, r)?, "to");
    };
    // Each part is `JumpIfChoiceNot(i, next), body, Jump(end)`.
    let mut pc = r.start + 1;
    let mut text: Option<String> = None;
    for i in 0..n {
        let Some(&Op::JumpIfChoiceNot(k, next)) = code.get(pc as usize) else {
            return None;
        };
        if k != i || next <= pc + 1 || !matches!(code.get(next as usize - 1), Some(Op::Jump(_))) {
            return None;
        }
        let part = phrase(game, loc, &actions(game, p, pc + 1..next - 1)?, "to")?;
        text = Some(match text {
            None => part,
            Some(t) => {
                let args = vec![("first", Arg::Text(t)), ("next", Arg::Text(part))];
                loc.message(&game.db, "may-or", args)
            }
        });
        pc = next;
    }
    text.filter(|_| pc == r.end)
}

/// The effect of a `you may` (`from..end`) and its `if you did` part, if any: inside
/// the effect (`... for ...`, `... to ...`) or right after it.
fn split(game: &Game, from: u32, end: u32) -> (Range<u32>, Option<Range<u32>>) {
    let did = |pc: u32| match game.db.code.get(pc as usize) {
        Some(&Op::JumpIfNot(c, t)) if game.db.conds.get(c) == Some(&Cond::Did) => Some(t),
        _ => None,
    };
    for pc in from..end {
        if let Some(t) = did(pc) {
            return (from..pc, Some(pc + 1..t.min(end)));
        }
    }
    (from..end, did(end).map(|t| end + 1..t))
}

/// The effects of the instructions `r`, or `None` if one of them cannot be phrased.
fn actions(game: &Game, p: &Prog, r: Range<u32>) -> Option<Vec<Action>> {
    let db = &game.db;
    let fixed = |a| {
        db.amounts
            .get(a)
            .filter(|a| a.per.is_none())
            .map(|a| i64::from(a.n))
    };
    let mut v: Vec<Action> = vec![];
    let mut instead = false;
    for pc in r {
        let a: Action = match *db.code.get(pc as usize)? {
            // `gain a Silver instead`: the gain after it.
            Op::Cancel => {
                instead = true;
                continue;
            }
            Op::Draw(n) | Op::Plus(Resource::Cards, n) => Action {
                count: fixed(n)?,
                ..Action::new("may-draw")
            },
            Op::Move { verb, sel, to, .. } => moved(game, p, verb, sel, to)?,
            Op::Play { sel, times: 1, .. } => {
                let mut a = Action::new("may-play");
                (a.cards, a.which) = referred(game, p, sel)?;
                a
            }
            Op::Gain {
                count, filter, to, ..
            } => Action {
                cards: vec![(named_card(game, filter)?, 1)],
                count: fixed(count).filter(|&n| n == 1)?,
                to: place(to)?,
                ..Action::new("may-gain")
            },
            Op::Plus(r, n) => Action {
                count: fixed(n)?,
                bonus: Some(match r {
                    Resource::Actions => "bonus-actions",
                    Resource::Buys => "bonus-buys",
                    Resource::Coins => "bonus-coins",
                    Resource::Vp => "bonus-vp",
                    Resource::Cards => return None,
                }),
                ..Action::new("may-get")
            },
            Op::Unaffected => Action::new("may-unaffected"),
            Op::Exchange(r, f) => {
                let mut a = Action::new("may-exchange");
                (a.cards, a.which) = kinds(game, p, r)?;
                a.other = Some(named_card(game, f)?);
                a
            }
            _ => return None,
        };
        if std::mem::take(&mut instead) {
            if a.id != "may-gain" {
                return None;
            }
            v.push(Action { instead: true, ..a });
            continue;
        }
        v.push(a);
    }
    (!v.is_empty() && !instead).then_some(v)
}

/// A move of cards: the cards a reference names (or the whole deck, into the discard
/// pile).
fn moved(game: &Game, p: &Prog, verb: Verb, sel: crate::db::SelId, to: Dest) -> Option<Action> {
    let s = game.db.sels.get(sel)?;
    if s.from == Source::Deck && s.qty == Qty::All && verb == Verb::Put && to == Dest::Discard {
        return Some(Action::new("may-deck-to-discard"));
    }
    let id = match (verb, to) {
        (Verb::Reveal, _) => "may-reveal",
        (Verb::Discard, _) => "may-discard",
        (Verb::Trash, _) => "may-trash",
        (Verb::SetAside { .. }, _) => "may-set-aside",
        (Verb::Put, Dest::Deck | Dest::DeckAnyOrder) => "may-put-deck",
        (Verb::Put, Dest::Hand) => "may-put-hand",
        (Verb::Gain, _) => "may-gain",
        _ => return None,
    };
    let mut a = Action::new(id);
    let plain = game
        .db
        .filters
        .get(s.filter)
        .is_some_and(|f| f.0.is_empty());
    if let (Source::Hand, Qty::Exactly(n), true, None) = (s.from, s.qty, plain, s.per) {
        // `discard 3 cards from your hand`.
        if !matches!(id, "may-discard" | "may-put-deck") {
            return None;
        }
        a.which = "hand";
        a.count = i64::from(n);
        return Some(a);
    }
    (a.cards, a.which) = referred(game, p, sel)?;
    if verb == Verb::Gain {
        a.to = place(to)?;
    }
    Some(a)
}

/// The cards a selection of referred cards names now, by kind, and whether they are the
/// asking card itself.
fn referred(
    game: &Game,
    p: &Prog,
    sel: crate::db::SelId,
) -> Option<(Vec<(CardId, u32)>, &'static str)> {
    let s = game.db.sels.get(sel)?;
    let Source::Ref(r) = s.from else {
        return None;
    };
    kinds(game, p, r)
}

/// The cards a reference names now, by kind, and whether they are the asking card
/// (`this`) or others (`other`).
fn kinds(game: &Game, p: &Prog, r: crate::db::Ref) -> Option<(Vec<(CardId, u32)>, &'static str)> {
    let mut kinds: Vec<(CardId, u32)> = vec![];
    for i in game.refs_of(p, r) {
        let k = game.kind(i);
        match kinds.iter_mut().find(|(x, _)| *x == k) {
            Some(e) => e.1 += 1,
            None => kinds.push((k, 1)),
        }
    }
    let which = if r == crate::db::Ref::This {
        "this"
    } else {
        "other"
    };
    (!kinds.is_empty()).then_some((kinds, which))
}

/// The card a gain's filter names (`gain a Gold`): the one of the game's Supply, else any
/// edition.
fn named_card(game: &Game, f: crate::db::FilterId) -> Option<CardId> {
    let crate::db::Filter(atoms) = game.db.filters.get(f)?;
    let [crate::db::Atom::Name(n)] = atoms.as_slice() else {
        return None;
    };
    let all = (0..game.db.cards.len()).filter_map(|i| u16::try_from(i).ok().map(CardId));
    let same: Vec<CardId> = all.filter(|&k| game.db.card(k).name_id == *n).collect();
    let in_supply = same.iter().copied().find(|k| {
        (game.state.pile_of.get(k.index()))
            .copied()
            .flatten()
            .is_some()
    });
    in_supply.or_else(|| same.first().copied())
}

/// Where a gain goes, as the `may-gain` message selects it.
fn place(to: Dest) -> Option<&'static str> {
    match to {
        Dest::Discard => Some("discard"),
        Dest::Hand => Some("hand"),
        Dest::Deck => Some("deck"),
        _ => None,
    }
}

/// The effects in words (`form`: `main`, the question's verb; `to`, what it leads to),
/// joined with `may-and`.
fn phrase(game: &Game, loc: &Locale, acts: &[Action], form: &str) -> Option<String> {
    let db = &game.db;
    let one = |a: &Action| {
        let mut args = vec![
            ("form", Arg::Text(form.into())),
            ("which", Arg::Text(a.which.into())),
            (
                "instead",
                Arg::Text(if a.instead { "yes" } else { "no" }.into()),
            ),
            ("count", Arg::Num(a.count)),
            ("to", Arg::Text(a.to.into())),
        ];
        if !a.cards.is_empty() {
            args.push(("card", Arg::Cards(a.cards.clone())));
        }
        if let Some(k) = a.other {
            args.push(("other", Arg::card(k)));
        }
        if let Some(b) = a.bonus {
            let text = loc.message(db, b, vec![("count", Arg::Num(a.count))]);
            args.push(("bonus", Arg::Text(text)));
        }
        loc.message(db, a.id, args)
    };
    let mut it = acts.iter();
    let mut text = one(it.next()?);
    for a in it {
        let args = vec![("first", Arg::Text(text)), ("next", Arg::Text(one(a)))];
        text = loc.message(db, "may-and", args);
    }
    Some(text)
}

/// The text with its first letter a capital (a question that starts with an article in
/// the language: "Die Provinz ablegen?").
fn capitalized(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}

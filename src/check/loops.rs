//! Abilities that can only set themselves off without end, found in their compiled
//! bodies: the checker rejects them at the ability.

use super::compile::Compiler;
use super::*;

/// The ops of a body up to its first condition or question: what surely happens.
fn unconditional(code: &[Op]) -> impl Iterator<Item = &Op> {
    code.iter().take_while(|op| {
        !matches!(
            op,
            Op::Return
                | Op::JumpIfNot(..)
                | Op::Jump(_)
                | Op::AskMay
                | Op::AskChoice(..)
                | Op::AskOrder(_)
                | Op::JumpIfChoiceNot(..)
                | Op::AskSome(..)
                | Op::JumpIfNotChosen(..)
                | Op::ForBegin(..)
                | Op::RevealUntil(..)
        )
    })
}

/// Doing `verb` to a card is the event `event` about it.
fn same_event(event: EventKind, verb: ast::Verb) -> bool {
    matches!(
        (event, verb),
        (EventKind::Gain | EventKind::WouldGain, ast::Verb::Gain)
            | (EventKind::Trash, ast::Verb::Trash)
            | (EventKind::DiscardOutsideCleanup, ast::Verb::Discard)
    )
}

impl Compiler<'_> {
    /// A trigger on an event of this card whose body, before any condition or question,
    /// does that very event to the card again (`when you gain this: gain it ...`) can
    /// only set itself off forever: an error.
    pub(super) fn retriggers_itself(&mut self, event: EventKind, pc: u32) {
        let again = |op: &Op, sels: &[Sel]| {
            let on_it =
                |sel: &SelId| matches!(sels[sel.index()].from, Source::Ref(Ref::It | Ref::This));
            match (event, op) {
                (EventKind::Play, Op::Play { sel, optional, .. }) => !optional && on_it(sel),
                (
                    EventKind::Gain
                    | EventKind::WouldGain
                    | EventKind::Trash
                    | EventKind::DiscardOutsideCleanup,
                    Op::Move {
                        verb,
                        sel,
                        optional: false,
                        ..
                    },
                ) => same_event(event, *verb) && on_it(sel),
                _ => false,
            }
        };
        if unconditional(&self.db.code[pc as usize..]).any(|op| again(op, &self.db.sels)) {
            // test_err check_retriggers_itself: `when you trash this: trash it.`
            self.err(
                self.at,
                "this ability does to its card what sets it off, so it would set itself off \
                 again without end"
                    .into(),
                None,
            );
        }
    }

    /// An ability every player has (`in games using this`) that surely does what sets it
    /// off, to cards its event may be about: doing it sets off the other players' (and
    /// theirs set off this one), a chain that can run without end
    /// (`in games using this, when another player discards a Victory card: discard down
    /// to 4 cards in hand, draw 3 cards`). Gains from the Supply end when its piles do.
    pub(super) fn sets_off_the_others(
        &mut self,
        event: EventKind,
        object: Option<FilterId>,
        pc: u32,
    ) {
        let any = |f: FilterId| self.db.filters[f].0.is_empty();
        let overlaps = |f: FilterId| match object {
            None => true,
            Some(o) => any(f) || any(o) || self.may_both_match(o, f),
        };
        let echo = |op: &Op| match (event, *op) {
            (
                EventKind::Play,
                Op::Play {
                    sel,
                    optional: false,
                    ..
                },
            ) => overlaps(self.db.sels[sel].filter),
            (
                EventKind::Gain | EventKind::Trash | EventKind::DiscardOutsideCleanup,
                Op::Move {
                    verb,
                    sel,
                    optional: false,
                    ..
                },
            ) => same_event(event, verb) && overlaps(self.db.sels[sel].filter),
            _ => false,
        };
        if unconditional(&self.db.code[pc as usize..]).any(echo) {
            // test_err check_sets_off_the_others: `in games using this, when another player
            // discards a Victory card outside clean-up: discard down to 4 cards in hand, draw 3 cards.`
            self.err(
                self.at,
                "every player has this ability, and it surely does what sets it off: it would \
                 set off the other players' (and theirs this one) in a chain that can run \
                 without end"
                    .into(),
                None,
            );
        }
    }

    /// Some card of the database may match both compiled filters (atoms other than
    /// types, names and fixed costs are taken to match).
    fn may_both_match(&self, a: FilterId, b: FilterId) -> bool {
        let fits = |f: FilterId, k: usize| {
            let c = &self.db.cards[k];
            self.db.filters[f].0.iter().all(|at| static_atom(at, c))
        };
        (0..self.db.cards.len()).any(|k| fits(a, k) && fits(b, k))
    }
}

/// Whether a card may match an atom, from what is fixed about it.
fn static_atom(a: &Atom, c: &CardDef) -> bool {
    match a {
        Atom::Type(t) => c.types.has(*t),
        Atom::NotType(t) => !c.types.has(*t),
        Atom::Name(n) => c.name_id == *n,
        Atom::NotName(n) => c.name_id != *n,
        Atom::Either(v) => v.iter().any(|a| static_atom(a, c)),
        Atom::Cost(cmp, Cost::Coins(n)) => {
            let (cost, n) = (c.cost as i32, *n as i32);
            match cmp {
                ast::Cmp::UpTo => cost <= n,
                ast::Cmp::Exactly => cost == n,
                ast::Cmp::LessThan => cost < n,
                ast::Cmp::AtLeast => cost >= n,
            }
        }
        _ => true,
    }
}

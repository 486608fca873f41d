//! Whether an effect could change anything now. A question whose answers all lead to the
//! same game is not asked: a `you may` whose effect can do nothing (its card left the
//! place the ability saw it, an exchange that would give back the same card), a
//! Reaction's `you may reveal this` when what `if you did` then does can do nothing, an
//! `in either order` in which one of the parts can do nothing, a `choose one` none of
//! whose parts can do anything, and the order of abilities triggered at the same time
//! when all but one of them can do nothing whatever the order.
//!
//! The analysis reads the compiled code of a part and is conservative: an instruction it
//! does not know to be idle counts as doing something.

use super::query::Ctx;
use super::state::{Frame, Inst, Loc, Prog, Zone};
use super::Game;
use crate::ast::{Qty, Resource, Verb};
use crate::db::{AmountId, Cond, CondId, Dest, FilterId, Op, Ref, SelId, Source};

fn cx(p: &Prog) -> Ctx<'_> {
    Ctx::prog(p)
}

impl Game {
    /// The `you may` at `p.pc` (an `AskMay` followed by the jump over its effect) can
    /// change nothing now: its effect can do nothing, or it only reveals the card itself
    /// (a Reaction) and the `if you did` part after it can do nothing.
    pub(crate) fn may_is_moot(&self, p: &Prog) -> bool {
        let code = &self.db.code;
        let Some(&Op::JumpIfNot(_, end)) = code.get(p.pc as usize + 1) else {
            return false;
        };
        let from = p.pc + 2;
        if self.futile(p, from, end) {
            return true;
        }
        let shows_this = (from..end).all(|i| match code.get(i as usize) {
            Some(&Op::Move {
                verb: Verb::Reveal | Verb::LookAt,
                sel,
                ..
            }) => self.db.sels[sel].from == Source::Ref(Ref::This),
            _ => false,
        });
        if !shows_this || from == end {
            return false;
        }
        match code.get(end as usize) {
            Some(&Op::JumpIfNot(c, after)) if self.db.conds[c] == Cond::Did => {
                self.futile(p, end + 1, after)
            }
            _ => false,
        }
    }

    /// The `in either order` at `p.pc` needs no answer: one of its two parts can do
    /// nothing now. `split` is where the second part starts in the first order.
    pub(crate) fn order_is_moot(&self, p: &Prog, split: u32) -> bool {
        let Some(&Op::JumpIfChoiceNot(0, second)) = self.db.code.get(p.pc as usize + 1) else {
            return false;
        };
        // The first order is `first part, second part, jump to the end`.
        let (start, end) = (p.pc + 2, second.saturating_sub(1));
        start < split && split < end && (self.futile(p, start, split) || self.futile(p, split, end))
    }

    /// The `choose one` at `p.pc` needs no answer: none of its parts can do anything now
    /// (Loan finding no Treasure: neither discarding nor trashing it does anything).
    pub(crate) fn choice_is_moot(&self, p: &Prog, n: u8) -> bool {
        let code = &self.db.code;
        let mut pc = p.pc + 1;
        for i in 0..n {
            let Some(&Op::JumpIfChoiceNot(k, next)) = code.get(pc as usize) else {
                return false;
            };
            // Each part is `JumpIfChoiceNot, body, Jump(end)`.
            if k != i || next <= pc + 1 || !self.futile(p, pc + 1, next - 1) {
                return false;
            }
            pc = next;
        }
        true
    }

    /// Abilities triggered at the same time for one player need no order (base rules,
    /// "When several things happen at once": that player chooses it): each only gives
    /// fixed bonuses, draws or puts its own set-aside cards into the hand (they commute:
    /// see [`Game::commutes`]); or all but at most one
    /// of them would do nothing now, and the one left can only give `+actions`, `+buys`,
    /// `+$` or VP tokens, which nothing the others rely on reads, so they stay idle
    /// whichever runs first.
    pub(crate) fn triggers_order_is_moot(&self, frames: &[Frame]) -> bool {
        let commuting = frames.iter().all(|f| match f {
            Frame::Prog(p) => self.commutes(p.pc),
            _ => false,
        });
        commuting || self.one_busy_with_bonuses(frames)
    }

    /// All but at most one of the abilities would do nothing now, and the one left only
    /// gives bonuses.
    fn one_busy_with_bonuses(&self, frames: &[Frame]) -> bool {
        let mut busy = None;
        for f in frames {
            let Frame::Prog(p) = f else {
                return false;
            };
            if !self.body_idle(p) {
                if busy.is_some() {
                    return false;
                }
                busy = Some(&**p);
            }
        }
        busy.is_none_or(|p| self.only_bonuses(p.pc))
    }

    /// The body starting at `pc` is straight code that only gives `+cards`, `+actions`,
    /// `+buys`, `+$` or VP tokens by fixed amounts, draws a fixed number of cards, or puts
    /// the cards it set aside itself into the hand: two such bodies give the same game in
    /// either order (the cards drawn are the same, and nothing else reads what they change
    /// in between), so the start of a turn with several Durations asks nothing.
    fn commutes(&self, mut pc: u32) -> bool {
        let fixed = |a: AmountId| self.db.amounts.get(a).is_some_and(|a| a.per.is_none());
        loop {
            match self.db.code.get(pc as usize) {
                Some(&(Op::Plus(_, a) | Op::Draw(a))) if fixed(a) => {}
                Some(&Op::Move {
                    verb: Verb::Put,
                    sel,
                    to: Dest::Hand,
                    optional: false,
                    ..
                }) => {
                    let Some(s) = self.db.sels.get(sel) else {
                        return false;
                    };
                    let own = matches!(s.from, Source::Ref(Ref::SetAside | Ref::Gained));
                    if !own || s.qty != Qty::All || s.per.is_some() {
                        return false;
                    }
                }
                Some(Op::Return) => return true,
                _ => return false,
            }
            pc += 1;
        }
    }

    /// The body of a waiting ability, from `p.pc` to its end, would surely do nothing if
    /// it ran now: its conditions are decided now (none may depend on what an earlier
    /// part did) and the way they lead passes only idle instructions.
    fn body_idle(&self, p: &Prog) -> bool {
        let c = cx(p);
        let (mut from, mut pc) = (p.pc, p.pc);
        loop {
            let op = self.db.code.get(pc as usize).copied().unwrap_or(Op::Return);
            let next = match op {
                Op::Return => None,
                Op::Jump(t) => Some(t),
                Op::JumpIfNot(k, t) if !self.cond_reads_did(k) => {
                    Some(if self.cond(k, &c) { pc + 1 } else { t })
                }
                Op::JumpIfNot(..) | Op::JumpIfChoiceNot(..) | Op::JumpIfNotChosen(..) => {
                    return false
                }
                _ => {
                    pc += 1;
                    continue;
                }
            };
            if !self.futile(p, from, pc) {
                return false;
            }
            match next {
                None => return true,
                Some(t) if t > pc => (from, pc) = (t, t),
                Some(_) => return false,
            }
        }
    }

    /// A condition depends on whether an earlier part of its ability was done.
    fn cond_reads_did(&self, k: CondId) -> bool {
        match self.db.conds.get(k) {
            Some(Cond::Did | Cond::DidNot) | None => true,
            Some(&Cond::And(a, b)) => self.cond_reads_did(a) || self.cond_reads_did(b),
            Some(_) => false,
        }
    }

    /// The body starting at `pc` only gives `+actions`, `+buys`, `+$` or VP tokens (in
    /// any of its branches): it moves no card and changes nothing a condition or a
    /// filter reads.
    fn only_bonuses(&self, pc: u32) -> bool {
        (self.db.body(pc).zip(pc..)).all(|(op, at)| match op {
            Op::Plus(Resource::Actions | Resource::Buys | Resource::Coins | Resource::Vp, _) => {
                true
            }
            // Forward only (a loop could give more than once).
            Op::Jump(t) | Op::JumpIfNot(_, t) => t > at,
            _ => false,
        })
    }

    /// The instructions `from..to` of ability `p` would surely change nothing if they
    /// ran now (every branch of them considered).
    fn futile(&self, p: &Prog, from: u32, to: u32) -> bool {
        let c = cx(p);
        let mut pc = from;
        while pc < to {
            let Some(&op) = self.db.code.get(pc as usize) else {
                return true;
            };
            let idle = match op {
                Op::Jump(_)
                | Op::JumpIfNot(..)
                | Op::JumpIfChoiceNot(..)
                | Op::JumpIfNotChosen(..)
                | Op::AskSome(..)
                | Op::AskChoice(..)
                | Op::AskOrder(_)
                | Op::AskMay
                | Op::Return => true,
                Op::Gain { count, filter, .. } => {
                    self.amount(count, &c) <= 0 || !self.gainable(filter, &c)
                }
                Op::Move { sel, .. } => self.no_cards(sel, p, &c),
                // A card in play, or whose play has not finished, is not played again.
                Op::Play { sel, .. } => self.no_cards(sel, p, &c) || self.none_playable(sel, p),
                Op::Exchange(r, f) => self.futile_exchange(p, r, f, &c),
                Op::Cancel if self.same_gain_instead(p, pc, &c) => {
                    // `gain X instead` of gaining that very X the same way.
                    pc += 2;
                    continue;
                }
                _ => false,
            };
            if !idle {
                return false;
            }
            pc += 1;
        }
        true
    }

    /// Every card a play could take is in play or being played (so it is not played).
    fn none_playable(&self, sel: SelId, p: &Prog) -> bool {
        let s = self.db.sels[sel];
        let Source::Ref(r) = s.from else {
            return false;
        };
        let c = Ctx::prog(p);
        let mut cards: Vec<Inst> = self
            .refs(r, &c)
            .filter(|&(i, loc)| self.state.is_at(i, loc))
            .map(|(i, _)| i)
            .collect();
        self.not_being_played(&mut cards);
        cards.is_empty()
    }

    /// Some Supply pile with cards matches the filter.
    fn gainable(&self, filter: FilterId, c: &Ctx) -> bool {
        (self.state.supply.iter())
            .any(|pl| !pl.cards.is_empty() && self.matches(filter, pl.card, c))
    }

    /// A selection has no card to take now.
    fn no_cards(&self, sel: SelId, p: &Prog, c: &Ctx) -> bool {
        let s = self.db.sels[sel];
        let pl = &self.state.players[p.you.index()];
        let zone: &[Inst] = match s.from {
            // The cards referred to as they are now: every instruction before this one
            // in the range was idle, so none of them revealed, trashed or moved a card.
            Source::Ref(r) => {
                return !self.refs(r, c).any(|(i, loc)| {
                    self.state.is_at(i, loc) && self.matches(s.filter, self.kind(i), c)
                })
            }
            Source::DeckTop | Source::DeckBottom => {
                return pl.deck.is_empty() && pl.discard.is_empty()
            }
            Source::Deck => &pl.deck,
            Source::Trash => &self.state.trash,
            Source::Supply => {
                let m = self.prepare(s.filter, c);
                return !(self.state.supply.iter()).any(|pile| {
                    pile.cards
                        .last()
                        .is_some_and(|&i| self.matches_prepared(&m, self.kind(i), c))
                });
            }
            Source::Hand => &pl.hand,
            Source::DiscardPile => &pl.discard,
            Source::InPlay => &pl.play,
            Source::Mat(m) => pl.mats.get(m.index()).map_or(&[], |v| &v[..]),
        };
        !zone
            .iter()
            .any(|&i| self.matches(s.filter, self.kind(i), c))
    }

    /// An exchange can change nothing: no card taken in exchange is left, or each
    /// referred card has left where the ability saw it, has no pile to return to (it did
    /// not come from one), or is already that card on top of the discard pile, where the
    /// card taken would go.
    fn futile_exchange(&self, p: &Prog, r: Ref, f: FilterId, c: &Ctx) -> bool {
        let Some(target) = (self.state.supply.iter())
            .find(|pl| !pl.cards.is_empty() && self.matches(f, pl.card, c))
            .map(|pl| pl.card)
        else {
            return true;
        };
        let discard = Loc {
            zone: Zone::Discard,
            owner: p.you.0,
        };
        let top = self.state.players[p.you.index()].discard.last().copied();
        self.refs(r, c).all(|(i, loc)| {
            !self.state.is_at(i, loc)
                || self.return_pile(i, &p.event).is_none()
                || (self.kind(i) == target && loc == discard && top == Some(i))
        })
    }

    /// The `Cancel` at `pc` is followed by a gain that would gain the same card as the
    /// gain it cancels, to the same place, and (when anything in the game cares whether a
    /// gained card was bought) that gain is not a buy's.
    fn same_gain_instead(&self, p: &Prog, pc: u32, c: &Ctx) -> bool {
        let Some(&Op::Gain {
            count, filter, to, ..
        }) = self.db.code.get(pc as usize + 1)
        else {
            return false;
        };
        let Some(Frame::Gain(g)) = p
            .event
            .gain_frame
            .and_then(|i| self.state.stack.get(i as usize))
        else {
            return false;
        };
        let Some(pile) = self.state.supply.get(g.pile as usize) else {
            return false;
        };
        let mut options = (self.state.supply.iter())
            .filter(|pl| !pl.cards.is_empty() && self.matches(filter, pl.card, c));
        let only_same =
            options.next().is_some_and(|pl| pl.card == pile.card) && options.next().is_none();
        only_same && self.amount(count, c) == 1 && to == g.to && !(g.bought && self.bought_matters)
    }
}

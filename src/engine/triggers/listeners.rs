//! The triggers of the cards in a game, as the search for the abilities an event sets
//! off reads them (see `triggers.rs`): per event kind, and which of them may answer an
//! event about a card of each kind.

use super::{event_index, EVENT_KINDS};
use crate::ast::Who;
use crate::db::{Atom, CardId, Db, FilterId, LastingId, LastingRule, Scope, TriggerDef};

/// A trigger of a card in this game, as the search for abilities reads it.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Listener {
    /// The card whose trigger it is.
    pub card: CardId,
    /// The trigger.
    pub t: TriggerDef,
    /// Its filter refers to cards the ability handled (see [`reads_vars`]).
    pub reads: bool,
}

/// The triggers of the cards in a game, per event kind, and for each event kind and card
/// kind the ones that may answer an event about a card of that kind (as a bit per
/// trigger: bit 63 stands for the 64th trigger and all after it). Built once per game's
/// cards: an event no trigger can answer (a Copper gained where only a Province is
/// watched) is rejected without looking at the game.
#[derive(Debug)]
pub(crate) struct Listeners {
    /// Per event kind, the triggers in card order.
    by_event: [Vec<Listener>; EVENT_KINDS],
    /// Per event kind, then per card kind: the triggers that may answer; then per card
    /// kind: the rules of `lasting` whose filter may match it (bit `i` for `lasting[i]`).
    may: Vec<u64>,
    /// The lasting trigger rules with a filter that the game's cards set up (the first
    /// [`LASTING`]), judged ahead for every card kind (see [`Listeners::lasting_may`]).
    lasting: [Option<LastingId>; LASTING],
    /// The number of card kinds (the stride of `may`).
    kinds: usize,
    /// Per event kind: the triggers that answer only on their owner's turn.
    own_turn: [u64; EVENT_KINDS],
    /// Per event kind: the triggers of cards in a zone (in play, in hand, set aside), of
    /// the first 63 (see `Game::absent`).
    pub(super) zoned: [u64; EVENT_KINDS],
    /// Per event kind: of `zoned`, the triggers on the owner's own events (`when you`).
    pub(super) you: [u64; EVENT_KINDS],
    /// Per event kind: the triggers in games using a card whose filter reads neither
    /// variables nor who "you" is, of the first 63 (see `Game::failed`).
    pub(super) plain: [u64; EVENT_KINDS],
}

impl Default for Listeners {
    fn default() -> Self {
        Listeners {
            by_event: Default::default(),
            may: vec![],
            lasting: [None; LASTING],
            kinds: 0,
            own_turn: [0; EVENT_KINDS],
            zoned: [0; EVENT_KINDS],
            you: [0; EVENT_KINDS],
            plain: [0; EVENT_KINDS],
        }
    }
}

impl std::ops::Index<usize> for Listeners {
    type Output = [Listener];
    #[inline]
    fn index(&self, e: usize) -> &[Listener] {
        &self.by_event[e]
    }
}

/// How many lasting trigger rules of a game's cards are judged ahead.
const LASTING: usize = 8;

/// The bit standing for the `j`th trigger of an event kind.
pub(super) fn bit(j: usize) -> u64 {
    1 << j.min(63)
}

impl Listeners {
    /// The triggers of these card kinds (each once, in this order).
    pub(crate) fn build(db: &Db, kinds: &[CardId]) -> Listeners {
        let mut l = Listeners::default();
        for &k in kinds {
            for &t in &db.card(k).triggers {
                let reads = t.object.is_some_and(|f| reads_vars(db, f));
                l.by_event[event_index(t.event)].push(Listener { card: k, t, reads });
            }
        }
        l.kinds = db.cards.len();
        l.may = vec![0; (EVENT_KINDS + 1) * l.kinds];
        l.judge_lastings(db, kinds);
        for (e, list) in l.by_event.iter().enumerate() {
            let mut rest_own_turn = true;
            for (j, x) in list.iter().enumerate() {
                if j < 63 && x.t.own_turn {
                    l.own_turn[e] |= bit(j);
                }
                let zone = matches!(x.t.scope, Scope::InPlay | Scope::InHand | Scope::SetAside);
                if j < 63 && zone {
                    l.zoned[e] |= bit(j);
                    if x.t.who == Who::You {
                        l.you[e] |= bit(j);
                    }
                }
                let plain = x.t.object.is_some_and(|f| !x.reads && !reads_you(db, f));
                if j < 63 && x.t.scope == Scope::Game && plain {
                    l.plain[e] |= bit(j);
                }
                rest_own_turn &= j < 63 || x.t.own_turn;
                for kind in 0..l.kinds {
                    if may_answer(db, x, CardId::from_index(kind)) {
                        l.may[e * l.kinds + kind] |= bit(j);
                    }
                }
            }
            if list.len() > 63 && rest_own_turn {
                l.own_turn[e] |= bit(63);
            }
        }
        l
    }

    /// Judge ahead, for every card kind, the filters of the lasting trigger rules that
    /// these card kinds set up (the first [`LASTING`]).
    fn judge_lastings(&mut self, db: &Db, kinds: &[CardId]) {
        let rules = (kinds.iter()).flat_map(|&k| db.card(k).lastings.iter().copied());
        let mut n = 0;
        for def in rules {
            let LastingRule::Trigger(TriggerDef {
                object: Some(f), ..
            }) = db.lastings[def].rule
            else {
                continue;
            };
            if n == LASTING || self.lasting.contains(&Some(def)) {
                continue;
            }
            self.lasting[n] = Some(def);
            let row = &mut self.may[EVENT_KINDS * self.kinds..];
            for (kind, m) in row.iter_mut().enumerate() {
                if filter_may(db, f, CardId::from_index(kind)) {
                    *m |= 1 << n;
                }
            }
            n += 1;
        }
    }

    /// Whether the filter `f` of lasting trigger rule `def` may match a card of kind
    /// `kind` (see [`filter_may`]): read from the table when the rule is one of the
    /// game's cards', judged now otherwise.
    #[inline]
    pub(super) fn lasting_may(&self, db: &Db, def: LastingId, f: FilterId, kind: CardId) -> bool {
        match self.lasting.iter().position(|&d| d == Some(def)) {
            Some(i) => (self.may.get(EVENT_KINDS * self.kinds + kind.index()))
                .is_none_or(|m| m & (1 << i) != 0),
            None => filter_may(db, f, kind),
        }
    }

    /// The triggers that may answer an event of kind index `e` about a card of kind
    /// `kind`, by someone else than the player whose turn it is when `other_turn`.
    #[inline]
    pub(super) fn may(&self, e: usize, kind: CardId, other_turn: bool) -> u64 {
        let m = self.may.get(e * self.kinds + kind.index()).copied();
        let m = m.unwrap_or(!0);
        if other_turn {
            m & !self.own_turn[e]
        } else {
            m
        }
    }
}

/// Whether a trigger may answer an event about a card of kind `kind`: an ability about
/// `this` card (or with no filter) answers only for its own kind, and a filter that a
/// card's types or name already reject never does.
fn may_answer(db: &Db, x: &Listener, kind: CardId) -> bool {
    match x.t.object {
        _ if x.t.scope == Scope::This => x.card == kind,
        None => x.card == kind,
        Some(f) => filter_may(db, f, kind),
    }
}

/// Whether a filter may match a card of kind `kind`: none of its atoms that the card's
/// types or name decide alone rejects it.
pub(super) fn filter_may(db: &Db, f: FilterId, kind: CardId) -> bool {
    (db.filters.get(f)).is_none_or(|f| (f.0.iter()).all(|a| fixed_atom(db, a, kind) != Some(false)))
}

/// A filter atom's answer for a card kind when its types or name decide it alone.
fn fixed_atom(db: &Db, a: &Atom, kind: CardId) -> Option<bool> {
    let c = db.card(kind);
    match a {
        Atom::Type(t) => Some(c.types.has(*t)),
        Atom::NotType(t) => Some(!c.types.has(*t)),
        Atom::Name(n) => Some(c.name_id == *n),
        Atom::NotName(n) => Some(c.name_id != *n),
        Atom::Either(v) => {
            let each = v.iter().map(|a| fixed_atom(db, a, kind));
            let mut all_false = true;
            for x in each {
                match x {
                    Some(true) => return Some(true),
                    Some(false) => {}
                    None => all_false = false,
                }
            }
            all_false.then_some(false)
        }
        _ => None,
    }
}

/// Whether a filter reads who "you" is (what a player gained).
fn reads_you(db: &Db, f: FilterId) -> bool {
    fn reads(a: &crate::db::Atom) -> bool {
        match a {
            Atom::GainedBy(..) => true,
            Atom::Either(v) => v.iter().any(reads),
            _ => false,
        }
    }
    db.filters.get(f).is_none_or(|x| x.0.iter().any(reads))
}

/// Whether a filter refers to cards the ability handled (`the same name as it`, `costing
/// more than the trashed card`): only then do its variables matter.
pub(super) fn reads_vars(db: &Db, f: FilterId) -> bool {
    fn reads(a: &crate::db::Atom) -> bool {
        use crate::db::{Atom, Cost};
        match a {
            Atom::CopyOf(_) | Atom::Cost(_, Cost::Rel(..) | Cost::Total(_)) => true,
            Atom::Either(v) => v.iter().any(reads),
            _ => false,
        }
    }
    db.filters.get(f).is_none_or(|x| x.0.iter().any(reads))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::query::Ctx;
    use crate::engine::state::PlayerId;
    use crate::engine::{Config, Game};
    use std::sync::Arc;

    /// The table of the triggers of the cards a game compiled, taken four times over (more
    /// than 64 on an event kind, so that the shared last bit is used), never leaves out a
    /// trigger that may answer: an ability about its own card is kept for that card, and
    /// a trigger with a filter for every card the filter matches (judged by the
    /// interpreter, with no variables); and it does leave some out. The lasting trigger
    /// rules judged ahead answer as their filters do.
    #[test]
    fn listeners_keep_every_trigger_that_may_answer() {
        let db = Arc::new(crate::embedded_db().expect("embedded cards"));
        let cfg = Config {
            players: vec!["A".into(), "B".into()],
            kingdom: ["Trader (1E)", "Scheme", "Fool's Gold", "Duchess", "Cache"]
                .iter()
                .map(|n| db.find(n).expect(n))
                .collect(),
            colonies: false,
            seed: 7,
            pile_sizes: vec![],
            logging: false,
            deal: true,
            auto_end: true,
        };
        let game = Game::new(db.clone(), &cfg).expect("setup");
        let all: Vec<CardId> = (0..db.cards.len()).map(CardId::from_index).collect();
        // The compiled triggers, four times over: more than 64 on an event kind.
        let many: Vec<CardId> = (0..4).flat_map(|_| all.iter().copied()).collect();
        let l = Listeners::build(&db, &many);
        assert!(l.by_event.iter().any(|v| v.len() > 64));
        let cx = Ctx::of(PlayerId(0));
        let (mut kept, mut left) = (0, 0);
        for (e, list) in l.by_event.iter().enumerate() {
            for &kind in &all {
                let may = l.may(e, kind, false);
                for (j, x) in list.iter().enumerate() {
                    let answers = match x.t.object {
                        _ if x.t.scope == Scope::This => x.card == kind,
                        None => x.card == kind,
                        Some(f) => game.matches(f, kind, &cx),
                    };
                    if may & bit(j) != 0 {
                        kept += 1;
                    } else {
                        assert!(
                            !answers,
                            "{} for {}",
                            db.card(x.card).name,
                            db.card(kind).name
                        );
                        left += 1;
                    }
                }
            }
        }
        assert!(kept > 0 && left > kept, "{kept} kept, {left} left out");
        // The lasting trigger rules judged ahead answer as their filters do.
        assert!(l.lasting.iter().all(Option::is_some));
        for def in l.lasting.iter().flatten().copied() {
            let LastingRule::Trigger(TriggerDef {
                object: Some(f), ..
            }) = db.lastings[def].rule
            else {
                panic!("a lasting rule judged ahead has no filter");
            };
            for &kind in &all {
                assert_eq!(l.lasting_may(&db, def, f, kind), filter_may(&db, f, kind));
            }
        }
    }
}

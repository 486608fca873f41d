//! What lets a copy of a game skip what has not changed since the copy it overwrites was
//! taken: stamps of the Supply piles and of the set-up (see `State::pile_stamps` and
//! `State::setup`), noted by their writers; and the copy of the interpreter's stack into
//! kept frames. `State`'s `clone_from` (`copy.rs`'s `clone_fields!`) calls
//! `State::prepare_copy` first.

use super::copy::copy_vec;
use super::state::{Frame, Pile, State};
use super::Inst;
use crate::db::TokenId;

/// The next stamp of [`State::pile_stamps`] or [`State::setup`] (shared by every game of
/// the process).
static STAMPS: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);

impl State {
    /// A stamp never given before.
    #[inline]
    pub(crate) fn fresh_stamp() -> u64 {
        STAMPS.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
    }

    /// Note a change to Supply pile `p` (a new stamp, see [`State::pile_stamps`]).
    #[inline(always)]
    fn pile_changed(&mut self, p: usize) {
        match self.pile_stamps.get_mut(p) {
            Some(s) => *s = State::fresh_stamp(),
            None => self.first_pile_stamp(p),
        }
    }

    /// [`State::pile_changed`] for a pile without a stamp yet (once per pile and state).
    #[cold]
    #[inline(never)]
    fn first_pile_stamp(&mut self, p: usize) {
        self.pile_stamps.resize(self.supply.len().max(p + 1), 0);
        self.pile_stamps[p] = State::fresh_stamp();
    }

    /// The cards of Supply pile `p`, to change (the change noted).
    /// (Not inlined: the writer of every zone, `Game::zone_mut`, stays as short for
    /// the other zones.)
    #[inline(never)]
    pub(crate) fn pile_cards_mut(&mut self, p: usize) -> &mut Vec<Inst> {
        self.pile_changed(p);
        &mut self.supply[p].cards
    }

    /// The tokens on Supply pile `p`, to change (the change noted).
    #[inline]
    pub(crate) fn pile_tokens_mut(&mut self, p: usize) -> &mut Vec<TokenId> {
        self.pile_changed(p);
        &mut self.supply[p].tokens
    }

    /// The stamp of Supply pile `p` (see [`State::pile_stamps`]).
    #[inline]
    fn pile_stamp(&self, p: usize) -> u64 {
        self.pile_stamps.get(p).copied().unwrap_or(0)
    }

    /// Copy what a copy of `o` copies first: what changes only at a set-up, the kinds of
    /// the instances, the piles of the kinds and the players' names (see [`State::setup`]), and
    /// the Supply.
    pub(super) fn prepare_copy(&mut self, o: &State) {
        let same = self.setup == o.setup;
        copy_fixed(&mut self.kinds, &o.kinds, same);
        copy_fixed(&mut self.pile_of, &o.pile_of, same);
        // The players' names (the players' other fields are copied after: a new
        // player is a clone, name and all).
        for (p, q) in self.players.iter_mut().zip(&o.players) {
            if same {
                debug_assert_eq!(p.name, q.name, "a name changed at no set-up");
            } else {
                p.name.clone_from(&q.name);
            }
        }
        self.copy_supply(o, same);
        self.copy_stack(o);
    }

    /// Make the interpreter's stack a copy of `o`'s: the ability frames it no longer
    /// needs are kept for later copies ([`State::spare_progs`]), and those it needs
    /// more are copied into kept ones (no allocation once the copy has enough).
    fn copy_stack(&mut self, o: &State) {
        let (to, from, spare) = (&mut self.stack, &o.stack, &self.spare_progs);
        while to.len() > from.len() {
            if let Some(Frame::Prog(p)) = to.pop() {
                spare.give(p);
            }
        }
        let start = to.len();
        for (t, f) in to.iter_mut().zip(from) {
            t.clone_from(f);
        }
        for f in &from[start..] {
            let c = match (f, spare.take()) {
                (Frame::Prog(q), Some(mut p)) => {
                    p.clone_from(q);
                    Frame::Prog(p)
                }
                (f, p) => {
                    if let Some(p) = p {
                        spare.give(p);
                    }
                    f.clone()
                }
            };
            to.push(c);
        }
    }

    /// Make the Supply a copy of `o`'s (before the other fields are copied, among them
    /// the stamps): a pile of the same set-up (`same`) and stamp with as many cards is the
    /// same pile, its cards and tokens are not copied (see [`State::pile_stamps`]).
    fn copy_supply(&mut self, o: &State, same: bool) {
        if !same || self.supply.len() != o.supply.len() {
            self.supply.clone_from(&o.supply);
            return;
        }
        let n = self.supply.len();
        if self.pile_stamps.len() == n && o.pile_stamps.len() == n {
            // Every pile has its stamp on both sides (as soon as one was noted).
            let piles = self.supply.iter_mut().zip(&o.supply);
            for ((p, q), (a, b)) in piles.zip(self.pile_stamps.iter().zip(&o.pile_stamps)) {
                copy_pile(p, q, a == b);
            }
        } else {
            for (i, (p, q)) in self.supply.iter_mut().zip(&o.supply).enumerate() {
                let a = self.pile_stamps.get(i).copied().unwrap_or(0);
                copy_pile(p, q, a == o.pile_stamp(i));
            }
        }
    }
}

/// Make `to` a copy of `from`, a list that changes only at a set-up: nothing to do for one
/// of the same set-up (`same`) and length (see [`State::setup`]).
#[inline(always)]
fn copy_fixed<T: Copy + PartialEq + std::fmt::Debug>(to: &mut Vec<T>, from: &[T], same: bool) {
    if same && to.len() == from.len() {
        debug_assert_eq!(&to[..], from, "a change at no set-up");
    } else {
        copy_vec(to, from);
    }
}

/// Make `p` a copy of `q`: only its counts when their stamps are the same (`same`) and
/// they have as many cards, which makes them the same pile (see [`State::pile_stamps`]).
#[inline(always)]
fn copy_pile(p: &mut Pile, q: &Pile, same: bool) {
    if same && p.cards.len() == q.cards.len() {
        debug_assert!(
            p.cards == q.cards && p.tokens == q.tokens,
            "a change to a Supply pile was not noted"
        );
        (p.card, p.kingdom, p.size) = (q.card, q.kingdom, q.size);
    } else {
        p.clone_from(q);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::state::{Loc, Zone};
    use crate::engine::{Config, Game};
    use std::sync::Arc;

    /// A game of this Kingdom (seed 1).
    fn game(db: &Arc<crate::db::Db>, names: &[&str]) -> Game {
        let kingdom = names.iter().map(|n| db.find(n).expect(n)).collect();
        let cfg = Config::new(vec!["A".into(), "B".into()], kingdom, 1);
        Game::new(db.clone(), &cfg).expect("setup")
    }

    /// `c` copies what the copies skip when they can: the Supply, the instances' kinds,
    /// the kinds' piles (compared in full).
    fn assert_same(c: &Game, g: &Game, what: &str) {
        let (s, t) = (&c.state, &g.state);
        assert_eq!(s.supply.len(), t.supply.len(), "{what}");
        for (p, q) in s.supply.iter().zip(&t.supply) {
            assert_eq!(
                (p.card, &p.cards, &p.tokens, p.kingdom, p.size),
                (q.card, &q.cards, &q.tokens, q.kingdom, q.size),
                "{what}"
            );
        }
        assert_eq!((&s.kinds, &s.pile_of), (&t.kinds, &t.pile_of), "{what}");
        let names = |s: &State| s.players.iter().map(|p| p.name.clone()).collect::<Vec<_>>();
        assert_eq!(names(s), names(t), "{what}");
    }

    /// A copy kept and copied again from a game that changed since (through each noted
    /// writer, in ways a pile's size does not show) is the game: a writer that no longer
    /// notes its change fails this test (in debug builds, the copy's own check first).
    #[test]
    fn copies_again_skip_only_what_did_not_change() {
        let db = Arc::new(crate::embedded_db().expect("embedded cards"));
        let names = ["Village", "Smithy", "Market", "Moat", "Cellar"];
        let mut g = game(&db, &names);
        let mut c = g.clone();
        c.clone_from(&g);
        assert_same(&c, &g, "a copy again of the same game");
        // A pile's top card swapped for another pile's (as many cards), through the
        // pile writer of the zones (`Game::zone_mut`).
        let (a, b) = (
            Loc {
                zone: Zone::Supply,
                owner: 0,
            },
            Loc {
                zone: Zone::Supply,
                owner: 1,
            },
        );
        let swap_tops = |g: &mut Game| {
            let x = g.zone_mut(b).pop().expect("a card");
            let y = g.zone_mut(a).pop().expect("a card");
            g.zone_mut(a).push(x);
            g.zone_mut(b).push(y);
        };
        swap_tops(&mut g);
        c.clone_from(&g);
        assert_same(&c, &g, "a card swapped");
        // A token on a pile.
        g.state.pile_tokens_mut(2).push(TokenId::from_index(0));
        c.clone_from(&g);
        assert_same(&c, &g, "a token");
        // The copy changes apart from the game: a card of each created, of other kinds.
        let loc = Loc {
            zone: Zone::Trash,
            owner: 0,
        };
        c.state.create(c.state.supply[3].card, loc);
        g.state.create(g.state.supply[4].card, loc);
        c.clone_from(&g);
        assert_same(&c, &g, "an instance created apart");
        // The copy's own change to a pile: its top card swapped as above.
        swap_tops(&mut c);
        c.clone_from(&g);
        assert_same(&c, &g, "a change of the copy undone");
        // Another set-up of other piles as large, and other players.
        let names = ["Festival", "Laboratory", "Library", "Militia", "Chapel"];
        let cfg = Config::new(
            vec!["C".into(), "D".into()],
            names.iter().map(|n| db.find(n).expect(n)).collect(),
            2,
        );
        g.setup(&cfg).expect("setup");
        c.clone_from(&g);
        assert_same(&c, &g, "another set-up");
    }
}

//! The cards a player owns, counted by kind for the look-ahead's evaluations, kept from
//! one evaluation to the next.
//!
//! What the player holds in their deck, hand, discard pile and play is kept with the
//! game's stamp of it (`Owned` in `src/engine/memo.rs`): a look-ahead counts it on the game
//! it looks ahead from ([`Owned::base`]), and each line's end, a copy of that game, differs
//! from it only by the changes the copy's journal notes since (a copy reads its original's
//! stamps). The few cards elsewhere (set aside, revealed, on mats) are counted each time.
//! Whatever is added to the kept counts for one evaluation is taken back after it.

use super::Heuristic;
use crate::db::CardId;
use crate::engine::{Game, PlayerId};

/// The cards of one player counted by kind, with each kind's value (see the module).
#[derive(Default)]
pub(super) struct Owned {
    /// Copies by kind index: of the player's four zones at `at` (and, while an
    /// evaluation counts, what it added).
    counts: Vec<i32>,
    /// The kinds counted since the last full count (a kind may have no copy now), with
    /// their copies, values and VP at the last evaluation.
    pub(super) kinds: Vec<Kind>,
    /// Which kinds are in `kinds`, by kind index.
    listed: Vec<bool>,
    /// The player counted and the game's stamp of their four zones for `counts`.
    at: Option<(u8, (u64, u32))>,
    /// The cards in the four zones at `at`.
    four: usize,
    /// What the evaluation now counting added to `counts` (taken back after it).
    added: Vec<CardId>,
    /// What it took away.
    taken: Vec<CardId>,
    /// The kinds' values do not change in the game counted (no cost rule: valued once,
    /// when listed).
    values_fixed: bool,
}

/// One kind a player owns, in [`Owned`].
#[derive(Clone, Copy)]
pub(super) struct Kind {
    /// The kind.
    pub(super) k: CardId,
    /// Copies owned.
    pub(super) n: i32,
    /// Its value to the bot ([`Heuristic::value`]), at the evaluation.
    pub(super) value: i32,
    /// Its VP ([`Game::card_vp`]), at the evaluation.
    vp: i32,
    /// Its VP depend on the game (asked at each evaluation; others never change).
    computed: bool,
}

impl Owned {
    /// Keep the counts of `me`'s four zones in `game` (the game a look-ahead starts
    /// from): brought up to date from the changes since the last, or counted afresh.
    pub(super) fn base(&mut self, game: &Game, me: PlayerId) {
        if self.changes(game, me) {
            // The changes are this game's: they stay, with its stamp.
            self.added.clear();
            self.taken.clear();
            self.stamp(game, me);
        } else {
            self.recount(game, me);
        }
    }

    /// Count the cards of `me` (every zone and mat) and value each kind.
    pub(super) fn count(&mut self, game: &Game, me: PlayerId) {
        if !self.changes(game, me) {
            self.recount(game, me);
        }
        let pl = &game.state.players[me.index()];
        let others = pl.set_aside.iter().chain(&pl.revealed);
        for &i in others.chain(pl.mats.iter().flatten()) {
            self.add(game, me, game.kind(i), 1);
        }
        for e in self.kinds.iter_mut() {
            e.n = self.counts[e.k.index()];
            if e.n != 0 {
                if !self.values_fixed {
                    e.value = Heuristic::value(game, e.k);
                }
                if e.computed {
                    e.vp = game.card_vp(me, e.k);
                }
            }
        }
        if cfg!(debug_assertions) {
            self.check(game, me);
        }
        // What this evaluation added is taken back: the counts are the four zones' at `at`.
        self.take_back();
    }

    /// Undo the additions and removals noted in `added` and `taken`.
    fn take_back(&mut self) {
        while let Some(k) = self.added.pop() {
            self.counts[k.index()] -= 1;
        }
        while let Some(k) = self.taken.pop() {
            self.counts[k.index()] += 1;
        }
    }

    /// Add the changes to `me`'s four zones since `at` in `game` to the counts (each
    /// noted in `added` or `taken`): whether they make the counts `game`'s (as many
    /// cards as there are; else the counts are as they were).
    fn changes(&mut self, game: &Game, me: PlayerId) -> bool {
        let Some((p, at)) = self.at.filter(|a| a.0 == me.0) else {
            return false;
        };
        let Some(changes) = game.state.owned.since(p, at) else {
            return false;
        };
        for (i, came) in changes {
            self.add(game, me, game.kind(i), if came { 1 } else { -1 });
        }
        let n = self.four + self.added.len() - self.taken.len();
        // (A quick turn's buy adds a card without noting it: then the number differs.)
        if n == game.state.players[me.index()].own_zones_len() {
            return true;
        }
        self.take_back();
        false
    }

    /// One copy of `k` more (`d` 1) or fewer (-1) in the counts, noted.
    fn add(&mut self, game: &Game, me: PlayerId, k: CardId, d: i32) {
        let x = k.index();
        self.counts[x] += d;
        if d > 0 {
            self.added.push(k);
        } else {
            self.taken.push(k);
        }
        if !self.listed[x] {
            self.list(game, me, k);
        }
    }

    /// Put `k` on the list of kinds counted.
    fn list(&mut self, game: &Game, me: PlayerId, k: CardId) {
        self.listed[k.index()] = true;
        let db = &game.db;
        self.kinds.push(Kind {
            k,
            n: 0,
            value: Heuristic::value(game, k),
            vp: game.card_vp(me, k),
            computed: (db.card(k).vp).is_some_and(|a| db.amounts[a].per.is_some()),
        });
    }

    /// Count `me`'s four zones in `game` afresh, with the game's stamp of them.
    fn recount(&mut self, game: &Game, me: PlayerId) {
        let kinds = game.db.cards.len();
        if self.counts.len() < kinds {
            self.counts.resize(kinds, 0);
            self.listed.resize(kinds, false);
        }
        for e in self.kinds.drain(..) {
            self.counts[e.k.index()] = 0;
            self.listed[e.k.index()] = false;
        }
        self.added.clear();
        self.taken.clear();
        self.values_fixed = game.costs_fixed();
        let pl = &game.state.players[me.index()];
        let of = &game.state.kinds[..];
        for z in [&pl.deck, &pl.hand, &pl.discard, &pl.play] {
            for &i in z.iter() {
                let k = of[i.index()];
                self.counts[k.index()] += 1;
                if !self.listed[k.index()] {
                    self.list(game, me, k);
                }
            }
        }
        self.stamp(game, me);
    }

    /// The counts are `me`'s four zones' in `game` now: keep its stamp of them, and how
    /// many cards they hold.
    fn stamp(&mut self, game: &Game, me: PlayerId) {
        self.four = game.state.players[me.index()].own_zones_len();
        self.at = game.state.owned.stamp(me.0).map(|s| (me.0, s));
    }

    /// Debug builds: the counts are `me`'s cards in every zone and mat of `game`.
    fn check(&self, game: &Game, me: PlayerId) {
        let mut fresh = vec![0i32; self.counts.len()];
        for z in game.state.players[me.index()].zones() {
            for &i in z {
                fresh[game.kind(i).index()] += 1;
            }
        }
        assert_eq!(
            fresh, self.counts,
            "the look-ahead's kept counts of player {me:?}'s cards are not their cards"
        );
    }

    /// [`Game::score`] of the player counted (with `vp_tokens`), from the counts: each
    /// kind's worth ([`Game::card_vp`]) once, times its copies (the same sum: no score
    /// comes near `i32`'s bounds).
    pub(super) fn score(&self, vp_tokens: i32) -> i32 {
        let cards = (self.kinds.iter())
            .map(|e| e.vp.saturating_mul(e.n))
            .fold(0i32, i32::saturating_add);
        vp_tokens.saturating_add(cards)
    }

    /// The value of kind `k` at the last evaluation, when it is owned.
    pub(super) fn value_of(&self, k: CardId) -> Option<i32> {
        (self.kinds.iter())
            .find(|e| e.k == k && e.n > 0)
            .map(|e| e.value)
    }
}

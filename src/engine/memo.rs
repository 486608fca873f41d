//! What cost queries remember from one to the next: how many copies of each card with a
//! compiled zone cost rule (`while this is in play: cards cost $1 less`, see
//! `costs.rs`) are in the rule's zone. A query in a game with such rules then reads
//! those counts instead of walking the zones, as long as the zones cannot have changed.
//!
//! The counts are read from the players' hands, play and set-aside zones (and the kinds
//! of the cards in them, which never change). They are remembered with a key, the state's
//! "version": `(changes, turn number)`, where `changes` counts the changes to those zones
//! noted by the engine's writers (`CostMemo::changed`: taking a card out of or putting
//! one into such a zone through `Game::zone_mut` or `Game::move_to`, drawing through
//! `Game::draw`, playing a batch of Treasures (`Game::play_simple_treasures`), the
//! Clean-ups that go card by card or keep cards in play, a new set-up or rules index, the
//! game's end). Two hot writers of the Big Money mirror's turns do not note their
//! changes, and the key's turn number covers them: the plain Clean-up (`cleanup`, and the
//! plain turns' `plain_cleanup`: hand and play to the discard pile) and the next hand's
//! draw (`cleanup_draw`) are followed by the next turn's start, which counts the turn
//! (`count_turn`), before anything can ask for a cost; the game's end is noted. (The key
//! once had the cards in the current player's play too, for the unnoted batches of
//! Treasures: a batch now notes its change, one addition, and the hit path reads two
//! fields fewer.)
//!
//! So equal keys mean equal zones. Debug builds check every count they read from here
//! against a fresh one (`Game::source_copies`, costs.rs). The memory is part of the state: a copy of
//! the game carries it with the zones it was counted from; a state read from a file
//! starts without it.

use std::cell::Cell;

/// How many compiled zone cost rules' counts are remembered: a game with more of them
/// (none of the presets) counts at every query.
pub(crate) const MEMO: usize = 4;

/// The remembered counts of the compiled zone cost rules' cards (see the module).
#[derive(Debug, Clone)]
pub(crate) struct CostMemo {
    /// Changes to the players' hands, play and set-aside zones noted so far.
    changes: u64,
    /// The key the counts were taken at: `(changes, turn number)` (`u64::MAX` changes:
    /// never).
    at: Cell<(u64, u32)>,
    /// Per compiled rule, the copies of its card in its zone.
    copies: Cell<[i32; MEMO]>,
}

impl Default for CostMemo {
    /// Nothing remembered.
    fn default() -> Self {
        CostMemo {
            changes: 0,
            at: Cell::new((u64::MAX, 0)),
            copies: Cell::new([0; MEMO]),
        }
    }
}

impl CostMemo {
    /// Note a change to a player's hand, play or set-aside zone: counts taken before no
    /// longer hold.
    #[inline(always)]
    pub fn changed(&mut self) {
        self.changes += 1;
    }

    /// The counts remembered for this turn, if taken since the last change noted.
    #[inline(always)]
    pub fn recall(&self, turn: u32) -> Option<[i32; MEMO]> {
        (self.at.get() == (self.changes, turn)).then(|| self.copies.get())
    }

    /// Remember the counts taken now, at this turn.
    #[inline]
    pub fn remember(&self, turn: u32, copies: [i32; MEMO]) {
        self.at.set((self.changes, turn));
        self.copies.set(copies);
    }
}

/// Players whose holdings are stamped (the later seats of a game with more have none:
/// readers count theirs each time).
const OWNERS: usize = 4;

/// The last changes kept per player (a reader behind by more counts again).
pub(crate) const JOURNAL: usize = 8;

/// What a player holds: the cards in their deck, hand, discard pile and play (their
/// kinds, as a multiset), with a stamp that moves whenever a card comes into those four
/// zones from elsewhere or leaves them for elsewhere (gained, trashed, returned, passed,
/// set aside, put onto a mat, put onto the deck from another zone), and does not when
/// cards move among them (drawing, playing, discarding, shuffling, Clean-up). Readers
/// (the heuristic bot's counts of a player's cards) keep what they counted with the
/// stamp, and bring it up to date from the last [`JOURNAL`] changes, each kept as the
/// card and whether it came or left.
///
/// A stamp is `(lineage, changes)`: `lineage` is new at each set-up and at each copy of
/// the state (so two copies of one game, which then change apart, never show the same
/// stamp with different cards; a copy's past is its original's up to the copy, so it
/// also reads the changes since a stamp its original had then or before), 0 for a state read from a file (no stamp: readers count
/// each time); `changes` counts the player's changes in this lineage. The writers that
/// note them: `Game::move_to` (a card moved into or out of a player's four zones), the
/// direct gain of a buy (`Game::buy_in`) and the put onto a deck (`ops.rs`) note the card; a zone listed for setting up positions
/// (`Game::zone_list`) notes an unknown change (more than the journal holds); a set-up
/// starts a new lineage. One writer does not note its change: the direct gain of a buy
/// in a quick turn (`Game::buy_in` from `quick_turns`, the Big Money mirror's hot path)
/// only adds a card,
/// so a reader also compares the number of cards it counted with the player's: counts
/// brought up to date with the noted changes and as many cards are the player's cards.
#[derive(Debug, Default)]
pub(crate) struct Owned {
    /// The lineage (0: none, no stamp).
    lineage: u64,
    /// The lineages this state's past is of: the state it is a copy of, and the one that
    /// was a copy of (0: none), each with the changes each player had there when the
    /// copy was taken (this state's past up to its own lineage).
    ancestors: [(u64, [u32; OWNERS]); ANCESTORS],
    /// The lineage this state started as a copy with: `ancestors` are its past while it
    /// is still of that lineage (a set-up starts a new one, with no past).
    copied: u64,
    /// Changes noted per player.
    changes: [u32; OWNERS],
    /// Per player, the last changes: change `n` at `n % JOURNAL`, as the card's number
    /// times 2, plus 1 for a card that came.
    journal: [[u32; JOURNAL]; OWNERS],
}

/// The lineages before its own a state's journal reads stamps of ([`Owned`]): a
/// look-ahead's copy of a copy of the game reads the game's.
const ANCESTORS: usize = 2;

/// The next lineage of [`Owned`] stamps (shared by every game of the process).
static LINEAGES: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);

impl Owned {
    /// A stamp of what `player` holds now (`None`: none, to be counted each time).
    #[inline]
    pub(crate) fn stamp(&self, player: u8) -> Option<(u64, u32)> {
        let p = player as usize;
        (self.lineage != 0 && p < OWNERS).then(|| (self.lineage, self.changes[p]))
    }

    /// The changes to what `player` holds since their stamp was `at` (each card, and
    /// whether it came), oldest first: `None` when `at` is of another lineage or the
    /// journal no longer holds them all.
    #[inline]
    pub(crate) fn since(
        &self,
        player: u8,
        at: (u64, u32),
    ) -> Option<impl Iterator<Item = (super::Inst, bool)> + '_> {
        let (lineage, now) = self.stamp(player)?;
        let n = now.wrapping_sub(at.1);
        // Of this lineage, or of an original's up to the copy.
        let ours = lineage == at.0
            || (self.copied == lineage
                && (self.ancestors.iter())
                    .any(|(l, base)| *l == at.0 && base[player as usize].wrapping_sub(at.1) <= n));
        if !ours || n as usize > JOURNAL {
            return None;
        }
        let j = &self.journal[player as usize];
        Some((0..n).map(move |d| {
            let e = j[at.1.wrapping_add(d) as usize % JOURNAL];
            (super::Inst((e >> 1) as u16), e & 1 == 1)
        }))
    }

    /// Note that card `i` came into what `player` holds (a card gained).
    #[inline(always)]
    pub(crate) fn gained(&mut self, player: u8, i: super::Inst) {
        self.changed(player, i, true);
    }

    /// Note that card `i` came into (`came`) or left what `player` holds.
    #[inline(always)]
    fn changed(&mut self, player: u8, i: super::Inst, came: bool) {
        let p = player as usize;
        if p < OWNERS {
            let n = self.changes[p];
            self.journal[p][n as usize % JOURNAL] = (u32::from(i.0) << 1) | u32::from(came);
            self.changes[p] = n.wrapping_add(1);
        }
    }

    /// Note a change to what `player` holds that is not known card by card.
    pub(crate) fn unknown(&mut self, player: u8) {
        if let Some(c) = self.changes.get_mut(player as usize) {
            *c = c.wrapping_add(JOURNAL as u32 + 1);
        }
    }

    /// Note card `i`'s move from `from` to `to`: a change for the owner of each of them
    /// that is one of a player's four zones, unless both are the same player's.
    #[inline(always)]
    pub(crate) fn moved(&mut self, i: super::Inst, from: super::Loc, to: super::Loc) {
        let (a, b) = (from.zone.own(), to.zone.own());
        if a && b && from.owner == to.owner {
            return;
        }
        if a {
            self.changed(from.owner, i, false);
        }
        if b {
            self.changed(to.owner, i, true);
        }
    }

    /// Start a new lineage (a new set-up): no stamp taken before shows again.
    pub(crate) fn renew(&mut self) {
        self.lineage = LINEAGES.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    }
}

impl Clone for Owned {
    /// A copy starts its own lineage, with `self`'s as its past (see [`Owned`]).
    fn clone(&self) -> Self {
        let mut o = Owned::default();
        o.clone_from(self);
        o
    }

    fn clone_from(&mut self, o: &Self) {
        self.changes = o.changes;
        self.journal = o.journal;
        self.renew();
        self.copied = self.lineage;
        self.ancestors[0] = (o.lineage, o.changes);
        self.ancestors[1..].copy_from_slice(&o.ancestors[..ANCESTORS - 1]);
    }
}

//! What cost queries remember from one to the next: how many copies of each card with a
//! compiled zone cost rule (`while this is in play: cards cost $1 less`, see
//! `costs.rs`) are in the rule's zone. A query in a game with such rules then reads
//! those counts instead of walking the zones, as long as the zones cannot have changed.
//!
//! The counts are read from the players' hands, play and set-aside zones (and the kinds
//! of the cards in them, which never change). They are remembered with a key, the state's
//! "version": `(changes, turn number, cards in the current player's play)`, where `changes` counts the changes
//! to those zones noted by the engine's writers (`CostMemo::changed`: taking a card out of
//! or putting one into such a zone through `Game::zone_mut` or `Game::move_to`, drawing
//! through `Game::draw`, the Clean-ups that go card by card or keep cards in play, a new
//! set-up or rules index, the game's end). Three hot writers do not note their changes,
//! and the key's other parts cover them:
//! - playing a batch of Treasures (`Game::play_simple_treasures`) moves cards from the
//!   current player's hand into their play: the cards in play grow by as many, and within
//!   a turn (and its player) nothing that is not noted takes cards out of play (the plain
//!   Clean-up below is at the turn's end);
//! - the plain Clean-up (`cleanup`: hand and play to the discard pile) and the next hand's
//!   draw (`cleanup_draw`) are followed by the next turn's start, which counts the turn
//!   (`count_turn`), before anything can ask for a cost; the game's end is noted.
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
#[derive(Debug, Clone, Default)]
pub(crate) struct CostMemo {
    /// Changes to the players' hands, play and set-aside zones noted so far.
    changes: u64,
    /// The key the counts were taken at: `(changes, turn number, cards in the current
    /// player's play)`.
    at: Cell<Option<(u64, u32, u32)>>,
    /// Per compiled rule, the copies of its card in its zone.
    copies: Cell<[i32; MEMO]>,
}

impl CostMemo {
    /// Note a change to a player's hand, play or set-aside zone: counts taken before no
    /// longer hold.
    #[inline(always)]
    pub fn changed(&mut self) {
        self.changes += 1;
    }

    /// The counts remembered for this turn with this many cards in the current player's
    /// play (see the module), if taken since the last change noted.
    #[inline(always)]
    pub fn recall(&self, turn: u32, in_play: u32) -> Option<[i32; MEMO]> {
        (self.at.get() == Some((self.changes, turn, in_play))).then(|| self.copies.get())
    }

    /// Remember the counts taken now, at this turn with this many cards in the current
    /// player's play.
    #[inline]
    pub fn remember(&self, turn: u32, in_play: u32, copies: [i32; MEMO]) {
        self.at.set(Some((self.changes, turn, in_play)));
        self.copies.set(copies);
    }
}

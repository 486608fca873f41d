//! The engine's own numbers for the things of a game: card instances and seats, and where
//! a card is (a zone and its owner). They sit below the state, its stack frames, the
//! decisions and the events, which all name them (the card database's
//! numbers, [`crate::db::CardId`] and the tables' [`crate::db::Ix`], are in [`crate::db`]).

use serde::{Deserialize, Serialize};

crate::db::scalar_id! {
    /// A physical card in this game (an index into [`crate::engine::State::kinds`]).
    Inst(u16)
}

crate::db::scalar_id! {
    /// A player's seat (0 = first player).
    PlayerId(u8)
}

impl PlayerId {
    /// The seat `k` places to the left of this one, among `n` players.
    #[inline]
    pub fn plus(self, k: u8, n: u8) -> PlayerId {
        PlayerId((self.0 + k) % n)
    }
}

/// The zones a card can be in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Zone {
    /// A Supply pile (`owner` = pile index).
    Supply,
    /// A player's deck.
    Deck,
    /// A player's hand.
    Hand,
    /// A player's discard pile.
    Discard,
    /// In play.
    Play,
    /// Set aside.
    SetAside,
    /// Revealed or looked at, while an effect handles it.
    Revealed,
    /// On a mat (per-player mats: `owner` = player).
    Mat(u8),
    /// The trash.
    Trash,
}

impl Zone {
    /// One of a player's own four zones (deck, hand, discard pile, play), among which the
    /// turn moves cards without noting it in [`crate::engine::State::locs`].
    #[inline]
    pub fn own(self) -> bool {
        matches!(self, Zone::Deck | Zone::Hand | Zone::Discard | Zone::Play)
    }
}

/// Where an instance is: a zone and its owner (a player, or the pile for the Supply).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[repr(align(4))]
pub struct Loc {
    /// Zone.
    pub zone: Zone,
    /// Player, or pile index.
    pub owner: u8,
}

/// A card instance together with where it was when it was referred to: moving it
/// again only works if it is still there (the "lose track" rule).
pub type CardRef = (Inst, Loc);

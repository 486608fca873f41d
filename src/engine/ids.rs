//! The engine's own numbers for the things of a game: card instances and seats. They sit
//! below the state, the decisions and the events, which all name them (the card database's
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

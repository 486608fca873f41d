//! The engine's own numbers for the things of a game: card instances and seats. They sit
//! below the state, the decisions and the events, which all name them (the card database's
//! numbers, [`crate::db::CardId`] and [`crate::db::Idx`], are in [`crate::db`]).

/// A physical card in this game (an index into [`crate::engine::State::kinds`]).
pub type Inst = u16;
/// A player's seat (0 = first player).
pub type PlayerId = u8;

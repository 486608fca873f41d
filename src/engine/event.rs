//! Events: every change the engine makes, in order. The log is these rendered through
//! a locale (see [`crate::locale`]); simulations switch recording off.

use super::ids::PlayerId;
use crate::db::CardId;
use serde::{Deserialize, Serialize};

/// Where a gained or moved card went, for the log.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Place {
    /// Discard pile.
    Discard,
    /// Hand.
    Hand,
    /// Top of the deck.
    Deck,
    /// Into the deck under `under` cards (1 or more), at its bottom when `bottom`.
    InDeck {
        /// How many cards are above it.
        under: u8,
        /// Under every card of the deck.
        bottom: bool,
    },
    /// A mat (index).
    Mat(u8),
    /// Set aside.
    SetAside,
    /// Trash.
    Trash,
    /// Its Supply pile.
    Supply,
    /// In play.
    Play,
}

/// What caused an event: the card whose ability was running when it happened, and that
/// ability's owner ("you" of the card: Corsair's owner when the player of a Silver trashes
/// it). Events of the turn itself (a turn starting, a move, Clean-up) have none.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Cause {
    /// The card whose text ran.
    pub card: CardId,
    /// Its owner.
    pub owner: PlayerId,
}

/// An event as the log records it: what happened and what caused it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Logged {
    /// What happened.
    pub event: Event,
    /// The card whose ability made it happen, if any.
    #[serde(default)]
    pub cause: Option<Cause>,
}

impl From<Event> for Logged {
    /// An event with no cause.
    fn from(event: Event) -> Logged {
        Logged { event, cause: None }
    }
}

/// One thing that happened.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum Event {
    /// A turn began.
    TurnStart {
        /// Whose.
        player: PlayerId,
        /// The player's turn count.
        turn: u32,
        /// An extra turn.
        extra: bool,
    },
    /// A player shuffled their discard pile into their deck.
    Shuffle(PlayerId),
    /// Cards drawn.
    Draw(PlayerId, Vec<CardId>),
    /// A card played (`again` for Throne Room's later plays).
    Play {
        /// Who.
        player: PlayerId,
        /// What.
        card: CardId,
        /// Not the first play of this card by this effect.
        again: bool,
    },
    /// A card bought.
    Buy(PlayerId, CardId),
    /// A card gained.
    Gain(PlayerId, CardId, Place),
    /// Cards trashed.
    Trash(PlayerId, Vec<CardId>),
    /// Cards discarded.
    Discard(PlayerId, Vec<CardId>),
    /// Cards revealed.
    Reveal(PlayerId, Vec<CardId>),
    /// Cards looked at (only their number is public).
    LookAt(PlayerId, Vec<CardId>),
    /// Cards put somewhere: (player, cards, where to, where from). `from` is where the
    /// first of them was: it tells the log whether the other players saw which cards moved
    /// (from a hand, deck or private mat into a hand or onto a deck: they did not).
    Put(PlayerId, Vec<CardId>, Place, Place),
    /// Cards set aside.
    SetAside(PlayerId, Vec<CardId>, bool),
    /// A card exchanged for another.
    Exchange(PlayerId, CardId, CardId),
    /// `+N` of a resource.
    Plus(PlayerId, crate::ast::Resource, i32),
    /// A card named.
    Name(PlayerId, CardId),
    /// Unaffected by an Attack.
    Unaffected(PlayerId),
    /// A delayed effect of a card (a Duration's next turn) starts.
    Delayed(PlayerId, CardId),
    /// An extra turn is coming.
    ExtraTurn(PlayerId),
    /// A gain was replaced.
    Cancelled(PlayerId, CardId),
    /// A token moved onto a mat.
    Token(PlayerId, u8),
    /// A player passed a card to another player's hand.
    Pass(PlayerId, PlayerId, CardId),
    /// A player put a token (its kind) on the Supply pile of a card.
    PileToken(PlayerId, u8, CardId),
    /// A player put a token (its kind) on their own mat.
    OwnToken(PlayerId, u8, u8),
    /// The game ended: scores in seat order, and the winners (several on a shared win).
    GameOver {
        /// Scores in seat order.
        scores: Vec<i32>,
        /// Winning seats.
        winners: Vec<PlayerId>,
    },
}

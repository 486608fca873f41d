//! Decisions the engine asks of a player, and the answers it takes.

use super::ids::{Inst, PlayerId};
use super::Game;
use crate::ast::Verb;
use crate::db::{CardId, Dest};
use serde::{Deserialize, Serialize};

/// A question to a player. The engine stops until it is answered with a [`Choice`].
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Decision {
    /// Who must answer.
    pub player: PlayerId,
    /// The card whose text asks (none for the turn's moves).
    pub card: Option<CardId>,
    /// The player the choice is for, when it is not the one who answers: the card's owner
    /// picking among another player's cards (`a revealed Silver or Gold you choose`) or
    /// choosing for them (`you choose one: ...`). `None`: the answerer's own choice.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub for_player: Option<PlayerId>,
    /// What is asked.
    pub kind: DecisionKind,
}

/// The kinds of questions.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum DecisionKind {
    /// The turn's next move: play a card, buy a card, or end the phase.
    Move,
    /// Pick between `min` and `max` of these cards, to do `verb` with them; or none at
    /// all when `optional` ("you may ...": the effect as written, or nothing).
    Cards {
        /// What will be done with them.
        verb: Verb,
        /// Where they go (for `put`).
        to: Dest,
        /// The cards to pick from.
        options: Vec<Inst>,
        /// Fewest.
        min: u8,
        /// Most.
        max: u8,
        /// No card at all is also an answer.
        optional: bool,
    },
    /// Pick a card to play (Throne Room); `min` 0 when optional.
    Play {
        /// The cards to pick from.
        options: Vec<Inst>,
        /// 0 when optional.
        min: u8,
    },
    /// Pick a Supply pile to gain from; `optional` allows none.
    Gain {
        /// Card kinds to pick from.
        options: Vec<CardId>,
        /// None is allowed.
        optional: bool,
    },
    /// Yes or no ("you may ...").
    YesNo,
    /// "Choose one" of `n` options (their texts are the card's).
    ChooseOne {
        /// How many options.
        n: u8,
    },
    /// One more option of `n` for a `choose two` (those in `taken`, one bit each, are
    /// chosen already; the answer is another one).
    ChooseSome {
        /// How many options.
        n: u8,
        /// The options already chosen.
        taken: u16,
    },
    /// Which of two parts first (`in either order`).
    Order,
    /// Which of several abilities that happen at the same time resolves next (the cards
    /// whose abilities they are).
    First {
        /// The cards of the waiting abilities.
        options: Vec<CardId>,
    },
    /// Where in the deck: the answer is an index (0: on top; `size`: at the bottom, under
    /// every card).
    Position {
        /// Cards in the deck.
        size: u8,
    },
    /// Pick a Supply pile (to put a token on), by its card.
    Pile {
        /// The piles' cards to pick from.
        options: Vec<CardId>,
    },
    /// Name a card.
    NameCard {
        /// Card kinds one may name.
        options: Vec<CardId>,
    },
}

/// The options of a `choose two` still open: those of `n` not in `taken`.
pub fn open_options(n: u8, taken: u16) -> impl Iterator<Item = u8> {
    (0..n).filter(move |&i| taken & (1 << i) == 0)
}

/// A turn move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Move {
    /// Play this card from hand.
    Play(Inst),
    /// Play every Treasure in hand, one after the other, in hand order.
    PlayTreasures,
    /// Buy a card from the Supply.
    Buy(CardId),
    /// End the current phase (the Action phase, or the Buy phase and so the turn).
    EndPhase,
}

/// An answer to a [`Decision`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Choice {
    /// A move, for [`DecisionKind::Move`].
    Move(Move),
    /// Cards (instances), for `Cards` and `Play`; the empty list for none.
    Cards(Vec<Inst>),
    /// A card kind, for `Gain` and `NameCard`; `None` for no gain.
    Kind(Option<CardId>),
    /// Yes / no.
    Yes(bool),
    /// The index of an option (0 = first), for `ChooseOne`, `ChooseSome` and `Order`.
    Index(u8),
}

impl Game {
    /// Ask a player.
    pub(crate) fn ask(&mut self, player: PlayerId, card: Option<CardId>, kind: DecisionKind) {
        self.state.pending = Some(Decision {
            player,
            card,
            for_player: None,
            kind,
        });
    }

    /// Ask `player` a question about a choice that is `about`'s (their cards, their
    /// options): the decision names `about` when it is another player. Kept out of line:
    /// the interpreter's loop asks rarely, and stays smaller without it.
    #[inline(never)]
    pub(crate) fn ask_for(
        &mut self,
        player: PlayerId,
        about: PlayerId,
        card: Option<CardId>,
        kind: DecisionKind,
    ) {
        let for_player = (about != player).then_some(about);
        self.state.pending = Some(Decision {
            player,
            card,
            for_player,
            kind,
        });
    }
}

//! A bot never plays forever in one turn. A card can make a turn endless for a player
//! who always says yes (a Treasure that returns to the hand, a `you may` that sets
//! itself off again); a person stops, and so does a bot: after [`LIMIT`] answers in one
//! turn it gives the least answer to every question until the turn ends (ends the
//! phase, declines, takes the fewest cards).

use crate::engine::{Choice, Decision, DecisionKind, Game, Move};

/// Answers a bot gives in one turn before it holds back.
pub(crate) const LIMIT: u32 = 400;

/// A bot's count of its answers in the current turn.
#[derive(Debug, Default, Clone, Copy)]
pub(crate) struct PerTurn {
    turn: u32,
    answers: u32,
}

impl PerTurn {
    /// The turn and how many answers were counted in it (the last question's place).
    pub(crate) fn count(&self) -> (u32, u32) {
        (self.turn, self.answers)
    }

    /// Count one more answer; true once the turn has had more than [`LIMIT`].
    pub(crate) fn exhausted(&mut self, game: &Game) -> bool {
        let turn = game.state.turn.number;
        if turn != self.turn {
            *self = PerTurn { turn, answers: 0 };
        }
        self.answers += 1;
        self.answers > LIMIT
    }
}

/// The answer that does the least: end the phase, no, none, or the fewest cards.
pub(crate) fn least(d: &Decision) -> Choice {
    match &d.kind {
        DecisionKind::Move => Choice::Move(Move::EndPhase),
        DecisionKind::Cards {
            options,
            min,
            optional,
            ..
        } => {
            let k = if *optional { 0 } else { *min as usize };
            Choice::Cards(options.iter().copied().take(k).collect())
        }
        DecisionKind::Play { options, min } => {
            Choice::Cards(options.iter().copied().take(*min as usize).collect())
        }
        DecisionKind::Gain { options, optional } => Choice::Kind(if *optional {
            None
        } else {
            options.first().copied()
        }),
        DecisionKind::YesNo => Choice::Yes(false),
        DecisionKind::ChooseOne { .. } | DecisionKind::Order | DecisionKind::Position { .. } => {
            Choice::Index(0)
        }
        DecisionKind::ChooseSome { n, taken } => {
            Choice::Index(crate::engine::open_options(*n, *taken).next().unwrap_or(0))
        }
        DecisionKind::NameCard { options }
        | DecisionKind::First { options }
        | DecisionKind::Pile { options } => Choice::Kind(options.first().copied()),
    }
}

//! The interpreter's stack: the frames of running abilities and of the turn's own steps
//! (gains, buys, plays, reactions, orders), an ability's variables and loops over
//! players, and the pool that keeps finished frames for reuse. Part of the game state
//! ([`super::state`]); all of it serializes with serde.

use super::copy::clone_fields;
use super::ids::{CardRef, Inst, PlayerId};
use crate::db::CardId;
use serde::{Deserialize, Serialize};

/// The variables of a running ability: what earlier effects handled.
#[derive(Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Vars {
    /// `it`: the event's card, or the card found by `reveal ... until`.
    pub it: Vec<CardRef>,
    /// `the trashed card(s)`
    pub trashed: Vec<CardRef>,
    /// `the discarded card(s)`
    pub discarded: Vec<CardRef>,
    /// `the revealed card(s)`
    pub revealed: Vec<CardRef>,
    /// `the gained card(s)`
    pub gained: Vec<CardRef>,
    /// `the set aside card(s)`
    pub set_aside: Vec<CardRef>,
    /// The cards the last `put` or `return` moved.
    pub moved: Vec<CardRef>,
    /// `the named card`
    pub named: Option<CardId>,
    /// `the drawn cards` (recorded only in games with a card that refers to them).
    #[serde(default)]
    pub drawn: Vec<CardRef>,
}

impl Vars {
    /// Empty every list (keeping their buffers) and forget the named card.
    pub(crate) fn clear(&mut self) {
        let Vars {
            it,
            trashed,
            discarded,
            revealed,
            gained,
            set_aside,
            moved,
            named,
            drawn,
        } = self;
        for v in [
            it, trashed, discarded, revealed, gained, set_aside, moved, drawn,
        ] {
            v.clear();
        }
        *named = None;
    }

    /// The lists of cards a player block gathers from its players (not `it`), in the
    /// order of [`Vars::gathered_mut`].
    pub(crate) fn gathered(&self) -> [&Vec<CardRef>; 7] {
        [
            &self.drawn,
            &self.trashed,
            &self.discarded,
            &self.revealed,
            &self.gained,
            &self.set_aside,
            &self.moved,
        ]
    }

    /// The lists of cards a player block gathers from its players (not `it`).
    pub(crate) fn gathered_mut(&mut self) -> [&mut Vec<CardRef>; 7] {
        [
            &mut self.drawn,
            &mut self.trashed,
            &mut self.discarded,
            &mut self.revealed,
            &mut self.gained,
            &mut self.set_aside,
            &mut self.moved,
        ]
    }
}

/// What set off a triggered ability.
#[derive(Debug, Clone, Copy, Default, PartialEq, Serialize, Deserialize)]
pub struct EventCtx {
    /// Stack index of the gain an `instead` would cancel.
    pub gain_frame: Option<u32>,
    /// The event's card was bought.
    pub bought: bool,
    /// The Supply pile the event's card came from.
    pub pile: Option<u8>,
    /// The attack being reacted to.
    pub attack: u32,
    /// The player who caused the event (`they` in the trigger's body).
    #[serde(default)]
    pub actor: PlayerId,
    /// For a gain on the current turn, how many gains of that turn there were with it
    /// (0: not such a gain): `this is the third time you gained ...` counts up to it.
    #[serde(default)]
    pub gains: u16,
}

/// An unfinished loop over players, boxed: a frame's loops and the pool of finished
/// ones move a pointer, not the state.
pub type Loop = Box<LoopState>;

/// The state of an unfinished loop over players (see [`Loop`]).
#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename = "Loop")]
pub struct LoopState {
    /// "You" before the loop.
    pub saved: PlayerId,
    /// Players still to come, in order.
    pub rest: Vec<PlayerId>,
    /// The ability's variables before the loop: each player's turn in it starts from
    /// them (the cards one player handles are not another's).
    #[serde(default)]
    pub outer: Vars,
    /// The cards the block's players handled so far (trashed, discarded, revealed,
    /// gained, set aside, moved), all of them together: after the block they are `the
    /// trashed cards` (Noble Brigand's owner gains them), `the discarded cards`, ...
    #[serde(default)]
    pub gathered: Vars,
    /// How many cards the ability had put into the revealed zone when this player's turn
    /// in the block began: the ones after are this player's to put back.
    #[serde(default)]
    pub shown: usize,
}

/// A running ability of a card: the interpreter's frame.
#[derive(Debug, PartialEq, Serialize, Deserialize)]
pub struct Prog {
    /// Next instruction.
    pub pc: u32,
    /// The card whose text runs.
    pub card: CardId,
    /// The very card (`this`), where it was when the ability started.
    pub this: Option<CardRef>,
    /// The card's owner: "you" of the ability.
    pub owner: PlayerId,
    /// "You" right now (another player inside `each other player: ...`).
    pub you: PlayerId,
    /// The last effect was done (`if you did`).
    pub did: bool,
    /// The last "choose one" answer.
    pub choice: u8,
    /// The options chosen by the last `choose two` (one bit each).
    #[serde(default)]
    pub chosen: u16,
    /// Progress of a multi-step instruction.
    pub step: u16,
    /// A number fixed at the first step of a multi-step instruction.
    pub n: u16,
    /// Non-zero while an Attack's play runs: its attack number.
    pub attack: u32,
    /// An ability of a lasting rule an Attack set up: who is unaffected by it was settled
    /// when the Attack was played (seed 001, Leuchtturm: Lighthouse protects only from
    /// Attacks played after it), not by protection gained since.
    #[serde(default)]
    pub lasting: bool,
    /// What earlier effects handled.
    pub vars: Vars,
    /// Open loops over players.
    pub loops: Vec<Loop>,
    /// What a Duration effect of this ability keeps in play: this card, and the card
    /// that played it several times (a Throne Room), if any.
    pub chain: Vec<Inst>,
    /// The event, for triggered abilities.
    pub event: EventCtx,
    /// A triggered ability of a card in a zone (hand, play, set aside): it does nothing
    /// if the card has left that zone before it resolves.
    pub guard: bool,
    /// A delayed effect: the log names its card when it starts.
    pub announce: bool,
    /// A `once this turn` trigger (the id of its lasting rule): it does nothing if the
    /// rule was used up meanwhile, and uses it up when its effect is done.
    #[serde(default)]
    pub once: Option<u32>,
    /// Every card this ability put into the revealed zone (revealed or looked at from a
    /// deck), in order: those still there when it ends go back onto their deck, so no
    /// card outlives the ability that revealed it.
    #[serde(default)]
    pub shown: Vec<Inst>,
}

/// Gaining a card from a Supply pile, step by step.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct GainFrame {
    /// Who gains.
    pub player: PlayerId,
    /// From which pile.
    pub pile: u8,
    /// A card gained from elsewhere than its pile (`gain the trashed cards`): that card;
    /// `pile` is then unused.
    pub card: Option<Inst>,
    /// Where to.
    pub to: crate::db::Dest,
    /// As part of a buy.
    pub bought: bool,
    /// 0: would-gain triggers; 1: gain and gain triggers; 2: done.
    pub step: u8,
    /// An `instead` cancelled it.
    pub cancelled: bool,
    /// The gained card, where it arrived.
    pub inst: Option<CardRef>,
}

/// Buying a card, step by step.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct BuyFrame {
    /// Who buys.
    pub player: PlayerId,
    /// Which pile.
    pub pile: u8,
    /// 0: pay and buy triggers; 1: gain; 2: done.
    pub step: u8,
}

// A gain's or a buy's frame holds nothing to free: the frames popped or overwritten are
// forgotten rather than dropped (`procedures.rs`, `Frame`'s `clone_from`). A field that
// owns memory would leak there: this stops the build instead.
const _: () = assert!(
    !std::mem::needs_drop::<GainFrame>() && !std::mem::needs_drop::<BuyFrame>(),
    "gain and buy frames are forgotten, not dropped: they must own nothing"
);

/// Playing a card (possibly several times), step by step.
#[derive(Debug, PartialEq, Serialize, Deserialize)]
pub struct PlayFrame {
    /// Who plays.
    pub player: PlayerId,
    /// The card.
    pub card: Inst,
    /// How often.
    pub times: u8,
    /// How often so far.
    pub done: u8,
    /// The keep chain of the ability that played it: its first card is the player.
    pub chain: Vec<Inst>,
}

/// One unfinished piece of work on the interpreter's stack.
#[derive(Debug, PartialEq, Serialize, Deserialize)]
pub enum Frame {
    /// A card's ability.
    Prog(Box<Prog>),
    /// A gain.
    Gain(GainFrame),
    /// A buy.
    Buy(BuyFrame),
    /// A play.
    Play(PlayFrame),
    /// Abilities of one player that happen at the same time: the player chooses which
    /// resolves next.
    Order(OrderFrame),
    /// The window in which players react to an Attack being played.
    React(ReactFrame),
}

/// Players reacting to an Attack, until no unused reaction is left.
#[derive(Debug, PartialEq, Serialize, Deserialize)]
pub struct ReactFrame {
    /// Who played the Attack.
    pub player: PlayerId,
    /// The Attack card.
    pub card: Inst,
    /// The attack's number.
    pub attack: u32,
    /// Abilities already used in this window (card, and the card instance).
    pub used: Vec<(CardId, Option<Inst>)>,
}

/// Abilities waiting for their player to choose their order.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct OrderFrame {
    /// Who chooses.
    pub player: PlayerId,
    /// The abilities not yet resolved.
    pub frames: Vec<Frame>,
}

/// Finished ability frames (or loops over players) kept to be used again, with their
/// buffers (so an ability that starts allocates nothing). A copy of the game starts with
/// none of its own.
#[derive(Debug)]
pub(crate) struct Pool<T>(std::cell::RefCell<Vec<T>>);

/// Finished ability frames.
pub(crate) type ProgPool = Pool<Box<Prog>>;

impl<T> Default for Pool<T> {
    fn default() -> Self {
        Pool(std::cell::RefCell::new(vec![]))
    }
}

impl<T> Pool<T> {
    /// How many finished frames are kept at most.
    const KEEP: usize = 32;

    /// A kept one, if there is one.
    #[inline]
    pub(crate) fn take(&self) -> Option<T> {
        self.0.borrow_mut().pop()
    }

    /// Keep a finished one.
    #[inline]
    pub(crate) fn give(&self, p: T) {
        let mut v = self.0.borrow_mut();
        if v.len() < Self::KEEP {
            v.push(p);
        }
    }
}

impl<T> Clone for Pool<T> {
    fn clone(&self) -> Self {
        Pool::default()
    }
    fn clone_from(&mut self, _: &Self) {}
}

clone_fields!(Vars {
    named,
} copy {
    it,
    trashed,
    discarded,
    revealed,
    gained,
    set_aside,
    moved,
    drawn,
});
clone_fields!(Prog {
    pc,
    card,
    this,
    owner,
    you,
    did,
    choice,
    chosen,
    step,
    n,
    attack,
    lasting,
    vars,
    loops,
    event,
    guard,
    announce,
    once,
} copy {
    chain,
    shown,
});

impl Clone for Frame {
    fn clone(&self) -> Self {
        match self {
            Frame::Prog(p) => Frame::Prog(p.clone()),
            Frame::Gain(g) => Frame::Gain(g.clone()),
            Frame::Buy(b) => Frame::Buy(b.clone()),
            Frame::Play(p) => Frame::Play(p.clone()),
            Frame::Order(o) => Frame::Order(o.clone()),
            Frame::React(r) => Frame::React(r.clone()),
        }
    }

    /// An ability's frame is copied into the one already there, in its buffers.
    fn clone_from(&mut self, o: &Self) {
        match (self, o) {
            (Frame::Prog(p), Frame::Prog(q)) => p.clone_from(q),
            (Frame::Play(p), Frame::Play(q)) => p.clone_from(q),
            (Frame::React(p), Frame::React(q)) => p.clone_from(q),
            // A gain or a buy holds nothing to free: replaced without its drop.
            (s @ (Frame::Gain(_) | Frame::Buy(_)), o) => {
                std::mem::forget(std::mem::replace(s, o.clone()))
            }
            (s, o) => *s = o.clone(),
        }
    }
}

clone_fields!(PlayFrame {
    player,
    card,
    times,
    done,
} copy {
    chain,
});
clone_fields!(ReactFrame {
    player,
    card,
    attack,
} copy {
    used,
});
clone_fields!(LoopState {
    saved,
    outer,
    gathered,
    shown,
} copy {
    rest,
});

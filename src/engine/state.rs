//! The game state: every card instance and where it is, the players' zones, the Supply,
//! the turn, the interpreter's stack, and the RNG. All of it serializes with serde.

use super::decision::{Choice, Decision};
use super::event::Logged;
/// The instance and seat numbers, here where most of the engine has always taken them.
pub use super::frames::{
    BuyFrame, EventCtx, Frame, GainFrame, Loop, OrderFrame, PlayFrame, Prog, ReactFrame, Vars,
};
pub(crate) use super::frames::{Pool, ProgPool};
pub use super::ids::{CardRef, Inst, Loc, PlayerId, Zone};
use crate::db::{CardId, LastingId, TokenId};
use rand_pcg::Pcg32;
use serde::{Deserialize, Serialize};

use super::copy::clone_fields;

/// One player's cards and counters.
#[derive(Debug, Default, Serialize, Deserialize)]
pub struct Player {
    /// Name as given (set only at a set-up: a copy of a state of the same set-up does
    /// not copy it again, see `State::setup`).
    pub name: String,
    /// Deck; the top card is the last.
    pub deck: Vec<Inst>,
    /// Hand, in drawing order.
    pub hand: Vec<Inst>,
    /// Discard pile; the top card is the last.
    pub discard: Vec<Inst>,
    /// Cards in play.
    pub play: Vec<Inst>,
    /// Set-aside cards.
    pub set_aside: Vec<Inst>,
    /// Cards revealed or looked at by an unfinished effect.
    pub revealed: Vec<Inst>,
    /// Per-player mats, by mat index.
    pub mats: Vec<Vec<Inst>>,
    /// Tokens on the player's own mats, by mat index (none when empty).
    #[serde(default)]
    pub mat_tokens: Vec<u32>,
    /// VP tokens.
    pub vp_tokens: i32,
    /// Turns taken, extra turns not counted (for the tie-break).
    pub turns: u32,
    /// Card kinds gained during this player's last turn.
    pub gained_last_turn: Vec<CardId>,
    /// Size of the next hand, when an effect changed it.
    pub next_hand: Option<u8>,
    /// Player setting: skip an Action phase with no Action card to play, and play all
    /// Treasures at the start of the Buy phase (as the online clients offer).
    pub autoplay: bool,
}

impl Player {
    /// Every card the player has: deck, hand, discard pile, play, set aside, revealed and
    /// their mats (what counts for the score; `Game::score` walks the same zones in a
    /// plain loop, which is faster on its hot path).
    pub fn cards(&self) -> impl Iterator<Item = Inst> + '_ {
        [
            &self.deck,
            &self.hand,
            &self.discard,
            &self.play,
            &self.set_aside,
            &self.revealed,
        ]
        .into_iter()
        .chain(self.mats.iter())
        .flat_map(|z| z.iter().copied())
    }
}

/// A Supply pile.
#[derive(Debug, Serialize, Deserialize)]
pub struct Pile {
    /// The card the pile is of.
    pub card: CardId,
    /// Its cards; the top one is the last.
    pub cards: Vec<Inst>,
    /// Tokens on it (token indices).
    pub tokens: Vec<TokenId>,
    /// A Kingdom pile (as opposed to a basic one).
    pub kingdom: bool,
    /// How many cards it started with (0: not known, in a game saved before it was kept).
    #[serde(default)]
    pub size: u16,
}

clone_fields!(Pile {
    card,
    kingdom,
    size,
} copy {
    cards,
    tokens,
});

/// Turn phases.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// Start of turn: Durations resolve.
    Start,
    /// Action phase.
    Action,
    /// Buy phase.
    Buy,
    /// End of the Buy phase: delayed effects.
    EndBuy,
    /// Clean-up: discarding.
    Cleanup,
    /// Clean-up: drawing the next hand (after what discarding set off).
    CleanupDraw,
    /// The game has ended.
    Over,
}

/// What is true about the current turn.
#[derive(Debug, Serialize, Deserialize)]
pub struct Turn {
    /// Whose turn.
    pub player: PlayerId,
    /// Turn number over the whole game, from 1.
    pub number: u32,
    /// An extra turn (does not count for the tie-break).
    pub extra: bool,
    /// Phase.
    pub phase: Phase,
    /// Actions left.
    pub actions: i32,
    /// Buys left.
    pub buys: i32,
    /// Coins available.
    pub coins: i32,
    /// A card was bought this turn (no more Treasures may be played).
    pub bought: bool,
    /// Playing all Treasures in hand, one after the other.
    pub autoplay: bool,
    /// The Treasures played so far by this "play all Treasures": each is played once,
    /// even one whose play puts it back into the hand.
    #[serde(default)]
    pub autoplayed: Vec<Inst>,
    /// Cards played this turn, one entry per play (Throne Room replays included), with
    /// who played them (a Reaction may be played in another player's turn).
    pub plays: Vec<(PlayerId, CardId)>,
    /// Cards gained by the current player this turn, with "in the Buy phase".
    pub gains: Vec<(CardId, bool)>,
    /// Who took the previous turn.
    pub previous: Option<PlayerId>,
}

impl Turn {
    /// Make ready for a turn of `player`: its start, 1 Action, 1 Buy, $0, nothing played,
    /// bought or gained yet.
    pub fn begin(&mut self, player: PlayerId) {
        self.player = player;
        self.phase = Phase::Start;
        self.actions = 1;
        self.buys = 1;
        self.coins = 0;
        self.bought = false;
        self.autoplay = false;
        self.plays.clear();
        self.gains.clear();
    }
}

/// When a delayed effect happens.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum When {
    /// At the start of its owner's next turn.
    NextTurn,
    /// At the end of the current Buy phase.
    EndOfBuyPhase,
}

/// An effect waiting for its time (Durations, Treasury).
#[derive(Debug, PartialEq, Serialize, Deserialize)]
pub struct Delayed {
    /// When.
    pub when: When,
    /// Whose.
    pub owner: PlayerId,
    /// Entry point (`None`: nothing to do, just keep the cards in play).
    pub pc: Option<u32>,
    /// The card whose text it is.
    pub card: CardId,
    /// The card itself.
    pub this: Option<CardRef>,
    /// The variables when it was set up.
    pub vars: Vars,
    /// Cards it keeps in play until it happened.
    pub keep: Vec<Inst>,
}

/// A lasting rule in force.
#[derive(Debug, PartialEq, Serialize, Deserialize)]
pub struct Active {
    /// Its id in this game (for `once this turn` rules).
    #[serde(default)]
    pub id: u32,
    /// Which rule (index into the database's lasting rules).
    pub def: LastingId,
    /// Whose.
    pub owner: PlayerId,
    /// The card whose text it is.
    pub card: CardId,
    /// The card itself.
    pub this: Option<CardRef>,
    /// The variables when it was set up.
    pub vars: Vars,
    /// The Attack that set it up (0: none): players unaffected by that Attack stay
    /// unaffected by what the rule does later (seed 000, Cauldron with Moat); those
    /// unaffected by every Attack then (Lighthouse) are remembered when it is set up.
    #[serde(default)]
    pub attack: u32,
    /// `while <card> is set aside`: in force while that card is still where it was.
    #[serde(default)]
    pub tie: Option<CardRef>,
}

/// The whole state of a game.
#[derive(Debug, Serialize, Deserialize)]
pub struct State {
    /// The kind of each instance.
    pub kinds: Vec<CardId>,
    /// Where each instance is, as last noted: exact outside the players' own zones; for a
    /// card in a player's deck, hand, discard pile or play it says that player and one of
    /// those four zones, not necessarily the one (drawing, playing Treasures, Clean-up and
    /// shuffling move cards among them without noting it). Read it with [`State::loc`] or
    /// [`State::is_at`].
    pub locs: Vec<Loc>,
    /// Players in turn order.
    pub players: Vec<Player>,
    /// Supply piles.
    pub supply: Vec<Pile>,
    /// The pile of each card kind, if it has one.
    pub pile_of: Vec<Option<u8>>,
    /// The trash.
    pub trash: Vec<Inst>,
    /// Tokens on shared mats, by mat index.
    pub mat_tokens: Vec<u32>,
    /// The turn.
    pub turn: Turn,
    /// The interpreter's stack of unfinished work.
    pub stack: Vec<Frame>,
    /// Delayed effects.
    pub delayed: Vec<Delayed>,
    /// Lasting rules in force.
    pub lasting: Vec<Active>,
    /// Lasting rules set up so far (the next one's id).
    #[serde(default)]
    pub lasting_ids: u32,
    /// Extra turns to be taken after this one, in the order they were given (each effect
    /// that gives one adds one; a card's own text says when it gives none).
    #[serde(default)]
    pub extra_turns: Vec<PlayerId>,
    /// Who is unaffected by which Attack (player, attack number): remembered per Attack,
    /// so an Attack whose effect lasts still spares whoever was unaffected when it was
    /// played, whatever Attacks came since.
    pub unaffected: Vec<(PlayerId, u32)>,
    /// Attacks played so far.
    pub attacks: u32,
    /// The game's only source of randomness.
    pub rng: Pcg32,
    /// The set-up this state comes from: new ([`State::fresh_stamp`]) at each set-up of
    /// the Supply, at each card instance created (`State::create`), for a new game and
    /// for a state read from a file. The kinds of the instances and the piles of the card
    /// kinds (`kinds`, `pile_of`) change only then: a copy of a state of the same set-up
    /// with as many instances does not copy them again (`State::prepare_copy`; debug
    /// builds check it).
    #[serde(skip, default = "State::fresh_stamp")]
    pub(crate) setup: u64,
    /// Per Supply pile, its stamp: new ([`State::fresh_stamp`]) at each change to its
    /// cards or tokens noted by a writer ([`State::pile_cards_mut`],
    /// [`State::pile_tokens_mut`]); a pile without one (past the end) has stamp 0. The
    /// set-up leaves the stamps as they were (its own is new). A writer that only takes
    /// the top card of a pile (a buy's direct gain) need not note it. So two piles of
    /// one set-up and one stamp with as many cards are the same pile: a copy of the game
    /// does not copy them again (`State::copy_supply`; debug builds check it).
    #[serde(skip)]
    pub(crate) pile_stamps: Vec<u64>,
    /// Ability frames a copy of the game no longer needed, kept for the next copy (see
    /// `State::copy_stack`): not part of the game (a copy has none of its own).
    #[serde(skip)]
    pub(crate) spare_progs: ProgPool,
    /// The decision the game waits for.
    pub pending: Option<Decision>,
    /// The answer to the pending decision, being consumed.
    pub answer: Option<Choice>,
    /// Whether events are recorded.
    pub logging: bool,
    /// The events so far (when logging).
    pub log: Vec<Logged>,
    /// Platinum and Colony are in the game.
    pub colonies: bool,
    /// End the turn without asking when that is the only legal move.
    pub auto_end: bool,
    /// What cost queries remember of the zones (see `memo.rs`).
    #[serde(skip)]
    pub(crate) cost_memo: super::memo::CostMemo,
    /// Stamps of what each player holds (see `memo.rs`).
    #[serde(skip)]
    pub(crate) owned: super::memo::Owned,
}

impl Player {
    /// How many cards are in the player's own four zones (deck, hand, discard pile, play:
    /// what `Owned`'s journal, `src/engine/memo.rs`, keeps track of).
    #[inline]
    pub fn own_zones_len(&self) -> usize {
        self.deck.len() + self.hand.len() + self.discard.len() + self.play.len()
    }

    /// Every zone of the player's cards: deck, hand, discard pile, play, set aside,
    /// revealed, then each mat (what counts for the score).
    pub fn zones(&self) -> impl Iterator<Item = &Vec<Inst>> {
        [
            &self.deck,
            &self.hand,
            &self.discard,
            &self.play,
            &self.set_aside,
            &self.revealed,
        ]
        .into_iter()
        .chain(self.mats.iter())
    }
}

clone_fields!(Player {
    vp_tokens,
    turns,
    next_hand,
    autoplay,
} shared {
} copy {
    deck,
    hand,
    discard,
    play,
    set_aside,
    revealed,
    mat_tokens,
    gained_last_turn,
} lists {
    mats,
} fresh {
} own {
    name,
} prepare |_, _| {});
clone_fields!(Turn {
    player,
    number,
    extra,
    phase,
    actions,
    buys,
    coins,
    bought,
    autoplay,
    previous,
} copy {
    autoplayed,
    plays,
    gains,
});
clone_fields!(State {
    setup,
    players,
    turn,
    delayed,
    lasting,
    lasting_ids,
    attacks,
    rng,
    pending,
    answer,
    logging,
    log,
    colonies,
    auto_end,
    cost_memo,
    owned,
} shared {
} copy {
    locs,
    trash,
    mat_tokens,
    extra_turns,
    unaffected,
    pile_stamps,
} lists {
} fresh {
} own {
    supply,
    kinds,
    pile_of,
    stack,
    spare_progs,
} prepare State::prepare_copy);

clone_fields!(Delayed {
    when,
    owner,
    pc,
    card,
    this,
    vars,
} copy {
    keep,
});
clone_fields!(Active {
    id,
    def,
    owner,
    card,
    this,
    vars,
    attack,
    tie,
});

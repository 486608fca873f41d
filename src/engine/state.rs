//! The game state: every card instance and where it is, the players' zones, the Supply,
//! the turn, the interpreter's stack, and the RNG. All of it serializes with serde.

use super::decision::{Choice, Decision};
use super::event::Logged;
/// The instance and seat numbers, here where most of the engine has always taken them.
pub use super::ids::{Inst, PlayerId};
use crate::db::{CardId, LastingId, TokenId};
use rand_pcg::Pcg32;
use serde::{Deserialize, Serialize};

use super::copy::clone_fields;

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
    /// turn moves cards without noting it in [`State::locs`].
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

/// An unfinished loop over players.
#[derive(Debug, PartialEq, Serialize, Deserialize)]
pub struct Loop {
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
clone_fields!(Loop {
    saved,
    outer,
    gathered,
    shown,
} copy {
    rest,
});
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

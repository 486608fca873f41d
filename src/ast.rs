//! The abstract syntax of the effect language.
//!
//! A card's `rules` text parses into [`Rules`]: a list of [`Ability`]s. Names of cards,
//! card types, mats and tokens stay unresolved [`Ident`]s here; the checker
//! (`check/`) resolves them against the card database and compiles the tree into the
//! interpreter's flat program. The printer (`print.rs`) turns a tree back into text, and
//! `parse(print(parse(s))) == parse(s)` holds for every card.
//!
//! Equality ignores source positions, so a re-parsed tree compares equal.
//!
//! The terms every effect is built from (which cards, how many, when) are in `terms.rs`.
//!
//! [`walk`] is the one walk over the tree: a [`walk::Visitor`] sees every node of a text
//! without listing which variants carry which children.

use serde::{Deserialize, Serialize};

mod terms;
pub mod walk;

pub use terms::*;

/// A name as written in the rules text (a card, type, mat or token), with its byte span
/// inside the rules text. Two idents are equal when their texts are.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Ident {
    /// The words as written, single-spaced (`Border Village`, `Victory`, `trade route`).
    pub text: String,
    /// Byte range inside the rules text, for diagnostics.
    pub span: Span,
}

impl PartialEq for Ident {
    fn eq(&self, other: &Self) -> bool {
        self.text == other.text
    }
}
impl Eq for Ident {}

impl Ident {
    /// An ident without a position (for trees built in code).
    pub fn new(text: impl Into<String>) -> Self {
        Ident {
            text: text.into(),
            span: Span::NONE,
        }
    }
}

/// A byte range inside a rules text, for diagnostics: the one span type of the tree, carried
/// by [`Ident`]s, by the variants a check locates (`Effect::Gain`, `Effect::Lasting`, ...)
/// and by [`Rules::spans`] for whole abilities, and taken by the checker's errors. Spans
/// never take part in equality: two trees that differ only in positions are equal (a
/// re-parsed tree compares equal).
#[derive(Debug, Clone, Copy, Default, Serialize, Deserialize)]
pub struct Span {
    /// First byte.
    pub start: u32,
    /// One past the last byte.
    pub end: u32,
}

impl PartialEq for Span {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}
impl Eq for Span {}

impl Span {
    /// No position (trees built in code).
    pub const NONE: Span = Span { start: 0, end: 0 };
}

/// Everything a card does: its abilities in the order written.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Rules {
    /// The abilities, one per sentence group.
    pub abilities: Vec<Ability>,
    /// Where each ability's first sentence is in the text (for errors about a whole
    /// ability); empty for trees built in code.
    #[serde(default, skip)]
    pub spans: AbilitySpans,
}

/// The spans of a card's abilities, one per ability. Like [`Span`], never part of the
/// tree's equality.
#[derive(Debug, Clone, Default)]
pub struct AbilitySpans(pub Vec<Span>);

impl PartialEq for AbilitySpans {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}
impl Eq for AbilitySpans {}

impl Rules {
    /// The span of ability `i` (no position if unknown).
    pub fn span(&self, i: usize) -> Span {
        self.spans.0.get(i).copied().unwrap_or(Span::NONE)
    }
}

/// One ability of a card.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Ability {
    /// Plain sentences: what happens when the card is played.
    Play(Block),
    /// `worth <amount> VP`: the card's victory points at game end.
    Worth(Amount),
    /// `setup: ...`: done once when a game using this card is set up.
    Setup(Block),
    /// `[scope,] when <trigger>: <effects>`.
    Triggered(Triggered),
    /// `[scope:] <static rule>`: a rule in force while the scope holds.
    Static(Scope, Static),
}

/// Where a card must be for one of its triggered or static abilities to be in force.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Scope {
    /// No prefix: abilities about this very card (`when you gain this`), or a static
    /// about this card wherever it is (`this costs $2 less ...`, `you can't buy this ...`).
    This,
    /// `while this is in play`.
    InPlay,
    /// `while this is in your hand` (Reactions).
    InHand,
    /// `while this is set aside`.
    SetAside,
    /// `in games using this`: in force for every player whenever the card is in the game.
    Game,
}

/// A triggered ability.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Triggered {
    /// Where the card must be.
    pub scope: Scope,
    /// What sets it off.
    pub trigger: Trigger,
    /// What happens then.
    pub body: Block,
}

/// `when <who> <event> <object>`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Trigger {
    /// Whose action sets it off, relative to the card's owner.
    pub who: Who,
    /// The kind of event.
    pub event: EventKind,
    /// The card the event is about.
    pub object: Object,
    /// `on their turn`: only when the event's player is the player whose turn it is.
    pub own_turn: bool,
}

/// A player relative to the owner of the card ("you").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Who {
    /// `you`
    You,
    /// `another player`
    AnotherPlayer,
    /// `any player`
    AnyPlayer,
    /// `the player to your right`
    Right,
    /// `the player to your left`
    Left,
}

/// Events a trigger can listen to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum EventKind {
    /// `gain(s)`: after the card arrived where it was gained to.
    Gain,
    /// `would gain`: before a gain happens; the body may replace it (`... instead`).
    WouldGain,
    /// `buy(s)`: after paying, before the gain.
    Buy,
    /// `trash(es)`
    Trash,
    /// `discard(s) ... outside clean-up`
    DiscardOutsideCleanup,
    /// `discard(s) ... from play` (in Clean-up)
    DiscardFromPlay,
    /// `play(s)`: before the played card's effects (Attack reactions).
    Play,
}

/// The card an event is about.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Object {
    /// `this`
    This,
    /// `a card`, `a Victory card`, `an Attack`, `a card you bought`, ...
    Card(Filter),
}

/// Static rules: in force while their scope holds, never "happening".
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Static {
    /// `<cards> cost $N less [per ...] [during your buy phase]` (never below $0).
    CostLess {
        /// Which cards are cheaper (`this`, `cards`, `Action cards`).
        what: Object,
        /// By how much.
        by: Amount,
        /// Only while this holds.
        cond: Option<Cond>,
    },
    /// `you can't buy <cards> [if <cond>]`.
    CannotBuy {
        /// Which cards.
        what: Object,
        /// Only while this holds.
        cond: Option<Cond>,
    },
    /// `you are unaffected by other players' Attacks`.
    Immune,
    /// `this is gained onto your deck`: where this card goes when gained, instead of the
    /// discard pile (the span of the destination, for diagnostics).
    GainedTo(Dest, Span),
}

/// A sequence of effects, done in order.
pub type Block = Vec<Effect>;

/// Who answers a `choose one` or picks the cards of a selection.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum Chooser {
    /// `choose one`: the player doing the effects (inside a player block, that player).
    #[default]
    Player,
    /// `you choose one`, `a revealed Silver or Gold you choose`: the card's owner, also
    /// for the player of a player block (Oracle, Noble Brigand).
    Owner,
}

/// Resources a player gets with `+N ...`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Resource {
    /// `+N card(s)`: draw.
    Cards,
    /// `+N action(s)`
    Actions,
    /// `+N buy(s)`
    Buys,
    /// `+$N`
    Coins,
    /// `+N VP`: victory point tokens.
    Vp,
}

/// One instruction.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Effect {
    /// `+2 cards`, `+$1 per Treasure you have in play`, `-$1 per card in your hand`.
    Plus(Resource, Amount),
    /// `draw a card` / `draw N cards` (the same as `+N cards`, for other players' text).
    Draw(Amount),
    /// `draw until you have N cards in hand`; with `, setting aside any <filter> you
    /// choose`, each drawn card of that kind may be set aside as it is drawn (it then
    /// does not count).
    DrawUntil(u8, Option<Filter>),
    /// `gain a Silver`, `gain 2 Golds onto your deck`, `gain a Silver per $1 it costs`,
    /// `gain a Curse and a Copper` (one gain after the other, in the order written).
    Gain {
        /// What is gained, at least one item.
        items: Vec<GainItem>,
        /// Where it goes (discard pile unless said).
        to: Dest,
        /// Where the destination is written (the whole gain if none is), for diagnostics.
        span: Span,
    },
    /// `trash`, `discard`, `reveal`, `look at`, `set aside`, `put ... <dest>`, `return`.
    Move {
        /// What is done to the cards.
        verb: Verb,
        /// Which cards (`this and a card from your hand`).
        cards: Vec<Selection>,
        /// Where they go: the parsed destination for `put`; [`Dest::Trash`] for `trash`,
        /// [`Dest::Discard`] for `discard`, [`Dest::SetAside`] for `set aside`,
        /// [`Dest::Supply`] for `return`. `reveal` and `look at` move nothing: their `to` is
        /// [`Dest::Back`], meaning the cards stay where they are (an interpreter must not
        /// move them).
        to: Dest,
    },
    /// `reveal cards from your deck until you reveal a <filter>`, `... until you reveal 2
    /// Treasures`: reveals until that many matching cards are revealed, or the deck and
    /// the discard pile run out; `it` is the matching cards.
    RevealUntil(u8, Filter),
    /// `play <selection> [N times]`.
    Play {
        /// Which card.
        cards: Selection,
        /// How often (`twice` = 2).
        times: u8,
    },
    /// `name a card`.
    NameCard,
    /// `passes <selection> to the player to their left` (inside a player block; with
    /// `true`, `to the next such player to their left`: the next one who passes a card).
    /// Every player of the block chooses first; then all the cards move at once.
    Pass(Selection, bool),
    /// `exchange <ref> for a <filter>`: return it to its pile, take the other in its place.
    Exchange(Ref, Filter),
    /// `you may <effect>`.
    May(Box<Effect>),
    /// `<effect> for <effects>`, `<effect> to <effects>`: the effects happen only if the
    /// first one was done (`you may discard a Treasure for +3 cards and +1 action`); the
    /// same as `<effect>. if you did: <effects>`.
    Payoff {
        /// The effect that must be done (`you may discard a Treasure`).
        cost: Box<Effect>,
        /// `for` or `to`, as written.
        word: PayWord,
        /// What it pays for.
        then: Block,
    },
    /// `if <cond>: <then> [otherwise: <else>]`.
    If(Cond, Block, Block),
    /// `choose one: <a>; or <b>; ...`.
    ChooseOne(Vec<Block>, Chooser),
    /// `choose two: <a>; or <b>; ...`, `choose one per type it has: ...`: that many
    /// different options (all of them, if there are fewer), done in the order written.
    ChooseSome(Amount, Vec<Block>, Chooser),
    /// `in either order: <a>; <b>` (the span of the words `in either order`).
    EitherOrder(Vec<Block>, Span),
    /// `each other player: ...`, `each player: ...`, `the player to your left: ...`.
    ForPlayers(Players, Block),
    /// A block that runs later (`at the start of your next turn: ...`): see [`Delay`].
    Delayed(Delay, Block),
    /// `this turn: <rule>`, `until your next turn: <rule>` (the span of the rule, for
    /// diagnostics).
    Lasting(Lasting, Box<LastingRule>, Span),
    /// `take an extra turn after this one`.
    ExtraTurn,
    /// `you draw only N cards for your next hand`.
    NextHandSize(u8),
    /// `you are unaffected by that Attack` (its span).
    Unaffected(Span),
    /// `<effect> instead`: replaces the event that triggered this ability (the span of
    /// `instead`).
    Instead(Box<Effect>, Span),
    /// `put a <token> token on each <filter> Supply pile`.
    PutTokens(Ident, Filter),
    /// `put a <token> token on a <filter> Supply pile` (the player picks one), `... on your
    /// <mat> mat`.
    PutToken(Ident, TokenPlace),
    /// `move the <token> token from its pile to the <mat> mat`.
    MoveToken(Ident, Ident),
}

// ---------------------------------------------------------------- Walking the tree

impl Ability {
    /// The effects of an ability that has a body (play, setup, a trigger's body).
    pub fn body(&self) -> Option<&Block> {
        match self {
            Ability::Play(b) | Ability::Setup(b) => Some(b),
            Ability::Triggered(t) => Some(&t.body),
            Ability::Worth(_) | Ability::Static(..) => None,
        }
    }
}

impl Effect {
    /// The effect this one wraps: `X` in `you may X` and `X instead`, the cost of a
    /// payoff (`X` in `X for ...`).
    pub fn inner(&self) -> Option<&Effect> {
        match self {
            Effect::May(e) | Effect::Instead(e, _) | Effect::Payoff { cost: e, .. } => Some(e),
            _ => None,
        }
    }

    /// The blocks directly inside this effect, in the order of the text: both branches
    /// of an `if`, every option of a `choose one` or part of an `in either order`, the
    /// body of a player block, of a delayed effect, of a lasting trigger, and what a
    /// payoff pays for. The one place that knows which variants carry blocks.
    pub fn blocks(&self) -> impl Iterator<Item = &Block> {
        let (first, second, rest): (Option<&Block>, Option<&Block>, &[Block]) = match self {
            Effect::If(_, a, b) => (Some(a), Some(b), &[]),
            Effect::ChooseOne(v, _) | Effect::ChooseSome(_, v, _) | Effect::EitherOrder(v, _) => {
                (None, None, v)
            }
            Effect::ForPlayers(_, b) | Effect::Payoff { then: b, .. } | Effect::Delayed(_, b) => {
                (Some(b), None, &[])
            }
            Effect::Lasting(_, rule, _) => match rule.as_ref() {
                LastingRule::Triggered(_, b) => (Some(b), None, &[]),
                LastingRule::Static(_) => (None, None, &[]),
            },
            _ => (None, None, &[]),
        };
        first.into_iter().chain(second).chain(rest)
    }

    /// The effects directly inside this one, in the order of the text: the effect it
    /// wraps ([`Effect::inner`]), then those of its [`Effect::blocks`].
    pub fn children(&self) -> impl Iterator<Item = &Effect> {
        self.inner().into_iter().chain(self.blocks().flatten())
    }
}

/// The first answer of `f` in a walk of the effects in the order of the text, each
/// effect before the effects inside it; the walk does not go inside an effect `f`
/// answered for.
pub fn find_effect<'a, T>(
    block: &'a [Effect],
    f: &mut impl FnMut(&'a Effect) -> Option<T>,
) -> Option<T> {
    block.iter().find_map(|e| find_in(e, f))
}

fn find_in<'a, T>(e: &'a Effect, f: &mut impl FnMut(&'a Effect) -> Option<T>) -> Option<T> {
    f(e).or_else(|| e.children().find_map(|c| find_in(c, f)))
}

/// One item of a gain: `a Curse`, `2 Golds`, `a Silver per $1 it costs`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GainItem {
    /// How many (`a` = 1).
    pub count: Amount,
    /// Which card (from the Supply).
    pub what: Filter,
    /// Who picks the card (`gains a card costing the same as it you choose`: the card's
    /// owner, for the player of a player block).
    #[serde(default)]
    pub chooser: Chooser,
}

/// The word joining an effect to what it pays for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum PayWord {
    /// `for +3 cards and +1 action`
    For,
    /// `to draw a card`
    To,
}

/// When a [`Effect::Delayed`] block runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Delay {
    /// `at the start of your next turn: ...` (a Duration: keeps the card in play).
    NextTurn,
    /// `now and at the start of your next turn: ...`: the block runs now, and again then.
    NowAndNextTurn,
    /// `at the end of your buy phase this turn: ...`.
    EndOfBuyPhase,
}

/// How long a lasting rule stays in force.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Lasting {
    /// `this turn`
    ThisTurn,
    /// `until your next turn`
    UntilNextTurn,
    /// `once this turn`: a trigger that fires at most once.
    OnceThisTurn,
    /// `while <ref> is set aside`: as long as the card referred to stays where it was
    /// set aside (Blockade's gained card).
    WhileSetAside(Ref),
}

/// The rule set up by a lasting effect.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum LastingRule {
    /// A static rule (`cards cost $1 less`).
    Static(Static),
    /// A trigger (`when you gain a card you bought: ...`).
    Triggered(Trigger, Block),
}

/// Where [`Effect::PutToken`] puts a token.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum TokenPlace {
    /// `a <filter> Supply pile`: one the player picks.
    Pile(Filter),
    /// `your <mat> mat`
    Mat(Ident),
}

/// Sets of players an effect is done by, in turn order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Players {
    /// `each other player`, starting to your left.
    EachOther,
    /// `each player`, starting with you.
    Each,
    /// `the player to your left`
    Left,
    /// `the player to your right`
    Right,
    /// The player who caused the event that set off a triggered ability: `they` in
    /// `when another player gains ...: they gain a Curse`.
    Actor,
}

/// What is done to cards by [`Effect::Move`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Verb {
    /// `trash`
    Trash,
    /// `discard`
    Discard,
    /// `reveal`
    Reveal,
    /// `look at`
    LookAt,
    /// `set aside` (`face down` is a flag of the verb).
    SetAside {
        /// `face down`
        face_down: bool,
    },
    /// `put` (with a destination).
    Put,
    /// `return` (to its Supply pile).
    Return,
    /// `shuffle ... into your deck`: into the deck, which is then shuffled.
    Shuffle,
    /// `gain <cards referred to>` (`gain the trashed cards`): gains those very cards, from
    /// wherever they are (not from the Supply).
    Gain,
}

/// Where moved or gained cards go.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Dest {
    /// The discard pile (the default for gains; never printed for them).
    Discard,
    /// `into your hand`
    Hand,
    /// `onto your deck`
    Deck,
    /// `back` (onto the deck, where they came from, in the order they are given).
    Back,
    /// `onto your deck in any order`: the player chooses the order.
    DeckAnyOrder,
    /// `back in any order`: the player chooses the order.
    BackAnyOrder,
    /// `onto your <mat> mat`
    Mat(Ident),
    /// `setting it aside` for gains, `aside` for moves.
    SetAside,
    /// `into the trash`
    Trash,
    /// `to its pile`
    Supply,
    /// `anywhere in your deck`: at a place the player chooses.
    Anywhere,
}

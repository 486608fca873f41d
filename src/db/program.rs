//! The compiled program's parts: the instructions ([`Op`]) the interpreter runs, and what
//! they refer to in the database's side tables (references to cards, filters and their
//! atoms, amounts and counts, conditions, selections, their sources and destinations).

use super::*;

/// Cards an ability refers to, as the interpreter reads them: the checker has resolved
/// every pronoun (`it`, `them`) to one of these.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Ref {
    /// The card the text is on.
    This,
    /// The event's card (in a triggered ability), or the card `reveal ... until` found.
    It,
    /// The cards the last `trash` of this ability trashed.
    Trashed,
    /// The cards the last `discard` discarded.
    Discarded,
    /// The cards the last `reveal` or `look at` revealed.
    Revealed,
    /// Revealed, except [`Ref::It`].
    OtherRevealed,
    /// The revealed or looked-at cards still where they were revealed.
    Rest,
    /// The cards the last `gain` gained.
    Gained,
    /// The cards the last `set aside` set aside.
    SetAside,
    /// The cards the last `put` or `return` moved.
    Moved,
    /// The named card.
    Named,
    /// The cards the last draw drew.
    Drawn,
}

/// Compiled card description: all atoms must hold.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Filter(pub Vec<Atom>);

/// A compiled filter atom.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Atom {
    /// Has one of these types.
    Type(u16),
    /// Has none of these types.
    NotType(u16),
    /// Has this name (any edition).
    Name(NameId),
    /// Has not this name.
    NotName(NameId),
    /// Any of these atoms.
    Either(Vec<Atom>),
    /// Cost comparison.
    Cost(ast::Cmp, Cost),
    /// The event's card was bought.
    Bought,
    /// A kind a player (relative to "you") gained in a turn.
    GainedBy(ast::Who, ast::GainedWhen),
    /// Same name as a referred card.
    CopyOf(Ref),
    /// Its Supply pile has this token.
    FromPileWithToken(TokenId),
}

/// A compiled cost to compare with.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Cost {
    /// A fixed number of coins.
    Coins(u8),
    /// A referred card's current cost plus delta.
    Rel(i8, Ref),
    /// The sum of the referred cards' current costs.
    Total(Ref),
}

/// A compiled amount.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Amount {
    /// Number, or number per unit.
    pub n: i32,
    /// Per `divisor` of a count.
    pub per: Option<(u8, Count)>,
}

/// A compiled countable.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Count {
    /// Cards matching a filter in a zone.
    Cards(FilterId, CountZone),
    /// Different names among the cards matching a filter in a zone.
    Names(FilterId, CountZone),
    /// Tokens on a mat (the player's own, unless the mat is shared).
    TokensOnMat(MatId),
    /// A token on the Supply pile of the event's card.
    TokensOnPile(TokenId),
    /// Empty Supply piles.
    EmptyPiles,
    /// Cards in the Supply matching a filter.
    InSupply(FilterId),
    /// A referred card's cost.
    CostOf(Ref),
    /// Plays of matching cards this turn.
    PlaysThisTurn(FilterId),
    /// How many types the referred cards have between them.
    TypesOf(Ref),
    /// Matching cards gained this turn.
    GainsThisTurn(FilterId),
    /// Matching cards gained in this turn's buy phase.
    GainsThisBuyPhase(FilterId),
}

/// Zones for counting.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum CountZone {
    /// Your hand.
    Hand,
    /// Your cards in play.
    InPlay,
    /// All your cards.
    Owned,
    /// Referred cards.
    Ref(Ref),
}

/// A compiled condition.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Cond {
    /// The previous effect was done.
    Did,
    /// The previous effect was not done.
    DidNot,
    /// A count compared with a number.
    Count(Count, CountCmp),
    /// A count is exactly N (`this is the third time you gained ...`).
    Exactly(Count, u8),
    /// The previous turn was another player's.
    PreviousTurnNotYours,
    /// In the buy phase.
    BuyPhase,
    /// Every referred card matches.
    All(Ref, FilterId),
    /// Both.
    And(CondId, CondId),
}

/// A compiled selection.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Sel {
    /// How many.
    pub qty: Qty,
    /// Filter.
    pub filter: FilterId,
    /// From where.
    pub from: Source,
    /// `... you choose`: the card's owner picks (also for the player of a player block).
    pub by_owner: bool,
    /// `a card per empty Supply pile`: the quantity's number is multiplied by this amount
    /// (an index into [`Db::amounts`]) when the effect happens.
    #[serde(default)]
    pub per: Option<AmountId>,
}

/// Compiled selection sources.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Source {
    /// Hand.
    Hand,
    /// Top of deck.
    DeckTop,
    /// Bottom of deck.
    DeckBottom,
    /// The whole deck.
    Deck,
    /// The trash.
    Trash,
    /// The top card of each Supply pile.
    Supply,
    /// Discard pile.
    DiscardPile,
    /// In play.
    InPlay,
    /// A mat.
    Mat(MatId),
    /// Referred cards.
    Ref(Ref),
}

/// Compiled destinations.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Dest {
    /// Discard pile.
    Discard,
    /// Hand.
    Hand,
    /// Top of deck.
    Deck,
    /// Back where they came from (top of deck).
    Back,
    /// Top of deck, in the order the player chooses.
    DeckAnyOrder,
    /// Back where they came from, in the order the player chooses.
    BackAnyOrder,
    /// A mat.
    Mat(MatId),
    /// Set aside.
    SetAside,
    /// Trash.
    Trash,
    /// Its Supply pile.
    Supply,
    /// Into the deck, at a place the player chooses.
    Anywhere,
}

/// Player sets of `ForPlayers`.
pub type Players = ast::Players;

/// One instruction of the compiled program.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Op {
    /// `+N <resource>`
    Plus(Resource, AmountId),
    /// Draw N.
    Draw(AmountId),
    /// Draw until N in hand.
    DrawUntil(u8),
    /// Draw until N in hand, each drawn card matching a filter set aside if the player
    /// chooses (`the set aside cards`).
    DrawUntilSkip(u8, FilterId),
    /// Gain `count` cards matching `filter`.
    Gain {
        /// Amount.
        count: AmountId,
        /// Filter.
        filter: FilterId,
        /// Destination.
        to: Dest,
        /// "you may".
        optional: bool,
        /// A later item of one gain (`... and a Copper`): the gained cards and "did" add
        /// to those of the items before.
        more: bool,
        /// `... you choose`: the card's owner picks (for the player of a player block).
        by_owner: bool,
    },
    /// Move selected cards.
    Move {
        /// Verb.
        verb: Verb,
        /// Selection.
        sel: SelId,
        /// Destination.
        to: Dest,
        /// "you may".
        optional: bool,
        /// Part of a multi-selection: `did` accumulates instead of resetting.
        more: bool,
    },
    /// Reveal until N matches (a filter, N).
    RevealUntil(FilterId, u8),
    /// Play a selected card N times.
    Play {
        /// Selection.
        sel: SelId,
        /// Times.
        times: u8,
        /// "you may".
        optional: bool,
    },
    /// Name a card.
    NameCard,
    /// Exchange referred cards for a matching card.
    Exchange(Ref, FilterId),
    /// Ask yes/no ("you may" on a general effect); sets `did`.
    AskMay,
    /// Jump unless the condition holds.
    JumpIfNot(CondId, u32),
    /// Jump.
    Jump(u32),
    /// Ask "choose one" among N.
    AskChoice(u8, bool),
    /// Ask which of two blocks goes first (`in either order`); the number is where the
    /// second block starts in the first order (each order is compiled in full).
    AskOrder(u32),
    /// Jump unless the last choice was this index.
    JumpIfChoiceNot(u8, u32),
    /// Ask for that many different options among N (an amount; the owner answers when
    /// true), one at a time; the options chosen are kept for [`Op::JumpIfNotChosen`].
    AskSome(u8, AmountId, bool),
    /// Jump unless this option was among those chosen by the last `AskSome`.
    JumpIfNotChosen(u8, u32),
    /// Start a loop over players; jump to the end if none.
    ForBegin(Players, u32),
    /// Next player of the loop: jump back to the body, or fall through.
    ForNext(u32),
    /// After a player block that passes cards: each card its players set aside goes into
    /// the hand of the player to its owner's left (with `true`, of the next player to
    /// the left who also passed one).
    Pass(bool),
    /// Register a delayed effect at the start of your next turn.
    NextTurn(u32),
    /// Register a delayed effect at the end of this buy phase.
    EndOfBuyPhase(u32),
    /// Register a lasting rule.
    Lasting(LastingId),
    /// Take an extra turn.
    ExtraTurn,
    /// Next hand size.
    NextHandSize(u8),
    /// Unaffected by the attack that triggered this.
    Unaffected,
    /// Cancel the triggering event.
    Cancel,
    /// Put tokens on matching piles.
    PutTokens(TokenId, FilterId),
    /// Move a pile's token to a mat.
    MoveToken(TokenId, MatId),
    /// Put a token on a Supply pile the player picks among those matching a filter.
    PutTokenOnPile(TokenId, FilterId),
    /// Put a token on the player's mat.
    PutTokenOnMat(TokenId, MatId),
    /// End of a body.
    Return,
}

//! The terms of the effect language: which cards (selections, sources, references,
//! filters), how many (quantities, amounts, counts) and when (conditions).

use serde::{Deserialize, Serialize};

use super::{Chooser, Ident, Span, Who};

/// Which cards: `a card from your hand`, `up to 2 Coppers from your hand`, `your hand`,
/// `the top 3 cards of your deck`, `it`, `this`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Selection {
    /// How many.
    pub qty: Qty,
    /// Which kind.
    pub filter: Filter,
    /// From where.
    pub from: Source,
    /// Who picks the cards (`... you choose`: the card's owner, inside a player block too).
    #[serde(default)]
    pub chooser: Chooser,
    /// A whole reference written in the plural (`the trashed cards`, `them`, `the revealed
    /// Actions`), so that it prints back as written; false when written in the singular
    /// and for a selection that is not a whole reference (`one of them`). The checker
    /// ignores it: a reference means every card it names either way.
    #[serde(default)]
    pub plural: bool,
    /// `a card per empty Supply pile`, `up to 2 cards per 2 Victory cards you have`: the
    /// number of an [`Qty::Exactly`] or [`Qty::UpTo`] quantity is multiplied by the count
    /// divided by M (rounded down, as for [`Amount`]), when the effect happens.
    #[serde(default)]
    pub per: Option<(u8, Count)>,
}

/// How many cards a selection takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Qty {
    /// `a`, `an`, `one`, `N`: exactly that many (or all there are, if fewer).
    Exactly(u8),
    /// `up to N`
    UpTo(u8),
    /// `any number of`
    AnyNumber,
    /// `all`, `your hand`, refs: every matching card.
    All,
    /// `down to N cards in hand`: as many cards from the hand as it holds over N.
    DownTo(u8),
}

/// Where a selection takes cards from.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Source {
    /// `from your hand`, `your hand`
    Hand,
    /// `the top N cards of your deck`
    DeckTop,
    /// `the bottom N cards of your deck`
    DeckBottom,
    /// `your deck`: the whole deck, as it is.
    Deck,
    /// `from the trash`
    Trash,
    /// `from the Supply`: the top card of each Supply pile.
    Supply,
    /// `from your discard pile`
    DiscardPile,
    /// `you have in play`
    InPlay,
    /// `from your <mat> mat`
    Mat(Ident),
    /// A card named by reference (`this`, `it`, `the trashed card`, ...).
    Ref(Ref),
}

/// References to cards an earlier effect or the trigger handled.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Ref {
    /// `this`: the card the text is on.
    This,
    /// `it` / `them`: a pronoun, resolved by the checker: at the start of a triggered
    /// ability the event's card, otherwise the cards the effect just before handled.
    It(Span),
    /// `the rest`: the revealed or looked-at cards still where they were revealed.
    Rest,
    /// `the trashed card(s)`
    Trashed,
    /// `the discarded card(s)`
    Discarded,
    /// `the revealed card(s)`
    Revealed,
    /// `the other revealed cards`: revealed, except `it`.
    OtherRevealed,
    /// `the gained card`
    Gained,
    /// `the set aside card(s)`
    SetAside,
    /// `the named card`
    Named,
    /// `the drawn cards`: the cards the last draw of the ability drew.
    Drawn,
}

/// A card description: a conjunction of atoms (`a non-Victory card costing less than it`).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Filter {
    /// All must hold.
    pub atoms: Vec<Atom>,
}

impl Filter {
    /// Whether the last name is written as a plural (`Actions`, `Silvers or Golds`): any
    /// name ending in `s`, which then reads without `card(s)`.
    pub fn names_plural(&self) -> bool {
        match self
            .atoms
            .iter()
            .rev()
            .find(|a| matches!(a, Atom::Named(_) | Atom::NotNamed(_) | Atom::Either(_)))
        {
            Some(Atom::Named(i)) => i.text.ends_with('s'),
            Some(Atom::Either(names)) => names.last().is_some_and(|i| i.text.ends_with('s')),
            _ => false,
        }
    }
}

/// One condition on a card.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Atom {
    /// `Action`, `Victory card`: has this type (or, for a card's name, is that card).
    Named(Ident),
    /// `non-Victory`, `non-Farmland`.
    NotNamed(Ident),
    /// `Action or Treasure`, `Silver or Gold`: any one of these.
    Either(Vec<Ident>),
    /// `costing up to $4`, `costing exactly $1 more than the trashed card`.
    Cost(Cmp, CostExpr),
    /// `you bought`: the event's card was bought.
    Bought,
    /// `that the player to your right gained on their last turn`, `that you gained this
    /// turn`: a kind of card that player gained in that turn.
    GainedBy(Who, GainedWhen),
    /// `a copy of <ref>`: the same card as one referred to.
    CopyOf(Ref),
    /// `from a pile with a <token> token`
    FromPileWithToken(Ident),
}

/// Which turn [`Atom::GainedBy`] looks at.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum GainedWhen {
    /// `on their last turn` / `on your last turn`: that player's most recent turn.
    LastTurn,
    /// `this turn` (only the player whose turn it is gains "this turn").
    ThisTurn,
}

/// Cost comparisons.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Cmp {
    /// `up to`, `... or less`
    UpTo,
    /// `exactly`
    Exactly,
    /// `less than`
    LessThan,
    /// `$N or more`, `at least`
    AtLeast,
}

/// A cost to compare with: `$4`, `$1 more than the trashed card`, `this`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum CostExpr {
    /// `$N`
    Coins(u8),
    /// `[$N more than | $N less than] <ref>`: a card's current cost plus `delta`.
    Rel(i8, Ref),
    /// `the total cost of <ref>`: the sum of the referred cards' current costs ($0 for none).
    Total(Ref),
}

/// A computed number: `N` or `N per [M] <count>` (rounded down).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Amount {
    /// The number, or the number per unit.
    pub n: i32,
    /// `per [M] <count>`: multiply `n` by `count / M`.
    pub per: Option<(u8, Count)>,
}

impl Amount {
    /// A plain number.
    pub fn int(n: i32) -> Self {
        Amount { n, per: None }
    }
}

/// Things that can be counted.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Count {
    /// `<filter> you have in play`, `<filter> in your hand`, `<filter> you have` (all your
    /// cards), `<filter> revealed`.
    Cards(Filter, Zone),
    /// `differently named <filter> among <ref>` (any zone of [`Count::Cards`]): the
    /// number of different names among those cards.
    Names(Filter, Zone),
    /// `token on the <mat> mat`
    TokensOnMat(Ident),
    /// `token on your <mat> mat`: the player's own mat.
    TokensOnYourMat(Ident),
    /// `<token> token on its pile`: that token on the event's card's Supply pile.
    TokensOnPile(Ident),
    /// `empty Supply pile`
    EmptyPiles,
    /// `the Supply has <filter>`: cards in the Supply piles matching a filter.
    InSupply(Filter),
    /// `$1 it costs`: a referred card's cost (in `per $M it costs`).
    CostOf(Ref),
    /// `time you played <filter> this turn`
    PlaysThisTurn(Filter),
    /// `type it has`: how many card types the cards referred to have between them.
    TypesOf(Ref),
    /// `<filter> you gained this turn`
    GainsThisTurn(Filter),
    /// `<filter> you gained in your buy phase`
    GainsThisBuyPhase(Filter),
}

/// Zones counted by [`Count::Cards`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Zone {
    /// `in your hand`
    Hand,
    /// `you have in play`
    InPlay,
    /// `you have`: every card you own (deck, hand, discard, play, mats, set aside).
    Owned,
    /// `revealed`, `discarded`, ...: the cards of a reference.
    Ref(Ref),
}

/// Conditions.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Cond {
    /// `you did` (the previous effect was done: a card moved, a choice was taken).
    Did,
    /// `you didn't`
    DidNot,
    /// `<count> <cmp> N`: `you have 5 or fewer cards in hand`, `2 or more Supply piles are
    /// empty`, `you have a Copper in play`, `you gained no Victory card in your buy phase`.
    Count(Count, CountCmp),
    /// `this is the first time you played a <filter> this turn`, `... the third time you
    /// gained ...`: exactly N such events this turn, counting this one.
    NthTime(Happened, u8, Filter),
    /// `the previous turn was not yours`.
    PreviousTurnNotYours,
    /// `during your buy phase`
    BuyPhase,
    /// `<ref> are all <filter>` (`the discarded cards are all Actions`).
    All(Ref, Filter),
    /// `<ref> is a <filter>` (`it is an Action card`, `the gained card is an Action or
    /// Treasure`), `<ref> is the named card` (the same as `it is a copy of the named
    /// card`): a card is referred to, and every card referred to matches (compiled as
    /// [`Cond::All`]; only the words differ).
    Is(Ref, Filter),
    /// `<a> and <b>`
    And(Box<Cond>, Box<Cond>),
}

/// What happened this turn, counted by [`Cond::NthTime`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Happened {
    /// `you played`
    Played,
    /// `you gained`
    Gained,
}

/// Comparing a count with a number.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum CountCmp {
    /// `N or more`, `at least N`, `a` (1 or more)
    AtLeast(u8),
    /// `N or fewer`, `no` (0 or fewer)
    AtMost(u8),
}

//! The checked card database: cards with small integer ids, and every ability compiled
//! into one flat program of [`Op`]s that the interpreter runs.
//!
//! Side tables (filters, amounts, conditions, selections) keep [`Op`] small and `Copy`.

use crate::ast::{self, CountCmp, Qty, Resource, Verb};
use serde::{Deserialize, Serialize};
use std::marker::PhantomData;

mod program;
pub use program::*;

/// Declares a typed id: a `Copy` newtype over an unsigned integer, serialized as the bare
/// number (`#[serde(transparent)]`, so saves and replays keep their bytes) and printed by
/// `{:?}` as the bare number too. `.index()` gives it as a `usize` for indexing;
/// `from_index(usize)` builds one (the number must fit: ids are small by construction).
macro_rules! scalar_id {
    ($(#[$doc:meta])* $name:ident($int:ty)) => {
        $(#[$doc])*
        #[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default, Serialize, Deserialize)]
        #[serde(transparent)]
        pub struct $name(pub $int);

        impl $name {
            /// As an index into the vector it numbers.
            #[inline(always)]
            pub const fn index(self) -> usize {
                self.0 as usize
            }

            /// From an index into the vector it numbers.
            #[inline(always)]
            pub const fn from_index(i: usize) -> Self {
                Self(i as $int)
            }
        }

        impl std::fmt::Debug for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                std::fmt::Debug::fmt(&self.0, f)
            }
        }

        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                std::fmt::Display::fmt(&self.0, f)
            }
        }
    };
}
pub(crate) use scalar_id;

scalar_id! {
    /// A card kind (an index into [`Db::cards`]).
    CardId(u16)
}
/// An index into one table of the database, typed by what the table holds: an
/// `Ix<Filter>` indexes [`Db::filters`] and nothing else, so passing a filter where an
/// amount or a condition is expected does not compile. It is a `u16` at run time (the
/// marker is a zero-sized `PhantomData`), serialized and `{:?}`-printed as the number.
///
/// Build one with [`Table::push`] (or [`Table::intern`]), or [`Ix::from_index`] for a
/// position in a plain `Vec`; read it with [`Ix::index`]. The aliases below
/// ([`FilterId`], [`AmountId`], ...) name the ones the program uses.
///
/// ```compile_fail
/// use dominion::db::{AmountId, FilterId};
/// fn amount(_: AmountId) {}
/// let filter = FilterId::from_index(0);
/// amount(filter); // a filter index is not an amount index
/// ```
pub struct Ix<T>(u16, PhantomData<fn() -> T>);

impl<T> Ix<T> {
    /// From a position in its table.
    #[inline(always)]
    pub const fn from_index(i: usize) -> Self {
        Ix(i as u16, PhantomData)
    }

    /// Its position in its table.
    #[inline(always)]
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

impl<T> Clone for Ix<T> {
    #[inline(always)]
    fn clone(&self) -> Self {
        *self
    }
}
impl<T> Copy for Ix<T> {}
impl<T> PartialEq for Ix<T> {
    #[inline(always)]
    fn eq(&self, o: &Self) -> bool {
        self.0 == o.0
    }
}
impl<T> Eq for Ix<T> {}
impl<T> PartialOrd for Ix<T> {
    fn partial_cmp(&self, o: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(o))
    }
}
impl<T> Ord for Ix<T> {
    fn cmp(&self, o: &Self) -> std::cmp::Ordering {
        self.0.cmp(&o.0)
    }
}
impl<T> std::hash::Hash for Ix<T> {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        self.0.hash(h)
    }
}
impl<T> Default for Ix<T> {
    fn default() -> Self {
        Ix(0, PhantomData)
    }
}
impl<T> std::fmt::Debug for Ix<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Debug::fmt(&self.0, f)
    }
}
impl<T> Serialize for Ix<T> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.0.serialize(s)
    }
}
impl<'de, T> Deserialize<'de> for Ix<T> {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        u16::deserialize(d).map(|n| Ix(n, PhantomData))
    }
}

/// A table of the database that [`Ix<T>`] indexes: a `Vec` whose `push` gives the typed
/// index of what it added. It reads as a slice (`len`, `iter`, `[usize]`) too.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Table<T>(Vec<T>);

impl<T> Default for Table<T> {
    fn default() -> Self {
        Table(Vec::new())
    }
}

impl<T> Table<T> {
    /// Add `x`; its index.
    pub fn push(&mut self, x: T) -> Ix<T> {
        self.0.push(x);
        Ix::from_index(self.0.len() - 1)
    }

    /// The entry at `i`, if there is one.
    #[inline(always)]
    pub fn get(&self, i: Ix<T>) -> Option<&T> {
        self.0.get(i.index())
    }
}

impl<T: PartialEq> Table<T> {
    /// The index of an entry equal to `x`, adding it if there is none.
    pub fn intern(&mut self, x: T) -> Ix<T> {
        match self.0.iter().position(|y| *y == x) {
            Some(i) => Ix::from_index(i),
            None => self.push(x),
        }
    }
}

impl<T> std::ops::Deref for Table<T> {
    type Target = [T];
    #[inline(always)]
    fn deref(&self) -> &[T] {
        &self.0
    }
}

impl<T> std::ops::Index<Ix<T>> for Table<T> {
    type Output = T;
    #[inline(always)]
    fn index(&self, i: Ix<T>) -> &T {
        &self.0[i.index()]
    }
}

impl<T> std::ops::IndexMut<Ix<T>> for Table<T> {
    #[inline(always)]
    fn index_mut(&mut self, i: Ix<T>) -> &mut T {
        &mut self.0[i.index()]
    }
}

/// An index into [`Db::filters`].
pub type FilterId = Ix<Filter>;
/// An index into [`Db::amounts`].
pub type AmountId = Ix<Amount>;
/// An index into [`Db::conds`].
pub type CondId = Ix<Cond>;
/// An index into [`Db::sels`].
pub type SelId = Ix<Sel>;
/// An index into [`Db::lastings`].
pub type LastingId = Ix<LastingDef>;
/// An index into [`Db::names`] (a card's English name, shared by its editions).
pub type NameId = Ix<String>;
/// An index into [`Db::sets`].
pub type SetId = Ix<SetDef>;
/// An index into [`Db::mats`].
pub type MatId = Ix<MatDef>;
/// An index into [`Db::tokens`].
pub type TokenId = Ix<TokenDef>;

/// Card types as a bit set: bit `i` is the `i`-th type declared in `cards.ron`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Types(pub u16);

impl Types {
    /// Has any of the bits in `mask`.
    #[inline]
    pub fn has(self, mask: u16) -> bool {
        self.0 & mask != 0
    }
}

/// What a card type means to the turn flow (most types mean nothing by themselves).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Role {
    /// Played in the Action phase, using up an Action.
    Action,
    /// Played in the Buy phase.
    Treasure,
    /// Kingdom piles of these cards have the Victory pile sizes.
    Victory,
    /// Playing one opens a reaction window; other players can be unaffected.
    Attack,
    /// Stays in play while it has something to do in a later turn.
    Duration,
}

/// A card type declared in `cards.ron`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TypeDef {
    /// Its English name (`Action`), also the locale key `type-<lowercase name>`.
    pub name: String,
    /// What it means to the turn flow, if anything.
    #[serde(default)]
    pub role: Option<Role>,
}

/// The bit masks of the types that have a role.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Roles {
    /// Action cards.
    pub action: u16,
    /// Treasures.
    pub treasure: u16,
    /// Victory cards.
    pub victory: u16,
    /// Attacks.
    pub attack: u16,
    /// Durations.
    pub duration: u16,
}

/// A set (an expansion, or one edition of it) declared in `cards.ron`; cards name it by id.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SetDef {
    /// Its id (`hinterlands1`): what cards' `sets` name, and the locale key `set-<id>`.
    pub id: String,
    /// The expansion's English name (`Hinterlands`), shared by its editions.
    pub name: String,
    /// The edition, for an expansion whose editions differ.
    #[serde(default)]
    pub edition: Option<u8>,
}

impl SetDef {
    /// The name with its edition (`Hinterlands (2E)`): the English fallback when a
    /// locale has no `set-<id>`.
    pub fn full_name(&self) -> String {
        match self.edition {
            Some(e) => format!("{} ({e}E)", self.name),
            None => self.name.clone(),
        }
    }
}

/// One card kind, checked and compiled.
#[derive(Debug, Clone)]
pub struct CardDef {
    /// Stable id (`border_village`, `highway_1e`), also the locale key (`card-<id>`).
    pub id: String,
    /// English name (`Highway`); shared by the editions of a card.
    pub name: String,
    /// Index of the name among distinct names: filters by name match every edition.
    pub name_id: NameId,
    /// Edition, for cards whose editions differ.
    pub edition: Option<u8>,
    /// Names it has in one edition only (`Harem` for Farm): `find` accepts them.
    pub other_names: Vec<OtherName>,
    /// Sets it belongs to (indices into [`Db::sets`]).
    pub sets: Vec<SetId>,
    /// Printed cost in coins.
    pub cost: u8,
    /// Types.
    pub types: Types,
    /// A Kingdom card (can be chosen for the Kingdom).
    pub kingdom: bool,
    /// The rules text as written.
    pub text: String,
    /// The parsed rules.
    pub rules: ast::Rules,
    /// Entry point of the effects when played.
    pub on_play: Option<u32>,
    /// When the play is nothing but fixed bonuses (`+$1`, `+1 card, +2 actions`), those
    /// bonuses in order: the interpreter then applies them without starting a frame.
    pub simple: Option<Vec<(Resource, i32)>>,
    /// Victory points at game end.
    pub vp: Option<AmountId>,
    /// Entry point of the setup effects.
    pub setup: Option<u32>,
    /// Triggered abilities.
    pub triggers: Vec<TriggerDef>,
    /// Static abilities.
    pub statics: Vec<StaticDef>,
    /// Lasting rules its effects can set up (indices into [`Db::lastings`]).
    pub lastings: Vec<LastingId>,
    /// Which per-turn histories its rules read.
    pub history: History,
}

/// The per-turn histories a card's rules read: the engine records them only in games
/// with such a card.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct History {
    /// Cards played this turn (`the first time you played ...`).
    pub plays: bool,
    /// Cards gained this turn or last turn.
    pub gains: bool,
}

impl CardDef {
    /// The name with its edition, as the command line accepts it (`Highway (1E)`).
    pub fn full_name(&self) -> String {
        match self.edition {
            Some(e) => format!("{} ({e}E)", self.name),
            None => self.name.clone(),
        }
    }
}

/// A mat from the database.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct MatDef {
    /// Id and locale key (`mat-<id>`).
    pub id: String,
    /// The words the rules text uses (`native village`).
    pub words: String,
    /// One mat for the whole table rather than one per player.
    pub shared: bool,
    /// Face down: only its owner may look.
    pub private: bool,
}

/// A token kind from the database.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct TokenDef {
    /// Id and locale key (`token-<id>`).
    pub id: String,
    /// The words the rules text uses (`trade route`).
    pub words: String,
}

/// A pile size that depends on the number of players.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum PileSize {
    /// Always this many.
    Fixed(u16),
    /// `base + per_player * players`.
    Linear(i16, i16),
    /// One size per player count, from the minimum number of players on.
    ByPlayers(Vec<u16>),
}

/// The basic game's setup, as data.
#[derive(Debug, Clone)]
pub struct Basic {
    /// The starting deck of each player.
    pub start_deck: Vec<(CardId, u16)>,
    /// Cards drawn for a new hand.
    pub hand_size: u8,
    /// Fewest players.
    pub min_players: u8,
    /// Most players.
    pub max_players: u8,
    /// Piles in every game.
    pub supply: Vec<(CardId, PileSize)>,
    /// Piles of games with Platinum and Colony.
    pub colony_supply: Vec<(CardId, PileSize)>,
    /// Size of a Kingdom pile.
    pub kingdom_pile: PileSize,
    /// Size of a Kingdom pile of Victory cards.
    pub kingdom_victory_pile: PileSize,
    /// Piles that end the game when empty.
    pub end_piles: Vec<CardId>,
    /// How many empty piles end the game.
    pub end_empty_piles: PileSize,
}

impl PileSize {
    /// The size for `players` players (`min` = the database's fewest players).
    pub fn get(&self, players: u8, min: u8) -> u16 {
        match self {
            PileSize::Fixed(n) => *n,
            PileSize::Linear(b, p) => (*b as i32 + *p as i32 * players as i32).max(0) as u16,
            PileSize::ByPlayers(v) => {
                let i = players.saturating_sub(min) as usize;
                v.get(i).or(v.last()).copied().unwrap_or(0)
            }
        }
    }
}

/// A bot's buying rule: buy `card` with at least `coins`, and (with `left`) only once
/// an end pile has at most that many cards left.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BuyRule {
    /// The card.
    pub card: CardId,
    /// Coins needed.
    pub coins: i32,
    /// Only late in the game.
    pub left: Option<u16>,
}

/// The bots' buying rules, as data.
#[derive(Debug, Clone, Default)]
pub struct BotRules {
    /// The `big-money` bot: exactly these.
    pub big_money: Vec<BuyRule>,
    /// The heuristic bot's victory cards.
    pub victory: Vec<BuyRule>,
    /// The heuristic bot's money.
    pub money: Vec<BuyRule>,
}

/// A recommended Kingdom, as a rulebook prints it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Preset {
    /// Its English name (locale key `preset-<name>`, see `locale::preset_key`).
    pub name: String,
    /// The rulebooks that print it, as set ids (`prosperity`, `seaside2`).
    #[serde(default)]
    pub books: Vec<String>,
    /// Its Kingdom cards, as names (`Trader (1E)` for an edition; a split pile as
    /// printed, `Gladiator/Fortune`).
    pub cards: Vec<String>,
    /// Cards the rulebook names as another edition's alternative to one of `cards`:
    /// `(card, alternative)`, e.g. `("Adventurer", "Sentry")`.
    #[serde(default)]
    pub alternatives: Vec<(String, String)>,
    /// Played with Platinum and Colony.
    #[serde(default)]
    pub colonies: bool,
    /// Played with Shelters instead of the starting Estates (not in this engine: such a
    /// preset is not playable).
    #[serde(default)]
    pub shelters: bool,
    /// Things besides the Kingdom cards that are not cards of this engine: Events,
    /// Landmarks, Projects, Ways, Allies, a Druid's Boons. A preset with any is not
    /// playable.
    #[serde(default)]
    pub extras: Vec<String>,
}

/// Another name a card has in one edition (`Harem`, Farm's first-edition name).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OtherName {
    /// The edition that prints it.
    pub edition: u8,
    /// The name, in English (a proper name, the same in every language unless the
    /// locale names the card otherwise).
    pub name: String,
}

/// Where a card must be for its ability to work (see [`ast::Scope`]).
pub type Scope = ast::Scope;

/// A compiled triggered ability.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct TriggerDef {
    /// Where the card must be.
    pub scope: Scope,
    /// Whose event.
    pub who: ast::Who,
    /// Which event.
    pub event: ast::EventKind,
    /// The event's card: `None` = this card, else a filter.
    pub object: Option<FilterId>,
    /// `on their turn`: only when the event's player is the player whose turn it is.
    pub own_turn: bool,
    /// Entry point of the body.
    pub pc: u32,
}

/// A compiled static ability.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct StaticDef {
    /// Where the card must be.
    pub scope: Scope,
    /// The rule.
    pub rule: StaticRule,
}

/// A compiled static rule.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum StaticRule {
    /// Matching cards (`None` = this card) cost less.
    CostLess {
        /// Filter, or this card.
        what: Option<FilterId>,
        /// Amount.
        by: AmountId,
        /// Condition.
        cond: Option<CondId>,
    },
    /// Matching cards can't be bought.
    CannotBuy {
        /// Filter, or this card.
        what: Option<FilterId>,
        /// Condition.
        cond: Option<CondId>,
    },
    /// Unaffected by other players' Attacks.
    Immune,
    /// This card, when gained, goes here instead of the discard pile.
    GainedTo(Dest),
}

/// A compiled lasting rule.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct LastingDef {
    /// How long.
    pub dur: ast::Lasting,
    /// `while <ref> is set aside`: the card it stays tied to (resolved).
    pub tie: Option<Ref>,
    /// A static rule, or a trigger.
    pub rule: LastingRule,
}

/// What a lasting effect does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum LastingRule {
    /// A static rule.
    Static(StaticRule),
    /// A trigger (its scope is unused).
    Trigger(TriggerDef),
}

/// What the interpreter's inner loops need of a card, packed small.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Hot {
    /// Types.
    pub types: Types,
    /// Printed cost.
    pub cost: u8,
    /// Those bonuses summed, by [`Resource`] index, for a Treasure played in a batch
    /// (`treasure == 1`); zero otherwise. Eight wide for two vector adds.
    pub sum: [i32; 8],
    /// Fixed victory points (`worth 2 VP`); computed worth is left to the interpreter.
    pub vp: i32,
    /// Its worth is computed (`per ...`).
    pub vp_computed: bool,
    /// An Action card.
    pub action: bool,
    /// How a Treasure is played in a batch: 0 not a Treasure, 1 a Treasure whose play is
    /// only fixed bonuses, 2 any other Treasure.
    pub treasure: u8,
}

/// The whole checked database.
#[derive(Debug, Clone)]
pub struct Db {
    /// Format version of the file.
    pub format: u32,
    /// Every card kind.
    pub cards: Vec<CardDef>,
    /// Distinct English names (indexed by `name_id`).
    pub names: Vec<String>,
    /// Sets and editions.
    pub sets: Vec<SetDef>,
    /// Card types, in bit order.
    pub types: Vec<TypeDef>,
    /// The masks of the types with a role.
    pub roles: Roles,
    /// Mats.
    pub mats: Vec<MatDef>,
    /// Tokens.
    pub tokens: Vec<TokenDef>,
    /// Basic setup.
    pub basic: Basic,
    /// The bots' buying rules.
    pub bots: BotRules,
    /// Recommended Kingdoms.
    pub presets: Vec<Preset>,
    /// Per card, what the inner loops need.
    pub hot: Vec<Hot>,
    /// The compiled program.
    pub code: Vec<Op>,
    /// Filters.
    pub filters: Table<Filter>,
    /// Amounts.
    pub amounts: Table<Amount>,
    /// Conditions.
    pub conds: Table<Cond>,
    /// Selections.
    pub sels: Table<Sel>,
    /// Lasting rules.
    pub lastings: Table<LastingDef>,
    /// Some card refers to `the drawn cards`: draws record them (else they cost nothing).
    pub tracks_drawn: bool,
    /// Per card, whether its rules are still to be parsed and compiled: empty once every
    /// card is (always, but for the embedded cards read for one game by
    /// [`crate::check::embedded_for_games`], until [`crate::check::compile_needed`]).
    pub uncompiled: Vec<bool>,
}

impl Db {
    /// The instructions of the body (an ability, a delayed effect, a lasting trigger)
    /// that starts at `pc`, up to the `Return` that ends it (the compiler ends each body
    /// with its only `Return`; jumps inside stay inside).
    pub fn body(&self, pc: u32) -> impl Iterator<Item = Op> + '_ {
        (self.code.get(pc as usize..).unwrap_or_default().iter())
            .copied()
            .take_while(|op| *op != Op::Return)
    }

    /// The card with this id.
    #[inline]
    pub fn card(&self, id: CardId) -> &CardDef {
        &self.cards[id.index()]
    }

    /// Find a card by name as users type it: case-insensitive English name, optionally
    /// with its edition (`Trader (1E)`); the plain name means the newest edition. Also
    /// accepts the id (`trader_1e`) and a name of one edition (`Harem`: Farm).
    pub fn find(&self, name: &str) -> Option<CardId> {
        let n = name.trim().to_lowercase();
        if let Some(i) = self.cards.iter().position(|c| c.id == n) {
            return Some(CardId::from_index(i));
        }
        if let Some(i) = self
            .cards
            .iter()
            .position(|c| c.edition.is_some() && c.full_name().to_lowercase() == n)
        {
            return Some(CardId::from_index(i));
        }
        let newest = self
            .cards
            .iter()
            .enumerate()
            .filter(|(_, c)| c.name.to_lowercase() == n)
            .max_by_key(|(_, c)| c.edition.unwrap_or(0))
            .map(|(i, _)| CardId::from_index(i));
        newest.or_else(|| {
            (self.cards.iter())
                .position(|c| c.other_names.iter().any(|o| o.name.to_lowercase() == n))
                .map(CardId::from_index)
        })
    }

    /// The closest card name to a misspelt one.
    pub fn suggest(&self, name: &str) -> Option<String> {
        let all: Vec<String> = self.cards.iter().map(|c| c.full_name()).collect();
        crate::suggest::did_you_mean(name, all.iter().map(|s| s.as_str())).map(str::to_string)
    }
}

impl Db {
    /// Fill the tables derived from the compiled cards: which plays are only fixed
    /// bonuses, and the hot per-card table of the interpreter's inner loops.
    pub(crate) fn derive_tables(&mut self) {
        for i in 0..self.cards.len() {
            self.cards[i].simple = simple_play(self, i);
        }
        let roles = self.roles;
        self.hot = self
            .cards
            .iter()
            .map(|c| {
                let mut sum = [0i32; 8];
                if c.types.has(roles.treasure) {
                    for &(r, n) in c.simple.iter().flatten() {
                        sum[r as usize] = sum[r as usize].saturating_add(n);
                    }
                }
                let amount = c.vp.map(|a| self.amounts[a]);
                Hot {
                    types: c.types,
                    cost: c.cost,
                    sum,
                    vp: amount.map_or(0, |a| if a.per.is_none() { a.n } else { 0 }),
                    vp_computed: amount.is_some_and(|a| a.per.is_some()),
                    action: c.types.has(roles.action),
                    treasure: match (c.types.has(roles.treasure), c.simple.is_some()) {
                        (false, _) => 0,
                        (true, true) => 1,
                        (true, false) => 2,
                    },
                }
            })
            .collect();
    }
}

/// The fixed bonuses of a play made only of `+N` instructions with constant amounts,
/// on a card that is neither an Attack nor a Duration.
fn simple_play(db: &Db, i: usize) -> Option<Vec<(Resource, i32)>> {
    let c = &db.cards[i];
    if c.types.has(db.roles.attack | db.roles.duration) {
        return None;
    }
    let mut pc = c.on_play? as usize;
    let mut v = vec![];
    loop {
        match *db.code.get(pc)? {
            Op::Plus(r, a) => {
                let a = db.amounts[a];
                if a.per.is_some() {
                    return None;
                }
                v.push((r, a.n));
            }
            Op::Return => return Some(v),
            _ => return None,
        }
        pc += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_table_gives_typed_indices_as_small_as_the_numbers() {
        let mut t: Table<Amount> = Table::default();
        let a = t.push(Amount { n: 2, per: None });
        let b = t.intern(Amount { n: 3, per: None });
        assert_eq!(t.intern(Amount { n: 2, per: None }), a);
        assert_eq!((t[a].n, t[b].n, b.index(), t.len()), (2, 3, 1, 2));
        assert_eq!(std::mem::size_of::<AmountId>(), std::mem::size_of::<u16>());
        assert_eq!(std::mem::size_of::<Option<FilterId>>(), 4);
        assert_eq!(format!("{b:?}"), "1");
        assert_eq!(ron::to_string(&b).ok().as_deref(), Some("1"));
    }
}

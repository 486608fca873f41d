//! What a card's play gives the heuristic bot (+actions, +cards, +coins, a trash it
//! must make), read off the card's compiled program once per database.

use crate::ast::{Resource, Verb};
use crate::db::{CardId, Db, LastingRule, Op, Source, StaticRule};
use crate::engine::Game;
use std::sync::{Arc, Weak};

/// What a card's play gives, read off its compiled program.
#[derive(Default, Clone, Copy)]
pub(super) struct Profile {
    /// +Actions.
    pub(super) actions: i32,
    /// +Cards.
    pub(super) cards: i32,
    /// +$.
    pub(super) coins: i32,
    /// A Treasure's +$ (0 for any other card): what it adds to the deck's money.
    pub(super) money: i32,
    /// Every play must trash a card from the hand.
    pub(super) must_trash: bool,
    /// An Action card that gives no +Action (a terminal).
    pub(super) terminal: bool,
    /// An Action card.
    pub(super) action: bool,
    /// What the card's play and types add to how much the bot wants to buy it (besides
    /// its cost): 2 for +Actions, 2 per +Card and +$, 2 for an Attack.
    pub(super) wish: i32,
    /// That, plus three times the printed cost: how much the bot wants to buy it at
    /// most, in a database whose cost rules only lower costs ([`Profiles::costs_fall`]).
    pub(super) wish_at_most: i32,
    /// A Victory card that is not an Action (bought as a Kingdom card only late).
    pub(super) late: bool,
    /// A `when you buy this` ability of the card trashes cards in play.
    pub(super) trashes_in_play: bool,
}

/// What card `k`'s play gives, read off its program.
pub(super) fn read(db: &Db, k: CardId) -> Profile {
    let mut pr = Profile::default();
    let c = db.card(k);
    pr.terminal = c.types.has(db.roles.action);
    pr.action = pr.terminal;
    let Some(mut pc) = c.on_play else {
        pr.buying(db, k);
        return pr;
    };
    while let Some(op) = db.code.get(pc as usize) {
        match *op {
            Op::Plus(r, a) => {
                let n = db.amounts[a].n;
                match r {
                    Resource::Actions => pr.actions += n,
                    Resource::Cards => pr.cards += n,
                    Resource::Coins => pr.coins += n,
                    _ => {}
                }
            }
            Op::Move {
                verb: Verb::Trash,
                sel,
                optional: false,
                ..
            } => {
                let s = &db.sels[sel];
                pr.must_trash |= s.from == Source::Hand;
                break;
            }
            // Only what every play gives: stop where a choice or condition begins.
            Op::Return
            | Op::AskMay
            | Op::AskChoice(..)
            | Op::AskOrder(_)
            | Op::JumpIfNot(..)
            | Op::JumpIfChoiceNot(..)
            | Op::AskSome(..)
            | Op::JumpIfNotChosen(..)
            | Op::Jump(_) => break,
            _ => {}
        }
        pc += 1;
    }
    pr.terminal &= pr.actions == 0;
    if c.types.has(db.roles.treasure) {
        pr.money = pr.coins;
    }
    pr.buying(db, k);
    pr
}

impl Profile {
    /// Fill in what the bot's choice of a Kingdom card to buy reads of card `k`.
    fn buying(&mut self, db: &Db, k: CardId) {
        let c = db.card(k);
        let attack = i32::from(c.types.has(db.roles.attack));
        self.wish = self.actions.min(1) * 2 + 2 * (self.cards + self.coins + attack);
        self.wish_at_most = i32::from(c.cost) * 3 + self.wish;
        self.late = c.types.has(db.roles.victory) && !c.types.has(db.roles.action);
        self.trashes_in_play = c.triggers.iter().any(|t| {
            t.object.is_none()
                && t.event == crate::ast::EventKind::Buy
                && db.body(t.pc).any(|op| {
                    matches!(op, Op::Move { verb: Verb::Trash, sel, .. }
                            if db.sels[sel].from == Source::InPlay)
                })
        });
    }
}

/// The profiles of every card kind of one database, built when a bot first answers in a
/// game of it.
#[derive(Default)]
pub(super) struct Profiles {
    /// The database the table is of (held, so that no other database takes its address).
    db: Weak<Db>,
    /// Its address (`db`'s, read once: 0 before any table).
    at: usize,
    /// One profile per card kind.
    table: Arc<[Profile]>,
    /// Every card kind, by printed cost from the highest; of equal cost, the later kind
    /// first (see [`Profiles::by_cost`]).
    by_cost: Arc<[CardId]>,
    /// No cost rule of the database makes a card cost more than printed (every `costs
    /// less` amount is at least 0).
    costs_fall: bool,
}

impl Clone for Profiles {
    fn clone(&self) -> Self {
        Profiles {
            db: self.db.clone(),
            at: self.at,
            table: self.table.clone(),
            by_cost: self.by_cost.clone(),
            costs_fall: self.costs_fall,
        }
    }

    /// Nothing to do when `self` has the same table already (the same database's).
    fn clone_from(&mut self, o: &Self) {
        if !Arc::ptr_eq(&self.table, &o.table) {
            self.db.clone_from(&o.db);
            self.at = o.at;
            self.table.clone_from(&o.table);
            self.by_cost.clone_from(&o.by_cost);
            self.costs_fall = o.costs_fall;
        }
    }
}

/// No cost rule of `db` (a card's or a lasting one) makes a card cost more: every
/// `costs less` amount is at least 0 (a count it is multiplied by is never negative).
fn costs_fall(db: &Db) -> bool {
    let falls = |r: &StaticRule| match *r {
        StaticRule::CostLess { by, .. } => db.amounts[by].n >= 0,
        _ => true,
    };
    (db.cards.iter()).all(|c| c.statics.iter().all(|st| falls(&st.rule)))
        && (db.lastings.iter()).all(|l| match &l.rule {
            LastingRule::Static(r) => falls(r),
            LastingRule::Trigger(_) => true,
        })
}

impl Profiles {
    /// Make the table the one of `game`'s database.
    pub(super) fn refresh(&mut self, game: &Game) {
        if self.at != Arc::as_ptr(&game.db) as usize {
            let db = &game.db;
            self.table = (0..db.cards.len())
                .map(|k| read(db, CardId::from_index(k)))
                .collect();
            let mut order: Vec<CardId> = (0..db.cards.len()).map(CardId::from_index).collect();
            order.sort_by_key(|&k| std::cmp::Reverse((db.card(k).cost, k.index())));
            self.by_cost = order.into();
            self.costs_fall = costs_fall(db);
            self.db = Arc::downgrade(db);
            self.at = Arc::as_ptr(db) as usize;
        }
    }

    /// Every card kind by printed cost, from the highest (of equal cost, the later kind
    /// first), when no cost rule of the database raises a cost (a kind then never costs
    /// more than printed): `None` otherwise.
    pub(super) fn by_cost(&self) -> Option<&[CardId]> {
        self.costs_fall.then_some(&self.by_cost[..])
    }

    /// No cost rule of the database raises a cost (a kind never costs more than printed).
    pub(super) fn costs_fall(&self) -> bool {
        self.costs_fall
    }

    /// The profile of a card kind.
    #[inline]
    pub(super) fn get(&self, k: CardId) -> Profile {
        self.table[k.index()]
    }
}

/// The Kingdom piles of one game's Supply, in the Supply's order, each card with its
/// profile: what the bot's choice of a Kingdom card to buy scans (the other piles and
/// the table's look-ups left out). Kept while the Supply's set-up is the same (its piles'
/// cards and Kingdom marks change only at a set-up, which gives the state a new
/// `State::setup` stamp).
#[derive(Default)]
pub(super) struct Kingdom {
    /// The set-up stamp the list is of (0: none; stamps start at 1).
    setup: u64,
    /// The Kingdom piles' cards, with their profiles.
    piles: Vec<(CardId, Profile)>,
}

impl Kingdom {
    /// The Kingdom piles of `game`'s Supply, with their cards' profiles (`profiles`:
    /// the table of `game`'s database).
    #[inline]
    pub(super) fn of(&mut self, game: &Game, profiles: &Profiles) -> &[(CardId, Profile)] {
        if self.setup != game.state.setup {
            self.piles.clear();
            self.piles.extend(
                (game.state.supply.iter())
                    .filter(|p| p.kingdom)
                    .map(|p| (p.card, profiles.get(p.card))),
            );
            self.setup = game.state.setup;
        }
        let supply = &game.state.supply;
        debug_assert!(
            (self.piles.iter().map(|&(k, _)| k))
                .eq(supply.iter().filter(|p| p.kingdom).map(|p| p.card)),
            "the Kingdom piles changed without a new set-up stamp (State::setup)"
        );
        &self.piles
    }
}

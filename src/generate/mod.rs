//! Card texts made by machine: random trees of the effect language ([`crate::ast`]), built
//! from the language's own pieces and the names of a card database, so that texts reach
//! every construct and a good share of them pass the checker.
//!
//! A tree is made so that it has a text: the generator follows the rules by which the
//! printer ([`crate::print`]) writes a tree and the parser reads it back (a block runs to
//! the end of its sentence, `you` / `they` in player blocks, what `for ...` may pay off,
//! ...), and [`run`] checks that `parse(print(tree)) == tree` for every tree. It then adds
//! the text to the database as a new Kingdom card and, if the checker accepts it, plays
//! games with it the way the soak does ([`crate::soak`]).
//!
//! [`coverage`] lists the constructs of the tree ([`coverage::ALL`]); a test checks that the
//! generator makes every one of them.

pub mod coverage;
mod effects;
pub mod known;
pub mod run;
mod terms;

use crate::ast::*;
use crate::db::Db;
use rand::{Rng, SeedableRng};

/// The names a generated text may use, taken from a card database.
#[derive(Debug, Clone, Default)]
pub struct Names {
    /// Card names (`Border Village`).
    pub cards: Vec<String>,
    /// Card types (`Action`).
    pub types: Vec<String>,
    /// Mat words (`native village`).
    pub mats: Vec<String>,
    /// Token words (`trade route`).
    pub tokens: Vec<String>,
}

impl Names {
    /// The names of a database.
    pub fn of(db: &Db) -> Self {
        let mut cards: Vec<String> = db.cards.iter().map(|c| c.name.clone()).collect();
        cards.dedup();
        Names {
            cards,
            types: db.types.iter().map(|t| t.name.clone()).collect(),
            mats: db.mats.iter().map(|m| m.words.clone()).collect(),
            tokens: db.tokens.iter().map(|t| t.words.clone()).collect(),
        }
    }
}

/// What follows a block inside its sentence, which the block's last effect must not take
/// as its own (`if ...: if ...: a; otherwise: b` would give the `otherwise` to the inner
/// `if`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Follow {
    /// The end of the sentence.
    End,
    /// `; otherwise: ...`
    Otherwise,
    /// `; or ...` (the next option of a `choose one`).
    Or,
    /// `; ...` (the next part of `in either order`).
    Semi,
}

/// How a block may be split into sentences.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Split {
    /// A play ability: any sentence may follow.
    Free,
    /// After a heading (`when ...:`, `setup:`): a later sentence must say it continues.
    Heading,
    /// The player block that ends an ability: later sentences are about `they`.
    They,
    /// Inside a sentence: an effect ending with a block comes last.
    Nested,
}

/// Where an effect is made.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Ctx {
    /// Blocks around it.
    pub depth: u8,
    /// Inside a player block (`they`).
    pub players: bool,
    /// Inside a triggered ability (or a lasting trigger).
    pub trigger: bool,
    /// The trigger is about a gain that has not happened yet (`would gain`).
    pub would_gain: bool,
    /// What follows the block this effect ends.
    pub follow: Follow,
}

impl Ctx {
    fn top() -> Self {
        Ctx {
            depth: 0,
            players: false,
            trigger: false,
            would_gain: false,
            follow: Follow::End,
        }
    }

    fn deeper(self) -> Self {
        Ctx {
            depth: self.depth + 1,
            ..self
        }
    }
}

/// A generator of random trees.
pub struct Gen<'a> {
    rng: rand_pcg::Pcg32,
    names: &'a Names,
}

/// How deep blocks nest in generated texts.
const MAX_DEPTH: u8 = 3;

/// The scopes of triggered and static abilities, `this` twice as likely as each other.
const SCOPES: &[Scope] = &[
    Scope::This,
    Scope::This,
    Scope::InPlay,
    Scope::InHand,
    Scope::SetAside,
    Scope::Game,
];

impl<'a> Gen<'a> {
    /// A generator seeded with `seed`, using `names`.
    pub fn new(seed: u64, names: &'a Names) -> Self {
        Gen {
            rng: rand_pcg::Pcg32::seed_from_u64(seed ^ 0x6E4E_7E47),
            names,
        }
    }

    /// A number in `0..n` (0 if `n` is 0).
    fn below(&mut self, n: usize) -> usize {
        ((self.rng.next_u32() as u64 * n as u64) >> 32) as usize
    }

    /// True with `percent` in 100.
    fn chance(&mut self, percent: u32) -> bool {
        self.rng.next_u32() % 100 < percent
    }

    /// A number in `lo..=hi`.
    fn int(&mut self, lo: i32, hi: i32) -> i32 {
        lo + self.below((hi - lo + 1).max(1) as usize) as i32
    }

    /// A number in `lo..=hi`, as `u8`.
    fn small(&mut self, lo: u8, hi: u8) -> u8 {
        self.int(i32::from(lo), i32::from(hi)) as u8
    }

    fn pick<T: Clone>(&mut self, items: &[T]) -> T {
        items[self.below(items.len())].clone()
    }

    /// Index of a weighted choice.
    fn weighted(&mut self, weights: &[u32]) -> usize {
        let total: u32 = weights.iter().sum();
        let mut x = self.rng.next_u32() % total.max(1);
        for (i, w) in weights.iter().enumerate() {
            if x < *w {
                return i;
            }
            x -= w;
        }
        0
    }

    /// A whole card text's tree: one to three abilities.
    pub fn rules(&mut self) -> Rules {
        let mut abilities = vec![];
        // A play ability comes first: a plain sentence after another ability would join
        // it.
        if self.chance(75) {
            let block = self.block(Ctx::top(), Split::Free, 1, 4);
            abilities.push(Ability::Play(block));
        }
        let more = if abilities.is_empty() {
            self.int(1, 2)
        } else {
            self.int(0, 2)
        };
        for _ in 0..more {
            abilities.push(self.ability());
        }
        Rules {
            abilities,
            spans: AbilitySpans::default(),
        }
    }

    /// An ability other than the play ability.
    fn ability(&mut self) -> Ability {
        match self.weighted(&[2, 2, 6, 3]) {
            0 => Ability::Worth(self.amount(-3, 6, false)),
            1 => Ability::Setup(self.block(Ctx::top(), Split::Heading, 1, 2)),
            2 => Ability::Triggered(self.triggered()),
            _ => {
                let (scope, rule) = self.static_ability();
                Ability::Static(scope, rule)
            }
        }
    }

    fn triggered(&mut self) -> Triggered {
        let scope = self.pick(SCOPES);
        let trigger = self.trigger();
        let body = self.trigger_body(&trigger, Ctx::top(), true);
        Triggered {
            scope,
            trigger,
            body,
        }
    }

    /// The body of a trigger: the owner's effects, or (for another player's event) the
    /// event's player's (`they ...`).
    fn trigger_body(&mut self, t: &Trigger, ctx: Ctx, top: bool) -> Block {
        let ctx = Ctx {
            trigger: true,
            would_gain: t.event == EventKind::WouldGain,
            ..ctx
        };
        if t.who != Who::You && self.chance(40) {
            let split = if top { Split::They } else { Split::Nested };
            let ctx = Ctx {
                players: true,
                ..ctx.deeper()
            };
            return vec![Effect::ForPlayers(
                Players::Actor,
                self.block(ctx, split, 1, 3),
            )];
        }
        let split = if top { Split::Heading } else { Split::Nested };
        self.block(ctx, split, 1, 3)
    }
}

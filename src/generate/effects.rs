//! Generating effects and blocks of effects.
//!
//! A block runs to the end of its sentence (or to a `;`), so where a text goes on after a
//! block, the tree must say so in a way the parser reads back: see [`Split`] and
//! [`Follow`].

use super::{Ctx, Follow, Gen, Split, MAX_DEPTH};
use crate::ast::*;
use crate::print::ends_with_block;

/// The kinds of effects, for weighted choice.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    Plus,
    Draw,
    DrawUntil,
    DiscardDownTo,
    Gain,
    Move,
    GainRef,
    RevealUntil,
    Play,
    NameCard,
    Exchange,
    May,
    ExtraTurn,
    NextHandSize,
    Unaffected,
    Instead,
    PutTokens,
    MoveToken,
    Pass,
    // Effects that end with a block.
    Payoff,
    If,
    ChooseOne,
    EitherOrder,
    ForPlayers,
    NextTurn,
    NowAndNextTurn,
    EndOfBuyPhase,
    Lasting,
}

/// Effects that end in no block, with their weights.
const SIMPLE: &[(Kind, u32)] = &[
    (Kind::Plus, 30),
    (Kind::Draw, 6),
    (Kind::DrawUntil, 3),
    (Kind::DiscardDownTo, 3),
    (Kind::Gain, 14),
    (Kind::Move, 22),
    (Kind::GainRef, 3),
    (Kind::RevealUntil, 3),
    (Kind::Play, 5),
    (Kind::NameCard, 2),
    (Kind::Exchange, 2),
    (Kind::May, 10),
    (Kind::ExtraTurn, 1),
    (Kind::NextHandSize, 1),
    (Kind::Unaffected, 2),
    (Kind::Instead, 3),
    (Kind::PutTokens, 1),
    (Kind::MoveToken, 1),
];

/// Effects that end with a block, with their weights.
const BLOCKS: &[(Kind, u32)] = &[
    (Kind::Payoff, 8),
    (Kind::If, 14),
    (Kind::ChooseOne, 6),
    (Kind::EitherOrder, 2),
    (Kind::ForPlayers, 6),
    (Kind::NextTurn, 3),
    (Kind::NowAndNextTurn, 2),
    (Kind::EndOfBuyPhase, 2),
    (Kind::Lasting, 4),
];

impl Gen<'_> {
    /// A block of `lo..=hi` effects (fewer if it must end early).
    pub(super) fn block(&mut self, ctx: Ctx, split: Split, lo: i32, hi: i32) -> Block {
        let n = self.int(lo, hi) as usize;
        let mut out: Block = vec![];
        for i in 0..n {
            let last = i + 1 == n;
            let after_block = out.last().is_some_and(ends_with_block);
            let e = match split {
                Split::Nested if after_block => break,
                // A sentence after a heading continues it with `if you did` / `if you
                // didn't`.
                Split::Heading if after_block => self.continuation(ctx),
                _ => {
                    let blocks = ctx.depth < MAX_DEPTH && (last || split != Split::Nested);
                    let follow = if last { ctx.follow } else { Follow::End };
                    // The last player block of an ability may go on in sentences of its own
                    // (not one inside another: `they` continues the outer one).
                    let tail = last && split != Split::Nested && !ctx.players;
                    self.effect(Ctx { follow, ..ctx }, blocks, tail)
                }
            };
            out.push(e);
        }
        out
    }

    /// `if you did: ...` / `if you didn't: ...`.
    fn continuation(&mut self, ctx: Ctx) -> Effect {
        let cond = if self.chance(70) {
            Cond::Did
        } else {
            Cond::DidNot
        };
        let inner = Ctx {
            follow: Follow::End,
            ..ctx.deeper()
        };
        Effect::If(cond, self.block(inner, Split::Nested, 1, 2), vec![])
    }

    /// One effect; with `blocks`, possibly one that ends with a block.
    fn effect(&mut self, ctx: Ctx, blocks: bool, tail: bool) -> Effect {
        let mut kinds: Vec<(Kind, u32)> = SIMPLE.to_vec();
        if blocks {
            kinds.extend(BLOCKS.iter().copied().filter(|(k, _)| match k {
                // `if` without `otherwise` would take the `; otherwise` that follows.
                Kind::If => true,
                Kind::ChooseOne => ctx.follow != Follow::Or,
                Kind::EitherOrder => ctx.follow != Follow::Semi,
                // Lasting rules are the owner's, never a player block's.
                Kind::Lasting => !ctx.players,
                _ => true,
            }));
        }
        // `pass a card ... to the player to their left`: in a player block.
        if ctx.players {
            kinds.push((Kind::Pass, 3));
        }
        // `you are unaffected by that Attack` is about the event of a trigger.
        if ctx.trigger {
            if let Some(k) = kinds.iter_mut().find(|(k, _)| *k == Kind::Unaffected) {
                k.1 = 6;
            }
        }
        if ctx.would_gain {
            if let Some(k) = kinds.iter_mut().find(|(k, _)| *k == Kind::Instead) {
                k.1 = 20;
            }
        }
        let weights: Vec<u32> = kinds.iter().map(|(_, w)| *w).collect();
        let kind = kinds[self.weighted(&weights)].0;
        self.effect_of(kind, ctx, tail, blocks)
    }

    fn effect_of(&mut self, kind: Kind, ctx: Ctx, tail: bool, blocks: bool) -> Effect {
        let inner = ctx.deeper();
        match kind {
            Kind::Plus => self.plus(),
            Kind::Draw => Effect::Draw(self.amount(0, 3, true)),
            Kind::DrawUntil => {
                let skip = self.chance(20).then(|| self.filter());
                Effect::DrawUntil(self.small(3, 8), skip)
            }
            Kind::DiscardDownTo => self.down_to(),
            Kind::Gain => self.gain(),
            Kind::Move => self.move_effect(),
            Kind::GainRef => Effect::Move {
                verb: Verb::Gain,
                cards: vec![match self.chance(80) {
                    true => self.whole_ref(),
                    // `gain an Action card from the trash`, `gain any number of them`.
                    false => Selection {
                        from: Source::Trash,
                        per: None,
                        chooser: Chooser::Player,
                        plural: false,
                        ..self.selection()
                    },
                }],
                // A gained card goes onto the deck, never in an order or place chosen.
                to: match self.chance(50) {
                    true => Dest::Discard,
                    false => match self.dest() {
                        Dest::DeckAnyOrder | Dest::BackAnyOrder | Dest::Anywhere => Dest::Deck,
                        d => d,
                    },
                },
            },
            Kind::RevealUntil => Effect::RevealUntil(
                if self.chance(75) { 1 } else { self.small(2, 3) },
                self.filter(),
            ),
            // A play takes one card: `per` is for the numbers of the other verbs.
            Kind::Play => Effect::Play {
                cards: self.play_selection(),
                times: self.pick(&[1, 1, 2, 3]),
            },
            Kind::NameCard => Effect::NameCard,
            Kind::Exchange => Effect::Exchange(self.reference(), self.filter()),
            Kind::May => {
                let inner_kind = self.undoable_or_any(ctx, blocks);
                Effect::May(Box::new(self.effect_of(inner_kind, inner, false, blocks)))
            }
            Kind::ExtraTurn => Effect::ExtraTurn,
            Kind::NextHandSize => Effect::NextHandSize(self.small(1, 6)),
            Kind::Unaffected => Effect::Unaffected(Span::NONE),
            Kind::Instead => {
                let k = self.pick(&[Kind::Gain, Kind::Gain, Kind::Move, Kind::Plus, Kind::Draw]);
                Effect::Instead(Box::new(self.effect_of(k, inner, false, false)), Span::NONE)
            }
            Kind::PutTokens => Effect::PutTokens(
                self.token(),
                Filter {
                    atoms: self.kinds(),
                },
            ),
            Kind::MoveToken => self.token_effect(),
            Kind::Pass => {
                let s = Selection {
                    from: Source::Hand,
                    per: None,
                    plural: false,
                    ..self.selection()
                };
                Effect::Pass(s, self.chance(50))
            }
            _ => self.block_effect(kind, ctx, tail),
        }
    }

    /// The kind of effect inside `you may`: mostly one that may not be done; no `may`,
    /// payoff or `instead` (`you may X for Y` pays off the whole `you may X`).
    fn undoable_or_any(&mut self, ctx: Ctx, blocks: bool) -> Kind {
        let mut kinds = vec![
            (Kind::Move, 30),
            (Kind::Gain, 20),
            (Kind::Play, 8),
            (Kind::Exchange, 3),
            (Kind::DiscardDownTo, 2),
            (Kind::RevealUntil, 2),
            (Kind::Plus, 6),
            (Kind::Draw, 3),
        ];
        if blocks && ctx.depth < MAX_DEPTH {
            kinds.push((Kind::If, 2));
            kinds.push((Kind::ChooseOne, 1));
        }
        let weights: Vec<u32> = kinds.iter().map(|(_, w)| *w).collect();
        let k = kinds[self.weighted(&weights)].0;
        if k == Kind::ChooseOne && ctx.follow == Follow::Or {
            return Kind::Move;
        }
        k
    }

    /// `trash`, `discard`, `reveal`, `look at`, `set aside`, `put`, `return`, `shuffle`.
    fn move_effect(&mut self) -> Effect {
        let (verb, to) = match self.weighted(&[20, 20, 10, 8, 8, 20, 6, 5]) {
            0 => (Verb::Trash, Dest::Trash),
            1 => (Verb::Discard, Dest::Discard),
            2 => (Verb::Reveal, Dest::Back),
            3 => (Verb::LookAt, Dest::Back),
            4 => (
                Verb::SetAside {
                    face_down: self.chance(30),
                },
                Dest::SetAside,
            ),
            5 => (Verb::Put, self.dest()),
            6 => (Verb::Return, Dest::Supply),
            _ => (Verb::Shuffle, Dest::Deck),
        };
        let n = if self.chance(85) { 1 } else { 2 };
        let mut cards: Vec<Selection> = (0..n).map(|_| self.selection()).collect();
        for s in &mut cards {
            match s.from {
                // From the trash only to gain; from the Supply only to trash.
                Source::Trash => s.from = Source::Hand,
                Source::Supply if verb != Verb::Trash => s.from = Source::Hand,
                _ => {}
            }
            if verb == Verb::Trash && s.from == Source::Hand && self.chance(10) {
                s.from = Source::Supply;
            }
        }
        Effect::Move { verb, cards, to }
    }

    /// An effect that ends with a block.
    fn block_effect(&mut self, kind: Kind, ctx: Ctx, tail: bool) -> Effect {
        let inner = ctx.deeper();
        let nested = |follow| Ctx { follow, ..inner };
        match kind {
            Kind::Payoff => self.payoff(ctx),
            Kind::If => self.if_effect(ctx),
            Kind::ChooseOne => self.choose_one(ctx),
            Kind::EitherOrder => {
                let parts = (0..2)
                    .map(|i| {
                        let f = if i == 1 { ctx.follow } else { Follow::Semi };
                        self.block(nested(f), Split::Nested, 1, 2)
                    })
                    .collect();
                Effect::EitherOrder(parts, Span::NONE)
            }
            Kind::ForPlayers => {
                let p = self.pick(&[
                    Players::EachOther,
                    Players::EachOther,
                    Players::Each,
                    Players::Left,
                    Players::Right,
                ]);
                let body_ctx = Ctx {
                    players: true,
                    ..nested(ctx.follow)
                };
                let split = if tail { Split::They } else { Split::Nested };
                Effect::ForPlayers(p, self.block(body_ctx, split, 1, 3))
            }
            Kind::NextTurn | Kind::NowAndNextTurn | Kind::EndOfBuyPhase => {
                let when = match kind {
                    Kind::NextTurn => Delay::NextTurn,
                    Kind::NowAndNextTurn => Delay::NowAndNextTurn,
                    _ => Delay::EndOfBuyPhase,
                };
                Effect::Delayed(when, self.block(nested(ctx.follow), Split::Nested, 1, 2))
            }
            _ => self.lasting(ctx),
        }
    }

    /// `this turn: <rule>`, `until your next turn, when ...: ...`.
    fn lasting(&mut self, ctx: Ctx) -> Effect {
        let dur = match self.weighted(&[40, 30, 15, 15]) {
            0 => Lasting::ThisTurn,
            1 => Lasting::UntilNextTurn,
            2 => Lasting::OnceThisTurn,
            _ => {
                let r = self.reference();
                Lasting::WhileSetAside(if r == Ref::This { Ref::SetAside } else { r })
            }
        };
        let rule = if self.chance(45) {
            LastingRule::Static(self.static_rule())
        } else {
            let t = self.trigger();
            let body = self.trigger_body(&t, ctx.deeper(), false);
            LastingRule::Triggered(t, body)
        };
        Effect::Lasting(dur, Box::new(rule), Span::NONE)
    }

    /// `+2 cards`, `+$1 per ...`, rarely `-$1`.
    fn plus(&mut self) -> Effect {
        let r = self.pick(&[
            Resource::Cards,
            Resource::Actions,
            Resource::Buys,
            Resource::Coins,
            Resource::Vp,
        ]);
        let neg = self.chance(5);
        let a = self.amount(if neg { -2 } else { 0 }, if neg { -1 } else { 3 }, false);
        Effect::Plus(r, a)
    }

    /// `gain a Silver`, `gain a Curse and a Copper onto your deck`.
    fn gain(&mut self) -> Effect {
        let n = if self.chance(85) { 1 } else { 2 };
        let items = (0..n)
            .map(|_| GainItem {
                count: self.amount(1, 2, true),
                what: self.filter(),
                chooser: if self.chance(8) {
                    Chooser::Owner
                } else {
                    Chooser::Player
                },
            })
            .collect();
        let to = if self.chance(60) {
            Dest::Discard
        } else {
            self.dest()
        };
        Effect::Gain {
            items,
            to,
            span: Span::NONE,
        }
    }

    /// `<effect> for <effects>`, `<effect> to <effects>`.
    fn payoff(&mut self, ctx: Ctx) -> Effect {
        let inner = ctx.deeper();
        let nested = |follow| Ctx { follow, ..inner };
        let k = self.pick(&[Kind::May, Kind::May, Kind::Move, Kind::Gain, Kind::Play]);
        let cost = match k {
            Kind::May => {
                let k = self.pick(&[Kind::Move, Kind::Gain, Kind::Plus]);
                Effect::May(Box::new(self.effect_of(k, inner, false, false)))
            }
            k => self.effect_of(k, inner, false, false),
        };
        Effect::Payoff {
            cost: Box::new(cost),
            word: self.pick(&[PayWord::For, PayWord::To]),
            then: self.block(nested(ctx.follow), Split::Nested, 1, 2),
        }
    }

    /// `if <cond>: ...[; otherwise: ...]`.
    fn if_effect(&mut self, ctx: Ctx) -> Effect {
        let nested = |follow| Ctx {
            follow,
            ..ctx.deeper()
        };
        let cond = self.cond(ctx);
        // Without `otherwise`, the `if` would take the `; otherwise` after it.
        let otherwise = ctx.follow == Follow::Otherwise || self.chance(25);
        if otherwise {
            let then = self.block(nested(Follow::Otherwise), Split::Nested, 1, 2);
            let other = self.block(nested(ctx.follow), Split::Nested, 1, 2);
            Effect::If(cond, then, other)
        } else {
            Effect::If(
                cond,
                self.block(nested(ctx.follow), Split::Nested, 1, 2),
                vec![],
            )
        }
    }

    /// `[you] choose one: ...; or ...`.
    fn choose_one(&mut self, ctx: Ctx) -> Effect {
        let nested = |follow| Ctx {
            follow,
            ..ctx.deeper()
        };
        let n = self.int(2, 4) as usize;
        let options = (0..n)
            .map(|i| {
                let f = if i + 1 == n { ctx.follow } else { Follow::Or };
                self.block(nested(f), Split::Nested, 1, 2)
            })
            .collect();
        let chooser = if self.chance(15) {
            Chooser::Owner
        } else {
            Chooser::Player
        };
        // `choose two: ...`, `choose one per type it has: ...`.
        match self.weighted(&[75, 15, 10]) {
            0 => Effect::ChooseOne(options, chooser),
            1 => Effect::ChooseSome(Amount::int(self.int(2, 3)), options, chooser),
            _ => Effect::ChooseSome(
                Amount {
                    n: 1,
                    per: Some((1, Count::TypesOf(self.reference()))),
                },
                options,
                chooser,
            ),
        }
    }

    /// `discard down to 3 cards in hand`, `put cards from your hand onto your deck down
    /// to 3 cards in hand`.
    fn down_to(&mut self) -> Effect {
        let cards = vec![Selection {
            qty: Qty::DownTo(self.small(0, 4)),
            filter: Filter::default(),
            from: Source::Hand,
            chooser: Chooser::Player,
            plural: false,
            per: None,
        }];
        match self.chance(70) {
            true => Effect::Move {
                verb: Verb::Discard,
                cards,
                to: Dest::Discard,
            },
            false => Effect::Move {
                verb: Verb::Put,
                cards,
                to: self.dest(),
            },
        }
    }

    /// A play takes one card, from a place the player holds.
    fn play_selection(&mut self) -> Selection {
        match self.selection() {
            s if matches!(
                s.from,
                Source::Deck | Source::DeckBottom | Source::Trash | Source::Supply
            ) =>
            {
                Selection {
                    from: Source::Hand,
                    qty: Qty::Exactly(1),
                    per: None,
                    ..s
                }
            }
            s => Selection { per: None, ..s },
        }
    }

    /// `move the <token> token ...`, `put a <token> token on your <mat> mat` / `on a
    /// <kind> Supply pile`.
    fn token_effect(&mut self) -> Effect {
        match self.weighted(&[50, 25, 25]) {
            0 => Effect::MoveToken(self.token(), self.mat()),
            1 => Effect::PutToken(self.token(), TokenPlace::Mat(self.mat())),
            _ => {
                let f = Filter {
                    atoms: self.kinds(),
                };
                Effect::PutToken(self.token(), TokenPlace::Pile(f))
            }
        }
    }
}

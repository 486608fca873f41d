//! Generating the terms of a text: names, card descriptions, selections, amounts, counts,
//! conditions, triggers and static rules.

use super::{Ctx, Gen};
use crate::ast::*;

/// The references, each once.
const REFS: &[Ref] = &[
    Ref::This,
    Ref::It(Span::NONE),
    Ref::Rest,
    Ref::Trashed,
    Ref::Discarded,
    Ref::Revealed,
    Ref::OtherRevealed,
    Ref::Gained,
    Ref::SetAside,
    Ref::Named,
    Ref::Drawn,
];

/// Whether a reference reads differently in the plural (`it` / `them`).
fn has_plural(r: Ref) -> bool {
    !matches!(r, Ref::This | Ref::Rest)
}

/// Whether a reference is a participle (`the trashed ...`), which a card description may
/// follow.
fn participle(r: Ref) -> bool {
    matches!(
        r,
        Ref::Trashed
            | Ref::Discarded
            | Ref::Revealed
            | Ref::OtherRevealed
            | Ref::Gained
            | Ref::SetAside
            | Ref::Drawn
    )
}

impl Gen<'_> {
    // ------------------------------------------------------------ Names

    /// A card or type name; now and then a plural (`Actions`) or a name no card has.
    pub(super) fn name(&mut self) -> Ident {
        let text = match self.weighted(&[60, 30, 8, 2]) {
            0 => self.pick(&self.names.types.clone()),
            1 => self.pick(&self.names.cards.clone()),
            2 => format!("{}s", self.pick(&self.names.types.clone())),
            _ => "Nonesuch".to_string(),
        };
        Ident::new(text)
    }

    /// A name of one word (after `non-`).
    fn one_word_name(&mut self) -> Ident {
        loop {
            let i = self.name();
            if !i.text.contains(' ') {
                return i;
            }
        }
    }

    pub(super) fn mat(&mut self) -> Ident {
        Ident::new(self.pick(&self.names.mats.clone()))
    }

    pub(super) fn token(&mut self) -> Ident {
        Ident::new(self.pick(&self.names.tokens.clone()))
    }

    pub(super) fn reference(&mut self) -> Ref {
        self.pick(REFS)
    }

    // ------------------------------------------------------------ Card descriptions

    /// The name-like atoms of a description, in the order they are written:
    /// `non-Victory`s, then one name or `A or B`.
    pub(super) fn kinds(&mut self) -> Vec<Atom> {
        let mut atoms = vec![];
        if self.chance(15) {
            atoms.push(Atom::NotNamed(self.one_word_name()));
        }
        match self.weighted(&[30, 55, 15]) {
            0 => {}
            1 => atoms.push(Atom::Named(self.name())),
            _ => atoms.push(Atom::Either(vec![self.name(), self.name()])),
        }
        atoms
    }

    /// A card description: `Action card costing up to $4`, `copy of it`, `card`.
    pub(super) fn filter(&mut self) -> Filter {
        let mut atoms = if self.chance(8) {
            vec![Atom::CopyOf(self.reference())]
        } else {
            self.kinds()
        };
        let clauses = self.weighted(&[60, 32, 8]);
        for _ in 0..clauses {
            atoms.push(match self.weighted(&[60, 12, 12, 10]) {
                0 => {
                    let cmp = self.pick(&[Cmp::UpTo, Cmp::Exactly, Cmp::LessThan, Cmp::AtLeast]);
                    Atom::Cost(cmp, self.cost_expr())
                }
                1 => Atom::Bought,
                // Only the player whose turn it is gains cards `this turn`.
                2 => match self.pick(&[Who::You, Who::Left, Who::Right]) {
                    Who::You => Atom::GainedBy(
                        Who::You,
                        self.pick(&[GainedWhen::LastTurn, GainedWhen::ThisTurn]),
                    ),
                    who => Atom::GainedBy(who, GainedWhen::LastTurn),
                },
                _ => Atom::FromPileWithToken(self.token()),
            });
        }
        Filter { atoms }
    }

    fn cost_expr(&mut self) -> CostExpr {
        match self.weighted(&[60, 30, 10]) {
            0 => CostExpr::Coins(self.small(0, 8)),
            1 => CostExpr::Rel(self.int(-3, 3) as i8, self.reference()),
            _ => CostExpr::Total(self.reference()),
        }
    }

    // ------------------------------------------------------------ Selections

    pub(super) fn qty(&mut self) -> Qty {
        match self.weighted(&[55, 20, 10, 15]) {
            0 => Qty::Exactly(self.small(1, 3)),
            1 => Qty::UpTo(self.small(0, 4)),
            2 => Qty::AnyNumber,
            _ => Qty::All,
        }
    }

    /// Which cards: from a zone, the top of the deck, or among cards referred to.
    pub(super) fn selection(&mut self) -> Selection {
        let mut s = Selection {
            qty: self.qty(),
            filter: Filter::default(),
            from: Source::Hand,
            chooser: if self.chance(8) {
                Chooser::Owner
            } else {
                Chooser::Player
            },
            plural: false,
            per: None,
        };
        match self.weighted(&[35, 12, 10, 8, 5, 30, 3, 3]) {
            0 => s.from = Source::Hand,
            1 => {
                s.from = Source::DeckTop;
                s.qty = Qty::Exactly(self.small(1, 3));
            }
            6 => {
                s.from = Source::DeckBottom;
                s.qty = Qty::Exactly(self.small(1, 2));
            }
            7 => {
                // `your deck`: the whole deck.
                s.from = Source::Deck;
                s.qty = Qty::All;
                return s;
            }
            2 => s.from = Source::DiscardPile,
            3 => s.from = Source::InPlay,
            4 => s.from = Source::Mat(self.mat()),
            _ => return self.ref_selection(s.chooser),
        }
        if self.chance(70) {
            s.filter = self.filter();
        }
        // `discard a card per empty Supply pile`: a number taken per a count.
        if matches!(s.qty, Qty::Exactly(_) | Qty::UpTo(_))
            && !matches!(s.from, Source::DeckTop | Source::DeckBottom)
            && self.chance(10)
        {
            s.per = Some(self.per());
        }
        s
    }

    /// Cards referred to: `it`, `the trashed cards`, `the revealed Treasure`, `one of them`,
    /// `a Treasure among them`.
    pub(super) fn ref_selection(&mut self, chooser: Chooser) -> Selection {
        let r = self.reference();
        let qty = if self.chance(60) {
            Qty::All
        } else {
            self.qty()
        };
        let filter = if self.chance(40) {
            self.filter()
        } else {
            Filter::default()
        };
        let plural = match (qty, filter.atoms.is_empty()) {
            (Qty::All, true) => has_plural(r) && self.chance(50),
            (Qty::All, false) if participle(r) => self.plural_of(&filter),
            _ => false,
        };
        Selection {
            qty,
            filter,
            from: Source::Ref(r),
            chooser,
            plural,
            per: None,
        }
    }

    /// Whether `the trashed <filter>` is written in the plural: a name as a plural
    /// (`Actions`) is; `copy of ...` is not; `card` / `cards` may be either.
    fn plural_of(&mut self, f: &Filter) -> bool {
        if f.atoms.iter().any(|a| matches!(a, Atom::CopyOf(_))) {
            false
        } else {
            f.names_plural() || self.chance(50)
        }
    }

    /// A whole reference (`gain the trashed cards`, `gain it`).
    pub(super) fn whole_ref(&mut self) -> Selection {
        let r = self.reference();
        let filter = if participle(r) && self.chance(40) {
            self.filter()
        } else {
            Filter::default()
        };
        let plural = if filter.atoms.is_empty() {
            has_plural(r) && self.chance(50)
        } else {
            self.plural_of(&filter)
        };
        Selection {
            qty: Qty::All,
            filter,
            from: Source::Ref(r),
            chooser: Chooser::Player,
            plural,
            per: None,
        }
    }

    // ------------------------------------------------------------ Amounts and counts

    /// A number from `lo` to `hi`, now and then `per` something.
    pub(super) fn amount(&mut self, lo: i32, hi: i32, rare_per: bool) -> Amount {
        let per = if self.chance(if rare_per { 8 } else { 25 }) {
            Some(self.per())
        } else {
            None
        };
        Amount {
            n: self.int(lo, hi),
            per,
        }
    }

    pub(super) fn per(&mut self) -> (u8, Count) {
        let m = if self.chance(70) { 1 } else { self.small(2, 4) };
        match self.weighted(&[50, 8, 8, 8, 9, 9, 8, 4, 4]) {
            0 => (m, Count::Cards(self.filter(), self.zone())),
            7 => (m, Count::TypesOf(self.reference())),
            8 => (m, Count::Names(self.filter(), self.zone())),
            1 => (
                m,
                match self.weighted(&[50, 25, 25]) {
                    0 => Count::TokensOnMat(self.mat()),
                    1 => Count::TokensOnYourMat(self.mat()),
                    _ => Count::TokensOnPile(self.token()),
                },
            ),
            2 => (m, Count::EmptyPiles),
            3 => (m, Count::CostOf(self.reference())),
            4 => (m, Count::PlaysThisTurn(self.filter())),
            5 => (m, Count::GainsThisTurn(self.filter())),
            _ => (m, Count::GainsThisBuyPhase(self.filter())),
        }
    }

    fn zone(&mut self) -> Zone {
        match self.weighted(&[30, 30, 20, 20]) {
            0 => Zone::Hand,
            1 => Zone::InPlay,
            2 => Zone::Owned,
            _ => Zone::Ref(self.reference()),
        }
    }

    fn count_cmp(&mut self) -> CountCmp {
        match self.weighted(&[40, 20, 25, 15]) {
            0 => CountCmp::AtLeast(1),
            1 => CountCmp::AtMost(0),
            2 => CountCmp::AtLeast(self.small(0, 6)),
            _ => CountCmp::AtMost(self.small(0, 6)),
        }
    }

    // ------------------------------------------------------------ Conditions

    /// A condition; `and` joins a simple one to another.
    pub(super) fn cond(&mut self, ctx: Ctx) -> Cond {
        if self.chance(10) {
            return Cond::And(Box::new(self.simple_cond(ctx)), Box::new(self.cond(ctx)));
        }
        self.simple_cond(ctx)
    }

    fn simple_cond(&mut self, _ctx: Ctx) -> Cond {
        match self.weighted(&[18, 10, 34, 8, 4, 6, 4, 4]) {
            0 => Cond::Did,
            1 => Cond::DidNot,
            2 => Cond::Count(self.cond_count(), self.count_cmp()),
            3 => Cond::NthTime(
                self.pick(&[Happened::Played, Happened::Gained]),
                self.small(1, 4),
                self.filter(),
            ),
            4 => Cond::PreviousTurnNotYours,
            5 => Cond::BuyPhase,
            6 => Cond::All(self.reference(), self.filter()),
            _ => Cond::Is(self.reference(), self.filter()),
        }
    }

    fn cond_count(&mut self) -> Count {
        match self.weighted(&[40, 8, 8, 8, 8, 8, 8, 8]) {
            0 => Count::Cards(self.filter(), self.zone()),
            1 => Count::TokensOnMat(self.mat()),
            2 => Count::EmptyPiles,
            3 => Count::InSupply(self.filter()),
            4 => Count::CostOf(self.reference()),
            5 => Count::PlaysThisTurn(self.filter()),
            6 => Count::GainsThisTurn(self.filter()),
            _ => Count::GainsThisBuyPhase(self.filter()),
        }
    }

    // ------------------------------------------------------------ Triggers and statics

    pub(super) fn trigger(&mut self) -> Trigger {
        let who = self.pick(&[
            Who::You,
            Who::You,
            Who::You,
            Who::AnotherPlayer,
            Who::AnyPlayer,
            Who::Right,
            Who::Left,
        ]);
        let event = self.pick(&[
            EventKind::Gain,
            EventKind::Gain,
            EventKind::WouldGain,
            EventKind::Buy,
            EventKind::Trash,
            EventKind::DiscardOutsideCleanup,
            EventKind::DiscardFromPlay,
            EventKind::Play,
        ]);
        let object = if self.chance(45) {
            Object::This
        } else {
            Object::Card(self.filter())
        };
        Trigger {
            who,
            event,
            object,
            own_turn: who != Who::You && self.chance(25),
        }
    }

    /// A static ability with its scope: `this` takes only rules about this card.
    pub(super) fn static_ability(&mut self) -> (Scope, Static) {
        let scope = self.pick(super::SCOPES);
        if scope == Scope::This {
            let rule = match self.weighted(&[40, 30, 30]) {
                0 => Static::CostLess {
                    what: Object::This,
                    by: self.amount(0, 4, false),
                    cond: self.static_cond(),
                },
                1 => self.cannot_buy(),
                _ => Static::GainedTo(self.dest(), Span::NONE),
            };
            return (scope, rule);
        }
        (scope, self.static_rule())
    }

    /// A rule for a scope or a lasting effect: `cards cost $1 less`, `you can't buy ...`,
    /// `you are unaffected by other players' Attacks`.
    pub(super) fn static_rule(&mut self) -> Static {
        match self.weighted(&[50, 35, 15]) {
            0 => Static::CostLess {
                what: if self.chance(20) {
                    Object::This
                } else {
                    Object::Card(self.filter())
                },
                by: self.amount(0, 4, false),
                cond: self.static_cond(),
            },
            1 => self.cannot_buy(),
            _ => Static::Immune,
        }
    }

    fn cannot_buy(&mut self) -> Static {
        Static::CannotBuy {
            what: if self.chance(40) {
                Object::This
            } else {
                Object::Card(self.filter())
            },
            cond: self.static_cond(),
        }
    }

    fn static_cond(&mut self) -> Option<Cond> {
        match self.weighted(&[50, 20, 30]) {
            0 => None,
            1 => Some(Cond::BuyPhase),
            _ => Some(self.cond(Ctx::top())),
        }
    }

    pub(super) fn dest(&mut self) -> Dest {
        match self.weighted(&[10, 14, 16, 8, 8, 6, 10, 8, 10, 10, 4]) {
            0 => Dest::Discard,
            1 => Dest::Hand,
            2 => Dest::Deck,
            3 => Dest::Back,
            4 => Dest::DeckAnyOrder,
            5 => Dest::BackAnyOrder,
            6 => Dest::Mat(self.mat()),
            7 => Dest::SetAside,
            8 => Dest::Trash,
            10 => Dest::Anywhere,
            _ => Dest::Supply,
        }
    }
}

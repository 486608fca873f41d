//! Which constructs of the tree a text uses: one name per variant of the enums of
//! [`crate::ast`] (and per flag that changes the text). The matches that name the variants
//! list every one (no `_`), so a new variant does not compile until it is listed; [`ALL`]
//! lists them all, and a test checks that the generator makes each one. The walk itself,
//! into every child of every node, is [`crate::ast::walk`]'s.

use crate::ast::walk::{self, Visitor};
use crate::ast::*;
use std::collections::BTreeSet;

/// Every construct [`constructs`] can report.
pub const ALL: &[&str] = &[
    "Ability::Play",
    "Ability::Worth",
    "Ability::Setup",
    "Ability::Triggered",
    "Ability::Static",
    "Scope::This",
    "Scope::InPlay",
    "Scope::InHand",
    "Scope::SetAside",
    "Scope::Game",
    "Who::You",
    "Who::AnotherPlayer",
    "Who::AnyPlayer",
    "Who::Right",
    "Who::Left",
    "EventKind::Gain",
    "EventKind::WouldGain",
    "EventKind::Buy",
    "EventKind::Trash",
    "EventKind::DiscardOutsideCleanup",
    "EventKind::DiscardFromPlay",
    "EventKind::Play",
    "Trigger::own_turn",
    "Object::This",
    "Object::Card",
    "Static::CostLess",
    "Static::CannotBuy",
    "Static::Immune",
    "Static::GainedTo",
    "Chooser::Player",
    "Chooser::Owner",
    "Resource::Cards",
    "Resource::Actions",
    "Resource::Buys",
    "Resource::Coins",
    "Resource::Vp",
    "Effect::Plus",
    "Effect::Draw",
    "Effect::DrawUntil",
    "Effect::DrawUntil::skipping",
    "Effect::Gain",
    "Effect::Move",
    "Effect::RevealUntil",
    "Effect::Play",
    "Effect::NameCard",
    "Effect::Exchange",
    "Effect::May",
    "Effect::Payoff",
    "Effect::If",
    "Effect::If::otherwise",
    "Effect::ChooseOne",
    "Effect::ChooseSome",
    "Effect::EitherOrder",
    "Effect::ForPlayers",
    "Effect::Delayed",
    "Delay::NextTurn",
    "Delay::NowAndNextTurn",
    "Delay::EndOfBuyPhase",
    "Effect::Lasting",
    "Effect::ExtraTurn",
    "Effect::NextHandSize",
    "Effect::Unaffected",
    "Effect::Instead",
    "Effect::PutTokens",
    "Effect::MoveToken",
    "Effect::Pass",
    "Effect::PutToken",
    "TokenPlace::Pile",
    "TokenPlace::Mat",
    "Effect::Gain::items",
    "Effect::Move::cards",
    "PayWord::For",
    "PayWord::To",
    "Lasting::ThisTurn",
    "Lasting::UntilNextTurn",
    "Lasting::OnceThisTurn",
    "Lasting::WhileSetAside",
    "LastingRule::Static",
    "LastingRule::Triggered",
    "Players::EachOther",
    "Players::Each",
    "Players::Left",
    "Players::Right",
    "Players::Actor",
    "Players::sentences",
    "Verb::Trash",
    "Verb::Discard",
    "Verb::Reveal",
    "Verb::LookAt",
    "Verb::SetAside",
    "Verb::SetAside::face_down",
    "Verb::Put",
    "Verb::Return",
    "Verb::Shuffle",
    "Verb::Gain",
    "Dest::Discard",
    "Dest::Hand",
    "Dest::Deck",
    "Dest::Back",
    "Dest::DeckAnyOrder",
    "Dest::BackAnyOrder",
    "Dest::Mat",
    "Dest::SetAside",
    "Dest::Trash",
    "Dest::Supply",
    "Dest::Anywhere",
    "Selection::plural",
    "Qty::Exactly",
    "Qty::UpTo",
    "Qty::AnyNumber",
    "Qty::All",
    "Qty::DownTo",
    "Source::Hand",
    "Source::DeckTop",
    "Source::DeckBottom",
    "Source::Deck",
    "Source::Trash",
    "Source::Supply",
    "Source::DiscardPile",
    "Source::InPlay",
    "Source::Mat",
    "Source::Ref",
    "Ref::This",
    "Ref::It",
    "Ref::Rest",
    "Ref::Trashed",
    "Ref::Discarded",
    "Ref::Revealed",
    "Ref::OtherRevealed",
    "Ref::Gained",
    "Ref::SetAside",
    "Ref::Drawn",
    "Ref::Named",
    "Atom::Named",
    "Atom::NotNamed",
    "Atom::Either",
    "Atom::Cost",
    "Atom::Bought",
    "Atom::GainedBy",
    "Atom::CopyOf",
    "Atom::FromPileWithToken",
    "GainedWhen::LastTurn",
    "GainedWhen::ThisTurn",
    "Cmp::UpTo",
    "Cmp::Exactly",
    "Cmp::LessThan",
    "Cmp::AtLeast",
    "CostExpr::Coins",
    "CostExpr::Rel",
    "CostExpr::Total",
    "Amount::per",
    "Count::Cards",
    "Count::Names",
    "Count::TokensOnMat",
    "Count::TokensOnYourMat",
    "Count::TokensOnPile",
    "Count::EmptyPiles",
    "Count::InSupply",
    "Count::CostOf",
    "Count::PlaysThisTurn",
    "Count::TypesOf",
    "Count::GainsThisTurn",
    "Count::GainsThisBuyPhase",
    "Zone::Hand",
    "Zone::InPlay",
    "Zone::Owned",
    "Zone::Ref",
    "Cond::Did",
    "Cond::DidNot",
    "Cond::Count",
    "Cond::NthTime",
    "Cond::PreviousTurnNotYours",
    "Cond::BuyPhase",
    "Cond::All",
    "Cond::Is",
    "Cond::And",
    "Happened::Played",
    "Happened::Gained",
    "CountCmp::AtLeast",
    "CountCmp::AtMost",
];

/// The constructs a text's tree uses.
pub fn constructs(r: &Rules) -> BTreeSet<&'static str> {
    let mut w = Walk::default();
    walk::walk_rules(&mut w, r);
    w.seen
}

/// The constructs seen so far: each node's own names, then the walk goes inside it
/// ([`crate::ast::walk`] knows which children each node has).
#[derive(Default)]
struct Walk {
    seen: BTreeSet<&'static str>,
}

impl Walk {
    fn add(&mut self, s: &'static str) {
        self.seen.insert(s);
    }

    fn scope(&mut self, s: Scope) {
        self.add(match s {
            Scope::This => "Scope::This",
            Scope::InPlay => "Scope::InPlay",
            Scope::InHand => "Scope::InHand",
            Scope::SetAside => "Scope::SetAside",
            Scope::Game => "Scope::Game",
        });
    }

    fn who(&mut self, w: Who) {
        self.add(match w {
            Who::You => "Who::You",
            Who::AnotherPlayer => "Who::AnotherPlayer",
            Who::AnyPlayer => "Who::AnyPlayer",
            Who::Right => "Who::Right",
            Who::Left => "Who::Left",
        });
    }

    fn chooser(&mut self, c: Chooser) {
        self.add(match c {
            Chooser::Player => "Chooser::Player",
            Chooser::Owner => "Chooser::Owner",
        });
    }

    /// The flags of an effect beside its variant: the words it was written with.
    fn effect_flags(&mut self, e: &Effect) {
        match e {
            Effect::Plus(r, _) => self.add(match r {
                Resource::Cards => "Resource::Cards",
                Resource::Actions => "Resource::Actions",
                Resource::Buys => "Resource::Buys",
                Resource::Coins => "Resource::Coins",
                Resource::Vp => "Resource::Vp",
            }),
            Effect::Gain { items, .. } if items.len() > 1 => self.add("Effect::Gain::items"),
            Effect::Move { verb, cards, .. } => {
                if cards.len() > 1 {
                    self.add("Effect::Move::cards");
                }
                self.verb(*verb);
            }
            Effect::Payoff { word, .. } => self.add(match word {
                PayWord::For => "PayWord::For",
                PayWord::To => "PayWord::To",
            }),
            Effect::If(_, _, other) if !other.is_empty() => self.add("Effect::If::otherwise"),
            Effect::ChooseOne(_, chooser) | Effect::ChooseSome(_, _, chooser) => {
                self.chooser(*chooser)
            }
            Effect::DrawUntil(_, Some(_)) => self.add("Effect::DrawUntil::skipping"),
            Effect::PutToken(_, place) => self.add(match place {
                TokenPlace::Pile(_) => "TokenPlace::Pile",
                TokenPlace::Mat(_) => "TokenPlace::Mat",
            }),
            Effect::ForPlayers(p, b) => self.players(*p, b),
            Effect::Delayed(d, _) => self.add(match d {
                Delay::NextTurn => "Delay::NextTurn",
                Delay::NowAndNextTurn => "Delay::NowAndNextTurn",
                Delay::EndOfBuyPhase => "Delay::EndOfBuyPhase",
            }),
            Effect::Lasting(d, rule, _) => {
                self.add(match d {
                    Lasting::ThisTurn => "Lasting::ThisTurn",
                    Lasting::UntilNextTurn => "Lasting::UntilNextTurn",
                    Lasting::OnceThisTurn => "Lasting::OnceThisTurn",
                    Lasting::WhileSetAside(_) => "Lasting::WhileSetAside",
                });
                self.add(match rule.as_ref() {
                    LastingRule::Static(_) => "LastingRule::Static",
                    LastingRule::Triggered(..) => "LastingRule::Triggered",
                });
            }
            _ => {}
        }
    }

    /// A player block: who, and whether it is written as several sentences.
    fn players(&mut self, p: Players, b: &[Effect]) {
        self.add(match p {
            Players::EachOther => "Players::EachOther",
            Players::Each => "Players::Each",
            Players::Left => "Players::Left",
            Players::Right => "Players::Right",
            Players::Actor => "Players::Actor",
        });
        let enders = b
            .iter()
            .filter(|e| crate::print::ends_with_block(e))
            .count();
        if enders > 1 || b.last().is_some_and(|e| !crate::print::ends_with_block(e)) && enders > 0 {
            self.add("Players::sentences");
        }
    }

    fn verb(&mut self, v: Verb) {
        if v == (Verb::SetAside { face_down: true }) {
            self.add("Verb::SetAside::face_down");
        }
        self.add(match v {
            Verb::Trash => "Verb::Trash",
            Verb::Discard => "Verb::Discard",
            Verb::Reveal => "Verb::Reveal",
            Verb::LookAt => "Verb::LookAt",
            Verb::SetAside { .. } => "Verb::SetAside",
            Verb::Put => "Verb::Put",
            Verb::Return => "Verb::Return",
            Verb::Shuffle => "Verb::Shuffle",
            Verb::Gain => "Verb::Gain",
        });
    }
}

/// The name of an effect's variant.
fn effect_name(e: &Effect) -> &'static str {
    match e {
        Effect::Plus(..) => "Effect::Plus",
        Effect::Draw(_) => "Effect::Draw",
        Effect::DrawUntil(..) => "Effect::DrawUntil",
        Effect::Gain { .. } => "Effect::Gain",
        Effect::Move { .. } => "Effect::Move",
        Effect::RevealUntil(..) => "Effect::RevealUntil",
        Effect::Play { .. } => "Effect::Play",
        Effect::NameCard => "Effect::NameCard",
        Effect::Exchange(..) => "Effect::Exchange",
        Effect::May(_) => "Effect::May",
        Effect::Payoff { .. } => "Effect::Payoff",
        Effect::If(..) => "Effect::If",
        Effect::ChooseOne(..) => "Effect::ChooseOne",
        Effect::ChooseSome(..) => "Effect::ChooseSome",
        Effect::EitherOrder(..) => "Effect::EitherOrder",
        Effect::ForPlayers(..) => "Effect::ForPlayers",
        Effect::Delayed(..) => "Effect::Delayed",
        Effect::Lasting(..) => "Effect::Lasting",
        Effect::ExtraTurn => "Effect::ExtraTurn",
        Effect::NextHandSize(_) => "Effect::NextHandSize",
        Effect::Unaffected(_) => "Effect::Unaffected",
        Effect::Instead(..) => "Effect::Instead",
        Effect::PutTokens(..) => "Effect::PutTokens",
        Effect::MoveToken(..) => "Effect::MoveToken",
        Effect::Pass(..) => "Effect::Pass",
        Effect::PutToken(..) => "Effect::PutToken",
    }
}

impl<'a> Visitor<'a> for Walk {
    fn ability(&mut self, a: &'a Ability) {
        match a {
            Ability::Play(_) => self.add("Ability::Play"),
            Ability::Worth(_) => self.add("Ability::Worth"),
            Ability::Setup(_) => self.add("Ability::Setup"),
            Ability::Triggered(t) => {
                self.add("Ability::Triggered");
                self.scope(t.scope);
            }
            Ability::Static(sc, _) => {
                self.add("Ability::Static");
                self.scope(*sc);
            }
        }
        walk::walk_ability(self, a);
    }

    fn trigger(&mut self, t: &'a Trigger) {
        self.who(t.who);
        self.add(match t.event {
            EventKind::Gain => "EventKind::Gain",
            EventKind::WouldGain => "EventKind::WouldGain",
            EventKind::Buy => "EventKind::Buy",
            EventKind::Trash => "EventKind::Trash",
            EventKind::DiscardOutsideCleanup => "EventKind::DiscardOutsideCleanup",
            EventKind::DiscardFromPlay => "EventKind::DiscardFromPlay",
            EventKind::Play => "EventKind::Play",
        });
        if t.own_turn {
            self.add("Trigger::own_turn");
        }
        walk::walk_trigger(self, t);
    }

    fn object(&mut self, o: &'a Object) {
        self.add(match o {
            Object::This => "Object::This",
            Object::Card(_) => "Object::Card",
        });
        walk::walk_object(self, o);
    }

    fn static_rule(&mut self, s: &'a Static) {
        self.add(match s {
            Static::CostLess { .. } => "Static::CostLess",
            Static::CannotBuy { .. } => "Static::CannotBuy",
            Static::Immune => "Static::Immune",
            Static::GainedTo(..) => "Static::GainedTo",
        });
        walk::walk_static(self, s);
    }

    fn effect(&mut self, e: &'a Effect) {
        self.add(effect_name(e));
        self.effect_flags(e);
        walk::walk_effect(self, e);
    }

    fn dest(&mut self, d: &'a Dest) {
        self.add(match d {
            Dest::Discard => "Dest::Discard",
            Dest::Hand => "Dest::Hand",
            Dest::Deck => "Dest::Deck",
            Dest::Back => "Dest::Back",
            Dest::DeckAnyOrder => "Dest::DeckAnyOrder",
            Dest::BackAnyOrder => "Dest::BackAnyOrder",
            Dest::Mat(_) => "Dest::Mat",
            Dest::SetAside => "Dest::SetAside",
            Dest::Trash => "Dest::Trash",
            Dest::Supply => "Dest::Supply",
            Dest::Anywhere => "Dest::Anywhere",
        });
    }

    fn selection(&mut self, s: &'a Selection) {
        self.add(match s.qty {
            Qty::Exactly(_) => "Qty::Exactly",
            Qty::UpTo(_) => "Qty::UpTo",
            Qty::AnyNumber => "Qty::AnyNumber",
            Qty::All => "Qty::All",
            Qty::DownTo(_) => "Qty::DownTo",
        });
        self.add(match &s.from {
            Source::Hand => "Source::Hand",
            Source::DeckTop => "Source::DeckTop",
            Source::DeckBottom => "Source::DeckBottom",
            Source::Deck => "Source::Deck",
            Source::Trash => "Source::Trash",
            Source::Supply => "Source::Supply",
            Source::DiscardPile => "Source::DiscardPile",
            Source::InPlay => "Source::InPlay",
            Source::Mat(_) => "Source::Mat",
            Source::Ref(_) => "Source::Ref",
        });
        self.chooser(s.chooser);
        if s.plural {
            self.add("Selection::plural");
        }
        walk::walk_selection(self, s);
    }

    fn reference(&mut self, r: Ref) {
        self.add(match r {
            Ref::This => "Ref::This",
            Ref::It(_) => "Ref::It",
            Ref::Rest => "Ref::Rest",
            Ref::Trashed => "Ref::Trashed",
            Ref::Discarded => "Ref::Discarded",
            Ref::Revealed => "Ref::Revealed",
            Ref::OtherRevealed => "Ref::OtherRevealed",
            Ref::Gained => "Ref::Gained",
            Ref::SetAside => "Ref::SetAside",
            Ref::Drawn => "Ref::Drawn",
            Ref::Named => "Ref::Named",
        });
    }

    fn atom(&mut self, a: &'a Atom) {
        match a {
            Atom::Named(_) => self.add("Atom::Named"),
            Atom::NotNamed(_) => self.add("Atom::NotNamed"),
            Atom::Either(_) => self.add("Atom::Either"),
            Atom::Cost(cmp, e) => {
                self.add("Atom::Cost");
                self.add(match cmp {
                    Cmp::UpTo => "Cmp::UpTo",
                    Cmp::Exactly => "Cmp::Exactly",
                    Cmp::LessThan => "Cmp::LessThan",
                    Cmp::AtLeast => "Cmp::AtLeast",
                });
                self.add(match e {
                    CostExpr::Coins(_) => "CostExpr::Coins",
                    CostExpr::Rel(..) => "CostExpr::Rel",
                    CostExpr::Total(_) => "CostExpr::Total",
                });
            }
            Atom::Bought => self.add("Atom::Bought"),
            Atom::GainedBy(w, when) => {
                self.add("Atom::GainedBy");
                self.who(*w);
                self.add(match when {
                    GainedWhen::LastTurn => "GainedWhen::LastTurn",
                    GainedWhen::ThisTurn => "GainedWhen::ThisTurn",
                });
            }
            Atom::CopyOf(_) => self.add("Atom::CopyOf"),
            Atom::FromPileWithToken(_) => self.add("Atom::FromPileWithToken"),
        }
        walk::walk_atom(self, a);
    }

    fn amount(&mut self, a: &'a Amount) {
        if a.per.is_some() {
            self.add("Amount::per");
        }
        walk::walk_amount(self, a);
    }

    fn count(&mut self, c: &'a Count) {
        self.add(match c {
            Count::Cards(..) => "Count::Cards",
            Count::Names(..) => "Count::Names",
            Count::TokensOnMat(_) => "Count::TokensOnMat",
            Count::TokensOnYourMat(_) => "Count::TokensOnYourMat",
            Count::TokensOnPile(_) => "Count::TokensOnPile",
            Count::TypesOf(_) => "Count::TypesOf",
            Count::EmptyPiles => "Count::EmptyPiles",
            Count::InSupply(_) => "Count::InSupply",
            Count::CostOf(_) => "Count::CostOf",
            Count::PlaysThisTurn(_) => "Count::PlaysThisTurn",
            Count::GainsThisTurn(_) => "Count::GainsThisTurn",
            Count::GainsThisBuyPhase(_) => "Count::GainsThisBuyPhase",
        });
        if let Count::Cards(_, z) | Count::Names(_, z) = c {
            self.add(match z {
                Zone::Hand => "Zone::Hand",
                Zone::InPlay => "Zone::InPlay",
                Zone::Owned => "Zone::Owned",
                Zone::Ref(_) => "Zone::Ref",
            });
        }
        walk::walk_count(self, c);
    }

    fn cond(&mut self, c: &'a Cond) {
        match c {
            Cond::Did => self.add("Cond::Did"),
            Cond::DidNot => self.add("Cond::DidNot"),
            Cond::Count(_, cmp) => {
                self.add("Cond::Count");
                self.add(match cmp {
                    CountCmp::AtLeast(_) => "CountCmp::AtLeast",
                    CountCmp::AtMost(_) => "CountCmp::AtMost",
                });
            }
            Cond::NthTime(h, _, _) => {
                self.add("Cond::NthTime");
                self.add(match h {
                    Happened::Played => "Happened::Played",
                    Happened::Gained => "Happened::Gained",
                });
            }
            Cond::PreviousTurnNotYours => self.add("Cond::PreviousTurnNotYours"),
            Cond::BuyPhase => self.add("Cond::BuyPhase"),
            Cond::All(..) => self.add("Cond::All"),
            Cond::Is(..) => self.add("Cond::Is"),
            Cond::And(..) => self.add("Cond::And"),
        }
        walk::walk_cond(self, c);
    }
}

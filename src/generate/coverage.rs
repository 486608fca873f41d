//! Which constructs of the tree a text uses: one name per variant of the enums of
//! [`crate::ast`] (and per flag that changes the text). The matches here name every variant
//! (no `_`), so a new variant does not compile until it is listed; [`ALL`] lists them all,
//! and a test checks that the generator makes each one.

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
    "Effect::NextTurn",
    "Effect::NowAndNextTurn",
    "Effect::EndOfBuyPhase",
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
    "Dest::Anywhere",
    "Dest::Mat",
    "Dest::SetAside",
    "Dest::Trash",
    "Dest::Supply",
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
    for a in &r.abilities {
        w.ability(a);
    }
    w.seen
}

#[derive(Default)]
struct Walk {
    seen: BTreeSet<&'static str>,
}

impl Walk {
    fn add(&mut self, s: &'static str) {
        self.seen.insert(s);
    }

    fn ability(&mut self, a: &Ability) {
        match a {
            Ability::Play(b) => {
                self.add("Ability::Play");
                self.block(b);
            }
            Ability::Worth(a) => {
                self.add("Ability::Worth");
                self.amount(a);
            }
            Ability::Setup(b) => {
                self.add("Ability::Setup");
                self.block(b);
            }
            Ability::Triggered(t) => {
                self.add("Ability::Triggered");
                self.scope(t.scope);
                self.trigger(&t.trigger);
                self.block(&t.body);
            }
            Ability::Static(sc, s) => {
                self.add("Ability::Static");
                self.scope(*sc);
                self.static_rule(s);
            }
        }
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

    fn trigger(&mut self, t: &Trigger) {
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
        self.object(&t.object);
        if t.own_turn {
            self.add("Trigger::own_turn");
        }
    }

    fn object(&mut self, o: &Object) {
        match o {
            Object::This => self.add("Object::This"),
            Object::Card(f) => {
                self.add("Object::Card");
                self.filter(f);
            }
        }
    }

    fn static_rule(&mut self, s: &Static) {
        match s {
            Static::CostLess { what, by, cond } => {
                self.add("Static::CostLess");
                self.object(what);
                self.amount(by);
                if let Some(c) = cond {
                    self.cond(c);
                }
            }
            Static::CannotBuy { what, cond } => {
                self.add("Static::CannotBuy");
                self.object(what);
                if let Some(c) = cond {
                    self.cond(c);
                }
            }
            Static::Immune => self.add("Static::Immune"),
            Static::GainedTo(d, _) => {
                self.add("Static::GainedTo");
                self.dest(d);
            }
        }
    }

    fn chooser(&mut self, c: Chooser) {
        self.add(match c {
            Chooser::Player => "Chooser::Player",
            Chooser::Owner => "Chooser::Owner",
        });
    }

    fn block(&mut self, b: &[Effect]) {
        for e in b {
            self.effect(e);
        }
    }

    fn effect(&mut self, e: &Effect) {
        match e {
            Effect::Plus(r, a) => {
                self.add("Effect::Plus");
                self.add(match r {
                    Resource::Cards => "Resource::Cards",
                    Resource::Actions => "Resource::Actions",
                    Resource::Buys => "Resource::Buys",
                    Resource::Coins => "Resource::Coins",
                    Resource::Vp => "Resource::Vp",
                });
                self.amount(a);
            }
            Effect::Draw(a) => {
                self.add("Effect::Draw");
                self.amount(a);
            }
            Effect::DrawUntil(_, skip) => {
                self.add("Effect::DrawUntil");
                if let Some(f) = skip {
                    self.add("Effect::DrawUntil::skipping");
                    self.filter(f);
                }
            }
            Effect::Gain { items, to, .. } => {
                self.add("Effect::Gain");
                if items.len() > 1 {
                    self.add("Effect::Gain::items");
                }
                for i in items {
                    self.amount(&i.count);
                    self.filter(&i.what);
                }
                self.dest(to);
            }
            Effect::Move { verb, cards, to } => {
                self.add("Effect::Move");
                if cards.len() > 1 {
                    self.add("Effect::Move::cards");
                }
                self.verb(*verb);
                for s in cards {
                    self.selection(s);
                }
                self.dest(to);
            }
            Effect::RevealUntil(_, f) => {
                self.add("Effect::RevealUntil");
                self.filter(f);
            }
            Effect::Play { cards, .. } => {
                self.add("Effect::Play");
                self.selection(cards);
            }
            Effect::NameCard => self.add("Effect::NameCard"),
            Effect::Exchange(r, f) => {
                self.add("Effect::Exchange");
                self.reference(*r);
                self.filter(f);
            }
            Effect::May(e) => {
                self.add("Effect::May");
                self.effect(e);
            }
            Effect::Payoff { cost, word, then } => {
                self.add("Effect::Payoff");
                self.add(match word {
                    PayWord::For => "PayWord::For",
                    PayWord::To => "PayWord::To",
                });
                self.effect(cost);
                self.block(then);
            }
            Effect::If(c, then, other) => {
                self.add("Effect::If");
                if !other.is_empty() {
                    self.add("Effect::If::otherwise");
                }
                self.cond(c);
                self.block(then);
                self.block(other);
            }
            Effect::ChooseSome(count, options, chooser) => {
                self.add("Effect::ChooseSome");
                self.amount(count);
                self.chooser(*chooser);
                for b in options {
                    self.block(b);
                }
            }
            Effect::ChooseOne(options, chooser) => {
                self.add("Effect::ChooseOne");
                self.chooser(*chooser);
                for b in options {
                    self.block(b);
                }
            }
            Effect::EitherOrder(parts, _) => {
                self.add("Effect::EitherOrder");
                for b in parts {
                    self.block(b);
                }
            }
            Effect::ForPlayers(p, b) => {
                self.add("Effect::ForPlayers");
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
                if enders > 1
                    || b.last().is_some_and(|e| !crate::print::ends_with_block(e)) && enders > 0
                {
                    self.add("Players::sentences");
                }
                self.block(b);
            }
            Effect::NextTurn(b) => {
                self.add("Effect::NextTurn");
                self.block(b);
            }
            Effect::NowAndNextTurn(b) => {
                self.add("Effect::NowAndNextTurn");
                self.block(b);
            }
            Effect::EndOfBuyPhase(b) => {
                self.add("Effect::EndOfBuyPhase");
                self.block(b);
            }
            Effect::Lasting(d, rule, _) => {
                self.add("Effect::Lasting");
                match d {
                    Lasting::ThisTurn => self.add("Lasting::ThisTurn"),
                    Lasting::UntilNextTurn => self.add("Lasting::UntilNextTurn"),
                    Lasting::OnceThisTurn => self.add("Lasting::OnceThisTurn"),
                    Lasting::WhileSetAside(r) => {
                        self.add("Lasting::WhileSetAside");
                        self.reference(*r);
                    }
                }
                match rule.as_ref() {
                    LastingRule::Static(s) => {
                        self.add("LastingRule::Static");
                        self.static_rule(s);
                    }
                    LastingRule::Triggered(t, b) => {
                        self.add("LastingRule::Triggered");
                        self.trigger(t);
                        self.block(b);
                    }
                }
            }
            Effect::ExtraTurn => self.add("Effect::ExtraTurn"),
            Effect::NextHandSize(_) => self.add("Effect::NextHandSize"),
            Effect::Unaffected(_) => self.add("Effect::Unaffected"),
            Effect::Instead(e, _) => {
                self.add("Effect::Instead");
                self.effect(e);
            }
            Effect::PutTokens(_, f) => {
                self.add("Effect::PutTokens");
                self.filter(f);
            }
            Effect::MoveToken(..) => self.add("Effect::MoveToken"),
            Effect::Pass(s, _) => {
                self.add("Effect::Pass");
                self.selection(s);
            }
            Effect::PutToken(_, place) => {
                self.add("Effect::PutToken");
                match place {
                    TokenPlace::Pile(f) => {
                        self.add("TokenPlace::Pile");
                        self.filter(f);
                    }
                    TokenPlace::Mat(_) => self.add("TokenPlace::Mat"),
                }
            }
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

    fn dest(&mut self, d: &Dest) {
        self.add(match d {
            Dest::Discard => "Dest::Discard",
            Dest::Hand => "Dest::Hand",
            Dest::Deck => "Dest::Deck",
            Dest::Back => "Dest::Back",
            Dest::DeckAnyOrder => "Dest::DeckAnyOrder",
            Dest::BackAnyOrder => "Dest::BackAnyOrder",
            Dest::Anywhere => "Dest::Anywhere",
            Dest::Mat(_) => "Dest::Mat",
            Dest::SetAside => "Dest::SetAside",
            Dest::Trash => "Dest::Trash",
            Dest::Supply => "Dest::Supply",
        });
    }

    fn selection(&mut self, s: &Selection) {
        self.add(match s.qty {
            Qty::Exactly(_) => "Qty::Exactly",
            Qty::UpTo(_) => "Qty::UpTo",
            Qty::AnyNumber => "Qty::AnyNumber",
            Qty::All => "Qty::All",
            Qty::DownTo(_) => "Qty::DownTo",
        });
        self.filter(&s.filter);
        match &s.from {
            Source::Hand => self.add("Source::Hand"),
            Source::DeckTop => self.add("Source::DeckTop"),
            Source::DeckBottom => self.add("Source::DeckBottom"),
            Source::Deck => self.add("Source::Deck"),
            Source::Trash => self.add("Source::Trash"),
            Source::Supply => self.add("Source::Supply"),
            Source::DiscardPile => self.add("Source::DiscardPile"),
            Source::InPlay => self.add("Source::InPlay"),
            Source::Mat(_) => self.add("Source::Mat"),
            Source::Ref(r) => {
                self.add("Source::Ref");
                self.reference(*r);
            }
        }
        self.chooser(s.chooser);
        if s.plural {
            self.add("Selection::plural");
        }
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
            Ref::Named => "Ref::Named",
        });
    }

    fn filter(&mut self, f: &Filter) {
        for a in &f.atoms {
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
                    match e {
                        CostExpr::Coins(_) => self.add("CostExpr::Coins"),
                        CostExpr::Rel(_, r) => {
                            self.add("CostExpr::Rel");
                            self.reference(*r);
                        }
                        CostExpr::Total(r) => {
                            self.add("CostExpr::Total");
                            self.reference(*r);
                        }
                    }
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
                Atom::CopyOf(r) => {
                    self.add("Atom::CopyOf");
                    self.reference(*r);
                }
                Atom::FromPileWithToken(_) => self.add("Atom::FromPileWithToken"),
            }
        }
    }

    fn amount(&mut self, a: &Amount) {
        if let Some((_, c)) = &a.per {
            self.add("Amount::per");
            self.count(c);
        }
    }

    fn count(&mut self, c: &Count) {
        match c {
            Count::Names(f, z) => {
                self.add("Count::Names");
                self.count(&Count::Cards(f.clone(), z.clone()));
            }
            Count::Cards(f, z) => {
                self.add("Count::Cards");
                self.filter(f);
                match z {
                    Zone::Hand => self.add("Zone::Hand"),
                    Zone::InPlay => self.add("Zone::InPlay"),
                    Zone::Owned => self.add("Zone::Owned"),
                    Zone::Ref(r) => {
                        self.add("Zone::Ref");
                        self.reference(*r);
                    }
                }
            }
            Count::TokensOnMat(_) => self.add("Count::TokensOnMat"),
            Count::TokensOnYourMat(_) => self.add("Count::TokensOnYourMat"),
            Count::TokensOnPile(_) => self.add("Count::TokensOnPile"),
            Count::EmptyPiles => self.add("Count::EmptyPiles"),
            Count::InSupply(f) => {
                self.add("Count::InSupply");
                self.filter(f);
            }
            Count::CostOf(r) => {
                self.add("Count::CostOf");
                self.reference(*r);
            }
            Count::TypesOf(r) => {
                self.add("Count::TypesOf");
                self.reference(*r);
            }
            Count::PlaysThisTurn(f) => {
                self.add("Count::PlaysThisTurn");
                self.filter(f);
            }
            Count::GainsThisTurn(f) => {
                self.add("Count::GainsThisTurn");
                self.filter(f);
            }
            Count::GainsThisBuyPhase(f) => {
                self.add("Count::GainsThisBuyPhase");
                self.filter(f);
            }
        }
    }

    fn cond(&mut self, c: &Cond) {
        match c {
            Cond::Did => self.add("Cond::Did"),
            Cond::DidNot => self.add("Cond::DidNot"),
            Cond::Count(count, cmp) => {
                self.add("Cond::Count");
                self.count(count);
                self.add(match cmp {
                    CountCmp::AtLeast(_) => "CountCmp::AtLeast",
                    CountCmp::AtMost(_) => "CountCmp::AtMost",
                });
            }
            Cond::NthTime(h, _, f) => {
                self.add("Cond::NthTime");
                self.add(match h {
                    Happened::Played => "Happened::Played",
                    Happened::Gained => "Happened::Gained",
                });
                self.filter(f);
            }
            Cond::PreviousTurnNotYours => self.add("Cond::PreviousTurnNotYours"),
            Cond::BuyPhase => self.add("Cond::BuyPhase"),
            Cond::All(r, f) => {
                self.add("Cond::All");
                self.reference(*r);
                self.filter(f);
            }
            Cond::Is(r, f) => {
                self.add("Cond::Is");
                self.reference(*r);
                self.filter(f);
            }
            Cond::And(a, b) => {
                self.add("Cond::And");
                self.cond(a);
                self.cond(b);
            }
        }
    }
}

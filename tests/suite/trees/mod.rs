//! Trees built by hand, and checks that a text parses to one and prints back to it (shared
//! by the language's tree tests).
#![allow(dead_code, unused_imports)]

pub use dominion::ast::*;
use dominion::parse::parse_rules;
use dominion::print::print_rules;

// ---------------------------------------------------------------- Trees built by hand

pub use Resource::{Actions, Buys, Cards, Coins, Vp};

pub fn id(s: &str) -> Ident {
    Ident::new(s)
}
pub fn named(s: &str) -> Atom {
    Atom::Named(id(s))
}
pub fn f(atoms: Vec<Atom>) -> Filter {
    Filter { atoms }
}
/// A filter of one name: `a Gold`.
pub fn of(name: &str) -> Filter {
    f(vec![named(name)])
}
pub fn card() -> Filter {
    Filter::default()
}
pub fn cost(cmp: Cmp, e: CostExpr) -> Filter {
    f(vec![Atom::Cost(cmp, e)])
}
pub fn n(n: i32) -> Amount {
    Amount::int(n)
}
pub fn per(n: i32, m: u8, count: Count) -> Amount {
    Amount {
        n,
        per: Some((m, count)),
    }
}
pub fn plus(r: Resource, k: i32) -> Effect {
    Effect::Plus(r, n(k))
}
pub fn sel(qty: Qty, filter: Filter, from: Source) -> Selection {
    Selection {
        qty,
        filter,
        from,
        chooser: Chooser::Player,
        plural: false,
        per: None,
    }
}
pub fn refd(r: Ref) -> Selection {
    sel(Qty::All, card(), Source::Ref(r))
}
/// A whole reference written in the plural (`them`, `the revealed cards`).
pub fn refs(r: Ref) -> Selection {
    Selection {
        plural: true,
        ..refd(r)
    }
}
pub fn mv(verb: Verb, cards: Vec<Selection>, to: Dest) -> Effect {
    Effect::Move { verb, cards, to }
}
pub fn gain_to(k: i32, what: Filter, to: Dest) -> Effect {
    Effect::Gain {
        items: vec![GainItem {
            chooser: Chooser::Player,
            count: n(k),
            what,
        }],
        to,
        span: Span::NONE,
    }
}
pub fn gain(what: Filter) -> Effect {
    gain_to(1, what, Dest::Discard)
}
pub fn may(e: Effect) -> Effect {
    Effect::May(Box::new(e))
}
pub fn rules(abilities: Vec<Ability>) -> Rules {
    Rules {
        abilities,
        ..Default::default()
    }
}
pub fn lasting(d: Lasting, rule: LastingRule) -> Effect {
    Effect::Lasting(d, Box::new(rule), Span::NONE)
}

/// Parses to `tree`, and prints to a text that parses to it again.
#[track_caller]
pub fn check(text: &str, tree: Rules) {
    let parsed = parse_rules(text).unwrap_or_else(|e| panic!("{text:?}: {}", e));
    assert_eq!(parsed, tree, "{text:?}");
    let printed = print_rules(&parsed);
    assert_eq!(
        parse_rules(&printed).as_ref(),
        Ok(&tree),
        "{text:?} printed as {printed:?}"
    );
}

#[track_caller]
pub fn check_play(text: &str, effects: Vec<Effect>) {
    check(text, rules(vec![Ability::Play(effects)]));
}

#[track_caller]
pub fn check_filter(phrase: &str, filter: Filter) {
    check_play(&format!("gain {phrase}."), vec![gain(filter)]);
}

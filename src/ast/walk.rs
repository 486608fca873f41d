//! The one walk over the tree: which nodes sit directly inside which.
//!
//! A pass that needs to see every node of some kind (every filter, every reference,
//! every effect at any depth) implements [`Visitor`] and overrides the methods for the
//! nodes it cares about. The default of each method visits the node's children through
//! the matching `walk_*` function, so an override that still wants to go deeper calls
//! that function itself:
//!
//! ```
//! use dominion::ast::walk::{self, Visitor};
//! use dominion::ast::{Effect, Ref};
//!
//! /// The references a text makes, at any depth.
//! #[derive(Default)]
//! struct Refs(Vec<Ref>);
//!
//! impl<'a> Visitor<'a> for Refs {
//!     fn reference(&mut self, r: Ref) {
//!         self.0.push(r);
//!     }
//! }
//!
//! let rules = dominion::parse::parse_rules("trash a card from your hand. gain a card \
//!     costing up to $2 more than the trashed card.").unwrap();
//! let mut refs = Refs::default();
//! walk::walk_rules(&mut refs, &rules);
//! assert_eq!(refs.0, [Ref::Trashed]);
//! ```
//!
//! The `walk_*` functions are the only place, beside [`Effect::inner`] and
//! [`Effect::blocks`] (which they use), that list which variants carry which children:
//! a new variant is added here once, and every pass built on the walker sees inside it.
//! Children are visited in the order of the text. Leaves ([`Ref`], [`Dest`]) are handed to
//! the visitor as they are; enums without children (`Scope`, `Who`, `Chooser`, ...) are
//! read from their parent.
//!
//! Users: the generator's construct coverage (`generate/coverage.rs`). [`Effect::children`]
//! and [`crate::ast::find_effect`], which the prompt labels (`terminal/labels.rs`,
//! `choice_labels`) and the locale check (`locale/known.rs`, `options`) search with, are
//! built on the same two methods, so they agree on what is inside what. The printer
//! (`print.rs`) and the checker's compiler (`check/compile.rs`: `Compiler::effect`,
//! `Compiler::handled`, the `check/terms.rs` translations) still match every variant by
//! hand, since each prints or compiles each node its own way; a search they need over a
//! whole tree (every reference, every `instead`) belongs here, as a [`Visitor`].

use super::*;

/// A pass over the tree: one method per kind of node, each visiting the node's children
/// by default (see the module's documentation).
pub trait Visitor<'a> {
    /// An ability: its block, amount, trigger or static rule.
    fn ability(&mut self, a: &'a Ability) {
        walk_ability(self, a);
    }
    /// A trigger (`when you gain a Victory card`): its object.
    fn trigger(&mut self, t: &'a Trigger) {
        walk_trigger(self, t);
    }
    /// The card an event is about: its filter.
    fn object(&mut self, o: &'a Object) {
        walk_object(self, o);
    }
    /// A static rule: its object, amount, condition or destination.
    fn static_rule(&mut self, s: &'a Static) {
        walk_static(self, s);
    }
    /// A block: each effect in turn.
    fn block(&mut self, b: &'a [Effect]) {
        walk_block(self, b);
    }
    /// An effect: its amounts, selections, filters, condition, trigger, the effect it
    /// wraps and its blocks.
    fn effect(&mut self, e: &'a Effect) {
        walk_effect(self, e);
    }
    /// A selection (`up to 2 Treasures from your hand`): its filter, source and count.
    fn selection(&mut self, s: &'a Selection) {
        walk_selection(self, s);
    }
    /// A card description: each atom.
    fn filter(&mut self, f: &'a Filter) {
        walk_filter(self, f);
    }
    /// One atom of a filter: the references in it.
    fn atom(&mut self, a: &'a Atom) {
        walk_atom(self, a);
    }
    /// An amount (`$1 per Treasure you have in play`): its count.
    fn amount(&mut self, a: &'a Amount) {
        walk_amount(self, a);
    }
    /// Something counted: its filter or reference.
    fn count(&mut self, c: &'a Count) {
        walk_count(self, c);
    }
    /// A condition: its counts, filters, references and parts.
    fn cond(&mut self, c: &'a Cond) {
        walk_cond(self, c);
    }
    /// A reference (`it`, `the trashed card`): a leaf.
    fn reference(&mut self, _r: Ref) {}
    /// A destination: a leaf.
    fn dest(&mut self, _d: &'a Dest) {}
}

/// Visit every ability of a text.
pub fn walk_rules<'a, V: Visitor<'a> + ?Sized>(v: &mut V, r: &'a Rules) {
    for a in &r.abilities {
        v.ability(a);
    }
}

/// The children of an ability.
pub fn walk_ability<'a, V: Visitor<'a> + ?Sized>(v: &mut V, a: &'a Ability) {
    match a {
        Ability::Play(b) | Ability::Setup(b) => v.block(b),
        Ability::Worth(amount) => v.amount(amount),
        Ability::Triggered(t) => {
            v.trigger(&t.trigger);
            v.block(&t.body);
        }
        Ability::Static(_, s) => v.static_rule(s),
    }
}

/// The children of a trigger: its object.
pub fn walk_trigger<'a, V: Visitor<'a> + ?Sized>(v: &mut V, t: &'a Trigger) {
    v.object(&t.object);
}

/// The children of an event's object: the filter of `a <filter>`.
pub fn walk_object<'a, V: Visitor<'a> + ?Sized>(v: &mut V, o: &'a Object) {
    match o {
        Object::This => {}
        Object::Card(f) => v.filter(f),
    }
}

/// The children of a static rule.
pub fn walk_static<'a, V: Visitor<'a> + ?Sized>(v: &mut V, s: &'a Static) {
    match s {
        Static::CostLess { what, by, cond } => {
            v.object(what);
            v.amount(by);
            if let Some(c) = cond {
                v.cond(c);
            }
        }
        Static::CannotBuy { what, cond } => {
            v.object(what);
            if let Some(c) = cond {
                v.cond(c);
            }
        }
        Static::Immune => {}
        Static::GainedTo(d, _) => v.dest(d),
    }
}

/// Each effect of a block, in order.
pub fn walk_block<'a, V: Visitor<'a> + ?Sized>(v: &mut V, b: &'a [Effect]) {
    for e in b {
        v.effect(e);
    }
}

/// The children of an effect in the order of the text: its own parts (amounts,
/// selections, filters, a condition, a lasting rule's trigger or static rule), then the
/// effect it wraps ([`Effect::inner`]) and its blocks ([`Effect::blocks`]).
pub fn walk_effect<'a, V: Visitor<'a> + ?Sized>(v: &mut V, e: &'a Effect) {
    match e {
        Effect::Plus(_, a) | Effect::Draw(a) => v.amount(a),
        Effect::Gain { items, to, .. } => {
            for i in items {
                v.amount(&i.count);
                v.filter(&i.what);
            }
            v.dest(to);
        }
        Effect::Move { cards, to, .. } => {
            for s in cards {
                v.selection(s);
            }
            v.dest(to);
        }
        Effect::RevealUntil(_, f)
        | Effect::PutTokens(_, f)
        | Effect::PutToken(_, TokenPlace::Pile(f))
        | Effect::DrawUntil(_, Some(f)) => v.filter(f),
        Effect::Play { cards, .. } | Effect::Pass(cards, _) => v.selection(cards),
        Effect::ChooseSome(a, ..) => v.amount(a),
        Effect::Exchange(r, f) => {
            v.reference(*r);
            v.filter(f);
        }
        Effect::If(c, ..) => v.cond(c),
        Effect::Lasting(d, rule, _) => {
            if let Lasting::WhileSetAside(r) = d {
                v.reference(*r);
            }
            match rule.as_ref() {
                LastingRule::Static(s) => v.static_rule(s),
                LastingRule::Triggered(t, _) => v.trigger(t),
            }
        }
        // Only an inner effect or blocks (visited below), or nothing inside.
        Effect::May(_)
        | Effect::Instead(..)
        | Effect::Payoff { .. }
        | Effect::ChooseOne(..)
        | Effect::EitherOrder(..)
        | Effect::ForPlayers(..)
        | Effect::Delayed(..)
        | Effect::DrawUntil(_, None)
        | Effect::PutToken(_, TokenPlace::Mat(_))
        | Effect::NameCard
        | Effect::ExtraTurn
        | Effect::NextHandSize(_)
        | Effect::Unaffected(_)
        | Effect::MoveToken(..) => {}
    }
    if let Some(inner) = e.inner() {
        v.effect(inner);
    }
    for b in e.blocks() {
        v.block(b);
    }
}

/// The children of a selection: its filter, the reference it takes cards from, and the
/// count of `... per <count>`.
pub fn walk_selection<'a, V: Visitor<'a> + ?Sized>(v: &mut V, s: &'a Selection) {
    v.filter(&s.filter);
    if let Source::Ref(r) = &s.from {
        v.reference(*r);
    }
    if let Some((_, c)) = &s.per {
        v.count(c);
    }
}

/// Each atom of a filter.
pub fn walk_filter<'a, V: Visitor<'a> + ?Sized>(v: &mut V, f: &'a Filter) {
    for a in &f.atoms {
        v.atom(a);
    }
}

/// The references inside an atom (`costing less than it`, `a copy of it`).
pub fn walk_atom<'a, V: Visitor<'a> + ?Sized>(v: &mut V, a: &'a Atom) {
    match a {
        Atom::Cost(_, CostExpr::Rel(_, r) | CostExpr::Total(r)) | Atom::CopyOf(r) => {
            v.reference(*r)
        }
        Atom::Cost(_, CostExpr::Coins(_))
        | Atom::Named(_)
        | Atom::NotNamed(_)
        | Atom::Either(_)
        | Atom::Bought
        | Atom::GainedBy(..)
        | Atom::FromPileWithToken(_) => {}
    }
}

/// The count of `N per [M] <count>`.
pub fn walk_amount<'a, V: Visitor<'a> + ?Sized>(v: &mut V, a: &'a Amount) {
    if let Some((_, c)) = &a.per {
        v.count(c);
    }
}

/// The children of a count: its filter, or the reference it counts.
pub fn walk_count<'a, V: Visitor<'a> + ?Sized>(v: &mut V, c: &'a Count) {
    match c {
        Count::Cards(f, z) => {
            v.filter(f);
            if let Zone::Ref(r) = z {
                v.reference(*r);
            }
        }
        Count::InSupply(f)
        | Count::PlaysThisTurn(f)
        | Count::GainsThisTurn(f)
        | Count::GainsThisBuyPhase(f) => v.filter(f),
        Count::Names(f, z) => {
            v.filter(f);
            if let Zone::Ref(r) = z {
                v.reference(*r);
            }
        }
        Count::CostOf(r) | Count::TypesOf(r) => v.reference(*r),
        Count::TokensOnMat(_)
        | Count::TokensOnYourMat(_)
        | Count::TokensOnPile(_)
        | Count::EmptyPiles => {}
    }
}

/// The children of a condition.
pub fn walk_cond<'a, V: Visitor<'a> + ?Sized>(v: &mut V, c: &'a Cond) {
    match c {
        Cond::Count(count, _) => v.count(count),
        Cond::NthTime(_, _, f) => v.filter(f),
        Cond::All(r, f) | Cond::Is(r, f) => {
            v.reference(*r);
            v.filter(f);
        }
        Cond::And(a, b) => {
            v.cond(a);
            v.cond(b);
        }
        Cond::Did | Cond::DidNot | Cond::PreviousTurnNotYours | Cond::BuyPhase => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every effect, in the order a [`Visitor`] sees them.
    #[derive(Default)]
    struct Effects<'a>(Vec<&'a Effect>);

    impl<'a> Visitor<'a> for Effects<'a> {
        fn effect(&mut self, e: &'a Effect) {
            self.0.push(e);
            walk_effect(self, e);
        }
    }

    /// Every effect through [`Effect::children`], each before the effects inside it.
    fn by_children<'a>(e: &'a Effect, out: &mut Vec<&'a Effect>) {
        out.push(e);
        for c in e.children() {
            by_children(c, out);
        }
    }

    /// The visitor and [`Effect::children`] (which [`crate::ast::find_effect`] searches
    /// with) see the same effects in the same order, in every embedded card; and the
    /// visitor also reaches the effects of a lasting trigger and of every block.
    #[test]
    fn the_visitor_sees_what_children_sees() {
        let db = crate::embedded_db().expect("the embedded cards check");
        let mut nested = 0;
        for card in &db.cards {
            let mut seen = Effects::default();
            walk_rules(&mut seen, &card.rules);
            let mut expected = vec![];
            for a in &card.rules.abilities {
                for e in a.body().into_iter().flatten() {
                    by_children(e, &mut expected);
                }
            }
            let same = seen.0.len() == expected.len()
                && seen
                    .0
                    .iter()
                    .zip(&expected)
                    .all(|(a, b)| std::ptr::eq(*a, *b));
            assert!(same, "{}: the walks differ", card.name);
            nested += seen
                .0
                .iter()
                .filter(|e| e.blocks().next().is_some())
                .count();
        }
        assert!(nested > 50, "few effects with blocks: {nested}");
    }
}

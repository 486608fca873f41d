//! Failures of generated texts that are known and not fixed yet, which a run cannot play:
//! they abort the whole process (a stack overflow cannot be caught). A run counts the texts
//! that match one as known failures without playing them (`gen-texts --play-known` plays
//! them anyway). Each entry is for the engine or the checker to fix; remove it then.
//!
//! This list never hides a failure: a known failure still fails the run.

use crate::ast::*;

/// A known failure: its name and whether a tree has it.
pub struct Known {
    /// What goes wrong, and a short text that shows it.
    pub name: &'static str,
    /// Whether the tree has it.
    pub matches: fn(&Rules) -> bool,
}

/// The known failures.
pub const KNOWN: &[Known] = &[Known {
    name: "stack overflow: a cost reduction that depends on a cost computes that cost from \
           itself (`this turn: cards costing up to $4 cost $1 less.`, `this costs $1 less if \
           you have a card costing up to $3 in hand.`)",
    matches: cost_less_by_cost,
}];

/// The first known failure a tree has.
pub fn known(r: &Rules) -> Option<&'static Known> {
    KNOWN.iter().find(|k| (k.matches)(r))
}

/// Every static rule of a tree, in abilities and in lasting effects.
fn statics(r: &Rules) -> Vec<&Static> {
    fn block<'a>(b: &'a [Effect], out: &mut Vec<&'a Static>) {
        for e in b {
            effect(e, out);
        }
    }
    fn effect<'a>(e: &'a Effect, out: &mut Vec<&'a Static>) {
        match e {
            Effect::Lasting(_, rule, _) => match rule.as_ref() {
                LastingRule::Static(s) => out.push(s),
                LastingRule::Triggered(_, b) => block(b, out),
            },
            Effect::May(e) | Effect::Instead(e, _) => effect(e, out),
            Effect::Payoff { cost, then, .. } => {
                effect(cost, out);
                block(then, out);
            }
            Effect::If(_, a, b) => {
                block(a, out);
                block(b, out);
            }
            Effect::ChooseOne(bs, _) | Effect::EitherOrder(bs, _) => {
                bs.iter().for_each(|b| block(b, out))
            }
            Effect::ForPlayers(_, b)
            | Effect::NextTurn(b)
            | Effect::NowAndNextTurn(b)
            | Effect::EndOfBuyPhase(b) => block(b, out),
            _ => {}
        }
    }
    let mut out = vec![];
    for a in &r.abilities {
        match a {
            Ability::Play(b) | Ability::Setup(b) => block(b, &mut out),
            Ability::Triggered(t) => block(&t.body, &mut out),
            Ability::Static(_, s) => out.push(s),
            Ability::Worth(_) => {}
        }
    }
    out
}

/// A cost reduction whose cards, amount or condition depend on a card's cost (through
/// `costing ...` or `per $1 it costs`): computing a cost applies the rule, which computes a
/// cost.
fn cost_less_by_cost(r: &Rules) -> bool {
    statics(r).iter().any(|s| match s {
        Static::CostLess { what, by, cond } => {
            let terms = format!("{what:?} {by:?} {cond:?}");
            terms.contains("Cost(") || terms.contains("CostOf(") || terms.contains("Total(")
        }
        _ => false,
    })
}

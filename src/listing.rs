//! A listing of a card's compiled program: every op of [`Db::code`] the card's abilities
//! run, with its pc, and the side tables (filters, amounts, conditions, selections,
//! lasting rules) resolved to readable text. `dominion show CARD --ops` prints it, and
//! `tests/listings.rs` snapshots it for every card, so a change to the compiler shows up
//! as a diff someone can review.
//!
//! The pcs are counted from the card's first op (jumps too), and lasting rules are shown
//! where they are set up rather than by their index in the shared table, so that a change
//! to one card does not renumber the listings of the cards after it.

use std::fmt::Write as _;

use crate::ast::{Cmp, CountCmp, Qty, Verb};
use crate::db::*;

/// The listing of one card: its header, its victory points and static rules, then its ops in pc order, each entry point (play, setup, a trigger, a delayed or
/// lasting body) labelled.
pub fn listing(db: &Db, card: CardId) -> String {
    let c = db.card(card);
    let l = Lister::new(db, card);
    let mut out = format!("{} ({})\n", c.full_name(), c.id);
    if let Some(a) = c.vp {
        let _ = writeln!(out, "worth: {} VP", l.amount(a));
    }
    for s in &c.statics {
        let _ = writeln!(out, "static, {:?}: {}", s.scope, l.static_rule(&s.rule));
    }
    for pc in l.start..l.end {
        for label in l.labels(pc) {
            let _ = writeln!(out, "{label}:");
        }
        let _ = writeln!(out, "  {:>3}  {}", pc - l.start, l.op(db.code[pc as usize]));
    }
    out
}

/// The entry points of a card's own abilities (play, setup, triggers).
fn entries(c: &CardDef) -> impl Iterator<Item = u32> + '_ {
    c.on_play
        .into_iter()
        .chain(c.setup)
        .chain(c.triggers.iter().map(|t| t.pc))
}

/// The flags of an op, as the listing appends them (` (optional) (more)`).
fn flags(optional: bool, more: bool) -> String {
    let mut s = String::new();
    if optional {
        s += " (optional)";
    }
    if more {
        s += " (more)";
    }
    s
}

/// A verb as the listing names it (`SetAside face down`).
fn verb_name(verb: Verb) -> String {
    match verb {
        Verb::SetAside { face_down: true } => "SetAside face down".to_string(),
        Verb::SetAside { face_down: false } => "SetAside".to_string(),
        v => format!("{v:?}"),
    }
}

/// Renders ops and side tables for one card, whose code is `start..end`.
struct Lister<'a> {
    db: &'a Db,
    card: &'a CardDef,
    start: u32,
    end: u32,
}

impl<'a> Lister<'a> {
    /// The card's code runs from its first entry point to the first entry point of
    /// another card after it (the checker compiles the cards one after the other, each
    /// with its delayed and lasting bodies).
    fn new(db: &'a Db, card: CardId) -> Self {
        let c = db.card(card);
        let Some(start) = entries(c).min() else {
            let end = db.code.len() as u32;
            return Lister {
                db,
                card: c,
                start: end,
                end,
            };
        };
        let end = db
            .cards
            .iter()
            .flat_map(entries)
            .filter(|&pc| pc > start && !entries(c).any(|own| own == pc))
            .min()
            .unwrap_or(db.code.len() as u32);
        Lister {
            db,
            card: c,
            start,
            end,
        }
    }

    /// A pc as the listing numbers it.
    fn at(&self, pc: u32) -> String {
        if (self.start..self.end).contains(&pc) {
            (pc - self.start).to_string()
        } else {
            format!("@{pc} (outside the card)")
        }
    }

    /// The labels of the entry points at `pc`.
    fn labels(&self, pc: u32) -> Vec<String> {
        let c = self.card;
        let mut v = vec![];
        if c.on_play == Some(pc) {
            v.push("play".to_string());
        }
        if c.setup == Some(pc) {
            v.push("setup".to_string());
        }
        for t in c.triggers.iter().filter(|t| t.pc == pc) {
            v.push(format!("{:?}, {}", t.scope, self.trigger(t)));
        }
        for (from, op) in self.ops() {
            match op {
                Op::NextTurn(p) if p == pc => v.push(format!("next turn (from {from})")),
                Op::EndOfBuyPhase(p) if p == pc => {
                    v.push(format!("end of buy phase (from {from})"))
                }
                Op::Lasting(l) => match self.db.lastings[l].rule {
                    LastingRule::Trigger(t) if t.pc == pc => {
                        v.push(format!("lasting (from {from}), {}", self.trigger(&t)))
                    }
                    _ => {}
                },
                _ => {}
            }
        }
        v
    }

    /// The card's ops with their listing pcs.
    fn ops(&self) -> impl Iterator<Item = (u32, Op)> + '_ {
        (self.start..self.end).map(|pc| (pc - self.start, self.db.code[pc as usize]))
    }

    /// One op, its side-table indices resolved.
    fn op(&self, op: Op) -> String {
        match op {
            Op::Plus(r, a) => format!("Plus {r:?} {}", self.amount(a)),
            Op::Draw(a) => format!("Draw {}", self.amount(a)),
            Op::DrawUntil(n) => format!("DrawUntil {n}"),
            Op::DrawUntilSkip(n, f) => format!("DrawUntil {n} skipping {}", self.filter(f)),
            Op::Gain { .. } | Op::Move { .. } | Op::Play { .. } => self.card_op(op),
            Op::RevealUntil(f, 1) => format!("RevealUntil {}", self.filter(f)),
            Op::RevealUntil(f, n) => format!("RevealUntil {n} {}", self.filter(f)),
            Op::Exchange(r, f) => format!("Exchange {r:?} for {}", self.filter(f)),
            Op::JumpIfNot(c, p) => format!("JumpIfNot {} -> {}", self.cond(c), self.at(p)),
            Op::Jump(p) => format!("Jump -> {}", self.at(p)),
            Op::AskChoice(n, owner) => {
                format!(
                    "AskChoice {n}{}",
                    if owner { " (owner chooses)" } else { "" }
                )
            }
            Op::AskOrder(p) => format!("AskOrder (second order at {})", self.at(p)),
            Op::JumpIfChoiceNot(i, p) => format!("JumpIfChoiceNot {i} -> {}", self.at(p)),
            Op::AskSome(n, a, owner) => format!(
                "AskSome {} of {n}{}",
                self.amount(a),
                if owner { " (owner answers)" } else { "" }
            ),
            Op::JumpIfNotChosen(i, p) => format!("JumpIfNotChosen {i} -> {}", self.at(p)),
            Op::Pass(such) => format!("Pass{}", if such { " to the next such player" } else { "" }),
            Op::ForBegin(p, end) => format!("ForBegin {p:?} (end {})", self.at(end)),
            Op::ForNext(p) => format!("ForNext -> {}", self.at(p)),
            Op::NextTurn(p) => format!("NextTurn -> {}", self.at(p)),
            Op::EndOfBuyPhase(p) => format!("EndOfBuyPhase -> {}", self.at(p)),
            Op::Lasting(l) => format!("Lasting {}", self.lasting(l)),
            Op::NextHandSize(n) => format!("NextHandSize {n}"),
            Op::PutTokens(t, f) => format!("PutTokens {} on {}", self.token(t), self.filter(f)),
            Op::MoveToken(t, m) => format!("MoveToken {} to {}", self.token(t), self.mat(m)),
            Op::PutTokenOnPile(t, f) => {
                format!("PutToken {} on a pile of {}", self.token(t), self.filter(f))
            }
            Op::PutTokenOnMat(t, m) => format!("PutToken {} on {}", self.token(t), self.mat(m)),
            Op::NameCard
            | Op::AskMay
            | Op::ExtraTurn
            | Op::Unaffected
            | Op::Cancel
            | Op::Return => format!("{op:?}"),
        }
    }

    /// A gain, a move or a play: the ops with a card selection and flags.
    fn card_op(&self, op: Op) -> String {
        match op {
            Op::Gain {
                count,
                filter,
                to,
                optional,
                more,
                by_owner,
            } => format!(
                "Gain {} {} to {}{}{}",
                self.amount(count),
                self.filter(filter),
                self.dest(to),
                flags(optional, more),
                if by_owner { " (owner picks)" } else { "" }
            ),
            Op::Move {
                verb,
                sel,
                to,
                optional,
                more,
            } => format!(
                "Move {} {} to {}{}",
                verb_name(verb),
                self.sel(sel),
                self.dest(to),
                flags(optional, more)
            ),
            Op::Play {
                sel,
                times,
                optional,
            } => format!(
                "Play {} {times} time(s){}",
                self.sel(sel),
                flags(optional, false)
            ),
            _ => format!("{op:?}"),
        }
    }

    // ------------------------------------------------------------ Side tables

    fn amount(&self, a: AmountId) -> String {
        let a = self.db.amounts[a];
        match a.per {
            None => a.n.to_string(),
            Some((1, c)) => format!("{} per {}", a.n, self.count(c)),
            Some((d, c)) => format!("{} per {d} {}", a.n, self.count(c)),
        }
    }

    fn count(&self, c: Count) -> String {
        match c {
            Count::Cards(f, z) => {
                let zone = match z {
                    CountZone::Hand => "in hand".to_string(),
                    CountZone::InPlay => "in play".to_string(),
                    CountZone::Owned => "owned".to_string(),
                    CountZone::Ref(r) => format!("among {r:?}"),
                };
                format!("{} {zone}", self.filter(f))
            }
            Count::Names(f, z) => format!("names of {}", self.count(Count::Cards(f, z))),
            Count::TokensOnMat(m) => format!("tokens on {}", self.mat(m)),
            Count::TokensOnPile(t) => format!("{} tokens on its pile", self.token(t)),
            Count::EmptyPiles => "empty Supply piles".to_string(),
            Count::InSupply(f) => format!("{} in the Supply", self.filter(f)),
            Count::CostOf(r) => format!("cost of {r:?}"),
            Count::PlaysThisTurn(f) => format!("plays of {} this turn", self.filter(f)),
            Count::TypesOf(r) => format!("types of {r:?}"),
            Count::GainsThisTurn(f) => format!("gains of {} this turn", self.filter(f)),
            Count::GainsThisBuyPhase(f) => {
                format!("gains of {} this buy phase", self.filter(f))
            }
        }
    }

    fn cond(&self, c: CondId) -> String {
        match self.db.conds[c] {
            Cond::Count(n, CountCmp::AtLeast(k)) => format!("{} >= {k}", self.count(n)),
            Cond::Count(n, CountCmp::AtMost(k)) => format!("{} <= {k}", self.count(n)),
            Cond::Exactly(n, k) => format!("{} == {k}", self.count(n)),
            Cond::All(r, f) => format!("all {r:?} are {}", self.filter(f)),
            Cond::And(a, b) => format!("({}) and ({})", self.cond(a), self.cond(b)),
            c @ (Cond::Did | Cond::DidNot | Cond::PreviousTurnNotYours | Cond::BuyPhase) => {
                format!("{c:?}")
            }
        }
    }

    fn filter(&self, f: FilterId) -> String {
        let atoms = &self.db.filters[f].0;
        if atoms.is_empty() {
            return "[card]".to_string();
        }
        let atoms: Vec<String> = atoms.iter().map(|a| self.atom(a)).collect();
        format!("[{}]", atoms.join(" & "))
    }

    fn atom(&self, a: &Atom) -> String {
        match a {
            Atom::Type(mask) => self.types(*mask),
            Atom::NotType(mask) => format!("non-{}", self.types(*mask)),
            Atom::Name(n) => self.db.names[n.index()].clone(),
            Atom::NotName(n) => format!("non-{}", self.db.names[n.index()]),
            Atom::Either(v) => {
                let v: Vec<String> = v.iter().map(|a| self.atom(a)).collect();
                format!("({})", v.join(" | "))
            }
            Atom::Cost(cmp, cost) => {
                let cmp = match cmp {
                    Cmp::UpTo => "<=",
                    Cmp::Exactly => "==",
                    Cmp::LessThan => "<",
                    Cmp::AtLeast => ">=",
                };
                let cost = match cost {
                    Cost::Coins(n) => format!("${n}"),
                    Cost::Rel(0, r) => format!("cost of {r:?}"),
                    Cost::Rel(d, r) => format!("cost of {r:?} {d:+}"),
                    Cost::Total(r) => format!("total cost of {r:?}"),
                };
                format!("cost {cmp} {cost}")
            }
            Atom::Bought => "bought".to_string(),
            Atom::GainedBy(who, when) => format!("gained by {who:?} ({when:?})"),
            Atom::CopyOf(r) => format!("copy of {r:?}"),
            Atom::FromPileWithToken(t) => format!("from a pile with {}", self.token(*t)),
        }
    }

    /// The names of the types in a mask, joined by `|`.
    fn types(&self, mask: u16) -> String {
        let names: Vec<&str> = (self.db.types.iter().enumerate())
            .filter(|(i, _)| mask & (1 << i) != 0)
            .map(|(_, t)| t.name.as_str())
            .collect();
        match names.is_empty() {
            true => "(no type)".to_string(),
            false => names.join("|"),
        }
    }

    fn sel(&self, s: SelId) -> String {
        let s = self.db.sels[s];
        let qty = match s.qty {
            Qty::Exactly(n) => n.to_string(),
            Qty::UpTo(n) => format!("up to {n}"),
            Qty::AnyNumber => "any number of".to_string(),
            Qty::All => "all".to_string(),
            Qty::DownTo(n) => format!("down to {n} in hand"),
        };
        let from = match s.from {
            Source::Hand => "hand".to_string(),
            Source::DeckTop => "the top of the deck".to_string(),
            Source::DeckBottom => "the bottom of the deck".to_string(),
            Source::Deck => "the deck".to_string(),
            Source::Trash => "the trash".to_string(),
            Source::Supply => "the Supply".to_string(),
            Source::DiscardPile => "the discard pile".to_string(),
            Source::InPlay => "play".to_string(),
            Source::Mat(m) => self.mat(m),
            Source::Ref(r) => format!("{r:?}"),
        };
        let owner = if s.by_owner { " (owner picks)" } else { "" };
        let per = s
            .per
            .map(|a| format!(" times {}", self.amount(a)))
            .unwrap_or_default();
        format!("{qty}{per} {} from {from}{owner}", self.filter(s.filter))
    }

    fn dest(&self, d: Dest) -> String {
        match d {
            Dest::Mat(m) => self.mat(m),
            d => format!("{d:?}"),
        }
    }

    fn mat(&self, m: MatId) -> String {
        format!("{} mat", self.db.mats[m.index()].words)
    }

    fn token(&self, t: TokenId) -> String {
        format!("{} token", self.db.tokens[t.index()].words)
    }

    fn static_rule(&self, s: &StaticRule) -> String {
        let what = |w: Option<FilterId>| w.map_or("this".to_string(), |f| self.filter(f));
        let cond = |c: Option<CondId>| c.map_or(String::new(), |c| format!(" if {}", self.cond(c)));
        match *s {
            StaticRule::CostLess {
                what: w,
                by,
                cond: c,
            } => {
                format!("{} cost less by {}{}", what(w), self.amount(by), cond(c))
            }
            StaticRule::CannotBuy { what: w, cond: c } => {
                format!("can't buy {}{}", what(w), cond(c))
            }
            StaticRule::Immune => "Immune".to_string(),
            StaticRule::GainedTo(d) => format!("this is gained to {}", self.dest(d)),
        }
    }

    fn trigger(&self, t: &TriggerDef) -> String {
        let object = t.object.map_or("this".to_string(), |f| self.filter(f));
        let turn = if t.own_turn { " on their turn" } else { "" };
        format!(
            "when {:?} {:?} {object}{turn} -> {}",
            t.who,
            t.event,
            self.at(t.pc)
        )
    }

    fn lasting(&self, l: LastingId) -> String {
        let def = self.db.lastings[l];
        let dur = match (def.dur, def.tie) {
            (crate::ast::Lasting::WhileSetAside(_), Some(r)) => format!("while {r:?} is set aside"),
            (d, _) => format!("{d:?}"),
        };
        let rule = match def.rule {
            LastingRule::Static(s) => self.static_rule(&s),
            LastingRule::Trigger(t) => self.trigger(&t),
        };
        format!("{dur}: {rule}")
    }
}

//! Compiling the terms effects are made of: static rules, selections, counts,
//! conditions, filters and names.

use super::compile::Compiler;
use super::*;

impl Compiler<'_> {
    pub(super) fn static_rule(&mut self, s: &ast::Static) -> StaticRule {
        match s {
            ast::Static::CostLess { what, by, cond } => {
                let rule = StaticRule::CostLess {
                    what: self.object(what),
                    by: self.amount(by),
                    cond: cond.as_ref().map(|c| self.cond(c)),
                };
                if let StaticRule::CostLess { what, by, cond } = rule {
                    let db = &*self.db;
                    if what.is_some_and(|f| reads_cost_filter(db, f))
                        || reads_cost_amount(db, by)
                        || cond.is_some_and(|c| reads_cost_cond(db, c))
                    {
                        self.err(
                            self.at,
                            "a cost change cannot depend on what cards cost: the costs it \
                             reads would depend on the change itself"
                                .into(),
                            None,
                        );
                    }
                }
                rule
            }
            ast::Static::CannotBuy { what, cond } => StaticRule::CannotBuy {
                what: self.object(what),
                cond: cond.as_ref().map(|c| self.cond(c)),
            },
            ast::Static::Immune => StaticRule::Immune,
            ast::Static::GainedTo(d, span) => {
                if matches!(
                    d,
                    ast::Dest::Back
                        | ast::Dest::Supply
                        | ast::Dest::DeckAnyOrder
                        | ast::Dest::BackAnyOrder
                        | ast::Dest::SetAside
                        | ast::Dest::Anywhere
                ) {
                    // test_err check_gained_back: `this is gained back.`
                    self.err(
                        *span,
                        "a gained card can go onto your deck, into your hand, onto a mat or \
                         into the trash, not `back`, `aside` (nothing would bring it back) or \
                         `to its pile`"
                            .into(),
                        None,
                    );
                }
                StaticRule::GainedTo(self.dest(d))
            }
        }
    }

    pub(super) fn object(&mut self, o: &ast::Object) -> Option<FilterId> {
        match o {
            ast::Object::This => None,
            ast::Object::Card(f) => Some(self.filter(f)),
        }
    }

    pub(super) fn dest(&mut self, d: &ast::Dest) -> Dest {
        match d {
            ast::Dest::Discard => Dest::Discard,
            ast::Dest::Hand => Dest::Hand,
            ast::Dest::Deck => Dest::Deck,
            ast::Dest::Back => Dest::Back,
            ast::Dest::DeckAnyOrder => Dest::DeckAnyOrder,
            ast::Dest::BackAnyOrder => Dest::BackAnyOrder,
            ast::Dest::Anywhere => Dest::Anywhere,
            ast::Dest::Mat(m) => Dest::Mat(self.mat(m)),
            ast::Dest::SetAside => Dest::SetAside,
            ast::Dest::Trash => Dest::Trash,
            ast::Dest::Supply => Dest::Supply,
        }
    }

    pub(super) fn sel(&mut self, s: &ast::Selection) -> SelId {
        let filter = self.filter(&s.filter);
        let from = match &s.from {
            ast::Source::Hand => Source::Hand,
            ast::Source::DeckTop => Source::DeckTop,
            ast::Source::DeckBottom => Source::DeckBottom,
            ast::Source::Deck => Source::Deck,
            ast::Source::Trash => Source::Trash,
            ast::Source::Supply => Source::Supply,
            ast::Source::DiscardPile => Source::DiscardPile,
            ast::Source::InPlay => Source::InPlay,
            ast::Source::Mat(m) => Source::Mat(self.mat(m)),
            ast::Source::Ref(r) => Source::Ref(self.resolve(r)),
        };
        let per = s.per.as_ref().map(|p| {
            self.amount(&ast::Amount {
                n: 1,
                per: Some(p.clone()),
            })
        });
        push(
            &mut self.db.sels,
            Sel {
                qty: s.qty,
                filter,
                from,
                by_owner: s.chooser == ast::Chooser::Owner,
                per,
            },
        )
    }

    pub(super) fn amount(&mut self, a: &ast::Amount) -> AmountId {
        let per = a.per.as_ref().map(|(d, c)| ((*d).max(1), self.count(c)));
        push(&mut self.db.amounts, Amount { n: a.n, per })
    }

    pub(super) fn count(&mut self, c: &ast::Count) -> Count {
        match c {
            ast::Count::Cards(f, z) | ast::Count::Names(f, z) => {
                let f = self.filter(f);
                let z = match z {
                    ast::Zone::Hand => CountZone::Hand,
                    ast::Zone::InPlay => CountZone::InPlay,
                    ast::Zone::Owned => CountZone::Owned,
                    ast::Zone::Ref(r) => CountZone::Ref(self.resolve(r)),
                };
                match c {
                    ast::Count::Names(..) => Count::Names(f, z),
                    _ => Count::Cards(f, z),
                }
            }
            ast::Count::TokensOnMat(m) => Count::TokensOnMat(self.mat(m)),
            ast::Count::TokensOnYourMat(m) => Count::TokensOnMat(self.mat(m)),
            ast::Count::TokensOnPile(t) => {
                use crate::ast::EventKind as E;
                let event = matches!(
                    self.ability,
                    Some(super::compile::Ctx::Trigger(
                        E::Gain | E::WouldGain | E::Buy
                    ))
                );
                if !event {
                    // test_err check_tokens_on_its_pile_outside_gain: `+$1 per embargo token on its pile.`
                    self.err(
                        self.at,
                        "`... token on its pile` is about the pile of a card bought or gained: \
                         it only works in a `when ... buy` or `when ... gain` trigger"
                            .into(),
                        None,
                    );
                }
                Count::TokensOnPile(self.token(t))
            }
            ast::Count::EmptyPiles => Count::EmptyPiles,
            ast::Count::InSupply(f) => Count::InSupply(self.filter(f)),
            ast::Count::CostOf(r) => Count::CostOf(self.resolve(r)),
            ast::Count::TypesOf(r) => Count::TypesOf(self.resolve(r)),
            ast::Count::PlaysThisTurn(f) => {
                self.history.plays = true;
                Count::PlaysThisTurn(self.filter(f))
            }
            ast::Count::GainsThisTurn(f) => {
                self.history.gains = true;
                Count::GainsThisTurn(self.filter(f))
            }
            ast::Count::GainsThisBuyPhase(f) => {
                self.history.gains = true;
                Count::GainsThisBuyPhase(self.filter(f))
            }
        }
    }

    pub(super) fn cond(&mut self, c: &ast::Cond) -> CondId {
        let c = match c {
            ast::Cond::Did => Cond::Did,
            ast::Cond::DidNot => Cond::DidNot,
            ast::Cond::Count(n, cmp) => Cond::Count(self.count(n), *cmp),
            ast::Cond::NthTime(what, n, f) => {
                let f = self.filter(f);
                match what {
                    ast::Happened::Played => {
                        self.history.plays = true;
                        Cond::Exactly(Count::PlaysThisTurn(f), *n)
                    }
                    ast::Happened::Gained => {
                        self.history.gains = true;
                        Cond::Exactly(Count::GainsThisTurn(f), *n)
                    }
                }
            }
            ast::Cond::PreviousTurnNotYours => Cond::PreviousTurnNotYours,
            ast::Cond::BuyPhase => Cond::BuyPhase,
            ast::Cond::All(r, f) | ast::Cond::Is(r, f) => {
                let r = self.resolve(r);
                Cond::All(r, self.filter(f))
            }
            ast::Cond::And(a, b) => {
                let a = self.cond(a);
                let b = self.cond(b);
                Cond::And(a, b)
            }
        };
        push(&mut self.db.conds, c)
    }

    pub(super) fn filter(&mut self, f: &ast::Filter) -> FilterId {
        let atoms = f.atoms.iter().map(|a| self.atom(a)).collect();
        push(&mut self.db.filters, Filter(atoms))
    }

    pub(super) fn atom(&mut self, a: &ast::Atom) -> Atom {
        match a {
            ast::Atom::Named(n) => self.name(n, false),
            ast::Atom::NotNamed(n) => self.name(n, true),
            ast::Atom::Either(ns) => Atom::Either(ns.iter().map(|n| self.name(n, false)).collect()),
            ast::Atom::Cost(cmp, c) => Atom::Cost(
                *cmp,
                match c {
                    ast::CostExpr::Coins(n) => Cost::Coins(*n),
                    ast::CostExpr::Rel(d, r) => Cost::Rel(*d, self.resolve(r)),
                    ast::CostExpr::Total(r) => Cost::Total(self.resolve(r)),
                },
            ),
            ast::Atom::Bought => Atom::Bought,
            ast::Atom::GainedBy(who, when) => {
                self.history.gains = true;
                Atom::GainedBy(*who, *when)
            }
            ast::Atom::CopyOf(r) => Atom::CopyOf(self.resolve(r)),
            ast::Atom::FromPileWithToken(t) => Atom::FromPileWithToken(self.token(t)),
        }
    }

    /// A capitalized name: a card (any edition) or a card type; plurals accepted.
    pub(super) fn name(&mut self, n: &Ident, negated: bool) -> Atom {
        for cand in singulars(&n.text) {
            if let Some(i) = self.db.names.iter().position(|x| *x == cand) {
                return if negated {
                    Atom::NotName(NameId::from_index(i))
                } else {
                    Atom::Name(NameId::from_index(i))
                };
            }
            if let Some(i) = self.db.types.iter().position(|t| t.name == cand) {
                let bit = 1u16 << i;
                return if negated {
                    Atom::NotType(bit)
                } else {
                    Atom::Type(bit)
                };
            }
        }
        let all: Vec<&str> = self
            .db
            .names
            .iter()
            .map(|s| s.as_str())
            .chain(self.db.types.iter().map(|t| t.name.as_str()))
            .collect();
        let sugg = did_you_mean(&n.text, all).map(str::to_string);
        // test_err check_unknown_card_name: `gain a Provnce.`; check_two_errors
        self.err(
            n.span,
            format!("`{}` is neither a card nor a card type", n.text),
            sugg,
        );
        Atom::Type(0)
    }

    pub(super) fn mat(&mut self, m: &Ident) -> MatId {
        if let Some(i) = self.db.mats.iter().position(|x| x.words == m.text) {
            return MatId::from_index(i);
        }
        let sugg = did_you_mean(&m.text, self.db.mats.iter().map(|x| x.words.as_str()))
            .map(|s| format!("{s} mat"));
        // test_err check_unknown_mat: `put a card from your hand onto your islnd mat.`
        self.err(
            m.span,
            format!(
                "there is no `{} mat` (mats are declared in `mats:`)",
                m.text
            ),
            sugg,
        );
        MatId::default()
    }

    pub(super) fn token(&mut self, t: &Ident) -> TokenId {
        if let Some(i) = self.db.tokens.iter().position(|x| x.words == t.text) {
            return TokenId::from_index(i);
        }
        let sugg = did_you_mean(&t.text, self.db.tokens.iter().map(|x| x.words.as_str()))
            .map(|s| format!("{s} token"));
        // test_err check_unknown_token: `put a coin token on each Action Supply pile.`
        self.err(
            t.span,
            format!(
                "there is no `{} token` (tokens are declared in `tokens:`)",
                t.text
            ),
            sugg,
        );
        TokenId::default()
    }
}

/// A compiled filter compares costs.
fn reads_cost_filter(db: &Db, f: FilterId) -> bool {
    fn atom(a: &Atom) -> bool {
        match a {
            Atom::Cost(..) => true,
            Atom::Either(v) => v.iter().any(atom),
            _ => false,
        }
    }
    db.filters[f].0.iter().any(atom)
}

/// A compiled count reads costs.
fn reads_cost_count(db: &Db, c: &Count) -> bool {
    match *c {
        Count::CostOf(_) => true,
        Count::Cards(f, _)
        | Count::Names(f, _)
        | Count::InSupply(f)
        | Count::PlaysThisTurn(f)
        | Count::GainsThisTurn(f)
        | Count::GainsThisBuyPhase(f) => reads_cost_filter(db, f),
        Count::TokensOnMat(_) | Count::TokensOnPile(_) | Count::EmptyPiles | Count::TypesOf(_) => {
            false
        }
    }
}

/// A compiled amount reads costs.
fn reads_cost_amount(db: &Db, a: AmountId) -> bool {
    db.amounts[a]
        .per
        .is_some_and(|(_, c)| reads_cost_count(db, &c))
}

/// A compiled condition reads costs.
fn reads_cost_cond(db: &Db, c: CondId) -> bool {
    match db.conds[c] {
        Cond::Count(n, _) | Cond::Exactly(n, _) => reads_cost_count(db, &n),
        Cond::All(_, f) => reads_cost_filter(db, f),
        Cond::And(a, b) => reads_cost_cond(db, a) || reads_cost_cond(db, b),
        Cond::Did | Cond::DidNot | Cond::PreviousTurnNotYours | Cond::BuyPhase => false,
    }
}

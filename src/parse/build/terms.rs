//! Building selections, filters, counts, conditions and costs.

use super::*;

impl Builder {
    // ------------------------------------------------------------ Selections

    pub(super) fn sels(&mut self, p: &P) -> R<Vec<Selection>> {
        let sels = child(p, Rule::sels)?;
        kids(&sels)
            .filter(|c| c.as_rule() == Rule::sel)
            .map(|c| self.sel(&c))
            .collect()
    }

    pub(super) fn sel(&mut self, p: &P) -> R<Selection> {
        let c = first(p)?;
        let all = |from| Selection {
            qty: Qty::All,
            filter: Filter::default(),
            from,
            chooser: Chooser::Player,
            plural: false,
            per: None,
        };
        let mut s = match c.as_rule() {
            Rule::sel_top => Selection {
                qty: Qty::Exactly(
                    opt(&c, Rule::num)
                        .map(|n| small(&n))
                        .transpose()?
                        .unwrap_or(1),
                ),
                filter: self.filter(&child(&c, Rule::filter)?)?,
                from: if has(&c, Rule::k_bottom) {
                    Source::DeckBottom
                } else {
                    Source::DeckTop
                },
                chooser: Chooser::Player,
                plural: false,
                per: None,
            },
            Rule::sel_ref => {
                let r = child(&c, Rule::ref_)?;
                Selection {
                    plural: written_plural(&r),
                    ..all(Source::Ref(reference(&r)?))
                }
            }
            Rule::sel_ref_f => {
                let f = child(&c, Rule::filter)?;
                let filter = self.filter(&f)?;
                Selection {
                    qty: Qty::All,
                    plural: filter.names_plural()
                        || opt(&f, Rule::card_word).is_some_and(|w| has(&w, Rule::k_cards)),
                    filter,
                    from: Source::Ref(participle(&child(&c, Rule::participle)?)?),
                    chooser: Chooser::Player,
                    per: None,
                }
            }
            // `a revealed Silver or Gold`: the same as `a Silver or Gold among the revealed
            // cards`.
            Rule::sel_part => Selection {
                qty: quantity(&first(&child(&c, Rule::qty)?)?)?,
                filter: self.filter(&child(&c, Rule::filter)?)?,
                from: Source::Ref(participle(&child(&c, Rule::participle)?)?),
                chooser: Chooser::Player,
                plural: false,
                per: None,
            },
            Rule::sel_of => sel_of(&c)?,
            Rule::sel_among => Selection {
                qty: quantity(&first(&child(&c, Rule::qty)?)?)?,
                filter: self.filter(&child(&c, Rule::filter)?)?,
                from: Source::Ref(reference(&child(&c, Rule::ref_)?)?),
                chooser: Chooser::Player,
                plural: false,
                per: None,
            },
            Rule::sel_your if has(&c, Rule::k_hand) => all(Source::Hand),
            Rule::sel_your if has(&c, Rule::k_deck) => all(Source::Deck),
            Rule::sel_your => all(Source::DiscardPile),
            Rule::sel_qty | Rule::sel_from => self.sel_qty(&c)?,
            _ => return Err(shape(&c)),
        };
        if has(p, Rule::sel_by_you) {
            s.chooser = Chooser::Owner;
        }
        Ok(s)
    }

    /// `a card from your hand`, `up to 2 Coppers`, `an Action card from the trash`.
    fn sel_qty(&mut self, c: &P) -> R<Selection> {
        let qty = quantity(&first(&child(c, Rule::qty)?)?)?;
        // No source: the player's hand (`discard a Treasure`).
        let from = match opt(c, Rule::source) {
            None => Source::Hand,
            Some(s) => source(&first(&s)?)?,
        };
        let per = match opt(c, Rule::per) {
            Some(p) if !matches!(qty, Qty::Exactly(_) | Qty::UpTo(_)) => {
                // test_err parse_per_without_number: `discard any number of cards per empty Supply pile.`
                return Err(error_at(
                    &p,
                    "`per` multiplies a number: write `a card per ...` or `up to 2 cards per ...`",
                ));
            }
            Some(p) => Some(self.per(&p)?),
            None => None,
        };
        Ok(Selection {
            qty,
            filter: self.filter(&child(c, Rule::filter)?)?,
            from,
            chooser: Chooser::Player,
            plural: false,
            per,
        })
    }

    // ------------------------------------------------------------ Card descriptions

    pub(super) fn filter(&mut self, p: &P) -> R<Filter> {
        let mut atoms = Vec::new();
        for c in kids(p) {
            atoms.push(match c.as_rule() {
                Rule::copy_of => Atom::CopyOf(reference(&child(&c, Rule::ref_)?)?),
                Rule::names => {
                    let mut names: Vec<Ident> = kids(&c)
                        .filter(|n| n.as_rule() == Rule::name)
                        .map(|n| ident(&n))
                        .collect();
                    match names.len() {
                        1 => Atom::Named(names.remove(0)),
                        _ => Atom::Either(names),
                    }
                }
                Rule::not_named => Atom::NotNamed(ident(&child(&c, Rule::one_name)?)),
                Rule::cost_clause => cost_clause(&c)?,
                Rule::bought => Atom::Bought,
                Rule::gained_by => gained_by(&c)?,
                Rule::from_pile => Atom::FromPileWithToken(ident(&child(&c, Rule::token_name)?)),
                _ => continue,
            });
        }
        Ok(Filter { atoms })
    }

    // ------------------------------------------------------------ Amounts and counts

    pub(super) fn per(&mut self, p: &P) -> R<(u8, Count)> {
        if let Some(pc) = opt(p, Rule::per_cost) {
            let m = per_unit(&child(&pc, Rule::money)?)?;
            return Ok((m, Count::CostOf(reference(&child(&pc, Rule::ref_)?)?)));
        }
        let m = opt(p, Rule::num)
            .map(|n| per_unit(&n))
            .transpose()?
            .unwrap_or(1);
        Ok((m, self.count(&child(p, Rule::count)?)?))
    }

    pub(super) fn count(&mut self, p: &P) -> R<Count> {
        let c = first(p)?;
        Ok(match c.as_rule() {
            Rule::count_tokens => match opt(&c, Rule::mat_name) {
                Some(m) if has(&c, Rule::k_the) => Count::TokensOnMat(ident(&m)),
                Some(m) => Count::TokensOnYourMat(ident(&m)),
                None => Count::TokensOnPile(ident(&child(&c, Rule::token_name)?)),
            },
            Rule::count_empty => Count::EmptyPiles,
            Rule::count_types => Count::TypesOf(reference(&child(&c, Rule::ref_)?)?),
            Rule::count_plays => Count::PlaysThisTurn(self.filter(&child(&c, Rule::filter)?)?),
            Rule::count_filter => {
                let f = self.filter(&child(&c, Rule::filter)?)?;
                let w = pick(
                    &c,
                    &[
                        Rule::w_gained_turn,
                        Rule::w_gained_buy,
                        Rule::w_in_play,
                        Rule::w_owned,
                        Rule::w_hand,
                        Rule::w_ref,
                    ],
                )?;
                let zone = match w.as_rule() {
                    Rule::w_gained_turn => return Ok(Count::GainsThisTurn(f)),
                    Rule::w_gained_buy => return Ok(Count::GainsThisBuyPhase(f)),
                    Rule::w_in_play => Zone::InPlay,
                    Rule::w_owned => Zone::Owned,
                    Rule::w_hand => Zone::Hand,
                    _ => Zone::Ref(zone_ref(&w)?),
                };
                match has(&c, Rule::k_differently) {
                    true => Count::Names(f, zone),
                    false => Count::Cards(f, zone),
                }
            }
            _ => return Err(shape(&c)),
        })
    }

    // ------------------------------------------------------------ Conditions

    pub(super) fn cond(&mut self, p: &P) -> R<Cond> {
        let atoms: Vec<P> = kids(p).filter(|c| c.as_rule() != Rule::k_and).collect();
        if atoms.len() > MAX_DEPTH {
            // test_err parse_too_many_ands: `if you did and you did and ...: +1 card.` (33 conditions)
            return Err(error_at(
                p,
                format!("too many conditions joined by `and` (at most {MAX_DEPTH})"),
            ));
        }
        let mut atoms = atoms.iter().rev();
        let last = atoms.next().ok_or_else(|| shape(p))?;
        let mut cond = self.cond_atom(last)?;
        for atom in atoms {
            cond = Cond::And(Box::new(self.cond_atom(atom)?), Box::new(cond));
        }
        Ok(cond)
    }

    pub(super) fn cond_atom(&mut self, c: &P) -> R<Cond> {
        let cmp = || cmpq(&child(c, Rule::cmpq)?);
        Ok(match c.as_rule() {
            Rule::c_did => Cond::Did,
            Rule::c_did_not => Cond::DidNot,
            Rule::c_have => {
                let zone = if has(c, Rule::hw_hand) {
                    Zone::Hand
                } else if has(c, Rule::hw_play) {
                    Zone::InPlay
                } else {
                    Zone::Owned
                };
                Cond::Count(
                    Count::Cards(self.filter(&child(c, Rule::filter)?)?, zone),
                    cmp()?,
                )
            }
            Rule::c_gained => {
                let f = self.filter(&child(c, Rule::filter)?)?;
                let count = if has(c, Rule::w_this_turn) {
                    Count::GainsThisTurn(f)
                } else {
                    Count::GainsThisBuyPhase(f)
                };
                Cond::Count(count, cmp()?)
            }
            Rule::c_played => Cond::Count(
                Count::PlaysThisTurn(self.filter(&child(c, Rule::filter)?)?),
                cmp()?,
            ),
            Rule::c_nth => {
                let o = first(&child(c, Rule::ordinal)?)?;
                let n = match o.as_rule() {
                    Rule::k_first => 1,
                    Rule::k_second => 2,
                    Rule::k_third => 3,
                    Rule::k_fourth => 4,
                    _ => return Err(shape(&o)),
                };
                let what = if has(c, Rule::k_gained) {
                    Happened::Gained
                } else {
                    Happened::Played
                };
                Cond::NthTime(what, n, self.filter(&child(c, Rule::filter)?)?)
            }
            Rule::c_prev => Cond::PreviousTurnNotYours,
            Rule::c_buy_phase => Cond::BuyPhase,
            Rule::c_all => Cond::All(
                reference(&child(c, Rule::ref_)?)?,
                self.filter(&child(c, Rule::filter)?)?,
            ),
            Rule::c_is => {
                let r = reference(&child(c, Rule::ref_)?)?;
                let f = match opt(c, Rule::filter) {
                    Some(f) => self.filter(&f)?,
                    None => Filter {
                        atoms: vec![Atom::CopyOf(Ref::Named)],
                    },
                };
                Cond::Is(r, f)
            }
            Rule::c_costs => {
                let n = small(&child(c, Rule::money)?)?;
                let cmp = if has(c, Rule::k_more) {
                    CountCmp::AtLeast(n)
                } else {
                    CountCmp::AtMost(n)
                };
                Cond::Count(Count::CostOf(reference(&child(c, Rule::ref_)?)?), cmp)
            }
            Rule::c_tokens => Cond::Count(
                Count::TokensOnMat(ident(&child(c, Rule::mat_name)?)),
                cmp()?,
            ),
            Rule::c_empty => Cond::Count(Count::EmptyPiles, cmp()?),
            Rule::c_supply => Cond::Count(
                Count::InSupply(self.filter(&child(c, Rule::filter)?)?),
                cmp()?,
            ),
            Rule::c_of_ref => {
                let r = reference(&child(c, Rule::ref_)?)?;
                Cond::Count(
                    Count::Cards(self.filter(&child(c, Rule::filter)?)?, Zone::Ref(r)),
                    cmp()?,
                )
            }
            Rule::c_none_of => {
                let r = reference(&child(c, Rule::ref_)?)?;
                Cond::Count(
                    Count::Cards(self.filter(&child(c, Rule::filter)?)?, Zone::Ref(r)),
                    CountCmp::AtMost(0),
                )
            }
            _ => return Err(shape(c)),
        })
    }
}

// ---------------------------------------------------------------- Leaves

/// `a`, `an`, `one` or a number.
pub(super) fn count_n(p: &P) -> R<i32> {
    match opt(p, Rule::num) {
        Some(n) => amount_n(&n, false),
        None => Ok(1),
    }
}

/// `up to N`, `any number of`, `all`, `a` / `one` / `N`.
pub(super) fn quantity(q: &P) -> R<Qty> {
    Ok(match q.as_rule() {
        Rule::q_up_to => Qty::UpTo(small(&child(q, Rule::num)?)?),
        Rule::q_any => Qty::AnyNumber,
        Rule::q_all => Qty::All,
        Rule::q_exact => match opt(q, Rule::num) {
            Some(n) => Qty::Exactly(small(&n)?),
            None => Qty::Exactly(1),
        },
        _ => return Err(shape(q)),
    })
}

/// `one of them`, `up to 2 of the revealed cards`, `any number of the trashed cards`.
fn sel_of(c: &P) -> R<Selection> {
    let q = pick(c, &[Rule::q_any, Rule::q_up_to, Rule::q_all, Rule::q_one_n])?;
    let qty = match q.as_rule() {
        Rule::q_one_n => match opt(&q, Rule::num) {
            Some(n) => Qty::Exactly(small(&n)?),
            None => Qty::Exactly(1),
        },
        _ => quantity(&q)?,
    };
    Ok(Selection {
        qty,
        filter: Filter::default(),
        from: Source::Ref(reference(&child(c, Rule::ref_)?)?),
        chooser: Chooser::Player,
        plural: false,
        per: None,
    })
}

/// `from your hand`, `from the trash`, `you have in play`, ...
fn source(s: &P) -> R<Source> {
    Ok(match s.as_rule() {
        Rule::src_hand => Source::Hand,
        Rule::src_discard => Source::DiscardPile,
        Rule::src_mat => Source::Mat(ident(&child(s, Rule::mat_name)?)),
        Rule::src_in_play => Source::InPlay,
        Rule::src_far if has(s, Rule::k_trash) => Source::Trash,
        Rule::src_far => Source::Supply,
        _ => return Err(shape(s)),
    })
}

/// `trashed`, `other revealed`, ... in `the revealed Treasure`.
pub(super) fn participle(p: &P) -> R<Ref> {
    let c = first(p)?;
    Ok(match c.as_rule() {
        Rule::p_other_revealed => Ref::OtherRevealed,
        Rule::p_trashed => Ref::Trashed,
        Rule::p_discarded => Ref::Discarded,
        Rule::p_revealed => Ref::Revealed,
        Rule::p_gained => Ref::Gained,
        Rule::p_set_aside => Ref::SetAside,
        Rule::p_drawn => Ref::Drawn,
        _ => return Err(shape(&c)),
    })
}

pub(super) fn dest(p: &P) -> R<Dest> {
    let d = first(p)?;
    Ok(match d.as_rule() {
        Rule::d_deck if has(&d, Rule::k_anywhere) => Dest::Anywhere,
        Rule::d_deck if has(&d, Rule::any_order) => Dest::DeckAnyOrder,
        Rule::d_deck => Dest::Deck,
        Rule::d_hand => Dest::Hand,
        Rule::d_discard => Dest::Discard,
        Rule::d_trash => Dest::Trash,
        Rule::d_mat => Dest::Mat(ident(&child(&d, Rule::mat_name)?)),
        Rule::d_back if has(&d, Rule::any_order) => Dest::BackAnyOrder,
        Rule::d_back => Dest::Back,
        Rule::d_aside => Dest::SetAside,
        Rule::d_supply => Dest::Supply,
        _ => return Err(shape(&d)),
    })
}

/// Whether a reference is written in the plural (`them`, `the named cards`).
fn written_plural(p: &P) -> bool {
    p.clone()
        .into_inner()
        .flatten()
        .any(|t| matches!(t.as_rule(), Rule::k_them | Rule::k_cards))
}

pub(super) fn reference(p: &P) -> R<Ref> {
    let r = first(p)?;
    Ok(match r.as_rule() {
        Rule::r_this => Ref::This,
        Rule::r_it => Ref::It(span_of(&r)),
        Rule::r_rest => Ref::Rest,
        Rule::r_trashed => Ref::Trashed,
        Rule::r_discarded => Ref::Discarded,
        Rule::r_other_revealed => Ref::OtherRevealed,
        Rule::r_revealed => Ref::Revealed,
        Rule::r_gained => Ref::Gained,
        Rule::r_set_aside => Ref::SetAside,
        Rule::r_drawn => Ref::Drawn,
        Rule::r_named => Ref::Named,
        _ => return Err(shape(&r)),
    })
}

/// `revealed`, `discarded`, ... or `among <ref>` after a counted card phrase.
pub(super) fn zone_ref(w: &P) -> R<Ref> {
    if let Some(r) = opt(w, Rule::ref_) {
        return reference(&r);
    }
    let k = first(w)?;
    Ok(match k.as_rule() {
        Rule::k_revealed => Ref::Revealed,
        Rule::k_discarded => Ref::Discarded,
        Rule::k_trashed => Ref::Trashed,
        Rule::k_gained => Ref::Gained,
        Rule::k_set => Ref::SetAside,
        Rule::k_drawn => Ref::Drawn,
        _ => return Err(shape(&k)),
    })
}

pub(super) fn cost_clause(p: &P) -> R<Atom> {
    let c = pick(
        p,
        &[
            Rule::cc_up_to,
            Rule::cc_exactly,
            Rule::cc_less_than,
            Rule::cc_same,
            Rule::cc_or,
            Rule::cc_at_least,
        ],
    )?;
    let expr = || cost_expr(&child(&c, Rule::cost_expr)?);
    Ok(match c.as_rule() {
        Rule::cc_up_to => Atom::Cost(Cmp::UpTo, expr()?),
        Rule::cc_exactly => Atom::Cost(Cmp::Exactly, expr()?),
        Rule::cc_less_than => Atom::Cost(Cmp::LessThan, expr()?),
        Rule::cc_at_least => Atom::Cost(Cmp::AtLeast, expr()?),
        Rule::cc_or if has(&c, Rule::k_more) => Atom::Cost(
            Cmp::AtLeast,
            CostExpr::Coins(small(&child(&c, Rule::money)?)?),
        ),
        Rule::cc_same => Atom::Cost(
            Cmp::Exactly,
            CostExpr::Rel(0, reference(&child(&c, Rule::ref_)?)?),
        ),
        _ => Atom::Cost(Cmp::UpTo, CostExpr::Coins(small(&child(&c, Rule::money)?)?)),
    })
}

pub(super) fn cost_expr(p: &P) -> R<CostExpr> {
    let e = first(p)?;
    Ok(match e.as_rule() {
        Rule::rel_more | Rule::rel_less => {
            let d = delta(&child(&e, Rule::money)?, e.as_rule() == Rule::rel_less)?;
            CostExpr::Rel(d, reference(&child(&e, Rule::ref_)?)?)
        }
        Rule::money => CostExpr::Coins(small(&e)?),
        Rule::total => CostExpr::Total(reference(&child(&e, Rule::ref_)?)?),
        Rule::ref_ => CostExpr::Rel(0, reference(&e)?),
        _ => return Err(shape(&e)),
    })
}

pub(super) fn cmpq(p: &P) -> R<CountCmp> {
    let c = first(p)?;
    let n = || small(&child(&c, Rule::num)?);
    Ok(match c.as_rule() {
        Rule::cq_or_more | Rule::cq_at_least => CountCmp::AtLeast(n()?),
        Rule::cq_or_fewer | Rule::cq_at_most => CountCmp::AtMost(n()?),
        Rule::cq_no => CountCmp::AtMost(0),
        Rule::cq_a => CountCmp::AtLeast(1),
        _ => return Err(shape(&c)),
    })
}

/// `that the player to your right gained on their last turn`, `that you gained this turn`.
fn gained_by(c: &P) -> R<Atom> {
    let (who, w) = if let Some(w) = opt(c, Rule::who_right) {
        (Who::Right, w)
    } else if let Some(w) = opt(c, Rule::who_left) {
        (Who::Left, w)
    } else {
        (Who::You, child(c, Rule::who_you)?)
    };
    let when = match opt(c, Rule::gb_last) {
        Some(l) => {
            // `their` for another player, `your` for you.
            if has(&l, Rule::k_your) != (who == Who::You) {
                // test_err parse_gained_on_their_last_turn_after_you: `gain a card that you gained on their last turn.`
                return Err(error_at(
                    &l,
                    "say `on your last turn` after `you`, and `on their last turn` after \
                     another player",
                ));
            }
            GainedWhen::LastTurn
        }
        // test_err parse_gained_this_turn_by_another: `gain a card that the player to your left gained this turn.`
        None if who != Who::You => {
            return Err(error_at(
                &w,
                "only the player whose turn it is gains cards `this turn`: write `that you \
                 gained this turn`, or `on their last turn`",
            ))
        }
        None => GainedWhen::ThisTurn,
    };
    Ok(Atom::GainedBy(who, when))
}

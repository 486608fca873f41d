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
            Rule::sel_qty => self.sel_qty(&c)?,
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
            Some(s) => source(&s)?,
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
        count_form(p)?;
        let c = first(p)?;
        Ok(match c.as_rule() {
            Rule::count_tokens => match opt(&c, Rule::mat_name) {
                Some(m) if has(&c, Rule::k_the) => Count::TokensOnMat(ident(&m)),
                Some(m) => Count::TokensOnYourMat(ident(&m)),
                None => Count::TokensOnPile(ident(&child(&c, Rule::token_name)?)),
            },
            Rule::empty_piles => Count::EmptyPiles,
            Rule::count_types => Count::TypesOf(reference(&child(&c, Rule::ref_)?)?),
            Rule::count_plays => Count::PlaysThisTurn(self.filter(&child(&c, Rule::filter)?)?),
            Rule::count_filter => {
                let f = self.filter(&child(&c, Rule::filter)?)?;
                let w = pick(
                    &c,
                    &[
                        Rule::w_gained,
                        Rule::w_in_play,
                        Rule::w_owned,
                        Rule::in_zone,
                        Rule::w_ref,
                    ],
                )?;
                let zone = match w.as_rule() {
                    Rule::w_gained => return Ok(gains(&child(&w, Rule::turn_time)?)?(f)),
                    Rule::w_in_play => Zone::InPlay,
                    Rule::w_owned => Zone::Owned,
                    Rule::in_zone => Zone::Hand,
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

    /// One condition of `<cond> and <cond>`.
    pub(super) fn cond_atom(&mut self, c: &P) -> R<Cond> {
        let cmp = || cmpq(&child(c, Rule::cmpq)?);
        Ok(match c.as_rule() {
            Rule::c_did => Cond::Did,
            Rule::c_did_not => Cond::DidNot,
            Rule::c_count => self.c_count(c)?,
            Rule::c_nth => self.c_nth(c)?,
            Rule::c_prev => Cond::PreviousTurnNotYours,
            // `during your buy phase` (the grammar lets no other time be a condition)
            Rule::turn_time => Cond::BuyPhase,
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
                let or = child(c, Rule::cc_or)?;
                let n = small(&child(&or, Rule::money)?)?;
                let cmp = if has(&or, Rule::k_more) {
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
            Rule::c_are if has(c, Rule::empty_piles) => {
                c_are_form(c)?;
                Cond::Count(Count::EmptyPiles, cmp()?)
            }
            Rule::c_are => {
                let r = reference(&child(c, Rule::ref_)?)?;
                let cmp = match has(c, Rule::k_none) {
                    true => CountCmp::AtMost(0),
                    false => cmp()?,
                };
                Cond::Count(
                    Count::Cards(self.filter(&child(c, Rule::filter)?)?, Zone::Ref(r)),
                    cmp,
                )
            }
            _ => return Err(shape(c)),
        })
    }

    /// `this is the first time you played a Crossroads this turn`, `... the third time you
    /// gained an Action card this turn`.
    fn c_nth(&mut self, c: &P) -> R<Cond> {
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
        Ok(Cond::NthTime(
            what,
            n,
            self.filter(&child(c, Rule::filter)?)?,
        ))
    }

    /// How many cards of a kind someone has, gained or played, compared: `you have 5 or
    /// fewer cards in hand`, `you have a Copper in play`, `you gained no Victory card in
    /// your buy phase`, `you played 2 or more Actions this turn`, `the Supply has a Silver`.
    fn c_count(&mut self, c: &P) -> R<Cond> {
        let count = counted(c)?;
        Ok(Cond::Count(
            count(self.filter(&child(c, Rule::filter)?)?),
            cmpq(&child(c, Rule::cmpq)?)?,
        ))
    }
}

/// What a counted condition counts (`c_count`): the cards you have (in hand, in play),
/// gained or played in a time, or the Supply has.
pub(super) fn counted(c: &P) -> R<fn(Filter) -> Count> {
    let verb = pick(
        c,
        &[Rule::k_have, Rule::k_has, Rule::k_gained, Rule::k_played],
    )?;
    let supply = has(c, Rule::k_Supply);
    let place = pick(c, &[Rule::in_zone, Rule::turn_time]).ok();
    let wrong = |at: &P, msg: &str| Err(error_at(at, msg.to_string()));
    Ok(match (supply, verb.as_rule(), &place) {
        (true, Rule::k_has, None) => Count::InSupply,
        // test_err parse_supply_has_in_play: `if the Supply has a Silver in play: +1 card.`
        (true, Rule::k_has, Some(p)) => return wrong(p, "`the Supply has ...` says no place"),
        // test_err parse_supply_have: `if the Supply have a Silver: +1 card.`
        (true, _, _) | (false, Rule::k_has, _) => {
            return wrong(&verb, "write `you have ...` or `the Supply has ...`")
        }
        (false, Rule::k_have, None) => |f| Count::Cards(f, Zone::Owned),
        (false, Rule::k_have, Some(p)) if p.as_rule() == Rule::in_zone => {
            match has(p, Rule::k_play) {
                true => |f| Count::Cards(f, Zone::InPlay),
                false => |f| Count::Cards(f, Zone::Hand),
            }
        }
        // test_err parse_have_this_turn: `if you have a Copper this turn: +1 card.`
        (false, Rule::k_have, Some(p)) => {
            return wrong(p, "what you have is counted `in hand`, `in play` or in all")
        }
        (false, Rule::k_gained, Some(p)) if p.as_rule() == Rule::turn_time => gains(p)?,
        // test_err parse_gained_in_hand: `if you gained a Copper in your hand: +1 card.`
        (false, Rule::k_gained, Some(p)) => {
            return wrong(&nth(p, 1)?, "say when: `this turn` or `in your buy phase`")
        }
        (false, Rule::k_played, Some(p))
            if p.as_rule() == Rule::turn_time && has(p, Rule::k_this) =>
        {
            Count::PlaysThisTurn
        }
        // test_err parse_played_in_buy_phase: `if you played an Action in your buy phase: +1 card.`
        (false, _, Some(p)) => return wrong(&first(p)?, "say when: `this turn`"),
        // test_err parse_gained_without_when: `if you gained a Copper: +1 card.`
        (false, _, None) => {
            return Err(error_after(
                &child(c, Rule::filter)?,
                "say when: `this turn` (or, for gains, `in your buy phase`)",
            ))
        }
    })
}

/// What `per` counts takes the forms of each count: `per empty Supply pile`, `per card in
/// your hand`, `per card you gained this turn`.
pub(super) fn count_form(p: &P) -> R<()> {
    let c = first(p)?;
    match c.as_rule() {
        // test_err parse_per_supply_piles_are_empty: `+$1 per Supply pile is empty.`
        Rule::empty_piles if first(&c)?.as_rule() != Rule::k_empty => {
            Err(error_at(&c, "write `per empty Supply pile`"))
        }
        Rule::count_filter => match opt(&c, Rule::w_gained) {
            Some(w) => gains(&child(&w, Rule::turn_time)?).map(drop),
            None => match opt(&c, Rule::in_zone) {
                Some(z) if !(has(&z, Rule::poss) && has(&z, Rule::k_hand)) => {
                    // test_err parse_per_card_in_play: `+$1 per card in play.`
                    Err(error_at(
                        &nth(&z, 1)?,
                        "count `per card in your hand` or `per card you have in play`",
                    ))
                }
                _ => Ok(()),
            },
        },
        _ => Ok(()),
    }
}

/// `N Supply piles are empty`, not `N empty Supply piles` (a count).
pub(super) fn c_are_form(c: &P) -> R<()> {
    match opt(c, Rule::empty_piles) {
        Some(e) if first(&e)?.as_rule() == Rule::k_empty || has(c, Rule::k_none) => {
            // test_err parse_cond_empty_piles_attributive: `if 2 or more empty Supply piles: +1 card.`
            Err(error_at(&e, "write `N or more Supply piles are empty`"))
        }
        _ => Ok(()),
    }
}

/// The cards of a kind gained `this turn` or `in your buy phase`.
fn gains(t: &P) -> R<fn(Filter) -> Count> {
    if has(t, Rule::k_this) {
        return Ok(Count::GainsThisTurn);
    }
    if has(t, Rule::k_in) {
        return Ok(Count::GainsThisBuyPhase);
    }
    // test_err parse_gained_on_your_turn: `+$1 per card you gained on your turn.`
    Err(error_at(
        &first(t)?,
        "say when: `this turn` or `in your buy phase`",
    ))
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
pub(super) fn sel_of(c: &P) -> R<Selection> {
    let q = pick(c, &[Rule::q_any, Rule::q_up_to, Rule::q_all, Rule::q_exact])?;
    if has(&q, Rule::article) {
        // test_err parse_a_of_them: `reveal your hand. discard a of them.`
        return Err(error_at(&child(c, Rule::k_of)?, "write `one of ...`"));
    }
    let qty = quantity(&q)?;
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
pub(super) fn source(s: &P) -> R<Source> {
    if has(s, Rule::src_hand) {
        return Ok(Source::Hand);
    }
    let Some(z) = opt(s, Rule::zone) else {
        return Ok(Source::InPlay);
    };
    Ok(match zone(&z)? {
        Place::Discard => Source::DiscardPile,
        Place::Mat(m) => Source::Mat(m),
        Place::Trash => Source::Trash,
        Place::Supply => Source::Supply,
        // test_err parse_from_your_deck: `trash a card from your deck.`
        Place::Deck | Place::Hand => {
            return Err(error_after(
                &z,
                "cards come from your hand, your discard pile, your mat, the trash or the \
                 Supply (`the top card of your deck` for the deck)",
            ))
        }
        // test_err parse_from_its_pile: `trash a card from its pile.`
        Place::Pile => return Err(error_at(&z, "cards come from the Supply `from the Supply`")),
    })
}

/// A place cards are in (`zone`): `your hand`, `your deck`, `your discard pile`, `your
/// ... mat`, `the trash`, `the Supply`, `its pile`.
enum Place {
    Hand,
    Deck,
    Discard,
    Mat(Ident),
    Trash,
    Supply,
    Pile,
}

fn zone(z: &P) -> R<Place> {
    if let Some(m) = opt(z, Rule::mat_name) {
        return Ok(Place::Mat(ident(&m)));
    }
    if has(z, Rule::k_its) {
        return Ok(Place::Pile);
    }
    let k = nth(z, 1)?;
    Ok(match k.as_rule() {
        Rule::k_hand => Place::Hand,
        Rule::k_deck => Place::Deck,
        Rule::k_discard => Place::Discard,
        Rule::k_trash => Place::Trash,
        _ => Place::Supply,
    })
}

/// `trashed`, `other revealed`, ... in `the revealed Treasure`.
pub(super) fn participle(p: &P) -> R<Ref> {
    let c = first(p)?;
    Ok(match c.as_rule() {
        Rule::k_other => Ref::OtherRevealed,
        Rule::k_trashed => Ref::Trashed,
        Rule::k_discarded => Ref::Discarded,
        Rule::k_revealed => Ref::Revealed,
        Rule::k_gained => Ref::Gained,
        Rule::k_set => Ref::SetAside,
        Rule::k_drawn => Ref::Drawn,
        _ => return Err(shape(&c)),
    })
}

pub(super) fn dest(p: &P) -> R<Dest> {
    let d = first(p)?;
    Ok(match d.as_rule() {
        Rule::d_zone => d_zone(&d)?,
        Rule::d_back if has(&d, Rule::any_order) => Dest::BackAnyOrder,
        Rule::d_back => Dest::Back,
        Rule::d_aside => Dest::SetAside,
        _ => return Err(shape(&d)),
    })
}

/// `onto your deck`, `into your hand`, `into your discard pile`, `into the trash`, `onto
/// your ... mat`, `anywhere in your deck`, `onto your deck in any order`, `to its pile`.
fn d_zone(d: &P) -> R<Dest> {
    let z = child(d, Rule::zone)?;
    let place = zone(&z)?;
    let yours = has(&z, Rule::poss);
    let word = first(d)?.as_rule();
    let to = match (word, yours, place) {
        (Rule::k_onto, true, Place::Deck) if has(d, Rule::any_order) => Dest::DeckAnyOrder,
        (Rule::k_onto, true, Place::Deck) => Dest::Deck,
        (Rule::k_onto, true, Place::Mat(m)) => Dest::Mat(m),
        (Rule::k_onto | Rule::k_into, true, Place::Discard) => Dest::Discard,
        (Rule::k_into, true, Place::Hand) => Dest::Hand,
        (Rule::k_into, false, Place::Trash) => Dest::Trash,
        (Rule::k_anywhere, true, Place::Deck) => Dest::Anywhere,
        (Rule::k_to, false, Place::Pile) => Dest::Supply,
        // test_err parse_to_your_hand: `put a card from your discard pile to your hand.`
        (Rule::k_to, _, _) | (_, false, Place::Pile) => return Err(error_at(&first(&z)?, NOWHERE)),
        // test_err parse_onto_your_hand: `put a card from your discard pile onto your hand.`
        (Rule::k_onto, true, Place::Hand) => return Err(error_after(&z, NOWHERE)),
        // test_err parse_into_your_deck: `put a card from your hand into your deck.`
        (_, true, _) | (Rule::k_into, false, _) => return Err(error_at(&nth(&z, 1)?, NOWHERE)),
        // test_err parse_onto_the_trash: `put a card from your hand onto the trash.`
        _ => return Err(error_at(&first(&z)?, NOWHERE)),
    };
    match opt(d, Rule::any_order) {
        // test_err parse_hand_in_any_order: `put them into your hand in any order.`
        Some(a) if to != Dest::DeckAnyOrder => {
            Err(error_at(&a, "only cards put onto a deck go `in any order`"))
        }
        _ => Ok(to),
    }
}

/// Where cards may go: the message for any other place.
const NOWHERE: &str = "cards go `onto your deck`, `into your hand`, `into your discard pile`, \
                       `into the trash`, `onto your ... mat`, `anywhere in your deck` or \
                       `to its pile`";

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
        Rule::r_part => participle(&child(&r, Rule::participle)?)?,
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

/// `costing up to $4`, `costing exactly $1 more than it`, `costing the same as it`,
/// `costing $4 or less`, ...
pub(super) fn cost_clause(p: &P) -> R<Atom> {
    if let Some(or) = opt(p, Rule::cc_or) {
        let n = small(&child(&or, Rule::money)?)?;
        return Ok(match has(&or, Rule::k_more) {
            true => Atom::Cost(Cmp::AtLeast, CostExpr::Coins(n)),
            false => Atom::Cost(Cmp::UpTo, CostExpr::Coins(n)),
        });
    }
    let cmp = child(p, Rule::cost_cmp)?;
    let e = child(p, Rule::cost_expr)?;
    let expr = cost_expr(&e)?;
    let cmp = match first(&cmp)?.as_rule() {
        Rule::k_up => Cmp::UpTo,
        Rule::k_exactly => Cmp::Exactly,
        Rule::k_less => Cmp::LessThan,
        Rule::k_at => Cmp::AtLeast,
        // `the same as <ref>`: exactly its cost
        _ => match expr {
            CostExpr::Rel(0, _) if has(&e, Rule::ref_) => Cmp::Exactly,
            _ => {
                let at = first(&e)?;
                let at = opt(&at, Rule::k_total).unwrap_or(at);
                // test_err parse_same_as_coins: `gain a card costing the same as $3.`
                return Err(error_at(
                    &at,
                    "`costing the same as` a card referred to (`it`)",
                ));
            }
        },
    };
    Ok(Atom::Cost(cmp, expr))
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

/// `that the player to your right gained on their last turn`, `that you gained this turn`,
/// `you bought`.
pub(super) fn gained_by(c: &P) -> R<Atom> {
    if has(c, Rule::k_bought) {
        return Ok(Atom::Bought);
    }
    let w = child(c, Rule::who)?;
    let who = who(&w)?;
    if matches!(who, Who::AnotherPlayer | Who::AnyPlayer) {
        // test_err parse_gained_by_another_player: `gain a card that another player gained this turn.`
        return Err(error_at(
            &w,
            "say whose gains: `that you gained ...`, `that the player to your right gained ...`",
        ));
    }
    let t = child(c, Rule::turn_time)?;
    let when = if has(&t, Rule::k_last) {
        // `their` for another player, `your` for you.
        if has(&t, Rule::k_your) != (who == Who::You) {
            // test_err parse_gained_on_their_last_turn_after_you: `gain a card that you gained on their last turn.`
            return Err(error_at(
                &t,
                "say `on your last turn` after `you`, and `on their last turn` after \
                 another player",
            ));
        }
        GainedWhen::LastTurn
    } else if has(&t, Rule::k_this) {
        if who != Who::You {
            // test_err parse_gained_this_turn_by_another: `gain a card that the player to your left gained this turn.`
            return Err(error_at(
                &w,
                "only the player whose turn it is gains cards `this turn`: write `that you \
                 gained this turn`, or `on their last turn`",
            ));
        }
        GainedWhen::ThisTurn
    } else {
        let at = match opt(&t, Rule::k_on) {
            Some(_) => child(&t, Rule::k_turn)?,
            None => first(&t)?,
        };
        // test_err parse_gained_on_their_turn: `gain a card that the player to your right gained on their turn.`
        return Err(error_at(&at, "say `on their last turn` or `this turn`"));
    };
    Ok(Atom::GainedBy(who, when))
}

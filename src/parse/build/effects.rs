//! Building effects: the blocks (`if`, `choose one`, player blocks, delayed and lasting
//! effects, `you may`) and the simple effects (bonuses, gains, moves, plays, tokens).

use super::*;

impl Builder {
    pub(super) fn effect_core(&mut self, c: &P) -> R<Effect> {
        // Discarding is from the hand unless said (base rules); other verbs say where
        // their cards come from.
        if let Some(s) = sourceless(c).filter(|_| c.as_rule() != Rule::discard_eff) {
            // test_err parse_sourceless_selection: `trash a card.`
            return Err(error_at(
                &s,
                "say where these cards come from (`from your hand`, `from your discard pile`, \
                 `you have in play`, ...): only discarding is from the hand without saying so",
            ));
        }
        let e = self.effect_word(c)?;
        far_sources(c, &e)?;
        Ok(e)
    }

    /// An effect that ends with a block, or else a simple one.
    fn effect_word(&mut self, c: &P) -> R<Effect> {
        Ok(match c.as_rule() {
            Rule::if_eff => {
                let cond = self.cond(&child(c, Rule::cond)?)?;
                let mut blocks = self.blocks(c)?.into_iter();
                let then = blocks.next().ok_or_else(|| shape(c))?;
                Effect::If(cond, then, blocks.next().unwrap_or_default())
            }
            Rule::choose_eff => self.choose(c)?,
            Rule::either_eff => {
                let words = kids(c).take(3).map(|k| span_of(&k)).collect::<Vec<_>>();
                let span = match (words.first(), words.last()) {
                    (Some(a), Some(b)) => Span {
                        start: a.start,
                        end: b.end,
                    },
                    _ => span_of(c),
                };
                Effect::EitherOrder(self.blocks(c)?, span)
            }
            Rule::players_eff => self.players_block(c)?,
            Rule::next_turn_eff => self.delayed(Delay::NextTurn, c)?,
            Rule::now_and_eff => self.delayed(Delay::NowAndNextTurn, c)?,
            Rule::end_buy_eff => self.delayed(Delay::EndOfBuyPhase, c)?,
            Rule::lasting => self.lasting(c)?,
            Rule::may_eff => {
                // The payoff of `you may X for Y` is built around the whole `you may X`
                // (by the effect this `may` is the core of).
                let inner = child(c, Rule::effect)?;
                Effect::May(Box::new(self.effect_paid(&inner, false)?))
            }
            _ => self.effect_simple(c)?,
        })
    }

    /// An effect that holds no block.
    fn effect_simple(&mut self, c: &P) -> R<Effect> {
        let moved = |verb, cards, to| Effect::Move { verb, cards, to };
        Ok(match c.as_rule() {
            Rule::next_hand_eff => Effect::NextHandSize(small(&child(c, Rule::num)?)?),
            Rule::unaffected_eff => Effect::Unaffected(span_of(c)),
            Rule::plus => self.plus(c)?,
            Rule::draw_until => Effect::DrawUntil(
                small(&child(c, Rule::num)?)?,
                match opt(c, Rule::filter) {
                    Some(f) => Some(self.filter(&f)?),
                    None => None,
                },
            ),
            Rule::draw_eff => Effect::Draw(Amount {
                n: count_n(&child(c, Rule::count_n)?)?,
                per: opt(c, Rule::per).map(|p| self.per(&p)).transpose()?,
            }),
            Rule::discard_down => moved(
                Verb::Discard,
                vec![down_to(&child(c, Rule::down_to)?)?],
                Dest::Discard,
            ),
            Rule::gain => self.gain(c)?,
            Rule::gain_ref => self.gain_ref(c)?,
            Rule::reveal_until => self.reveal_until(c)?,
            Rule::put_tokens => {
                let token = ident(&child(c, Rule::token_name)?);
                if let Some(m) = opt(c, Rule::mat_name) {
                    Effect::PutToken(token, TokenPlace::Mat(ident(&m)))
                } else if !has(c, Rule::k_each) {
                    let f = self.filter(&child(c, Rule::pile_kind)?)?;
                    Effect::PutToken(token, TokenPlace::Pile(f))
                } else {
                    Effect::PutTokens(token, self.filter(&child(c, Rule::pile_kind)?)?)
                }
            }
            Rule::move_token => Effect::MoveToken(
                ident(&child(c, Rule::token_name)?),
                ident(&child(c, Rule::mat_name)?),
            ),
            Rule::discard_eff => moved(Verb::Discard, self.sels(c)?, Dest::Discard),
            Rule::put_eff => {
                let cards = match opt(c, Rule::down_to) {
                    Some(d) => vec![down_to(&d)?],
                    None => self.sels(c)?,
                };
                moved(Verb::Put, cards, dest(&child(c, Rule::dest)?)?)
            }
            Rule::trash_eff => moved(Verb::Trash, self.sels(c)?, Dest::Trash),
            Rule::shuffle_eff => moved(Verb::Shuffle, self.sels(c)?, Dest::Deck),
            Rule::reveal_eff => moved(Verb::Reveal, self.sels(c)?, Dest::Back),
            Rule::look_eff => moved(Verb::LookAt, self.sels(c)?, Dest::Back),
            Rule::set_aside_eff => {
                let verb = Verb::SetAside {
                    face_down: has(c, Rule::k_face),
                };
                moved(verb, self.sels(c)?, Dest::SetAside)
            }
            Rule::return_eff => moved(Verb::Return, self.sels(c)?, Dest::Supply),
            Rule::play_eff => self.play(c)?,
            Rule::name_card => Effect::NameCard,
            Rule::pass_eff => Effect::Pass(self.sel(&child(c, Rule::sel)?)?, has(c, Rule::k_such)),
            Rule::exchange => Effect::Exchange(
                reference(&child(c, Rule::ref_)?)?,
                self.filter(&child(c, Rule::filter)?)?,
            ),
            Rule::extra_turn => Effect::ExtraTurn,
            _ => return Err(shape(c)),
        })
    }

    /// What `gain` takes other than from the Supply: cards referred to, or cards from
    /// the trash.
    fn gain_sel(&mut self, g: &P) -> R<Selection> {
        let s = self.sel(g)?;
        if let Some(src) = opt(&first(g)?, Rule::source) {
            if s.from != Source::Trash {
                // test_err parse_gain_from_hand: `gain a card from your hand.`
                return Err(error_at(
                    &src,
                    "cards are gained from the Supply (say no source) or `from the trash`",
                ));
            }
        }
        Ok(s)
    }

    /// `+$2`, `+1 card`, `-$1 per card in your hand`.
    fn plus(&mut self, c: &P) -> R<Effect> {
        let negative = child(c, Rule::sign)?.as_str() == "-";
        let per = opt(c, Rule::per).map(|p| self.per(&p)).transpose()?;
        let (resource, n) = match opt(c, Rule::money) {
            Some(m) => (Resource::Coins, amount_n(&m, negative)?),
            None => {
                let r = first(&child(c, Rule::resource)?)?;
                let resource = match r.as_rule() {
                    Rule::res_cards => Resource::Cards,
                    Rule::res_actions => Resource::Actions,
                    Rule::res_buys => Resource::Buys,
                    Rule::res_vp => Resource::Vp,
                    _ => return Err(shape(&r)),
                };
                (resource, amount_n(&child(c, Rule::num)?, negative)?)
            }
        };
        Ok(Effect::Plus(resource, Amount { n, per }))
    }

    /// `choose one: ...`, `choose two: ...`, `choose one per type it has: ...`.
    fn choose(&mut self, c: &P) -> R<Effect> {
        Ok({
            let chooser = if has(c, Rule::chooser_you) {
                Chooser::Owner
            } else {
                Chooser::Player
            };
            let n = child(c, Rule::choose_n)?;
            let count = Amount {
                n: if has(&n, Rule::k_one) {
                    1
                } else if has(&n, Rule::k_two) {
                    2
                } else if has(&n, Rule::k_three) {
                    3
                } else {
                    i32::from(small(&child(&n, Rule::num)?)?)
                },
                per: opt(&n, Rule::per).map(|p| self.per(&p)).transpose()?,
            };
            if count == Amount::int(1) {
                Effect::ChooseOne(self.blocks(c)?, chooser)
            } else {
                Effect::ChooseSome(count, self.blocks(c)?, chooser)
            }
        })
    }

    /// `each other player ...`, `each player with a card in hand ...`.
    fn players_block(&mut self, c: &P) -> R<Effect> {
        Ok({
            let pl = first(&child(c, Rule::players)?)?;
            let players = match pl.as_rule() {
                Rule::pl_each_other => Players::EachOther,
                Rule::pl_each => Players::Each,
                Rule::pl_left => Players::Left,
                Rule::pl_right => Players::Right,
                _ => return Err(shape(&pl)),
            };
            let body = self.effects(&child(c, Rule::effects)?)?;
            match opt(c, Rule::pl_with) {
                // `each other player with 4 or more cards in hand ...`
                Some(w) => {
                    let f = self.filter(&child(&w, Rule::filter)?)?;
                    let cond =
                        Cond::Count(Count::Cards(f, Zone::Hand), cmpq(&child(&w, Rule::cmpq)?)?);
                    Effect::ForPlayers(players, vec![Effect::If(cond, body, vec![])])
                }
                None => Effect::ForPlayers(players, body),
            }
        })
    }

    /// `this turn: ...`, `until your next turn, when ...: ...`.
    /// A block that runs later: `<when>: <effects>`.
    fn delayed(&mut self, when: Delay, c: &P) -> R<Effect> {
        Ok(Effect::Delayed(
            when,
            self.effects(&child(c, Rule::effects)?)?,
        ))
    }

    fn lasting(&mut self, c: &P) -> R<Effect> {
        Ok({
            let d = first(&child(c, Rule::lasting_dur)?)?;
            let dur = match d.as_rule() {
                Rule::dur_this_turn => Lasting::ThisTurn,
                Rule::dur_until => Lasting::UntilNextTurn,
                Rule::dur_once => Lasting::OnceThisTurn,
                Rule::dur_while_set_aside => {
                    Lasting::WhileSetAside(reference(&child(&d, Rule::ref_)?)?)
                }
                _ => return Err(shape(&d)),
            };
            let (rule, span) = match opt(c, Rule::static_rule) {
                Some(s) => (LastingRule::Static(self.static_rule(&s)?), span_of(&s)),
                None => {
                    let when = child(c, Rule::when_clause)?;
                    if let Some(m) = opt(&child(&when, Rule::event)?, Rule::ev_multi) {
                        // test_err parse_lasting_trigger_two_events: `this turn, when you gain or trash a card: +$1.`
                        return Err(error_at(
                            &m,
                            "a lasting trigger is about one event: write one `when ...` \
                         per event",
                        ));
                    }
                    let t = self.when(&when)?;
                    let body = self.trigger_body(&t, &child(c, Rule::effects)?)?;
                    (LastingRule::Triggered(t, body), span_of(&when))
                }
            };
            Effect::Lasting(dur, Box::new(rule), span)
        })
    }

    /// `gain a Silver`, `gain a Curse and a Copper onto your deck`.
    fn gain(&mut self, c: &P) -> R<Effect> {
        Ok(Effect::Gain {
            items: kids(c)
                .filter(|i| i.as_rule() == Rule::gain_item)
                .map(|i| {
                    Ok(GainItem {
                        count: Amount {
                            n: count_n(&child(&i, Rule::count_n)?)?,
                            per: opt(&i, Rule::per).map(|p| self.per(&p)).transpose()?,
                        },
                        what: self.filter(&child(&i, Rule::filter)?)?,
                        chooser: if has(&i, Rule::sel_by_you) {
                            Chooser::Owner
                        } else {
                            Chooser::Player
                        },
                    })
                })
                .collect::<R<_>>()?,
            to: match opt(c, Rule::gain_dest) {
                Some(d) if has(&d, Rule::set_aside_dest) => Dest::SetAside,
                Some(d) => dest(&child(&d, Rule::dest)?)?,
                None => Dest::Discard,
            },
            span: span_of(&opt(c, Rule::gain_dest).unwrap_or_else(|| c.clone())),
        })
    }

    /// `gain the trashed cards`, `gain an Action card from the trash`.
    fn gain_ref(&mut self, c: &P) -> R<Effect> {
        Ok(Effect::Move {
            verb: Verb::Gain,
            cards: vec![self.gain_sel(&child(c, Rule::gain_sel)?)?],
            to: match opt(c, Rule::dest) {
                Some(d)
                    if has(&first(&d)?, Rule::any_order) || has(&first(&d)?, Rule::k_anywhere) =>
                {
                    // test_err parse_gain_ref_anywhere: `trash a card from your hand. gain it anywhere in your deck.`
                    return Err(error_at(
                        &d,
                        "a gained card goes onto your deck, not `in any order` or `anywhere`",
                    ));
                }
                Some(d) => dest(&d)?,
                None => Dest::Discard,
            },
        })
    }

    /// `play it`, `play an Action card from your hand twice`.
    fn play(&mut self, c: &P) -> R<Effect> {
        Ok(Effect::Play {
            cards: {
                let s = child(c, Rule::sel)?;
                if let Some(p) = s
                    .clone()
                    .into_inner()
                    .flatten()
                    .find(|p| p.as_rule() == Rule::per)
                {
                    // test_err parse_play_per: `play an Action card from your hand per empty Supply pile.`
                    return Err(error_at(
                    &p,
                    "a play takes one card: `per` cannot count cards to play (write `play ... N times`)",
                ));
                }
                self.sel(&s)?
            },
            times: match opt(c, Rule::times) {
                Some(t) if has(&t, Rule::k_twice) => 2,
                Some(t) if has(&t, Rule::k_once) => 1,
                Some(t) => small(&child(&t, Rule::num)?)?,
                None => 1,
            },
        })
    }

    /// `reveal cards from your deck until you reveal 2 Treasures`.
    fn reveal_until(&mut self, c: &P) -> R<Effect> {
        Ok({
            let n = match opt(c, Rule::num) {
                // test_err parse_reveal_until_zero: `reveal cards from your deck until you reveal 0 Treasures.`
                Some(n) if small(&n)? == 0 => {
                    return Err(error_at(
                        &n,
                        "`until you reveal` needs a number of at least 1",
                    ))
                }
                Some(n) => small(&n)?,
                None => 1,
            };
            Effect::RevealUntil(n, self.filter(&child(c, Rule::filter)?)?)
        })
    }
}

/// Cards come from the trash only to be gained, and from the Supply only to be
/// trashed (gaining from the Supply says no source); a play takes a card from a place
/// the player holds.
fn far_sources(c: &P, e: &Effect) -> R<()> {
    let (verb, sels): (Option<Verb>, Vec<&Selection>) = match e {
        Effect::Move { verb, cards, .. } => (Some(*verb), cards.iter().collect()),
        Effect::Play { cards, .. } => (None, vec![cards]),
        _ => return Ok(()),
    };
    let bad = sels.iter().find_map(|s| match (s.from.clone(), verb) {
        (Source::Trash, Some(Verb::Gain)) | (Source::Supply, Some(Verb::Trash)) => None,
        (Source::Trash, _) => Some((Rule::src_far, "cards come from the trash only to be gained (`gain a card from the trash`)")),
        (Source::Supply, _) => Some((Rule::src_far, "cards come from the Supply only to be trashed (`trash a card from the Supply`); to gain one, say no source")),
        (Source::Deck | Source::DeckBottom, None) => Some((Rule::sel_your, "a play takes a card from your hand, your discard pile, a mat or cards referred to")),
        _ => None,
    });
    let Some((rule, msg)) = bad else {
        return Ok(());
    };
    let at = c
        .clone()
        .into_inner()
        .flatten()
        .find(|p| p.as_rule() == rule || (rule == Rule::sel_your && p.as_rule() == Rule::sel_top))
        .unwrap_or_else(|| c.clone());
    // test_err parse_far_source: `put a card from the trash into your hand.`
    Err(error_at(&at, msg))
}

/// The first selection of an effect that names a quantity of cards but not where they
/// come from (`trash a card`), outside nested effects.
fn sourceless<'i>(p: &P<'i>) -> Option<P<'i>> {
    kids(p).find_map(|c| match c.as_rule() {
        Rule::sel_qty if !has(&c, Rule::source) => Some(c),
        Rule::sels | Rule::sel => sourceless(&c),
        _ => None,
    })
}

/// `down to N cards in hand`: the cards of the hand over N.
fn down_to(d: &P) -> R<Selection> {
    Ok(Selection {
        qty: Qty::DownTo(small(&child(d, Rule::num)?)?),
        filter: Filter::default(),
        from: Source::Hand,
        chooser: Chooser::Player,
        plural: false,
        per: None,
    })
}

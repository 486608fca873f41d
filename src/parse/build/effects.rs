//! Building effects: the blocks (`if`, `choose one`, player blocks, delayed and lasting
//! effects, `you may`) and the simple effects (bonuses, gains, moves, plays, tokens).

use super::*;

impl Builder {
    pub(super) fn effect_core(&mut self, c: &P) -> R<Effect> {
        // Discarding is from the hand unless said (base rules); other verbs say where
        // their cards come from.
        let discarding = has(c, Rule::k_discard) || has(c, Rule::k_discards);
        if let Some(s) = sourceless(c).filter(|_| !(c.as_rule() == Rule::move_eff && discarding)) {
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
            Rule::delayed => self.delayed(c)?,
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
            Rule::unaffected => {
                unaffected_form(c, false)?;
                Effect::Unaffected(span_of(c))
            }
            Rule::plus => self.plus(c)?,
            Rule::draw_until => Effect::DrawUntil(
                small(&child(c, Rule::num)?)?,
                match opt(c, Rule::setting_aside) {
                    Some(s) => Some(self.filter(&setting_aside(&s, false)?)?),
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
            Rule::token_eff => self.token_eff(c)?,
            Rule::put_eff => {
                let cards = match opt(c, Rule::down_to) {
                    Some(d) => vec![down_to(&d)?],
                    None => self.sels(c)?,
                };
                moved(Verb::Put, cards, dest(&child(c, Rule::dest)?)?)
            }
            Rule::move_eff => self.move_eff(c)?,
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

    /// `trash it`, `set aside a card face down`, `return it to its pile`, `shuffle them
    /// into your deck`, ...: a verb, the cards, and where the verb lets them go.
    fn move_eff(&mut self, c: &P) -> R<Effect> {
        let k = first(c)?;
        let (verb, to) = match k.as_rule() {
            Rule::k_trash | Rule::k_trashes => (Verb::Trash, Dest::Trash),
            Rule::k_discard | Rule::k_discards => (Verb::Discard, Dest::Discard),
            Rule::k_reveal | Rule::k_reveals => (Verb::Reveal, Dest::Back),
            Rule::k_look | Rule::k_looks => (Verb::LookAt, Dest::Back),
            Rule::k_set | Rule::k_sets => (
                Verb::SetAside {
                    face_down: has(c, Rule::k_face),
                },
                Dest::SetAside,
            ),
            Rule::k_return | Rule::k_returns => (Verb::Return, Dest::Supply),
            _ => (Verb::Shuffle, Dest::Deck),
        };
        move_forms(c)?;
        Ok(Effect::Move {
            verb,
            cards: self.sels(c)?,
            to,
        })
    }

    /// `put a trade route token on each Victory Supply pile`, `... on a Supply pile`, `put
    /// a coin token on your pirate ship mat`, `move the trade route token from its pile to
    /// the trade route mat`.
    fn token_eff(&mut self, c: &P) -> R<Effect> {
        let token = ident(&child(c, Rule::token_name)?);
        let mat = opt(c, Rule::mat_name);
        token_forms(c)?;
        if has(c, Rule::k_move) {
            return Ok(Effect::MoveToken(
                token,
                ident(&mat.ok_or_else(|| shape(c))?),
            ));
        }
        Ok(if let Some(m) = mat {
            Effect::PutToken(token, TokenPlace::Mat(ident(&m)))
        } else if !has(c, Rule::k_each) {
            let f = self.filter(&child(c, Rule::pile_kind)?)?;
            Effect::PutToken(token, TokenPlace::Pile(f))
        } else {
            Effect::PutTokens(token, self.filter(&child(c, Rule::pile_kind)?)?)
        })
    }

    /// `at the start of your next turn: ...`, `now and at the start of your next turn:
    /// ...`, `at the end of your buy phase this turn: ...`.
    fn delayed(&mut self, c: &P) -> R<Effect> {
        delayed_form(c)?;
        let body = self.effects(&child(c, Rule::effects)?)?;
        Ok(match (has(c, Rule::k_now), has(c, Rule::k_start)) {
            (false, true) => Effect::Delayed(Delay::NextTurn, body),
            (true, _) => Effect::Delayed(Delay::NowAndNextTurn, body),
            (false, false) => Effect::Delayed(Delay::EndOfBuyPhase, body),
        })
    }
}

/// `at the start of your next turn`, `now and at the start of your next turn`, `at the
/// end of your buy phase this turn`: the three times of a delayed effect.
pub(super) fn delayed_form(c: &P) -> R<()> {
    {
        let (start, next) = (opt(c, Rule::k_start), opt(c, Rule::k_next));
        match (has(c, Rule::k_now), start, next) {
            (false, Some(_), Some(_)) | (true, Some(_), Some(_)) | (false, None, None) => Ok(()),
            (now, start, next) => {
                let at = match (now, start, next) {
                    (true, None, _) => child(c, Rule::k_end)?,
                    (_, Some(_), None) => child(c, Rule::k_buy)?,
                    _ => child(c, Rule::k_next)?,
                };
                // test_err parse_end_of_next_turn: `at the end of your next turn: +1 card.`
                Err(error_at(
                    &at,
                    "write `at the start of your next turn`, `now and at the start of your \
                     next turn` or `at the end of your buy phase this turn`",
                ))
            }
        }
    }
}

impl Builder {
    /// What `gain` takes other than from the Supply: cards referred to, or cards from
    /// the trash.
    fn gain_sel(&mut self, g: &P) -> R<Selection> {
        gain_sel_form(g)?;
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
            let pl = child(c, Rule::players)?;
            let players = match opt(&pl, Rule::side_player) {
                Some(side) if has(&side, Rule::k_left) => Players::Left,
                Some(_) => Players::Right,
                None if has(&pl, Rule::k_other) => Players::EachOther,
                None => Players::Each,
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
    fn lasting(&mut self, c: &P) -> R<Effect> {
        Ok({
            let d = first(&child(c, Rule::lasting_dur)?)?;
            let dur = match d.as_rule() {
                Rule::dur_this_turn => Lasting::ThisTurn,
                Rule::dur_until => Lasting::UntilNextTurn,
                Rule::dur_once => Lasting::OnceThisTurn,
                Rule::while_is => Lasting::WhileSetAside(while_set_aside(&d)?),
                _ => return Err(shape(&d)),
            };
            let (rule, span) = match opt(c, Rule::static_rule) {
                Some(s) => (LastingRule::Static(self.static_rule(&s)?), span_of(&s)),
                None => {
                    let when = child(c, Rule::when_clause)?;
                    let t = self.when(&when)?;
                    let e = child(&when, Rule::event)?;
                    if events(&e)?.len() > 1 {
                        // test_err parse_lasting_trigger_two_events: `this turn, when you gain or trash a card: +$1.`
                        return Err(error_at(
                            &e,
                            "a lasting trigger is about one event: write one `when ...` \
                         per event",
                        ));
                    }
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
                Some(d) if has(&d, Rule::setting_aside) => {
                    setting_aside(&child(&d, Rule::setting_aside)?, true)?;
                    Dest::SetAside
                }
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
                Some(d) => match dest(&d)? {
                    Dest::Anywhere | Dest::DeckAnyOrder | Dest::BackAnyOrder => {
                        // test_err parse_gain_ref_anywhere: `trash a card from your hand. gain it anywhere in your deck.`
                        return Err(error_at(
                            &d,
                            "a gained card goes onto your deck, not `in any order` or `anywhere`",
                        ));
                    }
                    to => to,
                },
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
        (Source::Trash, _) => Some((Rule::zone, "cards come from the trash only to be gained (`gain a card from the trash`)")),
        (Source::Supply, _) => Some((Rule::zone, "cards come from the Supply only to be trashed (`trash a card from the Supply`); to gain one, say no source")),
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
        .find(|p| match rule {
            Rule::sel_your => matches!(p.as_rule(), Rule::sel_your | Rule::sel_top),
            // the source `from the trash` / `from the Supply` (from its `from`)
            _ => p.as_rule() == Rule::source && has(p, Rule::zone),
        })
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

/// `shuffle ... into your deck`: the only destination of shuffling.
pub(super) fn into_your_deck(c: &P, d: Option<&P>) -> R<()> {
    let Some(d) = d else {
        // test_err parse_shuffle_without_deck: `shuffle your hand.`
        return Err(error_after(
            &child(c, Rule::sels)?,
            "cards are shuffled `into your deck`",
        ));
    };
    let dz = first(d)?;
    let bad = if dz.as_rule() != Rule::d_zone || !has(&dz, Rule::k_into) {
        Some(dz)
    } else {
        let z = child(&dz, Rule::zone)?;
        if !has(&z, Rule::poss) {
            Some(first(&z)?)
        } else if !has(&z, Rule::k_deck) {
            Some(nth(&z, 1)?)
        } else {
            opt(&dz, Rule::any_order)
        }
    };
    match bad {
        // test_err parse_shuffle_into_hand: `shuffle them into your hand.`
        Some(b) => Err(error_at(&b, "cards are shuffled `into your deck`")),
        None => Ok(()),
    }
}

/// `, setting it aside` (after a gain: `it`) or `, setting aside any Action cards you
/// choose` (after `draw until`: a filter). The filter, if any.
pub(super) fn setting_aside<'i>(s: &P<'i>, it: bool) -> R<P<'i>> {
    let after = kids(s)
        .skip_while(|k| k.as_rule() != Rule::k_setting)
        .nth(1)
        .ok_or_else(|| shape(s))?;
    match (it, opt(s, Rule::filter)) {
        (true, None) => Ok(after),
        (false, Some(f)) => Ok(f),
        // test_err parse_gain_setting_aside_any: `gain a Silver, setting aside any Action cards you choose.`
        (true, Some(_)) => Err(error_at(
            &after,
            "a gained card is set aside with `, setting it aside`",
        )),
        // test_err parse_draw_until_setting_it_aside: `draw until you have 7 cards in hand, setting it aside.`
        (false, None) => Err(error_at(
            &after,
            "write `, setting aside any <cards> you choose`",
        )),
    }
}

/// `while it is set aside` (a lasting rule's duration): the card referred to.
pub(super) fn while_set_aside(w: &P) -> R<Ref> {
    let r = child(w, Rule::ref_)?;
    if has(&r, Rule::r_this) {
        // test_err parse_lasting_while_this: `+1 card, while this is set aside, when you gain a card: +1 card.`
        return Err(error_at(
            &r,
            "`while this is ...` begins an ability (a sentence of its own); a lasting rule \
             is `while it is set aside`, about a card referred to",
        ));
    }
    if let Some(z) = opt(w, Rule::in_zone) {
        // test_err parse_lasting_while_in_play: `gain a Silver, setting it aside, while it is in play, when you gain a card: +1 card.`
        return Err(error_at(&z, "a lasting rule lasts `while it is set aside`"));
    }
    reference(&r)
}

/// Where a verb that moves cards lets them go: nowhere said but `return ... to its pile`
/// and `shuffle ... into your deck`; `face down` only for cards set aside.
pub(super) fn move_forms(c: &P) -> R<()> {
    let k = first(c)?.as_rule();
    let shuffle = k == Rule::k_shuffle;
    let ret = matches!(k, Rule::k_return | Rule::k_returns);
    let set_aside = matches!(k, Rule::k_set | Rule::k_sets);
    let d = opt(c, Rule::dest);
    if shuffle {
        into_your_deck(c, d.as_ref())?;
    } else if let Some(d) = d {
        let kind = first(&d)?;
        let to_pile = kind.as_rule() == Rule::d_zone && has(&kind, Rule::k_to);
        if !ret || !to_pile || dest(&d)? != Dest::Supply {
            // `to its pile` after another verb reads as a payoff `to ...` (to do
            // something): the word after `to` is wrong.
            let at = match to_pile {
                true => first(&child(&kind, Rule::zone)?)?,
                false => d.clone(),
            };
            // test_err parse_trash_onto_deck: `trash a card from your hand onto your deck.`
            return Err(error_at(
                &at,
                "this verb says where the cards go: only `put` takes a destination \
                     (`return ... to its pile`, `shuffle ... into your deck`)",
            ));
        }
    }
    if let (Some(f), false) = (opt(c, Rule::k_face), set_aside) {
        // test_err parse_trash_face_down: `trash a card from your hand face down.`
        return Err(error_at(&f, "only cards set aside are `face down`"));
    }
    Ok(())
}

/// `put a ... token on ...` and `move the ... token from its pile to the ... mat`: the
/// words each verb takes.
pub(super) fn token_forms(c: &P) -> R<()> {
    let mat = opt(c, Rule::mat_name);
    if has(c, Rule::k_move) {
        // `move the ... token from its pile to the ... mat`, word for word.
        let ks: Vec<P> = kids(c).collect();
        let at = ks
            .iter()
            .position(|k| k.as_rule() == Rule::k_token)
            .ok_or_else(|| shape(c))?;
        let after = &ks[at + 1..];
        let words = [
            Rule::k_from,
            Rule::k_its,
            Rule::k_pile,
            Rule::k_to,
            Rule::k_the,
        ];
        if let Some((bad, _)) = after.iter().zip(words).find(|(k, w)| k.as_rule() != *w) {
            // test_err parse_move_token_on: `move the coin token on your pirate ship mat.`
            return Err(error_at(
                bad,
                "write `move the ... token from its pile to the ... mat`",
            ));
        }
        return Ok(());
    }
    if let Some(bad) = opt(c, Rule::k_from).or_else(|| match &mat {
        Some(_) => opt(c, Rule::k_the),
        None => None,
    }) {
        // test_err parse_put_token_from_its_pile: `put a coin token from its pile to the trade route mat.`
        return Err(error_at(
            &bad,
            "write `put a ... token on a ... Supply pile` or `on your ... mat` (`move` \
                 takes the token from its pile)",
        ));
    }
    Ok(())
}

/// `gain ... from the trash` counts no `per`.
pub(super) fn gain_sel_form(g: &P) -> R<()> {
    match opt(&first(g)?, Rule::per) {
        // test_err parse_gain_from_trash_per: `gain a card from the trash per empty Supply pile.`
        Some(p) => Err(error_at(
            &p,
            "`per` counts cards gained from the Supply only",
        )),
        None => Ok(()),
    }
}

//! Building the tree of [`crate::ast`] from the pairs of the grammar.
//!
//! The grammar guarantees the shape of every pair; where a child is missing anyway the
//! builder returns an "internal error" instead of panicking. Keyword pairs (`k_*`) carry
//! no data and are skipped: the builder only looks for the children it needs.

use pest::iterators::{Pair, Pairs};

use super::grammar::Rule;
use super::{ParseError, MAX_DEPTH};
use crate::ast::*;

mod players;
mod terms;
use players::*;
use terms::*;

type P<'i> = Pair<'i, Rule>;
type R<T> = Result<T, ParseError>;

/// The largest number an amount (`+N cards`, `worth N VP`, `gain N ...`) may have.
const AMOUNT_MAX: u64 = 255;

// ---------------------------------------------------------------- Pair helpers

fn error_at(p: &P, message: impl Into<String>) -> ParseError {
    let span = p.as_span();
    let word = span
        .as_str()
        .split(char::is_whitespace)
        .next()
        .unwrap_or_default();
    ParseError {
        offset: span.start(),
        len: word.len().max(usize::from(span.end() > span.start())),
        message: message.into(),
        suggestion: None,
    }
}

fn shape(p: &P) -> ParseError {
    error_at(
        p,
        format!("internal error: unexpected parse of `{}`", p.as_str()),
    )
}

fn kids<'i>(p: &P<'i>) -> Pairs<'i, Rule> {
    p.clone().into_inner()
}

fn first<'i>(p: &P<'i>) -> R<P<'i>> {
    kids(p).next().ok_or_else(|| shape(p))
}

fn opt<'i>(p: &P<'i>, rule: Rule) -> Option<P<'i>> {
    kids(p).find(|c| c.as_rule() == rule)
}

fn child<'i>(p: &P<'i>, rule: Rule) -> R<P<'i>> {
    opt(p, rule).ok_or_else(|| shape(p))
}

fn pick<'i>(p: &P<'i>, rules: &[Rule]) -> R<P<'i>> {
    kids(p)
        .find(|c| rules.contains(&c.as_rule()))
        .ok_or_else(|| shape(p))
}

fn has(p: &P, rule: Rule) -> bool {
    kids(p).any(|c| c.as_rule() == rule)
}

fn span_of(p: &P) -> Span {
    let span = p.as_span();
    let pos = |n: usize| u32::try_from(n).unwrap_or(u32::MAX);
    Span {
        start: pos(span.start()),
        end: pos(span.end()),
    }
}

fn ident(p: &P) -> Ident {
    let span = p.as_span();
    let pos = |n: usize| u32::try_from(n).unwrap_or(u32::MAX);
    Ident {
        text: p.as_str().split_whitespace().collect::<Vec<_>>().join(" "),
        span: (pos(span.start()), pos(span.end())),
    }
}

// ---------------------------------------------------------------- Numbers

fn too_large(p: &P, max: u64) -> ParseError {
    error_at(
        p,
        format!(
            "the number `{}` is too large: at most {max} here",
            p.as_str()
        ),
    )
}

fn number(p: &P) -> R<u64> {
    let digits = p.as_str().trim_start_matches(['$', '-', '+']);
    // test_err parse_number_overflow: `+$99999999999999999999.`
    digits.parse::<u64>().map_err(|_| too_large(p, AMOUNT_MAX))
}

fn small(p: &P) -> R<u8> {
    // test_err parse_small_too_large: `draw until you have 300 cards in hand.`
    u8::try_from(number(p)?).map_err(|_| too_large(p, u64::from(u8::MAX)))
}

/// A number for an [`Amount`]: at most [`AMOUNT_MAX`] either way.
fn amount_n(p: &P, negative: bool) -> R<i32> {
    let n = number(p)?;
    if n > AMOUNT_MAX {
        // test_err parse_amount_too_large: `+300 cards.`
        return Err(too_large(p, AMOUNT_MAX));
    }
    // (no case: an amount of at most AMOUNT_MAX always fits an i32)
    let n = i32::try_from(n).map_err(|_| too_large(p, AMOUNT_MAX))?;
    Ok(if negative { -n } else { n })
}

/// A cost difference (`$N more than ...`).
fn delta(p: &P, negative: bool) -> R<i8> {
    // test_err parse_cost_delta_too_large: `gain a card costing up to $200 more than it.`
    let n = i8::try_from(number(p)?).map_err(|_| too_large(p, 127))?;
    Ok(if negative { -n } else { n })
}

/// The divisor of `per N ...`: at least 1.
fn per_unit(p: &P) -> R<u8> {
    match small(p)? {
        // test_err parse_per_zero: `+$1 per 0 cards in your hand.`
        0 => Err(error_at(p, "`per` needs a number of at least 1")),
        n => Ok(n),
    }
}

// ---------------------------------------------------------------- Abilities

/// Build the abilities of a whole text from its `rules` pair.
pub(super) fn rules(top: P) -> R<Rules> {
    let mut b = Builder { depth: 0 };
    let mut abilities: Vec<Ability> = Vec::new();
    let mut spans: Vec<Span> = Vec::new();
    for sentence in kids(&top).filter(|p| p.as_rule() == Rule::sentence) {
        let s = first(&sentence)?;
        // Each ability this sentence starts gets its span (below, after the match).
        let before = abilities.len();
        // A trigger's body is checked on its own (`they` there is the event's player).
        if s.as_rule() != Rule::body_s && s.as_rule() != Rule::triggered_s {
            players_words(&s, false)?;
        }
        match s.as_rule() {
            Rule::worth_s => {
                let per = opt(&s, Rule::per).map(|p| b.per(&p)).transpose()?;
                let sg = child(&s, Rule::signed)?;
                let n = amount_n(&sg, sg.as_str().starts_with('-'))?;
                abilities.push(Ability::Worth(Amount { n, per }));
            }
            Rule::setup_s => abilities.push(Ability::Setup(b.effects(&child(&s, Rule::effects)?)?)),
            Rule::triggered_s => {
                let scope = opt(&s, Rule::scope).map(|p| scope(&p)).transpose()?;
                let when = child(&s, Rule::when_clause)?;
                let first_trigger = b.when(&when)?;
                let body = b.trigger_body(&first_trigger, &child(&s, Rule::effects)?)?;
                // `when you gain or trash this`: one trigger per event, the same effects.
                for event in b.more_events(&when)? {
                    let mut trigger = first_trigger.clone();
                    trigger.event = event;
                    abilities.push(Ability::Triggered(Triggered {
                        scope: scope.unwrap_or(Scope::This),
                        trigger,
                        body: body.clone(),
                    }));
                }
            }
            Rule::static_s => {
                let ability = match opt(&s, Rule::scope) {
                    Some(sc) => {
                        Ability::Static(scope(&sc)?, b.static_rule(&child(&s, Rule::static_rule)?)?)
                    }
                    None => Ability::Static(Scope::This, b.static_inner(&first(&s)?)?),
                };
                abilities.push(ability);
            }
            Rule::body_s => {
                let effects = child(&s, Rule::effects)?;
                // A sentence about `they` continues the player block the sentence before
                // ended with (`each other player may discard a Curse. if they didn't:
                // they gain a Curse.`).
                let they = mentions_they(&effects);
                // In a trigger about another player's event, `they` is that player.
                let actor_trigger =
                    |a: &Ability| matches!(a, Ability::Triggered(t) if t.trigger.who != Who::You);
                let block_before = abilities.last().is_some_and(|a| match a {
                    Ability::Play(b) | Ability::Setup(b) => {
                        matches!(b.last(), Some(Effect::ForPlayers(..)))
                    }
                    Ability::Triggered(t) => {
                        matches!(t.body.last(), Some(Effect::ForPlayers(..))) || actor_trigger(a)
                    }
                    _ => false,
                });
                let actor = abilities.last().is_some_and(actor_trigger);
                players_words(&effects, they && block_before)?;
                let block = b.effects(&effects)?;
                let target = match abilities.last_mut() {
                    None if !they => {
                        abilities.push(Ability::Play(block));
                        spans.push(span_of(&s));
                        continue;
                    }
                    Some(Ability::Play(b)) => b,
                    Some(Ability::Setup(b)) if they || continues(&block) => b,
                    Some(Ability::Triggered(t)) if they || continues(&block) => &mut t.body,
                    // test_err parse_sentence_after_heading: `+1 card. when you gain this: +$2. +1 buy.`
                    Some(Ability::Setup(_) | Ability::Triggered(_)) => {
                        return Err(error_at(
                            &s,
                            "this sentence follows an ability that begins with a heading \
                             (`when ...:`, `setup:`), but does not say it continues it: put \
                             play effects before the abilities, or continue the ability with \
                             `if you did: ...` / `if you didn't: ...` (or join it to the \
                             sentence before with `,`)",
                        ))
                    }
                    // test_err parse_sentence_of_no_ability: `worth 1 VP. +1 card.`
                    None | Some(Ability::Worth(_) | Ability::Static(..)) => {
                        return Err(error_at(
                            &s,
                            "this sentence belongs to no ability: play effects come before \
                             `worth ...` and static rules, and a triggered ability starts \
                             with `when ...:`",
                        ))
                    }
                };
                if they {
                    match target.last_mut() {
                        Some(Effect::ForPlayers(_, body)) => body.extend(block),
                        _ if actor => target.push(Effect::ForPlayers(Players::Actor, block)),
                        _ => {
                            return Err(error_at(
                                &s,
                                "`they` / `their` means the player of an `each other player` \
                                 block, but the sentence before does not end with one",
                            ))
                        }
                    }
                } else {
                    target.extend(block);
                }
            }
            _ => return Err(shape(&s)),
        }
        spans.resize(abilities.len().max(before), span_of(&s));
    }
    Ok(Rules {
        abilities,
        spans: AbilitySpans(spans),
    })
}

/// A sentence that continues the ability before it: it begins with `if you did` or
/// `if you didn't` (the effect just before is what it asks about), or with an effect on
/// cards the ability handled, named explicitly (`gain the trashed cards`: no play effect
/// can mean those).
fn continues(block: &Block) -> bool {
    match block.first() {
        Some(Effect::If(Cond::Did | Cond::DidNot, ..)) => true,
        Some(Effect::Move { cards, .. }) => cards.first().is_some_and(|s| {
            matches!(
                s.from,
                Source::Ref(
                    Ref::Trashed
                        | Ref::Discarded
                        | Ref::Revealed
                        | Ref::OtherRevealed
                        | Ref::Gained
                        | Ref::SetAside
                )
            )
        }),
        _ => false,
    }
}

/// The payoff (`for ...` / `to ...`) of an effect pair: its own, or that of the effect
/// inside its `you may`.
fn payoff_of<'i>(p: &P<'i>) -> Option<P<'i>> {
    opt(p, Rule::payoff).or_else(|| {
        let may = opt(p, Rule::may_eff)?;
        payoff_of(&child(&may, Rule::effect).ok()?)
    })
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
        (Source::Trash, _) => Some((Rule::src_trash, "cards come from the trash only to be gained (`gain a card from the trash`)")),
        (Source::Supply, _) => Some((Rule::src_supply, "cards come from the Supply only to be trashed (`trash a card from the Supply`); to gain one, say no source")),
        (Source::Deck | Source::DeckBottom, None) => Some((Rule::sel_your_deck, "a play takes a card from your hand, your discard pile, a mat or cards referred to")),
        _ => None,
    });
    let Some((rule, msg)) = bad else {
        return Ok(());
    };
    let at = c
        .clone()
        .into_inner()
        .flatten()
        .find(|p| {
            p.as_rule() == rule || (rule == Rule::sel_your_deck && p.as_rule() == Rule::sel_top)
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

/// Whether an effect may end up not done, so that `if you did` (or a payoff) can ask
/// about it.
fn can_be_undone(e: &Effect) -> bool {
    matches!(
        e,
        Effect::May(_)
            | Effect::Move { .. }
            | Effect::Gain { .. }
            | Effect::Play { .. }
            | Effect::Exchange(..)
            | Effect::RevealUntil(..)
    )
}

fn scope(p: &P) -> R<Scope> {
    let c = first(p)?;
    Ok(match c.as_rule() {
        Rule::scope_in_play => Scope::InPlay,
        Rule::scope_in_hand => Scope::InHand,
        Rule::scope_set_aside => Scope::SetAside,
        Rule::scope_game => Scope::Game,
        _ => return Err(shape(&c)),
    })
}

/// Builds effects, conditions and the rest; counts the nesting depth.
struct Builder {
    depth: usize,
}

impl Builder {
    fn enter(&mut self, p: &P) -> R<()> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            // test_err parse_nested_too_deeply: `you may` 33 times, then `+1 card.`
            return Err(error_at(
                p,
                format!("this is nested too deeply (at most {MAX_DEPTH} levels)"),
            ));
        }
        Ok(())
    }

    // ------------------------------------------------------------ Triggers and statics

    fn when(&mut self, p: &P) -> R<Trigger> {
        let w = first(&child(p, Rule::who)?)?;
        let who = match w.as_rule() {
            Rule::who_you => Who::You,
            Rule::who_another => Who::AnotherPlayer,
            Rule::who_any => Who::AnyPlayer,
            Rule::who_left => Who::Left,
            Rule::who_right => Who::Right,
            _ => return Err(shape(&w)),
        };
        let e = first(&child(p, Rule::event)?)?;
        let event = match e.as_rule() {
            Rule::ev_multi => self.more_events(p)?[0],
            Rule::ev_would_gain => EventKind::WouldGain,
            Rule::ev_gain => EventKind::Gain,
            Rule::ev_buy => EventKind::Buy,
            Rule::ev_trash => EventKind::Trash,
            Rule::ev_discard if has(&e, Rule::ev_outside) => EventKind::DiscardOutsideCleanup,
            Rule::ev_discard => EventKind::DiscardFromPlay,
            Rule::ev_play => EventKind::Play,
            _ => return Err(shape(&e)),
        };
        let object = self.object(&child(&e, Rule::object)?)?;
        let own_turn = match opt(p, Rule::on_their_turn) {
            // test_err parse_on_their_turn_after_you: `while this is in play, when you gain a card on their turn: +1 card.`
            Some(o) if who == Who::You => {
                return Err(error_at(
                    &o,
                    "`on their turn` is about another player's turn: the trigger is about \
                     your own events",
                ))
            }
            Some(_) => true,
            None => false,
        };
        Ok(Trigger {
            who,
            event,
            object,
            own_turn,
        })
    }

    /// The events of a `when` clause: one, or one per verb of `gain, trash, or discard`.
    fn more_events(&mut self, p: &P) -> R<Vec<EventKind>> {
        let e = first(&child(p, Rule::event)?)?;
        if e.as_rule() != Rule::ev_multi {
            return Ok(vec![self.when(p)?.event]);
        }
        let suffix = opt(&e, Rule::ev_outside).or_else(|| opt(&e, Rule::ev_from_play));
        let mut events = vec![];
        for w in kids(&e).filter(|c| c.as_rule() == Rule::ev_word) {
            let k = first(&w)?;
            events.push(match k.as_rule() {
                Rule::k_gain | Rule::k_gains => EventKind::Gain,
                Rule::k_buy | Rule::k_buys => EventKind::Buy,
                Rule::k_trash | Rule::k_trashes => EventKind::Trash,
                Rule::k_play | Rule::k_plays => EventKind::Play,
                _ => match &suffix {
                    Some(s) if s.as_rule() == Rule::ev_outside => EventKind::DiscardOutsideCleanup,
                    Some(_) => EventKind::DiscardFromPlay,
                    // test_err parse_discard_event_without_when: `when you gain or discard this: +1 card.`
                    None => {
                        return Err(error_at(
                            &w,
                            "a trigger on discarding says when: `outside clean-up` or \
                             `from play` after the card",
                        ))
                    }
                },
            });
        }
        if let Some(s) = suffix {
            if !events.iter().any(|e| {
                matches!(
                    e,
                    EventKind::DiscardOutsideCleanup | EventKind::DiscardFromPlay
                )
            }) {
                // test_err parse_outside_cleanup_without_discard: `when you gain or trash this outside clean-up: +1 card.`
                return Err(error_at(
                    &s,
                    "only discarding is `outside clean-up` or `from play`",
                ));
            }
        }
        Ok(events)
    }

    /// The body of a trigger. `they` / `their` in it (outside its own player blocks) is
    /// the player who caused the event: the body is then that player's block.
    fn trigger_body(&mut self, trigger: &Trigger, p: &P) -> R<Block> {
        if !mentions_they(p) {
            players_words(p, false)?;
            return self.effects(p);
        }
        if trigger.who == Who::You {
            // test_err parse_they_in_own_trigger: `when you gain this: they gain a Curse.`
            return Err(error_at(
                p,
                "`they` / `their` in a trigger means the player who caused the event, and \
                 that is you here: write `you` / `your`",
            ));
        }
        players_words(p, true)?;
        Ok(vec![Effect::ForPlayers(Players::Actor, self.effects(p)?)])
    }

    /// `this` or a card phrase (trigger objects, `cost_less`, `cannot_buy`).
    fn object(&mut self, p: &P) -> R<Object> {
        if has(p, Rule::obj_this) {
            Ok(Object::This)
        } else {
            Ok(Object::Card(self.filter(&child(p, Rule::filter)?)?))
        }
    }

    fn static_rule(&mut self, p: &P) -> R<Static> {
        self.static_inner(&first(p)?)
    }

    fn static_inner(&mut self, c: &P) -> R<Static> {
        Ok(match c.as_rule() {
            Rule::cost_less => Static::CostLess {
                what: self.object(c)?,
                by: Amount {
                    n: amount_n(&child(c, Rule::money)?, false)?,
                    per: opt(c, Rule::per).map(|p| self.per(&p)).transpose()?,
                },
                cond: opt(c, Rule::static_cond)
                    .map(|p| self.static_cond(&p))
                    .transpose()?,
            },
            Rule::cannot_buy => Static::CannotBuy {
                what: self.object(c)?,
                cond: opt(c, Rule::static_cond)
                    .map(|p| self.static_cond(&p))
                    .transpose()?,
            },
            Rule::immune => Static::Immune,
            Rule::gained_to => {
                let d = child(c, Rule::dest)?;
                Static::GainedTo(dest(&d)?, span_of(&d))
            }
            _ => return Err(shape(c)),
        })
    }

    fn static_cond(&mut self, p: &P) -> R<Cond> {
        match opt(p, Rule::cond) {
            Some(c) => self.cond(&c),
            None => Ok(Cond::BuyPhase),
        }
    }

    // ------------------------------------------------------------ Effects

    fn effects(&mut self, p: &P) -> R<Block> {
        kids(p)
            .filter(|c| c.as_rule() == Rule::effect)
            .map(|c| self.effect(&c))
            .collect()
    }

    fn blocks(&mut self, p: &P) -> R<Vec<Block>> {
        kids(p)
            .filter(|c| c.as_rule() == Rule::effects)
            .map(|c| self.effects(&c))
            .collect()
    }

    fn effect(&mut self, p: &P) -> R<Effect> {
        self.effect_paid(p, true)
    }

    /// An effect; with `paid`, wrapped in its payoff (`for ...`), if it has one.
    fn effect_paid(&mut self, p: &P, paid: bool) -> R<Effect> {
        self.enter(p)?;
        let core = kids(p)
            .find(|c| c.as_rule() != Rule::they_subject)
            .ok_or_else(|| shape(p))?;
        let e = self.effect_core(&core)?;
        let e = match opt(p, Rule::k_instead) {
            Some(k) => Effect::Instead(Box::new(e), span_of(&k)),
            None => e,
        };
        let e = match payoff_of(p).filter(|_| paid) {
            Some(pay) => self.payoff(e, &pay)?,
            None => e,
        };
        self.depth -= 1;
        Ok(e)
    }

    /// `<cost> for <effects>` / `<cost> to <effects>`. In `you may discard a Treasure for
    /// +3 cards`, the grammar attaches the payoff to `discard ...`; the tree puts it around
    /// the whole `you may ...`, as in `you may discard a Treasure. if you did: +3 cards.`
    fn payoff(&mut self, cost: Effect, pay: &P) -> R<Effect> {
        if !can_be_undone(&cost) {
            // test_err parse_payoff_always_done: `+1 card for +1 action.`
            return Err(error_at(
                &pick(pay, &[Rule::k_for, Rule::k_to])?,
                "`for ...` / `to ...` pays off an effect that may not be done (`you may ...`, \
                 trash, discard, gain, reveal, put, play ...): the effect before it is always \
                 done, so write what follows as effects of their own",
            ));
        }
        let word = if has(pay, Rule::k_for) {
            PayWord::For
        } else {
            PayWord::To
        };
        Ok(Effect::Payoff {
            cost: Box::new(cost),
            word,
            then: self.effects(&child(pay, Rule::effects)?)?,
        })
    }

    fn effect_core(&mut self, c: &P) -> R<Effect> {
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

    fn effect_word(&mut self, c: &P) -> R<Effect> {
        let moved = |verb, cards, to| Effect::Move { verb, cards, to };
        Ok(match c.as_rule() {
            Rule::if_eff => {
                let cond = self.cond(&child(c, Rule::cond)?)?;
                let mut blocks = self.blocks(c)?.into_iter();
                let then = blocks.next().ok_or_else(|| shape(c))?;
                Effect::If(cond, then, blocks.next().unwrap_or_default())
            }
            Rule::choose_eff => {
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
            }
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
            Rule::players_eff => {
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
                        let cond = Cond::Count(
                            Count::Cards(f, Zone::Hand),
                            cmpq(&child(&w, Rule::cmpq)?)?,
                        );
                        Effect::ForPlayers(players, vec![Effect::If(cond, body, vec![])])
                    }
                    None => Effect::ForPlayers(players, body),
                }
            }
            Rule::next_turn_eff => Effect::NextTurn(self.effects(&child(c, Rule::effects)?)?),
            Rule::now_and_eff => Effect::NowAndNextTurn(self.effects(&child(c, Rule::effects)?)?),
            Rule::end_buy_eff => Effect::EndOfBuyPhase(self.effects(&child(c, Rule::effects)?)?),
            Rule::lasting => {
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
            }
            Rule::may_eff => {
                // The payoff of `you may X for Y` is built around the whole `you may X`
                // (by the effect this `may` is the core of).
                let inner = child(c, Rule::effect)?;
                Effect::May(Box::new(self.effect_paid(&inner, false)?))
            }
            Rule::next_hand_eff => Effect::NextHandSize(small(&child(c, Rule::num)?)?),
            Rule::unaffected_eff => Effect::Unaffected(span_of(c)),
            Rule::plus => self.plus(c)?,
            Rule::draw_until => Effect::DrawUntil(
                small(&child(c, Rule::num)?)?,
                match opt(c, Rule::skipping) {
                    Some(s) => Some(self.filter(&child(&s, Rule::filter)?)?),
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
            Rule::gain => Effect::Gain {
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
            },
            Rule::gain_ref => Effect::Move {
                verb: Verb::Gain,
                cards: vec![self.gain_sel(&child(c, Rule::gain_sel)?)?],
                to: match opt(c, Rule::dest) {
                    Some(d) if has(&d, Rule::any_order) || has(&d, Rule::d_anywhere) => {
                        // test_err parse_gain_ref_anywhere: `trash a card from your hand. gain it anywhere in your deck.`
                        return Err(error_at(
                            &d,
                            "a gained card goes onto your deck, not `in any order` or `anywhere`",
                        ));
                    }
                    Some(d) => dest(&d)?,
                    None => Dest::Discard,
                },
            },
            Rule::reveal_until => {
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
            }
            Rule::put_tokens => {
                let token = ident(&child(c, Rule::token_name)?);
                if let Some(m) = opt(c, Rule::tp_mat) {
                    Effect::PutToken(token, TokenPlace::Mat(ident(&child(&m, Rule::mat_name)?)))
                } else if let Some(t) = opt(c, Rule::tp_pile) {
                    let f = self.filter(&child(&t, Rule::pile_kind)?)?;
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
                    face_down: has(c, Rule::face_down),
                };
                moved(verb, self.sels(c)?, Dest::SetAside)
            }
            Rule::return_eff => moved(Verb::Return, self.sels(c)?, Dest::Supply),
            Rule::play_eff => Effect::Play {
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
            },
            Rule::name_card => Effect::NameCard,
            Rule::pass_eff => {
                Effect::Pass(self.sel(&child(c, Rule::sel)?)?, has(c, Rule::pass_such))
            }
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

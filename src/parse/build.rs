//! Building the tree of [`crate::ast`] from the pairs of the grammar.
//!
//! The grammar guarantees the shape of every pair; where a child is missing anyway the
//! builder returns an "internal error" instead of panicking. Keyword pairs (`k_*`) carry
//! no data and are skipped: the builder only looks for the children it needs.

use pest::iterators::{Pair, Pairs};

use super::grammar::Rule;
use super::{ParseError, MAX_DEPTH};
use crate::ast::*;

mod effects;
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

/// An error at the word after `p`: where the grammar would have read on (`when you discard
/// this:` lacks `outside clean-up` there).
fn error_after(p: &P, message: impl Into<String>) -> ParseError {
    let span = p.as_span();
    let input = span.get_input();
    let rest = &input[span.end()..];
    let (offset, len) = super::error::word_at(input, input.len() - rest.trim_start().len());
    ParseError {
        offset,
        len,
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

/// The `i`-th child (keywords included).
fn nth<'i>(p: &P<'i>, i: usize) -> R<P<'i>> {
    kids(p).nth(i).ok_or_else(|| shape(p))
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
    Ident {
        text: p.as_str().split_whitespace().collect::<Vec<_>>().join(" "),
        span: span_of(p),
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
    forms(&top)?;
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
        if s.as_rule() == Rule::body_s {
            if b.body_sentence(&s, &mut abilities)? {
                spans.push(span_of(&s));
                continue;
            }
        } else {
            abilities.extend(b.headed_sentence(&s)?);
        }
        spans.resize(abilities.len().max(before), span_of(&s));
    }
    Ok(Rules {
        abilities,
        spans: AbilitySpans(spans),
    })
}

impl Builder {
    /// The abilities a sentence with a heading starts (`worth`, `setup:`, `when ...:`, a
    /// static rule): one, or one per event of `when you gain or trash this`.
    fn headed_sentence(&mut self, s: &P) -> R<Vec<Ability>> {
        Ok(match s.as_rule() {
            Rule::worth_s => {
                let per = opt(s, Rule::per).map(|p| self.per(&p)).transpose()?;
                let sg = child(s, Rule::signed)?;
                let n = amount_n(&sg, sg.as_str().starts_with('-'))?;
                vec![Ability::Worth(Amount { n, per })]
            }
            Rule::setup_s => vec![Ability::Setup(self.effects(&child(s, Rule::effects)?)?)],
            Rule::triggered_s => {
                let scope = opt(s, Rule::scope).map(|p| scope(&p)).transpose()?;
                let when = child(s, Rule::when_clause)?;
                let first_trigger = self.when(&when)?;
                let body = self.trigger_body(&first_trigger, &child(s, Rule::effects)?)?;
                // `when you gain or trash this`: one trigger per event, the same effects.
                events(&child(&when, Rule::event)?)?
                    .into_iter()
                    .map(|event| {
                        let mut trigger = first_trigger.clone();
                        trigger.event = event;
                        Ability::Triggered(Triggered {
                            scope: scope.unwrap_or(Scope::This),
                            trigger,
                            body: body.clone(),
                        })
                    })
                    .collect()
            }
            Rule::static_s => vec![match opt(s, Rule::scope) {
                Some(sc) => Ability::Static(
                    scope(&sc)?,
                    self.static_rule(&child(s, Rule::static_rule)?)?,
                ),
                None => Ability::Static(Scope::This, self.static_inner(&first(s)?)?),
            }],
            _ => return Err(shape(s)),
        })
    }

    /// A sentence without a heading: it starts the play ability (then `true`), or
    /// continues the ability before it, or the player block that ability ended with.
    fn body_sentence(&mut self, s: &P, abilities: &mut Vec<Ability>) -> R<bool> {
        let effects = child(s, Rule::effects)?;
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
        let block = self.effects(&effects)?;
        let target = match abilities.last_mut() {
            None if !they => {
                abilities.push(Ability::Play(block));
                return Ok(true);
            }
            Some(Ability::Play(b)) => b,
            Some(Ability::Setup(b)) if they || continues(&block) => b,
            Some(Ability::Triggered(t)) if they || continues(&block) => &mut t.body,
            // test_err parse_sentence_after_heading: `+1 card. when you gain this: +$2. +1 buy.`
            Some(Ability::Setup(_) | Ability::Triggered(_)) => {
                return Err(error_at(
                    s,
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
                    s,
                    "this sentence belongs to no ability: play effects come before \
                     `worth ...` and static rules, and a triggered ability starts \
                     with `when ...:`",
                ))
            }
        };
        if !they {
            target.extend(block);
            return Ok(false);
        }
        match target.last_mut() {
            Some(Effect::ForPlayers(_, body)) => body.extend(block),
            _ if actor => target.push(Effect::ForPlayers(Players::Actor, block)),
            _ => {
                return Err(error_at(
                    s,
                    "`they` / `their` means the player of an `each other player` \
                     block, but the sentence before does not end with one",
                ))
            }
        }
        Ok(false)
    }
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
                        | Ref::Drawn
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

/// `while this is in play`, `while this is in your hand`, `while this is set aside`, `in
/// games using this`.
fn scope(p: &P) -> R<Scope> {
    if has(p, Rule::scope_game) {
        return Ok(Scope::Game);
    }
    let Some(z) = opt(&child(p, Rule::while_is)?, Rule::in_zone) else {
        return Ok(Scope::SetAside);
    };
    if has(&z, Rule::k_play) {
        return Ok(Scope::InPlay);
    }
    match opt(&z, Rule::poss) {
        Some(ps) if has(&ps, Rule::k_your) => Ok(Scope::InHand),
        // test_err parse_scope_in_hand_without_your: `while this is in hand, when you gain a card: +1 card.`
        other => Err(error_at(
            &other.map_or_else(|| child(&z, Rule::k_hand), Ok)?,
            "write `while this is in your hand`",
        )),
    }
}

/// Who a trigger is about: `you`, `another player`, `any player`, `the player to your
/// left` / `right`.
fn who(w: &P) -> R<Who> {
    Ok(match first(w)?.as_rule() {
        Rule::k_you => Who::You,
        Rule::k_another => Who::AnotherPlayer,
        Rule::k_any => Who::AnyPlayer,
        _ if has(&child(w, Rule::side_player)?, Rule::k_left) => Who::Left,
        _ => Who::Right,
    })
}

/// The events of a `when` clause's `event`: one, or one per verb of `gain, trash, or
/// discard`.
fn events(e: &P) -> R<Vec<EventKind>> {
    let words: Vec<P> = kids(e).filter(|c| c.as_rule() == Rule::ev_word).collect();
    let suffix = opt(e, Rule::ev_when);
    // `outside clean-up` / `from play` after a verb other than discarding.
    let only_discarding = |s: &P| {
        let at = kids(s)
            .find(|k| k.as_rule() != Rule::k_from)
            .ok_or_else(|| shape(s))?;
        // test_err parse_outside_cleanup_after_gain: `when you gain this outside clean-up: +1 card.`
        Err(error_at(
            &at,
            "only discarding is `outside clean-up` or `from play`",
        ))
    };
    if has(e, Rule::k_would) {
        if let Some(j) = kids(e).find(|c| matches!(c.as_rule(), Rule::comma | Rule::k_or)) {
            // test_err parse_would_two_events: `when you would gain or trash a card: +1 card.`
            return Err(error_at(
                &j,
                "`would` is about one event: `when you would gain ...`",
            ));
        }
        let w = words.first().ok_or_else(|| shape(e))?;
        if !has(w, Rule::k_gain) {
            // test_err parse_would_trash: `when you would trash a card: +1 card.`
            return Err(error_at(
                w,
                "only gaining has `would`: `when you would gain ...`",
            ));
        }
        return match suffix {
            Some(s) => only_discarding(&s),
            None => Ok(vec![EventKind::WouldGain]),
        };
    }
    if let [w] = words.as_slice() {
        let k = first(w)?;
        let event = match (k.as_rule(), &suffix) {
            (Rule::k_discard | Rule::k_discards, Some(s)) if has(s, Rule::k_outside) => {
                EventKind::DiscardOutsideCleanup
            }
            (Rule::k_discard | Rule::k_discards, Some(_)) => EventKind::DiscardFromPlay,
            (Rule::k_discard | Rule::k_discards, None) => {
                // test_err parse_discard_event_single_without_when: `when you discard this: +1 card.`
                return Err(error_after(
                    &child(e, Rule::object)?,
                    "a trigger on discarding says when: `outside clean-up` or `from play` \
                     after the card",
                ));
            }
            (_, Some(s)) => return only_discarding(s),
            (Rule::k_gain | Rule::k_gains, None) => EventKind::Gain,
            (Rule::k_buy | Rule::k_buys, None) => EventKind::Buy,
            (Rule::k_trash | Rule::k_trashes, None) => EventKind::Trash,
            _ => EventKind::Play,
        };
        return Ok(vec![event]);
    }
    multi_events(&words, suffix)
}

/// The events of `when you gain, trash, or discard this outside clean-up`: one per verb;
/// `outside clean-up` / `from play` is about the discarding.
fn multi_events(words: &[P], suffix: Option<P>) -> R<Vec<EventKind>> {
    let mut events = vec![];
    for w in words {
        let k = first(w)?;
        events.push(match k.as_rule() {
            Rule::k_gain | Rule::k_gains => EventKind::Gain,
            Rule::k_buy | Rule::k_buys => EventKind::Buy,
            Rule::k_trash | Rule::k_trashes => EventKind::Trash,
            Rule::k_play | Rule::k_plays => EventKind::Play,
            _ => match &suffix {
                Some(s) if has(s, Rule::k_outside) => EventKind::DiscardOutsideCleanup,
                Some(_) => EventKind::DiscardFromPlay,
                // test_err parse_discard_event_without_when: `when you gain or discard this: +1 card.`
                None => {
                    return Err(error_at(
                        w,
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
        let who = who(&child(p, Rule::who)?)?;
        let e = child(p, Rule::event)?;
        let event = events(&e)?[0];
        let object = self.object(&child(&e, Rule::object)?)?;
        let own_turn = match opt(p, Rule::turn_time) {
            Some(t) => {
                on_their_turn(&t)?;
                if who == Who::You {
                    // test_err parse_on_their_turn_after_you: `while this is in play, when you gain a card on their turn: +1 card.`
                    return Err(error_at(
                        &t,
                        "`on their turn` is about another player's turn: the trigger is about \
                         your own events",
                    ));
                }
                true
            }
            None => false,
        };
        Ok(Trigger {
            who,
            event,
            object,
            own_turn,
        })
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
            Rule::unaffected => {
                unaffected_form(c, true)?;
                Static::Immune
            }
            Rule::gained_to => {
                let d = child(c, Rule::dest)?;
                Static::GainedTo(dest(&d)?, span_of(&d))
            }
            _ => return Err(shape(c)),
        })
    }

    /// `if <cond>`, or `during your buy phase`.
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
}

/// A trigger's time is `on their turn` (the turn of the event's player).
fn on_their_turn(t: &P) -> R<()> {
    let bad = if !has(t, Rule::k_on) {
        Some(first(t)?)
    } else {
        opt(t, Rule::k_your).or_else(|| opt(t, Rule::k_last))
    };
    match bad {
        // test_err parse_trigger_on_your_turn: `while this is in play, when another player gains a card on your turn: +1 card.`
        Some(b) => Err(error_at(
            &b,
            "a trigger is limited to the turn of the event's player with `on their turn`",
        )),
        None => Ok(()),
    }
}

/// `you are unaffected by other players' Attacks` is a static rule (`as_static`), `you are
/// unaffected by that Attack` an effect.
fn unaffected_form(c: &P, as_static: bool) -> R<()> {
    match (as_static, opt(c, Rule::k_that), opt(c, Rule::k_other)) {
        // test_err parse_unaffected_by_that_attack_static: `while this is in play: you are unaffected by that Attack.`
        (true, Some(t), _) => Err(error_at(
            &t,
            "a static rule makes you unaffected by `other players' Attacks`; `that Attack` is \
             the one a Reaction reacts to",
        )),
        // test_err parse_unaffected_by_other_attacks_effect: `when another player plays an Attack card: you are unaffected by other players' Attacks.`
        (false, _, Some(o)) => Err(error_at(
            &o,
            "as an effect, write `you are unaffected by that Attack` (a Reaction's); `other \
             players' Attacks` is a static rule (`while this is in play: ...`)",
        )),
        _ => Ok(()),
    }
}

// ---------------------------------------------------------------- The forms of the pieces

/// The general pieces of the grammar (a place, a time, an event, a verb's destination, ...)
/// match more than each use of them takes: the forms each use takes are checked here,
/// before anything else is built, and the error is the first one in the text (where a
/// grammar written phrase by phrase would have stopped).
fn forms(top: &P) -> R<()> {
    let mut first: Option<ParseError> = None;
    forms_in(top, Rule::rules, &mut first);
    first.map_or(Ok(()), Err)
}

/// The forms under `p` (whose parent is `parent`); the earliest error is kept in `first`.
fn forms_in(p: &P, parent: Rule, first: &mut Option<ParseError>) {
    if let Err(e) = form(p, parent) {
        if first.as_ref().is_none_or(|f| e.offset < f.offset) {
            *first = Some(e);
        }
    }
    for c in kids(p) {
        forms_in(&c, p.as_rule(), first);
    }
}

/// The form of one piece where it is used.
fn form(p: &P, parent: Rule) -> R<()> {
    use effects::*;
    match p.as_rule() {
        Rule::event => events(p).map(drop),
        Rule::when_clause => opt(p, Rule::turn_time).map_or(Ok(()), |t| on_their_turn(&t)),
        Rule::scope => scope(p).map(drop),
        Rule::while_is if parent == Rule::lasting_dur => while_set_aside(p).map(drop),
        Rule::unaffected => unaffected_form(p, parent != Rule::effect),
        Rule::move_eff => move_forms(p),
        Rule::token_eff => token_forms(p),
        Rule::delayed => delayed_form(p),
        Rule::gain_sel => gain_sel_form(p),
        Rule::setting_aside => setting_aside(p, parent == Rule::gain_dest).map(drop),
        // a verb that moves cards checks its own destination (`move_forms`)
        Rule::dest if parent != Rule::move_eff => dest(p).map(drop),
        Rule::sel_of => terms::sel_of(p).map(drop),
        Rule::source => terms::source(p).map(drop),
        Rule::cost_clause => cost_clause(p).map(drop),
        Rule::gained_by => terms::gained_by(p).map(drop),
        Rule::count => count_form(p),
        Rule::c_count => counted(p).map(drop),
        Rule::c_are => c_are_form(p),
        _ => Ok(()),
    }
}

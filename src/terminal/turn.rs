//! Answers at a turn's move: playing a card from the hand (by its number or name),
//! playing all Treasures, buying (by Supply number or name), ending the phase — each
//! refused with its reason, or confirmed when it is a likely mistake.

use super::input::{self, NumError};
use super::ui::{name_error, num_error, why, Step, Ui};
use super::view;
use crate::db::CardId;
use crate::engine::{Choice, Decision, Game, Inst, Move, Phase};
use crate::locale::Locale;
use fluent_bundle::FluentValue;

/// An answer at a turn's move.
pub(super) fn move_step(game: &Game, ui: &Ui, d: &Decision, line: &str) -> Step {
    let loc = ui.loc;
    let w = &ui.words;
    if line.is_empty() {
        return why(loc, "err-empty-move", &[]);
    }
    if let Some(c) = input::common(w, line) {
        return Step::Common(c);
    }
    let (first, rest) = input::split_first(line);
    if input::is(&w.end, first) && rest.is_empty() {
        return end_phase(game, loc, d);
    }
    if input::is(&w.treasures, first) && rest.is_empty() {
        return treasures(game, loc, d);
    }
    if input::is(&w.buy, first) {
        if rest.is_empty() {
            return Step::BuyMenu;
        }
        return buy_answer(game, ui, rest);
    }
    let what = if input::is(&w.play, first) && !rest.is_empty() {
        rest
    } else {
        line
    };
    let hand = view::sorted_hand(game, loc, d.player);
    let i = if input::looks_numeric(what) {
        match input::numbers(what, hand.len()) {
            Ok(v) if v.len() == 1 => hand[v[0]],
            Ok(_) => return why(loc, "err-one", &[]),
            Err(NumError::OutOfRange(n)) if hand.is_empty() => {
                return why(loc, "err-hand-empty", &[("n", n.to_string().into())])
            }
            Err(e) => return num_error(loc, e, hand.len()),
        }
    } else {
        let kinds: Vec<CardId> = hand.iter().map(|&i| game.kind(i)).collect();
        match input::match_card(&game.db, loc, what, &kinds) {
            Ok(k) => match hand.iter().find(|&&i| game.kind(i) == k) {
                Some(&i) => i,
                None => return why(loc, "err-illegal", &[]),
            },
            Err(e) => {
                // A card of the Supply, typed without `b`: say how to buy it.
                let supply: Vec<CardId> = game.state.supply.iter().map(|p| p.card).collect();
                if let Ok(k) = input::match_card(&game.db, loc, what, &supply) {
                    let name = loc.card_name(&game.db, k);
                    return why(
                        loc,
                        "err-not-in-hand",
                        &[("card", name.clone().into()), ("name", name.into())],
                    );
                }
                return name_error(game, loc, what, e);
            }
        }
    };
    play_card(game, loc, d, i)
}

/// Playing all Treasures.
pub(super) fn treasures(game: &Game, loc: &Locale, d: &Decision) -> Step {
    if game.next_treasure().is_none() {
        return why(loc, "err-no-treasure", &[]);
    }
    leave_actions(game, loc, d, Choice::Move(Move::PlayTreasures))
}

/// Playing a card from the hand: why not, or the move (confirmed when it ends the
/// Action phase while an Action could still be played).
fn play_card(game: &Game, loc: &Locale, d: &Decision, i: Inst) -> Step {
    let t = &game.state.turn;
    let card = FluentValue::from(loc.card_name(&game.db, game.kind(i)));
    if game.can_play(i) {
        if game.has_type(i, game.db.roles.action) && t.phase == Phase::Action && t.actions > 0 {
            return Step::Answer(Choice::Move(Move::Play(i)));
        }
        return leave_actions(game, loc, d, Choice::Move(Move::Play(i)));
    }
    let roles = game.db.roles;
    let id = if game.has_type(i, roles.action) {
        if t.phase == Phase::Action {
            "err-no-actions"
        } else {
            "err-action-in-buy"
        }
    } else if game.has_type(i, roles.treasure) {
        "err-treasure-after-buy"
    } else {
        "err-not-playable"
    };
    Step::Reject(loc.msg_card(id, &[("card", card)], &game.db, game.kind(i)))
}

/// An Action card in hand that could still be played with the Actions left.
fn actions_left(game: &Game, d: &Decision) -> bool {
    game.state.turn.phase == Phase::Action && game.can_play_action(d.player)
}

/// A move that ends the Action phase: confirmed while Actions could still be played.
fn leave_actions(game: &Game, loc: &Locale, d: &Decision, c: Choice) -> Step {
    if actions_left(game, d) {
        let a = game.state.turn.actions;
        return Step::Confirm(loc.msg("confirm-end-actions", &[("actions", a.into())]), c);
    }
    Step::Answer(c)
}

fn end_phase(game: &Game, loc: &Locale, d: &Decision) -> Step {
    let c = Choice::Move(Move::EndPhase);
    let t = &game.state.turn;
    if t.phase == Phase::Action {
        return leave_actions(game, loc, d, c);
    }
    if t.buys > 0 && !t.bought && game.next_treasure().is_some() {
        return Step::Confirm(loc.msg("confirm-end-unplayed", &[]), c);
    }
    let worth = game
        .state
        .supply
        .iter()
        .any(|p| game.can_buy(p.card) && game.buy_cost(p.card) > 0);
    if worth {
        return Step::Confirm(
            loc.msg(
                "confirm-end-coins",
                &[("coins", t.coins.into()), ("buys", t.buys.into())],
            ),
            c,
        );
    }
    Step::Answer(c)
}

/// `b 3` or `b silver`: a Supply pile by its number or name.
pub(super) fn buy_answer(game: &Game, ui: &Ui, what: &str) -> Step {
    let loc = ui.loc;
    let supply: Vec<CardId> = game.state.supply.iter().map(|p| p.card).collect();
    let k = if input::looks_numeric(what) {
        match input::numbers(what, supply.len()) {
            Ok(v) if v.len() == 1 => supply[v[0]],
            Ok(_) => return why(loc, "err-one", &[]),
            Err(e) => return num_error(loc, e, supply.len()),
        }
    } else {
        let all: Vec<CardId> = (0..game.db.cards.len()).map(CardId::from_index).collect();
        match input::match_card(&game.db, loc, what, &supply) {
            Ok(k) => k,
            Err(e) => {
                if let Ok(k) = input::match_card(&game.db, loc, what, &all) {
                    return Step::Reject(loc.msg_card("err-not-in-supply", &[], &game.db, k));
                }
                if e == input::NameError::Unknown(None) {
                    let args = [("input", input::shown(what).into())];
                    return why(loc, "err-buy-unknown", &args);
                }
                return name_error(game, loc, what, e);
            }
        }
    };
    buy(game, loc, k)
}

/// The cards whose rules may forbid buying `k` now: `k` itself when its own rules forbid
/// buying it, the cards in play of the player whose turn it is with a
/// buy restriction, and the cards of lasting buy restrictions in force.
fn buy_rules(game: &Game, k: CardId) -> Vec<CardId> {
    use crate::db::{LastingRule, StaticRule};
    let forbids = |r: &StaticRule| matches!(r, StaticRule::CannotBuy { .. });
    let db = &game.db;
    let own = |c: CardId| db.card(c).statics.iter().any(|s| forbids(&s.rule));
    let mut v: Vec<CardId> = vec![];
    let mut add = |c: CardId| {
        if !v.contains(&c) {
            v.push(c);
        }
    };
    if own(k) {
        add(k);
    }
    let me = &game.state.players[game.state.turn.player.index()];
    for &i in &me.play {
        if own(game.kind(i)) && game.kind(i) != k {
            add(game.kind(i));
        }
    }
    for a in &game.state.lasting {
        if let Some(d) = db.lastings.get(a.def) {
            if matches!(&d.rule, LastingRule::Static(r) if forbids(r)) {
                add(a.card);
            }
        }
    }
    v
}

/// The cards in play that make the rules of `rules` forbid a buy (Grand Market's "if you
/// have a Copper in play": the Coppers), each once.
fn in_play_causes(game: &Game, rules: &[CardId]) -> Vec<CardId> {
    use crate::db::{Cond, Count, CountZone, StaticRule};
    let me = game.state.turn.player;
    let mut v = vec![];
    let statics = rules.iter().flat_map(|&r| game.db.card(r).statics.iter());
    for s in statics {
        let StaticRule::CannotBuy { cond: Some(c), .. } = s.rule else {
            continue;
        };
        let Some(&Cond::Count(Count::Cards(f, CountZone::InPlay), _)) = game.db.conds.get(c) else {
            continue;
        };
        for &i in &game.state.players[me.index()].play {
            let k = game.kind(i);
            if !v.contains(&k) && game.matches_for(f, k, me) {
                v.push(k);
            }
        }
    }
    v
}

/// Buying a card: why not, or the move (confirmed when it is likely a mistake).
fn buy(game: &Game, loc: &Locale, k: CardId) -> Step {
    let t = &game.state.turn;
    let name = loc.card_name(&game.db, k);
    let card = FluentValue::from(name.clone());
    let pile = game.state.pile_of[k.index()].map(|p| &game.state.supply[p as usize]);
    // Messages about the card get its phrase forms too (`$card_the` ...).
    let why = |_: &Locale, id: &str, args: &[(&str, FluentValue)]| {
        Step::Reject(loc.msg_card(id, args, &game.db, k))
    };
    if !game.can_buy(k) {
        return match pile {
            None => why(loc, "err-not-in-supply", &[("card", card)]),
            Some(p) if p.cards.is_empty() => why(loc, "err-pile-empty", &[("card", card)]),
            Some(_) if t.buys <= 0 => why(loc, "err-no-buys", &[]),
            Some(_) if game.buy_cost(k) > t.coins => why(
                loc,
                if !t.bought && game.next_treasure().is_some() {
                    "err-too-expensive-unplayed"
                } else {
                    "err-too-expensive"
                },
                &[
                    ("card", card),
                    ("cost", game.buy_cost(k).into()),
                    ("coins", t.coins.into()),
                ],
            ),
            Some(_) => match buy_rules(game, k).as_slice() {
                [] => why(loc, "err-cannot-buy", &[("card", card)]),
                rules => {
                    let cause = in_play_causes(game, rules);
                    let rules = loc.card_list(&game.db, rules);
                    let mut args = vec![("card", card), ("rules", rules.into())];
                    if cause.is_empty() {
                        return why(loc, "err-cannot-buy-rule", &args);
                    }
                    args.push(("cards", loc.card_list(&game.db, &cause).into()));
                    why(loc, "err-cannot-buy-in-play", &args)
                }
            },
        };
    }
    let c = Choice::Move(Move::Buy(k));
    if !t.bought && game.next_treasure().is_some() {
        return Step::Confirm(
            loc.msg_card("confirm-buy-unplayed", &[("card", card)], &game.db, k),
            c,
        );
    }
    if t.phase == Phase::Action && game.can_play_action(t.player) {
        return Step::Confirm(
            loc.msg("confirm-end-actions", &[("actions", t.actions.into())]),
            c,
        );
    }
    if game.db.card(k).cost == 0 {
        return Step::Confirm(
            loc.msg_card(
                "confirm-buy-cheap",
                &[("vp", game.card_vp(t.player, k).into())],
                &game.db,
                k,
            ),
            c,
        );
    }
    Step::Answer(c)
}

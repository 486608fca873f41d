//! The heuristic bot's look-ahead for questions whose meaning only the card's rules know
//! ("you may ...", "choose one: ..."): it tries each answer on a copy of the game, runs
//! the copy until the turn's next move (answering what comes up with its plain rules),
//! and keeps the answer that leaves the asking player best off.

use super::{end_left, Heuristic};
use crate::engine::{Choice, Decision, DecisionKind, Game, Status};
use rand_pcg::Pcg32;

/// Decisions a look-ahead may answer before it gives up on a line (a safety net; a line
/// normally ends at the next move within a few decisions).
const MAX_STEPS: usize = 64;

/// How good the game is for `me`: what their cards are worth to the bot, their score
/// (weighted more as the game nears its end), and on their own turn what they have to
/// spend. A kind `me` gained in their Buy phase this turn (they bought it because they
/// wanted it) must not be given away: each copy fewer costs far more than any swap gains.
pub(super) fn eval(game: &Game, me: u8, wanted: &[u16]) -> i32 {
    let pl = &game.state.players[me as usize];
    let mut total = 0;
    let mut kept = vec![0i32; wanted.len()];
    // A card's value depends only on its kind here: computed once per kind (costs may
    // follow rules that take a while to read).
    let mut memo = [(u16::MAX, 0i32); 24];
    let mut known = 0;
    for i in pl.cards() {
        let k = game.kind(i);
        total += match memo[..known].iter().find(|e| e.0 == k) {
            Some(e) => e.1,
            None => {
                let v = Heuristic::value(game, k);
                if let Some(e) = memo.get_mut(known) {
                    *e = (k, v);
                    known += 1;
                }
                v
            }
        };
        if let Some(w) = wanted.iter().position(|&x| x == k) {
            kept[w] += 1;
        }
    }
    total += kept.iter().sum::<i32>() * 1000;
    let late = end_left(game) <= 4;
    total += game.score(me) * if late { 8 } else { 2 };
    let t = &game.state.turn;
    if t.player == me && !game.is_over() {
        total += 3 * t.coins + 2 * t.buys.min(3) + 2 * pl.hand.len() as i32;
    }
    total
}

/// The answer among `options` that leaves `d.player` best off, trying each on a copy of
/// the game; the first of the best on a tie (so the order of `options` is the preference).
/// `scratch` is the bot's own copy of a game, reused from one try to the next.
pub(super) fn best(
    game: &Game,
    d: &Decision,
    options: &[Choice],
    rng: &Pcg32,
    scratch: &mut Option<Game>,
) -> Choice {
    let me = d.player;
    let t = &game.state.turn;
    let wanted: Vec<u16> = if t.player == me {
        t.gains.iter().filter(|g| g.1).map(|g| g.0).collect()
    } else {
        vec![]
    };
    let mut best: Option<(i32, &Choice)> = None;
    for c in options {
        let g = match scratch {
            Some(g) => {
                g.clone_from(game);
                g
            }
            None => scratch.insert(game.clone()),
        };
        let Some(v) = outcome(g, c.clone(), me, &wanted, rng) else {
            continue;
        };
        if best.is_none_or(|b| v > b.0) {
            best = Some((v, c));
        }
    }
    best.map(|b| b.1.clone())
        .or_else(|| options.first().cloned())
        .unwrap_or(Choice::Yes(true))
}

/// The value for `me` of answering `c`, after the copy `g` has run to the next move.
fn outcome(g: &mut Game, c: Choice, me: u8, wanted: &[u16], rng: &Pcg32) -> Option<i32> {
    let mut bot = Heuristic::new(rng.clone());
    g.answer(c).ok()?;
    for _ in 0..MAX_STEPS {
        match g.run().ok()? {
            Status::Over => break,
            Status::Decide => {
                let d = g.decision()?.clone();
                if d.kind == DecisionKind::Move {
                    break;
                }
                let c = bot.plain(g, &d);
                g.answer(c).ok()?;
            }
        }
    }
    Some(eval(g, me, wanted))
}

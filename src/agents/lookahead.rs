//! The heuristic bot's look-ahead for questions whose meaning only the card's rules know
//! ("you may ...", "choose one: ..."): it tries each answer on a copy of the game, runs
//! the copy until the turn's next move (answering what comes up with its plain rules),
//! and keeps the answer that leaves the asking player best off.

use super::{choices, end_left, Heuristic, Profiles};
use crate::db::CardId;
use crate::engine::{Choice, Decision, DecisionKind, Game, Inst, Move, Phase, PlayerId, Status};

/// Decisions a look-ahead may answer before it gives up on a line (a safety net; a line
/// normally ends at the next move within a few decisions).
const MAX_STEPS: usize = 64;

/// Look-aheads nest no deeper than this (a question asked while trying an answer is
/// tried in turn, once).
pub(super) const MAX_DEPTH: u8 = 2;

/// What a look-ahead knows before it tries the answers: the kinds bought this turn, and
/// the cards the asking ability showed (where they end up counts). Also the buffers its
/// evaluations count cards in.
#[derive(Default)]
pub(super) struct Known {
    wanted: Vec<CardId>,
    shown: Vec<Inst>,
    /// The cards `me` owns, counted by kind.
    owned: Owned,
}

/// The cards of one player counted by kind, with each kind's value (a buffer kept from
/// one evaluation to the next).
#[derive(Default)]
struct Owned {
    /// Copies owned, by kind index (only the kinds in `kinds` are non-zero).
    counts: Vec<u32>,
    /// The kinds owned, each with its value ([`Heuristic::value`]).
    kinds: Vec<(CardId, i32)>,
}

impl Owned {
    /// Count the cards of `pl` (every zone and mat), and value each kind.
    fn count(&mut self, game: &Game, pl: &crate::engine::state::Player) {
        let Owned { counts, kinds } = self;
        for (k, _) in kinds.drain(..) {
            counts[k.index()] = 0;
        }
        if counts.len() < game.db.cards.len() {
            counts.resize(game.db.cards.len(), 0);
        }
        let of = &game.state.kinds[..];
        for z in pl.zones() {
            for &i in z {
                let k = of[i.index()];
                let c = &mut counts[k.index()];
                if *c == 0 {
                    kinds.push((k, 0));
                }
                *c += 1;
            }
        }
        for e in kinds.iter_mut() {
            e.1 = Heuristic::value(game, e.0);
        }
    }

    /// [`Game::score`] of the player counted (with `vp_tokens`), from the counts: each
    /// kind's worth ([`Game::card_vp`]) once, times its copies (the same sum: no score
    /// comes near `i32`'s bounds).
    fn score(&self, game: &Game, me: PlayerId, vp_tokens: i32) -> i32 {
        let cards = (self.kinds.iter())
            .map(|&(k, _)| game.card_vp(me, k).saturating_mul(self.of(k)))
            .fold(0i32, i32::saturating_add);
        vp_tokens.saturating_add(cards)
    }

    /// The copies of `k` counted.
    #[inline]
    fn of(&self, k: CardId) -> i32 {
        self.counts.get(k.index()).map_or(0, |&n| n as i32)
    }
}

/// How good the game is for `me`: what their cards are worth to the bot, their score
/// (weighted more as the game nears its end), and on their own turn what they have to
/// spend. A kind `me` gained in their Buy phase this turn (they bought it because they
/// wanted it) must not be given away: each copy fewer costs far more than any swap gains.
/// Also: tokens on their own mats (a pirate ship mat's coins), actions left for the Action
/// cards in hand, and the cards they were shown that will be in their next hand (the top
/// of the deck) against their deck's average.
fn eval(game: &Game, me: PlayerId, ctx: &mut Known) -> i32 {
    let pl = &game.state.players[me.index()];
    // The cards owned, counted by kind once: their values, those of a kind `me` wanted
    // this turn, and what they are worth to draw.
    let owned = &mut ctx.owned;
    owned.count(game, pl);
    let mut total: i32 = (owned.kinds.iter()).map(|&(k, v)| v * owned.of(k)).sum();
    let kept: i32 = (owned.kinds.iter())
        .filter(|e| ctx.wanted.contains(&e.0))
        .map(|e| owned.of(e.0))
        .sum();
    total += kept * 1000;
    let late = end_left(game) <= 4;
    total += owned.score(game, me, pl.vp_tokens) * if late { 8 } else { 2 };
    total += 4 * pl.mat_tokens.iter().sum::<u32>().min(1000) as i32;
    let t = &game.state.turn;
    if t.player == me && !game.is_over() {
        total += 3 * t.coins + 2 * t.buys.min(3) + 2 * pl.hand.len() as i32;
        if t.phase == Phase::Action {
            let action = game.db.roles.action;
            let in_hand = pl
                .hand
                .iter()
                .filter(|&&i| game.has_type(i, action))
                .count();
            total += 3 * (t.actions.max(0) as usize).min(in_hand) as i32;
        }
    }
    if !ctx.shown.is_empty() {
        total += next_hand(game, owned, me.0, &ctx.shown);
    }
    total
}

/// [`choices::draw_worth`] of a kind of value `v`.
#[inline]
fn draw_worth(game: &Game, k: CardId, v: i32) -> i32 {
    let db = &game.db;
    if db.card(k).types.has(db.roles.action | db.roles.treasure) {
        v
    } else {
        v.min(-4)
    }
}

/// The shown cards that are among the top 5 of `me`'s deck, each by how much better it
/// is to draw than the average card `me` owns (`owned`: `me`'s cards counted).
fn next_hand(game: &Game, owned: &Owned, me: u8, shown: &[Inst]) -> i32 {
    let pl = &game.state.players[me as usize];
    let top = &pl.deck[pl.deck.len().saturating_sub(5)..];
    let on_top = || shown.iter().copied().filter(|i| top.contains(i));
    if on_top().next().is_none() {
        return 0;
    }
    let (mut sum, mut n) = (0, 0);
    for &(k, v) in &owned.kinds {
        let c = owned.of(k);
        sum += draw_worth(game, k, v) * c;
        n += c;
    }
    let avg = sum / n.max(1);
    // A card on top of the deck is owned: its kind is counted, with its value.
    let value = |k: CardId| {
        (owned.kinds.iter())
            .find(|e| e.0 == k)
            .map_or_else(|| Heuristic::value(game, k), |e| e.1)
    };
    on_top()
        .map(|i| {
            let k = game.kind(i);
            draw_worth(game, k, value(k)) - avg
        })
        .sum()
}

/// The answer among `options` that leaves `d.player` best off, trying each on a copy of
/// the game; the first of the best on a tie (so the order of `options` is the preference).
/// `asker` is the bot that asks: its random generator answers the lines, its kept copies
/// of the game are reused.
pub(super) fn best(game: &Game, d: &Decision, options: &[Choice], asker: &mut Heuristic) -> Choice {
    // One answer only: it is the best, whatever its line gives.
    if let [only] = options {
        return only.clone();
    }
    let me = d.player;
    let t = &game.state.turn;
    let mut known = std::mem::take(&mut asker.known);
    known.wanted.clear();
    if t.player == me {
        known
            .wanted
            .extend(t.gains.iter().filter(|g| g.1).map(|g| g.0));
    }
    choices::known(game, me, &mut known.shown);
    let mut best: Option<(i32, &Choice)> = None;
    let rng = &asker.rng;
    let mut g = copy(&mut asker.scratch, game);
    // The bot that answers the lines, with the copies for the levels below.
    let mut bot = match asker.line.take() {
        // As new, with the buffers it has.
        Some(mut b) => {
            b.rng.clone_from(rng);
            b.turn = Default::default();
            b
        }
        None => Box::new(Heuristic::new(rng.clone())),
    };
    bot.depth = asker.depth + 1;
    bot.scratch = std::mem::take(&mut asker.scratch);
    bot.profiles.clone_from(&asker.profiles);
    for (n, c) in options.iter().enumerate() {
        if n > 0 {
            g.clone_from(game);
        }
        bot.rng.clone_from(rng);
        let Some(v) = outcome(&mut g, c.clone(), me.0, &mut known, &mut bot) else {
            continue;
        };
        if best.is_none_or(|b| v > b.0) {
            best = Some((v, c));
        }
    }
    asker.scratch = std::mem::take(&mut bot.scratch);
    asker.scratch.push(g);
    asker.known = known;
    asker.line = Some(bot);
    best.map(|b| b.1.clone())
        .or_else(|| options.first().cloned())
        .unwrap_or(Choice::Yes(true))
}

/// A copy of `game`, in one of the games kept in `pool` when there is one (give it back
/// with a push).
pub(super) fn copy(pool: &mut Vec<Game>, game: &Game) -> Game {
    match pool.pop() {
        Some(mut g) => {
            g.clone_from(game);
            g
        }
        None => game.clone(),
    }
}

/// The value for `me` of answering `c`, after the copy `g` has run to the next move (the
/// questions on the way answered by `bot`, a bot one level deeper).
fn outcome(g: &mut Game, c: Choice, me: u8, known: &mut Known, bot: &mut Heuristic) -> Option<i32> {
    g.answer(c).ok()?;
    run_line(g, bot)?;
    Some(eval(g, PlayerId(me), known))
}

/// Run the copy `g` until the turn's next move, `bot` answering the questions on the way
/// with its plain rules (`None`: an answer was refused, or the game failed).
pub(super) fn run_line(g: &mut Game, bot: &mut Heuristic) -> Option<()> {
    for _ in 0..MAX_STEPS {
        match g.run().ok()? {
            Status::Over => break,
            Status::Decide => {
                let d = g.decision()?;
                if d.kind == DecisionKind::Move {
                    break;
                }
                let c = bot.plain(g, d);
                g.answer(c).ok()?;
            }
        }
    }
    Some(())
}

/// What buying `k` would give the buyer besides the card, for a pile with tokens on it
/// (an Embargo's Curses): the card is bought on a copy of the game, and the copy runs to
/// the next move. The Curses (cards worth negative VP) gained, and the change in score.
pub(super) fn buy_costs(game: &Game, k: CardId, lent: Lent) -> (i32, i32) {
    let tokens = (game.state.pile_of.get(k.index()).copied().flatten())
        .is_some_and(|p| !game.state.supply[p as usize].tokens.is_empty());
    if !tokens {
        return (0, 0);
    }
    let me = game.state.turn.player;
    // Cards worth negative VP (those `Heuristic::value` puts at -10).
    let curses = |g: &Game| {
        let (db, kinds) = (&g.db, &g.state.kinds);
        let mut n = 0;
        for z in g.state.players[me.index()].zones() {
            for &i in z {
                let vp = db.card(kinds[i.index()]).vp;
                n += i32::from(vp.is_some_and(|a| db.amounts[a].n < 0));
            }
        }
        n
    };
    let Lent {
        scratch,
        profiles,
        line,
    } = lent;
    let mut g = copy(scratch, game);
    let (c0, s0) = (curses(&g), g.score(me));
    // A bot as new (the line bot kept for its buffers).
    let mut bot = match line.take() {
        Some(mut b) => {
            b.rng = rand_pcg::Pcg32::new(1, 1);
            b.turn = Default::default();
            b.depth = 0;
            b
        }
        None => Box::new(Heuristic::new(rand_pcg::Pcg32::new(1, 1))),
    };
    bot.profiles.clone_from(profiles);
    let costs = match g.answer(Choice::Move(Move::Buy(k))) {
        Ok(()) => {
            let _ = run_line(&mut g, &mut bot);
            (curses(&g) - c0, g.score(me) - s0)
        }
        Err(_) => (0, 0),
    };
    *line = Some(bot);
    scratch.push(g);
    costs
}

/// What the heuristic bot lends a look-ahead at a buy: its kept copies of the game, its
/// profiles, and its kept line bot.
pub(super) struct Lent<'a> {
    pub(super) scratch: &'a mut Vec<Game>,
    pub(super) profiles: &'a Profiles,
    pub(super) line: &'a mut Option<Box<Heuristic>>,
}

/// Whether the heuristic bot still buys `k` from a pile with tokens on it: not when the
/// buy brings Curses that cost more than the card is worth (a Victory card still scores
/// with them, or the game might never end; a Gold is worth one Curse).
pub(super) fn worth_buying(game: &Game, k: CardId, lent: Lent) -> bool {
    let (curses, score) = buy_costs(game, k, lent);
    curses == 0 || score > 0 || Heuristic::value(game, k) > 10 * curses
}

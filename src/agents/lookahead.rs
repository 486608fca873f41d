//! The heuristic bot's look-ahead for questions whose meaning only the card's rules know
//! ("you may ...", "choose one: ..."): it tries each answer on a copy of the game, runs
//! the copy until the turn's next move (answering what comes up with its plain rules),
//! and keeps the answer that leaves the asking player best off.

use super::owned::Owned;
use super::{choices, end_left, Heuristic, Profiles};
use crate::db::CardId;
use crate::engine::{Choice, Decision, DecisionKind, Game, Inst, Move, Phase, PlayerId, Status};
use rand_pcg::Pcg32;

/// Decisions a look-ahead may answer before it gives up on a line (a safety net; a line
/// normally ends at the next move within a few decisions).
const MAX_STEPS: usize = 64;

/// Look-aheads nest no deeper than this (a question asked while trying an answer is
/// tried in turn, once).
pub(super) const MAX_DEPTH: u8 = 2;

/// What a bot's look-aheads found that a later answer can use: a bot answering a line
/// takes the line its own look-ahead chose as the rest of the line, and the player's own
/// bot answers a question its last look-ahead already played out.
#[derive(Default)]
pub(crate) struct Ahead {
    /// A bot answering a line answered a question without the look-ahead a bot less deep
    /// would have made (set by `Heuristic::plain_question`; the line is not as a
    /// shallower bot's would be).
    pub(super) limited: bool,
    /// Of a bot answering a line: how many questions of the line it answered before the
    /// one it is asked now.
    at: u8,
    /// Of a bot answering a line: the copy at the end of the line its look-ahead chose for
    /// the question it was just asked (played out to the next move, as this line would
    /// go on), with the questions answered on the way.
    chosen: Option<(Box<Game>, u8)>,
    /// Of the player's own bot: the answer to its next question, when its last
    /// look-ahead played that question out. Of a bot answering a line: what its look-ahead
    /// at the line's first question found.
    pub(super) foreseen: Option<Foreseen>,
}

impl Ahead {
    /// Forget what was foreseen (cheap when nothing was).
    #[inline]
    pub(super) fn forget(&mut self) {
        if self.foreseen.is_some() {
            self.foreseen = None;
        }
    }
}

/// A look-ahead's answer to a question, kept for the same question asked of the player's
/// own bot: the line of the answer its last look-ahead chose asked this question first
/// (the game is deterministic: the game's next question is that one), and the bot
/// answering that line found the answer by a look-ahead whose lines were answered as
/// a look-ahead of the player's own bot would answer them (none of them `limited`). The
/// same look-ahead now would find the same answer.
pub(crate) struct Foreseen {
    /// The question.
    decision: Decision,
    /// The answer found.
    choice: Choice,
    /// The game's random generator and turn when it was asked (a check: the game must be
    /// where the line was).
    rng: Pcg32,
    turn: u32,
    /// The player's bot's count of its answers ([`PerTurn::count`](super::restraint::PerTurn::count))
    /// at the question whose look-ahead foresaw this one: it is for the next question only.
    after: (u32, u32),
}

impl Foreseen {
    /// The answer found, if `d` on `game` is the question it was found for, asked as the
    /// bot's next question (`next`: its count of answers now).
    pub(super) fn answer(self, game: &Game, d: &Decision, next: (u32, u32)) -> Option<Choice> {
        let (turn, n) = self.after;
        (next == (turn, n + 1)
            && self.decision == *d
            && self.rng == game.state.rng
            && self.turn == game.state.turn.number)
            .then_some(self.choice)
    }
}

impl Known {
    /// Learn what the look-ahead at `d` on `game` knows: the kinds `d`'s player bought
    /// this turn, the cards the asking ability showed, the player's cards.
    fn learn(&mut self, game: &Game, d: &Decision) {
        let (me, t) = (d.player, &game.state.turn);
        self.wanted.clear();
        if t.player == me {
            (self.wanted).extend(t.gains.iter().filter(|g| g.1).map(|g| g.0));
        }
        choices::known(game, me, &mut self.shown);
        self.owned.base(game, me);
    }
}

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
    owned.count(game, me);
    let mut total: i32 = (owned.kinds.iter()).map(|e| e.value * e.n).sum();
    let kept: i32 = (owned.kinds.iter())
        .filter(|e| ctx.wanted.contains(&e.k))
        .map(|e| e.n)
        .sum();
    total += kept * 1000;
    let late = end_left(game) <= 4;
    total += owned.score(pl.vp_tokens) * if late { 8 } else { 2 };
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
    for e in &owned.kinds {
        sum += draw_worth(game, e.k, e.value) * e.n;
        n += e.n;
    }
    let avg = sum / n.max(1);
    // A card on top of the deck is owned: its kind is counted, with its value.
    let value = |k: CardId| {
        owned
            .value_of(k)
            .unwrap_or_else(|| Heuristic::value(game, k))
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
/// of the game are reused. What it found that a later answer can use is left in
/// `asker.ahead` ([`Ahead`]).
pub(super) fn best(game: &Game, d: &Decision, options: &[Choice], asker: &mut Heuristic) -> Choice {
    // One answer only: it is the best, whatever its line gives.
    if let [only] = options {
        return only.clone();
    }
    let me = d.player;
    asker.known.learn(game, d);
    let mut g = copy(&mut asker.scratch, game);
    let mut bot = line_bot(asker);
    // (Borrowed in place: the bot's other fields are borrowed apart.)
    let (rng, known) = (&asker.rng, &mut asker.known);
    let mut best: Option<(i32, &Choice)> = None;
    // A bot answering a line keeps the best line's end for that line (when the line
    // was answered as it would answer it); the player's own bot what the best line's
    // bot foresaw.
    let keep = asker.depth > 0;
    let mut chosen: Option<(Box<Game>, u8)> = None;
    let mut foreseen = None;
    let mut limited = false;
    for (n, c) in options.iter().enumerate() {
        if n > 0 {
            g.as_mut().clone_from(game);
            stop_at_next_move(&mut g);
        }
        bot.rng.clone_from(rng);
        bot.ahead.limited = false;
        bot.ahead.foreseen = None;
        let v = outcome(&mut g, c.clone(), me.0, known, &mut bot);
        limited |= bot.ahead.limited;
        let Some((v, ended)) = v else {
            continue;
        };
        if best.is_none_or(|b| v > b.0) {
            best = Some((v, c));
            foreseen = bot.ahead.foreseen.take();
            let spare = chosen.take().map(|e| e.0);
            match ended.filter(|_| keep && !bot.ahead.limited) {
                Some(steps) => {
                    // (Any kept game: the next answer's copy overwrites it.)
                    let spare = spare
                        .or_else(|| bot.scratch.pop())
                        .unwrap_or_else(|| Box::new(game.clone()));
                    chosen = Some((std::mem::replace(&mut g, spare), steps));
                }
                None => bot.scratch.extend(spare),
            }
        }
    }
    asker.scratch = std::mem::take(&mut bot.scratch);
    asker.scratch.push(g);
    asker.line = Some(bot);
    let answer = best
        .map(|b| b.1.clone())
        .or_else(|| options.first().cloned())
        .unwrap_or(Choice::Yes(true));
    let found = Found {
        chosen,
        foreseen,
        limited,
    };
    found.keep(asker, game, d, &answer);
    answer
}

/// What a look-ahead found besides its answer: the end of the best line when its
/// asker answers a line and may take it, what the best line's bot foresaw, and whether
/// any line was `limited` ([`Ahead`]).
struct Found {
    chosen: Option<(Box<Game>, u8)>,
    foreseen: Option<Foreseen>,
    limited: bool,
}

impl Found {
    /// Leave in `asker.ahead` what a later answer can use of its look-ahead at `d` on
    /// `game`, answered `answer`: a bot answering a line, the best line's end and (at
    /// the line's first question, when no line was `limited`) the answer; the player's
    /// own bot, what the best line foresaw.
    fn keep(self, asker: &mut Heuristic, game: &Game, d: &Decision, answer: &Choice) {
        let ahead = &mut asker.ahead;
        if asker.depth > 0 {
            ahead.chosen = self.chosen;
            if ahead.at == 0 && !self.limited {
                ahead.foreseen = Some(Foreseen {
                    decision: d.clone(),
                    choice: answer.clone(),
                    rng: game.state.rng.clone(),
                    turn: game.state.turn.number,
                    after: (0, 0),
                });
            }
        } else {
            let after = asker.turn.count();
            ahead.foreseen = self.foreseen.map(|f| Foreseen { after, ..f });
            asker.scratch.extend(self.chosen.map(|e| e.0));
        }
    }
}

/// The bot that answers the lines of `asker`'s look-ahead: the one it kept (as new, with
/// its buffers) or a new one, one level deeper, with `asker`'s kept copies of the game
/// (given back after) and its profiles.
fn line_bot(asker: &mut Heuristic) -> Box<Heuristic> {
    let rng = &asker.rng;
    let mut bot = match asker.line.take() {
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
    bot
}

/// Kept copies of a game, boxed: a look-ahead swaps them (a line's end taken as another
/// line's), which moves a pointer, not a game.
#[allow(clippy::vec_box)]
pub(super) type Copies = Vec<Box<Game>>;

/// A copy of `game`, in one of the games kept in `pool` when there is one (give it back
/// with a push).
pub(super) fn copy(pool: &mut Copies, game: &Game) -> Box<Game> {
    let mut g = match pool.pop() {
        Some(mut g) => {
            g.as_mut().clone_from(game);
            g
        }
        None => Box::new(game.clone()),
    };
    stop_at_next_move(&mut g);
    g
}

/// A bot plays its Treasures by answering "play all Treasures" (see
/// `Heuristic::pick_move`), as it would play them one by one: a line on the copy `g`
/// stops where that bot would be asked its next move, after the Treasure now being
/// played (a player who plays Treasures by their setting is not asked between them).
fn stop_at_next_move(g: &mut Game) {
    let t = &mut g.state.turn;
    if t.autoplay && !g.state.players[t.player.index()].autoplay {
        t.autoplay = false;
    }
}

/// The value for `me` of answering `c`, after the copy `g` has run to the next move (the
/// questions on the way answered by `bot`, a bot one level deeper), with how the line
/// ended ([`run_line`]).
fn outcome(
    g: &mut Box<Game>,
    c: Choice,
    me: u8,
    known: &mut Known,
    bot: &mut Heuristic,
) -> Option<(i32, Option<u8>)> {
    g.answer(c).ok()?;
    let ended = run_line(g, bot)?;
    Some((eval(g, PlayerId(me), known), ended))
}

/// Run the copy `g` until the turn's next move, `bot` answering the questions on the way
/// with its plain rules (`None`: an answer was refused, or the game failed). How it
/// ended: `Some(n)` at the next move (or the game's end) after `n` answers, `None` when
/// it gave up ([`MAX_STEPS`]). When `bot` answered by a look-ahead that kept its chosen
/// line's end ([`Ahead`]), that end is the rest of this line: the line went on exactly
/// so (the same answers, from the same random generator), had it room for as many steps.
pub(super) fn run_line(g: &mut Box<Game>, bot: &mut Heuristic) -> Option<Option<u8>> {
    for n in 0..MAX_STEPS {
        match g.run().ok()? {
            Status::Over => return Some(Some(n as u8)),
            Status::Decide => {
                let d = g.decision()?;
                if d.kind == DecisionKind::Move {
                    return Some(Some(n as u8));
                }
                bot.ahead.at = n as u8;
                let c = bot.plain(g, d);
                if let Some((end, more)) = bot.ahead.chosen.take() {
                    let total = n + 1 + more as usize;
                    if total < MAX_STEPS {
                        #[cfg(debug_assertions)]
                        debug::check_chosen(g, &c, bot, &end);
                        bot.scratch.push(std::mem::replace(g, end));
                        return Some(Some(total as u8));
                    }
                    bot.scratch.push(end);
                }
                g.answer(c).ok()?;
            }
        }
    }
    Some(None)
}

/// Whether buying `k` from a pile with tokens on it (an Embargo's Curses) is all right:
/// the card is bought on a copy of the game, the copy runs to the next move, and when
/// the buyer's cards worth negative VP (Curses) changed in number, `judge` decides from
/// that change and the copy after the line (it may read the change in score there: read
/// only in this rare case). A buy from a pile without tokens, or one refused, is all right.
fn buy_judged(game: &Game, k: CardId, lent: Lent, judge: impl FnOnce(i32, &Game) -> bool) -> bool {
    let tokens = (game.state.pile_of.get(k.index()).copied().flatten())
        .is_some_and(|p| !game.state.supply[p as usize].tokens.is_empty());
    if !tokens {
        return true;
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
    let c0 = curses(&g);
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
    let ok = match g.answer(Choice::Move(Move::Buy(k))) {
        Ok(()) => {
            let _ = run_line(&mut g, &mut bot);
            match curses(&g) - c0 {
                0 => true,
                n => judge(n, &g),
            }
        }
        Err(_) => true,
    };
    *line = Some(bot);
    scratch.push(g);
    ok
}

/// What the heuristic bot lends a look-ahead at a buy: its kept copies of the game, its
/// profiles, and its kept line bot.
pub(super) struct Lent<'a> {
    pub(super) scratch: &'a mut Copies,
    pub(super) profiles: &'a Profiles,
    pub(super) line: &'a mut Option<Box<Heuristic>>,
}

/// Whether the heuristic bot still buys `k` from a pile with tokens on it: not when the
/// buy brings Curses that cost more than the card is worth (a Victory card still scores
/// with them, or the game might never end; a Gold is worth one Curse).
pub(super) fn worth_buying(game: &Game, k: CardId, lent: Lent) -> bool {
    // The copy's score before the buy is the game's (the copy is the game's state).
    let me = game.state.turn.player;
    buy_judged(game, k, lent, |curses, after| {
        Heuristic::value(game, k) > 10 * curses || after.score(me) - game.score(me) > 0
    })
}

/// Debug builds check what the look-ahead takes instead of playing it: a chosen line's
/// end is where the line would have gone, a foreseen answer the one a look-ahead finds.
#[cfg(debug_assertions)]
pub(super) mod debug {
    use super::{Ahead, Heuristic};
    use crate::engine::{Choice, Decision, Game};
    use std::sync::atomic::{AtomicUsize, Ordering};

    /// Checks made so far (for tests: they must have checked something).
    pub(crate) static CHECKS: AtomicUsize = AtomicUsize::new(0);

    /// The state of a game as saved (what a copy must give; no caches or stamps).
    fn saved(g: &Game) -> String {
        ron::to_string(&g.state).unwrap_or_default()
    }

    /// `end` is the game `g` after answering `c` and running the line on with `bot`.
    pub(super) fn check_chosen(g: &Game, c: &Choice, bot: &mut Heuristic, end: &Game) {
        let kept = std::mem::take(&mut bot.ahead);
        let rng = bot.rng.clone();
        let mut on = Box::new(g.clone());
        let ran = on
            .answer(c.clone())
            .ok()
            .and_then(|()| super::run_line(&mut on, bot));
        assert!(ran.is_some(), "the chosen line's answer fails here");
        assert_eq!(
            saved(&on),
            saved(end),
            "a chosen line's end is not where the line goes"
        );
        bot.rng = rng;
        bot.ahead = Ahead {
            chosen: None,
            ..kept
        };
        CHECKS.fetch_add(1, Ordering::Relaxed);
    }

    /// `c` is what a look-ahead of `bot` finds for `d` now.
    pub(crate) fn check_foreseen(bot: &mut Heuristic, game: &Game, d: &Decision, c: &Choice) {
        let mut tries = vec![];
        let mut buf = vec![];
        Heuristic::tries(game, d, &mut tries, &mut buf);
        let found = super::best(game, d, &tries, bot);
        bot.ahead.forget();
        assert_eq!(&found, c, "a foreseen answer is not the look-ahead's");
        CHECKS.fetch_add(1, Ordering::Relaxed);
    }
}

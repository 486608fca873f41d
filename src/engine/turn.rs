//! Turn flow: start of turn, phases (with whole quick turns for seats that buy by data
//! rules), Clean-up, the next turn, game end.

use super::decision::{DecisionKind, Move};
use super::event::Event;
use super::moves::transfer;
use super::query::Ctx;
use super::state::{Delayed, EventCtx, Frame, Inst, Loc, Phase, PlayerId, When, Zone};
use super::Game;
use crate::ast::{EventKind, Lasting};
use crate::db::{LastingRule, Op, Ref, Source};

/// The seats whose bots answer every move of their Buy phase by the Big Money rules once
/// their Treasures are played: the engine makes those moves without asking, up to a turn.
/// A copy of the game does not copy it (the copy's bots are asked, as before).
#[derive(Debug, Default)]
pub(crate) struct AutoBuys {
    /// One bit per seat.
    pub(crate) seats: u64,
    /// The last turn (by [`super::state::Turn::number`]) whose moves are made without asking.
    pub(crate) until: u32,
}

impl Clone for AutoBuys {
    fn clone(&self) -> Self {
        AutoBuys::default()
    }
    fn clone_from(&mut self, _: &Self) {
        *self = AutoBuys::default();
    }
}

/// The Supply's empty piles, as far as the game's end goes.
#[derive(Debug, Clone, Copy)]
pub(super) struct EmptyPiles {
    /// How many piles are empty.
    pub(super) count: usize,
    /// A pile that ends the game by itself is empty.
    pub(super) end: bool,
}

impl Game {
    /// Nothing is running: move the turn on, through its phases in order, until a player
    /// must decide, an ability is to run, or the game is over.
    pub(crate) fn advance(&mut self) {
        // A chain of tests in turn order rather than one jump on the phase: the usual
        // turn flows straight through it.
        let mut ph = self.state.turn.phase;
        loop {
            if ph == Phase::Buy {
                if !self.buy_phase() {
                    return;
                }
                ph = Phase::EndBuy;
            }
            if ph == Phase::EndBuy {
                self.state.turn.phase = Phase::Cleanup;
                self.run_delayed(self.state.turn.player, When::EndOfBuyPhase);
                if !self.state.stack.is_empty() {
                    return;
                }
                ph = Phase::Cleanup;
            }
            if ph == Phase::Cleanup {
                self.cleanup(false);
                if !self.state.stack.is_empty() || self.state.pending.is_some() {
                    return;
                }
                ph = Phase::CleanupDraw;
            }
            if ph == Phase::CleanupDraw {
                self.cleanup_draw(None);
                ph = self.state.turn.phase;
            }
            if ph == Phase::Start {
                if self.auto_buys.seats != 0 && self.quick_turns() {
                    if !self.state.stack.is_empty() || self.state.pending.is_some() {
                        return;
                    }
                    ph = self.state.turn.phase;
                    continue;
                }
                self.start_turn();
                if !self.state.stack.is_empty() {
                    return;
                }
                ph = Phase::Action;
            }
            if ph == Phase::Action {
                if !self.action_phase() {
                    return;
                }
                ph = Phase::Buy;
                continue;
            }
            return;
        }
    }

    /// Whole turns of seats whose moves the engine makes (see [`Game::auto_buy`]), one after
    /// the other, straight through their steps, while nothing else can happen in them: no
    /// log, no lasting rule, delayed effect or extra turn, no Action card to play. Each step
    /// is the turn flow's own, in its order; as soon as one is not plain (a Treasure needs
    /// the interpreter, a buy or a discard sets something off, a decision is due) the turn
    /// flow takes over from that very point. Whether the turn moved on. (Not inlined: a
    /// loop of its own, usually over the whole game.)
    #[inline(never)]
    fn quick_turns(&mut self) -> bool {
        if self.state.turn.phase != Phase::Start || !self.quick_turn_starts() {
            return false;
        }
        // The Supply's empty piles, counted once: in these turns only their buys take
        // cards from it (nothing else runs, and no card goes back).
        let mut empty = self.empty_piles();
        if self.plain_turns() {
            return self.plain_quick_turns(empty);
        }
        // After a quick turn that reached the next turn's start, what the game as a whole
        // must be for one still holds (nothing ran): only the next seat's turn is asked.
        while self.quick_turn(&mut empty)
            && self.state.turn.phase == Phase::Start
            && self.quick_seat()
        {}
        true
    }

    /// A turn about to start can be taken by [`Game::quick_turn`].
    #[inline]
    fn quick_turn_starts(&self) -> bool {
        let s = &self.state;
        !s.logging
            && s.lasting.is_empty()
            && s.delayed.is_empty()
            && s.extra_turns.is_empty()
            && s.stack.is_empty()
            && s.pending.is_none()
            && self.quick_seat()
    }

    /// The turn about to start is one whose moves the engine makes, with nothing to play
    /// in its Action phase.
    #[inline(always)]
    pub(super) fn quick_seat(&self) -> bool {
        let t = &self.state.turn;
        let p = t.player;
        self.auto_buys.seats & (1 << (p.index() % 64)) != 0
            && t.number < self.auto_buys.until
            && self.state.players[p.index()].autoplay
            && !self.can_play_action(p)
    }

    /// One turn from its start (see [`Game::quick_turns`]): the steps of `start_turn`,
    /// `action_phase`, `buy_phase` with `auto_move`, `cleanup` and `cleanup_draw` for
    /// this case. Whether it reached the next turn's start (or the game's end) plainly.
    pub(super) fn quick_turn(&mut self, empty: &mut EmptyPiles) -> bool {
        let p = self.count_turn();
        self.state.turn.phase = Phase::Buy;
        let t = &self.state.turn;
        // Whether the hand may still hold a Treasure: not after a batch that played every
        // Treasure in hand and drew no card.
        let mut unplayed = true;
        if !t.bought {
            let draws = self.start_autoplay_inline(p, true);
            if self.state.turn.autoplay {
                return false;
            }
            unplayed = draws;
        }
        loop {
            let t = &self.state.turn;
            if self.state.auto_end && t.bought && t.buys <= 0 {
                break;
            }
            if unplayed && self.next_treasure().is_some() {
                return false;
            }
            let Some(k) = self.auto_buy_card() else {
                break;
            };
            let emptied = self.buy_in(p, k, true);
            if !self.state.stack.is_empty() {
                return false;
            }
            if let Some(q) = emptied {
                empty.count += 1;
                empty.end |= self.end_piles.contains(&q);
            }
        }
        self.state.turn.phase = Phase::Cleanup;
        self.cleanup(true);
        if !self.state.stack.is_empty() || self.state.pending.is_some() {
            return false;
        }
        let ended = self.ended(*empty);
        self.cleanup_draw(Some(ended));
        true
    }

    /// The Buy phase with nothing running: play the next Treasure of an autoplay, or ask
    /// for a move, or (with no Buy left after buying, when ending the turn is the only
    /// legal move) end the phase. Whether the phase ended.
    #[inline]
    fn buy_phase(&mut self) -> bool {
        let p = self.state.turn.player;
        if self.state.turn.autoplay {
            match self.next_autoplay() {
                Some(i) => {
                    self.state.turn.autoplayed.push(i);
                    let play = Loc {
                        zone: Zone::Play,
                        owner: p.0,
                    };
                    self.play_from_hand(i, play);
                    self.begin_play(p, i);
                    return false;
                }
                None => self.state.turn.autoplay = false,
            }
        }
        let t = &self.state.turn;
        if !(self.state.auto_end && t.bought && t.buys <= 0) {
            if self.auto_buys.seats & (1 << (p.index() % 64)) != 0 {
                if let Some(m) = self.auto_move() {
                    // As the bot's answer would be: no decision is left pending.
                    match m {
                        Move::Buy(k) => {
                            self.buy(p, k);
                        }
                        m => self.do_move(m),
                    }
                    return false;
                }
            }
            self.ask(p, None, DecisionKind::Move);
            return false;
        }
        self.state.turn.phase = Phase::EndBuy;
        true
    }

    /// Let the engine make seat `p`'s Buy-phase moves itself, up to turn `until`, as the
    /// `big-money` bot makes them: once no Treasure is left in hand to play, buy the card
    /// of the first of `db.bots.big_money`'s rules that applies ([`Game::buy_by_rules`]),
    /// or end the phase. Only for a bot whose answers to those moves are exactly these
    /// (the game is the same, without the round trip of a decision); `false` asks again.
    pub fn auto_buy(&mut self, p: PlayerId, on: bool, until: u32) {
        let bit = 1u64 << (p.index() % 64);
        if on {
            self.auto_buys.seats |= bit;
        } else {
            self.auto_buys.seats &= !bit;
        }
        self.auto_buys.until = until;
    }

    /// The card of the first buying rule that applies now and whose card can be bought:
    /// the player has its coins, and (for a rule only for late in the game) a pile that
    /// ends the game has at most its number of cards left.
    pub fn buy_by_rules(&self, rules: &[crate::db::BuyRule]) -> Option<crate::db::CardId> {
        let coins = self.state.turn.coins;
        rules
            .iter()
            .find(|r| {
                coins >= r.coins
                    && r.left.is_none_or(|l| self.end_left() <= l as usize)
                    && self.can_buy_inline(r.card)
            })
            .map(|r| r.card)
    }

    /// The fewest cards left on a pile that ends the game.
    pub fn end_pile_left(&self) -> usize {
        // (`end_piles`: the piles of the database's end cards in this game.)
        (self.end_piles.iter())
            .filter_map(|&p| self.state.supply.get(p as usize))
            .map(|p| p.cards.len())
            .min()
            .unwrap_or(usize::MAX)
    }

    /// [`Game::end_pile_left`] as the buying rules read it (the quick and plain turns'
    /// form, which the compiler keeps tighter inlined there).
    #[inline(always)]
    pub(super) fn end_left(&self) -> usize {
        (self.db.basic.end_piles.iter())
            .filter_map(|&k| self.state.pile_of[k.index()])
            .map(|p| self.state.supply[p as usize].cards.len())
            .min()
            .unwrap_or(usize::MAX)
    }

    /// The move the current player, an auto-buying seat, makes now (see [`Game::auto_buy`]):
    /// none (ask the bot) while a Treasure in hand may still be played, or past the last turn.
    #[inline]
    fn auto_move(&self) -> Option<Move> {
        let t = &self.state.turn;
        if t.number > self.auto_buys.until || self.next_treasure().is_some() {
            return None;
        }
        Some(self.auto_buy_card().map_or(Move::EndPhase, Move::Buy))
    }

    /// The card an auto-buying seat buys now by the `big-money` rules (none: it ends the
    /// phase, having no Buy left or nothing to buy).
    #[inline(always)]
    pub(super) fn auto_buy_card(&self) -> Option<crate::db::CardId> {
        if self.state.turn.buys > 0 {
            self.buy_by_rules(&self.db.bots.big_money)
        } else {
            None
        }
    }

    /// The Action phase with nothing running: ask for a move, unless the player asked to
    /// skip an Action phase with nothing to play and to play all Treasures when the Buy
    /// phase begins. Whether the Buy phase began with nothing to run or ask.
    #[inline]
    fn action_phase(&mut self) -> bool {
        let p = self.state.turn.player;
        if !self.state.players[p.index()].autoplay || self.can_play_action(p) {
            self.ask(p, None, DecisionKind::Move);
            return false;
        }
        let t = &mut self.state.turn;
        t.phase = Phase::Buy;
        if !t.bought {
            let _ = self.start_autoplay_inline(p, false);
        }
        self.state.stack.is_empty() && self.state.pending.is_none()
    }

    /// A turn begins: counted for the game and (unless it is an extra turn) for its player.
    #[inline(always)]
    pub(super) fn count_turn(&mut self) -> PlayerId {
        let t = &mut self.state.turn;
        let p = t.player;
        t.number += 1;
        if !t.extra {
            self.state.players[p.index()].turns += 1;
        }
        p
    }

    fn start_turn(&mut self) {
        let p = self.count_turn();
        self.state.turn.phase = Phase::Action;
        let (turn, extra) = (self.state.players[p.index()].turns, self.state.turn.extra);
        self.log(|| Event::TurnStart {
            player: p,
            turn,
            extra,
        });
        if !self.state.lasting.is_empty() {
            let mut lasting = std::mem::take(&mut self.state.lasting);
            let (db, s) = (&self.db, &self.state);
            lasting.retain(|a| {
                let tied = a.tie.is_none_or(|(i, loc)| s.is_at(i, loc));
                tied && !(a.owner == p && db.lastings[a.def].dur == Lasting::UntilNextTurn)
            });
            self.state.lasting = lasting;
        }
        self.run_delayed(p, When::NextTurn);
    }

    /// Stage the delayed effects of a player that are due now.
    #[inline]
    fn run_delayed(&mut self, p: PlayerId, when: When) {
        if !self.state.delayed.is_empty() {
            self.run_due(p, when);
        }
    }

    fn run_due(&mut self, p: PlayerId, when: When) {
        // None due (the usual case: the delayed effects wait for another time or player).
        let due = |d: &Delayed| d.owner == p && d.when == when;
        if let Some(i) = self.state.delayed.iter().position(due) {
            self.stage_due(p, when, i);
        }
        while let Some(f) = self.staged.pop() {
            self.state.stack.push(f);
        }
    }

    /// Stage the delayed effects of a player due now, from the first one, at `i`.
    fn stage_due(&mut self, p: PlayerId, when: When, mut i: usize) {
        let mut frames = std::mem::take(&mut self.collected);
        while i < self.state.delayed.len() {
            let d = &self.state.delayed[i];
            if d.owner != p || d.when != when {
                i += 1;
                continue;
            }
            let d = self.state.delayed.remove(i);
            if let Some(pc) = d.pc {
                let key = (pc, d.card, d.this, d.owner);
                let mut f = self.new_prog_it(key, None, EventCtx::default(), &d.keep);
                if let Frame::Prog(p) = &mut f {
                    p.vars.clone_from(&d.vars);
                    p.announce = true;
                }
                frames.push(f);
            }
            self.spent.give(d);
        }
        self.stage_together(&mut frames);
        self.collected = frames;
    }

    /// Clean-up, first part: discard the hand, then the cards in play, except those a
    /// pending Duration keeps. Cards another player played during this turn (Guard Dog)
    /// are discarded now too. (`quick`: a quick turn's, with no delayed effect pending.)
    #[inline(always)]
    fn cleanup(&mut self, quick: bool) {
        let p = self.state.turn.player;
        let pi = p.index();
        self.state.turn.phase = Phase::CleanupDraw;
        if self.listening_to_discards && self.listened(EventKind::DiscardFromPlay) {
            self.cleanup_one_by_one(pi);
            return;
        }
        if !quick && !self.state.delayed.is_empty() {
            self.cleanup_keeping(pi);
            return;
        }
        for (q, pl) in self.state.players.iter_mut().enumerate() {
            if q == pi {
                transfer(&mut pl.hand, &mut pl.discard);
            }
            transfer(&mut pl.play, &mut pl.discard);
        }
    }

    /// Clean-up's discarding while delayed effects are pending: the cards they keep stay
    /// in play, the others are discarded, each in order.
    #[cold]
    fn cleanup_keeping(&mut self, pi: usize) {
        self.state.cost_memo.changed();
        let mut keep = self.buffer();
        self.kept_in_play(&mut keep);
        for (q, pl) in self.state.players.iter_mut().enumerate() {
            if q == pi {
                transfer(&mut pl.hand, &mut pl.discard);
            }
            if keep.is_empty() {
                transfer(&mut pl.play, &mut pl.discard);
                continue;
            }
            let mut stay = 0;
            for k in 0..pl.play.len() {
                let c = pl.play[k];
                if keep.contains(&c) {
                    pl.play[stay] = c;
                    stay += 1;
                } else {
                    pl.discard.push(c);
                }
            }
            pl.play.truncate(stay);
        }
        self.spare(keep);
    }

    /// The cards the pending delayed effects keep in play through this Clean-up. A delayed
    /// effect with nothing left to do is dropped first and keeps nothing (seed 001,
    /// Blockade: when the gained card does not stay set aside, Blockade is discarded in
    /// this turn's Clean-up).
    #[cold]
    fn kept_in_play(&mut self, keep: &mut Vec<Inst>) {
        for i in (0..self.state.delayed.len()).rev() {
            if self.delayed_spent(&self.state.delayed[i]) {
                let d = self.state.delayed.remove(i);
                self.spent.give(d);
            }
        }
        keep.extend((self.state.delayed.iter()).flat_map(|d| d.keep.iter().copied()));
    }

    /// A delayed effect can do nothing any more: all it does is move cards it refers to
    /// (`put it into your hand`), and each of them has left the place it was seen.
    fn delayed_spent(&self, d: &Delayed) -> bool {
        let Some(mut pc) = d.pc else {
            return false;
        };
        let cx = Ctx {
            you: d.owner,
            this: d.this,
            vars: Some(&d.vars),
            ev: EventCtx::default(),
            did: false,
            buy_phase: false,
        };
        let mut moves = false;
        loop {
            match self.db.code.get(pc as usize) {
                Some(Op::Return) | None => return moves,
                Some(&(Op::Move { sel, .. } | Op::Play { sel, .. })) => {
                    let r = match self.db.sels[sel].from {
                        Source::Ref(Ref::Revealed | Ref::OtherRevealed | Ref::Rest) => {
                            return false
                        }
                        Source::Ref(r) => r,
                        _ => return false,
                    };
                    let s = &self.state;
                    if self.refs(r, &cx).any(|(i, loc)| s.is_at(i, loc)) {
                        return false;
                    }
                    moves = true;
                }
                _ => return false,
            }
            pc += 1;
        }
    }

    /// Clean-up's discarding when something listens to cards discarded from play: they
    /// go one at a time, each an event (a card may be put elsewhere as it is discarded);
    /// what that sets off runs before the next hand is drawn.
    #[cold]
    fn cleanup_one_by_one(&mut self, pi: usize) {
        self.state.cost_memo.changed();
        let mut keep = vec![];
        self.kept_in_play(&mut keep);
        for q in 0..self.state.players.len() {
            let dq = Loc {
                zone: Zone::Discard,
                owner: q as u8,
            };
            let pl = &mut self.state.players[q];
            if q == pi {
                transfer(&mut pl.hand, &mut pl.discard);
            }
            // In play order; firing only stages abilities, so the list changes only by
            // the card moved (no copy of the list).
            let mut at = 0;
            while let Some(&c) = self.state.players[q].play.get(at) {
                if keep.contains(&c) {
                    at += 1;
                    continue;
                }
                // The move, knowing where the card is (`Game::move_to` without its search).
                self.state.cost_memo.changed();
                let pl = &mut self.state.players[q];
                pl.play.remove(at);
                pl.discard.push(c);
                let from = self.state.locs[c.index()];
                self.placed(c, from, dq);
                let ev = EventCtx::default();
                self.fire(EventKind::DiscardFromPlay, PlayerId::from_index(q), c, ev);
            }
        }
        // The abilities staged first run first.
        while let Some(f) = self.staged.pop() {
            self.state.stack.push(f);
        }
    }

    /// Clean-up, second part: "this turn" ends, the next hand is drawn, the game may end
    /// (`ended`: whether it does, when known; drawing does not change it), and the next
    /// turn is made ready.
    #[inline(always)]
    pub(super) fn cleanup_draw(&mut self, ended: Option<bool>) {
        let p = self.state.turn.player;
        let pi = p.index();
        // (A quick turn, which knows `ended`, has no lasting rule in force.)
        if ended.is_none() && !self.state.lasting.is_empty() {
            let db = &self.db;
            self.state.lasting.retain(|a| {
                !matches!(
                    db.lastings[a.def].dur,
                    Lasting::ThisTurn | Lasting::OnceThisTurn
                )
            });
        }
        if self.history.gains {
            let last = &mut self.state.players[pi].gained_last_turn;
            last.clear();
            last.extend(self.state.turn.gains.iter().map(|g| g.0));
        }
        let n = self.state.players[pi]
            .next_hand
            .take()
            .unwrap_or(self.db.basic.hand_size);
        // (A quick turn's game is not logged.)
        self.draw_inline(p, n as usize, ended.is_none());
        if ended.unwrap_or_else(|| self.pile_emptied && self.game_ended()) {
            self.state.cost_memo.changed();
            self.state.turn.phase = Phase::Over;
            if self.state.logging {
                let scores: Vec<i32> = (0..self.state.players.len())
                    .map(|q| self.score(PlayerId::from_index(q)))
                    .collect();
                let winners = self.winners_by(&scores);
                self.state
                    .log
                    .push(Event::GameOver { scores, winners }.into());
            }
            return;
        }
        // The game goes on: its end waits for a pile to empty. (A quick turn, which counts
        // the empty piles itself, leaves the mark as it is.)
        if ended.is_none() {
            self.pile_emptied = false;
        }
        let t = &mut self.state.turn;
        t.previous = Some(p);
        // (A quick turn's game has no extra turn to take.)
        let next = if ended.is_some() || self.state.extra_turns.is_empty() {
            None
        } else {
            Some(self.state.extra_turns.remove(0))
        };
        match next {
            Some(x) => {
                t.player = x;
                t.extra = true;
            }
            None => {
                t.extra = false;
                t.begin(p.plus(1, self.state.players.len() as u8));
                return;
            }
        }
        t.begin(t.player);
    }

    /// Whether the game-end condition holds.
    pub fn game_ended(&self) -> bool {
        self.ended(self.empty_piles())
    }

    /// Whether the game-end condition holds with these empty Supply piles.
    #[inline(always)]
    pub(super) fn ended(&self, e: EmptyPiles) -> bool {
        e.end || e.count >= self.empty_limit
    }

    /// The Supply's empty piles now.
    fn empty_piles(&self) -> EmptyPiles {
        let s = &self.state;
        let empty = |p: &u8| {
            s.supply
                .get(*p as usize)
                .is_some_and(|p| p.cards.is_empty())
        };
        // A plain count; with no empty pile, no pile that ends the game is empty either.
        let mut count = 0;
        for p in &s.supply {
            count += p.cards.is_empty() as usize;
        }
        let end = count > 0 && self.end_piles.iter().any(empty);
        EmptyPiles { count, end }
    }

    /// How many empty Supply piles end a game with this many players.
    pub(crate) fn empty_piles_ending(&self) -> usize {
        let b = &self.db.basic;
        b.end_empty_piles
            .get(self.state.players.len() as u8, b.min_players) as usize
    }

    /// The winners (seats): most VP, then fewest turns; several when still tied.
    pub fn winners(&self) -> Vec<PlayerId> {
        let scores: Vec<i32> = (0..self.state.players.len())
            .map(|p| self.score(PlayerId::from_index(p)))
            .collect();
        self.winners_by(&scores)
    }

    /// The winners, given every player's score.
    pub fn winners_by(&self, scores: &[i32]) -> Vec<PlayerId> {
        let mut out = vec![];
        self.winners_into(scores, &mut out);
        out
    }

    /// [`Game::winners_by`], added to `out`.
    pub fn winners_into(&self, scores: &[i32], out: &mut Vec<PlayerId>) {
        // Most VP, then fewest turns: one pass, the best so far kept.
        let (start, mut best) = (out.len(), (i32::MIN, i64::MIN));
        for (p, (&s, pl)) in scores.iter().zip(&self.state.players).enumerate() {
            let key = (s, -(pl.turns as i64));
            if key > best {
                best = key;
                out.truncate(start);
            }
            if key == best {
                out.push(PlayerId::from_index(p));
            }
        }
    }

    /// Lasting rules of a kind in force (for display).
    pub fn lasting_rules(&self) -> impl Iterator<Item = &LastingRule> {
        self.state
            .lasting
            .iter()
            .map(|a| &self.db.lastings[a.def].rule)
    }
}

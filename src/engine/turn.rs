//! Turn flow (start of turn, phases, Clean-up, the next turn, game end) and the
//! engine's own multi-step procedures: playing, buying and gaining a card.

use super::decision::{DecisionKind, Move};
use super::event::Event;
use super::moves::transfer;
use super::query::Ctx;
use super::state::{Delayed, EventCtx, Frame, GainFrame, Inst, Loc, Phase, PlayerId, When, Zone};
use super::Game;
use crate::ast::{EventKind, Lasting};
use crate::db::{Dest, LastingRule, Op, Ref, Source};

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
                self.cleanup();
                if !self.state.stack.is_empty() || self.state.pending.is_some() {
                    return;
                }
                ph = Phase::CleanupDraw;
            }
            if ph == Phase::CleanupDraw {
                self.cleanup_draw();
                ph = self.state.turn.phase;
            }
            if ph == Phase::Start {
                if self.quick_turns() {
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
    /// flow takes over from that very point. Whether the turn moved on.
    fn quick_turns(&mut self) -> bool {
        let mut moved = false;
        while self.state.turn.phase == Phase::Start && self.quick_turn_starts() {
            moved = true;
            if !self.quick_turn() {
                break;
            }
        }
        moved
    }

    /// A turn about to start can be taken by [`Game::quick_turn`].
    #[inline]
    fn quick_turn_starts(&self) -> bool {
        let (s, t) = (&self.state, &self.state.turn);
        let p = t.player;
        !s.logging
            && s.lasting.is_empty()
            && s.delayed.is_empty()
            && s.extra_turns.is_empty()
            && s.stack.is_empty()
            && s.pending.is_none()
            && self.auto_buys.seats & (1 << (p.index() % 64)) != 0
            && t.number < self.auto_buys.until
            && s.players[p.index()].autoplay
            && !self.can_play_action(p)
    }

    /// One turn from its start (see [`Game::quick_turns`]): the steps of `start_turn`,
    /// `action_phase`, `buy_phase` with `auto_move`, `cleanup` and `cleanup_draw` for
    /// this case. Whether it reached the next turn's start (or the game's end) plainly.
    fn quick_turn(&mut self) -> bool {
        let t = &mut self.state.turn;
        let p = t.player;
        t.number += 1;
        if !t.extra {
            self.state.players[p.index()].turns += 1;
        }
        t.phase = Phase::Buy;
        // Whether the hand may still hold a Treasure: not after a batch that played every
        // Treasure in hand and drew no card (the hand and play hold as many cards as before).
        let mut unplayed = true;
        if !t.bought {
            let cards = |g: &Self| {
                let pl = &g.state.players[p.index()];
                pl.hand.len() + pl.play.len()
            };
            let before = cards(self);
            self.start_autoplay_inline(p);
            if self.state.turn.autoplay {
                return false;
            }
            unplayed = cards(self) != before;
        }
        loop {
            let t = &self.state.turn;
            if self.state.auto_end && t.bought && t.buys <= 0 {
                break;
            }
            if !t.bought
                && unplayed
                && (self.state.players[p.index()].hand.iter())
                    .any(|&i| self.has_type(i, self.db.roles.treasure))
            {
                return false;
            }
            let k = if t.buys > 0 {
                self.buy_by_rules(&self.db.bots.big_money)
            } else {
                None
            };
            let Some(k) = k else {
                break;
            };
            self.buy(p, k);
            if !self.state.stack.is_empty() {
                return false;
            }
        }
        self.state.turn.phase = Phase::Cleanup;
        self.cleanup();
        if !self.state.stack.is_empty() || self.state.pending.is_some() {
            return false;
        }
        self.cleanup_draw();
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
                    self.move_to(i, play);
                    self.begin_play(p, i);
                    return false;
                }
                None => self.state.turn.autoplay = false,
            }
        }
        let t = &self.state.turn;
        if !(self.state.auto_end && t.bought && t.buys <= 0) {
            if self.auto_buys.seats & (1 << (p.index() % 64)) != 0 {
                if let Some(m) = self.auto_move(p) {
                    // As the bot's answer would be: no decision is left pending.
                    match m {
                        Move::Buy(k) => self.buy(p, k),
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
                    && r.left.is_none_or(|l| self.end_pile_left() <= l as usize)
                    && self.can_buy(r.card)
            })
            .map(|r| r.card)
    }

    /// The fewest cards left on a pile that ends the game.
    pub fn end_pile_left(&self) -> usize {
        (self.db.basic.end_piles.iter())
            .filter_map(|&k| self.state.pile_of[k.index()])
            .map(|p| self.state.supply[p as usize].cards.len())
            .min()
            .unwrap_or(usize::MAX)
    }

    /// The move an auto-buying seat makes now (see [`Game::auto_buy`]): none (ask the
    /// bot) while a Treasure in hand may still be played, or past the last turn.
    #[inline]
    fn auto_move(&self, p: PlayerId) -> Option<Move> {
        let t = &self.state.turn;
        if t.number > self.auto_buys.until
            || (!t.bought
                && (self.state.players[p.index()].hand.iter())
                    .any(|&i| self.has_type(i, self.db.roles.treasure)))
        {
            return None;
        }
        if t.buys > 0 {
            if let Some(k) = self.buy_by_rules(&self.db.bots.big_money) {
                return Some(Move::Buy(k));
            }
        }
        Some(Move::EndPhase)
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
            self.start_autoplay_inline(p);
        }
        self.state.stack.is_empty() && self.state.pending.is_none()
    }

    fn start_turn(&mut self) {
        let t = &mut self.state.turn;
        let p = t.player;
        t.number += 1;
        t.phase = Phase::Action;
        if !t.extra {
            self.state.players[p.index()].turns += 1;
        }
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
        let mut frames = std::mem::take(&mut self.collected);
        let mut i = 0;
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
        while let Some(f) = self.staged.pop() {
            self.state.stack.push(f);
        }
    }

    /// Clean-up, first part: discard the hand, then the cards in play, except those a
    /// pending Duration keeps. Cards another player played during this turn (Guard Dog)
    /// are discarded now too.
    #[inline(always)]
    fn cleanup(&mut self) {
        let p = self.state.turn.player;
        let pi = p.index();
        self.state.turn.phase = Phase::CleanupDraw;
        if self.listening_to_discards && self.listened(EventKind::DiscardFromPlay) {
            self.cleanup_one_by_one(pi);
            return;
        }
        if !self.state.delayed.is_empty() {
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
        let mut keep = self.buffer();
        self.kept_in_play(&mut keep);
        for (q, pl) in self.state.players.iter_mut().enumerate() {
            if q == pi {
                transfer(&mut pl.hand, &mut pl.discard);
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
                self.move_to(c, dq);
                if self.state.players[q].play.get(at) == Some(&c) {
                    at += 1;
                }
                let ev = EventCtx::default();
                self.fire(EventKind::DiscardFromPlay, PlayerId::from_index(q), c, ev);
            }
        }
        // The abilities staged first run first.
        while let Some(f) = self.staged.pop() {
            self.state.stack.push(f);
        }
    }

    /// Clean-up, second part: "this turn" ends, the next hand is drawn, the game may end,
    /// and the next turn is made ready.
    #[inline(always)]
    fn cleanup_draw(&mut self) {
        let p = self.state.turn.player;
        let pi = p.index();
        if !self.state.lasting.is_empty() {
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
        self.draw_inline(p, n as usize);
        if self.game_ended() {
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
        let t = &mut self.state.turn;
        t.previous = Some(p);
        let next = if self.state.extra_turns.is_empty() {
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
        let s = &self.state;
        let empty = |p: &u8| {
            s.supply
                .get(*p as usize)
                .is_some_and(|p| p.cards.is_empty())
        };
        // A plain count (this runs at every turn's end); with no empty pile, no pile
        // that ends the game is empty either.
        let mut n = 0;
        for p in &s.supply {
            n += p.cards.is_empty() as usize;
        }
        if n > 0 && self.end_piles.iter().any(empty) {
            return true;
        }
        n >= self.empty_limit
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
        let key = |p: usize| (scores[p], -(self.state.players[p].turns as i64));
        let best = (0..scores.len()).map(key).max().unwrap_or((0, 0));
        out.extend(
            (0..scores.len())
                .filter(|&p| key(p) == best)
                .map(PlayerId::from_index),
        );
    }

    pub(crate) fn step_play(&mut self, top: usize) {
        let Frame::Play(f) = &mut self.state.stack[top] else {
            return;
        };
        if f.done >= f.times {
            self.state.stack.pop();
            return;
        }
        f.done += 1;
        let (p, card, again) = (f.player, f.card, f.done > 1);
        // What a Duration set up by this play keeps in play: the card, and the card that
        // played it several times (Throne Room), not the cards that played that one
        // (seed 001, Durations: "die verursachende Karte").
        let chain_by = f.chain.first().copied().filter(|_| f.times > 1);
        let kind = self.kind(card);
        self.log(|| Event::Play {
            player: p,
            card: kind,
            again,
        });
        self.state.turn.plays.push((p, kind));
        let def = self.db.card(kind);
        let attack = if def.types.has(self.db.roles.attack) {
            self.state.attacks += 1;
            self.state.attacks
        } else {
            0
        };
        let on_play = def.on_play;
        if attack != 0 {
            // Reactions to the Attack come first, in a window that stays open while any
            // player has an unused reaction (a Moat that Guard Dog just drew, say).
            let r = super::state::ReactFrame {
                player: p,
                card,
                attack,
                used: vec![],
            };
            self.staged.push(Frame::React(r));
        } else {
            self.fire(EventKind::Play, p, card, EventCtx::default());
        }
        if let Some(pc) = on_play {
            // `this` is the card where it was put into play: once it left play (an Island
            // on its mat), a later play of it by Throne Room cannot move it again.
            let this = Some((
                card,
                Loc {
                    zone: Zone::Play,
                    owner: p.0,
                },
            ));
            let chain = [card, chain_by.unwrap_or(card)];
            let chain = &chain[..1 + chain_by.is_some() as usize];
            let mut f = self.new_prog_it((pc, kind, this, p), None, EventCtx::default(), chain);
            if let Frame::Prog(pr) = &mut f {
                pr.attack = attack;
            }
            self.staged.push(f);
        }
    }

    pub(crate) fn step_buy(&mut self, top: usize) {
        let Frame::Buy(f) = &mut self.state.stack[top] else {
            return;
        };
        let (p, pile) = (f.player, f.pile);
        match f.step {
            0 => {
                f.step = 1;
                let kind = self.state.supply[pile as usize].card;
                self.log(|| Event::Buy(p, kind));
                if let Some(&top_card) = self.state.supply[pile as usize].cards.last() {
                    let ev = EventCtx {
                        bought: true,
                        pile: Some(pile),
                        ..EventCtx::default()
                    };
                    self.fire(EventKind::Buy, p, top_card, ev);
                }
            }
            1 => {
                f.step = 2;
                let g = GainFrame {
                    player: p,
                    pile,
                    card: None,
                    to: Dest::Discard,
                    bought: true,
                    step: 0,
                    cancelled: false,
                    inst: None,
                };
                self.staged.push(Frame::Gain(g));
            }
            _ => {
                self.state.stack.pop();
            }
        }
    }

    /// A gain, one step at a time: its would-gain abilities, then the gain itself (and its
    /// gain abilities), then the ability that made it learns of the card gained.
    pub(crate) fn step_gain(&mut self, top: usize) {
        let Frame::Gain(f) = &mut self.state.stack[top] else {
            return;
        };
        let (p, pile, bought, card) = (f.player, f.pile, f.bought, f.card);
        let ev = EventCtx {
            bought,
            pile: if card.is_some() { None } else { Some(pile) },
            gain_frame: Some(top as u32),
            attack: 0,
            actor: p,
            gains: 0,
        };
        match f.step {
            0 => {
                f.step = 1;
                match self.to_be_gained(pile, card) {
                    Some(c) => self.fire(EventKind::WouldGain, p, c, ev),
                    None => {
                        if let Frame::Gain(f) = &mut self.state.stack[top] {
                            f.step = 3;
                        }
                    }
                }
            }
            1 => {
                f.step = 2;
                self.gain_now(top, ev);
            }
            _ => {
                let inst = f.inst;
                self.state.stack.pop();
                if let (Some(r), Some(Frame::Prog(below))) = (inst, self.state.stack.last_mut()) {
                    below.did = true;
                    below.vars.gained.push(r);
                }
            }
        }
    }

    /// The card a gain gains: the top of its pile, or a given card (`gain the trashed
    /// cards`).
    fn to_be_gained(&self, pile: u8, card: Option<Inst>) -> Option<Inst> {
        match card {
            Some(c) => Some(c),
            None => self.state.supply[pile as usize].cards.last().copied(),
        }
    }

    /// The gain of the frame at `top` happens, unless an `instead` cancelled it or there
    /// is nothing left to gain: the card goes where it is gained to, and the gain
    /// abilities fire (`ev` as for its would-gain abilities).
    fn gain_now(&mut self, top: usize, ev: EventCtx) {
        let Frame::Gain(f) = &self.state.stack[top] else {
            return;
        };
        let (p, pile, card, to, cancelled) = (f.player, f.pile, f.card, f.to, f.cancelled);
        let kind = match card {
            Some(c) => self.kind(c),
            None => self.state.supply[pile as usize].card,
        };
        let top_now = self.to_be_gained(pile, card);
        let Frame::Gain(f) = &mut self.state.stack[top] else {
            return;
        };
        if cancelled {
            f.step = 3;
            self.log(|| Event::Cancelled(p, kind));
            return;
        }
        let Some(c) = top_now else {
            f.step = 3;
            return;
        };
        let to = if self.gained_to && to == Dest::Discard {
            gained_dest(&self.db, kind)
        } else {
            to
        };
        let zone = gained_zone(to);
        let loc = Loc {
            zone,
            owner: if zone == Zone::Trash { 0 } else { p.0 },
        };
        f.inst = Some((c, loc));
        self.move_to(c, loc);
        self.log(|| Event::Gain(p, kind, Self::place_of(loc)));
        let mut gains = 0;
        if p == self.state.turn.player {
            let in_buy = self.state.turn.phase == Phase::Buy;
            self.state.turn.gains.push((kind, in_buy));
            gains = self.state.turn.gains.len() as u16;
        }
        let ev = EventCtx {
            gain_frame: None,
            gains,
            ..ev
        };
        self.fire(EventKind::Gain, p, c, ev);
    }

    /// Lasting rules of a kind in force (for display).
    pub fn lasting_rules(&self) -> impl Iterator<Item = &LastingRule> {
        self.state
            .lasting
            .iter()
            .map(|a| &self.db.lastings[a.def].rule)
    }
}

/// Where a card goes when gained by default: the discard pile, unless its own rules say
/// otherwise (`this is gained onto your deck`).
fn gained_dest(db: &crate::db::Db, kind: crate::db::CardId) -> Dest {
    (db.card(kind).statics.iter())
        .find_map(|s| match s.rule {
            crate::db::StaticRule::GainedTo(d) => Some(d),
            _ => None,
        })
        .unwrap_or(Dest::Discard)
}

/// The zone a gained card goes to, for a gain's destination.
fn gained_zone(to: Dest) -> Zone {
    match to {
        Dest::Hand => Zone::Hand,
        Dest::Deck | Dest::Back | Dest::DeckAnyOrder | Dest::BackAnyOrder | Dest::Anywhere => {
            Zone::Deck
        }
        Dest::SetAside => Zone::SetAside,
        Dest::Mat(m) => Zone::Mat(m.index() as u8),
        Dest::Trash => Zone::Trash,
        Dest::Discard | Dest::Supply => Zone::Discard,
    }
}

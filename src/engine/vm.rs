//! The interpreter: runs one instruction of the topmost frame at a time. An instruction
//! that needs a player's answer leaves a pending decision and runs again once answered;
//! one that starts sub-work (a gain, a play) stages frames that run before it goes on.

use super::decision::{Choice, DecisionKind};
use super::event::Event;
use super::query::Ctx;
use super::state::{CardRef, Delayed, EventCtx, Frame, Inst, Loc, Prog, Vars, When, Zone};
use super::{EngineError, Game};
use crate::ast::Verb;
use crate::db::{CardId, Dest, Idx, Op, Ref, Source};

/// What an instruction asks of the interpreter next.
pub(super) enum Flow {
    Next,
    Jump(u32),
    Stay,
    Done,
}

fn cx(p: &Prog) -> Ctx<'_> {
    Ctx::prog(p)
}

impl Game {
    /// Push a new ability frame.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn new_prog(
        &self,
        pc: u32,
        card: CardId,
        this: Option<CardRef>,
        owner: u8,
        vars: Vars,
        event: EventCtx,
        chain: Vec<Inst>,
    ) -> Frame {
        Frame::Prog(Box::new(Prog {
            pc,
            card,
            this,
            owner,
            you: owner,
            did: false,
            choice: 0,
            chosen: 0,
            step: 0,
            n: 0,
            attack: 0,
            lasting: false,
            vars,
            loops: vec![],
            chain,
            event,
            guard: false,
            announce: false,
            once: None,
            shown: vec![],
        }))
    }

    /// Run one step of the topmost frame, then push what it staged.
    #[inline(never)]
    pub(crate) fn step(&mut self) -> Result<(), EngineError> {
        let top = self.state.stack.len() - 1;
        match self.state.stack[top] {
            Frame::Prog(_) => self.step_prog(),
            Frame::Gain(_) => self.step_gain(top),
            Frame::Buy(_) => self.step_buy(top),
            Frame::Play(_) => self.step_play(top),
            Frame::Order(_) => self.step_order(top),
            Frame::React(_) => self.step_react(top),
        }
        while let Some(f) = self.staged.pop() {
            self.state.stack.push(f);
        }
        // The last running work is done: the invariants hold again.
        if self.invariants && self.state.stack.is_empty() {
            self.check_invariants()?;
        }
        Ok(())
    }

    fn step_prog(&mut self) {
        let Some(Frame::Prog(mut p)) = self.state.stack.pop() else {
            return;
        };
        if p.announce {
            p.announce = false;
            if self.state.logging {
                // The line that starts a delayed effect is caused by nothing running.
                let e = Event::Delayed(p.owner, p.card);
                self.state.log.push(e.into());
            }
        }
        if let Some(id) = p.once {
            if !self.state.lasting.iter().any(|a| a.id == id) {
                return;
            }
        }
        if p.guard {
            p.guard = false;
            if p.this
                .is_some_and(|(i, loc)| self.state.locs[i as usize] != loc)
            {
                return;
            }
        }
        let op = self
            .db
            .code
            .get(p.pc as usize)
            .copied()
            .unwrap_or(Op::Return);
        let logging = self.state.logging;
        if logging {
            self.running = Some(super::event::Cause {
                card: p.card,
                owner: p.owner,
            });
        }
        let flow = self.exec(op, &mut p);
        if logging {
            self.running = None;
        }
        match flow {
            Flow::Next => {
                p.pc += 1;
                self.state.stack.push(Frame::Prog(p));
            }
            Flow::Jump(t) => {
                p.pc = t;
                self.state.stack.push(Frame::Prog(p));
            }
            Flow::Stay => self.state.stack.push(Frame::Prog(p)),
            Flow::Done => {
                if let (Some(id), true) = (p.once, p.did) {
                    self.state.lasting.retain(|a| a.id != id);
                }
                self.finish_prog(&p)
            }
        }
    }

    /// Cards an ability revealed or looked at and left alone go back onto the deck. An
    /// ability that replaced a gain (`gain a Silver instead`) hands the card it gained to
    /// the cancelled gain: the effect that was gaining sees the card actually gained.
    fn finish_prog(&mut self, p: &Prog) {
        self.last_ability = Some(p.card);
        self.return_revealed(&p.shown);
        if let (Some(g), Some(&got)) = (p.event.gain_frame, p.vars.gained.last()) {
            if let Some(Frame::Gain(gf)) = self.state.stack.get_mut(g as usize) {
                if gf.cancelled && gf.inst.is_none() {
                    gf.inst = Some(got);
                }
            }
        }
    }

    /// Pick cards among options: the answer if there is one, the only distinct answer if
    /// there is one, otherwise ask (and return `None`).
    #[allow(clippy::too_many_arguments)]
    pub(super) fn pick(
        &mut self,
        p: &Prog,
        who: u8,
        verb: Verb,
        to: Dest,
        options: Vec<Inst>,
        min: usize,
        max: usize,
        optional: bool,
    ) -> Option<Vec<Inst>> {
        if let Some(Choice::Cards(c)) = self.state.answer.take() {
            return Some(c);
        }
        let max = max.min(options.len());
        let min = min.min(max);
        if max == 0 {
            return Some(vec![]);
        }
        let first = self.kind(options[0]);
        let same = || options.iter().all(|&o| self.kind(o) == first);
        // Onto the deck in any order: the order is the player's, unless all are the same.
        let ordered = matches!(to, Dest::DeckAnyOrder | Dest::BackAnyOrder) && max > 1 && !same();
        if !optional && !ordered && min == max && (max == options.len() || same()) {
            let mut options = options;
            options.truncate(max);
            return Some(options);
        }
        let kind = DecisionKind::Cards {
            verb,
            to,
            options,
            min: min as u8,
            max: max as u8,
            optional: optional && min > 0,
        };
        self.ask_for(who, p.you, Some(p.card), kind);
        None
    }

    /// The location a destination means for player `you`.
    pub(crate) fn dest_loc(&self, to: Dest, you: u8, card: Inst) -> Option<Loc> {
        let zone = match to {
            Dest::Discard => Zone::Discard,
            Dest::Hand => Zone::Hand,
            Dest::Deck | Dest::Back | Dest::DeckAnyOrder | Dest::BackAnyOrder | Dest::Anywhere => {
                Zone::Deck
            }
            Dest::Mat(m) => Zone::Mat(m as u8),
            Dest::SetAside => Zone::SetAside,
            Dest::Trash => {
                return Some(Loc {
                    zone: Zone::Trash,
                    owner: 0,
                })
            }
            Dest::Supply => {
                let pile = self.state.pile_of[self.kind(card) as usize]?;
                return Some(Loc {
                    zone: Zone::Supply,
                    owner: pile,
                });
            }
        };
        Some(Loc { zone, owner: you })
    }

    /// Cards a selection may take from a zone of `you`.
    pub(super) fn options(&self, from: Source, filter: u16, p: &Prog) -> Vec<Inst> {
        let pl = &self.state.players[p.you as usize];
        let zone: &[Inst] = match from {
            Source::Hand => &pl.hand,
            Source::DiscardPile => &pl.discard,
            Source::InPlay => &pl.play,
            Source::Mat(m) => &pl.mats[m as usize],
            Source::Deck => &pl.deck,
            Source::Trash => &self.state.trash,
            Source::Supply => {
                let c = cx(p);
                return self
                    .state
                    .supply
                    .iter()
                    .filter_map(|pile| pile.cards.last().copied())
                    .filter(|&i| self.matches(filter, self.kind(i), &c))
                    .collect();
            }
            Source::DeckTop | Source::DeckBottom | Source::Ref(_) => &[],
        };
        let c = cx(p);
        zone.iter()
            .copied()
            .filter(|&i| self.matches(filter, self.kind(i), &c))
            .collect()
    }

    /// A card already in play, or whose play has not finished, cannot be played (again)
    /// meanwhile: leave those out.
    pub(crate) fn not_being_played(&self, cards: &mut Vec<Inst>) {
        if cards.is_empty() {
            return;
        }
        let playing = |c: Inst| {
            self.state.locs[c as usize].zone == Zone::Play
                || self
                    .state
                    .stack
                    .iter()
                    .any(|f| matches!(f, Frame::Play(pf) if pf.card == c))
        };
        cards.retain(|&c| !playing(c));
    }

    /// Referred cards still where they were, matching a filter.
    pub(super) fn live_refs(&self, r: Ref, filter: u16, p: &Prog) -> Vec<Inst> {
        let c = cx(p);
        self.refs(r, &c)
            .into_iter()
            .filter(|&(i, loc)| {
                self.state.locs[i as usize] == loc && self.matches(filter, self.kind(i), &c)
            })
            .map(|(i, _)| i)
            .collect()
    }

    fn exec(&mut self, op: Op, p: &mut Prog) -> Flow {
        let you = p.you;
        match op {
            Op::Plus(res, a) => {
                let n = self.amount(a, &cx(p));
                let before = self.state.players[you as usize].hand.len();
                self.bonus(you, res, n);
                if self.db.tracks_drawn && res == crate::ast::Resource::Cards {
                    self.note_drawn(p, before);
                }
                Flow::Next
            }
            Op::Draw(a) => {
                let n = self.amount(a, &cx(p));
                let before = self.state.players[you as usize].hand.len();
                self.draw(you, n.max(0) as usize);
                if self.db.tracks_drawn {
                    self.note_drawn(p, before);
                }
                Flow::Next
            }
            Op::DrawUntil(n) => {
                let before = self.state.players[you as usize].hand.len();
                while self.state.players[you as usize].hand.len() < n as usize {
                    if self.draw(you, 1) == 0 {
                        break;
                    }
                }
                if self.db.tracks_drawn {
                    self.note_drawn(p, before);
                }
                Flow::Next
            }
            Op::DrawUntilSkip(n, f) => self.op_draw_until_skip(p, n, f),
            Op::Gain {
                count,
                filter,
                to,
                optional,
                more,
                by_owner,
            } => self.op_gain(p, (count, filter, to), (optional, by_owner), more),
            Op::Move {
                verb,
                sel,
                to,
                optional,
                more,
            } => self.op_move(p, (verb, sel, to), optional, more),
            Op::RevealUntil(f, n) => self.op_reveal_until(p, f, n),
            Op::Play {
                sel,
                times,
                optional,
            } => self.op_play(p, sel, times, optional),
            Op::NameCard => self.op_name_card(p),
            Op::Exchange(r, f) => self.op_exchange(p, r, f),
            Op::AskMay => match self.state.answer.take() {
                Some(Choice::Yes(b)) => {
                    p.did = b;
                    Flow::Next
                }
                // Both answers lead to the same game: not asked, nothing done.
                _ if self.may_is_moot(p) => {
                    p.did = false;
                    Flow::Next
                }
                _ => {
                    self.ask(you, Some(p.card), DecisionKind::YesNo);
                    Flow::Stay
                }
            },
            Op::JumpIfNot(c, t) => {
                if self.cond(c, &cx(p)) {
                    Flow::Next
                } else {
                    Flow::Jump(t)
                }
            }
            Op::Jump(t) => Flow::Jump(t),
            Op::AskOrder(split) if self.state.answer.is_none() && self.order_is_moot(p, split) => {
                p.choice = 0;
                Flow::Next
            }
            Op::AskChoice(n, _) if self.state.answer.is_none() && self.choice_is_moot(p, n) => {
                p.choice = 0;
                Flow::Next
            }
            Op::AskChoice(..) | Op::AskOrder(_) => match self.state.answer.take() {
                Some(Choice::Index(i)) => {
                    p.choice = i;
                    Flow::Next
                }
                _ => {
                    let (kind, who) = match op {
                        // `you choose one`: the owner answers for the block's player.
                        Op::AskChoice(n, true) => (DecisionKind::ChooseOne { n }, p.owner),
                        Op::AskChoice(n, false) => (DecisionKind::ChooseOne { n }, you),
                        _ => (DecisionKind::Order, you),
                    };
                    self.ask_for(who, you, Some(p.card), kind);
                    Flow::Stay
                }
            },
            Op::AskSome(n, a, by_owner) => self.op_ask_some(p, n, a, by_owner),
            Op::JumpIfNotChosen(i, t) => {
                if p.chosen & (1 << i) != 0 {
                    Flow::Next
                } else {
                    Flow::Jump(t)
                }
            }
            Op::JumpIfChoiceNot(i, t) => {
                if p.choice == i {
                    Flow::Next
                } else {
                    Flow::Jump(t)
                }
            }
            Op::ForBegin(who, end) => self.op_for_begin(p, who, end),
            Op::ForNext(body) => self.op_for_next(p, body),
            Op::Pass(such) => self.op_pass(p, such),
            Op::NextTurn(pc) | Op::EndOfBuyPhase(pc) => self.op_delayed(p, op, pc),
            Op::Lasting(l) => self.op_lasting(p, l),
            Op::ExtraTurn => self.op_extra_turn(p),
            Op::NextHandSize(n) => {
                self.state.players[p.owner as usize].next_hand = Some(n);
                Flow::Next
            }
            Op::Unaffected => {
                if !self.state.unaffected.contains(&(you, p.event.attack)) {
                    self.state.unaffected.push((you, p.event.attack));
                }
                self.log(|| Event::Unaffected(you));
                Flow::Next
            }
            Op::Cancel => {
                if let Some(g) = p.event.gain_frame {
                    if let Some(Frame::Gain(gf)) = self.state.stack.get_mut(g as usize) {
                        gf.cancelled = true;
                    }
                }
                Flow::Next
            }
            Op::PutTokens(t, f) => {
                for i in 0..self.state.supply.len() {
                    if self.matches(f, self.state.supply[i].card, &cx(p)) {
                        self.state.supply[i].tokens.push(t);
                    }
                }
                Flow::Next
            }
            Op::MoveToken(t, m) => self.op_move_token(p, t, m),
            Op::PutTokenOnMat(t, m) => self.op_token_on_mat(p, t, m),
            Op::PutTokenOnPile(t, f) => self.op_token_on_pile(p, t, f),
            Op::Return => Flow::Done,
        }
    }

    /// `name a card`.
    fn op_name_card(&mut self, p: &mut Prog) -> Flow {
        let you = p.you;
        if let Some(Choice::Kind(Some(k))) = self.state.answer.take() {
            p.vars.named = Some(k);
            p.did = true;
            self.log(|| Event::Name(you, k));
            return Flow::Next;
        }
        let options = (0..self.db.cards.len() as CardId).collect();
        self.ask(you, Some(p.card), DecisionKind::NameCard { options });
        Flow::Stay
    }

    /// The end of one player's turn in a player block: the next player, or after the block.
    fn op_for_next(&mut self, p: &mut Prog, body: u32) -> Flow {
        match self.end_iteration(p) {
            Some(l) if !l.rest.is_empty() => {
                p.you = l.rest.remove(0);
                Flow::Jump(body)
            }
            Some(l) => {
                let mut gathered = std::mem::take(&mut l.gathered);
                p.you = l.saved;
                p.loops.pop();
                // After the block, `the trashed cards` are those its players
                // trashed, and so on (if they trashed any: else they stay).
                for (v, all) in p
                    .vars
                    .gathered_mut()
                    .into_iter()
                    .zip(gathered.gathered_mut())
                {
                    if !all.is_empty() {
                        *v = std::mem::take(all);
                    }
                }
                Flow::Next
            }
            None => Flow::Next,
        }
    }

    /// Register a delayed effect (at the start of the next turn, at the end of this buy phase).
    fn op_delayed(&mut self, p: &mut Prog, op: Op, pc: u32) -> Flow {
        let (when, keep) = match op {
            Op::NextTurn(_) => (When::NextTurn, p.chain.clone()),
            _ => (When::EndOfBuyPhase, vec![]),
        };
        self.state.delayed.push(Delayed {
            when,
            owner: p.owner,
            pc: Some(pc),
            card: p.card,
            this: p.this,
            vars: p.vars.clone(),
            keep,
        });
        Flow::Next
    }

    /// `take an extra turn after this one`.
    fn op_extra_turn(&mut self, p: &mut Prog) -> Flow {
        self.state.extra_turns.push(p.owner);
        self.state.delayed.push(Delayed {
            when: When::NextTurn,
            owner: p.owner,
            pc: None,
            card: p.card,
            this: p.this,
            vars: Vars::default(),
            keep: p.chain.clone(),
        });
        let o = p.owner;
        self.log(|| Event::ExtraTurn(o));
        Flow::Next
    }

    /// `move the <token> token from its pile to the <mat> mat`.
    fn op_move_token(&mut self, p: &mut Prog, t: Idx, m: Idx) -> Flow {
        let you = p.you;
        if let Some(pile) = p.event.pile {
            let tokens = &mut self.state.supply[pile as usize].tokens;
            if let Some(at) = tokens.iter().position(|&x| x == t) {
                tokens.remove(at);
                self.state.mat_tokens[m as usize] += 1;
                self.log(|| Event::Token(you, m as u8));
            }
        }
        Flow::Next
    }

    /// `put a <token> token on your <mat> mat` (the shared mat, if it is shared).
    fn op_token_on_mat(&mut self, p: &mut Prog, token: Idx, m: Idx) -> Flow {
        let you = p.you;
        if self.db.mats[m as usize].shared {
            self.state.mat_tokens[m as usize] += 1;
        } else {
            let t = &mut self.state.players[you as usize].mat_tokens;
            if t.len() <= m as usize {
                t.resize(m as usize + 1, 0);
            }
            t[m as usize] += 1;
        }
        let t = token as u8;
        let m = m as u8;
        if self.db.mats[m as usize].shared {
            self.log(|| Event::Token(you, m));
        } else {
            self.log(|| Event::OwnToken(you, t, m));
        }
        Flow::Next
    }
}

//! The interpreter: runs one instruction of the topmost frame at a time. An instruction
//! that needs a player's answer leaves a pending decision and runs again once answered;
//! one that starts sub-work (a gain, a play) stages frames that run before it goes on.

use super::decision::{Choice, DecisionKind};
use super::event::Event;
use super::query::Ctx;
use super::state::{
    CardRef, Delayed, EventCtx, Frame, GainFrame, Inst, Loc, Loop, PlayFrame, Prog, Vars, When,
    Zone,
};
use super::{EngineError, Game};
use crate::ast::{Players, Qty, Verb};
use crate::db::{CardId, Dest, Op, Ref, Source};

/// What an instruction asks of the interpreter next.
enum Flow {
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
            let (o, k) = (p.owner, p.card);
            self.log(|| Event::Delayed(o, k));
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
        match self.exec(op, &mut p) {
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
    fn pick(
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
    fn options(&self, from: Source, filter: u16, p: &Prog) -> Vec<Inst> {
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
    fn live_refs(&self, r: Ref, filter: u16, p: &Prog) -> Vec<Inst> {
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
            Op::DrawUntilSkip(n, f) => {
                // The card drawn last, answered: set aside if chosen.
                if let Some(Choice::Cards(c)) = self.state.answer.take() {
                    let aside = Verb::SetAside { face_down: false };
                    self.apply(p, aside, Dest::SetAside, c, true);
                }
                while self.state.players[you as usize].hand.len() < n as usize {
                    if self.draw(you, 1) == 0 {
                        break;
                    }
                    let Some(&card) = self.state.players[you as usize].hand.last() else {
                        break;
                    };
                    if self.matches(f, self.kind(card), &cx(p)) {
                        let kind = DecisionKind::Cards {
                            verb: Verb::SetAside { face_down: false },
                            to: Dest::SetAside,
                            options: vec![card],
                            min: 0,
                            max: 1,
                            optional: false,
                        };
                        self.ask(you, Some(p.card), kind);
                        return Flow::Stay;
                    }
                }
                Flow::Next
            }
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
            } => {
                if to == Dest::Anywhere && p.step == 1 {
                    return self.put_anywhere(p);
                }
                let s = self.db.sels[sel as usize];
                let qty = self.qty_now(&s, &cx(p));
                let chosen = match s.from {
                    Source::DeckTop => {
                        let k = match s.qty {
                            Qty::Exactly(k) | Qty::UpTo(k) => k as usize,
                            Qty::AnyNumber | Qty::All | Qty::DownTo(_) => {
                                self.state.players[you as usize].deck.len()
                            }
                        };
                        let mut v = vec![];
                        for _ in 0..k {
                            match self.take_top(you) {
                                Some(c) => {
                                    self.move_to(
                                        c,
                                        Loc {
                                            zone: Zone::Revealed,
                                            owner: you,
                                        },
                                    );
                                    p.shown.push(c);
                                    v.push(c)
                                }
                                None => break,
                            }
                        }
                        v
                    }
                    // The bottom cards stay where they are (seen, not moved).
                    Source::DeckBottom => {
                        let k = match s.qty {
                            Qty::Exactly(k) | Qty::UpTo(k) => k as usize,
                            _ => usize::MAX,
                        };
                        if self.state.players[you as usize].deck.is_empty() {
                            self.shuffle(you);
                        }
                        let deck = &self.state.players[you as usize].deck;
                        deck[..k.min(deck.len())].to_vec()
                    }
                    from => {
                        let mut opts = match from {
                            Source::Ref(r) => self.live_refs(r, s.filter, p),
                            _ => self.options(from, s.filter, p),
                        };
                        if verb == Verb::Return {
                            // Only a card with a Supply pile can be returned to it.
                            opts.retain(|&c| self.state.pile_of[self.kind(c) as usize].is_some());
                        }
                        let n = opts.len();
                        let (min, max) = match qty {
                            Qty::Exactly(k) => (k as usize, k as usize),
                            Qty::UpTo(k) => (0, k as usize),
                            Qty::AnyNumber => (0, n),
                            Qty::All => (n, n),
                            Qty::DownTo(k) => {
                                let over = n.saturating_sub(k as usize);
                                (over, over)
                            }
                        };
                        let who = if s.by_owner { p.owner } else { you };
                        match self.pick(p, who, verb, to, opts, min, max, optional) {
                            Some(c) => c,
                            None => return Flow::Stay,
                        }
                    }
                };
                // Done in full: exactly N cards for `N cards`, at least one otherwise; for
                // `this and a card ...`, every part.
                let full = match qty {
                    Qty::Exactly(k) => chosen.len() >= k as usize,
                    _ => !chosen.is_empty(),
                } && (s.per.is_none() || !chosen.is_empty());
                p.did = if more { p.did && full } else { full };
                if to == Dest::Anywhere && !chosen.is_empty() {
                    return self.ask_where(p, chosen);
                }
                self.apply(p, verb, to, chosen, more);
                Flow::Next
            }
            Op::RevealUntil(f, n) => {
                p.vars.revealed.clear();
                p.vars.it.clear();
                let loc = Loc {
                    zone: Zone::Revealed,
                    owner: you,
                };
                let mut kinds = vec![];
                p.did = false;
                while let Some(c) = self.take_top(you) {
                    self.move_to(c, loc);
                    p.shown.push(c);
                    p.vars.revealed.push((c, loc));
                    kinds.push(self.kind(c));
                    if self.matches(f, self.kind(c), &cx(p)) {
                        p.vars.it.push((c, loc));
                        if p.vars.it.len() >= n as usize {
                            p.did = true;
                            break;
                        }
                    }
                }
                self.log(|| Event::Reveal(you, kinds));
                Flow::Next
            }
            Op::Play {
                sel,
                times,
                optional,
            } => {
                let s = self.db.sels[sel as usize];
                let chosen = match s.from {
                    // `play it`, `play the revealed Treasure`: the card referred to.
                    Source::Ref(r) if s.qty == Qty::All => {
                        let mut v = self.live_refs(r, s.filter, p);
                        self.not_being_played(&mut v);
                        v.truncate(1);
                        v
                    }
                    // `play one of them`: the player picks among the cards referred to.
                    from => {
                        let mut opts = match from {
                            Source::Ref(r) => self.live_refs(r, s.filter, p),
                            _ => self.options(from, s.filter, p),
                        };
                        self.not_being_played(&mut opts);
                        if let Some(Choice::Cards(c)) = self.state.answer.take() {
                            c
                        } else if opts.is_empty() {
                            vec![]
                        } else if !optional
                            && opts.iter().all(|&o| self.kind(o) == self.kind(opts[0]))
                        {
                            vec![opts[0]]
                        } else {
                            let min = u8::from(!optional);
                            let who = if s.by_owner { p.owner } else { you };
                            let kind = DecisionKind::Play { options: opts, min };
                            self.ask_for(who, you, Some(p.card), kind);
                            return Flow::Stay;
                        }
                    }
                };
                p.did = !chosen.is_empty();
                if let Some(&c) = chosen.first() {
                    self.move_to(
                        c,
                        Loc {
                            zone: Zone::Play,
                            owner: you,
                        },
                    );
                    let chain = p.chain.clone();
                    self.staged.push(Frame::Play(PlayFrame {
                        player: you,
                        card: c,
                        times,
                        done: 0,
                        chain,
                    }));
                }
                Flow::Next
            }
            Op::NameCard => {
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
            Op::Exchange(r, f) => {
                p.did = false;
                for (c, loc) in self.refs(r, &cx(p)) {
                    if self.state.locs[c as usize] != loc {
                        continue;
                    }
                    let Some(own) = self.return_pile(c, &p.event) else {
                        continue;
                    };
                    let target =
                        self.state.supply.iter().position(|pl| {
                            !pl.cards.is_empty() && self.matches(f, pl.card, &cx(p))
                        });
                    let Some(t) = target else { continue };
                    let Some(new) = self.state.supply[t].cards.last().copied() else {
                        continue;
                    };
                    self.move_to(
                        c,
                        Loc {
                            zone: Zone::Supply,
                            owner: own,
                        },
                    );
                    // The card taken in exchange goes to the discard pile, wherever the
                    // exchanged one was (seed 000, Trader note).
                    self.move_to(
                        new,
                        Loc {
                            zone: Zone::Discard,
                            owner: you,
                        },
                    );
                    p.did = true;
                    let (a, b) = (self.kind(c), self.kind(new));
                    self.log(|| Event::Exchange(you, a, b));
                }
                Flow::Next
            }
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
            Op::AskSome(n, a, by_owner) => {
                match self.state.answer.take() {
                    Some(Choice::Index(i)) => p.chosen |= 1 << i,
                    _ => p.chosen = 0,
                }
                let k = self.amount(a, &cx(p)).clamp(0, i32::from(n)) as u32;
                if p.chosen.count_ones() >= k {
                    return Flow::Next;
                }
                let kind = DecisionKind::ChooseSome { n, taken: p.chosen };
                let who = if by_owner { p.owner } else { you };
                self.ask_for(who, you, Some(p.card), kind);
                Flow::Stay
            }
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
            Op::ForBegin(who, end) => {
                let n = self.state.players.len() as u8;
                let mut targets: Vec<u8> = match who {
                    Players::EachOther => (1..n).map(|k| (you + k) % n).collect(),
                    Players::Each => (0..n).map(|k| (you + k) % n).collect(),
                    Players::Left => vec![(you + 1) % n],
                    Players::Right => vec![(you + n - 1) % n],
                    Players::Actor => vec![p.event.actor],
                };
                if p.attack != 0 {
                    // A lasting rule's ability spares only whoever was unaffected when
                    // its Attack was played; protection gained since does not count.
                    let immune_now = |g: &Self, t: u8| !p.lasting && g.immune(t);
                    let immune: Vec<u8> = targets
                        .iter()
                        .copied()
                        .filter(|&t| {
                            t != p.owner
                                && !self.state.unaffected.contains(&(t, p.attack))
                                && immune_now(self, t)
                        })
                        .collect();
                    for &t in &immune {
                        self.log(|| Event::Unaffected(t));
                    }
                    targets.retain(|&t| {
                        t == p.owner
                            || (!self.state.unaffected.contains(&(t, p.attack))
                                && !immune_now(self, t))
                    });
                }
                if targets.is_empty() {
                    // Nobody handled any card in the block: the references stay.
                    return Flow::Jump(end);
                }
                let first = targets.remove(0);
                p.loops.push(Loop {
                    saved: you,
                    rest: targets,
                    outer: p.vars.clone(),
                    gathered: Vars::default(),
                    shown: p.shown.len(),
                });
                p.you = first;
                Flow::Next
            }
            Op::ForNext(body) => match self.end_iteration(p) {
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
            },
            Op::Pass(such) => {
                let n = self.state.players.len() as u8;
                let cards: Vec<(Inst, u8)> = (p.vars.set_aside.iter())
                    .filter(|&&(c, loc)| self.state.locs[c as usize] == loc)
                    .map(|&(c, loc)| (c, loc.owner))
                    .collect();
                let passing = |q: u8| cards.iter().any(|&(_, o)| o == q);
                for &(c, from) in &cards {
                    let mut to = (from + 1) % n;
                    while such && to != from && !passing(to) {
                        to = (to + 1) % n;
                    }
                    let hand = Loc {
                        zone: Zone::Hand,
                        owner: to,
                    };
                    self.move_to(c, hand);
                    let k = self.kind(c);
                    self.log(|| Event::Pass(from, to, k));
                }
                p.vars.set_aside.clear();
                Flow::Next
            }
            Op::NextTurn(pc) | Op::EndOfBuyPhase(pc) => {
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
            Op::Lasting(l) => {
                let tie = match self.db.lastings[l as usize].tie {
                    // Tied to a card: only while it is still where it was set aside.
                    Some(r) => {
                        let c = cx(p);
                        let held = self.refs(r, &c).into_iter().find(|&(i, loc)| {
                            loc.zone == Zone::SetAside && self.state.locs[i as usize] == loc
                        });
                        match held {
                            Some(t) => Some(t),
                            None => return Flow::Next,
                        }
                    }
                    None => None,
                };
                if p.attack != 0 && !p.lasting {
                    // Whoever is unaffected by this Attack now stays unaffected by its
                    // lasting part (Lighthouse, whatever happens to it later).
                    let n = self.state.players.len() as u8;
                    for t in (0..n).filter(|&t| t != p.owner) {
                        if !self.state.unaffected.contains(&(t, p.attack)) && self.immune(t) {
                            self.state.unaffected.push((t, p.attack));
                        }
                    }
                }
                self.state.lasting_ids += 1;
                self.state.lasting.push(super::state::Active {
                    id: self.state.lasting_ids,
                    def: l,
                    owner: you,
                    card: p.card,
                    this: p.this,
                    vars: p.vars.clone(),
                    attack: p.attack,
                    tie,
                });
                Flow::Next
            }
            Op::ExtraTurn => {
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
            Op::MoveToken(t, m) => {
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
            Op::PutTokenOnMat(_, m) => {
                if self.db.mats[m as usize].shared {
                    self.state.mat_tokens[m as usize] += 1;
                } else {
                    let t = &mut self.state.players[you as usize].mat_tokens;
                    if t.len() <= m as usize {
                        t.resize(m as usize + 1, 0);
                    }
                    t[m as usize] += 1;
                }
                self.log(|| Event::Token(you, m as u8));
                Flow::Next
            }
            Op::PutTokenOnPile(t, f) => {
                let options: Vec<CardId> = (self.state.supply.iter())
                    .filter(|pl| self.matches(f, pl.card, &cx(p)))
                    .map(|pl| pl.card)
                    .collect();
                let chosen = match self.state.answer.take() {
                    Some(Choice::Kind(k)) => k,
                    _ if options.len() <= 1 => options.first().copied(),
                    _ => {
                        self.ask(you, Some(p.card), DecisionKind::Pile { options });
                        return Flow::Stay;
                    }
                };
                if let Some(pile) = chosen.and_then(|k| self.state.pile_of[k as usize]) {
                    self.state.supply[pile as usize].tokens.push(t);
                    let k = chosen.unwrap_or(0);
                    self.log(|| Event::PileToken(you, k));
                }
                Flow::Next
            }
            Op::Return => Flow::Done,
        }
    }

    /// `the drawn cards`: the cards that came into the hand since it held `before`.
    fn note_drawn(&self, p: &mut Prog, before: usize) {
        let loc = Loc {
            zone: Zone::Hand,
            owner: p.you,
        };
        let hand = &self.state.players[p.you as usize].hand;
        p.vars.drawn.clear();
        p.vars.drawn.extend(
            hand.get(before..)
                .unwrap_or_default()
                .iter()
                .map(|&c| (c, loc)),
        );
    }

    /// `put ... anywhere in your deck`: the cards are chosen; ask where (unless the deck
    /// is empty), remembering them as the moved cards.
    fn ask_where(&mut self, p: &mut Prog, chosen: Vec<Inst>) -> Flow {
        let you = p.you;
        p.vars.moved = chosen
            .iter()
            .map(|&c| (c, self.state.locs[c as usize]))
            .collect();
        let size = self.state.players[you as usize].deck.len();
        if size == 0 {
            p.step = 1;
            return self.put_anywhere(p);
        }
        p.step = 1;
        let kind = DecisionKind::Position {
            size: size.min(u8::MAX as usize) as u8,
        };
        self.ask(you, Some(p.card), kind);
        Flow::Stay
    }

    /// The answer to where: the moved cards go into the deck under that many cards (0:
    /// on top).
    fn put_anywhere(&mut self, p: &mut Prog) -> Flow {
        p.step = 0;
        let you = p.you;
        let under = match self.state.answer.take() {
            Some(Choice::Index(i)) => i as usize,
            _ => 0,
        };
        let cards: Vec<Inst> = (p.vars.moved.iter())
            .filter(|&&(c, loc)| self.state.locs[c as usize] == loc)
            .map(|&(c, _)| c)
            .collect();
        if cards.is_empty() {
            return Flow::Next;
        }
        let kinds: Vec<CardId> = cards.iter().map(|&c| self.kind(c)).collect();
        let from = Self::place_of(self.state.locs[cards[0] as usize]);
        let deck = Loc {
            zone: Zone::Deck,
            owner: you,
        };
        p.vars.moved.clear();
        for &c in cards.iter().rev() {
            let old = self.state.locs[c as usize];
            let v = self.zone_mut(old);
            if let Some(pos) = v.iter().rposition(|&x| x == c) {
                v.remove(pos);
            }
            let d = &mut self.state.players[you as usize].deck;
            let at = d.len() - under.min(d.len());
            d.insert(at, c);
            self.state.locs[c as usize] = deck;
            p.vars.moved.push((c, deck));
        }
        self.log(|| Event::Put(you, kinds, super::event::Place::Deck, from));
        Flow::Next
    }

    fn op_gain(
        &mut self,
        p: &mut Prog,
        (count, filter, to): (u16, u16, Dest),
        (optional, by_owner): (bool, bool),
        more: bool,
    ) -> Flow {
        // `the gained cards` become this gain's own once its card is chosen: until then
        // they are the cards gained before (`gain a card costing up to $2 more than it`).
        let first = p.step == 0 && !more;
        if p.step == 0 {
            p.n = self.amount(count, &cx(p)).clamp(0, u16::MAX as i32) as u16;
            if !more {
                p.did = false;
            }
        }
        if p.step >= p.n {
            if first {
                p.vars.gained.clear();
            }
            p.step = 0;
            return Flow::Next;
        }
        let c = cx(p);
        let options: Vec<CardId> = self
            .state
            .supply
            .iter()
            .filter(|pl| !pl.cards.is_empty() && self.matches(filter, pl.card, &c))
            .map(|pl| pl.card)
            .collect();
        let chosen = match self.state.answer.take() {
            Some(Choice::Kind(k)) => k,
            _ if options.is_empty() => None,
            _ if options.len() == 1 && !optional => Some(options[0]),
            _ => {
                let who = if by_owner { p.owner } else { p.you };
                self.ask_for(
                    who,
                    p.you,
                    Some(p.card),
                    DecisionKind::Gain { options, optional },
                );
                return Flow::Stay;
            }
        };
        if first {
            p.vars.gained.clear();
        }
        let Some(k) = chosen else {
            p.step = 0;
            return Flow::Next;
        };
        let pile = self.state.pile_of[k as usize].unwrap_or(0);
        self.staged.push(Frame::Gain(GainFrame {
            player: p.you,
            pile,
            card: None,
            to,
            bought: false,
            step: 0,
            cancelled: false,
            inst: None,
        }));
        p.step += 1;
        Flow::Stay
    }
}

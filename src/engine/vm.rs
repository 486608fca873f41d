//! The interpreter: runs one instruction of the topmost frame at a time. An instruction
//! that needs a player's answer leaves a pending decision and runs again once answered;
//! one that starts sub-work (a gain, a play) stages frames that run before it goes on.

use super::decision::{Choice, DecisionKind};
use super::event::Event;
use super::query::Ctx;
use super::state::{
    CardRef, Delayed, EventCtx, Frame, Inst, Loc, PlayerId, Prog, Vars, When, Zone,
};
use super::{EngineError, Game};
use crate::ast::Verb;
use crate::db::{AmountId, CardId, Cond, CondId, Dest, FilterId, MatId, Op, Ref, Source, TokenId};

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

/// Go on to the next instruction if `ok`, else jump to `t`.
#[inline(always)]
fn jump_unless(ok: bool, t: u32) -> Flow {
    if ok {
        Flow::Next
    } else {
        Flow::Jump(t)
    }
}

impl Game {
    /// A new ability frame (a finished one reused when there is one).
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn new_prog(
        &self,
        pc: u32,
        card: CardId,
        this: Option<CardRef>,
        owner: PlayerId,
        vars: Vars,
        event: EventCtx,
        chain: Vec<Inst>,
    ) -> Frame {
        let mut p = self.blank_prog((pc, card, this, owner), None, event, &chain);
        p.vars.clone_from(&vars);
        Frame::Prog(p)
    }

    /// A new ability frame whose `it` is `it` and whose keep chain is `chain`, in a
    /// finished frame's buffers when there is one (no allocation then).
    pub(crate) fn new_prog_it(
        &self,
        key: (u32, CardId, Option<CardRef>, PlayerId),
        it: Option<CardRef>,
        event: EventCtx,
        chain: &[Inst],
    ) -> Frame {
        Frame::Prog(self.blank_prog(key, it, event, chain))
    }

    /// A frame for an ability, from the finished ones kept when there is one: `it` and
    /// the keep chain as given, the other variables, the loops and the rest empty.
    pub(super) fn blank_prog(
        &self,
        (pc, card, this, owner): (u32, CardId, Option<CardRef>, PlayerId),
        it: Option<CardRef>,
        event: EventCtx,
        keep: &[Inst],
    ) -> Box<Prog> {
        let Some(mut p) = self.progs.take() else {
            let mut vars = Vars::default();
            vars.it.extend(it);
            let chain = keep.to_vec();
            return Box::new(Prog {
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
            });
        };
        let Prog {
            pc: p_pc,
            card: p_card,
            this: p_this,
            owner: p_owner,
            you,
            did,
            choice,
            chosen,
            step,
            n,
            attack,
            lasting,
            vars,
            loops,
            chain,
            event: p_event,
            guard,
            announce,
            once,
            shown,
        } = &mut *p;
        (*p_pc, *p_card, *p_this, *p_owner, *you) = (pc, card, this, owner, owner);
        (*did, *choice, *chosen, *step, *n, *attack) = (false, 0, 0, 0, 0, 0);
        (*lasting, *guard, *announce, *once) = (false, false, false, None);
        vars.clear();
        vars.it.extend(it);
        if !loops.is_empty() {
            for l in loops.drain(..) {
                self.loops.give(l);
            }
        }
        chain.clear();
        chain.extend_from_slice(keep);
        *p_event = event;
        shown.clear();
        p
    }

    /// A finished frame for a copy of the game to copy `like` into (see
    /// `Game::prepare_copy`), when there is one: given as many finished loops as `like`
    /// has open, so that copying its loops reuses their buffers instead of allocating.
    pub(super) fn frame_for_copy(
        progs: &super::state::ProgPool,
        loops: &super::state::Pool<super::state::Loop>,
        like: &Prog,
    ) -> Option<Box<Prog>> {
        let mut p = progs.take()?;
        while p.loops.len() < like.loops.len() {
            let Some(l) = loops.take() else { break };
            p.loops.push(l);
        }
        Some(p)
    }

    /// Run one step of the topmost frame, then push what it staged; and the steps after
    /// it while `Game::run` would go straight on with them (no question, work left, within
    /// the limits it checks: each counted as it counts them).
    #[inline(never)]
    pub(crate) fn step(&mut self) -> Result<(), EngineError> {
        loop {
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
            let depth = self.state.stack.len();
            if depth == 0 {
                // The last running work is done: the invariants hold again.
                if self.invariants {
                    self.check_invariants()?;
                }
                return Ok(());
            }
            if self.state.pending.is_some()
                || self.steps >= super::MAX_STEPS
                || depth > super::MAX_DEPTH
            {
                return Ok(());
            }
            self.steps += 1;
        }
    }

    fn step_prog(&mut self) {
        // (Called with an ability on top: nothing else is taken off, nor dropped.)
        let mut p = match self.state.stack.pop() {
            Some(Frame::Prog(p)) => p,
            Some(f) => return self.state.stack.push(f),
            None => return,
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
                self.progs.give(p);
                return;
            }
        }
        if p.guard {
            p.guard = false;
            if p.this.is_some_and(|(i, loc)| !self.state.is_at(i, loc)) {
                self.progs.give(p);
                return;
            }
        }
        let depth = self.state.stack.len();
        loop {
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
                Flow::Next => p.pc += 1,
                Flow::Jump(t) => p.pc = t,
                Flow::Stay => break,
                Flow::Done => {
                    if let (Some(id), true) = (p.once, p.did) {
                        self.state.lasting.retain(|a| a.id != id);
                    }
                    self.finish_prog(&p);
                    self.progs.give(p);
                    return;
                }
            }
            // The next instruction runs at once when nothing could run before it (nothing
            // staged or started, no question): as the next step would (counted as one).
            if !self.staged.is_empty()
                || self.state.pending.is_some()
                || self.state.stack.len() != depth
                || self.steps >= super::MAX_STEPS
            {
                break;
            }
            self.steps += 1;
            if let Some(id) = p.once {
                if !self.state.lasting.iter().any(|a| a.id == id) {
                    self.progs.give(p);
                    return;
                }
            }
        }
        self.state.stack.push(Frame::Prog(p));
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
        who: PlayerId,
        verb: Verb,
        to: Dest,
        options: Vec<Inst>,
        min: usize,
        max: usize,
        optional: bool,
    ) -> Option<Vec<Inst>> {
        if let Some(Choice::Cards(c)) = self.state.answer.take() {
            self.spare(options);
            return Some(c);
        }
        let max = max.min(options.len());
        let min = min.min(max);
        if max == 0 {
            let mut none = options;
            none.clear();
            return Some(none);
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
    pub(crate) fn dest_loc(&self, to: Dest, you: PlayerId, card: Inst) -> Option<Loc> {
        let zone = match to {
            Dest::Discard => Zone::Discard,
            Dest::Hand => Zone::Hand,
            Dest::Deck | Dest::Back | Dest::DeckAnyOrder | Dest::BackAnyOrder | Dest::Anywhere => {
                Zone::Deck
            }
            Dest::Mat(m) => Zone::Mat(m.index() as u8),
            Dest::SetAside => Zone::SetAside,
            Dest::Trash => {
                return Some(Loc {
                    zone: Zone::Trash,
                    owner: 0,
                })
            }
            Dest::Supply => {
                let pile = self.state.pile_of[self.kind(card).index()]?;
                return Some(Loc {
                    zone: Zone::Supply,
                    owner: pile,
                });
            }
        };
        Some(Loc { zone, owner: you.0 })
    }

    /// Cards a selection may take from a zone of `you`.
    pub(super) fn options(&self, from: Source, filter: FilterId, p: &Prog) -> Vec<Inst> {
        let mut v = vec![];
        self.options_into(from, filter, p, &mut v);
        v
    }

    /// [`Game::options`], added to `out`.
    pub(super) fn options_into(
        &self,
        from: Source,
        filter: FilterId,
        p: &Prog,
        out: &mut Vec<Inst>,
    ) {
        let pl = &self.state.players[p.you.index()];
        let zone: &[Inst] = match from {
            Source::Hand => &pl.hand,
            Source::DiscardPile => &pl.discard,
            Source::InPlay => &pl.play,
            Source::Mat(m) => &pl.mats[m.index()],
            Source::Deck => &pl.deck,
            Source::Trash => &self.state.trash,
            Source::Supply => {
                let c = cx(p);
                let m = self.prepare(filter, &c);
                let tops = (self.state.supply.iter()).filter_map(|pile| pile.cards.last().copied());
                out.extend(tops.filter(|&i| self.matches_prepared(&m, self.kind(i), &c)));
                return;
            }
            Source::DeckTop | Source::DeckBottom | Source::Ref(_) => &[],
        };
        // `a card`: every card of the zone, in one copy.
        if self.any_card(filter) {
            out.extend_from_slice(zone);
            return;
        }
        let c = cx(p);
        out.extend((zone.iter().copied()).filter(|&i| self.matches(filter, self.kind(i), &c)));
    }

    /// A filter with no condition (`a card`): every card matches it.
    #[inline]
    fn any_card(&self, filter: FilterId) -> bool {
        self.db.filters.get(filter).is_some_and(|f| f.0.is_empty())
    }

    /// A card already in play, or whose play has not finished, cannot be played (again)
    /// meanwhile: leave those out.
    pub(crate) fn not_being_played(&self, cards: &mut Vec<Inst>) {
        if cards.is_empty() {
            return;
        }
        let playing = |c: Inst| {
            self.state.loc(c).zone == Zone::Play
                || self
                    .state
                    .stack
                    .iter()
                    .any(|f| matches!(f, Frame::Play(pf) if pf.card == c))
        };
        cards.retain(|&c| !playing(c));
    }

    /// The value of an amount in a running ability: a fixed number (the usual case) is
    /// read without building the ability's context.
    #[inline(always)]
    pub(super) fn amount_in(&self, a: AmountId, p: &Prog) -> i32 {
        let am = self.db.amounts[a];
        match am.per {
            None => am.n,
            Some(_) => self.amount(a, &cx(p)),
        }
    }

    /// A condition in a running ability: `if you did` (the usual case) is read without
    /// building the ability's context.
    #[inline(always)]
    fn cond_in(&self, c: CondId, p: &Prog) -> bool {
        match self.db.conds[c] {
            Cond::Did => p.did,
            Cond::DidNot => !p.did,
            _ => self.cond(c, &cx(p)),
        }
    }

    /// Referred cards still where they were, matching a filter.
    pub(super) fn live_refs(&self, r: Ref, filter: FilterId, p: &Prog) -> Vec<Inst> {
        let mut v = vec![];
        self.live_refs_into(r, filter, p, &mut v);
        v
    }

    /// [`Game::live_refs`], added to `out`.
    pub(super) fn live_refs_into(&self, r: Ref, filter: FilterId, p: &Prog, out: &mut Vec<Inst>) {
        let any = self.any_card(filter);
        if r == Ref::This {
            // `this` (the usual reference): the one card, no list to walk; the context
            // is built only for a filter to judge it by.
            if let Some((i, loc)) = p.this {
                if self.state.is_at(i, loc) && (any || self.matches(filter, self.kind(i), &cx(p))) {
                    out.push(i);
                }
            }
            return;
        }
        let c = cx(p);
        for (i, loc) in self.refs(r, &c) {
            if self.state.is_at(i, loc) && (any || self.matches(filter, self.kind(i), &c)) {
                out.push(i);
            }
        }
    }

    /// An empty list of cards, in the buffer kept for it (see [`Game::spare`]).
    pub(super) fn buffer(&mut self) -> Vec<Inst> {
        let mut v = std::mem::take(&mut self.spare_cards);
        v.clear();
        v
    }

    /// Keep a list of cards no longer needed as the buffer of the next [`Game::buffer`]
    /// (the larger of the two is kept).
    pub(crate) fn spare(&mut self, v: Vec<Inst>) {
        if v.capacity() > self.spare_cards.capacity() {
            self.spare_cards = v;
        }
    }

    /// Run one instruction. One arm per op, each a jump or a call: the helpers of the
    /// ops every game runs (`+N`, draws, questions) are `#[inline]`, so the dispatch costs
    /// what one big match did.
    #[inline(always)]
    fn exec(&mut self, op: Op, p: &mut Prog) -> Flow {
        match op {
            Op::Plus(res, a) => self.op_plus(p, res, a),
            Op::Draw(a) => self.op_draw(p, a),
            Op::DrawUntil(n) => self.op_draw_until(p, n),
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
            Op::AskMay => self.op_ask_may(p),
            Op::JumpIfNot(c, t) => jump_unless(self.cond_in(c, p), t),
            Op::Jump(t) => Flow::Jump(t),
            Op::AskChoice(..) | Op::AskOrder(_) => self.op_ask_index(p, op),
            Op::AskSome(n, a, by_owner) => self.op_ask_some(p, n, a, by_owner),
            Op::JumpIfNotChosen(i, t) => jump_unless(p.chosen & (1 << i) != 0, t),
            Op::JumpIfChoiceNot(i, t) => jump_unless(p.choice == i, t),
            Op::ForBegin(who, end) => self.op_for_begin(p, who, end),
            Op::ForNext(body) => self.op_for_next(p, body),
            Op::Pass(such) => self.op_pass(p, such),
            Op::NextTurn(pc) | Op::EndOfBuyPhase(pc) => self.op_delayed(p, op, pc),
            Op::Lasting(l) => self.op_lasting(p, l),
            Op::ExtraTurn => self.op_extra_turn(p),
            Op::NextHandSize(n) => {
                self.state.players[p.owner.index()].next_hand = Some(n);
                Flow::Next
            }
            Op::Unaffected => self.op_unaffected(p),
            Op::Cancel => self.op_cancel(p),
            Op::PutTokens(t, f) => self.op_put_tokens(p, t, f),
            Op::MoveToken(t, m) => self.op_move_token(p, t, m),
            Op::PutTokenOnMat(t, m) => self.op_token_on_mat(p, t, m),
            Op::PutTokenOnPile(t, f) => self.op_token_on_pile(p, t, f),
            Op::Return => Flow::Done,
        }
    }

    /// `+N cards`, `+N actions`, `+N buys`, `+$N`.
    #[inline]
    fn op_plus(&mut self, p: &mut Prog, res: crate::ast::Resource, a: AmountId) -> Flow {
        let you = p.you;
        let n = self.amount_in(a, p);
        let before = self.state.players[you.index()].hand.len();
        self.bonus(you, res, n);
        if self.db.tracks_drawn && res == crate::ast::Resource::Cards {
            self.note_drawn(p, before);
        }
        Flow::Next
    }

    /// `draw N cards`.
    #[inline]
    fn op_draw(&mut self, p: &mut Prog, a: AmountId) -> Flow {
        let you = p.you;
        let n = self.amount_in(a, p);
        let before = self.state.players[you.index()].hand.len();
        self.draw(you, n.max(0) as usize);
        if self.db.tracks_drawn {
            self.note_drawn(p, before);
        }
        Flow::Next
    }

    /// `draw until you have N cards in hand`.
    #[inline]
    fn op_draw_until(&mut self, p: &mut Prog, n: u8) -> Flow {
        let you = p.you;
        let before = self.state.players[you.index()].hand.len();
        while self.state.players[you.index()].hand.len() < n as usize {
            if self.draw(you, 1) == 0 {
                break;
            }
        }
        if self.db.tracks_drawn {
            self.note_drawn(p, before);
        }
        Flow::Next
    }

    /// `you may ...`: the answer, or no question when both answers lead to the same game.
    #[inline]
    fn op_ask_may(&mut self, p: &mut Prog) -> Flow {
        match self.state.answer.take() {
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
                self.ask(p.you, Some(p.card), DecisionKind::YesNo);
                Flow::Stay
            }
        }
    }

    /// `choose one` and `in either order`: the index answered, or the first when the
    /// answer cannot matter (then nobody is asked).
    #[inline]
    fn op_ask_index(&mut self, p: &mut Prog, op: Op) -> Flow {
        let you = p.you;
        let moot = self.state.answer.is_none()
            && match op {
                Op::AskOrder(split) => self.order_is_moot(p, split),
                Op::AskChoice(n, _) => self.choice_is_moot(p, n),
                _ => false,
            };
        if moot {
            p.choice = 0;
            return Flow::Next;
        }
        match self.state.answer.take() {
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
        }
    }

    /// `you are unaffected by that Attack`.
    fn op_unaffected(&mut self, p: &mut Prog) -> Flow {
        let you = p.you;
        if !self.state.unaffected.contains(&(you, p.event.attack)) {
            self.state.unaffected.push((you, p.event.attack));
        }
        self.log(|| Event::Unaffected(you));
        Flow::Next
    }

    /// `... instead`: the gain that set the ability off does not happen.
    fn op_cancel(&mut self, p: &mut Prog) -> Flow {
        if let Some(g) = p.event.gain_frame {
            if let Some(Frame::Gain(gf)) = self.state.stack.get_mut(g as usize) {
                gf.cancelled = true;
            }
        }
        Flow::Next
    }

    /// `put a <token> token on each <filter> Supply pile`.
    fn op_put_tokens(&mut self, p: &mut Prog, t: TokenId, f: FilterId) -> Flow {
        for i in 0..self.state.supply.len() {
            if self.matches(f, self.state.supply[i].card, &cx(p)) {
                self.state.pile_tokens_mut(i).push(t);
            }
        }
        Flow::Next
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
        let options = (0..self.db.cards.len()).map(CardId::from_index).collect();
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
                p.you = l.saved;
                let Some(mut l) = p.loops.pop() else {
                    return Flow::Next;
                };
                // After the block, `the trashed cards` are those its players
                // trashed, and so on (if they trashed any: else they stay).
                for (v, all) in (p.vars.gathered_mut().into_iter()).zip(l.gathered.gathered_mut()) {
                    if !all.is_empty() {
                        std::mem::swap(v, all);
                    }
                }
                self.loops.give(l);
                Flow::Next
            }
            None => Flow::Next,
        }
    }

    /// Register a delayed effect (at the start of the next turn, at the end of this buy phase).
    fn op_delayed(&mut self, p: &mut Prog, op: Op, pc: u32) -> Flow {
        let when = match op {
            Op::NextTurn(_) => When::NextTurn,
            _ => When::EndOfBuyPhase,
        };
        // In the buffers of a delayed effect that happened, when there is one.
        let mut d = self.spent.take().unwrap_or_else(|| Delayed {
            when,
            owner: p.owner,
            pc: None,
            card: p.card,
            this: None,
            vars: Vars::default(),
            keep: vec![],
        });
        (d.when, d.owner, d.pc, d.card, d.this) = (when, p.owner, Some(pc), p.card, p.this);
        d.vars.clone_from(&p.vars);
        d.keep.clear();
        if when == When::NextTurn {
            d.keep.extend_from_slice(&p.chain);
        }
        self.state.delayed.push(d);
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
    fn op_move_token(&mut self, p: &mut Prog, t: TokenId, m: MatId) -> Flow {
        let you = p.you;
        if let Some(pile) = p.event.pile {
            let tokens = self.state.pile_tokens_mut(pile as usize);
            if let Some(at) = tokens.iter().position(|&x| x == t) {
                tokens.remove(at);
                self.state.mat_tokens[m.index()] += 1;
                self.log(|| Event::Token(you, m.index() as u8));
            }
        }
        Flow::Next
    }

    /// `put a <token> token on your <mat> mat` (the shared mat, if it is shared).
    fn op_token_on_mat(&mut self, p: &mut Prog, token: TokenId, m: MatId) -> Flow {
        let you = p.you;
        if self.db.mats[m.index()].shared {
            self.state.mat_tokens[m.index()] += 1;
        } else {
            let t = &mut self.state.players[you.index()].mat_tokens;
            if t.len() <= m.index() {
                t.resize(m.index() + 1, 0);
            }
            t[m.index()] += 1;
        }
        let t = token.index() as u8;
        let m = m.index() as u8;
        if self.db.mats[m as usize].shared {
            self.log(|| Event::Token(you, m));
        } else {
            self.log(|| Event::OwnToken(you, t, m));
        }
        Flow::Next
    }
}

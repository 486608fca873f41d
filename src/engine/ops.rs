//! The interpreter's larger instructions, each a function of its own: moving and playing
//! cards, revealing until, exchanging, choosing several options, player blocks and
//! passing, lasting rules, tokens, gains, and the deck positions of `anywhere`.

use super::decision::{Choice, DecisionKind};
use super::event::Event;
use super::frames::LoopState;
use super::query::Ctx;
use super::state::{Frame, GainFrame, Inst, Loc, PlayFrame, PlayerId, Prog, Vars, Zone};
use super::vm::Flow;
use super::Game;
use crate::ast::{Players, Qty, Verb};
use crate::db::{AmountId, CardId, Dest, FilterId, LastingId, Ref, SelId, Source, TokenId};

fn cx(p: &Prog) -> Ctx<'_> {
    Ctx::prog(p)
}

impl Game {
    /// `draw until you have N cards in hand, setting aside any <kind> you choose`: each drawn card of that kind may be set aside (asked one at a time).
    pub(super) fn op_draw_until_skip(&mut self, p: &mut Prog, n: u8, f: FilterId) -> Flow {
        let you = p.you;
        // The card drawn last, answered: set aside if chosen.
        match self.state.answer.take() {
            Some(Choice::Cards(c)) => {
                let aside = Verb::SetAside { face_down: false };
                self.apply(p, aside, Dest::SetAside, c, true);
            }
            // The first step: `the drawn cards` are this effect's.
            _ => p.vars.drawn.clear(),
        }
        while self.state.players[you.index()].hand.len() < n as usize {
            if self.draw(you, 1) == 0 {
                break;
            }
            let Some(&card) = self.state.players[you.index()].hand.last() else {
                break;
            };
            if self.db.tracks_drawn {
                let hand = Loc {
                    zone: Zone::Hand,
                    owner: you.0,
                };
                p.vars.drawn.push((card, hand));
            }
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

    /// `reveal cards from your deck until you reveal N <kind>`.
    pub(super) fn op_reveal_until(&mut self, p: &mut Prog, f: FilterId, n: u8) -> Flow {
        let you = p.you;
        p.vars.revealed.clear();
        p.vars.it.clear();
        let loc = Loc {
            zone: Zone::Revealed,
            owner: you.0,
        };
        p.did = false;
        while let Some(c) = self.take_top(you) {
            self.move_to(c, loc);
            p.shown.push(c);
            p.vars.revealed.push((c, loc));
            if self.matches(f, self.kind(c), &cx(p)) {
                p.vars.it.push((c, loc));
                if p.vars.it.len() >= n as usize {
                    p.did = true;
                    break;
                }
            }
        }
        if self.state.logging {
            let kinds = (p.vars.revealed.iter()).map(|r| self.kind(r.0)).collect();
            self.log(|| Event::Reveal(you, kinds));
        }
        Flow::Next
    }

    /// `exchange <ref> for a <kind>`.
    pub(super) fn op_exchange(&mut self, p: &mut Prog, r: Ref, f: FilterId) -> Flow {
        let you = p.you;
        p.did = false;
        let refs: Vec<super::state::CardRef> = self.refs(r, &cx(p)).collect();
        for (c, loc) in refs {
            if !self.state.is_at(c, loc) {
                continue;
            }
            let Some(own) = self.return_pile(c, &p.event) else {
                continue;
            };
            let target = self
                .state
                .supply
                .iter()
                .position(|pl| !pl.cards.is_empty() && self.matches(f, pl.card, &cx(p)));
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
                    owner: you.0,
                },
            );
            p.did = true;
            let (a, b) = (self.kind(c), self.kind(new));
            self.log(|| Event::Exchange(you, a, b));
        }
        Flow::Next
    }

    /// `choose two: ...`: one different option at a time, until there are enough.
    pub(super) fn op_ask_some(&mut self, p: &mut Prog, n: u8, a: AmountId, by_owner: bool) -> Flow {
        let you = p.you;
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

    /// The start of a player block: its players in turn order, less those unaffected by the Attack.
    pub(super) fn op_for_begin(&mut self, p: &mut Prog, who: Players, end: u32) -> Flow {
        let you = p.you;
        let n = self.state.players.len() as u8;
        // A finished loop's buffers, when there is one.
        let mut l = self.loops.take().unwrap_or_else(|| {
            Box::new(LoopState {
                saved: you,
                rest: vec![],
                outer: Vars::default(),
                gathered: Vars::default(),
                shown: 0,
            })
        });
        let targets = &mut l.rest;
        targets.clear();
        match who {
            Players::EachOther => targets.extend((1..n).map(|k| you.plus(k, n))),
            Players::Each => targets.extend((0..n).map(|k| you.plus(k, n))),
            Players::Left => targets.push(you.plus(1, n)),
            Players::Right => targets.push(you.plus(n - 1, n)),
            Players::Actor => targets.push(p.event.actor),
        }
        if p.attack != 0 {
            // A lasting rule's ability spares only whoever was unaffected when
            // its Attack was played; protection gained since does not count.
            let immune_now = |g: &Self, t: PlayerId| !p.lasting && g.immune(t);
            if self.state.logging {
                for &t in targets.iter() {
                    if t != p.owner
                        && !self.state.unaffected.contains(&(t, p.attack))
                        && immune_now(self, t)
                    {
                        self.log(|| Event::Unaffected(t));
                    }
                }
            }
            targets.retain(|&t| {
                t == p.owner
                    || (!self.state.unaffected.contains(&(t, p.attack)) && !immune_now(self, t))
            });
        }
        if targets.is_empty() {
            // Nobody handled any card in the block: the references stay.
            self.loops.give(l);
            return Flow::Jump(end);
        }
        let first = targets.remove(0);
        l.saved = you;
        l.outer.clone_from(&p.vars);
        l.gathered.clear();
        l.shown = p.shown.len();
        p.loops.push(l);
        p.you = first;
        Flow::Next
    }

    /// After a player block that passes cards: each moves to the hand of the player to its owner's left (the next one who passed, with `such`), all at once.
    pub(super) fn op_pass(&mut self, p: &mut Prog, such: bool) -> Flow {
        let n = self.state.players.len() as u8;
        let cards: Vec<(Inst, PlayerId)> = (p.vars.set_aside.iter())
            .filter(|&&(c, loc)| self.state.is_at(c, loc))
            .map(|&(c, loc)| (c, PlayerId(loc.owner)))
            .collect();
        let passing = |q: PlayerId| cards.iter().any(|&(_, o)| o == q);
        for &(c, from) in &cards {
            let mut to = from.plus(1, n);
            while such && to != from && !passing(to) {
                to = to.plus(1, n);
            }
            let hand = Loc {
                zone: Zone::Hand,
                owner: to.0,
            };
            self.move_to(c, hand);
            let k = self.kind(c);
            self.log(|| Event::Pass(from, to, k));
        }
        p.vars.set_aside.clear();
        Flow::Next
    }

    /// Register a lasting rule (tied to a set-aside card, if it says so).
    pub(super) fn op_lasting(&mut self, p: &mut Prog, l: LastingId) -> Flow {
        let you = p.you;
        let tie = match self.db.lastings[l].tie {
            // Tied to a card: only while it is still where it was set aside.
            Some(r) => {
                let c = cx(p);
                let held = self
                    .refs(r, &c)
                    .find(|&(i, loc)| loc.zone == Zone::SetAside && self.state.is_at(i, loc));
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
            for t in (0..n).map(PlayerId).filter(|&t| t != p.owner) {
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

    /// `put a <token> token on a Supply pile`: the player picks the pile.
    pub(super) fn op_token_on_pile(&mut self, p: &mut Prog, t: TokenId, f: FilterId) -> Flow {
        let you = p.you;
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
        if let Some(pile) = chosen.and_then(|k| self.state.pile_of[k.index()]) {
            self.state.pile_tokens_mut(pile as usize).push(t);
            let k = chosen.unwrap_or(CardId(0));
            self.log(|| Event::PileToken(you, t.index() as u8, k));
        }
        Flow::Next
    }

    /// Trash, discard, reveal, look at, set aside, put, return, shuffle or gain the cards of a selection.
    pub(super) fn op_move(
        &mut self,
        p: &mut Prog,
        (verb, sel, to): (Verb, SelId, Dest),
        optional: bool,
        more: bool,
    ) -> Flow {
        if to == Dest::Anywhere && p.step == 1 {
            return self.put_anywhere(p);
        }
        let s = self.db.sels[sel];
        // A fixed quantity (the usual case) needs no context.
        let qty = match s.per {
            None => s.qty,
            Some(_) => self.qty_now(&s, &cx(p)),
        };
        let chosen = match s.from {
            Source::DeckTop => self.reveal_from_top(p, s.qty),
            Source::DeckBottom => self.deck_bottom(p.you.0, s.qty),
            from => match self.choose_to_move(p, (verb, to), from, &s, qty, optional) {
                Some(c) => c,
                None => return Flow::Stay,
            },
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

    /// The top cards of the deck a move takes (the whole deck for a quantity that is not
    /// a number): revealed first, they go back onto the deck if the ability leaves them.
    fn reveal_from_top(&mut self, p: &mut Prog, qty: Qty) -> Vec<Inst> {
        let you = p.you;
        let k = match qty {
            Qty::Exactly(k) | Qty::UpTo(k) => k as usize,
            Qty::AnyNumber | Qty::All | Qty::DownTo(_) => {
                self.state.players[you.index()].deck.len()
            }
        };
        let mut v = self.buffer();
        for _ in 0..k {
            match self.take_top(you) {
                Some(c) => {
                    self.move_to(
                        c,
                        Loc {
                            zone: Zone::Revealed,
                            owner: you.0,
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

    /// The bottom cards of the deck of `you`: they stay where they are (seen, not moved).
    fn deck_bottom(&mut self, you: u8, qty: Qty) -> Vec<Inst> {
        let k = match qty {
            Qty::Exactly(k) | Qty::UpTo(k) => k as usize,
            _ => usize::MAX,
        };
        if self.state.players[you as usize].deck.is_empty() {
            self.shuffle(PlayerId(you));
        }
        let mut v = self.buffer();
        let deck = &self.state.players[you as usize].deck;
        v.extend_from_slice(&deck[..k.min(deck.len())]);
        v
    }

    /// The cards of a selection a move takes from a zone or a reference: those it can
    /// move, as many as its quantity (`qty`, as it stands now) says, picked by the player
    /// (or the card's owner) when there is a choice; `None` while they are asked.
    fn choose_to_move(
        &mut self,
        p: &mut Prog,
        (verb, to): (Verb, Dest),
        from: Source,
        s: &crate::db::Sel,
        qty: Qty,
        optional: bool,
    ) -> Option<Vec<Inst>> {
        // Answered: the cards answered (the options they were picked from are not
        // looked for again).
        if let Some(c) = self.answered_cards() {
            return Some(c);
        }
        let mut opts = self.buffer();
        match from {
            Source::Ref(r) => self.live_refs_into(r, s.filter, p, &mut opts),
            _ => self.options_into(from, s.filter, p, &mut opts),
        }
        if verb == Verb::Return {
            // Only a card with a Supply pile can be returned to it.
            opts.retain(|&c| self.state.pile_of[self.kind(c).index()].is_some());
        }
        if verb == Verb::Trash {
            // A card already in the trash is not trashed again.
            opts.retain(|&c| self.state.locs[c.index()].zone != Zone::Trash);
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
        let who = if s.by_owner { p.owner } else { p.you };
        self.pick(p, who, verb, to, opts, min, max, optional)
    }

    /// The card kind a gain of a card matching `filter` gains when nobody need be asked
    /// (none, or the only one); else `None`, the question asked.
    fn gain_option(
        &mut self,
        p: &Prog,
        filter: FilterId,
        optional: bool,
        by_owner: bool,
    ) -> Option<Option<CardId>> {
        // The buffer of the list, if one is asked.
        let mut list = std::mem::take(&mut self.spare_kinds);
        list.clear();
        let c = cx(p);
        let m = self.prepare(filter, &c);
        let mut rest = (self.state.supply.iter())
            .filter(|pl| !pl.cards.is_empty() && self.matches_prepared(&m, pl.card, &c))
            .map(|pl| pl.card);
        // The first two options: the list is made only to ask.
        let (one, two) = (rest.next(), rest.next());
        let chosen = match (one, two) {
            (None, _) => None,
            (Some(_), None) if !optional => one,
            _ => {
                list.extend(one.into_iter().chain(two).chain(rest));
                let who = if by_owner { p.owner } else { p.you };
                let kind = DecisionKind::Gain {
                    options: list,
                    optional,
                };
                self.ask_for(who, p.you, Some(p.card), kind);
                return None;
            }
        };
        self.spare_kinds = list;
        Some(chosen)
    }

    /// The cards answered to the question asked, taken, when the answer is cards.
    #[inline]
    fn answered_cards(&mut self) -> Option<Vec<Inst>> {
        if !matches!(self.state.answer, Some(Choice::Cards(_))) {
            return None;
        }
        match self.state.answer.take() {
            Some(Choice::Cards(c)) => Some(c),
            _ => None,
        }
    }

    /// `play <selection> [N times]`.
    pub(super) fn op_play(&mut self, p: &mut Prog, sel: SelId, times: u8, optional: bool) -> Flow {
        let you = p.you;
        let s = self.db.sels[sel];
        let chosen = match s.from {
            // `play it`, `play the revealed Treasure`: the card referred to.
            Source::Ref(r) if s.qty == Qty::All => {
                let mut v = self.live_refs(r, s.filter, p);
                self.not_being_played(&mut v);
                v.truncate(1);
                v
            }
            // `play one of them`: the player picks among the cards referred to.
            // Answered: the cards answered (the options are not looked for again).
            _ if matches!(self.state.answer, Some(Choice::Cards(_))) => {
                self.answered_cards().unwrap_or_default()
            }
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
                } else if !optional && opts.iter().all(|&o| self.kind(o) == self.kind(opts[0])) {
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
                    owner: you.0,
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

    /// `the drawn cards`: the cards that came into the hand since it held `before`.
    pub(super) fn note_drawn(&self, p: &mut Prog, before: usize) {
        let loc = Loc {
            zone: Zone::Hand,
            owner: p.you.0,
        };
        let hand = &self.state.players[p.you.index()].hand;
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
    pub(super) fn ask_where(&mut self, p: &mut Prog, chosen: Vec<Inst>) -> Flow {
        let you = p.you;
        p.vars.moved = chosen.iter().map(|&c| (c, self.state.loc(c))).collect();
        let size = self.state.players[you.index()].deck.len();
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
    pub(super) fn put_anywhere(&mut self, p: &mut Prog) -> Flow {
        p.step = 0;
        let you = p.you;
        let under = match self.state.answer.take() {
            Some(Choice::Index(i)) => i as usize,
            _ => 0,
        };
        let cards: Vec<Inst> = (p.vars.moved.iter())
            .filter(|&&(c, loc)| self.state.is_at(c, loc))
            .map(|&(c, _)| c)
            .collect();
        if cards.is_empty() {
            return Flow::Next;
        }
        let kinds: Vec<CardId> = cards.iter().map(|&c| self.kind(c)).collect();
        let from = Self::place_of(self.state.loc(cards[0]));
        let deck = Loc {
            zone: Zone::Deck,
            owner: you.0,
        };
        p.vars.moved.clear();
        let size = self.state.players[you.index()].deck.len();
        let to = match under.min(size) {
            0 => super::event::Place::Deck,
            n => super::event::Place::InDeck {
                under: n.min(u8::MAX as usize) as u8,
                bottom: n == size,
            },
        };
        for &c in cards.iter().rev() {
            let old = self.state.loc(c);
            let v = self.zone_mut(old);
            if let Some(pos) = v.iter().rposition(|&x| x == c) {
                v.remove(pos);
            }
            let d = &mut self.state.players[you.index()].deck;
            let at = d.len() - under.min(d.len());
            d.insert(at, c);
            self.state.locs[c.index()] = deck;
            self.state.owned.moved(c, old, deck);
            p.vars.moved.push((c, deck));
        }
        self.log(|| Event::Put(you, kinds, to, from));
        Flow::Next
    }

    pub(super) fn op_gain(
        &mut self,
        p: &mut Prog,
        (count, filter, to): (AmountId, FilterId, Dest),
        (optional, by_owner): (bool, bool),
        more: bool,
    ) -> Flow {
        // `the gained cards` become this gain's own once its card is chosen: until then
        // they are the cards gained before (`gain a card costing up to $2 more than it`).
        let first = p.step == 0 && !more;
        if p.step == 0 {
            p.n = self.amount_in(count, p).clamp(0, u16::MAX as i32) as u16;
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
        let chosen = match self.state.answer.take() {
            // Answered: the options are not looked for again.
            Some(Choice::Kind(k)) => k,
            _ => match self.gain_option(p, filter, optional, by_owner) {
                Some(k) => k,
                None => return Flow::Stay,
            },
        };
        if first {
            p.vars.gained.clear();
        }
        let Some(k) = chosen else {
            p.step = 0;
            return Flow::Next;
        };
        let pile = self.state.pile_of[k.index()].unwrap_or(0);
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

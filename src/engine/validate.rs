//! Whether a game state is one the engine could have made: a state read from a file
//! (a saved game) is checked as fully as a new one before the engine runs on it, so that
//! a changed file is refused with a reason instead of making the engine fail.
//!
//! [`State::validate`] checks a state at rest: waiting for a decision, or over.

use super::decision::{Decision, DecisionKind};
use super::event::{Event, Place};
use super::state::{
    Active, CardRef, Delayed, EventCtx, Frame, Inst, Loc, Phase, Player, PlayerId, Prog, State,
    Vars, Zone,
};
use crate::db::{CardId, Db, Dest};

/// The largest number of actions, buys, coins, VP tokens or tokens on a mat a state may
/// hold: far more than any game reaches, far less than what overflows.
pub const LIMIT: i64 = 1_000_000;

/// How deep the interpreter's stack may be (as the engine allows it).
const MAX_STACK: usize = super::MAX_DEPTH;

/// What is wrong with a game state.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct Invalid(pub String);

type R = Result<(), Invalid>;

fn bad(s: impl Into<String>) -> R {
    Err(Invalid(s.into()))
}

/// A check of one state against the database.
struct Check<'a> {
    db: &'a Db,
    s: &'a State,
    /// Players.
    n: usize,
}

impl State {
    /// Check every invariant the engine relies on: each card instance is in exactly one
    /// zone and recorded there, every player, pile, mat, token, card and program index is
    /// in range, numbers are within [`LIMIT`], the interpreter's stack refers to valid
    /// things, and the pending decision is one the engine could be waiting for.
    pub fn validate(&self, db: &Db) -> Result<(), Invalid> {
        let c = Check {
            db,
            s: self,
            n: self.players.len(),
        };
        c.sizes()?;
        c.zones()?;
        c.players()?;
        c.supply()?;
        c.turn()?;
        c.stack()?;
        c.rest()?;
        c.pending()
    }
}

impl Check<'_> {
    fn player(&self, p: PlayerId, what: &str) -> R {
        if p.index() < self.n {
            Ok(())
        } else {
            bad(format!(
                "{what} belongs to player #{p}, who is not in the game"
            ))
        }
    }

    fn card(&self, k: CardId, what: &str) -> R {
        if k.index() < self.db.cards.len() {
            Ok(())
        } else {
            bad(format!(
                "{what} is card #{k}, which the card database lacks"
            ))
        }
    }

    fn inst(&self, i: Inst, what: &str) -> R {
        if i.index() < self.s.kinds.len() {
            Ok(())
        } else {
            bad(format!(
                "{what} is card instance #{i}, which is not in the game"
            ))
        }
    }

    fn num(&self, v: i64, lo: i64, what: &str) -> R {
        if (lo..=LIMIT).contains(&v) {
            Ok(())
        } else {
            bad(format!("{what}: {v} is out of range"))
        }
    }

    fn mat(&self, m: impl Into<usize>, what: &str) -> R {
        if m.into() < self.db.mats.len() {
            Ok(())
        } else {
            bad(format!("{what} is on a mat the card database lacks"))
        }
    }

    fn token(&self, t: u8, what: &str) -> R {
        if (t as usize) < self.db.tokens.len() {
            Ok(())
        } else {
            bad(format!("{what} names a token the card database lacks"))
        }
    }

    fn loc(&self, l: Loc, what: &str) -> R {
        match l.zone {
            Zone::Supply if (l.owner as usize) < self.s.supply.len() => Ok(()),
            Zone::Supply => bad(format!("{what} is in a Supply pile that is not there")),
            Zone::Trash => Ok(()),
            Zone::Mat(m) => {
                self.mat(m, what)?;
                self.player(PlayerId(l.owner), what)
            }
            _ => self.player(PlayerId(l.owner), what),
        }
    }

    fn cref(&self, r: &CardRef, what: &str) -> R {
        self.inst(r.0, what)?;
        self.loc(r.1, what)
    }

    fn dest(&self, d: Dest, what: &str) -> R {
        match d {
            Dest::Mat(m) => self.mat(m.index(), what),
            _ => Ok(()),
        }
    }

    fn sizes(&self) -> R {
        let (s, db) = (self.s, self.db);
        let n = self.n;
        if n < db.basic.min_players as usize || n > db.basic.max_players as usize {
            return bad(format!(
                "{n} players; the game takes {} to {}",
                db.basic.min_players, db.basic.max_players
            ));
        }
        if s.kinds.len() != s.locs.len() || s.kinds.len() > u16::MAX as usize {
            return bad("the list of cards does not match the list of where they are");
        }
        if s.pile_of.len() != db.cards.len() || s.mat_tokens.len() != db.mats.len() {
            return bad("the Supply does not match the card database");
        }
        if s.supply.len() > u8::MAX as usize
            || (s.players.iter())
                .any(|p| p.mats.len() != db.mats.len() || p.mat_tokens.len() > db.mats.len())
        {
            return bad("the piles or mats do not match the card database");
        }
        for &k in &s.kinds {
            self.card(k, "a card")?;
        }
        Ok(())
    }

    /// Every instance in exactly one zone, and recorded in that zone.
    fn zones(&self) -> R {
        let s = self.s;
        let mut seen = vec![false; s.kinds.len()];
        let mut list = |v: &[Inst], loc: Loc| -> R {
            for &i in v {
                self.inst(i, "a card in a zone")?;
                if std::mem::replace(&mut seen[i.index()], true) {
                    return bad(format!("card instance #{i} is in two places"));
                }
                if !s.noted_fits(i, loc) {
                    return bad(format!(
                        "card instance #{i} is in {loc:?} but recorded in {:?}",
                        s.locs[i.index()]
                    ));
                }
            }
            Ok(())
        };
        let at = |zone, owner| Loc { zone, owner };
        for (i, p) in s.supply.iter().enumerate() {
            list(&p.cards, at(Zone::Supply, i as u8))?;
        }
        list(&s.trash, at(Zone::Trash, 0))?;
        for (pi, p) in s.players.iter().enumerate() {
            let o = pi as u8;
            list(&p.deck, at(Zone::Deck, o))?;
            list(&p.hand, at(Zone::Hand, o))?;
            list(&p.discard, at(Zone::Discard, o))?;
            list(&p.play, at(Zone::Play, o))?;
            list(&p.set_aside, at(Zone::SetAside, o))?;
            list(&p.revealed, at(Zone::Revealed, o))?;
            for (m, v) in p.mats.iter().enumerate() {
                list(v, at(Zone::Mat(m as u8), o))?;
            }
        }
        match seen.iter().position(|&b| !b) {
            Some(i) => bad(format!("card instance #{i} is nowhere")),
            None => Ok(()),
        }
    }

    fn players(&self) -> R {
        for p in &self.s.players {
            self.one_player(p)?;
        }
        Ok(())
    }

    fn one_player(&self, p: &Player) -> R {
        self.num(p.vp_tokens as i64, -LIMIT, "a player's VP tokens")?;
        self.num(p.turns as i64, 0, "a player's turns")?;
        for &k in &p.gained_last_turn {
            self.card(k, "a card gained last turn")?;
        }
        Ok(())
    }

    fn supply(&self) -> R {
        let s = self.s;
        for (i, pile) in s.supply.iter().enumerate() {
            self.card(pile.card, "a Supply pile")?;
            if pile.size != 0 && pile.cards.len() > pile.size as usize {
                return bad("a Supply pile has more cards than it started with");
            }
            if s.pile_of[pile.card.index()] != Some(i as u8) {
                return bad("the Supply piles do not match their cards");
            }
            if let Some(&t) = pile
                .tokens
                .iter()
                .find(|&&t| t.index() >= self.db.tokens.len())
            {
                return bad(format!(
                    "a pile has token #{}, which the card database lacks",
                    t.index()
                ));
            }
        }
        for (k, p) in s.pile_of.iter().enumerate() {
            if let Some(p) = *p {
                match s.supply.get(p as usize) {
                    Some(pile) if pile.card.index() == k => {}
                    _ => return bad("the Supply piles do not match their cards"),
                }
            }
        }
        let own = s.players.iter().flat_map(|p| p.mat_tokens.iter());
        for &t in s.mat_tokens.iter().chain(own) {
            self.num(t as i64, 0, "the tokens on a mat")?;
        }
        Ok(())
    }

    fn turn(&self) -> R {
        let t = &self.s.turn;
        self.player(t.player, "the turn")?;
        if let Some(p) = t.previous {
            self.player(p, "the previous turn")?;
        }
        self.num(t.number as i64, 1, "the turn number")?;
        self.num(t.actions as i64, -LIMIT, "the Actions")?;
        self.num(t.buys as i64, -LIMIT, "the Buys")?;
        self.num(t.coins as i64, 0, "the coins")?;
        for &(p, k) in &t.plays {
            self.player(p, "a card played")?;
            self.card(k, "a card played")?;
        }
        for &(k, _) in &t.gains {
            self.card(k, "a card gained")?;
        }
        for &i in &t.autoplayed {
            self.inst(i, "a Treasure played")?;
        }
        Ok(())
    }

    fn stack(&self) -> R {
        if self.s.stack.len() > MAX_STACK {
            return bad("the effects are nested too deeply");
        }
        for f in &self.s.stack {
            self.frame(f, 0)?;
        }
        Ok(())
    }

    fn frame(&self, f: &Frame, depth: usize) -> R {
        if depth > MAX_STACK {
            return bad("the effects are nested too deeply");
        }
        match f {
            Frame::Prog(p) => self.prog(p),
            Frame::Gain(g) => {
                self.player(g.player, "a gain")?;
                if g.card.is_none() && g.pile as usize >= self.s.supply.len() {
                    return bad("a gain is from a pile that is not there");
                }
                if let Some(i) = g.card {
                    self.inst(i, "a gained card")?;
                }
                if let Some(r) = &g.inst {
                    self.cref(r, "a gained card")?;
                }
                if g.step > 2 {
                    return bad("a gain is at a step it does not have");
                }
                self.dest(g.to, "a gain")
            }
            Frame::Buy(b) => {
                self.player(b.player, "a buy")?;
                if b.pile as usize >= self.s.supply.len() {
                    return bad("a buy is from a pile that is not there");
                }
                if b.step > 2 {
                    return bad("a buy is at a step it does not have");
                }
                Ok(())
            }
            Frame::Play(p) => {
                self.player(p.player, "a play")?;
                self.inst(p.card, "a played card")?;
                p.chain
                    .iter()
                    .try_for_each(|&i| self.inst(i, "a played card"))
            }
            Frame::Order(o) => {
                self.player(o.player, "a choice of order")?;
                if o.frames.is_empty() {
                    return bad("a choice of order has nothing to order");
                }
                o.frames.iter().try_for_each(|f| self.frame(f, depth + 1))
            }
            Frame::React(r) => {
                self.player(r.player, "an Attack")?;
                self.inst(r.card, "an Attack")?;
                for &(k, i) in &r.used {
                    self.card(k, "a Reaction")?;
                    if let Some(i) = i {
                        self.inst(i, "a Reaction")?;
                    }
                }
                Ok(())
            }
        }
    }

    /// A program counter: in the code, or (`entry`) where a card's ability starts.
    fn pc(&self, pc: u32, what: &str) -> R {
        if (pc as usize) < self.db.code.len() {
            Ok(())
        } else {
            bad(format!("{what} runs code that is not in the card database"))
        }
    }

    fn prog(&self, p: &Prog) -> R {
        let what = "a card's ability";
        self.pc(p.pc, what)?;
        self.card(p.card, what)?;
        self.player(p.owner, what)?;
        self.player(p.you, what)?;
        if let Some(r) = &p.this {
            self.cref(r, what)?;
        }
        self.vars(&p.vars)?;
        for l in &p.loops {
            self.player(l.saved, what)?;
            l.rest.iter().try_for_each(|&q| self.player(q, what))?;
            self.vars(&l.outer)?;
            self.vars(&l.gathered)?;
        }
        p.chain.iter().try_for_each(|&i| self.inst(i, what))?;
        p.shown.iter().try_for_each(|&i| self.inst(i, what))?;
        self.event(&p.event)
    }

    fn event(&self, e: &EventCtx) -> R {
        self.player(e.actor, "an event")?;
        match e.pile {
            Some(p) if p as usize >= self.s.supply.len() => {
                bad("an event names a pile that is not there")
            }
            _ => Ok(()),
        }
    }

    fn vars(&self, v: &Vars) -> R {
        let lists = [
            &v.it,
            &v.drawn,
            &v.trashed,
            &v.discarded,
            &v.revealed,
            &v.gained,
            &v.set_aside,
            &v.moved,
        ];
        for r in lists.into_iter().flatten() {
            self.cref(r, "a card an effect handled")?;
        }
        match v.named {
            Some(k) => self.card(k, "a named card"),
            None => Ok(()),
        }
    }

    fn delayed(&self, d: &Delayed) -> R {
        let what = "a delayed effect";
        self.player(d.owner, what)?;
        if let Some(pc) = d.pc {
            self.pc(pc, what)?;
        }
        self.card(d.card, what)?;
        if let Some(r) = &d.this {
            self.cref(r, what)?;
        }
        self.vars(&d.vars)?;
        d.keep.iter().try_for_each(|&i| self.inst(i, what))
    }

    fn lasting(&self, a: &Active) -> R {
        let what = "a lasting effect";
        if a.def.index() >= self.db.lastings.len() {
            return bad(format!("{what} is a rule the card database lacks"));
        }
        self.player(a.owner, what)?;
        self.card(a.card, what)?;
        for r in a.this.iter().chain(a.tie.iter()) {
            self.cref(r, what)?;
        }
        self.vars(&a.vars)
    }

    fn rest(&self) -> R {
        let s = self.s;
        self.num(s.lasting_ids as i64, 0, "the number of lasting effects")?;
        self.num(s.attacks as i64, 0, "the number of Attacks")?;
        s.delayed.iter().try_for_each(|d| self.delayed(d))?;
        s.lasting.iter().try_for_each(|a| self.lasting(a))?;
        for &p in &s.extra_turns {
            self.player(p, "an extra turn")?;
        }
        for &(p, _) in &s.unaffected {
            self.player(p, "an Attack's target")?;
        }
        s.log.iter().try_for_each(|e| {
            if let Some(c) = e.cause {
                self.player(c.owner, "the log")?;
                self.card(c.card, "the log")?;
            }
            self.logged(&e.event)
        })
    }

    fn place(&self, p: Place) -> R {
        match p {
            Place::Mat(m) => self.mat(m, "a logged card"),
            _ => Ok(()),
        }
    }

    fn logged(&self, e: &Event) -> R {
        let what = "the log";
        let cards = |p: PlayerId, v: &[CardId]| -> R {
            self.player(p, what)?;
            v.iter().try_for_each(|&k| self.card(k, what))
        };
        match e {
            Event::TurnStart { player, .. }
            | Event::Shuffle(player)
            | Event::Unaffected(player)
            | Event::ExtraTurn(player) => self.player(*player, what),
            Event::Draw(p, v)
            | Event::Trash(p, v)
            | Event::Discard(p, v)
            | Event::Reveal(p, v)
            | Event::LookAt(p, v)
            | Event::SetAside(p, v, _) => cards(*p, v),
            Event::Play { player, card, .. } => cards(*player, &[*card]),
            Event::Buy(p, k)
            | Event::Name(p, k)
            | Event::Delayed(p, k)
            | Event::Cancelled(p, k) => cards(*p, &[*k]),
            Event::Gain(p, k, to) => {
                cards(*p, &[*k])?;
                self.place(*to)
            }
            Event::Put(p, v, to, from) => {
                cards(*p, v)?;
                self.place(*to)?;
                self.place(*from)
            }
            Event::Exchange(p, a, b) => cards(*p, &[*a, *b]),
            Event::Plus(p, _, _) => self.player(*p, what),
            Event::Token(p, m) => {
                self.player(*p, what)?;
                self.mat(*m, what)
            }
            Event::PileToken(p, t, k) => {
                self.token(*t, what)?;
                cards(*p, &[*k])
            }
            Event::OwnToken(p, t, m) => {
                self.player(*p, what)?;
                self.token(*t, what)?;
                self.mat(*m, what)
            }
            Event::Pass(p, q, k) => {
                self.player(*q, what)?;
                cards(*p, &[*k])
            }
            Event::GameOver { scores, winners } => {
                if scores.len() != self.n {
                    return bad("the scores in the log do not match the players");
                }
                winners.iter().try_for_each(|&w| self.player(w, what))
            }
        }
    }

    /// The decision the game waits for: there is one unless the game is over, and it fits
    /// what the engine does next.
    fn pending(&self) -> R {
        let s = self.s;
        if s.answer.is_some() {
            return bad("an answer is half taken");
        }
        let over = s.turn.phase == Phase::Over;
        let Some(d) = &s.pending else {
            return if over {
                Ok(())
            } else {
                bad("no decision is pending")
            };
        };
        if over {
            return bad("a decision is pending after the game's end");
        }
        self.player(d.player, "the pending decision")?;
        if let Some(p) = d.for_player {
            self.player(p, "the pending decision")?;
        }
        if let Some(k) = d.card {
            self.card(k, "the pending decision")?;
        }
        self.decision(d)
    }

    fn decision(&self, d: &Decision) -> R {
        let s = self.s;
        let what = "the pending decision";
        let top = s.stack.last();
        let prog = matches!(top, Some(Frame::Prog(_)));
        let fits = match &d.kind {
            DecisionKind::Move => {
                s.stack.is_empty()
                    && d.player == s.turn.player
                    && matches!(s.turn.phase, Phase::Action | Phase::Buy)
            }
            DecisionKind::First { options } => {
                options.iter().try_for_each(|&k| self.card(k, what))?;
                !options.is_empty() && matches!(top, Some(Frame::Order(o)) if o.player == d.player)
            }
            DecisionKind::Cards {
                options,
                to,
                min,
                max,
                ..
            } => {
                options.iter().try_for_each(|&i| self.inst(i, what))?;
                self.dest(*to, what)?;
                min <= max && *min as usize <= options.len() && prog
            }
            DecisionKind::Play { options, min } => {
                options.iter().try_for_each(|&i| self.inst(i, what))?;
                *min <= 1 && *min as usize <= options.len() && prog
            }
            DecisionKind::Gain { options, optional } => {
                options.iter().try_for_each(|&k| self.card(k, what))?;
                (*optional || !options.is_empty()) && prog
            }
            DecisionKind::NameCard { options } | DecisionKind::Pile { options } => {
                options.iter().try_for_each(|&k| self.card(k, what))?;
                !options.is_empty() && prog
            }
            DecisionKind::ChooseOne { n } => *n > 0 && prog,
            DecisionKind::ChooseSome { n, taken } => {
                crate::engine::open_options(*n, *taken).next().is_some() && prog
            }
            DecisionKind::YesNo | DecisionKind::Order | DecisionKind::Position { .. } => prog,
        };
        if fits {
            Ok(())
        } else {
            bad("the pending decision does not fit the state of the game")
        }
    }
}

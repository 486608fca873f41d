//! Moving cards between zones, drawing and shuffling; the turn's moves and the
//! validation of answers.

use super::decision::{Choice, Decision, DecisionKind, Move};
use super::event::{Event, Place};
use super::state::{BuyFrame, Frame, Inst, Loc, Phase, PlayFrame, PlayerId, Zone};
use super::{EngineError, Game};
use crate::db::{CardId, Types};

impl Game {
    /// The list holding a location's cards.
    pub(crate) fn zone_mut(&mut self, loc: Loc) -> &mut Vec<Inst> {
        let s = &mut self.state;
        let p = loc.owner as usize;
        match loc.zone {
            Zone::Supply => &mut s.supply[p].cards,
            Zone::Trash => &mut s.trash,
            Zone::Deck => &mut s.players[p].deck,
            Zone::Hand => &mut s.players[p].hand,
            Zone::Discard => &mut s.players[p].discard,
            Zone::Play => &mut s.players[p].play,
            Zone::SetAside => &mut s.players[p].set_aside,
            Zone::Revealed => &mut s.players[p].revealed,
            Zone::Mat(m) => &mut s.players[p].mats[m as usize],
        }
    }

    /// Move a card to the top (end) of a location's list.
    pub(crate) fn move_to(&mut self, i: Inst, to: Loc) {
        let from = self.state.locs[i as usize];
        let v = self.zone_mut(from);
        if let Some(pos) = v.iter().rposition(|&x| x == i) {
            v.remove(pos);
        }
        self.zone_mut(to).push(i);
        self.state.locs[i as usize] = to;
    }

    /// Take the top card of a player's deck, shuffling the discard pile in if needed.
    pub(crate) fn take_top(&mut self, p: PlayerId) -> Option<Inst> {
        if self.state.players[p as usize].deck.is_empty() {
            self.shuffle(p);
        }
        self.state.players[p as usize].deck.last().copied()
    }

    /// Shuffle a player's discard pile into their (empty) deck.
    pub(crate) fn shuffle(&mut self, p: PlayerId) {
        let pl = &mut self.state.players[p as usize];
        if pl.discard.is_empty() {
            return;
        }
        let mut cards = std::mem::take(&mut pl.discard);
        for k in (1..cards.len()).rev() {
            let j = self.state.below(k + 1);
            cards.swap(k, j);
        }
        let loc = Loc { zone: Zone::Deck, owner: p };
        for &c in &cards {
            self.state.locs[c as usize] = loc;
        }
        let pl = &mut self.state.players[p as usize];
        cards.append(&mut pl.deck);
        pl.deck = cards;
        self.log(|| Event::Shuffle(p));
    }

    /// Draw up to `n` cards; returns how many were drawn.
    pub fn draw(&mut self, p: PlayerId, n: usize) -> usize {
        let loc = Loc { zone: Zone::Hand, owner: p };
        let mut drawn = 0;
        for _ in 0..n {
            let pl = &mut self.state.players[p as usize];
            let c = match pl.deck.pop() {
                Some(c) => c,
                None => {
                    self.shuffle(p);
                    match self.state.players[p as usize].deck.pop() {
                        Some(c) => c,
                        None => break,
                    }
                }
            };
            self.state.players[p as usize].hand.push(c);
            self.state.locs[c as usize] = loc;
            drawn += 1;
        }
        if self.state.logging && drawn > 0 {
            let h = &self.state.players[p as usize].hand;
            let kinds = h[h.len() - drawn..].iter().map(|&i| self.kind(i)).collect();
            self.state.log.push(Event::Draw(p, kinds));
        }
        drawn
    }

    /// The legal moves now (for players and bots): plays, buys, ending the phase.
    pub fn legal_moves(&self) -> Vec<Move> {
        let t = &self.state.turn;
        if !matches!(t.phase, Phase::Action | Phase::Buy) || self.state.pending.as_ref().map(|d| &d.kind) != Some(&DecisionKind::Move)
        {
            return vec![];
        }
        let mut v: Vec<Move> = vec![];
        let mut seen: Vec<CardId> = vec![];
        for &i in &self.state.players[t.player as usize].hand {
            let k = self.kind(i);
            if !seen.contains(&k) && self.can_play(i) {
                seen.push(k);
                v.push(Move::Play(i));
            }
        }
        for p in &self.state.supply {
            if self.can_buy(p.card) {
                v.push(Move::Buy(p.card));
            }
        }
        v.push(Move::EndPhase);
        v
    }

    /// Check an answer against the question.
    pub(crate) fn validate(&self, d: &Decision, c: &Choice) -> Result<(), EngineError> {
        let bad = |m: &str| Err(EngineError::IllegalChoice(m.to_string()));
        match (&d.kind, c) {
            (DecisionKind::Move, Choice::Move(m)) => match *m {
                Move::Play(i) if (i as usize) < self.state.kinds.len() && self.can_play(i) => Ok(()),
                Move::Play(_) => bad("that card cannot be played now"),
                Move::Buy(k) if (k as usize) < self.db.cards.len() && self.can_buy(k) => Ok(()),
                Move::Buy(_) => bad("that card cannot be bought now"),
                Move::EndPhase => Ok(()),
            },
            (DecisionKind::Cards { options, min, max, .. }, Choice::Cards(cs)) => {
                if cs.len() < *min as usize || cs.len() > *max as usize {
                    return bad(&format!("pick between {min} and {max} cards"));
                }
                for (n, x) in cs.iter().enumerate() {
                    if !options.contains(x) || cs[..n].contains(x) {
                        return bad("a picked card is not among the options");
                    }
                }
                Ok(())
            }
            (DecisionKind::Play { options, min }, Choice::Cards(cs)) => {
                if cs.len() > 1 || cs.len() < *min as usize || cs.iter().any(|x| !options.contains(x)) {
                    return bad("pick one of the cards to play");
                }
                Ok(())
            }
            (DecisionKind::Gain { options, optional }, Choice::Kind(k)) => match k {
                None if *optional => Ok(()),
                Some(k) if options.contains(k) => Ok(()),
                _ => bad("pick one of the cards that can be gained"),
            },
            (DecisionKind::NameCard { options }, Choice::Kind(Some(k))) if options.contains(k) => Ok(()),
            (DecisionKind::YesNo, Choice::Yes(_)) => Ok(()),
            (DecisionKind::ChooseOne { n }, Choice::Index(i)) if i < n => Ok(()),
            (DecisionKind::Order, Choice::Index(i)) if *i < 2 => Ok(()),
            _ => bad("the answer does not fit the question"),
        }
    }

    /// Carry out a turn move (already validated).
    pub(crate) fn do_move(&mut self, m: Move) {
        let p = self.state.turn.player;
        match m {
            Move::Play(i) => {
                let t = &mut self.state.turn;
                if t.phase == Phase::Action && self.db.card(self.state.kinds[i as usize]).types.has(Types::ACTION) {
                    t.actions -= 1;
                } else {
                    t.phase = Phase::Buy;
                }
                self.move_to(i, Loc { zone: Zone::Play, owner: p });
                self.state.stack.push(Frame::Play(PlayFrame { player: p, card: i, times: 1, done: 0, chain: vec![] }));
            }
            Move::Buy(k) => {
                let cost = self.cost(k);
                let t = &mut self.state.turn;
                t.phase = Phase::Buy;
                t.buys -= 1;
                t.coins -= cost;
                t.bought = true;
                let pile = self.state.pile_of[k as usize].unwrap_or(0);
                self.state.stack.push(Frame::Buy(BuyFrame { player: p, pile, step: 0 }));
            }
            Move::EndPhase => {
                let t = &mut self.state.turn;
                t.phase = if t.phase == Phase::Action { Phase::Buy } else { Phase::EndBuy };
            }
        }
    }

    /// Where a destination puts a card of player `p`, for the log.
    pub(crate) fn place_of(loc: Loc) -> Place {
        match loc.zone {
            Zone::Discard => Place::Discard,
            Zone::Hand => Place::Hand,
            Zone::Deck => Place::Deck,
            Zone::Mat(m) => Place::Mat(m),
            Zone::SetAside | Zone::Revealed => Place::SetAside,
            Zone::Trash => Place::Trash,
            Zone::Supply => Place::Supply,
            Zone::Play => Place::Play,
        }
    }
}

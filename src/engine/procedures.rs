//! The engine's own multi-step procedures, each a frame on the stack: playing, buying and
//! gaining a card (their events, the reactions they open, where a gained card goes).

use super::event::Event;
use super::state::{EventCtx, Frame, GainFrame, Inst, Loc, Phase, Zone};
use super::Game;
use crate::ast::EventKind;
use crate::db::Dest;

impl Game {
    pub(crate) fn step_play(&mut self, top: usize) {
        let Frame::Play(f) = &mut self.state.stack[top] else {
            return;
        };
        if f.done >= f.times {
            self.pop_done();
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
            _ => self.pop_done(),
        }
    }

    /// Pop a finished play, buy or gain frame: a buy or gain holds nothing to free, so no
    /// drop glue runs for it (forgotten, not dropped); a play frees only its keep chain.
    #[inline(always)]
    fn pop_done(&mut self) {
        match self.state.stack.pop() {
            Some(f @ (Frame::Gain(_) | Frame::Buy(_))) => std::mem::forget(f),
            Some(Frame::Play(f)) => drop(f.chain),
            Some(f) => drop(f),
            None => {}
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
                self.pop_done();
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

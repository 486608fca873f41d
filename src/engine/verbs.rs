//! The verbs of the effect language done to chosen cards: trash, discard, reveal, look
//! at, set aside, put, return, shuffle into the deck; each records the cards in the ability's variables.

use super::event::Event;
use super::state::{EventCtx, Frame, GainFrame, Inst, Loc, Loop, Prog, Zone};
use super::Game;
use crate::ast::{EventKind, Verb};
use crate::db::{CardId, Dest};

impl Game {
    /// Do a verb to chosen cards, recording them in the ability's variables.
    pub(crate) fn apply(
        &mut self,
        p: &mut Prog,
        verb: Verb,
        to: Dest,
        chosen: Vec<Inst>,
        more: bool,
    ) {
        if chosen.is_empty() {
            self.spare(chosen);
            return;
        }
        // For the log only: nothing is built when it is off.
        let kinds: Vec<CardId> = if self.state.logging {
            chosen.iter().map(|&c| self.kind(c)).collect()
        } else {
            Vec::new()
        };
        match verb {
            Verb::Trash => self.trash_cards(p, &chosen, kinds, more),
            Verb::Discard => self.discard_cards(p, &chosen, kinds, more),
            Verb::Reveal | Verb::LookAt => self.reveal_cards(p, verb, &chosen, kinds, more),
            Verb::SetAside { face_down } => self.set_aside_cards(p, &chosen, kinds, face_down),
            Verb::Put | Verb::Return => self.put_cards(p, verb, to, &chosen, kinds, more),
            Verb::Gain => self.gain_cards(p, to, &chosen),
            Verb::Shuffle => self.shuffle_in(p, &chosen, more),
        }
        self.spare(chosen);
    }

    /// Reveal or look at the chosen cards: they are `the revealed cards`.
    fn reveal_cards(
        &mut self,
        p: &mut Prog,
        verb: Verb,
        chosen: &[Inst],
        kinds: Vec<CardId>,
        more: bool,
    ) {
        let you = p.you;
        if !more {
            p.vars.revealed.clear();
        }
        for &c in chosen {
            p.vars.revealed.push((c, self.state.loc(c)));
        }
        if verb == Verb::Reveal {
            self.log(|| Event::Reveal(you, kinds));
        } else {
            self.log(|| Event::LookAt(you, kinds));
        }
    }

    /// Set the chosen cards aside. `the set aside cards` are all the ability set aside:
    /// each set-aside card stays in reach of the text that will move it on.
    fn set_aside_cards(
        &mut self,
        p: &mut Prog,
        chosen: &[Inst],
        kinds: Vec<CardId>,
        face_down: bool,
    ) {
        let you = p.you;
        let loc = Loc {
            zone: Zone::SetAside,
            owner: you.0,
        };
        self.log(|| Event::SetAside(you, kinds, face_down));
        for &c in chosen {
            self.move_to(c, loc);
            if !p.vars.set_aside.iter().any(|r| r.0 == c) {
                p.vars.set_aside.push((c, loc));
            }
        }
    }

    /// Gain those very cards, each in turn (would-gain and gain abilities apply as for
    /// any gain); the gains record them as `the gained cards`.
    fn gain_cards(&mut self, p: &mut Prog, to: Dest, chosen: &[Inst]) {
        p.vars.gained.clear();
        for &c in chosen {
            self.staged.push(Frame::Gain(GainFrame {
                player: p.you,
                pile: 0,
                card: Some(c),
                to,
                bought: false,
                step: 0,
                cancelled: false,
                inst: None,
            }));
        }
    }

    /// Shuffle the chosen cards into the deck: into the deck, then the whole deck is
    /// shuffled (seed 004, Gasthaus: with an empty deck they become its only cards).
    fn shuffle_in(&mut self, p: &mut Prog, chosen: &[Inst], more: bool) {
        let you = p.you;
        if !more {
            p.vars.moved.clear();
        }
        let loc = Loc {
            zone: Zone::Deck,
            owner: you.0,
        };
        for &c in chosen {
            self.move_to(c, loc);
            p.vars.moved.push((c, loc));
        }
        self.shuffle_deck(you);
        self.log(|| Event::Shuffle(you));
    }

    /// Trash the chosen cards, then each sets off its trash abilities.
    fn trash_cards(&mut self, p: &mut Prog, chosen: &[Inst], kinds: Vec<CardId>, more: bool) {
        let you = p.you;
        let loc = Loc {
            zone: Zone::Trash,
            owner: 0,
        };
        if !more {
            p.vars.trashed.clear();
        }
        self.log(|| Event::Trash(you, kinds));
        for &c in chosen {
            self.move_to(c, loc);
            p.vars.trashed.push((c, loc));
        }
        for &c in chosen {
            self.fire(EventKind::Trash, you, c, EventCtx::default());
        }
    }

    /// Discard the chosen cards, then each sets off its discard abilities.
    fn discard_cards(&mut self, p: &mut Prog, chosen: &[Inst], kinds: Vec<CardId>, more: bool) {
        let you = p.you;
        let loc = Loc {
            zone: Zone::Discard,
            owner: you.0,
        };
        if !more {
            p.vars.discarded.clear();
        }
        self.log(|| Event::Discard(you, kinds));
        for &c in chosen {
            self.move_to(c, loc);
            p.vars.discarded.push((c, loc));
        }
        for &c in chosen {
            self.fire(
                EventKind::DiscardOutsideCleanup,
                you,
                c,
                EventCtx::default(),
            );
        }
    }

    /// Put the chosen cards where `to` says (`return`: to their Supply piles).
    #[allow(clippy::too_many_arguments)]
    fn put_cards(
        &mut self,
        p: &mut Prog,
        verb: Verb,
        to: Dest,
        chosen: &[Inst],
        kinds: Vec<CardId>,
        more: bool,
    ) {
        let you = p.you;
        let to = if verb == Verb::Return {
            Dest::Supply
        } else {
            to
        };
        // Onto the deck, the first chosen card ends on top: the cards go in
        // reverse order.
        let rev = matches!(
            to,
            Dest::Deck | Dest::Back | Dest::DeckAnyOrder | Dest::BackAnyOrder | Dest::Anywhere
        );
        // For the log only: where the cards come from (not looked for when it is off).
        let from = (self.state.logging).then(|| Self::place_of(self.state.loc(chosen[0])));
        let mut place = None;
        if !more {
            p.vars.moved.clear();
        }
        for k in 0..chosen.len() {
            let c = chosen[if rev { chosen.len() - 1 - k } else { k }];
            if let Some(loc) = self.dest_loc(to, you, c) {
                if loc.zone == Zone::Supply {
                    // Returning a card to the Supply may grow its pile past its
                    // starting size (a starting Estate returned): the bound moves.
                    let pile = &mut self.state.supply[loc.owner as usize];
                    if pile.size != 0 {
                        pile.size = pile.size.saturating_add(1);
                    }
                }
                self.move_to(c, loc);
                p.vars.moved.push((c, loc));
                place = Some(Self::place_of(loc));
            }
        }
        if let (Some(pl), Some(from)) = (place, from) {
            self.log(|| Event::Put(you, kinds, pl, from));
        }
    }

    /// Revealed or looked-at cards still waiting in the Revealed zone go back onto their
    /// owner's deck, the first of them on top.
    pub(crate) fn return_revealed(&mut self, cards: &[Inst]) {
        for &c in cards.iter().rev() {
            let loc = self.state.loc(c);
            if loc.zone == Zone::Revealed {
                self.move_to(
                    c,
                    Loc {
                        zone: Zone::Deck,
                        owner: loc.owner,
                    },
                );
            }
        }
    }

    /// The end of one player's turn in a player block (`each other player: ...`): the
    /// cards that player revealed or looked at and left alone go back onto their deck,
    /// and the ability's card variables are those from before the block again, so the
    /// next player starts afresh (a named card stays named; the cards they trashed,
    /// discarded, revealed, ... are gathered for after the block). Returns the open loop.
    pub(crate) fn end_iteration<'a>(&mut self, p: &'a mut Prog) -> Option<&'a mut Loop> {
        let l = p.loops.last_mut()?;
        // The cards this player revealed and left alone (usually none: no buffer then).
        let from = l.shown.min(p.shown.len());
        let mine = if from < p.shown.len() {
            let mut mine = self.buffer();
            mine.extend_from_slice(&p.shown[from..]);
            p.shown.truncate(from);
            Some(mine)
        } else {
            None
        };
        // What this player handled joins the block's; the lists are as before the
        // block again (only those that changed are copied back; a named card stays).
        let now = p.vars.gathered_mut();
        for ((mine, before), all) in now
            .into_iter()
            .zip(l.outer.gathered())
            .zip(l.gathered.gathered_mut())
        {
            if *mine != *before {
                all.extend_from_slice(mine);
                super::copy::copy_vec(mine, before);
            }
        }
        super::copy::copy_vec(&mut p.vars.it, &l.outer.it);
        if let Some(mine) = mine {
            self.return_revealed(&mine);
            self.spare(mine);
        }
        p.loops.last_mut()
    }
}

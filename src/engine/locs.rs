//! Where a card is: a card in one of its owner's own zones (deck, hand, discard pile,
//! play) is noted in [`State::locs`] only as "one of that player's own zones" (drawing,
//! shuffling and Clean-up need not note each card), and found exactly here when asked.

use super::state::{Loc, State, Zone};
use super::Inst;

impl State {
    /// Where a card is, exactly (see [`State::locs`]).
    #[inline]
    pub fn loc(&self, i: Inst) -> Loc {
        let l = self.locs[i.index()];
        if !l.zone.own() {
            return l;
        }
        self.own_loc(i, l)
    }

    /// Which of a player's own zones holds a card noted as `noted` there: the zone noted
    /// (often still right) is looked in first, then the others, each from its top (where
    /// a card moved lately is).
    #[inline(never)]
    fn own_loc(&self, i: Inst, noted: Loc) -> Loc {
        let Some(p) = self.players.get(noted.owner as usize) else {
            return noted;
        };
        let list = |z: Zone| match z {
            Zone::Hand => &p.hand,
            Zone::Play => &p.play,
            Zone::Discard => &p.discard,
            _ => &p.deck,
        };
        let holds = |z: Zone| list(z).iter().rev().any(|&x| x == i);
        if holds(noted.zone) {
            return noted;
        }
        let zone = [Zone::Hand, Zone::Play, Zone::Discard, Zone::Deck]
            .into_iter()
            .find(|&z| z != noted.zone && holds(z))
            .unwrap_or(noted.zone);
        Loc {
            zone,
            owner: noted.owner,
        }
    }

    /// Whether a card is at a location (a card not in the game is nowhere).
    #[inline]
    pub fn is_at(&self, i: Inst, loc: Loc) -> bool {
        let Some(&l) = self.locs.get(i.index()) else {
            return false;
        };
        if !loc.zone.own() || !l.zone.own() {
            return l == loc;
        }
        // From the top: a card moved lately (played, drawn, gained) is there.
        l.owner == loc.owner
            && (self.own_list(loc)).is_some_and(|v| v.iter().rev().any(|&x| x == i))
    }

    /// The list of one of a player's own zones.
    fn own_list(&self, loc: Loc) -> Option<&Vec<Inst>> {
        let p = self.players.get(loc.owner as usize)?;
        match loc.zone {
            Zone::Deck => Some(&p.deck),
            Zone::Hand => Some(&p.hand),
            Zone::Discard => Some(&p.discard),
            Zone::Play => Some(&p.play),
            _ => None,
        }
    }

    /// Whether the noted location of a card fits where it was found (`loc`): the same, or
    /// for a player's own zones, the same player's own zones.
    pub fn noted_fits(&self, i: Inst, loc: Loc) -> bool {
        let l = self.locs[i.index()];
        l == loc || (l.zone.own() && loc.zone.own() && l.owner == loc.owner)
    }
}

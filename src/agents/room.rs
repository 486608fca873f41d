//! What a player's deck holds, counted once per decision, for the heuristic bot's rules of
//! thumb on how many Kingdom cards it takes and how much money it has.

use super::Profiles;
use crate::db::CardId;
use crate::engine::Game;

/// The card has a Kingdom pile in this game's Supply.
pub(super) fn from_kingdom_pile(game: &Game, k: CardId) -> bool {
    (game.state.pile_of.get(k.index()).copied().flatten())
        .is_some_and(|p| game.state.supply[p as usize].kingdom)
}

/// What a player owns (deck, hand, discard pile and play), counted in one pass: the
/// copies of each kind and the totals the bot's rules read. The buffers are kept from one
/// count to the next.
#[derive(Default, Clone)]
pub(super) struct Room {
    /// Copies owned, by kind (only the kinds in `kinds` are non-zero).
    counts: Vec<u16>,
    /// The kinds owned.
    kinds: Vec<CardId>,
    /// How many cards those are.
    size: usize,
    /// Terminal Actions (no +Action) owned.
    terminals: usize,
    /// Cards from Kingdom piles owned.
    kingdom: usize,
    /// The coins the Treasures owned give in all.
    pub(super) money: i32,
}

impl Room {
    /// Count what `player` owns now.
    pub(super) fn count(&mut self, game: &Game, profiles: &Profiles, player: u8) {
        // The kinds' list taken out and the counts as a slice: the loop over the cards
        // keeps both in registers.
        let mut kinds = std::mem::take(&mut self.kinds);
        let counts = &mut self.counts;
        for k in kinds.drain(..) {
            counts[k.index()] = 0;
        }
        if counts.len() < game.db.cards.len() {
            counts.resize(game.db.cards.len(), 0);
        }
        let counts = &mut counts[..];
        let me = &game.state.players[player as usize];
        let of = &game.state.kinds[..];
        let mut size = 0;
        for z in [&me.deck[..], &me.hand[..], &me.discard[..], &me.play[..]] {
            size += z.len();
            for &i in z {
                let k = of[i.index()];
                let c = &mut counts[k.index()];
                if *c == 0 {
                    kinds.push(k);
                }
                *c += 1;
            }
        }
        let (mut terminals, mut kingdom, mut money) = (0, 0, 0);
        for &k in kinds.iter() {
            let n = counts[k.index()];
            let pr = profiles.get(k);
            if pr.terminal {
                terminals += n as usize;
            }
            if from_kingdom_pile(game, k) {
                kingdom += n as usize;
            }
            money += pr.money * i32::from(n);
        }
        (self.size, self.terminals, self.kingdom, self.money) = (size, terminals, kingdom, money);
        self.kinds = kinds;
    }

    /// The deck has room for another copy of this Kingdom card: one terminal Action per 8
    /// cards, two copies of a card at most, and money first (one Kingdom card per 5 cards).
    pub(super) fn has_room(&self, profiles: &Profiles, k: CardId) -> bool {
        let terminal = profiles.get(k).terminal;
        self.kingdom * 5 < self.size
            && !(terminal && self.terminals * 8 >= self.size)
            && self.counts.get(k.index()).map_or(0, |&n| n) < 2
    }
}

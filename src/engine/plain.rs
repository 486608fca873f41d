//! Plain turns: the quick turns (see `turn.rs`) of a game where nothing looks at the cards
//! in play while buying, each card of the turn touched once: the Treasures found in hand
//! before any moves, left there until Clean-up discards every card where it would be.

use super::moves::transfer;
use super::state::{Inst, Loc, Phase, Zone};
use super::turn::EmptyPiles;
use super::Game;

/// A batch of Treasures found in hand before any is moved ([`Game::plain_batch`]).
#[derive(Debug, Clone, Copy)]
struct Batch {
    /// Their bonuses summed, by [`crate::ast::Resource`] index.
    sum: [i32; 8],
    /// Their places in hand, one bit each.
    mask: u64,
    /// How many they are.
    count: usize,
}

impl Game {
    /// [`Game::quick_turns`] in a game of plain turns: each a plain turn when its
    /// Treasures allow ([`Game::plain_batch`]), else a quick turn. Whether the turn moved
    /// on (it did).
    #[inline(never)]
    pub(super) fn plain_quick_turns(&mut self, mut empty: EmptyPiles) -> bool {
        // Every seat's turns quick ones, with no Action card in the game: then only the
        // last turn decides whether the next is (see `quick_seat`; none of this changes
        // in these turns).
        let all = !self.actions
            && (self.state.players.iter().enumerate())
                .all(|(q, pl)| pl.autoplay && self.auto_buys.seats & (1 << (q % 64)) != 0);
        loop {
            let on = match self.plain_batch() {
                Some(b) => {
                    self.plain_turn(b, &mut empty);
                    true
                }
                None => self.quick_turn_apart(&mut empty),
            };
            let t = &self.state.turn;
            let next = if all {
                t.number < self.auto_buys.until
            } else {
                self.quick_seat()
            };
            if !(on && t.phase == Phase::Start && next) {
                return true;
            }
        }
    }

    /// [`Game::quick_turn`], not inlined (where it is the rare case).
    #[inline(never)]
    fn quick_turn_apart(&mut self, empty: &mut EmptyPiles) -> bool {
        self.quick_turn(empty)
    }

    /// Whether this game's quick turns may be plain turns ([`Game::plain_turn`]): buying
    /// gains directly, no cost or buy rule (nothing looks at the cards in play while
    /// buying), nothing listens to plays or to discards from play, no history of plays or
    /// gains is kept.
    pub(super) fn plain_turns(&self) -> bool {
        self.plain_buys
            && !self.cost_rules
            && !self.buy_rules
            && !self.listening_to_discards
            && !self.history.plays
            && !self.history.gains
            && self.listeners[super::triggers::PLAY].is_empty()
    }

    /// The batch of Treasures the turn about to start plays (see
    /// [`Game::play_simple_treasures`]), found without moving a card: none unless every
    /// Treasure in hand is played in the batch and none gives +Cards (then the quick turn
    /// plays them itself).
    #[inline(always)]
    fn plain_batch(&self) -> Option<Batch> {
        let t = &self.state.turn;
        let hand = &self.state.players[t.player.index()].hand;
        if t.bought || hand.len() > 64 {
            return None;
        }
        let (kinds, hot) = (&self.state.kinds[..], &self.hot[..]);
        let mut b = Batch {
            sum: [0; 8],
            mask: 0,
            count: 0,
        };
        // From the last card to the first, each a bit shifted in (1 for a Treasure); a card
        // that is not a Treasure adds nothing to the sum (see `Hot::sum`).
        for &i in hand.iter().rev() {
            let h = hot.get(kinds.get(i.index())?.index())?;
            if h.treasure > 1 {
                return None;
            }
            b.mask = b.mask << 1 | h.treasure as u64;
            b.count += h.treasure as usize;
            for (a, x) in b.sum.iter_mut().zip(h.sum) {
                *a = a.wrapping_add(x);
            }
        }
        (b.sum[crate::ast::Resource::Cards as usize] <= 0).then_some(b)
    }

    /// A quick turn whose Treasures are the batch `b` ([`Game::plain_batch`]) in a game of
    /// plain turns ([`Game::plain_turns`]): the same steps as [`Game::quick_turn`], the
    /// Treasures left in hand until Clean-up discards them where they would be (nothing
    /// looks at them in between), each card touched once.
    fn plain_turn(&mut self, b: Batch, empty: &mut EmptyPiles) {
        use crate::ast::Resource;
        let p = self.count_turn();
        let t = &mut self.state.turn;
        t.phase = Phase::Buy;
        t.autoplay = false;
        t.actions += b.sum[Resource::Actions as usize];
        t.buys += b.sum[Resource::Buys as usize];
        t.coins = (t.coins + b.sum[Resource::Coins as usize]).max(0);
        self.state.players[p.index()].vp_tokens += b.sum[Resource::Vp as usize];
        // (Nothing is bought yet: the turn's end is asked after each buy.)
        while let Some((pile, cost)) = self.plain_pick() {
            // As `buy_in` buys it: buying gains directly, nothing is staged.
            let t = &mut self.state.turn;
            t.buys -= 1;
            t.coins -= cost;
            t.bought = true;
            let s = &mut self.state;
            let cards = &mut s.supply[pile as usize].cards;
            if let Some(c) = cards.pop() {
                if cards.is_empty() {
                    self.pile_emptied = true;
                    empty.count += 1;
                    empty.end |= self.end_piles.contains(&pile);
                }
                s.players[p.index()].discard.push(c);
                s.locs[c.index()] = Loc {
                    zone: Zone::Discard,
                    owner: p.0,
                };
            }
            if self.state.auto_end && self.state.turn.buys <= 0 {
                break;
            }
        }
        self.state.turn.phase = Phase::CleanupDraw;
        self.plain_cleanup(p.index(), b);
        let ended = self.ended(*empty);
        self.cleanup_draw(Some(ended));
    }

    /// What a plain turn buys now ([`Game::auto_buy_card`] in a game of plain turns, where
    /// a card's cost is its printed cost and no buy is forbidden): the pile and cost of
    /// the card of the first `big-money` rule that applies ([`Game::buy_by_rules`]).
    #[inline(always)]
    fn plain_pick(&self) -> Option<(u8, i32)> {
        let s = &self.state;
        let coins = s.turn.coins;
        if s.turn.buys <= 0 {
            return None;
        }
        let pick = self.db.bots.big_money.iter().find_map(|r| {
            if coins < r.coins || r.left.is_some_and(|l| self.end_left() > l as usize) {
                return None;
            }
            let pile = s.pile_of[r.card.index()]?;
            let cost = self.hot[r.card.index()].cost as i32;
            (!s.supply[pile as usize].cards.is_empty() && cost <= coins).then_some((pile, cost))
        });
        // The long way's pick, which this one repeats for a game of plain turns.
        debug_assert_eq!(
            pick.map(|(pile, _)| s.supply[pile as usize].card),
            self.auto_buy_card(),
            "a plain turn buys what the rules' buy would"
        );
        pick
    }

    /// Clean-up's discarding in a plain turn: the hand's other cards, the cards in play,
    /// then the Treasures (`b`: their places in hand), as after a batch moved them into
    /// play; the other players' cards in play.
    #[inline(always)]
    fn plain_cleanup(&mut self, pi: usize, b: Batch) {
        for (q, pl) in self.state.players.iter_mut().enumerate() {
            if q != pi {
                transfer(&mut pl.play, &mut pl.discard);
                continue;
            }
            let (hand, discard) = (&mut pl.hand, &mut pl.discard);
            if !pl.play.is_empty() {
                plain_discard_around(hand, &mut pl.play, discard, b.mask);
                continue;
            }
            let base = discard.len();
            discard.extend_from_slice(hand);
            let keep = hand.len() - b.count;
            // Unless the other cards come first in hand already, put them first.
            if (b.mask.trailing_zeros() as usize) < keep {
                let (others, treasures) = discard[base..].split_at_mut(keep);
                let (mut o, mut t) = (others.iter_mut(), treasures.iter_mut());
                for (j, &c) in hand.iter().enumerate() {
                    let to = if b.mask >> j & 1 == 0 {
                        o.next()
                    } else {
                        t.next()
                    };
                    if let Some(to) = to {
                        *to = c;
                    }
                }
            }
            hand.clear();
        }
    }
}

/// A plain turn's Clean-up discarding with cards in play before its Treasures: the hand's
/// cards that are not Treasures (`mask`: the Treasures' places in hand), the cards in play,
/// then the Treasures.
#[cold]
fn plain_discard_around(
    hand: &mut Vec<Inst>,
    play: &mut Vec<Inst>,
    discard: &mut Vec<Inst>,
    mask: u64,
) {
    let of = |t: u64| {
        hand.iter()
            .enumerate()
            .filter(move |(j, _)| mask >> j & 1 == t)
    };
    discard.extend(of(0).map(|(_, &c)| c));
    discard.append(play);
    discard.extend(of(1).map(|(_, &c)| c));
    hand.clear();
}

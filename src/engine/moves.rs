//! Moving cards between zones, drawing and shuffling; the turn's moves and the
//! validation of answers.

use super::decision::{Choice, Decision, DecisionKind, Move};
use super::event::{Event, Place};
use super::state::{BuyFrame, Frame, Inst, Loc, Phase, PlayFrame, PlayerId, State, Zone};
use super::{EngineError, Game};
use crate::db::CardId;

impl Game {
    /// The list holding a location's cards.
    pub(crate) fn zone_mut(&mut self, loc: Loc) -> &mut Vec<Inst> {
        // Whoever changes a pile's list may empty it.
        self.pile_emptied |= loc.zone == Zone::Supply;
        self.zone_inline(loc)
    }

    /// [`Game::zone_mut`], inlined into [`Game::move_to`].
    #[inline(always)]
    fn zone_inline(&mut self, loc: Loc) -> &mut Vec<Inst> {
        let s = &mut self.state;
        let p = loc.owner as usize;
        match loc.zone {
            Zone::Supply => s.pile_cards_mut(p),
            Zone::Trash => &mut s.trash,
            Zone::Deck => &mut s.players[p].deck,
            Zone::Hand => {
                s.cost_memo.changed();
                &mut s.players[p].hand
            }
            Zone::Discard => &mut s.players[p].discard,
            Zone::Play => {
                s.cost_memo.changed();
                &mut s.players[p].play
            }
            Zone::SetAside => {
                s.cost_memo.changed();
                &mut s.players[p].set_aside
            }
            Zone::Revealed => &mut s.players[p].revealed,
            Zone::Mat(m) => &mut s.players[p].mats[m as usize],
        }
    }

    /// Move a card to the top (end) of a location's list.
    pub(crate) fn move_to(&mut self, i: Inst, to: Loc) {
        let from = self.state.locs[i.index()];
        if from.zone.own() {
            self.take_from_own(i, from.owner);
        } else {
            let v = self.zone_inline(from);
            take(v, i);
            if v.is_empty() && from.zone == Zone::Supply {
                self.pile_emptied = true;
            }
        }
        self.zone_inline(to).push(i);
        self.placed(i, from, to);
    }

    /// Note that card `i` moved from `from` to `to` (its location, and what its owners
    /// hold): every move of a card ends so.
    #[inline(always)]
    pub(crate) fn placed(&mut self, i: Inst, from: Loc, to: Loc) {
        self.state.locs[i.index()] = to;
        self.state.owned.moved(i, from, to);
    }

    /// Put a card from its owner's hand into play (a card played from the hand): as
    /// [`Game::move_to`] does, without its search of the zones; a card not in the hand
    /// of the player `to` names is moved by `move_to`.
    #[inline(always)]
    pub(crate) fn play_from_hand(&mut self, i: Inst, to: Loc) {
        let s = &mut self.state;
        let from = s.locs[i.index()];
        if from.zone.own() && from.owner == to.owner && to.zone == Zone::Play {
            if let Some(pl) = s.players.get_mut(to.owner as usize) {
                if take(&mut pl.hand, i) {
                    pl.play.push(i);
                    s.cost_memo.changed();
                    // (Among one player's own zones: what they hold does not change.)
                    s.locs[i.index()] = to;
                    return;
                }
            }
        }
        self.move_to(i, to);
    }

    /// Take a card out of whichever of a player's own zones holds it (see
    /// [`State::locs`]), each searched from its top: the hand, play, the top cards of the
    /// deck and the discard pile (the ones usually taken from them: a card revealed, a
    /// card just gained), then the rest of the deck and of the discard pile.
    fn take_from_own(&mut self, i: Inst, owner: u8) {
        self.state.cost_memo.changed();
        let Some(p) = self.state.players.get_mut(owner as usize) else {
            return;
        };
        if take(&mut p.hand, i) || take(&mut p.play, i) {
            return;
        }
        for v in [&mut p.deck, &mut p.discard] {
            if v.last() == Some(&i) {
                v.pop();
                return;
            }
        }
        let _ = take(&mut p.deck, i) || take(&mut p.discard, i);
    }

    /// Take the top card of a player's deck, shuffling the discard pile in if needed.
    pub(crate) fn take_top(&mut self, p: PlayerId) -> Option<Inst> {
        if self.state.players[p.index()].deck.is_empty() {
            self.shuffle(p);
        }
        self.state.players[p.index()].deck.last().copied()
    }

    /// Shuffle a player's deck as it is (cards were just shuffled into it).
    pub(crate) fn shuffle_deck(&mut self, p: PlayerId) {
        let s = &mut self.state;
        fisher_yates(&mut s.rng, &mut s.players[p.index()].deck);
    }

    /// Shuffle a player's discard pile into their deck (which is empty whenever the
    /// rules shuffle; the buffers are swapped so neither loses its capacity).
    pub(crate) fn shuffle(&mut self, p: PlayerId) {
        self.shuffle_inline(p);
    }

    /// [`Game::shuffle`], inlined into drawing.
    #[inline(always)]
    fn shuffle_inline(&mut self, p: PlayerId) {
        let s = &mut self.state;
        let pl = &mut s.players[p.index()];
        if pl.discard.is_empty() {
            return;
        }
        // The discard pile becomes the deck; cards the deck still had stay below it.
        // (Their locations stay noted as the player's own zones: see `State::locs`.)
        std::mem::swap(&mut pl.deck, &mut pl.discard);
        fisher_yates(&mut s.rng, &mut pl.deck);
        if !pl.discard.is_empty() {
            let below = std::mem::take(&mut pl.discard);
            pl.deck.splice(0..0, below.iter().copied());
            pl.discard = below;
            pl.discard.clear();
        }
        self.log(|| Event::Shuffle(p));
    }

    /// Draw up to `n` cards; returns how many were drawn.
    #[inline(never)]
    pub fn draw(&mut self, p: PlayerId, n: usize) -> usize {
        self.state.cost_memo.changed();
        self.draw_inline(p, n, true)
    }

    /// [`Game::draw`], inlined into Clean-up (`logged`: unless the game is known not to
    /// be logged).
    #[inline(always)]
    pub(crate) fn draw_inline(&mut self, p: PlayerId, n: usize, logged: bool) -> usize {
        // Take what the deck has, shuffle if more is needed, take the rest: the same cards
        // in the same order as drawing one by one.
        let mut drawn = self.take_from_deck(p, n);
        if drawn < n && !self.state.players[p.index()].discard.is_empty() {
            self.shuffle_inline(p);
            drawn += self.take_from_deck(p, n - drawn);
        }
        if logged && self.state.logging && drawn > 0 {
            self.log_draw(p, drawn);
        }
        drawn
    }

    /// Log the last `drawn` cards of a player's hand as drawn.
    #[cold]
    #[inline(never)]
    fn log_draw(&mut self, p: PlayerId, drawn: usize) {
        let h = &self.state.players[p.index()].hand;
        let kinds = h[h.len() - drawn..].iter().map(|&i| self.kind(i)).collect();
        self.push_log(Event::Draw(p, kinds));
    }

    /// Move up to `n` cards from the top of the deck into the hand; how many moved.
    /// (Their locations stay noted as the player's own zones: see `State::locs`.)
    #[inline(always)]
    fn take_from_deck(&mut self, p: PlayerId, n: usize) -> usize {
        let super::state::Player { deck, hand, .. } = &mut self.state.players[p.index()];
        let k = n.min(deck.len());
        let start = deck.len() - k;
        hand.extend(deck[start..].iter().rev());
        deck.truncate(start);
        k
    }

    /// The legal moves now (for players and bots): plays, buys, ending the phase.
    pub fn legal_moves(&self) -> Vec<Move> {
        let t = &self.state.turn;
        if !matches!(t.phase, Phase::Action | Phase::Buy)
            || self.state.pending.as_ref().map(|d| &d.kind) != Some(&DecisionKind::Move)
        {
            return vec![];
        }
        let mut v: Vec<Move> = vec![];
        let mut seen: Vec<CardId> = vec![];
        for &i in &self.state.players[t.player.index()].hand {
            let k = self.kind(i);
            if !seen.contains(&k) && self.can_play(i) {
                seen.push(k);
                v.push(Move::Play(i));
            }
        }
        if self.next_treasure().is_some() {
            v.push(Move::PlayTreasures);
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
                Move::Play(i) if i.index() < self.state.kinds.len() && self.can_play(i) => Ok(()),
                Move::Play(_) => bad("that card cannot be played now"),
                Move::Buy(k) if k.index() < self.db.cards.len() && self.can_buy(k) => Ok(()),
                Move::Buy(_) => bad("that card cannot be bought now"),
                Move::PlayTreasures if self.next_treasure().is_some() => Ok(()),
                Move::PlayTreasures => bad("there is no Treasure to play"),
                Move::EndPhase => Ok(()),
            },
            (
                DecisionKind::Cards {
                    options,
                    min,
                    max,
                    optional,
                    ..
                },
                Choice::Cards(cs),
            ) => {
                if cs.is_empty() && *optional {
                    return Ok(());
                }
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
                if cs.len() > 1
                    || cs.len() < *min as usize
                    || cs.iter().any(|x| !options.contains(x))
                {
                    return bad("pick one of the cards to play");
                }
                Ok(())
            }
            (DecisionKind::Gain { options, optional }, Choice::Kind(k)) => match k {
                None if *optional => Ok(()),
                Some(k) if options.contains(k) => Ok(()),
                _ => bad("pick one of the cards that can be gained"),
            },
            (DecisionKind::NameCard { options }, Choice::Kind(Some(k))) if options.contains(k) => {
                Ok(())
            }
            (DecisionKind::First { options }, Choice::Kind(Some(k))) if options.contains(k) => {
                Ok(())
            }
            (DecisionKind::First { options }, Choice::Index(i))
                if (*i as usize) < options.len() =>
            {
                Ok(())
            }
            (DecisionKind::YesNo, Choice::Yes(_)) => Ok(()),
            (DecisionKind::ChooseOne { n }, Choice::Index(i)) if i < n => Ok(()),
            (DecisionKind::Position { size }, Choice::Index(i)) if i <= size => Ok(()),
            (DecisionKind::Pile { options }, Choice::Kind(Some(k))) if options.contains(k) => {
                Ok(())
            }
            (DecisionKind::ChooseSome { n, taken }, Choice::Index(i))
                if i < n && taken & (1 << i) == 0 =>
            {
                Ok(())
            }
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
                if t.phase == Phase::Action && self.hot[self.state.kinds[i.index()].index()].action
                {
                    t.actions -= 1;
                } else {
                    t.phase = Phase::Buy;
                }
                self.play_from_hand(
                    i,
                    Loc {
                        zone: Zone::Play,
                        owner: p.0,
                    },
                );
                self.begin_play(p, i);
            }
            Move::PlayTreasures => {
                self.state.turn.phase = Phase::Buy;
                // The rest (from the first Treasure that needs the interpreter) one by one.
                self.start_autoplay(p);
            }
            Move::Buy(k) => {
                self.buy(p, k);
            }
            Move::EndPhase => {
                let t = &mut self.state.turn;
                t.phase = if t.phase == Phase::Action {
                    Phase::Buy
                } else {
                    Phase::EndBuy
                };
            }
        }
    }

    /// Buy a card (the move, already validated): directly when nothing in the game
    /// reacts to buying or gaining, else through a frame. The pile it emptied directly,
    /// if it took a pile's last card.
    #[inline(always)]
    pub(crate) fn buy(&mut self, p: PlayerId, k: CardId) -> Option<u8> {
        self.buy_in(p, k, false)
    }

    /// [`Game::buy`]; `quick`: in a quick turn, with no lasting rule in force and no log.
    #[inline(always)]
    pub(crate) fn buy_in(&mut self, p: PlayerId, k: CardId, quick: bool) -> Option<u8> {
        // Buying happens in the Buy phase: a buy from the Action phase ends it first.
        self.state.turn.phase = Phase::Buy;
        let cost = self.cost(k);
        let t = &mut self.state.turn;
        t.buys -= 1;
        t.coins -= cost;
        t.bought = true;
        let pile = self.state.pile_of[k.index()].unwrap_or(0);
        if self.plain_buys && (quick || self.state.lasting.is_empty()) {
            // Nothing in this game reacts to buying or gaining: gain it directly.
            if !quick {
                self.log(|| Event::Buy(p, k));
            }
            let cards = &mut self.state.supply[pile as usize].cards;
            if let Some(c) = cards.pop() {
                let emptied = cards.is_empty().then_some(pile);
                self.pile_emptied |= emptied.is_some();
                self.state.players[p.index()].discard.push(c);
                self.state.locs[c.index()] = Loc {
                    zone: Zone::Discard,
                    owner: p.0,
                };
                if !quick {
                    self.state.owned.gained(p.0, c);
                    self.log(|| Event::Gain(p, k, Place::Discard));
                }
                if self.history.gains {
                    self.state.turn.gains.push((k, true));
                }
                return emptied;
            }
        } else {
            self.state.stack.push(Frame::Buy(BuyFrame {
                player: p,
                pile,
                step: 0,
            }));
        }
        None
    }

    /// The first Treasure in the current player's hand, if Treasures may be played.
    pub fn next_treasure(&self) -> Option<Inst> {
        self.treasure_in_hand(|_| true)
    }

    /// The first Treasure in the current player's hand that `ok` accepts, if Treasures may
    /// be played.
    fn treasure_in_hand(&self, ok: impl Fn(Inst) -> bool) -> Option<Inst> {
        let t = &self.state.turn;
        if t.bought || !matches!(t.phase, Phase::Action | Phase::Buy) {
            return None;
        }
        self.state.players[t.player.index()]
            .hand
            .iter()
            .copied()
            .find(|&i| self.has_type(i, self.db.roles.treasure) && ok(i))
    }

    /// "Play all Treasures": the simple ones at once, the rest one by one.
    #[inline(never)]
    pub(crate) fn start_autoplay(&mut self, p: PlayerId) {
        let _ = self.start_autoplay_inline(p, false);
    }

    /// [`Game::start_autoplay`], inlined into the quick turn (`quick`: see
    /// [`Game::play_simple_treasures`]). Whether its batch of Treasures gave +Cards (a card
    /// drawn may be a Treasure to play).
    #[inline(always)]
    pub(crate) fn start_autoplay_inline(&mut self, p: PlayerId, quick: bool) -> bool {
        let (all, draws) = self.play_simple_treasures(p, quick);
        self.state.turn.autoplay = !all;
        if !all {
            self.state.turn.autoplayed.clear();
        }
        draws
    }

    /// The next Treasure "play all Treasures" plays: one in hand it has not played yet.
    pub(crate) fn next_autoplay(&self) -> Option<Inst> {
        self.treasure_in_hand(|i| !self.state.turn.autoplayed.contains(&i))
    }

    /// Play the Treasures in hand whose play is only fixed bonuses, in hand order, up to
    /// the first one that needs more (when nothing in the game reacts to plays).
    /// Returns whether every Treasure in hand was played, and whether they gave +Cards.
    /// (`quick`: in a quick turn, with no lasting rule in force and no log.)
    #[inline(always)]
    pub(crate) fn play_simple_treasures(&mut self, p: PlayerId, quick: bool) -> (bool, bool) {
        if !self.listeners[super::triggers::PLAY].is_empty()
            || (!quick && !self.state.lasting.is_empty())
        {
            return (false, false);
        }
        // The cards' locations stay noted as the player's own zones (see `State::locs`).
        let s = &mut self.state;
        s.cost_memo.changed();
        let (kinds, hot) = (&s.kinds[..], &self.hot[..]);
        let super::state::Player { hand, play, .. } = &mut s.players[p.index()];
        let n = hand.len();
        let base = play.len();
        play.reserve(n);
        let cards = &mut hand[..];
        // The Treasures go into play; the other cards close up in the hand.
        let mut sum = [0i32; 8];
        let (mut j, mut keep) = (0, 0);
        while j < n {
            let i = cards[j];
            let Some(h) = kinds.get(i.index()).and_then(|&k| hot.get(k.index())) else {
                break;
            };
            match h.treasure {
                0 => {
                    cards[keep] = i;
                    keep += 1;
                }
                1 => {
                    play.push(i);
                    for (a, b) in sum.iter_mut().zip(h.sum) {
                        *a = a.wrapping_add(b);
                    }
                }
                // A Treasure that needs the interpreter stops the batch here.
                _ => break,
            }
            j += 1;
        }
        let stopped = j < n;
        if stopped && keep < j {
            hand.copy_within(j..n, keep);
        }
        hand.truncate(keep + n - j);
        if (self.history.plays || (!quick && s.logging)) && play.len() > base {
            if s.logging {
                self.note_batch(p, base);
            } else {
                // The play history only (no log): the batch's kinds, in play order.
                let from = &play[base..];
                s.turn
                    .plays
                    .extend(from.iter().map(|&i| (p, kinds[i.index()])));
            }
        }
        use crate::ast::Resource;
        let t = &mut self.state.turn;
        t.actions += sum[Resource::Actions as usize];
        t.buys += sum[Resource::Buys as usize];
        t.coins = (t.coins + sum[Resource::Coins as usize]).max(0);
        // A plain add on this hot path: a hand's Treasures give at most 255 VP each, and
        // VP tokens start within a million (`State::validate`, scenarios).
        self.state.players[p.index()].vp_tokens += sum[Resource::Vp as usize];
        let draws = sum[Resource::Cards as usize] > 0;
        if draws {
            self.draw(p, sum[Resource::Cards as usize] as usize);
        }
        (!stopped, draws)
    }

    /// Record the plays of a batch of Treasures (the cards in play from index `from`):
    /// the turn's play history and the log.
    #[cold]
    fn note_batch(&mut self, p: PlayerId, from: usize) {
        let s = &mut self.state;
        for &i in &s.players[p.index()].play[from..] {
            let kind = s.kinds[i.index()];
            if self.history.plays {
                s.turn.plays.push((p, kind));
            }
            if s.logging {
                // A batch is played by a move: nothing causes it.
                s.log.push(
                    Event::Play {
                        player: p,
                        card: kind,
                        again: false,
                    }
                    .into(),
                );
                for &(r, n) in self.db.cards[kind.index()].simple.iter().flatten() {
                    s.log.push(Event::Plus(p, r, n).into());
                }
            }
        }
    }

    /// Start playing a card that was just put into play: a card whose play is only fixed
    /// bonuses is resolved at once when nothing reacts to plays; otherwise it gets a frame.
    pub(crate) fn begin_play(&mut self, p: PlayerId, i: Inst) {
        let kind = self.kind(i);
        if !self.plays_heard() {
            if let Some(n) = self.db.card(kind).simple.as_ref().map(|v| v.len()) {
                self.log(|| Event::Play {
                    player: p,
                    card: kind,
                    again: false,
                });
                if self.history.plays {
                    self.state.turn.plays.push((p, kind));
                }
                // Its bonuses are its ability's: the log says so.
                if self.state.logging {
                    self.running = Some(super::event::Cause {
                        card: kind,
                        owner: p,
                    });
                }
                for j in 0..n {
                    let (r, a) = self.db.cards[kind.index()]
                        .simple
                        .as_ref()
                        .map_or((crate::ast::Resource::Coins, 0), |v| v[j]);
                    self.bonus(p, r, a);
                }
                self.running = None;
                return;
            }
        }
        self.state.stack.push(Frame::Play(PlayFrame {
            player: p,
            card: i,
            times: 1,
            done: 0,
            chain: vec![],
        }));
    }

    /// `+N` of a resource for a player (turn resources only count for the player whose
    /// turn it is; coins never go below 0).
    pub(crate) fn bonus(&mut self, you: PlayerId, res: crate::ast::Resource, n: i32) {
        use crate::ast::Resource;
        let cur = self.state.turn.player;
        let t = &mut self.state.turn;
        match res {
            Resource::Cards => {
                self.draw(you, n.max(0) as usize);
                return;
            }
            Resource::Actions if you == cur => t.actions += n,
            Resource::Buys if you == cur => t.buys += n,
            Resource::Coins if you == cur => t.coins = (t.coins + n).max(0),
            Resource::Vp => {
                let vp = &mut self.state.players[you.index()].vp_tokens;
                *vp = vp.saturating_add(n);
            }
            _ => {}
        }
        // A computed bonus of nothing (`+1 VP per $2 it costs` for a Copper, `+$1 per card
        // discarded` for none) changes nothing and is not logged. `logging` is tested
        // first, so that this costs nothing when the log is off.
        if self.state.logging && n != 0 {
            self.push_log(Event::Plus(you, res, n));
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

/// Fisher-Yates, from the top down: the card at each place `k` (from the last to the
/// second) trades places with the one at a place drawn from `0..=k`.
#[inline(always)]
fn fisher_yates(rng: &mut rand_pcg::Pcg32, cards: &mut [Inst]) {
    // The same draws in the same order as `for k in (1..len).rev() { swap(k, below(k + 1)) }`,
    // each list split off its top card (no index to check but the drawn one), with the
    // generator in a local.
    let mut r = rng.clone();
    let mut rest = cards;
    while let [below @ .., top] = rest {
        if below.is_empty() {
            break;
        }
        let j = State::below_with(&mut r, below.len() + 1);
        if let Some(c) = below.get_mut(j) {
            std::mem::swap(top, c);
        }
        rest = below;
    }
    *rng = r;
}

/// Take card `i` out of a list, searched from its top (usually where it is: a pile's top
/// card, the card just put into play); whether it was there.
#[inline(always)]
fn take(v: &mut Vec<Inst>, i: Inst) -> bool {
    let Some(pos) = v.iter().rposition(|&x| x == i) else {
        return false;
    };
    // The card goes up to the top, each card above it moving down one place (usually a
    // few: a walk costs less than a library call), and is taken off.
    for k in pos + 1..v.len() {
        v.swap(k - 1, k);
    }
    v.pop();
    true
}

/// Move every card of `from` onto the end of `to`: two of a player's own zones, so their
/// locations stay noted as they are (see `State::locs`).
#[inline]
pub(crate) fn transfer(from: &mut Vec<Inst>, to: &mut Vec<Inst>) {
    if !from.is_empty() {
        to.extend_from_slice(from);
        from.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::{take, Inst};

    #[test]
    fn take_keeps_the_order_of_the_cards_left() {
        let mut v: Vec<Inst> = [3, 1, 4, 5, 9].map(Inst).to_vec();
        assert!(take(&mut v, Inst(1)));
        assert_eq!(v, [3, 4, 5, 9].map(Inst));
        assert!(take(&mut v, Inst(9)));
        assert_eq!(v, [3, 4, 5].map(Inst));
        assert!(!take(&mut v, Inst(7)));
        assert_eq!(v, [3, 4, 5].map(Inst));
    }
}

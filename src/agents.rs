//! Bots: they answer the engine's decisions. `random` picks uniformly among legal
//! answers (the soak tester), `big-money` is the fixed benchmark strategy, and
//! `heuristic` plays any card of the database sensibly from what its compiled rules say.

use crate::db::{BuyRule, CardId, Op};
use crate::engine::{Choice, Decision, DecisionKind, Game, Inst, Move, Phase};
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg32;

mod lookahead;
mod restraint;

use restraint::PerTurn;

/// Something that answers decisions.
pub trait Agent: Send {
    /// The bot's name as given on the command line.
    fn name(&self) -> &'static str;
    /// Answer a decision of the game (it is this agent's to answer).
    fn choose(&mut self, game: &Game, d: &Decision) -> Choice;
    /// Start a new game as `make(name, seed, seat)` would (for reuse across games).
    fn reset(&mut self, seed: u64, seat: usize);
    /// Whether this bot plays with the autoplay setting (skip an Action phase with nothing
    /// to play, play all Treasures at once): the same moves, without being asked.
    fn autoplay(&self) -> bool {
        false
    }
    /// The bot's own random generator, to save a game in progress (`None`: it has none).
    fn rng(&self) -> Option<&Pcg32> {
        None
    }
    /// Give the bot the generator of a saved game back.
    fn set_rng(&mut self, _rng: Pcg32) {}
}

/// The bot names the command line accepts.
pub const AGENTS: [&str; 3] = ["random", "big-money", "heuristic"];

/// Make a bot by name. Its own random choices come from a generator seeded from the
/// game's seed and its seat, so a game is the same for the same seed.
pub fn make(name: &str, seed: u64, seat: usize) -> Option<Box<dyn Agent>> {
    let rng = bot_rng(seed, seat);
    match name {
        "random" => Some(Box::new(RandomBot {
            rng,
            turn: PerTurn::default(),
        })),
        "big-money" => Some(Box::new(BigMoney {
            fallback: Heuristic::new(rng),
        })),
        "heuristic" => Some(Box::new(Heuristic::new(rng))),
        _ => None,
    }
}

/// The generator of the bot in `seat` of the game with this seed.
fn bot_rng(seed: u64, seat: usize) -> Pcg32 {
    Pcg32::seed_from_u64(seed ^ (0x9E37_79B9_7F4A_7C15u64.wrapping_mul(seat as u64 + 1)))
}

fn below(rng: &mut Pcg32, n: usize) -> usize {
    ((rng.next_u32() as u64 * n.max(1) as u64) >> 32) as usize
}

/// Uniformly random among the legal answers.
pub struct RandomBot {
    rng: Pcg32,
    turn: PerTurn,
}

impl Agent for RandomBot {
    fn name(&self) -> &'static str {
        "random"
    }
    fn reset(&mut self, seed: u64, seat: usize) {
        self.rng = bot_rng(seed, seat);
    }
    fn rng(&self) -> Option<&Pcg32> {
        Some(&self.rng)
    }
    fn set_rng(&mut self, rng: Pcg32) {
        self.rng = rng;
    }
    fn choose(&mut self, game: &Game, d: &Decision) -> Choice {
        if self.turn.exhausted(game) {
            return restraint::least(d);
        }
        let r = &mut self.rng;
        match &d.kind {
            DecisionKind::Move => {
                let m = game.legal_moves();
                Choice::Move(m.get(below(r, m.len())).copied().unwrap_or(Move::EndPhase))
            }
            DecisionKind::Cards {
                options,
                min,
                max,
                optional,
                ..
            } => {
                let none = *optional && below(r, 2) == 0;
                let k = if none {
                    0
                } else {
                    *min as usize + below(r, (*max - *min) as usize + 1)
                };
                let mut o = options.clone();
                for i in (1..o.len()).rev() {
                    let j = below(r, i + 1);
                    o.swap(i, j);
                }
                o.truncate(k);
                Choice::Cards(o)
            }
            DecisionKind::Play { options, min } => {
                let k = below(r, options.len() + usize::from(*min == 0));
                Choice::Cards(options.get(k).map(|&c| vec![c]).unwrap_or_default())
            }
            DecisionKind::Gain { options, optional } => {
                let k = below(r, options.len() + usize::from(*optional));
                Choice::Kind(options.get(k).copied())
            }
            DecisionKind::YesNo => Choice::Yes(below(r, 2) == 1),
            DecisionKind::ChooseOne { n } => Choice::Index(below(r, *n as usize) as u8),
            DecisionKind::ChooseSome { n, taken } => {
                let open: Vec<u8> = crate::engine::open_options(*n, *taken).collect();
                Choice::Index(open.get(below(r, open.len())).copied().unwrap_or(0))
            }
            DecisionKind::Order => Choice::Index(below(r, 2) as u8),
            DecisionKind::Position { size } => Choice::Index(below(r, *size as usize + 1) as u8),
            DecisionKind::NameCard { options }
            | DecisionKind::First { options }
            | DecisionKind::Pile { options } => {
                Choice::Kind(options.get(below(r, options.len())).copied())
            }
        }
    }
}

/// Plays all Treasures; buys Province with $8+, Gold with $6-7, Silver with $3-5.
pub struct BigMoney {
    fallback: Heuristic,
}

impl Agent for BigMoney {
    fn name(&self) -> &'static str {
        "big-money"
    }
    fn reset(&mut self, seed: u64, seat: usize) {
        self.fallback.rng = bot_rng(seed, seat);
    }
    fn rng(&self) -> Option<&Pcg32> {
        Some(&self.fallback.rng)
    }
    fn set_rng(&mut self, rng: Pcg32) {
        self.fallback.rng = rng;
    }
    fn autoplay(&self) -> bool {
        true
    }
    fn choose(&mut self, game: &Game, d: &Decision) -> Choice {
        if d.kind != DecisionKind::Move {
            return self.fallback.choose(game, d);
        }
        let p = &game.state.players[d.player as usize];
        if !game.state.turn.bought
            && p.hand
                .iter()
                .any(|&i| game.has_type(i, game.db.roles.treasure))
        {
            return Choice::Move(Move::PlayTreasures);
        }
        if game.state.turn.buys > 0 {
            if let Some(k) = apply_rules(game, &game.db.bots.big_money) {
                return Choice::Move(Move::Buy(k));
            }
        }
        Choice::Move(Move::EndPhase)
    }
}

/// The first buying rule that applies and whose card can be bought now.
fn apply_rules(game: &Game, rules: &[BuyRule]) -> Option<CardId> {
    let coins = game.state.turn.coins;
    rules
        .iter()
        .find(|r| {
            coins >= r.coins
                && r.left.is_none_or(|l| end_left(game) <= l as usize)
                && game.can_buy(r.card)
        })
        .map(|r| r.card)
}

/// The fewest cards left on a pile that ends the game.
fn end_left(game: &Game) -> usize {
    game.db
        .basic
        .end_piles
        .iter()
        .filter_map(|&k| game.state.pile_of[k as usize])
        .map(|p| game.state.supply[p as usize].cards.len())
        .min()
        .unwrap_or(usize::MAX)
}

/// A general-purpose bot: judges cards by their cost and by what their compiled rules
/// give (+actions, +cards, +coins), plays villages before terminals, buys money, the
/// best affordable Kingdom card and green cards late.
pub struct Heuristic {
    rng: Pcg32,
    turn: PerTurn,
    /// The look-ahead's copy of the game, kept to reuse its buffers.
    scratch: Option<Game>,
}

/// The card has a Kingdom pile in this game's Supply.
fn from_kingdom_pile(game: &Game, k: CardId) -> bool {
    (game.state.pile_of.get(k as usize).copied().flatten())
        .is_some_and(|p| game.state.supply[p as usize].kingdom)
}

/// What a player's deck holds, for the rules of thumb on how many Kingdom cards it takes.
struct Room {
    owned: Vec<Inst>,
    /// Terminal Actions (no +Action) owned.
    terminals: usize,
    /// Cards from Kingdom piles owned.
    kingdom: usize,
}

impl Room {
    fn of(game: &Game, player: u8) -> Room {
        let me = &game.state.players[player as usize];
        let owned: Vec<Inst> = (me.deck.iter().chain(&me.hand))
            .chain(&me.discard)
            .chain(&me.play)
            .copied()
            .collect();
        let terminals = (owned.iter())
            .filter(|&&i| {
                let k = game.kind(i);
                game.db.card(k).types.has(game.db.roles.action) && profile(game, k).actions == 0
            })
            .count();
        let kingdom = (owned.iter())
            .filter(|&&i| from_kingdom_pile(game, game.kind(i)))
            .count();
        Room {
            owned,
            terminals,
            kingdom,
        }
    }

    /// The deck has room for another copy of this Kingdom card: one terminal Action per 8
    /// cards, two copies of a card at most, and money first (one Kingdom card per 5 cards).
    fn has_room(&self, game: &Game, k: CardId) -> bool {
        let terminal =
            game.db.card(k).types.has(game.db.roles.action) && profile(game, k).actions == 0;
        !(terminal && self.terminals * 8 >= self.owned.len())
            && self.owned.iter().filter(|&&i| game.kind(i) == k).count() < 2
            && self.kingdom * 5 < self.owned.len()
    }
}

/// What a card's play gives, read off its compiled program.
#[derive(Default, Clone, Copy)]
struct Profile {
    actions: i32,
    cards: i32,
    coins: i32,
    /// Every play must trash a card from the hand.
    must_trash: bool,
}

fn profile(game: &Game, k: CardId) -> Profile {
    let mut pr = Profile::default();
    let Some(mut pc) = game.db.card(k).on_play else {
        return pr;
    };
    while let Some(op) = game.db.code.get(pc as usize) {
        match *op {
            Op::Plus(r, a) => {
                let n = game.db.amounts[a as usize].n;
                match r {
                    crate::ast::Resource::Actions => pr.actions += n,
                    crate::ast::Resource::Cards => pr.cards += n,
                    crate::ast::Resource::Coins => pr.coins += n,
                    _ => {}
                }
            }
            Op::Move {
                verb: crate::ast::Verb::Trash,
                sel,
                optional: false,
                ..
            } => {
                let s = &game.db.sels[sel as usize];
                pr.must_trash |= s.from == crate::db::Source::Hand;
                break;
            }
            // Only what every play gives: stop where a choice or condition begins.
            Op::Return
            | Op::AskMay
            | Op::AskChoice(..)
            | Op::AskOrder(_)
            | Op::JumpIfNot(..)
            | Op::JumpIfChoiceNot(..)
            | Op::AskSome(..)
            | Op::JumpIfNotChosen(..)
            | Op::Jump(_) => break,
            _ => {}
        }
        pc += 1;
    }
    pr
}

impl Heuristic {
    /// The coins the Treasures a player owns give in all.
    fn money(game: &Game, player: u8) -> i32 {
        let p = &game.state.players[player as usize];
        (p.deck
            .iter()
            .chain(&p.hand)
            .chain(&p.discard)
            .chain(&p.play))
        .filter(|&&i| game.has_type(i, game.db.roles.treasure))
        .map(|&i| profile(game, game.kind(i)).coins)
        .sum()
    }

    /// How much the bot wants to keep a card (higher = better).
    fn value(game: &Game, k: CardId) -> i32 {
        let c = game.db.card(k);
        // Cards worth negative VP (Curses) are the worst.
        if c.vp.is_some_and(|a| game.db.amounts[a as usize].n < 0) {
            return -10;
        }
        let mut v = 2 * game.cost(k);
        if !c.types.has(game.db.roles.action | game.db.roles.treasure) {
            v -= 8;
        }
        v
    }

    /// How good a card in `me`'s hand is to set aside for later: its value, less what it
    /// would do now (an Action that can still be played; a Treasure whose coins decide
    /// what this turn buys).
    fn carry(game: &Game, me: u8, i: Inst) -> i32 {
        let k = game.kind(i);
        let v = Heuristic::value(game, k);
        let t = &game.state.turn;
        if t.player != me {
            return v;
        }
        let hand = &game.state.players[me as usize].hand;
        let action = game.db.roles.action;
        if game.db.card(k).types.has(action) && t.phase == Phase::Action && t.actions > 0 {
            return v - 20;
        }
        if game.has_type(i, game.db.roles.treasure) && !t.bought {
            let money: i32 = t.coins
                + hand
                    .iter()
                    .filter(|&&h| game.has_type(h, game.db.roles.treasure))
                    .map(|&h| profile(game, game.kind(h)).coins)
                    .sum::<i32>();
            let tier = |m: i32| [11, 8, 6, 5, 3].iter().position(|&x| m >= x).unwrap_or(5);
            if tier(money - profile(game, k).coins) != tier(money) {
                return v - 20;
            }
        }
        v
    }

    /// Buying this card would trash good cards the current player has in play (a
    /// `when you buy this` ability trashing cards in play, with a Treasure better than
    /// Copper there).
    fn buying_trashes_good(game: &Game, k: CardId) -> bool {
        let trashes_in_play = game.db.card(k).triggers.iter().any(|t| {
            t.object.is_none()
                && t.event == crate::ast::EventKind::Buy
                && (game.db.code.get(t.pc as usize..).unwrap_or(&[]).iter())
                    .take_while(|op| **op != Op::Return)
                    .any(|op| {
                        matches!(*op, Op::Move { verb: crate::ast::Verb::Trash, sel, .. }
                            if game.db.sels[sel as usize].from == crate::db::Source::InPlay)
                    })
        });
        trashes_in_play
            && game.state.players[game.state.turn.player as usize]
                .play
                .iter()
                .any(|&i| {
                    game.has_type(i, game.db.roles.treasure)
                        && Heuristic::value(game, game.kind(i)) > 0
                })
    }

    fn buy(&self, game: &Game) -> Move {
        let t = &game.state.turn;
        let coins = t.coins;
        let provinces_left = end_left(game);
        if let Some(k) = apply_rules(game, &game.db.bots.victory) {
            return Move::Buy(k);
        }
        // A deck whose Treasures cannot make $8 buys money first (it was trashed away).
        let poor = Heuristic::money(game, t.player) < 8;
        if poor {
            if let Some(k) = apply_rules(game, &game.db.bots.money) {
                return Move::Buy(k);
            }
        }
        // The best Kingdom card we can afford, if the deck has room for more actions.
        let room = Room::of(game, t.player);
        let mut best: Option<(i32, CardId)> = None;
        for p in &game.state.supply {
            let k = p.card;
            let c = game.db.card(k);
            if !p.kingdom || !game.can_buy(k) || Heuristic::buying_trashes_good(game, k) {
                continue;
            }
            let pr = profile(game, k);
            if c.types.has(game.db.roles.victory)
                && !c.types.has(game.db.roles.action)
                && provinces_left > 4
            {
                continue;
            }
            if !room.has_room(game, k) {
                continue;
            }
            let attack = i32::from(c.types.has(game.db.roles.attack));
            let v = game.cost(k) * 3 + pr.actions.min(1) * 2 + 2 * (pr.cards + pr.coins + attack);
            if best.is_none_or(|b| v > b.0) {
                best = Some((v, k));
            }
        }
        if let Some((v, k)) = best {
            if v >= coins.min(6) * 3 {
                return Move::Buy(k);
            }
        }
        if let Some(k) = apply_rules(game, &game.db.bots.money) {
            return Move::Buy(k);
        }
        if let Some((v, k)) = best {
            if v >= 3 * 3 {
                return Move::Buy(k);
            }
        }
        if poor {
            // Any Treasure rather than nothing (a Copper, if that is all there is).
            let treasure = (game.state.supply.iter())
                .map(|p| p.card)
                .filter(|&k| game.db.card(k).types.has(game.db.roles.treasure) && game.can_buy(k))
                .max_by_key(|&k| game.cost(k));
            if let Some(k) = treasure {
                return Move::Buy(k);
            }
        }
        // The money it would buy is gone (its pile is empty): points then, so that the
        // game moves towards its end.
        let money_gone =
            (game.db.bots.money.iter()).any(|r| coins >= r.coins && !game.can_buy(r.card));
        if money_gone {
            let green = (game.state.supply.iter())
                .map(|p| p.card)
                .filter(|&k| {
                    game.db.card(k).types.has(game.db.roles.victory)
                        && Heuristic::value(game, k) > -10
                        && game.can_buy(k)
                })
                .max_by_key(|&k| game.cost(k));
            if let Some(k) = green {
                return Move::Buy(k);
            }
        }
        Move::EndPhase
    }

    fn pick_move(&self, game: &Game) -> Move {
        let t = &game.state.turn;
        let hand = &game.state.players[t.player as usize].hand;
        if t.phase == Phase::Action && t.actions > 0 {
            // Villages first, then the costliest action.
            let best = hand
                .iter()
                .filter(|&&i| {
                    let k = game.kind(i);
                    game.db.card(k).types.has(game.db.roles.action)
                        && game.can_play(i)
                        // Not a card that must trash from a hand with nothing to lose.
                        && (!profile(game, k).must_trash
                            || hand
                                .iter()
                                .any(|&h| h != i && Heuristic::value(game, game.kind(h)) <= 0))
                })
                .max_by_key(|&&i| {
                    let k = game.kind(i);
                    let pr = profile(game, k);
                    (pr.actions.min(1), game.cost(k), pr.cards)
                });
            if let Some(&i) = best {
                return Move::Play(i);
            }
        }
        if !t.bought {
            if let Some(&i) = hand
                .iter()
                .find(|&&i| game.has_type(i, game.db.roles.treasure))
            {
                return Move::Play(i);
            }
        }
        if t.buys > 0 {
            return self.buy(game);
        }
        Move::EndPhase
    }
}

impl Agent for Heuristic {
    fn name(&self) -> &'static str {
        "heuristic"
    }
    fn reset(&mut self, seed: u64, seat: usize) {
        self.rng = bot_rng(seed, seat);
    }
    fn rng(&self) -> Option<&Pcg32> {
        Some(&self.rng)
    }
    fn set_rng(&mut self, rng: Pcg32) {
        self.rng = rng;
    }
    fn choose(&mut self, game: &Game, d: &Decision) -> Choice {
        if self.turn.exhausted(game) {
            return restraint::least(d);
        }
        // Questions only the card's rules give a meaning: try the answers.
        let tries: Vec<Choice> = match d.kind {
            DecisionKind::YesNo => vec![Choice::Yes(true), Choice::Yes(false)],
            DecisionKind::ChooseOne { n } => (0..n).map(Choice::Index).collect(),
            DecisionKind::ChooseSome { n, taken } => crate::engine::open_options(n, taken)
                .map(Choice::Index)
                .collect(),
            DecisionKind::Order => vec![Choice::Index(0), Choice::Index(1)],
            _ => return self.plain(game, d),
        };
        lookahead::best(game, d, &tries, &self.rng, &mut self.scratch)
    }
}

impl Heuristic {
    /// A heuristic bot drawing on this random generator.
    pub(crate) fn new(rng: Pcg32) -> Heuristic {
        Heuristic {
            rng,
            turn: PerTurn::default(),
            scratch: None,
        }
    }

    /// The bot's answer from its rules of thumb alone (the look-ahead answers the rest of
    /// a line with these).
    fn plain(&mut self, game: &Game, d: &Decision) -> Choice {
        match &d.kind {
            DecisionKind::Move => Choice::Move(self.pick_move(game)),
            DecisionKind::Cards {
                verb,
                options,
                min,
                max,
                to,
                optional,
            } => {
                use crate::ast::Verb;
                let mut o = options.clone();
                // With little money left in the deck, its Treasures are not for trashing
                // (a deck that cannot reach $8 never ends the game).
                let keep_money =
                    matches!(verb, Verb::Trash) && Heuristic::money(game, d.player) <= 8;
                let key = |i: Inst| {
                    let precious = keep_money && game.has_type(i, game.db.roles.treasure);
                    Heuristic::value(game, game.kind(i)) + if precious { 100 } else { 0 }
                };
                o.sort_by_key(|&i| key(i));
                // "You may": the whole effect or nothing; worth it only when enough of
                // the cards are ones to get rid of.
                let worth = |bad: usize| !*optional || bad >= *min as usize;
                let hand = &game.state.players[d.player as usize].hand;
                let onto_deck = matches!(verb, Verb::Put)
                    && matches!(to, crate::db::Dest::Deck | crate::db::Dest::DeckAnyOrder);
                if (onto_deck || matches!(verb, Verb::SetAside { .. }))
                    && o.iter().all(|i| hand.contains(i))
                {
                    // Cards set aside from the hand (or put onto the deck) come back
                    // later: keep the one that does the least now and the most then.
                    let n = if *optional { 0 } else { *min as usize };
                    // Never a card that is dead next turn (a Victory card or a Curse) while
                    // another one is there.
                    o.sort_by_key(|&i| {
                        let dead = Heuristic::value(game, game.kind(i)) < 0;
                        (dead, -Heuristic::carry(game, d.player, i))
                    });
                    o.truncate(n.max(usize::from(!*optional && *max > 0)));
                    return Choice::Cards(o);
                }
                // Picking among another player's cards (the owner's choice in a player
                // block: which of their Silver or Gold they trash, for you to gain): the best.
                if !o.is_empty()
                    && (o.iter()).all(|&i| game.state.locs[i as usize].owner != d.player)
                    && matches!(verb, Verb::Trash | Verb::Discard)
                {
                    o.reverse();
                    o.truncate(*min as usize);
                    return Choice::Cards(o);
                }
                let k = match verb {
                    // Trash and discard the worst cards; trash only the really bad ones beyond the minimum.
                    Verb::Trash => {
                        let bad = o.iter().filter(|&&i| key(i) <= 0).count();
                        if worth(bad) {
                            bad.clamp(*min as usize, *max as usize)
                        } else {
                            0
                        }
                    }
                    // Reveal the best cards there are (Mint: the Treasure to copy;
                    // Counting House: every Copper).
                    Verb::Reveal => {
                        o.reverse();
                        *max as usize
                    }
                    Verb::Discard => {
                        let bad = o
                            .iter()
                            .filter(|&&i| Heuristic::value(game, game.kind(i)) < 0)
                            .count();
                        if worth(bad) {
                            bad.clamp(*min as usize, *max as usize)
                        } else {
                            0
                        }
                    }
                    // Onto the deck from elsewhere (the discard pile): the best card, if
                    // it is one worth drawing.
                    _ if onto_deck => {
                        o.reverse();
                        let good = o
                            .first()
                            .is_some_and(|&i| Heuristic::value(game, game.kind(i)) > 0);
                        if good {
                            (*max as usize).min(1).max(*min as usize)
                        } else {
                            *min as usize
                        }
                    }
                    _ => {
                        if matches!(to, crate::db::Dest::Hand) {
                            o.reverse();
                            *max as usize
                        } else {
                            *min as usize
                        }
                    }
                };
                o.truncate(k);
                Choice::Cards(o)
            }
            DecisionKind::Play { options, .. } => {
                let best = options.iter().max_by_key(|&&i| game.cost(game.kind(i)));
                Choice::Cards(best.map(|&c| vec![c]).unwrap_or_default())
            }
            DecisionKind::Gain { options, .. } => {
                // The Kingdom cards it would not buy now (no room in the deck for them)
                // only when nothing else is there.
                let room = Room::of(game, d.player);
                let best = options.iter().copied().max_by_key(|&k| {
                    let fits = !from_kingdom_pile(game, k) || room.has_room(game, k);
                    (fits, Heuristic::value(game, k) + game.cost(k))
                });
                Choice::Kind(best)
            }
            DecisionKind::YesNo => Choice::Yes(true),
            DecisionKind::ChooseOne { n } => Choice::Index(below(&mut self.rng, *n as usize) as u8),
            DecisionKind::ChooseSome { n, taken } => {
                let open: Vec<u8> = crate::engine::open_options(*n, *taken).collect();
                Choice::Index(
                    open.get(below(&mut self.rng, open.len()))
                        .copied()
                        .unwrap_or(0),
                )
            }
            // On top: the card the bot chose to keep comes back next turn.
            DecisionKind::Order | DecisionKind::First { .. } | DecisionKind::Position { .. } => {
                Choice::Index(0)
            }
            DecisionKind::NameCard { options } => {
                Choice::Kind(options.iter().copied().max_by_key(|&k| game.cost(k)))
            }
            // A token on a pile: the pile of the card the others most want (the dearest
            // one the bot's buying rules name, else the dearest).
            DecisionKind::Pile { options } => {
                Choice::Kind(options.iter().copied().max_by_key(|&k| game.cost(k)))
            }
        }
    }
}

//! Bots: they answer the engine's decisions. `random` picks uniformly among legal
//! answers (the soak tester), `big-money` is the fixed benchmark strategy, and
//! `heuristic` plays any card of the database sensibly from what its compiled rules say.

use crate::db::{BuyRule, CardId};
use crate::engine::{Choice, Decision, DecisionKind, Game, Inst, Move, Phase, PlayerId};
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg32;

mod cards;
mod choices;
mod lookahead;
mod owned;
mod profile;
mod quiet;
mod restraint;
mod room;

use profile::Profiles;
use room::{from_kingdom_pile, Room, Rooms};

use restraint::PerTurn;

/// Something that answers decisions.
pub trait Agent: Send {
    /// The bot's name as given on the command line.
    fn name(&self) -> &str;
    /// Answer a decision of the game (it is this agent's to answer).
    fn choose(&mut self, game: &Game, d: &Decision) -> Choice;
    /// Start a new game as `make(name, seed, seat)` would (for reuse across games).
    fn reset(&mut self, seed: u64, seat: usize);
    /// Whether this bot plays with the autoplay setting (skip an Action phase with nothing
    /// to play, play all Treasures at once): the same moves, without being asked.
    fn autoplay(&self) -> bool {
        false
    }
    /// Whether this bot answers every move of its Buy phase, once its Treasures are
    /// played, by the `big-money` buying rules ([`Game::auto_buy`]): the engine may then
    /// make those moves without asking.
    fn buys_big_money(&self) -> bool {
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

/// Make a built-in bot by name ([`AGENTS`]; [`crate::strategy::bot`] makes strategies
/// too). Its own random choices come from a generator seeded from the game's seed and its
/// seat, so a game is the same for the same seed.
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
    fn buys_big_money(&self) -> bool {
        true
    }
    fn choose(&mut self, game: &Game, d: &Decision) -> Choice {
        if d.kind != DecisionKind::Move {
            return self.fallback.choose(game, d);
        }
        let p = &game.state.players[d.player.index()];
        if !game.state.turn.bought
            && p.hand
                .iter()
                .any(|&i| game.has_type(i, game.db.roles.treasure))
        {
            return Choice::Move(Move::PlayTreasures);
        }
        if game.state.turn.buys > 0 {
            if let Some(k) = game.buy_by_rules(&game.db.bots.big_money) {
                return Choice::Move(Move::Buy(k));
            }
        }
        Choice::Move(Move::EndPhase)
    }
}

/// The fewest cards left on a pile that ends the game.
fn end_left(game: &Game) -> usize {
    game.end_pile_left()
}

/// The card's Supply pile has tokens on it.
fn from_pile_with_tokens(game: &Game, k: CardId) -> bool {
    (game.state.pile_of.get(k.index()).copied().flatten())
        .is_some_and(|p| !game.state.supply[p as usize].tokens.is_empty())
}

/// [`Game::buy_by_rules`], for cards `ok` also accepts.
fn apply_rules_if(
    game: &Game,
    rules: &[BuyRule],
    mut ok: impl FnMut(CardId) -> bool,
) -> Option<CardId> {
    let coins = game.state.turn.coins;
    let mut left = None;
    rules
        .iter()
        .find(|r| {
            coins >= r.coins
                && r.left
                    .is_none_or(|l| *left.get_or_insert_with(|| end_left(game)) <= l as usize)
                && game.can_buy(r.card)
                && ok(r.card)
        })
        .map(|r| r.card)
}

/// A general-purpose bot: judges cards by their cost and by what their compiled rules
/// give (+actions, +cards, +coins), plays villages before terminals, buys money, the
/// best affordable Kingdom card and green cards late.
pub struct Heuristic {
    rng: Pcg32,
    turn: PerTurn,
    /// The look-aheads' copies of the game (one per level of look-ahead below this bot,
    /// the last one this bot's own), kept from one decision to the next to reuse their
    /// buffers: a look-ahead takes one and lends the rest to the bot that answers its
    /// lines.
    scratch: lookahead::Copies,
    /// What this bot's look-aheads found that a later answer can use.
    ahead: lookahead::Ahead,
    /// What the plays of the cards give, per card kind.
    profiles: Profiles,
    /// How deep in look-aheads this bot answers (0: the player's own bot).
    depth: u8,
    /// The answers a look-ahead tries (a buffer kept from decision to decision).
    tries: Vec<Choice>,
    /// What a look-ahead knows (buffers kept from one to the next).
    known: lookahead::Known,
    /// The bot that answered the lines of this bot's last look-ahead, kept with its
    /// buffers for the next one.
    line: Option<Box<Heuristic>>,
    /// What the decks of the players hold (counted when a rule needs it, kept while
    /// what they hold does not change).
    room: Rooms,
    /// The cards of a question, sorted by the bot's rules (a buffer kept).
    sorted: Vec<Inst>,
    /// The cards of a question as sort keys (see `cards.rs`; a buffer kept).
    keyed: Vec<i64>,
    /// Which buys from a pile with tokens are proven to bring no Curses (kept per game).
    quiet: quiet::Quiet,
    /// The Supply's Kingdom piles with their profiles (kept per set-up).
    kingdom: profile::Kingdom,
}

impl Heuristic {
    /// [`Heuristic::money`] without a bot's table of profiles (each Treasure's program is
    /// read as it is counted): for strategies' conditions.
    pub(crate) fn money_of(game: &Game, player: u8) -> i32 {
        Self::money_by(game, player, |k| profile::read(&game.db, k).coins)
    }

    /// The coins of a player's Treasures, each kind's coins given by `coins`.
    fn money_by(game: &Game, player: u8, coins: impl Fn(CardId) -> i32) -> i32 {
        let p = &game.state.players[player as usize];
        (p.deck
            .iter()
            .chain(&p.hand)
            .chain(&p.discard)
            .chain(&p.play))
        .filter(|&&i| game.has_type(i, game.db.roles.treasure))
        .map(|&i| coins(game.kind(i)))
        .sum()
    }

    /// How much the bot wants to keep a card (higher = better).
    #[inline]
    fn value(game: &Game, k: CardId) -> i32 {
        let c = game.db.card(k);
        // Cards worth negative VP (Curses) are the worst.
        if c.vp.is_some_and(|a| game.db.amounts[a].n < 0) {
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
    fn carry(game: &Game, profiles: &Profiles, me: PlayerId, i: Inst) -> i32 {
        Heuristic::carry_with(
            game,
            profiles,
            me,
            i,
            Heuristic::money_now(game, profiles, me),
        )
    }

    /// The coins of the turn and of the Treasures in `me`'s hand (what
    /// [`Heuristic::carry`] reads; the same for every card of one question).
    fn money_now(game: &Game, profiles: &Profiles, me: PlayerId) -> i32 {
        let hand = &game.state.players[me.index()].hand;
        game.state.turn.coins
            + hand
                .iter()
                .filter(|&&h| game.has_type(h, game.db.roles.treasure))
                .map(|&h| profiles.get(game.kind(h)).coins)
                .sum::<i32>()
    }

    /// [`Heuristic::carry`], with `money` as [`Heuristic::money_now`] found it.
    fn carry_with(game: &Game, profiles: &Profiles, me: PlayerId, i: Inst, money: i32) -> i32 {
        let k = game.kind(i);
        let v = Heuristic::value(game, k);
        let t = &game.state.turn;
        if t.player != me {
            return v;
        }
        let action = game.db.roles.action;
        if game.db.card(k).types.has(action) && t.phase == Phase::Action && t.actions > 0 {
            return v - 20;
        }
        if game.has_type(i, game.db.roles.treasure) && !t.bought {
            let tier = |m: i32| [11, 8, 6, 5, 3].iter().position(|&x| m >= x).unwrap_or(5);
            if tier(money - profiles.get(k).coins) != tier(money) {
                return v - 20;
            }
        }
        v
    }

    /// The current player has a Treasure better than Copper in play: buying a card whose
    /// `when you buy this` ability trashes cards in play would trash good cards.
    fn trashes_good(game: &Game) -> bool {
        game.state.players[game.state.turn.player.index()]
            .play
            .iter()
            .any(|&i| {
                game.has_type(i, game.db.roles.treasure) && Heuristic::value(game, game.kind(i)) > 0
            })
    }

    /// What to buy now (or end the phase). Not inlined: the common moves' way through
    /// [`Heuristic::plain`] stays short.
    #[inline(never)]
    fn buy(&mut self, game: &Game) -> Move {
        let t = &game.state.turn;
        let coins = t.coins;
        // Not from a pile whose tokens make the buy bring Curses (an Embargo's).
        let (scratch, profiles, line) = (&mut self.scratch, &self.profiles, &mut self.line);
        let quiet = &mut self.quiet;
        let mut ok = |k: CardId| {
            // Only a pile with tokens is tested; not one whose buy is proven quiet.
            if !from_pile_with_tokens(game, k) || quiet.quiet(game, k) {
                return true;
            }
            let lent = lookahead::Lent {
                scratch,
                profiles,
                line,
            };
            lookahead::worth_buying(game, k, lent)
        };
        if let Some(k) = apply_rules_if(game, &game.db.bots.victory, &mut ok) {
            return Move::Buy(k);
        }
        let room = self.room.of(game, profiles, t.player.0);
        // A deck whose Treasures cannot make $8 buys money first (it was trashed away).
        let poor = room.money < 8;
        if poor {
            if let Some(k) = apply_rules_if(game, &game.db.bots.money, &mut ok) {
                return Move::Buy(k);
            }
        }
        // The best Kingdom card we can afford, if the deck has room for more actions.
        let kingdom = self.kingdom.of(game, profiles);
        let best = Heuristic::best_kingdom(game, profiles, (room, kingdom), &mut ok);
        if let Some((v, k)) = best {
            if v >= coins.min(6) * 3 {
                return Move::Buy(k);
            }
        }
        // (A poor deck's money rules found nothing above; they would find it again.)
        if !poor {
            if let Some(k) = apply_rules_if(game, &game.db.bots.money, &mut ok) {
                return Move::Buy(k);
            }
        }
        if let Some((v, k)) = best {
            if v >= 3 * 3 {
                return Move::Buy(k);
            }
        }
        match Heuristic::last_resort(game, poor, &mut ok) {
            Some(k) => Move::Buy(k),
            None => Move::EndPhase,
        }
    }

    /// The Kingdom card the current player most wants to buy, with how much: one it can
    /// buy, that `ok` accepts, that its deck has room for, not a Victory card while the
    /// game is far from its end, and not one whose buying trashes good cards in play.
    /// `kingdom`: the Supply's Kingdom piles in its order (`profile::Kingdom`).
    fn best_kingdom(
        game: &Game,
        profiles: &Profiles,
        (room, kingdom): (&Room, &[(CardId, profile::Profile)]),
        mut ok: impl FnMut(CardId) -> bool,
    ) -> Option<(i32, CardId)> {
        if room.full() {
            return None;
        }
        let mut provinces_left = None;
        let mut best: Option<(i32, CardId)> = None;
        let falls = profiles.costs_fall();
        // (`Room::has_room_for`, its parts that are the same for every card read once:
        // the deck is not full.)
        let terminal_room = room.terminal_room();
        for &(k, ref pr) in kingdom {
            // The cheap tests first; a card no better than the best so far is not tested
            // further (the tests only read the game); `ok` last: it may play the buy out.
            if pr.late && *provinces_left.get_or_insert_with(|| end_left(game)) > 4 {
                continue;
            }
            // Not better than the best even at its printed cost (when no cost is raised).
            if falls && best.is_some_and(|b| pr.wish_at_most <= b.0) {
                continue;
            }
            if (pr.terminal && !terminal_room) || room.copies(k) >= 2 || !game.can_buy_inline(k) {
                continue;
            }
            // (A cost rule makes a cost dear to find: only for a card that can be bought.)
            let v = game.cost(k) * 3 + pr.wish;
            if best.is_some_and(|b| v <= b.0)
                || (pr.trashes_in_play && Heuristic::trashes_good(game))
                || !ok(k)
            {
                continue;
            }
            best = Some((v, k));
        }
        best
    }

    /// What a player buys when none of its rules found a card: a poor deck any
    /// Treasure (a Copper, if that is all there is); when the money it would buy is gone
    /// (its pile is empty), points, so that the game moves towards its end.
    fn last_resort(game: &Game, poor: bool, mut ok: impl FnMut(CardId) -> bool) -> Option<CardId> {
        let coins = game.state.turn.coins;
        if poor {
            let treasure = (game.state.supply.iter())
                .map(|p| p.card)
                .filter(|&k| {
                    game.db.card(k).types.has(game.db.roles.treasure) && game.can_buy(k) && ok(k)
                })
                .max_by_key(|&k| game.cost(k));
            if treasure.is_some() {
                return treasure;
            }
        }
        let money_gone =
            (game.db.bots.money.iter()).any(|r| coins >= r.coins && !game.can_buy(r.card));
        if !money_gone {
            return None;
        }
        (game.state.supply.iter())
            .map(|p| p.card)
            .filter(|&k| {
                game.db.card(k).types.has(game.db.roles.victory)
                    && Heuristic::value(game, k) > -10
                    && game.can_buy(k)
                    && ok(k)
            })
            .max_by_key(|&k| game.cost(k))
    }

    fn pick_move(&mut self, game: &Game) -> Move {
        let t = &game.state.turn;
        let hand = &game.state.players[t.player.index()].hand;
        if t.phase == Phase::Action && t.actions > 0 {
            // Villages first, then the costliest action (any Action card of the hand
            // can be played now: `Game::can_play` holds); of two as good, the later one
            // (as `max_by_key` picks).
            // (The best's key: +Action or not, cost, +Cards; a cost is found only when
            // the first part does not decide: a cost rule makes it dear.)
            let mut best: Option<(Inst, (i32, i32, i32))> = None;
            for &i in hand {
                let k = game.kind(i);
                let pr = self.profiles.get(k);
                if !pr.action {
                    continue;
                }
                // Not a card that must trash from a hand with nothing to lose.
                if pr.must_trash
                    && !(hand.iter()).any(|&h| h != i && Heuristic::value(game, game.kind(h)) <= 0)
                {
                    continue;
                }
                let village = pr.actions.min(1);
                if best.is_some_and(|(_, b)| village < b.0) {
                    continue;
                }
                let key = (village, game.cost(k), pr.cards);
                if best.is_none_or(|(_, b)| key >= b) {
                    best = Some((i, key));
                }
            }
            if let Some((i, _)) = best {
                return Move::Play(i);
            }
        }
        // Every Treasure in hand, in hand order: the engine plays them one after the
        // other as this bot would, one at a time (a look-ahead's line still stops after
        // the Treasure it began in: see `lookahead::copy`).
        if !t.bought
            && hand
                .iter()
                .any(|&i| game.has_type(i, game.db.roles.treasure))
        {
            return Move::PlayTreasures;
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
        self.quiet.forget();
        self.ahead.forget();
    }
    fn rng(&self) -> Option<&Pcg32> {
        Some(&self.rng)
    }
    fn set_rng(&mut self, rng: Pcg32) {
        self.rng = rng;
        self.quiet.forget();
        self.ahead.forget();
    }
    fn choose(&mut self, game: &Game, d: &Decision) -> Choice {
        if self.turn.exhausted(game) {
            return restraint::least(d);
        }
        self.profiles.refresh(game);
        if !Heuristic::may_try(d) {
            return self.plain(game, d);
        }
        self.tried(game, d)
    }
}

/// How many times debug builds checked what the heuristic's look-ahead takes instead of
/// playing it (a chosen line's end, a foreseen answer): tests see that they ran.
#[cfg(debug_assertions)]
#[doc(hidden)]
pub fn lookahead_checks() -> usize {
    lookahead::debug::CHECKS.load(std::sync::atomic::Ordering::Relaxed)
}

impl Heuristic {
    /// A heuristic bot drawing on this random generator.
    pub(crate) fn new(rng: Pcg32) -> Heuristic {
        Heuristic {
            rng,
            turn: PerTurn::default(),
            scratch: Vec::new(),
            ahead: lookahead::Ahead::default(),
            profiles: Profiles::default(),
            depth: 0,
            tries: vec![],
            known: lookahead::Known::default(),
            line: None,
            room: Rooms::default(),
            sorted: Vec::new(),
            keyed: Vec::new(),
            quiet: quiet::Quiet::default(),
            kingdom: profile::Kingdom::default(),
        }
    }

    /// The answer to a decision [`Heuristic::tries`] may give answers to try for: the
    /// best of them by the look-ahead, or else the plain answer. Not inlined: the common
    /// decisions' way through [`Agent::choose`] stays short.
    #[inline(never)]
    fn tried(&mut self, game: &Game, d: &Decision) -> Choice {
        // The last look-ahead tried this question's answers already, exactly as a
        // look-ahead now would (see `lookahead::Foreseen`).
        let next = self.turn.count();
        if let Some(c) = (self.ahead.foreseen.take()).and_then(|f| f.answer(game, d, next)) {
            #[cfg(debug_assertions)]
            lookahead::debug::check_foreseen(self, game, d, &c);
            return c;
        }
        let mut tries = std::mem::take(&mut self.tries);
        let c = if Heuristic::tries(game, d, &mut tries, &mut self.sorted) {
            self.look(game, d, &tries)
        } else {
            self.plain(game, d)
        };
        self.tries = tries;
        c
    }

    /// The decision is of a kind [`Heuristic::tries`] may answer with answers to try
    /// (any other kind it answers `false` to).
    fn may_try(d: &Decision) -> bool {
        matches!(
            d.kind,
            DecisionKind::YesNo
                | DecisionKind::ChooseOne { .. }
                | DecisionKind::ChooseSome { .. }
                | DecisionKind::Order
                | DecisionKind::Cards {
                    verb: crate::ast::Verb::Reveal,
                    ..
                }
        )
    }

    /// Questions only the card's rules give a meaning, and the answers to try: yes or
    /// no, options, an order; which card of the hand to reveal when what follows depends
    /// on it (one of each kind). They are put in `out` (emptied first; `buf` is a buffer);
    /// `false`: the question is not such a one.
    fn tries(game: &Game, d: &Decision, out: &mut Vec<Choice>, buf: &mut Vec<Inst>) -> bool {
        out.clear();
        match &d.kind {
            DecisionKind::YesNo => out.extend([Choice::Yes(true), Choice::Yes(false)]),
            DecisionKind::ChooseOne { n } => out.extend((0..*n).map(Choice::Index)),
            DecisionKind::ChooseSome { n, taken } => {
                out.extend(crate::engine::open_options(*n, *taken).map(Choice::Index))
            }
            DecisionKind::Order => out.extend([Choice::Index(0), Choice::Index(1)]),
            DecisionKind::Cards {
                verb: crate::ast::Verb::Reveal,
                options,
                min: 1,
                max: 1,
                optional: false,
                ..
            } if options.len() > 1
                && (options.iter())
                    .all(|i| game.state.players[d.player.index()].hand.contains(i)) =>
            {
                // Worst first: on a tie, the card the bot minds losing least.
                buf.clone_from(options);
                buf.sort_by_key(|&i| Heuristic::value(game, game.kind(i)));
                for &i in buf.iter() {
                    let k = game.kind(i);
                    let seen = |c: &Choice| matches!(c, Choice::Cards(v) if game.kind(v[0]) == k);
                    if !out.iter().any(seen) {
                        out.push(Choice::Cards(vec![i]));
                    }
                }
            }
            _ => return false,
        }
        true
    }

    /// The best of `tries` by the look-ahead (from a bot already deep in look-aheads:
    /// the first).
    fn look(&mut self, game: &Game, d: &Decision, tries: &[Choice]) -> Choice {
        if self.depth >= lookahead::MAX_DEPTH {
            return match &d.kind {
                DecisionKind::YesNo => Choice::Yes(true),
                _ => tries.first().cloned().unwrap_or(Choice::Index(0)),
            };
        }
        lookahead::best(game, d, tries, self)
    }

    /// The bot's answer from its rules of thumb alone (the look-ahead answers the rest of
    /// a line with these).
    fn plain(&mut self, game: &Game, d: &Decision) -> Choice {
        if matches!(d.kind, DecisionKind::Move) {
            return Choice::Move(self.pick_move(game));
        }
        self.plain_question(game, d)
    }

    /// [`Heuristic::plain`] for a question that is not a move. Not inlined: the moves'
    /// way through [`Heuristic::plain`] stays short.
    #[inline(never)]
    fn plain_question(&mut self, game: &Game, d: &Decision) -> Choice {
        match &d.kind {
            DecisionKind::Move => Choice::Move(self.pick_move(game)),
            DecisionKind::Cards { .. } => {
                let bufs = (&mut self.room, &mut self.sorted, &mut self.keyed);
                cards::cards(game, &self.profiles, d, bufs)
            }
            DecisionKind::Play { options, .. } => {
                let best = options.iter().max_by_key(|&&i| game.cost(game.kind(i)));
                Choice::Cards(best.map(|&c| vec![c]).unwrap_or_default())
            }
            // A gain the bot chooses for another player (Swindler's): the worst card.
            DecisionKind::Gain { options, .. } if choices::about(d) != d.player => {
                choices::gain_for_other(game, options)
            }
            DecisionKind::Gain { options, .. } => {
                // The Kingdom cards it would not buy now (no room in the deck for them)
                // only when nothing else is there.
                let room = self.room.of(game, &self.profiles, d.player.0);
                let best = options.iter().copied().max_by_key(|&k| {
                    let fits = choices::fits(game, &self.profiles, room, k);
                    (fits, Heuristic::value(game, k) + game.cost(k))
                });
                Choice::Kind(best)
            }
            DecisionKind::YesNo => Choice::Yes(true),
            // In a look-ahead's line (not too deep): options are tried in turn too.
            DecisionKind::ChooseOne { .. } | DecisionKind::ChooseSome { .. }
                if self.depth > 0 && self.depth < lookahead::MAX_DEPTH =>
            {
                let mut tries = std::mem::take(&mut self.tries);
                Heuristic::tries(game, d, &mut tries, &mut self.sorted);
                let c = self.look(game, d, &tries);
                self.tries = tries;
                c
            }
            // (Deeper in look-aheads: answered without one, which a look-ahead that
            // would keep this line must know.)
            DecisionKind::ChooseOne { n } => {
                self.ahead.limited |= self.depth > 0;
                Choice::Index(below(&mut self.rng, *n as usize) as u8)
            }
            DecisionKind::ChooseSome { n, taken } => {
                self.ahead.limited |= self.depth > 0;
                let open = || crate::engine::open_options(*n, *taken);
                let j = below(&mut self.rng, open().count());
                Choice::Index(open().nth(j).unwrap_or(0))
            }
            // On top: the card the bot chose to keep comes back next turn.
            DecisionKind::Order | DecisionKind::First { .. } => Choice::Index(0),
            // A dead card at the bottom, any other on top.
            DecisionKind::Position { size } => choices::position(game, *size),
            DecisionKind::NameCard { options } => {
                Choice::Kind(choices::costliest(game, &self.profiles, options))
            }
            // A token on a pile: the pile of the card the others most want.
            DecisionKind::Pile { options } => choices::pile(game, d.player, options),
        }
    }
}

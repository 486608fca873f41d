//! The engine: game state, turn flow and the interpreter that runs compiled card rules.
//!
//! A [`Game`] runs until a player must decide something, then returns; the caller reads
//! [`Game::decision`], answers with [`Game::answer`], and runs again. Bots, the terminal
//! player, scenario scripts and simulations all drive the same loop.

mod copy;
mod costs;
pub mod decision;
pub mod event;
mod frames;
mod futile;
mod ids;
mod invariants;
mod locs;
mod memo;
mod moves;
mod ops;
mod plain;
mod procedures;
mod query;
mod setup;
mod stamps;
pub mod state;
mod triggers;
mod turn;
pub mod validate;
mod verbs;
mod vm;

use crate::db::{CardId, Db};
pub use decision::{open_options, Choice, Decision, DecisionKind, Move};
pub use event::{Cause, Event, Logged, Place};
use rand::SeedableRng;
pub use state::{Inst, Loc, Phase, PlayerId, State, Zone};
use std::sync::Arc;

/// How deep effects may nest before the engine calls it a rules loop.
/// Unfinished work the stack may hold: gains that set off gains can legitimately nest
/// as deep as the Supply has cards.
const MAX_DEPTH: usize = 8192;
/// How many interpreter steps may pass without a decision before it is a rules loop.
const MAX_STEPS: u32 = 1_000_000;

/// Errors of the engine: none of them is a panic, all of them name what went wrong.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum EngineError {
    /// Effects kept setting off effects.
    #[error("the rules loop without end: the card `{0}` keeps setting off effects")]
    RulesLoop(String),
    /// A rules invariant broke: what, and the card whose ability ran last.
    #[error("broken rule of the engine: {0}")]
    Invariant(String),
    /// The answer does not fit the question.
    #[error("illegal answer: {0}")]
    IllegalChoice(String),
    /// There is no question to answer.
    #[error("nothing is being asked")]
    NotAsked,
    /// The game is set up wrongly.
    #[error("bad setup: {0}")]
    Setup(String),
}

/// How to set up a game.
#[derive(Debug, Clone)]
pub struct Config {
    /// Player names, in turn order.
    pub players: Vec<String>,
    /// Kingdom cards.
    pub kingdom: Vec<CardId>,
    /// Use Platinum and Colony.
    pub colonies: bool,
    /// RNG seed.
    pub seed: u64,
    /// Pile sizes to override.
    pub pile_sizes: Vec<(CardId, u16)>,
    /// Record events.
    pub logging: bool,
    /// Deal starting decks and hands (scenarios set their own zones).
    pub deal: bool,
    /// End the turn without asking when that is the only legal move (after the last Buy):
    /// for simulations; players and scenarios see the turn's last moment.
    pub auto_end: bool,
}

impl Config {
    /// A game of these players, Kingdom and seed, as simulations set it up: no Platinum
    /// or Colony, the usual pile sizes, no log, starting decks dealt, the turn ended
    /// without asking after the last Buy. Change the other fields with
    /// `Config { logging: true, ..Config::new(players, kingdom, seed) }`.
    pub fn new(players: Vec<String>, kingdom: Vec<CardId>, seed: u64) -> Config {
        Config {
            players,
            kingdom,
            colonies: false,
            seed,
            pile_sizes: Vec::new(),
            logging: false,
            deal: true,
            auto_end: true,
        }
    }
}

/// Where the game stands after running.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    /// A player must decide: see [`Game::decision`].
    Decide,
    /// The game has ended.
    Over,
}

/// A game: the database it runs on and its state. `clone_from` reuses the copy's buffers
/// (the heuristic bot's look-ahead copies the game into the same scratch game each time).
#[derive(Debug)]
pub struct Game {
    /// The card database.
    pub db: Arc<Db>,
    /// The state (serializable).
    pub state: State,
    /// Per event kind, the triggers of the cards in this game (see `triggers::Listeners`).
    /// (Shared: the rules of the cards do not change during a game, so a copy of the
    /// game shares them.)
    listeners: Arc<triggers::Listeners>,
    /// Some card in the game changes costs.
    cost_rules: bool,
    /// Some card in the game restricts buying.
    buy_rules: bool,
    /// Some card in the game makes players unaffected by Attacks.
    immunity: bool,
    /// Some card in the game says where it goes when gained.
    gained_to: bool,
    /// Nothing in the game reacts to buying or gaining, nor says where a gained card
    /// goes: a buy gains the card directly (when no lasting rule is in force).
    plain_buys: bool,
    /// Some card in the game (or a lasting rule it sets up) listens to cards discarded
    /// from play: Clean-up then discards them one at a time.
    listening_to_discards: bool,
    /// The card kinds of this game with static rules in a zone or the whole game.
    static_kinds: Vec<CardId>,
    /// The cost rules of this game's cards in zones, compiled (shared by the copies).
    costs: Arc<costs::CostIndex>,
    /// Some trigger in the game cares whether a gained card was bought.
    bought_matters: bool,
    steps: u32,
    /// Frames staged by the current step, in the order they are to run.
    staged: Vec<state::Frame>,
    /// The piles the rules index was built for (a copy of the game has none: set up
    /// again, it indexes them anew).
    indexed: Option<Vec<CardId>>,
    /// A copy of the database's hot card table, one indirection closer (shared by the
    /// copies of the game).
    hot: Arc<[crate::db::Hot]>,
    /// Which per-turn histories the cards of this game read.
    history: crate::db::History,
    /// Some card kind in the game is an Action.
    actions: bool,
    /// The Supply piles whose emptying ends the game.
    end_piles: Vec<u8>,
    /// How many empty Supply piles end the game.
    empty_limit: usize,
    /// A Supply pile may have become empty since the game-end condition last held false
    /// (Clean-up looks at the piles only then: a pile filling up ends no game).
    pile_emptied: bool,
    /// Check the invariants whenever no ability is running.
    invariants: bool,
    /// The card whose ability ran last (for invariant errors).
    last_ability: Option<CardId>,
    /// The ability running now, while logging (the cause of what it logs).
    running: Option<event::Cause>,
    /// Set-aside cards the position itself holds (a scenario's setup).
    held: Vec<Inst>,
    /// The piles of the game being set up (a buffer kept from game to game).
    piles: Vec<(CardId, u16, bool)>,
    /// What those piles were planned from (a copy has none).
    planned: Option<setup::Planned>,
    /// The Supply as the last game set it up, to set the next one up alike.
    /// (Shared: a copy of the game does not copy it.)
    supply_start: Arc<setup::SupplyStart>,
    /// Finished ability frames, to be used again.
    progs: state::ProgPool,
    /// Finished loops over players, to be used again.
    loops: state::Pool<state::Loop>,
    /// Delayed effects that happened, to be used again.
    spent: state::Pool<state::Delayed>,
    /// The abilities an event set off, with their order (a buffer kept from event to
    /// event).
    found: Vec<(u8, state::Frame)>,
    /// The abilities an event set off, in order, to be staged (a buffer kept).
    collected: Vec<state::Frame>,
    /// A list of cards kept for the next one needed (see `Game::buffer`).
    spare_cards: Vec<Inst>,
    /// A list of card kinds kept for the next gain asked.
    spare_kinds: Vec<CardId>,
    /// The seats whose Buy-phase moves the engine makes itself (see [`Game::auto_buy`]).
    auto_buys: turn::AutoBuys,
}

copy::clone_fields!(Game {
    cost_rules,
    buy_rules,
    immunity,
    gained_to,
    plain_buys,
    listening_to_discards,
    bought_matters,
    steps,
    history,
    actions,
    empty_limit,
    pile_emptied,
    invariants,
    last_ability,
    running,
    state,
    progs,
    loops,
    spent,
    auto_buys,
} shared {
    db,
    listeners,
    costs,
    hot,
    supply_start,
} copy {
    static_kinds,
    end_piles,
    held,
} lists {
} fresh {
    staged,
    found,
    collected,
    spare_cards,
    spare_kinds,
    piles,
    planned,
    indexed,
} prepare Game::prepare_copy);

impl Game {
    /// Before `self` becomes a copy of `o`: its stack gets a frame of its finished ones
    /// (when it has one) wherever `o`'s has an ability, a placeholder elsewhere, so that
    /// `o`'s abilities are copied into frames (and buffers) it has.
    fn prepare_copy(&mut self, o: &Game) {
        // The buffers a copy leaves empty are empty between steps.
        debug_assert!(o.staged.is_empty() && o.found.is_empty() && o.collected.is_empty());
        // Delayed effects are copied into spent ones (their buffers), and given back.
        let (delayed, theirs) = (&mut self.state.delayed, &o.state.delayed);
        while delayed.len() > theirs.len() {
            if let Some(d) = delayed.pop() {
                self.spent.give(d);
            }
        }
        while delayed.len() < theirs.len() {
            let Some(d) = self.spent.take() else { break };
            delayed.push(d);
        }
        let stack = &mut self.state.stack;
        for f in stack.drain(..) {
            if let state::Frame::Prog(p) = f {
                self.progs.give(p);
            }
        }
        for f in &o.state.stack {
            let p = match f {
                state::Frame::Prog(q) => Self::frame_for_copy(&self.progs, &self.loops, q),
                _ => None,
            };
            stack.push(match p {
                Some(p) => state::Frame::Prog(p),
                None => state::Frame::Buy(state::BuyFrame {
                    player: PlayerId(0),
                    pile: 0,
                    step: 0,
                }),
            });
        }
    }

    /// Set up a game.
    pub fn new(db: Arc<Db>, cfg: &Config) -> Result<Game, EngineError> {
        let state = State {
            kinds: vec![],
            locs: vec![],
            players: vec![],
            supply: vec![],
            pile_of: vec![],
            trash: vec![],
            mat_tokens: vec![],
            turn: state::Turn {
                player: PlayerId(0),
                number: 0,
                extra: false,
                phase: Phase::Start,
                actions: 1,
                buys: 1,
                coins: 0,
                bought: false,
                autoplay: false,
                autoplayed: vec![],
                plays: Vec::with_capacity(16),
                gains: Vec::with_capacity(8),
                previous: None,
            },
            stack: Vec::with_capacity(16),
            delayed: vec![],
            lasting: vec![],
            lasting_ids: 0,
            setup: State::fresh_stamp(),
            pile_stamps: vec![],
            spare_progs: Default::default(),
            extra_turns: vec![],
            unaffected: vec![],
            attacks: 0,
            rng: rand_pcg::Pcg32::seed_from_u64(cfg.seed),
            pending: None,
            answer: None,
            logging: cfg.logging,
            log: vec![],
            colonies: cfg.colonies,
            auto_end: cfg.auto_end,
            cost_memo: Default::default(),
            owned: Default::default(),
        };
        let mut game = Game::around(db, state);
        game.setup(cfg)?;
        Ok(game)
    }

    /// A game around a state, its rule indexes still to be built.
    fn around(db: Arc<Db>, state: State) -> Game {
        Game {
            db,
            state,
            listeners: Arc::default(),
            cost_rules: false,
            buy_rules: false,
            immunity: false,
            gained_to: false,
            plain_buys: false,
            listening_to_discards: false,
            static_kinds: vec![],
            costs: Arc::default(),
            bought_matters: false,
            steps: 0,
            staged: vec![],
            indexed: None,
            hot: Arc::new([]),
            history: crate::db::History::default(),
            actions: true,
            end_piles: vec![],
            empty_limit: usize::MAX,
            pile_emptied: true,
            invariants: cfg!(debug_assertions),
            last_ability: None,
            running: None,
            held: vec![],
            piles: vec![],
            planned: None,
            supply_start: Arc::default(),
            progs: state::ProgPool::default(),
            loops: state::Pool::default(),
            spent: state::Pool::default(),
            found: vec![],
            collected: vec![],
            spare_cards: vec![],
            spare_kinds: vec![],
            auto_buys: turn::AutoBuys::default(),
        }
    }

    /// Precompute which triggers and rules the cards of this game have.
    fn index_rules(&mut self) {
        self.reindex(&[]);
    }

    /// Index the rules of the cards in the game: the Supply's, the starting deck's, and
    /// these (cards a scenario adds).
    pub fn reindex(&mut self, extra: &[CardId]) {
        self.state.cost_memo.changed();
        self.indexed = None;
        self.hot = self.db.hot.as_slice().into();
        let mut kinds: Vec<CardId> = self.state.supply.iter().map(|p| p.card).collect();
        kinds.extend(self.db.basic.start_deck.iter().map(|d| d.0));
        kinds.extend_from_slice(extra);
        kinds.sort_unstable();
        kinds.dedup();
        self.cost_rules = false;
        self.buy_rules = false;
        self.immunity = false;
        self.gained_to = false;
        self.plain_buys = false;
        self.listening_to_discards = false;
        self.static_kinds.clear();
        self.bought_matters = false;
        self.history = crate::db::History::default();
        self.actions = kinds.iter().any(|&k| self.hot[k.index()].action);
        self.end_piles = (self.db.basic.end_piles.iter())
            .filter_map(|&c| self.state.pile_of.get(c.index()).copied().flatten())
            .collect();
        self.empty_limit = self.empty_piles_ending();
        self.pile_emptied = true;
        for &k in &kinds {
            let c = self.db.card(k);
            self.history.plays |= c.history.plays;
            self.history.gains |= c.history.gains;
            for t in &c.triggers {
                self.listening_to_discards |= t.event == crate::ast::EventKind::DiscardFromPlay;
                self.bought_matters |= self.about_bought(t);
            }
            for s in &c.statics {
                match s.rule {
                    crate::db::StaticRule::CostLess { .. } => self.cost_rules = true,
                    crate::db::StaticRule::CannotBuy { .. } => self.buy_rules = true,
                    crate::db::StaticRule::Immune => self.immunity = true,
                    crate::db::StaticRule::GainedTo(_) => self.gained_to = true,
                }
            }
            if c.statics.iter().any(|s| s.scope != crate::db::Scope::This) {
                self.static_kinds.push(k);
            }
        }
        for l in kinds
            .iter()
            .flat_map(|&k| self.db.card(k).lastings.iter())
            .map(|&l| self.db.lastings[l])
        {
            match l.rule {
                crate::db::LastingRule::Static(crate::db::StaticRule::CostLess { .. }) => {
                    self.cost_rules = true
                }
                crate::db::LastingRule::Static(crate::db::StaticRule::CannotBuy { .. }) => {
                    self.buy_rules = true
                }
                crate::db::LastingRule::Static(crate::db::StaticRule::Immune) => {
                    self.immunity = true
                }
                crate::db::LastingRule::Static(crate::db::StaticRule::GainedTo(_)) => {
                    self.gained_to = true
                }
                crate::db::LastingRule::Trigger(t) => {
                    self.bought_matters |= self.about_bought(&t);
                    self.listening_to_discards |= t.event == crate::ast::EventKind::DiscardFromPlay;
                }
            }
        }
        self.listeners = triggers::Listeners::build(&self.db, &kinds).into();
        self.costs = costs::CostIndex::build(self, &self.static_kinds).into();
        let quiet = |e| self.listeners[triggers::event_index(e)].is_empty();
        self.plain_buys = quiet(crate::ast::EventKind::Buy)
            && quiet(crate::ast::EventKind::WouldGain)
            && quiet(crate::ast::EventKind::Gain)
            && !self.gained_to;
    }

    /// A trigger whose card description asks whether the card was bought.
    fn about_bought(&self, t: &crate::db::TriggerDef) -> bool {
        t.object
            .is_some_and(|f| self.db.filters[f].0.contains(&crate::db::Atom::Bought))
    }

    /// Run the setup effects of the Kingdom cards (tokens on piles).
    fn run_setup(&mut self) -> Result<(), EngineError> {
        for i in 0..self.state.supply.len() {
            let k = self.state.supply[i].card;
            if let Some(pc) = self.db.card(k).setup {
                let f = self.new_prog(
                    pc,
                    k,
                    None,
                    PlayerId(0),
                    state::Vars::default(),
                    state::EventCtx::default(),
                    vec![],
                );
                self.state.stack.push(f);
                while !self.state.stack.is_empty() {
                    self.step()?;
                    if self.state.pending.is_some() {
                        return Err(EngineError::Setup(
                            "a setup effect asked for a decision".into(),
                        ));
                    }
                }
            }
        }
        Ok(())
    }

    /// Run until a decision is needed or the game ends.
    pub fn run(&mut self) -> Result<Status, EngineError> {
        self.steps = 0;
        loop {
            if self.state.pending.is_some() {
                return Ok(Status::Decide);
            }
            if self.state.stack.is_empty() {
                if self.state.turn.phase == Phase::Over {
                    return Ok(Status::Over);
                }
                // Turn flow always moves on (or asks), so this cannot loop by itself.
                self.advance();
                continue;
            }
            self.steps += 1;
            if self.steps > MAX_STEPS || self.state.stack.len() > MAX_DEPTH {
                return Err(EngineError::RulesLoop(self.culprit()));
            }
            self.step()?;
        }
    }

    /// The card of the topmost running ability, for loop errors.
    fn culprit(&self) -> String {
        for f in self.state.stack.iter().rev() {
            if let state::Frame::Prog(p) = f {
                return self.db.card(p.card).name.clone();
            }
        }
        "?".into()
    }

    /// The decision the game waits for.
    pub fn decision(&self) -> Option<&Decision> {
        self.state.pending.as_ref()
    }

    /// Answer the pending decision. An illegal answer changes nothing.
    pub fn answer(&mut self, c: Choice) -> Result<(), EngineError> {
        let d = self.state.pending.as_ref().ok_or(EngineError::NotAsked)?;
        self.validate(d, &c)?;
        if let Some(d) = self.state.pending.take() {
            self.recover(d);
        }
        if let Choice::Move(m) = c {
            self.do_move(m);
        } else {
            self.state.answer = Some(c);
        }
        Ok(())
    }

    /// Answer with a choice the caller vouches for: a bot's answer, made from the
    /// decision's own options. Simulations use it; in release builds it is not checked
    /// again (debug builds check it as [`Game::answer`] does, and soaks and tests use
    /// `answer`, so a bot's illegal answer is still found).
    pub fn answer_trusted(&mut self, c: Choice) -> Result<(), EngineError> {
        if cfg!(debug_assertions) {
            return self.answer(c);
        }
        match self.state.pending.take() {
            // A move's question has no list to keep (the usual case).
            Some(Decision {
                kind: DecisionKind::Move,
                ..
            }) => {}
            Some(d) => self.recover(d),
            None => return Err(EngineError::NotAsked),
        }
        if let Choice::Move(m) = c {
            self.do_move(m);
        } else {
            self.state.answer = Some(c);
        }
        Ok(())
    }

    /// Keep the list of cards of an answered decision for the next one needed.
    #[inline(never)]
    fn recover(&mut self, d: Decision) {
        match d.kind {
            DecisionKind::Cards { options, .. } | DecisionKind::Play { options, .. } => {
                self.spare(options)
            }
            DecisionKind::Gain { options, .. }
                if options.capacity() > self.spare_kinds.capacity() =>
            {
                self.spare_kinds = options
            }
            _ => {}
        }
    }

    /// Whether every card's cost is its printed cost all game long (no cost rule in the
    /// game's Kingdom): what is worked out from costs stays true.
    pub fn costs_fixed(&self) -> bool {
        !self.cost_rules
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        self.state.turn.phase == Phase::Over
    }

    /// The kind of an instance.
    #[inline]
    pub fn kind(&self, i: Inst) -> CardId {
        self.state.kinds[i.index()]
    }

    /// Take the recorded events, each with its cause.
    pub fn take_log(&mut self) -> Vec<Logged> {
        std::mem::take(&mut self.state.log)
    }

    #[inline]
    fn log(&mut self, e: impl FnOnce() -> Event) {
        if self.state.logging {
            let ev = e();
            self.push_log(ev);
        }
    }

    /// Record an event (logging is on) with its cause.
    #[cold]
    fn push_log(&mut self, event: Event) {
        let cause = self.cause();
        self.state.log.push(Logged { event, cause });
    }

    /// What causes an event now: the ability running, or else the ability whose sub-work
    /// (a gain, a play, a buy it staged) is running: the nearest ability below the
    /// topmost frame. `None` at the turn's own steps.
    fn cause(&self) -> Option<event::Cause> {
        if self.running.is_some() {
            return self.running;
        }
        let (top, below) = self.state.stack.split_last()?;
        if matches!(top, state::Frame::Prog(_)) {
            return None;
        }
        below.iter().rev().find_map(|f| match f {
            state::Frame::Prog(p) => Some(event::Cause {
                card: p.card,
                owner: p.owner,
            }),
            _ => None,
        })
    }
}

impl State {
    /// Create a new card instance at a location (not placed in any zone list).
    pub fn create(&mut self, card: CardId, loc: Loc) -> Inst {
        self.setup = State::fresh_stamp();
        self.kinds.push(card);
        self.locs.push(loc);
        Inst::from_index(self.kinds.len() - 1)
    }

    /// Uniform random number below `n` (n > 0), from the game's RNG.
    pub fn below(&mut self, n: usize) -> usize {
        Self::below_with(&mut self.rng, n)
    }

    /// [`State::below`] on a borrowed RNG.
    #[inline]
    pub fn below_with(rng: &mut rand_pcg::Pcg32, n: usize) -> usize {
        use rand::Rng;
        ((rng.next_u32() as u64 * n as u64) >> 32) as usize
    }
}

impl Game {
    /// The list of cards at a location (for setting up positions).
    pub fn zone_list(&mut self, loc: Loc) -> &mut Vec<Inst> {
        if loc.zone.own() {
            self.state.owned.unknown(loc.owner);
        }
        self.zone_mut(loc)
    }

    /// Every card is in exactly one zone, and where the engine thinks it is.
    pub fn check_integrity(&self) -> Result<(), String> {
        let s = &self.state;
        let mut seen = vec![0u8; s.kinds.len()];
        for (i, p) in s.supply.iter().enumerate() {
            self.check_zone(&mut seen, &p.cards, Zone::Supply, PlayerId(i as u8))?;
        }
        self.check_zone(&mut seen, &s.trash, Zone::Trash, PlayerId(0))?;
        for (pi, p) in s.players.iter().enumerate() {
            let o = pi as u8;
            for (list, zone) in [
                (&p.deck, Zone::Deck),
                (&p.hand, Zone::Hand),
                (&p.discard, Zone::Discard),
                (&p.play, Zone::Play),
                (&p.set_aside, Zone::SetAside),
                (&p.revealed, Zone::Revealed),
            ] {
                self.check_zone(&mut seen, list, zone, PlayerId(o))?;
            }
            for (m, v) in p.mats.iter().enumerate() {
                self.check_zone(&mut seen, v, Zone::Mat(m as u8), PlayerId(o))?;
            }
        }
        match seen.iter().position(|&n| n != 1) {
            None => Ok(()),
            Some(i) => {
                let name = &self.db.card(s.kinds[i]).name;
                Err(format!("{name} #{i} is in {} zones", seen[i]))
            }
        }
    }

    /// The cards of one zone's list (of `owner`) are recorded there; each is counted in
    /// `seen`.
    fn check_zone(
        &self,
        seen: &mut [u8],
        list: &[Inst],
        zone: Zone,
        owner: PlayerId,
    ) -> Result<(), String> {
        let (s, loc) = (
            &self.state,
            Loc {
                zone,
                owner: owner.0,
            },
        );
        for &i in list {
            let Some(n) = seen.get_mut(i.index()) else {
                return Err(format!("unknown card #{i}"));
            };
            *n += 1;
            if !s.noted_fits(i, loc) {
                let name = &self.db.card(s.kinds[i.index()]).name;
                return Err(format!(
                    "{name} #{i} is in {loc:?} but recorded in {:?}",
                    s.locs[i.index()]
                ));
            }
        }
        Ok(())
    }
}

impl Game {
    /// Continue a saved game: its state (with the pending decision and the RNG) on a
    /// database (the same cards it was saved with).
    pub fn resume(db: Arc<Db>, state: State) -> Result<Game, EngineError> {
        if let Some(&k) = state.kinds.iter().find(|&&k| k.index() >= db.cards.len()) {
            return Err(EngineError::Setup(format!(
                "the saved game has card #{k}, the database has fewer cards"
            )));
        }
        let mut kinds = state.kinds.clone();
        kinds.sort_unstable();
        kinds.dedup();
        let mut game = Game::around(db, state);
        game.reindex(&kinds);
        Ok(game)
    }
}

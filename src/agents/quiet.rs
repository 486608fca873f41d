//! A static proof that buying a card cannot change how many cards worth negative VP
//! (Curses) anyone holds, read off the compiled programs of the game's cards: the
//! heuristic bot then need not play such a buy out on a copy to see whether a pile's
//! tokens bring Curses (`lookahead::worth_buying`).
//!
//! What runs between a buy and the next move, when no player plays by the autoplay
//! setting (the next player is asked a move before any play, so no card is played): the
//! triggered abilities of the game's cards (those about any card, those about this card
//! for any event but a buy or gain, those of this card when it is bought or gained), the
//! triggers of lasting effects, and the bodies of delayed effects (`at the start of your
//! next turn`, `at the end of this buy phase`), plus the engine's own moves (the gain of
//! the bought card, clean-up, draws), which keep every card with its owner. The proof
//! holds when none of those programs can move a card worth negative VP: each gain's
//! cards, closed over the abilities those gains set off, are none such; each other move
//! is of the program's own card, of the event's (gained or bought) card, or of a
//! selection whose filter no such card of the game matches; and nothing that could do
//! more (a play, an exchange, a pass, an extra turn, a reveal until) is among them.

use crate::ast::EventKind;
use crate::db::{Atom, CardId, Db, FilterId, LastingRule, Op, Ref, Source};
use crate::engine::Game;
use std::sync::Arc;

/// How deep delayed effects may nest in one another before the proof gives up.
const MAX_NEST: u8 = 6;

/// What an instruction means for the proof.
enum Class {
    /// Moves no card worth negative VP (given the gained cards are none).
    Fine,
    /// Gains cards matching this filter.
    Gain(FilterId),
    /// Could move such a card, or do anything.
    Unsafe,
}

/// Per game, what the proof needs, kept while the game's cards are the same (the
/// verdicts per card kind, found when first asked).
#[derive(Default)]
pub(super) struct Quiet {
    /// The database of the game the tables are of (its address).
    db: usize,
    /// The kind of each card instance of that game.
    kinds: Vec<CardId>,
    /// The set-up stamp of the state `kinds` was last found equal to (`State::setup`:
    /// a state of that stamp with as many instances has the same kinds).
    setup: u64,
    /// The turn in which the game's kinds were last compared with `kinds` (`None`:
    /// never, or a new game has begun for the bot).
    checked: Option<u32>,
    /// The kinds the game has, as bits.
    present: Vec<u64>,
    /// The kinds the abilities that may run at any buy can gain (closed), as bits.
    base: Vec<u64>,
    /// Those abilities move no card worth negative VP (nor gain one).
    base_ok: bool,
    /// Per kind: 0 not asked yet, 1 its buy is quiet, 2 not proven.
    verdict: Vec<u8>,
    /// Buffers: the gained kinds of one closure, and the kinds still to follow.
    gained: Vec<u64>,
    work: Vec<CardId>,
}

/// The two lists of kinds are the same: compared in one pass with no early exit, which
/// the compiler makes wide (a new game's kinds are often those of the last one).
fn same_kinds(a: &[CardId], b: &[CardId]) -> bool {
    a.len() == b.len() && a.iter().zip(b).fold(0, |d, (x, y)| d | (x.0 ^ y.0)) == 0
}

fn has(bits: &[u64], k: CardId) -> bool {
    bits.get(k.index() / 64)
        .is_some_and(|w| w & (1 << (k.index() % 64)) != 0)
}

fn set(bits: &mut [u64], k: CardId) {
    bits[k.index() / 64] |= 1 << (k.index() % 64);
}

/// A card of kind `k` is worth negative VP (what `Heuristic::value` puts at -10).
fn negative(db: &Db, k: CardId) -> bool {
    db.card(k).vp.is_some_and(|a| db.amounts[a].n < 0)
}

/// A card of kind `k` could match this atom (only what the kind alone decides is
/// decided: anything else could match).
fn could_match(db: &Db, a: &Atom, k: CardId) -> bool {
    let c = db.card(k);
    match a {
        Atom::Type(m) => c.types.has(*m),
        Atom::NotType(m) => !c.types.has(*m),
        Atom::Name(n) => c.name_id == *n,
        Atom::NotName(n) => c.name_id != *n,
        Atom::Either(v) => v.iter().any(|a| could_match(db, a, k)),
        _ => true,
    }
}

fn filter_could_match(db: &Db, f: FilterId, k: CardId) -> bool {
    db.filters[f].0.iter().all(|a| could_match(db, a, k))
}

/// The self-triggers that only a buy or gain of the card itself sets off.
fn own_buy_or_gain(ev: EventKind) -> bool {
    matches!(ev, EventKind::Buy | EventKind::Gain | EventKind::WouldGain)
}

impl Quiet {
    /// Buying `k` now cannot change how many cards worth negative VP anyone holds (by
    /// the time the next move is asked). `false`: not proven.
    pub(super) fn quiet(&mut self, game: &Game, k: CardId) -> bool {
        if game.state.players.iter().any(|p| p.autoplay) {
            return false;
        }
        // The kinds compared once a turn (a game's kinds never change; a bot starts a
        // new game with `forget`).
        let turn = game.state.turn.number;
        if self.checked != Some(turn)
            || self.db != Arc::as_ptr(&game.db) as usize
            || self.kinds.len() != game.state.kinds.len()
        {
            self.refresh(game);
            self.checked = Some(turn);
        }
        match self.verdict.get(k.index()) {
            Some(1) => true,
            Some(2) | None => false,
            Some(_) => {
                let v = self.base_ok && self.closure_quiet(&game.db, k);
                self.verdict[k.index()] = if v { 1 } else { 2 };
                v
            }
        }
    }

    /// A new game begins for the bot: the kinds are compared again at the next question.
    pub(super) fn forget(&mut self) {
        self.checked = None;
    }

    /// Make the tables those of `game`'s cards.
    fn refresh(&mut self, game: &Game) {
        let db_at = Arc::as_ptr(&game.db) as usize;
        let s = &game.state;
        if self.db == db_at
            && ((self.setup == s.setup && self.kinds.len() == s.kinds.len())
                || same_kinds(&self.kinds, &s.kinds))
        {
            self.setup = s.setup;
            return;
        }
        self.setup = s.setup;
        let db = &game.db;
        self.db = db_at;
        self.kinds.clone_from(&game.state.kinds);
        let words = db.cards.len().div_ceil(64);
        self.present.clear();
        self.present.resize(words, 0);
        for &k in &self.kinds {
            set(&mut self.present, k);
        }
        self.verdict.clear();
        self.verdict.resize(db.cards.len(), 0);
        self.gained.clear();
        self.gained.resize(words, 0);
        self.work.clear();
        // The kinds those abilities gain, with what their own gains set off.
        self.base_ok = self.base_quiet(db) && self.follow(db);
        self.base.clone_from(&self.gained);
    }

    /// The kinds of the game.
    fn kinds_present<'a>(&'a self, db: &'a Db) -> impl Iterator<Item = CardId> + 'a {
        (0..db.cards.len())
            .map(CardId::from_index)
            .filter(|&k| has(&self.present, k))
    }

    /// The abilities that may run at any buy move no card worth negative VP; the kinds
    /// they gain are put in `gained` and on `work`.
    fn base_quiet(&mut self, db: &Db) -> bool {
        for c in 0..db.cards.len() {
            let c = CardId::from_index(c);
            if !has(&self.present, c) {
                continue;
            }
            let card = db.card(c);
            for t in &card.triggers {
                if t.object.is_none() && own_buy_or_gain(t.event) {
                    continue;
                }
                if !self.program(db, t.pc, c, Some(t.event), 0, true) {
                    return false;
                }
            }
            for &l in &card.lastings {
                if let LastingRule::Trigger(t) = &db.lastings[l].rule {
                    if !self.program(db, t.pc, c, Some(t.event), 0, true) {
                        return false;
                    }
                }
            }
            // Delayed effects its plays may have set up.
            if let Some(pc) = card.on_play {
                if !self.program(db, pc, c, None, 0, false) {
                    return false;
                }
            }
        }
        true
    }

    /// Follow the gains on `work` (their kinds already in `gained`): their own buy and
    /// gain abilities are checked and their gains followed in turn.
    fn follow(&mut self, db: &Db) -> bool {
        while let Some(g) = self.work.pop() {
            if negative(db, g) {
                return false;
            }
            for t in &db.card(g).triggers {
                if t.object.is_none()
                    && own_buy_or_gain(t.event)
                    && !self.program(db, t.pc, g, Some(t.event), 0, true)
                {
                    return false;
                }
            }
        }
        true
    }

    /// Buying `k`: its gain, closed over what the gains set off, brings no card worth
    /// negative VP, and the abilities set off move none.
    fn closure_quiet(&mut self, db: &Db, k: CardId) -> bool {
        self.gained.clone_from(&self.base);
        self.work.clear();
        if !has(&self.gained, k) {
            set(&mut self.gained, k);
            self.work.push(k);
        }
        self.follow(db)
    }

    /// Check the program at `pc` (of card `owner`; `event`: the trigger's, `None` for a
    /// play) and the delayed effects it sets up: `false` when it could move a card worth
    /// negative VP. With `runs`, its own instructions run in the line (else only its
    /// delayed effects and lasting triggers are looked at); the kinds its gains can gain
    /// are added to `gained` and `work`.
    fn program(
        &mut self,
        db: &Db,
        pc: u32,
        owner: CardId,
        event: Option<EventKind>,
        nest: u8,
        runs: bool,
    ) -> bool {
        if nest > MAX_NEST {
            return false;
        }
        for op in db.body(pc) {
            match op {
                Op::NextTurn(body) | Op::EndOfBuyPhase(body)
                    if !self.program(db, body, owner, None, nest + 1, true) =>
                {
                    return false;
                }
                Op::Lasting(l) => {
                    let rule = &db.lastings[l].rule;
                    if let LastingRule::Trigger(t) = rule {
                        if !self.program(db, t.pc, owner, Some(t.event), nest + 1, true) {
                            return false;
                        }
                    }
                }
                _ => {}
            }
            if runs {
                match self.class(db, &op, owner, event) {
                    Class::Fine => {}
                    Class::Unsafe => return false,
                    Class::Gain(f) => {
                        for k in 0..db.cards.len() {
                            let k = CardId::from_index(k);
                            if has(&self.present, k)
                                && !has(&self.gained, k)
                                && filter_could_match(db, f, k)
                            {
                                set(&mut self.gained, k);
                                self.work.push(k);
                            }
                        }
                    }
                }
            }
        }
        true
    }

    /// What instruction `op` of a program of `owner` (`event`: its trigger's) means.
    fn class(&self, db: &Db, op: &Op, owner: CardId, event: Option<EventKind>) -> Class {
        match *op {
            Op::Gain { filter, .. } => Class::Gain(filter),
            Op::Move { sel, .. } => {
                let s = &db.sels[sel];
                let fine = match s.from {
                    Source::Ref(Ref::This) => !negative(db, owner),
                    // The bought or gained card (its kind is among the gained ones).
                    Source::Ref(Ref::It) if event.is_some_and(own_buy_or_gain) => true,
                    Source::Ref(Ref::Gained) => true,
                    _ => !self
                        .kinds_present(db)
                        .any(|k| negative(db, k) && filter_could_match(db, s.filter, k)),
                };
                if fine {
                    Class::Fine
                } else {
                    Class::Unsafe
                }
            }
            Op::Play { .. }
            | Op::Exchange(..)
            | Op::Pass(_)
            | Op::ExtraTurn
            | Op::RevealUntil(..)
            | Op::DrawUntilSkip(..) => Class::Unsafe,
            // Every other instruction, named so that a new one is classed when it is
            // added: bonuses, draws (a card stays with its owner), questions, jumps and
            // loops, delayed and lasting effects (followed by `program`), tokens, and a
            // gain's cancelling (the gains themselves are judged).
            Op::Plus(..)
            | Op::Draw(_)
            | Op::DrawUntil(_)
            | Op::NameCard
            | Op::AskMay
            | Op::JumpIfNot(..)
            | Op::Jump(_)
            | Op::AskChoice(..)
            | Op::AskOrder(_)
            | Op::JumpIfChoiceNot(..)
            | Op::AskSome(..)
            | Op::JumpIfNotChosen(..)
            | Op::ForBegin(..)
            | Op::ForNext(_)
            | Op::NextTurn(_)
            | Op::EndOfBuyPhase(_)
            | Op::Lasting(_)
            | Op::NextHandSize(_)
            | Op::Unaffected
            | Op::Cancel
            | Op::PutTokens(..)
            | Op::MoveToken(..)
            | Op::PutTokenOnPile(..)
            | Op::PutTokenOnMat(..)
            | Op::Return => Class::Fine,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::agents::lookahead::run_line;
    use crate::agents::Heuristic;
    use crate::engine::{Choice, Config, DecisionKind, Move, Status};

    fn db() -> Arc<Db> {
        Arc::new(crate::load_db("cards.ron", crate::load::EMBEDDED_CARDS).expect("cards"))
    }

    /// A two-player game of this Kingdom.
    fn game(db: &Arc<Db>, names: &[&str], seed: u64) -> Game {
        let kingdom = names.iter().map(|n| db.find(n).expect(n)).collect();
        let cfg = Config::new(vec!["A".into(), "B".into()], kingdom, seed);
        Game::new(db.clone(), &cfg).expect("setup")
    }

    const TROVE: [&str; 10] = [
        "Bank",
        "Monument",
        "Royal Seal",
        "Trade Route",
        "Venture",
        "Cache",
        "Develop",
        "Fool's Gold",
        "Ill-Gotten Gains",
        "Mandarin",
    ];

    /// With an Embargo in the game (a buy from a pile with its token gains a Curse),
    /// no buy is proven quiet; in Treasure Trove, the buy of a Victory card is (Trade
    /// Route's token only moves to its mat), not Ill-Gotten Gains' (it gives Curses).
    #[test]
    fn embargo_buys_are_not_quiet() {
        let db = db();
        let k = |n: &str| db.find(n).expect(n);
        let mut q = Quiet::default();
        let mut with_embargo = TROVE;
        with_embargo[0] = "Embargo";
        let g = game(&db, &with_embargo, 1);
        for n in ["Province", "Estate", "Silver", "Cache"] {
            assert!(!q.quiet(&g, k(n)), "{n} with an Embargo");
        }
        let g = game(&db, &TROVE, 1);
        q.forget();
        for n in ["Province", "Estate", "Duchy", "Silver", "Cache", "Mandarin"] {
            assert!(q.quiet(&g, k(n)), "{n} in Treasure Trove");
        }
        assert!(!q.quiet(&g, k("Ill-Gotten Gains")));
        assert!(!q.quiet(&g, k("Curse")));
        // Kinds gained by what a gain sets off: Haggler's gain could be a Curse.
        let mut haggler = TROVE;
        haggler[0] = "Haggler (1E)";
        let g = game(&db, &haggler, 1);
        q.forget();
        assert!(!q.quiet(&g, k("Province")), "with a Haggler");
    }

    /// Cards worth negative VP each player holds.
    fn curses(g: &Game) -> Vec<usize> {
        let db = &g.db;
        (g.state.players.iter())
            .map(|p| {
                p.zones()
                    .flatten()
                    .filter(|&&i| negative(db, g.kind(i)))
                    .count()
            })
            .collect()
    }

    /// Heuristic games with tokens on piles (Trade Route's, Embargo's): at every move,
    /// each buy the proof calls quiet, played out on a copy to the next move, leaves
    /// every player with as many Curses; and some buys are not proven (Embargo's).
    #[test]
    fn quiet_buys_bring_no_curses() {
        let db = db();
        let kingdoms: [&[&str]; 3] = [
            &TROVE,
            &[
                "Embargo",
                "Trade Route",
                "Witch",
                "Royal Seal",
                "Hoard",
                "Watchtower",
                "Market",
            ],
            &[
                "Bishop",
                "City",
                "Contraband",
                "Forge",
                "Hoard",
                "Peddler",
                "Royal Seal",
                "Trade Route",
                "Vault",
                "Worker's Village",
            ],
        ];
        let (mut proven, mut not) = (0, 0);
        let mut q = Quiet::default();
        for (n, names) in kingdoms.iter().enumerate() {
            for seed in 1..4 {
                let mut g = game(&db, names, seed + 10 * n as u64);
                q.forget();
                let mut bots: Vec<_> = (0..2)
                    .map(|s| crate::agents::make("heuristic", seed, s).expect("bot"))
                    .collect();
                while g.run().expect("run") == Status::Decide && g.state.turn.number < 80 {
                    let d = g.decision().expect("decision").clone();
                    if d.kind == DecisionKind::Move {
                        for p in g.state.supply.clone() {
                            if p.tokens.is_empty() || !g.can_buy(p.card) {
                                continue;
                            }
                            if !q.quiet(&g, p.card) {
                                not += 1;
                                continue;
                            }
                            proven += 1;
                            let mut copy = Box::new(g.clone());
                            let before = curses(&copy);
                            copy.answer(Choice::Move(Move::Buy(p.card))).expect("buy");
                            let mut bot = Heuristic::new(rand_pcg::Pcg32::new(1, 1));
                            let _ = run_line(&mut copy, &mut bot);
                            assert_eq!(curses(&copy), before, "{:?}", db.card(p.card).name);
                        }
                    }
                    let c = bots[d.player.index()].choose(&g, &d);
                    g.answer(c).expect("answer");
                }
            }
        }
        assert!(proven > 50 && not > 50, "{proven} proven, {not} not");
    }
}

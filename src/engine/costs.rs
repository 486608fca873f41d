//! Cheap cost queries. The rules of a game's cards do not change during the game, so
//! the cost rules of cards in a zone (`while this is in play: Action cards cost $2
//! less`) are compiled once per Kingdom into a table: for each such rule, how much less
//! each card kind costs per copy of the rule's card in its zone. A query then reads the
//! table and the copies in the zones, and only for the rules that concern the card asked
//! about. The copies are counted once per state of the zones and remembered with the
//! state (`memo.rs` says when they are counted again, and why a remembered count is never
//! stale); the rules of the card itself and lasting cost rules are read live, as before.
//! A card with neither, while no lasting cost rule is in force, costs what the table
//! and the remembered copies say, read without a call ([`Game::remembered_cost`]).
//!
//! Only "plain" rules are compiled: no condition, a fixed amount, and a filter that reads
//! the card kind alone (types and names). When a game has any other cost rule in a zone
//! or the whole game, costs are computed by walking every static rule, as before.

use super::memo::MEMO;
use super::query::Ctx;
use super::state::PlayerId;
use super::Game;
use crate::db::{Atom, CardId, LastingRule, Scope, StaticRule};

/// The compiled zone cost rules of a game (shared by the copies of the game).
#[derive(Debug, Clone, Default)]
pub(crate) struct CostIndex {
    /// Every zone or game cost rule of the game's cards is compiled below.
    pub plain: bool,
    /// Some card of the game has a buy restriction in a zone or the whole game.
    pub zone_buy_rules: bool,
    /// The compiled rules: the card with the rule, and the zone it must be in.
    sources: Vec<(CardId, Scope)>,
    /// Per source (row) and card kind (column): how much less the kind costs per copy.
    less: Vec<i32>,
    /// Card kinds (the row length).
    kinds: usize,
    /// Per card kind: some compiled rule makes it cost less (empty without rules).
    affected: Vec<bool>,
    /// Per card kind: it has a cost rule of its own (`this costs $2 less ...`).
    own: Vec<bool>,
    /// Per card kind, how much less it costs per copy of each compiled rule's card (the
    /// rows of `less` by columns): for at most [`MEMO`] rules, empty for more or when
    /// the rules are not all compiled.
    rows: Vec<[i32; MEMO]>,
    /// Per card kind, what [`Game::remembered_cost`] reads, in one place: empty when
    /// `rows` is.
    fast: Vec<Fast>,
    /// Per lasting rule of the database: it is a cost rule (`this turn: cards cost $1
    /// less`); the others (`once this turn, when ...`) change no cost.
    lasting_costs: Vec<bool>,
}

/// A card kind's entry in the compiled table, as a query reads it.
#[derive(Debug, Clone, Copy, Default)]
struct Fast {
    /// How much less it costs per copy of each compiled rule's card.
    less: [i32; MEMO],
    /// Its printed cost.
    cost: i32,
    /// It has no cost rule of its own: the table and the lasting rules are all that
    /// change its cost.
    table: bool,
    /// Some compiled rule makes it cost less (`less` is not all zeros).
    ruled: bool,
}

impl CostIndex {
    /// Compile the zone cost rules of these card kinds (the game's cards with rules in a
    /// zone or the whole game).
    pub fn build(game: &Game, static_kinds: &[CardId]) -> Self {
        let db = &game.db;
        let kinds = db.cards.len();
        let own = (db.cards.iter())
            .map(|c| {
                (c.statics.iter()).any(|st| {
                    st.scope == Scope::This
                        && matches!(st.rule, StaticRule::CostLess { what: None, .. })
                })
            })
            .collect();
        let lasting_costs = (db.lastings.iter())
            .map(|l| matches!(l.rule, LastingRule::Static(StaticRule::CostLess { .. })))
            .collect();
        let mut ix = CostIndex {
            plain: true,
            kinds,
            own,
            lasting_costs,
            ..CostIndex::default()
        };
        for &k in static_kinds {
            for st in &db.card(k).statics {
                match st.rule {
                    StaticRule::CannotBuy { what: Some(_), .. } if st.scope != Scope::This => {
                        ix.zone_buy_rules = true
                    }
                    StaticRule::CostLess {
                        what: Some(f),
                        by,
                        cond,
                    } if st.scope != Scope::This => {
                        let amount = db.amounts[by];
                        let kind_only = db.filters[f].0.iter().all(kind_only);
                        if cond.is_some() || amount.per.is_some() || !kind_only {
                            ix.plain = false;
                            continue;
                        }
                        let row = ix.row(k, st.scope);
                        let cx = Ctx::of(PlayerId(0));
                        for (c, less) in ix.less[row * kinds..][..kinds].iter_mut().enumerate() {
                            if game.matches(f, CardId(c as u16), &cx) {
                                *less += amount.n;
                                ix.affected[c] = true;
                            }
                        }
                    }
                    _ => {}
                }
            }
        }
        if ix.plain && ix.sources.len() <= MEMO {
            ix.rows = (0..kinds)
                .map(|c| std::array::from_fn(|r| ix.less.get(r * kinds + c).copied().unwrap_or(0)))
                .collect();
            ix.fast = (ix.rows.iter().enumerate())
                .map(|(c, &less)| Fast {
                    less,
                    cost: game.hot.get(c).map_or(0, |h| h.cost as i32),
                    table: ix.own.get(c) == Some(&false),
                    ruled: less != [0; MEMO],
                })
                .collect();
        }
        ix
    }

    /// The row of a card's rules in a zone (a new row of zeros the first time).
    fn row(&mut self, card: CardId, scope: Scope) -> usize {
        if let Some(r) = self.sources.iter().position(|&s| s == (card, scope)) {
            return r;
        }
        self.sources.push((card, scope));
        self.affected.resize(self.kinds, false);
        self.less.resize(self.less.len() + self.kinds, 0);
        self.sources.len() - 1
    }
}

/// Whether a filter atom reads the card kind alone.
fn kind_only(a: &Atom) -> bool {
    match a {
        Atom::Type(_) | Atom::NotType(_) | Atom::Name(_) | Atom::NotName(_) => true,
        Atom::Either(v) => v.iter().all(kind_only),
        _ => false,
    }
}

impl Game {
    /// A card kind's cost now when the compiled zone cost rules are all that changes it
    /// and the copies of their cards are remembered for this state of the zones (see
    /// `memo.rs`): a read of the table, no walk. None (ask [`Game::modified_cost`]) when
    /// the game's rules are not compiled, the card has cost rules of its own, lasting
    /// rules are in force or the copies are not remembered.
    #[inline(always)]
    pub(super) fn remembered_cost(&self, kind: CardId) -> Option<i32> {
        let (s, f) = (&self.state, self.costs.fast.get(kind.index())?);
        if !f.table || self.lasting_costs_in_force() {
            return None;
        }
        if !f.ruled {
            return Some(f.cost);
        }
        let copies = s.cost_memo.recall(s.turn.number)?;
        // (No copy of the rules' cards in their zones, the usual case: the printed cost.)
        if copies == [0; MEMO] {
            return Some(f.cost);
        }
        let mut less = 0;
        for (by, c) in f.less.iter().zip(copies) {
            less += by * c;
        }
        Some((f.cost - less).max(0))
    }

    /// [`Game::remembered_cost`] when the copies of the rules' cards are not remembered:
    /// counted now and remembered for this state of the zones (see `memo.rs`). None in
    /// the same cases as there.
    #[inline(always)]
    pub(super) fn counted_cost(&self, kind: CardId) -> Option<i32> {
        let (ix, k) = (&*self.costs, kind.index());
        let row = ix.rows.get(k)?;
        if ix.own.get(k) != Some(&false) || self.lasting_costs_in_force() {
            return None;
        }
        let mut less = 0;
        for (by, c) in row.iter().zip(self.source_copies()) {
            less += by * c;
        }
        Some((self.hot.get(k)?.cost as i32 - less).max(0))
    }

    /// Some lasting cost rule is in force (or may be: its tie is not checked).
    #[inline(always)]
    fn lasting_costs_in_force(&self) -> bool {
        let costs = &self.costs.lasting_costs;
        (self.state.lasting.iter()).any(|a| costs.get(a.def.index()) != Some(&false))
    }

    /// How much less a card kind costs now by the compiled zone cost rules (see
    /// [`CostIndex`]): a rule's amount per copy of its card in its zone, any player's.
    /// The copies are counted once per state of the zones (see `memo.rs`).
    #[inline]
    pub(super) fn zone_cost_less(&self, kind: CardId) -> i32 {
        let ix = &*self.costs;
        if !ix.affected.get(kind.index()).copied().unwrap_or(false) {
            return 0;
        }
        let Some(row) = ix.rows.get(kind.index()) else {
            return self.zone_cost_counted(kind);
        };
        let mut less = 0;
        for (by, c) in row.iter().zip(self.source_copies()) {
            less += by * c;
        }
        less
    }

    /// The copies of each compiled rule's card in its zone (at most [`MEMO`] rules; 0
    /// for the others): remembered for this state of the zones, or counted and
    /// remembered. Debug builds count them whenever they are remembered, to check.
    #[inline(never)]
    fn source_copies(&self) -> [i32; MEMO] {
        let s = &self.state;
        if let Some(copies) = s.cost_memo.recall(s.turn.number) {
            debug_assert_eq!(
                copies,
                self.count_copies(),
                "stale counts of cost rules' cards"
            );
            return copies;
        }
        let copies = self.count_copies();
        s.cost_memo.remember(s.turn.number, copies);
        copies
    }

    /// [`Game::source_copies`], counted.
    fn count_copies(&self) -> [i32; MEMO] {
        let mut copies = [0; MEMO];
        for (c, &(card, scope)) in copies.iter_mut().zip(&self.costs.sources) {
            *c = self.copies(card, scope);
        }
        copies
    }

    /// [`Game::zone_cost_less`], every copy counted now.
    #[cold]
    #[inline(never)]
    fn zone_cost_counted(&self, kind: CardId) -> i32 {
        let ix = &*self.costs;
        let mut less = 0;
        for (r, &(card, scope)) in ix.sources.iter().enumerate() {
            let by = ix.less[r * ix.kinds + kind.index()];
            if by != 0 {
                less += by * self.copies(card, scope);
            }
        }
        less
    }

    /// The copies of a card kind in a zone (any player's), or 1 for the whole game.
    fn copies(&self, card: CardId, scope: Scope) -> i32 {
        let kinds = &self.state.kinds[..];
        let count = |zone: &[super::state::Inst]| {
            (zone.iter())
                .filter(|&&i| kinds.get(i.index()) == Some(&card))
                .count() as i32
        };
        let players = self.state.players.iter();
        match scope {
            Scope::Game => 1,
            Scope::This => 0,
            Scope::InPlay => players.map(|pl| count(&pl.play)).sum(),
            Scope::InHand => players.map(|pl| count(&pl.hand)).sum(),
            Scope::SetAside => players.map(|pl| count(&pl.set_aside)).sum(),
        }
    }

    /// How much less a card kind costs now by its own rules (`this costs $2 less ...`,
    /// with the current player as "you") and by the lasting rules in force: nothing
    /// without either (the usual case, answered at once).
    #[inline]
    pub(super) fn own_and_lasting_cost_less(&self, kind: CardId, buy_phase: bool) -> i32 {
        let own = self.costs.own.get(kind.index()).copied().unwrap_or(true);
        if !own && !self.lasting_costs_in_force() {
            return 0;
        }
        self.own_and_lasting_walked(kind, buy_phase)
    }

    /// [`Game::own_and_lasting_cost_less`], the rules walked.
    #[inline(never)]
    fn own_and_lasting_walked(&self, kind: CardId, buy_phase: bool) -> i32 {
        let mut less = 0;
        let mut add = |rule: &StaticRule, cx: Ctx| {
            if let StaticRule::CostLess { what, by, cond } = *rule {
                if what.is_none_or(|f| self.matches(f, kind, &cx))
                    && cond.is_none_or(|c| self.cond(c, &cx))
                {
                    less += self.amount(by, &cx);
                }
            }
        };
        for st in &self.db.card(kind).statics {
            if st.scope == Scope::This && matches!(st.rule, StaticRule::CostLess { what: None, .. })
            {
                let cx = Ctx {
                    buy_phase,
                    ..Ctx::of(self.state.turn.player)
                };
                add(&st.rule, cx);
            }
        }
        for a in &self.state.lasting {
            if let LastingRule::Static(rule) = &self.db.lastings[a.def].rule {
                if self.tie_holds(a) {
                    let cx = Ctx {
                        buy_phase,
                        ..Ctx::lasting(a)
                    };
                    add(rule, cx);
                }
            }
        }
        less
    }
}

impl Game {
    /// Whether the card's own rules (`you can't buy this if ...`, the current player as
    /// "you") or a lasting rule of the current player forbid buying it: the whole of
    /// `Game::restricted` when no card of the game restricts buying from a zone.
    pub(super) fn own_or_lasting_restriction(&self, kind: CardId) -> bool {
        let cur = self.state.turn.player;
        let forbids = |rule: &StaticRule, cx: Ctx| match *rule {
            StaticRule::CannotBuy { what, cond } => {
                cx.you == cur
                    && what.is_none_or(|f| self.matches(f, kind, &cx))
                    && cond.is_none_or(|c| self.cond(c, &cx))
            }
            _ => false,
        };
        let own = (self.db.card(kind).statics.iter()).any(|st| {
            st.scope == Scope::This
                && matches!(st.rule, StaticRule::CannotBuy { what: None, .. })
                && forbids(
                    &st.rule,
                    Ctx {
                        buy_phase: true,
                        ..Ctx::of(cur)
                    },
                )
        });
        own || self
            .state
            .lasting
            .iter()
            .any(|a| match &self.db.lastings[a.def].rule {
                LastingRule::Static(rule @ StaticRule::CannotBuy { .. }) => {
                    let cx = Ctx {
                        buy_phase: true,
                        ..Ctx::lasting(a)
                    };
                    self.tie_holds(a) && forbids(rule, cx)
                }
                _ => false,
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Config, Status};
    use std::sync::Arc;

    /// Play a game of this Kingdom with these bots (at most `turns` turns); at every
    /// decision, every card kind's cost (now and in the Buy phase) and buy restriction,
    /// read through the compiled table and the remembered counts (`memo.rs`), must be the
    /// ones walking every rule gives. Returns the decisions checked.
    fn check_game(db: &Arc<crate::db::Db>, names: &[&str], bots: [&str; 2], seed: u64) -> usize {
        let kingdom = names.iter().map(|n| db.find(n).expect(n)).collect();
        let cfg = Config::new(vec!["A".into(), "B".into()], kingdom, seed);
        let mut game = Game::new(db.clone(), &cfg).expect("setup");
        assert!(game.costs.plain && !game.costs.sources.is_empty());
        let mut bots: Vec<Box<dyn crate::agents::Agent>> = (0..2)
            .map(|s| crate::strategy::bot(bots[s], seed, s).expect("bot"))
            .collect();
        let mut checked = 0;
        while game.run().expect("run") == Status::Decide && game.state.turn.number < 80 {
            for c in 0..db.cards.len() {
                let k = CardId(c as u16);
                for buy in [false, true] {
                    assert_eq!(game.modified_cost(k, buy), game.walked_cost(k, buy));
                }
                assert_eq!(game.restricted(k), game.walked_restriction(k));
            }
            checked += 1;
            let d = game.decision().expect("decision").clone();
            let c = bots[d.player.index()].choose(&game, &d);
            game.answer(c).expect("answer");
        }
        checked
    }

    /// Heuristic games of Kingdoms with cost rules and buy restrictions in zones, in the
    /// whole game, on the cards themselves and lasting (see [`check_game`]).
    #[test]
    fn compiled_costs_are_the_walked_ones() {
        let db = Arc::new(crate::embedded_db().expect("embedded cards"));
        let kingdoms: [&[&str]; 4] = [
            &[
                "Quarry",
                "Peddler",
                "Grand Market",
                "Talisman",
                "City",
                "Contraband",
            ],
            &[
                "Highway (1E)",
                "Haggler (1E)",
                "Border Village",
                "Trader (1E)",
                "Cache",
            ],
            &[
                "Highway (2E)",
                "Bridge",
                "Quarry",
                "Workshop",
                "Village",
                "Smithy",
            ],
            &[
                "Quarry",
                "Highway (1E)",
                "King's Court",
                "Throne Room",
                "Market",
                "Mint",
            ],
        ];
        let mut checked = 0;
        for (g, names) in kingdoms.iter().enumerate() {
            checked += check_game(&db, names, ["heuristic", "heuristic"], 7 + g as u64);
        }
        assert!(checked > 200, "{checked} decisions");
    }

    /// Random and heuristic games (many seeds) of Kingdoms whose cards move the cards
    /// with cost rules in and out of play, hands and set-aside zones in many ways
    /// (trashing from play, playing twice, Durations, drawing): the costs read through
    /// the remembered counts are never stale (see [`check_game`]; debug builds also check
    /// every remembered count read, in `Game::source_copies`).
    #[test]
    fn remembered_costs_are_never_stale() {
        let db = Arc::new(crate::embedded_db().expect("embedded cards"));
        let kingdoms: [&[&str]; 3] = [
            &[
                "Quarry",
                "Highway (1E)",
                "Mint",
                "Feast",
                "Throne Room",
                "Mining Village",
                "Treasury",
                "Smithy",
                "Village",
                "Haven",
            ],
            &[
                "Highway (1E)",
                "Bridge",
                "Peddler",
                "King's Court",
                "Native Village",
                "Trader (1E)",
                "Scheme",
                "Cache",
                "Laboratory",
                "Workshop",
            ],
            &[
                "Quarry",
                "Highway (2E)",
                "Grand Market",
                "Contraband",
                "Talisman",
                "Cellar",
                "Chapel",
                "Remodel",
                "Market",
                "Moat",
            ],
        ];
        let mut checked = 0;
        for (g, names) in kingdoms.iter().enumerate() {
            for seed in 0..12u64 {
                let bots = match seed % 3 {
                    0 => ["random", "random"],
                    1 => ["random", "heuristic"],
                    _ => ["heuristic", "heuristic"],
                };
                checked += check_game(&db, names, bots, 100 * g as u64 + seed);
            }
        }
        assert!(checked > 2000, "{checked} decisions");
    }
}

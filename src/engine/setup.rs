//! Setting a game up anew: the players, the rest of the state, the Supply's piles and
//! their cards, and the deal (the rules index is built in the parent module).

use super::{state, Config, EngineError, Game, Inst, Loc, PlayerId, State, Zone};
use crate::db::{CardId, Db};
use rand::SeedableRng;
use std::sync::Arc;

/// What the Supply's piles of the last game set up were planned from (`Game::plan_piles`):
/// the same for the next game means the same piles.
#[derive(Debug)]
pub(super) struct Planned {
    /// The database.
    db: Arc<Db>,
    /// The number of players.
    players: u8,
    /// Platinum and Colony.
    colonies: bool,
    /// The Kingdom.
    kingdom: Vec<CardId>,
    /// The pile sizes given.
    sizes: Vec<(CardId, u16)>,
}

impl Planned {
    /// These piles are the ones `cfg` has for `players` players with `db`.
    fn fits(&self, db: &Arc<Db>, players: u8, cfg: &Config) -> bool {
        Arc::ptr_eq(&self.db, db)
            && self.players == players
            && self.colonies == cfg.colonies
            && self.kingdom == cfg.kingdom
            && self.sizes == cfg.pile_sizes
    }
}

impl Game {
    /// Set the game up anew (for the next game of a simulation), reusing its buffers.
    pub fn setup(&mut self, cfg: &Config) -> Result<(), EngineError> {
        let db = self.db.clone();
        let n = cfg.players.len();
        if n < db.basic.min_players as usize || n > db.basic.max_players as usize {
            return Err(EngineError::Setup(format!(
                "{n} players: this game takes {} to {}",
                db.basic.min_players, db.basic.max_players
            )));
        }
        let np = n as u8;
        self.reset_players(cfg, db.mats.len());
        self.state.cost_memo.changed();
        self.state.owned.renew();
        self.reset_state(&db, cfg);
        // The piles of the last game when it was set up alike (a simulation's next game),
        // else planned anew.
        let mut kept = false;
        let piles = match self.planned.take() {
            Some(k) if k.fits(&db, np, cfg) && !self.piles.is_empty() => {
                self.planned = Some(k);
                kept = true;
                std::mem::take(&mut self.piles)
            }
            _ => {
                let piles = self.plan_piles(&db, cfg, np)?;
                self.planned = Some(Planned {
                    db: db.clone(),
                    players: np,
                    colonies: cfg.colonies,
                    kingdom: cfg.kingdom.clone(),
                    sizes: cfg.pile_sizes.clone(),
                });
                piles
            }
        };
        let total: usize = piles.iter().map(|p| p.1 as usize).sum::<usize>() + 16 * n;
        self.state.kinds.reserve(total);
        self.state.locs.reserve(total);
        self.build_supply(&piles);
        // (Kept piles are the ones the rules were indexed for, unless indexed anew since.)
        let same = match self.indexed.as_deref() {
            Some(_) if kept => true,
            Some(k) => k.iter().eq(piles.iter().map(|p| &p.0)),
            None => false,
        };
        if !same {
            self.index_rules();
            self.indexed = Some(piles.iter().map(|p| p.0).collect());
        }
        self.piles = piles;
        self.empty_limit = self.empty_piles_ending();
        self.pile_emptied = true;
        if cfg.deal {
            self.deal(&db, np);
        }
        self.run_setup()
    }

    /// The players of `cfg`, by name, with empty zones (and `mats` empty mats each): the
    /// seats of the last game are kept with their buffers.
    fn reset_players(&mut self, cfg: &Config, mats: usize) {
        let (s, n) = (&mut self.state, cfg.players.len());
        s.players.truncate(n);
        while s.players.len() < n {
            s.players.push(state::Player {
                deck: Vec::with_capacity(48),
                hand: Vec::with_capacity(16),
                discard: Vec::with_capacity(48),
                play: Vec::with_capacity(16),
                ..Default::default()
            });
        }
        for (p, name) in s.players.iter_mut().zip(&cfg.players) {
            p.name.clone_from(name);
            p.deck.clear();
            p.hand.clear();
            p.discard.clear();
            p.play.clear();
            p.set_aside.clear();
            p.revealed.clear();
            p.mats.resize(mats, vec![]);
            p.mats.iter_mut().for_each(Vec::clear);
            p.mat_tokens.clear();
            p.vp_tokens = 0;
            p.turns = 0;
            p.gained_last_turn.clear();
            p.next_hand = None;
        }
    }

    /// Everything else of the state as a game starts: no card, the first turn of the
    /// first player, nothing running or waiting, the RNG seeded from `cfg` (the piles of
    /// the card kinds are left to `build_supply`).
    fn reset_state(&mut self, db: &Db, cfg: &Config) {
        let s = &mut self.state;
        s.kinds.clear();
        s.locs.clear();
        s.trash.clear();
        s.mat_tokens.clear();
        s.mat_tokens.resize(db.mats.len(), 0);
        let t = &mut s.turn;
        t.number = 0;
        t.extra = false;
        t.previous = None;
        t.begin(PlayerId(0));
        s.stack.clear();
        s.delayed.clear();
        s.lasting.clear();
        s.lasting_ids = 0;
        s.extra_turns.clear();
        s.unaffected.clear();
        s.attacks = 0;
        s.rng = rand_pcg::Pcg32::seed_from_u64(cfg.seed);
        s.pending = None;
        s.answer = None;
        s.logging = cfg.logging;
        s.log.clear();
        s.colonies = cfg.colonies;
        s.auto_end = cfg.auto_end;
        self.staged.clear();
    }

    /// The Supply's piles for `np` players (card, size, Kingdom pile): the basic cards',
    /// Platinum's and Colony's with `cfg.colonies`, the Kingdom's, then the sizes `cfg`
    /// overrides. An error for a Kingdom card that is unknown or given twice, or a size
    /// for a card with no pile.
    fn plan_piles(
        &mut self,
        db: &Db,
        cfg: &Config,
        np: u8,
    ) -> Result<Vec<(CardId, u16, bool)>, EngineError> {
        let min = db.basic.min_players;
        let mut piles = std::mem::take(&mut self.piles);
        piles.clear();
        piles.extend((db.basic.supply.iter()).map(|(c, sz)| (*c, sz.get(np, min), false)));
        if cfg.colonies {
            piles.extend(
                db.basic
                    .colony_supply
                    .iter()
                    .map(|(c, sz)| (*c, sz.get(np, min), false)),
            );
        }
        for &k in &cfg.kingdom {
            if k.index() >= db.cards.len() {
                return Err(EngineError::Setup(format!("no card #{k}")));
            }
            if piles.iter().any(|p| p.0 == k) {
                return Err(EngineError::Setup(format!(
                    "`{}` is twice in the Kingdom",
                    db.card(k).name
                )));
            }
            let size = if db.card(k).types.has(db.roles.victory) {
                db.basic.kingdom_victory_pile.get(np, min)
            } else {
                db.basic.kingdom_pile.get(np, min)
            };
            piles.push((k, size, true));
        }
        for (c, size) in &cfg.pile_sizes {
            match piles.iter_mut().find(|p| p.0 == *c) {
                Some(p) => p.1 = *size,
                None => {
                    return Err(EngineError::Setup(format!(
                        "`{}` has no pile in this game",
                        db.card(*c).name
                    )))
                }
            }
        }
        Ok(piles)
    }

    /// Deal each of the `np` players the starting deck, into the discard pile, and draw
    /// the starting hand from it.
    fn deal(&mut self, db: &Db, np: u8) {
        let mut dealt = None;
        for p in 0..np {
            let loc = Loc {
                zone: Zone::Discard,
                owner: p,
            };
            let s = &mut self.state;
            // What `State::create` does for each card: their kinds, a kind at a time, then
            // their places and numbers all at once.
            let start = s.kinds.len();
            match dealt {
                // The same kinds as the first player's.
                Some((a, b)) => s.kinds.extend_from_within(a..b),
                None => {
                    for &(card, k) in &db.basic.start_deck {
                        s.kinds.extend(std::iter::repeat_n(card, k as usize));
                    }
                }
            }
            let end = s.kinds.len();
            dealt = Some((start, end));
            s.locs.extend(std::iter::repeat_n(loc, end - start));
            let discard = &mut s.players[p as usize].discard;
            discard.extend((start as u16..end as u16).map(super::Inst));
            self.state.cost_memo.changed();
            self.draw_inline(PlayerId(p), db.basic.hand_size as usize, true);
        }
    }
}

/// A Supply as set up: its piles (card, size, Kingdom pile), the instances' kinds and
/// places, and each pile's cards.
#[derive(Debug, Clone, Default)]
pub(super) struct SupplyStart {
    piles: Vec<(CardId, u16, bool)>,
    kinds: Vec<CardId>,
    locs: Vec<Loc>,
    cards: Vec<Vec<Inst>>,
}

impl Game {
    /// Fill the Supply's piles (card, size, Kingdom pile) with new card instances; the
    /// same piles as the last game's are copied from what that game started with (the
    /// pile of each card kind, `pile_of`, is then already right: only this sets it).
    pub(super) fn build_supply(&mut self, piles: &[(CardId, u16, bool)]) {
        let (s, t) = (&mut self.state, &mut self.supply_start);
        s.setup = State::fresh_stamp();
        let kinds = self.db.cards.len();
        if t.piles == piles
            && s.supply.len() == piles.len()
            && s.kinds.is_empty()
            && s.pile_of.len() == kinds
        {
            s.kinds.extend_from_slice(&t.kinds);
            s.locs.extend_from_slice(&t.locs);
            for (i, (p, cards)) in s.supply.iter_mut().zip(&t.cards).enumerate() {
                let (card, size, kingdom) = piles[i];
                p.card = card;
                p.cards.clone_from(cards);
                p.tokens.clear();
                p.kingdom = kingdom;
                p.size = size;
            }
            return;
        }
        s.pile_of.clear();
        s.pile_of.resize(kinds, None);
        s.supply.truncate(piles.len());
        for (i, (card, size, kingdom)) in piles.iter().copied().enumerate() {
            let loc = Loc {
                zone: Zone::Supply,
                owner: i as u8,
            };
            let start = s.kinds.len();
            s.kinds.resize(start + size as usize, card);
            s.locs.resize(start + size as usize, loc);
            let range = (start as u16..(start + size as usize) as u16).map(Inst);
            match s.supply.get_mut(i) {
                Some(p) => {
                    p.card = card;
                    p.cards.resize(size as usize, Inst(0));
                    for (c, i) in p.cards.iter_mut().zip(range) {
                        *c = i;
                    }
                    p.tokens.clear();
                    p.kingdom = kingdom;
                    p.size = size;
                }
                None => s.supply.push(state::Pile {
                    card,
                    cards: range.collect(),
                    tokens: vec![],
                    kingdom,
                    size,
                }),
            }
            s.pile_of[card.index()] = Some(i as u8);
        }
        if s.kinds.len() == piles.iter().map(|p| p.1 as usize).sum::<usize>() {
            *t = Arc::new(SupplyStart {
                piles: piles.to_vec(),
                kinds: s.kinds.clone(),
                locs: s.locs.clone(),
                cards: s.supply.iter().map(|p| p.cards.clone()).collect(),
            });
        }
    }
}

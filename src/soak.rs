//! The soak: many games, each with a new random Kingdom, a random number of players, with
//! or without the colony piles (`--colonies`), and a random mix of random and heuristic bots. After
//! every turn and at the end of each game, every card must be accounted for; an engine
//! error, a panic or a broken count is a failure, reported with what reproduces it.

use crate::agents::Agent;
use crate::db::{CardId, Db};
use crate::engine::{Choice, Config, Game, Status};
use crate::replay::Replay;
use crate::sim::{game_seed, random_kingdom, KINGDOM_SIZE, MAX_TURNS};
use rand::{Rng, SeedableRng};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::Arc;
use std::time::Instant;

/// What to soak.
#[derive(Debug, Clone)]
pub struct SoakOptions {
    /// Number of games.
    pub games: u64,
    /// Seed of the soak; game `i` derives its own seed from it.
    pub seed: u64,
    /// Index of the first game (to re-run one game of a failed soak).
    pub start: u64,
    /// Threads.
    pub threads: usize,
}

/// One game that went wrong.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SoakFailure {
    /// Index of the game in the soak (`--start` reproduces it).
    pub game: u64,
    /// What the game was: players, bots, Colonies, Kingdom.
    pub setup: String,
    /// What went wrong.
    pub message: String,
    /// The game up to the failure, to play again with `dominion replay`.
    pub replay: Option<Replay>,
}

/// What a soak found.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct SoakReport {
    /// Games played.
    pub games: u64,
    /// Games per player count (index = players).
    pub by_players: Vec<u64>,
    /// Games with the colony piles.
    pub with_colonies: u64,
    /// Games where every bot was the random bot.
    pub all_random: u64,
    /// Games abandoned after [`MAX_TURNS`] turns (only bots that never buy can do that).
    pub abandoned: u64,
    /// Abandoned games with a heuristic bot at the table: a stall that should not happen.
    pub stalled: u64,
    /// Sum of all players' turns.
    pub turns: u64,
    /// Decisions answered.
    pub decisions: u64,
    /// Failures (engine errors, panics, cards not accounted for).
    pub failures: Vec<SoakFailure>,
    /// Wall time, seconds.
    pub seconds: f64,
}

/// The setup of game `i`: (players, bots, colonies, kingdom seed).
fn setup(db: &Db, seed: u64) -> (usize, Vec<&'static str>, bool) {
    let mut rng = rand_pcg::Pcg32::seed_from_u64(seed ^ 0x50A4_0000);
    let lo = db.basic.min_players as u32;
    let hi = db.basic.max_players as u32;
    let players = (lo + rng.next_u32() % (hi - lo + 1)) as usize;
    let colonies = rng.next_u32() % 2 == 0;
    let bots = (0..players)
        .map(|_| {
            if rng.next_u32() % 2 == 0 {
                "random"
            } else {
                "heuristic"
            }
        })
        .collect();
    (players, bots, colonies)
}

fn run_one(db: &Arc<Db>, seed: u64, r: &mut SoakReport) -> Result<(), String> {
    let before = r.stalled;
    play(db, seed, random_kingdom(db, seed, KINGDOM_SIZE), r)?;
    stall(before, r)
}

/// The most decisions one turn may take before it counts as a turn that never ends (the
/// bots hold back long before: `agents::restraint`).
const MAX_TURN_DECISIONS: u64 = 20_000;

/// Play game `seed` of a soak with this Kingdom: players, bots and Colonies as the soak
/// draws them; every card accounted for after every turn. Counts go to `r`.
pub fn play(
    db: &Arc<Db>,
    seed: u64,
    kingdom: Vec<CardId>,
    r: &mut SoakReport,
) -> Result<(), String> {
    play_recorded(db, seed, kingdom, r, &mut None)
}

/// The table of game `seed` of a soak with this Kingdom, and its seats.
fn table(db: &Db, seed: u64, kingdom: Vec<CardId>) -> (Config, Vec<&'static str>) {
    let (players, names, colonies) = setup(db, seed);
    let cfg = Config {
        colonies,
        ..Config::new(
            (1..=players).map(|i| format!("P{i}")).collect(),
            kingdom,
            seed,
        )
    };
    (cfg, names)
}

/// A replay of game `seed` of a soak with this Kingdom, played again up to where it
/// failed (with `note`, what went wrong).
pub fn replay_of(db: &Arc<Db>, seed: u64, kingdom: Vec<CardId>, note: &str) -> Option<Replay> {
    let mut answers = Some(vec![]);
    let mut scratch = new_report(db);
    let _ = catch(|| play_recorded(db, seed, kingdom.clone(), &mut scratch, &mut answers));
    let (cfg, names) = table(db, seed, kingdom);
    let game = Game::new(db.clone(), &cfg).ok()?;
    let seats: Vec<String> = names.iter().map(|s| s.to_string()).collect();
    let mut r = Replay::record(&game, &cfg, &seats, answers.as_deref().unwrap_or_default());
    r.note = note.to_string();
    Some(r)
}

/// [`play`], recording every answer in `rec` when it is `Some`.
fn play_recorded(
    db: &Arc<Db>,
    seed: u64,
    kingdom: Vec<CardId>,
    r: &mut SoakReport,
    rec: &mut Option<Vec<Choice>>,
) -> Result<(), String> {
    let (cfg, names) = table(db, seed, kingdom);
    let (players, colonies) = (cfg.players.len(), cfg.colonies);
    let mut game = Game::new(db.clone(), &cfg).map_err(|e| e.to_string())?;
    game.set_invariants(true);
    let mut bots: Vec<Box<dyn Agent>> = names
        .iter()
        .enumerate()
        .filter_map(|(s, b)| crate::strategy::bot(b, seed, s))
        .collect();
    r.by_players[players] += 1;
    r.with_colonies += u64::from(colonies);
    r.all_random += u64::from(names.iter().all(|&b| b == "random"));
    let mut turn = game.state.turn.number;
    let mut in_turn = 0u64;
    let over = loop {
        match game.run().map_err(|e| e.to_string())? {
            Status::Over => break true,
            Status::Decide => {
                if game.state.turn.number != turn {
                    turn = game.state.turn.number;
                    in_turn = 0;
                    game.check_integrity()?;
                }
                in_turn += 1;
                if in_turn > MAX_TURN_DECISIONS {
                    return Err(format!(
                        "turn {turn} never ends: {MAX_TURN_DECISIONS} decisions in it"
                    ));
                }
                if turn > MAX_TURNS {
                    break false;
                }
                let Some(d) = game.decision() else {
                    return Err("the game waits for a decision nobody is asked".into());
                };
                let c = bots[d.player.index()].choose(&game, d);
                if let Some(v) = rec.as_mut() {
                    v.push(c.clone());
                }
                game.answer(c).map_err(|e| format!("a bot's answer: {e}"))?;
                r.decisions += 1;
            }
        }
    };
    game.check_integrity()?;
    r.turns += game
        .state
        .players
        .iter()
        .map(|p| p.turns as u64)
        .sum::<u64>();
    if !over {
        r.abandoned += 1;
        if names.contains(&"heuristic") {
            r.stalled += 1;
        }
    }
    Ok(())
}

/// A game with a heuristic bot at the table that did not end: with the cards of the
/// database, the bot is to blame (a card someone made up may stop every game).
fn stall(before: u64, r: &SoakReport) -> Result<(), String> {
    if r.stalled > before {
        return Err(format!(
            "no end after {MAX_TURNS} turns with a heuristic bot at the table"
        ));
    }
    Ok(())
}

fn describe(db: &Db, seed: u64) -> String {
    describe_with(db, seed, &random_kingdom(db, seed, KINGDOM_SIZE))
}

/// What game `seed` of a soak with this Kingdom is: players, bots, Colonies, Kingdom.
pub fn describe_with(db: &Db, seed: u64, kingdom: &[CardId]) -> String {
    let (players, bots, colonies) = setup(db, seed);
    let kingdom: Vec<String> = kingdom.iter().map(|&k| db.card(k).full_name()).collect();
    format!(
        "{players} players ({}){}, Kingdom: {}",
        bots.join(", "),
        if colonies { ", --colonies" } else { "" },
        kingdom.join(", ")
    )
}

/// Run `f`, a panic in it made an error (`panic: <message>`).
pub fn catch<T>(f: impl FnOnce() -> Result<T, String>) -> Result<T, String> {
    match catch_unwind(AssertUnwindSafe(f)) {
        Ok(r) => r,
        Err(p) => Err(format!(
            "panic: {}",
            p.downcast_ref::<String>()
                .cloned()
                .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default()
        )),
    }
}

/// An empty report for a database (counts per player number sized to it).
pub fn new_report(db: &Db) -> SoakReport {
    SoakReport {
        by_players: vec![0; db.basic.max_players as usize + 1],
        ..Default::default()
    }
}

fn run_range(db: &Arc<Db>, o: &SoakOptions, from: u64, to: u64) -> SoakReport {
    let mut r = SoakReport {
        by_players: vec![0; db.basic.max_players as usize + 1],
        ..Default::default()
    };
    for i in from..to {
        let seed = game_seed(o.seed, i);
        let message = catch(|| run_one(db, seed, &mut r)).err();
        r.games += 1;
        if let Some(message) = message {
            let kingdom = random_kingdom(db, seed, KINGDOM_SIZE);
            r.failures.push(SoakFailure {
                game: i,
                setup: describe(db, seed),
                replay: replay_of(db, seed, kingdom, &message),
                message,
            });
        }
    }
    r
}

/// Run a soak (in parallel threads; the result does not depend on their number).
pub fn soak(db: Arc<Db>, o: &SoakOptions) -> SoakReport {
    let t = Instant::now();
    let threads = o.threads.max(1) as u64;
    let chunk = o.games.div_ceil(threads);
    let parts: Vec<SoakReport> = std::thread::scope(|s| {
        let hs: Vec<_> = (0..threads)
            .map(|k| {
                let db = db.clone();
                let from = o.start + (k * chunk).min(o.games);
                let to = o.start + ((k + 1) * chunk).min(o.games);
                s.spawn(move || run_range(&db, o, from, to))
            })
            .collect();
        hs.into_iter()
            .map(|h| h.join().unwrap_or_default())
            .collect()
    });
    let mut r = SoakReport {
        by_players: vec![0; db.basic.max_players as usize + 1],
        ..Default::default()
    };
    for p in parts {
        r.games += p.games;
        r.with_colonies += p.with_colonies;
        r.all_random += p.all_random;
        r.abandoned += p.abandoned;
        r.stalled += p.stalled;
        r.turns += p.turns;
        r.decisions += p.decisions;
        r.failures.extend(p.failures);
        for (a, b) in r.by_players.iter_mut().zip(&p.by_players) {
            *a += b;
        }
    }
    r.seconds = t.elapsed().as_secs_f64();
    r
}

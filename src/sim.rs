//! Playing whole games with bots, and simulating many of them (in parallel threads);
//! choosing Kingdoms by name, by preset or at random.

use crate::agents::{self, Agent};
use crate::db::{CardId, Db, NameId, Preset};
use crate::engine::{Config, EngineError, Game, PlayerId, Status};
use crate::locale::Locale;
use std::sync::Arc;
use std::time::Instant;

pub mod chart;
pub mod progress;
pub mod trace;

pub use progress::Progress;
pub use trace::Curves;

/// Turns after which a game is abandoned (random bots can stall).
pub const MAX_TURNS: u32 = 2000;

/// The number of Kingdom cards of a game.
pub const KINGDOM_SIZE: usize = 10;

/// The result of one game.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct GameResult {
    /// Winning seats (several on a shared win; none if abandoned).
    pub winners: Vec<PlayerId>,
    /// Turns each player took (extra turns not counted).
    pub turns: Vec<u32>,
    /// Final scores.
    pub scores: Vec<i32>,
    /// Abandoned after [`MAX_TURNS`].
    pub abandoned: bool,
}

/// Play a game to its end with these bots (one per seat).
pub fn play_game(game: &mut Game, bots: &mut [Box<dyn Agent>]) -> Result<GameResult, EngineError> {
    let mut res = GameResult::default();
    play_game_into(game, bots, &mut res)?;
    Ok(res)
}

/// Give each seat of `game` its bot's settings, as simulations play: autoplay, and the
/// engine's own Buy-phase moves for a bot that buys by the `big-money` rules
/// ([`Game::auto_buy`], up to [`MAX_TURNS`]).
pub fn seat(game: &mut Game, bots: &[Box<dyn Agent>]) {
    for (s, b) in bots.iter().enumerate() {
        game.state.players[s].autoplay = b.autoplay();
        game.auto_buy(PlayerId::from_index(s), b.buys_big_money(), MAX_TURNS);
    }
}

/// [`play_game`], its result written into `res` (whose lists keep their buffers from game
/// to game).
pub fn play_game_into(
    game: &mut Game,
    bots: &mut [Box<dyn Agent>],
    res: &mut GameResult,
) -> Result<(), EngineError> {
    loop {
        match game.run()? {
            Status::Over => break,
            Status::Decide => {
                if game.state.turn.number > MAX_TURNS {
                    break;
                }
                let Some(d) = game.decision() else { break };
                let c = bots[d.player.index()].choose(game, d);
                game.answer_trusted(c)?;
            }
        }
    }
    let n = game.state.players.len();
    let over = game.is_over();
    res.scores.clear();
    res.scores
        .extend((0..n).map(|p| game.score(PlayerId::from_index(p))));
    res.winners.clear();
    if over {
        game.winners_into(&res.scores, &mut res.winners);
    }
    res.turns.clear();
    res.turns.extend(game.state.players.iter().map(|p| p.turns));
    res.abandoned = !over;
    Ok(())
}

/// Resolve card names (case-insensitive, editions as `Trader (1E)`), with "did you mean".
pub fn cards_by_name(db: &Db, names: &[String]) -> Result<Vec<CardId>, String> {
    names
        .iter()
        .map(|n| {
            db.find(n).ok_or_else(|| match db.suggest(n) {
                Some(s) => format!("unknown card `{n}`; did you mean `{s}`?"),
                None => format!("unknown card `{n}`"),
            })
        })
        .collect()
}

/// Check a Kingdom given by name: at least one card, Kingdom cards only (not the basic
/// cards every game has), each card once and in one edition.
pub fn check_kingdom(db: &Db, cards: &[CardId]) -> Result<(), String> {
    if cards.is_empty() {
        return Err("the Kingdom names no card".into());
    }
    for (i, &k) in cards.iter().enumerate() {
        let c = db.card(k);
        if !c.kingdom {
            return Err(format!(
                "`{}` is not a Kingdom card (the basic cards are in every game's Supply)",
                c.full_name()
            ));
        }
        if let Some(&o) = cards[..i]
            .iter()
            .find(|&&o| db.card(o).name_id == c.name_id)
        {
            return Err(if o == k {
                format!("`{}` is named twice in the Kingdom", c.full_name())
            } else {
                format!(
                    "`{}` and `{}` are two editions of one card: name one",
                    db.card(o).full_name(),
                    c.full_name()
                )
            });
        }
    }
    if cards.len() > KINGDOM_SIZE {
        return Err(format!(
            "the Kingdom names {} cards; a Kingdom has {KINGDOM_SIZE}",
            cards.len()
        ));
    }
    Ok(())
}

/// Check a bot's name (or a strategy's: a library name or a file), with "did you mean".
pub fn check_bot(name: &str) -> Result<(), String> {
    if agents::AGENTS.contains(&name) || crate::strategy::is_strategy(name) {
        return Ok(());
    }
    let all = agents::AGENTS
        .into_iter()
        .chain(crate::strategy::library::names());
    Err(match crate::suggest::did_you_mean(name, all) {
        Some(s) => format!("unknown bot `{name}`; did you mean `{s}`?"),
        None => format!(
            "unknown bot `{name}`; there are: {}, the strategies `dominion strategies` \
             lists, and strategy files (a path)",
            agents::AGENTS.join(", ")
        ),
    })
}

/// The preset with this English name (any case).
pub fn find_preset<'d>(db: &'d Db, name: &str) -> Option<&'d Preset> {
    db.presets
        .iter()
        .find(|p| p.name.eq_ignore_ascii_case(name))
}

/// A preset's Kingdom and whether it uses Colonies; an error names what is missing.
pub fn preset(db: &Db, name: &str) -> Result<(Vec<CardId>, bool), String> {
    let p = find_preset(db, name).ok_or_else(|| {
        let all: Vec<&str> = db.presets.iter().map(|p| p.name.as_str()).collect();
        match crate::suggest::did_you_mean(name, all.iter().copied()) {
            Some(s) => format!("no preset `{name}`; did you mean `{s}`?"),
            None => format!("no preset `{name}` (`--preset` alone lists them all)"),
        }
    })?;
    let missing = preset_missing(db, p);
    if !missing.is_empty() {
        return Err(format!(
            "the preset `{}` is not playable yet: it needs {}",
            p.name,
            missing.join(", ")
        ));
    }
    Ok((cards_by_name(db, &p.cards)?, p.colonies))
}

/// What a preset needs that this database or engine does not have: its cards missing
/// from the database, its extras (Events, Landmarks, ...) and Shelters. Empty: playable.
pub fn preset_missing(db: &Db, p: &Preset) -> Vec<String> {
    let mut out: Vec<String> = (p.cards.iter())
        .filter(|c| db.find(c).is_none())
        .cloned()
        .collect();
    out.extend(p.extras.iter().map(|e| format!("{e} (not in the engine)")));
    if p.shelters {
        out.push("Shelters (not in the engine)".into());
    }
    out
}

/// Presets whose cards are all in the database (and need nothing else).
pub fn playable_presets(db: &Db) -> Vec<String> {
    db.presets
        .iter()
        .filter(|p| preset_missing(db, p).is_empty())
        .map(|p| p.name.clone())
        .collect()
}

/// Every preset, one a line: its name in the locale's language, the rulebooks that
/// print it, and whether it is playable or what it needs (`--preset` without a name).
pub fn preset_listing(db: &Db, loc: &Locale) -> String {
    let playable = playable_presets(db).len();
    let mut out = loc.msg(
        "cli-presets-head",
        &[
            ("count", db.presets.len().into()),
            ("playable", playable.into()),
        ],
    );
    out.push('\n');
    let colony: Vec<CardId> = db.basic.colony_supply.iter().map(|(k, _)| *k).collect();
    let colony_cards = loc.card_list(db, &colony);
    let sep = loc.msg("list-sep", &[]);
    for p in &db.presets {
        let name = loc.preset_name(&p.name).unwrap_or_else(|| p.name.clone());
        let books: Vec<String> = (p.books.iter())
            .filter_map(|b| db.sets.iter().position(|s| &s.id == b))
            .map(|i| loc.set_name(db, crate::db::SetId::from_index(i)))
            .collect();
        let mut line = format!("  {name} [{}]", books.join(&sep));
        if loc.lang() != "en" {
            line += &format!(" ({})", p.name);
        }
        if p.colonies {
            line += " ";
            line += &loc.msg("cli-preset-with", &[("cards", colony_cards.clone().into())]);
        }
        let alts: Vec<String> = (p.alternatives.iter())
            .map(|(card, alt)| {
                let name = |n: &str| db.find(n).map_or(n.to_string(), |k| loc.card_name(db, k));
                let args = [("alt", name(alt).into()), ("card", name(card).into())];
                loc.msg("cli-preset-alternative", &args)
            })
            .collect();
        if !alts.is_empty() {
            let list = alts.join(&sep);
            line += " ";
            line += &loc.msg("cli-preset-alternatives", &[("list", list.into())]);
        }
        let mut missing: Vec<String> = (p.cards.iter())
            .filter(|c| db.find(c).is_none())
            .cloned()
            .collect();
        let absent = |n: &str| loc.msg("cli-preset-not-in-engine", &[("name", n.into())]);
        missing.extend(p.extras.iter().map(|e| absent(e)));
        if p.shelters {
            missing.push(absent(&loc.msg("cli-shelters", &[])));
        }
        line += &if missing.is_empty() {
            loc.msg("cli-preset-playable", &[])
        } else {
            let cards = missing.join(&sep);
            loc.msg("cli-preset-needs", &[("cards", cards.into())])
        };
        out += &line;
        out.push('\n');
    }
    out
}

/// Random Kingdom cards, from a seed. Every card has the same chance: a card with two
/// editions counts once, and one of its editions is chosen (never both).
pub fn random_kingdom(db: &Db, seed: u64, size: usize) -> Vec<CardId> {
    use rand::{Rng, SeedableRng};
    let mut rng = rand_pcg::Pcg32::seed_from_u64(seed ^ 0x5EED_CAFE);
    let mut below = |n: usize| ((rng.next_u32() as u64 * n as u64) >> 32) as usize;
    // One entry per card name, in database order.
    let mut pool: Vec<NameId> = vec![];
    for k in (0..db.cards.len()).map(CardId::from_index) {
        let c = db.card(k);
        if c.kingdom && !pool.contains(&c.name_id) {
            pool.push(c.name_id);
        }
    }
    let mut out: Vec<CardId> = vec![];
    while out.len() < size && !pool.is_empty() {
        let name = pool.swap_remove(below(pool.len()));
        let editions: Vec<CardId> = (0..db.cards.len())
            .map(CardId::from_index)
            .filter(|&k| db.card(k).kingdom && db.card(k).name_id == name)
            .collect();
        if let Some(&k) = editions.get(below(editions.len())) {
            out.push(k);
        }
    }
    out
}

/// What to simulate.
#[derive(Debug, Clone)]
pub struct SimOptions {
    /// Number of games.
    pub games: u64,
    /// Bot names, one per seat.
    pub bots: Vec<String>,
    /// Kingdom.
    pub kingdom: Vec<CardId>,
    /// Platinum and Colony.
    pub colonies: bool,
    /// Seed of the first game; game i uses a seed derived from it.
    pub seed: u64,
    /// Threads.
    pub threads: usize,
}

/// Aggregated results.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct SimReport {
    /// Games played.
    pub games: u64,
    /// Sole wins per seat.
    pub wins: Vec<u64>,
    /// Shared wins per seat.
    pub ties: Vec<u64>,
    /// Games ending in a shared win.
    pub shared: u64,
    /// Games abandoned.
    pub abandoned: u64,
    /// Sum of all players' turns.
    pub turns: u64,
    /// Wall time, seconds.
    pub seconds: f64,
    /// Points and money by turn, per seat (recorded only with [`Extras::curves`]).
    pub curves: Curves,
}

/// What a simulation does besides playing: what it records and whom it tells.
#[derive(Debug, Clone, Default)]
pub struct Extras {
    /// Record points and money by turn ([`SimReport::curves`]; it costs time).
    pub curves: bool,
    /// Count the games played here (for a progress bar).
    pub progress: Option<Arc<Progress>>,
}

/// The seed of game `i` of a simulation.
pub fn game_seed(seed: u64, i: u64) -> u64 {
    let mut z = seed.wrapping_add(i.wrapping_mul(0x9E37_79B9_7F4A_7C15));
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

fn run_range(
    db: &Arc<Db>,
    o: &SimOptions,
    x: &Extras,
    from: u64,
    to: u64,
) -> Result<SimReport, String> {
    let n = o.bots.len();
    let mut r = SimReport {
        wins: vec![0; n],
        ties: vec![0; n],
        ..Default::default()
    };
    let players: Vec<String> = (1..=n).map(|i| format!("P{i}")).collect();
    let mut game: Option<Game> = None;
    let mut bots: Vec<Box<dyn Agent>> = vec![];
    let mut res = GameResult {
        winners: Vec::with_capacity(n),
        turns: Vec::with_capacity(n),
        scores: Vec::with_capacity(n),
        abandoned: false,
    };
    let tracer = x.curves.then(trace::Recorder::default);
    let mut cfg = Config {
        colonies: o.colonies,
        ..Config::new(players, o.kingdom.clone(), 0)
    };
    for i in from..to {
        let seed = game_seed(o.seed, i);
        cfg.seed = seed;
        let game = match &mut game {
            Some(g) => {
                g.setup(&cfg).map_err(|e| e.to_string())?;
                g
            }
            None => game.insert(Game::new(db.clone(), &cfg).map_err(|e| e.to_string())?),
        };
        if bots.is_empty() {
            bots = o
                .bots
                .iter()
                .enumerate()
                .map(|(s, b)| {
                    crate::strategy::bot(b, seed, s).ok_or_else(|| format!("unknown bot `{b}`"))
                })
                .collect::<Result<Vec<_>, _>>()?;
            if let Some(t) = &tracer {
                bots = t.wrap(bots);
            }
        } else {
            for (s, b) in bots.iter_mut().enumerate() {
                b.reset(seed, s);
            }
        }
        seat(game, &bots);
        play_game_into(game, &mut bots, &mut res)
            .map_err(|e| format!("game {i} (seed {seed}): {e}"))?;
        if let Some(t) = &tracer {
            t.finish(game, &mut r.curves);
        }
        if let Some(p) = &x.progress {
            p.add(1);
        }
        tally(&mut r, &res);
    }
    Ok(r)
}

/// Count one game's result in a report.
fn tally(r: &mut SimReport, res: &GameResult) {
    r.games += 1;
    r.turns += res.turns.iter().map(|&t| t as u64).sum::<u64>();
    if res.abandoned {
        r.abandoned += 1;
    } else if res.winners.len() == 1 {
        r.wins[res.winners[0].index()] += 1;
    } else {
        r.shared += 1;
        for &w in &res.winners {
            r.ties[w.index()] += 1;
        }
    }
}

/// Run a simulation.
pub fn simulate(db: Arc<Db>, o: &SimOptions) -> Result<SimReport, String> {
    simulate_with(db, o, &Extras::default())
}

/// Run a simulation, recording and counting as `x` asks.
pub fn simulate_with(db: Arc<Db>, o: &SimOptions, x: &Extras) -> Result<SimReport, String> {
    for b in &o.bots {
        check_bot(b)?;
        if crate::strategy::is_strategy(b) {
            crate::strategy::load(&db, b).map_err(|d| crate::strategy::render(&d))?;
        }
    }
    let t = Instant::now();
    let threads = o.threads.max(1) as u64;
    let chunk = o.games.div_ceil(threads);
    let parts: Vec<Result<SimReport, String>> = std::thread::scope(|s| {
        let hs: Vec<_> = (0..threads)
            .map(|k| {
                let db = db.clone();
                let from = (k * chunk).min(o.games);
                let to = ((k + 1) * chunk).min(o.games);
                s.spawn(move || run_range(&db, o, x, from, to))
            })
            .collect();
        hs.into_iter()
            .map(|h| {
                h.join()
                    .unwrap_or_else(|_| Err("a simulation thread failed".into()))
            })
            .collect()
    });
    let n = o.bots.len();
    let mut r = SimReport {
        wins: vec![0; n],
        ties: vec![0; n],
        ..Default::default()
    };
    for p in parts {
        let p = p?;
        r.games += p.games;
        r.shared += p.shared;
        r.abandoned += p.abandoned;
        r.turns += p.turns;
        r.curves.add(&p.curves);
        for s in 0..n {
            r.wins[s] += p.wins[s];
            r.ties[s] += p.ties[s];
        }
    }
    r.seconds = t.elapsed().as_secs_f64();
    Ok(r)
}

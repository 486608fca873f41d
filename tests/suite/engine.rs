//! Properties of whole games: every card stays accounted for, the same seed gives the
//! same game, a game saved at any decision continues identically, and random bots on
//! random Kingdoms always finish.

use dominion::agents;
use dominion::db::{CardId, Db};
use dominion::engine::{Config, Game, Status};
use dominion::locale::Locale;
use proptest::prelude::*;
use std::sync::{Arc, OnceLock};

fn db() -> Arc<Db> {
    static DB: OnceLock<Arc<Db>> = OnceLock::new();
    DB.get_or_init(|| Arc::new(dominion::embedded_db().expect("embedded cards.ron")))
        .clone()
}

fn config(seed: u64, players: usize, kingdom_seed: u64, logging: bool) -> Config {
    let db = db();
    Config {
        colonies: seed.is_multiple_of(2),
        logging,
        auto_end: false,
        ..Config::new(
            (1..=players).map(|i| format!("P{i}")).collect(),
            dominion::sim::random_kingdom(&db, kingdom_seed, 10),
            seed,
        )
    }
}

/// One bot per seat, seeded from the game's seed.
fn make_bots(cfg: &Config, bots: &[&str]) -> Vec<Box<dyn agents::Agent>> {
    bots.iter()
        .enumerate()
        .map(|(s, b)| agents::make(b, cfg.seed, s).expect("bot"))
        .collect()
}

/// Play a game with the given bots, checking conservation after every decision.
/// Returns the rendered log and the number of decisions.
fn play(cfg: &Config, bots: &[&str], check: bool) -> (String, usize) {
    let mut game = Game::new(db(), cfg).expect("setup");
    let total = game.state.kinds.len();
    let mut ais = make_bots(cfg, bots);
    let en = Locale::load("en", None).expect("locale");
    let mut log = String::new();
    let mut decisions = 0;
    loop {
        let st = game
            .run()
            .unwrap_or_else(|e| panic!("seed {}: {e}", cfg.seed));
        for e in game.take_log() {
            log += &en.event(&game, &e.event, &[]);
            log.push('\n');
        }
        if check {
            game.check_integrity()
                .unwrap_or_else(|e| panic!("seed {}: {e}", cfg.seed));
            assert_eq!(game.state.kinds.len(), total, "no card appears or vanishes");
        }
        if st == Status::Over || game.state.turn.number > dominion::sim::MAX_TURNS {
            break;
        }
        let d = game.decision().cloned().expect("a decision");
        let c = ais[d.player.index()].choose(&game, &d);
        game.answer(c)
            .unwrap_or_else(|e| panic!("seed {}: bot gave an illegal answer: {e}", cfg.seed));
        decisions += 1;
    }
    (log, decisions)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// A random game on a random Kingdom keeps every card accounted for.
    #[test]
    fn random_games_keep_every_card(seed in any::<u64>(), players in 2usize..=4, k in any::<u64>()) {
        let bots = ["random", "heuristic", "random", "heuristic"];
        play(&config(seed, players, k, false), &bots[..players], true);
    }
}

#[test]
fn same_seed_same_game() {
    let cfg = config(42, 3, 7, true);
    let a = play(&cfg, &["heuristic", "random", "big-money"], false);
    let b = play(&cfg, &["heuristic", "random", "big-money"], false);
    assert_eq!(a, b);
    assert!(a.1 > 20, "a real game was played");
}

#[test]
fn saved_games_continue_identically() {
    let cfg = config(9, 2, 11, true);
    let bots = ["heuristic", "random"];
    let (full, n) = play(&cfg, &bots, false);
    // Play again, saving and loading the state (as RON) at every 7th decision.
    let mut game = Game::new(db(), &cfg).expect("setup");
    let mut ais = make_bots(&cfg, &bots);
    let en = Locale::load("en", None).expect("locale");
    let mut log = String::new();
    for k in 0.. {
        let st = game.run().expect("run");
        for e in game.take_log() {
            log += &en.event(&game, &e.event, &[]);
            log.push('\n');
        }
        if st == Status::Over || game.state.turn.number > dominion::sim::MAX_TURNS {
            break;
        }
        if k % 7 == 3 {
            let saved = ron::to_string(&game.state).expect("serialize");
            let state = ron::from_str(&saved).expect("deserialize");
            game = Game::resume(db(), state).expect("resume");
        }
        let d = game.decision().cloned().expect("decision");
        let c = ais[d.player.index()].choose(&game, &d);
        game.answer(c).expect("legal");
    }
    assert!(n > 20);
    assert_eq!(log, full);
}

/// A short soak (the CLI's `dominion soak` runs the long one): random Kingdoms, 2 to 6
/// players, with and without Colonies, random and heuristic bots; every card is accounted
/// for after every turn, and no game with a heuristic bot stalls.
#[test]
fn soak_random_kingdoms() {
    let o = dominion::soak::SoakOptions {
        games: 80,
        seed: 7,
        start: 0,
        threads: 2,
    };
    let r = dominion::soak::soak(db(), &o);
    assert!(r.failures.is_empty(), "{:#?}", r.failures);
    assert_eq!(r.games, 80);
    assert_eq!(r.stalled, 0, "games with a heuristic bot that never ended");
    assert!(
        r.by_players[2..].iter().all(|&n| n > 0),
        "{:?}",
        r.by_players
    );
    assert!(r.with_colonies > 0 && r.with_colonies < 80);
    assert!(r.turns > 80 * 20, "real games: {} turns in all", r.turns);
}

#[test]
fn big_money_mirror_matches_the_reference() {
    let opts = dominion::sim::SimOptions {
        games: 4000,
        bots: vec!["big-money".into(), "big-money".into()],
        kingdom: vec![],
        colonies: false,
        seed: 1,
        threads: 2,
    };
    let r = dominion::sim::simulate(db(), &opts).expect("simulate");
    let g = r.games as f64;
    let turns = r.turns as f64 / g / 2.0;
    let (w1, w2, shared) = (
        r.wins[0] as f64 / g,
        r.wins[1] as f64 / g,
        r.shared as f64 / g,
    );
    // The hand-written reference gives 17.1 turns and 24% / 42% / 33%.
    assert!((turns - 17.1).abs() < 0.2, "turns per player {turns}");
    assert!(
        (w1 - 0.24).abs() < 0.03 && (w2 - 0.42).abs() < 0.03 && (shared - 0.33).abs() < 0.03,
        "{w1} {w2} {shared}"
    );
}

/// Random Kingdoms give every card the same chance: a card with two editions counts once
/// (one of its editions is chosen), and no Kingdom has two editions of one card.
#[test]
fn random_kingdoms_are_fair_to_cards_with_two_editions() {
    let db = db();
    let names: std::collections::BTreeSet<_> = (0..db.cards.len() as u16)
        .filter(|&k| db.card(CardId(k)).kingdom)
        .map(|k| db.card(CardId(k)).name_id)
        .collect();
    let mut seen = std::collections::BTreeMap::new();
    let games = 3000u64;
    for seed in 0..games {
        let k = dominion::sim::random_kingdom(&db, seed, 10);
        assert_eq!(k.len(), 10);
        let mut ids: Vec<_> = k.iter().map(|&c| db.card(c).name_id).collect();
        ids.sort();
        ids.dedup();
        assert_eq!(ids.len(), 10, "two editions of one card in {k:?}");
        for id in ids {
            *seen.entry(id).or_insert(0u64) += 1;
        }
    }
    let expected = games as f64 * 10.0 / names.len() as f64;
    for id in &names {
        let n = *seen.get(id).unwrap_or(&0) as f64;
        assert!(
            (n - expected).abs() < expected * 0.25,
            "{}: {n} Kingdoms, expected about {expected:.0}",
            db.names[id.index()]
        );
    }
}

/// A game with these bots, autoplay for the bots that take it, the engine making the
/// Buy-phase moves of the `big-money` seats itself when `auto`.
fn auto_buying_game(
    cfg: &Config,
    bots: &[&str],
    auto: bool,
) -> (Game, Vec<Box<dyn agents::Agent>>) {
    let mut game = Game::new(db(), cfg).expect("setup");
    let ais = make_bots(cfg, bots);
    for (s, b) in ais.iter().enumerate() {
        game.state.players[s].autoplay = b.autoplay();
        let p = dominion::engine::PlayerId::from_index(s);
        game.auto_buy(p, auto && b.buys_big_money(), dominion::sim::MAX_TURNS);
    }
    (game, ais)
}

/// Play a game with autoplay for the bots that take it, the engine making the Buy-phase
/// moves of the `big-money` seats itself when `auto`; the rendered log.
fn play_auto_buying(cfg: &Config, bots: &[&str], auto: bool) -> String {
    let (mut game, mut ais) = auto_buying_game(cfg, bots, auto);
    let en = Locale::load("en", None).expect("locale");
    let mut log = String::new();
    loop {
        let st = game.run().expect("run");
        for e in game.take_log() {
            log += &en.event(&game, &e.event, &[]);
            log.push('\n');
        }
        if st == Status::Over || game.state.turn.number > dominion::sim::MAX_TURNS {
            break;
        }
        let d = game.decision().cloned().expect("a decision");
        let c = ais[d.player.index()].choose(&game, &d);
        game.answer(c).expect("a legal answer");
    }
    log
}

#[test]
fn auto_buying_plays_the_game_the_bot_would() {
    for seed in 0..6 {
        let mut cfg = config(seed, 2, seed + 3, true);
        cfg.auto_end = seed % 3 == 0;
        let bots: &[&str] = if seed % 2 == 0 {
            &["big-money", "big-money"]
        } else {
            &["heuristic", "big-money"]
        };
        let asked = play_auto_buying(&cfg, bots, false);
        assert!(asked.lines().count() > 100, "a real game was played");
        assert_eq!(asked, play_auto_buying(&cfg, bots, true), "seed {seed}");
    }
}

/// Play a game without a log, the engine making the `big-money` seats' Buy-phase moves
/// itself when `auto` (quick and plain turns): the end state, every zone's cards in order.
fn end_state(cfg: &Config, bots: &[&str], auto: bool) -> String {
    let (mut game, mut ais) = auto_buying_game(cfg, bots, auto);
    loop {
        let st = game.run().expect("run");
        if st == Status::Over || game.state.turn.number > dominion::sim::MAX_TURNS {
            break;
        }
        let d = game.decision().cloned().expect("a decision");
        let c = ais[d.player.index()].choose(&game, &d);
        game.answer(c).expect("a legal answer");
    }
    let s = &game.state;
    let mut out = format!("turn {} {:?}\n", s.turn.number, s.turn.phase);
    for pl in &s.players {
        for z in [&pl.deck, &pl.hand, &pl.discard, &pl.play] {
            out += &format!("{z:?}\n");
        }
        out += &format!("turns {} vp {}\n", pl.turns, pl.vp_tokens);
    }
    for p in &s.supply {
        out += &format!("{:?}\n", p.cards);
    }
    out
}

#[test]
fn quick_turns_end_as_the_asked_game() {
    for seed in 0..8 {
        let mut cfg = config(seed, 2, seed + 11, false);
        // The basic cards alone: every turn a plain one.
        if seed < 4 {
            cfg.kingdom.clear();
        }
        cfg.auto_end = seed % 2 == 0;
        let bots = ["big-money", "big-money"];
        let asked = end_state(&cfg, &bots, false);
        assert!(asked.contains("turns 1"), "a real game was played");
        assert_eq!(asked, end_state(&cfg, &bots, true), "seed {seed}");
    }
}

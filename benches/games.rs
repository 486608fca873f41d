//! Whole games of bots, timed by divan: the Big Money mirror and heuristic mirrors on
//! recommended Kingdoms (the heuristic's look-ahead copies and replays the game at its
//! questions). `cargo bench --bench games`; instructions per game, which do not depend on
//! the machine's load, come from `../shared/bench/instructions` (see the README).

use dominion::db::Db;
use dominion::engine::{Config, Game};
use dominion::sim::{play_game, preset};
use std::sync::{Arc, OnceLock};

fn main() {
    divan::main();
}

/// The embedded card database, read once (reading it is not what is timed).
fn db() -> Arc<Db> {
    static DB: OnceLock<Arc<Db>> = OnceLock::new();
    DB.get_or_init(|| {
        Arc::new(dominion::embedded_db().unwrap_or_else(|_| panic!("embedded cards")))
    })
    .clone()
}

/// Ten games (seeds 0-9) with these bots on this preset (`None`: no Kingdom).
fn games(preset_name: Option<&str>, bots: [&str; 2]) {
    let db = db();
    let (kingdom, colonies) = match preset_name {
        Some(p) => preset(&db, p).unwrap_or_else(|e| panic!("{e}")),
        None => (vec![], false),
    };
    for seed in 0..10 {
        let cfg = Config {
            colonies,
            ..Config::new(
                bots.iter().map(|b| b.to_string()).collect(),
                kingdom.clone(),
                seed,
            )
        };
        let mut g = Game::new(db.clone(), &cfg).unwrap_or_else(|e| panic!("{e}"));
        let mut agents: Vec<_> = (0..2)
            .map(|s| dominion::agents::make(bots[s], seed, s).expect("a bot"))
            .collect();
        // As `dominion simulate` plays them.
        dominion::sim::seat(&mut g, &agents);
        divan::black_box(play_game(&mut g, &mut agents).expect("a game"));
    }
}

#[divan::bench(sample_count = 10)]
fn big_money_mirror() {
    games(None, ["big-money", "big-money"]);
}

#[divan::bench(sample_count = 10, args = ["Bargains", "Treasure Trove", "High Seas", "Big Actions"])]
fn heuristic_mirror(preset_name: &str) {
    games(Some(preset_name), ["heuristic", "heuristic"]);
}

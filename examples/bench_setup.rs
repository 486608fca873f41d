//! Times the parts of a simulated game: setting up, and playing with big-money bots.
//!
//! `cargo run --release --example bench_setup [GAMES]` (100,000 by default; `cargo test`
//! runs it with a handful: see `tests/suite/examples.rs`).

use dominion::engine::{Config, Game, Status};
use std::process::ExitCode;
use std::sync::Arc;
use std::time::Instant;

/// Set up `n` games, then play `n` big-money games: the timings, or what went wrong.
pub fn run(n: u64) -> Result<String, String> {
    let n = n.max(1);
    let db = dominion::embedded_db()
        .map_err(|errors| errors.iter().map(|e| e.render()).collect::<String>())?;
    let db = Arc::new(db);
    let cfg = |seed| Config::new(vec!["A".into(), "B".into()], vec![], seed);
    let t = Instant::now();
    for i in 0..n {
        let g = Game::new(db.clone(), &cfg(i)).map_err(|e| e.to_string())?;
        std::hint::black_box(&g);
    }
    let mut out = format!(
        "setup: {:.2} us/game\n",
        t.elapsed().as_secs_f64() * 1e6 / n as f64
    );
    let t = Instant::now();
    let mut decisions = 0u64;
    for i in 0..n {
        let mut g = Game::new(db.clone(), &cfg(i)).map_err(|e| e.to_string())?;
        let mut bots = (0..2)
            .map(|s| dominion::agents::make("big-money", i, s))
            .collect::<Option<Vec<_>>>()
            .ok_or("no big-money bot")?;
        while g.run().map_err(|e| e.to_string())? == Status::Decide {
            let d = g.decision().cloned().ok_or("no decision pending")?;
            let c = bots[d.player.index()].choose(&g, &d);
            g.answer(c).map_err(|e| e.to_string())?;
            decisions += 1;
        }
    }
    let s = t.elapsed().as_secs_f64();
    out += &format!(
        "game: {:.2} us/game, {:.1} decisions/game, {:.0} ns/decision\n",
        s * 1e6 / n as f64,
        decisions as f64 / n as f64,
        s * 1e9 / decisions.max(1) as f64
    );
    Ok(out)
}

fn main() -> ExitCode {
    let n: u64 = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(100_000);
    match run(n) {
        Ok(report) => {
            print!("{report}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("{e}");
            ExitCode::FAILURE
        }
    }
}

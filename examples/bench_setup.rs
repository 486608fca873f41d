//! Times the parts of a simulated game: setting up, and playing with big-money bots.
use dominion::engine::{Config, Game};
use std::sync::Arc;
use std::time::Instant;

fn main() {
    let db = Arc::new(dominion::embedded_db().expect("embedded cards.ron"));
    let cfg = |seed| Config {
        players: vec!["A".into(), "B".into()],
        kingdom: vec![],
        colonies: false,
        seed,
        pile_sizes: vec![],
        logging: false,
        deal: true,
        auto_end: true,
    };
    let n: u64 = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(100_000);
    let t = Instant::now();
    for i in 0..n {
        let g = Game::new(db.clone(), &cfg(i)).expect("setup");
        std::hint::black_box(&g);
    }
    println!(
        "setup: {:.2} us/game",
        t.elapsed().as_secs_f64() * 1e6 / n as f64
    );
    let t = Instant::now();
    let mut decisions = 0u64;
    for i in 0..n {
        let mut g = Game::new(db.clone(), &cfg(i)).expect("setup");
        let mut bots: Vec<_> = (0..2)
            .map(|s| dominion::agents::make("big-money", i, s).expect("bot"))
            .collect();
        while g.run().expect("run") == dominion::engine::Status::Decide {
            let d = g.decision().cloned().expect("decision");
            let c = bots[d.player as usize].choose(&g, &d);
            g.answer(c).expect("answer");
            decisions += 1;
        }
    }
    let s = t.elapsed().as_secs_f64();
    println!(
        "game: {:.2} us/game, {:.1} decisions/game, {:.0} ns/decision",
        s * 1e6 / n as f64,
        decisions as f64 / n as f64,
        s * 1e9 / decisions as f64
    );
}

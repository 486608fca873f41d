//! Start-up, timed by divan: what `dominion simulate` does before its first game with the
//! embedded cards (read and check every card, compile the ones a Big Money game or a
//! preset's games can meet), and what `dominion check` does (parse, check and compile
//! every card). `cargo bench --bench startup`; the whole command's instructions and CPU
//! time come from `scripts/startup` (see the README).

use dominion::check::{compile_needed, embedded_for_games};
use dominion::db::CardId;

fn main() {
    divan::main();
}

/// The cards of a game on this preset, compiled (`None`: no Kingdom, as Big Money).
fn for_games(preset_name: Option<&str>) {
    let mut db = embedded_for_games().expect("the embedded cards");
    let kingdom: Vec<CardId> = match preset_name {
        Some(p) => dominion::sim::preset(&db, p).expect("a preset").0,
        None => vec![],
    };
    compile_needed(&mut db, &kingdom).expect("compiles");
    divan::black_box(db);
}

/// `simulate --bots big-money,big-money`'s database.
#[divan::bench(sample_count = 20)]
fn simulate_big_money() {
    for_games(None);
}

/// `simulate --preset NAME`'s database.
#[divan::bench(sample_count = 20, args = ["Bargains", "Big Actions"])]
fn simulate_preset(preset_name: &str) {
    for_games(Some(preset_name));
}

/// `check`'s database: every card parsed, checked and compiled.
#[divan::bench(sample_count = 10)]
fn every_card() {
    divan::black_box(dominion::embedded_db().expect("the embedded cards"));
}

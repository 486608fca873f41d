//! A designer's card without touching Rust: add a card to the database text, check it,
//! show how the engine reads it, and simulate games with it in the Kingdom.
//!
//! `cargo run --release --example custom_card`

use dominion::sim::{simulate, SimOptions};
use std::sync::Arc;

/// A new card, written in the effect language.
const MY_CARD: &str = r#"
        (
            id: "market_square", name: "Market Square", sets: ["base"], cost: 5, types: ["Action"], kingdom: true,
            rules: "
                +1 card, +1 action, +1 buy, +$1.
                while this is in play, when you buy a Victory card: +1 VP.
            ",
        ),
"#;

fn main() {
    let src = dominion::load::EMBEDDED_CARDS;
    let at = src
        .rfind("    ],\n)")
        .expect("the cards list ends the file");
    let text = format!("{}{}{}", &src[..at], MY_CARD, &src[at..]);
    let db = match dominion::load_db("cards.ron + market_square", &text) {
        Ok(db) => Arc::new(db),
        Err(errors) => {
            for e in errors {
                eprint!("{}", e.render());
            }
            std::process::exit(1);
        }
    };
    let k = db
        .find("Market Square")
        .expect("the new card is in the database");
    println!(
        "{} cards; the new one reads:\n{}",
        db.cards.len(),
        dominion::print::print_rules(&db.card(k).rules)
    );
    let opts = SimOptions {
        games: 2000,
        bots: vec!["heuristic".into(), "big-money".into()],
        kingdom: vec![k],
        colonies: false,
        seed: 1,
        threads: 1,
    };
    let r = simulate(db, &opts).expect("simulation");
    println!(
        "heuristic (may buy Market Square) vs big-money: {} / {} wins, {} shared, of {} games",
        r.wins[0], r.wins[1], r.shared, r.games
    );
}

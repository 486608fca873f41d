//! A designer's card without touching Rust: add a card to the database text, check it,
//! show how the engine reads it, and simulate games with it in the Kingdom.
//!
//! `cargo run --release --example custom_card` (`cargo test` runs it too, with fewer
//! games: see `tests/suite/examples.rs`).

use dominion::sim::{simulate, SimOptions};
use std::process::ExitCode;
use std::sync::Arc;

/// A new card, written in the effect language.
const MY_CARD: &str = r#"
        (
            id: "market_square", name: "Market Square", sets: ["base"], cost: 5,
            types: ["Action"], kingdom: true,
            rules: "
                +1 card, +1 action, +1 buy, +$1.
                while this is in play, when you buy a Victory card: +1 VP.
            ",
        ),
"#;

/// Add the card, check the database, print the card's rules and simulate `games` games:
/// the report, or the errors rendered.
pub fn run(games: u64) -> Result<String, String> {
    let src = dominion::load::EMBEDDED_CARDS;
    let at = src
        .rfind("    ],\n)")
        .ok_or("the cards list no longer ends the file")?;
    let text = format!("{}{}{}", &src[..at], MY_CARD, &src[at..]);
    let db = dominion::load_db("cards.ron + market_square", &text)
        .map_err(|errors| errors.iter().map(|e| e.render()).collect::<String>())?;
    let db = Arc::new(db);
    let k = db
        .find("Market Square")
        .ok_or("the new card is not in the database")?;
    let mut out = format!(
        "{} cards; the new one reads:\n{}\n",
        db.cards.len(),
        dominion::print::print_rules(&db.card(k).rules)
    );
    let opts = SimOptions {
        games,
        bots: vec!["heuristic".into(), "big-money".into()],
        kingdom: vec![k],
        colonies: false,
        seed: 1,
        threads: 1,
    };
    let r = simulate(db, &opts)?;
    out += &format!(
        "heuristic (may buy Market Square) vs big-money: {} / {} wins, {} shared, of {} games\n",
        r.wins[0], r.wins[1], r.shared, r.games
    );
    Ok(out)
}

fn main() -> ExitCode {
    match run(2000) {
        Ok(report) => {
            print!("{report}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprint!("{e}");
            ExitCode::FAILURE
        }
    }
}

//! Engine rules that no card of the sets shows yet, shown with test-only cards: each
//! test adds one card to a copy of `cards.ron` and runs a scenario on it (checked the
//! same way as the files under `tests/scenarios/`).

use dominion::db::Db;
use dominion::locale::Locale;
use std::sync::Arc;

/// The embedded database with one more card (its RON entry).
fn db_with(card: &str) -> Arc<Db> {
    let src = dominion::load::EMBEDDED_CARDS;
    let at = src
        .rfind("    ],\n)")
        .expect("the cards list ends the file");
    let text = format!("{}{}{}", &src[..at], card, &src[at..]);
    match dominion::load_db("cards.ron + test card", &text) {
        Ok(db) => Arc::new(db),
        Err(errors) => panic!("{}", errors.iter().map(|e| e.render()).collect::<String>()),
    }
}

/// Run a scenario's text on a database; it must pass.
fn check(db: Arc<Db>, scenario: &str) -> String {
    let en = Locale::load("en", None).expect("English locale");
    let sc = dominion::scenario::parse("test scenario", scenario)
        .unwrap_or_else(|d| panic!("{}", d.render()));
    let out = dominion::scenario::run(db, &sc, &en);
    assert!(
        out.passed(),
        "{} failed:\n{}\n{}",
        out.title,
        out.failures.join("\n"),
        out.log
    );
    out.log
}

/// A player block reveals each player's cards in turn: what one player revealed is
/// theirs alone. Bob's revealed cards go back onto his deck before Carol reveals (not
/// stranded once Carol's reveal replaces them), and Dave, who reveals nothing, is not
/// judged by the cards Carol revealed.
#[test]
fn revealed_cards_go_back_per_player() {
    let db = db_with(
        r#"
        (
            id: "test_peek", name: "Peek", sets: ["base"], cost: 3, types: ["Action"], kingdom: true,
            rules: "
                each other player reveals the top 2 cards of their deck,
                    then if 1 or more of the revealed cards are Treasures: they gain a Curse.
            ",
        ),
"#,
    );
    let log = check(
        db,
        r#"Scenario(
            title: "Peek: each other player reveals 2 cards and gains a Curse if one is a Treasure",
            source: "test card; base rules: revealed cards go back where they were",
            players: ["Alice", "Bob", "Carol", "Dave"],
            kingdom: ["Peek"],
            setup: {
                "Alice": (hand: ["Peek"]),
                "Bob": (deck: ["Estate", "Estate", "Copper"]),
                "Carol": (deck: ["Silver", "Estate", "Estate"]),
            },
            steps: [Play("Peek")],
            expect: [
                Deck("Bob", ["Estate", "Estate", "Copper"]),
                Discard("Bob", []),
                Deck("Carol", ["Silver", "Estate", "Estate"]),
                Discard("Carol", ["Curse"]),
                Discard("Dave", []),
                Supply("Curse", 29),
            ],
        )"#,
    );
    assert_eq!(log.matches("gains").count(), 1, "{log}");
}

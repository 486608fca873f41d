//! Helpers for tests that add card texts to a copy of the embedded `cards.ron` and run
//! them in scenarios or check that the checker rejects them.
#![allow(dead_code)]

use dominion::diagnostics::Diagnostic;
use dominion::load::EMBEDDED_CARDS;
use dominion::load_db;
use dominion::locale::Locale;
use std::sync::Arc;

/// The embedded database with these cards added (RON entries).
pub fn with_cards(entries: &str) -> String {
    let at = EMBEDDED_CARDS
        .rfind("],")
        .expect("the card list ends the database");
    let mut src = EMBEDDED_CARDS.to_string();
    src.insert_str(at, entries);
    src
}

pub fn card(id: &str, name: &str, rules: &str) -> String {
    format!(
        "(id: \"{id}\", name: \"{name}\", sets: [\"prosperity\"], cost: 5, types: [\"Action\"], \
         kingdom: true, rules: \"{rules}\"),\n"
    )
}

/// Run a scenario (RON text) on a database; panics with the log if it fails.
pub fn passes(src: &str, scenario: &str) -> String {
    let db = match load_db("cards.ron", src) {
        Ok(db) => Arc::new(db),
        Err(e) => panic!(
            "{}",
            e.iter()
                .map(Diagnostic::render)
                .collect::<Vec<_>>()
                .join("\n")
        ),
    };
    let en = Locale::load("en", None).expect("English");
    let sc = dominion::scenario::parse("test.ron", scenario).expect("scenario parses");
    let out = dominion::scenario::run(db, &sc, &en);
    assert!(out.passed(), "{:?}\n{}", out.failures, out.log);
    out.log
}

/// The source line from the diagnostic's column on (what its caret points at).
pub fn at(d: &Diagnostic) -> String {
    d.source_line
        .chars()
        .skip(d.col.saturating_sub(1))
        .collect()
}

pub fn rejected(src: &str) -> Vec<Diagnostic> {
    match load_db("cards.ron", src) {
        Ok(_) => panic!("expected the checker to reject the text"),
        Err(e) => e,
    }
}

/// A Kingdom card entry of the given types (`"\"Treasure\""`, `"\"Action\", \"Attack\""`).
pub fn typed_card(id: &str, name: &str, types: &str, rules: &str) -> String {
    format!(
        "(id: \"{id}\", name: \"{name}\", sets: [\"prosperity\"], cost: 5, types: [{types}], \
         kingdom: true, rules: \"{rules}\"),\n"
    )
}

/// Run a scenario that must fail; returns its failures.
pub fn fails(src: &str, scenario: &str) -> Vec<String> {
    let db = Arc::new(load_db("cards.ron", src).expect("the database checks"));
    let en = Locale::load("en", None).expect("English");
    let sc = dominion::scenario::parse("test.ron", scenario).expect("scenario parses");
    let out = dominion::scenario::run(db, &sc, &en);
    assert!(!out.passed(), "expected a failure\n{}", out.log);
    out.failures
}

/// The messages of the errors the checker gives for a database.
pub fn messages(src: &str) -> Vec<String> {
    rejected(src).into_iter().map(|d| d.message).collect()
}

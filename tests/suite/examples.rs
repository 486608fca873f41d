//! Every example under `examples/` runs as part of `cargo test`: each example keeps its
//! work in a `pub fn run(..) -> Result<String, String>` that its `main` calls, and this
//! file includes the example's source and calls `run` with a small size, so an example
//! can neither stop compiling nor stop working unseen.

// `main` of an included example is not called here.
#[allow(dead_code)]
#[path = "../../examples/bench_setup.rs"]
mod bench_setup;
#[allow(dead_code)]
#[path = "../../examples/custom_card.rs"]
mod custom_card;

#[test]
fn bench_setup_runs() {
    let report = bench_setup::run(5).unwrap_or_else(|e| panic!("{e}"));
    assert!(
        report.contains("setup: ") && report.contains("decisions/game"),
        "{report}"
    );
}

#[test]
fn custom_card_runs() {
    let report = custom_card::run(20).unwrap_or_else(|e| panic!("{e}"));
    let cards = dominion::embedded_db()
        .map(|db| db.cards.len())
        .unwrap_or(0);
    assert!(
        report.starts_with(&format!("{} cards", cards + 1)),
        "{report}"
    );
    assert!(report.contains("of 20 games"), "{report}");
}

/// A new example must be added above: this file names every file of `examples/`.
#[test]
fn every_example_is_run_here() {
    let here = include_str!("examples.rs");
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/examples");
    let mut missing = vec![];
    for entry in std::fs::read_dir(dir).expect("examples/ is readable") {
        let name = entry.expect("a directory entry").file_name();
        let name = name.to_string_lossy();
        if let Some(stem) = name.strip_suffix(".rs") {
            if !here.contains(&format!("mod {stem};")) || !here.contains(&format!("{stem}::run(")) {
                missing.push(stem.to_string());
            }
        }
    }
    assert!(
        missing.is_empty(),
        "examples not run by tests/suite/examples.rs: {missing:?}"
    );
}

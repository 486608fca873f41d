//! The integration tests, one test binary (`cargo test --test suite`), one module per
//! subject: one binary to compile and link instead of one per file. A test is named by
//! its module, e.g. `cargo test --test suite saves::` or `cargo test --test suite
//! terminal::german_prompts`. The snapshot tests (`tests/scenarios.rs`,
//! `tests/diagnostics.rs`, `tests/listings.rs`) stay binaries of their own, so that their
//! snapshots keep their names.
//!
//! A new file of tests goes into this folder, named in the list below.

mod bots;
mod charts;
mod check;
mod cli;
mod designer_texts;
mod engine;
mod examples;
mod fuzz;
mod generated;
mod grammar_usage;
mod house;
mod language;
mod language_pieces;
mod language_shortcuts;
mod language_trees;
mod locale;
mod locale_19;
mod locale_19b;
mod presets;
mod pseudo_locale;
mod pty;
mod pty_play;
mod replays;
mod saves;
mod strategies;
mod terminal;
mod terminal_play;
mod test_cards;
mod texts;
mod texts_run_as_written;
mod trees;

//! dominion: a data-driven rules engine for the card game Dominion.
//!
//! The pipeline reads off the module names:
//! - [`diagnostics`]: located problems in input files, rendered with a caret (the bottom:
//!   it depends on no other module);
//! - [`load`]: read `cards.ron` into raw structs (names and rules still text);
//! - [`parse`]: the effect language's text into the [`ast`] (pest grammar in `grammar/`);
//! - [`check`]: resolve names and compile every card into the interpreter's program, the
//!   checked [`db::Db`];
//! - [`engine`]: the game state, the turn flow and the interpreter that runs the programs;
//! - [`agents`]: bots that answer decisions;
//! - [`scenario`]: data-driven rules tests.
//!
//! [`load_db`] runs the first steps at once: text → [`load::read`] → [`check::check`].
//!
//! No card is known to the Rust code: every card is data.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod agents;
pub mod ast;
pub mod check;
pub mod db;
pub mod diagnostics;
pub mod engine;
pub mod generate;
pub mod listing;
pub mod load;
pub mod locale;
pub mod parse;
pub mod print;
pub mod replay;
pub mod scenario;
pub mod sim;
pub mod soak;
pub mod strategy;
pub mod suggest;
pub mod terminal;

use db::Db;
use diagnostics::Diagnostic;

/// Read and check a card database from RON text. `file` names it in diagnostics.
pub fn load_db(file: &str, src: &str) -> Result<Db, Vec<Diagnostic>> {
    let raw = load::read(file, src)?;
    check::check(file, src, raw)
}

/// Load the embedded database (always valid: the test suite checks it).
pub fn embedded_db() -> Result<Db, Vec<Diagnostic>> {
    load_db("cards.ron", load::EMBEDDED_CARDS)
}

/// Load a database from a path.
pub fn db_from_path(path: &std::path::Path) -> Result<Db, Vec<Diagnostic>> {
    let (name, src) = load::read_file(path)?;
    load_db(&name, &src)
}

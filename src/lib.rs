//! dominion: a data-driven rules engine for the card game Dominion.
//!
//! The pipeline reads off the module names:
//! - [`load`]: read `cards.ron` and the locales;
//! - [`parse`]: the effect language's text into the [`ast`] (pest grammar in `grammar/`);
//! - [`check`]: resolve names and compile every card into the interpreter's program;
//! - [`engine`]: the game state, the turn flow and the interpreter that runs the programs;
//! - [`agents`]: bots that answer decisions;
//! - [`scenario`]: data-driven rules tests.
//!
//! No card is known to the Rust code: every card is data.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod agents;
pub mod ast;
pub mod check;
pub mod db;
pub mod engine;
pub mod load;
pub mod locale;
pub mod parse;
pub mod print;
pub mod scenario;
pub mod sim;
pub mod suggest;
pub mod terminal;

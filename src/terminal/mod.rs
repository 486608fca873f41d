//! The terminal front end: showing a card, and games in the terminal, where a human
//! answers the engine's decisions in the chosen language against bots (or watches bots).
//!
//! - `labels`: the options of a decision, labelled;
//! - `may`: what a card's "you may" asks, said as the card does;
//! - `input`: command words, numbers and card names as typed;
//! - `view`: the hand, the cards one can buy, the status of the game;
//! - `ui`: printing, reading a line, confirming, what a line of input comes to;
//! - `human`: asking the human, with help, reasons for refused answers, confirmations;
//! - `turn`: the answers at a turn's move (play, buy, end the phase);
//! - `session`: the game loop, seats and bots, save and resume;
//! - [`save`]: the save-file format.

mod end;
mod human;
mod input;
mod labels;
mod may;
pub mod save;
mod session;
mod turn;
mod ui;
mod view;

use crate::db::{CardId, Db};
use crate::engine::EngineError;
use crate::locale::Locale;
pub use labels::options;
pub use save::{SaveError, SaveFile};
pub use session::HUMAN;
use std::io::{BufRead, Write};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

/// What can stop a game in the terminal.
#[derive(Debug, thiserror::Error)]
pub enum PlayError {
    /// The engine failed.
    #[error(transparent)]
    Engine(#[from] EngineError),
    /// The game cannot be set up as asked.
    #[error("{0}")]
    Setup(String),
    /// A save file could not be read.
    #[error(transparent)]
    Save(#[from] SaveError),
    /// The output was closed (a pipe to `head`): stop quietly.
    #[error("the output was closed")]
    Closed,
    /// Reading or writing the terminal failed.
    #[error("terminal: {0}")]
    Io(std::io::Error),
}

impl PlayError {
    /// An error writing the output: [`PlayError::Closed`] for a closed pipe.
    pub fn from_io(e: std::io::Error) -> PlayError {
        if e.kind() == std::io::ErrorKind::BrokenPipe {
            PlayError::Closed
        } else {
            PlayError::Io(e)
        }
    }
}

/// A new game: who sits where, the Kingdom, the seed.
#[derive(Debug, Clone)]
pub struct NewGame {
    /// One entry per seat, in turn order: [`HUMAN`] or a bot's name.
    pub seats: Vec<String>,
    /// The Kingdom.
    pub kingdom: Vec<CardId>,
    /// Platinum and Colony.
    pub colonies: bool,
    /// The seed (as given on the command line).
    pub seed: u64,
    /// Write a replay of the game here when it ends or is stopped.
    pub record: Option<PathBuf>,
}

/// Where a game reads answers and writes its text.
pub struct Io<'a> {
    /// The human's answers, one a line.
    pub input: &'a mut dyn BufRead,
    /// Everything the game prints.
    pub out: &'a mut dyn Write,
    /// Kept up to date with "stopped, scores so far" (for a Ctrl-C handler to print).
    pub scores: Option<Arc<Mutex<String>>>,
}

/// A card's cost, types, text and parsed rules, in a language.
pub fn show_card(db: &Db, loc: &Locale, k: CardId) -> String {
    let c = db.card(k);
    let types: Vec<String> = db
        .types
        .iter()
        .enumerate()
        .filter(|(i, _)| c.types.has(1 << i))
        .map(|(_, t)| loc.type_name(&t.name))
        .collect();
    let sets: Vec<String> = c.sets.iter().map(|&s| loc.set_name(db, s)).collect();
    let sep = loc.msg("list-sep", &[]);
    let mut out = loc.msg(
        "show-head",
        &[
            ("card", loc.card_name(db, k).into()),
            (
                "cost",
                loc.msg("ui-cost", &[("cost", c.cost.into())]).into(),
            ),
            ("types", types.join(" - ").into()),
        ],
    );
    out += "\n";
    if loc.lang() != "en" || c.edition.is_some() {
        out += &format!("({})\n", c.full_name());
    }
    out += &format!("{}\n\n{}\n\n", sets.join(&sep), loc.card_text(db, k));
    out += &loc.msg("show-rules", &[("id", c.id.clone().into())]);
    out += "\n";
    for line in crate::print::print_rules(&c.rules).lines() {
        out += &format!("  {line}\n");
    }
    out
}

/// Play a new game: print the seed and the Kingdom, then the game.
pub fn play(db: Arc<Db>, loc: &Locale, g: &NewGame, io: Io) -> Result<(), PlayError> {
    let mut table = session::Table::new(db.clone(), loc, g)?;
    // The Kingdom, then the piles of games with colonies when the game has them.
    let mut shown = g.kingdom.clone();
    if g.colonies {
        shown.extend(db.basic.colony_supply.iter().map(|c| c.0));
    }
    let mut head = format!(
        "{}\n{}",
        loc.msg("ui-seed", &[("seed", g.seed.to_string().into())]),
        loc.msg(
            "view-supply",
            &[("cards", loc.card_list(&db, &shown).into())]
        )
    );
    if g.seats.iter().any(|s| s == HUMAN) {
        head += "\n";
        head += &loc.msg("ui-welcome", &[]);
    }
    let head = view::wrap(&head, view::WIDTH);
    writeln!(io.out, "{head}").map_err(PlayError::from_io)?;
    let played = table.run(loc, io);
    if let (Some(path), Some(replay)) = (&g.record, table.replay()) {
        std::fs::write(path, replay.to_text()).map_err(|e| {
            PlayError::Setup(format!(
                "{}: the replay was not written: {e}",
                path.display()
            ))
        })?;
    }
    played
}

/// Play on from a game already set up (a position, for tests and other front ends):
/// `seats` has [`HUMAN`] or a bot's name per player; the bots are seeded from `seed`.
pub fn play_from(
    game: crate::engine::Game,
    seats: &[String],
    seed: u64,
    loc: &Locale,
    io: Io,
) -> Result<(), PlayError> {
    session::Table::from_game(game, seats, seed, loc.lang())?.run(loc, io)
}

/// Read a saved game (checked against the card database).
pub fn load_save(db: &Db, path: &Path) -> Result<SaveFile, SaveError> {
    SaveFile::read(path, db)
}

/// Continue a saved game where it stopped.
pub fn resume(db: Arc<Db>, loc: &Locale, save: SaveFile, io: Io) -> Result<(), PlayError> {
    let mut table = session::Table::from_save(db, save)?;
    // Everything in the language asked for now, the players' names too; a later save
    // keeps it.
    let names = session::player_names(loc, &table.seats);
    for (p, name) in table.game.state.players.iter_mut().zip(names) {
        p.name = name;
    }
    table.lang = loc.lang().to_string();
    let s = &table.game.state;
    let now = &s.players[s.turn.player.index()];
    let text = loc.msg(
        "ui-resumed",
        &[
            ("seed", table.seed.to_string().into()),
            ("player", now.name.clone().into()),
            ("turn", now.turns.into()),
        ],
    );
    // Where the game stands: the Supply, the scores, the decks, the trash and the mats.
    let status = view::status(&table.game, loc, table.viewer);
    let mut text = format!("{text}\n{status}");
    // And what happened last: the turn before and the current one so far.
    if !table.recent.is_empty() {
        let mut log = crate::locale::LogReader::new(table.viewer, true);
        let mut lines = log.push(loc, &table.game, table.recent.clone());
        lines.extend(log.flush(loc, &table.game));
        text += "\n";
        text += &loc.msg("ui-resumed-log", &[]);
        for l in lines {
            text += "\n";
            text += &l;
        }
    }
    let text = view::wrap(&text, view::WIDTH);
    writeln!(io.out, "{text}").map_err(PlayError::from_io)?;
    table.run(loc, io)
}

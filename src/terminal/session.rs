//! A game at the table: the engine, the seats (humans and bots), the log printed as the
//! game goes, saving and resuming.

use super::human::{self, Reply, Ui};
use super::save::{self, SaveError, SaveFile};
use super::{view, Io, NewGame, PlayError};
use crate::agents::{self, Agent};
use crate::db::Db;
use crate::engine::{Config, Game, Status};
use crate::locale::Locale;
use std::path::Path;
use std::sync::Arc;

/// The seat name of a human player.
pub const HUMAN: &str = "human";

/// A game with its seats.
pub(super) struct Table {
    /// The game.
    pub game: Game,
    /// `human` or a bot's name, per seat.
    pub seats: Vec<String>,
    /// The bots (`None` for humans).
    pub bots: Vec<Option<Box<dyn Agent>>>,
    /// Players whose drawn cards the log does not name (the bots, when a human plays).
    pub hide: Vec<u8>,
    /// The seed the game was started with.
    pub seed: u64,
    /// The language.
    pub lang: String,
}

fn make_bot(name: &str, seed: u64, seat: usize) -> Result<Box<dyn Agent>, PlayError> {
    agents::make(name, seed, seat).ok_or_else(|| {
        PlayError::Setup(format!(
            "unknown bot `{name}`; there are: {HUMAN}, {}",
            agents::AGENTS.join(", ")
        ))
    })
}

fn hidden(seats: &[String]) -> Vec<u8> {
    let humans = seats.iter().any(|s| s == HUMAN);
    (0..seats.len() as u8)
        .filter(|&i| humans && seats[i as usize] != HUMAN)
        .collect()
}

impl Table {
    /// Set up a new game. The engine and the bots are seeded as game 1 of
    /// `simulate --seed SEED` is, so a bots-only game is that game.
    pub fn new(db: Arc<Db>, loc: &Locale, g: &NewGame) -> Result<Table, PlayError> {
        let seed = crate::sim::game_seed(g.seed, 0);
        let names: Vec<String> = g
            .seats
            .iter()
            .enumerate()
            .map(|(i, s)| {
                if s == HUMAN {
                    loc.msg("name-human", &[("n", (i + 1).into())])
                } else {
                    format!("{s}-{}", i + 1)
                }
            })
            .collect();
        let mut bots = vec![];
        for (i, s) in g.seats.iter().enumerate() {
            bots.push(if s == HUMAN {
                None
            } else {
                Some(make_bot(s, seed, i)?)
            });
        }
        let cfg = Config {
            players: names,
            kingdom: g.kingdom.clone(),
            colonies: g.colonies,
            seed,
            pile_sizes: vec![],
            logging: true,
            deal: true,
            auto_end: true,
        };
        let mut game = Game::new(db, &cfg)?;
        for (s, b) in bots.iter().enumerate() {
            game.state.players[s].autoplay = b.as_ref().is_some_and(|b| b.autoplay());
        }
        Ok(Table {
            game,
            hide: hidden(&g.seats),
            seats: g.seats.clone(),
            bots,
            seed: g.seed,
            lang: loc.lang().to_string(),
        })
    }

    /// A game already set up (a position), with these seats; bots seeded from `seed`.
    pub fn from_game(
        game: Game,
        seats: &[String],
        seed: u64,
        lang: &str,
    ) -> Result<Table, PlayError> {
        if seats.len() != game.state.players.len() {
            return Err(PlayError::Setup(format!(
                "{} seats for {} players",
                seats.len(),
                game.state.players.len()
            )));
        }
        let mut bots = vec![];
        for (i, s) in seats.iter().enumerate() {
            bots.push(if s == HUMAN {
                None
            } else {
                Some(make_bot(s, seed, i)?)
            });
        }
        Ok(Table {
            game,
            hide: hidden(seats),
            seats: seats.to_vec(),
            bots,
            seed,
            lang: lang.to_string(),
        })
    }

    /// A saved game, on the database it was saved with.
    pub fn from_save(db: Arc<Db>, s: SaveFile) -> Result<Table, PlayError> {
        let mut bots = vec![];
        for (i, name) in s.seats.iter().enumerate() {
            bots.push(if name == HUMAN {
                None
            } else {
                let mut b = make_bot(name, 0, i)?;
                if let Some(Some(rng)) = s.bots.get(i) {
                    b.set_rng(rng.clone());
                }
                Some(b)
            });
        }
        let game = Game::resume(db, s.state)?;
        game.check_integrity().map_err(|e| {
            PlayError::Save(SaveError::Damaged {
                path: String::new(),
                reason: e,
            })
        })?;
        Ok(Table {
            game,
            hide: hidden(&s.seats),
            seats: s.seats,
            bots,
            seed: s.seed,
            lang: s.lang,
        })
    }

    /// Save the game as it stands (at a decision) to a file.
    pub fn save(&self, path: &Path) -> Result<(), SaveError> {
        let file = SaveFile {
            format: save::FORMAT.into(),
            version: save::VERSION,
            database: save::fingerprint(&self.game.db),
            lang: self.lang.clone(),
            seed: self.seed,
            seats: self.seats.clone(),
            bots: self
                .bots
                .iter()
                .map(|b| b.as_ref().and_then(|b| b.rng().cloned()))
                .collect(),
            checksum: 0,
            state: self.game.state.clone(),
        };
        file.write(path)
    }

    /// Play on until the game ends or the human stops.
    pub fn run(&mut self, loc: &Locale, io: Io) -> Result<(), PlayError> {
        let Io { input, out, scores } = io;
        let mut ui = Ui {
            loc,
            words: super::input::Words::new(loc),
            input,
            out,
        };
        loop {
            let st = self.game.run()?;
            let mut text = String::new();
            for e in self.game.take_log() {
                text += &loc.event(&self.game, &e, &self.hide);
                text += "\n";
            }
            if !text.is_empty() {
                text.pop();
                ui.say(&text)?;
            }
            if st == Status::Over {
                // The log's last lines gave the scores and the winners.
                return Ok(());
            }
            if let Some(s) = &scores {
                if let Ok(mut s) = s.lock() {
                    *s = stopped(&self.game, loc);
                }
            }
            if self.game.state.turn.number > crate::sim::MAX_TURNS {
                ui.msg("ui-turn-limit", &[("turns", crate::sim::MAX_TURNS.into())])?;
                return ui.say(&stopped(&self.game, loc));
            }
            let Some(d) = self.game.decision().cloned() else {
                return Ok(());
            };
            let c = match &mut self.bots[d.player as usize] {
                Some(b) => b.choose(&self.game, &d),
                None => match human::ask(self, &mut ui, &d)? {
                    Reply::Answer(c) => c,
                    Reply::Quit => return ui.say(&stopped(&self.game, loc)),
                },
            };
            self.game.answer(c)?;
        }
    }
}

/// "The game is stopped. Scores so far:" and the scores.
pub(super) fn stopped(game: &Game, loc: &Locale) -> String {
    format!(
        "{}\n{}",
        loc.msg("ui-stopped", &[]),
        view::scores(game, loc)
    )
}

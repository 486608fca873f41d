//! A game at the table: the engine, the seats (humans and bots), the log printed as the
//! game goes, saving and resuming.

use super::human;
use super::save::{self, SaveError, SaveFile};
use super::ui::{Reply, Ui};
use super::{view, Io, NewGame, PlayError};
use crate::agents::{self, Agent};
use crate::db::Db;
use crate::engine::{Config, Game, Logged, PlayerId, Status};
use crate::locale::{Locale, LogReader};
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
    /// Whose view the log shows: the human's (the first human's, when several share the
    /// terminal); `None` (everything) in a bots-only game.
    pub viewer: Option<PlayerId>,
    /// The seed the game was started with.
    pub seed: u64,
    /// The language.
    pub lang: String,
    /// How the game was set up, for a new game (a replay needs it).
    pub config: Option<Config>,
    /// Every answer given, in order (for a replay).
    pub answers: Vec<crate::engine::Choice>,
    /// The events of the last turns (the one before and the current one), saved with
    /// the game and shown again when it is resumed.
    pub recent: Vec<Logged>,
}

fn make_bot(name: &str, seed: u64, seat: usize) -> Result<Box<dyn Agent>, PlayError> {
    crate::strategy::bot(name, seed, seat).ok_or_else(|| {
        PlayError::Setup(format!(
            "unknown bot `{name}`; there are: {HUMAN}, {}",
            agents::AGENTS.join(", ")
        ))
    })
}

/// The players' names in a language: `name-human` for a human seat, `name-bot` with the
/// bot's own name (`bot-heuristic` ...) for a bot's.
pub(super) fn player_names(loc: &Locale, seats: &[String]) -> Vec<String> {
    (seats.iter().enumerate())
        .map(|(i, s)| {
            if let Some(name) = loc.chosen_name(i) {
                return name;
            }
            let n = (i + 1).into();
            if s == HUMAN {
                return loc.msg("name-human", &[("n", n)]);
            }
            let bot = match s.as_str() {
                "random" => loc.msg("bot-random", &[]),
                "big-money" => loc.msg("bot-big-money", &[]),
                "heuristic" => loc.msg("bot-heuristic", &[]),
                other => other.to_string(),
            };
            loc.msg("name-bot", &[("bot", bot.into()), ("n", n)])
        })
        .collect()
}

/// The reader of the log: the first human seat, or `None` when only bots play.
fn viewer(seats: &[String]) -> Option<PlayerId> {
    seats
        .iter()
        .position(|s| s == HUMAN)
        .map(PlayerId::from_index)
}

impl Table {
    /// Set up a new game. The engine and the bots are seeded as game 1 of
    /// `simulate --seed SEED` is, so a bots-only game is that game.
    pub fn new(db: Arc<Db>, loc: &Locale, g: &NewGame) -> Result<Table, PlayError> {
        let seed = crate::sim::game_seed(g.seed, 0);
        let names = player_names(loc, &g.seats);
        let mut bots = vec![];
        for (i, s) in g.seats.iter().enumerate() {
            bots.push(if s == HUMAN {
                None
            } else {
                Some(make_bot(s, seed, i)?)
            });
        }
        let cfg = Config {
            colonies: g.colonies,
            logging: true,
            ..Config::new(names, g.kingdom.clone(), seed)
        };
        let mut game = Game::new(db, &cfg)?;
        let config = Some(cfg);
        for (s, b) in bots.iter().enumerate() {
            game.state.players[s].autoplay = b.as_ref().is_some_and(|b| b.autoplay());
        }
        Ok(Table {
            game,
            viewer: viewer(&g.seats),
            seats: g.seats.clone(),
            bots,
            seed: g.seed,
            lang: loc.lang().to_string(),
            config,
            answers: vec![],
            recent: vec![],
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
            viewer: viewer(seats),
            seats: seats.to_vec(),
            bots,
            seed,
            lang: lang.to_string(),
            config: None,
            answers: vec![],
            recent: vec![],
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
        // Checked when read; again here for a SaveFile made otherwise.
        s.state.validate(&db).map_err(|e| {
            PlayError::Save(SaveError::Damaged {
                path: String::new(),
                reason: e.to_string(),
            })
        })?;
        let game = Game::resume(db, s.state)?;
        Ok(Table {
            game,
            viewer: viewer(&s.seats),
            seats: s.seats,
            bots,
            seed: s.seed,
            lang: s.lang,
            config: None,
            answers: vec![],
            recent: s.log,
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
            log: self.recent.clone(),
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
        // The log as the reader may see it, grouped ("Alice plays 4 Coppers, +$4."): a line
        // that later events may still join is held back until a human is asked or the
        // game stops.
        let mut log = LogReader::new(self.viewer, true);
        log.resume(&self.game);
        loop {
            let st = self.game.run()?;
            let mut events = self.game.take_log();
            if st == Status::Over {
                without_last_draw(&mut events);
            }
            remember(&mut self.recent, &events);
            let mut lines = log.push(loc, &self.game, events);
            let bot_next = st != Status::Over
                && self.game.state.turn.number <= crate::sim::MAX_TURNS
                && self
                    .game
                    .decision()
                    .is_some_and(|d| self.bots.get(d.player.index()).is_some_and(Option::is_some));
            if !bot_next {
                lines.extend(log.flush(loc, &self.game));
            }
            if !lines.is_empty() {
                ui.say(&lines.join("\n"))?;
            }
            if st == Status::Over {
                // The log's last lines gave the scores and the winners; then why the game
                // ended, and each player's points and deck.
                return ui.say(&super::end::screen(&self.game, loc));
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
            let c = match &mut self.bots[d.player.index()] {
                Some(b) => b.choose(&self.game, &d),
                None => match human::ask(&self.game, &|p| self.save(p), &mut ui, &d)? {
                    Reply::Answer(c) => c,
                    Reply::Quit => return ui.say(&stopped(&self.game, loc)),
                },
            };
            self.answers.push(c.clone());
            self.game.answer(c)?;
        }
    }

    /// The game so far as a replay (a new game only: a resumed one lacks its beginning).
    pub fn replay(&self) -> Option<crate::replay::Replay> {
        let cfg = self.config.as_ref()?;
        Some(crate::replay::Replay::record(
            &self.game,
            cfg,
            &self.seats,
            &self.answers,
        ))
    }
}

/// Keep the events of the last turns: from the start of the turn before the current one.
fn remember(recent: &mut Vec<Logged>, events: &[Logged]) {
    use crate::engine::Event;
    recent.extend_from_slice(events);
    let starts: Vec<usize> = (recent.iter().enumerate())
        .filter(|(_, e)| matches!(e.event, Event::TurnStart { .. }))
        .map(|(i, _)| i)
        .collect();
    if starts.len() > 2 {
        recent.drain(..starts[starts.len() - 2]);
    }
}

/// The events of the game's end without the hand the last Clean-up drew (and its
/// shuffles): the game ends after that Clean-up, but the hand is never played, and the
/// line would come between the winning buy and "The game is over.".
fn without_last_draw(events: &mut Vec<Logged>) {
    use crate::engine::Event;
    let Some(end) = (events.iter()).rposition(|e| matches!(e.event, Event::GameOver { .. })) else {
        return;
    };
    let mut from = end;
    while from > 0 {
        let e = &events[from - 1];
        let clean_up = matches!(e.event, Event::Draw(..) | Event::Shuffle(_)) && e.cause.is_none();
        if !clean_up {
            break;
        }
        from -= 1;
    }
    events.drain(from..end);
}

/// "The game is stopped. Scores so far:" and the scores.
pub(super) fn stopped(game: &Game, loc: &Locale) -> String {
    format!(
        "{}\n{}",
        loc.msg("ui-stopped", &[]),
        view::scores(game, loc)
    )
}

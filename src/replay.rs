//! Replay files: a whole game as its seed, the card database's fingerprint, the table and
//! every answer given, in readable RON. `soak` writes one for each failed game and
//! `dominion play --record FILE` one for a finished or stopped game; `dominion replay
//! FILE` plays it again and prints the log, or stops at the first answer today's engine
//! does not take as it was given, and says where.
//!
//! ```text
//! Replay(
//!     format: "dominion-replay",
//!     version: 1,
//!     database: 1234567890,          // fingerprint of the card database it was played with
//!     seed: 42,
//!     players: ["P1", "P2"],
//!     seats: ["heuristic", "random"],
//!     kingdom: ["<name>", "<name> (1E)", ...],
//!     colonies: false,
//!     note: "why it was written",
//!     answers: [Play("<name> #161"), Cards(["<name> #171"]), PlayTreasures, Buy("<name>"), ...],
//! )
//! ```
//! A card in play or in a zone is named with its number in the game (`<name> #12`): card
//! numbers are fixed by the setup, so a replay that names another card than the engine
//! holds under that number has diverged.

use crate::db::{CardId, Db};
use crate::engine::{Choice, Config, Game, Inst, Logged, Move, Status};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// The `format` field of every replay file.
pub const FORMAT: &str = "dominion-replay";
/// The version of the replay format this program writes and reads.
pub const VERSION: u32 = 1;
/// Answers a replay may hold.
pub const MAX_ANSWERS: usize = 10_000_000;

/// A game, as what is needed to play it again.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Replay {
    /// Always [`FORMAT`].
    pub format: String,
    /// [`VERSION`] when written.
    pub version: u32,
    /// Fingerprint of the card database it was played with.
    pub database: u64,
    /// The game's seed.
    pub seed: u64,
    /// Player names, in turn order.
    pub players: Vec<String>,
    /// Who sat in each seat: `human` or a bot's name (for the record).
    pub seats: Vec<String>,
    /// The Kingdom cards, by name (`<name> (1E)` for an edition).
    pub kingdom: Vec<String>,
    /// Played with Platinum and Colony.
    #[serde(default)]
    pub colonies: bool,
    /// Why the replay was written (a soak failure's message).
    #[serde(default)]
    pub note: String,
    /// Every answer, in the order given.
    pub answers: Vec<Answer>,
}

/// One answer, with cards by name.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Answer {
    /// Play this card from hand (`<name> #12`).
    Play(String),
    /// Play all Treasures.
    PlayTreasures,
    /// Buy a card (by name).
    Buy(String),
    /// End the phase.
    EndPhase,
    /// These cards (`<name> #12`); none for `[]`.
    Cards(Vec<String>),
    /// A card kind (a gain, a named card, which ability first), or none.
    Kind(Option<String>),
    /// Yes.
    Yes,
    /// No.
    No,
    /// The n-th option (1 = first).
    Pick(u8),
}

/// What went wrong with a replay file.
#[derive(Debug, thiserror::Error)]
pub enum ReplayError {
    /// Not a replay, or damaged.
    #[error("not a replay file: {0}")]
    NotAReplay(String),
    /// Another version.
    #[error("a replay of format version {0}; this program reads version {VERSION}")]
    Version(u32),
    /// Its table cannot be set up with this card database.
    #[error("the game cannot be set up: {0}")]
    Setup(String),
}

/// The result of playing a replay again.
#[derive(Debug)]
pub struct Replayed {
    /// The game as far as it went.
    pub game: Game,
    /// Its events (for the log).
    pub events: Vec<Logged>,
    /// Answers taken.
    pub answered: usize,
    /// Where and why it stopped before the end of the replay, if it did.
    pub stopped: Option<String>,
    /// The replay was written with another card database.
    pub other_database: bool,
}

/// A card instance by name and number.
fn inst_name(db: &Db, kinds: &[CardId], i: Inst) -> String {
    match kinds.get(i.index()) {
        Some(&k) => format!("{} #{i}", db.card(k).full_name()),
        None => format!("? #{i}"),
    }
}

/// The answer as it is written in a replay.
pub fn answer_of(db: &Db, kinds: &[CardId], c: &Choice) -> Answer {
    let name = |k: CardId| db.card(k).full_name();
    match c {
        Choice::Move(Move::Play(i)) => Answer::Play(inst_name(db, kinds, *i)),
        Choice::Move(Move::PlayTreasures) => Answer::PlayTreasures,
        Choice::Move(Move::Buy(k)) => Answer::Buy(name(*k)),
        Choice::Move(Move::EndPhase) => Answer::EndPhase,
        Choice::Cards(v) => Answer::Cards(v.iter().map(|&i| inst_name(db, kinds, i)).collect()),
        Choice::Kind(k) => Answer::Kind(k.map(name)),
        Choice::Yes(true) => Answer::Yes,
        Choice::Yes(false) => Answer::No,
        Choice::Index(i) => Answer::Pick(i.saturating_add(1)),
    }
}

/// The card a written `Name #N` means in this game, if it is that card.
fn inst_of(game: &Game, s: &str) -> Result<Inst, String> {
    let (name, num) = s
        .rsplit_once('#')
        .ok_or_else(|| format!("`{s}` is not a card with its number (`<name> #12`)"))?;
    let i = Inst(
        num.trim()
            .parse()
            .map_err(|_| format!("`{s}`: `{num}` is not a card number"))?,
    );
    let Some(&k) = game.state.kinds.get(i.index()) else {
        return Err(format!("`{s}`: this game has no card #{i}"));
    };
    let here = game.db.card(k).full_name();
    if !here.eq_ignore_ascii_case(name.trim()) {
        return Err(format!("`{s}`: card #{i} is {here} in this game"));
    }
    Ok(i)
}

fn kind_of(db: &Db, s: &str) -> Result<CardId, String> {
    db.find(s)
        .ok_or_else(|| format!("`{s}` is no card of this database"))
}

/// The engine's answer for a written one.
pub fn choice_of(game: &Game, a: &Answer) -> Result<Choice, String> {
    Ok(match a {
        Answer::Play(s) => Choice::Move(Move::Play(inst_of(game, s)?)),
        Answer::PlayTreasures => Choice::Move(Move::PlayTreasures),
        Answer::Buy(s) => Choice::Move(Move::Buy(kind_of(&game.db, s)?)),
        Answer::EndPhase => Choice::Move(Move::EndPhase),
        Answer::Cards(v) => Choice::Cards(
            v.iter()
                .map(|s| inst_of(game, s))
                .collect::<Result<_, _>>()?,
        ),
        Answer::Kind(k) => Choice::Kind(match k {
            Some(s) => Some(kind_of(&game.db, s)?),
            None => None,
        }),
        Answer::Yes => Choice::Yes(true),
        Answer::No => Choice::Yes(false),
        Answer::Pick(n) => Choice::Index(n.saturating_sub(1)),
    })
}

impl Replay {
    /// A replay of a game set up from `cfg`, with the answers given so far.
    pub fn record(game: &Game, cfg: &Config, seats: &[String], answers: &[Choice]) -> Replay {
        let db = &game.db;
        Replay {
            format: FORMAT.into(),
            version: VERSION,
            database: crate::terminal::save::fingerprint(db),
            seed: cfg.seed,
            players: cfg.players.clone(),
            seats: seats.to_vec(),
            kingdom: cfg
                .kingdom
                .iter()
                .map(|&k| db.card(k).full_name())
                .collect(),
            colonies: cfg.colonies,
            note: String::new(),
            answers: answers
                .iter()
                .map(|c| answer_of(db, &game.state.kinds, c))
                .collect(),
        }
    }

    /// Read a replay from its text.
    pub fn parse(text: &str) -> Result<Replay, ReplayError> {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        let r: Replay = ron::from_str(text).map_err(|e| {
            ReplayError::NotAReplay(format!(
                "line {}, column {}: {}",
                e.span.start.line, e.span.start.col, e.code
            ))
        })?;
        if r.format != FORMAT {
            return Err(ReplayError::NotAReplay(format!(
                "its format is `{}`, not `{FORMAT}`",
                r.format
            )));
        }
        if r.version != VERSION {
            return Err(ReplayError::Version(r.version));
        }
        if r.answers.len() > MAX_ANSWERS {
            return Err(ReplayError::NotAReplay(format!(
                "more than {MAX_ANSWERS} answers"
            )));
        }
        Ok(r)
    }

    /// The replay as text.
    pub fn to_text(&self) -> String {
        let pretty = ron::ser::PrettyConfig::new()
            .struct_names(true)
            .depth_limit(2);
        ron::ser::to_string_pretty(self, pretty).unwrap_or_default()
    }

    /// The table as the engine sets it up.
    pub fn config(&self, db: &Db) -> Result<Config, ReplayError> {
        let kingdom = self
            .kingdom
            .iter()
            .map(|n| kind_of(db, n).map_err(ReplayError::Setup))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Config {
            colonies: self.colonies,
            logging: true,
            ..Config::new(self.players.clone(), kingdom, self.seed)
        })
    }

    /// Play the game again, with the invariants on, until its answers run out, the game
    /// ends, or the engine does not take an answer as it was given.
    pub fn play(&self, db: Arc<Db>) -> Result<Replayed, ReplayError> {
        let other_database = crate::terminal::save::fingerprint(&db) != self.database;
        let cfg = self.config(&db)?;
        let mut game = Game::new(db, &cfg).map_err(|e| ReplayError::Setup(e.to_string()))?;
        game.set_invariants(true);
        let mut out = Replayed {
            game,
            events: vec![],
            answered: 0,
            stopped: None,
            other_database,
        };
        out.stopped = out.go(&self.answers);
        Ok(out)
    }
}

impl Replayed {
    /// Take the answers one by one; why it stopped early, if it did.
    fn go(&mut self, answers: &[Answer]) -> Option<String> {
        loop {
            let status = self.game.run();
            self.events.extend(self.game.take_log());
            let n = self.answered + 1;
            match status {
                Err(e) => return Some(format!("before answer {n}, the engine stops: {e}")),
                Ok(Status::Over) if self.answered < answers.len() => {
                    return Some(format!(
                        "the game is over, but the replay has {} more answers",
                        answers.len() - self.answered
                    ))
                }
                Ok(Status::Over) => return None,
                Ok(Status::Decide) => {
                    let Some(a) = answers.get(self.answered) else {
                        return Some(format!(
                            "the replay ends after {} answers; the game goes on",
                            self.answered
                        ));
                    };
                    let c = match choice_of(&self.game, a) {
                        Ok(c) => c,
                        Err(e) => return Some(format!("answer {n} ({a:?}) diverges: {e}")),
                    };
                    if let Err(e) = self.game.answer(c) {
                        return Some(format!("answer {n} ({a:?}) diverges: {e}"));
                    }
                    self.answered = n;
                }
            }
        }
    }
}

//! Saved games: a versioned RON file with the whole game state (pending decision and
//! RNG included), the seats, the bots' own random generators, and the language.
//!
//! ```text
//! (
//!     format: "dominion-save",
//!     version: 1,
//!     database: 1234567890,        // fingerprint of the card database it was saved with
//!     lang: "de",
//!     seed: 42,                    // the seed the game was started with (for the record)
//!     seats: ["human", "heuristic"],
//!     bots: [None, Some((state: ..., increment: ...))],
//!     checksum: 987654321,         // of the state below, to catch damaged files
//!     state: (...),                // engine::State, as serde writes it
//! )
//! ```
//! A file that is not a save, of another version, made with another card database, or
//! damaged, gives a [`SaveError`] that says which.

use crate::db::Db;
use crate::engine::State;
use rand_pcg::Pcg32;
use serde::{Deserialize, Serialize};
use std::path::Path;

/// The `format` field of every save file.
pub const FORMAT: &str = "dominion-save";
/// The version of the save format this program writes and reads.
pub const VERSION: u32 = 1;

/// A saved game.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct SaveFile {
    /// Always [`FORMAT`].
    pub format: String,
    /// [`VERSION`] when written.
    pub version: u32,
    /// Fingerprint of the card database ([`fingerprint`]).
    pub database: u64,
    /// Language of the game (`en`, `de`).
    pub lang: String,
    /// The seed the game was started with.
    pub seed: u64,
    /// One entry per seat: `human` or a bot's name.
    pub seats: Vec<String>,
    /// The bots' random generators (`None` for humans).
    pub bots: Vec<Option<Pcg32>>,
    /// Checksum of `state` as written.
    pub checksum: u64,
    /// The game.
    pub state: State,
}

/// Just enough of a file to tell whether it is a save and of which version.
#[derive(Deserialize)]
struct Header {
    format: String,
    version: u32,
}

/// What went wrong with a save file.
#[derive(Debug, thiserror::Error)]
pub enum SaveError {
    /// The file cannot be read or written.
    #[error("{path}: {source}")]
    Io {
        /// The file.
        path: String,
        /// The error.
        source: std::io::Error,
    },
    /// Not a save file at all.
    #[error("{0}: not a saved dominion game")]
    NotASave(String),
    /// A save of another format version.
    #[error("{path}: a save of format version {found}; this program reads version {VERSION}")]
    Version {
        /// The file.
        path: String,
        /// Its version.
        found: u32,
    },
    /// Saved with a different card database.
    #[error("{0}: the game was saved with a different card database (or another version of dominion) and cannot continue with this one")]
    Database(String),
    /// The file was changed or damaged.
    #[error("{path}: the saved game is damaged: {reason}")]
    Damaged {
        /// The file.
        path: String,
        /// What is wrong.
        reason: String,
    },
}

/// FNV-1a, 64 bits: a stable hash (the standard library's is not stable across runs).
fn fnv(bytes: &[u8]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in bytes {
        h ^= b as u64;
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    h
}

/// A fingerprint of a card database: equal for the same cards compiled the same way.
pub fn fingerprint(db: &Db) -> u64 {
    fnv(format!("{db:?}").as_bytes())
}

fn state_text(state: &State) -> Result<String, String> {
    ron::to_string(state).map_err(|e| e.to_string())
}

impl SaveFile {
    /// Write to a file.
    pub fn write(&self, path: &Path) -> Result<(), SaveError> {
        let name = path.display().to_string();
        let mut s = self.clone();
        s.checksum = fnv(state_text(&s.state)
            .map_err(|reason| SaveError::Damaged {
                path: name.clone(),
                reason,
            })?
            .as_bytes());
        let text =
            ron::ser::to_string_pretty(&s, ron::ser::PrettyConfig::default().compact_arrays(true))
                .map_err(|e| SaveError::Damaged {
                    path: name.clone(),
                    reason: e.to_string(),
                })?;
        std::fs::write(path, text + "\n").map_err(|source| SaveError::Io { path: name, source })
    }

    /// Read a save file and check it against the card database it is to continue on.
    pub fn read(path: &Path, db: &Db) -> Result<SaveFile, SaveError> {
        let name = path.display().to_string();
        let bytes = std::fs::read(path).map_err(|source| SaveError::Io {
            path: name.clone(),
            source,
        })?;
        let text = String::from_utf8(bytes).map_err(|_| SaveError::NotASave(name.clone()))?;
        Self::parse(&name, &text, db)
    }

    /// Parse the text of a save file (named `name` in errors).
    pub fn parse(name: &str, text: &str, db: &Db) -> Result<SaveFile, SaveError> {
        let damaged = |reason: String| SaveError::Damaged {
            path: name.to_string(),
            reason,
        };
        let header: Header = ron::from_str(text).map_err(|e| {
            if text.contains(FORMAT) {
                damaged(e.to_string())
            } else {
                SaveError::NotASave(name.to_string())
            }
        })?;
        if header.format != FORMAT {
            return Err(SaveError::NotASave(name.to_string()));
        }
        if header.version != VERSION {
            return Err(SaveError::Version {
                path: name.to_string(),
                found: header.version,
            });
        }
        let save: SaveFile = ron::from_str(text).map_err(|e| damaged(e.to_string()))?;
        if save.database != fingerprint(db) {
            return Err(SaveError::Database(name.to_string()));
        }
        let sum = fnv(state_text(&save.state).map_err(damaged)?.as_bytes());
        if sum != save.checksum {
            return Err(damaged("it was changed after saving".into()));
        }
        save.check(db).map_err(damaged)?;
        Ok(save)
    }

    /// The invariants the engine relies on, for a file that passed its checksum.
    fn check(&self, db: &Db) -> Result<(), String> {
        let s = &self.state;
        let n = s.players.len();
        if n < db.basic.min_players as usize || n > db.basic.max_players as usize {
            return Err(format!("{n} players"));
        }
        if self.seats.len() != n || self.bots.len() != n {
            return Err("the seats do not match the players".into());
        }
        if s.kinds.len() != s.locs.len() || s.kinds.len() > u16::MAX as usize {
            return Err("the card lists do not match".into());
        }
        if s.pile_of.len() != db.cards.len() || s.mat_tokens.len() != db.mats.len() {
            return Err("the Supply does not match the card database".into());
        }
        if s.turn.player as usize >= n {
            return Err("the turn belongs to no player".into());
        }
        if let Some(d) = &s.pending {
            if d.player as usize >= n {
                return Err("the pending decision belongs to no player".into());
            }
        } else if s.turn.phase != crate::engine::Phase::Over {
            return Err("no decision is pending".into());
        }
        if s.players.iter().any(|p| p.mats.len() != db.mats.len()) {
            return Err("the mats do not match the card database".into());
        }
        Ok(())
    }
}

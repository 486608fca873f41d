//! Saved games: a versioned RON file with the whole game state (pending decision and
//! RNG included), the seats, the bots' own random generators, and the language.
//!
//! ```text
//! (
//!     format: "dominion-save",
//!     version: 2,
//!     database: 1234567890,        // fingerprint of the card database it was saved with
//!     lang: "de",
//!     seed: 42,                    // the seed the game was started with (for the record)
//!     seats: ["human", "heuristic"],
//!     bots: [None, Some((state: ..., increment: ...))],
//!     log: [...],                  // the last turns' events, shown again on resume
//!     checksum: 987654321,         // of everything else in the file, to catch changes
//!     state: (...),                // engine::State, as serde writes it
//! )
//! ```
//! A file that is not a save, of another version, made with another card database,
//! changed or damaged, or whose game breaks a rule of the engine's (checked as fully as a
//! new game: [`State::validate`]), gives a [`SaveError`] that says which. A byte order
//! mark at the start is accepted. A file is written whole or not at all: to a temporary
//! file in the same directory, renamed over the old one.

use crate::db::Db;
use crate::engine::State;
use crate::locale::Locale;
use rand_pcg::Pcg32;
use serde::{Deserialize, Serialize};
use std::path::Path;

/// The `format` field of every save file.
pub const FORMAT: &str = "dominion-save";
/// The version of the save format this program writes and reads. Version 1's checksum
/// covered the state only; version 2's covers the whole file.
pub const VERSION: u32 = 2;

/// A saved game.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
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
    /// The log of the last turns (the one before the save and the one saved in), shown
    /// again, in the language of the game resumed, when it is resumed.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub log: Vec<crate::engine::Logged>,
    /// Checksum of every other field as written ([`SaveFile::to_text`]).
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
    /// Saved in a language this program does not have.
    #[error(
        "{path}: the game was saved in the language `{lang}`, which is not available \
             (available: {known}); give --lang to continue it in another one"
    )]
    Language {
        /// The file.
        path: String,
        /// The saved language.
        lang: String,
        /// The languages there are.
        known: String,
    },
}

impl SaveError {
    /// The error in the language of `loc` (the `err-save-*` messages); a damaged file's
    /// reason (where the file stops making sense) stays the parser's, in English.
    pub fn message(&self, loc: &Locale) -> String {
        use std::io::ErrorKind;
        let p = |path: &str| ("path", path.to_string().into());
        match self {
            SaveError::Io { path, source } => match source.kind() {
                ErrorKind::NotFound => loc.msg("err-save-not-found", &[p(path)]),
                ErrorKind::PermissionDenied => loc.msg("err-save-denied", &[p(path)]),
                _ => loc.msg(
                    "err-save-io",
                    &[p(path), ("error", source.to_string().into())],
                ),
            },
            SaveError::NotASave(path) => loc.msg("err-save-not-a-save", &[p(path)]),
            SaveError::Version { path, found } => loc.msg(
                "err-save-version",
                &[
                    p(path),
                    ("found", (*found).into()),
                    ("version", VERSION.into()),
                ],
            ),
            SaveError::Database(path) => loc.msg("err-save-database", &[p(path)]),
            SaveError::Damaged { path, reason } if reason == CHANGED => {
                loc.msg("err-save-changed", &[p(path)])
            }
            SaveError::Damaged { path, reason } => loc.msg(
                "err-save-damaged",
                &[p(path), ("reason", reason.clone().into())],
            ),
            SaveError::Language { path, lang, known } => loc.msg(
                "err-save-language",
                &[
                    p(path),
                    ("lang", lang.clone().into()),
                    ("known", known.clone().into()),
                ],
            ),
        }
    }
}

/// The reason of a save whose checksum does not match.
const CHANGED: &str = "it was changed after saving";

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

/// A RON error in plain words: where, and what, without the names of the program's
/// types or advice meant for programmers.
pub(crate) fn plain_ron_error(e: &ron::error::SpannedError) -> String {
    use ron::error::Error as E;
    let what = match &e.code {
        E::ExceededRecursionLimit => "the brackets are nested too deeply".to_string(),
        E::MissingStructField { field, .. } => format!("the field `{field}` is missing"),
        E::NoSuchStructField { found, .. } => format!("there is no field `{found}` here"),
        E::DuplicateStructField { field, .. } => format!("the field `{field}` is there twice"),
        E::NoSuchEnumVariant { found, .. } => format!("`{found}` is not allowed here"),
        E::ExpectedDifferentStructName { found, .. } => {
            format!("`{found}` is not allowed here")
        }
        E::ExpectedNamedStructLike(_) | E::ExpectedStructName(_) => "expected `(`".to_string(),
        E::InvalidValueForType { expected, found } => {
            let shape = ["struct ", "tuple struct ", "enum "];
            let expected = if shape.iter().any(|p| expected.starts_with(p)) {
                "something else"
            } else {
                expected.as_str()
            };
            format!("expected {expected}, found {found}")
        }
        E::Message(m) => m.clone(),
        other => {
            let t = other.to_string();
            let mut c = t.chars();
            c.next()
                .map(|f| f.to_lowercase().chain(c).collect())
                .unwrap_or(t)
        }
    };
    format!(
        "line {}, column {}: {what}",
        e.span.start.line, e.span.start.col
    )
}

/// The text without a byte order mark at its start.
pub(crate) fn without_bom(text: &str) -> &str {
    text.strip_prefix('\u{feff}').unwrap_or(text)
}

/// Does the file at `path` look like a save of this game (of any version)? Only its
/// start is read.
pub fn looks_like_save(path: &Path) -> bool {
    use std::io::Read;
    let mut start = vec![];
    let read = std::fs::File::open(path).and_then(|f| f.take(256).read_to_end(&mut start));
    read.is_ok() && String::from_utf8_lossy(&start).contains(&format!("\"{FORMAT}\""))
}

/// Write `text` to `path` whole or not at all: to a new file beside it, then renamed
/// over it (an old file at `path` is left as it was when writing fails).
pub fn write_whole(path: &Path, text: &str) -> std::io::Result<()> {
    use std::io::Write;
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    let name = path
        .file_name()
        .map_or("save".into(), |n| n.to_string_lossy());
    let tmp = dir.join(format!(".{name}.{}.tmp", std::process::id()));
    let written = (|| {
        let mut f = std::fs::File::create(&tmp)?;
        f.write_all(text.as_bytes())?;
        f.sync_all()?;
        std::fs::rename(&tmp, path)
    })();
    if written.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    written
}

impl SaveFile {
    /// The checksum of everything in the file but the checksum itself.
    fn sum(&self) -> Result<u64, String> {
        let mut s = self.clone();
        s.checksum = 0;
        let text = ron::to_string(&s).map_err(|e| e.to_string())?;
        Ok(fnv(text.as_bytes()))
    }

    /// The file's text, its checksum computed.
    pub fn to_text(&self) -> Result<String, String> {
        let mut s = self.clone();
        s.checksum = self.sum()?;
        let pretty = ron::ser::PrettyConfig::default().compact_arrays(true);
        let text = ron::ser::to_string_pretty(&s, pretty).map_err(|e| e.to_string())?;
        Ok(text + "\n")
    }

    /// Write to a file (whole or not at all).
    pub fn write(&self, path: &Path) -> Result<(), SaveError> {
        let name = path.display().to_string();
        let text = self.to_text().map_err(|reason| SaveError::Damaged {
            path: name.clone(),
            reason,
        })?;
        write_whole(path, &text).map_err(|source| SaveError::Io { path: name, source })
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
        let text = without_bom(text);
        let damaged = |reason: String| SaveError::Damaged {
            path: name.to_string(),
            reason,
        };
        let header: Header = ron::from_str(text).map_err(|e| {
            if text.contains(FORMAT) {
                damaged(plain_ron_error(&e))
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
        let save: SaveFile = ron::from_str(text).map_err(|e| damaged(plain_ron_error(&e)))?;
        if save.database != fingerprint(db) {
            return Err(SaveError::Database(name.to_string()));
        }
        if save.sum().map_err(damaged)? != save.checksum {
            return Err(damaged(CHANGED.into()));
        }
        save.check(db).map_err(damaged)?;
        Ok(save)
    }

    /// The language the game was saved in (the save read from `path`; the locales
    /// from `dir`, else the built-in ones).
    pub fn locale(&self, path: &Path, dir: Option<&Path>) -> Result<Locale, SaveError> {
        Locale::load(&self.lang, dir).map_err(|_| SaveError::Language {
            path: path.display().to_string(),
            lang: super::input::shown(&self.lang),
            known: crate::locale::languages(dir).join(", "),
        })
    }

    /// The invariants the engine relies on, for a file that passed its checksum: the
    /// seats and the bots fit the game, and the game is one the engine could have made.
    fn check(&self, db: &Db) -> Result<(), String> {
        let n = self.state.players.len();
        if self.seats.len() != n || self.bots.len() != n {
            return Err("the seats do not match the players".into());
        }
        for (seat, bot) in self.seats.iter().zip(&self.bots) {
            let known = seat == super::HUMAN || crate::agents::AGENTS.contains(&seat.as_str());
            if !known {
                return Err(format!("unknown player `{}`", super::input::shown(seat)));
            }
            if seat == super::HUMAN && bot.is_some() {
                return Err("a human seat has a bot's random generator".into());
            }
        }
        if !self.state.log.is_empty() {
            return Err("it has log lines that were never shown".into());
        }
        self.state.validate(db).map_err(|e| e.to_string())
    }
}

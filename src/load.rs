//! Reading `cards.ron`: the text into raw structs ([`RawDb`]) with `ron`, nothing checked
//! beyond the file's shape and format version. Names stay strings and rules stay text:
//! [`crate::check`] resolves and compiles them. Errors are [`Diagnostic`]s that point at a
//! line and column of the file.

use crate::db::{MatDef, OtherName, PileSize, Preset, SetDef, TokenDef, TypeDef};
use crate::diagnostics::Diagnostic;
use serde::Deserialize;

/// The `cards.ron` embedded at build time (the default database).
pub const EMBEDDED_CARDS: &str = include_str!("../cards.ron");

/// The format version this build reads.
pub const FORMAT: u32 = 1;

/// A card database as written: declarations, setup data, bots' rules, presets and cards.
#[derive(Debug, Deserialize)]
#[serde(rename = "CardDb", deny_unknown_fields)]
pub struct RawDb {
    /// The format version ([`FORMAT`]).
    pub format: u32,
    /// The sets and editions cards belong to.
    pub sets: Vec<SetDef>,
    /// Card types, in bit order.
    pub types: Vec<TypeDef>,
    /// Mats the rules may name.
    #[serde(default)]
    pub mats: Vec<MatDef>,
    /// Tokens the rules may name.
    #[serde(default)]
    pub tokens: Vec<TokenDef>,
    /// The basic game's setup.
    pub basic: RawBasic,
    /// The bots' buying rules.
    pub bots: RawBots,
    /// Recommended Kingdoms.
    #[serde(default)]
    pub presets: Vec<Preset>,
    /// Every card.
    pub cards: Vec<RawCard>,
}

/// The bots' buying rules as written (cards by name).
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawBots {
    /// The `big-money` bot's rules.
    pub big_money: Vec<RawBuyRule>,
    /// The heuristic bot's victory cards.
    pub victory: Vec<RawBuyRule>,
    /// The heuristic bot's money.
    pub money: Vec<RawBuyRule>,
}

/// One buying rule as written.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawBuyRule {
    /// The card's name.
    pub card: String,
    /// Coins needed.
    pub coins: i32,
    /// Only once an end pile has at most this many cards left.
    #[serde(default)]
    pub left: Option<u16>,
}

/// The basic game's setup as written (cards by name).
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawBasic {
    /// Each player's starting deck: card names and counts.
    pub start_deck: Vec<(String, u16)>,
    /// Cards drawn for a new hand.
    pub hand_size: u8,
    /// Fewest players.
    pub min_players: u8,
    /// Most players.
    pub max_players: u8,
    /// Piles in every game.
    pub supply: Vec<RawPile>,
    /// Piles of games with Platinum and Colony.
    #[serde(default)]
    pub colony_supply: Vec<RawPile>,
    /// Size of a Kingdom pile.
    pub kingdom_pile: PileSize,
    /// Size of a Kingdom pile of Victory cards.
    pub kingdom_victory_pile: PileSize,
    /// Piles that end the game when empty.
    pub end_piles: Vec<String>,
    /// How many empty piles end the game.
    pub end_empty_piles: PileSize,
}

/// A basic pile as written.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawPile {
    /// The card's name.
    pub card: String,
    /// Its size.
    pub size: PileSize,
}

/// A card as written.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawCard {
    /// Unique id, also the locale key `card-<id>`.
    pub id: String,
    /// English name.
    pub name: String,
    /// Edition, for cards whose editions differ.
    #[serde(default)]
    pub edition: Option<u8>,
    /// Names it has in one edition only (`[(edition: 1, name: "Harem")]`).
    #[serde(default)]
    pub other_names: Vec<OtherName>,
    /// The ids of the sets it belongs to.
    pub sets: Vec<String>,
    /// Printed cost.
    pub cost: u8,
    /// Type names.
    pub types: Vec<String>,
    /// A Kingdom card.
    #[serde(default)]
    pub kingdom: bool,
    /// The rules text, in the effect language.
    pub rules: String,
}

/// Read a card database's text into raw structs, checking only its shape and format
/// version. `file` names it in diagnostics.
pub fn read(file: &str, src: &str) -> Result<RawDb, Vec<Diagnostic>> {
    let src = without_bom(src);
    let raw: RawDb = ron_options().from_str(src).map_err(|e| {
        let mut d = Diagnostic::from_ron(file, src, &e, "card database");
        d.message = format!(
            "this is not a valid card database: {}",
            plain_error(&e.code)
        );
        vec![d]
    })?;
    if raw.format != FORMAT {
        let at = src.find("format").unwrap_or(0);
        return Err(vec![Diagnostic::at(
            file,
            src,
            at,
            6,
            format!(
                "format {} is not supported: this build reads format {FORMAT}",
                raw.format
            ),
        )]);
    }
    Ok(raw)
}

/// The text without a UTF-8 byte order mark at its start (editors on Windows write one).
pub fn without_bom(src: &str) -> &str {
    src.strip_prefix('\u{feff}').unwrap_or(src)
}

/// What the structs of `cards.ron` are, in the file's words (for RON's messages, which
/// name them as the Rust code does).
fn plain_struct(name: &str) -> &str {
    match name {
        "CardDb" | "RawDb" => "the card database `CardDb(...)`",
        "RawCard" => "a card",
        "RawBasic" => "`basic`",
        "RawBots" => "`bots`",
        "RawBuyRule" => "a bot's buying rule",
        "RawPile" => "a pile of `basic`",
        "SetDef" => "a set",
        "TypeDef" => "a card type",
        "MatDef" => "a mat",
        "TokenDef" => "a token",
        "Preset" => "a preset",
        "OtherName" => "another name of a card (`(edition: 1, name: \"...\")`)",
        "PileSize" => "a pile size",
        "Role" => "a type's role",
        _ => "this entry",
    }
}

/// `a`, `b` or `c`.
fn one_of(names: &[&str]) -> String {
    let quoted: Vec<String> = names.iter().map(|n| format!("`{n}`")).collect();
    match quoted.split_last() {
        None => "nothing".into(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
    }
}

/// RON's message for an error in `cards.ron` in plain words: the structs by what they
/// are in the file rather than their Rust names, and no advice meant for Rust
/// programmers.
fn plain_error(e: &ron::Error) -> String {
    use ron::Error as E;
    let within = |outer: &Option<String>| {
        outer
            .as_deref()
            .map_or(String::new(), |o| format!(" in {}", plain_struct(o)))
    };
    match e {
        E::NoSuchStructField {
            expected,
            found,
            outer,
        } => format!(
            "unknown field `{found}`{}: expected {}",
            within(outer),
            one_of(expected)
        ),
        E::MissingStructField { field, outer } => {
            format!("the field `{field}` is missing{}", within(outer))
        }
        E::DuplicateStructField { field, outer } => {
            format!("the field `{field}` is given twice{}", within(outer))
        }
        E::NoSuchEnumVariant {
            expected,
            found,
            outer,
        } => format!(
            "unknown `{found}`{}: expected {}",
            within(outer),
            one_of(expected)
        ),
        E::ExpectedDifferentStructName { expected, found } => {
            format!("expected {} but found `{found}`", plain_struct(expected))
        }
        E::ExpectedNamedStructLike(name) if !name.is_empty() => {
            format!("expected `(` to open {}", plain_struct(name))
        }
        E::ExpectedStructName(name) => {
            format!("expected `(` to open {}", plain_struct(name))
        }
        E::ExceededRecursionLimit => "the values are nested too deeply".into(),
        E::SuggestRawIdentifier(word) | E::InvalidIdentifier(word) => {
            format!("found `{word}` where a field's name was expected (is a `\"` missing?)")
        }
        E::UnclosedLineComment => "a line comment is not closed".into(),
        _ => e.to_string(),
    }
}

/// Read a file's text; an unreadable file is a diagnostic naming it.
pub fn read_file(path: &std::path::Path) -> Result<(String, String), Vec<Diagnostic>> {
    let name = path.display().to_string();
    match std::fs::read_to_string(path) {
        Ok(src) => Ok((name, src)),
        Err(e) => Err(vec![Diagnostic::plain(
            &name,
            format!("cannot read the card database: {e}"),
        )]),
    }
}

/// RON as the project reads it: `Some(..)` may be left out around optional values.
pub fn ron_options() -> ron::Options {
    ron::Options::default().with_default_extension(ron::extensions::Extensions::IMPLICIT_SOME)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_embedded_file_without_checking() {
        let raw = read("cards.ron", EMBEDDED_CARDS).expect("reads");
        assert!(raw.sets.iter().any(|s| s.edition.is_some()));
        assert!(raw.cards.iter().all(|c| !c.sets.is_empty()));
        // an unknown set is not the reader's business: the checker reports it
        let bad = EMBEDDED_CARDS.replacen("sets: [\"base\"]", "sets: [\"nowhere\"]", 1);
        assert!(read("cards.ron", &bad).is_ok());
        let e = read("x.ron", "CardDb(format: 1,").unwrap_err();
        assert!(e[0].render().starts_with("x.ron:1:"), "{}", e[0].render());
    }

    #[test]
    fn ron_errors_in_plain_words() {
        // No card database can nest deeply enough to reach it; its advice is for Rust
        // programmers all the same.
        let m = plain_error(&ron::Error::ExceededRecursionLimit);
        assert!(!m.contains("ron::") && !m.contains("serde_stacker"), "{m}");
        let m = plain_error(&ron::Error::MissingStructField {
            field: "rules",
            outer: Some("RawCard".into()),
        });
        assert_eq!(m, "the field `rules` is missing in a card");
        let bom = format!("\u{feff}{EMBEDDED_CARDS}");
        assert!(read("cards.ron", &bom).is_ok());
    }
}

//! Reading `cards.ron`: the file's structure with `ron`, each card's rules text with the
//! effect-language parser, then the checker. Errors come back as [`Diagnostic`]s that
//! point at a line and column of the file.

use crate::db::{Db, PileSize, Set};
use serde::Deserialize;
use std::fmt;

/// The `cards.ron` embedded at build time (the default database).
pub const EMBEDDED_CARDS: &str = include_str!("../cards.ron");

/// The format version this build reads.
pub const FORMAT: u32 = 1;

/// A located problem in an input file, plain data; rendered by [`Diagnostic::render`].
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub struct Diagnostic {
    /// File name as given.
    pub file: String,
    /// 1-based line (0 when unknown).
    pub line: usize,
    /// 1-based column, in characters (0 when unknown).
    pub col: usize,
    /// Length of the offending text, in characters (at least 1 when located).
    pub len: usize,
    /// The card whose rules are at fault, if any.
    pub card: Option<String>,
    /// What is wrong, and what was expected.
    pub message: String,
    /// "did you mean ..."
    pub suggestion: Option<String>,
    /// The text of the line, for the caret display.
    pub source_line: String,
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.render())
    }
}

impl Diagnostic {
    /// A diagnostic at a byte offset of `src`.
    pub fn at(
        file: &str,
        src: &str,
        offset: usize,
        len: usize,
        message: impl Into<String>,
    ) -> Self {
        let offset = offset.min(src.len());
        let offset = (0..=offset)
            .rev()
            .find(|&o| src.is_char_boundary(o))
            .unwrap_or(0);
        let before = &src[..offset];
        let line = before.matches('\n').count() + 1;
        let line_start = before.rfind('\n').map_or(0, |i| i + 1);
        let col = src[line_start..offset].chars().count() + 1;
        let line_end = src[offset..].find('\n').map_or(src.len(), |i| offset + i);
        Diagnostic {
            file: file.to_string(),
            line,
            col,
            len: len.max(1),
            card: None,
            message: message.into(),
            suggestion: None,
            source_line: src[line_start..line_end].trim_end_matches('\r').to_string(),
        }
    }

    /// A diagnostic without a position (a missing file, say).
    pub fn plain(file: &str, message: impl Into<String>) -> Self {
        Diagnostic {
            file: file.to_string(),
            line: 0,
            col: 0,
            len: 0,
            card: None,
            message: message.into(),
            suggestion: None,
            source_line: String::new(),
        }
    }

    /// For humans: `file:line:col: error in card X: message`, the line, a caret, a hint.
    pub fn render(&self) -> String {
        let mut s = String::new();
        if self.line > 0 {
            s += &format!("{}:{}:{}: error", self.file, self.line, self.col);
        } else {
            s += &format!("{}: error", self.file);
        }
        if let Some(c) = &self.card {
            s += &format!(" in card `{c}`");
        }
        s += &format!(": {}\n", self.message);
        if self.line > 0 {
            let num = self.line.to_string();
            let pad = " ".repeat(num.len());
            let indent: String = self
                .source_line
                .chars()
                .take(self.col.saturating_sub(1))
                .map(|c| if c == '\t' { '\t' } else { ' ' })
                .collect();
            s += &format!(
                "{pad} |\n{num} | {}\n{pad} | {indent}{}\n",
                self.source_line,
                "^".repeat(self.len)
            );
        }
        if let Some(h) = &self.suggestion {
            s += &format!("  = help: did you mean `{h}`?\n");
        }
        s
    }
}

#[derive(Debug, Deserialize)]
#[serde(rename = "CardDb", deny_unknown_fields)]
pub(crate) struct RawDb {
    pub format: u32,
    pub types: Vec<crate::db::TypeDef>,
    #[serde(default)]
    pub mats: Vec<crate::db::MatDef>,
    #[serde(default)]
    pub tokens: Vec<crate::db::TokenDef>,
    pub basic: RawBasic,
    pub bots: RawBots,
    #[serde(default)]
    pub presets: Vec<crate::db::Preset>,
    pub cards: Vec<RawCard>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawBots {
    pub big_money: Vec<RawBuyRule>,
    pub victory: Vec<RawBuyRule>,
    pub money: Vec<RawBuyRule>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawBuyRule {
    pub card: String,
    pub coins: i32,
    #[serde(default)]
    pub left: Option<u16>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawBasic {
    pub start_deck: Vec<(String, u16)>,
    pub hand_size: u8,
    pub min_players: u8,
    pub max_players: u8,
    pub supply: Vec<RawPile>,
    #[serde(default)]
    pub colony_supply: Vec<RawPile>,
    pub kingdom_pile: PileSize,
    pub kingdom_victory_pile: PileSize,
    pub end_piles: Vec<String>,
    pub end_empty_piles: PileSize,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawPile {
    pub card: String,
    pub size: PileSize,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawCard {
    pub id: String,
    pub name: String,
    #[serde(default)]
    pub edition: Option<u8>,
    pub sets: Vec<Set>,
    pub cost: u8,
    pub types: Vec<String>,
    #[serde(default)]
    pub kingdom: bool,
    pub rules: String,
}

/// Where each card's rules text starts in the source, and whether offsets inside the
/// string map one to one onto the file (true unless the string uses escapes).
pub(crate) fn locate_rules(src: &str, id: &str) -> Option<(usize, bool)> {
    let key = format!("\"{id}\"");
    let mut from = 0;
    while let Some(i) = src[from..].find(&key) {
        let at = from + i;
        from = at + key.len();
        // the id field: `id:` just before the quoted id
        if !src[..at].trim_end().ends_with("id:") {
            continue;
        }
        let r = src[from..].find("rules:")? + from + "rules:".len();
        let q = src[r..].find('"')? + r + 1;
        let exact = !src[q..].split('"').next().unwrap_or("").contains('\\');
        return Some((q, exact));
    }
    None
}

/// Read and check a card database from RON text. `file` names it in diagnostics.
pub fn load_db(file: &str, src: &str) -> Result<Db, Vec<Diagnostic>> {
    let raw: RawDb = ron_options().from_str(src).map_err(|e| {
        let pos = e.span.start;
        let mut d = Diagnostic::plain(
            file,
            format!("this is not a valid card database: {}", e.code),
        );
        if pos.line > 0 {
            let offset = line_col_to_offset(src, pos.line, pos.col);
            d = Diagnostic::at(file, src, offset, 1, d.message.clone());
        }
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
    crate::check::check(file, src, raw)
}

/// RON as the project reads it: `Some(..)` may be left out around optional values.
pub fn ron_options() -> ron::Options {
    ron::Options::default().with_default_extension(ron::extensions::Extensions::IMPLICIT_SOME)
}

/// The byte offset of a 1-based line and column (in characters).
pub fn line_col_to_offset(src: &str, line: usize, col: usize) -> usize {
    let mut offset = 0;
    for (i, l) in src.split_inclusive('\n').enumerate() {
        if i + 1 == line {
            return offset
                + l.char_indices()
                    .nth(col.saturating_sub(1))
                    .map_or(l.len(), |(b, _)| b);
        }
        offset += l.len();
    }
    src.len()
}

/// Load the embedded database (always valid: the test suite checks it).
pub fn embedded_db() -> Result<Db, Vec<Diagnostic>> {
    load_db("cards.ron", EMBEDDED_CARDS)
}

/// Load a database from a path.
pub fn db_from_path(path: &std::path::Path) -> Result<Db, Vec<Diagnostic>> {
    let name = path.display().to_string();
    let src = std::fs::read_to_string(path).map_err(|e| {
        vec![Diagnostic::plain(
            &name,
            format!("cannot read the card database: {e}"),
        )]
    })?;
    load_db(&name, &src)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn caret_rendering() {
        let src = "line one\n  gian a card\n";
        let mut d = Diagnostic::at("cards.ron", src, 11, 4, "unknown word `gian`");
        d.suggestion = Some("gain".into());
        d.card = Some("oasis".into());
        let r = d.render();
        assert!(
            r.starts_with("cards.ron:2:3: error in card `oasis`: unknown word `gian`"),
            "{r}"
        );
        assert!(r.contains("2 |   gian a card\n  |   ^^^^"), "{r}");
        assert!(r.contains("did you mean `gain`?"));
    }

    #[test]
    fn locates_rules_strings() {
        let src = "(id: \"a\", rules: \"+$1.\"), (id: \"b\", name: \"x\", rules: \"gain\")";
        let (at, exact) = locate_rules(src, "b").unwrap();
        assert!(exact);
        assert_eq!(&src[at..at + 4], "gain");
    }
}

//! The effect language's text into the [`ast`](crate::ast).
//!
//! [`parse_rules`] reads a card's `rules` text with the pest grammar in
//! `grammar/effects.pest` (see `grammar/LANGUAGE.md` for the surface syntax) and builds a
//! [`Rules`]. Names (cards, types, mats, tokens) stay unresolved [`Ident`](crate::ast::Ident)s
//! with their byte spans; the checker resolves them.
//!
//! Errors are plain data ([`ParseError`]): a byte offset and length inside the text, a
//! message in plain words and, for a misspelt keyword, a suggestion. The parser never
//! panics, whatever the input (it is fuzzed by `tests/suite/language.rs`).

mod build;
mod error;
mod grammar;

use crate::ast::Rules;

/// Every keyword of the language, as written in the text (lower case, except the game
/// terms `Supply`, `Attack`, `Attacks` and `VP`). Words outside this list are names.
///
/// Used for "did you mean" on a misspelt keyword; a test checks it against the grammar.
#[rustfmt::skip]
pub const KEYWORDS: &[&str] = &[
    "a", "action", "actions", "after", "all", "among", "an", "and", "another", "any", "are",
    "as", "aside", "has", "at", "Attack", "Attacks", "back", "bought", "buy", "buys", "by", "can't",
    "card", "cards", "choose", "clean-up", "copy", "cost", "costing", "costs", "deck", "did",
    "didn't", "discard", "discarded", "discards", "down", "draw", "during", "each", "either",
    "empty", "end", "exactly", "exchange", "extra", "face", "fewer", "first", "for", "from",
    "gain", "gained", "gains", "games", "hand", "have", "if", "in", "instead", "into", "is",
    "it", "its", "last", "least", "left", "less", "look", "mat", "may", "more", "most", "move",
    "name", "named", "next", "no", "none", "not", "now", "number", "of", "on", "once", "one", "only",
    "onto", "or", "order", "other", "otherwise", "outside", "per", "phase", "pile", "piles",
    "play", "played", "player", "players'", "plays", "previous", "put", "rest", "return", "reveal",
    "revealed", "right", "same", "set", "setting", "setup", "start", "Supply", "take", "than",
    "that", "the", "their", "them", "then", "there", "this", "time", "times", "to", "token",
    "tokens", "top", "trash", "trashed", "trashes", "total", "turn", "twice", "unaffected", "until",
    "up", "using", "VP", "was", "when", "while", "with", "worth", "would", "you", "your",
    "yours", "draws", "looks", "names", "puts", "returns", "reveals", "sets", "they", "shuffle",
    "second", "third", "fourth", "copies", "bottom", "two", "three", "type", "types", "differently", "anywhere", "pass", "passes", "such", "chooses", "drawn",
];

/// Blocks may nest this deep (`if ...: choose one: ...`); deeper texts are an error.
pub const MAX_DEPTH: usize = 32;

/// A sentence may hold at most this many `:` and `may`, the words that open a nested
/// block or effect. Checked before parsing, so that no input can exhaust the stack of the
/// recursive parser (where pest cannot probe the stack itself).
const MAX_OPENERS: usize = 4 * MAX_DEPTH;

/// Why a rules text does not parse. Plain data: rendering it with the card, line and caret
/// is the caller's job ([`ParseError::line_col`] helps).
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[error("{message}{}", suggestion.as_ref().map(|s| format!(" (did you mean `{s}`?)")).unwrap_or_default())]
pub struct ParseError {
    /// Byte offset of the error inside the text.
    pub offset: usize,
    /// Byte length of the offending word (at least 1 unless the text ended).
    pub len: usize,
    /// What was expected and what was found, in plain words.
    pub message: String,
    /// A keyword the offending word is a near miss of, if replacing it lets parsing go on.
    pub suggestion: Option<String>,
}

impl ParseError {
    /// The 1-based line and column (in characters) of the error inside `text`.
    pub fn line_col(&self, text: &str) -> (usize, usize) {
        let mut end = self.offset.min(text.len());
        while !text.is_char_boundary(end) {
            end -= 1;
        }
        let before = &text[..end];
        let line = before.matches('\n').count() + 1;
        let line_start = before.rfind('\n').map_or(0, |i| i + 1);
        (line, before[line_start..].chars().count() + 1)
    }
}

/// Parse a card's `rules` text. An empty text (or only whitespace) has no abilities.
///
/// Sentences that begin with an ability header (`worth`, `setup:`, `when ...:`,
/// `while this is ...`, `in games using this`, `this costs`, `you can't buy`) start a new
/// ability; the other sentences extend the current one (a play ability if there is none
/// yet). Play effects after a `worth` or static ability are an error.
pub fn parse_rules(text: &str) -> Result<Rules, ParseError> {
    check_nesting(text)?;
    let top = grammar::parse(text).map_err(|e| error::from_pest(text, &e))?;
    build::rules(top)
}

/// Reject sentences with more than [`MAX_OPENERS`] block openers (`:` and `may`).
fn check_nesting(text: &str) -> Result<(), ParseError> {
    let mut openers = 0;
    let mut word_start = None;
    for (i, c) in text
        .char_indices()
        .chain(std::iter::once((text.len(), ' ')))
    {
        let in_word = c.is_alphanumeric() || matches!(c, '\'' | '-' | '_');
        match (word_start, in_word) {
            (None, true) => word_start = Some(i),
            (Some(start), false) => {
                word_start = None;
                if &text[start..i] == "may" {
                    openers += 1;
                }
            }
            _ => {}
        }
        match c {
            '.' => openers = 0,
            ':' => openers += 1,
            _ => {}
        }
        if openers > MAX_OPENERS {
            let len = if c == ':' { 1 } else { 3 };
            let offset = if c == ':' { i } else { i - 3 };
            return Err(ParseError {
                offset,
                len,
                message: format!("this sentence nests too deeply (at most {MAX_OPENERS} blocks)"),
                suggestion: None,
            });
        }
    }
    Ok(())
}

/// The names of the grammar rules a text matches, in the order of a walk of its parse tree
/// (a rule matched twice is listed twice; silent rules, written `_{ }`, never appear).
/// For tools and tests that ask which parts of the grammar a text uses
/// (`tests/suite/grammar_usage.rs`); the errors are those of [`parse_rules`].
pub fn rule_names(text: &str) -> Result<Vec<String>, ParseError> {
    check_nesting(text)?;
    let top = grammar::parse(text).map_err(|e| error::from_pest(text, &e))?;
    let mut names = vec![format!("{:?}", top.as_rule())];
    names.extend(
        top.into_inner()
            .flatten()
            .map(|p| format!("{:?}", p.as_rule())),
    );
    Ok(names)
}

/// Like [`rule_names`], for a fragment of a text read as the grammar rule named `rule`
/// (`filter`, `cond`, ...): `None` when the grammar has no such rule or the rule does not
/// match the whole text (leading and trailing whitespace aside).
pub fn rule_names_as(rule: &str, text: &str) -> Option<Vec<String>> {
    use pest::Parser as _;
    use std::collections::HashMap;
    static BY_NAME: std::sync::OnceLock<HashMap<String, grammar::Rule>> =
        std::sync::OnceLock::new();
    let by_name = BY_NAME.get_or_init(|| {
        grammar::Rule::all_rules()
            .iter()
            .map(|r| (format!("{r:?}"), *r))
            .collect()
    });
    let rule = *by_name.get(rule)?;
    let text = text.trim();
    check_nesting(text).ok()?;
    let pairs = grammar::EffectParser::parse(rule, text).ok()?;
    if pairs.clone().map(|p| p.as_span().end()).max() != Some(text.len()) {
        return None;
    }
    Some(
        pairs
            .flatten()
            .map(|p| format!("{:?}", p.as_rule()))
            .collect(),
    )
}

//! Located problems in input files (`cards.ron`, scenarios, locales): plain data, rendered
//! for humans as `file:line:col`, the source line and a caret under the offending text.
//!
//! The bottom of the pipeline: it depends on no other module of the crate. RON gives no
//! positions inside string contents, so [`locate_rules`] finds where a card's rules text
//! starts in `cards.ron`, and an offset inside the rules maps back onto the file.

use std::fmt;

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
        s += &format!(": {}\n", shorten_quoted(&self.message));
        if self.line > 0 {
            let num = self.line.to_string();
            let pad = " ".repeat(num.len());
            let (line, col, len) = window(&self.source_line, self.col, self.len);
            let indent: String = line
                .chars()
                .take(col.saturating_sub(1))
                .map(|c| if c == '\t' { '\t' } else { ' ' })
                .collect();
            s += &format!(
                "{pad} |\n{num} | {line}\n{pad} | {indent}{}\n",
                "^".repeat(len)
            );
        }
        if let Some(h) = &self.suggestion {
            s += &format!("  = help: did you mean `{h}`?\n");
        }
        s
    }

    /// A diagnostic for a RON syntax or shape error: `what` names the expected content
    /// ("card database", "scenario").
    pub fn from_ron(file: &str, src: &str, e: &ron::error::SpannedError, what: &str) -> Self {
        let pos = e.span.start;
        let message = format!("this is not a valid {what}: {}", e.code);
        if pos.line > 0 {
            Diagnostic::at(
                file,
                src,
                line_col_to_offset(src, pos.line, pos.col),
                1,
                message,
            )
        } else {
            Diagnostic::plain(file, message)
        }
    }
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

/// Where a card's rules text starts in the source, and whether offsets inside the string
/// map one to one onto the file (true unless the string uses escapes). `index` is the
/// card's place in the `cards` list: the entry itself, whatever other ids (a mat's, a
/// token's) look like its id.
pub fn locate_rules(src: &str, index: usize) -> Option<(usize, bool)> {
    let at = ron_locate(
        src,
        &[
            Step::Field("cards"),
            Step::Entry(index),
            Step::Field("rules"),
        ],
    )?;
    let text = &src[at.clone()];
    let q = at.start + text.find('"')? + 1;
    let raw = text.starts_with('r');
    let exact = raw || !src[q..at.end].contains('\\');
    Some((q, exact))
}

/// One step of a path into a RON value: a field of a struct, or an entry of a list (or
/// an element of a tuple) by its place.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step<'a> {
    /// The value of a struct's field.
    Field(&'a str),
    /// The entry at this place (from 0) of a list or tuple.
    Entry(usize),
}

/// The byte range of the value a path leads to in a RON text (RON reports positions only
/// for syntax errors): `[Field("basic"), Field("min_players")]` is the `2` of
/// `basic: (min_players: 2, ...)`. Strings and comments are skipped as RON reads them;
/// `None` if the text has no such value.
pub fn ron_locate(src: &str, path: &[Step]) -> Option<std::ops::Range<usize>> {
    let b = src.as_bytes();
    let mut i = skip_trivia(b, src.len() - src.trim_start_matches('\u{feff}').len());
    // `#![enable(...)]` attributes come before the value.
    while b.get(i) == Some(&b'#') {
        let open = i + b[i..].iter().position(|&c| c == b'[')?;
        i = skip_trivia(b, group_end(b, open));
    }
    let mut at = i..value_end(b, i);
    for step in path {
        let items = ron_items(b, at.clone())?;
        at = match *step {
            Step::Field(f) => {
                items
                    .into_iter()
                    .find(|(n, _)| n.as_ref().is_some_and(|n| &src[n.clone()] == f))?
                    .1
            }
            Step::Entry(k) => items.into_iter().nth(k)?.1,
        };
    }
    Some(at)
}

/// The items of a struct, list, tuple or map value: each with its field name's range
/// (for `name: value`) and its value's range.
type Items = Vec<(Option<std::ops::Range<usize>>, std::ops::Range<usize>)>;

fn ron_items(b: &[u8], value: std::ops::Range<usize>) -> Option<Items> {
    // A struct may have its name before the parenthesis.
    let mut i = value.start;
    while i < value.end && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
        i += 1;
    }
    i = skip_trivia(b, i);
    if !matches!(b.get(i), Some(b'(' | b'[' | b'{')) {
        return None;
    }
    let mut items = Vec::new();
    i += 1;
    loop {
        i = skip_trivia(b, i);
        if i >= value.end || matches!(b[i], b')' | b']' | b'}') {
            return Some(items);
        }
        let end = value_end(b, i);
        let mut name = None;
        let mut j = i;
        while j < end && (b[j].is_ascii_alphanumeric() || b[j] == b'_') {
            j += 1;
        }
        let k = skip_trivia(b, j);
        let mut start = i;
        if j > i && b.get(k) == Some(&b':') && b.get(k + 1) != Some(&b':') {
            name = Some(i..j);
            start = skip_trivia(b, k + 1);
        }
        let mut stop = end;
        while stop > start && b[stop - 1].is_ascii_whitespace() {
            stop -= 1;
        }
        items.push((name, start..stop));
        if b.get(end) != Some(&b',') {
            return Some(items);
        }
        i = end + 1;
    }
}

/// Just after the bracket closing the one at `open`.
fn group_end(b: &[u8], open: usize) -> usize {
    let mut i = open + 1;
    loop {
        let j = value_end(b, i);
        if b.get(j) == Some(&b',') {
            i = j + 1;
        } else {
            return j + 1;
        }
    }
}

/// Whitespace and comments from `i` on skipped.
fn skip_trivia(b: &[u8], mut i: usize) -> usize {
    loop {
        match (b.get(i), b.get(i + 1)) {
            (Some(c), _) if c.is_ascii_whitespace() => i += 1,
            (Some(b'/'), Some(b'/')) => {
                while i < b.len() && b[i] != b'\n' {
                    i += 1;
                }
            }
            (Some(b'/'), Some(b'*')) => i = block_comment_end(b, i),
            _ => return i,
        }
    }
}

/// The end of the block comment starting at `i` (RON's block comments nest).
fn block_comment_end(b: &[u8], mut i: usize) -> usize {
    let mut depth = 0;
    while i < b.len() {
        match (b[i], b.get(i + 1)) {
            (b'/', Some(b'*')) => {
                depth += 1;
                i += 2;
            }
            (b'*', Some(b'/')) => {
                depth -= 1;
                i += 2;
                if depth == 0 {
                    return i;
                }
            }
            _ => i += 1,
        }
    }
    b.len()
}

/// The end of the value starting at `i`: the first `,` or closing bracket outside any
/// string, comment or bracket of its own (or the end of the text).
fn value_end(b: &[u8], mut i: usize) -> usize {
    let mut depth = 0usize;
    while i < b.len() {
        let ident_before = i > 0 && (b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'_');
        match b[i] {
            b'"' => i = string_end(b, i + 1, 0),
            b'r' if !ident_before && matches!(b.get(i + 1), Some(b'"' | b'#')) => {
                let hashes = b[i + 1..].iter().take_while(|&&c| c == b'#').count();
                if b.get(i + 1 + hashes) == Some(&b'"') {
                    i = string_end(b, i + 2 + hashes, hashes);
                } else {
                    i += 1;
                }
            }
            b'\'' => {
                // A char literal: `'x'`, `'\''`.
                let mut j = i + 1;
                while j < b.len() && b[j] != b'\'' {
                    j += if b[j] == b'\\' { 2 } else { 1 };
                }
                i = j + 1;
            }
            b'/' if matches!(b.get(i + 1), Some(b'/' | b'*')) => i = skip_trivia(b, i),
            b'(' | b'[' | b'{' => {
                depth += 1;
                i += 1;
            }
            b')' | b']' | b'}' if depth == 0 => return i,
            b')' | b']' | b'}' => {
                depth -= 1;
                i += 1;
            }
            b',' if depth == 0 => return i,
            _ => i += 1,
        }
    }
    b.len()
}

/// The index just after the string whose contents start at `i` (`hashes`: a raw string's
/// `#`s; 0 for a normal string, in which `\\` escapes).
fn string_end(b: &[u8], mut i: usize, hashes: usize) -> usize {
    while i < b.len() {
        match b[i] {
            b'\\' if hashes == 0 => i += 2,
            b'"' if b[i + 1..]
                .iter()
                .take(hashes)
                .filter(|&&c| c == b'#')
                .count()
                == hashes =>
            {
                return i + 1 + hashes;
            }
            _ => i += 1,
        }
    }
    b.len()
}

/// The offset of the last `"text"` (quoted) before `before`: a name in a card's header
/// (a type, a set), which comes before its rules text.
pub fn quoted_before(src: &str, before: usize, text: &str) -> Option<usize> {
    let mut at = before.min(src.len());
    while !src.is_char_boundary(at) {
        at -= 1;
    }
    src[..at].rfind(&format!("\"{text}\""))
}

/// The longest quoted word a message shows whole.
const QUOTED: usize = 60;
/// The most of a source line shown around the caret.
const SHOWN: usize = 200;

/// A message with every quoted word longer than [`QUOTED`] cut short (`Xyyy…`): a
/// megabyte-long misspelt name is not echoed.
fn shorten_quoted(msg: &str) -> String {
    let mut out = String::new();
    for (i, part) in msg.split('`').enumerate() {
        if i > 0 {
            out.push('`');
        }
        if i % 2 == 1 && part.chars().count() > QUOTED {
            out.extend(part.chars().take(QUOTED));
            out.push('…');
        } else {
            out.push_str(part);
        }
    }
    out
}

/// The part of a long source line around the caret (at most [`SHOWN`] characters,
/// `…` where cut), with the caret's column and length in it.
fn window(line: &str, col: usize, len: usize) -> (String, usize, usize) {
    let total = line.chars().count();
    if total <= SHOWN {
        return (line.to_string(), col, len);
    }
    let start = col.saturating_sub(1).saturating_sub(SHOWN / 3);
    let end = (start + SHOWN).min(total);
    let mut shown = String::new();
    if start > 0 {
        shown.push('…');
    }
    shown.extend(line.chars().skip(start).take(end - start));
    if end < total {
        shown.push('…');
    }
    let col = col - start + usize::from(start > 0);
    let room = shown.chars().count().saturating_sub(col.saturating_sub(1));
    (shown, col, len.min(room).max(1))
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
        let src = "Db(mats: [(id: \"b\")], cards: [(id: \"a\", rules: \"+$1.\"), (id: \"b\", name: \"x\", rules: \"gain\")])";
        let (at, exact) = locate_rules(src, 1).unwrap();
        assert!(exact);
        assert_eq!(&src[at..at + 4], "gain");
        let (at, exact) = locate_rules("(cards: [(rules: \"a\\\"b\")])", 0).unwrap();
        assert!(!exact && at == 18);
    }

    #[test]
    fn locates_values_by_path() {
        let src = "\u{feff}// a comment, with (brackets\n#![enable(implicit_some)]\nCardDb(\n  /* x, ( */ basic: (min_players: 2, max_players: 6),\n  s: r#\"a\"), \"#, t: [(\"Copper\", 7), ('(', 3)],\n)";
        let at = |p: &[Step]| ron_locate(src, p).map(|r| &src[r]);
        assert_eq!(
            at(&[Step::Field("basic"), Step::Field("max_players")]),
            Some("6")
        );
        assert_eq!(
            at(&[Step::Field("t"), Step::Entry(0), Step::Entry(1)]),
            Some("7")
        );
        assert_eq!(
            at(&[Step::Field("t"), Step::Entry(1), Step::Entry(1)]),
            Some("3")
        );
        assert_eq!(at(&[Step::Field("s")]), Some("r#\"a\"), \"#"));
        assert_eq!(at(&[Step::Field("missing")]), None);
        assert_eq!(at(&[Step::Field("t"), Step::Entry(5)]), None);
    }
}

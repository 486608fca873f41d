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

/// Where each card's rules text starts in the source, and whether offsets inside the
/// string map one to one onto the file (true unless the string uses escapes).
pub fn locate_rules(src: &str, id: &str) -> Option<(usize, bool)> {
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

/// The offset of the last `"text"` (quoted) before `before`: a name in a card's header
/// (a type, a set), which comes before its rules text.
pub fn quoted_before(src: &str, before: usize, text: &str) -> Option<usize> {
    let mut at = before.min(src.len());
    while !src.is_char_boundary(at) {
        at -= 1;
    }
    src[..at].rfind(&format!("\"{text}\""))
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

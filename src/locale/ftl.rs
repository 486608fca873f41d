//! Reading Fluent sources: what a pattern refers to (variables, with the variant keys when
//! a variable selects; messages; terms), where a name sits in its source, and syntax errors
//! at their real line and column. Shared by the renderer and the checker.

use crate::diagnostics::Diagnostic;
use fluent_syntax::ast::{Expression, InlineExpression, Pattern, PatternElement, VariantKey};
use fluent_syntax::parser::ParserError;

/// Something a pattern refers to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Ref<'s> {
    /// `$name`; `keys` are the variant keys when it is a selector (`{ $gender -> ... }`).
    Var {
        /// The variable's name, a slice of the source.
        name: &'s str,
        /// The variant keys it selects on (empty when it is only printed).
        keys: Vec<&'s str>,
    },
    /// `{ message }` or `{ message.attribute }`.
    Message(&'s str, Option<&'s str>),
    /// `{ -term }`.
    Term(&'s str),
    /// `{ FUNCTION(...) }`.
    Function(&'s str),
}

/// Everything a pattern refers to, in order.
pub(crate) fn refs<'s>(p: &Pattern<&'s str>) -> Vec<Ref<'s>> {
    let mut out = vec![];
    pattern(p, &mut out);
    out
}

/// The variables a pattern uses (each once).
pub(crate) fn vars<'s>(p: &Pattern<&'s str>) -> Vec<&'s str> {
    let mut v: Vec<&str> = vec![];
    for r in refs(p) {
        if let Ref::Var { name, .. } = r {
            if !v.contains(&name) {
                v.push(name);
            }
        }
    }
    v
}

fn pattern<'s>(p: &Pattern<&'s str>, out: &mut Vec<Ref<'s>>) {
    for e in &p.elements {
        if let PatternElement::Placeable { expression } = e {
            expr(expression, out);
        }
    }
}

fn expr<'s>(e: &Expression<&'s str>, out: &mut Vec<Ref<'s>>) {
    match e {
        Expression::Inline(i) => inline(i, out),
        Expression::Select { selector, variants } => {
            if let InlineExpression::VariableReference { id } = selector {
                let keys = variants
                    .iter()
                    .map(|v| match &v.key {
                        VariantKey::Identifier { name } => *name,
                        VariantKey::NumberLiteral { value } => *value,
                    })
                    .collect();
                out.push(Ref::Var {
                    name: id.name,
                    keys,
                });
            } else {
                inline(selector, out);
            }
            for v in variants {
                pattern(&v.value, out);
            }
        }
    }
}

fn inline<'s>(i: &InlineExpression<&'s str>, out: &mut Vec<Ref<'s>>) {
    match i {
        InlineExpression::VariableReference { id } => out.push(Ref::Var {
            name: id.name,
            keys: vec![],
        }),
        InlineExpression::MessageReference { id, attribute } => {
            out.push(Ref::Message(id.name, attribute.as_ref().map(|a| a.name)));
        }
        InlineExpression::TermReference { id, arguments, .. } => {
            out.push(Ref::Term(id.name));
            if let Some(a) = arguments {
                for x in &a.positional {
                    inline(x, out);
                }
            }
        }
        InlineExpression::FunctionReference { id, arguments } => {
            out.push(Ref::Function(id.name));
            for x in &arguments.positional {
                inline(x, out);
            }
            for x in &arguments.named {
                inline(&x.value, out);
            }
        }
        InlineExpression::Placeable { expression } => expr(expression, out),
        InlineExpression::StringLiteral { .. } | InlineExpression::NumberLiteral { .. } => {}
    }
}

/// The byte offset of `part` in `src` when `part` is a slice of it (the parser's names
/// are), else 0.
pub(crate) fn offset(src: &str, part: &str) -> usize {
    let (s, p) = (src.as_ptr() as usize, part.as_ptr() as usize);
    if p >= s && p + part.len() <= s + src.len() {
        p - s
    } else {
        0
    }
}

/// The plain text of a pattern without placeables (`masculine`), if it is one.
pub(crate) fn plain<'s>(p: &Pattern<&'s str>) -> Option<&'s str> {
    match p.elements.as_slice() {
        [PatternElement::TextElement { value }] => Some(value),
        _ => None,
    }
}

/// The text of a pattern as a reader sees it, roughly: text as written, a selection by its
/// default variant, any other placeable as `0` (for checks on the words of a message).
pub(crate) fn flat(p: &Pattern<&str>) -> String {
    let mut s = String::new();
    for e in &p.elements {
        match e {
            PatternElement::TextElement { value } => s += value,
            PatternElement::Placeable { expression } => match expression {
                Expression::Select { variants, .. } => {
                    if let Some(v) = variants.iter().find(|v| v.default) {
                        s += &flat(&v.value);
                    }
                }
                Expression::Inline(InlineExpression::StringLiteral { value }) => s += value,
                Expression::Inline(_) => s += "0",
            },
        }
    }
    s
}

/// Whether a pattern has a letter in its text (a message of only placeables and
/// punctuation, like `${ $cost }`, is the same in every language).
pub(crate) fn has_words(p: &Pattern<&str>) -> bool {
    flat(p).chars().any(char::is_alphabetic)
}

/// A Fluent syntax error as a diagnostic at its real line and column.
///
/// The parser gives up on a whole attribute when any part of it is wrong and then reports
/// "expected a name" at the start of its line; this parses such an attribute again on its
/// own to find the real place and kind of the error.
pub(crate) fn syntax_error(file: &str, src: &str, e: &ParserError) -> Diagnostic {
    let boundary = |mut p: usize| {
        p = p.min(src.len());
        while p > 0 && !src.is_char_boundary(p) {
            p -= 1;
        }
        p
    };
    let mut pos = boundary(e.pos.start);
    let mut kind = e.kind.to_string();
    let line_start = src[..pos].rfind('\n').map_or(0, |i| i + 1);
    let line_end = src[line_start..]
        .find('\n')
        .map_or(src.len(), |i| line_start + i);
    let first = src[line_start..line_end]
        .find(|c: char| c != ' ' && c != '\t')
        .map(|i| line_start + i);
    if let Some(f) = first {
        if pos <= f {
            pos = f;
            if src[f..].starts_with('.') {
                let end = e
                    .slice
                    .as_ref()
                    .map_or(line_end, |s| boundary(s.end.clamp(line_end, src.len())));
                let sub = &src[f + 1..end];
                if let Err((_, errs)) = fluent_syntax::parser::parse(sub) {
                    if let Some(e2) = errs.first() {
                        pos = boundary(f + 1 + e2.pos.start);
                        kind = e2.kind.to_string();
                    }
                }
            }
        }
    }
    // "Expected `}`" at the start of the next line means: at the end of this one.
    if pos > 0 && pos <= src.len() && src[..pos].ends_with('\n') && kind.starts_with("Expected") {
        pos -= 1;
        if src[..pos].ends_with('\r') {
            pos -= 1;
        }
    }
    let mut chars = kind.chars();
    let kind = match chars.next() {
        Some(c) => c.to_lowercase().collect::<String>() + chars.as_str(),
        None => kind,
    };
    Diagnostic::at(file, src, pos, 1, format!("bad Fluent syntax: {kind}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn first_error(src: &str) -> Diagnostic {
        let Err((_, errs)) = fluent_syntax::parser::parse(src) else {
            panic!("no error in {src:?}")
        };
        syntax_error("x.ftl", src, &errs[0])
    }

    #[test]
    fn attribute_errors_point_into_the_attribute() {
        let d = first_error("a = A\n    .text Wert\nb = B\n");
        assert_eq!((d.line, d.col), (2, 11), "{}", d.render());
        assert!(d.message.contains("\"=\""), "{}", d.message);
        let d = first_error("a = A\n    .text = { $x\nb = B\n");
        assert_eq!((d.line, d.col), (2, 17), "{}", d.render());
        let d = first_error("a = { $x\nb = B\n");
        assert_eq!((d.line, d.col), (1, 9), "{}", d.render());
        let d = first_error("a = A\nb B\nc = C\n");
        assert_eq!((d.line, d.col), (2, 3), "{}", d.render());
    }

    #[test]
    fn references() {
        let src = "a = { $g ->\n  [m] x { $n }\n *[f] { -t } { b.c }\n}\n";
        let r = fluent_syntax::parser::parse(src).expect("parses");
        let fluent_syntax::ast::Entry::Message(m) = &r.body[0] else {
            panic!()
        };
        let v = refs(m.value.as_ref().expect("value"));
        assert_eq!(
            v,
            vec![
                Ref::Var {
                    name: "g",
                    keys: vec!["m", "f"]
                },
                Ref::Var {
                    name: "n",
                    keys: vec![]
                },
                Ref::Term("t"),
                Ref::Message("b", Some("c")),
            ]
        );
        assert_eq!(offset(src, m.id.name), 0);
    }
}

//! What Fluent itself does not check in a language file:
//!
//! - functions: only `NUMBER()` exists (the bundles add Fluent's built-ins, nothing else);
//! - messages that refer to themselves, directly or through others (`a = { b }`,
//!   `b = { a }`): Fluent prints them as `{???}`;
//! - in English, every variable a message uses must be listed in its `# Variables:`
//!   comment (the contract translators read): `{ $nosuchvar }` is caught here, where
//!   Fluent would print it raw;
//! - command letters: each `cmd-*` message lists its words, the first one shown; the keys
//!   that `ui-keys-*` (`t: all Treasures`), `help-*` (a line `  t    play all your
//!   Treasures`) and `(y/n)` questions show must be such first words, and no word may
//!   belong to two commands.

use super::ftl;
use super::parsed::{File, Msg};
use crate::diagnostics::Diagnostic;
use std::collections::{BTreeMap, BTreeSet, VecDeque};

/// The functions a message may call.
const FUNCTIONS: &[&str] = &["NUMBER"];

/// Every check of this module on one file: errors into `p` (`w` is for warnings).
pub(super) fn lint(
    f: &File,
    _en: Option<&File>,
    p: &mut Vec<Diagnostic>,
    _w: &mut Vec<Diagnostic>,
) {
    for m in &f.msgs {
        for r in m.patterns().flat_map(ftl::refs) {
            if let ftl::Ref::Function(name) = r {
                if !FUNCTIONS.contains(&name) {
                    let mut d = f.at(
                        name,
                        format!(
                            "unknown function `{name}()` in `{}`: there is only {}",
                            m.id,
                            FUNCTIONS
                                .iter()
                                .map(|x| format!("`{x}()`"))
                                .collect::<Vec<_>>()
                                .join(", ")
                        ),
                    );
                    d.suggestion = crate::suggest::did_you_mean(name, FUNCTIONS.iter().copied())
                        .map(str::to_string);
                    p.push(d);
                }
            }
        }
    }
    if let Some(m) = f.get(super::COLLATION) {
        let rules = m.value.map(ftl::flat).unwrap_or_default();
        if let Err(e) = super::collate::Tailoring::parse(&rules) {
            p.push(f.at(m.id, format!("`{}`: {e}", m.id)));
        }
    }
    cycles(f, p);
    if f.lang == "en" {
        variables(f, p);
    }
    keys(f, p);
}

/// Messages that refer to themselves, through any chain of references.
fn cycles(f: &File, p: &mut Vec<Diagnostic>) {
    let mut graph: BTreeMap<&str, Vec<&str>> = BTreeMap::new();
    for m in &f.msgs {
        let to = graph.entry(m.id).or_default();
        for r in m.patterns().flat_map(ftl::refs) {
            if let ftl::Ref::Message(id, _) = r {
                if !to.contains(&id) {
                    to.push(id);
                }
            }
        }
    }
    for m in &f.msgs {
        // Breadth first from what m refers to, back to m.
        let mut parent: BTreeMap<&str, &str> = BTreeMap::new();
        let mut queue: VecDeque<&str> = VecDeque::from([m.id]);
        let mut found = false;
        while let Some(at) = queue.pop_front() {
            for &next in graph.get(at).into_iter().flatten() {
                if next == m.id {
                    parent.insert(m.id, at);
                    found = true;
                    break;
                }
                if !parent.contains_key(next) {
                    parent.insert(next, at);
                    queue.push_back(next);
                }
            }
            if found {
                break;
            }
        }
        if !found {
            continue;
        }
        let mut path = vec![m.id];
        let mut at = parent[m.id];
        while at != m.id && path.len() <= graph.len() {
            path.push(at);
            at = parent.get(at).copied().unwrap_or(m.id);
        }
        path.push(m.id);
        path.reverse();
        p.push(f.at(
            m.id,
            format!(
                "`{}` refers to itself ({}): Fluent cannot format it",
                m.id,
                path.join(" → ")
            ),
        ));
    }
}

/// The variables a comment lists (`$name`).
fn listed<'a>(comment: &[&'a str]) -> BTreeSet<&'a str> {
    let mut v = BTreeSet::new();
    for line in comment {
        for (i, _) in line.match_indices('$') {
            let rest = &line[i + 1..];
            let end = rest
                .find(|c: char| !(c.is_alphanumeric() || c == '_' || c == '-'))
                .unwrap_or(rest.len());
            let name = rest[..end].trim_end_matches('-');
            if !name.is_empty() {
                v.insert(name);
            }
        }
    }
    v
}

/// English: every variable of a message is listed in its `# Variables:` comment.
fn variables(f: &File, p: &mut Vec<Diagnostic>) {
    for m in &f.msgs {
        let used: Vec<&str> = m.patterns().flat_map(ftl::vars).collect();
        if used.is_empty() {
            continue;
        }
        if !m.comment.iter().any(|l| l.contains("Variables:")) {
            p.push(f.at(
                m.id,
                format!(
                    "`{}` uses variables but has no `# Variables:` comment right above it \
                     (what each variable holds, and where the text appears)",
                    m.id
                ),
            ));
            continue;
        }
        let declared = listed(&m.comment);
        let mut seen = BTreeSet::new();
        for v in used {
            if declared.contains(v) || !seen.insert(v) {
                continue;
            }
            let mut d = f.at_var(
                v,
                format!(
                    "unknown variable `${v}` in `{}`: its `# Variables:` comment does not \
                     list it (the program gives only those)",
                    m.id
                ),
            );
            d.suggestion =
                crate::suggest::did_you_mean(v, declared.iter().copied()).map(|s| format!("${s}"));
            p.push(d);
        }
    }
}

/// A diagnostic at the first `needle` after the start of message `m`, else at its id.
fn at_text(f: &File, m: &Msg, needle: &str, message: String) -> Diagnostic {
    let start = ftl::offset(f.src, m.id);
    // A key as shown (`t:`, `(y/`, `/n)`, a help column), else anywhere.
    let shown = [
        format!("{needle}:"),
        format!("({needle}/"),
        format!("/{needle})"),
        format!("  {needle} "),
        format!(", {needle}"),
    ];
    let found = shown
        .iter()
        .filter_map(|p| {
            let i = f.src[start..].find(p.as_str())?;
            Some(i + p.find(needle).unwrap_or(0))
        })
        .min()
        .or_else(|| f.src[start..].find(needle));
    match found {
        Some(i) => Diagnostic::at(
            f.name,
            f.src,
            start + i,
            needle.chars().count().max(1),
            message,
        ),
        None => f.at(m.id, message),
    }
}

/// Command words: no word in two commands; the keys shown are first words.
fn keys(f: &File, p: &mut Vec<Diagnostic>) {
    let (owner, first) = command_words(f, p);
    if first.is_empty() {
        return;
    }
    for m in &f.msgs {
        let Some(v) = m.value else { continue };
        for k in shown_keys(m.id, &ftl::flat(v)) {
            let key = k.to_lowercase();
            // Numbers (`1–5`, `3 or village`) and long words are not command keys.
            let is_key = key.chars().count() <= 2 || owner.contains_key(&key);
            if key.starts_with(|c: char| c.is_ascii_digit()) || !is_key {
                continue;
            }
            if first.contains(&key) {
                continue;
            }
            let hint = match owner.get(&key) {
                Some(c) => format!(" (it is a word of `{c}`, but not the one shown first)"),
                None => String::new(),
            };
            let mut d = at_text(
                f,
                m,
                &k,
                format!(
                    "`{}` shows the key `{k}`, which is not a command{hint}: the first words \
                     of the `cmd-*` messages are {}",
                    m.id,
                    first.join(", ")
                ),
            );
            d.suggestion = crate::suggest::did_you_mean(&key, first.iter().map(|s| s.as_str()))
                .map(str::to_string);
            p.push(d);
        }
    }
}

/// The words of the `cmd-*` messages (each with the command it belongs to), and the
/// first word of each; a word in two commands is a problem.
fn command_words<'f>(
    f: &'f File,
    p: &mut Vec<Diagnostic>,
) -> (BTreeMap<String, &'f str>, Vec<String>) {
    let mut owner: BTreeMap<String, &str> = BTreeMap::new();
    let mut first: Vec<String> = vec![];
    for m in f.msgs.iter().filter(|m| m.id.starts_with("cmd-")) {
        let Some(v) = m.value else { continue };
        let words: Vec<String> = ftl::flat(v)
            .split(',')
            .map(|s| s.trim().to_lowercase())
            .filter(|s| !s.is_empty())
            .collect();
        if let Some(w) = words.first() {
            first.push(w.clone());
        }
        let mut mine = BTreeSet::new();
        for w in words {
            if !mine.insert(w.clone()) {
                continue;
            }
            match owner.get(&w) {
                Some(other) => p.push(at_text(
                    f,
                    m,
                    &w,
                    format!(
                        "the command word `{w}` of `{}` is also a word of `{other}`: typing it \
                         cannot mean both",
                        m.id
                    ),
                )),
                None => {
                    owner.insert(w, m.id);
                }
            }
        }
    }
    (owner, first)
}

/// The keys a message shows: before the `:` of each ` · ` segment of `ui-keys-*`, the
/// first column of a `help-*` line, both sides of a `(y/n)`.
fn shown_keys(id: &str, text: &str) -> Vec<String> {
    let mut shown: Vec<String> = vec![];
    if id.starts_with("ui-keys-") {
        for seg in text.split(" · ") {
            let Some((left, _)) = seg.split_once(':') else {
                continue;
            };
            if let Some(k) = left.split_whitespace().next() {
                shown.push(k.to_string());
            }
        }
    }
    if id.starts_with("help-") {
        // A two-column line: `  KEY [ARG]   what it does`.
        for line in text.lines().filter(|l| l.starts_with("  ")) {
            let left = line.trim_start().split("  ").next().unwrap_or("");
            if let Some(k) = left.split_whitespace().next() {
                shown.push(k.to_string());
            }
        }
    }
    // `(y/n)` questions.
    for (i, _) in text.match_indices('(') {
        let inner = text[i + 1..].split(')').next().unwrap_or("");
        if let Some((a, b)) = inner.split_once('/') {
            if a.chars().count() <= 2 && b.chars().count() <= 2 {
                shown.push(a.to_string());
                shown.push(b.to_string());
            }
        }
    }
    shown
}

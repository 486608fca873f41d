//! Build script: embeds every `locales/*.ftl` file (adding a language is adding a file),
//! and lists the message ids the program names in its source (`src/`, outside
//! `src/locale/`), so that `dominion check` can tell a message English lacks from one no
//! language needs, and warn for messages nothing uses.
//!
//! Writes `$OUT_DIR/locales.rs` with `EMBEDDED` (language code, text) and `NAMED` (id,
//! file that names it), included by `src/locale/mod.rs`.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

fn main() {
    let root = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").unwrap_or_else(|_| ".".into()));
    let locales = root.join("locales");
    println!("cargo:rerun-if-changed=locales");
    println!("cargo:rerun-if-changed=src");
    let mut langs: Vec<(String, PathBuf)> = std::fs::read_dir(&locales)
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|e| {
            let p = e.path();
            let stem = p.file_name()?.to_str()?.strip_suffix(".ftl")?.to_string();
            Some((stem, p))
        })
        .collect();
    // English first (the fallback), then the others by code.
    langs.sort_by_key(|(l, _)| (l != "en", l.clone()));
    let mut out = String::new();
    out += "/// The locales embedded at build time: every `locales/*.ftl`, English first.\n";
    out += "pub const EMBEDDED: &[(&str, &str)] = &[\n";
    for (lang, path) in &langs {
        let _ = writeln!(
            out,
            "    ({lang:?}, include_str!({:?})),",
            path.display().to_string()
        );
    }
    out += "];\n\n";
    // The families of program messages: the prefixes of English's ids.
    let en = std::fs::read_to_string(locales.join("en.ftl")).unwrap_or_default();
    let mut prefixes: Vec<String> = en
        .lines()
        .filter_map(|l| {
            let id = l.split_once(" =").map(|(a, _)| a)?;
            let ok = !id.is_empty()
                && id
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-' || c == '_');
            let (prefix, _) = id.split_once('-').filter(|_| ok)?;
            Some(prefix.to_string())
        })
        .collect();
    prefixes.sort();
    prefixes.dedup();
    let mut named: Vec<(String, String)> = vec![];
    let src = root.join("src");
    let mut files = vec![];
    walk(&src, &mut files);
    files.sort();
    for f in files {
        let rel = f.strip_prefix(&root).unwrap_or(&f);
        if rel.starts_with("src/locale") {
            continue;
        }
        let text = std::fs::read_to_string(&f).unwrap_or_default();
        for id in literals(&text) {
            let known = id
                .split_once('-')
                .is_some_and(|(p, _)| prefixes.iter().any(|x| x == p));
            if known && !named.iter().any(|(n, _)| *n == id) {
                named.push((id, rel.display().to_string()));
            }
        }
    }
    named.sort();
    out += "/// Message ids the program names in `src/` (outside `src/locale/`), with the file.\n";
    out += "pub(crate) const NAMED: &[(&str, &str)] = &[\n";
    for (id, file) in &named {
        let _ = writeln!(out, "    ({id:?}, {file:?}),");
    }
    out += "];\n";
    let dest = PathBuf::from(std::env::var("OUT_DIR").unwrap_or_else(|_| ".".into()));
    if let Err(e) = std::fs::write(dest.join("locales.rs"), out) {
        println!("cargo:warning=cannot write locales.rs: {e}");
    }
}

fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
    for e in std::fs::read_dir(dir).into_iter().flatten().flatten() {
        let p = e.path();
        if p.is_dir() {
            walk(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

/// The string literals of Rust source that look like message ids (`"ui-keys-pick"`),
/// outside comments.
fn literals(text: &str) -> Vec<String> {
    let mut v = vec![];
    for line in text.lines() {
        let code = line.trim_start();
        if code.starts_with("//") {
            continue;
        }
        let mut parts = code.split('"');
        parts.next();
        // Every other part is inside quotes (good enough for ids: no escapes in them).
        while let Some(inside) = parts.next() {
            let id_like = inside.contains('-')
                && inside.starts_with(|c: char| c.is_ascii_lowercase())
                && !inside.ends_with('-')
                && inside
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
            if id_like {
                v.push(inside.to_string());
            }
            parts.next();
        }
    }
    v
}

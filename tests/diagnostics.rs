//! Golden files of rendered diagnostics: every `tests/diagnostics/*.txt` is a card text the
//! checker must reject. Each is added as a new card to a copy of the embedded `cards.ron`,
//! and the snapshot is the card entry as added plus every error as `Diagnostic::render`
//! shows it (message, line, caret, "did you mean"): a worse caret or a lost hint is a diff.
//!
//! A case file starts with optional header lines, `# key: value` for the card entry
//! (`types: Action, Attack`, `id: ...`, `name: ...`, `sets: ...`) or `# ...` for a comment;
//! the rest is the rules text. Lines are numbered from the entry's first line (`entry:L:C`);
//! an error that points outside the entry (at an embedded card) is shown as `cards.ron:?`.
//!
//! Each error site of the parser's builder and the checker names its case in a comment,
//! `// test_err NAME: <the text that triggers it>`; `error_sites_name_existing_cases`
//! checks that every name there has its file here.

use dominion::diagnostics::Diagnostic;
use dominion::load::EMBEDDED_CARDS;
use dominion::load_db;

/// A case: the card's header fields and its rules text.
struct Case {
    id: String,
    name: String,
    types: String,
    sets: String,
    rules: String,
}

fn parse_case(text: &str) -> Case {
    let mut case = Case {
        id: "test".into(),
        name: "Test".into(),
        types: "\"Action\"".into(),
        sets: "\"prosperity\"".into(),
        rules: String::new(),
    };
    let quoted = |v: &str| {
        v.split(',')
            .map(|t| format!("\"{}\"", t.trim()))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let mut lines = text.lines().peekable();
    while let Some(line) = lines.next_if(|l| l.starts_with('#')) {
        let Some((key, value)) = line.trim_start_matches('#').split_once(':') else {
            continue;
        };
        let value = value.trim();
        match key.trim() {
            "id" => case.id = value.into(),
            "name" => case.name = value.into(),
            "types" => case.types = quoted(value),
            "sets" => case.sets = quoted(value),
            _ => {}
        }
    }
    case.rules = lines.collect::<Vec<_>>().join("\n");
    case
}

/// The card entry: one header line, then the rules text on lines of its own.
fn entry(case: &Case) -> String {
    format!(
        "(id: \"{}\", name: \"{}\", sets: [{}], cost: 5, types: [{}], kingdom: true, rules: \"\n{}\n\"),\n",
        case.id, case.name, case.sets, case.types, case.rules
    )
}

/// A diagnostic rendered with its line counted from the entry's first line (`first`).
fn render(d: &Diagnostic, first: usize, lines: usize) -> String {
    let mut d = d.clone();
    if d.line == 0 {
        return d.render();
    }
    if (first..first + lines).contains(&d.line) {
        d.file = "entry".into();
        d.line -= first - 1;
        return d.render();
    }
    // Outside the entry: the line number would change with every edit of cards.ron.
    d.line = 1;
    d.render()
        .replacen("cards.ron:1:", "cards.ron:?:", 1)
        .replace("\n1 | ", "\n? | ")
}

#[test]
fn diagnostics() {
    insta::glob!("diagnostics/*.txt", |path| {
        let text = std::fs::read_to_string(path).expect("readable case");
        let case = parse_case(&text);
        let entry = entry(&case);
        let at = EMBEDDED_CARDS
            .rfind("],")
            .expect("the card list ends the database");
        let mut src = EMBEDDED_CARDS.to_string();
        src.insert_str(at, &entry);
        let first = src[..at].matches('\n').count() + 1;
        let errors = match load_db("cards.ron", &src) {
            Ok(_) => panic!("{}: the checker accepts this text", path.display()),
            Err(e) => e,
        };
        let mut out = format!("{entry}---\n");
        for d in &errors {
            out += &render(d, first, entry.lines().count());
        }
        insta::assert_snapshot!(out);
    });
}

/// The case names a `// test_err NAME: ...` comment at an error site in `src/` gives
/// (`parse_*` and `check_*` words outside backquotes), with the file and line.
fn named_cases() -> Vec<(String, String)> {
    fn walk(dir: &std::path::Path, out: &mut Vec<(String, String)>) {
        let Ok(entries) = std::fs::read_dir(dir) else {
            return;
        };
        for e in entries.flatten() {
            let path = e.path();
            if path.is_dir() {
                walk(&path, out);
                continue;
            }
            let Ok(text) = std::fs::read_to_string(&path) else {
                continue;
            };
            for (i, line) in text.lines().enumerate() {
                let Some((_, comment)) = line.split_once("// test_err ") else {
                    continue;
                };
                let at = format!("{}:{}", path.display(), i + 1);
                // Words outside backquotes: the even pieces of a split on '`'.
                for piece in comment.split('`').step_by(2) {
                    for word in piece.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_')) {
                        let named = ["parse_", "check_"]
                            .iter()
                            .any(|p| word.len() > p.len() && word.starts_with(p));
                        if named {
                            out.push((word.to_string(), at.clone()));
                        }
                    }
                }
            }
        }
    }
    let mut out = vec![];
    walk(
        &std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut out,
    );
    out
}

/// Every case an error site names (`// test_err NAME`) has its golden file: a renamed or
/// deleted case does not leave a comment that points nowhere.
#[test]
fn error_sites_name_existing_cases() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/diagnostics");
    let named = named_cases();
    assert!(named.len() > 40, "the test_err comments were not found");
    let missing: Vec<String> = named
        .iter()
        .filter(|(n, _)| !dir.join(format!("{n}.txt")).exists())
        .map(|(n, at)| format!("{at}: {n}"))
        .collect();
    assert!(missing.is_empty(), "no golden file for: {missing:#?}");
}

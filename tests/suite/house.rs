//! The house in order: the repository's own checks of its code (`scripts/`) find nothing.
//! Each script prints what it finds and a count on its last line.

use std::process::Command;

/// Run `scripts/<name>` with Python 3 and return its last line, failing with its whole
/// output when it exits with an error.
fn last_line(name: &str) -> String {
    let root = env!("CARGO_MANIFEST_DIR");
    let out = Command::new("python3")
        .arg(format!("{root}/scripts/{name}"))
        .current_dir(root)
        .output()
        .unwrap_or_else(|e| panic!("python3 scripts/{name}: {e}"));
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(out.status.success(), "scripts/{name} failed:\n{text}");
    text.lines().last().unwrap_or_default().to_string()
}

#[test]
fn no_function_is_over_80_lines() {
    let line = last_line("long-functions");
    assert!(line.ends_with(", 0 over 80 lines"), "{line}");
}

#[test]
fn no_module_imports_itself_in_a_circle() {
    let line = last_line("import-cycles");
    assert!(line.ends_with(", 0 circles"), "{line}");
}

#[test]
fn every_file_a_comment_names_exists() {
    let line = last_line("doc-paths");
    assert_eq!(line, "0 stale file names in comments");
}

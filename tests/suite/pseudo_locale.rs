//! A pseudo-locale (`en-XA`, made here from en.ftl: every letter of every message's text
//! accented, `Copper` → `Çóƥƥéŕ`, placeables and selectors untouched) finds English the
//! program writes without a message: any plain ASCII word left in the output of a game,
//! of `show`, of refused answers, of the status and of the end screen is hard-coded.
#![cfg(unix)]

use std::path::{Path, PathBuf};
use std::process::Command;

/// One letter, accented.
fn accent(c: char) -> char {
    const FROM: &str = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
    const TO: &str = "áƀçđéƒĝĥíĵķĺɱñóƥʠŕšţúʋŵẋýžÁƁÇĐÉƑĜĤÍĴĶĹṀÑÓƤɊŔŠŢÚṾŴẊÝŽ";
    FROM.chars()
        .position(|x| x == c)
        .and_then(|i| TO.chars().nth(i))
        .unwrap_or(c)
}

/// The text of one line of a message, accented outside its placeables (`{ ... }`, string
/// literals in them included).
fn pseudo_text(text: &str) -> String {
    let mut out = String::new();
    let (mut depth, mut quoted) = (0i32, false);
    for c in text.chars() {
        match c {
            '"' if depth > 0 => quoted = !quoted,
            '{' if !quoted => depth += 1,
            '}' if !quoted => depth = (depth - 1).max(0),
            _ => {}
        }
        out.push(if depth == 0 && c != '}' { accent(c) } else { c });
    }
    out
}

/// en.ftl as a pseudo-locale: message and attribute values and variant values accented;
/// ids, attribute names, variant keys, comments and the command words (`cmd-*`, typed by
/// the player) kept.
fn pseudo_ftl(en: &str) -> String {
    let mut out = String::new();
    let mut keep = false;
    for line in en.lines() {
        let trimmed = line.trim_start();
        let indent = &line[..line.len() - trimmed.len()];
        let new = if trimmed.starts_with('#') || trimmed.is_empty() {
            line.to_string()
        } else if indent.is_empty() && line.ends_with(" =") {
            // A message whose value starts on the next line.
            keep = line.starts_with("cmd-");
            line.to_string()
        } else if let Some((head, value)) = line.split_once(" = ").filter(|_| indent.is_empty()) {
            keep = head.starts_with("cmd-");
            if keep {
                line.to_string()
            } else {
                format!("{head} = {}", pseudo_text(value))
            }
        } else if keep {
            line.to_string()
        } else if let Some((attr, value)) =
            trimmed.strip_prefix('.').and_then(|t| t.split_once(" = "))
        {
            format!("{indent}.{attr} = {}", pseudo_text(value))
        } else if let Some(i) = trimmed
            .find(']')
            .filter(|_| trimmed.starts_with('[') || trimmed.starts_with("*["))
        {
            let (key, value) = trimmed.split_at(i + 1);
            format!("{indent}{key}{}", pseudo_text(value))
        } else {
            format!("{indent}{}", pseudo_text(trimmed))
        };
        out += &new;
        out += "\n";
    }
    out
}

/// A folder with en.ftl and en-XA.ftl.
fn locales() -> PathBuf {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let en = std::fs::read_to_string(root.join("locales/en.ftl")).expect("en.ftl");
    let dir = std::env::temp_dir().join(format!("dominion-pseudo-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("dir");
    std::fs::write(dir.join("en.ftl"), &en).expect("en");
    std::fs::write(dir.join("en-XA.ftl"), pseudo_ftl(&en)).expect("en-XA");
    dir
}

/// The binary's output (stdout and stderr) with this input.
fn run(args: &[&str], dir: &Path, input: &str) -> String {
    use std::io::Write;
    let mut c = Command::new(env!("CARGO_BIN_EXE_dominion"));
    c.args(args).args(["--lang", "en-XA", "--locales"]).arg(dir);
    c.stdin(std::process::Stdio::piped());
    c.stdout(std::process::Stdio::piped());
    c.stderr(std::process::Stdio::piped());
    let mut child = c.spawn().expect("runs");
    if let Some(mut i) = child.stdin.take() {
        let _ = i.write_all(input.as_bytes());
    }
    let out = child.wait_with_output().expect("output");
    String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr)
}

/// Plain ASCII words of 3 letters or more, with their line: English no message made.
fn english(out: &str, allowed: &[&str]) -> Vec<String> {
    let mut found = vec![];
    for line in out.lines() {
        let words = line
            .split(|c: char| !c.is_ascii_alphabetic())
            .filter(|w| w.len() >= 3 && !allowed.contains(w));
        for w in words {
            found.push(format!("{w:?} in {line:?}"));
        }
    }
    found.sort();
    found.dedup();
    found
}

#[test]
fn the_pseudo_locale_transforms_every_message() {
    let en =
        "ui-x = Copper { $n ->\n        [one] card\n       *[other] { $n } cards\n    } {\", \"}\n";
    assert_eq!(
        pseudo_ftl(en),
        "ui-x = Çóƥƥéŕ { $n ->\n        [one] çáŕđ\n       *[other] { $n } çáŕđš\n    } {\", \"}\n"
    );
    // The detector finds a name written in code (as bots' names were: "heuristic-2").
    assert_eq!(english("ĥéúŕíšţíç-2 ƀúýš", &[]).len(), 0);
    assert_eq!(english("heuristic-2 ƀúýš Çóƥƥéŕ", &[]).len(), 1);
}

#[test]
fn a_game_in_the_pseudo_locale_shows_no_hard_coded_english() {
    let dir = locales();
    // A human game: refused answers, help, the status, a buy, a save's refusal, quit.
    let human = run(
        &["play", "--preset", "High Seas", "--seed", "3"],
        &dir,
        "xyz\n99\n\n?\ns\nt\nb\n?\n\nb 99\nb gold\nb silver\ne\nq\n",
    );
    // A bots-only game to its end screen.
    let bots = run(
        &[
            "play",
            "--preset",
            "High Seas",
            "--seed",
            "3",
            "--bots",
            "heuristic,random",
        ],
        &dir,
        "",
    );
    // A card shown (its rules, in the effect language, are English by design: cut).
    let show = run(&["show", "Native Village"], &dir, "");
    let show = show.split("(native_village):").next().unwrap_or_default();
    // Command-line errors, clap's too: each in the language (the options as typed and
    // the command's synopsis are the program's syntax).
    let mut cli = String::new();
    for args in [
        &["play", "--bogus"][..],
        &["play", "--players", "x"],
        &["simulate", "--games", "0"],
        &["play", "--names", "A,A"],
        &["show"],
        &["play", "--preset", "X", "--random"],
    ] {
        cli += &run(args, &dir, "");
    }
    let syntax = [
        "bogus", "bots", "BOTS", "players", "PLAYERS", "games", "GAMES", "names", "show", "CARD",
        "dominion", "play", "preset", "PRESET", "random", "help", "simulate", "lang", "LANG",
        "locales", "DIR", "OPTIONS",
    ];
    // Typed by the player and echoed, the effect language's card ids, and the cards'
    // English names after a translated name (`show` gives them in parentheses).
    let allowed = ["xyz", "Native", "Village"];
    let mut found = english(&cli, &syntax);
    found.extend(english(&human, &allowed));
    found.extend(english(&bots, &allowed));
    found.extend(english(show, &allowed));
    assert!(
        found.is_empty(),
        "hard-coded English:\n{}\n\n{human}\n{bots}\n{show}",
        found.join("\n")
    );
    assert!(human.contains("Çóƥƥéŕ"), "{human}");
    let _ = std::fs::remove_dir_all(&dir);
}

//! The command line as a user meets it.

use std::process::Command;

fn dominion(args: &[&str]) -> (bool, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_dominion"))
        .args(args)
        .output()
        .expect("runs");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into(),
        String::from_utf8_lossy(&out.stderr).into(),
    )
}

#[test]
fn check_prints_cards_ok() {
    let (ok, out, err) = dominion(&["check"]);
    assert!(ok, "{err}");
    assert!(out.starts_with("53 cards OK"), "{out}");
}

#[test]
fn check_reports_a_bad_file_with_its_location() {
    let dir = std::env::temp_dir().join(format!("dominion-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let bad = dir.join("cards.ron");
    let src = include_str!("../cards.ron").replacen(
        "gain a Gold onto your deck",
        "gian a Gold onto your deck",
        1,
    );
    std::fs::write(&bad, src).unwrap();
    let (ok, _, err) = dominion(&["check", "--cards", bad.to_str().unwrap()]);
    assert!(!ok);
    assert!(
        err.contains("cards.ron:") && err.contains("fools_gold") && err.contains("^^^^"),
        "{err}"
    );
    let (ok, _, err) = dominion(&[
        "check",
        "--cards",
        dir.join("missing.ron").to_str().unwrap(),
    ]);
    assert!(!ok && err.contains("cannot read"), "{err}");
    let (ok, _, err) = dominion(&["check", "--locales", dir.to_str().unwrap()]);
    assert!(!ok && err.contains("en.ftl"), "{err}");
}

#[test]
fn show_in_german() {
    let (ok, out, _) = dominion(&["show", "Border Village", "--lang", "de"]);
    assert!(ok);
    assert!(out.contains("Grenzdorf"), "{out}");
    let (ok, _, err) = dominion(&["show", "Border Vilage"]);
    assert!(
        !ok && err.contains("did you mean `Border Village`"),
        "{err}"
    );
    let (ok, out, _) = dominion(&["show", "trader (1e)"]);
    assert!(ok && out.contains("would gain"), "{out}");
}

#[test]
fn simulate_is_deterministic() {
    let args = [
        "simulate",
        "--games",
        "300",
        "--bots",
        "heuristic,random",
        "--random",
        "--seed",
        "5",
    ];
    let (ok, a, err) = dominion(&args);
    assert!(ok, "{err}");
    let (_, b, _) = dominion(&args);
    let strip = |s: &str| {
        s.lines()
            .filter(|l| !l.starts_with("games/s"))
            .collect::<Vec<_>>()
            .join("\n")
    };
    assert_eq!(strip(&a), strip(&b));
    assert!(a.contains("games/s: "), "{a}");
    let (ok, _, err) = dominion(&["simulate", "--bots", "big-mony,random"]);
    assert!(!ok && err.contains("unknown bot"), "{err}");
}

#[test]
fn bots_only_game_in_german_is_german() {
    let args = [
        "play",
        "--bots",
        "heuristic,big-money",
        "--players",
        "2",
        "--seed",
        "3",
        "--random",
        "--lang",
        "de",
    ];
    let (ok, a, err) = dominion(&args);
    assert!(ok, "{err}");
    assert!(
        a.contains("Zug 1") && a.contains("kauft") && !a.contains(" buys "),
        "{a}"
    );
    let (_, b, _) = dominion(&args);
    assert_eq!(a, b, "same seed, same game");
}

#[test]
fn unknown_kingdom_card() {
    let (ok, _, err) = dominion(&["simulate", "--kingdom", "Margrave, Tunel"]);
    assert!(!ok && err.contains("did you mean `Tunnel`"), "{err}");
}

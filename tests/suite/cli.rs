//! The command line as a user meets it.

use std::process::Command;

/// Run the binary: success, standard output, standard error.
pub(crate) fn dominion(args: &[&str]) -> (bool, String, String) {
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
    let cards = dominion::load::EMBEDDED_CARDS.matches("rules:").count();
    // Each language's progress, then the verdict.
    assert!(out.starts_with("en: ") && out.contains("\nde: "), "{out}");
    assert!(
        out.contains(&format!("\n{cards} cards OK (2 languages, ")),
        "{out}"
    );
}

#[test]
fn check_reports_a_bad_file_with_its_location() {
    let dir = std::env::temp_dir().join(format!("dominion-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let bad = dir.join("cards.ron");
    let src = include_str!("../../cards.ron").replacen(
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
fn cards_can_be_named_in_any_language() {
    // `show` by the German name, in either language.
    let (ok, out, err) = dominion(&["show", "Stallungen"]);
    assert!(ok, "{err}");
    assert!(out.starts_with("Stables"), "{out}");
    let (ok, out, _) = dominion(&["show", "fahrender händler (1e)", "--lang", "de"]);
    assert!(ok && out.contains("(Trader (1E))"), "{out}");
    // A Kingdom named in German.
    let (ok, out, err) = dominion(&[
        "simulate",
        "--kingdom",
        "Stallungen, Edler Räuber, Markgraf",
        "--games",
        "5",
    ]);
    assert!(ok, "{err}");
    assert!(
        out.contains("kingdom: Stables, Noble Brigand, Margrave"),
        "{out}"
    );
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

#[test]
fn command_line_values_are_checked() {
    let cases: &[(&[&str], &str)] = &[
        (
            &["simulate", "--games", "0"],
            "--games <GAMES>': must be at least 1",
        ),
        (
            &["simulate", "--threads", "0"],
            "--threads <THREADS>': must be at least 1",
        ),
        (&["play", "--kingdom", ""], "the Kingdom names no card"),
        (&["play", "--kingdom", " , "], "the Kingdom names no card"),
        (
            &["play", "--kingdom", "Copper, Haven"],
            "`Copper` is not a Kingdom card",
        ),
        (
            &["simulate", "--kingdom", "Haven, Haven"],
            "`Haven` is named twice in the Kingdom",
        ),
        (
            &["simulate", "--kingdom", "Trader, Trader (1E)"],
            "two editions of one card",
        ),
        (
            &["play", "--kingdom", "Haven, Oasis"],
            "--kingdom names 2 cards: a Kingdom has 10",
        ),
        (
            &[
                "simulate",
                "--kingdom",
                "Haven, Oasis, Develop, Native Village, Island, Throne Room, Contraband, \
                 Margrave, Worker's Village, Trader, Goons",
            ],
            "the Kingdom names 11 cards; a Kingdom has 10",
        ),
        (
            &["play", "--players", "7"],
            "--players 7: the game takes 2 to 6 players",
        ),
        (
            &["play", "--players", "1"],
            "--players 1: the game takes 2 to 6 players",
        ),
        (
            &["play", "--players", "3", "--bots", "heuristic"],
            "--players 3 but --bots names 1 seat (heuristic)",
        ),
        (&["play", "--bots", "heuristc"], "did you mean `heuristic`?"),
        (
            &["simulate", "--bots", "big-money"],
            "the game takes 2 to 6 players",
        ),
        (&["simulate", "--kingdom", "Havn"], "did you mean `Haven`?"),
        (&["play", "--preset", "Bargain"], "did you mean `Bargains`?"),
        (
            &["play", "--resume", "Cargo.toml"],
            "Cargo.toml: not a saved dominion game",
        ),
        (
            &["play", "--resume", "no-such-file.ron"],
            "no-such-file.ron: ",
        ),
    ];
    for (args, want) in cases {
        let (ok, _, err) = dominion(args);
        assert!(!ok, "{args:?} should fail");
        assert!(err.contains(want), "{args:?}: {err}");
        assert!(!err.contains("panicked"), "{args:?}: {err}");
    }
    let (ok, out, err) = dominion(&["simulate", "--games", "3", "--kingdom", "Haven"]);
    assert!(ok, "{err}");
    assert!(err.contains("note: a Kingdom of 1 card"), "{err}");
    assert!(out.contains("games: 3"), "{out}");
}

#[test]
fn a_closed_pipe_ends_quietly() {
    use std::io::{BufRead, BufReader};
    for args in [
        &[
            "play",
            "--random",
            "--bots",
            "heuristic,heuristic",
            "--seed",
            "1",
        ][..],
        &["simulate", "--games", "20", "--bots", "heuristic,heuristic"][..],
        &["show", "Haven"][..],
        &["check"][..],
    ] {
        // A pipe whose reading end is closed before the program writes: every write fails.
        let (reader, writer) = std::io::pipe().expect("pipe");
        drop(reader);
        let out = Command::new(env!("CARGO_BIN_EXE_dominion"))
            .args(args)
            .stdout(writer)
            .output()
            .expect("runs");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success(), "{args:?}: {:?} {err}", out.status);
        assert!(err.is_empty(), "{args:?}: {err}");
    }
    // `| head -1` on a game: the reader goes away after the first line.
    let mut child = Command::new(env!("CARGO_BIN_EXE_dominion"))
        .args([
            "play",
            "--random",
            "--bots",
            "heuristic,heuristic",
            "--seed",
            "1",
        ])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("runs");
    let mut line = String::new();
    BufReader::new(child.stdout.take().expect("stdout"))
        .read_line(&mut line)
        .expect("a line");
    assert_eq!(line, "Seed: 1\n");
    let out = child.wait_with_output().expect("ends");
    assert!(out.status.success() && out.stderr.is_empty(), "{out:?}");
}

#[test]
fn play_with_bots_only_is_game_one_of_simulate() {
    for seed in ["1", "7"] {
        let (ok, log, err) = dominion(&[
            "play",
            "--random",
            "--bots",
            "heuristic,big-money",
            "--seed",
            seed,
        ]);
        assert!(ok, "{err}");
        let (ok, sim, err) = dominion(&[
            "simulate",
            "--games",
            "1",
            "--random",
            "--bots",
            "heuristic,big-money",
            "--seed",
            seed,
        ]);
        assert!(ok, "{err}");
        let winner = if log.contains("heuristic-1 wins.") {
            "seat 1 (heuristic): wins 100.00%"
        } else if log.contains("big-money-2 wins.") {
            "seat 2 (big-money): wins 100.00%"
        } else {
            "shared: 100.00%"
        };
        assert!(sim.contains(winner), "{sim}\n{log}");
        // (the turns' headings, not the end screen's)
        let turns = (log.lines())
            .filter(|l| l.starts_with("— ") && l.contains(": "))
            .count();
        assert!(
            sim.contains(&format!("turns per player: {:.3}", turns as f64 / 2.0)),
            "{turns} turns\n{sim}"
        );
    }
}

/// The command with this input; (success, stdout, stderr).
pub(crate) fn dominion_with(args: &[&str], input: &str) -> (bool, String, String) {
    use std::io::Write;
    let mut child = Command::new(env!("CARGO_BIN_EXE_dominion"))
        .args(args)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("runs");
    let mut stdin = child.stdin.take().expect("stdin");
    stdin.write_all(input.as_bytes()).expect("input");
    drop(stdin);
    let out = child.wait_with_output().expect("ends");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into(),
        String::from_utf8_lossy(&out.stderr).into(),
    )
}

/// A fresh directory for a test.
fn temp_dir(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("dominion-cli-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("dir");
    dir
}

#[test]
fn a_failed_save_leaves_the_previous_save_whole() {
    let dir = temp_dir("full");
    let path = dir.join("game.ron");
    let p = path.to_str().expect("path");
    let (ok, out, err) = dominion_with(&["play", "--seed", "3"], &format!("save {p}\nq\n"));
    assert!(ok && out.contains("Game saved to"), "{out}{err}");
    let before = std::fs::read(&path).expect("saved");
    assert!(before.len() > 8 * 1024);
    // Files may have at most 8 blocks (4 KiB): the next save fails half-written.
    let bin = env!("CARGO_BIN_EXE_dominion");
    let script = format!("trap '' XFSZ; ulimit -f 8; exec '{bin}' play --seed 4");
    let out = Command::new("sh")
        .args(["-c", &script])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .and_then(|mut c| {
            use std::io::Write;
            let mut i = c.stdin.take().expect("stdin");
            i.write_all(format!("save {p}\nq\n").as_bytes())?;
            drop(i);
            c.wait_with_output()
        })
        .expect("runs");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("The game was not saved"), "{text}");
    let after = std::fs::read(&path).expect("still there");
    assert!(
        after == before,
        "the save was changed: {} bytes, was {}",
        after.len(),
        before.len()
    );
    assert_eq!(std::fs::read_dir(&dir).expect("dir").count(), 1);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_save_in_an_unknown_language_says_so() {
    let dir = temp_dir("lang");
    let path = dir.join("game.ron");
    let p = path.to_str().expect("path");
    let (ok, _, err) = dominion_with(&["play", "--seed", "3"], &format!("save {p}\nq\n"));
    assert!(ok, "{err}");
    let db = dominion::embedded_db().expect("cards");
    let mut save = dominion::terminal::load_save(&db, &path).expect("save");
    save.lang = "xx".into();
    std::fs::write(&path, save.to_text().expect("text")).expect("write");
    let (ok, _, err) = dominion_with(&["play", "--resume", p], "q\n");
    assert!(!ok);
    assert!(
        err.contains("game.ron: the game was saved in the language `xx`, which is not available"),
        "{err}"
    );
    assert!(!err.contains("--lang xx"), "{err}");
    // --lang continues it in another language.
    let (ok, out, err) = dominion_with(&["play", "--resume", p, "--lang", "de"], "q\n");
    assert!(ok, "{err}");
    assert!(out.starts_with("Gespeichertes Spiel fortgesetzt"), "{out}");
    let _ = std::fs::remove_dir_all(&dir);
}

const SCENARIO: &str = r#"Scenario(
    title: "two Coppers",
    setup: { "Alice": (hand: ["Copper", "Copper"]) },
    steps: [Play("Copper"), Play("Copper")],
    expect: [Coins(2)],
)
"#;

#[test]
fn scenario_folders_are_read_once_and_an_empty_one_fails() {
    let dir = temp_dir("folders");
    let d = dir.to_str().expect("dir");
    let (ok, _, err) = dominion(&["scenario", d]);
    assert!(!ok);
    assert!(err.contains("no scenario file (*.ron) found in"), "{err}");
    std::fs::write(dir.join("a.ron"), SCENARIO).expect("a");
    #[cfg(unix)]
    {
        std::os::unix::fs::symlink(&dir, dir.join("self")).expect("link");
        std::os::unix::fs::symlink(&dir, dir.join("again")).expect("link");
    }
    let t = std::time::Instant::now();
    let (ok, out, err) = dominion(&["scenario", d]);
    assert!(t.elapsed().as_secs() < 20);
    assert!(ok, "{out}{err}");
    assert!(out.ends_with("1 passed, 0 failed\n"), "{out}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn scenario_files_may_start_with_a_bom_and_absurd_numbers_are_refused() {
    let dir = temp_dir("numbers");
    let bom = dir.join("bom.ron");
    std::fs::write(&bom, format!("\u{feff}{SCENARIO}")).expect("bom");
    let (ok, out, err) = dominion(&["scenario", bom.to_str().expect("path")]);
    assert!(ok, "{out}{err}");
    let vp = dir.join("vp.ron");
    let src = SCENARIO.replace(
        "(hand: [\"Copper\", \"Copper\"])",
        "(hand: [\"Copper\", \"Copper\"], vp_tokens: 2147483647)",
    );
    std::fs::write(&vp, src).expect("vp");
    let (ok, out, _) = dominion(&["scenario", vp.to_str().expect("path")]);
    assert!(!ok);
    assert!(out.contains("vp.ron:3:"), "{out}");
    assert!(
        out.contains("2147483647 VP tokens: a scenario may give at most 1000000"),
        "{out}"
    );
    let pile = dir.join("pile.ron");
    let src = SCENARIO.replace("setup:", "supply: { \"Copper\": 60000 },\n    setup:");
    std::fs::write(&pile, src).expect("pile");
    let (ok, out, _) = dominion(&["scenario", pile.to_str().expect("path")]);
    assert!(!ok);
    assert!(
        out.contains("60000 cards in the Copper pile: a pile may have at most 1000"),
        "{out}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_failing_step_shows_the_log_so_far() {
    let dir = temp_dir("step");
    let f = dir.join("step.ron");
    let src = SCENARIO.replace(
        "steps: [Play(\"Copper\"), Play(\"Copper\")]",
        "steps: [Play(\"Copper\"), Play(\"Gold\")]",
    );
    std::fs::write(&f, src).expect("file");
    let (ok, out, _) = dominion(&["scenario", f.to_str().expect("path")]);
    assert!(!ok);
    assert!(
        out.contains("step 2 (Play(\"Gold\")): no Gold in hand"),
        "{out}"
    );
    let log = after_mark(&out, "  log:\n");
    assert!(log.contains("Alice plays Copper."), "{out}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The text after `mark`.
fn after_mark<'a>(s: &'a str, mark: &str) -> &'a str {
    s.find(mark).map_or("", |i| &s[i + mark.len()..])
}

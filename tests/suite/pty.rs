//! The `dominion play` binary driven through a real pseudo-terminal (rexpect): what a
//! player types and sees, in English and German, Ctrl-D and Ctrl-C, save and resume.
#![cfg(unix)]

use rexpect::process::WaitStatus;
use rexpect::session::{spawn_command, PtySession};
use std::process::Command;

const KINGDOM: &str = "Trader, Haven, Oasis, Develop, Native Village, Island, Throne Room, \
                       Contraband, Margrave, Worker's Village";

/// Start the binary in a pty; every expectation times out after 20 s.
fn start(args: &[&str]) -> PtySession {
    let mut c = Command::new(env!("CARGO_BIN_EXE_dominion"));
    c.args(args);
    spawn_command(c, Some(20_000)).expect("a pty")
}

fn game(lang: &str, seed: &str) -> PtySession {
    start(&["play", "--kingdom", KINGDOM, "--seed", seed, "--lang", lang])
}

/// Wait for a text. (rexpect reads the output byte by byte, each byte as a char: the
/// UTF-8 bytes of the text are looked for the same way.)
fn expect(p: &mut PtySession, text: &str) {
    let bytes: String = text.bytes().map(|b| b as char).collect();
    if let Err(e) = p.exp_string(&bytes) {
        panic!("expected {text:?}: {e}");
    }
}

/// Send a line and wait for each of `texts`, in order.
fn say(p: &mut PtySession, line: &str, texts: &[&str]) {
    p.send_line(line).expect("send");
    for t in texts {
        expect(p, t);
    }
}

fn exit_code(p: &mut PtySession) -> i32 {
    p.exp_eof().expect("the program ends");
    match p.process().wait().expect("wait") {
        WaitStatus::Exited(_, code) => code,
        other => panic!("{other:?}"),
    }
}

fn temp(name: &str) -> String {
    let dir = std::env::temp_dir().join(format!("dominion-pty-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("dir");
    dir.join(name).display().to_string()
}

#[test]
fn a_game_in_english() {
    let mut p = game("en", "11");
    expect(&mut p, "Type ? at any prompt for help");
    expect(
        &mut p,
        "Your hand: 1) Copper  2) Copper  3) Copper  4) Copper  5) Estate",
    );
    expect(&mut p, "t: play all Treasures · 1–5: play one");
    say(
        &mut p,
        "abc",
        &["“abc” is neither a number nor a command here"],
    );
    say(
        &mut p,
        "99",
        &["There is no 99 here: the numbers go from 1 to 5."],
    );
    say(&mut p, "0", &["There is no 0 here"]);
    say(
        &mut p,
        "",
        &["Type the number of a card in your hand, or a command"],
    );
    say(&mut p, "1,2", &["Type only one answer."]);
    say(&mut p, "5", &["Estate cannot be played"]);
    say(&mut p, "?", &["Your turn: play Action cards", "save FILE"]);
    say(
        &mut p,
        "s",
        &[
            "Supply (number, cost now, cards left):",
            "Trash: (empty)",
            "Player 1 (you): 3 VP",
        ],
    );
    // (the line is broken to fit 80 columns)
    say(&mut p, "b copper", &["anyway? (y/n)"]);
    say(&mut p, "n", &["Not done."]);
    say(
        &mut p,
        "t",
        &[
            "Player 1 plays 4 Coppers, +$4.",
            "You can buy (b and the number or name):",
        ],
    );
    say(
        &mut p,
        "b 1",
        &["Copper costs $0 and seldom makes a deck better."],
    );
    say(&mut p, "n", &["Not done."]);
    say(
        &mut p,
        "e",
        &["You still have $4 and a Buy. End your turn without buying? (y/n)"],
    );
    say(
        &mut p,
        "y",
        &["— heuristic-2: turn 1 —", "— Player 1: turn 2 —", "> "],
    );
    say(
        &mut p,
        "q",
        &[
            "The game is stopped. Scores so far:",
            "Player 1: 3 VP",
            "heuristic-2: 3 VP",
        ],
    );
    assert_eq!(exit_code(&mut p), 0);
}

#[test]
fn a_game_in_german_ended_with_ctrl_d() {
    let mut p = game("de", "11");
    expect(&mut p, "Tippe ? für Hilfe");
    expect(&mut p, "Deine Hand: 1) Kupfer");
    say(
        &mut p,
        "xyz",
        &["„xyz“ ist hier weder eine Nummer noch ein Befehl"],
    );
    say(
        &mut p,
        "7",
        &["Die 7 gibt es hier nicht: Die Nummern gehen von 1 bis 5."],
    );
    say(
        &mut p,
        "hilfe",
        &["Dein Zug: Spiele Aktionskarten aus", "speichern DATEI"],
    );
    say(
        &mut p,
        "s",
        &[
            "Vorrat (Nummer, aktuelle Kosten, übrige Karten):",
            "Müll: (leer)",
        ],
    );
    say(&mut p, "k kupfer", &["Kupfer trotzdem kaufen? (j/n)"]);
    say(&mut p, "nein", &["Nicht ausgeführt."]);
    say(
        &mut p,
        "g",
        &["Spieler 1 spielt 4 Kupfer aus, +$4.", "Du kannst kaufen"],
    );
    say(&mut p, "k silbr", &["Meintest du Silber?"]);
    say(
        &mut p,
        "k silber",
        &["Spieler 1 kauft ein Silber.", "— Heuristik-2: Zug 1 —"],
    );
    expect(&mut p, "— Spieler 1: Zug 2 —");
    expect(&mut p, "> ");
    p.send_control('d').expect("ctrl-d");
    expect(&mut p, "(Ende der Eingabe)");
    expect(&mut p, "Das Spiel wurde abgebrochen. Punktestand bisher:");
    expect(&mut p, "Spieler 1: 3 SP");
    assert_eq!(exit_code(&mut p), 0);
}

#[test]
fn ctrl_c_prints_the_scores() {
    let mut p = game("en", "11");
    expect(&mut p, "> ");
    p.send_control('c').expect("ctrl-c");
    expect(&mut p, "The game is stopped. Scores so far:");
    expect(&mut p, "heuristic-2: 3 VP");
    assert_eq!(exit_code(&mut p), 130);
}

#[test]
fn save_and_resume_continue_identically() {
    let (saved, end_a, end_b) = (temp("a.ron"), temp("end-a.ron"), temp("end-b.ron"));
    let moves = |p: &mut PtySession, end: &str| {
        say(p, "t", &["You can buy"]);
        say(p, "b silver", &["— Player 1: turn 3 —", "> "]);
        say(p, "t", &["You can buy"]);
        say(p, "b oasis", &["— Player 1: turn 4 —", "> "]);
        say(p, &format!("save {end}"), &["Game saved to"]);
        say(p, "q", &["Scores so far:"]);
        assert_eq!(exit_code(p), 0);
    };
    let mut a = game("en", "23");
    expect(&mut a, "> ");
    say(&mut a, "t", &["You can buy"]);
    say(&mut a, "b silver", &["— Player 1: turn 2 —", "> "]);
    say(
        &mut a,
        &format!("save {saved}"),
        // (the line is broken to fit 80 columns, where depends on the path's length)
        &[saved.as_str(), "later:", saved.as_str()],
    );
    moves(&mut a, &end_a);
    let mut b = start(&["play", "--resume", &saved]);
    expect(&mut b, "Saved game resumed (seed 23; Player 1, turn ");
    expect(&mut b, "> ");
    moves(&mut b, &end_b);
    let (a, b) = (
        std::fs::read_to_string(&end_a).expect("a"),
        std::fs::read_to_string(&end_b).expect("b"),
    );
    assert_eq!(a, b, "the same game after the same answers");
    // A file that is not a save: a clear error, no panic.
    let mut p = start(&["play", "--resume", "Cargo.toml"]);
    expect(&mut p, "error: Cargo.toml: not a saved dominion game");
    assert_eq!(exit_code(&mut p), 1);
}

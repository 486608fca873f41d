//! Issue 19, the localizers' leftovers: players' chosen names with a gender, where a
//! prompt's cards go, lists joined by the language, command-line errors (clap's too) in
//! the language.

use dominion::db::{Db, Dest, MatId};
use dominion::locale::{self, Arg, Locale};
use std::sync::Arc;

fn db() -> Arc<Db> {
    Arc::new(dominion::embedded_db().expect("the embedded cards.ron checks"))
}

use super::locale_19::scratch;

/// The command with this input; (success, stdout, stderr).
fn dominion(args: &[&str], input: &str) -> (bool, String, String) {
    super::cli::dominion_with(args, input)
}

/// French: seats are "Joueur N" (masculine, "le joueur N"); a message agrees with the
/// player's gender.
const FRENCH_PLAYERS: &[(&str, &str)] = &[
    (
        "name-human = Player { $n }",
        "name-human = Joueur { $n }\n    .gender = masculine\n    .the = le joueur { $n }",
    ),
    (
        "log-unaffected = { $player } is unaffected by the Attack.",
        "log-unaffected = { $player_the } n'est pas { $player_gender ->\n        [feminine] affectée\n       *[other] affecté\n    } par l'Attaque.",
    ),
];

#[test]
fn a_chosen_name_brings_its_gender_to_every_message() {
    let dir = scratch("names", FRENCH_PLAYERS);
    let r = locale::check(&db(), Some(&dir));
    assert!(r.problems.is_empty(), "{:?}", r.problems);
    let db = db();
    let names = locale::parse_names("Alice:f,Bob:m,Camille").expect("names");
    let fr = Locale::load("fr", Some(&dir))
        .expect("fr")
        .with_names(names);
    let line = |who: &str| {
        fr.message(
            &db,
            "log-unaffected",
            vec![("player", Arg::Player(who.into()))],
        )
    };
    assert_eq!(line("Alice"), "Alice n'est pas affectée par l'Attaque.");
    assert_eq!(line("Bob"), "Bob n'est pas affecté par l'Attaque.");
    // No gender given: the default variant; a seat's own name keeps its forms.
    assert_eq!(line("Camille"), "Camille n'est pas affecté par l'Attaque.");
    assert_eq!(
        line("Joueur 4"),
        "le joueur 4 n'est pas affecté par l'Attaque."
    );
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn play_names_the_seats_as_told_and_refuses_bad_lists_in_the_language() {
    let (_, out, err) = dominion(
        &[
            "play",
            "--seed",
            "3",
            "--lang",
            "de",
            "--names",
            "Alice:f,Bob:m",
        ],
        "q\n",
    );
    assert!(
        out.contains("Alice zieht ") && out.contains("Bob zieht "),
        "{out}{err}"
    );
    assert!(
        !out.contains("Spieler 1") && !out.contains("Heuristik-2"),
        "{out}"
    );
    // An empty entry keeps the seat's name.
    let (_, out, _) = dominion(&["play", "--seed", "3", "--names", ",Bob"], "q\n");
    assert!(
        out.contains("Player 1 draws") && out.contains("Bob draws"),
        "{out}"
    );
    for (names, want) in [
        ("A,A", "Fehler: --names: Zwei Spieler heißen „A“."),
        (
            ":f",
            "Fehler: --names: „:f“ nennt ein Geschlecht, aber keinen Namen.",
        ),
        (
            "A,B,C",
            "Fehler: --names nennt 3 Plätze, aber das Spiel hat 2.",
        ),
    ] {
        let (ok, _, err) = dominion(&["play", "--lang", "de", "--names", names], "");
        assert!(!ok && err.contains(want), "{names}: {err}");
    }
}

fn mat(db: &Db, id: &str) -> MatId {
    let i = db.mats.iter().position(|m| m.id == id).expect("mat");
    MatId::from_index(i)
}

#[test]
fn a_prompt_to_move_cards_says_where_they_go() {
    let db = db();
    let de = Locale::load("de", None).expect("de");
    let en = Locale::load("en", None).expect("en");
    let island = Dest::Mat(mat(&db, "island"));
    assert_eq!(
        de.verb(&db, "verb-put", island),
        "auf dein Insel-Tableau legst"
    );
    assert_eq!(en.verb(&db, "verb-put", island), "put onto your Island mat");
    assert_eq!(
        de.verb(&db, "verb-put", Dest::Deck),
        "auf deinen Nachziehstapel legst"
    );
    assert_eq!(en.verb(&db, "verb-put", Dest::Hand), "put into your hand");
    // Other verbs take no destination.
    assert_eq!(de.verb(&db, "verb-trash", Dest::Trash), "entsorgst");
}

#[test]
fn lists_are_joined_by_the_language() {
    let de = Locale::load("de", None).expect("de");
    let items = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    assert_eq!(
        de.join(items(&["Alice", "Bob", "Carol"])),
        "Alice, Bob und Carol"
    );
    assert_eq!(de.join(items(&["Alice", "Bob"])), "Alice und Bob");
    let en = Locale::load("en", None).expect("en");
    assert_eq!(
        en.join(items(&["Alice", "Bob", "Carol"])),
        "Alice, Bob, Carol"
    );
}

#[test]
fn clap_errors_are_said_in_the_language() {
    for (args, want) in [
        (
            &["play", "--bogus", "--lang", "de"][..],
            "Fehler: Unbekannte Option „--bogus“; meintest du „--bots“?",
        ),
        (
            &["play", "--lang", "de", "--seed"],
            "Fehler: „--seed <SEED>“ braucht einen Wert.",
        ),
        (
            &["play", "--lang=de", "--players", "x"],
            "Fehler: Ungültiger Wert „x“ für „--players <PLAYERS>“: Erwartet wird eine ganze Zahl.",
        ),
        (
            &["simulate", "--games", "0", "--lang", "de"],
            "Fehler: Ungültiger Wert „0“ für „--games <GAMES>“: Es muss mindestens 1 sein.",
        ),
        (&["show", "--lang", "de"], "Fehler: Es fehlt: <CARD>"),
        (
            &["play", "--preset", "X", "--random", "--lang", "de"],
            "kann nicht zusammen mit „--random“ verwendet werden.",
        ),
        (
            &["play", "--bogus"],
            "error: unexpected argument '--bogus' found; a similar argument exists: '--bots'",
        ),
        (
            &["play", "--players", "x"],
            "error: invalid value 'x' for '--players <PLAYERS>': a whole number is expected",
        ),
    ] {
        let (ok, _, err) = dominion(args, "");
        assert!(!ok && err.contains(want), "{args:?}: {err}");
        let hint = if args.iter().any(|a| a.contains("de")) {
            "Mehr dazu mit „--help“."
        } else {
            "For more information, try '--help'."
        };
        assert!(err.trim_end().ends_with(hint), "{args:?}: {err}");
    }
    // Help is clap's, and succeeds.
    let (ok, out, _) = dominion(&["play", "--help", "--lang", "de"], "");
    assert!(ok && out.contains("--names"), "{out}");
}

#[test]
fn a_collective_name_takes_no_indefinite_article_in_german() {
    // The German review: "spielt Gesindel aus", not "spielt ein Gesindel aus"; but "das
    // Gesindel" and "es", as a neuter.
    let db = db();
    let de = Locale::load("de", None).expect("de");
    let rabble = db.find("Rabble").expect("Rabble");
    let line = |id: &str| {
        let args = vec![
            ("player", Arg::Player("Alice".into())),
            ("card", Arg::card(rabble)),
        ];
        de.message(&db, id, args)
    };
    assert_eq!(line("log-play"), "Alice spielt Gesindel aus.");
    assert_eq!(
        line("log-play-again"),
        "Alice spielt das Gesindel noch einmal aus."
    );
    let two = de.message(
        &db,
        "log-gain",
        vec![
            ("player", Arg::Player("Alice".into())),
            ("card", Arg::Cards(vec![(rabble, 2)])),
        ],
    );
    assert_eq!(two, "Alice nimmt 2 Gesindel.");
}

#[test]
fn islands_prompt_says_the_cards_go_onto_the_island_mat() {
    // The German review: "wähle eine Karte, die du verschiebst" named no place.
    let kingdom = "Trader, Haven, Oasis, Develop, Native Village, Island, Throne Room, \
                   Contraband, Margrave, Worker's Village";
    let mut input = "g\nk insel\n".to_string();
    input += &"1\n1\ng\ne\nj\n".repeat(6);
    input += "q\n";
    let args = [
        "play",
        "--kingdom",
        kingdom,
        "--lang",
        "de",
        "--seed",
        "11",
        "--names",
        "Alice:f",
    ];
    let (_, out, err) = dominion(&args, &input);
    assert!(
        out.contains("Alice, Insel: Wähle eine Karte, die du auf dein Insel-Tableau legst:"),
        "{out}{err}"
    );
}

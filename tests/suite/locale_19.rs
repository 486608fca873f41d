//! Issue 19, the localizers' part: grammar for players and mats in every message, a cost
//! in prose apart from the table's, the language's collation for sorting and typing
//! names, command-line errors in the language, and what `check` says of a scratch
//! language.

use dominion::db::Db;
use dominion::locale::{self, Arg, Locale};
use fluent_bundle::FluentValue;
use std::path::{Path, PathBuf};
use std::sync::Arc;

fn db() -> Arc<Db> {
    Arc::new(dominion::embedded_db().expect("the embedded cards.ron checks"))
}

/// A directory with the built-in languages and `fr.ftl`: English with `edits` (from, to)
/// applied, each of which must apply.
pub(crate) fn scratch(tag: &str, edits: &[(&str, &str)]) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("dominion-l19-{tag}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    for (lang, src) in locale::EMBEDDED {
        std::fs::write(dir.join(format!("{lang}.ftl")), src).expect("write");
    }
    let mut fr = locale::EMBEDDED[0].1.to_string();
    for (from, to) in edits {
        assert!(fr.contains(from), "fixture out of date: {from}");
        fr = fr.replacen(from, to, 1);
    }
    std::fs::write(dir.join("fr.ftl"), fr).expect("write");
    dir
}

fn problems(dir: &Path) -> Vec<String> {
    let r = locale::check(&db(), Some(dir));
    r.problems.iter().map(|d| d.render()).collect()
}

/// French gives its seat names a gender and a form with the article.
const PLAYERS: &[(&str, &str)] = &[
    (
        "name-human = Player { $n }",
        "name-human = Joueur { $n }\n    .gender = masculine\n    .the = le joueur { $n }",
    ),
    (
        "log-unaffected = { $player } is unaffected by the Attack.",
        "log-unaffected = L'Attaque n'affecte pas { $player_the } ({ $player_gender ->\n        [masculine] il\n       *[other] on\n    } : { $player_initial }).",
    ),
    (
        "status-you = { $player } (you)",
        "status-you = { $player_the } ({ $player_initial })",
    ),
];

#[test]
fn players_have_the_forms_of_their_names_in_every_message() {
    let dir = scratch("players", PLAYERS);
    assert!(problems(&dir).is_empty(), "{:?}", problems(&dir));
    let fr = Locale::load("fr", Some(&dir)).expect("fr");
    let db = db();
    // A log line.
    let line = |name: &str| {
        fr.message(
            &db,
            "log-unaffected",
            vec![("player", Arg::Player(name.into()))],
        )
    };
    assert_eq!(
        line("Joueur 2"),
        "L'Attaque n'affecte pas le joueur 2 (il : j)."
    );
    // A name the player chose has no forms: the name itself, the default variant.
    assert_eq!(line("Émile"), "L'Attaque n'affecte pas Émile (on : e).");
    // A message of the terminal, with the name as plain text.
    let you = fr.msg("status-you", &[("player", FluentValue::from("Joueur 1"))]);
    assert_eq!(you, "le joueur 1 (j)");
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn an_unknown_form_of_a_player_is_an_error_with_the_forms_there_are() {
    let mut edits = PLAYERS.to_vec();
    edits.push((
        "ui-resumed = Saved game resumed (seed { $seed }; { $player }, turn { $turn }).",
        "ui-resumed = Partie reprise (graine { $seed } ; { $player_theh }, tour { $turn }).",
    ));
    let dir = scratch("players-bad", &edits);
    let p = problems(&dir).join("\n");
    assert!(p.contains("unknown form `$player_theh`"), "{p}");
    assert!(p.contains("`the`"), "{p}");
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn a_mat_has_a_label_form_for_the_start_of_a_line() {
    let mut fr = locale::EMBEDDED[0].1.to_string();
    for (id, name) in [
        ("island", "Island mat"),
        ("native_village", "Native Village mat"),
        ("trade_route", "Trade Route mat"),
        ("pirate_ship", "Pirate Ship mat"),
    ] {
        let from = format!("mat-{id} = {name}\n");
        let label = name.replace(" mat", "");
        let to = format!("mat-{id} = {name}\n    .label = Plateau {label}\n");
        assert!(fr.contains(&from), "{from}");
        fr = fr.replacen(&from, &to, 1);
    }
    let edits_owned = [(
        "status-mat = { $mat }: { $cards }".to_string(),
        "status-mat = { $mat_label } : { $cards }".to_string(),
    )];
    for (a, b) in &edits_owned {
        fr = fr.replacen(a, b, 1);
    }
    let dir = scratch("mats", &[]);
    std::fs::write(dir.join("fr.ftl"), &fr).expect("write");
    assert!(problems(&dir).is_empty(), "{:?}", problems(&dir));
    let loc = Locale::load("fr", Some(&dir)).expect("fr");
    let db = db();
    let nv = (db.mats.iter().position(|m| m.id == "native_village")).expect("mat") as u8;
    let line = loc.msg_mat("status-mat", &[("cards", "Cuivre".into())], &db, nv);
    assert_eq!(line, "Plateau Native Village : Cuivre");
    // A mat without the label is an error, now that a message uses it.
    let fr2 = fr.replacen("    .label = Plateau Island\n", "", 1);
    std::fs::write(dir.join("fr.ftl"), fr2).expect("write");
    let p = problems(&dir).join("\n");
    assert!(p.contains("`mat-island` has no `.label`"), "{p}");
    std::fs::remove_dir_all(dir).ok();
}

/// A new game against the heuristic bot in `loc`, answered with `input`; its output.
fn new_game(loc: &Locale, seed: u64, input: &str) -> String {
    use dominion::terminal::{self, Io, NewGame};
    let db = db();
    let kingdom = "Trader, Haven, Oasis, Develop, Native Village, Island, Throne Room, \
                   Contraband, Margrave, Worker's Village"
        .split(',')
        .map(|n| db.find(n.trim()).expect("card"))
        .collect();
    let g = NewGame {
        seats: vec!["human".into(), "heuristic".into()],
        kingdom,
        colonies: false,
        seed,
        record: None,
    };
    let mut inp = input.as_bytes();
    let mut out = vec![];
    let io = Io {
        input: &mut inp,
        out: &mut out,
        scores: None,
    };
    terminal::play(db, loc, &g, io).expect("plays");
    String::from_utf8(out).expect("utf-8")
}

#[test]
fn a_cost_in_a_sentence_is_the_messages_own_not_the_tables_cell() {
    // The table keeps "$6"; the refusal writes the number its own way.
    let dir = scratch(
        "cost",
        &[(
            "err-too-expensive-unplayed = { $card } costs ${ $cost }; you have ${ $coins }",
            "err-too-expensive-unplayed = { $card } costs { $cost } coins; you have { $coins } coins",
        )],
    );
    assert!(problems(&dir).is_empty(), "{:?}", problems(&dir));
    let fr = Locale::load("fr", Some(&dir)).expect("fr");
    let out = new_game(&fr, 11, "b\n\nb gold\nq\n");
    assert!(
        out.contains("Gold costs 6 coins; you have 0 coins and Treasures not played yet"),
        "{out}"
    );
    assert!(
        out.contains("1) Copper $0"),
        "the table keeps ui-cost: {out}"
    );
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn names_sort_by_the_languages_collation_at_every_level() {
    let de = Locale::load("de", None).expect("de");
    let mut v: Vec<String> = [
        "Mirador", "Île", "île", "Havre", "Ile", "Straße", "Strasse", "Stab",
    ]
    .map(String::from)
    .to_vec();
    de.sort_names(&mut v);
    // Letters first (accents and case left out), then accents (none first), then case.
    assert_eq!(
        v,
        ["Havre", "Ile", "île", "Île", "Mirador", "Stab", "Strasse", "Straße"]
    );
    // A language with letters of its own sorts them where its rules put them.
    let dir = scratch(
        "collation",
        &[(r#"collation = { "" }"#, "collation = &z < å < ä < ö")],
    );
    assert!(problems(&dir).is_empty(), "{:?}", problems(&dir));
    let sv = Locale::load("fr", Some(&dir)).expect("scratch");
    let mut v: Vec<String> = ["Öl", "Zebra", "Ål", "Äpple", "apa", "Alm"]
        .map(String::from)
        .to_vec();
    sv.sort_names(&mut v);
    assert_eq!(v, ["Alm", "apa", "Zebra", "Ål", "Äpple", "Öl"]);
    // Typing: accents and case do not matter, the language's own letters do.
    assert_eq!(de.match_key("Île"), de.match_key("ile"));
    assert_eq!(de.match_key("Straße"), "strasse");
    assert_ne!(sv.match_key("Ål"), sv.match_key("al"));
    // Bad rules are an error of `check`.
    std::fs::write(
        dir.join("fr.ftl"),
        locale::EMBEDDED[0]
            .1
            .replacen(r#"collation = { "" }"#, "collation = &z < åå", 1),
    )
    .expect("write");
    let p = problems(&dir).join("\n");
    assert!(p.contains("`collation`: `åå` is not one letter"), "{p}");
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn the_hand_is_sorted_and_names_are_typed_by_the_collation() {
    // In a language where å follows z, Gold renamed "Ålgold" sorts after "Zilver"
    // (Silver) and "Apfel" (Copper); typing "al" does not find it, "ål" does.
    let dir = scratch(
        "hand",
        &[
            (r#"collation = { "" }"#, "collation = &z < å"),
            ("card-copper = Copper", "card-copper = Apfel"),
            ("card-silver = Silver", "card-silver = Zilver"),
            ("card-gold = Gold", "card-gold = Ålgold"),
        ],
    );
    let sv = Locale::load("fr", Some(&dir)).expect("scratch");
    let db = db();
    let kingdom = [
        "Village",
        "Smithy",
        "Market",
        "Moat",
        "Cellar",
        "Chapel",
        "Festival",
        "Laboratory",
        "Library",
        "Mine",
    ];
    let k = kingdom.iter().map(|n| db.find(n).expect("card")).collect();
    let game = super::terminal::position_of(&db, k, &[&["Gold", "Copper", "Silver"], &[]]);
    let seats = vec!["human".to_string(), "big-money".to_string()];
    let mut inp = "t\nb algold\nb ålg\nq\n".as_bytes();
    let mut out = vec![];
    let io = dominion::terminal::Io {
        input: &mut inp,
        out: &mut out,
        scores: None,
    };
    dominion::terminal::play_from(game, &seats, 1, &sv, io).expect("plays");
    let out = String::from_utf8(out).expect("utf-8");
    assert!(out.contains("1) Apfel  2) Zilver  3) Ålgold"), "{out}");
    assert!(out.contains("“algold”"), "{out}");
    assert!(out.contains("Ann buys Ålgold."), "{out}");
    std::fs::remove_dir_all(dir).ok();
}

use super::cli::dominion;

#[test]
fn play_says_what_is_wrong_with_its_arguments_in_the_language() {
    for (args, want) in [
        (
            &["play", "--lang", "de", "--preset", "Auf hoher Se"][..],
            "Fehler: Kein empfohlenes Königreich „Auf hoher Se“; meintest du „Auf hoher See“?",
        ),
        (
            &["play", "--lang", "de", "--bots", "heuristc"],
            "Fehler: Unbekannter Bot „heuristc“; meintest du „heuristic“?",
        ),
        (
            &["play", "--lang", "de", "--players", "9"],
            "Fehler: --players 9: Das Spiel ist für 2 bis 6 Spieler.",
        ),
        (
            &["play", "--lang", "de", "--players", "3", "--bots", "random"],
            "Fehler: --players 3, aber --bots nennt 1 Platz (random)",
        ),
        (
            &["play", "--lang", "de", "--kingdom", "Schmiede, Dorf"],
            "Fehler: --kingdom nennt 2 Karten: Ein Königreich hat 10",
        ),
    ] {
        let (ok, _, err) = dominion(args);
        assert!(!ok && err.contains(want), "{args:?}: {err}");
    }
    // The list of presets: its status words too.
    let (_, _, err) = dominion(&["play", "--lang", "de", "--preset", "Hoh"]);
    assert!(err.starts_with("57 empfohlene Königreiche,"), "{err}");
    assert!(
        err.contains("(Peasants): nicht spielbar, braucht "),
        "{err}"
    );
    assert!(err.contains("Unterschlüpfe (nicht im Programm)"), "{err}");
    assert!(err.contains("mit Platin, Kolonie: spielbar"), "{err}");
    assert!(
        !err.contains("playable") && !err.contains("not in the engine"),
        "{err}"
    );
}

/// The corrections of the German review (`../shared/reviews/german-2026-11-24.md`) that are text of
/// de.ftl: each message as corrected, and none of the wordings it replaced.
#[test]
fn the_german_reviews_wording_is_in_de_ftl() {
    let de = locale::EMBEDDED
        .iter()
        .find(|(l, _)| *l == "de")
        .expect("de")
        .1;
    for fixed in [
        "Eine Nummer eingeben oder eine leere Zeile für „keine“",
        "Mehrere Fähigkeiten werden gleichzeitig ausgelöst: Welche zuerst?",
        "(Du kannst auch jede andere Karte mit ihrem Namen benennen.)",
        "log-name = { $player } benennt „{ $card }“.",
        ": Die Nummern gehen von 1 bis { $max }.",
        ": Deine Hand ist leer.",
        ": Jede Karte kann nur einmal gewählt werden.",
        ": Wähle eine der Nummern.",
        ": Tippe mehr vom Namen ein oder eine Nummer.",
        ": Jetzt kannst du keine Geldkarten mehr ausspielen.",
        "(1 3 4), ihre Namen durch Kommas getrennt (anwesen, kupfer: die ersten Buchstaben genügen) oder „alle“.",
        "legt { $cards_acc } in den Vorrat zurück.",
        "genauso viel",
        ": Aktionskarten werden in der Aktionsphase ausgespielt, und diese ist vorbei.",
        "Das Spiel wurde abgebrochen.",
        "Mit einer leeren Zeile gehst du ohne Kauf zurück.",
        "Mit einer leeren Zeile wählst du nichts.",
        "Bis dahin bist du von Angriffskarten deiner Mitspieler nicht betroffen.",
        "+2 Karten, dann lege 2 Karten ab.",
        "einen Siegpunktmarker",
        "war der vorherige Zug nicht dein eigener",
        "auf seinen Nachziehstapel zurück",
        "verbessert deinen Kartensatz",
        "Sieh dir deinen Ablagestapel an",
        "    .gender = plural",
        "Spielt ein Mitspieler eine Angriffskarte aus, darfst du",
        "Nummern (durch Leerzeichen getrennt) oder eine leere Zeile für „keine“ eingeben",
        "Gib die Nummer deiner Wahl oder den Namen der Karte ein (die ersten Buchstaben genügen).",
        "Eine Nummer oder den Namen einer Karte eingeben oder eine leere Zeile für „keine“",
        "kann nicht ausgespielt werden: Das ist weder eine Aktions- noch eine Geldkarte.",
    ] {
        assert!(de.contains(fixed), "missing in de.ftl: {fixed}");
    }
    for old in [
        ", oder eine leere Zeile für keine",
        "geschehen gleichzeitig",
        "kann auch benannt werden, mit ihrem Namen",
        "genau so viel",
        "Das Spiel ist abgebrochen",
        "Eine leere Zeile",
        "Schau dir",
        "Ablagestapel durch",
        "Zieh ",
        "Entsorge eine deiner Handkarten",
        "diese Karte spielst",
        "darfst du sie spielen",
        "ein Deck",
        ": es ist weder",
        "{ $player } nimmt { $card_acc } in den Müll.",
        "Spielt ein Mitspieler eine Angriffskarte,",
        "getrennt, oder",
        "getrennt\n    } oder",
        "Gib die Nummer deiner Wahl ein, oder",
        "vorzeig",
        "Handkarten vor",
    ] {
        assert!(!de.contains(old), "still in de.ftl: {old}");
    }
}

#[test]
fn a_translation_begun_from_the_cards_of_en_ftl_is_progress_not_errors() {
    // The first part of en.ftl (cards, with their `.plural`), before any phrase: a
    // language in progress, whose cards' attributes are English's phrases' until it
    // writes its own.
    let en = locale::EMBEDDED[0].1;
    let cut = en.find("## Presets").expect("the presets' section");
    let dir = scratch("begun", &[]);
    std::fs::write(dir.join("fr.ftl"), &en[..cut]).expect("write");
    let p = problems(&dir);
    assert!(p.is_empty(), "{}", p.join("\n"));
    let r = locale::check(&db(), Some(&dir));
    let fr = r.progress.iter().find(|p| p.lang == "fr").expect("fr");
    assert_eq!(fr.cards.0, fr.cards.1, "{fr}");
    assert_eq!(fr.messages.0, 0, "{fr}");
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn a_card_given_by_its_name_gets_its_forms_in_any_message() {
    // A language with a phrase `phrase-the`: every message English gives `$card` may use
    // `$card_the`, even when the program passes only the name (the end screen).
    let dir = scratch(
        "card-forms",
        &[(
            "end-reason-pile = The { $card } pile is empty.",
            "end-reason-pile = The pile of { $card_the } is empty.\nphrase-the = the { $name }",
        )],
    );
    assert!(problems(&dir).is_empty(), "{:?}", problems(&dir));
    let fr = Locale::load("fr", Some(&dir)).expect("fr");
    let line = fr.msg("end-reason-pile", &[("card", "Province".into())]);
    assert_eq!(line, "The pile of the Province is empty.");
    std::fs::remove_dir_all(dir).ok();
}

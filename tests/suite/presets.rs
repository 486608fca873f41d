//! The recommended Kingdoms of the rulebooks (`presets:` in cards.ron): all of them are
//! there, each named in every language, playable exactly when all it needs is there,
//! and listed by `--preset` alone.

use dominion::load::EMBEDDED_CARDS;
use dominion::locale::Locale;
use dominion::{load_db, sim};
use std::process::Command;

/// The Kingdoms the seeds print: Prosperity 23, Seaside 2E 24, Hinterlands 1E 11 (seeds
/// 003 and 004 print the same list); Exploding Kingdom is printed by both Prosperity and
/// Seaside 2E with the same cards, and is one preset.
const PRINTED: usize = 23 + 24 + 11 - 1;

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
fn every_printed_kingdom_is_a_preset_of_ten_cards() {
    let db = load_db("cards.ron", EMBEDDED_CARDS).expect("checks");
    assert_eq!(db.presets.len(), PRINTED);
    for (i, p) in db.presets.iter().enumerate() {
        assert_eq!(p.cards.len(), 10, "{}", p.name);
        let mut cards = p.cards.clone();
        cards.sort();
        cards.dedup();
        assert_eq!(cards.len(), 10, "{}: a card twice", p.name);
        assert!(!p.books.is_empty(), "{}: no rulebook", p.name);
        for b in &p.books {
            assert!(db.sets.iter().any(|s| &s.id == b), "{}: book {b}", p.name);
        }
        for (card, alt) in &p.alternatives {
            assert!(p.cards.contains(card), "{}: {card}", p.name);
            assert!(db.find(alt).is_some(), "{}: alternative {alt}", p.name);
        }
        let later = &db.presets[i + 1..];
        assert!(
            !later.iter().any(|q| q.name.eq_ignore_ascii_case(&p.name)),
            "{} twice",
            p.name
        );
    }
    // Prosperity: "Use Platinum and Colony for all of these games."
    let prosperity = db.presets.iter().filter(|p| p.books[0] == "prosperity");
    assert_eq!(prosperity.clone().count(), 23);
    assert!(prosperity.clone().all(|p| p.colonies));
    // "[use Shelters]", "mit Unterschlüpfen": the Dark Ages mixes of two rulebooks.
    let shelters: Vec<&str> = (db.presets.iter())
        .filter(|p| p.shelters)
        .map(|p| p.name.as_str())
        .collect();
    assert_eq!(
        shelters,
        [
            "One Man's Trash",
            "Honor Among Thieves",
            "Watery Grave",
            "Peasants"
        ]
    );
}

#[test]
fn every_preset_is_named_in_every_language() {
    let db = load_db("cards.ron", EMBEDDED_CARDS).expect("checks");
    for lang in ["en", "de"] {
        let loc = Locale::load(lang, None).expect("embedded locale");
        for p in &db.presets {
            assert!(loc.preset_name(&p.name).is_some(), "{lang}: {}", p.name);
        }
    }
    let en = Locale::load("en", None).expect("en");
    for p in &db.presets {
        assert_eq!(en.preset_name(&p.name).as_deref(), Some(p.name.as_str()));
    }
    let de = Locale::load("de", None).expect("de");
    // As the German rulebooks print them.
    assert_eq!(
        de.preset_name("Reach for Tomorrow").as_deref(),
        Some("Griff nach den Sternen")
    );
    assert_eq!(
        de.preset_name("Adventures Abroad").as_deref(),
        Some("Abenteuerfahrt")
    );
    assert_eq!(
        dominion::locale::preset_key("The King's Army"),
        "preset-the-kings-army"
    );
}

/// Playable: every card in the database, no extras, no Shelters; counted here again.
#[test]
fn check_counts_the_playable_presets() {
    let db = load_db("cards.ron", EMBEDDED_CARDS).expect("checks");
    let playable = (db.presets.iter())
        .filter(|p| p.cards.iter().all(|c| db.find(c).is_some()))
        .filter(|p| p.extras.is_empty() && !p.shelters)
        .count();
    assert_eq!(sim::playable_presets(&db).len(), playable);
    assert!(playable >= 16, "{playable}");
    let (ok, out, err) = dominion(&["check"]);
    assert!(ok, "{err}");
    let want = format!("{playable} of {PRINTED} presets playable");
    assert!(out.contains(&want), "{out}");
}

#[test]
fn a_preset_with_a_card_not_in_the_file_is_listed_but_not_playable() {
    let src = EMBEDDED_CARDS.replacen(
        "(name: \"Beginners\", books: [\"prosperity\"], cards: [\"Bank\"",
        "(name: \"Beginners\", books: [\"prosperity\"], cards: [\"Bank of Nowhere\"",
        1,
    );
    assert_ne!(src, EMBEDDED_CARDS);
    let db = load_db("cards.ron", &src).expect("checks");
    let all = load_db("cards.ron", EMBEDDED_CARDS).expect("checks");
    let playable = sim::playable_presets(&db);
    assert!(!playable.iter().any(|p| p == "Beginners"));
    assert_eq!(playable.len() + 1, sim::playable_presets(&all).len());
    let err = sim::preset(&db, "beginners").unwrap_err();
    assert!(err.contains("needs Bank of Nowhere"), "{err}");
    let loc = Locale::load("en", None).expect("en");
    let list = sim::preset_listing(&db, &loc);
    assert!(
        list.contains(
            "  Beginners [Prosperity] with Platinum, Colony: not playable, needs Bank of Nowhere\n"
        ),
        "{list}"
    );
}

#[test]
fn preset_alone_lists_every_preset_in_the_language() {
    let db = load_db("cards.ron", EMBEDDED_CARDS).expect("checks");
    let playable = sim::playable_presets(&db).len();
    for cmd in ["play", "simulate"] {
        let (ok, out, err) = dominion(&[cmd, "--preset"]);
        assert!(ok, "{err}");
        let head = format!("{PRINTED} recommended Kingdoms, {playable} playable");
        assert!(out.starts_with(&head), "{out}");
        assert_eq!(out.lines().count(), PRINTED + 1, "{out}");
        for p in &db.presets {
            assert!(out.contains(&format!("\n  {} [", p.name)), "{}", p.name);
        }
    }
    let (_, out, _) = dominion(&["play", "--preset"]);
    assert!(out.contains("\n  Biggest Money [Prosperity] with Platinum, Colony: playable\n"));
    assert!(out.contains(
        "\n  Peasants [Seaside (2nd Edition)]: not playable, needs Poor House, Vagrant, \
         Forager, Band of Misfits, Armory, Shelters (not in the engine)\n"
    ));
    assert!(out.contains("(alternatives: Sentry for Adventurer, Vassal for Chancellor)"));
    let (ok, out, _) = dominion(&["play", "--preset", "--lang", "de"]);
    assert!(ok);
    assert!(
        out.contains("\n  Griff nach den Sternen [Seaside (2. Edition)] (Reach for Tomorrow): ")
    );
    // An unknown name: an error, and the list.
    let (ok, out, err) = dominion(&["play", "--preset", "Atlantis"]);
    assert!(!ok && out.is_empty());
    assert!(err.contains("\n  High Seas [") && err.contains("error: no preset `Atlantis`"));
}

#[test]
fn a_preset_plays_by_its_german_name() {
    let (ok, out, err) = dominion(&[
        "simulate",
        "--preset",
        "Griff nach den Sternen",
        "--games",
        "2",
        "--bots",
        "big-money,big-money",
    ]);
    assert!(ok, "{err}");
    assert!(
        out.starts_with("kingdom: Monkey, Lookout, Cutpurse"),
        "{out}"
    );
}

#[test]
fn harem_is_farms_first_edition_name() {
    let db = load_db("cards.ron", EMBEDDED_CARDS).expect("checks");
    let farm = db.find("Farm").expect("Farm");
    assert_eq!(db.find("harem"), Some(farm));
    // Prosperity's "Paths to Victory" names it so: it needs no card called Harem.
    let paths = sim::find_preset(&db, "Paths to Victory").expect("preset");
    assert!(paths.cards.iter().any(|c| c == "Harem"));
    assert!(!sim::preset_missing(&db, paths).iter().any(|c| c == "Harem"));
    let (ok, out, err) = dominion(&["show", "Harem"]);
    assert!(ok, "{err}");
    assert!(out.starts_with("Farm — $6"), "{out}");
    assert!(
        out.contains("\nalso named: Harem (Intrigue (1st Edition))"),
        "{out}"
    );
}

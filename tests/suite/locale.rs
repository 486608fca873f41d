//! Languages: the log per viewer and grouped, German grammar for every card, every
//! scenario in German, and `dominion check` on broken copies of the language files
//! (every problem of every language in one run).

use dominion::db::{CardId, Db};
use dominion::engine::{Config, Event, Game, Place, PlayerId};
use dominion::locale::{self, Locale, LogReader};
use dominion::scenario::{self, Scenario};
use std::path::{Path, PathBuf};
use std::sync::Arc;

fn db() -> Arc<Db> {
    Arc::new(dominion::embedded_db().expect("the embedded cards.ron checks"))
}

fn scenario(src: &str) -> Scenario {
    scenario::parse("test.ron", src).unwrap_or_else(|d| panic!("{}", d.render()))
}

fn en() -> Locale {
    Locale::load("en", None).expect("en")
}

fn de() -> Locale {
    Locale::load("de", None).expect("de")
}

/// Native Village puts Silver on its private mat, Haven sets Gold aside face down, the
/// second Native Village takes Silver into hand, and Haven brings Gold back next turn.
const HIDDEN: &str = r#"Scenario(
    title: "hidden cards",
    kingdom: ["Haven", "Native Village"],
    setup: {
        "Alice": (hand: ["Native Village", "Haven", "Gold", "Native Village"],
                  deck: ["Silver", "Duchy", "Estate", "Estate", "Estate", "Estate", "Estate"]),
        "Bob": (deck: ["Copper", "Copper", "Copper", "Copper", "Copper"]),
    },
    steps: [
        Play("Native Village"), Pick(1),
        Play("Haven"), Choose(["Gold"]),
        Play("Native Village"), Pick(2),
        EndTurn, EndTurn,
    ],
    expect: [],
)"#;

fn lines(loc: &Locale, src: &str, viewer: Option<PlayerId>, grouped: bool) -> Vec<String> {
    let (game, events) = scenario::replay(db(), &scenario(src)).expect("plays");
    loc.render_log(&game, &events, viewer, grouped)
}

fn has(log: &[String], line: &str) -> bool {
    log.iter().any(|l| l == line)
}

#[test]
fn opponents_do_not_see_hidden_cards() {
    let bob = lines(&en(), HIDDEN, Some(PlayerId(1)), false);
    for l in [
        "Alice puts a card onto their Native Village mat.",
        "Alice draws a card.",
        "Alice sets a card aside face down.",
        "Alice puts a card into their hand.",
        "Alice draws 5 cards.",
        "Bob draws Copper, Copper, Copper, Copper, Copper.",
        "Alice plays Haven.",
    ] {
        assert!(
            has(&bob, l),
            "{l:?} missing in Bob's view:\n{}",
            bob.join("\n")
        );
    }
    let text = bob.join("\n");
    for secret in ["Silver", "Gold", "Duchy", "Estate"] {
        assert!(!text.contains(secret), "Bob sees {secret}:\n{text}");
    }
    assert_eq!(
        bob.iter()
            .filter(|l| *l == "Alice puts a card into their hand.")
            .count(),
        2,
        "Native Village's mat and Haven's card:\n{text}"
    );
}

#[test]
fn the_owner_sees_their_hidden_cards() {
    let alice = lines(&en(), HIDDEN, Some(PlayerId(0)), false);
    for l in [
        "Alice puts Silver onto their Native Village mat.",
        "Alice draws Duchy.",
        "Alice sets Gold aside face down.",
        "Alice puts Silver into their hand.",
        "Alice puts Gold into their hand.",
        "Bob draws 5 cards.",
    ] {
        assert!(
            has(&alice, l),
            "{l:?} missing in Alice's view:\n{}",
            alice.join("\n")
        );
    }
    // The omniscient log (scenarios) names everything.
    let all = lines(&en(), HIDDEN, None, false);
    assert!(has(&all, "Alice sets Gold aside face down."));
    assert!(has(
        &all,
        "Bob draws Copper, Copper, Copper, Copper, Copper."
    ));
    // The same in German, for the opponent.
    let bob = lines(&de(), HIDDEN, Some(PlayerId(1)), false);
    assert!(
        has(
            &bob,
            "Alice legt eine Karte auf das Eingeborenendorf-Tableau."
        ),
        "{}",
        bob.join("\n")
    );
    assert!(has(&bob, "Alice legt eine Karte verdeckt zur Seite."));
    assert!(has(&bob, "Alice nimmt eine Karte auf die Hand."));
    assert!(has(&bob, "Bei Alice wirkt der Hafen weiter."));
}

#[test]
fn the_old_event_function_hides_the_listed_players() {
    let (game, events) = scenario::replay(db(), &scenario(HIDDEN)).expect("plays");
    let en = en();
    let shown: Vec<String> = events
        .iter()
        .map(|e| en.event(&game, &e.event, &[PlayerId(0)]))
        .collect();
    assert!(shown
        .iter()
        .any(|l| l == "Alice sets a card aside face down."));
    assert!(shown.iter().any(|l| l.starts_with("Bob draws Copper")));
}

const MONEY: &str = r#"Scenario(
    title: "money",
    kingdom: ["Margrave", "Fishing Village"],
    setup: {
        "Alice": (hand: ["Fishing Village", "Copper", "Copper", "Silver", "Copper", "Copper"],
                  deck: ["Copper", "Estate", "Copper", "Estate", "Copper"]),
    },
    steps: [Play("Fishing Village"), PlayTreasures, Buy("Margrave"), EndTurn],
    expect: [],
)"#;

#[test]
fn grouped_log_merges_plays_bonuses_buys_and_copies() {
    let g = lines(&en(), MONEY, Some(PlayerId(0)), true);
    let text = g.join("\n");
    for l in [
        "Alice plays Fishing Village, +2 Actions, +$1.",
        "Alice plays 4 Coppers, Silver, +$6.",
        "Alice buys Margrave.",
        "Alice draws 3 Coppers, 2 Estates.",
    ] {
        assert!(has(&g, l), "{l:?} missing:\n{text}");
    }
    assert!(!text.contains("gains Margrave"), "{text}");
    let g = lines(&de(), MONEY, Some(PlayerId(0)), true);
    let text = g.join("\n");
    for l in [
        "Alice spielt ein Fischerdorf aus, +2 Aktionen und +$1.",
        "Alice spielt 4 Kupfer und ein Silber aus, +$6.",
        "Alice kauft einen Markgrafen.",
        "Alice zieht 3 Kupfer und 2 Anwesen.",
    ] {
        assert!(has(&g, l), "{l:?} missing:\n{text}");
    }
    // Ungrouped, one line per event, as the scenario snapshots have it.
    let u = lines(&en(), MONEY, None, false);
    assert!(has(&u, "Alice plays Copper.") && has(&u, "Alice gains Margrave."));
}

#[test]
fn a_log_reader_gives_the_same_lines_event_by_event() {
    let (game, events) = scenario::replay(db(), &scenario(MONEY)).expect("plays");
    for loc in [en(), de()] {
        for (viewer, grouped) in [
            (Some(PlayerId(0)), true),
            (Some(PlayerId(1)), true),
            (None, false),
        ] {
            let all = loc.render_log(&game, &events, viewer, grouped);
            let mut r = LogReader::new(viewer, grouped);
            let mut got = vec![];
            for e in &events {
                got.extend(r.push(&loc, &game, vec![e.clone()]));
            }
            got.extend(r.flush(&loc, &game));
            assert_eq!(got, all);
        }
    }
    let g = lines(&en(), WORKERS, Some(PlayerId(0)), true);
    assert!(
        has(&g, "  Alice gets +2 Actions, +1 Buy."),
        "{}",
        g.join("\n")
    );
}

const WORKERS: &str = r#"Scenario(
    title: "bonuses in a row",
    kingdom: ["Worker's Village"],
    setup: { "Alice": (hand: ["Worker's Village"], deck: ["Copper"]) },
    steps: [Play("Worker's Village")],
    expect: [],
)"#;

/// A game to render made-up events against.
fn table(db: &Arc<Db>) -> Game {
    let cfg = Config {
        deal: false,
        auto_end: false,
        ..Config::new(vec!["Alice".into(), "Bob".into()], vec![], 1)
    };
    Game::new(db.clone(), &cfg).expect("setup")
}

#[test]
fn german_names_every_card_with_its_article_and_case() {
    let db = db();
    let game = table(&db);
    let de = de();
    let k = |n: &str| db.find(n).expect("card");
    let say = |e: Event| de.render_log(&game, &[e.into()], None, false).join("\n");
    assert_eq!(
        say(Event::Buy(PlayerId(0), k("Margrave"))),
        "Alice kauft einen Markgrafen."
    );
    assert_eq!(
        say(Event::Play {
            player: PlayerId(0),
            card: k("Margrave"),
            again: true
        }),
        "Alice spielt den Markgrafen noch einmal aus."
    );
    assert_eq!(
        say(Event::Reveal(PlayerId(0), vec![k("Trader (1E)")])),
        "Alice deckt einen Fahrenden Händler auf."
    );
    assert_eq!(
        say(Event::Draw(PlayerId(0), vec![k("Trader"), k("Copper")])),
        "Alice zieht einen Fahrenden Händler und ein Kupfer."
    );
    assert_eq!(
        say(Event::Name(PlayerId(1), k("Province"))),
        "Bob benennt „Provinz“."
    );
    assert_eq!(
        say(Event::Gain(PlayerId(0), k("Grand Market"), Place::SetAside)),
        "Alice nimmt einen Großen Markt und legt ihn zur Seite."
    );
    assert_eq!(
        say(Event::Delayed(PlayerId(0), k("Trader"))),
        "Bei Alice wirkt der Fahrende Händler weiter."
    );
    assert_eq!(
        say(Event::Cancelled(PlayerId(0), k("Farmland"))),
        "Alice nimmt das Fruchtbare Land doch nicht."
    );
    let island = db.mats.iter().position(|m| m.id == "island").expect("mat") as u8;
    let route = db
        .mats
        .iter()
        .position(|m| m.id == "trade_route")
        .expect("mat") as u8;
    assert_eq!(
        say(Event::Put(
            PlayerId(0),
            vec![k("Estate")],
            Place::Mat(island),
            Place::Hand
        )),
        "Alice legt ein Anwesen auf das Insel-Tableau."
    );
    assert_eq!(
        say(Event::Token(PlayerId(0), route)),
        "Ein Marker wandert auf das Handelsroute-Tableau."
    );
    // Every card, in every German phrase: an article, a form, no Fluent error.
    for c in (0..db.cards.len()).map(CardId::from_index) {
        for e in [
            Event::Buy(PlayerId(0), c),
            Event::Delayed(PlayerId(0), c),
            Event::Cancelled(PlayerId(0), c),
            Event::Gain(PlayerId(0), c, Place::SetAside),
        ] {
            let s = say(e);
            assert!(!s.contains('{') && !s.contains("card-"), "{s}");
        }
        let s = say(Event::Buy(PlayerId(0), c));
        // A name that exists only in the plural (Stallungen), or a collective name
        // (Gesindel), has no indefinite article.
        let gender = de.card_attr(&db, c, "gender");
        let plural_only = matches!(gender.as_deref(), Some("plural" | "collective"));
        assert!(
            plural_only
                || ["kauft einen ", "kauft eine ", "kauft ein "]
                    .iter()
                    .any(|a| s.contains(a)),
            "{s}"
        );
    }
}

/// Every scenario file.
fn scenario_files() -> Vec<PathBuf> {
    fn walk(p: &Path, out: &mut Vec<PathBuf>) {
        let mut v: Vec<PathBuf> = std::fs::read_dir(p)
            .expect("readable")
            .flatten()
            .map(|e| e.path())
            .collect();
        v.sort();
        for e in v {
            if e.is_dir() {
                walk(&e, out);
            } else if e.extension().is_some_and(|x| x == "ron") {
                out.push(e);
            }
        }
    }
    let mut v = vec![];
    walk(Path::new("tests/scenarios"), &mut v);
    v
}

#[test]
fn every_scenario_passes_in_german_and_renders_cleanly_for_every_reader() {
    let db = db();
    let (en, de) = (en(), de());
    let files = scenario_files();
    assert!(files.len() > 200, "{}", files.len());
    for f in files {
        let name = f.display().to_string();
        let sc = scenario::parse(&name, &std::fs::read_to_string(&f).expect("readable"))
            .unwrap_or_else(|d| panic!("{}", d.render()));
        let out = scenario::run(db.clone(), &sc, &de);
        assert!(
            out.passed(),
            "{name} in German: {:?}\n{}",
            out.failures,
            out.log
        );
        let (game, events) = scenario::replay(db.clone(), &sc).expect("plays");
        // Fed event by event, the grouped reader gives the lines of the whole log.
        let mut r = LogReader::new(Some(PlayerId(0)), true);
        let mut got = vec![];
        for e in &events {
            got.extend(r.push(&de, &game, vec![e.clone()]));
        }
        got.extend(r.flush(&de, &game));
        assert_eq!(
            got,
            de.render_log(&game, &events, Some(PlayerId(0)), true),
            "{name}"
        );
        for loc in [&en, &de] {
            for viewer in [None, Some(PlayerId(0)), Some(PlayerId(1))] {
                for grouped in [false, true] {
                    for l in loc.render_log(&game, &events, viewer, grouped) {
                        assert!(
                            !l.contains('{') && !l.contains("log-") && !l.contains("card-"),
                            "{name} ({}, {viewer:?}, grouped {grouped}): {l}",
                            loc.lang()
                        );
                    }
                }
            }
        }
    }
}

#[test]
fn log_contains_in_a_language() {
    let src = |want: &str| {
        format!(
            r#"Scenario(
                title: "Margrave in two languages",
                kingdom: ["Margrave"],
                setup: {{ "Alice": (hand: ["Gold", "Silver"]) }},
                steps: [PlayTreasures, Buy("Margrave")],
                expect: [LogContains("Alice buys Margrave."), {want}],
            )"#
        )
    };
    let db = db();
    for loc in [en(), de()] {
        let ok = scenario::run(
            db.clone(),
            &scenario(&src(
                r#"LogContainsIn("de", "Alice kauft einen Markgrafen.")"#,
            )),
            &loc,
        );
        assert!(ok.passed(), "{}: {:?}", loc.lang(), ok.failures);
        let bad = scenario::run(
            db.clone(),
            &scenario(&src(
                r#"LogContainsIn("de", "Alice kauft einen Markgraf.")"#,
            )),
            &loc,
        );
        assert_eq!(bad.failures.len(), 1, "{:?}", bad.failures);
        assert!(bad.failures[0].contains("in `de`"), "{:?}", bad.failures);
        let none = scenario::run(
            db.clone(),
            &scenario(&src(r#"LogContainsIn("xx", "text")"#)),
            &loc,
        );
        assert!(
            none.failures[0].contains("no log in `xx`"),
            "{:?}",
            none.failures
        );
    }
}

/// A directory with copies of the embedded language files, changed by `edit`.
fn broken(tag: &str, edit: impl Fn(&str, String) -> String) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("dominion-locale-{tag}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    for (lang, src) in locale::EMBEDDED {
        std::fs::write(dir.join(format!("{lang}.ftl")), edit(lang, src.to_string()))
            .expect("write");
    }
    dir
}

fn replace(s: String, from: &str, to: &str) -> String {
    assert!(s.contains(from), "test fixture out of date: {from}");
    s.replacen(from, to, 1)
}

#[test]
fn the_embedded_locales_check() {
    let r = locale::check(&db(), None);
    let shown: Vec<String> = r.problems.iter().map(|d| d.render()).collect();
    assert!(r.ok(), "{}", shown.join("\n"));
    let warned: Vec<String> = r.warnings.iter().map(|d| d.render()).collect();
    assert!(r.warnings.is_empty(), "{}", warned.join("\n"));
    assert_eq!(r.languages, locale::EMBEDDED.len());
    let langs: Vec<&str> = r.progress.iter().map(|p| p.lang.as_str()).collect();
    assert_eq!(langs[0], "en");
    let n = db().cards.len();
    for p in &r.progress {
        assert!(
            p.shipped && p.messages.0 == p.messages.1 && p.cards == (n, n),
            "{p}"
        );
    }
}

#[test]
fn every_problem_of_every_language_in_one_run() {
    let dir = broken("all", |lang, s| match lang {
        "en" => {
            let s = replace(s, "card-tunnel = Tunnel\n", "card-tunnel-gone = Tunnel\n");
            replace(s, "log-shuffle = ", "log-shufle = ")
        }
        _ => {
            let s = replace(s, "card-tunnel = Tunnel\n", "card-tunnel-gone = Tunnel\n");
            let s = replace(s, "card-bank = Bank\n", "card-bankk = Bank\n");
            let s = replace(
                s,
                "card-oasis = Oase\n    .text =",
                "card-oasis = Oase\n    .txt =",
            );
            let s = replace(
                s,
                "    .gender = feminine\n    .accusative = Meerhexe",
                "    .gender = female\n    .accusative = Meerhexe",
            );
            replace(s, "    .text = Wert 1 SP.\n", "    .text Wert 1 SP.\n")
        }
    });
    let r = locale::check(&db(), Some(&dir));
    let all: Vec<String> = r.problems.iter().map(|d| d.render()).collect();
    let text = all.join("");
    let find = |file: &str, what: &str| {
        r.problems
            .iter()
            .find(|d| d.file.ends_with(file) && d.message.contains(what))
            .unwrap_or_else(|| panic!("no {what:?} in {file}:\n{text}"))
    };
    // A card key missing in both languages is reported for both, at once.
    find("en.ftl", "missing `card-tunnel`");
    find("de.ftl", "missing `card-tunnel`");
    // Misspelt keys, with "did you mean".
    let d = find("de.ftl", "unknown message `card-bankk`");
    assert_eq!(d.suggestion.as_deref(), Some("card-bank"));
    assert!(d.line > 0 && d.col == 1, "{}", d.render());
    let d = find("en.ftl", "unknown message `log-shufle`");
    assert_eq!(d.suggestion.as_deref(), Some("log-shuffle"));
    find("en.ftl", "missing `log-shuffle`");
    // An unknown attribute.
    let d = find("de.ftl", "unknown attribute `.txt` of `card-oasis`");
    assert_eq!(d.suggestion.as_deref(), Some(".text"));
    assert_eq!(d.source_line.trim_start().get(..4), Some(".txt"));
    find("de.ftl", "`card-oasis` has no `.text`");
    // An invalid gender: the values are those the German phrases select on.
    let d = find("de.ftl", "`card-sea_witch.gender` is `female`");
    assert_eq!(d.suggestion.as_deref(), Some("feminine"));
    assert!(
        d.message.contains("feminine, masculine, neuter"),
        "{}",
        d.message
    );
    // A syntax error at its line and column, not at column 1.
    let d = find("de.ftl", "bad Fluent syntax");
    assert_eq!(d.source_line, "    .text Wert 1 SP.");
    assert_eq!(d.col, 11, "{}", d.render());
    let de = dominion::locale::EMBEDDED[1].1;
    let line = de[..de.find("    .text = Wert 1 SP.\n").expect("line")]
        .matches('\n')
        .count()
        + 1;
    assert_eq!(d.line, line);
    // The syntax error cut the message short: no repeated "missing" for it.
    assert!(!text.contains("`card-estate` has no"), "{text}");
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn variables_phrases_and_references_are_checked() {
    let dir = broken("vars", |lang, s| match lang {
        "de" => {
            let s = replace(
                s,
                "log-buy = { $player } kauft { $card_acc }.",
                "log-buy = { $player } kauft { $card_akk }.",
            );
            let s = replace(
                s,
                "log-shuffle = { $player } mischt.",
                "log-shuffle = { $playr } mischt { -nix }.",
            );
            let s = replace(
                s,
                "    .gender = masculine\n    .accusative = Markgrafen\n",
                "    .gender = masculine\n",
            );
            let s = replace(
                s,
                "log-token = Ein Marker wandert auf { $mat_gender ->",
                "log-token = Ein Marker wandert auf { $mat_gendr ->",
            );
            replace(
                s,
                "{ $definite }\n       *[other] { $count } { $plural }\n    }\nphrase-it",
                "{ $definte }\n       *[other] { $count } { $plural }\n    }\nphrase-it",
            )
        }
        _ => s,
    });
    let r = locale::check(&db(), Some(&dir));
    let text: String = r.problems.iter().map(|d| d.render()).collect();
    let find = |what: &str| {
        r.problems
            .iter()
            .find(|d| d.message.contains(what))
            .unwrap_or_else(|| panic!("no {what:?}:\n{text}"))
    };
    let d = find("unknown variable `$card_akk` in `log-buy`");
    assert_eq!(d.suggestion.as_deref(), Some("$card_acc"));
    let d = find("unknown variable `$playr` in `log-shuffle`");
    assert_eq!(d.suggestion.as_deref(), Some("$player"));
    find("missing term `-nix`");
    // A card without a form German needs.
    let d = find("`card-margrave` has no `.accusative`");
    assert_eq!(d.card.as_deref(), Some("margrave"));
    // A misspelt variable in a phrase is one problem, not one per card.
    let d = find("unknown variable `$definte` in `phrase-the`");
    assert_eq!(d.suggestion.as_deref(), Some("$definite"));
    assert!(!text.contains("has no `.definte`"), "{text}");
    let d = find("unknown variable `$mat_gendr` in `log-token`");
    assert_eq!(d.suggestion.as_deref(), Some("$mat_gender"));
    assert_eq!(text.matches("$mat_gendr` in").count(), 1, "{text}");
    std::fs::remove_dir_all(dir).ok();
}

use super::cli::dominion;

#[test]
fn check_says_ok_only_when_all_is_ok() {
    let dir = broken("cli", |lang, s| match lang {
        "de" => replace(s, "card-bank = Bank\n", "card-bankk = Bank\n"),
        _ => s,
    });
    let (ok, out, err) = dominion(&["check", "--locales", dir.to_str().expect("utf-8")]);
    assert!(!ok);
    assert!(!out.contains("OK"), "{out}");
    assert!(
        err.contains("unknown message `card-bankk`")
            && err.contains("did you mean `card-bank`")
            && err.contains("2 problems in the locales"),
        "{err}"
    );
    let (ok, out, err) = dominion(&["check"]);
    assert!(
        ok && out.contains("cards OK") && err.is_empty(),
        "{out}{err}"
    );
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn an_unknown_language_names_no_file_that_was_never_read() {
    let (ok, _, err) = dominion(&["show", "Margrave", "--lang", "fr"]);
    assert!(!ok);
    assert!(!err.contains("locales/fr.ftl"), "{err}");
    assert!(
        err.contains("no built-in language `fr`") && err.contains("--locales"),
        "{err}"
    );
    let (_, _, err) = dominion(&["show", "Margrave", "--lang", "dee"]);
    assert!(err.contains("did you mean `--lang de`"), "{err}");
}

#[test]
fn every_scenario_passes_with_lang_de_on_the_command_line() {
    let (ok, out, _) = dominion(&["scenario", "tests/scenarios", "--lang", "de"]);
    assert!(
        ok,
        "{}",
        out.lines()
            .filter(|l| !l.starts_with("ok"))
            .collect::<Vec<_>>()
            .join("\n")
    );
    assert!(out.trim_end().ends_with(" passed, 0 failed"), "{out}");
}

#[test]
fn broken_language_files_never_panic() {
    let db = db();
    let dir = broken("fuzz", |_, s| s);
    let (en_src, de_src) = (locale::EMBEDDED[0].1, locale::EMBEDDED[1].1);
    let mut seed = 99u64;
    for round in 0..120 {
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let base = if round % 2 == 0 { de_src } else { en_src };
        let at = (seed >> 33) as usize % base.len();
        let cut = (seed >> 13) as usize % 30;
        let mut s = base.to_string();
        let end = (at + cut).min(s.len());
        if s.is_char_boundary(at) && s.is_char_boundary(end) {
            let with = ["", "{", "}", ".", "=", "$", "->", "\n", "*["][(seed >> 7) as usize % 9];
            s.replace_range(at..end, with);
        }
        let file = if round % 2 == 0 { "de.ftl" } else { "en.ftl" };
        std::fs::write(dir.join(file), &s).expect("write");
        let _ = locale::check(&db, Some(&dir));
        if let Ok(l) = Locale::load("de", Some(&dir)) {
            let (game, events) = scenario::replay(db.clone(), &scenario(MONEY)).expect("plays");
            let _ = l.render_log(&game, &events, Some(PlayerId(1)), true);
        }
        std::fs::write(dir.join(file), base).expect("write");
    }
    std::fs::remove_dir_all(dir).ok();
}

/// The status of each language, and what Fluent does not check.
#[path = "locale/status.rs"]
mod status;

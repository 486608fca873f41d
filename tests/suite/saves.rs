//! Saved games: nothing lost, nothing forged. A save is checksummed whole; a save edited
//! with its checksum recomputed is either refused with a reason or plays on without the
//! engine failing (it is validated as fully as a new game).

use dominion::db::Db;
use dominion::engine::{Config, DecisionKind, Game, Status};
use dominion::locale::Locale;
use dominion::terminal::{self, save, Io, SaveFile};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::Arc;

fn db() -> Arc<Db> {
    Arc::new(dominion::embedded_db().expect("cards.ron"))
}

/// A Kingdom with Durations, mats, Attacks, Reactions and cards that ask many questions.
const KINGDOM: &str = "Haven, Native Village, Island, Throne Room, Goons, Moat, Warehouse, \
                       Salvager, Lookout, Trade Route";

/// States of bots-only games, taken at decisions (every `every`-th, and every decision
/// that is not a move, so that the stack is not empty).
fn states(db: &Arc<Db>, games: u64, every: usize) -> Vec<(SaveFile, String)> {
    let kingdom: Vec<dominion::db::CardId> = KINGDOM
        .split(',')
        .map(|n| db.find(n.trim()).expect("card"))
        .collect();
    let mut out = vec![];
    for seed in 1..=games {
        let cfg = Config {
            colonies: seed % 2 == 0,
            logging: true,
            ..Config::new(
                vec!["Ann".into(), "Bob".into(), "Cy".into()],
                kingdom.clone(),
                seed,
            )
        };
        let mut game = Game::new(db.clone(), &cfg).expect("setup");
        let mut bots: Vec<_> = (0..3)
            .map(|s| dominion::agents::make("random", seed, s).expect("bot"))
            .collect();
        for n in 0.. {
            if game.run().expect("runs") == Status::Over || n > 3000 {
                break;
            }
            game.take_log();
            let d = game.decision().cloned().expect("a decision");
            if n % every == 0 || d.kind != DecisionKind::Move {
                let save = SaveFile {
                    format: save::FORMAT.into(),
                    version: save::VERSION,
                    database: save::fingerprint(db),
                    lang: "en".into(),
                    seed,
                    seats: vec!["random".into(), "random".into(), "random".into()],
                    bots: bots.iter().map(|b| b.rng().cloned()).collect(),
                    log: vec![],
                    checksum: 0,
                    state: game.state.clone(),
                };
                out.push((save, format!("game {seed}, decision {n} ({:?})", d.kind)));
            }
            let c = bots[d.player.index()].choose(&game, &d);
            game.answer(c).expect("legal");
        }
    }
    out
}

/// Resume a save with these answers at the human's prompts; the output.
fn resume(db: &Arc<Db>, save: SaveFile, input: &str) -> Result<String, String> {
    let loc = Locale::load("en", None).expect("en");
    let mut inp = input.as_bytes();
    let mut out = vec![];
    let r = terminal::resume(
        db.clone(),
        &loc,
        save,
        Io {
            input: &mut inp,
            out: &mut out,
            scores: None,
        },
    );
    let text = String::from_utf8_lossy(&out).to_string();
    r.map(|()| text).map_err(|e| e.to_string())
}

#[test]
fn every_state_of_real_games_is_valid_and_saves_round_trip() {
    let db = db();
    let all = states(&db, 4, 7);
    assert!(all.len() > 100, "{}", all.len());
    assert!(all.iter().any(|(s, _)| s.state.stack.len() > 1));
    for (s, what) in &all {
        if let Err(e) = s.state.validate(&db) {
            panic!("{what}: {e}");
        }
        let text = s.to_text().expect("text");
        let back = SaveFile::parse("f.ron", &text, &db).unwrap_or_else(|e| panic!("{what}: {e}"));
        assert_eq!(back.to_text().expect("text"), text, "{what}");
    }
}

/// The text of a save with one number replaced.
fn with_number(text: &str, at: (usize, usize), n: &str) -> String {
    format!("{}{n}{}", &text[..at.0], &text[at.1..])
}

/// Where the numbers of a text are.
fn numbers(text: &str) -> Vec<(usize, usize)> {
    let b = text.as_bytes();
    let mut v = vec![];
    let mut i = 0;
    while i < b.len() {
        if b[i].is_ascii_digit()
            && (i == 0 || !(b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'_'))
        {
            let start = i;
            while i < b.len() && b[i].is_ascii_digit() {
                i += 1;
            }
            v.push((start, i));
        }
        i += 1;
    }
    v
}

/// Words a forger may swap for each other.
const WORDS: [&str; 16] = [
    "Supply", "Deck", "Hand", "Discard", "Play", "SetAside", "Revealed", "Trash", "Action", "Buy",
    "Cleanup", "Over", "Move", "YesNo", "Order", "Start",
];

/// A small deterministic generator for the forgeries.
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) % n as u64) as usize
    }
}

#[test]
fn forged_saves_are_refused_or_play_on_without_failing() {
    let db = db();
    let all = states(&db, 3, 25);
    let values = [
        "0",
        "1",
        "2",
        "3",
        "7",
        "17",
        "99",
        "255",
        "256",
        "65535",
        "4294967295",
    ];
    let seed = std::env::var("FORGE_SEED")
        .ok()
        .and_then(|s| s.parse().ok());
    let mut rng = Lcg(seed.unwrap_or(42));
    let rounds = std::env::var("FORGE_ROUNDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(900);
    let (mut refused, mut played, mut failures) = (0, 0, vec![]);
    for round in 0..rounds {
        let (orig, what) = &all[rng.below(all.len())];
        let mut orig = orig.clone();
        // Every other forgery has a human seat, so the prompts show the forged state.
        let human = round % 2 == 1;
        if human {
            orig.seats[0] = terminal::HUMAN.into();
            orig.bots[0] = None;
        }
        let text = orig.to_text().expect("text");
        let (at, v) = match round % 3 {
            // A word: a zone, a phase, a kind of decision.
            0 => {
                let spots: Vec<(usize, usize)> = WORDS
                    .iter()
                    .flat_map(|w| text.match_indices(w).map(|(i, _)| (i, i + w.len())))
                    .collect();
                (spots[rng.below(spots.len())], WORDS[rng.below(WORDS.len())])
            }
            // A number dropped from a list.
            1 => {
                let nums = numbers(&text);
                let (a, b) = nums[rng.below(nums.len())];
                let b = if text[b..].starts_with(", ") {
                    b + 2
                } else {
                    b
                };
                ((a, b), "")
            }
            _ => {
                let nums = numbers(&text);
                (nums[rng.below(nums.len())], values[rng.below(values.len())])
            }
        };
        let forged = with_number(&text, at, v);
        // A forger recomputes the checksum.
        let Ok(file) = ron::from_str::<SaveFile>(&forged) else {
            continue;
        };
        let Ok(sealed) = file.to_text() else { continue };
        let line = text[..at.0].lines().count();
        let label = format!("{what}, line {line}: {} -> {v}", &text[at.0..at.1]);
        let r = catch_unwind(AssertUnwindSafe(|| {
            match SaveFile::parse("f.ron", &sealed, &db) {
                Err(_) => false,
                Ok(s) => {
                    let _ = resume(&db, s, "s\n?\n1\nt\nb\n\n1\ne\ny\n1\ny\ne\ny\nq\n");
                    true
                }
            }
        }));
        match r {
            Ok(false) => refused += 1,
            Ok(true) => played += 1,
            Err(_) => failures.push(label),
        }
    }
    eprintln!(
        "refused {refused}, played {played}, panics {}",
        failures.len()
    );
    assert!(
        failures.is_empty(),
        "{} panics:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert!(
        refused > 100 && played > 50,
        "refused {refused}, played {played}"
    );
}

/// A save made at the table: its text.
fn a_save(db: &Arc<Db>) -> String {
    let mut all = states(db, 1, 10);
    let (mut s, _) = all.swap_remove(3);
    s.seats[0] = terminal::HUMAN.into();
    s.bots[0] = None;
    s.to_text().expect("text")
}

/// The save with `from` replaced by `to` (once), checksum recomputed: the reason it is
/// refused for.
fn forged(db: &Db, text: &str, from: &str, to: &str) -> String {
    assert!(text.contains(from), "{from}");
    let f: SaveFile = ron::from_str(&text.replacen(from, to, 1)).expect("parses");
    let t = f.to_text().expect("text");
    match SaveFile::parse("f.ron", &t, db) {
        Ok(_) => "accepted".into(),
        Err(e) => e.to_string(),
    }
}

#[test]
fn forgeries_are_refused_with_a_clear_reason() {
    let db = db();
    let text = a_save(&db);
    let cases = [
        (
            "seats: [\"human\", \"random\"",
            "seats: [\"human\", \"nobody\"",
            "unknown player `nobody`",
        ),
        (
            "kinds: [0,",
            "kinds: [9999,",
            "which the card database lacks",
        ),
        (
            "turn: (\n            player: ",
            "turn: (\n            player: 7",
            "who is not in the game",
        ),
        (
            "vp_tokens: 0",
            "vp_tokens: 2147483647",
            "VP tokens: 2147483647 is out of range",
        ),
        (
            "pending: Some((\n            player: ",
            "pending: Some((\n            player: 9",
            "who is not in the game",
        ),
        ("coins: ", "coins: 9999999", "the coins: 9999999"),
        (
            "log: []",
            "log: [(event: Shuffle(7), cause: None)]",
            "log lines that were never shown",
        ),
        (
            "answer: None",
            "answer: Some(Yes(true))",
            "an answer is half taken",
        ),
    ];
    for (from, to, want) in cases {
        let got = forged(&db, &text, from, to);
        assert!(got.contains("the saved game is damaged"), "{to}: {got}");
        assert!(got.contains(want), "{to}: {got}");
    }
}

#[test]
fn the_whole_file_is_checksummed() {
    let db = db();
    let text = a_save(&db);
    let parse = |t: &str| match SaveFile::parse("f.ron", t, &db) {
        Ok(_) => "ok".to_string(),
        Err(e) => e.to_string(),
    };
    assert_eq!(parse(&text), "ok");
    let changed = [
        text.replacen("\"random\"", "\"heuristic\"", 1),
        text.replacen("state: ", "state:  ", 1)
            .replacen("lang: \"en\"", "lang: \"de\"", 1),
        text.replacen("seed: ", "seed: 1", 1),
    ];
    for t in &changed {
        assert_ne!(t, &text);
        assert_eq!(
            parse(t),
            "f.ron: the saved game is damaged: it was changed after saving"
        );
    }
    // One digit of a bot's random generator.
    let at = text.find("bots: [None, Some((").expect("bots") + "bots: [None, Some((".len();
    let at = at
        + text[at..]
            .find(|c: char| c.is_ascii_digit())
            .expect("digit");
    let d = text.as_bytes()[at];
    let other = if d == b'1' { "2" } else { "1" };
    let t = format!("{}{other}{}", &text[..at], &text[at + 1..]);
    assert_eq!(
        parse(&t),
        "f.ron: the saved game is damaged: it was changed after saving"
    );
}

/// Play a bots-only game on, each bot answering its decisions, until it ends (or a turn
/// limit): the events and the final state, as text.
fn finish(game: &mut Game, bots: &mut [Box<dyn dominion::agents::Agent>]) -> (String, String) {
    let mut events = vec![];
    for _ in 0..20_000 {
        let st = game.run().expect("runs");
        events.extend(game.take_log());
        if st == Status::Over {
            break;
        }
        let d = game.decision().cloned().expect("a decision");
        let c = bots[d.player.index()].choose(game, &d);
        game.answer(c).expect("legal");
    }
    let state = ron::to_string(&game.state).expect("the state serializes");
    (format!("{events:?}"), state)
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(24))]

    /// Saving at any decision of any game, loading the save and finishing the game gives
    /// the same game as finishing it without saving: the same events and final state.
    #[test]
    fn saving_and_loading_changes_nothing(
        seed in 0u64..1_000_000,
        players in 2usize..=4,
        bot_mix in 0u8..8,
        at in 0usize..400,
    ) {
        let db = db();
        let names = ["random", "heuristic", "big-money"];
        let seats: Vec<String> = (0..players)
            .map(|s| names[(bot_mix as usize >> s) % 2 + usize::from(s == 3)].to_string())
            .collect();
        let cfg = Config {
            colonies: seed % 2 == 1,
            logging: true,
            ..Config::new((1..=players).map(|i| format!("P{i}")).collect(), dominion::sim::random_kingdom(&db, seed, 10), seed)
        };
        let mut game = Game::new(db.clone(), &cfg).expect("setup");
        let mut bots: Vec<_> = seats
            .iter()
            .enumerate()
            .map(|(s, n)| dominion::agents::make(n, seed, s).expect("bot"))
            .collect();
        // Up to the decision `at` (or the game's last).
        for _ in 0..at {
            if game.run().expect("runs") == Status::Over {
                break;
            }
            game.take_log();
            let d = game.decision().cloned().expect("a decision");
            let c = bots[d.player.index()].choose(&game, &d);
            game.answer(c).expect("legal");
        }
        game.run().expect("runs");
        game.take_log();
        let file = SaveFile {
            format: save::FORMAT.into(),
            version: save::VERSION,
            database: save::fingerprint(&db),
            lang: "en".into(),
            seed,
            seats: seats.clone(),
            bots: bots.iter().map(|b| b.rng().cloned()).collect(),
            log: vec![],
            checksum: 0,
            state: game.state.clone(),
        };
        let text = file.to_text().expect("text");
        let loaded = SaveFile::parse("f.ron", &text, &db).expect("the save loads");
        // The bots as `play --resume` makes them: by name, with their saved generators.
        let mut again: Vec<_> = loaded
            .seats
            .iter()
            .enumerate()
            .map(|(s, n)| {
                let mut b = dominion::agents::make(n, 0, s).expect("bot");
                if let Some(Some(rng)) = loaded.bots.get(s) {
                    b.set_rng(rng.clone());
                }
                b
            })
            .collect();
        let mut resumed = Game::resume(db.clone(), loaded.state).expect("resumes");
        let (events, state) = finish(&mut game, &mut bots);
        let (events2, state2) = finish(&mut resumed, &mut again);
        proptest::prop_assert_eq!(events, events2);
        proptest::prop_assert_eq!(state, state2);
    }
}

/// What is wrong with a save is said in the language of `--lang` (English without it),
/// on the command line and after `save` in a game: `err-save-*` messages.
#[test]
fn save_errors_are_said_in_the_language() {
    let db = db();
    let de = Locale::load("de", None).expect("de");
    let en = Locale::load("en", None).expect("en");
    let text = a_save(&db);
    assert!(text.contains("vp_tokens: 0"));
    let changed = text.replacen("vp_tokens: 0", "vp_tokens: 3", 1);
    let Err(err) = SaveFile::parse("f.ron", &changed, &db) else {
        panic!("a changed save is refused")
    };
    assert_eq!(
        err.message(&de),
        "f.ron: Der Spielstand ist beschädigt: Er wurde nach dem Speichern verändert"
    );
    assert_eq!(
        err.message(&en),
        err.to_string(),
        "English says what Display says"
    );
    let Err(missing) = SaveFile::read(std::path::Path::new("no/such/file.ron"), &db) else {
        panic!("no file")
    };
    assert_eq!(
        missing.message(&de),
        "no/such/file.ron: Diese Datei gibt es nicht"
    );
    assert_eq!(
        missing.message(&en),
        "no/such/file.ron: there is no such file"
    );
    let Err(not_a_save) = SaveFile::parse("x.ron", "(a: 1)", &db) else {
        panic!("not a save")
    };
    assert_eq!(not_a_save.message(&en), not_a_save.to_string());
    // on the command line
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_dominion"))
        .args(["play", "--resume", "Cargo.toml", "--lang", "de"])
        .output()
        .expect("runs");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success());
    assert!(
        err.contains("Fehler: Cargo.toml: Das ist kein gespeichertes Dominion-Spiel"),
        "{err}"
    );
}

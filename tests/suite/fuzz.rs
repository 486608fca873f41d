//! The fuzz targets, run by `cargo test` for a bounded number of inputs: seeds from the
//! committed corpus (`tests/corpus/<target>/`) and from the repository's own files
//! (cards.ron, the locales, the scenarios, saves of games played here), mutated by a
//! seeded mutator (`fuzz/mutate.rs`). No input may panic. The same targets run for long
//! under cargo-fuzz (`fuzz/`, see its README).
//!
//! `FUZZ_INPUTS=N` sets the inputs per target (default: each target's own bound),
//! `FUZZ_SEED=S` the mutator's seed. A panicking input is written to
//! `$CARGO_TARGET_TMPDIR/fuzz-failures/` and named in the failure. `FUZZ_SHOW=1` prints what
//! the terminal target's games printed.

mod harness;
mod mutate;

use harness::{Ctx, Fate};
use mutate::Rng;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use std::time::Instant;

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// The inputs to try: the target's default, or `FUZZ_INPUTS`.
fn inputs(default: usize) -> usize {
    std::env::var("FUZZ_INPUTS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(default)
}

/// The mutator's generator for a target (`FUZZ_SEED` changes every target's).
fn rng(target: &str) -> Rng {
    let seed: u64 = std::env::var("FUZZ_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(2024);
    let salt = target
        .bytes()
        .fold(0u64, |h, b| h.wrapping_mul(31).wrapping_add(b as u64));
    Rng(seed ^ salt)
}

/// Every file of a folder (and its subfolders), sorted.
fn files(dir: &Path) -> Vec<PathBuf> {
    let mut out = vec![];
    let Ok(entries) = std::fs::read_dir(dir) else {
        return out;
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            out.extend(files(&p));
        } else {
            out.push(p);
        }
    }
    out.sort();
    out
}

/// The committed corpus of a target.
fn corpus(target: &str) -> Vec<Vec<u8>> {
    let dir = Path::new(ROOT).join("tests/corpus").join(target);
    let seeds: Vec<Vec<u8>> = files(&dir)
        .iter()
        .filter_map(|p| std::fs::read(p).ok())
        .collect();
    assert!(!seeds.is_empty(), "no corpus in {}", dir.display());
    seeds
}

/// A file of the repository.
fn repo_file(path: &str) -> Vec<u8> {
    std::fs::read(Path::new(ROOT).join(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The string literals of the effect language's grammar: its keywords and marks.
fn grammar_tokens() -> Vec<String> {
    let g = String::from_utf8(repo_file("grammar/effects.pest")).expect("UTF-8");
    let mut out: Vec<String> = g
        .split('"')
        .skip(1)
        .step_by(2)
        .filter(|t| !t.is_empty() && !t.contains('\\'))
        .map(|t| format!(" {t} "))
        .collect();
    out.sort();
    out.dedup();
    out
}

/// Run `f` on every seed and on `n` mutants; panics are collected, written out, and
/// fail the test with their files. Returns how many inputs ran and were refused.
fn fuzz(
    target: &str,
    seeds: &[Vec<u8>],
    tokens: &[&str],
    n: usize,
    mut f: impl FnMut(&str) -> Fate,
) -> (usize, usize) {
    let start = Instant::now();
    let mut rng = rng(target);
    let (mut ran, mut refused, mut panics) = (0, 0, vec![]);
    let originals = seeds.iter().cloned().map(|s| ("seed", s));
    let mutants = (0..n).map(|_| ("mutant", mutate::mutate(&mut rng, seeds, tokens)));
    for (i, (what, data)) in originals.chain(mutants).enumerate() {
        let text = mutate::text(&data);
        match catch_unwind(AssertUnwindSafe(|| f(&text))) {
            Ok(Fate::Ran) => ran += 1,
            Ok(Fate::Refused) => refused += 1,
            Err(_) => {
                let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("fuzz-failures");
                let _ = std::fs::create_dir_all(&dir);
                let path = dir.join(format!("{target}-{i}"));
                let _ = std::fs::write(&path, &text);
                panics.push(format!("{what} {i}: {}", path.display()));
            }
        }
    }
    eprintln!(
        "fuzz {target}: {} inputs ({} seeds), {ran} ran, {refused} refused, {} panics, {:.1}s",
        seeds.len() + n,
        seeds.len(),
        panics.len(),
        start.elapsed().as_secs_f64()
    );
    assert!(
        panics.is_empty(),
        "fuzz {target}: {} inputs panicked (written to files):\n{}",
        panics.len(),
        panics.join("\n")
    );
    (ran, refused)
}

#[test]
fn fuzz_parse_rules() {
    let src = String::from_utf8(repo_file("cards.ron")).expect("UTF-8");
    let raw = dominion::load::read("cards.ron", &src).expect("cards.ron reads");
    let mut seeds = corpus("parse_rules");
    seeds.extend(raw.cards.iter().map(|c| c.rules.clone().into_bytes()));
    let tokens = grammar_tokens();
    let tokens: Vec<&str> = tokens.iter().map(String::as_str).collect();
    let (ran, refused) = fuzz("parse_rules", &seeds, &tokens, inputs(20_000), |t| {
        harness::parse_rules(t)
    });
    assert!(ran > 500 && refused > 500, "{ran} ran, {refused} refused");
}

#[test]
fn fuzz_load_db() {
    let mut seeds = corpus("load_db");
    seeds.push(repo_file("cards.ron"));
    let grammar = grammar_tokens();
    let mut tokens: Vec<&str> = grammar.iter().map(String::as_str).collect();
    tokens.extend([
        "(",
        ")",
        "[",
        "]",
        "\"",
        ",",
        "id: ",
        "name: ",
        "cost: ",
        "types: ",
        "rules: ",
        "kingdom: true",
        "sets: ",
        "edition: Some(1)",
        "\"Action\"",
        "\"copper\"",
    ]);
    let (ran, refused) = fuzz("load_db", &seeds, &tokens, inputs(1500), harness::load_db);
    assert!(ran > 10 && refused > 50, "{ran} ran, {refused} refused");
}

#[test]
fn fuzz_scenario() {
    let ctx = Ctx::new("scenario");
    let mut seeds = corpus("scenario");
    // Every tenth scenario of the repository's.
    let all = files(&Path::new(ROOT).join("tests/scenarios"));
    seeds.extend(all.iter().step_by(10).filter_map(|p| std::fs::read(p).ok()));
    let tokens = [
        "Play(\"Throne Room\"), ",
        "Buy(\"Gold\"), ",
        "EndPhase, ",
        "EndTurn, ",
        "PlayTreasures, ",
        "Choose([]), ",
        "Choose([\"Copper\", \"Estate\"]), ",
        "Yes, ",
        "No, ",
        "Pick(1), ",
        "Pick(255), ",
        "Order([\"Gold\", \"Copper\"]), ",
        "Supply(\"Gold\", 65535), ",
        "Mat(\"Alice\", \"island\", []), ",
        "Cost(\"Peddler\", -2147483648), ",
        "LogContainsIn(\"xx\", \"x\"), ",
        "\"Bob\": (hand: [\"Moat\"], deck: [\"Gold\"]), ",
        "vp_tokens: 2147483647, ",
        "supply: {\"Province\": 0}, ",
        "players: [\"A\", \"B\", \"C\", \"D\", \"E\", \"F\", \"G\"], ",
        "mats: {\"native village\": [\"Gold\"]}, ",
        "Hand(\"Alice\", [\"Copper\"]), ",
        "Coins(99), ",
        "colonies: true, ",
        "\"Haven\"",
        "\"Island\"",
        "\"Border Village\"",
        "\"King's Court\"",
    ];
    let (ran, refused) = fuzz("scenario", &seeds, &tokens, inputs(6000), |t| {
        harness::scenario(&ctx, t)
    });
    assert!(ran > 50 && refused > 100, "{ran} ran, {refused} refused");
}

#[test]
fn fuzz_locale() {
    let ctx = Ctx::new("locale");
    let mut seeds = corpus("locale");
    seeds.push(repo_file("locales/en.ftl"));
    seeds.push(repo_file("locales/de.ftl"));
    let tokens = [
        "{ $count }",
        "{ $name }",
        "{ $player }",
        "{",
        "}",
        "{ NUMBER($count) ->\n [one] one\n *[other] many\n}",
        "*[other]",
        "-term = x\n",
        "{ -term }",
        "\n.text = ",
        "\n    ",
        "card-copper = ",
        "log-plays = { $player } ",
        "# Variables: $player\n",
        "cmd-yes = ",
        "cmd-save = ",
        "{ card-copper }",
        "{ $name ->\n *[x] y\n}",
        "\u{feff}",
    ];
    let mut rng = rng("locale-lang");
    let (ran, refused) = fuzz("locale", &seeds, &tokens, inputs(400), |t| {
        let lang = if rng.one_in(2) { "en" } else { "de" };
        harness::locale(&ctx, lang, t)
    });
    assert!(ran > 100, "{ran} ran, {refused} refused");
}

#[test]
fn fuzz_save() {
    let ctx = Ctx::new("save");
    let mut seeds = corpus("save");
    seeds.extend(
        harness::saves_of_games(&ctx, 1, 4, 40)
            .into_iter()
            .map(String::into_bytes),
    );
    let tokens = [
        "Supply",
        "Deck",
        "Hand",
        "Discard",
        "Play",
        "SetAside",
        "Revealed",
        "Trash",
        "Action",
        "Buy",
        "Cleanup",
        "Over",
        "Move",
        "YesNo",
        "Order",
        "None",
        "Some(",
        "(",
        ")",
        "[",
        "]",
        ", ",
        "0, ",
        "\"human\"",
        "\"heuristic\"",
        "true",
        "false",
        "checksum: 0",
        "version: 1",
        "\u{feff}",
    ];
    let (ran, refused) = fuzz("save", &seeds, &tokens, inputs(1500), |t| {
        harness::save(&ctx, t)
    });
    assert!(ran > 40 && refused > 500, "{ran} ran, {refused} refused");
}

#[test]
fn fuzz_terminal() {
    let ctx = Ctx::new("terminal");
    let de = ctx.en.sibling("de").expect("German");
    let seeds = corpus("terminal");
    let tokens = [
        "t\n",
        "b\n",
        "e\n",
        "y\n",
        "n\n",
        "j\n",
        "g\n",
        "k\n",
        "?\n",
        "h\n",
        "help\n",
        "s\n",
        "q\n",
        "1\n",
        "2\n",
        "1 2\n",
        "1,2,3\n",
        "0\n",
        "99\n",
        "-1\n",
        "18446744073709551616\n",
        "b 1\n",
        "b 99\n",
        "b silver\n",
        "b Gold\n",
        "k gold\n",
        "all\n",
        "alle\n",
        "\n",
        "save\n",
        "save \n",
        "speichern\n",
        "cop\n",
        "Copper\n",
        "Kupfer\n",
        "Estate\n",
        "Throne Room\n",
        "x\n",
        "\t\n",
        " 1 \n",
        "\u{feff}1\n",
    ];
    let mut rng = rng("terminal-params");
    let mut hit = [0usize; harness::KINDS.len()];
    // Seeds whose games ask each kind of decision (bots-only games, the human typing
    // nothing), to go back to for the rare kinds.
    let mut asked: Vec<Vec<u64>> = vec![vec![]; harness::KINDS.len()];
    for (k, seeds) in asked.iter_mut().enumerate() {
        for seed in 0..3000 {
            if seeds.len() == 4 {
                break;
            }
            if harness::terminal(&ctx, &ctx.en, seed, Some(k), 0, "") == Some(k) {
                seeds.push(seed);
            }
        }
    }
    let mut i = 0;
    let (ran, _) = fuzz("terminal", &seeds, &tokens, inputs(4000), |t| {
        i += 1;
        let loc = if i % 2 == 0 { &ctx.en } else { &de };
        let want = i % harness::KINDS.len();
        let seed = match asked[want].len() {
            0 => rng.next() % 100_000,
            n if rng.one_in(2) => asked[want][rng.below(n)],
            _ => rng.next() % 100_000,
        };
        let skip = rng.below(300);
        match harness::terminal(&ctx, loc, seed, Some(want), skip, t) {
            Some(k) => {
                hit[k] += 1;
                asked[k].push(seed);
                Fate::Ran
            }
            None => Fate::Refused,
        }
    });
    let counts: Vec<String> = (harness::KINDS.iter().zip(hit))
        .map(|(k, n)| format!("{k} {n}"))
        .collect();
    eprintln!("fuzz terminal: prompts {}", counts.join(", "));
    assert!(ran > 1000, "{ran} ran");
    // Every kind of prompt is met.
    for (k, n) in harness::KINDS.iter().zip(hit) {
        assert!(
            n >= 10,
            "only {n} inputs at a {k} prompt: {}",
            counts.join(", ")
        );
    }
}

/// Why mutated saves are refused (`cargo test --test suite save_reasons -- --ignored
/// --nocapture`): to see how deep the save target gets.
#[test]
#[ignore]
fn save_reasons() {
    let ctx = Ctx::new("save-reasons");
    let seeds: Vec<Vec<u8>> = harness::saves_of_games(&ctx, 1, 4, 40)
        .into_iter()
        .map(String::into_bytes)
        .collect();
    let mut rng = rng("save");
    let mut reasons = std::collections::BTreeMap::<String, usize>::new();
    for _ in 0..500 {
        let t = mutate::text(&mutate::mutate(&mut rng, &seeds, &["Hand", "0, "]));
        let r = match ron::from_str::<dominion::terminal::SaveFile>(&t) {
            Err(e) => format!("ron: {}", e.code).chars().take(60).collect(),
            Ok(mut f) => {
                f.database = dominion::terminal::save::fingerprint(&ctx.db);
                let sealed = f.to_text().expect("text");
                match dominion::terminal::SaveFile::parse("f", &sealed, &ctx.db) {
                    Ok(_) => "ok".into(),
                    Err(e) => e.to_string().chars().take(70).collect(),
                }
            }
        };
        *reasons.entry(r).or_default() += 1;
    }
    for (r, n) in reasons {
        eprintln!("{n:5} {r}");
    }
}

/// Write saves of real games into the save target's corpus (`cargo test --test suite
/// write_save_corpus -- --ignored`), for cargo-fuzz; `cargo test` makes its own too.
#[test]
#[ignore]
fn write_save_corpus() {
    let ctx = Ctx::new("save-corpus");
    let dir = Path::new(ROOT).join("tests/corpus/save");
    for (i, text) in harness::saves_of_games(&ctx, 100, 2, 60)
        .iter()
        .step_by(5)
        .take(3)
        .enumerate()
    {
        std::fs::write(dir.join(format!("game-{i}.ron")), text).expect("writable corpus");
    }
}

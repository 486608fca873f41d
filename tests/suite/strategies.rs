//! Strategies as data: the library loads, errors are located, and every named strategy
//! beats Big Money on a Kingdom of its own cards.

use crate::cli::dominion;
use dominion::strategy::{self, library, versus};
use std::sync::{Arc, OnceLock};

fn db() -> Arc<dominion::db::Db> {
    static DB: OnceLock<Arc<dominion::db::Db>> = OnceLock::new();
    DB.get_or_init(|| Arc::new(dominion::embedded_db().expect("cards")))
        .clone()
}

#[test]
fn every_library_file_loads_and_is_listed() {
    let db = db();
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/strategies");
    let mut files: Vec<String> = std::fs::read_dir(dir)
        .expect("strategies/")
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter_map(|f| f.strip_suffix(".ron").map(str::to_string))
        .collect();
    files.sort();
    let mut listed: Vec<&str> = library::names().collect();
    listed.sort();
    assert_eq!(files, listed, "every strategies/*.ron is in the library");
    assert!(listed.len() >= 21, "{listed:?}");
    for n in listed {
        let s = strategy::load(&db, n).unwrap_or_else(|d| panic!("{}", strategy::render(&d)));
        assert!(!s.description.is_empty() && !s.name.is_empty(), "{n}");
        // The Kingdom it is tried on has its cards: no warning there.
        let k = s.kingdom(&db);
        assert!(s.warnings(&db, &k, false).is_empty(), "{n}");
    }
}

/// Load a strategy text; the rendered errors.
fn errors(text: &str) -> String {
    match strategy::parse(&db(), "test", "test.ron", text) {
        Ok(_) => String::new(),
        Err(d) => strategy::render(&d),
    }
}

fn with_rule(rule: &str) -> String {
    format!("(\n    name: \"t\",\n    description: \"d\",\n    buy: [\n        {rule},\n        (card: \"Silver\"),\n    ],\n)\n")
}

#[test]
fn errors_are_located_with_did_you_mean() {
    let e = errors(&with_rule(
        r#"(card: "Smithy", if: "count(Gold) < 2 and mony >= 16")"#,
    ));
    assert!(e.starts_with("test.ron:5:"), "{e}");
    assert!(
        e.contains("unknown word `mony`") && e.contains("did you mean `money`?"),
        "{e}"
    );
    assert!(e.contains("^^^^\n"), "{e}");
    let e = errors(&with_rule(r#"(card: "Smithy", if: "count(Gld) < 2")"#));
    assert!(
        e.contains("unknown card or type `Gld`") && e.contains("`Gold`"),
        "{e}"
    );
    let e = errors(&with_rule(r#"(card: "Smithee")"#));
    assert!(
        e.contains("test.ron:5:17: error: unknown card `Smithee`"),
        "{e}"
    );
    assert!(e.contains("did you mean `Smithy`?"), "{e}");
    let e = errors(&with_rule(r#"(card: "Smithy", if: "count(Gold) < 0")"#));
    assert!(
        e.contains("test.ron:5:31:") && e.contains("never true"),
        "{e}"
    );
    let e = errors(&with_rule(r#"(card: "Smithy", if: "turn >= 1")"#));
    assert!(e.contains("always true"), "{e}");
    let e = errors(&with_rule(r#"(card: "Smithy", if: "coins = 5")"#));
    assert!(
        e.contains("`=` is not a comparison") && e.contains("`==`"),
        "{e}"
    );
    let e = errors(&with_rule(
        r#"(card: "Smithy", if: "count(Action) < 2 or")"#,
    ));
    assert!(e.contains("expected a number or a value"), "{e}");
    let e = errors(&with_rule(r#"(card: "Smithy", iff: "coins >= 5")"#));
    assert!(e.contains("test.ron:5:") && e.contains("iff"), "{e}");
    // A good one: types, piles, arithmetic, not and parentheses.
    let ok = r#"(card: "Smithy", if: "not (count(Action) * 11 >= cards) and (left(Province) > 4 or empty_piles >= 2) and score_diff < 5 and buys >= 1 and 2 < coins")"#;
    assert_eq!(errors(&with_rule(ok)), "");
    // A name with parentheses of its own.
    let ok = r#"(card: "Trader (1E)", if: "count(Trader (1E)) < 2")"#;
    assert_eq!(errors(&with_rule(ok)), "");
}

#[test]
fn a_card_not_in_the_game_is_a_warning() {
    let db = db();
    let s = strategy::parse(
        &db,
        "t",
        "t.ron",
        &with_rule(r#"(card: "Wharf", if: "count(Smithy) < 1")"#),
    )
    .expect("loads");
    let w = s.warnings(&db, &[], false).concat();
    assert!(
        w.contains("t.ron:5:17: warning: `Wharf` is not in this game"),
        "{w}"
    );
    assert!(w.contains("`Smithy` is not in this game"), "{w}");
    let k = s.kingdom(&db);
    assert_eq!(k.len(), 2);
    assert!(s.warnings(&db, &k, false).is_empty());
}

/// Every library strategy against Big Money on a Kingdom of its cards, 100 games each
/// (50 per seat, the same seeds): it must win more than it loses. (The figures with
/// 2000 games each: `dominion strategies --versus big-money --games 2000`.)
#[test]
fn every_strategy_beats_big_money() {
    let db = db();
    let mut weak = vec![];
    for n in library::names() {
        let d = versus::duel(&db, n, "big-money", &versus::Runs::new(100, 1, 1)).expect("plays");
        assert_eq!(d.games, 100);
        if d.wins <= d.losses + 10 {
            weak.push(format!("{n}: {} wins, {} losses", d.wins, d.losses));
        }
    }
    assert!(weak.is_empty(), "{weak:#?}");
}

#[test]
fn simulate_takes_a_strategy_file_and_reports_intervals() {
    let dir = std::env::temp_dir().join(format!("dominion-strategy-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("mine.ron");
    std::fs::write(
        &file,
        with_rule(r#"(card: "Smithy", if: "count(Smithy) < 1")"#),
    )
    .unwrap();
    let path = file.to_str().unwrap();
    let bots = format!("{path},big-money");
    let args = [
        "simulate",
        "--games",
        "40",
        "--bots",
        &bots,
        "--kingdom",
        "Smithy",
    ];
    let (ok, out, err) = dominion(&args);
    assert!(ok, "{err}");
    assert!(out.contains(&format!("seat 1 ({path}): wins ")), "{out}");
    assert!(out.contains("95% seat 2 (big-money): win "), "{out}");
    assert!(out.contains("seat 1 - seat 2: "), "{out}");
    // Without Smithy in the Kingdom: a warning, and the games still run.
    let (ok, _, err) = dominion(&["simulate", "--games", "2", "--bots", &bots]);
    assert!(
        ok && err.contains("warning: `Smithy` is not in this game"),
        "{err}"
    );
    std::fs::write(
        &file,
        with_rule(r#"(card: "Smithy", if: "cont(Smithy) < 1")"#),
    )
    .unwrap();
    let (ok, _, err) = dominion(&["simulate", "--games", "2", "--bots", &bots]);
    assert!(
        !ok && err.contains("mine.ron:5:") && err.contains("`count`"),
        "{err}"
    );
    let (ok, _, err) = dominion(&["play", "--bots", &bots, "--random", "--seed", "2"]);
    assert!(!ok && err.contains("mine.ron:5:"), "{err}");
    // A named strategy, a misspelt one.
    let (ok, out, _) = dominion(&["simulate", "--games", "4", "--bots", "smithy,witch"]);
    assert!(ok && out.contains("seat 2 (witch): wins"), "{out}");
    let (ok, _, err) = dominion(&["simulate", "--bots", "smithyy,big-money"]);
    assert!(!ok && err.contains("did you mean `smithy`?"), "{err}");
    let (ok, out, _) = dominion(&["strategies"]);
    assert!(
        ok && out.contains("big-money-ultimate: Big Money Ultimate\n"),
        "{out}"
    );
}

/// A scratch `cards.ron` with a new $4 card, stronger than Smithy.
fn scratch_db() -> Arc<dominion::db::Db> {
    let src = include_str!("../../cards.ron").replacen(
        "    cards: [\n",
        "    cards: [\n        (\n            id: \"big_draw\", name: \"Big Draw\", sets: [\"base2\"], cost: 4, types: [\"Action\"], kingdom: true,\n            rules: \"+4 cards, +1 buy.\",\n        ),\n",
        1,
    );
    Arc::new(dominion::load_db("scratch.ron", &src).unwrap_or_else(|d| panic!("{d:?}")))
}

#[test]
fn balance_ranks_a_new_card_among_its_cost_peers() {
    let db = scratch_db();
    let card = db.find("Big Draw").expect("the new card");
    let peers = strategy::balance::peers(&db, card);
    let smithy = db.find("Smithy").unwrap();
    assert!(peers.contains(&smithy) && !peers.contains(&card));
    assert!(peers
        .iter()
        .all(|&k| db.card(k).cost == 4 && db.card(k).kingdom));
    let b = strategy::balance::balance(&db, card, &versus::Runs::new(40, 1, 1)).expect("plays");
    assert_eq!(b.vs_big_money.games, 40);
    assert_eq!(b.peers.len(), peers.len());
    let ranking = b.ranking();
    assert_eq!(ranking.len(), peers.len() + 1);
    // Sorted by wins against Big Money; +4 cards beats Big Money and ranks high.
    let rate = |d: &versus::Duel| d.wins as f64 / d.games as f64;
    assert!(ranking.windows(2).all(|w| rate(w[0].1) >= rate(w[1].1)));
    let place = ranking.iter().position(|(k, _)| *k == card).unwrap();
    assert!(place < ranking.len() / 3, "ranked {place}");
    assert!(b.vs_big_money.wins > b.vs_big_money.losses);
    // `big-money+CARD` is a strategy simulate takes too.
    let (ok, out, err) = dominion(&[
        "simulate",
        "--games",
        "10",
        "--bots",
        "big-money+Smithy,big-money",
        "--kingdom",
        "Smithy",
    ]);
    assert!(
        ok && out.contains("seat 1 (big-money+Smithy): wins"),
        "{out}{err}"
    );
    let (ok, out, err) = dominion(&["balance", "Smithy", "--games", "10"]);
    assert!(
        ok && out.contains("ranking among the $4 Kingdom cards"),
        "{err}"
    );
    assert!(
        out.contains("Smithy: wins ") && out.contains("  <--\n"),
        "{out}"
    );
}

#[test]
fn shards_merge_into_the_whole_run() {
    let dir = std::env::temp_dir().join(format!("dominion-shards-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let a = dir.join("a.ron");
    let b = dir.join("b.ron");
    let (a, b) = (a.to_str().unwrap(), b.to_str().unwrap());
    let run = |extra: &[&str]| {
        let mut args = vec![
            "simulate",
            "--bots",
            "smithy,big-money",
            "--kingdom",
            "Smithy",
            "--seed",
            "5",
        ];
        args.extend_from_slice(extra);
        let (ok, out, err) = dominion(&args);
        assert!(ok, "{err}");
        out
    };
    let whole = run(&["--games", "30"]);
    run(&["--games", "12", "--out", a]);
    run(&[
        "--games",
        "18",
        "--start",
        "12",
        "--out",
        b,
        "--threads",
        "2",
    ]);
    let (ok, merged, err) = dominion(&["merge", b, a]);
    assert!(ok, "{err}");
    assert!(
        merged.starts_with("merged: 2 shards, games 0 to 29 of --seed 5\n"),
        "{merged}"
    );
    let strip = |s: &str| -> Vec<String> {
        (s.lines())
            .filter(|l| !l.starts_with("games/s") && !l.starts_with("merged"))
            .map(str::to_string)
            .collect()
    };
    assert_eq!(strip(&whole), strip(&merged));
    // The same shard twice: games in common.
    let (ok, _, err) = dominion(&["merge", a, a]);
    assert!(
        !ok && err.contains("games 0 to 11 are in another shard too"),
        "{err}"
    );
}

//! Results at a glance: points and money by turn (`simulate --chart`), the balance
//! ranking as bars (`balance --chart`, games enough for `--margin`), the matrix of every
//! strategy against every other, and the progress bar (never in a pipe).

use crate::cli::dominion;
use dominion::sim::{self, Extras, SimOptions};
use dominion::strategy::{balance, matrix, versus::Runs};
use std::sync::{Arc, OnceLock};

fn db() -> Arc<dominion::db::Db> {
    static DB: OnceLock<Arc<dominion::db::Db>> = OnceLock::new();
    DB.get_or_init(|| Arc::new(dominion::embedded_db().expect("cards")))
        .clone()
}

fn temp(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("dominion-charts-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("dir");
    dir.join(name)
}

/// A whole SVG document: one root element, closed.
fn assert_svg(svg: &str) {
    assert!(svg.starts_with("<svg ") && svg.trim_end().ends_with("</svg>"));
    assert!(svg.contains("xmlns=\"http://www.w3.org/2000/svg\""));
    assert_eq!(svg.matches("<svg").count(), 1);
}

#[test]
fn curves_record_points_and_money_by_turn_without_changing_the_games() {
    let o = SimOptions {
        games: 60,
        bots: vec!["big-money".into(), "smithy".into()],
        kingdom: vec![db().find("Smithy").unwrap()],
        colonies: false,
        seed: 3,
        threads: 2,
    };
    let plain = sim::simulate(db(), &o).expect("plays");
    assert!(plain.curves.is_empty(), "recorded only when asked");
    let x = Extras {
        curves: true,
        progress: None,
    };
    let traced = sim::simulate_with(db(), &o, &x).expect("plays");
    assert_eq!(
        (plain.wins, plain.ties, plain.turns),
        (traced.wins.clone(), traced.ties.clone(), traced.turns)
    );
    assert_eq!(traced.curves.seats.len(), 2);
    for c in &traced.curves.seats {
        // Every game has a first turn; the opening deck: 3 Estates, 7 Coppers.
        assert_eq!(c.games[0], 60);
        assert_eq!((c.points_at(0), c.money_at(0)), (3.0, 7.0));
        assert!(c.games.windows(2).all(|w| w[0] >= w[1]));
        let t = c.turns_reached(60, 0.5);
        assert!((10..30).contains(&t), "half the games reach turn {t}");
        assert!(c.points_at(t - 1) > 10.0 && c.money_at(8) > 10.0);
    }
    // The turns recorded are the turns played.
    let recorded: u64 = (traced.curves.seats.iter())
        .map(|c| c.games.iter().sum::<u64>())
        .sum();
    assert_eq!(recorded, traced.turns);
}

#[test]
fn simulate_draws_points_and_money_by_turn() {
    let path = temp("by-turn.svg");
    let (ok, out, err) = dominion(&[
        "simulate",
        "--games",
        "40",
        "--bots",
        "big-money,smithy",
        "--kingdom",
        "Smithy",
        "--chart",
        path.to_str().unwrap(),
    ]);
    assert!(ok, "{err}");
    assert!(out.contains("seat 2 (smithy): wins"), "{out}");
    let svg = std::fs::read_to_string(&path).expect("the chart is written");
    assert_svg(&svg);
    for text in [
        "big-money against smithy: 40 games",
        "average points at the end of each turn",
        "average money (coins of the Treasures) at the end of each turn",
        "seat 1: big-money",
        "seat 2: smithy",
    ] {
        assert!(svg.contains(text), "{text} not in the chart");
    }
    // A line per seat in each panel, and one per seat in each legend.
    assert!(svg.matches("<polyline").count() >= 8, "{svg}");
}

#[test]
fn balance_plays_enough_games_for_the_margin_and_draws_the_ranking() {
    assert_eq!(balance::games_for(0.03), 1068);
    assert_eq!(balance::games_for(0.2), 26);
    let path = temp("balance.svg");
    let (ok, out, err) = dominion(&[
        "balance",
        "Moat",
        "--margin",
        "20",
        "--chart",
        path.to_str().unwrap(),
    ]);
    assert!(ok, "{err}");
    assert!(
        out.starts_with(
            "Moat ($2): 26 games per pairing (for 95% intervals within \u{b1}20%), half in each seat"
        ),
        "{out}"
    );
    let widest = out
        .lines()
        .find_map(|l| l.strip_prefix("95% intervals within \u{b1}"))
        .and_then(|l| l.strip_suffix("% (the widest)"))
        .expect("the widest interval is said");
    let widest: f64 = widest.parse().expect("a number");
    assert!(widest > 5.0 && widest <= 20.0, "{widest}");
    let svg = std::fs::read_to_string(&path).expect("the chart is written");
    assert_svg(&svg);
    assert!(svg.contains("Moat among the $2 Kingdom cards"), "{svg}");
    // A bar per card of the ranking, the card itself in red.
    let ranked = (out.lines())
        .filter(|l| l.starts_with(' ') && l.trim_start().starts_with(|c: char| c.is_ascii_digit()))
        .count();
    let peers = balance::peers(&db(), db().find("Moat").unwrap()).len();
    assert_eq!(ranked, peers + 1, "{out}");
    assert_eq!(svg.matches("fill=\"#D6604D\"").count(), 1);
    assert_eq!(svg.matches("fill=\"#7896C8\"").count(), peers);
    for k in balance::peers(&db(), db().find("Moat").unwrap()) {
        let name = db().card(k).full_name().replace('\'', "&apos;");
        assert!(svg.contains(&name), "{name} not in the chart");
    }
    let (ok, _, err) = dominion(&["balance", "Moat", "--margin", "0"]);
    assert!(!ok && err.contains("--margin 0: give 0.1 to 50"), "{err}");
}

#[test]
fn the_matrix_has_a_row_and_a_column_per_bot() {
    let bots = ["big-money", "smithy", "big-money-ultimate"];
    let (ok, out, err) = dominion(&["matrix", "--bots", &bots.join(","), "--games", "40"]);
    assert!(ok, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 2 + bots.len() + 1, "{out}");
    assert!(lines[0].starts_with("40 games per pair, half in each seat"));
    let head: Vec<&str> = lines[1].split_whitespace().collect();
    assert_eq!(head, ["1", "2", "3", "mean"]);
    let mut cells = vec![];
    for (r, bot) in bots.iter().enumerate() {
        let row: Vec<&str> = lines[2 + r].split_whitespace().collect();
        assert_eq!(row[..2], [format!("{}.", r + 1).as_str(), *bot]);
        assert_eq!(row.len(), 2 + bots.len() + 1, "{}", lines[2 + r]);
        assert_eq!(row[2 + r], "-", "the diagonal");
        cells.push(row[2..2 + bots.len()].to_vec());
    }
    // Row against column and column against row add up to 100%.
    let cell = |r: usize, c: usize| -> f64 { cells[r][c].parse().expect("a number") };
    for (r, c) in [(0, 1), (0, 2), (1, 2)] {
        let (a, b) = (cell(r, c), cell(c, r));
        assert!((a + b - 100.0).abs() < 0.11, "{a} + {b}");
    }
    assert!(lines[5].starts_with("each cell: the row's wins against the column"));
    // The library's matrix agrees with a duel.
    let m = matrix::matrix(
        &db(),
        &["smithy".into(), "big-money".into()],
        None,
        &Runs::new(40, 1, 1),
    )
    .expect("plays");
    let d = m.duels[0][1].as_ref().expect("a duel");
    let back = m.duels[1][0].as_ref().expect("its mirror");
    assert_eq!((d.wins, d.losses), (back.losses, back.wins));
    assert!(m.duels[0][0].is_none());
    // Errors.
    let (ok, _, err) = dominion(&["matrix", "--bots", "smithy"]);
    assert!(!ok && err.contains("a matrix needs two or more"), "{err}");
    let (ok, _, err) = dominion(&["matrix", "--bots", "smithy,smithyy"]);
    assert!(!ok && err.contains("did you mean `smithy`?"), "{err}");
}

#[test]
fn no_progress_bar_when_stderr_is_not_a_terminal() {
    let (ok, _, err) = dominion(&["matrix", "--bots", "big-money,smithy", "--games", "400"]);
    assert!(ok, "{err}");
    assert!(!err.contains('\r') && !err.contains("games"), "{err:?}");
    let (ok, _, err) = dominion(&["balance", "Moat", "--games", "20"]);
    assert!(ok && !err.contains('\r'), "{err:?}");
}

#[test]
fn balance_of_a_card_from_a_scratch_cards_file_writes_its_chart() {
    let src = include_str!("../../cards.ron").replacen(
        "    cards: [\n",
        "    cards: [\n        (\n            id: \"big_draw\", name: \"Big Draw\", sets: [\"base2\"], cost: 4, types: [\"Action\"], kingdom: true,\n            rules: \"+4 cards, +1 buy.\",\n        ),\n",
        1,
    );
    let cards = temp("scratch-cards.ron");
    std::fs::write(&cards, src).expect("written");
    let chart = temp("big-draw.svg");
    let (ok, out, err) = dominion(&[
        "balance",
        "Big Draw",
        "--cards",
        cards.to_str().unwrap(),
        "--games",
        "20",
        "--chart",
        chart.to_str().unwrap(),
    ]);
    assert!(ok, "{err}");
    assert!(
        out.contains("Big Draw: wins ") && out.contains("  <--\n"),
        "{out}"
    );
    let svg = std::fs::read_to_string(&chart).expect("the chart is written");
    assert_svg(&svg);
    assert!(svg.contains("Big Draw among the $4 Kingdom cards"));
}

/// In a terminal, a long run draws the bar on stderr, then clears it.
#[cfg(unix)]
#[test]
fn a_long_run_draws_a_progress_bar_in_a_terminal() {
    let mut c = std::process::Command::new(env!("CARGO_BIN_EXE_dominion"));
    c.args(["simulate", "--games", "100000", "--threads", "2"]);
    let mut p = rexpect::session::spawn_command(c, Some(60_000)).expect("a pty");
    p.exp_regex(r"simulate \[[#.]{30}\] +\d+%  \d+/100000 games")
        .expect("the bar");
    p.exp_string("games: 100000").expect("the figures");
    p.exp_eof().expect("the end");
}

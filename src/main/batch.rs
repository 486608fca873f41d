//! The commands that run many games or files and print their figures: `simulate`,
//! `soak`, `scenario`, `gen-texts` and `replay` (the binary's, beside `main.rs`).

use super::*;
use dominion::sim::progress::Bar;
use dominion::strategy::versus::Runs;

mod matrix;
pub(super) use matrix::{matrix, MatrixArgs};

/// `simulate`: bot games and their figures.
pub(super) fn simulate(
    games: u64,
    bots: String,
    ka: KingdomArgs,
    seed: u64,
    threads: u64,
    (shard, chart): (ShardArgs, Option<PathBuf>),
    data: Data,
) -> Result<ExitCode, ExitCode> {
    use dominion::strategy::shard::{shifted_seed, Shard};
    let db = load_db_for_games(&data)?;
    if let Some(done) = list_presets(&db, &ka, &data)? {
        return Ok(done);
    }
    let bots: Vec<String> = bots.split(',').map(|s| s.trim().to_string()).collect();
    for b in &bots {
        sim::check_bot(b).map_err(usage)?;
    }
    let (lo, hi) = (db.basic.min_players as usize, db.basic.max_players as usize);
    if bots.len() < lo || bots.len() > hi {
        return Err(usage(format!(
            "--bots names {}; the game takes {lo} to {hi} players, one bot each",
            seats_word(bots.len())
        )));
    }
    let (k, colonies) =
        kingdom(&db, &ka, data.locales.as_deref(), seed, false, None).map_err(usage)?;
    let db = complete_db(db, &k)?;
    check_strategies(&db, &bots, &k, colonies)?;
    let loc = load_locale(&data)?;
    let opts = sim::SimOptions {
        games,
        bots: bots.clone(),
        kingdom: k.clone(),
        colonies,
        seed: shifted_seed(seed, shard.start),
        threads: threads as usize,
    };
    let bar = Bar::start("simulate", games);
    let x = sim::Extras {
        curves: chart.is_some(),
        progress: bar.as_ref().map(Bar::progress),
    };
    let r = sim::simulate_with(db.clone(), &opts, &x).map_err(usage)?;
    drop(bar);
    if let Some(path) = &chart {
        let seats: Vec<String> = (bots.iter().enumerate())
            .map(|(s, b)| format!("seat {}: {b}", s + 1))
            .collect();
        let title = format!("{}: {} games", bots.join(" against "), r.games);
        let svg = sim::chart::by_turn_svg(&title, &seats, &r.curves, r.games);
        write_chart(path, svg)?;
    }
    let names = if k.is_empty() {
        String::new()
    } else {
        loc.card_list(&db, &k)
    };
    if let Some(path) = &shard.out {
        let s = Shard::new(&r, &bots, names.clone(), colonies, seed, shard.start);
        std::fs::write(path, s.to_text())
            .map_err(|e| usage(format!("cannot write {}: {e}", path.display())))?;
    }
    report(&r, &bots, &names)
}

/// Write a chart, or say why it could not be.
pub(super) fn write_chart(
    path: &std::path::Path,
    svg: Result<String, sim::chart::ChartError>,
) -> Result<(), ExitCode> {
    let svg = svg.map_err(|e| usage(e.to_string()))?;
    std::fs::write(path, svg).map_err(|e| usage(format!("cannot write {}: {e}", path.display())))
}

/// `merge`: shards of a simulation added up, printed as `simulate` prints a run.
pub(super) fn merge(files: &[PathBuf]) -> Result<ExitCode, ExitCode> {
    let mut texts = vec![];
    for f in files {
        let text = std::fs::read_to_string(f)
            .map_err(|e| usage(format!("cannot read {}: {e}", f.display())))?;
        texts.push((f.display().to_string(), text));
    }
    let all = dominion::strategy::shard::merge(&texts).map_err(usage)?;
    say!(
        "merged: {} shard{}, games {} to {} of --seed {}",
        files.len(),
        if files.len() == 1 { "" } else { "s" },
        all.start,
        all.start + all.games.max(1) - 1,
        all.seed
    );
    report(&all.report(), &all.bots, &all.kingdom)
}

/// Print a simulation's figures (`kingdom`: the Kingdom's line, empty for none).
fn report(r: &sim::SimReport, bots: &[String], kingdom: &str) -> Result<ExitCode, ExitCode> {
    if !kingdom.is_empty() {
        say!("kingdom: {kingdom}");
    }
    say!("games: {}", r.games);
    let g = r.games.max(1) as f64;
    for (s, b) in bots.iter().enumerate() {
        say!(
            "seat {} ({b}): wins {:.2}%  ties {:.2}%",
            s + 1,
            100.0 * r.wins[s] as f64 / g,
            100.0 * r.ties[s] as f64 / g
        );
    }
    say!("shared: {:.2}%", 100.0 * r.shared as f64 / g);
    if r.abandoned > 0 {
        say!("abandoned after {} turns: {}", sim::MAX_TURNS, r.abandoned);
    }
    say!(
        "turns per player: {:.3}",
        r.turns as f64 / g / bots.len() as f64
    );
    say!("games/s: {:.0}", r.games as f64 / r.seconds.max(1e-9));
    for line in confidence_lines(r, bots) {
        say!("{line}");
    }
    Ok(ExitCode::SUCCESS)
}

/// Load the strategies among the bots: their errors end the command, their warnings
/// (a card not in this game) are printed.
pub(super) fn check_strategies(
    db: &Db,
    bots: &[String],
    kingdom: &[CardId],
    colonies: bool,
) -> Result<(), ExitCode> {
    for (i, b) in bots.iter().enumerate() {
        if !dominion::strategy::is_strategy(b) || bots[..i].contains(b) {
            continue;
        }
        let s = dominion::strategy::load(db, b).map_err(|d| fail(&d))?;
        for w in s.warnings(db, kingdom, colonies) {
            eprint!("{w}");
        }
    }
    Ok(())
}

/// The lines after simulate's figures: each seat's win, tie and loss rates with their
/// 95% intervals, and how many games tell seat 1 from each other seat apart.
fn confidence_lines(r: &sim::SimReport, bots: &[String]) -> Vec<String> {
    use dominion::strategy::stats::{apart, wilson};
    let n = r.games;
    let pct = |k: u64| {
        let (lo, hi) = wilson(k, n);
        format!(
            "{:.2}% [{:.2}, {:.2}]",
            100.0 * k as f64 / n.max(1) as f64,
            100.0 * lo,
            100.0 * hi
        )
    };
    let mut out = vec![];
    for (s, b) in bots.iter().enumerate() {
        let loss = n - r.abandoned - r.wins[s] - r.ties[s];
        out.push(format!(
            "95% seat {} ({b}): win {}  tie {}  loss {}",
            s + 1,
            pct(r.wins[s]),
            pct(r.ties[s]),
            pct(loss)
        ));
    }
    for s in 1..bots.len() {
        let a = apart(r.wins[0], r.wins[s], n);
        let needed = match a.needed {
            Some(1) => "1 game tells them apart at 95%".into(),
            Some(g) => format!("{g} games tell them apart at 95%"),
            None => "no difference seen".into(),
        };
        out.push(format!(
            "seat 1 - seat {}: {:+.2}% \u{b1} {:.2}% ({needed})",
            s + 1,
            100.0 * a.diff,
            100.0 * a.half
        ));
    }
    out
}

impl Seats {
    /// The runs of `games` games per pairing with this seed and these threads.
    fn runs(self, games: u64) -> Runs {
        Runs::new(games, self.seed, self.threads as usize)
    }
}

/// `strategies`: the library, or each strategy against a bot.
pub(super) fn strategies(
    names: Vec<String>,
    versus: Option<String>,
    games: u64,
    seats: Seats,
    data: Data,
) -> Result<ExitCode, ExitCode> {
    use dominion::strategy::{self, stats};
    let db = load_db(&data)?;
    let names: Vec<String> = if names.is_empty() {
        strategy::library::names().map(str::to_string).collect()
    } else {
        names
    };
    let Some(opponent) = versus else {
        for n in &names {
            let s = strategy::load(&db, n).map_err(|d| fail(&d))?;
            say!("{n}: {}\n    {}", s.name, s.description);
        }
        return Ok(ExitCode::SUCCESS);
    };
    sim::check_bot(&opponent).map_err(usage)?;
    let mut beaten = 0;
    let mut runs = seats.runs(games);
    let bar = Bar::start("strategies", names.len() as u64 * runs.per_duel());
    runs.progress = bar.as_ref().map(Bar::progress);
    for n in &names {
        let d = strategy::versus::duel(&db, n, &opponent, &runs).map_err(usage)?;
        let _held = bar.as_ref().and_then(Bar::hold);
        let (lo, hi) = stats::wilson(d.wins, d.games);
        let a = stats::apart(d.wins, d.losses, d.games);
        beaten += usize::from(lo > 0.5 || a.diff - a.half > 0.0);
        say!(
            "{n}: wins {:.1}% [{:.1}, {:.1}], losses {:.1}%, games {} ({:+.1}% \u{b1} {:.1}%)",
            100.0 * d.wins as f64 / d.games as f64,
            100.0 * lo,
            100.0 * hi,
            100.0 * d.losses as f64 / d.games as f64,
            d.games,
            100.0 * a.diff,
            100.0 * a.half
        );
    }
    drop(bar);
    say!(
        "{beaten} of {} beat {opponent} at 95% (wins less losses above 0)",
        names.len()
    );
    Ok(ExitCode::SUCCESS)
}

/// A duel's figures: wins with their 95% interval, losses, and the difference's margin.
fn duel_line(d: &dominion::strategy::versus::Duel) -> String {
    use dominion::strategy::stats;
    let (lo, hi) = stats::wilson(d.wins, d.games);
    let a = stats::apart(d.wins, d.losses, d.games);
    format!(
        "wins {:.1}% [{:.1}, {:.1}], losses {:.1}%, games {} ({:+.1}% \u{b1} {:.1}%)",
        100.0 * d.wins as f64 / d.games.max(1) as f64,
        100.0 * lo,
        100.0 * hi,
        100.0 * d.losses as f64 / d.games.max(1) as f64,
        d.games,
        100.0 * a.diff,
        100.0 * a.half
    )
}

/// `balance`: a card against Big Money and against its cost peers, and its rank;
/// `games`: games per pairing, or none for enough to get within `margin` percent.
pub(super) fn balance(
    card: &str,
    (games, margin, chart): (Option<u64>, f64, Option<PathBuf>),
    seats: Seats,
    data: Data,
) -> Result<ExitCode, ExitCode> {
    use dominion::strategy::balance as bal;
    let db = load_db(&data)?;
    let Some(k) = card_in_any_language(&db, card, data.locales.as_deref()) else {
        let hint = (db.suggest(card))
            .map(|s| format!("; did you mean `{s}`?"))
            .unwrap_or_default();
        return Err(usage(format!("unknown card `{card}`{hint}")));
    };
    if !db.card(k).kingdom {
        return Err(usage(format!("`{card}` is not a Kingdom card")));
    }
    if games.is_none() && !(0.1..=50.0).contains(&margin) {
        return Err(usage(format!(
            "--margin {margin}: give 0.1 to 50 (percent)"
        )));
    }
    let mut runs = seats.runs(games.unwrap_or_else(|| bal::games_for(margin / 100.0)));
    let bar = Bar::start("balance", bal::duels(&db, k) * runs.per_duel());
    runs.progress = bar.as_ref().map(Bar::progress);
    let b = bal::balance(&db, k, &runs).map_err(usage)?;
    drop(bar);
    let name = |k: CardId| db.card(k).full_name();
    let why = match games {
        Some(_) => String::new(),
        None => format!(" (for 95% intervals within \u{b1}{margin}%)"),
    };
    say!(
        "{} (${}): {} games per pairing{why}, half in each seat, --seed {}",
        name(k),
        b.cost,
        runs.per_duel(),
        seats.seed
    );
    say!(
        "Big Money + {} against Big Money: {}",
        name(k),
        duel_line(&b.vs_big_money)
    );
    for (p, _, head) in &b.peers {
        say!(
            "Big Money + {} against Big Money + {}: {}",
            name(k),
            name(*p),
            duel_line(head)
        );
    }
    say!(
        "ranking among the ${} Kingdom cards, by wins against Big Money:",
        b.cost
    );
    let ranking = b.ranking();
    for (i, (c, d)) in ranking.iter().enumerate() {
        let mark = if *c == k { "  <--" } else { "" };
        say!("{:3}. {}: {}{mark}", i + 1, name(*c), duel_line(d));
    }
    say!(
        "95% intervals within \u{b1}{:.1}% (the widest)",
        100.0 * b.widest_interval()
    );
    if let Some(path) = &chart {
        write_chart(path, balance_chart(&db, k, &b, runs.per_duel()))?;
    }
    Ok(ExitCode::SUCCESS)
}

/// The balance ranking as bars: each card's wins against Big Money with its interval.
fn balance_chart(
    db: &Db,
    card: CardId,
    b: &dominion::strategy::balance::Balance,
    games: u64,
) -> Result<String, sim::chart::ChartError> {
    use dominion::strategy::stats::wilson;
    let bars: Vec<sim::chart::Bar> = (b.ranking().into_iter())
        .map(|(c, d)| {
            let (low, high) = wilson(d.wins, d.games);
            sim::chart::Bar {
                label: db.card(c).full_name(),
                value: d.wins as f64 / d.games.max(1) as f64,
                low,
                high,
                marked: c == card,
            }
        })
        .collect();
    let name = db.card(card).full_name();
    let title = format!(
        "{name} among the ${} Kingdom cards: Big Money with each against Big Money",
        b.cost
    );
    let x = format!("wins in {games} games, with the 95% interval ({name} in red)");
    sim::chart::bars_svg(&title, &x, &bars)
}

/// `soak`: the engine's stress test.
pub(super) fn soak(
    games: u64,
    seed: u64,
    start: u64,
    threads: u64,
    replays: PathBuf,
    data: Data,
) -> Result<ExitCode, ExitCode> {
    let db = load_db(&data)?;
    let o = dominion::soak::SoakOptions {
        games,
        seed,
        start,
        threads: threads as usize,
    };
    let r = dominion::soak::soak(db, &o);
    let players: Vec<String> = r
        .by_players
        .iter()
        .enumerate()
        .filter(|(_, &n)| n > 0)
        .map(|(p, n)| format!("{p}: {n}"))
        .collect();
    say!("games: {} (players {})", r.games, players.join(", "));
    say!(
        "with --colonies: {}, random bots only: {}",
        r.with_colonies,
        r.all_random
    );
    say!(
        "turns: {}, decisions: {}, games/s: {:.0}",
        r.turns,
        r.decisions,
        r.games as f64 / r.seconds.max(1e-9)
    );
    say!(
        "abandoned after {} turns: {} (with a heuristic bot: {})",
        sim::MAX_TURNS,
        r.abandoned,
        r.stalled
    );
    for f in r.failures.iter().take(20) {
        say!(
            "FAIL game {} (--seed {seed} --start {} --games 1): {}\n  {}",
            f.game,
            f.game,
            f.message,
            f.setup
        );
        if let Some(rep) = &f.replay {
            let path = replays.join(format!("soak-{seed}-game-{}.replay.ron", f.game));
            let written = std::fs::create_dir_all(&replays)
                .and_then(|()| std::fs::write(&path, rep.to_text()));
            match written {
                Ok(()) => say!("  replay: dominion replay {}", path.display()),
                Err(e) => say!("  no replay written to {}: {e}", path.display()),
            }
        }
    }
    say!("failures: {}", r.failures.len());
    Ok(if r.failures.is_empty() && r.stalled == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}

/// `scenario`: run scenario files and print each result.
pub(super) fn scenarios(
    paths: Vec<PathBuf>,
    verbose: bool,
    data: Data,
) -> Result<ExitCode, ExitCode> {
    let db = load_db(&data)?;
    let loc = load_locale(&data)?;
    let files = scenario::collect(&paths);
    if files.is_empty() {
        let names: Vec<String> = paths.iter().map(|p| p.display().to_string()).collect();
        return Err(usage(format!(
            "no scenario file (*.ron) found in {}",
            names.join(", ")
        )));
    }
    let (mut pass, mut failed) = (0, 0);
    for f in files {
        let name = f.display().to_string();
        let src = match std::fs::read_to_string(&f) {
            Ok(s) => s,
            Err(e) => {
                say!("FAIL {name}: cannot read: {e}");
                failed += 1;
                continue;
            }
        };
        let sc = match scenario::parse(&name, &src) {
            Ok(s) => s,
            Err(d) => {
                say!("FAIL {name}\n{}", d.render().trim_end());
                failed += 1;
                continue;
            }
        };
        let out = scenario::run(db.clone(), &sc, &loc);
        if out.passed() {
            pass += 1;
            say!("ok   {name}: {}", out.title);
            if verbose {
                say!("{}\n", indent(&out.log));
            }
        } else {
            failed += 1;
            say!("FAIL {name}: {}", out.title);
            for m in &out.failures {
                say!("  - {m}");
            }
            say!("  log:\n{}", indent(&out.log));
        }
    }
    say!("{pass} passed, {failed} failed");
    Ok(if failed == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}

/// Each line of `s`, indented by four spaces.
pub(super) fn indent(s: &str) -> String {
    s.lines()
        .map(|l| format!("    {l}"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The options of `gen-texts`.
#[derive(clap::Args)]
pub(super) struct GenTexts {
    /// Texts to generate (1 or more).
    #[arg(long, default_value_t = 1000, value_parser = at_least_one)]
    texts: u64,
    /// Games to play with each text the checker accepts.
    #[arg(long, default_value_t = 20)]
    games_per_text: u64,
    /// Seed of the run: text i is made from it and i.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Index of the first text (to re-run one text of a run).
    #[arg(long, default_value_t = 0)]
    start: u64,
    /// Threads (1 or more).
    #[arg(long, default_value_t = 2, value_parser = at_least_one)]
    threads: u64,
    /// List how often each construct was made and was in an accepted text.
    #[arg(long)]
    constructs: bool,
    /// Print each text (to stderr) before it is checked and played.
    #[arg(long)]
    verbose: bool,
    /// Play the texts with a known failure too (a crash ends the run).
    #[arg(long)]
    play_known: bool,
    /// Play this rules text instead of generated ones (as text 0 of the run).
    #[arg(long)]
    text: Option<String>,
    #[command(flatten)]
    data: Data,
}

/// `gen-texts`: a generated run and its figures.
pub(super) fn gen_texts(g: GenTexts) -> Result<ExitCode, ExitCode> {
    use dominion::generate::run::{run, FailureKind, GenOptions};
    let src = match &g.data.cards {
        Some(p) => std::fs::read_to_string(p).map_err(|e| {
            eprintln!("{}: {e}", p.display());
            ExitCode::FAILURE
        })?,
        None => dominion::load::EMBEDDED_CARDS.to_string(),
    };
    let o = GenOptions {
        texts: g.texts,
        games_per_text: g.games_per_text,
        seed: g.seed,
        start: g.start,
        threads: g.threads as usize,
        verbose: g.verbose,
        text: g.text.clone(),
        play_known: g.play_known,
    };
    let r = run(&src, &o).map_err(|e| {
        eprintln!("{e}");
        ExitCode::FAILURE
    })?;
    say!("texts: {}, distinct: {}", r.texts, r.distinct);
    say!("round-trip failures: {}", r.count(FailureKind::RoundTrip));
    say!(
        "accepted by check: {}, checker panics: {}",
        r.accepted,
        r.count(FailureKind::Check)
    );
    say!(
        "games: {} (abandoned: {}), failed: {}",
        r.games,
        r.abandoned,
        r.count(FailureKind::Game)
    );
    say!(
        "known failures, not played: {}",
        r.count(FailureKind::Known)
    );
    let mut rejections: Vec<_> = r.rejections.iter().collect();
    rejections.sort_by(|a, b| b.1.cmp(a.1));
    for (why, n) in rejections.iter().take(8) {
        say!("  rejected {n}: {why}");
    }
    if g.constructs {
        for c in dominion::generate::coverage::ALL {
            let made = r.constructs.get(c).copied().unwrap_or(0);
            let ok = r.accepted_constructs.get(c).copied().unwrap_or(0);
            say!("  {c}: {made} made, {ok} accepted");
        }
    }
    for f in &r.failures {
        let game = match &f.game {
            Some((i, setup)) => format!(", game {i}: {setup}"),
            None => String::new(),
        };
        say!(
            "FAIL {:?} text {} (gen-texts --seed {} --start {} --texts 1 --games-per-text {}){game}\n  {}\n{}",
            f.kind,
            f.index,
            g.seed,
            f.index,
            g.games_per_text,
            f.message.replace('\n', "\n  "),
            f.text
        );
    }
    say!("failures: {}, seconds: {:.1}", r.failures.len(), r.seconds);
    Ok(if r.failures.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}

/// `replay`: play a replay file again and print its log.
pub(super) fn replay(file: &std::path::Path, data: &Data) -> Result<ExitCode, ExitCode> {
    let db = load_db(data)?;
    let loc = load_locale(data)?;
    let fail = |m: String| {
        eprintln!("{}: {m}", file.display());
        ExitCode::FAILURE
    };
    let text = std::fs::read_to_string(file).map_err(|e| fail(e.to_string()))?;
    let r = dominion::replay::Replay::parse(&text).map_err(|e| fail(e.to_string()))?;
    let out = r.play(db).map_err(|e| fail(e.to_string()))?;
    if out.other_database {
        eprintln!(
            "{}: note: written with another card database; it may diverge",
            file.display()
        );
    }
    for line in loc.render_log(&out.game, &out.events, None, false) {
        say!("{line}");
    }
    match out.stopped {
        None => Ok(ExitCode::SUCCESS),
        Some(why) => Err(fail(format!("stopped: {why}"))),
    }
}

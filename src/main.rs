//! The `dominion` command line: check, show, play, simulate, scenario.
#![forbid(unsafe_code)]

use clap::{Args, Parser, Subcommand};
use dominion::db::{CardId, Db};
use dominion::diagnostics::Diagnostic;
use dominion::locale::{self, Locale};
use dominion::{scenario, sim, terminal};
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;

/// A data-driven rules engine for the card game Dominion.
///
/// The card database (cards.ron) and the locales (locales/*.ftl) are built into the
/// binary; --cards and --locales read them from disk instead (files in the current
/// directory are not read unless given).
#[derive(Parser)]
#[command(name = "dominion", version, about, long_about)]
struct Cli {
    #[command(subcommand)]
    cmd: Cmd,
}

#[derive(Args, Clone)]
struct Data {
    /// Read the card database from this file instead of the built-in copy.
    #[arg(long, global = true, value_name = "PATH")]
    cards: Option<PathBuf>,
    /// Read the locales (<lang>.ftl) from this directory instead of the built-in copies.
    #[arg(long, global = true, value_name = "DIR")]
    locales: Option<PathBuf>,
    /// Language of names, texts and the log (en, de, ...).
    #[arg(long, global = true, default_value = "en")]
    lang: String,
}

#[derive(Args, Clone)]
struct KingdomArgs {
    /// Kingdom cards, comma-separated English names ("Trader (1E)" for an edition).
    #[arg(long, conflicts_with_all = ["preset", "random"])]
    kingdom: Option<String>,
    /// A recommended Kingdom from the rulebooks (see `dominion check`).
    #[arg(long, conflicts_with = "random")]
    preset: Option<String>,
    /// Ten random Kingdom cards.
    #[arg(long)]
    random: bool,
    /// Add Platinum and Colony.
    #[arg(long)]
    colonies: bool,
}

#[derive(Subcommand)]
enum Cmd {
    /// Parse and check the card database and the locales; prints "N cards OK".
    Check {
        #[command(flatten)]
        data: Data,
    },
    /// Show a card: cost, types, text, and its parsed rules.
    Show {
        /// The card's English name (case-insensitive).
        card: String,
        #[command(flatten)]
        data: Data,
    },
    /// Play a game in the terminal against bots, or watch bots play.
    Play {
        #[command(flatten)]
        kingdom: KingdomArgs,
        /// Number of players.
        #[arg(long, default_value_t = 2)]
        players: usize,
        /// Bots, comma-separated (random, big-money, heuristic). With one bot fewer than
        /// players, you play the first seat; `human` puts you in any seat.
        #[arg(long, default_value = "heuristic")]
        bots: String,
        /// RNG seed (default: from the clock, printed).
        #[arg(long)]
        seed: Option<u64>,
        #[command(flatten)]
        data: Data,
    },
    /// Simulate bot games: wins and ties per seat, turns, games per second.
    Simulate {
        /// Number of games.
        #[arg(long, default_value_t = 1000)]
        games: u64,
        /// Bots, one per seat, comma-separated.
        #[arg(long, default_value = "big-money,big-money")]
        bots: String,
        #[command(flatten)]
        kingdom: KingdomArgs,
        /// RNG seed of the first game.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Threads (default 1).
        #[arg(long, default_value_t = 1)]
        threads: usize,
        #[command(flatten)]
        data: Data,
    },
    /// Run scenario files (or directories of them); the last line is "N passed, M failed".
    Scenario {
        /// Files or directories.
        #[arg(required = true)]
        paths: Vec<PathBuf>,
        /// Print the log of passing scenarios too.
        #[arg(long)]
        verbose: bool,
        #[command(flatten)]
        data: Data,
    },
}

fn fail(diags: &[Diagnostic]) -> ExitCode {
    for d in diags {
        eprint!("{}", d.render());
    }
    ExitCode::FAILURE
}

fn load_db(data: &Data) -> Result<Arc<Db>, ExitCode> {
    let r = match &data.cards {
        Some(p) => dominion::db_from_path(p),
        None => dominion::embedded_db(),
    };
    r.map(Arc::new).map_err(|d| fail(&d))
}

fn load_locale(data: &Data) -> Result<Locale, ExitCode> {
    Locale::load(&data.lang, data.locales.as_deref()).map_err(|d| fail(&[*d]))
}

fn kingdom(
    db: &Db,
    k: &KingdomArgs,
    seed: u64,
    default_random: bool,
) -> Result<(Vec<CardId>, bool), String> {
    if let Some(list) = &k.kingdom {
        let names: Vec<String> = list
            .split(',')
            .map(|s| s.trim().to_string())
            .filter(|s| !s.is_empty())
            .collect();
        return Ok((sim::cards_by_name(db, &names)?, k.colonies));
    }
    if let Some(p) = &k.preset {
        let (cards, col) = sim::preset(db, p)?;
        return Ok((cards, col || k.colonies));
    }
    if k.random || default_random {
        return Ok((sim::random_kingdom(db, seed, 10), k.colonies));
    }
    Ok((vec![], k.colonies))
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match run(cli) {
        Ok(c) => c,
        Err(c) => c,
    }
}

fn run(cli: Cli) -> Result<ExitCode, ExitCode> {
    match cli.cmd {
        Cmd::Check { data } => {
            let t = std::time::Instant::now();
            let db = load_db(&data)?;
            let (problems, langs) = locale::check_locales(&db, data.locales.as_deref());
            let ms = t.elapsed().as_secs_f64() * 1000.0;
            if !problems.is_empty() {
                for p in &problems {
                    eprintln!("{p}");
                }
                eprintln!(
                    "{} problems in the locales ({langs} languages checked)",
                    problems.len()
                );
                return Ok(ExitCode::FAILURE);
            }
            let playable = sim::playable_presets(&db);
            println!(
                "{} cards OK ({langs} languages, {} of {} presets playable, {ms:.1} ms)",
                db.cards.len(),
                playable.len(),
                db.presets.len()
            );
            Ok(ExitCode::SUCCESS)
        }
        Cmd::Show { card, data } => {
            let db = load_db(&data)?;
            let loc = load_locale(&data)?;
            let Some(k) = db.find(&card) else {
                let hint = db
                    .suggest(&card)
                    .map(|s| format!("; did you mean `{s}`?"))
                    .unwrap_or_default();
                eprintln!("error: unknown card `{card}`{hint}");
                return Err(ExitCode::FAILURE);
            };
            print!("{}", terminal::show_card(&db, &loc, k));
            Ok(ExitCode::SUCCESS)
        }
        Cmd::Play {
            kingdom: ka,
            players,
            bots,
            seed,
            data,
        } => {
            let db = load_db(&data)?;
            let loc = load_locale(&data)?;
            let seed = seed.unwrap_or_else(|| {
                std::time::SystemTime::now()
                    .duration_since(std::time::UNIX_EPOCH)
                    .map_or(1, |d| d.as_secs())
            });
            let (k, colonies) = kingdom(&db, &ka, seed, true).map_err(|e| {
                eprintln!("error: {e}");
                ExitCode::FAILURE
            })?;
            let mut seats: Vec<String> = bots.split(',').map(|s| s.trim().to_string()).collect();
            if seats.len() + 1 == players && !seats.iter().any(|s| s == "human") {
                seats.insert(0, "human".into());
            }
            if seats.len() != players {
                eprintln!(
                    "error: {players} players but {} seats in --bots ({})",
                    seats.len(),
                    seats.join(",")
                );
                return Err(ExitCode::FAILURE);
            }
            terminal::play(db, &loc, &seats, k, colonies, seed).map_err(|e| {
                eprintln!("error: {e}");
                ExitCode::FAILURE
            })?;
            Ok(ExitCode::SUCCESS)
        }
        Cmd::Simulate {
            games,
            bots,
            kingdom: ka,
            seed,
            threads,
            data,
        } => {
            let db = load_db(&data)?;
            let (k, colonies) = kingdom(&db, &ka, seed, false).map_err(|e| {
                eprintln!("error: {e}");
                ExitCode::FAILURE
            })?;
            let bots: Vec<String> = bots.split(',').map(|s| s.trim().to_string()).collect();
            let opts = sim::SimOptions {
                games,
                bots: bots.clone(),
                kingdom: k.clone(),
                colonies,
                seed,
                threads,
            };
            let r = sim::simulate(db.clone(), &opts).map_err(|e| {
                eprintln!("error: {e}");
                ExitCode::FAILURE
            })?;
            let loc = load_locale(&data)?;
            if !k.is_empty() {
                println!("kingdom: {}", loc.card_list(&db, &k));
            }
            println!("games: {}", r.games);
            let g = r.games.max(1) as f64;
            for (s, b) in bots.iter().enumerate() {
                println!(
                    "seat {} ({b}): wins {:.2}%  ties {:.2}%",
                    s + 1,
                    100.0 * r.wins[s] as f64 / g,
                    100.0 * r.ties[s] as f64 / g
                );
            }
            println!("shared: {:.2}%", 100.0 * r.shared as f64 / g);
            if r.abandoned > 0 {
                println!("abandoned after {} turns: {}", sim::MAX_TURNS, r.abandoned);
            }
            println!(
                "turns per player: {:.3}",
                r.turns as f64 / g / bots.len() as f64
            );
            println!("games/s: {:.0}", r.games as f64 / r.seconds.max(1e-9));
            Ok(ExitCode::SUCCESS)
        }
        Cmd::Scenario {
            paths,
            verbose,
            data,
        } => {
            let db = load_db(&data)?;
            let loc = load_locale(&data)?;
            let mut files = vec![];
            for p in &paths {
                collect(p, &mut files);
            }
            let (mut pass, mut failed) = (0, 0);
            for f in files {
                let name = f.display().to_string();
                let src = match std::fs::read_to_string(&f) {
                    Ok(s) => s,
                    Err(e) => {
                        println!("FAIL {name}: cannot read: {e}");
                        failed += 1;
                        continue;
                    }
                };
                let sc = match scenario::parse(&name, &src) {
                    Ok(s) => s,
                    Err(d) => {
                        print!("FAIL {name}\n{}", d.render());
                        failed += 1;
                        continue;
                    }
                };
                let out = scenario::run(db.clone(), &sc, &loc);
                if out.passed() {
                    pass += 1;
                    println!("ok   {name}: {}", out.title);
                    if verbose {
                        println!("{}\n", indent(&out.log));
                    }
                } else {
                    failed += 1;
                    println!("FAIL {name}: {}", out.title);
                    for m in &out.failures {
                        println!("  - {m}");
                    }
                    println!("  log:\n{}", indent(&out.log));
                }
            }
            println!("{pass} passed, {failed} failed");
            Ok(if failed == 0 {
                ExitCode::SUCCESS
            } else {
                ExitCode::FAILURE
            })
        }
    }
}

fn indent(s: &str) -> String {
    s.lines()
        .map(|l| format!("    {l}"))
        .collect::<Vec<_>>()
        .join("\n")
}

fn collect(p: &std::path::Path, out: &mut Vec<PathBuf>) {
    if p.is_dir() {
        let mut entries: Vec<PathBuf> = std::fs::read_dir(p)
            .into_iter()
            .flatten()
            .flatten()
            .map(|e| e.path())
            .collect();
        entries.sort();
        for e in entries {
            if e.is_dir() || e.extension().is_some_and(|x| x == "ron") {
                collect(&e, out);
            }
        }
    } else {
        out.push(p.to_path_buf());
    }
}

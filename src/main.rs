//! The `dominion` command line: check, show, play, simulate, scenario.
#![forbid(unsafe_code)]

use clap::{Args, Parser, Subcommand};
use dominion::db::{CardId, Db};
use dominion::diagnostics::Diagnostic;
use dominion::locale::{self, Locale};
use dominion::{scenario, sim, suggest, terminal};
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::{Arc, Mutex};

/// Print a line to stdout; a closed pipe (`| head`) ends the command quietly.
macro_rules! say {
    ($($t:tt)*) => {
        if let Err(e) = writeln!(std::io::stdout(), $($t)*) {
            return Err(closed(e));
        }
    };
}

#[path = "main/batch.rs"]
mod batch;
#[path = "main/cli_errors.rs"]
mod cli_errors;
use batch::{balance, gen_texts, merge, replay, scenarios, simulate, soak, strategies, GenTexts};

/// The exit of a command whose output failed: quiet and successful for a closed pipe.
fn closed(e: std::io::Error) -> ExitCode {
    if e.kind() == std::io::ErrorKind::BrokenPipe {
        ExitCode::SUCCESS
    } else {
        eprintln!("error: cannot write the output: {e}");
        ExitCode::FAILURE
    }
}

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
    /// Language of names, texts, the log and the prompts (en, de, ...) [default: en;
    /// for --resume, the saved game's].
    #[arg(long, global = true)]
    lang: Option<String>,
}

impl Data {
    fn lang(&self) -> &str {
        self.lang.as_deref().unwrap_or("en")
    }
}

#[derive(Args, Clone)]
struct KingdomArgs {
    /// Kingdom cards, comma-separated English names ("Trader (1E)" for an edition): ten
    /// for `play`, one to ten for `simulate`.
    #[arg(long, conflicts_with_all = ["preset", "random"])]
    kingdom: Option<String>,
    /// A recommended Kingdom from the rulebooks, by its name in any language; alone
    /// (or with an unknown name), lists them all and whether each is playable.
    #[arg(long, conflicts_with = "random", num_args = 0..=1, default_missing_value = "")]
    preset: Option<String>,
    /// Ten random Kingdom cards.
    #[arg(long)]
    random: bool,
    /// Add the piles of `colony_supply` in cards.ron (the Prosperity basic cards).
    #[arg(long)]
    colonies: bool,
}

/// The seed and threads of a command that plays each pairing in both seats.
#[derive(Args, Clone, Copy)]
struct Seats {
    /// RNG seed (both seats play the same seeds).
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Threads (1 or more).
    #[arg(long, default_value_t = 1, value_parser = at_least_one)]
    threads: u64,
}

/// A shard of a simulation: a range of its games, and where to write their figures.
#[derive(Args, Clone)]
struct ShardArgs {
    /// Index of the first game: `--start I --games N` plays games I to I+N-1 of the run
    /// with this seed (a shard; `dominion merge` adds shards up).
    #[arg(long, default_value_t = 0)]
    start: u64,
    /// Also write the figures to FILE (a shard for `dominion merge`).
    #[arg(long, value_name = "FILE")]
    out: Option<PathBuf>,
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
        /// Also list the card's compiled program (its ops, with their pcs).
        #[arg(long)]
        ops: bool,
        #[command(flatten)]
        data: Data,
    },
    /// Play a game in the terminal against bots, or watch bots play.
    ///
    /// Answer with the numbers and letters each prompt shows; `?` explains the prompt,
    /// `s` shows the status of the game, `save FILE` saves it, `q` (or Ctrl-D, Ctrl-C)
    /// stops it with the scores so far.
    ///
    /// A seed fixes the random Kingdom, every shuffle and the bots' own choices: the same
    /// seed and the same answers give the same game. A game of bots only is game 1 of
    /// `simulate --games 1` with the same seed, bots and Kingdom.
    #[command(long_about)]
    Play {
        #[command(flatten)]
        kingdom: KingdomArgs,
        /// Number of players, 2 to 6 [default: you and the bot when --bots names one;
        /// else one per seat of --bots].
        #[arg(long)]
        players: Option<usize>,
        /// Bots, comma-separated (random, big-money, heuristic). With one bot fewer than
        /// players, you play the first seat; `human` puts you in any seat.
        #[arg(long, default_value = "heuristic")]
        bots: String,
        /// RNG seed (default: from the clock, printed).
        #[arg(long)]
        seed: Option<u64>,
        /// Continue a game saved with `save FILE` (its seats, bots and language).
        #[arg(long, value_name = "FILE", conflicts_with_all = [
            "kingdom", "preset", "random", "colonies", "players", "bots", "seed"
        ])]
        resume: Option<PathBuf>,
        /// Write a replay of the game to FILE when it ends or is stopped (`dominion
        /// replay FILE` plays it again).
        #[arg(long, value_name = "FILE", conflicts_with = "resume")]
        record: Option<PathBuf>,
        /// Players' names, comma-separated, in seat order (an empty entry keeps the
        /// seat's own name); `NAME:f`, `:m` or `:n` gives a name its grammatical gender,
        /// for languages whose messages agree with it: `--names "Alice:f,,Bob:m"`.
        #[arg(long)]
        names: Option<String>,
        #[command(flatten)]
        data: Data,
    },
    /// Play a replay file again (written by `play --record` or by `soak` for each failed
    /// game) and print its log; stop at the first answer today's engine does not take as
    /// it was given, and say where. Exits 1 if it stopped early.
    Replay {
        /// The replay file.
        file: PathBuf,
        #[command(flatten)]
        data: Data,
    },
    /// Simulate bot games: wins and ties per seat, turns, games per second.
    Simulate {
        /// Number of games (1 or more).
        #[arg(long, default_value_t = 1000, value_parser = at_least_one)]
        games: u64,
        /// Bots, one per seat, comma-separated.
        #[arg(long, default_value = "big-money,big-money")]
        bots: String,
        #[command(flatten)]
        kingdom: KingdomArgs,
        /// RNG seed: game i is seeded from it and i, so the results are the same for any
        /// --threads; game 1 is `play --seed S` with the same bots and Kingdom.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Threads (1 or more).
        #[arg(long, default_value_t = 1, value_parser = at_least_one)]
        threads: u64,
        #[command(flatten)]
        shard: ShardArgs,
        /// Also draw the average points and money by turn of each seat, as an SVG file.
        #[arg(long, value_name = "FILE.svg")]
        chart: Option<PathBuf>,
        #[command(flatten)]
        data: Data,
    },
    /// Add up shards written by `simulate --start I --games N --out FILE` (the same bots,
    /// Kingdom and seed; no game twice) and print the whole run's figures.
    Merge {
        /// The shard files.
        #[arg(required = true)]
        files: Vec<PathBuf>,
    },
    /// Generate card texts from random trees of the effect language: each is printed and
    /// parsed back (the same tree), added as a Kingdom card and, if the checker accepts it,
    /// played in soak games. Exits 1 on any failure, printing each with how to replay it.
    GenTexts(GenTexts),
    /// Soak the engine: games with a new random Kingdom each, 2 to 6 players, with and
    /// without the colony piles (`--colonies`), random and heuristic bots; every card is checked to
    /// be accounted for after every turn. Exits 1 on any failure, printing what
    /// reproduces it (`--seed S --start I --games 1`).
    Soak {
        /// Number of games (1 or more).
        #[arg(long, default_value_t = 10_000, value_parser = at_least_one)]
        games: u64,
        /// Seed of the soak: game i is seeded from it and i.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Index of the first game (to re-run one game of a soak).
        #[arg(long, default_value_t = 0)]
        start: u64,
        /// Threads (1 or more).
        #[arg(long, default_value_t = 2, value_parser = at_least_one)]
        threads: u64,
        /// Where to write a replay file of each failed game (`dominion replay FILE`).
        #[arg(long, value_name = "DIR", default_value = "soak-failures")]
        replays: PathBuf,
        #[command(flatten)]
        data: Data,
    },
    /// List the named strategies (`simulate --bots NAME`), each with what it does; with
    /// --versus, play each (or the ones named) against that bot on a Kingdom of its own
    /// cards, in both seats, and print its win rate with a 95% interval.
    Strategies {
        /// Strategies to play (library names or files) [default: the whole library].
        names: Vec<String>,
        /// Play them against this bot (`big-money`, or another strategy).
        #[arg(long)]
        versus: Option<String>,
        /// Games per strategy, half in each seat.
        #[arg(long, default_value_t = 1000, value_parser = at_least_one)]
        games: u64,
        #[command(flatten)]
        seats: Seats,
        #[command(flatten)]
        data: Data,
    },
    /// How strong a Kingdom card is: Big Money with it (`big-money+CARD`) against Big
    /// Money, and against Big Money with each other Kingdom card of its cost, in both
    /// seats; prints each result with its 95% interval and the ranking among its peers.
    Balance {
        /// The card (its English name; a card of a --cards file too).
        card: String,
        /// Games per pairing, half in each seat [default: enough for --margin].
        #[arg(long, value_parser = at_least_one)]
        games: Option<u64>,
        /// Without --games: play enough games that every 95% interval is at most this
        /// many percent either side of its win rate.
        #[arg(long, default_value_t = 3.0, conflicts_with = "games")]
        margin: f64,
        /// Also draw the ranking as bars with their intervals, as an SVG file.
        #[arg(long, value_name = "FILE.svg")]
        chart: Option<PathBuf>,
        #[command(flatten)]
        seats: Seats,
        #[command(flatten)]
        data: Data,
    },
    /// Every bot against every other, in both seats: a table of win rates, row against
    /// column.
    Matrix(batch::MatrixArgs),
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

/// The card database for games: the embedded cards with no rules compiled until
/// [`complete_db`] compiles those the games can meet (most of the start-up is parsing
/// rules); a `--cards` file read and compiled whole.
fn load_db_for_games(data: &Data) -> Result<Db, ExitCode> {
    let r = match &data.cards {
        Some(p) => dominion::db_from_path(p),
        None => dominion::check::embedded_for_games(),
    };
    r.map_err(|d| fail(&d))
}

/// [`load_db_for_games`]'s database with every card games with this Kingdom can meet
/// compiled.
fn complete_db(mut db: Db, kingdom: &[CardId]) -> Result<Arc<Db>, ExitCode> {
    dominion::check::compile_needed(&mut db, kingdom).map_err(|d| fail(&d))?;
    Ok(Arc::new(db))
}

fn load_locale(data: &Data) -> Result<Locale, ExitCode> {
    load_lang(data, data.lang())
}

fn load_lang(data: &Data, lang: &str) -> Result<Locale, ExitCode> {
    Locale::load(lang, data.locales.as_deref()).map_err(|d| fail(&[*d]))
}

/// A count of 1 or more. The error is a message id (`cli_errors.rs` says it in the
/// language).
fn at_least_one(s: &str) -> Result<u64, String> {
    match s.trim().parse::<u64>() {
        Ok(0) => Err("cli-at-least-one".into()),
        Ok(n) => Ok(n),
        Err(_) => Err("cli-whole-number".into()),
    }
}

/// An error on the command line: printed, and the command fails.
fn usage(msg: impl std::fmt::Display) -> ExitCode {
    eprintln!("error: {msg}");
    ExitCode::FAILURE
}

/// An error on the command line in the language (`cli-error`): printed, and the command
/// fails.
fn usage_in(loc: &Locale, msg: impl std::fmt::Display) -> ExitCode {
    eprintln!(
        "{}",
        loc.msg("cli-error", &[("error", msg.to_string().into())])
    );
    ExitCode::FAILURE
}

/// The Kingdom from --kingdom, --preset or --random; `exact`: a --kingdom list must
/// have the full size (a table game: the error in that language), else it may be
/// smaller (a simulation).
fn kingdom(
    db: &Db,
    k: &KingdomArgs,
    locales: Option<&std::path::Path>,
    seed: u64,
    default_random: bool,
    exact: Option<&Locale>,
) -> Result<(Vec<CardId>, bool), String> {
    if let Some(list) = &k.kingdom {
        let names: Vec<String> = list
            .split(',')
            .map(|s| s.trim().to_string())
            .filter(|s| !s.is_empty())
            .collect();
        // Names in any language of the locales: each becomes its English name.
        let names: Vec<String> = names
            .iter()
            .map(|n| match card_in_any_language(db, n, locales) {
                Some(k) => db.card(k).full_name(),
                None => n.clone(),
            })
            .collect();
        let cards = sim::cards_by_name(db, &names)?;
        sim::check_kingdom(db, &cards)?;
        let n = cards.len();
        if let Some(loc) = exact.filter(|_| n != sim::KINGDOM_SIZE) {
            let args = [("count", n.into()), ("size", sim::KINGDOM_SIZE.into())];
            return Err(loc.msg("cli-kingdom-size", &args));
        }
        if n < sim::KINGDOM_SIZE {
            eprintln!(
                "note: a Kingdom of {n} card{} (a game has {}): the bots buy only from these",
                if n == 1 { "" } else { "s" },
                sim::KINGDOM_SIZE
            );
        }
        return Ok((cards, k.colonies));
    }
    if let Some(p) = &k.preset {
        let (cards, col) = sim::preset(db, &preset_in_english(db, p, locales))?;
        return Ok((cards, col || k.colonies));
    }
    if k.random || default_random {
        return Ok((sim::random_kingdom(db, seed, sim::KINGDOM_SIZE), k.colonies));
    }
    Ok((vec![], k.colonies))
}

/// A preset's English name (as in cards.ron), given its name in any language of the
/// locales (`preset-<english name, lower case, spaces as hyphens>` messages).
fn preset_in_english(db: &Db, name: &str, locales: Option<&std::path::Path>) -> String {
    if db.presets.iter().any(|p| p.name.eq_ignore_ascii_case(name)) {
        return name.to_string();
    }
    for lang in locale::languages(locales) {
        let Ok(loc) = Locale::load(&lang, locales) else {
            continue;
        };
        if let Some(p) = (db.presets.iter()).find(|p| {
            loc.preset_name(&p.name)
                .is_some_and(|n| n.eq_ignore_ascii_case(name))
        }) {
            return p.name.clone();
        }
    }
    name.to_string()
}

/// `--preset` alone lists the presets (and the command ends: `Some`); an unknown name is
/// an error followed by the list; a known one (in any language) goes on (`None`).
fn list_presets(db: &Db, k: &KingdomArgs, data: &Data) -> Result<Option<ExitCode>, ExitCode> {
    let Some(name) = k.preset.as_deref() else {
        return Ok(None);
    };
    let name = name.trim();
    let known = sim::find_preset(db, &preset_in_english(db, name, data.locales.as_deref()));
    if known.is_some() {
        return Ok(None);
    }
    let loc = load_locale(data)?;
    let list = sim::preset_listing(db, &loc);
    if name.is_empty() {
        say!("{}", list.trim_end());
        return Ok(Some(ExitCode::SUCCESS));
    }
    eprint!("{list}");
    let names: Vec<String> = (db.presets.iter())
        .map(|p| loc.preset_name(&p.name).unwrap_or_else(|| p.name.clone()))
        .collect();
    let near = suggest::did_you_mean(name, names.iter().map(|s| s.as_str()));
    let args = [
        ("name", name.into()),
        ("suggestion", near.unwrap_or("none").into()),
    ];
    Err(usage_in(&loc, loc.msg("cli-no-preset", &args)))
}

/// A card by its name in cards.ron (or id, or `Name (1E)`), else by its name in any
/// language of the locales (`Stallungen`).
fn card_in_any_language(db: &Db, name: &str, locales: Option<&std::path::Path>) -> Option<CardId> {
    db.find(name).or_else(|| {
        locale::languages(locales)
            .into_iter()
            .filter_map(|lang| Locale::load(&lang, locales).ok())
            .find_map(|loc| loc.find_card(db, name))
    })
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => return cli_errors::exit(e),
    };
    match run(cli) {
        Ok(c) => c,
        Err(c) => c,
    }
}

fn run(cli: Cli) -> Result<ExitCode, ExitCode> {
    match cli.cmd {
        Cmd::Check { data } => check(data),
        Cmd::Show { card, ops, data } => show(card, ops, data),
        Cmd::Play {
            kingdom: ka,
            players,
            bots,
            seed,
            resume,
            record,
            names,
            data,
        } => play_cmd(ka, players, bots, seed, resume, record, names, data),
        Cmd::Replay { file, data } => replay(&file, &data),
        Cmd::Simulate {
            games,
            bots,
            kingdom: ka,
            seed,
            threads,
            shard,
            chart,
            data,
        } => simulate(games, bots, ka, seed, threads, (shard, chart), data),
        Cmd::Merge { files } => merge(&files),
        Cmd::GenTexts(g) => gen_texts(g),
        Cmd::Soak {
            games,
            seed,
            start,
            threads,
            replays,
            data,
        } => soak(games, seed, start, threads, replays, data),
        Cmd::Strategies {
            names,
            versus,
            games,
            seats,
            data,
        } => strategies(names, versus, games, seats, data),
        Cmd::Balance {
            card,
            games,
            margin,
            chart,
            seats,
            data,
        } => balance(&card, (games, margin, chart), seats, data),
        Cmd::Matrix(m) => batch::matrix(m),
        Cmd::Scenario {
            paths,
            verbose,
            data,
        } => scenarios(paths, verbose, data),
    }
}

/// `check`: parse and check the cards and the locales.
fn check(data: Data) -> Result<ExitCode, ExitCode> {
    let t = std::time::Instant::now();
    let db = load_db(&data)?;
    let sum = locale::check_locales(&db, data.locales.as_deref());
    let (problems, langs) = (&sum.problems, sum.languages);
    let ms = t.elapsed().as_secs_f64() * 1000.0;
    for p in &sum.progress {
        say!("{p}");
    }
    for w in &sum.warnings {
        eprintln!("{w}");
    }
    if !problems.is_empty() {
        for p in problems {
            eprintln!("{p}");
        }
        eprintln!(
            "{} problems in the locales ({langs} languages checked)",
            problems.len()
        );
        return Ok(ExitCode::FAILURE);
    }
    let playable = sim::playable_presets(&db);
    say!(
        "{} cards OK ({langs} languages, {} of {} presets playable, {ms:.1} ms)",
        db.cards.len(),
        playable.len(),
        db.presets.len()
    );
    Ok(ExitCode::SUCCESS)
}

/// `show`: a card, its text and rules (and with `--ops`, its compiled program).
fn show(card: String, ops: bool, data: Data) -> Result<ExitCode, ExitCode> {
    let db = load_db(&data)?;
    let loc = load_locale(&data)?;
    let Some(k) = card_in_any_language(&db, &card, data.locales.as_deref()) else {
        let hint = db
            .suggest(&card)
            .map(|s| format!("; did you mean `{s}`?"))
            .unwrap_or_default();
        return Err(usage(format!("unknown card `{card}`{hint}")));
    };
    let text = terminal::show_card(&db, &loc, k);
    say!("{}", text.trim_end());
    for o in &db.card(k).other_names {
        let sets: Vec<String> = (db.card(k).sets.iter())
            .filter(|&&s| db.sets[s.index()].edition == Some(o.edition))
            .map(|&s| loc.set_name(&db, s))
            .collect();
        let sets = sets.join(&loc.msg("list-sep", &[]));
        let args = [("name", o.name.clone().into()), ("sets", sets.into())];
        say!("\n{}", loc.msg("show-also-named", &args));
    }
    if ops {
        say!("\n{}", dominion::listing::listing(&db, k).trim_end());
    }
    Ok(ExitCode::SUCCESS)
}

/// `play`: a new game in the terminal, or a saved one resumed.
#[allow(clippy::too_many_arguments)]
fn play_cmd(
    ka: KingdomArgs,
    players: Option<usize>,
    bots: String,
    seed: Option<u64>,
    resume: Option<PathBuf>,
    record: Option<PathBuf>,
    names: Option<String>,
    data: Data,
) -> Result<ExitCode, ExitCode> {
    let db = load_db(&data)?;
    if let Some(done) = list_presets(&db, &ka, &data)? {
        return Ok(done);
    }
    if let Some(path) = resume {
        // --lang's language (English without it) says what is wrong with the file
        let given = load_locale(&data)?;
        let said = |e: terminal::SaveError| usage_in(&given, e.message(&given));
        let save = terminal::load_save(&db, &path).map_err(said)?;
        let loc = match data.lang {
            Some(_) => given,
            None => save.locale(&path, data.locales.as_deref()).map_err(said)?,
        };
        let loc = named(loc, names.as_deref(), save.seats.len())?;
        return play(|io| terminal::resume(db, &loc, save, io));
    }
    let loc = load_locale(&data)?;
    let seed = seed.unwrap_or_else(|| {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(1, |d| d.as_secs())
    });
    let seats = seats(&db, &loc, &bots, players).map_err(|e| usage_in(&loc, e))?;
    let loc = named(loc, names.as_deref(), seats.len())?;
    let (k, colonies) = kingdom(&db, &ka, data.locales.as_deref(), seed, true, Some(&loc))
        .map_err(|e| usage_in(&loc, e))?;
    batch::check_strategies(&db, &seats, &k, colonies)?;
    let game = terminal::NewGame {
        seats,
        kingdom: k,
        colonies,
        seed,
        record,
    };
    play(|io| terminal::play(db, &loc, &game, io))
}

/// The language with the players' names of `--names` (for a game of `seats` seats).
fn named(loc: Locale, names: Option<&str>, seats: usize) -> Result<Locale, ExitCode> {
    let Some(names) = names else { return Ok(loc) };
    let names = locale::parse_names(names).map_err(|e| {
        let msg = match e {
            locale::NamesError::Twice(n) => loc.msg("cli-names-twice", &[("name", n.into())]),
            locale::NamesError::NoName(i) => loc.msg("cli-names-no-name", &[("item", i.into())]),
        };
        usage_in(&loc, msg)
    })?;
    if names.len() > seats {
        let args = [("count", names.len().into()), ("seats", seats.into())];
        return Err(usage_in(&loc, loc.msg("cli-names-count", &args)));
    }
    Ok(loc.with_names(names))
}

/// The seats of a game from --bots and --players: you take the first seat when the
/// bots are one fewer than the players (or wherever --bots says `human`). Errors in the
/// language.
fn seats(db: &Db, loc: &Locale, bots: &str, players: Option<usize>) -> Result<Vec<String>, String> {
    let mut seats: Vec<String> = bots
        .split(',')
        .map(|s| s.trim().to_lowercase())
        .filter(|s| !s.is_empty())
        .collect();
    for s in &seats {
        if s != terminal::HUMAN && sim::check_bot(s).is_err() {
            let mut all = vec![terminal::HUMAN];
            all.extend(dominion::agents::AGENTS);
            let args = [
                ("bot", s.as_str().into()),
                ("bots", all.join(&loc.msg("list-sep", &[])).into()),
                (
                    "suggestion",
                    suggest::did_you_mean(s, all).unwrap_or("none").into(),
                ),
            ];
            return Err(loc.msg("cli-unknown-bot", &args));
        }
    }
    let has_human = seats.iter().any(|s| s == terminal::HUMAN);
    let players = players.unwrap_or(if has_human || seats.len() >= 2 {
        seats.len()
    } else {
        seats.len() + 1
    });
    let (lo, hi) = (db.basic.min_players as usize, db.basic.max_players as usize);
    if players < lo || players > hi {
        let args = [
            ("players", players.into()),
            ("min", lo.into()),
            ("max", hi.into()),
        ];
        return Err(loc.msg("cli-players-range", &args));
    }
    if seats.len() + 1 == players && !has_human {
        seats.insert(0, terminal::HUMAN.into());
    }
    if seats.len() != players {
        let args = [
            ("players", players.into()),
            ("count", seats.len().into()),
            ("bots", seats.join(",").into()),
        ];
        return Err(loc.msg("cli-bots-seats", &args));
    }
    Ok(seats)
}

/// "1 seat", "3 seats".
fn seats_word(n: usize) -> String {
    format!("{n} seat{}", if n == 1 { "" } else { "s" })
}

/// Run a game in the terminal: stdin and stdout, and Ctrl-C printing the scores so far.
fn play(
    f: impl FnOnce(terminal::Io) -> Result<(), terminal::PlayError>,
) -> Result<ExitCode, ExitCode> {
    let scores = Arc::new(Mutex::new(String::new()));
    let on_stop = scores.clone();
    // Without a handler (it could not be installed), Ctrl-C still ends the program.
    let _ = ctrlc::set_handler(move || {
        let text = on_stop.lock().map(|s| s.clone()).unwrap_or_default();
        let mut out = std::io::stdout();
        let _ = writeln!(out, "\n{text}");
        let _ = out.flush();
        std::process::exit(130);
    });
    let stdin = std::io::stdin();
    let mut input = stdin.lock();
    let mut out = std::io::stdout();
    let io = terminal::Io {
        input: &mut input,
        out: &mut out,
        scores: Some(scores),
    };
    match f(io) {
        Ok(()) | Err(terminal::PlayError::Closed) => Ok(ExitCode::SUCCESS),
        Err(e) => Err(usage(e)),
    }
}

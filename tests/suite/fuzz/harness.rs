//! What each fuzz target does with one input. Shared by the bounded runs in `cargo test`
//! (`tests/suite/fuzz.rs`) and by the cargo-fuzz targets for long runs (`fuzz/`, which include
//! this file by path). Every function takes any text and must not panic: bad input is
//! refused with an error, good input runs.
#![allow(dead_code)]

use dominion::db::{CardId, Db};
use dominion::engine::{Config, DecisionKind, Game, PlayerId, Status};
use dominion::locale::Locale;
use dominion::scenario;
use dominion::terminal::{self, save, Io, SaveFile};
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// What became of an input.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Fate {
    /// Refused with an error.
    Refused,
    /// Accepted: it ran.
    Ran,
}

/// What the targets share: the card database, English, a scratch folder of their own.
pub struct Ctx {
    /// The embedded card database.
    pub db: Arc<Db>,
    /// English, built in.
    pub en: Locale,
    /// A folder for files a target writes (locales, saves made at a prompt).
    pub dir: PathBuf,
}

impl Ctx {
    /// The shared things, with a scratch folder named after `target` (made empty).
    pub fn new(target: &str) -> Ctx {
        let dir =
            std::env::temp_dir().join(format!("dominion-fuzz-{target}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("a scratch folder");
        Ctx {
            db: Arc::new(dominion::embedded_db().expect("the embedded cards.ron checks")),
            en: Locale::load("en", None).expect("English"),
            dir,
        }
    }
}

impl Drop for Ctx {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// The effect language's parser: any text parses, and then prints back to the same tree,
/// or gives an error inside the text.
pub fn parse_rules(text: &str) -> Fate {
    match dominion::parse::parse_rules(text) {
        Ok(rules) => {
            let printed = dominion::print::print_rules(&rules);
            let again = dominion::parse::parse_rules(&printed)
                .unwrap_or_else(|e| panic!("printed rules do not parse: {e:?}\n{printed}"));
            assert_eq!(
                again, rules,
                "printed rules parse to another tree:\n{printed}"
            );
            Fate::Ran
        }
        Err(e) => {
            assert!(e.offset <= text.len(), "error past the end: {e:?}");
            Fate::Refused
        }
    }
}

/// The card database loader (RON, rules, checker): a database or located errors.
pub fn load_db(text: &str) -> Fate {
    match dominion::load_db("fuzz.ron", text) {
        Ok(_) => Fate::Ran,
        Err(errors) => {
            for d in &errors {
                let _ = d.render();
            }
            Fate::Refused
        }
    }
}

/// Answers typed at the prompts of a resumed game: status, help, a card, Treasures, a
/// buy, an empty line, yes, no, end, quit.
const ANSWERS: &str = "s\n?\n1\nt\nb\n\n1\ne\ny\n1\ny\nn\ne\ny\nq\n";

/// Continue a save with [`ANSWERS`] at the human's prompts (a bots-only save plays to
/// the end).
fn resume(ctx: &Ctx, s: SaveFile) {
    let mut input = ANSWERS.as_bytes();
    let mut out = vec![];
    let _ = terminal::resume(
        ctx.db.clone(),
        &ctx.en,
        s,
        Io {
            input: &mut input,
            out: &mut out,
            scores: None,
        },
    );
}

/// A save file, read as `dominion play --resume` reads it, and read as a forger would
/// make it: its fields with this database's fingerprint and the checksum recomputed.
/// Either way it is refused with a reason, or the game plays on.
pub fn save(ctx: &Ctx, text: &str) -> Fate {
    let mut fate = Fate::Refused;
    if let Ok(s) = SaveFile::parse("fuzz.sav", text, &ctx.db) {
        resume(ctx, s);
        fate = Fate::Ran;
    }
    let body = text.strip_prefix('\u{feff}').unwrap_or(text);
    if let Ok(mut forged) = ron::from_str::<SaveFile>(body) {
        forged.database = save::fingerprint(&ctx.db);
        if let Ok(sealed) = forged.to_text() {
            match SaveFile::parse("fuzz.sav", &sealed, &ctx.db) {
                Ok(s) => {
                    resume(ctx, s);
                    fate = Fate::Ran;
                }
                Err(e) => {
                    let _ = e.to_string();
                }
            }
        }
    }
    fate
}

/// A scenario file: parsed (an error is rendered), then run and its log rendered in
/// English and German.
pub fn scenario(ctx: &Ctx, text: &str) -> Fate {
    match scenario::parse("fuzz.ron", text) {
        Err(d) => {
            let _ = d.render();
            Fate::Refused
        }
        Ok(sc) => {
            let out = scenario::run(ctx.db.clone(), &sc, &ctx.en);
            let _ = out.passed();
            if let Ok((game, events)) = scenario::replay(ctx.db.clone(), &sc) {
                if let Ok(de) = ctx.en.sibling("de") {
                    let _ = de.render_log(&game, &events, Some(PlayerId(0)), true);
                }
            }
            Fate::Ran
        }
    }
}

/// The built-in languages' files.
const LOCALES: [(&str, &str); 2] = [
    ("en", include_str!("../../../locales/en.ftl")),
    ("de", include_str!("../../../locales/de.ftl")),
];

/// Write `text` as the locale file of `lang` in `dir`, the other built-in language
/// beside it as it is.
fn write_locales(dir: &Path, lang: &str, text: &str) {
    for (l, real) in LOCALES {
        let body = if l == lang { text } else { real };
        std::fs::write(dir.join(format!("{l}.ftl")), body).expect("writable scratch folder");
    }
}

/// A locale file, loaded as `--locales DIR` loads it: `check` reports on it, and a
/// language that loads renders a scenario's log, a card, and a game at the terminal
/// (prompts, help, status, refusals).
pub fn locale(ctx: &Ctx, lang: &str, text: &str) -> Fate {
    write_locales(&ctx.dir, lang, text);
    let summary = dominion::locale::check_locales(&ctx.db, Some(&ctx.dir));
    let _ = (summary.problems.len(), summary.warnings.len());
    let Ok(loc) = Locale::load(lang, Some(&ctx.dir)) else {
        return Fate::Refused;
    };
    for k in 0..ctx.db.cards.len().min(40) as u16 {
        let _ = terminal::show_card(&ctx.db, &loc, CardId(k));
    }
    for text in LOCALE_SCENARIOS {
        if let Ok(sc) = scenario::parse("locale.ron", text) {
            let _ = scenario::run(ctx.db.clone(), &sc, &loc);
        }
    }
    let _ = terminal(
        ctx,
        &loc,
        7,
        None,
        3,
        "?\ns\n1\nt\nb\nb 1\nxyz\n99\ne\ny\n1 2\nn\nq\n",
    );
    Fate::Ran
}

/// Scenarios whose logs use many messages: an Attack and a Reaction, gains, reveals,
/// Durations, mats, trashing, VP tokens.
const LOCALE_SCENARIOS: [&str; 4] = [
    include_str!("../../scenarios/base/bandit_moat.ron"),
    include_str!("../../scenarios/seaside/haven_throne_room.ron"),
    include_str!("../../scenarios/seaside/island_mat_scores.ron"),
    include_str!("../../scenarios/seaside/lighthouse_blocks_margrave.ron"),
];

/// The kinds of decision, by name (for the terminal target's counts).
pub const KINDS: [&str; 12] = [
    "Move",
    "Cards",
    "Play",
    "Gain",
    "YesNo",
    "ChooseOne",
    "Order",
    "First",
    "NameCard",
    "ChooseSome",
    "Position",
    "Pile",
];

/// The index of a decision's kind in [`KINDS`].
pub fn kind_index(k: &DecisionKind) -> usize {
    match k {
        DecisionKind::Move => 0,
        DecisionKind::Cards { .. } => 1,
        DecisionKind::Play { .. } => 2,
        DecisionKind::Gain { .. } => 3,
        DecisionKind::YesNo => 4,
        DecisionKind::ChooseOne { .. } => 5,
        DecisionKind::Order => 6,
        DecisionKind::First { .. } => 7,
        DecisionKind::NameCard { .. } => 8,
        DecisionKind::ChooseSome { .. } => 9,
        DecisionKind::Position { .. } => 10,
        DecisionKind::Pile { .. } => 11,
    }
}

/// The words of `save FILE` in the built-in languages: a line that saves writes into the
/// scratch folder only.
const SAVE_WORDS: [&str; 2] = ["save", "speichern"];

/// Lines typed at a terminal prompt, saves sent to the scratch folder.
fn typed(dir: &Path, input: &str) -> String {
    let mut out = String::new();
    for line in input.split_inclusive('\n') {
        let first = line.trim().split(char::is_whitespace).next().unwrap_or("");
        if SAVE_WORDS.contains(&first.to_lowercase().as_str()) {
            out += &format!("{first} {}\n", dir.join("fuzz.sav").display());
        } else {
            out += line;
        }
    }
    out
}

/// A game at the terminal: bots play a random Kingdom (from `seed`) up to a decision,
/// the first of kind `want` (index into [`KINDS`]) after `skip` decisions (or the first
/// of that kind); then the player who is to answer it is a human, who types `input`
/// (and stops at its end). The kind of the decision the human got first; `None` when
/// the game never asked that kind.
pub fn terminal(
    ctx: &Ctx,
    loc: &Locale,
    seed: u64,
    want: Option<usize>,
    skip: usize,
    input: &str,
) -> Option<usize> {
    let players = 2 + (seed % 3) as usize;
    let cfg = Config {
        colonies: seed % 4 == 1,
        logging: true,
        ..Config::new(
            (1..=players).map(|i| format!("P{i}")).collect(),
            dominion::sim::random_kingdom(&ctx.db, seed, 10),
            seed,
        )
    };
    let mut game = Game::new(ctx.db.clone(), &cfg).ok()?;
    let mut bots: Vec<_> = (0..players)
        .map(|s| dominion::agents::make("random", seed, s).expect("the random bot"))
        .collect();
    // The first decision of the kind wanted after `skip` decisions, else the first of
    // that kind at all; without a kind wanted, the decision after `skip` or the last.
    let (mut at, mut first): (Option<Game>, Option<Game>) = (None, None);
    for n in 0..5000 {
        if game.run().ok()? == Status::Over {
            break;
        }
        game.take_log();
        let d = game.decision().cloned()?;
        let kind = kind_index(&d.kind);
        match want {
            None => at = Some(game.clone()),
            Some(w) if w == kind => {
                at = Some(game.clone());
                if first.is_none() {
                    first = at.clone();
                }
            }
            Some(_) => {}
        }
        if n >= skip && at.is_some() {
            break;
        }
        let c = bots[d.player.index()].choose(&game, &d);
        game.answer(c).ok()?;
    }
    let game = if want.is_some() && at.is_none() {
        first?
    } else {
        at?
    };
    let d = game.decision().cloned()?;
    let seats: Vec<String> = (0..players)
        .map(|p| {
            if p == d.player.index() {
                terminal::HUMAN.to_string()
            } else {
                "random".to_string()
            }
        })
        .collect();
    let typed = typed(&ctx.dir, input);
    let mut lines = typed.as_bytes();
    let mut out = vec![];
    let r = terminal::play_from(
        game,
        &seats,
        seed,
        loc,
        Io {
            input: &mut lines,
            out: &mut out,
            scores: None,
        },
    );
    if std::env::var("FUZZ_SHOW").is_ok() {
        eprintln!("---- {r:?}\n{}", String::from_utf8_lossy(&out));
    }
    Some(kind_index(&d.kind))
}

/// Saves of bots-only games on random Kingdoms (from `seed`): every `every`-th decision
/// of `games` games, with a human in the first seat every other time.
pub fn saves_of_games(ctx: &Ctx, seed: u64, games: u64, every: usize) -> Vec<String> {
    let mut out = vec![];
    for g in seed..seed + games {
        let players = 2 + (g % 3) as usize;
        let cfg = Config {
            colonies: g % 2 == 0,
            logging: true,
            ..Config::new(
                (1..=players).map(|i| format!("P{i}")).collect(),
                dominion::sim::random_kingdom(&ctx.db, g, 10),
                g,
            )
        };
        let Ok(mut game) = Game::new(ctx.db.clone(), &cfg) else {
            continue;
        };
        let mut bots: Vec<_> = (0..players)
            .map(|s| dominion::agents::make("random", g, s).expect("the random bot"))
            .collect();
        for n in 0..3000 {
            if game.run().ok() != Some(Status::Decide) {
                break;
            }
            game.take_log();
            let Some(d) = game.decision().cloned() else {
                break;
            };
            if n % every == every - 1 {
                let human = out.len() % 2 == 1;
                let file = SaveFile {
                    format: save::FORMAT.into(),
                    version: save::VERSION,
                    database: save::fingerprint(&ctx.db),
                    lang: if human { "de" } else { "en" }.into(),
                    seed: g,
                    seats: (0..players)
                        .map(|s| {
                            if human && s == 0 {
                                terminal::HUMAN
                            } else {
                                "random"
                            }
                        })
                        .map(str::to_string)
                        .collect(),
                    bots: (0..players)
                        .map(|s| {
                            (!(human && s == 0))
                                .then(|| bots[s].rng().cloned())
                                .flatten()
                        })
                        .collect(),
                    log: vec![],
                    checksum: 0,
                    state: game.state.clone(),
                };
                out.extend(file.to_text().ok());
            }
            let c = bots[d.player.index()].choose(&game, &d);
            if game.answer(c).is_err() {
                break;
            }
        }
    }
    out
}

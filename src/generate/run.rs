//! A generated run: texts made from random trees, each printed and parsed back, added to the
//! database as a new Kingdom card, checked and, if the checker accepts it, played in games
//! the soak's way ([`crate::soak::play`]): 2 to 6 players, random and heuristic bots, the
//! card among nine other Kingdom cards, every card accounted for after every turn.

use super::{coverage, Gen, Names};
use crate::ast::*;
use crate::db::{CardId, Db};
use crate::parse::parse_rules;
use crate::print::print_rules;
use crate::sim::{game_seed, random_kingdom, KINGDOM_SIZE};
use crate::soak;
use std::collections::{BTreeMap, HashSet};
use std::sync::Arc;
use std::time::Instant;

/// The id and name of the generated card in the database.
pub const CARD_ID: &str = "generated";
/// The name of the generated card.
pub const CARD_NAME: &str = "Generated";

/// What to run.
#[derive(Debug, Clone)]
pub struct GenOptions {
    /// Texts to generate.
    pub texts: u64,
    /// Games to play with each text the checker accepts.
    pub games_per_text: u64,
    /// Seed of the run: text `i` is made from it and `i`.
    pub seed: u64,
    /// Index of the first text (to re-run one text of a run).
    pub start: u64,
    /// Threads.
    pub threads: usize,
    /// Print each text (to stderr) before it is checked and played: to see the text a
    /// crash (a stack overflow aborts the process) happened with.
    pub verbose: bool,
    /// Play the texts with a known failure too ([`super::known`]): a crash ends the run.
    pub play_known: bool,
    /// Play this text instead of generated ones (to replay a failure made shorter by hand).
    pub text: Option<String>,
}

/// How a generated text went wrong.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum FailureKind {
    /// The printed text does not parse, or parses to another tree.
    RoundTrip,
    /// The checker panicked on it.
    Check,
    /// A game with it failed: an engine error, a panic, a card not accounted for, a turn
    /// or game that never ends.
    Game,
    /// A known failure not fixed yet, which a run cannot play ([`super::known`]).
    Known,
}

/// One generated text that went wrong.
#[derive(Debug, Clone)]
pub struct GenFailure {
    /// What went wrong.
    pub kind: FailureKind,
    /// Index of the text in the run (`--start` reproduces it).
    pub index: u64,
    /// The text, as printed.
    pub text: String,
    /// The game, for a game's failure: its index among the text's games and its setup.
    pub game: Option<(u64, String)>,
    /// What happened.
    pub message: String,
}

/// What a run found.
#[derive(Debug, Clone, Default)]
pub struct GenReport {
    /// Texts generated.
    pub texts: u64,
    /// Distinct texts among them.
    pub distinct: u64,
    /// Texts the checker accepted.
    pub accepted: u64,
    /// Games played.
    pub games: u64,
    /// Games abandoned without an end: bots that never buy, or a card that keeps a game
    /// from ending (`in games using this: you can't buy a card`). Not a failure.
    pub abandoned: u64,
    /// Failures, by text.
    pub failures: Vec<GenFailure>,
    /// How often each construct of [`coverage::ALL`] was made.
    pub constructs: BTreeMap<&'static str, u64>,
    /// How often each construct was in an accepted text.
    pub accepted_constructs: BTreeMap<&'static str, u64>,
    /// Why texts were rejected: the first line of the checker's first message, with the
    /// card's words replaced, and how often.
    pub rejections: BTreeMap<String, u64>,
    /// Wall time, seconds.
    pub seconds: f64,
    texts_seen: HashSet<String>,
}

impl GenReport {
    /// The failures of one kind.
    pub fn count(&self, kind: FailureKind) -> usize {
        self.failures.iter().filter(|f| f.kind == kind).count()
    }

    fn merge(&mut self, o: GenReport) {
        self.texts += o.texts;
        self.accepted += o.accepted;
        self.games += o.games;
        self.abandoned += o.abandoned;
        self.failures.extend(o.failures);
        for (k, v) in o.constructs {
            *self.constructs.entry(k).or_default() += v;
        }
        for (k, v) in o.accepted_constructs {
            *self.accepted_constructs.entry(k).or_default() += v;
        }
        for (k, v) in o.rejections {
            *self.rejections.entry(k).or_default() += v;
        }
        self.texts_seen.extend(o.texts_seen);
        self.distinct = self.texts_seen.len() as u64;
    }
}

/// Text `i` of a run with seed `seed`: its tree.
pub fn tree(names: &Names, seed: u64, i: u64) -> Rules {
    Gen::new(game_seed(seed, i), names).rules()
}

/// The card's entry for `cards.ron`, with types that fit what the text does.
pub fn card_entry(rules: &Rules, text: &str, seed: u64) -> String {
    let mut types: Vec<&str> = vec![];
    let cs = coverage::constructs(rules);
    let plays = cs.contains("Ability::Play");
    if plays || cs.is_empty() {
        types.push(if seed.is_multiple_of(10) {
            "Treasure"
        } else {
            "Action"
        });
    }
    if plays && cs.contains("Players::EachOther") && !seed.is_multiple_of(3) {
        types.push("Attack");
    }
    if cs.contains("Delay::NextTurn") || cs.contains("Delay::NowAndNextTurn") {
        types.push("Duration");
    }
    if cs.contains("Ability::Worth") {
        types.push("Victory");
    }
    if cs.contains("Scope::InHand") {
        types.push("Reaction");
    }
    if types.is_empty() {
        types.push("Action");
    }
    let types: Vec<String> = types.iter().map(|t| format!("\"{t}\"")).collect();
    format!(
        "(id: \"{CARD_ID}\", name: \"{CARD_NAME}\", sets: [\"prosperity\"], cost: {}, \
         types: [{}], kingdom: true, rules: \"{text}\"),\n",
        2 + seed % 5,
        types.join(", ")
    )
}

/// The database text `src` with one more card entry (at the end of the card list).
pub fn with_card(src: &str, entry: &str) -> Option<String> {
    let at = src.rfind("],")?;
    let mut out = src.to_string();
    out.insert_str(at, entry);
    Some(out)
}

/// The Kingdom of game `seed` with the generated card: it and nine others.
pub fn kingdom_with(db: &Db, card: CardId, seed: u64) -> Vec<CardId> {
    let mut k = vec![card];
    k.extend(
        random_kingdom(db, seed, KINGDOM_SIZE + 1)
            .into_iter()
            .filter(|&c| c != card)
            .take(KINGDOM_SIZE - 1),
    );
    k
}

/// Run texts `from..to`.
fn run_range(src: &str, names: &Names, o: &GenOptions, from: u64, to: u64) -> GenReport {
    let mut r = GenReport::default();
    for i in from..to {
        one_text(src, names, o, i, &mut r);
    }
    r
}

/// Text `i` of a run: made (or taken from `--text`), printed and parsed back, checked,
/// and played; what happened goes into `r`.
fn one_text(src: &str, names: &Names, o: &GenOptions, i: u64, r: &mut GenReport) {
    let seed = game_seed(o.seed, i);
    let tree = match &o.text {
        Some(t) => match parse_rules(t) {
            Ok(tree) => tree,
            Err(e) => {
                r.failures.push(GenFailure {
                    kind: FailureKind::RoundTrip,
                    index: i,
                    text: t.clone(),
                    game: None,
                    message: format!("does not parse: {e}"),
                });
                return;
            }
        },
        None => tree(names, o.seed, i),
    };
    let text = print_rules(&tree);
    r.texts += 1;
    r.texts_seen.insert(text.clone());
    let cs = coverage::constructs(&tree);
    for c in &cs {
        *r.constructs.entry(c).or_default() += 1;
    }
    let fail = |r: &mut GenReport, kind, game, message| {
        r.failures.push(GenFailure {
            kind,
            index: i,
            text: text.clone(),
            game,
            message,
        })
    };
    if let Err(message) = round_trip(&tree, &text) {
        return fail(r, FailureKind::RoundTrip, None, message);
    }
    if o.verbose {
        eprintln!("text {i}:\n{text}");
    }
    let db = match check_text(src, &tree, &text, seed, r) {
        Ok(Some(db)) => db,
        Ok(None) => return,
        Err(message) => return fail(r, FailureKind::Check, None, message),
    };
    r.accepted += 1;
    for c in &cs {
        *r.accepted_constructs.entry(c).or_default() += 1;
    }
    let Some(card) = (0..db.cards.len())
        .map(CardId::from_index)
        .find(|&k| db.card(k).name == CARD_NAME)
    else {
        return fail(
            r,
            FailureKind::Check,
            None,
            "the card is not in the database".into(),
        );
    };
    if let Some(k) = super::known::known(&tree).filter(|_| !o.play_known) {
        return fail(r, FailureKind::Known, None, k.name.to_string());
    }
    if let Some((g, setup, message)) = play_games(&db, card, seed, o, r) {
        fail(r, FailureKind::Game, Some((g, setup)), message);
    }
}

/// Whether `text` (printed from `tree`) parses back to the same tree; else what it gives.
fn round_trip(tree: &Rules, text: &str) -> Result<(), String> {
    match parse_rules(text) {
        Ok(back) if back == *tree => Ok(()),
        Ok(back) => {
            let again = print_rules(&back);
            Err(format!(
                "parses to another tree, printed:\n{again}\n{back:?}\n{tree:?}"
            ))
        }
        Err(e) => Err(format!("does not parse: {e} (at byte {})", e.offset)),
    }
}

/// The database with the text added as a new card: `None` when the checker rejects it
/// (counted in `r.rejections`), `Err` when the card list is missing or the checker panics.
fn check_text(
    src: &str,
    tree: &Rules,
    text: &str,
    seed: u64,
    r: &mut GenReport,
) -> Result<Option<Arc<Db>>, String> {
    let Some(db_src) = with_card(src, &card_entry(tree, text, seed)) else {
        return Err("no card list".into());
    };
    match soak::catch(|| Ok(crate::load_db("cards.ron", &db_src))) {
        Ok(Ok(db)) => Ok(Some(Arc::new(db))),
        Ok(Err(diags)) => {
            let first = diags.first().map(|d| d.message.clone()).unwrap_or_default();
            let key = first.lines().next().unwrap_or_default().to_string();
            *r.rejections.entry(rejection_key(&key)).or_default() += 1;
            Ok(None)
        }
        Err(panic) => Err(panic),
    }
}

/// The text's games (`card` in each Kingdom): the first failure, as the game's number, its
/// setup and the message (one failure per text is enough to reproduce it).
fn play_games(
    db: &Arc<Db>,
    card: CardId,
    seed: u64,
    o: &GenOptions,
    r: &mut GenReport,
) -> Option<(u64, String, String)> {
    let mut soaked = soak::new_report(db);
    for g in 0..o.games_per_text {
        let gseed = game_seed(seed, g);
        let kingdom = kingdom_with(db, card, gseed);
        let before = soaked.abandoned;
        let res = soak::catch(|| soak::play(db, gseed, kingdom.clone(), &mut soaked));
        r.games += 1;
        r.abandoned += soaked.abandoned - before;
        if let Err(message) = res {
            return Some((g, soak::describe_with(db, gseed, &kingdom), message));
        }
    }
    None
}

/// A rejection message with quoted words generalised, so that like messages count together.
fn rejection_key(message: &str) -> String {
    let mut out = String::new();
    let mut quoted = false;
    for c in message.chars() {
        if c == '`' {
            quoted = !quoted;
            if quoted {
                out.push_str("`…");
            } else {
                out.push('`');
            }
        } else if !quoted {
            out.push(c);
        }
    }
    out
}

/// Run a generated run on the database text `src` (in parallel threads; the result does
/// not depend on their number).
pub fn run(src: &str, o: &GenOptions) -> Result<GenReport, String> {
    let t = Instant::now();
    let db = crate::load_db("cards.ron", src).map_err(|d| {
        d.iter()
            .map(|d| d.message.clone())
            .collect::<Vec<_>>()
            .join("\n")
    })?;
    let names = Names::of(&db);
    let threads = o.threads.max(1) as u64;
    let chunk = o.texts.div_ceil(threads);
    let parts: Vec<GenReport> = std::thread::scope(|s| {
        let hs: Vec<_> = (0..threads)
            .map(|k| {
                let names = &names;
                let from = o.start + (k * chunk).min(o.texts);
                let to = o.start + ((k + 1) * chunk).min(o.texts);
                s.spawn(move || run_range(src, names, o, from, to))
            })
            .collect();
        hs.into_iter()
            .map(|h| h.join().unwrap_or_default())
            .collect()
    });
    let mut r = GenReport::default();
    for p in parts {
        r.merge(p);
    }
    r.failures.sort_by_key(|f| (f.kind, f.index));
    r.seconds = t.elapsed().as_secs_f64();
    Ok(r)
}

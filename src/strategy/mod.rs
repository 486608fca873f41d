//! Strategies as data: a RON file names a buy priority list whose rules may have a
//! condition in a small language of English keywords ([`cond`]), and optionally the order
//! to play Actions in and a gain priority list. Every decision the file does not cover is
//! the heuristic bot's. A library of named strategies is built in ([`library`]); a path
//! to a file works as well (`simulate --bots strategies/smithy.ron,big-money`).
//!
//! ```ron
//! (
//!     name: "Big Money",
//!     description: "Province with $8, Gold with $6, Silver with $3.",
//!     buy: [
//!         (card: "Province", if: "money >= 16"),
//!         (card: "Gold"),
//!         (card: "Silver"),
//!     ],
//! )
//! ```

use crate::db::{CardId, Db};
use crate::diagnostics::{ron_locate, Diagnostic, Step};
use serde::Deserialize;

pub mod balance;
mod bot;
pub mod cond;
pub mod library;
pub mod matrix;
pub mod shard;
pub mod stats;
pub mod versus;

pub use bot::StrategyBot;
use cond::Cond;

/// A strategy file as written.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct File {
    name: String,
    description: String,
    buy: Vec<RuleFile>,
    #[serde(default)]
    play: Vec<String>,
    #[serde(default)]
    gain: Vec<RuleFile>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RuleFile {
    card: String,
    #[serde(rename = "if", default)]
    cond: Option<String>,
}

/// A buy or gain rule: this card, when the condition holds (and it can be bought).
#[derive(Debug, Clone)]
pub struct Rule {
    /// The card.
    pub card: CardId,
    /// The condition (none: always).
    pub cond: Option<Cond>,
}

/// A strategy checked against a card database.
#[derive(Debug, Clone)]
pub struct Strategy {
    /// Its name as given on the command line (a library name or a path).
    pub key: String,
    /// Its name in the file.
    pub name: String,
    /// What it does.
    pub description: String,
    /// Buy priority: the first rule that applies buys its card; none: buy nothing.
    pub buy: Vec<Rule>,
    /// Actions to play first, in this order (the others as the heuristic plays them).
    pub play: Vec<CardId>,
    /// Gain priority for the player's own gains (empty: the heuristic's choice).
    pub gain: Vec<Rule>,
    /// Every card the file names, each once, with where (for warnings).
    named: Vec<(CardId, Diagnostic)>,
}

impl Strategy {
    /// The Kingdom cards the strategy names, in the order of first mention (the Kingdom
    /// to try it on).
    pub fn kingdom(&self, db: &Db) -> Vec<CardId> {
        (self.named.iter())
            .map(|(k, _)| *k)
            .filter(|&k| db.card(k).kingdom)
            .collect()
    }

    /// A warning, rendered, for each card the strategy names that is not in a game with
    /// this Kingdom (and Platinum and Colony with `colonies`): its rules never apply.
    pub fn warnings(&self, db: &Db, kingdom: &[CardId], colonies: bool) -> Vec<String> {
        let colony = |k: CardId| db.basic.colony_supply.iter().any(|(c, _)| *c == k);
        (self.named.iter())
            .filter(|(k, _)| {
                let c = db.card(*k);
                if c.kingdom {
                    !kingdom.contains(k)
                } else {
                    colony(*k) && !colonies
                }
            })
            .map(|(_, d)| d.render().replacen(": error", ": warning", 1))
            .collect()
    }
}

/// The prefix of `big-money+CARD`: Big Money with one Kingdom card, from a template.
pub const PLUS: &str = "big-money+";

/// The template of `big-money+CARD` strategies (`CARD` stands for the card's name).
pub const PLUS_TEMPLATE: &str = include_str!("../../strategies/templates/big-money-plus.ron");

/// Whether the command line's bot name is a strategy: a library name, `big-money+CARD`,
/// or a path to a file (it has a `/` or ends in `.ron`).
pub fn is_strategy(spec: &str) -> bool {
    library::find(spec).is_some() || spec.starts_with(PLUS) || looks_like_path(spec)
}

fn looks_like_path(spec: &str) -> bool {
    spec.contains('/') || spec.contains('\\') || spec.ends_with(".ron")
}

/// The file name and text of a strategy given by library name or path.
pub fn source(spec: &str) -> Result<(String, String), Box<Diagnostic>> {
    if let Some(text) = library::find(spec) {
        return Ok((format!("strategies/{spec}.ron"), text.to_string()));
    }
    if let Some(card) = spec.strip_prefix(PLUS) {
        return Ok((spec.to_string(), PLUS_TEMPLATE.replace("CARD", card.trim())));
    }
    if !looks_like_path(spec) {
        return Err(Box::new(Diagnostic::plain(
            spec,
            "no such strategy or file",
        )));
    }
    std::fs::read_to_string(spec)
        .map(|t| (spec.to_string(), t))
        .map_err(|e| {
            Box::new(Diagnostic::plain(
                spec,
                format!("cannot read the strategy: {e}"),
            ))
        })
}

/// Load and check a strategy by library name or path.
pub fn load(db: &Db, spec: &str) -> Result<Strategy, Vec<Diagnostic>> {
    let (file, src) = source(spec).map_err(|d| vec![*d])?;
    parse(db, spec, &file, &src)
}

/// Check a strategy's text: every card and condition, each problem located.
pub fn parse(db: &Db, key: &str, file: &str, src: &str) -> Result<Strategy, Vec<Diagnostic>> {
    let f: File = crate::load::ron_options()
        .from_str(src)
        .map_err(|e| vec![Diagnostic::from_ron(file, src, &e, "strategy")])?;
    let mut errors = vec![];
    let mut named: Vec<(CardId, Diagnostic)> = vec![];
    let loc = Locator { db, file, src };
    let buy = loc.rules("buy", &f.buy, &mut named, &mut errors);
    let gain = loc.rules("gain", &f.gain, &mut named, &mut errors);
    let mut play = vec![];
    for (i, name) in f.play.iter().enumerate() {
        let at = [Step::Field("play"), Step::Entry(i)];
        if let Some(k) = loc.card(name, &at, &mut named, &mut errors) {
            if !db.card(k).types.has(db.roles.action) {
                errors.push(loc.at(&at, 0, name.len(), format!("`{name}` is not an Action")));
            }
            play.push(k);
        }
    }
    if f.buy.is_empty() {
        errors.push(loc.at(&[Step::Field("buy")], 0, 1, "the buy list is empty"));
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    let mut seen = vec![];
    named.retain(|(k, _)| {
        let first = !seen.contains(k);
        seen.push(*k);
        first
    });
    Ok(Strategy {
        key: key.to_string(),
        name: f.name,
        description: f.description,
        buy,
        play,
        gain,
        named,
    })
}

/// Finds where things are in a strategy's text, for diagnostics.
struct Locator<'a> {
    db: &'a Db,
    file: &'a str,
    src: &'a str,
}

impl Locator<'_> {
    /// A diagnostic inside the string at `path` (from `offset` bytes into its contents),
    /// or at the start of the value if it is no string.
    fn at(&self, path: &[Step], offset: usize, len: usize, msg: impl Into<String>) -> Diagnostic {
        let Some(r) = ron_locate(self.src, path) else {
            return Diagnostic::plain(self.file, msg);
        };
        let text = &self.src[r.clone()];
        let start = match text.find('"') {
            Some(q) if text.starts_with('"') || text.starts_with('r') => r.start + q + 1,
            _ => r.start,
        };
        Diagnostic::at(self.file, self.src, start + offset, len, msg)
    }

    /// Resolve a card's name, or push an error with "did you mean".
    fn card(
        &self,
        name: &str,
        path: &[Step],
        named: &mut Vec<(CardId, Diagnostic)>,
        errors: &mut Vec<Diagnostic>,
    ) -> Option<CardId> {
        match self.db.find(name) {
            Some(k) => {
                let msg = format!("`{name}` is not in this game: its rules never apply");
                named.push((k, self.at(path, 0, name.len(), msg)));
                Some(k)
            }
            None => {
                let mut d = self.at(path, 0, name.len(), format!("unknown card `{name}`"));
                d.suggestion = self.db.suggest(name);
                errors.push(d);
                None
            }
        }
    }

    /// The rules of the list `field` (`buy` or `gain`).
    fn rules(
        &self,
        field: &str,
        list: &[RuleFile],
        named: &mut Vec<(CardId, Diagnostic)>,
        errors: &mut Vec<Diagnostic>,
    ) -> Vec<Rule> {
        let mut out = vec![];
        for (i, r) in list.iter().enumerate() {
            let path = [Step::Field(field), Step::Entry(i), Step::Field("card")];
            let card = self.card(&r.card, &path, named, errors);
            let cond = r.cond.as_deref().and_then(|text| {
                let path = [Step::Field(field), Step::Entry(i), Step::Field("if")];
                let mut in_cond = vec![];
                let c = cond::parse(text, self.db, &mut in_cond).map_err(|e| {
                    let mut d = self.at(&path, e.at, e.len, e.message);
                    d.suggestion = e.suggestion;
                    errors.push(d);
                });
                for (k, at) in in_cond {
                    let name = self.db.card(k).full_name();
                    let msg = format!("`{name}` is not in this game: the condition reads 0");
                    named.push((k, self.at(&path, at, name.len(), msg)));
                }
                c.ok()
            });
            if let Some(card) = card {
                out.push(Rule { card, cond });
            }
        }
        out
    }
}

/// A strategy's errors, rendered one after the other.
pub fn render(diags: &[Diagnostic]) -> String {
    diags.iter().map(|d| d.render()).collect()
}

/// Make any bot by name: a built-in one ([`crate::agents::make`]), or a strategy by
/// library name or path ([`make`]).
pub fn bot(name: &str, seed: u64, seat: usize) -> Option<Box<dyn crate::agents::Agent>> {
    crate::agents::make(name, seed, seat).or_else(|| make(name, seed, seat))
}

/// Make a strategy bot by library name or path (`None`: neither). Its own random choices
/// (the heuristic's, for what the strategy leaves to it) come from the game's seed and
/// its seat; the strategy's cards are resolved in the first game's database.
pub fn make(spec: &str, seed: u64, seat: usize) -> Option<Box<dyn crate::agents::Agent>> {
    if !is_strategy(spec) {
        return None;
    }
    let (file, src) = source(spec).ok()?;
    let fallback = crate::agents::make("heuristic", seed, seat)?;
    Some(Box::new(StrategyBot::new(spec, file, src, fallback)))
}

//! Scenarios: a game position, moves and answers, and expectations, as a RON file (see
//! the design's "Scenario files"). Running one gives its log and what differed.

use crate::db::{CardId, Db};
use crate::diagnostics::Diagnostic;
use crate::engine::{
    Choice, Config, Decision, DecisionKind, Game, Inst, Loc, Logged, Move, PlayerId, Status, Zone,
};
use crate::locale::Locale;
use serde::Deserialize;
use std::collections::BTreeMap;
use std::sync::Arc;

mod expect;
mod files;
mod start;
pub use files::collect;
pub use start::FromReplay;

/// A scenario file.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Scenario {
    /// What it shows.
    pub title: String,
    /// Where the ruling comes from (rulebook and note), if it tests one.
    #[serde(default)]
    pub source: Option<String>,
    /// Players in turn order; the first starts.
    #[serde(default = "default_players")]
    pub players: Vec<String>,
    /// Kingdom cards.
    #[serde(default)]
    pub kingdom: Vec<String>,
    /// Platinum and Colony.
    #[serde(default)]
    pub colonies: bool,
    /// Pile sizes to override (at most 1000 cards each).
    #[serde(default, deserialize_with = "pile_sizes")]
    pub supply: BTreeMap<String, u16>,
    /// RNG seed.
    #[serde(default)]
    pub seed: u64,
    /// Each player's zones.
    #[serde(default)]
    pub setup: BTreeMap<String, Zones>,
    /// Start where a replay got to instead (its table; `kingdom`, `players` and `setup`
    /// are then not used).
    #[serde(default)]
    pub from_replay: Option<FromReplay>,
    /// Moves and answers.
    pub steps: Vec<Step>,
    /// What must hold at the end.
    pub expect: Vec<Expect>,
}

fn default_players() -> Vec<String> {
    vec!["Alice".into(), "Bob".into()]
}

/// A player's zones in a scenario's setup.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Zones {
    /// Hand.
    #[serde(default)]
    pub hand: Vec<String>,
    /// Deck, top card first.
    #[serde(default)]
    pub deck: Vec<String>,
    /// Discard pile (last = top).
    #[serde(default)]
    pub discard: Vec<String>,
    /// In play.
    #[serde(default)]
    pub in_play: Vec<String>,
    /// Set aside.
    #[serde(default)]
    pub set_aside: Vec<String>,
    /// Mats by name.
    #[serde(default)]
    pub mats: BTreeMap<String, Vec<String>>,
    /// VP tokens (at most a million either way).
    #[serde(default, deserialize_with = "vp_tokens")]
    pub vp_tokens: i32,
}

/// The most VP tokens (either way), cards in a pile, or cards in a game a scenario may
/// set up: far more than a game has, far less than what overflows.
const MOST_TOKENS: i32 = 1_000_000;
const MOST_IN_PILE: u16 = 1_000;
const MOST_CARDS: usize = 20_000;

fn vp_tokens<'de, D: serde::Deserializer<'de>>(d: D) -> Result<i32, D::Error> {
    let n = i32::deserialize(d)?;
    if n.abs() > MOST_TOKENS {
        return Err(serde::de::Error::custom(format!(
            "{n} VP tokens: a scenario may give at most {MOST_TOKENS} (or -{MOST_TOKENS})"
        )));
    }
    Ok(n)
}

fn pile_sizes<'de, D: serde::Deserializer<'de>>(d: D) -> Result<BTreeMap<String, u16>, D::Error> {
    let m = BTreeMap::<String, u16>::deserialize(d)?;
    if let Some((name, n)) = m.iter().find(|(_, &n)| n > MOST_IN_PILE) {
        return Err(serde::de::Error::custom(format!(
            "{n} cards in the {name} pile: a pile may have at most {MOST_IN_PILE}"
        )));
    }
    Ok(m)
}

/// A move or an answer.
#[derive(Debug, Clone, Deserialize)]
pub enum Step {
    /// Play a card from hand.
    Play(String),
    /// Play all Treasures in hand.
    PlayTreasures,
    /// Buy a card.
    Buy(String),
    /// End the phase.
    EndPhase,
    /// Finish the turn, Clean-up included.
    EndTurn,
    /// Answer with cards (or card names); `[]` for none.
    Choose(Vec<String>),
    /// Answer yes.
    Yes,
    /// Answer no.
    No,
    /// The n-th option (1 = first).
    Pick(u8),
    /// Cards in order, top first.
    Order(Vec<String>),
}

/// An expectation.
#[derive(Debug, Clone, Deserialize)]
pub enum Expect {
    /// Hand, any order.
    Hand(String, Vec<String>),
    /// Discard pile, any order.
    Discard(String, Vec<String>),
    /// In play, any order.
    InPlay(String, Vec<String>),
    /// Set aside, any order.
    SetAside(String, Vec<String>),
    /// Deck, top first.
    Deck(String, Vec<String>),
    /// A mat.
    Mat(String, String, Vec<String>),
    /// Trash, any order.
    Trash(Vec<String>),
    /// Cards left in a pile.
    Supply(String, u16),
    /// Coins.
    Coins(i32),
    /// Actions.
    Actions(i32),
    /// Buys.
    Buys(i32),
    /// VP tokens.
    VpTokens(String, i32),
    /// Score.
    Score(String, i32),
    /// Whose turn.
    Turn(String),
    /// A card's cost now.
    Cost(String, i32),
    /// The card can't be bought now.
    CannotBuy(String),
    /// The card can't be played now.
    CannotPlay(String),
    /// Whether the game is over.
    GameOver(bool),
    /// The English log contains this text. It is checked against the English log
    /// whatever language the scenario runs in (`--lang de` renders the log in German
    /// as well, and checks this against the English rendering of the same events).
    LogContains(String),
    /// The log in a language (`"de"`) contains this text, e.g.
    /// `LogContainsIn("de", "Alice kauft einen Markgrafen.")`. The language is read from
    /// where the run's language came from (built in, or `--locales DIR`).
    LogContainsIn(String, String),
    /// No line of the English log contains this text (checked like `LogContains`), e.g.
    /// `LogLacks("+0 VP")`.
    LogLacks(String),
}

/// The outcome of a scenario.
#[derive(Debug, Clone)]
pub struct Outcome {
    /// Its title.
    pub title: String,
    /// What differed (empty: passed).
    pub failures: Vec<String>,
    /// The game log, in the language the scenario ran in (omniscient: every card named).
    pub log: String,
}

impl Outcome {
    /// Passed?
    pub fn passed(&self) -> bool {
        self.failures.is_empty()
    }
}

/// Read a scenario file's text.
pub fn parse(file: &str, src: &str) -> Result<Scenario, Box<Diagnostic>> {
    let src = src.strip_prefix('\u{feff}').unwrap_or(src);
    crate::load::ron_options().from_str(src).map_err(|e| {
        let pos = e.span.start;
        let offset = crate::diagnostics::line_col_to_offset(src, pos.line, pos.col);
        Box::new(Diagnostic::at(
            file,
            src,
            offset,
            1,
            format!("this is not a valid scenario: {}", e.code),
        ))
    })
}

struct Runner {
    game: Game,
    events: Vec<Logged>,
    /// The log by language, for the expectations on it.
    logs: BTreeMap<String, Result<Vec<String>, String>>,
    failures: Vec<String>,
    ending_turn: Option<u32>,
    /// The Kingdom: plain names mean its editions.
    prefer: Vec<CardId>,
}

fn find(db: &Db, name: &str) -> Result<CardId, String> {
    db.find(name).ok_or_else(|| match db.suggest(name) {
        Some(s) => format!("unknown card `{name}`; did you mean `{s}`?"),
        None => format!("unknown card `{name}`"),
    })
}

/// A card by name; a plain name of a card with editions means the edition in `prefer`
/// (the Kingdom's) when there is one, else the newest.
fn find_in(db: &Db, name: &str, prefer: &[CardId]) -> Result<CardId, String> {
    let id = find(db, name)?;
    let c = db.card(id);
    if c.edition.is_some() && !name.contains('(') {
        if let Some(&p) = prefer.iter().find(|&&p| db.card(p).name_id == c.name_id) {
            return Ok(p);
        }
    }
    Ok(id)
}

/// Run a scenario against a database; the log is rendered with `locale`.
pub fn run(db: Arc<Db>, sc: &Scenario, locale: &Locale) -> Outcome {
    let mut out = Outcome {
        title: sc.title.clone(),
        failures: vec![],
        log: String::new(),
    };
    match run_inner(db, sc, locale) {
        Ok((log, failures)) => {
            out.log = log;
            out.failures = failures;
        }
        Err(e) => out.failures.push(e),
    }
    out
}

/// Set up a scenario and make its moves, without checking its expectations: the game as
/// it ends and every event, e.g. to render the log for one player or grouped
/// ([`Locale::render_log`]). An error names the step that could not be made.
pub fn replay(db: Arc<Db>, sc: &Scenario) -> Result<(Game, Vec<Logged>), String> {
    let mut r = setup(db, sc)?;
    r.steps(sc)?;
    Ok((r.game, r.events))
}

fn run_inner(db: Arc<Db>, sc: &Scenario, locale: &Locale) -> Result<(String, Vec<String>), String> {
    let mut r = setup(db, sc)?;
    if let Err(e) = r.steps(sc) {
        // The log up to the failing step: how far the turn got.
        let log = locale.render_log(&r.game, &r.events, None, false);
        return Ok((log.join("\n"), vec![e]));
    }
    r.check_pending();
    for e in &sc.expect {
        let lang = match e {
            Expect::LogContains(_) | Expect::LogLacks(_) => "en",
            Expect::LogContainsIn(l, _) => l.as_str(),
            _ => continue,
        };
        if !r.logs.contains_key(lang) {
            let log = r.render(locale, lang);
            r.logs.insert(lang.to_string(), log);
        }
    }
    for e in &sc.expect {
        if let Err(m) = r.expect(e) {
            r.failures.push(m);
        }
    }
    if let Err(m) = r.game.check_integrity() {
        r.failures.push(format!("cards are not accounted for: {m}"));
    }
    let log = locale
        .render_log(&r.game, &r.events, None, false)
        .join("\n");
    Ok((log, r.failures))
}

/// The scenario's position, before its steps.
fn setup(db: Arc<Db>, sc: &Scenario) -> Result<Runner, String> {
    if let Some(from) = &sc.from_replay {
        let (mut game, events) = start::start(db, from)?;
        game.set_invariants(true);
        return Ok(Runner {
            prefer: game.state.supply.iter().map(|p| p.card).collect(),
            game,
            events,
            logs: BTreeMap::new(),
            failures: vec![],
            ending_turn: None,
        });
    }
    let kingdom = sc
        .kingdom
        .iter()
        .map(|n| find(&db, n))
        .collect::<Result<Vec<_>, _>>()?;
    let pile_sizes = sc
        .supply
        .iter()
        .map(|(n, k)| Ok((find(&db, n)?, *k)))
        .collect::<Result<Vec<_>, String>>()?;
    let cfg = Config {
        colonies: sc.colonies,
        pile_sizes,
        logging: true,
        deal: false,
        auto_end: false,
        ..Config::new(sc.players.clone(), kingdom.clone(), sc.seed)
    };
    let mut game = Game::new(db.clone(), &cfg).map_err(|e| e.to_string())?;
    let mut extra = vec![];
    for (pname, z) in &sc.setup {
        let p = player(&game, pname)?;
        let zone = |zone| Loc { zone, owner: p.0 };
        let mut put = |names: &[String], loc: Loc, rev: bool| -> Result<(), String> {
            let mut v = names
                .iter()
                .map(|n| find_in(&db, n, &kingdom))
                .collect::<Result<Vec<_>, _>>()?;
            if rev {
                v.reverse();
            }
            for k in v {
                if game.state.kinds.len() >= MOST_CARDS {
                    return Err(format!("more than {MOST_CARDS} cards in the game"));
                }
                let i = game.state.create(k, loc);
                game.zone_list(loc).push(i);
                extra.push(k);
            }
            Ok(())
        };
        put(&z.hand, zone(Zone::Hand), false)?;
        put(&z.deck, zone(Zone::Deck), true)?;
        put(&z.discard, zone(Zone::Discard), false)?;
        put(&z.in_play, zone(Zone::Play), false)?;
        put(&z.set_aside, zone(Zone::SetAside), false)?;
        for (m, cards) in &z.mats {
            let mi = mat(&db, m)?;
            put(cards, zone(Zone::Mat(mi)), false)?;
        }
        game.state.players[p.index()].vp_tokens = z.vp_tokens;
    }
    game.reindex(&extra);
    game.set_invariants(true);
    game.hold_set_aside();
    Ok(Runner {
        prefer: kingdom.clone(),
        game,
        events: vec![],
        logs: BTreeMap::new(),
        failures: vec![],
        ending_turn: None,
    })
}

fn player(game: &Game, name: &str) -> Result<PlayerId, String> {
    game.state
        .players
        .iter()
        .position(|p| p.name.eq_ignore_ascii_case(name))
        .map(PlayerId::from_index)
        .ok_or_else(|| format!("no player `{name}`"))
}

fn mat(db: &Db, name: &str) -> Result<u8, String> {
    let n = name.to_lowercase();
    let n = n.strip_suffix(" mat").unwrap_or(&n);
    db.mats
        .iter()
        .position(|m| m.id == n || m.words == n)
        .map(|m| m as u8)
        .ok_or_else(|| format!("no mat `{name}`"))
}

impl Runner {
    /// Make the scenario's steps (the game runs up to its first decision first).
    fn steps(&mut self, sc: &Scenario) -> Result<(), String> {
        self.run()?;
        for (n, s) in sc.steps.iter().enumerate() {
            self.step(s)
                .map_err(|e| format!("step {} ({s:?}): {e}", n + 1))?;
            self.run()?;
        }
        Ok(())
    }

    fn flush(&mut self) {
        self.events.extend(self.game.take_log());
    }

    /// The whole log in a language, every card named; another language than `locale`'s
    /// is read from where `locale` came from.
    fn render(&self, locale: &Locale, lang: &str) -> Result<Vec<String>, String> {
        let render = |l: &Locale| l.render_log(&self.game, &self.events, None, false);
        if lang == locale.lang() {
            return Ok(render(locale));
        }
        let other = locale
            .sibling(lang)
            .map_err(|d| d.render().trim_end().to_string())?;
        Ok(render(&other))
    }

    /// Run until a decision; keep ending the turn if asked to.
    fn run(&mut self) -> Result<(), String> {
        loop {
            let st = self.game.run().map_err(|e| e.to_string());
            self.flush();
            if st? == Status::Over {
                self.ending_turn = None;
                return Ok(());
            }
            match (self.ending_turn, self.game.decision()) {
                (Some(t), Some(d))
                    if d.kind == DecisionKind::Move && self.game.state.turn.number == t =>
                {
                    self.game
                        .answer(Choice::Move(Move::EndPhase))
                        .map_err(|e| e.to_string())?;
                }
                (Some(t), _) if self.game.state.turn.number != t => {
                    self.ending_turn = None;
                    return Ok(());
                }
                _ => return Ok(()),
            }
        }
    }

    fn names(&self, v: &[Inst]) -> Vec<String> {
        v.iter()
            .map(|&i| self.game.db.card(self.game.kind(i)).full_name())
            .collect()
    }

    /// Answer the pending decision with a step of the scenario.
    fn step(&mut self, s: &Step) -> Result<(), String> {
        let d = self.game.decision().cloned();
        let is_move = d.as_ref().is_some_and(|d| d.kind == DecisionKind::Move);
        let choice = match s {
            Step::Play(_) | Step::PlayTreasures | Step::Buy(_) | Step::EndPhase | Step::EndTurn => {
                if !is_move {
                    return Err(match &d {
                        Some(d) => {
                            format!("a move while a decision is pending: {}", self.describe(d))
                        }
                        None => "a move but the game is over".into(),
                    });
                }
                self.move_choice(s)?
            }
            Step::Yes | Step::No => Choice::Yes(matches!(s, Step::Yes)),
            Step::Pick(n) => Choice::Index(n.saturating_sub(1)),
            Step::Choose(names) | Step::Order(names) => {
                let Some(d) = &d else {
                    return Err("an answer, but nothing is asked".into());
                };
                self.cards_choice(d, names)?
            }
        };
        if d.is_none() {
            return Err("an answer, but nothing is asked".into());
        }
        if is_move && !matches!(choice, Choice::Move(_)) {
            return Err("an answer, but the engine waits for a move".into());
        }
        self.game.answer(choice).map_err(|e| e.to_string())
    }

    /// A move step (play, buy, end the phase or the turn) as the engine's move.
    fn move_choice(&mut self, s: &Step) -> Result<Choice, String> {
        let db = self.game.db.clone();
        Ok(Choice::Move(match s {
            Step::Play(n) => {
                let k = find_in(&db, n, &self.prefer)?;
                let p = self.game.state.turn.player.index();
                let i = self.game.state.players[p]
                    .hand
                    .iter()
                    .copied()
                    .find(|&i| self.game.kind(i) == k)
                    .ok_or_else(|| format!("no {n} in hand"))?;
                Move::Play(i)
            }
            Step::PlayTreasures => Move::PlayTreasures,
            Step::Buy(n) => Move::Buy(find_in(&db, n, &self.prefer)?),
            Step::EndTurn => {
                self.ending_turn = Some(self.game.state.turn.number);
                Move::EndPhase
            }
            Step::EndPhase => Move::EndPhase,
            _ => return Err("internal: not a move step".into()),
        }))
    }

    /// Cards named in a step (`Choose`, `Order`) as the answer to decision `d`: instances
    /// among its options, or one card kind.
    fn cards_choice(&self, d: &Decision, names: &[String]) -> Result<Choice, String> {
        let db = &self.game.db;
        match &d.kind {
            DecisionKind::Cards { options, .. } | DecisionKind::Play { options, .. } => {
                let mut left = options.clone();
                let mut chosen = vec![];
                for n in names {
                    let k = find_in(db, n, &self.prefer)?;
                    let at = left
                        .iter()
                        .position(|&i| self.game.kind(i) == k)
                        .ok_or_else(|| {
                            format!("{n} is not among the options {:?}", self.names(options))
                        })?;
                    chosen.push(left.remove(at));
                }
                Ok(Choice::Cards(chosen))
            }
            DecisionKind::Gain { .. }
            | DecisionKind::NameCard { .. }
            | DecisionKind::Pile { .. }
            | DecisionKind::First { .. } => match names {
                [] => Ok(Choice::Kind(None)),
                [n] => Ok(Choice::Kind(Some(find_in(db, n, &self.prefer)?))),
                _ => Err("name one card".into()),
            },
            _ => Err(format!(
                "cards given, but the question is: {}",
                self.describe(d)
            )),
        }
    }

    /// A decision in words, with card names.
    fn describe(&self, d: &Decision) -> String {
        let db = &self.game.db;
        let kinds = |v: &[CardId]| {
            v.iter()
                .map(|&k| db.card(k).full_name())
                .collect::<Vec<_>>()
                .join(", ")
        };
        let who = &self.game.state.players[d.player.index()].name;
        let card = d
            .card
            .map(|k| format!(" ({})", db.card(k).full_name()))
            .unwrap_or_default();
        let what = match &d.kind {
            DecisionKind::Move => "a move".to_string(),
            DecisionKind::Cards {
                verb,
                options,
                min,
                max,
                ..
            } => {
                format!(
                    "pick {min} to {max} cards to {verb:?} among [{}]",
                    self.names(options).join(", ")
                )
            }
            DecisionKind::Play { options, .. } => {
                format!("a card to play among [{}]", self.names(options).join(", "))
            }
            DecisionKind::Gain { options, optional } => {
                format!(
                    "a card to gain among [{}]{}",
                    kinds(options),
                    if *optional { " or none" } else { "" }
                )
            }
            DecisionKind::YesNo => "yes or no".into(),
            DecisionKind::ChooseOne { n } => format!("choose one of {n} (Pick)"),
            DecisionKind::ChooseSome { n, taken } => format!(
                "choose one more of {n} (Pick; not {:?})",
                (0..*n)
                    .filter(|i| taken & (1 << i) != 0)
                    .collect::<Vec<_>>()
            ),
            DecisionKind::Order => "which part first (Pick)".into(),
            DecisionKind::Position { size } => {
                format!("where in the deck: under how many of its {size} cards (Pick)")
            }
            DecisionKind::First { options } => {
                format!("which ability first, Choose one of [{}]", kinds(options))
            }
            DecisionKind::NameCard { .. } => "name a card".into(),
            DecisionKind::Pile { options } => format!("a Supply pile among [{}]", kinds(options)),
        };
        format!("{who}{card}: {what}")
    }

    fn check_pending(&mut self) {
        if let Some(d) = self.game.decision() {
            if d.kind != DecisionKind::Move {
                let m = format!("a decision is still unanswered: {}", self.describe(d));
                self.failures.push(m);
            }
        }
    }
}

//! The checker: resolves every name a card's rules mention (cards, types, mats, tokens),
//! rejects what the interpreter could not run, and compiles the rules into [`Db::code`].

mod compile;
use compile::Compiler;
mod flow;
mod lazy;
mod loops;
pub use lazy::{compile_needed, embedded_for_games};
mod terms;

use crate::ast::{self, Ability, Effect, EventKind, Ident};
use crate::db::*;
use crate::diagnostics::{locate_rules, quoted_before, ron_locate, Diagnostic, Step};
use crate::load::RawDb;
use crate::suggest::did_you_mean;

/// Where ident spans of the card being compiled point in the file.
struct Origin<'a> {
    file: &'a str,
    src: &'a str,
    card: String,
    /// The card's place in the `cards` list.
    index: usize,
}

impl Origin<'_> {
    /// Where the card's rules text starts in the file, and whether spans in it map exactly
    /// (looked up only for a diagnostic: a clean check never searches the file).
    fn rules_at(&self) -> (usize, bool) {
        locate_rules(self.src, self.index).unwrap_or((0, false))
    }

    /// A diagnostic at the value of one of the card's fields (`id`, `kingdom`, ...).
    fn at_field(&self, field: &str, message: String) -> Diagnostic {
        let path = [
            Step::Field("cards"),
            Step::Entry(self.index),
            Step::Field(field),
        ];
        let mut d = located(self.file, self.src, &path, message);
        d.card = Some(self.card.clone()).filter(|c| !c.is_empty());
        d
    }

    /// An unknown name in the card's header (`types`, `sets`), located at the quoted name
    /// before the rules text, with "did you mean" among the declared ones.
    fn unknown(&self, kind: &str, name: &str, decl: &mut dyn Iterator<Item = &str>) -> Diagnostic {
        let rules_at = self.rules_at().0;
        let at = quoted_before(self.src, rules_at, name).unwrap_or(rules_at);
        let mut d = Diagnostic::at(
            self.file,
            self.src,
            at,
            name.len() + 2,
            format!("unknown {kind} `{name}`"),
        );
        d.card = Some(self.card.clone());
        d.suggestion = did_you_mean(name, decl).map(str::to_string);
        d
    }

    /// A diagnostic at a span of the card's rules text (at the text's start when the
    /// spans do not map exactly onto the file).
    fn diag(&self, span: ast::Span, message: String, suggestion: Option<String>) -> Diagnostic {
        let (rules_at, exact) = self.rules_at();
        let (at, len) = if exact {
            (
                rules_at + span.start as usize,
                (span.end - span.start) as usize,
            )
        } else {
            (rules_at, 1)
        };
        let mut d = Diagnostic::at(self.file, self.src, at, len, message);
        d.card = Some(self.card.clone()).filter(|c| !c.is_empty());
        d.suggestion = suggestion;
        d
    }
}

/// Check and compile a raw database (read by [`crate::load::read`]); `file` and `src` are
/// the file's name and text, for the positions of diagnostics.
pub fn check(file: &str, src: &str, raw: RawDb) -> Result<Db, Vec<Diagnostic>> {
    checked(file, src, raw, true)
}

/// [`check`], with every card's rules parsed and compiled if `compile`, else with no card's
/// (each marked in [`Db::uncompiled`], for [`compile_needed`]).
fn checked(file: &str, src: &str, raw: RawDb, compile: bool) -> Result<Db, Vec<Diagnostic>> {
    let src = crate::load::without_bom(src);
    let mut errors = Vec::new();
    let mut db = empty_db(&raw);
    check_players(file, src, &db.basic, &mut errors);
    // First pass: the cards' identities, so rules may name any card.
    roles(file, src, &mut db, &mut errors);
    let parsed = identities(file, src, &raw, &mut db, &mut errors, compile);
    duplicates(file, src, &db, &mut errors);
    basic_setup(file, src, &raw, &mut db, &mut errors);
    check_basic_cards(file, src, &db, &mut errors);
    check_card_count(file, src, &db.basic, &mut errors);
    // Second pass: compile.
    if compile {
        compile_cards(parsed, &mut db, &mut errors);
    } else {
        db.uncompiled = vec![true; db.cards.len()];
    }
    db.derive_tables();
    if errors.is_empty() {
        Ok(db)
    } else {
        Err(errors)
    }
}

/// The database before any card: the declarations as read, nothing compiled.
fn empty_db(raw: &RawDb) -> Db {
    Db {
        format: raw.format,
        cards: Vec::new(),
        names: Vec::new(),
        sets: raw.sets.clone(),
        types: raw.types.clone(),
        roles: Roles::default(),
        mats: raw.mats.clone(),
        tokens: raw.tokens.clone(),
        basic: Basic {
            start_deck: vec![],
            hand_size: raw.basic.hand_size,
            min_players: raw.basic.min_players,
            max_players: raw.basic.max_players,
            supply: vec![],
            colony_supply: vec![],
            kingdom_pile: raw.basic.kingdom_pile.clone(),
            kingdom_victory_pile: raw.basic.kingdom_victory_pile.clone(),
            end_piles: vec![],
            end_empty_piles: raw.basic.end_empty_piles.clone(),
        },
        bots: BotRules::default(),
        presets: raw.presets.clone(),
        hot: Vec::new(),
        code: Vec::new(),
        filters: Table::default(),
        amounts: Table::default(),
        conds: Table::default(),
        sels: Table::default(),
        lastings: Table::default(),
        tracks_drawn: false,
        uncompiled: Vec::new(),
    }
}

/// The card types (at most 16) and what their roles mean to the turn flow.
fn roles(file: &str, src: &str, db: &mut Db, errors: &mut Vec<Diagnostic>) {
    if db.types.len() > 16 {
        let path = [Step::Field("types"), Step::Entry(16)];
        let msg = "at most 16 card types can be declared: this is the 17th".to_string();
        errors.push(located(file, src, &path, msg));
        db.types.truncate(16);
    }
    for (i, t) in db.types.iter().enumerate() {
        let bit = 1u16 << i;
        let r = &mut db.roles;
        match t.role {
            Some(Role::Action) => r.action |= bit,
            Some(Role::Treasure) => r.treasure |= bit,
            Some(Role::Victory) => r.victory |= bit,
            Some(Role::Attack) => r.attack |= bit,
            Some(Role::Duration) => r.duration |= bit,
            None => {}
        }
    }
}

/// Each card's id, name, types, sets and, if `parse`, parsed rules (the rules are compiled
/// later, once every card is known).
fn identities<'a>(
    file: &'a str,
    src: &'a str,
    raw: &RawDb,
    db: &mut Db,
    errors: &mut Vec<Diagnostic>,
    parse: bool,
) -> Vec<(Origin<'a>, ast::Rules)> {
    let mut names: Vec<String> = Vec::new();
    let mut parsed = Vec::new();
    for (index, rc) in raw.cards.iter().enumerate() {
        let origin = Origin {
            file,
            src,
            card: rc.id.clone(),
            index,
        };
        check_id(&origin, &rc.id, db, errors);
        let name_id = NameId::from_index(match names.iter().position(|n| *n == rc.name) {
            Some(i) => i,
            None => {
                names.push(rc.name.clone());
                names.len() - 1
            }
        });
        let types = card_types(&origin, &rc.types, db, errors);
        let sets = card_sets(&origin, &rc.sets, db, errors);
        let rules = if parse {
            parse_card_rules(&origin, &rc.rules, errors)
        } else {
            ast::Rules::default()
        };
        db.cards.push(CardDef {
            id: rc.id.clone(),
            name: rc.name.clone(),
            name_id,
            edition: rc.edition,
            other_names: rc.other_names.clone(),
            sets,
            cost: rc.cost,
            types,
            kingdom: rc.kingdom,
            text: rc.rules.clone(),
            rules: rules.clone(),
            on_play: None,
            simple: None,
            vp: None,
            setup: None,
            triggers: vec![],
            statics: vec![],
            lastings: vec![],
            history: History::default(),
        });
        if parse {
            parsed.push((origin, rules));
        }
    }
    db.names = names;
    parsed
}

/// A card's id is well formed and no card before it has it.
fn check_id(origin: &Origin, id: &str, db: &Db, errors: &mut Vec<Diagnostic>) {
    if let Some(msg) = bad_id(id) {
        errors.push(origin.at_field("id", msg));
    } else if db.cards.iter().any(|c| c.id == id) {
        let msg = format!("the id `{id}` is used by two cards");
        errors.push(origin.at_field("id", msg));
    }
}

/// The declared types a card names, as bits; an error for each unknown one.
fn card_types(origin: &Origin, types: &[String], db: &Db, errors: &mut Vec<Diagnostic>) -> Types {
    let mut bits = 0u16;
    for t in types {
        match db.types.iter().position(|d| d.name == *t) {
            Some(i) => bits |= 1 << i,
            // test_err check_unknown_type: a card with `types: ["Acton"]`
            None => errors.push(origin.unknown(
                "card type",
                t,
                &mut db.types.iter().map(|d| d.name.as_str()),
            )),
        }
    }
    Types(bits)
}

/// The declared sets a card names, by index; an error for each unknown one.
fn card_sets(
    origin: &Origin,
    sets: &[String],
    db: &Db,
    errors: &mut Vec<Diagnostic>,
) -> Vec<SetId> {
    let mut found = Vec::new();
    for s in sets {
        match db.sets.iter().position(|d| d.id == *s) {
            Some(i) => found.push(SetId::from_index(i)),
            // test_err check_unknown_set: a card with `sets: ["hinterland1"]`
            None => {
                errors.push(origin.unknown("set", s, &mut db.sets.iter().map(|d| d.id.as_str())))
            }
        }
    }
    found
}

/// A card's rules text parsed; empty rules (and the parse error) if it does not parse.
fn parse_card_rules(origin: &Origin, text: &str, errors: &mut Vec<Diagnostic>) -> ast::Rules {
    match crate::parse::parse_rules(text) {
        Ok(r) => r,
        Err(e) => {
            // test_err parse_*: every parse error of a card's rules comes through here; check_escaped_rules_text: located at the rules' start
            errors.push(origin.diag(
                ast::Span {
                    start: e.offset as u32,
                    end: (e.offset + e.len.max(1)) as u32,
                },
                e.message.clone(),
                e.suggestion.clone(),
            ));
            ast::Rules::default()
        }
    }
}

/// Two sets with one id, two cards with one name and no edition.
fn duplicates(file: &str, src: &str, db: &Db, errors: &mut Vec<Diagnostic>) {
    for (i, d) in db.sets.iter().enumerate() {
        if db.sets.iter().skip(i + 1).any(|o| o.id == d.id) {
            let at = src.find(&format!("\"{}\"", d.id)).unwrap_or(0);
            let msg = format!("two sets have the id `{}`", d.id);
            // (no case: needs two sets with one id in `sets:`, not a card text)
            errors.push(Diagnostic::at(file, src, at, d.id.len() + 2, msg));
        }
    }
    for (i, c) in db.cards.iter().enumerate() {
        if c.edition.is_some() {
            continue;
        }
        // Located at the second card of that name.
        if let Some(j) = (i + 1..db.cards.len()).find(|&j| db.cards[j].name == c.name) {
            let path = [Step::Field("cards"), Step::Entry(j), Step::Field("name")];
            let msg = format!("two cards are named `{}`: give each an `edition`", c.name);
            let mut d = located(file, src, &path, msg);
            d.card = Some(db.cards[j].id.clone());
            errors.push(d);
        }
    }
}

/// The starting deck, the Supply piles, the end piles and the bots' rules: cards by name.
fn basic_setup(file: &str, src: &str, raw: &RawDb, db: &mut Db, errors: &mut Vec<Diagnostic>) {
    let card_by_name = |n: &str, what: &str, errors: &mut Vec<Diagnostic>| -> CardId {
        match db.find(n) {
            Some(id) => id,
            None => {
                let at = src.find(&format!("\"{n}\"")).unwrap_or(0);
                // (no case: a card named in `basic:` or `bots:`, not a card text)
                let mut d = Diagnostic::at(
                    file,
                    src,
                    at,
                    n.len() + 2,
                    format!("unknown card `{n}` in {what}"),
                );
                d.suggestion = db.suggest(n);
                errors.push(d);
                CardId(0)
            }
        }
    };
    let start: Vec<_> = raw
        .basic
        .start_deck
        .iter()
        .map(|(n, k)| (card_by_name(n, "the starting deck", errors), *k))
        .collect();
    let supply: Vec<_> = raw
        .basic
        .supply
        .iter()
        .map(|p| (card_by_name(&p.card, "the supply", errors), p.size.clone()))
        .collect();
    let colony: Vec<_> = raw
        .basic
        .colony_supply
        .iter()
        .map(|p| {
            (
                card_by_name(&p.card, "the colony supply", errors),
                p.size.clone(),
            )
        })
        .collect();
    let end: Vec<_> = raw
        .basic
        .end_piles
        .iter()
        .map(|n| card_by_name(n, "end_piles", errors))
        .collect();
    let rules = |v: &[crate::load::RawBuyRule], errors: &mut Vec<Diagnostic>| -> Vec<BuyRule> {
        v.iter()
            .map(|r| BuyRule {
                card: card_by_name(&r.card, "the bots' rules", errors),
                coins: r.coins,
                left: r.left,
            })
            .collect()
    };
    let bots = BotRules {
        big_money: rules(&raw.bots.big_money, errors),
        victory: rules(&raw.bots.victory, errors),
        money: rules(&raw.bots.money, errors),
    };
    db.bots = bots;
    db.basic.start_deck = start;
    db.basic.supply = supply;
    db.basic.colony_supply = colony;
    db.basic.end_piles = end;
}

/// Compile the parsed rules of cards (each at its [`Origin::index`]), in that order.
fn compile_cards(parsed: Vec<(Origin<'_>, ast::Rules)>, db: &mut Db, errors: &mut Vec<Diagnostic>) {
    for (origin, rules) in parsed {
        let i = origin.index;
        let mut c = Compiler {
            db,
            origin: &origin,
            errors,
            deferred: vec![],
            ability: None,
            antecedent: None,
            lastings: vec![],
            history: History::default(),
            at: ast::Span::NONE,
            players_depth: 0,
            replacing: false,
        };
        c.card(i, &rules);
        let (l, h) = (std::mem::take(&mut c.lastings), c.history);
        db.cards[i].lastings = l;
        db.cards[i].history = h;
    }
}

/// A diagnostic at the value a path leads to in the file (at its start when the path
/// is not found).
fn located(file: &str, src: &str, path: &[Step], message: String) -> Diagnostic {
    let at = ron_locate(src, path).unwrap_or(0..1);
    let len = src[at.clone()].chars().count();
    Diagnostic::at(file, src, at.start, len, message)
}

/// What is wrong with a card id, if anything: it is also the locale key `card-<id>`, so
/// it is lower case: a letter, then letters, digits, `_` or `-`.
fn bad_id(id: &str) -> Option<String> {
    let mut chars = id.chars();
    let ok = chars.next().is_some_and(|c| c.is_ascii_lowercase())
        && chars.all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_' || c == '-');
    match () {
        _ if ok => None,
        _ if id.is_empty() => Some("a card's id cannot be empty".into()),
        _ => Some(format!(
            "the card id `{id}` must be lower case: a letter a-z, then letters a-z, digits, \
             `_` or `-` (it is also the locale key `card-{id}`; write `{}`)",
            suggested_id(id)
        )),
    }
}

/// An id like the given one that [`bad_id`] accepts.
fn suggested_id(id: &str) -> String {
    let s: String = (id.trim().to_lowercase().chars())
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '-' {
                c
            } else {
                '_'
            }
        })
        .collect();
    if s.starts_with(|c: char| c.is_ascii_lowercase()) {
        s
    } else {
        format!("card_{s}")
    }
}

/// The most players the engine can seat: players are numbered in 8 bits, and a seat
/// plus an offset to another seat must stay below 256.
const MAX_PLAYERS: u8 = 128;

/// `min_players` and `max_players`: at least 1, the minimum not above the maximum, and
/// at most [`MAX_PLAYERS`].
fn check_players(file: &str, src: &str, b: &Basic, errors: &mut Vec<Diagnostic>) {
    let at = |f| [Step::Field("basic"), Step::Field(f)];
    let (lo, hi) = (b.min_players, b.max_players);
    if lo == 0 {
        let msg = "`min_players` is 0: a game takes at least 1 player".to_string();
        errors.push(located(file, src, &at("min_players"), msg));
    } else if lo > hi {
        let msg = format!("`min_players` ({lo}) is more than `max_players` ({hi})");
        errors.push(located(file, src, &at("min_players"), msg));
    }
    if hi > MAX_PLAYERS {
        let msg = format!("`max_players` is {hi}: the engine seats at most {MAX_PLAYERS} players");
        errors.push(located(file, src, &at("max_players"), msg));
    }
}

/// A card with a pile in the basic setup cannot also be a Kingdom card: a random Kingdom
/// could pick it, and it would have two piles.
fn check_basic_cards(file: &str, src: &str, db: &Db, errors: &mut Vec<Diagnostic>) {
    let basic = db.basic.supply.iter().chain(&db.basic.colony_supply);
    let mut seen: Vec<CardId> = vec![];
    for &(k, _) in basic {
        let Some(c) = db.cards.get(k.index()) else {
            continue;
        };
        if !c.kingdom || seen.contains(&k) {
            continue;
        }
        seen.push(k);
        let origin = Origin {
            file,
            src,
            card: c.id.clone(),
            index: k.index(),
        };
        let msg = format!(
            "`{}` has a pile in the basic setup (`basic`), so it cannot be a Kingdom card: \
             remove `kingdom: true`",
            c.name
        );
        errors.push(origin.at_field("kingdom", msg));
    }
}

/// The most cards a game may have: cards are numbered in 16 bits.
const MAX_CARDS: u64 = u16::MAX as u64;

/// Every game the database allows, for any number of players, with the `colony_supply`
/// piles and a Kingdom of Victory or other cards, has at most [`MAX_CARDS`] cards. The
/// error points at the number that gives the most cards.
fn check_card_count(file: &str, src: &str, b: &Basic, errors: &mut Vec<Diagnostic>) {
    if b.min_players == 0 || b.min_players > b.max_players {
        return;
    }
    let kingdom = crate::sim::KINGDOM_SIZE as u64;
    for n in b.min_players..=b.max_players {
        let size = |s: &PileSize| full_size(s, n, b.min_players);
        // Each part with the cards it gives and where it is written.
        let mut parts: Vec<(u64, Vec<Step>)> = vec![];
        for (list, piles) in [("supply", &b.supply), ("colony_supply", &b.colony_supply)] {
            for (i, (_, s)) in piles.iter().enumerate() {
                let path = vec![
                    Step::Field("basic"),
                    Step::Field(list),
                    Step::Entry(i),
                    Step::Field("size"),
                ];
                parts.push((size(s), path));
            }
        }
        let (kp, kvp) = (size(&b.kingdom_pile), size(&b.kingdom_victory_pile));
        let field = if kvp > kp {
            "kingdom_victory_pile"
        } else {
            "kingdom_pile"
        };
        parts.push((
            kingdom * kp.max(kvp),
            vec![Step::Field("basic"), Step::Field(field)],
        ));
        for (i, &(_, k)) in b.start_deck.iter().enumerate() {
            let path = vec![
                Step::Field("basic"),
                Step::Field("start_deck"),
                Step::Entry(i),
                Step::Entry(1),
            ];
            parts.push((n as u64 * k as u64, path));
        }
        let total: u64 = parts.iter().map(|p| p.0).sum();
        if total > MAX_CARDS {
            let (most, path) = parts
                .iter()
                .max_by_key(|p| p.0)
                .cloned()
                .unwrap_or_default();
            let msg = format!(
                "a game of {n} players with the `colony_supply` piles and {kingdom} Kingdom piles \
                 would have {total} cards, more than the {MAX_CARDS} a game can have \
                 (this gives {most} of them)"
            );
            errors.push(located(file, src, &path, msg));
            return;
        }
    }
}

/// A pile's size for `n` players, as [`PileSize::get`] gives it but without its 16 bits.
fn full_size(s: &PileSize, n: u8, min: u8) -> u64 {
    match s {
        PileSize::Linear(base, per) => (*base as i64 + *per as i64 * n as i64).max(0) as u64,
        _ => s.get(n, min) as u64,
    }
}

/// Whether a static rule is about the card it is on (`this costs ...`), about other
/// cards, or about no card (immunity: `None`).
fn static_about_this(s: &ast::Static) -> Option<bool> {
    match s {
        ast::Static::CostLess { what, .. } | ast::Static::CannotBuy { what, .. } => {
            Some(*what == ast::Object::This)
        }
        ast::Static::Immune => None,
        ast::Static::GainedTo(..) => Some(true),
    }
}

/// The name itself, then its singular forms (`Golds` → `Gold`, `Duchies` → `Duchy`).
fn singulars(n: &str) -> Vec<String> {
    let mut v = vec![n.to_string()];
    if let Some(s) = n.strip_suffix("ies") {
        v.push(format!("{s}y"));
    }
    if let Some(s) = n.strip_suffix("es") {
        v.push(s.to_string());
    }
    if let Some(s) = n.strip_suffix('s') {
        v.push(s.to_string());
    }
    v
}

fn push<T: PartialEq>(v: &mut Table<T>, x: T) -> Ix<T> {
    v.intern(x)
}

//! The checker: resolves every name a card's rules mention (cards, types, mats, tokens),
//! rejects what the interpreter could not run, and compiles the rules into [`Db::code`].

mod compile;
use compile::Compiler;
mod terms;

use crate::ast::{self, Ability, Effect, EventKind, Ident};
use crate::db::*;
use crate::diagnostics::{locate_rules, quoted_before, Diagnostic};
use crate::load::RawDb;
use crate::suggest::did_you_mean;

/// Where ident spans of the card being compiled point in the file.
struct Origin<'a> {
    file: &'a str,
    src: &'a str,
    card: String,
}

impl Origin<'_> {
    /// Where the card's rules text starts in the file, and whether spans in it map exactly
    /// (looked up only for a diagnostic: a clean check never searches the file).
    fn rules_at(&self) -> (usize, bool) {
        locate_rules(self.src, &self.card).unwrap_or((0, false))
    }

    fn diag(&self, span: (u32, u32), message: String, suggestion: Option<String>) -> Diagnostic {
        let (rules_at, exact) = self.rules_at();
        let (at, len) = if exact {
            (rules_at + span.0 as usize, (span.1 - span.0) as usize)
        } else {
            (rules_at, 1)
        };
        let mut d = Diagnostic::at(self.file, self.src, at, len, message);
        d.card = Some(self.card.clone());
        d.suggestion = suggestion;
        d
    }
}

/// Check and compile a raw database (read by [`crate::load::read`]); `file` and `src` are
/// the file's name and text, for the positions of diagnostics.
pub fn check(file: &str, src: &str, raw: RawDb) -> Result<Db, Vec<Diagnostic>> {
    let mut errors = Vec::new();
    let mut names: Vec<String> = Vec::new();
    let mut db = Db {
        format: raw.format,
        cards: Vec::new(),
        names: Vec::new(),
        sets: raw.sets,
        types: raw.types,
        roles: Roles::default(),
        mats: raw.mats,
        tokens: raw.tokens,
        basic: Basic {
            start_deck: vec![],
            hand_size: raw.basic.hand_size,
            min_players: raw.basic.min_players,
            max_players: raw.basic.max_players,
            supply: vec![],
            colony_supply: vec![],
            kingdom_pile: raw.basic.kingdom_pile,
            kingdom_victory_pile: raw.basic.kingdom_victory_pile,
            end_piles: vec![],
            end_empty_piles: raw.basic.end_empty_piles,
        },
        bots: BotRules::default(),
        presets: raw.presets,
        hot: Vec::new(),
        code: Vec::new(),
        filters: Vec::new(),
        amounts: Vec::new(),
        conds: Vec::new(),
        sels: Vec::new(),
        lastings: Vec::new(),
    };
    // First pass: the cards' identities, so rules may name any card.
    if db.types.len() > 16 {
        // (no case: needs a 17th type in `types:`, not a card text)
        errors.push(Diagnostic::plain(
            file,
            "at most 16 card types can be declared",
        ));
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
    let mut parsed = Vec::new();
    for rc in &raw.cards {
        let origin = Origin {
            file,
            src,
            card: rc.id.clone(),
        };
        if db.cards.iter().any(|c| c.id == rc.id) {
            // test_err check_duplicate_id: a card with `id: "moat"`
            errors.push(origin.diag(
                (0, 0),
                format!("the id `{}` is used by two cards", rc.id),
                None,
            ));
        }
        let name_id = match names.iter().position(|n| *n == rc.name) {
            Some(i) => i,
            None => {
                names.push(rc.name.clone());
                names.len() - 1
            }
        } as Idx;
        let header = |kind: &str, name: &str, decl: &mut dyn Iterator<Item = &str>| {
            let rules_at = origin.rules_at().0;
            let at = quoted_before(src, rules_at, name).unwrap_or(rules_at);
            let mut d = Diagnostic::at(
                file,
                src,
                at,
                name.len() + 2,
                format!("unknown {kind} `{name}`"),
            );
            d.card = Some(rc.id.clone());
            d.suggestion = did_you_mean(name, decl).map(str::to_string);
            d
        };
        let mut types = 0u16;
        for t in &rc.types {
            match db.types.iter().position(|d| d.name == *t) {
                Some(i) => types |= 1 << i,
                // test_err check_unknown_type: a card with `types: ["Acton"]`
                None => errors.push(header(
                    "card type",
                    t,
                    &mut db.types.iter().map(|d| d.name.as_str()),
                )),
            }
        }
        let mut sets = Vec::new();
        for s in &rc.sets {
            match db.sets.iter().position(|d| d.id == *s) {
                Some(i) => sets.push(i as Idx),
                // test_err check_unknown_set: a card with `sets: ["hinterland1"]`
                None => errors.push(header("set", s, &mut db.sets.iter().map(|d| d.id.as_str()))),
            }
        }
        let rules = match crate::parse::parse_rules(&rc.rules) {
            Ok(r) => r,
            Err(e) => {
                // test_err parse_*: every parse error of a card's rules comes through here; check_escaped_rules_text: located at the rules' start
                errors.push(origin.diag(
                    (e.offset as u32, (e.offset + e.len.max(1)) as u32),
                    e.message.clone(),
                    e.suggestion.clone(),
                ));
                ast::Rules::default()
            }
        };
        db.cards.push(CardDef {
            id: rc.id.clone(),
            name: rc.name.clone(),
            name_id,
            edition: rc.edition,
            sets,
            cost: rc.cost,
            types: Types(types),
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
        parsed.push((origin, rules));
    }
    for (i, d) in db.sets.iter().enumerate() {
        if db.sets.iter().skip(i + 1).any(|o| o.id == d.id) {
            let at = src.find(&format!("\"{}\"", d.id)).unwrap_or(0);
            let msg = format!("two sets have the id `{}`", d.id);
            // (no case: needs two sets with one id in `sets:`, not a card text)
            errors.push(Diagnostic::at(file, src, at, d.id.len() + 2, msg));
        }
    }
    for (i, c) in db.cards.iter().enumerate() {
        if c.edition.is_none() && db.cards.iter().skip(i + 1).any(|o| o.name == c.name) {
            // test_err check_two_cards_named: a card with `name: "Moat"`
            errors.push(Diagnostic::plain(
                file,
                format!("two cards are named `{}`: give each an `edition`", c.name),
            ));
        }
    }
    db.names = names;
    // Basic setup data.
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
                0
            }
        }
    };
    let start: Vec<_> = raw
        .basic
        .start_deck
        .iter()
        .map(|(n, k)| (card_by_name(n, "the starting deck", &mut errors), *k))
        .collect();
    let supply: Vec<_> = raw
        .basic
        .supply
        .iter()
        .map(|p| {
            (
                card_by_name(&p.card, "the supply", &mut errors),
                p.size.clone(),
            )
        })
        .collect();
    let colony: Vec<_> = raw
        .basic
        .colony_supply
        .iter()
        .map(|p| {
            (
                card_by_name(&p.card, "the colony supply", &mut errors),
                p.size.clone(),
            )
        })
        .collect();
    let end: Vec<_> = raw
        .basic
        .end_piles
        .iter()
        .map(|n| card_by_name(n, "end_piles", &mut errors))
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
        big_money: rules(&raw.bots.big_money, &mut errors),
        victory: rules(&raw.bots.victory, &mut errors),
        money: rules(&raw.bots.money, &mut errors),
    };
    db.bots = bots;
    db.basic.start_deck = start;
    db.basic.supply = supply;
    db.basic.colony_supply = colony;
    db.basic.end_piles = end;
    // Second pass: compile.
    for (i, (origin, rules)) in parsed.into_iter().enumerate() {
        let mut c = Compiler {
            db: &mut db,
            origin: &origin,
            errors: &mut errors,
            deferred: vec![],
            ability: None,
            antecedent: None,
            lastings: vec![],
            history: History::default(),
            at: (0, 0),
            players_depth: 0,
        };
        c.card(i, &rules);
        let (l, h) = (std::mem::take(&mut c.lastings), c.history);
        db.cards[i].lastings = l;
        db.cards[i].history = h;
    }
    db.derive_tables();
    if errors.is_empty() {
        Ok(db)
    } else {
        Err(errors)
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

fn push<T: PartialEq>(v: &mut Vec<T>, x: T) -> Idx {
    if let Some(i) = v.iter().position(|y| *y == x) {
        return i as Idx;
    }
    v.push(x);
    (v.len() - 1) as Idx
}

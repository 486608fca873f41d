//! The checker: resolves every name a card's rules mention (cards, types, mats, tokens),
//! rejects what the interpreter could not run, and compiles the rules into [`Db::code`].

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
    rules_at: usize,
    exact: bool,
}

impl Origin<'_> {
    fn diag(&self, span: (u32, u32), message: String, suggestion: Option<String>) -> Diagnostic {
        let (at, len) = if self.exact {
            (self.rules_at + span.0 as usize, (span.1 - span.0) as usize)
        } else {
            (self.rules_at, 1)
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
        let (rules_at, exact) = locate_rules(src, &rc.id).unwrap_or((0, false));
        let origin = Origin {
            file,
            src,
            card: rc.id.clone(),
            rules_at,
            exact,
        };
        if db.cards.iter().any(|c| c.id == rc.id) {
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
            let at = quoted_before(src, origin.rules_at, name).unwrap_or(origin.rules_at);
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
                None => errors.push(header("set", s, &mut db.sets.iter().map(|d| d.id.as_str()))),
            }
        }
        let rules = match crate::parse::parse_rules(&rc.rules) {
            Ok(r) => r,
            Err(e) => {
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
            errors.push(Diagnostic::at(file, src, at, d.id.len() + 2, msg));
        }
    }
    for (i, c) in db.cards.iter().enumerate() {
        if c.edition.is_none() && db.cards.iter().skip(i + 1).any(|o| o.name == c.name) {
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

/// What ability a body belongs to, for context checks.
#[derive(Clone, Copy, PartialEq)]
enum Ctx {
    Play,
    Trigger(EventKind),
    Other,
}

struct Compiler<'a> {
    db: &'a mut Db,
    origin: &'a Origin<'a>,
    errors: &'a mut Vec<Diagnostic>,
    deferred: Vec<(usize, ast::Block, Ctx, Option<Ref>)>,
    ability: Option<Ctx>,
    /// What `it` / `them` mean at this point of the text (see [`Compiler::resolve`]).
    antecedent: Option<Ref>,
    lastings: Vec<Idx>,
    history: History,
}

impl Compiler<'_> {
    fn err(&mut self, span: (u32, u32), msg: String, sugg: Option<String>) {
        self.errors.push(self.origin.diag(span, msg, sugg));
    }

    fn card(&mut self, idx: usize, rules: &ast::Rules) {
        for a in &rules.abilities {
            match a {
                Ability::Play(b) => {
                    let pc = self.body(b, Ctx::Play);
                    self.db.cards[idx].on_play = Some(pc);
                }
                Ability::Worth(amt) => {
                    let a = self.amount(amt);
                    self.db.cards[idx].vp = Some(a);
                }
                Ability::Setup(b) => {
                    let pc = self.body(b, Ctx::Other);
                    self.db.cards[idx].setup = Some(pc);
                }
                Ability::Triggered(t) => {
                    if t.scope == Scope::Game && t.trigger.who == ast::Who::AnyPlayer {
                        self.err(
                            (0, 0),
                            "in games using this, every player has the ability: say whose \
                             event sets it off for them (`when you ...`, `when another player \
                             ...`), not `any player` (that would fire once per player)"
                                .into(),
                            None,
                        );
                    }
                    let tr = self.trigger(&t.trigger, t.scope, &t.body);
                    self.db.cards[idx].triggers.push(tr);
                }
                Ability::Static(scope, s) => {
                    let about_this = static_about_this(s);
                    if *scope == Scope::This && about_this != Some(true) {
                        self.err(
                            (0, 0),
                            "a rule about other cards needs to say where this card must be \
                             for it to hold: `while this is in play: ...`, `while this is in \
                             your hand: ...`, `in games using this: ...`"
                                .into(),
                            None,
                        );
                    }
                    if *scope != Scope::This && about_this == Some(true) {
                        self.err(
                            (0, 0),
                            "a rule about `this` card holds wherever it is: write it without \
                             `while ...:`"
                                .into(),
                            None,
                        );
                    }
                    let rule = self.static_rule(s);
                    self.db.cards[idx].statics.push(StaticDef {
                        scope: *scope,
                        rule,
                    });
                }
            }
        }
    }

    fn trigger(&mut self, t: &ast::Trigger, scope: Scope, body: &ast::Block) -> TriggerDef {
        let object = match &t.object {
            ast::Object::This => None,
            ast::Object::Card(f) => Some(self.filter(f)),
        };
        let pc = self.body(body, Ctx::Trigger(t.event));
        TriggerDef {
            scope,
            who: t.who,
            event: t.event,
            object,
            pc,
        }
    }

    /// Compile a body (and everything it defers), returning its entry point.
    fn body(&mut self, b: &ast::Block, ctx: Ctx) -> u32 {
        let saved = self.ability.replace(ctx);
        // At the start of a triggered ability, `it` is the event's card.
        self.antecedent = matches!(ctx, Ctx::Trigger(_)).then_some(Ref::It);
        let entry = self.db.code.len() as u32;
        self.block(b);
        self.emit(Op::Return);
        while let Some((at, block, c, ante)) = self.deferred.pop() {
            self.ability = Some(c);
            self.antecedent = ante;
            let pc = self.db.code.len() as u32;
            self.block(&block);
            self.emit(Op::Return);
            match &mut self.db.code[at] {
                Op::NextTurn(p) | Op::EndOfBuyPhase(p) => *p = pc,
                Op::Lasting(l) => {
                    if let LastingRule::Trigger(t) = &mut self.db.lastings[*l as usize].rule {
                        t.pc = pc;
                    }
                }
                _ => {}
            }
        }
        self.ability = saved;
        entry
    }

    fn emit(&mut self, op: Op) -> usize {
        self.db.code.push(op);
        self.db.code.len() - 1
    }

    fn here(&self) -> u32 {
        self.db.code.len() as u32
    }

    fn patch(&mut self, at: usize, to: u32) {
        match &mut self.db.code[at] {
            Op::JumpIfNot(_, p) | Op::Jump(p) | Op::JumpIfChoiceNot(_, p) | Op::ForBegin(_, p) => {
                *p = to
            }
            _ => {}
        }
    }

    fn block(&mut self, b: &ast::Block) {
        for e in b {
            self.effect(e, false);
            if let Some(r) = self.handled(e) {
                self.antecedent = Some(r);
            }
        }
    }

    /// Compile alternative blocks that each start from the same antecedent; afterwards
    /// `it` keeps a meaning only if every alternative agrees on it.
    fn branch(&mut self, b: &ast::Block, start: Option<Ref>, ends: &mut Vec<Option<Ref>>) {
        self.antecedent = start;
        self.block(b);
        ends.push(self.antecedent);
    }

    fn join(&mut self, start: Option<Ref>, ends: &[Option<Ref>]) {
        self.antecedent = match ends.first() {
            Some(&e) if ends.iter().all(|&x| x == e) => e,
            _ => start,
        };
    }

    fn did_cond(&mut self) -> Idx {
        push(&mut self.db.conds, Cond::Did)
    }

    fn effect(&mut self, e: &Effect, optional: bool) {
        match e {
            Effect::Plus(r, a) => {
                let a = self.amount(a);
                self.emit(Op::Plus(*r, a));
            }
            Effect::Draw(a) => {
                let a = self.amount(a);
                self.emit(Op::Draw(a));
            }
            Effect::DrawUntil(n) => {
                self.emit(Op::DrawUntil(*n));
            }
            Effect::DiscardDownTo(n) => {
                self.emit(Op::DiscardDownTo(*n));
            }
            Effect::Gain { count, what, to } => {
                let count = self.amount(count);
                let filter = self.filter(what);
                let to = self.dest(to);
                self.emit(Op::Gain {
                    count,
                    filter,
                    to,
                    optional,
                });
            }
            Effect::Move { verb, cards, to } => {
                let to = self.dest(to);
                for (i, s) in cards.iter().enumerate() {
                    let sel = self.sel(s);
                    self.emit(Op::Move {
                        verb: *verb,
                        sel,
                        to,
                        optional,
                        more: i > 0,
                    });
                }
            }
            Effect::RevealUntil(f) => {
                let f = self.filter(f);
                self.emit(Op::RevealUntil(f));
            }
            Effect::Play { cards, times } => {
                let sel = self.sel(cards);
                self.emit(Op::Play {
                    sel,
                    times: *times,
                    optional,
                });
            }
            Effect::NameCard => {
                self.emit(Op::NameCard);
            }
            Effect::Exchange(r, f) => {
                let r = self.resolve(r);
                let f = self.filter(f);
                self.emit(Op::Exchange(r, f));
            }
            Effect::May(inner) => match **inner {
                Effect::Gain { .. } => self.effect(inner, true),
                Effect::Play { ref cards, .. } if !matches!(cards.from, ast::Source::Ref(_)) => {
                    self.effect(inner, true)
                }
                Effect::Move { ref cards, .. }
                    if cards.iter().all(|s| !matches!(s.from, ast::Source::Ref(_))) =>
                {
                    self.effect(inner, true)
                }
                _ => {
                    self.emit(Op::AskMay);
                    let did = self.did_cond();
                    let j = self.emit(Op::JumpIfNot(did, 0));
                    self.effect(inner, false);
                    let end = self.here();
                    self.patch(j, end);
                }
            },
            Effect::If(c, then, els) => {
                let c = self.cond(c);
                let j = self.emit(Op::JumpIfNot(c, 0));
                let (start, mut ends) = (self.antecedent, vec![]);
                self.branch(then, start, &mut ends);
                if els.is_empty() {
                    let end = self.here();
                    self.patch(j, end);
                    ends.push(start);
                } else {
                    let k = self.emit(Op::Jump(0));
                    let e = self.here();
                    self.patch(j, e);
                    self.branch(els, start, &mut ends);
                    let end = self.here();
                    self.patch(k, end);
                }
                self.join(start, &ends);
            }
            Effect::ChooseOne(opts) => {
                self.emit(Op::AskChoice(opts.len().min(255) as u8));
                self.alternatives(opts.iter().map(|o| vec![o]).collect());
            }
            Effect::EitherOrder(parts, span) => {
                if parts.len() != 2 {
                    self.err(
                        span.pair(),
                        "`in either order` takes exactly two parts".into(),
                        None,
                    );
                    return;
                }
                let at = self.emit(Op::AskOrder(0));
                let split =
                    self.alternatives(vec![vec![&parts[0], &parts[1]], vec![&parts[1], &parts[0]]]);
                self.db.code[at] = Op::AskOrder(split);
            }
            Effect::ForPlayers(p, body) => {
                let begin = self.emit(Op::ForBegin(*p, 0));
                let start = self.here();
                let (ante, mut ends) = (self.antecedent, vec![]);
                self.branch(body, ante, &mut ends);
                self.antecedent = ante;
                self.emit(Op::ForNext(start));
                let end = self.here();
                self.patch(begin, end);
            }
            Effect::NextTurn(b) => self.defer(Op::NextTurn(0), b),
            Effect::NowAndNextTurn(b) => {
                self.block(b);
                self.defer(Op::NextTurn(0), b);
            }
            Effect::EndOfBuyPhase(b) => self.defer(Op::EndOfBuyPhase(0), b),
            Effect::Lasting(dur, rule) => {
                let (rule, body) = match &**rule {
                    ast::LastingRule::Static(s) => {
                        if static_about_this(s) == Some(true) {
                            self.err(
                                (0, 0),
                                "a lasting rule cannot be about `this` card (name the cards \
                                 it changes)"
                                    .into(),
                                None,
                            );
                        }
                        (LastingRule::Static(self.static_rule(s)), None)
                    }
                    ast::LastingRule::Triggered(t, b) => {
                        let object = match &t.object {
                            ast::Object::This => None,
                            ast::Object::Card(f) => Some(self.filter(f)),
                        };
                        let def = TriggerDef {
                            scope: Scope::This,
                            who: t.who,
                            event: t.event,
                            object,
                            pc: 0,
                        };
                        (LastingRule::Trigger(def), Some((b.clone(), t.event)))
                    }
                };
                let l = push(&mut self.db.lastings, LastingDef { dur: *dur, rule });
                self.lastings.push(l);
                let at = self.emit(Op::Lasting(l));
                if let Some((b, ev)) = body {
                    self.deferred.push((at, b, Ctx::Trigger(ev), Some(Ref::It)));
                }
            }
            Effect::ExtraTurn => {
                self.emit(Op::ExtraTurn);
            }
            Effect::NextHandSize(n) => {
                self.emit(Op::NextHandSize(*n));
            }
            Effect::Unaffected(span) => {
                if self.ability != Some(Ctx::Trigger(EventKind::Play)) {
                    self.err(
                        span.pair(),
                        "`you are unaffected by that Attack` only works in a trigger on \
                         playing an Attack"
                            .into(),
                        None,
                    );
                }
                self.emit(Op::Unaffected);
            }
            Effect::Instead(inner, span) => {
                if self.ability != Some(Ctx::Trigger(EventKind::WouldGain)) {
                    self.err(
                        span.pair(),
                        "`instead` only works in a `when ... would gain` trigger".into(),
                        None,
                    );
                }
                self.emit(Op::Cancel);
                self.effect(inner, optional);
            }
            Effect::PutTokens(t, f) => {
                let t = self.token(t);
                let f = self.filter(f);
                self.emit(Op::PutTokens(t, f));
            }
            Effect::MoveToken(t, m) => {
                let t = self.token(t);
                let m = self.mat(m);
                self.emit(Op::MoveToken(t, m));
            }
        }
    }

    /// After an `AskChoice`/`AskOrder`: one branch per alternative, each a list of blocks
    /// (each block starting from the antecedent before the choice). Returns where the
    /// first alternative's last block starts.
    fn alternatives(&mut self, alts: Vec<Vec<&ast::Block>>) -> u32 {
        let mut jumps = vec![];
        let mut last = 0;
        let (start, mut ends) = (self.antecedent, vec![]);
        for (i, blocks) in alts.iter().enumerate() {
            let j = self.emit(Op::JumpIfChoiceNot(i as u8, 0));
            for b in blocks {
                if i == 0 {
                    last = self.here();
                }
                self.branch(b, start, &mut ends);
            }
            jumps.push(self.emit(Op::Jump(0)));
            let next = self.here();
            self.patch(j, next);
        }
        let end = self.here();
        for e in jumps {
            self.patch(e, end);
        }
        self.join(start, &ends);
        last
    }

    fn defer(&mut self, op: Op, b: &ast::Block) {
        let at = self.emit(op);
        let ctx = self.ability.unwrap_or(Ctx::Other);
        self.deferred.push((at, b.clone(), ctx, self.antecedent));
    }

    /// Resolve a reference. `it` / `them` mean, at the start of a triggered ability, the
    /// event's card; after an effect that handled cards (other than `this`), those cards;
    /// anywhere else they refer to nothing, which is an error.
    fn resolve(&mut self, r: &ast::Ref) -> Ref {
        match *r {
            ast::Ref::This => Ref::This,
            ast::Ref::It(span) => match self.antecedent {
                Some(a) => a,
                None => {
                    self.err(
                        span.pair(),
                        "`it` / `them` refers to no card here: no effect before it in this \
                         ability handled a card (name the cards instead, e.g. `the trashed \
                         card`)"
                            .into(),
                        None,
                    );
                    Ref::It
                }
            },
            ast::Ref::Trashed => Ref::Trashed,
            ast::Ref::Discarded => Ref::Discarded,
            ast::Ref::Revealed => Ref::Revealed,
            ast::Ref::OtherRevealed => Ref::OtherRevealed,
            ast::Ref::Gained => Ref::Gained,
            ast::Ref::SetAside => Ref::SetAside,
            ast::Ref::Named => Ref::Named,
        }
    }

    /// The reference `it` takes after an effect (unchanged for effects that handle no
    /// card, or only `this`).
    fn handled(&self, e: &Effect) -> Option<Ref> {
        match e {
            Effect::Gain { .. } => Some(Ref::Gained),
            Effect::RevealUntil(_) => Some(Ref::It),
            Effect::DiscardDownTo(_) => Some(Ref::Discarded),
            Effect::Move { verb, cards, .. } => {
                if cards
                    .iter()
                    .all(|s| matches!(s.from, ast::Source::Ref(ast::Ref::This)))
                {
                    return None;
                }
                Some(match verb {
                    ast::Verb::Trash => Ref::Trashed,
                    ast::Verb::Discard => Ref::Discarded,
                    ast::Verb::Reveal | ast::Verb::LookAt => Ref::Revealed,
                    ast::Verb::SetAside { .. } => Ref::SetAside,
                    ast::Verb::Put | ast::Verb::Return => Ref::Moved,
                })
            }
            Effect::May(inner) | Effect::Instead(inner, _) => self.handled(inner),
            _ => None,
        }
    }

    fn static_rule(&mut self, s: &ast::Static) -> StaticRule {
        match s {
            ast::Static::CostLess { what, by, cond } => StaticRule::CostLess {
                what: self.object(what),
                by: self.amount(by),
                cond: cond.as_ref().map(|c| self.cond(c)),
            },
            ast::Static::CannotBuy { what, cond } => StaticRule::CannotBuy {
                what: self.object(what),
                cond: cond.as_ref().map(|c| self.cond(c)),
            },
            ast::Static::Immune => StaticRule::Immune,
            ast::Static::GainedTo(d) => {
                if matches!(d, ast::Dest::Back | ast::Dest::Supply) {
                    self.err(
                        (0, 0),
                        "a gained card can go onto your deck, into your hand, onto a mat, \
                         aside or into the trash, not `back` or `to its pile`"
                            .into(),
                        None,
                    );
                }
                StaticRule::GainedTo(self.dest(d))
            }
        }
    }

    fn object(&mut self, o: &ast::Object) -> Option<Idx> {
        match o {
            ast::Object::This => None,
            ast::Object::Card(f) => Some(self.filter(f)),
        }
    }

    fn dest(&mut self, d: &ast::Dest) -> Dest {
        match d {
            ast::Dest::Discard => Dest::Discard,
            ast::Dest::Hand => Dest::Hand,
            ast::Dest::Deck => Dest::Deck,
            ast::Dest::Back => Dest::Back,
            ast::Dest::Mat(m) => Dest::Mat(self.mat(m)),
            ast::Dest::SetAside => Dest::SetAside,
            ast::Dest::Trash => Dest::Trash,
            ast::Dest::Supply => Dest::Supply,
        }
    }

    fn sel(&mut self, s: &ast::Selection) -> Idx {
        let filter = self.filter(&s.filter);
        let from = match &s.from {
            ast::Source::Hand => Source::Hand,
            ast::Source::DeckTop => Source::DeckTop,
            ast::Source::DiscardPile => Source::DiscardPile,
            ast::Source::InPlay => Source::InPlay,
            ast::Source::Mat(m) => Source::Mat(self.mat(m)),
            ast::Source::Ref(r) => Source::Ref(self.resolve(r)),
        };
        push(
            &mut self.db.sels,
            Sel {
                qty: s.qty,
                filter,
                from,
            },
        )
    }

    fn amount(&mut self, a: &ast::Amount) -> Idx {
        let per = a.per.as_ref().map(|(d, c)| ((*d).max(1), self.count(c)));
        push(&mut self.db.amounts, Amount { n: a.n, per })
    }

    fn count(&mut self, c: &ast::Count) -> Count {
        match c {
            ast::Count::Cards(f, z) => {
                let f = self.filter(f);
                let z = match z {
                    ast::Zone::Hand => CountZone::Hand,
                    ast::Zone::InPlay => CountZone::InPlay,
                    ast::Zone::Owned => CountZone::Owned,
                    ast::Zone::Ref(r) => CountZone::Ref(self.resolve(r)),
                };
                Count::Cards(f, z)
            }
            ast::Count::TokensOnMat(m) => Count::TokensOnMat(self.mat(m)),
            ast::Count::EmptyPiles => Count::EmptyPiles,
            ast::Count::InSupply(f) => Count::InSupply(self.filter(f)),
            ast::Count::CostOf(r) => Count::CostOf(self.resolve(r)),
            ast::Count::PlaysThisTurn(f) => {
                self.history.plays = true;
                Count::PlaysThisTurn(self.filter(f))
            }
            ast::Count::GainsThisTurn(f) => {
                self.history.gains = true;
                Count::GainsThisTurn(self.filter(f))
            }
            ast::Count::GainsThisBuyPhase(f) => {
                self.history.gains = true;
                Count::GainsThisBuyPhase(self.filter(f))
            }
        }
    }

    fn cond(&mut self, c: &ast::Cond) -> Idx {
        let c = match c {
            ast::Cond::Did => Cond::Did,
            ast::Cond::DidNot => Cond::DidNot,
            ast::Cond::Count(n, cmp) => Cond::Count(self.count(n), *cmp),
            ast::Cond::NthTime(what, n, f) => {
                let f = self.filter(f);
                match what {
                    ast::Happened::Played => {
                        self.history.plays = true;
                        Cond::Exactly(Count::PlaysThisTurn(f), *n)
                    }
                    ast::Happened::Gained => {
                        self.history.gains = true;
                        Cond::Exactly(Count::GainsThisTurn(f), *n)
                    }
                }
            }
            ast::Cond::PreviousTurnNotYours => Cond::PreviousTurnNotYours,
            ast::Cond::BuyPhase => Cond::BuyPhase,
            ast::Cond::All(r, f) => {
                let r = self.resolve(r);
                Cond::All(r, self.filter(f))
            }
            ast::Cond::And(a, b) => {
                let a = self.cond(a);
                let b = self.cond(b);
                Cond::And(a, b)
            }
        };
        push(&mut self.db.conds, c)
    }

    fn filter(&mut self, f: &ast::Filter) -> Idx {
        let atoms = f.atoms.iter().map(|a| self.atom(a)).collect();
        push(&mut self.db.filters, Filter(atoms))
    }

    fn atom(&mut self, a: &ast::Atom) -> Atom {
        match a {
            ast::Atom::Named(n) => self.name(n, false),
            ast::Atom::NotNamed(n) => self.name(n, true),
            ast::Atom::Either(ns) => Atom::Either(ns.iter().map(|n| self.name(n, false)).collect()),
            ast::Atom::Cost(cmp, c) => Atom::Cost(
                *cmp,
                match c {
                    ast::CostExpr::Coins(n) => Cost::Coins(*n),
                    ast::CostExpr::Rel(d, r) => Cost::Rel(*d, self.resolve(r)),
                },
            ),
            ast::Atom::Bought => Atom::Bought,
            ast::Atom::GainedByRightLastTurn => {
                self.history.gains = true;
                Atom::GainedByRightLastTurn
            }
            ast::Atom::CopyOf(r) => Atom::CopyOf(self.resolve(r)),
            ast::Atom::FromPileWithToken(t) => Atom::FromPileWithToken(self.token(t)),
        }
    }

    /// A capitalized name: a card (any edition) or a card type; plurals accepted.
    fn name(&mut self, n: &Ident, negated: bool) -> Atom {
        for cand in singulars(&n.text) {
            if let Some(i) = self.db.names.iter().position(|x| *x == cand) {
                return if negated {
                    Atom::NotName(i as Idx)
                } else {
                    Atom::Name(i as Idx)
                };
            }
            if let Some(i) = self.db.types.iter().position(|t| t.name == cand) {
                let bit = 1u16 << i;
                return if negated {
                    Atom::NotType(bit)
                } else {
                    Atom::Type(bit)
                };
            }
        }
        let all: Vec<&str> = self
            .db
            .names
            .iter()
            .map(|s| s.as_str())
            .chain(self.db.types.iter().map(|t| t.name.as_str()))
            .collect();
        let sugg = did_you_mean(&n.text, all).map(str::to_string);
        self.err(
            n.span,
            format!("`{}` is neither a card nor a card type", n.text),
            sugg,
        );
        Atom::Type(0)
    }

    fn mat(&mut self, m: &Ident) -> Idx {
        if let Some(i) = self.db.mats.iter().position(|x| x.words == m.text) {
            return i as Idx;
        }
        let sugg = did_you_mean(&m.text, self.db.mats.iter().map(|x| x.words.as_str()))
            .map(|s| format!("{s} mat"));
        self.err(
            m.span,
            format!(
                "there is no `{} mat` (mats are declared in `mats:`)",
                m.text
            ),
            sugg,
        );
        0
    }

    fn token(&mut self, t: &Ident) -> Idx {
        if let Some(i) = self.db.tokens.iter().position(|x| x.words == t.text) {
            return i as Idx;
        }
        let sugg = did_you_mean(&t.text, self.db.tokens.iter().map(|x| x.words.as_str()))
            .map(|s| format!("{s} token"));
        self.err(
            t.span,
            format!(
                "there is no `{} token` (tokens are declared in `tokens:`)",
                t.text
            ),
            sugg,
        );
        0
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
        ast::Static::GainedTo(_) => Some(true),
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

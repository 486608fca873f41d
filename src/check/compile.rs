//! Compiling a card's abilities and effects into [`Db::code`].

use super::*;

/// What ability a body belongs to, for context checks.
#[derive(Clone, Copy, PartialEq)]
pub(super) enum Ctx {
    Play,
    Trigger(EventKind),
    Other,
}

pub(super) struct Compiler<'a> {
    pub(super) db: &'a mut Db,
    pub(super) origin: &'a Origin<'a>,
    pub(super) errors: &'a mut Vec<Diagnostic>,
    pub(super) deferred: Vec<(usize, ast::Block, Ctx, Option<Ref>)>,
    pub(super) ability: Option<Ctx>,
    /// What `it` / `them` mean at this point of the text (see [`Compiler::resolve`]).
    pub(super) antecedent: Option<Ref>,
    pub(super) lastings: Vec<LastingId>,
    pub(super) history: History,
    /// The span of the ability being compiled, for errors about it as a whole.
    pub(super) at: ast::Span,
    /// How many player blocks enclose the effect being compiled.
    pub(super) players_depth: u8,
    /// Compiling what an `instead` does, or a delayed body (where gaining cannot set off
    /// a `would gain` ability before the gain it is about).
    pub(super) replacing: bool,
}

/// Player blocks nest at most this deep: each level runs its body once per player, so
/// deeper nesting multiplies into runs no card needs.
const MAX_PLAYERS_DEPTH: u8 = 3;

impl Compiler<'_> {
    pub(super) fn err(&mut self, span: ast::Span, msg: String, sugg: Option<String>) {
        self.errors.push(self.origin.diag(span, msg, sugg));
    }

    /// Compile the abilities of the card at `idx` into its definition.
    pub(super) fn card(&mut self, idx: usize, rules: &ast::Rules) {
        for (i, a) in rules.abilities.iter().enumerate() {
            let at = rules.span(i);
            self.at = at;
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
                    if !b.iter().all(|e| matches!(e, Effect::PutTokens(..))) {
                        self.err(
                            at,
                            "a setup effect happens before the game starts, when nobody has \
                             cards or can answer: it can only put tokens on Supply piles"
                                .into(),
                            None,
                        );
                    }
                    let pc = self.body(b, Ctx::Other);
                    self.db.cards[idx].setup = Some(pc);
                }
                Ability::Triggered(t) => {
                    let tr = self.triggered(t, at);
                    self.db.cards[idx].triggers.push(tr);
                }
                Ability::Static(scope, s) => {
                    let st = self.static_ability(*scope, s, at);
                    self.db.cards[idx].statics.push(st);
                }
            }
        }
    }

    /// A triggered ability (at `at`): its scope must fit its trigger.
    fn triggered(&mut self, t: &ast::Triggered, at: ast::Span) -> TriggerDef {
        if t.scope == Scope::Game && t.trigger.who == ast::Who::AnyPlayer {
            // test_err check_any_player_in_games_using_this: `in games using this, when any player gains a Province: +1 card.`
            self.err(
                at,
                "in games using this, every player has the ability: say whose \
                 event sets it off for them (`when you ...`, `when another player \
                 ...`), not `any player` (that would fire once per player)"
                    .into(),
                None,
            );
        }
        if t.scope == Scope::This && t.trigger.object != ast::Object::This {
            self.err(
                at,
                "a trigger about other cards needs to say where this card must be \
                 for it to fire: `while this is in play, when ...`, `while this is \
                 in your hand, when ...`, `in games using this, when ...`"
                    .into(),
                None,
            );
        }
        self.trigger(&t.trigger, t.scope, &t.body)
    }

    /// A static rule (at `at`): a rule about this card has no scope, one about other cards
    /// needs one.
    fn static_ability(&mut self, scope: Scope, s: &ast::Static, at: ast::Span) -> StaticDef {
        let about_this = static_about_this(s);
        if scope == Scope::This && about_this != Some(true) {
            // test_err check_static_needs_scope: `+1 card. you can't buy Copper.`
            self.err(
                at,
                "a rule about other cards needs to say where this card must be \
                 for it to hold: `while this is in play: ...`, `while this is in \
                 your hand: ...`, `in games using this: ...`"
                    .into(),
                None,
            );
        }
        if scope != Scope::This && about_this == Some(true) {
            // test_err check_static_about_this_with_scope: `while this is in play: this costs $1 less.`
            self.err(
                at,
                "a rule about `this` card holds wherever it is: write it without \
                 `while ...:`"
                    .into(),
                None,
            );
        }
        let rule = self.static_rule(s);
        StaticDef { scope, rule }
    }

    pub(super) fn trigger(
        &mut self,
        t: &ast::Trigger,
        scope: Scope,
        body: &ast::Block,
    ) -> TriggerDef {
        let object = match &t.object {
            ast::Object::This => None,
            ast::Object::Card(f) => Some(self.filter(f)),
        };
        let pc = self.body(body, Ctx::Trigger(t.event));
        if t.object == ast::Object::This && matches!(t.who, ast::Who::You | ast::Who::AnyPlayer) {
            self.retriggers_itself(t.event, pc);
        }
        if scope == Scope::Game {
            self.sets_off_the_others(t.event, object, pc);
        }
        TriggerDef {
            scope,
            who: t.who,
            event: t.event,
            object,
            own_turn: t.own_turn,
            pc,
        }
    }

    /// Compile a body (and everything it defers), returning its entry point.
    pub(super) fn body(&mut self, b: &ast::Block, ctx: Ctx) -> u32 {
        let saved = self.ability.replace(ctx);
        // At the start of a triggered ability, `it` is the event's card.
        self.antecedent = matches!(ctx, Ctx::Trigger(_)).then_some(Ref::It);
        let entry = self.db.code.len() as u32;
        self.block(b);
        self.emit(Op::Return);
        let mut entries = vec![entry];
        while let Some((at, block, c, ante)) = self.deferred.pop() {
            self.ability = Some(c);
            self.antecedent = ante;
            self.replacing = matches!(self.db.code[at], Op::NextTurn(_) | Op::EndOfBuyPhase(_));
            let pc = self.db.code.len() as u32;
            entries.push(pc);
            self.block(&block);
            self.emit(Op::Return);
            match &mut self.db.code[at] {
                Op::NextTurn(p) | Op::EndOfBuyPhase(p) => *p = pc,
                Op::Lasting(l) => {
                    if let LastingRule::Trigger(t) = &mut self.db.lastings[*l].rule {
                        t.pc = pc;
                    }
                }
                _ => {}
            }
        }
        self.replacing = false;
        for e in entries {
            self.check_set_aside(e);
        }
        self.ability = saved;
        entry
    }

    pub(super) fn emit(&mut self, op: Op) -> usize {
        self.db.code.push(op);
        self.db.code.len() - 1
    }

    pub(super) fn here(&self) -> u32 {
        self.db.code.len() as u32
    }

    pub(super) fn patch(&mut self, at: usize, to: u32) {
        match &mut self.db.code[at] {
            Op::JumpIfNot(_, p)
            | Op::Jump(p)
            | Op::JumpIfChoiceNot(_, p)
            | Op::JumpIfNotChosen(_, p)
            | Op::ForBegin(_, p) => *p = to,
            _ => {}
        }
    }

    pub(super) fn block(&mut self, b: &[Effect]) {
        for e in b {
            self.effect(e, false);
            if let Some(r) = self.handled(e) {
                self.antecedent = Some(r);
            }
        }
    }

    /// Compile alternative blocks that each start from the same antecedent; afterwards
    /// `it` keeps a meaning only if every alternative agrees on it.
    pub(super) fn branch(&mut self, b: &[Effect], start: Option<Ref>, ends: &mut Vec<Option<Ref>>) {
        self.antecedent = start;
        self.block(b);
        ends.push(self.antecedent);
    }

    pub(super) fn join(&mut self, start: Option<Ref>, ends: &[Option<Ref>]) {
        self.antecedent = match ends.first() {
            Some(&e) if ends.iter().all(|&x| x == e) => e,
            _ => start,
        };
    }

    pub(super) fn did_cond(&mut self) -> CondId {
        push(&mut self.db.conds, Cond::Did)
    }

    pub(super) fn effect(&mut self, e: &Effect, optional: bool) {
        match e {
            Effect::Plus(r, a) => {
                let a = self.amount(a);
                self.emit(Op::Plus(*r, a));
            }
            Effect::Draw(a) => {
                let a = self.amount(a);
                self.emit(Op::Draw(a));
            }
            Effect::DrawUntil(n, None) => {
                self.emit(Op::DrawUntil(*n));
            }
            Effect::DrawUntil(n, Some(f)) => {
                let f = self.filter(f);
                self.emit(Op::DrawUntilSkip(*n, f));
            }
            Effect::Gain { items, to, span } => self.gain(items, to, *span, optional),
            Effect::Move { verb, cards, to } => self.move_cards(*verb, cards, to, optional),
            Effect::RevealUntil(n, f) => {
                let f = self.filter(f);
                self.emit(Op::RevealUntil(f, *n));
            }
            Effect::Play { cards, times } => self.play(cards, *times, optional),
            Effect::NameCard => {
                self.emit(Op::NameCard);
            }
            Effect::Exchange(r, f) => {
                let r = self.resolve(r);
                let f = self.filter(f);
                self.emit(Op::Exchange(r, f));
            }
            Effect::May(inner) => self.may(inner),
            Effect::Payoff { cost, then, .. } => self.payoff(cost, then, optional),
            Effect::If(c, then, els) => {
                let c = self.cond(c);
                self.if_else(c, then, els);
            }
            Effect::ChooseOne(opts, chooser) => {
                let by_owner = *chooser == ast::Chooser::Owner;
                self.emit(Op::AskChoice(opts.len().min(255) as u8, by_owner));
                self.alternatives(opts.iter().map(|o| vec![o]).collect());
            }
            Effect::ChooseSome(count, opts, chooser) => self.choose_some(count, opts, *chooser),
            Effect::Pass(s, _) => self.pass(s, optional),
            Effect::EitherOrder(parts, span) => self.either_order(parts, *span),
            Effect::ForPlayers(p, body) => self.for_players(*p, body),
            Effect::Delayed(ast::Delay::NextTurn, b) => self.defer(Op::NextTurn(0), b),
            Effect::Delayed(ast::Delay::NowAndNextTurn, b) => {
                self.block(b);
                self.defer(Op::NextTurn(0), b);
            }
            Effect::Delayed(ast::Delay::EndOfBuyPhase, b) => self.defer(Op::EndOfBuyPhase(0), b),
            Effect::Lasting(dur, rule, span) => self.lasting(dur, rule, *span),
            Effect::ExtraTurn => {
                self.emit(Op::ExtraTurn);
            }
            Effect::NextHandSize(n) => {
                self.emit(Op::NextHandSize(*n));
            }
            Effect::Unaffected(span) => self.unaffected(*span),
            Effect::Instead(inner, span) => self.instead(inner, *span, optional),
            Effect::PutTokens(..) | Effect::MoveToken(..) | Effect::PutToken(..) => self.tokens(e),
        }
    }

    /// `gain ...` from the Supply: one instruction per item.
    fn gain(&mut self, items: &[ast::GainItem], to: &ast::Dest, span: ast::Span, optional: bool) {
        self.gain_in_would_gain(span);
        if matches!(
            to,
            ast::Dest::DeckAnyOrder | ast::Dest::BackAnyOrder | ast::Dest::Anywhere
        ) {
            // test_err check_gain_in_any_order: `gain a Silver onto your deck in any order.`
            self.err(
                span,
                "`in any order` is for putting cards onto a deck, not for gaining".into(),
                None,
            );
        }
        let to = self.dest(to);
        for (i, item) in items.iter().enumerate() {
            let count = self.amount(&item.count);
            let filter = self.filter(&item.what);
            self.emit(Op::Gain {
                count,
                filter,
                to,
                optional,
                more: i > 0,
                by_owner: item.chooser == ast::Chooser::Owner,
            });
        }
    }

    /// `play ...`.
    fn play(&mut self, cards: &ast::Selection, times: u8, optional: bool) {
        if cards.from == ast::Source::InPlay {
            // test_err check_play_from_play: `+1 action. play a card you have in play.`
            self.err(
                self.at,
                "a card in play cannot be played: playing puts a card into play".into(),
                None,
            );
        }
        if self.ability == Some(Ctx::Play) && cards.from == ast::Source::Ref(ast::Ref::This) {
            // test_err check_play_itself: `+1 action. play this.`
            self.err(
                self.at,
                "a card cannot play itself while it is being played: each play would \
                 play it again, without end"
                    .into(),
                None,
            );
        }
        let sel = self.sel(cards);
        self.emit(Op::Play {
            sel,
            times,
            optional,
        });
    }

    /// `pass ...` in a player block: set aside face down (the block's end passes the cards).
    fn pass(&mut self, s: &ast::Selection, optional: bool) {
        if self.players_depth == 0 {
            // test_err check_pass_outside_block: `pass a card from your hand to the player to their left.`
            self.err(
                self.at,
                "`pass` is done by the players of a player block (`each player passes \
                 ...`)"
                    .into(),
                None,
            );
            return;
        }
        let sel = self.sel(s);
        self.emit(Op::Move {
            verb: ast::Verb::SetAside { face_down: true },
            sel,
            to: Dest::SetAside,
            optional,
            more: false,
        });
    }

    /// `in either order: ...`: each order compiled in full.
    fn either_order(&mut self, parts: &[ast::Block], span: ast::Span) {
        if parts.len() != 2 {
            // test_err check_either_order_three_parts: `in either order: +1 card; +1 action; +1 buy.`
            self.err(
                span,
                "`in either order` takes exactly two parts".into(),
                None,
            );
            return;
        }
        let at = self.emit(Op::AskOrder(0));
        let split = self.alternatives(vec![vec![&parts[0], &parts[1]], vec![&parts[1], &parts[0]]]);
        self.db.code[at] = Op::AskOrder(split);
    }

    /// `each other player ...`: a loop over the players.
    fn for_players(&mut self, p: ast::Players, body: &[Effect]) {
        if self.players_depth == MAX_PLAYERS_DEPTH {
            // test_err check_players_nested_too_deep: `each player: each player: each player: each player: +1 card.`
            self.err(
                self.at,
                format!(
                    "player blocks (`each player`, `each other player`, ...) nest at \
                     most {MAX_PLAYERS_DEPTH} deep"
                ),
                None,
            );
        }
        self.players_depth += 1;
        let begin = self.emit(Op::ForBegin(p, 0));
        let start = self.here();
        let (ante, mut ends) = (self.antecedent, vec![]);
        self.branch(body, ante, &mut ends);
        self.antecedent = ante;
        self.emit(Op::ForNext(start));
        // Passed cards move once every player of the block has chosen.
        let pass = ast::find_effect(body, &mut |e| match e {
            Effect::Pass(_, such) => Some(*such),
            _ => None,
        });
        if let Some(such) = pass {
            self.emit(Op::Pass(such));
        }
        let end = self.here();
        self.patch(begin, end);
        self.players_depth -= 1;
    }

    /// `this turn: ...`, `until your next turn, when ...: ...`.
    fn lasting(&mut self, dur: &ast::Lasting, rule: &ast::LastingRule, span: ast::Span) {
        let (rule, body) = match rule {
            ast::LastingRule::Static(s) => {
                if static_about_this(s) == Some(true) {
                    // test_err check_lasting_about_this: `this turn: this costs $1 less.`
                    self.err(
                        span,
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
                    own_turn: t.own_turn,
                    pc: 0,
                };
                (LastingRule::Trigger(def), Some((b.clone(), t.event)))
            }
        };
        let tie = match dur {
            ast::Lasting::WhileSetAside(r) => Some(self.resolve(r)),
            _ => None,
        };
        let l = push(
            &mut self.db.lastings,
            LastingDef {
                dur: *dur,
                tie,
                rule,
            },
        );
        self.lastings.push(l);
        let at = self.emit(Op::Lasting(l));
        if let Some((b, ev)) = body {
            self.deferred.push((at, b, Ctx::Trigger(ev), Some(Ref::It)));
        }
    }

    /// `... instead`: cancel the event, then the effect.
    fn instead(&mut self, inner: &Effect, span: ast::Span, optional: bool) {
        if self.ability != Some(Ctx::Trigger(EventKind::WouldGain)) {
            // test_err check_instead_outside_would_gain: `when you gain this: gain a Silver instead.`
            self.err(
                span,
                "`instead` only works in a `when ... would gain` trigger".into(),
                None,
            );
        }
        self.emit(Op::Cancel);
        let saved = std::mem::replace(&mut self.replacing, true);
        self.effect(inner, optional);
        self.replacing = saved;
    }

    /// `you are unaffected by that Attack`.
    fn unaffected(&mut self, span: ast::Span) {
        if self.ability != Some(Ctx::Trigger(EventKind::Play)) {
            // test_err check_unaffected_outside_attack_trigger: `you are unaffected by that Attack.`
            self.err(
                span,
                "`you are unaffected by that Attack` only works in a trigger on \
                 playing an Attack"
                    .into(),
                None,
            );
        }
        self.emit(Op::Unaffected);
    }

    /// `you may ...`: a pick that may be none, or a yes/no question.
    fn may(&mut self, inner: &Effect) {
        match *inner {
            // `you may gain a Silver and a Gold` is one choice: both or neither.
            Effect::Gain { ref items, .. } if items.len() == 1 => self.effect(inner, true),
            Effect::Play { ref cards, .. } if !matches!(cards.from, ast::Source::Ref(_)) => {
                self.effect(inner, true)
            }
            // A move the player picks cards for: choosing none declines. Cards from
            // the top of the deck are not picked, so those are a yes/no question.
            Effect::Move { ref cards, .. }
                if cards.iter().all(|s| {
                    !matches!(
                        s.from,
                        ast::Source::Ref(_)
                            | ast::Source::DeckTop
                            | ast::Source::DeckBottom
                            | ast::Source::Deck
                    )
                }) =>
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
        }
    }

    /// `trash ...`, `put ... onto your deck`, `gain the trashed cards`: one instruction per selection.
    fn move_cards(
        &mut self,
        verb: ast::Verb,
        cards: &[ast::Selection],
        to: &ast::Dest,
        optional: bool,
    ) {
        if verb == ast::Verb::Gain {
            self.gain_in_would_gain(self.at);
        }
        let to = self.dest(to);
        for (i, s) in cards.iter().enumerate() {
            let sel = self.sel(s);
            self.emit(Op::Move {
                verb,
                sel,
                to,
                optional,
                more: i > 0,
            });
        }
    }

    /// `<effect> for <effects>`: the effects only if the first was done.
    fn payoff(&mut self, cost: &Effect, then: &[Effect], optional: bool) {
        // The same code as `<cost>. if you did: <then>`.
        self.effect(cost, optional);
        if let Some(r) = self.handled(cost) {
            self.antecedent = Some(r);
        }
        let did = self.did_cond();
        self.if_else(did, then, &[]);
    }

    /// `put a <token> token on each ... Supply pile`, `... on a Supply pile`, `... on your
    /// <mat> mat`, `move the <token> token ...`.
    fn tokens(&mut self, e: &Effect) {
        match e {
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
            Effect::PutToken(t, ast::TokenPlace::Pile(f)) => {
                let t = self.token(t);
                let f = self.filter(f);
                self.emit(Op::PutTokenOnPile(t, f));
            }
            Effect::PutToken(t, ast::TokenPlace::Mat(m)) => {
                let t = self.token(t);
                let m = self.mat(m);
                self.emit(Op::PutTokenOnMat(t, m));
            }
            _ => {}
        }
    }

    /// A gain in a `would gain` ability, other than what an `instead` gains: it would set
    /// the ability off again, before the gain it is about, without end.
    fn gain_in_would_gain(&mut self, at: ast::Span) {
        if self.ability == Some(Ctx::Trigger(EventKind::WouldGain)) && !self.replacing {
            self.err(
                at,
                "a `would gain` ability can only replace the gain (`gain ... instead`): \
                 gaining a card besides would set it off again, before the first gain happens"
                    .into(),
                None,
            );
        }
    }

    /// `choose two: ...`: ask for the options, then do each one chosen, in the order
    /// written; every option starts from what was handled before the choice.
    fn choose_some(&mut self, count: &ast::Amount, opts: &[ast::Block], chooser: ast::Chooser) {
        if opts.len() > 16 {
            // test_err check_choose_some_many: `choose two: +1 card; or ... (17 options)`
            self.err(
                self.at,
                "`choose two` takes at most 16 options".into(),
                None,
            );
            return;
        }
        if opts.iter().flatten().any(|e| {
            ast::find_effect(std::slice::from_ref(e), &mut |x| {
                matches!(x, Effect::ChooseSome(..)).then_some(())
            })
            .is_some()
        }) {
            // test_err check_choose_some_nested: `choose two: choose two: +1 card; or +1 action; or +1 buy; or +$1.`
            self.err(
                self.at,
                "an option of `choose two` cannot hold another `choose two`".into(),
                None,
            );
            return;
        }
        let a = self.amount(count);
        let by_owner = chooser == ast::Chooser::Owner;
        self.emit(Op::AskSome(opts.len() as u8, a, by_owner));
        let (start, mut ends) = (self.antecedent, vec![]);
        for (i, b) in opts.iter().enumerate() {
            let j = self.emit(Op::JumpIfNotChosen(i as u8, 0));
            self.branch(b, start, &mut ends);
            let next = self.here();
            self.patch(j, next);
        }
        self.join(start, &ends);
    }

    /// After an `AskChoice`/`AskOrder`: one branch per alternative, each a list of blocks
    /// (each block starting from the antecedent before the choice). Returns where the
    /// first alternative's last block starts.
    pub(super) fn alternatives(&mut self, alts: Vec<Vec<&ast::Block>>) -> u32 {
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

    /// `if <cond>: <then>; otherwise: <els>` (`els` may be empty), the condition compiled.
    fn if_else(&mut self, c: CondId, then: &[Effect], els: &[Effect]) {
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

    pub(super) fn defer(&mut self, op: Op, b: &ast::Block) {
        let at = self.emit(op);
        let ctx = self.ability.unwrap_or(Ctx::Other);
        self.deferred.push((at, b.clone(), ctx, self.antecedent));
    }

    /// Resolve a reference. `it` / `them` mean, at the start of a triggered ability, the
    /// event's card; after an effect that handled cards (other than `this`), those cards;
    /// anywhere else they refer to nothing, which is an error.
    pub(super) fn resolve(&mut self, r: &ast::Ref) -> Ref {
        match *r {
            ast::Ref::This => Ref::This,
            ast::Ref::It(span) => match self.antecedent {
                Some(a) => a,
                None => {
                    // test_err check_it_refers_to_nothing: `+1 card. trash it.`
                    self.err(
                        span,
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
            ast::Ref::Rest => Ref::Rest,
            ast::Ref::Gained => Ref::Gained,
            ast::Ref::SetAside => Ref::SetAside,
            ast::Ref::Drawn => {
                self.db.tracks_drawn = true;
                Ref::Drawn
            }
            ast::Ref::Named => Ref::Named,
        }
    }

    /// The reference `it` takes after an effect (unchanged for effects that handle no
    /// card, or only `this`).
    pub(super) fn handled(&self, e: &Effect) -> Option<Ref> {
        match e {
            Effect::Gain { .. } => Some(Ref::Gained),
            Effect::RevealUntil(..) => Some(Ref::It),
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
                    ast::Verb::Put | ast::Verb::Return | ast::Verb::Shuffle => Ref::Moved,
                    ast::Verb::Gain => Ref::Gained,
                })
            }
            Effect::May(inner) | Effect::Instead(inner, _) => self.handled(inner),
            _ => None,
        }
    }
}

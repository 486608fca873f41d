//! Triggered abilities: when an event happens, find every ability it sets off (on the
//! card itself, on cards in play, in hand, set aside, in games using a card, and lasting
//! rules) and stage their bodies in order; the player whose abilities trigger together
//! orders them, unless the order cannot matter.

use super::decision::{Choice, DecisionKind};
use super::query::Ctx;
use super::state::{Active, EventCtx, Frame, Inst, Loc, OrderFrame, PlayerId, Vars, Zone};
use super::Game;
use crate::ast::{EventKind, Who};
use crate::db::{CardId, LastingDef, LastingRule, Scope, TriggerDef};

mod listeners;

use listeners::{bit, reads_vars};
pub(crate) use listeners::{Listener, Listeners};

/// Index of plays in per-kind tables.
pub(crate) const PLAY: usize = 6;

/// Number of event kinds.
pub(crate) const EVENT_KINDS: usize = 7;

/// Index of an event kind in per-kind tables.
pub(crate) fn event_index(e: EventKind) -> usize {
    match e {
        EventKind::Gain => 0,
        EventKind::WouldGain => 1,
        EventKind::Buy => 2,
        EventKind::Trash => 3,
        EventKind::DiscardOutsideCleanup => 4,
        EventKind::DiscardFromPlay => 5,
        EventKind::Play => 6,
    }
}

/// Whether an event by `actor` concerns the owner of a trigger.
fn who_ok(who: Who, actor: PlayerId, owner: PlayerId, n: u8) -> bool {
    match who {
        Who::You => actor == owner,
        Who::AnotherPlayer => actor != owner,
        Who::AnyPlayer => true,
        Who::Right => actor == owner.plus(n - 1, n),
        Who::Left => actor == owner.plus(1, n),
    }
}

/// The seats after the actor's (0 for the actor) whose players a `when` clause about
/// `who` may name: only these need be judged (by [`who_ok`]).
#[inline]
fn seats(who: Who, n: u8) -> std::ops::Range<u8> {
    match who {
        Who::You => 0..1.min(n),
        Who::AnotherPlayer => 1.min(n)..n,
        _ => 0..n,
    }
}

/// Whether a card of a trigger's card kind is in the trigger's zone of player `pl`
/// (`kinds`: the kind of each card).
#[inline(always)]
fn holds(pl: &super::state::Player, kinds: &[CardId], x: &Listener) -> bool {
    let zone = match x.t.scope {
        Scope::InPlay => &pl.play,
        Scope::InHand => &pl.hand,
        _ => &pl.set_aside,
    };
    zone.iter().any(|&c| kinds.get(c.index()) == Some(&x.card))
}

/// The identity of a waiting ability: its card and the very card instance.
fn identity(f: &Frame) -> Option<(crate::db::CardId, Option<Inst>)> {
    match f {
        Frame::Prog(p) => Some((p.card, p.this.map(|t| t.0))),
        _ => None,
    }
}

impl Game {
    /// Stage abilities that happen at the same time: grouped by player in turn order from
    /// the player whose turn it is; a player with several different ones chooses their order.
    /// `frames` is left empty (its buffer kept).
    pub(crate) fn stage_together(&mut self, frames: &mut Vec<Frame>) {
        // One ability (the usual case) needs no grouping.
        if frames.len() <= 1 {
            self.staged.append(frames);
            return;
        }
        let n = self.state.players.len() as u8;
        let cur = self.state.turn.player;
        let owner = |f: &Frame| match f {
            Frame::Prog(p) => p.owner,
            _ => cur,
        };
        for k in 0..n {
            let who = cur.plus(k, n);
            // This player's abilities, moved out in their order (not copied): in a list
            // of their own only when the player orders them (they are of several cards).
            let mut mine = frames.iter().filter(|f| owner(f) == who);
            let first = mine.next().map(Self::frame_card);
            let order = first.is_some_and(|c| mine.any(|f| Self::frame_card(f) != c));
            let group = frames.extract_if(.., |f| owner(f) == who);
            if order {
                self.staged.push(Frame::Order(OrderFrame {
                    player: who,
                    frames: group.collect(),
                }));
            } else {
                self.staged.extend(group);
            }
        }
        frames.clear();
    }

    /// The card whose ability a frame is.
    fn frame_card(f: &Frame) -> Option<CardId> {
        match f {
            Frame::Prog(p) => Some(p.card),
            _ => None,
        }
    }

    /// The player whose abilities triggered together picks the next one to resolve, one
    /// at a time (base rules: they choose the order), unless the order cannot matter.
    pub(crate) fn step_order(&mut self, top: usize) {
        let Frame::Order(o) = &self.state.stack[top] else {
            return;
        };
        let cards: Vec<CardId> = o.frames.iter().filter_map(Self::frame_card).collect();
        let player = o.player;
        // Not asked when the order cannot matter (checked before each question, as the
        // abilities resolve one by one).
        let no_question = o.frames.len() <= 1
            || cards.iter().all(|&c| c == cards[0])
            || (self.state.answer.is_none() && self.triggers_order_is_moot(&o.frames));
        if no_question {
            let Some(Frame::Order(o)) = self.state.stack.pop() else {
                return;
            };
            self.staged.extend(o.frames);
            return;
        }
        let pick = match self.state.answer.take() {
            Some(Choice::Kind(Some(k))) => cards.iter().position(|&c| c == k),
            Some(Choice::Index(i)) => Some(i as usize).filter(|&i| i < cards.len()),
            _ => None,
        };
        match pick {
            Some(i) => {
                if let Frame::Order(o) = &mut self.state.stack[top] {
                    let f = o.frames.remove(i);
                    self.staged.push(f);
                }
            }
            None => self.ask(player, None, DecisionKind::First { options: cards }),
        }
    }

    /// The reaction window of an Attack: players may use their reactions (each once),
    /// including ones that a reaction just brought into their hand; it closes when no
    /// unused reaction is left.
    pub(crate) fn step_react(&mut self, top: usize) {
        let Frame::React(r) = &self.state.stack[top] else {
            return;
        };
        let (actor, card, attack) = (r.player, r.card, r.attack);
        let ectx = EventCtx {
            attack,
            ..EventCtx::default()
        };
        let mut fresh = std::mem::take(&mut self.collected);
        self.collect(EventKind::Play, actor, card, ectx, &mut fresh);
        let Frame::React(r) = &mut self.state.stack[top] else {
            return;
        };
        fresh.retain(|f| identity(f).is_some_and(|id| !r.used.contains(&id)));
        if fresh.is_empty() {
            self.state.stack.pop();
        } else {
            r.used.extend(fresh.iter().filter_map(identity));
            self.stage_together(&mut fresh);
        }
        self.collected = fresh;
    }

    /// An event happened: stage the abilities it sets off. `actor` is the player whose
    /// action it was, `inst` the card it was about.
    #[inline]
    pub(crate) fn fire(&mut self, ev: EventKind, actor: PlayerId, inst: Inst, ectx: EventCtx) {
        // Nothing listens (the usual case in a game without such cards).
        if self.listeners[event_index(ev)].is_empty() && self.state.lasting.is_empty() {
            return;
        }
        self.fire_heard(ev, actor, inst, ectx);
    }

    /// [`Game::fire`] in a game where something listens to the event's kind: the look
    /// before the search (the usual case: nothing may answer) and then the search.
    #[inline(never)]
    fn fire_heard(&mut self, ev: EventKind, actor: PlayerId, inst: Inst, mut ectx: EventCtx) {
        ectx.actor = actor;
        let kind = self.kind(inst);
        let pre = self.answerable(ev, inst, kind, ectx);
        if !pre.2 && pre.0 == 0 {
            return;
        }
        let mut found = std::mem::take(&mut self.collected);
        self.search(ev, inst, kind, ectx, pre, &mut found);
        if !found.is_empty() {
            self.stage_together(&mut found);
        }
        self.collected = found;
    }

    /// A lasting rule tied to a card (`while it is set aside`) is in force: the card is
    /// still where it was (always true for other lasting rules).
    pub(crate) fn tie_holds(&self, a: &Active) -> bool {
        a.tie.is_none_or(|(i, loc)| self.state.is_at(i, loc))
    }

    /// Whether anything may answer a play now: a card's trigger in this game, or a lasting
    /// trigger in force (a lasting rule that is no trigger on plays, such as a cost
    /// change, leaves plays alone: a card that only gives bonuses resolves at once).
    #[inline(always)]
    pub(crate) fn plays_heard(&self) -> bool {
        !self.listeners[PLAY].is_empty()
            || (!self.state.lasting.is_empty() && self.lasting_hears(EventKind::Play))
    }

    /// Whether a lasting trigger in force is on an event kind.
    #[inline(never)]
    fn lasting_hears(&self, ev: EventKind) -> bool {
        (self.state.lasting.iter()).any(
            |a| matches!(self.db.lastings[a.def].rule, LastingRule::Trigger(t) if t.event == ev),
        )
    }

    /// Whether anything in this game (a card's trigger or a lasting one) listens to an
    /// event kind.
    pub(crate) fn listened(&self, ev: EventKind) -> bool {
        !self.listeners[event_index(ev)].is_empty()
            || self.state.lasting.iter().any(|a| {
                matches!(self.db.lastings[a.def].rule, LastingRule::Trigger(t) if t.event == ev)
            })
    }

    /// The abilities an event sets off, in order (they are not staged), added to `out`.
    pub(crate) fn collect(
        &mut self,
        ev: EventKind,
        actor: PlayerId,
        inst: Inst,
        mut ectx: EventCtx,
        out: &mut Vec<Frame>,
    ) {
        ectx.actor = actor;
        let kind = self.kind(inst);
        let pre = self.answerable(ev, inst, kind, ectx);
        if pre.2 || pre.0 != 0 {
            self.search(ev, inst, kind, ectx, pre, out);
        }
    }

    /// The search of [`Game::collect`], once the look before it (`pre`: see
    /// [`Game::answerable`]) found that something may answer.
    #[inline(never)]
    fn search(
        &mut self,
        ev: EventKind,
        inst: Inst,
        kind: CardId,
        ectx: EventCtx,
        (may, passed, lasting): (u64, u64, bool),
        out: &mut Vec<Frame>,
    ) {
        // (order, frame): order = 0 this, 1 game, 2 in play, 3 lasting, 4+ hands/set aside by seat
        let mut found = std::mem::take(&mut self.found);
        let search = Search::new(self, ev, inst, kind, ectx);
        let list = &self.listeners[event_index(ev)];
        let mut m = may;
        while m != 0 {
            let j = m.trailing_zeros() as usize;
            m &= m - 1;
            if j < 63 {
                if let Some(x) = list.get(j) {
                    search.listener(x, passed & bit(j) != 0, &mut found);
                }
            } else {
                // Bit 63 stands for the 64th trigger and all after it.
                for x in list.get(j..).unwrap_or_default() {
                    search.listener(x, false, &mut found);
                }
            }
        }
        if lasting {
            search.lasting(&mut found);
        }
        if let Some(p) = search.it.into_inner() {
            self.progs.give(p);
        }
        // One ability (the usual case) has no order to sort.
        if found.len() > 1 {
            found.sort_by_key(|f| f.0);
        }
        out.extend(found.drain(..).map(|f| f.1));
        self.found = found;
    }

    /// Of the triggers in games using a card `plain` (bits of event kind index `e`, the
    /// first 63, whose filter reads neither variables nor who "you" is), those whose
    /// filter an event's card of kind `kind` fails (`ev`: the event, its actor set):
    /// they set nothing off, for any player.
    #[inline(never)]
    fn failed(&self, e: usize, plain: u64, kind: CardId, ev: EventCtx) -> u64 {
        let list = &self.listeners[e];
        let cx = Ctx {
            ev,
            ..Ctx::of(ev.actor)
        };
        let (mut m, mut out) = (plain, 0);
        while m != 0 {
            let j = m.trailing_zeros() as usize;
            m &= m - 1;
            let Some(x) = list.get(j) else { continue };
            if x.t.object.is_some_and(|f| !self.matches(f, kind, &cx)) {
                out |= bit(j);
            }
        }
        out
    }

    /// Of the triggers of cards in a zone `zoned` (bits of event kind index `e`, the
    /// first 63), those whose card is in that zone of none of the players their `when`
    /// clause names for an event by `actor`: they set nothing off. The actor's own cards
    /// (the usual case) are looked at here, the others' by [`Game::absent_others`].
    #[inline(always)]
    fn absent(&self, e: usize, zoned: u64, actor: PlayerId) -> u64 {
        let mine = zoned & self.listeners.you[e];
        let mut out = 0;
        if mine != 0 {
            let list = &self.listeners[e];
            let kinds = &self.state.kinds;
            let Some(pl) = self.state.players.get(actor.index()) else {
                return zoned;
            };
            let mut m = mine;
            while m != 0 {
                let j = m.trailing_zeros() as usize;
                m &= m - 1;
                let Some(x) = list.get(j) else { continue };
                if !holds(pl, kinds, x) {
                    out |= bit(j);
                }
            }
        }
        if zoned != mine {
            out |= self.absent_others(e, zoned & !mine, actor);
        }
        out
    }

    /// [`Game::absent`] for triggers about other players' events (or any player's).
    #[inline(never)]
    fn absent_others(&self, e: usize, zoned: u64, actor: PlayerId) -> u64 {
        let list = &self.listeners[e];
        let (players, kinds) = (&self.state.players, &self.state.kinds);
        let n = players.len();
        let (mut m, mut out) = (zoned, 0);
        while m != 0 {
            let j = m.trailing_zeros() as usize;
            m &= m - 1;
            let Some(x) = list.get(j) else { continue };
            let here = seats(x.t.who, n as u8).any(|step| {
                // `actor.plus(step, n)`, step < n.
                let seat = actor.index() + step as usize;
                let seat = if seat >= n { seat - n } else { seat };
                who_ok(x.t.who, actor, PlayerId(seat as u8), n as u8)
                    && players.get(seat).is_some_and(|pl| holds(pl, kinds, x))
            });
            if !here {
                out |= bit(j);
            }
        }
        out
    }

    /// Who may answer an event about card `inst` of kind `kind` (`ectx`: the event, its
    /// actor set), judged before the search: the triggers of its kind that may (see
    /// [`Listeners`]), of those the ones in games using a card whose filter the card
    /// passed, and whether a lasting trigger may.
    #[inline(always)]
    fn answerable(
        &self,
        ev: EventKind,
        inst: Inst,
        kind: CardId,
        ectx: EventCtx,
    ) -> (u64, u64, bool) {
        let (li, actor) = (event_index(ev), ectx.actor);
        let lasting = !self.state.lasting.is_empty() && self.lasting_may(ev, actor, inst, kind);
        let turn_player = self.state.turn.player;
        // Only a listener that may answer this event is worth the work below (see
        // `Listeners`).
        let mut may = self.listeners.may(li, kind, actor != turn_player);
        // A trigger of cards in a zone where no such card is sets nothing off, nor
        // one in games using a card whose filter the event's card fails.
        let zoned = may & self.listeners.zoned[li];
        if zoned != 0 {
            may &= !self.absent(li, zoned, actor);
        }
        let plain = may & self.listeners.plain[li];
        if plain != 0 {
            may &= !self.failed(li, plain, kind, ectx);
        }
        // The triggers in games using a card left are those whose filter it passed.
        (may, may & self.listeners.plain[li], lasting)
    }

    /// Whether a lasting trigger in force on event `ev` by `actor` may answer it for card
    /// `inst` of kind `kind`: its `when` clause names the actor, on whose turn it is
    /// if it must be its owner's, and its filter's types and names, or the very card it
    /// is about, do not decide it against this card (as [`Search::lasting`] judges).
    #[inline(never)]
    fn lasting_may(&self, ev: EventKind, actor: PlayerId, inst: Inst, kind: CardId) -> bool {
        let (n, turn_player) = (self.state.players.len() as u8, self.state.turn.player);
        (self.state.lasting.iter()).any(|a| match self.db.lastings[a.def].rule {
            LastingRule::Trigger(t)
                if t.event == ev
                    && who_ok(t.who, actor, a.owner, n)
                    && !(t.own_turn && actor != turn_player) =>
            {
                match t.object {
                    None => a.this.map_or(a.card == kind, |(c, _)| c == inst),
                    Some(f) => self.listeners.lasting_may(&self.db, a.def, f, kind),
                }
            }
            _ => false,
        })
    }

    /// A replacement does not apply again to a gain its own ability is making: the
    /// cards whose would-gain abilities are resolving now are left out, and an ability
    /// with no card of its own (in games using a card) is left out by its card and owner.
    fn replacing(&self, ev: EventKind) -> Replacing {
        if ev != EventKind::WouldGain {
            return (vec![], vec![]);
        }
        let resolving = || {
            self.state.stack.iter().filter_map(|f| match f {
                Frame::Prog(p) if p.event.gain_frame.is_some() => Some(p),
                _ => None,
            })
        };
        (
            resolving().filter_map(|p| p.this.map(|t| t.0)).collect(),
            resolving()
                .filter(|p| p.this.is_none())
                .map(|p| (p.card, p.owner))
                .collect(),
        )
    }
}

/// One event's search for the abilities it sets off: the event, and what each listener
/// is judged against.
struct Search<'g> {
    g: &'g Game,
    ev: EventKind,
    actor: PlayerId,
    /// The event's card, where it was, and its kind.
    inst: Inst,
    iloc: std::cell::Cell<Option<Loc>>,
    kind: CardId,
    ectx: EventCtx,
    /// The number of players.
    n: u8,
    turn_player: PlayerId,
    /// The abilities resolving a would-gain now (see [`Game::replacing`]), found when
    /// first asked.
    replacing: std::cell::OnceCell<Replacing>,
    /// The variables the filters read (in a frame's buffers), made when one is first
    /// asked.
    it: std::cell::OnceCell<Box<super::state::Prog>>,
}

/// The cards whose would-gain abilities are resolving, and the abilities with no card of
/// their own (by card and owner) doing so (see [`Game::replacing`]).
type Replacing = (Vec<Inst>, Vec<(CardId, PlayerId)>);

impl<'g> Search<'g> {
    /// The search of event `ev` of card `inst` (of kind `kind`; its actor in `ectx`).
    #[inline(always)]
    fn new(g: &'g Game, ev: EventKind, inst: Inst, kind: CardId, ectx: EventCtx) -> Self {
        Search {
            g,
            ev,
            actor: ectx.actor,
            inst,
            iloc: std::cell::Cell::new(None),
            kind,
            ectx,
            n: g.state.players.len() as u8,
            turn_player: g.state.turn.player,
            replacing: std::cell::OnceCell::new(),
            it: std::cell::OnceCell::new(),
        }
    }

    /// The abilities resolving a would-gain now (see [`Game::replacing`]).
    fn replacing(&self) -> &Replacing {
        self.replacing.get_or_init(|| self.g.replacing(self.ev))
    }

    /// The abilities a listener of the game's cards sets off. `passed`: the event's card
    /// is known to pass its filter (see [`Game::failed`]).
    #[inline(always)]
    fn listener(&self, x: &Listener, passed: bool, found: &mut Vec<(u8, Frame)>) {
        let t = &x.t;
        if t.own_turn && self.actor != self.turn_player {
            return;
        }
        match t.scope {
            Scope::This => self.about_this(x.card, t, found),
            Scope::Game => self.in_games_using(x, passed, found),
            Scope::InPlay | Scope::InHand | Scope::SetAside => self.in_zone(x, found),
        }
    }

    /// Where the event's card is (found when first asked).
    fn iloc(&self) -> Loc {
        if let Some(l) = self.iloc.get() {
            return l;
        }
        let l = self.g.state.loc(self.inst);
        self.iloc.set(Some(l));
        l
    }

    /// The variables a filter is judged with (shared by the filters of this event): `it`
    /// is the event's card.
    fn it(&self) -> &Vars {
        let key = (0, self.kind, None, self.actor);
        let it = Some((self.inst, self.iloc()));
        let p = || (self.g).blank_prog(key, it, EventCtx::default(), &[]);
        &self.it.get_or_init(p).vars
    }

    /// [`Search::object_ok`] with the variables of the event (`it` its card), made only
    /// when the listener's filter reads them (a filter that reads none is judged alike
    /// without them).
    #[inline]
    fn object_ok_now(&self, x: &Listener, owner: PlayerId, this: This) -> bool {
        if x.reads {
            self.object_ok(&x.t, owner, Some(self.it()), this)
        } else {
            self.object_ok(&x.t, owner, None, this)
        }
    }

    /// Whether the event's card is the trigger's object for `owner`. `this` as the
    /// event's card: the very card whose ability it is, or (with no card, in games using
    /// it) a card of its kind.
    fn object_ok(&self, t: &TriggerDef, owner: PlayerId, vars: Option<&Vars>, this: This) -> bool {
        match t.object {
            None => match this {
                This::Card(c) => c == self.inst,
                This::Kind(k) => k == self.kind,
                This::Any => true,
            },
            Some(f) => {
                let cx = Ctx {
                    you: owner,
                    this: None,
                    vars,
                    ev: self.ectx,
                    did: false,
                    buy_phase: false,
                };
                self.g.matches(f, self.kind, &cx)
            }
        }
    }

    /// A trigger about the event's card itself (`when you gain this`).
    fn about_this(&self, k: CardId, t: &TriggerDef, found: &mut Vec<(u8, Frame)>) {
        let (actor, inst) = (self.actor, self.inst);
        if k == self.kind
            && who_ok(t.who, actor, actor, self.n)
            && !self.replacing().0.contains(&inst)
        {
            let this = Some((inst, self.iloc()));
            let it = Some((inst, self.iloc()));
            let f = (self.g).new_prog_it((t.pc, k, this, actor), it, self.ectx, &[inst]);
            found.push((0, f));
        }
    }

    /// `in games using this`: every player has the ability; it fires for each player the
    /// `when` clause names, as "you", in turn order.
    fn in_games_using(&self, x: &Listener, passed: bool, found: &mut Vec<(u8, Frame)>) {
        let (k, t) = (x.card, &x.t);
        for step in seats(t.who, self.n) {
            let owner = self.actor.plus(step, self.n);
            if who_ok(t.who, self.actor, owner, self.n)
                && (passed || self.object_ok_now(x, owner, This::Kind(k)))
                && !self.replacing().1.contains(&(k, owner))
            {
                let it = Some((self.inst, self.iloc()));
                let f = (self.g).new_prog_it((t.pc, k, None, owner), it, self.ectx, &[]);
                found.push((1, f));
            }
        }
    }

    /// `while this is in play`, `in your hand`, `set aside`: each card of the kind there,
    /// for each player the `when` clause names, in turn order.
    fn in_zone(&self, x: &Listener, found: &mut Vec<(u8, Frame)>) {
        let (k, t) = (x.card, &x.t);
        for step in seats(t.who, self.n) {
            let owner = self.actor.plus(step, self.n);
            if !who_ok(t.who, self.actor, owner, self.n) {
                continue;
            }
            let pl = &self.g.state.players[owner.index()];
            let (zone, list) = match t.scope {
                Scope::InPlay => (Zone::Play, &pl.play),
                Scope::InHand => (Zone::Hand, &pl.hand),
                _ => (Zone::SetAside, &pl.set_aside),
            };
            // No card of the kind there (the usual case): nothing to judge.
            if !list.iter().any(|&c| self.g.kind(c) == k)
                || !self.object_ok_now(x, owner, This::Any)
            {
                continue;
            }
            let order = if t.scope == Scope::InPlay {
                2
            } else {
                4 + step
            };
            let loc = Loc {
                zone,
                owner: owner.0,
            };
            let mine = (list.iter().copied())
                .filter(|&c| self.g.kind(c) == k && !self.replacing().0.contains(&c))
                .filter(|&c| t.object.is_some() || c == self.inst);
            for c in mine {
                let this = Some((c, loc));
                let it = Some((self.inst, self.iloc()));
                let mut f = (self.g).new_prog_it((t.pc, k, this, owner), it, self.ectx, &[c]);
                if let Frame::Prog(p) = &mut f {
                    p.guard = true;
                }
                found.push((order, f));
            }
        }
    }

    /// The lasting rules in force that trigger on this event.
    fn lasting(&self, found: &mut Vec<(u8, Frame)>) {
        let (g, actor) = (self.g, self.actor);
        for a in &g.state.lasting {
            let def = g.db.lastings[a.def];
            let LastingRule::Trigger(t) = def.rule else {
                continue;
            };
            if t.event != self.ev
                || !who_ok(t.who, actor, a.owner, self.n)
                || (t.own_turn && actor != self.turn_player)
                || !g.tie_holds(a)
                || (a.attack != 0
                    && actor != a.owner
                    && g.state.unaffected.contains(&(actor, a.attack)))
            {
                continue;
            }
            let replacing_now = match a.this {
                Some((c, _)) => self.replacing().0.contains(&c),
                None => self.replacing().1.contains(&(a.card, a.owner)),
            };
            if replacing_now {
                continue;
            }
            let this = match a.this {
                Some((c, _)) => This::Card(c),
                None => This::Kind(a.card),
            };
            // A filter that reads no variable is judged before they are copied (and only
            // then), one that reads them with the frame's.
            let reads = t.object.is_some_and(|f| reads_vars(&g.db, f));
            if !reads && !self.object_ok(&t, a.owner, Some(&a.vars), this) {
                continue;
            }
            let f = self.lasting_frame(a, t.pc, def);
            let Frame::Prog(p) = f else { continue };
            if reads && !self.object_ok(&t, a.owner, Some(&p.vars), this) {
                g.progs.give(p);
                continue;
            }
            found.push((3, Frame::Prog(p)));
        }
    }

    /// The frame of a lasting trigger that fires: its variables are the rule's, `it` the
    /// event's card.
    fn lasting_frame(&self, a: &Active, pc: u32, def: LastingDef) -> Frame {
        let mut f = (self.g).new_prog_it((pc, a.card, a.this, a.owner), None, self.ectx, &[]);
        if let Frame::Prog(p) = &mut f {
            p.vars.clone_from(&a.vars);
            p.vars.it.clear();
            p.vars.it.push((self.inst, self.iloc()));
            // A rule an Attack set up still spares whoever was unaffected by it.
            p.attack = a.attack;
            p.lasting = true;
            if def.dur == crate::ast::Lasting::OnceThisTurn {
                // Used up only when its effect is done (seed 001, Sailor: playing
                // the gained Duration is optional; two Sailors play up to two).
                p.once = Some(a.id);
            }
        }
        f
    }
}

/// What `this` is for a trigger about `this` card.
#[derive(Clone, Copy)]
enum This {
    /// That very card.
    Card(Inst),
    /// Any card of this kind (an ability in games using the card).
    Kind(CardId),
    /// Checked per card where the ability's card is (in play, in hand, set aside).
    Any,
}

#[cfg(test)]
mod tests;

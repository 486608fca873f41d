//! Reading the state through the compiled rules: does a card match a filter, what does
//! it cost now, what is an amount worth, does a condition hold.

use super::state::{CardRef, EventCtx, Inst, Phase, PlayerId, Vars, Zone};
use super::Game;
use crate::ast::{Cmp, CountCmp};
use crate::db::{
    AmountId, Atom, CardId, Cond, CondId, Cost, Count, CountZone, FilterId, LastingRule, MatId,
    NameId, Ref, Scope, StaticRule,
};

/// What an expression is evaluated against: who "you" is, the ability's variables.
#[derive(Clone, Copy)]
pub(crate) struct Ctx<'a> {
    pub you: PlayerId,
    pub this: Option<CardRef>,
    pub vars: Option<&'a Vars>,
    pub ev: EventCtx,
    pub did: bool,
    /// Evaluate as during the Buy phase of the current player (a buy being decided in
    /// the Action phase: buying ends that phase first).
    pub buy_phase: bool,
}

impl<'a> Ctx<'a> {
    /// The context of a lasting rule: its owner and the variables it was set up with.
    pub fn lasting(a: &'a super::state::Active) -> Self {
        Ctx {
            you: a.owner,
            this: a.this,
            vars: Some(&a.vars),
            ev: EventCtx::default(),
            did: false,
            buy_phase: false,
        }
    }

    /// The context of a running ability.
    pub fn prog(p: &'a super::state::Prog) -> Self {
        Ctx {
            you: p.you,
            this: p.this,
            vars: Some(&p.vars),
            ev: p.event,
            did: p.did,
            buy_phase: false,
        }
    }

    pub fn of(you: PlayerId) -> Self {
        Ctx {
            you,
            this: None,
            vars: None,
            ev: EventCtx::default(),
            did: false,
            buy_phase: false,
        }
    }
}

impl Game {
    /// The cards a reference names, in order (read from the variables, not copied).
    pub(crate) fn refs<'a>(&'a self, r: Ref, cx: &Ctx<'a>) -> Refs<'a> {
        let none = Refs {
            one: None,
            list: [].iter(),
            keep: Keep::All,
        };
        let v = match cx.vars {
            Some(v) => v,
            None => {
                return Refs {
                    one: cx.this.filter(|_| r == Ref::This),
                    ..none
                }
            }
        };
        let (list, keep) = match r {
            Ref::This => {
                return Refs {
                    one: cx.this,
                    ..none
                }
            }
            Ref::It => (&v.it, Keep::All),
            Ref::Trashed => (&v.trashed, Keep::All),
            Ref::Discarded => (&v.discarded, Keep::All),
            Ref::Revealed => (&v.revealed, Keep::All),
            Ref::OtherRevealed => (&v.revealed, Keep::NotIn(&v.it)),
            Ref::Rest => (&v.revealed, Keep::Here(&self.state)),
            Ref::Gained => (&v.gained, Keep::All),
            Ref::SetAside => (&v.set_aside, Keep::All),
            Ref::Moved => (&v.moved, Keep::All),
            Ref::Drawn => (&v.drawn, Keep::All),
            Ref::Named => return none,
        };
        Refs {
            list: list.iter(),
            keep,
            ..none
        }
    }

    /// The cards a reference of a running ability names now (the terminal says which
    /// card a `you may` would handle).
    pub(crate) fn refs_of(&self, p: &super::state::Prog, r: Ref) -> Vec<Inst> {
        self.refs(r, &Ctx::prog(p)).map(|c| c.0).collect()
    }

    /// Does a card kind match a filter, for player `you` (the terminal says which cards
    /// in play make a rule forbid a buy)?
    pub(crate) fn matches_for(&self, f: FilterId, kind: CardId, you: PlayerId) -> bool {
        self.matches(f, kind, &Ctx::of(you))
    }

    /// The first card kind a reference names (the named card included).
    fn ref_kind(&self, r: Ref, cx: &Ctx) -> Option<CardId> {
        if r == Ref::Named {
            return cx.vars.and_then(|v| v.named);
        }
        if r == Ref::This {
            return cx.this.map(|c| self.kind(c.0));
        }
        self.refs(r, cx).next().map(|c| self.kind(c.0))
    }

    /// Does a card kind match a filter? The atoms a card's types, name or printed cost
    /// decide are judged here (the usual ones); the others by [`Game::atom`].
    #[inline]
    pub(crate) fn matches(&self, f: FilterId, kind: CardId, cx: &Ctx) -> bool {
        (self.db.filters[f].0.iter()).all(|a| self.matches_atom(a, kind, cx))
    }

    /// A filter made ready to judge many card kinds in one context (the Supply's piles):
    /// the limits of its first cost atoms that refer to other cards worked out once.
    pub(crate) fn prepare(&self, f: FilterId, cx: &Ctx) -> Prepared {
        let mut limits = [Limit::Open; PREPARED];
        let atoms = &self.db.filters[f].0;
        if let [Atom::Name(n)] = atoms[..] {
            // A card of one name (`a Curse`, `a Silver`): its name alone decides.
            return Prepared {
                f,
                limits,
                worked: false,
                name: Some(n),
            };
        }
        for (l, a) in limits.iter_mut().zip(atoms) {
            *l = match a {
                // (A fixed number is judged as it is.)
                Atom::Cost(_, c @ (Cost::Rel(..) | Cost::Total(_))) => {
                    self.cost_limit(c, cx).map_or(Limit::Never, Limit::At)
                }
                _ => Limit::Open,
            };
        }
        let worked = limits.iter().any(|l| !matches!(l, Limit::Open));
        Prepared {
            f,
            limits,
            worked,
            name: None,
        }
    }

    /// [`Game::matches`] with a prepared filter (made by [`Game::prepare`] in the same
    /// context, the state unchanged since).
    #[inline]
    pub(crate) fn matches_prepared(&self, m: &Prepared, kind: CardId, cx: &Ctx) -> bool {
        if let Some(n) = m.name {
            return self.db.card(kind).name_id == n;
        }
        if !m.worked {
            return self.matches(m.f, kind, cx);
        }
        self.matches_worked(m, kind, cx)
    }

    /// [`Game::matches_prepared`] with limits worked out ahead.
    #[inline(never)]
    fn matches_worked(&self, m: &Prepared, kind: CardId, cx: &Ctx) -> bool {
        // One pass over the atoms, in order: the first ones with their limit as worked
        // out ahead, the others as `matches` judges them.
        for (j, a) in self.db.filters[m.f].0.iter().enumerate() {
            let ok = match (a, m.limits.get(j)) {
                (Atom::Cost(cmp, _), Some(&Limit::At(n))) => {
                    cmp_cost(*cmp, self.cost_in(kind, cx.buy_phase), n)
                }
                (Atom::Cost(..), Some(Limit::Never)) => false,
                _ => self.matches_atom(a, kind, cx),
            };
            if !ok {
                return false;
            }
        }
        true
    }

    /// One atom of a filter, as [`Game::matches`] judges it.
    #[inline(always)]
    fn matches_atom(&self, a: &Atom, kind: CardId, cx: &Ctx) -> bool {
        match a {
            Atom::Type(t) => self.hot[kind.index()].types.has(*t),
            Atom::NotType(t) => !self.hot[kind.index()].types.has(*t),
            Atom::Name(n) => self.db.card(kind).name_id == *n,
            Atom::NotName(n) => self.db.card(kind).name_id != *n,
            Atom::Cost(cmp, Cost::Coins(n)) => {
                cmp_cost(*cmp, self.cost_in(kind, cx.buy_phase), *n as i32)
            }
            _ => self.atom(a, kind, cx),
        }
    }

    /// The limit a cost atom compares with: a number, the cost of the card referred to
    /// plus a difference, or the total cost of the cards referred to; `None` when it
    /// refers to no card (no card then matches).
    #[inline(always)]
    fn cost_limit(&self, cost: &Cost, cx: &Ctx) -> Option<i32> {
        Some(match cost {
            Cost::Coins(n) => *n as i32,
            Cost::Rel(d, r) => self.cost_in(self.ref_kind(*r, cx)?, cx.buy_phase) + *d as i32,
            Cost::Total(r) => (self.refs(*r, cx))
                .map(|c| self.cost_in(self.kind(c.0), cx.buy_phase))
                .sum(),
        })
    }

    /// One atom of a filter: does a card kind pass it?
    #[inline(never)]
    fn atom(&self, a: &Atom, kind: CardId, cx: &Ctx) -> bool {
        let c = self.db.card(kind);
        match a {
            Atom::Type(t) => c.types.has(*t),
            Atom::NotType(t) => !c.types.has(*t),
            Atom::Name(n) => c.name_id == *n,
            Atom::NotName(n) => c.name_id != *n,
            Atom::Either(v) => v.iter().any(|a| self.atom(a, kind, cx)),
            Atom::Cost(cmp, cost) => match self.cost_limit(cost, cx) {
                Some(limit) => cmp_cost(*cmp, self.cost_in(kind, cx.buy_phase), limit),
                None => false,
            },
            Atom::Bought => cx.ev.bought,
            Atom::GainedBy(who, when) => {
                let n = self.state.players.len();
                let p = match who {
                    crate::ast::Who::Right => (cx.you.index() + n - 1) % n,
                    crate::ast::Who::Left => (cx.you.index() + 1) % n,
                    _ => cx.you.index(),
                };
                match when {
                    crate::ast::GainedWhen::LastTurn => {
                        self.state.players[p].gained_last_turn.contains(&kind)
                    }
                    crate::ast::GainedWhen::ThisTurn => {
                        p == self.state.turn.player.index()
                            && self.state.turn.gains.iter().any(|g| g.0 == kind)
                    }
                }
            }
            Atom::CopyOf(r) => match self.ref_kind(*r, cx) {
                Some(k) => self.db.card(k).name_id == c.name_id,
                None => false,
            },
            Atom::FromPileWithToken(t) => cx
                .ev
                .pile
                .is_some_and(|p| self.state.supply[p as usize].tokens.contains(t)),
        }
    }

    /// A card's cost right now, every modifier applied (never below 0).
    #[inline]
    pub fn cost(&self, kind: CardId) -> i32 {
        self.cost_in(kind, false)
    }

    /// What a card costs the current player when bought now. Buying happens in the Buy
    /// phase (a buy from the Action phase ends it first), so this is its Buy-phase cost.
    #[inline]
    pub fn buy_cost(&self, kind: CardId) -> i32 {
        self.cost_in(kind, true)
    }

    /// A card's cost now, or (`buy_phase`) as if the current player's Buy phase had begun.
    #[inline]
    pub(crate) fn cost_in(&self, kind: CardId, buy_phase: bool) -> i32 {
        if !self.cost_rules {
            return self.hot[kind.index()].cost as i32;
        }
        self.modified_cost(kind, buy_phase)
    }

    /// [`Game::cost_in`] in a game with cost rules: the remembered way when it applies
    /// (no call, no frame), else the long way.
    #[cold]
    #[inline(never)]
    pub(super) fn modified_cost(&self, kind: CardId, buy_phase: bool) -> i32 {
        match self.remembered_cost(kind) {
            Some(c) => c,
            None => self.cost_the_long_way(kind, buy_phase),
        }
    }

    /// [`Game::modified_cost`] when the costs remembered do not tell it.
    #[inline(never)]
    fn cost_the_long_way(&self, kind: CardId, buy_phase: bool) -> i32 {
        if let Some(c) = self.counted_cost(kind) {
            return c;
        }
        if self.costs.plain {
            // The same sum as `walked_cost`, with the rules in zones read from their table.
            let less = self.zone_cost_less(kind) + self.own_and_lasting_cost_less(kind, buy_phase);
            return (self.hot[kind.index()].cost as i32 - less).max(0);
        }
        self.walked_cost(kind, buy_phase)
    }

    /// A card's cost, every static rule in force walked (see [`Game::statics`]).
    #[inline(never)]
    pub(super) fn walked_cost(&self, kind: CardId, buy_phase: bool) -> i32 {
        let base = self.db.card(kind).cost as i32;
        let mut less = 0;
        self.statics(kind, self.state.turn.player, buy_phase, |rule, cx| {
            if let StaticRule::CostLess { what, by, cond } = *rule {
                if what.is_none_or(|f| self.matches(f, kind, &cx))
                    && cond.is_none_or(|c| self.cond(c, &cx))
                {
                    less += self.amount(by, &cx);
                }
            }
            false
        });
        (base - less).max(0)
    }

    /// Walk the static rules in force that may concern card kind `kind` and player
    /// `subject`, each with its context (its owner as "you"), until `f` says stop
    /// (returns whether it stopped). In force are: the rules about `kind` itself
    /// (`this costs ...`, `you can't buy this ...`, with `subject` as "you"); the rules of
    /// cards in the zone their scope names (in play, in hand, set aside: their owner is
    /// "you"); `in games using this` rules (every player has them: `subject` is "you");
    /// and lasting rules.
    pub(crate) fn statics(
        &self,
        kind: CardId,
        subject: PlayerId,
        buy_phase: bool,
        mut f: impl FnMut(&StaticRule, Ctx) -> bool,
    ) -> bool {
        let at = |you: PlayerId| Ctx {
            buy_phase,
            ..Ctx::of(you)
        };
        for st in &self.db.card(kind).statics {
            if st.scope == Scope::This
                && matches!(
                    st.rule,
                    StaticRule::CostLess { what: None, .. }
                        | StaticRule::CannotBuy { what: None, .. }
                )
                && f(&st.rule, at(subject))
            {
                return true;
            }
        }
        for &k in &self.static_kinds {
            for st in &self.db.card(k).statics {
                // `this` in a scoped rule is the card itself, not the card asked about.
                if matches!(
                    st.rule,
                    StaticRule::CostLess { what: None, .. }
                        | StaticRule::CannotBuy { what: None, .. }
                ) {
                    continue;
                }
                match st.scope {
                    Scope::This => {}
                    Scope::Game => {
                        if f(&st.rule, at(subject)) {
                            return true;
                        }
                    }
                    Scope::InPlay | Scope::InHand | Scope::SetAside => {
                        for (o, pl) in self.state.players.iter().enumerate() {
                            let list = match st.scope {
                                Scope::InPlay => &pl.play,
                                Scope::InHand => &pl.hand,
                                _ => &pl.set_aside,
                            };
                            for &i in list {
                                if self.kind(i) == k && f(&st.rule, at(PlayerId::from_index(o))) {
                                    return true;
                                }
                            }
                        }
                    }
                }
            }
        }
        for a in &self.state.lasting {
            if !self.tie_holds(a) {
                continue;
            }
            if let LastingRule::Static(rule) = &self.db.lastings[a.def].rule {
                let cx = Ctx {
                    buy_phase,
                    ..Ctx::lasting(a)
                };
                if f(rule, cx) {
                    return true;
                }
            }
        }
        false
    }

    /// Whether the current player may buy this card now (at its Buy-phase cost: see
    /// [`Game::buy_cost`]).
    #[inline]
    pub fn can_buy(&self, kind: CardId) -> bool {
        self.can_buy_inline(kind)
    }

    /// [`Game::can_buy`], inlined into buying by rules.
    #[inline(always)]
    pub(crate) fn can_buy_inline(&self, kind: CardId) -> bool {
        let t = &self.state.turn;
        if !matches!(t.phase, Phase::Action | Phase::Buy) || t.buys <= 0 {
            return false;
        }
        let Some(p) = self.state.pile_of[kind.index()] else {
            return false;
        };
        if self.state.supply[p as usize].cards.is_empty() || self.buy_cost(kind) > t.coins {
            return false;
        }
        !self.buy_forbidden(kind)
    }

    /// A buy restriction forbids this card to the current player (its conditions read as
    /// in the Buy phase, where buying happens).
    #[inline]
    pub fn buy_forbidden(&self, kind: CardId) -> bool {
        self.buy_rules && self.restricted(kind)
    }

    #[cold]
    pub(super) fn restricted(&self, kind: CardId) -> bool {
        if !self.costs.zone_buy_rules {
            return self.own_or_lasting_restriction(kind);
        }
        self.walked_restriction(kind)
    }

    /// Whether a buy restriction forbids this card, every static rule in force walked.
    pub(super) fn walked_restriction(&self, kind: CardId) -> bool {
        let cur = self.state.turn.player;
        self.statics(kind, cur, true, |rule, cx| match *rule {
            StaticRule::CannotBuy { what, cond } => {
                cx.you == cur
                    && what.is_none_or(|f| self.matches(f, kind, &cx))
                    && cond.is_none_or(|c| self.cond(c, &cx))
            }
            _ => false,
        })
    }

    /// The Supply pile an ability may return a card to (`exchange it for ...`): the card's
    /// own pile, and only when the ability's event took the card from that pile (seed
    /// 000, Trader note: returning the gained card is "only possible if it came from a
    /// pile"; a Gold gained from the trash has none to go back to).
    pub(crate) fn return_pile(&self, card: Inst, ev: &EventCtx) -> Option<u8> {
        let own = self.state.pile_of[self.kind(card).index()]?;
        (ev.pile == Some(own)).then_some(own)
    }

    /// Whether a player is unaffected by other players' Attacks now (a static rule of a
    /// card in a zone, of the game, or a lasting one).
    pub(crate) fn immune(&self, p: PlayerId) -> bool {
        self.immunity
            && self.statics(CardId(0), p, false, |rule, cx| {
                matches!(rule, StaticRule::Immune) && cx.you == p
            })
    }

    /// The quantity of a selection now: `a card per empty Supply pile` multiplies the
    /// number of `a` / `N` / `up to N` by the count (0 to 255 cards).
    pub(crate) fn qty_now(&self, s: &crate::db::Sel, cx: &Ctx) -> crate::ast::Qty {
        use crate::ast::Qty;
        let Some(a) = s.per else { return s.qty };
        let times = |k: u8| (k as i32).saturating_mul(self.amount(a, cx)).clamp(0, 255) as u8;
        match s.qty {
            Qty::Exactly(k) => Qty::Exactly(times(k)),
            Qty::UpTo(k) => Qty::UpTo(times(k)),
            q => q,
        }
    }

    /// The value of an amount.
    pub(crate) fn amount(&self, a: AmountId, cx: &Ctx) -> i32 {
        let a = self.db.amounts[a];
        match a.per {
            None => a.n,
            Some((div, c)) => a.n.saturating_mul(self.count(c, cx) / div.max(1) as i32),
        }
    }

    /// The value of a count.
    pub(crate) fn count(&self, c: Count, cx: &Ctx) -> i32 {
        let p = &self.state.players[cx.you.index()];
        let n = |it: &mut dyn Iterator<Item = &Inst>, f: FilterId| {
            it.filter(|&&i| self.matches(f, self.kind(i), cx)).count()
        };
        (match c {
            Count::Cards(f, z) => match z {
                CountZone::Hand => n(&mut p.hand.iter(), f),
                CountZone::InPlay => n(&mut p.play.iter(), f),
                CountZone::Owned => n(&mut p.zones().flatten(), f),
                CountZone::Ref(r) => self
                    .refs(r, cx)
                    .filter(|c| self.matches(f, self.kind(c.0), cx))
                    .count(),
            },
            Count::TokensOnMat(m) => self.mat_tokens(cx.you, m) as usize,
            Count::TokensOnPile(t) => cx.ev.pile.map_or(0, |pile| {
                let tokens = &self.state.supply[pile as usize].tokens;
                tokens.iter().filter(|&&x| x == t).count()
            }),
            Count::InSupply(f) => self
                .state
                .supply
                .iter()
                .filter(|p| self.matches(f, p.card, cx))
                .map(|p| p.cards.len())
                .sum(),
            Count::EmptyPiles => self
                .state
                .supply
                .iter()
                .filter(|p| p.cards.is_empty())
                .count(),
            Count::Names(f, z) => {
                let mut names: Vec<NameId> = self
                    .zone_cards(cx, z)
                    .into_iter()
                    .map(|i| self.kind(i))
                    .filter(|&k| self.matches(f, k, cx))
                    .map(|k| self.db.cards[k.index()].name_id)
                    .collect();
                names.sort_unstable();
                names.dedup();
                names.len()
            }
            Count::TypesOf(r) => {
                let types = self
                    .refs(r, cx)
                    .fold(0u16, |t, c| t | self.hot[self.kind(c.0).index()].types.0);
                types.count_ones() as usize
            }
            Count::CostOf(r) => {
                return self
                    .ref_kind(r, cx)
                    .map_or(0, |k| self.cost_in(k, cx.buy_phase))
            }
            Count::PlaysThisTurn(f) => self
                .state
                .turn
                .plays
                .iter()
                .filter(|&&(who, k)| who == cx.you && self.matches(f, k, cx))
                .count(),
            Count::GainsThisTurn(f) => self
                .state
                .turn
                .gains
                .iter()
                .filter(|g| self.matches(f, g.0, cx))
                .count(),
            Count::GainsThisBuyPhase(f) => self
                .state
                .turn
                .gains
                .iter()
                .filter(|g| g.1 && self.matches(f, g.0, cx))
                .count(),
        }) as i32
    }

    /// The cards of a counted zone (for counts that are not on the hot path).
    fn zone_cards(&self, cx: &Ctx, z: CountZone) -> Vec<Inst> {
        let p = &self.state.players[cx.you.index()];
        match z {
            CountZone::Hand => p.hand.clone(),
            CountZone::InPlay => p.play.clone(),
            CountZone::Owned => p.zones().flatten().copied().collect(),
            CountZone::Ref(r) => self.refs(r, cx).map(|c| c.0).collect(),
        }
    }

    /// Tokens on a mat: the shared one, or player `p`'s own.
    pub fn mat_tokens(&self, p: PlayerId, m: MatId) -> u32 {
        if self.db.mats[m.index()].shared {
            self.state.mat_tokens.get(m.index()).copied().unwrap_or(0)
        } else {
            let pl = &self.state.players[p.index()];
            pl.mat_tokens.get(m.index()).copied().unwrap_or(0)
        }
    }

    /// Does a condition hold?
    pub(crate) fn cond(&self, c: CondId, cx: &Ctx) -> bool {
        match self.db.conds[c] {
            Cond::Did => cx.did,
            Cond::DidNot => !cx.did,
            Cond::Count(n, cmp) => {
                let v = self.count(n, cx);
                match cmp {
                    CountCmp::AtLeast(k) => v >= k as i32,
                    CountCmp::AtMost(k) => v <= k as i32,
                }
            }
            // `this is the third time you gained ...` in the ability of a gain: the gains
            // made after that one (by the abilities it set off) do not count.
            Cond::Exactly(Count::GainsThisTurn(f), k) if cx.ev.gains > 0 => {
                let upto = self.state.turn.gains.iter().take(cx.ev.gains as usize);
                upto.filter(|g| self.matches(f, g.0, cx)).count() == k as usize
            }
            Cond::Exactly(n, k) => self.count(n, cx) == k as i32,
            Cond::PreviousTurnNotYours => self.state.turn.previous != Some(cx.you),
            Cond::BuyPhase => {
                (cx.buy_phase || self.state.turn.phase == Phase::Buy)
                    && self.state.turn.player == cx.you
            }
            Cond::All(r, f) => {
                let mut v = self.refs(r, cx).peekable();
                v.peek().is_some() && v.all(|c| self.matches(f, self.kind(c.0), cx))
            }
            Cond::And(a, b) => self.cond(a, cx) && self.cond(b, cx),
        }
    }

    /// What one card of kind `k` is worth to player `p` now, as [`Game::score`] counts
    /// it (for the end screen's points by card).
    pub fn card_vp(&self, p: PlayerId, k: CardId) -> i32 {
        let Some(h) = self.hot.get(k.index()) else {
            return 0;
        };
        match self.db.cards[k.index()].vp {
            Some(a) if h.vp_computed => self.amount(a, &Ctx::of(p)),
            _ => h.vp,
        }
    }

    /// A player's score: the VP of every card they have, plus VP tokens.
    pub fn score(&self, p: PlayerId) -> i32 {
        let pl = &self.state.players[p.index()];
        let cx = Ctx::of(p);
        // The cards' own worth: at most 255 VP a card (cards.ron's numbers), 65,535 cards,
        // cannot overflow; the VP tokens and computed worth are added saturating.
        // One plain pass over each zone's cards (the zones named, not chained: this runs
        // at every game's end).
        let (kinds, hot) = (&self.state.kinds[..], &self.hot[..]);
        let (mut total, mut computed) = (0i32, false);
        let mut add = |z: &[Inst]| {
            for &i in z {
                let h = &hot[kinds[i.index()].index()];
                total += h.vp;
                computed |= h.vp_computed;
            }
        };
        add(&pl.deck);
        add(&pl.hand);
        add(&pl.discard);
        add(&pl.play);
        add(&pl.set_aside);
        add(&pl.revealed);
        for z in &pl.mats {
            add(z);
        }
        if computed {
            // Worth computed from the game state (`per ...`): a second, slower pass.
            for z in pl.zones() {
                for &i in z.iter() {
                    let k = self.kind(i).index();
                    if self.hot[k].vp_computed {
                        if let Some(a) = self.db.cards[k].vp {
                            total = total.saturating_add(self.amount(a, &cx));
                        }
                    }
                }
            }
        }
        pl.vp_tokens.saturating_add(total)
    }

    /// Is this card a Treasure / Action etc.?
    #[inline]
    pub fn has_type(&self, i: Inst, t: u16) -> bool {
        self.hot[self.kind(i).index()].types.has(t)
    }

    /// Number of cards a player has in a zone list (for display).
    pub fn zone_len(&self, p: PlayerId, z: Zone) -> usize {
        let pl = &self.state.players[p.index()];
        match z {
            Zone::Deck => pl.deck.len(),
            Zone::Hand => pl.hand.len(),
            Zone::Discard => pl.discard.len(),
            Zone::Play => pl.play.len(),
            Zone::SetAside => pl.set_aside.len(),
            Zone::Revealed => pl.revealed.len(),
            Zone::Mat(m) => pl.mats.get(m as usize).map_or(0, |v| v.len()),
            Zone::Supply | Zone::Trash => 0,
        }
    }

    /// Whether the current player could play an Action card now.
    pub fn can_play_action(&self, p: PlayerId) -> bool {
        self.actions
            && self.state.turn.actions > 0
            && self.state.players[p.index()]
                .hand
                .iter()
                .any(|&i| self.hot[self.kind(i).index()].action)
    }

    /// Whether a card may be played as a move now.
    pub fn can_play(&self, i: Inst) -> bool {
        let t = &self.state.turn;
        if !self.state.players[t.player.index()].hand.contains(&i) {
            return false;
        }
        match t.phase {
            Phase::Action => {
                (self.has_type(i, self.db.roles.action) && t.actions > 0)
                    || (self.has_type(i, self.db.roles.treasure) && !t.bought)
            }
            Phase::Buy => self.has_type(i, self.db.roles.treasure) && !t.bought,
            _ => false,
        }
    }
}

/// How many atoms of a filter [`Game::prepare`] works out ahead.
const PREPARED: usize = 4;

/// A filter prepared for one context (see [`Game::prepare`]).
pub(crate) struct Prepared {
    f: FilterId,
    /// Per atom (the first [`PREPARED`]): its cost limit, when worked out ahead.
    limits: [Limit; PREPARED],
    /// Some limit was worked out ahead (else the filter is judged as it is).
    worked: bool,
    /// The filter is only a name (`a Curse`): the card's name decides.
    name: Option<crate::db::NameId>,
}

/// The limit of a prepared cost atom.
#[derive(Clone, Copy)]
enum Limit {
    /// Not worked out ahead: the atom is judged as [`Game::matches`] judges it.
    Open,
    /// This many coins.
    At(i32),
    /// It refers to no card: no card matches.
    Never,
}

/// A cost comparison: `have` against `limit`.
#[inline(always)]
fn cmp_cost(cmp: Cmp, have: i32, limit: i32) -> bool {
    match cmp {
        Cmp::UpTo => have <= limit,
        Cmp::Exactly => have == limit,
        Cmp::LessThan => have < limit,
        Cmp::AtLeast => have >= limit,
    }
}

/// Which cards of a list of the variables a reference names.
#[derive(Clone, Copy)]
enum Keep<'a> {
    /// All of them.
    All,
    /// Those that are not among these (`the other revealed cards`).
    NotIn(&'a [CardRef]),
    /// Those still where they were (`the rest`): the instances' places.
    Here(&'a super::state::State),
}

/// The cards a reference names ([`Game::refs`]): one card, or those of a list of the
/// variables that it keeps, without copying them.
pub(crate) struct Refs<'a> {
    one: Option<CardRef>,
    list: std::slice::Iter<'a, CardRef>,
    keep: Keep<'a>,
}

impl Iterator for Refs<'_> {
    type Item = CardRef;

    #[inline]
    fn next(&mut self) -> Option<CardRef> {
        if let Some(c) = self.one.take() {
            return Some(c);
        }
        loop {
            let c = *self.list.next()?;
            let keep = match self.keep {
                Keep::All => true,
                Keep::NotIn(it) => !it.iter().any(|i| i.0 == c.0),
                Keep::Here(s) => s.is_at(c.0, c.1),
            };
            if keep {
                return Some(c);
            }
        }
    }
}

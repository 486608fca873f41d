//! Events as log lines, for a reader: everything (scenarios, debugging) or what one player
//! may know (their own draws named, an opponent's as "5 cards"); one line per event, or
//! grouped like online clients ("Alice plays 4 Coppers, +$4.").
//!
//! How a line names a card is the language's: a log line writes `{ $card }` (the card in
//! the message `phrase`) or `{ $card_acc }` (the card in the message `phrase-acc`), and a
//! phrase gets `$count`, `$name` and every attribute of the card's entry (`$gender`,
//! `$plural`, `$accusative`, ...). Lists (`$cards`, `$cards_acc`) are phrases joined with
//! `list-sep` and, before the last, `list-sep-last`. [`MESSAGES`] lists what each log
//! message receives: it is the localizers' contract, and `dominion check` holds every
//! language to it.

use super::args::Arg as Val;
use super::reader::{actor, opens, Nest};
use super::Locale;
use crate::ast::Resource;
use crate::db::{CardId, Db};
use crate::engine::{Cause, Event, Game, Logged, Place, PlayerId};

/// What a log message receives as a variable.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Kind {
    /// Text (a player's name, a rendered list of bonuses).
    Text,
    /// A number.
    Number,
    /// One card or a list of cards: `$x` names them in the phrase `phrase`, `$x_<form>` in
    /// the phrase `phrase-<form>`.
    Cards,
    /// A mat: `$x` is its name, `$x_<attr>` an attribute of its entry (`$mat_gender`).
    Mat,
    /// A player's name: `$x_<attr>` the forms of the name (`$player_gender`,
    /// `$player_initial`; see `args.rs`).
    Player,
}

use Kind::{Cards, Mat, Number, Player, Text};
const P: (&str, Kind) = ("player", Player);
const CARD: (&str, Kind) = ("card", Cards);
const CARDS: (&str, Kind) = ("cards", Cards);
const COUNT: (&str, Kind) = ("count", Number);
const MAT: (&str, Kind) = ("mat", Mat);

/// Every message the log uses, with the variables it receives (the localizers' contract).
/// `$count` of a list is its number of cards.
pub(super) const MESSAGES: &[(&str, &[(&str, Kind)])] = &[
    ("log-turn", &[P, ("turn", Number)]),
    ("log-turn-extra", &[P]),
    ("log-shuffle", &[P]),
    ("log-draw", &[P, CARDS, COUNT]),
    ("log-draw-hidden", &[P, COUNT]),
    ("log-play", &[P, CARD]),
    ("log-play-again", &[P, CARD]),
    ("log-play-bonus", &[P, CARDS, COUNT, ("bonus", Text)]),
    ("log-buy", &[P, CARD]),
    ("log-gain", &[P, CARD]),
    ("log-gain-hand", &[P, CARD]),
    ("log-gain-deck", &[P, CARD]),
    ("log-gain-aside", &[P, CARD]),
    ("log-gain-mat", &[P, CARD, MAT]),
    ("log-gain-trash", &[P, CARD]),
    ("log-trash", &[P, CARDS, COUNT]),
    ("log-discard", &[P, CARDS, COUNT]),
    ("log-reveal", &[P, CARDS, COUNT]),
    ("log-reveal-none", &[P]),
    ("log-look", &[P, CARDS, COUNT]),
    ("log-look-hidden", &[P, COUNT]),
    ("log-put-hand", &[P, CARDS, COUNT]),
    ("log-put-hand-hidden", &[P, COUNT]),
    ("log-put-deck", &[P, CARDS, COUNT]),
    ("log-put-deck-hidden", &[P, COUNT]),
    ("log-put-mat", &[P, CARDS, COUNT, MAT]),
    ("log-put-mat-hidden", &[P, COUNT, MAT]),
    ("log-put-discard", &[P, CARDS, COUNT]),
    ("log-put-aside", &[P, CARDS, COUNT]),
    ("log-put-trash", &[P, CARDS, COUNT]),
    ("log-put-supply", &[P, CARDS, COUNT]),
    ("log-put-play", &[P, CARDS, COUNT]),
    ("log-set-aside", &[P, CARDS, COUNT]),
    ("log-set-aside-face-down", &[P, CARDS, COUNT]),
    ("log-set-aside-face-down-hidden", &[P, COUNT]),
    ("log-exchange", &[P, CARD, ("other", Cards)]),
    ("log-plus-actions", &[P, COUNT]),
    ("log-plus-buys", &[P, COUNT]),
    ("log-plus-coins", &[P, COUNT]),
    ("log-minus-coins", &[P, COUNT]),
    ("log-plus-vp", &[P, COUNT]),
    ("log-bonus", &[P, ("bonus", Text)]),
    ("log-name", &[P, CARD]),
    ("log-unaffected", &[P]),
    ("log-delayed", &[P, CARD]),
    ("log-extra-turn", &[P]),
    ("log-cancelled", &[P, CARD]),
    ("log-token", &[P, MAT]),
    ("log-pile-token", &[P, ("token", Text), CARD]),
    ("log-token-own", &[P, ("token", Text), MAT]),
    ("log-pass", &[P, ("other", Player), CARD]),
    ("log-pass-hidden", &[P, ("other", Player)]),
    ("log-game-over", &[]),
    ("log-score", &[P, ("score", Number)]),
    ("log-winner", &[P]),
    // The winners' names joined with `list-sep` and `list-sep-last`.
    ("log-shared", &[("players", Text)]),
    ("bonus-actions", &[COUNT]),
    ("bonus-buys", &[COUNT]),
    ("bonus-coins", &[COUNT]),
    ("bonus-vp", &[COUNT]),
    ("list-sep", &[]),
    ("list-sep-last", &[]),
    // A line caused by a card other than the one it is grouped under: `$line` is the
    // line, `$card` the card whose ability caused it ("Talisman: Alice gains City.").
    ("log-cause", &[("line", Text), CARD]),
    // Cards put into a deck under `$under` cards, or on its bottom (Secret Passage).
    ("log-put-deck-under", &[P, CARDS, COUNT, ("under", Number)]),
    ("log-put-deck-under-hidden", &[P, COUNT, ("under", Number)]),
    ("log-put-deck-bottom", &[P, CARDS, COUNT, ("under", Number)]),
    ("log-put-deck-bottom-hidden", &[P, COUNT, ("under", Number)]),
    // The same, the card being another player's (`$owner`): "Bob's Corsair: ...".
    ("log-cause-other", &[("line", Text), CARD, ("owner", Text)]),
];

/// Each card once, in order.
fn single(v: &[CardId]) -> Vec<(CardId, u32)> {
    v.iter().map(|&k| (k, 1)).collect()
}

/// Copies of a card counted together, in the order of their first appearance.
fn collapse(v: &[CardId]) -> Vec<(CardId, u32)> {
    let mut out: Vec<(CardId, u32)> = vec![];
    for &k in v {
        match out.iter_mut().find(|(x, _)| *x == k) {
            Some((_, n)) => *n += 1,
            None => out.push((k, 1)),
        }
    }
    out
}

/// Whether the other players know which cards left `from`.
fn public_from(db: &Db, from: Place) -> bool {
    match from {
        Place::Hand | Place::Deck | Place::InDeck { .. } | Place::SetAside => false,
        Place::Mat(m) => !db.mats.get(m as usize).is_some_and(|d| d.private),
        Place::Discard | Place::Trash | Place::Supply | Place::Play => true,
    }
}

/// Whether the other players see cards put in `to`.
fn public_to(db: &Db, to: Place) -> bool {
    match to {
        Place::Hand | Place::Deck | Place::InDeck { .. } => false,
        Place::Mat(m) => !db.mats.get(m as usize).is_some_and(|d| d.private),
        Place::Discard | Place::Trash | Place::Supply | Place::Play | Place::SetAside => true,
    }
}

/// Bonuses in order: (resource, amount).
type Bonuses = Vec<(Resource, i32)>;

/// A Play with the plain bonuses its card gives right after it: the card, the bonuses,
/// events used.
fn play_unit(ev: &[Logged], p: PlayerId) -> Option<(CardId, Bonuses, usize)> {
    let Some(Event::Play {
        player,
        card,
        again: false,
    }) = ev.first().map(|l| &l.event)
    else {
        return None;
    };
    if *player != p {
        return None;
    }
    let own = Some(Cause {
        card: *card,
        owner: p,
    });
    let mut bonus = vec![];
    let mut n = 1;
    while let Some(Logged {
        event: Event::Plus(q, r, x),
        cause,
    }) = ev.get(n)
    {
        if *q != p || *r == Resource::Cards || *x < 0 || !(cause.is_none() || *cause == own) {
            break;
        }
        bonus.push((*r, *x));
        n += 1;
    }
    Some((*card, bonus, n))
}

impl Locale {
    /// The log lines of `events`, for a reader.
    ///
    /// - `viewer`: `None` renders everything (every card named: scenario logs and
    ///   snapshots, debugging); `Some(p)` renders what player `p` may know: their own
    ///   draws, looked-at cards, face-down set-aside cards and cards on their private mats
    ///   (Native Village) are named, another player's only counted ("Bob draws 5 cards.",
    ///   "Bob puts a card onto their Native Village mat."), and so are cards moving from
    ///   such hidden places into a hand or onto a deck.
    /// - `grouped`: `false` gives one line per event (the scenario snapshots' form);
    ///   `true` merges like online clients: a card played with the bonuses it gives
    ///   ("Alice plays Fishing Village, +2 Actions, +$1."), consecutive plays of copies of
    ///   a card or of Treasures ("Alice plays 4 Coppers, Silver, +$6."), bonuses in a row
    ///   ("Alice gets +2 Actions, +1 Buy."), a buy and its gain, and copies within a list
    ///   ("Alice draws 3 Coppers, 2 Estates.").
    ///
    /// Merging happens within `events` only: give the terminal everything logged since
    /// the last decision (`game.take_log()`) at once. The game-over event gives several
    /// lines (the end, each score, the winner). Call this only when logging is on: it
    /// never runs in simulations.
    ///
    /// A line caused by a card's ability names that card when it is not the card the
    /// line is grouped under ("Talisman: Alice gains City.", "Bob's Corsair: Alice trashes
    /// Silver."); grouped, such lines are also indented under the line of the card that
    /// caused them (a card played, a Duration resolving), as online clients do.
    pub fn render_log(
        &self,
        game: &Game,
        events: &[Logged],
        viewer: Option<PlayerId>,
        grouped: bool,
    ) -> Vec<String> {
        self.chunks(game, events, viewer, grouped, &mut Nest::default())
            .into_iter()
            .flat_map(|(_, lines, _)| lines)
            .collect()
    }

    /// The lines of `events` by chunk: (index of the chunk's first event, its lines, the
    /// open groups after it), from the groups open before them (`nest`, updated).
    pub(super) fn chunks(
        &self,
        game: &Game,
        events: &[Logged],
        viewer: Option<PlayerId>,
        grouped: bool,
        nest: &mut Nest,
    ) -> Vec<(usize, Vec<String>, Nest)> {
        let sees = |p: PlayerId| viewer.is_none_or(|v| v == p);
        let mut out = vec![];
        let mut i = 0;
        while i < events.len() {
            let (lines, used) = match grouped.then(|| self.group(game, &events[i..], &sees)) {
                Some(Some((line, used))) => (vec![line], used),
                _ => {
                    let s = self.line_for(game, &events[i].event, &sees, grouped);
                    (s.lines().map(str::to_string).collect(), 1)
                }
            };
            let chunk = &events[i..i + used];
            let opened = chunk.iter().rev().find_map(|l| opens(&l.event));
            let (depth, named) = nest.place(&chunk[0], opened);
            let lines = lines
                .into_iter()
                .map(|l| {
                    let l = match named {
                        Some(c) => self.caused(game, l, c, actor(&chunk[0].event)),
                        None => l,
                    };
                    if grouped {
                        "  ".repeat(depth as usize) + &l
                    } else {
                        l
                    }
                })
                .collect();
            out.push((i, lines, nest.clone()));
            i += used;
        }
        out
    }

    /// A line with the card that caused it named (`by`: the line's player).
    fn caused(&self, game: &Game, line: String, c: Cause, by: Option<PlayerId>) -> String {
        let mut args = vec![("line", Val::Text(line)), ("card", single_card(c.card))];
        if by.is_some_and(|p| p != c.owner) {
            args.push(("owner", self.player(game, c.owner)));
            return self.line(game, "log-cause-other", args);
        }
        self.line(game, "log-cause", args)
    }

    /// One event as a log line (several lines for the game's end). `hide`: the players
    /// whose hidden cards are only counted (a human at the table does not see the bots'
    /// draws); see [`Locale::render_log`], which also groups.
    pub fn event(&self, game: &Game, e: &Event, hide: &[PlayerId]) -> String {
        self.line_for(game, e, &|p| !hide.contains(&p), false)
    }

    /// The lines that several events make together, in the grouped log: (line, events used).
    fn group(
        &self,
        game: &Game,
        ev: &[Logged],
        sees: &dyn Fn(PlayerId) -> bool,
    ) -> Option<(String, usize)> {
        let cause = ev.first()?.cause;
        match &ev.first()?.event {
            // Copies of a card gained one after the other by one ability make one line
            // (Trader 1E: "Alice gains 3 Silvers.").
            Event::Gain(p, k, place) => {
                let n = (ev.iter())
                    .take_while(|e| {
                        e.cause == cause
                            && matches!(&e.event, Event::Gain(q, g, pl)
                                if q == p && g == k && pl == place)
                    })
                    .count();
                let line = self.gains_line(game, *p, (*k, n as u32), *place);
                (n >= 2).then_some((line, n))
            }
            // Draws one at a time (Watchtower, Library) make one line.
            Event::Draw(p, _) => {
                let mut all = vec![];
                let n = (ev.iter())
                    .take_while(|e| match &e.event {
                        Event::Draw(q, v) if q == p && e.cause == cause => {
                            all.extend_from_slice(v);
                            true
                        }
                        _ => false,
                    })
                    .count();
                let line = self.line_for(game, &Event::Draw(*p, all), sees, true);
                (n >= 2).then_some((line, n))
            }
            Event::Buy(p, k) => match ev.get(1).filter(|l| l.cause == cause).map(|l| &l.event) {
                Some(Event::Gain(q, g, Place::Discard)) if q == p && g == k => Some((
                    self.line(
                        game,
                        "log-buy",
                        vec![("player", self.player(game, *p)), ("card", single_card(*k))],
                    ),
                    2,
                )),
                _ => None,
            },
            Event::Play { player, .. } => self.group_plays(game, ev, *player),
            Event::Plus(p, ..) => {
                let plain = |e: &Logged| {
                    e.cause == cause
                        && matches!(&e.event, Event::Plus(q, r, x)
                        if q == p && *r != Resource::Cards && *x >= 0)
                };
                let n = ev.iter().take_while(|e| plain(e)).count();
                if n < 2 {
                    return None;
                }
                let bonuses = ev[..n]
                    .iter()
                    .filter_map(|e| match e.event {
                        Event::Plus(_, r, x) => Some((r, x)),
                        _ => None,
                    })
                    .collect();
                let line = self.line(
                    game,
                    "log-bonus",
                    vec![
                        ("player", self.player(game, *p)),
                        ("bonus", Val::Text(self.bonus(game, bonuses))),
                    ],
                );
                Some((line, n))
            }
            _ => None,
        }
    }

    /// Bonuses summed by resource, in the order they came, as text ("+2 Actions, +$1").
    fn bonus(&self, game: &Game, bonuses: Bonuses) -> String {
        let mut sum: Bonuses = vec![];
        for (r, n) in bonuses {
            match sum.iter_mut().find(|(x, _)| *x == r) {
                Some((_, m)) => *m += n,
                None => sum.push((r, n)),
            }
        }
        let items: Vec<String> = sum
            .iter()
            .filter_map(|&(r, n)| {
                let id = match r {
                    Resource::Actions => "bonus-actions",
                    Resource::Buys => "bonus-buys",
                    Resource::Coins => "bonus-coins",
                    Resource::Vp => "bonus-vp",
                    Resource::Cards => return None,
                };
                Some(self.line(game, id, vec![("count", Val::Num(n as i64))]))
            })
            .collect();
        self.join(items)
    }

    fn group_plays(&self, game: &Game, ev: &[Logged], p: PlayerId) -> Option<(String, usize)> {
        let (first, b0, mut used) = play_unit(ev, p)?;
        if b0.is_empty() {
            return None;
        }
        let db = &game.db;
        let treasure = |k: CardId| db.card(k).types.has(db.roles.treasure);
        let mut cards = vec![first];
        let mut bonuses = b0;
        while let Some((k, b, n)) = play_unit(&ev[used..], p) {
            let same_cause = ev[used].cause == ev[0].cause;
            if b.is_empty() || !same_cause || !(k == first || (treasure(first) && treasure(k))) {
                break;
            }
            cards.push(k);
            bonuses.extend(b);
            used += n;
        }
        let bonus = self.bonus(game, bonuses);
        let line = self.line(
            game,
            "log-play-bonus",
            vec![
                ("player", self.player(game, p)),
                ("count", Val::Num(cards.len() as i64)),
                ("cards", Val::Cards(collapse(&cards))),
                ("bonus", Val::Text(bonus)),
            ],
        );
        Some((line, used))
    }

    fn player(&self, game: &Game, p: PlayerId) -> Val {
        Val::Player(
            game.state
                .players
                .get(p.index())
                .map_or_else(|| format!("#{p}"), |x| x.name.clone()),
        )
    }

    /// A log message with its values (see [`Locale::message`]).
    fn line(&self, game: &Game, id: &str, args: Vec<(&str, Val)>) -> String {
        self.message(&game.db, id, args)
    }

    /// One event as text; `sees(p)`: whether the reader sees p's hidden cards.
    fn line_for(
        &self,
        game: &Game,
        e: &Event,
        sees: &dyn Fn(PlayerId) -> bool,
        grouped: bool,
    ) -> String {
        let db = &game.db;
        let one = |id: &str, p, k| self.one(game, id, p, k);
        let many = |id: &str, p, v: &[CardId]| self.many(game, grouped, id, p, v);
        let count = |id: &str, p, n| self.count(game, id, p, n);
        match e {
            Event::TurnStart {
                player,
                turn,
                extra,
            } => self.line(
                game,
                if *extra { "log-turn-extra" } else { "log-turn" },
                vec![
                    ("player", self.player(game, *player)),
                    ("turn", Val::Num(*turn as i64)),
                ],
            ),
            Event::Shuffle(p) => count("log-shuffle", *p, 0),
            Event::Draw(p, v) if sees(*p) => many("log-draw", *p, v),
            Event::Draw(p, v) => count("log-draw-hidden", *p, v.len()),
            Event::Play {
                player,
                card,
                again,
            } => one(
                if *again { "log-play-again" } else { "log-play" },
                *player,
                *card,
            ),
            Event::Buy(p, k) => one("log-buy", *p, *k),
            Event::Gain(p, k, place) => self.gain_line(game, *p, *k, *place),
            Event::Trash(p, v) => many("log-trash", *p, v),
            Event::Discard(p, v) => many("log-discard", *p, v),
            Event::Reveal(p, v) if v.is_empty() => count("log-reveal-none", *p, 0),
            Event::Reveal(p, v) => many("log-reveal", *p, v),
            Event::LookAt(p, v) if sees(*p) => many("log-look", *p, v),
            Event::LookAt(p, v) => count("log-look-hidden", *p, v.len()),
            Event::Put(p, v, to, from) => {
                let hidden =
                    !sees(*p) && !public_from(db, *from) && !public_to(db, *to) && !v.is_empty();
                self.put_line(game, (*p, v, *to), hidden, grouped)
            }
            Event::SetAside(p, v, true) if !sees(*p) => {
                count("log-set-aside-face-down-hidden", *p, v.len())
            }
            Event::SetAside(p, v, true) => many("log-set-aside-face-down", *p, v),
            Event::SetAside(p, v, false) => many("log-set-aside", *p, v),
            Event::Exchange(p, a, b) => self.line(
                game,
                "log-exchange",
                vec![
                    ("player", self.player(game, *p)),
                    ("card", single_card(*a)),
                    ("other", single_card(*b)),
                ],
            ),
            Event::Plus(p, r, n) => self.plus_line(game, *p, *r, *n),
            Event::Name(p, k) => one("log-name", *p, *k),
            Event::Unaffected(p) => count("log-unaffected", *p, 0),
            Event::Delayed(p, k) => one("log-delayed", *p, *k),
            Event::ExtraTurn(p) => count("log-extra-turn", *p, 0),
            Event::Cancelled(p, k) => one("log-cancelled", *p, *k),
            Event::Token(..) | Event::PileToken(..) | Event::OwnToken(..) => {
                self.token_line(game, e)
            }
            Event::Pass(p, q, k) => self.pass_line(game, (*p, *q, *k), sees(*p) || sees(*q)),
            Event::GameOver { scores, winners } => self.game_over(game, scores, winners),
        }
    }

    /// A token moved: onto a shared mat, a pile or a player's own mat.
    fn token_line(&self, game: &Game, e: &Event) -> String {
        let db = &game.db;
        match e {
            Event::Token(p, m) => self.line(
                game,
                "log-token",
                vec![("player", self.player(game, *p)), ("mat", Val::Mat(*m))],
            ),
            Event::PileToken(p, t, k) => self.line(
                game,
                "log-pile-token",
                vec![
                    ("player", self.player(game, *p)),
                    ("token", Val::Text(self.token_name(db, *t))),
                    ("card", single_card(*k)),
                ],
            ),
            Event::OwnToken(p, t, m) => self.line(
                game,
                "log-token-own",
                vec![
                    ("player", self.player(game, *p)),
                    ("token", Val::Text(self.token_name(db, *t))),
                    ("mat", Val::Mat(*m)),
                ],
            ),
            _ => String::new(),
        }
    }

    /// A card passed from player `p` to `q`: named only to the two of them (`seen`).
    fn pass_line(
        &self,
        game: &Game,
        (p, q, k): (PlayerId, PlayerId, CardId),
        seen: bool,
    ) -> String {
        let id = if seen { "log-pass" } else { "log-pass-hidden" };
        let args = vec![
            ("player", self.player(game, p)),
            ("other", self.player(game, q)),
            ("card", single_card(k)),
        ];
        self.line(game, id, args)
    }

    /// `id` about a player and one card.
    fn one(&self, game: &Game, id: &str, p: PlayerId, k: CardId) -> String {
        let args = vec![("player", self.player(game, p)), ("card", single_card(k))];
        self.line(game, id, args)
    }

    /// `id` about a player and cards (`grouped`: copies of a card as one entry).
    fn many(&self, game: &Game, grouped: bool, id: &str, p: PlayerId, v: &[CardId]) -> String {
        let list = if grouped { collapse(v) } else { single(v) };
        let args = vec![
            ("player", self.player(game, p)),
            ("count", Val::Num(v.len() as i64)),
            ("cards", Val::Cards(list)),
        ];
        self.line(game, id, args)
    }

    /// `id` about a player and a number.
    fn count(&self, game: &Game, id: &str, p: PlayerId, n: usize) -> String {
        let args = vec![
            ("player", self.player(game, p)),
            ("count", Val::Num(n as i64)),
        ];
        self.line(game, id, args)
    }

    /// A player gained a card to a place.
    fn gain_line(&self, game: &Game, p: PlayerId, k: CardId, place: Place) -> String {
        self.gains_line(game, p, (k, 1), place)
    }

    /// A player gained `n` copies of a card to a place, one after the other (`$card` is
    /// then "2 Silvers").
    fn gains_line(&self, game: &Game, p: PlayerId, (k, n): (CardId, u32), place: Place) -> String {
        let mut args = vec![
            ("player", self.player(game, p)),
            ("card", Val::Cards(vec![(k, n)])),
        ];
        let id = match place {
            Place::Mat(m) => {
                args.push(("mat", Val::Mat(m)));
                return self.line(game, "log-gain-mat", args);
            }
            Place::Hand => "log-gain-hand",
            Place::Deck => "log-gain-deck",
            Place::SetAside => "log-gain-aside",
            Place::Trash => "log-gain-trash",
            _ => "log-gain",
        };
        self.line(game, id, args)
    }

    /// A player got `+n` (or `-$n`) of a resource.
    fn plus_line(&self, game: &Game, p: PlayerId, r: Resource, n: i32) -> String {
        let (id, n) = match r {
            Resource::Actions => ("log-plus-actions", n),
            Resource::Buys => ("log-plus-buys", n),
            Resource::Coins if n < 0 => ("log-minus-coins", -n),
            Resource::Coins => ("log-plus-coins", n),
            Resource::Vp => ("log-plus-vp", n),
            Resource::Cards => ("log-draw-hidden", n),
        };
        self.count(game, id, p, n.max(0) as usize)
    }

    /// The cards a player put somewhere (`(p, v, to)`): their number only if `hidden`.
    fn put_line(
        &self,
        game: &Game,
        (p, v, to): (PlayerId, &[CardId], Place),
        hidden: bool,
        grouped: bool,
    ) -> String {
        let list = |v: &[CardId]| if grouped { collapse(v) } else { single(v) };
        let id = match to {
            Place::Hand => "log-put-hand",
            Place::Deck => "log-put-deck",
            Place::InDeck { under, bottom } => {
                let mut args = vec![
                    ("player", self.player(game, p)),
                    ("count", Val::Num(v.len() as i64)),
                    ("under", Val::Num(under as i64)),
                ];
                let id = if bottom {
                    "log-put-deck-bottom"
                } else {
                    "log-put-deck-under"
                };
                if hidden {
                    return self.line(game, &format!("{id}-hidden"), args);
                }
                args.push(("cards", Val::Cards(list(v))));
                return self.line(game, id, args);
            }
            Place::Discard => "log-put-discard",
            Place::SetAside => "log-put-aside",
            Place::Trash => "log-put-trash",
            Place::Supply => "log-put-supply",
            Place::Play => "log-put-play",
            Place::Mat(m) => {
                let mut args = vec![
                    ("player", self.player(game, p)),
                    ("count", Val::Num(v.len() as i64)),
                    ("mat", Val::Mat(m)),
                ];
                if !hidden {
                    args.push(("cards", Val::Cards(list(v))));
                }
                let id = if hidden {
                    "log-put-mat-hidden"
                } else {
                    "log-put-mat"
                };
                return self.line(game, id, args);
            }
        };
        let mut args = vec![
            ("player", self.player(game, p)),
            ("count", Val::Num(v.len() as i64)),
        ];
        if hidden {
            return self.line(game, &format!("{id}-hidden"), args);
        }
        args.push(("cards", Val::Cards(list(v))));
        self.line(game, id, args)
    }

    /// The end of the game: a heading, every player's score, the winner or winners.
    fn game_over(&self, game: &Game, scores: &[i32], winners: &[PlayerId]) -> String {
        let mut lines = vec![self.line(game, "log-game-over", vec![])];
        for (p, sc) in scores.iter().enumerate() {
            lines.push(self.line(
                game,
                "log-score",
                vec![
                    ("player", self.player(game, PlayerId::from_index(p))),
                    ("score", Val::Num(*sc as i64)),
                ],
            ));
        }
        let names: Vec<String> = winners
            .iter()
            .filter_map(|&w| game.state.players.get(w.index()))
            .map(|p| p.name.clone())
            .collect();
        lines.push(match names.as_slice() {
            [one] => self.line(
                game,
                "log-winner",
                vec![("player", Val::Player(one.clone()))],
            ),
            _ => self.line(
                game,
                "log-shared",
                vec![("players", Val::Text(self.join(names)))],
            ),
        });
        lines.join("\n")
    }
}

fn single_card(k: CardId) -> Val {
    Val::card(k)
}

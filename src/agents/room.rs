//! What a player's deck holds, for the heuristic bot's rules of thumb on how many Kingdom
//! cards it takes and how much money it has: counted once, then kept per player and
//! brought up to date with the cards the game notes as come or gone (`Owned`,
//! src/engine/memo.rs).

use super::Profiles;
use crate::db::CardId;
use crate::engine::Game;

/// The card has a Kingdom pile in this game's Supply.
pub(super) fn from_kingdom_pile(game: &Game, k: CardId) -> bool {
    (game.state.pile_of.get(k.index()).copied().flatten())
        .is_some_and(|p| game.state.supply[p as usize].kingdom)
}

/// What a player owns (deck, hand, discard pile and play), counted in one pass: the
/// copies of each kind and the totals the bot's rules read. The buffers are kept from one
/// count to the next.
#[derive(Default, Clone)]
pub(super) struct Room {
    /// Copies owned, by kind (only the kinds in `kinds` are non-zero).
    counts: Vec<u16>,
    /// The kinds owned.
    kinds: Vec<CardId>,
    /// How many cards those are.
    size: usize,
    /// Terminal Actions (no +Action) owned.
    terminals: usize,
    /// Cards from Kingdom piles owned.
    kingdom: usize,
    /// The coins the Treasures owned give in all.
    pub(super) money: i32,
}

impl Room {
    /// Count what `player` owns now.
    fn count(&mut self, game: &Game, profiles: &Profiles, player: u8) {
        // The kinds' list taken out and the counts as a slice: the loop over the cards
        // keeps both in registers.
        let mut kinds = std::mem::take(&mut self.kinds);
        let counts = &mut self.counts;
        for k in kinds.drain(..) {
            counts[k.index()] = 0;
        }
        if counts.len() < game.db.cards.len() {
            counts.resize(game.db.cards.len(), 0);
        }
        let counts = &mut counts[..];
        let me = &game.state.players[player as usize];
        let of = &game.state.kinds[..];
        let mut size = 0;
        for z in [&me.deck[..], &me.hand[..], &me.discard[..], &me.play[..]] {
            size += z.len();
            for &i in z {
                let k = of[i.index()];
                let c = &mut counts[k.index()];
                if *c == 0 {
                    kinds.push(k);
                }
                *c += 1;
            }
        }
        let (mut terminals, mut kingdom, mut money) = (0, 0, 0);
        for &k in kinds.iter() {
            let n = counts[k.index()];
            let pr = profiles.get(k);
            if pr.terminal {
                terminals += n as usize;
            }
            if from_kingdom_pile(game, k) {
                kingdom += n as usize;
            }
            money += pr.money * i32::from(n);
        }
        (self.size, self.terminals, self.kingdom, self.money) = (size, terminals, kingdom, money);
        self.kinds = kinds;
    }

    /// One more copy of kind `k` (`came`), or one fewer.
    fn change(&mut self, game: &Game, profiles: &Profiles, k: CardId, came: bool) {
        let d = if came { 1 } else { -1 };
        let Some(c) = self.counts.get_mut(k.index()) else {
            return;
        };
        if came && *c == 0 && !self.kinds.contains(&k) {
            self.kinds.push(k);
        }
        *c = c.wrapping_add_signed(d as i16);
        let step = |n: &mut usize| *n = n.wrapping_add_signed(d);
        step(&mut self.size);
        let pr = profiles.get(k);
        if pr.terminal {
            step(&mut self.terminals);
        }
        if from_kingdom_pile(game, k) {
            step(&mut self.kingdom);
        }
        self.money += pr.money * d as i32;
    }

    /// The same counts as `o`'s (the debug builds' check of kept counts).
    fn same(&self, o: &Room) -> bool {
        let copies = |r: &Room, k: CardId| r.counts.get(k.index()).copied().unwrap_or(0);
        (self.size, self.terminals, self.kingdom, self.money)
            == (o.size, o.terminals, o.kingdom, o.money)
            && (self.kinds.iter().chain(&o.kinds)).all(|&k| copies(self, k) == copies(o, k))
    }

    /// The deck has room for no Kingdom card at all (money first: one Kingdom card per 5
    /// cards): [`Room::has_room`] is false for every card.
    pub(super) fn full(&self) -> bool {
        self.kingdom * 5 >= self.size
    }

    /// The deck has room for another copy of this Kingdom card: one terminal Action per 8
    /// cards, two copies of a card at most, and money first (one Kingdom card per 5 cards).
    pub(super) fn has_room(&self, profiles: &Profiles, k: CardId) -> bool {
        self.has_room_for(profiles.get(k).terminal, k)
    }

    /// The deck has room for another terminal Action (one per 8 cards; the rest of
    /// [`Room::has_room`] aside).
    #[inline]
    pub(super) fn terminal_room(&self) -> bool {
        self.terminals * 8 < self.size
    }

    /// The copies of kind `k` owned.
    #[inline]
    pub(super) fn copies(&self, k: CardId) -> u16 {
        self.counts.get(k.index()).map_or(0, |&n| n)
    }

    /// [`Room::has_room`] for a card known to be a terminal Action or not.
    #[inline]
    pub(super) fn has_room_for(&self, terminal: bool, k: CardId) -> bool {
        self.kingdom * 5 < self.size
            && !(terminal && self.terminals * 8 >= self.size)
            && self.counts.get(k.index()).map_or(0, |&n| n) < 2
    }
}

/// Each player's [`Room`], with the stamp of what the player held when it was last
/// brought up to date (`None`: not counted, or counted in a state without stamps).
#[derive(Default, Clone)]
pub(super) struct Rooms {
    /// By seat.
    rooms: Vec<(Option<(u64, u32)>, Room)>,
}

impl Rooms {
    /// What `player` owns now: the counts kept for them, brought up to date with the
    /// changes the game noted since (`Owned`, src/engine/memo.rs), or counted again
    /// when it no longer has them all.
    pub(super) fn of(&mut self, game: &Game, profiles: &Profiles, player: u8) -> &Room {
        let p = player as usize;
        if self.rooms.len() <= p {
            self.rooms.resize_with(p + 1, Default::default);
        }
        let owned = &game.state.owned;
        let (at, room) = &mut self.rooms[p];
        let kept = at
            .and_then(|a| owned.since(player, a))
            .is_some_and(|changes| {
                for (i, came) in changes {
                    room.change(game, profiles, game.kind(i), came);
                }
                // A quick turn's buy gains a card without noting it: then the sizes differ.
                let me = &game.state.players[p];
                room.size == me.own_zones_len()
            });
        if !kept {
            room.count(game, profiles, player);
        } else if cfg!(debug_assertions) {
            let mut fresh = Room::default();
            fresh.count(game, profiles, player);
            assert!(
                fresh.same(room),
                "the kept counts of player {player}'s cards differ from a count: a change \
                 to what they hold was not noted (Owned, src/engine/memo.rs)"
            );
        }
        *at = owned.stamp(player);
        room
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::db::Db;
    use crate::engine::{Choice, Config, Loc, Move, PlayerId, Status, Zone};
    use std::sync::Arc;

    /// The embedded cards, with one test card that sets a card from the hand aside and
    /// puts it anywhere in the deck (no card of the sets puts a card from outside a
    /// player's four zones into their deck that way).
    fn db() -> Arc<Db> {
        let src = crate::load::EMBEDDED_CARDS;
        let at = src
            .rfind("    ],\n)")
            .expect("the cards list ends the file");
        let card = r#"
        (
            id: "test_dig", name: "Dig", sets: ["base"], cost: 2, types: ["Action"], kingdom: true,
            rules: "
                +1 action.
                set aside a card from your hand. put it anywhere in your deck.
            ",
        ),
"#;
        let text = format!("{}{}{}", &src[..at], card, &src[at..]);
        Arc::new(crate::load_db("cards.ron + test card", &text).expect("the test card loads"))
    }

    /// A two-player game of this Kingdom.
    fn game(db: &Arc<Db>, names: &[&str], seed: u64) -> Game {
        let kingdom = names.iter().map(|n| db.find(n).expect(n)).collect();
        let cfg = Config::new(vec!["A".into(), "B".into()], kingdom, seed);
        Game::new(db.clone(), &cfg).expect("setup")
    }

    /// A fresh count of what `player` holds.
    fn counted(game: &Game, profiles: &Profiles, player: u8) -> Room {
        let mut r = Room::default();
        r.count(game, profiles, player);
        r
    }

    /// The stamp of what a player holds moves with a card gained, trashed or passed
    /// (for each player whose four zones it enters or leaves), not with a draw or a
    /// discard; the journal says which card came or left; a copy, a new set-up and a
    /// zone listed for a position start afresh.
    #[test]
    fn stamps_move_with_what_a_player_holds() {
        let db = db();
        let mut g = game(&db, &["Village", "Smithy", "Chapel", "Market", "Dig"], 1);
        let o = |g: &Game, p: u8| g.state.owned.stamp(p).expect("a stamp");
        let since = |g: &Game, p: u8, at| {
            (g.state.owned.since(p, at).map(|c| c.collect::<Vec<_>>())).expect("journal")
        };
        let (a, b) = (PlayerId(0), PlayerId(1));
        // A card set aside leaves; put into the deck, it comes back (`src/engine/ops.rs`).
        let dig = *g
            .state
            .supply
            .iter()
            .find(|p| g.kind(p.cards[0]) == db.find("Dig").expect("Dig"))
            .expect("Dig's pile")
            .cards
            .last()
            .expect("a card");
        g.move_to(
            dig,
            Loc {
                zone: Zone::Hand,
                owner: 0,
            },
        );
        assert_eq!(g.run().expect("run"), Status::Decide);
        let s = o(&g, 0);
        g.answer(Choice::Move(Move::Play(dig))).expect("play");
        // The card to set aside (unless all are alike) and where it goes.
        while g.run().expect("run") == Status::Decide {
            let c = match &g.decision().expect("a decision").kind {
                crate::engine::DecisionKind::Cards { options, .. } => {
                    Choice::Cards(vec![options[0]])
                }
                crate::engine::DecisionKind::Position { .. } => Choice::Index(0),
                _ => break,
            };
            g.answer(c).expect("answer");
        }
        let h = *g.state.players[0].deck.last().expect("the card put back");
        assert_eq!(
            since(&g, 0, s),
            [(h, false), (h, true)],
            "set aside, put back"
        );
        let s = o(&g, 0);
        g.draw(a, 2);
        let h = g.state.players[0].hand[0];
        g.move_to(
            h,
            Loc {
                zone: Zone::Discard,
                owner: 0,
            },
        );
        assert_eq!(o(&g, 0), s, "a draw or a discard changes nothing");
        let h = g.state.players[0].hand[0];
        g.move_to(
            h,
            Loc {
                zone: Zone::Trash,
                owner: 0,
            },
        );
        assert_eq!(since(&g, 0, s), [(h, false)], "a trashed card left");
        let s = o(&g, 0);
        let c = *g.state.supply[0].cards.last().expect("a card");
        g.move_to(
            c,
            Loc {
                zone: Zone::Discard,
                owner: 0,
            },
        );
        assert_eq!(since(&g, 0, s), [(c, true)], "a gained card came");
        let (s, t) = (o(&g, 0), o(&g, 1));
        let h = g.state.players[0].hand[0];
        g.move_to(
            h,
            Loc {
                zone: Zone::Hand,
                owner: 1,
            },
        );
        assert_eq!(
            (since(&g, 0, s), since(&g, 1, t)),
            (vec![(h, false)], vec![(h, true)])
        );
        // The direct gain of a bought card (nothing in this Kingdom reacts to buying).
        let s = o(&g, 1);
        g.state.turn.buys = 1;
        let k = g.kind(*g.state.supply[0].cards.last().expect("a card"));
        g.buy(b, k);
        let c = *g.state.players[1].discard.last().expect("the bought card");
        assert_eq!(g.kind(c), k);
        assert_eq!(since(&g, 1, s), [(c, true)], "a bought card came");
        // A copy has its own lineage, with its original's past up to the copy: it reads
        // the changes since a stamp taken there then (or before), not since one taken
        // there after (the two changed apart).
        let before = o(&g, 0);
        let mut copy = g.clone();
        assert_ne!(o(&copy, 0), before, "a copy's own lineage");
        assert_eq!(
            since(&copy, 0, before),
            [],
            "the original's stamp at the copy"
        );
        let h = copy.state.players[0].hand[0];
        copy.move_to(
            h,
            Loc {
                zone: Zone::Trash,
                owner: 0,
            },
        );
        assert_eq!(
            since(&copy, 0, before),
            [(h, false)],
            "and the copy's changes since"
        );
        let h = g.state.players[0].hand[1];
        g.move_to(
            h,
            Loc {
                zone: Zone::Trash,
                owner: 0,
            },
        );
        assert!(
            copy.state.owned.since(0, o(&g, 0)).is_none(),
            "not the original's stamp after the copy"
        );
        let cfg = Config::new(vec!["A".into(), "B".into()], vec![g.kind(dig)], 1);
        copy.setup(&cfg).expect("setup");
        assert!(
            copy.state.owned.since(0, before).is_none(),
            "a copy set up anew has no past"
        );
        let s = o(&g, 0);
        g.zone_list(Loc {
            zone: Zone::Hand,
            owner: 0,
        });
        assert!(
            g.state.owned.since(0, s).is_none(),
            "a change of unknown cards"
        );
        let (s, t) = (o(&g, 0), o(&g, 1));
        g.setup(&Config::new(
            vec!["A".into(), "B".into()],
            vec![db.find("Village").expect("Village")],
            3,
        ))
        .expect("setup");
        assert!(g.state.owned.since(0, s).is_none() && g.state.owned.since(1, t).is_none());
    }

    /// Heuristic games (and games against `big-money`, whose quick turns gain bought
    /// cards without noting them) of Kingdoms whose cards move cards into and out of
    /// the players' four zones every way there is (gained, trashed, passed, set aside,
    /// put onto mats, returned to the Supply, put from the trash into the deck): at
    /// every decision, each player's kept counts are a fresh count's.
    #[test]
    fn kept_counts_are_counts() {
        let db = db();
        let kingdoms: [&[&str]; 4] = [
            &[
                "Dig",
                "Chapel",
                "Masquerade",
                "Village",
                "Smithy",
                "Market",
                "Moneylender",
            ],
            &[
                "Island",
                "Haven",
                "Native Village",
                "Ambassador",
                "Lookout",
                "Salvager",
            ],
            &[
                "Dig",
                "Remodel",
                "Mine",
                "Bureaucrat",
                "Thief",
                "Witch",
                "Cellar",
            ],
            &[
                "Sentry",
                "Swindler",
                "Trading Post",
                "Upgrade",
                "Courtyard",
                "Dig",
                "Lurker",
            ],
        ];
        let mut profiles = Profiles::default();
        let mut checked = 0;
        for (n, names) in kingdoms.iter().enumerate() {
            for (seed, bots) in [
                (1, ["heuristic", "heuristic"]),
                (2, ["heuristic", "big-money"]),
                (3, ["heuristic", "heuristic"]),
                (4, ["big-money", "heuristic"]),
            ] {
                let mut g = game(&db, names, seed + 10 * n as u64);
                profiles.refresh(&g);
                let mut bots: Vec<_> = (0..2)
                    .map(|s| crate::agents::make(bots[s], seed, s).expect("bot"))
                    .collect();
                let mut rooms = Rooms::default();
                while g.run().expect("run") == Status::Decide && g.state.turn.number < 120 {
                    for p in 0..2 {
                        let kept = rooms.of(&g, &profiles, p);
                        assert!(kept.same(&counted(&g, &profiles, p)), "player {p}");
                        checked += 1;
                    }
                    let d = g.decision().expect("decision").clone();
                    let c = bots[d.player.index()].choose(&g, &d);
                    g.answer(c).expect("answer");
                }
            }
        }
        // (Fewer since the bot plays all its Treasures with one answer: 4,132.)
        assert!(checked > 4000, "{checked} counts checked");
    }
}

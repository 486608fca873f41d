//! The heuristic bot's choices are not self-defeating: each test puts it in a position
//! where one answer throws something away, and a control where the other answer is right.

use dominion::agents::{self, Agent};
use dominion::db::{CardId, Db};
use dominion::engine::{Choice, Config, DecisionKind, Game, Inst, Loc, Status, Zone};
use std::sync::{Arc, OnceLock};

fn db() -> Arc<Db> {
    static DB: OnceLock<Arc<Db>> = OnceLock::new();
    DB.get_or_init(|| Arc::new(dominion::embedded_db().expect("embedded cards.ron")))
        .clone()
}

fn card(name: &str) -> CardId {
    db().find(name).unwrap_or_else(|| panic!("no card {name}"))
}

/// A two-player game with this Kingdom, nothing dealt: the zones are set by the test.
fn game(kingdom: &[&str]) -> Game {
    game_with(kingdom, vec![])
}

/// The same, with some piles' sizes set.
fn game_with(kingdom: &[&str], pile_sizes: Vec<(CardId, u16)>) -> Game {
    let cfg = Config {
        players: vec!["Bot".into(), "Other".into()],
        kingdom: kingdom.iter().map(|n| card(n)).collect(),
        colonies: false,
        seed: 3,
        pile_sizes,
        logging: false,
        deal: false,
        auto_end: false,
    };
    Game::new(db(), &cfg).expect("setup")
}

fn put(g: &mut Game, player: u8, zone: Zone, cards: &[&str]) -> Vec<Inst> {
    let loc = Loc {
        zone,
        owner: player,
    };
    cards
        .iter()
        .map(|n| {
            let i = g.state.create(card(n), loc);
            g.zone_list(loc).push(i);
            i
        })
        .collect()
}

/// Let heuristic bots play until `stop` says so (or the turn ends), recording every
/// yes/no answer of seat 0 with the card that asked.
fn play_until(g: &mut Game, stop: impl Fn(&Game) -> bool) -> Vec<(CardId, bool)> {
    let mut bots: Vec<Box<dyn Agent>> = (0..2)
        .map(|s| agents::make("heuristic", 3, s).expect("bot"))
        .collect();
    let mut answers = vec![];
    g.run().expect("runs");
    let turn = g.state.turn.number;
    for _ in 0..200 {
        if stop(g) || g.state.turn.number != turn {
            break;
        }
        match g.run().expect("runs") {
            Status::Over => break,
            Status::Decide => {
                let d = g.decision().expect("a decision").clone();
                let c = bots[d.player as usize].choose(g, &d);
                if let (DecisionKind::YesNo, Choice::Yes(y), 0) = (&d.kind, &c, d.player) {
                    answers.push((d.card.expect("a card asks"), *y));
                }
                g.answer(c).expect("a legal answer");
            }
        }
    }
    answers
}

fn owns(g: &Game, player: u8, name: &str) -> usize {
    let p = &g.state.players[player as usize];
    let k = card(name);
    [&p.deck, &p.hand, &p.discard, &p.play]
        .iter()
        .flat_map(|z| z.iter())
        .filter(|&&i| g.kind(i) == k)
        .count()
}

#[test]
fn keeps_a_card_it_just_bought_instead_of_a_silver() {
    // Late in the game (2 Provinces left) the bot buys an Estate with $2 for its VP; a
    // Silver is worth more to a deck, but the bot bought the Estate because it wanted it.
    let mut g = game_with(&["Trader (2E)"], vec![(card("Province"), 2)]);
    put(&mut g, 0, Zone::Deck, &["Copper"; 6]);
    put(&mut g, 0, Zone::Hand, &["Trader (2E)", "Silver"]);
    let answers = play_until(&mut g, |_| false);
    assert_eq!(owns(&g, 0, "Estate"), 1, "the Estate was kept: {answers:?}");
    assert_eq!(owns(&g, 0, "Silver"), 1, "{answers:?}");
    assert!(
        answers.contains(&(card("Trader (2E)"), false)),
        "the bot was asked and said no: {answers:?}"
    );
}

#[test]
fn swaps_a_curse_it_is_given_for_a_silver() {
    let mut g = game(&["Trader (2E)", "Mountebank"]);
    put(&mut g, 1, Zone::Deck, &["Copper"; 6]);
    put(&mut g, 1, Zone::Hand, &["Mountebank", "Copper"]);
    put(&mut g, 0, Zone::Hand, &["Trader (2E)", "Copper", "Copper"]);
    put(&mut g, 0, Zone::Deck, &["Copper"; 5]);
    // It is the other player's turn: they play Mountebank, the bot gains a Curse.
    g.state.turn.player = 1;
    let answers = play_until(&mut g, |g| {
        g.state.turn.phase != dominion::engine::Phase::Action
    });
    assert!(
        answers.contains(&(card("Trader (2E)"), true)),
        "the Curse is exchanged: {answers:?}"
    );
    assert_eq!(owns(&g, 0, "Curse"), 0);
    assert!(owns(&g, 0, "Silver") >= 1);
}

#[test]
fn haven_never_sets_aside_a_victory_card() {
    let mut g = game(&["Haven"]);
    put(&mut g, 0, Zone::Deck, &["Copper", "Copper"]);
    put(
        &mut g,
        0,
        Zone::Hand,
        &["Haven", "Estate", "Gold", "Copper", "Copper"],
    );
    play_until(&mut g, |g| {
        g.state.players[0].set_aside.len() + g.state.players[0].mats.iter().flatten().count() > 0
    });
    let aside: Vec<_> = g.state.players[0]
        .set_aside
        .iter()
        .map(|&i| g.db.card(g.kind(i)).name.clone())
        .collect();
    assert_eq!(aside.len(), 1, "Haven set a card aside: {aside:?}");
    assert_ne!(aside[0], "Estate");
}

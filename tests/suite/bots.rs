//! The heuristic bot's choices are not self-defeating: each test puts it in a position
//! where one answer throws something away, and a control where the other answer is right.

use dominion::agents::{self, Agent};
use dominion::db::{CardId, Db};
use dominion::engine::{
    Choice, Config, Decision, DecisionKind, Game, Inst, Loc, Phase, PlayerId, Status, Zone,
};
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
        pile_sizes,
        deal: false,
        auto_end: false,
        ..Config::new(
            vec!["Bot".into(), "Other".into()],
            kingdom.iter().map(|n| card(n)).collect(),
            3,
        )
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
    (trace(g, stop).into_iter())
        .filter_map(|(d, c)| match (&d.kind, c, d.player) {
            (DecisionKind::YesNo, Choice::Yes(y), PlayerId(0)) => {
                Some((d.card.expect("a card asks"), y))
            }
            _ => None,
        })
        .collect()
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
    g.state.turn.player = PlayerId(1);
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

// ---------------------------------------------------------------- the new decisions

/// Let heuristic bots play until `stop` says so (or the turn ends), returning every
/// decision with the bot's answer (each one legal: the engine takes it).
fn trace(g: &mut Game, stop: impl Fn(&Game) -> bool) -> Vec<(Decision, Choice)> {
    let mut bots: Vec<Box<dyn Agent>> = (0..2)
        .map(|s| agents::make("heuristic", 3, s).expect("bot"))
        .collect();
    let mut out = vec![];
    g.run().expect("runs");
    let turn = g.state.turn.number;
    for _ in 0..300 {
        if stop(g) || g.state.turn.number != turn {
            break;
        }
        match g.run().expect("runs") {
            Status::Over => break,
            Status::Decide => {
                let d = g.decision().expect("a decision").clone();
                let c = bots[d.player.index()].choose(g, &d);
                g.answer(c.clone()).expect("a legal answer");
                out.push((d, c));
            }
        }
    }
    out
}

/// The answers to the decisions `card` asked.
fn answers_of(t: &[(Decision, Choice)], card: &str) -> Vec<(DecisionKind, Choice)> {
    let k = self::card(card);
    (t.iter())
        .filter(|(d, _)| d.card == Some(k))
        .map(|(d, c)| (d.kind.clone(), c.clone()))
        .collect()
}

fn names(g: &Game, cards: &[Inst]) -> Vec<String> {
    cards
        .iter()
        .map(|&i| g.db.card(g.kind(i)).name.clone())
        .collect()
}

fn into_trash(g: &mut Game, name: &str) {
    let loc = Loc {
        zone: Zone::Trash,
        owner: 0,
    };
    let i = g.state.create(card(name), loc);
    g.zone_list(loc).push(i);
}

fn ended_action_phase(g: &Game) -> bool {
    g.state.turn.phase != Phase::Action
}

#[test]
fn pawn_chooses_two_different_options_and_no_action_with_none_to_play() {
    let mut g = game(&["Pawn"]);
    put(&mut g, 0, Zone::Deck, &["Copper"; 5]);
    put(
        &mut g,
        0,
        Zone::Hand,
        &["Pawn", "Copper", "Copper", "Estate"],
    );
    let t = trace(&mut g, ended_action_phase);
    let picks: Vec<u8> = answers_of(&t, "Pawn")
        .into_iter()
        .map(|(kind, c)| match (kind, c) {
            (DecisionKind::ChooseSome { .. }, Choice::Index(i)) => i,
            other => panic!("Pawn asks to choose two: {other:?}"),
        })
        .collect();
    assert_eq!(picks.len(), 2, "{picks:?}");
    assert_ne!(picks[0], picks[1]);
    // Options: +1 card, +1 action, +1 buy, +$1; no Action card is left to play.
    assert!(
        !picks.contains(&1),
        "no +1 action with nothing to play: {picks:?}"
    );
    // Control: another Pawn in hand: +1 action to play it.
    let mut g = game(&["Pawn"]);
    put(&mut g, 0, Zone::Deck, &["Copper"; 5]);
    put(&mut g, 0, Zone::Hand, &["Pawn", "Pawn", "Copper", "Estate"]);
    let t = trace(&mut g, ended_action_phase);
    let first: Vec<Choice> = (answers_of(&t, "Pawn").into_iter())
        .map(|(_, c)| c)
        .take(2)
        .collect();
    assert!(first.contains(&Choice::Index(1)), "{first:?}");
}

#[test]
fn courtier_reveals_a_card_and_takes_the_gold() {
    let mut g = game(&["Courtier"]);
    put(&mut g, 0, Zone::Deck, &["Copper"; 5]);
    put(
        &mut g,
        0,
        Zone::Hand,
        &["Courtier", "Copper", "Estate", "Silver"],
    );
    let t = trace(&mut g, ended_action_phase);
    assert!(answers_of(&t, "Courtier").len() >= 2, "{t:?}");
    assert_eq!(owns(&g, 0, "Gold"), 1, "one choice: the Gold");
}

fn embargoed(g: &Game, name: &str) -> usize {
    let p = g.state.pile_of[card(name).index()].expect("a pile") as usize;
    g.state.supply[p].tokens.len()
}

#[test]
fn embargo_goes_on_the_pile_the_other_player_bought() {
    let mut g = game(&["Embargo", "Smithy", "Village"]);
    put(&mut g, 0, Zone::Deck, &["Copper"; 5]);
    put(&mut g, 0, Zone::Hand, &["Embargo", "Copper", "Copper"]);
    put(&mut g, 1, Zone::Discard, &["Smithy", "Copper"]);
    trace(&mut g, ended_action_phase);
    assert_eq!(embargoed(&g, "Smithy"), 1);
    // Control: nothing bought yet, the Province (everybody buys it).
    let mut g = game(&["Embargo", "Smithy", "Village"]);
    put(&mut g, 0, Zone::Deck, &["Copper"; 5]);
    put(&mut g, 0, Zone::Hand, &["Embargo", "Copper", "Copper"]);
    trace(&mut g, ended_action_phase);
    assert_eq!(embargoed(&g, "Province"), 1);
    assert_eq!(embargoed(&g, "Smithy"), 0);
}

#[test]
fn no_buy_that_brings_curses_from_embargo_tokens() {
    let embargo = (db().tokens.iter())
        .position(|t| t.id == "embargo")
        .expect("the embargo token");
    for tokens in [0, 2] {
        let mut g = game(&["Embargo"]);
        let p = g.state.pile_of[card("Gold").index()].expect("pile") as usize;
        for _ in 0..tokens {
            g.state.supply[p]
                .tokens
                .push(dominion::db::TokenId::from_index(embargo));
        }
        put(&mut g, 0, Zone::Deck, &["Copper"; 5]);
        put(&mut g, 0, Zone::Hand, &["Gold", "Silver", "Silver"]);
        trace(&mut g, |_| false);
        let (gold, curse) = (owns(&g, 0, "Gold"), owns(&g, 0, "Curse"));
        if tokens == 0 {
            assert_eq!(gold, 2, "no token: a Gold");
        } else {
            assert_eq!(
                (gold, curse),
                (1, 0),
                "two tokens: not a Gold and two Curses"
            );
            assert_eq!(owns(&g, 0, "Silver"), 3, "a Silver instead");
        }
    }
}

#[test]
fn secret_passage_puts_a_victory_card_at_the_bottom_else_the_best_on_top() {
    let mut g = game(&["Secret Passage"]);
    put(
        &mut g,
        0,
        Zone::Deck,
        &["Copper", "Copper", "Copper", "Silver", "Silver"],
    );
    put(
        &mut g,
        0,
        Zone::Hand,
        &["Secret Passage", "Estate", "Copper", "Copper"],
    );
    let t = trace(&mut g, ended_action_phase);
    let where_to = |t: &[(Decision, Choice)]| {
        answers_of(t, "Secret Passage")
            .into_iter()
            .find_map(|(k, c)| match (k, c) {
                (DecisionKind::Position { size }, Choice::Index(i)) => Some((i, size)),
                _ => None,
            })
            .expect("asked where")
    };
    let (at, size) = where_to(&t);
    assert_eq!(at, size, "at the bottom");
    let deck = names(&g, &g.state.players[0].deck);
    assert_eq!(deck.first().map(String::as_str), Some("Estate"), "{deck:?}");
    // Control: no dead card in the hand: a card on top, for the next turn.
    let mut g = game(&["Secret Passage"]);
    put(
        &mut g,
        0,
        Zone::Deck,
        &["Copper", "Copper", "Copper", "Copper", "Copper"],
    );
    put(
        &mut g,
        0,
        Zone::Hand,
        &["Secret Passage", "Gold", "Copper", "Copper"],
    );
    let t = trace(&mut g, ended_action_phase);
    assert_eq!(where_to(&t).0, 0, "on top");
}

#[test]
fn masquerade_passes_the_worst_card_and_trashes_a_curse() {
    let mut g = game(&["Masquerade (2E)"]);
    put(&mut g, 0, Zone::Deck, &["Silver", "Copper"]);
    put(
        &mut g,
        0,
        Zone::Hand,
        &["Masquerade", "Curse", "Gold", "Estate"],
    );
    put(&mut g, 1, Zone::Hand, &["Silver", "Curse", "Copper"]);
    trace(&mut g, ended_action_phase);
    // The bot passes its Curse and trashes the one it is passed.
    assert_eq!(owns(&g, 1, "Curse"), 1, "the other player got a Curse back");
    assert_eq!(owns(&g, 0, "Curse"), 0);
    assert_eq!(g.state.trash.len(), 1);
    assert_eq!(owns(&g, 0, "Gold"), 1, "the Gold stays");
    assert_eq!(owns(&g, 1, "Silver"), 1, "the other bot keeps its Silver");
}

#[test]
fn ambassador_returns_estates_not_treasures() {
    let mut g = game(&["Ambassador"]);
    put(
        &mut g,
        0,
        Zone::Deck,
        &["Gold", "Silver", "Silver", "Copper", "Copper"],
    );
    put(
        &mut g,
        0,
        Zone::Hand,
        &["Ambassador", "Estate", "Estate", "Silver", "Gold"],
    );
    trace(&mut g, ended_action_phase);
    assert_eq!(owns(&g, 0, "Estate"), 0);
    assert_eq!(owns(&g, 1, "Estate"), 1, "the other player gains a copy");
    assert_eq!((owns(&g, 0, "Silver"), owns(&g, 0, "Gold")), (3, 2));
}

#[test]
fn swindler_gives_the_worst_card_of_the_cost() {
    for (top, worst) in [("Estate", "Estate"), ("Copper", "Curse")] {
        let mut g = game(&["Swindler", "Pawn", "Village"]);
        put(&mut g, 0, Zone::Deck, &["Copper"; 5]);
        put(&mut g, 0, Zone::Hand, &["Swindler", "Copper"]);
        put(&mut g, 1, Zone::Deck, &[top]);
        trace(&mut g, ended_action_phase);
        assert_eq!(owns(&g, 1, worst), 1, "{top} trashed: a {worst}");
    }
    // A Silver trashed: a $3 Kingdom card, not a Silver (money helps any deck).
    let mut g = game(&["Swindler", "Pawn", "Village"]);
    put(&mut g, 0, Zone::Deck, &["Copper"; 5]);
    put(&mut g, 0, Zone::Hand, &["Swindler", "Copper"]);
    put(&mut g, 1, Zone::Deck, &["Silver"]);
    trace(&mut g, ended_action_phase);
    assert_eq!(owns(&g, 1, "Silver"), 0);
    assert_eq!(owns(&g, 1, "Village") + owns(&g, 1, "Swindler"), 1);
}

#[test]
fn thief_trashes_the_best_treasure_and_gains_it_but_not_copper() {
    let mut g = game(&["Thief"]);
    put(&mut g, 0, Zone::Deck, &["Copper"; 5]);
    put(&mut g, 0, Zone::Hand, &["Thief", "Copper"]);
    put(&mut g, 1, Zone::Deck, &["Copper", "Silver", "Gold"]);
    trace(&mut g, ended_action_phase);
    assert_eq!(owns(&g, 0, "Gold"), 1, "the Gold is trashed and gained");
    assert_eq!(owns(&g, 1, "Silver"), 1);
    // Control: only Coppers: trashed, not gained.
    let mut g = game(&["Thief"]);
    put(&mut g, 0, Zone::Deck, &["Copper"; 5]);
    put(&mut g, 0, Zone::Hand, &["Thief", "Copper"]);
    put(&mut g, 1, Zone::Deck, &["Copper", "Copper"]);
    trace(&mut g, ended_action_phase);
    assert_eq!(owns(&g, 0, "Copper"), 6);
    assert_eq!(g.state.trash.len(), 1);
}

#[test]
fn pirate_ship_trashes_the_best_treasure_for_a_coin() {
    let mut g = game(&["Pirate Ship"]);
    put(&mut g, 0, Zone::Deck, &["Copper"; 5]);
    put(&mut g, 0, Zone::Hand, &["Pirate Ship", "Copper"]);
    put(&mut g, 1, Zone::Deck, &["Copper", "Silver", "Gold"]);
    trace(&mut g, ended_action_phase);
    assert_eq!(names(&g, &g.state.trash), ["Gold"]);
    assert_eq!(g.state.players[0].mat_tokens.iter().sum::<u32>(), 1);
}

#[test]
fn library_skips_actions_only_with_no_action_left() {
    let set_aside = |t: &[(Decision, Choice)], g: &Game| -> Vec<String> {
        answers_of(t, "Library")
            .into_iter()
            .flat_map(|(_, c)| match c {
                Choice::Cards(v) => names(g, &v),
                _ => vec![],
            })
            .collect()
    };
    let mut g = game(&["Library", "Village", "Smithy"]);
    put(
        &mut g,
        0,
        Zone::Deck,
        &["Copper", "Copper", "Copper", "Smithy"],
    );
    put(
        &mut g,
        0,
        Zone::Hand,
        &["Library", "Copper", "Copper", "Copper"],
    );
    let t = trace(&mut g, ended_action_phase);
    assert_eq!(set_aside(&t, &g), ["Smithy"], "no action left to play it");
    // Control: a Village first, an action left: the Smithy is kept and played.
    let mut g = game(&["Library", "Village", "Smithy"]);
    put(
        &mut g,
        0,
        Zone::Deck,
        &["Copper", "Copper", "Smithy", "Copper", "Copper"],
    );
    put(
        &mut g,
        0,
        Zone::Hand,
        &["Library", "Village", "Copper", "Copper"],
    );
    let t = trace(&mut g, ended_action_phase);
    assert!(
        answers_of(&t, "Library").len() == 1,
        "asked about the Smithy: {t:?}"
    );
    assert!(set_aside(&t, &g).is_empty(), "{t:?}");
    assert!(names(&g, &g.state.players[0].play).contains(&"Smithy".to_string()));
}

#[test]
fn navigator_discards_a_bad_five_and_keeps_a_good_one() {
    for (five, discards) in [
        (["Estate", "Curse", "Estate", "Copper", "Estate"], true),
        (["Gold", "Silver", "Gold", "Copper", "Silver"], false),
    ] {
        let mut g = game(&["Navigator"]);
        put(&mut g, 0, Zone::Deck, &["Copper"; 3]);
        put(&mut g, 0, Zone::Deck, &five);
        put(&mut g, 0, Zone::Hand, &["Navigator", "Copper"]);
        trace(&mut g, ended_action_phase);
        let discard = names(&g, &g.state.players[0].discard);
        assert_eq!(
            discard.len() == 5,
            discards,
            "{five:?}: discarded {discard:?}"
        );
    }
}

#[test]
fn pearl_diver_puts_a_good_bottom_card_on_top_not_a_bad_one() {
    for (bottom, on_top) in [("Gold", true), ("Estate", false)] {
        let mut g = game(&["Pearl Diver"]);
        put(&mut g, 0, Zone::Deck, &[bottom]);
        put(&mut g, 0, Zone::Deck, &["Copper"; 7]);
        put(&mut g, 0, Zone::Hand, &["Pearl Diver", "Copper"]);
        let t = trace(&mut g, ended_action_phase);
        let said = answers_of(&t, "Pearl Diver");
        assert_eq!(
            said,
            [(DecisionKind::YesNo, Choice::Yes(on_top))],
            "{bottom}"
        );
    }
}

#[test]
fn lurker_gains_an_action_from_the_trash() {
    let mut g = game(&["Lurker", "Smithy"]);
    into_trash(&mut g, "Smithy");
    put(&mut g, 0, Zone::Deck, &["Copper"; 5]);
    put(&mut g, 0, Zone::Hand, &["Lurker", "Copper"]);
    trace(&mut g, ended_action_phase);
    assert_eq!(owns(&g, 0, "Smithy"), 1);
    // Control: an empty trash: a card of the Supply is trashed instead.
    let mut g = game(&["Lurker", "Smithy"]);
    put(&mut g, 0, Zone::Deck, &["Copper"; 5]);
    put(&mut g, 0, Zone::Hand, &["Lurker", "Copper"]);
    trace(&mut g, ended_action_phase);
    assert_eq!(names(&g, &g.state.trash).len(), 1);
}

#[test]
fn ghost_ship_victim_keeps_its_best_cards_in_hand() {
    let mut g = game(&["Ghost Ship"]);
    put(&mut g, 0, Zone::Deck, &["Copper"; 5]);
    put(&mut g, 0, Zone::Hand, &["Ghost Ship", "Copper"]);
    put(
        &mut g,
        1,
        Zone::Hand,
        &["Gold", "Estate", "Silver", "Curse", "Copper"],
    );
    trace(&mut g, ended_action_phase);
    let mut hand = names(&g, &g.state.players[1].hand);
    hand.sort();
    assert_eq!(hand, ["Copper", "Gold", "Silver"]);
}

/// What the look-ahead takes instead of playing it out (the end of a line its deeper
/// look-ahead chose; an answer the last look-ahead foresaw) is what playing it out gives:
/// debug builds check each one, and Watchtower's and Trader's questions (a Buy phase's
/// gains, asked again and again) make both happen in a few games.
#[cfg(debug_assertions)]
#[test]
fn look_ahead_shortcuts_are_what_playing_out_gives() {
    let (kingdom, colonies) = dominion::sim::preset(&db(), "Instant Gratification").unwrap();
    let opts = dominion::sim::SimOptions {
        games: 6,
        bots: vec!["heuristic".into(), "heuristic".into()],
        kingdom,
        colonies,
        seed: 5,
        threads: 1,
    };
    let before = agents::lookahead_checks();
    dominion::sim::simulate(db(), &opts).expect("plays");
    let checked = agents::lookahead_checks() - before;
    assert!(checked >= 6, "only {checked} shortcuts checked");
}

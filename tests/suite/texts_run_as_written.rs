//! Texts that `check` accepted and that then ran as something else (issue "Every text
//! `check` accepts runs as written"): each now behaves as written in a scenario, or the
//! checker rejects it at its words. Each test fails with the fix taken out.

use crate::texts;

use dominion::agents;
use dominion::engine::{Config, Game, Status};
use dominion::load_db;
use std::sync::Arc;
use texts::{card, fails, messages, passes, typed_card, with_cards};

#[test]
fn you_may_on_the_top_cards_asks() {
    for rules in [
        "you may put the top 2 cards of your deck into your discard pile.",
        "you may discard the top 2 cards of your deck.",
    ] {
        let src = with_cards(&card("test_top", "Test Top", rules));
        passes(
            &src,
            r#"Scenario(
                title: "declined: the deck stays",
                kingdom: ["Test Top"],
                setup: {"Alice": (hand: ["Test Top"], deck: ["Gold", "Silver", "Copper"])},
                steps: [Play("Test Top"), No],
                expect: [Deck("Alice", ["Gold", "Silver", "Copper"]), Discard("Alice", [])],
            )"#,
        );
        passes(
            &src,
            r#"Scenario(
                title: "accepted: the top 2 are discarded",
                kingdom: ["Test Top"],
                setup: {"Alice": (hand: ["Test Top"], deck: ["Gold", "Silver", "Copper"])},
                steps: [Play("Test Top"), Yes],
                expect: [Deck("Alice", ["Copper"]), Discard("Alice", ["Gold", "Silver"])],
            )"#,
        );
    }
    let src = with_cards(&card(
        "test_look",
        "Test Look",
        "you may look at the top 3 cards of your deck. put the revealed cards into your hand.",
    ));
    let log = passes(
        &src,
        r#"Scenario(
            title: "declining the look: nothing is looked at",
            kingdom: ["Test Look"],
            setup: {"Alice": (hand: ["Test Look"], deck: ["Gold", "Silver", "Copper", "Estate"])},
            steps: [Play("Test Look"), No],
            expect: [Hand("Alice", []), Deck("Alice", ["Gold", "Silver", "Copper", "Estate"])],
        )"#,
    );
    assert!(!log.contains("looks at"), "{log}");
}

#[test]
fn cards_left_revealed_by_an_earlier_reveal_go_back_onto_the_deck() {
    let src = with_cards(&card(
        "test_two_reveals",
        "Test Two Reveals",
        "reveal cards from your deck until you reveal a Treasure, then put it into your hand. \
         reveal cards from your deck until you reveal a Treasure, then put it into your hand. \
         discard the other revealed cards.",
    ));
    passes(
        &src,
        r#"Scenario(
            title: "the first reveal's Estate is not stranded",
            kingdom: ["Test Two Reveals"],
            setup: {"Alice": (hand: ["Test Two Reveals"], deck: ["Estate", "Gold", "Duchy", "Silver", "Copper"])},
            steps: [Play("Test Two Reveals")],
            expect: [
                Hand("Alice", ["Gold", "Silver"]),
                Discard("Alice", ["Duchy"]),
                Deck("Alice", ["Estate", "Copper"]),
            ],
        )"#,
    );
}

#[test]
fn the_set_aside_cards_are_all_the_ability_set_aside() {
    let src = with_cards(&card(
        "test_set_asides",
        "Test Set Asides",
        "look at the top 3 cards of your deck. \
         you may set aside an Action card among the revealed cards. \
         you may set aside an Action card among the revealed cards. \
         discard the set aside cards.",
    ));
    passes(
        &src,
        r#"Scenario(
            title: "two set-asides, both discarded",
            kingdom: ["Test Set Asides", "Bazaar", "Oasis"],
            setup: {"Alice": (hand: ["Test Set Asides"], deck: ["Bazaar", "Oasis", "Copper", "Estate"])},
            steps: [Play("Test Set Asides"), Yes, Choose(["Oasis"]), Yes],
            expect: [Discard("Alice", ["Oasis", "Bazaar"]), Deck("Alice", ["Copper", "Estate"])],
        )"#,
    );
}

#[test]
fn the_gained_card_is_the_one_a_replacement_gained() {
    let src = with_cards(&card(
        "test_gained",
        "Test Gained",
        "gain a card costing up to $4. if the gained cards are all Actions: +1 action. \
         if the gained cards are all Treasures: +$1.",
    ));
    passes(
        &src,
        r#"Scenario(
            title: "Trader (1E) turns the gained Oasis into a Silver: the text sees the Silver",
            source: "seed 000, Trader note: the Silver is gained instead",
            kingdom: ["Test Gained", "Trader (1E)", "Oasis"],
            setup: {"Alice": (hand: ["Test Gained", "Trader (1E)"])},
            steps: [Play("Test Gained"), Choose(["Oasis"]), Yes],
            expect: [Discard("Alice", ["Silver"]), Coins(1), Actions(0), Supply("Oasis", 10)],
        )"#,
    );
}

#[test]
fn a_you_may_among_cards_of_which_none_matches_is_not_asked() {
    let src = with_cards(&card(
        "test_among",
        "Test Among",
        "look at the top 2 cards of your deck. you may set aside an Action card among them. \
         discard the set aside cards.",
    ));
    let log = passes(
        &src,
        r#"Scenario(
            title: "no Action among them: no question",
            kingdom: ["Test Among"],
            setup: {"Alice": (hand: ["Test Among"], deck: ["Copper", "Estate", "Gold"])},
            steps: [Play("Test Among")],
            expect: [Deck("Alice", ["Copper", "Estate", "Gold"]), Discard("Alice", [])],
        )"#,
    );
    assert!(log.contains("looks at"), "{log}");
}

#[test]
fn texts_that_can_only_loop_are_rejected() {
    let loops = [
        ("play this.", "cannot play itself"),
        (
            "+1 card. when you gain this: gain it onto your deck.",
            "set itself off again",
        ),
        (
            "+$1. when you trash this: trash it.",
            "set itself off again",
        ),
    ];
    for (rules, msg) in loops {
        let m = messages(&with_cards(&card("test_loop", "Test Loop", rules)));
        assert!(m.iter().any(|m| m.contains(msg)), "{rules}: {m:?}");
    }
    let nested = format!("{}+1 card.", "each player: ".repeat(12));
    let m = messages(&with_cards(&card("test_nest", "Test Nest", &nested)));
    assert!(m.iter().any(|m| m.contains("nest at most 3 deep")), "{m:?}");
    // Three deep is fine, and a loop behind a condition or a question is not rejected.
    for rules in [
        "each player: each other player: the player to your left: +1 card.",
        "+1 card. when you gain this: you may gain it onto your deck.",
    ] {
        load_db("cards.ron", &with_cards(&card("test_ok", "Test Ok", rules)))
            .unwrap_or_else(|e| panic!("{rules}: {e:?}"));
    }
}

/// A game of two heuristic bots on a Kingdom of these cards ends (no endless turn).
fn bots_finish(src: &str, kingdom: &[&str]) {
    let db = Arc::new(load_db("cards.ron", src).expect("checks"));
    let cfg = Config::new(
        vec!["A".into(), "B".into()],
        kingdom.iter().filter_map(|n| db.find(n)).collect(),
        3,
    );
    let mut game = Game::new(db, &cfg).expect("setup");
    let mut bots: Vec<_> = ["heuristic", "random"]
        .iter()
        .enumerate()
        .filter_map(|(s, b)| agents::make(b, 3, s))
        .collect();
    for _ in 0..200_000 {
        match game.run().expect("no engine error") {
            Status::Over => return,
            Status::Decide => {
                let d = game.decision().expect("a decision").clone();
                let c = bots[d.player.index()].choose(&game, &d);
                game.answer(c).expect("a legal answer");
            }
        }
        assert!(game.state.turn.number < 400, "the game does not end");
    }
    panic!("200,000 answers without the game ending");
}

#[test]
fn cards_that_could_be_played_forever_are_not() {
    // A Treasure that returns to the hand: "play all Treasures" plays it once, and a
    // bot stops playing it.
    let src = with_cards(&typed_card(
        "test_boomerang",
        "Test Boomerang",
        "\"Treasure\"",
        "+$1. put this into your hand.",
    ));
    bots_finish(&src, &["Test Boomerang", "Oasis"]);
    let log = passes(
        &src,
        r#"Scenario(
            title: "play all Treasures plays the returning Treasure once",
            kingdom: ["Test Boomerang"],
            setup: {"Alice": (hand: ["Test Boomerang", "Copper"])},
            steps: [PlayTreasures],
            expect: [Coins(2), Hand("Alice", ["Test Boomerang"])],
        )"#,
    );
    assert!(log.contains("Test Boomerang"), "{log}");
    let src = with_cards(&card(
        "test_phoenix",
        "Test Phoenix",
        "+1 action. trash this. when you trash this: gain it into your hand.",
    ));
    bots_finish(&src, &["Test Phoenix", "Oasis"]);
}

#[test]
fn a_card_stranded_set_aside_breaks_an_invariant_naming_the_card() {
    let src = with_cards(&card(
        "test_strand",
        "Test Strand",
        "set aside 2 cards from your hand. play the set aside card.",
    ));
    let f = fails(
        &src,
        r#"Scenario(
            title: "nothing will move the other set-aside card on",
            kingdom: ["Test Strand"],
            setup: {"Alice": (hand: ["Test Strand", "Copper", "Estate"])},
            steps: [Play("Test Strand")],
            expect: [],
        )"#,
    );
    assert!(
        f.iter().any(|m| m.contains("Estate #")
            && m.contains("set aside and nothing will move it on")
            && m.contains("Test Strand")),
        "{f:?}"
    );
}

#[test]
fn texts_that_generated_runs_found_failing_are_rejected_at_their_ability() {
    let rejected = [
        ("setup: gain a card.", "only put tokens"),
        (
            "this turn: cards costing up to $4 cost $1 less.",
            "cannot depend on what cards cost",
        ),
        (
            "this costs $1 less if you have a card costing up to $3 in hand.",
            "cannot depend on what cards cost",
        ),
        (
            "+1 card. set aside a card from your hand.",
            "could stay set aside",
        ),
        (
            "each other player sets aside a card from their hand.",
            "could stay set aside",
        ),
        (
            "set aside a card from your hand. if you have a Gold in hand: put the set aside \
             card into your hand.",
            "could stay set aside",
        ),
        ("+1 card. this is gained aside.", "not `back`, `aside`"),
        (
            "+1 card. when you gain a Curse card: +1 VP.",
            "needs to say where this card must be",
        ),
        (
            "+1 card. when you would gain this: gain this.",
            "set itself off again",
        ),
        (
            "+1 action. play a card you have in play.",
            "a card in play cannot be played",
        ),
        (
            "set aside 2 cards from your hand. discard a Curse among the set aside cards.",
            "could stay set aside",
        ),
        (
            "in games using this, when another player discards a Victory card outside \
             clean-up: discard down to 4 cards in hand, draw 3 cards.",
            "in a chain that can run without end",
        ),
    ];
    for (rules, msg) in rejected {
        let m = messages(&with_cards(&card("test_no", "Test No", rules)));
        assert!(m.iter().any(|m| m.contains(msg)), "{rules}: {m:?}");
    }
    // Set-aside cards something moves on are fine: now, if the set-aside was done, or at
    // the start of the next turn.
    for rules in [
        "set aside a card from your hand face down. if you did: at the start of your next \
         turn: put the set aside card into your hand.",
        "gain a card costing up to $4, setting it aside. at the start of your next turn: put \
         it into your hand.",
        "set aside a card from your hand. discard the set aside cards.",
        "this turn: Action cards cost $1 less.",
        "in games using this, when another player gains a Province: gain a Gold.",
    ] {
        load_db("cards.ron", &with_cards(&card("test_ok", "Test Ok", rules)))
            .unwrap_or_else(|e| panic!("{rules}: {e:?}"));
    }
}

#[test]
fn a_trigger_about_this_in_play_or_in_games_using_it_means_this_card() {
    // In play, `when you discard this` is about this very card, not any card discarded.
    let src = with_cards(&card(
        "test_self_aware",
        "Test Self Aware",
        "+2 actions. while this is in play, when you trash this: +$3.",
    ));
    passes(
        &src,
        r#"Scenario(
            title: "trashing another card does not set off `when you trash this`",
            kingdom: ["Test Self Aware", "Salvager"],
            setup: {"Alice": (hand: ["Test Self Aware", "Salvager", "Copper"])},
            steps: [Play("Test Self Aware"), Play("Salvager")],
            expect: [Coins(0), Trash(["Copper"])],
        )"#,
    );
    // In games using it, `this` is a card of its kind: gaining a Silver does not set off
    // `when you would gain this` (it looped without end).
    let src = with_cards(&card(
        "test_kind",
        "Test Kind",
        "+1 card. in games using this, when you gain this: gain a Silver.",
    ));
    passes(
        &src,
        r#"Scenario(
            title: "gaining this gains one Silver, gaining a Silver nothing more",
            kingdom: ["Test Kind"],
            setup: {"Alice": (hand: ["Gold", "Gold"])},
            steps: [Play("Gold"), Play("Gold"), Buy("Test Kind")],
            expect: [Discard("Alice", ["Test Kind", "Silver"]), Supply("Silver", 39)],
        )"#,
    );
}

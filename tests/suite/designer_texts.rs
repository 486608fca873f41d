//! Texts a card designer writes, added as new cards to a copy of `cards.ron`: each one
//! either behaves as written (checked by a scenario) or is rejected by the checker with
//! an error located in that card. Nothing checks OK and then does nothing.

use crate::texts;

use texts::{at, card, passes, rejected, with_cards};

#[test]
fn it_after_a_trash_is_the_trashed_card() {
    let src = with_cards(&card(
        "test_expand",
        "Test Expand",
        "trash a card from your hand. gain a card costing up to $3 more than it.",
    ));
    passes(
        &src,
        r#"Scenario(
            title: "Expand written with `it`",
            kingdom: ["Test Expand", "Worker's Village", "Bank"],
            setup: {"Alice": (hand: ["Test Expand", "Silver", "Estate"])},
            steps: [Play("Test Expand"), Choose(["Silver"]), Choose(["Gold"])],
            expect: [Trash(["Silver"]), Discard("Alice", ["Gold"]), Hand("Alice", ["Estate"])],
        )"#,
    );
}

#[test]
fn them_after_a_reveal_is_the_revealed_cards() {
    let src = with_cards(&card(
        "test_counting_house",
        "Test Counting House",
        "reveal any number of Coppers from your discard pile, then put them into your hand.",
    ));
    passes(
        &src,
        r#"Scenario(
            title: "Counting House written with `them`",
            kingdom: ["Test Counting House"],
            setup: {"Alice": (hand: ["Test Counting House"], discard: ["Copper", "Estate", "Copper", "Copper"])},
            steps: [Play("Test Counting House"), Choose(["Copper", "Copper"])],
            expect: [Hand("Alice", ["Copper", "Copper"]), Discard("Alice", ["Estate", "Copper"])],
        )"#,
    );
}

#[test]
fn it_with_nothing_before_it_is_an_error_at_the_word() {
    let src = with_cards(&card(
        "test_nothing",
        "Test Nothing",
        "+1 card. gain a card costing up to $3 more than it.",
    ));
    let e = rejected(&src);
    assert_eq!(e.len(), 1, "{e:?}");
    assert_eq!(e[0].card.as_deref(), Some("test_nothing"));
    assert!(
        e[0].message.contains("refers to no card"),
        "{}",
        e[0].message
    );
    assert_eq!(&e[0].source_line[e[0].col - 1..e[0].col + 1], "it");
}

#[test]
fn a_trigger_on_discarding_from_play_fires_in_clean_up() {
    let src = with_cards(&card(
        "test_scheme",
        "Test Scheme",
        "+1 card, +1 action. \
         this turn, when you discard an Action card from play: you may put it onto your deck.",
    ));
    passes(
        &src,
        r#"Scenario(
            title: "Scheme: an Action card goes onto the deck when discarded from play",
            kingdom: ["Test Scheme", "Worker's Village"],
            setup: {"Alice": (hand: ["Test Scheme", "Worker's Village", "Copper"], deck: ["Estate", "Estate", "Estate", "Estate", "Estate", "Estate", "Estate"])},
            steps: [
                Play("Test Scheme"), Play("Worker's Village"), EndTurn,
                Yes, No,
            ],
            expect: [Hand("Alice", ["Test Scheme", "Estate", "Estate", "Estate", "Estate"])],
        )"#,
    );
}

#[test]
fn cannot_buy_while_in_play() {
    let src = with_cards(
        "(id: \"test_embargo\", name: \"Test Embargo\", sets: [\"prosperity\"], cost: 2, \
         types: [\"Treasure\"], kingdom: true, rules: \"+$6. while this is in play: you \
         can't buy a Province.\"),\n",
    );
    passes(
        &src,
        r#"Scenario(
            title: "A rule while in play forbids buying",
            kingdom: ["Test Embargo"],
            setup: {"Alice": (hand: ["Test Embargo", "Silver"])},
            steps: [Play("Test Embargo"), Play("Silver")],
            expect: [Coins(8), CannotBuy("Province")],
        )"#,
    );
}

#[test]
fn a_rule_about_other_cards_needs_a_scope() {
    let src = with_cards(&card(
        "test_unscoped",
        "Test Unscoped",
        "+$2. you can't buy a Province.",
    ));
    let e = rejected(&src);
    assert!(
        e.iter().any(|d| d.card.as_deref() == Some("test_unscoped")
            && d.message.contains("needs to say where")
            && at(d).starts_with("you can't buy a Province")),
        "{e:?}"
    );
}

#[test]
fn any_player_in_games_using_this_is_rejected() {
    let src = with_cards(&card(
        "test_game",
        "Test Game",
        "+$2. in games using this, when any player gains a Province: +1 VP.",
    ));
    let e = rejected(&src);
    assert!(
        e.iter().any(|d| d.card.as_deref() == Some("test_game")
            && at(d).starts_with("in games using this, when any player")),
        "{e:?}"
    );
}

#[test]
fn in_games_using_this_another_player_fires_for_the_others() {
    let src = with_cards(&card(
        "test_tribute",
        "Test Tribute",
        "+$2. in games using this, when another player gains a Province: +1 VP.",
    ));
    passes(
        &src,
        r#"Scenario(
            title: "In games using this: each other player's ability fires",
            players: ["Alice", "Bob", "Carol"],
            kingdom: ["Test Tribute"],
            setup: {"Alice": (hand: ["Gold", "Gold", "Silver"])},
            steps: [Play("Gold"), Play("Gold"), Play("Silver"), Buy("Province")],
            expect: [VpTokens("Alice", 0), VpTokens("Bob", 1), VpTokens("Carol", 1)],
        )"#,
    );
}

#[test]
fn mountebank_in_two_sentences_as_printed() {
    let text = "+$2. each other player may discard a Curse. \
                if they didn't: they gain a Curse and a Copper.";
    let rules = dominion::parse::parse_rules(text).expect("parses");
    let printed = dominion::print::print_rules(&rules);
    assert_eq!(
        dominion::parse::parse_rules(&printed).expect("the printed text parses"),
        rules,
        "{printed}"
    );
    assert!(printed.contains("they gain a Curse") || printed.contains("gain a Curse"));
    let src = with_cards(&card("test_mountebank", "Test Mountebank", text));
    passes(
        &src,
        r#"Scenario(
            title: "Mountebank written as printed: only the other players gain",
            players: ["Alice", "Bob", "Carol"],
            kingdom: ["Test Mountebank"],
            setup: {
                "Alice": (hand: ["Test Mountebank"]),
                "Bob": (hand: ["Curse", "Copper"]),
                "Carol": (hand: ["Estate"]),
            },
            steps: [Play("Test Mountebank"), Choose(["Curse"])],
            expect: [
                Coins(2), Discard("Alice", []), Discard("Bob", ["Curse"]),
                Discard("Carol", ["Curse", "Copper"]),
            ],
        )"#,
    );
}

#[test]
fn a_headless_sentence_after_a_trigger_is_an_error() {
    let e = dominion::parse::parse_rules("+1 card. when you gain this: +$2. +1 buy.")
        .expect_err("ambiguous");
    assert!(
        e.message.contains("does not say it continues"),
        "{}",
        e.message
    );
    let ok = dominion::parse::parse_rules(
        "+1 card. when you gain this: you may trash a card from your hand. if you did: +$2.",
    );
    assert!(ok.is_ok(), "{ok:?}");
}

#[test]
fn they_outside_a_player_block_is_an_error() {
    let e = dominion::parse::parse_rules("if they did: +1 card.").expect_err("no block");
    assert!(e.message.contains("there is none here"), "{}", e.message);
    let e = dominion::parse::parse_rules("each other player: discard a card from your hand.")
        .expect_err("your inside a block");
    assert!(e.message.contains("inside a player block"), "{}", e.message);
}

#[test]
fn third_person_verbs_mean_the_same_as_the_base_forms() {
    let pairs = [
        (
            "each other player reveals the top card of their deck.",
            "each other player: reveal the top card of their deck.",
        ),
        (
            "each other player looks at the top 2 cards of their deck, then puts them back.",
            "each other player: look at the top 2 cards of their deck, then put them back.",
        ),
        (
            "each other player sets aside a card from their hand.",
            "each other player: set aside a card from their hand.",
        ),
        (
            "each other player returns a Curse from their hand to its pile.",
            "each other player: return a Curse from their hand to its pile.",
        ),
        (
            "each other player may trash a card from their hand. if they did: they draw a card.",
            "each other player: you may trash a card from your hand, then if you did: draw a card.",
        ),
    ];
    for (third, base) in pairs {
        let a = dominion::parse::parse_rules(third).unwrap_or_else(|e| panic!("{third}: {e}"));
        let printed = dominion::print::print_rules(&a);
        assert_eq!(
            dominion::parse::parse_rules(&printed).expect("printed text parses"),
            a,
            "{printed}"
        );
        if base.contains("your") {
            // `you` inside a block is the owner: an error, not a synonym.
            assert!(dominion::parse::parse_rules(base).is_err(), "{base}");
        } else {
            assert_eq!(
                dominion::parse::parse_rules(base).expect(base),
                a,
                "{third}"
            );
        }
    }
}

#[test]
fn once_this_turn_is_used_up_only_when_done() {
    // Seed 003, Scheme note: one Action card per Scheme played goes onto the deck; seed
    // 001, Sailor note: the optional play of a gained Duration — declining does not use
    // up the once.
    let src = with_cards(&card(
        "test_scheme_once",
        "Test Scheme Once",
        "+1 card, +1 action. \
         once this turn, when you discard an Action card from play: you may put it onto your deck.",
    ));
    passes(
        &src,
        r#"Scenario(
            title: "Once this turn: declined for the first card, taken for the second, not asked for the third",
            kingdom: ["Test Scheme Once", "Worker's Village"],
            setup: {"Alice": (
                hand: ["Test Scheme Once", "Worker's Village", "Worker's Village"],
                deck: ["Estate", "Estate", "Estate", "Estate", "Estate", "Estate", "Estate", "Estate"],
            )},
            steps: [
                Play("Test Scheme Once"), Play("Worker's Village"), Play("Worker's Village"), EndTurn,
                No, Yes,
            ],
            expect: [
                Hand("Alice", ["Worker's Village", "Estate", "Estate", "Estate", "Estate"]),
                Discard("Alice", ["Test Scheme Once", "Worker's Village", "Estate", "Estate", "Estate"]),
            ],
        )"#,
    );
}

#[test]
fn the_third_time_you_gain_an_action_this_turn() {
    // Seed 000, Cauldron: the third time, not the fourth.
    let src = with_cards(
        "(id: \"test_cauldron\", name: \"Test Cauldron\", sets: [\"hinterlands2\"], cost: 5, \
         types: [\"Treasure\"], kingdom: true, rules: \"+$2, +1 buy. while this is in play, \
         when you gain an Action card: if this is the third time you gained an Action card \
         this turn: each other player gains a Curse.\"),\n",
    );
    passes(
        &src,
        r#"Scenario(
            title: "The third Action gained this turn sets it off, the fourth does not",
            kingdom: ["Test Cauldron", "Moat", "Worker's Village"],
            setup: {"Alice": (hand: ["Worker's Village", "Worker's Village", "Test Cauldron", "Gold", "Gold"], deck: ["Copper", "Copper"])},
            steps: [
                Play("Worker's Village"), Play("Worker's Village"),
                Play("Test Cauldron"), Play("Gold"), Play("Gold"),
                Buy("Moat"), Buy("Moat"), Buy("Moat"), Buy("Moat"),
            ],
            expect: [Discard("Bob", ["Curse"]), Supply("Moat", 6), Coins(0)],
        )"#,
    );
}

#[test]
fn ordinals_read_back() {
    for text in [
        "if this is the second time you played an Action card this turn: +1 card.",
        "if this is the fourth time you gained a card this turn: +$1.",
    ] {
        let r = dominion::parse::parse_rules(text).expect(text);
        let printed = dominion::print::print_rules(&r);
        assert_eq!(dominion::parse::parse_rules(&printed).expect("reparses"), r);
    }
}

#[test]
fn play_one_of_them_asks_which() {
    let src = with_cards(&card(
        "test_scout",
        "Test Scout",
        "look at the top 2 cards of your deck. play one of them.",
    ));
    passes(
        &src,
        r#"Scenario(
            title: "`play one of them`: the player picks among the cards looked at",
            kingdom: ["Test Scout", "Moat", "Worker's Village"],
            setup: {"Alice": (hand: ["Test Scout"], deck: ["Worker's Village", "Moat", "Copper", "Copper", "Estate"])},
            steps: [Play("Test Scout"), Choose(["Moat"])],
            expect: [
                InPlay("Alice", ["Test Scout", "Moat"]),
                Hand("Alice", ["Copper", "Copper"]),
                Deck("Alice", ["Worker's Village", "Estate"]),
            ],
        )"#,
    );
}

#[test]
fn each_extra_turn_given_is_taken() {
    // Extra turns queue up: a card without Outpost's own limit, played twice by Throne
    // Room, gives two extra turns, then play passes on.
    let src = with_cards(&card(
        "test_voyage",
        "Test Voyage",
        "take an extra turn after this one.",
    ));
    let scenario = |ends: usize, whose: &str| {
        format!(
            r#"Scenario(
            title: "two extra turns",
            players: ["Alice", "Bob"],
            kingdom: ["Test Voyage"],
            setup: {{"Alice": (hand: ["Throne Room", "Test Voyage"], deck: [{}])}},
            steps: [Play("Throne Room"), Choose(["Test Voyage"]){}],
            expect: [Turn("{whose}")],
        )"#,
            vec!["\"Copper\""; 15].join(", "),
            ", EndTurn".repeat(ends)
        )
    };
    passes(&src, &scenario(1, "Alice"));
    passes(&src, &scenario(2, "Alice"));
    passes(&src, &scenario(3, "Bob"));
}

#[test]
fn a_payoff_is_paid_only_when_its_effect_was_done() {
    let src = with_cards(&card(
        "test_remodel",
        "Test Remodel",
        "trash a card from your hand to gain a card costing up to $2 more than it.",
    ));
    passes(
        &src,
        r#"Scenario(
            title: "`to` after a trash: the gain is paid for, and `it` is the trashed card",
            kingdom: ["Test Remodel"],
            setup: {"Alice": (hand: ["Test Remodel", "Silver", "Estate"])},
            steps: [Play("Test Remodel"), Choose(["Silver"]), Choose(["Duchy"])],
            expect: [Trash(["Silver"]), Discard("Alice", ["Duchy"]), Hand("Alice", ["Estate"])],
        )"#,
    );
    passes(
        &src,
        r#"Scenario(
            title: "`to` after a trash with nothing to trash: nothing is gained",
            kingdom: ["Test Remodel"],
            setup: {"Alice": (hand: ["Test Remodel"])},
            steps: [Play("Test Remodel")],
            expect: [Trash([]), Discard("Alice", []), Supply("Duchy", 8), Supply("Silver", 40)],
        )"#,
    );
    let src = with_cards(&card(
        "test_stables",
        "Test Stables",
        "you may discard a Victory card for +$2 and +1 buy. +1 card.",
    ));
    for (answer, coins, buys, discard, hand) in [
        ("[\"Estate\"]", 2, 2, "[\"Estate\"]", "[\"Gold\"]"),
        ("[]", 0, 1, "[]", "[\"Estate\", \"Gold\"]"),
    ] {
        passes(
            &src,
            &format!(
                r#"Scenario(
                    title: "`you may ... for ...`: paid only when the card was discarded; the next sentence either way",
                    kingdom: ["Test Stables"],
                    setup: {{"Alice": (hand: ["Test Stables", "Estate"], deck: ["Gold"])}},
                    steps: [Play("Test Stables"), Choose({answer})],
                    expect: [Coins({coins}), Buys({buys}), Discard("Alice", {discard}), Hand("Alice", {hand})],
                )"#,
            ),
        );
    }
}

#[test]
fn a_payoff_after_an_effect_that_is_always_done_is_rejected() {
    let src = with_cards(&card(
        "test_bad_payoff",
        "Test Bad Payoff",
        "+1 card for +1 action.",
    ));
    let e = rejected(&src);
    assert_eq!(e.len(), 1, "{e:?}");
    assert_eq!(e[0].card.as_deref(), Some("test_bad_payoff"));
    assert!(at(&e[0]).starts_with("for +1 action"), "{}", at(&e[0]));
}

#[test]
fn gaining_a_curse_and_a_copper_gains_each_in_turn() {
    let src = with_cards(&card(
        "test_gains",
        "Test Gains",
        "gain a Curse and a Copper. if you did: +$1.",
    ));
    passes(
        &src,
        r#"Scenario(
            title: "`gain a Curse and a Copper`: both, in the order written",
            kingdom: ["Test Gains"],
            setup: {"Alice": (hand: ["Test Gains"])},
            steps: [Play("Test Gains")],
            expect: [Discard("Alice", ["Curse", "Copper"]), Coins(1)],
        )"#,
    );
    passes(
        &src,
        r#"Scenario(
            title: "`gain a Curse and a Copper` with no Curse left: the Copper still, and that counts as done",
            kingdom: ["Test Gains"],
            supply: {"Curse": 0},
            setup: {"Alice": (hand: ["Test Gains"])},
            steps: [Play("Test Gains")],
            expect: [Discard("Alice", ["Copper"]), Coins(1)],
        )"#,
    );
}

#[test]
fn a_name_with_lower_case_words_names_its_card() {
    let src = with_cards(&card(
        "test_squire",
        "Test Squire",
        "+$1. while this is in play, when you buy a Jack of All Trades: gain a Silver.",
    ));
    passes(
        &src,
        r#"Scenario(
            title: "a trigger naming Jack of All Trades fires on buying one",
            kingdom: ["Test Squire", "Jack of All Trades"],
            setup: {"Alice": (hand: ["Test Squire", "Gold"])},
            steps: [Play("Test Squire"), Play("Gold"), Buy("Jack of All Trades")],
            expect: [Discard("Alice", ["Jack of All Trades", "Silver"])],
        )"#,
    );
    // Misspelt, the name is unknown: the error is at its words.
    let src = with_cards(&card(
        "test_squire",
        "Test Squire",
        "+$1. while this is in play, when you buy a Jack of All Trade: gain a Silver.",
    ));
    let e = rejected(&src);
    assert_eq!(e.len(), 1, "{e:?}");
    assert!(at(&e[0]).starts_with("Jack of All Trade:"), "{}", at(&e[0]));
    assert_eq!(
        e[0].suggestion.as_deref(),
        Some("Jack of All Trades"),
        "{e:?}"
    );
}

/// The one error of a rejected card, and the words its caret points at.
fn error_at(id: &str, rules: &str) -> (String, String) {
    let e = rejected(&with_cards(&card(id, "Test Located", rules)));
    assert_eq!(e.len(), 1, "{e:?}");
    assert_eq!(e[0].card.as_deref(), Some(id));
    (e[0].message.clone(), at(&e[0]))
}

#[test]
fn a_lasting_rule_about_this_points_at_the_rule() {
    let (msg, at) = error_at("test_lasting_this", "+$2. this turn: this costs $1 less.");
    assert!(
        msg.contains("a lasting rule cannot be about `this`"),
        "{msg}"
    );
    assert!(at.starts_with("this costs $1 less."), "{at}");
}

#[test]
fn a_gain_in_any_order_points_at_the_destination() {
    let (msg, at) = error_at(
        "test_gain_order",
        "+1 card. gain a Silver onto your deck in any order.",
    );
    assert!(msg.contains("`in any order` is for putting"), "{msg}");
    assert!(at.starts_with("onto your deck in any order."), "{at}");
}

#[test]
fn gained_back_points_at_the_destination() {
    let (msg, at) = error_at("test_gained_back", "+$2. this is gained back.");
    assert!(msg.contains("a gained card can go"), "{msg}");
    assert!(at.starts_with("back."), "{at}");
}

#[test]
fn it_after_a_gain_is_the_gained_card_in_the_next_gain() {
    let src = with_cards(&card(
        "test_ladder",
        "Test Ladder",
        "gain a Silver. gain a card costing up to $2 more than it.",
    ));
    passes(
        &src,
        r#"Scenario(
            title: "`it` in a gain's own filter is the card gained before it",
            kingdom: ["Test Ladder"],
            setup: {"Alice": (hand: ["Test Ladder"])},
            steps: [Play("Test Ladder"), Choose(["Duchy"])],
            expect: [Discard("Alice", ["Silver", "Duchy"])],
        )"#,
    );
}

#[test]
fn you_may_gain_two_cards_is_one_choice() {
    let src = with_cards(&card(
        "test_offer",
        "Test Offer",
        "you may gain a Silver and a Gold for +1 buy.",
    ));
    for (answer, discard, buys) in [("Yes", "[\"Silver\", \"Gold\"]", 2), ("No", "[]", 1)] {
        passes(
            &src,
            &format!(
                r#"Scenario(
                    title: "`you may gain a Silver and a Gold`: one yes or no",
                    kingdom: ["Test Offer"],
                    setup: {{"Alice": (hand: ["Test Offer"])}},
                    steps: [Play("Test Offer"), {answer}],
                    expect: [Discard("Alice", {discard}), Buys({buys})],
                )"#
            ),
        );
    }
}

//! The general pieces of issue "Dominion and Intrigue in both editions", each on texts
//! that are not the cards they were made for: they parse, print back in canonical form
//! (parse → print → parse holds), and run as written.

use crate::texts;

use dominion::parse::parse_rules;
use dominion::print::print_rules;
use texts::{card, fails, passes, with_cards};

/// Each text, its canonical print.
const PIECES: &[(&str, &str)] = &[
    ("choose three: +1 card; or +1 action; or +1 buy; or +$1.", "choose three: +1 card; or +1 action; or +1 buy; or +$1."),
    ("choose 2: +1 card; or +1 action; or +1 buy.", "choose two: +1 card; or +1 action; or +1 buy."),
    (
        "reveal a card from your hand. +$1 per 2 types it has.",
        "reveal a card from your hand, +$1 per 2 types it has.",
    ),
    (
        "reveal a card from your hand. choose one per type it has: +1 card; or +1 action.",
        "reveal a card from your hand.\nchoose one per type it has: +1 card; or +1 action.",
    ),
    (
        "each player: pass a card from their hand to the player to their left.",
        "each player: pass a card from their hand to the player to their left.",
    ),
    (
        "each player with 2 or more cards in hand passes a Treasure from their hand to the next such player to their left.",
        "each player with 2 or more cards in hand: pass a Treasure card from their hand to the next such player to their left.",
    ),
    (
        "trash up to 2 Coppers from the Supply.",
        "trash up to 2 Coppers from the Supply.",
    ),
    ("gain a Silver from the trash into your hand.", "gain a Silver card from the trash into your hand."),
    ("look at the bottom 2 cards of your deck.", "look at the bottom 2 cards of your deck."),
    ("put your deck into your discard pile.", "put your deck into your discard pile."),
    (
        "put cards from your hand onto your deck down to 2 cards in hand.",
        "put cards from your hand onto your deck down to 2 cards in hand.",
    ),
    ("put a card from your hand anywhere in your deck.", "put a card from your hand anywhere in your deck."),
    ("put a coin token on your pirate ship mat.", "put a coin token on your pirate ship mat."),
    ("put an embargo token on a Victory Supply pile.", "put an embargo token on a Victory Supply pile."),
    ("+$1 per 2 tokens on your pirate ship mat.", "+$1 per 2 tokens on your pirate ship mat."),
    (
        "reveal the top 3 cards of your deck. +1 card per differently named card among the revealed cards.",
        "reveal the top 3 cards of your deck, +1 card per differently named card revealed.",
    ),
    (
        "draw until you have 6 cards in hand, setting aside any Treasures you choose. discard the set aside cards.",
        "draw until you have 6 cards in hand, setting aside any Treasures you choose, discard the set aside cards.",
    ),
    (
        "each other player gains a card costing up to $4 you choose.",
        "each other player: gain a card costing up to $4 you choose.",
    ),
    ("return up to 2 copies of the named card from your hand to its pile.", "return up to 2 copies of the named card from your hand to its pile."),
];

#[test]
fn pieces_parse_and_print_back() {
    for (text, canonical) in PIECES {
        let tree = parse_rules(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        let printed = print_rules(&tree);
        assert_eq!(printed.trim(), *canonical, "{text}");
        let again = parse_rules(&printed).unwrap_or_else(|e| panic!("{printed}: {e}"));
        assert_eq!(again, tree, "{text}");
    }
}

#[test]
fn choose_two_takes_two_different_options_in_the_order_written() {
    let src = with_cards(&card(
        "test_pick",
        "Test Pick",
        "choose two: +1 card; or +2 actions; or +$3.",
    ));
    passes(
        &src,
        r#"Scenario(
            title: "the third and the first: done in the order written",
            kingdom: ["Test Pick"],
            setup: {"Alice": (hand: ["Test Pick"], deck: ["Gold"])},
            steps: [Play("Test Pick"), Pick(3), Pick(1)],
            expect: [Hand("Alice", ["Gold"]), Coins(3), Actions(0)],
        )"#,
    );
    fails(
        &src,
        r#"Scenario(
            title: "the same option twice is refused",
            kingdom: ["Test Pick"],
            setup: {"Alice": (hand: ["Test Pick"], deck: ["Gold"])},
            steps: [Play("Test Pick"), Pick(3), Pick(3)],
            expect: [],
        )"#,
    );
}

#[test]
fn a_count_of_types_counts_each_type_once() {
    let src = with_cards(&card(
        "test_types",
        "Test Types",
        "reveal a card from your hand. +$1 per type it has.",
    ));
    passes(
        &src,
        r#"Scenario(
            title: "Nobles is an Action and a Victory card",
            kingdom: ["Test Types", "Nobles"],
            setup: {"Alice": (hand: ["Test Types", "Nobles"])},
            steps: [Play("Test Types")],
            expect: [Coins(2)],
        )"#,
    );
}

#[test]
fn passing_is_at_once() {
    let src = with_cards(&card(
        "test_pass",
        "Test Pass",
        "each player: pass a card from their hand to the player to their left.",
    ));
    // Bob chooses before he gets Alice's Gold: he cannot pass it on.
    passes(
        &src,
        r#"Scenario(
            title: "each passes to the left, all at once",
            players: ["Alice", "Bob", "Carol"],
            kingdom: ["Test Pass"],
            setup: {
                "Alice": (hand: ["Test Pass", "Gold"]),
                "Bob": (hand: ["Estate"]),
                "Carol": (hand: ["Copper"]),
            },
            steps: [Play("Test Pass")],
            expect: [Hand("Alice", ["Copper"]), Hand("Bob", ["Gold"]), Hand("Carol", ["Estate"])],
        )"#,
    );
}

#[test]
fn the_next_such_player_skips_players_who_pass_nothing() {
    let src = with_cards(&card(
        "test_pass_such",
        "Test Pass Such",
        "each player with a card in hand passes a card from their hand to the next such player to their left.",
    ));
    passes(
        &src,
        r#"Scenario(
            title: "Bob has no card: Alice passes to Carol",
            players: ["Alice", "Bob", "Carol"],
            kingdom: ["Test Pass Such"],
            setup: {
                "Alice": (hand: ["Test Pass Such", "Gold"]),
                "Bob": (hand: []),
                "Carol": (hand: ["Copper"]),
            },
            steps: [Play("Test Pass Such")],
            expect: [Hand("Alice", ["Copper"]), Hand("Bob", []), Hand("Carol", ["Gold"])],
        )"#,
    );
}

#[test]
fn after_a_player_block_a_reference_is_what_its_players_handled_if_any() {
    let src = with_cards(&card(
        "test_after",
        "Test After",
        "discard a card from your hand. each other player discards the top card of their deck. \
         +$1 per Treasure among the discarded cards. each other player draws a card. \
         +1 VP per Victory card among the discarded cards.",
    ));
    passes(
        &src,
        r#"Scenario(
            title: "the block's discards, then (no discard in the next block) still them",
            kingdom: ["Test After"],
            setup: {
                "Alice": (hand: ["Test After", "Estate"]),
                "Bob": (deck: ["Silver", "Duchy"]),
            },
            steps: [Play("Test After")],
            expect: [Coins(1), VpTokens("Alice", 0)],
        )"#,
    );
}

#[test]
fn you_may_play_a_card_being_played_is_not_asked() {
    let src = with_cards(&card(
        "test_echo",
        "Test Echo",
        "+1 action. this turn, when you play a Silver: you may play it.",
    ));
    // The Silver is being played: it cannot be played again, so nothing is asked.
    passes(
        &src,
        r#"Scenario(
            title: "no question about the Silver",
            kingdom: ["Test Echo"],
            setup: {"Alice": (hand: ["Test Echo", "Silver"])},
            steps: [Play("Test Echo"), EndPhase, Play("Silver"), Buy("Copper")],
            expect: [Discard("Alice", ["Copper"]), Coins(2)],
        )"#,
    );
}

#[test]
fn the_drawn_cards_are_those_the_last_draw_drew() {
    let src = with_cards(&card(
        "test_drawn",
        "Test Drawn",
        "+2 cards, then discard the drawn Victory cards. +$1 per Treasure among the drawn cards.",
    ));
    passes(
        &src,
        r#"Scenario(
            title: "the Estate drawn is discarded, the Estate in hand stays",
            kingdom: ["Test Drawn"],
            setup: {"Alice": (hand: ["Test Drawn", "Estate"], deck: ["Estate", "Silver", "Gold"])},
            steps: [Play("Test Drawn")],
            expect: [Hand("Alice", ["Estate", "Silver"]), Discard("Alice", ["Estate"]), Coins(1)],
        )"#,
    );
}

#[test]
fn a_card_already_in_the_trash_is_not_trashed_again() {
    // Found by generated texts: trashing the trashed card again set the trigger off
    // without end.
    let src = with_cards(&card(
        "test_retrash",
        "Test Retrash",
        "+1 card. while this is in your hand, when any player trashes a Copper: they trash it you choose.",
    ));
    passes(
        &src,
        r#"Scenario(
            title: "the Copper is trashed once",
            kingdom: ["Test Retrash", "Chapel"],
            setup: {"Alice": (hand: ["Chapel", "Copper", "Test Retrash"])},
            steps: [Play("Chapel"), Choose(["Copper"])],
            expect: [Trash(["Copper"]), Hand("Alice", ["Test Retrash"])],
        )"#,
    );
}

#[test]
fn the_drawn_cards_of_a_draw_that_skips_are_all_it_drew() {
    let src = with_cards(&card(
        "test_skip_drawn",
        "Test Skip Drawn",
        "draw until you have 3 cards in hand, setting aside any Action cards you choose. \
         discard the set aside cards. +$1 per card among the drawn cards.",
    ));
    // Drawn: Village (set aside, then discarded), Copper, Estate: three drawn cards.
    passes(
        &src,
        r#"Scenario(
            title: "the set aside Village was drawn too",
            kingdom: ["Test Skip Drawn", "Village"],
            setup: {"Alice": (hand: ["Test Skip Drawn", "Silver"], deck: ["Village", "Copper", "Estate", "Gold"])},
            steps: [Play("Test Skip Drawn"), Choose(["Village"])],
            expect: [Hand("Alice", ["Silver", "Copper", "Estate"]), Discard("Alice", ["Village"]), Coins(3)],
        )"#,
    );
}

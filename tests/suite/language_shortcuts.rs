//! The text shortcuts that read like the printed cards: a payoff (`... for +3 cards and
//! +1 action`, `... to draw a card`), gains of several cards (`gain a Curse and a Copper`),
//! names with lower-case words (`Jack of All Trades`), and discarding from the hand without
//! saying so (`discard a Treasure`). Each parses to the tree it means, prints back to it,
//! and is rejected with a located error where it cannot mean anything.

use dominion::parse::{parse_rules, ParseError};
use dominion::print::print_rules;

use crate::trees;
use trees::*;

fn error(text: &str) -> ParseError {
    match parse_rules(text) {
        Ok(r) => panic!("{text:?} parsed: {r:?}"),
        Err(e) => e,
    }
}

/// The word the error points at.
fn word_at(text: &str, e: &ParseError) -> String {
    text[e.offset..]
        .split(|c: char| c.is_whitespace() || c == '.')
        .next()
        .unwrap_or_default()
        .to_string()
}

fn payoff(cost: Effect, word: PayWord, then: Vec<Effect>) -> Effect {
    Effect::Payoff {
        cost: Box::new(cost),
        word,
        then,
    }
}

fn from_hand(qty: Qty, filter: Filter) -> Selection {
    sel(qty, filter, Source::Hand)
}

#[test]
fn a_payoff_after_for() {
    let discard = mv(
        Verb::Discard,
        vec![from_hand(Qty::Exactly(1), of("Treasure"))],
        Dest::Discard,
    );
    let tree = vec![payoff(
        may(discard.clone()),
        PayWord::For,
        vec![plus(Cards, 3), plus(Actions, 1)],
    )];
    check_play(
        "you may discard a Treasure for +3 cards and +1 action.",
        tree.clone(),
    );
    // The same with a comma, a list, or the hand said.
    check_play(
        "you may discard a Treasure from your hand, for +3 cards, +1 action.",
        tree.clone(),
    );
    let printed =
        print_rules(&parse_rules("you may discard a Treasure for +3 cards, +1 action.").unwrap());
    assert_eq!(
        printed,
        "you may discard a Treasure card from your hand for +3 cards and +1 action."
    );
    // Without `you may`: paid only if the card was there to discard.
    check_play(
        "discard a Treasure for +$2.",
        vec![payoff(
            discard,
            PayWord::For,
            vec![Effect::Plus(Coins, n(2))],
        )],
    );
}

#[test]
fn a_payoff_after_to_in_a_player_block() {
    let discard = mv(
        Verb::Discard,
        vec![from_hand(Qty::Exactly(2), card())],
        Dest::Discard,
    );
    check_play(
        "each other player may discard 2 cards, to draw a card.",
        vec![Effect::ForPlayers(
            Players::EachOther,
            vec![payoff(may(discard), PayWord::To, vec![Effect::Draw(n(1))])],
        )],
    );
    // A choice as the payoff.
    let trash = mv(
        Verb::Trash,
        vec![from_hand(Qty::Exactly(1), of("Treasure"))],
        Dest::Trash,
    );
    check_play(
        "you may trash a Treasure from your hand to choose one: +2 cards; or +$2.",
        vec![payoff(
            may(trash),
            PayWord::To,
            vec![Effect::ChooseOne(
                vec![vec![plus(Cards, 2)], vec![Effect::Plus(Coins, n(2))]],
                Chooser::Player,
            )],
        )],
    );
}

#[test]
fn a_payoff_runs_to_the_end_of_its_sentence() {
    let trash = mv(
        Verb::Trash,
        vec![from_hand(Qty::Exactly(1), card())],
        Dest::Trash,
    );
    check_play(
        "trash a card from your hand for +$1, then +1 buy. +1 card.",
        vec![
            payoff(
                trash,
                PayWord::For,
                vec![Effect::Plus(Coins, n(1)), plus(Buys, 1)],
            ),
            plus(Cards, 1),
        ],
    );
    // `it` in the payoff is the card the cost handled.
    let rules = parse_rules("you may reveal a Treasure from your hand to gain a copy of it.")
        .expect("parses");
    assert_eq!(parse_rules(&print_rules(&rules)).as_ref(), Ok(&rules));
}

#[test]
fn a_payoff_needs_an_effect_that_may_not_be_done() {
    for (text, word) in [
        ("+1 card for +1 action.", "for"),
        ("+$1, draw a card to gain a Silver.", "to"),
        ("each player: +1 buy for +$1.", "for"),
    ] {
        let e = error(text);
        assert_eq!(word_at(text, &e), word, "{text}: {e:?}");
        assert!(e.message.contains("may not be done"), "{}", e.message);
    }
    // Something must follow.
    let e = error("you may discard a Treasure for.");
    assert_eq!(e.offset, 30, "{e:?}");
    // `exchange ... for` and `... for your next hand` keep their meaning.
    assert!(matches!(
        parse_rules("you may exchange it for a Silver.")
            .expect("parses")
            .abilities[0],
        Ability::Play(ref b) if matches!(b[0], Effect::May(_))
    ));
}

#[test]
fn gaining_several_cards() {
    let item = |k: i32, name: &str| GainItem {
        chooser: Chooser::Player,
        count: n(k),
        what: of(name),
    };
    check_play(
        "gain a Curse and a Copper.",
        vec![Effect::Gain {
            items: vec![item(1, "Curse"), item(1, "Copper")],
            to: Dest::Discard,
            span: Span::NONE,
        }],
    );
    check_play(
        "gain a Silver and 2 Golds onto your deck.",
        vec![Effect::Gain {
            items: vec![item(1, "Silver"), item(2, "Golds")],
            to: Dest::Deck,
            span: Span::NONE,
        }],
    );
    let printed = print_rules(&parse_rules("gain a Curse and a Copper.").unwrap());
    assert_eq!(printed, "gain a Curse card and a Copper card.");
    // `and gain` is a second effect.
    check_play(
        "gain a Silver and gain a Gold.",
        vec![gain(of("Silver")), gain(of("Gold"))],
    );
    // In a player block.
    check_play(
        "each other player gains a Curse and a Copper.",
        vec![Effect::ForPlayers(
            Players::EachOther,
            vec![Effect::Gain {
                items: vec![item(1, "Curse"), item(1, "Copper")],
                to: Dest::Discard,
                span: Span::NONE,
            }],
        )],
    );
    let e = error("gain a Silver and.");
    assert_eq!(e.offset, 17, "{e:?}");
}

#[test]
fn names_with_lower_case_words() {
    check_filter("a Jack of All Trades", of("Jack of All Trades"));
    check_filter("a Way of the Mouse", of("Way of the Mouse"));
    check_filter(
        "a Jack of All Trades or Silver",
        f(vec![Atom::Either(vec![
            id("Jack of All Trades"),
            id("Silver"),
        ])]),
    );
    // The span covers the whole name.
    let text = "gain a Jack of All Trades.";
    let rules = parse_rules(text).expect("parses");
    let Ability::Play(b) = &rules.abilities[0] else {
        panic!("{rules:?}")
    };
    let Effect::Gain { items, .. } = &b[0] else {
        panic!("{b:?}")
    };
    let Atom::Named(name) = &items[0].what.atoms[0] else {
        panic!("{items:?}")
    };
    assert_eq!(
        &text[name.span.start as usize..name.span.end as usize],
        "Jack of All Trades"
    );
    // A lower-case word is part of a name only between two Capitalized words.
    let e = error("gain a Silver of gold.");
    assert_eq!(word_at("gain a Silver of gold.", &e), "of", "{e:?}");
    assert!(parse_rules("gain a Silver of.").is_err());
    // Other lower-case words end the name.
    check_play(
        "gain a Silver and a Gold.",
        vec![Effect::Gain {
            items: vec![
                GainItem {
                    chooser: Chooser::Player,
                    count: n(1),
                    what: of("Silver"),
                },
                GainItem {
                    chooser: Chooser::Player,
                    count: n(1),
                    what: of("Gold"),
                },
            ],
            to: Dest::Discard,
            span: Span::NONE,
        }],
    );
}

#[test]
fn discarding_is_from_the_hand_unless_said() {
    // Base rules: a card is discarded from the hand unless the card says otherwise.
    for text in ["discard a Treasure.", "each other player discards 2 cards."] {
        let rules = parse_rules(text).expect("parses");
        let printed = print_rules(&rules);
        assert!(
            printed.contains("from your hand") || printed.contains("from their hand"),
            "{printed}"
        );
        assert_eq!(parse_rules(&printed).as_ref(), Ok(&rules));
        assert!(format!("{rules:?}").contains("from: Hand"), "{rules:?}");
    }
    // Other verbs say where their cards come from: the error is at the selection.
    for (text, at) in [
        ("trash a card.", "a"),
        ("+1 card, reveal a Treasure.", "a"),
        ("put this and a card onto your deck.", "a"),
        ("you may play an Action card twice.", "an"),
        ("trash up to 2 cards for +$1.", "up"),
    ] {
        let e = error(text);
        assert_eq!(word_at(text, &e), at, "{text}: {e:?}");
        assert!(e.message.contains("only discarding"), "{}", e.message);
    }
}

#[test]
fn for_each_is_pointed_to_per() {
    for text in [
        "+$1 for each Treasure you have in play.",
        "gain a Silver for each Treasure you have in play.",
    ] {
        let e = error(text);
        assert!(e.message.contains("`per ...`"), "{text}: {}", e.message);
        assert_eq!(word_at(text, &e), "Treasure", "{e:?}");
    }
    // `for each other player` is still a payoff with a player block.
    assert!(parse_rules("trash a card from your hand for each other player: +1 card.").is_ok());
}

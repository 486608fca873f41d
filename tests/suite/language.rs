//! The effect language: every card of `cards.ron` parses and prints back, errors say what
//! was expected and where, and the parser never panics.

use std::sync::OnceLock;

use dominion::ast::*;
use dominion::parse::{parse_rules, ParseError};
use dominion::print::print_rules;
use proptest::prelude::*;
use serde::Deserialize;

// ---------------------------------------------------------------- The cards of cards.ron

#[derive(Deserialize)]
struct CardDb {
    cards: Vec<Card>,
}

#[derive(Deserialize)]
struct Card {
    id: String,
    #[serde(default)]
    rules: String,
}

fn cards() -> &'static [Card] {
    static CARDS: OnceLock<Vec<Card>> = OnceLock::new();
    CARDS.get_or_init(|| {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/cards.ron");
        let text = std::fs::read_to_string(path).expect("read cards.ron");
        let db: CardDb = ron::from_str(&text).expect("cards.ron is valid RON");
        assert!(db.cards.len() > 40, "only {} cards read", db.cards.len());
        db.cards
    })
}

/// An error with its line, column and a caret under the offending word.
fn describe(text: &str, e: &ParseError) -> String {
    let (line, col) = e.line_col(text);
    let source = text.lines().nth(line - 1).unwrap_or_default();
    format!(
        "{line}:{col}: {e}\n    {source}\n    {}^",
        " ".repeat(col - 1)
    )
}

#[test]
fn every_card_parses() {
    let failures: Vec<String> = cards()
        .iter()
        .filter_map(|c| {
            parse_rules(&c.rules)
                .err()
                .map(|e| format!("{}: {}", c.id, describe(&c.rules, &e)))
        })
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn every_card_prints_back() {
    for card in cards() {
        let tree = parse_rules(&card.rules).unwrap();
        let printed = print_rules(&tree);
        let again = parse_rules(&printed).unwrap_or_else(|e| {
            panic!(
                "{}: printed text does not parse: {}",
                card.id,
                describe(&printed, &e)
            )
        });
        assert_eq!(tree, again, "{}: printed as\n{printed}", card.id);
        assert_eq!(
            printed,
            print_rules(&again),
            "{}: printing is not stable",
            card.id
        );
    }
}

#[test]
fn idents_carry_spans_in_the_rules_text() {
    for card in cards() {
        let text = card.rules.as_str();
        let dump = format!("{:?}", parse_rules(text).unwrap());
        // Every `Ident { text: "...", span: Span { start: a, end: b } }` spans its words
        // in the text.
        for part in dump.split("Ident { text: \"").skip(1) {
            let (name, rest) = part.split_once('"').unwrap();
            let span = rest
                .split_once("span: Span { start: ")
                .unwrap()
                .1
                .split_once(" }")
                .unwrap()
                .0;
            let (a, b) = span.split_once(", end: ").unwrap();
            let (a, b): (usize, usize) = (a.parse().unwrap(), b.parse().unwrap());
            let words: Vec<&str> = text[a..b].split_whitespace().collect();
            assert_eq!(words.join(" "), name, "{}: span {a}..{b}", card.id);
        }
    }
    let tree = parse_rules("gain a Border\n   Village.").unwrap();
    let Ability::Play(block) = &tree.abilities[0] else {
        panic!("{tree:?}")
    };
    let Effect::Gain { items, .. } = &block[0] else {
        panic!("{tree:?}")
    };
    let Atom::Named(name) = &items[0].what.atoms[0] else {
        panic!("{tree:?}")
    };
    assert_eq!(
        (name.text.as_str(), name.span.start, name.span.end),
        ("Border Village", 7, 24)
    );
}

// ---------------------------------------------------------------- Errors

#[track_caller]
fn error(text: &str) -> ParseError {
    match parse_rules(text) {
        Ok(tree) => panic!("{text:?} parsed as {tree:?}"),
        Err(e) => e,
    }
}

#[test]
fn misspelt_keywords_get_a_suggestion() {
    let e = error("+1 card, trsh a card from your hand.");
    assert_eq!(
        (e.offset, e.len, e.suggestion.as_deref()),
        (9, 4, Some("trash")),
        "{e:?}"
    );
    assert!(
        e.message.contains("an effect") && e.message.contains("`trsh`"),
        "{e:?}"
    );
    assert!(e.to_string().contains("did you mean `trash`?"), "{e}");

    let text = "+1 card.\ngainn a Gold.";
    let e = error(text);
    assert_eq!(
        (e.offset, e.len, e.suggestion.as_deref()),
        (9, 5, Some("gain")),
        "{e:?}"
    );
    assert_eq!(e.line_col(text), (2, 1));

    let e = error("gain a Gold ontoo your deck.");
    assert_eq!(
        (e.offset, e.suggestion.as_deref()),
        (12, Some("onto")),
        "{e:?}"
    );

    let e = error("while this is in yor hand, when you gain a card: +1 card.");
    assert_eq!(
        (e.offset, e.suggestion.as_deref()),
        (17, Some("your")),
        "{e:?}"
    );

    // Keywords are lower case.
    let e = error("If you did: +1 card.");
    assert_eq!(
        (e.offset, e.len, e.suggestion.as_deref()),
        (0, 2, Some("if")),
        "{e:?}"
    );

    // No suggestion for a word that is no near miss, nor for one that would not fit.
    let e = error("+1 card, frobnicate.");
    assert_eq!((e.offset, e.suggestion.as_deref()), (9, None), "{e:?}");
    let e = error("put it onto your mat.");
    assert_eq!((e.offset, e.suggestion.as_deref()), (17, None), "{e:?}");
}

#[test]
fn unfinished_and_trailing_text() {
    let e = error("+1 card");
    assert_eq!((e.offset, e.len), (7, 0), "{e:?}");
    assert!(e.message.contains("not finished"), "{e:?}");
    assert_eq!(error("+1 card. +1 action").offset, 18);
    assert_eq!(error("if you did: +1 card; otherwise").offset, 30);

    let e = error("+1 card. ???");
    assert_eq!((e.offset, e.len), (9, 1), "{e:?}");
    let e = error("+1 card. blah blah.");
    assert_eq!((e.offset, e.len), (9, 4), "{e:?}");
    assert!(e.message.starts_with("expected a sentence"), "{e:?}");

    let e = error("+1 card +1 action.");
    assert_eq!(e.offset, 8, "{e:?}");
    assert!(e.message.contains("`,`"), "{e:?}");
}

#[test]
fn numbers_out_of_range_are_errors() {
    let e = error("+300 cards.");
    assert_eq!((e.offset, e.len), (1, 3), "{e:?}");
    assert!(e.message.contains("too large"), "{e:?}");
    for text in [
        "+99999999999999999999999999 cards.",
        "draw until you have 256 cards in hand.",
        "gain a card costing exactly $200 more than it.",
        "gain a card costing up to $256.",
        "+$1 per 0 cards in your hand.",
        "worth -1000 VP.",
        "play it 1000 times.",
    ] {
        let e = error(text);
        assert!(
            e.len >= 1 && e.offset + e.len <= text.len(),
            "{text}: {e:?}"
        );
    }
}

#[test]
fn misplaced_and_too_deep() {
    let e = error("worth 2 VP. +1 card.");
    assert_eq!((e.offset, e.len), (12, 2), "{e:?}");

    for nest in ["you may ", "if you did: ", "each player: "] {
        assert!(
            parse_rules(&format!("{}+1 card.", nest.repeat(10))).is_ok(),
            "{nest}"
        );
        assert!(
            parse_rules(&format!("{}+1 card.", nest.repeat(200))).is_err(),
            "{nest}"
        );
        // Far deeper than any card: an error, never a stack overflow.
        assert!(
            parse_rules(&format!("{}+1 card.", nest.repeat(20_000))).is_err(),
            "{nest}"
        );
    }
    assert!(parse_rules(&format!(
        "if {}you did: +1 card.",
        "you did and ".repeat(200)
    ))
    .is_err());
}

// ---------------------------------------------------------------- Fuzzing

/// Parsing never panics; whatever parses prints back to the same tree; errors point
/// inside the text.
fn no_panic_and_round_trip(text: &str) {
    match parse_rules(text) {
        Ok(tree) => {
            let printed = print_rules(&tree);
            assert_eq!(
                parse_rules(&printed).as_ref(),
                Ok(&tree),
                "{text:?} printed as {printed:?}"
            );
        }
        Err(e) => {
            assert!(e.offset + e.len <= text.len(), "{text:?}: {e:?}");
            assert!(
                text.is_char_boundary(e.offset) && text.is_char_boundary(e.offset + e.len),
                "{text:?}: {e:?}"
            );
        }
    }
}

const WORDS: &[&str] = &[
    "+1 card",
    "+$2",
    "gain",
    "a",
    "Gold",
    "card",
    "if",
    "you did",
    ":",
    ";",
    ",",
    ".",
    "or",
    "and",
    "this",
    "it",
    "costing",
    "up to",
    "$4",
    "choose one",
    "when",
    "you",
    "may",
    "trash",
    "from your hand",
    "per",
    "while this is in play",
    "non-Victory",
    "otherwise",
    "the",
    "mat",
    "token",
    "300",
    "-",
    "instead",
];

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn arbitrary_strings_never_panic(text in "\\PC{0,200}") {
        no_panic_and_round_trip(&text);
    }

    #[test]
    fn word_salads_never_panic(words in prop::collection::vec(prop::sample::select(WORDS), 0..40)) {
        no_panic_and_round_trip(&words.join(" "));
    }

    /// Random deletions and insertions (of words, or of any character) in real card texts.
    #[test]
    fn mutated_cards_never_panic(
        card in any::<prop::sample::Index>(),
        edits in prop::collection::vec(
            (any::<prop::sample::Index>(), 0..3u8, prop::sample::select(WORDS), any::<char>()),
            1..6,
        ),
    ) {
        let all = cards();
        let mut text: Vec<char> = all[card.index(all.len())].rules.chars().collect();
        for (at, kind, word, c) in edits {
            let i = at.index(text.len() + 1);
            match kind {
                0 if i < text.len() => {
                    let end = (i + 1 + word.len() % 4).min(text.len());
                    text.drain(i..end);
                }
                1 => drop(text.splice(i..i, word.chars())),
                _ => text.insert(i, c),
            }
        }
        no_panic_and_round_trip(&text.into_iter().collect::<String>());
    }
}

#[test]
fn shuffle_into_the_deck() {
    let rules = parse_rules(
        "reveal any number of Action cards from your discard pile, then shuffle them into your deck.",
    )
    .expect("parses");
    let text = print_rules(&rules);
    assert!(text.contains("shuffle them into your deck"), "{text}");
    let Ability::Play(block) = &rules.abilities[0] else {
        panic!("{rules:?}");
    };
    assert!(
        matches!(
            block.last(),
            Some(Effect::Move {
                verb: Verb::Shuffle,
                to: Dest::Deck,
                ..
            })
        ),
        "{block:?}"
    );
    // Only into a deck: `shuffle it into your hand` is no sentence.
    let e = error("shuffle this into your hand.");
    assert_eq!(e.offset, 23, "{e:?}");
}

#[test]
fn the_owner_chooses_inside_a_player_block() {
    let text = "each player reveals the top 2 cards of their deck, then you choose one: they discard them; or they put them back in any order.";
    let rules = parse_rules(text).expect("parses");
    let Ability::Play(block) = &rules.abilities[0] else {
        panic!("{rules:?}");
    };
    let Some(Effect::ForPlayers(_, body)) = block.first() else {
        panic!("{block:?}");
    };
    assert!(
        matches!(body.last(), Some(Effect::ChooseOne(o, Chooser::Owner)) if o.len() == 2),
        "{body:?}"
    );
    let printed = print_rules(&rules);
    assert!(printed.contains("you choose one:"), "{printed}");
    assert_eq!(parse_rules(&printed).expect("reparses"), rules);
    // A plain `choose one` is the block's player's.
    let rules = parse_rules("each player: choose one: +1 card; or +1 buy.").expect("parses");
    let printed = print_rules(&rules);
    assert!(!printed.contains("you choose"), "{printed}");
    // `they choose one` is the block's player's too.
    let rules = parse_rules("each player: they choose one: +1 card; or +1 buy.").expect("parses");
    assert!(format!("{rules:?}").contains("Player"), "{rules:?}");
    // `you choose` needs `one:` and its parts.
    let e = error("each player: you choose: +1 card; or +1 buy.");
    assert_eq!(e.offset, 23, "{e:?}");
}

#[test]
fn one_trigger_per_verb_of_an_or_list() {
    let rules = parse_rules("when you gain or trash this: +$2.").expect("parses");
    let events: Vec<EventKind> = rules
        .abilities
        .iter()
        .map(|a| match a {
            Ability::Triggered(t) => t.trigger.event,
            _ => panic!("{a:?}"),
        })
        .collect();
    assert_eq!(events, vec![EventKind::Gain, EventKind::Trash]);
    let printed = print_rules(&rules);
    assert_eq!(parse_rules(&printed).expect("reparses"), rules);

    let rules =
        parse_rules("when you gain, trash, or discard this outside clean-up: you may play this.")
            .expect("parses");
    assert_eq!(rules.abilities.len(), 3);
    assert!(
        matches!(&rules.abilities[2], Ability::Triggered(t) if t.trigger.event == EventKind::DiscardOutsideCleanup),
        "{rules:?}"
    );
    // Discarding says when; only discarding does.
    let e = error("when you gain or discard this: +$2.");
    assert!(e.message.contains("outside clean-up"), "{e:?}");
    let e = error("when you gain or trash this outside clean-up: +$2.");
    assert!(e.message.contains("only discarding"), "{e:?}");
    // A lasting trigger is about one event.
    let e = error("this turn, when you gain or trash a card: +$1.");
    assert!(e.message.contains("one event"), "{e:?}");
}

#[test]
fn the_owner_picks_cards_inside_a_player_block() {
    let text = "each other player reveals the top 2 cards of their deck, then trashes a revealed Silver or Gold you choose, then discards the rest.";
    let rules = parse_rules(text).expect("parses");
    let Ability::Play(block) = &rules.abilities[0] else {
        panic!("{rules:?}");
    };
    let Some(Effect::ForPlayers(_, body)) = block.first() else {
        panic!("{block:?}");
    };
    let Some(Effect::Move {
        verb: Verb::Trash,
        cards,
        ..
    }) = body.get(1)
    else {
        panic!("{body:?}");
    };
    assert_eq!(cards[0].chooser, Chooser::Owner, "{cards:?}");
    assert_eq!(cards[0].qty, Qty::Exactly(1));
    assert!(matches!(cards[0].from, Source::Ref(Ref::Revealed)));
    let printed = print_rules(&rules);
    assert!(printed.contains("you choose"), "{printed}");
    assert_eq!(parse_rules(&printed).expect("reparses"), rules);
    // Without `you choose`, the block's player picks.
    let rules = parse_rules("each other player trashes a revealed Silver.").expect("parses");
    assert!(!format!("{rules:?}").contains("Owner"), "{rules:?}");
    // `you choose` needs both words.
    let e = error("each other player trashes a revealed Silver you.");
    assert_eq!(e.offset, 47, "{e:?}");
}

#[test]
fn gaining_the_cards_referred_to() {
    let text =
        "each other player trashes a revealed Silver or Gold you choose. gain the trashed cards.";
    let rules = parse_rules(text).expect("parses");
    let Ability::Play(block) = &rules.abilities[0] else {
        panic!("{rules:?}");
    };
    assert!(
        matches!(block.last(), Some(Effect::Move { verb: Verb::Gain, cards, to: Dest::Discard })
            if matches!(cards[0].from, Source::Ref(Ref::Trashed))),
        "{block:?}"
    );
    let printed = print_rules(&rules);
    assert_eq!(parse_rules(&printed).expect("reparses"), rules);
    // A sentence on the cards an ability handled continues that ability.
    let rules = parse_rules(
        "when you buy this: trash a card from your hand. gain the trashed cards onto your deck.",
    )
    .expect("parses");
    assert_eq!(rules.abilities.len(), 1, "{rules:?}");
    assert_eq!(parse_rules(&print_rules(&rules)).expect("reparses"), rules);
    // Only cards referred to are gained this way: a Supply card takes a count.
    let e = error("gain Silver.");
    assert_eq!(e.offset, 5, "{e:?}");
    // A headless sentence that is not about the handled cards is still an error.
    assert!(parse_rules("when you buy this: trash a card from your hand. gain a Silver.").is_err());
}

#[test]
fn none_of_the_referred_cards() {
    let text = "reveal the top 2 cards of your deck, then if none of the revealed cards are Treasures: gain a Copper.";
    let rules = parse_rules(text).expect("parses");
    let printed = print_rules(&rules);
    assert!(
        printed.contains("none of the revealed cards are Treasures"),
        "{printed}"
    );
    assert_eq!(parse_rules(&printed).expect("reparses"), rules);
    let e = error("if none of the revealed cards: gain a Copper.");
    assert_eq!(e.offset, 29, "{e:?}");
}

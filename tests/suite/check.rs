//! The checker and the loader: good input checks, bad input gives located errors with
//! "did you mean", never a panic.

use dominion::diagnostics::Diagnostic;
use dominion::load::EMBEDDED_CARDS;
use dominion::load_db;

/// The embedded database with one replacement made.
fn with(from: &str, to: &str) -> String {
    assert!(
        EMBEDDED_CARDS.contains(from),
        "test fixture out of date: {from}"
    );
    EMBEDDED_CARDS.replacen(from, to, 1)
}

fn errors(src: &str) -> Vec<Diagnostic> {
    match load_db("cards.ron", src) {
        Ok(_) => panic!("expected errors"),
        Err(e) => e,
    }
}

#[test]
fn embedded_database_checks() {
    let db = load_db("cards.ron", EMBEDDED_CARDS).expect("checks");
    // Every card entry of the file (each has one `rules:` field) is in the database.
    assert_eq!(db.cards.len(), EMBEDDED_CARDS.matches("rules:").count());
    assert!(db.cards.len() >= 53);
    for c in &db.cards {
        assert!(
            c.on_play.is_some() || c.vp.is_some(),
            "{} does something",
            c.id
        );
    }
}

#[test]
fn unknown_card_in_rules_is_located_with_a_suggestion() {
    let src = with(
        "gain a card costing less than this.",
        "gain a Provnce costing less than this.",
    );
    let e = errors(&src);
    assert_eq!(e.len(), 1, "{e:?}");
    let d = &e[0];
    assert_eq!(d.card.as_deref(), Some("border_village"));
    assert!(
        d.message
            .contains("`Provnce` is neither a card nor a card type"),
        "{}",
        d.message
    );
    assert_eq!(d.suggestion.as_deref(), Some("Province"));
    let line = src[..src.find("Provnce").unwrap()].matches('\n').count() + 1;
    assert_eq!(d.line, line);
    assert_eq!(&d.source_line[d.col - 1..d.col - 1 + d.len], "Provnce");
    let shown = d.render();
    assert!(shown.contains("^^^^^^^"), "{shown}");
}

#[test]
fn misspelt_keyword_is_located_with_a_suggestion() {
    let src = with(
        "+1 card, +1 action, +$1, discard a card from your hand.",
        "+1 card, +1 action, +$1, dicsard a card from your hand.",
    );
    let e = errors(&src);
    let d = &e[0];
    assert_eq!(d.card.as_deref(), Some("oasis"));
    assert!(d.source_line.contains("dicsard"));
    assert_eq!(&d.source_line[d.col - 1..d.col - 1 + d.len], "dicsard");
    assert!(d.suggestion.is_some(), "{d:?}");
}

#[test]
fn unknown_mat_and_type() {
    let e = errors(&with("onto your island mat", "onto your islnd mat"));
    assert!(e[0].message.contains("islnd mat"), "{:?}", e[0]);
    assert_eq!(e[0].suggestion.as_deref(), Some("island mat"));
    let e = errors(&with(
        "a non-Victory card costing less than it.\n",
        "a non-Vctory card costing less than it.\n",
    ));
    assert_eq!(e[0].suggestion.as_deref(), Some("Victory"));
}

#[test]
fn broken_ron_is_located() {
    let src = with("cost: 6, types: [\"Action\"], kingdom: true,\n            rules: \"\n                +1 card, +2 actions.", "cost: 6 types: [\"Action\"]");
    let e = errors(&src);
    assert!(
        e[0].line > 0 && e[0].message.contains("not a valid card database"),
        "{:?}",
        e[0]
    );
    let e = errors(&with(
        "types: [\"Action\", \"Reaction\"]",
        "types: [\"Action\", \"Reacton\"]",
    ));
    assert!(
        e[0].line > 0 && e[0].source_line.contains("Reacton"),
        "{:?}",
        e[0]
    );
    assert_eq!(e[0].suggestion.as_deref(), Some("Reaction"));
    assert!(errors("").len() == 1);
    assert!(errors("CardDb(").len() == 1);
}

#[test]
fn unknown_card_in_basic_setup() {
    let e = errors(&with(
        "(card: \"Silver\", size: Fixed(40))",
        "(card: \"Silvr\", size: Fixed(40))",
    ));
    assert!(e[0].message.contains("unknown card `Silvr`"));
    assert_eq!(e[0].suggestion.as_deref(), Some("Silver"));
}

#[test]
fn unknown_set_is_located_with_a_suggestion() {
    let src = with(
        "id: \"border_village\", name: \"Border Village\", sets: [\"hinterlands1\"",
        "id: \"border_village\", name: \"Border Village\", sets: [\"hinterland1\"",
    );
    let e = errors(&src);
    assert_eq!(e.len(), 1, "{e:?}");
    let d = &e[0];
    assert_eq!(d.card.as_deref(), Some("border_village"));
    assert!(d.message.contains("unknown set `hinterland1`"), "{d:?}");
    assert_eq!(d.suggestion.as_deref(), Some("hinterlands1"));
    let line = src[..src.find("\"hinterland1\"").unwrap()]
        .matches('\n')
        .count()
        + 1;
    assert_eq!(d.line, line);
    assert!(d.render().contains("^^^^^^^^^^^^^"), "{}", d.render());
}

#[test]
fn sets_are_data() {
    let db = load_db("cards.ron", EMBEDDED_CARDS).expect("checks");
    let bv = db.card(db.find("Border Village").expect("in the database"));
    let ids: Vec<&str> = bv
        .sets
        .iter()
        .map(|&s| db.sets[s.index()].id.as_str())
        .collect();
    assert_eq!(ids, ["hinterlands1", "hinterlands2"]);
    assert_eq!(db.sets[bv.sets[1].index()].full_name(), "Hinterlands (2E)");
    let sets = db.sets.len();
    // A new edition is one line of data: no recompiling.
    let src = with(
        "(id: \"hinterlands2\", name: \"Hinterlands\", edition: 2),",
        "(id: \"hinterlands2\", name: \"Hinterlands\", edition: 2),\n        (id: \"hinterlands3\", name: \"Hinterlands\", edition: 3),",
    )
    .replacen("sets: [\"hinterlands1\", \"hinterlands2\"]", "sets: [\"hinterlands3\"]", 1);
    let db = load_db("cards.ron", &src).expect("a new set checks");
    assert_eq!(db.sets.len(), sets + 1);
    let e = errors(&with("(id: \"seaside2\"", "(id: \"prosperity\""));
    assert!(
        e.iter()
            .any(|d| d.message.contains("two sets have the id `prosperity`")),
        "{e:?}"
    );
}

#[test]
fn duplicate_ids_and_names_and_versions() {
    let e = errors(&with("id: \"oasis\"", "id: \"develop\""));
    assert!(
        e.iter().any(|d| d.message.contains("used by two cards")),
        "{e:?}"
    );
    let e = errors(&with("format: 1,", "format: 99,"));
    assert!(e[0].message.contains("format 99 is not supported"));
}

#[test]
fn context_errors() {
    let e = errors(&with(
        "+2 actions, +$1.\n",
        "+2 actions, +$1, gain a Silver instead.\n",
    ));
    assert!(e[0].message.contains("`instead` only works"), "{:?}", e[0]);
}

#[test]
fn arbitrary_input_never_panics() {
    let base = EMBEDDED_CARDS;
    let mut seed = 12345u64;
    for _ in 0..300 {
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let at = (seed >> 33) as usize % base.len();
        let cut = (seed >> 13) as usize % 40;
        let mut s = base.to_string();
        let end = (at + cut).min(s.len());
        if s.is_char_boundary(at) && s.is_char_boundary(end) {
            s.replace_range(at..end, "");
        }
        let _ = load_db("fuzz.ron", &s);
    }
}

#[test]
fn in_any_order_is_for_putting_onto_a_deck() {
    // Good: `put ... back in any order`, `put ... onto your deck in any order` (Rabble,
    // and Cartographer-like texts), printed back the same.
    for text in [
        "look at the top 4 cards of your deck, then discard any number of them, then put the rest back in any order.",
        "reveal the top 3 cards of your deck, then put them onto your deck in any order.",
    ] {
        let r = dominion::parse::parse_rules(text).expect(text);
        let printed = dominion::print::print_rules(&r);
        assert!(printed.contains("in any order"), "{printed}");
        assert_eq!(dominion::parse::parse_rules(&printed).expect("reparses"), r);
    }
    // Bad: a gain has no order to choose; `in any order` elsewhere is a parse error.
    let e = errors(&with(
        "gain a card costing up to $3 more than it.",
        "gain a card costing up to $3 more than it onto your deck in any order.",
    ));
    assert!(
        e.iter().any(|d| d.card.as_deref() == Some("expand")
            && d.message.contains("`in any order` is for putting")),
        "{e:?}"
    );
    assert!(dominion::parse::parse_rules("put it into your hand in any order.").is_err());
    assert!(dominion::parse::parse_rules("trash the rest in any order.").is_err());
}

#[test]
fn the_total_cost_of_referred_cards() {
    let text = "trash any number of cards from your hand. gain a card costing exactly the total cost of them.";
    let r = dominion::parse::parse_rules(text).expect(text);
    let printed = dominion::print::print_rules(&r);
    assert!(printed.contains("the total cost of them"), "{printed}");
    assert_eq!(dominion::parse::parse_rules(&printed).expect("reparses"), r);
    // `the total cost` needs the cards it adds up.
    assert!(dominion::parse::parse_rules("gain a card costing exactly the total cost.").is_err());
    assert!(dominion::parse::parse_rules("gain a card costing the total cost of them.").is_err());
}

#[test]
fn owner_picked_selections_and_gained_references_are_checked() {
    // Good: Noble Brigand's text checks (the embedded database).
    assert!(load_db("cards.ron", EMBEDDED_CARDS).is_ok());
    // A misspelt card in the selection the owner picks is located.
    let src = with(
        "a revealed Silver or Gold you choose",
        "a revealed Silver or Gld you choose",
    );
    let e = errors(&src);
    assert!(e.iter().any(|d| d.message.contains("Gld")), "{e:?}");
    // A misspelt card in the cards gained.
    let src = with("gain the trashed cards.", "gain the trashed Silvr.");
    let e = errors(&src);
    assert!(e.iter().any(|d| d.message.contains("Silvr")), "{e:?}");
}

/// The 1-based line of the first occurrence of `text` in `src`.
fn line_of(src: &str, text: &str) -> usize {
    let at = src.find(text).expect("text in the source");
    src[..at].matches('\n').count() + 1
}

/// The text a diagnostic's caret points at.
fn pointed(d: &Diagnostic) -> String {
    d.source_line.chars().skip(d.col - 1).take(d.len).collect()
}

#[test]
fn kingdom_flag_on_a_basic_card_is_located() {
    let entry =
        "(id: \"silver\", name: \"Silver\", sets: [\"base\"], cost: 3, types: [\"Treasure\"],";
    let src = with(entry, &format!("{entry} kingdom: true,"));
    let e = errors(&src);
    assert_eq!(e.len(), 1, "{e:?}");
    let d = &e[0];
    assert_eq!(d.card.as_deref(), Some("silver"));
    assert!(d.message.contains("cannot be a Kingdom card"), "{d:?}");
    assert_eq!(d.line, line_of(&src, entry));
    assert_eq!(pointed(d), "true");
}

#[test]
fn player_counts_the_game_cannot_use_are_located() {
    let src = with("min_players: 2,", "min_players: 0,");
    let e = errors(&src);
    assert_eq!(e.len(), 1, "{e:?}");
    assert!(e[0].message.contains("at least 1 player"), "{:?}", e[0]);
    assert_eq!(e[0].line, line_of(&src, "min_players: 0"));
    assert_eq!(pointed(&e[0]), "0");

    let src = with("min_players: 2,", "min_players: 7,");
    let e = errors(&src);
    assert_eq!(e.len(), 1, "{e:?}");
    assert!(
        e[0].message.contains("(7) is more than `max_players` (6)"),
        "{:?}",
        e[0]
    );
    assert_eq!(e[0].line, line_of(&src, "min_players: 7"));
    assert_eq!(pointed(&e[0]), "7");

    let src = with("max_players: 6,", "max_players: 200,");
    let e = errors(&src);
    assert!(e[0].message.contains("at most 128 players"), "{:?}", e[0]);
    assert_eq!(pointed(&e[0]), "200");
}

#[test]
fn more_cards_than_a_game_can_number_is_located_at_the_number() {
    // 6 players × 12,000 Coppers: card instances are numbered in 16 bits.
    let src = with("(\"Copper\", 7)", "(\"Copper\", 12000)");
    let e = errors(&src);
    assert_eq!(e.len(), 1, "{e:?}");
    assert!(e[0].message.contains("more than the 65535"), "{:?}", e[0]);
    assert!(e[0].message.contains("a game of 6 players"), "{:?}", e[0]);
    assert_eq!(e[0].line, line_of(&src, "(\"Copper\", 12000)"));
    assert_eq!(pointed(&e[0]), "12000");
    // A pile size given per player, too big only for the largest games.
    let src = with("kingdom_pile: Fixed(10),", "kingdom_pile: Linear(0, 1500),");
    let e = errors(&src);
    assert_eq!(e.len(), 1, "{e:?}");
    assert_eq!(pointed(&e[0]), "Linear(0, 1500)");
    // Just under the limit is fine.
    load_db(
        "cards.ron",
        &with(
            "(card: \"Silver\", size: Fixed(40))",
            "(card: \"Silver\", size: Fixed(65000))",
        ),
    )
    .expect("65,000 Silvers fit");
}

#[test]
fn two_cards_with_one_name_are_located_at_the_second() {
    let src = with("name: \"Throne Room\", sets", "name: \"Silver\", sets");
    let e = errors(&src);
    assert_eq!(e.len(), 1, "{e:?}");
    assert!(
        e[0].message.contains("two cards are named `Silver`"),
        "{:?}",
        e[0]
    );
    assert_eq!(e[0].card.as_deref(), Some("throne_room"));
    assert_eq!(
        e[0].line,
        line_of(
            &src,
            "name: \"Silver\", sets: [\"base1\", \"base2\"], cost: 4"
        )
    );
    assert_eq!(pointed(&e[0]), "\"Silver\"");
}

#[test]
fn the_seventeenth_card_type_is_located() {
    let more: String = (0..10)
        .map(|i| format!("(name: \"Extra{i}\"),\n"))
        .collect();
    let decl = "(name: \"Duration\", role: Duration),\n";
    let src = with(decl, &format!("{decl}{more}"));
    let e = errors(&src);
    assert!(e[0].message.contains("at most 16 card types"), "{:?}", e[0]);
    assert_eq!(e[0].line, line_of(&src, "(name: \"Extra9\")"));
    assert_eq!(pointed(&e[0]), "(name: \"Extra9\")");
}

#[test]
fn an_empty_or_capitalised_card_id_is_located() {
    for (id, says) in [("", "cannot be empty"), ("Oasis", "must be lower case")] {
        let src = with("id: \"oasis\"", &format!("id: \"{id}\""));
        let e = errors(&src);
        let d = e
            .iter()
            .find(|d| d.message.contains(says))
            .unwrap_or_else(|| panic!("{id:?}: {e:?}"));
        assert_eq!(
            d.line,
            line_of(&src, &format!("id: \"{id}\", name: \"Oasis\""))
        );
        assert_eq!(pointed(d), format!("\"{id}\""));
    }
    let e = errors(&with("id: \"oasis\"", "id: \"Oasis\""));
    assert!(e[0].message.contains("write `oasis`"), "{:?}", e[0]);
}

#[test]
fn errors_of_a_card_whose_id_is_also_a_mat_or_token_id_are_on_its_own_line() {
    for (id, rule, bad) in [
        ("island", "onto your island mat.", "onto your islnd mat."),
        (
            "native_village",
            "+2 actions.\n                choose one: put the top card",
            "+2 actoins.\n                choose one: put the top card",
        ),
        (
            "trade_route",
            "+1 buy, +$1 per token on the trade route mat.",
            "+1 buy, +$1 per token on the trade rout mat.",
        ),
    ] {
        let src = with(rule, bad);
        let e = errors(&src);
        assert_eq!(e.len(), 1, "{id}: {e:?}");
        assert_eq!(e[0].card.as_deref(), Some(id));
        let word = bad.lines().next().unwrap_or(bad);
        assert_eq!(e[0].line, line_of(&src, word), "{id}: {}", e[0].render());
    }
}

#[test]
fn a_byte_order_mark_is_accepted() {
    let src = format!("\u{feff}{EMBEDDED_CARDS}");
    let db = load_db("cards.ron", &src).expect("a BOM is not an error");
    assert!(db.cards.len() >= 53);
    // Errors are still located on the right line and column.
    let src = format!("\u{feff}{}", with("min_players: 2,", "min_players: 0,"));
    let e = errors(&src);
    assert_eq!(e[0].line, line_of(&src, "min_players: 0"));
    assert_eq!(pointed(&e[0]), "0");
}

#[test]
fn ron_errors_name_no_rust_types() {
    let cases = [
        with("rules: \"+$2.\"),", "rulez: \"+$2.\"),"),
        with("(id: \"silver\", name: \"Silver\",", "(id: \"silver\","),
        with("hand_size: 5,", "hand_size: 5, hand_size: 5,"),
        with(
            "(card: \"Province\", coins: 8)",
            "(card: \"Province\", coinz: 8)",
        ),
        with("size: Fixed(40)", "size: Fixd(40)"),
        with("(name: \"Curse\")", "(name: \"Curse\", rol: Action)"),
        with("CardDb(", "Cardb("),
    ];
    for src in cases {
        let e = errors(&src);
        let m = &e[0].message;
        assert!(e[0].line > 0, "{m}");
        for rust in [
            "Raw",
            "Def`",
            "Header",
            "ron::",
            "serde",
            "PileSize`",
            "BuyRule`",
        ] {
            assert!(!m.contains(rust), "{rust} in: {m}");
        }
    }
    let e = errors(&with("rules: \"+$2.\"),", "rulez: \"+$2.\"),"));
    assert!(
        e[0].message.contains("unknown field `rulez` in a card"),
        "{}",
        e[0].message
    );
}

/// A megabyte-long misspelt name is neither compared with every card name (it took 12
/// seconds) nor echoed whole: the message cuts it, and the line is shown around the caret.
#[test]
fn a_huge_unknown_name_is_reported_briefly() {
    let name = format!("X{}", "y".repeat(1_000_000));
    let src = with("gain the trashed cards.", &format!("gain a {name}."));
    let e = errors(&src);
    let text: String = e.iter().map(|d| d.render()).collect();
    assert!(
        text.contains("is neither a card nor a card type"),
        "{}",
        &text[..300]
    );
    assert!(text.len() < 2_000, "{} bytes", text.len());
    assert!(text.contains('…'));
}

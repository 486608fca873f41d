//! The effect language: every card of `cards.ron` parses and prints back, errors say what
//! was expected and where, and the parser never panics.

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

fn cards() -> Vec<Card> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/cards.ron");
    let text = std::fs::read_to_string(path).expect("read cards.ron");
    let db: CardDb = ron::from_str(&text).expect("cards.ron is valid RON");
    assert!(db.cards.len() > 40, "only {} cards read", db.cards.len());
    db.cards
}

fn describe(text: &str, e: &ParseError) -> String {
    let (line, col) = e.line_col(text);
    let source = text.lines().nth(line - 1).unwrap_or_default();
    format!("{line}:{col}: {e}\n    {source}\n    {}^", " ".repeat(col - 1))
}

#[test]
fn every_card_parses() {
    let mut failures = Vec::new();
    for card in cards() {
        if let Err(e) = parse_rules(&card.rules) {
            failures.push(format!("{}: {}", card.id, describe(&card.rules, &e)));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn every_card_prints_back() {
    for card in cards() {
        let tree = parse_rules(&card.rules).unwrap();
        let printed = print_rules(&tree);
        let again = parse_rules(&printed)
            .unwrap_or_else(|e| panic!("{}: printed text does not parse: {}", card.id, describe(&printed, &e)));
        assert_eq!(tree, again, "{}: printed as\n{printed}", card.id);
        assert_eq!(printed, print_rules(&again), "{}: printing is not stable", card.id);
    }
}

#[test]
fn idents_carry_spans_in_the_rules_text() {
    for card in cards() {
        let text = card.rules.as_str();
        let tree = parse_rules(text).unwrap();
        let dump = format!("{tree:?}");
        // Every `Ident { text: "...", span: (a, b) }` spans its words in the text.
        for part in dump.split("Ident { text: \"").skip(1) {
            let (name, rest) = part.split_once('"').unwrap();
            let span = rest.split_once("span: (").unwrap().1.split_once(')').unwrap().0;
            let (a, b) = span.split_once(", ").unwrap();
            let (a, b): (usize, usize) = (a.parse().unwrap(), b.parse().unwrap());
            let words: Vec<&str> = text[a..b].split_whitespace().collect();
            assert_eq!(words.join(" "), name, "{}: span {a}..{b}", card.id);
        }
    }
}

// ---------------------------------------------------------------- Trees built by hand

fn id(s: &str) -> Ident {
    Ident::new(s)
}
fn named(s: &str) -> Atom {
    Atom::Named(id(s))
}
fn filter(atoms: Vec<Atom>) -> Filter {
    Filter { atoms }
}
fn any_card() -> Filter {
    Filter::default()
}
fn sel(qty: Qty, f: Filter, from: Source) -> Selection {
    Selection { qty, filter: f, from }
}
fn refd(r: Ref) -> Selection {
    sel(Qty::All, any_card(), Source::Ref(r))
}
fn n(n: i32) -> Amount {
    Amount::int(n)
}
fn play(effects: Vec<Effect>) -> Rules {
    Rules { abilities: vec![Ability::Play(effects)] }
}
fn moved(verb: Verb, cards: Vec<Selection>, to: Dest) -> Effect {
    Effect::Move { verb, cards, to }
}
fn gain(what: Filter) -> Effect {
    Effect::Gain { count: n(1), what, to: Dest::Discard }
}

/// Parses to `tree`, and prints to a text that parses to it again.
#[track_caller]
fn check(text: &str, tree: Rules) {
    let parsed = parse_rules(text).unwrap_or_else(|e| panic!("{text:?}: {}", describe(text, &e)));
    assert_eq!(parsed, tree, "{text:?}");
    let printed = print_rules(&parsed);
    assert_eq!(parse_rules(&printed).as_ref(), Ok(&tree), "{text:?} printed as {printed:?}");
}

#[track_caller]
fn check_play(text: &str, effects: Vec<Effect>) {
    check(text, play(effects));
}

#[track_caller]
fn check_filter(phrase: &str, f: Filter) {
    check_play(&format!("gain {phrase}."), vec![gain(f)]);
}

#[test]
fn empty_texts_have_no_abilities() {
    assert_eq!(parse_rules(""), Ok(Rules::default()));
    assert_eq!(parse_rules("  \n\t  \n"), Ok(Rules::default()));
    assert_eq!(print_rules(&Rules::default()), "");
}

#[test]
fn bonuses_and_amounts() {
    use Resource::*;
    check_play(
        "+1 card, +2 actions, +1 buy, +$2, +1 VP.",
        vec![
            Effect::Plus(Cards, n(1)),
            Effect::Plus(Actions, n(2)),
            Effect::Plus(Buys, n(1)),
            Effect::Plus(Coins, n(2)),
            Effect::Plus(Vp, n(1)),
        ],
    );
    // Singular and plural words both read.
    check_play("+2 card, +1 actions.", vec![Effect::Plus(Cards, n(2)), Effect::Plus(Actions, n(1))]);
    check_play(
        "-$1 per card in your hand.",
        vec![Effect::Plus(Coins, Amount { n: -1, per: Some((1, Count::Cards(any_card(), Zone::Hand))) })],
    );
    check_play(
        "+1 card per Victory card revealed.",
        vec![Effect::Plus(
            Cards,
            Amount { n: 1, per: Some((1, Count::Cards(filter(vec![named("Victory")]), Zone::Ref(Ref::Revealed)))) },
        )],
    );
    check_play(
        "+$1 per Treasure you have in play.",
        vec![Effect::Plus(
            Coins,
            Amount { n: 1, per: Some((1, Count::Cards(filter(vec![named("Treasure")]), Zone::InPlay))) },
        )],
    );
    check_play(
        "+$1 per token on the trade route mat.",
        vec![Effect::Plus(Coins, Amount { n: 1, per: Some((1, Count::TokensOnMat(id("trade route")))) })],
    );
    check(
        "worth 1 VP per 4 Victory cards you have.",
        Rules {
            abilities: vec![Ability::Worth(Amount {
                n: 1,
                per: Some((4, Count::Cards(filter(vec![named("Victory")]), Zone::Owned))),
            })],
        },
    );
    check("worth -1 VP.", Rules { abilities: vec![Ability::Worth(n(-1))] });
    check_play(
        "gain a Silver per $1 the trashed card costs.",
        vec![Effect::Gain {
            count: Amount { n: 1, per: Some((1, Count::CostOf(Ref::Trashed))) },
            what: filter(vec![named("Silver")]),
            to: Dest::Discard,
        }],
    );
    check_play(
        "+$1 per empty Supply pile, +1 card per 2 Action cards you gained this turn.",
        vec![
            Effect::Plus(Coins, Amount { n: 1, per: Some((1, Count::EmptyPiles)) }),
            Effect::Plus(
                Cards,
                Amount { n: 1, per: Some((2, Count::GainsThisTurn(filter(vec![named("Action")])))) },
            ),
        ],
    );
}

#[test]
fn card_phrases() {
    check_filter("a card", any_card());
    check_filter("a Gold", filter(vec![named("Gold")]));
    check_filter("an Action card", filter(vec![named("Action")]));
    check_filter("a non-Victory card", filter(vec![Atom::NotNamed(id("Victory"))]));
    check_filter("an Action or Treasure card", filter(vec![Atom::Either(vec![id("Action"), id("Treasure")])]));
    check_filter("a Border Village", filter(vec![named("Border Village")]));
    check_filter("a Fool's Gold", filter(vec![named("Fool's Gold")]));
    check_filter("a card costing up to $4", filter(vec![Atom::Cost(Cmp::UpTo, CostExpr::Coins(4))]));
    check_filter("a card costing $4 or less", filter(vec![Atom::Cost(Cmp::UpTo, CostExpr::Coins(4))]));
    check_filter(
        "a card costing exactly $1 more than the trashed card",
        filter(vec![Atom::Cost(Cmp::Exactly, CostExpr::Rel(1, Ref::Trashed))]),
    );
    check_filter(
        "a card costing exactly $1 less than the trashed card",
        filter(vec![Atom::Cost(Cmp::Exactly, CostExpr::Rel(-1, Ref::Trashed))]),
    );
    check_filter("a card costing less than this", filter(vec![Atom::Cost(Cmp::LessThan, CostExpr::Rel(0, Ref::This))]));
    check_filter("a card costing less than it", filter(vec![Atom::Cost(Cmp::LessThan, CostExpr::Rel(0, Ref::It))]));
    check_filter("a card costing up to $3 more than it", filter(vec![Atom::Cost(Cmp::UpTo, CostExpr::Rel(3, Ref::It))]));
    check_filter("a card costing the same as it", filter(vec![Atom::Cost(Cmp::Exactly, CostExpr::Rel(0, Ref::It))]));
    check_filter(
        "a non-Victory card costing less than it",
        filter(vec![Atom::NotNamed(id("Victory")), Atom::Cost(Cmp::LessThan, CostExpr::Rel(0, Ref::It))]),
    );
    check_filter(
        "a card costing up to $6 that the player to your right gained on their last turn",
        filter(vec![Atom::Cost(Cmp::UpTo, CostExpr::Coins(6)), Atom::GainedByRightLastTurn]),
    );
    check_filter("a copy of it", filter(vec![Atom::CopyOf(Ref::It)]));
    // Plurals keep the name as written.
    check_play(
        "gain 2 Golds, gain 3 Victory cards.",
        vec![
            Effect::Gain { count: n(2), what: filter(vec![named("Golds")]), to: Dest::Discard },
            Effect::Gain { count: n(3), what: filter(vec![named("Victory")]), to: Dest::Discard },
        ],
    );
}

#[test]
fn gains_and_destinations() {
    let gold = || filter(vec![named("Gold")]);
    check_play(
        "gain 4 Golds onto your deck, gain a Silver into your hand.",
        vec![
            Effect::Gain { count: n(4), what: filter(vec![named("Golds")]), to: Dest::Deck },
            Effect::Gain { count: n(1), what: filter(vec![named("Silver")]), to: Dest::Hand },
        ],
    );
    check_play(
        "gain a card costing up to $4, setting it aside.",
        vec![Effect::Gain {
            count: n(1),
            what: filter(vec![Atom::Cost(Cmp::UpTo, CostExpr::Coins(4))]),
            to: Dest::SetAside,
        }],
    );
    check_play("gain a Gold instead.", vec![Effect::Instead(Box::new(gain(gold())))]);
}

#[test]
fn moving_cards() {
    let hand1 = || sel(Qty::Exactly(1), any_card(), Source::Hand);
    check_play("trash a card from your hand.", vec![moved(Verb::Trash, vec![hand1()], Dest::Trash)]);
    check_play(
        "discard 2 cards from your hand.",
        vec![moved(Verb::Discard, vec![sel(Qty::Exactly(2), any_card(), Source::Hand)], Dest::Discard)],
    );
    check_play(
        "trash up to 2 Coppers from your hand.",
        vec![moved(Verb::Trash, vec![sel(Qty::UpTo(2), filter(vec![named("Coppers")]), Source::Hand)], Dest::Trash)],
    );
    check_play(
        "put any number of Coppers from your discard pile into your hand.",
        vec![moved(
            Verb::Put,
            vec![sel(Qty::AnyNumber, filter(vec![named("Coppers")]), Source::DiscardPile)],
            Dest::Hand,
        )],
    );
    check_play(
        "put all cards from your native village mat into your hand.",
        vec![moved(
            Verb::Put,
            vec![sel(Qty::All, any_card(), Source::Mat(id("native village")))],
            Dest::Hand,
        )],
    );
    check_play(
        "discard your hand, reveal your hand.",
        vec![
            moved(Verb::Discard, vec![sel(Qty::All, any_card(), Source::Hand)], Dest::Discard),
            moved(Verb::Reveal, vec![sel(Qty::All, any_card(), Source::Hand)], Dest::Back),
        ],
    );
    check_play(
        "look at the top 3 cards of your deck, put the top card of your deck onto your island mat.",
        vec![
            moved(Verb::LookAt, vec![sel(Qty::Exactly(3), any_card(), Source::DeckTop)], Dest::Back),
            moved(Verb::Put, vec![sel(Qty::Exactly(1), any_card(), Source::DeckTop)], Dest::Mat(id("island"))),
        ],
    );
    check_play(
        "put this and a card from your hand onto your island mat.",
        vec![moved(Verb::Put, vec![refd(Ref::This), hand1()], Dest::Mat(id("island")))],
    );
    check_play(
        "set aside a card from your hand face down.",
        vec![moved(Verb::SetAside { face_down: true }, vec![hand1()], Dest::SetAside)],
    );
    check_play(
        "put the set aside card into your hand, put it onto your deck, trash them.",
        vec![
            moved(Verb::Put, vec![refd(Ref::SetAside)], Dest::Hand),
            moved(Verb::Put, vec![refd(Ref::It)], Dest::Deck),
            moved(Verb::Trash, vec![refd(Ref::It)], Dest::Trash),
        ],
    );
    check_play("discard the other revealed cards.", vec![moved(Verb::Discard, vec![refd(Ref::OtherRevealed)], Dest::Discard)]);
    check_play("return it to its pile.", vec![moved(Verb::Return, vec![refd(Ref::It)], Dest::Supply)]);
    check_play(
        "play all Treasures you have in play.",
        vec![Effect::Play { cards: sel(Qty::All, filter(vec![named("Treasures")]), Source::InPlay), times: 1 }],
    );
}

#[test]
fn other_effects() {
    let action_from_hand = || sel(Qty::Exactly(1), filter(vec![named("Action")]), Source::Hand);
    check_play(
        "play it, play an Action card from your hand twice, play an Action card from your hand 3 times.",
        vec![
            Effect::Play { cards: refd(Ref::It), times: 1 },
            Effect::Play { cards: action_from_hand(), times: 2 },
            Effect::Play { cards: action_from_hand(), times: 3 },
        ],
    );
    check_play(
        "draw a card, draw 2 cards, draw until you have 6 cards in hand, discard down to 3 cards in hand.",
        vec![Effect::Draw(n(1)), Effect::Draw(n(2)), Effect::DrawUntil(6), Effect::DiscardDownTo(3)],
    );
    check_play(
        "reveal cards from your deck until you reveal a Treasure, name a card.",
        vec![Effect::RevealUntil(filter(vec![named("Treasure")])), Effect::NameCard],
    );
    check_play("exchange it for a Silver.", vec![Effect::Exchange(Ref::It, filter(vec![named("Silver")]))]);
    check_play(
        "take an extra turn after this one, then you draw only 3 cards for your next hand.",
        vec![Effect::ExtraTurn, Effect::NextHandSize(3)],
    );
    check_play("you may reveal this.", vec![Effect::May(Box::new(moved(Verb::Reveal, vec![refd(Ref::This)], Dest::Back)))]);
    check_play("you are unaffected by that Attack.", vec![Effect::Unaffected]);
    check(
        "setup: put a trade route token on each Victory Supply pile.",
        Rules {
            abilities: vec![Ability::Setup(vec![Effect::PutTokens(id("trade route"), filter(vec![named("Victory")]))])],
        },
    );
    check_play(
        "move the trade route token from its pile to the trade route mat.",
        vec![Effect::MoveToken(id("trade route"), id("trade route"))],
    );
}

#[test]
fn blocks() {
    let plus = |r, k| Effect::Plus(r, n(k));
    check_play(
        "if you did: +1 card; otherwise: +$4.",
        vec![Effect::If(Cond::Did, vec![plus(Resource::Cards, 1)], vec![plus(Resource::Coins, 4)])],
    );
    check_play(
        "choose one: +2 cards; or +2 actions; or +$2.",
        vec![Effect::ChooseOne(vec![
            vec![plus(Resource::Cards, 2)],
            vec![plus(Resource::Actions, 2)],
            vec![plus(Resource::Coins, 2)],
        ])],
    );
    check_play(
        "in either order: +1 card; +1 buy.",
        vec![Effect::EitherOrder(vec![vec![plus(Resource::Cards, 1)], vec![plus(Resource::Buys, 1)]])],
    );
    check_play(
        "each other player: draw a card, then discard down to 3 cards in hand.",
        vec![Effect::ForPlayers(Players::EachOther, vec![Effect::Draw(n(1)), Effect::DiscardDownTo(3)])],
    );
    check_play("the player to your left: name a card.", vec![Effect::ForPlayers(Players::Left, vec![Effect::NameCard])]);
    check_play(
        "+1 action. now and at the start of your next turn: +$1. at the start of your next turn: +1 buy.",
        vec![
            plus(Resource::Actions, 1),
            Effect::NowAndNextTurn(vec![plus(Resource::Coins, 1)]),
            Effect::NextTurn(vec![plus(Resource::Buys, 1)]),
        ],
    );
    check_play(
        "at the end of your buy phase this turn: you may put this onto your deck.",
        vec![Effect::EndOfBuyPhase(vec![Effect::May(Box::new(moved(Verb::Put, vec![refd(Ref::This)], Dest::Deck)))])],
    );
    // Nested blocks: `;` closes the innermost block; `otherwise` belongs to the innermost `if`.
    check_play(
        "choose one: if you did: +1 card; otherwise: +1 buy; or +$1.",
        vec![Effect::ChooseOne(vec![
            vec![Effect::If(Cond::Did, vec![plus(Resource::Cards, 1)], vec![plus(Resource::Buys, 1)])],
            vec![plus(Resource::Coins, 1)],
        ])],
    );
    check_play(
        "if you did: in either order: +1 card; +1 buy; otherwise: +$1.",
        vec![Effect::If(
            Cond::Did,
            vec![Effect::EitherOrder(vec![vec![plus(Resource::Cards, 1)], vec![plus(Resource::Buys, 1)]])],
            vec![plus(Resource::Coins, 1)],
        )],
    );
}

#[test]
fn lasting_rules_and_statics() {
    let cards_cost_less = |what| Static::CostLess { what, by: n(1), cond: None };
    check_play(
        "this turn: cards cost $1 less.",
        vec![Effect::Lasting(Lasting::ThisTurn, Box::new(LastingRule::Static(cards_cost_less(Object::Card(any_card())))))],
    );
    check_play(
        "this turn: you can't buy a copy of the named card.",
        vec![Effect::Lasting(
            Lasting::ThisTurn,
            Box::new(LastingRule::Static(Static::CannotBuy {
                what: Object::Card(filter(vec![Atom::CopyOf(Ref::Named)])),
                cond: None,
            })),
        )],
    );
    check_play(
        "until your next turn: you are unaffected by other players' Attacks.",
        vec![Effect::Lasting(Lasting::UntilNextTurn, Box::new(LastingRule::Static(Static::Immune)))],
    );
    let bought = Trigger { who: Who::You, event: EventKind::Gain, object: Object::Card(filter(vec![Atom::Bought])) };
    check_play(
        "this turn, when you gain a card you bought: +1 card.",
        vec![Effect::Lasting(
            Lasting::ThisTurn,
            Box::new(LastingRule::Triggered(bought.clone(), vec![Effect::Plus(Resource::Cards, n(1))])),
        )],
    );
    check_play(
        "once this turn, when you gain a card you bought: +1 card.",
        vec![Effect::Lasting(
            Lasting::OnceThisTurn,
            Box::new(LastingRule::Triggered(bought, vec![Effect::Plus(Resource::Cards, n(1))])),
        )],
    );
    check(
        "while this is in play: Action cards cost $2 less.",
        Rules {
            abilities: vec![Ability::Static(
                Scope::InPlay,
                Static::CostLess { what: Object::Card(filter(vec![named("Action")])), by: n(2), cond: None },
            )],
        },
    );
    check(
        "this costs $2 less per Action card you have in play during your buy phase.",
        Rules {
            abilities: vec![Ability::Static(
                Scope::This,
                Static::CostLess {
                    what: Object::This,
                    by: Amount { n: 2, per: Some((1, Count::Cards(filter(vec![named("Action")]), Zone::InPlay))) },
                    cond: Some(Cond::BuyPhase),
                },
            )],
        },
    );
    check(
        "you can't buy this if you have a Copper in play.",
        Rules {
            abilities: vec![Ability::Static(
                Scope::This,
                Static::CannotBuy {
                    what: Object::This,
                    cond: Some(Cond::Count(
                        Count::Cards(filter(vec![named("Copper")]), Zone::InPlay),
                        CountCmp::AtLeast(1),
                    )),
                },
            )],
        },
    );
}

#[test]
fn conditions() {
    let cond = |text: &str, c: Cond| check_play(&format!("if {text}: +1 card."), vec![Effect::If(c, vec![Effect::Plus(Resource::Cards, n(1))], vec![])]);
    let hand = |cmp| Cond::Count(Count::Cards(any_card(), Zone::Hand), cmp);
    cond("you did", Cond::Did);
    cond("you didn't", Cond::DidNot);
    cond("you have 5 or fewer cards in hand", hand(CountCmp::AtMost(5)));
    cond("you have 1 or more cards in hand", hand(CountCmp::AtLeast(1)));
    cond("you have at least 2 cards in hand", hand(CountCmp::AtLeast(2)));
    cond("you have a Copper in play", Cond::Count(Count::Cards(filter(vec![named("Copper")]), Zone::InPlay), CountCmp::AtLeast(1)));
    cond("you have no Copper in play", Cond::Count(Count::Cards(filter(vec![named("Copper")]), Zone::InPlay), CountCmp::AtMost(0)));
    cond("2 or more Supply piles are empty", Cond::Count(Count::EmptyPiles, CountCmp::AtLeast(2)));
    cond("this is the first time you played a Crossroads this turn", Cond::FirstPlay(filter(vec![named("Crossroads")])));
    cond("the previous turn was not yours", Cond::PreviousTurnNotYours);
    cond(
        "you gained no Victory card in your buy phase",
        Cond::Count(Count::GainsThisBuyPhase(filter(vec![named("Victory")])), CountCmp::AtMost(0)),
    );
    cond("the discarded cards are all Actions", Cond::All(Ref::Discarded, filter(vec![named("Actions")])));
    cond("the trashed card costs $3 or more", Cond::Count(Count::CostOf(Ref::Trashed), CountCmp::AtLeast(3)));
    cond(
        "you did and the previous turn was not yours and you didn't",
        Cond::And(Box::new(Cond::Did), Box::new(Cond::And(Box::new(Cond::PreviousTurnNotYours), Box::new(Cond::DidNot)))),
    );
}

#[test]
fn triggers_and_abilities() {
    let trig = |scope, who, event, object, body| Ability::Triggered(Triggered { scope, trigger: Trigger { who, event, object }, body });
    let card = |atoms| Object::Card(filter(atoms));
    check(
        "+2 cards.
         while this is in your hand, when another player plays an Attack: you may reveal this.
         if you did: you are unaffected by that Attack.",
        Rules {
            abilities: vec![
                Ability::Play(vec![Effect::Plus(Resource::Cards, n(2))]),
                trig(
                    Scope::InHand,
                    Who::AnotherPlayer,
                    EventKind::Play,
                    card(vec![named("Attack")]),
                    vec![
                        Effect::May(Box::new(moved(Verb::Reveal, vec![refd(Ref::This)], Dest::Back))),
                        Effect::If(Cond::Did, vec![Effect::Unaffected], vec![]),
                    ],
                ),
            ],
        },
    );
    let gain_gold = || vec![gain(filter(vec![named("Gold")]))];
    let one = |text: &str, ability: Ability| check(text, Rules { abilities: vec![ability] });
    one("when you gain this: gain a Gold.", trig(Scope::This, Who::You, EventKind::Gain, Object::This, gain_gold()));
    one(
        "while this is set aside, when another player gains a Province: gain a Gold.",
        trig(Scope::SetAside, Who::AnotherPlayer, EventKind::Gain, card(vec![named("Province")]), gain_gold()),
    );
    one(
        "while this is in play, when you would gain a card: gain a Gold.",
        trig(Scope::InPlay, Who::You, EventKind::WouldGain, card(vec![]), gain_gold()),
    );
    one(
        "while this is in play: when you buy a Victory card: gain a Gold.",
        trig(Scope::InPlay, Who::You, EventKind::Buy, card(vec![named("Victory")]), gain_gold()),
    );
    one(
        "when you discard this outside clean-up: gain a Gold.",
        trig(Scope::This, Who::You, EventKind::DiscardOutsideCleanup, Object::This, gain_gold()),
    );
    one(
        "when you discard this from play: gain a Gold.",
        trig(Scope::This, Who::You, EventKind::DiscardFromPlay, Object::This, gain_gold()),
    );
    one(
        "when the player to your left trashes a card: gain a Gold.",
        trig(Scope::This, Who::Left, EventKind::Trash, card(vec![]), gain_gold()),
    );
    one(
        "in games using this, when any player gains a card from a pile with a trade route token: gain a Gold.",
        trig(Scope::Game, Who::AnyPlayer, EventKind::Gain, card(vec![Atom::FromPileWithToken(id("trade route"))]), gain_gold()),
    );
    // Consecutive play sentences make one ability; sentences after a trigger extend it.
    check(
        "+1 card. +1 action. when you trash this: +1 buy. +$1. worth 2 VP.",
        Rules {
            abilities: vec![
                Ability::Play(vec![Effect::Plus(Resource::Cards, n(1)), Effect::Plus(Resource::Actions, n(1))]),
                trig(
                    Scope::This,
                    Who::You,
                    EventKind::Trash,
                    Object::This,
                    vec![Effect::Plus(Resource::Buys, n(1)), Effect::Plus(Resource::Coins, n(1))],
                ),
                Ability::Worth(n(2)),
            ],
        },
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
    let text = "+1 card, trsh a card from your hand.";
    let e = error(text);
    assert_eq!((e.offset, e.len), (9, 4), "{e:?}");
    assert_eq!(e.suggestion.as_deref(), Some("trash"), "{e:?}");
    assert!(e.message.contains("`trsh`"), "{e:?}");
    assert!(e.message.contains("an effect"), "{e:?}");
    assert!(e.to_string().contains("did you mean `trash`?"), "{e}");

    let e = error("+1 card.\ngainn a Gold.");
    assert_eq!((e.offset, e.len, e.suggestion.as_deref()), (9, 5, Some("gain")), "{e:?}");
    assert_eq!(e.line_col("+1 card.\ngainn a Gold."), (2, 1));

    let e = error("gain a Gold ontoo your deck.");
    assert_eq!((e.offset, e.suggestion.as_deref()), (12, Some("onto")), "{e:?}");

    let e = error("while this is in yor hand, when you gain a card: +1 card.");
    assert_eq!((e.offset, e.suggestion.as_deref()), (17, Some("your")), "{e:?}");

    let e = error("If you did: +1 card.");
    assert_eq!((e.offset, e.len, e.suggestion.as_deref()), (0, 2, Some("if")), "{e:?}");

    // A word that is no near miss gets no suggestion.
    let e = error("+1 card, frobnicate.");
    assert_eq!((e.offset, e.suggestion.as_deref()), (9, None), "{e:?}");
}

#[test]
fn unfinished_and_trailing_text() {
    let e = error("+1 card");
    assert_eq!((e.offset, e.len), (7, 0), "{e:?}");
    assert!(e.message.contains("not finished"), "{e:?}");

    let e = error("+1 card. +1 action");
    assert_eq!(e.offset, 18, "{e:?}");

    let e = error("if you did: +1 card; otherwise");
    assert_eq!(e.offset, 30, "{e:?}");

    let e = error("+1 card. ???");
    assert_eq!((e.offset, e.len), (9, 1), "{e:?}");

    let e = error("+1 card. blah blah.");
    assert_eq!((e.offset, e.len), (9, 4), "{e:?}");
    assert!(e.message.starts_with("expected"), "{e:?}");

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
        assert!(e.len >= 1 && e.offset + e.len <= text.len(), "{text}: {e:?}");
    }
}

#[test]
fn misplaced_and_too_deep() {
    let e = error("worth 2 VP. +1 card.");
    assert_eq!((e.offset, e.len), (12, 2), "{e:?}");

    let deep = format!("{}+1 card.", "you may ".repeat(200));
    assert!(parse_rules(&deep).is_err());
    let deep = format!("{}+1 card.", "if you did: ".repeat(200));
    assert!(parse_rules(&deep).is_err());
    let deep = format!("if {}you did: +1 card.", "you did and ".repeat(200));
    assert!(parse_rules(&deep).is_err());
    let shallow = format!("{}+1 card.", "if you did: ".repeat(10));
    assert!(parse_rules(&shallow).is_ok());
}

#[test]
fn deep_nesting_does_not_overflow_the_stack() {
    // Far deeper than any card: the parser must give up with an error, not crash.
    let deep = format!("{}+1 card.", "you may ".repeat(20_000));
    assert!(parse_rules(&deep).is_err());
    let deep = format!("{}+1 card.", "choose one: ".repeat(20_000));
    assert!(parse_rules(&deep).is_err());
}

// ---------------------------------------------------------------- Fuzzing

/// Parsing never panics; whatever parses prints back to the same tree.
fn no_panic_and_round_trip(text: &str) {
    if let Ok(tree) = parse_rules(text) {
        let printed = print_rules(&tree);
        assert_eq!(parse_rules(&printed).as_ref(), Ok(&tree), "{text:?} printed as {printed:?}");
    } else if let Err(e) = parse_rules(text) {
        assert!(e.offset <= text.len() && e.offset + e.len <= text.len(), "{text:?}: {e:?}");
        assert!(text.is_char_boundary(e.offset), "{text:?}: {e:?}");
    }
}

const WORDS: &[&str] = &[
    "+1 card", "+$2", "gain", "a", "Gold", "card", "if", "you did", ":", ";", ",", ".", "or", "and", "this",
    "it", "costing", "up to", "$4", "choose one", "when", "you", "may", "trash", "from your hand", "per",
    "while this is in play", "non-Victory", "otherwise", "the", "mat", "token", "300", "-",
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

    #[test]
    fn mutated_cards_never_panic(
        card in any::<prop::sample::Index>(),
        edits in prop::collection::vec((any::<prop::sample::Index>(), any::<bool>(), prop::sample::select(WORDS)), 1..6),
    ) {
        let all = cards();
        let mut text: Vec<char> = all[card.index(all.len())].rules.chars().collect();
        for (at, delete, word) in edits {
            let i = at.index(text.len() + 1);
            if delete && i < text.len() {
                let end = (i + 1 + word.len() % 4).min(text.len());
                text.drain(i..end);
            } else {
                text.splice(i..i, word.chars());
            }
        }
        no_panic_and_round_trip(&text.into_iter().collect::<String>());
    }
}

//! Every construct of the effect language parses to the tree it means (trees built by hand).

use dominion::ast::*;
use dominion::parse::parse_rules;
use dominion::print::print_rules;

use crate::trees;
use trees::*;

#[test]
fn empty_texts_have_no_abilities() {
    assert_eq!(parse_rules(""), Ok(Rules::default()));
    assert_eq!(parse_rules("  \n\t  \n"), Ok(Rules::default()));
    assert_eq!(print_rules(&Rules::default()), "");
}

#[test]
fn bonuses_and_amounts() {
    check_play(
        "+1 card, +2 actions, +1 buy, +$2, +1 VP.",
        vec![
            plus(Cards, 1),
            plus(Actions, 2),
            plus(Buys, 1),
            plus(Coins, 2),
            plus(Vp, 1),
        ],
    );
    // Singular and plural words both read.
    check_play(
        "+2 card, +1 actions.",
        vec![plus(Cards, 2), plus(Actions, 1)],
    );
    let hand = Count::Cards(card(), Zone::Hand);
    check_play(
        "-$1 per card in your hand.",
        vec![Effect::Plus(Coins, per(-1, 1, hand))],
    );
    let revealed = Count::Cards(of("Victory"), Zone::Ref(Ref::Revealed));
    check_play(
        "+1 card per Victory card revealed.",
        vec![Effect::Plus(Cards, per(1, 1, revealed))],
    );
    let treasures = Count::Cards(of("Treasure"), Zone::InPlay);
    check_play(
        "+$1 per Treasure you have in play.",
        vec![Effect::Plus(Coins, per(1, 1, treasures))],
    );
    let tokens = Count::TokensOnMat(id("trade route"));
    check_play(
        "+$1 per token on the trade route mat.",
        vec![Effect::Plus(Coins, per(1, 1, tokens))],
    );
    let victory = Count::Cards(of("Victory"), Zone::Owned);
    check(
        "worth 1 VP per 4 Victory cards you have.",
        rules(vec![Ability::Worth(per(1, 4, victory))]),
    );
    check("worth -1 VP.", rules(vec![Ability::Worth(n(-1))]));
    let cost = per(1, 1, Count::CostOf(Ref::Trashed));
    check_play(
        "gain a Silver per $1 the trashed card costs.",
        vec![Effect::Gain {
            items: vec![GainItem {
                chooser: Chooser::Player,
                count: cost,
                what: of("Silver"),
            }],
            to: Dest::Discard,
            span: Span::NONE,
        }],
    );
    check_play(
        "+$1 per empty Supply pile, +1 card per 2 Action cards you gained this turn.",
        vec![
            Effect::Plus(Coins, per(1, 1, Count::EmptyPiles)),
            Effect::Plus(Cards, per(1, 2, Count::GainsThisTurn(of("Action")))),
        ],
    );
}

#[test]
fn card_phrases() {
    use {Cmp::*, CostExpr::*};
    check_filter("a card", card());
    check_filter("a Gold", of("Gold"));
    check_filter("an Action card", of("Action"));
    check_filter("a non-Victory card", f(vec![Atom::NotNamed(id("Victory"))]));
    check_filter(
        "a non-Victory Action card",
        f(vec![Atom::NotNamed(id("Victory")), named("Action")]),
    );
    check_filter(
        "an Action or Treasure card",
        f(vec![Atom::Either(vec![id("Action"), id("Treasure")])]),
    );
    check_filter("a Border Village", of("Border Village"));
    check_filter("a Fool's Gold", of("Fool's Gold"));
    check_filter("a card costing up to $4", cost(UpTo, Coins(4)));
    check_filter("a card costing $4 or less", cost(UpTo, Coins(4)));
    check_filter("a card costing $3 or more", cost(AtLeast, Coins(3)));
    check_filter("a card costing at least $3", cost(AtLeast, Coins(3)));
    check_filter(
        "a card costing at least $1 more than it",
        cost(AtLeast, Rel(1, Ref::It(Span::NONE))),
    );
    check_filter(
        "a card costing exactly $1 more than the trashed card",
        cost(Exactly, Rel(1, Ref::Trashed)),
    );
    check_filter(
        "a card costing exactly $1 less than the trashed card",
        cost(Exactly, Rel(-1, Ref::Trashed)),
    );
    check_filter(
        "a card costing less than this",
        cost(LessThan, Rel(0, Ref::This)),
    );
    check_filter(
        "a card costing less than it",
        cost(LessThan, Rel(0, Ref::It(Span::NONE))),
    );
    check_filter(
        "a card costing up to $3 more than it",
        cost(UpTo, Rel(3, Ref::It(Span::NONE))),
    );
    check_filter(
        "a card costing the same as it",
        cost(Exactly, Rel(0, Ref::It(Span::NONE))),
    );
    check_filter(
        "a non-Victory card costing less than it",
        f(vec![
            Atom::NotNamed(id("Victory")),
            Atom::Cost(LessThan, Rel(0, Ref::It(Span::NONE))),
        ]),
    );
    check_filter(
        "a card costing up to $6 that the player to your right gained on their last turn",
        f(vec![
            Atom::Cost(UpTo, Coins(6)),
            Atom::GainedBy(Who::Right, GainedWhen::LastTurn),
        ]),
    );
    check_filter(
        "a card that the player to your left gained on their last turn",
        f(vec![Atom::GainedBy(Who::Left, GainedWhen::LastTurn)]),
    );
    check_filter(
        "a card that you gained on your last turn",
        f(vec![Atom::GainedBy(Who::You, GainedWhen::LastTurn)]),
    );
    check_filter(
        "a card that you gained this turn",
        f(vec![Atom::GainedBy(Who::You, GainedWhen::ThisTurn)]),
    );
    assert!(parse_rules("gain a card that the player to your left gained this turn.").is_err());
    assert!(parse_rules("gain a card that you gained on their last turn.").is_err());
    assert!(
        parse_rules("gain a card that the player to your right gained on your last turn.").is_err()
    );
    check_filter("a copy of it", f(vec![Atom::CopyOf(Ref::It(Span::NONE))]));
    // Plurals keep the name as written.
    check_play(
        "gain 2 Golds, gain 3 Victory cards.",
        vec![
            gain_to(2, of("Golds"), Dest::Discard),
            gain_to(3, of("Victory"), Dest::Discard),
        ],
    );
}

#[test]
fn gains_and_destinations() {
    check_play(
        "gain 4 Golds onto your deck, gain a Silver into your hand.",
        vec![
            gain_to(4, of("Golds"), Dest::Deck),
            gain_to(1, of("Silver"), Dest::Hand),
        ],
    );
    check_play(
        "gain a card costing up to $4, setting it aside.",
        vec![gain_to(
            1,
            cost(Cmp::UpTo, CostExpr::Coins(4)),
            Dest::SetAside,
        )],
    );
    check_play(
        "gain a Gold instead.",
        vec![Effect::Instead(Box::new(gain(of("Gold"))), Span::NONE)],
    );
}

#[test]
fn moving_cards() {
    use {Qty::*, Verb::*};
    let hand = |q| sel(q, card(), Source::Hand);
    check_play(
        "trash a card from your hand.",
        vec![mv(Trash, vec![hand(Exactly(1))], Dest::Trash)],
    );
    check_play(
        "discard 2 cards from your hand.",
        vec![mv(Discard, vec![hand(Exactly(2))], Dest::Discard)],
    );
    // `per` multiplies the number of a selection (Poacher).
    let per_empty = |q, m| Selection {
        per: Some((m, Count::EmptyPiles)),
        ..hand(q)
    };
    check_play(
        "discard a card per empty Supply pile.",
        vec![mv(Discard, vec![per_empty(Exactly(1), 1)], Dest::Discard)],
    );
    check_play(
        "trash up to 2 cards from your hand per 2 empty Supply piles.",
        vec![mv(Trash, vec![per_empty(UpTo(2), 2)], Dest::Trash)],
    );
    assert!(parse_rules("discard any number of cards per empty Supply pile.").is_err());
    assert!(parse_rules("play an Action card from your hand per empty Supply pile.").is_err());
    let coppers = |q, from| sel(q, of("Coppers"), from);
    check_play(
        "trash up to 2 Coppers from your hand.",
        vec![mv(Trash, vec![coppers(UpTo(2), Source::Hand)], Dest::Trash)],
    );
    check_play(
        "put any number of Coppers from your discard pile into your hand.",
        vec![mv(
            Put,
            vec![coppers(AnyNumber, Source::DiscardPile)],
            Dest::Hand,
        )],
    );
    let village = sel(All, card(), Source::Mat(id("native village")));
    check_play(
        "put all cards from your native village mat into your hand.",
        vec![mv(Put, vec![village], Dest::Hand)],
    );
    check_play(
        "discard your hand, reveal your hand.",
        vec![
            mv(Discard, vec![hand(All)], Dest::Discard),
            mv(Reveal, vec![hand(All)], Dest::Back),
        ],
    );
    let top = |k| sel(Exactly(k), card(), Source::DeckTop);
    check_play(
        "look at the top 3 cards of your deck, put the top card of your deck onto your island mat.",
        vec![
            mv(LookAt, vec![top(3)], Dest::Back),
            mv(Put, vec![top(1)], Dest::Mat(id("island"))),
        ],
    );
    check_play(
        "put this and a card from your hand onto your island mat.",
        vec![mv(
            Put,
            vec![refd(Ref::This), hand(Exactly(1))],
            Dest::Mat(id("island")),
        )],
    );
    check_play(
        "set aside a card from your hand face down.",
        vec![mv(
            SetAside { face_down: true },
            vec![hand(Exactly(1))],
            Dest::SetAside,
        )],
    );
    check_play(
        "put the set aside card into your hand, put it onto your deck, trash them.",
        vec![
            mv(Put, vec![refd(Ref::SetAside)], Dest::Hand),
            mv(Put, vec![refd(Ref::It(Span::NONE))], Dest::Deck),
            mv(Trash, vec![refs(Ref::It(Span::NONE))], Dest::Trash),
        ],
    );
    check_play(
        "discard the other revealed cards.",
        vec![mv(Discard, vec![refs(Ref::OtherRevealed)], Dest::Discard)],
    );
    check_play(
        "return it to its pile.",
        vec![mv(Return, vec![refd(Ref::It(Span::NONE))], Dest::Supply)],
    );
    let treasures = sel(All, of("Treasures"), Source::InPlay);
    check_play(
        "play all Treasures you have in play.",
        vec![Effect::Play {
            cards: treasures,
            times: 1,
        }],
    );
}

#[test]
fn whole_references_print_in_the_number_written() {
    // The tree keeps the number a whole reference is written in, and the printer writes it
    // back (Noble Brigand gains all the trashed cards; Venture plays the one revealed
    // Treasure).
    let revealed = |filter: Filter, plural: bool| Selection {
        plural,
        ..sel(Qty::All, filter, Source::Ref(Ref::Revealed))
    };
    for (text, cards, printed) in [
        (
            "gain the trashed cards.",
            refs(Ref::Trashed),
            "gain the trashed cards.",
        ),
        (
            "gain the trashed card.",
            refd(Ref::Trashed),
            "gain the trashed card.",
        ),
        ("discard them.", refs(Ref::It(Span::NONE)), "discard them."),
        ("discard it.", refd(Ref::It(Span::NONE)), "discard it."),
        (
            "discard the other revealed card.",
            refd(Ref::OtherRevealed),
            "discard the other revealed card.",
        ),
        (
            "discard the named cards.",
            refs(Ref::Named),
            "discard the named cards.",
        ),
        (
            "discard the revealed Treasure.",
            revealed(of("Treasure"), false),
            "discard the revealed Treasure card.",
        ),
        (
            "discard the revealed Treasure cards.",
            revealed(of("Treasure"), true),
            "discard the revealed Treasure cards.",
        ),
        (
            "discard the revealed Actions.",
            revealed(of("Actions"), true),
            "discard the revealed Actions.",
        ),
    ] {
        let verb = if text.starts_with("gain") {
            Verb::Gain
        } else {
            Verb::Discard
        };
        check_play(text, vec![mv(verb, vec![cards], Dest::Discard)]);
        let out = print_rules(&parse_rules(text).expect("parses"));
        assert_eq!(out.trim(), printed, "{text}");
    }
    // Only a whole reference has a number: `one of them` is not plural.
    check_play(
        "discard one of them.",
        vec![mv(
            Verb::Discard,
            vec![sel(
                Qty::Exactly(1),
                card(),
                Source::Ref(Ref::It(Span::NONE)),
            )],
            Dest::Discard,
        )],
    );
}

#[test]
fn other_effects() {
    let action = || sel(Qty::Exactly(1), of("Action"), Source::Hand);
    check_play(
        "play it, play an Action card from your hand twice, play an Action card from your hand 3 times.",
        vec![
            Effect::Play { cards: refd(Ref::It(Span::NONE)), times: 1 },
            Effect::Play { cards: action(), times: 2 },
            Effect::Play { cards: action(), times: 3 },
        ],
    );
    check_play(
        "draw a card, draw 2 cards, draw until you have 6 cards in hand, discard down to 3 cards in hand.",
        vec![Effect::Draw(n(1)), Effect::Draw(n(2)), Effect::DrawUntil(6, None), down_to(3)],
    );
    check_play(
        "reveal cards from your deck until you reveal a Treasure, name a card.",
        vec![Effect::RevealUntil(1, of("Treasure")), Effect::NameCard],
    );
    // Until that many matching cards are revealed (Adventurer).
    check_play(
        "reveal cards from your deck until you reveal 2 Treasures.",
        vec![Effect::RevealUntil(2, of("Treasures"))],
    );
    check_play(
        "reveal cards from your deck until you reveal 3 Action cards.",
        vec![Effect::RevealUntil(3, of("Action"))],
    );
    check_play(
        "exchange it for a Silver.",
        vec![Effect::Exchange(Ref::It(Span::NONE), of("Silver"))],
    );
    check_play(
        "take an extra turn after this one, then you draw only 3 cards for your next hand.",
        vec![Effect::ExtraTurn, Effect::NextHandSize(3)],
    );
    check_play(
        "you may reveal this.",
        vec![may(mv(Verb::Reveal, vec![refd(Ref::This)], Dest::Back))],
    );
    check_play(
        "you are unaffected by that Attack.",
        vec![Effect::Unaffected(Span::NONE)],
    );
    check(
        "setup: put a trade route token on each Victory Supply pile.",
        rules(vec![Ability::Setup(vec![Effect::PutTokens(
            id("trade route"),
            of("Victory"),
        )])]),
    );
    check_play(
        "move the trade route token from its pile to the trade route mat.",
        vec![Effect::MoveToken(id("trade route"), id("trade route"))],
    );
}

#[test]
fn blocks() {
    check_play(
        "if you did: +1 card; otherwise: +$4.",
        vec![Effect::If(
            Cond::Did,
            vec![plus(Cards, 1)],
            vec![plus(Coins, 4)],
        )],
    );
    check_play(
        "choose one: +2 cards; or +2 actions; or +$2.",
        vec![Effect::ChooseOne(
            vec![
                vec![plus(Cards, 2)],
                vec![plus(Actions, 2)],
                vec![plus(Coins, 2)],
            ],
            Chooser::Player,
        )],
    );
    check_play(
        "in either order: +1 card; +1 buy.",
        vec![Effect::EitherOrder(
            vec![vec![plus(Cards, 1)], vec![plus(Buys, 1)]],
            Span::NONE,
        )],
    );
    check_play(
        "each other player: draw a card, then discard down to 3 cards in hand.",
        vec![Effect::ForPlayers(
            Players::EachOther,
            vec![Effect::Draw(n(1)), down_to(3)],
        )],
    );
    check_play(
        "the player to your left: name a card.",
        vec![Effect::ForPlayers(Players::Left, vec![Effect::NameCard])],
    );
    check_play(
        "+1 action. now and at the start of your next turn: +$1. at the start of your next turn: +1 buy.",
        vec![
            plus(Actions, 1),
            Effect::Delayed(Delay::NowAndNextTurn, vec![plus(Coins, 1)]),
            Effect::Delayed(Delay::NextTurn, vec![plus(Buys, 1)]),
        ],
    );
    check_play(
        "at the end of your buy phase this turn: you may put this onto your deck.",
        vec![Effect::Delayed(
            Delay::EndOfBuyPhase,
            vec![may(mv(Verb::Put, vec![refd(Ref::This)], Dest::Deck))],
        )],
    );
    // Nested blocks: `;` closes the innermost block; `otherwise` belongs to the innermost `if`.
    check_play(
        "choose one: if you did: +1 card; otherwise: +1 buy; or +$1.",
        vec![Effect::ChooseOne(
            vec![
                vec![Effect::If(
                    Cond::Did,
                    vec![plus(Cards, 1)],
                    vec![plus(Buys, 1)],
                )],
                vec![plus(Coins, 1)],
            ],
            Chooser::Player,
        )],
    );
    let either = Effect::EitherOrder(vec![vec![plus(Cards, 1)], vec![plus(Buys, 1)]], Span::NONE);
    check_play(
        "if you did: in either order: +1 card; +1 buy; otherwise: +$1.",
        vec![Effect::If(Cond::Did, vec![either], vec![plus(Coins, 1)])],
    );
}

#[test]
fn lasting_rules_and_statics() {
    let cheaper = |what, k, cond| Static::CostLess {
        what,
        by: n(k),
        cond,
    };
    check_play(
        "this turn: cards cost $1 less.",
        vec![lasting(
            Lasting::ThisTurn,
            LastingRule::Static(cheaper(Object::Card(card()), 1, None)),
        )],
    );
    let named_card = Object::Card(f(vec![Atom::CopyOf(Ref::Named)]));
    check_play(
        "this turn: you can't buy a copy of the named card.",
        vec![lasting(
            Lasting::ThisTurn,
            LastingRule::Static(Static::CannotBuy {
                what: named_card,
                cond: None,
            }),
        )],
    );
    check_play(
        "until your next turn: you are unaffected by other players' Attacks.",
        vec![lasting(
            Lasting::UntilNextTurn,
            LastingRule::Static(Static::Immune),
        )],
    );
    let bought = Trigger {
        who: Who::You,
        event: EventKind::Gain,
        object: Object::Card(f(vec![Atom::Bought])),
        own_turn: false,
    };
    check_play(
        "this turn, when you gain a card you bought: +1 card.",
        vec![lasting(
            Lasting::ThisTurn,
            LastingRule::Triggered(bought.clone(), vec![plus(Cards, 1)]),
        )],
    );
    check_play(
        "once this turn, when you gain a card you bought: +1 card.",
        vec![lasting(
            Lasting::OnceThisTurn,
            LastingRule::Triggered(bought, vec![plus(Cards, 1)]),
        )],
    );
    check(
        "while this is in play: Action cards cost $2 less.",
        rules(vec![Ability::Static(
            Scope::InPlay,
            cheaper(Object::Card(of("Action")), 2, None),
        )]),
    );
    let by = per(2, 1, Count::Cards(of("Action"), Zone::InPlay));
    check(
        "this costs $2 less per Action card you have in play during your buy phase.",
        rules(vec![Ability::Static(
            Scope::This,
            Static::CostLess {
                what: Object::This,
                by,
                cond: Some(Cond::BuyPhase),
            },
        )]),
    );
    let copper = Cond::Count(
        Count::Cards(of("Copper"), Zone::InPlay),
        CountCmp::AtLeast(1),
    );
    check(
        "you can't buy this if you have a Copper in play.",
        rules(vec![Ability::Static(
            Scope::This,
            Static::CannotBuy {
                what: Object::This,
                cond: Some(copper),
            },
        )]),
    );
}

#[test]
fn conditions() {
    use CountCmp::*;
    let cond = |text: &str, c: Cond| {
        check_play(
            &format!("if {text}: +1 card."),
            vec![Effect::If(c, vec![plus(Cards, 1)], vec![])],
        )
    };
    let hand = |cmp| Cond::Count(Count::Cards(card(), Zone::Hand), cmp);
    let copper = |cmp| Cond::Count(Count::Cards(of("Copper"), Zone::InPlay), cmp);
    cond("you did", Cond::Did);
    cond("you didn't", Cond::DidNot);
    cond("you have 5 or fewer cards in hand", hand(AtMost(5)));
    cond("you have 1 or more cards in hand", hand(AtLeast(1)));
    cond("you have at least 2 cards in hand", hand(AtLeast(2)));
    cond("you have a Copper in play", copper(AtLeast(1)));
    cond("you have no Copper in play", copper(AtMost(0)));
    cond(
        "2 or more Supply piles are empty",
        Cond::Count(Count::EmptyPiles, AtLeast(2)),
    );
    cond(
        "this is the first time you played a Crossroads this turn",
        Cond::NthTime(Happened::Played, 1, of("Crossroads")),
    );
    cond(
        "the previous turn was not yours",
        Cond::PreviousTurnNotYours,
    );
    let no_victory = Cond::Count(Count::GainsThisBuyPhase(of("Victory")), AtMost(0));
    cond("you gained no Victory card in your buy phase", no_victory);
    cond(
        "the discarded cards are all Actions",
        Cond::All(Ref::Discarded, of("Actions")),
    );
    cond(
        "it is an Action card",
        Cond::Is(Ref::It(Span::NONE), of("Action")),
    );
    cond(
        "the gained card is an Action or Treasure",
        Cond::Is(
            Ref::Gained,
            f(vec![Atom::Either(vec![id("Action"), id("Treasure")])]),
        ),
    );
    // `the named card` is a copy of it: both read the same tree, printed the short way.
    let named_card = Cond::Is(Ref::It(Span::NONE), f(vec![Atom::CopyOf(Ref::Named)]));
    cond("it is the named card", named_card.clone());
    cond("it is a copy of the named card", named_card);
    cond(
        "the trashed card costs $3 or more",
        Cond::Count(Count::CostOf(Ref::Trashed), AtLeast(3)),
    );
    let and = |a, b| Cond::And(Box::new(a), Box::new(b));
    cond(
        "you did and the previous turn was not yours and you didn't",
        and(Cond::Did, and(Cond::PreviousTurnNotYours, Cond::DidNot)),
    );
}

#[test]
fn triggers_and_abilities() {
    let trig = |scope, who, event, object, body| {
        Ability::Triggered(Triggered {
            scope,
            trigger: Trigger {
                who,
                event,
                object,
                own_turn: false,
            },
            body,
        })
    };
    let card_of = |name| Object::Card(of(name));
    check(
        "+2 cards.
         while this is in your hand, when another player plays an Attack: you may reveal this.
         if you did: you are unaffected by that Attack.",
        rules(vec![
            Ability::Play(vec![plus(Cards, 2)]),
            trig(
                Scope::InHand,
                Who::AnotherPlayer,
                EventKind::Play,
                card_of("Attack"),
                vec![
                    may(mv(Verb::Reveal, vec![refd(Ref::This)], Dest::Back)),
                    Effect::If(Cond::Did, vec![Effect::Unaffected(Span::NONE)], vec![]),
                ],
            ),
        ]),
    );
    let one = |text: &str, ability: Ability| check(text, rules(vec![ability]));
    let gold = || vec![gain(of("Gold"))];
    use {EventKind::*, Scope::*, Who::*};
    one(
        "when you gain this: gain a Gold.",
        trig(This, You, Gain, Object::This, gold()),
    );
    one(
        "while this is set aside, when another player gains a Province: gain a Gold.",
        trig(SetAside, AnotherPlayer, Gain, card_of("Province"), gold()),
    );
    one(
        "while this is in play, when you would gain a card: gain a Gold.",
        trig(InPlay, You, WouldGain, Object::Card(card()), gold()),
    );
    one(
        "while this is in play: when you buy a Victory card: gain a Gold.",
        trig(InPlay, You, Buy, card_of("Victory"), gold()),
    );
    one(
        "when you discard this outside clean-up: gain a Gold.",
        trig(This, You, DiscardOutsideCleanup, Object::This, gold()),
    );
    one(
        "when you discard this from play: gain a Gold.",
        trig(This, You, DiscardFromPlay, Object::This, gold()),
    );
    one(
        "when the player to your left trashes a card: gain a Gold.",
        trig(This, Left, Trash, Object::Card(card()), gold()),
    );
    let from_pile = Object::Card(f(vec![Atom::FromPileWithToken(id("trade route"))]));
    one(
        "in games using this, when any player gains a card from a pile with a trade route token: gain a Gold.",
        trig(Game, AnyPlayer, Gain, from_pile, gold()),
    );
    // Consecutive play sentences make one ability; a sentence after a trigger extends it
    // only when it says so (`if you did`); otherwise it is an error (tests/suite/designer_texts.rs).
    check(
        "+1 card. +1 action. when you trash this: +1 buy, +$1. worth 2 VP.",
        rules(vec![
            Ability::Play(vec![plus(Cards, 1), plus(Actions, 1)]),
            trig(
                This,
                You,
                Trash,
                Object::This,
                vec![plus(Buys, 1), plus(Coins, 1)],
            ),
            Ability::Worth(n(2)),
        ]),
    );
}

#[test]
fn the_events_player_and_lasting_rules_tied_to_a_card() {
    // `they` in a trigger's body is the player who caused the event.
    let gains_copy = Trigger {
        who: Who::AnotherPlayer,
        event: EventKind::Gain,
        object: Object::Card(f(vec![Atom::CopyOf(Ref::It(Span::NONE))])),
        own_turn: true,
    };
    check_play(
        "while it is set aside, when another player gains a copy of it on their turn: they gain a Curse.",
        vec![lasting(
            Lasting::WhileSetAside(Ref::It(Span::NONE)),
            LastingRule::Triggered(
                gains_copy,
                vec![Effect::ForPlayers(Players::Actor, vec![gain(of("Curse"))])],
            ),
        )],
    );
    let plays = Trigger {
        who: Who::AnotherPlayer,
        event: EventKind::Play,
        object: Object::Card(f(vec![Atom::Either(vec![id("Silver"), id("Gold")])])),
        own_turn: false,
    };
    check_play(
        "until your next turn, when another player plays a Silver or Gold: \
         if this is the first time they played a Silver or Gold this turn: they trash it.",
        vec![lasting(
            Lasting::UntilNextTurn,
            LastingRule::Triggered(
                plays,
                vec![Effect::ForPlayers(
                    Players::Actor,
                    vec![Effect::If(
                        Cond::NthTime(
                            Happened::Played,
                            1,
                            f(vec![Atom::Either(vec![id("Silver"), id("Gold")])]),
                        ),
                        vec![mv(
                            Verb::Trash,
                            vec![refd(Ref::It(Span::NONE))],
                            Dest::Trash,
                        )],
                        vec![],
                    )],
                )],
            ),
        )],
    );
    // A triggered ability of a card: the same reading.
    check(
        "in games using this, when another player buys a Curse: they gain a Curse.",
        rules(vec![Ability::Triggered(Triggered {
            scope: Scope::Game,
            trigger: Trigger {
                who: Who::AnotherPlayer,
                event: EventKind::Buy,
                object: Object::Card(of("Curse")),
                own_turn: false,
            },
            body: vec![Effect::ForPlayers(Players::Actor, vec![gain(of("Curse"))])],
        })]),
    );
}

#[test]
fn they_in_a_trigger_needs_another_player_and_on_their_turn_another_turn() {
    assert!(
        parse_rules("while this is in play, when you gain a card: they gain a Curse.").is_err()
    );
    assert!(
        parse_rules("while this is in play, when you gain a card on their turn: +1 card.").is_err()
    );
    assert!(parse_rules("while this is set aside, when you gain a card: +1 card.").is_ok());
    // A lasting rule inside a player block is rejected, not guessed.
    assert!(
        parse_rules("each other player: until your next turn, when you gain a card: +1 card.")
            .is_err()
    );
    assert!(parse_rules(
        "when another player gains a card: they gain a Curse, this turn: cards cost $1 less."
    )
    .is_err());
}

/// `discard down to N cards in hand`: a discard of the hand's cards over N.
fn down_to(n: u8) -> Effect {
    Effect::Move {
        verb: Verb::Discard,
        cards: vec![sel(Qty::DownTo(n), Filter::default(), Source::Hand)],
        to: Dest::Discard,
    }
}

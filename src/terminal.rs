//! The terminal front end: showing a card, and a game where a human answers the
//! engine's decisions by number, in the chosen language, against bots.

use crate::agents::{self, Agent};
use crate::ast::{Ability, Effect};
use crate::db::{CardId, Db};
use crate::engine::{Choice, Config, Decision, DecisionKind, Game, Move, Phase, Status};
use crate::locale::Locale;
use fluent_bundle::FluentValue;
use std::io::{BufRead, Write};
use std::sync::Arc;

/// A card's cost, types, text and parsed rules, in a language.
pub fn show_card(db: &Db, loc: &Locale, k: CardId) -> String {
    let c = db.card(k);
    let types: Vec<String> = db
        .types
        .iter()
        .enumerate()
        .filter(|(i, _)| c.types.has(1 << i))
        .map(|(_, t)| loc.type_name(&t.name))
        .collect();
    let sets: Vec<String> = c.sets.iter().map(|&s| loc.set_name(db, s)).collect();
    let mut out = format!(
        "{} — ${} — {}\n",
        loc.card_name(db, k),
        c.cost,
        types.join(" - ")
    );
    if loc.lang() != "en" || c.edition.is_some() {
        out += &format!("({})\n", c.full_name());
    }
    out += &format!(
        "{}\n\n{}\n\nrules ({}):\n",
        sets.join(", "),
        loc.card_text(db, k),
        c.id
    );
    for line in crate::print::print_rules(&c.rules).lines() {
        out += &format!("  {line}\n");
    }
    out
}

/// The options of the first "choose one" / "in either order" of a card, printed.
fn choice_labels(db: &Db, loc: &Locale, k: CardId, order: bool) -> Vec<String> {
    fn find(b: &[Effect], order: bool) -> Option<Vec<String>> {
        for e in b {
            match e {
                Effect::ChooseOne(opts) if !order => {
                    return Some(opts.iter().map(|o| block(o)).collect());
                }
                Effect::EitherOrder(parts, _) if order && parts.len() == 2 => {
                    let (a, b) = (block(&parts[0]), block(&parts[1]));
                    return Some(vec![format!("{a}; {b}"), format!("{b}; {a}")]);
                }
                Effect::If(_, a, b) => {
                    if let Some(v) = find(a, order).or_else(|| find(b, order)) {
                        return Some(v);
                    }
                }
                Effect::ForPlayers(_, b)
                | Effect::NextTurn(b)
                | Effect::NowAndNextTurn(b)
                | Effect::EndOfBuyPhase(b) => {
                    if let Some(v) = find(b, order) {
                        return Some(v);
                    }
                }
                _ => {}
            }
        }
        None
    }
    fn block(b: &[Effect]) -> String {
        b.iter()
            .map(crate::print::print_effect)
            .collect::<Vec<_>>()
            .join(", ")
    }
    let localized: Vec<String> = (1..=4)
        .map_while(|i| loc.card_attr(db, k, &format!("option-{i}")))
        .collect();
    if !localized.is_empty() && !order {
        return localized;
    }
    for a in &db.card(k).rules.abilities {
        let b = match a {
            Ability::Play(b) | Ability::Setup(b) => b,
            Ability::Triggered(t) => &t.body,
            _ => continue,
        };
        if let Some(v) = find(b, order) {
            return v;
        }
    }
    vec![]
}

/// Options answered by index, labelled by `labels` (or by their number).
fn indexed_options(labels: Option<Vec<String>>, n: u8) -> Vec<(String, Choice)> {
    let labels = labels.unwrap_or_default();
    (0..n)
        .map(|i| {
            (
                labels
                    .get(i as usize)
                    .cloned()
                    .unwrap_or_else(|| (i + 1).to_string()),
                Choice::Index(i),
            )
        })
        .collect()
}

/// The prompt and numbered options of a decision, in a language.
pub fn options(game: &Game, loc: &Locale, d: &Decision) -> (String, Vec<(String, Choice)>) {
    let db = &game.db;
    let who = FluentValue::from(game.state.players[d.player as usize].name.clone());
    let card = d.card.map(|k| loc.card_name(db, k)).unwrap_or_default();
    let cname = FluentValue::from(card);
    let name_of = |i: u16| loc.card_name(db, game.kind(i));
    match &d.kind {
        DecisionKind::Move => {
            let t = &game.state.turn;
            let prompt = if t.phase == Phase::Action {
                loc.msg(
                    "prompt-move-action",
                    &[
                        ("player", who),
                        ("actions", t.actions.into()),
                        ("buys", t.buys.into()),
                        ("coins", t.coins.into()),
                    ],
                )
            } else {
                loc.msg(
                    "prompt-move-buy",
                    &[
                        ("player", who),
                        ("buys", t.buys.into()),
                        ("coins", t.coins.into()),
                    ],
                )
            };
            let opts = game
                .legal_moves()
                .into_iter()
                .map(|m| {
                    let label = match m {
                        Move::Play(i) => loc.msg("option-play", &[("card", name_of(i).into())]),
                        Move::PlayTreasures => loc.msg("option-play-treasures", &[]),
                        Move::Buy(k) => loc.msg(
                            "option-buy",
                            &[
                                ("card", loc.card_name(db, k).into()),
                                ("cost", game.cost(k).into()),
                            ],
                        ),
                        Move::EndPhase if t.phase == Phase::Action => {
                            loc.msg("option-end-action", &[])
                        }
                        Move::EndPhase => loc.msg("option-end-buy", &[]),
                    };
                    (label, Choice::Move(m))
                })
                .collect();
            (prompt, opts)
        }
        DecisionKind::Cards {
            verb,
            options,
            min,
            max,
            ..
        } => {
            use crate::ast::Verb;
            let v = match verb {
                Verb::Trash => "verb-trash",
                Verb::Discard => "verb-discard",
                Verb::Reveal => "verb-reveal",
                Verb::LookAt => "verb-look",
                Verb::SetAside { .. } => "verb-set-aside",
                Verb::Put => "verb-put",
                Verb::Return => "verb-return",
            };
            let verb = FluentValue::from(loc.msg(v, &[]));
            let id = if min == max {
                "prompt-cards-exact"
            } else {
                "prompt-cards"
            };
            let prompt = loc.msg(
                id,
                &[
                    ("player", who),
                    ("card", cname),
                    ("verb", verb),
                    ("min", (*min).into()),
                    ("max", (*max).into()),
                ],
            );
            (
                prompt,
                options
                    .iter()
                    .map(|&i| (name_of(i), Choice::Cards(vec![i])))
                    .collect(),
            )
        }
        DecisionKind::Play { options, min } => {
            let mut o: Vec<(String, Choice)> = options
                .iter()
                .map(|&i| (name_of(i), Choice::Cards(vec![i])))
                .collect();
            if *min == 0 {
                o.push((loc.msg("option-none", &[]), Choice::Cards(vec![])));
            }
            (
                loc.msg("prompt-play", &[("player", who), ("card", cname)]),
                o,
            )
        }
        DecisionKind::Gain { options, optional } => {
            let mut o: Vec<(String, Choice)> = options
                .iter()
                .map(|&k| {
                    (
                        format!("{} (${})", loc.card_name(db, k), game.cost(k)),
                        Choice::Kind(Some(k)),
                    )
                })
                .collect();
            if *optional {
                o.push((loc.msg("option-none", &[]), Choice::Kind(None)));
            }
            (
                loc.msg("prompt-gain", &[("player", who), ("card", cname)]),
                o,
            )
        }
        DecisionKind::YesNo => (
            loc.msg("prompt-may", &[("player", who), ("card", cname)]),
            vec![
                (loc.msg("option-yes", &[]), Choice::Yes(true)),
                (loc.msg("option-no", &[]), Choice::Yes(false)),
            ],
        ),
        DecisionKind::ChooseOne { n } => {
            let o = indexed_options(d.card.map(|k| choice_labels(db, loc, k, false)), *n);
            (
                loc.msg("prompt-choose", &[("player", who), ("card", cname)]),
                o,
            )
        }
        DecisionKind::Order => {
            let o = indexed_options(d.card.map(|k| choice_labels(db, loc, k, true)), 2);
            (
                loc.msg("prompt-order", &[("player", who), ("card", cname)]),
                o,
            )
        }
        DecisionKind::First { options } => (
            loc.msg("prompt-first", &[("player", who)]),
            options
                .iter()
                .map(|&k| (loc.card_name(db, k), Choice::Kind(Some(k))))
                .collect(),
        ),
        DecisionKind::NameCard { options } => (
            loc.msg("prompt-name", &[("player", who), ("card", cname)]),
            options
                .iter()
                .map(|&k| (loc.card_name(db, k), Choice::Kind(Some(k))))
                .collect(),
        ),
    }
}

/// Ask the human at the terminal; `None` at the end of input.
fn ask_human(game: &Game, loc: &Locale, d: &Decision, input: &mut dyn BufRead) -> Option<Choice> {
    let db = &game.db;
    let me = &game.state.players[d.player as usize];
    let hand: Vec<CardId> = me.hand.iter().map(|&i| game.kind(i)).collect();
    let play: Vec<CardId> = me.play.iter().map(|&i| game.kind(i)).collect();
    println!(
        "{}",
        loc.msg("view-hand", &[("cards", loc.card_list(db, &hand).into())])
    );
    if !play.is_empty() {
        println!(
            "{}",
            loc.msg(
                "view-in-play",
                &[("cards", loc.card_list(db, &play).into())]
            )
        );
    }
    let (prompt, opts) = options(game, loc, d);
    let multi = matches!(&d.kind, DecisionKind::Cards { max, .. } if *max > 1 || matches!(d.kind, DecisionKind::Cards { min: 0, .. }));
    loop {
        println!("{prompt}");
        for (i, (label, _)) in opts.iter().enumerate() {
            println!("  {:>2}) {label}", i + 1);
        }
        println!(
            "{}",
            loc.msg(
                if multi {
                    "prompt-numbers"
                } else {
                    "prompt-number"
                },
                &[]
            )
        );
        print!("> ");
        let _ = std::io::stdout().flush();
        let mut line = String::new();
        if input.read_line(&mut line).ok()? == 0 {
            return None;
        }
        let nums: Result<Vec<usize>, _> = line
            .split_whitespace()
            .map(|w| w.parse::<usize>())
            .collect();
        let Ok(nums) = nums else { continue };
        let choice = if let DecisionKind::Cards { .. } = d.kind {
            let mut cards = vec![];
            for n in &nums {
                match opts.get(n.wrapping_sub(1)) {
                    Some((_, Choice::Cards(c))) => cards.extend(c),
                    _ => cards.push(u16::MAX),
                }
            }
            Choice::Cards(cards)
        } else {
            match nums.as_slice() {
                [n] => match opts.get(n.wrapping_sub(1)) {
                    Some((_, c)) => c.clone(),
                    None => continue,
                },
                _ => continue,
            }
        };
        if game.clone().answer(choice.clone()).is_ok() {
            return Some(choice);
        }
    }
}

/// Play a game: seats are bot names or `human`.
pub fn play(
    db: Arc<Db>,
    loc: &Locale,
    seats: &[String],
    kingdom: Vec<CardId>,
    colonies: bool,
    seed: u64,
) -> Result<(), String> {
    let names: Vec<String> = seats
        .iter()
        .enumerate()
        .map(|(i, s)| {
            if s == "human" {
                loc.msg("name-human", &[("n", (i + 1).into())])
            } else {
                format!("{s}-{}", i + 1)
            }
        })
        .collect();
    let mut bots: Vec<Option<Box<dyn Agent>>> = Vec::new();
    for (i, s) in seats.iter().enumerate() {
        if s == "human" {
            bots.push(None);
        } else {
            let b = agents::make(s, seed, i).ok_or_else(|| {
                format!(
                    "unknown bot `{s}`; there are: human, {}",
                    agents::AGENTS.join(", ")
                )
            })?;
            bots.push(Some(b));
        }
    }
    let humans: Vec<u8> = (0..seats.len() as u8)
        .filter(|&i| bots[i as usize].is_none())
        .collect();
    let hide: Vec<u8> = if humans.is_empty() {
        vec![]
    } else {
        (0..seats.len() as u8)
            .filter(|i| !humans.contains(i))
            .collect()
    };
    let cfg = Config {
        players: names,
        kingdom: kingdom.clone(),
        colonies,
        seed,
        pile_sizes: vec![],
        logging: true,
        deal: true,
        auto_end: false,
    };
    let mut game = Game::new(db.clone(), &cfg).map_err(|e| e.to_string())?;
    println!("seed: {seed}");
    println!(
        "{}",
        loc.msg(
            "view-supply",
            &[("cards", loc.card_list(&db, &kingdom).into())]
        )
    );
    let stdin = std::io::stdin();
    let mut input = stdin.lock();
    loop {
        let st = game.run().map_err(|e| e.to_string())?;
        for e in game.take_log() {
            println!("{}", loc.event(&game, &e, &hide));
        }
        if st == Status::Over {
            break;
        }
        if game.state.turn.number > crate::sim::MAX_TURNS {
            println!("(stopped after {} turns)", crate::sim::MAX_TURNS);
            break;
        }
        let Some(d) = game.decision().cloned() else {
            break;
        };
        let c = match &mut bots[d.player as usize] {
            Some(b) => b.choose(&game, &d),
            None => match ask_human(&game, loc, &d, &mut input) {
                Some(c) => c,
                None => return Ok(()),
            },
        };
        game.answer(c).map_err(|e| e.to_string())?;
    }
    if game.is_over() {
        // The log's last lines already gave the scores and the winners.
        return Ok(());
    }
    // Stopped before the end: the scores so far.
    for p in 0..game.state.players.len() {
        let name = game.state.players[p].name.clone();
        let score = game.score(p as u8);
        println!(
            "{}",
            loc.msg(
                "log-score",
                &[("player", name.into()), ("score", score.into())]
            )
        );
    }
    Ok(())
}

//! The numbered options of a decision, labelled in the player's language.

use crate::ast::{find_effect, Ability, Effect, Verb};
use crate::db::{CardId, Db, Dest};
use crate::engine::{Choice, Decision, DecisionKind, Game, Inst, Move, Phase, PlayerId, Zone};
use crate::locale::Locale;
use fluent_bundle::FluentValue;

/// The options of the first "choose one" / "in either order" of a card: the card's
/// `.option-N` labels in the language, else its rules as printed.
pub(super) fn choice_labels(db: &Db, loc: &Locale, k: CardId, order: bool) -> Vec<String> {
    fn block(b: &[Effect]) -> String {
        b.iter()
            .map(crate::print::print_effect)
            .collect::<Vec<_>>()
            .join(", ")
    }
    // The card's first "choose one" (or "in either order"), wherever it is: inside a
    // `you may`, an `instead` or a lasting trigger too, as `locale::known` counts it.
    let mut find = |e: &Effect| match e {
        Effect::ChooseOne(opts, _) | Effect::ChooseSome(_, opts, _) if !order => {
            Some(opts.iter().map(|o| block(o)).collect())
        }
        Effect::EitherOrder(parts, _) if order && parts.len() == 2 => {
            let (a, b) = (block(&parts[0]), block(&parts[1]));
            Some(vec![format!("{a}; {b}"), format!("{b}; {a}")])
        }
        _ => None,
    };
    // The language's labels (`.option-N`) are those of the card's choice: its "choose one"
    // or the two orders of its "in either order".
    let localized: Vec<String> = (1..=4)
        .map_while(|i| loc.card_attr(db, k, &format!("option-{i}")))
        .collect();
    if !localized.is_empty() && (!order || localized.len() == 2) {
        return localized;
    }
    (db.card(k).rules.abilities.iter())
        .filter_map(Ability::body)
        .find_map(|b| find_effect(b, &mut find))
        .unwrap_or_default()
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

/// Where the cards to pick from all are, for a prompt about another player's cards:
/// `revealed`, `hand`, or `other`.
fn zone_of(game: &Game, options: &[Inst]) -> &'static str {
    let all = |z: Zone| options.iter().all(|&i| game.state.loc(i).zone == z);
    if all(Zone::Revealed) {
        "revealed"
    } else if all(Zone::Hand) {
        "hand"
    } else {
        "other"
    }
}

/// A prompt that is the answerer's own (`ids.0`), or names the player it is for (`ids.1`,
/// with `owner`).
fn whose<'a>(
    (game, loc, d): (&Game, &Locale, &Decision),
    ids: (&str, &str),
    who: FluentValue<'a>,
    card: FluentValue<'a>,
    owner: Option<FluentValue<'a>>,
) -> String {
    match owner {
        Some(o) => prompt(
            game,
            loc,
            d,
            ids.1,
            &[("player", who), ("card", card), ("owner", o)],
        ),
        None => prompt(game, loc, d, ids.0, &[("player", who), ("card", card)]),
    }
}

/// A prompt about the card that asks: `$card` and its phrase forms (`$card_<form>`).
fn prompt(
    game: &Game,
    loc: &Locale,
    d: &Decision,
    id: &str,
    args: &[(&str, FluentValue)],
) -> String {
    match d.card {
        Some(k) => loc.msg_card(id, args, &game.db, k),
        None => loc.msg(id, args),
    }
}

/// The cards of a list, each once, in the order of their first place.
pub(super) fn unique(kinds: &[CardId]) -> Vec<CardId> {
    let mut v: Vec<CardId> = Vec::with_capacity(kinds.len());
    for &k in kinds {
        if !v.contains(&k) {
            v.push(k);
        }
    }
    v
}

/// A prompt and its numbered options.
type Prompt = (String, Vec<(String, Choice)>);

/// The prompt and numbered options of a decision, in a language.
pub fn options(game: &Game, loc: &Locale, d: &Decision) -> Prompt {
    let card = (d.card).map_or_else(String::new, |k| loc.card_name(&game.db, k));
    let ask = Ask {
        game,
        loc,
        d,
        who: FluentValue::from(game.state.players[d.player.index()].name.clone()),
        cname: FluentValue::from(card),
    };
    match &d.kind {
        DecisionKind::Move => ask.moves(),
        DecisionKind::Cards {
            verb,
            to,
            options,
            min,
            max,
            ..
        } => ask.cards(*verb, *to, options, (*min, *max)),
        DecisionKind::Play { options, min } => ask.play(options, *min),
        DecisionKind::Gain { options, optional } => ask.gain(options, *optional),
        DecisionKind::YesNo => ask.yes_no(),
        DecisionKind::ChooseSome { n, taken } => ask.choose(*n, *taken),
        DecisionKind::ChooseOne { n } => ask.choose(*n, 0),
        DecisionKind::Order => ask.order(),
        // The same card twice is one answer (its abilities are alike).
        DecisionKind::First { options } => {
            let who = [("player", ask.who.clone())];
            (loc.msg("prompt-first", &who), ask.kinds(&unique(options)))
        }
        DecisionKind::Position { size } => ask.position(*size),
        DecisionKind::Pile { options } => (ask.about("prompt-pile"), ask.kinds(options)),
        DecisionKind::NameCard { options } => (ask.about("prompt-name"), ask.kinds(options)),
    }
}

/// What every prompt of a decision needs: the game, the language, the decision, the
/// answering player's name and the card's.
struct Ask<'a> {
    game: &'a Game,
    loc: &'a Locale,
    d: &'a Decision,
    who: FluentValue<'a>,
    cname: FluentValue<'a>,
}

impl<'a> Ask<'a> {
    /// A player's name.
    fn name(&self, p: PlayerId) -> FluentValue<'a> {
        FluentValue::from(self.game.state.players[p.index()].name.clone())
    }

    /// The name of a card instance's kind.
    fn name_of(&self, i: Inst) -> String {
        self.loc.card_name(&self.game.db, self.game.kind(i))
    }

    /// A prompt of the decision's card with the player's and the card's names.
    fn about(&self, id: &str) -> String {
        let args = [("player", self.who.clone()), ("card", self.cname.clone())];
        prompt(self.game, self.loc, self.d, id, &args)
    }

    /// Card kinds as options, by name.
    fn kinds(&self, options: &[CardId]) -> Vec<(String, Choice)> {
        (options.iter())
            .map(|&k| (self.loc.card_name(&self.game.db, k), Choice::Kind(Some(k))))
            .collect()
    }

    /// The card's labels of its options (`order`: of its two parts in either order).
    fn labels(&self, order: bool) -> Option<Vec<String>> {
        (self.d.card).map(|k| choice_labels(&self.game.db, self.loc, k, order))
    }

    /// "You may ...": yes or no.
    fn yes_no(&self) -> Prompt {
        let loc = self.loc;
        let o = vec![
            (loc.msg("option-yes", &[]), Choice::Yes(true)),
            (loc.msg("option-no", &[]), Choice::Yes(false)),
        ];
        let text = super::may::prompt(self.game, self.loc, self.d);
        (text.unwrap_or_else(|| self.about("prompt-may")), o)
    }

    /// "Choose one" (or several, one at a time: `taken` are those chosen already), for
    /// the player or for another (`for_player`).
    fn choose(&self, n: u8, taken: u16) -> Prompt {
        let mut o = indexed_options(self.labels(false), n);
        o.retain(|(_, c)| matches!(c, Choice::Index(i) if taken & (1 << i) == 0));
        let owner = self.d.for_player.map(|p| self.name(p));
        let ids = ("prompt-choose", "prompt-choose-for");
        let (who, card) = (self.who.clone(), self.cname.clone());
        let text = whose((self.game, self.loc, self.d), ids, who, card, owner);
        (text, o)
    }

    /// Two parts in either order: which first.
    fn order(&self) -> Prompt {
        (
            self.about("prompt-order"),
            indexed_options(self.labels(true), 2),
        )
    }

    /// Where in a deck of `size` cards: on top, under 1 ... , at the bottom.
    fn position(&self, size: u8) -> Prompt {
        let loc = self.loc;
        let o = (0..=size)
            .map(|i| {
                let label = match i {
                    0 => loc.msg("option-position-top", &[]),
                    i if i == size => loc.msg("option-position-bottom", &[]),
                    i => loc.msg("option-position-under", &[("count", i64::from(i).into())]),
                };
                (label, Choice::Index(i))
            })
            .collect();
        (self.about("prompt-position"), o)
    }

    /// A move of the turn: play a card, play all Treasures, buy, end the phase.
    fn moves(&self) -> Prompt {
        let (game, loc) = (self.game, self.loc);
        let t = &game.state.turn;
        let prompt = if t.phase == Phase::Action {
            loc.msg(
                "prompt-move-action",
                &[
                    ("player", self.who.clone()),
                    ("actions", t.actions.into()),
                    ("buys", t.buys.into()),
                    ("coins", t.coins.into()),
                ],
            )
        } else {
            loc.msg(
                "prompt-move-buy",
                &[
                    ("player", self.who.clone()),
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
                    Move::Play(i) => loc.msg("option-play", &[("card", self.name_of(i).into())]),
                    Move::PlayTreasures => loc.msg("option-play-treasures", &[]),
                    Move::Buy(k) => loc.msg(
                        "option-buy",
                        &[
                            ("card", loc.card_name(&game.db, k).into()),
                            ("cost", game.buy_cost(k).into()),
                        ],
                    ),
                    Move::EndPhase if t.phase == Phase::Action => loc.msg("option-end-action", &[]),
                    Move::EndPhase => loc.msg("option-end-buy", &[]),
                };
                (label, Choice::Move(m))
            })
            .collect();
        (prompt, opts)
    }

    /// Cards to pick for a verb, between `min` and `max` of them.
    fn cards(&self, verb: Verb, to: Dest, options: &[Inst], (min, max): (u8, u8)) -> Prompt {
        let loc = self.loc;
        let v = match verb {
            Verb::Put if matches!(to, Dest::DeckAnyOrder | Dest::BackAnyOrder) => "verb-put-order",
            Verb::Trash => "verb-trash",
            Verb::Discard => "verb-discard",
            Verb::Reveal => "verb-reveal",
            Verb::LookAt => "verb-look",
            Verb::SetAside { .. } => "verb-set-aside",
            Verb::Put => "verb-put",
            Verb::Return => "verb-return",
            Verb::Shuffle => "verb-shuffle",
            Verb::Gain => "verb-gain",
        };
        let verb = FluentValue::from(loc.verb(&self.game.db, v, to));
        let mut args = vec![
            ("player", self.who.clone()),
            ("card", self.cname.clone()),
            ("verb", verb),
            ("min", min.into()),
            ("max", max.into()),
        ];
        // Another player's cards: the prompt says whose (and that they are the
        // revealed ones, when they are).
        let id = match (self.d.for_player, min == max) {
            (None, true) => "prompt-cards-exact",
            (None, false) => "prompt-cards",
            (Some(o), exact) => {
                args.push(("owner", self.name(o)));
                args.push(("zone", zone_of(self.game, options).into()));
                if exact {
                    "prompt-cards-of-exact"
                } else {
                    "prompt-cards-of"
                }
            }
        };
        let prompt = prompt(self.game, loc, self.d, id, &args);
        (
            prompt,
            options
                .iter()
                .map(|&i| (self.name_of(i), Choice::Cards(vec![i])))
                .collect(),
        )
    }

    /// A card to play (or none, with `min` 0).
    fn play(&self, options: &[Inst], min: u8) -> Prompt {
        let mut o: Vec<(String, Choice)> = options
            .iter()
            .map(|&i| (self.name_of(i), Choice::Cards(vec![i])))
            .collect();
        if min == 0 {
            o.push((self.loc.msg("option-none", &[]), Choice::Cards(vec![])));
        }
        let owner = self.d.for_player.map(|p| self.name(p));
        let ids = ("prompt-play", "prompt-play-of");
        let at = (self.game, self.loc, self.d);
        let prompt = whose(at, ids, self.who.clone(), self.cname.clone(), owner);
        (prompt, o)
    }

    /// A card to gain, with its cost (or none, if `optional`).
    fn gain(&self, options: &[CardId], optional: bool) -> Prompt {
        let (game, loc) = (self.game, self.loc);
        let mut o: Vec<(String, Choice)> = options
            .iter()
            .map(|&k| {
                (
                    format!(
                        "{} ({})",
                        loc.card_name(&game.db, k),
                        loc.msg("ui-cost", &[("cost", game.cost(k).into())])
                    ),
                    Choice::Kind(Some(k)),
                )
            })
            .collect();
        if optional {
            o.push((loc.msg("option-none", &[]), Choice::Kind(None)));
        }
        let args = [("player", self.who.clone()), ("card", self.cname.clone())];
        (prompt(game, loc, self.d, "prompt-gain", &args), o)
    }
}

#[cfg(test)]
mod tests {
    use super::choice_labels;
    use crate::load::EMBEDDED_CARDS;
    use crate::locale::Locale;

    /// The labels of a test card's choice (`order`: of its "in either order").
    fn labels(rules: &str, order: bool) -> Vec<String> {
        let at = EMBEDDED_CARDS.rfind("],").unwrap();
        let mut src = EMBEDDED_CARDS.to_string();
        src.insert_str(
            at,
            &format!(
                "(id: \"test\", name: \"Test\", sets: [\"prosperity\"], cost: 5, \
                 types: [\"Action\"], kingdom: true, rules: \"{rules}\"),\n"
            ),
        );
        let db = crate::load_db("cards.ron", &src).unwrap();
        let en = Locale::load("en", None).unwrap();
        choice_labels(&db, &en, db.find("Test").unwrap(), order)
    }

    #[test]
    fn a_choice_inside_a_you_may_is_labelled() {
        assert_eq!(
            labels("you may choose one: +1 card; or +1 action.", false),
            ["+1 card", "+1 action"]
        );
        assert_eq!(
            labels(
                "this turn, when you gain a card: choose one: +$1; or +1 buy.",
                false
            ),
            ["+$1", "+1 buy"]
        );
        assert_eq!(
            labels("+1 card. you may in either order: +1 action; +1 buy.", true),
            ["+1 action; +1 buy", "+1 buy; +1 action"]
        );
    }
}

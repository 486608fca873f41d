//! Asking the human: showing a decision, reading answers, saying what is wrong with a
//! rejected one, help, status, confirmations of likely mistakes, save and quit.
//!
//! Answers at a turn's move: a number or a name plays that card from the hand (the hand
//! is numbered as shown); `t` plays all Treasures; `b` lists the cards one can buy
//! (numbered as in the Supply, which never changes), `b 3` / `b silver` buys at once;
//! `e` ends the phase. At every prompt: `?` help, `s` status, `save FILE`, `q` quit.

use super::input::{self, shown, Common};
use super::save::SaveError;
use super::turn::{buy_answer, move_step, treasures};
use super::ui::{name_error, num_error, why, Reply, Step, Ui};
use super::{view, PlayError};
use crate::db::CardId;
use crate::engine::{Choice, Decision, DecisionKind, Game, Inst, Move, Phase};
use crate::locale::Locale;
use std::path::Path;

/// How a non-move decision is answered.
enum Pick {
    /// Several cards at once: between `min` and `max`, or none at all when `optional`.
    Cards {
        opts: Vec<Inst>,
        min: u8,
        max: u8,
        optional: bool,
    },
    /// One of a list; `kinds`: the cards named by the options (to answer by name);
    /// `none`: the answer for "none" when that is allowed; `numbers`: the number shown
    /// before each choice (a card of the Supply has its Supply number at every prompt).
    One {
        choices: Vec<Choice>,
        kinds: Option<Vec<CardId>>,
        none: Option<Choice>,
        numbers: Vec<usize>,
    },
    /// Yes or no.
    YesNo,
}

fn pick_of(game: &Game, loc: &Locale, d: &Decision, opts: &[(String, Choice)]) -> Pick {
    let choices: Vec<Choice> = opts.iter().map(|o| o.1.clone()).collect();
    let one = |choices: Vec<Choice>, kinds: Option<Vec<CardId>>, none: Option<Choice>| {
        let numbers = (1..=choices.len()).collect();
        Pick::One {
            choices,
            kinds,
            none,
            numbers,
        }
    };
    match &d.kind {
        DecisionKind::Cards {
            options,
            min,
            max,
            optional,
            ..
        } => Pick::Cards {
            opts: view::sorted(game, loc, options),
            min: *min,
            max: *max,
            optional: *optional && *min > 0,
        },
        DecisionKind::YesNo => Pick::YesNo,
        DecisionKind::Play { options, min } => one(
            options.iter().map(|&i| Choice::Cards(vec![i])).collect(),
            Some(options.iter().map(|&i| game.kind(i)).collect()),
            (*min == 0).then(|| Choice::Cards(vec![])),
        ),
        DecisionKind::Gain { options, optional } => Pick::One {
            choices: options.iter().map(|&k| Choice::Kind(Some(k))).collect(),
            kinds: Some(options.clone()),
            none: optional.then_some(Choice::Kind(None)),
            numbers: supply_numbers(game, options),
        },
        DecisionKind::NameCard { options } | DecisionKind::Pile { options } => Pick::One {
            choices: options.iter().map(|&k| Choice::Kind(Some(k))).collect(),
            kinds: Some(options.clone()),
            none: None,
            numbers: supply_numbers(game, options),
        },
        DecisionKind::First { options } => {
            let kinds = super::labels::unique(options);
            one(
                kinds.iter().map(|&k| Choice::Kind(Some(k))).collect(),
                Some(kinds),
                None,
            )
        }
        DecisionKind::ChooseOne { .. }
        | DecisionKind::ChooseSome { .. }
        | DecisionKind::Position { .. }
        | DecisionKind::Order
        | DecisionKind::Move => one(choices, None, None),
    }
}

/// The number of each card: its Supply number (as `b` and `s` show it), or for a card
/// not in the Supply, a number after the Supply's, in the order of the options.
fn supply_numbers(game: &Game, kinds: &[CardId]) -> Vec<usize> {
    let s = &game.state;
    let mut next = s.supply.len();
    kinds
        .iter()
        .map(|&k| match s.pile_of.get(k.index()).copied().flatten() {
            Some(p) => p as usize + 1,
            None => {
                next += 1;
                next
            }
        })
        .collect()
}

/// A move that needs no question: the Action phase with no Action card to play, or
/// ending the phase as the only legal move.
fn forced_move(game: &Game, d: &Decision) -> Option<Choice> {
    if d.kind != DecisionKind::Move {
        return None;
    }
    let t = &game.state.turn;
    let only_end = game.legal_moves() == [Move::EndPhase];
    let idle = t.phase == Phase::Action && !game.can_play_action(d.player);
    (only_end || idle).then_some(Choice::Move(Move::EndPhase))
}

/// Saving the game at the table to a file.
pub(super) type Saver<'a> = &'a dyn Fn(&Path) -> Result<(), SaveError>;

/// Ask the human to answer a decision about `game` (`save` saves it).
pub(super) fn ask(game: &Game, save: Saver, ui: &mut Ui, d: &Decision) -> Result<Reply, PlayError> {
    if let Some(c) = forced_move(game, d) {
        return Ok(Reply::Answer(c));
    }
    let (prompt, mut opts) = super::labels::options(game, ui.loc, d);
    let pick = pick_of(game, ui.loc, d, &opts);
    if let Pick::Cards { opts: cards, .. } = &pick {
        // Shown in the order of the hand.
        opts = cards
            .iter()
            .map(|&i| {
                (
                    ui.loc.card_name(&game.db, game.kind(i)),
                    Choice::Cards(vec![i]),
                )
            })
            .collect();
    }
    show(game, ui, d, &prompt, &opts, &pick)?;
    loop {
        let Some(line) = ui.read()? else {
            return Ok(Reply::Quit);
        };
        let step = match &d.kind {
            DecisionKind::Move => move_step(game, ui, d, &line),
            _ => pick_step(game, ui, &pick, &line),
        };
        let c = match step {
            Step::Answer(c) => c,
            Step::Reject(why) => {
                ui.say(&why)?;
                continue;
            }
            Step::Confirm(text, c) => match ui.confirm(&text)? {
                None => return Ok(Reply::Quit),
                Some(true) => c,
                Some(false) => continue,
            },
            Step::Common(Common::Quit) => return Ok(Reply::Quit),
            Step::Common(Common::Help) => {
                let h = help(ui, d, &pick);
                ui.say(&h)?;
                continue;
            }
            Step::Common(Common::Status) => {
                let s = view::status(game, ui.loc, Some(d.player));
                ui.say(&s)?;
                let k = keys(game, ui.loc, d, &pick);
                ui.say(&k)?;
                continue;
            }
            Step::Common(Common::Save(path)) => {
                save_to(save, ui, path)?;
                continue;
            }
            Step::BuyMenu => match buy_menu(game, save, ui, d)? {
                Some(Reply::Answer(c)) => c,
                Some(Reply::Quit) => return Ok(Reply::Quit),
                None => {
                    let k = keys(game, ui.loc, d, &pick);
                    ui.say(&k)?;
                    continue;
                }
            },
        };
        if game.clone().answer(c.clone()).is_ok() {
            return Ok(Reply::Answer(c));
        }
        ui.msg("err-illegal", &[])?;
    }
}

/// `save FILE`: a file that is there and is not a save of this game is replaced only if
/// the player confirms it.
fn save_to(save: Saver, ui: &mut Ui, path: Option<String>) -> Result<(), PlayError> {
    let Some(path) = path else {
        return ui.msg("err-save-path", &[]);
    };
    let p = Path::new(&path);
    if p.exists() && !p.is_dir() && !super::save::looks_like_save(p) {
        let text = ui
            .loc
            .msg("confirm-overwrite", &[("path", path.clone().into())]);
        if ui.confirm(&text)? != Some(true) {
            return Ok(());
        }
    }
    match save(p) {
        Ok(()) => ui.msg("ui-saved", &[("path", path.into())]),
        Err(e) => ui.msg("err-save", &[("error", e.message(ui.loc).into())]),
    }
}

/// Show the decision: the hand, the question, the options and the answers it takes.
fn show(
    game: &Game,
    ui: &mut Ui,
    d: &Decision,
    prompt: &str,
    opts: &[(String, Choice)],
    pick: &Pick,
) -> Result<(), PlayError> {
    let loc = ui.loc;
    let me = &game.state.players[d.player.index()];
    let mut text = view::hand_line(game, loc, d.player, d.kind == DecisionKind::Move);
    if !me.play.is_empty() {
        text += "\n";
        text += &loc.msg(
            "view-in-play",
            &[("cards", view::counted(game, loc, &me.play).into())],
        );
    }
    text += "\n";
    text += prompt;
    if d.kind == DecisionKind::Move {
        let t = &game.state.turn;
        if t.phase == Phase::Buy && game.next_treasure().is_none() {
            text += "\n";
            match view::buy_list(game, loc) {
                Some(l) => {
                    text += &loc.msg("ui-can-buy", &[]);
                    text += "\n";
                    text += &l;
                }
                None => text += &loc.msg("ui-nothing-to-buy", &[]),
            }
        }
    } else {
        if let Some(k) = d.card {
            // What the card does (what follows the answer), and whose card it is when
            // another player's card asks (an Attack's "each other player ...").
            text += "\n  ";
            text += &card_text(game, loc, d, k);
        }
        if !matches!(pick, Pick::YesNo) {
            let (none, numbers) = match pick {
                Pick::One { none, numbers, .. } => (none.as_ref(), Some(numbers)),
                _ => (None, None),
            };
            let number = |n: usize| numbers.and_then(|v| v.get(n).copied()).unwrap_or(n + 1);
            // Naming a card: the cards of this game's Supply, any other by name.
            let supply_only =
                matches!(&d.kind, DecisionKind::NameCard { options } if options.len() > 20);
            let in_supply = |c: &Choice| match c {
                Choice::Kind(Some(k)) => game.state.pile_of[(*k).index()].is_some(),
                _ => true,
            };
            let items: Vec<(usize, String)> = opts
                .iter()
                .enumerate()
                .filter(|(_, (_, c))| Some(c) != none && (!supply_only || in_supply(c)))
                .map(|(n, (label, _))| (number(n), label.clone()))
                .collect::<Vec<_>>();
            let mut items = items;
            items.sort_by_key(|i| i.0);
            text += "\n";
            text += &view::columns(&items);
            if supply_only {
                text += "\n";
                text += &loc.msg("ui-name-other", &[]);
            }
        }
    }
    text += "\n";
    text += &keys(game, loc, d, pick);
    ui.say(&text)
}

/// A card's text under a question; `ui-card-text-of` with the owner's name when the card
/// is in play for the player whose turn it is and another player answers.
fn card_text(game: &Game, loc: &Locale, d: &Decision, k: CardId) -> String {
    let s = &game.state;
    let turn = s.turn.player;
    let theirs = d.player != turn
        && s.players[turn.index()]
            .play
            .iter()
            .any(|&i| game.kind(i) == k);
    let mut args = vec![
        ("card", loc.card_name(&game.db, k).into()),
        ("text", loc.card_text(&game.db, k).into()),
    ];
    if theirs {
        args.push(("owner", s.players[turn.index()].name.clone().into()));
        return loc.msg("ui-card-text-of", &args);
    }
    loc.msg("ui-card-text", &args)
}

/// The line that says which answers the prompt takes.
fn keys(game: &Game, loc: &Locale, d: &Decision, pick: &Pick) -> String {
    match pick {
        _ if d.kind == DecisionKind::Move => {
            let n = [("n", game.state.players[d.player.index()].hand.len().into())];
            if game.state.turn.phase == Phase::Action {
                loc.msg("ui-keys-action", &n)
            } else if game.next_treasure().is_some() {
                loc.msg("ui-keys-buy-treasures", &n)
            } else {
                loc.msg("ui-keys-buy", &[])
            }
        }
        Pick::YesNo => loc.msg("ui-keys-yes-no", &[]),
        Pick::Cards {
            min, max, optional, ..
        } => {
            let args = [("min", (*min).into()), ("max", (*max).into())];
            let id = match (min == max, *min == 0, *optional) {
                (_, true, _) => "ui-keys-cards-upto",
                (true, false, false) => "ui-keys-cards-exact",
                (true, false, true) => "ui-keys-cards-exact-optional",
                (false, false, false) => "ui-keys-cards-range",
                (false, false, true) => "ui-keys-cards-range-optional",
            };
            loc.msg(id, &args)
        }
        Pick::One { kinds, none, .. } => {
            let id = match (kinds.is_some(), none.is_some()) {
                (false, false) => "ui-keys-pick",
                (false, true) => "ui-keys-pick-optional",
                (true, false) => "ui-keys-named",
                (true, true) => "ui-keys-named-optional",
            };
            loc.msg(id, &[])
        }
    }
}

/// The help for a prompt, then the commands every prompt takes.
fn help(ui: &Ui, d: &Decision, pick: &Pick) -> String {
    let loc = ui.loc;
    let mut h = match (&d.kind, pick) {
        (DecisionKind::Move, _) => "help-move".to_string(),
        (_, Pick::YesNo) => "help-yes-no".into(),
        (_, Pick::Cards { .. }) => "help-cards".into(),
        (_, Pick::One { kinds: Some(_), .. }) => "help-named".into(),
        (_, Pick::One { .. }) => "help-pick".into(),
    };
    h = loc.msg(&h, &[]);
    if let Pick::One { none: Some(_), .. } = pick {
        h += "\n";
        h += &loc.msg("help-optional", &[]);
    }
    if let Pick::Cards { min, optional, .. } = pick {
        if *optional || *min == 0 {
            h += "\n";
            h += &loc.msg("help-optional", &[]);
        }
    }
    h + "\n" + &loc.msg("help-common", &[])
}

/// Cards picked at a card pick: by numbers, names or `all`, between `min` and `max` of
/// them, or none when `optional`.
fn cards_step(
    game: &Game,
    ui: &Ui,
    opts: &[Inst],
    (min, max): (u8, u8),
    optional: bool,
    line: &str,
) -> Step {
    let loc = ui.loc;
    let (min, max) = (min as usize, max as usize);
    let picked: Vec<usize> = if input::is(&ui.words.all, line) {
        (0..opts.len()).collect()
    } else if !line.trim().is_empty() && !input::looks_numeric(line) {
        match by_names(game, loc, line, opts) {
            Ok(v) => v,
            Err(step) => return step,
        }
    } else {
        match input::numbers(line, opts.len()) {
            Ok(v) => v,
            Err(e) => return num_error(loc, e, opts.len()),
        }
    };
    // None at all: an answer when the card says "you may".
    if picked.is_empty() && optional {
        return Step::Answer(Choice::Cards(vec![]));
    }
    if min == max && picked.len() != min {
        let id = if optional {
            "err-exact-or-none"
        } else {
            "err-exact"
        };
        return why(loc, id, &[("max", max.into())]);
    }
    if picked.len() < min {
        let id = if optional {
            "err-too-few-or-none"
        } else {
            "err-too-few"
        };
        return why(loc, id, &[("min", min.into())]);
    }
    if picked.len() > max {
        return why(loc, "err-too-many", &[("max", max.into())]);
    }
    Step::Answer(Choice::Cards(picked.iter().map(|&n| opts[n]).collect()))
}

/// A non-move answer.
fn pick_step(game: &Game, ui: &Ui, pick: &Pick, line: &str) -> Step {
    let loc = ui.loc;
    if let Some(c) = input::common(&ui.words, line) {
        return Step::Common(c);
    }
    match pick {
        Pick::YesNo => {
            if input::is(&ui.words.yes, line) {
                Step::Answer(Choice::Yes(true))
            } else if input::is(&ui.words.no, line) {
                Step::Answer(Choice::Yes(false))
            } else {
                why(loc, "err-yes-no", &[])
            }
        }
        Pick::Cards {
            opts,
            min,
            max,
            optional,
        } => cards_step(game, ui, opts, (*min, *max), *optional, line),
        Pick::One {
            choices,
            kinds,
            none,
            numbers,
        } => {
            if line.is_empty() {
                return match none {
                    Some(c) => Step::Answer(c.clone()),
                    None => why(loc, "err-empty", &[]),
                };
            }
            if input::looks_numeric(line) {
                return numbered(game, loc, line, choices, numbers);
            }
            let Some(kinds) = kinds else {
                return why(loc, "err-unknown", &[("input", shown(line).into())]);
            };
            match input::match_card(&game.db, loc, line, kinds) {
                Ok(k) => match kinds.iter().position(|&x| x == k) {
                    Some(n) => Step::Answer(choices[n].clone()),
                    None => why(loc, "err-illegal", &[]),
                },
                Err(e) => name_error(game, loc, line, e),
            }
        }
    }
}

/// Cards picked by name (`estate`, `est, cop`): each name takes the next card of that
/// name among the options.
fn by_names(game: &Game, loc: &Locale, line: &str, opts: &[Inst]) -> Result<Vec<usize>, Step> {
    let kinds: Vec<CardId> = opts.iter().map(|&i| game.kind(i)).collect();
    let mut picked = vec![];
    for part in line
        .split([',', ';'])
        .map(str::trim)
        .filter(|p| !p.is_empty())
    {
        let k = input::match_card(&game.db, loc, part, &kinds)
            .map_err(|e| name_error(game, loc, part, e))?;
        match (0..opts.len()).find(|&i| kinds[i] == k && !picked.contains(&i)) {
            Some(i) => picked.push(i),
            None => {
                return Err(why(
                    loc,
                    "err-twice-name",
                    &[("card", loc.card_name(&game.db, k).into())],
                ))
            }
        }
    }
    Ok(picked)
}

/// A number typed at a list whose numbers may skip (Supply numbers): the choice shown
/// with it; a Supply number of a card not offered here is refused with its name.
fn numbered(game: &Game, loc: &Locale, line: &str, choices: &[Choice], numbers: &[usize]) -> Step {
    let supply_numbered = numbers.iter().enumerate().any(|(i, &n)| n != i + 1);
    let max = if supply_numbered {
        let top = numbers.iter().copied().max().unwrap_or(0);
        top.max(game.state.supply.len())
    } else {
        numbers.len()
    };
    let v = match input::numbers(line, max) {
        Ok(v) if v.len() == 1 => v[0] + 1,
        Ok(_) => return why(loc, "err-one", &[]),
        Err(e) => return num_error(loc, e, max),
    };
    if let Some(i) = numbers.iter().position(|&n| n == v) {
        return Step::Answer(choices[i].clone());
    }
    match game.state.supply.get(v - 1) {
        Some(p) if supply_numbered => {
            let card = loc.card_name(&game.db, p.card);
            why(
                loc,
                "err-not-offered",
                &[("n", v.into()), ("card", card.into())],
            )
        }
        _ => num_error(loc, input::NumError::OutOfRange(v as u64), max),
    }
}

/// The list of cards one can buy, and which: `None` to go back to the move prompt.
fn buy_menu(
    game: &Game,
    save: Saver,
    ui: &mut Ui,
    d: &Decision,
) -> Result<Option<Reply>, PlayError> {
    let loc = ui.loc;
    let Some(list) = view::buy_list(game, loc) else {
        ui.msg("ui-nothing-to-buy", &[])?;
        return Ok(None);
    };
    let mut text = format!("{}\n{list}\n", loc.msg("ui-can-buy", &[]));
    if !game.state.turn.bought && game.next_treasure().is_some() {
        let t = game.db.roles.treasure;
        let me = &game.state.players[game.state.turn.player.index()];
        let played = me.play.iter().filter(|&&i| game.has_type(i, t)).count();
        let args = [
            ("coins", game.state.turn.coins.into()),
            ("played", played.into()),
        ];
        text += &loc.msg("ui-unplayed", &args);
        text += "\n";
    }
    text += &loc.msg("ui-keys-buy-menu", &[]);
    ui.say(&text)?;
    loop {
        let Some(line) = ui.read()? else {
            return Ok(Some(Reply::Quit));
        };
        if line.is_empty() {
            return Ok(None);
        }
        let step = match input::common(&ui.words, &line) {
            Some(c) => Step::Common(c),
            None if input::is(&ui.words.treasures, &line) => treasures(game, loc, d),
            None => {
                let (first, rest) = input::split_first(&line);
                let what = if input::is(&ui.words.buy, first) && !rest.is_empty() {
                    rest
                } else {
                    line.as_str()
                };
                buy_answer(game, ui, what)
            }
        };
        match step {
            Step::Answer(c) => return Ok(Some(Reply::Answer(c))),
            Step::Confirm(text, c) => match ui.confirm(&text)? {
                None => return Ok(Some(Reply::Quit)),
                Some(true) => return Ok(Some(Reply::Answer(c))),
                Some(false) => {}
            },
            Step::Reject(why) => ui.say(&why)?,
            Step::Common(Common::Quit) => return Ok(Some(Reply::Quit)),
            Step::Common(Common::Help) => {
                let h = loc.msg("help-buy-menu", &[]) + "\n" + &loc.msg("help-common", &[]);
                ui.say(&h)?;
            }
            Step::Common(Common::Status) => {
                let s = view::status(game, loc, Some(d.player));
                ui.say(&s)?;
                ui.msg("ui-keys-buy-menu", &[])?;
            }
            Step::Common(Common::Save(path)) => save_to(save, ui, path)?,
            Step::BuyMenu => {}
        }
    }
}

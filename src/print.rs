//! The tree of [`crate::ast`] back into canonical text.
//!
//! For every text `t` that parses, `parse(print(parse(t))) == parse(t)`. The canonical form
//! writes one sentence per line: simple effects are joined by `, `; an effect that ends in a
//! block (`if ...:`, `choose one:`, `at the start of your next turn:`, ...) gets a sentence of
//! its own, since a block runs to the end of its sentence.
//!
//! Choices the tree does not record are made here: `card` / `cards` and `a` / `an` follow
//! the number; a name already ending in `s` (a plural as written, like `Actions`) takes no
//! `card` after it; `costing $4 or less` prints as `costing up to $4`.

use crate::ast::*;

mod words;
use words::*;

/// A whole text: one ability after the other, one sentence per line.
pub fn print_rules(r: &Rules) -> String {
    let abilities: Vec<String> = r
        .abilities
        .iter()
        .map(print_ability)
        .filter(|s| !s.is_empty())
        .collect();
    abilities.join("\n")
}

/// One ability, as one or more sentences (each ending with `.`).
pub fn print_ability(a: &Ability) -> String {
    match a {
        Ability::Play(block) => sentences(block, true),
        Ability::Worth(amount) => format!("worth {} VP{}.", amount.n, per(&amount.per)),
        Ability::Setup(block) => format!("setup: {}", sentences(block, false)),
        Ability::Triggered(t) => {
            let scope = match scope(t.scope) {
                "" => String::new(),
                s => format!("{s}, "),
            };
            format!(
                "{scope}when {}: {}",
                print_trigger(&t.trigger),
                sentences(&t.body, false)
            )
        }
        Ability::Static(sc, rule) => match scope(*sc) {
            "" => format!("{}.", print_static(rule)),
            s => format!("{s}: {}.", print_static(rule)),
        },
    }
}

/// One effect, without the final `.` (a block inside it is printed on the same line).
pub fn print_effect(e: &Effect) -> String {
    match e {
        Effect::Plus(resource, amount) => plus(*resource, amount),
        Effect::Draw(amount) => match amount.n {
            1 => format!("draw a card{}", per(&amount.per)),
            n => format!("draw {n} cards{}", per(&amount.per)),
        },
        Effect::DrawUntil(n, skip) => {
            let skip = match skip {
                Some(f) => format!(", setting aside any {} you choose", filter(f, true)),
                None => String::new(),
            };
            format!("draw until you have {n} {} in hand{skip}", cards(*n))
        }
        Effect::Gain { items, to, .. } => gain(items, to),
        Effect::Move { verb, cards, to } => move_cards(*verb, cards, to),
        Effect::RevealUntil(1, f) => {
            format!(
                "reveal cards from your deck until you reveal {}",
                with_article(&filter(f, false))
            )
        }
        Effect::RevealUntil(n, f) => format!(
            "reveal cards from your deck until you reveal {n} {}",
            filter(f, true)
        ),
        Effect::Play { cards, times } => match times {
            1 => format!("play {}", selection(cards)),
            2 => format!("play {} twice", selection(cards)),
            n => format!("play {} {n} times", selection(cards)),
        },
        Effect::NameCard => "name a card".to_string(),
        Effect::Exchange(r, f) => format!(
            "exchange {} for {}",
            reference(*r, false),
            with_article(&filter(f, false))
        ),
        Effect::May(e) => format!("you may {}", print_effect(e)),
        Effect::Payoff { .. }
        | Effect::If(..)
        | Effect::ChooseOne(..)
        | Effect::ChooseSome(..)
        | Effect::EitherOrder(..)
        | Effect::ForPlayers(..)
        | Effect::Delayed(..)
        | Effect::Lasting(..) => block_effect(e),
        Effect::ExtraTurn => "take an extra turn after this one".to_string(),
        Effect::NextHandSize(n) => format!("you draw only {n} {} for your next hand", cards(*n)),
        Effect::Unaffected(_) => "you are unaffected by that Attack".to_string(),
        Effect::Instead(e, _) => format!("{} instead", print_effect(e)),
        Effect::PutTokens(token, f) => format!(
            "put {} token on each {}Supply pile",
            with_article(&token.text),
            pile_kinds(f)
        ),
        Effect::MoveToken(token, mat) => {
            format!(
                "move the {} token from its pile to the {} mat",
                token.text, mat.text
            )
        }
        Effect::PutToken(token, place) => put_token(token, place),
        Effect::Pass(s, such) => {
            let to = if *such {
                "the next such player"
            } else {
                "the player"
            };
            format!("pass {} to {to} to their left", selection(s))
        }
    }
}

/// `put a coin token on your pirate ship mat`, `put an embargo token on a Supply pile`.
fn put_token(token: &Ident, place: &TokenPlace) -> String {
    let token = with_article(&token.text);
    match place {
        TokenPlace::Mat(mat) => format!("put {token} token on your {} mat", mat.text),
        TokenPlace::Pile(f) => {
            let pile = with_article(&format!("{}Supply pile", pile_kinds(f)));
            format!("put {token} token on {pile}")
        }
    }
}

/// The kinds of a Supply pile, each followed by a space (`Victory `, or nothing).
fn pile_kinds(f: &Filter) -> String {
    f.atoms
        .iter()
        .filter_map(kind_atom)
        .map(|k| format!("{k} "))
        .collect()
}

/// `+2 cards`, `+$1 per Treasure you have in play`, `-$1 per card in your hand`.
fn plus(resource: Resource, amount: &Amount) -> String {
    let sign = if amount.n < 0 { "-" } else { "+" };
    let n = amount.n.unsigned_abs();
    let per = per(&amount.per);
    match resource {
        Resource::Coins => format!("{sign}${n}{per}"),
        Resource::Cards => format!("{sign}{n} {}{per}", plural(n, "card", "cards")),
        Resource::Actions => format!("{sign}{n} {}{per}", plural(n, "action", "actions")),
        Resource::Buys => format!("{sign}{n} {}{per}", plural(n, "buy", "buys")),
        Resource::Vp => format!("{sign}{n} VP{per}"),
    }
}

/// `gain a Silver`, `gain a Curse and a Copper onto your deck`.
fn gain(items: &[GainItem], to: &Dest) -> String {
    let items: Vec<String> = items
        .iter()
        .map(
            |GainItem {
                 count,
                 what,
                 chooser,
             }| {
                let what = match count.n {
                    1 => with_article(&filter(what, false)),
                    n => format!("{n} {}", filter(what, true)),
                };
                let by = match chooser {
                    Chooser::Player => "",
                    Chooser::Owner => " you choose",
                };
                format!("{what}{}{by}", per(&count.per))
            },
        )
        .collect();
    let to = match to {
        Dest::Discard => String::new(),
        Dest::SetAside => ", setting it aside".to_string(),
        d => format!(" {}", dest(d)),
    };
    format!("gain {}{to}", items.join(" and "))
}

/// `trash a card from your hand`, `put it onto your deck`, `set aside ... face down`.
fn move_cards(verb: Verb, cards: &[Selection], to: &Dest) -> String {
    if let Some(n) = down_to(cards) {
        let down = format!("down to {n} {} in hand", self::cards(n));
        return match verb {
            Verb::Put => format!("put cards from your hand {} {down}", dest(to)),
            _ => format!("discard {down}"),
        };
    }
    let cards: Vec<String> = cards.iter().map(selection).collect();
    let cards = cards.join(" and ");
    match verb {
        Verb::Trash => format!("trash {cards}"),
        Verb::Discard => format!("discard {cards}"),
        Verb::Reveal => format!("reveal {cards}"),
        Verb::LookAt => format!("look at {cards}"),
        Verb::SetAside { face_down: true } => format!("set aside {cards} face down"),
        Verb::SetAside { face_down: false } => format!("set aside {cards}"),
        Verb::Put => format!("put {cards} {}", dest(to)),
        Verb::Return => format!("return {cards} to its pile"),
        Verb::Shuffle => format!("shuffle {cards} into your deck"),
        Verb::Gain => match to {
            Dest::Discard => format!("gain {cards}"),
            d => format!("gain {cards} {}", dest(d)),
        },
    }
}

/// An effect that ends with a block (see [`ends_with_block`]; an empty text for any other
/// effect).
fn block_effect(e: &Effect) -> String {
    match e {
        Effect::Payoff { cost, word, then } => {
            let word = match word {
                PayWord::For => "for",
                PayWord::To => "to",
            };
            // `for +3 cards and +1 action`: simple effects read as a list.
            let then = match then.split_last() {
                Some((last, rest)) if !rest.is_empty() && !then.iter().any(ends_with_block) => {
                    format!("{} and {}", inline(rest), print_effect(last))
                }
                _ => inline(then),
            };
            format!("{} {word} {then}", print_effect(cost))
        }
        Effect::If(c, then, otherwise) if otherwise.is_empty() => {
            format!("if {}: {}", print_cond(c), inline(then))
        }
        Effect::If(c, then, otherwise) => {
            format!(
                "if {}: {}; otherwise: {}",
                print_cond(c),
                inline(then),
                inline(otherwise)
            )
        }
        Effect::ChooseOne(..) | Effect::ChooseSome(..) | Effect::EitherOrder(..) => {
            options_effect(e)
        }
        Effect::ForPlayers(p, block) => players_effect(*p, block),
        _ => later_effect(e),
    }
}

/// The blocks of options: `choose one: ...; or ...`, `you choose two: ...`, `in either
/// order: ...; ...`.
fn options_effect(e: &Effect) -> String {
    let who = |chooser: &Chooser| match chooser {
        Chooser::Player => "",
        Chooser::Owner => "you ",
    };
    match e {
        Effect::ChooseOne(options, chooser) => {
            let options: Vec<String> = options.iter().map(|b| inline(b)).collect();
            format!("{}choose one: {}", who(chooser), options.join("; or "))
        }
        Effect::ChooseSome(count, options, chooser) => {
            let options: Vec<String> = options.iter().map(|b| inline(b)).collect();
            let n = match count.n {
                1 => "one".to_string(),
                2 => "two".to_string(),
                3 => "three".to_string(),
                n => n.to_string(),
            };
            let per = per(&count.per);
            format!("{}choose {n}{per}: {}", who(chooser), options.join("; or "))
        }
        Effect::EitherOrder(parts, _) => {
            let parts: Vec<String> = parts.iter().map(|b| inline(b)).collect();
            format!("in either order: {}", parts.join("; "))
        }
        _ => String::new(),
    }
}

/// A player block: `each other player: ...`, `each other player with 4 or more cards in
/// hand: ...`; the event's player's block is its effects with `they` as their subject.
fn players_effect(p: Players, block: &Block) -> String {
    let players = match p {
        // The event's player: `they` is the subject.
        Players::Actor => return players_block(block, true),
        Players::EachOther => "each other player",
        Players::Each => "each player",
        Players::Left => "the player to your left",
        Players::Right => "the player to your right",
    };
    match block.as_slice() {
        // `each other player with 4 or more cards in hand: ...`
        [Effect::If(Cond::Count(Count::Cards(f, Zone::Hand), cmp), then, other)]
            if other.is_empty() =>
        {
            let with = compared(*cmp, f);
            format!(
                "{players} with {with} in hand: {}",
                players_block(then, false)
            )
        }
        _ => format!("{players}: {}", players_block(block, false)),
    }
}

/// Effects done later: `at the start of your next turn: ...`, `at the end of your buy
/// phase this turn: ...`, lasting rules (`this turn, when ...: ...`).
fn later_effect(e: &Effect) -> String {
    match e {
        Effect::Delayed(when, block) => {
            let when = match when {
                Delay::NextTurn => "at the start of your next turn",
                Delay::NowAndNextTurn => "now and at the start of your next turn",
                Delay::EndOfBuyPhase => "at the end of your buy phase this turn",
            };
            format!("{when}: {}", inline(block))
        }
        Effect::Lasting(d, rule, _) => {
            let d = match d {
                Lasting::ThisTurn => "this turn".to_string(),
                Lasting::UntilNextTurn => "until your next turn".to_string(),
                Lasting::OnceThisTurn => "once this turn".to_string(),
                Lasting::WhileSetAside(r) => format!("while {} is set aside", reference(*r, false)),
            };
            match rule.as_ref() {
                LastingRule::Static(s) => format!("{d}: {}", print_static(s)),
                LastingRule::Triggered(t, block) => {
                    format!("{d}, when {}: {}", print_trigger(t), inline(block))
                }
            }
        }
        _ => String::new(),
    }
}

/// A card description in the singular, without article: `card`, `Action card`,
/// `non-Victory card costing up to $4`, `copy of the named card`.
pub fn print_filter(f: &Filter) -> String {
    filter(f, false)
}

/// A condition: `you did`, `you have 5 or fewer cards in hand`, `<a> and <b>`.
pub fn print_cond(c: &Cond) -> String {
    match c {
        Cond::Did => "you did".to_string(),
        Cond::DidNot => "you didn't".to_string(),
        Cond::Count(count, cmp) => count_cond(count, *cmp),
        Cond::NthTime(what, n, f) => {
            let nth = ["first", "second", "third", "fourth"]
                .get((*n as usize).saturating_sub(1))
                .copied()
                .unwrap_or("first");
            let verb = match what {
                crate::ast::Happened::Played => "played",
                crate::ast::Happened::Gained => "gained",
            };
            format!(
                "this is the {nth} time you {verb} {} this turn",
                with_article(&filter(f, false))
            )
        }
        Cond::PreviousTurnNotYours => "the previous turn was not yours".to_string(),
        Cond::BuyPhase => "during your buy phase".to_string(),
        Cond::All(r @ (Ref::This | Ref::It(_)), f) => {
            format!("{} is all {}", reference(*r, false), filter(f, true))
        }
        Cond::All(r, f) => format!("{} are all {}", reference(*r, true), filter(f, true)),
        Cond::Is(r, f) if f.atoms == [Atom::CopyOf(Ref::Named)] => {
            format!("{} is the named card", reference(*r, false))
        }
        Cond::Is(r, f) => format!(
            "{} is {}",
            reference(*r, false),
            with_article(&filter(f, false))
        ),
        Cond::And(a, b) => format!("{} and {}", print_cond(a), print_cond(b)),
    }
}

/// A trigger without `when`: `you gain this`, `another player plays an Attack`.
pub fn print_trigger(t: &Trigger) -> String {
    let who = match t.who {
        Who::You => "you",
        Who::AnotherPlayer => "another player",
        Who::AnyPlayer => "any player",
        Who::Right => "the player to your right",
        Who::Left => "the player to your left",
    };
    let verb =
        |base: &'static str, third: &'static str| if t.who == Who::You { base } else { third };
    let verb = match t.event {
        EventKind::Gain => verb("gain", "gains"),
        EventKind::WouldGain => "would gain",
        EventKind::Buy => verb("buy", "buys"),
        EventKind::Trash => verb("trash", "trashes"),
        EventKind::DiscardOutsideCleanup | EventKind::DiscardFromPlay => {
            verb("discard", "discards")
        }
        EventKind::Play => verb("play", "plays"),
    };
    let object = match &t.object {
        Object::This => "this".to_string(),
        Object::Card(f) => with_article(&filter(f, false)),
    };
    let tail = match t.event {
        EventKind::DiscardOutsideCleanup => " outside clean-up",
        EventKind::DiscardFromPlay => " from play",
        _ => "",
    };
    let turn = if t.own_turn { " on their turn" } else { "" };
    format!("{who} {verb} {object}{tail}{turn}")
}

/// A static rule: `cards cost $1 less`, `you can't buy this if ...`.
pub fn print_static(s: &Static) -> String {
    match s {
        Static::CostLess { what, by, cond } => {
            let what = match what {
                Object::This => "this costs".to_string(),
                Object::Card(f) => format!("{} cost", filter(f, true)),
            };
            format!("{what} ${} less{}{}", by.n, per(&by.per), static_cond(cond))
        }
        Static::CannotBuy { what, cond } => {
            let what = match what {
                Object::This => "this".to_string(),
                Object::Card(f) => with_article(&filter(f, false)),
            };
            format!("you can't buy {what}{}", static_cond(cond))
        }
        Static::Immune => "you are unaffected by other players' Attacks".to_string(),
        Static::GainedTo(d, _) => format!("this is gained {}", dest(d)),
    }
}

// ---------------------------------------------------------------- Sentences and blocks

/// Whether the printed effect ends with a block (which runs to the end of its sentence):
/// an effect that has blocks ([`Effect::blocks`]), a lasting rule (a static one is written
/// after a colon too: `this turn: ...`), or an effect wrapping one ([`Effect::inner`]:
/// `you may ...`, `... instead`).
pub fn ends_with_block(e: &Effect) -> bool {
    matches!(e, Effect::Lasting(..))
        || e.blocks().next().is_some()
        || e.inner().is_some_and(ends_with_block)
}

/// The text of a player block: the block's player is `they` / `their` where the text
/// outside one says `you` / `your` (the words that always mean the card's owner, such as
/// `your next turn`, stay).
fn third_person(text: &str) -> String {
    const OWNER: &[&str] = &[
        "your next turn",
        "your next hand",
        "your last turn",
        "your left",
        "your right",
        "you are unaffected",
        "you draw only",
        "you can't",
        "you bought",
        "you choose",
    ];
    let words: Vec<&str> = text.split(' ').collect();
    let mut out = Vec::with_capacity(words.len());
    for (i, w) in words.iter().enumerate() {
        let rest = words[i..].join(" ");
        // `a card that you gained`: the card's owner, in a player block too.
        let owner = OWNER.iter().any(|o| rest.starts_with(o))
            || (*w == "you" && i >= 1 && words[i - 1] == "that")
            || (*w == "your" && i >= 3 && words[i - 3..i] == ["the", "end", "of"]);
        out.push(match *w {
            "you" if !owner => "they",
            "your" if !owner => "their",
            w => w,
        });
    }
    out.join(" ")
}

/// A block as sentences, one per line. A sentence ends after each effect that ends with a
/// block (which runs to the end of its sentence). In a play ability (`free`), such an
/// effect also starts a sentence of its own; after a heading (`when ...:`, `setup:`), a new
/// sentence only continues the ability if it says so (`if you did`, ...), so there it
/// stays in the sentence before unless it does.
fn sentences(block: &[Effect], free: bool) -> String {
    let mut out: Vec<String> = Vec::new();
    let mut simple: Vec<String> = Vec::new();
    for e in block {
        if ends_with_block(e) {
            if !simple.is_empty() && (free || continues(e)) {
                out.push(format!("{}.", simple.join(", ")));
                simple.clear();
            }
            simple.push(print_effect(e));
            out.push(format!("{}.", simple.join(", ")));
            simple.clear();
        } else {
            simple.push(print_effect(e));
        }
    }
    if !simple.is_empty() {
        out.push(format!("{}.", simple.join(", ")));
    }
    out.join("\n")
}

/// Whether a sentence beginning with this effect continues the ability of a heading (see
/// `parse`: `if you did` / `if you didn't`).
fn continues(e: &Effect) -> bool {
    matches!(e, Effect::If(Cond::Did | Cond::DidNot, ..))
}

/// The effects of a player block, in the third person: one sentence, or, when an effect
/// ending with a block is followed by more, several, each of the later ones about `they`
/// (a sentence about `they` continues the player block the sentence before ended with).
/// With `subject`, the first sentence names `they` too (the event's player).
fn players_block(block: &[Effect], subject: bool) -> String {
    let mut parts: Vec<Vec<&Effect>> = vec![vec![]];
    for e in block {
        if let Some(last) = parts.last_mut() {
            last.push(e);
        }
        if ends_with_block(e) {
            parts.push(vec![]);
        }
    }
    parts.retain(|p| !p.is_empty());
    let mut out: Vec<String> = Vec::new();
    for (i, part) in parts.iter().enumerate() {
        let text: Vec<String> = part.iter().map(|e| print_effect(e)).collect();
        let text = third_person(&text.join(", "));
        out.push(if i > 0 || subject {
            they_subject(text)
        } else {
            text
        });
    }
    out.join(".\n")
}

/// A sentence of a player block that must say `they`: as it is if it begins with `they` or
/// with a condition about them, else with `they` as its subject.
fn they_subject(text: String) -> String {
    // `on their last turn` is about the player it follows (`the player to your left
    // gained on their last turn`), not the block's player.
    let cond_about_they = text.strip_prefix("if ").is_some_and(|rest| {
        rest.split(':').next().is_some_and(|c| {
            c.replace("on their last turn", "")
                .split(' ')
                .any(|w| w == "they" || w == "their")
        })
    });
    if text.starts_with("they ") || cond_about_they {
        text
    } else {
        format!("they {text}")
    }
}

/// A block inside a sentence.
fn inline(block: &[Effect]) -> String {
    let effects: Vec<String> = block.iter().map(print_effect).collect();
    effects.join(", ")
}

fn scope(s: Scope) -> &'static str {
    match s {
        Scope::This => "",
        Scope::InPlay => "while this is in play",
        Scope::InHand => "while this is in your hand",
        Scope::SetAside => "while this is set aside",
        Scope::Game => "in games using this",
    }
}

fn static_cond(c: &Option<Cond>) -> String {
    match c {
        None => String::new(),
        Some(Cond::BuyPhase) => " during your buy phase".to_string(),
        Some(c) => format!(" if {}", print_cond(c)),
    }
}

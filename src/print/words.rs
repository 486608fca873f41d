//! The words of the printed text: articles and plurals, destinations, references,
//! selections, card descriptions, costs, amounts and counts.

use super::*;

// ---------------------------------------------------------------- Words

pub(super) fn plural(n: u32, one: &'static str, many: &'static str) -> &'static str {
    if n == 1 {
        one
    } else {
        many
    }
}

pub(super) fn cards(n: u8) -> &'static str {
    plural(u32::from(n), "card", "cards")
}

/// `a card`, `an Action card`.
pub(super) fn with_article(text: &str) -> String {
    let vowel = text
        .chars()
        .next()
        .is_some_and(|c| "aeiouAEIOU".contains(c));
    format!("{} {text}", if vowel { "an" } else { "a" })
}

pub(super) fn dest(d: &Dest) -> String {
    match d {
        Dest::Discard => "into your discard pile".to_string(),
        Dest::Hand => "into your hand".to_string(),
        Dest::Deck => "onto your deck".to_string(),
        Dest::Back => "back".to_string(),
        Dest::DeckAnyOrder => "onto your deck in any order".to_string(),
        Dest::BackAnyOrder => "back in any order".to_string(),
        Dest::Mat(m) => format!("onto your {} mat", m.text),
        Dest::SetAside => "aside".to_string(),
        Dest::Trash => "into the trash".to_string(),
        Dest::Supply => "to its pile".to_string(),
        Dest::Anywhere => "anywhere in your deck".to_string(),
    }
}

pub(super) fn reference(r: Ref, plural: bool) -> &'static str {
    match (r, plural) {
        (Ref::This, _) => "this",
        (Ref::It(_), false) => "it",
        (Ref::It(_), true) => "them",
        (Ref::Trashed, false) => "the trashed card",
        (Ref::Trashed, true) => "the trashed cards",
        (Ref::Discarded, false) => "the discarded card",
        (Ref::Discarded, true) => "the discarded cards",
        (Ref::Revealed, false) => "the revealed card",
        (Ref::Revealed, true) => "the revealed cards",
        (Ref::OtherRevealed, false) => "the other revealed card",
        (Ref::OtherRevealed, true) => "the other revealed cards",
        (Ref::Rest, _) => "the rest",
        (Ref::Gained, false) => "the gained card",
        (Ref::Gained, true) => "the gained cards",
        (Ref::SetAside, false) => "the set aside card",
        (Ref::SetAside, true) => "the set aside cards",
        (Ref::Drawn, false) => "the drawn card",
        (Ref::Drawn, true) => "the drawn cards",
        (Ref::Named, false) => "the named card",
        (Ref::Named, true) => "the named cards",
    }
}

/// The word of a reference to cards an effect handled (`revealed` in `the revealed card`).
pub(super) fn participle(r: Ref) -> Option<&'static str> {
    Some(match r {
        Ref::Trashed => "trashed",
        Ref::Discarded => "discarded",
        Ref::Revealed => "revealed",
        Ref::OtherRevealed => "other revealed",
        Ref::Gained => "gained",
        Ref::SetAside => "set aside",
        Ref::Drawn => "drawn",
        Ref::This | Ref::It(_) | Ref::Named | Ref::Rest => return None,
    })
}

pub(super) fn selection(s: &Selection) -> String {
    let words = format!("{}{}", selection_words(s), per(&s.per));
    match s.chooser {
        Chooser::Player => words,
        Chooser::Owner => format!("{words} you choose"),
    }
}

pub(super) fn selection_words(s: &Selection) -> String {
    let no_filter = s.filter.atoms.is_empty();
    match (&s.from, s.qty) {
        // A whole reference reads in the number it was written in (`gain the trashed
        // cards`, `play the revealed Treasure`).
        (Source::Ref(r), Qty::All) if no_filter => reference(*r, s.plural).to_string(),
        (Source::Ref(r), Qty::All) if participle(*r).is_some() => format!(
            "the {} {}",
            participle(*r).unwrap_or_default(),
            filter(&s.filter, s.plural)
        ),
        (Source::Ref(r), q) if no_filter => {
            let q = match q {
                Qty::Exactly(1) => "one of".to_string(),
                Qty::Exactly(n) => format!("{n} of"),
                Qty::UpTo(n) => format!("up to {n} of"),
                Qty::AnyNumber => "any number of".to_string(),
                Qty::All | Qty::DownTo(_) => "all of".to_string(),
            };
            format!("{q} {}", reference(*r, true))
        }
        (Source::Ref(r), q) => format!("{} among {}", quantity(q, &s.filter), reference(*r, true)),
        (Source::Hand, Qty::All) if no_filter => "your hand".to_string(),
        (Source::DiscardPile, Qty::All) if no_filter => "your discard pile".to_string(),
        (Source::Deck, Qty::All) if no_filter => "your deck".to_string(),
        (Source::DeckTop | Source::DeckBottom, Qty::Exactly(n)) => {
            let end = if s.from == Source::DeckTop {
                "top"
            } else {
                "bottom"
            };
            match n {
                1 => format!("the {end} {} of your deck", filter(&s.filter, false)),
                n => format!("the {end} {n} {} of your deck", filter(&s.filter, true)),
            }
        }
        (from, qty) => {
            let from = match from {
                Source::Hand => "from your hand".to_string(),
                Source::DiscardPile => "from your discard pile".to_string(),
                Source::InPlay => "you have in play".to_string(),
                Source::Mat(m) => format!("from your {} mat", m.text),
                Source::Trash => "from the trash".to_string(),
                Source::Supply => "from the Supply".to_string(),
                Source::DeckTop | Source::DeckBottom | Source::Deck | Source::Ref(_) => {
                    "from your deck".to_string()
                }
            };
            format!("{} {from}", quantity(qty, &s.filter))
        }
    }
}

pub(super) fn quantity(q: Qty, f: &Filter) -> String {
    match q {
        Qty::Exactly(1) => with_article(&filter(f, false)),
        Qty::Exactly(n) => format!("{n} {}", filter(f, true)),
        Qty::UpTo(n) => format!("up to {n} {}", filter(f, n != 1)),
        Qty::AnyNumber => format!("any number of {}", filter(f, true)),
        Qty::All | Qty::DownTo(_) => format!("all {}", filter(f, true)),
    }
}

/// `N` of a move of the hand's cards over N (`discard down to N cards in hand`).
pub(super) fn down_to(cards: &[Selection]) -> Option<u8> {
    match cards {
        [Selection {
            qty: Qty::DownTo(n),
            ..
        }] => Some(*n),
        _ => None,
    }
}

/// The words of a name-like atom (`Action`, `non-Victory`, `Action or Treasure`).
pub(super) fn kind_atom(a: &Atom) -> Option<String> {
    match a {
        Atom::Named(i) => Some(i.text.clone()),
        Atom::NotNamed(i) => Some(format!("non-{}", i.text)),
        Atom::Either(names) => Some(
            names
                .iter()
                .map(|i| i.text.as_str())
                .collect::<Vec<_>>()
                .join(" or "),
        ),
        _ => None,
    }
}

pub(super) fn filter(f: &Filter, many: bool) -> String {
    let mut words: Vec<String> = Vec::new();
    if let Some(r) = f.atoms.iter().find_map(|a| {
        if let Atom::CopyOf(r) = a {
            Some(*r)
        } else {
            None
        }
    }) {
        let copy = if many { "copies" } else { "copy" };
        words.push(format!("{copy} of {}", reference(r, false)));
    } else {
        let kinds: Vec<String> = f.atoms.iter().filter_map(kind_atom).collect();
        // A name written as a plural (`Actions`), or any name ending in s, reads without
        // `card`; the other names could too, but `card` makes them clearer.
        words.extend(kinds);
        if !f.names_plural() {
            words.push(if many { "cards" } else { "card" }.to_string());
        }
    }
    for a in &f.atoms {
        match a {
            Atom::Cost(cmp, e) => words.push(cost(*cmp, e)),
            Atom::Bought => words.push("you bought".to_string()),
            Atom::GainedBy(who, when) => {
                let (who, whose) = match who {
                    Who::Right => ("the player to your right", "their"),
                    Who::Left => ("the player to your left", "their"),
                    _ => ("you", "your"),
                };
                words.push(match when {
                    GainedWhen::LastTurn => format!("that {who} gained on {whose} last turn"),
                    GainedWhen::ThisTurn => format!("that {who} gained this turn"),
                })
            }
            Atom::FromPileWithToken(t) => {
                words.push(format!("from a pile with {} token", with_article(&t.text)))
            }
            Atom::Named(_) | Atom::NotNamed(_) | Atom::Either(_) | Atom::CopyOf(_) => {}
        }
    }
    words.join(" ")
}

pub(super) fn cost(cmp: Cmp, e: &CostExpr) -> String {
    match (cmp, e) {
        (Cmp::Exactly, CostExpr::Rel(0, r)) => {
            format!("costing the same as {}", reference(*r, false))
        }
        (Cmp::UpTo, e) => format!("costing up to {}", cost_expr(e)),
        (Cmp::Exactly, e) => format!("costing exactly {}", cost_expr(e)),
        (Cmp::LessThan, e) => format!("costing less than {}", cost_expr(e)),
        (Cmp::AtLeast, CostExpr::Coins(n)) => format!("costing ${n} or more"),
        (Cmp::AtLeast, e) => format!("costing at least {}", cost_expr(e)),
    }
}

pub(super) fn cost_expr(e: &CostExpr) -> String {
    match e {
        CostExpr::Coins(n) => format!("${n}"),
        CostExpr::Rel(0, r) => reference(*r, false).to_string(),
        CostExpr::Total(r) => format!("the total cost of {}", reference(*r, true)),
        CostExpr::Rel(d, r) if *d > 0 => format!("${d} more than {}", reference(*r, false)),
        CostExpr::Rel(d, r) => format!("${} less than {}", d.unsigned_abs(), reference(*r, false)),
    }
}

// ---------------------------------------------------------------- Amounts, counts, conditions

/// ` per ...` (with its leading space), or nothing.
pub(super) fn per(p: &Option<(u8, Count)>) -> String {
    match p {
        None => String::new(),
        Some((m, Count::CostOf(r))) => format!(" per ${m} {} costs", reference(*r, false)),
        Some((1, c)) => format!(" per {}", count(c, false)),
        Some((m, c)) => format!(" per {m} {}", count(c, true)),
    }
}

pub(super) fn count(c: &Count, many: bool) -> String {
    match c {
        Count::Cards(f, zone) => {
            let zone = match zone {
                Zone::Hand => "in your hand".to_string(),
                Zone::InPlay => "you have in play".to_string(),
                Zone::Owned => "you have".to_string(),
                Zone::Ref(Ref::Revealed) => "revealed".to_string(),
                Zone::Ref(Ref::Discarded) => "discarded".to_string(),
                Zone::Ref(Ref::Trashed) => "trashed".to_string(),
                Zone::Ref(Ref::Gained) => "gained".to_string(),
                Zone::Ref(Ref::SetAside) => "set aside".to_string(),
                Zone::Ref(Ref::Drawn) => "drawn".to_string(),
                Zone::Ref(r) => format!("among {}", reference(*r, true)),
            };
            format!("{} {zone}", filter(f, many))
        }
        Count::Names(f, zone) => {
            let counted = count(&Count::Cards(f.clone(), zone.clone()), many);
            format!("differently named {counted}")
        }
        Count::TokensOnMat(m) => format!(
            "{} on the {} mat",
            if many { "tokens" } else { "token" },
            m.text
        ),
        Count::TokensOnYourMat(m) => format!(
            "{} on your {} mat",
            if many { "tokens" } else { "token" },
            m.text
        ),
        Count::TokensOnPile(t) => format!(
            "{} {} on its pile",
            t.text,
            if many { "tokens" } else { "token" }
        ),
        Count::TypesOf(r) => format!(
            "{} {} has",
            if many { "types" } else { "type" },
            reference(*r, false)
        ),
        Count::EmptyPiles => format!("empty Supply {}", if many { "piles" } else { "pile" }),
        Count::InSupply(f) => format!("{} in the Supply", filter(f, many)),
        Count::CostOf(r) => format!("$1 {} costs", reference(*r, false)),
        Count::PlaysThisTurn(f) => format!(
            "{} you played {} this turn",
            if many { "times" } else { "time" },
            with_article(&filter(f, false))
        ),
        Count::GainsThisTurn(f) => format!("{} you gained this turn", filter(f, many)),
        Count::GainsThisBuyPhase(f) => format!("{} you gained in your buy phase", filter(f, many)),
    }
}

/// `an Action card`, `no Victory card`, `5 or fewer cards`.
pub(super) fn compared(cmp: CountCmp, f: &Filter) -> String {
    match cmp {
        CountCmp::AtLeast(1) => with_article(&filter(f, false)),
        CountCmp::AtMost(0) => format!("no {}", filter(f, false)),
        CountCmp::AtLeast(n) => format!("{n} or more {}", filter(f, true)),
        CountCmp::AtMost(n) => format!("{n} or fewer {}", filter(f, true)),
    }
}

pub(super) fn numeric(cmp: CountCmp) -> String {
    match cmp {
        CountCmp::AtLeast(n) => format!("{n} or more"),
        CountCmp::AtMost(n) => format!("{n} or fewer"),
    }
}

pub(super) fn count_cond(c: &Count, cmp: CountCmp) -> String {
    match c {
        Count::Cards(f, Zone::Hand) => format!("you have {} in hand", compared(cmp, f)),
        Count::Cards(f, Zone::InPlay) => format!("you have {} in play", compared(cmp, f)),
        Count::Cards(f, Zone::Owned) => format!("you have {}", compared(cmp, f)),
        Count::Cards(f, Zone::Ref(r)) if cmp == CountCmp::AtMost(0) => {
            format!("none of {} are {}", reference(*r, true), filter(f, true))
        }
        Count::Cards(f, Zone::Ref(r)) => {
            format!(
                "{} of {} are {}",
                numeric(cmp),
                reference(*r, true),
                filter(f, true)
            )
        }
        Count::GainsThisTurn(f) => format!("you gained {} this turn", compared(cmp, f)),
        Count::GainsThisBuyPhase(f) => format!("you gained {} in your buy phase", compared(cmp, f)),
        Count::PlaysThisTurn(f) => format!("you played {} this turn", compared(cmp, f)),
        Count::EmptyPiles => match cmp {
            CountCmp::AtLeast(1) => "a Supply pile is empty".to_string(),
            CountCmp::AtMost(0) => "no Supply piles are empty".to_string(),
            cmp => format!("{} Supply piles are empty", numeric(cmp)),
        },
        Count::TokensOnMat(m) => format!("there are {} tokens on the {} mat", numeric(cmp), m.text),
        Count::InSupply(f) => format!("the Supply has {}", compared(cmp, f)),
        // Never in a condition: counted only after `per`.
        Count::Names(..) | Count::TokensOnYourMat(_) | Count::TokensOnPile(_) => {
            format!("there are {} {}", numeric(cmp), count(c, true))
        }
        Count::TypesOf(r) => format!("{} has {} types", reference(*r, false), numeric(cmp)),
        Count::CostOf(r) => {
            let (n, dir) = match cmp {
                CountCmp::AtLeast(n) => (n, "more"),
                CountCmp::AtMost(n) => (n, "less"),
            };
            format!("{} costs ${n} or {dir}", reference(*r, false))
        }
    }
}

//! Which log messages the cards of a database can make the log use: a log line for cards
//! gained into or put into a place no card's rules name (the trash, the Supply, play ...)
//! is needed by no language until a card does it. Derived from the compiled program, so
//! a new card in `cards.ron` that puts cards into the trash makes `log-put-trash`
//! required again.

use crate::ast::Verb;
use crate::db::{Db, Dest, LastingRule, Op, StaticRule};
use std::collections::BTreeSet;

/// Where cards go, as the log's place-specific messages tell it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum To {
    Hand,
    Deck,
    Discard,
    Aside,
    Mat,
    Trash,
    Supply,
    Play,
}

/// The log messages for a gain into, or a move to, one place: (message, put (or gain),
/// place). The engine's other events are always possible.
const PLACED: &[(&str, bool, To)] = &[
    ("log-gain-hand", false, To::Hand),
    ("log-gain-deck", false, To::Deck),
    ("log-gain-aside", false, To::Aside),
    ("log-gain-mat", false, To::Mat),
    ("log-gain-trash", false, To::Trash),
    ("log-put-hand", true, To::Hand),
    ("log-put-hand-hidden", true, To::Hand),
    ("log-put-deck", true, To::Deck),
    ("log-put-deck-hidden", true, To::Deck),
    ("log-put-mat", true, To::Mat),
    ("log-put-mat-hidden", true, To::Mat),
    ("log-put-discard", true, To::Discard),
    ("log-put-aside", true, To::Aside),
    ("log-put-trash", true, To::Trash),
    ("log-put-supply", true, To::Supply),
    ("log-put-play", true, To::Play),
];

fn place(d: Dest) -> To {
    match d {
        Dest::Discard => To::Discard,
        Dest::Hand => To::Hand,
        Dest::Deck | Dest::Back | Dest::DeckAnyOrder | Dest::BackAnyOrder | Dest::Anywhere => {
            To::Deck
        }
        Dest::Mat(_) => To::Mat,
        Dest::SetAside => To::Aside,
        Dest::Trash => To::Trash,
        Dest::Supply => To::Supply,
    }
}

/// The log messages no card of `db` can make the log use.
pub(super) fn unemitted(db: &Db) -> BTreeSet<&'static str> {
    let mut gains = BTreeSet::new();
    let mut puts = BTreeSet::new();
    for op in &db.code {
        match *op {
            Op::Gain { to, .. } => {
                gains.insert(place(to));
            }
            Op::Move {
                verb: Verb::Gain,
                to,
                ..
            } => {
                gains.insert(place(to));
            }
            Op::Move {
                verb: Verb::Put,
                to,
                ..
            } => {
                puts.insert(place(to));
            }
            Op::Move {
                verb: Verb::Return, ..
            } => {
                puts.insert(To::Supply);
            }
            _ => {}
        }
    }
    let statics = db
        .cards
        .iter()
        .flat_map(|c| c.statics.iter().map(|s| s.rule));
    let lasting = db.lastings.iter().filter_map(|l| match l.rule {
        LastingRule::Static(s) => Some(s),
        LastingRule::Trigger(_) => None,
    });
    for s in statics.chain(lasting) {
        if let StaticRule::GainedTo(d) = s {
            gains.insert(place(d));
        }
    }
    PLACED
        .iter()
        .filter(|(_, put, to)| !if *put { &puts } else { &gains }.contains(to))
        .map(|(id, _, _)| *id)
        .collect()
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_embedded_cards_put_no_card_into_the_trash_play_or_aside() {
        let db = crate::embedded_db().expect("checks");
        let u = super::unemitted(&db);
        let want = [
            "log-gain-mat",
            "log-gain-trash",
            "log-put-aside",
            "log-put-play",
            "log-put-trash",
        ];
        assert_eq!(u.into_iter().collect::<Vec<_>>(), want);
    }
}

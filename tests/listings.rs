//! The compiled program of every card, listed by `dominion::listing` and snapshotted with
//! insta, one snapshot per set (a card under the first set it names): a change to the
//! compiler (`src/check/`) shows up as a diff of the ops someone can review.

use dominion::db::CardId;
use dominion::listing::listing;

#[test]
fn every_card_is_listed() {
    let db = dominion::embedded_db().expect("the embedded cards.ron checks");
    let mut sets: Vec<(String, String)> = Vec::new();
    for (i, c) in db.cards.iter().enumerate() {
        let set = c
            .sets
            .first()
            .map_or("none".to_string(), |&s| db.sets[s.index()].id.clone());
        let text = listing(&db, CardId::from_index(i));
        match sets.iter_mut().find(|(id, _)| *id == set) {
            Some((_, all)) => *all += &format!("\n{text}"),
            None => sets.push((set, text)),
        }
    }
    for (set, text) in sets {
        insta::assert_snapshot!(set, text);
    }
}

#[test]
fn listings_resolve_every_entry_point() {
    let db = dominion::embedded_db().expect("the embedded cards.ron checks");
    for (i, c) in db.cards.iter().enumerate() {
        let text = listing(&db, CardId::from_index(i));
        assert!(!text.contains("outside the card"), "{}:\n{text}", c.id);
        let labels = text.lines().filter(|l| l.ends_with(':')).count();
        let entries =
            usize::from(c.on_play.is_some()) + usize::from(c.setup.is_some()) + c.triggers.len();
        assert!(labels >= entries, "{}:\n{text}", c.id);
    }
}

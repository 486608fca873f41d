//! The embedded cards for playing: every card is read and checked as [`check`] does,
//! except its rules, which are parsed and compiled only for the cards a game can meet
//! ([`compile_needed`]). Parsing is most of the start-up, and a game meets a few dozen of
//! the cards. `dominion check` and a `--cards` file still parse and check every card.

use super::*;

/// The embedded database's name in diagnostics (as [`crate::embedded_db`] names it).
const EMBEDDED_FILE: &str = "cards.ron";

/// The embedded database with every card checked but no card's rules parsed or compiled
/// yet ([`Db::uncompiled`]): enough to choose a Kingdom, then [`compile_needed`] compiles
/// the cards of the games.
pub fn embedded_for_games() -> Result<Db, Vec<Diagnostic>> {
    let src = crate::load::EMBEDDED_CARDS;
    let raw = crate::load::read(EMBEDDED_FILE, src)?;
    checked(EMBEDDED_FILE, src, raw, false)
}

/// Parse and compile the rules of every card a game with this Kingdom can meet (see
/// `needed`), if [`embedded_for_games`] left them out: after it, games run exactly as
/// with every card compiled. Nothing to do for a database read whole.
pub fn compile_needed(db: &mut Db, kingdom: &[CardId]) -> Result<(), Vec<Diagnostic>> {
    if db.uncompiled.is_empty() {
        return Ok(());
    }
    let src = crate::load::EMBEDDED_CARDS;
    let wanted = needed(db, kingdom);
    let mut errors = Vec::new();
    let mut parsed = Vec::new();
    // In the cards' order, as `check` compiles them: the same relative order of code.
    let todo: Vec<usize> = (0..db.cards.len())
        .filter(|&i| wanted[i] && db.uncompiled[i])
        .collect();
    for index in todo {
        let origin = Origin {
            file: EMBEDDED_FILE,
            src,
            card: db.cards[index].id.clone(),
            index,
        };
        let rules = parse_card_rules(&origin, &db.cards[index].text, &mut errors);
        db.cards[index].rules = rules.clone();
        db.uncompiled[index] = false;
        parsed.push((origin, rules));
    }
    compile_cards(parsed, db, &mut errors);
    if !db.uncompiled.contains(&true) {
        db.uncompiled.clear();
    }
    db.derive_tables();
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}

/// The cards a game with this Kingdom can meet: the Kingdom, the basic setup's cards
/// (the colony piles included), the bots' cards, and every card whose name (or other
/// name) is written in the rules of a card it can meet. A card that names a card (`name a
/// card`) can meet any card: then every card.
fn needed(db: &Db, kingdom: &[CardId]) -> Vec<bool> {
    let n = db.cards.len();
    let (b, bots) = (&db.basic, &db.bots);
    let roots = (kingdom.iter().copied())
        .chain(b.start_deck.iter().map(|&(k, _)| k))
        .chain(b.supply.iter().chain(&b.colony_supply).map(|(k, _)| *k))
        .chain(b.end_piles.iter().copied())
        .chain((bots.big_money.iter().chain(&bots.victory)).map(|r| r.card))
        .chain(bots.money.iter().map(|r| r.card));
    let mut want = vec![false; n];
    let mut todo = Vec::new();
    for k in roots.map(CardId::index).filter(|&k| k < n) {
        if !std::mem::replace(&mut want[k], true) {
            todo.push(k);
        }
    }
    while let Some(i) = todo.pop() {
        let text = &db.cards[i].text;
        if text.contains("name") {
            return vec![true; n];
        }
        for (j, c) in db.cards.iter().enumerate() {
            let named = |name: &str| !name.is_empty() && text.contains(name);
            if !want[j] && (named(&c.name) || c.other_names.iter().any(|o| named(&o.name))) {
                want[j] = true;
                todo.push(j);
            }
        }
    }
    want
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sim::{self, SimOptions, SimReport};
    use std::sync::Arc;

    /// The figures of some games of each bot pair on this Kingdom, with this database.
    fn play(db: &Arc<Db>, kingdom: &[CardId], colonies: bool) -> Vec<SimReport> {
        let pairs = [
            ["heuristic", "random"],
            ["big-money", "heuristic"],
            ["smithy", "witch"],
        ];
        (pairs.iter())
            .map(|bots| {
                let o = SimOptions {
                    games: 12,
                    bots: bots.iter().map(|b| b.to_string()).collect(),
                    kingdom: kingdom.to_vec(),
                    colonies,
                    seed: 7,
                    threads: 1,
                };
                let mut r = sim::simulate(db.clone(), &o).expect("plays");
                r.seconds = 0.0;
                r
            })
            .collect()
    }

    /// Games with only the needed cards compiled are the games with every card compiled:
    /// every preset, random Kingdoms and the basic cards alone.
    #[test]
    fn games_are_the_same_as_with_every_card_compiled() {
        let full = Arc::new(crate::embedded_db().expect("loads"));
        let mut kingdoms: Vec<(Vec<CardId>, bool)> = vec![(vec![], false)];
        for p in full
            .presets
            .iter()
            .filter(|p| sim::preset_missing(&full, p).is_empty())
        {
            kingdoms.push(sim::preset(&full, &p.name).expect("a preset"));
        }
        for seed in 0..12 {
            kingdoms.push((
                sim::random_kingdom(&full, seed, sim::KINGDOM_SIZE),
                seed % 3 == 0,
            ));
        }
        let mut partly = 0;
        for (k, colonies) in &kingdoms {
            let mut db = embedded_for_games().expect("loads");
            assert!(db.uncompiled.iter().all(|&u| u));
            compile_needed(&mut db, k).expect("compiles");
            partly += usize::from(!db.uncompiled.is_empty());
            let db = Arc::new(db);
            assert_eq!(play(&db, k, *colonies), play(&full, k, *colonies), "{k:?}");
        }
        // Most Kingdoms need few of the cards.
        assert!(
            partly * 2 > kingdoms.len(),
            "{partly} of {}",
            kingdoms.len()
        );
    }

    /// The cards a game can meet: its Kingdom's, the basic ones and the ones their rules
    /// name, those cards' rules name, and so on; every card for a card that names cards.
    #[test]
    fn needed_cards_follow_the_names_in_rules() {
        let mut db = embedded_for_games().expect("loads");
        let find = |db: &Db, n: &str| db.find(n).expect("a card").index();
        let want = needed(&db, &[]);
        for basic in ["Copper", "Estate", "Province", "Curse", "Colony"] {
            assert!(want[find(&db, basic)], "{basic}");
        }
        let (smithy, moat, duchess) =
            (find(&db, "Smithy"), find(&db, "Moat"), find(&db, "Duchess"));
        assert!(!want[duchess] && !want[moat]);
        db.cards[smithy].text = "+3 cards. when you gain this: gain a Moat.".into();
        db.cards[moat].text = "gain a Duchess.".into();
        let want = needed(&db, &[CardId::from_index(smithy)]);
        assert!(want[smithy] && want[moat] && want[duchess]);
        assert!(!want[find(&db, "Village")]);
        db.cards[moat].text = "name a card.".into();
        assert!(needed(&db, &[CardId::from_index(smithy)])
            .iter()
            .all(|&w| w));
    }
}

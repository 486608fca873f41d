//! Tests of the look before the trigger search (`Game::answerable`): it leaves out only
//! what sets nothing off. Test code only: declared `#[cfg(test)]` in `triggers.rs`.

use super::*;
use crate::engine::{Config, Status};
use std::sync::Arc;

/// The look before the search (`Game::answerable`) leaves out only triggers that set
/// nothing off: in games with triggers of cards in zones and in games using a card,
/// at each decision, for every card, event kind and actor, each trigger it leaves out
/// finds nothing when searched for alone, and so do the lasting triggers in force
/// when it finds none may answer; and it does leave some out.
#[test]
fn triggers_left_out_set_nothing_off() {
    let db = Arc::new(crate::embedded_db().expect("embedded cards"));
    // Triggers of cards in play, in hand and set aside, on their owner's events
    // (looked at first, in the actor's zones) and on others' or anyone's (Fool's
    // Gold, Pirate).
    let kingdoms: [&[&str]; 3] = [
        &[
            "Trade Route",
            "Royal Seal",
            "Fool's Gold",
            "Cache",
            "Develop",
        ],
        &[
            "Watchtower",
            "Trader (1E)",
            "Hoard",
            "Haggler (1E)",
            "Expand",
        ],
        &["Pirate", "Lookout", "Blockade", "Corsair", "Haven"],
    ];
    let events = [
        EventKind::Gain,
        EventKind::WouldGain,
        EventKind::Buy,
        EventKind::Play,
        EventKind::Trash,
    ];
    let (mut left, mut lasting_left) = (0, 0);
    for (n, names) in kingdoms.iter().enumerate() {
        let kingdom = names.iter().map(|k| db.find(k).expect(k)).collect();
        let cfg = Config::new(vec!["A".into(), "B".into()], kingdom, 7 + n as u64);
        let mut g = Game::new(db.clone(), &cfg).expect("setup");
        let mut bots: Vec<_> = (0..2)
            .map(|s| crate::agents::make("heuristic", 3, s).expect("bot"))
            .collect();
        while g.run().expect("run") == Status::Decide && g.state.turn.number < 60 {
            for (i, ev, a) in (0..g.state.kinds.len()).flat_map(|i| {
                events
                    .iter()
                    .flat_map(move |&e| (0..2).map(move |a| (i, e, a)))
            }) {
                let (l, ll) = left_out_find_nothing(&g, Inst(i as u16), ev, PlayerId(a));
                (left, lasting_left) = (left + l, lasting_left + ll);
            }
            let d = g.decision().expect("decision").clone();
            let c = bots[d.player.index()].choose(&g, &d);
            g.answer(c).expect("answer");
        }
    }
    assert!(left > 1000, "{left} triggers left out");
    assert!(
        lasting_left > 100,
        "lasting triggers left out {lasting_left} times"
    );
}

/// Asserts that the triggers the look before the search leaves out for this event
/// find nothing, nor the lasting triggers in force when it leaves them all out;
/// returns how many triggers it left out, and 1 if it left out lasting ones.
fn left_out_find_nothing(g: &Game, inst: Inst, ev: EventKind, actor: PlayerId) -> (u32, u32) {
    let kind = g.kind(inst);
    // As if the card came from its pile (a gain or buy from the Supply).
    let ectx = EventCtx {
        actor,
        pile: g.state.pile_of[kind.index()],
        bought: ev == EventKind::Buy,
        ..EventCtx::default()
    };
    let (li, turn_player) = (event_index(ev), g.state.turn.player);
    let all = g.listeners.may(li, kind, actor != turn_player);
    let (may, _, lasting) = g.answerable(ev, inst, kind, ectx);
    let search = Search::new(g, ev, inst, kind, ectx);
    let (mut out, mut found) = (all & !may & !bit(63), vec![]);
    let count = out.count_ones();
    while out != 0 {
        let j = out.trailing_zeros() as usize;
        out &= out - 1;
        search.listener(&g.listeners[li][j], false, &mut found);
        assert!(found.is_empty(), "{:?} set off for {:?}", ev, g.kind(inst));
    }
    // Lasting triggers in force judged unable to answer find nothing either.
    let lasting_out = !lasting && !g.state.lasting.is_empty();
    if lasting_out {
        search.lasting(&mut found);
        assert!(found.is_empty(), "lasting: {:?} for {:?}", ev, g.kind(inst));
    }
    (count, lasting_out.into())
}

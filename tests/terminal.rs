//! The terminal front end: prompts and options in the player's language.

use dominion::engine::{Choice, Config, Game, Loc, Move, Zone};
use dominion::locale::Locale;
use std::sync::Arc;

#[test]
fn choose_one_options_are_localized() {
    let db = Arc::new(dominion::embedded_db().expect("cards.ron"));
    let nv = db.find("Native Village").expect("card");
    let cfg = Config {
        players: vec!["Anna".into(), "Ben".into()],
        kingdom: vec![nv],
        colonies: false,
        seed: 1,
        pile_sizes: vec![],
        logging: false,
        deal: false,
        auto_end: false,
    };
    let mut game = Game::new(db.clone(), &cfg).expect("setup");
    let loc = Loc {
        zone: Zone::Hand,
        owner: 0,
    };
    let i = game.state.create(nv, loc);
    game.zone_list(loc).push(i);
    game.run().expect("run");
    game.answer(Choice::Move(Move::Play(i))).expect("play");
    game.run().expect("run");
    let d = game.decision().cloned().expect("choose one");
    let de = Locale::load("de", None).expect("de");
    let (prompt, opts) = dominion::terminal::options(&game, &de, &d);
    assert!(
        prompt.contains("Eingeborenendorf") && prompt.contains("wähle eins"),
        "{prompt}"
    );
    assert_eq!(opts.len(), 2);
    assert!(
        opts[0].0.contains("Nachziehstapels") && opts[1].0.contains("auf die Hand"),
        "{opts:?}"
    );
    let en = Locale::load("en", None).expect("en");
    let (_, opts) = dominion::terminal::options(&game, &en, &d);
    assert!(opts[1].0.starts_with("Put all cards"), "{opts:?}");
}

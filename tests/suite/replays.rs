//! Replay files: a soak failure made on purpose (a card that strands a set-aside card,
//! which the checker cannot see) is written as a replay that `dominion replay` plays to
//! the same failure; a finished game replays to the same log.

use crate::texts;

use dominion::replay::Replay;
use dominion::soak::{soak, SoakOptions};
use dominion::{load_db, locale::Locale};
use std::sync::Arc;
use texts::{typed_card, with_cards};

fn stranding_db() -> Arc<dominion::db::Db> {
    let src = with_cards(&typed_card(
        "test_strand",
        "Test Strand",
        "\"Action\"",
        "+2 cards. set aside 2 cards from your hand. play the set aside card.",
    ));
    Arc::new(load_db("cards.ron", &src).expect("the checker accepts it"))
}

#[test]
fn a_soak_failure_replays_to_the_same_failure() {
    let db = stranding_db();
    let o = SoakOptions {
        games: 150,
        seed: 4,
        start: 0,
        threads: 1,
    };
    let r = soak(db.clone(), &o);
    let f = r
        .failures
        .first()
        .expect("the stranding card breaks an invariant");
    assert!(
        f.message.contains("set aside and nothing will move it on"),
        "{f:?}"
    );
    let replay = f.replay.as_ref().expect("a replay of the failure");
    assert_eq!(replay.note, f.message);
    // Written and read back as text, it plays to the same failure.
    let text = replay.to_text();
    let back = Replay::parse(&text).expect("the replay parses");
    assert_eq!(&back, replay);
    let out = back.play(db).expect("it sets up");
    assert!(!out.other_database);
    let why = out.stopped.expect("it stops at the failure");
    assert!(why.contains(&f.message), "{why}\n{}", f.message);
}

#[test]
fn a_replay_that_names_another_card_diverges_and_says_where() {
    let db = stranding_db();
    let r = soak(
        db.clone(),
        &SoakOptions {
            games: 150,
            seed: 4,
            start: 0,
            threads: 1,
        },
    );
    let mut replay = r.failures[0].replay.clone().expect("a replay");
    let i = replay
        .answers
        .iter()
        .position(|a| matches!(a, dominion::replay::Answer::Play(_)))
        .expect("a card played");
    replay.answers[i] = dominion::replay::Answer::Play("Province #0".into());
    let out = replay.play(db).expect("it sets up");
    let why = out.stopped.expect("it diverges");
    assert!(why.contains(&format!("answer {}", i + 1)), "{why}");
    assert_eq!(out.answered, i);
}

/// A whole game of two `bot`s on five embedded cards, recorded: the game, its events,
/// and its replay.
fn recorded(
    db: &Arc<dominion::db::Db>,
    bot: &str,
    seed: u64,
) -> (
    dominion::engine::Game,
    Vec<dominion::engine::Logged>,
    Replay,
) {
    let kingdom = ["Village", "Smithy", "Militia", "Moat", "Market"]
        .map(|n| db.find(n).expect("card"))
        .to_vec();
    let cfg = dominion::engine::Config {
        logging: true,
        ..dominion::engine::Config::new(vec!["A".into(), "B".into()], kingdom, seed)
    };
    let mut game = dominion::engine::Game::new(db.clone(), &cfg).expect("setup");
    let mut bots: Vec<_> = (0..2)
        .filter_map(|s| dominion::agents::make(bot, seed, s))
        .collect();
    let (mut answers, mut events) = (vec![], vec![]);
    loop {
        let st = game.run().expect("no engine error");
        events.extend(game.take_log());
        if st == dominion::engine::Status::Over {
            break;
        }
        let d = game.decision().expect("a decision").clone();
        let c = bots[d.player.index()].choose(&game, &d);
        answers.push(c.clone());
        game.answer(c).expect("legal");
    }
    let replay = Replay::record(&game, &cfg, &vec![bot.to_string(); 2], &answers);
    (game, events, replay)
}

#[test]
fn a_finished_game_replays_to_the_same_log() {
    let db = Arc::new(dominion::embedded_db().expect("the embedded database"));
    let en = Locale::load("en", None).expect("English");
    let (game, events, replay) = recorded(&db, "heuristic", 9);
    let out = Replay::parse(&replay.to_text())
        .expect("parses")
        .play(db)
        .expect("sets up");
    assert_eq!(out.stopped, None);
    assert_eq!(
        en.render_log(&out.game, &out.events, None, false),
        en.render_log(&game, &events, None, false)
    );
}

/// A scenario can start where a replay got to: the replay pasted in, played up to a
/// number of its answers, then the scenario's own steps and expectations.
#[test]
fn a_scenario_starts_from_a_replay() {
    let db = Arc::new(dominion::embedded_db().expect("the embedded database"));
    let en = Locale::load("en", None).expect("English");
    let (_, _, replay) = recorded(&db, "big-money", 5);
    let scenario = |n: &str, expect: &str| {
        format!(
            "Scenario(title: \"from a replay\", from_replay: (replay: {}, answers: {n}), \
             steps: [], expect: [{expect}])",
            replay.to_text()
        )
    };
    let run = |text: String| {
        let sc = dominion::scenario::parse("from.ron", &text).expect("the scenario parses");
        dominion::scenario::run(db.clone(), &sc, &en)
    };
    // All the answers: the game is over, as it was.
    let out = run(scenario("None", "GameOver(true)"));
    assert!(out.passed(), "{:?}", out.failures);
    // None of them: A's first turn, with the Kingdom of the replay.
    let out = run(scenario(
        "Some(0)",
        "GameOver(false), Turn(\"A\"), Supply(\"Smithy\", 10)",
    ));
    assert!(out.passed(), "{:?}", out.failures);
    // More than it has: said so.
    let out = run(scenario("Some(100000)", "GameOver(true)"));
    assert!(
        out.failures
            .iter()
            .any(|f| f.contains("answers asked, the replay has")),
        "{:?}",
        out.failures
    );
}

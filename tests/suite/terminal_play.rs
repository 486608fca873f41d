//! The terminal game as a player meets it (issue 19): one numbering for the cards of the
//! Supply at every prompt, names typed without accents or with one letter, prompts that
//! say whose card it is and what follows, the end screen, resuming in another language.
//! Driven in-process with scripted input (the code the binary runs on stdin).

use dominion::db::Db;
use dominion::engine::{Game, Loc, Zone};
use dominion::locale::Locale;
use dominion::terminal::{self, Io};
use std::sync::Arc;

fn db() -> Arc<Db> {
    Arc::new(dominion::embedded_db().expect("cards.ron"))
}

/// A position: the players' hands (by English name), the Kingdom `kingdom`.
fn position(db: &Arc<Db>, kingdom: &[&str], hands: &[&[&str]]) -> Game {
    let k = kingdom.iter().map(|n| db.find(n).expect("card")).collect();
    crate::terminal::position_of(db, k, hands)
}

/// Play on from a position (Ann the human, Bob a bot); the output.
fn from(game: Game, lang: &str, input: &str) -> String {
    let seats = vec!["human".to_string(), "big-money".to_string()];
    let mut inp = input.as_bytes();
    let mut out = vec![];
    let loc = Locale::load(lang, None).expect("locale");
    let io = Io {
        input: &mut inp,
        out: &mut out,
        scores: None,
    };
    terminal::play_from(game, &seats, 1, &loc, io).expect("plays");
    String::from_utf8(out).expect("utf-8")
}

const KINGDOM: [&str; 10] = [
    "Expand",
    "Contraband",
    "City",
    "Haven",
    "Island",
    "Smithy",
    "Village",
    "Market",
    "Moat",
    "Cellar",
];

#[test]
fn a_gain_takes_the_supply_number() {
    let db = db();
    let game = position(&db, &KINGDOM, &[&["Expand", "Silver"], &["Copper"]]);
    // Expand, trash the Silver, gain by Supply number 3 (Gold).
    let out = from(game, "en", "1\n3\nq\n");
    assert!(out.contains(" 3) Gold ($6)"), "{out}");
    assert!(out.contains("Ann gains Gold."), "{out}");
}

#[test]
fn a_supply_number_not_offered_is_refused_with_its_name() {
    let db = db();
    let game = position(&db, &KINGDOM, &[&["Expand", "Copper"], &["Copper"]]);
    // Trashing a Copper: up to $3; 3 is Gold.
    let out = from(game, "en", "1\n3\n2\nq\n");
    assert!(
        out.contains("3 is Gold, which is not one of the choices here."),
        "{out}"
    );
    assert!(out.contains("Ann gains Silver."), "{out}");
}

#[test]
fn cards_are_picked_by_name_too() {
    let db = db();
    let hand: &[&str] = &["Cellar", "Estate", "Copper", "Estate"];
    let game = position(&db, &KINGDOM, &[hand, &["Copper"]]);
    let out = from(game, "en", "1\nest, est\nq\n");
    assert!(out.contains("Ann discards 2 Estates."), "{out}");
    let game = position(&db, &KINGDOM, &[hand, &["Copper"]]);
    let out = from(game, "de", "1\nanw, anw, anw\nanw\nq\n");
    assert!(
        out.contains("So viele Karten „Anwesen“ stehen nicht zur Wahl."),
        "{out}"
    );
    assert!(out.contains("Ann legt ein Anwesen ab."), "{out}");
    // A prompt for one card says that a name is an answer too (review 7, Trader).
    let mut kingdom = KINGDOM.to_vec();
    kingdom[5] = "Trader";
    let game = position(
        &db,
        &kingdom,
        &[&["Trader", "Estate", "Copper"], &["Copper"]],
    );
    let out = from(game, "de", "1\nanw\nq\n");
    assert!(
        out.contains("\nEine Nummer oder einen Namen eingeben · ?: Hilfe\n"),
        "{out}"
    );
    assert!(out.contains("Ann entsorgt ein Anwesen."), "{out}");
}

/// A new game against the heuristic bot in a language, answered with `input`.
fn new_game(lang: &str, kingdom: &[&str], colonies: bool, input: &str) -> String {
    let db = db();
    let g = terminal::NewGame {
        seats: vec!["human".into(), "heuristic".into()],
        kingdom: kingdom.iter().map(|n| db.find(n).expect("card")).collect(),
        colonies,
        seed: 5,
        record: None,
    };
    let mut inp = input.as_bytes();
    let mut out = vec![];
    let loc = Locale::load(lang, None).expect("locale");
    let io = Io {
        input: &mut inp,
        out: &mut out,
        scores: None,
    };
    terminal::play(db, &loc, &g, io).expect("plays");
    String::from_utf8(out).expect("utf-8")
}

#[test]
fn resuming_in_another_language_renders_everything_in_it() {
    let dir = std::env::temp_dir().join(format!("dominion-l10n-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("dir");
    let path = dir.join("de.sav");
    let out = new_game(
        "de",
        &KINGDOM,
        false,
        &format!("save {}\nq\n", path.display()),
    );
    assert!(out.contains("Heuristik-2: 3 SP"), "{out}");
    let db = db();
    let save = terminal::load_save(&db, &path).expect("save");
    let en = Locale::load("en", None).expect("en");
    let mut out = vec![];
    let io = Io {
        input: &mut "t\nb gold\nq\n".as_bytes(),
        out: &mut out,
        scores: None,
    };
    terminal::resume(db, &en, save, io).expect("resumes");
    let out = String::from_utf8(out).expect("utf-8");
    assert!(
        out.contains("Saved game resumed (seed 5; Player 1, turn 1)."),
        "{out}"
    );
    // Where the game stands: the Supply and the players.
    assert!(
        out.contains("Supply (number, cost now, cards left):"),
        "{out}"
    );
    assert!(out.contains("Player 1 (you): 3 VP"), "{out}");
    assert!(out.contains("heuristic-2: 3 VP"), "{out}");
    assert!(
        !out.contains("Spieler") && !out.contains("Heuristik"),
        "{out}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_opening_line_names_platinum_and_colony() {
    let out = new_game("en", &KINGDOM, true, "q\n");
    // (the line is broken to fit 80 columns)
    let out = out.replace("\n  ", " ");
    let first = out.lines().nth(1).unwrap_or_default();
    assert!(first.ends_with("Cellar, Platinum, Colony"), "{first}");
    let out = new_game("en", &KINGDOM, false, "q\n");
    assert!(!out.contains("Colony"), "{out}");
}

/// A bots-only game of a preset, its output.
fn bots_game(lang: &str, preset_kingdom: &[&str], seed: u64) -> String {
    let db = db();
    let g = terminal::NewGame {
        seats: vec!["heuristic".into(), "random".into()],
        kingdom: preset_kingdom
            .iter()
            .map(|n| db.find(n).expect("card"))
            .collect(),
        colonies: false,
        seed,
        record: None,
    };
    let mut out = vec![];
    let loc = Locale::load(lang, None).expect("locale");
    let io = Io {
        input: &mut "".as_bytes(),
        out: &mut out,
        scores: None,
    };
    terminal::play(db, &loc, &g, io).expect("plays");
    String::from_utf8(out).expect("utf-8")
}

#[test]
fn the_end_screen_says_why_and_gives_points_by_source() {
    let out = bots_game("en", &KINGDOM, 3);
    let end = &out[out.find("— End of the game —").expect("an end screen")..];
    assert!(
        end.contains("The Province pile is empty.") || end.contains("Supply piles are empty: "),
        "{end}"
    );
    assert!(end.contains("heuristic-1: "), "{end}");
    assert!(end.contains(" turns\n   points: "), "{end}");
    assert!(end.contains("Province ("), "{end}");
    assert!(end.contains("   deck ("), "{end}");
    let out = bots_game("de", &KINGDOM, 3);
    let end = &out[out.find("— Spielende —").expect("an end screen")..];
    assert!(end.contains("Heuristik-1: "), "{end}");
    assert!(end.contains("   Punkte: "), "{end}");
    assert!(end.contains("   Kartensatz ("), "{end}");
}

#[test]
fn small_things_of_the_buy_phase() {
    let db = db();
    let mut kingdom = KINGDOM.to_vec();
    kingdom[0] = "Grand Market";
    let hand: &[&str] = &["Copper", "Silver", "Silver", "Gold", "Copper"];
    // A refusal names the rule's card; "maybe" is not taken as no.
    let game = position(&db, &kingdom, &[hand, &["Copper"]]);
    let out = from(
        game,
        "en",
        "1\nb\n\nt\nb\nxyz\n\nb grand\nb copper\nmaybe\nn\nq\n",
    );
    let out = out.replace("\n  ", " ");
    assert!(
        out.contains(
            "Grand Market cannot be bought now: Grand Market forbids it while you have \
             Copper in play."
        ),
        "{out}"
    );
    // The buy list says which affordable card a rule forbids; a name that is no card's
    // is refused as such.
    assert!(
        out.contains("\nNot now (a card's rule forbids it): Grand Market\n"),
        "{out}"
    );
    assert!(
        out.contains("> No card is called “xyz” (b lists the cards you can buy)."),
        "{out}"
    );
    assert!(
        out.contains("(You have $1: not all your Treasures are played yet."),
        "{out}"
    );
    assert!(
        out.contains("(y/n)\n> Answer y (yes) or n (no).\n> Not done."),
        "{out}"
    );
}

#[test]
fn an_error_about_a_card_gets_its_phrase_forms() {
    // A language whose refusal declines the name: `$card_the` in German.
    let dir = std::env::temp_dir().join(format!("dominion-forms-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("dir");
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    for l in ["en", "de"] {
        let mut text = std::fs::read_to_string(root.join(format!("locales/{l}.ftl"))).expect("ftl");
        if l == "de" {
            let at = text.find("\nerr-not-playable = ").expect("the message") + 1;
            let end = at + text[at..].find('\n').expect("its end");
            text.replace_range(
                at..end,
                "err-not-playable = Nicht ausspielbar: { $card_the }.",
            );
        }
        std::fs::write(dir.join(format!("{l}.ftl")), text).expect("write");
    }
    let de = Locale::load("de", Some(&dir)).expect("de");
    let db = db();
    let game = position(&db, &KINGDOM, &[&["Province", "Copper"], &["Copper"]]);
    let mut out = vec![];
    let io = Io {
        input: &mut "2\nq\n".as_bytes(),
        out: &mut out,
        scores: None,
    };
    let seats = vec!["human".to_string(), "big-money".to_string()];
    terminal::play_from(game, &seats, 1, &de, io).expect("plays");
    let out = String::from_utf8(out).expect("utf-8");
    assert!(out.contains("Nicht ausspielbar: die Provinz."), "{out}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_curse_never_makes_a_deck_better_and_the_trash_is_counted() {
    let db = db();
    let game = position(&db, &KINGDOM, &[&["Copper"], &["Copper"]]);
    let out = from(game, "en", "t\nb curse\nn\nq\n");
    let out = out.replace("\n  ", " ");
    assert!(
        out.contains("Curse costs $0 and never makes a deck better."),
        "{out}"
    );
    let mut game = position(&db, &KINGDOM, &[&["Copper"], &["Copper"]]);
    for name in ["Silver", "Copper", "Copper", "Copper"] {
        let loc = Loc {
            zone: Zone::Trash,
            owner: 0,
        };
        let i = game.state.create(db.find(name).expect("card"), loc);
        game.zone_list(loc).push(i);
    }
    game.reindex(&[]);
    let out = from(game, "en", "s\nq\n");
    assert!(out.contains("Trash: Silver, 3 × Copper"), "{out}");
}

/// The log says which card caused a line: lines of a card played go under it, indented
/// (Throne Room's plays under it, each play's bonuses under that play), and a line caused
/// by another card names it (Talisman's gain after a buy).
#[test]
fn the_log_says_what_caused_an_effect() {
    let db = db();
    let kingdom = [
        "Talisman",
        "Throne Room",
        "Worker's Village",
        "Haven",
        "Island",
        "Smithy",
        "Village",
        "Market",
        "Moat",
        "Cellar",
    ];
    let hand: &[&str] = &["Throne Room", "Worker's Village", "Talisman", "Silver"];
    let game = position(&db, &kingdom, &[hand, &["Copper"]]);
    let out = from(game.clone(), "en", "1\n1\nt\nb silver\ne\nq\n");
    for line in [
        "> Ann plays Throne Room.\n",
        ">   Ann plays Worker's Village, +2 Actions, +1 Buy.\n  \
         Ann plays Worker's Village again.\n    Ann gets +2 Actions, +1 Buy.\n",
        // Talisman gains its copy when the card is bought, before the card itself.
        "> Ann buys Silver.\nTalisman: Ann gains Silver.\nAnn gains Silver.\n",
    ] {
        assert!(out.contains(line), "{line:?} in\n{out}");
    }
    let out = from(game, "de", "1\n1\ng\nk silber\ne\nq\n");
    assert!(out.contains("\nTalisman: Ann nimmt ein Silber.\n"), "{out}");
}

/// A card's first letter is enough when no other card starts with it (`k` for King's
/// Court); a letter several cards start with is ambiguous, and says which cards.
#[test]
fn one_letter_names_a_card_when_only_one_starts_with_it() {
    let db = db();
    let mut kingdom = KINGDOM.to_vec();
    kingdom[9] = "King's Court";
    let game = position(&db, &kingdom, &[&["King's Court", "Copper"], &["Copper"]]);
    let out = from(game, "en", "k\nt\nb s\nq\n");
    assert!(out.contains("> Ann plays King's Court."), "{out}");
    let out = out.replace("\n  ", " ");
    assert!(out.contains("“s” could be "), "{out}");
    assert!(!out.contains("“s” is neither"), "{out}");
}

/// Cards drawn one at a time (Watchtower draws until 6 cards in hand) make one line.
#[test]
fn draws_one_at_a_time_make_one_line() {
    let db = db();
    let mut kingdom = KINGDOM.to_vec();
    kingdom[9] = "Watchtower";
    let mut game = position(&db, &kingdom, &[&["Watchtower", "Copper"], &["Copper"]]);
    let deck = Loc {
        zone: Zone::Deck,
        owner: 0,
    };
    for name in ["Estate", "Silver", "Copper", "Gold", "Estate", "Copper"] {
        let i = game.state.create(db.find(name).expect("card"), deck);
        game.zone_list(deck).push(i);
    }
    let out = from(game, "en", "1\nq\n");
    assert!(
        out.contains("> Ann plays Watchtower.\n  Ann draws 2 Coppers, Estate, Gold, Silver.\n"),
        "{out}"
    );
}

/// Copies of a card gained one after the other by one ability make one line.
#[test]
fn gains_of_copies_make_one_line() {
    let db = db();
    let mut kingdom = KINGDOM.to_vec();
    kingdom[9] = "Trader (1E)";
    let game = position(&db, &kingdom, &[&["Trader (1E)", "Silver"], &["Copper"]]);
    let out = from(game, "en", "1\nsilver\nq\n");
    assert!(
        out.contains("  Ann trashes Silver.\n  Ann gains 3 Silvers.\n"),
        "{out}"
    );
    let game = position(&db, &kingdom, &[&["Trader (1E)", "Silver"], &["Copper"]]);
    let out = from(game, "de", "1\nsilber\nq\n");
    assert!(out.contains("  Ann nimmt 3 Silber.\n"), "{out}");
}

/// Naming a card (Contraband) numbers the cards of the Supply as everywhere else.
#[test]
fn naming_a_card_takes_the_supply_number() {
    let db = db();
    let game = position(&db, &KINGDOM, &[&["Contraband"], &["Copper"]]);
    let seats = vec!["human".to_string(), "human".to_string()];
    let mut inp = "1\n3\nq\n".as_bytes();
    let mut out = vec![];
    let loc = Locale::load("en", None).expect("locale");
    let io = Io {
        input: &mut inp,
        out: &mut out,
        scores: None,
    };
    terminal::play_from(game, &seats, 1, &loc, io).expect("plays");
    let out = String::from_utf8(out).expect("utf-8");
    assert!(out.contains("Bob, Contraband: name a card:"), "{out}");
    assert!(out.contains(" 3) Gold"), "{out}");
    assert!(out.contains("Bob names Gold."), "{out}");
}

/// A position whose first player's deck holds `deck` (top card first).
fn with_deck(db: &Arc<Db>, kingdom: &[&str], hands: &[&[&str]], deck: &[&str]) -> Game {
    let mut game = position(db, kingdom, hands);
    let at = Loc {
        zone: Zone::Deck,
        owner: 0,
    };
    for name in deck.iter().rev() {
        let i = game.state.create(db.find(name).expect("card"), at);
        game.zone_list(at).push(i);
    }
    game
}

/// A "you may" asks what it does, with the very card: Duchess's "Discard the Province?",
/// Tunnel's "Reveal Tunnel to gain Gold?", Royal Seal's "Put the Silver onto your deck?",
/// in English and German.
#[test]
fn a_you_may_says_what_it_does() {
    let db = db();
    let mut kingdom = KINGDOM.to_vec();
    kingdom[7] = "Duchess";
    kingdom[8] = "Tunnel";
    kingdom[6] = "Royal Seal";
    let duchess = || with_deck(&db, &kingdom, &[&["Duchess"], &["Copper"]], &["Province"]);
    let out = from(duchess(), "en", "1\ny\nq\n");
    assert!(out.contains("Ann, Duchess: Discard the Province?"), "{out}");
    assert!(!out.contains("use this ability"), "{out}");
    let out = from(duchess(), "de", "1\nj\nq\n");
    assert!(out.contains("Ann, Herzogin: Die Provinz ablegen?"), "{out}");
    let tunnel = || position(&db, &kingdom, &[&["Cellar", "Tunnel"], &["Copper"]]);
    let out = from(tunnel(), "en", "1\ntunnel\ny\nq\n");
    assert!(
        out.contains("Ann, Tunnel: Reveal Tunnel to gain Gold?"),
        "{out}"
    );
    let out = from(tunnel(), "de", "1\ntunnel\nj\nq\n");
    assert!(
        out.contains("Ann, Tunnel: Den Tunnel aufdecken, um ein Gold zu nehmen?"),
        "{out}"
    );
    let seal = || position(&db, &kingdom, &[&["Royal Seal", "Copper"], &["Copper"]]);
    let out = from(seal(), "en", "t\nb silver\ny\nq\n");
    assert!(
        out.contains("Ann, Royal Seal: Put the Silver onto your deck?"),
        "{out}"
    );
    let out = from(seal(), "de", "g\nk silber\nj\nq\n");
    assert!(
        out.contains("Ann, Königliches Siegel: Das Silber auf deinen Nachziehstapel legen?"),
        "{out}"
    );
    // What follows is a choice: both parts.
    kingdom[4] = "Watchtower";
    let tower = || {
        position(
            &db,
            &kingdom,
            &[&["Watchtower", "Silver", "Copper"], &["Copper"]],
        )
    };
    let out = from(tower(), "en", "t\ny\nb silver\ny\n1\nq\n").replace("\n  ", " ");
    assert!(
        out.contains(
            "Ann, Watchtower: Reveal Watchtower to trash the Silver or to put the Silver \
             onto your deck?"
        ),
        "{out}"
    );
    let out = from(tower(), "de", "g\nj\nk silber\nj\n1\nq\n").replace("\n  ", " ");
    assert!(
        out.contains(
            "Ann, Wachturm: Den Wachturm aufdecken, um das Silber zu entsorgen oder das \
             Silber auf deinen Nachziehstapel zu legen?"
        ),
        "{out}"
    );
    // A bonus after the effect.
    kingdom[3] = "Mining Village";
    let village = || position(&db, &kingdom, &[&["Mining Village", "Copper"], &["Copper"]]);
    let out = from(village(), "en", "1\ny\nq\n");
    assert!(
        out.contains("Ann, Mining Village: Trash Mining Village to get +$2?"),
        "{out}"
    );
    let out = from(village(), "de", "1\nj\nq\n");
    assert!(
        out.contains("Ann, Bergwerk: Das Bergwerk entsorgen, um +$2 zu erhalten?"),
        "{out}"
    );
    // Instead of the gain.
    kingdom[2] = "Trader (1E)";
    let old = || position(&db, &kingdom, &[&["Trader (1E)", "Silver"], &["Copper"]]);
    let out = from(old(), "en", "t\ny\nb estate\ny\nq\n");
    assert!(
        out.contains("Ann, Trader: Reveal Trader to gain Silver instead?"),
        "{out}"
    );
    let out = from(old(), "de", "g\nj\nk anwesen\nj\nq\n").replace("\n  ", " ");
    assert!(
        out.contains(
            "Ann, Fahrender Händler: Den Fahrenden Händler aufdecken, um stattdessen ein \
             Silber zu nehmen?"
        ),
        "{out}"
    );
    kingdom[5] = "Trader";
    let trader = position(&db, &kingdom, &[&["Trader", "Gold", "Silver"], &["Copper"]]);
    let out = from(trader, "de", "g\nj\nk anwesen\nj\nq\n").replace("\n  ", " ");
    assert!(
        out.contains(
            "Ann, Fahrender Händler: Den Fahrenden Händler aufdecken, um das Anwesen \
             gegen Silber einzutauschen?"
        ),
        "{out}"
    );
}

/// The game ends after the last turn's Clean-up, but the hand it draws is not shown: the
/// winning buy is the last line before "The game is over." (seeds 1 to 4, in both
/// languages).
#[test]
fn the_last_clean_up_draw_is_not_shown() {
    for seed in 1..=4 {
        for (lang, over, draws) in [
            ("en", "The game is over.", [" draws ", " shuffles"]),
            ("de", "Das Spiel ist zu Ende.", [" zieht ", " mischt"]),
        ] {
            let out = bots_game(lang, &KINGDOM, seed);
            let at = out.find(over).expect("the end");
            let before = out[..at].trim_end().lines().last().expect("a line");
            assert!(
                draws.iter().all(|d| !before.contains(d)),
                "{lang} seed {seed}: {before}"
            );
        }
    }
}

/// "In play" counts the cards in the order the log names them ("plays 3 Coppers,
/// Talisman" → "In play: 3 × Copper, Talisman"), and the status counts the player's own
/// cards by name.
#[test]
fn in_play_follows_the_log_and_the_status_counts_own_cards() {
    let db = db();
    let mut kingdom = KINGDOM.to_vec();
    kingdom[0] = "Talisman";
    let hand: &[&str] = &["Copper", "Talisman", "Copper", "Copper", "Estate"];
    let game = position(&db, &kingdom, &[hand, &["Copper"]]);
    let out = from(game, "en", "t\ns\nq\n");
    assert!(out.contains("Ann plays 3 Coppers, Talisman, +$4."), "{out}");
    assert!(out.contains("\nIn play: 3 × Copper, Talisman\n"), "{out}");
    assert!(
        out.contains("\n   in play: 3 × Copper, Talisman\n"),
        "{out}"
    );
    assert!(
        out.contains("\n   your cards (5): 3 × Copper, Estate, Talisman\n"),
        "{out}"
    );
}

/// A resumed game shows the last turns again (the bot's turn before the save), in the
/// language it is resumed in.
#[test]
fn resuming_shows_the_last_turns() {
    let dir = std::env::temp_dir().join(format!("dominion-last-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("dir");
    let path = dir.join("t2.sav");
    let input = format!("g\ne\nj\nsave {}\nq\n", path.display());
    let out = new_game("de", &KINGDOM, false, &input);
    let bot = &out[out.find("— Heuristik-2: Zug 1 —").expect("the bot's turn")..];
    let bought = bot.lines().find(|l| l.contains(" kauft ")).expect("a buy");
    let db = db();
    let save = terminal::load_save(&db, &path).expect("save");
    let en = Locale::load("en", None).expect("en");
    let mut out = vec![];
    let io = Io {
        input: &mut "q\n".as_bytes(),
        out: &mut out,
        scores: None,
    };
    terminal::resume(db, &en, save, io).expect("resumes");
    let out = String::from_utf8(out).expect("utf-8");
    let last = &out[out.find("— The last turns —").expect("the last turns")..];
    assert!(last.contains("— heuristic-2: turn 1 —\n"), "{out}");
    assert!(last.contains("heuristic-2 buys "), "{bought}\n{out}");
    assert!(last.contains("— Player 1: turn 2 —"), "{out}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A reaction says what revealing it does: Moat's protection, Secret Chamber's and
/// Diplomat's draws and what follows them.
#[test]
fn a_reaction_says_what_it_does() {
    let db = db();
    let mut kingdom = KINGDOM.to_vec();
    kingdom[0] = "Militia";
    kingdom[1] = "Secret Chamber";
    kingdom[2] = "Diplomat";
    let hand = |card| [card, "Copper", "Copper", "Copper", "Estate"];
    for (lang, card, want) in [
        (
            "en",
            "Moat",
            "Ann, Moat: Reveal Moat to be unaffected by the Attack?",
        ),
        (
            "de",
            "Moat",
            "Ann, Burggraben: Den Burggraben aufdecken, um vom Angriff nicht betroffen zu sein?",
        ),
        (
            "en",
            "Secret Chamber",
            "Ann, Secret Chamber: Reveal Secret Chamber to draw 2 cards and to put 2 cards \
             from your hand onto your deck?",
        ),
        (
            "en",
            "Diplomat",
            "Ann, Diplomat: Reveal Diplomat to draw 2 cards and to discard 3 cards?",
        ),
        (
            "de",
            "Diplomat",
            "Ann, Diplomatin: Die Diplomatin aufdecken, um 2 Karten zu ziehen und 3 Karten \
             abzulegen?",
        ),
    ] {
        let game = with_deck(&db, &kingdom, &[&["Copper"], &["Militia"]], &hand(card));
        let seats = vec!["human".to_string(), "heuristic".to_string()];
        let mut out = vec![];
        let io = Io {
            input: &mut "t\ne\nq\n".as_bytes(),
            out: &mut out,
            scores: None,
        };
        let loc = Locale::load(lang, None).expect("locale");
        terminal::play_from(game, &seats, 1, &loc, io).expect("plays");
        let out = String::from_utf8(out).expect("utf-8").replace("\n  ", " ");
        assert!(out.contains(want), "{out}");
    }
}

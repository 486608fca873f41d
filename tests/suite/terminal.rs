//! The terminal front end: prompts, reasons for refused answers, help, status,
//! confirmations, quit, save and resume — driven in-process with scripted input (the
//! same code the binary runs on stdin; `tests/suite/pty.rs` goes through a real terminal).

use dominion::db::Db;
use dominion::engine::{Choice, Config, Game, Loc, Move, PlayerId, Zone};
use dominion::locale::Locale;
use dominion::terminal::{self, Io, NewGame};
use std::sync::Arc;

fn db() -> Arc<Db> {
    Arc::new(dominion::embedded_db().expect("cards.ron"))
}

fn loc(lang: &str) -> Locale {
    Locale::load(lang, None).expect("locale")
}

const KINGDOM: &str = "Trader, Haven, Oasis, Develop, Native Village, Island, Throne Room, \
                       Contraband, Margrave, Worker's Village";

fn kingdom(db: &Db) -> Vec<dominion::db::CardId> {
    KINGDOM
        .split(',')
        .map(|n| db.find(n.trim()).expect("card"))
        .collect()
}

/// A new game against the heuristic bot, answered with `input`; its whole output.
fn new_game(lang: &str, seed: u64, input: &str) -> String {
    let db = db();
    let g = NewGame {
        seats: vec!["human".into(), "heuristic".into()],
        kingdom: kingdom(&db),
        colonies: false,
        seed,
        record: None,
    };
    let mut inp = input.as_bytes();
    let mut out = vec![];
    terminal::play(
        db,
        &loc(lang),
        &g,
        Io {
            input: &mut inp,
            out: &mut out,
            scores: None,
        },
    )
    .expect("plays");
    String::from_utf8(out).expect("utf-8")
}

/// A position: the players' hands (by English name), everything else empty, the
/// Kingdom as above plus `extra` Kingdom cards.
fn position(hands: &[&[&str]], extra: &[&str]) -> Game {
    position_in(db(), hands, extra)
}

/// [`position`] on a card database of its own.
fn position_in(db: Arc<Db>, hands: &[&[&str]], extra: &[&str]) -> Game {
    let mut k = kingdom(&db);
    k.extend(extra.iter().map(|n| db.find(n).expect("card")));
    position_of(&db, k, hands)
}

/// A position for Ann and Bob: their hands (by English name), this Kingdom, no deck.
pub(crate) fn position_of(
    db: &Arc<Db>,
    kingdom: Vec<dominion::db::CardId>,
    hands: &[&[&str]],
) -> Game {
    let cfg = Config {
        logging: true,
        deal: false,
        ..Config::new(vec!["Ann".into(), "Bob".into()], kingdom, 1)
    };
    let mut game = Game::new(db.clone(), &cfg).expect("setup");
    for (p, hand) in hands.iter().enumerate() {
        for name in *hand {
            let loc = Loc {
                zone: Zone::Hand,
                owner: p as u8,
            };
            let i = game.state.create(db.find(name).expect("card"), loc);
            game.zone_list(loc).push(i);
        }
    }
    game.reindex(&[]);
    game
}

/// Play on from a position with these seats; the output.
fn from(game: Game, seats: &[&str], lang: &str, input: &str) -> String {
    let seats: Vec<String> = seats.iter().map(|s| s.to_string()).collect();
    let mut inp = input.as_bytes();
    let mut out = vec![];
    terminal::play_from(
        game,
        &seats,
        1,
        &loc(lang),
        Io {
            input: &mut inp,
            out: &mut out,
            scores: None,
        },
    )
    .expect("plays");
    String::from_utf8(out).expect("utf-8")
}

/// Output with the lines broken to fit 80 columns joined again (a continuation is
/// indented two spaces).
fn flat(s: &str) -> String {
    s.replace("\n  ", " ")
}

/// The text after the first occurrence of `mark`.
fn after<'a>(s: &'a str, mark: &str) -> &'a str {
    s.find(mark).map_or("", |i| &s[i + mark.len()..])
}

#[test]
fn choose_one_options_are_localized() {
    let db = db();
    let nv = db.find("Native Village").expect("card");
    let cfg = Config {
        deal: false,
        auto_end: false,
        ..Config::new(vec!["Anna".into(), "Ben".into()], vec![nv], 1)
    };
    let mut game = Game::new(db.clone(), &cfg).expect("setup");
    let loc = Loc {
        zone: Zone::Hand,
        owner: 0,
    };
    let i = game.state.create(nv, loc);
    game.zone_list(loc).push(i);
    // A card on the deck, so that the choice can change something and is asked.
    let deck = Loc {
        zone: Zone::Deck,
        owner: 0,
    };
    let copper = db.find("Copper").expect("card");
    let c = game.state.create(copper, deck);
    game.zone_list(deck).push(c);
    game.run().expect("run");
    game.answer(Choice::Move(Move::Play(i))).expect("play");
    game.run().expect("run");
    let d = game.decision().cloned().expect("choose one");
    let de = Locale::load("de", None).expect("de");
    let (prompt, opts) = dominion::terminal::options(&game, &de, &d);
    assert!(
        prompt.contains("Eingeborenendorf") && prompt.contains("Wähle eins"),
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

#[test]
fn every_refused_move_gets_its_reason_without_a_reprinted_menu() {
    let out = new_game(
        "en",
        11,
        "abc\n99\n0\n\n1 2\nb\n\n5\nb xyz\nb silvr\nb gold\nq\n",
    );
    let mine = after(&out, "— Player 1: turn 1 —");
    for reason in [
        "“abc” is neither a number nor a command here (? for help).",
        "There is no 99 here: the numbers go from 1 to 5.",
        "There is no 0 here: the numbers go from 1 to 5.",
        "Type the number of a card in your hand, or a command (? for help).",
        "Type only one answer.",
        "Estate cannot be played: it is neither an Action nor a Treasure.",
        "No card is called “xyz” (b lists the cards you can buy).",
        "There is no card “silvr” here. Did you mean Silver?",
        "Gold costs $6; you have $0 and Treasures not played yet (t plays them).",
    ] {
        assert!(mine.contains(reason), "missing {reason:?} in:\n{mine}");
    }
    assert_eq!(mine.matches("Your hand:").count(), 1, "{mine}");
    assert!(out.contains("Type ? at any prompt for help"), "{out}");
}

#[test]
fn help_and_status() {
    let out = new_game("en", 11, "?\ns\nq\n");
    assert!(out.contains("Your turn: play Action cards"), "{out}");
    assert!(out.contains("save FILE"), "{out}");
    let status = after(&out, "— Status (Player 1, turn 1) —");
    assert!(status.contains("Supply (number, cost now, cards left):"));
    assert!(
        status.contains(" 1) Copper") && status.contains("$0 ×46"),
        "{status}"
    );
    assert!(status.contains("17) Worker's Village"), "{status}");
    assert!(status.contains("Trash: (empty)"), "{status}");
    assert!(
        status.contains("Player 1 (you): 3 VP · hand 5, deck 5, discard pile 0"),
        "{status}"
    );
    assert!(
        status.contains("heuristic-2: 3 VP · hand 5, deck 5, discard pile 0"),
        "{status}"
    );
    // The command line is shown again after the status.
    assert!(status.contains("t: play all Treasures"), "{status}");
}

#[test]
fn quit_and_end_of_input_print_the_scores() {
    let out = new_game("en", 11, "q\n");
    assert!(
        out.ends_with("The game is stopped. Scores so far:\nPlayer 1: 3 VP\nheuristic-2: 3 VP\n"),
        "{out}"
    );
    let out = new_game("de", 11, "");
    assert!(out.contains("(Ende der Eingabe)"), "{out}");
    assert!(
        out.ends_with(
            "Das Spiel wurde abgebrochen. Punktestand bisher:\nSpieler 1: 3 SP\nHeuristik-2: 3 SP\n"
        ),
        "{out}"
    );
}

#[test]
fn likely_mistakes_are_confirmed() {
    // Buying before playing Treasures, then a Copper; the last Buy ends the turn.
    let out = flat(&new_game("en", 11, "b copper\nn\nt\nb 1\ny\nq\n"));
    assert!(out.contains(
        "You have not played your Treasures yet, and after buying you cannot. Buy Copper anyway? (y/n)\n> Not done."
    ), "{out}");
    assert!(out.contains("Copper costs $0 and seldom makes a deck better. Buy it anyway? (y/n)"));
    let buy = after(&out, "Player 1 buys Copper.");
    assert!(
        buy.contains("— heuristic-2: turn 1 —")
            && !buy[..buy.find("— heuristic-2").unwrap_or(0)].contains('>'),
        "no prompt after the last Buy: {buy}"
    );
    // Ending the turn with coins, and with Treasures not played.
    let out = flat(&new_game("en", 11, "e\nn\nt\ne\nn\nq\n"));
    assert!(out.contains(
        "You have not played the Treasures in your hand. End your turn without buying? (y/n)"
    ));
    assert!(
        out.contains("You still have $4 and a Buy. End your turn without buying? (y/n)"),
        "{out}"
    );
    // Ending the Action phase with an Action to play.
    let game = position(&[&["Oasis", "Copper", "Estate"], &[]], &[]);
    let out = flat(&from(game, &["human", "heuristic"], "en", "e\nn\nt\nq\n"));
    assert_eq!(
        out.matches(
            "You still have an Action and an Action card to play. End the Action phase? (y/n)"
        )
        .count(),
        2,
        "{out}"
    );
}

#[test]
fn yes_no_prompts_say_what_the_ability_does() {
    // Buying a Duchy with a Trader in hand: exchange it for a Silver?
    let game = position(&[&["Trader", "Gold", "Silver"], &[]], &[]);
    let out = from(
        game,
        &["human", "heuristic"],
        "en",
        "t\ny\nb duchy\n1\ne\ny\nq\n",
    );
    let ask = after(&out, "Ann, Trader");
    assert!(
        ask.starts_with(": Reveal Trader to exchange the Duchy for Silver?"),
        "{out}"
    );
    assert!(
        ask.contains("Trader: Trash a card from your hand."),
        "{ask}"
    );
    assert!(ask.contains("y: yes · n: no"), "{ask}");
    assert!(
        ask.contains("Answer y (yes) or n (no).\n> Answer y (yes) or n (no)."),
        "{ask}"
    );
    assert!(ask.contains("exchanges Duchy for Silver"), "{ask}");
}

#[test]
fn card_picks_get_reasons_too() {
    // Bob plays Margrave: Ann draws a card, then discards down to 3 (2 of 6 cards).
    let game = position(
        &[
            &["Margrave", "Copper"],
            &["Copper", "Copper", "Estate", "Silver", "Estate"],
        ],
        &[],
    );
    let out = from(
        game,
        &["heuristic", "human"],
        "en",
        "\n1\n1 1\n9\n1 2 3\nall\nx\n4,5\nq\n",
    );
    let ask = after(&out, "Bob, Margrave: choose 2 cards to discard:");
    // (under the prompt, the card's text, whose card it is: "Ann's Margrave: ...")
    assert!(ask.contains("Ann's Margrave: +3 Cards"), "{ask}");
    let shown = ask.lines().find(|l| l.contains("1) ")).unwrap_or("");
    assert!(
        shown.contains("1) Copper") && shown.contains("3) Silver"),
        "{ask}"
    );
    for reason in [
        "Choose exactly 2 cards.",
        "1 is there twice: each card can be chosen only once.",
        "There is no 9 here: the numbers go from 1 to 5.",
        "“x” is neither a number nor a command here",
    ] {
        assert!(ask.contains(reason), "missing {reason:?} in:\n{ask}");
    }
    assert!(ask.contains("Bob discards 2 Estates."), "{ask}");
}

#[test]
fn an_empty_hand_says_so() {
    let game = position(&[&["Copper"], &[]], &[]);
    let out = from(game, &["human", "heuristic"], "en", "t\nq\n");
    assert!(out.contains("Your hand: (empty)"), "{out}");
    let game = position(&[&["Copper"], &[]], &[]);
    let out = from(game, &["human", "heuristic"], "de", "g\nq\n");
    assert!(out.contains("Deine Hand: (leer)"), "{out}");
}

#[test]
fn german_prompts() {
    let out = new_game("de", 11, "abc\n7\n?\nk kupfer\nn\ng\nk silber\nq\n");
    for text in [
        "„abc“ ist hier weder eine Nummer noch ein Befehl (? für Hilfe).",
        "Die 7 gibt es hier nicht: Die Nummern gehen von 1 bis 5.",
        "Dein Zug: Spiele Aktionskarten aus",
        "Du hast deine Geldkarten noch nicht ausgespielt",
        "Nicht ausgeführt.",
        "Spieler 1 kauft ein Silber.",
        "g: alle Geldkarten",
    ] {
        assert!(out.contains(text), "missing {text:?} in:\n{out}");
    }
}

#[test]
fn save_then_resume_continues_identically() {
    let dir = std::env::temp_dir().join(format!("dominion-save-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("dir");
    let path = |n: &str| dir.join(n).display().to_string();
    let rest = "t\nb silver\nt\nb 10\nt\nb silver\nt\ne\ny\n";
    let input = format!(
        "t\nb silver\nsave {}\n{rest}save {}\nq\n",
        path("a.ron"),
        path("end-a.ron")
    );
    let a = new_game("de", 21, &input);
    assert!(a.contains("Spiel in "), "{a}");
    let db = db();
    let save = terminal::load_save(&db, std::path::Path::new(&path("a.ron"))).expect("save");
    assert_eq!(save.lang, "de");
    let de = loc(&save.lang);
    let inp = format!("{rest}save {}\nq\n", path("end-b.ron"));
    let mut bytes = inp.as_bytes();
    let mut out = vec![];
    terminal::resume(
        db.clone(),
        &de,
        save,
        Io {
            input: &mut bytes,
            out: &mut out,
            scores: None,
        },
    )
    .expect("resumes");
    let b = String::from_utf8(out).expect("utf-8");
    assert!(
        b.starts_with("Gespeichertes Spiel fortgesetzt (Seed 21; Spieler 1, Zug "),
        "{b}"
    );
    // The same state at the end, to the byte (RNG, bots' generators included) ...
    let end_a = std::fs::read_to_string(path("end-a.ron")).expect("a");
    let end_b = std::fs::read_to_string(path("end-b.ron")).expect("b");
    assert_eq!(end_a, end_b);
    // ... and the same log after the save.
    let log = |s: &str| -> Vec<String> {
        s.lines()
            // (lines indented under the card that caused them count too)
            .map(str::trim_start)
            .filter(|l| l.starts_with("Spieler 1 ") || l.starts_with("Heuristik-2 "))
            // (the status printed on resuming is not part of the log)
            .filter(|l| !l.contains(" SP · "))
            .map(str::to_string)
            .collect()
    };
    let a_after = after(&a, "a.ron gespeichert");
    assert!(log(a_after).len() > 20, "{a_after}");
    // (the last turns shown again on resuming come before the first prompt)
    let last = b.find("— Die letzten Züge —").expect("the last turns");
    let b_after = &b[last + b[last..].find("Deine Hand:").expect("the hand")..];
    assert_eq!(log(a_after), log(b_after));
    // The first save was made at the question of Heuristik-2's Margrave: resumed, the discard
    // goes under the Margrave, as it would have without the save, not named as caused by
    // a card out of view.
    let save = terminal::load_save(&db, std::path::Path::new(&path("end-a.ron"))).expect("save");
    let mut bytes = "1 2 3\nq\n".as_bytes();
    let mut out = vec![];
    let io = Io {
        input: &mut bytes,
        out: &mut out,
        scores: None,
    };
    terminal::resume(db.clone(), &de, save, io).expect("resumes");
    let c = String::from_utf8(out).expect("utf-8");
    assert!(c.contains("Markgraf von Heuristik-2: +3 Karten"), "{c}");
    assert!(c.contains("\n>   Spieler 1 legt "), "{c}");
    assert!(!c.contains(": Spieler 1 legt "), "{c}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn bad_save_files_are_refused_with_a_reason() {
    let db = db();
    let dir = std::env::temp_dir().join(format!("dominion-badsave-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("dir");
    let good = dir.join("good.ron");
    let g = new_game("en", 5, &format!("save {}\nq\n", good.display()));
    assert!(g.contains("Game saved to"), "{g}");
    let text = std::fs::read_to_string(&good).expect("saved");
    let parse = |t: &str| match terminal::SaveFile::parse("f.ron", t, &db) {
        Ok(_) => "ok".to_string(),
        Err(e) => e.to_string(),
    };
    assert_eq!(parse(&text), "ok");
    assert_eq!(parse("hello"), "f.ron: not a saved dominion game");
    assert_eq!(
        parse(include_str!("../../cards.ron")),
        "f.ron: not a saved dominion game"
    );
    assert_eq!(parse(""), "f.ron: not a saved dominion game");
    let v9 = text.replacen("version: 2,", "version: 9,", 1);
    assert_eq!(
        parse(&v9),
        "f.ron: a save of format version 9; this program reads version 2"
    );
    let other_db: String = text
        .lines()
        .map(|l| {
            if l.trim_start().starts_with("database:") {
                "    database: 0,".to_string()
            } else {
                l.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join("\n");
    assert!(parse(&other_db).contains("different card database"));
    let changed = text.replacen("vp_tokens: 0", "vp_tokens: 9", 1);
    assert!(
        parse(&changed).contains("damaged: it was changed after saving"),
        "{}",
        parse(&changed)
    );
    let cut = &text[..text.len() / 2];
    assert!(parse(cut).contains("damaged"), "{}", parse(cut));
    let missing = terminal::load_save(&db, &dir.join("none.ron"));
    assert!(missing.is_err());
    let _ = std::fs::remove_dir_all(&dir);
}

/// A game saved at its first prompt in `dir` (as `name`): the file's text.
fn saved(dir: &std::path::Path, name: &str) -> String {
    std::fs::create_dir_all(dir).expect("dir");
    let path = dir.join(name);
    let g = new_game("en", 5, &format!("save {}\nq\n", path.display()));
    assert!(g.contains("Game saved to"), "{g}");
    std::fs::read_to_string(&path).expect("saved")
}

fn parsed(t: &str) -> String {
    match terminal::SaveFile::parse("f.ron", t, &db()) {
        Ok(_) => "ok".to_string(),
        Err(e) => e.to_string(),
    }
}

#[test]
fn seats_and_bots_are_checksummed_too() {
    let dir = std::env::temp_dir().join(format!("dominion-sum-{}", std::process::id()));
    let text = saved(&dir, "a.ron");
    assert_eq!(parsed(&text), "ok");
    let bot = text.replacen("\"heuristic\"]", "\"random\"]", 1);
    assert_ne!(bot, text);
    let at = text.find("increment: ").expect("a bot's generator") + "increment: ".len();
    let digit = if &text[at..at + 1] == "1" { "2" } else { "1" };
    let rng = format!("{}{digit}{}", &text[..at], &text[at + 1..]);
    // The header's seed too (review 15: an edited seed was accepted and shown).
    let at = text.find("seed: ").expect("the seed") + "seed: ".len();
    let digit = if &text[at..at + 1] == "1" { "2" } else { "1" };
    let seed = format!("{}{digit}{}", &text[..at], &text[at + 1..]);
    for t in [bot, rng, seed] {
        assert!(
            parsed(&t).ends_with("it was changed after saving"),
            "{}",
            parsed(&t)
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn save_errors_are_in_plain_words_and_a_bom_is_accepted() {
    let dir = std::env::temp_dir().join(format!("dominion-words-{}", std::process::id()));
    let text = saved(&dir, "a.ron");
    assert_eq!(parsed(&format!("\u{feff}{text}")), "ok");
    let nested = format!(
        "(format: \"dominion-save\", x: {}0{})",
        "[".repeat(300),
        "]".repeat(300)
    );
    let no_version = "(format: \"dominion-save\")".to_string();
    let no_state = text[..text.find("    state:").expect("state")].to_string() + ")";
    for t in [nested, no_version, no_state] {
        let e = parsed(&t);
        assert!(
            e.starts_with("f.ron: the saved game is damaged: line "),
            "{e}"
        );
        for internal in ["Header", "SaveFile", "ron::", "serde", "struct"] {
            assert!(!e.contains(internal), "{e}");
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn save_asks_before_replacing_a_file_that_is_not_a_save() {
    let dir = std::env::temp_dir().join(format!("dominion-replace-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("dir");
    let notes = dir.join("notes.txt");
    std::fs::write(&notes, "my notes").expect("notes");
    let out = flat(&new_game(
        "en",
        5,
        &format!("save {}\nn\nq\n", notes.display()),
    ));
    assert!(
        out.contains("notes.txt is there and is not a saved game. Replace it"),
        "{out}"
    );
    assert!(after(&out, "Replace it").contains("Not done."), "{out}");
    assert_eq!(std::fs::read_to_string(&notes).expect("notes"), "my notes");
    let out = flat(&new_game(
        "de",
        5,
        &format!("speichern {}\nj\nq\n", notes.display()),
    ));
    assert!(
        out.contains("kein gespeichertes Spiel. Durch den Spielstand ersetzen? (j/n)"),
        "{out}"
    );
    assert!(out.contains("notes.txt gespeichert"), "{out}");
    // A save of this game is replaced without a question.
    let out = new_game("en", 6, &format!("save {}\nq\n", notes.display()));
    assert!(!out.contains("Replace it"), "{out}");
    assert!(out.contains("Game saved to"), "{out}");
    assert!(parsed(&std::fs::read_to_string(&notes).expect("save")) == "ok");
    // Nothing is left beside it.
    let left = std::fs::read_dir(&dir).expect("dir").count();
    assert_eq!(left, 1);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn long_lines_are_refused_and_echoes_are_cut() {
    let long = "x".repeat(1 << 20);
    let name = "y".repeat(3000);
    let t = std::time::Instant::now();
    let out = new_game("en", 5, &format!("{long}\nb {name}\n{name}\nq\n"));
    assert!(t.elapsed().as_secs() < 5, "{:?}", t.elapsed());
    assert!(
        out.contains("That line is too long (more than 4096 characters): it was skipped."),
        "{out}"
    );
    assert!(out.len() < 20_000, "{}", out.len());
    assert!(!out.contains(&"y".repeat(41)), "{out}");
    assert!(out.contains(&format!("{}…", "y".repeat(40))), "{out}");
}

#[test]
fn vp_tokens_and_scores_saturate_instead_of_overflowing() {
    let mut game = position(&[&["Monument", "Province"], &[]], &["Monument"]);
    game.state.players[0].vp_tokens = i32::MAX;
    game.run().expect("runs");
    let monument = game.state.players[0].hand[0];
    game.answer(Choice::Move(Move::Play(monument)))
        .expect("plays");
    game.run().expect("runs");
    assert_eq!(game.state.players[0].vp_tokens, i32::MAX);
    assert_eq!(game.score(PlayerId(0)), i32::MAX);
}

/// The embedded database with one more card (its RON entry).
fn db_with(card: &str) -> Arc<Db> {
    let src = dominion::load::EMBEDDED_CARDS;
    let at = src
        .rfind("    ],\n)")
        .expect("the cards list ends the file");
    let text = format!("{}{}{}", &src[..at], card, &src[at..]);
    match dominion::load_db("cards.ron + test card", &text) {
        Ok(db) => Arc::new(db),
        Err(errors) => panic!("{}", errors.iter().map(|e| e.render()).collect::<String>()),
    }
}

/// The cost shown after a card's name in a list of cells ("Peddler   $4").
fn cost_after<'a>(text: &'a str, name: &str) -> &'a str {
    after(text, name).split_whitespace().next().unwrap_or("")
}

#[test]
fn buying_shows_and_checks_the_buy_phase_cost() {
    // Peddler costs $2 less per Action card in play during the Buy phase: with Grand
    // Markets in play it costs less to buy, though in the Action phase it costs $8 now.
    let game = position(
        &[&["Grand Market", "Grand Market", "Oasis"], &[]],
        &["Peddler", "Grand Market"],
    );
    let out = from(
        game,
        &["human", "heuristic"],
        "en",
        "1\nb peddler\n1\ns\nb\n\nb peddler\ny\nq\n",
    );
    // One Grand Market in play: $2, and Peddler costs $6 to buy.
    assert!(out.contains("Peddler costs $6; you have $2."), "{out}");
    // The status shows the cost now; the buy list what it costs to buy.
    let status = after(&out, "Supply (number, cost now, cards left):");
    assert_eq!(cost_after(status, "Peddler"), "$8", "{status}");
    let list = after(status, "You can buy (b and the number or name):");
    assert_eq!(cost_after(list, "Peddler"), "$4", "{list}");
    assert!(out.contains("Ann buys Peddler."), "{out}");
}

const SIFT: &str = r#"
        (
            id: "test_sift", name: "Sift", sets: ["base"], cost: 3, types: ["Action"], kingdom: true,
            rules: "you may discard 2 cards from your hand.",
        ),
"#;

#[test]
fn optional_card_picks_take_none_or_the_number() {
    let db = db_with(SIFT);
    let hand: &[&str] = &["Sift", "Copper", "Estate", "Estate"];
    let game = position_in(db.clone(), &[hand, &[]], &["Sift"]);
    let out = from(game, &["human", "heuristic"], "en", "1\n1\n?\n\nq\n");
    let ask = after(&out, "Ann, Sift: choose 2 cards to discard:");
    assert!(
        ask.contains("Type 2 numbers, separated by spaces, or an empty line for none"),
        "{ask}"
    );
    assert!(ask.contains("Choose exactly 2 cards, or none."), "{ask}");
    assert!(ask.contains("An empty line chooses none."), "{ask}");
    assert!(!ask.contains("Ann discards"), "{ask}");
    let game = position_in(db, &[hand, &[]], &["Sift"]);
    let out = from(game, &["human", "heuristic"], "en", "1\n2 3\nq\n");
    assert!(out.contains("Ann discards 2 Estates."), "{out}");
    // A pick that is not optional says nothing of an empty line.
    let game = position(
        &[
            &["Margrave", "Copper"],
            &["Copper", "Copper", "Estate", "Silver", "Estate"],
        ],
        &[],
    );
    let out = from(game, &["heuristic", "human"], "en", "\n?\n4 5\nq\n");
    let ask = after(&out, "Bob, Margrave: choose 2 cards to discard:");
    let ask = &ask[..ask.find("Bob discards").unwrap_or(ask.len())];
    assert!(ask.contains("Choose exactly 2 cards.\n"), "{ask}");
    assert!(
        !ask.contains("empty line") && !ask.contains("or none"),
        "{ask}"
    );
}

#[test]
fn order_prompts_are_localized() {
    // Develop trashes the Silver ($3): gain a $4 and a $2 card, in either order.
    let game = position(&[&["Develop", "Silver"], &[]], &[]);
    let out = from(game, &["human", "heuristic"], "de", "1\nq\n");
    let ask = after(&out, "Ann, Aufbau: ");
    assert!(
        ask.contains("1) Zuerst die Karte nehmen, die $1 mehr kostet")
            && ask.contains("2) Zuerst die Karte nehmen, die $1 weniger kostet"),
        "{ask}"
    );
    assert!(!ask.contains("gain a card"), "{ask}");
}

#[test]
fn the_log_is_the_humans_and_grouped() {
    let out = new_game("en", 11, "t\nb silver\nq\n");
    // The bot's draws are counted, the human's named; plays are grouped.
    assert!(out.contains("heuristic-2 draws 5 cards."), "{out}");
    assert!(out.contains("Player 1 draws 4 Coppers, Estate."), "{out}");
    assert!(out.contains("Player 1 plays 4 Coppers, +$4."), "{out}");
    assert!(out.contains("heuristic-2 plays 4 Coppers, +$4."), "{out}");
    assert!(!out.contains("Player 1 gets +$1."), "{out}");
}

/// Put cards (English names) into a player's zone of a position, the last one on top.
fn put(game: &mut Game, owner: u8, zone: Zone, names: &[&str]) {
    let loc = Loc { zone, owner };
    for name in names {
        let k = game.db.find(name).expect("card");
        let i = game.state.create(k, loc);
        game.zone_list(loc).push(i);
    }
    game.reindex(&[]);
}

/// The prompts of the first `asks` decisions met by playing Ann's `card` (answered with
/// their first option), in English and German.
fn owner_prompts(game: &mut Game, card: &str, asks: usize) -> Vec<(String, String)> {
    let (en, de) = (loc("en"), loc("de"));
    game.run().expect("run");
    let i = game.state.players[0].hand[0];
    assert_eq!(game.kind(i), game.db.find(card).expect("card"));
    game.answer(Choice::Move(Move::Play(i))).expect("play");
    game.run().expect("run");
    let mut out = vec![];
    for _ in 0..asks {
        let d = game.decision().cloned().expect("a decision");
        let (p_en, opts) = dominion::terminal::options(game, &en, &d);
        let (p_de, _) = dominion::terminal::options(game, &de, &d);
        out.push((p_en, p_de));
        game.answer(opts[0].1.clone()).expect("answer");
        game.run().expect("run");
    }
    out
}

#[test]
fn owner_prompts_name_the_player_whose_cards_or_choice_it_is() {
    // Noble Brigand: Bob reveals Silver and Gold; Ann picks the one Bob trashes.
    let mut game = position(&[&["Noble Brigand"], &[]], &["Noble Brigand"]);
    put(&mut game, 1, Zone::Deck, &["Silver", "Gold"]);
    let asked = owner_prompts(&mut game, "Noble Brigand", 1);
    assert_eq!(
        asked[0].0,
        "Ann, Noble Brigand: choose one of Bob's revealed cards to trash:"
    );
    assert_eq!(
        asked[0].1,
        "Ann, Edler Räuber: Wähle eine der aufgedeckten Karten von Bob, die du entsorgst:"
    );
    // Oracle: Ann chooses for herself, then for Bob.
    let mut game = position(&[&["Oracle"], &[]], &["Oracle"]);
    put(
        &mut game,
        0,
        Zone::Deck,
        &["Copper", "Estate", "Silver", "Duchy"],
    );
    put(&mut game, 1, Zone::Deck, &["Silver", "Gold"]);
    let asked = owner_prompts(&mut game, "Oracle", 2);
    assert_eq!(asked[0].0, "Ann, Oracle: choose one:");
    assert_eq!(asked[0].1, "Ann, Orakel: Wähle eins:");
    assert_eq!(asked[1].0, "Ann, Oracle: choose one for Bob:");
    assert_eq!(asked[1].1, "Ann, Orakel: Wähle eins für Bob:");
}

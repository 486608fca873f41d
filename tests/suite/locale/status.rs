//! `dominion check`'s status per language (progress, warnings), resilient loading, the
//! checks Fluent does not make, the built-in languages, and the German review.

use super::*;

/// A language that is not built in, in `dir` with copies of the built-in ones.
fn with_french(tag: &str, fr: &str) -> PathBuf {
    let dir = broken(tag, |_, s| s);
    std::fs::write(dir.join("fr.ftl"), fr).expect("write");
    dir
}

const FRENCH: &str = "\
card-bank = Banque
    .text = Quand vous jouez cette carte, elle vaut $1 par Trésor en jeu, elle comprise.
# Same as English.
card-oasis = Oasis
    .text = +1 Carte, +1 Action, +$1. Défaussez une carte.
card-haven = Haven
    .text = +1 Carte, +1 Action. Mettez de côté une carte de votre main, face cachée.
log-shuffle = { $player } mélange.
";

#[test]
fn each_language_shows_its_progress_and_a_copy_of_english_is_not_done() {
    // A copy of English passes as complete, but every text is "the same as in English".
    let dir = with_french("copy", locale::EMBEDDED[0].1);
    let r = locale::check(&db(), Some(&dir));
    assert!(r.ok(), "{:?}", r.problems);
    let total = r.progress[0].messages.1;
    let n = db().cards.len();
    let fr = r.progress.iter().find(|p| p.lang == "fr").expect("fr");
    assert_eq!(
        fr.to_string(),
        format!("fr: {total}/{total} messages, {n}/{n} cards (not built in)")
    );
    let same = |file: &str, id: &str| {
        r.warnings.iter().any(|d| {
            d.file.ends_with(file)
                && d.message.contains(&format!("`{id}`"))
                && d.message.contains("the same as in English")
        })
    };
    assert!(same("fr.ftl", "card-province") && same("fr.ftl", "log-shuffle"));
    std::fs::remove_dir_all(dir).ok();

    // A translation in progress: what it lacks is a warning, with its progress.
    let dir = with_french("partial", FRENCH);
    let r = locale::check(&db(), Some(&dir));
    let text: String = r.problems.iter().map(|d| d.render()).collect();
    assert!(r.ok(), "{text}");
    let fr = r.progress.iter().find(|p| p.lang == "fr").expect("fr");
    assert_eq!((fr.messages.0, fr.cards), (1, (3, n)), "{fr}");
    assert!(!fr.shipped);
    let warned = |what: &str| {
        r.warnings
            .iter()
            .any(|d| d.file.ends_with("fr.ftl") && d.message.contains(what))
    };
    assert!(warned("missing `card-copper` (not translated yet"));
    assert!(warned("missing `ui-welcome`"));
    // Haven is the same in French too, but unmarked; Oasis is marked.
    assert!(warned("`card-haven` is the same as in English"));
    assert!(!warned("`card-oasis` is the same"));
    // The command line prints each language's progress; warnings do not fail it.
    let (ok, out, err) = dominion(&["check", "--locales", dir.to_str().expect("utf-8")]);
    assert!(ok, "{out}{err}");
    assert!(
        out.contains("fr: 1/") && out.contains(&format!(", 3/{n} cards")),
        "{out}"
    );
    assert!(
        out.contains(&format!("de: {total}/{total} messages, {n}/{n} cards")),
        "{out}"
    );
    assert!(
        err.contains("fr.ftl: warning in card `copper`: missing `card-copper`"),
        "{err}"
    );
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn messages_nothing_uses_are_warned_about() {
    let dir = broken("unused", |lang, s| match lang {
        "en" => {
            s + "\n# Variables: $player (a name). Shown: nowhere.\n\
                 ui-never-shown = Hello { $player }\n\
                 # Variables: $player (a name); $cards (cards). Shown: the log.\n\
                 log-put-trash = { $player } puts { $cards } into the trash.\n"
        }
        _ => s,
    });
    let r = locale::check(&db(), Some(&dir));
    assert!(r.ok(), "{:?}", r.problems);
    let warned = |what: &str| r.warnings.iter().any(|d| d.message.contains(what));
    assert!(warned(
        "nothing uses `ui-never-shown`: the program never names it"
    ));
    assert!(warned(
        "nothing uses `log-put-trash`: no card in the card database"
    ));
    assert_eq!(r.warnings.len(), 2, "{:?}", r.warnings);
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn a_message_english_lacks_is_missing_in_english_not_unknown_elsewhere() {
    let dir = broken("en-lacks", |lang, s| {
        match lang {
        "en" => replace(
            s,
            "ui-welcome = Type ? at any prompt for help, s for the status of the game, q to stop.\n",
            "",
        ),
        _ => s,
    }
    });
    let r = locale::check(&db(), Some(&dir));
    let text: String = r.problems.iter().map(|d| d.render()).collect();
    assert!(
        r.problems.iter().any(|d| d.file.ends_with("en.ftl")
            && d.message
                .contains("missing `ui-welcome` (the program uses it: src/terminal/")),
        "{text}"
    );
    assert!(!text.contains("unknown message `ui-welcome`"), "{text}");
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn one_broken_entry_costs_one_entry() {
    let dir = broken("partial-resource", |lang, s| match lang {
        "de" => replace(
            s,
            "log-shuffle = { $player } mischt.",
            "log-shuffle = { $player mischt.",
        ),
        _ => s,
    });
    // The language loads; the broken message is English, the others stay German.
    let de = Locale::load("de", Some(&dir)).expect("loads despite a syntax error");
    let alice = || vec![("player", "Alice".into())];
    assert_eq!(de.msg("log-shuffle", &alice()), "Alice shuffles.");
    assert_eq!(de.msg("log-winner", &alice()), "Alice gewinnt.");
    let r = locale::check(&db(), Some(&dir));
    assert!(
        r.problems
            .iter()
            .any(|d| d.file.ends_with("de.ftl") && d.message.contains("bad Fluent syntax")),
        "{:?}",
        r.problems
    );
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn what_fluent_does_not_check_is_checked() {
    let dir = broken("lint", |lang, s| match lang {
        "en" => {
            let s = replace(
                s,
                "ui-saved = Game saved to { $path }.",
                "ui-saved = Game saved to { $nosuchvar }.",
            );
            let s = replace(s, "ui-empty = (empty)", "ui-empty = { ui-empty }");
            let s = replace(
                s,
                "ui-not-done = Not done.",
                "ui-not-done = { ui-end-of-input }",
            );
            let s = replace(
                s,
                "ui-end-of-input = (end of input)",
                "ui-end-of-input = { ui-not-done }",
            );
            let s = replace(
                s,
                "ui-seed = Seed: { $seed }",
                "ui-seed = Seed: { NUMBR($seed) }",
            );
            let s = replace(
                s,
                "      t              play all your Treasures",
                "      x              play all your Treasures",
            );
            // A message with variables and no `# Variables:` comment.
            replace(s, "ui-turn-limit = (stopped", "\nui-turn-limit = (stopped")
        }
        _ => {
            let s = replace(s, "cmd-all = alle, all", "cmd-all = alle, all, k");
            let s = replace(s, "ui-keys-yes-no = j: ja", "ui-keys-yes-no = y: ja");
            replace(s, "Trotzdem kaufen? (j/n)", "Trotzdem kaufen? (y/n)")
        }
    });
    let r = locale::check(&db(), Some(&dir));
    let text: String = r.problems.iter().map(|d| d.render()).collect();
    let find = |file: &str, what: &str| {
        r.problems
            .iter()
            .find(|d| d.file.ends_with(file) && d.message.contains(what))
            .unwrap_or_else(|| panic!("no {what:?} in {file}:\n{text}"))
    };
    let d = find("en.ftl", "unknown variable `$nosuchvar` in `ui-saved`");
    assert_eq!(d.col, 28, "{}", d.render());
    find(
        "en.ftl",
        "`ui-empty` refers to itself (ui-empty → ui-empty)",
    );
    find(
        "en.ftl",
        "`ui-not-done` refers to itself (ui-not-done → ui-end-of-input → ui-not-done)",
    );
    let d = find("en.ftl", "unknown function `NUMBR()` in `ui-seed`");
    assert_eq!(d.suggestion.as_deref(), Some("NUMBER"));
    find(
        "en.ftl",
        "`ui-turn-limit` uses variables but has no `# Variables:` comment",
    );
    let d = find(
        "en.ftl",
        "`help-move` shows the key `x`, which is not a command",
    );
    assert!(
        d.source_line.contains("x              play all"),
        "{}",
        d.render()
    );
    find(
        "de.ftl",
        "the command word `k` of `cmd-all` is also a word of `cmd-buy`",
    );
    find("de.ftl", "`ui-keys-yes-no` shows the key `y`, which is not a command (it is a word of `cmd-yes`, but not the one shown first)");
    find("de.ftl", "`confirm-buy-cheap` shows the key `y`");
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn the_built_in_languages_are_the_files_in_locales() {
    let mut files: Vec<String> = std::fs::read_dir("locales")
        .expect("locales/")
        .flatten()
        .filter_map(|e| {
            let n = e.file_name().to_str()?.to_string();
            n.strip_suffix(".ftl").map(str::to_string)
        })
        .collect();
    files.sort_by_key(|l| (l != "en", l.clone()));
    assert_eq!(locale::languages(None), files);
    for (lang, src) in locale::EMBEDDED {
        let on_disk = std::fs::read_to_string(format!("locales/{lang}.ftl")).expect("reads");
        assert_eq!(*src, on_disk);
    }
}

#[test]
fn the_german_review_is_applied() {
    let db = db();
    let game = table(&db);
    let de = de();
    let k = |n: &str| db.find(n).expect("card");
    let say = |e: Event| de.render_log(&game, &[e.into()], None, false).join("\n");
    // A plural-only name: no article in the indefinite, "die", "sie".
    assert_eq!(
        say(Event::Gain(PlayerId(0), k("Stables"), Place::Discard)),
        "Alice nimmt Stallungen."
    );
    assert_eq!(
        say(Event::Gain(PlayerId(0), k("Stables"), Place::SetAside)),
        "Alice nimmt Stallungen und legt sie zur Seite."
    );
    assert_eq!(
        say(Event::Play {
            player: PlayerId(0),
            card: k("Stables"),
            again: true
        }),
        "Alice spielt die Stallungen noch einmal aus."
    );
    assert_eq!(
        say(Event::Draw(PlayerId(0), vec![k("Stables"), k("Copper")])),
        "Alice zieht Stallungen und ein Kupfer."
    );
    // The winners are a list: "A und B".
    let end = say(Event::GameOver {
        scores: vec![3, 3],
        winners: vec![PlayerId(0), PlayerId(1)],
    });
    assert!(
        end.ends_with("Alice und Bob teilen sich den Sieg."),
        "{end}"
    );
    let card = |n: &str| vec![("card", de.card_name(&db, k(n)).into())];
    assert_eq!(
        de.msg("err-not-playable", &card("Province")),
        "Provinz kann nicht ausgespielt werden: Das ist weder eine Aktions- noch eine Geldkarte."
    );
    assert_eq!(
        de.msg("help-named", &[]),
        "Gib die Nummer deiner Wahl oder den Namen der Karte ein (die ersten Buchstaben genügen)."
    );
    let text = de.card_text(&db, k("Throne Room"));
    assert!(text.ends_with("sie zweimal ausspielen."), "{text}");
}

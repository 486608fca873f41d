//! The recommended Kingdoms of the rulebooks (`presets:` in cards.ron): all of them are
//! there, each named in every language, playable exactly when all it needs is there,
//! and listed by `--preset` alone.

use dominion::load::EMBEDDED_CARDS;
use dominion::locale::Locale;
use dominion::{load_db, sim};

/// The Kingdoms the seeds print: Prosperity 23, Seaside 2E 24, Hinterlands 1E 11 (seeds
/// 003 and 004 print the same list); Exploding Kingdom is printed by both Prosperity and
/// Seaside 2E with the same cards, and is one preset.
const PRINTED: usize = 23 + 24 + 11 - 1;

use crate::cli::dominion;

#[test]
fn every_printed_kingdom_is_a_preset_of_ten_cards() {
    let db = load_db("cards.ron", EMBEDDED_CARDS).expect("checks");
    assert_eq!(db.presets.len(), PRINTED);
    for (i, p) in db.presets.iter().enumerate() {
        assert_eq!(p.cards.len(), 10, "{}", p.name);
        let mut cards = p.cards.clone();
        cards.sort();
        cards.dedup();
        assert_eq!(cards.len(), 10, "{}: a card twice", p.name);
        assert!(!p.books.is_empty(), "{}: no rulebook", p.name);
        for b in &p.books {
            assert!(db.sets.iter().any(|s| &s.id == b), "{}: book {b}", p.name);
        }
        for (card, alt) in &p.alternatives {
            assert!(p.cards.contains(card), "{}: {card}", p.name);
            assert!(db.find(alt).is_some(), "{}: alternative {alt}", p.name);
        }
        let later = &db.presets[i + 1..];
        assert!(
            !later.iter().any(|q| q.name.eq_ignore_ascii_case(&p.name)),
            "{} twice",
            p.name
        );
    }
    // Prosperity: "Use Platinum and Colony for all of these games."
    let prosperity = db.presets.iter().filter(|p| p.books[0] == "prosperity");
    assert_eq!(prosperity.clone().count(), 23);
    assert!(prosperity.clone().all(|p| p.colonies));
    // "[use Shelters]", "mit Unterschlüpfen": the Dark Ages mixes of two rulebooks.
    let shelters: Vec<&str> = (db.presets.iter())
        .filter(|p| p.shelters)
        .map(|p| p.name.as_str())
        .collect();
    assert_eq!(
        shelters,
        [
            "One Man's Trash",
            "Honor Among Thieves",
            "Watery Grave",
            "Peasants"
        ]
    );
}

#[test]
fn every_preset_is_named_in_every_language() {
    let db = load_db("cards.ron", EMBEDDED_CARDS).expect("checks");
    for lang in ["en", "de"] {
        let loc = Locale::load(lang, None).expect("embedded locale");
        for p in &db.presets {
            assert!(loc.preset_name(&p.name).is_some(), "{lang}: {}", p.name);
        }
    }
    let en = Locale::load("en", None).expect("en");
    for p in &db.presets {
        assert_eq!(en.preset_name(&p.name).as_deref(), Some(p.name.as_str()));
    }
    let de = Locale::load("de", None).expect("de");
    // As the German rulebooks print them.
    assert_eq!(
        de.preset_name("Reach for Tomorrow").as_deref(),
        Some("Griff nach den Sternen")
    );
    assert_eq!(
        de.preset_name("Adventures Abroad").as_deref(),
        Some("Abenteuerfahrt")
    );
    assert_eq!(
        dominion::locale::preset_key("The King's Army"),
        "preset-the-kings-army"
    );
}

/// Playable: every card in the database, no extras, no Shelters; counted here again.
#[test]
fn check_counts_the_playable_presets() {
    let db = load_db("cards.ron", EMBEDDED_CARDS).expect("checks");
    let playable = (db.presets.iter())
        .filter(|p| p.cards.iter().all(|c| db.find(c).is_some()))
        .filter(|p| p.extras.is_empty() && !p.shelters)
        .count();
    assert_eq!(sim::playable_presets(&db).len(), playable);
    assert!(playable >= 16, "{playable}");
    let (ok, out, err) = dominion(&["check"]);
    assert!(ok, "{err}");
    let want = format!("{playable} of {PRINTED} presets playable");
    assert!(out.contains(&want), "{out}");
}

#[test]
fn a_preset_with_a_card_not_in_the_file_is_listed_but_not_playable() {
    let src = EMBEDDED_CARDS.replacen(
        "(name: \"Beginners\", books: [\"prosperity\"], cards: [\"Bank\"",
        "(name: \"Beginners\", books: [\"prosperity\"], cards: [\"Bank of Nowhere\"",
        1,
    );
    assert_ne!(src, EMBEDDED_CARDS);
    let db = load_db("cards.ron", &src).expect("checks");
    let all = load_db("cards.ron", EMBEDDED_CARDS).expect("checks");
    let playable = sim::playable_presets(&db);
    assert!(!playable.iter().any(|p| p == "Beginners"));
    assert_eq!(playable.len() + 1, sim::playable_presets(&all).len());
    let err = sim::preset(&db, "beginners").unwrap_err();
    assert!(err.contains("needs Bank of Nowhere"), "{err}");
    let loc = Locale::load("en", None).expect("en");
    let list = sim::preset_listing(&db, &loc);
    assert!(
        list.contains(
            "  Beginners [Prosperity] with Platinum, Colony: not playable, needs Bank of Nowhere\n"
        ),
        "{list}"
    );
}

#[test]
fn preset_alone_lists_every_preset_in_the_language() {
    let db = load_db("cards.ron", EMBEDDED_CARDS).expect("checks");
    let playable = sim::playable_presets(&db).len();
    for cmd in ["play", "simulate"] {
        let (ok, out, err) = dominion(&[cmd, "--preset"]);
        assert!(ok, "{err}");
        let head = format!("{PRINTED} recommended Kingdoms, {playable} playable");
        assert!(out.starts_with(&head), "{out}");
        assert_eq!(out.lines().count(), PRINTED + 1, "{out}");
        for p in &db.presets {
            assert!(out.contains(&format!("\n  {} [", p.name)), "{}", p.name);
        }
    }
    let (_, out, _) = dominion(&["play", "--preset"]);
    assert!(out.contains("\n  Biggest Money [Prosperity] with Platinum, Colony: playable\n"));
    assert!(out.contains(
        "\n  Peasants [Seaside (2nd Edition)]: not playable, needs Poor House, Vagrant, \
         Forager, Band of Misfits, Armory, Shelters (not in the engine)\n"
    ));
    assert!(out.contains("(alternatives: Sentry for Adventurer, Vassal for Chancellor)"));
    let (ok, out, _) = dominion(&["play", "--preset", "--lang", "de"]);
    assert!(ok);
    assert!(
        out.contains("\n  Griff nach den Sternen [Seaside (2. Edition)] (Reach for Tomorrow): ")
    );
    // An unknown name: an error, and the list.
    let (ok, out, err) = dominion(&["play", "--preset", "Atlantis"]);
    assert!(!ok && out.is_empty());
    assert!(err.contains("\n  High Seas [") && err.contains("error: no preset `Atlantis`"));
}

#[test]
fn a_preset_plays_by_its_german_name() {
    let (ok, out, err) = dominion(&[
        "simulate",
        "--preset",
        "Griff nach den Sternen",
        "--games",
        "2",
        "--bots",
        "big-money,big-money",
    ]);
    assert!(ok, "{err}");
    assert!(
        out.starts_with("kingdom: Monkey, Lookout, Cutpurse"),
        "{out}"
    );
}

#[test]
fn harem_is_farms_first_edition_name() {
    let db = load_db("cards.ron", EMBEDDED_CARDS).expect("checks");
    let farm = db.find("Farm").expect("Farm");
    assert_eq!(db.find("harem"), Some(farm));
    // Prosperity's "Paths to Victory" names it so: it needs no card called Harem.
    let paths = sim::find_preset(&db, "Paths to Victory").expect("preset");
    assert!(paths.cards.iter().any(|c| c == "Harem"));
    assert!(!sim::preset_missing(&db, paths).iter().any(|c| c == "Harem"));
    let (ok, out, err) = dominion(&["show", "Harem"]);
    assert!(ok, "{err}");
    assert!(out.starts_with("Farm — $6"), "{out}");
    assert!(
        out.contains("\nalso named: Harem (Intrigue (1st Edition))"),
        "{out}"
    );
}

/// The German rulebooks' Kingdoms as printed (seed 001: Seaside 2E; seed 004, the same
/// as 003: Hinterlands 1E): the preset's English name, its German name, and its cards
/// (with Events and the like, and the 2nd edition's alternatives in parentheses).
#[rustfmt::skip]
const PRINTED_IN_GERMAN: &[(&str, &str, &str)] = &[
    ("High Seas", "Auf hoher See", "Ausguck, Bazar, Blockade, Hafen, Insel, Karawane, Korsarenschiff, Lagerhaus, Piratin, Werft"),
    ("Buried Treasure", "Vergrabene Schätze", "Affe, Astrolabium, Außenposten, Beutelschneider, Fischerdorf, Leuchtturm, Schatzkarte, Seefahrerin, Seekarte, Taktiker"),
    ("Reach for Tomorrow", "Griff nach den Sternen", "Affe, Ausguck, Beutelschneider, Meerhexe, Schatzkarte • Dorf, Keller, Ratsversammlung, Töpferei, Vasall"),
    ("Repetition", "Wiederholungen", "Außenposten, Karawane, Piratin, Schatzkammer, Seekarte • Jahrmarkt, Miliz, Umbau, Vorbotin, Werkstatt"),
    ("Lodestar", "Leitstern", "Affe, Ausguck, Bazar, Gezeitenbecken, Schatzkarte • Diplomatin, Geheimgang, Höflinge, Trickser, Wunschbrunnen"),
    ("Coast Guard", "Küstenwache", "Beutelschneider, Insel, Leuchtturm, Seekarte, Werft • Armenviertel, Austausch, Handelsposten, Handlanger, Patrouille"),
    ("Jam-Packed", "Vollgestopft", "Hafen, Lagerhaus, Meerhexe, Seefahrerin, Seekarte • Kräuterkundiger, Lehrling, Stein der Weisen, Vertrauter, Weinberg"),
    ("Collectors", "Sammler", "Blockade, Fischerdorf, Gezeitenbecken, Handelsschiff, Schmuggler • Bauerndorf, Ernte, Festplatz, Treibjagd, Wahrsagerin"),
    ("Exploding Kingdom", "Explodierendes Königreich", "Ausguck, Außenposten, Fischerdorf, Taktiker, Werft • Bischof, Großer Markt, Königshof, Stadt, Steinbruch"),
    ("Watery Grave", "Nasses Grab", "Eingeborenendorf, Korsarenschiff, Müllverwerter, Schatzkammer, Schatzkarte • Eremit, Grabräuber, Graf, Lumpensammler, Ratten"),
    ("Peasants", "Bauern", "Fischerdorf, Hafen, Insel, Lagerhaus, Leuchtturm • Armenhaus, Landstreicher, Mundraub, Vogelfreie, Waffenkammer"),
    ("Island Builder", "Insel-Baumeister", "Eingeborenendorf, Insel, Müllverwerter, Schatzkammer, Seekarte • Bäckerin, Berater, Kaufmannsgilde, Platz, Steinmetz"),
    ("Prince of Orange", "Fürst Orange", "Mission • Astrolabium, Fischerdorf, Handelsschiff, Karawane, Seefahrerin • Amulett, Geisterwald, Page, Sumpfhexe, Verlies"),
    ("Gifts and Mathoms", "Geschenke und Mathoms", "Expedition, Quest • Blockade, Hafen, Müllverwerter, Schmuggler, Seefahrerin • Brückentroll, Gefolgsmann, Karawanenwächter, Kurier, Verlorene Stadt"),
    ("Boxed In", "In die Enge getrieben", "Mauer, Steuer • Lagerhaus, Müllverwerter, Schmuggler, Taktiker, Werft • Feldlager/Diebesgut, Gladiator/Reichtum, Schlösser, Wagenrennen, Zauberin"),
    ("King of the Sea", "König der Meere", "Brunnen, Erforschen • Eingeborenendorf, Hafen, Korsarenschiff, Meerhexe, Piratin • Archiv, Bauernmarkt, Lehnsherr, Tempel, Wilde Jagd"),
    ("The New Black", "Das neue Schwarz", "Handelsschiff, Karawane, Korsarenschiff, Seefahrerin, Taktiker • Geheime Höhle, Geisterstadt, Plünderer, Schuster, Sündenpfuhl"),
    ("Forbidden Isle", "Verbotene Insel", "Affe, Bazar, Gezeitenbecken, Müllverwerter, Piratin • Fährtensucher, Friedhof, Götze, Seliges Dorf, Tragischer Held"),
    ("Free Trade", "Freihandel", "Innovation • Außenposten, Blockade, Insel, Schmuggler, Werft • Diener, Forscherin, Frachtschiff, Gewürze, Schauspieltruppe"),
    ("Gold Rush", "Goldrausch", "Fruchtwechsel, Speicher • Astrolabium, Eingeborenendorf, Karawane, Müllverwerter, Schatzkarte • Bildhauerin, Erfinder, Fahnenträger, Freibeuterin, Grenzposten"),
    ("Innsmouth", "Innsmouth", "Investition, Weg der Ziege • Fischerdorf, Gezeitenbecken, Karawane, Leuchtturm, Piratin • Hexenzirkel, Hirtenhund, Lastkahn, Stallbursche, Viehmarkt"),
    ("Ruritania", "Ruritanien", "Bündnis, Weg des Affen • Astrolabium, Außenposten, Gezeitenbecken, Lagerhaus, Taktiker • Dorfanger, Falknerin, Kavallerie, Kopfgeldjägerin, Schlitten"),
    ("Forward Thinking", "Vorausschauendes Denken", "Höhlenbewohner • Beutelschneider, Eingeborenendorf, Lagerhaus, Meerhexe, Taktiker • Gildemeisterin, Irrfahrten, Königliche Galeere, Wächter, Wegelagerer"),
    ("Treasure Hunt", "Schatzsuche", "Marktstädte • Ausguck, Außenposten, Hafen, Schatzkammer, Schatzkarte • Bastionen, Marquis, Ortschaft, Tausch, Unterhändlerin"),
    ("Introduction", "Einführung", "Aufbau, Feilscher, Gewürzhändler, Lebenskünstler, Markgraf, Nomadencamp, Oase, Schatztruhe, Stallungen, Wegkreuzung"),
    ("Fair Trades", "Lauterer Wettbewerb", "Aufbau, Blutzoll, Edler Räuber, Fahrender Händler, Fruchtbares Land, Grenzdorf, Herzogin, Kartograph, Seidenstraße, Stallungen"),
    ("Bargains", "Gelegenheiten", "Fahrender Händler, Feilscher, Fernstraße, Gewürzhändler, Grenzdorf, Herzogin, Katzengold, Komplott, Nomadencamp, Schatztruhe"),
    ("Highway Robbery", "Straßenräuber", "Edler Räuber, Fernstraße, Gasthaus, Markgraf, Oase / Bibliothek, Geldverleiher, Keller, Thronsaal, Werkstatt"),
    ("Adventures Abroad", "Abenteuerfahrt", "Fruchtbares Land, Gewürzhändler, Katzengold, Orakel, Wegkreuzung / Abenteurer (Torwächterin *), Jahrmarkt, Kanzler (Vasall *), Laboratorium, Umbau"),
    ("Far from Home", "In der Ferne", "Aufbau, Botschaft, Feilscher, Kartograph, Katzengold / Barde, Bettler, Graf, Lehen, Marodeur"),
    ("Expeditions", "Expeditionen", "Fernstraße, Fruchtbares Land, Gewürzhändler, Tunnel, Wegkreuzung / Altar, Armenhaus, Eisenhändler, Katakomben, Lagerraum"),
    ("Simple Plans", "Einfache Pläne", "Aufbau, Blutzoll, Feilscher, Grenzdorf, Stallungen / Labyrinth, Spende – Forum, Katapult/Felsen, Patrizier/ Handelsplatz, Tempel, Villa"),
    ("Expansion", "Expansion", "Fernstraße, Fruchtbares Land, Gewürzhändler, Schatztruhe, Tunnel / Brunnen, Schlachtfeld – Feldlager/Diebesgut, Ingenieurin, Legionär, Schlösser, Zauber"),
    ("Party Time", "Auf zur Party", "Fernstraße, Gasthaus, Kartograph, Komplott, Oase - Druidin (Geschenk des Berges, Geschenk des Himmels, Geschenk der Sonne), Getreuer Hund, Konklave, Schuster, Werwolf"),
    ("Counting Sheep", "Schafe zählen", "Edler Räuber, Feilscher, Fruchtbares Land, Tunnel, Wegkreuzung - Kobold, Krypta, Minnesängerin, Puka, Schäferin"),
];

/// Each German-printed preset has its German name as printed, and every card of it that
/// the file has is one the rulebook prints, by its German name: the translation of the
/// printed names into the file's English names is right, for each card as it arrives.
#[test]
fn the_german_rulebooks_presets_are_as_printed() {
    let db = load_db("cards.ron", EMBEDDED_CARDS).expect("checks");
    let de = Locale::load("de", None).expect("de");
    assert_eq!(PRINTED_IN_GERMAN.len(), 24 + 11);
    for (en, name, printed) in PRINTED_IN_GERMAN {
        let p = sim::find_preset(&db, en).expect(en);
        assert_eq!(de.preset_name(en).as_deref(), Some(*name));
        let mut list = printed.to_string();
        for sep in [" • ", " / ", " – ", " - ", " (", ")", "*"] {
            list = list.replace(sep, ",");
        }
        let german: Vec<&str> = list.split(',').map(str::trim).collect();
        let mut found = 0;
        for card in p.cards.iter().chain(p.alternatives.iter().map(|(_, a)| a)) {
            if let Some(k) = db.find(card) {
                let de_name = de.card_name(&db, k);
                assert!(
                    german.contains(&de_name.as_str()),
                    "{en}: {card} ({de_name})"
                );
                found += 1;
            }
        }
        assert!(found <= 10 + p.alternatives.len());
    }
}

/// Prosperity's Kingdoms as printed (seed 002): "Name: Events etc. • cards • cards".
#[rustfmt::skip]
const PRINTED_IN_ENGLISH: &[&str] = &[
    "Beginners: Bank, Counting House, Expand, Goons, Monument, Rabble, Royal Seal, Venture, Watchtower, Worker's Village",
    "Friendly Interactive: Bishop, City, Contraband, Forge, Hoard, Peddler, Royal Seal, Trade Route, Vault, Worker's Village",
    "Big Actions: City, Expand, Grand Market, King's Court, Loan, Mint, Quarry, Rabble, Talisman, Vault",
    "Biggest Money: Bank, Grand Market, Mint, Royal Seal, Venture • Artisan, Harbinger, Laboratory, Mine, Moneylender",
    "The King's Army: Expand, Goons, King's Court, Rabble, Vault • Bureaucrat, Council Room, Merchant, Moat, Village",
    "The Good Life: Contraband, Counting House, Hoard, Monument, Mountebank • Artisan, Bureaucrat, Cellar, Gardens, Village",
    "Paths to Victory: Bishop, Counting House, Goons, Monument, Peddler • Baron, Harem, Pawn, Shanty Town, Upgrade",
    "All Along the Watchtower: Hoard, Talisman, Trade Route, Vault, Watchtower • Bridge, Mill, Mining Village, Pawn, Torturer",
    "Lucky Seven: Bank, Expand, Forge, King's Court, Vault • Bridge, Lurker, Patrol, Swindler, Wishing Well",
    "Exploding Kingdom: Bishop, City, Grand Market, King's Court, Quarry • Fishing Village, Lookout, Outpost, Tactician, Wharf",
    "Pirate Bay: Expand, Hoard, Mint, Trade Route, Watchtower • Bazaar, Lighthouse, Pirate Ship, Smugglers, Warehouse",
    "Counting Contest: Bank, Counting House, Hoard, Goons, Rabble, Quarry • Philosopher's Stone, Golem, Herbalist, Apothecary",
    "Lower Learning: Talisman, Mint, Bishop, Worker's Village, Peddler, Vault • Familiar, Apprentice, University, Vineyard",
    "Detours: Rabble, Peddler, Hoard, Trade Route, Venture • Farming Village, Horn of Plenty, Jester, Remake, Tournament",
    "Quarrymen: Mountebank, City, Expand, Grand Market, Quarry • Baker, Merchant Guild, Soothsayer, Stonemason, Taxman",
    "Instant Gratification: Bishop, Expand, Hoard, Mint, Watchtower • Farmland, Haggler, Ill-Gotten Gains, Noble Brigand, Trader",
    "Treasure Trove: Bank, Monument, Royal Seal, Trade Route, Venture • Cache, Develop, Fool's Gold, Ill-Gotten Gains, Mandarin",
    "One Man's Trash: City, Grand Market, Monument, Talisman, Venture • Counterfeit, Forager, Graverobber, Market Square, Rogue",
    "Honor Among Thieves: Forge, Hoard, Peddler, Quarry, Watchtower • Bandit Camp, Procession, Rebuild, Rogue, Squire",
    "Last Will and Monument: Inheritance • Bishop, Counting House, Monument, Rabble, Vault • Coin of the Realm, Dungeon, Messenger, Relic, Treasure Trove",
    "Think Big: Ball, Ferry • Contraband, Expand, Hoard, King's Court, Peddler • Distant Lands, Giant, Hireling, Miser, Storyteller",
    "Big Time: Dominate, Obelisk • Bank, Forge, Grand Market, Loan, Royal Seal • Capital, Gladiator/Fortune, Patrician/Emporium, Royal Blacksmith, Villa",
    "Gilded Gates: Basilica, Palace • Bishop, Monument, Mint, Peddler, Talisman • Chariot Race, City Quarter, Encampment/Plunder, Groundskeeper, Wild Hunt",
];

/// Prosperity's presets have exactly the printed cards and extras, in the printed order
/// (an edition's mark, `Farmland (1E)`, aside).
#[test]
fn prosperitys_presets_are_as_printed() {
    let db = load_db("cards.ron", EMBEDDED_CARDS).expect("checks");
    assert_eq!(PRINTED_IN_ENGLISH.len(), 23);
    for line in PRINTED_IN_ENGLISH {
        let (name, list) = line.split_once(": ").expect("name: cards");
        let printed: Vec<&str> = list.split([',', '•']).map(str::trim).collect();
        let p = sim::find_preset(&db, name).expect(name);
        let ours: Vec<&str> = (p.extras.iter().chain(&p.cards))
            .map(|c| c.trim_end_matches(" (1E)"))
            .collect();
        assert_eq!(ours, printed, "{name}");
        assert!(p.colonies && p.books.contains(&"prosperity".to_string()));
    }
}

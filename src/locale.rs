//! Languages: card names and texts, log lines and prompts, from Project Fluent files
//! (`locales/<lang>.ftl`). A message missing in a language falls back to English;
//! [`check_locales`] lists what is missing.

use crate::db::{CardId, Db};
use crate::diagnostics::Diagnostic;
use crate::engine::{Event, Game, Place};
use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use std::path::Path;

/// The locales embedded at build time.
pub const EMBEDDED: [(&str, &str); 2] = [
    ("en", include_str!("../locales/en.ftl")),
    ("de", include_str!("../locales/de.ftl")),
];

/// One language, with English behind it for missing messages.
pub struct Locale {
    lang: String,
    bundle: FluentBundle<FluentResource>,
    fallback: Option<FluentBundle<FluentResource>>,
}

/// Read a language's `.ftl` source: embedded, or `<dir>/<lang>.ftl`.
fn source(lang: &str, dir: Option<&Path>) -> Result<(String, String), Box<Diagnostic>> {
    match dir {
        Some(d) => {
            let path = d.join(format!("{lang}.ftl"));
            let name = path.display().to_string();
            std::fs::read_to_string(&path)
                .map(|s| (name.clone(), s))
                .map_err(|e| {
                    Box::new(Diagnostic::plain(
                        &name,
                        format!("cannot read the locale: {e}"),
                    ))
                })
        }
        None => EMBEDDED
            .iter()
            .find(|(l, _)| *l == lang)
            .map(|(l, s)| (format!("locales/{l}.ftl"), s.to_string()))
            .ok_or_else(|| {
                let known: Vec<&str> = EMBEDDED.iter().map(|(l, _)| *l).collect();
                Box::new(Diagnostic::plain(
                    &format!("locales/{lang}.ftl"),
                    format!("no language `{lang}` (there are: {})", known.join(", ")),
                ))
            }),
    }
}

fn bundle(lang: &str, dir: Option<&Path>) -> Result<FluentBundle<FluentResource>, Box<Diagnostic>> {
    let (name, src) = source(lang, dir)?;
    let res = FluentResource::try_new(src.clone()).map_err(|(_, errs)| {
        Box::new(match errs.first() {
            Some(e) => Diagnostic::at(
                &name,
                &src,
                e.pos.start,
                e.pos.end.saturating_sub(e.pos.start).max(1),
                format!("bad Fluent syntax: {}", e.kind),
            ),
            None => Diagnostic::plain(&name, "bad Fluent syntax"),
        })
    })?;
    let id: unic_langid::LanguageIdentifier = lang.parse().unwrap_or_default();
    let mut b = FluentBundle::new(vec![id]);
    b.set_use_isolating(false);
    b.add_resource(res).map_err(|e| {
        Box::new(Diagnostic::plain(
            &name,
            format!("duplicate messages: {e:?}"),
        ))
    })?;
    Ok(b)
}

impl Locale {
    /// Load a language (`en`, `de`, ...), from `dir` if given, else the embedded copy.
    pub fn load(lang: &str, dir: Option<&Path>) -> Result<Locale, Box<Diagnostic>> {
        let b = bundle(lang, dir)?;
        let fallback = if lang == "en" {
            None
        } else {
            Some(bundle("en", dir)?)
        };
        Ok(Locale {
            lang: lang.to_string(),
            bundle: b,
            fallback,
        })
    }

    /// The language code.
    pub fn lang(&self) -> &str {
        &self.lang
    }

    fn get(&self, id: &str, attr: Option<&str>, args: Option<&FluentArgs>) -> Option<String> {
        for b in std::iter::once(&self.bundle).chain(self.fallback.as_ref()) {
            let Some(m) = b.get_message(id) else { continue };
            let pattern = match attr {
                Some(a) => m.get_attribute(a).map(|a| a.value()),
                None => m.value(),
            };
            if let Some(p) = pattern {
                let mut errs = vec![];
                return Some(b.format_pattern(p, args, &mut errs).into_owned());
            }
        }
        None
    }

    /// A message with arguments; the id itself if it is missing everywhere.
    pub fn msg(&self, id: &str, args: &[(&str, FluentValue)]) -> String {
        let mut a = FluentArgs::new();
        for (k, v) in args {
            a.set(*k, v.clone());
        }
        self.get(id, None, Some(&a))
            .unwrap_or_else(|| id.to_string())
    }

    /// A card's name in this language.
    pub fn card_name(&self, db: &Db, k: CardId) -> String {
        let c = db.card(k);
        self.get(&format!("card-{}", c.id), None, None)
            .unwrap_or_else(|| c.name.clone())
    }

    /// A card's text in this language.
    pub fn card_text(&self, db: &Db, k: CardId) -> String {
        let c = db.card(k);
        self.get(&format!("card-{}", c.id), Some("text"), None)
            .unwrap_or_else(|| c.text.trim().to_string())
    }

    /// Any other attribute of a card's message (`gender`, `plural`, `option-1`, ...).
    pub fn card_attr(&self, db: &Db, k: CardId, attr: &str) -> Option<String> {
        let id = format!("card-{}", db.card(k).id);
        self.bundle.get_message(&id)?.get_attribute(attr)?;
        self.get(&id, Some(attr), None)
    }

    /// A mat's name.
    pub fn mat_name(&self, db: &Db, m: u8) -> String {
        let d = &db.mats[m as usize];
        self.get(&format!("mat-{}", d.id), None, None)
            .unwrap_or_else(|| format!("{} mat", d.words))
    }

    /// A type's name.
    pub fn type_name(&self, ty: &str) -> String {
        self.get(&format!("type-{}", ty.to_lowercase()), None, None)
            .unwrap_or_else(|| ty.to_string())
    }

    /// A set's name (`set-<id>`), or its English name with the edition.
    pub fn set_name(&self, db: &Db, s: crate::db::Idx) -> String {
        let Some(d) = db.sets.get(s as usize) else {
            return String::new();
        };
        self.get(&format!("set-{}", d.id), None, None)
            .unwrap_or_else(|| d.full_name())
    }

    /// A list of card names.
    pub fn card_list(&self, db: &Db, cards: &[CardId]) -> String {
        cards
            .iter()
            .map(|&k| self.card_name(db, k))
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// One event as a log line. `hide_draws_of`: show only the number of cards drawn by
    /// these players (for a human at the table).
    pub fn event(&self, game: &Game, e: &Event, hide: &[u8]) -> String {
        let db = &game.db;
        let name = |p: u8| FluentValue::from(game.state.players[p as usize].name.clone());
        let card = |k: CardId| FluentValue::from(self.card_name(db, k));
        let gender = |k: CardId| {
            FluentValue::from(
                self.card_attr(db, k, "gender")
                    .unwrap_or_else(|| "neuter".into()),
            )
        };
        let list = |v: &[CardId]| FluentValue::from(self.card_list(db, v));
        // The name after an article in the accusative (German "einen Fahrenden Händler").
        let acc = |k: CardId| {
            FluentValue::from(
                self.card_attr(db, k, "accusative")
                    .unwrap_or_else(|| self.card_name(db, k)),
            )
        };
        let one = |id: &str, p: u8, k: CardId| {
            self.msg(
                id,
                &[
                    ("player", name(p)),
                    ("card", card(k)),
                    ("card_acc", acc(k)),
                    ("gender", gender(k)),
                ],
            )
        };
        let many = |id: &str, p: u8, v: &[CardId]| {
            self.msg(
                id,
                &[
                    ("player", name(p)),
                    ("cards", list(v)),
                    ("count", FluentValue::from(v.len())),
                ],
            )
        };
        match e {
            Event::TurnStart {
                player,
                turn,
                extra,
            } => self.msg(
                if *extra { "log-turn-extra" } else { "log-turn" },
                &[
                    ("player", name(*player)),
                    ("turn", FluentValue::from(*turn)),
                ],
            ),
            Event::Shuffle(p) => self.msg("log-shuffle", &[("player", name(*p))]),
            Event::Draw(p, v) if hide.contains(p) => many("log-draw-hidden", *p, v),
            Event::Draw(p, v) => many("log-draw", *p, v),
            Event::Play {
                player,
                card: k,
                again,
            } => one(
                if *again { "log-play-again" } else { "log-play" },
                *player,
                *k,
            ),
            Event::Buy(p, k) => one("log-buy", *p, *k),
            Event::Gain(p, k, place) => {
                let id = match place {
                    Place::Hand => "log-gain-hand",
                    Place::Deck => "log-gain-deck",
                    Place::SetAside => "log-gain-aside",
                    Place::Trash => "log-gain-trash",
                    Place::Mat(m) => {
                        return self.msg(
                            "log-gain-mat",
                            &[
                                ("player", name(*p)),
                                ("card", card(*k)),
                                ("card_acc", acc(*k)),
                                ("gender", gender(*k)),
                                ("mat", FluentValue::from(self.mat_name(db, *m))),
                            ],
                        )
                    }
                    _ => "log-gain",
                };
                one(id, *p, *k)
            }
            Event::Trash(p, v) => many("log-trash", *p, v),
            Event::Discard(p, v) => many("log-discard", *p, v),
            Event::Reveal(p, v) if v.is_empty() => {
                self.msg("log-reveal-none", &[("player", name(*p))])
            }
            Event::Reveal(p, v) => many("log-reveal", *p, v),
            Event::LookAt(p, v) => many("log-look", *p, v),
            Event::Put(p, v, place) => {
                let id = match place {
                    Place::Hand => "log-put-hand",
                    Place::Deck => "log-put-deck",
                    Place::Discard => "log-put-discard",
                    Place::SetAside => "log-put-aside",
                    Place::Trash => "log-put-trash",
                    Place::Supply => "log-put-supply",
                    Place::Play => "log-put-play",
                    Place::Mat(m) => {
                        return self.msg(
                            "log-put-mat",
                            &[
                                ("player", name(*p)),
                                ("cards", list(v)),
                                ("count", FluentValue::from(v.len())),
                                ("mat", FluentValue::from(self.mat_name(db, *m))),
                            ],
                        )
                    }
                };
                many(id, *p, v)
            }
            Event::SetAside(p, v, true) => many("log-set-aside-face-down", *p, v),
            Event::SetAside(p, v, false) => many("log-set-aside", *p, v),
            Event::Exchange(p, a, b) => self.msg(
                "log-exchange",
                &[
                    ("player", name(*p)),
                    ("card", card(*a)),
                    ("other", card(*b)),
                ],
            ),
            Event::Plus(p, r, n) => {
                use crate::ast::Resource;
                let (id, n) = match r {
                    Resource::Actions => ("log-plus-actions", *n),
                    Resource::Buys => ("log-plus-buys", *n),
                    Resource::Coins if *n < 0 => ("log-minus-coins", -*n),
                    Resource::Coins => ("log-plus-coins", *n),
                    Resource::Vp => ("log-plus-vp", *n),
                    Resource::Cards => ("log-draw-hidden", *n),
                };
                self.msg(id, &[("player", name(*p)), ("count", FluentValue::from(n))])
            }
            Event::Name(p, k) => one("log-name", *p, *k),
            Event::Unaffected(p) => self.msg("log-unaffected", &[("player", name(*p))]),
            Event::Delayed(p, k) => one("log-delayed", *p, *k),
            Event::ExtraTurn(p) => self.msg("log-extra-turn", &[("player", name(*p))]),
            Event::Cancelled(p, k) => one("log-cancelled", *p, *k),
            Event::Token(_, m) => self.msg(
                "log-token",
                &[("mat", FluentValue::from(self.mat_name(db, *m)))],
            ),
            Event::GameOver { scores, winners } => {
                let mut s = self.msg("log-game-over", &[]);
                for (p, sc) in scores.iter().enumerate() {
                    s += "\n";
                    s += &self.msg(
                        "log-score",
                        &[("player", name(p as u8)), ("score", FluentValue::from(*sc))],
                    );
                }
                s += "\n";
                let names: Vec<String> = winners
                    .iter()
                    .map(|&w| game.state.players[w as usize].name.clone())
                    .collect();
                s += &match names.as_slice() {
                    [one] => self.msg("log-winner", &[("player", FluentValue::from(one.clone()))]),
                    _ => self.msg(
                        "log-shared",
                        &[("players", FluentValue::from(names.join(", ")))],
                    ),
                };
                s
            }
        }
    }
}

/// The message ids and attributes of a Fluent source.
fn keys(src: &str) -> Vec<String> {
    use fluent_syntax::ast::Entry;
    let res = match fluent_syntax::parser::parse(src) {
        Ok(r) => r,
        Err((r, _)) => r,
    };
    let mut v = vec![];
    for e in res.body {
        if let Entry::Message(m) = e {
            v.push(m.id.name.to_string());
            for a in m.attributes {
                if a.id.name != "gender" {
                    v.push(format!("{}.{}", m.id.name, a.id.name));
                }
            }
        }
    }
    v
}

/// The languages available: every `.ftl` file of `dir`, or the embedded ones.
pub fn languages(dir: Option<&Path>) -> Vec<String> {
    match dir {
        Some(d) => {
            let mut v: Vec<String> = std::fs::read_dir(d)
                .into_iter()
                .flatten()
                .flatten()
                .filter_map(|e| {
                    e.file_name()
                        .to_str()?
                        .strip_suffix(".ftl")
                        .map(str::to_string)
                })
                .collect();
            v.sort();
            v
        }
        None => EMBEDDED.iter().map(|(l, _)| l.to_string()).collect(),
    }
}

/// Problems with the locales: unreadable files, Fluent syntax errors, and keys missing
/// in a language (every card's name and text must be in English; every English key must
/// be in every other language). Returns (problems, number of languages).
pub fn check_locales(db: &Db, dir: Option<&Path>) -> (Vec<String>, usize) {
    let mut problems = vec![];
    let langs = languages(dir);
    let mut en_keys = vec![];
    if let Ok((_, src)) = source("en", dir) {
        en_keys = keys(&src);
        for c in &db.cards {
            for k in [format!("card-{}", c.id), format!("card-{}.text", c.id)] {
                if !en_keys.contains(&k) {
                    problems.push(format!("en.ftl: missing `{k}`"));
                }
            }
        }
    } else {
        problems.push("en.ftl: missing (English is the fallback language and must exist)".into());
    }
    for l in &langs {
        match bundle(l, dir) {
            Err(d) => problems.push(d.render().trim_end().to_string()),
            Ok(_) => {
                if l == "en" {
                    continue;
                }
                if let Ok((_, src)) = source(l, dir) {
                    let have = keys(&src);
                    for k in &en_keys {
                        if !have.contains(k) {
                            problems
                                .push(format!("{l}.ftl: missing `{k}` (English is used instead)"));
                        }
                    }
                }
            }
        }
    }
    (problems, langs.len())
}

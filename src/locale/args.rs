//! Messages with values that bring their grammar: a card (or a list of cards) in each of
//! the language's phrases, a player with the forms of their name, a mat with the
//! attributes of its entry. Every message gets them, not only log lines:
//!
//! - a card `$card`: `$card_<form>` for each phrase `phrase-<form>` (`$card_acc`);
//! - a player `$player` (or `$owner`, `$other`): `$player_<attr>` for each attribute of
//!   the language's `name-human` and `name-bot` messages (French: `.gender`, `.the` =
//!   "le joueur { $n }"), the value of that attribute when the name is one the program
//!   gave (seat names such as "Joueur 1", bot names), else the name itself (so a selector
//!   falls to its default variant, and a form is the name; a name chosen with
//!   `--names "Alice:f"` has its gender as `$player_gender`); and `$player_initial`, the
//!   name's first letter in lower case without its accent (for elision: "d'Alice");
//! - a mat `$mat`: `$mat_<attr>` for each attribute of its `mat-<id>` entry (a `.label`
//!   for the start of a line: "Plateau Île").

use super::{ftl, Locale};
use crate::db::{CardId, Db, Dest};
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use fluent_syntax::ast::Entry;

/// A phrase of a language: the message `phrase` or `phrase-<form>`, which names a card.
pub(super) struct Phrase {
    /// `""` for `phrase`, `acc` for `phrase-acc`.
    pub form: String,
    /// The variables it uses (`count`, `name`, attributes of card entries).
    pub vars: Vec<String>,
}

/// The form of a phrase's message id: `phrase` → `""`, `phrase-acc` → `acc`.
pub(super) fn phrase_form(id: &str) -> Option<&str> {
    if id == "phrase" {
        Some("")
    } else {
        id.strip_prefix("phrase-")
    }
}

/// The phrases a resource defines.
pub(super) fn phrases(res: &FluentResource) -> Vec<Phrase> {
    res.entries()
        .filter_map(|e| match e {
            Entry::Message(m) => Some(Phrase {
                form: phrase_form(m.id.name)?.to_string(),
                vars: m
                    .value
                    .as_ref()
                    .map(|p| ftl::vars(p).into_iter().map(str::to_string).collect())
                    .unwrap_or_default(),
            }),
            _ => None,
        })
        .collect()
}

/// The value of a message's variable.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Arg {
    /// Text as it is.
    Text(String),
    /// A number (plural categories select on it).
    Num(i64),
    /// Cards with how many of each, in order: named in each of the language's phrases.
    Cards(Vec<(CardId, u32)>),
    /// A player's name: with the forms of the name (see the module's documentation).
    Player(String),
    /// A mat (its index in the database): its name and its entry's attributes.
    Mat(u8),
}

impl Arg {
    /// One card.
    pub fn card(k: CardId) -> Arg {
        Arg::Cards(vec![(k, 1)])
    }
}

/// The variables of the program's messages (outside the log) that hold a player's name.
pub(super) const PLAYER_VARS: &[&str] = &["player", "owner"];

/// What a language says about the names of players: the attributes of its `name-human`
/// and `name-bot` messages, and the ids of its `bot-*` messages.
#[derive(Debug, Default)]
pub(super) struct PlayerGrammar {
    pub(super) attrs: Vec<String>,
    bots: Vec<String>,
}

impl PlayerGrammar {
    pub(super) fn of(res: &FluentResource) -> Self {
        let mut g = PlayerGrammar::default();
        for e in res.entries() {
            let Entry::Message(m) = e else { continue };
            if matches!(m.id.name, "name-human" | "name-bot") {
                for a in &m.attributes {
                    if !g.attrs.iter().any(|x| x == a.id.name) {
                        g.attrs.push(a.id.name.to_string());
                    }
                }
            } else if m.id.name.starts_with("bot-") {
                g.bots.push(m.id.name.to_string());
            }
        }
        g
    }
}

/// The most seats a game has.
const SEATS: i64 = 6;

impl Locale {
    /// A message with its values, each with its grammar (see the module's documentation);
    /// the id itself if the message is missing everywhere.
    pub fn message(&self, db: &Db, id: &str, args: Vec<(&str, Arg)>) -> String {
        let mut a = FluentArgs::new();
        for (name, v) in args {
            match v {
                Arg::Text(s) => a.set(name, FluentValue::from(s)),
                Arg::Num(n) => a.set(name, FluentValue::from(n)),
                Arg::Cards(items) => {
                    let default = self.phrases.iter().find(|p| p.form.is_empty());
                    a.set(name, FluentValue::from(self.list(db, &items, default)));
                    for ph in self.phrases.iter().filter(|p| !p.form.is_empty()) {
                        let s = self.list(db, &items, Some(ph));
                        a.set(format!("{name}_{}", ph.form), FluentValue::from(s));
                    }
                }
                Arg::Player(s) => {
                    for (attr, val) in self.player_forms(&s) {
                        a.set(format!("{name}_{attr}"), FluentValue::from(val));
                    }
                    a.set(name, FluentValue::from(s));
                }
                Arg::Mat(m) => {
                    if (m as usize) < db.mats.len() {
                        a.set(name, FluentValue::from(self.mat_name(db, m)));
                        for (attr, val) in self.mat_attrs(db, m) {
                            a.set(format!("{name}_{attr}"), FluentValue::from(val));
                        }
                    }
                }
            }
        }
        self.get(id, None, Some(&a))
            .unwrap_or_else(|| id.to_string())
    }

    /// The infinitive of what a card prompt does with the chosen cards (a `verb-*`
    /// message), told where they go: `$to` is `mat` (with `$mat` and its forms), `hand`,
    /// `deck`, `discard`, `trash`, `supply`, `aside` or `other`.
    pub fn verb(&self, db: &Db, id: &str, to: Dest) -> String {
        let place = match to {
            Dest::Mat(_) => "mat",
            Dest::Hand => "hand",
            Dest::Deck | Dest::DeckAnyOrder => "deck",
            Dest::Discard => "discard",
            Dest::Trash => "trash",
            Dest::Supply => "supply",
            Dest::SetAside => "aside",
            Dest::Back | Dest::BackAnyOrder | Dest::Anywhere => "other",
        };
        let mut args = vec![("to", Arg::Text(place.into()))];
        if let Dest::Mat(m) = to {
            if let Ok(m) = u8::try_from(m.index()) {
                args.push(("mat", Arg::Mat(m)));
            }
        }
        self.message(db, id, args)
    }

    /// A message about a mat: `$mat` is its name, `$mat_<attr>` each attribute of its
    /// entry (`$mat_label`), besides `args`.
    pub fn msg_mat(&self, id: &str, args: &[(&str, FluentValue)], db: &Db, m: u8) -> String {
        let mut a = FluentArgs::new();
        for (key, v) in args {
            a.set(*key, v.clone());
        }
        if (m as usize) < db.mats.len() {
            a.set("mat", FluentValue::from(self.mat_name(db, m)));
            for (attr, val) in self.mat_attrs(db, m) {
                a.set(format!("mat_{attr}"), FluentValue::from(val));
            }
        }
        self.get(id, None, Some(&a))
            .unwrap_or_else(|| id.to_string())
    }

    /// The forms of a player's name: (attribute, value) for each attribute of the
    /// language's `name-human` / `name-bot` (the attribute's value for a name the program
    /// gave, else the name), and `initial`.
    pub(super) fn player_forms(&self, name: &str) -> Vec<(String, String)> {
        let initial = name.chars().next().map(|c| super::fold(&c.to_string()));
        let mut out = vec![("initial".to_string(), initial.unwrap_or_default())];
        if self.players.attrs.is_empty() {
            return out;
        }
        // A chosen name is its own form, but for the gender it was given.
        if let Some(gender) = self.chosen_gender(name) {
            for attr in &self.players.attrs {
                let v = match gender {
                    Some(g) if attr == "gender" => g,
                    _ => name,
                };
                out.push((attr.clone(), v.to_string()));
            }
            return out;
        }
        let given = self.given_name(name);
        for attr in &self.players.attrs {
            let v = given
                .as_ref()
                .and_then(|(id, args)| self.get(id, Some(attr), Some(args)))
                .unwrap_or_else(|| name.to_string());
            out.push((attr.clone(), v));
        }
        out
    }

    /// The message and arguments that gave `name`, if the program did: a seat's name
    /// (`name-human`) or a bot's (`name-bot`).
    fn given_name(&self, name: &str) -> Option<(&'static str, FluentArgs<'static>)> {
        for n in 1..=SEATS {
            let mut a = FluentArgs::new();
            a.set("n", FluentValue::from(n));
            if self.get("name-human", None, Some(&a)).as_deref() == Some(name) {
                return Some(("name-human", a));
            }
            for bot in &self.players.bots {
                let mut a = FluentArgs::new();
                a.set("n", FluentValue::from(n));
                a.set("bot", FluentValue::from(self.msg(bot, &[])));
                if self.get("name-bot", None, Some(&a)).as_deref() == Some(name) {
                    return Some(("name-bot", a));
                }
            }
        }
        None
    }

    /// Add the forms of the players' names (see [`PLAYER_VARS`]) and of a card given by
    /// its name to `args`: every message gets them, however the program formats it.
    pub(super) fn with_forms(&self, a: &mut FluentArgs) {
        self.with_card_forms(a);
        let names: Vec<(&str, String)> = PLAYER_VARS
            .iter()
            .filter_map(|&k| match a.get(k) {
                Some(FluentValue::String(s)) => Some((k, s.to_string())),
                _ => None,
            })
            .collect();
        for (k, name) in names {
            for (attr, val) in self.player_forms(&name) {
                a.set(format!("{k}_{attr}"), FluentValue::from(val));
            }
        }
    }

    /// Items joined with the language's `list-sep` and `list-sep-last` ("A, B und C"),
    /// for any list a message gets as one value.
    pub fn join(&self, items: Vec<String>) -> String {
        let n = items.len();
        if n < 2 {
            return items.concat();
        }
        let sep = self
            .get("list-sep", None, None)
            .unwrap_or_else(|| ", ".into());
        let last = self
            .get("list-sep-last", None, None)
            .unwrap_or_else(|| sep.clone());
        let mut s = String::new();
        for (i, it) in items.into_iter().enumerate() {
            if i > 0 {
                s += if i + 1 == n { &last } else { &sep };
            }
            s += &it;
        }
        s
    }

    /// Cards in a phrase (each with its count), joined.
    pub(super) fn list(&self, db: &Db, items: &[(CardId, u32)], ph: Option<&Phrase>) -> String {
        let v = items
            .iter()
            .map(|&(k, n)| self.phrase(db, k, n, ph))
            .collect();
        self.join(v)
    }

    /// `n` copies of a card in a phrase: the phrase gets `$count`, `$name` and the card
    /// entry's attributes (a missing one is the name: `dominion check` reports it).
    pub(super) fn phrase(&self, db: &Db, k: CardId, n: u32, ph: Option<&Phrase>) -> String {
        let id = format!("card-{}", db.card(k).id);
        self.phrase_of(&id, self.card_name(db, k), n, ph)
    }

    /// `n` copies of the card of entry `id` (named `name`) in a phrase.
    fn phrase_of(&self, id: &str, name: String, n: u32, ph: Option<&Phrase>) -> String {
        let Some(ph) = ph else {
            return if n == 1 { name } else { format!("{n} {name}") };
        };
        let phrase_id = if ph.form.is_empty() {
            "phrase".to_string()
        } else {
            format!("phrase-{}", ph.form)
        };
        let mut a = FluentArgs::new();
        for v in &ph.vars {
            match v.as_str() {
                "count" => a.set("count", FluentValue::from(n)),
                "name" => a.set("name", FluentValue::from(name.clone())),
                attr => {
                    let own = self
                        .bundle
                        .get_message(id)
                        .and_then(|m| m.get_attribute(attr));
                    let val = own.and_then(|_| self.get(id, Some(attr), None));
                    a.set(
                        attr.to_string(),
                        FluentValue::from(val.unwrap_or(name.clone())),
                    );
                }
            }
        }
        let Some(p) = self.bundle.get_message(&phrase_id).and_then(|m| m.value()) else {
            return name;
        };
        let mut errs = vec![];
        self.bundle
            .format_pattern(p, Some(&a), &mut errs)
            .into_owned()
    }

    /// Add `$card_<form>` for a `$card` given as a name (a message of the terminal): the
    /// card of that name in each of the language's phrases, unless they are there.
    fn with_card_forms(&self, a: &mut FluentArgs) {
        let Some(FluentValue::String(name)) = a.get("card") else {
            return;
        };
        let name = name.to_string();
        let forms: Vec<&Phrase> = self.phrases.iter().filter(|p| !p.form.is_empty()).collect();
        let Some(first) = forms.first() else { return };
        if a.get(format!("card_{}", first.form)).is_some() {
            return;
        }
        let Some((_, id)) = self.card_names.iter().find(|(n, _)| *n == name) else {
            return;
        };
        for ph in forms {
            let v = self.phrase_of(id, name.clone(), 1, Some(ph));
            a.set(format!("card_{}", ph.form), FluentValue::from(v));
        }
    }
}

/// The ids of the card entries of a resource (`card-copper` ...).
pub(super) fn card_ids(res: &FluentResource) -> Vec<String> {
    (res.entries())
        .filter_map(|e| match e {
            Entry::Message(m) if m.id.name.starts_with("card-") => Some(m.id.name.to_string()),
            _ => None,
        })
        .collect()
}

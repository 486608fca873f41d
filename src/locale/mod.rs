//! Languages: card names and texts, log lines and prompts, from Project Fluent files
//! (`locales/<lang>.ftl`). A message missing in a language falls back to English.
//!
//! - [`Locale`] loads a language and formats messages; [`Locale::render_log`] turns the
//!   engine's events into log lines for a reader (`render.rs`).
//! - [`check`] lists every problem of every language in one run (`check.rs`).
//!
//! How a language names cards in log lines is the localizer's: see the header of
//! `locales/de.ftl` ("phrases") and the README's "How a localizer adds a language".

mod args;
mod check;
mod checker;
mod collate;
mod ftl;
mod known;
mod lint;
mod names;
mod parsed;
mod reader;
mod render;
mod status;
mod usage;

pub use args::Arg;
pub use check::{check, Progress, Report};
pub use names::{parse_names, ChosenName, NamesError};
pub use reader::LogReader;

use crate::db::{CardId, Db, SetId};
use crate::diagnostics::Diagnostic;
use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use std::path::{Path, PathBuf};

// `EMBEDDED` (every `locales/*.ftl`, English first) and `NAMED` (the message ids the
// program names), written by build.rs.
include!(concat!(env!("OUT_DIR"), "/locales.rs"));

/// One language, with English behind it for missing messages.
pub struct Locale {
    lang: String,
    dir: Option<PathBuf>,
    bundle: FluentBundle<FluentResource>,
    fallback: Option<FluentBundle<FluentResource>>,
    /// The language's phrases (`phrase`, `phrase-acc`, ...): how it names a card.
    phrases: Vec<args::Phrase>,
    /// The forms of players' names (`args.rs`).
    players: args::PlayerGrammar,
    /// The letters of its own the language's alphabet sorts apart (`collate.rs`).
    collation: collate::Tailoring,
    /// Each card's name in this language, with the id of its entry: the forms of a card a
    /// message gets by its name (`args.rs`).
    card_names: Vec<(String, String)>,
    /// The players' names chosen on the command line, by seat (`names.rs`).
    chosen: Vec<Option<ChosenName>>,
}

/// The message with the language's collation rules (`collate.rs`).
const COLLATION: &str = "collation";

/// The file name a language is read from, as shown in messages.
fn file_name(lang: &str, dir: Option<&Path>) -> String {
    match dir {
        Some(d) => d.join(format!("{lang}.ftl")).display().to_string(),
        None => format!("locales/{lang}.ftl"),
    }
}

/// Read a language's `.ftl` source: embedded, or `<dir>/<lang>.ftl`. Returns the file name
/// (for messages) and the text.
fn source(lang: &str, dir: Option<&Path>) -> Result<(String, String), Box<Diagnostic>> {
    let name = file_name(lang, dir);
    match dir {
        Some(d) => std::fs::read_to_string(d.join(format!("{lang}.ftl")))
            .map(|s| (name.clone(), s))
            .map_err(|e| {
                let mut diag = Diagnostic::plain(&name, format!("cannot read the locale: {e}"));
                let known = languages(Some(d));
                diag.suggestion =
                    crate::suggest::did_you_mean(lang, known.iter().map(|s| s.as_str()))
                        .map(|s| format!("--lang {s}"));
                Box::new(diag)
            }),
        None => EMBEDDED
            .iter()
            .find(|(l, _)| *l == lang)
            .map(|(_, s)| (name, s.to_string()))
            .ok_or_else(|| {
                let known: Vec<&str> = EMBEDDED.iter().map(|(l, _)| *l).collect();
                let mut diag = Diagnostic::plain(
                    &format!("--lang {lang}"),
                    format!(
                        "no built-in language `{lang}` (built in: {}); to use your own file, \
                         give --locales DIR with DIR/{lang}.ftl (and DIR/en.ftl)",
                        known.join(", ")
                    ),
                );
                diag.suggestion = crate::suggest::did_you_mean(lang, known.iter().copied())
                    .map(|s| format!("--lang {s}"));
                Box::new(diag)
            }),
    }
}

/// A language's bundle, and its phrases.
///
/// One broken entry costs one entry: a syntax error drops only the entry it is in (the
/// parser's partial resource is used, and the message falls back to English), and a
/// message defined twice keeps its first definition. `dominion check` reports both.
fn bundle(
    lang: &str,
    dir: Option<&Path>,
) -> Result<(FluentBundle<FluentResource>, Grammar), Box<Diagnostic>> {
    let (_, src) = source(lang, dir)?;
    let res = FluentResource::try_new(src).unwrap_or_else(|(partial, _)| partial);
    let grammar = (
        args::phrases(&res),
        args::PlayerGrammar::of(&res),
        args::card_ids(&res),
    );
    let id: unic_langid::LanguageIdentifier = lang.parse().unwrap_or_default();
    let mut b = FluentBundle::new(vec![id]);
    b.set_use_isolating(false);
    // NUMBER() is the only function; `check` rejects any other.
    let _ = b.add_builtins();
    let _ = b.add_resource(res);
    Ok((b, grammar))
}

/// A language's phrases and the forms of its players' names.
type Grammar = (Vec<args::Phrase>, args::PlayerGrammar, Vec<String>);

/// The message id naming a preset: `preset-` and its English name in lower case, spaces
/// as hyphens, other characters than letters, digits and hyphens left out
/// (`The King's Army`: `preset-the-kings-army`).
pub fn preset_key(english: &str) -> String {
    let name: String = (english.to_lowercase().chars())
        .map(|c| if c == ' ' { '-' } else { c })
        .filter(|c| c.is_ascii_alphanumeric() || *c == '-')
        .collect();
    format!("preset-{name}")
}

impl Locale {
    /// Load a language (`en`, `de`, ...), from `dir` if given, else the embedded copy.
    pub fn load(lang: &str, dir: Option<&Path>) -> Result<Locale, Box<Diagnostic>> {
        let (b, (phrases, players, mut ids)) = bundle(lang, dir)?;
        let fallback = if lang == "en" {
            None
        } else {
            let (en, (_, _, en_ids)) = bundle("en", dir)?;
            ids.extend(en_ids);
            Some(en)
        };
        let mut loc = Locale {
            lang: lang.to_string(),
            dir: dir.map(Path::to_path_buf),
            bundle: b,
            fallback,
            phrases,
            players,
            collation: collate::Tailoring::default(),
            card_names: vec![],
            chosen: vec![],
        };
        for id in ids {
            if let Some(name) = loc.get(&id, None, None) {
                loc.card_names.push((name, id));
            }
        }
        // Rules `check` rejects sort as English does.
        let rules = loc.get(COLLATION, None, None).unwrap_or_default();
        loc.collation = collate::Tailoring::parse(&rules).unwrap_or_default();
        Ok(loc)
    }

    /// The language code.
    pub fn lang(&self) -> &str {
        &self.lang
    }

    /// The directory the language was read from (`None`: the built-in copy).
    pub fn dir(&self) -> Option<&Path> {
        self.dir.as_deref()
    }

    /// Another language from the same place as this one (this one again if it is `lang`).
    pub fn sibling(&self, lang: &str) -> Result<Locale, Box<Diagnostic>> {
        Locale::load(lang, self.dir())
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
        self.with_forms(&mut a);
        self.get(id, None, Some(&a))
            .unwrap_or_else(|| id.to_string())
    }

    /// A message about a card: `$card` is its bare name, and `$card_<form>` the card in
    /// each of the language's phrases (`$card_acc`, `$card_the` in German: "die Provinz"),
    /// as log lines have them; so that an error or a prompt can decline the name too.
    pub fn msg_card(&self, id: &str, args: &[(&str, FluentValue)], db: &Db, k: CardId) -> String {
        let mut a = FluentArgs::new();
        for (key, v) in args {
            a.set(*key, v.clone());
        }
        a.set("card", FluentValue::from(self.card_name(db, k)));
        for ph in self.phrases.iter().filter(|p| !p.form.is_empty()) {
            let name = format!("card_{}", ph.form);
            a.set(name, FluentValue::from(self.phrase(db, k, 1, Some(ph))));
        }
        self.with_forms(&mut a);
        self.get(id, None, Some(&a))
            .unwrap_or_else(|| id.to_string())
    }

    /// A preset's name in this language (message [`preset_key`]), if this language
    /// names it.
    pub fn preset_name(&self, english: &str) -> Option<String> {
        let id = preset_key(english);
        self.bundle.get_message(&id)?;
        self.get(&id, None, None)
    }

    /// A card by its name in this language (any case; `Name (1E)` for one edition, else
    /// the card the English name finds).
    pub fn find_card(&self, db: &Db, name: &str) -> Option<CardId> {
        let want = name.trim().to_lowercase();
        (0..db.cards.len()).find_map(|i| {
            let k = CardId(u16::try_from(i).ok()?);
            let local = self.card_name(db, k).to_lowercase();
            let c = db.card(k);
            match c.edition {
                _ if local == want => db.find(&c.name),
                Some(e) if format!("{local} ({e}e)") == want => Some(k),
                _ => None,
            }
        })
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

    /// Any other attribute of a card's message in this language (`gender`, `plural`,
    /// `accusative`, `option-1`, ...); `None` when this language's entry lacks it.
    pub fn card_attr(&self, db: &Db, k: CardId, attr: &str) -> Option<String> {
        let id = format!("card-{}", db.card(k).id);
        self.bundle.get_message(&id)?.get_attribute(attr)?;
        self.get(&id, Some(attr), None)
    }

    /// A token's name (`Embargo token`).
    pub fn token_name(&self, db: &Db, t: u8) -> String {
        let d = &db.tokens[t as usize];
        self.get(&format!("token-{}", d.id), None, None)
            .unwrap_or_else(|| format!("{} token", d.words))
    }

    /// A mat's name.
    pub fn mat_name(&self, db: &Db, m: u8) -> String {
        let d = &db.mats[m as usize];
        self.get(&format!("mat-{}", d.id), None, None)
            .unwrap_or_else(|| format!("{} mat", d.words))
    }

    /// The attributes of a mat's entry in this language (`gender`, ...), formatted.
    pub(super) fn mat_attrs(&self, db: &Db, m: u8) -> Vec<(String, String)> {
        let id = format!("mat-{}", db.mats[m as usize].id);
        let Some(msg) = self.bundle.get_message(&id) else {
            return vec![];
        };
        msg.attributes()
            .map(|a| {
                let mut errs = vec![];
                let v = self.bundle.format_pattern(a.value(), None, &mut errs);
                (a.id().to_string(), v.into_owned())
            })
            .collect()
    }

    /// A type's name.
    pub fn type_name(&self, ty: &str) -> String {
        self.get(&format!("type-{}", ty.to_lowercase()), None, None)
            .unwrap_or_else(|| ty.to_string())
    }

    /// A set's name (`set-<id>`), or its English name with the edition.
    pub fn set_name(&self, db: &Db, s: SetId) -> String {
        let Some(d) = db.sets.get(s.index()) else {
            return String::new();
        };
        self.get(&format!("set-{}", d.id), None, None)
            .unwrap_or_else(|| d.full_name())
    }

    /// A list of card names joined with `list-sep` (for the terminal's views).
    pub fn card_list(&self, db: &Db, cards: &[CardId]) -> String {
        let sep = self.msg("list-sep", &[]);
        cards
            .iter()
            .map(|&k| self.card_name(db, k))
            .collect::<Vec<_>>()
            .join(&sep)
    }
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

/// `dominion check` for the locales, rendered for humans.
#[derive(Debug, Clone, Default)]
pub struct Summary {
    /// Each language's progress (`fr: 212/212 messages, 42/102 cards`), English first.
    pub progress: Vec<String>,
    /// Each warning (file:line:col, the line, a caret, "did you mean").
    pub warnings: Vec<String>,
    /// Each problem. Empty: the locales are fine.
    pub problems: Vec<String>,
    /// The number of languages checked.
    pub languages: usize,
}

/// Every problem and warning of every language, and each one's progress, rendered. See
/// [`check`] for them as data.
pub fn check_locales(db: &Db, dir: Option<&Path>) -> Summary {
    let r = check(db, dir);
    Summary {
        progress: r.progress.iter().map(|p| p.to_string()).collect(),
        warnings: (r.warnings.iter())
            .map(|d| d.render().trim_end().replacen(": error", ": warning", 1))
            .collect(),
        problems: (r.problems.iter())
            .map(|d| d.render().trim_end().to_string())
            .collect(),
        languages: r.languages,
    }
}

/// A name folded for matching and sorting: lower case, accents and ligatures of Latin
/// letters taken off (`Éé` → `ee`, `ß` → `ss`), so
/// that a player can type a name without its accents and names sort as in a dictionary.
pub fn fold(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars().flat_map(char::to_lowercase) {
        let base = match c {
            'à' | 'á' | 'â' | 'ã' | 'ä' | 'å' | 'ā' | 'ă' | 'ą' => "a",
            'æ' => "ae",
            'ç' | 'ć' | 'č' => "c",
            'è' | 'é' | 'ê' | 'ë' | 'ē' | 'ė' | 'ę' | 'ě' => "e",
            'ì' | 'í' | 'î' | 'ï' | 'ī' | 'į' => "i",
            'ñ' | 'ń' | 'ň' => "n",
            'ò' | 'ó' | 'ô' | 'õ' | 'ö' | 'ø' | 'ō' | 'ő' => "o",
            'œ' => "oe",
            'ß' => "ss",
            'ś' | 'š' | 'ş' => "s",
            'ù' | 'ú' | 'û' | 'ü' | 'ū' | 'ů' | 'ű' => "u",
            'ý' | 'ÿ' => "y",
            'ź' | 'ż' | 'ž' => "z",
            'ł' => "l",
            'ř' => "r",
            'ť' => "t",
            'ď' => "d",
            '’' | 'ʼ' => "'",
            _ => {
                out.push(c);
                continue;
            }
        };
        out.push_str(base);
    }
    out
}

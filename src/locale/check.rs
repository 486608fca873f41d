//! `dominion check` for the locales: every problem of every language in one run.
//!
//! What a language must have is derived, not listed in Rust per language:
//! - from `cards.ron`: a `card-<id>` entry (name and `.text`) for every card, `mat-<id>`,
//!   `token-<id>`, `type-<type>` and `set-<set>` entries; `.option-N` labels for the
//!   options of a card's "choose one" or "in either order";
//! - from the log's contract ([`super::render::MESSAGES`]): every log message, with only
//!   the variables the engine gives it;
//! - from the language's own phrases: every variable a phrase uses besides `$count` and
//!   `$name` is an attribute every card entry needs (German's phrases use `$gender`,
//!   `$accusative`, `$definite`, `$plural`, so each German card needs those), and the
//!   variant keys a phrase selects on are the values that attribute may take (`.gender`
//!   must be `masculine`, `feminine` or `neuter`); likewise `$mat_<attr>` in any message
//!   for mat entries (a `.label` for the start of a line), and `$player_<attr>` for the
//!   attributes of `name-human` and `name-bot` (the forms of players' names, `args.rs`);
//! - from the program's source for everything else (prompts and the terminal's texts):
//!   every message id `src/` names (`NAMED`, listed by build.rs), with the attributes of
//!   the English message and only variables the English message uses; English lists each
//!   message's variables in its `# Variables:` comment (`lint.rs`);
//! - log lines for places no card puts cards into are needed by none (`usage.rs`).
//!
//! Anything else is unknown, with "did you mean". Syntax errors are given at their line
//! and column. A language built into the program must have everything; for another one
//! (`--locales DIR` with a new file), what it lacks is a warning. `status.rs` counts each
//! language's progress and warns for messages identical to English or used by nothing;
//! `lint.rs` checks what Fluent does not (functions, cycles, variables, command keys).

use super::args::phrase_form;
use super::args::PLAYER_VARS;
use super::checker::Checker;
use super::known::{Cat, Known};
use super::parsed::{Attr, File, Msg};
use super::render::Kind;
pub use super::status::Progress;
use super::{ftl, languages, source};
use crate::db::Db;
use crate::diagnostics::Diagnostic;
use crate::suggest::did_you_mean;
use fluent_syntax::ast::Resource;
use fluent_syntax::parser::ParserError;
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// The problems of the locales.
#[derive(Debug, Default)]
pub struct Report {
    /// Every problem, language by language (English first), located ones in file order.
    pub problems: Vec<Diagnostic>,
    /// What is worth a look but breaks nothing: a message identical to English, a message
    /// nothing uses, and what a language that is not built in lacks.
    pub warnings: Vec<Diagnostic>,
    /// How far each language is, English first.
    pub progress: Vec<Progress>,
    /// The number of languages checked.
    pub languages: usize,
}

impl Report {
    /// No problem at all.
    pub fn ok(&self) -> bool {
        self.problems.is_empty()
    }
}

/// Check the locales of `dir` (or the embedded ones) against the database: every problem
/// of every language (see the module's documentation for what is checked).
pub fn check(db: &Db, dir: Option<&Path>) -> Report {
    let mut langs = languages(dir);
    langs.sort_by_key(|l| (l != "en", l.clone()));
    let mut problems = vec![];
    if !langs.iter().any(|l| l == "en") {
        problems.push(Diagnostic::plain(
            &super::file_name("en", dir),
            "missing: English is the fallback language and must exist",
        ));
    }
    let mut texts: Vec<(String, String, String)> = vec![];
    for l in &langs {
        match source(l, dir) {
            Ok((name, src)) => texts.push((l.clone(), name, src)),
            Err(d) => problems.push(*d),
        }
    }
    let parsed: Vec<(Resource<&str>, Vec<ParserError>)> = texts
        .iter()
        .map(|(_, _, s)| match fluent_syntax::parser::parse(s.as_str()) {
            Ok(r) => (r, vec![]),
            Err((r, e)) => (r, e),
        })
        .collect();
    let files: Vec<File> = texts
        .iter()
        .zip(&parsed)
        .map(|((l, n, s), (r, _))| File::new(l, n, s, r))
        .collect();
    let en = files.iter().find(|f| f.lang == "en");
    let known = Known::new(db);
    let mut warnings = vec![];
    let mut progress = vec![];
    for (f, (_, errs)) in files.iter().zip(&parsed) {
        let mut p: Vec<Diagnostic> = errs
            .iter()
            .map(|e| ftl::syntax_error(f.name, f.src, e))
            .collect();
        // A message cut short by a syntax error lost its later attributes: the error says
        // so, "missing" would only repeat it.
        let mut starts: Vec<usize> = f.msgs.iter().map(|m| ftl::offset(f.src, m.id)).collect();
        starts.sort_unstable();
        let broken: BTreeSet<&str> = f
            .msgs
            .iter()
            .filter(|m| {
                let at = ftl::offset(f.src, m.id);
                let next = starts
                    .iter()
                    .copied()
                    .find(|&s| s > at)
                    .unwrap_or(usize::MAX);
                errs.iter().any(|e| (at..next).contains(&e.pos.start))
            })
            .map(|m| m.id)
            .collect();
        let mut w = vec![];
        let mut c = Checker {
            f,
            en: en.filter(|e| e.lang != f.lang),
            known: &known,
            broken,
            p: &mut p,
            w: &mut w,
        };
        c.run();
        progress.push(c.progress());
        super::lint::lint(f, en.filter(|e| e.lang != f.lang), &mut p, &mut w);
        problems.extend(in_file_order(p));
        warnings.extend(in_file_order(w));
    }
    Report {
        problems,
        warnings,
        progress,
        languages: langs.len(),
    }
}

/// Located problems by line and column, then the others.
fn in_file_order(p: Vec<Diagnostic>) -> Vec<Diagnostic> {
    let (mut located, plain): (Vec<_>, Vec<_>) = p.into_iter().partition(|d| d.line > 0);
    located.sort_by_key(|d| (d.line, d.col));
    located.extend(plain);
    located
}

/// What a language's phrases and log messages ask of card and mat entries.
#[derive(Default)]
struct Needs<'a> {
    /// Phrase forms (`acc` for `phrase-acc`).
    forms: Vec<&'a str>,
    /// Attributes every card entry needs, with a phrase that uses each.
    card_attrs: Vec<(&'a str, &'a str)>,
    /// Attributes every mat entry needs.
    mat_attrs: Vec<&'a str>,
    /// The forms of players' names: the attributes of `name-human` and `name-bot`, and
    /// `initial` (`args.rs`).
    player_attrs: Vec<&'a str>,
    /// A language with no phrase yet (a translation begun from a part of en.ftl): the
    /// attributes English's phrases use, allowed on its cards but not required.
    inherited: Vec<&'a str>,
    /// The values an attribute may take: the variant keys selecting on it.
    card_values: BTreeMap<&'a str, BTreeSet<&'a str>>,
    mat_values: BTreeMap<&'a str, BTreeSet<&'a str>>,
}

impl<'a> Checker<'_, 'a> {
    fn run(&mut self) {
        let needs = self.needs();
        let f = self.f;
        let mut seen: BTreeMap<&str, usize> = BTreeMap::new();
        for m in &f.msgs {
            if let Some(first) = seen.insert(m.id, ftl::offset(f.src, m.id)) {
                let line = f.src[..first].matches('\n').count() + 1;
                self.p.push(f.at(
                    m.id,
                    format!("`{}` is defined twice (first on line {line})", m.id),
                ));
                continue;
            }
            self.references(m);
            self.identical(m);
            match self.known.cat(m.id, self.en.or(Some(f))) {
                Some(Cat::Card(id, n)) => self.card(m, id, n, &needs),
                Some(Cat::Mat) => self.mat(m, &needs),
                Some(Cat::Name) => self.like_english(m, &needs),
                Some(Cat::Other) => {
                    self.unused(m);
                    self.like_english(m, &needs)
                }
                Some(Cat::Log(args)) => {
                    if self.known.unemitted.contains(m.id) {
                        let d = f.at(
                            m.id,
                            format!(
                                "nothing uses `{}`: no card in the card database gains or \
                                 puts cards there (remove it; `check` asks for it again when \
                                 a card does)",
                                m.id
                            ),
                        );
                        self.w.push(d);
                    }
                    self.log(m, args, &needs)
                }
                Some(Cat::Phrase) => self.no_attrs(m),
                None => {
                    let all = self.known.all(f, self.en);
                    let mut d = f.at(m.id, format!("unknown message `{}`", m.id));
                    d.suggestion = did_you_mean(m.id, all).map(str::to_string);
                    self.p.push(d);
                }
            }
        }
        self.missing();
    }

    /// The forms of the phrases, what they ask of card entries, and the values
    /// selectors accept.
    fn needs(&mut self) -> Needs<'a> {
        let f = self.f;
        let mut n = Needs::default();
        let on_cards: BTreeSet<&str> = f
            .msgs
            .iter()
            .filter(|m| self.known.cards.contains_key(m.id))
            .flat_map(|m| m.attrs.iter().map(|a| a.name))
            .collect();
        for m in &f.msgs {
            let Some(form) = phrase_form(m.id) else {
                continue;
            };
            n.forms.push(form);
            let Some(v) = m.value else { continue };
            for r in ftl::refs(v) {
                let ftl::Ref::Var { name, keys } = r else {
                    continue;
                };
                if name == "count" || name == "name" {
                    continue;
                }
                if !on_cards.contains(name) {
                    let cands = on_cards.iter().copied().chain(["count", "name"]);
                    if let Some(s) = did_you_mean(name, cands) {
                        let mut d =
                            f.at_var(name, format!("unknown variable `${name}` in `{}`", m.id));
                        d.suggestion = Some(format!("${s}"));
                        self.p.push(d);
                        continue;
                    }
                }
                if !n.card_attrs.iter().any(|(a, _)| *a == name) {
                    n.card_attrs.push((name, m.id));
                }
                n.card_values.entry(name).or_default().extend(keys);
            }
        }
        let on_mats: BTreeSet<&str> = f
            .msgs
            .iter()
            .filter(|m| self.known.mats.contains(m.id))
            .flat_map(|m| m.attrs.iter().map(|a| a.name))
            .collect();
        for m in &f.msgs {
            if self.known.mats.contains(m.id) {
                continue;
            }
            for r in m.patterns().flat_map(ftl::refs) {
                if let ftl::Ref::Var { name, keys } = r {
                    if let Some(attr) = name.strip_prefix("mat_") {
                        // A misspelling of an attribute the mats have is reported as an
                        // unknown variable (see `log`), not as an attribute they lack.
                        if !on_mats.contains(attr)
                            && did_you_mean(attr, on_mats.iter().copied()).is_some()
                        {
                            continue;
                        }
                        if !n.mat_attrs.contains(&attr) {
                            n.mat_attrs.push(attr);
                        }
                        n.mat_values.entry(attr).or_default().extend(keys);
                    }
                }
            }
        }
        self.players_and_inherited(&mut n);
        n.card_values.retain(|_, v| !v.is_empty());
        n.mat_values.retain(|_, v| !v.is_empty());
        n
    }

    /// The forms of players' names this language has, and for a language with no phrase
    /// yet, the attributes English's phrases use.
    fn players_and_inherited(&self, n: &mut Needs<'a>) {
        let f = self.f;
        if n.forms.is_empty() {
            let en_phrases = (self.en.iter())
                .flat_map(|e| e.msgs.iter())
                .filter(|m| phrase_form(m.id).is_some());
            for v in en_phrases.filter_map(|m| m.value).flat_map(ftl::vars) {
                if v != "count" && v != "name" && !n.inherited.contains(&v) {
                    n.inherited.push(v);
                }
            }
        }
        n.player_attrs.push("initial");
        for m in f.msgs.iter().filter(|m| NAMES.contains(&m.id)) {
            for a in &m.attrs {
                if !n.player_attrs.contains(&a.name) {
                    n.player_attrs.push(a.name);
                }
            }
        }
    }

    /// Message and term references must resolve within the file (Fluent does not fall
    /// back to English for them).
    fn references(&mut self, m: &Msg<'a>) {
        let f = self.f;
        for r in m.patterns().flat_map(ftl::refs) {
            match r {
                ftl::Ref::Message(id, attr) => match (f.get(id), attr) {
                    (None, _) => {
                        let mut d =
                            f.at(id, format!("`{}` refers to a missing message `{id}`", m.id));
                        d.suggestion =
                            did_you_mean(id, f.msgs.iter().map(|x| x.id)).map(str::to_string);
                        self.p.push(d);
                    }
                    (Some(x), Some(a)) if x.attr(a).is_none() => {
                        self.p
                            .push(f.at(a, format!("`{id}` has no attribute `.{a}`")));
                    }
                    _ => {}
                },
                ftl::Ref::Term(id) if !f.terms.contains(id) => {
                    let mut d = f.at(id, format!("`{}` refers to a missing term `-{id}`", m.id));
                    d.suggestion =
                        did_you_mean(id, f.terms.iter().copied()).map(|s| format!("-{s}"));
                    self.p.push(d);
                }
                _ => {}
            }
        }
    }

    fn unknown_attr(&mut self, m: &Msg<'a>, a: &Attr<'a>, allowed: &[String], why: &str) {
        let mut d = self.f.at(
            a.name,
            format!("unknown attribute `.{}` of `{}`{why}", a.name, m.id),
        );
        d.suggestion =
            did_you_mean(a.name, allowed.iter().map(|s| s.as_str())).map(|s| format!(".{s}"));
        self.p.push(d);
    }

    /// An attribute's value must be one the language's selectors know.
    fn value(&mut self, m: &Msg<'a>, a: &Attr<'a>, values: &BTreeMap<&str, BTreeSet<&str>>) {
        let Some(ok) = values.get(a.name) else { return };
        let Some(v) = ftl::plain(a.value) else { return };
        if ok.contains(v.trim()) {
            return;
        }
        let list: Vec<&str> = ok.iter().copied().collect();
        let mut d = self.f.at(
            v,
            format!(
                "`{}.{}` is `{}`, which the messages of this language do not select on; \
                 it must be one of: {}",
                m.id,
                a.name,
                v.trim(),
                list.join(", ")
            ),
        );
        d.suggestion = closest(v.trim(), &list).map(str::to_string);
        self.p.push(d);
    }

    fn card(&mut self, m: &Msg<'a>, id: &str, options: usize, n: &Needs<'a>) {
        let f = self.f;
        let card = id.strip_prefix("card-").unwrap_or(id).to_string();
        let mut allowed: Vec<String> = vec!["text".into()];
        allowed.extend(n.card_attrs.iter().map(|(a, _)| a.to_string()));
        allowed.extend((1..=options).map(|i| format!("option-{i}")));
        allowed.extend(n.inherited.iter().map(|a| a.to_string()));
        if m.value.is_none() {
            let mut d = f.at(m.id, format!("`{}` has no name (a value)", m.id));
            d.card = Some(card.clone());
            self.p.push(d);
        }
        for a in &m.attrs {
            if !allowed.iter().any(|x| x == a.name) {
                let why = if a.name.starts_with("option-") {
                    format!(" (the card has {options} options)")
                } else {
                    " (no phrase of this language uses it)".to_string()
                };
                self.unknown_attr(m, a, &allowed, &why);
            } else {
                self.value(m, a, &n.card_values);
            }
        }
        if self.broken.contains(m.id) {
            return;
        }
        let mut need: Vec<(String, String)> =
            vec![("text".into(), "every card has its text".into())];
        need.extend(
            n.card_attrs
                .iter()
                .map(|(a, p)| (a.to_string(), format!("`{p}` uses `${a}`"))),
        );
        need.extend((1..=options).map(|i| {
            (
                format!("option-{i}"),
                format!("the card's choice has {options} options"),
            )
        }));
        for (a, why) in need {
            if m.attr(&a).is_none() {
                let mut d = f.at(m.id, format!("`{}` has no `.{a}` ({why})", m.id));
                d.card = Some(card.clone());
                self.p.push(d);
            }
        }
    }

    fn mat(&mut self, m: &Msg<'a>, n: &Needs<'a>) {
        let allowed: Vec<String> = n.mat_attrs.iter().map(|a| a.to_string()).collect();
        for a in &m.attrs {
            if allowed.iter().any(|x| x == a.name) {
                self.value(m, a, &n.mat_values);
            } else {
                self.unknown_attr(m, a, &allowed, " (no message uses `$mat_` with it)");
            }
        }
        for a in &n.mat_attrs {
            if m.attr(a).is_none() && !self.broken.contains(m.id) {
                let d = self.f.at(
                    m.id,
                    format!("`{}` has no `.{a}` (messages use `$mat_{a}`)", m.id),
                );
                self.p.push(d);
            }
        }
    }

    fn no_attrs(&mut self, m: &Msg<'a>) {
        for a in &m.attrs {
            self.unknown_attr(m, a, &[], "");
        }
    }

    /// Attributes and variables as in the English message.
    fn like_english(&mut self, m: &Msg<'a>, n: &Needs<'a>) {
        let Some(e) = self.en.and_then(|en| en.get(m.id)) else {
            return;
        };
        let allowed: Vec<String> = e.attrs.iter().map(|a| a.name.to_string()).collect();
        for a in &m.attrs {
            // The attributes of the names the program gives players are the forms of
            // their names: the language's own.
            if !allowed.iter().any(|x| x == a.name) && !NAMES.contains(&m.id) {
                self.unknown_attr(m, a, &allowed, " (English has no such attribute)");
            }
        }
        for a in &e.attrs {
            if m.attr(a.name).is_none() && !self.broken.contains(m.id) {
                let d = self.f.at(
                    m.id,
                    format!("`{}` has no `.{}`, which English has", m.id, a.name),
                );
                self.p.push(d);
            }
        }
        let en_vars: Vec<&str> = e.patterns().flat_map(ftl::vars).collect();
        for v in m.patterns().flat_map(ftl::vars) {
            // `$card_<form>`: the card in one of the language's phrases, given wherever
            // English has `$card` (Locale::msg_card).
            let card_form = v.strip_prefix("card_").is_some() && en_vars.contains(&"card");
            if !en_vars.contains(&v) && !card_form && !self.form_var(v, &en_vars, n) {
                let mut d = self.f.at_var(
                    v,
                    format!(
                        "unknown variable `${v}` in `{}`: the English message does not use it",
                        m.id
                    ),
                );
                d.suggestion = did_you_mean(v, en_vars.iter().copied()).map(|s| format!("${s}"));
                self.p.push(d);
            }
        }
    }

    /// `$player_<attr>` / `$owner_<attr>` / `$mat_<attr>` where English has the plain
    /// variable, with a form this language has (an unknown one is reported here).
    fn form_var(&mut self, v: &str, en_vars: &[&str], n: &Needs<'a>) -> bool {
        let of = |var: &str| {
            let (base, attr) = v.split_at_checked(var.len() + 1)?;
            (base == format!("{var}_") && en_vars.contains(&var)).then_some(attr)
        };
        let (attr, known, what) = if let Some(a) = PLAYER_VARS.iter().find_map(|p| of(p)) {
            (a, &n.player_attrs, "the forms of players' names (attributes of `name-human` and `name-bot`, and `initial`)")
        } else if let Some(a) = of("mat") {
            (a, &n.mat_attrs, "the attributes of the `mat-*` entries")
        } else {
            return false;
        };
        if known.contains(&attr) {
            return true;
        }
        let mut d = self.f.at_var(
            v,
            format!(
                "unknown form `${v}`: `{attr}` is not one of {what}: {}",
                known
                    .iter()
                    .map(|x| format!("`{x}`"))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        );
        d.suggestion = did_you_mean(attr, known.iter().copied()).map(|s| s.to_string());
        self.p.push(d);
        true
    }

    /// A log message: a value, no attributes, only the variables the engine gives it.
    fn log(&mut self, m: &Msg<'a>, args: &[(&str, Kind)], n: &Needs<'a>) {
        self.no_attrs(m);
        if m.value.is_none() {
            self.p
                .push(self.f.at(m.id, format!("`{}` has no value", m.id)));
            return;
        }
        let mut allowed: Vec<String> = vec![];
        for (a, k) in args {
            allowed.push(a.to_string());
            match k {
                Kind::Cards => allowed.extend(
                    n.forms
                        .iter()
                        .filter(|f| !f.is_empty())
                        .map(|f| format!("{a}_{f}")),
                ),
                Kind::Mat => allowed.extend(n.mat_attrs.iter().map(|x| format!("{a}_{x}"))),
                Kind::Player => allowed.extend(n.player_attrs.iter().map(|x| format!("{a}_{x}"))),
                Kind::Text | Kind::Number => {}
            }
        }
        for v in m.patterns().flat_map(ftl::vars) {
            if allowed.iter().any(|x| x == v) {
                continue;
            }
            let hint = match args.iter().find(|(a, _)| v.starts_with(&format!("{a}_"))) {
                Some((a, Kind::Cards)) => format!(
                    " (`${a}_<form>` needs a phrase `phrase-<form>`; this language has: {})",
                    phrase_list(&n.forms)
                ),
                _ => String::new(),
            };
            let mut d = self.f.at_var(
                v,
                format!(
                    "unknown variable `${v}` in `{}`{hint}; it gets: {}",
                    m.id,
                    allowed
                        .iter()
                        .map(|x| format!("${x}"))
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
            );
            d.suggestion =
                did_you_mean(v, allowed.iter().map(|s| s.as_str())).map(|s| format!("${s}"));
            self.p.push(d);
        }
    }
}

/// The messages that name players (seats and bots): their attributes are the forms of
/// players' names.
const NAMES: &[&str] = &["name-human", "name-bot"];

/// The value meant: a near spelling, else the one sharing the longest start (at least
/// three letters: `female` → `feminine`).
fn closest<'v>(word: &str, values: &[&'v str]) -> Option<&'v str> {
    if let Some(s) = did_you_mean(word, values.iter().copied()) {
        return Some(s);
    }
    let common = |v: &str| {
        word.chars()
            .zip(v.chars())
            .take_while(|(a, b)| a.eq_ignore_ascii_case(b))
            .count()
    };
    values
        .iter()
        .copied()
        .map(|v| (common(v), v))
        .filter(|(n, _)| *n >= 3)
        .max_by_key(|(n, _)| *n)
        .map(|(_, v)| v)
}

fn phrase_list(forms: &[&str]) -> String {
    let v: Vec<String> = forms
        .iter()
        .map(|f| {
            if f.is_empty() {
                "`phrase`".to_string()
            } else {
                format!("`phrase-{f}`")
            }
        })
        .collect();
    if v.is_empty() {
        "none".into()
    } else {
        v.join(", ")
    }
}

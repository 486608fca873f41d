//! What a language must have, derived from the database, the log's contract and the
//! program's source (`NAMED`), and what kind of entry an id is.

use super::args::phrase_form;
use super::parsed::File;
use super::render::{Kind, MESSAGES};
use crate::ast::{find_effect, Ability, Effect};
use crate::db::Db;
use std::collections::{BTreeMap, BTreeSet};

/// What kind of entry an id is.
pub(super) enum Cat<'d> {
    /// `card-<id>`: the card's index and the number of its options.
    Card(&'d str, usize),
    /// `mat-<id>`.
    Mat,
    /// `token-`, `type-`, `set-` entries of the database: a name, attributes as in English.
    Name,
    /// A log message with the variables it receives.
    Log(&'static [(&'static str, Kind)]),
    /// A phrase of this language.
    Phrase,
    /// Another message of English (prompts, the terminal's texts).
    Other,
}

/// The entries the database, the log and the program require.
pub(super) struct Known {
    pub(super) cards: BTreeMap<String, usize>,
    pub(super) mats: BTreeSet<String>,
    pub(super) names: BTreeSet<String>,
    /// `preset-<name>` of every preset: optional (the English name is shown without).
    pub(super) presets: BTreeSet<String>,
    /// Log messages no card of the database makes the log use.
    pub(super) unemitted: BTreeSet<&'static str>,
    /// Messages the program names in its source (`NAMED`), with the file naming them.
    pub(super) named: BTreeMap<&'static str, &'static str>,
}

impl Known {
    pub(super) fn new(db: &Db) -> Self {
        let cards = db
            .cards
            .iter()
            .map(|c| (format!("card-{}", c.id), options(&c.rules.abilities)))
            .collect();
        let mats = db.mats.iter().map(|m| format!("mat-{}", m.id)).collect();
        let mut names: BTreeSet<String> = db
            .tokens
            .iter()
            .map(|t| format!("token-{}", t.id))
            .collect();
        names.extend(
            db.types
                .iter()
                .map(|t| format!("type-{}", t.name.to_lowercase())),
        );
        names.extend(db.sets.iter().map(|s| format!("set-{}", s.id)));
        let presets = db
            .presets
            .iter()
            .map(|p| super::preset_key(&p.name))
            .collect();
        let mut k = Known {
            cards,
            mats,
            names,
            presets,
            unemitted: super::usage::unemitted(db),
            named: BTreeMap::new(),
        };
        k.named.insert(super::COLLATION, "src/locale/collate.rs");
        for (id, file) in super::NAMED {
            if k.cat(id, None).is_none() && !reserved(id) {
                k.named.insert(id, file);
            }
        }
        k
    }

    /// The messages other than cards a language needs: mats, names, the log lines the
    /// cards may use and the messages the program names.
    pub(super) fn wanted(&self) -> Vec<&str> {
        let mut want: Vec<&str> = self.mats.iter().map(|s| s.as_str()).collect();
        want.extend(self.names.iter().map(|s| s.as_str()));
        want.extend(
            MESSAGES
                .iter()
                .map(|(m, _)| *m)
                .filter(|m| !self.unemitted.contains(m)),
        );
        want.extend(self.named.keys().copied());
        let mut seen = BTreeSet::new();
        want.retain(|id| seen.insert(*id));
        want
    }

    pub(super) fn cat<'s>(&'s self, id: &str, en: Option<&File>) -> Option<Cat<'s>> {
        if let Some((k, n)) = self.cards.get_key_value(id) {
            return Some(Cat::Card(k, *n));
        }
        if self.mats.contains(id) {
            return Some(Cat::Mat);
        }
        if self.names.contains(id) || self.presets.contains(id) {
            return Some(Cat::Name);
        }
        if let Some((_, args)) = MESSAGES.iter().find(|(m, _)| *m == id) {
            return Some(Cat::Log(args));
        }
        if phrase_form(id).is_some() {
            return Some(Cat::Phrase);
        }
        if reserved(id) {
            return None;
        }
        if self.named.contains_key(id) {
            return Some(Cat::Other);
        }
        en.and_then(|e| e.get(id)).map(|_| Cat::Other)
    }

    /// Every id a file may have, for "did you mean".
    pub(super) fn all<'s>(&'s self, f: &'s File, en: Option<&'s File>) -> Vec<&'s str> {
        let mut v: Vec<&str> = self.cards.keys().map(|s| s.as_str()).collect();
        v.extend(self.mats.iter().map(|s| s.as_str()));
        v.extend(self.names.iter().map(|s| s.as_str()));
        v.extend(MESSAGES.iter().map(|(m, _)| *m));
        v.extend(self.presets.iter().map(|s| s.as_str()));
        v.extend(self.named.keys().copied());
        v.extend(
            f.msgs
                .iter()
                .map(|m| m.id)
                .filter(|i| phrase_form(i).is_some()),
        );
        if let Some(e) = en {
            v.extend(
                e.msgs
                    .iter()
                    .map(|m| m.id)
                    .filter(|id| matches!(self.cat(id, Some(e)), Some(Cat::Other))),
            );
        }
        v
    }
}

/// Ids whose family the database or the log defines (`card-`, `log-`, ...): never a
/// message of the program's own.
fn reserved(id: &str) -> bool {
    let families = [
        "card-", "mat-", "token-", "type-", "set-", "log-", "bonus-", "list-", "preset-",
    ];
    families.iter().any(|r| id.starts_with(r))
}

/// How many labelled options a card's first "choose one" (or "in either order" of two
/// parts) has: its entries need `.option-1` to `.option-N`.
fn options(abilities: &[Ability]) -> usize {
    let mut count = |e: &Effect| match e {
        Effect::ChooseOne(o, _) | Effect::ChooseSome(_, o, _) => Some(o.len()),
        Effect::EitherOrder(p, _) if p.len() == 2 => Some(2),
        _ => None,
    };
    (abilities.iter())
        .filter_map(Ability::body)
        .find_map(|b| find_effect(b, &mut count))
        .unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::options;
    use crate::parse::parse_rules;

    #[test]
    fn options_are_found_inside_a_you_may_and_a_lasting_trigger() {
        for text in [
            "you may choose one: +1 card; or +1 action.",
            "this turn, when you gain a card: choose one: +$1; or +1 buy; or +1 action.",
            "+1 card. in either order: +1 action; +1 buy.",
        ] {
            let rules = parse_rules(text).expect("parses");
            let n = text.matches(';').count() + 1;
            assert_eq!(options(&rules.abilities), n, "{text}");
        }
        assert_eq!(options(&parse_rules("+1 card.").unwrap().abilities), 0);
    }
}

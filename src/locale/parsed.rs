//! A language file, parsed: its messages with their attributes and comments, and where
//! in the source each name is (for diagnostics).

use super::ftl;
use crate::diagnostics::Diagnostic;
use fluent_syntax::ast::{Entry, Pattern, Resource};
use std::collections::BTreeSet;

/// An attribute of a message.
pub(super) struct Attr<'a> {
    pub(super) name: &'a str,
    pub(super) value: &'a Pattern<&'a str>,
}

/// A message of a file.
pub(super) struct Msg<'a> {
    pub(super) id: &'a str,
    pub(super) value: Option<&'a Pattern<&'a str>>,
    pub(super) attrs: Vec<Attr<'a>>,
    /// The lines of the comment attached to it (`# ...` right above it).
    pub(super) comment: Vec<&'a str>,
}

impl<'a> Msg<'a> {
    pub(super) fn attr(&self, name: &str) -> Option<&Attr<'a>> {
        self.attrs.iter().find(|a| a.name == name)
    }
    /// Every pattern: the value and the attributes'.
    pub(super) fn patterns(&self) -> impl Iterator<Item = &'a Pattern<&'a str>> + '_ {
        self.value
            .into_iter()
            .chain(self.attrs.iter().map(|a| a.value))
    }
}

/// One language's file, parsed.
pub(super) struct File<'a> {
    pub(super) lang: &'a str,
    pub(super) name: &'a str,
    pub(super) src: &'a str,
    pub(super) msgs: Vec<Msg<'a>>,
    pub(super) terms: BTreeSet<&'a str>,
    /// Built into the program: what it lacks is an error.
    pub(super) shipped: bool,
}

impl<'a> File<'a> {
    pub(super) fn new(
        lang: &'a str,
        name: &'a str,
        src: &'a str,
        res: &'a Resource<&'a str>,
    ) -> Self {
        let mut msgs = vec![];
        let mut terms = BTreeSet::new();
        for e in &res.body {
            match e {
                Entry::Message(m) => msgs.push(Msg {
                    id: m.id.name,
                    value: m.value.as_ref(),
                    attrs: m
                        .attributes
                        .iter()
                        .map(|a| Attr {
                            name: a.id.name,
                            value: &a.value,
                        })
                        .collect(),
                    comment: m.comment.as_ref().map_or(vec![], |c| c.content.clone()),
                }),
                Entry::Term(t) => {
                    terms.insert(t.id.name);
                }
                _ => {}
            }
        }
        let shipped = super::EMBEDDED.iter().any(|(l, _)| *l == lang);
        File {
            lang,
            name,
            src,
            msgs,
            terms,
            shipped,
        }
    }

    pub(super) fn get(&self, id: &str) -> Option<&Msg<'a>> {
        self.msgs.iter().find(|m| m.id == id)
    }

    /// A problem at a name of this file (a slice of its source).
    pub(super) fn at(&self, part: &str, message: String) -> Diagnostic {
        let off = ftl::offset(self.src, part);
        Diagnostic::at(self.name, self.src, off, part.chars().count(), message)
    }

    /// A problem at a variable (the `$` included).
    pub(super) fn at_var(&self, name: &str, message: String) -> Diagnostic {
        let off = ftl::offset(self.src, name).saturating_sub(1);
        Diagnostic::at(self.name, self.src, off, name.chars().count() + 1, message)
    }

    pub(super) fn missing(&self, what: String) -> Diagnostic {
        let tail = match (self.lang == "en", self.shipped) {
            (true, _) => "",
            (false, true) => " (English is used instead)",
            (false, false) => " (not translated yet: English is used instead)",
        };
        Diagnostic::plain(self.name, format!("missing {what}{tail}"))
    }
}

//! A language's status: its progress, what it lacks (an error in a built-in language,
//! else a warning), and the warnings for messages identical to English or used by nothing.

use super::checker::Checker;
use super::ftl;
use super::parsed::Msg;

/// How far a language is: the messages and the cards it has, of those it needs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Progress {
    /// The language's code.
    pub lang: String,
    /// Built into the program (`locales/*.ftl`): what it lacks is an error, not a warning.
    pub shipped: bool,
    /// Messages other than cards: (present, needed).
    pub messages: (usize, usize),
    /// Card entries: (present, needed).
    pub cards: (usize, usize),
}

impl std::fmt::Display for Progress {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{}: {}/{} messages, {}/{} cards",
            self.lang, self.messages.0, self.messages.1, self.cards.0, self.cards.1
        )?;
        if !self.shipped {
            write!(f, " (not built in)")?;
        }
        Ok(())
    }
}

impl<'a> Checker<'_, 'a> {
    /// Messages the database, the log, the program or English require that the file
    /// lacks: errors in a language built into the program, else warnings (a translation
    /// in progress).
    pub(super) fn missing(&mut self) {
        let f = self.f;
        let mut want: Vec<&str> = self.known.cards.keys().map(|s| s.as_str()).collect();
        want.extend(self.known.wanted());
        for id in want {
            if f.get(id).is_none() {
                let mut what = format!("`{id}`");
                if let Some(file) = self.known.named.get(id) {
                    what += &format!(" (the program uses it: {file})");
                }
                let mut d = f.missing(what);
                d.card = id.strip_prefix("card-").map(str::to_string);
                if f.shipped {
                    self.p.push(d);
                } else {
                    self.w.push(d);
                }
            }
        }
    }

    /// How far the file is.
    pub(super) fn progress(&self) -> Progress {
        let f = self.f;
        let count = |ids: &mut dyn Iterator<Item = &str>| {
            let v: Vec<&str> = ids.collect();
            (v.iter().filter(|id| f.get(id).is_some()).count(), v.len())
        };
        Progress {
            lang: f.lang.to_string(),
            shipped: f.shipped,
            messages: count(&mut self.known.wanted().into_iter()),
            cards: count(&mut self.known.cards.keys().map(|s| s.as_str())),
        }
    }

    /// A message of English that the program does not name and no message refers to.
    pub(super) fn unused(&mut self, m: &Msg<'a>) {
        let f = self.f;
        if self.en.is_some() || self.known.named.contains_key(m.id) {
            return;
        }
        let referred = f.msgs.iter().flat_map(|x| x.patterns()).any(|p| {
            ftl::refs(p)
                .iter()
                .any(|r| matches!(r, ftl::Ref::Message(id, _) if *id == m.id))
        });
        if !referred {
            let d = f.at(
                m.id,
                format!(
                    "nothing uses `{}`: the program never names it (remove it, or use it)",
                    m.id
                ),
            );
            self.w.push(d);
        }
    }

    /// A message (or attribute) of another language that is the same as English's: not
    /// translated yet, unless its comment says `same as English` (Bank, Oasis ...).
    pub(super) fn identical(&mut self, m: &Msg<'a>) {
        let Some(e) = self.en.and_then(|en| en.get(m.id)) else {
            return;
        };
        let marked = m
            .comment
            .iter()
            .any(|l| l.to_lowercase().contains("same as english"));
        if marked {
            return;
        }
        let mut same: Vec<String> = vec![];
        if let (Some(a), Some(b)) = (m.value, e.value) {
            if a == b && ftl::has_words(a) {
                same.push(format!("`{}`", m.id));
            }
        }
        for a in &m.attrs {
            if let Some(b) = e.attr(a.name) {
                if a.value == b.value && ftl::has_words(a.value) {
                    same.push(format!("`{}.{}`", m.id, a.name));
                }
            }
        }
        if !same.is_empty() {
            let d = self.f.at(
                m.id,
                format!(
                    "{} the same as in English: not translated yet? (if it is right, put \
                     the comment `# Same as English.` right above `{}`)",
                    if same.len() == 1 {
                        format!("{} is", same[0])
                    } else {
                        format!("{} are", same.join(", "))
                    },
                    m.id
                ),
            );
            self.w.push(d);
        }
    }
}

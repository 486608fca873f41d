//! The language's collation: how its dictionaries sort names, and what a player may type
//! for a name.
//!
//! A small multi-level collation in the manner of the Unicode Collation Algorithm:
//! names compare first by their letters (case, accents and punctuation left out:
//! `Île` = `ile`, `ß` = `ss`), then by their accents (no accent first), then by case
//! (lower case first), then as written. A language whose alphabet has letters of its own
//! says so in its message `collation`, with the resets of ICU's rule syntax: `&z < å < ä
//! < ö` (Swedish: three letters after z), `&n < ñ` (Spanish). English, German and French
//! need none: their accented letters sort with the letter.

use super::Locale;

/// A language's letters of its own: each with its place (the letter after which it
/// sorts, and its rank in that chain).
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub(super) struct Tailoring {
    letters: Vec<(char, char, u32)>,
}

/// The distance between two letters' primary weights (room for the letters after each).
const GAP: u32 = 64;

impl Tailoring {
    /// Parse rules (`&z < å < ä < ö`, several resets allowed); an error says what is wrong.
    pub(super) fn parse(rules: &str) -> Result<Tailoring, String> {
        let mut t = Tailoring::default();
        for reset in rules.split('&').map(str::trim).filter(|s| !s.is_empty()) {
            let mut chain = reset.split('<').map(str::trim);
            let anchor = one_letter(chain.next().unwrap_or(""))?;
            if !anchor.is_ascii_lowercase() && !t.letters.iter().any(|l| l.0 == anchor) {
                return Err(format!(
                    "`&{anchor}`: a reset is a letter a to z, or a letter placed before"
                ));
            }
            let (base, mut rank) = t.place(anchor).unwrap_or((anchor, 0));
            let mut any = false;
            for item in chain {
                let c = one_letter(item)?;
                if c.is_ascii_lowercase() || t.letters.iter().any(|l| l.0 == c) {
                    return Err(format!("`{c}` is placed twice"));
                }
                rank += 1;
                if rank >= GAP {
                    return Err("too many letters after one letter".into());
                }
                t.letters.push((c, base, rank));
                any = true;
            }
            if !any {
                return Err(format!(
                    "`&{anchor}` places no letter after it (write `&{anchor} < x`)"
                ));
            }
        }
        Ok(t)
    }

    fn place(&self, c: char) -> Option<(char, u32)> {
        (self.letters.iter())
            .find(|l| l.0 == c)
            .map(|&(_, base, rank)| (base, rank))
    }

    /// A lower-case letter's primary weight, if the tailoring places it.
    fn weight(&self, c: char) -> Option<u32> {
        self.place(c).map(|(base, rank)| letter_weight(base) + rank)
    }
}

/// One letter (lower case) of a rule.
fn one_letter(s: &str) -> Result<char, String> {
    let mut it = s.chars().flat_map(char::to_lowercase);
    match (it.next(), it.next()) {
        (Some(c), None) if c.is_alphabetic() => Ok(c),
        _ => Err(format!(
            "`{s}` is not one letter (rules read like `&z < å < ä < ö`)"
        )),
    }
}

/// The primary weight of a letter a to z.
fn letter_weight(c: char) -> u32 {
    0x1000 + (c as u32 - 'a' as u32 + 1) * GAP
}

/// The primary weight of a base character (digits first, then letters, then others).
fn base_weight(c: char) -> u32 {
    match c {
        '0'..='9' => 0x100 + (c as u32 - '0' as u32),
        'a'..='z' => letter_weight(c),
        _ => 0x10000 + c as u32,
    }
}

/// What a character weighs at each level: its base letters (primary), its accent
/// (secondary: 1 for none) and its case (tertiary). Punctuation and spaces weigh nothing.
fn weigh(c: char, t: &Tailoring, out: &mut Key) {
    if !c.is_alphanumeric() {
        return;
    }
    let lower: String = c.to_lowercase().collect();
    let upper = if lower.chars().eq(std::iter::once(c)) {
        1
    } else {
        2
    };
    let mut chars = lower.chars();
    let first = chars.next().unwrap_or(c);
    if let (Some(w), None) = (t.weight(first), chars.next()) {
        out.push(w, 1, upper);
        return;
    }
    let base = super::fold(&lower);
    let accent = if base == lower { 1 } else { first as u32 };
    for b in base.chars() {
        out.push(base_weight(b), accent, upper);
    }
}

/// A sort key being built: each level apart.
#[derive(Default)]
struct Key {
    primary: Vec<u32>,
    secondary: Vec<u32>,
    tertiary: Vec<u32>,
}

impl Key {
    fn push(&mut self, p: u32, s: u32, t: u32) {
        self.primary.push(p);
        self.secondary.push(s);
        self.tertiary.push(t);
    }
}

impl Locale {
    /// The key that sorts `name` as this language's dictionaries do: compare keys to
    /// compare names (`Havre` < `Ile` < `île` < `Île` < `Mirador`).
    pub fn sort_key(&self, name: &str) -> Vec<u32> {
        let mut k = Key::default();
        for c in name.chars() {
            weigh(c, &self.collation, &mut k);
        }
        let mut out = k.primary;
        out.push(0);
        out.extend(k.secondary);
        out.push(0);
        out.extend(k.tertiary);
        out.push(0);
        out.extend(name.chars().map(|c| c as u32));
        out
    }

    /// A name as a player may type it: its letters only, without case or accents (the
    /// language's own letters kept: `Île` and `ile` give the same, Swedish `Ål` and `al`
    /// do not). Compare typed text and names by this.
    pub fn match_key(&self, name: &str) -> String {
        let mut out = String::with_capacity(name.len());
        for c in name.chars().flat_map(char::to_lowercase) {
            if self.collation.weight(c).is_some() {
                out.push(c);
            } else {
                out += &super::fold(&c.to_string());
            }
        }
        out
    }

    /// Sort names in place by [`Locale::sort_key`].
    pub fn sort_names(&self, names: &mut [String]) {
        names.sort_by_cached_key(|n| self.sort_key(n));
    }
}

#[cfg(test)]
mod tests {
    use super::Tailoring;

    #[test]
    fn rules_are_parsed_and_bad_ones_say_why() {
        let t = Tailoring::parse("&z < å < ä < ö &n < ñ").expect("parses");
        assert!(t.weight('å') < t.weight('ä') && t.weight('ä') < t.weight('ö'));
        assert!(t.weight('ñ').is_some() && t.weight('a').is_none());
        assert!(Tailoring::parse("").expect("empty").letters.is_empty());
        for (bad, why) in [
            ("&z", "places no letter"),
            ("&zz < å", "not one letter"),
            ("&z < a", "placed twice"),
            ("&é < x", "a reset is a letter a to z"),
        ] {
            let e = Tailoring::parse(bad).expect_err(bad);
            assert!(e.contains(why), "{bad}: {e}");
        }
    }
}

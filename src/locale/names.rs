//! Players' names chosen on the command line (`play --names "Alice:f,,Bob:m"`), each
//! with an optional grammatical gender: a language whose messages agree with a player
//! (French "affecté"/"affectée") reads it as `$player_gender` (see `args.rs`).

use super::Locale;

/// A name chosen for a seat, and the gender its messages agree with.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChosenName {
    /// The name as shown.
    pub name: String,
    /// The value of `$player_gender` (`feminine` ...), if given.
    pub gender: Option<String>,
}

/// Why a `--names` list is refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum NamesError {
    /// Two seats with the same name (the log could not tell them apart).
    #[error("two players are named `{0}`")]
    Twice(String),
    /// A gender without a name (`:f`).
    #[error("`{0}` gives a gender but no name")]
    NoName(String),
}

/// The short genders: `f`, `m`, `n` for `feminine`, `masculine`, `neuter`.
const SHORT: &[(&str, &str)] = &[("f", "feminine"), ("m", "masculine"), ("n", "neuter")];

/// The names of a `--names` list, by seat: comma-separated `NAME` or `NAME:GENDER`; an
/// empty entry keeps the seat's own name (`None`). GENDER `f`, `m`, `n` are short for
/// `feminine`, `masculine`, `neuter`; another word is taken as it is (a language's own
/// value, as its selectors on `$player_gender` name it).
pub fn parse_names(s: &str) -> Result<Vec<Option<ChosenName>>, NamesError> {
    let mut out: Vec<Option<ChosenName>> = vec![];
    for item in s.split(',') {
        let (name, gender) = match item.rsplit_once(':') {
            Some((n, g)) => (n.trim(), Some(g.trim())),
            None => (item.trim(), None),
        };
        if name.is_empty() {
            if gender.is_some_and(|g| !g.is_empty()) {
                return Err(NamesError::NoName(item.trim().to_string()));
            }
            out.push(None);
            continue;
        }
        if out.iter().flatten().any(|c| c.name == name) {
            return Err(NamesError::Twice(name.to_string()));
        }
        let gender = gender.filter(|g| !g.is_empty()).map(|g| {
            let long = SHORT.iter().find(|(s, _)| s.eq_ignore_ascii_case(g));
            long.map_or(g.to_string(), |(_, l)| l.to_string())
        });
        out.push(Some(ChosenName {
            name: name.to_string(),
            gender,
        }));
    }
    Ok(out)
}

impl Locale {
    /// This language with the players' chosen names (by seat, from [`parse_names`]).
    pub fn with_names(mut self, names: Vec<Option<ChosenName>>) -> Locale {
        self.chosen = names;
        self
    }

    /// The name chosen for a seat (0 is the first), if one was.
    pub fn chosen_name(&self, seat: usize) -> Option<String> {
        let c = self.chosen.get(seat)?.as_ref()?;
        Some(c.name.clone())
    }

    /// How many seats `--names` names (a name or an empty entry each).
    pub fn chosen_seats(&self) -> usize {
        self.chosen.len()
    }

    /// The gender chosen with a player's name, if the name is a chosen one.
    pub(super) fn chosen_gender(&self, name: &str) -> Option<Option<&str>> {
        let c = self.chosen.iter().flatten().find(|c| c.name == name)?;
        Some(c.gender.as_deref())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_with_and_without_genders() {
        let v = parse_names("Alice:f, ,Bob:M,Zoé:feminine,Sam").expect("parses");
        let g: Vec<Option<(&str, Option<&str>)>> = (v.iter())
            .map(|c| c.as_ref().map(|c| (c.name.as_str(), c.gender.as_deref())))
            .collect();
        assert_eq!(
            g,
            [
                Some(("Alice", Some("feminine"))),
                None,
                Some(("Bob", Some("masculine"))),
                Some(("Zoé", Some("feminine"))),
                Some(("Sam", None)),
            ]
        );
        assert_eq!(parse_names("A,A:f"), Err(NamesError::Twice("A".into())));
        assert_eq!(parse_names(":f"), Err(NamesError::NoName(":f".into())));
    }
}

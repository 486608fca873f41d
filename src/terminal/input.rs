//! Reading what the player types: command words (from the locale), lists of numbers,
//! and card names (in the game's language or in English, or their first letters).

use crate::db::{CardId, Db};
use crate::locale::Locale;

/// The command words of a language, each a list of accepted spellings (lower case); the
/// first one is the one prompts show.
#[derive(Debug, Clone)]
pub(super) struct Words {
    /// Play a card.
    pub play: Vec<String>,
    /// Buy a card.
    pub buy: Vec<String>,
    /// Play all Treasures.
    pub treasures: Vec<String>,
    /// End the phase.
    pub end: Vec<String>,
    /// Show the status of the game.
    pub status: Vec<String>,
    /// Help for the prompt.
    pub help: Vec<String>,
    /// Stop the game.
    pub quit: Vec<String>,
    /// Save the game to a file.
    pub save: Vec<String>,
    /// Yes.
    pub yes: Vec<String>,
    /// No.
    pub no: Vec<String>,
    /// Every card offered.
    pub all: Vec<String>,
}

impl Words {
    /// The words of a locale (`cmd-*` messages, comma-separated).
    pub fn new(loc: &Locale) -> Words {
        let w = |id: &str| -> Vec<String> {
            loc.msg(id, &[])
                .split(',')
                .map(|s| s.trim().to_lowercase())
                .filter(|s| !s.is_empty())
                .collect()
        };
        Words {
            play: w("cmd-play"),
            buy: w("cmd-buy"),
            treasures: w("cmd-treasures"),
            end: w("cmd-end"),
            status: w("cmd-status"),
            help: w("cmd-help"),
            quit: w("cmd-quit"),
            save: w("cmd-save"),
            yes: w("cmd-yes"),
            no: w("cmd-no"),
            all: w("cmd-all"),
        }
    }
}

/// The most bytes of one line of input that are read; the rest of a longer line is
/// skipped (the line is refused).
pub(super) const MAX_LINE: usize = 4096;

/// The most characters of what the player typed that a message repeats.
const MAX_SHOWN: usize = 40;

/// What the player typed, as a message repeats it: at most 40 characters, and `…` when
/// cut.
pub(crate) fn shown(text: &str) -> String {
    match text.char_indices().nth(MAX_SHOWN) {
        Some((at, _)) => format!("{}…", &text[..at]),
        None => text.to_string(),
    }
}

/// One line of input.
#[derive(Debug, PartialEq, Eq)]
pub(super) enum Line {
    /// The line, without its end.
    Text(String),
    /// A line longer than [`MAX_LINE`] bytes: skipped.
    TooLong,
    /// The end of the input.
    End,
}

/// Read one line, keeping at most [`MAX_LINE`] bytes of it in memory.
pub(super) fn read_line(input: &mut dyn std::io::BufRead) -> std::io::Result<Line> {
    let mut buf = vec![];
    let mut long = false;
    let mut any = false;
    loop {
        let chunk = match input.fill_buf() {
            Ok(c) => c,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if chunk.is_empty() {
            break;
        }
        any = true;
        let (part, done) = match chunk.iter().position(|&b| b == b'\n') {
            Some(i) => (&chunk[..i], Some(i + 1)),
            None => (chunk, None),
        };
        if !long && buf.len() + part.len() <= MAX_LINE {
            buf.extend_from_slice(part);
        } else {
            long = true;
            buf.clear();
        }
        let used = done.unwrap_or(chunk.len());
        input.consume(used);
        if done.is_some() {
            break;
        }
    }
    Ok(if !any {
        Line::End
    } else if long {
        Line::TooLong
    } else {
        Line::Text(String::from_utf8_lossy(&buf).trim().to_string())
    })
}

/// Is `word` one of `list` (case-insensitive)?
pub(super) fn is(list: &[String], word: &str) -> bool {
    let w = word.to_lowercase();
    list.contains(&w)
}

/// The first word of a line and the rest (trimmed).
pub(super) fn split_first(line: &str) -> (&str, &str) {
    let line = line.trim();
    match line.find(char::is_whitespace) {
        Some(i) => (&line[..i], line[i..].trim()),
        None => (line, ""),
    }
}

/// Commands every prompt takes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Common {
    /// Help for this prompt.
    Help,
    /// The status of the game.
    Status,
    /// Stop the game.
    Quit,
    /// Save the game to this path (`None`: no path given).
    Save(Option<String>),
}

/// A command every prompt takes, if the line is one.
pub(super) fn common(w: &Words, line: &str) -> Option<Common> {
    let (first, rest) = split_first(line);
    if is(&w.help, first) && rest.is_empty() {
        return Some(Common::Help);
    }
    if is(&w.status, first) && rest.is_empty() {
        return Some(Common::Status);
    }
    if is(&w.quit, first) && rest.is_empty() {
        return Some(Common::Quit);
    }
    if is(&w.save, first) {
        return Some(Common::Save((!rest.is_empty()).then(|| rest.to_string())));
    }
    None
}

/// What is wrong with a list of numbers.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum NumError {
    /// A word that is not a number.
    NotNumber(String),
    /// A number outside 1..=max.
    OutOfRange(u64),
    /// A number given twice.
    Twice(usize),
}

/// Numbers (1-based) separated by spaces or commas, each between 1 and `max`, none
/// twice; returned 0-based, in the order typed.
pub(super) fn numbers(line: &str, max: usize) -> Result<Vec<usize>, NumError> {
    let mut out: Vec<usize> = vec![];
    for tok in line
        .split(|c: char| c.is_whitespace() || c == ',' || c == ';')
        .filter(|t| !t.is_empty())
    {
        let n: u64 = tok
            .parse()
            .map_err(|_| NumError::NotNumber(tok.to_string()))?;
        if n == 0 || n > max as u64 {
            return Err(NumError::OutOfRange(n));
        }
        let i = (n - 1) as usize;
        if out.contains(&i) {
            return Err(NumError::Twice(i + 1));
        }
        out.push(i);
    }
    Ok(out)
}

/// Does the line look like numbers only (digits, spaces, commas)?
pub(super) fn looks_numeric(line: &str) -> bool {
    let t = line.trim();
    !t.is_empty()
        && t.chars()
            .all(|c| c.is_ascii_digit() || c.is_whitespace() || c == ',' || c == ';')
}

/// Why a card name did not match.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum NameError {
    /// No card of that name; maybe a near one.
    Unknown(Option<String>),
    /// Several cards start with these letters.
    Ambiguous(Vec<CardId>),
}

/// The names a player may type for a card: its name in the language, its English name,
/// and its English name with the edition.
pub(super) fn names_of(db: &Db, loc: &Locale, k: CardId) -> Vec<String> {
    let c = db.card(k);
    let mut v = vec![loc.card_name(db, k), c.name.clone(), c.full_name()];
    v.dedup();
    v
}

/// The card among `cards` that `input` names: a whole name (case-insensitive), else the
/// only card whose name starts with it (one letter is enough when only one card's name
/// starts with it), else the only card whose name contains it (three letters at least).
/// Case and accents do not matter (`ile` is Île).
pub(super) fn match_card(
    db: &Db,
    loc: &Locale,
    input: &str,
    cards: &[CardId],
) -> Result<CardId, NameError> {
    let want = loc.match_key(input.trim());
    let mut kinds: Vec<CardId> = cards.to_vec();
    kinds.sort_unstable();
    kinds.dedup();
    let named: Vec<(CardId, Vec<String>)> = kinds
        .iter()
        .map(|&k| {
            let n = names_of(db, loc, k)
                .into_iter()
                .map(|s| loc.match_key(&s))
                .collect();
            (k, n)
        })
        .collect();
    if let Some((k, _)) = named.iter().find(|(_, n)| n.contains(&want)) {
        return Ok(*k);
    }
    if !want.is_empty() {
        let starts: Vec<CardId> = named
            .iter()
            .filter(|(_, n)| n.iter().any(|s| s.starts_with(&want)))
            .map(|(k, _)| *k)
            .collect();
        match starts.as_slice() {
            [one] => return Ok(*one),
            [] => {}
            many => return Err(NameError::Ambiguous(many.to_vec())),
        }
    }
    // A part of the name (German compounds: "dorf" for "Eingeborenendorf").
    if want.chars().count() >= 3 {
        let inside: Vec<CardId> = named
            .iter()
            .filter(|(_, n)| n.iter().any(|s| s.contains(&want)))
            .map(|(k, _)| *k)
            .collect();
        match inside.as_slice() {
            [one] => return Ok(*one),
            [] => {}
            many => return Err(NameError::Ambiguous(many.to_vec())),
        }
    }
    let all: Vec<String> = kinds.iter().map(|&k| loc.card_name(db, k)).collect();
    let near = crate::suggest::did_you_mean(input.trim(), all.iter().map(|s| s.as_str()))
        .map(str::to_string);
    Err(NameError::Unknown(near))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn number_lists() {
        assert_eq!(numbers("1 3", 5), Ok(vec![0, 2]));
        assert_eq!(numbers("1,2,3", 5), Ok(vec![0, 1, 2]));
        assert_eq!(numbers(" 2, 1 ", 5), Ok(vec![1, 0]));
        assert_eq!(numbers("", 5), Ok(vec![]));
        assert_eq!(numbers("abc", 5), Err(NumError::NotNumber("abc".into())));
        assert_eq!(numbers("0", 5), Err(NumError::OutOfRange(0)));
        assert_eq!(numbers("99", 5), Err(NumError::OutOfRange(99)));
        assert_eq!(numbers("2 2", 5), Err(NumError::Twice(2)));
        assert_eq!(
            numbers("99999999999999999999999", 5),
            Err(NumError::NotNumber("99999999999999999999999".into()))
        );
    }

    #[test]
    fn long_lines_are_skipped_and_echoes_cut() {
        let long = "x".repeat(1 << 20);
        let text = format!("a\n{long}\nb\n{}\nlast", "y".repeat(MAX_LINE));
        let mut input = std::io::BufReader::with_capacity(100, text.as_bytes());
        let mut next = || read_line(&mut input).expect("reads");
        assert_eq!(next(), Line::Text("a".into()));
        assert_eq!(next(), Line::TooLong);
        assert_eq!(next(), Line::Text("b".into()));
        assert_eq!(next(), Line::Text("y".repeat(MAX_LINE)));
        assert_eq!(next(), Line::Text("last".into()));
        assert_eq!(next(), Line::End);
        assert_eq!(shown("short"), "short");
        assert_eq!(shown(&"ä".repeat(50)), format!("{}…", "ä".repeat(40)));
    }

    #[test]
    fn first_word() {
        assert_eq!(split_first("  b  Silver Mine "), ("b", "Silver Mine"));
        assert_eq!(split_first("e"), ("e", ""));
        assert!(looks_numeric("1, 2 3"));
        assert!(!looks_numeric("1 a"));
        assert!(!looks_numeric("  "));
    }

    #[test]
    fn card_names() {
        let db = crate::embedded_db().expect("cards");
        let en = Locale::load("en", None).expect("en");
        let de = Locale::load("de", None).expect("de");
        let silver = db.find("Silver").expect("silver");
        let gold = db.find("Gold").expect("gold");
        let copper = db.find("Copper").expect("copper");
        let cards = [copper, silver, gold];
        assert_eq!(match_card(&db, &en, "silver", &cards), Ok(silver));
        assert_eq!(match_card(&db, &en, "SIL", &cards), Ok(silver));
        assert_eq!(match_card(&db, &de, "silber", &cards), Ok(silver));
        assert_eq!(match_card(&db, &de, "silver", &cards), Ok(silver));
        assert_eq!(match_card(&db, &de, "ku", &cards), Ok(copper));
        assert_eq!(match_card(&db, &de, "ilb", &cards), Ok(silver));
        let nv = db.find("Native Village").expect("nv");
        let wv = db.find("Worker's Village").expect("wv");
        assert_eq!(
            match_card(&db, &de, "dorf", &[nv, wv, copper]),
            Err(NameError::Ambiguous(vec![nv.min(wv), nv.max(wv)]))
        );
        assert_eq!(match_card(&db, &de, "geboren", &[nv, wv]), Ok(nv));
        assert_eq!(
            match_card(&db, &en, "Silvr", &cards),
            Err(NameError::Unknown(Some("Silver".into())))
        );
        assert_eq!(match_card(&db, &en, "g", &cards), Ok(gold));
        let kc = db.find("King's Court").expect("kc");
        assert_eq!(match_card(&db, &en, "k", &[kc, gold]), Ok(kc));
        assert_eq!(
            match_card(&db, &en, "s", &[silver, db.find("Smithy").expect("s")]),
            Err(NameError::Ambiguous(vec![
                silver,
                db.find("Smithy").expect("s")
            ]))
        );
        let gm = db.find("Grand Market").expect("gm");
        assert_eq!(match_card(&db, &de, "grosser", &[gm, gold]), Ok(gm));
        assert_eq!(match_card(&db, &de, "Großer M", &[gm, gold]), Ok(gm));
        assert_eq!(
            match_card(&db, &en, "xyz", &cards),
            Err(NameError::Unknown(None))
        );
    }
}

//! pest's errors into [`ParseError`]s: what was expected in plain words, the offending word,
//! and "did you mean" for a misspelt keyword.

use pest::error::{Error, ErrorVariant, InputLocation};

use super::grammar::{self, Rule};
use super::{ParseError, KEYWORDS};
use crate::suggest;

/// At most this many alternatives are listed in "expected ...".
const MAX_LISTED: usize = 4;

/// A longer offending word is cut in the message.
const MAX_SHOWN: usize = 40;

/// The length of the longest keyword (`unaffected`).
const MAX_KEYWORD_LEN: usize = 11;

/// Convert a pest error on `text`.
pub(super) fn from_pest(text: &str, e: &Error<Rule>) -> ParseError {
    let (start, len) = word_at(text, position(e));
    let word = &text[start..start + len];
    let found = match word.char_indices().nth(MAX_SHOWN) {
        _ if len == 0 => "the end of the text".to_string(),
        Some((cut, _)) => format!("`{}...`", &word[..cut]),
        None => format!("`{word}`"),
    };
    let message = match &e.variant {
        // `+$1 for each Treasure`: `for` reads as a payoff and `each` as a player block.
        // test_err parse_for_each: `+$1 for each Treasure you have in play.`
        ErrorVariant::ParsingError { .. } if after_for_each(&text[..start]) => format!(
            "a count is written `per ...` (`+$1 per Treasure you have in play`), not \
             `for each ...`: found {found}"
        ),
        // test_err parse_expected_found: `+1 card. gain a Silver of.`; parse_long_word_cut: a word over 40 letters
        ErrorVariant::ParsingError { positives, .. } => message(positives, &found, len == 0),
        // (no case: only `grammar::parse` makes a custom error, for a parse without pairs)
        ErrorVariant::CustomError { .. } => "this text is nested too deeply to parse".to_string(),
    };
    let suggestion = match e.variant {
        // test_err parse_misspelt_keyword: `trsh a card from your hand.` (did you mean `trash`)
        ErrorVariant::ParsingError { .. } => suggest_keyword(text, start, len),
        ErrorVariant::CustomError { .. } => None,
    };
    ParseError {
        offset: start,
        len,
        message,
        suggestion,
    }
}

/// Whether the text before an error ends with the words `for each`.
fn after_for_each(before: &str) -> bool {
    let mut words = before.split_whitespace().rev();
    matches!((words.next(), words.next()), (Some("each"), Some("for")))
}

fn position(e: &Error<Rule>) -> usize {
    match e.location {
        InputLocation::Pos(p) => p,
        InputLocation::Span((s, _)) => s,
    }
}

fn is_word_char(c: char) -> bool {
    c.is_alphanumeric() || matches!(c, '\'' | '-' | '_')
}

/// The word at byte `pos` (from its start, if `pos` is inside it): its start and length.
/// Punctuation is a word of one character; at the end of the text the length is 0.
pub(super) fn word_at(text: &str, pos: usize) -> (usize, usize) {
    let mut start = pos.min(text.len());
    while !text.is_char_boundary(start) {
        start -= 1;
    }
    let rest = &text[start..];
    let Some(first) = rest.chars().next() else {
        return (start, 0);
    };
    if !is_word_char(first) {
        return (start, first.len_utf8());
    }
    while let Some(prev) = text[..start]
        .chars()
        .next_back()
        .filter(|c| is_word_char(*c))
    {
        start -= prev.len_utf8();
    }
    let len = text[start..]
        .find(|c: char| !is_word_char(c))
        .unwrap_or(text.len() - start);
    (start, len)
}

/// "expected A, B or C, found X".
fn message(positives: &[Rule], found: &str, at_end: bool) -> String {
    if at_end && positives.contains(&Rule::dot) {
        // test_err parse_not_finished: `+1 card` (no `.`)
        return "the sentence is not finished: expected `.` at its end".to_string();
    }
    let mut items: Vec<(u8, String)> = positives.iter().filter_map(|r| describe(*r)).collect();
    items.sort_by_key(|(priority, _)| *priority);
    let mut listed: Vec<String> = Vec::new();
    for (_, text) in items {
        if !listed.contains(&text) {
            listed.push(text);
        }
    }
    listed.truncate(MAX_LISTED);
    match listed.split_last() {
        // (no case found: every failure seen expects something `describe` names)
        None => format!("unexpected {found}"),
        Some((last, [])) => format!("expected {last}, found {found}"),
        Some((last, init)) => format!("expected {} or {last}, found {found}", init.join(", ")),
    }
}

/// A plain description of what a rule stands for, with a priority (lower comes first).
fn describe(rule: Rule) -> Option<(u8, String)> {
    if let Some(word) = keyword(rule) {
        return Some((5, format!("`{word}`")));
    }
    let (priority, text) = phrase(rule).or_else(|| word(rule))?;
    Some((priority, text.to_string()))
}

/// The description of a rule for a phrase (a sentence, an effect, a card, a player, ...).
fn phrase(rule: Rule) -> Option<(u8, &'static str)> {
    Some(match rule {
        Rule::dot => (0, "`.`"),
        Rule::EOI => (2, "the end of the text"),
        Rule::rules | Rule::sentence => (
            1,
            "a sentence (like `+1 card.` or `when you gain this: ...`)",
        ),
        Rule::effect | Rule::effects | Rule::body_s => {
            (1, "an effect (like `+1 card` or `gain ...`)")
        }
        Rule::cond => (
            1,
            "a condition (like `you did` or `you have 5 or fewer cards in hand`)",
        ),
        Rule::filter | Rule::pile_kind => (
            1,
            "a card (like `card`, `Action card` or `non-Victory card`)",
        ),
        Rule::object => (1, "`this` or a card (like `a card`)"),
        Rule::sel | Rule::sels => (
            1,
            "cards (like `a card from your hand`, `your hand` or `it`)",
        ),
        Rule::qty => (1, "how many (like `a`, `2`, `up to 2` or `all`)"),
        Rule::source => (
            1,
            "where the cards are (like `from your hand` or `you have in play`)",
        ),
        Rule::ref_ => (
            1,
            "a card referred to (like `it`, `this` or `the trashed card`)",
        ),
        Rule::dest | Rule::gain_dest => (
            2,
            "a destination (like `onto your deck` or `into your hand`)",
        ),
        Rule::count | Rule::count_filter => (1, "what to count (like `card in your hand`)"),
        Rule::cmpq => (1, "a number (like `a`, `no`, `2 or more` or `at least 1`)"),
        Rule::who => (1, "a player (like `you` or `another player`)"),
        Rule::event => (
            1,
            "an event (like `gain`, `buy`, `trash`, `discard` or `play`)",
        ),
        Rule::when_clause => (2, "`when ...`"),
        Rule::static_rule => (
            1,
            "a rule (like `cards cost $1 less` or `you can't buy ...`)",
        ),
        Rule::static_cond => (3, "`during your buy phase` or `if ...`"),
        Rule::scope => (2, "`while this is in play` or another ability header"),
        Rule::cost_clause => (3, "`costing ...`"),
        Rule::cost_expr => (1, "a cost (like `$4`, `$1 more than it` or `this`)"),
        _ => return None,
    })
}

/// The description of a rule for a word, a number or a sign (not a keyword: see
/// [`keyword`]).
fn word(rule: Rule) -> Option<(u8, &'static str)> {
    Some(match rule {
        Rule::name | Rule::names | Rule::one_name => {
            (1, "a name written Capitalized (like `Action` or `Victory`)")
        }
        Rule::not_named => (3, "`non-...`"),
        Rule::mat_name => (1, "the name of a mat (lower-case words before `mat`)"),
        Rule::token_name => (1, "the name of a token (lower-case words before `token`)"),
        Rule::num | Rule::signed => (1, "a number"),
        Rule::money => (1, "an amount of coins (like `$2`)"),
        Rule::sign => (1, "`+` or `-`"),
        Rule::resource => (1, "`card`, `action`, `buy` or `VP`"),
        Rule::card_word => (2, "`card`"),
        Rule::article => (2, "`a` or `an`"),
        Rule::count_n => (1, "`a` or a number"),
        Rule::times => (3, "`twice` or `N times`"),
        Rule::players => (1, "players (like `each other player`)"),
        Rule::lasting_dur => (2, "`this turn`, `until your next turn` or `once this turn`"),
        Rule::colon => (0, "`:`"),
        Rule::comma | Rule::sep => (1, "`,`"),
        Rule::semi => (1, "`;`"),
        Rule::per => (4, "`per`"),
        _ => return None,
    })
}

/// The word a keyword rule (`k_*`) matches.
fn keyword(rule: Rule) -> Option<&'static str> {
    keyword_named(&format!("{rule:?}"))
}

/// The word of the keyword rule called `name` (`k_gain` is `gain`, `k_cant` is `can't`).
fn keyword_named(name: &str) -> Option<&'static str> {
    let word = name.strip_prefix("k_")?;
    let word = match word {
        "cant" => "can't",
        "didnt" => "didn't",
        "players_" => "players'",
        "clean_up" => "clean-up",
        w => w,
    };
    KEYWORDS.iter().copied().find(|k| *k == word)
}

/// A keyword near `text[start..start + len]` that lets parsing go past the word.
fn suggest_keyword(text: &str, start: usize, len: usize) -> Option<String> {
    let word = text.get(start..start + len)?;
    let letters = word
        .chars()
        .all(|c| c.is_alphabetic() || c == '\'' || c == '-');
    // A word longer than this is too far from every keyword (a third of it may differ).
    let short = word.chars().count() <= 3 * MAX_KEYWORD_LEN / 2;
    if word.is_empty() || !letters || !short {
        return None;
    }
    let limit = (word.chars().count() / 3).max(1);
    let fitting: Vec<&str> = KEYWORDS
        .iter()
        .copied()
        .filter(|k| *k != word && suggest::distance(word, k) <= limit)
        .filter(|k| fits(text, start, len, k))
        .collect();
    suggest::did_you_mean(word, fitting).map(str::to_string)
}

/// Whether the text with the word replaced by `candidate` parses past the candidate and
/// the word after it (so a candidate merely taken as a mat name or the like does not count).
fn fits(text: &str, start: usize, len: usize, candidate: &str) -> bool {
    let fixed = format!("{}{candidate}{}", &text[..start], &text[start + len..]);
    let after = start + candidate.len();
    let rest = &fixed[after..];
    let next = after + (rest.len() - rest.trim_start().len());
    let (_, next_len) = word_at(&fixed, next);
    match grammar::parse(&fixed) {
        Ok(_) => true,
        Err(e) => position(&e) >= next + next_len && position(&e) > start,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keywords_match_the_grammar() {
        let grammar = include_str!("../../grammar/effects.pest");
        let mut words: Vec<&str> = Vec::new();
        for line in grammar.lines().filter(|l| l.starts_with("k_")) {
            let (name, definition) = line.split_once('=').unwrap();
            let literal = definition.split('"').nth(1).unwrap();
            assert_eq!(keyword_named(name.trim()), Some(literal), "{line}");
            words.push(literal);
        }
        assert_eq!(
            KEYWORDS.iter().map(|k| k.len()).max(),
            Some(MAX_KEYWORD_LEN)
        );
        let mut listed = KEYWORDS.to_vec();
        listed.sort_unstable();
        words.sort_unstable();
        assert_eq!(listed, words);
    }

    #[test]
    fn words_at_positions() {
        let text = "gain a Treasure ont, x";
        assert_eq!(word_at(text, 16), (16, 3));
        assert_eq!(word_at(text, 17), (16, 3));
        assert_eq!(word_at(text, 19), (19, 1));
        assert_eq!(word_at(text, text.len()), (text.len(), 0));
        assert_eq!(word_at("é", 1), (0, 2));
    }

    /// Texts that nest without a `:` or `may` (which `check_nesting` counts) are an error
    /// from pest's stack probe (its `std` feature), not a stack overflow.
    #[test]
    fn deep_nesting_without_openers_is_an_error() {
        for text in [
            format!("+1 card{}.", " for +1 card".repeat(20_000)),
            format!("{}gains a Curse.", "each other player ".repeat(20_000)),
        ] {
            let e = crate::parse::parse_rules(&text).expect_err("too deep");
            assert_eq!(e.message, "this text is nested too deeply to parse");
        }
    }
}

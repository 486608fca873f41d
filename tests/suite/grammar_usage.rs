//! Which cards and tests use each rule of the effect grammar and each construct of the AST.
//!
//! Everything is derived at test time: the rules from `grammar/effects.pest`, the AST's
//! enum variants from `src/ast.rs`, the cards from the embedded `cards.ron`, and the
//! tests' rules texts from the string literals of `tests/*.rs` and `examples/*.rs` that
//! parse (a literal holding RON with `rules: "..."` counts by its rules). Only the
//! allowlist below is written by hand.
//!
//! The test fails when a grammar rule is used by no card and is not in [`ALLOWED_UNUSED`],
//! and when an allowlist entry is stale (the rule is gone from the grammar, or the test it
//! names does not use it). `cargo test --test suite grammar_usage -- --nocapture` prints the
//! tables: rule → cards (and tests), AST construct → cards, and the counts of rules used
//! by exactly one card and by none.

use dominion::load::{read, EMBEDDED_CARDS};
use dominion::parse::{parse_rules, rule_names, rule_names_as};
use serde::ser::{self, Serialize, Serializer};
use std::collections::{BTreeMap, BTreeSet};
use std::fmt;

/// Grammar rules no card uses: (rule, the test that covers it, why the grammar keeps it).
///
/// The covering test is `tests/<file>.rs::<fn>`, and checked: one of its rules texts (or
/// fragments) must use the rule. A scenario cannot cover a rule no card uses, since
/// scenarios play the cards of `cards.ron`. An empty test means that nothing covers the
/// rule yet: debt, counted in the summary, to be paid by a card, a test, or removing it.
#[rustfmt::skip]
const ALLOWED_UNUSED: &[(&str, &str, &str)] = &[
    // The pieces of "Dominion and Intrigue in both editions" no card uses yet.
    ("k_pass", "tests/suite/language_pieces.rs::", "`each player: pass ...` (cards use `passes`)"),
    ("k_three", "tests/suite/language_pieces.rs::", "`choose three: ...`"),
    ("k_types", "tests/suite/language_pieces.rs::", "`per 2 types it has`"),
    ("k_drawn", "tests/suite/language_pieces.rs::the_drawn_cards_are_those_the_last_draw_drew", "`the drawn cards`: a participle"),
    // Players: the third-person forms of the verbs inside player blocks.
    ("k_sets", "tests/suite/designer_texts.rs::third_person_verbs_mean_the_same_as_the_base_forms", "`each other player sets aside ...`"),
    ("k_returns", "tests/suite/designer_texts.rs::third_person_verbs_mean_the_same_as_the_base_forms", "`each other player returns ...`"),
    ("k_second", "tests/suite/designer_texts.rs::ordinals_read_back", "`the second time ...`: an ordinal of c_nth"),
    ("k_fourth", "tests/suite/designer_texts.rs::ordinals_read_back", "`the fourth time ...`: an ordinal of c_nth"),
    // Moving cards: the general verbs and destinations.
    ("d_aside", "", "`aside`: put ... aside"),
    ("sel_among", "", "`a Treasure among them`"),
    // Amounts and conditions.
    ("w_gained", "tests/suite/language_trees.rs::bonuses_and_amounts", "`per ... you gained this turn` / `in your buy phase`"),
    ("count_plays", "", "`per time you played ... this turn`: counts that live for a turn"),
    ("c_all", "tests/suite/language_trees.rs::conditions", "`if the discarded cards are all ...`"),
    ("c_costs", "tests/suite/language_trees.rs::conditions", "`if the trashed card costs $N or more`"),
    ("c_tokens", "", "`if there are ... tokens on the ... mat`"),
    ("cq_at_least", "tests/suite/language_trees.rs::conditions", "`at least N`"),
    ("cq_at_most", "", "`at most N`"),
    // Keywords of the rules above (and plurals).
    ("k_buys", "tests/suite/language_trees.rs::the_events_player_and_lasting_rules_tied_to_a_card", "plural: `+2 buys`, `when another player buys`"),
    ("k_least", "tests/suite/language_trees.rs::conditions", "keyword of cq_at_least"),
    ("k_most", "", "keyword of cq_at_most"),
    ("k_there", "", "keyword of c_tokens"),
    ("k_tokens", "", "plural in count_tokens and c_tokens"),
];

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

// ---------------------------------------------------------------- The grammar's rules

/// A rule of the grammar file: its name and whether it makes pairs (silent `_{ }` rules
/// never show in a parse tree, so they cannot be counted).
struct GrammarRule {
    name: String,
    silent: bool,
}

/// The rules defined in a pest grammar, in order: every line `name = <modifier>{`.
fn grammar_rules(src: &str) -> Vec<GrammarRule> {
    let mut rules = vec![];
    for line in src.lines() {
        let line = line.trim_start();
        if line.starts_with("//") {
            continue;
        }
        let Some((name, rest)) = line.split_once('=') else {
            continue;
        };
        let name = name.trim();
        let rest = rest.trim_start();
        let is_ident = !name.is_empty()
            && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
            && !name.starts_with(|c: char| c.is_ascii_digit());
        let modifier = rest.chars().next().unwrap_or(' ');
        let opens = match modifier {
            '{' => true,
            '_' | '@' | '$' | '!' => rest[1..].trim_start().starts_with('{'),
            _ => false,
        };
        if is_ident && opens {
            rules.push(GrammarRule {
                name: name.to_string(),
                silent: modifier == '_',
            });
        }
    }
    rules
}

// ---------------------------------------------------------------- The AST's constructs

/// The variants of every `pub enum` of `src/ast.rs`, as `Enum::Variant`.
fn ast_constructs(src: &str) -> Vec<String> {
    let mut out = vec![];
    let mut lines = src.lines();
    while let Some(line) = lines.next() {
        let Some(rest) = line.trim_start().strip_prefix("pub enum ") else {
            continue;
        };
        let name: String = rest
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        let mut depth = line.matches('{').count() as i32 - line.matches('}').count() as i32;
        for line in lines.by_ref() {
            let code = line.split("//").next().unwrap_or("");
            let t = code.trim_start();
            if depth == 1 && t.starts_with(|c: char| c.is_ascii_uppercase()) {
                let v: String = t
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_')
                    .collect();
                out.push(format!("{name}::{v}"));
            }
            depth += code.matches('{').count() as i32 - code.matches('}').count() as i32;
            if depth <= 0 {
                break;
            }
        }
    }
    out
}

/// A serializer that only records the enum variants of a value, with their enum's name.
#[derive(Default)]
struct Variants(BTreeSet<String>);

impl Variants {
    fn of(rules: &impl Serialize) -> BTreeSet<String> {
        let mut v = Variants::default();
        let _ = rules.serialize(&mut v);
        v.0
    }
}

type Res = Result<(), fmt::Error>;

/// `serialize_<type>` methods that record nothing.
macro_rules! ignore {
    ($($method:ident: $t:ty),*) => {$(
        fn $method(self, _: $t) -> Res {
            Ok(())
        }
    )*};
}

impl Serializer for &mut Variants {
    type Ok = ();
    type Error = fmt::Error;
    type SerializeSeq = Self;
    type SerializeTuple = Self;
    type SerializeTupleStruct = Self;
    type SerializeTupleVariant = Self;
    type SerializeMap = Self;
    type SerializeStruct = Self;
    type SerializeStructVariant = Self;

    ignore!(serialize_bool: bool, serialize_i8: i8, serialize_i16: i16, serialize_i32: i32,
        serialize_i64: i64, serialize_u8: u8, serialize_u16: u16, serialize_u32: u32,
        serialize_u64: u64, serialize_f32: f32, serialize_f64: f64, serialize_char: char,
        serialize_str: &str, serialize_bytes: &[u8]);

    fn serialize_none(self) -> Res {
        Ok(())
    }
    fn serialize_some<T: ?Sized + Serialize>(self, v: &T) -> Res {
        v.serialize(self)
    }
    fn serialize_unit(self) -> Res {
        Ok(())
    }
    fn serialize_unit_struct(self, _: &'static str) -> Res {
        Ok(())
    }
    fn serialize_unit_variant(self, name: &'static str, _: u32, v: &'static str) -> Res {
        self.0.insert(format!("{name}::{v}"));
        Ok(())
    }
    fn serialize_newtype_struct<T: ?Sized + Serialize>(self, _: &'static str, v: &T) -> Res {
        v.serialize(self)
    }
    fn serialize_newtype_variant<T: ?Sized + Serialize>(
        self,
        name: &'static str,
        _: u32,
        variant: &'static str,
        v: &T,
    ) -> Res {
        self.0.insert(format!("{name}::{variant}"));
        v.serialize(self)
    }
    fn serialize_seq(self, _: Option<usize>) -> Result<Self, fmt::Error> {
        Ok(self)
    }
    fn serialize_tuple(self, _: usize) -> Result<Self, fmt::Error> {
        Ok(self)
    }
    fn serialize_tuple_struct(self, _: &'static str, _: usize) -> Result<Self, fmt::Error> {
        Ok(self)
    }
    fn serialize_tuple_variant(
        self,
        name: &'static str,
        _: u32,
        variant: &'static str,
        _: usize,
    ) -> Result<Self, fmt::Error> {
        self.0.insert(format!("{name}::{variant}"));
        Ok(self)
    }
    fn serialize_map(self, _: Option<usize>) -> Result<Self, fmt::Error> {
        Ok(self)
    }
    fn serialize_struct(self, _: &'static str, _: usize) -> Result<Self, fmt::Error> {
        Ok(self)
    }
    fn serialize_struct_variant(
        self,
        name: &'static str,
        _: u32,
        variant: &'static str,
        _: usize,
    ) -> Result<Self, fmt::Error> {
        self.0.insert(format!("{name}::{variant}"));
        Ok(self)
    }
}

impl ser::SerializeSeq for &mut Variants {
    type Ok = ();
    type Error = fmt::Error;
    fn serialize_element<T: ?Sized + Serialize>(&mut self, v: &T) -> Res {
        v.serialize(&mut **self)
    }
    fn end(self) -> Res {
        Ok(())
    }
}

impl ser::SerializeTuple for &mut Variants {
    type Ok = ();
    type Error = fmt::Error;
    fn serialize_element<T: ?Sized + Serialize>(&mut self, v: &T) -> Res {
        v.serialize(&mut **self)
    }
    fn end(self) -> Res {
        Ok(())
    }
}

impl ser::SerializeTupleStruct for &mut Variants {
    type Ok = ();
    type Error = fmt::Error;
    fn serialize_field<T: ?Sized + Serialize>(&mut self, v: &T) -> Res {
        v.serialize(&mut **self)
    }
    fn end(self) -> Res {
        Ok(())
    }
}

impl ser::SerializeTupleVariant for &mut Variants {
    type Ok = ();
    type Error = fmt::Error;
    fn serialize_field<T: ?Sized + Serialize>(&mut self, v: &T) -> Res {
        v.serialize(&mut **self)
    }
    fn end(self) -> Res {
        Ok(())
    }
}

impl ser::SerializeMap for &mut Variants {
    type Ok = ();
    type Error = fmt::Error;
    fn serialize_key<T: ?Sized + Serialize>(&mut self, k: &T) -> Res {
        k.serialize(&mut **self)
    }
    fn serialize_value<T: ?Sized + Serialize>(&mut self, v: &T) -> Res {
        v.serialize(&mut **self)
    }
    fn end(self) -> Res {
        Ok(())
    }
}

impl ser::SerializeStruct for &mut Variants {
    type Ok = ();
    type Error = fmt::Error;
    fn serialize_field<T: ?Sized + Serialize>(&mut self, _: &'static str, v: &T) -> Res {
        v.serialize(&mut **self)
    }
    fn end(self) -> Res {
        Ok(())
    }
}

impl ser::SerializeStructVariant for &mut Variants {
    type Ok = ();
    type Error = fmt::Error;
    fn serialize_field<T: ?Sized + Serialize>(&mut self, _: &'static str, v: &T) -> Res {
        v.serialize(&mut **self)
    }
    fn end(self) -> Res {
        Ok(())
    }
}

// ---------------------------------------------------------------- The tests' rules texts

/// The string literals of Rust source (plain and raw strings, escapes resolved), each
/// with the name of the function it is in. Comments and char literals are skipped.
fn string_literals(src: &str) -> Vec<(String, String)> {
    let b = src.as_bytes();
    let mut out = vec![];
    let mut i = 0;
    let mut func = String::new();
    while i < b.len() {
        let c = b[i];
        if src[i..].starts_with("//") {
            i = src[i..].find('\n').map_or(b.len(), |n| i + n);
        } else if src[i..].starts_with("/*") {
            i = src[i + 2..].find("*/").map_or(b.len(), |n| i + n + 4);
        } else if src[i..].starts_with("fn ") && (i == 0 || !is_ident_byte(b[i - 1])) {
            let name: String = src[i + 3..]
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            func = name;
            i += 3;
        } else if c == b'r' && (i == 0 || !is_ident_byte(b[i - 1])) && raw_start(&b[i + 1..]) {
            let hashes = b[i + 1..].iter().take_while(|&&h| h == b'#').count();
            let start = i + 2 + hashes;
            let close = format!("\"{}", "#".repeat(hashes));
            let end = src[start..].find(&close).map_or(b.len(), |n| start + n);
            out.push((src[start..end].to_string(), func.clone()));
            i = (end + close.len()).min(b.len());
        } else if c == b'"' {
            let (text, end) = plain_string(src, i + 1);
            out.push((text, func.clone()));
            i = end;
        } else if c == b'\'' {
            i = skip_char_literal(b, i);
        } else {
            i += 1;
        }
    }
    out
}

fn is_ident_byte(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_'
}

/// After an `r`: `"` or `#...#"`.
fn raw_start(rest: &[u8]) -> bool {
    let hashes = rest.iter().take_while(|&&h| h == b'#').count();
    rest.get(hashes) == Some(&b'"')
}

/// A string's contents from just after its opening quote: the text and the index after
/// the closing quote.
fn plain_string(src: &str, from: usize) -> (String, usize) {
    let mut text = String::new();
    let mut chars = src[from..].char_indices();
    while let Some((k, ch)) = chars.next() {
        match ch {
            '"' => return (text, from + k + 1),
            '\\' => match chars.next().map(|(_, e)| e) {
                Some('n') => text.push('\n'),
                Some('t') => text.push('\t'),
                Some('r') => text.push('\r'),
                Some('0') => text.push('\0'),
                Some('\n') => {
                    // a line continuation: the next line's leading whitespace is skipped
                    let rest = chars.as_str();
                    let skip = rest.len() - rest.trim_start().len();
                    for _ in 0..rest[..skip].chars().count() {
                        chars.next();
                    }
                }
                Some('u') => {
                    let rest = chars.as_str();
                    if let Some(close) = rest.find('}') {
                        let hex = rest[1..close].trim_start_matches('{');
                        if let Some(u) = u32::from_str_radix(hex, 16).ok().and_then(char::from_u32)
                        {
                            text.push(u);
                        }
                        for _ in 0..rest[..=close].chars().count() {
                            chars.next();
                        }
                    }
                }
                Some(e) => text.push(e),
                None => {}
            },
            _ => text.push(ch),
        }
    }
    (text, src.len())
}

/// Past a char literal (`'a'`, `'\''`, `'"'`); a lifetime (`'a`) is only its quote.
fn skip_char_literal(b: &[u8], i: usize) -> usize {
    if b.get(i + 1) == Some(&b'\\') {
        let mut j = i + 2;
        while j < b.len() && b[j] != b'\'' {
            j += 1;
        }
        return j + 1;
    }
    // one character (maybe several bytes) then a quote
    let mut j = i + 2;
    while j < b.len() && j <= i + 5 {
        if b[j] == b'\'' {
            return j + 1;
        }
        j += 1;
    }
    i + 1
}

/// The rules texts a literal holds: itself if it parses, else each `rules: "..."` in it.
fn rules_texts(literal: &str) -> Vec<String> {
    if !literal.trim().is_empty() && rule_names(literal).is_ok() {
        return vec![literal.to_string()];
    }
    let mut out = vec![];
    let mut rest = literal;
    while let Some(at) = rest.find("rules: \"") {
        rest = &rest[at + "rules: \"".len()..];
        let end = rest.find('"').unwrap_or(rest.len());
        let text = &rest[..end];
        if !text.trim().is_empty() && rule_names(text).is_ok() {
            out.push(text.to_string());
        }
        rest = &rest[end..];
    }
    out
}

/// A rules text or fragment found in a test: the rules it uses, and the text when it is a
/// whole rules text (so it has an AST).
struct TestText {
    test: String,
    names: Vec<String>,
    whole: Option<String>,
}

/// Every rules text in the tests and examples, named `tests/<file>.rs::<fn>`. A literal
/// that is no whole rules text counts as a fragment (`a card costing $4 or less`, which a
/// test helper completes) when some rule of the grammar matches all of it.
fn test_texts(rules: &[GrammarRule]) -> Vec<TestText> {
    let mut files = vec![];
    for dir in ["tests", "tests/suite", "examples"] {
        let Ok(entries) = std::fs::read_dir(format!("{ROOT}/{dir}")) else {
            continue;
        };
        for e in entries.flatten() {
            let name = e.file_name().to_string_lossy().to_string();
            if name.ends_with(".rs") && name != "grammar_usage.rs" {
                files.push(format!("{dir}/{name}"));
            }
        }
    }
    files.sort();
    let mut out = vec![];
    for f in files {
        let src = std::fs::read_to_string(format!("{ROOT}/{f}")).unwrap_or_default();
        for (lit, func) in string_literals(&src) {
            let test = format!("{f}::{func}");
            let texts = rules_texts(&lit);
            // a fragment has two words at least: a lone word (`" buys "` in a test of the
            // log) says nothing about the grammar
            if texts.is_empty() && lit.split_whitespace().nth(1).is_some() {
                let mut names = BTreeSet::new();
                for r in rules.iter().filter(|r| !r.silent) {
                    names.extend(rule_names_as(&r.name, &lit).unwrap_or_default());
                }
                if !names.is_empty() {
                    let names = names.into_iter().collect();
                    out.push(TestText {
                        test,
                        names,
                        whole: None,
                    });
                }
                continue;
            }
            for text in texts {
                out.push(TestText {
                    test: test.clone(),
                    names: rule_names(&text).unwrap_or_default(),
                    whole: Some(text),
                });
            }
        }
    }
    out
}

// ---------------------------------------------------------------- The report

/// Who uses what: name → cards, name → tests.
#[derive(Default)]
struct Usage {
    cards: BTreeMap<String, BTreeSet<String>>,
    tests: BTreeMap<String, BTreeSet<String>>,
}

fn join(set: Option<&BTreeSet<String>>) -> String {
    set.map(|s| s.iter().cloned().collect::<Vec<_>>().join(", "))
        .unwrap_or_default()
}

#[test]
fn every_grammar_rule_is_used_by_a_card_or_allowed() {
    let grammar = std::fs::read_to_string(format!("{ROOT}/grammar/effects.pest"))
        .expect("grammar/effects.pest is readable");
    let rules = grammar_rules(&grammar);
    assert!(
        rules.len() > 20,
        "only {} rules read from the grammar",
        rules.len()
    );
    let ast_src =
        std::fs::read_to_string(format!("{ROOT}/src/ast.rs")).expect("src/ast.rs is readable");
    let constructs = ast_constructs(&ast_src);
    assert!(!constructs.is_empty(), "no enum read from src/ast.rs");
    let db = read("cards.ron", EMBEDDED_CARDS).expect("the embedded cards.ron reads");

    let mut grammar_use = Usage::default();
    let mut ast_use = Usage::default();
    let mut problems = vec![];
    for c in &db.cards {
        match rule_names(&c.rules) {
            Ok(names) => {
                for n in names {
                    grammar_use.cards.entry(n).or_default().insert(c.id.clone());
                }
            }
            Err(e) => problems.push(format!("card `{}` does not parse: {e}", c.id)),
        }
        if let Ok(tree) = parse_rules(&c.rules) {
            for v in Variants::of(&tree) {
                ast_use.cards.entry(v).or_default().insert(c.id.clone());
            }
        }
    }
    for t in test_texts(&rules) {
        for n in t.names {
            grammar_use
                .tests
                .entry(n)
                .or_default()
                .insert(t.test.clone());
        }
        if let Some(tree) = t.whole.and_then(|w| parse_rules(&w).ok()) {
            for v in Variants::of(&tree) {
                ast_use.tests.entry(v).or_default().insert(t.test.clone());
            }
        }
    }

    // The table: rule → cards (and the tests that use it).
    let counted: Vec<&GrammarRule> = rules.iter().filter(|r| !r.silent).collect();
    let width = counted.iter().map(|r| r.name.len()).max().unwrap_or(0);
    println!("grammar rule → cards [tests]");
    for r in &counted {
        let cards = grammar_use.cards.get(&r.name);
        let n = cards.map_or(0, BTreeSet::len);
        let mut line = format!("{:width$} {n:3}  {}", r.name, join(cards));
        if n == 0 {
            line += &format!("  [{}]", join(grammar_use.tests.get(&r.name)));
        }
        println!("{}", line.trim_end());
    }
    let silent: Vec<&str> = rules
        .iter()
        .filter(|r| r.silent)
        .map(|r| r.name.as_str())
        .collect();
    println!(
        "silent rules (never in a parse tree): {}",
        silent.join(", ")
    );

    println!("\nAST construct → cards [tests]");
    let width = constructs.iter().map(String::len).max().unwrap_or(0);
    for k in &constructs {
        let cards = ast_use.cards.get(k);
        let n = cards.map_or(0, BTreeSet::len);
        let mut line = format!("{k:width$} {n:3}  {}", join(cards));
        if n == 0 {
            line += &format!("  [{}]", join(ast_use.tests.get(k)));
        }
        println!("{}", line.trim_end());
    }

    let used_by = |k: usize| {
        counted
            .iter()
            .filter(|r| grammar_use.cards.get(&r.name).map_or(0, BTreeSet::len) == k)
            .map(|r| r.name.as_str())
            .collect::<Vec<_>>()
    };
    let (one, none) = (used_by(1), used_by(0));
    let ast_none = constructs
        .iter()
        .filter(|k| !ast_use.cards.contains_key(*k))
        .count();
    println!(
        "\n{} grammar rules ({} silent, not counted): {} used by exactly one card, {} by none",
        rules.len(),
        silent.len(),
        one.len(),
        none.len()
    );
    println!("used by exactly one card: {}", one.join(", "));
    println!("used by no card: {}", none.join(", "));
    let debt: Vec<&str> = ALLOWED_UNUSED
        .iter()
        .filter(|(_, test, _)| test.is_empty())
        .map(|(rule, _, _)| *rule)
        .collect();
    println!(
        "allowed unused by cards and covered by no test ({}): {}",
        debt.len(),
        debt.join(", ")
    );
    println!(
        "{} AST constructs: {} used by no card",
        constructs.len(),
        ast_none
    );

    // The checks.
    for r in &none {
        if !ALLOWED_UNUSED.iter().any(|(a, _, _)| a == r) {
            let tests = join(grammar_use.tests.get(*r));
            problems.push(format!(
                "grammar rule `{r}` is used by no card: use it in a card, remove it, or add \
                 it to ALLOWED_UNUSED with the test that covers it (tests using it: [{tests}])"
            ));
        }
    }
    for (i, (rule, test, _)) in ALLOWED_UNUSED.iter().enumerate() {
        if ALLOWED_UNUSED[..i].iter().any(|(r, _, _)| r == rule) {
            problems.push(format!("ALLOWED_UNUSED lists `{rule}` twice"));
        }
        let Some(r) = rules.iter().find(|r| r.name == *rule) else {
            problems.push(format!(
                "ALLOWED_UNUSED names `{rule}`, not a rule of the grammar"
            ));
            continue;
        };
        let tests = grammar_use.tests.get(*rule);
        if r.silent {
            problems.push(format!("ALLOWED_UNUSED names the silent rule `{rule}`"));
        } else if test.is_empty() {
            if let Some(t) = tests {
                println!(
                    "note: `{rule}` is covered by {}: its entry can name it",
                    join(Some(t))
                );
            }
        } else if !tests.is_some_and(|t| t.contains(*test)) {
            problems.push(format!(
                "ALLOWED_UNUSED says `{test}` covers `{rule}`, but no rules text of it uses it"
            ));
        }
        if grammar_use.cards.contains_key(*rule) {
            println!("note: `{rule}` is used by a card now: its ALLOWED_UNUSED entry can go");
        }
    }
    assert!(problems.is_empty(), "\n{}", problems.join("\n"));
}

#[test]
fn the_scanners_read_what_they_should() {
    let rules =
        grammar_rules("a = { b ~ c }\n// x = { y }\nWHITESPACE = _{ \" \" }\nn = @{ \"1\" }");
    let names: Vec<(&str, bool)> = rules.iter().map(|r| (r.name.as_str(), r.silent)).collect();
    assert_eq!(names, [("a", false), ("WHITESPACE", true), ("n", false)]);

    let ast = "/// doc\npub enum E {\n    /// a\n    A,\n    B(u8),\n    C {\n        x: u8,\n    },\n}\n";
    assert_eq!(ast_constructs(ast), ["E::A", "E::B", "E::C"]);

    let src = "fn t() { let c = '\"'; let s = \"+$1.\\n\"; // \"no\"\n let r = r#\"x \"y\"\"#; }\nfn u<'a>() { \"+1 card.\" }";
    let lits: Vec<(String, String)> = string_literals(src);
    assert_eq!(
        lits,
        [
            ("+$1.\n".to_string(), "t".to_string()),
            ("x \"y\"".to_string(), "t".to_string()),
            ("+1 card.".to_string(), "u".to_string()),
        ]
    );
    assert_eq!(
        rules_texts("(id: \"x\", rules: \"+$2.\")"),
        ["+$2.".to_string()]
    );
}

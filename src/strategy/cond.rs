//! The condition language of strategy files: `count(Gold) < 2 and left(Province) <= 4`.
//!
//! ```text
//! condition  := either ("or" either)*
//! either     := unary ("and" unary)*
//! unary      := "not" unary | "(" condition ")" | sum OP sum     OP: < <= > >= == !=
//! sum        := product (("+" | "-") product)*
//! product    := term ("*" term)*
//! term       := NUMBER | "-" term | VALUE | count(NAME) | left(NAME)
//! VALUE      := money | coins | turn | empty_piles | score_diff | cards | buys
//! ```
//!
//! `count(X)`: the cards the player owns of the card or type X; `left(X)`: the cards on
//! X's Supply pile; `money`: the coins all the player's Treasures give; `coins`: the
//! coins this turn; `turn`: the player's own turn number; `empty_piles`: the empty Supply
//! piles; `score_diff`: the player's score less the best other score; `cards`: the cards
//! the player owns; `buys`: the Buys left this turn.
//!
//! Parsed by hand into [`Cond`], with names resolved against the card database; a
//! comparison that can never be true (or is always true) is an error.

use crate::db::{CardId, Db};
use crate::engine::{Game, PlayerId};

/// A problem in a condition: a byte range of its text and a message (and a suggestion).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CondError {
    /// Byte offset in the condition's text.
    pub at: usize,
    /// Length in bytes (at least 1).
    pub len: usize,
    /// What is wrong.
    pub message: String,
    /// "did you mean".
    pub suggestion: Option<String>,
}

/// A parsed, resolved condition.
#[derive(Debug, Clone, PartialEq)]
pub enum Cond {
    /// A comparison of two numbers.
    Cmp(Num, CmpOp, Num),
    /// All of these.
    And(Vec<Cond>),
    /// Any of these.
    Or(Vec<Cond>),
    /// Not this.
    Not(Box<Cond>),
}

/// A comparison operator.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CmpOp {
    /// `<`
    Lt,
    /// `<=`
    Le,
    /// `>`
    Gt,
    /// `>=`
    Ge,
    /// `==`
    Eq,
    /// `!=`
    Ne,
}

/// A number: a constant, a value of the game, or arithmetic on them.
#[derive(Debug, Clone, PartialEq)]
pub enum Num {
    /// A constant.
    Int(i64),
    /// A value read off the game.
    Val(Value),
    /// A sum.
    Add(Box<Num>, Box<Num>),
    /// A difference.
    Sub(Box<Num>, Box<Num>),
    /// A product.
    Mul(Box<Num>, Box<Num>),
}

/// What a condition can read off the game, for the deciding player.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Value {
    /// Cards owned of this kind.
    CountCard(CardId),
    /// Cards owned with any of these type bits.
    CountType(u16),
    /// Cards left on this card's Supply pile (0 if it has none).
    Left(CardId),
    /// Coins all Treasures owned give.
    Money,
    /// Coins this turn.
    Coins,
    /// The player's own turn number.
    Turn,
    /// Empty Supply piles.
    EmptyPiles,
    /// The player's score less the best other player's.
    ScoreDiff,
    /// Cards owned.
    Cards,
    /// Buys left this turn.
    Buys,
}

/// The plain keywords (the ones with a name in parentheses are `count` and `left`).
pub const KEYWORDS: [&str; 9] = [
    "count",
    "left",
    "money",
    "coins",
    "turn",
    "empty_piles",
    "score_diff",
    "cards",
    "buys",
];

/// Parse a condition; card and type names are resolved in `db` (each card named is
/// pushed onto `named`, for the caller's "not in this game" warnings).
pub fn parse(src: &str, db: &Db, named: &mut Vec<(CardId, usize)>) -> Result<Cond, CondError> {
    let mut p = Parser {
        src,
        pos: 0,
        db,
        named,
    };
    let c = p.condition()?;
    p.skip_ws();
    if p.pos < src.len() {
        return Err(p.err_here("expected `and`, `or` or the end of the condition"));
    }
    Ok(c)
}

struct Parser<'a, 'n> {
    src: &'a str,
    pos: usize,
    db: &'a Db,
    named: &'n mut Vec<(CardId, usize)>,
}

/// A token's extent, for messages.
fn word_len(s: &str) -> usize {
    s.find(|c: char| !(c.is_alphanumeric() || c == '_'))
        .unwrap_or(s.len())
        .max(1)
}

impl Parser<'_, '_> {
    fn skip_ws(&mut self) {
        let rest = &self.src[self.pos..];
        self.pos += rest.len() - rest.trim_start().len();
    }

    fn rest(&self) -> &str {
        &self.src[self.pos..]
    }

    fn err_here(&self, message: impl Into<String>) -> CondError {
        let len = if self.pos < self.src.len() {
            word_len(self.rest())
        } else {
            1
        };
        CondError {
            at: self.pos,
            len,
            message: message.into(),
            suggestion: None,
        }
    }

    /// The keyword `w` (a whole word) comes next: consume it.
    fn keyword(&mut self, w: &str) -> bool {
        self.skip_ws();
        let r = self.rest();
        let whole = r.starts_with(w)
            && !r[w.len()..].starts_with(|c: char| c.is_alphanumeric() || c == '_');
        if whole {
            self.pos += w.len();
        }
        whole
    }

    fn symbol(&mut self, s: &str) -> bool {
        self.skip_ws();
        let found = self.rest().starts_with(s);
        if found {
            self.pos += s.len();
        }
        found
    }

    fn condition(&mut self) -> Result<Cond, CondError> {
        let mut all = vec![self.either()?];
        while self.keyword("or") {
            all.push(self.either()?);
        }
        Ok(if all.len() == 1 {
            all.remove(0)
        } else {
            Cond::Or(all)
        })
    }

    fn either(&mut self) -> Result<Cond, CondError> {
        let mut all = vec![self.unary()?];
        while self.keyword("and") {
            all.push(self.unary()?);
        }
        Ok(if all.len() == 1 {
            all.remove(0)
        } else {
            Cond::And(all)
        })
    }

    fn unary(&mut self) -> Result<Cond, CondError> {
        if self.keyword("not") {
            return Ok(Cond::Not(Box::new(self.unary()?)));
        }
        if self.symbol("(") {
            let c = self.condition()?;
            if !self.symbol(")") {
                return Err(self.err_here("expected `)`"));
            }
            return Ok(c);
        }
        self.comparison()
    }

    fn comparison(&mut self) -> Result<Cond, CondError> {
        self.skip_ws();
        let start = self.pos;
        let a = self.sum()?;
        self.skip_ws();
        let op = [
            ("<=", CmpOp::Le),
            (">=", CmpOp::Ge),
            ("==", CmpOp::Eq),
            ("!=", CmpOp::Ne),
            ("<", CmpOp::Lt),
            (">", CmpOp::Gt),
        ]
        .into_iter()
        .find(|(s, _)| self.rest().starts_with(s));
        let Some((s, op)) = op else {
            return Err(if self.rest().starts_with('=') {
                let mut e = self.err_here("`=` is not a comparison");
                e.suggestion = Some("==".into());
                e
            } else {
                self.err_here("expected a comparison: `<`, `<=`, `>`, `>=`, `==` or `!=`")
            });
        };
        self.pos += s.len();
        let b = self.sum()?;
        let len = self.pos - start;
        check_possible(&a, op, &b).map_err(|message| CondError {
            at: start,
            len,
            message,
            suggestion: None,
        })?;
        Ok(Cond::Cmp(a, op, b))
    }

    fn sum(&mut self) -> Result<Num, CondError> {
        let mut a = self.product()?;
        loop {
            if self.symbol("+") {
                a = Num::Add(Box::new(a), Box::new(self.product()?));
            } else if self.symbol("-") {
                a = Num::Sub(Box::new(a), Box::new(self.product()?));
            } else {
                return Ok(a);
            }
        }
    }

    fn product(&mut self) -> Result<Num, CondError> {
        let mut a = self.term()?;
        while self.symbol("*") {
            a = Num::Mul(Box::new(a), Box::new(self.term()?));
        }
        Ok(a)
    }

    fn term(&mut self) -> Result<Num, CondError> {
        self.skip_ws();
        if self.symbol("-") {
            return Ok(Num::Sub(Box::new(Num::Int(0)), Box::new(self.term()?)));
        }
        let r = self.rest();
        let digits = r.find(|c: char| !c.is_ascii_digit()).unwrap_or(r.len());
        if digits > 0 {
            let n = r[..digits]
                .parse::<i64>()
                .ok()
                .filter(|&n| n <= 1_000_000)
                .ok_or_else(|| self.err_here("this number is too large"))?;
            self.pos += digits;
            return Ok(Num::Int(n));
        }
        let start = self.pos;
        let len = word_len(r);
        let end = r.find(|c: char| !(c.is_alphanumeric() || c == '_'));
        let word = r[..end.unwrap_or(r.len())].to_string();
        let word = word.as_str();
        if word.is_empty() {
            return Err(self.err_here("expected a number or a value (`count(NAME)`, `money`, ...)"));
        }
        let v = match word {
            "count" | "left" => {
                self.pos += word.len();
                return self.named(word == "count");
            }
            "money" => Value::Money,
            "coins" => Value::Coins,
            "turn" => Value::Turn,
            "empty_piles" => Value::EmptyPiles,
            "score_diff" => Value::ScoreDiff,
            "cards" => Value::Cards,
            "buys" => Value::Buys,
            _ => {
                return Err(CondError {
                    at: start,
                    len,
                    message: format!("unknown word `{word}`"),
                    suggestion: crate::suggest::did_you_mean(word, KEYWORDS).map(str::to_string),
                })
            }
        };
        self.pos += word.len();
        Ok(Num::Val(v))
    }

    /// `(NAME)` after `count` or `left`.
    fn named(&mut self, count: bool) -> Result<Num, CondError> {
        if !self.symbol("(") {
            return Err(self.err_here("expected `(` and a card's name"));
        }
        self.skip_ws();
        let start = self.pos;
        // The name may have parentheses of its own (`Trader (1E)`).
        let mut depth = 0i32;
        let close = self.rest().find(|c: char| {
            depth += i32::from(c == '(') - i32::from(c == ')');
            depth < 0
        });
        let Some(close) = close else {
            return Err(self.err_here("expected a name and `)`"));
        };
        let name = self.rest()[..close].trim().to_string();
        let name = name.as_str();
        let at = CondError {
            at: start,
            len: name.len().max(1),
            message: String::new(),
            suggestion: None,
        };
        self.pos += close + 1;
        if count {
            let ty = (self.db.types.iter()).position(|t| t.name.eq_ignore_ascii_case(name));
            if let Some(bit) = ty {
                return Ok(Num::Val(Value::CountType(1 << bit)));
            }
        }
        match self.db.find(name) {
            Some(k) => {
                self.named.push((k, start));
                Ok(Num::Val(if count {
                    Value::CountCard(k)
                } else {
                    Value::Left(k)
                }))
            }
            None => {
                let mut all: Vec<String> = self.db.cards.iter().map(|c| c.full_name()).collect();
                if count {
                    all.extend(self.db.types.iter().map(|t| t.name.clone()));
                }
                let what = if count { "card or type" } else { "card" };
                Err(CondError {
                    message: format!("unknown {what} `{name}`"),
                    suggestion: crate::suggest::did_you_mean(name, all.iter().map(|s| s.as_str()))
                        .map(str::to_string),
                    ..at
                })
            }
        }
    }
}

/// The least and greatest a number can be (`None`: unbounded).
#[derive(Debug, Clone, Copy)]
struct Range {
    lo: Option<i64>,
    hi: Option<i64>,
}

fn range(n: &Num) -> Range {
    let both = |a: Option<i64>, b: Option<i64>, f: fn(i64, i64) -> i64| Some(f(a?, b?));
    match n {
        Num::Int(i) => Range {
            lo: Some(*i),
            hi: Some(*i),
        },
        Num::Val(Value::ScoreDiff) => Range { lo: None, hi: None },
        Num::Val(Value::Turn) => Range {
            lo: Some(1),
            hi: None,
        },
        Num::Val(_) => Range {
            lo: Some(0),
            hi: None,
        },
        Num::Add(a, b) => {
            let (a, b) = (range(a), range(b));
            Range {
                lo: both(a.lo, b.lo, i64::saturating_add),
                hi: both(a.hi, b.hi, i64::saturating_add),
            }
        }
        Num::Sub(a, b) => {
            let (a, b) = (range(a), range(b));
            Range {
                lo: both(a.lo, b.hi, i64::saturating_sub),
                hi: both(a.hi, b.lo, i64::saturating_sub),
            }
        }
        Num::Mul(a, b) => {
            let (a, b) = (range(a), range(b));
            let nonneg = |r: Range| r.lo.is_some_and(|l| l >= 0);
            if nonneg(a) && nonneg(b) {
                Range {
                    lo: both(a.lo, b.lo, i64::saturating_mul),
                    hi: both(a.hi, b.hi, i64::saturating_mul),
                }
            } else {
                Range { lo: None, hi: None }
            }
        }
    }
}

/// Whether `a op b` can be true and can be false: an error says which it cannot.
fn check_possible(a: &Num, op: CmpOp, b: &Num) -> Result<(), String> {
    let (ra, rb) = (range(a), range(b));
    // a - b lies within [lo, hi].
    let lo = ra.lo.zip(rb.hi).map(|(x, y)| x.saturating_sub(y));
    let hi = ra.hi.zip(rb.lo).map(|(x, y)| x.saturating_sub(y));
    let (never, always) = match op {
        CmpOp::Lt => (lo.is_some_and(|l| l >= 0), hi.is_some_and(|h| h < 0)),
        CmpOp::Le => (lo.is_some_and(|l| l > 0), hi.is_some_and(|h| h <= 0)),
        CmpOp::Gt => (hi.is_some_and(|h| h <= 0), lo.is_some_and(|l| l > 0)),
        CmpOp::Ge => (hi.is_some_and(|h| h < 0), lo.is_some_and(|l| l >= 0)),
        CmpOp::Eq => (
            lo.is_some_and(|l| l > 0) || hi.is_some_and(|h| h < 0),
            lo == Some(0) && hi == Some(0),
        ),
        CmpOp::Ne => (
            lo == Some(0) && hi == Some(0),
            lo.is_some_and(|l| l > 0) || hi.is_some_and(|h| h < 0),
        ),
    };
    if never {
        return Err("this comparison is never true (a count, a pile or money is never below 0, a turn never below 1)".into());
    }
    if always {
        return Err("this comparison is always true: leave it out".into());
    }
    Ok(())
}

/// What a condition is evaluated against: the game, from one player's view.
pub struct Ctx<'g> {
    /// The game.
    pub game: &'g Game,
    /// The deciding player.
    pub player: u8,
}

impl Cond {
    /// Whether the condition holds now.
    pub fn holds(&self, cx: &Ctx) -> bool {
        match self {
            Cond::Cmp(a, op, b) => {
                let (a, b) = (a.eval(cx), b.eval(cx));
                match op {
                    CmpOp::Lt => a < b,
                    CmpOp::Le => a <= b,
                    CmpOp::Gt => a > b,
                    CmpOp::Ge => a >= b,
                    CmpOp::Eq => a == b,
                    CmpOp::Ne => a != b,
                }
            }
            Cond::And(all) => all.iter().all(|c| c.holds(cx)),
            Cond::Or(all) => all.iter().any(|c| c.holds(cx)),
            Cond::Not(c) => !c.holds(cx),
        }
    }
}

impl Num {
    fn eval(&self, cx: &Ctx) -> i64 {
        match self {
            Num::Int(i) => *i,
            Num::Val(v) => value(*v, cx),
            Num::Add(a, b) => a.eval(cx).saturating_add(b.eval(cx)),
            Num::Sub(a, b) => a.eval(cx).saturating_sub(b.eval(cx)),
            Num::Mul(a, b) => a.eval(cx).saturating_mul(b.eval(cx)),
        }
    }
}

/// The cards on the pile of card `k` (0 when it has no pile in this game).
pub fn left(game: &Game, k: CardId) -> i64 {
    (game.state.pile_of.get(k.index()).copied().flatten())
        .map_or(0, |p| game.state.supply[p as usize].cards.len() as i64)
}

fn value(v: Value, cx: &Ctx) -> i64 {
    let g = cx.game;
    let me = &g.state.players[cx.player as usize];
    match v {
        Value::CountCard(k) => me.cards().filter(|&i| g.kind(i) == k).count() as i64,
        Value::CountType(t) => me.cards().filter(|&i| g.has_type(i, t)).count() as i64,
        Value::Left(k) => left(g, k),
        Value::Money => i64::from(crate::agents::Heuristic::money_of(g, cx.player)),
        Value::Coins => i64::from(g.state.turn.coins),
        Value::Turn => i64::from(me.turns),
        Value::EmptyPiles => g.state.supply.iter().filter(|p| p.cards.is_empty()).count() as i64,
        Value::ScoreDiff => {
            let mine = g.score(PlayerId(cx.player));
            let best = (0..g.state.players.len() as u8)
                .filter(|&p| p != cx.player)
                .map(|p| g.score(PlayerId(p)))
                .max()
                .unwrap_or(mine);
            i64::from(mine) - i64::from(best)
        }
        Value::Cards => me.cards().count() as i64,
        Value::Buys => i64::from(g.state.turn.buys),
    }
}

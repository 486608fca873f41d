//! The terminal's building blocks for asking: printing in the language, reading a line,
//! confirming a likely mistake, and what one line of input comes to (an answer, a reason
//! for refusing it, a command).

use super::input::{self, shown, Common, Line, NameError, NumError, Words};
use super::{view, PlayError};
use crate::engine::{Choice, Game};
use crate::locale::Locale;
use fluent_bundle::FluentValue;
use std::io::{BufRead, Write};

/// The terminal: language, command words, input and output.
pub(super) struct Ui<'a> {
    /// The language.
    pub loc: &'a Locale,
    /// Its command words.
    pub words: Words,
    /// Where answers come from.
    pub input: &'a mut dyn BufRead,
    /// Where everything goes.
    pub out: &'a mut dyn Write,
}

impl Ui<'_> {
    /// Print a line (or several).
    pub fn say(&mut self, s: &str) -> Result<(), PlayError> {
        let text = view::wrap(s, view::WIDTH);
        writeln!(self.out, "{text}").map_err(PlayError::from_io)
    }

    /// A message of the locale, printed.
    pub fn msg(&mut self, id: &str, args: &[(&str, FluentValue)]) -> Result<(), PlayError> {
        let s = self.loc.msg(id, args);
        self.say(&s)
    }

    /// The prompt mark; then one line of input (`None` at the end of input). A line
    /// longer than [`input::MAX_LINE`] bytes is refused, and the prompt mark shown again.
    pub fn read(&mut self) -> Result<Option<String>, PlayError> {
        loop {
            write!(self.out, "> ").map_err(PlayError::from_io)?;
            self.out.flush().map_err(PlayError::from_io)?;
            match input::read_line(self.input).map_err(PlayError::Io)? {
                Line::Text(t) => return Ok(Some(t)),
                Line::TooLong => {
                    self.msg("err-line-too-long", &[("max", input::MAX_LINE.into())])?
                }
                Line::End => {
                    self.say("")?;
                    self.msg("ui-end-of-input", &[])?;
                    return Ok(None);
                }
            }
        }
    }

    /// Ask to confirm a likely mistake: `Some(true)` for yes, `None` at the end of input.
    /// Any other answer than yes or no is refused with the reason, and asked again.
    pub fn confirm(&mut self, text: &str) -> Result<Option<bool>, PlayError> {
        self.say(text)?;
        loop {
            let Some(line) = self.read()? else {
                return Ok(None);
            };
            if input::is(&self.words.yes, &line) {
                return Ok(Some(true));
            }
            if input::is(&self.words.no, &line) {
                self.msg("ui-not-done", &[])?;
                return Ok(Some(false));
            }
            self.msg("err-yes-no", &[])?;
        }
    }
}

/// The human's reply to a decision.
pub(super) enum Reply {
    /// This answer (legal).
    Answer(Choice),
    /// Stop the game (quit, or the end of input).
    Quit,
}

/// What one line of input comes to.
pub(super) enum Step {
    /// Answer with this.
    Answer(Choice),
    /// Answer with this if the player confirms the text.
    Confirm(String, Choice),
    /// Refused, for this reason.
    Reject(String),
    /// Show the cards one can buy and ask which.
    BuyMenu,
    /// A command of every prompt.
    Common(Common),
}

/// A reason, from a message of the locale.
pub(super) fn why(loc: &Locale, id: &str, args: &[(&str, FluentValue)]) -> Step {
    Step::Reject(loc.msg(id, args))
}

pub(super) fn num_error(loc: &Locale, e: NumError, max: usize) -> Step {
    match e {
        NumError::NotNumber(w) => why(loc, "err-unknown", &[("input", shown(&w).into())]),
        NumError::OutOfRange(n) => why(
            loc,
            "err-no-number",
            &[("n", n.to_string().into()), ("max", max.into())],
        ),
        NumError::Twice(n) => why(loc, "err-twice", &[("n", n.into())]),
    }
}

pub(super) fn name_error(game: &Game, loc: &Locale, input: &str, e: NameError) -> Step {
    match e {
        NameError::Unknown(Some(near)) => why(
            loc,
            "err-no-card-near",
            &[("input", shown(input).into()), ("card", near.into())],
        ),
        NameError::Unknown(None) => why(loc, "err-unknown", &[("input", shown(input).into())]),
        NameError::Ambiguous(ks) => why(
            loc,
            "err-ambiguous",
            &[
                ("input", shown(input).into()),
                ("cards", loc.card_list(&game.db, &ks).into()),
            ],
        ),
    }
}

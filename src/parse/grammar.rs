//! The pest parser generated from `grammar/effects.pest`.

use pest::iterators::Pair;
use pest::Parser as _;

/// The generated parser; [`Rule`] names the grammar's rules.
#[derive(pest_derive::Parser)]
#[grammar = "../grammar/effects.pest"] // relative to src/
pub(super) struct EffectParser;

/// Parse a whole text into its `rules` pair.
pub(super) fn parse(text: &str) -> Result<Pair<'_, Rule>, Box<pest::error::Error<Rule>>> {
    let mut pairs = EffectParser::parse(Rule::rules, text).map_err(Box::new)?;
    pairs.next().ok_or_else(|| {
        Box::new(pest::error::Error::new_from_pos(
            pest::error::ErrorVariant::CustomError {
                message: "empty parse".into(),
            },
            pest::Position::from_start(text),
        ))
    })
}

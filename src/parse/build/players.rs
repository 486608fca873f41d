//! Who the words for players mean: `you` / `your` (the card's owner) outside a player
//! block, `they` / `their` (the block's player) inside one.

use super::*;

/// Whether effects speak of `they` / `their` outside any player block of their own.
pub(super) fn mentions_they(p: &P) -> bool {
    kids(p).any(|c| match c.as_rule() {
        Rule::players_eff => false,
        // A lasting trigger's body is its own: `they` there is the event's player.
        Rule::lasting if has(&c, Rule::when_clause) => false,
        Rule::subj | Rule::poss | Rule::they_subject => {
            has(&c, Rule::k_they) || has(&c, Rule::k_their)
        }
        _ => mentions_they(&c),
    })
}

/// Check the words for players: outside a player block `you` / `your` (the card's
/// owner); inside one (`inside`), `they` / `their` (the player of the block).
pub(super) fn players_words(p: &P, inside: bool) -> R<()> {
    for c in kids(p) {
        match c.as_rule() {
            // Whose next turn ends it and whose rule it is would differ inside a player
            // block: not supported (rejected rather than guessed).
            // test_err parse_lasting_in_player_block: `each other player: until your next turn, when you gain a card: +1 card.`
            Rule::lasting if inside => {
                return Err(error_at(
                    &c,
                    "a lasting rule (`this turn`, `until your next turn`, ...) inside a player \
                     block is not supported: set it up outside the block, about the event's \
                     player (`until your next turn, when another player ...: they ...`)",
                ))
            }
            Rule::lasting if has(&c, Rule::when_clause) => {}
            Rule::players_eff => {
                for k in kids(&c) {
                    players_words(&k, k.as_rule() == Rule::effects || inside)?;
                }
            }
            Rule::subj | Rule::poss | Rule::they_subject => {
                let they = has(&c, Rule::k_they) || has(&c, Rule::k_their);
                if they && !inside {
                    // test_err parse_they_outside_player_block: `they gain a Curse.`
                    return Err(error_at(
                        &c,
                        format!(
                            "`{}` means the player of an `each other player` / `each player` \
                             block, and there is none here (the card's owner is `you`)",
                            c.as_str().trim()
                        ),
                    ));
                }
                if !they && inside {
                    // test_err parse_your_inside_player_block: `each other player: discard a card from your hand.`
                    return Err(error_at(
                        &c,
                        format!(
                            "inside a player block the player is `they` / `their`: `{}` \
                             would be the card's owner, which is not supported here",
                            c.as_str()
                        ),
                    ));
                }
            }
            _ => players_words(&c, inside)?,
        }
    }
    Ok(())
}

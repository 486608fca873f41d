//! Failures of generated texts that are known and not fixed yet, which a run cannot play:
//! they abort the whole process (a stack overflow cannot be caught). A run counts the texts
//! that match one as known failures without playing them (`gen-texts --play-known` plays
//! them anyway). Each entry is for the engine or the checker to fix; remove it then.
//!
//! This list never hides a failure: a known failure still fails the run.

use crate::ast::Rules;

/// A known failure: its name and whether a tree has it.
pub struct Known {
    /// What goes wrong, and a short text that shows it.
    pub name: &'static str,
    /// Whether the tree has it.
    pub matches: fn(&Rules) -> bool,
}

/// The known failures (none now: the cost rule that overflowed the stack is rejected
/// by the checker).
pub const KNOWN: &[Known] = &[];

/// The first known failure a tree has.
pub fn known(r: &Rules) -> Option<&'static Known> {
    KNOWN.iter().find(|k| (k.matches)(r))
}

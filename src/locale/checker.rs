//! The state of the checks of one language file, shared by `check.rs` (entries) and
//! `status.rs` (what is missing, progress, warnings).

use super::known::Known;
use super::parsed::File;
use crate::diagnostics::Diagnostic;
use std::collections::BTreeSet;

/// The checks of one file.
pub(super) struct Checker<'c, 'a> {
    pub(super) f: &'c File<'a>,
    /// English, when this file is another language.
    pub(super) en: Option<&'c File<'a>>,
    pub(super) known: &'c Known,
    /// Messages followed by a syntax error before the next one.
    pub(super) broken: BTreeSet<&'a str>,
    pub(super) p: &'c mut Vec<Diagnostic>,
    /// Warnings.
    pub(super) w: &'c mut Vec<Diagnostic>,
}

//! The rules' invariants, checked whenever no ability is running: every card is in
//! exactly one zone, no card is left revealed, every set-aside card has something that
//! will move it on, and no Supply pile holds more cards than it started with. They are on
//! in debug builds, scenarios, the soak and generated-card runs
//! ([`Game::set_invariants`]), and cost nothing in a release simulation.

use super::state::{CardRef, Delayed, Inst, Vars};
use super::{EngineError, Game};

impl Game {
    /// Check the invariants whenever no ability is running (or stop doing so).
    pub fn set_invariants(&mut self, on: bool) {
        self.invariants = on;
    }

    /// Whether the invariants are checked.
    pub fn invariants(&self) -> bool {
        self.invariants
    }

    /// The cards set aside now count as held by the position (a scenario's setup puts
    /// them there; no ability of the game did).
    pub fn hold_set_aside(&mut self) {
        let held = self.state.players.iter().flat_map(|p| p.set_aside.iter());
        self.held.extend(held.copied());
    }

    /// The invariants, with nothing running. A violation names the card and the last
    /// ability that ran.
    pub(crate) fn check_invariants(&self) -> Result<(), EngineError> {
        let broken = |what: String| {
            let by = self
                .last_ability
                .map(|k| self.db.card(k).name.clone())
                .unwrap_or_else(|| "?".into());
            EngineError::Invariant(format!("{what} (the last ability that ran: `{by}`)"))
        };
        self.check_integrity().map_err(broken)?;
        for p in &self.state.players {
            if let Some(&c) = p.revealed.first() {
                return Err(broken(format!(
                    "{} is still revealed after the ability ended",
                    self.name_of(c)
                )));
            }
            if let Some(&c) = p
                .set_aside
                .iter()
                .find(|&&c| !self.held.contains(&c) && !self.returned(c))
            {
                return Err(broken(format!(
                    "{} is set aside and nothing will move it on",
                    self.name_of(c)
                )));
            }
        }
        for pile in &self.state.supply {
            if pile.size > 0 && pile.cards.len() > pile.size as usize {
                return Err(broken(format!(
                    "the {} pile has {} cards; it started with {}",
                    self.db.card(pile.card).name,
                    pile.cards.len(),
                    pile.size
                )));
            }
        }
        Ok(())
    }

    fn name_of(&self, c: Inst) -> String {
        format!("{} #{c}", self.db.card(self.kind(c)).name)
    }

    /// A delayed effect will handle the card (it refers to it), or a lasting rule is tied
    /// to it staying set aside while a delayed effect of its card is waiting.
    fn returned(&self, c: Inst) -> bool {
        let refers = |d: &Delayed| {
            d.this.is_some_and(|t| t.0 == c) || d.keep.contains(&c) || vars_refer(&d.vars, c)
        };
        self.state.delayed.iter().any(refers)
    }
}

fn vars_refer(v: &Vars, c: Inst) -> bool {
    let has = |l: &[CardRef]| l.iter().any(|r| r.0 == c);
    has(&v.it)
        || has(&v.drawn)
        || has(&v.trashed)
        || has(&v.discarded)
        || has(&v.revealed)
        || has(&v.gained)
        || has(&v.set_aside)
        || has(&v.moved)
}

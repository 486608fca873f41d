//! A scenario that starts where a replay got to (`from_replay`): the replay's table and
//! its first answers, then the scenario's own steps. A rules tester turns a replay from a
//! bug report into a scenario by pasting it in.

use crate::db::Db;
use crate::engine::{Game, Logged};
use crate::replay::Replay;
use serde::Deserialize;
use std::sync::Arc;

/// Where a scenario starts: a replay, played up to `answers` of its answers (all of them
/// when not given).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FromReplay {
    /// The replay, as written by `soak`, `play --record` or `dominion replay`.
    pub replay: Replay,
    /// How many of its answers to give before the scenario's steps.
    #[serde(default)]
    pub answers: Option<usize>,
}

/// The game after the replay's answers, with what they logged. Turns then end only with
/// `EndTurn`, as in every scenario.
pub(super) fn start(db: Arc<Db>, from: &FromReplay) -> Result<(Game, Vec<Logged>), String> {
    let mut r = from.replay.clone();
    if let Some(n) = from.answers {
        if n > r.answers.len() {
            return Err(format!(
                "from_replay: {n} answers asked, the replay has {}",
                r.answers.len()
            ));
        }
        r.answers.truncate(n);
    }
    let out = r.play(db).map_err(|e| format!("from_replay: {e}"))?;
    if out.answered < r.answers.len() {
        let why = out.stopped.unwrap_or_default();
        return Err(format!("from_replay: {why}"));
    }
    let mut game = out.game;
    game.state.auto_end = false;
    Ok((game, out.events))
}

//! Shards of a large simulation: `simulate --start I --games N --out FILE` plays games I
//! to I+N-1 of a run and writes their figures; `dominion merge FILE...` adds shards up
//! (the same bots, Kingdom and seed; no game twice) into the run's figures.

use crate::sim::SimReport;
use serde::{Deserialize, Serialize};

/// The figures of games `start..start + games` of a simulation, as written to a file.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Shard {
    /// The bots, one per seat.
    pub bots: Vec<String>,
    /// The Kingdom, as the `kingdom:` line shows it (empty: none).
    pub kingdom: String,
    /// With Platinum and Colony.
    pub colonies: bool,
    /// The run's seed.
    pub seed: u64,
    /// The index of the shard's first game.
    pub start: u64,
    /// Games played.
    pub games: u64,
    /// Sole wins per seat.
    pub wins: Vec<u64>,
    /// Shared wins per seat.
    pub ties: Vec<u64>,
    /// Games ending in a shared win.
    pub shared: u64,
    /// Games abandoned.
    pub abandoned: u64,
    /// All players' turns.
    pub turns: u64,
    /// Seconds of wall time.
    pub seconds: f64,
}

/// Why shards do not merge.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MergeError {
    /// A file is not a shard.
    #[error("{0}: not a shard of `simulate --out`: {1}")]
    Read(String, String),
    /// Two shards of different runs.
    #[error("{0}: another run (its bots, Kingdom, colonies or seed differ from the first file's)")]
    OtherRun(String),
    /// Two shards with games in common.
    #[error("{0}: games {1} to {2} are in another shard too")]
    Overlap(String, u64, u64),
    /// No file.
    #[error("no shard to merge")]
    Empty,
}

impl Shard {
    /// A shard of these figures.
    pub fn new(
        r: &SimReport,
        bots: &[String],
        kingdom: String,
        colonies: bool,
        seed: u64,
        start: u64,
    ) -> Shard {
        Shard {
            bots: bots.to_vec(),
            kingdom,
            colonies,
            seed,
            start,
            games: r.games,
            wins: r.wins.clone(),
            ties: r.ties.clone(),
            shared: r.shared,
            abandoned: r.abandoned,
            turns: r.turns,
            seconds: r.seconds,
        }
    }

    /// As RON text.
    pub fn to_text(&self) -> String {
        ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::default()).unwrap_or_default()
    }

    /// The figures, as a simulation's report.
    pub fn report(&self) -> SimReport {
        SimReport {
            games: self.games,
            wins: self.wins.clone(),
            ties: self.ties.clone(),
            shared: self.shared,
            abandoned: self.abandoned,
            turns: self.turns,
            seconds: self.seconds,
            curves: Default::default(),
        }
    }
}

/// Merge shards given as (file name, text): the same run, no game twice.
pub fn merge(files: &[(String, String)]) -> Result<Shard, MergeError> {
    let mut shards: Vec<(String, Shard)> = vec![];
    for (name, text) in files {
        let s: Shard =
            ron::from_str(text).map_err(|e| MergeError::Read(name.clone(), e.to_string()))?;
        shards.push((name.clone(), s));
    }
    shards.sort_by_key(|(_, s)| s.start);
    let mut it = shards.into_iter();
    let (_, mut all) = it.next().ok_or(MergeError::Empty)?;
    let mut end = all.start + all.games;
    for (name, s) in it {
        let same = s.bots == all.bots
            && s.kingdom == all.kingdom
            && s.colonies == all.colonies
            && s.seed == all.seed;
        if !same || s.wins.len() != all.wins.len() || s.ties.len() != all.ties.len() {
            return Err(MergeError::OtherRun(name));
        }
        if s.start < end {
            return Err(MergeError::Overlap(
                name,
                s.start,
                (s.start + s.games).min(end) - 1,
            ));
        }
        end = s.start + s.games;
        all.games += s.games;
        all.shared += s.shared;
        all.abandoned += s.abandoned;
        all.turns += s.turns;
        all.seconds += s.seconds;
        for (a, b) in all.wins.iter_mut().zip(&s.wins) {
            *a += b;
        }
        for (a, b) in all.ties.iter_mut().zip(&s.ties) {
            *a += b;
        }
    }
    Ok(all)
}

/// The seed that makes game `j` of a run game `start + j` of the run with seed `seed`
/// (game i's seed is derived from `seed + i * 0x9E37_79B9_7F4A_7C15`).
pub fn shifted_seed(seed: u64, start: u64) -> u64 {
    seed.wrapping_add(start.wrapping_mul(0x9E37_79B9_7F4A_7C15))
}

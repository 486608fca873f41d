//! Points and money by turn, recorded only when a chart is asked for (`simulate --chart`):
//! the bots of a [`Recorder`] note each player's score and money at the end of each of
//! their turns, and [`Curves`] adds them up over games, per seat.

use crate::agents::{Agent, Heuristic};
use crate::engine::{Choice, Decision, Game, PlayerId};
use rand_pcg::Pcg32;
use std::sync::{Arc, Mutex};

/// One seat's sums over games, by the seat's own turn (index 0: its first turn).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct SeatCurve {
    /// Sum of the seat's points at the end of the turn.
    pub points: Vec<i64>,
    /// Sum of the coins of the seat's Treasures at the end of the turn.
    pub money: Vec<i64>,
    /// Games in which the seat took this turn.
    pub games: Vec<u64>,
}

impl SeatCurve {
    /// The average points at the end of turn `t` (from 0), over the games that reached it.
    pub fn points_at(&self, t: usize) -> f64 {
        self.points[t] as f64 / self.games[t].max(1) as f64
    }

    /// The average money at the end of turn `t` (from 0), over the games that reached it.
    pub fn money_at(&self, t: usize) -> f64 {
        self.money[t] as f64 / self.games[t].max(1) as f64
    }

    /// The number of turns to chart: the last turn that at least `share` of the
    /// `total` games reached.
    pub fn turns_reached(&self, total: u64, share: f64) -> usize {
        let least = (total as f64 * share).ceil().max(1.0) as u64;
        self.games.iter().take_while(|&&g| g >= least).count()
    }

    fn add_game(&mut self, turns: &[(i32, i32)]) {
        if self.games.len() < turns.len() {
            self.points.resize(turns.len(), 0);
            self.money.resize(turns.len(), 0);
            self.games.resize(turns.len(), 0);
        }
        for (t, &(p, m)) in turns.iter().enumerate() {
            self.points[t] += i64::from(p);
            self.money[t] += i64::from(m);
            self.games[t] += 1;
        }
    }

    fn add(&mut self, o: &SeatCurve) {
        if self.games.len() < o.games.len() {
            self.points.resize(o.games.len(), 0);
            self.money.resize(o.games.len(), 0);
            self.games.resize(o.games.len(), 0);
        }
        for t in 0..o.games.len() {
            self.points[t] += o.points[t];
            self.money[t] += o.money[t];
            self.games[t] += o.games[t];
        }
    }
}

/// Every seat's curve (empty when nothing was recorded).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Curves {
    /// One per seat.
    pub seats: Vec<SeatCurve>,
}

impl Curves {
    /// Add another run's curves (of the same seats).
    pub fn add(&mut self, o: &Curves) {
        if self.seats.len() < o.seats.len() {
            self.seats.resize(o.seats.len(), SeatCurve::default());
        }
        for (a, b) in self.seats.iter_mut().zip(&o.seats) {
            a.add(b);
        }
    }

    /// Whether anything was recorded.
    pub fn is_empty(&self) -> bool {
        self.seats.iter().all(|s| s.games.is_empty())
    }
}

/// Note each player's (points, money) for every turn they finished since the last note:
/// a turn ends before the next decision of any player (or the game's end), so the values
/// are those after its clean-up. When the engine runs a turn without a decision, the next
/// note counts for both turns.
fn note(game: &Game, rec: &mut [Vec<(i32, i32)>]) {
    for (p, pl) in game.state.players.iter().enumerate() {
        let t = pl.turns as usize;
        if p < rec.len() && rec[p].len() < t {
            let id = PlayerId::from_index(p);
            let v = (game.score(id), Heuristic::money_of(game, id.0));
            rec[p].resize(t, v);
        }
    }
}

/// The notes of the game being played, per player, shared by the seats' [`Traced`] bots.
type Notes = Arc<Mutex<Vec<Vec<(i32, i32)>>>>;

/// Records points and money by turn: its bots note them at each decision, before they
/// answer it. The games are played by the same loop as untraced ones
/// ([`play_game`](super::play_game)), so tracing costs nothing when it is off.
#[derive(Debug, Default)]
pub struct Recorder {
    notes: Notes,
}

impl Recorder {
    /// The bots, each wrapped to note the game before it answers.
    pub fn wrap(&self, bots: Vec<Box<dyn Agent>>) -> Vec<Box<dyn Agent>> {
        (bots.into_iter())
            .map(|inner| {
                Box::new(Traced {
                    inner,
                    notes: self.notes.clone(),
                }) as Box<dyn Agent>
            })
            .collect()
    }

    /// The game is over: note its last turns, add them to `curves`, and start afresh.
    pub fn finish(&self, game: &Game, curves: &mut Curves) {
        let Ok(mut rec) = self.notes.lock() else {
            return;
        };
        let n = game.state.players.len();
        rec.resize(n, vec![]);
        note(game, &mut rec);
        if curves.seats.len() < n {
            curves.seats.resize(n, SeatCurve::default());
        }
        for (c, r) in curves.seats.iter_mut().zip(rec.iter_mut()) {
            c.add_game(r);
            r.clear();
        }
    }
}

/// A bot that notes points and money before each answer.
struct Traced {
    inner: Box<dyn Agent>,
    notes: Notes,
}

impl Agent for Traced {
    fn name(&self) -> &str {
        self.inner.name()
    }

    fn choose(&mut self, game: &Game, d: &Decision) -> Choice {
        if let Ok(mut rec) = self.notes.lock() {
            let n = game.state.players.len();
            if rec.len() < n {
                rec.resize(n, vec![]);
            }
            note(game, &mut rec);
        }
        self.inner.choose(game, d)
    }

    fn reset(&mut self, seed: u64, seat: usize) {
        self.inner.reset(seed, seat);
    }

    fn autoplay(&self) -> bool {
        self.inner.autoplay()
    }

    fn rng(&self) -> Option<&Pcg32> {
        self.inner.rng()
    }

    fn set_rng(&mut self, rng: Pcg32) {
        self.inner.set_rng(rng);
    }
}

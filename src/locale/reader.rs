//! The log as it goes: what caused each line (the groups of lines open under the card
//! whose ability caused them) and [`LogReader`], which gives a game's lines as its events
//! arrive.

use super::Locale;
use crate::engine::{Cause, Event, Game, Logged, PlayerId};

/// The player an event is about (`None` for the game's end).
pub(super) fn actor(e: &Event) -> Option<PlayerId> {
    Some(match e {
        Event::TurnStart { player, .. } | Event::Play { player, .. } => *player,
        Event::Shuffle(p)
        | Event::Draw(p, _)
        | Event::Buy(p, _)
        | Event::Gain(p, ..)
        | Event::Trash(p, _)
        | Event::Discard(p, _)
        | Event::Reveal(p, _)
        | Event::LookAt(p, _)
        | Event::Put(p, ..)
        | Event::SetAside(p, ..)
        | Event::Exchange(p, ..)
        | Event::Plus(p, ..)
        | Event::Name(p, _)
        | Event::Unaffected(p)
        | Event::Delayed(p, _)
        | Event::ExtraTurn(p)
        | Event::Cancelled(p, _)
        | Event::Token(p, _)
        | Event::Pass(p, ..)
        | Event::PileToken(p, ..)
        | Event::OwnToken(p, ..) => *p,
        Event::GameOver { .. } => return None,
    })
}

/// The card a line opens a group for (a play, a delayed effect starting): the lines its
/// ability causes next go under it.
pub(super) fn opens(e: &Event) -> Option<Cause> {
    match *e {
        Event::Play { player, card, .. } => Some(Cause {
            card,
            owner: player,
        }),
        Event::Delayed(owner, card) => Some(Cause { card, owner }),
        _ => None,
    }
}

/// Whether an event names its cause itself: the owner revealing, trashing, discarding,
/// playing or putting that very card (a Moat revealed names Moat already).
fn names_itself(e: &Event, c: Cause) -> bool {
    match e {
        Event::Reveal(p, v)
        | Event::Trash(p, v)
        | Event::Discard(p, v)
        | Event::Put(p, v, ..)
        | Event::SetAside(p, v, _) => *p == c.owner && v.as_slice() == [c.card],
        Event::Play { player, card, .. } => *player == c.owner && *card == c.card,
        _ => false,
    }
}

/// The groups open in the log, innermost last, with their depth: a line caused by the
/// card of an open group goes under it (one level deeper); a line caused by another card
/// names it and opens a group of its own; a line caused by nothing closes them all.
#[derive(Debug, Clone, Default)]
pub(super) struct Nest {
    open: Vec<(Cause, u8)>,
}

impl Nest {
    /// The depth of a chunk whose first event is `first` and whose last opening event is
    /// `opened`, and whether its line must name its cause; updates the open groups.
    pub(super) fn place(&mut self, first: &Logged, opened: Option<Cause>) -> (u8, Option<Cause>) {
        let (depth, named) = match first.cause {
            None => {
                self.open.clear();
                (0, None)
            }
            Some(c) => match self.open.iter().rposition(|(o, _)| *o == c) {
                Some(j) => {
                    let d = self.open[j].1 + 1;
                    self.open.truncate(j + 1);
                    (d, None)
                }
                None => {
                    let d = self.open.last().map_or(0, |x| x.1 + 1);
                    self.open.push((c, d));
                    (d, Some(c).filter(|&c| !names_itself(&first.event, c)))
                }
            },
        };
        if let Some(h) = opened {
            self.open.push((h, depth));
        }
        (depth, named)
    }
}

/// The log of a game as it goes, for one reader: lines come out as events arrive; in the
/// grouped form the last line is held back while the next events may still join it (a
/// bot playing its Coppers one decision at a time makes one line). The lines are those
/// [`Locale::render_log`] gives for all the events at once.
///
/// ```no_run
/// # use dominion::locale::{Locale, LogReader};
/// # use dominion::engine::PlayerId;
/// # fn f(game: &mut dominion::engine::Game, loc: &Locale) {
/// let mut log = LogReader::new(Some(PlayerId(0)), true); // seat 0's view, grouped
/// let events = game.take_log();
/// for line in log.push(loc, game, events) {
///     println!("{line}");
/// }
/// // before asking a human, and when the game ends:
/// for line in log.flush(loc, game) {
///     println!("{line}");
/// }
/// # }
/// ```
#[derive(Debug, Clone, Default)]
pub struct LogReader {
    viewer: Option<PlayerId>,
    grouped: bool,
    held: Vec<Logged>,
    /// The groups open after the lines given out.
    nest: Nest,
}

impl LogReader {
    /// A reader: `viewer` and `grouped` as in [`Locale::render_log`].
    pub fn new(viewer: Option<PlayerId>, grouped: bool) -> Self {
        LogReader {
            viewer,
            grouped,
            held: vec![],
            nest: Nest::default(),
        }
    }

    /// Go on with the log of a game resumed in the middle of abilities (saved at one of
    /// their questions): the abilities running, bottom first, are the open groups, so the
    /// lines they cause next go under them as in the game before it was saved.
    pub fn resume(&mut self, game: &Game) {
        use crate::engine::state::Frame;
        self.nest.open = (game.state.stack.iter())
            .filter_map(|f| match f {
                Frame::Prog(p) => Some(Cause {
                    card: p.card,
                    owner: p.owner,
                }),
                _ => None,
            })
            .zip(0..)
            .collect();
    }

    /// Take new events; returns the lines that are complete.
    pub fn push(&mut self, loc: &Locale, game: &Game, events: Vec<Logged>) -> Vec<String> {
        self.held.extend(events);
        let mut nest = self.nest.clone();
        let mut chunks = loc.chunks(game, &self.held, self.viewer, self.grouped, &mut nest);
        // What may still be joined by the next events stays back: a trailing run of plays
        // and bonuses, of draws or gains, or a buy whose gain has not come yet.
        let open = |e: &Logged| {
            matches!(
                e.event,
                Event::Play { again: false, .. }
                    | Event::Plus(..)
                    | Event::Draw(..)
                    | Event::Gain(..)
            )
        };
        let mut keep = self.held.len();
        if self.grouped {
            for (start, ..) in chunks.iter().rev() {
                let tail = &self.held[*start..];
                let buy = matches!(
                    tail,
                    [Logged {
                        event: Event::Buy(..),
                        ..
                    }]
                );
                if tail.iter().all(open) || buy {
                    keep = *start;
                } else {
                    break;
                }
            }
        }
        chunks.retain(|(start, ..)| *start < keep);
        if let Some((.., after)) = chunks.last() {
            self.nest = after.clone();
        }
        self.held.drain(..keep);
        chunks.into_iter().flat_map(|(_, l, _)| l).collect()
    }

    /// The lines held back, now.
    pub fn flush(&mut self, loc: &Locale, game: &Game) -> Vec<String> {
        let held = std::mem::take(&mut self.held);
        loc.chunks(game, &held, self.viewer, self.grouped, &mut self.nest)
            .into_iter()
            .flat_map(|(_, l, _)| l)
            .collect()
    }
}

//! Where set-aside cards go: an ability that can leave cards set aside with nothing to
//! move them on strands them for the rest of the game. The analysis follows every path
//! through a compiled body (both ways at each condition and question, once and again
//! round a player block) and tracks which of the ability's references may hold cards
//! it set aside; a path that ends with any still held is an error.

use super::compile::Compiler;
use super::*;
use std::collections::BTreeSet;

/// The references that can hold set-aside cards, as bits.
const SET_ASIDE: u8 = 1;
const GAINED: u8 = 2;
const MOVED: u8 = 4;

fn bit(r: Ref) -> u8 {
    match r {
        Ref::SetAside => SET_ASIDE,
        Ref::Gained => GAINED,
        Ref::Moved => MOVED,
        _ => 0,
    }
}

/// The state on one path: references holding set-aside cards, those before the last
/// effect on cards (for `if you did`), and those before the innermost player block.
#[derive(Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord)]
struct Held {
    now: u8,
    before_last: u8,
    outer: u8,
    /// References an effect set again since the innermost player block began.
    fresh: u8,
}

impl Compiler<'_> {
    /// Reject the body at `entry` if some path through it leaves cards set aside with
    /// nothing to move them on.
    pub(super) fn check_set_aside(&mut self, entry: u32) {
        if self.strands(entry) {
            self.err(
                self.at,
                "cards this ability sets aside could stay set aside for the rest of the game: \
                 say what happens to them (`put the set aside card into your hand`, `discard \
                 the set aside cards`, `at the start of your next turn: put it into your \
                 hand`)"
                    .into(),
                None,
            );
        }
    }

    /// Some path from `entry` ends holding set-aside cards.
    fn strands(&self, entry: u32) -> bool {
        let code = &self.db.code;
        let mut seen = BTreeSet::new();
        let mut todo = vec![(entry, Held::default())];
        while let Some((pc, h)) = todo.pop() {
            if !seen.insert((pc, h)) {
                continue;
            }
            let Some(&op) = code.get(pc as usize) else {
                continue;
            };
            if self.follow(pc, op, h, &mut todo) {
                return true;
            }
        }
        false
    }

    /// Follow a path in state `h` through the instruction `op` at `pc`: the places it
    /// goes on to, with their states, go to `todo`. Whether the path strands cards here
    /// (it ends holding set-aside cards, or holds cards set aside both before a player
    /// block and in it).
    fn follow(&self, pc: u32, op: Op, h: Held, todo: &mut Vec<(u32, Held)>) -> bool {
        let next = pc + 1;
        match op {
            Op::Return => {
                if h.now != 0 {
                    return true;
                }
            }
            Op::Jump(t) => todo.push((t, h)),
            Op::JumpIfNot(c, t) => {
                let undone = Held {
                    now: h.before_last,
                    ..h
                };
                match self.db.conds[c] {
                    Cond::Did => todo.extend([(next, h), (t, undone)]),
                    Cond::DidNot => todo.extend([(next, undone), (t, h)]),
                    _ => todo.extend([(next, h), (t, h)]),
                }
            }
            Op::JumpIfChoiceNot(_, t) | Op::JumpIfNotChosen(_, t) => {
                todo.extend([(next, h), (t, h)])
            }
            Op::ForBegin(_, end) => {
                todo.push((end, h));
                let inside = Held {
                    outer: h.now,
                    fresh: 0,
                    ..h
                };
                todo.push((next, inside));
            }
            Op::ForNext(body) => {
                // Each player's turn in the block ends with the ability's references
                // as they were before it; after the block, a reference is what all
                // its players handled that way, if any (else it stays): cards set
                // aside before the block and in it cannot both be reached.
                if h.fresh & h.outer != 0 {
                    return true;
                }
                let back = Held { now: h.outer, ..h };
                todo.extend([(body, back), (next, h)]);
            }
            Op::NextTurn(at) | Op::EndOfBuyPhase(at) => {
                let later = self.cleared_by(at, h.now);
                todo.push((
                    next,
                    Held {
                        now: h.now & !later,
                        ..h
                    },
                ));
            }
            op => {
                let set = self.after(op, Held::default()).now;
                let h = Held {
                    fresh: h.fresh | set,
                    ..self.after(op, h)
                };
                todo.push((next, h));
            }
        }
        false
    }

    /// The state after an instruction that does not branch.
    fn after(&self, op: Op, h: Held) -> Held {
        let sets = |b: u8| Held {
            now: h.now | b,
            before_last: h.now,
            ..h
        };
        let moves = |r: Ref| Held {
            now: h.now & !bit(r),
            before_last: h.now,
            ..h
        };
        match op {
            Op::Gain {
                to: Dest::SetAside, ..
            } => sets(GAINED),
            Op::DrawUntilSkip(..) => sets(SET_ASIDE),
            Op::Pass(_) => moves(Ref::SetAside),
            Op::Move { verb, sel, to, .. } => {
                let from = self.db.sels[sel].from;
                let h = match from {
                    Source::Ref(r) if relocates(verb) && self.takes_all(sel) => moves(r),
                    _ => Held {
                        before_last: h.now,
                        ..h
                    },
                };
                match (verb, to) {
                    (ast::Verb::SetAside { .. }, _) => Held {
                        now: h.now | SET_ASIDE,
                        ..h
                    },
                    (ast::Verb::Gain, Dest::SetAside) => Held {
                        now: h.now | GAINED,
                        ..h
                    },
                    (ast::Verb::Put, Dest::SetAside) => Held {
                        now: h.now | MOVED,
                        ..h
                    },
                    _ => h,
                }
            }
            Op::Play { sel, .. } => match self.db.sels[sel].from {
                Source::Ref(r) if self.takes_all(sel) => moves(r),
                _ => h,
            },
            // An exchange may not happen (a card not gained from its pile): it moves
            // nothing for sure.
            _ => h,
        }
    }

    /// A selection takes every card it refers to: all of them, whatever they are (a
    /// move of some of the set-aside cards leaves the others set aside).
    fn takes_all(&self, sel: SelId) -> bool {
        let s = self.db.sels[sel];
        s.qty == ast::Qty::All && self.db.filters[s.filter].0.is_empty()
    }

    /// The references a delayed body starting at `at` moves cards out of (it will run,
    /// later: what it moves is taken care of).
    fn cleared_by(&self, at: u32, held: u8) -> u8 {
        let mut h = Held {
            now: held,
            before_last: held,
            outer: 0,
            fresh: 0,
        };
        let mut cleared = 0;
        for op in self.db.body(at) {
            let next = self.after(op, h);
            cleared |= h.now & !next.now;
            h = next;
        }
        cleared & held
    }
}

/// A verb that surely takes cards away from where they are.
fn relocates(verb: ast::Verb) -> bool {
    // A gain can be replaced (`gain a Silver instead`): the card then stays where it was.
    !matches!(
        verb,
        ast::Verb::Reveal | ast::Verb::LookAt | ast::Verb::SetAside { .. } | ast::Verb::Gain
    )
}

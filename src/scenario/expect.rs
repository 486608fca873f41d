//! A scenario's expectations checked against the game: the cards in a zone, a count, and
//! the state of the turn and the log.

use super::{find_in, mat, player, Expect, Runner};
use crate::db::CardId;
use crate::engine::{Inst, Phase, Zone};

/// `want == got`, or what differed.
fn eq(what: &str, want: i64, got: i64) -> Result<(), String> {
    if want == got {
        Ok(())
    } else {
        Err(format!("{what}: expected {want}, found {got}"))
    }
}

impl Runner {
    fn cards(&self, names: &[String]) -> Result<Vec<CardId>, String> {
        names
            .iter()
            .map(|n| find_in(&self.game.db, n, &self.prefer))
            .collect()
    }

    fn zone(&self, p: &str, z: Zone) -> Result<Vec<Inst>, String> {
        let p = player(&self.game, p)?;
        let pl = &self.game.state.players[p.index()];
        Ok(match z {
            Zone::Hand => pl.hand.clone(),
            Zone::Discard => pl.discard.clone(),
            Zone::Play => pl.play.clone(),
            Zone::SetAside => pl.set_aside.clone(),
            Zone::Deck => pl.deck.iter().rev().copied().collect(),
            Zone::Mat(m) => pl.mats[m as usize].clone(),
            _ => vec![],
        })
    }

    fn same(&self, what: &str, got: &[Inst], want: &[String], ordered: bool) -> Result<(), String> {
        let mut g: Vec<CardId> = got.iter().map(|&i| self.game.kind(i)).collect();
        let mut w = self.cards(want)?;
        if !ordered {
            g.sort_unstable();
            w.sort_unstable();
        }
        if g == w {
            return Ok(());
        }
        let show = |v: &[CardId]| {
            v.iter()
                .map(|&k| self.game.db.card(k).full_name())
                .collect::<Vec<_>>()
                .join(", ")
        };
        Err(format!(
            "{what}: expected [{}], found [{}]",
            show(&w),
            show(&g)
        ))
    }

    fn log_contains(&self, lang: &str, s: &str) -> Result<(), String> {
        match self.logs.get(lang) {
            Some(Ok(log)) if log.iter().any(|l| l.contains(s)) => Ok(()),
            Some(Ok(_)) if lang == "en" => Err(format!("the log does not contain {s:?}")),
            Some(Ok(_)) => Err(format!("the log in `{lang}` does not contain {s:?}")),
            Some(Err(e)) => Err(format!("no log in `{lang}`: {e}")),
            None => Err(format!("no log in `{lang}`")),
        }
    }

    /// Check one expectation: `Err` says what differed.
    pub(super) fn expect(&self, e: &Expect) -> Result<(), String> {
        match e {
            Expect::Hand(..)
            | Expect::Discard(..)
            | Expect::InPlay(..)
            | Expect::SetAside(..)
            | Expect::Deck(..)
            | Expect::Mat(..)
            | Expect::Trash(..) => self.expect_cards(e),
            Expect::Supply(..)
            | Expect::Coins(..)
            | Expect::Actions(..)
            | Expect::Buys(..)
            | Expect::VpTokens(..)
            | Expect::Score(..)
            | Expect::Cost(..) => self.expect_count(e),
            Expect::Turn(..)
            | Expect::CannotBuy(..)
            | Expect::CannotPlay(..)
            | Expect::GameOver(..)
            | Expect::LogContains(..)
            | Expect::LogContainsIn(..)
            | Expect::LogLacks(..) => self.expect_state(e),
        }
    }

    /// The cards in a zone: a hand, a pile, a mat, the trash.
    fn expect_cards(&self, e: &Expect) -> Result<(), String> {
        let g = &self.game;
        match e {
            Expect::Hand(p, v) => {
                self.same(&format!("{p}'s hand"), &self.zone(p, Zone::Hand)?, v, false)
            }
            Expect::Discard(p, v) => self.same(
                &format!("{p}'s discard pile"),
                &self.zone(p, Zone::Discard)?,
                v,
                false,
            ),
            Expect::InPlay(p, v) => self.same(
                &format!("{p}'s cards in play"),
                &self.zone(p, Zone::Play)?,
                v,
                false,
            ),
            Expect::SetAside(p, v) => self.same(
                &format!("{p}'s set-aside cards"),
                &self.zone(p, Zone::SetAside)?,
                v,
                false,
            ),
            Expect::Deck(p, v) => self.same(
                &format!("{p}'s deck (top first)"),
                &self.zone(p, Zone::Deck)?,
                v,
                true,
            ),
            Expect::Mat(p, m, v) => {
                let mi = mat(&g.db, m)?;
                self.same(
                    &format!("{p}'s {m} mat"),
                    &self.zone(p, Zone::Mat(mi))?,
                    v,
                    false,
                )
            }
            Expect::Trash(v) => self.same("the trash", &g.state.trash, v, false),
            other => Err(format!("internal: {other:?} is not a cards expectation")),
        }
    }

    /// A number: a pile's size, the turn's coins, actions and buys, VP tokens, a score, a cost.
    fn expect_count(&self, e: &Expect) -> Result<(), String> {
        let g = &self.game;
        let t = &g.state.turn;
        match e {
            Expect::Supply(n, k) => {
                let c = find_in(&g.db, n, &self.prefer)?;
                let left = g.state.pile_of[c.index()]
                    .map_or(0, |p| g.state.supply[p as usize].cards.len());
                eq(&format!("{n} pile"), *k as i64, left as i64)
            }
            Expect::Coins(n) => eq("coins", *n as i64, t.coins as i64),
            Expect::Actions(n) => eq("actions", *n as i64, t.actions as i64),
            Expect::Buys(n) => eq("buys", *n as i64, t.buys as i64),
            Expect::VpTokens(p, n) => {
                let pi = player(g, p)?;
                eq(
                    &format!("{p}'s VP tokens"),
                    *n as i64,
                    g.state.players[pi.index()].vp_tokens as i64,
                )
            }
            Expect::Score(p, n) => eq(
                &format!("{p}'s score"),
                *n as i64,
                g.score(player(g, p)?) as i64,
            ),
            Expect::Cost(n, k) => eq(
                &format!("cost of {n}"),
                *k as i64,
                g.cost(find_in(&g.db, n, &self.prefer)?) as i64,
            ),
            other => Err(format!("internal: {other:?} is not a count expectation")),
        }
    }

    /// Whose turn it is, what can't be bought or played, the game's end, the log.
    fn expect_state(&self, e: &Expect) -> Result<(), String> {
        let g = &self.game;
        let t = &g.state.turn;
        match e {
            Expect::Turn(p) => {
                let want = player(g, p)?;
                if g.state.turn.player == want && g.state.turn.phase != Phase::Over {
                    Ok(())
                } else {
                    Err(format!(
                        "expected {p}'s turn, it is {}'s",
                        g.state.players[t.player.index()].name
                    ))
                }
            }
            Expect::CannotBuy(n) => {
                if g.can_buy(find_in(&g.db, n, &self.prefer)?) {
                    Err(format!("{n} can be bought"))
                } else {
                    Ok(())
                }
            }
            Expect::CannotPlay(n) => {
                let k = find_in(&g.db, n, &self.prefer)?;
                let hand = &g.state.players[t.player.index()].hand;
                if hand.iter().any(|&i| g.kind(i) == k && g.can_play(i)) {
                    Err(format!("{n} can be played"))
                } else {
                    Ok(())
                }
            }
            Expect::GameOver(b) => {
                if g.is_over() == *b {
                    Ok(())
                } else {
                    Err(format!("game over: expected {b}"))
                }
            }
            Expect::LogContains(s) => self.log_contains("en", s),
            Expect::LogContainsIn(l, s) => self.log_contains(l, s),
            Expect::LogLacks(s) => match self.logs.get("en") {
                Some(Ok(log)) => match log.iter().find(|l| l.contains(s)) {
                    Some(l) => Err(format!("the log contains {s:?}: {l:?}")),
                    None => Ok(()),
                },
                Some(Err(e)) => Err(format!("no log in `en`: {e}")),
                None => Err("no log in `en`".to_string()),
            },
            other => Err(format!("internal: {other:?} is not a state expectation")),
        }
    }
}

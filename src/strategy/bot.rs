//! The bot that follows a strategy file, and leaves everything else to the heuristic.

use super::cond::Ctx;
use super::{Rule, Strategy};
use crate::agents::Agent;
use crate::db::{CardId, Db};
use crate::engine::{Choice, Decision, DecisionKind, Game, Move, Phase};
use rand_pcg::Pcg32;
use std::sync::Arc;

/// A bot that buys (and plays, and gains) as its strategy says.
pub struct StrategyBot {
    key: String,
    file: String,
    src: String,
    /// The strategy, checked against the database of the games it played (`None`: it
    /// does not check there, and the bot plays as the heuristic).
    resolved: Option<(Arc<Db>, Option<Arc<Strategy>>)>,
    fallback: Box<dyn Agent>,
}

impl StrategyBot {
    /// A bot for the strategy `key` whose file is `file`, with text `src`; what it does
    /// not cover is `fallback`'s.
    pub fn new(key: &str, file: String, src: String, fallback: Box<dyn Agent>) -> StrategyBot {
        StrategyBot {
            key: key.to_string(),
            file,
            src,
            resolved: None,
            fallback,
        }
    }

    fn strategy(&mut self, game: &Game) -> Option<Arc<Strategy>> {
        let fresh = match &self.resolved {
            Some((db, _)) => !Arc::ptr_eq(db, &game.db),
            None => true,
        };
        if fresh {
            let s = super::parse(&game.db, &self.key, &self.file, &self.src).ok();
            self.resolved = Some((game.db.clone(), s.map(Arc::new)));
        }
        self.resolved.as_ref().and_then(|(_, s)| s.clone())
    }
}

/// The first rule whose condition holds and whose card `ok` accepts.
fn first(rules: &[Rule], cx: &Ctx, ok: impl Fn(CardId) -> bool) -> Option<CardId> {
    (rules.iter())
        .find(|r| ok(r.card) && r.cond.as_ref().is_none_or(|c| c.holds(cx)))
        .map(|r| r.card)
}

impl Agent for StrategyBot {
    fn name(&self) -> &str {
        &self.key
    }
    fn reset(&mut self, seed: u64, seat: usize) {
        self.fallback.reset(seed, seat);
    }
    fn rng(&self) -> Option<&Pcg32> {
        self.fallback.rng()
    }
    fn set_rng(&mut self, rng: Pcg32) {
        self.fallback.set_rng(rng);
    }
    fn autoplay(&self) -> bool {
        true
    }
    fn choose(&mut self, game: &Game, d: &Decision) -> Choice {
        let Some(s) = self.strategy(game) else {
            return self.fallback.choose(game, d);
        };
        let cx = Ctx {
            game,
            player: d.player.0,
        };
        match &d.kind {
            DecisionKind::Move => Choice::Move(self.next_move(game, d, &s, &cx)),
            DecisionKind::Gain { options, .. }
                if d.for_player.is_none_or(|p| p == d.player) && !s.gain.is_empty() =>
            {
                match first(&s.gain, &cx, |k| options.contains(&k)) {
                    Some(k) => Choice::Kind(Some(k)),
                    None => self.fallback.choose(game, d),
                }
            }
            _ => self.fallback.choose(game, d),
        }
    }
}

impl StrategyBot {
    /// The turn's next move: an Action (the strategy's order first, then the
    /// heuristic's), the Treasures, then the strategy's buy.
    fn next_move(&mut self, game: &Game, d: &Decision, s: &Strategy, cx: &Ctx) -> Move {
        let t = &game.state.turn;
        let hand = &game.state.players[d.player.index()].hand;
        if t.phase == Phase::Action && t.actions > 0 {
            let listed = (s.play.iter()).find_map(|&k| {
                hand.iter()
                    .find(|&&i| game.kind(i) == k && game.can_play(i))
            });
            if let Some(&i) = listed {
                return Move::Play(i);
            }
            if let Choice::Move(Move::Play(i)) = self.fallback.choose(game, d) {
                if game.has_type(i, game.db.roles.action) {
                    return Move::Play(i);
                }
            }
        }
        if !t.bought
            && hand
                .iter()
                .any(|&i| game.has_type(i, game.db.roles.treasure))
        {
            return Move::PlayTreasures;
        }
        if t.buys > 0 {
            if let Some(k) = first(&s.buy, cx, |k| game.can_buy(k)) {
                return Move::Buy(k);
            }
        }
        Move::EndPhase
    }
}

//! Which actions the rules accept now: cheap candidates, each tried through the real
//! pipeline as a transaction that leaves no trace.

use super::{Action, Game, Pending};
use crate::core::hooks::Behaviors;
use crate::core::ids::PlayerId;
use crate::core::state::ZoneRef;
use crate::core::turn;

impl Game {
    /// Every action `player` may take now: each candidate the rules would accept (see
    /// [`Game::accepts`]). Empty while a decision is pending, once the game is over, or
    /// when `player` does not have opportunity. The game is left exactly as it was: same
    /// state hash, same log.
    pub fn legal_actions(&mut self, hooks: &dyn Behaviors, player: PlayerId) -> Vec<Action> {
        let mut legal = self.candidate_actions(player);
        legal.retain(|a| self.accepts(hooks, a));
        legal
    }

    /// The actions worth trying for `player` now, a superset of the legal ones: pass;
    /// activate or materialize each object it controls in a zone the card may be played
    /// from; each activated ability of each object it controls in a zone the ability
    /// works from; each use of each object it controls in a zone the use is made from; each
    /// value it may declare (only declarations while the phase asks for one); each player
    /// action of the ruleset the phase allows (only those and pass in a choice phase).
    pub fn candidate_actions(&self, player: PlayerId) -> Vec<Action> {
        let st = &self.state;
        if self.pending.is_some() || st.over.is_some() || st.opportunity != Some(player) {
            return Vec::new();
        }
        if turn::current(&self.db, st).is_some_and(|p| p.declare.is_some()) {
            return self
                .declare_choices(player)
                .into_iter()
                .map(|value| Action::Declare { player, value })
                .collect();
        }
        let rules = &self.db.ruleset;
        let mut out = vec![Action::Pass { player }];
        for action in self.take_choices() {
            let def = rules.player_actions.iter().find(|a| a.id == action);
            match def
                .and_then(|d| d.objects_in.as_deref())
                .and_then(|z| self.db.zone(z))
            {
                Some(z) => {
                    out.extend(
                        st.zone(ZoneRef::Player(player, z))
                            .iter()
                            .map(|&o| Action::Take {
                                player,
                                action: action.clone(),
                                object: Some(o),
                            }),
                    )
                }
                None => out.push(Action::Take {
                    player,
                    action,
                    object: None,
                }),
            }
        }
        if turn::choosing(&self.db, st) {
            return out;
        }
        for o in st.objects().iter().filter(|o| o.controller == player) {
            let ZoneRef::Player(_, z) = o.zone else {
                continue;
            };
            let zone = self.db.zone_name(z);
            let card = self.db.card(o.card);
            let from = if card.activate_from.is_empty() {
                &rules.activate_from
            } else {
                &card.activate_from
            };
            let object = o.id;
            // A lasting effect may let a card be activated from another zone (a superset
            // here: the pipeline checks the effect still applies).
            let permitted = || {
                st.lasting().iter().any(|l| {
                    matches!(&l.target, crate::core::lasting::LastingTarget::Object { id, .. } if *id == object)
                        && matches!(&l.effect, crate::core::lasting::LastingEffect::Allow { action, .. } if action == "activate")
                })
            };
            if from.iter().any(|f| f == zone) || permitted() {
                out.push(Action::Activate { player, object });
            }
            if rules
                .materialize
                .as_ref()
                .is_some_and(|m| m.from.iter().any(|f| f == zone))
            {
                out.push(Action::Materialize { player, object });
            }
            let in_play = |zones: &[String]| {
                let zones = if zones.is_empty() {
                    &rules.in_play
                } else {
                    zones
                };
                zones.iter().any(|f| f == zone)
            };
            let granted = rules
                .counter_abilities
                .iter()
                .filter(|c| o.counters.get(&c.counter).is_some_and(|n| *n > 0))
                .map(|c| &c.ability);
            // Its card's abilities and those of each card it gained the abilities of.
            let printed = o
                .ability_cards(st.turn)
                .flat_map(|c| self.db.card(c).abilities.iter());
            for a in printed.chain(granted).filter(|a| in_play(&a.from)) {
                out.push(Action::ActivateAbility {
                    player,
                    object,
                    ability: a.id.clone(),
                });
            }
            for u in rules
                .uses
                .iter()
                .filter(|u| u.from.iter().any(|f| f == zone))
            {
                out.push(Action::Use {
                    player,
                    object,
                    ability: u.id.clone(),
                });
            }
        }
        out
    }

    /// Whether the rules accept `action` now: it is submitted as a transaction and
    /// undone whatever happens. An action that completes or asks a first question is
    /// accepted (the question is abandoned, a suspended script resolution with it); a
    /// refused one is not. The game is left exactly as it was: same state hash, same log.
    pub fn accepts(&mut self, hooks: &dyn Behaviors, action: &Action) -> bool {
        if self.pending.is_some() {
            return false;
        }
        let before = self.state.snapshot();
        self.held += 1;
        let accepted = self.submit(hooks, action.clone()).is_ok();
        if let Some(
            Pending::Resolution { .. }
            | Pending::Order { .. }
            | Pending::Offer(_)
            | Pending::Activation { under: Some(_), .. },
        ) = self.pending.take()
        {
            hooks.abandon();
        }
        self.state.restore(&before);
        self.held -= 1;
        self.end_transactions(hooks);
        accepted
    }
}

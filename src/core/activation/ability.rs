//! Activated abilities of objects (GA-ABIL): the same steps as a card's activation, but
//! the object stays where it is and the ability goes on the effects stack alone, with
//! its own costs, modes, targets and legality from its definition and its script.

use super::{Activation, Pipeline, Step, Stop};
use crate::core::events::Event;
use crate::core::hooks::{Legality, ModeSpec, TargetSpec};
use crate::core::ruleset::{ActivatedAbility, CounterAbility};
use crate::core::stack::{Ability, StackEntry};
use crate::core::state::{GameState, ZoneRef};

impl<'a> Pipeline<'a> {
    /// The definition of the ability `a` activates, if it activates one: the card's own,
    /// or one the rules give objects holding a counter.
    pub(super) fn ability_def(&self, a: &Activation) -> Option<&'a ActivatedAbility> {
        let name = a.ability.as_deref()?;
        self.db
            .card(a.ability_card.unwrap_or(a.card))
            .abilities
            .iter()
            .find(|d| d.id == name)
            .or_else(|| self.counter_ability(name).map(|c| &c.ability))
    }

    fn counter_ability(&self, name: &str) -> Option<&'a CounterAbility> {
        self.db
            .ruleset
            .counter_abilities
            .iter()
            .find(|c| c.ability.id == name)
    }

    /// 1.1 for an ability: its source is an object its player controls, in a zone the
    /// ability works from; the ability goes on the effects stack and the object stays.
    pub(super) fn announce_ability(
        &self,
        a: &mut Activation,
        st: &mut GameState,
        name: &str,
    ) -> Result<(), Stop> {
        self.enter(a, st, Step::ANNOUNCE);
        let Some(o) = st.object(a.object) else {
            return self.illegal(a, format!("there is no object {}", a.object));
        };
        a.card = o.card;
        let (controller, zone) = (o.controller, o.zone);
        // Its card's abilities, then those of each card it gained the abilities of.
        a.ability_card = o
            .ability_cards(st.turn)
            .find(|&c| self.db.card(c).abilities.iter().any(|d| d.id == name));
        let own = a.ability_card.is_some();
        // A counter's ability belongs to the object only while it holds that counter.
        let counted = self
            .counter_ability(name)
            .is_some_and(|c| o.counters.get(&c.counter).is_some_and(|n| *n > 0));
        let card = self.db.card(a.card);
        let def = self.ability_def(a).filter(|_| own || counted);
        let Some(def) = def else {
            return self.illegal(
                a,
                format!("{} has no activated ability '{name}'", card.name),
            );
        };
        if controller != a.player {
            return self.illegal(a, format!("{} does not control {}", a.player, card.name));
        }
        let zone_name = match zone {
            ZoneRef::Player(_, z) => self.db.zone_name(z),
            _ => "",
        };
        let from = if def.from.is_empty() {
            &self.db.ruleset.in_play
        } else {
            &def.from
        };
        if !from.iter().any(|z| z == zone_name) {
            return self.illegal(
                a,
                format!(
                    "{}'s '{name}' can only be activated while it is in {}",
                    card.name,
                    from.join(" or ")
                ),
            );
        }
        // "Only at slow speed", checked as the ability is announced, before it is on
        // the stack (Timing: Fast vs Slow).
        if def.slow {
            if let Some(why) = crate::core::procedures::speed::slow_refused(self.db, st, a.player) {
                let card = &card.name;
                return self.illegal(a, format!("{card}'s '{name}' is slow: {why} activate it"));
            }
        }
        st.emit(Event::Announced {
            player: a.player,
            object: a.object,
        });
        st.stack.push(StackEntry::ability(
            a.object,
            a.player,
            Ability::Activated {
                name: name.to_string(),
                card: a.ability_card.filter(|&c| c != a.card),
            },
        ));
        Ok(())
    }

    /// The modes of the card or of the ability being activated (1.4, 1.8.2).
    pub(super) fn modes_of(
        &self,
        a: &Activation,
        st: &mut GameState,
    ) -> Result<Option<ModeSpec>, Stop> {
        Ok(match &a.ability {
            None => self.hooks.modes(self.db, st, a.object)?,
            Some(name) => self.hooks.ability_modes(self.db, st, a.object, name)?,
        })
    }

    /// The target requirements of the card or of the ability, for one mode (1.5).
    pub(super) fn targets_of(
        &self,
        a: &Activation,
        st: &mut GameState,
        mode: Option<&str>,
    ) -> Result<Vec<TargetSpec>, Stop> {
        Ok(match &a.ability {
            None => self.hooks.targets(self.db, st, a.object, mode)?,
            Some(name) => self
                .hooks
                .ability_targets(self.db, st, a.object, name, mode)?,
        })
    }

    /// 1.6 for an ability: its limits ("only once per turn", counted per object by the
    /// state) and its own restrictions ("activate only if ..."), from its script; the
    /// rules' conditions on playing cards do not apply to it.
    pub(super) fn ability_legality(
        &self,
        a: &Activation,
        st: &mut GameState,
        name: &str,
    ) -> Result<(), Stop> {
        if let Some(def) = self.ability_def(a) {
            let uses = st.ability_uses(a.object, name);
            let card = &self.db.card(a.card).name;
            if def.per_turn.is_some_and(|n| uses.this_turn >= n) {
                let n = def.per_turn.unwrap_or(0);
                return self.illegal(
                    a,
                    format!(
                        "{card}'s '{name}' can be activated only {} per turn",
                        times(n)
                    ),
                );
            }
            if def.per_object.is_some_and(|n| uses.total >= n) {
                let n = def.per_object.unwrap_or(0);
                return self.illegal(
                    a,
                    format!("{card}'s '{name}' can be activated only {}", times(n)),
                );
            }
        }
        match self.hooks.ability_legal(self.db, st, a.object, name)? {
            Legality::Legal => Ok(()),
            Legality::Illegal(why) => self.illegal(a, why),
        }
    }
}

/// "once", "twice", "N times".
fn times(n: u32) -> String {
    match n {
        1 => "once".into(),
        2 => "twice".into(),
        n => format!("{n} times"),
    }
}

//! How often each object has activated each of its abilities (GA-ABIL-LIMIT): this turn,
//! and since it became the object it is. A transaction's snapshot saves the map whole
//! (a few entries), so a rollback undoes a count made since.

use super::GameState;
use crate::core::ids::ObjectId;
use serde::{Deserialize, Serialize};

/// The activations of one ability of one object.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct AbilityUses {
    /// The object's generation when it was counted: after a zone change it is a new
    /// object, whose count starts again.
    pub generation: u32,
    pub this_turn: u32,
    pub total: u32,
}

impl GameState {
    /// The activations of `object`'s ability `name`, as the object it is now.
    pub fn ability_uses(&self, object: ObjectId, name: &str) -> AbilityUses {
        let generation = self.object(object).map(|o| o.generation);
        self.ability_uses
            .get(&(object, name.to_string()))
            .filter(|u| Some(u.generation) == generation)
            .copied()
            .unwrap_or_default()
    }

    /// Counts one activation of `object`'s ability `name`.
    pub(crate) fn count_ability_use(&mut self, object: ObjectId, name: &str) {
        let Some(generation) = self.object(object).map(|o| o.generation) else {
            return;
        };
        let mut uses = self.ability_uses(object, name);
        uses.generation = generation;
        uses.this_turn += 1;
        uses.total += 1;
        self.ability_uses.insert((object, name.to_string()), uses);
    }

    /// A new turn: every count of this turn returns to 0, and the counts of objects that
    /// have since changed zones are dropped.
    pub(crate) fn new_turn_ability_uses(&mut self) {
        let objects = &self.objects;
        self.ability_uses.retain(|(o, _), u| {
            objects
                .get(o.0 as usize)
                .is_some_and(|x| x.generation == u.generation)
        });
        for u in self.ability_uses.values_mut() {
            u.this_turn = 0;
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::core::ids::{CardIdx, PlayerId};
    use crate::core::state::ZoneRef;
    use crate::core::testing::{fixture, ZONE_FIELD, ZONE_HAND};

    #[test]
    fn ga_abil_limit_counts_per_turn_per_object_and_rolls_back() {
        let (_db, mut st) = fixture();
        let p = PlayerId(0);
        let a = st.create_object(CardIdx(0), p, ZONE_FIELD);
        let b = st.create_object(CardIdx(0), p, ZONE_FIELD);
        st.count_ability_use(a, "x");
        assert_eq!(
            (
                st.ability_uses(a, "x").this_turn,
                st.ability_uses(a, "x").total
            ),
            (1, 1)
        );
        // Each object and each ability counts its own.
        assert_eq!(st.ability_uses(b, "x").total, 0);
        assert_eq!(st.ability_uses(a, "y").total, 0);
        // A rolled-back activation is not counted.
        let snap = st.snapshot();
        st.count_ability_use(a, "x");
        assert_eq!(st.ability_uses(a, "x").this_turn, 2);
        st.restore(&snap);
        assert_eq!(st.ability_uses(a, "x").this_turn, 1);
        // A new turn clears this turn's count, not the object's total.
        st.new_turn_ability_uses();
        assert_eq!(
            (
                st.ability_uses(a, "x").this_turn,
                st.ability_uses(a, "x").total
            ),
            (0, 1)
        );
    }

    #[test]
    fn ga_abil_once_a_new_object_counts_again() {
        let (_db, mut st) = fixture();
        let a = st.create_object(CardIdx(0), PlayerId(0), ZONE_FIELD);
        st.count_ability_use(a, "x");
        // To hand and back: the same card, a new object (CR, Objects), with no uses.
        st.relocate(a, ZoneRef::Player(PlayerId(0), ZONE_HAND));
        st.relocate(a, ZoneRef::Player(PlayerId(0), ZONE_FIELD));
        assert_eq!(st.ability_uses(a, "x").total, 0);
        st.new_turn_ability_uses();
        assert!(
            st.ability_uses.is_empty(),
            "the old object's count is dropped"
        );
    }
}

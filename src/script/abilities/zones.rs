//! Triggered abilities that work out of play: the zones a trigger's `from` names
//! (Grand Archive's Inherited Effects from the lineage, a mastery's from its zone, a card's
//! from the effects stack while it is being activated: `"stack"`).

use super::{by_timestamp, Hooks, TriggerDef};
use crate::core::ids::{ObjectId, PlayerId};
use crate::core::state::{GameState, ZoneRef};
use crate::script::ScriptError;
use std::path::Path;

/// Adds to `sources` the objects out of play whose triggers on `name` work from the zone
/// they are in (`from`), keeping timestamp order.
pub(super) fn from_zones(hooks: &Hooks, st: &GameState, name: &str, sources: &mut Vec<ObjectId>) {
    let data = hooks.data();
    let before = sources.len();
    for (_, zone_name) in data.trigger_zones.iter().filter(|(on, _)| on == name) {
        // The cards on the effects stack ("while this card's activation is on the effects
        // stack"), or the objects of a zone out of play.
        let here: Vec<ObjectId> = if zone_name == "stack" {
            st.stack
                .entries()
                .iter()
                .filter(|e| e.ability.is_none())
                .map(|e| e.object)
                .collect()
        } else {
            let Some(z) = data.db.zone(zone_name).filter(|&z| !data.db.in_play(z)) else {
                continue;
            };
            (0..st.player_count())
                .flat_map(|p| st.zone(ZoneRef::Player(PlayerId(p as u8), z)).to_vec())
                .collect()
        };
        {
            for o in here {
                let works = crate::script::gained::triggers_of(data, st, o).any(|t| {
                    t.on == name
                        && !t.own
                        && t.lasting.is_none()
                        && t.from.iter().any(|f| f == zone_name)
                });
                if works && !sources.contains(&o) {
                    sources.push(o);
                }
            }
        }
    }
    if sources.len() > before {
        by_timestamp(st, sources);
    }
}

/// Whether trigger `t` works where its source is (`here`): in play, or in a zone its
/// `from` names (`"stack"` for the effects stack).
pub(super) fn works_from(hooks: &Hooks, t: &TriggerDef, here: Option<ZoneRef>) -> bool {
    let db = &hooks.data().db;
    match here {
        Some(ZoneRef::Player(_, z)) if t.from.is_empty() => db.in_play(z),
        Some(ZoneRef::Player(_, z)) => t.from.iter().any(|f| f == db.zone_name(z)),
        Some(ZoneRef::Stack) => t.from.iter().any(|f| f == "stack"),
        _ => false,
    }
}

/// Checks that every zone a triggered ability's `from` names exists (`known`).
pub(crate) fn check_trigger_zones(
    card: &str,
    path: &Path,
    triggers: &[TriggerDef],
    known: impl Fn(&str) -> bool,
) -> Result<(), ScriptError> {
    for (n, t) in triggers.iter().enumerate() {
        if let Some(z) = t.from.iter().find(|z| !known(z)) {
            return Err(ScriptError {
                card: card.to_string(),
                file: path.to_path_buf(),
                line: None,
                message: format!(
                    "triggers[{}]: from = {{ \"{z}\" }}: the ruleset has no zone '{z}'",
                    n + 1
                ),
            });
        }
    }
    Ok(())
}

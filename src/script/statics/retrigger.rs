//! Triggered abilities triggered an additional time: `{ trigger_again = "hit" }` (Grand
//! Archive's Shadow's Twin: "whenever an attack using this weapon triggers an On Hit
//! ability, that ability is triggered an additional time").

use super::{applies, matching, sources, Effect};
use crate::core::events::Event;
use crate::core::hooks::HookError;
use crate::core::ids::ObjectId;
use crate::core::state::GameState;
use crate::script::Hooks;

/// The name under which `ScriptData::grantable` records that some card can make abilities
/// on `event` trigger again: without one, nothing needs a look at the objects in play.
pub(crate) fn retrigger_key(event: &str) -> String {
    format!("trigger_again:{event}")
}

/// Whether a constant ability of an object that took part in `event` (one of its
/// participants: the blow of a hit) makes `source`'s own ability on it trigger an
/// additional time (its `applies_to` receives `source`).
pub(crate) fn triggers_again(
    hooks: &Hooks,
    st: &mut GameState,
    source: ObjectId,
    event: &Event,
) -> Result<bool, HookError> {
    let kind = event.name();
    if !hooks.data().grantable.contains(&retrigger_key(kind)) {
        return Ok(false);
    }
    let wanted = |e: &Effect| matches!(e, Effect::Retrigger { event: ev } if ev == kind);
    for s in sources(hooks, st) {
        if !event.participants().contains(&s) {
            continue;
        }
        for i in matching(hooks, st, s, wanted) {
            if applies(hooks, st, s, i, source)? {
                return Ok(true);
            }
        }
    }
    Ok(false)
}

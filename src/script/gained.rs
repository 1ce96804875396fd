//! The scripts whose abilities an object has: its card's, then those of each card it
//! gained the abilities of (RULE-GAINED-1), read as one list. An object's triggered and
//! constant abilities and replacement effects are numbered through them in that order,
//! so an index names one ability whichever card printed it.

use super::abilities::{ReplacementDef, TriggerDef};
use super::statics::StaticAbility;
use super::{CardScript, HostData};
use crate::core::ids::ObjectId;
use crate::core::state::GameState;

/// Where the rules script's keyword triggers are numbered from (0-based), past any
/// object's own and gained ones: an object that lost what it gained before its trigger
/// resolves finds nothing at that number rather than another ability.
pub(crate) const KEYWORD_TRIGGERS: usize = 0x4000;

/// The scripts of the cards whose abilities `o` has now, its own first.
pub(crate) fn scripts_of<'d: 's, 's>(
    data: &'d HostData,
    st: &'s GameState,
    o: ObjectId,
) -> impl Iterator<Item = &'d CardScript> + 's {
    st.object(o)
        .into_iter()
        .flat_map(move |x| x.ability_cards(st.turn))
        .filter_map(move |c| data.scripts.get(c.0 as usize)?.as_ref())
}

/// Whether one of `o`'s scripts passes `has`.
pub(crate) fn any_script(
    data: &HostData,
    st: &GameState,
    o: ObjectId,
    has: impl Fn(&CardScript) -> bool,
) -> bool {
    scripts_of(data, st, o).any(has)
}

/// One kind of `o`'s abilities (`part` of each script), through all its scripts.
fn through<'d: 's, 's, T: 'd>(
    data: &'d HostData,
    st: &'s GameState,
    o: ObjectId,
    part: fn(&'d CardScript) -> &'d [T],
) -> impl Iterator<Item = &'d T> + 's {
    scripts_of(data, st, o).flat_map(move |s| part(s).iter())
}

/// `o`'s triggered abilities, through all its scripts.
pub(crate) fn triggers_of<'d: 's, 's>(
    data: &'d HostData,
    st: &'s GameState,
    o: ObjectId,
) -> impl Iterator<Item = &'d TriggerDef> + 's {
    through(data, st, o, |s| &s.triggers)
}

/// `o`'s constant abilities, through all its scripts.
pub(crate) fn statics_of<'d: 's, 's>(
    data: &'d HostData,
    st: &'s GameState,
    o: ObjectId,
) -> impl Iterator<Item = &'d StaticAbility> + 's {
    through(data, st, o, |s| &s.statics)
}

/// `o`'s replacement effects, through all its scripts.
pub(crate) fn replacements_of<'d: 's, 's>(
    data: &'d HostData,
    st: &'s GameState,
    o: ObjectId,
) -> impl Iterator<Item = &'d ReplacementDef> + 's {
    through(data, st, o, |s| &s.replacements)
}

//! Constant abilities that allow or restrict what a player or card may do: permissions to
//! play (`allow`, counted with `uses`) and restrictions on declared values (`declare`).

use super::{applies, holds_for_player, matching, sources, static_of, works_from, Effect};
use crate::core::hooks::HookError;
use crate::core::ids::{ObjectId, PlayerId};
use crate::core::state::GameState;
use crate::script::Hooks;

/// Whether a constant ability allows `card` to do `action` now (with a use left).
pub(crate) fn permits(
    hooks: &Hooks,
    st: &mut GameState,
    card: ObjectId,
    action: &str,
) -> Result<bool, HookError> {
    if !hooks.data().grantable.contains(action) {
        return Ok(false);
    }
    Ok(allowance(hooks, st, card, action)?.is_some())
}

/// The name under which a source counts the uses of its allowance this turn.
fn allowance_count(action: &str) -> String {
    format!("allow:{action}")
}

/// The first source, in timestamp order, of a constant ability allowing `card` to do
/// `action` that applies to it now and has a use left this turn, with whether it counts
/// its uses. Unlimited allowances come first, so a counted one is spent only when needed.
pub(crate) fn allowance(
    hooks: &Hooks,
    st: &mut GameState,
    card: ObjectId,
    action: &str,
) -> Result<Option<(ObjectId, bool)>, HookError> {
    let mut counted = None;
    for source in sources(hooks, st) {
        let wanted = |e: &Effect| matches!(e, Effect::Allow { action: a, .. } if a == action);
        for i in matching(hooks, st, source, wanted) {
            let uses = {
                let data = hooks.data();
                match static_of(data, st, source, i).map(|s| &s.effect) {
                    Some(Effect::Allow { uses, .. }) => *uses,
                    _ => continue,
                }
            };
            if !applies(hooks, st, source, i, card)? {
                continue;
            }
            match uses {
                None => return Ok(Some((source, false))),
                Some(n) => {
                    let used = st.ability_uses(source, &allowance_count(action)).this_turn;
                    if used < n && counted.is_none() {
                        counted = Some((source, true));
                    }
                }
            }
        }
    }
    Ok(counted)
}

/// Spends one use this turn of the constant ability that allows `card` to do `action`,
/// if the allowance that applies counts its uses. Returns whether one was spent.
pub(crate) fn spend_allowance(
    hooks: &Hooks,
    st: &mut GameState,
    card: ObjectId,
    action: &str,
) -> Result<bool, HookError> {
    match allowance(hooks, st, card, action)? {
        Some((source, true)) => {
            st.count_ability_use(source, &allowance_count(action));
            Ok(true)
        }
        _ => Ok(false),
    }
}

/// The active constant abilities' restrictions on what `player` declares for `name`
/// (`declare = name` with `must` or `cannot`), whose `condition` and `applies_to(ctx,
/// player)` accept.
pub(crate) fn declare_restrictions(
    hooks: &Hooks,
    st: &mut GameState,
    player: PlayerId,
    name: &str,
) -> Result<Vec<crate::core::declare::Restriction>, HookError> {
    let mut out = Vec::new();
    for source in sources(hooks, st) {
        let wanted = |e: &Effect| matches!(e, Effect::Declare { name: n, .. } if n == name);
        for i in matching(hooks, st, source, wanted) {
            let (cond, applies_to, restriction) = {
                let data = hooks.data();
                let Some(s) = static_of(data, st, source, i) else {
                    continue;
                };
                let Effect::Declare { value, must, .. } = &s.effect else {
                    continue;
                };
                if !works_from(data, st, source, s) {
                    continue;
                }
                let r = crate::core::declare::Restriction {
                    value: value.clone(),
                    must: *must,
                };
                (s.condition.clone(), s.applies_to.clone(), r)
            };
            if !holds_for_player(
                hooks,
                st,
                source,
                cond.as_ref(),
                applies_to.as_ref(),
                player,
            )? {
                continue;
            }
            out.push(restriction);
        }
    }
    Ok(out)
}

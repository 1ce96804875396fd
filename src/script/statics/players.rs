//! Constant abilities about players that the rules read by name: æmber on a card spent
//! for a player cost (`spend_from = "self"`), a player cost's payment given to the
//! source's controller (`paid_to = "controller"`), a phase of the turn skipped (`skip`),
//! an element enabled (`enable`).

use super::*;
use crate::core::hooks::PlayerStatic;

/// What such a constant ability says, with the player cost or phase it names.
pub(crate) enum PlayerRule {
    /// The player cost's id; with a function, the objects it returns are spent from instead
    /// of the source itself (`spend_from = function(ctx) ... end`).
    SpendFrom(String, Option<Function>),
    PaidTo(String),
    Skip(String),
    Enable(String),
}

impl PlayerRule {
    fn is(&self, which: PlayerStatic<'_>) -> bool {
        match (self, which) {
            (PlayerRule::SpendFrom(a, _), PlayerStatic::SpendFrom(b))
            | (PlayerRule::PaidTo(a), PlayerStatic::PaidTo(b))
            | (PlayerRule::Skip(a), PlayerStatic::Skip(b))
            | (PlayerRule::Enable(a), PlayerStatic::Enable(b)) => a == b,
            _ => false,
        }
    }
}

/// The sources, in timestamp order, of the constant abilities of kind `which` working now
/// whose `condition` and `applies_to(ctx, player)` accept `player`.
pub(crate) fn player_statics(
    hooks: &Hooks,
    st: &mut GameState,
    player: PlayerId,
    which: PlayerStatic<'_>,
) -> Result<Vec<ObjectId>, HookError> {
    let mut out = Vec::new();
    for source in sources(hooks, st) {
        let wanted = |e: &Effect| matches!(e, Effect::Player(r) if r.is(which));
        for i in matching(hooks, st, source, wanted) {
            let (cond, applies_to, from) = {
                let data = hooks.data();
                let Some(s) = static_of(data, st, source, i) else {
                    continue;
                };
                if !works_from(data, st, source, s) {
                    continue;
                }
                let from = match &s.effect {
                    Effect::Player(PlayerRule::SpendFrom(_, f)) => f.clone(),
                    _ => None,
                };
                (s.condition.clone(), s.applies_to.clone(), from)
            };
            if holds_for_player(
                hooks,
                st,
                source,
                cond.as_ref(),
                applies_to.as_ref(),
                player,
            )? {
                match from {
                    Some(f) => {
                        for o in spend_objects(hooks, st, source, &f)? {
                            if !out.contains(&o) {
                                out.push(o);
                            }
                        }
                    }
                    None => out.push(source),
                }
                break;
            }
        }
    }
    Ok(out)
}

/// The objects a `spend_from` function names (handles still current), in its order.
fn spend_objects(
    hooks: &Hooks,
    st: &mut GameState,
    source: ObjectId,
    f: &Function,
) -> Result<Vec<ObjectId>, HookError> {
    let list: Vec<Value> = hooks.call_check(st, source, "statics", f, Arg::None)?;
    Ok(list
        .into_iter()
        .filter_map(|v| match v {
            Value::UserData(ud) => ud.borrow::<crate::script::api::Obj>().map(|h| *h).ok(),
            _ => None,
        })
        .filter(|h| {
            st.object(h.id)
                .is_some_and(|o| o.generation == h.generation)
        })
        .map(|h| h.id)
        .collect())
}

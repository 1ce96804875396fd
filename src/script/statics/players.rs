//! Constant abilities about players that the rules read by name: æmber on a card spent
//! for a player cost (`spend_from = "self"`), a player cost's payment given to the
//! source's controller (`paid_to = "controller"`), a phase of the turn skipped (`skip`),
//! an element enabled (`enable`).

use super::*;
use crate::core::hooks::PlayerStatic;

/// What such a constant ability says, with the player cost or phase it names.
pub(crate) enum PlayerRule {
    SpendFrom(String),
    /// `spend_from = "host"`: the counters on the object the source is attached to (an
    /// upgrade's creature: Mole).
    SpendFromHost(String),
    PaidTo(String),
    Skip(String),
    Enable(String),
}

impl PlayerRule {
    fn is(&self, which: PlayerStatic<'_>) -> bool {
        match (self, which) {
            (PlayerRule::SpendFrom(a), PlayerStatic::SpendFrom(b))
            | (PlayerRule::SpendFromHost(a), PlayerStatic::SpendFrom(b))
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
            let (cond, applies_to, host) = {
                let data = hooks.data();
                let Some(s) = static_of(data, st, source, i) else {
                    continue;
                };
                if !works_from(data, st, source, s) {
                    continue;
                }
                let host = matches!(s.effect, Effect::Player(PlayerRule::SpendFromHost(_)));
                (s.condition.clone(), s.applies_to.clone(), host)
            };
            if holds_for_player(
                hooks,
                st,
                source,
                cond.as_ref(),
                applies_to.as_ref(),
                player,
            )? {
                if !host {
                    out.push(source);
                } else if let Some(h) = st.object(source).and_then(|o| o.attached_to) {
                    out.push(h);
                }
                break;
            }
        }
    }
    Ok(out)
}

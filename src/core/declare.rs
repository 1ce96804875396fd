//! Restrictions on a value a player declares for the turn (KeyForge's active house):
//! constant abilities and lasting effects on the player saying they must declare one
//! value ("must choose Dis") or cannot declare one ("cannot choose Brobnar").

use crate::core::hooks::{Behaviors, HookError};
use crate::core::ids::PlayerId;
use crate::core::lasting;
use crate::core::ruleset::CardDb;
use crate::core::state::GameState;

/// One restriction on declaring `name`: `value` must be declared (`must`), or may not be.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Restriction {
    pub value: String,
    pub must: bool,
}

/// What `player` may declare for `name` out of `choices` (the values their cards offer).
/// A "cannot" removes its value. Of the "must" values, those still among the choices are
/// the only ones left (several: the player picks one of them); a "must" value the player
/// can't declare (not among their choices, or also forbidden) is ignored. If the
/// restrictions leave nothing, the player declares from their choices freely: the step
/// can't be skipped (seeds/kf-cards-kf5.md, KF5-HOUSE-3).
pub fn allowed(
    db: &CardDb,
    st: &mut GameState,
    hooks: &dyn Behaviors,
    player: PlayerId,
    name: &str,
    choices: Vec<String>,
) -> Result<Vec<String>, HookError> {
    let mut all = hooks.declare_restrictions(db, st, player, name)?;
    all.extend(lasting::declare_restrictions(db, st, hooks, player, name)?);
    if all.is_empty() {
        return Ok(choices);
    }
    let cannot: Vec<&str> = all
        .iter()
        .filter(|r| !r.must)
        .map(|r| r.value.as_str())
        .collect();
    let open: Vec<String> = choices
        .iter()
        .filter(|c| !cannot.contains(&c.as_str()))
        .cloned()
        .collect();
    let forced: Vec<String> = open
        .iter()
        .filter(|c| all.iter().any(|r| r.must && r.value == **c))
        .cloned()
        .collect();
    Ok(match (forced.is_empty(), open.is_empty()) {
        (false, _) => forced,
        (true, false) => open,
        (true, true) => choices,
    })
}

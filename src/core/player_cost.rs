//! Costs a player pays that belong to no card (the ruleset's `player_costs`: KeyForge's
//! key). The amount goes through the same pipeline as a card's cost (`cost::calculate`:
//! base, set, every increase and decrease at once, remove, floor 0), with the modifiers
//! of constant abilities (`Behaviors::player_cost_modifiers`) and of lasting effects on
//! the player. Paying and gaining are ordinary `gain` changes, through replacement
//! effects.

use crate::core::cost::{self, CostModifier, CostTrace};
use crate::core::hooks::{Behaviors, HookError};
use crate::core::ids::PlayerId;
use crate::core::lasting;
use crate::core::replacement::{self, Change};
use crate::core::ruleset::CardDb;
use crate::core::state::{ActKind, GameState};

/// What `player`'s cost `id` is now, or `None` if the ruleset has no such cost. `extra`
/// are modifiers of this payment alone ("forge a key at +9 current cost").
pub fn calculate(
    db: &CardDb,
    st: &mut GameState,
    hooks: &dyn Behaviors,
    player: PlayerId,
    id: &str,
    extra: &[CostModifier],
) -> Result<Option<CostTrace>, HookError> {
    let Some(def) = db.ruleset.player_costs.iter().find(|c| c.id == id) else {
        return Ok(None);
    };
    let mut mods = extra.to_vec();
    mods.extend(hooks.player_cost_modifiers(db, st, player, id)?);
    mods.extend(lasting::player_cost_modifiers(db, st, hooks, player, id)?);
    let base = format!("{} cost {}", def.id, def.amount);
    Ok(Some(cost::calculate(&def.id, def.amount, &base, &mods)))
}

/// Why `player` may not pay their cost `id` now, if a constant ability or a lasting
/// effect forbids it ("cannot forge keys"): the forbidding card's name.
pub fn forbidden(
    db: &CardDb,
    st: &mut GameState,
    hooks: &dyn Behaviors,
    player: PlayerId,
    id: &str,
) -> Result<Option<String>, HookError> {
    let name = |st: &GameState, o| st.object(o).map(|o| db.card(o.card).name.clone());
    if let Some(source) = hooks.player_cost_forbidden(db, st, player, id)? {
        return Ok(Some(name(st, source).unwrap_or_default()));
    }
    Ok(lasting::forbidding_buy(db, st, hooks, player, id)?.map(|l| db.card(l.card).name.clone()))
}

/// If `player` can pay their cost `id` now (and nothing forbids it), they pay it and gain what it buys; returns
/// whether they did. Nobody is asked anything: it is the rules' turn action.
pub fn buy(
    db: &CardDb,
    hooks: &dyn Behaviors,
    st: &mut GameState,
    player: PlayerId,
    id: &str,
) -> Result<bool, HookError> {
    let Some(def) = db.ruleset.player_costs.iter().find(|c| c.id == id).cloned() else {
        return Ok(false);
    };
    if forbidden(db, st, hooks, player, id)?.is_some() {
        return Ok(false);
    }
    let Some(trace) = calculate(db, st, hooks, player, id, &[])? else {
        return Ok(false);
    };
    let amount = trace.total;
    let has = st
        .player(player)
        .and_then(|p| p.counters.get(&def.counter).copied())
        .unwrap_or(0);
    if has < amount {
        return Ok(false);
    }
    if amount > 0 {
        let spend = Change::Gain {
            player,
            counter: def.counter.clone(),
            amount: -amount,
            cause: None,
        };
        replacement::apply(db, hooks, st, spend)?;
    }
    let get = Change::Gain {
        player,
        counter: def.gain.clone(),
        amount: 1,
        cause: None,
    };
    replacement::apply(db, hooks, st, get)?;
    st.record_act(player, ActKind::Bought, None, id);
    Ok(true)
}

//! Costs a player pays that belong to no card (the ruleset's `player_costs`: KeyForge's
//! key). The amount goes through the same pipeline as a card's cost (`cost::calculate`:
//! base, set, every increase and decrease at once, remove, floor 0), with the modifiers
//! of constant abilities (`Behaviors::player_cost_modifiers`) and of lasting effects on
//! the player. Paying and gaining are ordinary `gain` changes, through replacement
//! effects.

use crate::core::cost::{self, CostModifier, CostTrace};
use crate::core::decision::{Choice, Decision, Options};
use crate::core::hooks::{Behaviors, HookError, PlayerStatic};
use crate::core::ids::{ObjectId, PlayerId};
use crate::core::lasting;
use crate::core::replacement::{self, Change};
use crate::core::ruleset::{CardDb, TurnAction};
use crate::core::state::{ActKind, GameState, PendingPurchase};

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

/// A player value that is not paid, such as a hand size: `base`, modified by the
/// constant abilities with `value = id` (gathered as a player cost's modifiers are) and
/// the lasting effects on the player naming `id`, through the same calculation (floor 0).
pub fn value(
    db: &CardDb,
    st: &mut GameState,
    hooks: &dyn Behaviors,
    player: PlayerId,
    id: &str,
    base: i64,
) -> Result<i64, HookError> {
    let mut mods = hooks.player_cost_modifiers(db, st, player, id)?;
    mods.extend(lasting::player_cost_modifiers(db, st, hooks, player, id)?);
    let label = format!("{id} {base}");
    Ok(cost::calculate(id, base, &label, &mods).total)
}

/// The base of player value `id`: the count of the ruleset's `Refill` that names it,
/// or 0.
pub fn value_base(db: &CardDb, id: &str) -> i64 {
    let phases = db.ruleset.turn.iter().flat_map(|t| t.phases.iter());
    phases
        .flat_map(|p| p.actions.iter().chain(p.end_actions.iter()))
        .find_map(|a| match a {
            TurnAction::Refill {
                count,
                value: Some(v),
                ..
            } if v == id => Some(i64::from(*count)),
            _ => None,
        })
        .unwrap_or(0)
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

/// How a player pays a player cost now: `pool` from their own counter, the rest from the
/// counters on `objects` (constant abilities let them spend those: "you may spend æmber on
/// this card when forging keys"), all of it given to `to` if a constant ability says so
/// (else it returns to the supply).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Payment {
    pub total: i64,
    pub pool: i64,
    pub objects: Vec<(ObjectId, i64)>,
    pub to: Option<PlayerId>,
}

/// How `player` would pay their cost `id` now (plus `extra`), or `None` if the ruleset has
/// no such cost, something forbids it, or they can't pay it. Their own counter is spent
/// first, then the objects' in timestamp order, the oldest first (KF-FORGE-SOURCE-2).
pub fn plan(
    db: &CardDb,
    st: &mut GameState,
    hooks: &dyn Behaviors,
    player: PlayerId,
    id: &str,
    extra: &[CostModifier],
) -> Result<Option<Payment>, HookError> {
    let Some(def) = db.ruleset.player_costs.iter().find(|c| c.id == id).cloned() else {
        return Ok(None);
    };
    if forbidden(db, st, hooks, player, id)?.is_some() {
        return Ok(None);
    }
    let Some(trace) = calculate(db, st, hooks, player, id, extra)? else {
        return Ok(None);
    };
    let total = trace.total;
    let has = st
        .player(player)
        .and_then(|p| p.counters.get(&def.counter).copied())
        .unwrap_or(0)
        .max(0);
    let pool = has.min(total);
    let mut rest = total - pool;
    let mut objects = Vec::new();
    if rest > 0 {
        for o in hooks.player_statics(db, st, player, PlayerStatic::SpendFrom(id))? {
            let on = st
                .object(o)
                .and_then(|x| x.counters.get(&def.counter).copied())
                .unwrap_or(0);
            let n = on.min(rest);
            if n > 0 {
                objects.push((o, n));
                rest -= n;
            }
            if rest == 0 {
                break;
            }
        }
    }
    if rest > 0 {
        return Ok(None);
    }
    let to = match hooks
        .player_statics(db, st, player, PlayerStatic::PaidTo(id))?
        .first()
    {
        Some(&source) => st.object(source).map(|o| o.controller),
        None => None,
    };
    Ok(Some(Payment {
        total,
        pool,
        objects,
        to,
    }))
}

/// If `player` can pay their cost `id` now (and nothing forbids it), they pay it ([`plan`])
/// and gain what it buys; returns whether they did. It is the rules' turn action: nobody
/// is asked anything here, but where the buyer chooses the kind of what they bought
/// (`one_of`, two or more left) the choice waits in `GameState::purchase` for the game to
/// ask it before anything else happens.
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
    let Some(pay) = plan(db, st, hooks, player, id, &[])? else {
        return Ok(false);
    };
    if pay.pool > 0 {
        let spend = Change::Gain {
            player,
            counter: def.counter.clone(),
            amount: -pay.pool,
            cause: None,
        };
        replacement::apply(db, hooks, st, spend)?;
    }
    for (object, n) in pay.objects {
        let spend = Change::Counter {
            object,
            counter: def.counter.clone(),
            amount: -n,
            cause: None,
            by: None,
        };
        replacement::apply(db, hooks, st, spend)?;
    }
    if let Some(to) = pay.to.filter(|_| pay.total > 0) {
        let give = Change::Gain {
            player: to,
            counter: def.counter.clone(),
            amount: pay.total,
            cause: None,
        };
        replacement::apply(db, hooks, st, give)?;
    }
    let get = Change::Gain {
        player,
        counter: def.gain.clone(),
        amount: 1,
        cause: None,
    };
    replacement::apply(db, hooks, st, get)?;
    st.record_act(player, ActKind::Bought, None, id);
    let kinds = def.kinds_left(|k| counter(st, player, k));
    match kinds.len() {
        0 => {}
        1 => gain_kind(db, hooks, st, player, id, &kinds[0])?,
        _ => {
            st.purchase = Some(PendingPurchase {
                player,
                cost: id.to_string(),
                kinds,
            })
        }
    }
    Ok(true)
}

fn counter(st: &GameState, player: PlayerId, name: &str) -> i64 {
    st.player(player)
        .and_then(|p| p.counters.get(name).copied())
        .unwrap_or(0)
}

/// `player` gains the kind `kind` of what they bought with their cost `cost` (one of its
/// `one_of`), and the turn's record of the purchase says which.
pub fn gain_kind(
    db: &CardDb,
    hooks: &dyn Behaviors,
    st: &mut GameState,
    player: PlayerId,
    cost: &str,
    kind: &str,
) -> Result<(), HookError> {
    st.record_bought_kind(player, cost, kind);
    let get = Change::Gain {
        player,
        counter: kind.to_string(),
        amount: 1,
        cause: None,
    };
    replacement::apply(db, hooks, st, get)?;
    Ok(())
}

/// The question a purchase waiting for its kind asks its buyer.
pub fn question(p: &PendingPurchase) -> Decision {
    Decision {
        player: p.player,
        choice: Choice::Purchase,
        prompt: format!(
            "Choose what your {} is: one of {}",
            p.cost,
            p.kinds.join(", ")
        ),
        options: Options::Names {
            names: p.kinds.clone(),
            min: 1,
            max: 1,
        },
    }
}

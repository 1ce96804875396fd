//! KeyForge's uses of objects in play (reap, fight, action: `Action::Use` and a
//! resolving ability's `ctx:use`) and its rule of six: a player may play and use cards
//! of one title only so many times a turn, counted together.

use super::Procedure;
use crate::core::activation::Activation;
use crate::core::events::Event;
use crate::core::hooks::{Behaviors, HookError, Legality};
use crate::core::ids::{CardIdx, ObjectId, PlayerId};
use crate::core::primitives;
use crate::core::ruleset::CardDb;
use crate::core::stack::StackEntry;
use crate::core::state::{ActKind, GameState, ZoneRef};

/// The title limit as a procedure of the activation pipeline (1.6 and 1.9).
pub struct TitleLimit;

impl Procedure for TitleLimit {
    fn applies(&self, db: &CardDb) -> bool {
        db.ruleset.title_limit_per_turn.is_some()
    }

    fn forbids(
        &self,
        db: &CardDb,
        st: &GameState,
        player: PlayerId,
        card: CardIdx,
    ) -> Option<String> {
        title_limit_reached(db, st, player, card)
    }

    fn played(
        &self,
        db: &CardDb,
        _hooks: &dyn Behaviors,
        st: &mut GameState,
        a: &Activation,
    ) -> Result<(), HookError> {
        count_title(db, st, a.player, a.card);
        Ok(())
    }
}

/// Why `player` may not play or use another card of `card`'s title this turn, if the
/// ruleset's title limit (KeyForge's rule of six) is reached.
pub fn title_limit_reached(
    db: &CardDb,
    st: &GameState,
    player: PlayerId,
    card: CardIdx,
) -> Option<String> {
    let limit = db.ruleset.title_limit_per_turn?;
    let used = st
        .title_uses
        .get(&(player, title(db, card)))
        .copied()
        .unwrap_or(0);
    (used >= limit).then(|| {
        format!(
            "{player} has already played or used {} {used} times this turn (the limit is {limit})",
            db.card(card).name
        )
    })
}

fn count_title(db: &CardDb, st: &mut GameState, player: PlayerId, card: CardIdx) {
    if db.ruleset.title_limit_per_turn.is_some() {
        *st.title_uses.entry((player, title(db, card))).or_insert(0) += 1;
        count_act(st, player);
    }
}

/// One more play, use or discard by `player` this turn (`GameState::acts`).
fn count_act(st: &mut GameState, player: PlayerId) {
    *st.acts.entry(player).or_insert(0) += 1;
}

/// The card that stands for `card`'s title in the count: the first card of the database
/// with the same name, so every card entry of one title (reprints, variants) shares it.
fn title(db: &CardDb, card: CardIdx) -> CardIdx {
    let name = &db.card(card).name;
    db.cards
        .iter()
        .position(|c| &c.name == name)
        .map_or(card, |i| CardIdx(i as u32))
}

/// Who makes a use, and as whom: the player directly (`Player`), a resolving ability
/// (`Ability`), or a resolving ability that uses the object as if its own player
/// controlled it (`AsController`: "use an opponent's artifact as if it were yours") —
/// then the object's controller is not checked, and the use's hooks run as the using
/// player's; the object's control does not change.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UseBy {
    Player,
    Ability,
    AsController,
}

impl UseBy {
    /// Made through a card's ability (the rules' `via`).
    pub fn via(self) -> bool {
        self != UseBy::Player
    }
}

/// Uses `object` in play the way the ruleset's use `ability` says (reap, fight, action):
/// checks that it may be used (zone, controller, type, hook, exhaustion, title limit,
/// then the rules), exhausts it if the use does, and puts the use on the effects stack.
/// `Ok(Err(reason))` when the use is not allowed; nothing has changed then.
pub fn begin_use(
    db: &CardDb,
    hooks: &dyn Behaviors,
    st: &mut GameState,
    player: PlayerId,
    object: ObjectId,
    ability: &str,
    by: UseBy,
) -> Result<Result<(), String>, HookError> {
    let generation = match start_use(db, hooks, st, player, object, ability, by)? {
        Ok(g) => g,
        Err(why) => return Ok(Err(why)),
    };
    st.stack.push(StackEntry::ability(
        object,
        player,
        crate::core::stack::Ability::Use {
            name: ability.to_string(),
            via: by.via(),
            generation,
        },
    ));
    Ok(Ok(()))
}

/// Whether making use `def` exhausts `object`: the use exhausts, unless the object has
/// the use's `unexhausted_by` keyword (then it may also be made while exhausted).
fn exhausts(
    db: &CardDb,
    hooks: &dyn Behaviors,
    st: &mut GameState,
    def: &crate::core::ruleset::UseDef,
    object: ObjectId,
) -> Result<bool, HookError> {
    if !def.exhausts {
        return Ok(false);
    }
    match &def.unexhausted_by {
        Some(keyword) => Ok(!hooks.has_keyword(db, st, object, keyword)?),
        None => Ok(true),
    }
}

/// `begin_use` without putting the use on the stack: for a use made by a resolving
/// ability, which resolves at that point of the ability (written order). Returns the
/// object's generation.
pub fn start_use(
    db: &CardDb,
    hooks: &dyn Behaviors,
    st: &mut GameState,
    player: PlayerId,
    object: ObjectId,
    ability: &str,
    by: UseBy,
) -> Result<Result<u32, String>, HookError> {
    let (card_idx, generation) = match use_refused(db, hooks, st, player, object, ability, by)? {
        Ok(found) => found,
        Err(why) => return Ok(Err(why)),
    };
    // The rules may record the use as something else (KeyForge: only a stun's removal).
    let recorded = hooks
        .use_as(db, st, object, ability)?
        .unwrap_or_else(|| ability.to_string());
    // `use_refused` found the use among the ruleset's.
    let def = db.ruleset.uses.iter().find(|u| u.id == ability);
    if let Some(def) = def {
        if exhausts(db, hooks, st, def, object)? {
            primitives::rest(st, object);
        }
    }
    if def.is_some_and(|u| u.title_limit) {
        count_title(db, st, player, card_idx);
    } else if db.ruleset.title_limit_per_turn.is_some() {
        count_act(st, player);
    }
    st.record_act(player, ActKind::Used, Some(object), &recorded);
    let neighbors = beside(db, st, object);
    st.emit(Event::Used {
        player,
        object,
        ability: recorded,
        via: by.via(),
        neighbors,
    });
    Ok(Ok(generation))
}

/// The objects beside `object` in a line zone (none elsewhere), left one first.
fn beside(db: &CardDb, st: &GameState, object: ObjectId) -> Vec<ObjectId> {
    let Some(ZoneRef::Player(p, z)) = st.object(object).map(|o| o.zone) else {
        return Vec::new();
    };
    if !db.ruleset.zones.get(z.0 as usize).is_some_and(|d| d.line) {
        return Vec::new();
    }
    let line = st.zone(ZoneRef::Player(p, z));
    let Some(i) = line.iter().position(|x| *x == object) else {
        return Vec::new();
    };
    let before = i.checked_sub(1).and_then(|j| line.get(j));
    before.into_iter().chain(line.get(i + 1)).copied().collect()
}

/// The uses `player` could make of `object` now, made as `by` says, in the ruleset's
/// order. Nothing changes.
pub fn legal_uses(
    db: &CardDb,
    hooks: &dyn Behaviors,
    st: &mut GameState,
    player: PlayerId,
    object: ObjectId,
    by: UseBy,
) -> Result<Vec<String>, HookError> {
    let mut out = Vec::new();
    for u in &db.ruleset.uses {
        if use_refused(db, hooks, st, player, object, &u.id, by)?.is_ok() {
            out.push(u.id.clone());
        }
    }
    Ok(out)
}

/// Why `player` may not use `object` the way the use `ability` says, checked without
/// changing anything (zone, controller unless used as if controlled, type, hook,
/// exhaustion, title limit, lasting prohibitions, then the rules); otherwise its card and
/// generation.
fn use_refused(
    db: &CardDb,
    hooks: &dyn Behaviors,
    st: &mut GameState,
    player: PlayerId,
    object: ObjectId,
    ability: &str,
    by: UseBy,
) -> Result<Result<(CardIdx, u32), String>, HookError> {
    let via = by.via();
    let Some(def) = db.ruleset.uses.iter().find(|u| u.id == ability) else {
        let known: Vec<&str> = db.ruleset.uses.iter().map(|u| u.id.as_str()).collect();
        return Ok(Err(format!(
            "the ruleset has no use '{ability}' (it has: {})",
            if known.is_empty() {
                "none".to_string()
            } else {
                known.join(", ")
            }
        )));
    };
    let Some(o) = st.object(object) else {
        return Ok(Err(format!("there is no object {object}")));
    };
    let (card_idx, rested, generation) = (o.card, o.rested, o.generation);
    let card = db.card(card_idx);
    let zone_ok =
        matches!(o.zone, ZoneRef::Player(_, z) if def.from.iter().any(|f| f == db.zone_name(z)));
    if !zone_ok {
        return Ok(Err(format!(
            "{} can only be used from {}",
            card.name,
            def.from.join(" or ")
        )));
    }
    if o.controller != player && by != UseBy::AsController {
        return Ok(Err(format!("{player} does not control {}", card.name)));
    }
    if !def.types.is_empty()
        && !crate::core::lasting::is_type(db, st, hooks, object, |t| {
            def.types.iter().any(|x| x == t)
        })?
    {
        return Ok(Err(format!(
            "only a {} can {ability}, and {} is not one",
            def.types.join(" or "),
            card.name
        )));
    }
    if def.needs_hook && !hooks.has_live_hook(db, st, object, ability)? {
        return Ok(Err(format!("{} has no '{ability}' ability", card.name)));
    }
    if def.slow {
        if let Some(why) = super::speed::slow_refused(db, st, player) {
            return Ok(Err(format!(
                "{} can {ability} only at slow speed: {why}",
                card.name
            )));
        }
    }
    if rested && exhausts(db, hooks, st, def, object)? {
        return Ok(Err(format!("{} is exhausted", card.name)));
    }
    if def.title_limit {
        if let Some(why) = title_limit_reached(db, st, player, card_idx) {
            return Ok(Err(why));
        }
    }
    if let Some(why) = crate::core::lasting::forbids_use(db, st, hooks, object, ability)? {
        return Ok(Err(why));
    }
    if let Some(source) = hooks.forbids(db, st, object, ability)? {
        let name = |o: ObjectId| {
            st.object(o)
                .map(|x| db.card(x.card).name.clone())
                .unwrap_or_default()
        };
        return Ok(Err(format!(
            "{} can't {ability}: {} forbids it",
            name(object),
            name(source)
        )));
    }
    if let Legality::Illegal(why) = hooks.may_use(db, st, object, ability, via)? {
        return Ok(Err(why));
    }
    Ok(Ok((card_idx, generation)))
}

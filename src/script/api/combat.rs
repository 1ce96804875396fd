//! Combat (Grand Archive, `procedures::combat`): `ctx:combat()` reads the combat under
//! way; `ctx:attack`, `ctx:retaliate` and `ctx:end_combat` are the rules script's and
//! card text's verbs for it.

use super::*;
use crate::core::procedures::combat;

/// `ctx:combat()`, `ctx:attack`, `ctx:retaliate`, `ctx:end_combat`.
pub(super) fn ctx_methods<M: UserDataMethods<Ctx>>(methods: &mut M) {
    // The combat under way as a table (nil outside combat): its step, the attacking
    // unit, the attack target and the retaliating units as they stand now (a unit that
    // left the field has no role), and the attacking and defending players.
    methods.method("combat", |lua, _, ()| {
        read(lua, |db, st, _| {
            let Some(c) = st.combat.as_ref() else {
                return Ok(Value::Nil);
            };
            let t = lua.create_table()?;
            t.set("step", c.step.name())?;
            t.set("attacking_player", PlayerRef(c.attacking_player))?;
            t.set("defending_player", PlayerRef(c.defending_player))?;
            if let Some(a) = combat::attacker(db, st) {
                t.set("attacker", object_handle(lua, st, a))?;
            }
            if let Some(d) = combat::target(db, st) {
                t.set("target", object_handle(lua, st, d))?;
            }
            let r: Vec<Obj> = combat::retaliators(db, st)
                .into_iter()
                .map(|o| object_handle(lua, st, o))
                .collect();
            t.set("retaliators", r)?;
            Ok(Value::Table(t))
        })
    });
    // Declares an attack by `unit` on `target`; a card resolving into the ruleset's
    // intent zone (an attack card) joins the attack and adds its power. False when the
    // attack can't be declared (it fizzles: a combat is already under way, or a unit is
    // gone).
    methods.method(
        "attack",
        |lua, _, (unit, target): (Option<Obj>, Option<Obj>)| {
            act(lua, "attack", |db, st, _, fr| {
                let Some(u) = still_there(st, fr, unit.as_ref(), "attack")? else {
                    return Ok(false);
                };
                let Some(t) = still_there(st, fr, target.as_ref(), "attack")? else {
                    return Ok(false);
                };
                if combat::declare(db, st, fr.controller, u, t).is_err() {
                    st.emit(Event::Skipped {
                        object: fr.card,
                        what: "attack".into(),
                    });
                    return Ok(false);
                }
                let intent = db.ruleset.combat.as_ref().and_then(|r| r.intent.as_deref());
                let into_intent = st.object(fr.card).is_some_and(|o| {
                    o.zone == ZoneRef::Stack && Some(db.resolve_zone(o.card)) == intent
                });
                if into_intent {
                    combat::add_intent(st, fr.card);
                }
                Ok(true)
            })
        },
    );
    // `unit`, the unit defending, retaliates against the attacker. False if it can't.
    methods.method("retaliate", |lua, _, unit: Option<Obj>| {
        act(lua, "retaliate", |db, st, _, fr| {
            let Some(u) = still_there(st, fr, unit.as_ref(), "retaliate")? else {
                return Ok(false);
            };
            Ok(combat::retaliate(db, st, u).is_ok())
        })
    });
    // Ends the combat under way: the end of combat step's actions, then back to the main
    // phase. False outside combat.
    methods.method("end_combat", |lua, _, ()| {
        act(lua, "end_combat", |db, st, hooks, _| {
            combat::end_now(db, hooks, st).map_err(hook_err)
        })
    });
}

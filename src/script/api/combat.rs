//! Combat (Grand Archive, `procedures::combat`): `ctx:combat()` reads the combat under
//! way; `ctx:attack`, `ctx:retaliate` and `ctx:end_combat` are the rules script's and
//! card text's verbs for it.

use super::*;
use crate::core::procedures::combat;

/// `ctx:combat()`, `ctx:attack`, `ctx:retaliate`, `ctx:redirect_attack`,
/// `ctx:double_combat_damage`, `ctx:end_combat`.
pub(super) fn ctx_methods<M: UserDataMethods<Ctx>>(methods: &mut M) {
    // The combat under way as a table (nil outside combat): its step, the attacking
    // unit, the attack targets (`target`: the first of them), the weapons used, the
    // retaliating units as they stand now (an object that left the field has no role),
    // the attack cards in the intent, and the attacking and defending players.
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
            let handles = |ids: Vec<ObjectId>| -> Vec<Obj> {
                ids.into_iter().map(|o| object_handle(lua, st, o)).collect()
            };
            let targets = handles(combat::targets(db, st));
            if let Some(d) = targets.first() {
                t.set("target", *d)?;
            }
            t.set("targets", targets)?;
            t.set("weapons", handles(combat::weapons(db, st)))?;
            t.set("intent", handles(c.intent.clone()))?;
            t.set("retaliators", handles(combat::retaliators(db, st)))?;
            Ok(Value::Table(t))
        })
    });
    // Declares an attack by `unit` on `targets` (an object, or a list of them for a
    // multi-target attack such as Cleave), using `weapons` (objects its player controls on
    // the field, which add their power); a card resolving into the ruleset's intent zone
    // (an attack card) joins the attack and adds its power. Targets that are gone are
    // left out. False when the attack can't be declared (it fizzles: a combat is already
    // under way, the unit or every target is gone).
    methods.method(
        "attack",
        |lua, _, (unit, targets, weapons): (Option<Obj>, Value, Option<Vec<Obj>>)| {
            let targets: Vec<Obj> = match targets {
                Value::Nil => Vec::new(),
                Value::Table(t) => t.sequence_values::<Obj>().collect::<Result<_>>()?,
                v => vec![Obj::from_lua(v, lua)?],
            };
            act(lua, "attack", |db, st, _, fr| {
                let Some(u) = still_there(st, fr, unit.as_ref(), "attack")? else {
                    return Ok(false);
                };
                let mut ts = Vec::new();
                for t in &targets {
                    if let Some(t) = still_there(st, fr, Some(t), "attack")? {
                        ts.push(t);
                    }
                }
                let mut ws = Vec::new();
                for w in weapons.iter().flatten() {
                    if let Some(w) = still_there(st, fr, Some(w), "attack")? {
                        ws.push(w);
                    }
                }
                if combat::declare(db, st, fr.controller, u, &ts, &ws).is_err() {
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
        act(lua, "retaliate", |db, st, hooks, fr| {
            let Some(u) = still_there(st, fr, unit.as_ref(), "retaliate")? else {
                return Ok(false);
            };
            Ok(combat::retaliate(db, hooks, st, u).is_ok())
        })
    });
    // Redirects the attack under way from its target `from` to `to`, a unit of the
    // defending player on the field that is not defending yet (CR, Redirect; Grand
    // Archive's Intercept): `from` stops defending and `to` defends. False if it can't.
    methods.method(
        "redirect_attack",
        |lua, _, (from, to): (Option<Obj>, Option<Obj>)| {
            act(lua, "redirect_attack", |db, st, _, fr| {
                let Some(f) = still_there(st, fr, from.as_ref(), "redirect_attack")? else {
                    return Ok(false);
                };
                let Some(t) = still_there(st, fr, to.as_ref(), "redirect_attack")? else {
                    return Ok(false);
                };
                Ok(combat::redirect(db, st, f, t).is_ok())
            })
        },
    );
    // `unit`, attacking or retaliating, deals double combat damage this combat, once
    // however often it is doubled (Grand Archive's Critical N). False if it is not
    // attacking or retaliating.
    methods.method("double_combat_damage", |lua, _, unit: Option<Obj>| {
        act(lua, "double_combat_damage", |db, st, _, fr| {
            let Some(u) = still_there(st, fr, unit.as_ref(), "double_combat_damage")? else {
                return Ok(false);
            };
            Ok(combat::double_damage(db, st, u).is_ok())
        })
    });
    // `unit`, attacking or retaliating, deals unpreventable combat damage this combat
    // (Grand Archive's Penetrator Round). False if it is not attacking or retaliating.
    methods.method(
        "unpreventable_combat_damage",
        |lua, _, unit: Option<Obj>| {
            act(lua, "unpreventable_combat_damage", |db, st, _, fr| {
                let Some(u) = still_there(st, fr, unit.as_ref(), "unpreventable_combat_damage")?
                else {
                    return Ok(false);
                };
                Ok(combat::unpreventable(db, st, u).is_ok())
            })
        },
    );
    // Ends the combat under way: the end of combat step's actions, then back to the main
    // phase. False outside combat.
    methods.method("end_combat", |lua, _, ()| {
        act(lua, "end_combat", |db, st, hooks, _| {
            combat::end_now(db, hooks, st).map_err(hook_err)
        })
    });
}

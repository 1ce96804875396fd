//! Statuses of objects: `ctx:set_status(obj, name)` gives an object a named status a
//! game's rules read (Grand Archive's "fostered") until it changes zones;
//! `obj:has_status(name)` reads it; `obj:turns_since_damage()` says how long ago it was
//! last dealt damage ("hasn't been dealt damage since the end of your previous turn");
//! `ctx:remember(obj, key, value)` / `obj:remembered(key)`: what an object's ability
//! remembers for as long as that object stays where it is ("choose one that hasn't been
//! chosen": a new object remembers nothing). `ctx:generate` makes a card object.
//! `ctx:switch` changes the named state an object is kept in (Shifting Currents).

use super::*;

/// `ctx:set_status`.
pub(super) fn ctx_methods<M: UserDataMethods<Ctx>>(methods: &mut M) {
    // Gives `obj` the status `name` until it changes zones; a `status` event records it
    // (a trigger's "whenever this becomes fostered"). False if it is gone or already has
    // it (a status is given once).
    methods.method(
        "set_status",
        |lua, _, (obj, name): (Option<Obj>, String)| {
            act(lua, "set_status", |_, st, _, fr| {
                let Some(id) = still_there(st, fr, obj.as_ref(), "set_status")? else {
                    return Ok(false);
                };
                Ok(crate::core::primitives::set_status(st, id, &name))
            })
        },
    );
    // Switches `obj`, kept in one of the named `states` by its counter `counter` (the
    // state's place, 1 = the first), to the state `to`: a `switched` event names the
    // state it left and the new one ("whenever your Shifting Currents change from facing
    // North to West"). False if it is gone, `to` is not a state, or it is in it already.
    methods.method(
        "switch",
        |lua,
         _,
         (obj, Name(counter), List(states), Name(to)): (
            Option<Obj>,
            Name,
            List<Name>,
            Name,
        )| {
            act(lua, "switch", |_, st, _, fr| {
                let Some(id) = still_there(st, fr, obj.as_ref(), "switch")? else {
                    return Ok(false);
                };
                let states: Vec<String> = states.into_iter().map(|Name(s)| s).collect();
                Ok(crate::core::primitives::switch(
                    st, id, &counter, &states, &to,
                ))
            })
        },
    );
    // Puts `n` damage on `obj` (takes it off if negative, down to none) without dealing
    // or healing it: no event, no armor, no prevention or replacement ("redistribute the
    // damage": Entropic Manipulator). Lethal damage destroys it at the next `ctx:settle()`.
    // Returns the damage it has now, or nil if it is gone.
    methods.method("place_damage", |lua, _, (obj, n): (Option<Obj>, i64)| {
        act(lua, "place_damage", |_, st, _, fr| {
            let Some(id) = still_there(st, fr, obj.as_ref(), "place_damage")? else {
                return Ok(None);
            };
            Ok(st.object_mut(id).map(|o| {
                o.damage = o.damage.saturating_add(n).max(0);
                o.damage
            }))
        })
    });
    // `obj` remembers `value` under `key` until it changes zones (scripts are stateless:
    // the object keeps it). False if it is gone or remembers that value already.
    methods.method(
        "remember",
        |lua, _, (obj, Name(key), Name(value)): (Option<Obj>, Name, Name)| {
            act(lua, "remember", |_, st, _, fr| {
                let Some(id) = still_there(st, fr, obj.as_ref(), "remember")? else {
                    return Ok(false);
                };
                Ok(crate::core::primitives::remember(st, id, &key, &value))
            })
        },
    );
    // A new card object of the card definition `id` (not a token), owned by `player`
    // (this ability's controller by default), in their zone `zone`; a `created` event.
    // Made in a zone not every player sees (a deck), it is revealed to every player first
    // (GA-REVEAL-GEN-1): its characteristics were specified, so they are public.
    methods.method(
        "generate",
        |lua, _, (Name(id), Name(zone), player): (Name, Name, Option<UserDataRef<PlayerRef>>)| {
            act(lua, "generate", |db, st, _, fr| {
                let Some(card) = db.lookup(&id) else {
                    return Err(mlua::Error::runtime(format!(
                        "ctx:generate: no card '{id}' in the loaded sets"
                    )));
                };
                let Some(z) = db.zone(&zone) else {
                    return Err(mlua::Error::runtime(format!(
                        "ctx:generate: no zone named '{zone}'"
                    )));
                };
                let player = player.map_or(fr.controller, |p| p.0);
                let object = crate::core::primitives::create_token(db, st, card, player, z);
                let public = db.ruleset.zones[z.0 as usize].seen_by()
                    == crate::core::view::Visibility::Public;
                if !public {
                    crate::core::primitives::reveal(st, fr.controller, vec![object]);
                }
                Ok(object_handle(lua, st, object))
            })
        },
    );
}

/// `obj:has_status`, `obj:turns_since_damage`, `obj:remembered`.
pub(super) fn object_methods<M: UserDataMethods<Obj>>(methods: &mut M) {
    // Whether it has the status `name` (`ctx:set_status`).
    methods.method("has_status", |lua, this, name: String| {
        read_board(lua, |db, st, fr| {
            Ok(live(db, st, this, fr)?.statuses.contains(&name))
        })
    });
    // What it remembers under `key` (`ctx:remember`), oldest first; empty for a new
    // object.
    methods.method("remembered", |lua, this, Name(key): Name| {
        read_board(lua, |db, st, fr| {
            Ok(live(db, st, this, fr)?
                .notes
                .get(&key)
                .cloned()
                .unwrap_or_default())
        })
    });
    // How many turns ago it was last dealt damage, 0 for this turn; nil if it has not
    // been dealt damage since it entered the zone it is in.
    // The damage it was dealt this turn, since it entered its zone (a champion keeps it as
    // it levels): "if your champion has taken 4 or more damage this turn".
    methods.method("damage_this_turn", |lua, this, ()| {
        read_board(lua, |db, st, fr| {
            let turn = st.turn;
            let o = live(db, st, this, fr)?;
            Ok(if o.damaged_on == Some(turn) {
                o.damage_that_turn
            } else {
                0
            })
        })
    });
    methods.method("turns_since_damage", |lua, this, ()| {
        read_board(lua, |db, st, fr| {
            let turn = st.turn;
            Ok(live(db, st, this, fr)?
                .damaged_on
                .map(|d| i64::from(turn.saturating_sub(d))))
        })
    });
}

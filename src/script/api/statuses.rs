//! Statuses of objects: `ctx:set_status(obj, name)` gives an object a named status a
//! game's rules read (Grand Archive's "fostered") until it changes zones;
//! `obj:has_status(name)` reads it; `obj:turns_since_damage()` says how long ago it was
//! last dealt damage ("hasn't been dealt damage since the end of your previous turn").

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
}

/// `obj:has_status`, `obj:turns_since_damage`.
pub(super) fn object_methods<M: UserDataMethods<Obj>>(methods: &mut M) {
    // Whether it has the status `name` (`ctx:set_status`).
    methods.method("has_status", |lua, this, name: String| {
        read_board(lua, |db, st, fr| {
            Ok(live(db, st, this, fr)?.statuses.contains(&name))
        })
    });
    // How many turns ago it was last dealt damage, 0 for this turn; nil if it has not
    // been dealt damage since it entered the zone it is in.
    methods.method("turns_since_damage", |lua, this, ()| {
        read_board(lua, |db, st, fr| {
            let turn = st.turn;
            Ok(live(db, st, this, fr)?
                .damaged_on
                .map(|d| i64::from(turn.saturating_sub(d))))
        })
    });
}

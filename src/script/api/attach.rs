//! Attaching by an effect: `ctx:attach(obj, host)` attaches an object in play to another
//! (Grand Archive: a Link object put onto the field other than from the effects stack
//! is linked to an object chosen as it enters, not targeted: CR, Link 2.a).

use super::*;

/// `ctx:attach`.
pub(super) fn ctx_methods<M: UserDataMethods<Ctx>>(methods: &mut M) {
    // Attaches `obj` to `host`, both in play, with an `attached` event; false if either
    // is gone or not in play. It stays attached until either changes zones.
    methods.method(
        "attach",
        |lua, _, (obj, host): (Option<Obj>, Option<Obj>)| {
            act(lua, "attach", |db, st, _, fr| {
                let Some(id) = still_there(st, fr, obj.as_ref(), "attach")? else {
                    return Ok(false);
                };
                let Some(to) = still_there(st, fr, host.as_ref(), "attach")? else {
                    return Ok(false);
                };
                let in_play = |o: ObjectId| {
                    matches!(st.object(o).map(|o| o.zone), Some(ZoneRef::Player(_, z)) if db.in_play(z))
                };
                if id == to || !in_play(id) || !in_play(to) {
                    return Ok(false);
                }
                Ok(crate::core::primitives::attach(st, id, to))
            })
        },
    );
}

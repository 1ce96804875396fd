//! Attaching by an effect: `ctx:attach(obj, host)` attaches an object in play to another
//! (Grand Archive: a Link object put onto the field other than from the effects stack
//! is linked to an object chosen as it enters, not targeted: CR, Link 2.a);
//! `ctx:attach(card, host, zone)` puts a card under an object in play, into one of the
//! ruleset's `under` zones (Grand Archive: loading a bullet into a gun).

use super::*;

/// `ctx:attach`.
pub(super) fn ctx_methods<M: UserDataMethods<Ctx>>(methods: &mut M) {
    // Attaches `obj` to `host`, both in play, with an `attached` event; with `zone` (one
    // of the ruleset's `under` zones), `obj` first moves to its owner's zone of that
    // name, under `host`. False if either is gone or not where it must be. It stays
    // attached until either changes zones.
    methods.method(
        "attach",
        |lua, _, (obj, host, zone): (Option<Obj>, Option<Obj>, Option<String>)| {
            act(lua, "attach", |db, st, _, fr| {
                let under = match &zone {
                    Some(z) if db.ruleset.under.iter().any(|u| &u.zone == z) => db.zone(z),
                    Some(z) => {
                        return Err(mlua::Error::runtime(format!(
                            "ctx:attach: '{z}' is not a zone of cards under an object (the ruleset's `under`)"
                        )))
                    }
                    None => None,
                };
                let Some(id) = still_there(st, fr, obj.as_ref(), "attach")? else {
                    return Ok(false);
                };
                let Some(to) = still_there(st, fr, host.as_ref(), "attach")? else {
                    return Ok(false);
                };
                let in_play = |st: &GameState, o: ObjectId| {
                    matches!(st.object(o).map(|o| o.zone), Some(ZoneRef::Player(_, z)) if db.in_play(z))
                };
                if id == to || !in_play(st, to) {
                    return Ok(false);
                }
                let moved = match under {
                    Some(z) => primitives::move_to_zone(db, st, id, z),
                    None => in_play(st, id),
                };
                if !moved {
                    return Ok(false);
                }
                Ok(primitives::attach(st, id, to))
            })
        },
    );
}

//! Double-faced cards: `ctx:transform(obj)` turns an object on the field to its other
//! face (its card's `back`, or its default face again), `obj:transformed()` says whether
//! it shows its flip side.

use super::*;

/// `ctx:transform`.
pub(super) fn ctx_methods<M: UserDataMethods<Ctx>>(methods: &mut M) {
    // Transforms `obj`, a double-faced card on the field: it shows its other face (the
    // card data's `back`; a transformed one turns back to its default face). It stays
    // the same object (damage, counters, orientation and lasting effects kept) and its
    // constant abilities take a new timestamp. False if it can't: not on the field,
    // not double-faced, or a copy (copies can't transform).
    methods.method("transform", |lua, _, obj: Option<Obj>| {
        act(lua, "transform", |db, st, _, fr| {
            let Some(id) = still_there(st, fr, obj.as_ref(), "transform")? else {
                return Ok(false);
            };
            let Some(o) = st.object(id) else {
                return Ok(false);
            };
            let on_field = matches!(o.zone, ZoneRef::Player(_, z) if db.in_play(z));
            let other = match o.front {
                Some(front) => Some(front),
                None => db.card(o.card).back.as_deref().and_then(|b| db.lookup(b)),
            };
            let Some(other) = other.filter(|_| on_field && !o.copy && !o.face_down) else {
                return Ok(false);
            };
            st.transform(id, other);
            Ok(true)
        })
    });
}

//! Double-faced cards: `ctx:transform(obj)` turns an object on the field to its other
//! face (its card's `back`, or its default face again), `obj:transformed()` says whether
//! it shows its flip side. `ctx:gain_abilities(obj, from, duration)` gives an object
//! every ability another card prints, besides its own (RULE-GAINED-1). `ctx:flip(obj [,
//! id])` turns a card in play over: a token creature face up as its own card, or a card
//! face down as a token creature (KF-TOK-FLIP-1).

use super::*;

/// `ctx:transform`, `ctx:flip`, `ctx:gain_abilities`.
pub(super) fn ctx_methods<M: UserDataMethods<Ctx>>(methods: &mut M) {
    // Turns over `obj`, a card in play, without it changing zones (KF-TOK-FLIP-1). With no
    // `id`, a card face down standing for another (a token creature) turns face up and is
    // its own card ("flip each token creature faceup"); with a card `id`, a card face up
    // turns face down as a copy of that card (a token creature: "flip it facedown"), until
    // it changes zones. Either way it is the same object: damage, counters, attachments and
    // orientation stay. False (nothing done) if it is not in play or already that side up.
    methods.method("flip", |lua, _, (obj, id): (Option<Obj>, Option<Name>)| {
        act(lua, "flip", |db, st, _, fr| {
            let card = match &id {
                Some(Name(id)) => Some(
                    db.lookup(id)
                        .ok_or_else(|| mlua::Error::runtime(format!("flip: no card '{id}'")))?,
                ),
                None => None,
            };
            let Some(target) = still_there(st, fr, obj.as_ref(), "flip")? else {
                return Ok(false);
            };
            let Some(o) = st.object(target) else {
                return Ok(false);
            };
            if !matches!(o.zone, ZoneRef::Player(_, z) if db.in_play(z)) {
                return Ok(false);
            }
            match card {
                None if o.face_down && o.front.is_some() => st.turn_face_up(target),
                Some(card) if !o.face_down && !o.copy => st.show_as_token(target, card),
                _ => return Ok(false),
            }
            Ok(true)
        })
    });
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
    // Gives `obj` every ability of the card `from` (an object's card, or a card id) besides
    // its own: its triggered, constant and activated abilities, replacement effects and
    // uses, read through it ("enters the field with all abilities of the banished card",
    // "gains the text box of the revealed creature"); its name and other characteristics
    // stay its own, so the gained text's "this card" is `obj`. Until `obj` changes zones,
    // or with `"this_turn"` only for the rest of the turn. False if `obj` is gone or has
    // those abilities already.
    methods.method(
        "gain_abilities",
        |lua, _, (obj, from, duration): (Option<Obj>, Value, Option<String>)| {
            let turn_only = match duration.as_deref() {
                None => false,
                Some("this_turn") => true,
                Some(d) => {
                    return Err(mlua::Error::runtime(format!(
                    "gain_abilities: duration '{d}': nil (until it changes zones) or \"this_turn\""
                )))
                }
            };
            act(lua, "gain_abilities", |db, st, _, fr| {
                let card = match &from {
                    Value::String(s) => {
                        let id = s.to_str()?.to_string();
                        Some(db.lookup(&id).ok_or_else(|| {
                            mlua::Error::runtime(format!("gain_abilities: no card '{id}'"))
                        })?)
                    }
                    Value::UserData(u) => {
                        let h = u.borrow::<Obj>()?;
                        st.object(h.id).map(|o| o.card)
                    }
                    Value::Nil => None,
                    _ => {
                        return Err(mlua::Error::runtime(
                            "gain_abilities: `from` is an object or a card id",
                        ))
                    }
                };
                let Some(card) = card else {
                    return Ok(false);
                };
                let Some(id) = still_there(st, fr, obj.as_ref(), "gain_abilities")? else {
                    return Ok(false);
                };
                let turn = turn_only.then_some(st.turn);
                Ok(st.gain_abilities(id, card, turn))
            })
        },
    );
}

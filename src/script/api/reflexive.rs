//! Reflexive triggers: `ctx:when_you_do(name)` says that the resolving ability did what
//! its "when you do, ..." sentence waits on (Grand Archive: CR, Reflexive Trigger 1-2).

use super::*;

/// `ctx:when_you_do`.
pub(super) fn ctx_methods<M: UserDataMethods<Ctx>>(methods: &mut M) {
    // The condition of the ability's reflexive trigger `name` was met: a `when_you_do`
    // event about the ability's object, which its own trigger `on = "when_you_do"`
    // answers (from wherever the card is by then). Like every trigger, it goes on the
    // stack only after the resolving ability has completely resolved, with that object
    // as its source; nothing happens if the condition was never met.
    methods.method("when_you_do", |lua, _, Name(name): Name| {
        act(lua, "when_you_do", |_, st, _, fr| {
            st.emit(Event::Reflexive {
                object: fr.card,
                player: fr.controller,
                name,
            });
            Ok(())
        })
    });
}

//! The order of turns: `ctx:extra_turn(player)` gives a player another turn right after
//! the current one ("take another turn after this one"), `ctx:end_turn()` ends the turn
//! now ("your turn ends"), and `ctx:declare(name, value)` changes what the ability's
//! controller declared this turn ("its house becomes your active house").

use super::*;

/// `ctx:extra_turn`, `ctx:end_turn`, `ctx:declare`.
pub(super) fn ctx_methods<M: UserDataMethods<Ctx>>(methods: &mut M) {
    // `player` (you by default) takes another turn after this one: it comes before the
    // usual next player's; given twice, two turns in a row. Durations counted in that
    // player's turns ("until your next turn") count it. Returns how many extra turns are
    // now owed.
    methods.method(
        "extra_turn",
        |lua, _, player: Option<UserDataRef<PlayerRef>>| {
            act(lua, "extra_turn", |_, st, _, fr| {
                let player = player.map_or(fr.controller, |p| p.0);
                st.extra_turns.push(player);
                Ok(st.extra_turns.len())
            })
        },
    );
    // The turn ends: the phase under way ends now, and once the ability (and what it
    // triggered) is over the turn's remaining phases are skipped (KF-END-TURN-1). False
    // where abilities do not resolve at once.
    methods.method("end_turn", |lua, _, ()| {
        act(lua, "end_turn", |db, st, hooks, _| {
            crate::core::turn::end_turn(db, hooks, st).map_err(hook_err)
        })
    });
    // The ability's controller's declaration `name` this turn (KeyForge's active house)
    // is now `value`, as if they had declared it (a `declared` event).
    methods.method("declare", |lua, _, (Name(name), value): (Name, String)| {
        act(lua, "declare", |db, st, _, fr| {
            let known = (db.ruleset.turn.iter())
                .flat_map(|t| &t.phases)
                .any(|p| p.declare.as_ref().is_some_and(|d| d.name == name));
            if !known {
                return Err(mlua::Error::runtime(format!(
                    "ctx:declare: no phase of the ruleset declares '{name}'"
                )));
            }
            if let Some(p) = st.player_mut(fr.controller) {
                p.declared.insert(name.clone(), value.clone());
            }
            st.emit(crate::core::events::Event::Declared {
                player: fr.controller,
                name,
                value,
            });
            Ok(())
        })
    });
}

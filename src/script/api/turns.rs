//! The order of turns: `ctx:extra_turn(player)` gives a player another turn right after
//! the current one ("take another turn after this one").

use super::*;

/// `ctx:extra_turn`.
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
}

//! The rules script's hook for a player action the ruleset declares (KeyForge's raising the
//! tide): it runs for the player, with no card (`ctx.this` is no object), and may change
//! the game; it returns `false` and a reason to refuse. It asks no questions, and deals the
//! damage it queues itself (`ctx:settle()`): the action is over when it returns. An action
//! taken with a card (`objects_in`) gets that card's handle as its second argument.

use super::api::meter;
use super::{api, Frame, Hooks, Mode};
use crate::core::hooks::{HookError, Legality};
use crate::core::ids::{ObjectId, PlayerId};
use crate::core::state::GameState;
use mlua::{ThreadStatus, Value};

/// The frame's card for a hook that belongs to no card: no object has this id.
const NO_CARD: ObjectId = ObjectId(u32::MAX);

impl Hooks<'_> {
    pub(super) fn run_player_action(
        &self,
        st: &mut GameState,
        player: PlayerId,
        action: &str,
        object: Option<ObjectId>,
    ) -> Result<Legality, HookError> {
        let Some((path, f)) = self.rules_hook(action) else {
            return Ok(Legality::Illegal(format!(
                "the rules script performs no action '{action}'"
            )));
        };
        let fail = |st: &GameState, e: &mlua::Error| {
            Self::rules_error(self.error(NO_CARD, "player action", st, e), &path)
        };
        let thread = {
            let limit = meter::lift(self.lua);
            let t = self.lua.create_thread(f);
            meter::restore(self.lua, limit);
            t.map_err(|e| fail(st, &e))?
        };
        let frame = Frame {
            card: NO_CARD,
            epoch: 0,
            controller: player,
            mode: Mode::Resolve,
            hook: "player action",
        };
        let r = self.lend(st, frame, || {
            let lua = self.lua;
            let lifted = meter::lift(lua);
            let card = object.map(|id| self.data().lent_handle(id));
            let r = api::ctx(lua).and_then(|ctx| {
                meter::metered(lua, self.data().limits.memory, || {
                    thread.resume::<(Value, Option<String>)>((ctx, card))
                })
            });
            meter::restore(lua, lifted);
            r
        });
        let (ok, why) = r.map_err(|e| fail(st, &e))?;
        if thread.status() == ThreadStatus::Resumable {
            self.data().question.borrow_mut().take();
            let e = mlua::Error::runtime(format!(
                "the player action '{action}' asked a question; a player action asks none"
            ));
            return Err(fail(st, &e));
        }
        self.verdict(st, NO_CARD, "player action", ok, why)
            .map_err(|e| Self::rules_error(e, &path))
    }
}

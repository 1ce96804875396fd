//! A game's own part of a shared script host.
//!
//! A [`LuaHost`] — the VM with every card's script compiled — may serve many games on one
//! thread (`Engine::new_on`): scripts keep no state between calls (`stateless.rs`), so the
//! compiled hooks are the same for every game. What belongs to one game between its
//! calls — a resolution suspended on a question, a change waiting on a choice of
//! replacement effect, the uses in progress, the question, the `ctx:log` lines, the count
//! of hook calls — is a [`ScriptSession`], which the game's `Engine` keeps and swaps into
//! the host for the length of each call into it. Between calls the host holds no game's
//! part (what a fork searched by an agent uses, as before).

use super::api::log::ScriptLine;
use super::{HostData, LuaHost, Suspended};
use crate::core::decision::Decision;
use crate::core::ids::ObjectId;
use crate::core::replacement::Settling;

/// One game's part of a shared host (see the module documentation).
#[derive(Default)]
pub struct ScriptSession {
    resolving: Option<(ObjectId, String)>,
    settling: Option<Settling>,
    suspended: Option<Suspended>,
    uses: Vec<Option<(ObjectId, String)>>,
    resume_epoch: Option<u64>,
    question: Option<Decision>,
    calls: u64,
    log: Vec<ScriptLine>,
}

impl ScriptSession {
    /// Top-level hook calls this game made (while its session was in the host).
    pub fn script_calls(&self) -> u64 {
        self.calls
    }
}

impl LuaHost {
    /// Exchanges the host's per-game part with `session`'s: once to put a game's part
    /// in before calling into the host, once more to take it out after.
    pub fn swap_session(&self, session: &mut ScriptSession) {
        let d: &HostData = self.host_data();
        std::mem::swap(&mut *d.resolving.borrow_mut(), &mut session.resolving);
        std::mem::swap(&mut *d.settling.borrow_mut(), &mut session.settling);
        std::mem::swap(&mut *d.suspended.borrow_mut(), &mut session.suspended);
        std::mem::swap(&mut *d.uses.borrow_mut(), &mut session.uses);
        session.resume_epoch = d.resume_epoch.replace(session.resume_epoch);
        std::mem::swap(&mut *d.question.borrow_mut(), &mut session.question);
        session.calls = d.calls.replace(session.calls);
        super::api::log::swap(self.lua(), &mut session.log);
    }
}

/// Runs `f` with `session` swapped into `host`, and takes it out again even if `f`
/// unwinds, so the host never keeps one game's part for another.
pub fn with_session<R>(host: &LuaHost, session: &mut ScriptSession, f: impl FnOnce() -> R) -> R {
    struct Out<'a> {
        host: &'a LuaHost,
        session: &'a mut ScriptSession,
    }
    impl Drop for Out<'_> {
        fn drop(&mut self) {
            self.host.swap_session(self.session);
        }
    }
    host.swap_session(session);
    let _out = Out { host, session };
    f()
}

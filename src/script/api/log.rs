//! `ctx:log(...)`: the scripts' debug channel. Lines go to a list kept beside the game,
//! never into it: the state, its hash and the event log are untouched, so a script that
//! logs plays exactly as one that does not. The tools show the lines (`play`, `test -v`,
//! the studio through `Engine::take_script_log`).

use super::*;
use std::cell::RefCell;

/// One line a script logged.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct ScriptLine {
    /// The length of the game's event log when it was logged: the line belongs after
    /// the events before that position.
    pub at: usize,
    /// The object whose script logged it, its card's name and the hook running.
    pub object: ObjectId,
    pub card: String,
    pub hook: String,
    pub message: String,
}

impl std::fmt::Display for ScriptLine {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "[log] {} {} ({}): {}",
            self.card, self.object, self.hook, self.message
        )
    }
}

/// The lines logged and not yet taken, as the VM's app data.
#[derive(Default)]
pub(crate) struct ScriptLog(RefCell<Vec<ScriptLine>>);

/// At most this many lines wait to be taken (the oldest go first), each at most
/// `MAX_CHARS` long: a script logging in a loop can't exhaust memory.
const MAX_LINES: usize = 1000;
const MAX_CHARS: usize = 2000;

pub(super) fn register(lua: &Lua) {
    lua.set_app_data(ScriptLog::default());
}

/// `ctx:log(...)`: its arguments as text, separated by spaces. Any hook may log, check
/// hooks too: it reads the game and changes nothing.
pub(super) fn log(lua: &Lua, args: mlua::Variadic<Value>) -> Result<()> {
    let line = read(lua, |db, st, fr| {
        let parts: Vec<String> = args.iter().map(|v| shown(db, st, v)).collect();
        let mut message = parts.join(" ");
        if let Some((cut, _)) = message.char_indices().nth(MAX_CHARS) {
            message.truncate(cut);
            message.push('…');
        }
        Ok(ScriptLine {
            at: st.log.len(),
            object: fr.card,
            card: st
                .object(fr.card)
                .map_or_else(String::new, |o| db.card(o.card).name.clone()),
            hook: fr.hook.to_string(),
            message,
        })
    })?;
    if let Some(log) = lua.app_data_ref::<ScriptLog>() {
        let mut lines = log.0.borrow_mut();
        if lines.len() >= MAX_LINES {
            lines.remove(0);
        }
        lines.push(line);
    }
    Ok(())
}

/// A value as a person reads it: handles by the object or player they name.
fn shown(db: &CardDb, st: &GameState, v: &Value) -> String {
    match v {
        Value::Nil => "nil".into(),
        Value::Boolean(b) => b.to_string(),
        Value::Integer(i) => i.to_string(),
        Value::Number(n) if n.fract() == 0.0 && n.abs() < 1e15 => format!("{}", *n as i64),
        Value::Number(n) => n.to_string(),
        Value::String(s) => s.to_string_lossy(),
        Value::UserData(ud) => {
            if let Ok(h) = ud.borrow::<Obj>() {
                st.object(h.id).map_or(h.id.to_string(), |o| {
                    format!("{} {}", db.card(o.card).name, h.id)
                })
            } else if let Ok(p) = ud.borrow::<PlayerRef>() {
                p.0.to_string()
            } else {
                "ctx".into()
            }
        }
        other => other.type_name().to_string(),
    }
}

/// The lines logged since the last call, oldest first.
pub(crate) fn take(lua: &Lua) -> Vec<ScriptLine> {
    lua.app_data_ref::<ScriptLog>()
        .map(|l| std::mem::take(&mut *l.0.borrow_mut()))
        .unwrap_or_default()
}

/// How many lines wait to be taken.
pub(crate) fn waiting(lua: &Lua) -> usize {
    lua.app_data_ref::<ScriptLog>()
        .map_or(0, |l| l.0.borrow().len())
}

/// Forgets the lines logged after the first `n` (those of a trial the game undid).
pub(crate) fn forget_after(lua: &Lua, n: usize) {
    if let Some(l) = lua.app_data_ref::<ScriptLog>() {
        l.0.borrow_mut().truncate(n);
    }
}

/// Exchanges the lines waiting in `lua` with `lines` (a game's own, when games share a
/// host: `script::session`).
pub(crate) fn swap(lua: &Lua, lines: &mut Vec<ScriptLine>) {
    if let Some(log) = lua.app_data_ref::<ScriptLog>() {
        std::mem::swap(&mut *log.0.borrow_mut(), lines);
    }
}

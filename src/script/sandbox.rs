//! The sandbox: a Luau VM with read-only libraries, one read-only environment per card
//! script holding only the documented globals, an execution budget and a memory limit.

use super::{stateless, ScriptError, ScriptSource};
use crate::core::hooks::{HookError, HookFault};
use mlua::{Lua, LuaOptions, StdLib, Table, Value, VmState};
use std::cell::Cell;
use std::collections::HashSet;
use std::ffi::c_void;
use std::path::Path;
use std::rc::Rc;
use std::time::{Duration, Instant};

/// Resource limits for scripts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Interrupts (roughly: function calls and loop iterations) one top-level hook call
    /// may take before it is stopped.
    pub budget: u64,
    /// Interrupts all the hook calls one action (a submitted action or an answer) causes
    /// may take together: an action making thousands of calls, each within `budget`, is
    /// stopped too.
    pub action_budget: u64,
    /// Wall-clock time one action's hook calls may take together, checked in the
    /// interrupt (so also for work the step count undercounts).
    pub action_deadline: Duration,
    /// Bytes the whole VM may allocate.
    pub memory: usize,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            budget: 1_000_000,
            action_budget: 20_000_000,
            action_deadline: Duration::from_secs(10),
            memory: 64 * 1024 * 1024,
        }
    }
}

/// The work of the action in progress (`Behaviors::begin_action` starts it afresh,
/// `end_action` ends it). Hook calls outside an action (a stat read, a view) have only
/// their own budget.
#[derive(Debug, Default)]
pub(crate) struct ActionWork {
    pub steps: Cell<u64>,
    pub deadline: Cell<Option<Instant>>,
}

impl ActionWork {
    pub(crate) fn begin(&self, limits: &Limits) {
        self.steps.set(0);
        self.deadline
            .set(Instant::now().checked_add(limits.action_deadline));
    }

    pub(crate) fn end(&self) {
        self.steps.set(0);
        self.deadline.set(None);
    }

    /// Counts one step; whether the action is over its budget, and whether past its
    /// deadline (the clock is read every 256th step).
    fn step(&self, limits: &Limits) -> (bool, bool) {
        let Some(deadline) = self.deadline.get() else {
            return (false, false);
        };
        let used = self.steps.get() + 1;
        self.steps.set(used);
        (
            used > limits.action_budget,
            used % 256 == 0 && Instant::now() > deadline,
        )
    }
}

/// Bounds for the C library functions whose time grows with their arguments, which run
/// without interrupts: a pattern search's cost grows as the subject's length to the power
/// of one plus the pattern's quantifiers, a plain search's as the subject's length times
/// the pattern's, `string.rep`'s and `table.create`'s as their result, `table.move`'s as
/// its range. Each is refused past about 10^8 steps, at the calling line.
const BOUNDED_LUA: &str = r#"
local string, table = ...
local find, match, gmatch, gsub, rep = string.find, string.match, string.gmatch, string.gsub, string.rep
local byte, len = string.byte, string.len
local move, create = table.move, table.create
local max, log10, type, error = math.max, math.log10, type, error
local MAX_STEPS = 1e8
local MAX_BYTES = 1048576
local MAX_ITEMS = 100000

-- `level` 3 blames the line that called the wrapper calling `fail`.
local function fail(what, why, level)
	error(what .. ": " .. why, level or 3)
end

local function quantifiers(p)
	local n, i, size = 0, 1, len(p)
	while i <= size do
		local c = byte(p, i)
		if c == 37 then -- '%' escapes the next character
			i = i + 1
		elseif c == 42 or c == 43 or c == 45 or c == 63 then -- '*', '+', '-', '?'
			n = n + 1
		end
		i = i + 1
	end
	return n
end

local function check(what, s, p, plain)
	if type(s) ~= "string" or type(p) ~= "string" then
		return
	end
	local n = max(len(s), 2)
	if plain then
		if n * max(len(p), 1) > MAX_STEPS then
			fail(what, "the string is too long to search (" .. len(s) .. " bytes)", 4)
		end
	elseif (quantifiers(p) + 1) * log10(n) > 8 then
		fail(
			what,
			"the pattern is too costly for a string of " .. len(s) .. " bytes (fewer quantifiers or a shorter string)",
			4
		)
	end
end

return {
	find = function(s, p, init, plain)
		check("string.find", s, p, plain)
		return find(s, p, init, plain)
	end,
	match = function(s, p, init)
		check("string.match", s, p, false)
		return match(s, p, init)
	end,
	gmatch = function(s, p)
		check("string.gmatch", s, p, false)
		return gmatch(s, p)
	end,
	gsub = function(s, p, r, n)
		check("string.gsub", s, p, false)
		return gsub(s, p, r, n)
	end,
	rep = function(s, n, sep)
		local size = (type(s) == "string" and len(s) or 0) + (type(sep) == "string" and len(sep) or 0)
		if type(n) == "number" and n > 0 and max(size, 1) * n > MAX_BYTES then
			fail("string.rep", "the result would be over " .. MAX_BYTES .. " bytes")
		end
		return rep(s, n, sep)
	end,
	move = function(a, f, e, t, tt)
		if type(f) == "number" and type(e) == "number" and e - f >= MAX_ITEMS then
			fail("table.move", "a range of more than " .. MAX_ITEMS .. " items")
		end
		return move(a, f, e, t, tt)
	end,
	create = function(n, v)
		if type(n) == "number" and n > MAX_ITEMS then
			fail("table.create", "more than " .. MAX_ITEMS .. " items")
		end
		return create(n, v)
	end,
}
"#;

/// Globals every card script may use. Anything not listed here does not exist for it.
const SAFE_GLOBALS: &[&str] = &[
    "assert", "error", "ipairs", "next", "pairs", "pcall", "rawequal", "rawlen", "select",
    "tonumber", "tostring", "type", "unpack", "xpcall",
];

/// Library tables exposed whole (Luau's sandbox makes them read-only).
const SAFE_LIBS: &[&str] = &["string", "table", "utf8", "bit32"];

/// A new sandboxed VM. `budget` counts the interrupts of the current top-level hook
/// call; the host resets it. The interrupt captures it (rather than reaching it through
/// the app data) because it runs on every Lua call and loop iteration.
pub(crate) fn new_vm(
    limits: &Limits,
    budget: Rc<Cell<u64>>,
    action: Rc<ActionWork>,
) -> mlua::Result<Lua> {
    let limits = *limits;
    let libs = StdLib::STRING
        | StdLib::TABLE
        | StdLib::MATH
        | StdLib::UTF8
        | StdLib::BIT
        | StdLib::COROUTINE;
    let lua = Lua::new_with(libs, LuaOptions::default())?;
    lua.set_memory_limit(limits.memory)?;
    let collected = Cell::new(0usize);
    lua.set_interrupt(move |lua| {
        let used = budget.get() + 1;
        budget.set(used);
        let (over, late) = action.step(&limits);
        // Garbage is collected before memory counts as full: what other calls left, or
        // what this one dropped, must not be blamed on the script running now. The
        // allocator refuses at the limit without collecting, so a full collection runs
        // here once three quarters are in use and a tenth more than after the last one,
        // and again before the 90% check fails. A script growing memory step by step
        // is stopped at 90%, at its line, before the allocator refuses (one huge
        // allocation still fails in the allocator). Memory is looked at every 16th
        // step: the interrupt runs on every call and return.
        let mut memory_full = false;
        if used % 16 == 0 {
            let in_use = lua.used_memory();
            if in_use > limits.memory / 4 * 3 && in_use > collected.get() + limits.memory / 10 {
                let _ = lua.gc_collect();
                collected.set(lua.used_memory());
            }
            let nearly_full = || lua.used_memory() > limits.memory / 10 * 9;
            memory_full = nearly_full() && {
                let _ = lua.gc_collect();
                collected.set(lua.used_memory());
                nearly_full()
            };
        }
        if used > limits.budget || memory_full || late || over {
            // Name the script line that was running, as Lua does for its own errors.
            let at = (0..8)
                .filter_map(|level| {
                    lua.inspect_stack(level, |d| {
                        let src = d.source().source.map(|s| s.to_string()).unwrap_or_default();
                        src.strip_prefix('@')
                            .map(|p| format!("{p}:{}: ", d.current_line().unwrap_or(0)))
                    })
                    .flatten()
                })
                .next()
                .unwrap_or_default();
            if memory_full {
                return Err(mlua::Error::runtime(format!(
                    "{at}memory limit nearly reached ({} bytes in use of {})",
                    lua.used_memory(),
                    limits.memory
                )));
            }
            if late {
                return Err(mlua::Error::runtime(format!(
                    "{at}this action's scripts ran past its deadline ({} ms)",
                    limits.action_deadline.as_millis()
                )));
            }
            if used <= limits.budget {
                return Err(mlua::Error::runtime(format!(
                    "{at}this action's hook calls together exceeded the action budget ({} steps)",
                    limits.action_budget
                )));
            }
            return Err(mlua::Error::runtime(format!(
                "{at}execution budget exceeded ({} steps): is there an endless loop?",
                limits.budget
            )));
        }
        Ok(VmState::Continue)
    });
    let globals = lua.globals();
    // The base environment shared (read-only) by every card script.
    let base = lua.create_table()?;
    for name in SAFE_GLOBALS {
        let v: Value = globals.get(*name)?;
        base.raw_set(*name, v)?;
    }
    for name in SAFE_LIBS {
        let v: Value = globals.get(*name)?;
        base.raw_set(*name, v)?;
    }
    // No addresses: `tostring`, `string.format`, `pairs` and `next` are replaced by
    // versions whose results do not depend on where the VM put a value (see stable.rs).
    let tostring = super::stable::tostring(&lua, globals.get("tostring")?)?;
    base.raw_set("tostring", tostring.clone())?;
    base.raw_set("pairs", super::stable::pairs(&lua)?)?;
    base.raw_set("next", super::stable::next(&lua)?)?;
    let string: Table = globals.get("string")?;
    let safe_string = lua.create_table()?;
    for pair in string.pairs::<Value, Value>() {
        let (k, v) = pair?;
        safe_string.raw_set(k, v)?;
    }
    let format = super::stable::format(&lua, string.get("format")?, tostring)?;
    safe_string.raw_set("format", format)?;
    // C library functions run without interrupts: those whose time grows with their
    // arguments get bounds first (docs/security.md).
    let table: Table = globals.get("table")?;
    let bounded: Table = lua
        .load(BOUNDED_LUA)
        .set_name("=cardsmith.bounded")
        .call((string.clone(), table.clone()))?;
    for name in ["find", "match", "gmatch", "gsub", "rep"] {
        safe_string.raw_set(name, bounded.raw_get::<mlua::Function>(name)?)?;
    }
    let safe_table = lua.create_table()?;
    for pair in table.pairs::<Value, Value>() {
        let (k, v) = pair?;
        safe_table.raw_set(k, v)?;
    }
    for name in ["move", "create"] {
        safe_table.raw_set(name, bounded.raw_get::<mlua::Function>(name)?)?;
    }
    safe_table.set_readonly(true);
    base.raw_set("table", safe_table)?;
    safe_string.set_readonly(true);
    base.raw_set("string", safe_string.clone())?;
    // Methods on strings (`("%s"):format(t)`) go through the same table.
    let string_meta: Table = lua
        .load("return getmetatable('')")
        .set_name("=cardsmith")
        .eval()?;
    string_meta.raw_set("__index", safe_string)?;
    // math without its own random source: randomness comes from the game RNG only.
    let math: Table = globals.get("math")?;
    let safe_math = lua.create_table()?;
    for pair in math.pairs::<Value, Value>() {
        let (k, v) = pair?;
        if let Value::String(s) = &k {
            if matches!(s.to_str()?.as_ref(), "random" | "randomseed") {
                continue;
            }
        }
        safe_math.raw_set(k, v)?;
    }
    safe_math.set_readonly(true);
    base.raw_set("math", safe_math)?;
    // The host's own helpers need coroutine.yield; scripts never see `coroutine`.
    let co: Table = globals.get("coroutine")?;
    lua.set_named_registry_value("cardsmith.yield", co.get::<mlua::Function>("yield")?)?;
    base.set_readonly(true);
    lua.set_named_registry_value("cardsmith.base", base)?;
    lua.sandbox(true)?;
    Ok(lua)
}

/// What compiling card scripts needs besides their sources: the VM, its step counter
/// (set back to zero for each script's top level) and the sandbox's own library, which
/// the freeze of what a script built leaves alone.
pub(crate) struct Compiling<'a> {
    pub(crate) lua: &'a Lua,
    pub(crate) budget: &'a Cell<u64>,
    library: HashSet<*const c_void>,
}

impl<'a> Compiling<'a> {
    pub(crate) fn new(lua: &'a Lua, budget: &'a Cell<u64>) -> mlua::Result<Self> {
        let base: Table = lua.named_registry_value("cardsmith.base")?;
        Ok(Compiling {
            lua,
            budget,
            library: stateless::library(&base),
        })
    }
}

/// Compiles one card script in a fresh environment and returns its hook table.
pub(crate) fn compile_card(
    c: &Compiling,
    card: &str,
    src: &ScriptSource,
    hooks: &[&str],
) -> Result<Table, ScriptError> {
    let env = environment(c.lua, None).map_err(|e| script_error(card, &src.path, &e))?;
    let chunk = chunk(c, card, src, env)?;
    run_top_level(c, card, src, &chunk, hooks)
}

/// A fresh read-only environment over the sandbox's library, with `require` where given
/// (a rules script and its modules).
pub(crate) fn environment(lua: &Lua, require: Option<&mlua::Function>) -> mlua::Result<Table> {
    let base: Table = lua.named_registry_value("cardsmith.base")?;
    let env = lua.create_table()?;
    if let Some(f) = require {
        env.raw_set("require", f)?;
    }
    let meta = lua.create_table()?;
    meta.raw_set("__index", base)?;
    meta.set_readonly(true);
    env.set_metatable(Some(meta))?;
    env.set_readonly(true);
    Ok(env)
}

/// Checks and compiles a script into the function of its top level, not yet run.
pub(crate) fn chunk(
    c: &Compiling,
    card: &str,
    src: &ScriptSource,
    env: Table,
) -> Result<mlua::Function, ScriptError> {
    let lua = c.lua;
    let err = |e: &mlua::Error| script_error(card, &src.path, e);
    if let Some(line) = super::stable::generalized_iteration(&src.code) {
        return Err(ScriptError {
            card: card.to_string(),
            file: src.path.clone(),
            line: Some(line),
            message: "`for k, v in t do` iterates in memory-address order for some keys; \
                      write `for k, v in pairs(t) do` (or ipairs)"
                .into(),
        });
    }
    let at_line = |line: Option<u32>, message: String| ScriptError {
        card: card.to_string(),
        file: src.path.clone(),
        line,
        message,
    };
    // Compiled here rather than by `load`, to read the bytecode first (`stateless`).
    let name = format!("@{}", src.path.display());
    let bytecode = match mlua::Compiler::new().compile(&*src.code) {
        Ok(b) => b,
        // The compiler's message starts at the line number; `load` would have put the
        // chunk's name in front, which is where errors are read from.
        Err(mlua::Error::SyntaxError {
            message,
            incomplete_input,
        }) => {
            return Err(err(&mlua::Error::SyntaxError {
                message: format!("{}:{message}", src.path.display()),
                incomplete_input,
            }))
        }
        Err(e) => return Err(err(&e)),
    };
    match stateless::upvalue_write(&bytecode) {
        Ok(None) => {}
        Ok(Some(line)) => {
            return Err(at_line(
                (line > 0).then_some(line),
                "this function assigns a variable of an enclosing function; card scripts \
                 keep no state between calls, so a function may read the locals around it \
                 but not assign them (compute the value in the function, or return it)"
                    .into(),
            ))
        }
        Err(why) => return Err(at_line(None, format!("could not check the script: {why}"))),
    }
    lua.load(bytecode)
        .set_name(name)
        .set_environment(env)
        .set_mode(mlua::ChunkMode::Binary)
        .into_function()
        .map_err(|e| err(&e))
}

/// Runs a script's top level and checks what it returned: a table of `hooks`, keeping no
/// state of its own.
pub(crate) fn run_top_level(
    c: &Compiling,
    card: &str,
    src: &ScriptSource,
    chunk: &mlua::Function,
    hooks: &[&str],
) -> Result<Table, ScriptError> {
    // A fresh budget: the steps an earlier script's top level took are not this one's.
    c.budget.set(0);
    let value: Value = chunk
        .call(())
        .map_err(|e| script_error(card, &src.path, &e))?;
    check_top_level(c, card, src, value, hooks)
}

/// Checks what a script's top level returned: a table of `hooks`, keeping no state of its
/// own.
pub(crate) fn check_top_level(
    c: &Compiling,
    card: &str,
    src: &ScriptSource,
    value: Value,
    hooks: &[&str],
) -> Result<Table, ScriptError> {
    let (lua, library) = (c.lua, &c.library);
    let err = |e: &mlua::Error| script_error(card, &src.path, e);
    let at_line = |line: Option<u32>, message: String| ScriptError {
        card: card.to_string(),
        file: src.path.clone(),
        line,
        message,
    };
    let Value::Table(table) = value else {
        return Err(ScriptError {
            card: card.to_string(),
            file: src.path.clone(),
            line: None,
            message: format!(
                "a card script must `return` a table of hooks; it returned a {}",
                value.type_name()
            ),
        });
    };
    for pair in table.pairs::<Value, Value>() {
        let (k, v) = pair.map_err(|e| err(&e))?;
        let key = match &k {
            Value::String(s) => s.to_string_lossy(),
            other => format!("a {} key", other.type_name()),
        };
        if !hooks.contains(&key.as_str()) {
            return Err(ScriptError {
                card: card.to_string(),
                file: src.path.clone(),
                line: None,
                message: format!("unknown hook '{key}'; expected one of {}", hooks.join(", ")),
            });
        }
        let want_table = matches!(
            key.as_str(),
            "statics"
                | "replacements"
                | "triggers"
                | "conditions"
                | "rules"
                | "activated"
                | "grants"
                | "neighbor_grants"
                | "enemy_grants"
                | "lasting_grants"
                | "keyword_triggers"
                | "keyword_replacements"
                | "counter_replacements"
        );
        let ok = if want_table {
            matches!(v, Value::Table(_))
        } else {
            matches!(v, Value::Function(_))
        };
        if !ok {
            return Err(ScriptError {
                card: card.to_string(),
                file: src.path.clone(),
                line: None,
                message: format!(
                    "hook '{key}' must be a {}, not a {}",
                    if want_table { "table" } else { "function" },
                    v.type_name()
                ),
            });
        }
    }
    if let Err(kept) = stateless::freeze_reachable(lua, &table, library) {
        let what = match kept {
            stateless::Kept::StatefulFunction => {
                "a function with state of its own (such as an iterator from string.gmatch \
                 or pairs)"
                    .to_string()
            }
            stateless::Kept::Value(kind) => format!("a {kind}"),
        };
        return Err(at_line(
            None,
            format!(
                "the script's hooks keep {what} made when the script loaded; card scripts \
                 keep no state between calls, so make it inside the hook that uses it"
            ),
        ));
    }
    Ok(table)
}

fn message_of(e: &mlua::Error) -> (String, String) {
    match e {
        mlua::Error::CallbackError { traceback, cause } => {
            let (m, _) = message_of(cause);
            (m, traceback.clone())
        }
        mlua::Error::RuntimeError(m) => {
            let (first, rest) = m.split_once("\nstack traceback:").unwrap_or((m, ""));
            (
                first.to_string(),
                if rest.is_empty() {
                    String::new()
                } else {
                    format!("stack traceback:{rest}")
                },
            )
        }
        mlua::Error::SyntaxError { message, .. } => (message.clone(), String::new()),
        mlua::Error::MemoryError(m) => (format!("memory limit reached: {m}"), String::new()),
        mlua::Error::WithContext { context, cause } => {
            let (m, tb) = message_of(cause);
            (format!("{context}: {m}"), tb)
        }
        other => (other.to_string(), String::new()),
    }
}

/// The first `path:LINE` in `text`, if any.
fn line_in(text: &str, path: &Path) -> Option<u32> {
    let p = path.display().to_string();
    if p.is_empty() {
        return None;
    }
    let mut rest = text;
    while let Some(i) = rest.find(&p) {
        rest = &rest[i + p.len()..];
        if let Some(after) = rest.strip_prefix(':') {
            let digits: String = after.chars().take_while(char::is_ascii_digit).collect();
            if let Ok(n) = digits.parse() {
                return Some(n);
            }
        }
    }
    None
}

/// Strips the `path:line:` prefix Lua puts on messages (we report it separately).
fn strip_location(msg: &str, path: &Path) -> String {
    let p = path.display().to_string();
    if let Some(rest) = msg.strip_prefix(&p) {
        if let Some(after) = rest.strip_prefix(':') {
            let digits = after.chars().take_while(char::is_ascii_digit).count();
            if digits > 0 {
                return after[digits..].trim_start_matches(':').trim().to_string();
            }
        }
    }
    msg.trim().to_string()
}

pub(crate) fn script_error(card: &str, path: &Path, e: &mlua::Error) -> ScriptError {
    let (msg, tb) = message_of(e);
    ScriptError {
        card: card.to_string(),
        file: path.to_path_buf(),
        line: line_in(&msg, path).or_else(|| line_in(&tb, path)),
        message: strip_location(&msg, path),
    }
}

pub(crate) fn hook_error(card: &str, hook: &str, path: &Path, e: &mlua::Error) -> HookError {
    let (msg, tb) = message_of(e);
    HookError::new(HookFault {
        card: card.to_string(),
        hook: hook.to_string(),
        file: path.to_path_buf(),
        line: line_in(&msg, path).or_else(|| line_in(&tb, path)),
        message: strip_location(&msg, path),
        traceback: tb,
    })
}

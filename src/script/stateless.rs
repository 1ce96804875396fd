//! Scripts keep no state between calls (docs/security.md, "Script state").
//!
//! A card's chunk runs once, when the game is built; its hooks run many times after.
//! Anything a hook could change and a later call could read would make a verdict
//! depend on how often the engine asked (a `legal` hook counting its calls), let one
//! card hoard the VM's memory for the rest of the game, and break the stat cache, which
//! keeps a check hook's answer while the position it read is unchanged. Two checks at
//! load close every way of keeping state:
//!
//! 1. **No function assigns a variable of an enclosing function.** In Luau's bytecode
//!    that is `SETUPVAL`, and it is the only way a call can change a binding that
//!    outlives it: a hook's own locals die with the call, the environment and the
//!    libraries are read-only. `upvalue_write` finds the first one, with its line.
//! 2. **What the chunk built is read-only.** After the chunk ran, every table its hooks
//!    can reach — the hook table, the upvalues of every function in it (and of the
//!    functions those reach), metatables — is frozen (`freeze_reachable`). A function
//!    with hidden state of its own (a C function with upvalues, such as the iterator
//!    `string.gmatch` returns) reached that way is refused; the sandbox's own library
//!    functions are not walked.

use mlua::{Function, Lua, Table, Value};
use std::collections::HashSet;
use std::ffi::c_void;

/// Luau opcodes this reader needs (`LuauOpcode` in Luau's Bytecode.h).
const LOP_SETUPVAL: u8 = 10;

/// Opcodes followed by an auxiliary word (Luau's `getOpLength`).
const TWO_WORD_OPS: &[u8] = &[
    7,  // GETGLOBAL
    8,  // SETGLOBAL
    12, // GETIMPORT
    15, // GETTABLEKS
    16, // SETTABLEKS
    20, // NAMECALL
    27, 28, 29, 30, 31, 32, // JUMPIFEQ, JUMPIFLE, JUMPIFLT and their negations
    53, // NEWTABLE
    55, // SETLIST
    58, // FORGLOOP
    60, // FASTCALL3
    66, // LOADKX
    74, // FASTCALL2
    75, // FASTCALL2K
    77, 78, 79, 80, // JUMPXEQKNIL, JUMPXEQKB, JUMPXEQKN, JUMPXEQKS
];

/// The bytecode versions this reader knows (Luau's `LBC_VERSION_MIN..=MAX`).
const VERSIONS: std::ops::RangeInclusive<u8> = 3..=6;

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn byte(&mut self) -> Result<u8, String> {
        let b = *self.bytes.get(self.at).ok_or("bytecode ends early")?;
        self.at += 1;
        Ok(b)
    }

    fn skip(&mut self, n: usize) -> Result<(), String> {
        let end = self.at.checked_add(n).ok_or("bytecode length overflows")?;
        if end > self.bytes.len() {
            return Err("bytecode ends early".into());
        }
        self.at = end;
        Ok(())
    }

    fn u32(&mut self) -> Result<u32, String> {
        let s = self
            .bytes
            .get(self.at..self.at + 4)
            .ok_or("bytecode ends early")?;
        self.at += 4;
        Ok(u32::from_le_bytes([s[0], s[1], s[2], s[3]]))
    }

    fn varint(&mut self) -> Result<u32, String> {
        let mut value = 0u32;
        for shift in (0..35).step_by(7) {
            let b = self.byte()?;
            value |= u32::from(b & 0x7f) << shift;
            if b & 0x80 == 0 {
                return Ok(value);
            }
        }
        Err("bad varint in bytecode".into())
    }

    fn count(&mut self) -> Result<usize, String> {
        Ok(self.varint()? as usize)
    }
}

/// The line of the first instruction in `bytecode` (Luau's, as `mlua::Compiler`
/// makes it) that assigns a variable of an enclosing function, if any. An error means
/// the bytecode is not in a format this reader knows.
pub(crate) fn upvalue_write(bytecode: &[u8]) -> Result<Option<u32>, String> {
    let mut r = Reader {
        bytes: bytecode,
        at: 0,
    };
    let version = r.byte()?;
    if !VERSIONS.contains(&version) {
        return Err(format!("unknown Luau bytecode version {version}"));
    }
    let types_version = if version >= 4 { r.byte()? } else { 0 };
    for _ in 0..r.count()? {
        let len = r.count()?;
        r.skip(len)?;
    }
    if types_version == 3 {
        while r.byte()? != 0 {
            r.varint()?;
        }
    }
    let protos = r.count()?;
    let mut found = None;
    for _ in 0..protos {
        r.skip(4)?; // max stack, parameters, upvalues, vararg
        if version >= 4 {
            r.byte()?; // flags
            let types = r.count()?;
            r.skip(types)?;
        }
        let size = r.count()?;
        let mut code = Vec::with_capacity(size.min(1 << 20));
        for _ in 0..size {
            code.push(r.u32()?);
        }
        for _ in 0..r.count()? {
            match r.byte()? {
                0 => {}
                1 => r.skip(1)?,
                2 => r.skip(8)?,
                3 | 6 => {
                    r.varint()?;
                }
                4 => r.skip(4)?,
                5 => {
                    for _ in 0..r.count()? {
                        r.varint()?;
                    }
                }
                7 => r.skip(16)?,
                k => return Err(format!("unknown constant kind {k} in bytecode")),
            }
        }
        for _ in 0..r.count()? {
            r.varint()?; // child protos
        }
        r.varint()?; // line defined
        r.varint()?; // debug name
        let mut lines: Option<Vec<u32>> = None;
        if r.byte()? != 0 {
            let gap = u32::from(r.byte()?);
            let mut offsets = Vec::with_capacity(code.len());
            let mut last = 0u8;
            for _ in 0..code.len() {
                last = last.wrapping_add(r.byte()?);
                offsets.push(last);
            }
            let intervals = if code.is_empty() {
                0
            } else {
                ((code.len() - 1) >> gap) + 1
            };
            let mut abs = Vec::with_capacity(intervals);
            let mut line = 0i32;
            for _ in 0..intervals {
                line = line.wrapping_add(r.u32()? as i32);
                abs.push(line);
            }
            lines = Some(
                offsets
                    .iter()
                    .enumerate()
                    .map(|(pc, &o)| {
                        let base = abs.get(pc >> gap).copied().unwrap_or(0);
                        base.wrapping_add(i32::from(o)).max(0) as u32
                    })
                    .collect(),
            );
        }
        if r.byte()? != 0 {
            for _ in 0..r.count()? {
                r.varint()?;
                r.varint()?;
                r.varint()?;
                r.byte()?;
            }
            for _ in 0..r.count()? {
                r.varint()?;
            }
        }
        if found.is_none() {
            let mut pc = 0;
            while pc < code.len() {
                let op = (code[pc] & 0xff) as u8;
                if op == LOP_SETUPVAL {
                    let line = lines.as_ref().and_then(|l| l.get(pc).copied());
                    found = Some(line.unwrap_or(0));
                    break;
                }
                pc += if TWO_WORD_OPS.contains(&op) { 2 } else { 1 };
            }
        }
    }
    Ok(found)
}

/// What `freeze_reachable` refuses.
#[derive(Debug)]
pub(crate) enum Kept {
    /// A function with state of its own (a C closure with upvalues).
    StatefulFunction,
    /// A value that cannot be part of a card's frozen data (a thread, a userdata).
    Value(&'static str),
}

/// Freezes every table reachable from `root` (the chunk's hook table): inside tables
/// (keys, values, metatables) and through the upvalues of Lua functions. Values in
/// `exempt` (the sandbox's library functions and tables) are not walked.
pub(crate) fn freeze_reachable(
    lua: &Lua,
    root: &Table,
    exempt: &HashSet<*const c_void>,
) -> Result<(), Kept> {
    let mut seen = HashSet::new();
    let mut todo = vec![Value::Table(root.clone())];
    while let Some(v) = todo.pop() {
        let p = v.to_pointer();
        if exempt.contains(&p) || !seen.insert(p) {
            continue;
        }
        match v {
            Value::Table(t) => {
                t.set_readonly(true);
                if let Some(m) = t.metatable() {
                    todo.push(Value::Table(m));
                }
                for (k, v) in t.pairs::<Value, Value>().flatten() {
                    todo.push(k);
                    todo.push(v);
                }
            }
            Value::Function(f) => {
                let ups = upvalues(lua, &f);
                if f.info().what == "C" {
                    if !ups.is_empty() {
                        return Err(Kept::StatefulFunction);
                    }
                } else {
                    todo.extend(ups);
                }
            }
            Value::Thread(_) => return Err(Kept::Value("thread")),
            Value::UserData(_) | Value::LightUserData(_) => return Err(Kept::Value("userdata")),
            _ => {}
        }
    }
    Ok(())
}

/// Every table and function reachable from `root` (the sandbox's base environment), to
/// leave out of `freeze_reachable`'s walk.
pub(crate) fn library(root: &Table) -> HashSet<*const c_void> {
    let mut seen = HashSet::new();
    let mut todo = vec![Value::Table(root.clone())];
    while let Some(v) = todo.pop() {
        if !seen.insert(v.to_pointer()) {
            continue;
        }
        if let Value::Table(t) = v {
            if let Some(m) = t.metatable() {
                todo.push(Value::Table(m));
            }
            for (_, v) in t.pairs::<Value, Value>().flatten() {
                if matches!(v, Value::Table(_) | Value::Function(_)) {
                    todo.push(v);
                }
            }
        }
    }
    seen
}

/// The values of `f`'s upvalues. Luau's API offers no other way to read them.
#[allow(unsafe_code)]
fn upvalues(lua: &Lua, f: &Function) -> Vec<Value> {
    // SAFETY: `exec_raw` runs the closure in a protected call with `f` alone on a fresh
    // stack frame (index 1). `lua_getupvalue` only reads the closure and pushes one
    // value per upvalue, returning null past the last; the stack is grown before each
    // push. `exec_raw` converts what is left on the stack and restores the stack.
    let values = unsafe {
        lua.exec_raw::<mlua::MultiValue>(f.clone(), |state| {
            let mut n = 1;
            while mlua::ffi::lua_checkstack(state, 1) != 0
                && !mlua::ffi::lua_getupvalue(state, 1, n).is_null()
            {
                n += 1;
            }
        })
    };
    values
        .map(|v| v.into_iter().skip(1).collect())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn compile(src: &str) -> Vec<u8> {
        mlua::Compiler::new().compile(src).unwrap()
    }

    #[test]
    fn an_assigned_upvalue_is_found_at_its_line() {
        let src = "local n = 0\nreturn {\n  legal = function()\n    local t = { a = 1 }\n    t.b = string.len('x')\n    n = n + 1\n    return n\n  end,\n}";
        assert_eq!(upvalue_write(&compile(src)).unwrap(), Some(6));
    }

    #[test]
    fn reading_upvalues_and_writing_own_locals_is_fine() {
        let src = "local BONUS = { fire = 1 }\nlocal function helper(x)\n  local y = x\n  y = y + (BONUS[x] or 0)\n  return y\nend\nreturn { legal = function(ctx)\n  local total = 0\n  for i = 1, 3 do total = total + helper(i) end\n  return total > 0\nend }";
        assert_eq!(upvalue_write(&compile(src)).unwrap(), None);
    }

    #[test]
    fn a_counter_closed_over_inside_a_load_time_function_is_found() {
        let src = "local next_n = (function()\n  local n = 0\n  return function()\n    n += 1\n    return n\n  end\nend)()\nreturn { legal = function() return next_n() < 2 end }";
        assert_eq!(upvalue_write(&compile(src)).unwrap(), Some(4));
    }

    #[test]
    fn truncated_bytecode_is_an_error_not_a_panic() {
        let code = compile("local n = 0 return { legal = function() n = 1 end }");
        for len in 0..code.len() {
            let _ = upvalue_write(&code[..len]);
        }
    }
}

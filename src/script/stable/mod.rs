//! Replacements for the few base functions whose result depends on memory addresses,
//! so the same seed gives the same game in every process (issue 17, class 7):
//!
//! - `tostring` of a table, function, thread or handle-less userdata is its type name
//!   ("table"), never "table: 0x…"; a handle keeps its own text (its `__tostring`).
//! - `string.format` (and `("…"):format`) formats such values through that `tostring`.
//! - `pairs` and `next` visit keys in a fixed order — numbers ascending, then `false`,
//!   `true`, then strings byte by byte — and refuse a table keyed by a table, function,
//!   handle or thread (Luau orders those by address): key by a string or number instead.

mod loops;
pub(crate) use loops::generalized_iteration;

use mlua::{Function, Lua, MultiValue, Result, Table, Value};
use std::cell::Cell;
use std::cmp::Ordering;

/// `tostring` without addresses.
pub(super) fn tostring(lua: &Lua, original: Function) -> Result<Function> {
    lua.create_function(move |lua, v: Value| -> Result<Value> {
        let name = match &v {
            Value::Table(_) => "table",
            Value::Function(_) => "function",
            Value::Thread(_) => "thread",
            Value::LightUserData(_) => "userdata",
            Value::UserData(ud) => {
                let own = ud
                    .metatable()
                    .and_then(|m| m.contains("__tostring"))
                    .unwrap_or(false);
                if own {
                    return original.call(v);
                }
                "userdata"
            }
            Value::Buffer(_) => "buffer",
            _ => return original.call(v),
        };
        Ok(Value::String(lua.create_string(name)?))
    })
}

/// `string.format` that formats tables, functions and the like through `tostring`.
pub(super) fn format(lua: &Lua, original: Function, tostring: Function) -> Result<Function> {
    lua.create_function(move |_, (f, args): (Value, MultiValue)| {
        let args: MultiValue = args
            .into_iter()
            .map(|a| match a {
                Value::Table(_)
                | Value::Function(_)
                | Value::Thread(_)
                | Value::UserData(_)
                | Value::LightUserData(_) => tostring.call(a),
                other => Ok(other),
            })
            .collect::<Result<_>>()?;
        original.call::<MultiValue>((f, args))
    })
}

fn rank(k: &Value) -> Option<u8> {
    match k {
        Value::Integer(_) | Value::Number(_) => Some(0),
        Value::Boolean(_) => Some(1),
        Value::String(_) => Some(2),
        _ => None,
    }
}

fn order(a: &Value, b: &Value) -> Ordering {
    let num = |v: &Value| match *v {
        Value::Integer(n) => n as f64,
        Value::Number(n) => n,
        _ => 0.0,
    };
    rank(a).cmp(&rank(b)).then_with(|| match (a, b) {
        (Value::Boolean(x), Value::Boolean(y)) => x.cmp(y),
        (Value::String(x), Value::String(y)) => x.as_bytes().cmp(&y.as_bytes()),
        _ => num(a).total_cmp(&num(b)),
    })
}

/// The keys of `t` in the fixed order, or an error naming the first reference key.
fn sorted_keys(t: &Table, who: &str) -> Result<Vec<Value>> {
    let mut keys = Vec::new();
    for pair in t.pairs::<Value, Value>() {
        let (k, _) = pair?;
        if rank(&k).is_none() {
            // Not named by its type: which reference key comes first is address order.
            return Err(mlua::Error::runtime(format!(
                "{who}: this table has a key that is a table, function, handle or thread, \
                 and such keys have no stable order across runs; key it by a string or \
                 number, or keep a list"
            )));
        }
        keys.push(k);
    }
    keys.sort_by(order);
    Ok(keys)
}

/// `next(t, k)` in the fixed order.
pub(super) fn next(lua: &Lua) -> Result<Function> {
    lua.create_function(|_, (t, k): (Table, Value)| {
        let keys = sorted_keys(&t, "next")?;
        let at = match k {
            Value::Nil => 0,
            k => match keys.iter().position(|x| x == &k) {
                Some(i) => i + 1,
                None => return Err(mlua::Error::runtime("next: invalid key to 'next'")),
            },
        };
        for key in keys.into_iter().skip(at) {
            let v: Value = t.raw_get(key.clone())?;
            if !v.is_nil() {
                return Ok((key, v));
            }
        }
        Ok((Value::Nil, Value::Nil))
    })
}

/// `pairs(t)` in the fixed order: the keys are taken when the loop starts; a key whose
/// value is nil by the time the loop reaches it is skipped.
pub(super) fn pairs(lua: &Lua) -> Result<Function> {
    lua.create_function(|lua, t: Table| {
        let keys = sorted_keys(&t, "pairs")?;
        let at = Cell::new(0usize);
        let table = t.clone();
        let step = lua.create_function(move |_, _: MultiValue| {
            while let Some(key) = keys.get(at.get()) {
                at.set(at.get() + 1);
                let v: Value = table.raw_get(key.clone())?;
                if !v.is_nil() {
                    return Ok((key.clone(), v));
                }
            }
            Ok((Value::Nil, Value::Nil))
        })?;
        Ok((step, t, Value::Nil))
    })
}

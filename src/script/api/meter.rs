//! The VM's memory limit, and the Rust side of the API.
//!
//! The memory limit makes the allocator refuse a script that grows too large. While one
//! is set, mlua runs every operation Rust makes on the VM (a table field, a handle, a
//! string) inside its own protected call, so that a refusal there can't unwind through
//! Rust frames: a closure and a `pcall` per field. The API builds many small values per
//! hook call (handles, lists, the change a replacement effect sees), and that protection
//! was about a third of a script-heavy turn.
//!
//! So the limit is on while Lua code runs and lifted while Rust builds values for it:
//! the API's functions are registered through [`Api`], [`getter`] and [`function`],
//! which lift it for the function's body and its result's conversion, and hook dispatch
//! lifts it while it makes a hook's arguments and sets it again for the call
//! ([`metered`]). What Rust builds meanwhile is bounded by the API's own limits (`limits`:
//! lists of at most 1,024 items, bounded names and prompts) and by the game's size,
//! never by a script.

use mlua::{FromLuaMulti, IntoLua, IntoLuaMulti, Lua, MultiValue, Result, UserDataFields};
use mlua::{UserDataMethods, Value};

/// Lifts the limit; returns the limit to put back.
pub(crate) fn lift(lua: &Lua) -> usize {
    lua.set_memory_limit(0).unwrap_or(0)
}

/// Puts back a limit [`lift`] returned.
pub(crate) fn restore(lua: &Lua, limit: usize) {
    let _ = lua.set_memory_limit(limit);
}

/// Runs Lua code (`f` calls or resumes a hook) under `limit`, then puts back what was
/// set before.
pub(crate) fn metered<R>(lua: &Lua, limit: usize, f: impl FnOnce() -> R) -> R {
    let before = lua.set_memory_limit(limit).unwrap_or(limit);
    let r = f();
    restore(lua, before);
    r
}

/// A result converted to Lua with the limit still lifted, put back after.
pub(crate) struct Built<R>(R, usize);

impl<R: IntoLuaMulti> IntoLuaMulti for Built<R> {
    fn into_lua_multi(self, lua: &Lua) -> Result<MultiValue> {
        let r = self.0.into_lua_multi(lua);
        restore(lua, self.1);
        r
    }
}

/// A field's value, likewise.
pub(crate) struct BuiltValue<R>(R, usize);

impl<R: IntoLua> IntoLua for BuiltValue<R> {
    fn into_lua(self, lua: &Lua) -> Result<Value> {
        let r = self.0.into_lua(lua);
        restore(lua, self.1);
        r
    }
}

/// Runs an API function's body with the limit lifted; on success the limit comes back
/// once its result is converted, on failure at once.
fn body<R>(lua: &Lua, f: impl FnOnce() -> Result<R>) -> Result<(R, usize)> {
    let limit = lift(lua);
    match f() {
        Ok(r) => Ok((r, limit)),
        Err(e) => {
            restore(lua, limit);
            Err(e)
        }
    }
}

/// Registers methods of an API userdata.
pub(crate) trait Api<T> {
    /// `add_method`, with the limit lifted for the method's Rust side.
    fn method<F, A, R>(&mut self, name: &str, f: F)
    where
        F: Fn(&Lua, &T, A) -> Result<R> + 'static,
        A: FromLuaMulti,
        R: IntoLuaMulti;
}

impl<T, M: UserDataMethods<T>> Api<T> for M {
    fn method<F, A, R>(&mut self, name: &str, f: F)
    where
        F: Fn(&Lua, &T, A) -> Result<R> + 'static,
        A: FromLuaMulti,
        R: IntoLuaMulti,
    {
        self.add_method(name, move |lua, this, a| {
            body(lua, || f(lua, this, a)).map(|(r, limit)| Built(r, limit))
        });
    }
}

/// `add_field_function_get`, with the limit lifted for the getter's Rust side.
pub(crate) fn getter<T, F, R>(fields: &mut impl UserDataFields<T>, name: &str, f: F)
where
    F: Fn(&Lua, mlua::AnyUserData) -> Result<R> + 'static,
    R: IntoLua,
{
    fields.add_field_function_get(name, move |lua, ud| {
        body(lua, || f(lua, ud)).map(|(r, limit)| BuiltValue(r, limit))
    });
}

/// `create_function`, with the limit lifted for the function's Rust side.
pub(crate) fn function<F, A, R>(lua: &Lua, f: F) -> Result<mlua::Function>
where
    F: Fn(&Lua, A) -> Result<R> + 'static,
    A: FromLuaMulti,
    R: IntoLuaMulti,
{
    lua.create_function(move |lua, a| body(lua, || f(lua, a)).map(|(r, limit)| Built(r, limit)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lua_code_runs_under_the_limit_even_inside_a_lifted_body() {
        let lua = Lua::new();
        lua.set_memory_limit(4 << 20).unwrap();
        let grow = lua
            .load("local t = {} for i = 1, 1e6 do t[i] = string.rep('x', 64) .. i end")
            .into_function()
            .unwrap();
        let limit = lift(&lua);
        assert_eq!(limit, 4 << 20);
        // Rust building values with the limit lifted; a script called meanwhile runs
        // under the limit and is refused.
        let r = metered(&lua, limit, || grow.call::<()>(()));
        assert!(matches!(r, Err(mlua::Error::MemoryError(_))), "{r:?}");
        assert_eq!(
            lua.set_memory_limit(0).unwrap(),
            0,
            "back to lifted after the call"
        );
        restore(&lua, limit);
        assert_eq!(
            lua.set_memory_limit(limit).unwrap(),
            limit,
            "the limit is back"
        );
    }
}

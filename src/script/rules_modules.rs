//! `require` for a rules script and its modules (`load::rules_modules` reads them): each
//! module is checked and compiled as the rules script is, run the first time it is
//! required, and its value kept for later `require`s. It works only while the rules
//! script loads: at play time a hook keeps no state, so there is nothing to load.

use super::sandbox::{self, Compiling};
use super::{ScriptError, ScriptSource};
use mlua::{Lua, Table, Value};

const CHUNKS: &str = "cardsmith.rules_chunks";
const LOADED: &str = "cardsmith.rules_loaded";
const LOADING: &str = "cardsmith.rules_loading";
const FAILED: &str = "cardsmith.rules_failed";

/// Compiles the rules script `src` with its `modules` (name, source) and returns its table
/// of hooks (names in `hooks`). An error in a module names the module's file and line.
pub(crate) fn compile_rules(
    c: &Compiling,
    src: &ScriptSource,
    hooks: &[&str],
    modules: &[(String, ScriptSource)],
) -> Result<Table, ScriptError> {
    let lua = c.lua;
    let at = |path: &ScriptSource, e: mlua::Error| sandbox::script_error("rules", &path.path, &e);
    let require = lua.create_function(require).map_err(|e| at(src, e))?;
    let chunks = lua.create_table().map_err(|e| at(src, e))?;
    for (name, m) in modules {
        let env = sandbox::environment(lua, Some(&require)).map_err(|e| at(m, e))?;
        let f = sandbox::chunk(c, "rules", m, env)?;
        chunks.raw_set(name.as_str(), f).map_err(|e| at(m, e))?;
    }
    let env = sandbox::environment(lua, Some(&require)).map_err(|e| at(src, e))?;
    let main = sandbox::chunk(c, "rules", src, env)?;
    let open = |v: Option<Table>| -> mlua::Result<()> {
        lua.set_named_registry_value(CHUNKS, v.clone())?;
        lua.set_named_registry_value(LOADED, v.as_ref().map(|_| lua.create_table()).transpose()?)?;
        lua.set_named_registry_value(LOADING, v.as_ref().map(|_| lua.create_table()).transpose()?)?;
        lua.set_named_registry_value(FAILED, Value::Nil)
    };
    open(Some(chunks)).map_err(|e| at(src, e))?;
    c.budget.set(0);
    let value = main.call::<Value>(());
    let failed: Option<String> = lua.named_registry_value(FAILED).ok().flatten();
    open(None).map_err(|e| at(src, e))?;
    let value = value.map_err(|e| {
        // The first module whose top level failed is where the error is.
        let failed = failed.and_then(|name| modules.iter().find(|(n, _)| *n == name));
        at(failed.map_or(src, |(_, m)| m), e)
    })?;
    sandbox::check_top_level(c, "rules", src, value, hooks)
}

/// `require(name)`: the value of the rules module `name` (its path in the rules script's
/// folder, without `.lua`), run once.
fn require(lua: &Lua, name: String) -> mlua::Result<Value> {
    let Some(loaded) = lua.named_registry_value::<Option<Table>>(LOADED)? else {
        return Err(mlua::Error::runtime(format!(
            "require(\"{name}\"): modules load only as the rules script loads (at its top level or a module's), not in a hook"
        )));
    };
    let value: Value = loaded.raw_get(name.as_str())?;
    if !value.is_nil() {
        return Ok(value);
    }
    let chunks: Table = lua.named_registry_value(CHUNKS)?;
    let Some(chunk) = chunks.raw_get::<Option<mlua::Function>>(name.as_str())? else {
        let mut names: Vec<String> = chunks
            .pairs::<String, Value>()
            .filter_map(|p| p.ok().map(|(k, _)| k))
            .collect();
        names.sort();
        return Err(mlua::Error::runtime(format!(
            "require(\"{name}\"): no such rules module (the modules are the .lua files in the folder named after the rules script: {})",
            if names.is_empty() { "none".to_string() } else { names.join(", ") }
        )));
    };
    let loading: Table = lua.named_registry_value(LOADING)?;
    if loading.raw_get::<bool>(name.as_str())? {
        return Err(mlua::Error::runtime(format!(
            "require(\"{name}\"): the module requires itself, through the modules it requires (a cycle)"
        )));
    }
    loading.raw_set(name.as_str(), true)?;
    let value = chunk.call::<Value>(()).inspect_err(|_| {
        if lua
            .named_registry_value::<Option<String>>(FAILED)
            .ok()
            .flatten()
            .is_none()
        {
            let _ = lua.set_named_registry_value(FAILED, name.as_str());
        }
    })?;
    loading.raw_set(name.as_str(), Value::Nil)?;
    // A module that returns nothing is loaded all the same.
    let value = if value.is_nil() {
        Value::Boolean(true)
    } else {
        value
    };
    loaded.raw_set(name.as_str(), value.clone())?;
    Ok(value)
}

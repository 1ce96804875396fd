//! Caps on what crosses from a script into Rust. Every string and list a script hands
//! the host is measured before it is copied, by [`bounded`], so that a script cannot
//! make the host allocate outside the VM's memory limit (a filter of thousands of 4 MB
//! strings, a question with 100,000 options, a replacement returning 5,000 changes).
//! The limits are documented in docs/security.md; a script over one fails at its line.

use mlua::{FromLua, Lua, Result, Value};

/// Names, ids, labels, kinds, zone and counter names: bytes.
pub const MAX_NAME: usize = 256;
/// Prompts and other free text a player reads: bytes.
pub const MAX_TEXT: usize = 4 * 1024;
/// Items in a list (filter values, `ctx:choose` options or objects, handles).
pub const MAX_LIST: usize = 1024;
/// Changes a replacement's `instead` may return.
pub const MAX_CHANGES: usize = 64;

/// The one check: `len` of `what` against its cap, before anything is copied.
pub(crate) fn bounded(len: usize, max: usize, unit: &str, what: &str) -> Result<()> {
    if len > max {
        return Err(mlua::Error::runtime(format!(
            "{what} is too long: {len} {unit}, at most {max} (see docs/security.md, limits)"
        )));
    }
    Ok(())
}

/// A string crossing into Rust, copied only once it is within `max` bytes.
pub(crate) fn string(v: Value, max: usize, what: &str) -> Result<String> {
    match v {
        Value::String(s) => {
            // The length is checked before the text is read (or validated) at all.
            let bytes = s.as_bytes();
            bounded(bytes.len(), max, "bytes", what)?;
            std::str::from_utf8(&bytes)
                .map(str::to_string)
                .map_err(|_| mlua::Error::runtime(format!("{what} must be valid UTF-8 text")))
        }
        Value::Integer(_) | Value::Number(_) => Ok(v.to_string()?),
        other => Err(mlua::Error::runtime(format!(
            "{what} must be a string, not a {}",
            other.type_name()
        ))),
    }
}

/// A list crossing into Rust: its length is checked before any item is converted.
pub(crate) fn list<T: FromLua>(lua: &Lua, v: Value, max: usize, what: &str) -> Result<Vec<T>> {
    let Value::Table(t) = v else {
        return Err(mlua::Error::runtime(format!(
            "{what} must be a list, not a {}",
            v.type_name()
        )));
    };
    bounded(t.raw_len(), max, "items", what)?;
    let mut out = Vec::with_capacity(t.raw_len());
    for v in t.sequence_values::<Value>() {
        out.push(T::from_lua(v?, lua)?);
        bounded(out.len(), max, "items", what)?;
    }
    Ok(out)
}

/// A name, id, label or kind from a script (at most [`MAX_NAME`] bytes).
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct Name(pub String);

/// Free text from a script (at most [`MAX_TEXT`] bytes).
#[derive(Debug)]
pub(crate) struct Text(pub String);

/// A list from a script (at most [`MAX_LIST`] items).
pub(crate) struct List<T>(pub Vec<T>);

impl FromLua for Name {
    fn from_lua(v: Value, _: &Lua) -> Result<Self> {
        string(v, MAX_NAME, "a name").map(Name)
    }
}

impl FromLua for Text {
    fn from_lua(v: Value, _: &Lua) -> Result<Self> {
        string(v, MAX_TEXT, "a text").map(Text)
    }
}

impl<T: FromLua> FromLua for List<T> {
    fn from_lua(v: Value, lua: &Lua) -> Result<Self> {
        list(lua, v, MAX_LIST, "a list").map(List)
    }
}

impl std::ops::Deref for Name {
    type Target = String;
    fn deref(&self) -> &String {
        &self.0
    }
}

impl<T> std::ops::Deref for List<T> {
    type Target = Vec<T>;
    fn deref(&self) -> &Vec<T> {
        &self.0
    }
}

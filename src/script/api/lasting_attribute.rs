//! The attribute change of `ctx:lasting` (`effect = { attribute = "house", value = "mars",
//! while_controlled = true? }`: "it belongs to house Mars"), parsed apart from the other
//! effects.

use crate::core::lasting::LastingEffect;
use mlua::{Result, Table};

/// The attribute change `t` describes, if it names an `attribute`; an error if it is not
/// an attribute, a value and perhaps `while_controlled`, alone.
pub(super) fn parse(t: &Table, fields: &[String]) -> Result<Option<LastingEffect>> {
    let Some(name) = t.raw_get::<Option<String>>("attribute")? else {
        return Ok(None);
    };
    let controlled = t.raw_get::<Option<bool>>("while_controlled")?;
    let alone = fields.len() == 2 + usize::from(controlled.is_some());
    let Some(value) = t.raw_get::<Option<String>>("value")?.filter(|_| alone) else {
        return Err(mlua::Error::runtime(
            "ctx:lasting: an attribute change is { attribute = name, value = value, while_controlled = bool? } alone",
        ));
    };
    Ok(Some(LastingEffect::Attribute {
        name,
        value,
        while_controlled: controlled.unwrap_or(false),
    }))
}

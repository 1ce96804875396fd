//! Reading what scripts return: filters, target requirements, modes.

use super::*;
pub(super) const FILTER_KEYS: &[&str] = &[
    "zone",
    "controller",
    "type",
    "types",
    "any_type",
    "any_types",
    "subtype",
    "subtypes",
    "any_subtype",
    "any_subtypes",
    "element",
    "any_elements",
    "card",
    "name",
    "keyword",
    "stats",
    "attributes",
    "not_attributes",
    "min_stat",
    "max_stat",
    "min_cost",
    "max_cost",
    "rested",
    "token",
    "attacking",
    "other",
    "label",
    "count",
    "up_to",
    "min",
    "max",
    "square",
    "within",
];

/// A filter read from a script table, with a target requirement's count and label.
pub(super) struct FilterSpec {
    pub(super) filter: ObjectFilter,
    min: usize,
    max: usize,
    label: Option<String>,
    /// A requirement for squares (`square = true`), and how far they may be
    /// (`within = n`).
    squares: bool,
    within: Option<u32>,
}

pub(super) fn string_list(key: &str, v: Value) -> Result<Vec<String>> {
    match v {
        v @ Value::String(_) => Ok(vec![limits::string(v, limits::MAX_NAME, key)?]),
        Value::Table(t) => {
            limits::bounded(t.raw_len(), limits::MAX_LIST, "items", key)?;
            t.sequence_values::<Value>()
                .map(|v| limits::string(v?, limits::MAX_NAME, key))
                .collect()
        }
        other => Err(mlua::Error::runtime(format!(
            "'{key}' must be a string or a list of strings, not a {}",
            other.type_name()
        ))),
    }
}

pub(super) fn typed<T: FromLua>(lua: &Lua, key: &str, v: Value, what: &str) -> Result<T> {
    let type_name = v.type_name();
    T::from_lua(v, lua)
        .map_err(|_| mlua::Error::runtime(format!("'{key}' must be {what}, not a {type_name}")))
}

/// Reads a filter (and, for targets, its count and label) from a script table, in one
/// pass over its fields.
pub(super) fn parse_filter(lua: &Lua, t: &Table, counts: bool) -> Result<FilterSpec> {
    let mut f = ObjectFilter::default();
    let (mut count, mut up_to, mut min, mut max, mut label) = (None, None, None, None, None);
    let (mut squares, mut within) = (false, None);
    for pair in t.pairs::<Value, Value>() {
        let (k, v) = pair?;
        let key = match &k {
            v @ Value::String(_) => limits::string(v.clone(), limits::MAX_NAME, "a filter key")?,
            other => {
                return Err(mlua::Error::runtime(format!(
                    "an object filter's keys are names, not a {}",
                    other.type_name()
                )))
            }
        };
        let n = || -> Result<usize> {
            typed::<Fits<usize>>(lua, &key, v.clone(), "a whole number 0 or more").map(|f| f.0)
        };
        match (key.as_str(), counts) {
            ("zone", _) => f.zone = Some(typed(lua, &key, v, "a zone name")?),
            ("controller", _) => {
                f.controller = match typed::<Name>(lua, &key, v, "a string")?.as_str() {
                    "any" => Who::Any,
                    "you" => Who::You,
                    "opponent" => Who::Opponent,
                    other => {
                        return Err(mlua::Error::runtime(format!(
                            "controller must be \"you\", \"opponent\" or \"any\", not \"{other}\""
                        )))
                    }
                }
            }
            ("type" | "types", _) => f.types.extend(string_list(&key, v)?),
            ("any_type" | "any_types", _) => f.any_types.extend(string_list(&key, v)?),
            ("subtype" | "subtypes", _) => f.subtypes.extend(string_list(&key, v)?),
            ("any_subtype" | "any_subtypes", _) => f.any_subtypes.extend(string_list(&key, v)?),
            ("element" | "any_elements", _) => f.any_elements.extend(string_list(&key, v)?),
            ("card", _) => f.card = Some(typed(lua, &key, v, "a card id")?),
            ("name", _) => f.name = Some(typed(lua, &key, v, "a card name")?),
            ("keyword", _) => f.keyword = Some(typed(lua, &key, v, "a keyword")?),
            ("rested", _) => f.rested = Some(typed(lua, &key, v, "true or false")?),
            ("token", _) => f.token = Some(typed(lua, &key, v, "true or false")?),
            ("attacking", _) => f.attacking = Some(typed(lua, &key, v, "true or false")?),
            ("stats", _) => f.stats = typed(lua, &key, v, "a table of stat = number")?,
            ("attributes", _) => f.attributes = typed(lua, &key, v, "a table of attribute = text")?,
            ("not_attributes", _) => {
                f.not_attributes = typed(lua, &key, v, "a table of attribute = text")?
            }
            ("min_stat", _) => f.min_stat = typed(lua, &key, v, "a table of stat = number")?,
            ("max_stat", _) => f.max_stat = typed(lua, &key, v, "a table of stat = number")?,
            ("min_cost", _) => f.min_cost = Some(whole(&format!("'{key}'"), &v)?),
            ("max_cost", _) => f.max_cost = Some(whole(&format!("'{key}'"), &v)?),
            ("other", _) => f.other = typed(lua, &key, v, "true or false")?,
            ("label", true) => label = Some(typed(lua, &key, v, "a string")?),
            ("count", true) => count = Some(n()?),
            ("up_to", true) => up_to = Some(n()?),
            ("min", true) => min = Some(n()?),
            ("max", true) => max = Some(n()?),
            ("square", true) => squares = typed(lua, &key, v, "true or false")?,
            ("within", true) => {
                within = Some(typed::<Fits<u32>>(lua, &key, v, "a whole number of squares")?.0)
            }
            _ => {
                return Err(mlua::Error::runtime(format!(
                    "unknown field '{key}' in an object filter; expected one of {}",
                    FILTER_KEYS.join(", ")
                )))
            }
        }
    }
    let (min, max) = match (count, up_to, min, max) {
        (Some(n), None, None, None) => (n, n),
        (None, Some(n), None, None) => (0, n),
        (None, None, min, max) => (min.unwrap_or(1), max.or(min).unwrap_or(1)),
        _ => {
            return Err(mlua::Error::runtime(
                "give one of: count = n, up_to = n, or min/max",
            ))
        }
    };
    if min > max {
        return Err(mlua::Error::runtime(format!(
            "min {min} is more than max {max}"
        )));
    }
    if within.is_some() && !squares {
        return Err(mlua::Error::runtime(
            "'within' is for a requirement of squares: add square = true",
        ));
    }
    Ok(FilterSpec {
        filter: f,
        min,
        max,
        label,
        squares,
        within,
    })
}

pub(crate) fn parse_targets(lua: &Lua, v: Value) -> Result<Vec<TargetSpec>> {
    let list = match v {
        Value::Nil => return Ok(Vec::new()),
        Value::Table(t) => t,
        other => {
            return Err(mlua::Error::runtime(format!(
                "targets must return a list of target requirements, not a {}",
                other.type_name()
            )))
        }
    };
    let mut out = Vec::new();
    for (i, item) in list.sequence_values::<Value>().enumerate() {
        let Value::Table(t) = item? else {
            return Err(mlua::Error::runtime(format!(
                "target requirement {} must be a table",
                i + 1
            )));
        };
        let spec = parse_filter(lua, &t, true).map_err(|e| {
            mlua::Error::runtime(format!("target requirement {}: {}", i + 1, plain(&e)))
        })?;
        out.push(TargetSpec {
            label: spec.label.unwrap_or_else(|| format!("target {}", i + 1)),
            filter: spec.filter,
            min: spec.min,
            max: spec.max,
            squares: spec.squares.then_some(crate::core::hooks::SquareSpec {
                within: spec.within,
            }),
        });
    }
    Ok(out)
}

/// Refuses a table with a field not in `keys` (`what` names the table in the error).
pub(super) fn known_keys(t: &Table, keys: &[&str], what: &str) -> Result<()> {
    for pair in t.pairs::<Value, Value>() {
        let (k, _) = pair?;
        let name = match &k {
            Value::String(s) => s.to_string_lossy(),
            other => other.type_name().to_string(),
        };
        if !keys.contains(&name.as_str()) {
            return Err(mlua::Error::runtime(format!(
                "{what}: unknown field '{name}'; expected one of {}",
                keys.join(", ")
            )));
        }
    }
    Ok(())
}

/// The fields a `modes` hook's table may have.
const MODE_KEYS: &[&str] = &["options", "choose", "min", "max", "bonus_choose"];

pub(crate) fn parse_modes(v: Value) -> Result<Option<ModeSpec>> {
    let t = match v {
        Value::Nil => return Ok(None),
        Value::Table(t) => t,
        other => {
            return Err(mlua::Error::runtime(format!(
                "modes must return {{ options = {{...}}, choose = n }}, not a {}",
                other.type_name()
            )))
        }
    };
    // A misspelt field would silently mean "choose one": refuse it.
    known_keys(&t, MODE_KEYS, "modes")?;
    let options: Vec<String> = t
        .get::<Option<List<Name>>>("options")?
        .ok_or_else(|| mlua::Error::runtime("modes: missing 'options', a list of mode names"))?
        .0
        .into_iter()
        .map(|n| n.0)
        .collect();
    let count =
        |k: &str| -> Result<Option<usize>> { Ok(t.get::<Option<Fits<usize>>>(k)?.map(|f| f.0)) };
    let choose = count("choose")?;
    let min = count("min")?.or(choose).unwrap_or(1);
    let max = count("max")?.or(choose).unwrap_or(min);
    let bonus_max = count("bonus_choose")?;
    Ok(Some(ModeSpec {
        options,
        min,
        max,
        bonus_max,
    }))
}

pub(super) fn plain(e: &mlua::Error) -> String {
    match e {
        mlua::Error::RuntimeError(m) => m.clone(),
        other => other.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn filter(src: &str) -> Result<ObjectFilter> {
        let lua = Lua::new();
        let t: Table = lua.load(src).eval()?;
        parse_filter(&lua, &t, false).map(|s| s.filter)
    }

    #[test]
    fn reads_any_type_and_the_comparisons() {
        let f = filter(
            r#"{ any_type = { "champion", "ally" }, min_stat = { power = 3 }, max_stat = { life = 2 }, max_cost = 4, min_cost = 1 }"#,
        )
        .unwrap();
        assert_eq!(f.any_types, ["champion", "ally"]);
        assert!(f.types.is_empty());
        assert_eq!(f.min_stat.get("power"), Some(&3));
        assert_eq!(f.max_stat.get("life"), Some(&2));
        assert_eq!((f.min_cost, f.max_cost), (Some(1), Some(4)));
        assert_eq!(
            filter(r#"{ any_types = "ally" }"#).unwrap().any_types,
            ["ally"]
        );
    }

    #[test]
    fn a_bad_comparison_is_an_error_naming_the_field() {
        let e = filter(r#"{ max_cost = "four" }"#).unwrap_err().to_string();
        assert!(e.contains("'max_cost' must be a whole number"), "{e}");
        let e = filter(r#"{ min_stat = 3 }"#).unwrap_err().to_string();
        assert!(e.contains("'min_stat' must be a table"), "{e}");
        let e = filter(r#"{ max_costs = 3 }"#).unwrap_err().to_string();
        assert!(e.contains("any_type") && e.contains("max_cost"), "{e}");
    }
}

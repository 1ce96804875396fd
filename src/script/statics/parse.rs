//! Reading a card's `statics` table when its script loads.

use super::*;

const STATIC_KEYS: &[&str] = &[
    "stat",
    "cost",
    "value",
    "set",
    "increase",
    "reduce",
    "remove",
    "grant",
    "allow",
    "forbid",
    "counter",
    "applies_to",
    "condition",
    "from",
    "reaches",
    "self_only",
    "ability",
    "declare",
    "must",
    "cannot",
    "uses",
    "spend_from",
    "paid_to",
    "skip",
    "enable",
    "element",
    "lose_abilities",
    "gains",
    "lose",
    "trigger_again",
];

use crate::core::lasting::IGNORE_ELEMENTS;

/// What an `allow` constant ability may permit.
const ALLOW_ACTIONS: &[&str] = &["activate", "materialize", IGNORE_ELEMENTS];

/// Reads and checks a card's `statics` table at load time.
pub(crate) fn parse(
    card: &str,
    path: &Path,
    table: &Table,
) -> Result<Vec<StaticAbility>, ScriptError> {
    let fail = |i: usize, msg: String| ScriptError {
        card: card.to_string(),
        file: path.to_path_buf(),
        line: None,
        message: format!("statics[{i}]: {msg}"),
    };
    let Ok(Some(list)) = table.raw_get::<Option<Table>>("statics") else {
        return Ok(Vec::new());
    };
    let mut out = Vec::new();
    for (n, entry) in list.sequence_values::<Value>().enumerate() {
        let i = n + 1;
        let Ok(Value::Table(t)) = entry else {
            return Err(fail(i, "each constant ability must be a table".into()));
        };
        for pair in t.pairs::<String, Value>() {
            let (k, _) = pair.map_err(|e| fail(i, format!("bad key: {e}")))?;
            if !STATIC_KEYS.contains(&k.as_str()) {
                return Err(fail(
                    i,
                    format!(
                        "unknown field '{k}'; expected one of {}",
                        STATIC_KEYS.join(", ")
                    ),
                ));
            }
        }
        let func = |name: &str| -> Result<Option<Function>, ScriptError> {
            match t.raw_get::<Value>(name) {
                Ok(Value::Nil) => Ok(None),
                Ok(Value::Function(f)) => Ok(Some(f)),
                Ok(other) => Err(fail(
                    i,
                    format!("'{name}' must be a function, not a {}", other.type_name()),
                )),
                Err(e) => Err(fail(i, e.to_string())),
            }
        };
        let amount = |name: &str| -> Result<Option<Amount>, ScriptError> {
            match t.raw_get::<Value>(name) {
                Ok(Value::Nil) => Ok(None),
                Ok(v @ (Value::Integer(_) | Value::Number(_))) => {
                    crate::script::num::whole(&format!("'{name}'"), &v)
                        .map(|n| Some(Amount::Fixed(n)))
                        .map_err(|e| fail(i, e.to_string()))
                }
                Ok(Value::Function(f)) => Ok(Some(Amount::Computed(f))),
                Ok(other) => Err(fail(
                    i,
                    format!(
                        "'{name}' must be a whole number or a function, not a {}",
                        other.type_name()
                    ),
                )),
                Err(e) => Err(fail(i, e.to_string())),
            }
        };
        let zones = |name: &str| -> Result<Vec<String>, ScriptError> {
            match t.raw_get::<Value>(name) {
                Ok(Value::Nil) => Ok(Vec::new()),
                Ok(Value::Table(z)) => z
                    .sequence_values::<String>()
                    .collect::<mlua::Result<_>>()
                    .map_err(|e| fail(i, format!("'{name}' must be a list of zone names: {e}"))),
                Ok(other) => Err(fail(
                    i,
                    format!(
                        "'{name}' must be a list of zone names, not a {}",
                        other.type_name()
                    ),
                )),
                Err(e) => Err(fail(i, e.to_string())),
            }
        };
        let (from, reaches) = (zones("from")?, zones("reaches")?);
        let self_only = match t.raw_get::<Value>("self_only") {
            Ok(Value::Nil) => false,
            Ok(Value::Boolean(b)) => b,
            Ok(other) => {
                return Err(fail(
                    i,
                    format!("'self_only' must be a boolean, not a {}", other.type_name()),
                ))
            }
            Err(e) => return Err(fail(i, e.to_string())),
        };
        let mut ops = Vec::new();
        if let Some(a) = amount("set")? {
            ops.push(Op::Set(a));
        }
        if let Some(a) = amount("increase")? {
            ops.push(Op::Increase(a));
        }
        if let Some(a) = amount("reduce")? {
            ops.push(Op::Reduce(a));
        }
        if matches!(t.raw_get::<Value>("remove"), Ok(Value::Boolean(true))) {
            ops.push(Op::Remove);
        }
        let text = |name: &str| -> Result<Option<String>, ScriptError> {
            t.raw_get::<Option<String>>(name)
                .map_err(|e| fail(i, format!("'{name}' must be a string: {e}")))
        };
        let (grant, allow) = (text("grant")?, text("allow")?);
        // A player value that is not paid (`value = "hand_size"`) is modified as a player
        // cost is: both are read by `player_cost`.
        let kind = match (text("cost")?, text("value")?) {
            (Some(_), Some(_)) => {
                return Err(fail(i, "give either 'cost' or 'value', not both".into()))
            }
            (cost, value) => cost.or(value),
        };
        let ability = text("ability")?;
        if ability.is_some() && (ops.len() != 1 || stat_given(&t)) {
            return Err(fail(
                i,
                "'ability' names the activated ability whose cost it modifies: it needs exactly one of set, increase, reduce or remove = true, and no 'stat'".into(),
            ));
        }
        let stat = text("stat")?;
        if let Some(a) = &allow {
            if !ALLOW_ACTIONS.contains(&a.as_str()) {
                return Err(fail(
                    i,
                    format!(
                        "allow = \"{a}\": expected one of {}",
                        ALLOW_ACTIONS.join(", ")
                    ),
                ));
            }
        }
        let declare = (text("declare")?, text("must")?, text("cannot")?);
        // How many times each turn an allowance may be used (`{ allow = "activate", uses = 1 }`).
        let uses = match t.raw_get::<Value>("uses") {
            Ok(Value::Nil) => None,
            Ok(Value::Integer(n)) if n >= 1 && allow.is_some() => Some(n as u32),
            _ => {
                return Err(fail(
                    i,
                    "'uses' goes with 'allow' only, and is a whole number of times, 1 or more"
                        .into(),
                ))
            }
        };
        let nothing_else = ops.is_empty()
            && grant.is_none()
            && allow.is_none()
            && kind.is_none()
            && stat.is_none()
            && ability.is_none();
        let only_declare = nothing_else && t.raw_get::<Value>("forbid").is_ok_and(|v| v.is_nil());
        let element = text("element")?;
        if text("counter")?.is_some() != (text("forbid")?.as_deref() == Some("remove_counters")) {
            return Err(fail(
                i,
                "{ forbid = \"remove_counters\", counter = \"<counter>\" } forbids removing that counter to pay costs; each needs the other".into(),
            ));
        }
        // `spend_from = "self"`, or a function naming the objects to spend from.
        let spend_fn = match t.raw_get::<Value>("spend_from") {
            Ok(Value::Function(f)) => Some(f),
            _ => None,
        };
        let player_rule = (
            if spend_fn.is_some() {
                Some("self".to_string())
            } else {
                text("spend_from")?
            },
            text("paid_to")?,
            text("skip")?,
            text("enable")?,
        );
        let lose_abilities = t.raw_get::<Value>("lose_abilities");
        // Taking every ability away: `{ lose_abilities = true, applies_to = ... }`.
        let given = super::gives::parse(&t).map_err(|m| fail(i, m))?;
        let effect = if let Some(given) = given {
            given
        } else if !matches!(lose_abilities, Ok(Value::Nil)) {
            let alone = matches!(lose_abilities, Ok(Value::Boolean(true)))
                && nothing_else
                && player_rule == (None, None, None, None)
                && declare == (None, None, None)
                && reaches.is_empty()
                && from.is_empty()
                && element.is_none()
                && t.raw_get::<Value>("forbid").is_ok_and(|v| v.is_nil());
            if !alone {
                return Err(fail(
                    i,
                    "'lose_abilities' is true, alone (with applies_to and condition; it works from play)".into(),
                ));
            }
            Effect::LoseAbilities
        // A rule about players: `{ skip = "forge" }`.
        } else if player_rule != (None, None, None, None) {
            let alone = ops.is_empty()
                && grant.is_none()
                && allow.is_none()
                && stat.is_none()
                && ability.is_none()
                && declare == (None, None, None)
                && reaches.is_empty()
                && element.is_none()
                && t.raw_get::<Value>("forbid").is_ok_and(|v| v.is_nil());
            use super::players::PlayerRule;
            match (player_rule, kind.clone(), alone) {
                ((Some(f), None, None, None), Some(cost), true) if f == "self" => Effect::Player(PlayerRule::SpendFrom(cost, spend_fn)),
                ((Some(f), None, None, None), Some(cost), true) if f == "host" => Effect::Player(PlayerRule::SpendFromHost(cost)),
                ((None, Some(to), None, None), Some(cost), true) if to == "controller" => Effect::Player(PlayerRule::PaidTo(cost)),
                ((None, None, Some(phase), None), None, true) => Effect::Player(PlayerRule::Skip(phase)),
                ((None, None, None, Some(element)), None, true) => Effect::Player(PlayerRule::Enable(element)),
                _ => return Err(fail(
                    i,
                    "a rule about players is { spend_from = \"self\" (or \"host\", or a function returning objects), cost = \"<player cost>\" }, { paid_to = \"controller\", cost = \"<player cost>\" }, { skip = \"<phase>\" } or { enable = \"<element>\" }, with nothing else but applies_to, condition and from".into(),
                )),
            }
        // An own ability triggered an additional time (`{ trigger_again = "hit" }`).
        } else if let Some(event) = text("trigger_again")? {
            if !only_declare || declare != (None, None, None) || !reaches.is_empty() {
                return Err(fail(
                    i,
                    "'trigger_again' names an event kind ({ trigger_again = \"hit\" }), with nothing else but applies_to, condition and from".into(),
                ));
            }
            Effect::Retrigger { event }
        // An element-setting ability (`{ element = "norm", reaches = { "graveyard" } }`).
        } else if let Some(element) = element {
            if !only_declare || declare != (None, None, None) {
                return Err(fail(
                    i,
                    "an element-setting ability is { element = \"<element>\" } with nothing else but applies_to, condition, from and reaches".into(),
                ));
            }
            Effect::Element { element }
        // A restriction on a declared value: `{ declare = "house", must = "dis" }`.
        } else if declare != (None, None, None) {
            match (declare, only_declare) {
                ((Some(name), Some(value), None), true) => Effect::Declare { name, value, must: true },
                ((Some(name), None, Some(value)), true) => Effect::Declare { name, value, must: false },
                _ => return Err(fail(
                    i,
                    "a declaration restriction is { declare = \"<name>\", must = \"<value>\" } or { declare = \"<name>\", cannot = \"<value>\" }, with nothing else but applies_to, condition and from".into(),
                )),
            }
        // A prohibition on paying a player cost: `{ forbid = "buy", cost = "key" }`.
        } else if let Some(f) = text("forbid")? {
            // Removing counters of one kind from the objects it applies to to pay costs
            // (`{ forbid = "remove_counters", counter = "enlighten" }`: Mana Limiter).
            let f = match text("counter")? {
                Some(c) => crate::core::activation::forbid_removing(&c),
                None => f,
            };
            let alone = ops.is_empty()
                && grant.is_none()
                && allow.is_none()
                && stat.is_none()
                && ability.is_none()
                && reaches.is_empty();
            match (kind.clone(), alone, f.as_str()) {
                (Some(kind), true, "buy") => Effect::ForbidBuy { kind },
                (None, true, a) if a != "buy" => Effect::Forbid { action: a.to_string() },
                _ => return Err(fail(
                    i,
                    format!("forbid = \"{f}\": a constant ability forbids buying a player cost ({{ forbid = \"buy\", cost = \"<player cost>\" }}) playing the cards it applies to ({{ forbid = \"activate\" }}) or using them ({{ forbid = \"reap\" }}, a use of the ruleset, or \"use\"), with nothing else but applies_to, condition and from"),
                )),
            }
        } else if let Some(stat) = stat {
            let op = match (ops.pop(), ops.is_empty(), &grant, &allow, &kind) {
                (Some(Op::Remove), ..) | (None, ..) | (_, false, ..) => {
                    return Err(fail(
                        i,
                        "a stat modifier needs exactly one of set, increase or reduce".into(),
                    ))
                }
                (Some(op), true, None, None, None) => op,
                _ => {
                    return Err(fail(
                        i,
                        "a stat modifier can't also be a cost modifier, grant or allow".into(),
                    ))
                }
            };
            Effect::Stat { stat, op }
        } else {
            match (ops.len(), grant, allow) {
                (1, None, None) => Effect::Cost {
                    kind,
                    op: ops.pop().expect("one op"),
                    ability,
                },
                (0, Some(keyword), None) => Effect::Grant { keyword },
                (0, None, Some(action)) => Effect::Allow { action, uses },
                _ => return Err(fail(
                    i,
                    "expected exactly one of set, increase, reduce, remove = true, grant or allow"
                        .into(),
                )),
            }
        };
        out.push(StaticAbility {
            effect,
            applies_to: func("applies_to")?,
            condition: func("condition")?,
            from,
            reaches,
            self_only,
        });
    }
    Ok(out)
}

/// Checks that every zone a constant ability's `from` and `reaches` name exists (`known`).
pub(crate) fn check_zones(
    card: &str,
    path: &Path,
    statics: &[StaticAbility],
    known: impl Fn(&str) -> bool,
) -> Result<(), ScriptError> {
    for (n, s) in statics.iter().enumerate() {
        let fields = [("from", &s.from), ("reaches", &s.reaches)];
        for (field, zones) in fields {
            if let Some(z) = zones.iter().find(|z| !known(z)) {
                return Err(ScriptError {
                    card: card.to_string(),
                    file: path.to_path_buf(),
                    line: None,
                    message: format!(
                        "statics[{}]: {field} = {{ \"{z}\" }}: the ruleset has no zone '{z}' (\"stack\" is the effects stack)",
                        n + 1
                    ),
                });
            }
        }
    }
    Ok(())
}

/// Checks that what each constant ability forbids is being played ("activate") or a use
/// (`uses`: the ruleset's, or "use" for any).
pub(crate) fn check_forbids(
    card: &str,
    path: &Path,
    statics: &[StaticAbility],
    uses: &[String],
) -> Result<(), ScriptError> {
    for (n, s) in statics.iter().enumerate() {
        let super::Effect::Forbid { action } = &s.effect else {
            continue;
        };
        if action != "activate"
            && action != "use"
            && action != "destroyed_abilities"
            && !action.starts_with(&crate::core::activation::forbid_removing(""))
            && !uses.contains(action)
        {
            return Err(ScriptError {
                card: card.to_string(),
                file: path.to_path_buf(),
                line: None,
                message: format!(
                    "statics[{}]: forbid = \"{action}\": a constant ability forbids \"buy\" (with cost), \"activate\", \"use\", \"destroyed_abilities\", \"remove_counters\" (with counter) or a use of the ruleset ({})",
                    n + 1,
                    uses.join(", ")
                ),
            });
        }
    }
    Ok(())
}

/// Checks that every element a constant ability sets is one of the ruleset's `elements`.
pub(crate) fn check_elements(
    card: &str,
    path: &Path,
    statics: &[StaticAbility],
    elements: &[String],
) -> Result<(), ScriptError> {
    for (n, s) in statics.iter().enumerate() {
        if let Effect::Element { element } = &s.effect {
            if !elements.contains(element) {
                return Err(ScriptError {
                    card: card.to_string(),
                    file: path.to_path_buf(),
                    line: None,
                    message: format!(
                        "statics[{}]: element = \"{element}\" is not one of the ruleset's elements ({})",
                        n + 1,
                        elements.join(", ")
                    ),
                });
            }
        }
    }
    Ok(())
}

fn stat_given(t: &Table) -> bool {
    !matches!(t.raw_get::<Value>("stat"), Ok(Value::Nil))
}

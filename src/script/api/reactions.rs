//! The host's side of triggered abilities resolving inside the ability that triggered
//! them (`core::reactions`): what `CHANGES_LUA`'s `reactions` runner asks after each
//! instruction. The runner is Lua so that such an ability may ask a question (suspending
//! the whole resolution); these helpers only read and step the state.

use super::*;
use crate::core::reactions as rule;

/// Triggered abilities resolving inside one another deeper than this are a loop.
const MAX_DEPTH: usize = 16;

/// The helpers, as a table the runner reads: `within` (whether the ruleset resolves
/// triggered abilities inside the ability: where not, the runner asks nothing), `collect`,
/// `enter`, `leave`, `hold`.
pub(super) fn helpers(lua: &Lua, db: &CardDb) -> Result<Table> {
    let t = lua.create_table()?;
    t.set(
        "within",
        db.ruleset.trigger_timing == crate::core::ruleset::TriggerTiming::WithinAbility,
    )?;
    t.set("collect", function(lua, collect)?)?;
    t.set("enter", function(lua, enter)?)?;
    t.set("leave", function(lua, leave)?)?;
    t.set("hold", function(lua, hold)?)?;
    Ok(t)
}

/// The triggered abilities the resolving ability's instructions so far triggered, first
/// triggered first: each its resolve function, source, controller, event, label (the
/// name the deciding player reads, unique among them) and `key` (the same for copies of
/// one ability of one card, which are no choice).
fn collect(lua: &Lua, _ctx: AnyUserData) -> Result<Table> {
    let host: std::rc::Rc<HostData> = (*data(lua)?).clone();
    if host.frames.borrow().len() > MAX_DEPTH {
        return Err(mlua::Error::runtime(format!(
            "triggered abilities resolved inside one another more than {MAX_DEPTH} deep: do two abilities trigger each other?"
        )));
    }
    act(lua, "reactions", |db, st, hooks, _| {
        let found = rule::collect(db, hooks, st).map_err(hook_err)?;
        let list = lua.create_table()?;
        let mut named: Vec<String> = Vec::with_capacity(found.len());
        for f in found {
            let Some(resolve) = crate::script::trigger_resolve(&host, st, f.source, f.index) else {
                continue;
            };
            let (card, name) = st
                .object(f.source)
                .map_or((0, ""), |o| (o.card.0, db.card(o.card).name.as_str()));
            let base = format!("{} ({name})", f.label);
            let same = named.iter().filter(|l| **l == base).count();
            let label = if same > 0 {
                format!("{base} #{}", same + 1)
            } else {
                base.clone()
            };
            named.push(base);
            let a = lua.create_table()?;
            a.set("resolve", resolve)?;
            a.set("source", object_handle(lua, st, f.source))?;
            a.set("controller", PlayerRef(f.controller))?;
            a.set("label", label)?;
            a.set("key", format!("{card}/{}", f.label))?;
            a.set(
                "event",
                crate::script::abilities::event_table(lua, &host.keys, db, st, &f.event)?,
            )?;
            list.push(a)?;
        }
        Ok(list)
    })
}

/// Makes `source` the frame a triggered ability resolves in, controlled by `controller`;
/// the damage the outer ability queued waits meanwhile.
fn enter(
    lua: &Lua,
    (_ctx, source, controller): (AnyUserData, Obj, UserDataRef<PlayerRef>),
) -> Result<()> {
    act(lua, "reactions", |_, st, _, _| {
        rule::enter(st);
        Ok(())
    })?;
    let d = data(lua)?;
    enter_frame(&d, source.id, controller.0, "trigger", "trigger".into());
    Ok(())
}

/// Back to the ability it resolved inside, and its queued damage.
fn leave(lua: &Lua, ctx: AnyUserData) -> Result<()> {
    use_finish(lua, ctx)?;
    act(lua, "reactions", |_, st, _, _| {
        rule::leave(st);
        Ok(())
    })
}

/// Opens or closes a `ctx:as_one` group.
fn hold(lua: &Lua, (_ctx, open): (AnyUserData, bool)) -> Result<()> {
    act(lua, "as_one", |_, st, _, _| {
        rule::hold(st, open);
        Ok(())
    })
}

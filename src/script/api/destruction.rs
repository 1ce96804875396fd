//! The host's side of destruction in steps (the ruleset's `destruction: Tagged`): what
//! `CHANGES_LUA`'s `destruction` runner asks after every change and `ctx:settle`. The
//! runner is Lua so that a "Destroyed:" ability resolving in place may ask a question
//! (suspending the whole resolution); these helpers only read and step the state.

use super::*;
use crate::core::procedures::destruction as rule;
use crate::core::state::DestroyStep;

/// The helpers, as a table the runner reads: `tagged`, `begin`, `enter`, `leave`,
/// `done`, `finish`, `resolving`, `spare`, `spared`.
pub(super) fn helpers(lua: &Lua) -> Result<Table> {
    let t = lua.create_table()?;
    t.set("tagged", function(lua, tagged)?)?;
    t.set("begin", function(lua, begin)?)?;
    t.set("enter", function(lua, enter)?)?;
    t.set("leave", function(lua, leave)?)?;
    t.set("done", function(lua, done)?)?;
    t.set("finish", function(lua, finish)?)?;
    t.set("resolving", function(lua, resolving)?)?;
    t.set("spare", function(lua, spare)?)?;
    t.set("spared", function(lua, spared)?)?;
    Ok(t)
}

fn tagged_rules(db: &CardDb) -> bool {
    db.ruleset.destruction == crate::core::ruleset::Destruction::Tagged
}

/// The objects tagged whose "destroyed" abilities have yet to resolve, oldest first; one
/// that has none is done at once.
fn tagged(lua: &Lua, _ctx: AnyUserData) -> Result<Vec<Obj>> {
    act(lua, "destroy", |db, st, hooks, _| {
        if !tagged_rules(db) {
            return Ok(Vec::new());
        }
        let mut out = Vec::new();
        for id in rule::tagged(st, DestroyStep::Tagged) {
            let found = crate::script::abilities::destroying_triggers(
                hooks,
                st,
                &Event::Destroying { object: id },
                id,
            )
            .map_err(hook_err)?;
            if found.is_empty() {
                rule::set_step(st, id, DestroyStep::Resolved);
            } else {
                out.push(object_handle(lua, st, id));
            }
        }
        Ok(out)
    })
}

/// Starts resolving `object`'s "destroyed" abilities: returns them (each its resolve
/// function, its source and who controls it) and the event they answer.
fn begin(lua: &Lua, (_ctx, object): (AnyUserData, Obj)) -> Result<(Table, Table)> {
    let host: std::rc::Rc<HostData> = (*data(lua)?).clone();
    act(lua, "destroy", |db, st, hooks, _| {
        let id = object.id;
        let event = Event::Destroying { object: id };
        let found = crate::script::abilities::destroying_triggers(hooks, st, &event, id)
            .map_err(hook_err)?;
        rule::set_step(st, id, DestroyStep::Resolving);
        let list = lua.create_table()?;
        for (source, index, label) in found {
            let Some(o) = st.object(source) else {
                continue;
            };
            let Some(resolve) = crate::script::trigger_resolve(&host, st, source, index) else {
                continue;
            };
            let controller = o.controller;
            let text = label_text(db, st, source, &label);
            st.emit(Event::Triggered { source, label });
            let a = lua.create_table()?;
            a.set("resolve", resolve)?;
            a.set("source", object_handle(lua, st, source))?;
            a.set("controller", PlayerRef(controller))?;
            a.set("label", text)?;
            list.push(a)?;
        }
        let ev = crate::script::abilities::event_table(lua, &host.keys, db, st, &event)?;
        Ok((list, ev))
    })
}

/// Makes `source` the frame a "destroyed" ability resolves in, controlled by `controller`.
fn enter(
    lua: &Lua,
    (_ctx, source, controller): (AnyUserData, Obj, UserDataRef<PlayerRef>),
) -> Result<()> {
    // Its damage is its own, dealt as it ends; the destroying ability's waits.
    act(lua, "destroy", |_, st, _, _| {
        crate::core::reactions::enter(st);
        Ok(())
    })?;
    let d = data(lua)?;
    let epoch = d.epoch.get();
    d.frames.borrow_mut().push(Frame {
        card: source.id,
        epoch,
        controller: controller.0,
        mode: Mode::Resolve,
        hook: "trigger",
    });
    Ok(())
}

/// Back to the frame that destroyed, and its queued damage.
fn leave(lua: &Lua, _ctx: AnyUserData) -> Result<()> {
    data(lua)?.frames.borrow_mut().pop();
    act(lua, "destroy", |_, st, _, _| {
        crate::core::reactions::leave(st);
        Ok(())
    })
}

/// `object`'s "destroyed" abilities have resolved (wherever they put it).
fn done(lua: &Lua, (_ctx, object): (AnyUserData, Obj)) -> Result<()> {
    act(lua, "destroy", |_, st, _, _| {
        if st.object(object.id).and_then(|o| o.destroying) == Some(DestroyStep::Resolving) {
            rule::set_step(st, object.id, DestroyStep::Resolved);
        }
        Ok(())
    })
}

/// Every destruction whose abilities resolved leaves play, unless one is still under way.
fn finish(lua: &Lua, _ctx: AnyUserData) -> Result<()> {
    act(lua, "destroy", |db, st, hooks, _| {
        if tagged_rules(db) {
            rule::finish(db, hooks, st).map_err(hook_err)?;
        }
        Ok(())
    })
}

/// A "destroyed" ability's label as the deciding player reads it: its own words and,
/// when another card gives it (an upgrade), that card's name.
fn label_text(db: &CardDb, st: &GameState, source: ObjectId, label: &str) -> String {
    let name = st
        .object(source)
        .map_or("", |o| db.card(o.card).name.as_str());
    format!("{label} ({name})")
}

/// Whether `object` is still being destroyed and in play: its remaining "destroyed"
/// abilities resolve only then (one that spared it or moved it away ends them).
fn resolving(lua: &Lua, (_ctx, object): (AnyUserData, Obj)) -> Result<bool> {
    act(lua, "destroy", |db, st, _, _| {
        Ok(st.object(object.id).is_some_and(|o| {
            o.destroying == Some(DestroyStep::Resolving)
                && matches!(o.zone, crate::core::state::ZoneRef::Player(_, z) if db.in_play(z))
        }))
    })
}

/// `ctx:spare(obj)`: an "instead" that replaces `obj`'s destruction while it is under way
/// (a "Destroyed:" ability such as Armageddon Cloak's): the tag is removed, it stays in
/// play, and its "destroyed" abilities not yet resolved do not resolve. False if it was
/// not being destroyed.
fn spare(lua: &Lua, (_ctx, object): (AnyUserData, Obj)) -> Result<bool> {
    act(lua, "destroy", |_, st, _, _| {
        let under_way = st.object(object.id).is_some_and(|o| o.destroying.is_some());
        if under_way {
            if let Some(o) = st.object_mut(object.id) {
                o.destroying = None;
            }
        }
        Ok(under_way)
    })
}

/// Whether `object`'s destruction was called off after it was tagged (an "instead" such as
/// Armageddon Cloak's spared it): it is still in play and no longer tagged. Such an object
/// was not destroyed, so "each creature destroyed this way" does not count it.
fn spared(lua: &Lua, (_ctx, object): (AnyUserData, Obj)) -> Result<bool> {
    act(lua, "destroy", |db, st, _, _| {
        Ok(st.object(object.id).is_some_and(|o| {
            o.destroying.is_none()
                && matches!(o.zone, crate::core::state::ZoneRef::Player(_, z) if db.in_play(z))
        }))
    })
}

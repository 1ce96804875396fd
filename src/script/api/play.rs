//! `ctx:play(card)`: a resolving ability plays a card as its controller's own play;
//! `ctx:materialize(card)` materializes one (a game with materialization). The play is an
//! activation begun inside the resolution (as a glimpse's Starcalling is): the common
//! steps run, its questions are the resolution's own. Where abilities resolve at once,
//! the card then resolves in place — its rules hook and its own resolution as another
//! frame — before the ability goes on; where they wait on a stack, the card waits on it
//! above the resolving ability, and players get opportunity before it resolves.

use super::*;
use crate::core::activation::{Activation, Stop};
use crate::core::events::PlayKind;
use crate::core::procedures;
use crate::core::ruleset::Resolution;
use crate::core::state::Snapshot;

/// A play begun by `ctx:play` waiting on an answer: the activation, and the state to go
/// back to if it is refused.
pub(crate) type Playing = (Box<Activation>, Box<Snapshot>);

/// How far a play got: "ask" (a question is registered; the wrapper yields), "refused"
/// (the card stays where it was), "stacked" (it waits on the stack), or "played" with the
/// rules' and the card's resolution hooks.
type Reply = (&'static str, Value, Value);

/// `ctx:play`'s first half: begins the play of `target` by the frame's controller.
/// With `{ without_paying = true }` the effect lets it be played without paying its cost;
/// with `{ anywhere = true }` it enters a line zone anywhere in it, as deploy lets.
pub(super) fn play_begin(
    lua: &Lua,
    (_ctx, target, opts): (AnyUserData, Option<Obj>, Option<Table>),
) -> Result<Reply> {
    let flag = |name: &str| -> Result<bool> {
        match &opts {
            Some(t) => Ok(t.get::<Option<bool>>(name)?.unwrap_or(false)),
            None => Ok(false),
        }
    };
    let how = How {
        free: flag("without_paying")?,
        anywhere: flag("anywhere")?,
    };
    begin(lua, target, PlayKind::Activation, "play", how)
}

/// What the effect lets a play do: without paying its cost, entering anywhere in a line.
#[derive(Clone, Copy, Default)]
struct How {
    free: bool,
    anywhere: bool,
}

/// `ctx:materialize`'s first half: begins the materialization of `target` by the frame's
/// controller.
pub(super) fn materialize_begin(
    lua: &Lua,
    (_ctx, target, _opts): (AnyUserData, Option<Obj>, Option<Table>),
) -> Result<Reply> {
    begin(
        lua,
        target,
        PlayKind::Materialization,
        "materialize",
        How::default(),
    )
}

fn begin(lua: &Lua, target: Option<Obj>, kind: PlayKind, verb: &str, how: How) -> Result<Reply> {
    let begun = act(lua, verb, |db, st, _, fr| {
        let Some(id) = still_there(st, fr, target.as_ref(), verb)? else {
            return Ok(None);
        };
        let mut a = Activation::played_by(db, fr.controller, id, fr.card, kind);
        a.without_paying = how.free;
        a.anywhere = how.anywhere;
        Ok(Some((Box::new(a), Box::new(st.snapshot()))))
    })?;
    match begun {
        Some(playing) => advance(lua, playing),
        None => Ok(("refused", Value::Nil, Value::Nil)),
    }
}

/// `ctx:play`'s answer half: gives the play the answer the resolution was resumed with.
pub(super) fn play_answer(lua: &Lua, (_ctx, _value): (AnyUserData, Value)) -> Result<Reply> {
    let d = data(lua)?;
    let playing = d.playing.borrow_mut().take();
    let answer = d.answered.borrow_mut().take();
    drop(d);
    let (Some((mut a, snap)), Some(answer)) = (playing, answer) else {
        return Err(mlua::Error::runtime("no play waits on an answer"));
    };
    a.give(answer);
    advance(lua, (a, snap))
}

/// Runs the play on: asking, it waits in the host; refused, the game goes back to where
/// it was before the play began; played, the card resolves in place.
fn advance(lua: &Lua, (mut a, snap): Playing) -> Result<Reply> {
    let at_once = data(lua)?.db.ruleset.resolution == Resolution::Immediate;
    let stopped = act(lua, "play", |db, st, hooks, fr| {
        match a.advance(db, hooks, st) {
            Ok(()) if !at_once => Ok(None),
            Ok(()) => {
                // What the game does before a card resolves (KeyForge: it enters play).
                if let Some(entry) = st.stack.find(a.object).cloned() {
                    let entry =
                        procedures::before_resolving(db, hooks, st, entry).map_err(hook_err)?;
                    if let Some(top) = st.stack.top_mut().filter(|t| t.object == a.object) {
                        *top = entry;
                    }
                }
                Ok(None)
            }
            Err(Stop::Ask(decision)) => Ok(Some(Ok(decision))),
            Err(Stop::Illegal { reason, .. }) => {
                st.restore(&snap);
                st.emit(Event::Skipped {
                    object: fr.card,
                    what: format!("play ({reason})"),
                });
                Ok(Some(Err(())))
            }
            Err(Stop::Hook(e)) => Err(hook_err(e)),
        }
    })?;
    match stopped {
        Some(Ok(decision)) => {
            let d = data(lua)?;
            *d.question.borrow_mut() = Some(decision);
            *d.playing.borrow_mut() = Some((a, snap));
            Ok(("ask", Value::Nil, Value::Nil))
        }
        Some(Err(())) => Ok(("refused", Value::Nil, Value::Nil)),
        None if !at_once => Ok(("stacked", Value::Nil, Value::Nil)),
        None => resolve_in_place(lua, a.object),
    }
}

/// The played card resolves as another frame of the resolving ability: the rules'
/// `resolve` hook (KeyForge's æmber bonus), then its own.
fn resolve_in_place(lua: &Lua, id: ObjectId) -> Result<Reply> {
    let d = data(lua)?;
    let rules_fn = d
        .rules
        .as_ref()
        .and_then(|(_, h)| h.get("resolve"))
        .cloned();
    let (card, controller) = d
        .lent
        .with(|st| st.object(id).map(|o| (o.card, o.controller)))
        .flatten()
        .ok_or_else(|| mlua::Error::runtime(format!("ctx:play: no object {id}")))?;
    let card_fn = d
        .scripts
        .get(card.0 as usize)
        .and_then(|s| s.as_ref())
        .and_then(|s| s.resolve.clone());
    super::changes::enter_frame(&d, id, controller, "resolve", "resolve".to_string());
    let f = |x: Option<Function>| x.map_or(Value::Nil, Value::Function);
    Ok(("played", f(rules_fn), f(card_fn)))
}

/// `ctx:play`'s last half: back to the ability that played the card, which leaves the
/// stack for its zone as a resolved card does.
pub(super) fn play_finish(lua: &Lua, _ctx: AnyUserData) -> Result<()> {
    let d = data(lua)?;
    let id = d.frames.borrow_mut().pop().map(|f| f.card);
    let before = d.uses.borrow_mut().pop().flatten();
    *d.resolving.borrow_mut() = before;
    drop(d);
    let Some(id) = id else {
        return Ok(());
    };
    act(lua, "play", |db, st, hooks, _| {
        crate::core::game::put_resolved(db, hooks, st, id).map_err(super::hook_err)
    })
}

//! The core's [`Behaviors`] trait implemented by the script host: each pipeline question
//! becomes a hook call (or a look at the constant abilities, replacement effects and
//! triggers the cards declare).

use super::{abilities, api, statics};
use super::{Arg, Hooks};
use crate::core::decision::Answer;
use crate::core::hooks::{Behaviors, HookError, Legality, ModeSpec, ResolveStep, TargetSpec};
use crate::core::ids::ObjectId;
use crate::core::ruleset::CardDb;
use crate::core::state::GameState;
use crate::core::CostModifier;
use mlua::{IntoLuaMulti, Value};

impl Behaviors for Hooks<'_> {
    fn modes(
        &self,
        _db: &CardDb,
        st: &mut GameState,
        card: ObjectId,
    ) -> Result<Option<ModeSpec>, HookError> {
        let Some(f) = self.hook_fn(st, card, |s| &s.modes) else {
            return Ok(None);
        };
        let v: Value = self.call_check(st, card, "modes", &f, Arg::None)?;
        api::parse_modes(v).map_err(|e| self.error(card, "modes", st, &e))
    }

    fn targets(
        &self,
        _db: &CardDb,
        st: &mut GameState,
        card: ObjectId,
        mode: Option<&str>,
    ) -> Result<Vec<TargetSpec>, HookError> {
        let Some(f) = self.hook_fn(st, card, |s| &s.targets) else {
            return Ok(Vec::new());
        };
        let v: Value = self.call_check(st, card, "targets", &f, Arg::Mode(mode))?;
        api::parse_targets(self.lua, v).map_err(|e| self.error(card, "targets", st, &e))
    }

    fn play_as(
        &self,
        _db: &CardDb,
        st: &mut GameState,
        card: ObjectId,
    ) -> Result<Option<ObjectId>, HookError> {
        let Some(f) = self.hook_fn(st, card, |s| &s.play_as) else {
            return Ok(None);
        };
        let v: Value = self.call_check(st, card, "play_as", &f, Arg::None)?;
        let h = match v {
            Value::Nil => return Ok(None),
            Value::UserData(ud) => ud.borrow::<api::Obj>().map(|h| *h).ok(),
            _ => None,
        };
        let Some(h) = h else {
            let e = mlua::Error::runtime("play_as must return an object handle or nil");
            return Err(self.error(card, "play_as", st, &e));
        };
        Ok(st
            .object(h.id)
            .filter(|o| o.generation == h.generation)
            .map(|o| o.id))
    }

    fn legal(
        &self,
        _db: &CardDb,
        st: &mut GameState,
        card: ObjectId,
    ) -> Result<Legality, HookError> {
        // The hot path of every activation: one host-data lookup, no function clones.
        let data = self.data();
        let own = st
            .object(card)
            .and_then(|o| data.scripts.get(o.card.0 as usize))
            .and_then(|s| s.as_ref())
            .and_then(|s| s.legal.as_ref());
        if let Some(f) = own {
            let (ok, why) = self.call_check_then(data, st, card, "legal", f, Arg::None, Ok)?;
            let verdict = self.verdict(st, card, "legal", ok, why)?;
            if verdict != Legality::Legal {
                return Ok(verdict);
            }
        }
        // The rules script's legality applies to every card.
        if let Some((path, f)) = data
            .rules
            .as_ref()
            .and_then(|(p, h)| Some((p, h.get("legal")?)))
        {
            let r: Result<(Value, Option<String>), HookError> =
                self.call_check_then(data, st, card, "legal", f, Arg::None, Ok);
            let (ok, why) = r.map_err(|e| Self::rules_error(e, path))?;
            return self.verdict(st, card, "legal", ok, why);
        }
        Ok(Legality::Legal)
    }

    fn ability_modes(
        &self,
        _db: &CardDb,
        st: &mut GameState,
        object: ObjectId,
        ability: &str,
    ) -> Result<Option<ModeSpec>, HookError> {
        let Some(f) = self.activated_fn(st, object, ability, |h| &h.modes) else {
            return Ok(None);
        };
        let v: Value = self.call_check(st, object, "modes", &f, Arg::None)?;
        api::parse_modes(v).map_err(|e| self.error(object, "modes", st, &e))
    }

    fn ability_targets(
        &self,
        _db: &CardDb,
        st: &mut GameState,
        object: ObjectId,
        ability: &str,
        mode: Option<&str>,
    ) -> Result<Vec<TargetSpec>, HookError> {
        let Some(f) = self.activated_fn(st, object, ability, |h| &h.targets) else {
            return Ok(Vec::new());
        };
        let v: Value = self.call_check(st, object, "targets", &f, Arg::Mode(mode))?;
        api::parse_targets(self.lua, v).map_err(|e| self.error(object, "targets", st, &e))
    }

    fn ability_legal(
        &self,
        _db: &CardDb,
        st: &mut GameState,
        object: ObjectId,
        ability: &str,
    ) -> Result<Legality, HookError> {
        let Some(f) = self.activated_fn(st, object, ability, |h| &h.legal) else {
            return Ok(Legality::Legal);
        };
        let (ok, why): (Value, Option<String>) =
            self.call_check(st, object, "legal", &f, Arg::None)?;
        self.verdict(st, object, "legal", ok, why)
    }

    fn player_cost_modifiers(
        &self,
        _db: &CardDb,
        st: &mut GameState,
        player: crate::core::ids::PlayerId,
        kind: &str,
    ) -> Result<Vec<CostModifier>, HookError> {
        statics::player_cost_modifiers(self, st, player, kind)
    }

    fn player_statics(
        &self,
        _db: &CardDb,
        st: &mut GameState,
        player: crate::core::ids::PlayerId,
        which: crate::core::hooks::PlayerStatic<'_>,
    ) -> Result<Vec<ObjectId>, HookError> {
        statics::player_statics(self, st, player, which)
    }

    fn player_cost_forbidden(
        &self,
        _db: &CardDb,
        st: &mut GameState,
        player: crate::core::ids::PlayerId,
        kind: &str,
    ) -> Result<Option<ObjectId>, HookError> {
        statics::player_cost_forbidden(self, st, player, kind)
    }

    fn declare_restrictions(
        &self,
        _db: &CardDb,
        st: &mut GameState,
        player: crate::core::ids::PlayerId,
        name: &str,
    ) -> Result<Vec<crate::core::declare::Restriction>, HookError> {
        statics::declare_restrictions(self, st, player, name)
    }

    fn cost_modifiers(
        &self,
        _db: &CardDb,
        st: &mut GameState,
        card: ObjectId,
        kind: &str,
    ) -> Result<Vec<CostModifier>, HookError> {
        statics::cost_modifiers(self, st, card, kind, None)
    }

    fn ability_cost_modifiers(
        &self,
        _db: &CardDb,
        st: &mut GameState,
        object: ObjectId,
        ability: &str,
        kind: &str,
    ) -> Result<Vec<CostModifier>, HookError> {
        statics::cost_modifiers(self, st, object, kind, Some(ability))
    }

    fn has_keyword(
        &self,
        _db: &CardDb,
        st: &mut GameState,
        object: ObjectId,
        keyword: &str,
    ) -> Result<bool, HookError> {
        statics::has_keyword(self, st, object, keyword)
    }

    fn keyword_holders(
        &self,
        _db: &CardDb,
        st: &mut GameState,
        objects: Vec<ObjectId>,
        keyword: &str,
    ) -> Result<Vec<ObjectId>, HookError> {
        statics::keyword_holders(self, st, objects, keyword)
    }

    fn resolve(
        &self,
        _db: &CardDb,
        st: &mut GameState,
        card: ObjectId,
    ) -> Result<ResolveStep, HookError> {
        // Having lost all its abilities as it resolves (a KeyForge creature entering play
        // with its text box blank), its own effect is gone.
        let own = match super::lasting::lost_abilities(self, st, card)? {
            true => None,
            false => self.hook_fn(st, card, |s| &s.resolve),
        };
        // The rules script's `resolve` comes first, for every card played (KeyForge's
        // æmber bonus before a "Play:" ability), as its `reap` does before a "Reap:".
        let rules = self.rules_hook("resolve").map(|(_, f)| f);
        let (f, rules) = match (own, rules) {
            (None, None) => return Ok(ResolveStep::Done),
            (Some(f), None) => (f, None),
            (own, Some(r)) => (self.data().run_use.clone(), Some((r, own))),
        };
        let thread = self
            .new_thread(f)
            .map_err(|e| self.error(card, "resolve", st, &e))?;
        self.run_thread(
            st,
            card,
            thread,
            "resolve".into(),
            Vec::new(),
            None,
            || match rules {
                None => api::ctx(self.lua)?.into_lua_multi(self.lua),
                Some((r, own)) => (api::ctx(self.lua)?, r, own).into_lua_multi(self.lua),
            },
        )
    }

    fn resume(
        &self,
        _db: &CardDb,
        st: &mut GameState,
        card: ObjectId,
        answer: &Answer,
    ) -> Result<ResolveStep, HookError> {
        let suspended = self.data().suspended.borrow_mut().take();
        let Some(s) = suspended.filter(|s| s.card == card) else {
            let e = mlua::Error::runtime("no suspended resolution to resume");
            return Err(self.error(card, "resolve", st, &e));
        };
        self.data().resume_epoch.set(Some(s.epoch));
        // A play the resolution began (`ctx:play`) takes the answer as it was given.
        *self.data().answered.borrow_mut() = Some(answer.clone());
        self.run_thread(
            st,
            s.card,
            s.thread,
            s.ability,
            s.nested,
            s.resolving,
            || api::answer_value(self.lua, answer)?.into_lua_multi(self.lua),
        )
    }

    fn permits(
        &self,
        _db: &CardDb,
        st: &mut GameState,
        card: ObjectId,
        action: &str,
    ) -> Result<bool, HookError> {
        statics::permits(self, st, card, action)
    }

    fn forbids(
        &self,
        _db: &CardDb,
        st: &mut GameState,
        card: ObjectId,
        action: &str,
    ) -> Result<Option<ObjectId>, HookError> {
        statics::forbids(self, st, card, action)
    }

    fn resolve_ability(
        &self,
        _db: &CardDb,
        st: &mut GameState,
        object: ObjectId,
        ability: &crate::core::stack::Ability,
    ) -> Result<ResolveStep, HookError> {
        use crate::core::stack::Ability;
        match ability {
            Ability::Use { name, .. } => {
                let rules = self.rules_hook(name).map(|(_, f)| f);
                let blank = super::lasting::lost_abilities(self, st, object)?;
                let card = crate::script::live_use_hook(self, st, object, name, blank)?;
                if rules.is_none() && card.is_none() {
                    return Ok(ResolveStep::Done);
                }
                let run_use = self.data().run_use.clone();
                let thread = self
                    .new_thread(run_use)
                    .map_err(|e| self.error(object, name, st, &e))?;
                self.run_thread(st, object, thread, name.clone(), Vec::new(), None, || {
                    (api::ctx(self.lua)?, rules, card).into_lua_multi(self.lua)
                })
            }
            Ability::Activated { name, card } => {
                let gave = card.and_then(|c| self.data().scripts.get(c.0 as usize)?.as_ref());
                let f = match gave {
                    Some(s) => s.activated.get(name).and_then(|h| h.resolve.clone()),
                    None => self.activated_fn(st, object, name, |h| &h.resolve),
                };
                let Some(f) = f else {
                    return Ok(ResolveStep::Done);
                };
                let thread = self
                    .new_thread(f)
                    .map_err(|e| self.error(object, "resolve", st, &e))?;
                self.run_thread(st, object, thread, name.clone(), Vec::new(), None, || {
                    api::ctx(self.lua)?.into_lua_multi(self.lua)
                })
            }
            Ability::Trigger { index, event, .. } => {
                let f = crate::script::trigger_resolve(self.data(), st, object, *index);
                let Some(f) = f else {
                    return Ok(ResolveStep::Done);
                };
                let thread = self
                    .new_thread(f)
                    .map_err(|e| self.error(object, "triggers", st, &e))?;
                self.run_thread(
                    st,
                    object,
                    thread,
                    "trigger".into(),
                    Vec::new(),
                    None,
                    || {
                        let ev = {
                            let d = self.data();
                            d.lent
                                .with(|st| {
                                    abilities::event_table(self.lua, &d.keys, &d.db, st, event)
                                })
                                .unwrap_or_else(|| Err(api::not_lent()))?
                        };
                        (api::ctx(self.lua)?, ev).into_lua_multi(self.lua)
                    },
                )
            }
        }
    }

    fn may_use(
        &self,
        _db: &CardDb,
        st: &mut GameState,
        object: ObjectId,
        ability: &str,
        via: bool,
    ) -> Result<Legality, HookError> {
        let Some((path, f)) = self.rules_hook("may_use") else {
            return Ok(Legality::Legal);
        };
        let (ok, why): (Value, Option<String>) = self
            .call_check(st, object, "may_use", &f, Arg::Use(object, ability, via))
            .map_err(|e| Self::rules_error(e, &path))?;
        self.verdict(st, object, "may_use", ok, why)
    }

    fn use_as(
        &self,
        _db: &CardDb,
        st: &mut GameState,
        object: ObjectId,
        ability: &str,
    ) -> Result<Option<String>, HookError> {
        let Some((path, f)) = self.rules_hook("use_as") else {
            return Ok(None);
        };
        self.call_check(st, object, "use_as", &f, Arg::Use(object, ability, false))
            .map_err(|e| Self::rules_error(e, &path))
    }

    fn player_action(
        &self,
        _db: &CardDb,
        st: &mut GameState,
        player: crate::core::ids::PlayerId,
        action: &str,
        object: Option<ObjectId>,
    ) -> Result<Legality, HookError> {
        self.run_player_action(st, player, action, object)
    }

    fn condition(
        &self,
        _db: &CardDb,
        st: &mut GameState,
        source: ObjectId,
        name: &str,
        target: Option<ObjectId>,
    ) -> Result<bool, HookError> {
        super::lasting::condition(self, st, source, name, target)
    }

    fn destroy_if(
        &self,
        _db: &CardDb,
        st: &mut GameState,
        object: ObjectId,
    ) -> Result<bool, HookError> {
        let f = {
            let data = self.data();
            st.object(object)
                .and_then(|o| data.scripts.get(o.card.0 as usize))
                .and_then(|s| s.as_ref())
                .and_then(|s| s.destroy_if.clone())
        };
        match f {
            Some(f) => self.call_check(st, object, "destroy_if", &f, Arg::None),
            None => Ok(false),
        }
    }

    fn has_hook(&self, _db: &CardDb, st: &GameState, object: ObjectId, hook: &str) -> bool {
        let data = self.data();
        let resolves = || {
            st.object(object)
                .and_then(|o| data.scripts.get(o.card.0 as usize))
                .and_then(|s| s.as_ref())
                .is_some_and(|s| s.resolve.is_some())
        };
        crate::script::use_hook(data, st, object, hook, false).is_some()
            || (hook == "resolve" && resolves())
    }

    fn has_live_hook(
        &self,
        db: &CardDb,
        st: &mut GameState,
        object: ObjectId,
        hook: &str,
    ) -> Result<bool, HookError> {
        let blank = super::lasting::lost_abilities(self, st, object)?;
        if !blank && self.has_hook(db, st, object, hook) {
            return Ok(true);
        }
        Ok(crate::script::live_use_hook(self, st, object, hook, blank)?.is_some())
    }

    fn replacements(
        &self,
        _db: &CardDb,
        st: &mut GameState,
        change: &crate::core::replacement::Change,
    ) -> Result<Vec<crate::core::replacement::Replacement>, HookError> {
        abilities::replacements(self, st, change)
    }

    fn replace(
        &self,
        _db: &CardDb,
        st: &mut GameState,
        r: &crate::core::replacement::Replacement,
        change: &crate::core::replacement::Change,
    ) -> Result<Vec<crate::core::replacement::Change>, HookError> {
        abilities::replace(self, st, r, change)
    }

    fn triggers(
        &self,
        _db: &CardDb,
        st: &mut GameState,
        event: &crate::core::events::Event,
    ) -> Result<Vec<(ObjectId, u16, String)>, HookError> {
        abilities::triggers(self, st, event)
    }

    fn triggers_again(
        &self,
        _db: &CardDb,
        st: &mut GameState,
        source: ObjectId,
        event: &crate::core::events::Event,
    ) -> Result<bool, HookError> {
        statics::triggers_again(self, st, source, event)
    }

    fn stat(
        &self,
        _db: &CardDb,
        st: &mut GameState,
        object: ObjectId,
        stat: &str,
    ) -> Result<Option<i64>, HookError> {
        statics::stat(self, st, object, stat)
    }

    fn elements(
        &self,
        _db: &CardDb,
        st: &mut GameState,
        object: ObjectId,
    ) -> Result<Vec<String>, HookError> {
        statics::elements(self, st, object)
    }

    fn changes_elements(&self) -> bool {
        self.data().sets_elements
    }

    fn abandon(&self) {
        let data = self.data();
        data.suspended.borrow_mut().take();
        data.uses.borrow_mut().clear();
        data.question.borrow_mut().take();
        data.resolving.borrow_mut().take();
        data.settling.borrow_mut().take();
        data.playing.borrow_mut().take();
        data.answered.borrow_mut().take();
    }
}

//! The host for one game: the VM, every card's compiled script, and the core's
//! [`Behaviors`] trait, answered through [`Hooks`].

use super::{abilities, activated, api, keys, lent, restricted, rules_modules, sandbox};
use super::{card_hooks, CardScript, HostData, ScriptError, ScriptSet, RULES_HOOKS, RULES_TABLES};
use super::{statics, status};
use super::{Hooks, Limits};
use crate::core::decision::Answer;
use crate::core::hooks::{Behaviors, HookError, Legality, ModeSpec, ResolveStep, TargetSpec};
use crate::core::ids::{CardIdx, ObjectId};
use crate::core::ruleset::CardDb;
use crate::core::state::GameState;
use crate::core::CostModifier;
use mlua::{Function, Lua, Value};
use std::cell::{Cell, RefCell};
use std::path::PathBuf;
use std::rc::Rc;
use std::sync::Arc;

/// The Lua host for one game.
pub struct LuaHost {
    data: Rc<HostData>,
    lua: Lua,
}

impl LuaHost {
    /// Creates a VM and compiles every card's script. Returns every problem found, not
    /// just the first.
    pub fn new(
        db: Arc<CardDb>,
        sources: &ScriptSet,
        limits: Limits,
    ) -> Result<LuaHost, Vec<ScriptError>> {
        let budget = Rc::new(Cell::new(0));
        let action = Rc::new(sandbox::ActionWork::default());
        let no_vm = |e: mlua::Error| {
            vec![ScriptError {
                card: String::new(),
                file: PathBuf::new(),
                line: None,
                message: format!("could not start the script VM: {e}"),
            }]
        };
        let lua = sandbox::new_vm(&limits, budget.clone(), action.clone()).map_err(no_vm)?;
        let compiling = sandbox::Compiling::new(&lua, &budget).map_err(no_vm)?;
        let mut scripts = Vec::with_capacity(db.cards.len());
        let mut paths = Vec::with_capacity(db.cards.len());
        let mut errors = Vec::new();
        let hook_names = card_hooks(&db);
        let uses: Vec<String> = db.ruleset.uses.iter().map(|u| u.id.clone()).collect();
        // A card's own abilities of the ruleset's (uses, then abilities the rules resolve).
        let own: Vec<String> = uses.iter().chain(&db.ruleset.abilities).cloned().collect();
        for (i, card) in db.cards.iter().enumerate() {
            let src = sources.cards.get(i).and_then(|s| s.as_ref());
            paths.push(src.map(|s| s.path.clone()).unwrap_or_default());
            let Some(src) = src else {
                scripts.push(None);
                continue;
            };
            let compiled =
                sandbox::compile_card(&compiling, &card.id, src, &hook_names).and_then(|table| {
                    let statics = statics::parse(&card.id, &src.path, &table)?;
                    statics::check_zones(&card.id, &src.path, &statics, |z| {
                        z == "stack" || db.is_zone(z)
                    })?;
                    statics::check_forbids(&card.id, &src.path, &statics, &uses)?;
                    statics::check_elements(&card.id, &src.path, &statics, &db.ruleset.elements)?;
                    let replacements = abilities::parse_replacements(&card.id, &src.path, &table)?;
                    let triggers = abilities::parse_triggers(&card.id, &src.path, &table)?;
                    abilities::check_trigger_zones(&card.id, &src.path, &triggers, |z| {
                        z == "stack" || db.is_zone(z)
                    })?;
                    let activated = activated::parse(card, &src.path, &table)?;
                    let f = |name: &str| table.raw_get::<Option<Function>>(name).ok().flatten();
                    let neighbor_grants =
                        grants(&card.id, &src.path, &table, &own, "neighbor_grants")?;
                    let enemy_grants = grants(&card.id, &src.path, &table, &own, "enemy_grants")?;
                    let lasting_grants =
                        grants(&card.id, &src.path, &table, &own, "lasting_grants")?;
                    let grants = grants(&card.id, &src.path, &table, &own, "grants")?;
                    statics::check_gains(&card.id, &src.path, &statics, &lasting_grants)?;
                    Ok(CardScript {
                        modes: f("modes"),
                        targets: f("targets"),
                        legal: f("legal"),
                        play_as: f("play_as"),
                        resolve: f("resolve"),
                        destroy_if: f("destroy_if"),
                        abilities: own
                            .iter()
                            .filter_map(|u| f(u).map(|func| (u.clone(), func)))
                            .collect(),
                        grants,
                        neighbor_grants,
                        enemy_grants,
                        lasting_grants,
                        activated,
                        table,
                        statics,
                        replacements,
                        triggers,
                    })
                });
            match compiled {
                Ok(script) => scripts.push(Some(script)),
                Err(e) => {
                    errors.push(e);
                    scripts.push(None);
                }
            }
        }
        // The rules script's hooks named by the ruleset: one per use, one per player action.
        let rules_named: Vec<String> = uses
            .iter()
            .cloned()
            .chain(db.ruleset.player_actions.iter().map(|a| a.id.clone()))
            .collect();
        let mut rules_activated = std::collections::HashMap::new();
        let mut keyword_triggers = Vec::new();
        let mut status_replacements = Vec::new();
        let mut rule_terms = None;
        let rules = match &sources.rules {
            None => None,
            Some(src) => match rules_modules::compile_rules(
                &compiling,
                src,
                &RULES_HOOKS
                    .iter()
                    .chain(RULES_TABLES)
                    .copied()
                    .chain(rules_named.iter().map(String::as_str))
                    .collect::<Vec<_>>(),
                &sources.rules_modules,
            ) {
                Ok(table) => {
                    // The rules' named terms, for `ctx:rule` (registered with the API).
                    if let Ok(Some(terms)) = table.raw_get::<Option<mlua::Table>>("rules") {
                        let _ = lua.set_named_registry_value(api::RULE_TERMS, &terms);
                        rule_terms = Some(terms);
                    }
                    match activated::parse_rules(&db, &src.path, &table) {
                        Ok(a) => rules_activated = a,
                        Err(e) => errors.push(e),
                    }
                    match abilities::parse_keyword_triggers(&src.path, &table) {
                        Ok(k) => keyword_triggers = k,
                        Err(e) => errors.push(e),
                    }
                    match status::parse(&src.path, &table) {
                        Ok(r) => status_replacements = r,
                        Err(e) => errors.push(e),
                    }
                    let hooks = RULES_HOOKS
                        .iter()
                        .copied()
                        .chain(rules_named.iter().map(String::as_str))
                        .filter_map(|name| {
                            let f = table.raw_get::<Option<Function>>(name).ok().flatten()?;
                            Some((name.to_string(), f))
                        })
                        .collect();
                    Some((src.path.clone(), hooks))
                }
                Err(e) => {
                    errors.push(e);
                    None
                }
            },
        };
        let (restrictions, restricted) = match restricted::terms(&db, rule_terms.as_ref()) {
            Ok(r) => r,
            Err(e) => {
                errors.extend(e);
                Default::default()
            }
        };
        if !errors.is_empty() {
            return Err(errors);
        }
        // The chain that runs several hooks of one use in turn (`use_hook`).
        let chain_src = "return function(hooks)\n  return function(...)\n    for _, f in ipairs(hooks) do f(...) end\n  end\nend";
        let registered = api::register(&lua, &db).and_then(|r| {
            let chain = lua
                .load(chain_src)
                .set_name("=cardsmith.chain")
                .eval::<Function>()?;
            Ok((r, keys::Keys::new(&lua)?, chain))
        });
        let ((ctx, choose, pay, changes, run_use), keys, chain) = match registered {
            Ok(v) => v,
            Err(e) => {
                return Err(vec![ScriptError {
                    card: String::new(),
                    file: PathBuf::new(),
                    line: None,
                    message: format!("could not register the script API: {e}"),
                }])
            }
        };
        let grantable = scripts
            .iter()
            .flatten()
            .flat_map(|s| &s.statics)
            .filter_map(|s| match &s.effect {
                statics::Effect::Grant { keyword } => Some(keyword.clone()),
                statics::Effect::Allow { action, .. } => Some(action.clone()),
                statics::Effect::Retrigger { event } => Some(statics::retrigger_key(event)),
                _ => None,
            })
            .collect();
        let blanks = scripts
            .iter()
            .flatten()
            .flat_map(|s| &s.statics)
            .any(|s| matches!(s.effect, statics::Effect::LoseAbilities));
        let (gives, losable) = statics::given_names(&scripts);
        let mut static_zones: Vec<String> = scripts
            .iter()
            .flatten()
            .flat_map(|s| &s.statics)
            .flat_map(|s| s.from.iter().cloned())
            .collect();
        static_zones.sort();
        static_zones.dedup();
        let mut trigger_zones: Vec<(String, String)> = scripts
            .iter()
            .flatten()
            .flat_map(|s| &s.triggers)
            .flat_map(|t| t.from.iter().map(|z| (t.on.clone(), z.clone())))
            .collect();
        trigger_zones.sort();
        trigger_zones.dedup();
        let sets_elements = scripts
            .iter()
            .flatten()
            .flat_map(|s| &s.statics)
            .any(|s| matches!(s.effect, statics::Effect::Element { .. }));
        let data = Rc::new(HostData {
            rules,
            rules_activated,
            keyword_triggers,
            status_replacements,
            resolving: RefCell::new(None),
            settling: RefCell::new(None),
            changes,
            run_use,
            chain,
            ctx,
            choose,
            pay,
            db,
            scripts,
            paths,
            lent: lent::Lent::default(),
            frames: RefCell::new(Vec::new()),
            suspended: RefCell::new(None),
            uses: RefCell::new(Vec::new()),
            epoch: Cell::new(0),
            epochs_issued: Cell::new(0),
            resume_epoch: Cell::new(None),
            question: RefCell::new(None),
            playing: RefCell::new(None),
            answered: RefCell::new(None),
            budget,
            keys,
            grantable,
            blanks,
            gives,
            losable,
            restrictions,
            restricted,
            static_zones,
            trigger_zones,
            sets_elements,
            stats: Default::default(),
            sources: Default::default(),
            limits,
            action,
            calls: Cell::new(0),
        });
        lua.set_app_data(data.clone());
        Ok(LuaHost { data, lua })
    }

    /// The hooks a card's script defines (for `validate`).
    pub fn hooks_of(&self, card: CardIdx) -> Vec<String> {
        let Some(data) = self.lua.app_data_ref::<Rc<HostData>>() else {
            return Vec::new();
        };
        let Some(Some(s)) = data.scripts.get(card.0 as usize) else {
            return Vec::new();
        };
        let t = &s.table;
        card_hooks(&data.db)
            .iter()
            .filter(|h| !matches!(t.raw_get::<Value>(**h), Ok(Value::Nil) | Err(_)))
            .map(|h| h.to_string())
            .collect()
    }

    /// The card's abilities that can never apply: constant and triggered abilities work
    /// only while their card is in play (unless they say where else: `from`, `own`, or
    /// `lasting`, kept on by the card's own lasting effect), and
    /// a card that resolves into a zone that is not in play never stays there.
    pub fn idle_abilities(&self, card: CardIdx) -> Vec<String> {
        let Some(data) = self.lua.app_data_ref::<Rc<HostData>>() else {
            return Vec::new();
        };
        let db = &data.db;
        let stays = db.zone(db.play_zone(card)).is_some_and(|z| db.in_play(z));
        let Some(Some(s)) = data.scripts.get(card.0 as usize) else {
            return Vec::new();
        };
        if stays {
            return Vec::new();
        }
        let statics = s
            .statics
            .iter()
            .enumerate()
            .filter(|(_, a)| a.from.is_empty())
            .map(|(i, _)| format!("statics[{}]", i + 1));
        let triggers = s
            .triggers
            .iter()
            .enumerate()
            .filter(|(_, t)| !t.own && t.lasting.is_none() && t.from.is_empty())
            .map(|(i, _)| format!("triggers[{}]", i + 1));
        statics.chain(triggers).collect()
    }

    fn hooks(&self) -> Hooks<'_> {
        Hooks::new(&self.lua, &self.data)
    }

    pub fn lua(&self) -> &Lua {
        &self.lua
    }

    /// Whether this host was built for the card database `db` (the same one, not an
    /// equal one).
    pub fn serves(&self, db: &Arc<CardDb>) -> bool {
        Arc::ptr_eq(&self.data.db, db)
    }

    pub(super) fn host_data(&self) -> &HostData {
        &self.data
    }

    /// How many top-level script hook calls this VM has made.
    pub fn script_calls(&self) -> u64 {
        self.lua
            .app_data_ref::<Rc<HostData>>()
            .map_or(0, |d| d.calls.get())
    }
}

impl Behaviors for LuaHost {
    fn player_action(
        &self,
        db: &CardDb,
        st: &mut GameState,
        player: crate::core::ids::PlayerId,
        action: &str,
        object: Option<ObjectId>,
    ) -> Result<crate::core::hooks::Legality, HookError> {
        self.hooks().player_action(db, st, player, action, object)
    }
    fn condition(
        &self,
        db: &CardDb,
        st: &mut GameState,
        source: ObjectId,
        name: &str,
        target: Option<ObjectId>,
    ) -> Result<bool, HookError> {
        self.hooks().condition(db, st, source, name, target)
    }
    fn modes(
        &self,
        db: &CardDb,
        st: &mut GameState,
        card: ObjectId,
    ) -> Result<Option<ModeSpec>, HookError> {
        self.hooks().modes(db, st, card)
    }
    fn ability_modes(
        &self,
        db: &CardDb,
        st: &mut GameState,
        object: ObjectId,
        ability: &str,
    ) -> Result<Option<ModeSpec>, HookError> {
        self.hooks().ability_modes(db, st, object, ability)
    }
    fn ability_targets(
        &self,
        db: &CardDb,
        st: &mut GameState,
        object: ObjectId,
        ability: &str,
        mode: Option<&str>,
    ) -> Result<Vec<TargetSpec>, HookError> {
        self.hooks().ability_targets(db, st, object, ability, mode)
    }
    fn ability_legal(
        &self,
        db: &CardDb,
        st: &mut GameState,
        object: ObjectId,
        ability: &str,
    ) -> Result<Legality, HookError> {
        self.hooks().ability_legal(db, st, object, ability)
    }
    fn targets(
        &self,
        db: &CardDb,
        st: &mut GameState,
        card: ObjectId,
        mode: Option<&str>,
    ) -> Result<Vec<TargetSpec>, HookError> {
        self.hooks().targets(db, st, card, mode)
    }
    fn legal(
        &self,
        db: &CardDb,
        st: &mut GameState,
        card: ObjectId,
    ) -> Result<Legality, HookError> {
        self.hooks().legal(db, st, card)
    }
    fn cost_modifiers(
        &self,
        db: &CardDb,
        st: &mut GameState,
        card: ObjectId,
        kind: &str,
    ) -> Result<Vec<CostModifier>, HookError> {
        self.hooks().cost_modifiers(db, st, card, kind)
    }
    fn ability_cost_modifiers(
        &self,
        db: &CardDb,
        st: &mut GameState,
        object: ObjectId,
        ability: &str,
        kind: &str,
    ) -> Result<Vec<CostModifier>, HookError> {
        self.hooks()
            .ability_cost_modifiers(db, st, object, ability, kind)
    }
    fn player_cost_modifiers(
        &self,
        db: &CardDb,
        st: &mut GameState,
        player: crate::core::ids::PlayerId,
        kind: &str,
    ) -> Result<Vec<CostModifier>, HookError> {
        self.hooks().player_cost_modifiers(db, st, player, kind)
    }
    fn play_as(
        &self,
        db: &CardDb,
        st: &mut GameState,
        card: ObjectId,
    ) -> Result<Option<ObjectId>, HookError> {
        self.hooks().play_as(db, st, card)
    }
    fn player_cost_forbidden(
        &self,
        db: &CardDb,
        st: &mut GameState,
        player: crate::core::ids::PlayerId,
        kind: &str,
    ) -> Result<Option<ObjectId>, HookError> {
        self.hooks().player_cost_forbidden(db, st, player, kind)
    }
    fn player_statics(
        &self,
        db: &CardDb,
        st: &mut GameState,
        player: crate::core::ids::PlayerId,
        which: crate::core::hooks::PlayerStatic<'_>,
    ) -> Result<Vec<ObjectId>, HookError> {
        self.hooks().player_statics(db, st, player, which)
    }
    fn declare_restrictions(
        &self,
        db: &CardDb,
        st: &mut GameState,
        player: crate::core::ids::PlayerId,
        name: &str,
    ) -> Result<Vec<crate::core::declare::Restriction>, HookError> {
        self.hooks().declare_restrictions(db, st, player, name)
    }
    fn has_keyword(
        &self,
        db: &CardDb,
        st: &mut GameState,
        object: ObjectId,
        keyword: &str,
    ) -> Result<bool, HookError> {
        self.hooks().has_keyword(db, st, object, keyword)
    }
    fn keyword_holders(
        &self,
        db: &CardDb,
        st: &mut GameState,
        objects: Vec<ObjectId>,
        keyword: &str,
    ) -> Result<Vec<ObjectId>, HookError> {
        self.hooks().keyword_holders(db, st, objects, keyword)
    }
    fn resolve(
        &self,
        db: &CardDb,
        st: &mut GameState,
        card: ObjectId,
    ) -> Result<ResolveStep, HookError> {
        self.hooks().resolve(db, st, card)
    }
    fn resume(
        &self,
        db: &CardDb,
        st: &mut GameState,
        card: ObjectId,
        answer: &Answer,
    ) -> Result<ResolveStep, HookError> {
        self.hooks().resume(db, st, card, answer)
    }
    fn permits(
        &self,
        db: &CardDb,
        st: &mut GameState,
        card: ObjectId,
        action: &str,
    ) -> Result<bool, HookError> {
        self.hooks().permits(db, st, card, action)
    }
    fn forbids(
        &self,
        db: &CardDb,
        st: &mut GameState,
        card: ObjectId,
        action: &str,
    ) -> Result<Option<ObjectId>, HookError> {
        self.hooks().forbids(db, st, card, action)
    }
    fn resolve_ability(
        &self,
        db: &CardDb,
        st: &mut GameState,
        object: ObjectId,
        ability: &crate::core::stack::Ability,
    ) -> Result<ResolveStep, HookError> {
        self.hooks().resolve_ability(db, st, object, ability)
    }
    fn may_use(
        &self,
        db: &CardDb,
        st: &mut GameState,
        object: ObjectId,
        ability: &str,
        via: bool,
    ) -> Result<Legality, HookError> {
        self.hooks().may_use(db, st, object, ability, via)
    }
    fn use_as(
        &self,
        db: &CardDb,
        st: &mut GameState,
        object: ObjectId,
        ability: &str,
    ) -> Result<Option<String>, HookError> {
        self.hooks().use_as(db, st, object, ability)
    }
    fn has_hook(&self, db: &CardDb, st: &GameState, object: ObjectId, hook: &str) -> bool {
        self.hooks().has_hook(db, st, object, hook)
    }
    fn has_live_hook(
        &self,
        db: &CardDb,
        st: &mut GameState,
        object: ObjectId,
        hook: &str,
    ) -> Result<bool, HookError> {
        self.hooks().has_live_hook(db, st, object, hook)
    }
    fn replacements(
        &self,
        db: &CardDb,
        st: &mut GameState,
        change: &crate::core::replacement::Change,
    ) -> Result<Vec<crate::core::replacement::Replacement>, HookError> {
        self.hooks().replacements(db, st, change)
    }
    fn replace(
        &self,
        db: &CardDb,
        st: &mut GameState,
        r: &crate::core::replacement::Replacement,
        change: &crate::core::replacement::Change,
    ) -> Result<Vec<crate::core::replacement::Change>, HookError> {
        self.hooks().replace(db, st, r, change)
    }
    fn triggers(
        &self,
        db: &CardDb,
        st: &mut GameState,
        event: &crate::core::events::Event,
    ) -> Result<Vec<(ObjectId, u16, String)>, HookError> {
        self.hooks().triggers(db, st, event)
    }
    fn triggers_again(
        &self,
        db: &CardDb,
        st: &mut GameState,
        source: ObjectId,
        event: &crate::core::events::Event,
    ) -> Result<bool, HookError> {
        self.hooks().triggers_again(db, st, source, event)
    }
    fn stat(
        &self,
        db: &CardDb,
        st: &mut GameState,
        object: ObjectId,
        stat: &str,
    ) -> Result<Option<i64>, HookError> {
        self.hooks().stat(db, st, object, stat)
    }
    fn elements(
        &self,
        db: &CardDb,
        st: &mut GameState,
        object: ObjectId,
    ) -> Result<Vec<String>, HookError> {
        self.hooks().elements(db, st, object)
    }
    fn changes_elements(&self) -> bool {
        self.hooks().changes_elements()
    }
    fn abandon(&self) {
        self.hooks().abandon()
    }

    fn begin_action(&self) {
        self.data.action.begin(&self.data.limits);
    }

    fn end_action(&self) {
        self.data.action.end();
    }
}

/// A card's `grants` (or `neighbor_grants`, the table named `key`): use hooks (and
/// abilities the rules resolve, such as KeyForge's `before_fight`) it gives the object it
/// is attached to (or the objects beside it), by name.
fn grants(
    card: &str,
    path: &std::path::Path,
    table: &mlua::Table,
    uses: &[String],
    key: &str,
) -> Result<std::collections::HashMap<String, Function>, super::ScriptError> {
    let mut out = std::collections::HashMap::new();
    let err = |message: String| super::ScriptError {
        card: card.to_string(),
        file: path.to_path_buf(),
        line: None,
        message,
    };
    let Some(t) = table
        .raw_get::<Option<mlua::Table>>(key)
        .map_err(|e| err(format!("{key} must be a table of use hooks: {e}")))?
    else {
        return Ok(out);
    };
    for pair in t.pairs::<String, Function>() {
        let (name, f) =
            pair.map_err(|e| err(format!("{key} must map use names to functions: {e}")))?;
        if !uses.contains(&name) {
            return Err(err(format!(
                "{key}: '{name}' is not a use or ability of the ruleset (those are: {})",
                uses.join(", ")
            )));
        }
        out.insert(name, f);
    }
    Ok(out)
}

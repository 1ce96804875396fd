//! A tiny ruleset for the core's unit tests (no files, no scripts).

use crate::core::cost::CostModifier;
use crate::core::decision::Answer;
use crate::core::hooks::{Behaviors, HookError, Legality, ModeSpec, ResolveStep, TargetSpec};
use crate::core::ids::{ObjectId, PlayerId, ZoneIdx};
use crate::core::ruleset::{CardDb, CardDef, CardSource, Ruleset};
use crate::core::state::{GameState, Player};

pub const ZONE_DECK: ZoneIdx = ZoneIdx(0);
pub const ZONE_HAND: ZoneIdx = ZoneIdx(1);
pub const ZONE_FIELD: ZoneIdx = ZoneIdx(2);
pub const ZONE_GRAVE: ZoneIdx = ZoneIdx(3);

pub fn fixture() -> (CardDb, GameState) {
    let ruleset: Ruleset = ron::from_str(
        r#"(id: "t", name: "t",
            zones: [(id: "deck"), (id: "hand"), (id: "field"), (id: "graveyard")],
            cost_kinds: [(id: "reserve", payment: Choose(from: "hand", to: "graveyard"))],
            decks: [(id: "main", default_cost: "reserve")],
            activate_from: ["hand"], in_play: ["field"],
            default_resolve_zone: "graveyard", fizzle_zone: "graveyard",
            lethal_damage_stat: Some("life"), destroy_zone: "graveyard",
            draw_from: "deck", draw_to: "hand")"#,
    )
    .expect("test ruleset parses");
    let bear: CardDef =
        ron::from_str(r#"(id: "bear", name: "Bear", types: ["ally"], stats: {"life": 3})"#)
            .expect("test card parses");
    let db = CardDb::new(ruleset, vec![bear], vec![CardSource::default()]);
    let players = (0..2)
        .map(|i| Player {
            id: PlayerId(i),
            name: format!("p{i}"),
            ..Default::default()
        })
        .collect();
    let st = GameState::new(players, db.zone_count(), 7);
    (db, st)
}

/// Cards with no behaviour: every hook answers "nothing".
pub struct NoHooks;

impl Behaviors for NoHooks {
    fn modes(
        &self,
        _: &CardDb,
        _: &mut GameState,
        _: ObjectId,
    ) -> Result<Option<ModeSpec>, HookError> {
        Ok(None)
    }
    fn targets(
        &self,
        _: &CardDb,
        _: &mut GameState,
        _: ObjectId,
        _: Option<&str>,
    ) -> Result<Vec<TargetSpec>, HookError> {
        Ok(Vec::new())
    }
    fn legal(&self, _: &CardDb, _: &mut GameState, _: ObjectId) -> Result<Legality, HookError> {
        Ok(Legality::Legal)
    }
    fn cost_modifiers(
        &self,
        _: &CardDb,
        _: &mut GameState,
        _: ObjectId,
        _: &str,
    ) -> Result<Vec<CostModifier>, HookError> {
        Ok(Vec::new())
    }
    fn has_keyword(
        &self,
        _: &CardDb,
        _: &mut GameState,
        _: ObjectId,
        _: &str,
    ) -> Result<bool, HookError> {
        Ok(false)
    }
    fn resolve(
        &self,
        _: &CardDb,
        _: &mut GameState,
        _: ObjectId,
    ) -> Result<ResolveStep, HookError> {
        Ok(ResolveStep::Done)
    }
    fn resume(
        &self,
        _: &CardDb,
        _: &mut GameState,
        _: ObjectId,
        _: &Answer,
    ) -> Result<ResolveStep, HookError> {
        Ok(ResolveStep::Done)
    }
}

//! Points on which games' rules differ, as ruleset data: when a card with targets
//! fizzles, when damage is dealt, when slow cards may be played, and who orders the
//! triggered abilities that trigger together.

use serde::{Deserialize, Serialize};

/// When a card with targets does not resolve ("fizzles").
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Fizzle {
    /// Only when every target it had became illegal; otherwise it resolves, against the
    /// targets still legal (KeyForge, 6d6).
    #[default]
    AllIllegal,
    /// As soon as any one of its necessary targets became illegal; "up to" targets never
    /// count (Grand Archive, Checking Resolution 3–4).
    AnyIllegal,
}

/// When damage a resolving ability deals is marked.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum DamageTiming {
    /// When the instruction that deals it is carried out, so later text of the same
    /// ability sees it (Grand Archive). Lethal damage is checked when the ability ends.
    #[default]
    Immediate,
    /// All damage of one ability is dealt together when it ends (KeyForge).
    Simultaneous,
}

/// Who orders the triggered abilities that one check for triggers puts on the stack
/// together (`core/game/order.rs`). Copies of one ability of one card are never a choice.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum TriggerOrder {
    /// Nobody: the first triggered resolves first (6d6).
    #[default]
    AsTriggered,
    /// The turn player, each time one of them is about to resolve, whoever controls them;
    /// a played card's own resolution joins the abilities its play triggered (KeyForge).
    TurnPlayerAtResolution,
    /// Each player as they put them on the stack: the turn player's first (so they resolve
    /// last), then each other player's in turn order, each player choosing which of their
    /// own goes on next (Grand Archive).
    EachPlayerAsPlaced,
}

/// When triggered abilities resolve, where abilities resolve at once.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum TriggerTiming {
    /// After the action that triggered them (6d6), or on the stack (Grand Archive).
    #[default]
    AfterAction,
    /// Inside the ability whose instructions triggered them, before it goes on: after each
    /// instruction (a change, and the damage it deals when it settles), the abilities its
    /// events triggered resolve, then the rest of the ability (KeyForge rulebook,
    /// "Abilities"). The start of a use or a play (`used`, `played`) and a reflexive
    /// trigger still wait for the end of the action: the use's own ability comes first
    /// (`core::reactions`).
    WithinAbility,
}

/// How an object is destroyed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Destruction {
    /// It goes to the destroy zone at once; its own "destroyed" abilities answer from
    /// there (Grand Archive, 6d6).
    #[default]
    Immediate,
    /// In steps (KeyForge since "Destroy Them All"): it is tagged for destruction and
    /// stays in play while its own "destroyed" abilities resolve; then every object still
    /// tagged leaves play for the destroy zone, and only then do other objects' "destroyed"
    /// triggers see it (`procedures::destruction`).
    Tagged,
}

/// A keyword that makes its card cost less while it is being activated, by a stat of an
/// object its controller has (Grand Archive's Efficiency: LV less, the level of the
/// player's champion).
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct KeywordCost {
    /// The keyword, printed or granted (a constant ability may grant it under a
    /// condition: "Class Bonus: Efficiency").
    pub keyword: String,
    /// The reduction: the `stat` (with modifiers) of the first object of `card_type` the
    /// controller has in `zone`; nothing if there is none.
    pub card_type: String,
    pub zone: String,
    pub stat: String,
}

/// Fast and slow cards: a slow card is activated only by the turn player, on an empty
/// effects stack, in one of `phases` (Grand Archive, Timing: Fast vs Slow). Opportunity
/// is needed for any activation.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SpeedRule {
    /// A card with this keyword (printed or granted) is fast, whatever its type.
    pub fast_keyword: String,
    /// A card with this keyword is slow.
    pub slow_keyword: String,
    /// Cards of these types are slow unless they are fast by keyword.
    #[serde(default)]
    pub slow_types: Vec<String>,
    /// The phases in which slow cards may be activated.
    pub phases: Vec<String>,
}

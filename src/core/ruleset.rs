//! Rulesets and card definitions: the data a game is played with.
//!
//! Everything here is plain data, deserialized from RON by the loader. The core reads
//! it; nothing in the core names a particular game's zones or keywords.

use crate::core::ids::{CardIdx, ZoneIdx};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, HashMap};
use std::path::PathBuf;

mod ending;
mod filter;
mod play;
mod resistance;
mod rulings;
mod turn_structure;
mod uses;
mod vocabulary;
mod zones;
pub use ending::{DeckRules, DeckSection, Defeat, Distinct, EmptyDraw, Requirement, Without};
pub use filter::{ObjectFilter, Shroud, Who};
pub use play::{
    ActivatedAbility, Attachments, CarriedCounter, CounterAbility, CounterOwner, DepletingCounter,
    EnterPlay, LeavePlayCounter, Links, ShortTargets, StatCounter,
};
pub use resistance::{
    AreaRule, Beat, CombineRule, DefendRule, FailureKeyword, FailureRule, OccupantRule, RangeRule,
    ResistanceRule, ScoreRule,
};
pub use rulings::{
    DamageTiming, Destruction, Fizzle, KeywordCost, SpeedRule, TriggerOrder, TriggerTiming,
};
pub use turn_structure::{DeclareDef, DrawPenalty, PhaseDef, TurnAction, TurnStructure};
pub use uses::{
    CombatBonus, CombatRole, CombatRule, HiddenTargets, PlayerActionDef, PlayerCostDef, UseDef,
};
pub use vocabulary::Vocabulary;
pub use zones::{BoardDef, TerrainDef, UnderZone, ZoneDef, ZoneRedirect};

/// A game's rules as data: zones, elements, cost kinds and how each is paid.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Ruleset {
    /// Stable id, e.g. `"grand_archive"`.
    pub id: String,
    pub name: String,
    /// Number of seats.
    #[serde(default = "two")]
    pub players: u8,
    /// Zones each player owns, in order. The effects stack is shared and implicit.
    pub zones: Vec<ZoneDef>,
    /// Every element a card may carry.
    #[serde(default)]
    pub elements: Vec<String>,
    /// Elements every player always has enabled.
    #[serde(default)]
    pub always_enabled_elements: Vec<String>,
    /// Cost kinds and how each is paid.
    pub cost_kinds: Vec<CostKindDef>,
    /// Decks a card may belong to, with the cost kind their cards default to.
    pub decks: Vec<DeckDef>,
    /// Zones cards are activated from unless a card says otherwise.
    pub activate_from: Vec<String>,
    /// Zones whose objects' constant abilities are active ("in play").
    pub in_play: Vec<String>,
    /// Where a resolved card goes, by card type; first match wins.
    #[serde(default)]
    pub resolve_to: Vec<ResolveRule>,
    /// Where a resolved card goes when no `resolve_to` rule matches.
    pub default_resolve_zone: String,
    /// Where a card goes when it fizzles (its targets became illegal).
    pub fizzle_zone: String,
    /// Whether one illegal target or all of them make a card fizzle.
    #[serde(default)]
    pub fizzle: Fizzle,
    /// Whether damage is marked as it is dealt or when the ability ends.
    #[serde(default)]
    pub damage: DamageTiming,
    /// Whether a destroyed object leaves play at once or after its "destroyed" abilities.
    #[serde(default)]
    pub destruction: Destruction,
    /// When slow cards may be activated; `None`: every card is fast.
    #[serde(default)]
    pub speed: Option<SpeedRule>,
    /// Keywords that make their card cost less while it is activated (Efficiency).
    #[serde(default)]
    pub keyword_costs: Vec<KeywordCost>,
    /// Player counters the player's next activated card of a subtype takes onto itself.
    #[serde(default)]
    pub carried_counters: Vec<CarriedCounter>,
    /// Objects whose damage reaches this stat are destroyed by the state-based check.
    #[serde(default)]
    pub lethal_damage_stat: Option<String>,
    /// A stat that prevents that much of the damage dealt to an object each turn
    /// (KeyForge's armor), where damage is dealt simultaneously.
    #[serde(default)]
    pub damage_shield: Option<DamageShield>,
    /// Where destroyed objects go.
    pub destroy_zone: String,
    /// The zone a player draws from, and the one drawn cards go to.
    pub draw_from: String,
    pub draw_to: String,
    /// Keywords that let an object pay for a cost (Grand Archive's Reservable, Floating
    /// Memory).
    #[serde(default)]
    pub payment_keywords: Vec<PaymentKeyword>,
    /// Cost kinds a card may be activated with; a card whose cost is of another kind
    /// needs an effect's permission. Empty: any.
    #[serde(default)]
    pub activation_cost_kinds: Vec<String>,
    /// How materialization works, if the game has it.
    #[serde(default)]
    pub materialize: Option<MaterializeRule>,
    /// Phases of a turn, if the game has turns.
    #[serde(default)]
    pub turn: Option<TurnStructure>,
    /// Where a player's enabled elements come from, besides the always-enabled ones:
    /// the elements of their cards of `card_type` (any type if `None`) in `zone`.
    #[serde(default)]
    pub element_sources: Vec<ElementSource>,
    /// Cards of `card_type` stack onto the one their controller already has in the zone
    /// they resolve to; the card underneath moves to `zone` (a champion's lineage).
    #[serde(default)]
    pub lineage: Option<LineageRule>,
    /// A rules script (under `scripts/rules/`) whose hooks apply to every card.
    #[serde(default)]
    pub rules_script: Option<String>,
    /// How plays and abilities resolve: on a stack players pass over, or at once.
    #[serde(default)]
    pub resolution: Resolution,
    /// Who answers the questions a resolving ability asks, unless it names a player.
    #[serde(default)]
    pub decisions: DecisionMaker,
    /// Who orders the triggered abilities that trigger together.
    #[serde(default)]
    pub trigger_order: TriggerOrder,
    /// Whether triggered abilities wait for the end of the action or resolve inside the
    /// ability that triggered them.
    #[serde(default)]
    pub trigger_timing: TriggerTiming,
    /// What a target requirement that finds too few legal objects does.
    #[serde(default)]
    pub short_targets: ShortTargets,
    /// How played cards enter play (exhausted, before their ability, where in a line).
    #[serde(default)]
    pub enter_play: Option<EnterPlay>,
    /// Cards played attached to another object (upgrades), and where they go.
    #[serde(default)]
    pub attachments: Option<Attachments>,
    /// Objects with a keyword that enter play attached to another (Grand Archive's Link).
    #[serde(default)]
    pub links: Option<Links>,
    /// Cards of a type that go elsewhere than the zone they would be put into.
    #[serde(default)]
    pub redirects: Vec<ZoneRedirect>,
    /// Zones of cards under an object (loaded cards), and where they go when it leaves.
    #[serde(default)]
    pub under: Vec<UnderZone>,
    /// Counters that add to a stat (+1 power counters).
    #[serde(default)]
    pub stat_counters: Vec<StatCounter>,
    /// Stats counted down by counters (durability): objects enter play with the counters
    /// and are destroyed when none are left.
    #[serde(default)]
    pub depleting_counters: Vec<DepletingCounter>,
    /// Activated abilities an object has while it holds a counter (enlighten).
    #[serde(default)]
    pub counter_abilities: Vec<CounterAbility>,
    /// Counters that go to a player's pool when their object leaves play (captured æmber).
    #[serde(default)]
    pub leave_play_counters: Vec<LeavePlayCounter>,
    /// Ways a player uses an object in play (KeyForge's reap, fight, action).
    #[serde(default)]
    pub uses: Vec<UseDef>,
    /// Actions a player takes that belong to no card (KeyForge's raising the tide).
    #[serde(default)]
    pub player_actions: Vec<PlayerActionDef>,
    /// Combat as a phase begun by an attack (Grand Archive): which uses attack and
    /// retaliate, and the stat combat damage is dealt by.
    #[serde(default)]
    pub combat: Option<CombatRule>,
    /// Abilities a card may define that the rules script resolves at a point of its own
    /// with `ctx:ability` (KeyForge's "Before Fight:", resolved by the rules' fight).
    #[serde(default)]
    pub abilities: Vec<String>,
    /// How many times a player may play and use cards of one title, together, per turn
    /// (KeyForge's rule of six). `None`: no limit.
    #[serde(default)]
    pub title_limit_per_turn: Option<u32>,
    /// Keywords the rules script acts on (KeyForge's assault, taunt, elusive, ...): a
    /// card whose text is only such keywords needs no script of its own.
    #[serde(default)]
    pub rules_keywords: Vec<String>,
    /// Stats the rules script reads as card text (KeyForge's `fight_damage`: "only deals
    /// N damage when fighting"): a card whose text is only such a stat needs no script.
    #[serde(default)]
    pub rules_stats: Vec<String>,
    /// Keywords that keep objects from being targeted by sources of a subtype.
    #[serde(default)]
    pub shrouds: Vec<Shroud>,
    /// The most of a player counter a player can have (KeyForge: 24 chains); a gain
    /// beyond it stops there.
    #[serde(default)]
    pub counter_limits: BTreeMap<String, i64>,
    /// Costs a player pays from a player counter to gain another, calculated through the
    /// cost pipeline with the modifiers cards put on them (KeyForge's key).
    #[serde(default)]
    pub player_costs: Vec<PlayerCostDef>,
    /// A player who reaches `amount` of the player counter `counter` wins.
    #[serde(default)]
    pub victory: Option<Victory>,
    /// How players lose besides an opponent's victory.
    #[serde(default)]
    pub defeat: Defeat,
    /// What a deck file holds for this game, and the limits it is checked against.
    #[serde(default)]
    pub deck_building: Option<DeckRules>,
    /// Activation actions must beat a resistance (6d6). `None`: activations always
    /// succeed.
    #[serde(default)]
    pub resistance: Option<ResistanceRule>,
    /// Where the named verbs of card text put things (discard, banish) and where tokens
    /// may exist.
    #[serde(default)]
    pub vocabulary: Vocabulary,
}

impl Ruleset {
    /// Whether the rules themselves give `card` its behaviour: it has a keyword the
    /// ruleset reads (a payment keyword, Defence) or joins other cards' actions. Such a
    /// card needs no script.
    pub fn gives_behaviour(&self, card: &CardDef) -> bool {
        let mut keywords: Vec<&str> = self
            .payment_keywords
            .iter()
            .map(|k| k.keyword.as_str())
            .collect();
        if let Some(r) = &self.resistance {
            keywords.extend(r.defend.iter().map(|d| d.keyword.as_str()));
            if r.combine
                .as_ref()
                .is_some_and(|c| card.attributes.contains_key(&c.with_attribute))
            {
                return true;
            }
        }
        keywords.extend(self.rules_keywords.iter().map(String::as_str));
        if let Some(e) = &self.enter_play {
            keywords.extend(e.anywhere_keyword.iter().map(String::as_str));
            keywords.extend(e.ready_keyword.iter().map(String::as_str));
        }
        keywords.extend(self.vocabulary.enters_rested.iter().map(String::as_str));
        card.keywords.iter().any(|k| keywords.contains(&k.as_str()))
            || card.stats.keys().any(|s| self.rules_stats.contains(s))
    }
}

/// How plays and abilities resolve.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Resolution {
    /// On the effects stack: the top resolves once every player passes in succession
    /// (Grand Archive).
    #[default]
    Stack,
    /// At once, in the order they were put on the stack; only the turn player acts and
    /// passing ends the phase (KeyForge).
    Immediate,
}

/// Who makes the decisions while an ability resolves, and who orders the replacement
/// effects that apply to one change.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum DecisionMaker {
    /// The controller of the resolving card or ability; replacement effects are ordered
    /// by the player the change affects (Grand Archive).
    #[default]
    Controller,
    /// The turn (active) player, whoever controls the ability or is affected (KeyForge).
    TurnPlayer,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Victory {
    pub counter: String,
    pub amount: i64,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ElementSource {
    pub zone: String,
    #[serde(default)]
    pub card_type: Option<String>,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LineageRule {
    pub card_type: String,
    pub zone: String,
    /// Where the top card of a lineage returns when its champion is delevelled (Grand
    /// Archive: the material deck). Without it nothing can delevel.
    #[serde(default)]
    pub delevel_to: Option<String>,
}

/// Materialization (Grand Archive): the same pipeline as activation, from other zones,
/// paid with another cost kind, limited per phase.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MaterializeRule {
    /// Zones cards are materialized from.
    pub from: Vec<String>,
    /// A card needs a cost of this kind to be materialized.
    pub cost_kind: String,
    /// The phase in which the turn player may materialize, and how often.
    pub phase: String,
    #[serde(default = "one_u32")]
    pub per_phase: u32,
    /// Card types whose element requirements are ignored when materialized (champions).
    #[serde(default)]
    pub ignore_elements: Vec<String>,
}

pub(super) fn one_u32() -> u32 {
    1
}

/// A stat that prevents damage, refreshed each turn: the first `stat` damage dealt to an
/// object each turn is not dealt. What it has prevented this turn is kept in the object
/// counter `spent`, which the end of every turn clears.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct DamageShield {
    pub stat: String,
    pub spent: String,
}

fn two() -> u8 {
    2
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CostKindDef {
    pub id: String,
    pub payment: Payment,
}

/// How one unit of a cost kind is paid.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub enum Payment {
    /// The payer chooses cards in `from` and moves them to `to` (reserve: hand -> memory,
    /// face down).
    Choose {
        from: String,
        to: String,
        #[serde(default)]
        face_down: bool,
    },
    /// Cards are selected at random with the game RNG from `from` and moved to `to`
    /// (memory: memory -> banishment).
    Random { from: String, to: String },
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DeckDef {
    pub id: String,
    /// The cost kind that cost increases and reductions change for this deck's cards
    /// (none for a game without costs).
    #[serde(default)]
    pub default_cost: String,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ResolveRule {
    pub card_type: String,
    pub zone: String,
}

/// An object with `keyword` may pay for 1 of `cost`: by resting (an awake object in
/// play: Reservable), or by moving from a zone (a card in the graveyard banished:
/// Floating Memory). Keyword payments are declared before any random payment.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PaymentKeyword {
    pub keyword: String,
    pub cost: String,
    #[serde(default)]
    pub by: PayBy,
    /// The keyword is the paid card's, not the payer's (Grand Archive's Kindle N: "you may
    /// banish up to N fire element cards from your graveyard as you activate this card;
    /// each one pays for 1 of its cost"): the player's objects matching this filter in
    /// `by`'s `from` zone may pay, up to the card's printed stat named as the keyword. They
    /// are declared first, in a question of their own.
    #[serde(default)]
    pub of_card: Option<ObjectFilter>,
}

#[derive(Clone, Debug, Default, Serialize, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub enum PayBy {
    /// Rest an awake object in play.
    #[default]
    Rest,
    /// Move a card of the payer's from one zone to another.
    Move { from: String, to: String },
}

/// A card as printed.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CardDef {
    /// Unique id across all loaded sets, e.g. `"ember_lance"`.
    pub id: String,
    pub name: String,
    /// Which deck the card belongs to (a ruleset `decks` id).
    #[serde(default = "main_deck")]
    pub deck: String,
    #[serde(default)]
    pub types: Vec<String>,
    #[serde(default)]
    pub subtypes: Vec<String>,
    /// Every element here must be enabled to activate the card.
    #[serde(default)]
    pub elements: Vec<String>,
    #[serde(default)]
    pub cost: Option<CostSpec>,
    /// Costs the player may choose to pay on top of the normal cost.
    #[serde(default)]
    pub optional_costs: Vec<CostOption>,
    /// Costs always paid together with the normal cost.
    #[serde(default)]
    pub additional_costs: Vec<CostPart>,
    /// Costs the player may pay instead of the printed amount.
    #[serde(default)]
    pub alternative_costs: Vec<AltCost>,
    #[serde(default)]
    pub stats: BTreeMap<String, i64>,
    /// Icons printed on the card that the rules resolve, in order (KeyForge's bonus
    /// icons after the æmber ones: `["capture", "draw"]`); a copy may add its own.
    #[serde(default)]
    pub icons: Vec<String>,
    /// Named text attributes a ruleset or script reads, e.g. `{"lineage": "kaelen"}`.
    #[serde(default)]
    pub attributes: BTreeMap<String, String>,
    #[serde(default)]
    pub keywords: Vec<String>,
    /// Keywords the card has only while a restriction holds, by the rules-script term
    /// that names the restriction, in every zone (Grand Archive's "[Class Bonus] Floating
    /// Memory": `{"class_bonus": ["floating_memory"]}`; CR, Class Bonus 1-4).
    #[serde(default)]
    pub restricted_keywords: BTreeMap<String, Vec<String>>,
    /// Zones the card may be activated from; the ruleset's `activate_from` if empty.
    #[serde(default)]
    pub activate_from: Vec<String>,
    /// Rules text, for people.
    #[serde(default)]
    pub text: String,
    /// Script path relative to `scripts/cards/`; `<set>/<id>.lua` if omitted.
    #[serde(default)]
    pub script: Option<String>,
    /// A token definition: not a card of any deck; `ctx:create_token` makes objects of
    /// it, and they cease to exist outside the ruleset's `vocabulary.token_zones`.
    #[serde(default)]
    pub token: bool,
    /// Activated abilities of the object ("cost: effect"), by id; the script's
    /// `activated.<id>` table holds their hooks.
    #[serde(default)]
    pub abilities: Vec<ActivatedAbility>,
    /// A double-faced card's flip side: the id of the card entry holding that face's
    /// name, types, stats and script. `ctx:transform` turns an object on the field to it.
    #[serde(default)]
    pub back: Option<String>,
    /// Card entries it may be played as instead (a creature played as an upgrade): while
    /// played that way and in play it is that entry; anywhere else itself again.
    #[serde(default)]
    pub may_play_as: Vec<String>,
    /// Played as a copy of another card (its script's `play_as`), it stays that copy as
    /// it enters play, until it leaves play ("it enters play as a copy of another
    /// creature": KeyForge's Mimic Gel, RULE-COPY-ENTERS-1).
    #[serde(default)]
    pub enters_as_copy: bool,
}

fn main_deck() -> String {
    "main".into()
}

/// The printed cost: an amount of one cost kind, possibly plus X.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct CostSpec {
    pub kind: String,
    pub amount: i64,
    /// The card has X in its cost: the player declares X, which adds to the amount.
    #[serde(default)]
    pub x: bool,
}

#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct CostOption {
    pub id: String,
    #[serde(default)]
    pub text: String,
    pub parts: Vec<CostPart>,
}

#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct AltCost {
    pub id: String,
    #[serde(default)]
    pub text: String,
    /// Replaces the printed amount as the starting cost.
    pub amount: i64,
    #[serde(default)]
    pub parts: Vec<CostPart>,
    /// Cost increases and reductions don't apply to it: paid this way, the amount is
    /// `amount` whatever modifies the printed cost (Grand Archive's Brew).
    #[serde(default)]
    pub unmodified: bool,
    /// Usable only by an activation begun while the card is looked at (a glimpse offers
    /// it: Grand Archive's Starcalling), and by no other; such an activation is made
    /// from the zone the card is looked at in and at any speed.
    #[serde(default)]
    pub while_looked_at: bool,
    /// Usable only while the card has this keyword, printed or under a restriction that
    /// holds (`restricted_keywords`: Grand Archive's "[Class Bonus] Starcalling").
    #[serde(default)]
    pub keyword: Option<String>,
}

/// One non-numeric component of a cost.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub enum CostPart {
    /// Rest `count` awake objects matching `filter` that the payer controls.
    Rest { filter: ObjectFilter, count: u32 },
    /// Move `count` objects matching `filter` from the payer's zone `from` to `to`
    /// (a sacrifice is field -> graveyard; a discard hand -> graveyard).
    Move {
        from: String,
        to: String,
        #[serde(default)]
        filter: ObjectFilter,
        count: u32,
    },
    /// Remove `count` counters named `counter` from one object the payer controls that
    /// matches `filter` and holds at least that many ("remove 2 preparation counters from
    /// your champion"). With no such object the cost can't be paid.
    RemoveCounters {
        counter: String,
        count: u32,
        #[serde(default)]
        filter: ObjectFilter,
    },
    /// Remove `count` damage from one object the payer controls that matches `filter` and
    /// has at least that much (Grand Archive's "recover N" as a cost: a heal change).
    RemoveDamage {
        count: u32,
        #[serde(default)]
        filter: ObjectFilter,
    },
    /// Delevel the payer's champion (the ruleset's `lineage`): the top card of its lineage
    /// returns to `lineage.delevel_to` and the card under it is the champion.
    Delevel,
}

/// Where a card definition came from, for error messages.
#[derive(Clone, Debug, Default)]
pub struct CardSource {
    pub set: String,
    pub data_file: PathBuf,
    pub line: usize,
    pub script_file: PathBuf,
}

/// The validated card database: a ruleset and every card of the loaded sets.
#[derive(Clone, Debug)]
pub struct CardDb {
    pub ruleset: Ruleset,
    pub cards: Vec<CardDef>,
    pub sources: Vec<CardSource>,
    by_id: HashMap<String, CardIdx>,
    zone_ids: HashMap<String, ZoneIdx>,
    /// Per zone: whether it is in play (asked for every object a query looks at).
    in_play: Vec<bool>,
    /// The in-play zones, in the ruleset's `in_play` order (walked for every check of
    /// the abilities in play).
    in_play_zones: Vec<ZoneIdx>,
}

impl CardDb {
    /// Builds the database. The loader has already rejected duplicate ids and unknown
    /// zone names; this only indexes.
    pub fn new(ruleset: Ruleset, cards: Vec<CardDef>, sources: Vec<CardSource>) -> Self {
        let by_id = cards
            .iter()
            .enumerate()
            .map(|(i, c)| (c.id.clone(), CardIdx(i as u32)))
            .collect();
        let zone_ids = ruleset
            .zones
            .iter()
            .enumerate()
            .map(|(i, z)| (z.id.clone(), ZoneIdx(i as u8)))
            .collect();
        let in_play = ruleset
            .zones
            .iter()
            .map(|z| ruleset.in_play.contains(&z.id))
            .collect();
        let in_play_zones = ruleset
            .in_play
            .iter()
            .filter_map(|name| ruleset.zones.iter().position(|z| z.id == *name))
            .map(|i| ZoneIdx(i as u8))
            .collect();
        CardDb {
            ruleset,
            cards,
            sources,
            by_id,
            zone_ids,
            in_play,
            in_play_zones,
        }
    }

    /// Whether objects in zone `z` are in play (the ruleset's `in_play` list).
    pub fn in_play(&self, z: ZoneIdx) -> bool {
        self.in_play.get(z.0 as usize).copied().unwrap_or(false)
    }

    /// The in-play zones, in the ruleset's `in_play` order.
    pub fn in_play_zones(&self) -> &[ZoneIdx] {
        &self.in_play_zones
    }

    pub fn card(&self, idx: CardIdx) -> &CardDef {
        &self.cards[idx.0 as usize]
    }

    pub fn source(&self, idx: CardIdx) -> &CardSource {
        &self.sources[idx.0 as usize]
    }

    pub fn lookup(&self, id: &str) -> Option<CardIdx> {
        self.by_id.get(id).copied()
    }

    pub fn zone(&self, id: &str) -> Option<ZoneIdx> {
        self.zone_ids.get(id).copied()
    }

    pub fn zone_name(&self, z: ZoneIdx) -> &str {
        &self.ruleset.zones[z.0 as usize].id
    }

    pub fn zone_count(&self) -> usize {
        self.ruleset.zones.len()
    }

    /// The cost kind that increases and reductions apply to for this card.
    pub fn default_cost_kind(&self, idx: CardIdx) -> &str {
        let card = self.card(idx);
        self.ruleset
            .decks
            .iter()
            .find(|d| d.id == card.deck)
            .map(|d| d.default_cost.as_str())
            .or(card.cost.as_ref().map(|c| c.kind.as_str()))
            .unwrap_or("")
    }

    pub fn cost_kind(&self, id: &str) -> Option<&CostKindDef> {
        self.ruleset.cost_kinds.iter().find(|k| k.id == id)
    }

    /// Where `card` goes when it resolves.
    pub fn resolve_zone(&self, idx: CardIdx) -> &str {
        let card = self.card(idx);
        self.ruleset
            .resolve_to
            .iter()
            .find(|r| card.types.contains(&r.card_type))
            .map(|r| r.zone.as_str())
            .unwrap_or(&self.ruleset.default_resolve_zone)
    }

    /// Where `card` stays once played: the ruleset's attachment zone for a card played
    /// attached (an upgrade), else where it resolves to.
    pub fn play_zone(&self, idx: CardIdx) -> &str {
        let types = &self.card(idx).types;
        match &self.ruleset.attachments {
            Some(a) if a.types.iter().any(|t| types.contains(t)) => &a.zone,
            _ => self.resolve_zone(idx),
        }
    }

    /// Every zone name a ruleset or card refers to, for validation.
    pub fn is_zone(&self, id: &str) -> bool {
        self.zone_ids.contains_key(id)
    }
}

//! Events as an embedder reads them: named, serializable, with players by seat and name,
//! objects by id and card, zones by owner and zone id.

use crate::core::events::Event;
use crate::core::ruleset::CardDb;
use crate::core::state::GameState;
use crate::core::view::{ObjectRef, PlayerRef, ZoneName};
use indexmap::IndexMap;
use serde::{Deserialize, Serialize};

/// One event, numbered in the game's log (numbers are absolute and never reused).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct EventView {
    pub number: usize,
    /// The event's name as scenarios and scripts spell it (`"moved"`, `"drew"`).
    pub event: String,
    /// What it is about, by field name.
    pub fields: IndexMap<String, Value>,
}

/// A field of an event.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Value {
    Player(PlayerRef),
    Object(ObjectRef),
    Objects(Vec<ObjectRef>),
    Zone(ZoneName),
    Number(i64),
    Text(String),
    Flag(bool),
    /// A square of the board: (column, row).
    Square(u8, u8),
}

impl EventView {
    /// `event`, numbered `number`, with its ids named from `db` and `st`.
    pub fn of(db: &CardDb, st: &GameState, number: usize, event: &Event) -> EventView {
        let p = |id| Value::Player(PlayerRef::of(st, id));
        let o = |id| Value::Object(ObjectRef::of(db, st, id));
        let z = |zone| Value::Zone(ZoneName::of(db, zone));
        let t = |s: &str| Value::Text(s.to_string());
        let n = Value::Number;
        let sq = |s: crate::core::Square| Value::Square(s.x, s.y);
        let fields: Vec<(&str, Value)> = match event {
            Event::Step { object, step } => {
                vec![("object", o(*object)), ("step", t(&step.to_string()))]
            }
            Event::Announced { player, object } | Event::Drew { player, object } => {
                vec![("player", p(*player)), ("object", o(*object))]
            }
            Event::Played {
                player,
                object,
                kind,
            } => vec![
                ("player", p(*player)),
                ("object", o(*object)),
                ("kind", t(&format!("{kind:?}").to_lowercase())),
            ],
            Event::Moved { object, from, to } => {
                vec![("object", o(*object)), ("from", z(*from)), ("to", z(*to))]
            }
            Event::LeftPlay {
                object,
                controller,
                damage,
                neighbors,
                ..
            } => vec![
                ("object", o(*object)),
                ("controller", p(*controller)),
                ("damage", n(*damage)),
                (
                    "neighbors",
                    Value::Objects(
                        neighbors
                            .iter()
                            .map(|x| ObjectRef::of(db, st, *x))
                            .collect(),
                    ),
                ),
            ],
            Event::CostPaid {
                player,
                kind,
                amount,
                objects,
            } => vec![
                ("player", p(*player)),
                ("kind", t(kind)),
                ("amount", n(*amount)),
                (
                    "objects",
                    Value::Objects(objects.iter().map(|x| ObjectRef::of(db, st, *x)).collect()),
                ),
            ],
            Event::Rested { object }
            | Event::Woke { object }
            | Event::Destroying { object }
            | Event::Resolved { object }
            | Event::Fizzled { object }
            | Event::Negated { object }
            | Event::ActivationFailed { object } => vec![("object", o(*object))],
            Event::Destroyed {
                object,
                controller,
                source,
                cause,
            } => {
                let mut f = vec![("object", o(*object))];
                f.extend(controller.map(|c| ("controller", p(c))));
                f.extend(source.map(|s| ("source", o(s))));
                f.extend(cause.as_deref().map(|c| ("cause", t(c))));
                f
            }
            Event::Damaged {
                object,
                amount,
                source,
                cause,
            } => {
                let mut f = vec![("object", o(*object)), ("amount", n(*amount))];
                f.extend(source.map(|s| ("source", o(s))));
                f.extend(cause.as_deref().map(|c| ("cause", t(c))));
                f
            }
            Event::GameOver { winner, reason } => {
                let mut f = vec![("reason", t(reason))];
                f.extend(winner.map(|w| ("winner", p(w))));
                f
            }
            Event::StatusGained { object, status } => {
                vec![("object", o(*object)), ("status", t(status))]
            }
            Event::Switched {
                object,
                counter,
                from,
                to,
            } => vec![
                ("object", o(*object)),
                ("counter", t(counter)),
                ("from", t(from)),
                ("to", t(to)),
            ],
            Event::Reflexive {
                object,
                player,
                name,
            } => vec![
                ("object", o(*object)),
                ("player", p(*player)),
                ("name", t(name)),
            ],
            Event::Healed { object, amount } => {
                vec![("object", o(*object)), ("amount", n(*amount))]
            }
            Event::Copied { original, copy } => {
                vec![("original", o(*original)), ("copy", o(*copy))]
            }
            Event::CounterAdded {
                object,
                counter,
                amount,
                cause,
                player,
            } => {
                let mut f = vec![
                    ("object", o(*object)),
                    ("counter", t(counter)),
                    ("amount", n(*amount)),
                ];
                f.extend(cause.as_deref().map(|c| ("cause", t(c))));
                f.extend(player.map(|w| ("player", p(w))));
                f
            }
            Event::OpportunityGained { player } | Event::Passed { player } => {
                vec![("player", p(*player))]
            }
            Event::TurnBegan { player, turn } | Event::TurnEnded { player, turn } => {
                vec![("player", p(*player)), ("turn", n(i64::from(*turn)))]
            }
            Event::PhaseBegan { phase, player } | Event::PhaseEnded { phase, player } => {
                vec![("phase", t(phase)), ("player", p(*player))]
            }
            Event::Skipped { object, what } => vec![("object", o(*object)), ("what", t(what))],
            Event::Used {
                player,
                object,
                ability,
                via,
                ..
            } => vec![
                ("player", p(*player)),
                ("object", o(*object)),
                ("ability", t(ability)),
                ("via", Value::Flag(*via)),
            ],
            Event::Gained {
                player,
                counter,
                amount,
                cause,
            } => {
                let mut v = vec![
                    ("player", p(*player)),
                    ("counter", t(counter)),
                    ("amount", n(*amount)),
                ];
                if let Some(c) = cause {
                    v.push(("cause", t(c)));
                }
                v
            }
            Event::Took { player, action } => {
                vec![("player", p(*player)), ("action", t(action))]
            }
            Event::Declared {
                player,
                name,
                value,
            } => {
                vec![
                    ("player", p(*player)),
                    ("name", t(name)),
                    ("value", t(value)),
                ]
            }
            Event::Replaced { source, label } | Event::Triggered { source, label } => {
                vec![("source", o(*source)), ("label", t(label))]
            }
            Event::Checked { object, trace } => {
                vec![("object", o(*object)), ("trace", t(&trace.to_string()))]
            }
            Event::Missed {
                object,
                aimed,
                landed,
            } => {
                vec![
                    ("object", o(*object)),
                    ("aimed", sq(*aimed)),
                    ("landed", sq(*landed)),
                ]
            }
            Event::Shuffled { player, zone } => vec![("player", p(*player)), ("zone", t(zone))],
            Event::Swapped { object, other } => vec![("object", o(*object)), ("other", o(*other))],
            Event::Created { player, object } => {
                vec![("player", p(*player)), ("object", o(*object))]
            }
            Event::Discarded { object, from } => {
                let mut f = vec![("object", o(*object))];
                f.extend(from.as_deref().map(|z| ("from", t(z))));
                f
            }
            Event::Attacked {
                player,
                object,
                target,
            } => vec![
                ("player", p(*player)),
                ("object", o(*object)),
                ("target", o(*target)),
            ],
            Event::Retaliated { object, target } | Event::Killed { object, target } => {
                vec![("object", o(*object)), ("target", o(*target))]
            }
            Event::Attached { object, host } => vec![("object", o(*object)), ("host", o(*host))],
            Event::Sacrificed { object, player, .. } => {
                vec![("object", o(*object)), ("player", p(*player))]
            }
            Event::Hit {
                object,
                target,
                amount,
                ..
            } => vec![
                ("object", o(*object)),
                ("target", o(*target)),
                ("amount", n(*amount)),
            ],
            Event::Revealed { player, objects } => vec![
                ("player", p(*player)),
                (
                    "objects",
                    Value::Objects(
                        objects
                            .iter()
                            .map(|id| ObjectRef::of(db, st, *id))
                            .collect(),
                    ),
                ),
            ],
        };
        EventView {
            number,
            event: event.name().to_string(),
            fields: fields
                .into_iter()
                .map(|(k, v)| (k.to_string(), v))
                .collect(),
        }
    }
}

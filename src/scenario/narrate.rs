//! Human-readable event lines, for the demo and `cardsmith test --verbose`.

use crate::core::events::Event;
use crate::core::ids::ObjectId;
use crate::core::ruleset::CardDb;
use crate::core::state::{GameState, ZoneRef};

fn obj(db: &CardDb, st: &GameState, id: ObjectId) -> String {
    match st.object(id) {
        Some(o) => format!("{} {}", db.card(o.card).name, id),
        None => id.to_string(),
    }
}

fn zone(db: &CardDb, z: ZoneRef) -> String {
    match z {
        ZoneRef::Player(p, zi) => format!("{p} {}", db.zone_name(zi)),
        ZoneRef::Stack => "the effects stack".into(),
        ZoneRef::Gone => "nowhere (it ceased to exist)".into(),
    }
}

/// One line describing `e`.
pub fn describe_event(db: &CardDb, st: &GameState, e: &Event) -> String {
    match e {
        Event::Step { object, step } => format!("  [{step}] {}", obj(db, st, *object)),
        Event::Announced { player, object } => {
            format!("{player} announces {}", obj(db, st, *object))
        }
        Event::LeftPlay { object, .. } => format!("{} leaves play", obj(db, st, *object)),
        Event::Moved { object, from, to } => {
            format!(
                "{} moves from {} to {}",
                obj(db, st, *object),
                zone(db, *from),
                zone(db, *to)
            )
        }
        Event::CostPaid {
            player,
            kind,
            amount,
            objects,
        } => {
            let with: Vec<String> = objects.iter().map(|o| obj(db, st, *o)).collect();
            format!("{player} pays {amount} {kind} with [{}]", with.join(", "))
        }
        Event::Rested { object } => format!("{} rests", obj(db, st, *object)),
        Event::Woke { object } => format!("{} wakes up", obj(db, st, *object)),
        Event::Drew { player, object } => format!("{player} draws {}", obj(db, st, *object)),
        Event::Damaged {
            object,
            amount,
            source,
        } => match source {
            Some(s) => format!(
                "{} deals {amount} damage to {}",
                obj(db, st, *s),
                obj(db, st, *object)
            ),
            None => format!("{} takes {amount} damage", obj(db, st, *object)),
        },
        Event::Destroyed { object } => format!("{} is destroyed", obj(db, st, *object)),
        Event::Copied { original, copy } => {
            format!(
                "{} is copied as {}",
                obj(db, st, *original),
                obj(db, st, *copy)
            )
        }
        Event::CounterAdded {
            object,
            counter,
            amount,
        } => format!(
            "{} gets {amount:+} {counter} counter(s)",
            obj(db, st, *object)
        ),
        Event::Played {
            player,
            object,
            kind,
        } => {
            format!(
                "{player} completes the {kind:?} of {}",
                obj(db, st, *object)
            )
        }
        Event::OpportunityGained { player } => format!("{player} gains opportunity"),
        Event::TurnBegan { player, turn } => format!("== turn {turn}: {player}'s turn"),
        Event::PhaseBegan { phase } => format!("-- {phase} phase"),
        Event::PhaseEnded { phase } => format!("   ({phase} phase ends)"),
        Event::Passed { player } => format!("{player} passes"),
        Event::Resolved { object } => format!("{} resolves", obj(db, st, *object)),
        Event::Fizzled { object } => {
            format!(
                "{} fizzles: every target became illegal",
                obj(db, st, *object)
            )
        }
        Event::Negated { object } => {
            format!("{} is negated: it does not resolve", obj(db, st, *object))
        }
        Event::Skipped { object, what } => {
            format!(
                "{}: '{what}' can't happen and is skipped",
                obj(db, st, *object)
            )
        }
        Event::Used {
            player,
            object,
            ability,
            via,
        } => {
            let how = if *via { " (through another card)" } else { "" };
            format!("{player} uses {} to {ability}{how}", obj(db, st, *object))
        }
        Event::GameOver {
            winner: Some(w),
            reason,
        } => format!("== game over: {w} wins ({reason})"),
        Event::GameOver { reason, .. } => format!("== game over: a draw ({reason})"),
        Event::Gained {
            player,
            counter,
            amount,
        } if *amount >= 0 => format!("{player} gains {amount} {counter}"),
        Event::Gained {
            player,
            counter,
            amount,
        } => format!("{player} loses {} {counter}", -amount),
        Event::Declared {
            player,
            name,
            value,
        } => format!("{player} declares {name} {value}"),
        Event::Replaced { source, label } => {
            format!("  replacement: {label} ({})", obj(db, st, *source))
        }
        Event::Triggered { source, label } => {
            format!("  triggered: {label} ({})", obj(db, st, *source))
        }
        Event::Checked { object, trace } => {
            let mut text = format!(
                "{}: score {} against resistance {}: {}",
                obj(db, st, *object),
                trace.score,
                trace.resistance,
                if trace.success { "success" } else { "failure" }
            );
            for line in trace.to_string().lines() {
                text.push_str("\n    ");
                text.push_str(line);
            }
            text
        }
        Event::ActivationFailed { object } => format!(
            "{} fails to activate: it fizzles and its cards go back",
            obj(db, st, *object)
        ),
        Event::Missed {
            object,
            aimed,
            landed,
        } => format!(
            "{} misses: aimed at {aimed}, it lands on {landed}",
            obj(db, st, *object)
        ),
        Event::Shuffled { player, zone } => format!("{player} shuffles their {zone}"),
        Event::Created { player, object } => {
            format!("{player} creates the token {}", obj(db, st, *object))
        }
        Event::Discarded { object } => format!("{} is discarded", obj(db, st, *object)),
        Event::Revealed { player, objects } => {
            let names: Vec<String> = objects.iter().map(|o| obj(db, st, *o)).collect();
            format!("{player} reveals {}", names.join(", "))
        }
        Event::Healed { object, amount } => {
            format!("{amount} damage is removed from {}", obj(db, st, *object))
        }
    }
}

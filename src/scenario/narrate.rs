//! Human-readable event lines, for the demo and `cardsmith test --verbose`.

use crate::core::decision::{Answer, Choice, Decision};
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

/// The ruleset's word for an engine word (see `Vocabulary::words`).
fn word<'a>(db: &'a CardDb, engine_word: &'a str) -> &'a str {
    db.ruleset.vocabulary.word(engine_word)
}

/// One line describing `e`, in the ruleset's words.
pub fn describe_event(db: &CardDb, st: &GameState, e: &Event) -> String {
    match e {
        Event::Step { object, step } => format!("  [{step}] {}", obj(db, st, *object)),
        Event::Announced { player, object } => {
            format!(
                "{player} {} {}",
                word(db, "announces"),
                obj(db, st, *object)
            )
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
            format!(
                "{player} pays {amount} {} with [{}]",
                word(db, kind),
                with.join(", ")
            )
        }
        Event::Rested { object } => format!("{} {}", obj(db, st, *object), word(db, "rests")),
        Event::Woke { object } => format!("{} {}", obj(db, st, *object), word(db, "wakes up")),
        Event::Drew { player, object } => format!("{player} draws {}", obj(db, st, *object)),
        Event::Damaged {
            object,
            amount,
            source,
            ..
        } => match source {
            Some(s) => format!(
                "{} deals {amount} damage to {}",
                obj(db, st, *s),
                obj(db, st, *object)
            ),
            None => format!("{} takes {amount} damage", obj(db, st, *object)),
        },
        Event::Destroyed { object, .. } => format!("{} is destroyed", obj(db, st, *object)),
        Event::Destroying { object } => {
            format!("{} is tagged for destruction", obj(db, st, *object))
        }
        Event::Copied { original, copy } => {
            format!(
                "{} is copied as {}",
                obj(db, st, *original),
                obj(db, st, *copy)
            )
        }
        Event::StatusGained { object, status } => {
            format!("{} becomes {status}", obj(db, st, *object))
        }
        Event::Switched {
            object, from, to, ..
        } => format!(
            "{} switches from {} to {}",
            obj(db, st, *object),
            word(db, from),
            word(db, to)
        ),
        Event::Reflexive { object, name, .. } => {
            format!("{}: when you do ({name})", obj(db, st, *object))
        }
        Event::CounterAdded {
            object,
            counter,
            amount,
            ..
        } => format!(
            "{} gets {amount:+} {} counter(s)",
            obj(db, st, *object),
            word(db, counter)
        ),
        Event::Played {
            player,
            object,
            kind,
        } => {
            let kind = match kind {
                crate::core::events::PlayKind::Activation => word(db, "activation"),
                crate::core::events::PlayKind::Materialization => word(db, "materialization"),
            };
            format!("{player} completes the {kind} of {}", obj(db, st, *object))
        }
        Event::OpportunityGained { player } => format!("{player} gains opportunity"),
        Event::TurnBegan { player, turn } => format!("== turn {turn}: {player}'s turn"),
        Event::TurnEnded { player, turn } => format!("   (turn {turn}: {player}'s turn ends)"),
        Event::PhaseBegan { phase, .. } => format!("-- {phase} phase"),
        Event::PhaseEnded { phase, .. } => format!("   ({phase} phase ends)"),
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
            ..
        } => {
            let how = if *via { " (through another card)" } else { "" };
            format!("{player} uses {} to {ability}{how}", obj(db, st, *object))
        }
        Event::Attacked {
            player,
            object,
            target,
        } => format!(
            "{player} attacks {} with {}",
            obj(db, st, *target),
            obj(db, st, *object)
        ),
        Event::Retaliated { object, target } => format!(
            "{} retaliates against {}",
            obj(db, st, *object),
            obj(db, st, *target)
        ),
        Event::Hit {
            object,
            target,
            amount,
            ..
        } => format!(
            "{} hits {} for {amount} combat damage",
            obj(db, st, *object),
            obj(db, st, *target)
        ),
        Event::Killed { object, target } => {
            format!("{} kills {}", obj(db, st, *object), obj(db, st, *target))
        }
        Event::Sacrificed { object, player, .. } => {
            format!("{player} sacrifices {}", obj(db, st, *object))
        }
        Event::Attached { object, host } => {
            format!(
                "{} is attached to {}",
                obj(db, st, *object),
                obj(db, st, *host)
            )
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
            ..
        } if *amount >= 0 => format!("{player} gains {amount} {}", word(db, counter)),
        Event::Gained {
            player,
            counter,
            amount,
            ..
        } => format!("{player} loses {} {}", -amount, word(db, counter)),
        Event::Declared {
            player,
            name,
            value,
        } => format!("{player} declares {name} {value}"),
        Event::Took { player, action } => format!("{player} takes the action {action}"),
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
        Event::Swapped { object, other } => {
            format!(
                "{} and {} swap places",
                obj(db, st, *object),
                obj(db, st, *other)
            )
        }
        // A generated card (ctx:generate) is not a token.
        Event::Created { player, object } => {
            let token = st.object(*object).is_some_and(|o| db.card(o.card).token);
            let what = if token { "the token" } else { "the card" };
            format!("{player} creates {what} {}", obj(db, st, *object))
        }
        Event::Discarded { object, .. } => format!("{} is discarded", obj(db, st, *object)),
        Event::Revealed { player, objects } => {
            let names: Vec<String> = objects.iter().map(|o| obj(db, st, *o)).collect();
            format!("{player} reveals {}", names.join(", "))
        }
        Event::Healed { object, amount } => {
            format!("{amount} damage is removed from {}", obj(db, st, *object))
        }
    }
}

/// The lines for the events logged from position `from` on, with the scripts'
/// `ctx:log` lines where they were logged; `steps`: the pipeline's step markers too.
pub fn narrate_since(
    db: &CardDb,
    st: &GameState,
    from: usize,
    logged: Vec<crate::script::ScriptLine>,
    steps: bool,
) -> Vec<String> {
    let mut lines = Vec::new();
    let mut logged = logged.into_iter().peekable();
    for (i, e) in st.log.since(from).enumerate() {
        while let Some(l) = logged.next_if(|l| l.at <= from + i) {
            lines.push(l.to_string());
        }
        if steps || !matches!(e, Event::Step { .. }) {
            lines.push(describe_event(db, st, e));
        }
    }
    lines.extend(logged.map(|l| l.to_string()));
    lines
}

/// One line saying how `d.player` answered `d`, naming the objects, squares, modes or
/// number chosen.
pub fn describe_answer(db: &CardDb, st: &GameState, d: &Decision, a: &Answer) -> String {
    let listed = |v: Vec<String>| {
        if v.is_empty() {
            "nothing".to_string()
        } else {
            v.join(", ")
        }
    };
    let what = match a {
        Answer::Number(n) => n.to_string(),
        Answer::Names(n) => listed(n.clone()),
        Answer::Objects(o) => listed(o.iter().map(|o| obj(db, st, *o)).collect()),
        Answer::Squares(s) => listed(s.iter().map(|s| format!("square {s}")).collect()),
    };
    let (verb, after) = match d.choice {
        Choice::DeclareX => ("declares X =", ""),
        Choice::AlternativeCost | Choice::OptionalCosts => ("chooses the cost(s)", ""),
        Choice::Modes => ("chooses the mode(s)", ""),
        Choice::Targets => ("targets", ""),
        Choice::PayCost | Choice::PayCostPart => ("chooses", " to pay"),
        Choice::Combine => ("joins", " to the action"),
        Choice::Defend => ("resists with", ""),
        Choice::Place => ("places it:", ""),
        Choice::Attach => ("attaches it to", ""),
        Choice::PlayAs => ("plays it as", ""),
        Choice::Order => ("orders", ""),
        Choice::Purchase => ("takes", ""),
        Choice::Script => ("chooses", ""),
        Choice::ActivateLookedAt => ("activates", " while looking at it"),
    };
    format!("{} {verb} {what}{after} ({})", d.player, d.prompt)
}

//! What `cardsmith validate` checks in a scenario without playing it: every card id it
//! names exists in its ruleset (with its mods), every object a step or an expectation
//! names is a label it defined or a card id, every zone it names exists, and every use is
//! one the ruleset declares. (Modes and costs an answer names may come from other cards'
//! effects: only playing the scenario checks those.)

use super::{AnswerSpec, Expect, Scenario, Step};
use crate::core::ruleset::CardDb;
use std::collections::HashMap;

/// The problems found in `s` against the cards of `db` (its ruleset and mods loaded).
pub fn check(s: &Scenario, db: &CardDb) -> Vec<String> {
    let mut problems = Vec::new();
    // Label -> card id, from the starting position.
    let mut labels: HashMap<String, String> = HashMap::new();
    for (seat, p) in s.players.iter().enumerate() {
        for (zone, cards) in &p.zones {
            if db.zone(zone).is_none() {
                problems.push(format!("p{}: no zone named '{zone}'", seat + 1));
            }
            for entry in cards {
                let (id, label) = split_entry(entry);
                if db.lookup(id).is_none() {
                    problems.push(format!(
                        "p{} {zone}: no card '{id}' in ruleset '{}'",
                        seat + 1,
                        s.ruleset
                    ));
                }
                if !label.is_empty() && labels.insert(label.trim().into(), id.into()).is_some() {
                    problems.push(format!("the label '{label}' is given twice"));
                }
            }
        }
    }
    let names = |r: &str| labels.contains_key(r) || db.lookup(r).is_some();
    let object = |n: usize, r: &str, problems: &mut Vec<String>| {
        if !names(r) {
            problems.push(format!(
                "step {n}: '{r}' is neither a label of this scenario nor a card id"
            ));
        }
    };
    for (i, step) in s.steps.iter().enumerate() {
        let n = i + 1;
        match step {
            Step::Activate { card, answers, .. }
            | Step::Materialize { card, answers, .. }
            | Step::Use { card, answers, .. } => {
                object(n, card, &mut problems);
                if let Step::Activate {
                    ability: Some(ability),
                    ..
                } = step
                {
                    let granted = db.ruleset.counter_abilities.iter().map(|c| &c.ability);
                    let mut all = db.cards.iter().flat_map(|c| &c.abilities).chain(granted);
                    if !all.any(|a| &a.id == ability) {
                        problems.push(format!(
                            "step {n}: neither a card of ruleset '{}' nor its counters have an activated ability '{ability}'",
                            s.ruleset
                        ));
                    }
                }
                if let Step::Use { ability, .. } = step {
                    if !db.ruleset.uses.iter().any(|u| &u.id == ability) {
                        problems.push(format!(
                            "step {n}: ruleset '{}' has no use '{ability}'",
                            s.ruleset
                        ));
                    }
                }
                for a in answers {
                    for r in answer_objects(a) {
                        object(n, r, &mut problems);
                    }
                }
            }
            Step::Answer(a) | Step::Reject { answer: a, .. } => {
                for r in answer_objects(a) {
                    object(n, r, &mut problems);
                }
            }
            Step::Expect(e) => {
                for r in expect_objects(e) {
                    object(n, r, &mut problems);
                }
                for id in expect_card_ids(e) {
                    if db.lookup(id).is_none() {
                        problems.push(format!(
                            "step {n}: no card '{id}' in ruleset '{}'",
                            s.ruleset
                        ));
                    }
                }
            }
            Step::Declare { .. }
            | Step::Take { .. }
            | Step::Pass(_)
            | Step::Resolve
            | Step::PassUntil(..) => {}
        }
    }
    problems
}

/// A setup entry's card id and label: `"card_id@label at 2,3"`, `"card_id@label with
/// quest 9"`.
fn split_entry(entry: &str) -> (&str, &str) {
    let card = entry.split_once(" at ").map_or(entry, |(c, _)| c);
    let card = card.split_once(" with ").map_or(card, |(c, _)| c);
    let (id, label) = card.split_once('@').unwrap_or((card, ""));
    (id.trim(), label)
}

/// The objects an answer names.
fn answer_objects(a: &AnswerSpec) -> &[String] {
    match a {
        AnswerSpec::Targets(v)
        | AnswerSpec::Pay(v)
        | AnswerSpec::Objects(v)
        | AnswerSpec::Combine(v)
        | AnswerSpec::Defend(v) => v,
        _ => &[],
    }
}

/// The objects an expectation names (labels or card ids).
fn expect_objects(e: &Expect) -> impl Iterator<Item = &str> {
    e.damage
        .keys()
        .chain(e.attached.keys())
        .chain(e.attached.values().flatten())
        .chain(e.counters.keys())
        .chain(e.stats.keys())
        .chain(e.keywords.keys())
        .chain(e.no_keywords.keys())
        .chain(e.elements.keys())
        .chain(e.types.keys())
        .chain(e.subtypes.keys())
        .chain(e.attributes.keys())
        .chain(e.squares.keys())
        .chain(&e.rested)
        .chain(&e.awake)
        .chain(&e.face_down)
        .chain(e.candidates.iter().flatten())
        .map(String::as_str)
}

/// The card ids an expectation names (zone contents and the stack are card ids).
fn expect_card_ids(e: &Expect) -> impl Iterator<Item = &str> {
    e.zones
        .values()
        .flatten()
        .chain(e.order.values().flatten())
        .chain(e.stack.iter().flatten())
        .map(|entry| split_entry(entry).0)
}

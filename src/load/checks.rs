//! Load-time checks of a ruleset and of each card against its ruleset: what the types
//! allow but the rules do not (a cost part the ruleset has no resource for, a damage
//! shield without simultaneous damage...). Each problem names its file and line.

use super::{confine, LoadError};
use crate::core::ruleset::{CardDef, CostPart, Ruleset};
use std::path::Path;

pub(super) fn check_ruleset(r: &Ruleset, file: &Path, errors: &mut Vec<LoadError>) {
    if r.damage_shield.is_some() && r.damage != crate::core::ruleset::DamageTiming::Simultaneous {
        errors.push(LoadError::Invalid {
            file: file.to_path_buf(),
            line: 1,
            what: "damage_shield needs damage: Simultaneous (the shield applies as an ability's damage is dealt together)".into(),
        });
    }
    if let Some(c) = &r.combat {
        for u in [&c.attack, &c.retaliate] {
            if !r.uses.iter().any(|d| &d.id == u) {
                errors.push(LoadError::Invalid {
                    file: file.to_path_buf(),
                    line: 1,
                    what: format!(
                        "combat names the use '{u}', which the ruleset's uses do not declare"
                    ),
                });
            }
        }
    }
    confine::check_id_at(&r.id, "ruleset", file, 1, errors);
    for z in &r.zones {
        confine::check_id_at(&z.id, "zone", file, 1, errors);
    }
    let zones: Vec<&str> = r.zones.iter().map(|z| z.id.as_str()).collect();
    let mut zone = |name: &str, what: &str| {
        if !zones.contains(&name) {
            errors.push(LoadError::Invalid {
                file: file.to_path_buf(),
                line: 1,
                what: format!(
                    "{what} names zone '{name}', which the ruleset does not declare (zones: {})",
                    zones.join(", ")
                ),
            });
        }
    };
    for z in &r.activate_from {
        zone(z, "activate_from");
    }
    for z in &r.in_play {
        zone(z, "in_play");
    }
    for rule in &r.resolve_to {
        zone(&rule.zone, "resolve_to");
    }
    zone(&r.default_resolve_zone, "default_resolve_zone");
    if let Some(a) = &r.attachments {
        zone(&a.zone, "attachments.zone");
        zone(&a.leave_to, "attachments.leave_to");
        for z in &a.hosts {
            zone(z, "attachments.hosts");
        }
    }
    for u in &r.under {
        zone(&u.zone, "under.zone");
        zone(&u.leave_to, "under.leave_to");
    }
    if let Some(c) = r.combat.as_ref().and_then(|c| c.loaded.as_ref()) {
        zone(c, "combat.loaded");
    }
    if let Some(l) = &r.links {
        zone(&l.broken_to, "links.broken_to");
    }
    for d in &r.redirects {
        // A card leaving the effects stack as it resolves comes from "stack".
        for z in d
            .from
            .iter()
            .filter(|z| *z != "stack")
            .chain(&d.to)
            .chain([&d.instead])
        {
            zone(z, "redirects");
        }
    }
    zone(&r.fizzle_zone, "fizzle_zone");
    zone(&r.destroy_zone, "destroy_zone");
    zone(&r.draw_from, "draw_from");
    zone(&r.draw_to, "draw_to");
    for z in r.vocabulary.zones() {
        zone(z, "vocabulary");
    }
    for w in &r.defeat.without {
        zone(&w.zone, "defeat.without");
    }
    if let crate::core::ruleset::EmptyDraw::Reshuffle { from } = &r.defeat.empty_draw {
        zone(from, "defeat.empty_draw");
    }
    for s in r.deck_building.iter().flat_map(|d| &d.sections) {
        zone(&s.zone, "deck_building");
    }
    for u in &r.uses {
        for z in &u.from {
            zone(z, "a use's from");
        }
    }
    if let Some(c) = &r.combat {
        for z in c.intent.iter().chain(&c.intent_to) {
            zone(z, "combat");
        }
    }
    for k in &r.cost_kinds {
        match &k.payment {
            crate::core::ruleset::Payment::Choose { from, to, .. }
            | crate::core::ruleset::Payment::Random { from, to } => {
                zone(from, "a cost kind's payment");
                zone(to, "a cost kind's payment");
            }
        }
    }
    if let Some(res) = &r.resistance {
        for z in res.combine.iter().flat_map(|c| &c.from) {
            zone(z, "resistance.combine.from");
        }
        if let Some(d) = &res.defend {
            for z in &d.from {
                zone(z, "resistance.defend.from");
            }
            zone(&d.to, "resistance.defend.to");
        }
        zone(&res.failure.zone, "resistance.failure.zone");
        for k in &res.failure.keywords {
            zone(&k.zone, "resistance.failure.keywords");
        }
    }
    let mut invalid = |what: String| {
        errors.push(LoadError::Invalid {
            file: file.to_path_buf(),
            line: 1,
            what,
        })
    };
    let boards: Vec<&str> = r
        .zones
        .iter()
        .filter(|z| z.board.is_some())
        .map(|z| z.id.as_str())
        .collect();
    if boards.len() > 1 {
        invalid(format!(
            "zones {} are all boards; a ruleset has at most one",
            boards.join(", ")
        ));
    }
    if let Some(res) = &r.resistance {
        if boards.is_empty() {
            invalid("resistance needs a board zone (a zone with `board: Some(...)`) for range, cover and the creatures in targeted squares".into());
        }
        if res.score.sides == 0 {
            invalid("resistance.score.sides must be at least 1".into());
        }
        if res.range.as_ref().is_some_and(|g| g.every == 0) {
            invalid("resistance.range.every must be at least 1".into());
        }
    }
}

pub(super) fn check_card(
    r: &Ruleset,
    card: &CardDef,
    file: &Path,
    line: usize,
    errors: &mut Vec<LoadError>,
) {
    let mut bad = |what: String| {
        errors.push(LoadError::Invalid {
            file: file.to_path_buf(),
            line,
            what: format!("card '{}': {what}", card.id),
        })
    };
    let zones: Vec<&str> = r.zones.iter().map(|z| z.id.as_str()).collect();
    if !r.decks.iter().any(|d| d.id == card.deck) {
        bad(format!(
            "deck '{}' is not one of the ruleset's decks",
            card.deck
        ));
    }
    if let Some(c) = &card.cost {
        if r.cost_kinds.is_empty() {
            bad(format!(
                "has a cost, but ruleset '{}' has no costs: remove `cost`",
                r.id
            ));
        } else if !r.cost_kinds.iter().any(|k| k.id == c.kind) {
            let kinds: Vec<&str> = r.cost_kinds.iter().map(|k| k.id.as_str()).collect();
            bad(format!(
                "cost kind '{}' is not one of {}",
                c.kind,
                kinds.join(", ")
            ));
        }
        if c.amount < 0 {
            bad(format!("cost amount {} is negative", c.amount));
        }
    }
    if !card.elements.is_empty() && r.elements.is_empty() {
        bad(format!(
            "has elements, but ruleset '{}' has none: remove `elements`",
            r.id
        ));
    }
    for e in card.elements.iter().filter(|_| !r.elements.is_empty()) {
        if !r.elements.contains(e) {
            bad(format!(
                "element '{e}' is not one of {}",
                r.elements.join(", ")
            ));
        }
    }
    for z in &card.activate_from {
        if !zones.contains(&z.as_str()) {
            bad(format!("activate_from names unknown zone '{z}'"));
        }
    }
    let parts = card
        .additional_costs
        .iter()
        .chain(card.optional_costs.iter().flat_map(|o| o.parts.iter()))
        .chain(card.alternative_costs.iter().flat_map(|a| a.parts.iter()));
    for p in parts {
        if let CostPart::Move { from, to, .. } = p {
            for z in [from, to] {
                if !zones.contains(&z.as_str()) {
                    bad(format!("a cost moves cards through unknown zone '{z}'"));
                }
            }
        }
    }
}

//! Grand Archive's element check (activation step 1.2): every element of the card must
//! be enabled for its player. Used where the ruleset lists elements.

use super::{Point, Procedure, Verdict};
use crate::core::activation::{Activation, Pipeline, Step, Stop};
use crate::core::events::PlayKind;
use crate::core::ids::PlayerId;
use crate::core::lasting::IGNORE_ELEMENTS;
use crate::core::ruleset::CardDb;
use crate::core::state::{GameState, ZoneRef};

pub struct Elements;

pub const CHECK_ELEMENTS: Step = Step::new("1.2", "check elements");

impl Procedure for Elements {
    fn applies(&self, db: &CardDb) -> bool {
        !db.ruleset.elements.is_empty()
    }

    fn steps(&self) -> &'static [Step] {
        &[CHECK_ELEMENTS]
    }

    fn points(&self) -> &'static [Point] {
        &[Point::AfterAnnounce]
    }

    fn run(
        &self,
        _point: Point,
        p: &Pipeline,
        a: &mut Activation,
        st: &mut GameState,
    ) -> Result<Verdict, Stop> {
        p.enter(a, st, CHECK_ELEMENTS);
        let card = p.db.card(a.card);
        // Materializing some types (champions) ignores element requirements.
        if a.kind == PlayKind::Materialization {
            let ignored =
                p.db.ruleset
                    .materialize
                    .as_ref()
                    .map(|m| &m.ignore_elements);
            if ignored.is_some_and(|types| card.types.iter().any(|t| types.contains(t))) {
                return Ok(Verdict::Go);
            }
        }
        // A lasting effect or a constant ability may let the card ignore its element
        // requirements (Seiryuu's generated Arcane Blast; Silvie's Slime cards).
        if a.allowed_from.iter().any(|x| x == IGNORE_ELEMENTS)
            || p.hooks.permits(p.db, st, a.object, IGNORE_ELEMENTS)?
        {
            return Ok(Verdict::Go);
        }
        let enabled = enabled_elements(p.db, st, a.player);
        let missing: Vec<&str> = card
            .elements
            .iter()
            .filter(|e| !enabled.contains(&e.as_str()))
            .map(String::as_str)
            .collect();
        if !missing.is_empty() {
            return p.illegal(
                a,
                format!(
                    "{} needs element(s) {} enabled",
                    card.name,
                    missing.join(", ")
                ),
            );
        }
        Ok(Verdict::Go)
    }
}

/// The elements `player` has enabled: their own, the always-enabled ones, and those of
/// their cards in the ruleset's element sources (a champion's lineage).
pub fn enabled_elements<'d>(db: &'d CardDb, st: &'d GameState, player: PlayerId) -> Vec<&'d str> {
    let mut out: Vec<&str> = db
        .ruleset
        .always_enabled_elements
        .iter()
        .map(String::as_str)
        .collect();
    if let Some(p) = st.player(player) {
        out.extend(p.elements.iter().map(String::as_str));
    }
    for src in &db.ruleset.element_sources {
        let Some(z) = db.zone(&src.zone) else {
            continue;
        };
        for &o in st.zone(ZoneRef::Player(player, z)) {
            let Some(obj) = st.object(o) else { continue };
            let card = db.card(obj.card);
            if src
                .card_type
                .as_ref()
                .is_none_or(|t| card.types.contains(t))
            {
                out.extend(card.elements.iter().map(String::as_str));
            }
        }
    }
    out
}

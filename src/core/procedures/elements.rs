//! Grand Archive's element check (activation step 1.2): every element of the card must
//! be enabled for its player. Used where the ruleset lists elements.

use super::{Point, Procedure, Verdict};
use crate::core::activation::{Activation, Pipeline, Step, Stop};
use crate::core::events::PlayKind;
use crate::core::hooks::{Behaviors, HookError, PlayerStatic};
use crate::core::ids::{ObjectId, PlayerId};
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
            if let Some(types) = ignored {
                if crate::core::lasting::is_type(p.db, st, p.hooks, a.object, |t| {
                    types.iter().any(|x| x == t)
                })? {
                    return Ok(Verdict::Go);
                }
            }
        }
        // A lasting effect or a constant ability may let the card ignore its element
        // requirements (Seiryuu's generated Arcane Blast; Silvie's Slime cards).
        if a.allowed_from.iter().any(|x| x == IGNORE_ELEMENTS)
            || p.hooks.permits(p.db, st, a.object, IGNORE_ELEMENTS)?
        {
            return Ok(Verdict::Go);
        }
        // Its elements as they are now (a constant ability may set them).
        let elements = if p.hooks.changes_elements() {
            p.hooks.elements(p.db, st, a.object)?
        } else {
            card.elements.clone()
        };
        let enabled: Vec<String> = enabled_elements(p.db, st, p.hooks, a.player)?
            .into_iter()
            .map(str::to_string)
            .collect();
        let mut missing: Vec<&str> = Vec::new();
        for e in &elements {
            if !enabled.contains(e) && !enabled_by_ability(p.db, st, p.hooks, a.player, e)? {
                missing.push(e);
            }
        }
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

/// Whether a constant ability enables `element` for `player` (`{ enable = "fire" }`),
/// asked only of an element not enabled otherwise.
pub fn enabled_by_ability(
    db: &CardDb,
    st: &mut GameState,
    hooks: &dyn Behaviors,
    player: PlayerId,
    element: &str,
) -> Result<bool, HookError> {
    Ok(!hooks
        .player_statics(db, st, player, PlayerStatic::Enable(element))?
        .is_empty())
}

/// The elements `player` has enabled: their own, the always-enabled ones, and those of
/// their cards in the ruleset's element sources (a champion's lineage), each source's type
/// read as it is now (an ally that became a champion enables its elements).
pub fn enabled_elements<'d>(
    db: &'d CardDb,
    st: &'d mut GameState,
    hooks: &dyn Behaviors,
    player: PlayerId,
) -> Result<Vec<&'d str>, HookError> {
    let mut sources = Vec::new();
    for src in &db.ruleset.element_sources {
        let Some(z) = db.zone(&src.zone) else {
            continue;
        };
        let held: Vec<ObjectId> = st.zone(ZoneRef::Player(player, z)).to_vec();
        for o in held {
            let Some(card) = st.object(o).map(|x| x.card) else {
                continue;
            };
            let counts = match &src.card_type {
                None => true,
                Some(t) => crate::core::lasting::is_type(db, st, hooks, o, |x| x == t)?,
            };
            if counts {
                sources.push(card);
            }
        }
    }
    let st: &'d GameState = st;
    let mut out: Vec<&str> = db
        .ruleset
        .always_enabled_elements
        .iter()
        .map(String::as_str)
        .collect();
    if let Some(p) = st.player(player) {
        out.extend(p.elements.iter().map(String::as_str));
    }
    for card in sources {
        out.extend(db.card(card).elements.iter().map(String::as_str));
    }
    Ok(out)
}

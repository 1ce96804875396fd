//! Cards played attached to another object (`attachments`, KeyForge's upgrades): while
//! the card is played its player chooses the object it attaches to (1.8c); it can't be
//! played while there is none. It resolves into the ruleset's attachment zone attached
//! to that object, before its own ability, instead of going to its default zone; if the
//! object is gone by then it goes where a resolved card of its type goes. When the host
//! leaves play its attachments follow (`primitives::move_to`).

use super::{Point, Procedure, Verdict};
use crate::core::activation::{Activation, Pipeline, Step, Stop};
use crate::core::decision::{Choice, Options};
use crate::core::hooks::{Behaviors, HookError};
use crate::core::ids::{CardIdx, ObjectId, PlayerId};
use crate::core::primitives;
use crate::core::ruleset::{Attachments, CardDb};
use crate::core::stack::StackEntry;
use crate::core::state::{GameState, ZoneRef};

pub const CHOOSE_HOST: Step = Step::new("1.8c", "choose what it attaches to");

/// Playing cards attached to another object, as the ruleset's `attachments` says.
pub struct Attach;

/// The ruleset's attachment rule, if `card` is of a type it plays attached.
fn rule(db: &CardDb, card: CardIdx) -> Option<&Attachments> {
    let rule = db.ruleset.attachments.as_ref()?;
    let types = &db.card(card).types;
    rule.types.iter().any(|t| types.contains(t)).then_some(rule)
}

/// The objects a card may attach to: those in a host zone (either player's) of a host
/// type, in the order they were made.
fn hosts(db: &CardDb, st: &GameState, rule: &Attachments) -> Vec<ObjectId> {
    st.objects()
        .iter()
        .map(|o| o.id)
        .filter(|&o| is_host(db, st, rule, o))
        .collect()
}

/// The card types the latest "become" lasting effect aimed at this one object gives it,
/// read without running scripts (a become effect names its object, never a filter), as
/// this check has no script host at hand (KF-WC5-BECOME-1: Auto-Legionary in the
/// battleline is a creature an upgrade may go on).
fn become_on(st: &GameState, object: ObjectId) -> Option<Vec<String>> {
    use crate::core::lasting::{LastingEffect, LastingTarget};
    let generation = st.object(object)?.generation;
    let target = LastingTarget::Object {
        id: object,
        generation,
    };
    st.lasting()
        .iter()
        .filter(|l| l.target == target)
        .filter_map(|l| match &l.effect {
            LastingEffect::Become { types, .. } => Some((l.timestamp, types.clone())),
            _ => None,
        })
        .max_by_key(|(t, _)| *t)
        .map(|(_, types)| types)
}

/// Whether `object` is in a host zone and of a host type (as a "become" effect made it).
fn is_host(db: &CardDb, st: &GameState, rule: &Attachments, object: ObjectId) -> bool {
    let Some(o) = st.object(object) else {
        return false;
    };
    let ZoneRef::Player(_, z) = o.zone else {
        return false;
    };
    let in_zone = rule.hosts.iter().any(|h| db.zone(h) == Some(z));
    let types = become_on(st, object).unwrap_or_else(|| db.card(o.card).types.clone());
    in_zone && (rule.host_types.is_empty() || rule.host_types.iter().any(|t| types.contains(t)))
}

impl Procedure for Attach {
    fn applies(&self, db: &CardDb) -> bool {
        db.ruleset.attachments.is_some()
    }

    fn steps(&self) -> &'static [Step] {
        &[CHOOSE_HOST]
    }

    fn points(&self) -> &'static [Point] {
        &[Point::BeforeActivation]
    }

    fn forbids(
        &self,
        db: &CardDb,
        st: &GameState,
        _player: PlayerId,
        card: CardIdx,
    ) -> Option<String> {
        let rule = rule(db, card)?;
        hosts(db, st, rule)
            .is_empty()
            .then(|| format!("there is nothing to attach {} to", db.card(card).name))
    }

    fn run(
        &self,
        _point: Point,
        p: &Pipeline,
        a: &mut Activation,
        st: &mut GameState,
    ) -> Result<Verdict, Stop> {
        let Some(rule) = rule(p.db, a.card) else {
            return Ok(Verdict::Go);
        };
        let candidates = hosts(p.db, st, rule);
        let chosen = match a.take_answer() {
            Some(answer) => answer
                .into_objects()
                .into_iter()
                .find(|o| candidates.contains(o)),
            None if candidates.len() > 1 => {
                p.enter(a, st, CHOOSE_HOST);
                let prompt = format!("{}: attach it to what?", p.db.card(a.card).name);
                return Err(p.ask(
                    a,
                    Choice::Attach,
                    prompt,
                    Options::Objects {
                        candidates,
                        min: 1,
                        max: 1,
                    },
                ));
            }
            None => candidates.first().copied(),
        };
        p.entry(a, st)?.attach_to = chosen;
        Ok(Verdict::Go)
    }

    /// The card enters the attachment zone attached to its host, before its ability
    /// resolves — if the host is still where a host may be.
    fn before_resolving(
        &self,
        db: &CardDb,
        hooks: &dyn Behaviors,
        st: &mut GameState,
        entry: StackEntry,
    ) -> Result<StackEntry, HookError> {
        let object = entry.object;
        let Some(card) = super::card_resolving(st, &entry) else {
            return Ok(entry);
        };
        let (Some(rule), Some(host)) = (rule(db, card), entry.attach_to) else {
            return Ok(entry);
        };
        let Some(z) = db.zone(&rule.zone) else {
            return Ok(entry);
        };
        if !is_host(db, st, rule, host) {
            return Ok(entry);
        }
        // Into play under the player who played it, as any card resolving into play (a
        // card of the opponent's an ability played as one's own: Lateral Shift, Murkens).
        let player = Some(entry.controller).filter(|_| db.in_play(z));
        super::enter_zone(db, hooks, st, object, z, Some(&entry), |st| {
            primitives::move_into(db, st, object, z, Default::default(), player);
            primitives::attach(st, object, host);
        });
        Ok(entry)
    }
}

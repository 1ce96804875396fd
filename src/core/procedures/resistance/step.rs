//! 6d6's steps of the activation pipeline (seed 004): other cards join the action
//! (1.5a), and after costs are paid the action must beat its resistance (1.8a); a failed
//! action fizzles back to the deck, a failed attack lands on a random square.

use super::{actor, roll, situation, ResistanceTrace, ScoreLine};
use crate::core::activation::{Activation, Pipeline, Step, Stop};
use crate::core::board::{self, Square};
use crate::core::decision::{Choice, Options};
use crate::core::events::{Event, PlayKind};
use crate::core::ids::{ObjectId, PlayerId, ZoneIdx};
use crate::core::primitives;
use crate::core::procedures::{Point, Procedure, Verdict};
use crate::core::ruleset::{CardDb, ResistanceRule};
use crate::core::stack::{StackEntry, Target};
use crate::core::state::{GameObject, GameState, ZoneRef};
use std::sync::Arc;

pub const COMBINE_CARDS: Step = Step::new("1.5a", "combine cards");
pub const OVERCOME_RESISTANCE: Step = Step::new("1.8a", "overcome resistance");

/// Activation resistance as a procedure: used where the ruleset declares it.
pub struct Resistance;

impl Procedure for Resistance {
    fn applies(&self, db: &CardDb) -> bool {
        db.ruleset.resistance.is_some()
    }

    fn steps(&self) -> &'static [Step] {
        &[COMBINE_CARDS, OVERCOME_RESISTANCE]
    }

    fn points(&self) -> &'static [Point] {
        &[Point::AfterTargets, Point::BeforeActivation]
    }

    /// Only an effect card is activated, in the action its `action_attribute` names
    /// (seed 004, Activating Effects); a skill or a defence card only joins or resists
    /// one, so on its own it can't be played.
    fn may_play(
        &self,
        p: &Pipeline,
        a: &Activation,
        _st: &mut GameState,
        _zone_name: &str,
    ) -> Result<(), Stop> {
        let Some(attr) =
            p.db.ruleset
                .resistance
                .as_ref()
                .and_then(|r| r.action_attribute.as_ref())
        else {
            return Ok(());
        };
        let card = p.db.card(a.card);
        if a.kind != PlayKind::Activation || card.attributes.contains_key(attr) {
            return Ok(());
        }
        p.illegal(
            a,
            format!(
                "{} has no action ('{attr}') to be activated by: it only joins or resists an action",
                card.name
            ),
        )
    }

    fn run(
        &self,
        point: Point,
        p: &Pipeline,
        a: &mut Activation,
        st: &mut GameState,
    ) -> Result<Verdict, Stop> {
        let Some(rule) = p.db.ruleset.resistance.as_ref() else {
            return Ok(Verdict::Go);
        };
        match point {
            Point::AfterTargets => combine_cards(p, rule, a, st).map(|()| Verdict::Go),
            Point::BeforeActivation => overcome_resistance(p, rule, a, st),
            Point::AfterAnnounce => Ok(Verdict::Go),
        }
    }

    /// A card that resolves onto a board (a force field switched on) stands on the
    /// first square it targeted, or else beside its controller's creature.
    fn entered(
        &self,
        db: &CardDb,
        st: &mut GameState,
        object: ObjectId,
        z: ZoneIdx,
        entry: &StackEntry,
        _carried: Option<GameObject>,
    ) {
        let on_board = db
            .ruleset
            .zones
            .get(z.0 as usize)
            .is_some_and(|d| d.board.is_some());
        if !on_board {
            return;
        }
        let aimed = entry
            .targets
            .iter()
            .flat_map(|g| &g.chosen)
            .find_map(|t| match t {
                Target::Square(sq) => Some(*sq),
                _ => None,
            });
        if let Some(sq) = aimed.or_else(|| self.origin(db, st, entry.controller)) {
            primitives::place(st, object, sq);
        }
    }

    /// The square of the player's creature: range and reach count from it.
    fn origin(&self, db: &CardDb, st: &GameState, player: PlayerId) -> Option<Square> {
        let rule = db.ruleset.resistance.as_ref()?;
        board::square_of(st, actor(db, st, rule, player)?)
    }
}

/// 1.5a: cards whose attribute matches the effect card's join its activation action (a
/// Throw skill with a hand grenade) and wait on the stack with it.
fn combine_cards(
    p: &Pipeline,
    rule: &ResistanceRule,
    a: &mut Activation,
    st: &mut GameState,
) -> Result<(), Stop> {
    let Some(combine) = rule.combine.as_ref() else {
        return Ok(());
    };
    let chosen = match a.take_answer() {
        Some(answer) => answer.into_objects(),
        None => {
            let card = p.db.card(a.card);
            let Some(action) = card.attributes.get(&combine.attribute) else {
                return Ok(());
            };
            p.enter(a, st, COMBINE_CARDS);
            let mut candidates = Vec::new();
            for z in combine.from.iter().filter_map(|z| p.db.zone(z)) {
                for &id in st.zone(ZoneRef::Player(a.player, z)) {
                    let joins = st.object(id).is_some_and(|o| {
                        p.db.card(o.card).attributes.get(&combine.with_attribute) == Some(action)
                    });
                    if joins {
                        candidates.push(id);
                    }
                }
            }
            if candidates.is_empty() {
                return Ok(());
            }
            let max = candidates.len();
            return Err(p.ask(
                a,
                Choice::Combine,
                format!("{}: which cards join this {action} action?", card.name),
                Options::Objects {
                    candidates,
                    min: 0,
                    max,
                },
            ));
        }
    };
    for &id in &chosen {
        primitives::move_to(p.db, st, id, ZoneRef::Stack);
    }
    p.entry(a, st)?.joined = chosen;
    Ok(())
}

/// What 1.8a found before it asked the defenders.
#[derive(Clone)]
struct Check {
    trace: ResistanceTrace,
    defenders: Vec<PlayerId>,
    /// Defenders who have answered.
    asked: usize,
}

/// 1.8a: the resistance is gathered (the defenders choosing the cards they resist with,
/// one question each), the action's dice are rolled with the game RNG, and the score is
/// judged. The card is activated on success, and a failed attack lands on a random
/// square instead; otherwise the action fails ([`Verdict::End`]).
fn overcome_resistance(
    p: &Pipeline,
    rule: &ResistanceRule,
    a: &mut Activation,
    st: &mut GameState,
) -> Result<Verdict, Stop> {
    if a.kind != PlayKind::Activation {
        return Ok(Verdict::Go);
    }
    if a.part == 0 {
        p.enter(a, st, OVERCOME_RESISTANCE);
        let Some(from) = crate::core::procedures::origin(p.db, st, a.player) else {
            return p.illegal(
                a,
                format!(
                    "{} has no {} on the board to act with",
                    a.player,
                    rule.actor_types.join(" or ")
                ),
            );
        };
        let mut squares: Vec<Square> = Vec::new();
        for t in p
            .entry(a, st)?
            .targets
            .clone()
            .iter()
            .flat_map(|g| &g.chosen)
        {
            let sq = match *t {
                Target::Square(sq) => Some(sq),
                Target::Object { id, .. } => board::square_of(st, id),
                Target::Player(_) => None,
            };
            if let Some(sq) = sq.filter(|s| !squares.contains(s)) {
                squares.push(sq);
            }
        }
        let harmful = p
            .hooks
            .has_keyword(p.db, st, a.object, &rule.harmful_keyword)?;
        let mut trace = ResistanceTrace::new();
        situation(
            p.db, p.hooks, st, rule, a.player, a.object, from, &squares, harmful, &mut trace,
        )?;
        let defenders = if harmful && rule.defend.is_some() {
            defenders(p.db, st, a.player, &squares)
        } else {
            Vec::new()
        };
        a.scratch = Some(Arc::new(Check {
            trace,
            defenders,
            asked: 0,
        }));
        a.part = 1;
    }
    let mut check = match a.scratch.take().map(|s| s.downcast::<Check>()) {
        Some(Ok(c)) => Arc::try_unwrap(c).unwrap_or_else(|c| (*c).clone()),
        _ => return p.illegal(a, "the resistance check lost its progress"),
    };
    let defended = defend(p, rule, a, st, &mut check);
    if let Err(stop) = defended {
        a.scratch = Some(Arc::new(check));
        return Err(stop);
    }
    roll_and_judge(p, rule, a, st, check.trace)
}

/// The players other than the actor whose creatures stand in the targeted squares.
fn defenders(db: &CardDb, st: &GameState, actor: PlayerId, squares: &[Square]) -> Vec<PlayerId> {
    let mut out: Vec<PlayerId> = Vec::new();
    for &sq in squares {
        for id in board::occupants(db, st, sq) {
            let Some(p) = st.object(id).map(|o| o.controller) else {
                continue;
            };
            if p != actor && !out.contains(&p) {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

/// Each defender may resist a harmful effect with their own cards: each chooses which,
/// and each adds its value.
fn defend(
    p: &Pipeline,
    rule: &ResistanceRule,
    a: &mut Activation,
    st: &mut GameState,
    check: &mut Check,
) -> Result<(), Stop> {
    let Some(def) = &rule.defend else {
        return Ok(());
    };
    let Some(to) = p.db.zone(&def.to) else {
        return p.illegal(
            a,
            format!("the defend rule names an unknown zone '{}'", def.to),
        );
    };
    let action = rule
        .combine
        .as_ref()
        .and_then(|c| p.db.card(a.card).attributes.get(&c.attribute))
        .cloned();
    while let Some(&defender) = check.defenders.get(check.asked) {
        let chosen = match a.take_answer() {
            Some(answer) => answer.into_objects(),
            None => {
                let mut candidates = Vec::new();
                for z in def.from.iter().filter_map(|z| p.db.zone(z)) {
                    for id in st.zone(ZoneRef::Player(defender, z)).to_vec() {
                        if !p.hooks.has_keyword(p.db, st, id, &def.keyword)? {
                            continue;
                        }
                        let against = st
                            .object(id)
                            .and_then(|o| p.db.card(o.card).attributes.get("against"));
                        if against.is_none_or(|x| Some(x) == action.as_ref()) {
                            candidates.push(id);
                        }
                    }
                }
                if candidates.is_empty() {
                    check.asked += 1;
                    continue;
                }
                let max = candidates.len();
                return Err(p.ask_player(
                    defender,
                    Choice::Defend,
                    format!("{defender}: which cards resist {}?", p.card_name(a)),
                    Options::Objects {
                        candidates,
                        min: 0,
                        max,
                    },
                ));
            }
        };
        for id in chosen {
            let value = p.hooks.stat(p.db, st, id, &def.stat)?.unwrap_or(0);
            let name = st
                .object(id)
                .map(|o| p.db.card(o.card).name.clone())
                .unwrap_or_default();
            check
                .trace
                .add(format!("{name} ({defender} resists)"), Some(id), value);
            primitives::move_to(p.db, st, id, ZoneRef::Player(defender, to));
        }
        check.asked += 1;
    }
    Ok(())
}

/// Rolls the action's dice, judges the score, and lets a failed attack scatter.
fn roll_and_judge(
    p: &Pipeline,
    rule: &ResistanceRule,
    a: &mut Activation,
    st: &mut GameState,
    mut trace: ResistanceTrace,
) -> Result<Verdict, Stop> {
    let joined = p.entry(a, st)?.joined.clone();
    let score = &rule.score;
    if score.base_dice > 0 {
        let rolls = roll(st, score.base_dice, score.sides);
        trace.score_lines.push(ScoreLine {
            source: "the action".into(),
            rolls,
            bonus: 0,
        });
    }
    for id in std::iter::once(a.object).chain(joined.iter().copied()) {
        let dice = p.hooks.stat(p.db, st, id, &score.dice_stat)?.unwrap_or(0);
        let bonus = match &score.bonus_stat {
            Some(b) => p.hooks.stat(p.db, st, id, b)?.unwrap_or(0),
            None => 0,
        };
        if dice <= 0 && bonus == 0 {
            continue;
        }
        let rolls = roll(st, dice.clamp(0, 64) as u32, score.sides);
        let name = st
            .object(id)
            .map(|o| p.db.card(o.card).name.clone())
            .unwrap_or_default();
        trace.score_lines.push(ScoreLine {
            source: name,
            rolls,
            bonus,
        });
    }
    trace.judge(rule.success);
    let attack = match &rule.failure.attack_keyword {
        Some(k) => p.hooks.has_keyword(p.db, st, a.object, k)?,
        None => false,
    };
    if !trace.success && attack {
        scatter(p, a, st, rule.failure.scatter, &mut trace)?;
    }
    let activated = trace.success || attack;
    st.emit(Event::Checked {
        object: a.object,
        trace: Box::new(trace.clone()),
    });
    for &(aimed, landed) in &trace.landed {
        st.emit(Event::Missed {
            object: a.object,
            aimed,
            landed,
        });
    }
    p.entry(a, st)?.resistance = Some(Box::new(trace.clone()));
    if activated {
        return Ok(Verdict::Go);
    }
    failed(p, rule, a, st)?;
    Ok(Verdict::End)
}

/// A failed attack still goes off, off target: each aimed square is replaced by one
/// drawn with the game RNG from the squares within `radius` of it.
fn scatter(
    p: &Pipeline,
    a: &Activation,
    st: &mut GameState,
    radius: u32,
    trace: &mut ResistanceTrace,
) -> Result<(), Stop> {
    let Some((_, def)) = board::board(p.db) else {
        return Ok(());
    };
    let mut groups = std::mem::take(&mut p.entry(a, st)?.targets);
    for t in groups.iter_mut().flat_map(|g| g.chosen.iter_mut()) {
        let Target::Square(aimed) = *t else { continue };
        let around: Vec<Square> = board::squares_within(def, aimed, radius)
            .into_iter()
            .filter(|s| *s != aimed)
            .collect();
        if around.is_empty() {
            continue;
        }
        let landed = around[st.rng.below(around.len() as u64) as usize];
        *t = Target::Square(landed);
        trace.landed.push((aimed, landed));
    }
    p.entry(a, st)?.targets = groups;
    Ok(())
}

/// The action failed to beat its resistance: it fizzles, and its cards return to the
/// ruleset's failure zone, or where their own keywords send them.
fn failed(
    p: &Pipeline,
    rule: &ResistanceRule,
    a: &Activation,
    st: &mut GameState,
) -> Result<(), Stop> {
    let entry = p.entry(a, st)?.clone();
    st.stack.remove_entry(a.object, None);
    st.emit(Event::ActivationFailed { object: a.object });
    let mut shuffle = Vec::new();
    for id in std::iter::once(a.object).chain(entry.joined.iter().copied()) {
        let Some((owner, card)) = st.object(id).map(|o| (o.owner, p.db.card(o.card))) else {
            continue;
        };
        let zone = rule
            .failure
            .keywords
            .iter()
            .find(|k| card.keywords.contains(&k.keyword))
            .map_or(&rule.failure.zone, |k| &k.zone);
        if let Some(z) = p.db.zone(zone) {
            primitives::move_to(p.db, st, id, ZoneRef::Player(owner, z));
            if rule.failure.shuffle && *zone == rule.failure.zone {
                shuffle.push(ZoneRef::Player(owner, z));
            }
        }
    }
    shuffle.dedup();
    for z in shuffle {
        primitives::shuffle(p.db, st, z);
    }
    st.opportunity = Some(a.player);
    st.passes = 0;
    st.emit(Event::OpportunityGained { player: a.player });
    Ok(())
}

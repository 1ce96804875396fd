//! Steps 1.7 to 1.9: the cost is calculated and paid, modes a payment made available are
//! selected (1.8.2), and the card is activated.

use super::declare::WITHOUT_PAYING;
use super::{Activation, Payer, Pipeline, Stage, Step, Stop};
use crate::core::cost::{self, CostOp};
use crate::core::decision::{Choice, Options};
use crate::core::events::Event;
use crate::core::ids::{ObjectId, ZoneIdx};
use crate::core::primitives;
use crate::core::procedures;
use crate::core::query;
use crate::core::replacement::{self, Change};
use crate::core::ruleset::{CostPart, ObjectFilter, PayBy, Payment, Who};
use crate::core::state::{ActKind, GameState, ZoneRef};

impl Pipeline<'_> {
    /// 1.7: the cost pipeline, with its trace kept on the stack entry.
    pub(super) fn calculate_cost(
        &self,
        a: &mut Activation,
        st: &mut GameState,
    ) -> Result<(), Stop> {
        self.enter(a, st, Step::CALCULATE_COST);
        if let (Some(def), Some(name)) = (self.ability_def(a), a.ability.as_deref()) {
            // An ability's cost is its own: the card's cost modifiers (Efficiency, "costs
            // 1 less") are about activating the card; only those naming the ability apply.
            let trace = match def.cost.as_ref() {
                Some(c) => {
                    let mods = self
                        .hooks
                        .ability_cost_modifiers(self.db, st, a.object, name, &c.kind)?;
                    let label = format!("ability cost {}", c.amount);
                    Some(cost::calculate(&c.kind, c.amount, &label, &mods))
                }
                None => None,
            };
            a.total = trace.as_ref().map_or(0, |t| t.total);
            self.entry(a, st)?.cost = trace;
            return Ok(());
        }
        let card = self.db.card(a.card);
        let Some(printed) = &card.cost else {
            a.total = 0;
            return Ok(());
        };
        let entry = self.entry(a, st)?;
        let (x, alt) = (entry.x, entry.alternative_cost.clone());
        let (mut base, mut label) = (printed.amount, format!("printed cost {}", printed.amount));
        let free = alt.as_deref() == Some(WITHOUT_PAYING);
        let alt = alt.and_then(|id| card.alternative_costs.iter().find(|c| c.id == id));
        let unmodified = alt.is_some_and(|a| a.unmodified);
        if let Some(alt) = alt {
            // An alternative cost replaces the printed one, X included (X is 0).
            base = alt.amount;
            label = format!("alternative cost '{}' {}", alt.id, alt.amount);
        } else if printed.x {
            base = base.saturating_add(x);
            label.push_str(&format!(" + X={x}"));
        }
        let mut mods = self
            .hooks
            .cost_modifiers(self.db, st, a.object, &printed.kind)?;
        mods.extend(crate::core::lasting::card_cost_modifiers(
            self.db,
            st,
            self.hooks,
            a.object,
            &printed.kind,
        )?);
        // "Without paying its cost" is the player's choice: declined, it does not apply.
        if !free {
            mods.retain(|m| m.op != CostOp::Remove);
        }
        // An effect that instructs the play without paying removes the cost itself.
        if a.without_paying {
            mods.push(cost::CostModifier {
                source: a.played_by,
                label: "played without paying by an effect".into(),
                op: CostOp::Remove,
                timestamp: Default::default(),
            });
        }
        if unmodified {
            mods.clear();
        }
        let trace = cost::calculate(&printed.kind, base, &label, &mods);
        a.total = trace.total;
        self.entry(a, st)?.cost = Some(trace);
        Ok(())
    }

    /// 1.8: the numeric cost first (possibly through payment keywords such as
    /// Reservable), then additional, optional and alternative cost parts, one at a time.
    pub(super) fn pay_costs(&self, a: &mut Activation, st: &mut GameState) -> Result<(), Stop> {
        if a.part == 0 {
            self.enter(a, st, Step::PAY_COSTS);
            a.part = 1;
        }
        let card = self.db.card(a.card);
        let ability = self.ability_def(a);
        if a.part == 1 {
            let printed = match ability {
                Some(def) => def.cost.as_ref(),
                None => card.cost.as_ref(),
            };
            if let Some(printed) = printed {
                self.pay_amount(a, st, &printed.kind)?;
            }
            a.part = 2;
            a.part_at = 0;
        }
        if let Some(def) = ability {
            while let Some(part) = def.costs.get(a.part_at) {
                self.pay_part(a, st, part)?;
                a.part_at += 1;
            }
            self.entry(a, st)?.costs_paid = true;
            return Ok(());
        }
        let entry = self.entry(a, st)?;
        let (optional, alt) = (entry.optional_costs.clone(), entry.alternative_cost.clone());
        let mut parts: Vec<&CostPart> = card.additional_costs.iter().collect();
        for o in card
            .optional_costs
            .iter()
            .filter(|o| optional.contains(&o.id))
        {
            parts.extend(o.parts.iter());
        }
        if let Some(alt) = alt.and_then(|id| card.alternative_costs.iter().find(|c| c.id == id)) {
            parts.extend(alt.parts.iter());
        }
        while let Some(part) = parts.get(a.part_at) {
            self.pay_part(a, st, part)?;
            a.part_at += 1;
        }
        self.entry(a, st)?.costs_paid = true;
        Ok(())
    }

    /// Objects that may pay 1 of `kind` instead of the ruleset's payment, and how each
    /// pays: through a payment keyword (Reservable, Floating Memory), or through a
    /// replacement effect on the payment (GA 1.8.a).
    pub(super) fn keyword_payers(
        &self,
        a: &Activation,
        st: &mut GameState,
        kind: &str,
    ) -> Result<Vec<(ObjectId, Payer)>, Stop> {
        let mut out = Vec::new();
        for pk in self
            .db
            .ruleset
            .payment_keywords
            .iter()
            .filter(|p| p.cost == kind && p.of_card.is_none())
        {
            let filter = match &pk.by {
                PayBy::Rest => ObjectFilter {
                    controller: Who::You,
                    keyword: Some(pk.keyword.clone()),
                    rested: Some(false),
                    ..Default::default()
                },
                PayBy::Move { from, .. } => ObjectFilter {
                    zone: Some(from.clone()),
                    controller: Who::You,
                    keyword: Some(pk.keyword.clone()),
                    ..Default::default()
                },
            };
            for id in query::find(self.db, st, self.hooks, &filter, a.player, Some(a.object))? {
                if !out.iter().any(|(o, _)| *o == id) {
                    out.push((id, Payer::Keyword(pk.by.clone())));
                }
            }
        }
        let offer = Change::Pay {
            player: a.player,
            kind: kind.to_string(),
        };
        for r in self.hooks.replacements(self.db, st, &offer)? {
            if !out.iter().any(|(o, _)| *o == r.source) {
                out.push((r.source, Payer::Replacement(r)));
            }
        }
        Ok(out)
    }

    /// Pays 1 of `kind` with one such payer: rests it or moves it (a keyword), or does
    /// what its replacement effect does instead of the payment.
    pub(super) fn pay_by(
        &self,
        a: &Activation,
        st: &mut GameState,
        id: ObjectId,
        payer: &Payer,
        kind: &str,
    ) -> Result<(), Stop> {
        match payer {
            Payer::Keyword(PayBy::Rest) => {
                primitives::rest(st, id);
            }
            Payer::Keyword(PayBy::Move { to, .. }) => {
                if let Some(z) = self.db.zone(to) {
                    primitives::move_to(self.db, st, id, ZoneRef::Player(a.player, z));
                }
            }
            Payer::Replacement(r) => {
                let offer = Change::Pay {
                    player: a.player,
                    kind: kind.to_string(),
                };
                st.emit(Event::Replaced {
                    source: r.source,
                    label: r.label.clone(),
                });
                for c in self.hooks.replace(self.db, st, r, &offer)? {
                    replacement::apply(self.db, self.hooks, st, c)?;
                }
            }
        }
        Ok(())
    }

    /// Pays the calculated cost. The cards that may pay are found once; the payment's
    /// question (which of them) is asked once.
    fn pay_amount(&self, a: &mut Activation, st: &mut GameState, kind: &str) -> Result<(), Stop> {
        let Some(def) = self.db.cost_kind(kind) else {
            return self.illegal(a, format!("the ruleset has no cost kind '{kind}'"));
        };
        let total = a.total;
        let need = total.max(0) as usize;
        let (from, to) = match &def.payment {
            Payment::Choose { from, to, .. } | Payment::Random { from, to } => (from, to),
        };
        let (Some(from_z), Some(to_z)) = (self.db.zone(from), self.db.zone(to)) else {
            return self.illegal(a, format!("cost kind '{kind}' names an unknown zone"));
        };
        let pool: Vec<ObjectId> = st.zone(ZoneRef::Player(a.player, from_z)).to_vec();
        let pre = self.pay_by_card_keyword(a, st, kind, need, pool.len())?;
        let pre_len = pre.len();
        let need = need - pre_len.min(need);
        if need == 0 && !pre.is_empty() {
            st.emit(Event::CostPaid {
                player: a.player,
                kind: kind.to_string(),
                amount: total,
                objects: pre,
            });
            return Ok(());
        }
        let answer = a.take_answer();
        if answer.is_none() {
            a.payers = self.keyword_payers(a, st, kind)?;
            let available = pool.len() + a.payers.len();
            if available < need {
                return self.illegal(
                    a,
                    format!(
                        "the {kind} cost is {need} but only {available} card(s) or object(s) can pay it ({from} holds {})",
                        pool.len()
                    ),
                );
            }
            if need == 0 {
                return Ok(());
            }
        }
        let payers = a.payers.clone();
        let payer_of = |id: ObjectId| payers.iter().find(|(o, _)| *o == id).map(|(_, p)| p);
        // Chosen (or picked) and moved with no opportunity in between (GA-COST-2.1, 3.2).
        let mut paid = pre;
        match &def.payment {
            Payment::Choose { face_down, .. } => {
                let chosen = match answer {
                    Some(answer) => answer.into_objects(),
                    None => {
                        let mut candidates = pool;
                        candidates.extend(payers.iter().map(|(o, _)| *o));
                        if candidates.len() != need {
                            return Err(self.ask(
                                a,
                                Choice::PayCost,
                                format!(
                                    "{}: choose {need} to pay the {kind} cost",
                                    self.card_name(a)
                                ),
                                Options::Objects {
                                    candidates,
                                    min: need,
                                    max: need,
                                },
                            ));
                        }
                        candidates
                    }
                };
                for id in chosen {
                    if let Some(by) = payer_of(id) {
                        self.pay_by(a, st, id, by, kind)?;
                    } else {
                        primitives::move_to(self.db, st, id, ZoneRef::Player(a.player, to_z));
                        if let Some(o) = st.object_mut(id) {
                            o.face_down = *face_down;
                        }
                        self.entry(a, st)?.paid_with.push(id);
                    }
                    paid.push(id);
                }
            }
            Payment::Random { .. } => {
                // Non-random payments are declared and made first (GA-COST-3.1.1).
                if !payers.is_empty() {
                    let chosen = match answer {
                        Some(answer) => answer.into_objects(),
                        None => {
                            let candidates: Vec<ObjectId> =
                                payers.iter().map(|(o, _)| *o).collect();
                            let max = need.min(candidates.len());
                            let min = need.saturating_sub(pool.len()).min(max);
                            return Err(self.ask(
                                a,
                                Choice::PayCost,
                                format!(
                                    "{}: which cards pay part of the {kind} cost before the random part?",
                                    self.card_name(a)
                                ),
                                Options::Objects {
                                    candidates,
                                    min,
                                    max,
                                },
                            ));
                        }
                    };
                    for id in chosen {
                        if let Some(by) = payer_of(id) {
                            self.pay_by(a, st, id, by, kind)?;
                        }
                        paid.push(id);
                    }
                }
                let mut pool = pool;
                for _ in paid.len()..need + pre_len {
                    if pool.is_empty() {
                        break;
                    }
                    let i = st.rng.below(pool.len() as u64) as usize;
                    let id = pool.swap_remove(i);
                    primitives::move_to(self.db, st, id, ZoneRef::Player(a.player, to_z));
                    paid.push(id);
                }
            }
        }
        st.emit(Event::CostPaid {
            player: a.player,
            kind: kind.to_string(),
            amount: total,
            objects: paid,
        });
        Ok(())
    }

    fn pay_part(
        &self,
        a: &mut Activation,
        st: &mut GameState,
        part: &CostPart,
    ) -> Result<(), Stop> {
        let (mut filter, count, dest) = match part {
            CostPart::RemoveCounters {
                counter,
                count,
                filter,
            } => return self.remove_counters(a, st, counter, *count as i64, filter),
            CostPart::RemoveDamage { count, filter } => {
                return self.remove_damage(a, st, *count as i64, filter)
            }
            CostPart::Delevel => return self.delevel(a, st),
            CostPart::Rest { filter, count } => (filter.clone(), *count as usize, None),
            CostPart::Move {
                from,
                to,
                filter,
                count,
            } => {
                let Some(to_z) = self.db.zone(to) else {
                    return self.illegal(a, format!("cost names an unknown zone '{to}'"));
                };
                let mut f = filter.clone();
                f.zone = Some(from.clone());
                (f, *count as usize, Some(to_z))
            }
        };
        let chosen = match a.take_answer() {
            Some(answer) => answer.into_objects(),
            None => {
                filter.controller = Who::You;
                if dest.is_none() {
                    filter.rested = Some(false);
                }
                let candidates =
                    query::find(self.db, st, self.hooks, &filter, a.player, Some(a.object))?;
                if candidates.len() < count {
                    return self.illegal(
                        a,
                        format!(
                            "an additional cost needs {count} object(s), only {} qualify",
                            candidates.len()
                        ),
                    );
                }
                if candidates.len() != count {
                    return Err(self.ask(
                        a,
                        Choice::PayCostPart,
                        format!("{}: choose {count} to pay a cost", self.card_name(a)),
                        Options::Objects {
                            candidates,
                            min: count,
                            max: count,
                        },
                    ));
                }
                candidates
            }
        };
        for id in chosen {
            match dest {
                None => {
                    primitives::rest(st, id);
                    let generation = st.object(id).map_or(0, |o| o.generation);
                    self.entry(a, st)?.rested_for_cost.push((id, generation));
                }
                // To its owner's zone; a token sacrificed this way ceases to exist
                // (the ruleset's token zones).
                Some(z) => {
                    self.log_sacrifice(a, st, id, z);
                    let counters = st.object(id).map(|o| o.counters.clone());
                    primitives::move_to_zone(self.db, st, id, z);
                    let entry = self.entry(a, st)?;
                    for (name, n) in counters.into_iter().flatten() {
                        *entry.moved_counters.entry(name).or_default() += n;
                    }
                    if let Some(g) = st.object(id).map(|o| o.generation) {
                        self.entry(a, st)?.moved_for_cost.push((id, g));
                    }
                }
            }
        }
        Ok(())
    }

    /// A cost part that moves an object of the payer's from play to the discard zone
    /// sacrifices it (Grand Archive: CR, Sacrifice 2, 2.b): logged before the move, with
    /// the generation it has in play, so that its "On Sacrifice" answers from where it went.
    fn log_sacrifice(&self, a: &Activation, st: &mut GameState, id: ObjectId, to: ZoneIdx) {
        let discard = self.db.ruleset.vocabulary.discard.as_deref();
        let Some(o) = st.object(id) else {
            return;
        };
        let in_play = matches!(o.zone, ZoneRef::Player(_, z) if self.db.in_play(z));
        if in_play && discard.and_then(|d| self.db.zone(d)) == Some(to) {
            let generation = o.generation;
            st.emit(Event::Sacrificed {
                object: id,
                player: a.player,
                generation,
            });
        }
    }

    /// A cost of counters: one object the payer controls, matching `filter` and holding
    /// at least `count` of `counter`, has them removed (a change, through replacement
    /// effects). With none, the activation is illegal (GA-COST-10).
    fn remove_counters(
        &self,
        a: &mut Activation,
        st: &mut GameState,
        counter: &str,
        count: i64,
        filter: &ObjectFilter,
    ) -> Result<(), Stop> {
        // A constant ability may forbid removing this kind from some objects to pay
        // costs (GA-FORBID-COUNTER-COST): they can't pay it, whatever they hold.
        let action = forbid_removing(counter);
        let mut f = filter.clone();
        f.controller = Who::You;
        let mut barred = Vec::new();
        for id in query::find(self.db, st, self.hooks, &f, a.player, Some(a.object))? {
            if let Some(source) = self.hooks.forbids(self.db, st, id, &action)? {
                barred.push((id, source));
            }
        }
        let object = self.one_holding(
            a,
            st,
            filter,
            |o| {
                !barred.iter().any(|(id, _)| *id == o.id)
                    && o.counters.get(counter).is_some_and(|n| *n >= count)
            },
            &format!("{count} {counter} counter(s)"),
            "holds that many",
        );
        let object = match object {
            Ok(o) if !barred.iter().any(|(id, _)| *id == o) => o,
            Ok(_) | Err(Stop::Illegal { .. }) if !barred.is_empty() => {
                let name = st
                    .object(barred[0].1)
                    .map_or("?", |o| &self.db.card(o.card).name);
                return self.illegal(
                    a,
                    format!("{counter} counters can't be removed to pay costs ({name})"),
                );
            }
            other => other?,
        };
        let change = Change::Counter {
            object,
            counter: counter.to_string(),
            amount: -count,
            cause: None,
            by: None,
        };
        replacement::apply(self.db, self.hooks, st, change)?;
        Ok(())
    }

    /// A cost of damage: one object the payer controls, matching `filter` and with at
    /// least `count` damage, has that much removed (a heal change, through replacement
    /// effects). With none, the activation is illegal (CR, Recover 2 example).
    fn remove_damage(
        &self,
        a: &mut Activation,
        st: &mut GameState,
        count: i64,
        filter: &ObjectFilter,
    ) -> Result<(), Stop> {
        let object = self.one_holding(
            a,
            st,
            filter,
            |o| o.damage >= count,
            &format!("{count} damage"),
            "has that much",
        )?;
        let change = Change::Heal {
            object,
            amount: count,
        };
        replacement::apply(self.db, self.hooks, st, change)?;
        Ok(())
    }

    /// The one object the payer controls, matching `filter`, that `holds` what a cost
    /// removes (`what`): asked for when several do, illegal when none does.
    fn one_holding(
        &self,
        a: &mut Activation,
        st: &mut GameState,
        filter: &ObjectFilter,
        holds: impl Fn(&crate::core::state::GameObject) -> bool,
        what: &str,
        none_has: &str,
    ) -> Result<ObjectId, Stop> {
        let object = match a.take_answer() {
            Some(answer) => answer.into_objects().first().copied(),
            None => {
                let mut filter = filter.clone();
                filter.controller = Who::You;
                let candidates: Vec<ObjectId> =
                    query::find(self.db, st, self.hooks, &filter, a.player, Some(a.object))?
                        .into_iter()
                        .filter(|id| st.object(*id).is_some_and(&holds))
                        .collect();
                if candidates.len() > 1 {
                    return Err(self.ask(
                        a,
                        Choice::PayCostPart,
                        format!("{}: remove {what} from which?", self.card_name(a)),
                        Options::Objects {
                            candidates,
                            min: 1,
                            max: 1,
                        },
                    ));
                }
                candidates.first().copied()
            }
        };
        match object {
            Some(o) => Ok(o),
            None => self.illegal(
                a,
                format!("the cost removes {what}, and nothing of yours {none_has}"),
            ),
        }
    }

    /// A cost of delevelling the payer's champion (the ruleset's lineage procedure).
    fn delevel(&self, a: &mut Activation, st: &mut GameState) -> Result<(), Stop> {
        let Some(rule) = self.db.ruleset.lineage.as_ref() else {
            return self.illegal(
                a,
                "the cost delevels a champion, and this game has no lineages",
            );
        };
        let held: Vec<_> = st
            .objects()
            .iter()
            .filter(|o| {
                o.controller == a.player
                    && matches!(o.zone, ZoneRef::Player(_, z) if self.db.in_play(z))
            })
            .map(|o| o.id)
            .collect();
        let mut champion = None;
        for id in held {
            if crate::core::lasting::is_type(self.db, st, self.hooks, id, |t| t == rule.card_type)?
            {
                champion = Some(id);
                break;
            }
        }
        let Some(champion) = champion else {
            return self.illegal(
                a,
                format!(
                    "the cost delevels your {}, and you have none",
                    rule.card_type
                ),
            );
        };
        if !procedures::lineage::delevel(self.db, st, champion) {
            return self.illegal(a, "the ruleset's lineage names no zone a delevelled card returns to (lineage.delevel_to)");
        }
        Ok(())
    }

    /// 1.8.2: a payment may make more modes available. Only the new ones are selected
    /// and targeted, and legality is checked again; the cost is not recalculated.
    pub(super) fn added_modes(&self, a: &mut Activation, st: &mut GameState) -> Result<(), Stop> {
        let added = match a.take_answer() {
            Some(answer) => answer.into_names(),
            None => {
                let Some(spec) = self.modes_of(a, st)? else {
                    return Ok(());
                };
                // Only modes the payment made available: a player who chose fewer modes
                // than allowed before paying does not get to choose again.
                let extra = spec.max.saturating_sub(a.modes_allowed);
                if extra == 0 {
                    return Ok(());
                }
                let selected = self.entry(a, st)?.modes.clone();
                let fresh: Vec<String> = spec
                    .options
                    .into_iter()
                    .filter(|o| !selected.contains(o))
                    .collect();
                self.enter(a, st, Step::SELECT_MODES);
                let min = spec.min.saturating_sub(selected.len()).min(extra);
                self.choose_modes(a, fresh, min, extra)?
            }
        };
        if added.is_empty() {
            return Ok(());
        }
        self.entry(a, st)?.modes.extend(added.iter().cloned());
        a.modes = added.into_iter().map(Some).collect();
        a.then(&[Stage::DeclareTargets, Stage::CheckLegality]);
        Ok(())
    }

    /// 1.9: the card is activated and its controller gains opportunity.
    pub(super) fn activation(&self, a: &mut Activation, st: &mut GameState) -> Result<(), Stop> {
        self.enter(a, st, Step::ACTIVATION);
        if let Some(name) = &a.ability {
            st.count_ability_use(a.object, name);
            st.emit(Event::Used {
                player: a.player,
                object: a.object,
                ability: name.clone(),
                via: false,
                neighbors: Vec::new(),
            });
            // "Opportunity is then first given to the turn player" (CR, Activated
            // Abilities); a card's activation gives it to its player (1.9).
            let tp = st.turn_player;
            st.opportunity = Some(tp);
            st.passes = 0;
            st.emit(Event::OpportunityGained { player: tp });
            return Ok(());
        }
        // A "next card you play" effect is claimed first: it may make the card enter play
        // ready as it is played.
        let played_as = st.object(a.object).map(|o| o.generation);
        let claimed = crate::core::lasting::claim_once(self.db, st, self.hooks, a.object)?;
        procedures::played(self.db, self.hooks, st, a)?;
        if let (true, Some(generation)) = (claimed, played_as) {
            crate::core::lasting::follow_into_play(st, a.object, generation);
        }
        // The alternative cost it was played for ("if you've brewed a Potion this turn").
        let alt = self
            .entry(a, st)
            .ok()
            .and_then(|e| e.alternative_cost.clone())
            .unwrap_or_default();
        st.record_act(a.player, ActKind::Played, Some(a.object), &alt);
        st.emit(Event::Played {
            player: a.player,
            object: a.object,
            kind: a.kind,
        });
        // Begun inside a resolution, it gives nobody opportunity: the resolution goes on,
        // and the turn player receives it once that is done.
        if a.looked_at.is_some() || a.played_by.is_some() {
            return Ok(());
        }
        st.opportunity = Some(a.player);
        st.passes = 0;
        st.emit(Event::OpportunityGained { player: a.player });
        Ok(())
    }
}

/// The action a constant ability forbids when it forbids removing `counter` counters from
/// the objects it applies to to pay a cost (`{ forbid = "remove_counters", counter = ...
/// }`, GA-FORBID-COUNTER-COST).
pub fn forbid_removing(counter: &str) -> String {
    format!("remove_counters:{counter}")
}

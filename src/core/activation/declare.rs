//! Steps 1.1 and 1.3 to 1.6: the card is announced, then its costs, modes and targets
//! declared, then its legality checked.

use super::{Activation, Pipeline, Stop};
use crate::core::board::{self, Square};
use crate::core::decision::{Answer, Choice, Options};
use crate::core::events::{Event, PlayKind};
use crate::core::hooks::{Legality, TargetSpec};
use crate::core::primitives;
use crate::core::procedures;
use crate::core::query;
use crate::core::ruleset::ShortTargets;
use crate::core::stack::{StackEntry, Target, TargetGroup};
use crate::core::state::{GameState, ZoneRef};
use crate::core::CostOp;

use super::Step;

/// The alternative cost an effect that lets a card be activated "without paying its
/// cost" offers: the cost is removed and X is 0.
pub const WITHOUT_PAYING: &str = "without paying";

impl Pipeline<'_> {
    /// 1.1: take the card from its zone and put it on the effects stack.
    pub(super) fn announce(&self, a: &mut Activation, st: &mut GameState) -> Result<(), Stop> {
        if let Some(name) = a.ability.clone() {
            return self.announce_ability(a, st, &name);
        }
        self.enter(a, st, Step::ANNOUNCE);
        // Played as another entry of its card (`may_play_as`): every check reads that one.
        if let Some(face) = a.face {
            st.show_face(a.object, face);
        }
        let Some(o) = st.object(a.object) else {
            return self.illegal(a, format!("there is no object {}", a.object));
        };
        a.card = o.card;
        let card = self.db.card(a.card);
        // A card an ability plays is its player's play wherever the card is, even in a zone
        // of another player (a card beneath an artifact used as if it were yours).
        if o.controller != a.player && a.played_by.is_none() {
            return self.illegal(a, format!("{} does not control {}", a.player, card.name));
        }
        let ZoneRef::Player(_, zone) = o.zone else {
            return self.illegal(a, format!("{} is already on the effects stack", card.name));
        };
        let zone_name = self.db.zone_name(zone).to_string();
        match a.kind {
            // Begun while looked at: activated from the zone it is looked at in.
            // Begun while looked at, or played by an ability: from the zone it is in.
            PlayKind::Activation if a.looked_at.is_some() || a.played_by.is_some() => {
                self.may_activate_cost(a, st)?
            }
            PlayKind::Activation => self.may_activate(a, st, &zone_name)?,
            PlayKind::Materialization if !procedures::materializes(self.db) => {
                return self.illegal(a, "this game has no materialization");
            }
            PlayKind::Materialization => {}
        }
        procedures::may_play(self, a, st, &zone_name)?;
        if let Some(why) =
            crate::core::lasting::forbids_activation(self.db, st, self.hooks, a.object)?
        {
            return self.illegal(a, why);
        }
        if let Some(source) = self.hooks.forbids(self.db, st, a.object, "activate")? {
            let name = |o: crate::core::ids::ObjectId| {
                st.object(o)
                    .map(|x| self.db.card(x.card).name.clone())
                    .unwrap_or_default()
            };
            let why = format!(
                "{} can't be played: {} forbids it",
                name(a.object),
                name(source)
            );
            return self.illegal(a, why);
        }
        if !st.lasting().is_empty() {
            let allows = crate::core::lasting::affecting(self.db, st, self.hooks, a.object, |e| {
                matches!(e, crate::core::lasting::LastingEffect::Allow { .. })
            })?;
            a.allowed_from = allows
                .into_iter()
                .filter_map(|l| match l.effect {
                    crate::core::lasting::LastingEffect::Allow { action, .. } => Some(action),
                    _ => None,
                })
                .collect();
        }
        st.emit(Event::Announced {
            player: a.player,
            object: a.object,
        });
        primitives::move_to(self.db, st, a.object, ZoneRef::Stack);
        if let Some(o) = st.object_mut(a.object).filter(|o| o.controller != a.player) {
            o.controller = a.player;
        }
        if let Some(face) = a.face {
            st.show_face(a.object, face);
        }
        st.stack.push(StackEntry {
            kind: a.kind,
            played_by: a.played_by,
            played_as: a.face,
            ..StackEntry::announced(a.object, a.player)
        });
        Ok(())
    }

    /// Where and when the card may be activated (GA-ACT-2, GA-ACT-4).
    fn may_activate(
        &self,
        a: &Activation,
        st: &mut GameState,
        zone_name: &str,
    ) -> Result<(), Stop> {
        let card = self.db.card(a.card);
        let allowed = if card.activate_from.is_empty() {
            &self.db.ruleset.activate_from
        } else {
            &card.activate_from
        };
        if !allowed.iter().any(|z| z == zone_name) && !self.allowed_here(a, st)? {
            return self.illegal(
                a,
                format!(
                    "{} can only be played from {}, not from {zone_name}",
                    card.name,
                    allowed.join(" or ")
                ),
            );
        }
        self.may_activate_cost(a, st)
    }

    /// Whether a lasting effect lets this card be activated from where it is ("you may
    /// activate it as long as you control ..."): a zone permission only, its speed and
    /// costs still apply.
    fn allowed_here(&self, a: &Activation, st: &mut GameState) -> Result<bool, Stop> {
        let found = crate::core::lasting::affecting(
            self.db,
            st,
            self.hooks,
            a.object,
            |e| matches!(e, crate::core::lasting::LastingEffect::Allow { action, .. } if action == "activate"),
        )?;
        Ok(!found.is_empty())
    }

    /// Whether the card's cost kind may be activated (or an effect permits it: a
    /// constant ability, or an effect that plays it, "you may play the banished card").
    fn may_activate_cost(&self, a: &Activation, st: &mut GameState) -> Result<(), Stop> {
        let card = self.db.card(a.card);
        let kinds = &self.db.ruleset.activation_cost_kinds;
        if let Some(cost) = &card.cost {
            if !kinds.is_empty()
                && !kinds.contains(&cost.kind)
                && a.played_by.is_none()
                && !self.hooks.permits(self.db, st, a.object, "activate")?
            {
                return self.illegal(
                    a,
                    format!(
                        "{} has a {} cost: it can be activated only where an effect allows it",
                        card.name, cost.kind
                    ),
                );
            }
        }
        Ok(())
    }

    /// 1.3: alternative cost, X and optional costs, one question each.
    pub(super) fn declare_costs(&self, a: &mut Activation, st: &mut GameState) -> Result<(), Stop> {
        if a.part == 0 {
            self.enter(a, st, Step::DECLARE_COSTS);
            a.part = 1;
            // An ability's costs are fixed: no alternative, X or optional costs.
            if a.ability.is_some() {
                return Ok(());
            }
        }
        if a.part == 1 {
            self.alternative_cost(a, st)?;
            a.part = 2;
        }
        if a.part == 2 {
            self.declare_x(a, st)?;
            a.part = 3;
        }
        self.optional_costs(a, st)
    }

    /// The alternative costs the player may pay instead of the printed one: the card's
    /// own, and — where an effect lets the card be activated without paying its cost (a
    /// `Remove` cost modifier) — [`WITHOUT_PAYING`]. The player chooses; none is forced.
    fn alternative_cost(&self, a: &mut Activation, st: &mut GameState) -> Result<(), Stop> {
        let card = self.db.card(a.card);
        if let Some(cost) = a.looked_at.clone() {
            // Answered when the activation began, while the card was looked at.
            self.entry(a, st)?.alternative_cost = Some(cost);
            return Ok(());
        }
        if a.without_paying {
            self.entry(a, st)?.alternative_cost = Some(WITHOUT_PAYING.to_string());
            return Ok(());
        }
        let chosen = match a.take_answer() {
            Some(answer) => answer.into_names(),
            None => {
                let mut names: Vec<String> = Vec::new();
                for c in card.alternative_costs.iter().filter(|c| !c.while_looked_at) {
                    let usable = match &c.keyword {
                        Some(k) => self.hooks.has_keyword(self.db, st, a.object, k)?,
                        None => true,
                    };
                    if usable {
                        names.push(c.id.clone());
                    }
                }
                if let Some(cost) = &card.cost {
                    let free = self
                        .hooks
                        .cost_modifiers(self.db, st, a.object, &cost.kind)?
                        .iter()
                        .any(|m| m.op == CostOp::Remove);
                    if free {
                        names.push(WITHOUT_PAYING.to_string());
                    }
                }
                if names.is_empty() {
                    return Ok(());
                }
                return Err(self.ask(
                    a,
                    Choice::AlternativeCost,
                    format!(
                        "{}: pay an alternative cost instead of the printed one?",
                        card.name
                    ),
                    Options::Names {
                        names,
                        min: 0,
                        max: 1,
                    },
                ));
            }
        };
        self.entry(a, st)?.alternative_cost = chosen.into_iter().next();
        Ok(())
    }

    /// X: declared by the player, unless the card is activated with an alternative cost
    /// or without paying its cost, where X is 0 (GA-COST-9.1).
    fn declare_x(&self, a: &mut Activation, st: &mut GameState) -> Result<(), Stop> {
        let card = self.db.card(a.card);
        if card.cost.as_ref().is_none_or(|c| !c.x) {
            return Ok(());
        }
        let x = match a.take_answer() {
            Some(Answer::Number(n)) => n,
            Some(_) => 0,
            None if self.entry(a, st)?.alternative_cost.is_some() => 0,
            None => {
                return Err(self.ask(
                    a,
                    Choice::DeclareX,
                    format!("{}: declare X", card.name),
                    Options::Number { min: 0, max: 99 },
                ));
            }
        };
        self.entry(a, st)?.x = x;
        Ok(())
    }

    fn optional_costs(&self, a: &mut Activation, st: &mut GameState) -> Result<(), Stop> {
        let card = self.db.card(a.card);
        if card.optional_costs.is_empty() {
            return Ok(());
        }
        let chosen = match a.take_answer() {
            Some(answer) => answer.into_names(),
            None => {
                let names: Vec<String> = card.optional_costs.iter().map(|c| c.id.clone()).collect();
                let max = names.len();
                return Err(self.ask(
                    a,
                    Choice::OptionalCosts,
                    format!("{}: which optional costs will you pay?", card.name),
                    Options::Names { names, min: 0, max },
                ));
            }
        };
        self.entry(a, st)?.optional_costs = chosen;
        Ok(())
    }

    /// 1.4: modes, fixed once chosen.
    pub(super) fn select_modes(&self, a: &mut Activation, st: &mut GameState) -> Result<(), Stop> {
        if a.part == 0 {
            self.enter(a, st, Step::SELECT_MODES);
            a.part = 1;
        }
        let chosen = match a.take_answer() {
            Some(answer) => answer.into_names(),
            None => {
                let Some(spec) = self.modes_of(a, st)? else {
                    a.modes = vec![None];
                    return Ok(());
                };
                let max = spec.bonus_max.unwrap_or(spec.max).max(spec.max);
                a.modes_allowed = max;
                a.modes_max = spec.max;
                self.choose_modes(a, spec.options, spec.min, max)?
            }
        };
        let entry = self.entry(a, st)?;
        entry.modes.clone_from(&chosen);
        // The modes past the normal number are the class bonus's (GA-ACT-1.4.1).
        entry.bonus_modes = chosen.iter().skip(a.modes_max).cloned().collect();
        a.modes = chosen.into_iter().map(Some).collect();
        Ok(())
    }

    /// The modes chosen without a question (none or all), or a stop asking for them.
    pub(super) fn choose_modes(
        &self,
        a: &Activation,
        options: Vec<String>,
        min: usize,
        max: usize,
    ) -> Result<Vec<String>, Stop> {
        let max = max.min(options.len());
        if min > max {
            return self.illegal(
                a,
                format!(
                    "needs {min} mode(s) but only {} can be chosen",
                    options.len()
                ),
            );
        }
        if max == 0 {
            return Ok(Vec::new());
        }
        if min == max && max == options.len() {
            return Ok(options);
        }
        Err(self.ask(
            a,
            Choice::Modes,
            format!("{}: select mode(s)", self.card_name(a)),
            Options::Names {
                names: options,
                min,
                max,
            },
        ))
    }

    /// 1.5: targets for each selected mode; only legal ones may be chosen. The card's
    /// requirements are asked of its script once, when the step begins.
    pub(super) fn declare_targets(
        &self,
        a: &mut Activation,
        st: &mut GameState,
    ) -> Result<(), Stop> {
        if a.part == 0 {
            self.enter(a, st, Step::DECLARE_TARGETS);
            let mut specs = Vec::new();
            for mode in &a.modes {
                for spec in self.targets_of(a, st, mode.as_deref())? {
                    specs.push((mode.clone(), spec));
                }
            }
            a.specs = specs;
            a.spec_at = 0;
            a.part = 1;
        }
        while a.spec_at < a.specs.len() {
            let (mode, spec) = a.specs[a.spec_at].clone();
            let group = match &spec.squares {
                Some(sq) => self.declare_squares(a, st, &spec, sq.within)?,
                None => self.declare_objects(a, st, &spec)?,
            };
            self.entry(a, st)?.targets.push(TargetGroup {
                mode,
                label: spec.label,
                filter: spec.filter,
                chosen: group,
                optional: spec.min == 0,
            });
            a.spec_at += 1;
        }
        Ok(())
    }

    fn declare_objects(
        &self,
        a: &mut Activation,
        st: &mut GameState,
        spec: &TargetSpec,
    ) -> Result<Vec<Target>, Stop> {
        let chosen = match a.take_answer() {
            Some(answer) => answer.into_objects(),
            None => {
                let mut candidates = query::find(
                    self.db,
                    st,
                    self.hooks,
                    &spec.filter,
                    a.player,
                    Some(a.object),
                )?;
                if !self.db.ruleset.shrouds.is_empty() {
                    let mut kept = Vec::with_capacity(candidates.len());
                    for c in candidates {
                        if !query::shrouded(self.db, st, self.hooks, a.object, c)? {
                            kept.push(c);
                        }
                    }
                    candidates = kept;
                }
                let min = match self.db.ruleset.short_targets {
                    ShortTargets::Illegal => spec.min,
                    ShortTargets::AsMany => spec.min.min(candidates.len()),
                };
                if candidates.len() < min {
                    return self.illegal(
                        a,
                        format!(
                            "needs {} legal target(s) for '{}', found {}",
                            spec.min,
                            spec.label,
                            candidates.len()
                        ),
                    );
                }
                let max = spec.max.min(candidates.len());
                if max == 0 {
                    Vec::new()
                } else if min == max && max == candidates.len() {
                    candidates
                } else {
                    return Err(self.ask(
                        a,
                        Choice::Targets,
                        format!(
                            "{}: choose target(s) for '{}'",
                            self.card_name(a),
                            spec.label
                        ),
                        Options::Objects {
                            candidates,
                            min,
                            max,
                        },
                    ));
                }
            }
        };
        Ok(chosen
            .into_iter()
            .map(|id| Target::Object {
                id,
                generation: st.object(id).map(|o| o.generation).unwrap_or(0),
            })
            .collect())
    }

    /// 1.5, for a requirement of squares: those within reach of where the activating
    /// player acts from (any square of the board if the requirement sets no reach).
    fn declare_squares(
        &self,
        a: &mut Activation,
        st: &mut GameState,
        spec: &TargetSpec,
        within: Option<u32>,
    ) -> Result<Vec<Target>, Stop> {
        if let Some(answer) = a.take_answer() {
            let squares = answer.into_squares();
            return Ok(squares.into_iter().map(Target::Square).collect());
        }
        let Some((_, def)) = board::board(self.db) else {
            return self.illegal(
                a,
                format!(
                    "'{}' targets squares, but this game has no board",
                    spec.label
                ),
            );
        };
        let candidates = match within {
            None => board::squares_within(def, Square::new(0, 0), 255),
            Some(reach) => {
                let Some(from) = procedures::origin(self.db, st, a.player) else {
                    return self.illegal(
                        a,
                        format!(
                            "{} has nothing on the board to reach '{}' from",
                            a.player, spec.label
                        ),
                    );
                };
                board::squares_within(def, from, reach)
            }
        };
        if candidates.len() < spec.min {
            return self.illegal(
                a,
                format!(
                    "needs {} square(s) for '{}', found {}",
                    spec.min,
                    spec.label,
                    candidates.len()
                ),
            );
        }
        let max = spec.max.min(candidates.len());
        if max == 0 {
            return Ok(Vec::new());
        }
        Err(self.ask(
            a,
            Choice::Targets,
            format!(
                "{}: choose square(s) for '{}'",
                self.card_name(a),
                spec.label
            ),
            Options::Squares {
                candidates,
                min: spec.min,
                max,
            },
        ))
    }

    /// 1.6: the rules' conditions (a game's procedures) and the card's own.
    pub(super) fn check_legality(
        &self,
        a: &mut Activation,
        st: &mut GameState,
    ) -> Result<(), Stop> {
        self.enter(a, st, Step::CHECK_LEGALITY);
        if let Some(name) = &a.ability {
            return self.ability_legality(a, st, name);
        }
        // A card played as a copy of another (chosen among its targets) is checked, and
        // resolves, as that card.
        if let Some(other) = self.hooks.play_as(self.db, st, a.object)? {
            if let Some(card) = st.object(other).map(|o| o.card) {
                st.play_as(a.object, card);
                if self.db.card(a.card).enters_as_copy {
                    self.entry(a, st)?.copy_of = Some(card);
                }
            }
        }
        if let Some(why) = procedures::forbids(self.db, st, a.player, a.card) {
            return self.illegal(a, why);
        }
        match self.hooks.legal(self.db, st, a.object)? {
            Legality::Legal => Ok(()),
            Legality::Illegal(why) => self.illegal(a, why),
        }
    }
}

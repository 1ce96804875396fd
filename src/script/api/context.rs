//! `ctx`: the hook's context (the card, its choices, queries, questions).

use super::*;
pub(super) fn entry_field<R>(
    lua: &Lua,
    f: impl FnOnce(&crate::core::stack::StackEntry) -> R,
) -> Result<R> {
    read(lua, |_, st, fr| {
        st.stack
            .find_choices(fr.card)
            .map(f)
            .ok_or_else(|| mlua::Error::runtime("this card is not on the effects stack"))
    })
}

/// The legal targets chosen for requirement `i` (1-based), as of now.
pub(super) fn legal_targets(lua: &Lua, i: usize) -> Result<Vec<Obj>> {
    with_state(lua, |db, st, hooks, fr| {
        let Some(entry) = st.stack.find_choices(fr.card).cloned() else {
            return Err(mlua::Error::runtime(
                "this card is not on the effects stack",
            ));
        };
        let Some(group) = entry.targets.get(i.wrapping_sub(1)) else {
            return Ok(Vec::new());
        };
        let mut out = Vec::new();
        for t in &group.chosen {
            if let Target::Object { id, generation } = *t {
                let same = st.object(id).is_some_and(|o| o.generation == generation);
                if same
                    && query::matches(
                        db,
                        st,
                        hooks,
                        &group.filter,
                        entry.controller,
                        Some(fr.card),
                        id,
                    )
                    .map_err(hook_err)?
                    && !query::shrouded(db, st, hooks, fr.card, id).map_err(hook_err)?
                {
                    out.push(Obj {
                        id,
                        generation,
                        epoch: fr.epoch,
                    });
                }
            }
        }
        Ok(out)
    })
}

impl UserData for Ctx {
    fn add_fields<F: UserDataFields<Self>>(fields: &mut F) {
        getter(fields, "this", |lua, _| {
            read_board(lua, |_, st, fr| {
                if let Some(o) = st.object(fr.card) {
                    cache::read_zone(st, o.zone);
                }
                Ok(object_handle(lua, st, fr.card))
            })
        });
        getter(fields, "controller", |lua, _| {
            Ok(PlayerRef(frame(lua)?.controller))
        });
        // ctx:giver(): nil but in an ability a constant ability or a lasting effect gives,
        // whose `ctx` names the object that gives it (`super::GIVER_FN`).
        getter(fields, "giver", |lua, _| {
            lua.create_function(|_, _: mlua::MultiValue| Ok(Value::Nil))
        });
        getter(fields, "rule", |lua, _| {
            lua.named_registry_value::<Function>(super::RULE_FN)
        });
        getter(fields, "ability", |lua, _| {
            lua.named_registry_value::<Function>(super::ABILITY_FN)
        });
        getter(fields, "opponent", |lua, _| {
            read_board(lua, |_, st, fr| {
                Ok(PlayerRef(st.next_player(fr.controller)))
            })
        });
        getter(fields, "x", |lua, _| {
            read(lua, |_, st, fr| {
                Ok(st.stack.find(fr.card).map_or(0, |e| e.x))
            })
        });
        getter(fields, "kind", |lua, _| {
            read(lua, |_, st, fr| {
                Ok(st.stack.find(fr.card).map(|e| match e.kind {
                    crate::core::events::PlayKind::Activation => "activation",
                    crate::core::events::PlayKind::Materialization => "materialization",
                }))
            })
        });
        getter(fields, "modes", |lua, _| {
            read(lua, |_, st, fr| {
                Ok(st
                    .stack
                    .find(fr.card)
                    .map(|e| e.modes.clone())
                    .unwrap_or_default())
            })
        });
        getter(fields, "choose", |lua, _| Ok(data(lua)?.choose.clone()));
        getter(fields, "pay", |lua, _| Ok(data(lua)?.pay.clone()));
        for (i, &name) in CHANGE_FUNCTIONS.iter().chain(VOCAB_FUNCTIONS).enumerate() {
            getter(
                fields,
                name,
                move |lua, _| Ok(data(lua)?.changes[i].clone()),
            );
        }
        super::verbs::ctx_fields(fields);
    }

    fn add_methods<M: UserDataMethods<Self>>(methods: &mut M) {
        super::lasting::ctx_methods(methods);
        super::combat::ctx_methods(methods);
        super::faces::ctx_methods(methods);
        super::statuses::ctx_methods(methods);
        super::reflexive::ctx_methods(methods);
        super::attach::ctx_methods(methods);
        super::turns::ctx_methods(methods);
        methods.method("mode", |lua, _, Name(name): Name| {
            read(lua, |_, st, fr| {
                Ok(st
                    .stack
                    .find_choices(fr.card)
                    .is_some_and(|e| e.modes.contains(&name)))
            })
        });
        methods.method("paid", |lua, _, Name(id): Name| {
            read(lua, |_, st, fr| {
                Ok(st.stack.find(fr.card).is_some_and(|e| {
                    e.costs_paid
                        && (e.optional_costs.contains(&id)
                            || e.alternative_cost.as_deref() == Some(id.as_str()))
                }))
            })
        });
        // Whether its player chose that optional or alternative cost at 1.3, before it is
        // paid: a legality that depends on it ("banish a Book regalia to activate this from
        // your material deck": Tome of Sacred Lightning).
        methods.method("declared", |lua, _, Name(id): Name| {
            read(lua, |_, st, fr| {
                Ok(st.stack.find(fr.card).is_some_and(|e| {
                    e.optional_costs.contains(&id)
                        || e.alternative_cost.as_deref() == Some(id.as_str())
                }))
            })
        });
        // The cards its cost parts (additional, optional, alternative) moved, while they
        // stay where the payment put them: "the card banished to activate this" (Tome of
        // Sacred Lightning). Empty once it left the stack.
        methods.method("moved_for_cost", |lua, _, ()| {
            read(lua, |_, st, fr| {
                let moved: Vec<(ObjectId, u32)> = st
                    .stack
                    .find(fr.card)
                    .map(|e| e.moved_for_cost.clone())
                    .unwrap_or_default();
                Ok(moved
                    .into_iter()
                    .filter(|(id, g)| st.object(*id).is_some_and(|o| o.generation == *g))
                    .map(|(id, _)| object_handle(lua, st, id))
                    .collect::<Vec<_>>())
            })
        });
        // The cards moved to pay this card's cost (reserved into memory), where they are
        // now; empty once it left the stack or if nothing was moved (Grand Archive's
        // Imbue reads them).
        methods.method("paid_with", |lua, _, ()| {
            read(lua, |_, st, fr| {
                let ids: Vec<ObjectId> = st
                    .stack
                    .find(fr.card)
                    .map(|e| e.paid_with.clone())
                    .unwrap_or_default();
                Ok(ids
                    .into_iter()
                    .filter(|id| st.object(*id).is_some())
                    .map(|id| object_handle(lua, st, id))
                    .collect::<Vec<_>>())
            })
        });
        // How many counters `name` the objects its additional cost moved had as they
        // moved, together (last-known information: "X is the amount of age counters that
        // were on Polaris", banished to pay for its ability); 0 once it left the stack.
        methods.method("cost_counter", |lua, _, Name(name): Name| {
            read(lua, |_, st, fr| {
                Ok(st
                    .stack
                    .find_choices(fr.card)
                    .and_then(|e| e.moved_counters.get(&name).copied())
                    .unwrap_or(0))
            })
        });
        // The objects rested to pay an additional cost part of this card (Grand Archive's
        // Command: the ally that attacks) that are still where they were (not since moved);
        // empty once it left the stack.
        methods.method("rested_for_cost", |lua, _, ()| {
            read(lua, |_, st, fr| {
                let rested: Vec<(ObjectId, u32)> = st
                    .stack
                    .find(fr.card)
                    .map(|e| e.rested_for_cost.clone())
                    .unwrap_or_default();
                Ok(rested
                    .into_iter()
                    .filter(|(id, g)| st.object(*id).is_some_and(|o| o.generation == *g))
                    .map(|(id, _)| object_handle(lua, st, id))
                    .collect::<Vec<_>>())
            })
        });
        methods.method("target", |lua, _, Fits(i): Fits<usize>| {
            Ok(legal_targets(lua, i)?.into_iter().next())
        });
        methods.method("targets", |lua, _, Fits(i): Fits<usize>| {
            legal_targets(lua, i)
        });
        methods.method("target_count", |lua, _, Fits(i): Fits<usize>| {
            entry_field(lua, |e| {
                e.targets
                    .get(i.wrapping_sub(1))
                    .map_or(0, |g| g.chosen.len())
            })
        });
        methods.method("squares", |lua, _, Fits(i): Fits<usize>| {
            let chosen: Vec<Square> = entry_field(lua, |e| {
                e.targets
                    .get(i.wrapping_sub(1))
                    .map(|g| {
                        g.chosen
                            .iter()
                            .filter_map(|t| match t {
                                Target::Square(sq) => Some(*sq),
                                _ => None,
                            })
                            .collect()
                    })
                    .unwrap_or_default()
            })?;
            chosen
                .into_iter()
                .map(|sq| square_value(lua, sq))
                .collect::<Result<Vec<_>>>()
        });
        methods.method("occupants", |lua, _, sq: Value| {
            let sq = square_arg(&sq)?;
            read(lua, |db, st, _| {
                Ok(crate::core::board::occupants(db, st, sq)
                    .into_iter()
                    .map(|id| object_handle(lua, st, id))
                    .collect::<Vec<_>>())
            })
        });
        methods.method(
            "around",
            |lua, _, (sq, Fits(radius)): (Value, Fits<u32>)| {
                let sq = square_arg(&sq)?;
                let found = read(lua, |db, _, _| {
                    Ok(crate::core::board::board(db)
                        .map(|(_, def)| crate::core::board::squares_within(def, sq, radius))
                        .unwrap_or_default())
                })?;
                found
                    .into_iter()
                    .map(|s| square_value(lua, s))
                    .collect::<Result<Vec<_>>>()
            },
        );
        methods.method("distance", |_, _, (a, b): (Value, Value)| {
            Ok(square_arg(&a)?.distance(square_arg(&b)?))
        });
        methods.method("check", |lua, _, ()| {
            let trace = entry_field(lua, |e| e.resistance.clone())?;
            trace
                .map(|t| {
                    let out = lua.create_table()?;
                    out.set("score", t.score)?;
                    out.set("resistance", t.resistance)?;
                    out.set("success", t.success)?;
                    out.set("missed", !t.landed.is_empty())?;
                    Ok(out)
                })
                .transpose()
        });
        // Queries see what the ability's controller may see (zones' visibility, face-down
        // objects); `look` is for text that looks at or searches hidden cards on purpose.
        methods.method("objects", |lua, _, spec: Table| query(lua, &spec, false));
        methods.method("look", |lua, _, spec: Table| query(lua, &spec, true));
        methods.method("count", |lua, _, spec: Table| {
            let filter = parse_filter(lua, &spec, false)?.filter;
            with_state(lua, |db, st, hooks, fr| {
                let found = query::find(db, st, hooks, &filter, fr.controller, Some(fr.card))
                    .map_err(hook_err)?;
                // How many cards a zone holds is known to all; what they are is not.
                if !filter.tests_objects() {
                    return Ok(found.len());
                }
                Ok(found
                    .into_iter()
                    .filter(|id| {
                        st.object(*id)
                            .is_some_and(|o| query::visible_to(db, o, fr.controller))
                    })
                    .count())
            })
        });

        // The uses this ability's controller could make of an object now through a card's
        // ability ("ready and use a friendly creature"), in the ruleset's order: a use is
        // listed only if `ctx:use` would make it (with the same `{ as_yours = true }`). Nothing changes; an object gone or not
        // given has none.
        methods.method(
            "uses",
            |lua, _, (target, how): (Option<Obj>, Option<Table>)| {
                let by = use_by(how)?;
                with_board(lua, |db, st, hooks, fr| {
                    let Some(h) = target else {
                        return Ok(Vec::new());
                    };
                    kept(&h, fr)?;
                    if st.object(h.id).is_none_or(|o| o.generation != h.generation) {
                        return Ok(Vec::new());
                    }
                    crate::core::procedures::uses::legal_uses(
                        db,
                        hooks,
                        st,
                        fr.controller,
                        h.id,
                        by,
                    )
                    .map_err(hook_err)
                })
            },
        );

        // Actions: resolution only.
        // Negate: the card or ability leaves the effects stack without resolving, to the
        // ruleset's fizzle zone, as a move through replacement effects (a replacement
        // effect's destination carries over). Paid costs stay paid.
        methods.method("negate", |lua, _, target: Option<Obj>| {
            act(lua, "negate", |db, st, hooks, fr| {
                let Some(id) = still_there(st, fr, target.as_ref(), "negate")? else {
                    return Ok(false);
                };
                if id == fr.card || st.stack.find(id).is_none() {
                    return Ok(false);
                }
                let entry = st.stack.remove(id);
                st.emit(Event::Negated { object: id });
                if entry.is_some_and(|e| e.copy) {
                    primitives::move_to(db, st, id, ZoneRef::Gone);
                } else if st.object(id).is_some_and(|o| o.zone == ZoneRef::Stack) {
                    let change = crate::core::replacement::Change::Move {
                        object: id,
                        zone: db.ruleset.fizzle_zone.clone(),
                        position: Default::default(),
                        player: None,
                        face_down: false,
                        status: None,
                    };
                    crate::core::replacement::apply(db, hooks, st, change).map_err(hook_err)?;
                }
                Ok(true)
            })
        });
        methods.method("copy", |lua, _, target: Option<Obj>| {
            act(lua, "copy", |_, st, _, fr| {
                let Some(id) = still_there(st, fr, target.as_ref(), "copy")? else {
                    return Ok(None);
                };
                let on_stack = st.object(id).is_some_and(|o| o.zone == ZoneRef::Stack);
                let copy = if on_stack {
                    primitives::copy_on_stack(st, id, fr.controller)
                } else {
                    primitives::copy_on_field(st, id, fr.controller)
                };
                Ok(copy.map(|c| Obj {
                    id: c,
                    generation: 0,
                    epoch: fr.epoch,
                }))
            })
        });
        // Deals the damage this ability queued so far, together, then the state-based
        // check: a step of an ability that must happen before its later steps (a fight's
        // damage before the fight, in the rules script).
        methods.method("log", |lua, _, args: mlua::Variadic<Value>| {
            super::log::log(lua, args)
        });
        // "Name a card": every card name of the loaded sets (tokens aside), sorted, once each.
        methods.method("card_names", |lua, _, ()| {
            read(lua, |db, _, _| Ok(card_names(db)))
        });
        methods.method("random", |lua, _, n: u64| {
            act(lua, "random", |_, st, _, _| {
                if n == 0 {
                    return Err(mlua::Error::runtime("ctx:random(n) needs n >= 1"));
                }
                Ok(st.rng.below(n) + 1)
            })
        });
    }
}

/// `ctx:choose(spec)`'s first half: checks the spec and records the question. When there
/// is no choice (no candidate, or exactly as many as must be chosen) nobody is asked:
/// returns the answer, and the question is not recorded.
pub(super) fn ask(lua: &Lua, (_ctx, spec): (AnyUserData, Table)) -> Result<Option<Value>> {
    let fr = frame(lua)?;
    if fr.mode != Mode::Resolve {
        return Err(mlua::Error::runtime(format!(
            "ctx:choose can only ask while resolving, not in the '{}' hook",
            fr.hook
        )));
    }
    known_keys(
        &spec,
        &[
            "prompt",
            "player",
            "options",
            "objects",
            "number",
            "min",
            "max",
            "card_name",
            "order",
        ],
        "ctx:choose",
    )?;
    let prompt: String = spec
        .get::<Option<Text>>("prompt")?
        .map(|t| t.0)
        .unwrap_or_else(|| "choose".into());
    let player = match spec.get::<Option<UserDataRef<PlayerRef>>>("player")? {
        Some(p) => p.0,
        None => {
            let d = data(lua)?;
            match d.db.ruleset.decisions {
                crate::core::ruleset::DecisionMaker::Controller => fr.controller,
                // The active player decides unless the ability names someone else.
                crate::core::ruleset::DecisionMaker::TurnPlayer => {
                    d.lent.with(|st| st.turn_player).ok_or_else(not_lent)?
                }
            }
        }
    };
    let min = spec.get::<Option<Fits<usize>>>("min")?.map(|f| f.0);
    let max = spec.get::<Option<Fits<usize>>>("max")?.map(|f| f.0);
    // "Name a card": every card name of the loaded content, listed here rather than
    // passed from the script (more names than a script's list may hold).
    let card_name = spec.get::<Option<bool>>("card_name")?.unwrap_or(false);
    let options = if card_name {
        let names = read(lua, |db, _, _| Ok(card_names(db)))?;
        Options::Names {
            min: 1,
            max: 1.min(names.len()),
            names,
        }
    } else if let Some(names) = spec.get::<Option<List<Name>>>("options")? {
        let names: Vec<String> = names.0.into_iter().map(|n| n.0).collect();
        let max = max.unwrap_or(1).min(names.len());
        Options::Names {
            min: min.unwrap_or(1).min(max),
            max,
            names,
        }
    } else if let Some(objs) = spec.get::<Option<List<Obj>>>("objects")? {
        let d = data(lua)?;
        let candidates = d
            .lent
            .with(|st| {
                objs.iter()
                    .map(|h| fresh(&d.db, st, h))
                    .collect::<Result<Vec<ObjectId>>>()
            })
            .ok_or_else(not_lent)??;
        drop(d);
        let max = max.unwrap_or(1).min(candidates.len());
        Options::Objects {
            min: min.unwrap_or(1).min(max),
            max,
            candidates,
        }
    } else if spec.contains_key("number")? {
        let min = spec.get::<Option<Whole>>("min")?.map_or(0, |w| w.0);
        let max = spec.get::<Option<Whole>>("max")?.map_or(0, |w| w.0);
        // A question nobody could answer would wedge the game: refused where it is asked.
        if min > max {
            return Err(mlua::Error::runtime(format!(
                "ctx:choose: number min ({min}) is more than max ({max}): no answer is possible"
            )));
        }
        Options::Number { min, max }
    } else {
        return Err(mlua::Error::runtime(
            "ctx:choose needs one of: options = {names}, objects = {handles}, number = true",
        ));
    };
    let forced = match &options {
        Options::Names { min, max, names } if min == max && *max == names.len() => {
            Some(Answer::Names(names.clone()))
        }
        Options::Objects {
            min,
            max,
            candidates,
        } if min == max && *max == candidates.len() => Some(Answer::Objects(candidates.clone())),
        Options::Number { min, max } if min == max => Some(Answer::Number(*min)),
        _ => None,
    };
    if let Some(answer) = forced {
        return answer_value(lua, &answer).map(Some);
    }
    // Which of several things happens first is the same kind of question wherever it is
    // asked (an interface shows it the same way).
    let choice = if spec.get::<Option<bool>>("order")?.unwrap_or(false) {
        Choice::Order
    } else {
        Choice::Script
    };
    *data(lua)?.question.borrow_mut() = Some(Decision {
        player,
        choice,
        prompt,
        options,
    });
    Ok(None)
}

/// The Lua value a resumed `ctx:choose` returns.
pub(crate) fn answer_value(lua: &Lua, answer: &Answer) -> Result<Value> {
    match answer {
        Answer::Number(n) => Ok(Value::Integer(*n)),
        Answer::Names(n) => Ok(Value::Table(lua.create_sequence_from(n.iter().cloned())?)),
        Answer::Objects(o) => {
            let d = data(lua)?;
            let handles: Vec<Obj> = d
                .lent
                .with(|st| o.iter().map(|id| object_handle(lua, st, *id)).collect())
                .ok_or_else(not_lent)?;
            Ok(Value::Table(lua.create_sequence_from(handles)?))
        }
        Answer::Squares(s) => {
            let list = lua.create_table()?;
            for sq in s {
                list.push(square_value(lua, *sq)?)?;
            }
            Ok(Value::Table(list))
        }
    }
}

/// A square as scripts see it: a plain `{ x = .., y = .. }` table.
pub(crate) fn square_value(lua: &Lua, sq: Square) -> Result<Table> {
    let t = lua.create_table()?;
    t.set("x", sq.x)?;
    t.set("y", sq.y)?;
    Ok(t)
}

/// Reads a square table back, naming what was wrong with it.
pub(crate) fn square_arg(v: &Value) -> Result<Square> {
    let Value::Table(t) = v else {
        return Err(mlua::Error::runtime(format!(
            "expected a square {{ x = .., y = .. }}, got a {}",
            v.type_name()
        )));
    };
    let (x, y) = (
        t.get::<Option<Whole>>("x")?.map(|w| w.0),
        t.get::<Option<Whole>>("y")?.map(|w| w.0),
    );
    match (x, y) {
        (Some(x), Some(y)) if (0..256).contains(&x) && (0..256).contains(&y) => {
            Ok(Square::new(x as u8, y as u8))
        }
        _ => Err(mlua::Error::runtime(
            "a square needs whole numbers x and y from 0 to 255",
        )),
    }
}

/// The objects passing the filter in `spec` that the ability's controller may see, or
/// every one of them when the ability looks on purpose (`look`).
fn query(lua: &Lua, spec: &Table, look: bool) -> Result<Vec<Obj>> {
    let filter = parse_filter(lua, spec, false)?.filter;
    // A query of the stack reads what no stamp covers; any other reads the board.
    with_state_as(lua, 0, |db, st, hooks, fr| {
        // The stack has no stamp; a query of zones out of play (or of every zone) reads
        // out of play.
        match filter.zone.as_deref() {
            Some("stack") => cache::read(cache::ANY),
            Some(z) => match db.zone(z) {
                Some(zi) if db.in_play(zi) => {}
                _ => cache::read(cache::ELSEWHERE),
            },
            None => cache::read(cache::ELSEWHERE),
        }
        let found =
            query::find(db, st, hooks, &filter, fr.controller, Some(fr.card)).map_err(hook_err)?;
        Ok(found
            .into_iter()
            .filter(|id| {
                look || st
                    .object(*id)
                    .is_some_and(|o| query::visible_to(db, o, fr.controller))
            })
            .map(|id| object_handle(lua, st, id))
            .collect())
    })
}

/// The running card's abilities `name` (a use or an ability the ruleset declares): its
/// script's own, then each its attachments' `grants` give it, oldest attachment first (an
/// upgrade's "This creature gains, Before Fight: ..."), then those constant abilities and
/// lasting effects give it (`gains`, each with its `ctx:giver()`); `ctx:ability` calls them all. An
/// unknown name is an error at the script's line.
pub(super) fn own_ability(
    lua: &Lua,
    (_ctx, Name(name)): (AnyUserData, Name),
) -> Result<Vec<Function>> {
    let host: std::rc::Rc<HostData> = (*data(lua)?).clone();
    let known = host.db.ruleset.uses.iter().any(|u| u.id == name)
        || host.db.ruleset.abilities.contains(&name);
    if !known {
        return Err(mlua::Error::runtime(format!(
            "the ruleset declares no ability '{name}' (its uses and `abilities` are the names)"
        )));
    }
    with_board(lua, |_, st, hooks, fr| {
        if crate::script::statics::loses_keyword(hooks, st, fr.card, &name).map_err(hook_err)? {
            return Ok((Vec::new(), Vec::new()));
        }
        let blank = crate::script::lasting::lost_abilities(hooks, st, fr.card).map_err(hook_err)?;
        let all = crate::script::ability_hooks(&host, st, fr.card, &name, blank);
        let given =
            crate::script::statics::given_hooks(hooks, st, fr.card, &name).map_err(hook_err)?;
        let given: Vec<_> = given
            .into_iter()
            .map(|(f, giver)| (f, object_handle(lua, st, giver)))
            .collect();
        Ok((all, given))
    })
    .and_then(|(mut all, given)| {
        all.extend(with_givers(lua, given)?);
        Ok(all)
    })
}

/// What constant abilities and lasting effects give the running card now under the use
/// or ability `name` (none while one takes that name away): the late part of a use.
pub(super) fn given_now(
    lua: &Lua,
    (_ctx, Name(name)): (AnyUserData, Name),
) -> Result<Vec<Function>> {
    let given = with_board(lua, |_, st, hooks, fr| {
        if crate::script::statics::loses_keyword(hooks, st, fr.card, &name).map_err(hook_err)? {
            return Ok(Vec::new());
        }
        let found =
            crate::script::statics::given_hooks(hooks, st, fr.card, &name).map_err(hook_err)?;
        Ok(found
            .into_iter()
            .map(|(f, giver)| (f, object_handle(lua, st, giver)))
            .collect::<Vec<_>>())
    })?;
    with_givers(lua, given)
}

/// Each given hook made to run with `ctx:giver()` naming the object that gives it.
fn with_givers<H: mlua::IntoLua>(lua: &Lua, given: Vec<(Function, H)>) -> Result<Vec<Function>> {
    let bind: Function = lua.named_registry_value(super::GIVER_FN)?;
    given
        .into_iter()
        .map(|(f, giver)| bind.call((f, giver)))
        .collect()
}

/// Every card name of the loaded sets (tokens aside), sorted, once each: what "name a
/// card" may name.
fn card_names(db: &crate::core::CardDb) -> Vec<String> {
    let names: std::collections::BTreeSet<&str> = db
        .cards
        .iter()
        .filter(|c| !c.token)
        .map(|c| c.name.as_str())
        .collect();
    names.into_iter().map(str::to_string).collect()
}

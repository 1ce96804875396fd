//! Object and player handles: ids checked against the lent state on every call.

use super::*;
use crate::core::cost::{CostModifier, CostOp};
impl UserData for Obj {
    fn add_fields<F: UserDataFields<Self>>(fields: &mut F) {
        fields.add_field_method_get("id", |_, this| Ok(this.id.0));
    }

    fn add_methods<M: UserDataMethods<Self>>(methods: &mut M) {
        super::lasting::object_methods(methods);
        methods.method("name", |lua, this, ()| {
            read_board(lua, |db, st, fr| {
                Ok(db.card(live(db, st, this, fr)?.card).name.clone())
            })
        });
        methods.method("card_id", |lua, this, ()| {
            read_board(lua, |db, st, fr| {
                Ok(db.card(live(db, st, this, fr)?.card).id.clone())
            })
        });
        // String arguments are borrowed from Lua: no allocation per call.
        // Types and subtypes as they are now: an effect may make it become another type.
        methods.method("has_type", |lua, this, t: LuaString| {
            let t = t.to_str()?;
            if let Some(b) = printed_type(lua, this, |c| c.types.iter().any(|x| *x == *t))? {
                return Ok(b);
            }
            Ok(types_now(lua, this)?.0.iter().any(|x| *x == *t))
        });
        methods.method("has_subtype", |lua, this, t: LuaString| {
            let t = t.to_str()?;
            if let Some(b) = printed_type(lua, this, |c| c.subtypes.iter().any(|x| *x == *t))? {
                return Ok(b);
            }
            Ok(types_now(lua, this)?.1.iter().any(|x| *x == *t))
        });
        // Every subtype it has (KeyForge's traits): "shares a trait with".
        methods.method("subtypes", |lua, this, ()| Ok(types_now(lua, this)?.1));
        // Its attribute now: printed (a card played as a copy keeps its own house), or as
        // a lasting effect changes it ("it belongs to house Mars").
        methods.method("attribute", |lua, this, name: LuaString| {
            let name = name.to_str()?;
            with_board(lua, |db, st, hooks, fr| {
                live(db, st, this, fr)?;
                crate::core::lasting::attribute_of(db, st, hooks, this.id, &name).map_err(hook_err)
            })
        });
        // Every value of the attribute now, those added besides it included ("in addition
        // to its other houses"): the main one first.
        methods.method("attributes", |lua, this, name: LuaString| {
            let name = name.to_str()?;
            with_board(lua, |db, st, hooks, fr| {
                live(db, st, this, fr)?;
                crate::core::lasting::attribute_values(db, st, hooks, this.id, &name)
                    .map_err(hook_err)
            })
        });
        methods.method(
            "has_attribute",
            |lua, this, (name, value): (LuaString, LuaString)| {
                let (name, value) = (name.to_str()?, value.to_str()?);
                with_board(lua, |db, st, hooks, fr| {
                    live(db, st, this, fr)?;
                    let all = crate::core::lasting::attribute_values(db, st, hooks, this.id, &name)
                        .map_err(hook_err)?;
                    Ok(all.iter().any(|v| *v == *value))
                })
            },
        );
        // Its elements now: constant abilities may set them ("cards in graveyards are norm").
        methods.method("has_element", |lua, this, t: LuaString| {
            let t = t.to_str()?;
            with_board(lua, |db, st, hooks, fr| {
                live(db, st, this, fr)?;
                let now = crate::core::hooks::Behaviors::elements(hooks, db, st, this.id)
                    .map_err(hook_err)?;
                Ok(now.iter().any(|x| *x == *t))
            })
        });
        methods.method("stat", |lua, this, s: LuaString| {
            let s = s.to_str()?;
            with_board(lua, |db, st, hooks, fr| {
                live(db, st, this, fr)?;
                crate::core::hooks::Behaviors::stat(hooks, db, st, this.id, &s).map_err(hook_err)
            })
        });
        // The icons the rules resolve, in order: its card's printed `icons`, then those
        // printed on this copy alone (KeyForge's bonus icons; æmber ones are the stat).
        methods.method("icons", |lua, this, ()| {
            read_board(lua, |db, st, fr| {
                let o = live(db, st, this, fr)?;
                let mut out = db.card(o.card).icons.clone();
                out.extend(o.added_icons.iter().cloned());
                Ok(out)
            })
        });
        methods.method("printed", |lua, this, s: LuaString| {
            let s = s.to_str()?;
            read_board(lua, |db, st, fr| {
                Ok(db
                    .card(live(db, st, this, fr)?.card)
                    .stats
                    .get(&*s)
                    .copied())
            })
        });
        methods.method("printed_cost", |lua, this, ()| {
            read(lua, |db, st, fr| {
                let o = live(db, st, this, fr)?;
                Ok(db
                    .card(o.card)
                    .cost
                    .as_ref()
                    .map(|c| c.amount.saturating_add(x_of(db, st, o))))
            })
        });
        methods.method("cost", |lua, this, ()| {
            with_state(lua, |db, st, hooks, fr| {
                let o = live(db, st, this, fr)?;
                let Some(printed) = db.card(o.card).cost.clone() else {
                    return Ok(None);
                };
                if let Some(trace) = st.stack.find(o.id).and_then(|e| e.cost.as_ref()) {
                    return Ok(Some(trace.total));
                }
                let base = printed.amount.saturating_add(x_of(db, st, o));
                let mods = crate::core::hooks::Behaviors::cost_modifiers(
                    hooks,
                    db,
                    st,
                    this.id,
                    &printed.kind,
                )
                .map_err(hook_err)?;
                Ok(Some(
                    crate::core::cost::calculate(&printed.kind, base, "", &mods).total,
                ))
            })
        });
        methods.method("neighbors", |lua, this, ()| {
            read_board(lua, |db, st, fr| {
                let o = live(db, st, this, fr)?;
                Ok(crate::core::primitives::line_neighbors(db, st, o.id)
                    .into_iter()
                    .map(|n| object_handle(lua, st, n))
                    .collect::<Vec<_>>())
            })
        });
        // Adjacency without building the neighbour list: "each of its neighbors" statics ask
        // it once per creature in play.
        methods.method("is_beside", |lua, this, other: Obj| {
            read_board(lua, |db, st, fr| {
                let o = live(db, st, this, fr)?;
                let p = live(db, st, &other, fr)?;
                let ZoneRef::Player(_, z) = o.zone else {
                    return Ok(false);
                };
                if o.zone != p.zone || !db.ruleset.zones.get(z.0 as usize).is_some_and(|d| d.line) {
                    return Ok(false);
                }
                let line = st.zone(o.zone);
                let at = |id| line.iter().position(|x| *x == id);
                Ok(matches!((at(o.id), at(p.id)), (Some(i), Some(j)) if i.abs_diff(j) == 1))
            })
        });
        // "To the left of" in a line zone: both in the same line, `this` nearer its left end
        // (the zone's top, which is the end of its list), next to it or not.
        methods.method("is_left_of", |lua, this, other: Obj| {
            read_board(lua, |db, st, fr| {
                let o = live(db, st, this, fr)?;
                let p = live(db, st, &other, fr)?;
                let ZoneRef::Player(_, z) = o.zone else {
                    return Ok(false);
                };
                if o.zone != p.zone || !db.ruleset.zones.get(z.0 as usize).is_some_and(|d| d.line) {
                    return Ok(false);
                }
                let line = st.zone(o.zone);
                let at = |id| line.iter().position(|x| *x == id);
                Ok(matches!((at(o.id), at(p.id)), (Some(i), Some(j)) if i > j))
            })
        });
        methods.method("attached_to", |lua, this, ()| {
            read_board(lua, |db, st, fr| {
                let host = live(db, st, this, fr)?.attached_to;
                Ok(host.map(|h| object_handle(lua, st, h)))
            })
        });
        methods.method("attachments", |lua, this, ()| {
            read_board(lua, |db, st, fr| {
                let o = live(db, st, this, fr)?;
                Ok(crate::core::primitives::attachments(st, o.id)
                    .into_iter()
                    .map(|a| object_handle(lua, st, a))
                    .collect::<Vec<_>>())
            })
        });
        methods.method("square", |lua, this, ()| {
            let sq = read_board(lua, |db, st, fr| Ok(live(db, st, this, fr)?.square))?;
            sq.map(|s| square_value(lua, s)).transpose()
        });
        methods.method("damage", |lua, this, ()| {
            read_board(lua, |db, st, fr| Ok(live(db, st, this, fr)?.damage))
        });
        methods.method("is_rested", |lua, this, ()| {
            read_board(lua, |db, st, fr| Ok(live(db, st, this, fr)?.rested))
        });
        // Whether it shows the flip side of a double-faced card (`ctx:transform`).
        methods.method("transformed", |lua, this, ()| {
            read_board(lua, |db, st, fr| {
                Ok(live(db, st, this, fr)?.front.is_some())
            })
        });
        super::statuses::object_methods(methods);
        methods.method("zone", |lua, this, ()| {
            read_board(lua, |db, st, fr| {
                Ok(zone_name(db, live(db, st, this, fr)?.zone))
            })
        });
        methods.method("controller", |lua, this, ()| {
            read_board(lua, |db, st, fr| {
                Ok(PlayerRef(live(db, st, this, fr)?.controller))
            })
        });
        methods.method("x", |lua, this, ()| {
            read(lua, |db, st, fr| Ok(x_of(db, st, live(db, st, this, fr)?)))
        });
        methods.method("alternative_cost", |lua, this, ()| {
            read(lua, |db, st, fr| {
                let o = live(db, st, this, fr)?;
                Ok(match st.stack.find(o.id) {
                    Some(e) => e.alternative_cost.clone(),
                    None => o.alternative_cost.clone(),
                })
            })
        });
        methods.method("played_by", |lua, this, ()| {
            read(lua, |db, st, fr| {
                let o = live(db, st, this, fr)?;
                let by = st.stack.find(o.id).and_then(|e| e.played_by);
                Ok(by.map(|b| object_handle(lua, st, b)))
            })
        });
        methods.method("owner", |lua, this, ()| {
            read_board(lua, |db, st, fr| {
                Ok(PlayerRef(live(db, st, this, fr)?.owner))
            })
        });
        methods.method("counter", |lua, this, Name(name): Name| {
            read_board(lua, |db, st, fr| {
                Ok(live(db, st, this, fr)?
                    .counters
                    .get(&name)
                    .copied()
                    .unwrap_or(0))
            })
        });
        // Tagged for destruction (a ruleset destroying in steps): still in play, but
        // destroyed as far as "if this destroys it" is concerned.
        methods.method("is_destroyed", |lua, this, ()| {
            read_board(lua, |db, st, fr| {
                Ok(live(db, st, this, fr)?.destroying.is_some())
            })
        });
        // A token: its card (what it is a copy of, for a card standing for a token
        // creature) is a token definition (`token: true`).
        methods.method("is_token", |lua, this, ()| {
            read_board(lua, |db, st, fr| {
                Ok(db.card(live(db, st, this, fr)?.card).token)
            })
        });
        methods.method("is_valid", |lua, this, ()| {
            read_board(lua, |_, st, _| {
                Ok(st.object(this.id).is_some_and(|o| {
                    cache::read_zone(st, o.zone);
                    o.generation == this.generation
                }))
            })
        });
        methods.method("has_keyword", |lua, this, Name(k): Name| {
            with_board(lua, |db, st, hooks, fr| {
                live(db, st, this, fr)?;
                crate::core::hooks::Behaviors::has_keyword(hooks, db, st, this.id, &k)
                    .map_err(hook_err)
            })
        });
        // Whether its card's script (or an attachment's grants) defines that ability: one of
        // the ruleset's uses or `abilities` (KeyForge's "scrap").
        methods.method("has_ability", |lua, this, Name(name): Name| {
            with_board(lua, |db, st, hooks, fr| {
                live(db, st, this, fr)?;
                crate::core::hooks::Behaviors::has_live_hook(hooks, db, st, this.id, &name)
                    .map_err(hook_err)
            })
        });
        methods.add_meta_method("__eq", |_, this, other: UserDataRef<Obj>| {
            Ok(*this == *other)
        });
        methods.add_meta_method("__tostring", |lua, this, ()| {
            read_board(lua, |db, st, _| {
                Ok(match st.object(this.id) {
                    Some(o) => format!("{} {}", db.card(o.card).name, this.id),
                    None => format!("object {}", this.id),
                })
            })
        });
    }
}

impl UserData for PlayerRef {
    fn add_fields<F: UserDataFields<Self>>(fields: &mut F) {
        fields.add_field_method_get("index", |_, this| Ok(this.0 .0 as i64 + 1));
    }

    fn add_methods<M: UserDataMethods<Self>>(methods: &mut M) {
        methods.method("count", |lua, this, Name(zone): Name| {
            read_board(lua, |db, st, _| {
                let z = db
                    .zone(&zone)
                    .ok_or_else(|| mlua::Error::runtime(format!("no zone named '{zone}'")))?;
                cache::read_zone(st, ZoneRef::Player(this.0, z));
                Ok(st.zone(ZoneRef::Player(this.0, z)).len())
            })
        });
        methods.method("counter", |lua, this, Name(name): Name| {
            read_players(lua, |_, st, _| {
                Ok(st
                    .player(this.0)
                    .and_then(|p| p.counters.get(&name))
                    .copied()
                    .unwrap_or(0))
            })
        });
        methods.method("declared", |lua, this, Name(name): Name| {
            read_players(lua, |_, st, _| {
                Ok(st
                    .player(this.0)
                    .and_then(|p| p.declared.get(&name))
                    .cloned())
            })
        });
        // What one of the ruleset's player costs (KeyForge's key) costs this player now,
        // with every modifier applied, and `extra` more for this payment alone.
        methods.method("cost", |lua, this, (Name(id), extra): (Name, Value)| {
            player_cost(lua, this.0, &id, extra, "player:cost")
        });
        // A player value that is not paid, as constant abilities with `value = id` and
        // lasting effects on the player make it: its base is the ruleset's (a `Refill`
        // naming it: KeyForge's "hand_size", 6), or 0 ("play_tax_artifact").
        methods.method("value", |lua, this, Name(id): Name| {
            with_state(lua, |db, st, hooks, _| {
                let base = crate::core::player_cost::value_base(db, &id);
                crate::core::player_cost::value(db, st, hooks, this.0, &id, base).map_err(hook_err)
            })
        });
        // Whether the player could pay that cost now (plus `extra`): they have enough, with
        // what constant abilities let them spend from cards, and no constant ability or
        // lasting effect forbids it (KeyForge's "cannot forge keys").
        methods.method("can_buy", |lua, this, (Name(id), extra): (Name, Value)| {
            Ok(payment(lua, this.0, &id, extra, "player:can_buy")?.is_some())
        });
        // Whether a lasting effect forbids the player one of the ruleset's player actions
        // now (KeyForge: "players cannot raise the tide").
        methods.method("forbidden", |lua, this, Name(action): Name| {
            with_state(lua, |db, st, hooks, _| {
                let found = crate::core::lasting::forbidding_action(db, st, hooks, this.0, &action)
                    .map_err(hook_err)?;
                Ok(found.is_some())
            })
        });
        // Plays and uses as the ruleset's title limit counts them this turn (KeyForge's
        // alpha reads it); 0 in a game without a title limit.
        methods.method("plays_and_uses_this_turn", |lua, this, ()| {
            read(lua, |_, st, _| {
                Ok(st
                    .title_uses
                    .iter()
                    .filter(|((p, _), _)| *p == this.0)
                    .map(|(_, n)| u64::from(*n))
                    .sum::<u64>())
            })
        });
        // This turn's acts of the player of one kind ("played", "used", "bought", "took": a
        // player action of the ruleset; "destroyed": their objects destroyed, "discarded":
        // their cards discarded, `what` naming the zone each left; "lost": their counters
        // lowered by a change card text named, `what` its cause, "steal"; "attacked": the
        // attacks they declared, `object` the attacking unit; "placed": counters put on
        // their objects by an act card text named, `what` the act, "exalt"), oldest
        // first: each a table with `card` (the card id), `types` and `subtypes` (printed),
        // `attributes` (its printed attributes: a house), `what` (the use, or the player
        // cost bought) and `object` (the object, while it is still the same one: it has
        // not changed zones since).
        methods.method("this_turn", |lua, this, Name(kind): Name| {
            turn_acts(lua, this.0, &kind, "player:this_turn", false)
        });
        // The same for the turn before this one ("on their previous turn": in a game of
        // two, the opponent's last turn); empty on the game's first turn.
        methods.method("last_turn", |lua, this, Name(kind): Name| {
            turn_acts(lua, this.0, &kind, "player:last_turn", true)
        });
        // Everything the player played, used or discarded this turn (KeyForge's alpha
        // reads it); 0 in a game without a title limit.
        methods.method("acts_this_turn", |lua, this, ()| {
            read(lua, |_, st, _| {
                Ok(u64::from(st.acts.get(&this.0).copied().unwrap_or(0)))
            })
        });
        // The cards the player played this turn (Ember Imp's limit), from the turn's acts.
        methods.method("plays_this_turn", |lua, this, ()| {
            read(lua, |_, st, _| {
                Ok(st
                    .turn_acts()
                    .iter()
                    .filter(|a| a.player == this.0 && a.kind == crate::core::state::ActKind::Played)
                    .count() as u64)
            })
        });
        methods.method("is_turn_player", |lua, this, ()| {
            read(lua, |_, st, _| Ok(st.turn_player == this.0))
        });
        // "Their materialize phase": it is the player's turn and the turn is in that phase.
        methods.method("in_phase", |lua, this, Name(phase): Name| {
            read(lua, |db, st, _| {
                let now = db
                    .ruleset
                    .turn
                    .as_ref()
                    .and_then(|t| t.phases.get(st.phase as usize));
                Ok(st.turn_player == this.0 && now.is_some_and(|p| p.id == phase))
            })
        });
        methods.method("has_element", |lua, this, Name(e): Name| {
            // Elements come from the player's champion and the cards in its zones.
            // A constant ability may enable more (Triskit, Guidance Angel).
            with_state_as(
                lua,
                cache::PLAYERS | cache::ELSEWHERE,
                |db, st, hooks, _| {
                    use crate::core::procedures::elements::{enabled_by_ability, enabled_elements};
                    if enabled_elements(db, st, hooks, this.0)
                        .map_err(hook_err)?
                        .contains(&e.as_str())
                    {
                        return Ok(true);
                    }
                    enabled_by_ability(db, st, hooks, this.0, &e).map_err(hook_err)
                },
            )
        });
        methods.add_meta_method("__eq", |_, this, other: UserDataRef<PlayerRef>| {
            Ok(*this == *other)
        });
        methods.add_meta_method("__tostring", |_, this, ()| Ok(this.0.to_string()));
    }
}

/// A player's acts of one kind this turn or the turn before, as `player:this_turn` and
/// `player:last_turn` give them.
fn turn_acts(lua: &Lua, player: PlayerId, kind: &str, api: &str, last: bool) -> Result<Table> {
    let Some(kind) = crate::core::state::ActKind::parse(kind) else {
        return Err(mlua::Error::runtime(format!(
            "{api}: unknown kind '{kind}'; expected one of played, used, bought, took, destroyed, discarded, lost, dealt, attacked, placed"
        )));
    };
    read(lua, |db, st, _| {
        let out = lua.create_table()?;
        let acts = if last {
            st.last_turn_acts()
        } else {
            st.turn_acts()
        };
        for act in acts {
            if act.player != player || act.kind != kind {
                continue;
            }
            let row = lua.create_table()?;
            if let Some(card) = act.card.map(|c| db.card(c)) {
                row.raw_set("card", card.id.as_str())?;
                row.raw_set("types", card.types.clone())?;
                row.raw_set("subtypes", card.subtypes.clone())?;
                row.raw_set("attributes", card.attributes.clone())?;
            }
            row.raw_set("what", act.what.as_str())?;
            if let Some(chosen) = &act.chosen {
                row.raw_set("chosen", chosen.as_str())?;
            }
            let same = act
                .object
                .filter(|(id, g)| st.object(*id).is_some_and(|o| o.generation == *g));
            if let Some((id, _)) = same {
                row.raw_set("object", object_handle(lua, st, id))?;
            }
            out.raw_push(row)?;
        }
        Ok(out)
    })
}

impl FromLua for Obj {
    fn from_lua(value: Value, lua: &Lua) -> Result<Self> {
        handle_from(lua, value)
    }
}

/// X as the rules read it: the value chosen while the card is on the effects stack, the
/// value it was played with while it is in play (GA Cost 11), and 0 anywhere else.
fn x_of(db: &CardDb, st: &GameState, o: &GameObject) -> i64 {
    if let Some(e) = st.stack.find(o.id) {
        return e.x;
    }
    match o.zone {
        ZoneRef::Player(_, z) if db.in_play(z) => o.x,
        _ => 0,
    }
}

/// `extra` more for one payment alone, as a cost modifier from the card running the script.
fn extra_mods(
    db: &CardDb,
    st: &GameState,
    card: ObjectId,
    extra: Value,
    what: &str,
) -> Result<Vec<CostModifier>> {
    let extra = match extra {
        Value::Nil => None,
        v => Some(crate::script::num::whole(&format!("{what}: extra"), &v)?),
    };
    Ok(extra
        .map(|n| CostModifier {
            source: Some(card),
            label: st
                .object(card)
                .map(|o| db.card(o.card).name.clone())
                .unwrap_or_default(),
            op: CostOp::Add(n),
            timestamp: Default::default(),
        })
        .into_iter()
        .collect())
}

fn no_cost(db: &CardDb, id: &str, what: &str) -> mlua::Error {
    mlua::Error::runtime(format!(
        "{what}(\"{id}\"): the ruleset has no player cost '{id}'; expected one of {}",
        db.ruleset
            .player_costs
            .iter()
            .map(|c| c.id.as_str())
            .collect::<Vec<_>>()
            .join(", ")
    ))
}

/// What `player`'s cost `id` (one of the ruleset's player costs) is now, with `extra`
/// more for this payment alone; `what` names the caller in errors.
fn player_cost(lua: &Lua, player: PlayerId, id: &str, extra: Value, what: &str) -> Result<i64> {
    with_state(lua, |db, st, hooks, fr| {
        let extra = extra_mods(db, st, fr.card, extra, what)?;
        match crate::core::player_cost::calculate(db, st, hooks, player, id, &extra)
            .map_err(hook_err)?
        {
            Some(t) => Ok(t.total),
            None => Err(no_cost(db, id, what)),
        }
    })
}

/// How `player` would pay their cost `id` now (plus `extra`): `None` if they can't or
/// something forbids it (`player_cost::plan`).
pub(super) fn payment(
    lua: &Lua,
    player: PlayerId,
    id: &str,
    extra: Value,
    what: &str,
) -> Result<Option<crate::core::player_cost::Payment>> {
    with_state(lua, |db, st, hooks, fr| {
        if !db.ruleset.player_costs.iter().any(|c| c.id == id) {
            return Err(no_cost(db, id, what));
        }
        let extra = extra_mods(db, st, fr.card, extra, what)?;
        crate::core::player_cost::plan(db, st, hooks, player, id, &extra).map_err(hook_err)
    })
}

/// `this`'s card types and subtypes now: the printed ones unless a lasting effect makes it
/// become something else (read without the behaviours when none does: the common case).
fn types_now(lua: &Lua, this: &Obj) -> Result<(Vec<String>, Vec<String>)> {
    let printed = read_board(lua, |db, st, fr| {
        let card = db.card(live(db, st, this, fr)?.card);
        Ok((!crate::core::lasting::any_type_change(st))
            .then(|| (card.types.clone(), card.subtypes.clone())))
    })?;
    if let Some(t) = printed {
        return Ok(t);
    }
    with_board(lua, |db, st, hooks, fr| {
        live(db, st, this, fr)?;
        crate::core::lasting::types_of(db, st, hooks, this.id).map_err(hook_err)
    })
}

/// `test` of `this`'s printed card, when no lasting effect changes any object's types
/// (`None` otherwise: ask [`types_now`]).
fn printed_type(
    lua: &Lua,
    this: &Obj,
    test: impl FnOnce(&crate::core::ruleset::CardDef) -> bool,
) -> Result<Option<bool>> {
    read_board(lua, |db, st, fr| {
        let card = db.card(live(db, st, this, fr)?.card);
        Ok((!crate::core::lasting::any_type_change(st)).then(|| test(card)))
    })
}

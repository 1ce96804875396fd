//! Whether an object has a keyword: printed, under a restriction that holds, or given by
//! a lasting effect or a constant ability, none of them taken away.

use super::{any_applies, applies, matching, sources, Effect};
use crate::core::hooks::HookError;
use crate::core::ids::ObjectId;
use crate::core::state::GameState;
use crate::script::Hooks;

pub(crate) fn has_keyword(
    hooks: &Hooks,
    st: &mut GameState,
    object: ObjectId,
    keyword: &str,
) -> Result<bool, HookError> {
    if crate::script::lasting::takes_away(hooks, st, object, keyword)?
        || super::loses_keyword(hooks, st, object, keyword)?
    {
        return Ok(false);
    }
    // Having lost all its abilities, it has only those it gained afterwards.
    if let Some(since) = crate::script::lasting::abilities_lost_at(hooks, st, object)? {
        return crate::script::lasting::grants_since(hooks, st, object, keyword, since);
    }
    {
        let data = hooks.data();
        let Some(o) = st.object(object) else {
            return Ok(false);
        };
        // Printed on its card or on a card it gained the abilities of (RULE-GAINED-1).
        let mut printed = o.ability_cards(st.turn).map(|c| data.db.card(c));
        if printed.any(|c| c.keywords.iter().any(|k| k == keyword)) {
            return Ok(true);
        }
    }
    if crate::script::restricted::has(hooks, st, object, keyword)? {
        return Ok(true);
    }
    if crate::script::lasting::grants(hooks, st, object, keyword)? {
        return Ok(true);
    }
    if !hooks.data().grantable.contains(keyword) {
        return Ok(false);
    }
    any_applies(
        hooks,
        st,
        object,
        |e| matches!(e, Effect::Grant { keyword: k } if k == keyword),
    )
}

/// Those of `objects` that have `keyword`: the granting constant abilities in play are
/// found once for all of them.
pub(crate) fn keyword_holders(
    hooks: &Hooks,
    st: &mut GameState,
    objects: Vec<ObjectId>,
    keyword: &str,
) -> Result<Vec<ObjectId>, HookError> {
    let (db, grantable, restricted) = {
        let data = hooks.data();
        (
            data.db.clone(),
            data.grantable.contains(keyword),
            data.restricted.contains(keyword),
        )
    };
    let printed = |st: &GameState, o: ObjectId| {
        st.object(o).is_some_and(|x| {
            x.ability_cards(st.turn)
                .any(|c| db.card(c).keywords.iter().any(|k| k == keyword))
        })
    };
    if restricted
        || hooks.data().losable.contains(keyword)
        || crate::script::lasting::any_grant(st, keyword)
        || crate::script::lasting::any_loss(st, keyword)
        || crate::script::lasting::any_loss_of_abilities(hooks, st)
    {
        let mut out = Vec::with_capacity(objects.len());
        for o in objects {
            if has_keyword(hooks, st, o, keyword)? {
                out.push(o);
            }
        }
        return Ok(out);
    }
    if !grantable {
        return Ok(objects.into_iter().filter(|&o| printed(st, o)).collect());
    }
    let wanted = |e: &Effect| matches!(e, Effect::Grant { keyword: k } if k == keyword);
    let granters: Vec<(ObjectId, usize)> = sources(hooks, st)
        .into_iter()
        .flat_map(|s| {
            matching(hooks, st, s, wanted)
                .into_iter()
                .map(move |i| (s, i))
        })
        .collect();
    let mut out = Vec::with_capacity(objects.len());
    'objects: for o in objects {
        if printed(st, o) {
            out.push(o);
            continue;
        }
        for &(source, i) in &granters {
            if applies(hooks, st, source, i, o)? {
                out.push(o);
                continue 'objects;
            }
        }
    }
    Ok(out)
}

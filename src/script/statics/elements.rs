//! Elements as a characteristic that constant abilities set (layer C): "cards in
//! graveyards are norm element" applies to every card there, whenever it arrived.

use super::*;

/// `object`'s elements now: the printed ones, then every element-setting constant ability
/// that applies to it, in timestamp order (the newest wins: each sets them anew).
pub(crate) fn elements(
    hooks: &Hooks,
    st: &mut GameState,
    object: ObjectId,
) -> Result<Vec<String>, HookError> {
    let mut out = {
        let data = hooks.data();
        match st.object(object) {
            Some(o) => data.db.card(o.card).elements.clone(),
            None => return Ok(Vec::new()),
        }
    };
    if !hooks.data().sets_elements {
        return Ok(out);
    }
    for source in sources(hooks, st) {
        for i in matching(hooks, st, source, |e| matches!(e, Effect::Element { .. })) {
            if !applies(hooks, st, source, i, object)? {
                continue;
            }
            let data = hooks.data();
            if let Some(StaticAbility {
                effect: Effect::Element { element },
                ..
            }) = static_of(data, st, source, i)
            {
                out = vec![element.clone()];
            }
        }
    }
    Ok(out)
}

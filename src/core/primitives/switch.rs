//! Objects kept in one of several named states (Grand Archive's Shifting Currents face one
//! of four directions): the counter named for it holds the place of the state among them
//! (1 = the first), so setting it up is setting a counter; a switch records both states.

use crate::core::events::Event;
use crate::core::ids::ObjectId;
use crate::core::state::GameState;

/// Switches `object` to the state `to` of `states`, kept in its counter `counter`: the
/// counter changes (a `counter_added` event) and a `switched` event names the state it
/// left and the one it is in now. False, changing nothing, if it is gone, `to` is not one
/// of `states`, or it is in that state already; a counter naming no state reads as "".
pub fn switch(
    st: &mut GameState,
    object: ObjectId,
    counter: &str,
    states: &[String],
    to: &str,
) -> bool {
    let Some(now) = st
        .object(object)
        .map(|o| o.counters.get(counter).copied().unwrap_or(0))
    else {
        return false;
    };
    let Some(place) = states.iter().position(|s| s == to) else {
        return false;
    };
    let target = place as i64 + 1;
    if now == target {
        return false;
    }
    let from = usize::try_from(now - 1)
        .ok()
        .and_then(|i| states.get(i))
        .cloned()
        .unwrap_or_default();
    super::add_counter(st, object, counter, target - now);
    st.emit(Event::Switched {
        object,
        counter: counter.to_string(),
        from,
        to: to.to_string(),
    });
    true
}

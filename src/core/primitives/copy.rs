//! Copies of cards: on the effects stack (with the original's choices) and on the field
//! (a new object of the same card).

use crate::core::events::Event;
use crate::core::ids::{ObjectId, PlayerId};
use crate::core::state::{GameState, ZoneRef};

/// Copies a card on the effects stack for `controller`: the copy goes on top with the
/// original's X, modes, targets and optional-cost choices (GA-COST-9.3); nothing is paid
/// for it. Returns `None`, changing nothing, if `original` is not on the stack.
pub fn copy_on_stack(
    st: &mut GameState,
    original: ObjectId,
    controller: PlayerId,
) -> Option<ObjectId> {
    let entry = st.stack.find(original)?.clone();
    let card = st.object(original)?.card;
    let copy = st.create_in(card, controller, ZoneRef::Stack);
    st.stack.push(crate::core::stack::StackEntry {
        object: copy,
        controller,
        paid_with: Vec::new(),
        rested_for_cost: Vec::new(),
        // A copy paid nothing: it can't refer to the cards its original's cost moved
        // (CR, Banishment 3, example: a copied Tome of Sacred Lightning).
        moved_for_cost: Vec::new(),
        moved_counters: Default::default(),
        cost: None,
        copy: true,
        ..entry
    });
    st.emit(Event::Copied { original, copy });
    Some(copy)
}

/// Copies an object on the field for `controller`: a new object of the same card in the
/// same zone, with none of the original's state and its X values set to 0 (GA-COST-9.4).
pub fn copy_on_field(
    st: &mut GameState,
    original: ObjectId,
    controller: PlayerId,
) -> Option<ObjectId> {
    let o = st.object(original)?;
    let (card, ZoneRef::Player(_, zone)) = (o.card, o.zone) else {
        return None;
    };
    let copy = st.create_in(card, controller, ZoneRef::Player(controller, zone));
    if let Some(c) = st.object_mut(copy) {
        c.copy = true;
        c.x = 0;
    }
    st.emit(Event::Copied { original, copy });
    Some(copy)
}

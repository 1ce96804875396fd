//! Double-faced cards: a card's `back` names the card entry of its flip side.

use super::LoadError;
use crate::core::ruleset::{CardDef, CardSource};

/// An error at the card's line for each `back` that names no loaded card, or the card
/// itself.
pub(super) fn check_backs(cards: &[CardDef], sources: &[CardSource], errors: &mut Vec<LoadError>) {
    for (card, source) in cards.iter().zip(sources) {
        let Some(back) = &card.back else {
            continue;
        };
        if *back == card.id || !cards.iter().any(|c| c.id == *back) {
            errors.push(LoadError::Invalid {
                file: source.data_file.clone(),
                line: source.line,
                what: format!("card '{}': back '{back}' names no other card", card.id),
            });
        }
    }
}

//! Double-faced cards: a card's `back` names the card entry of its flip side; its
//! `may_play_as`, the entries it may be played as instead.

use super::LoadError;
use crate::core::ruleset::{CardDef, CardSource};

/// An error at the card's line for each `back` that names no loaded card, or the card
/// itself.
pub(super) fn check_backs(cards: &[CardDef], sources: &[CardSource], errors: &mut Vec<LoadError>) {
    for (card, source) in cards.iter().zip(sources) {
        let named = card.back.iter().map(|b| ("back", b));
        for (field, other) in named.chain(card.may_play_as.iter().map(|w| ("may_play_as", w))) {
            if *other == card.id || !cards.iter().any(|c| c.id == *other) {
                errors.push(LoadError::Invalid {
                    file: source.data_file.clone(),
                    line: source.line,
                    what: format!("card '{}': {field} '{other}' names no other card", card.id),
                });
            }
        }
    }
}

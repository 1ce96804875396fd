//! The event log: every event of the game, numbered from the first one ever emitted.
//!
//! Positions are absolute: event `n` keeps number `n` for the whole game, even after the
//! events before it were dropped. Only a suffix is kept: [`EventLog::drop_before`] forgets
//! the events every reader has passed (the engine decides when: see
//! `Engine::events_since`), and a rollback truncates to an absolute position.

use crate::core::events::Event;
use serde::{Deserialize, Serialize};
use std::collections::VecDeque;

/// The retained suffix of the game's events, with the number of the first one.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct EventLog {
    /// The absolute number of `events[0]`.
    offset: usize,
    events: VecDeque<Event>,
}

impl EventLog {
    /// The absolute number the next event will get (every event ever emitted, including
    /// those dropped).
    pub fn len(&self) -> usize {
        self.offset + self.events.len()
    }

    /// Whether no event was ever emitted.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The absolute number of the oldest event still kept.
    pub fn first(&self) -> usize {
        self.offset
    }

    /// How many events are kept.
    pub fn retained(&self) -> usize {
        self.events.len()
    }

    pub fn push(&mut self, event: Event) {
        self.events.push_back(event);
    }

    /// Event number `at`, if it is still kept.
    pub fn get(&self, at: usize) -> Option<&Event> {
        self.events.get(at.checked_sub(self.offset)?)
    }

    /// The kept events from number `from` on (from the oldest kept if `from` was
    /// dropped).
    pub fn since(&self, from: usize) -> impl DoubleEndedIterator<Item = &Event> + '_ {
        self.events
            .range(from.saturating_sub(self.offset).min(self.events.len())..)
    }

    /// The kept events numbered `from..to`.
    pub fn range(&self, from: usize, to: usize) -> impl DoubleEndedIterator<Item = &Event> + '_ {
        let n = self.events.len();
        let lo = from.saturating_sub(self.offset).min(n);
        let hi = to.saturating_sub(self.offset).clamp(lo, n);
        self.events.range(lo..hi)
    }

    /// Every kept event, oldest first.
    pub fn iter(&self) -> impl DoubleEndedIterator<Item = &Event> + '_ {
        self.events.iter()
    }

    /// The kept events as a vector.
    pub fn to_vec(&self) -> Vec<Event> {
        self.events.iter().cloned().collect()
    }

    /// Forgets the events numbered `at` and after (a rollback). A position before the
    /// oldest kept event empties the log and numbers the next event `at`.
    pub fn truncate(&mut self, at: usize) {
        if at < self.offset {
            self.events.clear();
            self.offset = at;
        } else {
            self.events.truncate(at - self.offset);
        }
    }

    /// Drops the events numbered before `at` (never past the end).
    pub fn drop_before(&mut self, at: usize) {
        let n = at.saturating_sub(self.offset).min(self.events.len());
        self.events.drain(..n);
        self.offset += n;
    }
}

impl<'a> IntoIterator for &'a EventLog {
    type Item = &'a Event;
    type IntoIter = std::collections::vec_deque::Iter<'a, Event>;
    fn into_iter(self) -> Self::IntoIter {
        self.events.iter()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::ids::PlayerId;

    fn passed(p: u8) -> Event {
        Event::Passed {
            player: PlayerId(p),
        }
    }

    #[test]
    fn numbers_stay_absolute_after_dropping() {
        let mut log = EventLog::default();
        for p in 0..5 {
            log.push(passed(p));
        }
        log.drop_before(3);
        assert_eq!((log.first(), log.len(), log.retained()), (3, 5, 2));
        assert_eq!(log.get(2), None);
        assert_eq!(log.get(3), Some(&passed(3)));
        assert_eq!(log.since(0).count(), 2);
        assert_eq!(
            log.range(4, 9).cloned().collect::<Vec<_>>(),
            vec![passed(4)]
        );
        log.push(passed(5));
        assert_eq!(log.get(5), Some(&passed(5)));
    }

    #[test]
    fn truncating_is_by_absolute_position() {
        let mut log = EventLog::default();
        for p in 0..6 {
            log.push(passed(p));
        }
        log.drop_before(2);
        log.truncate(4);
        assert_eq!(log.to_vec(), vec![passed(2), passed(3)]);
        log.truncate(1);
        assert_eq!((log.first(), log.len()), (1, 1));
        log.drop_before(100);
        assert_eq!(log.len(), 1);
    }
}

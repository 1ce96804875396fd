//! Reading the events with a cursor, and keeping the log bounded: once readers are
//! registered, the events every reader has passed are dropped.

use super::Engine;
use crate::core::event_view::EventView;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Where a reader stands in the event log: the number of the next event it will read.
/// Returned by [`Engine::subscribe`] and by every [`Engine::events_since`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Cursor {
    reader: u32,
    next: usize,
}

impl Cursor {
    /// The number of the next event this cursor reads.
    pub fn position(&self) -> usize {
        self.next
    }
}

/// The registered readers and how far each has read.
#[derive(Debug, Default)]
pub(super) struct Readers {
    at: BTreeMap<u32, usize>,
    next_id: u32,
}

impl Engine {
    /// Registers a reader of the events, starting at the oldest event still kept (every
    /// event of the game, unless readers registered before have let some go). From now
    /// on the log keeps only the events some reader has not read yet: with no reader
    /// registered, nothing is ever dropped.
    pub fn subscribe(&mut self) -> Cursor {
        let id = self.readers.next_id;
        self.readers.next_id += 1;
        let next = self.state().log.first();
        self.readers.at.insert(id, next);
        Cursor { reader: id, next }
    }

    /// Unregisters the reader of `cursor`: the log no longer keeps events for it.
    pub fn unsubscribe(&mut self, cursor: Cursor) {
        self.readers.at.remove(&cursor.reader);
        self.drop_read_events();
    }

    /// The events from `cursor` on that can no longer be undone, named, and the cursor
    /// after them. The reader is marked as having read them, and events every reader has
    /// read are dropped. Events of a resolution still waiting on an answer come once it
    /// is answered (cancelling it would undo them). If the reader fell behind the oldest
    /// kept event (it was unsubscribed), the events start there: numbers show the gap.
    pub fn events_since(&mut self, cursor: Cursor) -> (Vec<EventView>, Cursor) {
        let (db, st) = (self.game.db(), self.game.state());
        let end = self.game.committed_log_end().max(cursor.next);
        let from = cursor.next.max(st.log.first());
        let events = st
            .log
            .range(from, end)
            .enumerate()
            .map(|(i, e)| EventView::of(db, st, from + i, e))
            .collect();
        let next = Cursor {
            next: end,
            ..cursor
        };
        if let Some(at) = self.readers.at.get_mut(&cursor.reader) {
            *at = (*at).max(end);
        }
        self.drop_read_events();
        (events, next)
    }

    /// Drops the events every registered reader has read (none without readers).
    fn drop_read_events(&mut self) {
        if let Some(&oldest) = self.readers.at.values().min() {
            self.game.drop_events_before(oldest);
        }
    }
}

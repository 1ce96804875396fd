//! The part of the event log that can no longer be rolled back, and dropping what every
//! reader has passed.

use super::{Game, Pending};

impl Game {
    /// The absolute log position up to which events are final: the end of the log, or,
    /// while a resolution waits on an answer, where that resolution's transaction began
    /// (the events after it are undone if it is cancelled or fails).
    pub fn committed_log_end(&self) -> usize {
        match &self.pending {
            Some(Pending::Resolution { before, .. })
            | Some(Pending::Order { before, .. })
            | Some(Pending::Procedure { before, .. })
            | Some(Pending::Purchase { before, .. }) => before.log_mark(),
            Some(Pending::Offer(o)) | Some(Pending::Activation { under: Some(o), .. }) => {
                o.before.log_mark()
            }
            _ => self.state.log.len(),
        }
    }

    /// Drops the log's events before `at`, never one that triggered abilities have not
    /// been checked against nor one an open transaction could roll back.
    pub fn drop_events_before(&mut self, at: usize) {
        let keep = at
            .min(self.state.trigger_cursor)
            .min(self.committed_log_end());
        if self.held == 0 {
            self.state.log.drop_before(keep);
        }
    }
}

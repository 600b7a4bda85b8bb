//! When the state is written to the URL and storage: a discrete change at once, a slider
//! drag at most every [`PERSIST_EVERY_MS`], trailing. Chromium throttles a page that calls
//! `replaceState` hundreds of times in a few seconds, and a synchronous localStorage write
//! per tick is work a drag does not need.

use passk_core::share::SharedState;

/// At most one URL and storage write per this many milliseconds while a slider is dragged.
pub const PERSIST_EVERY_MS: f64 = 150.0;

/// What to do with the state now.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum PersistStep {
    /// It is what was written last: nothing.
    Nothing,
    /// Write it now.
    WriteNow,
    /// A drag in progress: write it after this many milliseconds, with the state as it is
    /// then. While that write is waiting ([`PersistThrottle::armed`]) the next ticks of the
    /// drag are `Nothing`: the one waiting write carries them, so a tick arms no timer.
    WriteIn(f64),
}

/// The last write, to decide the next.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PersistThrottle {
    last_written: Option<SharedState>,
    last_write_ms: Option<f64>,
    /// A trailing write is waiting for its time.
    trailing: bool,
}

impl PersistThrottle {
    /// What to do with `state` at time `now_ms`.
    pub fn decide(&self, state: &SharedState, now_ms: f64) -> PersistStep {
        let Some(last) = &self.last_written else {
            return PersistStep::WriteNow;
        };
        if last == state {
            return PersistStep::Nothing;
        }
        let since = self.last_write_ms.map_or(f64::INFINITY, |at| now_ms - at);
        if !last.differs_only_in_sliders(state) || since >= PERSIST_EVERY_MS {
            PersistStep::WriteNow
        } else if self.trailing {
            PersistStep::Nothing
        } else {
            PersistStep::WriteIn((PERSIST_EVERY_MS - since).ceil())
        }
    }

    /// Records that `state` was written at `now_ms` (a waiting trailing write, if any, is
    /// then cancelled by the page: this write holds what it would have).
    pub fn written(&mut self, state: SharedState, now_ms: f64) {
        self.last_written = Some(state);
        self.last_write_ms = Some(now_ms);
        self.trailing = false;
    }

    /// Records that the page armed the trailing write a [`PersistStep::WriteIn`] asked for.
    pub fn armed(&mut self) {
        self.trailing = true;
    }

    /// Records that the trailing write's time came (or that it was cancelled): the page then
    /// decides again with the state as it is.
    pub fn fired(&mut self) {
        self.trailing = false;
    }

    /// The page is being left (`pagehide`) and has cancelled its waiting write, which will
    /// never fire: true if `state` must be written now (it differs from what was written),
    /// so the entry Back returns to and the next visit hold it.
    pub fn leaving(&mut self, state: &SharedState, now_ms: f64) -> bool {
        self.fired();
        self.decide(state, now_ms) != PersistStep::Nothing
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use passk_core::share::View;

    #[test]
    fn drags_are_throttled_and_discrete_changes_are_not() {
        let mut throttle = PersistThrottle::default();
        let start = SharedState::default();
        assert_eq!(throttle.decide(&start, 0.0), PersistStep::WriteNow);
        throttle.written(start.clone(), 0.0);
        assert_eq!(throttle.decide(&start, 10.0), PersistStep::Nothing);
        let dragged = SharedState {
            k: 7,
            ..start.clone()
        };
        assert_eq!(throttle.decide(&dragged, 40.0), PersistStep::WriteIn(110.0));
        assert_eq!(throttle.decide(&dragged, 150.0), PersistStep::WriteNow);
        // The waiting write carries the drag's next ticks; when its time comes, the state
        // as it is then is written.
        throttle.armed();
        let further = SharedState {
            k: 8,
            ..start.clone()
        };
        assert_eq!(throttle.decide(&further, 60.0), PersistStep::Nothing);
        throttle.fired();
        assert_eq!(throttle.decide(&further, 150.0), PersistStep::WriteNow);
        assert_eq!(throttle.decide(&further, 60.0), PersistStep::WriteIn(90.0));
        throttle.armed();
        throttle.written(further.clone(), 70.0);
        assert_eq!(throttle.decide(&dragged, 80.0), PersistStep::WriteIn(140.0));
        // Leaving with a write waiting: it is made now; with nothing new, nothing is.
        throttle.armed();
        assert!(throttle.leaving(&dragged, 90.0));
        throttle.written(dragged.clone(), 90.0);
        assert!(!throttle.leaving(&dragged, 95.0));
        let other_view = SharedState {
            view: View::Data,
            ..start
        };
        assert_eq!(throttle.decide(&other_view, 1.0), PersistStep::WriteNow);
    }
}

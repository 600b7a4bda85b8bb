//! Async work for a view, written once: each start supersedes the ones before it, and all
//! of it stops when the view that owns it closes. The import, the data view's curves and
//! the benchmark reruns run on it.

use std::future::Future;

use leptos::prelude::*;

/// The newest of a view's async jobs. Create it in the view (it lives as long as the view).
#[derive(Clone, Copy)]
pub struct Latest {
    generation: StoredValue<u64>,
}

/// One job's claim: current until a newer job starts or the view closes.
#[derive(Clone, Copy)]
pub struct Ticket {
    generation: StoredValue<u64>,
    mine: u64,
}

impl Latest {
    /// No job yet.
    pub fn new() -> Latest {
        Latest {
            generation: StoredValue::new(0),
        }
    }

    /// A ticket for a new job: every earlier ticket is stale from now on.
    pub fn supersede(&self) -> Ticket {
        self.generation.update_value(|generation| *generation += 1);
        Ticket {
            generation: self.generation,
            mine: self.generation.get_value(),
        }
    }

    /// A ticket for follow-up work of the newest job (stale once a newer job starts).
    pub fn ticket(&self) -> Ticket {
        Ticket {
            generation: self.generation,
            mine: self.generation.get_value(),
        }
    }

    /// Starts `job` with a new ticket (earlier jobs see theirs go stale); `job` checks
    /// [`Ticket::is_current`] before it touches a signal, after every await.
    pub fn start<Job>(&self, job: impl FnOnce(Ticket) -> Job)
    where
        Job: Future<Output = ()> + 'static,
    {
        leptos::task::spawn_local(job(self.supersede()));
    }

    /// Whether the view that owns this is still open.
    pub fn is_alive(&self) -> bool {
        self.generation.try_get_value().is_some()
    }
}

impl Default for Latest {
    fn default() -> Latest {
        Latest::new()
    }
}

impl Ticket {
    /// Whether this job is still the newest and its view still open.
    pub fn is_current(&self) -> bool {
        self.generation.try_get_value() == Some(self.mine)
    }

    /// Whether a newer job started (false once the view closed: then nothing is newer, the
    /// job simply stops touching the view).
    pub fn is_superseded(&self) -> bool {
        self.generation
            .try_get_value()
            .is_some_and(|now| now != self.mine)
    }
}

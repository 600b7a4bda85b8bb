//! A progress bar on standard error for long work (a million-row file, a board of 150 runs),
//! drawn only when standard error is a terminal: a script's logs get nothing.

use std::io::{IsTerminal, Write};
use std::time::{Duration, Instant};

/// How often the bar is drawn again, at most.
const EVERY: Duration = Duration::from_millis(100);
/// Work shorter than this shows no bar at all.
const AFTER: Duration = Duration::from_millis(300);

/// A progress bar, or nothing when standard error is not a terminal.
pub struct Progress {
    shown: bool,
    drawn: bool,
    started: Instant,
    last: Instant,
}

impl Progress {
    /// A bar on standard error if it is a terminal.
    pub fn on_stderr() -> Progress {
        Progress::new(std::io::stderr().is_terminal())
    }

    /// A bar that is drawn (`shown`) or never drawn.
    pub fn new(shown: bool) -> Progress {
        let now = Instant::now();
        Progress {
            shown,
            drawn: false,
            started: now,
            last: now,
        }
    }

    /// Says that `label` is `done` (0 to 1) of the way.
    pub fn update(&mut self, label: &str, done: f64) {
        if !self.shown {
            return;
        }
        let now = Instant::now();
        if now.duration_since(self.started) < AFTER || now.duration_since(self.last) < EVERY {
            return;
        }
        self.last = now;
        self.drawn = true;
        let done = done.clamp(0.0, 1.0);
        let filled = (done * 30.0).round() as usize;
        let bar = format!("{}{}", "#".repeat(filled), " ".repeat(30 - filled));
        let label: String = label.chars().take(40).collect();
        let mut stderr = std::io::stderr();
        let _ = write!(stderr, "\r\x1b[2K{label} [{bar}] {:>3.0}%", done * 100.0);
        let _ = stderr.flush();
    }

    /// Takes the bar off the terminal, if it was drawn.
    pub fn clear(&mut self) {
        if self.drawn {
            let _ = write!(std::io::stderr(), "\r\x1b[2K");
            self.drawn = false;
        }
    }
}

impl Drop for Progress {
    fn drop(&mut self) {
        self.clear();
    }
}

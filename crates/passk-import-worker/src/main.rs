//! Entry point of the import worker (`passk-import-worker`, built by Trunk as a worker of
//! the data page). One request per worker life: the page starts a worker per import and
//! terminates it when a newer file or paste comes, or when the view closes, so cancelling is
//! never a message the worker must find time to read.
//!
//! The worker first says `{ kind: "ready" }` (a message sent before its wasm runs would be
//! lost); the request is `{ sources, format, threshold, scorer, infrastructure }`: each source
//! a `File` itself (read here with `FileReaderSync`, so its bytes never pass through the
//! page) or a text; several files are one run (`merge_imports`). Every import of every page
//! is read here: the pages carry no importer. Answers, as `{ kind, … }`: `progress` (0 to 1,
//! at most every 50 ms), `unreadable` (the decode error as JSON), and `done` with the report
//! as JSON, the tasks as columns (typed arrays, moved not copied), for one small file its
//! text for the text area, and for several files each one's counts as JSON.

#[cfg(target_arch = "wasm32")]
mod worker;

#[cfg(target_arch = "wasm32")]
fn main() {
    worker::listen();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("passk-import-worker runs in a browser: build it with `make dist`.");
}

//! What the leaderboard keeps for the next visit (a reload, Back and Forward, a `seed=` link
//! opened again): each run's per-task counts in IndexedDB, under a key of its own written
//! once when the run is read, and the list of runs (ids and names, in order) in
//! localStorage, written whenever a run is added, renamed or removed. What storage refuses
//! is said, now and on the next visit.

use std::collections::HashSet;

use leptos::prelude::*;

use crate::components::board::run::BoardRun;
use passk_data::import::tasks_to_csv;
use passk_web::{browser, idb};

/// The list of runs: one line per run, its id, a tab, its name (escaped).
const INDEX_KEY: &str = "passk.board.runs";
/// Set when the last visit's runs could not all be kept.
const NOT_KEPT_KEY: &str = "passk.board.not-kept";

/// Where run `id`'s counts are kept.
fn run_key(id: u64) -> String {
    format!("passk.board.run.{id}")
}

/// What storage did with the runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardStorage {
    /// Some run could not be kept: it will not come back on the next visit.
    NotKept,
    /// Some run of the last visit was not kept, so it did not come back.
    NotKeptLastTime,
}

/// A name on one line of the index: `\`, tab and line breaks escaped.
fn escape(name: &str) -> String {
    name.replace('\\', "\\\\")
        .replace('\t', "\\t")
        .replace('\n', "\\n")
        .replace('\r', "\\r")
}

fn unescape(text: &str) -> String {
    let mut name = String::with_capacity(text.len());
    let mut characters = text.chars();
    while let Some(character) = characters.next() {
        if character != '\\' {
            name.push(character);
            continue;
        }
        match characters.next() {
            Some('t') => name.push('\t'),
            Some('n') => name.push('\n'),
            Some('r') => name.push('\r'),
            Some(other) => name.push(other),
            None => name.push('\\'),
        }
    }
    name
}

/// The runs of the last visit, in order: (id, name).
pub fn kept_runs() -> Vec<(u64, String)> {
    browser::load(INDEX_KEY)
        .unwrap_or_default()
        .lines()
        .filter_map(|line| {
            let (id, name) = line.split_once('\t')?;
            Some((id.parse().ok()?, unescape(name)))
        })
        .collect()
}

/// Run `id`'s kept counts, as the CSV the data view writes.
async fn kept_counts(id: u64) -> Option<String> {
    idb::get(&run_key(id))
        .await
        .filter(|csv| !csv.trim().is_empty())
}

/// Whether the last visit said some run was not kept (forgotten once read).
fn take_not_kept_last_time() -> bool {
    let said = browser::load(NOT_KEPT_KEY).is_some();
    browser::forget(NOT_KEPT_KEY);
    said
}

/// The last visit's runs with their kept counts, in order: (id, name, counts CSV), and
/// whether some run listed had no counts kept.
pub async fn kept_inputs() -> (Vec<(u64, String, String)>, bool) {
    let mut inputs = Vec::new();
    let mut missing = take_not_kept_last_time();
    for (id, name) in kept_runs() {
        match kept_counts(id).await {
            Some(csv) => inputs.push((id, name, csv)),
            None => missing = true,
        }
    }
    (inputs, missing)
}

/// Keeps `runs` whenever they change, once `ready` (the last visit's runs are back, so the
/// list written is whole): a new run's counts once, the list each time, and a removed
/// run's counts deleted. `note` hears when storage refuses.
pub fn keep_runs(
    runs: RwSignal<Vec<BoardRun>>,
    ready: RwSignal<bool>,
    note: RwSignal<Option<BoardStorage>>,
) {
    // Runs of the last visit are already kept: they come back under the same ids.
    let stored = StoredValue::new(
        kept_runs()
            .into_iter()
            .map(|(id, _)| id)
            .collect::<HashSet<u64>>(),
    );
    Effect::new(move |_| {
        if !ready.get() {
            return;
        }
        let listed: Vec<(u64, String)> =
            runs.with(|runs| runs.iter().map(|run| (run.id, run.name.clone())).collect());
        let index: String = listed
            .iter()
            .map(|(id, name)| format!("{id}\t{}\n", escape(name)))
            .collect();
        let refused = !browser::save(INDEX_KEY, &index);
        let now: HashSet<u64> = listed.iter().map(|(id, _)| *id).collect();
        let removed: Vec<u64> = stored.with_value(|kept| kept.difference(&now).copied().collect());
        for id in removed {
            stored.update_value(|kept| {
                kept.remove(&id);
            });
            leptos::task::spawn_local(async move { idb::delete(&run_key(id)).await });
        }
        let added: Vec<BoardRun> = runs.with_untracked(|runs| {
            runs.iter()
                .filter(|run| !stored.with_value(|kept| kept.contains(&run.id)))
                .cloned()
                .collect()
        });
        for run in added {
            stored.update_value(|kept| {
                kept.insert(run.id);
            });
            let csv = tasks_to_csv(&run.tasks);
            leptos::task::spawn_local(async move {
                if !idb::put(&run_key(run.id), &csv).await {
                    let _ = browser::save(NOT_KEPT_KEY, "1");
                    let _ = note.try_set(Some(BoardStorage::NotKept));
                }
            });
        }
        if refused {
            // A few bytes often fit where the list did not: the next visit says so.
            let _ = browser::save(NOT_KEPT_KEY, "1");
            note.set(Some(BoardStorage::NotKept));
        }
    });
}

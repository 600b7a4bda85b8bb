//! Editing a small data set by hand: one row per task, with task, n and c cells.

use passk_words::prelude::*;
use std::sync::Arc;

use leptos::prelude::*;

use crate::components::shared::prefs::use_prefs;
use passk_data::dataset::Dataset;
use passk_data::import::{rows_to_csv, tasks_to_rows};

/// Tasks the grid shows at most: every cell is an input, and thousands of them make each
/// keystroke slow. Bigger data is edited as text (or in the tool that made it).
pub const MAX_EDITOR_ROWS: usize = 500;

/// A grid of (task, n, c) cells. Opening it copies the shown tasks in; every edit writes
/// the grid back as an aggregated CSV through `on_edit`, so the text area, the import and
/// its messages stay the one source of truth. Cells keep what was typed, even when it is
/// not a valid count (the importer then says which line is wrong). When the data changes
/// from elsewhere (a new paste, a file, Clear), the open grid starts again from it, so an
/// edit never writes older data over newer.
#[component]
pub fn TableEditor(
    /// The tasks shown, to start from when the grid opens or the data changes elsewhere.
    data: Signal<Option<Arc<Dataset>>>,
    /// The text area's text: a change that is not the grid's own write is new data.
    text: Signal<String>,
    /// Receives the grid as CSV after every edit.
    on_edit: Callback<String>,
) -> impl IntoView {
    let lang = use_prefs().lang;
    let open = RwSignal::new(false);
    let too_many =
        move || data.with(|data| data.as_ref().map_or(0, |data| data.len()) > MAX_EDITOR_ROWS);
    // Open, unless the data grew past what the grid shows.
    let shown_open = move || open.get() && !too_many();
    // The grid's own rows, with the CSV it wrote last. They are the grid's while the text
    // area holds that CSV; any other text (a paste, a file, Clear) is new data, and the grid
    // shows it instead: derived, so no effect has to reseed it.
    let edits = RwSignal::new(None::<Edits>);
    let rows = Memo::new(move |_| {
        // A closed grid has no rows to build (the data may be a million tasks).
        if !shown_open() {
            return Vec::new();
        }
        let own = text.with(|text| {
            edits.with(|edits| {
                edits
                    .as_ref()
                    .filter(|edits| edits.written == *text)
                    .map(|edits| edits.rows.clone())
            })
        });
        own.unwrap_or_else(|| {
            data.with(|data| data.as_ref().map(|data| tasks_to_rows(data.tasks())))
                .unwrap_or_default()
        })
    });
    // Applies `change` to the rows shown and writes them back as CSV.
    let edit = move |change: &dyn Fn(&mut Vec<[String; 3]>)| {
        let mut next = rows.get_untracked();
        change(&mut next);
        let csv = rows_to_csv(&next);
        edits.set(Some(Edits {
            written: csv.clone(),
            rows: next,
        }));
        on_edit.run(csv);
    };
    let toggle = move |_| open.update(|open| *open = !*open);
    let add = move |_| {
        let name = lang
            .get_untracked()
            .new_task_name(rows.with_untracked(Vec::len) + 1);
        edit(&|rows| rows.push([name.clone(), "1".to_string(), "0".to_string()]));
    };
    let cell = move |row: usize, column: usize| {
        let label = move || {
            let lang = lang.get();
            let header = [lang.editor_words().task, "n", "c"][column];
            lang.editor_cell(header, row + 1)
        };
        view! {
            <td>
                <input
                    type="text"
                    class="cell"
                    class:cell-name=column == 0
                    data-testid=format!("cell-{row}-{column}")
                    aria-label=label
                    prop:value=move || rows.with(|rows| rows.get(row).map(|r| r[column].clone()).unwrap_or_default())
                    on:input=move |ev| {
                        let value = event_target_value(&ev);
                        edit(&|rows| {
                            if let Some(cells) = rows.get_mut(row) {
                                cells[column] = value.clone();
                            }
                        });
                    }
                />
            </td>
        }
    };
    view! {
        <div class="table-editor">
            <button
                type="button"
                data-testid="data-edit-table"
                aria-expanded=move || shown_open().to_string()
                disabled=too_many
                on:click=toggle
            >
                {move || { let words = lang.get().editor_words(); if shown_open() { words.close } else { words.open } }}
            </button>
            <Show when=too_many>
                <p class="hint" data-testid="data-edit-table-note">
                    {move || lang.get().editor_cap_note(MAX_EDITOR_ROWS)}
                </p>
            </Show>
            <Show when=shown_open>
                <div class="table-wrap" tabindex="0">
                    <table class="editor">
                        <thead>
                            <tr>
                                <th scope="col">{move || lang.get().editor_words().task}</th>
                                <th scope="col">"n"</th>
                                <th scope="col">"c"</th>
                                <th scope="col"><span class="visually-hidden">{move || lang.get().editor_words().remove}</span></th>
                            </tr>
                        </thead>
                        <tbody>
                            {move || {
                                (0..rows.with(Vec::len))
                                    .map(|row| {
                                        view! {
                                            <tr>
                                                {cell(row, 0)}
                                                {cell(row, 1)}
                                                {cell(row, 2)}
                                                <td>
                                                    <button
                                                        type="button"
                                                        data-testid=format!("remove-{row}")
                                                        aria-label=move || lang.get().editor_remove_row(row + 1)
                                                        on:click=move |_| {
                                                            edit(&|rows| {
                                                                if row < rows.len() {
                                                                    rows.remove(row);
                                                                }
                                                            });
                                                        }
                                                    >
                                                        "×"
                                                    </button>
                                                </td>
                                            </tr>
                                        }
                                    })
                                    .collect_view()
                            }}
                        </tbody>
                    </table>
                </div>
                <button type="button" data-testid="data-add-row" on:click=add>
                    {move || lang.get().editor_words().add}
                </button>
            </Show>
        </div>
    }
}

/// What the grid wrote last: its rows, and the CSV they were written as.
#[derive(Clone, Debug, PartialEq)]
struct Edits {
    written: String,
    rows: Vec<[String; 3]>,
}

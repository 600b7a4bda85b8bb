//! Editing a small data set by hand: one row per task, with task, n and c cells.

use passk_words::prelude::*;
use std::sync::Arc;

use leptos::prelude::*;

use crate::components::prefs::use_prefs;
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
    let rows = RwSignal::new(Vec::<[String; 3]>::new());
    // The CSV this grid wrote last; a text that differs came from somewhere else.
    let written = StoredValue::new(None::<String>);
    let too_many =
        move || data.with(|data| data.as_ref().map_or(0, |data| data.len()) > MAX_EDITOR_ROWS);
    let seed = move || {
        rows.set(
            data.with_untracked(|data| data.as_ref().map(|data| tasks_to_rows(data.tasks())))
                .unwrap_or_default(),
        );
        written.set_value(None);
    };
    let write_back = move || {
        let csv = rows_to_csv(&rows.get_untracked());
        written.set_value(Some(csv.clone()));
        on_edit.run(csv);
    };
    Effect::new(move |_| {
        let text = text.get();
        // Also track the data: a file read directly leaves the text area empty.
        data.track();
        if open.get_untracked() && written.get_value().as_deref() != Some(text.as_str()) {
            if too_many() {
                open.set(false);
            } else {
                seed();
            }
        }
    });
    let toggle = move |_| {
        if !open.get_untracked() {
            seed();
        }
        open.update(|open| *open = !*open);
    };
    let add = move |_| {
        rows.update(|rows| {
            let name = lang.get_untracked().new_task_name(rows.len() + 1);
            rows.push([name, "1".to_string(), "0".to_string()]);
        });
        write_back();
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
                        rows.update(|rows| {
                            if let Some(cells) = rows.get_mut(row) {
                                cells[column] = value;
                            }
                        });
                        write_back();
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
                aria-expanded=move || open.get().to_string()
                disabled=too_many
                on:click=toggle
            >
                {move || { let words = lang.get().editor_words(); if open.get() { words.close } else { words.open } }}
            </button>
            <Show when=too_many>
                <p class="hint" data-testid="data-edit-table-note">
                    {move || lang.get().editor_cap_note(MAX_EDITOR_ROWS)}
                </p>
            </Show>
            <Show when=move || open.get()>
                <div class="table-wrap">
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
                                                            rows.update(|rows| {
                                                                if row < rows.len() {
                                                                    rows.remove(row);
                                                                }
                                                            });
                                                            write_back();
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

//! The per-task table: sortable, with always-right, never-right and flaky tasks told apart.

use passk_words::prelude::*;
use std::sync::Arc;

use leptos::prelude::*;

use crate::components::shared::prefs::use_prefs;
use passk_core::format::percent;
use passk_data::dataset::{top_rows, Dataset, SortBy};

/// Rows shown at most; the rest are counted, so a 10,000-task file does not bloat the page.
const MAX_ROWS: usize = 300;

/// The table of tasks at the current k.
#[component]
pub fn TaskTable(
    /// The tasks shown.
    data: Signal<Arc<Dataset>>,
    /// The current k.
    k: Signal<u64>,
) -> impl IntoView {
    let lang = use_prefs().lang;
    let words = move || lang.get().data_words();
    let sort = RwSignal::new((SortBy::Order, true));
    // Only the rows shown are built; a million tasks are one pass (data::dataset::top_rows).
    let sorted = Memo::new(move |_| {
        let (by, ascending) = sort.get();
        data.with(|data| top_rows(data, k.get(), by, ascending, MAX_ROWS))
    });
    let header = move |by: SortBy, label: Signal<String>| {
        let aria_sort = move || {
            let (current, ascending) = sort.get();
            if current != by {
                "none"
            } else if ascending {
                "ascending"
            } else {
                "descending"
            }
        };
        view! {
            <th scope="col" aria-sort=aria_sort>
                <button
                    type="button"
                    class="sort"
                    on:click=move |_| {
                        sort.update(|(current, ascending)| {
                            if *current == by {
                                *ascending = !*ascending;
                            } else {
                                *current = by;
                                *ascending = !matches!(by, SortBy::PassAtK | SortBy::PassHatK);
                            }
                        })
                    }
                >
                    {move || label.get()}
                </button>
            </th>
        }
    };
    let fixed = |text: &'static str| Signal::derive(move || text.to_string());
    // The browser lays the table out only when it nears the screen (content-visibility in
    // page.css): 300 rows are most of the layout of the frame that shows an import. Until
    // then it holds about the space its rows will take, so the scrollbar hardly moves.
    let placeholder_height =
        move || format!("auto {:.1}em", 4.0 + 2.4 * sorted.with(Vec::len) as f64);
    view! {
        <div class="table-wrap task-table-wrap" tabindex="0" style:contain-intrinsic-block-size=placeholder_height>
            <table class="tasks" data-testid="data-table">
                <caption>{move || words().table_caption}</caption>
                <thead>
                    <tr>
                        {header(SortBy::Name, Signal::derive(move || lang.get().editor_words().task.to_string()))}
                        {header(SortBy::Trials, fixed("n"))}
                        {header(SortBy::Successes, fixed("c"))}
                        {header(SortBy::PassAtK, Signal::derive(move || format!("pass@{}", k.get())))}
                        {header(SortBy::PassHatK, Signal::derive(move || format!("pass^{}", k.get())))}
                        <th scope="col">{move || words().kind}</th>
                    </tr>
                </thead>
                <tbody>
                    {move || {
                        sorted
                            .get()
                            .into_iter()
                            .map(|row| {
                                let lang = lang.get();
                                let shown = |value: Option<f64>| {
                                    value
                                        .map(|v| lang.number(&percent(v)))
                                        .unwrap_or_else(|| lang.data_words().too_few.to_string())
                                };
                                let kind = lang.consistency_name(row.consistency);
                                view! {
                                    <tr class=format!("kind-{}", row.consistency.label().replace(' ', "-"))>
                                        <td class="task-name">{row.name.clone()}</td>
                                        <td>{row.counts.trials}</td>
                                        <td>{row.counts.successes}</td>
                                        <td>{shown(row.pass_at_k)}</td>
                                        <td>{shown(row.pass_hat_k)}</td>
                                        <td>{kind}</td>
                                    </tr>
                                }
                            })
                            .collect_view()
                    }}
                </tbody>
            </table>
            <p class="table-note">
                {move || {
                    let total = data.with(|data| data.len());
                    if total > MAX_ROWS {
                        lang.get().table_showing(MAX_ROWS, total)
                    } else {
                        String::new()
                    }
                }}
            </p>
        </div>
    }
}

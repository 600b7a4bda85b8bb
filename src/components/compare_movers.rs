//! The compare view's tasks that moved between the runs (sortable), and the ids found in
//! only one run ([`UnmatchedList`]).

use leptos::prelude::*;
use passk_words::prelude::*;

use crate::components::prefs::use_prefs;
use passk_core::format::signed_percent;
use passk_data::compare::{movers, MatchedRuns, MoverOrder};

/// Rows of the movers' table.
const MOVERS_SHOWN: usize = 25;

/// The movers' table with its sort buttons.
#[component]
pub fn CompareMovers(
    /// The two runs matched by task id.
    matched: Signal<Option<MatchedRuns>>,
) -> impl IntoView {
    let lang = use_prefs().lang;
    let words = move || lang.get().compare_words();
    let order = RwSignal::new(MoverOrder::Biggest);
    view! {
        <section class="compare-movers">
            <h2>{move || words().movers}</h2>
            <div class="sort-buttons" role="group">
                {[MoverOrder::Biggest, MoverOrder::Up, MoverOrder::Down, MoverOrder::Name]
                    .into_iter()
                    .enumerate()
                    .map(|(i, choice)| {
                        view! {
                            <button
                                type="button"
                                data-testid=format!("compare-sort-{i}")
                                aria-pressed=move || (order.get() == choice).to_string()
                                on:click=move |_| order.set(choice)
                            >
                                {move || lang.get().mover_order_name(choice)}
                            </button>
                        }
                    })
                    .collect_view()}
            </div>
            <div class="table-wrap">
                <table data-testid="compare-table">
                    <thead>
                        <tr>
                            <th scope="col">{move || words().task}</th>
                            <th scope="col">"A c/n"</th>
                            <th scope="col">"B c/n"</th>
                            <th scope="col">{move || words().change}</th>
                        </tr>
                    </thead>
                    <tbody>
                        {move || {
                            matched.with(|m| {
                                m.as_ref()
                                    .map(|m| movers(m, order.get(), MOVERS_SHOWN))
                                    .unwrap_or_default()
                            })
                            .into_iter()
                            .map(|row| {
                                view! {
                                    <tr data-value=row.change.to_string()>
                                        <th scope="row">{row.name}</th>
                                        <td>{format!("{}/{}", row.a.successes, row.a.trials)}</td>
                                        <td>{format!("{}/{}", row.b.successes, row.b.trials)}</td>
                                        <td>{lang.get_untracked().number(&signed_percent(row.change))}</td>
                                    </tr>
                                }
                            })
                            .collect_view()
                        }}
                    </tbody>
                </table>
            </div>
        </section>
    }
}

/// The ids found in only one run; shown whenever there are any, even when no task is in
/// both runs (or every one is left out at this k).
#[component]
pub fn UnmatchedList(
    /// The two runs matched by task id.
    matched: Signal<Option<MatchedRuns>>,
) -> impl IntoView {
    let lang = use_prefs().lang;
    let words = move || lang.get().compare_words();
    let unmatched = move || {
        matched.with(|m| {
            m.as_ref()
                .map(|m| {
                    m.only_in_a
                        .iter()
                        .map(|name| format!("A: {name}"))
                        .chain(m.only_in_b.iter().map(|name| format!("B: {name}")))
                        .collect::<Vec<_>>()
                        .join(", ")
                })
                .unwrap_or_default()
        })
    };
    let any = move || {
        matched.with(|m| {
            m.as_ref()
                .is_some_and(|m| !m.only_in_a.is_empty() || !m.only_in_b.is_empty())
        })
    };
    view! {
        <Show when=any>
            <details class="compare-unmatched-list">
                <summary>{move || words().unmatched}</summary>
                <p>{unmatched}</p>
            </details>
        </Show>
    }
}

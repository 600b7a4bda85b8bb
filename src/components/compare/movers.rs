//! The compare view's tasks that moved between the runs (sortable), and the ids found in
//! only one run ([`UnmatchedList`]).

use leptos::prelude::*;
use passk_words::prelude::*;

use crate::components::shared::prefs::use_prefs;
use crate::latest::Latest;
use passk_core::format::signed_percent;
use passk_data::compare::{movers, MatchedRuns, Mover, MoverOrder};
use passk_web::browser;

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
    let rows = rows_in_a_task_of_their_own(matched, order);
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
            <div class="table-wrap" tabindex="0">
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
                            rows.get()
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

/// The movers' rows in `order`, picked in a task of their own after the results are drawn
/// (the newest pick only): over a million matched tasks the pass takes 40 ms, measured, which
/// would otherwise add to the task that draws every other result.
fn rows_in_a_task_of_their_own(
    matched: Signal<Option<MatchedRuns>>,
    order: RwSignal<MoverOrder>,
) -> Signal<Vec<Mover>> {
    let rows = RwSignal::new(Vec::new());
    let latest = Latest::new();
    Effect::new(move |_| {
        let chosen = order.get();
        matched.track();
        latest.start(move |ticket| async move {
            browser::yield_to_browser().await;
            if !ticket.is_current() {
                return;
            }
            let picked = matched.with_untracked(|m| {
                m.as_ref()
                    .map(|m| movers(m, chosen, MOVERS_SHOWN))
                    .unwrap_or_default()
            });
            // `try_set` gives the value back (Some) when the view, and its signals, are gone.
            let _ = rows.try_set(picked);
        });
    });
    rows.into()
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

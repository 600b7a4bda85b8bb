//! The leaderboard's table: the runs in rank order (value, interval, rank interval, tie
//! group).

use leptos::prelude::*;
use passk_words::prelude::*;

use crate::components::shared::prefs::use_prefs;
use passk_core::board::Board;
use passk_core::format::percent;

/// The runs in rank order. Each row carries its numbers at full precision: `data-run`,
/// `data-value`, `data-ci-lo`, `data-ci-hi`, `data-rank`, `data-rank-lo`, `data-rank-hi`,
/// `data-groups`.
#[component]
pub fn BoardTable(
    /// The board.
    board: Signal<Option<Board>>,
    /// The runs' names, by input index.
    names: Signal<Vec<String>>,
) -> impl IntoView {
    let lang = use_prefs().lang;
    let shown = move |value: f64| lang.get().number(&percent(value));
    let rows = move || {
        let names = names.get();
        board.get().map(|board| {
            board
                .standings
                .into_iter()
                .map(|standing| {
                    let name = names.get(standing.run).cloned().unwrap_or_default();
                    let (rank_lo, rank_hi) = standing.rank_interval;
                    let run_attribute = name.clone();
                    view! {
                        <tr
                            data-run=run_attribute
                            data-value=standing.mean.to_string()
                            data-ci-lo=standing.interval.map(|i| i.low.to_string())
                            data-ci-hi=standing.interval.map(|i| i.high.to_string())
                            data-rank=standing.rank.to_string()
                            data-rank-lo=rank_lo.to_string()
                            data-rank-hi=rank_hi.to_string()
                            data-groups=standing.groups.clone()
                        >
                            <td>{standing.rank}</td>
                            <td class="board-groups">{standing.groups.clone()}</td>
                            <th scope="row">{name}</th>
                            <td>{shown(standing.mean)}</td>
                            <td>{standing.interval.map_or_else(
                                || lang.get().compare_words().interval_undefined.to_string(),
                                |i| format!("{} – {}", shown(i.low), shown(i.high)),
                            )}</td>
                            <td>{format!("{rank_lo}–{rank_hi}")}</td>
                        </tr>
                    }
                })
                .collect_view()
        })
    };
    view! {
        <div class="table-wrap" tabindex="0">
            <table class="board-table" data-testid="board-table">
                <thead>
                    <tr>
                        {move || {
                            lang.get()
                                .board_words()
                                .headers
                                .map(|header| view! { <th scope="col">{header}</th> })
                        }}
                    </tr>
                </thead>
                <tbody>{rows}</tbody>
            </table>
        </div>
    }
}

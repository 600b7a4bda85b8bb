//! The leaderboard's pairwise matrix: row − column task by task, with Holm-adjusted
//! permutation p-values.

use leptos::prelude::*;
use passk_words::prelude::*;

use crate::components::shared::prefs::use_prefs;
use passk_core::board::{Board, BOARD_ALPHA};
use passk_core::format::signed_percent;

/// Row − column for every pair, in rank order: the mean paired difference and the
/// Holm-adjusted p-value (`data-value`, `data-p`); significant cells are bold.
#[component]
pub fn BoardMatrix(
    /// The board.
    board: Signal<Option<Board>>,
    /// The runs' names, by input index.
    names: Signal<Vec<String>>,
) -> impl IntoView {
    let lang = use_prefs().lang;
    let table = move || {
        let (board, names) = (board.get()?, names.get());
        let order: Vec<usize> = board
            .standings
            .iter()
            .map(|standing| standing.run)
            .collect();
        let name = |run: usize| names.get(run).cloned().unwrap_or_default();
        let head = order
            .iter()
            .map(|&run| view! { <th scope="col">{name(run)}</th> })
            .collect_view();
        let rows = order
            .iter()
            .map(|&row| {
                let cells = order
                    .iter()
                    .map(|&column| match board.pair(row, column) {
                        Some(pair) => {
                            let text = format!(
                                "{} (p = {})",
                                lang.get().number(&signed_percent(pair.difference)),
                                lang.get().number(&format!("{:.3}", pair.adjusted))
                            );
                            view! {
                                <td
                                    class:significant=pair.adjusted < BOARD_ALPHA
                                    data-value=pair.difference.to_string()
                                    data-p=pair.adjusted.to_string()
                                >
                                    {text}
                                </td>
                            }
                            .into_any()
                        }
                        None => view! { <td>"—"</td> }.into_any(),
                    })
                    .collect_view();
                view! {
                    <tr>
                        <th scope="row">{name(row)}</th>
                        {cells}
                    </tr>
                }
            })
            .collect_view();
        Some(view! {
            <table class="board-matrix" data-testid="board-matrix">
                <caption>{lang.get().board_words().matrix_caption}</caption>
                <thead>
                    <tr>
                        <td></td>
                        {head}
                    </tr>
                </thead>
                <tbody>{rows}</tbody>
            </table>
        })
    };
    view! { <div class="table-wrap" tabindex="0">{table}</div> }
}

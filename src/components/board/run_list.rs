//! The leaderboard's runs as a list: each renamable and removable.

use leptos::prelude::*;
use passk_words::prelude::*;

use crate::components::board::inputs::BoardRun;
use crate::components::shared::prefs::use_prefs;

/// The runs added, each renamable and removable.
#[component]
pub fn RunList(
    /// The runs.
    runs: RwSignal<Vec<BoardRun>>,
) -> impl IntoView {
    let lang = use_prefs().lang;
    let words = move || lang.get().board_words();
    view! {
        <ol class="board-runs">
            {move || {
                runs.with(|list| {
                    list.iter()
                        .enumerate()
                        .map(|(index, run)| {
                            let name = run.name.clone();
                            let tasks = run.tasks.len();
                            view! {
                                <li>
                                    <input
                                        type="text"
                                        class="number-field board-name"
                                        data-testid=format!("board-name-{index}")
                                        aria-label=move || words().name_label
                                        prop:value=name
                                        on:change=move |ev| {
                                            let renamed = event_target_value(&ev);
                                            runs.update(|runs| {
                                                if let Some(run) = runs.get_mut(index) {
                                                    run.name = renamed;
                                                }
                                            });
                                        }
                                    />
                                    " "
                                    <span>{format!("{tasks} {}", lang.get().tasks_read(tasks))}</span>
                                    " "
                                    <button
                                        type="button"
                                        data-testid=format!("board-remove-{index}")
                                        on:click=move |_| runs.update(|runs| {
                                            if index < runs.len() {
                                                runs.remove(index);
                                            }
                                        })
                                    >
                                        {move || words().remove}
                                    </button>
                                </li>
                            }
                        })
                        .collect_view()
                })
            }}
        </ol>
    }
}

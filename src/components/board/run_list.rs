//! The leaderboard's runs as a list, each renamable and removable and saying what its
//! reading said (warnings, problems), and the inputs that gave no run, each with why.

use leptos::prelude::*;
use passk_words::prelude::*;

use crate::components::board::reader::BoardReader;
use crate::components::shared::prefs::use_prefs;
use passk_core::lang::Lang;
use passk_data::import::Import;

/// What a report says, a line each: its warnings, then its problems.
fn said(report: &Import, lang: Lang) -> Vec<String> {
    report
        .warnings
        .iter()
        .map(|warning| lang.warning(warning))
        .chain(report.problems.iter().map(|problem| lang.problem(problem)))
        .collect()
}

/// The runs added and the inputs that gave none.
#[component]
pub fn RunList(
    /// The board's reader (its runs and what gave none).
    reader: BoardReader,
) -> impl IntoView {
    let lang = use_prefs().lang;
    let words = move || lang.get().board_words();
    let runs = reader.runs;
    view! {
        <ol class="board-runs">
            {move || {
                runs.with(|list| {
                    list.iter()
                        .enumerate()
                        .map(|(index, run)| {
                            let (id, name, tasks) = (run.id, run.name.clone(), run.tasks.len());
                            let report = run.report.clone();
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
                                                if let Some(run) = runs.iter_mut().find(|run| run.id == id) {
                                                    run.name = renamed;
                                                }
                                            });
                                        }
                                    />
                                    " "
                                    <span data-testid=format!("board-tasks-{index}")>
                                        {format!("{tasks} {}", lang.get().tasks_read(tasks))}
                                    </span>
                                    " "
                                    <button
                                        type="button"
                                        data-testid=format!("board-remove-{index}")
                                        on:click=move |_| reader.forget(id)
                                    >
                                        {move || words().remove}
                                    </button>
                                    <ul class="warnings" data-testid=format!("board-said-{index}")>
                                        {move || {
                                            said(&report, lang.get())
                                                .into_iter()
                                                .map(|line| view! { <li>{line}</li> })
                                                .collect_view()
                                        }}
                                    </ul>
                                </li>
                            }
                        })
                        .collect_view()
                })
            }}
        </ol>
        <ul class="errors" data-testid="board-not-added">
            {move || {
                reader
                    .not_added
                    .with(|not_added| {
                        not_added
                            .iter()
                            .map(|input| {
                                let lang = lang.get();
                                let why = match &input.why {
                                    Ok(report) => said(report, lang).join("; "),
                                    Err(note) => note.text(lang),
                                };
                                view! {
                                    <li>{format!("{} {} {why}", input.name, words().not_added)}</li>
                                }
                            })
                            .collect_view()
                    })
            }}
        </ul>
    }
}

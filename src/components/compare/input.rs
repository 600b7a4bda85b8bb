//! One run of the compare view: paste, pick or drop a result file in any format the data
//! view reads, with everything the data view's input has: the format, threshold and
//! scorer, what was read, the warnings (a repeated task, the scorer used), what went
//! wrong, and what storage kept.

use leptos::prelude::*;
use passk_words::prelude::*;

use crate::components::shared::drop_zone::DropZone;
use crate::components::shared::import_messages::ImportMessages;
use crate::components::shared::import_notes::ImportNotes;
use crate::components::shared::import_options::DataOptions;
use crate::components::shared::import_progress::ImportProgress;
use crate::components::shared::prefs::use_prefs;
use crate::import::DataImport;
use passk_data::import::Format;
use passk_web::browser;

/// The input of one run (A or B).
#[component]
pub fn CompareInput(
    /// This run's importer.
    state: DataImport,
    /// "compare-a" or "compare-b": the `data-testid`s are `{prefix}-input`,
    /// `{prefix}-file`, `{prefix}-format`…
    prefix: &'static str,
    /// The run's label ("Run A").
    label: Signal<&'static str>,
) -> impl IntoView {
    let lang = use_prefs().lang;
    let input_id = format!("{prefix}-input");
    let report = move || state.result.get().map(|latest| latest.report);
    let task_count = move || state.shown().map_or(0, |shown| shown.data.len());
    let format = move || {
        report()
            .and_then(|report| report.format)
            .map(|format| lang.get().format_label(format))
    };
    view! {
        <section class="compare-input">
        <DropZone on_files=Callback::new(move |files| state.take_files(files))>
            <label for=input_id.clone() class="control-label">{move || label.get()}</label>
            <textarea
                id=input_id.clone()
                data-testid=input_id
                rows="6"
                spellcheck="false"
                placeholder="task,n,c\ncheckout,8,8\nrefund,8,6"
                prop:value=move || state.text.get()
                on:input=move |ev| state.take_text(event_target_value(&ev))
            ></textarea>
            <div class="data-actions">
                <input
                    type="file"
                    data-testid=format!("{prefix}-file")
                    aria-label=move || format!("{}: {}", label.get(), lang.get().data_regions().pick_file)
                    multiple
                    accept=Format::accept()
                    on:change=move |ev| {
                        state.take_files(browser::picked_files(&ev));
                    }
                />
                <button type="button" data-testid=format!("{prefix}-clear") on:click=move |_| state.clear()>
                    {move || lang.get().data_words().clear}
                </button>
            </div>
            <DataOptions
                choices=state.choices
                report=Signal::derive(move || state.result.get().map(|latest| latest.report))
                reimport=Callback::new(move |()| state.reimport())
                prefix=prefix
            />
            <p class="compare-read" aria-live="polite">
                <strong data-testid=format!("{prefix}-tasks") data-value=move || task_count().to_string()>
                    {task_count}
                </strong>
                {move || lang.get().tasks_read(task_count())}
                {move || format().map(|format| format!(" ({format})"))}
            </p>
            <ImportProgress
                progress=Signal::from(state.progress)
                on_stop=Callback::new(move |()| state.stop())
                testid=format!("{prefix}-progress")
                stop_testid=format!("{prefix}-stop")
            />
            <ImportNotes state=state prefix=prefix />
            <ImportMessages state=state prefix=prefix />
        </DropZone>
        </section>
    }
}

//! Where data comes in: the text area (paste or type), a file picked or dropped, the
//! example, Clear, the format, threshold and scorer, the table editor and the notes.

use leptos::prelude::*;
use passk_words::prelude::*;

use crate::components::data::table_editor::TableEditor;
use crate::components::shared::drop_zone::DropZone;
use crate::components::shared::import_notes::ImportNotes;
use crate::components::shared::import_options::DataOptions;
use crate::components::shared::import_progress::ImportProgress;
use crate::components::shared::prefs::use_prefs;
use crate::import::{DataImport, ARTICLE_EXAMPLE};
use passk_data::import::Format;
use passk_web::browser;

/// The input half of the data view.
#[component]
pub fn DataInput(
    /// The data view's state.
    state: DataImport,
) -> impl IntoView {
    let lang = use_prefs().lang;
    let words = move || lang.get().data_words();
    view! {
        <section class="data-input" aria-label=move || lang.get().data_regions().data>
            <DropZone on_files=Callback::new(move |files| state.take_files(files))>
                <label for="data-input" class="control-label">{move || words().input_label}</label>
                <textarea
                    id="data-input"
                    data-testid="data-input"
                    rows="8"
                    spellcheck="false"
                    placeholder="task,n,c\ncheckout,8,8\nrefund,8,6\naddress,8,4"
                    prop:value=move || state.text.get()
                    on:input=move |ev| state.take_text(event_target_value(&ev))
                ></textarea>
                <div class="data-actions">
                    <input
                        type="file"
                        data-testid="data-file"
                        aria-label=move || lang.get().data_regions().pick_file
                        multiple
                    accept=Format::accept()
                        on:change=move |ev| {
                            state.take_files(browser::picked_files(&ev));
                        }
                    />
                    <button
                        type="button"
                        data-testid="data-sample"
                        on:click=move |_| state.take_text(ARTICLE_EXAMPLE.to_string())
                    >
                        {move || words().sample}
                    </button>
                    <button type="button" data-testid="data-clear" on:click=move |_| state.clear()>
                        {move || words().clear}
                    </button>
                </div>
                <DataOptions
                choices=state.choices
                report=Signal::derive(move || state.result.get().map(|latest| latest.report))
                reimport=Callback::new(move |()| state.reimport())
                prefix="data"
            />
                <TableEditor
                    data=Signal::derive(move || state.shown().map(|shown| shown.data))
                    text=Signal::from(state.text)
                    on_edit=Callback::new(move |csv: String| state.take_text(csv))
                />
                <ImportNotes state=state prefix="data" />
                <ImportProgress
                    progress=Signal::from(state.progress)
                    on_stop=Callback::new(move |()| state.stop())
                    testid="data-progress".to_string()
                    stop_testid="data-stop".to_string()
                    label=Signal::derive(move || words().importing)
                />
            </DropZone>
        </section>
    }
}

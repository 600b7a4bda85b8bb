//! Where data comes in: the text area (paste or type), a file picked or dropped, the
//! example, Clear, the format, threshold and scorer, the table editor and the notes.

use leptos::prelude::*;

use crate::browser;
use crate::components::data_import::{DataImport, ARTICLE_EXAMPLE};
use crate::components::prefs::use_prefs;
use crate::components::table_editor::TableEditor;
use crate::data::import::Format;

/// The input half of the data view.
#[component]
pub fn DataInput(
    /// The data view's state.
    state: DataImport,
) -> impl IntoView {
    let lang = use_prefs().lang;
    let words = move || lang.get().data_words();
    let detected_format = move || state.result.get().and_then(|latest| latest.report.format);
    let scorers = move || {
        state
            .result
            .get()
            .map(|latest| latest.report.scorers.clone())
            .unwrap_or_default()
    };
    view! {
        <section class="data-input" aria-label=move || lang.get().data_regions()[0]>
            <div
                class="drop-zone"
                on:dragover=move |ev: web_sys::DragEvent| ev.prevent_default()
                on:drop=move |ev: web_sys::DragEvent| {
                    ev.prevent_default();
                    if let Some(file) = browser::dropped_file(&ev) {
                        state.take_file(file);
                    }
                }
            >
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
                        aria-label=move || lang.get().data_regions()[1]
                        accept=".csv,.tsv,.txt,.json,.jsonl"
                        on:change=move |ev| {
                            if let Some(file) = browser::picked_file(&ev) {
                                state.take_file(file);
                            }
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
                <div class="data-options">
                    <label>
                        {move || words().format}
                        " "
                        <select
                            data-testid="data-format"
                            on:change=move |ev| {
                                state.format_choice.set(Format::from_key(&event_target_value(&ev)));
                                state.reimport();
                            }
                        >
                            <option value="auto" selected=move || state.format_choice.get().is_none()>
                                {move || match detected_format() {
                                    Some(format) if state.format_choice.get().is_none() => {
                                        format!("{}{})", words().detected, lang.get().format_label(format))
                                    }
                                    _ => words().detect.to_string(),
                                }}
                            </option>
                            {Format::ALL
                                .into_iter()
                                .map(|format| {
                                    view! {
                                        <option
                                            value=format.key()
                                            selected=move || state.format_choice.get() == Some(format)
                                        >
                                            {move || lang.get().format_label(format)}
                                        </option>
                                    }
                                })
                                .collect_view()}
                        </select>
                    </label>
                    <label>
                        " "
                        {move || words().threshold}
                        " "
                        <input
                            type="number"
                            class="number-field"
                            data-testid="data-threshold"
                            min="0"
                            max="1"
                            step="0.000001"
                            prop:value=move || state.threshold.get().to_string()
                            on:change=move |ev| {
                                if let Ok(value) = event_target_value(&ev).parse::<f64>() {
                                    if (0.0..=1.0).contains(&value) {
                                        state.threshold.set(value);
                                        state.reimport();
                                    }
                                }
                            }
                        />
                    </label>
                    <Show when=move || { scorers().names.len() > 1 }>
                        <label>
                            " "
                            {move || lang.get().scorer_label()}
                            " "
                            <select
                                data-testid="data-scorer"
                                on:change=move |ev| {
                                    state.scorer.set(Some(event_target_value(&ev)));
                                    state.reimport();
                                }
                            >
                                {move || {
                                    let scorers = scorers();
                                    scorers
                                        .names
                                        .into_iter()
                                        .map(|name| {
                                            let selected = scorers.used.as_deref() == Some(name.as_str());
                                            view! { <option value=name.clone() selected=selected>{name.clone()}</option> }
                                        })
                                        .collect_view()
                                }}
                            </select>
                        </label>
                    </Show>
                </div>
                <TableEditor
                    data=Signal::derive(move || state.shown().map(|shown| shown.data))
                    text=Signal::from(state.text)
                    on_edit=Callback::new(move |csv: String| state.take_text(csv))
                />
                <p class="file-note" data-testid="data-file-note">
                    {move || state.file_note.get().map(|note| note.text(lang.get()))}
                </p>
                <p class="file-note" data-testid="data-storage-note">
                    {move || state.storage_note.get().map(|note| note.text(lang.get()))}
                </p>
                <Show when=move || state.progress.get().is_some()>
                    <label class="progress">
                        {move || words().importing}
                        " "
                        <progress
                            data-testid="data-progress"
                            max="1"
                            prop:value=move || state.progress.get().unwrap_or(0.0)
                        ></progress>
                    </label>
                </Show>
            </div>
        </section>
    }
}

//! The data view: bring your own eval results, see pass@k and pass^k as they really are.

use std::sync::Arc;

use leptos::prelude::*;

use crate::browser;
use crate::chart::{data_chart, Drawing};
use crate::components::chart_canvas::ChartCanvas;
use crate::components::chart_table::ChartTable;
use crate::components::metric_card::MetricCard;
use crate::components::prefs::use_prefs;
use crate::components::table_editor::TableEditor;
use crate::components::task_table::TaskTable;
use crate::core::dataset::{
    chart_k_max, data_curves, success_histogram, summarize_at, task_rows, DataCurves, DataSummary,
};
use crate::core::import::{
    import, parse_tasks_param, rows_to_csv, tasks_param as tasks_param_of, tasks_to_rows, Format,
    Import, ImportOptions, Importer,
};
use crate::core::share::DATA_K_MAX;
use crate::core::stats::Bootstrap;

/// localStorage keys of the data view.
const TEXT_KEY: &str = "passk.data.text";
const FORMAT_KEY: &str = "passk.data.format";
const THRESHOLD_KEY: &str = "passk.data.threshold";

/// Text longer than this is imported in chunks, yielding to the browser between them.
const CHUNKED_ABOVE: usize = 256 * 1024;
/// Lines read between checks of the clock (well under a millisecond of work).
const LINES_PER_STEP: usize = 2_000;
/// Work done before the import lets the browser paint and take input again.
const SLICE_MS: f64 = 30.0;
/// Data sets with more tasks than this get their curves in a later task.
const CURVES_INLINE_AT_MOST: usize = 2_000;
/// Files larger than this are not copied into the text area (the DOM would crawl).
const SHOW_IN_TEXT_AREA_BELOW: usize = 1024 * 1024;
/// Text stored for the next visit at most; larger data is stored as its per-task counts.
const STORE_TEXT_BELOW: usize = 1024 * 1024;
/// Data sets with at most this many tasks are written into the URL.
const URL_TASKS_AT_MOST: usize = 60;

/// The 000 article's example: three tasks, eight trials each, 8, 6 and 4 successes.
const ARTICLE_EXAMPLE: &str = "task,n,c\ntask 1,8,8\ntask 2,8,6\ntask 3,8,4\n";

/// The data view. Its k is shared with the page so that links carry it.
#[component]
pub fn DataView(
    /// The view's k.
    k: RwSignal<u64>,
    /// The `tasks=` URL value this view keeps up to date (None when the data is too big).
    tasks_param: RwSignal<Option<String>>,
    /// The `tasks=` value the page was opened with.
    initial_tasks: Option<String>,
) -> impl IntoView {
    let lang = use_prefs().lang;
    let words = move || lang.get().data_words();
    // What the person typed or pasted, restored from the link or the last visit.
    let initial_text = initial_tasks
        .map(|value| rows_to_csv(&tasks_to_rows(&parse_tasks_param(&value).tasks)))
        .or_else(|| browser::load(TEXT_KEY))
        .unwrap_or_default();
    let text = RwSignal::new(initial_text);
    let format_choice =
        RwSignal::new(browser::load(FORMAT_KEY).and_then(|key| Format::from_key(&key)));
    let threshold = RwSignal::new(
        browser::load(THRESHOLD_KEY)
            .and_then(|value| value.parse::<f64>().ok())
            .filter(|value| (0.0..=1.0).contains(value))
            .unwrap_or(ImportOptions::default().reward_threshold),
    );
    // A file too big for the text area is held here instead, with a note saying so.
    let big_file: StoredValue<Option<Arc<str>>> = StoredValue::new(None);
    let file_note = RwSignal::new(None::<String>);
    let result = RwSignal::new(None::<Arc<Import>>);
    // The last import that produced tasks: when new input yields none (a bad paste, a wrong
    // file), its data stays on screen beside the new input's messages instead of vanishing.
    let last_good = RwSignal::new(None::<Arc<Import>>);
    let publish = move |import: Import| {
        let import = Arc::new(import);
        if !import.tasks.is_empty() {
            last_good.set(Some(import.clone()));
        }
        result.set(Some(import));
    };
    let progress = RwSignal::new(None::<f64>);
    // Each import gets a number; a newer one makes older chunked imports stop.
    let generation = StoredValue::new(0u64);

    let run_import = move |source: Arc<str>| {
        let options = ImportOptions {
            format: format_choice.get_untracked(),
            reward_threshold: threshold.get_untracked(),
        };
        generation.update_value(|g| *g += 1);
        let mine = generation.get_value();
        if source.len() <= CHUNKED_ABOVE {
            publish(import(&source, options));
            progress.set(None);
            return;
        }
        progress.set(Some(0.0));
        leptos::task::spawn_local(async move {
            let mut importer = Importer::new(source, options);
            loop {
                let slice_start = browser::now_ms();
                let mut done = importer.feed(LINES_PER_STEP);
                while !done && browser::now_ms() - slice_start < SLICE_MS {
                    done = importer.feed(LINES_PER_STEP);
                }
                if generation.get_value() != mine {
                    return;
                }
                progress.set(Some(importer.progress()));
                if done {
                    break;
                }
                browser::yield_to_browser().await;
            }
            // Tallying up and the summaries that follow each get a task of their own.
            browser::yield_to_browser().await;
            let finished = importer.finish();
            browser::yield_to_browser().await;
            if generation.get_value() != mine {
                return;
            }
            publish(finished);
            progress.set(None);
        });
    };
    let current_source = move || -> Arc<str> {
        big_file
            .get_value()
            .unwrap_or_else(|| Arc::from(text.get_untracked().as_str()))
    };
    // Import what was restored.
    if !text.get_untracked().trim().is_empty() {
        run_import(current_source());
    }

    let on_text = move |value: String| {
        big_file.set_value(None);
        file_note.set(None);
        text.set(value.clone());
        if value.trim().is_empty() {
            result.set(None);
            last_good.set(None);
        } else {
            run_import(Arc::from(value.as_str()));
        }
    };
    let take_file = move |file: web_sys::File| {
        let name = file.name();
        let size = file.size();
        leptos::task::spawn_local(async move {
            match browser::read_file(&file).await {
                Ok(contents) => {
                    if contents.len() < SHOW_IN_TEXT_AREA_BELOW {
                        file_note.set(Some(format!("Loaded {name}.")));
                        big_file.set_value(None);
                        text.set(contents.clone());
                        run_import(Arc::from(contents.as_str()));
                    } else {
                        let source: Arc<str> = Arc::from(contents.as_str());
                        file_note.set(Some(format!(
                            "Loaded {name} ({:.1} MB): too big to show in the text area, so it is read directly; if it yields tasks, their per-task counts are kept for your next visit.",
                            size / 1e6
                        )));
                        text.set(String::new());
                        big_file.set_value(Some(source.clone()));
                        run_import(source);
                    }
                }
                Err(message) => file_note.set(Some(message)),
            }
        });
    };
    let clear = move |_| {
        generation.update_value(|g| *g += 1);
        big_file.set_value(None);
        file_note.set(None);
        text.set(String::new());
        result.set(None);
        last_good.set(None);
        progress.set(None);
        browser::forget(TEXT_KEY);
        browser::forget(FORMAT_KEY);
        browser::forget(THRESHOLD_KEY);
    };

    // Keep the data for the next visit, and small data sets in the URL.
    Effect::new(move |_| {
        let Some(import) = result.get() else {
            tasks_param.set(None);
            return;
        };
        if import.tasks.is_empty() {
            // Keep what was stored (the last good data) for the next visit.
            return;
        }
        let raw = text.get_untracked();
        if !raw.is_empty() && raw.len() < STORE_TEXT_BELOW {
            browser::save(TEXT_KEY, &raw);
        } else if !import.tasks.is_empty() {
            // Too big to keep as typed: keep its per-task counts.
            browser::save(TEXT_KEY, &rows_to_csv(&tasks_to_rows(&import.tasks)));
        }
        match format_choice.get_untracked() {
            Some(format) => browser::save(FORMAT_KEY, format.key()),
            None => {
                browser::forget(FORMAT_KEY);
                true
            }
        };
        browser::save(THRESHOLD_KEY, &threshold.get_untracked().to_string());
        let small = !import.tasks.is_empty() && import.tasks.len() <= URL_TASKS_AT_MOST;
        tasks_param.set(small.then(|| tasks_param_of(&import.tasks)));
    });

    // Whether the latest input gave nothing, so the previous data is what is shown.
    let kept_previous = Memo::new(move |_| {
        result.get().is_some_and(|import| import.tasks.is_empty()) && last_good.get().is_some()
    });
    let tasks = Memo::new(move |_| {
        let shown = if kept_previous.get() {
            last_good.get()
        } else {
            result.get()
        };
        shown.map(|import| import.tasks.clone()).unwrap_or_default()
    });
    let max_n = Memo::new(move |_| {
        tasks
            .get()
            .iter()
            .map(|task| task.counts.trials)
            .max()
            .unwrap_or(1)
    });
    let summary = Memo::new(move |_| -> Option<DataSummary> {
        let tasks = tasks.get();
        if tasks.is_empty() {
            return None;
        }
        summarize_at(&tasks, k.get(), Bootstrap::default())
    });
    let k_max = Memo::new(move |_| chart_k_max(&tasks.get()));
    // The curves with their bands are the heaviest step after an import (every k for every
    // task); for big data sets they are computed in a task of their own, so the summaries
    // appear first and no single task blocks the page for long.
    let curves = RwSignal::new(None::<DataCurves>);
    let curves_generation = StoredValue::new(0u64);
    Effect::new(move |_| {
        let tasks = tasks.get();
        let k_max = k_max.get();
        curves_generation.update_value(|g| *g += 1);
        let mine = curves_generation.get_value();
        if tasks.len() <= CURVES_INLINE_AT_MOST {
            curves.set(data_curves(&tasks, k_max));
            return;
        }
        leptos::task::spawn_local(async move {
            browser::yield_to_browser().await;
            if curves_generation.get_value() == mine {
                curves.set(data_curves(&tasks, k_max));
            }
        });
    });
    let chart_model = Memo::new(move |_| {
        let curves = curves.get()?;
        Some(data_chart(&curves, k_max.get(), k.get()))
    });
    let chart = Signal::derive(move || chart_model.get().map(Drawing::Curves));
    let histogram = Signal::derive(move || {
        let tasks = tasks.get();
        (!tasks.is_empty()).then(|| Drawing::Histogram(success_histogram(&tasks)))
    });
    let rows = Signal::derive(move || task_rows(&tasks.get(), k.get()));

    let k_hint = RwSignal::new(None::<String>);
    let on_k = move |value: String| match value.trim().parse::<u64>() {
        Ok(parsed) if parsed >= 1 => {
            let clamped = parsed.min(DATA_K_MAX);
            k.set(clamped);
            k_hint.set((clamped > max_n.get_untracked()).then(|| {
                format!(
                    "k = {clamped} is more than every task's trials: no task has an unbiased estimate"
                )
            }));
        }
        _ => k_hint.set(Some(format!(
            "“{}” is not a whole number ≥ 1",
            value.trim()
        ))),
    };

    let metric_title = |name: &'static str| Signal::derive(move || format!("{name}{}", k.get()));

    view! {
        <div class="view view-data">
            <section class="data-input" aria-label="Your data">
                <div
                    class="drop-zone"
                    on:dragover=move |ev: web_sys::DragEvent| ev.prevent_default()
                    on:drop=move |ev: web_sys::DragEvent| {
                        ev.prevent_default();
                        if let Some(file) = browser::dropped_file(&ev) {
                            take_file(file);
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
                        prop:value=move || text.get()
                        on:input=move |ev| on_text(event_target_value(&ev))
                    ></textarea>
                    <div class="data-actions">
                        <input
                            type="file"
                            data-testid="data-file"
                            aria-label="Pick a results file"
                            accept=".csv,.tsv,.txt,.json,.jsonl"
                            on:change=move |ev| {
                                if let Some(file) = browser::picked_file(&ev) {
                                    take_file(file);
                                }
                            }
                        />
                        <button
                            type="button"
                            data-testid="data-sample"
                            on:click=move |_| on_text(ARTICLE_EXAMPLE.to_string())
                        >
                            {move || words().sample}
                        </button>
                        <button type="button" data-testid="data-clear" on:click=clear>
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
                                    format_choice.set(Format::from_key(&event_target_value(&ev)));
                                    if !current_source().trim().is_empty() {
                                        run_import(current_source());
                                    }
                                }
                            >
                                <option value="auto" selected=move || format_choice.get().is_none()>
                                    {move || match result.get().and_then(|r| r.format) {
                                        Some(format) if format_choice.get().is_none() => {
                                            format!("{}{})", words().detected, format.label())
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
                                                selected=move || format_choice.get() == Some(format)
                                            >
                                                {format.label()}
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
                                prop:value=move || threshold.get().to_string()
                                on:change=move |ev| {
                                    if let Ok(value) = event_target_value(&ev).parse::<f64>() {
                                        if (0.0..=1.0).contains(&value) {
                                            threshold.set(value);
                                            if !current_source().trim().is_empty() {
                                                run_import(current_source());
                                            }
                                        }
                                    }
                                }
                            />
                        </label>
                    </div>
                    <TableEditor
                        tasks=Signal::from(tasks)
                        on_edit=Callback::new(move |csv: String| on_text(csv))
                    />
                    <p class="file-note" data-testid="data-file-note">{move || file_note.get()}</p>
                    <Show when=move || progress.get().is_some()>
                        <label class="progress">
                            {move || words().importing}
                            " "
                            <progress
                                data-testid="data-progress"
                                max="1"
                                prop:value=move || progress.get().unwrap_or(0.0)
                            ></progress>
                        </label>
                    </Show>
                </div>
            </section>

            <section class="data-status" aria-live="polite">
                <p>
                    <strong data-testid="data-task-count">{move || tasks.get().len()}</strong>
                    {move || words().status[0]}
                    {move || result.get().map(|r| r.records).unwrap_or(0)}
                    {move || words().status[1]}
                    <strong data-testid="data-skipped-count">
                        {move || result.get().map(|r| r.skipped).unwrap_or(0)}
                    </strong>
                    {move || words().status[2]}
                </p>
                <Show when=move || kept_previous.get()>
                    <p class="kept-note" data-testid="data-kept-note">
                        {move || {
                            format!(
                                "Nothing could be read from this input, so the previous data ({} tasks) is still shown. Fix the input, or clear it to start again.",
                                tasks.get().len(),
                            )
                        }}
                    </p>
                </Show>
                <ul class="warnings" data-testid="data-warnings">
                    {move || {
                        result
                            .get()
                            .map(|r| r.warnings.clone())
                            .unwrap_or_default()
                            .into_iter()
                            .map(|warning| view! { <li>{warning}</li> })
                            .collect_view()
                    }}
                </ul>
                <ul class="errors" data-testid="data-errors">
                    {move || {
                        result
                            .get()
                            .map(|r| r.problems.clone())
                            .unwrap_or_default()
                            .into_iter()
                            .map(|problem| view! { <li>{problem.to_string()}</li> })
                            .collect_view()
                    }}
                </ul>
            </section>

            <section class="data-k">
                <label class="control-label" for="data-k">{move || words().k_label}</label>
                <input
                    type="number"
                    id="data-k"
                    class="number-field"
                    data-testid="data-k"
                    min="1"
                    max=move || max_n.get().to_string()
                    prop:value=move || k.get().to_string()
                    on:input=move |ev| on_k(event_target_value(&ev))
                />
                <p class="hint" role="status">{move || k_hint.get()}</p>
            </section>

            <section class="readouts" aria-label="Summary across tasks">
                <MetricCard
                    title=metric_title("pass@")
                    meaning=Signal::derive(move || words().meaning_at)
                    metric=Signal::derive(move || summary.get().map(|s| s.pass_at_k))
                    testid="data-pass-at-k"
                    tone="at"
                />
                <MetricCard
                    title=metric_title("pass^")
                    meaning=Signal::derive(move || words().meaning_hat)
                    metric=Signal::derive(move || summary.get().map(|s| s.pass_hat_k))
                    testid="data-pass-hat-k"
                    tone="hat"
                />
                <MetricCard
                    title=Signal::derive(move || words().avg_title.to_string())
                    meaning=Signal::derive(move || words().meaning_avg)
                    metric=Signal::derive(move || summary.get().map(|s| s.avg))
                    testid="data-avg"
                    tone="chain"
                />
            </section>

            <Show when=move || chart.get().is_some()>
                <section class="charts">
                    <figure class="chart-figure">
                        <ChartCanvas
                            chart=Signal::derive(move || chart.get().unwrap_or(Drawing::Histogram(success_histogram(&[]))))
                            testid="data-chart"
                            description=Signal::derive(move || {
                                "Measured pass@k and pass^k over k with 95% bands, against the i.i.d. curves at the same mean rate and the fitted difficulty-spread curves.".to_string()
                            })
                        />
                        <figcaption>{move || words().chart_caption}</figcaption>
                        <ChartTable
                            chart=Signal::derive(move || {
                                chart_model
                                    .get()
                                    .unwrap_or_else(|| data_chart(&Default::default(), 2, 1))
                            })
                            testid="data-chart-table"
                        />
                    </figure>
                    <figure class="chart-figure">
                        <ChartCanvas
                            chart=Signal::derive(move || histogram.get().unwrap_or(Drawing::Histogram(success_histogram(&[]))))
                            testid="data-histogram"
                            description=Signal::derive(|| "Histogram of per-task successes.".to_string())
                        />
                        <figcaption>
                            {move || {
                                summary
                                    .get()
                                    .map(|s| {
                                        lang.get().histogram_caption(s.always_right, s.flaky, s.never_right)
                                    })
                                    .unwrap_or_default()
                            }}
                        </figcaption>
                    </figure>
                </section>
                <TaskTable rows=rows k=Signal::from(k) />
            </Show>
        </div>
    }
}

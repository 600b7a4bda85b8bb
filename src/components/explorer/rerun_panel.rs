//! Rerun the benchmark: the explorer's agent (p, spread, k) measured again and again on a
//! chosen number of tasks and trials, and how much the measured pass^k moves.

use leptos::prelude::*;
use passk_words::prelude::*;

use crate::components::shared::chart_canvas::ChartCanvas;
use crate::components::shared::count_field::CountField;
use crate::components::shared::prefs::use_prefs;
use crate::latest::Latest;
use crate::state::PageState;
use passk_chart::{Drawing, HistogramChart};
use passk_core::beta::Difficulty;
use passk_core::format::percent;
use passk_core::input::FieldSpec;
use passk_core::lang::Lang;
use passk_core::rerun::{bin, mean_and_sd, rerun, Measured, RerunModel, MAX_TASKS, MAX_TRIALS};
use passk_core::share::DEFAULT_SEED;
use passk_web::browser;

/// Bars of the histogram of measured pass^k.
const BINS: usize = 12;
/// The tasks of a rerun benchmark: 1 to `MAX_TASKS`.
const TASKS: FieldSpec = FieldSpec {
    name: "tasks",
    scale: 1,
    min: 1,
    max: MAX_TASKS,
    suffix: "",
};
/// The trials per task of a rerun: 1 to `MAX_TRIALS`.
const TRIALS: FieldSpec = FieldSpec {
    name: "trials",
    scale: 1,
    min: 1,
    max: MAX_TRIALS,
    suffix: "",
};
/// Work done before a batch of reruns lets the browser paint and take input again.
const SLICE_MS: f64 = 25.0;

/// The reruns drawn so far, with the agent and seed they were drawn for: reruns of another
/// agent or another seed are not these, so they are shown only while the key matches (no
/// effect clears them).
#[derive(Clone, Debug, Default, PartialEq)]
struct Batch {
    key: Option<(RerunModel, u64)>,
    runs: Vec<Measured>,
}

/// The reruns panel.
#[component]
pub fn RerunPanel(
    /// The page's state: p, spread and k are the agent; `seed` makes the reruns repeatable.
    state: PageState,
) -> impl IntoView {
    let lang = use_prefs().lang;
    let words = move || lang.get().workshop_words();
    let tasks = RwSignal::new(50u32);
    let trials = RwSignal::new((2 * state.k.get_untracked()).max(8));
    let model = Memo::new(move |_| RerunModel {
        difficulty: state.difficulty().unwrap_or(Difficulty::Uniform {
            mean: state.rate().probability(),
        }),
        tasks: tasks.get(),
        trials: trials.get(),
        k: state.k.get(),
    });
    let key = Memo::new(move |_| (model.get(), state.seed.get()));
    let batch = RwSignal::new(Batch::default());
    let hats = Memo::new(move |_| {
        let key = Some(key.get());
        batch.with(|batch| {
            if batch.key == key {
                batch.runs.iter().map(|r| r.pass_hat_k).collect()
            } else {
                Vec::new()
            }
        })
    });
    let latest = Latest::new();
    let run = move |count: usize| draw_reruns(batch, key.get_untracked(), latest, count);
    let stats = Memo::new(move |_| hats.with(|hats| mean_and_sd(hats)));
    let truth =
        Memo::new(move |_| model.with(|m| m.difficulty.expected_pass_hat_k(u64::from(m.k))));
    let histogram = Memo::new(move |_| hats.with(|hats| histogram_of(hats, lang.get())));
    let summary = move || {
        let lang = lang.get();
        let k = state.k.get();
        if model.with(|m| m.trials < m.k) {
            return lang.rerun_too_few_trials(k);
        }
        stats
            .get()
            .map(|(mean, sd)| {
                let shown = |value: f64| lang.number(&percent(value));
                lang.rerun_summary(
                    hats.with(Vec::len),
                    k,
                    &shown(mean),
                    &shown(truth.get()),
                    &shown(sd),
                )
            })
            .unwrap_or_default()
    };
    view! {
        <section class="panel rerun-panel" aria-labelledby="rerun-heading">
            <h2 id="rerun-heading">{move || words().rerun_heading}</h2>
            <p class="hint">{move || words().rerun_help}</p>
            <div class="plan-fields">
                <CountField testid="sim-tasks" label=Signal::derive(move || words().label_tasks) spec=TASKS value=tasks set=move |units| tasks.set(units) />
                <CountField testid="sim-trials" label=Signal::derive(move || words().label_trials) spec=TRIALS value=trials set=move |units| trials.set(units) />
            </div>
            <div class="data-actions">
                <button type="button" data-testid="sim-run" on:click=move |_| run(1)>
                    {move || words().rerun_once}
                </button>
                <button type="button" data-testid="sim-run-100" on:click=move |_| run(100)>
                    {move || words().rerun_hundred}
                </button>
                <button
                    type="button"
                    data-testid="sim-new-seed"
                    on:click=move |_| state.seed.set(browser::now_ms().to_bits() % 1_000_000_007)
                >
                    {move || words().new_seed}
                </button>
            </div>
            <p class="file-note" data-testid="sim-seed" data-value=move || state.seed.get().to_string()>
                {move || lang.get().rerun_seed(state.seed.get())}
            </p>
            // Said until another seed is chosen.
            {state.refused_seed.map(|written| view! {
                <Show when=move || state.seed.get() == DEFAULT_SEED>
                    <p class="hint" role="status" data-testid="sim-seed-refused">
                        {move || lang.get().rerun_seed_refused(written, DEFAULT_SEED)}
                    </p>
                </Show>
            })}
            <p aria-live="polite">
                <span data-testid="sim-runs" data-value=move || hats.with(Vec::len).to_string()></span>
                <span data-testid="sim-mean-hat-k" data-value=move || stats.get().map(|s| s.0.to_string()).unwrap_or_default()></span>
                <span data-testid="sim-sd-hat-k" data-value=move || stats.get().map(|s| s.1.to_string()).unwrap_or_default()></span>
                {summary}
            </p>
            <figure class="chart-figure">
                <ChartCanvas
                    chart=Signal::derive(move || Drawing::Histogram(histogram.get()))
                    testid="sim-chart"
                    description=Signal::derive(move || words().rerun_help.to_string())
                />
            </figure>
        </section>
    }
}

/// Draws `count` more reruns for `key`, yielding to the browser between slices. A batch of
/// another key starts afresh (and stops the work still drawing the old one); more clicks
/// on the same key add to it. Nothing is touched once the view closed.
fn draw_reruns(batch: RwSignal<Batch>, key: (RerunModel, u64), latest: Latest, count: usize) {
    if batch.with_untracked(|batch| batch.key != Some(key)) {
        latest.supersede();
        batch.set(Batch {
            key: Some(key),
            runs: Vec::new(),
        });
    }
    let ticket = latest.ticket();
    let (model, seed) = key;
    leptos::task::spawn_local(async move {
        let mut slice_start = browser::now_ms();
        for _ in 0..count {
            if !ticket.is_current() {
                return;
            }
            let index = batch.with_untracked(|batch| batch.runs.len()) as u64;
            let Some(measured) = rerun(model, seed, index) else {
                return;
            };
            batch.update(|batch| batch.runs.push(measured));
            if browser::now_ms() - slice_start > SLICE_MS {
                browser::yield_to_browser().await;
                slice_start = browser::now_ms();
            }
        }
    });
}

/// The histogram of measured pass^k, its bins labelled in `lang`.
fn histogram_of(hats: &[f64], lang: Lang) -> HistogramChart {
    let words = lang.workshop_words();
    let shown = |value: f64| lang.number(&percent(value));
    HistogramChart {
        bars: bin(hats, BINS)
            .into_iter()
            .map(|(low, high, count)| (format!("{}–{}", shown(low), shown(high)), count))
            .collect(),
        // "measured pass^k", not the k itself: the empty histogram must not change (and
        // redraw) on every k tick.
        x_title: words.axis_measured.to_string(),
        y_title: words.axis_reruns.to_string(),
    }
}

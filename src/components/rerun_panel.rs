//! Rerun the benchmark: the explorer's agent (p, spread, k) measured again and again on a
//! chosen number of tasks and trials, and how much the measured pass^k moves.

use leptos::prelude::*;
use passk_words::prelude::*;

use crate::components::chart_canvas::ChartCanvas;
use crate::components::prefs::use_prefs;
use crate::state::PageState;
use passk_chart::{Drawing, HistogramChart};
use passk_core::beta::Difficulty;
use passk_core::format::percent;
use passk_core::rerun::{bin, mean_and_sd, rerun, Measured, RerunModel, MAX_TASKS, MAX_TRIALS};
use passk_web::browser;

/// Bars of the histogram of measured pass^k.
const BINS: usize = 12;
/// Work done before a batch of reruns lets the browser paint and take input again.
const SLICE_MS: f64 = 25.0;

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
    let runs = RwSignal::new(Vec::<Measured>::new());
    let model = Memo::new(move |_| RerunModel {
        difficulty: state.difficulty().unwrap_or(Difficulty::Uniform {
            mean: state.rate().probability(),
        }),
        tasks: tasks.get(),
        trials: trials.get(),
        k: state.k.get(),
    });
    // Reruns of another agent or another seed are not these: start again.
    let batch = StoredValue::new(0u64);
    Effect::new(move |_| {
        model.track();
        state.seed.track();
        batch.update_value(|b| *b += 1);
        // Only when there is something to clear: a slider tick must not redraw the empty
        // histogram.
        if runs.with_untracked(|runs| !runs.is_empty()) {
            runs.set(Vec::new());
        }
    });
    // Draws `count` more runs, yielding to the browser between slices; a newer batch (or a
    // closed view) stops it.
    let run = move |count: usize| {
        let mine = batch.get_value();
        let model = model.get_untracked();
        let seed = state.seed.get_untracked();
        leptos::task::spawn_local(async move {
            let mut slice_start = browser::now_ms();
            for _ in 0..count {
                if batch.try_get_value() != Some(mine) {
                    return;
                }
                let index = runs.with_untracked(Vec::len) as u64;
                let Some(measured) = rerun(model, seed, index) else {
                    return;
                };
                runs.update(|runs| runs.push(measured));
                if browser::now_ms() - slice_start > SLICE_MS {
                    browser::yield_to_browser().await;
                    slice_start = browser::now_ms();
                }
            }
        });
    };
    let hats =
        Memo::new(move |_| runs.with(|runs| runs.iter().map(|r| r.pass_hat_k).collect::<Vec<_>>()));
    let stats = Memo::new(move |_| hats.with(|hats| mean_and_sd(hats)));
    let truth =
        Memo::new(move |_| model.with(|m| m.difficulty.expected_pass_hat_k(u64::from(m.k))));
    let histogram = Memo::new(move |_| {
        let lang = lang.get();
        let words = lang.workshop_words();
        HistogramChart {
            bars: hats.with(|hats| {
                bin(hats, BINS)
                    .into_iter()
                    .map(|(low, high, count)| {
                        (
                            format!(
                                "{}–{}",
                                lang.number(&percent(low)),
                                lang.number(&percent(high))
                            ),
                            count,
                        )
                    })
                    .collect()
            }),
            // "measured pass^k", not the k itself: the empty histogram must not change (and
            // redraw) on every k tick.
            x_title: words.axis_measured.to_string(),
            y_title: words.axis_reruns.to_string(),
        }
    });
    let number = move |testid: &'static str,
                       label: fn(&passk_words::workshop::WorkshopWords) -> &'static str,
                       value: RwSignal<u32>,
                       max: u32| {
        view! {
            <label class="plan-field" for=testid>
                <span class="control-label">{move || label(lang.get().workshop_words())}</span>
                <input
                    id=testid
                    type="number"
                    class="number-field"
                    data-testid=testid
                    min="1"
                    max=max.to_string()
                    prop:value=move || value.get().to_string()
                    on:change=move |ev| {
                        if let Ok(parsed) = event_target_value(&ev).trim().parse::<u32>() {
                            value.set(parsed.clamp(1, max));
                        }
                    }
                />
            </label>
        }
    };
    view! {
        <section class="panel rerun-panel" aria-labelledby="rerun-heading">
            <h2 id="rerun-heading">{move || words().rerun_heading}</h2>
            <p class="hint">{move || words().rerun_help}</p>
            <div class="plan-fields">
                {number("sim-tasks", |w| w.label_tasks, tasks, MAX_TASKS)}
                {number("sim-trials", |w| w.label_trials, trials, MAX_TRIALS)}
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
            <p aria-live="polite">
                <span data-testid="sim-runs" data-value=move || runs.with(Vec::len).to_string()></span>
                <span data-testid="sim-mean-hat-k" data-value=move || stats.get().map(|s| s.0.to_string()).unwrap_or_default()></span>
                <span data-testid="sim-sd-hat-k" data-value=move || stats.get().map(|s| s.1.to_string()).unwrap_or_default()></span>
                {move || {
                    let lang = lang.get();
                    let k = state.k.get();
                    if model.with(|m| m.trials < m.k) {
                        return lang.rerun_too_few_trials(k);
                    }
                    stats
                        .get()
                        .map(|(mean, sd)| {
                            lang.rerun_summary(
                                runs.with(Vec::len),
                                k,
                                &lang.number(&percent(mean)),
                                &lang.number(&percent(truth.get())),
                                &lang.number(&percent(sd)),
                            )
                        })
                        .unwrap_or_default()
                }}
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

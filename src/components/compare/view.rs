//! The compare view: two runs on the same tasks, matched by id, and the paired difference
//! B − A at k with its intervals, the permutation test, the tasks that moved and the curves.

use leptos::prelude::*;

use crate::latest::Latest;
use crate::state::Lens;
use passk_words::prelude::*;

use crate::components::compare::charts::CompareCharts;
use crate::components::compare::difference_row::DifferenceRow;
use crate::components::compare::input::CompareInput;
use crate::components::compare::movers::{CompareMovers, UnmatchedList};
use crate::components::shared::data_k_field::DataKField;
use crate::components::shared::prefs::use_prefs;
use crate::components::shared::results_block::ResultsBlock;
use crate::import::{DataImport, StorageKeys};
use passk_chart::ComparePoint;
use passk_core::compare::{Metric, PairedDifference, Permutations};
use passk_core::format::percent;
use passk_data::compare::{changes, compare_k_max, Changes, MatchRuns, MatchedRuns};
use passk_web::browser;
use passk_words::results::BlockFormat;
use passk_words::results_compare::{compare_block, CompareBlockInput};

/// The seed of the bootstrap and the sampled permutation test: the same data gives the same
/// intervals and p-value on every visit, and in `passk compare`.
const SEED: u64 = passk_core::compare::COMPARE_SEED;

/// The compare view.
#[component]
pub fn CompareView(
    /// The view's k (shared with the data view).
    k: Lens<u64>,
    /// Run A's `a=` shorthand (read from the link, written back).
    run_a: Lens<Option<String>>,
    /// Run B's `b=` shorthand.
    run_b: Lens<Option<String>>,
) -> impl IntoView {
    let lang = use_prefs().lang;
    let words = move || lang.get().compare_words();
    let a = DataImport::new(run_a, &StorageKeys::RUN_A, None);
    let b = DataImport::new(run_b, &StorageKeys::RUN_B, None);
    let (matched, matching) = matched_in_slices(a, b);
    let at = Memo::new(move |_| {
        matched.with(|m| m.as_ref()?.difference(k.get(), Metric::PassAtK, SEED))
    });
    let hat = Memo::new(move |_| {
        matched.with(|m| m.as_ref()?.difference(k.get(), Metric::PassHatK, SEED))
    });
    // One pass over the pairs for the count and the sentence alike.
    let moved = Memo::new(move |_| matched.with(|m| m.as_ref().map(changes).unwrap_or_default()));
    let k_max = Memo::new(move |_| matched.with(|m| m.as_ref().map_or(1, compare_k_max)));
    let points = Memo::new(move |_| {
        matched.with(|m| {
            let Some(m) = m else { return Vec::new() };
            (1..=k_max.get())
                .filter_map(|k| {
                    Some(ComparePoint {
                        k,
                        pass_at_k: m.means(k, Metric::PassAtK)?,
                        pass_hat_k: m.means(k, Metric::PassHatK)?,
                    })
                })
                .collect::<Vec<_>>()
        })
    });
    let has_pairs = move || matched.with(|m| m.as_ref().is_some_and(|m| !m.pairs.is_empty()));
    let block = results_callback(matched, (at, hat), k);

    view! {
        <div class="view view-compare">
            <p class="lede">{move || words().compare_lede}</p>
            <div class="compare-inputs">
                <CompareInput state=a prefix="compare-a" label=Signal::derive(move || words().run_a) />
                <CompareInput state=b prefix="compare-b" label=Signal::derive(move || words().run_b) />
            </div>
            <section class="data-k">
                <DataKField testid="compare-k" label=Signal::derive(move || words().label_k) k=k />
            </section>
            {compare_counts(matched, moved, k)}
            <Show
                when=has_pairs
                fallback=move || {
                    view! {
                        <p class="hint" data-testid="compare-waiting">
                            {move || match matching.get() {
                                Some(done) => lang.get().matching_progress(done),
                                None => words().waiting.to_string(),
                            }}
                        </p>
                        <Show when=move || matching.get().is_some()>
                            <progress
                                data-testid="compare-progress"
                                max="1"
                                prop:value=move || matching.get().unwrap_or(0.0)
                            ></progress>
                        </Show>
                    }
                }
            >
                <section class="compare-results">
                    <h2>{move || words().results}</h2>
                    <div class="table-wrap" tabindex="0">
                        <table class="compare-summary">
                            <thead>
                                <tr>
                                    <th scope="col">{move || words().metric}</th>
                                    <th scope="col">{move || words().run_a}</th>
                                    <th scope="col">{move || words().run_b}</th>
                                    <th scope="col">{move || words().difference}</th>
                                    <th scope="col">{move || words().paired_t}</th>
                                    <th scope="col">{move || words().paired_bootstrap}</th>
                                    <th scope="col">{move || words().unpaired}</th>
                                </tr>
                            </thead>
                            <tbody>
                                <DifferenceRow name="pass@" k=k difference=at testid="compare-diff-at-k" />
                                <DifferenceRow name="pass^" k=k difference=hat testid="compare-diff-hat-k" />
                            </tbody>
                        </table>
                    </div>
                    <p
                        class="p-value"
                        data-testid="compare-p-value"
                        data-value=move || hat.get().map(|d| d.p_value.to_string()).unwrap_or_default()
                    >
                        {move || hat.get().map(|d| p_value_words(lang.get(), &format!("pass^{}", k.get()), &d))}
                    </p>
                    <p class="p-value" data-testid="compare-p-value-at" data-value=move || at.get().map(|d| d.p_value.to_string()).unwrap_or_default()>
                        {move || at.get().map(|d| p_value_words(lang.get(), &format!("pass@{}", k.get()), &d))}
                    </p>
                    <p class="hint">{move || words().unpaired_note}</p>
                    <ResultsBlock block=block testid="copy-results" />
                </section>
                <CompareCharts points=points k_max=k_max k=k />
                <CompareMovers matched=matched />
            </Show>
            <UnmatchedList matched=matched />
        </div>
    }
}

/// How many tasks were matched (and left out at k), moved, and found in one run only.
fn compare_counts(
    matched: Signal<Option<MatchedRuns>>,
    moved: Memo<Changes>,
    k: Lens<u64>,
) -> impl IntoView {
    let lang = use_prefs().lang;
    let counts = move |count: fn(&MatchedRuns) -> usize| {
        move || matched.with(|m| m.as_ref().map_or(0, count)).to_string()
    };
    view! {
    <section class="compare-counts" aria-live="polite">
        <p>
            <span data-testid="compare-matched" data-value=counts(|m| m.pairs.len())>
                {move || {
                    let k = k.get();
                    // Counted from the pairs, not the difference: with every task left
                    // out there is no difference to count them.
                    let (pairs, left_out) = matched.with(|m| {
                        m.as_ref().map_or((0, 0), |m| {
                            let short = m.pairs.iter().filter(|p| p.a.trials < k || p.b.trials < k).count();
                            (m.pairs.len(), short)
                        })
                    });
                    lang.get().matched_note(pairs, left_out, k)
                }}
            </span>
        </p>
        <p data-testid="compare-changed" data-value=move || moved.get().changed.to_string()>
            {move || {
                let c = moved.get();
                lang.get().changed_note(c.changed, c.up, c.down)
            }}
        </p>
        <p data-testid="compare-unmatched" data-value=counts(|m| m.only_in_a.len() + m.only_in_b.len())>
            {move || {
                matched.with(|m| {
                    m.as_ref().map(|m| lang.get().unmatched_note(m.only_in_a.len(), m.only_in_b.len()))
                })
            }}
        </p>
    </section>
    }
}

/// The two runs matched in time slices in a task of its own (the newest only; none once
/// the view closed), so a million tasks against a million never hold the page for long.
/// Gives the matched runs, and the progress from 0 to 1 while the matching runs.
fn matched_in_slices(
    a: DataImport,
    b: DataImport,
) -> (Signal<Option<MatchedRuns>>, Signal<Option<f64>>) {
    let matched = RwSignal::new(None::<MatchedRuns>);
    let progress = RwSignal::new(None::<f64>);
    let latest = Latest::new();
    Effect::new(move |_| {
        let (Some(a), Some(b)) = (a.shown(), b.shown()) else {
            latest.supersede();
            matched.set(None);
            progress.set(None);
            return;
        };
        // `try_set` gives the value back (Some) when the view, and its signals, are gone.
        latest.start(move |ticket| async move {
            let (a, b) = (a.data.tasks(), b.data.tasks());
            let mut job = MatchRuns::default();
            loop {
                let done = browser::work_for(SLICE_MS, || job.step(a, b, TASKS_PER_STEP));
                if done || !ticket.is_current() {
                    break;
                }
                if progress.try_set(Some(job.progress(a, b))).is_some() {
                    return;
                }
                browser::yield_to_browser().await;
            }
            // The results are drawn in a task of their own, not after the last slice.
            browser::yield_to_browser().await;
            if ticket.is_current() {
                let _ = matched.try_set(Some(job.finish()));
                let _ = progress.try_set(None);
            }
        });
    });
    (matched.into(), progress.into())
}

/// Work done before the matching lets the browser paint and take input again.
const SLICE_MS: f64 = 25.0;
/// Tasks matched between looks at the clock.
const TASKS_PER_STEP: usize = 5_000;

/// The compare view's results block, in any format, in the page's language.
fn results_callback(
    matched: Signal<Option<MatchedRuns>>,
    (at, hat): (
        Memo<Option<PairedDifference>>,
        Memo<Option<PairedDifference>>,
    ),
    k: Lens<u64>,
) -> Callback<BlockFormat, Option<String>> {
    let lang = use_prefs().lang;
    Callback::new(move |format: BlockFormat| {
        let (at, hat) = (at.get(), hat.get());
        matched.with(|m| {
            let m = m.as_ref()?;
            let input = CompareBlockInput {
                k: k.get(),
                pass_at_k: at.as_ref(),
                pass_hat_k: hat.as_ref(),
                matched: m.pairs.len(),
                unmatched: (m.only_in_a.len(), m.only_in_b.len()),
                seed: SEED,
                version: env!("CARGO_PKG_VERSION"),
            };
            compare_block(lang.get(), &input, format)
        })
    })
}

/// The p-value in words, with how it was found.
fn p_value_words(
    lang: passk_core::lang::Lang,
    metric: &str,
    difference: &PairedDifference,
) -> String {
    let (exact, count) = match difference.permutations {
        Permutations::Exact(count) => (true, count),
        Permutations::Sampled(count) => (false, u64::from(count)),
    };
    lang.p_value_sentence(
        metric,
        &lang.number(&percent(difference.p_value)),
        &lang.permutations_said(exact, count),
    )
}

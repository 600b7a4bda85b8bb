//! What the data says: the view's k, the three summary cards, the chart over k with the
//! histogram, and the per-task table.

use passk_words::prelude::*;
use std::sync::Arc;

use leptos::prelude::*;

use crate::latest::Latest;
use crate::state::Lens;

use crate::components::data::cards::DataCards;
use crate::components::data::cluster_panel::ClusterPanel;
use crate::components::data::honest_panel::HonestPanel;
use crate::components::data::replicate_panel::ReplicatePanel;
use crate::components::data::supported_k::SupportedK;
use crate::components::data::task_table::TaskTable;
use crate::components::shared::chart_canvas::ChartCanvas;
use crate::components::shared::chart_table::ChartTable;
use crate::components::shared::data_k_field::DataKField;
use crate::components::shared::prefs::use_prefs;
use crate::import::DataImport;
use crate::state::HonestChoices;
use passk_chart::{continued_k_max, data_chart, histogram_chart, Continuation, Drawing};
use passk_data::dataset::{
    chart_k_max, data_curves, success_histogram, CurvesInSteps, DataCurves, DataSummary, Dataset,
};
use passk_data::honest::{honest_with_prior, posterior_curves, prior_for};
use passk_web::browser;

/// Curves for data sets with at most this many (distinct counts × k) steps are computed at
/// once; bigger ones in a task of their own, so the summaries appear first.
const CURVES_INLINE_AT_MOST: usize = 200_000;
/// Work on big data's curves before the page may paint and take input again.
const CURVES_SLICE_MS: f64 = 25.0;
/// Distinct (n, c) added between looks at the clock (each is up to 1,000 k).
const CURVE_GROUPS_PER_STEP: usize = 16;

/// The results half of the data view.
#[component]
pub fn DataResults(
    /// The data view's state.
    state: DataImport,
    /// The view's k.
    k: Lens<u64>,
    /// τ, the prior and the cards' estimator.
    choices: HonestChoices,
) -> impl IntoView {
    let lang = use_prefs().lang;
    let words = move || lang.get().data_words();
    let data = Memo::new(move |_| {
        state
            .shown()
            .map(|shown| shown.data)
            .unwrap_or_else(|| Arc::new(Dataset::default()))
    });
    let has_data = move || data.with(|data| !data.is_empty());
    let max_n = Memo::new(move |_| data.with(|data| data.max_trials()));
    // The import may have worked this out ahead (big data: in a task of its own).
    let summary = Memo::new(move |_| -> Option<DataSummary> {
        state.shown().and_then(|shown| shown.summary_at(k.get()))
    });
    let k_max = Memo::new(move |_| data.with(|data| chart_k_max(data)));
    let curves = curves_of(data, k_max);
    let prior = Memo::new(move |_| {
        let choice = choices.prior.get();
        data.with(|data| (choice, prior_for(data, choice)))
    });
    let honest = Memo::new(move |_| {
        data.with(|data| honest_with_prior(data, k.get(), choices.tau.get(), prior.get()))
    });
    let continued_to = Memo::new(move |_| continued_k_max(k_max.get(), k.get()));
    let continuation = Memo::new(move |_| {
        let (pass_at_k, pass_hat_k) =
            data.with(|data| posterior_curves(data, continued_to.get(), prior.get().1));
        Continuation {
            pass_at_k,
            pass_hat_k,
        }
    });
    let chart_model = Memo::new(move |_| {
        let curves = curves.get()?;
        Some(continuation.with(|continuation| {
            data_chart(
                &curves,
                (k_max.get(), k.get()),
                Some(continuation),
                lang.get(),
            )
        }))
    });
    let empty_chart =
        move || data_chart(&DataCurves::default(), (2, 1), None, lang.get_untracked());
    let histogram = Memo::new(move |_| data.with(|data| success_histogram(data)));

    // k past every task's trials is read (the posterior takes any k), and said.
    let k_note = move || {
        let k = k.get();
        (k > max_n.get()).then(|| lang.get().data_k_above_trials(k))
    };

    view! {
        <section class="data-k">
            <DataKField testid="data-k" label=Signal::derive(move || words().k_label) k=k />
            <p class="hint" role="status" data-testid="data-k-note">{k_note}</p>
        </section>

        <DataCards k=k summary=summary honest=honest choices=choices />
        <Show when=has_data>
            <HonestPanel k=k summary=summary choices=choices honest=honest />
            <ClusterPanel data=data k=k />
            <ReplicatePanel state=state k=k />
            <SupportedK data=data target=choices.target />
        </Show>

        <Show when=has_data>
            <section class="charts">
                <figure class="chart-figure">
                    <ChartCanvas
                        chart=Signal::derive(move || {
                            Drawing::Curves(chart_model.get().unwrap_or_else(empty_chart))
                        })
                        testid="data-chart"
                        description=Signal::derive(move || lang.get().data_chart_description().to_string())
                    />
                    <figcaption>{move || words().chart_caption}</figcaption>
                    <ChartTable
                        chart=Signal::derive(move || chart_model.get().unwrap_or_else(empty_chart))
                        testid="data-chart-table"
                    />
                </figure>
                <figure class="chart-figure">
                    <ChartCanvas
                        chart=Signal::derive(move || {
                            Drawing::Histogram(histogram_chart(&histogram.get(), lang.get()))
                        })
                        testid="data-histogram"
                        description=Signal::derive(move || lang.get().histogram_description().to_string())
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
            <TaskTable data=Signal::from(data) k=Signal::from(k) />
        </Show>
    }
}

/// The curves of `data` up to `k_max`: those of small data derived at once; big data's
/// computed in a task of their own (the newest only; none once the view closed), keyed by
/// the data and k range they belong to, so stale curves are never shown.
fn curves_of(data: Memo<Arc<Dataset>>, k_max: Memo<u64>) -> Memo<Option<DataCurves>> {
    let small = move |data: &Dataset, k_max: u64| {
        data.groups().len().saturating_mul(k_max as usize) <= CURVES_INLINE_AT_MOST
    };
    let late_curves = RwSignal::new(None::<(CurvesOf, Option<DataCurves>)>);
    let latest = Latest::new();
    Effect::new(move |_| {
        let (data, k_max) = (data.get(), k_max.get());
        if small(&data, k_max) {
            return;
        }
        latest.start(move |ticket| async move {
            // A few distinct (n, c) at a time: a thousand of them over a thousand k is
            // about a tenth of a second of work.
            let mut curves = CurvesInSteps::new(&data, k_max);
            loop {
                browser::yield_to_browser().await;
                if !ticket.is_current() {
                    return;
                }
                if browser::work_for(CURVES_SLICE_MS, || curves.step(CURVE_GROUPS_PER_STEP)) {
                    break;
                }
            }
            let curves = curves.finish();
            let _ = late_curves.try_set(Some((CurvesOf::new(&data, k_max), curves)));
        });
    });
    Memo::new(move |_| {
        let (data, k_max) = (data.get(), k_max.get());
        if small(&data, k_max) {
            return data_curves(&data, k_max);
        }
        let key = CurvesOf::new(&data, k_max);
        late_curves.with(|late| {
            late.as_ref()
                .filter(|(of, _)| *of == key)
                .and_then(|(_, curves)| curves.clone())
        })
    })
}

/// Which data and k range a set of curves was computed for: the data by identity (a new
/// import is a new `Arc`; the `Weak` keeps its address from being reused meanwhile).
#[derive(Clone)]
struct CurvesOf {
    data: std::sync::Weak<Dataset>,
    k_max: u64,
}

impl CurvesOf {
    fn new(data: &Arc<Dataset>, k_max: u64) -> CurvesOf {
        CurvesOf {
            data: Arc::downgrade(data),
            k_max,
        }
    }
}

impl PartialEq for CurvesOf {
    fn eq(&self, other: &CurvesOf) -> bool {
        self.data.ptr_eq(&other.data) && self.k_max == other.k_max
    }
}

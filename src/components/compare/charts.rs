//! The compare view's charts: both runs over k, and B − A over k.

use leptos::prelude::*;
use passk_words::prelude::*;

use crate::components::shared::chart_canvas::ChartCanvas;
use crate::components::shared::prefs::use_prefs;
use crate::state::Lens;
use passk_chart::{difference_chart, runs_chart, ComparePoint, Drawing};

/// Both runs' means over k, and their difference over k.
#[component]
pub fn CompareCharts(
    /// Each k's paired means.
    points: Memo<Vec<ComparePoint>>,
    /// The largest k shown.
    k_max: Memo<u64>,
    /// The view's k (marked).
    k: Lens<u64>,
) -> impl IntoView {
    let lang = use_prefs().lang;
    let words = move || lang.get().compare_words();
    view! {
        <section class="charts">
            <figure class="chart-figure">
                <ChartCanvas
                    chart=Signal::derive(move || Drawing::Curves(points.with(|p| runs_chart(p, k_max.get(), k.get(), lang.get()))))
                    testid="compare-chart"
                    description=Signal::derive(move || words().chart_runs.to_string())
                />
                <figcaption>{move || words().chart_runs}</figcaption>
            </figure>
            <figure class="chart-figure">
                <ChartCanvas
                    chart=Signal::derive(move || Drawing::Curves(points.with(|p| difference_chart(p, k_max.get(), k.get(), lang.get()))))
                    testid="compare-diff-chart"
                    description=Signal::derive(move || words().chart_difference.to_string())
                />
                <figcaption>{move || words().chart_difference}</figcaption>
            </figure>
        </section>
    }
}

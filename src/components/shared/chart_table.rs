//! The numbers behind a chart, as a table a screen reader or keyboard user can read,
//! rendered from `passk_widget`'s [`ChartTableView`] (as the embed page does).

use leptos::prelude::*;
use passk_words::prelude::*;

use crate::components::shared::prefs::use_prefs;
use passk_chart::CurveChart;
use passk_widget::ChartTableView;

/// A collapsible table of every point of `chart`, built from the same numbers it draws.
#[component]
pub fn ChartTable(
    /// The chart whose points are listed.
    chart: Signal<CurveChart>,
    /// The `data-testid` of the table.
    testid: &'static str,
) -> impl IntoView {
    let prefs = use_prefs();
    // The rows are built only while the table is open: a closed table must not rebuild
    // 150 rows of DOM on every slider tick.
    let open = RwSignal::new(false);
    // The header changes with the language or the series shown, not with every tick.
    let headings = Memo::new(move |_| chart.with(ChartTableView::headings));
    view! {
        <details
            class="chart-table"
            on:toggle=move |ev| {
                use wasm_bindgen::JsCast;
                let details = ev
                    .target()
                    .and_then(|target| target.dyn_into::<web_sys::HtmlDetailsElement>().ok());
                open.set(details.is_some_and(|details| details.open()));
            }
        >
            <summary>{move || prefs.lang.get().words().data_table}</summary>
            <div class="table-wrap" tabindex="0">
                <table data-testid=testid>
                    <thead>
                        <tr>
                            {move || {
                                headings
                                    .get()
                                    .into_iter()
                                    .map(|heading| view! { <th scope="col">{heading}</th> })
                                    .collect_view()
                            }}
                        </tr>
                    </thead>
                    <tbody>
                        {move || {
                            if !open.get() {
                                return None;
                            }
                            let table = chart.with(|chart| ChartTableView::new(chart, prefs.lang.get()));
                            table
                                .rows
                                .into_iter()
                                .map(|row| {
                                    view! {
                                        <tr class:current=row.current>
                                            <th scope="row">{row.x}</th>
                                            {row
                                                .cells
                                                .into_iter()
                                                .map(|cell| view! { <td>{cell}</td> })
                                                .collect_view()}
                                        </tr>
                                    }
                                })
                                .collect_view()
                                .into()
                        }}
                    </tbody>
                </table>
            </div>
        </details>
    }
}

//! The explorer widget: controls, readouts, the sentence and both charts, rendered from
//! `passk_widget`'s [`WidgetView`] (the embed page renders the same view model). The full
//! page adds its teaching panels as children.

use leptos::prelude::*;

use crate::components::explorer::readout::Readout;
use crate::components::explorer::slider_field::SliderField;
use crate::components::shared::chart_canvas::ChartCanvas;
use crate::components::shared::chart_table::ChartTable;
use crate::components::shared::prefs::use_prefs;
use crate::state::PageState;
use passk_chart::Drawing;
use passk_widget::{WidgetChart, WidgetField, WidgetView};

/// The explorer's controls, readouts and charts: all the embed shows. The full page adds the
/// [`ExplorerPanels`](crate::components::explorer::panels::ExplorerPanels) below.
#[component]
pub fn Explorer(
    /// The page's state: the explorer edits its p, k and steps.
    state: PageState,
    /// What goes under the charts in the same grid (the full page's teaching panels).
    #[prop(optional)]
    children: Option<Children>,
) -> impl IntoView {
    let lang = use_prefs().lang;
    let view = Memo::new(move |_| WidgetView::new(&state.snapshot(), lang.get()));
    // Memos, not derived signals: a tick that moves one field leaves the others' effects
    // (their texts, ranges and labels) asleep instead of recomputing and comparing them.
    let fields = WidgetField::ALL.map(|field| {
        let index = field as usize;
        let spec = Memo::new(move |_| view.with(|view| view.fields[index].spec));
        let label = Memo::new(move |_| view.with(|view| view.fields[index].label));
        let spoken = Memo::new(move |_| view.with(|view| view.fields[index].spoken.clone()));
        view! {
            <SliderField
                spec=spec
                value=state.field(field)
                testid=field.testid()
                label=label.into()
                spoken=spoken.into()
            />
        }
    });
    // As many readouts as the view model has (a new one shows here without an edit).
    let readouts = (0..view.with_untracked(|view| view.readouts.len()))
        .map(|index| {
            let readout = Memo::new(move |_| view.with(|view| view.readouts[index].clone()));
            view! { <Readout readout=readout.into() /> }
        })
        .collect_view();
    let charts = WidgetChart::ALL.map(|chart| {
        let index = chart as usize;
        let shown = Memo::new(move |_| view.with(|view| view.charts[index].clone()));
        let model = Memo::new(move |_| shown.with(|shown| shown.model.clone()));
        let dragged = chart.dragged_field();
        let value = state.field(dragged);
        let spec = Signal::derive(move || view.with(|view| view.fields[dragged as usize].spec));
        view! {
            <figure class="chart-figure">
                <ChartCanvas
                    chart=Signal::derive(move || Drawing::Curves(model.get()))
                    testid=chart.testid()
                    description=Signal::derive(move || shown.with(|shown| shown.description.clone()))
                    on_drag=Callback::new(move |x: f64| value.set(spec.get_untracked().clamp_whole(x)))
                    on_landing=true
                />
                <figcaption>{move || shown.with(|shown| shown.caption)}</figcaption>
                <ChartTable chart=model.into() testid=chart.table_testid() />
            </figure>
        }
    });
    view! {
        <div
            class="view view-explore"
            style:--readout-rows=move || view.with(|view| view.readout_rows().to_string())
        >
            <section class="controls" aria-label=move || view.with(|view| view.controls_label)>
                {fields}
            </section>
            <section class="readouts" aria-label=move || view.with(|view| view.readouts_label)>
                {readouts}
            </section>
            <p class="sentence" data-testid="sentence" aria-live="polite">
                {move || view.with(|view| view.sentence.clone())}
            </p>
            <section class="charts">{charts}</section>
            {children.map(|children| children())}
        </div>
    }
}

//! The explorer: controls, readouts and charts from the closed forms, with the teaching
//! panels (verified steps, difficulty spread, inverse questions).

use leptos::prelude::*;
use passk_words::prelude::*;

use crate::components::chart_canvas::ChartCanvas;
use crate::components::chart_table::ChartTable;
use crate::components::prefs::use_prefs;
use crate::components::readout::Readout;
use crate::components::slider_field::SliderField;
use crate::state::PageState;
use passk_chart::{k_chart, steps_chart, Drawing};
use passk_core::format::{pass_at_k_formula, power_formula, Reading};
use passk_core::input::FieldSpec;
use passk_words::explorer::{spoken_k, spoken_rate, spoken_steps};

/// The explorer's controls, readouts and charts: all the embed shows. The full page adds the
/// [`ExplorerPanels`](crate::components::explorer_panels::ExplorerPanels) below.
#[component]
pub fn Explorer(
    /// The page's state: the explorer edits its p, k and steps.
    state: PageState,
    /// What goes under the charts in the same grid (the full page's teaching panels); the
    /// embed passes nothing, so its binary never holds them.
    #[prop(optional)]
    children: Option<Children>,
) -> impl IntoView {
    let prefs = use_prefs();
    let lang = prefs.lang;
    let words = move || lang.get().words();
    let PageState {
        rate_per_mille,
        k,
        steps,
        ..
    } = state;

    let rate = Memo::new(move |_| state.rate());
    let pass_at = Memo::new(move |_| rate.get().pass_at_k_reading(k.get()));
    let pass_hat = Memo::new(move |_| Reading::plain(rate.get().pass_hat_k(k.get())));
    let chain = Memo::new(move |_| Reading::plain(rate.get().chain_success(steps.get())));
    let step_verified = Memo::new(move |_| state.step_verified());
    let chain_verified =
        Memo::new(move |_| Reading::plain(step_verified.get().chain_success(steps.get())));
    let difficulty = Memo::new(move |_| state.difficulty());

    let k_chart_model =
        Memo::new(move |_| k_chart(rate.get(), k.get(), difficulty.get(), lang.get()));
    let steps_chart_model = Memo::new(move |_| {
        steps_chart(
            rate.get(),
            steps.get(),
            Some(step_verified.get()),
            lang.get(),
        )
    });
    let k_description = Signal::derive(move || {
        format!(
            "{} p = {}. pass@{} = {}, pass^{} = {}.",
            words().caption_k,
            FieldSpec::RATE.show(rate_per_mille.get()),
            k.get(),
            pass_at.get().text(),
            k.get(),
            pass_hat.get().text(),
        )
    });
    let steps_description = Signal::derive(move || {
        format!(
            "{} p = {}, {} {}: {}; {}: {}.",
            words().caption_steps,
            FieldSpec::RATE.show(rate_per_mille.get()),
            steps.get(),
            words().steps_unit,
            chain.get().text(),
            words().legend_verified,
            chain_verified.get().text(),
        )
    });
    view! {
        <div class="view view-explore">
            <section class="controls" aria-label=move || lang.get().explorer_regions()[0]>
                <SliderField
                    spec=FieldSpec::RATE
                    value=rate_per_mille
                    testid="p"
                    label=Signal::derive(move || words().label_p)
                    spoken=spoken_rate
                />
                <SliderField
                    spec=FieldSpec::K
                    value=k
                    testid="k"
                    label=Signal::derive(move || words().label_k)
                    spoken=spoken_k
                />
                <SliderField
                    spec=FieldSpec::STEPS
                    value=steps
                    testid="steps"
                    label=Signal::derive(move || words().label_steps)
                    spoken=spoken_steps
                />
            </section>

            <section class="readouts" aria-label=move || lang.get().explorer_regions()[1]>
                <Readout
                    title=Signal::derive(move || format!("pass@{}", k.get()))
                    meaning=Signal::derive(move || words().meaning_at)
                    value=Signal::from(pass_at)
                    formula=Signal::derive(move || {
                        pass_at_k_formula(rate_per_mille.get(), k.get(), pass_at.get())
                    })
                    testid="pass-at-k"
                    tone="at"
                />
                <Readout
                    title=Signal::derive(move || format!("pass^{}", k.get()))
                    meaning=Signal::derive(move || words().meaning_hat)
                    value=Signal::from(pass_hat)
                    formula=Signal::derive(move || {
                        power_formula(rate_per_mille.get(), k.get(), pass_hat.get())
                    })
                    testid="pass-hat-k"
                    tone="hat"
                />
                <Readout
                    title=Signal::derive(move || {
                        format!("{} {} {}", words().chain_title, steps.get(), words().steps_unit)
                    })
                    meaning=Signal::derive(move || words().meaning_chain)
                    value=Signal::from(chain)
                    formula=Signal::derive(move || {
                        power_formula(rate_per_mille.get(), steps.get(), chain.get())
                    })
                    testid="chain"
                    tone="chain"
                />
            </section>

            <p class="sentence" data-testid="sentence" aria-live="polite">
                {move || {
                    let lang = lang.get();
                    lang.explorer_sentence(
                        &lang.number(&FieldSpec::RATE.show(rate_per_mille.get())),
                        k.get(),
                        &lang.number(&pass_hat.get().text()),
                        &lang.number(&pass_at.get().text()),
                    )
                }}
            </p>

            <section class="charts">
                <figure class="chart-figure">
                    <ChartCanvas
                        chart=Signal::derive(move || Drawing::Curves(k_chart_model.get()))
                        testid="chart-k"
                        description=k_description
                        on_drag=Callback::new(move |x: f64| {
                            k.set(FieldSpec::K.clamp_whole(x));
                        })
                    />
                    <figcaption>{move || words().caption_k}</figcaption>
                    <ChartTable chart=Signal::from(k_chart_model) testid="table-k" />
                </figure>
                <figure class="chart-figure">
                    <ChartCanvas
                        chart=Signal::derive(move || Drawing::Curves(steps_chart_model.get()))
                        testid="chart-steps"
                        description=steps_description
                        on_drag=Callback::new(move |x: f64| {
                            steps.set(FieldSpec::STEPS.clamp_whole(x));
                        })
                    />
                    <figcaption>{move || words().caption_steps}</figcaption>
                    <ChartTable chart=Signal::from(steps_chart_model) testid="table-steps" />
                </figure>
            </section>
            {children.map(|children| children())}
        </div>
    }
}

//! The explorer: three controls, three readouts, two charts, all from the closed forms.

use leptos::prelude::*;

use crate::chart::{k_chart, steps_chart, Drawing};
use crate::components::chart_canvas::ChartCanvas;
use crate::components::readout::Readout;
use crate::components::slider_field::SliderField;
use crate::core::closed_form::Rate;
use crate::core::format::{pass_at_k_formula, per_mille_percent, power_formula, Reading};
use crate::core::input::FieldSpec;

fn spoken_rate(per_mille: u32) -> String {
    format!("{} percent", FieldSpec::RATE.field_text(per_mille))
}

fn spoken_k(k: u32) -> String {
    if k == 1 {
        "1 attempt".to_string()
    } else {
        format!("{k} attempts")
    }
}

fn spoken_steps(steps: u32) -> String {
    if steps == 1 {
        "1 step".to_string()
    } else {
        format!("{steps} steps")
    }
}

/// The explorer view.
#[component]
pub fn Explorer(
    /// p in tenths of a percent.
    rate_per_mille: RwSignal<u32>,
    /// Attempts k.
    k: RwSignal<u32>,
    /// Steps of a multi-step agent.
    steps: RwSignal<u32>,
) -> impl IntoView {
    let rate = Memo::new(move |_| Rate::from_per_mille(rate_per_mille.get()));
    let pass_at = Memo::new(move |_| rate.get().pass_at_k_reading(k.get()));
    let pass_hat = Memo::new(move |_| Reading::plain(rate.get().pass_hat_k(k.get())));
    let chain = Memo::new(move |_| Reading::plain(rate.get().chain_success(steps.get())));

    let k_chart_model = Memo::new(move |_| k_chart(rate.get(), k.get()));
    let steps_chart_model = Memo::new(move |_| steps_chart(rate.get(), steps.get()));
    let k_description = Signal::derive(move || {
        format!(
            "Line chart over k from 1 to {}: pass@k rises from {} towards 100% while pass^k falls towards 0%. At k = {}, pass@k is {} and pass^k is {}.",
            k_chart_model.get().x_max,
            per_mille_percent(rate_per_mille.get()),
            k.get(),
            pass_at.get().text(),
            pass_hat.get().text(),
        )
    });
    let steps_description = Signal::derive(move || {
        format!(
            "Line chart of end-to-end success against the number of steps, from 1 to {}, at {} per step. With {} steps it is {}.",
            steps_chart_model.get().x_max,
            per_mille_percent(rate_per_mille.get()),
            steps.get(),
            chain.get().text(),
        )
    });

    view! {
        <div class="view view-explore">
            <section class="controls" aria-label="Controls">
                <SliderField
                    spec=FieldSpec::RATE
                    value=rate_per_mille
                    testid="p"
                    label="Per-trial success rate p"
                    spoken=spoken_rate
                />
                <SliderField
                    spec=FieldSpec::K
                    value=k
                    testid="k"
                    label="Attempts k"
                    spoken=spoken_k
                />
                <SliderField
                    spec=FieldSpec::STEPS
                    value=steps
                    testid="steps"
                    label="Steps of a multi-step agent"
                    spoken=spoken_steps
                />
            </section>

            <section class="readouts" aria-label="Results" aria-live="polite">
                <Readout
                    title=Signal::derive(move || format!("pass@{}", k.get()))
                    meaning="at least one of k attempts succeeds"
                    value=Signal::from(pass_at)
                    formula=Signal::derive(move || {
                        pass_at_k_formula(rate_per_mille.get(), k.get(), pass_at.get())
                    })
                    testid="pass-at-k"
                    tone="at"
                />
                <Readout
                    title=Signal::derive(move || format!("pass^{}", k.get()))
                    meaning="all k attempts succeed"
                    value=Signal::from(pass_hat)
                    formula=Signal::derive(move || {
                        power_formula(rate_per_mille.get(), k.get(), pass_hat.get())
                    })
                    testid="pass-hat-k"
                    tone="hat"
                />
                <Readout
                    title=Signal::derive(move || format!("chain of {} steps", steps.get()))
                    meaning="every step of the agent succeeds"
                    value=Signal::from(chain)
                    formula=Signal::derive(move || {
                        power_formula(rate_per_mille.get(), steps.get(), chain.get())
                    })
                    testid="chain"
                    tone="chain"
                />
            </section>

            <section class="charts">
                <figure class="chart-figure">
                    <ChartCanvas
                        chart=Signal::derive(move || Drawing::Curves(k_chart_model.get()))
                        testid="chart-k" description=k_description />
                    <figcaption>
                        "pass@k and pass^k over k, at p = "
                        {move || per_mille_percent(rate_per_mille.get())}
                        ". Both start at p when k = 1, then diverge."
                    </figcaption>
                </figure>
                <figure class="chart-figure">
                    <ChartCanvas
                        chart=Signal::derive(move || Drawing::Curves(steps_chart_model.get()))
                        testid="chart-steps"
                        description=steps_description
                    />
                    <figcaption>
                        "End-to-end success of a multi-step agent: every step must succeed, so the rate is multiplied once per step."
                    </figcaption>
                </figure>
            </section>

            <footer class="footnote">
                <p>
                    "These are theoretical values: every attempt succeeds with the same probability p, independently. "
                    "Benchmarks estimate pass@k per task, 1 − C(n−c, k)/C(n, k), and average over tasks; "
                    "because tasks differ in difficulty, their pass@k is lower than 1 − (1 − p)^k at the same mean p."
                </p>
            </footer>
        </div>
    }
}

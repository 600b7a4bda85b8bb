//! The explorer: controls, readouts and charts from the closed forms, with the teaching
//! panels (verified steps, difficulty spread, inverse questions).

use leptos::prelude::*;

use crate::chart::{k_chart, steps_chart, Drawing};
use crate::components::chart_canvas::ChartCanvas;
use crate::components::chart_table::ChartTable;
use crate::components::prefs::use_prefs;
use crate::components::readout::Readout;
use crate::components::slider_field::SliderField;
use crate::core::chain::verified_step;
use crate::core::format::{pass_at_k_formula, percent, power_formula, Reading};
use crate::core::input::FieldSpec;
use crate::core::inverse::{
    largest_k_keeping_pass_hat_k, rate_for_pass_at_k, rate_for_pass_hat_k, step_rate_for_chain,
};
use crate::core::lang::Lang;
use crate::state::PageState;

/// The targets of the inverse questions (the issue's examples: pass^k ≥ 90%, chain ≥ 80%).
const PASS_TARGET: f64 = 0.9;
const CHAIN_TARGET: f64 = 0.8;

fn spoken_rate(per_mille: u32, lang: Lang) -> String {
    format!(
        "{} {}",
        lang.number(&FieldSpec::RATE.field_text(per_mille)),
        lang.words().percent_word
    )
}

fn spoken_percent(percent: u32, lang: Lang) -> String {
    format!("{percent} {}", lang.words().percent_word)
}

fn spoken_k(k: u32, lang: Lang) -> String {
    format!("{k} {}", lang.words().attempts_unit)
}

fn spoken_steps(steps: u32, lang: Lang) -> String {
    format!("{steps} {}", lang.words().steps_unit)
}

fn spoken_count(count: u32, _lang: Lang) -> String {
    count.to_string()
}

fn spoken_spread(hundredths: u32, lang: Lang) -> String {
    let words = lang.words();
    let value = lang.number(&FieldSpec::SPREAD.show(hundredths));
    match hundredths {
        0 => format!("{value}, {}", words.spread_equal),
        100 => format!("{value}, {}", words.spread_all_or_nothing),
        _ => value,
    }
}

/// The explorer view. In embed mode only the controls, readouts and charts are shown.
#[component]
pub fn Explorer(
    /// The page's state: the explorer edits its p, k, steps, verifier and spread.
    state: PageState,
) -> impl IntoView {
    let embed = state.embed;
    let prefs = use_prefs();
    let lang = prefs.lang;
    let words = move || lang.get().words();
    let PageState {
        rate_per_mille,
        k,
        steps,
        catch_percent,
        retries,
        spread,
        ..
    } = state;

    let rate = Memo::new(move |_| state.rate());
    let pass_at = Memo::new(move |_| rate.get().pass_at_k_reading(k.get()));
    let pass_hat = Memo::new(move |_| Reading::plain(rate.get().pass_hat_k(k.get())));
    let chain = Memo::new(move |_| Reading::plain(rate.get().chain_success(steps.get())));
    let step_verified = Memo::new(move |_| {
        verified_step(
            rate.get(),
            f64::from(catch_percent.get()) / 100.0,
            retries.get(),
        )
    });
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
    let inverse = move || {
        let lang = lang.get();
        let words = lang.words();
        let shown = |value: f64| lang.number(&percent(value));
        let k = k.get();
        let steps = steps.get();
        [
            words.need_rate(
                lang,
                k,
                &shown(PASS_TARGET),
                &shown(rate_for_pass_hat_k(PASS_TARGET, k)),
            ),
            words.need_rate_at(
                lang,
                k,
                &shown(PASS_TARGET),
                &shown(rate_for_pass_at_k(PASS_TARGET, k)),
            ),
            words.chain_limit(
                lang,
                &lang.number(&FieldSpec::RATE.show(rate_per_mille.get())),
                &shown(CHAIN_TARGET),
                largest_k_keeping_pass_hat_k(rate.get(), CHAIN_TARGET),
            ),
            words.step_rate_needed(
                lang,
                steps,
                &shown(CHAIN_TARGET),
                &shown(step_rate_for_chain(CHAIN_TARGET, steps)),
            ),
        ]
    };

    view! {
        <div class="view view-explore">
            <section class="controls" aria-label="Controls">
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

            <section class="readouts" aria-label="Results">
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

            <section class="charts">
                <figure class="chart-figure">
                    <ChartCanvas
                        chart=Signal::derive(move || Drawing::Curves(k_chart_model.get()))
                        testid="chart-k"
                        description=k_description
                    />
                    <figcaption>{move || words().caption_k}</figcaption>
                    <ChartTable chart=Signal::from(k_chart_model) testid="table-k" />
                </figure>
                <figure class="chart-figure">
                    <ChartCanvas
                        chart=Signal::derive(move || Drawing::Curves(steps_chart_model.get()))
                        testid="chart-steps"
                        description=steps_description
                    />
                    <figcaption>{move || words().caption_steps}</figcaption>
                    <ChartTable chart=Signal::from(steps_chart_model) testid="table-steps" />
                </figure>
            </section>

            <Show when=move || !embed>
                <section class="panels">
                    <div class="panel" aria-labelledby="verify-heading">
                        <h2 id="verify-heading">{move || words().heading_verify}</h2>
                        <p class="panel-help">{move || words().verify_help}</p>
                        <SliderField
                            spec=FieldSpec::CATCH_RATE
                            value=catch_percent
                            testid="verify-v"
                            label=Signal::derive(move || words().label_v)
                            spoken=spoken_percent
                        />
                        <SliderField
                            spec=FieldSpec::RETRIES
                            value=retries
                            testid="verify-r"
                            label=Signal::derive(move || words().label_r)
                            spoken=spoken_count
                        />
                        <Readout
                            title=Signal::derive(move || {
                                format!(
                                    "{} {} {}, {}",
                                    words().chain_title,
                                    steps.get(),
                                    words().steps_unit,
                                    words().chain_verified_title
                                )
                            })
                            meaning=Signal::derive(move || words().effective_step)
                            value=Signal::from(chain_verified)
                            formula=Signal::derive(move || {
                                format!(
                                    "{} {} → {}^{} = {}",
                                    words().effective_step,
                                    percent(step_verified.get().probability()),
                                    percent(step_verified.get().probability()),
                                    steps.get(),
                                    chain_verified.get().text()
                                )
                            })
                            testid="chain-verified"
                            tone="verified"
                        />
                    </div>
                    <div class="panel" aria-labelledby="spread-heading">
                        <h2 id="spread-heading">{move || words().heading_spread}</h2>
                        <p class="panel-help">{move || words().spread_help}</p>
                        <SliderField
                            spec=FieldSpec::SPREAD
                            value=spread
                            testid="spread"
                            label=Signal::derive(move || words().label_spread)
                            spoken=spoken_spread
                        />
                        <p class="spread-ends">
                            <span>{move || words().spread_equal}</span>
                            <span>{move || words().spread_all_or_nothing}</span>
                        </p>
                    </div>
                    <div class="panel" aria-labelledby="inverse-heading">
                        <h2 id="inverse-heading">{move || words().heading_inverse}</h2>
                        <ul class="inverse" data-testid="inverse" aria-live="polite">
                            {move || {
                                inverse()
                                    .into_iter()
                                    .map(|sentence| view! { <li>{sentence}</li> })
                                    .collect_view()
                            }}
                        </ul>
                    </div>
                </section>
                <footer class="footnote">
                    <p>{move || words().footnote}</p>
                </footer>
            </Show>
        </div>
    }
}

//! The explorer's teaching panels: a verifier between steps, a difficulty spread across
//! tasks, and the inverse questions answered in words.

use leptos::prelude::*;
use passk_words::prelude::*;

use crate::components::explorer::deployment_panel::DeploymentPanel;
use crate::components::explorer::readout::Readout;
use crate::components::explorer::slider_field::SliderField;
use crate::components::shared::prefs::use_prefs;
use crate::state::PageState;
use passk_core::format::{percent, Reading};
use passk_core::input::FieldSpec;
use passk_core::inverse::{
    largest_k_keeping_pass_hat_k, rate_for_pass_at_k, rate_for_pass_hat_k, step_rate_for_chain,
};
use passk_widget::ReadoutView;
use passk_words::explorer::{spoken_count, spoken_percent, spoken_spread};

/// The targets of the inverse questions (the issue's examples: pass^k ≥ 90%, chain ≥ 80%).
const PASS_TARGET: f64 = 0.9;
const CHAIN_TARGET: f64 = 0.8;

/// The three panels under the charts.
#[component]
pub fn ExplorerPanels(
    /// The page's state: the panels edit v, r and the spread, and read p, k and steps.
    state: PageState,
) -> impl IntoView {
    let lang = use_prefs().lang;
    let page_words = move || lang.get().page_words();
    let PageState {
        rate_per_mille,
        k,
        steps,
        catch_percent,
        retries,
        spread,
        ..
    } = state;
    let rate = move || state.rate();
    let step_verified = Memo::new(move |_| state.step_verified());
    let chain_verified_readout = Memo::new(move |_| {
        let lang = lang.get();
        let (words, page_words) = (lang.words(), lang.page_words());
        let steps = steps.get();
        let step = percent(step_verified.get().probability());
        let chain = Reading::plain(step_verified.get().chain_success(steps));
        ReadoutView::new(
            ("chain-verified", "verified"),
            format!(
                "{} {steps} {}, {}",
                words.chain_title, words.steps_unit, page_words.chain_verified_title
            ),
            page_words.effective_step,
            chain,
            &format!(
                "{} {step} → {step}^{steps} = {}",
                page_words.effective_step,
                chain.text()
            ),
            lang,
        )
    });
    // A memo, and one `<li>` per question holding a text node: a tick rewrites the texts
    // that changed rather than building the list again.
    let inverse = Memo::new(move |_| {
        let lang = lang.get();
        let shown = |value: f64| lang.number(&percent(value));
        let k = k.get();
        let steps = steps.get();
        [
            lang.need_rate(
                k,
                &shown(PASS_TARGET),
                &shown(rate_for_pass_hat_k(PASS_TARGET, k)),
            ),
            lang.need_rate_at(
                k,
                &shown(PASS_TARGET),
                &shown(rate_for_pass_at_k(PASS_TARGET, k)),
            ),
            lang.chain_limit(
                &lang.number(&FieldSpec::RATE.show(rate_per_mille.get())),
                &shown(CHAIN_TARGET),
                largest_k_keeping_pass_hat_k(rate(), CHAIN_TARGET),
            ),
            lang.step_rate_needed(
                steps,
                &shown(CHAIN_TARGET),
                &shown(step_rate_for_chain(CHAIN_TARGET, steps)),
            ),
        ]
    });
    let questions = inverse.with_untracked(|sentences| sentences.len());

    view! {
        <section class="panels">
            <div class="panel" aria-labelledby="verify-heading">
                <h2 id="verify-heading">{move || page_words().heading_verify}</h2>
                <p class="panel-help">{move || page_words().verify_help}</p>
                <SliderField
                    spec=FieldSpec::CATCH_RATE
                    value=catch_percent
                    testid="verify-v"
                    label=Signal::derive(move || page_words().label_v)
                    spoken=Signal::derive(move || spoken_percent(catch_percent.get(), lang.get()))
                />
                <SliderField
                    spec=FieldSpec::RETRIES
                    value=retries
                    testid="verify-r"
                    label=Signal::derive(move || page_words().label_r)
                    spoken=Signal::derive(move || spoken_count(retries.get(), lang.get()))
                />
                <Readout readout=chain_verified_readout.into() />
            </div>
            <div class="panel" aria-labelledby="spread-heading">
                <h2 id="spread-heading">{move || page_words().heading_spread}</h2>
                <p class="panel-help">{move || page_words().spread_help}</p>
                <SliderField
                    spec=FieldSpec::SPREAD
                    value=spread
                    testid="spread"
                    label=Signal::derive(move || page_words().label_spread)
                    spoken=Signal::derive(move || spoken_spread(spread.get(), lang.get()))
                />
                <p class="spread-ends">
                    <span>{move || page_words().spread_equal}</span>
                    <span>{move || page_words().spread_all_or_nothing}</span>
                </p>
            </div>
            <div class="panel" aria-labelledby="inverse-heading">
                <h2 id="inverse-heading">{move || page_words().heading_inverse}</h2>
                <ul class="inverse" data-testid="inverse" aria-live="polite">
                    {(0..questions)
                        .map(|at| view! { <li>{move || inverse.with(|sentences| sentences[at].clone())}</li> })
                        .collect_view()}
                </ul>
            </div>
            <DeploymentPanel state=state />
        </section>
    }
}

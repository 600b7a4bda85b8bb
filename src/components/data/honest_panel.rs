//! The data view's honest numbers: the posterior pass@k and pass^k at the view's k (past a
//! task's n too), Bayes@N, G-Pass@k_τ, mG-Pass@k, Cover@τ, the Wilson interval of
//! single-trial data, their choices (τ, prior, which estimator the cards show) and the
//! results block.

use leptos::prelude::*;
use passk_words::prelude::*;
use passk_words::results::{results_block, BlockFormat, ResultsInput};

use crate::components::data::estimate_card::{credible, posterior_signals, wilson, EstimateCard};
use crate::components::data::honest_choices_form::HonestChoicesForm;
use crate::components::shared::prefs::use_prefs;
use crate::components::shared::results_block::ResultsBlock;
use crate::state::HonestChoices;
use passk_core::input::FieldSpec;
use passk_core::posterior::EstimatorChoice;
use passk_core::stats::Bootstrap;
use passk_data::dataset::DataSummary;
use passk_data::honest::{DrawMean, HonestSummary};

/// The panel under the data view's cards.
#[component]
pub fn HonestPanel(
    /// The view's k.
    #[prop(into)]
    k: Signal<u64>,
    /// The unbiased summary at k (for the results block).
    summary: Memo<Option<DataSummary>>,
    /// τ, the prior and the cards' estimator.
    choices: HonestChoices,
    /// The honest numbers at k, τ and the prior (computed by the view, which also shows
    /// the posterior on its cards).
    honest: Memo<Option<HonestSummary>>,
) -> impl IntoView {
    let lang = use_prefs().lang;
    let words = move || lang.get().honest_words();
    let tau_text = move || lang.get().number(&FieldSpec::TAU.show(choices.tau.get()));
    let prior_note = move || {
        let lang = lang.get();
        format!(
            "{}; {}",
            lang.estimator_name(EstimatorChoice::Posterior),
            lang.prior_name(choices.prior.get())
        )
    };
    let (post_at, post_at_ci) = posterior_signals(honest, |h| h.posterior_pass_at_k);
    let (post_hat, post_hat_ci) = posterior_signals(honest, |h| h.posterior_pass_hat_k);
    let (bayes, bayes_ci) = posterior_signals(honest, |h| h.bayes);
    let draw_note = move |pick: fn(&HonestSummary) -> DrawMean| {
        Signal::derive(move || {
            honest.with(|h| {
                h.as_ref()
                    .map(|h| {
                        let draw = pick(h);
                        lang.get()
                            .draw_note(draw.tasks_used, draw.tasks_excluded, h.k)
                    })
                    .unwrap_or_default()
            })
        })
    };
    let single_trial = move || honest.with(|h| h.as_ref().is_some_and(|h| h.wilson.is_some()));
    let block = Callback::new(move |format: BlockFormat| {
        let (summary, honest) = (summary.get()?, honest.get()?);
        let input = ResultsInput {
            summary: &summary,
            honest: &honest,
            bootstrap: Bootstrap::default(),
            interval: passk_core::stats::IntervalMethod::StudentT,
            version: env!("CARGO_PKG_VERSION"),
        };
        Some(results_block(lang.get(), &input, format))
    });
    let post_title = move |metric: &'static str| {
        Signal::derive(move || lang.get().posterior_title(metric, k.get()))
    };
    view! {
        <section class="honest" aria-labelledby="honest-heading">
            <h2 id="honest-heading">{move || words().heading}</h2>
            <p class="help">{move || words().help}</p>
            <HonestChoicesForm choices=choices />
            <div class="readouts">
                <EstimateCard
                    title=post_title("pass@")
                    meaning=Signal::derive(move || words().meaning_post_at)
                    value=post_at
                    interval=post_at_ci
                    interval_text=credible
                    note=Signal::derive(prior_note)
                    testid="data-post-at-k"
                    tone="at"
                />
                <EstimateCard
                    title=post_title("pass^")
                    meaning=Signal::derive(move || words().meaning_post_hat)
                    value=post_hat
                    interval=post_hat_ci
                    interval_text=credible
                    note=Signal::derive(prior_note)
                    testid="data-post-hat-k"
                    tone="hat"
                />
                <EstimateCard
                    title=Signal::derive(|| "Bayes@N".to_string())
                    meaning=Signal::derive(move || words().meaning_bayes)
                    value=bayes
                    interval=bayes_ci
                    interval_text=credible
                    note=Signal::derive(prior_note)
                    testid="data-bayes"
                    tone="chain"
                />
            </div>
            <div class="readouts">
                <EstimateCard
                    title=Signal::derive(move || format!("G-Pass@{}, τ = {}", k.get(), tau_text()))
                    meaning=Signal::derive(move || words().meaning_g_pass)
                    value=Signal::derive(move || honest.with(|h| h.as_ref().and_then(|h| h.g_pass_at_k.value)))
                    interval=Signal::derive(|| None)
                    interval_text=credible
                    note=draw_note(|h| h.g_pass_at_k)
                    testid="data-g-pass-k"
                    tone="between"
                />
                <EstimateCard
                    title=Signal::derive(move || format!("mG-Pass@{}", k.get()))
                    meaning=Signal::derive(move || words().meaning_mg_pass)
                    value=Signal::derive(move || honest.with(|h| h.as_ref().and_then(|h| h.mg_pass_at_k.value)))
                    interval=Signal::derive(|| None)
                    interval_text=credible
                    note=draw_note(|h| h.mg_pass_at_k)
                    testid="data-mg-pass-k"
                    tone="between"
                />
                <EstimateCard
                    title=Signal::derive(move || format!("Cover@{}", tau_text()))
                    meaning=Signal::derive(move || words().meaning_cover)
                    value=Signal::derive(move || honest.with(|h| h.as_ref().map(|h| h.cover)))
                    interval=Signal::derive(|| None)
                    interval_text=credible
                    note=Signal::derive(move || {
                        honest.with(|h| h.as_ref().map(|h| lang.get().cover_note(h.tasks)).unwrap_or_default())
                    })
                    testid="data-cover"
                    tone="between"
                />
                <Show when=single_trial>
                    <EstimateCard
                        title=Signal::derive(move || words().wilson_title.to_string())
                        meaning=Signal::derive(move || words().meaning_wilson)
                        value=Signal::derive(move || honest.with(|h| h.as_ref().and_then(|h| h.wilson).map(|w| w.value)))
                        interval=Signal::derive(move || honest.with(|h| h.as_ref().and_then(|h| h.wilson).map(|w| w.interval)))
                        interval_text=wilson
                        note=Signal::derive(move || {
                            honest.with(|h| h.as_ref().map(|h| lang.get().wilson_note(h.tasks)).unwrap_or_default())
                        })
                        testid="data-wilson"
                        tone="chain"
                    />
                </Show>
            </div>
            <ResultsBlock block=block testid="copy-results" />
        </section>
    }
}

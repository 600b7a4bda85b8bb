//! The data view's summary cards: pass@k and pass^k (the unbiased estimator with its t and
//! bootstrap intervals, or with `est=posterior` the posterior means with their credible
//! interval) and avg@k, each saying which estimator it shows.

use leptos::prelude::*;
use passk_words::prelude::*;

use crate::components::data::estimate_card::{credible, posterior_signals, EstimateCard};
use crate::components::data::metric_card::MetricCard;
use crate::components::shared::prefs::use_prefs;
use crate::state::{HonestChoices, Lens};
use passk_core::aggregate::AcrossTasks;
use passk_core::posterior::EstimatorChoice;
use passk_data::dataset::DataSummary;
use passk_data::honest::HonestSummary;

/// The three summary cards.
#[component]
pub fn DataCards(
    /// The view's k.
    k: Lens<u64>,
    /// The unbiased summary at k.
    summary: Memo<Option<DataSummary>>,
    /// The honest numbers at k (the posterior means).
    honest: Memo<Option<HonestSummary>>,
    /// Which estimator the pass@k and pass^k cards show, and the prior.
    choices: HonestChoices,
) -> impl IntoView {
    let lang = use_prefs().lang;
    let words = move || lang.get().data_words();
    let metric_title =
        move |name: &'static str| Signal::derive(move || format!("{name}{}", k.get()));
    let posterior_cards = move || choices.estimator.get() == EstimatorChoice::Posterior;
    let card_note = move |metric: fn(&DataSummary) -> &AcrossTasks| {
        Signal::derive(move || {
            let lang = lang.get();
            let mut note = lang.estimator_note(EstimatorChoice::Unbiased, "");
            let clipped = summary.with(|summary| {
                summary
                    .as_ref()
                    .and_then(|summary| metric(summary).summary)
                    .is_some_and(|mean| mean.t_clipped)
            });
            if clipped {
                note.push(' ');
                note.push_str(lang.honest_words().t_too_few);
            }
            note
        })
    };
    let posterior_note = move || {
        let lang = lang.get();
        lang.estimator_note(
            EstimatorChoice::Posterior,
            lang.prior_name(choices.prior.get()),
        )
    };
    let (post_at, post_at_ci) = posterior_signals(honest, |h| h.posterior_pass_at_k);
    let (post_hat, post_hat_ci) = posterior_signals(honest, |h| h.posterior_pass_hat_k);
    view! {
        // The cards' titles are h3: the section's heading (for those who move by headings;
        // the cards show what it says) keeps the outline in order.
        <section class="readouts" aria-labelledby="data-summary-heading">
            <h2 id="data-summary-heading" class="visually-hidden">
                {move || lang.get().data_regions().summary}
            </h2>
            <Show
                when=posterior_cards
                fallback=move || {
                    view! {
                        <MetricCard
                            title=metric_title("pass@")
                            meaning=Signal::derive(move || words().meaning_at)
                            metric=Signal::derive(move || summary.get().map(|s| s.pass_at_k))
                            note=card_note(|s| &s.pass_at_k)
                            testid="data-pass-at-k"
                            tone="at"
                        />
                        <MetricCard
                            title=metric_title("pass^")
                            meaning=Signal::derive(move || words().meaning_hat)
                            metric=Signal::derive(move || summary.get().map(|s| s.pass_hat_k))
                            note=card_note(|s| &s.pass_hat_k)
                            testid="data-pass-hat-k"
                            tone="hat"
                        />
                    }
                }
            >
                <EstimateCard
                    title=metric_title("pass@")
                    meaning=Signal::derive(move || words().meaning_at)
                    value=post_at
                    interval=post_at_ci
                    interval_text=credible
                    note=Signal::derive(posterior_note)
                    testid="data-pass-at-k"
                    tone="at"
                />
                <EstimateCard
                    title=metric_title("pass^")
                    meaning=Signal::derive(move || words().meaning_hat)
                    value=post_hat
                    interval=post_hat_ci
                    interval_text=credible
                    note=Signal::derive(posterior_note)
                    testid="data-pass-hat-k"
                    tone="hat"
                />
            </Show>
            <MetricCard
                title=Signal::derive(move || words().avg_title.to_string())
                meaning=Signal::derive(move || words().meaning_avg)
                metric=Signal::derive(move || summary.get().map(|s| s.avg))
                note=card_note(|s| &s.avg)
                testid="data-avg"
                tone="chain"
            />
        </section>
    }
}

//! The honest-numbers panel's choices: τ (read like every number field), the prior, and
//! which estimator the data view's pass@k and pass^k cards show.

use leptos::prelude::*;
use passk_words::prelude::*;

use crate::components::shared::count_field::CountField;
use crate::components::shared::prefs::use_prefs;
use crate::state::HonestChoices;
use passk_core::input::FieldSpec;
use passk_core::posterior::{EstimatorChoice, PriorChoice};

/// The τ field and the two pickers (`tau`, `prior`, `est`).
#[component]
pub fn HonestChoicesForm(
    /// τ, the prior and the cards' estimator.
    choices: HonestChoices,
) -> impl IntoView {
    let lang = use_prefs().lang;
    let words = move || lang.get().honest_words();
    let prior_options = PriorChoice::ALL.map(|choice| {
        view! {
            <option value=choice.key() selected=move || choices.prior.get() == choice>
                {move || lang.get().prior_name(choice)}
            </option>
        }
    });
    let estimator_options = EstimatorChoice::ALL.map(|choice| {
        view! {
            <option value=choice.key() selected=move || choices.estimator.get() == choice>
                {move || lang.get().estimator_name(choice)}
            </option>
        }
    });
    view! {
            <div class="honest-choices">
                <div>
                    <CountField
                        testid="tau"
                        label=Signal::derive(move || words().tau_label)
                        spec=FieldSpec::TAU
                        value=choices.tau
                        set=Callback::new(move |tau| choices.tau.set(tau))
                    />
                </div>
                <label class="plan-field">
                    <span class="control-label">{move || words().prior_label}</span>
                    <select
                        data-testid="prior"
                        on:change=move |ev| {
                            if let Some(prior) = PriorChoice::from_key(&event_target_value(&ev)) {
                                choices.prior.set(prior);
                            }
                        }
                    >
                        {prior_options}
                    </select>
                </label>
                <label class="plan-field">
                    <span class="control-label">{move || words().estimator_label}</span>
                    <select
                        data-testid="est"
                        on:change=move |ev| {
                            if let Some(estimator) = EstimatorChoice::from_key(&event_target_value(&ev)) {
                                choices.estimator.set(estimator);
                            }
                        }
                    >
                        {estimator_options}
                    </select>
                </label>
            </div>
    }
}

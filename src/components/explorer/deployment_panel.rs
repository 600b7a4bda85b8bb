//! "Which k?": the k a deployment implies. k is how many times one customer runs the same
//! kind of task in the period that matters; a target ("all of a week's 20 uses succeed 90%
//! of the time") needs a per-trial rate of target^(1/k).

use leptos::prelude::*;
use passk_words::prelude::*;

use crate::components::explorer::slider_field::SliderField;
use crate::components::shared::prefs::use_prefs;
use crate::state::PageState;
use passk_core::closed_form::Rate;
use passk_core::format::percent;
use passk_core::input::FieldSpec;
use passk_core::inverse::rate_for_pass_hat_k;
use passk_words::explorer::{spoken_count, spoken_rate};

/// The uses and target fields, and the rate they need.
#[component]
pub fn DeploymentPanel(
    /// The page's state: the panel edits `uses` and `target` and reads p.
    state: PageState,
) -> impl IntoView {
    let lang = use_prefs().lang;
    let words = move || lang.get().noise_words();
    let PageState { uses, target, .. } = state;
    let target_share = move || f64::from(target.get()) / 1000.0;
    let needed = Memo::new(move |_| rate_for_pass_hat_k(target_share(), uses.get()));
    let sentence = move || {
        let lang = lang.get();
        let shown = |value: f64| lang.number(&percent(value));
        lang.deployment_rate(uses.get(), &shown(target_share()), &shown(needed.get()))
    };
    // What the explorer's own p gives over these uses, for comparison.
    let at_current_p =
        Memo::new(move |_| Rate::from_per_mille(state.rate_per_mille.get()).pass_hat_k(uses.get()));
    view! {
        <div class="panel" aria-labelledby="deploy-heading">
            <h2 id="deploy-heading">{move || words().deploy_heading}</h2>
            <p class="panel-help">{move || words().deploy_help}</p>
            <SliderField
                spec=FieldSpec::USES
                value=uses
                testid="deploy-uses"
                label=Signal::derive(move || words().uses_label)
                spoken=Signal::derive(move || spoken_count(uses.get(), lang.get()))
            />
            <SliderField
                spec=FieldSpec::DEPLOY_TARGET
                value=target
                testid="deploy-target"
                label=Signal::derive(move || words().target_label)
                spoken=Signal::derive(move || spoken_rate(target.get(), lang.get()))
            />
            <p
                class="deploy-rate"
                data-testid="deploy-rate"
                data-value=move || needed.get().to_string()
                data-k=move || uses.get().to_string()
                data-at-p=move || at_current_p.get().to_string()
                aria-live="polite"
            >
                {sentence}
            </p>
        </div>
    }
}

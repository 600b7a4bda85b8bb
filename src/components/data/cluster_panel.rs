//! Clustered errors in the data view: when tasks come in groups (questions of one
//! document, issues of one repository), the person picks how the task ids say so, and the
//! plain standard errors stand beside Miller's clustered ones with how much wider.

use std::sync::Arc;

use leptos::prelude::*;
use passk_words::prelude::*;

use crate::components::data::cluster_table::ClusterTable;
use crate::components::shared::prefs::use_prefs;
use crate::state::Lens;
use passk_core::stats::Bootstrap;
use passk_data::clusters::{clustered_at, offered_rules, ClusterRule};
use passk_data::dataset::Dataset;

/// The cluster picker and, once a rule is picked, the plain and clustered errors.
#[component]
pub fn ClusterPanel(
    /// The data set shown.
    data: Memo<Arc<Dataset>>,
    /// The view's k.
    k: Lens<u64>,
) -> impl IntoView {
    let lang = use_prefs().lang;
    let words = move || lang.get().noise_words();
    let rules = Memo::new(move |_| data.with(|data| offered_rules(data)));
    let chosen = RwSignal::new(None::<ClusterRule>);
    // A rule the new data set does not offer is dropped, rather than kept unseen.
    Effect::new(move |_| {
        let offered = rules.get();
        if chosen
            .get_untracked()
            .is_some_and(|rule| !offered.contains(&rule))
        {
            chosen.set(None);
        }
    });
    let clustered = Memo::new(move |_| {
        let rule = chosen.get()?;
        Some(data.with(|data| clustered_at(data, k.get(), rule, Bootstrap::default())))
    });
    let options = move || {
        rules
            .get()
            .into_iter()
            .map(|rule| {
                let ClusterRule::PrefixBefore(separator) = rule;
                let key = rule.key();
                view! {
                    <option value=key.clone() selected=move || chosen.get() == Some(rule)>
                        {move || lang.get().cluster_rule_name(separator)}
                    </option>
                }
            })
            .collect_view()
    };
    view! {
        <section class="cluster-panel" aria-labelledby="cluster-heading">
            <h3 id="cluster-heading">{move || words().cluster_heading}</h3>
            <label>
                <span class="control-label">{move || words().cluster_label}</span>
                <select
                    data-testid="data-cluster"
                    on:change=move |ev| {
                        let key = event_target_value(&ev);
                        chosen.set(ClusterRule::parse(&key).ok());
                    }
                >
                    <option value="none" selected=move || chosen.get().is_none()>
                        {move || words().cluster_none}
                    </option>
                    {options}
                </select>
            </label>
            {move || {
                // Drawn again in a new language as well as for new figures.
                lang.track();
                clustered.get().map(|clustered| view! { <ClusterTable clustered=clustered /> })
            }}
        </section>
    }
}

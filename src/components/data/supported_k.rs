//! The k the measured counts support: the largest k at which pass^k over tasks stays at or
//! above the deployment target (the explorer's `target=`), with the range its 95% interval
//! allows, and the tasks that drag it down.

use std::sync::Arc;

use leptos::prelude::*;
use passk_words::prelude::*;

use crate::components::shared::prefs::use_prefs;
use crate::state::Lens;
use passk_core::deployment::supported_k_grouped;
use passk_core::format::percent;
use passk_core::input::FieldSpec;
use passk_data::dataset::Dataset;

/// The sentence, its figures in `data-*` attributes, and the weakest tasks.
#[component]
pub fn SupportedK(
    /// The data set shown.
    data: Memo<Arc<Dataset>>,
    /// The target, tenths of a percent (the link's `target=`).
    target: Lens<u32>,
) -> impl IntoView {
    let lang = use_prefs().lang;
    let share = move || f64::from(target.get()) / 1000.0;
    let supported =
        Memo::new(move |_| data.with(|data| supported_k_grouped(data.groups(), share())));
    // Each weak group named by its first task (its counts are every task's of the group).
    let draggers = Memo::new(move |_| {
        let supported = supported.get()?;
        Some(data.with(|data| {
            supported
                .draggers
                .iter()
                .filter_map(|&(group, value)| {
                    let (counts, tasks) = data.groups().get(group)?;
                    let first = data.tasks().iter().find(|task| task.counts == *counts)?;
                    Some((first.name.clone(), *counts, *tasks, value))
                })
                .collect::<Vec<_>>()
        }))
    });
    let sentence = move || {
        let lang = lang.get();
        supported.get().map(|s| {
            let target = lang.number(&FieldSpec::DEPLOY_TARGET.show(target.get()));
            lang.supported_k_sentence(&target, s.k, s.k_low, s.k_high, s.k_max)
        })
    };
    let attribute = move |pick: fn(&passk_core::deployment::SupportedK) -> u64| {
        move || supported.get().map(|s| pick(&s).to_string())
    };
    view! {
        <section class="supported-k" aria-labelledby="supported-k-heading">
            <h3 id="supported-k-heading">{move || lang.get().noise_words().deploy_heading}</h3>
            <p
                data-testid="data-supported-k"
                data-value=attribute(|s| s.k)
                data-k-low=attribute(|s| s.k_low)
                data-k-high=attribute(|s| s.k_high)
                data-k-max=attribute(|s| s.k_max)
                data-target=move || share().to_string()
            >
                {sentence}
            </p>
            <ul data-testid="data-draggers">
                {move || {
                    let lang = lang.get();
                    draggers.get().unwrap_or_default().into_iter().map(|(name, counts, tasks, value)| {
                        let also = if tasks > 1 { format!(" (×{tasks})") } else { String::new() };
                        view! {
                            <li data-value=value.to_string()>
                                {format!("{name}{also}: {}/{} → {}", counts.successes, counts.trials, lang.number(&percent(value)))}
                            </li>
                        }
                    }).collect_view()
                }}
            </ul>
        </section>
    }
}

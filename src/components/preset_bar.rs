//! One-click examples from the source articles, each naming its source.

use leptos::prelude::*;

use crate::components::prefs::use_prefs;
use crate::core::presets::{all_presets, Preset};

/// The preset buttons. Clicking one sets p, k, steps and the spread at once.
#[component]
pub fn PresetBar(
    /// p in tenths of a percent.
    rate_per_mille: RwSignal<u32>,
    /// Attempts k.
    k: RwSignal<u32>,
    /// Steps.
    steps: RwSignal<u32>,
    /// Difficulty spread in hundredths.
    spread: RwSignal<u32>,
) -> impl IntoView {
    let prefs = use_prefs();
    let apply = move |preset: Preset| {
        rate_per_mille.set(preset.rate_per_mille);
        k.set(preset.k);
        steps.set(preset.steps);
        spread.set(preset.spread_hundredths);
    };
    view! {
        <section class="presets" aria-labelledby="presets-heading">
            <h2 id="presets-heading">{move || prefs.lang.get().words().heading_presets}</h2>
            <ul class="preset-list">
                {all_presets()
                    .enumerate()
                    .map(|(index, preset)| {
                        view! {
                            <li>
                                <button
                                    type="button"
                                    class="preset"
                                    data-testid=format!("preset-{}", preset.name)
                                    on:click=move |_| apply(preset)
                                >
                                    <span class="preset-label">
                                        {move || prefs.lang.get().words().presets[index]}
                                    </span>
                                    <span class="preset-source">
                                        {move || prefs.lang.get().words().preset_sources[index]}
                                    </span>
                                </button>
                            </li>
                        }
                    })
                    .collect_view()}
            </ul>
        </section>
    }
}

//! One-click examples from the source articles, each naming its source.

use leptos::prelude::*;
use passk_words::prelude::*;

use crate::components::shared::prefs::use_prefs;
use crate::state::PageState;
use passk_core::presets::all_presets;

/// The preset buttons. Clicking one sets p, k, steps and the spread at once.
#[component]
pub fn PresetBar(
    /// The page's state, which a preset sets.
    state: PageState,
) -> impl IntoView {
    let prefs = use_prefs();
    view! {
        <section class="presets" aria-labelledby="presets-heading">
            <h2 id="presets-heading">{move || prefs.lang.get().page_words().heading_presets}</h2>
            <ul class="preset-list">
                {all_presets()
                    .map(|preset| {
                        let words = move || prefs.lang.get().preset_words(preset.id);
                        view! {
                            <li>
                                <button
                                    type="button"
                                    class="preset"
                                    data-testid=format!("preset-{}", preset.name)
                                    on:click=move |_| state.apply(preset)
                                >
                                    <span class="preset-label">
                                        {move || words().label}
                                    </span>
                                    <span class="preset-source">
                                        {move || words().source}
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

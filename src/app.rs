//! The page: a masthead, two views (the explorer and the data view), and the state that
//! links them to the URL and to localStorage.

use leptos::prelude::*;

use crate::browser;
use crate::components::data_view::DataView;
use crate::components::explorer::Explorer;
use crate::core::share::{SharedState, View};

/// Where the page keeps its settings between visits.
const STATE_KEY: &str = "passk.state";

/// The state to start from: the link's, or else the last visit's, or else the defaults (the
/// Korean widget's 80% × 6, which already tells the story). A last visit's data comes back
/// from its own storage, in full, rather than from the `tasks=` shorthand.
fn initial_state() -> SharedState {
    let query = browser::query();
    if !query.is_empty() {
        return SharedState::from_query(&query);
    }
    browser::load(STATE_KEY)
        .map(|saved| SharedState {
            tasks: None,
            ..SharedState::from_query(&saved)
        })
        .unwrap_or_default()
}

/// The whole page.
#[component]
pub fn App() -> impl IntoView {
    let start = initial_state();
    let rate_per_mille = RwSignal::new(start.rate_per_mille);
    let k = RwSignal::new(start.k);
    let steps = RwSignal::new(start.steps);
    let view = RwSignal::new(start.view);
    let data_k = RwSignal::new(start.data_k);
    let tasks_param = RwSignal::new(start.tasks.clone());

    // The URL and localStorage mirror the state (replaceState: no history entry per tick).
    Effect::new(move |_| {
        let state = SharedState {
            rate_per_mille: rate_per_mille.get(),
            k: k.get(),
            steps: steps.get(),
            view: view.get(),
            data_k: data_k.get(),
            tasks: tasks_param.get(),
        };
        let query = state.to_query();
        browser::replace_query(&query);
        browser::save(STATE_KEY, &query);
    });

    let tab = move |target: View, label: &'static str, testid: &'static str| {
        view! {
            <button
                type="button"
                role="tab"
                class="tab"
                data-testid=testid
                aria-selected=move || if view.get() == target { "true" } else { "false" }
                on:click=move |_| view.set(target)
            >
                {label}
            </button>
        }
    };

    view! {
        <main class="page">
            <header class="masthead">
                <h1>"passk"</h1>
                <p class="lede">
                    "Run an AI agent k times on the same task. "
                    <strong class="ink-at">"pass@k"</strong>
                    " is the chance that at least one attempt succeeds; "
                    <strong class="ink-hat">"pass^k"</strong>
                    " is the chance that all k succeed. Same agent, same trials, opposite stories."
                </p>
                <nav class="tabs" role="tablist" aria-label="Views">
                    {tab(View::Explore, "Explore the formulas", "tab-explore")}
                    {tab(View::Data, "Your eval data", "tab-data")}
                </nav>
            </header>
            <Show when=move || view.get() == View::Explore>
                <Explorer rate_per_mille=rate_per_mille k=k steps=steps />
            </Show>
            <Show when=move || view.get() == View::Data>
                <DataView k=data_k tasks_param=tasks_param initial_tasks=start.tasks.clone() />
            </Show>
        </main>
    }
}

/// Mounts the page on `<body>`.
pub fn mount() {
    console_error_panic_hook::set_once();
    leptos::mount::mount_to_body(App);
}

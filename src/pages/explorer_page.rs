//! The explorer page (`index.html`): explore (with its panels, reruns, presets and
//! sharing), plan and quiz.

use leptos::prelude::*;

use crate::app::{after_first_paint, mount_page, page_class, start};
use crate::components::explorer::follows_when_seen::FollowsWhenSeen;
use crate::components::explorer::panels::ExplorerPanels;
use crate::components::explorer::plan_view::PlanView;
use crate::components::explorer::preset_bar::PresetBar;
use crate::components::explorer::quiz_view::QuizView;
use crate::components::explorer::rerun_panel::RerunPanel;
use crate::components::explorer::share_panel::SharePanel;
use crate::components::explorer::widget::Explorer;
use crate::components::room::room_view::RoomView;
use crate::components::shared::footnote::Footnote;
use crate::components::shared::masthead::Masthead;
use passk_core::share::{Page, SharedState, View};

/// The explorer page's views, switched in place by its tabs.
#[component]
fn ExplorerPage(
    /// Where the page starts.
    start_from: SharedState,
) -> impl IntoView {
    let state = start(start_from);
    // What a link opens on is its readouts and charts: the sections under them (panels,
    // reruns, presets, sharing) mount after that first frame is painted, so a shared link's
    // charts are drawn a fifth sooner (bench/interaction.bench.mjs, the live page's line).
    let below = after_first_paint();
    view! {
        <main class=page_class(state)>
            <Masthead state=state page=Page::Explorer />
            <Show when=move || state.view.get() == View::Explore>
                <Explorer state=state>
                    <Show when=move || below.get()>
                        // Below the charts: each follows a drag only while it is seen.
                        <FollowsWhenSeen
                            state=state
                            panel=|state| view! { <ExplorerPanels state=state /> }.into_any()
                        />
                        <FollowsWhenSeen
                            state=state
                            panel=|state| view! { <RerunPanel state=state /> }.into_any()
                        />
                        <Footnote />
                    </Show>
                </Explorer>
                <Show when=move || below.get()>
                    <FollowsWhenSeen
                        state=state
                        panel=|state| view! { <PresetBar state=state /> }.into_any()
                    />
                    <FollowsWhenSeen
                        state=state
                        panel=|state| view! { <SharePanel state=state /> }.into_any()
                    />
                </Show>
            </Show>
            <Show when=move || state.view.get() == View::Plan>
                <PlanView state=state />
            </Show>
            <Show when=move || state.view.get() == View::Quiz>
                <QuizView state=state />
            </Show>
            <Show when=move || state.view.get() == View::Room>
                <RoomView state=state />
            </Show>
        </main>
    }
}

/// Mounts the explorer page on `<body>`.
pub fn mount() {
    mount_page(
        Page::Explorer,
        |start_from| view! { <ExplorerPage start_from=start_from /> },
    );
}

//! The full page's header: the name, the language and theme pickers, the lede and the tabs.

use leptos::prelude::*;
use passk_words::prelude::*;

use crate::components::shared::prefs::use_prefs;
use crate::state::PageState;
use passk_core::lang::Lang;
use passk_core::share::{Page, SharedState, View};
use passk_web::{browser, leaving};
use wasm_bindgen::JsCast;

/// The masthead.
#[component]
pub fn Masthead(
    /// The page's state: its language, theme and view.
    state: PageState,
    /// The page it heads: a tab to one of its views switches in place, a tab to a view on
    /// another page is a link there with the same state.
    page: Page,
) -> impl IntoView {
    let lang = use_prefs().lang;
    let page_words = move || lang.get().page_words();
    let theme_name = move || lang.get().theme_name(state.theme.get());
    // The folder the pages are in, read once (a call into JavaScript).
    let folder = StoredValue::new(browser::sibling_address(""));
    let tab = move |target: View, label: fn(Lang) -> &'static str, testid: &'static str| {
        let href_of = move |now: SharedState| {
            let there = SharedState {
                view: target,
                ..now
            };
            let file = target.page().file();
            folder.with_value(|folder| format!("{folder}{file}?{}", there.to_page_link_query()))
        };
        view! {
            <a
                href=move || href_of(state.linked.get())
                role="tab"
                class="tab"
                data-testid=testid
                aria-selected=move || if state.view.get() == target { "true" } else { "false" }
                on:click=move |ev| {
                    if target.page() == page {
                        ev.prevent_default();
                        if state.view.get_untracked() != target {
                            // A tab switch is a navigation: Back returns to this tab.
                            browser::keep_history_entry();
                            state.view.set(target);
                        }
                    } else {
                        // Followed within a drag's trailing 150 ms, the link takes the
                        // state as it is now (the browser reads it after this handler).
                        let href = href_of(state.store.get_untracked());
                        let link = ev
                            .current_target()
                            .and_then(|link| link.dyn_into::<web_sys::Element>().ok());
                        if leaves_this_page(&ev) && leaving::is_held() {
                            // Data still being kept would be lost with this page: go when
                            // it is kept, and say the tab is on its way meanwhile.
                            ev.prevent_default();
                            if let Some(link) = &link {
                                let _ = link.set_attribute("aria-busy", "true");
                            }
                            leptos::task::spawn_local(async move {
                                leaving::go_when_released(href).await;
                                // On its way: a page Back restores from the browser's
                                // cache must not show the tab still waiting.
                                if let Some(link) = link {
                                    let _ = link.remove_attribute("aria-busy");
                                }
                            });
                        } else if let Some(link) = link {
                            let _ = link.set_attribute("href", &href);
                        }
                    }
                }
            >
                {move || label(lang.get())}
            </a>
        }
    };
    view! {
        <header class="masthead">
            <div class="masthead-row">
                <h1>"passk"</h1>
                <div class="prefs">
                    <label>
                        {move || page_words().language_label}
                        " "
                        <select
                            data-testid="lang"
                            on:change=move |ev| state.lang.set(Lang::from_tag(&event_target_value(&ev)))
                        >
                            {Lang::ALL
                                .into_iter()
                                .map(|option| {
                                    view! {
                                        <option value=option.code() selected=move || lang.get() == option>
                                            {option.name()}
                                        </option>
                                    }
                                })
                                .collect_view()}
                        </select>
                    </label>
                    <button type="button" data-testid="theme" on:click=move |_| state.cycle_theme()>
                        {move || page_words().theme_label}
                        ": "
                        {theme_name}
                    </button>
                </div>
            </div>
            <p class="lede">
                {move || page_words().lede_start}
                <strong class="ink-at">"pass@k"</strong>
                {move || page_words().lede_middle}
                <strong class="ink-hat">"pass^k"</strong>
                {move || page_words().lede_end}
            </p>
            <nav class="tabs" role="tablist" aria-label=move || page_words().tabs_label>
                {tab(View::Explore, |lang| lang.page_words().tab_explore, "tab-explore")}
                {tab(View::Data, |lang| lang.page_words().tab_data, "tab-data")}
                {tab(View::Compare, |lang| lang.compare_words().tab_compare, "tab-compare")}
                {tab(View::Board, |lang| lang.board_words().tab, "tab-board")}
                {tab(View::Plan, |lang| lang.compare_words().tab_plan, "tab-plan")}
                {tab(View::Quiz, |lang| lang.workshop_words().quiz_title, "tab-quiz")}
            </nav>
        </header>
    }
}

/// Whether a click on a link replaces this page: a plain primary click. A click with a
/// modifier or another button opens the link elsewhere (a new tab or window, a download),
/// and this page, with whatever it still has in flight, stays.
fn leaves_this_page(click: &web_sys::MouseEvent) -> bool {
    click.button() == 0
        && !(click.ctrl_key() || click.meta_key() || click.shift_key() || click.alt_key())
}

//! The page: a masthead with language and theme, two views (the explorer and the data view),
//! presets and sharing, and the state that links them to the URL and to localStorage.

use leptos::prelude::*;

use crate::browser;
use crate::components::data_view::DataView;
use crate::components::explorer::{Explorer, ExplorerState};
use crate::components::prefs::Prefs;
use crate::components::preset_bar::PresetBar;
use crate::components::share_panel::SharePanel;
use crate::core::lang::Lang;
use crate::core::share::{differs_only_in_sliders, SharedState, Theme, View};

/// Where the full page keeps its settings between visits.
const STATE_KEY: &str = "passk.state";
/// Where an embed keeps its own: a widget in a blog post must not change the full page's
/// p, k, language or view on the same origin, nor the other way round.
const EMBED_STATE_KEY: &str = "passk.embed.state";
/// The URL and localStorage are written at most this often (milliseconds).
const PERSIST_EVERY_MS: f64 = 150.0;

/// The storage key for this page's mode.
fn state_key(embed: bool) -> &'static str {
    if embed {
        EMBED_STATE_KEY
    } else {
        STATE_KEY
    }
}

/// The state to start from: the link's, or else the last visit's, or else the defaults (the
/// Korean widget's 80% × 6, which already tells the story). A last visit's data comes back
/// from its own storage, in full, rather than from the `tasks=` shorthand. A link names one
/// view's k; the other view keeps the k it had.
fn initial_state() -> SharedState {
    let query = browser::query();
    let embed = SharedState::from_query(&query).embed;
    let saved = browser::load(state_key(embed)).map(|saved| SharedState::from_query(&saved));
    if query.is_empty() {
        return saved
            .map(|saved| SharedState {
                tasks: None,
                embed: false,
                ..saved
            })
            .unwrap_or_default();
    }
    let mut state = SharedState::from_query(&query);
    if let Some(saved) = saved {
        if !SharedState::names_explorer_k(&query) {
            state.k = saved.k;
        }
        if !SharedState::names_data_k(&query) {
            state.data_k = saved.data_k;
        }
    }
    state
}

/// The whole page.
#[component]
pub fn App() -> impl IntoView {
    let start = initial_state();
    let explorer = ExplorerState {
        rate_per_mille: RwSignal::new(start.rate_per_mille),
        k: RwSignal::new(start.k),
        steps: RwSignal::new(start.steps),
        catch_percent: RwSignal::new(start.catch_percent),
        retries: RwSignal::new(start.retries),
        spread: RwSignal::new(start.spread_hundredths),
    };
    let view = RwSignal::new(start.view);
    let data_k = RwSignal::new(start.data_k);
    let tasks_param = RwSignal::new(start.tasks.clone());
    // None follows the browser (language) or the system (theme) until the person chooses.
    let chosen_lang = RwSignal::new(start.lang);
    let chosen_theme = RwSignal::new(start.theme);
    let embed = start.embed;
    let present = start.present;
    let system_dark = browser::prefers_dark();

    let lang = Signal::derive(move || {
        chosen_lang
            .get()
            .or_else(|| browser::browser_language().and_then(|tag| Lang::from_tag(&tag)))
            .unwrap_or_default()
    });
    let dark = Signal::derive(move || match chosen_theme.get() {
        Some(theme) => theme == Theme::Dark,
        None => system_dark,
    });
    provide_context(Prefs { lang, dark });
    let words = move || lang.get().words();

    let state = Memo::new(move |_| SharedState {
        rate_per_mille: explorer.rate_per_mille.get(),
        k: explorer.k.get(),
        steps: explorer.steps.get(),
        catch_percent: explorer.catch_percent.get(),
        retries: explorer.retries.get(),
        spread_hundredths: explorer.spread.get(),
        lang: chosen_lang.get(),
        theme: chosen_theme.get(),
        embed,
        present,
        view: view.get(),
        data_k: data_k.get(),
        tasks: tasks_param.get(),
    });
    let query = Memo::new(move |_| state.with(SharedState::to_query));
    // The URL and localStorage mirror the state (replaceState: no history entry per tick),
    // and <html> carries the language and theme for CSS and screen readers.
    // A discrete change (view, language, data, Clear) is written at once, so a reload right
    // after it never loses it. Slider drags are written at most once per PERSIST_EVERY_MS,
    // trailing: Chromium throttles a page that calls replaceState hundreds of times in a few
    // seconds, and a synchronous localStorage write per tick is work the drag does not need.
    let last_write = StoredValue::new(f64::NEG_INFINITY);
    let last_written = StoredValue::new(String::new());
    let pending_write = StoredValue::new(None::<TimeoutHandle>);
    Effect::new(move |_| {
        let query = query.get();
        if let Some(handle) = pending_write.get_value() {
            handle.clear();
        }
        let dragging = differs_only_in_sliders(&last_written.get_value(), &query);
        let write = move || {
            browser::replace_query(&query);
            browser::save(
                state_key(embed),
                &state.with_untracked(SharedState::to_storage),
            );
            last_write.set_value(browser::now_ms());
            last_written.set_value(query);
        };
        let since = browser::now_ms() - last_write.get_value();
        if !dragging || since >= PERSIST_EVERY_MS {
            write();
            pending_write.set_value(None);
        } else {
            let wait = std::time::Duration::from_millis((PERSIST_EVERY_MS - since).ceil() as u64);
            pending_write.set_value(set_timeout_with_handle(write, wait).ok());
        }
    });
    Effect::new(move |_| {
        browser::set_root_attribute("lang", lang.get().code());
        browser::set_root_attribute("data-theme", if dark.get() { "dark" } else { "light" });
    });

    // Chart 1 as the explorer draws it, for the share panel's exports.
    let k_chart = RwSignal::new(None);

    let tab = move |target: View, label: fn(Lang) -> &'static str, testid: &'static str| {
        view! {
            <button
                type="button"
                role="tab"
                class="tab"
                data-testid=testid
                aria-selected=move || if view.get() == target { "true" } else { "false" }
                on:click=move |_| view.set(target)
            >
                {move || label(lang.get())}
            </button>
        }
    };
    let cycle_theme = move |_| {
        chosen_theme.update(|theme| {
            *theme = match *theme {
                None => Some(Theme::Light),
                Some(Theme::Light) => Some(Theme::Dark),
                Some(Theme::Dark) => None,
            }
        })
    };
    let theme_name = move || {
        let names = words().theme_names;
        match chosen_theme.get() {
            None => names[0],
            Some(Theme::Light) => names[1],
            Some(Theme::Dark) => names[2],
        }
    };
    let full_page_link = move || {
        let state = SharedState::from_query(&query.get());
        format!(
            "{}?{}",
            browser::page_address(),
            SharedState {
                embed: false,
                ..state
            }
            .to_query()
        )
    };

    let class = if embed {
        "page embed"
    } else if present {
        "page present"
    } else {
        "page"
    };

    view! {
        <main class=class>
            <Show
                when=move || !embed
                fallback=move || {
                    view! {
                        <header class="embed-bar">
                            <strong>"passk"</strong>
                            <a href=full_page_link target="_blank" rel="noopener" data-testid="open-in-passk">
                                {move || words().open_in_passk}
                            </a>
                        </header>
                    }
                }
            >
                <header class="masthead">
                    <div class="masthead-row">
                        <h1>"passk"</h1>
                        <div class="prefs">
                            <label>
                                {move || words().language_label}
                                " "
                                <select
                                    data-testid="lang"
                                    on:change=move |ev| chosen_lang.set(Lang::from_tag(&event_target_value(&ev)))
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
                            <button type="button" data-testid="theme" on:click=cycle_theme>
                                {move || words().theme_label}
                                ": "
                                {theme_name}
                            </button>
                        </div>
                    </div>
                    <p class="lede">
                        {move || words().lede_start}
                        <strong class="ink-at">"pass@k"</strong>
                        {move || words().lede_middle}
                        <strong class="ink-hat">"pass^k"</strong>
                        {move || words().lede_end}
                    </p>
                    <nav class="tabs" role="tablist" aria-label="Views">
                        {tab(View::Explore, |lang| lang.words().tab_explore, "tab-explore")}
                        {tab(View::Data, |lang| lang.words().tab_data, "tab-data")}
                    </nav>
                </header>
            </Show>
            <Show when=move || embed || view.get() == View::Explore>
                <Explorer state=explorer embed=embed k_chart_out=k_chart />
                <Show when=move || !embed>
                    <PresetBar
                        rate_per_mille=explorer.rate_per_mille
                        k=explorer.k
                        steps=explorer.steps
                        spread=explorer.spread
                    />
                    <SharePanel query=Signal::from(query) chart=Signal::from(k_chart) />
                </Show>
            </Show>
            <Show when=move || !embed && view.get() == View::Data>
                <DataView k=data_k tasks_param=tasks_param />
            </Show>
        </main>
    }
}

/// Mounts the page on `<body>`.
pub fn mount() {
    crate::crash_notice::install();
    leptos::mount::mount_to_body(App);
}

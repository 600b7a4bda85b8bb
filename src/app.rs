//! What every page of the full site does around its views: each page (`pages/`, one
//! binary each: the explorer page `index.html` with explore, plan, quiz and reruns; the data
//! page `data.html`; the compare page `compare.html`; the leaderboard `board.html`) is a
//! masthead with language, theme and tabs over one [`PageState`], which this file links to
//! the URL and to localStorage; a tab to a view on another page is a link that carries the
//! state. A link to a view on another page (an old `?view=compare` on `data.html`, say)
//! leads there with the same parameters, and an old `embed=1` link leads to the embed page
//! (`embed.html`, its own binary without Leptos: `passk-embed`).

use leptos::prelude::*;

use crate::components::shared::prefs::Prefs;
use crate::state::{PageState, SETTLE_MS};
use passk_core::lang::Lang;
use passk_core::share::{refused_seed, Page, SharedState, Theme};
use passk_web::browser;
use passk_web::page_start::{self, initial_state, mark_root, state_key};
use passk_widget::{PersistStep, PersistThrottle};
use std::time::Duration;

/// Everything a page does before it shows anything: reads its state (the link's, or the
/// last visit's), provides the language and theme, keeps `<html>`, the URL and localStorage
/// in step.
pub(crate) fn start(start: SharedState) -> PageState {
    // Read before the first write of the URL, which drops a seed it could not use.
    let state = PageState::new(start, refused_seed(&browser::query()));
    let system_dark = browser::prefers_dark();
    // None follows the browser (language) or the system (theme) until the person chooses.
    // Memos, not derived signals: every label reads these on every tick, and the browser's
    // language is a call into JavaScript.
    let lang = Memo::new(move |_| {
        state
            .lang
            .get()
            .or_else(|| browser::browser_language().and_then(|tag| Lang::from_tag(&tag)))
            .unwrap_or_default()
    });
    let dark = Memo::new(move |_| match state.theme.get() {
        Some(theme) => theme == Theme::Dark,
        None => system_dark,
    });
    provide_context(Prefs {
        lang: lang.into(),
        dark: dark.into(),
    });
    mirror_to_url_and_storage(state);
    follow_back_and_forward(state);
    watch_for_stillness(state);
    // <html> carries the language and theme, for CSS and screen readers.
    Effect::new(move |_| mark_root(lang.get(), dark.get()));
    state
}

/// Keeps `state.settled`: false from a change of the store or a pointer pressed, true again
/// once the store has been still for [`SETTLE_MS`] with no pointer held. One timer for the
/// page, however many panels wait on it.
fn watch_for_stillness(state: PageState) {
    let held = StoredValue::new(false);
    let timer = StoredValue::new_local(None::<TimeoutHandle>);
    let restart = move || {
        if let Some(waiting) = timer.try_update_value(Option::take).flatten() {
            waiting.clear();
        }
        if state.settled.get_untracked() {
            state.settled.set(false);
        }
        if held.get_value() {
            return;
        }
        let still = move || {
            let _ = timer.try_set_value(None);
            let _ = state.settled.try_set(true);
        };
        if let Ok(waiting) = set_timeout_with_handle(still, Duration::from_millis(SETTLE_MS)) {
            timer.set_value(Some(waiting));
        }
    };
    // Every change of the store but the first run (the page starting) unsettles it.
    Effect::new(move |started: Option<()>| {
        state.store.track();
        if started.is_some() {
            restart();
        }
    });
    // A pointer held down is a drag (a slider, a chart); its listeners live with the page.
    for (event, down) in [
        ("pointerdown", true),
        ("pointerup", false),
        ("pointercancel", false),
    ] {
        let _ = window_event_listener_untyped(event, move |_| {
            // None: the value was taken (Some gives it back once the page is gone).
            if held.try_set_value(down).is_none() {
                restart();
            }
        });
    }
}

/// False until the page's first frame has been painted, then true: what mounts behind it
/// waits, so the first frame (a link's charts) is built, laid out and painted without it.
pub(crate) fn after_first_paint() -> RwSignal<bool> {
    let painted = RwSignal::new(false);
    // A timeout queued from the frame's callback runs after that frame is painted.
    request_animation_frame(move || {
        set_timeout(
            move || {
                painted.try_set(true);
            },
            std::time::Duration::ZERO,
        );
    });
    painted
}

/// The class of a page's `<main>`: presenting (big type for a room) or not.
pub(crate) fn page_class(state: PageState) -> &'static str {
    if state.present {
        "page present"
    } else {
        "page"
    }
}

/// Keeps the URL and localStorage in step with the state (replaceState: no history entry per
/// tick), as the [`PersistThrottle`] decides: a discrete change (view, language, data,
/// Clear) at once, so a reload right after it never loses it; a slider drag trailing, at
/// most every 150 ms. A trailing write still waiting when the page is left (a tab to
/// another page, a link, the tab closed) is made then, so the entry Back returns to and the
/// next visit hold the last value.
fn mirror_to_url_and_storage(state: PageState) {
    let throttle = StoredValue::new(PersistThrottle::default());
    // The trailing write waiting for its time.
    let pending = StoredValue::new(None::<TimeoutHandle>);
    let write = move |now: SharedState| {
        browser::replace_query(&now.to_query());
        browser::save(state_key(false), &now.to_storage());
        state.linked.set(now.clone());
        throttle.update_value(|throttle| throttle.written(now, browser::now_ms()));
    };
    // Writes `now` as the throttle says. A trailing write reads the state when its time
    // comes (the ticks of a drag in between arm no timer of their own); it is stored in
    // `pending`, so leaving the page can make it at once.
    fn persist(
        now: SharedState,
        state: PageState,
        throttle: StoredValue<PersistThrottle>,
        pending: StoredValue<Option<TimeoutHandle>>,
        write: impl Fn(SharedState) + Copy + 'static,
    ) {
        let step = throttle.with_value(|throttle| throttle.decide(&now, browser::now_ms()));
        match step {
            PersistStep::Nothing => {}
            PersistStep::WriteNow => {
                if let Some(handle) = pending.try_update_value(Option::take).flatten() {
                    handle.clear();
                }
                write(now);
            }
            PersistStep::WriteIn(wait_ms) => {
                let wait = std::time::Duration::from_millis(wait_ms as u64);
                let timer = set_timeout_with_handle(
                    move || {
                        pending.try_set_value(None);
                        if throttle.try_update_value(PersistThrottle::fired).is_some() {
                            let now = untrack(|| state.snapshot());
                            persist(now, state, throttle, pending, write);
                        }
                    },
                    wait,
                );
                if let Ok(timer) = timer {
                    pending.set_value(Some(timer));
                    throttle.update_value(PersistThrottle::armed);
                }
            }
        }
    }
    Effect::new(move |_| persist(state.snapshot(), state, throttle, pending, write));
    // Read from the state itself, not from the waiting write: the effect above may not
    // have run yet for a change made in the same task.
    let leaving = window_event_listener(leptos::ev::pagehide, move |_| {
        if let Some(handle) = pending.try_update_value(Option::take).flatten() {
            handle.clear();
        }
        let now = untrack(|| state.snapshot());
        let must_write = throttle
            .try_update_value(|throttle| throttle.leaving(&now, browser::now_ms()))
            .unwrap_or(false);
        if must_write {
            write(now);
        }
    });
    on_cleanup(move || leaving.remove());
}

/// Back and Forward between tabs of this page: the view comes from the address the browser
/// went to (the tab switches kept their entries, `browser::keep_history_entry`).
fn follow_back_and_forward(state: PageState) {
    let listener = window_event_listener(leptos::ev::popstate, move |_| {
        let query = browser::query();
        let view = SharedState::from_query(&query).view;
        state.view.set(view);
    });
    on_cleanup(move || listener.remove());
}

/// Where `page` starts, or None when the link belongs elsewhere and the browser was sent
/// there (an `embed=1` link to the embed page, a view on another page to that page), with
/// the link's parameters as given.
pub(crate) fn start_on(page: Page) -> Option<SharedState> {
    passk_web::crash_notice::install();
    let query = browser::query();
    let elsewhere = |file: &str| {
        let address = browser::sibling_address(file);
        let address = if query.is_empty() {
            address
        } else {
            format!("{address}?{query}")
        };
        browser::replace_location(&address);
        None
    };
    if SharedState::from_query(&query).embed {
        return elsewhere("embed.html");
    }
    let state = initial_state(false, page);
    if state.view.page() != page {
        return elsewhere(state.view.page().file());
    }
    Some(state)
}

/// Mounts `page` on `<body>`, drawn by `render` from where it starts, unless its link
/// belongs elsewhere (the browser was then sent there). Each page's binary calls this with
/// its own view alone, so no page carries another's.
pub(crate) fn mount_page<V: IntoView + 'static>(
    page: Page,
    render: impl FnOnce(SharedState) -> V + 'static,
) {
    if let Some(start_from) = start_on(page) {
        leptos::mount::mount_to_body(move || render(start_from));
    }
    // In the task that mounts the live page: no frame shows both, or neither.
    page_start::take_down_first_paint();
}

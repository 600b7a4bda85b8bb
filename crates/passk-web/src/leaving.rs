//! Work that must finish before the page is left for another of the app's pages. Each page
//! is its own document, so following a tab ends whatever the page still had in flight: a
//! big data set being written to IndexedDB (a few milliseconds for 20,000 tasks, longer
//! for a million) would be lost, and the next page would find nothing kept. Such work
//! holds the page ([`hold`]); a tab followed meanwhile waits for it ([`go_when_released`]).

use std::cell::Cell;

use wasm_bindgen_futures::JsFuture;

use crate::browser;

thread_local! {
    /// How many pieces of work hold the page now.
    static HELD: Cell<usize> = const { Cell::new(0) };
}

/// How long a tab waits for held work before it goes anyway: the person asked to leave,
/// and no write is worth trapping them on the page.
const WAIT_AT_MOST_MS: f64 = 10_000.0;

/// Between two looks at whether the work is done.
const LOOK_EVERY_MS: i32 = 16;

/// Holds the page while it lives: dropped (at the end of the work, or on an early return),
/// it lets go.
#[must_use = "the page is held only while the guard lives"]
pub struct Hold(());

impl Drop for Hold {
    fn drop(&mut self) {
        HELD.with(|held| held.set(held.get().saturating_sub(1)));
    }
}

/// Holds the page until the returned guard is dropped.
pub fn hold() -> Hold {
    HELD.with(|held| held.set(held.get() + 1));
    Hold(())
}

/// Whether some work holds the page now.
pub fn is_held() -> bool {
    HELD.with(Cell::get) > 0
}

/// Goes to `address` (a history entry, as a followed link makes) once no work holds the
/// page, or after ten seconds whatever still holds it.
pub async fn go_when_released(address: String) {
    let start = browser::now_ms();
    while is_held() && browser::now_ms() - start < WAIT_AT_MOST_MS {
        sleep(LOOK_EVERY_MS).await;
    }
    browser::go_to(&address);
}

/// Waits `ms` milliseconds without holding the main thread.
async fn sleep(ms: i32) {
    let promise = js_sys::Promise::new(&mut |resolve, _reject| {
        let armed = web_sys::window().is_some_and(|window| {
            window
                .set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms)
                .is_ok()
        });
        if !armed {
            // No timer to wait for: go on at once rather than never.
            let _ = resolve.call0(&wasm_bindgen::JsValue::NULL);
        }
    });
    let _ = JsFuture::from(promise).await;
}

//! The embed page and the page that embeds it: the widget's content height, posted to the
//! host whenever it changes (as AMP's `embed-size` message, so `amp-iframe resizable`
//! works, and as passk's own `passk-size`), and the state a host's `<passk-widget>` sends
//! when one of its attributes changes.

use js_sys::{Object, Reflect};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Element, MessageEvent, ResizeObserver, Window};

/// The message type a host's `<passk-widget>` sends with a new query.
const SET_STATE: &str = "passk-set";

/// Keeps a height watch alive (dropping it stops the observer).
pub struct HeightWatch {
    observer: ResizeObserver,
    _on_resize: Closure<dyn FnMut(js_sys::Array)>,
}

impl Drop for HeightWatch {
    fn drop(&mut self) {
        self.observer.disconnect();
    }
}

/// The window that embeds this page, when it is embedded (None at the top level).
fn host() -> Option<(Window, Window)> {
    let window = web_sys::window()?;
    let parent = window.parent().ok()??;
    (!Object::is(&parent, &window)).then_some((window, parent))
}

/// A plain object with these fields.
fn message(fields: &[(&str, JsValue)]) -> JsValue {
    let object = Object::new();
    for (key, value) in fields {
        let _ = Reflect::set(&object, &JsValue::from_str(key), value);
    }
    object.into()
}

/// Posts the height of `content` (its bottom edge in the document, whole pixels) to the
/// host. The height is no secret, so any host may read it ("*"); the host's script checks
/// that the message comes from its own iframe.
pub fn post_height(content: &Element) {
    let Some((window, parent)) = host() else {
        return;
    };
    let bottom = content.get_bounding_client_rect().bottom() + window.scroll_y().unwrap_or(0.0);
    let height = JsValue::from_f64(bottom.ceil().max(1.0));
    let amp = message(&[
        ("sentinel", JsValue::from_str("amp")),
        ("type", JsValue::from_str("embed-size")),
        ("height", height.clone()),
    ]);
    let own = message(&[
        ("type", JsValue::from_str("passk-size")),
        ("height", height),
    ]);
    let _ = parent.post_message(&amp, "*");
    let _ = parent.post_message(&own, "*");
}

/// Posts `content`'s height now and whenever its size changes (load, a resize, a data
/// table opened); None when the browser has no `ResizeObserver`.
pub fn watch_height(content: &Element) -> Option<HeightWatch> {
    post_height(content);
    let watched = content.clone();
    let on_resize = Closure::<dyn FnMut(js_sys::Array)>::new(move |_: js_sys::Array| {
        post_height(&watched);
    });
    let observer = ResizeObserver::new(on_resize.as_ref().unchecked_ref()).ok()?;
    observer.observe(content);
    Some(HeightWatch {
        observer,
        _on_resize: on_resize,
    })
}

/// The message type the widget posts with its state when it changes, so a host's
/// `<passk-widget>` that is moved (and so reloaded) opens where the person left it.
const STATE: &str = "passk-state";

/// Posts the widget's state (its query) to the host. A state is no secret, so any host may
/// read it ("*"); the host's script takes it only from its own iframe.
pub fn post_state(query: &str) {
    let Some((_, parent)) = host() else {
        return;
    };
    let state = message(&[
        ("type", JsValue::from_str(STATE)),
        ("query", JsValue::from_str(query)),
    ]);
    let _ = parent.post_message(&state, "*");
}

/// The newest `passk-set` query not yet applied, and whether a flush is scheduled.
#[derive(Default)]
struct Pending {
    query: Option<String>,
    scheduled: bool,
}

/// Waits for a frame this long at most (a hidden or off-screen iframe may get none).
const FLUSH_AFTER_MS: i32 = 100;

/// Calls `apply` with the query of `passk-set` messages from the window that embeds this
/// page (and from no other window), the newest once a frame: a host that sends ten
/// thousand in a burst gets one update, with the last. The listener lives as long as the
/// page.
pub fn on_host_state(apply: impl FnMut(String) + 'static) {
    let Some((window, _)) = host() else {
        return;
    };
    let pending = std::rc::Rc::new(std::cell::RefCell::new(Pending::default()));
    let apply = std::cell::RefCell::new(apply);
    let flushing = pending.clone();
    let flush = Closure::<dyn FnMut()>::new(move || {
        let query = {
            let mut pending = flushing.borrow_mut();
            pending.scheduled = false;
            pending.query.take()
        };
        if let Some(query) = query {
            (apply.borrow_mut())(query);
        }
    });
    let scheduler = window.clone();
    let listener = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        let from_host = match (event.source(), host()) {
            (Some(source), Some((_, parent))) => Object::is(&source, &parent),
            _ => false,
        };
        if !from_host {
            return;
        }
        let data = event.data();
        let field = |name: &str| Reflect::get(&data, &JsValue::from_str(name)).ok();
        let is_set = field("type").and_then(|kind| kind.as_string()).as_deref() == Some(SET_STATE);
        let Some(query) = field("query")
            .and_then(|query| query.as_string())
            .filter(|_| is_set)
        else {
            return;
        };
        let mut pending = pending.borrow_mut();
        pending.query = Some(query);
        if !pending.scheduled {
            pending.scheduled = true;
            let callback = flush.as_ref().unchecked_ref();
            let _ = scheduler.request_animation_frame(callback);
            let _ = scheduler
                .set_timeout_with_callback_and_timeout_and_arguments_0(callback, FLUSH_AFTER_MS);
        }
    });
    let _ = window.add_event_listener_with_callback("message", listener.as_ref().unchecked_ref());
    listener.forget();
}

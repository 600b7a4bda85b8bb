//! Whether an element is on screen, as a signal (an `IntersectionObserver`): what a panel
//! below the fold uses to skip the work of a drag it cannot be seen following.

use leptos::html::Div;
use leptos::prelude::*;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use web_sys::{IntersectionObserver, IntersectionObserverEntry};

/// An observer and its callback, kept together: dropped (with the view that made them),
/// the observer stops before its callback goes.
struct Watching {
    observer: IntersectionObserver,
    _report: Closure<dyn FnMut(js_sys::Array)>,
}

impl Drop for Watching {
    fn drop(&mut self) {
        self.observer.disconnect();
    }
}

/// True while any part of `node` is in the viewport. It starts true (a panel shows the
/// state it mounts with) and follows the observer from its first report; where observers
/// cannot be made it stays true, so the panel always follows.
pub fn on_screen(node: NodeRef<Div>) -> Signal<bool> {
    let seen = RwSignal::new(true);
    let watching = StoredValue::new_local(None::<Watching>);
    node.on_load(move |element| {
        let report = Closure::<dyn FnMut(js_sys::Array)>::new(move |entries: js_sys::Array| {
            // The newest report of this one element decides.
            if let Some(entry) = entries
                .iter()
                .last()
                .and_then(|entry| entry.dyn_into::<IntersectionObserverEntry>().ok())
            {
                let _ = seen.try_set(entry.is_intersecting());
            }
        });
        if let Ok(observer) = IntersectionObserver::new(report.as_ref().unchecked_ref()) {
            observer.observe(&element);
            let _ = watching.try_set_value(Some(Watching {
                observer,
                _report: report,
            }));
        }
    });
    seen.into()
}

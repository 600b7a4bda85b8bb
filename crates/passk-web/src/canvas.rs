//! A chart's `<canvas>`, for both pages (the Leptos full page and the plain-DOM embed): its
//! CSS size from a `ResizeObserver`, and a plotters backend whose backing store is that size
//! times `devicePixelRatio`, so lines and text are sharp on HiDPI screens.
//!
//! The size is observed, never read during a draw: reading `clientWidth` right after a
//! slider changed the readouts forces a layout inside the tick.

use crate::measured_canvas::MeasuredCanvas;
use js_sys::Array;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use web_sys::{HtmlCanvasElement, ResizeObserver, ResizeObserverEntry};

/// A running size observation; [`SizeWatch::stop`] ends it.
pub struct SizeWatch {
    observer: ResizeObserver,
    _on_resize: Closure<dyn FnMut(Array)>,
}

impl SizeWatch {
    /// Stops observing.
    pub fn stop(&self) {
        self.observer.disconnect();
    }
}

/// The canvas's CSS box in whole pixels, read once (this forces a layout; do it at start).
pub fn measure(canvas: &HtmlCanvasElement) -> (f64, f64) {
    (
        f64::from(canvas.client_width()),
        f64::from(canvas.client_height()),
    )
}

/// Calls `on_size` with the canvas's CSS size (whole pixels, as `clientWidth` gives) each
/// time it changes. None when the browser has no `ResizeObserver`.
pub fn watch_size(
    canvas: &HtmlCanvasElement,
    mut on_size: impl FnMut((f64, f64)) + 'static,
) -> Option<SizeWatch> {
    let on_resize = Closure::<dyn FnMut(Array)>::new(move |entries: Array| {
        let size = entries
            .iter()
            .filter_map(|entry| entry.dyn_into::<ResizeObserverEntry>().ok())
            .map(|entry| {
                let rect = entry.content_rect();
                (rect.width().round(), rect.height().round())
            })
            .next_back();
        if let Some(size) = size {
            on_size(size);
        }
    });
    let observer = ResizeObserver::new(on_resize.as_ref().unchecked_ref()).ok()?;
    observer.observe(canvas);
    Some(SizeWatch {
        observer,
        _on_resize: on_resize,
    })
}

/// A backend for `canvas` at CSS size `css` times `devicePixelRatio`, with that ratio (every
/// size in the drawing is scaled by it). The backing store is resized only when it changed:
/// assigning a size clears the canvas.
pub fn sized_backend(
    canvas: &HtmlCanvasElement,
    (css_width, css_height): (f64, f64),
) -> Option<(MeasuredCanvas, f64)> {
    let ratio = web_sys::window()
        .map_or(1.0, |window| window.device_pixel_ratio())
        .clamp(1.0, 4.0);
    let width = (css_width.max(1.0) * ratio).round() as u32;
    let height = (css_height.max(1.0) * ratio).round() as u32;
    if canvas.width() != width || canvas.height() != height {
        canvas.set_width(width);
        canvas.set_height(height);
    }
    Some((MeasuredCanvas::new(canvas.clone())?, ratio))
}

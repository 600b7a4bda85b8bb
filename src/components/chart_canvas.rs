//! A `<canvas>` that draws a chart description with plotters, crisp on HiDPI screens.

use js_sys::Array;
use leptos::html;
use leptos::prelude::*;
use plotters::prelude::IntoDrawingArea;
use plotters_canvas::CanvasBackend;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use web_sys::{HtmlCanvasElement, ResizeObserver, ResizeObserverEntry};

use crate::chart::{draw, x_under_pointer, Drawing, Palette};
use crate::components::prefs::use_prefs;

/// Draws `chart` whenever it changes or the canvas is resized.
///
/// The backing store is sized to the canvas's CSS box times `devicePixelRatio` and every
/// size in the drawing is scaled by the same ratio, so lines and text are sharp on HiDPI
/// screens. The CSS box comes from a `ResizeObserver`, never read during a draw: reading
/// `clientWidth` right after a slider changed the readouts forces a layout inside the tick,
/// which was a fifth of its main-thread time. The element is found through a `NodeRef`, not
/// an id, so several charts can live on one page.
#[component]
pub fn ChartCanvas(
    /// What to draw.
    chart: Signal<Drawing>,
    /// The canvas's `data-testid`.
    testid: &'static str,
    /// A sentence describing the chart for screen readers.
    description: Signal<String>,
    /// Called with the x (in data units, not rounded) under a pointer that presses and
    /// drags across the chart (mouse, touch or pen); None for a chart that is not dragged.
    #[prop(optional)]
    on_drag: Option<Callback<f64>>,
) -> impl IntoView {
    let canvas_ref = NodeRef::<html::Canvas>::new();
    let prefs = use_prefs();
    // The canvas's CSS size in pixels, (0, 0) until first measured.
    let css_size = RwSignal::new((0.0_f64, 0.0_f64));
    let observer = StoredValue::new_local(None::<(ResizeObserver, Closure<dyn FnMut(Array)>)>);
    Effect::new(move |_| {
        let Some(canvas) = canvas_ref.get() else {
            return;
        };
        // First size now (before the observer's first callback), then on every change.
        css_size.set(measure(&canvas));
        let on_resize = Closure::<dyn FnMut(Array)>::new(move |entries: Array| {
            let size = entries
                .iter()
                .filter_map(|entry| entry.dyn_into::<ResizeObserverEntry>().ok())
                .map(|entry| {
                    // Whole CSS pixels, as clientWidth gives (the backing store is then
                    // exactly CSS size × devicePixelRatio).
                    let rect = entry.content_rect();
                    (rect.width().round(), rect.height().round())
                })
                .next_back();
            if let Some(size) = size {
                // The chart may be gone (its view closed) when a late callback arrives.
                css_size.try_set(size);
            }
        });
        if let Ok(resize_observer) = ResizeObserver::new(on_resize.as_ref().unchecked_ref()) {
            resize_observer.observe(&canvas);
            observer.set_value(Some((resize_observer, on_resize)));
        }
    });
    on_cleanup(move || {
        observer.try_with_value(|observer| {
            if let Some((resize_observer, _)) = observer {
                resize_observer.disconnect();
            }
        });
    });

    // Drawing is a synchronisation with something outside the reactive system: the canvas.
    Effect::new(move |_| {
        let size = css_size.get();
        let palette = if prefs.dark.get() {
            Palette::DARK
        } else {
            Palette::LIGHT
        };
        let Some(canvas) = canvas_ref.get() else {
            return;
        };
        chart.with(|chart| {
            if let Err(error) = draw_on(&canvas, size, chart, &palette) {
                leptos::logging::warn!("chart {testid} not drawn: {error}");
            }
        });
    });

    // Dragging: the pointer is captured on press, so the drag goes on outside the canvas.
    let dragging = StoredValue::new(false);
    let pick = move |ev: &web_sys::PointerEvent| {
        let Some(on_drag) = on_drag else { return };
        let (width, _) = css_size.get_untracked();
        let x = chart.with_untracked(|chart| match chart {
            Drawing::Curves(curves) => {
                Some(x_under_pointer(curves, width, f64::from(ev.offset_x())))
            }
            Drawing::Histogram(_) => None,
        });
        if let Some(x) = x {
            on_drag.run(x);
        }
    };
    let draggable = on_drag.is_some();
    view! {
        <canvas
            node_ref=canvas_ref
            class="chart"
            class:draggable=draggable
            data-testid=testid
            role="img"
            aria-label=move || description.get()
            on:pointerdown=move |ev: web_sys::PointerEvent| {
                if !draggable || !ev.is_primary() {
                    return;
                }
                dragging.set_value(true);
                if let Some(canvas) = canvas_ref.get_untracked() {
                    let _ = canvas.set_pointer_capture(ev.pointer_id());
                }
                pick(&ev);
            }
            on:pointermove=move |ev: web_sys::PointerEvent| {
                if dragging.get_value() {
                    pick(&ev);
                }
            }
            on:pointerup=move |_| dragging.set_value(false)
            on:pointercancel=move |_| dragging.set_value(false)
        ></canvas>
    }
}

/// The canvas's CSS box, read once (this forces a layout; the observer's sizes do not).
fn measure(canvas: &HtmlCanvasElement) -> (f64, f64) {
    (
        f64::from(canvas.client_width()),
        f64::from(canvas.client_height()),
    )
}

fn draw_on(
    canvas: &HtmlCanvasElement,
    (css_width, css_height): (f64, f64),
    chart: &Drawing,
    palette: &Palette,
) -> Result<(), String> {
    let ratio = window().device_pixel_ratio().clamp(1.0, 4.0);
    let css_width = css_width.max(1.0);
    let css_height = css_height.max(1.0);
    let width = (css_width * ratio).round() as u32;
    let height = (css_height * ratio).round() as u32;
    // Assigning the size clears the canvas, so only do it when it changed.
    if canvas.width() != width || canvas.height() != height {
        canvas.set_width(width);
        canvas.set_height(height);
    }
    let backend = CanvasBackend::with_canvas_object(canvas.clone())
        .ok_or_else(|| "no 2d context".to_string())?;
    let root = backend.into_drawing_area();
    draw(&root, chart, palette, ratio).map_err(|error| error.to_string())
}

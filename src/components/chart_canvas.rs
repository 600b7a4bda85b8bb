//! A `<canvas>` that draws a chart description with plotters, crisp on HiDPI screens.

use leptos::html;
use leptos::prelude::*;
use plotters::prelude::IntoDrawingArea;
use plotters_canvas::CanvasBackend;
use web_sys::HtmlCanvasElement;

use crate::chart::{draw, Drawing, Palette};
use crate::components::prefs::use_prefs;

/// Draws `chart` whenever it changes or the window is resized.
///
/// The backing store is sized to the canvas's CSS box times `devicePixelRatio` and every
/// size in the drawing is scaled by the same ratio, so lines and text are sharp on HiDPI
/// screens. The element is found through a `NodeRef`, not an id, so several charts can live
/// on one page.
#[component]
pub fn ChartCanvas(
    /// What to draw.
    chart: Signal<Drawing>,
    /// The canvas's `data-testid`.
    testid: &'static str,
    /// A sentence describing the chart for screen readers.
    description: Signal<String>,
) -> impl IntoView {
    let canvas_ref = NodeRef::<html::Canvas>::new();
    let prefs = use_prefs();
    let resized = RwSignal::new(0u32);
    let listener = window_event_listener(leptos::ev::resize, move |_| {
        resized.update(|count| *count = count.wrapping_add(1))
    });
    on_cleanup(move || listener.remove());

    // Drawing is a synchronisation with something outside the reactive system: the canvas.
    Effect::new(move |_| {
        resized.track();
        let chart = chart.get();
        let palette = if prefs.dark.get() {
            Palette::DARK
        } else {
            Palette::LIGHT
        };
        if let Some(canvas) = canvas_ref.get() {
            if let Err(error) = draw_on(&canvas, &chart, &palette) {
                leptos::logging::warn!("chart {testid} not drawn: {error}");
            }
        }
    });

    view! {
        <canvas
            node_ref=canvas_ref
            class="chart"
            data-testid=testid
            role="img"
            aria-label=move || description.get()
        ></canvas>
    }
}

fn draw_on(canvas: &HtmlCanvasElement, chart: &Drawing, palette: &Palette) -> Result<(), String> {
    let ratio = window().device_pixel_ratio().clamp(1.0, 4.0);
    let css_width = f64::from(canvas.client_width().max(1));
    let css_height = f64::from(canvas.client_height().max(1));
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

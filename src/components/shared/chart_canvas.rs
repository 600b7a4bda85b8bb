//! A `<canvas>` that draws a chart description with plotters, crisp on HiDPI screens.

use leptos::html;
use leptos::prelude::*;

use crate::components::shared::prefs::use_prefs;
use passk_chart::{Drawing, Palette};
use passk_web::canvas::{measure, watch_size, LayeredChart, SizeWatch};
use passk_widget::ChartDrag;

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
    /// A chart the visitor waits for as the page opens (the explorer's): its size is read as
    /// it mounts, so it is drawn in the task that builds the page, before the first paint.
    /// Other charts (an import's, a comparison's) wait for the first layout instead.
    #[prop(optional)]
    on_landing: bool,
) -> impl IntoView {
    let canvas_ref = NodeRef::<html::Canvas>::new();
    let prefs = use_prefs();
    // The canvas's CSS size in pixels, (0, 0) until first measured.
    let css_size = RwSignal::new((0.0_f64, 0.0_f64));
    let watch = StoredValue::new_local(None::<SizeWatch>);
    Effect::new(move |_| {
        let Some(canvas) = canvas_ref.get() else {
            return;
        };
        // The observer's first callback comes with the first layout, before that frame is
        // painted: a chart that appears with an import waits for it rather than forcing a
        // layout inside the task that shows the import (a fifth of that task). A chart on
        // the landing view is measured now: its layout is the one the first paint needs.
        // The chart may be gone (its view closed) when a late callback arrives: try_set.
        let watching = watch_size(&canvas, move |size| {
            css_size.try_set(size);
        });
        if on_landing || watching.is_none() {
            css_size.set(measure(&canvas));
        }
        watch.set_value(watching);
    });
    on_cleanup(move || {
        watch.try_with_value(|watch| {
            if let Some(watch) = watch {
                watch.stop();
            }
        });
    });

    // Drawing is a synchronisation with something outside the reactive system: the canvas.
    // The chart's frame is kept between draws that leave it unchanged (a p tick).
    let layers = StoredValue::new_local(LayeredChart::new());
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
            let drawn =
                layers.try_update_value(|layers| layers.draw(&canvas, size, chart, &palette));
            if let Some(Err(error)) = drawn {
                leptos::logging::warn!("chart {testid} not drawn: {error}");
            }
        });
    });

    // Dragging, as the widget's ChartDrag decides: only the primary pointer's primary
    // button, mapped against the chart drawn when the drag began; the pointer is captured on
    // press, so the drag goes on outside the canvas.
    let drag = StoredValue::new(ChartDrag::default());
    let set = move |x: Option<f64>| {
        if let (Some(x), Some(on_drag)) = (x, on_drag) {
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
                let Some(Drawing::Curves(curves)) = draggable.then(|| chart.get_untracked()) else {
                    return;
                };
                let (width, _) = css_size.get_untracked();
                let x = drag
                    .try_update_value(|drag| {
                        drag.press(ev.pointer_id(), ev.is_primary(), ev.button(), &curves, width, f64::from(ev.offset_x()))
                    })
                    .flatten();
                if let (Some(_), Some(canvas)) = (x, canvas_ref.get_untracked()) {
                    let _ = canvas.set_pointer_capture(ev.pointer_id());
                }
                set(x);
            }
            on:pointermove=move |ev: web_sys::PointerEvent| {
                set(drag.with_value(|drag| drag.moved(ev.pointer_id(), f64::from(ev.offset_x()))));
            }
            on:pointerup=move |ev: web_sys::PointerEvent| drag.update_value(|drag| drag.release(ev.pointer_id()))
            on:pointercancel=move |ev: web_sys::PointerEvent| drag.update_value(|drag| drag.release(ev.pointer_id()))
        ></canvas>
    }
}

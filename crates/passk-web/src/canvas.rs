//! A chart's `<canvas>`, for both pages (the Leptos full page and the plain-DOM embed): its
//! CSS size from a `ResizeObserver`, and a plotters backend whose backing store is that size
//! times `devicePixelRatio`, so lines and text are sharp on HiDPI screens.
//!
//! The size is observed, never read during a draw: reading `clientWidth` right after a
//! slider changed the readouts forces a layout inside the tick.

use crate::browser;
use crate::measured_canvas::MeasuredCanvas;
use js_sys::Array;
use passk_chart::{
    draw, draw_curve_frame, draw_curve_legend, draw_curve_marks, frames_room, CurveChart,
    CurveFrame, CurveLegend, DrawResult, Drawing, FrameCache, FrameStep, Palette,
};
use plotters::coord::Shift;
use plotters::prelude::{DrawingArea, IntoDrawingArea};
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

pub use crate::measured_canvas::CanvasUnavailable;

/// Whether a canvas of this CSS size shows anything. A chart's size is unknown (0 × 0) until
/// its `ResizeObserver` first reports, and a hidden chart has none: neither is drawn.
fn has_area((width, height): (f64, f64)) -> bool {
    width >= 1.0 && height >= 1.0
}

/// What a kept frame was drawn for: everything its pixels depend on.
type FrameKey = (CurveFrame, Palette, (u32, u32), u64);

/// The most frames a chart keeps, and the most bytes their bitmaps may take together: a
/// k drag that goes back and forth crosses a dozen axis ranges (20 to 150), and each one
/// kept saves a frame's redraw each time it comes back. At a device pixel ratio of 1 a
/// chart's frame is about 1 MB, so all of them fit; at 2, the six used last.
const KEPT_FRAMES: usize = 16;
const KEPT_BYTES: u64 = 24 << 20;

/// A chart canvas that keeps its static layer. A curve chart's frame (background, legend,
/// axes, grid: a third to a half of a redraw's time, most of it text) is kept as a bitmap
/// in an offscreen canvas for each [`CurveFrame`], palette and backing size; a draw that
/// finds one copies that bitmap in and draws only the curves and markers over it. A p tick
/// is such a draw, and so is a k tick within an axis range already seen, which first draws
/// the kept frame's legend strip again (its "at least m/k" entry names k); a change of the
/// language, the theme or the size draws the frame again.
///
/// A frame drawn for the first time goes straight onto the chart, and is kept only when a
/// later draw wants it again: a k drag that goes on crossing new ranges would otherwise draw
/// each frame offscreen and then copy it, and the copy of a bitmap just drawn was a sixth
/// of such a tick. The frames kept are the ones used last, within [`KEPT_FRAMES`] and
/// [`KEPT_BYTES`] (the policy is `passk_chart`'s [`FrameCache`], tested natively). The
/// picture is the one `draw` gives whole (the chart crate's tests hold that), so the
/// exported PNG and SVG are unchanged.
pub struct LayeredChart {
    /// The frames kept in offscreen canvases, and those drawn straight once.
    frames: FrameCache<FrameKey, CurveLegend, HtmlCanvasElement>,
}

impl Default for LayeredChart {
    fn default() -> Self {
        Self::new()
    }
}

impl LayeredChart {
    /// No frame kept yet; offscreen canvases are made as frames are kept.
    pub fn new() -> LayeredChart {
        LayeredChart {
            frames: FrameCache::default(),
        }
    }

    /// Forgets the kept frames (the next draw draws its frame again).
    pub fn forget(&mut self) {
        self.frames.forget();
    }

    /// Draws `drawing` on `canvas` at CSS size `css_size` times `devicePixelRatio`.
    pub fn draw(
        &mut self,
        canvas: &HtmlCanvasElement,
        css_size: (f64, f64),
        drawing: &Drawing,
        palette: &Palette,
    ) -> DrawResult<()> {
        if !has_area(css_size) {
            return Ok(());
        }
        match drawing {
            Drawing::Curves(chart) => self.draw_curves(canvas, css_size, chart, palette),
            Drawing::Histogram(_) | Drawing::Board(_) | Drawing::Guesses(_) => {
                self.forget();
                let (backend, ratio) =
                    sized_backend(canvas, css_size).ok_or(CanvasUnavailable("no 2d context"))?;
                draw(&backend.into_drawing_area(), drawing, palette, ratio)
            }
        }
    }

    /// Draws a curve chart, its frame from a kept bitmap when one matches.
    pub fn draw_curves(
        &mut self,
        canvas: &HtmlCanvasElement,
        css_size: (f64, f64),
        chart: &CurveChart,
        palette: &Palette,
    ) -> DrawResult<()> {
        if !has_area(css_size) {
            return Ok(());
        }
        let (backend, ratio) =
            sized_backend(canvas, css_size).ok_or(CanvasUnavailable("no 2d context"))?;
        let size = (canvas.width(), canvas.height());
        let key = (chart.frame(size.0, ratio), *palette, size, ratio.to_bits());
        let room = frames_room(size.0, size.1, KEPT_BYTES, KEPT_FRAMES);
        let frame_canvas = match self.frames.step(key.clone(), chart.legend(), room) {
            FrameStep::Direct => {
                let area = backend.into_drawing_area();
                draw_curve_frame(&area, chart, palette, ratio)?;
                draw_curve_marks(&area, chart, palette, ratio)?;
                area.present()?;
                return Ok(());
            }
            FrameStep::Keep(lent) => {
                let frame_canvas = match lent {
                    Some(canvas) => {
                        if (canvas.width(), canvas.height()) != size {
                            canvas.set_width(size.0);
                            canvas.set_height(size.1);
                        }
                        canvas
                    }
                    None => browser::offscreen_canvas(size.0, size.1)
                        .ok_or(CanvasUnavailable("no offscreen canvas"))?,
                };
                draw_on(&frame_canvas, |area| {
                    draw_curve_frame(area, chart, palette, ratio)
                })?;
                self.frames.keep(key, chart.legend(), frame_canvas.clone());
                frame_canvas
            }
            FrameStep::Kept {
                bitmap,
                legend_changed,
            } => {
                if legend_changed {
                    // The cache already holds the new legend: a strip not drawn must not
                    // be copied as if it were.
                    draw_on(&bitmap, |area| {
                        draw_curve_legend(area, chart, palette, ratio)
                    })
                    .inspect_err(|_| self.frames.forget())?;
                }
                bitmap
            }
        };
        backend
            .context()
            .draw_image_with_html_canvas_element(&frame_canvas, 0.0, 0.0)
            .map_err(|_| CanvasUnavailable("the frame could not be copied"))?;
        let area = backend.into_drawing_area();
        draw_curve_marks(&area, chart, palette, ratio)?;
        area.present()?;
        Ok(())
    }
}

/// Draws with `paint` on an offscreen canvas, whole.
fn draw_on(
    canvas: &HtmlCanvasElement,
    paint: impl FnOnce(&DrawingArea<MeasuredCanvas, Shift>) -> DrawResult<()>,
) -> DrawResult<()> {
    let backend = MeasuredCanvas::new(canvas.clone()).ok_or(CanvasUnavailable("no 2d context"))?;
    let area = backend.into_drawing_area();
    paint(&area)?;
    area.present()?;
    Ok(())
}

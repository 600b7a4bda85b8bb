//! plotters' backend for a `<canvas>`: it draws as plotters' own canvas backend does, with
//! two differences.
//!
//! - Text is measured by the 2D context's `measureText`. plotters measures text on wasm by
//!   adding a `<span>` with a `style` attribute to the document, which the pages'
//!   Content-Security-Policy (`'self'` only) refuses: the console shows a violation and the
//!   measurement comes back empty.
//! - The context's state (stroke colour and width, fill colour, font, text alignment) is
//!   assigned only when it differs from what this backend last assigned. Each assignment is
//!   a string made in wasm, decoded into JavaScript and parsed by the browser as CSS (a font
//!   shorthand, a colour); a chart's frame gives fifty grid and tick lines one stroke style,
//!   and plotters' backend assigned it fifty times per draw.

use std::f64::consts::PI;

use plotters::prelude::DrawingBackend;
use plotters_backend::text_anchor::{HPos, VPos};
use plotters_backend::{
    BackendColor, BackendCoord, BackendStyle, BackendTextStyle, DrawingErrorKind, FontTransform,
};
use wasm_bindgen::JsCast;
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement};

/// A plotters backend drawing on a canvas's 2D context.
pub struct MeasuredCanvas {
    canvas: HtmlCanvasElement,
    context: CanvasRenderingContext2d,
    /// What this backend last assigned to the context. Nothing else draws on the context
    /// while the backend lives, except [`MeasuredCanvas::context`]'s `drawImage`, which
    /// changes none of it.
    state: ContextState,
}

/// The context's state as this backend last assigned it; None until first assigned.
#[derive(Default)]
struct ContextState {
    stroke: Option<(Colour, u32)>,
    fill: Option<Colour>,
    font: Option<String>,
    align: Option<(&'static str, &'static str)>,
}

/// A colour compared exactly (`BackendColor` has no `PartialEq`).
#[derive(Clone, Copy, PartialEq)]
struct Colour((u8, u8, u8), u64);

impl Colour {
    fn of(color: BackendColor) -> Colour {
        Colour(color.rgb, color.alpha.to_bits())
    }

    /// The CSS colour plotters' canvas backend writes.
    fn css(self) -> String {
        let Colour((r, g, b), alpha) = self;
        format!("rgba({r},{g},{b},{})", f64::from_bits(alpha))
    }
}

/// A canvas the browser would not draw on. Written by hand (no derived `Debug`, no
/// `String`): the embed page carries every byte of what it links.
#[derive(Clone, Copy)]
pub struct CanvasUnavailable(pub(crate) &'static str);

impl std::fmt::Debug for CanvasUnavailable {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        formatter.write_str(self.0)
    }
}

impl std::fmt::Display for CanvasUnavailable {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        formatter.write_str(self.0)
    }
}

impl std::error::Error for CanvasUnavailable {}

type Failure = DrawingErrorKind<CanvasUnavailable>;

/// The CSS font shorthand plotters' canvas backend writes for `style`.
fn font_of<TStyle: BackendTextStyle>(style: &TStyle) -> String {
    format!(
        "{} {}px {}",
        style.style().as_str(),
        style.size(),
        style.family().as_str(),
    )
}

/// The canvas `textAlign` and `textBaseline` of a label's anchor.
fn alignment_of<TStyle: BackendTextStyle>(style: &TStyle) -> (&'static str, &'static str) {
    let anchor = style.anchor();
    let align = match anchor.h_pos {
        HPos::Left => "start",
        HPos::Right => "end",
        HPos::Center => "center",
    };
    let baseline = match anchor.v_pos {
        VPos::Top => "top",
        VPos::Center => "middle",
        VPos::Bottom => "bottom",
    };
    (align, baseline)
}

/// A one-pixel line along a pixel row or column is moved half a pixel, so it covers that
/// row or column instead of half of two (as plotters' canvas backend does).
fn crisp(from: BackendCoord, to: BackendCoord) -> ((f64, f64), (f64, f64)) {
    let mut from = (f64::from(from.0), f64::from(from.1));
    let mut to = (f64::from(to.0), f64::from(to.1));
    if from.0 == to.0 {
        from.0 -= 0.5;
        to.0 -= 0.5;
    }
    if from.1 == to.1 {
        from.1 -= 0.5;
        to.1 -= 0.5;
    }
    (from, to)
}

fn failed(what: &'static str) -> Failure {
    DrawingErrorKind::DrawingError(CanvasUnavailable(what))
}

impl MeasuredCanvas {
    /// The backend for `canvas`; None without a 2D context.
    pub fn new(canvas: HtmlCanvasElement) -> Option<MeasuredCanvas> {
        let context = canvas
            .get_context("2d")
            .ok()
            .flatten()?
            .dyn_into::<CanvasRenderingContext2d>()
            .ok()?;
        Some(MeasuredCanvas {
            canvas,
            context,
            state: ContextState::default(),
        })
    }

    /// The canvas's 2D context, for what plotters does not do (copying another canvas in).
    pub fn context(&self) -> &CanvasRenderingContext2d {
        &self.context
    }

    fn use_stroke(&mut self, style: &impl BackendStyle) {
        let wanted = (Colour::of(style.color()), style.stroke_width());
        if self.state.stroke != Some(wanted) {
            self.context.set_stroke_style_str(&wanted.0.css());
            self.context.set_line_width(f64::from(wanted.1));
            self.state.stroke = Some(wanted);
        }
    }

    fn use_fill(&mut self, color: BackendColor) {
        let wanted = Colour::of(color);
        if self.state.fill != Some(wanted) {
            self.context.set_fill_style_str(&wanted.css());
            self.state.fill = Some(wanted);
        }
    }

    fn use_font(&mut self, font: String) {
        if self.state.font.as_deref() != Some(font.as_str()) {
            self.context.set_font(&font);
            self.state.font = Some(font);
        }
    }

    fn use_alignment(&mut self, alignment: (&'static str, &'static str)) {
        if self.state.align != Some(alignment) {
            self.context.set_text_align(alignment.0);
            self.context.set_text_baseline(alignment.1);
            self.state.align = Some(alignment);
        }
    }
}

impl DrawingBackend for MeasuredCanvas {
    type ErrorType = CanvasUnavailable;

    fn get_size(&self) -> (u32, u32) {
        (self.canvas.width(), self.canvas.height())
    }

    fn ensure_prepared(&mut self) -> Result<(), Failure> {
        Ok(())
    }

    fn present(&mut self) -> Result<(), Failure> {
        Ok(())
    }

    fn draw_pixel(&mut self, point: BackendCoord, color: BackendColor) -> Result<(), Failure> {
        if color.alpha == 0.0 {
            return Ok(());
        }
        self.use_fill(color);
        self.context
            .fill_rect(f64::from(point.0), f64::from(point.1), 1.0, 1.0);
        Ok(())
    }

    fn draw_line<S: BackendStyle>(
        &mut self,
        from: BackendCoord,
        to: BackendCoord,
        style: &S,
    ) -> Result<(), Failure> {
        if style.color().alpha == 0.0 {
            return Ok(());
        }
        let (from, to) = crisp(from, to);
        self.use_stroke(style);
        self.context.begin_path();
        self.context.move_to(from.0, from.1);
        self.context.line_to(to.0, to.1);
        self.context.stroke();
        Ok(())
    }

    fn draw_rect<S: BackendStyle>(
        &mut self,
        upper_left: BackendCoord,
        bottom_right: BackendCoord,
        style: &S,
        fill: bool,
    ) -> Result<(), Failure> {
        if style.color().alpha == 0.0 {
            return Ok(());
        }
        let (x, y) = (f64::from(upper_left.0), f64::from(upper_left.1));
        let width = f64::from(bottom_right.0 - upper_left.0);
        let height = f64::from(bottom_right.1 - upper_left.1);
        if fill {
            self.use_fill(style.color());
            self.context.fill_rect(x, y, width, height);
        } else {
            self.use_stroke(style);
            self.context.stroke_rect(x, y, width, height);
        }
        Ok(())
    }

    fn draw_path<S: BackendStyle, I: IntoIterator<Item = BackendCoord>>(
        &mut self,
        path: I,
        style: &S,
    ) -> Result<(), Failure> {
        if style.color().alpha == 0.0 {
            return Ok(());
        }
        let mut path = path.into_iter();
        self.context.begin_path();
        if let Some(start) = path.next() {
            self.use_stroke(style);
            self.context.move_to(f64::from(start.0), f64::from(start.1));
            for next in path {
                self.context.line_to(f64::from(next.0), f64::from(next.1));
            }
        }
        self.context.stroke();
        Ok(())
    }

    fn draw_circle<S: BackendStyle>(
        &mut self,
        center: BackendCoord,
        radius: u32,
        style: &S,
        fill: bool,
    ) -> Result<(), Failure> {
        if style.color().alpha == 0.0 {
            return Ok(());
        }
        if fill {
            self.use_fill(style.color());
        } else {
            self.use_stroke(style);
        }
        self.context.begin_path();
        let (x, y) = (f64::from(center.0), f64::from(center.1));
        self.context
            .arc(x, y, f64::from(radius), 0.0, PI * 2.0)
            .map_err(|_| failed("a circle could not be drawn"))?;
        if fill {
            self.context.fill();
        } else {
            self.context.stroke();
        }
        Ok(())
    }

    fn fill_polygon<S: BackendStyle, I: IntoIterator<Item = BackendCoord>>(
        &mut self,
        vertices: I,
        style: &S,
    ) -> Result<(), Failure> {
        if style.color().alpha == 0.0 {
            return Ok(());
        }
        let mut vertices = vertices.into_iter();
        self.context.begin_path();
        if let Some(start) = vertices.next() {
            self.use_fill(style.color());
            self.context.move_to(f64::from(start.0), f64::from(start.1));
            for next in vertices {
                self.context.line_to(f64::from(next.0), f64::from(next.1));
            }
            self.context.close_path();
        }
        self.context.fill();
        Ok(())
    }

    fn draw_text<TStyle: BackendTextStyle>(
        &mut self,
        text: &str,
        style: &TStyle,
        pos: BackendCoord,
    ) -> Result<(), Failure> {
        if style.color().alpha == 0.0 {
            return Ok(());
        }
        let turn = match style.transform() {
            FontTransform::None => 0.0,
            FontTransform::Rotate90 => 90.0,
            FontTransform::Rotate180 => 180.0,
            FontTransform::Rotate270 => 270.0,
        } / 180.0
            * PI;
        let (mut x, mut y) = (f64::from(pos.0), f64::from(pos.1));
        if turn != 0.0 {
            self.context.save();
            self.context
                .translate(x, y)
                .and_then(|()| self.context.rotate(turn))
                .map_err(|_| failed("a label could not be turned"))?;
            (x, y) = (0.0, 0.0);
        }
        self.use_alignment(alignment_of(style));
        self.use_fill(style.color());
        self.use_font(font_of(style));
        let drawn = self.context.fill_text(text, x, y);
        if turn != 0.0 {
            // The restore puts back the state from before the save: what was recorded
            // inside it no longer holds.
            self.context.restore();
            self.state = ContextState::default();
        }
        drawn.map_err(|_| failed("a label could not be drawn"))
    }

    fn estimate_text_size<TStyle: BackendTextStyle>(
        &self,
        text: &str,
        style: &TStyle,
    ) -> Result<(u32, u32), Failure> {
        // Through `&self`, so nothing can be recorded: a font other than the recorded one is
        // set between a save and a restore.
        let font = font_of(style);
        let other_font = self.state.font.as_deref() != Some(font.as_str());
        if other_font {
            self.context.save();
            self.context.set_font(&font);
        }
        let width = self
            .context
            .measure_text(text)
            .map_or(0.0, |metrics| metrics.width());
        if other_font {
            self.context.restore();
        }
        Ok((width.ceil() as u32, style.size().ceil() as u32))
    }
}

//! Downloading a chart as PNG (drawn at twice its CSS size on an offscreen canvas) or SVG,
//! by the same drawing function as the page's canvas; used by the share panel and the
//! leaderboard.

use plotters::prelude::IntoDrawingArea;

use passk_chart::{draw, svg_document, Drawing, Palette};
use passk_web::browser;
use passk_web::measured_canvas::MeasuredCanvas;

/// The exported chart's size in CSS pixels; the PNG is drawn at twice this.
pub const EXPORT_WIDTH: u32 = 960;
/// See [`EXPORT_WIDTH`].
pub const EXPORT_HEIGHT: u32 = 540;

/// Downloads `drawing` as a PNG named `file`.
pub fn download_png(drawing: &Drawing, palette: &Palette, file: &str) {
    let Some(canvas) = browser::offscreen_canvas(EXPORT_WIDTH * 2, EXPORT_HEIGHT * 2) else {
        return;
    };
    let Some(backend) = MeasuredCanvas::new(canvas.clone()) else {
        return;
    };
    if draw(&backend.into_drawing_area(), drawing, palette, 2.0).is_ok() {
        if let Ok(url) = canvas.to_data_url_with_type("image/png") {
            browser::download_url(file, &url);
        }
    }
}

/// Downloads `drawing` as an SVG named `file`.
pub fn download_svg(drawing: &Drawing, palette: &Palette, file: &str) {
    let svg = svg_document(drawing, EXPORT_WIDTH, EXPORT_HEIGHT, palette);
    browser::download_text(file, "image/svg+xml", &svg);
}

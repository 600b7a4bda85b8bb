//! Charts as files: a standalone SVG document, and the curves' values as CSV.

use plotters::prelude::*;

use super::model::{CurveChart, Palette};
use super::{draw, Drawing};
use passk_data::import::csv_field;

/// `drawing` as a standalone SVG document of `width` × `height` CSS pixels (the export).
pub fn svg_document(drawing: &Drawing, width: u32, height: u32, palette: &Palette) -> String {
    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, (width, height)).into_drawing_area();
        if let Err(error) = draw(&root, drawing, palette, 1.0) {
            return format!(
                "<svg xmlns=\"http://www.w3.org/2000/svg\"><text x=\"10\" y=\"20\">{error}</text></svg>"
            );
        }
    }
    svg
}

/// The chart's curves as CSV: one row per x, one column per series, values at full
/// precision (the shortest decimal that reads back as the same `f64`).
pub fn chart_csv(chart: &CurveChart, x_name: &str) -> String {
    // The same quoting as every CSV the app writes (and reads back).
    let quote = csv_field;
    let mut csv = quote(x_name);
    for series in &chart.series {
        csv.push(',');
        csv.push_str(&quote(&series.label));
    }
    csv.push('\n');
    let rows = chart
        .series
        .iter()
        .map(|s| s.points.len())
        .max()
        .unwrap_or(0);
    for row in 0..rows {
        let x = chart
            .series
            .iter()
            .find_map(|s| s.points.get(row).map(|p| p.0))
            .unwrap_or_default();
        csv.push_str(&format!("{x}"));
        for series in &chart.series {
            csv.push(',');
            if let Some(point) = series.points.get(row) {
                csv.push_str(&format!("{}", point.1));
            }
        }
        csv.push('\n');
    }
    csv
}

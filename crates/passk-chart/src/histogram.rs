//! Drawing a histogram of task counts on any plotters backend.

use plotters::coord::Shift;
use plotters::prelude::*;

use super::model::{HistogramChart, Palette};
use super::DrawResult;

/// Draws a histogram of task counts on `root`.
pub fn draw_histogram<DB: DrawingBackend>(
    root: &DrawingArea<DB, Shift>,
    histogram: &HistogramChart,
    palette: &Palette,
    scale: f64,
) -> DrawResult<()>
where
    DB::ErrorType: 'static,
{
    let px = |css: f64| (css * scale).round().max(1.0) as u32;
    let font_size = 12.0 * scale;
    root.fill(&palette.background)?;
    let bins = histogram.bars.len().max(1);
    let tallest = histogram
        .bars
        .iter()
        .map(|bar| bar.1)
        .max()
        .unwrap_or(0)
        .max(1);
    let text = palette.text;
    // Bars are centred on whole numbers, so every tick labels a bar.
    let mut plot = ChartBuilder::on(root)
        .margin(px(10.0))
        .x_label_area_size(px(40.0))
        .y_label_area_size(px(46.0))
        .build_cartesian_2d(-0.5f64..(bins as f64 - 0.5), 0f64..(tallest as f64 * 1.1))?;
    let labels: Vec<String> = histogram.bars.iter().map(|bar| bar.0.clone()).collect();
    let label_step = bins.div_ceil(11).max(1);
    plot.configure_mesh()
        .disable_x_mesh()
        .x_labels(bins + 1)
        .y_labels((tallest + 1).min(8))
        .x_label_formatter(&|x| {
            let index = x.round();
            if index < 0.0 || (x - index).abs() > 0.01 {
                return String::new();
            }
            let index = index as usize;
            if index.is_multiple_of(label_step) {
                labels.get(index).cloned().unwrap_or_default()
            } else {
                String::new()
            }
        })
        // Counts are whole numbers: fractional ticks stay unlabelled.
        .y_label_formatter(&|y| {
            if (y - y.round()).abs() < 1e-9 {
                format!("{}", y.round() as i64)
            } else {
                String::new()
            }
        })
        .x_desc(histogram.x_title.as_str())
        .y_desc(histogram.y_title.as_str())
        .label_style((FontFamily::SansSerif, font_size).into_font().color(&text))
        .axis_desc_style((FontFamily::SansSerif, font_size).into_font().color(&text))
        .bold_line_style(palette.grid.stroke_width(px(1.0)))
        .light_line_style(palette.grid.mix(0.3).stroke_width(px(1.0)))
        .axis_style(text.mix(0.6).stroke_width(px(1.0)))
        .draw()?;
    plot.draw_series(histogram.bars.iter().enumerate().map(|(index, bar)| {
        let x = index as f64;
        Rectangle::new(
            [(x - 0.38, 0.0), (x + 0.38, bar.1 as f64)],
            palette.pass_at_k.mix(0.85).filled(),
        )
    }))?;
    root.present()?;
    Ok(())
}

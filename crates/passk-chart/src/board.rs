//! The leaderboard's chart: one column per run in rank order, its mean with the 95%
//! interval as a bar, its rank interval written under its name, coloured by tie group.

use plotters::coord::Shift;
use plotters::prelude::*;

use super::model::{Ink, Palette};
use super::DrawResult;

/// One run on the chart.
#[derive(Clone, Debug, PartialEq)]
pub struct BoardPoint {
    /// The run's name and rank interval ("model-b · 1–2").
    pub label: String,
    /// Its mean.
    pub mean: f64,
    /// Its 95% interval.
    pub low: f64,
    /// Its 95% interval's top.
    pub high: f64,
    /// The index of its first tie group (runs of one colour cannot be told apart).
    pub group: usize,
}

/// The leaderboard chart.
#[derive(Clone, Debug, PartialEq)]
pub struct BoardChart {
    /// The runs, best first.
    pub runs: Vec<BoardPoint>,
    /// The y axis's title ("pass^3, mean over tasks").
    pub y_title: String,
}

/// The inks tie groups cycle through.
const GROUP_INKS: [Ink; 5] = [
    Ink::PassAtK,
    Ink::PassHatK,
    Ink::Chain,
    Ink::Verified,
    Ink::Between,
];

/// Draws the leaderboard on `root`.
pub fn draw_board<DB: DrawingBackend>(
    root: &DrawingArea<DB, Shift>,
    chart: &BoardChart,
    palette: &Palette,
    scale: f64,
) -> DrawResult<()>
where
    DB::ErrorType: 'static,
{
    let px = |css: f64| (css * scale).round().max(1.0) as u32;
    let font_size = 12.0 * scale;
    let text = palette.text;
    root.fill(&palette.background)?;
    let count = chart.runs.len().max(1);
    let labels: Vec<String> = chart.runs.iter().map(|run| run.label.clone()).collect();
    let mut plot = ChartBuilder::on(root)
        .margin(px(12.0))
        .x_label_area_size(px(46.0))
        .y_label_area_size(px(52.0))
        .build_cartesian_2d(-0.5f64..(count as f64 - 0.5), 0f64..1f64)?;
    plot.configure_mesh()
        .disable_x_mesh()
        .x_labels(count + 1)
        .x_label_formatter(&|x| {
            let index = x.round();
            if index < 0.0 || (x - index).abs() > 0.01 {
                return String::new();
            }
            labels.get(index as usize).cloned().unwrap_or_default()
        })
        .y_labels(6)
        .y_label_formatter(&|y| format!("{:.0}%", y * 100.0))
        .y_desc(chart.y_title.as_str())
        .label_style((FontFamily::SansSerif, font_size).into_font().color(&text))
        .axis_desc_style((FontFamily::SansSerif, font_size).into_font().color(&text))
        .bold_line_style(palette.grid.stroke_width(px(1.0)))
        .light_line_style(palette.grid.mix(0.3).stroke_width(px(1.0)))
        .axis_style(text.mix(0.6).stroke_width(px(1.0)))
        .draw()?;
    for (index, run) in chart.runs.iter().enumerate() {
        let x = index as f64;
        let color = GROUP_INKS[run.group % GROUP_INKS.len()].color(palette);
        let low = run.low.clamp(0.0, 1.0);
        let high = run.high.clamp(0.0, 1.0);
        plot.draw_series(std::iter::once(PathElement::new(
            vec![(x, low), (x, high)],
            color.stroke_width(px(3.0)),
        )))?;
        for end in [low, high] {
            plot.draw_series(std::iter::once(PathElement::new(
                vec![(x - 0.12, end), (x + 0.12, end)],
                color.stroke_width(px(2.0)),
            )))?;
        }
        plot.draw_series(std::iter::once(Circle::new(
            (x, run.mean.clamp(0.0, 1.0)),
            px(5.0),
            color.filled(),
        )))?;
    }
    root.present()?;
    Ok(())
}

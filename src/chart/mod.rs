//! Chart drawing, generic over plotters' `DrawingBackend`: the same functions draw on a
//! `<canvas>` in the browser and to SVG in native tests and export.
//!
//! A chart is described by plain data ([`CurveChart`]), built from `core` by [`k_chart`] and
//! [`steps_chart`], then drawn by [`draw_curve_chart`]. Sizes are given in CSS pixels and
//! multiplied by `scale` (the device pixel ratio) so text and strokes stay the same visual
//! size on a HiDPI backing store.

use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

use crate::core::beta::Difficulty;
use crate::core::closed_form::Rate;
use crate::core::curves::{k_axis_max, k_curve, steps_axis_max, steps_curve};
use crate::core::format::percent;
use crate::core::lang::Lang;
use crate::data::dataset::{iid_at_mean, BandPoint, DataCurves, Histogram};

/// The result of a drawing call; plotters' errors are boxed because they are backend-specific.
pub type DrawResult<T> = Result<T, Box<dyn std::error::Error>>;

/// The colours of a chart. The series colours are from the Okabe–Ito palette, which stays
/// distinguishable under the common forms of colour blindness.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Palette {
    /// Chart background.
    pub background: RGBColor,
    /// Labels, axis titles and marker text.
    pub text: RGBColor,
    /// Grid lines.
    pub grid: RGBColor,
    /// pass@k (Okabe–Ito blue).
    pub pass_at_k: RGBColor,
    /// pass^k (Okabe–Ito vermillion).
    pub pass_hat_k: RGBColor,
    /// Chain success (Okabe–Ito bluish green).
    pub chain: RGBColor,
    /// Chain success with a verifier (Okabe–Ito reddish purple).
    pub verified: RGBColor,
}

impl Palette {
    /// For light backgrounds.
    pub const LIGHT: Palette = Palette {
        background: RGBColor(255, 255, 255),
        text: RGBColor(28, 32, 40),
        grid: RGBColor(222, 226, 232),
        pass_at_k: RGBColor(0, 114, 178),
        pass_hat_k: RGBColor(213, 94, 0),
        chain: RGBColor(0, 158, 115),
        verified: RGBColor(170, 68, 153),
    };
    /// For dark backgrounds: the same hues, lightened to keep contrast.
    pub const DARK: Palette = Palette {
        background: RGBColor(22, 26, 33),
        text: RGBColor(230, 233, 238),
        grid: RGBColor(58, 64, 74),
        pass_at_k: RGBColor(86, 180, 233),
        pass_hat_k: RGBColor(240, 150, 80),
        chain: RGBColor(60, 200, 150),
        verified: RGBColor(224, 140, 200),
    };
}

/// Which palette colour a series or marker uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ink {
    /// The pass@k colour.
    PassAtK,
    /// The pass^k colour.
    PassHatK,
    /// The chain colour.
    Chain,
    /// The verified-chain colour.
    Verified,
}

impl Ink {
    fn color(self, palette: &Palette) -> RGBColor {
        match self {
            Ink::PassAtK => palette.pass_at_k,
            Ink::PassHatK => palette.pass_hat_k,
            Ink::Chain => palette.chain,
            Ink::Verified => palette.verified,
        }
    }
}

/// How a curve is stroked: measured and current values solid, models dashed or dotted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stroke {
    /// A solid line.
    Solid,
    /// Long dashes (the i.i.d. model).
    Dashed,
    /// Short dashes (the fitted difficulty spread).
    Dotted,
}

/// One curve: points (x, probability) joined by a line.
#[derive(Clone, Debug, PartialEq)]
pub struct Series {
    /// Legend text.
    pub label: String,
    /// Colour.
    pub ink: Ink,
    /// Line style.
    pub stroke: Stroke,
    /// The points, x ascending, y in [0, 1].
    pub points: Vec<(f64, f64)>,
}

/// A shaded confidence band: (x, low, high) per point.
#[derive(Clone, Debug, PartialEq)]
pub struct Band {
    /// Colour (drawn translucent).
    pub ink: Ink,
    /// The band's edges, x ascending.
    pub points: Vec<(f64, f64, f64)>,
}

/// A highlighted point with its value written beside it.
#[derive(Clone, Debug, PartialEq)]
pub struct Marker {
    /// x in data coordinates.
    pub x: f64,
    /// y in [0, 1].
    pub y: f64,
    /// The text beside the point, e.g. "pass^6 = 26.21%".
    pub label: String,
    /// Colour.
    pub ink: Ink,
    /// Whether the label goes above the point (else below).
    pub label_above: bool,
}

/// Everything needed to draw one chart of probabilities against a whole-number x.
#[derive(Clone, Debug, PartialEq)]
pub struct CurveChart {
    /// Title of the x axis.
    pub x_title: String,
    /// Title of the y axis.
    pub y_title: String,
    /// The last x on the axis (the first is 1).
    pub x_max: u32,
    /// The curves.
    pub series: Vec<Series>,
    /// Confidence bands, drawn under the curves.
    pub bands: Vec<Band>,
    /// The x of the current-value guide line.
    pub current_x: u32,
    /// The labelled points at the current x.
    pub markers: Vec<Marker>,
}

/// Chart 1: pass@k rising and pass^k falling over k, with the current k marked; with a
/// difficulty spread, the spread's curves beside the i.i.d. ones.
pub fn k_chart(rate: Rate, k: u32, spread: Option<Difficulty>, lang: Lang) -> CurveChart {
    let words = lang.words();
    let x_max = k_axis_max(k);
    let curve = k_curve(rate, x_max);
    let at: Vec<(f64, f64)> = curve
        .iter()
        .map(|point| (f64::from(point.k), point.pass_at_k))
        .collect();
    let hat: Vec<(f64, f64)> = curve
        .iter()
        .map(|point| (f64::from(point.k), point.pass_hat_k))
        .collect();
    let at_reading = rate.pass_at_k_reading(k);
    let at_value = at_reading.value;
    let hat_value = rate.pass_hat_k(k);
    let mut series = vec![
        Series {
            label: words.legend_at.to_string(),
            ink: Ink::PassAtK,
            stroke: Stroke::Solid,
            points: at,
        },
        Series {
            label: words.legend_hat.to_string(),
            ink: Ink::PassHatK,
            stroke: Stroke::Solid,
            points: hat,
        },
    ];
    if let Some(model) = spread {
        let ks = 1..=u64::from(x_max);
        series.push(Series {
            label: words.legend_spread_at.to_string(),
            ink: Ink::PassAtK,
            stroke: Stroke::Dotted,
            points: ks
                .clone()
                .map(|k| (k as f64, model.expected_pass_at_k(k)))
                .collect(),
        });
        series.push(Series {
            label: words.legend_spread_hat.to_string(),
            ink: Ink::PassHatK,
            stroke: Stroke::Dotted,
            points: ks
                .map(|k| (k as f64, model.expected_pass_hat_k(k)))
                .collect(),
        });
    }
    CurveChart {
        x_title: words.axis_k.to_string(),
        y_title: words.axis_probability.to_string(),
        x_max,
        series,
        bands: Vec::new(),
        current_x: k,
        markers: vec![
            Marker {
                x: f64::from(k),
                y: at_value,
                label: format!("pass@{k} = {}", lang.number(&at_reading.text())),
                ink: Ink::PassAtK,
                label_above: at_value <= 0.85,
            },
            Marker {
                x: f64::from(k),
                y: hat_value,
                label: format!("pass^{k} = {}", lang.number(&percent(hat_value))),
                ink: Ink::PassHatK,
                label_above: hat_value < 0.15,
            },
        ],
    }
}

/// Chart 2: end-to-end success of a multi-step agent against the number of steps; with a
/// verifier, the verified chain beside it.
pub fn steps_chart(rate: Rate, steps: u32, verified_step: Option<Rate>, lang: Lang) -> CurveChart {
    let words = lang.words();
    let x_max = steps_axis_max(steps);
    let curve_of = |step: Rate| -> Vec<(f64, f64)> {
        steps_curve(step, x_max)
            .into_iter()
            .map(|(n, success)| (f64::from(n), success))
            .collect()
    };
    let value = rate.chain_success(steps);
    let mut series = vec![Series {
        label: words.legend_chain.to_string(),
        ink: Ink::Chain,
        stroke: Stroke::Solid,
        points: curve_of(rate),
    }];
    let mut markers = vec![Marker {
        x: f64::from(steps),
        y: value,
        label: format!(
            "{steps} {} = {}",
            words.steps_unit,
            lang.number(&percent(value))
        ),
        ink: Ink::Chain,
        label_above: value < 0.85,
    }];
    if let Some(step) = verified_step.filter(|step| *step != rate) {
        let verified = step.chain_success(steps);
        series.push(Series {
            label: words.legend_verified.to_string(),
            ink: Ink::Verified,
            stroke: Stroke::Solid,
            points: curve_of(step),
        });
        markers.push(Marker {
            x: f64::from(steps),
            y: verified,
            label: lang.number(&percent(verified)),
            ink: Ink::Verified,
            label_above: true,
        });
        // The unverified label goes below when the verified one sits above it.
        markers[0].label_above = false;
    }
    CurveChart {
        x_title: words.axis_steps.to_string(),
        y_title: words.axis_end_to_end.to_string(),
        x_max,
        series,
        bands: Vec::new(),
        current_x: steps,
        markers,
    }
}

/// Draws `chart` on `root`, filling it. `scale` multiplies every size (use the device pixel
/// ratio on a canvas, 1 for SVG).
pub fn draw_curve_chart<DB: DrawingBackend>(
    root: &DrawingArea<DB, Shift>,
    chart: &CurveChart,
    palette: &Palette,
    scale: f64,
) -> DrawResult<()>
where
    DB::ErrorType: 'static,
{
    let px = |css: f64| (css * scale).round().max(1.0) as u32;
    let font_px = |css: f64| css * scale;
    let (width, _) = root.dim_in_pixel();
    // Narrow screens (360 px phones) get smaller type so the axes keep room for the curves.
    let compact = f64::from(width) / scale < 480.0;
    let label_size = if compact { 11.0 } else { 13.0 };

    root.fill(&palette.background)?;
    let text = palette.text;
    // The legend gets its own strip above the plot, so it never covers a curve or a marker
    // label, whatever p is and however narrow the screen. Entries flow into rows.
    let legend_font_size = font_px(label_size);
    let legend_left = px(if compact { 50.0 } else { 68.0 }) as i32;
    let available = f64::from(width) - f64::from(legend_left) - 8.0 * scale;
    let entry_width = |label: &str| {
        34.0 * scale + legend_font_size * 0.56 * label.chars().count() as f64 + 16.0 * scale
    };
    let mut placements = Vec::with_capacity(chart.series.len());
    let (mut row, mut offset) = (0usize, 0.0f64);
    for series in &chart.series {
        let needed = entry_width(&series.label);
        if offset > 0.0 && offset + needed > available {
            row += 1;
            offset = 0.0;
        }
        placements.push((row, offset));
        offset += needed;
    }
    let rows = if chart.series.is_empty() { 0 } else { row + 1 };
    let row_height = 20.0 * scale;
    let legend_height = (8.0 * scale + rows as f64 * row_height).round() as u32;
    let (legend_area, plot_area) = root.split_vertically(legend_height);
    for (series, &(row, offset)) in chart.series.iter().zip(&placements) {
        let x = legend_left + offset.round() as i32;
        let y = (4.0 * scale + row_height * (row as f64 + 0.5)).round() as i32;
        let color = series.ink.color(palette);
        let sample_end = x + px(24.0) as i32;
        match series.stroke {
            Stroke::Solid => legend_area.draw(&PathElement::new(
                vec![(x, y), (sample_end, y)],
                color.stroke_width(px(3.0)),
            ))?,
            Stroke::Dashed | Stroke::Dotted => {
                let (dash, gap) = dash_pattern(series.stroke, scale);
                let mut start = x;
                while start < sample_end {
                    let end = (start + dash as i32).min(sample_end);
                    legend_area.draw(&PathElement::new(
                        vec![(start, y), (end, y)],
                        color.stroke_width(px(2.0)),
                    ))?;
                    start = end + gap as i32;
                }
            }
        }
        legend_area.draw(&Text::new(
            series.label.clone(),
            (x + px(30.0) as i32, y),
            ("sans-serif", legend_font_size)
                .into_font()
                .color(&text)
                .pos(Pos::new(HPos::Left, VPos::Center)),
        ))?;
    }

    let x_max = f64::from(chart.x_max.max(2));
    let mut plot = ChartBuilder::on(&plot_area)
        .margin_top(px(8.0))
        .margin_right(px(18.0))
        .margin_left(px(6.0))
        .margin_bottom(px(6.0))
        .x_label_area_size(px(if compact { 38.0 } else { 44.0 }))
        .y_label_area_size(px(if compact { 50.0 } else { 62.0 }))
        .build_cartesian_2d(1f64..x_max, 0f64..1f64)?;

    let label_font = ("sans-serif", font_px(label_size)).into_font().color(&text);
    let title_font = ("sans-serif", font_px(label_size + 1.0))
        .into_font()
        .color(&text);
    plot.configure_mesh()
        .x_desc(chart.x_title.as_str())
        .y_desc(chart.y_title.as_str())
        .x_labels(if compact { 6 } else { 11 })
        .y_labels(6)
        .x_label_formatter(&|x| format!("{}", x.round() as i64))
        .y_label_formatter(&|y| format!("{}%", (y * 100.0).round() as i64))
        .label_style(label_font.clone())
        .axis_desc_style(title_font)
        .bold_line_style(palette.grid.stroke_width(px(1.0)))
        .light_line_style(palette.grid.mix(0.35).stroke_width(px(1.0)))
        // One minor line between labels: plotters' default of ten is a hundred extra strokes
        // per redraw for a grid nobody reads at that density.
        .max_light_lines(1)
        .axis_style(text.mix(0.6).stroke_width(px(1.0)))
        .draw()?;

    // Guide line at the current x, under the curves.
    let current = f64::from(chart.current_x);
    plot.draw_series(std::iter::once(PathElement::new(
        vec![(current, 0.0), (current, 1.0)],
        text.mix(0.35).stroke_width(px(1.0)),
    )))?;

    for band in &chart.bands {
        let color = band.ink.color(palette);
        let mut outline: Vec<(f64, f64)> =
            band.points.iter().map(|&(x, _, high)| (x, high)).collect();
        outline.extend(band.points.iter().rev().map(|&(x, low, _)| (x, low)));
        if outline.len() >= 3 {
            plot.draw_series(std::iter::once(Polygon::new(
                outline,
                color.mix(0.16).filled(),
            )))?;
        }
    }

    for series in &chart.series {
        let color = series.ink.color(palette);
        match series.stroke {
            Stroke::Solid => {
                plot.draw_series(LineSeries::new(
                    series.points.iter().copied(),
                    color.stroke_width(px(2.5)),
                ))?;
            }
            Stroke::Dashed | Stroke::Dotted => {
                let (dash, gap) = dash_pattern(series.stroke, scale);
                plot.draw_series(DashedLineSeries::new(
                    series.points.iter().copied(),
                    dash,
                    gap,
                    color.stroke_width(px(2.0)),
                ))?;
            }
        }
    }

    // Labels sit to the right of the marker in the left half and to its left in the right
    // half, so they never run off the plot.
    let right_half = current > (1.0 + x_max) / 2.0;
    let marker_font_size = font_px(label_size + 1.0);
    for marker in &chart.markers {
        let color = marker.ink.color(palette);
        let dx = if right_half {
            -(px(9.0) as i32)
        } else {
            px(9.0) as i32
        };
        let dy = if marker.label_above {
            -(px(11.0) as i32)
        } else {
            px(11.0) as i32
        };
        let anchor = Pos::new(
            if right_half { HPos::Right } else { HPos::Left },
            VPos::Center,
        );
        let font = ("sans-serif", marker_font_size)
            .into_font()
            .style(FontStyle::Bold)
            .color(&color)
            .pos(anchor);
        let dot = px(5.0);
        plot.draw_series(std::iter::once(
            EmptyElement::at((marker.x, marker.y))
                + Circle::new((0, 0), dot, palette.background.filled())
                + Circle::new((0, 0), dot, color.stroke_width(px(2.5)))
                + Text::new(marker.label.clone(), (dx, dy), font),
        ))?;
    }

    root.present()?;
    Ok(())
}

/// Anything a chart canvas can show.
#[derive(Clone, Debug, PartialEq)]
pub enum Drawing {
    /// Probability curves over a whole-number x.
    Curves(CurveChart),
    /// A bar chart of task counts.
    Histogram(HistogramChart),
}

/// Draws any [`Drawing`] on `root`.
pub fn draw<DB: DrawingBackend>(
    root: &DrawingArea<DB, Shift>,
    drawing: &Drawing,
    palette: &Palette,
    scale: f64,
) -> DrawResult<()>
where
    DB::ErrorType: 'static,
{
    match drawing {
        Drawing::Curves(chart) => draw_curve_chart(root, chart, palette, scale),
        Drawing::Histogram(histogram) => draw_histogram(root, histogram, palette, scale),
    }
}

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
    let quote = |text: &str| {
        if text.contains([',', '"', '\n']) {
            format!("\"{}\"", text.replace('"', "\"\""))
        } else {
            text.to_string()
        }
    };
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

/// Dash and gap lengths in backing-store pixels.
fn dash_pattern(stroke: Stroke, scale: f64) -> (u32, u32) {
    let (dash, gap) = match stroke {
        Stroke::Dotted => (3.0, 4.0),
        _ => (9.0, 5.0),
    };
    (
        (dash * scale).round().max(1.0) as u32,
        (gap * scale).round().max(1.0) as u32,
    )
}

/// A histogram ready to draw: its bars and its axis titles in the page's language.
#[derive(Clone, Debug, PartialEq)]
pub struct HistogramChart {
    /// (label, number of tasks) per bar.
    pub bars: Vec<(String, usize)>,
    /// The x axis title.
    pub x_title: String,
    /// The y axis title.
    pub y_title: String,
}

/// The histogram of per-task success, with its words in `lang`.
pub fn histogram_chart(histogram: &Histogram, lang: Lang) -> HistogramChart {
    HistogramChart {
        bars: histogram.bars.clone(),
        x_title: lang.histogram_axis(histogram.axis),
        y_title: lang.tasks_axis().to_string(),
    }
}

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
        .label_style(("sans-serif", font_size).into_font().color(&text))
        .axis_desc_style(("sans-serif", font_size).into_font().color(&text))
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

/// The data view's chart: measured pass@k and pass^k with 95% bands, against the i.i.d.
/// curves at the same mean rate and the fitted difficulty-spread (Beta) curves.
pub fn data_chart(curves: &DataCurves, k_max: u64, current_k: u64, lang: Lang) -> CurveChart {
    let x = |k: u64| k as f64;
    let measured_at: Vec<(f64, f64)> = curves.pass_at_k.iter().map(|p| (x(p.k), p.mean)).collect();
    let measured_hat: Vec<(f64, f64)> =
        curves.pass_hat_k.iter().map(|p| (x(p.k), p.mean)).collect();
    let band = |points: &[BandPoint], ink| Band {
        ink,
        points: points
            .iter()
            .map(|p| (x(p.k), p.interval.low, p.interval.high))
            .collect(),
    };
    let ks = 1..=k_max;
    let iid: Vec<(f64, (f64, f64))> = ks
        .clone()
        .map(|k| (x(k), iid_at_mean(curves.mean_rate, k)))
        .collect();
    let mut series = vec![
        Series {
            label: lang.measured("pass@k"),
            ink: Ink::PassAtK,
            stroke: Stroke::Solid,
            points: measured_at,
        },
        Series {
            label: lang.measured("pass^k"),
            ink: Ink::PassHatK,
            stroke: Stroke::Solid,
            points: measured_hat,
        },
        Series {
            label: lang.iid_at_mean(&percent(curves.mean_rate)),
            ink: Ink::PassAtK,
            stroke: Stroke::Dashed,
            points: iid.iter().map(|&(k, (at, _))| (k, at)).collect(),
        },
        Series {
            label: lang.iid_curve("pass^k"),
            ink: Ink::PassHatK,
            stroke: Stroke::Dashed,
            points: iid.iter().map(|&(k, (_, hat))| (k, hat)).collect(),
        },
    ];
    if let Some(fitted) = curves.fitted {
        series.push(Series {
            label: lang.fitted_spread(fitted.spread(), "pass@k"),
            ink: Ink::PassAtK,
            stroke: Stroke::Dotted,
            points: ks
                .clone()
                .map(|k| (x(k), fitted.expected_pass_at_k(k)))
                .collect(),
        });
        series.push(Series {
            label: lang.fitted_curve("pass^k"),
            ink: Ink::PassHatK,
            stroke: Stroke::Dotted,
            points: ks
                .clone()
                .map(|k| (x(k), fitted.expected_pass_hat_k(k)))
                .collect(),
        });
    }
    let marker_at = curves.pass_at_k.iter().find(|p| p.k == current_k);
    let marker_hat = curves.pass_hat_k.iter().find(|p| p.k == current_k);
    let mut markers = Vec::new();
    if let Some(point) = marker_at {
        markers.push(Marker {
            x: x(point.k),
            y: point.mean,
            label: format!("pass@{current_k} = {}", lang.number(&percent(point.mean))),
            ink: Ink::PassAtK,
            label_above: point.mean <= 0.85,
        });
    }
    if let Some(point) = marker_hat {
        markers.push(Marker {
            x: x(point.k),
            y: point.mean,
            label: format!("pass^{current_k} = {}", lang.number(&percent(point.mean))),
            ink: Ink::PassHatK,
            label_above: point.mean < 0.15,
        });
    }
    CurveChart {
        x_title: lang.words().axis_k.to_string(),
        y_title: lang.mean_over_tasks().to_string(),
        x_max: u32::try_from(k_max.max(2)).unwrap_or(u32::MAX),
        series,
        bands: vec![
            band(&curves.pass_at_k, Ink::PassAtK),
            band(&curves.pass_hat_k, Ink::PassHatK),
        ],
        current_x: u32::try_from(current_k.clamp(1, k_max.max(1))).unwrap_or(1),
        markers,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn render(chart: &CurveChart, palette: &Palette) -> String {
        let mut svg = String::new();
        {
            let root = SVGBackend::with_string(&mut svg, (800, 420)).into_drawing_area();
            draw_curve_chart(&root, chart, palette, 1.0).expect("chart draws");
        }
        svg
    }

    fn hex(color: RGBColor) -> String {
        format!("#{:02X}{:02X}{:02X}", color.0, color.1, color.2)
    }

    #[test]
    fn k_chart_draws_both_curves_legend_axes_and_marker_labels() {
        let svg = render(
            &k_chart(Rate::from_per_mille(800), 6, None, Lang::En),
            &Palette::LIGHT,
        );
        assert!(svg.starts_with("<svg"));
        assert!(svg.contains(&hex(Palette::LIGHT.pass_at_k)));
        assert!(svg.contains(&hex(Palette::LIGHT.pass_hat_k)));
        assert!(svg.contains("pass@6 = 99.99%"));
        assert!(svg.contains("pass^6 = 26.21%"));
        assert!(svg.contains("k (number of attempts)"));
        assert!(svg.contains("probability"));
        assert!(svg.contains("all k succeed"));
        assert!(svg.contains("100%"));
        // Two polylines for the curves at least.
        assert!(svg.matches("<polyline").count() >= 2);
    }

    #[test]
    fn k_chart_points_follow_the_formulas() {
        let chart = k_chart(Rate::from_per_mille(750), 3, None, Lang::En);
        assert_eq!(chart.x_max, 20);
        assert_eq!(chart.series[0].points[2], (3.0, 0.984375));
        assert_eq!(chart.series[1].points[2], (3.0, 0.421875));
        // Both curves start at p.
        assert_eq!(chart.series[0].points[0].1, 0.75);
        assert_eq!(chart.series[1].points[0].1, 0.75);
        assert_eq!(chart.markers[1].label, "pass^3 = 42.19%");
    }

    #[test]
    fn steps_chart_marks_the_current_step_count() {
        let chart = steps_chart(Rate::from_per_mille(950), 4, None, Lang::En);
        assert_eq!(chart.markers[0].label, "4 steps = 81.45%");
        let svg = render(&chart, &Palette::DARK);
        assert!(svg.contains("4 steps = 81.45%"));
        assert!(svg.contains(&hex(Palette::DARK.chain)));
        assert!(svg.contains("number of steps"));
    }

    #[test]
    fn spread_and_verifier_curves_and_languages() {
        let rate = Rate::from_per_mille(750);
        let spread = Difficulty::from_mean_spread(0.75, 0.3);
        let chart = k_chart(rate, 8, Some(spread), Lang::Pt);
        assert_eq!(chart.series.len(), 4);
        assert_eq!(chart.markers[1].label, "pass^8 = 10,01%");
        assert_eq!(chart.x_title, "k (número de tentativas)");
        let step = crate::core::chain::verified_step(Rate::from_per_mille(950), 1.0, 1);
        let chart = steps_chart(Rate::from_per_mille(950), 4, Some(step), Lang::Ko);
        assert_eq!(chart.series.len(), 2);
        assert_eq!(chart.markers[0].label, "4 단계 = 81.45%");
        let svg = render(&chart, &Palette::LIGHT);
        assert!(svg.contains(&hex(Palette::LIGHT.verified)));
        // No verifier (v = 0): one curve.
        let same = crate::core::chain::verified_step(Rate::from_per_mille(950), 0.0, 3);
        assert_eq!(
            steps_chart(Rate::from_per_mille(950), 4, Some(same), Lang::En)
                .series
                .len(),
            1
        );
    }

    /// The same drawing rendered to SVG is what the page exports.
    #[test]
    fn svg_export_is_a_complete_document() {
        let drawing = Drawing::Curves(k_chart(Rate::from_per_mille(800), 6, None, Lang::En));
        let svg = svg_document(&drawing, 800, 450, &Palette::LIGHT);
        assert!(svg.starts_with("<svg"));
        assert!(svg.trim_end().ends_with("</svg>"));
        assert!(svg.contains("pass^6 = 26.21%"));
    }

    #[test]
    fn csv_export_has_every_k_at_full_precision() {
        let chart = k_chart(Rate::from_per_mille(800), 6, None, Lang::En);
        let csv = chart_csv(&chart, "k");
        let lines: Vec<&str> = csv.lines().collect();
        assert_eq!(
            lines[0],
            "k,pass@k = 1 − (1 − p)^k: at least one succeeds,pass^k = p^k: all k succeed"
        );
        assert_eq!(lines[6], "6,0.999936,0.262144");
        assert_eq!(lines.len(), 21);
    }

    #[test]
    fn different_k_draws_a_different_picture() {
        let a = render(
            &k_chart(Rate::from_per_mille(800), 6, None, Lang::En),
            &Palette::LIGHT,
        );
        let b = render(
            &k_chart(Rate::from_per_mille(800), 7, None, Lang::En),
            &Palette::LIGHT,
        );
        assert_ne!(a, b);
    }

    #[test]
    fn data_chart_overlays_measured_iid_and_fitted_curves() {
        use crate::core::estimators::TaskCounts;
        use crate::data::dataset::{data_curves, success_histogram, Dataset};
        use crate::data::import::NamedTask;
        let tasks = Dataset::new(
            [(8, 8), (8, 6), (8, 4)]
                .into_iter()
                .map(|(n, c)| NamedTask {
                    name: format!("{n}:{c}"),
                    counts: TaskCounts::new(n, c).unwrap(),
                })
                .collect(),
        );
        let curves = data_curves(&tasks, 8).unwrap();
        let chart = data_chart(&curves, 8, 3, Lang::En);
        assert_eq!(chart.series.len(), 6);
        assert_eq!(chart.markers[1].label, "pass^3 = 47.62%");
        assert_eq!(chart.series[2].label, "i.i.d. at mean p = 75%");
        let svg = render(&chart, &Palette::LIGHT);
        assert!(svg.contains("measured pass^k"));
        assert!(svg.contains("<polygon"), "bands are drawn");
        let mut bars = String::new();
        {
            let root = SVGBackend::with_string(&mut bars, (500, 260)).into_drawing_area();
            draw_histogram(
                &root,
                &histogram_chart(&success_histogram(&tasks), Lang::En),
                &Palette::LIGHT,
                1.0,
            )
            .unwrap();
        }
        assert!(bars.contains("successes out of 8 trials"));
        assert!(bars.matches("<rect").count() >= 3);
    }

    #[test]
    fn extreme_values_draw_without_error() {
        for (per_mille, k) in [(0, 1), (1000, 100), (1, 100), (999, 1), (500, 14)] {
            let svg = render(
                &k_chart(Rate::from_per_mille(per_mille), k, None, Lang::En),
                &Palette::LIGHT,
            );
            assert!(svg.contains("</svg>"));
        }
        let mut narrow = String::new();
        {
            let root = SVGBackend::with_string(&mut narrow, (340, 260)).into_drawing_area();
            draw_curve_chart(
                &root,
                &steps_chart(Rate::from_per_mille(990), 50, None, Lang::En),
                &Palette::LIGHT,
                1.0,
            )
            .expect("narrow chart draws");
        }
        assert!(narrow.contains("50 steps"));
    }
}

//! Drawing a [`CurveChart`] on any plotters backend: the legend strip, the axes, the bands
//! and series, and the labelled markers, each a function of its own.

use plotters::coord::types::RangedCoordf64;
use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

use super::model::{CurveChart, Ink, Palette, Stroke};
use super::DrawResult;

/// How opaque a predicted curve is: wide and faint, so it reads as "not measured".
const PREDICTED_OPACITY: f64 = 0.45;

/// Sizes in backing-store pixels for one drawing: CSS sizes times `scale`, and smaller
/// type on narrow screens (360 px phones) so the axes keep room for the curves.
#[derive(Clone, Copy)]
struct Sizes {
    scale: f64,
    compact: bool,
    label: f64,
}

impl Sizes {
    fn new(width: u32, scale: f64) -> Sizes {
        let compact = f64::from(width) / scale < COMPACT_BELOW;
        Sizes {
            scale,
            compact,
            label: if compact { 11.0 } else { 13.0 },
        }
    }

    /// A length in CSS pixels, in backing-store pixels (at least 1).
    fn px(self, css: f64) -> u32 {
        (css * self.scale).round().max(1.0) as u32
    }

    /// A font size in CSS pixels, in backing-store pixels.
    fn font(self, css: f64) -> f64 {
        css * self.scale
    }
}

/// The plot, once its axes are drawn: x and y are plain numbers.
type Plot<'a, DB> = ChartContext<'a, DB, Cartesian2d<RangedCoordf64, RangedCoordf64>>;

/// The plot's margins in CSS pixels: left, right, and the y labels' strip (wide and
/// compact). [`x_under_pointer`] maps a pointer back to x with the same numbers.
const MARGIN_LEFT: f64 = 6.0;
const MARGIN_RIGHT: f64 = 18.0;
const Y_LABELS_WIDE: f64 = 62.0;
const Y_LABELS_COMPACT: f64 = 50.0;
/// Narrower than this (CSS pixels), a chart uses smaller labels and margins.
const COMPACT_BELOW: f64 = 480.0;

/// The x in data units under a pointer `css_x` pixels from the left of a chart drawn
/// `css_width` pixels wide (not clamped: left of the plot it is below 1).
pub fn x_under_pointer(chart: &CurveChart, css_width: f64, css_x: f64) -> f64 {
    let labels = if css_width < COMPACT_BELOW {
        Y_LABELS_COMPACT
    } else {
        Y_LABELS_WIDE
    };
    let left = MARGIN_LEFT + labels;
    let right = css_width - MARGIN_RIGHT;
    let x_max = f64::from(chart.x_max.max(2));
    1.0 + (css_x - left) / (right - left).max(1.0) * (x_max - 1.0)
}

/// Draws `chart` on `root`, filling it. `scale` multiplies every size (use the device pixel
/// ratio on a canvas, 1 for SVG). It is the frame ([`draw_curve_frame`]) with the marks
/// ([`draw_curve_marks`]) on top: a page that keeps the frame of an unchanged
/// [`CurveFrame`] draws only the marks on a tick, and gets the same picture.
pub fn draw_curve_chart<DB: DrawingBackend>(
    root: &DrawingArea<DB, Shift>,
    chart: &CurveChart,
    palette: &Palette,
    scale: f64,
) -> DrawResult<()>
where
    DB::ErrorType: 'static,
{
    draw_curve_frame(root, chart, palette, scale)?;
    draw_curve_marks(root, chart, palette, scale)?;
    root.present()?;
    Ok(())
}

/// What a curve chart's frame is drawn on: the axes' ranges and titles, and the height of
/// the legend's strip above the plot. The legend's entries are not in it: the "at least
/// m/k" entry names k, so they change on every k tick, and a kept frame is worth keeping
/// through a k drag. Two charts with equal frames (and the same palette, size and scale)
/// have the same pixels outside the legend's strip, so a tick that moves only curves and
/// markers keeps them, and one that changes the legend draws the strip again
/// ([`draw_curve_legend`]).
#[derive(Clone, Debug, PartialEq)]
pub struct CurveFrame {
    legend_height: u32,
    x_max: u32,
    y_range: (f64, f64),
    titles: (String, String),
}

/// What the legend's strip shows: each series' label and how it is drawn.
#[derive(Clone, Debug, PartialEq)]
pub struct CurveLegend(Vec<(String, Ink, Stroke)>);

impl CurveChart {
    /// The part of this chart that [`draw_curve_frame`] draws, on an area `width` backing
    /// pixels wide at `scale`, its legend aside.
    pub fn frame(&self, width: u32, scale: f64) -> CurveFrame {
        CurveFrame {
            legend_height: legend_layout(width, self, Sizes::new(width, scale)).height,
            x_max: self.x_max,
            y_range: self.y_range,
            titles: (self.x_title.clone(), self.y_title.clone()),
        }
    }

    /// The legend [`draw_curve_frame`] and [`draw_curve_legend`] draw.
    pub fn legend(&self) -> CurveLegend {
        CurveLegend(
            self.series
                .iter()
                .map(|series| (series.label.clone(), series.ink, series.stroke))
                .collect(),
        )
    }
}

/// The static layer: the background, the legend, the axes with their labels and titles,
/// and the grid. Depends only on [`CurveChart::frame`], [`CurveChart::legend`], the
/// palette, the size and `scale`.
pub fn draw_curve_frame<DB: DrawingBackend>(
    root: &DrawingArea<DB, Shift>,
    chart: &CurveChart,
    palette: &Palette,
    scale: f64,
) -> DrawResult<()>
where
    DB::ErrorType: 'static,
{
    root.fill(&palette.background)?;
    let strips = strips(root, chart, scale);
    draw_legend(&strips.legend, chart, palette, strips.sizes, &strips.layout)?;
    let mut plot = plot_on(&strips.plot_area, chart, strips.sizes)?;
    draw_grid(&mut plot, chart, palette, strips.sizes)?;
    Ok(())
}

/// The legend's strip of a frame drawn again: filled with the background, then `chart`'s
/// legend. Over a frame of the same [`CurveFrame`] and another legend, it gives the frame
/// of `chart` (the frame draws nothing else in the strip).
pub fn draw_curve_legend<DB: DrawingBackend>(
    root: &DrawingArea<DB, Shift>,
    chart: &CurveChart,
    palette: &Palette,
    scale: f64,
) -> DrawResult<()>
where
    DB::ErrorType: 'static,
{
    let strips = strips(root, chart, scale);
    strips.legend.fill(&palette.background)?;
    draw_legend(&strips.legend, chart, palette, strips.sizes, &strips.layout)?;
    Ok(())
}

/// The moving layer, drawn over the frame without filling: the guide line at the current
/// x, the bands, the curves and the labelled markers.
pub fn draw_curve_marks<DB: DrawingBackend>(
    root: &DrawingArea<DB, Shift>,
    chart: &CurveChart,
    palette: &Palette,
    scale: f64,
) -> DrawResult<()>
where
    DB::ErrorType: 'static,
{
    let Strips {
        sizes, plot_area, ..
    } = strips(root, chart, scale);
    let mut plot = plot_on(&plot_area, chart, sizes)?;
    let current = f64::from(chart.current_x);
    plot.draw_series(std::iter::once(PathElement::new(
        vec![(current, chart.y_range.0), (current, chart.y_range.1)],
        palette.text.mix(0.35).stroke_width(sizes.px(1.0)),
    )))?;
    draw_series(&mut plot, chart, palette, sizes)?;
    draw_markers(&mut plot, chart, palette, sizes)?;
    Ok(())
}

/// What every layer lays out the same way: the sizes at its scale, the legend's layout,
/// and the area split into the legend's strip and the plot's area below it.
struct Strips<DB: DrawingBackend> {
    sizes: Sizes,
    layout: LegendLayout,
    legend: DrawingArea<DB, Shift>,
    plot_area: DrawingArea<DB, Shift>,
}

/// The [`Strips`] of `chart` on `root` at `scale`.
fn strips<DB: DrawingBackend>(
    root: &DrawingArea<DB, Shift>,
    chart: &CurveChart,
    scale: f64,
) -> Strips<DB> {
    let (width, _) = root.dim_in_pixel();
    let sizes = Sizes::new(width, scale);
    let layout = legend_layout(width, chart, sizes);
    let (legend, plot_area) = root.split_vertically(layout.height);
    Strips {
        sizes,
        layout,
        legend,
        plot_area,
    }
}

/// Where the legend's entries go: (row, offset in pixels) each, and the strip's height.
struct LegendLayout {
    placements: Vec<(usize, f64)>,
    height: u32,
    left: i32,
    row_height: f64,
}

/// The legend gets its own strip above the plot, so it never covers a curve or a marker
/// label, whatever p is and however narrow the screen. Entries flow into rows.
fn legend_layout(width: u32, chart: &CurveChart, sizes: Sizes) -> LegendLayout {
    let scale = sizes.scale;
    let font_size = sizes.font(sizes.label);
    let left = sizes.px(if sizes.compact { 50.0 } else { 68.0 }) as i32;
    let available = f64::from(width) - f64::from(left) - 8.0 * scale;
    let entry_width =
        |label: &str| 34.0 * scale + font_size * 0.56 * label.chars().count() as f64 + 16.0 * scale;
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
    LegendLayout {
        placements,
        height: (8.0 * scale + rows as f64 * row_height).round() as u32,
        left,
        row_height,
    }
}

/// Each series' line sample and label, in the strip `legend`.
fn draw_legend<DB: DrawingBackend>(
    legend: &DrawingArea<DB, Shift>,
    chart: &CurveChart,
    palette: &Palette,
    sizes: Sizes,
    layout: &LegendLayout,
) -> DrawResult<()>
where
    DB::ErrorType: 'static,
{
    let scale = sizes.scale;
    let font_size = sizes.font(sizes.label);
    for (series, &(row, offset)) in chart.series.iter().zip(&layout.placements) {
        let x = layout.left + offset.round() as i32;
        let y = (4.0 * scale + layout.row_height * (row as f64 + 0.5)).round() as i32;
        let color = series.ink.color(palette);
        let sample_end = x + sizes.px(24.0) as i32;
        match series.stroke {
            Stroke::Solid => legend.draw(&PathElement::new(
                vec![(x, y), (sample_end, y)],
                color.stroke_width(sizes.px(3.0)),
            ))?,
            Stroke::Predicted => legend.draw(&PathElement::new(
                vec![(x, y), (sample_end, y)],
                color.mix(PREDICTED_OPACITY).stroke_width(sizes.px(5.0)),
            ))?,
            Stroke::Dashed | Stroke::Dotted => {
                let (dash, gap) = dash_pattern(series.stroke, scale);
                let mut start = x;
                while start < sample_end {
                    let end = (start + dash as i32).min(sample_end);
                    legend.draw(&PathElement::new(
                        vec![(start, y), (end, y)],
                        color.stroke_width(sizes.px(2.0)),
                    ))?;
                    start = end + gap as i32;
                }
            }
        }
        legend.draw(&Text::new(
            series.label.clone(),
            (x + sizes.px(30.0) as i32, y),
            (FontFamily::SansSerif, font_size)
                .into_font()
                .color(&palette.text)
                .pos(Pos::new(HPos::Left, VPos::Center)),
        ))?;
    }
    Ok(())
}

/// The plot's coordinates on `area` (nothing drawn): the same margins and label strips for
/// the frame and the marks, so both map x and y to the same pixels.
fn plot_on<'a, DB: DrawingBackend>(
    area: &'a DrawingArea<DB, Shift>,
    chart: &CurveChart,
    sizes: Sizes,
) -> DrawResult<Plot<'a, DB>>
where
    DB::ErrorType: 'static,
{
    let compact = sizes.compact;
    let x_max = f64::from(chart.x_max.max(2));
    Ok(ChartBuilder::on(area)
        .margin_top(sizes.px(8.0))
        .margin_right(sizes.px(MARGIN_RIGHT))
        .margin_left(sizes.px(MARGIN_LEFT))
        .margin_bottom(sizes.px(6.0))
        .x_label_area_size(sizes.px(if compact { 38.0 } else { 44.0 }))
        .y_label_area_size(sizes.px(if compact {
            Y_LABELS_COMPACT
        } else {
            Y_LABELS_WIDE
        }))
        .build_cartesian_2d(1f64..x_max, chart.y_range.0..chart.y_range.1)?)
}

/// The axes, their labels and titles, and the grid.
fn draw_grid<DB: DrawingBackend>(
    plot: &mut Plot<'_, DB>,
    chart: &CurveChart,
    palette: &Palette,
    sizes: Sizes,
) -> DrawResult<()>
where
    DB::ErrorType: 'static,
{
    let text = palette.text;
    let label_font = (FontFamily::SansSerif, sizes.font(sizes.label))
        .into_font()
        .color(&text);
    let title_font = (FontFamily::SansSerif, sizes.font(sizes.label + 1.0))
        .into_font()
        .color(&text);
    // Whole-number ticks only: never more labels than there are whole x values.
    let x_labels = (if sizes.compact { 6 } else { 11 }).min(chart.x_max.max(2) as usize);
    plot.configure_mesh()
        .x_desc(chart.x_title.as_str())
        .y_desc(chart.y_title.as_str())
        .x_labels(x_labels)
        .y_labels(6)
        .x_label_formatter(&|x| format!("{}", x.round() as i64))
        .y_label_formatter(&|y| format!("{}%", (y * 100.0).round() as i64))
        .label_style(label_font)
        .axis_desc_style(title_font)
        .bold_line_style(palette.grid.stroke_width(sizes.px(1.0)))
        .light_line_style(palette.grid.mix(0.35).stroke_width(sizes.px(1.0)))
        // One minor line between labels: plotters' default of ten is a hundred extra strokes
        // per redraw for a grid nobody reads at that density.
        .max_light_lines(1)
        .axis_style(text.mix(0.6).stroke_width(sizes.px(1.0)))
        .draw()?;
    Ok(())
}

/// The bands (translucent, under the lines), then the curves, solid or dashed.
fn draw_series<DB: DrawingBackend>(
    plot: &mut Plot<'_, DB>,
    chart: &CurveChart,
    palette: &Palette,
    sizes: Sizes,
) -> DrawResult<()>
where
    DB::ErrorType: 'static,
{
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
                    color.stroke_width(sizes.px(2.5)),
                ))?;
            }
            Stroke::Predicted => {
                plot.draw_series(LineSeries::new(
                    series.points.iter().copied(),
                    color.mix(PREDICTED_OPACITY).stroke_width(sizes.px(5.0)),
                ))?;
            }
            Stroke::Dashed | Stroke::Dotted => {
                let (dash, gap) = dash_pattern(series.stroke, sizes.scale);
                plot.draw_series(DashedLineSeries::new(
                    series.points.iter().copied(),
                    dash,
                    gap,
                    color.stroke_width(sizes.px(2.0)),
                ))?;
            }
        }
    }
    Ok(())
}

/// The labelled points at the current x. Labels sit to the right of the marker in the left
/// half and to its left in the right half, so they never run off the plot.
fn draw_markers<DB: DrawingBackend>(
    plot: &mut Plot<'_, DB>,
    chart: &CurveChart,
    palette: &Palette,
    sizes: Sizes,
) -> DrawResult<()>
where
    DB::ErrorType: 'static,
{
    let x_max = f64::from(chart.x_max.max(2));
    let right_half = f64::from(chart.current_x) > (1.0 + x_max) / 2.0;
    let font_size = sizes.font(sizes.label + 1.0);
    // How far a label sits from its dot, sideways and up or down.
    let (across, up) = (sizes.px(9.0) as i32, sizes.px(11.0) as i32);
    for marker in &chart.markers {
        let color = marker.ink.color(palette);
        let dx = if right_half { -across } else { across };
        let dy = if marker.label_above { -up } else { up };
        let anchor = Pos::new(
            if right_half { HPos::Right } else { HPos::Left },
            VPos::Center,
        );
        let font = (FontFamily::SansSerif, font_size)
            .into_font()
            .style(FontStyle::Bold)
            .color(&color)
            .pos(anchor);
        let dot = sizes.px(5.0);
        plot.draw_series(std::iter::once(
            EmptyElement::at((marker.x, marker.y))
                + Circle::new((0, 0), dot, palette.background.filled())
                + Circle::new((0, 0), dot, color.stroke_width(sizes.px(2.5)))
                + Text::new(marker.label.clone(), (dx, dy), font),
        ))?;
    }
    Ok(())
}

/// Dash and gap lengths in backing-store pixels.
fn dash_pattern(stroke: Stroke, scale: f64) -> (u32, u32) {
    let (dash, gap) = match stroke {
        Stroke::Dotted => (3.0, 4.0),
        // A solid line never asks for a pattern; long dashes if it did.
        Stroke::Dashed | Stroke::Solid | Stroke::Predicted => (9.0, 5.0),
    };
    (
        (dash * scale).round().max(1.0) as u32,
        (gap * scale).round().max(1.0) as u32,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::k_chart;
    use passk_core::closed_form::Rate;
    use passk_core::lang::Lang;

    fn svg(draw: impl FnOnce(&DrawingArea<SVGBackend, Shift>)) -> String {
        let mut svg = String::new();
        {
            let root = SVGBackend::with_string(&mut svg, (800, 420)).into_drawing_area();
            draw(&root);
        }
        svg
    }

    /// The cache a page keeps is sound: the frame drawn for one p, with the marks of
    /// another p on top, is the picture of the other p drawn whole.
    #[test]
    fn a_kept_frame_under_new_marks_is_the_whole_new_chart() {
        let before = k_chart(Rate::from_per_mille(800), (6, 3), None, Lang::En);
        let after = k_chart(Rate::from_per_mille(512), (6, 3), None, Lang::En);
        assert_eq!(
            before.frame(800, 1.0),
            after.frame(800, 1.0),
            "a p tick keeps the frame"
        );
        let whole = svg(|root| draw_curve_chart(root, &after, &Palette::LIGHT, 1.0).unwrap());
        let layered = svg(|root| {
            draw_curve_frame(root, &before, &Palette::LIGHT, 1.0).unwrap();
            draw_curve_marks(root, &after, &Palette::LIGHT, 1.0).unwrap();
            root.present().unwrap();
        });
        assert_eq!(layered, whole);
        assert!(whole.contains("pass^6 = 1.8%"), "{:?}", after.markers);
    }

    #[test]
    fn the_frame_changes_with_the_k_range_the_legend_strip_and_the_language() {
        let frame = |rate: u32, k_m: (u32, u32), lang: Lang, width: u32| {
            k_chart(Rate::from_per_mille(rate), k_m, None, lang).frame(width, 1.0)
        };
        let base = frame(800, (6, 1), Lang::En, 800);
        // k = 6 and k = 7 share the axis up to 20; k = 30 stretches it.
        assert_eq!(base, frame(800, (7, 1), Lang::En, 800));
        assert_ne!(base, frame(800, (30, 1), Lang::En, 800));
        // The "at least m/k" entry names k, so the legend is drawn with the marks: a k tick
        // within the axis keeps the frame, as long as the legend's strip keeps its height.
        let share = frame(800, (6, 3), Lang::En, 800);
        assert_eq!(share, frame(800, (7, 3), Lang::En, 800));
        assert_eq!(share, frame(300, (13, 7), Lang::En, 800));
        // A third entry that does not fit beside the other two wraps onto a second row, and
        // the plot starts lower.
        assert_ne!(base, share);
        assert_ne!(base, frame(800, (6, 1), Lang::Ko, 800));
    }

    /// A k tick within the axis keeps the frame and draws the legend's strip again: the
    /// frame of one k, its strip redrawn for the next k (whose legend names another m/k),
    /// under the next k's marks, shows the next k's chart drawn whole.
    #[test]
    fn a_kept_frame_with_its_legend_redrawn_is_the_whole_next_chart() {
        let before = k_chart(Rate::from_per_mille(800), (6, 3), None, Lang::En);
        let after = k_chart(Rate::from_per_mille(800), (9, 5), None, Lang::En);
        assert_eq!(before.frame(800, 1.0), after.frame(800, 1.0));
        assert_ne!(before.legend(), after.legend());
        let whole = svg(|root| draw_curve_chart(root, &after, &Palette::LIGHT, 1.0).unwrap());
        let layered = svg(|root| {
            draw_curve_frame(root, &before, &Palette::LIGHT, 1.0).unwrap();
            draw_curve_legend(root, &after, &Palette::LIGHT, 1.0).unwrap();
            draw_curve_marks(root, &after, &Palette::LIGHT, 1.0).unwrap();
            root.present().unwrap();
        });
        // The frame draws nothing in the legend's strip but the background and the legend:
        // without their legends, the two frames are the same elements.
        let body = |svg: String| -> Vec<String> {
            svg.lines()
                .filter(|line| !line.starts_with("<svg") && !line.starts_with("</svg"))
                .map(str::to_owned)
                .collect()
        };
        let legend = |chart: &CurveChart| {
            body(svg(|root| {
                draw_curve_legend(root, chart, &Palette::LIGHT, 1.0).unwrap()
            }))
        };
        let frame = |chart: &CurveChart| {
            body(svg(|root| {
                draw_curve_frame(root, chart, &Palette::LIGHT, 1.0).unwrap()
            }))
        };
        let without = |lines: Vec<String>, gone: &[String]| -> Vec<String> {
            lines
                .into_iter()
                .filter(|line| !gone.contains(line))
                .collect()
        };
        let (old_legend, new_legend) = (legend(&before), legend(&after));
        // The strip's fill, first: the whole width, the strip's height (two rows at 800 px).
        assert!(
            old_legend[0].starts_with(r#"<rect x="0" y="0" width="800" height="48""#),
            "{old_legend:?}"
        );
        assert_eq!(old_legend[0], new_legend[0]);
        assert_eq!(
            without(frame(&before), &old_legend[1..]),
            without(frame(&after), &new_legend[1..])
        );
        assert!(layered.contains(&new_legend[1..].join("\n")), "{layered}");
        assert!(whole.contains("at least 5/9 of the attempts"), "{whole}");
        assert!(!whole.contains("3/6"), "{whole}");
    }
}

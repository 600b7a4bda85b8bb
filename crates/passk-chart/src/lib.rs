//! Chart drawing, generic over plotters' `DrawingBackend`: the same functions draw on a
//! `<canvas>` in the browser and to SVG in native tests and export.
//!
//! A chart is described by plain data (`model`): the explorer's charts are built from `core`
//! (`explorer`), the data view's from `data` (`data`); `curves` and `histogram` draw them,
//! `export` writes them out. Sizes are given in CSS pixels and multiplied by `scale` (the
//! device pixel ratio) so text and strokes stay the same visual size on a HiDPI store.

mod board;
mod compare;
mod curves;
mod data;
mod explorer;
mod export;
mod frames;
mod guesses;
mod histogram;
mod model;
mod qr;
mod quiz;

use plotters::coord::Shift;
use plotters::prelude::*;

pub use board::{draw_board, BoardChart, BoardPoint};
pub use compare::{difference_chart, runs_chart, ComparePoint};
pub use curves::{
    draw_curve_chart, draw_curve_frame, draw_curve_legend, draw_curve_marks, x_under_pointer,
    CurveFrame, CurveLegend,
};
pub use data::{continued_k_max, data_chart, histogram_chart, Continuation};
pub use explorer::{k_chart, steps_chart};
pub use export::{chart_csv, svg_document};
pub use frames::{frames_room, FrameCache, FrameStep, SEEN_FRAMES};
pub use guesses::{draw_guesses, stacked, GuessChart};
pub use histogram::draw_histogram;
pub use model::{Band, CurveChart, HistogramChart, Ink, Marker, Palette, Series, Stroke};
pub use qr::qr_svg;
pub use quiz::quiz_chart;

/// The result of a drawing call; plotters' errors are boxed because they are backend-specific.
pub type DrawResult<T> = Result<T, Box<dyn std::error::Error>>;

/// Anything a chart canvas can show.
#[derive(Clone, Debug, PartialEq)]
pub enum Drawing {
    /// Probability curves over a whole-number x.
    Curves(CurveChart),
    /// A bar chart of task counts.
    Histogram(HistogramChart),
    /// Runs with their intervals, in rank order.
    Board(BoardChart),
    /// A workshop room's guesses.
    Guesses(GuessChart),
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
        Drawing::Board(board) => draw_board(root, board, palette, scale),
        Drawing::Guesses(guesses) => draw_guesses(root, guesses, palette, scale),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use passk_core::beta::Difficulty;
    use passk_core::closed_form::Rate;
    use passk_core::lang::Lang;

    /// The 000 article's three tasks of eight trials: 8, 6 and 4 successes.
    fn article_tasks() -> passk_data::dataset::Dataset {
        use passk_core::estimators::TaskCounts;
        use passk_data::import::NamedTask;
        passk_data::dataset::Dataset::new(
            [(8, 8), (8, 6), (8, 4)]
                .into_iter()
                .map(|(n, c)| NamedTask {
                    name: format!("{n}:{c}"),
                    counts: TaskCounts::new(n, c).unwrap(),
                })
                .collect(),
        )
    }

    fn render(chart: &CurveChart, palette: &Palette) -> String {
        let mut svg = String::new();
        {
            let root = SVGBackend::with_string(&mut svg, (800, 420)).into_drawing_area();
            draw_curve_chart(&root, chart, palette, 1.0).expect("chart draws");
        }
        svg
    }

    #[test]
    fn a_pointer_over_a_marker_reads_back_its_k() {
        // The marker of the current k is drawn where the plot maps k; the pointer mapping
        // must agree (wide and compact layouts).
        for (width, k) in [(800u32, 6u32), (800, 17), (360, 3)] {
            let chart = k_chart(Rate::from_per_mille(800), (k, 1), None, Lang::En);
            let mut svg = String::new();
            {
                let root = SVGBackend::with_string(&mut svg, (width, 420)).into_drawing_area();
                draw_curve_chart(&root, &chart, &Palette::LIGHT, 1.0).unwrap();
            }
            let at = svg.find("<circle cx=\"").expect("a marker") + "<circle cx=\"".len();
            let cx: f64 = svg[at..].split('"').next().unwrap().parse().unwrap();
            let x = x_under_pointer(&chart, f64::from(width), cx);
            assert!((x - f64::from(k)).abs() < 0.1, "width {width}, k {k}: {x}");
        }
    }

    fn hex(color: RGBColor) -> String {
        format!("#{:02X}{:02X}{:02X}", color.0, color.1, color.2)
    }

    #[test]
    fn k_chart_draws_both_curves_legend_axes_and_marker_labels() {
        let svg = render(
            &k_chart(Rate::from_per_mille(800), (6, 1), None, Lang::En),
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
        let chart = k_chart(Rate::from_per_mille(750), (3, 1), None, Lang::En);
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
        let chart = k_chart(rate, (8, 1), Some(spread), Lang::Pt);
        assert_eq!(chart.series.len(), 4);
        assert_eq!(chart.markers[1].label, "pass^8 = 10,01%");
        assert_eq!(chart.x_title, "k (número de tentativas)");
        let step = passk_core::chain::verified_step(Rate::from_per_mille(950), 1.0, 1);
        let chart = steps_chart(Rate::from_per_mille(950), 4, Some(step), Lang::Ko);
        assert_eq!(chart.series.len(), 2);
        assert_eq!(chart.markers[0].label, "4 단계 = 81.45%");
        let svg = render(&chart, &Palette::LIGHT);
        assert!(svg.contains(&hex(Palette::LIGHT.verified)));
        // No verifier (v = 0): one curve.
        let same = passk_core::chain::verified_step(Rate::from_per_mille(950), 0.0, 3);
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
        let drawing = Drawing::Curves(k_chart(Rate::from_per_mille(800), (6, 1), None, Lang::En));
        let svg = svg_document(&drawing, 800, 450, &Palette::LIGHT);
        assert!(svg.starts_with("<svg"));
        assert!(svg.trim_end().ends_with("</svg>"));
        assert!(svg.contains("pass^6 = 26.21%"));
    }

    #[test]
    fn csv_export_has_every_k_at_full_precision() {
        let chart = k_chart(Rate::from_per_mille(800), (6, 1), None, Lang::En);
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
            &k_chart(Rate::from_per_mille(800), (6, 1), None, Lang::En),
            &Palette::LIGHT,
        );
        let b = render(
            &k_chart(Rate::from_per_mille(800), (7, 1), None, Lang::En),
            &Palette::LIGHT,
        );
        assert_ne!(a, b);
    }

    #[test]
    fn data_chart_overlays_measured_iid_and_fitted_curves() {
        use passk_data::dataset::{data_curves, success_histogram};
        let tasks = article_tasks();
        let curves = data_curves(&tasks, 8).unwrap();
        let chart = data_chart(&curves, (8, 3), None, Lang::En);
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
    fn the_data_chart_continues_past_n_as_the_posterior_prediction() {
        use passk_core::posterior::BetaPrior;
        use passk_data::dataset::data_curves;
        use passk_data::honest::posterior_curves;
        let tasks = article_tasks();
        let curves = data_curves(&tasks, 8).unwrap();
        let k_max = continued_k_max(8, 10);
        assert_eq!(k_max, 16);
        let (pass_at_k, pass_hat_k) = posterior_curves(&tasks, k_max, BetaPrior::UNIFORM);
        let continuation = Continuation {
            pass_at_k,
            pass_hat_k,
        };
        let chart = data_chart(&curves, (8, 10), Some(&continuation), Lang::En);
        assert_eq!(chart.x_max, 16);
        let predicted: Vec<&Series> = chart
            .series
            .iter()
            .filter(|series| series.stroke == Stroke::Predicted)
            .collect();
        assert_eq!(predicted.len(), 2);
        assert_eq!(predicted[1].label, "pass^k, posterior prediction past n");
        // From the last measured k (8) to the axis's end.
        assert_eq!(predicted[1].points.first().unwrap().0, 8.0);
        assert_eq!(predicted[1].points.last().unwrap().0, 16.0);
        // At k = 10 the marker sits on the prediction: (9/19 + 28/323 + 7/646)/3.
        let want = (9.0 / 19.0 + 28.0 / 323.0 + 7.0 / 646.0) / 3.0;
        let marker = chart
            .markers
            .iter()
            .find(|m| m.label.starts_with("pass^10"))
            .unwrap();
        assert!((marker.y - want).abs() < 1e-15);
        assert_eq!(marker.label, "pass^10 ≈ 19.04%");
        assert!(render(&chart, &Palette::DARK).contains("posterior prediction"));
    }

    #[test]
    fn extreme_values_draw_without_error() {
        for (per_mille, k) in [(0, 1), (1000, 100), (1, 100), (999, 1), (500, 14)] {
            let svg = render(
                &k_chart(Rate::from_per_mille(per_mille), (k, 1), None, Lang::En),
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

//! A workshop room's guesses: a dot per guess on the 0–100% axis, dots on the same point
//! stacked, the count in the title, and after the reveal the truth (and a participant's
//! own guess) as vertical lines.

use plotters::coord::Shift;
use plotters::prelude::*;

use super::model::Palette;
use super::DrawResult;

/// What the guesses chart shows.
#[derive(Clone, Debug, PartialEq)]
pub struct GuessChart {
    /// Every guess, in percent.
    pub guesses: Vec<f64>,
    /// The exact value once revealed, in percent.
    pub truth: Option<f64>,
    /// The viewer's own guess, in percent (a participant's page).
    pub yours: Option<f64>,
    /// The title: how many guessed.
    pub title: String,
    /// The x axis's title.
    pub x_title: String,
}

/// The stacks: each guess rounded to a whole point, and its height in that stack (from 1).
pub fn stacked(guesses: &[f64]) -> Vec<(f64, u32)> {
    let mut counts = [0_u32; 101];
    guesses
        .iter()
        .map(|guess| {
            let point = guess.clamp(0.0, 100.0).round() as usize;
            counts[point] += 1;
            (point as f64, counts[point])
        })
        .collect()
}

/// Draws the guesses on `root`.
pub fn draw_guesses<DB: DrawingBackend>(
    root: &DrawingArea<DB, Shift>,
    chart: &GuessChart,
    palette: &Palette,
    scale: f64,
) -> DrawResult<()>
where
    DB::ErrorType: 'static,
{
    let px = |css: f64| (css * scale).round().max(1.0) as u32;
    let font = (FontFamily::SansSerif, 13.0 * scale)
        .into_font()
        .color(&palette.text);
    root.fill(&palette.background)?;
    let stacks = stacked(&chart.guesses);
    let tallest = stacks
        .iter()
        .map(|(_, height)| *height)
        .max()
        .unwrap_or(0)
        .max(5);
    // The title is drawn as plain text, not a caption: laying a caption out measures its
    // font, which a native build without that font installed cannot do.
    root.draw(&Text::new(
        chart.title.clone(),
        (px(12.0) as i32, px(6.0) as i32),
        font.clone(),
    ))?;
    let mut plot = ChartBuilder::on(root)
        .margin(px(12.0))
        .margin_top(px(28.0))
        .x_label_area_size(px(36.0))
        .build_cartesian_2d(0f64..100f64, 0f64..(f64::from(tallest) + 1.0))?;
    plot.configure_mesh()
        .disable_y_mesh()
        .disable_y_axis()
        .x_labels(11)
        .x_label_formatter(&|x| format!("{}%", x.round()))
        .x_desc(chart.x_title.as_str())
        .label_style(font.clone())
        .axis_desc_style(font.clone())
        .bold_line_style(palette.grid.stroke_width(px(1.0)))
        .light_line_style(palette.grid.mix(0.3).stroke_width(px(1.0)))
        .axis_style(palette.text.mix(0.6).stroke_width(px(1.0)))
        .draw()?;
    let radius = px(5.0) as i32;
    plot.draw_series(stacks.iter().map(|&(x, height)| {
        Circle::new(
            (x, f64::from(height) - 0.5),
            radius,
            palette.pass_at_k.mix(0.85).filled(),
        )
    }))?;
    let line = |x: f64, color: RGBColor| {
        PathElement::new(
            vec![(x, 0.0), (x, f64::from(tallest) + 1.0)],
            color.stroke_width(px(3.0)),
        )
    };
    if let Some(truth) = chart.truth {
        plot.draw_series(std::iter::once(line(truth, palette.pass_hat_k)))?;
    }
    if let Some(yours) = chart.yours {
        plot.draw_series(std::iter::once(line(yours, palette.verified)))?;
    }
    root.present()?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn guesses_on_one_point_stack() {
        assert_eq!(
            stacked(&[43.0, 43.4, 95.0, 42.6, -3.0]),
            vec![(43.0, 1), (43.0, 2), (95.0, 1), (43.0, 3), (0.0, 1)]
        );
    }

    #[test]
    fn the_room_draws_to_svg_with_a_dot_a_guess() {
        let mut svg = String::new();
        {
            let root = SVGBackend::with_string(&mut svg, (640, 240)).into_drawing_area();
            let chart = GuessChart {
                guesses: vec![40.0, 43.0, 45.5, 50.0, 60.0, 70.0, 95.0],
                truth: Some(43.046721),
                yours: None,
                title: "7 guesses".into(),
                x_title: "pass^8".into(),
            };
            draw_guesses(&root, &chart, &Palette::LIGHT, 1.0).unwrap();
        }
        assert_eq!(svg.matches("<circle").count(), 7);
        assert!(svg.contains("7 guesses"));
    }
}

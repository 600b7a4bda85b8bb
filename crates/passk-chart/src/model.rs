//! What a chart shows, as plain data: series, bands, markers and axis titles, and the
//! colours they are drawn in. Built by `explorer` and `data`, drawn by `curves` and
//! `histogram`, written out by `export`.

use plotters::style::RGBColor;

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
    /// At least m of k, between pass@k and pass^k (Okabe–Ito orange, darkened for contrast).
    pub between: RGBColor,
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
        between: RGBColor(160, 105, 0),
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
        between: RGBColor(240, 200, 80),
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
    /// The at-least-m-of-k colour.
    Between,
}

impl Ink {
    pub(super) fn color(self, palette: &Palette) -> RGBColor {
        match self {
            Ink::PassAtK => palette.pass_at_k,
            Ink::PassHatK => palette.pass_hat_k,
            Ink::Chain => palette.chain,
            Ink::Verified => palette.verified,
            Ink::Between => palette.between,
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
    /// A translucent line (a prediction where nothing was measured: the posterior past n).
    Predicted,
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
    /// The y axis's range: (0, 1) for probabilities; a difference chart goes below 0.
    pub y_range: (f64, f64),
    /// The curves.
    pub series: Vec<Series>,
    /// Confidence bands, drawn under the curves.
    pub bands: Vec<Band>,
    /// The x of the current-value guide line.
    pub current_x: u32,
    /// The labelled points at the current x.
    pub markers: Vec<Marker>,
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

//! A chart's data table: the numbers behind it, for a screen reader or a keyboard user.

use passk_chart::CurveChart;
use passk_core::format::percent;
use passk_core::lang::Lang;
use passk_words::prelude::*;

/// One row: x and each series' value at x.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableRow {
    /// x as shown in the row header.
    pub x: String,
    /// Whether this is the chart's current x (highlighted).
    pub current: bool,
    /// Each series' value, as a percentage in the page's language ("" where a series has
    /// no point).
    pub cells: Vec<String>,
}

/// Every point of a curve chart as a table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChartTableView {
    /// The x axis title, then each series' label.
    pub headings: Vec<String>,
    /// One row per x of the first series.
    pub rows: Vec<TableRow>,
}

impl ChartTableView {
    /// The headings alone: they change with the language or the series, not every tick.
    pub fn headings(chart: &CurveChart) -> Vec<String> {
        std::iter::once(chart.x_title.clone())
            .chain(chart.series.iter().map(|series| series.label.clone()))
            .collect()
    }

    /// The table of `chart` in `lang`.
    pub fn new(chart: &CurveChart, lang: Lang) -> ChartTableView {
        let rows = chart.series.first().map_or(0, |series| series.points.len());
        let rows = (0..rows)
            .map(|row| {
                let x = chart.series[0].points[row].0;
                TableRow {
                    x: format!("{x}"),
                    current: x == f64::from(chart.current_x),
                    cells: chart
                        .series
                        .iter()
                        .map(|series| {
                            series
                                .points
                                .get(row)
                                .map(|point| lang.number(&percent(point.1)))
                                .unwrap_or_default()
                        })
                        .collect(),
                }
            })
            .collect();
        ChartTableView {
            headings: ChartTableView::headings(chart),
            rows,
        }
    }
}

//! The results block: the data view's numbers as text to paste into a paper or a pull
//! request (Markdown, CSV or LaTeX), with everything a reader needs to trust them (tasks,
//! trials per task, k, estimator, interval method and level, seeds, the passk version) and
//! one sentence per metric in the page's language.

use passk_core::board::Standing;
use passk_core::format::percent;
use passk_core::lang::Lang;
use passk_core::posterior::EstimatorChoice;
use passk_core::stats::{Bootstrap, Interval, IntervalMethod};
use passk_data::dataset::DataSummary;
use passk_data::honest::{HonestSummary, WithInterval};

use crate::escape::{csv_field, latex, markdown, one_line};
use crate::honest::HonestText;
use crate::prelude::*;

passk_core::closed_set! {
    /// The results block's formats. Listed once; every question about one is a match here.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
    pub enum BlockFormat {
        /// A Markdown table and sentences.
        #[default]
        Markdown = "markdown",
        /// Comma-separated values with a sentence column, at full precision.
        Csv = "csv",
        /// A LaTeX `tabular` and sentences.
        Latex = "latex",
        /// Columns aligned with spaces and sentences: what `passk` prints on a terminal.
        Text = "text",
    }
}

impl BlockFormat {
    /// The formats a page offers to copy (aligned text is for a terminal's fixed-width font).
    pub fn offered_on_a_page(self) -> bool {
        match self {
            BlockFormat::Markdown | BlockFormat::Csv | BlockFormat::Latex => true,
            BlockFormat::Text => false,
        }
    }

    /// The label shown.
    pub fn label(self) -> &'static str {
        match self {
            BlockFormat::Markdown => "Markdown",
            BlockFormat::Csv => "CSV",
            BlockFormat::Latex => "LaTeX",
            BlockFormat::Text => "Text",
        }
    }
}

/// What the block reports: the data view's summary and honest numbers at one k.
#[derive(Clone, Copy, Debug)]
pub struct ResultsInput<'a> {
    /// The unbiased summary.
    pub summary: &'a DataSummary,
    /// The posterior, spectrum and Wilson numbers.
    pub honest: &'a HonestSummary,
    /// The bootstrap's resamples and seed.
    pub bootstrap: Bootstrap,
    /// The interval the unbiased rows show: the bootstrap's, or Student t's (the posterior
    /// and Wilson rows are there whichever is chosen).
    pub interval: IntervalMethod,
    /// passk's version.
    pub version: &'a str,
}

/// How a row's interval was made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Method {
    StudentT,
    Bootstrap,
    Credible,
    Wilson,
    NoInterval,
}

/// One metric's row.
struct Row {
    metric: String,
    value: f64,
    interval: Option<Interval>,
    estimator: &'static str,
    method: Method,
    tasks: u64,
}

fn rows(lang: Lang, input: &ResultsInput) -> Vec<Row> {
    let (summary, honest) = (input.summary, input.honest);
    let k = honest.k;
    let unbiased = lang.block_estimator(EstimatorChoice::Unbiased);
    let posterior = lang.block_estimator(EstimatorChoice::Posterior);
    let mut rows = Vec::new();
    for (name, across) in [
        (format!("pass@{k}"), &summary.pass_at_k),
        (format!("pass^{k}"), &summary.pass_hat_k),
        ("avg@k".to_string(), &summary.avg),
    ] {
        if let Some(mean) = across.summary {
            let (interval, method) = match input.interval {
                IntervalMethod::Bootstrap => (mean.bootstrap_interval, Method::Bootstrap),
                IntervalMethod::StudentT | IntervalMethod::Wilson | IntervalMethod::Bayes => {
                    (mean.t_interval, Method::StudentT)
                }
            };
            rows.push(Row {
                metric: name,
                value: mean.mean,
                interval: Some(interval),
                estimator: unbiased,
                method,
                tasks: across.tasks_used as u64,
            });
        }
    }
    let credible = |metric: String, with: WithInterval| Row {
        metric,
        value: with.value,
        interval: Some(with.interval),
        estimator: posterior,
        method: Method::Credible,
        tasks: honest.tasks,
    };
    rows.push(credible(format!("pass@{k}"), honest.posterior_pass_at_k));
    rows.push(credible(format!("pass^{k}"), honest.posterior_pass_hat_k));
    rows.push(credible("Bayes@N".to_string(), honest.bayes));
    let tau = passk_core::input::FieldSpec::TAU.show(honest.tau_per_mille);
    for (metric, draw) in [
        (format!("G-Pass@{k} (τ = {tau})"), honest.g_pass_at_k),
        (format!("mG-Pass@{k}"), honest.mg_pass_at_k),
    ] {
        if let Some(value) = draw.value {
            rows.push(Row {
                metric,
                value,
                interval: None,
                estimator: unbiased,
                method: Method::NoInterval,
                tasks: draw.tasks_used,
            });
        }
    }
    rows.push(Row {
        metric: format!("Cover@{tau}"),
        value: honest.cover,
        interval: None,
        estimator: lang.block_share(),
        method: Method::NoInterval,
        tasks: honest.tasks,
    });
    if let Some(wilson) = honest.wilson {
        rows.push(Row {
            metric: lang.honest_words().wilson_title.to_string(),
            value: wilson.value,
            interval: Some(wilson.interval),
            estimator: lang.block_share(),
            method: Method::Wilson,
            tasks: honest.tasks,
        });
    }
    rows
}

/// The block in `format`, in `lang`.
pub fn results_block(lang: Lang, input: &ResultsInput, format: BlockFormat) -> String {
    let rows = rows(lang, input);
    let honest = input.honest;
    let (min, max) = honest.trials_range;
    let trials = if min == max {
        min.to_string()
    } else {
        format!("{min}–{max}")
    };
    let shown = |value: f64| lang.number(&percent(value));
    let interval_text = |row: &Row| {
        row.interval
            .map(|interval| format!("{} – {}", shown(interval.low), shown(interval.high)))
            .unwrap_or_else(|| "—".to_string())
    };
    let sentence = |row: &Row| {
        lang.block_sentence(
            &row.metric,
            &shown(row.value),
            row.estimator,
            row.interval
                .map(|_| (lang.block_method(row.method), interval_text(row))),
            row.tasks,
        )
    };
    let k = honest.k.to_string();
    let table = Table {
        headers: lang.block_headers().to_vec(),
        csv_headers: vec![
            "metric",
            "k",
            "value",
            "ci_low",
            "ci_high",
            "interval",
            "estimator",
            "tasks",
            "trials_per_task",
        ],
        shown: rows
            .iter()
            .map(|row| {
                vec![
                    row.metric.clone(),
                    k.clone(),
                    shown(row.value),
                    interval_text(row),
                    lang.block_method(row.method).to_string(),
                    row.estimator.to_string(),
                    row.tasks.to_string(),
                    trials.clone(),
                ]
            })
            .collect(),
        raw: rows
            .iter()
            .map(|row| {
                let (low, high) = row
                    .interval
                    .map(|interval| (interval.low.to_string(), interval.high.to_string()))
                    .unwrap_or_default();
                vec![
                    row.metric.clone(),
                    k.clone(),
                    row.value.to_string(),
                    low,
                    high,
                    lang.block_method(row.method).to_string(),
                    row.estimator.to_string(),
                    row.tasks.to_string(),
                    trials.clone(),
                ]
            })
            .collect(),
        sentences: rows.iter().map(sentence).collect(),
        provenance: lang.block_provenance(
            input.version,
            honest.tasks,
            &trials,
            input.bootstrap,
            lang.prior_name(honest.prior_choice),
        ),
    };
    table.render(format)
}

/// A block's contents before it is written in a format: the shown cells (Markdown and
/// LaTeX), the full-precision cells (CSV), one sentence per row and a provenance line.
pub(crate) struct Table {
    /// Column headers in the page's language.
    pub(crate) headers: Vec<&'static str>,
    /// CSV's column names (stable, for scripts).
    pub(crate) csv_headers: Vec<&'static str>,
    /// The rows as shown.
    pub(crate) shown: Vec<Vec<String>>,
    /// The rows at full precision.
    pub(crate) raw: Vec<Vec<String>>,
    /// One sentence per row.
    pub(crate) sentences: Vec<String>,
    /// What the numbers rest on: version, tasks, seeds, levels.
    pub(crate) provenance: String,
}

impl Table {
    /// The block in `format`.
    pub(crate) fn render(&self, format: BlockFormat) -> String {
        match format {
            BlockFormat::Markdown | BlockFormat::Text => {
                let mut text = rows_block(&self.headers, &self.shown, format);
                let line = match format {
                    BlockFormat::Markdown => markdown,
                    BlockFormat::Text | BlockFormat::Csv | BlockFormat::Latex => one_line,
                };
                text.push('\n');
                text.push_str(&line(&self.provenance));
                text.push_str("\n\n");
                for sentence in &self.sentences {
                    text.push_str(&format!("- {}\n", line(sentence)));
                }
                text
            }
            BlockFormat::Csv => {
                let mut text = self.csv_headers.join(",");
                text.push_str(",sentence\n");
                for (row, sentence) in self.raw.iter().zip(&self.sentences) {
                    let quoted: Vec<String> = row
                        .iter()
                        .chain(std::iter::once(sentence))
                        .map(|field| csv_field(field))
                        .collect();
                    text.push_str(&quoted.join(","));
                    text.push('\n');
                }
                text.push_str(&csv_field(&self.provenance));
                text.push('\n');
                text
            }
            BlockFormat::Latex => {
                let columns = "l".to_string() + &"r".repeat(self.headers.len() - 1);
                let headers: Vec<String> = self.headers.iter().map(|h| latex(h)).collect();
                let mut text = format!(
                    "\\begin{{tabular}}{{{columns}}}\n\\hline\n{} \\\\\n\\hline\n",
                    headers.join(" & ")
                );
                for row in &self.shown {
                    let cells: Vec<String> = row.iter().map(|cell| latex(cell)).collect();
                    text.push_str(&cells.join(" & "));
                    text.push_str(" \\\\\n");
                }
                text.push_str("\\hline\n\\end{tabular}\n\n");
                text.push_str(&latex(&self.provenance));
                text.push_str("\n\n");
                for sentence in &self.sentences {
                    text.push_str(&latex(sentence));
                    text.push_str("\n\n");
                }
                text
            }
        }
    }
}

/// A plain table (no sentences, no provenance) in `format`: the command's per-task rows
/// and its plan's trade, written as every block is.
pub fn rows_block(headers: &[&str], rows: &[Vec<String>], format: BlockFormat) -> String {
    match format {
        BlockFormat::Text => {
            let rows: Vec<Vec<String>> = rows
                .iter()
                .map(|row| row.iter().map(|cell| one_line(cell)).collect())
                .collect();
            aligned(headers, &rows)
        }
        BlockFormat::Markdown => {
            let cells = |row: &[String]| row.iter().map(|cell| markdown(cell)).collect::<Vec<_>>();
            let mut text = format!(
                "| {} |\n|{}\n",
                headers.join(" | "),
                " --- |".repeat(headers.len())
            );
            for row in rows {
                text.push_str(&format!("| {} |\n", cells(row).join(" | ")));
            }
            text
        }
        BlockFormat::Csv => {
            let line = |cells: Vec<String>| cells.join(",") + "\n";
            let mut text = line(headers.iter().map(|h| csv_field(h)).collect());
            for row in rows {
                text.push_str(&line(row.iter().map(|cell| csv_field(cell)).collect()));
            }
            text
        }
        BlockFormat::Latex => {
            let columns = "l".to_string() + &"r".repeat(headers.len().saturating_sub(1));
            let cells = |row: Vec<String>| row.join(" & ") + " \\\\\n";
            let mut text = format!("\\begin{{tabular}}{{{columns}}}\n\\hline\n");
            text.push_str(&cells(headers.iter().map(|h| latex(h)).collect()));
            text.push_str("\\hline\n");
            for row in rows {
                text.push_str(&cells(row.iter().map(|cell| latex(cell)).collect()));
            }
            text.push_str("\\hline\n\\end{tabular}\n");
            text
        }
    }
}

/// Rows under their headers, each column as wide as its widest cell (counted in characters;
/// Hangul is two columns wide on a terminal, so Korean headers are padded by that width).
pub fn aligned(headers: &[&str], rows: &[Vec<String>]) -> String {
    let width = |text: &str| {
        text.chars()
            .map(|c| {
                if ('\u{1100}'..='\u{d7a3}').contains(&c) {
                    2
                } else {
                    1
                }
            })
            .sum::<usize>()
    };
    let mut widths: Vec<usize> = headers.iter().map(|header| width(header)).collect();
    for row in rows {
        for (column, cell) in row.iter().enumerate() {
            if let Some(widest) = widths.get_mut(column) {
                *widest = (*widest).max(width(cell));
            }
        }
    }
    let line = |cells: Vec<&str>| {
        let padded: Vec<String> = cells
            .iter()
            .enumerate()
            .map(|(column, cell)| {
                let room = widths.get(column).copied().unwrap_or(0);
                format!("{cell}{}", " ".repeat(room.saturating_sub(width(cell))))
            })
            .collect();
        let mut text = padded.join("  ").trim_end().to_string();
        text.push('\n');
        text
    };
    let mut text = line(headers.to_vec());
    text.push_str(&line(
        widths
            .iter()
            .map(|&w| "-".repeat(w))
            .collect::<Vec<_>>()
            .iter()
            .map(String::as_str)
            .collect(),
    ));
    for row in rows {
        text.push_str(&line(row.iter().map(String::as_str).collect()));
    }
    text
}

every_language_says! {
    /// The block's words, in each language.
    pub(crate) trait BlockText {
        fn block_headers(&self) -> [&'static str; 8];
        fn block_method(&self, method: Method) -> &'static str;
        fn block_estimator(&self, estimator: EstimatorChoice) -> &'static str;
        fn block_share(&self) -> &'static str;
        fn block_provenance(
            &self,
            version: &str,
            tasks: u64,
            trials: &str,
            bootstrap: Bootstrap,
            prior: &str,
        ) -> String;
        fn block_sentence(
            &self,
            metric: &str,
            value: &str,
            estimator: &str,
            interval: Option<(&str, String)>,
            tasks: u64,
        ) -> String;

        /// The leaderboard block's column headers.
        fn board_headers(&self) -> Vec<&'static str>;
        /// One run's line in the leaderboard block: its rank, rank interval and groups from
        /// `standing`, its value and interval already written.
        fn board_standing(
            &self,
            run: &str,
            standing: &Standing,
            metric: &str,
            value: &str,
            interval: &str,
            tasks: usize,
        ) -> String;
        /// How the leaderboard was made, in one line.
        fn board_provenance(
            &self,
            version: &str,
            runs: usize,
            tasks: usize,
            left_out: (usize, usize),
            resamples: u32,
            seed: u64,
        ) -> String;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use passk_core::estimators::TaskCounts;
    use passk_core::posterior::PriorChoice;
    use passk_data::dataset::{summarize_at, Dataset};
    use passk_data::honest::honest_at;
    use passk_data::import::NamedTask;

    fn block(lang: Lang, format: BlockFormat) -> String {
        let data = Dataset::new(
            [(8, 8), (8, 6), (8, 4)]
                .iter()
                .enumerate()
                .map(|(index, &(n, c))| NamedTask {
                    name: format!("t{index}"),
                    counts: TaskCounts::new(n, c).unwrap(),
                })
                .collect(),
        );
        let summary = summarize_at(&data, 3, Bootstrap::default()).unwrap();
        let honest = honest_at(&data, 3, 500, PriorChoice::Uniform).unwrap();
        let input = ResultsInput {
            summary: &summary,
            honest: &honest,
            bootstrap: Bootstrap::default(),
            interval: passk_core::stats::IntervalMethod::StudentT,
            version: "0.1.0",
        };
        results_block(lang, &input, format)
    }

    #[test]
    fn the_block_names_everything_a_reader_needs() {
        let markdown = block(Lang::En, BlockFormat::Markdown);
        assert!(
            markdown.starts_with("| Metric | k | Value | 95% interval |"),
            "{markdown}"
        );
        // The article's pass^3 of 3 tasks × 8 trials: (1 + 20/56 + 4/56)/3 = 10/21.
        assert!(markdown.contains("| pass^3 | 3 | 47.62% |"), "{markdown}");
        assert!(
            markdown.contains("passk 0.1.0; 3 tasks, 8 trials per task; bootstrap 2000 resamples")
        );
        assert!(markdown.contains("- pass^3 is 47.62% (unbiased; 95% Student t interval"));
        let portuguese = block(Lang::Pt, BlockFormat::Markdown);
        assert!(
            portuguese.contains("| pass^3 | 3 | 47,62% |"),
            "{portuguese}"
        );
        assert!(portuguese.contains("em 3 tarefas."));
        let korean = block(Lang::Ko, BlockFormat::Markdown);
        assert!(korean.contains("| 지표 | k | 값 |"), "{korean}");
        let csv = block(Lang::En, BlockFormat::Csv);
        assert!(csv.contains("\npass^3,3,0.47619047619047616,"), "{csv}");
        let latex = block(Lang::En, BlockFormat::Latex);
        assert!(
            latex.contains("pass\\textasciicircum{}3 & 3 & 47.62\\% &"),
            "{latex}"
        );
        for format in BlockFormat::ALL {
            assert_eq!(BlockFormat::from_key(format.key()), Some(format));
        }
    }
}

//! The compare view's results block: A, B and the paired difference B − A at k for pass@k
//! and pass^k, with the paired t and bootstrap intervals, the permutation p-value and how it
//! was found, the tasks compared, the seed and passk's version.

use passk_core::compare::{PairedDifference, Permutations};
use passk_core::format::{percent, signed_percent};
use passk_core::lang::Lang;
use passk_core::stats::Interval;

use crate::compare::CompareText;
use crate::prelude::*;
use crate::results::{BlockFormat, Table};

/// What the compare block reports.
#[derive(Clone, Copy, Debug)]
pub struct CompareBlockInput<'a> {
    /// The view's k.
    pub k: u64,
    /// pass@k's difference; None when no task has k trials in both runs.
    pub pass_at_k: Option<&'a PairedDifference>,
    /// pass^k's difference.
    pub pass_hat_k: Option<&'a PairedDifference>,
    /// Tasks matched by id.
    pub matched: usize,
    /// Tasks only in A, only in B.
    pub unmatched: (usize, usize),
    /// The seed of the bootstrap and a sampled permutation test.
    pub seed: u64,
    /// passk's version.
    pub version: &'a str,
}

/// The compare block in `format`, in `lang`; None when there is no difference to report.
pub fn compare_block(lang: Lang, input: &CompareBlockInput, format: BlockFormat) -> Option<String> {
    let rows: Vec<(String, &PairedDifference)> =
        [("pass@", input.pass_at_k), ("pass^", input.pass_hat_k)]
            .into_iter()
            .filter_map(|(name, difference)| Some((format!("{name}{}", input.k), difference?)))
            .collect();
    if rows.is_empty() {
        return None;
    }
    let shown = |value: f64| lang.number(&percent(value));
    let range = |interval: Option<passk_core::stats::Interval>| {
        interval
            .map(|i| {
                format!(
                    "{} – {}",
                    lang.number(&signed_percent(i.low)),
                    lang.number(&signed_percent(i.high))
                )
            })
            .unwrap_or_else(|| "—".to_string())
    };
    let how = |difference: &PairedDifference| {
        let (exact, count) = match difference.permutations {
            Permutations::Exact(count) => (true, count),
            Permutations::Sampled(count) => (false, u64::from(count)),
        };
        lang.permutations_said(exact, count)
    };
    let k = input.k.to_string();
    let table = Table {
        headers: lang.compare_block_headers().to_vec(),
        csv_headers: vec![
            "metric",
            "k",
            "a",
            "b",
            "difference",
            "paired_t_low",
            "paired_t_high",
            "bootstrap_low",
            "bootstrap_high",
            "p_value",
            "tasks",
        ],
        shown: rows
            .iter()
            .map(|(metric, d)| {
                vec![
                    metric.clone(),
                    k.clone(),
                    shown(d.mean_a),
                    shown(d.mean_b),
                    lang.number(&signed_percent(d.difference)),
                    range(d.paired_t),
                    range(d.paired_bootstrap),
                    shown(d.p_value),
                    d.tasks.to_string(),
                ]
            })
            .collect(),
        raw: rows
            .iter()
            .map(|(metric, d)| {
                let bounds = |interval: Option<Interval>| {
                    interval
                        .map(|i| (i.low.to_string(), i.high.to_string()))
                        .unwrap_or_default()
                };
                let (t_low, t_high) = bounds(d.paired_t);
                let (bootstrap_low, bootstrap_high) = bounds(d.paired_bootstrap);
                vec![
                    metric.clone(),
                    k.clone(),
                    d.mean_a.to_string(),
                    d.mean_b.to_string(),
                    d.difference.to_string(),
                    t_low,
                    t_high,
                    bootstrap_low,
                    bootstrap_high,
                    d.p_value.to_string(),
                    d.tasks.to_string(),
                ]
            })
            .collect(),
        sentences: rows
            .iter()
            .map(|(metric, d)| {
                lang.compare_block_sentence(
                    metric,
                    &lang.number(&signed_percent(d.difference)),
                    (&range(d.paired_t), &range(d.paired_bootstrap)),
                    (&shown(d.p_value), &how(d)),
                    d.tasks,
                )
            })
            .collect(),
        provenance: lang.compare_block_provenance(input),
    };
    Some(table.render(format))
}

every_language_says! {
    /// The compare block's words, in each language.
    pub(crate) trait CompareBlockText {
        fn compare_block_headers(&self) -> [&'static str; 9];
        fn compare_block_sentence(
            &self,
            metric: &str,
            difference: &str,
            intervals: (&str, &str),
            p_value: (&str, &str),
            tasks: usize,
        ) -> String;
        fn compare_block_provenance(&self, input: &CompareBlockInput) -> String;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use passk_core::compare::{paired_difference, Metric, PairedCounts};
    use passk_core::estimators::TaskCounts;

    #[test]
    fn the_compare_block_names_the_test_and_the_seed() {
        let pairs: Vec<PairedCounts> = [((8, 8), (8, 7)), ((8, 6), (8, 8)), ((8, 4), (8, 6))]
            .iter()
            .map(|&((na, ca), (nb, cb))| PairedCounts {
                a: TaskCounts::new(na, ca).unwrap(),
                b: TaskCounts::new(nb, cb).unwrap(),
            })
            .collect();
        let at = paired_difference(&pairs, 1, Metric::PassAtK, 7).unwrap();
        let hat = paired_difference(&pairs, 1, Metric::PassHatK, 7).unwrap();
        let input = CompareBlockInput {
            k: 1,
            pass_at_k: Some(&at),
            pass_hat_k: Some(&hat),
            matched: 3,
            unmatched: (0, 1),
            seed: 7,
            version: "0.1.0",
        };
        let markdown = compare_block(Lang::En, &input, BlockFormat::Markdown).unwrap();
        // pass@1 of A = 18/24 = 75%, of B = 21/24 = 87.5%.
        assert!(
            markdown.contains("| pass@1 | 1 | 75% | 87.5% | +12.5% |"),
            "{markdown}"
        );
        assert!(markdown.contains("(0 only in A, 1 only in B)"));
        assert!(markdown.contains("seed 7"));
        let csv = compare_block(Lang::Pt, &input, BlockFormat::Csv).unwrap();
        assert!(csv.contains("\npass@1,1,0.75,0.875,0.125,"), "{csv}");
        let none = CompareBlockInput {
            pass_at_k: None,
            pass_hat_k: None,
            ..input
        };
        assert_eq!(compare_block(Lang::Ko, &none, BlockFormat::Latex), None);
    }
}

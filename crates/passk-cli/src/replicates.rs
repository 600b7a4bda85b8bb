//! `passk replicates`: the same agent run several times over the same tasks, one file (or
//! one `--run NAME=FILE` group) a run. Each run's headline at each k with the spread across
//! runs, the tasks that flip, the share of the variance between tasks (ICC) and the
//! smallest change two runs like these can tell from noise (`passk_core::replicates`).

use passk_core::aggregate::Metric;
use passk_core::estimators::TaskCounts;
use passk_core::format::percent;
use passk_core::lang::Lang;
use passk_core::replicates::{match_replicates, ReplicateReport, Replicates};
use passk_words::prelude::*;
use passk_words::results::{rows_block, BlockFormat};
use serde_json::{json, Value};

use crate::args::ReplicatesArgs;
use crate::board::runs_asked;
use crate::provenance::provenance;
use crate::read::Run;
use crate::{block_format, json_text, Context, Failure, Report};

/// Tasks listed under `flips.tasks`, at most (the count is always whole).
const FLIPS_LISTED: usize = 50;

/// Replicate runs matched and reported at each k.
pub struct Replicated {
    replicates: Replicates,
    missing: usize,
    at: Vec<(u64, Vec<ReplicateReport>)>,
}

/// Matches `runs` by task id and reports them at `ks` (1 and the largest k every task
/// allows in every run when empty).
pub fn replicate(runs: &[&Run], ks: &[u64]) -> Result<Replicated, Failure> {
    if runs.len() < 2 {
        return Err(Failure::Usage(
            "replicates compares two runs or more: give one file per run, or --run NAME=FILE"
                .into(),
        ));
    }
    if ks.contains(&0) {
        return Err(Failure::Usage(
            "k = 0: k is a number of attempts, 1 or more".into(),
        ));
    }
    let named: Vec<Vec<(String, TaskCounts)>> = runs
        .iter()
        .map(|run| {
            run.import
                .tasks
                .iter()
                .map(|task| (task.name.clone(), task.counts))
                .collect()
        })
        .collect();
    let (replicates, missing) = match_replicates(&named);
    if replicates.tasks.is_empty() {
        return Err(Failure::Input(format!(
            "no task id is in every one of the {} runs, so there is nothing to compare",
            runs.len()
        )));
    }
    let fewest = replicates
        .tasks
        .iter()
        .flatten()
        .map(|counts| counts.trials)
        .min()
        .unwrap_or(1)
        .max(1);
    let ks: Vec<u64> = if ks.is_empty() {
        if fewest > 1 {
            vec![1, fewest]
        } else {
            vec![1]
        }
    } else {
        ks.to_vec()
    };
    let mut at = Vec::with_capacity(ks.len());
    for k in ks {
        let reports: Vec<ReplicateReport> = Metric::ALL
            .into_iter()
            .filter_map(|metric| replicates.report(k, metric))
            .collect();
        if reports.is_empty() {
            return Err(Failure::Usage(format!(
                "k = {k} is more than some task's trials in some run (the fewest is {fewest}): use --k {fewest} or less"
            )));
        }
        at.push((k, reports));
    }
    Ok(Replicated {
        replicates,
        missing,
        at,
    })
}

fn report_json(report: &ReplicateReport) -> Value {
    json!({
        "headlines": report.headlines,
        "mean": report.spread.mean,
        "sd": report.spread.sd,
        "min": report.spread.min,
        "max": report.spread.max,
        "icc": report.icc,
        "run_sd": report.run_sd,
        "mde": report.minimum_detectable,
    })
}

/// The JSON document (`passk replicates --format json`).
pub fn replicates_document(runs: &[&Run], replicated: &Replicated, lang: Lang) -> Value {
    let ks: Vec<u64> = replicated.at.iter().map(|(k, _)| *k).collect();
    let import = runs
        .first()
        .map(|run| run.options.clone())
        .unwrap_or_default();
    let provenance = provenance(
        "replicates",
        (&import, lang),
        runs,
        json!({ "k": ks }),
        (None, None),
    );
    let at: Vec<Value> = replicated
        .at
        .iter()
        .map(|(k, reports)| {
            let mut entry = json!({ "k": k });
            for report in reports {
                entry[metric_key(report.metric)] = report_json(report);
            }
            entry
        })
        .collect();
    let flips = replicated.replicates.flips();
    let listed: Vec<Value> = flips
        .iter()
        .take(FLIPS_LISTED)
        .map(|flip| json!({ "task": replicated.replicates.names[flip.task], "rates": flip.rates, "range": flip.range }))
        .collect();
    json!({
        "runs": runs.iter().map(|run| run.name.clone()).collect::<Vec<_>>(),
        "tasks": replicated.replicates.tasks.len(),
        "missing": replicated.missing,
        "at": at,
        "flips": { "count": flips.len(), "tasks": listed },
        "provenance": provenance,
    })
}

/// The JSON key of a metric, as `passk summary` writes them.
fn metric_key(metric: Metric) -> &'static str {
    match metric {
        Metric::PassAtK => "pass_at_k",
        Metric::PassHatK => "pass_hat_k",
        Metric::AvgAtK => "avg",
    }
}

/// The report as a table (full precision in CSV) and in words.
fn text_report(runs: &[&Run], replicated: &Replicated, lang: Lang, format: BlockFormat) -> String {
    let full = matches!(format, BlockFormat::Csv);
    let shown = |value: f64| {
        if full {
            value.to_string()
        } else {
            lang.number(&percent(value))
        }
    };
    let points = |value: f64| lang.number(&format!("{:.1}", 100.0 * value));
    let mut headers: Vec<String> = vec!["metric".into()];
    headers.extend(runs.iter().map(|run| run.name.clone()));
    headers.extend(["mean", "SD", "min", "max", "MDE"].map(String::from));
    let mut rows = Vec::new();
    let mut sentences = String::new();
    for (k, reports) in &replicated.at {
        for report in reports {
            // At k = 1 the three metrics are each task's c/n: one row says them all.
            if *k == 1 && report.metric != Metric::AvgAtK {
                continue;
            }
            let spread = report.spread;
            let name = if *k == 1 {
                "pass@1 = pass^1 = avg@k".to_string()
            } else {
                report.metric.name_at(*k)
            };
            let mut row = vec![name.clone()];
            row.extend(report.headlines.iter().map(|&value| shown(value)));
            row.extend(
                [
                    spread.mean,
                    spread.sd,
                    spread.min,
                    spread.max,
                    report.minimum_detectable,
                ]
                .map(shown),
            );
            rows.push(row);
            let line = lang.replicate_line(
                &name,
                spread.runs,
                &lang.number(&percent(spread.mean)),
                &points(spread.sd),
                &lang.number(&percent(spread.min)),
                &lang.number(&percent(spread.max)),
            );
            sentences.push_str(&format!(
                "- {line} {}\n",
                lang.noise_floor(&points(report.minimum_detectable))
            ));
        }
    }
    let headers: Vec<&str> = headers.iter().map(String::as_str).collect();
    let mut text = rows_block(&headers, &rows, format);
    text.push('\n');
    text.push_str(&sentences);
    let between = replicated
        .at
        .first()
        .and_then(|(_, reports)| {
            reports
                .iter()
                .find(|report| report.metric == Metric::AvgAtK)
        })
        .and_then(|report| report.icc)
        .map(|icc| lang.number(&percent(icc.clamp(0.0, 1.0))));
    let flips = replicated.replicates.flips().len();
    text.push_str(&lang.flips_sentence(
        flips,
        replicated.replicates.tasks.len(),
        between.as_deref(),
    ));
    text.push('\n');
    text
}

/// `passk replicates FILE FILE...`.
pub fn replicates(args: &ReplicatesArgs, context: &mut Context) -> Result<Report, Failure> {
    let asked = runs_asked(&args.files, &args.runs);
    let mut runs = Vec::with_capacity(asked.len());
    for (name, paths) in &asked {
        runs.push(
            context
                .reader
                .run(Some(name), paths, &mut context.progress)?,
        );
    }
    let run_refs: Vec<&Run> = runs.iter().collect();
    let replicated = replicate(&run_refs, &args.k)?;
    let lang = context.common.lang;
    let text = match block_format(context.format) {
        Some(format) => text_report(&run_refs, &replicated, lang, format),
        None => json_text(&replicates_document(&run_refs, &replicated, lang)),
    };
    Ok(Report::done(text))
}

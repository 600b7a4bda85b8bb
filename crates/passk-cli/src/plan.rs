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

/// `passk plan`.
pub fn plan(args: &PlanArgs, context: &mut Context) -> Result<Report, Failure> {
    // The model is the explorer's: the same p and spread give the same Beta.
    let state = SharedState {
        rate_per_mille: args.p,
        spread_hundredths: args.spread,
        ..SharedState::default()
    };
    let difficulty = state.difficulty().unwrap_or(Difficulty::Uniform {
        mean: state.rate().probability(),
    });
    let k = u64::from(args.k);
    let trials = u64::from(args.trials.unwrap_or(args.k));
    let half_width = f64::from(args.half_width) / 10_000.0;
    let chosen = plan_row(difficulty, k, trials, half_width);
    let trade = plan_trade(difficulty, k, half_width);
    let lang = context.common.lang;
    let text = match block_format(context.format) {
        Some(format) => {
            let width = lang.number(&format!("{}%", f64::from(args.half_width) / 100.0));
            let mut text = match chosen {
                Some(row) => format!(
                    "{} {}\n\n",
                    lang.plan_sentence(row.tasks_hat, k, row.trials, &width),
                    lang.detectable_sentence(k, &lang.number(&percent(row.detectable))),
                ),
                None => format!("{}\n\n", lang.plan_too_few_trials(k)),
            };
            let words = lang.compare_words();
            let rows: Vec<Vec<String>> = trade
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
            let options = json!({
                "p": state.rate().probability(),
                "spread": f64::from(args.spread) / 100.0,
                "k": k,
                "trials": trials,
                "half_width": half_width,
            });
            let provenance = provenance("plan", context.common, &[], options, (None, None));
            json_text(&json!({
                "p": state.rate().probability(),
                "spread": f64::from(args.spread) / 100.0,
                "k": k,
                "half_width": half_width,
                "plan": chosen.map(|row| row_json(&row)),
                "trade": trade.iter().map(row_json).collect::<Vec<_>>(),
                "provenance": provenance,
            }))
        }
    };
    if chosen.is_none() && block_format(context.format).is_none() {
        // JSON still says so: "plan": null, and the reason on standard error.
        context
            .reader
            .notes
            .push(lang.plan_too_few_trials(k).to_string());
    }
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

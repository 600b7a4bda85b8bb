//! `passk gate`: a CI gate on the paired comparison. The candidate fails when it is worse
//! than the baseline by more than the allowed drop with 95% confidence: the paired t
//! interval's upper bound of candidate − baseline is below −D. A point estimate below −D
//! whose interval still reaches −D passes: that drop is not shown to be real.

use passk_core::aggregate::Metric;
use passk_core::compare::{gate_verdict, GateVerdict, PairedDifference};
use passk_core::format::{percent, signed_percent};
use passk_words::command::GateLine;
use passk_words::prelude::*;
use serde_json::json;

use crate::args::GateArgs;
use crate::compare::{difference_json, read_and_compare};
use crate::provenance::provenance;
use crate::{json_text, Context, Failure, Report, EXIT_DONE, EXIT_GATE_FAILED};

/// `passk gate --baseline A --candidate B …`.
pub fn gate(args: &GateArgs, context: &mut Context) -> Result<Report, Failure> {
    // avg@k is the mean of c/n, which is the unbiased pass@1.
    let (k, pick): (
        u64,
        fn(&crate::compare::Compared) -> Option<PairedDifference>,
    ) = match args.metric {
        Metric::PassAtK => (args.k, |c| c.pass_at_k),
        Metric::PassHatK => (args.k, |c| c.pass_hat_k),
        Metric::AvgAtK => (1, |c| c.pass_at_k),
    };
    let (baseline, candidate, compared) =
        read_and_compare((&args.baseline, &args.candidate), k, context)?;
    let Some(difference) = pick(&compared) else {
        return Err(Failure::Input(format!(
            "no task has {k} trials in both runs ({} matched by id): use a smaller --k",
            compared.matched.pairs.len()
        )));
    };
    let verdict = gate_verdict(&difference, args.max_drop);
    let lang = context.common.lang;
    let shown = |value: f64| lang.number(&percent(value));
    let signed = |value: f64| lang.number(&signed_percent(value));
    let interval = difference.paired_t.map(|i| (signed(i.low), signed(i.high)));
    let line = lang.gate_line(&GateLine {
        verdict,
        metric: args.metric.name_at(k),
        baseline: shown(difference.mean_a),
        candidate: shown(difference.mean_b),
        difference: signed(difference.difference),
        interval,
        max_drop: lang.number(&trim(args.max_drop * 100.0)),
        tasks: difference.tasks,
    });
    let exit = match verdict {
        GateVerdict::Failed => EXIT_GATE_FAILED,
        GateVerdict::Passed | GateVerdict::TooFewTasks => EXIT_DONE,
    };
    // The one line is what a CI log shows; JSON only when asked for by name.
    let text = match context
        .common
        .format
        .unwrap_or(crate::args::OutputFormat::Table)
    {
        crate::args::OutputFormat::Json => {
            let options = json!({
                "metric": args.metric.key(),
                "k": k,
                "max_drop": args.max_drop,
            });
            let resamples = passk_core::compare::BOOTSTRAP_RESAMPLES;
            let provenance = provenance(
                "gate",
                (&baseline.options, lang),
                &[&baseline, &candidate],
                options,
                (Some(compared.seed), Some(resamples)),
            );
            json_text(&json!({
                "passed": exit == EXIT_DONE,
                "verdict": verdict.key(),
                "line": line,
                "metric": args.metric.key(),
                "k": k,
                "max_drop": args.max_drop,
                "baseline": difference.mean_a,
                "candidate": difference.mean_b,
                "diff": difference_json(Some(&difference)),
                "provenance": provenance,
            }))
        }
        crate::args::OutputFormat::Table
        | crate::args::OutputFormat::Csv
        | crate::args::OutputFormat::Md
        | crate::args::OutputFormat::Latex => format!("{line}\n"),
    };
    Ok(Report { text, exit })
}

/// Points without trailing zeros: 2.0 → "2", 0.5 → "0.5".
fn trim(points: f64) -> String {
    let text = format!("{points:.4}");
    text.trim_end_matches('0').trim_end_matches('.').to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn points_are_written_without_trailing_zeros() {
        assert_eq!(trim(2.0), "2");
        assert_eq!(trim(0.5), "0.5");
    }
}

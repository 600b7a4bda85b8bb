//! `passk compare`: run B against run A, exactly as the compare page. Tasks matched by id
//! (`passk_data::compare::MatchRuns`, a slice at a time under the progress bar), the paired
//! difference of pass@k and pass^k (`MatchedRuns::difference`: paired t, seeded paired
//! bootstrap, Welch for contrast, the sign-flip permutation test), the tasks that moved and
//! the tasks only in one run; the page's compare block for every text format.

use std::path::PathBuf;

use passk_core::compare::{Metric, PairedDifference, Permutations, COMPARE_SEED};
use passk_data::compare::{changes, movers, MatchRuns, MatchedRuns, Mover, MoverOrder};
use passk_data::import::NamedTask;
use passk_words::prelude::*;
use passk_words::results::{rows_block, BlockFormat};
use passk_words::results_compare::{compare_block, CompareBlockInput};
use serde_json::{json, Value};

use crate::args::CompareArgs;
use crate::progress::Progress;
use crate::provenance::{provenance, with_interval};
use crate::read::Run;
use crate::{block_format, json_text, Context, Failure, Report};
use passk_core::lang::Lang;

/// Tasks matched between two looks at the progress bar.
const TASKS_PER_STEP: usize = 50_000;

/// Two runs matched, with both metrics' differences at k.
pub struct Compared {
    /// The tasks matched by id.
    pub matched: MatchedRuns,
    /// pass@k's paired difference; None when no task has k trials in both runs.
    pub pass_at_k: Option<PairedDifference>,
    /// pass^k's.
    pub pass_hat_k: Option<PairedDifference>,
    /// The k.
    pub k: u64,
    /// The seed used.
    pub seed: u64,
}

/// Matches two runs and takes both differences at `k` (the compare page's seed when
/// `seed` is None).
pub fn compare_runs(
    (a, b): (&Run, &Run),
    k: u64,
    seed: Option<u64>,
    progress: &mut Progress,
) -> Result<Compared, Failure> {
    if k == 0 {
        return Err(Failure::Usage(
            "k = 0: k is a number of attempts, 1 or more".into(),
        ));
    }
    let matched = match_with_progress(&a.import.tasks, &b.import.tasks, progress);
    let seed = seed.unwrap_or(COMPARE_SEED);
    Ok(Compared {
        pass_at_k: matched.difference(k, Metric::PassAtK, seed),
        pass_hat_k: matched.difference(k, Metric::PassHatK, seed),
        matched,
        k,
        seed,
    })
}

/// Reads both runs (each one file or several), then [`compare_runs`].
pub fn read_and_compare(
    (a, b): (&[PathBuf], &[PathBuf]),
    k: u64,
    context: &mut Context,
) -> Result<(Run, Run, Compared), Failure> {
    let a = context.reader.run(None, a, &mut context.progress)?;
    let b = context.reader.run(None, b, &mut context.progress)?;
    let compared = compare_runs((&a, &b), k, context.common.seed, &mut context.progress)?;
    Ok((a, b, compared))
}

/// The compare JSON document (`passk compare --format json`, `passk.compare().to_dict()`).
pub fn compare_document(
    (a, b): (&Run, &Run),
    compared: &Compared,
    movers_listed: usize,
    lang: Lang,
) -> Value {
    let moved = movers(&compared.matched, MoverOrder::Biggest, movers_listed);
    let options = json!({ "k": compared.k, "movers": movers_listed });
    let resamples = passk_core::compare::BOOTSTRAP_RESAMPLES;
    let provenance = provenance(
        "compare",
        (&a.options, lang),
        &[a, b],
        options,
        (Some(compared.seed), Some(resamples)),
    );
    compare_json((a, b), compared, &moved, provenance)
}

fn match_with_progress(a: &[NamedTask], b: &[NamedTask], progress: &mut Progress) -> MatchedRuns {
    let mut job = MatchRuns::default();
    while !job.step(a, b, TASKS_PER_STEP) {
        progress.update("matching", job.progress(a, b));
    }
    progress.clear();
    job.finish()
}

/// Run A's and run B's files from the arguments: two positional files, or -a and -b.
fn sides(args: &CompareArgs) -> Result<(Vec<PathBuf>, Vec<PathBuf>), Failure> {
    match (args.files.as_slice(), args.a.is_empty(), args.b.is_empty()) {
        ([a, b], true, true) => Ok((vec![a.clone()], vec![b.clone()])),
        ([], false, false) => Ok((args.a.clone(), args.b.clone())),
        _ => Err(Failure::Usage(
            "compare takes two files (A then B), or -a FILE and -b FILE (each repeatable)"
                .to_string(),
        )),
    }
}

/// `passk compare A B`.
pub fn compare(args: &CompareArgs, context: &mut Context) -> Result<Report, Failure> {
    let (a, b) = sides(args)?;
    let (a, b, compared) = read_and_compare((&a, &b), args.k, context)?;
    let lang = context.common.lang;
    let text = match block_format(context.format) {
        Some(format) => {
            let moved = movers(&compared.matched, MoverOrder::Biggest, args.movers);
            text_report((&a, &b), &compared, &moved, lang, format)
        }
        None => json_text(&compare_document((&a, &b), &compared, args.movers, lang)),
    };
    Ok(Report::done(text))
}

/// A paired difference as JSON: the paired t interval as `lo`/`hi`, the permutation p.
pub fn difference_json(difference: Option<&PairedDifference>) -> Value {
    let Some(d) = difference else {
        return json!({ "value": null, "lo": null, "hi": null, "p": null });
    };
    let (exact, count) = match d.permutations {
        Permutations::Exact(count) => (true, count),
        Permutations::Sampled(count) => (false, u64::from(count)),
    };
    let mut value = with_interval(d.difference, d.paired_t);
    if let Value::Object(object) = &mut value {
        object.insert("p".into(), json!(d.p_value));
        object.insert(
            "bootstrap".into(),
            json!({ "lo": d.paired_bootstrap.map(|i| i.low), "hi": d.paired_bootstrap.map(|i| i.high) }),
        );
        object.insert(
            "unpaired".into(),
            json!({ "lo": d.unpaired_t.map(|i| i.low), "hi": d.unpaired_t.map(|i| i.high) }),
        );
        object.insert(
            "permutations".into(),
            json!({ "exact": exact, "count": count }),
        );
        object.insert("tasks".into(), json!(d.tasks));
        object.insert("left_out".into(), json!(d.left_out));
    }
    value
}

fn compare_json(
    (a, b): (&Run, &Run),
    compared: &Compared,
    moved: &[Mover],
    provenance: Value,
) -> Value {
    let (matched, k) = (&compared.matched, compared.k);
    let side = |run: &Run, pick: fn(&PairedDifference) -> f64| {
        json!({
            "name": run.name,
            "tasks": run.import.tasks.len(),
            "pass_at_k": compared.pass_at_k.as_ref().map(pick),
            "pass_hat_k": compared.pass_hat_k.as_ref().map(pick),
        })
    };
    let counts = |counts: passk_core::estimators::TaskCounts| json!({ "n": counts.trials, "c": counts.successes });
    let moved_tasks: Vec<Value> = moved
        .iter()
        .map(|mover| {
            json!({ "task": mover.name, "a": counts(mover.a), "b": counts(mover.b), "change": mover.change })
        })
        .collect();
    let change = changes(matched);
    json!({
        "k": k,
        "tasks_both": matched.pairs.len(),
        "only_a": matched.only_in_a.len(),
        "only_b": matched.only_in_b.len(),
        "a": side(a, |d| d.mean_a),
        "b": side(b, |d| d.mean_b),
        "diff": {
            "pass_at_k": difference_json(compared.pass_at_k.as_ref()),
            "pass_hat_k": difference_json(compared.pass_hat_k.as_ref()),
        },
        "moved": { "changed": change.changed, "up": change.up, "down": change.down, "tasks": moved_tasks },
        "only_in_a": matched.only_in_a,
        "only_in_b": matched.only_in_b,
        "provenance": provenance,
    })
}

fn text_report(
    (a, b): (&Run, &Run),
    compared: &Compared,
    moved: &[Mover],
    lang: Lang,
    format: BlockFormat,
) -> String {
    let (matched, k) = (&compared.matched, compared.k);
    let input = CompareBlockInput {
        k,
        pass_at_k: compared.pass_at_k.as_ref(),
        pass_hat_k: compared.pass_hat_k.as_ref(),
        matched: matched.pairs.len(),
        unmatched: (matched.only_in_a.len(), matched.only_in_b.len()),
        seed: compared.seed,
        version: env!("CARGO_PKG_VERSION"),
    };
    let left_out = compared.pass_hat_k.map_or(0, |d| d.left_out);
    let mut text = format!(
        "A = {}, B = {}\n{}\n",
        a.name,
        b.name,
        lang.matched_note(matched.pairs.len(), left_out, k)
    );
    match compare_block(lang, &input, format) {
        Some(block) => text.push_str(&block),
        None => text.push_str(&format!("{}\n", lang.compare_words().waiting)),
    }
    let change = changes(matched);
    text.push('\n');
    text.push_str(&lang.changed_note(change.changed, change.up, change.down));
    text.push('\n');
    if !moved.is_empty() {
        let words = lang.compare_words();
        let headers = [words.task, "A", "B", words.change];
        let rows: Vec<Vec<String>> = moved
            .iter()
            .map(|mover| {
                vec![
                    mover.name.clone(),
                    format!("{}/{}", mover.a.successes, mover.a.trials),
                    format!("{}/{}", mover.b.successes, mover.b.trials),
                    lang.number(&passk_core::format::signed_percent(mover.change)),
                ]
            })
            .collect();
        text.push('\n');
        text.push_str(&rows_block(&headers, &rows, format));
    }
    if !matched.only_in_a.is_empty() || !matched.only_in_b.is_empty() {
        text.push('\n');
        text.push_str(&lang.unmatched_note(matched.only_in_a.len(), matched.only_in_b.len()));
        text.push('\n');
    }
    text
}

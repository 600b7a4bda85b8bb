//! Everything English says: the words and sentences of every topic (`crate::board`,
//! `crate::data`, …), in that language's word order. A new language is a file like this
//! one, a `Lang` variant and its arm in `languages`' `ask!`.

use crate::{
    board::*, command::*, compare::*, data::*, embed::*, explorer::*, fields::*, files::*,
    honest::*, problems::*, results::*, results_compare::*, workshop::*,
};
use passk_core::{
    board::Standing, compare::GateVerdict, estimators::EstimateError, input::FieldIssue,
    input::FieldSpec, lang::Lang, posterior::EstimatorChoice, posterior::PriorChoice,
    presets::PresetId, quiz::QuestionKind, share::Theme, stats::Bootstrap,
};
use passk_data::{
    compare::MoverOrder, dataset::Consistency, dataset::HistogramAxis, import::wire::WorkerFailure,
    import::ArchiveFault, import::DecodeError, import::Expected, import::FileCounts,
    import::Format, import::InfrastructureErrors, import::JsonKind, import::Place,
    import::ProblemKind, import::TrialKey, import::Warning,
};

/// English.
pub(crate) struct English;

// board.rs

impl BoardText for English {
    fn board_words(&self) -> &'static BoardWords {
        &BOARD_WORDS
    }

    fn board_note(&self, common: usize, partly: &[String], too_few: usize, k: u64) -> String {
        let shown: Vec<&str> = partly.iter().take(10).map(String::as_str).collect();
        let more = partly.len().saturating_sub(shown.len());
        let mut text = format!("Ranked on the {common} tasks every run has.");
        if !partly.is_empty() {
            let list = if more > 0 {
                format!("{} …(+{more})", shown.join(", "))
            } else {
                shown.join(", ")
            };
            text.push(' ');
            text.push_str(&{
                if partly.len() == 1 {
                    format!("1 task is not in every run and is left out: {list}.")
                } else {
                    format!(
                        "{} tasks are not in every run and are left out: {list}.",
                        partly.len()
                    )
                }
            });
        }
        if too_few > 0 {
            text.push(' ');
            text.push_str(&format!("{too_few} of them have fewer than {k} trials in some run and are left out at this k."));
        }
        text
    }

    fn board_not_ranked(&self, runs: usize, common: usize, k: u64, largest_k: u64) -> String {
        if common == 0 {
            return format!(
                "No task is in every one of the {runs} runs (tasks are matched by id)."
            );
        }
        let past = format!("k = {k} is past the runs' trials: each of the {common} tasks every run has has fewer than {k} trials in some run.");
        match largest_k {
            0 => format!("{past} No k can rank them: some run has no trials of each of them."),
            largest => format!("{past} The largest k they allow is {largest}."),
        }
    }

    fn board_use_k(&self, k: u64) -> String {
        format!("Rank at k = {k}")
    }

    fn board_progress(&self, done: f64) -> String {
        let percent = (done * 100.0).floor();
        format!("Ranking… {percent}%")
    }

    fn board_method(&self, single_trial: bool, resamples: u32, seed: u64) -> String {
        let mut text = format!("Values are the unbiased estimators averaged over the common tasks. Intervals and rank intervals come from one paired bootstrap ({resamples} resamples, seed {seed}): each resample draws the same tasks for every run. Pairs are compared task by task with the sign-flip permutation test (exact up to 16 differing tasks, sampled beyond), Holm-adjusted over all pairs; runs sharing a letter are not significantly different at 5%.");
        if single_trial {
            text.push(' ');
            text.push_str("With one trial per task the differences are −1, 0 or +1, and this test is the exact McNemar test on the discordant tasks.");
        }
        text
    }
}

const BOARD_WORDS: BoardWords = BoardWords {
    tab: "Leaderboard",
    lede: "Drop 2 to 20 result files (one run each, any format the data view reads): which run is best, and which can you not tell apart?",
    files_label: "Runs: pick or drop files (one run per file)",
    paste_label: "Or paste a run",
    add_run: "Add as a run",
    name_label: "Name",
    remove: "Remove",
    metric_label: "Metric",
    k_label: "k",
    waiting: "Add at least two runs to rank them.",
    too_many: "A board takes at most 20 runs; the rest were not added.",
    not_added: "not added:",
    runs_not_kept: "Not all runs are kept for your next visit: the browser's storage is full or turned off. They are ranked now; add them again next time.",
    runs_not_kept_last_time: "Some runs of your last visit were not kept (the browser's storage was full or turned off), so they did not come back. Add them again.",
    headers: ["Rank", "Group", "Run", "Value", "95% interval", "Rank 95%"],
    matrix_caption: "Row − column, task by task: mean difference and Holm-adjusted permutation p-value",
};

// compare.rs

impl CompareText for English {
    fn compare_words(&self) -> &'static CompareWords {
        &COMPARE_WORDS
    }

    fn tasks_read(&self, count: usize) -> &'static str {
        plural_en(count, " task read", " tasks read")
    }

    fn mover_order_name(&self, order: MoverOrder) -> &'static str {
        match order {
            MoverOrder::Biggest => "biggest",
            MoverOrder::Up => "up",
            MoverOrder::Down => "down",
            MoverOrder::Name => "id",
        }
    }

    fn matched_note(&self, matched: usize, left_out: usize, k: u64) -> String {
        if matched > 0 && left_out == matched {
            return format!(
                "Every task in both runs ({matched}) is left out at k = {k}: each has fewer than {k} trials in a run. Choose a smaller k to compare them."
            );
        }
        let base = format!(
            "{matched} {} in both runs",
            plural_en(matched, "task", "tasks")
        );
        if left_out == 0 {
            return base;
        }
        format!("{base}; {left_out} left out at k = {k} (fewer than {k} trials in a run)")
    }

    fn changed_note(&self, changed: usize, up: usize, down: usize) -> String {
        let tasks = plural_en(changed, "task changed its", "tasks changed their");
        format!("{changed} {tasks} success rate: {up} up, {down} down.")
    }

    fn matching_progress(&self, done: f64) -> String {
        let percent = (done * 100.0).floor();
        format!("Matching the runs… {percent}%")
    }

    fn unmatched_note(&self, only_a: usize, only_b: usize) -> String {
        let tasks = plural_en(only_a, "task", "tasks");
        format!("{only_a} {tasks} only in run A, {only_b} only in run B (not compared).")
    }

    fn p_value_sentence(&self, metric: &str, share: &str, permutations: &str) -> String {
        format!("If A and B were the same agent, a {metric} difference this large would show up in {share} of reruns (p-value; {permutations} relabellings of A and B per task).")
    }

    fn permutations_said(&self, exact: bool, count: u64) -> String {
        match exact {
            true => format!("all {count}"),
            false => format!("{count} random"),
        }
    }

    fn plan_sentence(&self, tasks: u64, k: u64, trials: u64, width: &str) -> String {
        format!("{tasks} tasks with {trials} trials each pin pass^{k} down to ±{width} (95%).")
    }

    fn plan_too_few_trials(&self, k: u64) -> String {
        format!("pass^{k} needs at least {k} trials per task.")
    }

    fn detectable_sentence(&self, k: u64, difference: &str) -> String {
        format!("Two agents on these tasks: a pass^{k} difference of {difference} or more is found 80% of the time (paired test, 5% level).")
    }
}

/// English.
static COMPARE_WORDS: CompareWords = CompareWords {
    tab_compare: "Compare",
    tab_plan: "Plan",
    compare_lede: "Is B really better than A? Give two runs on the same tasks: tasks are matched by id and compared one by one.",
    run_a: "Run A",
    run_b: "Run B",
    label_k: "k",
    results: "B − A, task by task",
    metric: "metric",
    difference: "B − A",
    paired_t: "paired t (95%)",
    paired_bootstrap: "paired bootstrap (95%)",
    unpaired: "unpaired (95%)",
    interval_undefined: "not defined: fewer than 2 tasks",
    unpaired_note: "The unpaired interval ignores that both runs saw the same tasks; pairing removes the spread of task difficulty, which is why its interval is narrower.",
    movers: "Tasks that moved",
    task: "task",
    change: "change in c/n",
    unmatched: "Tasks in only one run",
    chart_runs: "Both runs over k, with 95% bands: A dashed, B solid.",
    chart_difference: "B − A over k, with the paired 95% interval.",
    legend_a: "A",
    legend_b: "B",
    axis_difference: "B − A",
    waiting: "Give both runs to compare them.",
    plan_lede: "How many tasks does the next eval need? From the explorer's model of difficulty, the exact variance of each task's unbiased estimate, and the tasks it takes to pin the mean down.",
    plan_labels: PlanLabels {
        p: "mean success rate p (%)",
        spread: "difficulty spread ρ (0–1)",
        k: "k",
        trials: "trials per task n",
        width: "target half-width w (points)",
    },
    plan_columns: ["trials per task", "tasks for pass^k", "tasks for pass@k", "trials in all", "detectable pass^k difference"],
    plan_method: "Tasks = ⌈z²·Var/w²⌉ with z = 1.959964 and Var the exact variance of the per-task estimate under the beta-binomial model. The detectable difference is (1.96 + 0.84)·√(2·within-task variance / tasks): two agents on the same tasks share their difficulty.",
};

// data.rs

impl DataText for English {
    fn data_words(&self) -> &'static DataWords {
        &DATA_WORDS
    }

    fn consistency_name(&self, consistency: Consistency) -> &'static str {
        match consistency {
            Consistency::AlwaysRight => "always right",
            Consistency::Flaky => "flaky",
            Consistency::NeverRight => "never right",
        }
    }

    fn status_words(&self, tasks: usize, records: usize) -> StatusWords {
        use crate::compare::plural_en;
        StatusWords {
            after_tasks: plural_en(tasks, " task, ", " tasks, "),
            after_records: plural_en(records, " record read, ", " records read, "),
            after_skipped: " skipped.",
        }
    }

    fn rests_on(&self, tasks: usize, trials: u64, k: u64, excluded: usize) -> String {
        let plural = |n: usize| if n == 1 { "" } else { "s" };
        let mut text = format!("{tasks} task{}, {trials} trials, k = {k}", plural(tasks));
        if excluded > 0 {
            text.push_str(&format!(
                "; {excluded} task{} with fewer than {k} trials left out",
                plural(excluded)
            ));
        }
        text
    }

    fn interval(&self, t: (&str, &str), se: &str, bootstrap: (&str, &str)) -> String {
        let (ci, word) = ("95% CI", "bootstrap");
        format!(
            "{ci} {} – {} (t, SE {se}); {word} {} – {}",
            t.0, t.1, bootstrap.0, bootstrap.1
        )
    }

    fn measured(&self, metric: &str) -> String {
        format!("measured {metric}")
    }

    fn iid_at_mean(&self, rate: &str) -> String {
        let rate = Lang::En.number(rate);
        format!("i.i.d. at mean p = {rate}")
    }

    fn iid_curve(&self, metric: &str) -> String {
        format!("i.i.d. {metric}")
    }

    fn fitted_spread(&self, spread: f64, metric: &str) -> String {
        let spread = Lang::En.number(&format!("{spread:.2}"));
        format!("fitted spread (Beta, ρ = {spread}) {metric}")
    }

    fn fitted_curve(&self, metric: &str) -> String {
        format!("fitted {metric}")
    }

    fn mean_over_tasks(&self) -> &'static str {
        "mean over tasks"
    }

    fn histogram_axis(&self, axis: HistogramAxis) -> String {
        match axis {
            HistogramAxis::SuccessesOutOf(n) => format!("successes out of {n} trials"),
            HistogramAxis::SuccessRate => "per-task success rate".to_string(),
        }
    }

    fn tasks_axis(&self) -> &'static str {
        "tasks"
    }

    fn editor_words(&self) -> EditorWords {
        let (open, close, task, add, remove) = (
            "Edit as a table",
            "Close the table",
            "task",
            "Add a task",
            "Remove",
        );
        EditorWords {
            open,
            close,
            task,
            add,
            remove,
        }
    }

    fn editor_cell(&self, column: &str, row: usize) -> String {
        format!("{column}, row {row}")
    }

    fn editor_remove_row(&self, row: usize) -> String {
        format!("Remove task {row}")
    }

    fn table_showing(&self, shown: usize, total: usize) -> String {
        format!("Showing {shown} of {total} tasks; sort to see others.")
    }

    fn data_regions(&self) -> DataRegions {
        let (data, pick_file, summary) =
            ("Your data", "Pick a results file", "Summary across tasks");
        DataRegions {
            data,
            pick_file,
            summary,
        }
    }

    fn scorer_label(&self) -> &'static str {
        "Scorer"
    }

    fn file_loaded(&self, name: &str) -> String {
        format!("Loaded {name}.")
    }

    fn file_loaded_large(&self, name: &str, megabytes: f64) -> String {
        let size = Lang::En.number(&format!("{megabytes:.1}"));
        format!(
            "Loaded {name} ({size} MB): too big to show in the text area, so it is read directly."
        )
    }

    fn storage_counts_kept(&self) -> &'static str {
        "Kept for your next visit as per-task counts (task, n, c), names included: the data as given is too big for the browser's storage."
    }

    fn storage_not_kept(&self) -> &'static str {
        "Not kept for your next visit: the browser's storage is full or turned off. The data is shown now; pick the file again next time. Nothing older will come back in its place."
    }

    fn storage_not_kept_last_time(&self) -> &'static str {
        "The data of your last visit was not kept: the browser's storage was full or turned off. Paste or pick it again."
    }

    fn kept_previous_note(&self, tasks: usize) -> String {
        format!("Nothing could be read from this input, so the previous data ({tasks} tasks) is still shown. Fix the input, or clear it to start again.")
    }

    fn editor_cap_note(&self, rows: usize) -> String {
        format!("The table editor takes up to {rows} tasks; edit bigger data as text or in the tool that made it.")
    }

    fn data_k_above_trials(&self, k: u64) -> String {
        format!("k = {k} is more than every task's trials: no task has an unbiased estimate")
    }

    fn data_k_not_whole(&self, text: &str) -> String {
        format!("“{text}” is not a whole number ≥ 1")
    }

    fn data_chart_description(&self) -> &'static str {
        "Measured pass@k and pass^k over k with 95% bands, against the i.i.d. curves at the same mean rate and the fitted difficulty-spread curves."
    }

    fn histogram_description(&self) -> &'static str {
        "Histogram of per-task successes."
    }

    fn histogram_caption(&self, always: usize, flaky: usize, never: usize) -> String {
        format!("How often each task passed: {always} always right, {flaky} flaky, {never} never right.")
    }
}

/// English.
static DATA_WORDS: DataWords = DataWords {
    input_label: "Paste results, drop a file here, or pick one",
    sample: "Load the example: 3 tasks × 8 trials (8, 6, 4 successes)",
    clear: "Clear data",
    format: "Format",
    detect: "detect automatically",
    detected: "detect (found: ",
    threshold: "a reward counts as a success when ≥",
    importing: "Importing…",
    k_label: "k for the summary and the table",
    meaning_at: "mean over tasks of 1 − C(n−c, k)/C(n, k)",
    meaning_hat: "mean over tasks of C(c, k)/C(n, k)",
    avg_title: "avg@k (mean success rate)",
    meaning_avg: "mean over tasks of c/n",
    no_estimate: "no task has enough trials for this k",
    chart_caption: "Solid: your data, with 95% bands. Dashed: i.i.d. at the same mean p (what the sliders assume). Dotted: a Beta spread of task difficulty fitted to your data. The gap is why 1 − (1 − p)^k overstates real pass@k.",
    table_caption: "Per task: the unbiased estimates at k. Click a heading to sort.",
    too_few: "n < k",
    kind: "kind",
};

// embed.rs

impl EmbedText for English {
    fn embed_title(&self) -> &'static str {
        // Also in assets/embed.js, which titles the iframes it makes (kept equal by a test).
        "passk: pass@k vs pass^k, interactive"
    }

    fn card_link_label(&self) -> &'static str {
        "Copy link with a preview card"
    }

    fn card_description(&self, p: &str, k: u32, pass_at_k: &str, pass_hat_k: &str) -> String {
        format!(
            "At p = {p} over k = {k} attempts: pass@{k} = {pass_at_k} (at least one succeeds), pass^{k} = {pass_hat_k} (all succeed). Drag the sliders in passk."
        )
    }
}

// explorer.rs

impl ExplorerText for English {
    fn theme_name(&self, theme: Option<Theme>) -> &'static str {
        match theme {
            None => "auto",
            Some(Theme::Light) => "light",
            Some(Theme::Dark) => "dark",
        }
    }

    fn crash_words(&self) -> CrashWords {
        let (title, help, reload) = (
            "Something went wrong and passk stopped. ",
            "Reload the page to start again; your link and saved data are kept. ",
            "Reload",
        );
        CrashWords {
            title,
            help,
            reload,
        }
    }

    fn explorer_sentence(&self, rate: &str, k: u32, all: &str, any: &str) -> String {
        if k == 1 {
            return format!("At {rate} per try, a single attempt succeeds {rate} of the time: with k = 1, pass@k and pass^k are the same.");
        }
        format!("At {rate} per try, all {k} of {k} succeed only {all} of the time; at least one succeeds {any} of the time.")
    }

    fn explorer_regions(&self) -> ExplorerRegions {
        let (controls, results, share) = ("Controls", "Results", "Share and export");
        ExplorerRegions {
            controls,
            results,
            share,
        }
    }

    fn words(&self) -> &'static Words {
        &EXPLORER_WORDS
    }

    fn page_words(&self) -> &'static PageWords {
        &PAGE_WORDS
    }

    fn need_rate(&self, k: u32, target: &str, needed: &str) -> String {
        format!("For pass^{k} ≥ {target} you need p ≥ {needed}.")
    }

    fn need_rate_at(&self, k: u32, target: &str, needed: &str) -> String {
        format!("For pass@{k} ≥ {target}, p ≥ {needed} is enough.")
    }

    fn chain_limit(&self, rate: &str, target: &str, steps: Option<u32>) -> String {
        match steps {
            None => {
                format!("At p = {rate} the chain stays above {target} for any number of steps.")
            }
            Some(0) => {
                format!("At p = {rate} even a single step falls below {target}.")
            }
            Some(1) => {
                format!("At p = {rate} the chain stays above {target} for at most 1 step.")
            }
            Some(n) => {
                format!("At p = {rate} the chain stays above {target} for at most {n} steps.")
            }
        }
    }

    fn step_rate_needed(&self, steps: u32, target: &str, needed: &str) -> String {
        format!("A {steps}-step chain that succeeds {target} of the time needs {needed} per step.")
    }

    fn preset_words(&self, preset: PresetId) -> PresetWords {
        let (label, source) = match preset {
            PresetId::Anthropic75x3 => (
            "75% × 3 trials (98% vs 42%)",
            "Anthropic, evals for agents (000 article)",
        ),
            PresetId::Korean80x6 => (
            "80% × 6 (99.99% vs 26.21%)",
            "the Korean slider widget (002 article)",
        ),
            PresetId::Coding60K1 => ("Coding at 60%, k = 1", "002 article"),
            PresetId::Coding60K3 => ("Coding at 60%, k = 3", "002 article"),
            PresetId::Coding60K10 => ("Coding at 60%, k = 10", "002 article"),
            PresetId::Insurance4Steps => ("Insurance agent: 4 steps at 95%", "002 article"),
            PresetId::Insurance10Steps => ("10 steps at 95%", "002 article"),
            PresetId::Insurance20Steps => ("20 steps at 95%", "002 article"),
            PresetId::Steps99x20 => ("99% per step, 20 steps", "002 article"),
            PresetId::CodexHumanEval => (
            "Codex on HumanEval: 28.8% pass@1 vs 70.2% at k = 100",
            "Chen et al. 2021 (001 article); spread fitted so pass@100 = 70.2%",
        ),
            PresetId::TauBenchRetail => (
            "τ-bench retail: pass^8 below 25%",
            "Yao et al. 2024, τ-bench (000 article); spread fitted so pass^8 = 25%",
        ),
            PresetId::Majority75x5 => (
            "Majority of 5 at 75%: at least 3 of 5",
            "between pass@5 (99.9%) and pass^5 (23.7%): 89.6%; G-Pass@k (Liu et al. 2024) measures it on data",
        ),
        };
        PresetWords { label, source }
    }
}

/// English.
static EXPLORER_WORDS: Words = Words {
    label_p: "Per-trial success rate p",
    label_k: "Attempts k",
    label_steps: "Steps of a multi-step agent",
    meaning_at: "at least one of k attempts succeeds",
    meaning_hat: "all k attempts succeed",
    meaning_chain: "every step of the agent succeeds",
    chain_title: "chain of",
    caption_k: "pass@k and pass^k over k. Both start at p when k = 1, then diverge.",
    caption_steps: "End-to-end success of a multi-step agent: every step must succeed, so the rate is multiplied once per step.",
    axis_k: "k (number of attempts)",
    axis_probability: "probability",
    axis_steps: "number of steps",
    axis_end_to_end: "end-to-end success",
    legend_at: "pass@k = 1 − (1 − p)^k: at least one succeeds",
    legend_hat: "pass^k = p^k: all k succeed",
    legend_spread_at: "pass@k with the difficulty spread",
    legend_spread_hat: "pass^k with the difficulty spread",
    legend_chain: "p^steps: every step succeeds",
    legend_verified: "with the verifier",
    steps_unit: "steps",
    attempts_unit: "attempts",
    percent_word: "percent",
    open_in_passk: "Open in passk",
    data_table: "Data table",
};

/// English, the full page's own words.
static PAGE_WORDS: PageWords = PageWords {
    lede_start: "Run an AI agent k times on the same task. ",
    lede_middle: " is the chance that at least one attempt succeeds; ",
    lede_end: " is the chance that all k succeed. Same agent, same trials, opposite stories.",
    tab_explore: "Explore the formulas",
    tab_data: "Your eval data",
    tabs_label: "Views",
    label_v: "Verifier catches a failed step (v)",
    label_r: "Retries per step (r)",
    label_spread: "Difficulty spread ρ",
    chain_verified_title: "with a verifier",
    effective_step: "effective per-step rate",
    heading_verify: "Verify between steps",
    verify_help: "A check after each step catches a failed attempt with probability v and retries it, up to r times. Each step then succeeds with p · Σ ((1 − p)·v)^i, and the gain compounds over the chain.",
    heading_spread: "Tasks differ in difficulty",
    spread_help: "Keep the mean p and spread it across tasks (Beta distribution). At 0 every task is equally hard, the i.i.d. curves; at 1 tasks are all-or-nothing. Spreading failures evenly is the worst case for pass^k.",
    spread_equal: "every task equally hard",
    spread_all_or_nothing: "tasks are all-or-nothing",
    heading_inverse: "Working backwards",
    heading_presets: "Examples from the articles",
    footnote: "These are theoretical values: every attempt succeeds with the same probability p, independently. Benchmarks estimate pass@k per task, 1 − C(n−c, k)/C(n, k), and average over tasks; because tasks differ in difficulty, their pass@k is lower than 1 − (1 − p)^k at the same mean p.",
    copy_link: "Copy link",
    copy_embed: "Copy embed code",
    copied: "Copied",
    export_png: "Chart as PNG",
    export_svg: "Chart as SVG",
    export_csv: "Values as CSV",
    theme_label: "Theme",
    language_label: "Language",
};

// fields.rs

impl FieldText for English {
    fn field_hint(&self, spec: &FieldSpec, issue: &FieldIssue, value: u32) -> String {
        let show = |units: u32| Lang::En.number(&spec.show(units));
        let name = spec.name;
        let (min, max) = (show(spec.min), show(spec.max));
        let range = format!("Enter a number from {min} to {max}.");
        let value = show(value);
        match issue {
            FieldIssue::Empty => format!("{name} is empty. {range}"),
            FieldIssue::NotANumber(text) => {
                format!("“{text}” is not a number. {range}")
            }
            FieldIssue::BelowMinimum(typed) => {
                format!("{typed} is below the minimum: using {min}.")
            }
            FieldIssue::AboveMaximum(typed) => {
                format!("{typed} is above the maximum: using {max}.")
            }
            FieldIssue::OffGrid => {
                let step = Lang::En.number(&format!("{}", 1.0 / f64::from(spec.scale)));
                match spec.scale == 1 {
                    true => format!("{name} moves in whole numbers: using {value}."),
                    false => format!("{name} moves in steps of {step}: using {value}."),
                }
            }
        }
    }
}

// files.rs

impl CommandText for English {
    fn gate_line(&self, line: &GateLine) -> String {
        let interval = match &line.interval {
            Some((low, high)) => format!("95% CI {low} – {high} over {} tasks", line.tasks),
            None => format!("{} task, no interval", line.tasks),
        };
        let said = format!(
            "{} went from {} to {} ({}; {interval})",
            line.metric, line.baseline, line.candidate, line.difference
        );
        match line.verdict {
            GateVerdict::Failed => format!(
                "FAIL: {said}: a drop of more than {} points, with 95% confidence.",
                line.max_drop
            ),
            GateVerdict::Passed => format!(
                "PASS: {said}: a drop of more than {} points is not shown with 95% confidence.",
                line.max_drop
            ),
            GateVerdict::TooFewTasks => format!(
                "PASS: {said}: one task cannot show a drop of more than {} points.",
                line.max_drop
            ),
        }
    }
}

impl FilesText for English {
    fn import_stopped(&self, name: Option<&str>) -> String {
        let what = name.map_or_else(|| "The pasted text".to_string(), |name| name.to_string());
        format!("{what} was not read: you stopped reading it. What was shown before is unchanged.")
    }

    fn stop_reading(&self) -> &'static str {
        "Stop reading"
    }

    fn import_failed(&self, name: Option<&str>, failure: &WorkerFailure) -> String {
        let what = name.map_or_else(|| "The pasted text".to_string(), |name| name.to_string());
        match failure {
            WorkerFailure::Unavailable => format!(
                "{what} was not read: this browser could not start the page's import worker. Reload the page, or try another browser."
            ),
            WorkerFailure::Died(said) => format!(
                "{what} was not read: it needs more memory than the page has ({said}). Split it into smaller files, or close other tabs and try again."
            ),
        }
    }

    fn files_read_together(&self, files: &[FileCounts]) -> String {
        let each: Vec<String> = files
            .iter()
            .map(|file| {
                format!(
                    "{} ({} tasks, {} trials)",
                    file.name, file.tasks, file.trials
                )
            })
            .collect();
        let apart: Vec<&str> = files
            .iter()
            .filter(|file| !file.overlaps)
            .map(|file| file.name.as_str())
            .collect();
        let mut text = format!(
            "{} files read as one run: {}.",
            files.len(),
            each.join(", ")
        );
        if !apart.is_empty() {
            text.push(' ');
            text.push_str(&format!(
                "{} shares no task with the other files, so it adds no trials to theirs.",
                apart.join(", ")
            ));
        }
        text
    }
}

// honest.rs

impl HonestText for English {
    fn honest_words(&self) -> &'static HonestWords {
        &HONEST_WORDS
    }

    fn m_label(&self) -> &'static str {
        "At least m of the k attempts succeed"
    }

    fn spoken_m(&self, m: u32) -> String {
        if m == 1 {
            "at least 1 success".to_string()
        } else {
            format!("at least {m} successes")
        }
    }

    fn at_least_title(&self, m: u32, k: u32) -> String {
        format!("at least {m} of {k}")
    }

    fn at_least_meaning(&self) -> &'static str {
        "between pass@k (m = 1) and pass^k (m = k)"
    }

    fn share_legend(&self, m: u32, k: u32) -> String {
        format!("at least {m}/{k} of the attempts")
    }

    fn prior_name(&self, prior: PriorChoice) -> &'static str {
        match prior {
            PriorChoice::Uniform => "uniform, Beta(1, 1)",
            PriorChoice::Fitted => "fitted to these tasks (pooled Beta)",
        }
    }

    fn estimator_name(&self, estimator: EstimatorChoice) -> &'static str {
        match estimator {
            EstimatorChoice::Unbiased => "the unbiased estimator (k ≤ n)",
            EstimatorChoice::Posterior => "the posterior mean (any k)",
        }
    }

    fn estimator_note(&self, estimator: EstimatorChoice, prior: &str) -> String {
        match estimator {
            EstimatorChoice::Unbiased => {
                "Estimator: unbiased, 1 − C(n−c, k)/C(n, k) and C(c, k)/C(n, k); interval: Student t and bootstrap.".to_string()
            },
            EstimatorChoice::Posterior => format!(
                "Estimator: posterior mean, prior {prior}; interval: 95% credible, normal approximation σ = √(Σ Var)/M."
            ),
        }
    }

    fn credible_interval(&self, low: &str, high: &str) -> String {
        format!("95% credible interval {low} – {high}")
    }

    fn wilson_interval(&self, low: &str, high: &str) -> String {
        format!("95% Wilson score interval {low} – {high}")
    }

    fn draw_note(&self, used: u64, excluded: u64, k: u64) -> String {
        let mut text = format!(
            "unbiased, over {used} task{} with at least {k} trials",
            if used == 1 { "" } else { "s" }
        );
        if excluded > 0 {
            text.push_str(&format!("; {excluded} left out"));
        }
        text
    }

    fn cover_note(&self, tasks: u64) -> String {
        format!(
            "c/n ≥ τ, counted exactly over {tasks} task{}",
            if tasks == 1 { "" } else { "s" }
        )
    }

    fn posterior_legend(&self, metric: &str) -> String {
        format!("{metric}, posterior prediction past n")
    }

    fn posterior_title(&self, metric: &str, k: u64) -> String {
        format!("posterior {metric}{k}")
    }

    fn wilson_note(&self, tasks: u64) -> String {
        format!("one trial per task, {tasks} tasks")
    }
}

const HONEST_WORDS: HonestWords = HonestWords {
    heading: "Few trials, any k: posterior, spectrum and intervals",
    help: "The unbiased estimator needs k ≤ n. The posterior mean gives pass@k and pass^k at any k from each task's Beta posterior; G-Pass@k and Cover measure what lies between pass@k and pass^k.",
    tau_label: "Share τ for G-Pass@k_τ and Cover@τ (percent)",
    prior_label: "Prior",
    estimator_label: "The pass@k and pass^k cards show",
    meaning_post_at: "at least one of k attempts succeeds, any k",
    meaning_post_hat: "all k attempts succeed, any k",
    meaning_bayes: "the posterior mean success rate (k = 1)",
    meaning_g_pass: "at least a share τ of k attempts succeed",
    meaning_mg_pass: "G-Pass@k averaged over τ above one half",
    meaning_cover: "share of tasks that succeed at least τ of the time",
    wilson_title: "solved (Wilson)",
    meaning_wilson: "share of tasks solved in their one trial",
    t_too_few: "Too few tasks for the t interval: it reached past 0% or 100% and was clipped. Read the posterior credible interval below.",
    copy_results: "Copy results",
    copied: "Copied.",
    block_format_label: "Format",
    block_heading: "Results block",
};

// problems.rs

impl ProblemText for English {
    fn place(&self, place: &Place) -> String {
        match place {
            Place::Input => "input".to_string(),
            Place::Json => "JSON".to_string(),
            Place::Line(line) => format!("line {line}"),
            Place::Header(line) => format!("line {line} (header)"),
            Place::Path(path) => path.clone(),
            Place::TasksEntry(entry) => format!("tasks entry {entry}"),
            Place::InFile { name, at } => format!("{name}, {}", self.place(at)),
        }
    }

    fn json_kind(&self, kind: JsonKind) -> &'static str {
        match kind {
            JsonKind::Null => "null",
            JsonKind::Boolean => "a boolean",
            JsonKind::Number => "a number",
            JsonKind::String => "a string",
            JsonKind::List => "a list",
            JsonKind::Object => "an object",
        }
    }

    fn estimate_error(&self, error: &EstimateError) -> String {
        match error {
            EstimateError::NoTrials => "the task has no trials (n = 0)".to_string(),
            EstimateError::MoreSuccessesThanTrials { successes, trials } => {
                format!("more successes than trials (c = {successes} > n = {trials})")
            }
            EstimateError::KExceedsTrials { k, trials } => {
                format!("k = {k} is more than the task's {trials} trials: no unbiased estimate")
            }
            EstimateError::TooManyTrials { trials } => {
                format!("n = {trials} is too large (at most 2^53)")
            }
        }
    }

    fn problem_kind(&self, kind: &ProblemKind) -> String {
        english_problem(kind)
    }

    fn warning(&self, warning: &Warning) -> String {
        let trial = |key: &TrialKey| match key {
            TrialKey::Number(number) => number.to_string(),
            TrialKey::Text(text) => format!("“{text}”"),
        };
        match warning {
            Warning::CommentLines { count, first_line } => format!(
                "{count} comment line{} (starting with #, before the first row) skipped, from line {first_line}",
                plural(*count)
            ),
            Warning::InfrastructureErrors(count) => format!(
                "{count} simulation{} ended in an infrastructure error and {} left out (not counted as failures)",
                plural(*count),
                if *count == 1 { "was" } else { "were" }
            ),
            Warning::PerturbedInstances(count) => format!(
                "{count} instance{} under a perturbation (robustness, fairness) {} other views of an instance, not trials, and {} left out",
                plural(*count),
                if *count == 1 { "is" } else { "are" },
                if *count == 1 { "was" } else { "were" }
            ),
            Warning::HarnessErrors { count, counted_as_failures } => format!(
                "{count} trial{} the harness could not evaluate (an error, or not run to the end) {}; choose under Infrastructure errors",
                plural(*count),
                match (*counted_as_failures, *count == 1) {
                    (true, true) => "is counted as a failed trial",
                    (true, false) => "are counted as failed trials",
                    (false, true) => "was left out (not counted as a failure)",
                    (false, false) => "were left out (not counted as failures)",
                }
            ),
            Warning::InfrastructureFailures(count) => format!(
                "{count} simulation{} ended in an infrastructure error and {} counted as failed trials, as tau2's leaderboard does (tau2's metrics code leaves them out: choose under Infrastructure errors)",
                plural(*count),
                if *count == 1 { "is" } else { "are" }
            ),
            Warning::RepeatedTrials { count, first } => format!(
                "{count} repeated (task, trial) record{} ignored after the first (first at {})",
                if *count == 1 { " was" } else { "s were" },
                Lang::En.place(first)
            ),
            Warning::RepeatedTask { task, place } => format!(
                "task “{task}” appears again at {}: its counts were added",
                Lang::En.place(place)
            ),
            Warning::MissingTrials { tasks, example } => format!(
                "{tasks} task{} missing trials that other tasks have (e.g. {})",
                if *tasks == 1 { " is" } else { "s are" },
                example
                    .as_ref()
                    .map(|(name, key)| format!("“{name}” has no trial {}", trial(key)))
                    .unwrap_or_default()
            ),
            Warning::TrialsVary { min, max } => format!(
                "n varies across tasks, from {min} to {max} trials: at a k above a task's n that task is left out"
            ),
            Warning::LinesPassedOver(count) => format!(
                "{count} line{} that {} no trial (a spec, a final report, other events, or more values that are not scores) passed over",
                plural(*count as usize),
                if *count == 1 { "holds" } else { "hold" }
            ),
            Warning::SeveralScorers { names, used } => format!(
                "this log has {} scorers ({}): the scores of “{used}” are counted; pick another under Scorer",
                names.len(),
                names.join(", ")
            ),
        }
    }

    fn decode_error(&self, error: &DecodeError) -> String {
        match error {
            DecodeError::NotUtf8 { name, offset } => format!(
                "{name} is not UTF-8 text: the byte at offset {offset} is not valid UTF-8. Save it as UTF-8 (or UTF-16 with a byte-order mark) and try again."
            ),
            DecodeError::Utf16CutOff { name } => format!(
                "{name} starts like UTF-16 text but has an odd number of bytes: it was cut off."
            ),
            DecodeError::Utf16LoneSurrogate { name, offset } => format!(
                "{name} is not valid UTF-16 text: the code unit at offset {offset} is a lone surrogate."
            ),
            DecodeError::Unreadable { name } => format!("could not read {name}"),
            DecodeError::ArchiveDamaged { name, member, fault } => self.archive_damaged(name, member, fault),
            DecodeError::ArchiveWithoutSamples { name } => format!(
                "{name} is a zip archive with no samples/ members: it is not an inspect_ai .eval log, or the log was written without its samples. Run the eval with samples logged, or open the JSON log instead."
            ),
        }
    }

    fn infrastructure_words(&self, choice: Option<InfrastructureErrors>) -> &'static str {
        match choice {
            None => "Infrastructure errors",
            Some(InfrastructureErrors::LeaveOut) => {
                "leave out (not the agent's failure; tau2's metrics)"
            }
            Some(InfrastructureErrors::CountAsFailures) => "count as failures (tau2's leaderboard)",
        }
    }

    fn format_label(&self, format: Format) -> &'static str {
        match format {
            Format::AggregatedTable => "CSV/TSV, one row per task (task, n, c)",
            Format::TrialTable => "CSV/TSV, one row per trial (task, trial, success)",
            Format::HumanEvalJsonl => "human-eval results JSONL",
            Format::TauBench => "τ-bench results JSON",
            Format::Tau2Bench => "τ²-bench results JSON",
            Format::InspectAi => "inspect_ai eval log (JSON or .eval)",
            Format::LmEval => "lm-evaluation-harness samples (JSON Lines)",
            Format::OpenAiEvals => "OpenAI evals record log (JSON Lines)",
            Format::EvalPlus => "EvalPlus eval results JSON",
            Format::LiveCodeBench => "LiveCodeBench eval_all JSON",
            Format::TerminalBench => "Terminal-Bench results JSON",
            Format::SweBench => "SWE-bench run reports JSON (one per run)",
            Format::Helm => "HELM per-instance stats JSON",
            Format::Promptfoo => "promptfoo output JSON",
        }
    }

    fn archive_damaged(&self, name: &str, member: &str, fault: &ArchiveFault) -> String {
        let what = match fault {
            ArchiveFault::CutOff => {
                "it ends early (the file was cut off while copying or still being written)"
                    .to_string()
            }
            ArchiveFault::BadDeflate => "its compressed data is corrupt".to_string(),
            ArchiveFault::Method(method) => format!(
                "it uses compression method {method}; passk reads stored and deflated members"
            ),
            ArchiveFault::NotUtf8 => "it is not UTF-8 text".to_string(),
            ArchiveFault::Zip64 => {
                "it is a ZIP64 archive (over 4 GB or 65,535 members), which passk does not read"
                    .to_string()
            }
            ArchiveFault::Overlaps { other } => format!(
                "its bytes overlap those of the member {other} (an archive made to inflate the same bytes many times, not one inspect_ai writes)"
            ),
            ArchiveFault::OverBudget { limit_mib } => format!(
                "inflating it would take the archive's samples past {limit_mib} MiB, the most passk inflates from one archive"
            ),
        };
        match member.is_empty() {
            true => format!("{name} is a damaged zip archive: {what}. Copy the .eval log again, or convert it with `inspect log convert --to json` and open the JSON."),
            false => format!("{name}: the member {member} cannot be read: {what}. Copy the .eval log again, or convert it with `inspect log convert --to json` and open the JSON."),
        }
    }
}

// results.rs

impl BlockText for English {
    fn block_headers(&self) -> [&'static str; 8] {
        [
            "Metric",
            "k",
            "Value",
            "95% interval",
            "Interval",
            "Estimator",
            "Tasks",
            "Trials per task",
        ]
    }

    fn block_method(&self, method: Method) -> &'static str {
        match method {
            Method::StudentT => "Student t",
            Method::Bootstrap => "percentile bootstrap",
            Method::Credible => "credible (normal approx.)",
            Method::Wilson => "Wilson score",
            Method::NoInterval => "none",
        }
    }

    fn block_estimator(&self, estimator: EstimatorChoice) -> &'static str {
        match estimator {
            EstimatorChoice::Unbiased => "unbiased",
            EstimatorChoice::Posterior => "posterior mean",
        }
    }

    fn block_share(&self) -> &'static str {
        "share of tasks"
    }

    fn board_headers(&self) -> Vec<&'static str> {
        vec![
            "Rank",
            "Group",
            "Run",
            "Metric",
            "Value",
            "95% interval",
            "Rank 95%",
            "Tasks",
        ]
    }

    fn board_standing(
        &self,
        run: &str,
        standing: &Standing,
        metric: &str,
        value: &str,
        interval: &str,
        tasks: usize,
    ) -> String {
        let (rank, groups, (low, high)) = (standing.rank, &standing.groups, standing.rank_interval);
        format!("{run} ranks {rank} (95% rank interval {low}–{high}, group {groups}): {metric} = {value} (95% paired bootstrap {interval}) over {tasks} tasks.")
    }

    fn board_provenance(
        &self,
        version: &str,
        runs: usize,
        tasks: usize,
        left_out: (usize, usize),
        resamples: u32,
        seed: u64,
    ) -> String {
        let (partly, short) = left_out;
        format!("passk {version}; {runs} runs on the {tasks} tasks they share ({partly} not in every run, {short} left out at this k); paired bootstrap of {resamples} resamples, seed {seed}; sign-flip permutation tests, Holm-adjusted over all pairs, groups at 5%.")
    }

    fn block_provenance(
        &self,
        version: &str,
        tasks: u64,
        trials: &str,
        bootstrap: Bootstrap,
        prior: &str,
    ) -> String {
        let (resamples, seed) = (bootstrap.resamples, bootstrap.seed);
        format!(
            "passk {version}; {tasks} tasks, {trials} trials per task; bootstrap {resamples} resamples, seed {seed}; prior {prior}; intervals at 95%."
        )
    }

    fn block_sentence(
        &self,
        metric: &str,
        value: &str,
        estimator: &str,
        interval: Option<(&str, String)>,
        tasks: u64,
    ) -> String {
        match interval {
            Some((method, range)) => format!(
                "{metric} is {value} ({estimator}; 95% {method} interval {range}) over {tasks} tasks."
            ),
            None => format!("{metric} is {value} ({estimator}) over {tasks} tasks."),
        }
    }
}

// results_compare.rs

impl CompareBlockText for English {
    fn compare_block_headers(&self) -> [&'static str; 9] {
        [
            "Metric",
            "k",
            "A",
            "B",
            "B − A",
            "95% paired t",
            "95% paired bootstrap",
            "Permutation p",
            "Tasks",
        ]
    }

    fn compare_block_provenance(&self, input: &CompareBlockInput) -> String {
        let (version, matched, seed) = (input.version, input.matched, input.seed);
        let (only_a, only_b) = input.unmatched;
        format!(
            "passk {version}; {matched} tasks matched by id ({only_a} only in A, {only_b} only in B); paired bootstrap and permutation test with seed {seed}; intervals at 95%."
        )
    }

    fn compare_block_sentence(
        &self,
        metric: &str,
        difference: &str,
        (t, bootstrap): (&str, &str),
        (p_value, how): (&str, &str),
        tasks: usize,
    ) -> String {
        format!(
            "{metric}: B − A = {difference} (paired; 95% t interval {t}, bootstrap {bootstrap}; permutation p = {p_value}, {how}) over {tasks} tasks in both runs."
        )
    }
}

// workshop.rs

impl WorkshopText for English {
    fn workshop_words(&self) -> &'static WorkshopWords {
        &WORKSHOP_WORDS
    }

    fn rerun_summary(&self, runs: usize, k: u32, mean: &str, truth: &str, sd: &str) -> String {
        // One rerun has no spread to show: say what it measured, and what more would show.
        if runs == 1 {
            return format!("1 rerun: measured pass^{k} is {mean} (the agent's true value is {truth}). Rerun it again to see how much it moves.");
        }
        format!("{runs} reruns: measured pass^{k} averages {mean} (the agent's true value is {truth}), and moves by {sd} (one standard deviation) from run to run.")
    }

    fn quiz_question(&self, kind: QuestionKind, rate: &str, count: u32) -> String {
        match kind {
            QuestionKind::PassHatK => format!("An agent succeeds {rate} of the time. You run it {count} times. What is the chance that all {count} succeed?"),
            QuestionKind::PassAtK => format!("An agent succeeds {rate} of the time. You run it {count} times. What is the chance that at least one succeeds?"),
            QuestionKind::Chain => format!("Each step of an agent succeeds {rate} of the time. A task takes {count} steps. What is the chance that the whole task succeeds?"),
            QuestionKind::Week => format!("A customer runs the same kind of task {count} times a week, and the agent succeeds {rate} of the time. What is the chance that the whole week goes without a failure?"),
        }
    }

    fn quiz_reason(&self, kind: QuestionKind, p: &str, miss: &str, count: u32) -> String {
        match kind {
            QuestionKind::PassHatK => format!("{p} multiplied by itself {count} times: every attempt must succeed."),
            QuestionKind::PassAtK => format!("1 minus {miss} multiplied by itself {count} times: only “all {count} fail” misses."),
            QuestionKind::Chain => format!("{p} multiplied by itself {count} times: every step must succeed."),
            QuestionKind::Week => format!("{p} multiplied by itself {count} times: pass^{count}, since every use of the week must succeed. This k is the one a deployment implies."),
        }
    }

    fn quiz_result(&self, answer: &str, guess: &str, gap: &str) -> String {
        format!("The answer is {answer}. You guessed {guess}: {gap} points off.")
    }

    fn quiz_score(&self, answered: usize, mean_gap: &str) -> String {
        format!("{answered} answered, {mean_gap} points off on average.")
    }

    fn rerun_too_few_trials(&self, k: u32) -> String {
        format!("Measuring pass^{k} needs at least {k} trials per task.")
    }

    fn rerun_seed(&self, seed: u64) -> String {
        format!("Seed {seed}: the same seed draws the same reruns.")
    }

    fn rerun_seed_refused(&self, written: &str, used: u64) -> String {
        let max = u64::MAX;
        format!(
            "The link's seed “{written}” is not a whole number from 0 to {max}; seed {used} is used instead."
        )
    }
}

/// English.
static WORKSHOP_WORDS: WorkshopWords = WorkshopWords {
    rerun_heading: "Rerun the benchmark",
    rerun_help: "The same agent, the same number of tasks and trials, run again: how much does the leaderboard number move when nothing changed?",
    label_tasks: "tasks per run",
    label_trials: "trials per task",
    rerun_once: "Rerun",
    rerun_hundred: "Rerun 100×",
    new_seed: "New seed",
    axis_measured: "measured pass^k",
    axis_reruns: "reruns",
    quiz_title: "Quiz",
    quiz_help: "Guess first, then reveal. Enter reveals, → goes to the next question.",
    guess_label: "your guess",
    reveal: "Reveal",
    next: "Next question",
};

/// What was wrong, in English (also the types' `Display`).
pub(crate) fn english_problem(kind: &ProblemKind) -> String {
    let json_kind = |kind: JsonKind| Lang::En.json_kind(kind);
    match kind {
        ProblemKind::NothingToRead => "there is nothing to read: paste results or pick a file".into(),
        ProblemKind::UnknownJson => "unknown format: a JSON document without \"simulations\" (τ²-bench) or \"samples\" (inspect_ai); pick the format by hand if this is one of them".into(),
        ProblemKind::NoRows => "no rows of results were found (only a header, or an empty list)".into(),
        ProblemKind::LineTooLong { megabytes, limit_megabytes } => format!(
            "is {megabytes:.1} MB long, more than any results row ({limit_megabytes} MB at most): is this the right file, or the right format?"
        ),
        ProblemKind::QuoteNotClosed => "a quoted field is not closed (missing \")".into(),
        ProblemKind::ColumnCount { expected, layout, found } => format!(
            "expected {expected} columns ({}), found {found}",
            layout_columns(*layout)
        ),
        ProblemKind::EmptyTaskName => "the task name is empty".into(),
        ProblemKind::CountEmpty(which) => format!("{} is empty", count(which)),
        ProblemKind::CountNegative(which, text) => format!("{} = {text} is negative", count(which)),
        ProblemKind::CountNotWhole(which, text) => {
            format!("{} = {text} is not a whole number", count(which))
        }
        ProblemKind::CountNotNumber(which, text) => {
            format!("{} “{text}” is not a number", count(which))
        }
        ProblemKind::NoTrials { task } => format!("n = 0: task “{task}” has no trials"),
        ProblemKind::MoreSuccessesThanTrials { successes, trials } => format!(
            "c = {successes} is more than n = {trials}: a task cannot pass more often than it was tried"
        ),
        ProblemKind::Counts(error) => Lang::En.estimate_error(error),
        ProblemKind::HeaderWithoutSuccess => "the header names no success column (success, passed, reward, score…): using the last column".into(),
        ProblemKind::HeaderWithoutCounts => "the header needs a column for n (n, trials, samples…) and one for c (c, successes, correct…): using columns 2 and 3".into(),
        ProblemKind::RewardOutOfRange(reward) => format!(
            "reward {reward} is outside [0, 1] (success needs a reward in [0, 1], 0/1, true/false or pass/fail)"
        ),
        ProblemKind::SuccessEmpty => "the success value is empty".into(),
        ProblemKind::NotASuccessValue(text) => format!(
            "“{text}” is not a success value (use 0/1, true/false, pass/fail, or a reward in [0, 1])"
        ),
        ProblemKind::RepeatedTaskOverflows { task } => {
            format!("task “{task}” appears again and its trials add up to more than 2^64")
        }
        ProblemKind::RepeatedTaskImpossible { task, error } => format!(
            "task “{task}” appears again and its counts add up to an impossible total: {}",
            Lang::En.estimate_error(error)
        ),
        ProblemKind::NotNC(entry) => format!("“{entry}” is not n:c (two whole numbers, such as 8:6)"),
        ProblemKind::JsonTruncated { records } => format!(
            "the JSON ends early (truncated file?) after {records} complete record{}",
            plural(*records)
        ),
        ProblemKind::JsonUnexpected { line } => {
            format!("the JSON is malformed at line {line}: unexpected character")
        }
        ProblemKind::JsonMalformed { line, detail } => {
            format!("the JSON is malformed at line {line}: {detail}")
        }
        ProblemKind::NotAList => "τ-bench results are a list ([…]), but this is not one".into(),
        ProblemKind::ListMissing => "is missing or not a list".into(),
        ProblemKind::WrongKind { found, expected } => format!(
            "is {}, expected {}",
            json_kind(*found),
            match expected {
                Expected::Object => "an object",
                Expected::TaskIdAndReward => "an object with task_id and reward",
                Expected::TaskIdAndPassed => "an object with task_id and passed",
            }
        ),
        ProblemKind::IdMissing => "is missing or not a string or number".into(),
        ProblemKind::Missing => "is missing".into(),
        ProblemKind::TrialNotNumber(found) => format!("is {}, not a trial number", json_kind(*found)),
        ProblemKind::NotUsableNumber => "is not a usable number".into(),
        ProblemKind::NotASuccess(found) => {
            format!("is {}, not a success value or reward", json_kind(*found))
        }
        ProblemKind::SampleError { message } => {
            format!("the sample ended in an error ({message}), so it has no score")
        }
        ProblemKind::ScoresEmpty => "is empty".into(),
        ProblemKind::NoScoreFromScorer { scorer } => format!("has no score from the scorer “{scorer}”"),
        ProblemKind::ValueNotAScore { metric, found } => format!(
            "the metric “{metric}” holds {}, not a per-sample score (it is aggregated later): choose another metric",
            Lang::En.json_kind(*found)
        ),
        ProblemKind::MetricNeedsThreshold { metric, furthest } => format!(
            "the metric “{metric}” is a score that reaches {furthest}, not a success in [0, 1], so none of it is read: choose a metric whose values are successes (acc, exact_match, bleu_acc…), or set a threshold on its scale and each line counts as a success when its value is at least that"
        ),
        ProblemKind::NoMatchEvents => "has no match events: an OpenAI evals record log counts each sample's match events as trials. Check that the eval was recorded with --record_path".into(),
        ProblemKind::CorrectNotBoolean(found) => format!(
            "data.correct must be true or false, not {}",
            Lang::En.json_kind(*found)
        ),
        ProblemKind::LineCutOff { detail } => format!("is cut off: {detail}"),
        ProblemKind::LineNotJson { detail } => format!("is not valid JSON: {detail}"),
        ProblemKind::TaskIdMissing => "task_id is missing or not a string or number".into(),
        ProblemKind::PassedNotBoolean(found) => {
            format!("passed is {}, expected true or false", json_kind(*found))
        }
        ProblemKind::NeitherPassedNorResult => "has neither passed nor result".into(),
    }
}

// room.rs

impl crate::room::RoomText for English {
    fn room_words(&self) -> &'static crate::room::RoomWords {
        &ROOM_WORDS
    }

    fn relay_named(&self, relay: &str) -> String {
        format!("Guesses go to the room server at {relay}, and only numbers: a guess and a name from a fixed list. Nothing else leaves this page.")
    }

    fn no_relay(&self, relay: &str) -> String {
        format!("No room server answers at {relay}. To run one, build the site and start the relay beside it: passk-room --site dist (make serve does both), then open this page from it.")
    }

    fn joined_count(&self, joined: u32) -> String {
        match joined {
            1 => "1 person joined".to_string(),
            _ => format!("{joined} people joined"),
        }
    }

    fn guesses_count(&self, count: usize) -> String {
        match count {
            1 => "1 guess".to_string(),
            _ => format!("{count} guesses"),
        }
    }

    fn guess_taken(&self, guess: &str) -> String {
        format!("Your guess of {guess} is in. You can change it until the question closes.")
    }

    fn room_reveal(
        &self,
        truth: &str,
        median: &str,
        lower: &str,
        upper: &str,
        lowest: &str,
        highest: &str,
        within: u32,
        count: u32,
    ) -> String {
        format!("The truth: {truth}. The room's median guess: {median} (the middle half from {lower} to {upper}, all guesses from {lowest} to {highest}); {within} of {count} within 5 points.")
    }

    fn room_reveal_nobody(&self, truth: &str) -> String {
        format!("The truth: {truth}. Nobody guessed.")
    }

    fn your_gap(&self, guess: &str, gap: &str) -> String {
        format!("Your guess: {guess}, {gap} points off.")
    }

    fn question_number(&self, id: u32) -> String {
        format!("Question {id}")
    }

    fn room_error(&self, error: passk_room_core::RoomError) -> &'static str {
        use passk_room_core::RoomError;
        match error {
            RoomError::BadFrame => "The room server could not read what this page sent. Reload the page.",
            RoomError::FrameTooLarge => "What this page sent is larger than the room server takes.",
            RoomError::TooFast => "Too many messages at once: wait a second, then try again.",
            RoomError::JoinTooFast => "Too many people joined from this network at once: wait a few seconds; this page tries again.",
            RoomError::NoSuchRoom => "No room has this code. Check the link, or ask the presenter for it again.",
            RoomError::RoomExpired => "This room has ended (rooms last 4 hours, or 30 minutes without their presenter).",
            RoomError::WrongSecret => "This browser cannot present that room: it was started somewhere else.",
            RoomError::RoomFull => "The room is full (500 people).",
            RoomError::TooManyRooms => "The room server has as many rooms as it can hold. Try again later.",
            RoomError::NotPresenter => "Only the presenter can do that.",
            RoomError::NotInRoom => "Join the room first.",
            RoomError::AlreadyInRoom => "This page is already in a room.",
            RoomError::QuestionClosed => "The question is closed: guesses are no longer taken.",
            RoomError::StaleQuestion => "That question is over: a new one is open.",
            RoomError::BadGuess => "A guess is a number from 0 to 100, with at most one decimal.",
            RoomError::BadQuestion => "That question is outside what the explorer can ask.",
            RoomError::BadName => "That name is not one of the room's names.",
            RoomError::NothingAsked => "Open a question first.",
            RoomError::JoinedElsewhere => "You joined this room from another tab or device; this page stopped.",
        }
    }

    fn participant_name(&self, name: passk_room_core::Name) -> String {
        let words = &ROOM_WORDS;
        format!(
            "{} {}",
            words.name_firsts[usize::from(name[0]) % 16],
            words.name_seconds[usize::from(name[1]) % 16]
        )
    }
}

static ROOM_WORDS: crate::room::RoomWords = crate::room::RoomWords {
    title: "Workshop room",
    help: "Everyone in the room guesses on their phone; this screen shows every guess against the truth.",
    start: "Start a room",
    join_with: "Join on your phone: scan the code, or open the link",
    question_label: "Next question",
    on_screen: "On screen now:",
    open: "Open the question",
    close: "Close",
    reveal: "Reveal",
    axis_guess: "Guesses (%)",
    name_label: "Your name",
    guess_label: "Your guess (%)",
    submit: "Submit",
    waiting: "Waiting for the presenter to open a question.",
    open_status: "Guess, then Submit. You can change your guess until the question closes.",
    closed_status: "The question is closed. Wait for the reveal.",
    lost: "The connection to the room server was lost. Trying again…",
    guess_refused: "Enter a number from 0 to 100.",
    bad_link: "This room link has no valid code. Ask the presenter for the link again.",
    name_firsts: [
        "Quick", "Calm", "Brave", "Bright", "Clever", "Gentle", "Happy", "Kind", "Lucky", "Merry",
        "Proud", "Quiet", "Swift", "Warm", "Wise", "Bold",
    ],
    name_seconds: [
        "Cat", "Wolf", "Bear", "Tiger", "Rabbit", "Dolphin", "Penguin", "Falcon", "Squirrel",
        "Deer", "Lion", "Fish", "Duck", "Horse", "Octopus", "Frog",
    ],
};

// noise.rs

impl crate::noise::NoiseText for English {
    fn noise_words(&self) -> &'static crate::noise::NoiseWords {
        &NOISE_WORDS
    }

    fn cluster_rule_name(&self, separator: char) -> String {
        format!("the task id up to its last “{separator}”")
    }

    fn clustered_note(&self, ratio: &str, tasks: usize, clusters: usize) -> String {
        format!("Intervals {ratio}× wider: {tasks} tasks in {clusters} clusters.")
    }

    fn deployment_rate(&self, uses: u32, target: &str, rate: &str) -> String {
        format!("k = {uses} uses, all succeeding {target} of the time → p ≥ {rate}")
    }

    fn replicate_line(
        &self,
        metric: &str,
        runs: usize,
        mean: &str,
        sd: &str,
        low: &str,
        high: &str,
    ) -> String {
        format!("{metric} over {runs} runs: mean {mean}, SD {sd} points, from {low} to {high}.")
    }

    fn noise_floor(&self, points: &str) -> String {
        format!("A change smaller than {points} points between two runs like these is noise (80% power, 5% two-sided).")
    }

    fn flips_sentence(&self, flips: usize, tasks: usize, between_tasks: Option<&str>) -> String {
        let share = between_tasks.map(|share| format!(" {share} of the variance of per-task scores is between tasks; the rest is run to run.")).unwrap_or_default();
        format!("{flips} of {tasks} tasks flip between runs (their success rate differs).{share}")
    }

    fn supported_k_sentence(
        &self,
        target: &str,
        k: u64,
        k_low: u64,
        k_high: u64,
        k_max: u64,
    ) -> String {
        let at_least = if k == k_max {
            " (the fewest trials of any task: it may go further)"
        } else {
            ""
        };
        if k == 0 {
            return format!("pass^k is below {target} already at k = 1: no k of use keeps every attempt succeeding that often.");
        }
        format!("pass^k stays at or above {target} up to k = {k}{at_least}; with its 95% interval, between k = {k_low} and k = {k_high}.")
    }
}

static NOISE_WORDS: crate::noise::NoiseWords = crate::noise::NoiseWords {
    cluster_label: "Clusters",
    cluster_none: "none (tasks independent)",
    se_label: "SE",
    clustered_se_label: "clustered SE",
    deploy_heading: "Which k? The uses in a period",
    deploy_help: "k is how many times one customer runs the same kind of task in the period that matters. Every one of them succeeding, that often, needs this per-trial rate.",
    uses_label: "Uses per period",
    target_label: "Target: all succeed",
    runs_as_label: "These files are",
    runs_as_one: "one run (their trials add up)",
    runs_as_replicates: "replicate runs of the same agent",
    replicates_reading: "Reading each file as its own run…",
    replicates_none_shared: "No task is in every file, so the runs cannot be compared task by task.",
    cluster_heading: "Tasks in clusters",
    replicates_heading: "Several files: one run, or replicates?",
};

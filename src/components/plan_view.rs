//! The plan view: how many tasks the next eval needs for an interval of a chosen width, and
//! how that trades against trials per task, from the explorer's difficulty model.

use leptos::prelude::*;
use passk_words::prelude::*;

use crate::components::prefs::use_prefs;
use crate::state::PageState;
use passk_core::beta::Difficulty;
use passk_core::compare::Metric;
use passk_core::format::percent;
use passk_core::input::plain_number;
use passk_core::lang::Lang;
use passk_core::plan::{detectable_difference, estimate_variance, tasks_needed};
use passk_words::compare::PlanLabels;

/// One row of the plan: trials per task and what they cost.
#[derive(Clone, Copy, Debug, PartialEq)]
struct PlanRow {
    trials: u64,
    tasks_hat: u64,
    tasks_at: u64,
    detectable: f64,
}

/// The plan for `trials` per task; None when trials < k.
fn plan_row(difficulty: Difficulty, k: u64, trials: u64, half_width: f64) -> Option<PlanRow> {
    let hat = estimate_variance(difficulty, Metric::PassHatK, trials, k)?;
    let at = estimate_variance(difficulty, Metric::PassAtK, trials, k)?;
    let tasks_hat = tasks_needed(hat.total, half_width);
    Some(PlanRow {
        trials,
        tasks_hat,
        tasks_at: tasks_needed(at.total, half_width),
        detectable: detectable_difference(hat.within, tasks_hat),
    })
}

/// A number typed in the page's language (read by the one locale rule: "1,000" in English
/// is a thousand, "0,5" in Portuguese a half), within `range`.
fn read_number(text: &str, lang: Lang, range: std::ops::RangeInclusive<f64>) -> Option<f64> {
    plain_number(text.trim().trim_end_matches('%').trim(), lang)
        .parse::<f64>()
        .ok()
        .filter(|value| value.is_finite() && range.contains(value))
}

/// The plan view. It starts from the explorer's p, spread and k.
#[component]
pub fn PlanView(
    /// The page's state: p, spread and k come from the explorer.
    state: PageState,
) -> impl IntoView {
    let lang = use_prefs().lang;
    let words = move || lang.get().compare_words();
    let p_percent = RwSignal::new(f64::from(state.rate_per_mille.get_untracked()) / 10.0);
    let spread = RwSignal::new(f64::from(state.spread.get_untracked()) / 100.0);
    let k = RwSignal::new(u64::from(state.k.get_untracked()));
    let trials = RwSignal::new((2 * u64::from(state.k.get_untracked())).max(8));
    let width_points = RwSignal::new(2.0_f64);
    let difficulty =
        Memo::new(move |_| Difficulty::from_mean_spread(p_percent.get() / 100.0, spread.get()));
    let chosen = Memo::new(move |_| {
        plan_row(
            difficulty.get(),
            k.get(),
            trials.get(),
            width_points.get() / 100.0,
        )
    });
    let table = Memo::new(move |_| {
        let k = k.get();
        [1, 2, 4, 8]
            .into_iter()
            .filter_map(|times| {
                plan_row(difficulty.get(), k, k * times, width_points.get() / 100.0)
            })
            .collect::<Vec<_>>()
    });
    let field = move |testid: &'static str,
                      label: fn(&PlanLabels) -> &'static str,
                      value: Signal<String>,
                      range: std::ops::RangeInclusive<f64>,
                      set: Callback<f64>| {
        view! {
            <label class="plan-field" for=testid>
                <span class="control-label">{move || label(&words().plan_labels)}</span>
                <input
                    id=testid
                    type="text"
                    inputmode="decimal"
                    class="number-field"
                    data-testid=testid
                    prop:value=move || value.get()
                    on:change=move |ev| {
                        if let Some(number) = read_number(&event_target_value(&ev), lang.get_untracked(), range.clone()) {
                            set.run(number);
                        }
                    }
                />
            </label>
        }
    };
    let shown = move |x: f64| lang.get().number(&x.to_string());
    view! {
        <div class="view view-plan">
            <p class="lede">{move || words().plan_lede}</p>
            <section class="plan-fields">
                {field("plan-p", |labels| labels.p, Signal::derive(move || shown(p_percent.get())), 0.0..=100.0, Callback::new(move |x| p_percent.set(x)))}
                {field("plan-spread", |labels| labels.spread, Signal::derive(move || shown(spread.get())), 0.0..=1.0, Callback::new(move |x| spread.set(x)))}
                {field("plan-k", |labels| labels.k, Signal::derive(move || k.get().to_string()), 1.0..=1000.0, Callback::new(move |x: f64| k.set(x.round() as u64)))}
                {field("plan-trials", |labels| labels.trials, Signal::derive(move || trials.get().to_string()), 1.0..=10_000.0, Callback::new(move |x: f64| trials.set(x.round() as u64)))}
                {field("plan-width", |labels| labels.width, Signal::derive(move || shown(width_points.get())), 0.01..=50.0, Callback::new(move |x| width_points.set(x)))}
            </section>
            <section class="plan-answer" aria-live="polite">
                <p class="plan-tasks">
                    <strong
                        data-testid="plan-tasks"
                        data-value=move || chosen.get().map(|row| row.tasks_hat.to_string()).unwrap_or_default()
                    >
                        {move || chosen.get().map(|row| row.tasks_hat.to_string()).unwrap_or_else(|| "—".into())}
                    </strong>
                </p>
                <p>
                    {move || {
                        let lang = lang.get();
                        match chosen.get() {
                            Some(row) => format!(
                                "{} {}",
                                lang.plan_sentence(row.tasks_hat, k.get(), row.trials, &lang.number(&format!("{}%", width_points.get()))),
                                lang.detectable_sentence(k.get(), &lang.number(&percent(row.detectable))),
                            ),
                            None => lang.plan_too_few_trials(k.get()),
                        }
                    }}
                </p>
            </section>
            <div class="table-wrap">
                <table data-testid="plan-table">
                    <thead>
                        <tr>
                            {move || words().plan_columns.map(|column| view! { <th scope="col">{column}</th> }).collect_view()}
                        </tr>
                    </thead>
                    <tbody>
                        {move || {
                            table
                                .get()
                                .into_iter()
                                .map(|row| {
                                    view! {
                                        <tr data-trials=row.trials.to_string() data-tasks=row.tasks_hat.to_string()>
                                            <th scope="row">{row.trials}</th>
                                            <td>{row.tasks_hat}</td>
                                            <td>{row.tasks_at}</td>
                                            <td>{row.tasks_hat.saturating_mul(row.trials)}</td>
                                            <td>{lang.get_untracked().number(&percent(row.detectable))}</td>
                                        </tr>
                                    }
                                })
                                .collect_view()
                        }}
                    </tbody>
                </table>
            </div>
            <p class="footnote">{move || words().plan_method}</p>
        </div>
    }
}

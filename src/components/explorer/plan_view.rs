//! The plan view: how many tasks the next eval needs for an interval of a chosen width, and
//! how that trades against trials per task, from the explorer's difficulty model.

use leptos::prelude::*;
use passk_words::prelude::*;

use crate::components::shared::count_field::CountField;
use crate::components::shared::prefs::use_prefs;
use crate::state::PageState;
use passk_core::beta::Difficulty;
use passk_core::format::percent;
use passk_core::input::FieldSpec;
use passk_core::plan::{plan_row, plan_trade};
use passk_words::compare::PlanLabels;

/// The plan view. Its p, spread and k are the explorer's (one store, in the link as `p=`,
/// `spread=`, `k=`); its trials per task and half-width are its own (`n=`, `w=`). Every
/// field reads what was typed as the explorer's fields do ([`CountField`]).
#[component]
pub fn PlanView(
    /// The page's state.
    state: PageState,
) -> impl IntoView {
    let lang = use_prefs().lang;
    let words = move || lang.get().compare_words();
    let k = Memo::new(move |_| u64::from(state.k.get()));
    let trials = Memo::new(move |_| state.store.with(|state| u64::from(state.plan_trials())));
    let width_points = Memo::new(move |_| f64::from(state.plan_width.get()) / 100.0);
    let difficulty = Memo::new(move |_| {
        state.difficulty().unwrap_or(Difficulty::Uniform {
            mean: state.rate().probability(),
        })
    });
    let chosen = Memo::new(move |_| {
        plan_row(
            difficulty.get(),
            k.get(),
            trials.get(),
            width_points.get() / 100.0,
        )
    });
    let table =
        Memo::new(move |_| plan_trade(difficulty.get(), k.get(), width_points.get() / 100.0));
    let label = move |pick: fn(&PlanLabels) -> &'static str| {
        Signal::derive(move || pick(&words().plan_labels))
    };
    view! {
        <div class="view view-plan">
            <p class="lede">{move || words().plan_lede}</p>
            <section class="plan-fields">
                <CountField testid="plan-p" label=label(|labels| labels.p) spec=FieldSpec::RATE value=state.rate_per_mille set=move |units| state.rate_per_mille.set(units) />
                <CountField testid="plan-spread" label=label(|labels| labels.spread) spec=FieldSpec::SPREAD value=state.spread set=move |units| state.spread.set(units) />
                <CountField testid="plan-k" label=label(|labels| labels.k) spec=FieldSpec::K value=state.k set=move |units| state.k.set(units) />
                <CountField
                    testid="plan-trials"
                    label=label(|labels| labels.trials)
                    spec=FieldSpec::PLAN_TRIALS
                    value=Signal::derive(move || trials.get() as u32)
                    set=move |units| state.plan_trials.set(Some(units))
                />
                <CountField testid="plan-width" label=label(|labels| labels.width) spec=FieldSpec::PLAN_WIDTH value=state.plan_width set=move |units| state.plan_width.set(units) />
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
            <div class="table-wrap" tabindex="0">
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

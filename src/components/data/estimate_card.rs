//! One estimate of the honest-numbers panel: its name, meaning, value, interval and a line
//! saying which estimator and interval it is.

use leptos::prelude::*;

use crate::components::shared::prefs::use_prefs;
use passk_core::format::percent;
use passk_core::stats::Interval;
use passk_data::honest::{HonestSummary, WithInterval};
use passk_words::prelude::*;

/// A readout of one estimate. `data-value` (and `data-ci-lo`/`data-ci-hi` when it has an
/// interval) carry it at full precision; they are absent when there is no estimate.
#[component]
pub fn EstimateCard(
    /// The metric's name as shown ("posterior pass^10").
    #[prop(into)]
    title: Signal<String>,
    /// One line on what it means.
    #[prop(into)]
    meaning: Signal<&'static str>,
    /// The value in [0, 1]; None when it is not defined here.
    #[prop(into)]
    value: Signal<Option<f64>>,
    /// Its 95% interval, when it has one.
    #[prop(into)]
    interval: Signal<Option<Interval>>,
    /// How the interval reads ("95% credible interval 12% – 40%"), from the two ends.
    interval_text: fn(passk_core::lang::Lang, &str, &str) -> String,
    /// Which estimator it shows and what it rests on.
    #[prop(into)]
    note: Signal<String>,
    /// The value's `data-testid`.
    testid: &'static str,
    /// Colour class ("at", "hat", "between", "chain").
    tone: &'static str,
) -> impl IntoView {
    let lang = use_prefs().lang;
    let shown = move |value: f64| lang.get().number(&percent(value));
    view! {
        <div class=format!("readout readout-{tone}")>
            <h3 class="readout-title">{move || title.get()}</h3>
            <p class="readout-meaning">{move || meaning.get()}</p>
            <output
                class="readout-value"
                data-testid=testid
                data-value=move || value.get().map(|value| value.to_string())
                data-ci-lo=move || interval.get().map(|interval| interval.low.to_string())
                data-ci-hi=move || interval.get().map(|interval| interval.high.to_string())
            >
                {move || value.get().map(shown).unwrap_or_else(|| "—".to_string())}
            </output>
            <p class="interval">
                {move || {
                    interval
                        .get()
                        .map(|interval| {
                            interval_text(lang.get(), &shown(interval.low), &shown(interval.high))
                        })
                }}
            </p>
            <p class="rests-on">{move || note.get()}</p>
        </div>
    }
}

/// One posterior estimate of the honest numbers as the card's two signals: its value and
/// its credible interval (both None before there is data).
pub fn posterior_signals(
    honest: Memo<Option<HonestSummary>>,
    pick: fn(&HonestSummary) -> WithInterval,
) -> (Signal<Option<f64>>, Signal<Option<Interval>>) {
    (
        Signal::derive(move || honest.with(|h| h.as_ref().map(|h| pick(h).value))),
        Signal::derive(move || honest.with(|h| h.as_ref().map(|h| pick(h).interval))),
    )
}

/// "95% credible interval a – b" in `lang`.
pub fn credible(lang: passk_core::lang::Lang, low: &str, high: &str) -> String {
    lang.credible_interval(low, high)
}

/// "95% Wilson score interval a – b" in `lang`.
pub fn wilson(lang: passk_core::lang::Lang, low: &str, high: &str) -> String {
    lang.wilson_interval(low, high)
}

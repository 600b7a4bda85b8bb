//! How to read an importer's data (the data view's, or a compare run's): the format (detected or picked), the reward threshold, and, for
//! an inspect_ai log with several scorers, which scorer counts.

use leptos::prelude::*;
use passk_words::prelude::*;

use crate::components::shared::count_field::CountField;
use std::sync::Arc;

use crate::components::shared::prefs::use_prefs;
use crate::import::ImportChoices;
use passk_core::input::FieldSpec;
use passk_data::import::{Format, Import, InfrastructureErrors};

/// An importer's reading options; a change reads the data again. `prefix` names them:
/// `{prefix}-format`, `{prefix}-threshold`, `{prefix}-scorer`, `{prefix}-infrastructure`.
#[component]
pub fn DataOptions(
    /// The choices shown and changed.
    choices: ImportChoices,
    /// The latest import's report (its detected format and its scorers), if any.
    #[prop(into)]
    report: Signal<Option<Arc<Import>>>,
    /// Reads the data again with the new choices.
    reimport: Callback<()>,
    /// The `data-testid` prefix: "data", "compare-a", "compare-b", "board".
    prefix: &'static str,
) -> impl IntoView {
    let lang = use_prefs().lang;
    let words = move || lang.get().data_words();
    let detected_format = move || report.get().and_then(|report| report.format);
    let scorers = move || {
        report
            .get()
            .map(|report| report.scorers.clone())
            .unwrap_or_default()
    };
    view! {
        <div class="data-options">
            <label>
                {move || words().format}
                " "
                <select
                    data-testid=format!("{prefix}-format")
                    on:change=move |ev| {
                        choices.format.set(Format::from_key(&event_target_value(&ev)));
                        reimport.run(());
                    }
                >
                    <option value="auto" selected=move || choices.format.get().is_none()>
                        {move || match detected_format() {
                            Some(format) if choices.format.get().is_none() => {
                                format!("{}{})", words().detected, lang.get().format_label(format))
                            }
                            _ => words().detect.to_string(),
                        }}
                    </option>
                    {Format::ALL
                        .into_iter()
                        .map(|format| {
                            view! {
                                <option
                                    value=format.key()
                                    selected=move || choices.format.get() == Some(format)
                                >
                                    {move || lang.get().format_label(format)}
                                </option>
                            }
                        })
                        .collect_view()}
                </select>
            </label>
            // Read by the one reader: "0,5" on a Portuguese page, past 1000 clamped and said (a
            // score on another scale, as lm-eval's 0–100 bleu_max, takes a threshold on it).
            <CountField
                testid=format!("{prefix}-threshold")
                label=Signal::derive(move || words().threshold)
                spec=FieldSpec::THRESHOLD
                value=Signal::derive(move || (choices.threshold.get() * 1e6).round() as u32)
                set=move |millionths: u32| {
                    choices.threshold.set(f64::from(millionths) / 1e6);
                    reimport.run(());
                }
            />
            // Formats that mark trials the harness failed (τ²-bench, SWE-bench, promptfoo):
            // what such a trial counts as.
            <Show when=move || {
                detected_format().is_some_and(Format::offers_harness_errors)
                    || choices.format.get().is_some_and(Format::offers_harness_errors)
            }>
                <label>
                    " "
                    {move || lang.get().infrastructure_words(None)}
                    " "
                    <select
                        data-testid=format!("{prefix}-infrastructure")
                        on:change=move |ev| {
                            if let Some(choice) = InfrastructureErrors::from_key(&event_target_value(&ev)) {
                                choices.infrastructure.set(choice);
                                reimport.run(());
                            }
                        }
                    >
                        {InfrastructureErrors::ALL
                            .map(|choice| {
                                view! {
                                    <option
                                        value=choice.key()
                                        selected=move || choices.infrastructure.get() == choice
                                    >
                                        {move || lang.get().infrastructure_words(Some(choice))}
                                    </option>
                                }
                            })}
                    </select>
                </label>
            </Show>
            <Show when=move || { scorers().names.len() > 1 }>
                <label>
                    " "
                    {move || lang.get().scorer_label()}
                    " "
                    <select
                        data-testid=format!("{prefix}-scorer")
                        on:change=move |ev| {
                            choices.scorer.set(Some(event_target_value(&ev)));
                            reimport.run(());
                        }
                    >
                        {move || {
                            let scorers = scorers();
                            scorers
                                .names
                                .into_iter()
                                .map(|name| {
                                    let selected = scorers.used.as_deref() == Some(name.as_str());
                                    view! { <option value=name.clone() selected=selected>{name.clone()}</option> }
                                })
                                .collect_view()
                        }}
                    </select>
                </label>
            </Show>
        </div>
    }
}

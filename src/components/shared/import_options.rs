//! How to read an importer's data (the data view's, or a compare run's): the format (detected or picked), the reward threshold, and, for
//! an inspect_ai log with several scorers, which scorer counts.

use leptos::prelude::*;
use passk_words::prelude::*;

use crate::components::shared::count_field::CountField;
use crate::import::DataImport;
use crate::components::shared::prefs::use_prefs;
use passk_core::input::FieldSpec;
use passk_data::import::{Format, InfrastructureErrors};

/// An importer's reading options; a change reads the data again. `prefix` names them:
/// `{prefix}-format`, `{prefix}-threshold`, `{prefix}-scorer`, `{prefix}-infrastructure`.
#[component]
pub fn DataOptions(
    /// The importer.
    state: DataImport,
    /// The `data-testid` prefix: "data", "compare-a", "compare-b".
    prefix: &'static str,
) -> impl IntoView {
    let lang = use_prefs().lang;
    let words = move || lang.get().data_words();

    let detected_format = move || state.result.get().and_then(|latest| latest.report.format);
    let scorers = move || {
        state
            .result
            .get()
            .map(|latest| latest.report.scorers.clone())
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
                        state.format_choice.set(Format::from_key(&event_target_value(&ev)));
                        state.reimport();
                    }
                >
                    <option value="auto" selected=move || state.format_choice.get().is_none()>
                        {move || match detected_format() {
                            Some(format) if state.format_choice.get().is_none() => {
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
                                    selected=move || state.format_choice.get() == Some(format)
                                >
                                    {move || lang.get().format_label(format)}
                                </option>
                            }
                        })
                        .collect_view()}
                </select>
            </label>
            // Read by the one reader: "0,5" on a Portuguese page, "1.5" clamped to 1 and said.
            <CountField
                testid=format!("{prefix}-threshold")
                label=Signal::derive(move || words().threshold)
                spec=FieldSpec::THRESHOLD
                value=Signal::derive(move || (state.threshold.get() * 1e6).round() as u32)
                set=move |millionths: u32| {
                    state.threshold.set(f64::from(millionths) / 1e6);
                    state.reimport();
                }
            />
            // τ²-bench only: what an infrastructure error counts as.
            <Show when=move || {
                detected_format() == Some(Format::Tau2Bench)
                    || state.format_choice.get() == Some(Format::Tau2Bench)
            }>
                <label>
                    " "
                    {move || lang.get().infrastructure_words(None)}
                    " "
                    <select
                        data-testid=format!("{prefix}-infrastructure")
                        on:change=move |ev| {
                            if let Some(choice) = InfrastructureErrors::from_key(&event_target_value(&ev)) {
                                state.infrastructure.set(choice);
                                state.reimport();
                            }
                        }
                    >
                        {InfrastructureErrors::ALL
                            .map(|choice| {
                                view! {
                                    <option
                                        value=choice.key()
                                        selected=move || state.infrastructure.get() == choice
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
                            state.scorer.set(Some(event_target_value(&ev)));
                            state.reimport();
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

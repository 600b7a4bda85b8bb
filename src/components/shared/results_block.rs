//! "Copy results": the numbers on screen as a block of text to paste (Markdown, CSV or
//! LaTeX), shown in a closed `<details>` for those who want to read it first.

use leptos::prelude::*;
use passk_words::prelude::*;
use passk_words::results::BlockFormat;

use crate::components::shared::prefs::use_prefs;
use passk_web::browser;

/// Where the format last picked is kept, so a block shown again (the board re-ranking
/// after a run is added, a reload) keeps the person's choice.
const FORMAT_KEY: &str = "passk.results.format";

/// The format last picked on any page, else Markdown.
fn kept_format() -> BlockFormat {
    browser::load(FORMAT_KEY)
        .and_then(|key| BlockFormat::from_key(&key))
        .filter(|format| format.offered_on_a_page())
        .unwrap_or_default()
}

/// The copy button, the format picker and the block itself.
#[component]
pub fn ResultsBlock(
    /// The block in a format; None before there is anything to report.
    block: Callback<BlockFormat, Option<String>>,
    /// The `data-testid` of the button (`<testid>-format`, `<testid>-text` and
    /// `<testid>-status` for the picker, the text and what the copy did).
    testid: &'static str,
) -> impl IntoView {
    let lang = use_prefs().lang;
    let words = move || lang.get().honest_words();
    let format = RwSignal::new(kept_format());
    let status = RwSignal::new(String::new());
    let text = Signal::derive(move || block.run(format.get()));
    let copy = move |_| {
        let Some(text) = text.get_untracked() else {
            return;
        };
        leptos::task::spawn_local(async move {
            let copied = browser::copy_text(&text).await;
            // Where the clipboard is refused, the block below is there to select by hand.
            let _ = status.try_set(if copied {
                lang.get_untracked().honest_words().copied.to_string()
            } else {
                String::new()
            });
        });
    };
    let options = BlockFormat::ALL.into_iter().filter(|choice| choice.offered_on_a_page()).map(|choice| {
        view! { <option value=choice.key() selected=move || format.get() == choice>{choice.label()}</option> }
    }).collect::<Vec<_>>();
    view! {
        <section class="results-block">
            <div class="results-actions">
                <button
                    type="button"
                    data-testid=testid
                    disabled=move || text.with(Option::is_none)
                    on:click=copy
                >
                    {move || words().copy_results}
                </button>
                <label>
                    <span class="control-label">{move || words().block_format_label}</span>
                    <select
                        data-testid=format!("{testid}-format")
                        on:change=move |ev| {
                            if let Some(choice) = BlockFormat::from_key(&event_target_value(&ev)) {
                                format.set(choice);
                                // Kept where storage allows; where it does not, the choice
                                // still holds while the block is on screen.
                                let _ = browser::save(FORMAT_KEY, choice.key());
                                status.set(String::new());
                            }
                        }
                    >
                        {options}
                    </select>
                </label>
                <span role="status" data-testid=format!("{testid}-status")>{move || status.get()}</span>
            </div>
            <details>
                <summary>{move || words().block_heading}</summary>
                <pre class="results-text" tabindex="0" data-testid=format!("{testid}-text")>{move || text.get().unwrap_or_default()}</pre>
            </details>
        </section>
    }
}

//! Sharing: copy a link or an embed snippet for the current state, export the chart.

use leptos::prelude::*;
use passk_words::prelude::*;

use crate::components::shared::chart_export::{download_png, download_svg};
use crate::components::shared::prefs::use_prefs;
use crate::state::PageState;
use passk_chart::{chart_csv, Drawing, Palette};
use passk_web::browser;
use passk_widget::{embed_snippet, Card};

/// Copy-link, copy-embed and export buttons.
#[component]
pub fn SharePanel(
    /// The page's state: what a link carries and what the explorer draws.
    state: PageState,
) -> impl IntoView {
    let prefs = use_prefs();
    let status = RwSignal::new(String::new());
    let link = move || {
        format!(
            "{}?{}",
            browser::page_address(),
            state.snapshot().to_query()
        )
    };
    // The embed page and its host script live beside this page.
    let embed_code = move || {
        embed_snippet(
            &browser::sibling_address(""),
            &state.snapshot(),
            prefs.lang.get_untracked(),
        )
    };
    // The chart the explorer draws, computed from the same state.
    let chart = move || state.k_chart(prefs.lang.get_untracked());
    let copy = move |text: String| {
        leptos::task::spawn_local(async move {
            let copied = browser::copy_text(&text).await;
            // The panel may have closed while the browser copied: then there is no one to tell.
            let _ = status.try_set(if copied {
                prefs.lang.get_untracked().page_words().copied.to_string()
            } else {
                text
            });
        });
    };
    let palette = move || {
        if prefs.dark.get_untracked() {
            Palette::DARK
        } else {
            Palette::LIGHT
        }
    };
    let export_png = move |_| {
        download_png(&Drawing::Curves(chart()), &palette(), "passk-chart.png");
    };
    let export_svg = move |_| {
        download_svg(&Drawing::Curves(chart()), &palette(), "passk-chart.svg");
    };
    let export_csv = move |_| {
        let chart = chart();
        let csv = chart_csv(&chart, "k");
        browser::download_text("passk-values.csv", "text/csv", &csv);
    };
    // The preset in view has a link card (a page with Open Graph tags for hosts that take
    // no iframe); other states have none. A memo: the button's presence follows every tick
    // of a drag, and the card's address (a call into JavaScript) is made only when copied.
    let card = Memo::new(move |_| Card::for_state(&state.snapshot(), prefs.lang.get()));
    let card_link = move || {
        card.get_untracked()
            .map(|card| browser::sibling_address(&format!("card/{}", card.page_file())))
    };
    let page_words = move || prefs.lang.get().page_words();
    view! {
        <section class="share" aria-label=move || prefs.lang.get().explorer_regions().share>
            <div class="share-buttons">
                <button type="button" data-testid="copy-link" on:click=move |_| copy(link())>
                    {move || page_words().copy_link}
                </button>
                <button type="button" data-testid="copy-embed" on:click=move |_| copy(embed_code())>
                    {move || page_words().copy_embed}
                </button>
                <Show when=move || card.with(Option::is_some)>
                    <button
                        type="button"
                        data-testid="copy-card-link"
                        on:click=move |_| {
                            if let Some(link) = card_link() {
                                copy(link);
                            }
                        }
                    >
                        {move || prefs.lang.get().card_link_label()}
                    </button>
                </Show>
                <button type="button" data-testid="export-png" on:click=export_png>
                    {move || page_words().export_png}
                </button>
                <button type="button" data-testid="export-svg" on:click=export_svg>
                    {move || page_words().export_svg}
                </button>
                <button type="button" data-testid="export-csv" on:click=export_csv>
                    {move || page_words().export_csv}
                </button>
            </div>
            <p class="share-status" role="status" data-testid="share-status">{move || status.get()}</p>
        </section>
    }
}

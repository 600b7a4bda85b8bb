//! Sharing: copy a link or an embed snippet for the current state, export the chart.

use leptos::prelude::*;
use passk_web::measured_canvas::MeasuredCanvas;
use passk_words::prelude::*;
use plotters::prelude::IntoDrawingArea;

use crate::components::prefs::use_prefs;
use crate::state::PageState;
use passk_chart::{chart_csv, draw, svg_document, Drawing, Palette};
use passk_web::browser;
use passk_widget::{embed_snippet, Card};

/// The exported chart's size in CSS pixels; the PNG is drawn at twice this.
const EXPORT_WIDTH: u32 = 960;
const EXPORT_HEIGHT: u32 = 540;

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
        let chart = chart();
        let drawing = Drawing::Curves(chart);
        let Some(canvas) = browser::offscreen_canvas(EXPORT_WIDTH * 2, EXPORT_HEIGHT * 2) else {
            return;
        };
        let Some(backend) = MeasuredCanvas::new(canvas.clone()) else {
            return;
        };
        if draw(&backend.into_drawing_area(), &drawing, &palette(), 2.0).is_ok() {
            if let Ok(url) = canvas.to_data_url_with_type("image/png") {
                browser::download_url("passk-chart.png", &url);
            }
        }
    };
    let export_svg = move |_| {
        let chart = chart();
        let drawing = Drawing::Curves(chart);
        let svg = svg_document(&drawing, EXPORT_WIDTH, EXPORT_HEIGHT, &palette());
        browser::download_text("passk-chart.svg", "image/svg+xml", &svg);
    };
    let export_csv = move |_| {
        let chart = chart();
        let csv = chart_csv(&chart, "k");
        browser::download_text("passk-values.csv", "text/csv", &csv);
    };
    // The preset in view has a link card (a page with Open Graph tags for hosts that take
    // no iframe); other states have none.
    let card_link = move || {
        Card::for_state(&state.snapshot(), prefs.lang.get())
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
                <Show when=move || card_link().is_some()>
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

//! How a room is joined, on the presenter's screen: the code, the link, its QR code (big
//! enough to scan from the back of a room) and how many have joined.

use leptos::prelude::*;
use passk_words::prelude::*;

use crate::components::shared::prefs::use_prefs;
use passk_chart::qr_svg;

/// The code, link, QR code and count.
#[component]
pub fn JoinPanel(
    /// The room's code.
    code: Signal<String>,
    /// The join link (this page with `view=room&join=`).
    link: Signal<String>,
    /// How many have joined.
    joined: Signal<u32>,
) -> impl IntoView {
    let lang = use_prefs().lang;
    let words = move || lang.get().room_words();
    view! {
        <section class="room-join" aria-label=move || words().join_with>
            <p class="control-label">{move || words().join_with}</p>
            <p class="room-code" data-testid="room-code" data-value=move || code.get()>{move || code.get()}</p>
            <a class="room-join-link" data-testid="room-join-link" href=move || link.get()>{move || link.get()}</a>
            <div class="room-qr" data-testid="room-qr" role="img" aria-label=move || words().join_with inner_html=move || qr_svg(&link.get()).unwrap_or_default()></div>
            <p class="room-joined" data-testid="room-joined" data-value=move || joined.get().to_string()>{move || lang.get().joined_count(joined.get())}</p>
        </section>
    }
}

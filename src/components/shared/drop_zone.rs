//! Where files come in on every page that reads them (data, compare, leaderboard): a
//! region that takes dropped files, and starts the import worker loading as soon as a
//! person reaches for it, so the import does not wait for the worker.

use leptos::prelude::*;

use passk_web::{browser, import_worker};

/// A region that takes files dropped on it and wraps its inputs.
#[component]
pub fn DropZone(
    /// Takes the files dropped (one or several).
    on_files: Callback<Vec<web_sys::File>>,
    /// The inputs inside: the text area, the picker, the options.
    children: Children,
) -> impl IntoView {
    view! {
        <div
            class="drop-zone"
            // A person reaching for the picker, the text area or dragging a file over them is
            // about to import: the worker starts loading now, not after the file arrives.
            on:pointerenter=move |_| import_worker::prewarm()
            on:focusin=move |_| import_worker::prewarm()
            on:dragenter=move |_| import_worker::prewarm()
            on:dragover=move |ev: web_sys::DragEvent| ev.prevent_default()
            on:drop=move |ev: web_sys::DragEvent| {
                ev.prevent_default();
                on_files.run(browser::dropped_files(&ev));
            }
        >
            {children()}
        </div>
    }
}

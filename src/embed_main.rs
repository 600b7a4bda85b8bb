//! Entry point of the embed page (`embed.html`): the widget alone, a binary of its own so
//! that what it never shows (data view, importers, share panel) is not in its download.

#[cfg(target_arch = "wasm32")]
fn main() {
    passk::app::mount_embed();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("passk-embed is a web page: build it with `make dist`.");
}

//! Entry point of the embed page (`embed.html`): the widget alone, a binary of its own and
//! without the UI framework (`embed_page`), so a blog post downloads only what it shows.

#[cfg(target_arch = "wasm32")]
mod dom;
#[cfg(target_arch = "wasm32")]
mod embed_page;
#[cfg(target_arch = "wasm32")]
mod parts;

#[cfg(target_arch = "wasm32")]
fn main() {
    embed_page::mount();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("passk-embed is a web page: build it with `make dist`.");
}

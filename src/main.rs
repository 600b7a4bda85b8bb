//! Entry point: in the browser, mount the page; natively there is nothing to run.

#[cfg(target_arch = "wasm32")]
fn main() {
    passk::app::mount();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("passk is a web page: build it with `make dist` or serve it with `make serve`.");
}

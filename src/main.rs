//! Entry point of the explorer page (`index.html`: explore, plan, quiz, reruns); natively
//! there is nothing to run.

#[cfg(target_arch = "wasm32")]
fn main() {
    passk::pages::explorer_page::mount();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("passk is a web page: build it with `make dist` or serve it with `make serve`.");
}

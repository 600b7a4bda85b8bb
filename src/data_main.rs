//! Entry point of the data page (`data.html`: your own eval results); natively there is
//! nothing to run.

#[cfg(target_arch = "wasm32")]
fn main() {
    passk::pages::data_page::mount();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("passk-data is a web page: build it with `make dist` or serve it with `make serve`.");
}

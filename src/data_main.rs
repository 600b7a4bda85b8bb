//! Entry point of the data page (`data.html`: your data and compare); natively there is
//! nothing to run.

#[cfg(target_arch = "wasm32")]
fn main() {
    passk::app::mount_data_page();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("passk-data is a web page: build it with `make dist` or serve it with `make serve`.");
}

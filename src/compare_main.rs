//! Entry point of the compare page (`compare.html`: two runs compared task by task);
//! natively there is nothing to run.

#[cfg(target_arch = "wasm32")]
fn main() {
    passk::pages::compare_page::mount();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!(
        "passk-compare is a web page: build it with `make dist` or serve it with `make serve`."
    );
}

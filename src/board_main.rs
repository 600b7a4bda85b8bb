//! Entry point of the leaderboard page (`board.html`: N runs ranked); natively there is
//! nothing to run.

#[cfg(target_arch = "wasm32")]
fn main() {
    passk::pages::board_page::mount();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!(
        "passk-board is a web page: build it with `make dist` or serve it with `make serve`."
    );
}

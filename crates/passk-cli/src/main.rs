//! `passk`: the command. Everything is in the library (`passk_cli::run`), which the Python
//! package's `passk` entry point calls too.

fn main() {
    std::process::exit(passk_cli::run(std::env::args_os()));
}

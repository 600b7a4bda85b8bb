//! The layers' arrows go one way: UI (`app`, `components`, `browser`) → `chart` → `words`
//! → `data` → `core`. This test reads the source and fails on any arrow that points back,
//! and on any web crate below the UI (ARCHITECTURE.md's invariants).

use std::fs;
use std::path::Path;

/// Every `.rs` file under `dir`, with its text.
fn sources(dir: &Path) -> Vec<(String, String)> {
    let mut found = Vec::new();
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            found.extend(sources(&path));
        } else if path.extension().is_some_and(|ext| ext == "rs") {
            found.push((
                path.display().to_string(),
                fs::read_to_string(&path).unwrap(),
            ));
        }
    }
    found
}

/// The lines of a layer's files that name something the layer must not use.
fn violations(layer: &str, forbidden: &[&str]) -> Vec<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("src")
        .join(layer);
    let mut found = Vec::new();
    for (path, text) in sources(&root) {
        for (number, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap_or("");
            for name in forbidden {
                if code.contains(name) {
                    found.push(format!(
                        "{path}:{}: uses {name}: {}",
                        number + 1,
                        line.trim()
                    ));
                }
            }
        }
    }
    found
}

const WEB: [&str; 6] = [
    "leptos",
    "web_sys",
    "wasm_bindgen",
    "js_sys",
    "plotters_canvas",
    "crate::browser",
];
const UI: [&str; 4] = [
    "crate::components",
    "crate::app",
    "crate::crash_notice",
    "crate::state",
];

#[test]
fn core_refers_to_no_other_layer() {
    let mut forbidden = vec!["crate::data", "crate::chart", "crate::words", "plotters"];
    forbidden.extend(WEB);
    forbidden.extend(UI);
    assert_eq!(violations("core", &forbidden), Vec::<String>::new());
}

#[test]
fn data_refers_only_to_core() {
    let mut forbidden = vec!["crate::chart", "crate::words", "plotters"];
    forbidden.extend(WEB);
    forbidden.extend(UI);
    assert_eq!(violations("data", &forbidden), Vec::<String>::new());
}

#[test]
fn words_refer_only_to_data_and_core() {
    let mut forbidden = vec!["crate::chart", "plotters"];
    forbidden.extend(WEB);
    forbidden.extend(UI);
    assert_eq!(violations("words", &forbidden), Vec::<String>::new());
}

#[test]
fn chart_refers_to_no_ui() {
    let mut forbidden = vec![
        "leptos",
        "web_sys",
        "wasm_bindgen",
        "js_sys",
        "crate::browser",
    ];
    forbidden.extend(UI);
    assert_eq!(violations("chart", &forbidden), Vec::<String>::new());
}

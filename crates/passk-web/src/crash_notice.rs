//! The last line of defence: a panic in WebAssembly kills the whole page (with `panic =
//! "abort"` the instance traps and no handler runs again). The parsers and the math are
//! written never to panic; should one slip through, this hook at least tells the person, in
//! the page itself, what happened and how to get back, instead of leaving frozen sliders.

use passk_words::explorer::CrashWords;
use passk_words::prelude::*;
use std::panic::PanicHookInfo;

use wasm_bindgen::prelude::wasm_bindgen;

/// Installs the hook. Call once, before mounting the app.
pub fn install() {
    std::panic::set_hook(Box::new(show));
}

/// Panics on purpose so that the notice can be tested in a real browser (and seen by anyone
/// curious): `window.wasmBindings.simulate_crash()`. The app itself never calls it.
#[wasm_bindgen]
pub fn simulate_crash() {
    panic!("simulated crash (window.wasmBindings.simulate_crash)");
}

fn show(info: &PanicHookInfo<'_>) {
    let message = info.to_string();
    web_sys::console::error_1(&format!("passk crashed: {message}").into());
    // Plain DOM calls only: the Leptos runtime cannot be trusted once a panic is under way,
    // and the notice must not need any wasm code to run after it is shown.
    let Some(document) = web_sys::window().and_then(|window| window.document()) else {
        return;
    };
    let Some(body) = document.body() else {
        return;
    };
    let Ok(notice) = document.create_element("div") else {
        return;
    };
    notice.set_class_name("crash-notice");
    let _ = notice.set_attribute("role", "alert");
    let _ = notice.set_attribute("data-testid", "crash-notice");
    // In the page's language, as the page left it on <html>; English before the page ran.
    let CrashWords {
        title,
        help,
        reload,
    } = passk_core::lang::Lang::En.crash_words();
    let root = document.document_element();
    let said = |name: &str, english: &str| {
        root.as_ref()
            .and_then(|root| root.get_attribute(name))
            .unwrap_or_else(|| english.to_string())
    };
    let (title, help, reload) = (
        said("data-crash-title", title),
        said("data-crash-help", help),
        said("data-crash-reload", reload),
    );
    let parts = [
        ("strong", title.as_str()),
        ("span", help.as_str()),
        ("code", message.as_str()),
    ];
    for (tag, text) in parts {
        if let Ok(part) = document.create_element(tag) {
            // Text, never HTML: the message may quote what the person typed.
            part.set_text_content(Some(text));
            let _ = notice.append_child(&part);
        }
    }
    if let Ok(link) = document.create_element("a") {
        // A link rather than a button: it reloads without any script, and keeps the query.
        let here = web_sys::window()
            .and_then(|window| window.location().href().ok())
            .unwrap_or_default();
        let _ = link.set_attribute("href", &here);
        link.set_text_content(Some(&reload));
        let _ = notice.append_child(&link);
    }
    let _ = body.insert_before(&notice, body.first_child().as_ref());
}

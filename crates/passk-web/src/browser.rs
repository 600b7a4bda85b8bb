//! The few browser facilities the page uses, wrapped so components stay short: the URL,
//! localStorage, yielding to the event loop, and reading a picked file. Every call degrades
//! quietly (private mode without storage, say) instead of panicking.

use wasm_bindgen::JsCast;

use passk_data::import::{decode_text, DecodeError};
use wasm_bindgen_futures::JsFuture;

/// The current query string, without '?'.
pub fn query() -> String {
    web_sys::window()
        .and_then(|window| window.location().search().ok())
        .map(|search| search.trim_start_matches('?').to_string())
        .unwrap_or_default()
}

/// Replaces the URL's query without adding a history entry (dragging a slider must not
/// create one entry per tick).
pub fn replace_query(query: &str) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let path = window.location().pathname().unwrap_or_default();
    let hash = window.location().hash().unwrap_or_default();
    let url = if query.is_empty() {
        format!("{path}{hash}")
    } else {
        format!("{path}?{query}{hash}")
    };
    if let Ok(history) = window.history() {
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url));
    }
}

/// Keeps the current address as a history entry of its own (the next `replace_query` then
/// writes a new one): a tab switch is a navigation, so Back returns to the tab before it.
pub fn keep_history_entry() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let Ok(current) = window.location().href() else {
        return;
    };
    if let Ok(history) = window.history() {
        let _ = history.push_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&current));
    }
}

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok()?
}

/// Reads a localStorage entry.
pub fn load(key: &str) -> Option<String> {
    storage()?.get_item(key).ok()?
}

/// Writes a localStorage entry; returns false when storage refused (quota, private mode).
pub fn save(key: &str, value: &str) -> bool {
    storage().is_some_and(|storage| storage.set_item(key, value).is_ok())
}

fn session_storage() -> Option<web_sys::Storage> {
    web_sys::window()?.session_storage().ok()?
}

/// Reads a sessionStorage entry (kept while the tab is open, across reloads).
pub fn session_load(key: &str) -> Option<String> {
    session_storage()?.get_item(key).ok()?
}

/// Writes a sessionStorage entry; returns false when storage refused.
pub fn session_save(key: &str, value: &str) -> bool {
    session_storage().is_some_and(|storage| storage.set_item(key, value).is_ok())
}

/// Removes a sessionStorage entry.
pub fn forget_session(key: &str) {
    if let Some(storage) = session_storage() {
        let _ = storage.remove_item(key);
    }
}

/// Removes a localStorage entry.
pub fn forget(key: &str) {
    if let Some(storage) = storage() {
        let _ = storage.remove_item(key);
    }
}

/// Lets the browser run (paint, handle input) before the caller continues. A message on a
/// fresh channel is a task of its own, like `setTimeout(0)`, but without the 4 ms minimum
/// delay browsers add to nested timeouts: forty chunks would otherwise idle for 160 ms.
pub async fn yield_to_browser() {
    let Ok(channel) = web_sys::MessageChannel::new() else {
        return;
    };
    let promise = js_sys::Promise::new(&mut |resolve, _reject| {
        channel.port1().set_onmessage(Some(&resolve));
        let _ = channel.port2().post_message(&wasm_bindgen::JsValue::NULL);
    });
    let _ = JsFuture::from(promise).await;
}

/// One time slice of work: calls `step` (at least once) until it says it is done or
/// `slice_ms` have passed, and returns whether it is done. Between slices the caller
/// yields to the browser ([`yield_to_browser`]).
pub fn work_for(slice_ms: f64, mut step: impl FnMut() -> bool) -> bool {
    let start = now_ms();
    loop {
        if step() {
            return true;
        }
        if now_ms() - start >= slice_ms {
            return false;
        }
    }
}

/// Milliseconds since the epoch (for time-slicing work, not for measuring it).
pub fn now_ms() -> f64 {
    js_sys::Date::now()
}

/// The text of a file the person picked or dropped: its bytes, decoded as UTF-8 or UTF-16
/// (by byte-order mark), with a message naming the offset when they are neither.
pub async fn read_file(file: &web_sys::File) -> Result<String, DecodeError> {
    let buffer = JsFuture::from(file.array_buffer())
        .await
        .map_err(|_| DecodeError::Unreadable { name: file.name() })?;
    let bytes = js_sys::Uint8Array::new(&buffer).to_vec();
    // Copying and decoding tens of megabytes are each tens of milliseconds: not in one task.
    yield_to_browser().await;
    let text = decode_text(&file.name(), bytes);
    yield_to_browser().await;
    text
}

/// Every file of an `<input type="file" multiple>` change event.
pub fn picked_files(event: &web_sys::Event) -> Vec<web_sys::File> {
    let files = event
        .target()
        .and_then(|target| target.dyn_into::<web_sys::HtmlInputElement>().ok())
        .and_then(|input| input.files());
    file_list(files)
}

/// Every file of a drop event.
pub fn dropped_files(event: &web_sys::DragEvent) -> Vec<web_sys::File> {
    file_list(event.data_transfer().and_then(|transfer| transfer.files()))
}

fn file_list(files: Option<web_sys::FileList>) -> Vec<web_sys::File> {
    let Some(files) = files else {
        return Vec::new();
    };
    (0..files.length())
        .filter_map(|index| files.get(index))
        .collect()
}

/// The first file of an `<input type="file">` change event.
pub fn picked_file(event: &web_sys::Event) -> Option<web_sys::File> {
    let input: web_sys::HtmlInputElement = event.target()?.dyn_into().ok()?;
    input.files()?.get(0)
}

/// The first file of a drop event.
pub fn dropped_file(event: &web_sys::DragEvent) -> Option<web_sys::File> {
    event.data_transfer()?.files()?.get(0)
}

/// The browser's preferred language tag ("pt-BR").
pub fn browser_language() -> Option<String> {
    web_sys::window()?.navigator().language()
}

/// Whether the system asks for dark colours.
pub fn prefers_dark() -> bool {
    web_sys::window()
        .and_then(|window| window.match_media("(prefers-color-scheme: dark)").ok())
        .flatten()
        .is_some_and(|query| query.matches())
}

/// Sets an attribute on `<html>` (lang, data-theme).
pub fn set_root_attribute(name: &str, value: &str) {
    if let Some(root) = web_sys::window()
        .and_then(|window| window.document())
        .and_then(|document| document.document_element())
    {
        let _ = root.set_attribute(name, value);
    }
}

/// The page's address without its query, for links and embed snippets.
pub fn page_address() -> String {
    let Some(window) = web_sys::window() else {
        return String::new();
    };
    let location = window.location();
    format!(
        "{}{}",
        location.origin().unwrap_or_default(),
        location.pathname().unwrap_or_default()
    )
}

/// The address of a file beside this page (same origin and folder): `"embed.html"` for the
/// embed page, `""` for the folder itself, which serves the full page. Works under any
/// sub-path, like the build's relative URLs.
pub fn sibling_address(file: &str) -> String {
    let address = page_address();
    let folder = address
        .rfind('/')
        .map_or(address.as_str(), |slash| &address[..=slash]);
    format!("{folder}{file}")
}

/// Goes to `address` as a followed link does (a history entry: Back returns here).
pub fn go_to(address: &str) {
    if let Some(window) = web_sys::window() {
        let _ = window.location().assign(address);
    }
}

/// Goes to `address` in place of this page (no history entry: Back skips this page).
pub fn replace_location(address: &str) {
    if let Some(window) = web_sys::window() {
        let _ = window.location().replace(address);
    }
}

/// Puts text on the clipboard. Returns false when the browser refuses.
pub async fn copy_text(text: &str) -> bool {
    let Some(window) = web_sys::window() else {
        return false;
    };
    let promise = window.navigator().clipboard().write_text(text);
    JsFuture::from(promise).await.is_ok()
}

/// Offers `contents` as a file download named `file_name`.
pub fn download_text(file_name: &str, mime: &str, contents: &str) {
    let parts = js_sys::Array::of1(&wasm_bindgen::JsValue::from_str(contents));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(mime);
    let Ok(blob) = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options) else {
        return;
    };
    let Ok(url) = web_sys::Url::create_object_url_with_blob(&blob) else {
        return;
    };
    download_url(file_name, &url);
    let _ = web_sys::Url::revoke_object_url(&url);
}

/// Offers a URL (a data: or blob: URL) as a download.
pub fn download_url(file_name: &str, url: &str) {
    let Some(document) = web_sys::window().and_then(|window| window.document()) else {
        return;
    };
    let Ok(anchor) = document.create_element("a") else {
        return;
    };
    let Ok(anchor) = anchor.dyn_into::<web_sys::HtmlAnchorElement>() else {
        return;
    };
    anchor.set_href(url);
    anchor.set_download(file_name);
    anchor.click();
}

/// A detached canvas of the given backing size, for drawing exports.
pub fn offscreen_canvas(width: u32, height: u32) -> Option<web_sys::HtmlCanvasElement> {
    let document = web_sys::window()?.document()?;
    let canvas: web_sys::HtmlCanvasElement =
        document.create_element("canvas").ok()?.dyn_into().ok()?;
    canvas.set_width(width);
    canvas.set_height(height);
    Some(canvas)
}

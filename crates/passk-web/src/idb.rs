//! Big data kept for the next visit, in IndexedDB: one `localStorage.setItem` of megabytes
//! is a single long task on the main thread, while an IndexedDB write copies the text and
//! stores it off the thread. One database (`passk`), one store (`kept`), text values under
//! the same keys localStorage would use. Every call answers None/false when IndexedDB is
//! missing or refuses (private mode, quota): the caller says the data was not kept.

use js_sys::Promise;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::{IdbDatabase, IdbRequest, IdbTransactionMode};

const DATABASE: &str = "passk";
const STORE: &str = "kept";

/// Resolves with the request's result once it succeeded, or fails with its error.
async fn finished(request: &IdbRequest) -> Result<JsValue, JsValue> {
    let promise = Promise::new(&mut |resolve, reject| {
        let done = request.clone();
        request.set_onsuccess(Some(
            Closure::once_into_js(move |_: web_sys::Event| {
                let _ = resolve.call1(&JsValue::NULL, &done.result().unwrap_or(JsValue::NULL));
            })
            .unchecked_ref(),
        ));
        request.set_onerror(Some(
            Closure::once_into_js(move |_: web_sys::Event| {
                let _ = reject.call0(&JsValue::NULL);
            })
            .unchecked_ref(),
        ));
    });
    JsFuture::from(promise).await
}

async fn open() -> Option<IdbDatabase> {
    let factory = web_sys::window()?.indexed_db().ok()??;
    let request = factory.open_with_u32(DATABASE, 1).ok()?;
    let upgrading = request.clone();
    // The first visit makes the store (the only version there is).
    request.set_onupgradeneeded(Some(
        Closure::once_into_js(move |_: web_sys::Event| {
            if let Some(database) = upgrading
                .result()
                .ok()
                .and_then(|result| result.dyn_into::<IdbDatabase>().ok())
            {
                let _ = database.create_object_store(STORE);
            }
        })
        .unchecked_ref(),
    ));
    finished(&request)
        .await
        .ok()?
        .dyn_into::<IdbDatabase>()
        .ok()
}

/// Stores `value` under `key`; whether it was stored.
pub async fn put(key: &str, value: &str) -> bool {
    async fn attempt(key: &str, value: &str) -> Option<()> {
        let database = open().await?;
        let store = database
            .transaction_with_str_and_mode(STORE, IdbTransactionMode::Readwrite)
            .ok()?
            .object_store(STORE)
            .ok()?;
        let request = store
            .put_with_key(&JsValue::from_str(value), &JsValue::from_str(key))
            .ok()?;
        finished(&request).await.ok()?;
        database.close();
        Some(())
    }
    attempt(key, value).await.is_some()
}

/// The text stored under `key`, if any.
pub async fn get(key: &str) -> Option<String> {
    let database = open().await?;
    let store = database
        .transaction_with_str(STORE)
        .ok()?
        .object_store(STORE)
        .ok()?;
    let request = store.get(&JsValue::from_str(key)).ok()?;
    let value = finished(&request).await.ok()?.as_string();
    database.close();
    value
}

/// Forgets what is stored under `key`.
pub async fn delete(key: &str) {
    let Some(database) = open().await else {
        return;
    };
    let request = database
        .transaction_with_str_and_mode(STORE, IdbTransactionMode::Readwrite)
        .ok()
        .and_then(|transaction| transaction.object_store(STORE).ok())
        .and_then(|store| store.delete(&JsValue::from_str(key)).ok());
    if let Some(request) = request {
        let _ = finished(&request).await;
    }
    database.close();
}
